import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// `UIDatePicker`: modes, styles, limits and the calendar arithmetic behind its wheels.
@MainActor @Suite struct DatePickerTests {
    static let newYork = TimeZone(identifier: "America/New_York")!
    static let utc = TimeZone(identifier: "UTC")!

    func calendar(_ timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    func date(
        _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, _ minute: Int = 0,
        in timeZone: TimeZone = utc
    ) -> Date {
        calendar(timeZone).date(
            from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    /// A wheels date picker in a window, in `timeZone`, with a counter of `.valueChanged`.
    func makePicker(
        _ mode: DatePicker.Mode, timeZone: TimeZone = utc, locale: String = "en_US"
    ) -> (Window, DatePicker, () -> Int) {
        let window = Window(size: CGSize(width: 390, height: 844))
        let picker = DatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.calendar = Calendar(identifier: .gregorian)
        picker.timeZone = timeZone
        picker.locale = Locale(identifier: locale)
        picker.datePickerMode = mode
        picker.preferredDatePickerStyle = .wheels
        window.addSubview(picker)
        var changes = 0
        picker.addAction(Action { _ in changes += 1 }, for: .valueChanged)
        window.layoutIfNeeded()
        return (window, picker, { changes })
    }

    func wheel(_ picker: DatePicker, _ component: Int) -> PickerWheel {
        picker.pickerView!.wheels[component]
    }

    func titles(_ picker: DatePicker) -> [String] {
        let pickerView = picker.pickerView!
        pickerView.layoutIfNeeded()
        return (0..<pickerView.numberOfComponents).map { component in
            let row = pickerView.selectedRow(inComponent: component)
            return (pickerView.view(forRow: row, forComponent: component) as? Label)?.text ?? "?"
        }
    }

    @Test(
        "Defaults: date and time, automatic style resolved to compact; countdown is always wheels (UIKit: UIDatePickerStyle)"
    )
    func defaults() {
        let picker = DatePicker()
        #expect(picker.datePickerMode == .dateAndTime)
        #expect(picker.preferredDatePickerStyle == .automatic)
        #expect(picker.datePickerStyle == .compact)
        #expect(picker.pickerView == nil && picker.compactLabel != nil)
        #expect(picker.minuteInterval == 1)
        #expect(picker.countDownDuration == 0)
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels)
        #expect(picker.pickerView != nil && picker.compactLabel == nil)
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerStyle == .wheels)
        picker.datePickerMode = .date
        #expect(picker.datePickerStyle == .inline)
    }

    @Test("Setting date sends nothing and spins the wheels to it; .date shows month, day, year")
    func dateModeWheels() {
        let (_, picker, changes) = makePicker(.date)
        picker.date = date(2026, 11, 27)
        #expect(titles(picker) == ["November", "27", "2026"])
        picker.setDate(date(1999, 2, 3), animated: true)
        picker.window?.settle()
        #expect(titles(picker) == ["February", "3", "1999"])
        #expect(changes() == 0)
    }

    @Test("A locale that writes the day first puts the day wheel first")
    func localeOrder() {
        let (_, picker, _) = makePicker(.date, locale: "en_GB")
        picker.date = date(2026, 11, 27)
        #expect(titles(picker) == ["27", "November", "2026"])
    }

    @Test("A settled wheel changes the date and sends .valueChanged once")
    func wheelChangesDate() {
        let (window, picker, changes) = makePicker(.date)
        picker.date = date(2026, 5, 10, 8, 30)
        wheel(picker, 2).accessibilityIncrement()  // the year
        #expect(picker.date == date(2027, 5, 10, 8, 30))  // the time of day is kept
        #expect(changes() == 1)
        // A drag on the day wheel: up two rows, held, lifted.
        window.drag(
            along: [CGPoint(x: 160, y: 180), CGPoint(x: 160, y: 106), CGPoint(x: 160, y: 106)],
            duration: 0.4)
        window.settle()
        #expect(picker.date == date(2027, 5, 12, 8, 30))
        #expect(changes() == 2)
        #expect(titles(picker) == ["May", "12", "2027"])
    }

    @Test("January 31 plus a month is February's last day; the day wheel follows")
    func dayPastMonthEnd() {
        let (window, picker, changes) = makePicker(.date)
        picker.date = date(2026, 1, 31)
        wheel(picker, 0).accessibilityIncrement()
        window.settle()
        #expect(picker.date == date(2026, 2, 28))
        #expect(picker.pickerView!.numberOfRows(inComponent: 1) == 28)
        #expect(titles(picker) == ["February", "28", "2026"])
        #expect(changes() == 1)
        wheel(picker, 2).accessibilityDecrement()  // 2025: no leap day either
        wheel(picker, 0).accessibilityDecrement()  // January: 31 days again, day stays 28
        window.settle()
        #expect(picker.date == date(2025, 1, 28))
        #expect(changes() == 3)
    }

    @Test(
        "A wheel settled past maximumDate spins back to it; no .valueChanged if the date is unchanged (UIKit: maximumDate)"
    )
    func clampsToLimits() {
        let (window, picker, changes) = makePicker(.date)
        picker.maximumDate = date(2026, 6, 15)
        picker.minimumDate = date(2026, 6, 1)
        picker.date = date(2030, 1, 1)
        #expect(picker.date == date(2026, 6, 15))
        picker.date = date(2000, 1, 1)
        #expect(picker.date == date(2026, 6, 1))
        picker.date = date(2026, 6, 15)
        wheel(picker, 1).accessibilityIncrement()  // June 16: past the maximum
        window.settle()
        #expect(picker.date == date(2026, 6, 15))
        #expect(titles(picker) == ["June", "15", "2026"])
        #expect(changes() == 0)
        wheel(picker, 1).accessibilityDecrement()
        #expect(picker.date == date(2026, 6, 14))
        #expect(changes() == 1)
        // Limits that move past the date clamp it, silently.
        picker.maximumDate = date(2026, 6, 10)
        #expect(picker.date == date(2026, 6, 10))
        #expect(changes() == 1)
    }

    @Test("minimumDate later than maximumDate: an empty range, the date stays at the minimum")
    func emptyRange() {
        let (_, picker, _) = makePicker(.date)
        picker.minimumDate = date(2026, 6, 20)
        picker.maximumDate = date(2026, 6, 10)
        #expect(picker.date == date(2026, 6, 20))
        picker.date = date(2026, 6, 15)
        #expect(picker.date == date(2026, 6, 20))
    }

    @Test(
        "minuteInterval: values that do not divide 60, or outside 1...30, are replaced by 1 (UIKit: minuteInterval)"
    )
    func minuteIntervalRule() {
        let (_, picker, _) = makePicker(.time)
        for (given, used) in [
            (15, 15), (0, 1), (-5, 1), (61, 1), (7, 1), (45, 1), (60, 1), (30, 30), (20, 20),
            (Int.min, 1), (Int.max, 1),
        ] {
            picker.minuteInterval = given
            #expect(picker.minuteInterval == used, "minuteInterval \(given)")
        }
        picker.minuteInterval = 15
        #expect(picker.pickerView!.numberOfRows(inComponent: 1) == 4)
        picker.date = date(2026, 3, 1, 14, 37)
        #expect(titles(picker) == ["2", "30", "PM"])  // 12-hour clock in en_US
    }

    @Test("A 24-hour locale shows no AM/PM wheel")
    func twentyFourHours() {
        let (_, picker, changes) = makePicker(.time, locale: "de_DE")
        picker.date = date(2026, 3, 1, 14, 37)
        #expect(titles(picker) == ["14", "37"])
        wheel(picker, 0).accessibilityIncrement()
        #expect(picker.date == date(2026, 3, 1, 15, 37))
        #expect(changes() == 1)
    }

    @Test("Far past and future dates clamp to years 1...9999; NaN and infinite dates are ignored")
    func farDates() {
        let (_, picker, changes) = makePicker(.date)
        picker.date = Date(timeIntervalSinceReferenceDate: 1e18)
        #expect(picker.date == DatePicker.supportedDates.upperBound)
        #expect(titles(picker) == ["December", "31", "9999"])
        picker.date = Date(timeIntervalSinceReferenceDate: -1e18)
        #expect(picker.date == DatePicker.supportedDates.lowerBound)
        #expect(titles(picker) == ["January", "1", "1"])
        picker.date = Date.distantFuture
        let kept = picker.date
        picker.date = Date(timeIntervalSinceReferenceDate: .nan)
        picker.date = Date(timeIntervalSinceReferenceDate: .infinity)
        #expect(picker.date == kept)
        wheel(picker, 2).accessibilityDecrement()
        #expect(changes() == 1)
    }

    @Test(
        "countDownDuration clamps to 0...86399, ignores NaN, and never rests at 0 (UIKit: countDownDuration)"
    )
    func countDown() {
        let (_, picker, changes) = makePicker(.countDownTimer)
        picker.countDownDuration = .nan
        #expect(picker.countDownDuration == 0)
        picker.countDownDuration = -60
        #expect(picker.countDownDuration == 0)
        picker.countDownDuration = 1e9
        #expect(picker.countDownDuration == 86_399)
        #expect(titles(picker) == ["23 hours", "59 min"])
        picker.countDownDuration = 5400
        #expect(titles(picker) == ["1 hour", "30 min"])
        wheel(picker, 1).accessibilityIncrement()
        #expect(picker.countDownDuration == 5460)
        #expect(changes() == 1)
        picker.countDownDuration = 60
        wheel(picker, 1).accessibilityDecrement()  // 0 h 0 min: one minute instead
        picker.window?.settle()
        #expect(picker.countDownDuration == 60)
        #expect(titles(picker) == ["0 hours", "1 min"])
        #expect(changes() == 1)
    }

    @Test("A day later across the spring-forward change is the same wall time, 23 hours later")
    func dayAcrossDaylightSaving() {
        let ny = DatePickerTests.newYork
        let (_, picker, changes) = makePicker(.dateAndTime, timeZone: ny)
        picker.date = date(2026, 3, 7, 12, 0, in: ny)
        #expect(titles(picker) == ["Sat, Mar 7", "12", "00", "PM"])
        wheel(picker, 0).accessibilityIncrement()
        #expect(picker.date == date(2026, 3, 8, 12, 0, in: ny))
        #expect(picker.date.timeIntervalSince(date(2026, 3, 7, 12, 0, in: ny)) == 23 * 3600)
        #expect(titles(picker) == ["Sun, Mar 8", "12", "00", "PM"])
        #expect(changes() == 1)
        // Autumn: 25 hours.
        picker.date = date(2026, 10, 31, 12, 0, in: ny)
        wheel(picker, 0).accessibilityIncrement()
        #expect(picker.date.timeIntervalSince(date(2026, 10, 31, 12, 0, in: ny)) == 25 * 3600)
    }

    @Test("An hour the spring-forward change skips becomes a real time; the wheels show it")
    func skippedHour() {
        let ny = DatePickerTests.newYork
        let (window, picker, changes) = makePicker(.dateAndTime, timeZone: ny)
        picker.date = date(2026, 3, 8, 1, 30, in: ny)
        wheel(picker, 1).accessibilityIncrement()  // 2:30 AM does not exist that day
        window.settle()
        let parts = calendar(ny).dateComponents([.day, .hour, .minute], from: picker.date)
        #expect(parts.day == 8 && parts.hour == 3 && parts.minute == 30)
        #expect(titles(picker) == ["Sun, Mar 8", "3", "30", "AM"])
        #expect(changes() == 1)
    }

    @Test("Compact and inline styles show the date as text (modelled minimally)")
    func compactStyle() {
        let picker = DatePicker(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        picker.calendar = Calendar(identifier: .gregorian)
        picker.timeZone = DatePickerTests.utc
        picker.locale = Locale(identifier: "en_US")
        picker.datePickerMode = .date
        picker.date = date(2026, 11, 27)
        #expect(picker.compactLabel?.text == "Nov 27, 2026")
        picker.preferredDatePickerStyle = .wheels
        #expect(picker.compactLabel == nil)
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        picker.calendar = nil  // back to the current calendar, as in UIKit
        #expect(picker.calendar != nil)
    }

    @Test("An action that changes the mode and the date from .valueChanged leaves a usable picker")
    func reentrantAction() {
        let (window, picker, changes) = makePicker(.date)
        picker.date = date(2026, 5, 10)
        var modes: [DatePicker.Mode] = []
        picker.addAction(
            Action { _ in
                modes.append(picker.datePickerMode)
                if picker.datePickerMode == .date {
                    picker.datePickerMode = .time
                    picker.date = date(2026, 5, 10, 9, 0)
                }
            }, for: .valueChanged)
        window.fling(from: CGPoint(x: 50, y: 180), velocity: CGPoint(x: 0, y: -900))
        window.settle()
        #expect(changes() == 1)
        #expect(picker.datePickerMode == .time)
        #expect(titles(picker) == ["9", "00", "AM"])
        wheel(picker, 1).accessibilityIncrement()
        #expect(picker.date == date(2026, 5, 10, 9, 1))
        #expect(modes == [.date, .time])
        #expect(window.settle())
    }

    @Test("A date picker dropped while its wheel decelerates: nothing crashes or keeps running")
    func droppedWhileDecelerating() {
        let window = Window(size: CGSize(width: 390, height: 844))
        weak var weakPicker: DatePicker?
        var sent = 0
        do {
            let picker = DatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
            picker.timeZone = DatePickerTests.utc
            picker.datePickerMode = .date
            picker.preferredDatePickerStyle = .wheels
            picker.addAction(Action { _ in sent += 1 }, for: .valueChanged)
            window.addSubview(picker)
            window.layoutIfNeeded()
            weakPicker = picker
            window.fling(from: CGPoint(x: 270, y: 180), velocity: CGPoint(x: 0, y: -2000))
            window.runFrames(2)
            picker.removeFromSuperview()  // the wheel lands where it was heading
        }
        #expect(weakPicker == nil)
        #expect(sent == 1)
        window.runFrames(10)
        #expect(window.settle())
    }

    @Test("Every mode in other calendars and time zones: each wheel steps to a date in range")
    func otherCalendars() {
        let identifiers: [Calendar.Identifier] = [
            .gregorian, .hebrew, .japanese, .islamic, .buddhist,
        ]
        let zones = ["Pacific/Kiritimati", "America/St_Johns", "Asia/Kathmandu"]
        for (index, identifier) in identifiers.enumerated() {
            for mode in [DatePicker.Mode.date, .time, .dateAndTime] {
                let zone = TimeZone(identifier: zones[index % zones.count])!
                let (window, picker, changes) = makePicker(mode, timeZone: zone)
                picker.calendar = Calendar(identifier: identifier)
                picker.date = date(2026, 3, 29, 1, 30)
                for component in 0..<picker.pickerView!.numberOfComponents {
                    wheel(picker, component).accessibilityIncrement()
                    wheel(picker, component).accessibilityDecrement()
                }
                window.settle()
                #expect(DatePicker.supportedDates.contains(picker.date), "\(identifier) \(mode)")
                #expect(changes() >= 1, "\(identifier) \(mode)")
                #expect(!titles(picker).contains("?"), "\(identifier) \(mode)")
            }
        }
    }
}

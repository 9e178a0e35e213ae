import Foundation

/// The data source and delegate of a ``DatePicker``'s wheels: which components its mode and
/// locale show, their rows and titles, the rows that show a date, and the date that rows
/// show. Made again whenever the mode, the locale, the calendar, the time zone or the minute
/// interval change, so it reads them once.
@MainActor
final class DateWheels: PickerViewDataSource, PickerViewAccessibilityDelegate {
    /// What a component shows.
    enum Kind: Equatable {
        case month, day, year
        /// Every day from the first supported one (`.dateAndTime`).
        case dayOfEra
        case hour, minute
        /// AM or PM, in 12-hour locales.
        case period
        case countDownHours, countDownMinutes
    }

    private weak var picker: DatePicker?
    let kinds: [Kind]
    private let calendar: Calendar
    private let uses12HourClock: Bool
    private let minuteInterval: Int
    /// The first day of the `.dayOfEra` wheel (the day of the first supported instant).
    private let firstDay: Date
    private let dayCount: Int
    private lazy var dayFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.locale = calendar.locale
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
        return formatter
    }()

    init(picker: DatePicker) {
        self.picker = picker
        let calendar = picker.effectiveCalendar
        let locale = picker.effectiveLocale
        self.calendar = calendar
        minuteInterval = picker.minuteInterval
        let hourFormat = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale)
        uses12HourClock = hourFormat?.contains("a") ?? false
        firstDay = calendar.startOfDay(for: DatePicker.supportedDates.lowerBound)
        let days =
            calendar.dateComponents(
                [.day], from: firstDay, to: DatePicker.supportedDates.upperBound
            ).day ?? 0
        dayCount = max(days + 1, 1)
        let time: [Kind] = uses12HourClock ? [.hour, .minute, .period] : [.hour, .minute]
        switch picker.datePickerMode {
        case .date: kinds = DateWheels.dateOrder(locale)
        case .time: kinds = time
        case .dateAndTime: kinds = [.dayOfEra] + time
        case .countDownTimer: kinds = [.countDownHours, .countDownMinutes]
        }
    }

    /// Month, day and year in the order the locale writes a date (month first if unknown).
    static func dateOrder(_ locale: Locale) -> [Kind] {
        guard
            let format = DateFormatter.dateFormat(fromTemplate: "yMMMd", options: 0, locale: locale)
        else { return [.month, .day, .year] }
        func position(_ letters: String) -> String.Index {
            format.firstIndex { letters.contains($0) } ?? format.endIndex
        }
        let placed: [(Kind, String.Index)] = [
            (.month, position("ML")), (.day, position("d")), (.year, position("yY")),
        ]
        return placed.sorted { $0.1 < $1.1 }.map(\.0)
    }

    // MARK: - Data source and delegate

    func numberOfComponents(in pickerView: PickerView) -> Int { kinds.count }

    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        switch kinds[component] {
        case .month: return calendar.maximumRange(of: .month)?.count ?? 12
        case .day: return daysInMonth(of: picker?.date ?? Date())
        case .year: return 9999
        case .dayOfEra: return dayCount
        case .hour: return uses12HourClock ? 12 : 24
        case .minute, .countDownMinutes: return 60 / minuteInterval
        case .period: return 2
        case .countDownHours: return 24
        }
    }

    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int)
        -> String?
    {
        switch kinds[component] {
        case .month:
            let symbols = calendar.monthSymbols
            return symbols.indices.contains(row) ? symbols[row] : "\(row + 1)"
        case .day, .year: return "\(row + 1)"
        case .dayOfEra:
            guard let day = calendar.date(byAdding: .day, value: row, to: firstDay) else {
                return nil
            }
            return dayFormatter.string(from: day)
        case .hour: return uses12HourClock && row == 0 ? "12" : "\(row)"
        case .minute: return twoDigits(row * minuteInterval)
        case .period: return row == 0 ? calendar.amSymbol : calendar.pmSymbol
        case .countDownHours: return row == 1 ? "1 hour" : "\(row) hours"
        case .countDownMinutes: return "\(row * minuteInterval) min"
        }
    }

    /// Model labels (UIKit's own are localized and private).
    func pickerView(_ pickerView: PickerView, accessibilityLabelForComponent component: Int)
        -> String?
    {
        switch kinds[component] {
        case .month: "Month"
        case .day: "Day"
        case .year: "Year"
        case .dayOfEra: "Date"
        case .hour: "Hour"
        case .minute: "Minute"
        case .period: "AM/PM"
        case .countDownHours: "Hours"
        case .countDownMinutes: "Minutes"
        }
    }

    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        picker?.wheelsDidSettle()
    }

    // MARK: - Dates and rows

    private func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }

    private func daysInMonth(of date: Date) -> Int {
        calendar.range(of: .day, in: .month, for: date)?.count ?? 31
    }

    /// The row each component shows for the picker's date (or countdown).
    private func rows(for picker: DatePicker) -> [Int] {
        if picker.datePickerMode == .countDownTimer {
            let seconds = Int(picker.countDownDuration)
            return [seconds / 3600, (seconds % 3600 / 60) / minuteInterval]
        }
        let date = picker.date
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let hour = parts.hour ?? 0
        return kinds.map { kind in
            switch kind {
            case .month: return (parts.month ?? 1) - 1
            case .day: return (parts.day ?? 1) - 1
            case .year: return min(max((parts.year ?? 1) - 1, 0), 9998)
            case .dayOfEra:
                let day = calendar.startOfDay(for: date)
                let index = calendar.dateComponents([.day], from: firstDay, to: day).day ?? 0
                return min(max(index, 0), dayCount - 1)
            case .hour: return uses12HourClock ? hour % 12 : hour
            case .minute: return (parts.minute ?? 0) / minuteInterval
            case .period: return hour >= 12 ? 1 : 0
            case .countDownHours, .countDownMinutes: return 0
            }
        }
    }

    /// Spins the wheels whose row differs to the picker's date (the day wheel first gets the
    /// days of the date's month).
    func select(in pickerView: PickerView, animated: Bool) {
        guard let picker else { return }
        if let day = kinds.firstIndex(of: .day),
            pickerView.numberOfRows(inComponent: day) != daysInMonth(of: picker.date)
        {
            pickerView.reloadComponent(day)
        }
        for (component, row) in rows(for: picker).enumerated() {
            let count = pickerView.numberOfRows(inComponent: component)
            guard count > 0 else { continue }
            let row = min(max(row, 0), count - 1)
            if pickerView.selectedRow(inComponent: component) != row {
                pickerView.selectRow(row, inComponent: component, animated: animated)
            }
        }
    }

    /// The countdown the wheels show, in seconds.
    func countDownDuration(in pickerView: PickerView) -> TimeInterval {
        let hours = max(pickerView.selectedRow(inComponent: 0), 0)
        let minutes = max(pickerView.selectedRow(inComponent: 1), 0) * minuteInterval
        return TimeInterval(hours * 3600 + minutes * 60)
    }

    /// The date the wheels show: `old` with the wheels' fields replaced, made with the
    /// calendar (so a day later is the same wall time across a daylight-saving change). A day
    /// past the month's end becomes its last day.
    func date(in pickerView: PickerView, from old: Date) -> Date {
        var parts = calendar.dateComponents(
            [.year, .month, .day, .hour, .minute, .second], from: old)
        var hourRow: Int?
        var isPM = (parts.hour ?? 0) >= 12
        for (component, kind) in kinds.enumerated() {
            let row = pickerView.selectedRow(inComponent: component)
            guard row >= 0 else { continue }
            switch kind {
            case .month: parts.month = row + 1
            case .day: parts.day = row + 1
            case .year: parts.year = row + 1
            case .dayOfEra:
                guard let day = calendar.date(byAdding: .day, value: row, to: firstDay) else {
                    continue
                }
                let ymd = calendar.dateComponents([.year, .month, .day], from: day)
                parts.year = ymd.year
                parts.month = ymd.month
                parts.day = ymd.day
            case .hour: hourRow = row
            case .minute:
                parts.minute = row * minuteInterval
                parts.second = 0
            case .period: isPM = row == 1
            case .countDownHours, .countDownMinutes: break
            }
        }
        if let hourRow {
            parts.hour = uses12HourClock ? hourRow + (isPM ? 12 : 0) : hourRow
        } else if kinds.contains(.period), let hour = parts.hour {
            parts.hour = hour % 12 + (isPM ? 12 : 0)
        }
        if let year = parts.year, let month = parts.month,
            let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
            let days = calendar.range(of: .day, in: .month, for: first)?.count
        {
            parts.day = min(parts.day ?? 1, days)
        }
        return calendar.date(from: parts) ?? old
    }
}

import Foundation

/// How a ``DatePicker`` shows itself, like `UIDatePickerStyle`.
public enum DatePickerStyle: Int, Hashable, Sendable {
    /// The system picks: `.wheels` for `.countDownTimer`, `.compact` otherwise (iOS 14 and
    /// later).
    case automatic
    /// Spinning wheels: a ``PickerView`` whose components the user drags.
    case wheels
    /// A label with the date; UIKit opens an inline calendar from it (not modelled).
    case compact
    /// A calendar month and a time field (modelled as the label `.compact` shows).
    case inline
}

/// A control for picking a date, a time, or a countdown duration, like `UIDatePicker`. It
/// sends `.valueChanged` when the user changes ``date`` (or ``countDownDuration``), once per
/// wheel settle; setting them in code sends nothing, as in UIKit.
///
///     let birthday = DatePicker()
///     birthday.datePickerMode = .date
///     birthday.preferredDatePickerStyle = .wheels
///     birthday.maximumDate = Date()
///     birthday.addAction(Action { _ in save(birthday.date) }, for: .valueChanged)
///
/// Headlessly, ``DatePickerStyle/wheels`` is a ``PickerView`` inside the control, with these
/// components (model order; a locale that writes the day before the month, like `en_GB`, puts
/// the day wheel first in `.date`):
///
/// | mode | components |
/// | --- | --- |
/// | `.date` | month, day, year (years 1 to 9999) |
/// | `.time` | hour, minute, and AM/PM when the locale uses a 12-hour clock |
/// | `.dateAndTime` | day (every day of years 1 to 9999, titled like "Sat, Mar 7" in `en_US`), hour, minute, AM/PM |
/// | `.countDownTimer` | hours (0 to 23), minutes |
///
/// A settled wheel makes the new date with the ``calendar`` in the ``timeZone`` (calendar
/// arithmetic, so a day later across a daylight-saving change is the same wall time, 23 or 25
/// hours later, and a wall time the change skips becomes the one Foundation's calendar gives),
/// clamps it to ``minimumDate``...``maximumDate``, moves the wheels to what it ended on, and
/// sends `.valueChanged` if the date changed. A day past the end of the month (February 31)
/// becomes the month's last day. Unlike UIKit, the day-and-time wheel does not title today's
/// row "Today" (the output would depend on the clock).
///
/// ``DatePickerStyle/compact`` and ``DatePickerStyle/inline`` are modelled minimally: a
/// ``Label`` with the formatted date, which touches do not change.
@MainActor
open class DatePicker: Control {
    /// What a date picker picks, like `UIDatePicker.Mode`.
    public enum Mode: Int, Hashable, Sendable {
        /// An hour and a minute (and AM/PM in 12-hour locales).
        case time
        /// A month, a day and a year.
        case date
        /// A day, an hour and a minute.
        case dateAndTime
        /// A duration in hours and minutes (``DatePicker/countDownDuration``).
        case countDownTimer
    }

    /// The dates every picker keeps to: the first instant of year 1 to the last of year 9999
    /// in the Gregorian calendar (UTC). A date outside is clamped into it.
    public nonisolated static let supportedDates: ClosedRange<Date> = {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = TimeZone(identifier: "UTC")!
        let low = gregorian.date(from: DateComponents(year: 1, month: 1, day: 1))!
        let high = gregorian.date(from: DateComponents(year: 10000, month: 1, day: 1))!
        return low...high.addingTimeInterval(-1)
    }()

    /// The longest countdown: 23 h 59 min (86,399 s), UIKit's maximum.
    public nonisolated static let maximumCountDownDuration: TimeInterval = 86_399

    /// The picked date. Setting it sends nothing (UIKit); it is clamped to ``minimumDate``...
    /// ``maximumDate`` and to ``supportedDates``; a NaN or infinite date is ignored.
    public var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }

    /// Sets ``date``, spinning the wheels to it when `animated`. Sends nothing.
    public func setDate(_ date: Date, animated: Bool) {
        guard date.timeIntervalSinceReferenceDate.isFinite else { return }
        storedDate = clamped(date)
        syncWheels(animated: animated)
        updateCompactLabel()
    }

    /// The earliest date the user may pick; `nil` (the default) for none. When it is later
    /// than ``maximumDate`` the range is empty and the date stays at the minimum. Ignored in
    /// `.countDownTimer` mode, as in UIKit.
    public var minimumDate: Date? {
        didSet { limitsDidChange() }
    }

    /// The latest date the user may pick; `nil` (the default) for none.
    public var maximumDate: Date? {
        didSet { limitsDidChange() }
    }

    /// What the picker picks (`.dateAndTime` by default). A change rebuilds the wheels.
    public var datePickerMode: Mode = .dateAndTime {
        didSet { if datePickerMode != oldValue { rebuild() } }
    }

    /// The countdown in seconds in `.countDownTimer` mode (0 by default), within
    /// 0...``maximumCountDownDuration``; NaN is ignored. Setting it sends nothing.
    public var countDownDuration: TimeInterval {
        get { storedCountDownDuration }
        set {
            guard !newValue.isNaN else { return }
            storedCountDownDuration = min(max(newValue, 0), DatePicker.maximumCountDownDuration)
            syncWheels(animated: false)
        }
    }

    /// The step of the minute wheel (1 by default). As in UIKit, a value that does not divide
    /// 60 evenly, or is outside 1...30, is replaced by the default, 1.
    public var minuteInterval: Int {
        get { storedMinuteInterval }
        set {
            let valid = (1...30).contains(newValue) && 60 % newValue == 0
            let interval = valid ? newValue : 1
            guard interval != storedMinuteInterval else { return }
            storedMinuteInterval = interval
            rebuild()
        }
    }

    /// Whether ``date`` keeps to the minute interval (stored: the minute wheel always shows
    /// multiples of it; a date set in code keeps its minutes). `true` by default.
    public var roundsToMinuteInterval = true

    /// The locale of the titles (month names, 12- or 24-hour clock); `nil` (the default) for
    /// the calendar's locale, else the current one.
    public var locale: Locale? {
        didSet { rebuild() }
    }

    /// The calendar of the wheels and of the date arithmetic; setting `nil` restores the
    /// current calendar, as in UIKit.
    public var calendar: Calendar! {
        didSet {
            if calendar == nil { calendar = Calendar.current }
            rebuild()
        }
    }

    /// The time zone the wheels show; `nil` (the default) for the calendar's.
    public var timeZone: TimeZone? {
        didSet { rebuild() }
    }

    /// The style asked for (`.automatic` by default).
    public var preferredDatePickerStyle: DatePickerStyle = .automatic {
        didSet { if preferredDatePickerStyle != oldValue { rebuild() } }
    }

    /// The style shown: ``preferredDatePickerStyle`` resolved. `.automatic` is `.compact`,
    /// except in `.countDownTimer` mode, which is always `.wheels` (UIKit supports no other).
    public var datePickerStyle: DatePickerStyle {
        if datePickerMode == .countDownTimer { return .wheels }
        return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }

    private var storedDate = Date()
    private var storedCountDownDuration: TimeInterval = 0
    private var storedMinuteInterval = 1

    /// The wheels (`.wheels` style), or `nil`.
    private(set) var pickerView: PickerView?
    /// The date's text (`.compact` and `.inline` styles), or `nil`.
    private(set) var compactLabel: Label?
    /// The wheels' data source and delegate.
    private var wheels: DateWheels?

    /// Makes a date picker showing now, in `.dateAndTime` mode.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        // A container, as in UIKit: its wheels (or its label) are the elements.
        isAccessibilityElement = false
        calendar = Calendar.current
        rebuild()
    }

    /// Makes a date picker of zero size.
    public convenience init() { self.init(frame: .zero) }

    // MARK: - Sizes and layout

    open override var intrinsicContentSize: CGSize {
        switch datePickerStyle {
        case .wheels, .automatic: return CGSize(width: 320, height: PickerView.defaultHeight)
        case .compact, .inline:
            let text = compactLabel?.intrinsicContentSize ?? .zero
            return CGSize(width: text.width + 24, height: 34)
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        pickerView?.frame = bounds
        compactLabel?.frame = bounds
    }

    // MARK: - The calendar in use

    /// The calendar with the picker's time zone and locale.
    var effectiveCalendar: Calendar {
        var calendar: Calendar = self.calendar ?? Calendar.current
        if let timeZone { calendar.timeZone = timeZone }
        calendar.locale = effectiveLocale
        return calendar
    }

    var effectiveLocale: Locale { locale ?? calendar?.locale ?? Locale.current }

    /// `date` within the limits and the supported dates.
    private func clamped(_ date: Date) -> Date {
        var date = min(
            max(date, DatePicker.supportedDates.lowerBound), DatePicker.supportedDates.upperBound)
        if let maximumDate, date > maximumDate { date = maximumDate }
        if let minimumDate, date < minimumDate { date = minimumDate }
        return date
    }

    private func limitsDidChange() {
        let inside = clamped(storedDate)
        guard inside != storedDate else { return }
        storedDate = inside
        syncWheels(animated: false)
        updateCompactLabel()
    }

    // MARK: - Building the content

    /// Builds the wheels or the label for the current style and mode.
    private func rebuild() {
        guard calendar != nil else { return }
        if datePickerStyle == .wheels {
            compactLabel?.removeFromSuperview()
            compactLabel = nil
            let wheels = DateWheels(picker: self)
            self.wheels = wheels
            let pickerView = self.pickerView ?? PickerView(frame: bounds)
            if self.pickerView == nil {
                self.pickerView = pickerView
                addSubview(pickerView)
            }
            pickerView.dataSource = wheels
            pickerView.delegate = wheels
            pickerView.reloadAllComponents()
            syncWheels(animated: false)
        } else {
            pickerView?.removeFromSuperview()
            pickerView = nil
            wheels = nil
            if compactLabel == nil {
                let label = Label(frame: bounds)
                label.textAlignment = .center
                compactLabel = label
                addSubview(label)
            }
            updateCompactLabel()
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func updateCompactLabel() {
        guard let compactLabel else { return }
        let formatter = DateFormatter()
        formatter.calendar = effectiveCalendar
        formatter.locale = effectiveLocale
        formatter.timeZone = effectiveCalendar.timeZone
        formatter.dateStyle = datePickerMode == .time ? .none : .medium
        formatter.timeStyle = datePickerMode == .date ? .none : .short
        compactLabel.text = formatter.string(from: storedDate)
        invalidateIntrinsicContentSize()
    }

    /// Moves the wheels to the date (or the countdown).
    private func syncWheels(animated: Bool) {
        guard let pickerView, let wheels else { return }
        wheels.select(in: pickerView, animated: animated)
    }

    /// The user settled a wheel: the date (or countdown) the wheels now show, made with the
    /// calendar and clamped; `.valueChanged` if it changed.
    func wheelsDidSettle() {
        guard let pickerView, let wheels else { return }
        if datePickerMode == .countDownTimer {
            var duration = wheels.countDownDuration(in: pickerView)
            // UIKit's countdown never rests at 0: it moves to one step of the minute wheel.
            if duration == 0 { duration = TimeInterval(minuteInterval * 60) }
            let changed = duration != storedCountDownDuration
            storedCountDownDuration = duration
            wheels.select(in: pickerView, animated: true)
            if changed { sendActions(for: .valueChanged) }
            return
        }
        let picked = clamped(wheels.date(in: pickerView, from: storedDate))
        let changed = picked != storedDate
        storedDate = picked
        // Back onto what the date ended as (a clamped date, the last day of a month).
        wheels.select(in: pickerView, animated: true)
        updateCompactLabel()
        if changed { sendActions(for: .valueChanged) }
    }

    override func appendTreeProperties(to properties: inout [String], presentation: Bool) {
        super.appendTreeProperties(to: &properties, presentation: presentation)
        properties.append("mode=\(datePickerMode)")
        properties.append("style=\(datePickerStyle)")
    }
}

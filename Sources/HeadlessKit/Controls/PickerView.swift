import Foundation

/// Wheels of rows the user spins to pick a value in each, like `UIPickerView`.
///
///     let picker = PickerView(frame: CGRect(x: 0, y: 400, width: 390, height: 216))
///     picker.dataSource = self   // numberOfComponents(in:), numberOfRowsInComponent
///     picker.delegate = self     // titleForRow, didSelectRow
///     picker.selectRow(2, inComponent: 0, animated: false)
///
/// Each component is a wheel: a vertical scroll view whose selected row sits in the middle
/// of the picker. A drag scrolls it; on release its deceleration is aimed at the nearest whole
/// row (as a `scrollViewWillEndDragging` target would be), and when it settles the delegate
/// hears ``PickerViewDelegate/pickerView(_:didSelectRow:inComponent:)`` once, with the row
/// it settled on (also when that row is the one that was selected before). A touch that
/// stops a spinning wheel and lifts settles it on the nearest row the same way; a tap on
/// another row in sight spins that row to the middle and selects it.
/// ``selectRow(_:inComponent:animated:)`` moves a wheel without telling the delegate, as in
/// UIKit.
///
/// Only the rows in sight, plus one row above and below, exist as views: a component of a
/// million rows asks its delegate for about ten titles. Views from
/// ``PickerViewDelegate/pickerView(_:viewForRow:forComponent:reusing:)`` that scroll out of
/// sight come back as its `reusing` argument.
///
/// Model values where UIKit gives no number: rows are ``defaultRowHeight`` (32 pt) high, the
/// picker is ``defaultHeight`` (216 pt, UIKit's intrinsic height on iPhone) high, so about
/// five rows show fully and two more in part (UIKit draws them on a curved drum); components
/// sit side by side with no gap, centred in the picker. Each wheel is an accessibility
/// element with the `adjustable` trait, whose value is the selected row's title and whose
/// label comes from a ``PickerViewAccessibilityDelegate``.
///
/// Data changes: reloading keeps each component's selected row, clamped to its new rows (the
/// last row if the count shrank below it, -1 when there are no rows, 0 when rows appear in
/// an empty component), without calling `didSelectRow`.
@MainActor
open class PickerView: View {
    /// Supplies the components and row counts. Setting it reloads at the next layout.
    public weak var dataSource: PickerViewDataSource? {
        didSet { invalidateData() }
    }
    /// Supplies the rows' titles, views and sizes, and hears selections. Setting it reloads at
    /// the next layout.
    public weak var delegate: PickerViewDelegate? {
        didSet { invalidateData() }
    }
    /// Whether a selection bar shows (deprecated in UIKit, which always shows one). Stored.
    public var showsSelectionIndicator = false

    /// The height of a row when the delegate gives none. Model value: 32 pt.
    public nonisolated static let defaultRowHeight: CGFloat = 32
    /// The picker's intrinsic height: 216 pt, UIKit's on iPhone.
    public nonisolated static let defaultHeight: CGFloat = 216
    /// The heights a row may have; a delegate's height outside it is clamped into it.
    public nonisolated static let rowHeightRange: ClosedRange<CGFloat> = 1...1000
    /// The widest a component may be; a delegate's wider width is read as this.
    public nonisolated static let maximumComponentWidth: CGFloat = 100_000
    /// The most rows a component may have (2³²); a larger count from the data source is read
    /// as this, so that every row's offset stays exact.
    public nonisolated static let maximumRowCount = 1 << 32
    /// The most components a picker may have (64); a larger count is read as this.
    public nonisolated static let maximumComponentCount = 64

    /// The wheels, one per component, in order.
    var wheels: [PickerWheel] = []
    /// Set when the data source or delegate changed: the next layout or query reloads.
    var needsReload = true
    /// Whether ``reloadAllComponents()`` is asking the data source (a data source that
    /// reloads from inside its count is asked again afterwards, not recursively).
    private var isReloading = false

    /// Makes a picker; give it a ``dataSource`` and a ``delegate``.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Makes a picker of zero size.
    public convenience init() { self.init(frame: .zero) }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: PickerView.defaultHeight)
    }

    /// UIKit's fitting size: the width offered (320 pt if none) by ``defaultHeight``.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width > 0 ? size.width : 320
        return CGSize(width: width, height: PickerView.defaultHeight)
    }

    // MARK: - Counts and sizes

    /// The number of components, from the data source (0 without one).
    public var numberOfComponents: Int {
        loadIfNeeded()
        return wheels.count
    }

    /// The number of rows of `component` (0 for a component that does not exist).
    public func numberOfRows(inComponent component: Int) -> Int {
        wheel(component)?.rowCount ?? 0
    }

    /// The size of a row of `component`: the component's width by its row height (`.zero` for
    /// a component that does not exist).
    public func rowSize(forComponent component: Int) -> CGSize {
        guard let wheel = wheel(component) else { return .zero }
        return CGSize(width: width(forComponent: component), height: wheel.rowHeight)
    }

    /// The view that shows `row` of `component`, if that row is in sight (or just out of it);
    /// `nil` otherwise. Lays the picker out first if it needs it.
    public func view(forRow row: Int, forComponent component: Int) -> View? {
        layoutIfNeeded()
        return wheel(component)?.view(forRow: row)
    }

    // MARK: - Reloading

    /// Asks the data source and the delegate again for every component: counts, row heights,
    /// then the rows in sight at the next layout. Selections are kept, clamped to the new rows.
    ///
    /// - Complexity: O(*c*) in the number of components, plus the rows in sight.
    public func reloadAllComponents() {
        needsReload = false
        guard !isReloading else {
            needsReload = true
            return
        }
        isReloading = true
        defer { isReloading = false }
        let count = PickerView.clampedCount(
            dataSource?.numberOfComponents(in: self) ?? 0, PickerView.maximumComponentCount)
        while wheels.count > count { wheels.removeLast().detach() }
        while wheels.count < count {
            let wheel = PickerWheel(component: wheels.count)
            wheel.picker = self
            wheels.append(wheel)
            addSubview(wheel)
        }
        // A snapshot: a data source may reload again from inside.
        for wheel in wheels { reload(wheel) }
        setNeedsLayout()
        if needsReload {
            needsReload = false
            reloadAllComponents()
        }
    }

    /// Asks the data source and the delegate again for `component`'s row count and height,
    /// and the delegate for the rows in sight. A component that does not exist is ignored.
    public func reloadComponent(_ component: Int) {
        loadIfNeeded()
        guard let wheel = wheel(component) else { return }
        reload(wheel)
        setNeedsLayout()
    }

    private func reload(_ wheel: PickerWheel) {
        guard wheel.picker === self else { return }
        let component = wheel.component
        let rows = PickerView.clampedCount(
            dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0,
            PickerView.maximumRowCount)
        let height =
            delegate?.pickerView(self, rowHeightForComponent: component)
            ?? PickerView.defaultRowHeight
        wheel.reload(rowCount: rows, rowHeight: PickerView.sanitizedRowHeight(height))
    }

    func invalidateData() {
        needsReload = true
        setNeedsLayout()
    }

    func loadIfNeeded() {
        if needsReload { reloadAllComponents() }
    }

    private func wheel(_ component: Int) -> PickerWheel? {
        loadIfNeeded()
        return wheels.indices.contains(component) ? wheels[component] : nil
    }

    // MARK: - Selection

    /// Moves `row` of `component` to the middle and makes it the selected row, animating when
    /// `animated` and in a window. The delegate's `didSelectRow` is not called (UIKit).
    ///
    /// - Precondition: `component` and `row` exist (UIKit raises otherwise).
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        loadIfNeeded()
        precondition(
            wheels.indices.contains(component),
            "PickerView.selectRow(_:inComponent:animated:): component \(component) is out of range 0..<\(wheels.count) (\(shortDescription))"
        )
        let wheel = wheels[component]
        precondition(
            row >= 0 && row < wheel.rowCount,
            "PickerView.selectRow(_:inComponent:animated:): row \(row) is out of range 0..<\(wheel.rowCount) in component \(component) (\(shortDescription))"
        )
        wheel.select(row, animated: animated)
    }

    /// The selected row of `component`: -1 when it has no rows (or does not exist).
    public func selectedRow(inComponent component: Int) -> Int {
        wheel(component)?.selectedRow ?? -1
    }

    // MARK: - Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        loadIfNeeded()
        let widths = wheels.indices.map { width(forComponent: $0) }
        let total = widths.reduce(0, +)
        var x = max((bounds.width - total) / 2, 0)
        for (wheel, width) in zip(wheels, widths) {
            wheel.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            wheel.layoutRows()
            x += width
        }
    }

    /// A component's width: the delegate's (sanitized), or the default share.
    private func width(forComponent component: Int) -> CGFloat {
        let width =
            delegate?.pickerView(self, widthForComponent: component)
            ?? defaultWidth(forComponent: component)
        guard width.isFinite else { return 0 }
        return min(max(width, 0), PickerView.maximumComponentWidth)
    }

    /// The default width of a component: the picker's width shared equally.
    func defaultWidth(forComponent component: Int) -> CGFloat {
        wheels.isEmpty ? bounds.width : bounds.width / CGFloat(wheels.count)
    }

    /// The default row view: a centred ``Label`` with the delegate's attributed title, or its
    /// title. Reuses `view` when it is a label.
    func titleView(forRow row: Int, forComponent component: Int, reusing view: View?) -> View {
        let label = view as? Label ?? Label()
        label.textAlignment = .center
        if let attributed = delegate?.pickerView(
            self, attributedTitleForRow: row, forComponent: component)
        {
            label.attributedText = attributed
        } else {
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component)
        }
        return label
    }

    /// The title read for `row` of `component` by assistive technologies.
    func accessibilityTitle(forRow row: Int, forComponent component: Int) -> String? {
        guard let delegate else { return nil }
        if let attributed = delegate.pickerView(
            self, attributedTitleForRow: row, forComponent: component)
        {
            return attributed.string
        }
        return delegate.pickerView(self, titleForRow: row, forComponent: component)
    }

    /// The user settled `component` on `row`.
    func wheelDidSettle(_ wheel: PickerWheel, on row: Int) {
        guard wheel.picker === self else { return }
        delegate?.pickerView(self, didSelectRow: row, inComponent: wheel.component)
    }

    override func appendTreeProperties(to properties: inout [String], presentation: Bool) {
        super.appendTreeProperties(to: &properties, presentation: presentation)
        if !wheels.isEmpty {
            properties.append(
                "selected=(\(wheels.map { String($0.selectedRow) }.joined(separator: " ")))")
        }
    }

    // MARK: - Input

    /// `count` from a data source, within 0...`maximum`.
    nonisolated static func clampedCount(_ count: Int, _ maximum: Int) -> Int {
        min(max(count, 0), maximum)
    }

    /// A delegate's row height: NaN or infinity reads as the default; within the range.
    nonisolated static func sanitizedRowHeight(_ height: CGFloat) -> CGFloat {
        guard height.isFinite else { return defaultRowHeight }
        return min(max(height, rowHeightRange.lowerBound), rowHeightRange.upperBound)
    }
}

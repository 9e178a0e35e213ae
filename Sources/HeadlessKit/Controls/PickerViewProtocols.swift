import Foundation

/// Supplies a ``PickerView``'s components and row counts, like `UIPickerViewDataSource`.
///
///     func numberOfComponents(in pickerView: PickerView) -> Int { 1 }
///     func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
///         countries.count
///     }
///
/// Counts are data: a negative count is read as 0, and a count above
/// ``PickerView/maximumComponentCount`` or ``PickerView/maximumRowCount`` as that maximum.
@MainActor
public protocol PickerViewDataSource: AnyObject {
    /// How many components (wheels) the picker shows.
    func numberOfComponents(in pickerView: PickerView) -> Int
    /// How many rows `component` holds.
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}

/// Supplies a ``PickerView``'s row contents and sizes and hears its selections, like
/// `UIPickerViewDelegate`.
///
/// Swift has no optional protocol methods: every method has a default. As in UIKit, a row
/// shows the view from ``pickerView(_:viewForRow:forComponent:reusing:)`` if it is
/// implemented; the default makes a centred ``Label`` from
/// ``pickerView(_:attributedTitleForRow:forComponent:)`` if that returns a string, else from
/// ``pickerView(_:titleForRow:forComponent:)``.
@MainActor
public protocol PickerViewDelegate: AnyObject {
    /// The width of `component`. By default the picker's width shared equally among its
    /// components. NaN, infinite or negative widths are read as 0.
    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat
    /// The height of every row of `component`. ``PickerView/defaultRowHeight`` by default.
    /// NaN or infinity is read as the default; the height is kept within
    /// ``PickerView/rowHeightRange``.
    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The title of a row; `nil` (the default) for an empty row.
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int)
        -> String?
    /// The styled title of a row; `nil` (the default) to use
    /// ``pickerView(_:titleForRow:forComponent:)``.
    func pickerView(
        _ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString?
    /// The view that shows a row, sized to the row. `view` is one this method returned for a
    /// row that scrolled out of sight (or `nil`): reconfigure and return it to reuse it.
    func pickerView(
        _ pickerView: PickerView, viewForRow row: Int, forComponent component: Int,
        reusing view: View?
    ) -> View
    /// The user moved `component` to `row`: called once when its wheel settles after a drag
    /// (or an accessibility increment), never for ``PickerView/selectRow(_:inComponent:animated:)``.
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int)
}

extension PickerViewDelegate {
    public func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.defaultWidth(forComponent: component)
    }
    public func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int)
        -> CGFloat
    {
        PickerView.defaultRowHeight
    }
    public func pickerView(
        _ pickerView: PickerView, titleForRow row: Int, forComponent component: Int
    ) -> String? {
        nil
    }
    public func pickerView(
        _ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString? {
        nil
    }
    public func pickerView(
        _ pickerView: PickerView, viewForRow row: Int, forComponent component: Int,
        reusing view: View?
    ) -> View {
        pickerView.titleView(forRow: row, forComponent: component, reusing: view)
    }
    public func pickerView(
        _ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int
    ) {}
}

/// Names a ``PickerView``'s components for assistive technologies, like
/// `UIPickerViewAccessibilityDelegate`. Each component is an adjustable element whose value is
/// its selected row's title; these give it a label (read before the value) and a hint.
///
///     func pickerView(_ pickerView: PickerView, accessibilityLabelForComponent component: Int)
///         -> String?
///     {
///         ["Hours", "Minutes"][component]
///     }
@MainActor
public protocol PickerViewAccessibilityDelegate: PickerViewDelegate {
    /// The label of `component`; `nil` (the default) for none.
    func pickerView(_ pickerView: PickerView, accessibilityLabelForComponent component: Int)
        -> String?
    /// The hint of `component`; `nil` (the default) for none.
    func pickerView(_ pickerView: PickerView, accessibilityHintForComponent component: Int)
        -> String?
}

extension PickerViewAccessibilityDelegate {
    public func pickerView(
        _ pickerView: PickerView, accessibilityLabelForComponent component: Int
    ) -> String? {
        nil
    }
    public func pickerView(_ pickerView: PickerView, accessibilityHintForComponent component: Int)
        -> String?
    {
        nil
    }
}

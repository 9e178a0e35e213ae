import Foundation

/// Supplies a ``TableView``'s counts, cells and section titles, like `UITableViewDataSource`.
///
///     func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
///         items.count
///     }
///     func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
///         cell.textLabel?.text = items[indexPath.row]
///         return cell
///     }
///
/// Swift has no optional protocol methods: every method but the two above has a default
/// (one section, no titles), as UIKit's optional methods do.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// How many sections there are. 1 by default.
    func numberOfSections(in tableView: TableView) -> Int
    /// How many rows `section` holds.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for `indexPath`: one from ``TableView/dequeueReusableCell(withIdentifier:for:)``
    /// (or one you made), configured for the row.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The title of the section's header; `nil` (the default) for none.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The title of the section's footer; `nil` (the default) for none.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        nil
    }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        nil
    }
}

/// Hears about selection and display in a ``TableView`` and gives its heights and section
/// views, like `UITableViewDelegate`; it is the table view's `ScrollViewDelegate` too. Every
/// method has a default: heights are the table view's properties, `willSelect…` return the
/// row they are given, `shouldHighlight…` returns `true`, the others do nothing.
///
/// A tap on a row (UIKit: "Managing selections" in `UITableViewDelegate`):
/// `shouldHighlightRowAt` → `didHighlightRowAt` → `didUnhighlightRowAt` → `willSelectRowAt`
/// (`nil` cancels, another index path selects that row instead) → `willDeselectRowAt` and
/// `didDeselectRowAt` for the old row in single selection → `didSelectRowAt`.
@MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
    /// The height of the row at `indexPath`. ``TableView/automaticDimension`` lets the cell size
    /// itself. A NaN or negative height counts as 0 and one over 10¹⁵ points as 10¹⁵; the
    /// window records a `collectionLayoutData` diagnostic.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// Where a self-sizing row is placed until its cell has given its height (UIKit's
    /// `estimatedHeightForRowAt`). The table view's ``TableView/estimatedRowHeight`` by
    /// default.
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath)
        -> CGFloat
    /// The height of the section's header: ``TableView/automaticDimension`` gives the standard
    /// height when the section has a title or a header view, else none.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of the section's footer, as for headers.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    /// The view to show as the section's header; `nil` (the default) shows the title, if any.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// The view to show as the section's footer; `nil` (the default) shows the title, if any.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// The cell is about to show the row.
    func tableView(
        _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// The section's header view is about to show (the delegate's view, or the standard one
    /// showing the title).
    func tableView(
        _ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)
    /// The section's footer view is about to show.
    func tableView(
        _ tableView: TableView, willDisplayFooterView view: View, forSection section: Int)
    /// The cell stopped showing the row and went to the reuse pool.
    func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// Whether a touch on the row highlights it; `false` skips selection too.
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row was highlighted (a touch reached its cell).
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
    /// The row's highlight was removed.
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The row a tap is about to select: `indexPath` (the default), another row to select it
    /// instead, or `nil` to select nothing.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// A tap selected the row (not called for ``TableView/selectRow(at:animated:scrollPosition:)``).
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The row a tap is about to deselect (multiple selection): `indexPath` (the default) or
    /// `nil` to keep it selected.
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// A tap deselected the row (not called for ``TableView/deselectRow(at:animated:)``).
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.defaultRowHeightAnswer()
    }
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath)
        -> CGFloat
    {
        tableView.defaultEstimatedRowHeightAnswer()
    }
    public func tableView(
        _ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int
    ) {}
    public func tableView(
        _ tableView: TableView, willDisplayFooterView view: View, forSection section: Int
    ) {}
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    {
        tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    {
        tableView.sectionFooterHeight
    }
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        nil
    }
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        nil
    }
    public func tableView(
        _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath)
        -> Bool
    { true }
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath)
        -> IndexPath?
    { indexPath }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath)
        -> IndexPath?
    { indexPath }
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
}

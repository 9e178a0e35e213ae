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
    /// Whether the row can be edited: shown with an editing control in editing mode, and
    /// swiped for its actions. `true` by default (UIKit: "If this method is not implemented,
    /// all rows are assumed to be editable").
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Deletes or inserts the row the user chose (the delete confirmation, the insert control,
    /// the default "Delete" swipe action): update the model, then call
    /// ``TableView/deleteRows(at:with:)`` or ``TableView/insertRows(at:with:)``. Implementing it
    /// gives rows the default "Delete" swipe action, as in UIKit. The table view learns
    /// whether it is implemented by calling it once with `.none` (which UIKit never sends)
    /// for a row: ignore any other style than `.delete` and `.insert`.
    func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath)
    /// Whether the row shows a reorder control in editing mode. `true` by default: the
    /// control shows when ``tableView(_:moveRowAt:to:)`` is implemented.
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user dragged the row at `sourceIndexPath` to `destinationIndexPath` (called once,
    /// when the finger lifts; the two may be equal, as in UIKit): move the item in the model.
    /// The table view already shows the row there. Implementing it shows reorder controls in
    /// editing mode; the table view learns whether it is implemented by calling it once with
    /// the same index path twice.
    func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath)
    /// The titles of the section index on the trailing edge (`["A", "B", ...]`); `nil` (the
    /// default) or empty for no index. Asked once per reload, and by
    /// ``TableView/reloadSectionIndexTitles()``.
    func sectionIndexTitles(for tableView: TableView) -> [String]?
    /// The section to scroll to when the index title `title`, at `index` in the titles, is
    /// touched. By default, `index`.
    func tableView(
        _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int
}

extension TableViewDataSource {
    public func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    public func tableView(
        _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int { index }
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        nil
    }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        nil
    }
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        true
    }
    public func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        tableView.defaultEditingAnswers &+= 1
    }
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        true
    }
    public func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        tableView.defaultEditingAnswers &+= 1
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
    /// The section's header view stopped showing (it scrolled away, or the data reloaded).
    func tableView(
        _ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int)
    /// The section's footer view stopped showing.
    func tableView(
        _ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int)
    /// Where the section's header view is placed until it comes into view and is measured,
    /// like UIKit's `estimatedHeightForHeaderInSection` (asked when the height is
    /// ``TableView/automaticDimension``; 0 measures the view at once). The default answers the
    /// table view's ``TableView/estimatedSectionHeaderHeight``.
    func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int)
        -> CGFloat
    /// Where the section's footer view is placed until it comes into view, as for headers.
    func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int)
        -> CGFloat
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
    /// The info button of the row's ``TableViewCell/AccessoryType/detailButton`` or
    /// ``TableViewCell/AccessoryType/detailDisclosureButton`` accessory was tapped (the row
    /// is not selected).
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    /// The row a tap is about to deselect (multiple selection): `indexPath` (the default) or
    /// `nil` to keep it selected.
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// A tap deselected the row (not called for ``TableView/deselectRow(at:animated:)``).
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// The editing control the row shows in editing mode: `.delete` (the default), `.insert`
    /// or `.none`. Swiping shows the default "Delete" action only for `.delete` rows.
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
        -> TableViewCell.EditingStyle
    /// The title of the delete confirmation button; `nil` (the default) is "Delete".
    func tableView(
        _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String?
    /// Whether the row's content indents in editing mode. `true` by default.
    func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
        -> Bool
    /// A swipe is about to show the row's actions; the table view reads
    /// ``TableView/isEditing`` as `true` until ``tableView(_:didEndEditingRowAt:)``.
    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath)
    /// The swiped row's actions closed; `nil` when its cell left the screen first (the row was
    /// deleted, or reloaded with a new cell).
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?)
    /// Where a row being dragged by its reorder control would go when over
    /// `proposedDestinationIndexPath`: that path (the default) or another one to keep it from
    /// there.
    func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath
    /// The actions a swipe to the right shows at the row's leading edge; `nil` (the default)
    /// for none.
    func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration?
    /// The actions a swipe to the left shows at the row's trailing edge; `nil` (the default)
    /// gives the "Delete" action when the data source implements `commit editingStyle` and the
    /// row's editing style is `.delete`, as in UIKit; an empty configuration shows nothing.
    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration?
    /// The context menu for a long press on the row at `indexPath`, at `point` in the table
    /// view; `nil` (the default) for none.
    func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
        point: CGPoint
    ) -> ContextMenuConfiguration?
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
    public func tableView(
        _ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int
    ) {}
    public func tableView(
        _ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int
    ) {}
    public func tableView(
        _ tableView: TableView, estimatedHeightForHeaderInSection section: Int
    ) -> CGFloat { tableView.estimatedSectionHeaderHeight }
    public func tableView(
        _ tableView: TableView, estimatedHeightForFooterInSection section: Int
    ) -> CGFloat { tableView.estimatedSectionFooterHeight }
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    {
        tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    {
        tableView.sectionFooterHeight
    }
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        tableView.defaultSectionViewAnswer(isHeader: true)
    }
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        tableView.defaultSectionViewAnswer(isHeader: false)
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
    public func tableView(
        _ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath
    ) {}
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath)
        -> IndexPath?
    { indexPath }
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
        -> TableViewCell.EditingStyle
    { .delete }
    public func tableView(
        _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? { nil }
    public func tableView(
        _ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
    ) -> Bool { true }
    public func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {}
    public func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }
    public func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? { nil }
    public func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? { nil }
    public func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
        point: CGPoint
    ) -> ContextMenuConfiguration? {
        tableView.defaultContextMenuAnswers &+= 1
        return nil
    }
}

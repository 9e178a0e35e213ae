import Foundation

/// A view controller whose view is a ``TableView`` it is the data source and delegate of, like
/// `UITableViewController`. Subclass it and override the methods you need:
///
///     final class InboxViewController: TableViewController {
///         var messages: [String] = []
///         override func viewDidLoad() {
///             super.viewDidLoad()
///             tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
///         }
///         override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int)
///             -> Int
///         { messages.count }
///         override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
///             -> TableViewCell
///         {
///             let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
///             cell.textLabel?.text = messages[indexPath.row]
///             return cell
///         }
///     }
///
/// Swift has no optional protocol methods, so every data source and delegate method (and the
/// scroll view delegate's) is declared here with the protocols' defaults, to be overridden.
@MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The style the table view is made with.
    public let tableViewStyle: TableView.Style

    /// Whether ``viewWillAppear(_:)`` deselects the selected rows (coming back to a list from
    /// the detail screen a row pushed). `true` by default, as in UIKit.
    public var clearsSelectionOnViewWillAppear = true

    /// Makes a controller whose table view has `style`.
    public init(style: TableView.Style) {
        tableViewStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Makes a controller with a `.plain` table view.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableViewStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// The table view: the controller's view, loaded on first access.
    public var tableView: TableView! {
        get { view as? TableView }
        set { view = newValue }
    }

    /// Makes a ``TableView`` of ``tableViewStyle`` whose data source and delegate are the
    /// controller.
    open override func loadView() {
        let table = TableView(
            frame: Screen.main.bounds, style: tableViewStyle)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// Deselects the selected rows when ``clearsSelectionOnViewWillAppear`` is on. Call super.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let table = view as? TableView,
            let selected = table.indexPathsForSelectedRows
        else { return }
        for path in selected { table.deselectRow(at: path, animated: animated) }
    }

    /// Sets the controller's editing mode and the table view's, as UIKit's
    /// `UITableViewController` does: the ``ViewController/editButtonItem`` toggles both.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView?.setEditing(editing, animated: animated)
    }

    // MARK: - TableViewDataSource

    /// 1.
    open func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// 0: override it.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// Stops: override it when there are rows.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
        -> TableViewCell
    {
        preconditionFailure(
            "\(shortDescription): override tableView(_:cellForRowAt:) to give the cell for row "
                + "\(indexPath.shortDescription)")
    }
    /// `nil`.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        nil
    }
    /// `nil`.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        nil
    }
    /// `true`.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing (not implemented: rows get no default "Delete" swipe action until a
    /// subclass overrides it).
    open func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        tableView.defaultEditingAnswers &+= 1
    }
    /// `true`.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing (not implemented: rows show no reorder control until a subclass overrides
    /// it).
    open func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        tableView.defaultEditingAnswers &+= 1
    }

    /// `nil`: no section index.
    open func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    /// `index`.
    open func tableView(
        _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int { index }

    // MARK: - TableViewDelegate

    /// The table view's ``TableView/rowHeight``.
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.defaultRowHeightAnswer()
    }
    /// The table view's ``TableView/estimatedRowHeight``.
    open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath)
        -> CGFloat
    {
        tableView.defaultEstimatedRowHeightAnswer()
    }
    /// Does nothing.
    open func tableView(
        _ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int
    ) {}
    /// Does nothing.
    open func tableView(
        _ tableView: TableView, willDisplayFooterView view: View, forSection section: Int
    ) {}
    /// Does nothing.
    open func tableView(
        _ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int
    ) {}
    /// Does nothing.
    open func tableView(
        _ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int
    ) {}
    /// The table view's ``TableView/estimatedSectionHeaderHeight``.
    open func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int)
        -> CGFloat
    { tableView.estimatedSectionHeaderHeight }
    /// The table view's ``TableView/estimatedSectionFooterHeight``.
    open func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int)
        -> CGFloat
    { tableView.estimatedSectionFooterHeight }
    /// The table view's ``TableView/sectionHeaderHeight``.
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// The table view's ``TableView/sectionFooterHeight``.
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    /// `nil`: the title, if any (an override that returns views makes the table view place
    /// the sections not seen yet at their estimate).
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        tableView.defaultSectionViewAnswer(isHeader: true)
    }
    /// `nil`: the title, if any.
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        tableView.defaultSectionViewAnswer(isHeader: false)
    }
    /// Does nothing.
    open func tableView(
        _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    open func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {}
    /// `true`.
    open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing.
    open func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// `indexPath`.
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath)
        -> IndexPath?
    { indexPath }
    /// Does nothing.
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(
        _ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath
    ) {}
    /// `indexPath`.
    open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath)
        -> IndexPath?
    { indexPath }
    /// Does nothing.
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// `.delete`.
    open func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
        -> TableViewCell.EditingStyle
    { .delete }
    /// `nil`: "Delete".
    open func tableView(
        _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? { nil }
    /// `true`.
    open func tableView(
        _ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
    ) -> Bool { true }
    /// Does nothing.
    open func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// `proposedDestinationIndexPath`.
    open func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }
    /// `nil`: no actions.
    open func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? { nil }
    /// `nil`: "Delete" when ``tableView(_:commit:forRowAt:)`` is overridden.
    open func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? { nil }
    /// `nil`: no context menu.
    open func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
        point: CGPoint
    ) -> ContextMenuConfiguration? {
        tableView.defaultContextMenuAnswers &+= 1
        return nil
    }

    // MARK: - ScrollViewDelegate

    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing.
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
    /// `nil`: the table view does not zoom (override to return a subview to scale).
    open func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    /// Does nothing.
    open func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    /// Does nothing.
    open func scrollViewDidZoom(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndZooming(
        _ scrollView: ScrollView, with view: View?, atScale scale: CGFloat
    ) {}
}

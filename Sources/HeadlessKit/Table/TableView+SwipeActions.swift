import Foundation

extension TableView: SwipeActionsHost {
    // MARK: - Swipe actions (UIKit: "Handling swipe actions" in UITableViewDelegate)

    /// Adds the swipe actions controller (its recognizers close an open row when the table
    /// scrolls); its rules are shared with list sections of a collection view.
    func installEditingRecognizers() {
        editingState.swipeActions = SwipeActionsController(host: self)
    }

    /// The swiped row, if any.
    var swipePhase: SwipePhase { editingState.swipeActions?.phase ?? .idle }

    /// The actions for a swipe on `path` from the leading or trailing edge: the delegate's
    /// configuration, else (trailing) the default "Delete" action when the data source
    /// implements `commit editingStyle` and the row's editing style is `.delete`. `nil` or
    /// empty: nothing to show. Asks `canEditRowAt` first: a row that cannot be edited has no
    /// actions.
    func swipeConfiguration(for path: IndexPath, leading: Bool) -> SwipeActionsConfiguration? {
        guard let dataSource, dataSource.tableView(self, canEditRowAt: path) else { return nil }
        let delegate = tableDelegate
        if leading {
            return delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path)
        }
        if let configuration = delegate?.tableView(
            self, trailingSwipeActionsConfigurationForRowAt: path)
        {
            return configuration
        }
        let style = delegate?.tableView(self, editingStyleForRowAt: path) ?? .delete
        guard style == .delete, dataSourceImplementsCommit(probing: path) else { return nil }
        let title =
            delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: path) ?? "Delete"
        let delete = ContextualAction(style: .destructive, title: title) {
            [weak self] _, _, completion in
            guard let self, let cell = self.swipePhase.occurrence?.cell as? TableViewCell,
                let current = self.indexPath(for: cell)
            else { return completion(false) }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: current)
            completion(true)
        }
        return SwipeActionsConfiguration(actions: [delete])
    }

    func swipeTarget(at point: CGPoint) -> (cell: SwipeActionsCell, path: IndexPath)? {
        guard !editingState.isEditingMode, editingState.reorder == nil,
            let path = indexPathForRow(at: point), let cell = cellForRow(at: path)
        else { return nil }
        return (cell, path)
    }

    func swipeWillBegin(at path: IndexPath) {
        tableDelegate?.tableView(self, willBeginEditingRowAt: path)
    }

    func swipeCellIsLive(_ cell: SwipeActionsCell) -> Bool {
        guard let cell = cell as? TableViewCell else { return false }
        return cell.superview === rows && indexPath(for: cell) != nil
    }

    func swipeDidEnd(cell: SwipeActionsCell?) {
        let path = (cell as? TableViewCell).flatMap { indexPath(for: $0) }
        tableDelegate?.tableView(self, didEndEditingRowAt: path)
    }

    /// Opens the trailing actions of `cell` at once (the delete control's confirmation).
    func openSwipe(
        on cell: TableViewCell, at path: IndexPath, configuration: SwipeActionsConfiguration,
        fromEditingControl: Bool
    ) {
        editingState.swipeActions?.openSwipe(
            on: cell, at: path, configuration: configuration,
            fromEditingControl: fromEditingControl)
    }

    /// Closes the swiped row, if any: the content slides back, the buttons go, and the
    /// delegate hears `didEndEditingRowAt` (for a swipe, not for a delete control's
    /// confirmation).
    func endSwipe() {
        editingState.swipeActions?.endSwipe()
    }

    /// A cell left the screen (its row was deleted or reloaded): a swipe on it ends, and the
    /// delegate hears `didEndEditingRowAt(nil)`.
    func swipedCellDidLeave(_ cell: TableViewCell) {
        if let drag = editingState.reorder, drag.cell === cell { editingState.reorder = nil }
        if editingState.swipeActions?.cellDidLeave(cell) == true {
            cell.viewStates.isReordering = false
        }
    }
}

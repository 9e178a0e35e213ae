import Foundation

extension TableView {
    // MARK: - Selection (UIKit: "Selecting rows" in UITableView)

    /// Whether a tap selects rows outside editing mode. `true` by default.
    public var allowsSelection: Bool {
        get { editingState.allowsSelection }
        set {
            editingState.allowsSelection = newValue
            applySelectionRules()
        }
    }

    /// Whether taps toggle rows in and out of a selection of several, outside editing mode.
    /// `false` by default.
    public var allowsMultipleSelection: Bool {
        get { editingState.allowsMultipleSelection }
        set {
            editingState.allowsMultipleSelection = newValue
            applySelectionRules()
        }
    }

    /// The selected row (the first, in multiple selection), or `nil`.
    public var indexPathForSelectedRow: IndexPath? {
        rows.selected.min()
    }

    /// The selected rows, sorted; `nil` when none is selected, as in UIKit.
    ///
    /// - Complexity: O(*s* log *s*) in the selected rows.
    public var indexPathsForSelectedRows: [IndexPath]? {
        rows.indexPathsForSelectedItems
    }

    /// Selects the row at `indexPath` (`nil`: deselects all) without telling the delegate
    /// (UIKit: "calling this method doesn't cause the delegate to receive a
    /// tableView(_:willSelectRowAt:) or tableView(_:didSelectRowAt:) message"), then scrolls
    /// to it unless `scrollPosition` is `.none`. In single selection the old row is deselected.
    /// A row that does not exist stops, naming it.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition)
    {
        rows.ensureData()
        if let indexPath {
            precondition(
                rows.isValid(indexPath),
                "\(shortDescription): selectRow(at:animated:scrollPosition:): there is no row at "
                    + "\(indexPath.shortDescription) (rows per section: \(rows.counts))")
        }
        rows.selectItem(at: indexPath, animated: animated, scrollPosition: [])
        if let indexPath, scrollPosition != .none, allowsSelection {
            scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    /// Deselects the row at `indexPath` without telling the delegate. Does nothing if it is
    /// not selected.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        rows.deselectItem(at: indexPath, animated: animated)
    }

    // MARK: - Updates (UIKit: "Inserting, deleting, and moving rows and sections")

    /// Inserts rows at `indexPaths` (indexes after the update); the data source must already
    /// count them. `animation` is accepted; nothing animates.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        checkShape(indexPaths, "insertRows(at:with:)")
        record { $0.insertItems(at: indexPaths) }
    }

    /// Deletes the rows at `indexPaths` (indexes before the update).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        checkShape(indexPaths, "deleteRows(at:with:)")
        record { $0.deleteItems(at: indexPaths) }
    }

    /// Asks the data source again for the cells of the rows at `indexPaths`.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        checkShape(indexPaths, "reloadRows(at:with:)")
        record { $0.reloadItems(at: indexPaths) }
    }

    /// Moves the row at `indexPath` to `newIndexPath`.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        checkShape([indexPath, newIndexPath], "moveRow(at:to:)")
        record { $0.moveItem(at: indexPath, to: newIndexPath) }
    }

    /// Inserts the sections in `sections` (indexes after the update).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.insertSections(sections) }
    }

    /// Deletes the sections in `sections` (indexes before the update).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.deleteSections(sections) }
    }

    /// Reloads the sections in `sections`: their counts, heights and cells.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.reloadSections(sections) }
    }

    /// Moves section `section` to `newSection`.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.moveSection(section, toSection: newSection) }
    }

    /// Runs `updates` (where you change the model and call the insert, delete, reload and move
    /// methods), then checks them against the counts before and after and applies them all at
    /// once, as UIKit does; an inconsistent update stops with UIKit's message. Cells keep
    /// their rows, the selection follows its rows, and `completion(true)` runs after the new
    /// layout pass. Nothing animates.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        rows.performBatchUpdates(updates, completion: completion)
        layOutAfterUpdate()
    }

    /// Opens a batch of updates that ``endUpdates()`` applies, like UIKit's
    /// `beginUpdates()`. Pairs nest; the outermost `endUpdates()` applies them all.
    public func beginUpdates() {
        openUpdatesDepth += 1
        if openUpdates == nil { openUpdates = [] }
    }

    /// Applies the updates recorded since the matching ``beginUpdates()``; with none, asks the
    /// delegate for the heights again and re-sizes the rows (UIKit's way to animate height
    /// changes). An `endUpdates()` without `beginUpdates()` stops.
    public func endUpdates() {
        precondition(
            openUpdatesDepth > 0,
            "\(shortDescription): endUpdates() was called without a matching beginUpdates()")
        openUpdatesDepth -= 1
        guard openUpdatesDepth == 0, let changes = openUpdates else { return }
        openUpdates = nil
        if changes.isEmpty {
            rows.forgetSectionViewHeights()
            rows.list.invalidateLayout()
            setNeedsLayout()
            return
        }
        let rows = self.rows
        rows.performBatchUpdates {
            for change in changes { change(rows) }
        }
        layOutAfterUpdate()
    }

    /// Stops unless every path names a row: two indexes, neither negative. (Whether the row
    /// exists is checked against the counts when the update applies, as in UIKit.)
    private func checkShape(_ indexPaths: [IndexPath], _ method: String) {
        for (i, path) in indexPaths.enumerated() {
            precondition(
                path.count == 2 && path[0] >= 0 && path[1] >= 0,
                "\(shortDescription): \(method): index path \(i) is \(Array(path)); a row's index "
                    + "path is [section, row], neither negative")
        }
    }

    /// Lays out now, so that the content size and the cells match the data when the update
    /// returns; from inside a layout pass of the rows (a data source updating from
    /// `cellForRowAt`), the pass itself lays out again.
    private func layOutAfterUpdate() {
        setNeedsLayout()
        if !rows.isTiling { layoutIfNeeded() }
    }

    /// Applies `change` now, or records it for ``endUpdates()``.
    private func record(_ change: @escaping (TableRowsView) -> Void) {
        if openUpdates != nil {
            openUpdates!.append(change)
        } else {
            change(rows)
            layOutAfterUpdate()
        }
    }
}

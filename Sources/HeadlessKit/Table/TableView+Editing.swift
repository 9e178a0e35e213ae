import Foundation

/// A table view's editing state: editing mode, the selection rules in and out of it, the
/// swiped row and the row being reordered.
struct TableEditingState {
    /// Editing mode (``TableView/setEditing(_:animated:)``), apart from a swiped row.
    var isEditingMode = false
    var allowsSelection = true
    var allowsMultipleSelection = false
    var allowsSelectionDuringEditing = false
    var allowsMultipleSelectionDuringEditing = false
    /// Whether the data source implements `commit editingStyle` / `moveRowAt` (`nil`: not
    /// asked yet).
    var implementsCommit: Bool?
    var implementsMove: Bool?
    /// The row being dragged by its reorder control.
    var reorder: ReorderDrag?
    /// The swiped row and the recognizers that swipe rows.
    var swipeActions: SwipeActionsController?
}

/// A row dragged by its reorder control: where it started and where it shows now. While it
/// crosses sections the rows container counts it in its new section (the data source still
/// counts it in the old one until `moveRowAt`).
struct ReorderDrag: MovingItem {
    weak var cell: TableViewCell?
    let source: IndexPath
    var current: IndexPath
}

extension TableView {
    // MARK: - Editing mode (UIKit: "Editing the table view" in UITableView)

    /// Whether the table view is in editing mode, or shows a swiped row's actions (UIKit reads
    /// `true` then too). Setting it calls ``setEditing(_:animated:)`` without animation.
    public var isEditing: Bool {
        get {
            if editingState.isEditingMode { return true }
            if case .idle = swipePhase { return false }
            return true
        }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode: every row shows its editing control (`canEditRowAt`,
    /// `editingStyleForRowAt`), indents its content (`shouldIndentWhileEditingRowAt`) and shows
    /// a reorder control where the data source can move it; leaving hides them. A swiped row
    /// closes first (`didEndEditingRowAt`), a reorder drag under way is put back, and the
    /// selection is cleared, as the selection rules change (``allowsSelectionDuringEditing``).
    /// `animated` changes nothing.
    ///
    /// - Complexity: O(*v*) in the rows on screen.
    public func setEditing(_ editing: Bool, animated: Bool) {
        endEditingInteractions()
        guard editingState.isEditingMode != editing else { return }
        editingState.isEditingMode = editing
        rows.selectItem(at: nil, animated: false, scrollPosition: [])
        applySelectionRules()
        // Snapshot: the data source and delegate may change the table while asked.
        for cell in visibleCells {
            guard let path = indexPath(for: cell) else { continue }
            configureEditing(of: cell, at: path)
            // The editing controls narrow (or widen) the content view: a self-sizing row is
            // measured again at its new width (UIKit animates rows to their new heights).
            cell.awaitsPreferredAttributes = true
        }
        // The controls take their places now, so the next touch finds them (UIKit lays out
        // inside its animation block).
        rows.setNeedsLayout()
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// Whether a tap selects rows in editing mode. `false` by default.
    public var allowsSelectionDuringEditing: Bool {
        get { editingState.allowsSelectionDuringEditing }
        set {
            editingState.allowsSelectionDuringEditing = newValue
            applySelectionRules()
        }
    }

    /// Whether taps toggle rows in and out of a selection of several in editing mode (the rows
    /// show selection circles instead of delete controls). `false` by default.
    public var allowsMultipleSelectionDuringEditing: Bool {
        get { editingState.allowsMultipleSelectionDuringEditing }
        set {
            editingState.allowsMultipleSelectionDuringEditing = newValue
            applySelectionRules()
            if editingState.isEditingMode {
                for cell in visibleCells {
                    guard let path = indexPath(for: cell) else { continue }
                    configureEditing(of: cell, at: path)
                }
            }
        }
    }

    /// Gives the rows container the selection rules of the current mode.
    func applySelectionRules() {
        let state = editingState
        if state.isEditingMode {
            rows.allowsSelection =
                state.allowsSelectionDuringEditing || state.allowsMultipleSelectionDuringEditing
            rows.allowsMultipleSelection = state.allowsMultipleSelectionDuringEditing
        } else {
            rows.allowsSelection = state.allowsSelection
            rows.allowsMultipleSelection = state.allowsMultipleSelection
        }
    }

    // MARK: - Asking the data source and delegate

    var tableDelegate: TableViewDelegate? { delegate as? TableViewDelegate }

    /// Whether the data source implements `commit editingStyle`: asked once (with `.none`,
    /// which UIKit never sends, for `path`) and remembered until the data source changes.
    func dataSourceImplementsCommit(probing path: IndexPath) -> Bool {
        if let known = editingState.implementsCommit { return known }
        guard let dataSource else { return false }
        let before = defaultEditingAnswers
        dataSource.tableView(self, commit: .none, forRowAt: path)
        let implements = defaultEditingAnswers == before
        editingState.implementsCommit = implements
        return implements
    }

    /// Whether the data source implements `moveRowAt`: asked once (moving `path` onto itself,
    /// which UIKit sends for a row dropped where it was) and remembered.
    func dataSourceImplementsMove(probing path: IndexPath) -> Bool {
        if let known = editingState.implementsMove { return known }
        guard let dataSource else { return false }
        let before = defaultEditingAnswers
        dataSource.tableView(self, moveRowAt: path, to: path)
        let implements = defaultEditingAnswers == before
        editingState.implementsMove = implements
        return implements
    }

    /// Tells `cell` how its row shows in the current mode, asking the data source and
    /// delegate in UIKit's order: `canEditRowAt`, `editingStyleForRowAt`,
    /// `shouldIndentWhileEditingRowAt`, then `canMoveRowAt`.
    func configureEditing(of cell: TableViewCell, at path: IndexPath) {
        guard editingState.isEditingMode, let dataSource else {
            cell.viewStates.isReordering = false
            cell.setEditing(false, animated: false)
            return
        }
        let canEdit = dataSource.tableView(self, canEditRowAt: path)
        var style = TableViewCell.EditingStyle.none
        var indents = false
        if canEdit {
            style = tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete
            indents = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: path) ?? true
        }
        var movable = false
        if dataSourceImplementsMove(probing: path) {
            movable = dataSource.tableView(self, canMoveRowAt: path)
        }
        cell.editing.canEdit = canEdit
        cell.editing.style = style
        cell.editing.selectsWhileEditing = editingState.allowsMultipleSelectionDuringEditing
        cell.editing.indents = indents && cell.shouldIndentWhileEditing
        cell.editing.showsReorderControl = movable
        if cell.isEditing {
            cell.editingDidChange()
        } else {
            cell.setEditing(true, animated: false)
        }
    }

    // MARK: - Editing controls

    /// A tap on a row's editing control: the delete control shows the delete confirmation
    /// (the row's trailing swipe actions); the insert control commits an insertion.
    func editingControlTapped(in cell: TableViewCell, kind: TableViewCellEditingControl.Kind) {
        guard let path = indexPath(for: cell), let dataSource else { return }
        switch kind {
        case .delete:
            if case .open(let open) = swipePhase, open.cell === cell {
                endSwipe()
                return
            }
            endSwipe()
            guard let configuration = swipeConfiguration(for: path, leading: false) else {
                return
            }
            openSwipe(on: cell, at: path, configuration: configuration, fromEditingControl: true)
        case .insert:
            dataSource.tableView(self, commit: .insert, forRowAt: path)
        case .selection:
            break
        }
    }

    /// Closes a swiped row and puts back a row being reordered (before a reload or a change of
    /// mode).
    func endEditingInteractions() {
        endSwipe()
        cancelReorder()
    }

    // MARK: - Reordering

    /// Follows a reorder control's drag: the row moves to the rows the finger passes over (as
    /// the delegate's `targetIndexPathForMoveFromRowAt` allows), and `moveRowAt` is called once
    /// when the finger lifts.
    func handleReorder(_ pan: PanGestureRecognizer, cell: TableViewCell) {
        switch pan.state {
        case .began:
            guard editingState.reorder == nil, editingState.isEditingMode,
                let path = indexPath(for: cell)
            else { return }
            endSwipe()
            editingState.reorder = ReorderDrag(cell: cell, source: path, current: path)
            cell.viewStates.isReordering = true
            followReorder(pan)
        case .changed:
            followReorder(pan)
        case .ended:
            finishReorder()
        case .cancelled, .failed:
            cancelReorder()
        default:
            break
        }
    }

    private func followReorder(_ pan: PanGestureRecognizer) {
        guard let drag = editingState.reorder, drag.cell != nil else { return }
        let point = pan.location(in: self)
        // The delegate is asked when the finger reaches another row, as in UIKit.
        guard let proposed = proposedReorderPath(at: point), proposed != drag.current else {
            return
        }
        var target =
            tableDelegate?.tableView(
                self, targetIndexPathForMoveFromRowAt: drag.source,
                toProposedIndexPath: proposed) ?? proposed
        target = clampedReorderTarget(target, drag: drag)
        guard target != drag.current, editingState.reorder != nil else { return }
        moveDraggedRow(to: target)
    }

    /// The row under `point`, or the first or last row when the finger is above or below
    /// them.
    private func proposedReorderPath(at point: CGPoint) -> IndexPath? {
        layoutIfNeeded()
        rows.updateLayout()
        if let path = rows.indexPathForItem(
            at: CGPoint(x: min(max(point.x, 0), bounds.width - 1), y: point.y))
        {
            return path
        }
        let counts = rows.counts
        guard let first = counts.firstIndex(where: { $0 > 0 }),
            let last = counts.lastIndex(where: { $0 > 0 })
        else { return nil }
        let firstPath = IndexPath(row: 0, section: first)
        let lastPath = IndexPath(row: counts[last] - 1, section: last)
        if let top = rows.list.layoutAttributesForItem(at: firstPath)?.frame, point.y < top.minY {
            return firstPath
        }
        if let bottom = rows.list.layoutAttributesForItem(at: lastPath)?.frame,
            point.y >= bottom.maxY
        {
            return lastPath
        }
        return nil
    }

    /// A delegate's target that is not a row the dragged one can go to is data: it is clamped
    /// into the sections shown (the dragged row counted in its new section).
    private func clampedReorderTarget(_ target: IndexPath, drag: ReorderDrag) -> IndexPath {
        let counts = rows.counts
        guard !counts.isEmpty, target.count == 2 else { return drag.current }
        let section = min(max(target.section, 0), counts.count - 1)
        // Rows the section would hold with the dragged row in it.
        var capacity = counts[section]
        if section != drag.current.section { capacity += 1 }
        let row = min(max(target.row, 0), max(capacity - 1, 0))
        return IndexPath(row: row, section: section)
    }

    private func moveDraggedRow(to target: IndexPath) {
        guard var drag = editingState.reorder else { return }
        let from = drag.current
        drag.current = target
        editingState.reorder = drag
        rows.moveItem(at: from, to: target)
        setNeedsLayout()
        layoutIfNeeded()
    }

    private func finishReorder() {
        guard let drag = editingState.reorder else { return }
        editingState.reorder = nil
        drag.cell?.viewStates.isReordering = false
        drag.cell?.setNeedsLayout()
        dataSource?.tableView(self, moveRowAt: drag.source, to: drag.current)
    }

    /// Puts a row being dragged back where it started, without telling the data source.
    func cancelReorder() {
        guard let drag = editingState.reorder else { return }
        if drag.current != drag.source {
            moveDraggedRow(to: drag.source)
        }
        editingState.reorder = nil
        drag.cell?.viewStates.isReordering = false
    }

    /// Whether the scroll pan may begin: not while a reorder control is dragged, nor for a
    /// horizontal swipe the swipe recognizer takes.
    func scrollPanMayBegin() -> Bool {
        if editingState.reorder != nil { return false }
        if touchIsOnSectionIndex(panGestureRecognizer.trackedTouches) { return false }
        for touch in panGestureRecognizer.trackedTouches
        where touch.view is TableViewCellReorderControl {
            if editingState.isEditingMode { return false }
        }
        return editingState.swipeActions?.scrollPanMayBegin() ?? true
    }
}

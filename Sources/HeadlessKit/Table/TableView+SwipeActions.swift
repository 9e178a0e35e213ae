import Foundation

/// Where a table view's swiped row is: none, following a finger, or open with its actions
/// showing.
enum SwipePhase {
    case idle
    case swiping(SwipeOccurrence)
    case open(SwipeOccurrence)

    var occurrence: SwipeOccurrence? {
        switch self {
        case .idle: nil
        case .swiping(let occurrence), .open(let occurrence): occurrence
        }
    }
}

/// One showing of a row's swipe actions, from the swipe (or the delete control's tap) to the
/// close. Completions compare against it, so one called after the row closed is ignored.
@MainActor
final class SwipeOccurrence {
    weak var cell: TableViewCell?
    /// The row when the swipe began.
    let indexPath: IndexPath
    let isLeading: Bool
    let configuration: SwipeActionsConfiguration
    /// Opened by a delete control in editing mode: no `willBeginEditingRowAt`/`didEnd…`.
    let fromEditingControl: Bool
    let actionsView: SwipeActionsView
    /// The content's slide when the finger went down, and now.
    var startOffset: CGFloat = 0
    var offset: CGFloat = 0

    init(
        cell: TableViewCell, indexPath: IndexPath, isLeading: Bool,
        configuration: SwipeActionsConfiguration, fromEditingControl: Bool,
        actionsView: SwipeActionsView
    ) {
        self.cell = cell
        self.indexPath = indexPath
        self.isLeading = isLeading
        self.configuration = configuration
        self.fromEditingControl = fromEditingControl
        self.actionsView = actionsView
    }

    /// The slide that shows every button.
    var openOffset: CGFloat { isLeading ? actionsView.naturalWidth : -actionsView.naturalWidth }
}

/// The pan that swipes a row (UIKit's swipe actions): it begins only for a mostly horizontal
/// drag on a row that has actions in that direction, or on the open row; the table view's
/// scroll pan yields to it (``TableView/gestureRecognizerShouldBegin(_:)``), and it fails for
/// a vertical drag, which scrolls.
@MainActor
final class TableSwipeGestureRecognizer: PanGestureRecognizer {
    weak var table: TableView?
    /// Where the finger went down, in the table view.
    private var start: CGPoint = .zero
    /// The row and actions decided when the pan chose to begin.
    var pending: (cell: TableViewCell, path: IndexPath, leading: Bool, SwipeActionsConfiguration)?
    /// Dragging the open row.
    var dragsOpenRow = false

    /// The decision for this touch sequence, made once (the scroll pan may ask first: it
    /// hears the touches before this recognizer).
    private var decision: Bool?

    /// Whether it takes (or is about to take) a drag that has moved by `t`, so the scroll pan
    /// must not.
    func claims(translation t: CGPoint) -> Bool {
        switch state {
        case .began, .changed: return true
        case .possible: return !trackedTouches.isEmpty && decide(t)
        default: return false
        }
    }

    private func decide(_ t: CGPoint) -> Bool {
        if let decision { return decision }
        guard let table, trackedTouches.count == 1, abs(t.x) > abs(t.y) else { return false }
        let result = table.swipeShouldBegin(self, at: start, translation: t)
        decision = result
        return result
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if trackedTouches.count == 1, let table { start = location(in: table) }
        super.touchesBegan(touches, with: event)
    }

    override func shouldBeginPan(translation t: CGPoint) -> Bool? {
        decide(t)
    }

    override func reset() {
        super.reset()
        decision = nil
        pending = nil
        dragsOpenRow = false
    }
}

/// Closes an open row when a touch goes down elsewhere in the table view (at once: that
/// touch reaches no row), or taps the open row's content; touches on its action buttons go
/// to them. It lets the scroll and swipe pans go on with the same touch.
@MainActor
final class TableSwipeDismissRecognizer: GestureRecognizer {
    weak var table: TableView?
    private var waitsForLift = false
    private var start: CGPoint = .zero

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible, let table, let open = table.editingState.swipe.occurrence,
            let touch = touches.first
        else {
            if state == .possible { state = .failed }
            return
        }
        start = touch.location(in: nil)
        if let view = touch.view, view.isDescendant(of: open.actionsView) {
            state = .failed
        } else if let cell = open.cell, let view = touch.view, view.isDescendant(of: cell) {
            waitsForLift = true
        } else {
            state = .ended
        }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard waitsForLift, let touch = touches.first else { return }
        let p = touch.location(in: nil)
        if abs(p.x - start.x) > 10 || abs(p.y - start.y) > 10 { state = .failed }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        state = waitsForLift ? .ended : .failed
    }

    override func reset() {
        super.reset()
        waitsForLift = false
    }

    /// It only watches: the pans may recognize with it.
    override func canRecognizeSimultaneously(with other: GestureRecognizer) -> Bool { true }
}

extension TableView {
    // MARK: - Swipe actions (UIKit: "Handling swipe actions" in UITableViewDelegate)

    /// Adds the swipe and dismiss recognizers, and closes an open row when the table scrolls.
    func installEditingRecognizers() {
        let swipe = TableSwipeGestureRecognizer { [weak self] recognizer in
            guard let self, let pan = recognizer as? TableSwipeGestureRecognizer else { return }
            self.handleSwipe(pan)
        }
        swipe.name = "swipe actions"
        swipe.table = self
        let dismiss = TableSwipeDismissRecognizer { [weak self] _ in self?.endSwipe() }
        dismiss.name = "swipe dismiss"
        dismiss.table = self
        addGestureRecognizer(swipe)
        addGestureRecognizer(dismiss)
        editingState.swipeRecognizer = swipe
        editingState.dismissRecognizer = dismiss
        panGestureRecognizer.addTarget { [weak self] recognizer in
            if recognizer.state == .began { self?.endSwipe() }
        }
    }

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
            guard let self, let cell = self.editingState.swipe.occurrence?.cell,
                let current = self.indexPath(for: cell)
            else { return completion(false) }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: current)
            completion(true)
        }
        return SwipeActionsConfiguration(actions: [delete])
    }

    /// The swipe pan passed its hysteresis at `point` moving by `t`: begin on the open row, or
    /// on a row with actions in that direction when not in editing mode.
    func swipeShouldBegin(
        _ recognizer: TableSwipeGestureRecognizer, at point: CGPoint, translation t: CGPoint
    ) -> Bool {
        if let open = editingState.swipe.occurrence, let cell = open.cell,
            cell.frame.contains(point)
        {
            recognizer.dragsOpenRow = true
            return !open.fromEditingControl
        }
        guard !editingState.isEditingMode, editingState.reorder == nil,
            let path = indexPathForRow(at: point), let cell = cellForRow(at: path)
        else { return false }
        let leading = t.x > 0
        guard let configuration = swipeConfiguration(for: path, leading: leading),
            !configuration.actions.isEmpty
        else { return false }
        recognizer.pending = (cell, path, leading, configuration)
        return true
    }

    private func handleSwipe(_ pan: TableSwipeGestureRecognizer) {
        switch pan.state {
        case .began:
            if pan.dragsOpenRow, let open = editingState.swipe.occurrence {
                open.startOffset = open.offset
                editingState.swipe = .swiping(open)
            } else if let (cell, path, leading, configuration) = pan.pending {
                endSwipe()
                tableDelegate?.tableView(self, willBeginEditingRowAt: path)
                // The delegate may have changed the table: the row must still show.
                guard cell.superview === rows, indexPath(for: cell) != nil else { return }
                let occurrence = makeOccurrence(
                    cell: cell, path: path, leading: leading, configuration: configuration,
                    fromEditingControl: false)
                editingState.swipe = .swiping(occurrence)
            }
            followSwipe(pan)
        case .changed:
            followSwipe(pan)
        case .ended:
            releaseSwipe()
        case .cancelled:
            guard case .swiping(let occurrence) = editingState.swipe else { return }
            if occurrence.startOffset == 0 {
                endSwipe()
            } else {
                setOffset(occurrence.startOffset, of: occurrence)
                editingState.swipe = .open(occurrence)
            }
        default:
            break
        }
    }

    private func makeOccurrence(
        cell: TableViewCell, path: IndexPath, leading: Bool,
        configuration: SwipeActionsConfiguration, fromEditingControl: Bool
    ) -> SwipeOccurrence {
        var buttons: [Button] = []
        for action in configuration.actions {
            let button = Button(type: .custom)
            button.setTitle(action.title, for: .normal)
            button.setImage(action.image, for: .normal)
            button.backgroundColor = action.backgroundColor
            buttons.append(button)
        }
        let actionsView = SwipeActionsView(isLeading: leading, buttons: buttons)
        let occurrence = SwipeOccurrence(
            cell: cell, indexPath: path, isLeading: leading, configuration: configuration,
            fromEditingControl: fromEditingControl, actionsView: actionsView)
        for (action, button) in zip(configuration.actions, buttons) {
            button.addAction(
                Action { [weak self, weak occurrence, weak button] _ in
                    guard let self, let occurrence, let button else { return }
                    self.perform(action, of: occurrence, from: button)
                }, for: .touchUpInside)
        }
        return occurrence
    }

    /// Opens the trailing actions of `cell` at once (the delete control's confirmation).
    func openSwipe(
        on cell: TableViewCell, at path: IndexPath, configuration: SwipeActionsConfiguration,
        fromEditingControl: Bool
    ) {
        guard !configuration.actions.isEmpty else { return }
        let occurrence = makeOccurrence(
            cell: cell, path: path, leading: false, configuration: configuration,
            fromEditingControl: fromEditingControl)
        editingState.swipe = .open(occurrence)
        setOffset(occurrence.openOffset, of: occurrence)
    }

    private func followSwipe(_ pan: TableSwipeGestureRecognizer) {
        guard case .swiping(let occurrence) = editingState.swipe, let cell = occurrence.cell
        else { return }
        let width = cell.bounds.width
        let raw = occurrence.startOffset + pan.translation(in: self).x
        // The row slides only towards the side its actions are on, at most its width.
        let offset = occurrence.isLeading ? min(max(raw, 0), width) : max(min(raw, 0), -width)
        setOffset(offset, of: occurrence)
    }

    private func setOffset(_ offset: CGFloat, of occurrence: SwipeOccurrence) {
        occurrence.offset = offset
        guard let cell = occurrence.cell else { return }
        let configuration = occurrence.configuration
        occurrence.actionsView.expandsFirst =
            configuration.performsFirstActionWithFullSwipe
            && abs(offset)
                >= SwipeActionsConfiguration.fullSwipeThreshold(
                    rowWidth: cell.bounds.width, count: configuration.actions.count)
        cell.showSwipe(occurrence.actionsView, offset: offset)
    }

    /// The finger lifted: past the full-swipe threshold the first action runs; past half the
    /// buttons' width the row stays open; otherwise it closes.
    private func releaseSwipe() {
        guard case .swiping(let occurrence) = editingState.swipe, let cell = occurrence.cell
        else { return }
        let distance = abs(occurrence.offset)
        let natural = occurrence.actionsView.naturalWidth
        if occurrence.actionsView.expandsFirst, let first = occurrence.configuration.actions.first {
            let full = occurrence.isLeading ? cell.bounds.width : -cell.bounds.width
            setOffset(full, of: occurrence)
            editingState.swipe = .open(occurrence)
            perform(first, of: occurrence, from: occurrence.actionsView.buttons[0])
        } else if distance >= natural / 2 {
            setOffset(occurrence.openOffset, of: occurrence)
            editingState.swipe = .open(occurrence)
        } else {
            endSwipe()
        }
    }

    /// Runs `action`'s handler; its completion closes the row (once, and only if this showing
    /// is still the current one and the table view still exists).
    private func perform(
        _ action: ContextualAction, of occurrence: SwipeOccurrence, from button: View
    ) {
        guard editingState.swipe.occurrence === occurrence else { return }
        let once = CompletionLatch()
        action.handler(action, button) { [weak self, weak occurrence] _ in
            guard once.take(), let self, let occurrence,
                self.editingState.swipe.occurrence === occurrence
            else { return }
            self.endSwipe()
        }
    }

    /// Closes the swiped row, if any: the content slides back, the buttons go, and the
    /// delegate hears `didEndEditingRowAt` (for a swipe, not for a delete control's
    /// confirmation).
    func endSwipe() {
        guard let occurrence = editingState.swipe.occurrence else { return }
        editingState.swipe = .idle
        let cell = occurrence.cell
        cell?.hideSwipe()
        guard !occurrence.fromEditingControl else { return }
        let path = cell.flatMap { $0.superview === rows ? indexPath(for: $0) : nil }
        tableDelegate?.tableView(self, didEndEditingRowAt: path)
    }

    /// A cell left the screen (its row was deleted or reloaded): a swipe on it ends, and the
    /// delegate hears `didEndEditingRowAt(nil)`.
    func swipedCellDidLeave(_ cell: TableViewCell) {
        if let drag = editingState.reorder, drag.cell === cell { editingState.reorder = nil }
        guard let occurrence = editingState.swipe.occurrence, occurrence.cell === cell else {
            return
        }
        editingState.swipe = .idle
        cell.hideSwipe()
        cell.editing.isReordering = false
        guard !occurrence.fromEditingControl else { return }
        tableDelegate?.tableView(self, didEndEditingRowAt: nil)
    }
}

/// Lets a completion run once.
@MainActor
final class CompletionLatch {
    private var taken = false
    func take() -> Bool {
        if taken { return false }
        taken = true
        return true
    }
}

import Foundation

/// A cell that can show swipe actions beside its slid content: a table view's cell or a list
/// cell of a collection view.
@MainActor
protocol SwipeActionsCell: View {
    /// Shows `actionsView` beside the content, slid by `offset` (negative: to the left, for
    /// trailing actions).
    func showSwipe(_ actionsView: SwipeActionsView, offset: CGFloat)
    /// Removes the swipe actions and slides the content back.
    func hideSwipe()
}

/// What a ``SwipeActionsController`` asks the scroll view it serves (a table view, or a
/// collection view showing lists).
@MainActor
protocol SwipeActionsHost: ScrollView {
    /// The row at `point` (in the host's coordinates) and its cell, if a swipe may begin
    /// there now (not during a reorder, not in a table view's editing mode).
    func swipeTarget(at point: CGPoint) -> (cell: SwipeActionsCell, path: IndexPath)?
    /// The actions for a swipe on `path` from the leading or trailing edge; `nil` or empty:
    /// nothing to show.
    func swipeConfiguration(for path: IndexPath, leading: Bool) -> SwipeActionsConfiguration?
    /// A swipe on `path` is about to show its actions (a table delegate's
    /// `willBeginEditingRowAt`).
    func swipeWillBegin(at path: IndexPath)
    /// Whether `cell` still shows a row of the host.
    func swipeCellIsLive(_ cell: SwipeActionsCell) -> Bool
    /// A swipe ended; `cell` is the cell that showed it if it still shows a row, `nil` if it
    /// left (a table delegate's `didEndEditingRowAt`).
    func swipeDidEnd(cell: SwipeActionsCell?)
}

/// Where a swiped row is: none, following a finger, or open with its actions showing.
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
    weak var cell: SwipeActionsCell?
    /// The row when the swipe began.
    let indexPath: IndexPath
    let isLeading: Bool
    let configuration: SwipeActionsConfiguration
    /// Opened by a delete control: no `willBeginEditingRowAt`/`didEnd…`.
    let fromEditingControl: Bool
    let actionsView: SwipeActionsView
    /// The content's slide when the finger went down, and now.
    var startOffset: CGFloat = 0
    var offset: CGFloat = 0

    init(
        cell: SwipeActionsCell, indexPath: IndexPath, isLeading: Bool,
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
/// drag on a row that has actions in that direction, or on the open row; the host's scroll
/// pan yields to it (the host's `gestureRecognizerShouldBegin(_:)` asks
/// ``SwipeActionsController/scrollPanMayBegin()``), and it fails for a vertical drag, which
/// scrolls.
@MainActor
final class SwipeActionsGestureRecognizer: PanGestureRecognizer {
    weak var controller: SwipeActionsController?
    /// Where the finger went down, in the host.
    private var start: CGPoint = .zero
    /// The row and actions decided when the pan chose to begin.
    var pending:
        (cell: SwipeActionsCell, path: IndexPath, leading: Bool, SwipeActionsConfiguration)?
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
        guard let controller, trackedTouches.count == 1, abs(t.x) > abs(t.y) else {
            return false
        }
        let result = controller.swipeShouldBegin(self, at: start, translation: t)
        decision = result
        return result
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if trackedTouches.count == 1, let host = controller?.host { start = location(in: host) }
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

/// Closes an open row when a touch goes down elsewhere in the host (at once: that touch
/// reaches no row), or taps the open row's content; touches on its action buttons go to
/// them. It lets the scroll and swipe pans go on with the same touch.
@MainActor
final class SwipeActionsDismissRecognizer: GestureRecognizer {
    weak var controller: SwipeActionsController?
    private var waitsForLift = false
    private var start: CGPoint = .zero

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible, let open = controller?.phase.occurrence,
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

/// The swipe actions of one scroll view's rows, shared by ``TableView`` and a
/// ``CollectionView`` showing lists, so both follow the same rules (UIKit: "Handling swipe
/// actions" in `UITableViewDelegate`, and `UICollectionLayoutListConfiguration`'s swipe
/// actions providers):
///
/// - a mostly horizontal pan on a row with actions in its direction opens it (rightward:
///   leading actions, leftward: trailing); a vertical pan scrolls; the decision is made once
///   per touch;
/// - let go past half the buttons' width the row stays open, else it closes; past
///   ``SwipeActionsConfiguration/fullSwipeFraction`` of the row's width the first action runs
///   (when ``SwipeActionsConfiguration/performsFirstActionWithFullSwipe``);
/// - one row is open at a time; scrolling, a touch elsewhere, a tap on the row, a reload or
///   the row leaving closes it;
/// - an action's completion closes the row once; a second call, or one after the row closed or
///   its view is gone, is ignored.
@MainActor
final class SwipeActionsController {
    weak var host: (any SwipeActionsHost)?
    /// The swiped row, if any.
    var phase: SwipePhase = .idle
    let swipeRecognizer: SwipeActionsGestureRecognizer
    let dismissRecognizer: SwipeActionsDismissRecognizer

    /// Adds the swipe and dismiss recognizers to `host`, and closes an open row when it
    /// scrolls.
    init(host: any SwipeActionsHost) {
        self.host = host
        swipeRecognizer = SwipeActionsGestureRecognizer()
        dismissRecognizer = SwipeActionsDismissRecognizer()
        swipeRecognizer.addTarget { [weak self] recognizer in
            guard let self, let pan = recognizer as? SwipeActionsGestureRecognizer else { return }
            self.handleSwipe(pan)
        }
        swipeRecognizer.name = "swipe actions"
        swipeRecognizer.controller = self
        dismissRecognizer.addTarget { [weak self] _ in self?.endSwipe() }
        dismissRecognizer.name = "swipe dismiss"
        dismissRecognizer.controller = self
        host.addGestureRecognizer(swipeRecognizer)
        host.addGestureRecognizer(dismissRecognizer)
        host.panGestureRecognizer.addTarget { [weak self] recognizer in
            if recognizer.state == .began { self?.endSwipe() }
        }
    }

    /// Whether a row is swiped or open.
    var isActive: Bool { phase.occurrence != nil }

    /// Whether the host's scroll pan may begin: not for a horizontal swipe this takes.
    func scrollPanMayBegin() -> Bool {
        guard let host else { return true }
        return !swipeRecognizer.claims(translation: host.panGestureRecognizer.translation(in: host))
    }

    /// The swipe pan passed its hysteresis at `point` moving by `t`: begin on the open row, or
    /// on a row with actions in that direction.
    func swipeShouldBegin(
        _ recognizer: SwipeActionsGestureRecognizer, at point: CGPoint, translation t: CGPoint
    ) -> Bool {
        if let open = phase.occurrence, let cell = open.cell, cell.frame.contains(point) {
            recognizer.dragsOpenRow = true
            return !open.fromEditingControl
        }
        guard let host, let (cell, path) = host.swipeTarget(at: point) else { return false }
        let leading = t.x > 0
        guard let configuration = host.swipeConfiguration(for: path, leading: leading),
            !configuration.actions.isEmpty
        else { return false }
        recognizer.pending = (cell, path, leading, configuration)
        return true
    }

    private func handleSwipe(_ pan: SwipeActionsGestureRecognizer) {
        switch pan.state {
        case .began:
            if pan.dragsOpenRow, let open = phase.occurrence {
                open.startOffset = open.offset
                phase = .swiping(open)
            } else if let (cell, path, leading, configuration) = pan.pending {
                endSwipe()
                guard let host else { return }
                host.swipeWillBegin(at: path)
                // The host's delegate may have changed it: the row must still show.
                guard host.swipeCellIsLive(cell) else { return }
                let occurrence = makeOccurrence(
                    cell: cell, path: path, leading: leading, configuration: configuration,
                    fromEditingControl: false)
                phase = .swiping(occurrence)
            }
            followSwipe(pan)
        case .changed:
            followSwipe(pan)
        case .ended:
            releaseSwipe()
        case .cancelled:
            guard case .swiping(let occurrence) = phase else { return }
            if occurrence.startOffset == 0 {
                endSwipe()
            } else {
                setOffset(occurrence.startOffset, of: occurrence)
                phase = .open(occurrence)
            }
        default:
            break
        }
    }

    private func makeOccurrence(
        cell: SwipeActionsCell, path: IndexPath, leading: Bool,
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

    /// Opens the trailing actions of `cell` at once (a delete control's tap).
    func openSwipe(
        on cell: SwipeActionsCell, at path: IndexPath, configuration: SwipeActionsConfiguration,
        fromEditingControl: Bool
    ) {
        guard !configuration.actions.isEmpty else { return }
        let occurrence = makeOccurrence(
            cell: cell, path: path, leading: false, configuration: configuration,
            fromEditingControl: fromEditingControl)
        phase = .open(occurrence)
        setOffset(occurrence.openOffset, of: occurrence)
    }

    private func followSwipe(_ pan: SwipeActionsGestureRecognizer) {
        guard case .swiping(let occurrence) = phase, let cell = occurrence.cell, let host
        else { return }
        let width = cell.bounds.width
        let raw = occurrence.startOffset + pan.translation(in: host).x
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
        guard case .swiping(let occurrence) = phase, let cell = occurrence.cell else { return }
        let distance = abs(occurrence.offset)
        let natural = occurrence.actionsView.naturalWidth
        if occurrence.actionsView.expandsFirst, let first = occurrence.configuration.actions.first {
            let full = occurrence.isLeading ? cell.bounds.width : -cell.bounds.width
            setOffset(full, of: occurrence)
            phase = .open(occurrence)
            perform(first, of: occurrence, from: occurrence.actionsView.buttons[0])
        } else if distance >= natural / 2 {
            setOffset(occurrence.openOffset, of: occurrence)
            phase = .open(occurrence)
        } else {
            endSwipe()
        }
    }

    /// Runs `action`'s handler; its completion closes the row (once, and only if this showing
    /// is still the current one and the controller still exists).
    private func perform(
        _ action: ContextualAction, of occurrence: SwipeOccurrence, from button: View
    ) {
        guard phase.occurrence === occurrence else { return }
        let once = CompletionLatch()
        action.handler(action, button) { [weak self, weak occurrence] _ in
            guard once.take(), let self, let occurrence, self.phase.occurrence === occurrence
            else { return }
            self.endSwipe()
        }
    }

    /// Closes the swiped row, if any: the content slides back, the buttons go, and the host
    /// hears ``SwipeActionsHost/swipeDidEnd(cell:)`` (for a swipe, not for a delete control's
    /// confirmation).
    func endSwipe() {
        guard let occurrence = phase.occurrence else { return }
        phase = .idle
        let cell = occurrence.cell
        cell?.hideSwipe()
        guard !occurrence.fromEditingControl, let host else { return }
        host.swipeDidEnd(cell: cell.flatMap { host.swipeCellIsLive($0) ? $0 : nil })
    }

    /// A cell left the screen (its row was deleted or reloaded): a swipe on it ends, and the
    /// host hears ``SwipeActionsHost/swipeDidEnd(cell:)`` with `nil`. Returns whether it
    /// showed the swipe.
    @discardableResult
    func cellDidLeave(_ cell: SwipeActionsCell) -> Bool {
        guard let occurrence = phase.occurrence, occurrence.cell === cell else { return false }
        phase = .idle
        cell.hideSwipe()
        if !occurrence.fromEditingControl { host?.swipeDidEnd(cell: nil) }
        return true
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

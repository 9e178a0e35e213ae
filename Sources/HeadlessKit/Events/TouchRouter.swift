import Foundation

extension Diagnostic.Kind {
    /// A touch arrived in a phase that makes no sense for it (moved before began, ended twice,
    /// a non-finite location); it was ignored.
    public static let invalidTouch = Diagnostic.Kind(rawValue: "invalid-touch")
}

extension Window {
    /// Delivers the touches of `event`, as UIKit's `UIApplication.sendEvent` does.
    ///
    /// On `.began` the touch is hit-tested once; that view is its view for life (T1). The
    /// recognizers of the view and its ancestors (hit view's first) get the touch first (T2,
    /// T3), then the view gets `touchesBegan/Moved/Ended/Cancelled` through the responder chain,
    /// as the recognizers' `cancelsTouchesInView`, `delaysTouchesBegan` and `delaysTouchesEnded`
    /// allow (T7). A touch in an impossible phase (moved before began, ended twice) is ignored
    /// and recorded as an ``Diagnostic/Kind/invalidTouch`` diagnostic.
    ///
    /// An event without a timestamp is stamped with the clock's current time.
    ///
    /// - Complexity: O(*d* + *r* · *t*) for *t* touches on *r* recognizers, *d* the depth of a
    ///   new touch's hit view; a recognizer that begins or recognizes adds O(*r*) (it fails the
    ///   others on its touches).
    public func send(_ event: Event) {
        touchRouter.send(event)
    }

    /// The touches currently down on the window, in touch-down order.
    public var activeTouches: [Touch] { touchRouter.records.map(\.touch) }

    /// Called with each event `send(_:)` receives, timestamped, before it is delivered (a trace
    /// recorder listens here); `nil` by default.
    public var eventObserver: (@MainActor (Event) -> Void)? {
        get { touchRouter.eventObserver }
        set { touchRouter.eventObserver = newValue }
    }
}

/// The window's touch router: which touches are down, which recognizers follow them, and what
/// the views have been told.
///
/// Data flows one way. The router hit-tests a touch once, at touch-down, and hands it to the
/// recognizers of the hit view and its ancestors, then to the hit view. Recognizers never call
/// back: a recognizer that wants to leave `.possible` writes ``GestureRecognizer/requestedState``
/// and the router reads it after each delivery, arbitrates (T5, T6) and grants, defers or
/// fails it. What recognizers do on their own the router reads later: a timer's work at the
/// end of its frame, code setting `isEnabled` or `state` at the start of the next event. A view that
/// keeps touches from its content says so by overriding
/// ``View/contentTouchesShouldBegin(_:with:in:)``, asked of each ancestor of the hit view.
@MainActor
final class TouchRouter {
    var eventObserver: (@MainActor (Event) -> Void)?
    /// The window that owns this router. Weak, and never nil while the router works: the window
    /// holds the router, and only the window calls it.
    private(set) weak var window: Window?

    final class Record {
        let touch: Touch
        let view: View?
        var recognizers: [GestureRecognizer]
        var movePending = false
        var endPhase: Touch.Phase?

        init(touch: Touch, view: View?, recognizers: [GestureRecognizer]) {
            self.touch = touch
            self.view = view
            self.recognizers = recognizers
        }
    }

    private(set) var records: [Record] = []
    /// Recognizers taking part in arbitration, in the order they first got touches.
    private var engaged: [GestureRecognizer] = []
    /// Recognizers that took a pending state (a superset of those still waiting).
    private var waiting: [GestureRecognizer] = []
    private var depth = 0
    private var currentEvent: Event?
    /// Reads, at the end of each of the window's frames, what recognizers did on their own in
    /// it (a timer fired). Paused while no recognizer it follows has a timer or waits.
    private var frameObserver: FrameCallback?
    /// `GestureRecognizer.attentionCount` when no recognizer the router follows needed it.
    private var cleanAtCount = -1
    /// Whether the frame observer's pause must be decided again: touches went down or up
    /// (timers start there), or recognizers made requests or ended.
    private var pauseCheckedAtCount = -1
    private var touchesWentDownOrUp = false

    /// Makes the router of `window`. Its frame observer comes before any the user adds, so
    /// that they see the frame's outcome.
    init(window: Window) {
        self.window = window
        let observer = window.clock.addFrameObserver { [weak self] _ in self?.update() }
        observer.isPaused = true
        frameObserver = observer
    }

    // MARK: - Dispatch

    func beginDispatch() { depth += 1 }

    func endDispatch() {
        depth -= 1
        guard depth == 0 else { return }
        depth += 1
        // Requests, resets and deliveries can start new transitions; loop until quiet (bounded).
        var rounds = 0
        repeat {
            rounds += 1
            if needsAttention() {
                for recognizer in engaged where recognizer.requestedState != nil {
                    resolve(recognizer)
                }
                for recognizer in engaged where recognizer.state.isFinal {
                    // A failure by the recognizer's own hand (a timer, code) frees those waiting.
                    if recognizer.state == .failed { releaseWaiters(of: recognizer) }
                    recognizer.resetNow()
                }
            }
            flushDelivery()
        } while rounds < 10 && needsAttention()
        records.removeAll { $0.endPhase != nil && $0.touch.viewDelivery == .finished }
        records.removeAll { $0.endPhase != nil && $0.view == nil }
        engaged.removeAll { recognizer in
            let leaves =
                !isInWindow(recognizer.view)
                || (recognizer.trackedTouches.isEmpty && recognizer.state == .possible
                    && recognizer.pendingState == nil && !recognizer.hasTimers)
            if leaves { recognizer.isEngaged = false }
            return leaves
        }
        waiting.removeAll { $0.pendingState == nil || !$0.isEngaged }
        // Between events only a timer acts on its own (code is read at the next event). Timers
        // start when touches go down or up, and stop when recognizers end.
        if touchesWentDownOrUp || pauseCheckedAtCount != GestureRecognizer.attentionCount {
            touchesWentDownOrUp = false
            pauseCheckedAtCount = GestureRecognizer.attentionCount
            let timed = engaged.contains {
                $0.hasTimers || $0.pendingState != nil || $0.needsRouter
            }
            if frameObserver?.isPaused == timed { frameObserver?.isPaused = !timed }
        }
        depth -= 1
        currentEvent = nil
    }

    /// Reads what recognizers did on their own since the router last looked (a timer fired,
    /// `isEnabled` or `state` set by code) and acts on it: at the start of each event, and at
    /// the end of each frame while a recognizer has a timer or waits.
    func update() {
        guard depth == 0, needsAttention() else { return }
        beginDispatch()
        endDispatch()
    }

    /// Whether a recognizer the router follows has a request or a final state to reset.
    ///
    /// - Complexity: O(1) when no recognizer made a request or ended since the router last
    ///   found none needing it; O(*n*) in the recognizers it follows otherwise.
    private func needsAttention() -> Bool {
        let count = GestureRecognizer.attentionCount
        guard count != cleanAtCount else { return false }
        for recognizer in engaged where recognizer.needsRouter { return true }
        cleanAtCount = count
        return false
    }

    func send(_ event: Event) {
        guard let window else { return }
        if !event.hasExplicitTimestamp { event.timestamp = window.clock.time }
        eventObserver?(event)
        update()
        beginDispatch()
        currentEvent = event
        var valid: [Touch] = []
        for touch in event.changedTouches {
            if let problem = problem(with: touch) {
                window.record(.invalidTouch, problem)
                // A live touch that went bad still ends: as a cancellation at its last good
                // location, so that its recognizers and views do not wait for it forever.
                guard touch.routing == .active, !touch.locationInWindow.isFinitePoint else {
                    continue
                }
                touch.cancelAtPreviousLocation()
            }
            touch.timestamp = event.timestamp
            valid.append(touch)
            if touch.phase != .moved && touch.phase != .stationary { touchesWentDownOrUp = true }
            if touch.phase == .began { touchDown(touch, event) }
        }
        // Every tracked touch is part of the event (unchanged ones are stationary).
        event.orderedTouches = records.map(\.touch)

        // Recognizers first (T2), in the order they got involved; each one's request is
        // settled before the next hears the touches.
        for recognizer in engaged {
            let mine = valid.filter { touch in
                recognizer.trackedTouches.contains { $0 === touch }
            }
            guard !mine.isEmpty else { continue }
            if let last = mine.last { recognizer.lastWindowLocation = last.locationInWindow }
            let listening =
                !recognizer.ignoresCurrentSequence && recognizer.isEnabled
                && isInWindow(recognizer.view)
                && (recognizer.state == .possible || recognizer.state == .began
                    || recognizer.state == .changed)
            if listening {
                let began = mine.filter { $0.phase == .began }
                let moved = mine.filter { $0.phase == .moved }
                let ended = mine.filter { $0.phase == .ended }
                let cancelled = mine.filter { $0.phase == .cancelled }
                if !began.isEmpty { recognizer.touchesBegan(Set(began), with: event) }
                if !moved.isEmpty { recognizer.touchesMoved(Set(moved), with: event) }
                if !ended.isEmpty { recognizer.touchesEnded(Set(ended), with: event) }
                if !cancelled.isEmpty { recognizer.touchesCancelled(Set(cancelled), with: event) }
                resolve(recognizer)
            }
            let lifted = mine.filter { $0.phase == .ended || $0.phase == .cancelled }
            if !lifted.isEmpty {
                recognizer.trackedTouches.removeAll { touch in lifted.contains { $0 === touch } }
                if recognizer.trackedTouches.isEmpty { recognizer.ignoresCurrentSequence = false }
            }
        }

        // Then the views.
        for touch in valid {
            guard let record = records.first(where: { $0.touch === touch }) else { continue }
            switch touch.phase {
            case .moved: record.movePending = true
            case .ended, .cancelled:
                record.endPhase = touch.phase
                touch.routing = .finished
            default: break
            }
        }
        endDispatch()
    }

    private func problem(with touch: Touch) -> String? {
        let p = touch.locationInWindow
        if !(p.x.isFinite && p.y.isFinite) {
            return touch.routing == .active
                ? "touch at \(formatted(p)) has a non-finite location; cancelled"
                : "touch at \(formatted(p)) has a non-finite location; ignored"
        }
        switch (touch.routing, touch.phase) {
        case (.new, .began), (.active, .moved), (.active, .stationary), (.active, .ended),
            (.active, .cancelled):
            return nil
        case (.new, _):
            return "touch \(touch.phase) before it began; ignored"
        case (.active, .began):
            return "touch began twice; ignored"
        case (.finished, _):
            return "touch \(touch.phase) after it ended; ignored"
        }
    }

    private func touchDown(_ touch: Touch, _ event: Event) {
        touch.routing = .active
        touch.window = window
        let hit = window.flatMap {
            $0.hitTest($0.convert(touch.locationInWindow, from: nil), with: event)
        }
        touch.view = hit
        var recognizers: [GestureRecognizer] = []
        var current = hit
        while let view = current {
            for recognizer in view.gestureRecognizers where recognizer.isEnabled {
                if recognizer.ignoresCurrentSequence && recognizer.trackedTouches.isEmpty {
                    recognizer.ignoresCurrentSequence = false
                }
                if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch)
                    == false
                {
                    continue
                }
                recognizers.append(recognizer)
            }
            current = view.superview
        }
        for recognizer in recognizers {
            recognizer.trackedTouches.append(touch)
            recognizer.hasReceivedTouches = true
            recognizer.lastWindowLocation = touch.locationInWindow
            if !recognizer.isEngaged {
                recognizer.isEngaged = true
                engaged.append(recognizer)
            }
        }
        records.append(Record(touch: touch, view: hit, recognizers: recognizers))
    }

    // MARK: - Arbitration

    enum Arbitration { case proceed, wait, fail }

    /// Settles what `recognizer` asked for: a request to begin or recognize is granted,
    /// deferred or failed; a failure frees the recognizers waiting for it.
    private func resolve(_ recognizer: GestureRecognizer) {
        if let requested = recognizer.requestedState {
            recognizer.requestedState = nil
            request(requested, for: recognizer)
        }
        if recognizer.state == .failed { releaseWaiters(of: recognizer) }
    }

    /// Lets `recognizer` take `state` (`.began` or `.recognized`) if the delegate, the views
    /// (T4) and the other recognizers (T5, T6) allow it now.
    private func request(_ state: GestureRecognizer.State, for recognizer: GestureRecognizer) {
        guard recognizer.state == .possible else { return }
        guard recognizer.isEnabled, recognizer.shouldBegin() else {
            fail(recognizer)
            return
        }
        switch arbitration(for: recognizer) {
        case .proceed:
            recognizer.take(state)
            recognizerDidBegin(recognizer)
            recognizer.sendActions()
            if state.isFinal { recognizer.invalidateTimers() }
        case .wait:
            if recognizer.pendingState == nil { waiting.append(recognizer) }
            recognizer.pendingState = state
        case .fail:
            fail(recognizer)
        }
    }

    private func fail(_ recognizer: GestureRecognizer) {
        recognizer.setState(.failed)
        releaseWaiters(of: recognizer)
    }

    /// Whether `recognizer` may begin/recognize now (T5, T6).
    /// Whether `view` is the window or in it: a recognizer on the window itself takes part too
    /// (the window is the last ancestor of every hit view).
    @inline(__always)
    private func isInWindow(_ view: View?) -> Bool {
        guard let view, let window else { return false }
        return view.window === window || view === window
    }

    private func arbitration(for recognizer: GestureRecognizer) -> Arbitration {
        var wait = false
        for other in engaged where other !== recognizer && isInWindow(other.view) {
            countTreeOperation { $0.arbitrationChecks &+= 1 }
            if recognizer.requiresFailure(of: other) {
                switch other.state {
                case .possible where other.hasReceivedTouches: wait = true
                case .began, .changed, .ended: return .fail
                default: break
                }
            }
            if (other.state == .began || other.state == .changed)
                && sharesTouches(recognizer, other)
                && !recognizer.canRecognizeSimultaneously(with: other)
            {
                return .fail
            }
        }
        return wait ? .wait : .proceed
    }

    private func sharesTouches(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.trackedTouches.contains { touch in b.trackedTouches.contains { $0 === touch } }
    }

    /// `recognizer` just began or recognized: cancel its touches in their views (T7), fail the
    /// others on the same touches (T5) and those waiting for it to fail (T6).
    private func recognizerDidBegin(_ recognizer: GestureRecognizer) {
        if recognizer.cancelsTouchesInView {
            var cancelled: [Record] = []
            for record in records
            where record.touch.viewDelivery != .finished
                && recognizer.trackedTouches.contains(where: { $0 === record.touch })
            {
                if record.touch.viewDelivery == .tracking { cancelled.append(record) }
                record.touch.viewDelivery = .finished
            }
            deliver(cancelled.map { ($0, Touch.Phase.cancelled) })
        }
        for other in engaged where other !== recognizer && other.state == .possible {
            countTreeOperation { $0.arbitrationChecks &+= 1 }
            if other.requiresFailure(of: recognizer) && other.hasReceivedTouches {
                fail(other)
            } else if sharesTouches(recognizer, other)
                && !recognizer.canRecognizeSimultaneously(with: other)
            {
                fail(other)
            }
        }
    }

    /// `recognizer` failed: those waiting for it may now proceed.
    private func releaseWaiters(of recognizer: GestureRecognizer) {
        // Only recognizers holding a pending state can be waiting: a failure among n
        // recognizers that take part costs O(waiting), not O(n).
        guard !waiting.isEmpty else { return }
        for other in waiting {
            countTreeOperation { $0.arbitrationChecks &+= 1 }
            guard
                other !== recognizer && other.pendingState != nil
                    && other.requiresFailure(of: recognizer)
            else { continue }
            let stillWaiting = engaged.contains { candidate in
                candidate !== other && candidate !== recognizer && candidate.state == .possible
                    && candidate.hasReceivedTouches && other.requiresFailure(of: candidate)
            }
            if !stillWaiting, let pending = other.pendingState {
                other.pendingState = nil
                request(pending, for: other)
            }
        }
    }

    /// The recognizer's view left the window (or the recognizer left its view): cancel (or
    /// fail) it and forget its touches.
    func detach(_ recognizer: GestureRecognizer) {
        beginDispatch()
        switch recognizer.state {
        case .began, .changed: recognizer.setState(.cancelled)
        case .possible: fail(recognizer)
        default: break
        }
        recognizer.trackedTouches.removeAll()
        recognizer.ignoresCurrentSequence = false
        recognizer.resetNow()
        engaged.removeAll { $0 === recognizer }
        recognizer.isEngaged = false
        waiting.removeAll { $0 === recognizer }
        for record in records { record.recognizers.removeAll { $0 === recognizer } }
        endDispatch()
    }

    // MARK: - Delivery to views

    /// Sends the views what the recognizers no longer hold back.
    private func flushDelivery() {
        var deliveries: [(Record, Touch.Phase)] = []
        for record in records where record.view != nil && record.touch.viewDelivery != .finished {
            let deciding = record.recognizers.filter { recognizer in
                recognizer.isEnabled && recognizer.state == .possible
                    && recognizer.hasReceivedTouches && isInWindow(recognizer.view)
            }
            let holdBegan = deciding.contains { $0.delaysTouchesBegan }
            if record.touch.viewDelivery == .waiting {
                if holdBegan { continue }
                if !ancestorsLetContentBegin(record) {
                    // A scroll view kept the touch from its content (S16): the view hears
                    // nothing of it; the scroll view's own recognizers still track it.
                    record.touch.viewDelivery = .finished
                    continue
                }
                deliveries.append((record, .began))
                record.touch.viewDelivery = .tracking
                record.movePending = false
            }
            if record.movePending && !holdBegan {
                deliveries.append((record, .moved))
                record.movePending = false
            }
            if let end = record.endPhase {
                if end == .cancelled
                    || !deciding.contains(where: { $0.delaysTouchesEnded || $0.delaysTouchesBegan })
                {
                    deliveries.append((record, end))
                    record.touch.viewDelivery = .finished
                }
            }
        }
        deliver(deliveries)
    }

    /// Asks each view above the touch's view, innermost first, whether the touch may reach its
    /// content (``View/contentTouchesShouldBegin(_:with:in:)``; a scroll view asks its
    /// `touchesShouldBegin(_:with:in:)`, UIKit S16). This runs when the content-touch delay
    /// lets the touch through, or at once without the delay.
    private func ancestorsLetContentBegin(_ record: Record) -> Bool {
        guard let view = record.view else { return true }
        var ancestor = view.superview
        while let current = ancestor {
            if !current.contentTouchesShouldBegin(
                [record.touch], with: currentEvent ?? syntheticEvent(), in: view)
            {
                return false
            }
            ancestor = current.superview
        }
        return true
    }

    /// Calls the views' responder methods, grouping adjacent touches for the same view and
    /// phase into one call.
    private func deliver(_ deliveries: [(Record, Touch.Phase)]) {
        guard !deliveries.isEmpty else { return }
        let event = currentEvent ?? syntheticEvent()
        var index = 0
        while index < deliveries.count {
            let (record, phase) = deliveries[index]
            var group: Set<Touch> = [record.touch]
            var next = index + 1
            while next < deliveries.count, deliveries[next].0.view === record.view,
                deliveries[next].1 == phase
            {
                group.insert(deliveries[next].0.touch)
                next += 1
            }
            if let view = record.view {
                switch phase {
                case .began: view.touchesBegan(group, with: event)
                case .moved, .stationary: view.touchesMoved(group, with: event)
                case .ended: view.touchesEnded(group, with: event)
                case .cancelled: view.touchesCancelled(group, with: event)
                }
            }
            index = next
        }
    }

    private func syntheticEvent() -> Event {
        let event = Event(touches: [], timestamp: window?.clock.time ?? 0)
        event.orderedTouches = records.map(\.touch)
        return event
    }
}

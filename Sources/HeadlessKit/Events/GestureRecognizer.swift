import Foundation

/// Recognizes a gesture from the touches on its view and its view's subviews, with UIKit's
/// state machine, like `UIGestureRecognizer`.
///
///     let tap = TapGestureRecognizer { _ in print("tapped") }
///     view.addGestureRecognizer(tap)
///
/// States: a discrete gesture goes `possible → recognized (== ended) | failed`; a continuous one
/// `possible → began → changed* → ended | cancelled`, or `possible → failed`
/// (`UIGestureRecognizer.State`).
/// Touches reach recognizers before the view (T2). When one recognizer begins or recognizes,
/// the others still `possible` on the same touches fail, unless a delegate allows them to
/// recognize simultaneously (T5); one that has already begun prevents the newcomer instead.
///
/// A recognizer never calls the window back: leaving `.possible` for `.began` or `.recognized`
/// is a request that the window's touch router reads after delivering the touches, and grants
/// once the other recognizers allow it (T5, T6).
///
/// Headless decisions: actions run synchronously at each state change (before `Window.send`
/// returns), and a recognizer in `ended`, `cancelled` or `failed` is reset to `possible` at the
/// end of the event (or clock frame) in which it got there; it then ignores the rest of that
/// touch sequence. What a recognizer does outside an event the window acts on later: a timer's
/// work at the end of its frame, code setting `state` or `isEnabled` at the start of the next
/// event (a cancellation's actions still run at once).
@MainActor
open class GestureRecognizer {
    /// The state of a recognizer, like `UIGestureRecognizer.State`.
    public enum State: Int, Sendable, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed

        /// A discrete gesture was recognized: the same value as `ended`.
        public static let recognized = State.ended

        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }
    }

    /// The view the recognizer is attached to.
    public internal(set) weak var view: View?
    /// The delegate that can veto or combine recognition.
    public weak var delegate: GestureRecognizerDelegate?
    /// A name for dumps and messages.
    public var name: String?
    /// Whether recognition cancels the view's touches (`touchesCancelled`). `true` by default.
    public var cancelsTouchesInView = true
    /// Whether the view's `touchesBegan` waits until this recognizer fails. `false` by default.
    public var delaysTouchesBegan = false
    /// Whether the view's `touchesEnded` waits until this recognizer fails. `true` by default.
    public var delaysTouchesEnded = true

    /// Whether the recognizer takes part. Disabling it while it recognizes cancels it.
    public var isEnabled = true {
        didSet {
            guard oldValue, !isEnabled else { return }
            switch _state {
            case .began, .changed: setState(.cancelled)
            case .possible where hasReceivedTouches: setState(.failed)
            default: break
            }
            trackedTouches.removeAll()
            resetIfAlone()
        }
    }

    private var _state: State = .possible
    /// What the recognizer sends, in the order added: a closure, or a target-action pair.
    private var actions: [(closure: Closure?, pair: TargetAction?)] = []
    private typealias Closure = @MainActor (GestureRecognizer) -> Void
    /// The touches of the current sequence this recognizer follows, in touch-down order.
    var trackedTouches: [Touch] = []
    /// Whether touches of the current sequence reached it (it is taking part in arbitration).
    var hasReceivedTouches = false
    /// After reaching a final state, the rest of the sequence is ignored.
    var ignoresCurrentSequence = false
    /// `.began` or `.recognized`, asked for while the window's touch router follows the
    /// recognizer: the router reads it after each delivery and grants it, defers it to
    /// ``pendingState`` or fails the recognizer.
    final var requestedState: State?
    /// A granted-later state: the router deferred the request until a `require(toFail:)`
    /// recognizer fails (written by the router).
    final var pendingState: State?
    /// Whether the window's touch router follows the recognizer (it has touches of the current
    /// sequence, a request, a timer or a state to reset); written by the router.
    final var isEngaged = false
    /// Whether the router has something to act on: a request, or a final state to reset.
    final var needsRouter: Bool { requestedState != nil || _state.isFinal }
    /// Counts the requests made and the final states taken, by every recognizer: a router that
    /// saw no recognizer needing it at count *n* need not look again while the count is *n*.
    static var attentionCount = 0
    private var failureRequirements: [WeakRecognizer] = []
    private var timers: [FrameTimer] = []

    /// Makes a recognizer; `action`, if given, is its first target.
    public init(action: (@MainActor (GestureRecognizer) -> Void)? = nil) {
        if let action { actions.append((action, nil)) }
    }

    /// Makes a recognizer that calls `action` on `target`, like
    /// `UIGestureRecognizer(target:action:)`: pass the method where UIKit takes a selector,
    /// `PanGestureRecognizer(target: self, action: Self.handlePan)`. The method may take the
    /// recognizer (as its own class, a superclass, `Any` or `AnyObject`) or nothing. The target
    /// is held weakly; a `nil` target adds no action.
    ///
    /// A method whose parameter type this recognizer is not is a programmer error: it stops
    /// here, naming the type and the recognizer.
    public convenience init<Target: AnyObject, Sender>(
        target: AnyObject?, action: @escaping @MainActor (Target) -> @MainActor (Sender) -> Void,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        self.init()
        addTarget(target, action: action, fileID: fileID, line: line, column: column)
    }

    /// Like ``init(target:action:fileID:line:column:)-(_,(Target)->(Sender)->Void,_,_,_)``, for a
    /// method that takes nothing (`@objc func dismissKeyboard()`).
    public convenience init<Target: AnyObject>(
        target: AnyObject?, action: @escaping @MainActor (Target) -> @MainActor () -> Void,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        self.init()
        addTarget(target, action: action, fileID: fileID, line: line, column: column)
    }

    /// Adds an action, run at each state change that UIKit sends actions for (began, changed,
    /// ended/recognized, cancelled).
    public func addTarget(_ action: @escaping @MainActor (GestureRecognizer) -> Void) {
        actions.append((action, nil))
    }

    /// Adds a target-action pair, like `UIGestureRecognizer.addTarget(_:action:)`: pass the
    /// method, `target: self, action: Self.handlePan`. As in UIKit, adding a pair again is
    /// ignored; Swift cannot compare methods, so a pair is the target with the line that added
    /// it. The target is held weakly; a `nil` target adds nothing.
    ///
    /// A method whose parameter type this recognizer is not is a programmer error: it stops
    /// here, naming the type and the recognizer.
    ///
    /// - Complexity: O(*n*) in the actions added (the pair is looked for).
    public func addTarget<Target: AnyObject, Sender>(
        _ target: AnyObject?, action: @escaping @MainActor (Target) -> @MainActor (Sender) -> Void,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        checkSender(self, Sender.self, Self.addTargetEntry)
        addPair(target, CallSite(fileID: fileID, line: line, column: column)) { site in
            TargetAction(target: target, site: site, entry: Self.addTargetEntry, action: action)
        }
    }

    /// Like ``addTarget(_:action:fileID:line:column:)-(_,(Target)->(Sender)->Void,_,_,_)``, for a
    /// method that takes nothing.
    ///
    /// - Complexity: O(*n*) in the actions added.
    public func addTarget<Target: AnyObject>(
        _ target: AnyObject?, action: @escaping @MainActor (Target) -> @MainActor () -> Void,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        addPair(target, CallSite(fileID: fileID, line: line, column: column)) { site in
            TargetAction(target: target, site: site, entry: Self.addTargetEntry, action: action)
        }
    }

    private static let addTargetEntry = "GestureRecognizer.addTarget(_:action:)"

    /// Appends the pair `make` makes, unless `target` is nil or already added it at `site`.
    private func addPair(
        _ target: AnyObject?, _ site: CallSite, _ make: (CallSite) -> TargetAction
    ) {
        guard let target,
            !actions.contains(where: { $0.pair?.isPair(target: target, site: site) == true })
        else { return }
        actions.append((nil, make(site)))
    }

    /// Removes the target-action pairs of `target`, like `UIGestureRecognizer.removeTarget(_:action:)`
    /// with a `nil` action; a `nil` target removes every pair. Closures stay.
    ///
    /// - Complexity: O(*n*) in the actions added.
    public func removeTarget(_ target: AnyObject?, action: BarButtonItem.NoAction?) {
        actions.removeAll { $0.pair?.matches(target) == true }
    }

    /// Like `UIGestureRecognizer.removeTarget(_:action:)` with an action. Swift cannot compare
    /// methods, so `action` is not compared: every pair of `target` is removed.
    ///
    /// - Complexity: O(*n*) in the actions added.
    public func removeTarget<Target: AnyObject, Function>(
        _ target: AnyObject?, action: (Target) -> Function
    ) {
        actions.removeAll { $0.pair?.matches(target) == true }
    }

    /// Removes every action.
    public func removeAllTargets() {
        actions.removeAll()
    }

    /// The current state. Subclasses set it to move through the state machine; an invalid
    /// transition is ignored.
    public var state: State {
        get { _state }
        set {
            setState(newValue)
            resetIfAlone()
        }
    }

    /// The number of touches the recognizer is following.
    public var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the recognizer's touches in `view`'s coordinates (`nil`: the window's).
    open func location(in view: View?) -> CGPoint {
        guard !trackedTouches.isEmpty else { return lastLocation(in: view) }
        var x: CGFloat = 0
        var y: CGFloat = 0
        let n = CGFloat(trackedTouches.count)
        for touch in trackedTouches {
            x += touch.locationInWindow.x / n
            y += touch.locationInWindow.y / n
        }
        let p = CGPoint(x: x, y: y)
        return view.map { $0.convert(p, from: nil) } ?? p
    }

    /// Where the last touch was, for `location(in:)` after the touches lifted.
    var lastWindowLocation: CGPoint = .zero
    private func lastLocation(in view: View?) -> CGPoint {
        view.map { $0.convert(lastWindowLocation, from: nil) } ?? lastWindowLocation
    }

    /// The location of the touch at `index` (touch-down order) in `view`'s coordinates.
    public func location(ofTouch index: Int, in view: View?) -> CGPoint {
        precondition(
            trackedTouches.indices.contains(index),
            "GestureRecognizer.location(ofTouch: \(index)): only \(trackedTouches.count) touches")
        return trackedTouches[index].location(in: view)
    }

    /// Makes this recognizer wait for `other` to fail before it begins or recognizes; if
    /// `other` recognizes, this one fails (UIKit T6).
    public func require(toFail other: GestureRecognizer) {
        precondition(
            other !== self, "GestureRecognizer.require(toFail:): \(self) cannot require itself")
        failureRequirements.append(WeakRecognizer(other))
    }

    // MARK: - Subclass overrides

    /// New touches for the recognizer.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    /// The recognizer's touches moved.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    /// The recognizer's touches lifted.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
    /// The recognizer's touches were cancelled. The default cancels a running gesture and
    /// fails a possible one.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        switch state {
        case .began, .changed: state = .cancelled
        case .possible: state = .failed
        default: break
        }
    }

    /// Resets internal state after a gesture ended, failed or was cancelled. Call super.
    open func reset() {}

    /// Whether this recognizer waits for `other` to fail (its `require(toFail:)` list and the
    /// delegates' `shouldRequireFailureOf` / `shouldBeRequiredToFailBy`).
    func requiresFailure(of other: GestureRecognizer) -> Bool {
        if failureRequirements.contains(where: { $0.value === other }) { return true }
        if delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true { return true }
        if other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true {
            return true
        }
        return false
    }

    /// Whether this recognizer may leave `.possible`: the delegate, then the attached view and
    /// the views whose touches would be cancelled (UIKit T4).
    func shouldBegin() -> Bool {
        if delegate?.gestureRecognizerShouldBegin(self) == false { return false }
        if let view, !view.gestureRecognizerShouldBegin(self) { return false }
        if cancelsTouchesInView {
            var asked: [View] = view.map { [$0] } ?? []
            for touch in trackedTouches {
                guard let hit = touch.view, !asked.contains(where: { $0 === hit }) else { continue }
                asked.append(hit)
                if !hit.gestureRecognizerShouldBegin(self) { return false }
            }
        }
        return true
    }

    /// Whether `self` and `other` may recognize together (either delegate saying yes is
    /// enough, T5).
    func canRecognizeSimultaneously(with other: GestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self)
                == true
    }

    // MARK: - State machine

    private static func isValid(_ from: State, _ to: State) -> Bool {
        switch (from, to) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed),
            (.possible, .cancelled):
            return true
        case (.began, .changed), (.began, .ended), (.began, .cancelled), (.began, .failed):
            return true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled),
            (.changed, .failed):
            return true
        default: return false
        }
    }

    /// Runs `body` (a timer's work); a recognizer the window's router does not follow resets
    /// at once if `body` ended it; one it follows is read by the router at the end of the frame.
    func withDispatch(_ body: () -> Void) {
        body()
        resetIfAlone()
    }

    /// A recognizer the window's router does not follow resets as soon as it ends.
    private func resetIfAlone() {
        if !isEngaged && _state.isFinal { resetNow() }
    }

    /// Moves to `newState` if the state machine allows it. Leaving `.possible` for `.began` or
    /// `.recognized` while the router follows the recognizer becomes ``requestedState``; alone
    /// (no touches of the window), only the delegate and the views are asked (T4).
    func setState(_ newState: State) {
        let old = _state
        guard GestureRecognizer.isValid(old, newState) else { return }
        if old == .possible && (newState == .began || newState == .ended) {
            if isEngaged {
                requestedState = newState
                GestureRecognizer.attentionCount &+= 1
                return
            }
            guard isEnabled, shouldBegin() else {
                setState(.failed)
                return
            }
            take(newState)
            sendActions()
        } else {
            take(newState)
            if newState != .failed, !(old == .possible && newState == .cancelled) { sendActions() }
        }
        if _state.isFinal { invalidateTimers() }
    }

    /// Takes `newState` without asking anyone, dropping any request (the router grants a
    /// request through it).
    func take(_ newState: State) {
        requestedState = nil
        pendingState = nil
        _state = newState
        if newState.isFinal { GestureRecognizer.attentionCount &+= 1 }
    }

    func sendActions() {
        for entry in actions {
            if let closure = entry.closure {
                closure(self)
            } else {
                entry.pair?.send(from: self, chainStart: nil)
            }
        }
    }

    func resetNow() {
        invalidateTimers()
        _state = .possible
        requestedState = nil
        pendingState = nil
        hasReceivedTouches = false
        ignoresCurrentSequence = !trackedTouches.isEmpty
        reset()
    }

    // MARK: - Time

    /// Runs `body` in the first frame at least `delay` seconds after the current one, on the
    /// window's clock (``FrameClock/schedule(after:_:)``): what a custom recognizer uses where
    /// UIKit code would start a `Timer` (a long press's minimum duration). Every timer ends when
    /// the recognizer resets, and nothing is scheduled while its view is in no window. A state
    /// that `body` sets is handled like one set while touches are delivered.
    ///
    ///     override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    ///         schedule(after: 0.3) { [weak self] in self?.state = .began }
    ///     }
    ///
    /// `delay` must be finite and non-negative (it stops with a message naming it otherwise).
    public func schedule(after delay: TimeInterval, _ body: @escaping @MainActor () -> Void) {
        // A recognizer on the window itself runs on the window's clock too.
        guard let clock = (view as? Window ?? view?.window)?.clock else { return }
        let timer = clock.schedule(after: delay) { [weak self] timer in
            guard let self else { return }
            self.timers.removeAll { $0 === timer }
            self.withDispatch(body)
        }
        timers.append(timer)
    }

    /// Whether a timer is waiting.
    var hasTimers: Bool { !timers.isEmpty }
    /// How many timers are waiting.
    var timerCount: Int { timers.count }

    func invalidateTimers() {
        for timer in timers { timer.invalidate() }
        timers.removeAll()
    }

    /// `<TapGestureRecognizer "name" on <View>>`, for messages.
    public var shortDescription: String {
        var text = String(describing: type(of: self))
        if let name { text += " \"\(name)\"" }
        if let view { text += " on \(view.shortDescription)" }
        return "<\(text)>"
    }
}

extension GestureRecognizer.State {
    var isFinal: Bool { self == .ended || self == .cancelled || self == .failed }
}

struct WeakRecognizer {
    weak var value: GestureRecognizer?
    init(_ value: GestureRecognizer) { self.value = value }
}

/// Vetoes and combines recognizers, like `UIGestureRecognizerDelegate`. Every method has a
/// default (UIKit's), so implement only what you need.
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may leave `.possible`. Default `true`.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    /// Whether the recognizer sees `touch` at all (asked at touch-down). Default `true`.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch)
        -> Bool
    /// Whether both may recognize at once; `true` from either side is enough. Default `false`.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool
    /// Whether `gestureRecognizer` waits for `otherGestureRecognizer` to fail. Default `false`.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool
    /// Whether `otherGestureRecognizer` waits for `gestureRecognizer` to fail. Default `false`.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        true
    }
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch
    ) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }
}

extension GestureRecognizer {
    /// Touch-down for a recognizer that needs exactly `required` fingers and acts on a timer
    /// (a long press begins, a swipe runs out of time): more fingers fail it; once all are
    /// down, a recognizer still possible moves to `state` after `delay`, and their centroid
    /// (window coordinates) is returned. Nil while fingers are missing or it is past
    /// `.possible`.
    func fingersDown(_ required: Int, then state: State, after delay: TimeInterval) -> CGPoint? {
        guard self.state == .possible else { return nil }
        if trackedTouches.count > required {
            self.state = .failed
            return nil
        }
        guard trackedTouches.count == required else { return nil }
        invalidateTimers()
        schedule(after: delay) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.state = state
        }
        return location(in: nil)
    }
}

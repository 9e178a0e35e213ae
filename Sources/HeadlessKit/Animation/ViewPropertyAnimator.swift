import Foundation

/// UIKit's `UIViewAnimatingState`: where a ``ViewPropertyAnimator`` is in its life.
public enum ViewAnimatingState: Int, Sendable {
    /// Not started (the initial state), or finished.
    case inactive = 0
    /// Started or paused, until its animations finish or it is stopped.
    case active = 1
    /// Stopped with `stopAnimation(false)`, waiting for `finishAnimation(at:)`.
    case stopped = 2
}

/// UIKit's `UIViewAnimatingPosition`: where a ``ViewPropertyAnimator``'s views ended.
public enum ViewAnimatingPosition: Int, Sendable {
    /// At the values the animation blocks set.
    case end = 0
    /// At the values before the animation blocks ran.
    case start = 1
    /// Where they were when the animator stopped.
    case current = 2
}

/// One change of an animatable property made by a property animator's block.
struct DrivenChange {
    weak var view: View?
    let property: AnimatableProperty
    let from: AnimatableValue
    let to: AnimatableValue
    /// `from − to`: what is added to the model value at the start.
    let offset: AnimatableValue
    /// The animator's fraction of time at which the change starts moving: 0 for a block added
    /// before the start, its delay factor, or a later point for a block added while active.
    let begin: Double

    /// The value shown at `progress` (0: `from`, 1: `to`).
    func value(at progress: CGFloat) -> AnimatableValue {
        var value = to
        value.add(offset, times: 1 - progress)
        return value
    }
}

/// An interruptible, scrubbable, reversible animation of view properties, as UIKit's
/// `UIViewPropertyAnimator`: the tool of interactive transitions driven by a pan.
///
/// Its blocks run when it starts (or is paused or scrubbed for the first time): as with
/// `View.animate`, the properties take their new values at once and what is on screen moves on
/// the window's frame clock. Paused, ``fractionComplete`` moves what is on screen; reversed, the
/// views run back and end at their start values (the model values are set back, as UIKit
/// does). It animates what `View.animate` animates, additively with other animations.
///
///     let animator = ViewPropertyAnimator(duration: 0.3, curve: .easeOut) {
///         card.frame.origin.y = 100
///     }
///     animator.pauseAnimation()
///     animator.fractionComplete = 0.5      // card.presentationFrame is halfway
///     animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
///     window.settle()                      // completions get .end
///
/// An active animator is kept alive by the window of the views it moves until it finishes or
/// is stopped, so code that starts one and drops it still sees its completion. Model values
/// (not in UIKit's documentation): ``fractionComplete`` is the fraction of the forward
/// timeline also when reversed; a block with a delay factor, or added while active, moves on
/// the animator's curve over its own part of the timeline; when its window goes away, its views
/// show their model values and a running animator finishes where it was heading (on the key
/// window's next frame, or at once without one), so its completions still run; a paused one
/// stays as it is.
@MainActor
public final class ViewPropertyAnimator: @MainActor CustomStringConvertible {
    /// The length of the animation in seconds, from the start to the end values.
    public let duration: TimeInterval
    /// The delay given to ``startAnimation(afterDelay:)`` (0 until then).
    public private(set) var delay: TimeInterval = 0
    /// The timing the animator was made with (`nil` for a built-in curve given as such).
    public let timingParameters: (any TimingCurveProvider)?
    /// Where the animator is in its life: `.inactive`, `.active` or `.stopped`.
    public private(set) var state: ViewAnimatingState = .inactive
    /// Whether the animations are moving (started and not paused).
    public private(set) var isRunning = false
    /// Whether the animations run back to their start values. Set while running, the views
    /// turn around at once and take the time already run to get back.
    public var isReversed: Bool {
        get { reversed }
        set { setReversed(newValue) }
    }
    /// How far along the timeline the animator is, 0...1. Setting it pauses an inactive
    /// animator at that point (running its blocks first) and moves a paused one there; it is
    /// ignored while running or stopped. NaN counts as 0, other values are held in 0...1.
    public var fractionComplete: CGFloat {
        get { CGFloat(currentFraction) }
        set { scrub(to: newValue) }
    }
    /// Whether the animator stays active and paused at the end instead of finishing (no
    /// completion runs), so that it can be reversed. `false` by default.
    public var pausesOnCompletion = false
    /// Whether a paused animator shows ``fractionComplete`` on a linear curve (`true`, the
    /// default) or on its own curve.
    public var scrubsLinearly = true
    /// Stored: HeadlessKit's animators are always interruptible. `true` by default.
    public var isInterruptible = true
    /// Stored: touches reach animating views as usual. `true` by default.
    public var isUserInteractionEnabled = true
    /// Stored. `false` by default.
    public var isManualHitTestingEnabled = false

    private let curve: TimingCurve
    private var reversed = false
    private var pendingBlocks: [(block: @MainActor () -> Void, delayFactor: Double)] = []
    private var completions: [@MainActor (ViewAnimatingPosition) -> Void] = []
    /// The changes being animated (active) or waiting for `finishAnimation(at:)` (stopped).
    private(set) var changes: [DrivenChange] = []
    /// Windows whose animators list this animator.
    private var windows: [WeakWindow] = []
    /// While running: the part of the timeline being run.
    private var segment = Segment()
    /// While paused: the fraction of the timeline and the progress of the blocks added before
    /// the start.
    private var pausedFraction = 0.0
    private var pausedProgress = 0.0

    /// A stretch of the timeline run on one curve: from a fraction and progress to others.
    private struct Segment {
        var fromFraction = 0.0
        var toFraction = 0.0
        var fromProgress = 0.0
        var toProgress = 0.0
        var start: TimeInterval = 0
        var length: TimeInterval = 0
        var curve = TimingCurve.linear

        /// How far through the segment `now` is, 0...1.
        func share(at now: TimeInterval) -> Double {
            guard length > 1e-9 else { return now >= start ? 1 : 0 }
            return min(max((now - start) / length, 0), 1)
        }
    }

    private struct WeakWindow {
        weak var window: Window?
    }

    /// `<ViewPropertyAnimator 0.3 s .active running>`: duration, state and motion.
    public var description: String {
        var text = "<ViewPropertyAnimator \(formatted(CGFloat(duration))) s .\(state)"
        if isRunning { text += " running" }
        if reversed { text += " reversed" }
        return text + ">"
    }

    // MARK: - Making one

    /// An animator with a built-in curve and, optionally, a first block.
    ///
    /// - Precondition: `duration` is finite and not negative.
    public convenience init(
        duration: TimeInterval, curve: View.AnimationCurve,
        animations: (@MainActor () -> Void)? = nil
    ) {
        self.init(
            duration: duration, timing: curve.timingCurve, parameters: nil, animations: animations
        )
    }

    /// An animator on the cubic Bézier curve through two control points.
    ///
    /// - Precondition: `duration` is finite and not negative; the points are finite.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (@MainActor () -> Void)? = nil
    ) {
        let parameters = CubicTimingParameters(controlPoint1: point1, controlPoint2: point2)
        self.init(
            duration: duration, timing: parameters.timingCurve, parameters: parameters,
            animations: animations)
    }

    /// An animator on a spring with the given damping ratio (1: no overshoot).
    ///
    /// - Precondition: `duration` is finite and not negative; `ratio` is finite.
    public convenience init(
        duration: TimeInterval, dampingRatio ratio: CGFloat,
        animations: (@MainActor () -> Void)? = nil
    ) {
        let parameters = SpringTimingParameters(dampingRatio: ratio)
        self.init(
            duration: duration, timing: parameters.timingCurve(duration: duration),
            parameters: parameters, animations: animations)
    }

    /// An animator with custom timing.
    ///
    /// - Precondition: `duration` is finite and not negative.
    public convenience init(duration: TimeInterval, timingParameters: any TimingCurveProvider) {
        self.init(
            duration: duration, timing: timingParameters.timingCurve(duration: duration),
            parameters: timingParameters, animations: nil)
    }

    private init(
        duration: TimeInterval, timing: TimingCurve, parameters: (any TimingCurveProvider)?,
        animations: (@MainActor () -> Void)?
    ) {
        precondition(
            duration.isFinite && duration >= 0,
            "ViewPropertyAnimator(duration: \(duration)): the duration must be finite and not "
                + "negative")
        self.duration = duration
        curve = timing
        timingParameters = parameters
        if let animations { pendingBlocks.append((animations, 0)) }
    }

    /// Makes an animator and starts it at once, as UIKit's class method does: `options` give
    /// the curve (`.repeat` and `.autoreverse` are not for property animators and are ignored).
    ///
    /// - Precondition: `duration` and `delay` are finite and not negative.
    @discardableResult
    public static func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: AnimationOptions = [], animations: @escaping @MainActor () -> Void,
        completion: (@MainActor (ViewAnimatingPosition) -> Void)? = nil
    ) -> ViewPropertyAnimator {
        let animator = ViewPropertyAnimator(
            duration: duration, timing: options.curve, parameters: nil, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: - Blocks and completions

    /// Adds a block of property changes. Before the start it runs when the animator starts;
    /// while active it runs at once, and its changes move over the rest of the timeline (UIKit:
    /// `(1 − fractionComplete) × duration`). A stopped animator ignores it.
    public func addAnimations(_ animation: @escaping @MainActor () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds a block whose changes start after `delayFactor` of the (remaining) duration.
    /// `delayFactor` is held within 0...1 (NaN counts as 0).
    public func addAnimations(
        _ animation: @escaping @MainActor () -> Void, delayFactor: CGFloat
    ) {
        let factor = delayFactor.isNaN ? 0 : Double(min(max(delayFactor, 0), 1))
        switch state {
        case .inactive: pendingBlocks.append((animation, factor))
        case .active:
            let fraction = currentFraction
            run(animation, begin: fraction + factor * (1 - fraction))
            refreshWindows()
        case .stopped: break
        }
    }

    /// Adds a block to run when the animations finish, with where they ended. Completions run
    /// once, in the order they were added; `stopAnimation(true)` drops them.
    public func addCompletion(_ completion: @escaping @MainActor (ViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: - Driving it

    /// Starts the animations, or continues them after a pause.
    ///
    /// - Precondition: the animator is not stopped (call ``finishAnimation(at:)`` first).
    public func startAnimation() {
        startAnimation(afterDelay: 0, caller: "startAnimation()")
    }

    /// Starts the animations after `delay` seconds of the window's clock.
    ///
    /// - Precondition: `delay` is finite and not negative; the animator is not stopped.
    public func startAnimation(afterDelay delay: TimeInterval) {
        startAnimation(afterDelay: delay, caller: "startAnimation(afterDelay: \(delay))")
    }

    private func startAnimation(afterDelay delay: TimeInterval, caller: String) {
        precondition(
            delay.isFinite && delay >= 0,
            "ViewPropertyAnimator.\(caller): the delay must be finite and not negative (\(self))")
        precondition(
            state != .stopped,
            "ViewPropertyAnimator.\(caller): \(self) is stopped; call finishAnimation(at:) first")
        if state == .inactive { activate() }
        guard !isRunning else { return }
        self.delay = delay
        resume(length: nil, curve: curve, delay: delay)
    }

    /// Pauses the animations where they are (an inactive animator runs its blocks and pauses
    /// at the start). A stopped animator ignores it.
    public func pauseAnimation() {
        switch state {
        case .stopped: return
        case .inactive: activate()
        case .active: if isRunning { freeze() }
        }
        refreshWindows()
    }

    /// Continues paused animations with new timing: `parameters` (`nil`: the animator's own)
    /// over `durationFactor × duration` seconds, or over the time left on the original
    /// duration when `durationFactor` is 0 (also for NaN, negative and infinite factors).
    ///
    /// - Precondition: the animator is not stopped.
    public func continueAnimation(
        withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: CGFloat
    ) {
        precondition(
            state != .stopped,
            "ViewPropertyAnimator.continueAnimation(durationFactor: \(durationFactor)): \(self) "
                + "is stopped; call finishAnimation(at:) first")
        if state == .inactive { activate() }
        if isRunning { freeze() }
        let factor = Double(durationFactor)
        let length = factor.isFinite && factor > 0 ? duration * factor : nil
        resume(
            length: length, curve: parameters?.timingCurve(duration: length ?? duration) ?? curve,
            delay: 0)
    }

    /// Stops the animations where they are: the properties take the values on screen. With
    /// `withoutFinishing` the animator becomes inactive and its completions are dropped;
    /// without, it is `.stopped` until ``finishAnimation(at:)``. An inactive or stopped
    /// animator ignores it.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        if isRunning { freeze() }
        let stopped = changes
        Self.set(stopped.map { ($0, $0.value(at: progress(from: $0.begin))) })
        release()
        if withoutFinishing {
            state = .inactive
            changes = []
            completions = []
        } else {
            state = .stopped
            changes = stopped
        }
    }

    /// Finishes a stopped animator: the properties take their end values, their start values
    /// or stay where they stopped, and the completions run with `position`.
    ///
    /// - Precondition: the animator is stopped (`stopAnimation(false)`).
    public func finishAnimation(at position: ViewAnimatingPosition) {
        precondition(
            state == .stopped,
            "ViewPropertyAnimator.finishAnimation(at: .\(position)): \(self) is not stopped; "
                + "call stopAnimation(false) first")
        let stopped = changes
        changes = []
        switch position {
        case .end: Self.set(stopped.map { ($0, $0.to) })
        case .start: Self.set(stopped.map { ($0, $0.from) })
        case .current: break
        }
        complete(at: position)
    }

    // MARK: - The timeline

    /// The fraction of the timeline now.
    private var currentFraction: Double {
        guard state != .inactive else { return 0 }
        guard isRunning, let now = clockTime else { return pausedFraction }
        let share = segment.share(at: now)
        return segment.fromFraction + (segment.toFraction - segment.fromFraction) * share
    }

    /// The time on the clock of the first window the animator moves views in.
    private var clockTime: TimeInterval? {
        windows.lazy.compactMap(\.window).first?.clock.time
    }

    /// How far a change that begins at `begin` has moved (0 at its start value, 1 at its end;
    /// a spring overshoots), at `now` (the clock's time when `nil`).
    func progress(from begin: Double, at now: TimeInterval? = nil) -> CGFloat {
        let now = now ?? clockTime ?? 0
        guard begin > 0 else {
            guard isRunning else { return CGFloat(pausedProgress) }
            let p = segment.curve.value(at: segment.share(at: now))
            return CGFloat(segment.fromProgress + (segment.toProgress - segment.fromProgress) * p)
        }
        let fraction: Double
        if isRunning {
            let share = segment.share(at: now)
            fraction = segment.fromFraction + (segment.toFraction - segment.fromFraction) * share
        } else {
            fraction = pausedFraction
        }
        let local =
            begin >= 1 ? (fraction >= 1 ? 1 : 0) : min(max((fraction - begin) / (1 - begin), 0), 1)
        return CGFloat(!isRunning && scrubsLinearly ? local : curve.value(at: local))
    }

    /// Whether the running segment has reached its end at `now`.
    func hasReachedEnd(at now: TimeInterval) -> Bool {
        isRunning && now - segment.start >= segment.length - 1e-9
    }

    /// When the running segment ends, for ``Window/activities``.
    var endTime: TimeInterval? { isRunning ? segment.start + segment.length : nil }

    /// The end of the timeline was reached in the frame at `now`: finish, or pause there.
    func reachedEnd(at now: TimeInterval) {
        guard hasReachedEnd(at: now) else { return }
        freeze(at: now)
        if pausesOnCompletion {
            refreshWindows()
            return
        }
        finishNaturally()
    }

    /// Every window the animator moved views in went away while it ran: it finishes where it
    /// was heading (`.end`, or `.start` reversed), so its completions still run once.
    func windowsWentAway() {
        guard state == .active, isRunning, windows.allSatisfy({ $0.window == nil }) else {
            return
        }
        isRunning = false
        finishNaturally()
    }

    /// Runs the blocks waiting for the start: the animator becomes active, paused at 0.
    private func activate() {
        state = .active
        pausedFraction = 0
        pausedProgress = 0
        let blocks = pendingBlocks
        pendingBlocks = []
        for (block, factor) in blocks { run(block, begin: factor) }
        if windows.isEmpty, let key = Window.key { attach(key) }
    }

    /// Runs `block` and takes its changes of views in windows; views in no window just keep
    /// their new values.
    private func run(_ block: @MainActor () -> Void, begin: Double) {
        let transaction = AnimationTransaction(
            duration: duration, delay: 0, curve: curve, completion: nil)
        for (view, property, from, to) in Animator.changes(madeBy: block, in: transaction)
        where from != to {
            guard let window = view.window ?? (view as? Window) else { continue }
            changes.append(
                DrivenChange(
                    view: view, property: property, from: from, to: to,
                    offset: from.offset(to: to, property), begin: begin))
            attach(window)
        }
    }

    private func attach(_ window: Window) {
        guard !windows.contains(where: { $0.window === window }) else { return }
        windows.append(WeakWindow(window: window))
        window.animator.attach(self)
    }

    /// Runs from where the animator is paused to the end it is heading for.
    private func resume(length: TimeInterval?, curve: TimingCurve, delay: TimeInterval) {
        guard let now = clockTime else {
            // No window: no clock to wait for, so the animations end at once.
            pausedFraction = reversed ? 0 : 1
            pausedProgress = pausedFraction
            finishNaturally()
            return
        }
        let target = reversed ? 0.0 : 1.0
        segment = Segment(
            fromFraction: pausedFraction, toFraction: target, fromProgress: pausedProgress,
            toProgress: target, start: now + delay,
            length: length ?? duration * abs(target - pausedFraction), curve: curve)
        isRunning = true
        refreshWindows()
    }

    /// Pauses at where the running segment is at `now` (the clock's time when `nil`).
    private func freeze(at now: TimeInterval? = nil) {
        let now = now ?? clockTime ?? segment.start
        let share = segment.share(at: now)
        pausedFraction = segment.fromFraction + (segment.toFraction - segment.fromFraction) * share
        pausedProgress =
            segment.fromProgress + (segment.toProgress - segment.fromProgress)
            * segment.curve.value(at: share)
        isRunning = false
    }

    private func setReversed(_ newValue: Bool) {
        guard newValue != reversed else { return }
        reversed = newValue
        guard isRunning else { return }
        // Turn around where the views are, taking the time already run to get back.
        freeze()
        resume(length: nil, curve: curve, delay: 0)
    }

    private func scrub(to value: CGFloat) {
        guard state != .stopped, !isRunning else { return }
        if state == .inactive { activate() }
        let fraction = value.isNaN ? 0 : Double(min(max(value, 0), 1))
        pausedFraction = fraction
        pausedProgress = scrubsLinearly ? fraction : curve.value(at: fraction)
        refreshWindows()
    }

    // MARK: - Ending

    /// The timeline reached its end (or there was no clock): reversed animations leave their
    /// views at the start values, others at the end values (the model values already).
    private func finishNaturally() {
        let position: ViewAnimatingPosition = reversed ? .start : .end
        let finished = changes
        release()
        changes = []
        if position == .start { Self.set(finished.map { ($0, $0.from) }) }
        complete(at: position)
    }

    /// Takes the animator's offsets off its views and leaves its windows.
    private func release() {
        isRunning = false
        let attached = windows
        windows = []
        for entry in attached {
            guard let window = entry.window else { continue }
            window.animator.detach(self)
            let released = changes.compactMap { change -> (View, AnimatableProperty)? in
                guard let view = change.view, window.animator.isRunning(view) else { return nil }
                return (view, change.property)
            }
            window.animator.refreshPresentation(at: window.clock.time, released: released)
        }
    }

    private func complete(at position: ViewAnimatingPosition) {
        state = .inactive
        isRunning = false
        let calls = completions
        completions = []
        for completion in calls { completion(position) }
    }

    /// Sums the offsets again in every window the animator moves views in.
    private func refreshWindows() {
        for entry in windows {
            guard let window = entry.window else { continue }
            window.animator.refreshPresentation(at: window.clock.time)
        }
    }

    /// Sets model values without animating them: sizes and bounds origins first, so that a
    /// size change (which keeps the centre) does not move a frame origin set with it.
    private static func set(_ values: [(DrivenChange, AnimatableValue)]) {
        View.performWithoutAnimation {
            for pass in 0..<2 {
                for (change, value) in values {
                    guard let view = change.view, (change.property == .position) == (pass == 1)
                    else { continue }
                    set(change.property, of: view, to: value)
                }
            }
        }
    }

    private static func set(
        _ property: AnimatableProperty, of view: View, to value: AnimatableValue
    ) {
        switch property {
        case .position:
            view.center = CGPoint(
                x: value.x + view.bounds.width / 2, y: value.y + view.bounds.height / 2)
        case .boundsOrigin: view.bounds.origin = value.point
        case .boundsSize: view.bounds.size = value.size
        case .alpha: view.alpha = value.x
        case .transform: view.transform = value.transform
        case .backgroundColor: view.backgroundColor = value.color
        }
    }
}

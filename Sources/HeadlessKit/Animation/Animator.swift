import Foundation

/// Options of an animation, like `UIView.AnimationOptions`.
public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Start and end slowly (the default curve, cubic Bézier 0.42, 0, 0.58, 1).
    public static let curveEaseInOut = AnimationOptions([])
    /// Start slowly (0.42, 0, 1, 1).
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// End slowly (0, 0, 0.58, 1).
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Constant speed.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// Accepted for source compatibility; it changes nothing. As in UIKit since iOS 8, every
    /// property `View.animate` animates is additive: an animation in flight keeps running and
    /// the new one blends in from what is on screen, with this option or without it
    /// ("Additive animations: animateWithDuration in iOS 8", iOSoteric).
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Accepted for source compatibility; hit testing always uses the final (model) values.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Runs the animation again and again, never ending: its completion runs only if it is
    /// stopped (`false`: the view left its window). The window is never idle while it runs,
    /// so ``Window/settle(timeout:)`` returns `false` at its timeout; step such a screen with
    /// ``Window/advance(by:)`` or ``Window/runFrames(_:)`` (UIKit: `repeat`).
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs the animation forward, then backward to where it started; then what is on screen
    /// jumps to the model value, as in UIKit, unless the completion sets it back. With
    /// ``repeat``, back and forth forever (UIKit: `autoreverse`).
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)

    /// Accepted for source compatibility: a layout pass in the block is animated anyway (its
    /// frame changes are captured like any other).
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Accepted for source compatibility (nested animation blocks take their own duration).
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// Accepted for source compatibility (nested animation blocks take their own curve).
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// In `View.transition(with:...)`, animates the block's property changes instead of
    /// applying them at once.
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// In `View.transition(from:to:...)`, hides `fromView` and shows `toView` instead of
    /// swapping them in the hierarchy.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// Accepted for source compatibility.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    /// A transition's look (stored, not drawn: the change shows at once, the completion waits
    /// for the duration).
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// A transition's look (stored, not drawn).
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// A transition's look (stored, not drawn).
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// A transition's look (stored, not drawn).
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// A transition's look (stored, not drawn).
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// A transition's look (stored, not drawn).
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// A transition's look (stored, not drawn).
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    var curve: TimingCurve {
        switch rawValue & (3 << 16) {
        case 1 << 16: return .bezier(0.42, 0, 1, 1)
        case 2 << 16: return .bezier(0, 0, 0.58, 1)
        case 3 << 16: return .linear
        default: return .bezier(0.42, 0, 0.58, 1)
        }
    }
}

/// How progress through an animation maps to progress of the value.
enum TimingCurve: Equatable {
    case linear
    case bezier(Double, Double, Double, Double)
    /// A damped spring that settles (to within 0.1 %) at the end of the duration. `damping` is
    /// the damping ratio (1 = critical, no overshoot); `velocity` is the initial speed in units of
    /// the whole distance per second.
    case spring(damping: Double, velocity: Double, duration: Double)

    /// The value's progress (0 at start, 1 at end; a spring may overshoot) at time fraction `t`.
    func value(at t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        switch self {
        case .linear: return t
        case .bezier(let x1, let y1, let x2, let y2):
            return TimingCurve.cubicBezier(t, x1, y1, x2, y2)
        case .spring(let damping, let velocity, let duration):
            let time = t * duration
            let zeta = max(damping, 0.01)
            // Natural frequency chosen so the envelope e^(-ζωt) falls to 0.001 at the end.
            let omega = log(1000) / (min(zeta, 1) * duration)
            let displacement: Double
            if zeta >= 1 {
                displacement = (-1 + (velocity - omega) * time) * exp(-omega * time)
            } else {
                let damped = omega * (1 - zeta * zeta).squareRoot()
                let b = (velocity - zeta * omega) / damped
                displacement =
                    exp(-zeta * omega * time) * (-cos(damped * time) + b * sin(damped * time))
            }
            return 1 + displacement
        }
    }

    /// y on the Bézier curve (0,0) (x1,y1) (x2,y2) (1,1) where x == `x`.
    static func cubicBezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double)
        -> Double
    {
        func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        // Newton's method, then bisection if the slope is too flat to trust.
        var s = x
        for _ in 0..<8 {
            let error = coordinate(s, x1, x2) - x
            if abs(error) < 1e-9 { return coordinate(s, y1, y2) }
            let d = slope(s, x1, x2)
            if abs(d) < 1e-6 { break }
            s -= error / d
        }
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<60 {
            let value = coordinate(s, x1, x2)
            if abs(value - x) < 1e-9 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return coordinate(s, y1, y2)
    }
}

/// One running property animation. It is additive, as UIKit's are since iOS 8: it moves its
/// own `offset` (the model value before the change minus the value after) to zero on its curve,
/// and what is on screen is the model value plus the remaining offsets of every animation of
/// the property that runs.
struct PropertyAnimation {
    /// Weak: the window's animator does not own the views it moves. A view removed from the
    /// window (and perhaps released) mid-animation has its animation dropped on the next frame,
    /// with `false` for the completion, as UIKit does.
    weak var view: View?
    let property: AnimatableProperty
    /// The model values before and after the change (what ``Window/activities`` shows).
    let from: AnimatableValue
    let to: AnimatableValue
    /// `from − to` (a rotation the short way round): what is added to the model value at the
    /// start, falling to zero at the end.
    let offset: AnimatableValue
    let start: TimeInterval
    let duration: TimeInterval
    let curve: TimingCurve
    let transaction: AnimationTransaction
}

/// The animations made by one `View.animate` call, and its completion.
@MainActor
final class AnimationTransaction {
    let duration: TimeInterval
    let delay: TimeInterval
    let curve: TimingCurve
    /// Whether the animation starts again at each end (`.repeat`; never with a zero duration)
    /// and whether it runs back after running forward (`.autoreverse`).
    var repeats = false
    var autoreverses = false
    var completion: (@MainActor (Bool) -> Void)?
    /// Changes of animatable properties made in the block: view, property, from, to.
    var captured: [(View, AnimatableProperty, AnimatableValue, AnimatableValue)] = []
    /// Windows of the views whose animatable properties the block set without animating them
    /// (to the value they had, or inside `performWithoutAnimation`).
    var touchedWindows: [Window] = []
    var running = 0
    var finished = true

    init(
        duration: TimeInterval, delay: TimeInterval, curve: TimingCurve,
        completion: (@MainActor (Bool) -> Void)?
    ) {
        self.duration = duration
        self.delay = delay
        self.curve = curve
        self.completion = completion
    }

    /// Takes `.repeat` and `.autoreverse` from `options`.
    func apply(_ options: AnimationOptions) -> AnimationTransaction {
        repeats = options.contains(.repeat) && duration > 0
        autoreverses = options.contains(.autoreverse) && duration > 0
        return self
    }

    func animationEnded(finished: Bool) {
        endAnimation(finished: finished)?()
    }

    /// Notes that one of the block's animations ended; returns the call of the completion when
    /// it was the last (nil otherwise, or when there is no completion).
    func endAnimation(finished: Bool) -> (@MainActor () -> Void)? {
        if !finished { self.finished = false }
        running -= 1
        guard running == 0, let completion else { return nil }
        self.completion = nil
        let result = self.finished
        return { completion(result) }
    }
}

/// Runs a window's property animations on its frame clock.
///
/// Model values change at once, as in UIKit (`view.alpha` reads the target right after
/// `View.animate`); the `presentation…` values move frame by frame. Animations are additive, as
/// UIKit's are since iOS 8 ("Building Interruptible and Responsive Interactions", WWDC 2014):
/// a view's `extras.presentation[property]` holds the sum of the remaining offsets of the
/// property's running animations, and the `presentation…` getters add it to the model value.
/// A second animation of a property never stops the first, and neither does a set outside an
/// animation block: Core Animation removes a layer's animations only when they end or are
/// removed, so what is on screen is the new model value plus the offsets still running.
@MainActor
final class Animator {
    private(set) var animations: [PropertyAnimation] = []
    /// Animations moved by `step`, summed over every frame: a test reads it to check that a
    /// frame costs O(animations).
    private(set) var steppedAnimations = 0
    /// Completions of transactions that animated nothing, run on the next frame.
    private var pendingCompletions: [@MainActor (Bool) -> Void] = []

    // Read on every frame change (`View.willAnimate`): they skip the runtime's exclusivity check
    // (main actor only; no access to them is held across a call that could reach them again).
    /// The transaction whose block is running, if any.
    @exclusivity(unchecked) static var current: AnimationTransaction?
    /// Depth of `performWithoutAnimation` blocks.
    @exclusivity(unchecked) static var suppression = 0

    /// Property animators with changes of views in this window, active (running or paused):
    /// the window keeps them alive while they are active, as UIKit keeps a running
    /// `UIViewPropertyAnimator`. An animator is listed once.
    private(set) var drivers: [ViewPropertyAnimator] = []

    /// Whether completions of blocks that animated nothing wait for the next frame.
    var hasPendingCompletions: Bool { !pendingCompletions.isEmpty }

    /// Whether nothing moves: a paused property animator holds its views still.
    var isIdle: Bool {
        animations.isEmpty && pendingCompletions.isEmpty && !drivers.contains { $0.isRunning }
    }

    /// The window is going away with completions still owed: UIKit calls every completion
    /// exactly once. Those waiting for its next frame get `true`; its running animations stop,
    /// and a block with none left running elsewhere gets `false`; a running property animator
    /// with no other window finishes where it was heading. They run on the key window's
    /// next frame (a later turn, as in UIKit), or here if no other window is key.
    isolated deinit {
        // A view that outlives its window shows its model values.
        var owed: [@MainActor () -> Void] = []
        for driver in drivers {
            for change in driver.changes {
                if let view = change.view { Animator.removeAnimations(of: view) }
            }
            // A running property animator with no window left finishes where it was heading.
            if driver.isRunning { owed.append { driver.windowsWentAway() } }
        }
        guard !pendingCompletions.isEmpty || !animations.isEmpty || !owed.isEmpty else { return }
        owed += pendingCompletions.map { completion in
            { completion(true) }
        }
        for animation in animations {
            // A view that outlives its window shows its model values.
            if let view = animation.view { Animator.removeAnimations(of: view) }
            if let call = animation.transaction.endAnimation(finished: false) { owed.append(call) }
        }
        guard !owed.isEmpty else { return }
        if let key = Window.key, key.animator !== self {
            key.animator.completeNextFrame { _ in for call in owed { call() } }
        } else {
            for call in owed { call() }
        }
    }

    static func capture(
        _ view: View, _ property: AnimatableProperty, from: AnimatableValue, to: AnimatableValue
    ) {
        current?.captured.append((view, property, from, to))
    }

    /// Notes that the running block set an animatable property of `view` without animating it
    /// (to the value it had, or inside `performWithoutAnimation`): the completion waits at
    /// least for the next frame of the view's window.
    static func touch(_ view: View) {
        guard let transaction = current, let window = view.window ?? (view as? Window),
            transaction.touchedWindows.last !== window
        else { return }
        if !transaction.touchedWindows.contains(where: { $0 === window }) {
            transaction.touchedWindows.append(window)
        }
    }

    static func removeAnimations(of view: View) {
        guard view.extras?.presentation != nil else { return }
        view.extras?.presentation = nil
    }

    func add(
        _ transaction: AnimationTransaction,
        from captured: [(View, AnimatableProperty, AnimatableValue, AnimatableValue)],
        now: TimeInterval
    ) {
        for (view, property, from, to) in captured {
            // Animations already running on the property go on: this one adds its offset.
            let offset = from.offset(to: to, property)
            let animation = PropertyAnimation(
                view: view, property: property, from: from, to: to, offset: offset,
                start: now + transaction.delay, duration: transaction.duration,
                curve: transaction.curve, transaction: transaction)
            animations.append(animation)
            transaction.running += 1
            let extras = view.ensureExtras()
            if extras.presentation == nil { extras.presentation = [:] }
            extras.presentation?[property, default: .zero].add(offset)
        }
    }

    /// Lists `driver` (once) as having changes of views in this window.
    func attach(_ driver: ViewPropertyAnimator) {
        if !drivers.contains(where: { $0 === driver }) { drivers.append(driver) }
    }

    /// Drops `driver`, after it took its offsets off its views.
    func detach(_ driver: ViewPropertyAnimator) {
        drivers.removeAll { $0 === driver }
    }

    func completeNextFrame(_ completion: @escaping @MainActor (Bool) -> Void) {
        pendingCompletions.append(completion)
    }

    /// Moves every animation to time `now`, ending those that are done.
    ///
    /// - Complexity: O(*n*) in the number of animations, however many share a property.
    func step(to now: TimeInterval) {
        if !pendingCompletions.isEmpty {
            let completions = pendingCompletions
            pendingCompletions = []
            for completion in completions { completion(true) }
        }
        guard !animations.isEmpty || !drivers.isEmpty else { return }
        // The offsets are summed again from zero: clear every animated property's sum first.
        clearSums()
        var running: [PropertyAnimation] = []
        running.reserveCapacity(animations.count)
        var ended: [PropertyAnimation] = []
        var stopped: [PropertyAnimation] = []
        steppedAnimations += animations.count
        for animation in animations {
            // Released, or no longer in this animator's window.
            guard let view = animation.view, isRunning(view) else {
                stopped.append(animation)
                continue
            }
            guard let remaining = Animator.remainingShare(of: animation, at: now) else {
                ended.append(animation)
                continue
            }
            view.extras?.presentation?[animation.property, default: .zero].add(
                animation.offset, times: remaining)
            running.append(animation)
        }
        animations = running
        addDrivenOffsets(at: now)
        for animation in stopped + ended {
            guard let extras = animation.view?.extras, extras.presentation?.isEmpty == true
            else { continue }
            extras.presentation = nil
        }
        for animation in stopped { animation.transaction.animationEnded(finished: false) }
        for animation in ended { animation.transaction.animationEnded(finished: true) }
        // Property animators that reached their end finish after the frame's values are set.
        // A snapshot: a completion may start, stop or add animators.
        for driver in drivers where driver.hasReachedEnd(at: now) {
            driver.reachedEnd(at: now)
        }
    }

    /// What share of `animation`'s offset is still on screen at `now` (1 at the start, 0 at
    /// the end; a spring may overshoot), or `nil` once it has ended.
    private static func remainingShare(of animation: PropertyAnimation, at now: TimeInterval)
        -> CGFloat?
    {
        let elapsed = now - animation.start
        let transaction = animation.transaction
        // One run: forward, or forward and back.
        let run = transaction.autoreverses ? 2 * animation.duration : animation.duration
        // The frame at the end time ends it, whatever the rounding of the clock's times
        // (a nanosecond is far below a frame). A repeating one never ends.
        if !transaction.repeats, elapsed >= run - 1e-9 { return nil }
        // Before the start (a delay), t is negative (-∞ for a zero duration): held at 0.
        var t = elapsed / animation.duration
        if transaction.repeats, t > 0 {
            t = t.truncatingRemainder(dividingBy: run / animation.duration)
        }
        if transaction.autoreverses, t > 1 { t = max(0, 2 - t) }
        return 1 - CGFloat(animation.curve.value(at: max(t, 0)))
    }

    /// Clears the summed offsets of every property that an animation or a property animator
    /// moves in this window.
    private func clearSums() {
        for animation in animations {
            animation.view?.extras?.presentation?[animation.property] = nil
        }
        for driver in drivers {
            for change in driver.changes where change.view.map(isRunning) == true {
                change.view?.extras?.presentation?[change.property] = nil
            }
        }
    }

    /// Adds each property animator's share of its changes in this window at `now`.
    private func addDrivenOffsets(at now: TimeInterval) {
        for driver in drivers {
            for change in driver.changes {
                guard let view = change.view, isRunning(view) else { continue }
                let extras = view.ensureExtras()
                if extras.presentation == nil { extras.presentation = [:] }
                extras.presentation?[change.property, default: .zero].add(
                    change.offset, times: 1 - driver.progress(from: change.begin, at: now))
            }
        }
    }

    /// Sums the offsets again at `now` without ending anything: a property animator's state
    /// changed outside a frame (paused, scrubbed, stopped). `released` are views whose
    /// property animator changes were just dropped: their sums are cleared first, and their
    /// presentation dropped when nothing else moves them.
    func refreshPresentation(at now: TimeInterval, released: [(View, AnimatableProperty)] = []) {
        for (view, property) in released { view.extras?.presentation?[property] = nil }
        clearSums()
        for animation in animations {
            guard let view = animation.view, isRunning(view) else { continue }
            view.extras?.presentation?[animation.property, default: .zero].add(
                animation.offset, times: Animator.remainingShare(of: animation, at: now) ?? 0)
        }
        addDrivenOffsets(at: now)
        for (view, _) in released where view.extras?.presentation?.isEmpty == true {
            view.extras?.presentation = nil
        }
    }

    /// Whether `view` is still in the window this animator belongs to.
    func isRunning(_ view: View) -> Bool {
        (view.window ?? (view as? Window))?.animator === self
    }
}

extension View {
    /// Animates changes to `frame`, `bounds`, `center`, `alpha`, `transform` and
    /// `backgroundColor` made in `animations`, on the window's frame clock.
    ///
    /// As in UIKit, the properties take their new values at once; what is on screen
    /// (`presentationFrame`, `presentationAlpha`, `presentationTransform`,
    /// `presentationBackgroundColor`, dumps with `.presentation`) moves frame by frame. A
    /// transform moves as Core Animation moves one: its translation, rotation (the shorter way
    /// round), scale and shear are interpolated apart, so a quarter turn keeps its size, and a
    /// whole turn (`CGAffineTransform(rotationAngle: .pi * 2)`) does not turn at all, as on iOS.
    ///
    /// Animations are additive, as UIKit's are since iOS 8: a new animation of a property that
    /// is already animating does not stop the running one. Each moves its own change (from the
    /// model value before its block to the value after) on its own curve and timing, and what
    /// is on screen is the model value plus every running animation's remaining change, so a
    /// second tap mid-flight blends in smoothly and both completions get `true`. A transform's
    /// translation, rotation, scale and shear add apart, a colour's components too. A set
    /// outside a block leaves running animations alone: the screen shows the new value plus
    /// what they still have to move. Only a view leaving its window (or the window going
    /// away) stops its animations (`false`).
    ///
    /// `completion` runs when every animation of the block has ended (`true`) or was stopped
    /// (`false`), and never inside this call when the block set a property of a view in a
    /// window: with nothing to animate (a zero duration, values set to what they were) it runs
    /// on that window's next frame, as UIKit runs it on a later turn of the run loop. A block
    /// that set nothing on a view in a window completes on the key window's next frame
    /// (``Window/makeKey()``); with no key window there is no clock to wait for, and it
    /// completes at once. A completion is never dropped: one still waiting when its window
    /// goes away runs on the key window's next frame (at once if none is key).
    ///
    ///     View.animate(withDuration: 0.3) { badge.alpha = 0 }
    ///     badge.alpha              // 0
    ///     window.advance(by: 0.15)
    ///     badge.presentationAlpha  // 0.5 on the ease-in-out curve's midpoint
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0,
        options: AnimationOptions = [], animations: () -> Void,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        run(
            AnimationTransaction(
                duration: duration, delay: delay, curve: options.curve, completion: completion
            ).apply(options),
            animations)
    }

    /// Animates with a damped spring, like UIKit's `usingSpringWithDamping` variant: `damping`
    /// is the damping ratio (1: no overshoot), `velocity` the initial speed as a fraction of the
    /// whole distance per second. The spring settles at the end of `duration`.
    ///
    /// - Precondition: `damping` and `velocity` are finite; `duration` and `delay` are finite
    ///   and not negative.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0,
        usingSpringWithDamping damping: CGFloat, initialSpringVelocity velocity: CGFloat,
        options: AnimationOptions = [], animations: () -> Void,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        precondition(
            damping.isFinite && velocity.isFinite,
            "View.animate(usingSpringWithDamping: \(damping), initialSpringVelocity: \(velocity)): "
                + "the spring's damping and initial velocity must be finite")
        let curve = TimingCurve.spring(
            damping: Double(damping), velocity: Double(velocity), duration: max(duration, 1e-6))
        run(
            AnimationTransaction(
                duration: duration, delay: delay, curve: curve, completion: completion
            ).apply(options),
            animations)
    }

    /// Runs `actions` with animations turned off, even inside an animation block.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        Animator.suppression += 1
        defer { Animator.suppression -= 1 }
        actions()
    }

    static func run(_ transaction: AnimationTransaction, _ animations: () -> Void) {
        precondition(
            transaction.duration.isFinite && transaction.duration >= 0 && transaction.delay.isFinite
                && transaction.delay >= 0,
            "View.animate: duration \(transaction.duration) and delay \(transaction.delay) must be finite and non-negative"
        )
        let merged = Animator.changes(madeBy: animations, in: transaction)
        // Group the changes by window. Every window with a view the block touched is noted,
        // even where the value did not change: the completion then waits for its next frame.
        // Views in no window just keep their new values.
        var windows = transaction.touchedWindows
        transaction.touchedWindows = []
        var byWindow: [[(View, AnimatableProperty, AnimatableValue, AnimatableValue)]] =
            windows.map { _ in [] }
        for change in merged {
            guard let window = change.0.window ?? (change.0 as? Window) else { continue }
            let index: Int
            if let found = windows.firstIndex(where: { $0 === window }) {
                index = found
            } else {
                index = windows.count
                windows.append(window)
                byWindow.append([])
            }
            if change.2 != change.3 { byWindow[index].append(change) }
        }
        if transaction.duration > 0 || transaction.delay > 0 {
            for (window, changes) in zip(windows, byWindow) where !changes.isEmpty {
                window.animator.add(transaction, from: changes, now: window.clock.time)
            }
        }
        guard transaction.running == 0, transaction.completion != nil else { return }
        // Nothing to interpolate: finish on a later frame, never inside this call, as UIKit
        // runs the completion on a later turn of the main run loop.
        if let window = windows.first ?? Window.key {
            window.animator.completeNextFrame { transaction.completion?($0) }
        } else {
            transaction.completion?(true)
        }
    }
}

extension Animator {
    /// Runs `block` as `transaction`'s animation block and returns the changes of animatable
    /// properties it made, in order; a property set twice in one block animates from its first
    /// value to its last.
    static func changes(madeBy block: () -> Void, in transaction: AnimationTransaction)
        -> [(View, AnimatableProperty, AnimatableValue, AnimatableValue)]
    {
        let outer = current
        current = transaction
        block()
        current = outer
        var merged: [(View, AnimatableProperty, AnimatableValue, AnimatableValue)] = []
        var mergedIndex: [MergeKey: Int] = [:]
        for change in transaction.captured {
            let key = MergeKey(view: ObjectIdentifier(change.0), property: change.1)
            if let index = mergedIndex[key] {
                merged[index].3 = change.3
            } else {
                mergedIndex[key] = merged.count
                merged.append(change)
            }
        }
        transaction.captured = []
        return merged
    }
}

/// A view's property, to merge the changes a block makes to it.
private struct MergeKey: Hashable {
    let view: ObjectIdentifier
    let property: AnimatableProperty
}

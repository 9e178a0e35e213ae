import Foundation

extension View {
    /// UIKit's spelling of the animation options (`UIView.AnimationOptions`).
    public typealias AnimationOptions = HeadlessKit.AnimationOptions

    /// Options of ``animateKeyframes(withDuration:delay:options:animations:completion:)``, like
    /// `UIView.KeyframeAnimationOptions`.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Accepted for source compatibility (see ``AnimationOptions/allowUserInteraction``).
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Accepted for source compatibility: animations are additive.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Accepted for source compatibility; keyframes do not repeat in HeadlessKit.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Accepted for source compatibility; keyframes do not reverse in HeadlessKit.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Each keyframe moves at an even speed over its part of the duration (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions([])
        /// Each keyframe's values appear at once at its start time.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Moved as ``calculationModeLinear``.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Moved as ``calculationModeLinear``.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Moved as ``calculationModeLinear``.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        var isDiscrete: Bool { rawValue & (7 << 10) == 1 << 10 }
    }

    /// Animates a series of keyframes (``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
    /// calls in `animations`) over `duration`, like UIKit's `animateKeyframes`. Each keyframe's
    /// changes move from the values before its block to the values after, over its share of
    /// the duration; changes made outside any keyframe move over the whole duration. The
    /// model values are the last ones set, at once. `completion` runs once, when every
    /// keyframe has ended (`false` if one was stopped), never inside this call.
    ///
    ///     View.animateKeyframes(withDuration: 0.4, delay: 0) {
    ///         View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
    ///             heart.transform = CGAffineTransform(scaleX: 1.3, y: 1.3)
    ///         }
    ///         View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
    ///             heart.transform = .identity
    ///         }
    ///     }
    ///
    /// - Precondition: `duration` and `delay` are finite and not negative.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: KeyframeAnimationOptions = [], animations: () -> Void,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        precondition(
            duration.isFinite && duration >= 0 && delay.isFinite && delay >= 0,
            "View.animateKeyframes(withDuration: \(duration), delay: \(delay)): the duration and "
                + "delay must be finite and not negative")
        let group = KeyframeGroup(completion: completion)
        let outer = KeyframeGroup.current
        KeyframeGroup.current = (group, duration, delay, options.isDiscrete)
        run(
            AnimationTransaction(
                duration: duration, delay: delay, curve: .linear, completion: group.member()),
            animations)
        KeyframeGroup.current = outer
        group.seal()
    }

    /// Adds a keyframe to the enclosing ``animateKeyframes(withDuration:delay:options:animations:completion:)``:
    /// the changes made in `animations` move from `frameStartTime` to
    /// `frameStartTime + frameDuration`, both fractions of the whole duration. The fractions are
    /// held within 0...1 (NaN counts as 0). Outside a keyframe animation the block simply runs.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: () -> Void
    ) {
        guard let (group, duration, delay, discrete) = KeyframeGroup.current else {
            animations()
            return
        }
        func unit(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
        let start = unit(frameStartTime)
        let length = min(unit(frameDuration), 1 - start)
        run(
            AnimationTransaction(
                duration: discrete ? 0 : length * duration, delay: delay + start * duration,
                curve: .linear, completion: group.member()),
            animations)
    }

    /// Runs `animations`, which change `view` (its subviews, its content), as a transition of
    /// `duration`, like UIKit's `transition(with:duration:options:animations:completion:)`.
    /// The changes show at once (the flip, curl or cross-dissolve is not drawn), unless
    /// `options` has ``AnimationOptions/allowAnimatedContent``: then they animate as in
    /// `View.animate`. `completion` gets `true` after `duration` on the clock of the view's
    /// window (of the key window if it has none; at once if there is neither).
    ///
    /// - Precondition: `duration` is finite and not negative.
    public static func transition(
        with view: View, duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        precondition(
            duration.isFinite && duration >= 0,
            "View.transition(with: \(view.shortDescription), duration: \(duration)): the duration "
                + "must be finite and not negative")
        if let animations {
            if options.contains(.allowAnimatedContent) {
                View.animate(withDuration: duration, options: options, animations: animations)
            } else {
                performWithoutAnimation(animations)
            }
        }
        complete(after: duration, near: view, completion)
    }

    /// Replaces `fromView` by `toView` in `fromView`'s superview (at its place among the
    /// siblings) as a transition of `duration`, like UIKit's
    /// `transition(from:to:duration:options:completion:)`; with
    /// ``AnimationOptions/showHideTransitionViews`` it hides `fromView` and shows `toView`
    /// instead. `completion` runs as for ``transition(with:duration:options:animations:completion:)``.
    ///
    /// - Precondition: `duration` is finite and not negative.
    public static func transition(
        from fromView: View, to toView: View, duration: TimeInterval,
        options: AnimationOptions = [], completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        precondition(
            duration.isFinite && duration >= 0,
            "View.transition(from: \(fromView.shortDescription), to: \(toView.shortDescription), "
                + "duration: \(duration)): the duration must be finite and not negative")
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if fromView !== toView, let superview = fromView.superview {
            superview.insertSubview(toView, belowSubview: fromView)
            fromView.removeFromSuperview()
        }
        complete(after: duration, near: toView.window != nil ? toView : fromView, completion)
    }

    /// Runs `completion(true)` `duration` seconds later on the clock of `view`'s window, or the
    /// key window's; at once when there is no window.
    private static func complete(
        after duration: TimeInterval, near view: View,
        _ completion: (@MainActor (Bool) -> Void)?
    ) {
        guard let completion else { return }
        guard let window = view.window ?? (view as? Window) ?? Window.key else {
            completion(true)
            return
        }
        window.clock.schedule(after: duration) { _ in completion(true) }
    }
}

/// The keyframes of one `animateKeyframes` call: its completion runs once every member (the
/// whole block and each keyframe) has ended and the call has returned.
@MainActor
final class KeyframeGroup {
    /// The innermost running `animateKeyframes` call: its group, duration, delay and whether
    /// keyframes are discrete.
    static var current: (KeyframeGroup, TimeInterval, TimeInterval, Bool)?

    private var completion: (@MainActor (Bool) -> Void)?
    private var pending = 0
    private var sealed = false
    private var finished = true

    init(completion: (@MainActor (Bool) -> Void)?) { self.completion = completion }

    /// A completion for one member.
    func member() -> @MainActor (Bool) -> Void {
        pending += 1
        return { [self] finished in
            if !finished { self.finished = false }
            pending -= 1
            finishIfDone()
        }
    }

    /// No more members: the completion may run.
    func seal() {
        sealed = true
        finishIfDone()
    }

    private func finishIfDone() {
        guard sealed, pending == 0, let completion else { return }
        self.completion = nil
        completion(finished)
    }
}

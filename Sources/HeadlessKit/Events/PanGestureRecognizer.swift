import Foundation

/// Recognizes a drag, like `UIPanGestureRecognizer` (continuous).
///
/// It begins once the fingers' mean movement since touch-down reaches ``hysteresis``
/// (model value 10 pt; UIKit's is private). ``translation(in:)`` is the whole movement
/// since touch-down, so at `.began` it already includes the hysteresis (model choice: a drag
/// of 100 pt translates 100 pt).
///
///     let pan = PanGestureRecognizer { recognizer in
///         let pan = recognizer as! PanGestureRecognizer
///         card.center.x = start + pan.translation(in: card.superview).x
///     }
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
    /// Fingers needed to begin. 1 by default.
    public var minimumNumberOfTouches = 1
    /// Most fingers allowed. `Int.max` by default.
    public var maximumNumberOfTouches = Int.max
    /// Movement (pt) before the pan begins. Model value: 10.
    ///
    /// - Precondition: finite and not negative.
    public var hysteresis: CGFloat = 10 {
        didSet {
            precondition(
                hysteresis.isFinite && hysteresis >= 0,
                "PanGestureRecognizer.hysteresis: \(hysteresis) is not a finite, non-negative "
                    + "length (\(shortDescription))")
        }
    }

    /// How far back (s) `velocity(in:)` looks. Model value: 0.1.
    public nonisolated static let velocityWindow: TimeInterval = 0.1

    private var translation: CGPoint = .zero
    private var samples: [(time: TimeInterval, translation: CGPoint)] = []
    private var now: TimeInterval = 0

    /// The total movement since touch-down (or since the last ``setTranslation(_:in:)``) in
    /// `view`'s coordinates.
    public func translation(in view: View?) -> CGPoint { translation }

    /// Sets the translation. The velocity is kept, as in UIKit: the recorded movement is
    /// shifted by the same amount, so a handler that resets the translation to `.zero` on each
    /// `.changed` still sees the finger's speed in ``velocity(in:)``.
    public func setTranslation(_ translation: CGPoint, in view: View?) {
        precondition(
            translation.x.isFinite && translation.y.isFinite,
            "PanGestureRecognizer.setTranslation: \(translation) is not finite (\(shortDescription))"
        )
        let dx = translation.x - self.translation.x
        let dy = translation.y - self.translation.y
        self.translation = translation
        for index in samples.indices {
            samples[index].translation.x += dx
            samples[index].translation.y += dy
        }
        if samples.isEmpty { samples = [(now, translation)] }
    }

    /// The velocity (pt/s) in `view`'s coordinates, from the movement of the last 0.1 s.
    public func velocity(in view: View?) -> CGPoint {
        guard let last = samples.last else { return .zero }
        let cutoff = last.time - PanGestureRecognizer.velocityWindow - 1e-9
        guard let first = samples.first(where: { $0.time >= cutoff }), last.time > first.time
        else { return .zero }
        let dt = CGFloat(last.time - first.time)
        return CGPoint(
            x: (last.translation.x - first.translation.x) / dt,
            y: (last.translation.y - first.translation.y) / dt)
    }

    /// Decides whether to begin once the hysteresis is passed: `true` begins, `false` fails,
    /// `nil` keeps waiting. The scroll view's pan overrides it.
    func shouldBeginPan(translation: CGPoint) -> Bool? { true }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        now = event.timestamp
        if samples.isEmpty { samples = [(now, translation)] }
        if trackedTouches.count > maximumNumberOfTouches, state == .possible { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        accumulate(touches, event)
        switch state {
        case .possible:
            guard trackedTouches.count >= minimumNumberOfTouches,
                (translation.x * translation.x + translation.y * translation.y).squareRoot()
                    >= hysteresis
            else { return }
            switch shouldBeginPan(translation: translation) {
            case true?: state = .began
            case false?: state = .failed
            case nil: break
            }
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        accumulate(touches, event)
        guard
            trackedTouches.count == touches.count
                || trackedTouches.count - touches.count
                    < minimumNumberOfTouches
        else { return }
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    /// Adds the fingers' mean movement (lifted and moved ones; stationary ones count as 0).
    private func accumulate(_ touches: Set<Touch>, _ event: Event) {
        now = event.timestamp
        let n = CGFloat(max(trackedTouches.count, 1))
        var dx: CGFloat = 0
        var dy: CGFloat = 0
        for touch in trackedTouches where touches.contains(touch) {
            dx += touch.locationInWindow.x - touch.previousLocationInWindow.x
            dy += touch.locationInWindow.y - touch.previousLocationInWindow.y
        }
        translation.x += dx / n
        translation.y += dy / n
        samples.append((now, translation))
        // Keep what velocity needs, plus one.
        if samples.count > 64 { samples.removeFirst(samples.count - 64) }
    }

    open override func reset() {
        super.reset()
        translation = .zero
        samples.removeAll()
    }
}

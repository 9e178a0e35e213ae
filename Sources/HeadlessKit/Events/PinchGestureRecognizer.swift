import Foundation

/// Follows two fingers moving apart or together, like `UIPinchGestureRecognizer` (continuous:
/// `possible → began → changed… → ended`).
///
/// ``scale`` is the distance between the first two fingers divided by their distance when
/// they touched down (or when ``scale`` was last set), so the usual handler that applies the
/// scale and sets it back to 1 ports unchanged:
///
///     let pinch = PinchGestureRecognizer { recognizer in
///         let pinch = recognizer as! PinchGestureRecognizer
///         photo.transform = photo.transform.scaledBy(x: pinch.scale, y: pinch.scale)
///         pinch.scale = 1
///     }
///
/// Model value (UIKit keeps it private): the pinch begins once the distance between the
/// fingers changed by 8 points. It ends when fewer than two fingers are left.
@MainActor
open class PinchGestureRecognizer: GestureRecognizer {
    /// The scale factor since the fingers touched down or since it was last set (1 before).
    ///
    /// - Precondition: finite and not negative (it stops, naming the recognizer, otherwise).
    public var scale: CGFloat {
        get { span.value }
        set {
            precondition(
                newValue.isFinite && newValue >= 0,
                "PinchGestureRecognizer.scale: \(newValue) must be finite and not negative (\(shortDescription))"
            )
            span.rebase(to: newValue)
        }
    }

    /// How fast ``scale`` changes, in scale factor per second, over the last tenth of a second.
    public var velocity: CGFloat { span.velocity }

    /// How much the distance between the fingers must change before the pinch begins.
    static let hysteresis: CGFloat = 8

    private var span = TwoFingerSpan(measure: .distance)

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        span.follow(trackedTouches, at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        span.follow(trackedTouches, at: event.timestamp)
        stepTwoFingerGesture(crossed: span.distanceChange >= Self.hysteresis)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        endTwoFingerGesture(lifting: touches)
    }

    open override func reset() {
        super.reset()
        span = TwoFingerSpan(measure: .distance)
    }
}

/// Follows two fingers turning around each other, like `UIRotationGestureRecognizer`
/// (continuous: `possible → began → changed… → ended`).
///
/// ``rotation`` is the angle, in radians, the line through the first two fingers turned
/// since they touched down (or since ``rotation`` was last set); clockwise on screen is
/// positive, as in UIKit, and it keeps counting past a half turn.
///
/// Model value (UIKit keeps it private): the rotation begins once the line turned by 5°. It
/// ends when fewer than two fingers are left.
@MainActor
open class RotationGestureRecognizer: GestureRecognizer {
    /// The angle turned since the fingers touched down or since it was last set (0 before).
    ///
    /// - Precondition: finite (it stops, naming the recognizer, otherwise).
    public var rotation: CGFloat {
        get { span.value }
        set {
            precondition(
                newValue.isFinite,
                "RotationGestureRecognizer.rotation: \(newValue) must be finite (\(shortDescription))"
            )
            span.rebase(to: newValue)
        }
    }

    /// How fast ``rotation`` changes, in radians per second, over the last tenth of a second.
    public var velocity: CGFloat { span.velocity }

    /// How far the line through the fingers must turn before the rotation begins (5°).
    static let threshold: CGFloat = .pi / 36

    private var span = TwoFingerSpan(measure: .angle)

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        span.follow(trackedTouches, at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        span.follow(trackedTouches, at: event.timestamp)
        stepTwoFingerGesture(crossed: abs(span.turned) >= Self.threshold)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        endTwoFingerGesture(lifting: touches)
    }

    open override func reset() {
        super.reset()
        span = TwoFingerSpan(measure: .angle)
    }
}

extension GestureRecognizer {
    /// A pinch's or a rotation's step after its fingers moved: it begins once `crossed` (its
    /// threshold), then changes with every move.
    fileprivate func stepTwoFingerGesture(crossed: Bool) {
        switch state {
        case .possible: if crossed { state = .began }
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// A pinch or a rotation ends, or fails before it began, when lifting `touches` leaves
    /// fewer than two fingers.
    fileprivate func endTwoFingerGesture(lifting touches: Set<Touch>) {
        guard trackedTouches.count - touches.count < 2 else { return }
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }
}

/// The first two fingers of a pinch or a rotation: their distance or the angle of the line
/// through them, the value reported relative to where the fingers started (or to where the
/// value was last set), and its recent samples for a velocity.
@MainActor
struct TwoFingerSpan {
    enum Measure { case distance, angle }

    let measure: Measure
    /// The value reported: a scale (distance over the reference distance, times the value
    /// set) or an angle (the turn since the reference, plus the value set).
    private(set) var value: CGFloat
    /// The first measurement of the two fingers, for the begin threshold.
    private var first: CGFloat?
    /// The last measurement.
    private var last: CGFloat?
    /// The measurement and value that `value` is relative to (set on touch-down and when the
    /// value is set).
    private var reference: CGFloat?
    private var referenceValue: CGFloat
    /// The angle turned since the reference, followed across the half-turn wrap.
    private var accumulatedTurn: CGFloat = 0
    private var samples: [(time: TimeInterval, value: CGFloat)] = []

    init(measure: Measure) {
        self.measure = measure
        value = measure == .distance ? 1 : 0
        referenceValue = value
    }

    /// How much the distance between the fingers changed since they touched down.
    var distanceChange: CGFloat {
        guard let first, let last else { return 0 }
        return abs(last - first)
    }

    /// The angle turned since the fingers touched down.
    var turned: CGFloat {
        guard let first, let last else { return 0 }
        return Self.wrapped(last - first)
    }

    /// Reads the first two of `touches` (fewer: nothing changes).
    mutating func follow(_ touches: [Touch], at time: TimeInterval) {
        guard touches.count >= 2 else { return }
        let a = touches[0].locationInWindow
        let b = touches[1].locationInWindow
        let dx = b.x - a.x
        let dy = b.y - a.y
        let now: CGFloat
        switch measure {
        case .distance: now = (dx * dx + dy * dy).squareRoot()
        case .angle:
            // Two fingers on one point have no line: wait until they part.
            guard dx != 0 || dy != 0 else { return }
            now = atan2(dy, dx)
        }
        guard now.isFinite else { return }
        if first == nil { first = now }
        if measure == .angle, let last { accumulatedTurn += Self.wrapped(now - last) }
        last = now
        if reference == nil || (measure == .distance && reference == 0) {
            reference = now
            referenceValue = value
            accumulatedTurn = 0
        }
        guard let reference else { return }
        switch measure {
        case .distance: value = reference > 0 ? referenceValue * now / reference : referenceValue
        case .angle: value = referenceValue + accumulatedTurn
        }
        samples.append((time, value))
        let cutoff = time - PanGestureRecognizer.velocityWindow - 1e-9
        if let keep = samples.firstIndex(where: { $0.time >= cutoff }), keep > 0 {
            samples.removeFirst(keep)
        }
    }

    /// Makes `newValue` the value at the fingers' present position.
    mutating func rebase(to newValue: CGFloat) {
        value = newValue
        referenceValue = newValue
        reference = last
        accumulatedTurn = 0
        samples.removeAll()
    }

    /// The value's rate of change over the last tenth of a second.
    var velocity: CGFloat {
        guard let first = samples.first, let last = samples.last, last.time > first.time else {
            return 0
        }
        return (last.value - first.value) / CGFloat(last.time - first.time)
    }

    /// An angle difference brought into (−π, π].
    private static func wrapped(_ angle: CGFloat) -> CGFloat {
        var a = angle.truncatingRemainder(dividingBy: 2 * .pi)
        if a > .pi { a -= 2 * .pi }
        if a <= -.pi { a += 2 * .pi }
        return a
    }
}

import Foundation

/// Recognizes a finger held still, like `UILongPressGestureRecognizer` (continuous: `.began`
/// after ``minimumPressDuration`` on the window's clock, `.changed` as it moves, `.ended` on
/// lift).
@MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long (s) the finger must stay down. 0.5 by default.
    public var minimumPressDuration: TimeInterval = 0.5 {
        didSet {
            precondition(
                minimumPressDuration.isFinite && minimumPressDuration >= 0,
                "LongPressGestureRecognizer.minimumPressDuration: \(minimumPressDuration) must be finite and not negative (\(shortDescription))"
            )
        }
    }
    /// How far (pt) the finger may move before the press begins. 10 by default.
    public var allowableMovement: CGFloat = 10 {
        didSet {
            precondition(
                !allowableMovement.isNaN && allowableMovement >= 0,
                "LongPressGestureRecognizer.allowableMovement: \(allowableMovement) must not be NaN or negative (\(shortDescription))"
            )
        }
    }
    /// Fingers needed. 1 by default.
    public var numberOfTouchesRequired = 1

    private var start: CGPoint?

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if let point = fingersDown(
            numberOfTouchesRequired, then: .began, after: minimumPressDuration)
        {
            start = point
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        switch state {
        case .possible:
            if let start, distance(start, location(in: nil)) > allowableMovement {
                state = .failed
            }
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    open override func reset() {
        super.reset()
        start = nil
    }
}

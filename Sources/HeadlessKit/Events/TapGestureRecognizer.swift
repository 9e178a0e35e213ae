import Foundation

/// Recognizes one or more taps of one or more fingers, like `UITapGestureRecognizer`
/// (discrete: `possible → recognized | failed`).
///
/// Model values (UIKit keeps them private): a finger that moves more than
/// ``allowableMovement`` (10 pt) fails the tap; for several taps, the next touch-down must come
/// within ``maximumTapInterval`` (0.35 s) of the last lift, within 45 pt of the first tap.
@MainActor
open class TapGestureRecognizer: GestureRecognizer {
    /// Taps needed (1 by default).
    public var numberOfTapsRequired = 1
    /// Fingers needed in each tap (1 by default).
    public var numberOfTouchesRequired = 1
    /// How far (pt) a finger may move before the tap fails. Model value: 10.
    public var allowableMovement: CGFloat = 10 {
        didSet {
            precondition(
                !allowableMovement.isNaN && allowableMovement >= 0,
                "TapGestureRecognizer.allowableMovement: \(allowableMovement) must not be NaN or negative (\(shortDescription))"
            )
        }
    }
    /// How long (s) to wait for the next tap of a multi-tap. Model value: 0.35.
    public var maximumTapInterval: TimeInterval = 0.35 {
        didSet {
            precondition(
                maximumTapInterval.isFinite && maximumTapInterval >= 0,
                "TapGestureRecognizer.maximumTapInterval: \(maximumTapInterval) must be finite and not negative (\(shortDescription))"
            )
        }
    }

    private var tapsSoFar = 0
    private var maxTouchesThisTap = 0
    private var starts: [ObjectIdentifier: CGPoint] = [:]
    private var firstTapLocation: CGPoint?

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        invalidateTimers()
        for touch in touches {
            starts[ObjectIdentifier(touch)] = touch.locationInWindow
            if let first = firstTapLocation, distance(first, touch.locationInWindow) > 45 {
                state = .failed
                return
            }
        }
        maxTouchesThisTap = max(maxTouchesThisTap, trackedTouches.count)
        if maxTouchesThisTap > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        for touch in touches {
            if let start = starts[ObjectIdentifier(touch)],
                distance(start, touch.locationInWindow) > allowableMovement
            {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        touchesMoved(touches, with: event)
        guard state == .possible else { return }
        // Wait until every finger of this tap has lifted.
        guard trackedTouches.count == touches.count else { return }
        guard maxTouchesThisTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        if firstTapLocation == nil { firstTapLocation = location(in: nil) }
        tapsSoFar += 1
        maxTouchesThisTap = 0
        starts.removeAll()
        if tapsSoFar >= numberOfTapsRequired {
            state = .recognized
        } else {
            schedule(after: maximumTapInterval) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
        }
    }

    /// The location of the first tap (centroid of its fingers) once it has lifted.
    open override func location(in view: View?) -> CGPoint {
        if trackedTouches.isEmpty, let first = firstTapLocation {
            return view.map { $0.convert(first, from: nil) } ?? first
        }
        return super.location(in: view)
    }

    open override func reset() {
        super.reset()
        tapsSoFar = 0
        maxTouchesThisTap = 0
        starts.removeAll()
        firstTapLocation = nil
    }
}

func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
}

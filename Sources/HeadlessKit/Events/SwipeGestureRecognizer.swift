import Foundation

/// Recognizes a quick stroke in one of its permitted directions, like
/// `UISwipeGestureRecognizer` (discrete: `possible → recognized | failed`). It recognizes while
/// the fingers are still moving, once the stroke is long enough, as UIKit's does.
///
/// Model values (UIKit keeps them private): the fingers' centroid must travel
/// ``minimumDistance`` (50 pt) along a permitted direction, at least twice as far along it as
/// across it, within ``maximumDuration`` (0.5 s) of touching down; lifting first fails it.
///
///     let swipe = SwipeGestureRecognizer { _ in pager.showNext() }
///     swipe.direction = .left
///     view.addGestureRecognizer(swipe)
@MainActor
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions a swipe may take, like `UISwipeGestureRecognizer.Direction` (UIKit's
    /// raw values).
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions (`.right` by default, as in UIKit). Empty: nothing is
    /// recognized.
    public var direction: Direction = .right
    /// Fingers needed (1 by default).
    ///
    /// - Precondition: at least 1 (it stops, naming the recognizer, otherwise).
    public var numberOfTouchesRequired = 1 {
        didSet {
            precondition(
                numberOfTouchesRequired >= 1,
                "SwipeGestureRecognizer.numberOfTouchesRequired: \(numberOfTouchesRequired) must be at least 1 (\(shortDescription))"
            )
        }
    }
    /// How far (pt) the stroke must go along a permitted direction. Model value: 50.
    public var minimumDistance: CGFloat = 50 {
        didSet {
            precondition(
                minimumDistance.isFinite && minimumDistance >= 0,
                "SwipeGestureRecognizer.minimumDistance: \(minimumDistance) must be finite and not negative (\(shortDescription))"
            )
        }
    }
    /// How long (s) after touching down the stroke may take. Model value: 0.5.
    public var maximumDuration: TimeInterval = 0.5 {
        didSet {
            precondition(
                maximumDuration.isFinite && maximumDuration >= 0,
                "SwipeGestureRecognizer.maximumDuration: \(maximumDuration) must be finite and not negative (\(shortDescription))"
            )
        }
    }

    private var start: CGPoint?

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if let point = fingersDown(numberOfTouchesRequired, then: .failed, after: maximumDuration) {
            start = point
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible, let start, trackedTouches.count == numberOfTouchesRequired
        else { return }
        let now = location(in: nil)
        let dx = now.x - start.x
        let dy = now.y - start.y
        guard dx.isFinite, dy.isFinite else { return }
        let candidates: [(Direction, CGFloat, CGFloat)] = [
            (.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx),
        ]
        for (permitted, along, across) in candidates
        where direction.contains(permitted) && along >= minimumDistance
            && along >= 2 * abs(across)
        {
            state = .recognized
            return
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        start = nil
    }
}

import Foundation

/// Edges of a rectangle, like `UIRectEdge` (UIKit's raw values).
public struct RectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = RectEdge(rawValue: 1 << 0)
    public static let left = RectEdge(rawValue: 1 << 1)
    public static let bottom = RectEdge(rawValue: 1 << 2)
    public static let right = RectEdge(rawValue: 1 << 3)
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}

/// A pan that starts at an edge of the window (the screen, here) and moves inward, like
/// `UIScreenEdgePanGestureRecognizer`: the interactive "swipe from the edge" of a back
/// gesture or a side menu.
///
///     let back = ScreenEdgePanGestureRecognizer { recognizer in ... }
///     back.edges = .left
///     view.addGestureRecognizer(back)
///
/// Model value (UIKit keeps it private): the touch must come down within 20 points of one of
/// ``edges``, and the pan begins only if it moves away from that edge more than along it.
@MainActor
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The window edges the gesture may start from (none by default, as in UIKit: set it).
    public var edges: RectEdge = []

    /// How close to an edge (pt) the first touch must come down.
    static let edgeMargin: CGFloat = 20

    /// The chosen edges the first touch came down near.
    private var startEdges: RectEdge = []

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if trackedTouches.count == touches.count, let touch = trackedTouches.first {
            startEdges = edges.intersection(nearEdges(of: touch.locationInWindow))
        }
        super.touchesBegan(touches, with: event)
    }

    override func shouldBeginPan(translation t: CGPoint) -> Bool? {
        (startEdges.contains(.left) && t.x > abs(t.y))
            || (startEdges.contains(.right) && -t.x > abs(t.y))
            || (startEdges.contains(.top) && t.y > abs(t.x))
            || (startEdges.contains(.bottom) && -t.y > abs(t.x))
    }

    open override func reset() {
        super.reset()
        startEdges = []
    }

    /// The window edges `point` (window coordinates) is within the margin of.
    private func nearEdges(of point: CGPoint) -> RectEdge {
        guard let bounds = view?.window?.bounds, point.x.isFinite, point.y.isFinite else {
            return []
        }
        let margin = Self.edgeMargin
        var near: RectEdge = []
        if point.x - bounds.minX <= margin { near.insert(.left) }
        if bounds.maxX - point.x <= margin { near.insert(.right) }
        if point.y - bounds.minY <= margin { near.insert(.top) }
        if bounds.maxY - point.y <= margin { near.insert(.bottom) }
        return near
    }
}

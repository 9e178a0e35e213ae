import Foundation

/// Insets for each edge of a rectangle, like UIKit's `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// No insets.
    public static let zero = EdgeInsets()

    /// Makes insets from the four edges.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Whether every edge is finite (no NaN, no infinity).
    var isFinite: Bool {
        top.isFinite && left.isFinite && bottom.isFinite && right.isFinite
    }

    public var description: String {
        "{\(formatted(top)), \(formatted(left)), \(formatted(bottom)), \(formatted(right))}"
    }
}

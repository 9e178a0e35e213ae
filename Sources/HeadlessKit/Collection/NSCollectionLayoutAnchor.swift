import Foundation

/// Edges of a rectangle that follow the reading direction, like `NSDirectionalRectEdge`.
/// HeadlessKit lays out left to right: `leading` is the left edge.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Makes edges from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Where a supplementary item sits on the item it decorates, like UIKit's
/// `NSCollectionLayoutAnchor`: at the edges named (centred along an axis that names none),
/// inside the item, then moved by the offset.
///
///     NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
///
///     +------------+[b]     the badge's top-trailing corner at the item's, then moved
///     |  item      +---     right by 0.3 of its width and up by 0.3 of its height
///
/// An offset of zero keeps the supplementary item wholly inside the item.
public final class NSCollectionLayoutAnchor: Sendable {
    /// The edges the supplementary item is anchored to.
    public let edges: NSDirectionalRectEdge
    /// The offset in fractions of the supplementary item's size (zero for an absolute one).
    public let offset: CGPoint
    /// Whether ``offset`` is in fractions of the supplementary item's size.
    public let isFractionalOffset: Bool

    /// Anchors to `edges`, with no offset.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, fractional: false)
    }

    /// Anchors to `edges`, moved by `fractionalOffset` times the supplementary item's size.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, fractional: true)
    }

    /// Anchors to `edges`, moved by `absoluteOffset` points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, fractional: false)
    }

    private init(edges: NSDirectionalRectEdge, offset: CGPoint, fractional: Bool) {
        self.edges = edges
        self.offset = offset
        isFractionalOffset = fractional
    }

    /// Whether ``offset`` is in points.
    public var isAbsoluteOffset: Bool { !isFractionalOffset }

    /// Where a supplementary item of `size` goes on an item whose frame is `container`.
    func frame(ofSize size: CGSize, in container: CGRect) -> CGRect {
        let x: CGFloat =
            edges.contains(.leading)
            ? container.minX
            : edges.contains(.trailing)
                ? container.maxX - size.width : container.midX - size.width / 2
        let y: CGFloat =
            edges.contains(.top)
            ? container.minY
            : edges.contains(.bottom)
                ? container.maxY - size.height : container.midY - size.height / 2
        let dx = isFractionalOffset ? offset.x * size.width : offset.x
        let dy = isFractionalOffset ? offset.y * size.height : offset.y
        return CGRect(x: x + dx, y: y + dy, width: size.width, height: size.height)
    }
}

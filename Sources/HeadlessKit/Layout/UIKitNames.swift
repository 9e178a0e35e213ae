import Foundation

// Names that UIKit code spells with an `NS` prefix (they come from Foundation or
// Core Text there); the prefix rule only drops `UI`, so these keep working unchanged.

/// UIKit's name for ``LayoutConstraint``.
public typealias NSLayoutConstraint = LayoutConstraint
/// UIKit's name for ``LayoutXAxisAnchor``.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// UIKit's name for ``LayoutYAxisAnchor``.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// UIKit's name for ``LayoutDimension``.
public typealias NSLayoutDimension = LayoutDimension
/// UIKit's name for ``DirectionalEdgeInsets``.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// UIKit's name for ``TextAlignment``.
public typealias NSTextAlignment = TextAlignment
/// UIKit's name for ``LineBreakMode``.
public typealias NSLineBreakMode = LineBreakMode
/// UIKit's name for ``DiffableDataSourceSnapshot``.
public typealias NSDiffableDataSourceSnapshot = DiffableDataSourceSnapshot

extension LayoutConstraint {
    /// UIKit's spelling of the constraint's axis attributes (`NSLayoutConstraint.Attribute`).
    public typealias Attribute = LayoutAttribute
    /// UIKit's spelling of the relation (`NSLayoutConstraint.Relation`).
    public typealias Relation = LayoutRelation
    /// UIKit's spelling of an axis (`NSLayoutConstraint.Axis`).
    public typealias Axis = LayoutAxis
}

/// Insets that follow the reading direction, like `NSDirectionalEdgeInsets`. HeadlessKit lays
/// out left to right, so `leading` is left and `trailing` is right.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// No insets.
    public static let zero = DirectionalEdgeInsets()

    /// Makes insets from the four edges.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0)
    {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same insets, left to right.
    var edgeInsets: EdgeInsets {
        EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }
}

extension EdgeInsets {
    /// The same inset on all four edges.
    public init(all inset: CGFloat) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }
}

/// How a label breaks or truncates lines, like `NSLineBreakMode`. Stored and shown in dumps;
/// the default measurer wraps at word boundaries whatever the mode.
public enum LineBreakMode: Int, Hashable, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail
    case byTruncatingMiddle
}

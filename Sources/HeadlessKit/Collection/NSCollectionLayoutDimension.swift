import Foundation

/// One dimension (a width or a height) of an element of a ``CollectionViewCompositionalLayout``,
/// like UIKit's `NSCollectionLayoutDimension`: absolute, a fraction of the container's width or
/// height, or estimated (sized by the cell).
///
/// The container is what holds the element: a section's groups resolve against the section's
/// content (the collection view's width and height less the content inset and the section's
/// `contentInsets`); a group's subitems against the group's content (its size less its
/// `contentInsets`).
///
///     NSCollectionLayoutDimension.fractionalWidth(0.2)   // a fifth of the container's width
///     NSCollectionLayoutDimension.estimated(44)          // 44 until the cell gives its height
///
/// A NaN, infinite or negative value is data a layout can't use: it is shown as 0 (or the
/// largest length a layout uses), and the window records a `collection-layout-data` diagnostic.
public final class NSCollectionLayoutDimension: Sendable, CustomStringConvertible {
    /// What the value means.
    enum Kind: Sendable, Equatable {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    let kind: Kind
    /// The fraction, the length in points, or the estimate, as made.
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth)
    }

    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat)
        -> NSCollectionLayoutDimension
    {
        NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
    }

    /// A length in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.absolute, absoluteDimension)
    }

    /// A length in points until the cell gives its own (its
    /// ``CollectionReusableView/preferredLayoutAttributesFitting(_:)``).
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.estimated, estimatedDimension)
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is a length in points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate that the cell replaces.
    public var isEstimated: Bool { kind == .estimated }

    /// `fractionalWidth(0.2)`, `absolute(44)`, ...
    public var description: String {
        let name =
            switch kind {
            case .fractionalWidth: "fractionalWidth"
            case .fractionalHeight: "fractionalHeight"
            case .absolute: "absolute"
            case .estimated: "estimated"
            }
        return "\(name)(\(formatted(dimension)))"
    }
}

/// The width and height of an element of a compositional layout, like UIKit's
/// `NSCollectionLayoutSize`.
public final class NSCollectionLayoutSize: Sendable, CustomStringConvertible {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// Makes a size from a width and a height.
    public init(
        widthDimension width: NSCollectionLayoutDimension,
        heightDimension height: NSCollectionLayoutDimension
    ) {
        widthDimension = width
        heightDimension = height
    }

    /// `(fractionalWidth(1) absolute(44))`.
    public var description: String { "(\(widthDimension) \(heightDimension))" }
}

/// The space between the items of a group, like UIKit's `NSCollectionLayoutSpacing`: fixed, or
/// flexible (at least the value; a group whose items don't fill it spreads the leftover evenly
/// between them).
public final class NSCollectionLayoutSpacing: Sendable, CustomStringConvertible {
    /// The spacing in points (the minimum, when flexible).
    public let spacing: CGFloat
    /// Whether the group spreads its leftover space into this spacing.
    public let isFlexibleSpacing: Bool

    private init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(fixedSpacing, flexible: false)
    }

    /// At least `flexibleSpacing` points, grown to fill the group.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(flexibleSpacing, flexible: true)
    }

    /// Whether the spacing is fixed.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    /// `fixed(10)` or `flexible(10)`.
    public var description: String {
        "\(isFlexibleSpacing ? "flexible" : "fixed")(\(formatted(spacing)))"
    }
}

/// Where a supplementary item sits relative to its section, like UIKit's `NSRectAlignment`.
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing
    case topTrailing
}

import Foundation

/// Where a layout puts one cell or supplementary view, like `UICollectionViewLayoutAttributes`.
///
/// Frames are in the collection view's content coordinates (the space its cells live in).
/// `center` and `size` are views of `frame`, kept consistent the way `View`'s are.
///
///     let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
///     attributes.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
///     attributes.center   // (50, 50)
@MainActor
open class CollectionViewLayoutAttributes: @MainActor CustomStringConvertible {
    /// What kind of view the attributes describe.
    public enum Category: Sendable {
        /// A cell.
        case cell
        /// A supplementary view (a header or footer, say).
        case supplementaryView
        /// A decoration view (a section background), made by the collection view from the
        /// class its layout registered for the kind.
        case decorationView
    }

    /// The element's rectangle in content coordinates.
    public var frame: CGRect
    /// The element's index path (for supplementary views, `[section 0]` in flow and list layouts).
    public var indexPath: IndexPath
    /// Cell, supplementary view or decoration view.
    public let representedElementCategory: Category
    /// The supplementary or decoration view's kind, or `nil` for a cell.
    public let representedElementKind: String?
    /// Stacking order among siblings: higher in front. 0 by default.
    public var zIndex = 0
    /// The view's opacity. 1 by default.
    public var alpha: CGFloat = 1
    /// Whether the view is hidden. `false` by default.
    public var isHidden = false
    /// Whether a header or footer that pins to the visible bounds is pinned now (stuck to the
    /// visible edge, away from its place in the content): what its view's configuration state
    /// reports as `isPinned`. Set by the built-in layouts.
    var isPinned = false
    /// A transform other than the identity, boxed: inline, its 48 bytes would take every
    /// attributes object out of the allocator's small-object fast path.
    private var transformBox: TransformBox?

    /// The view's transform about its centre (`frame` is the untransformed frame). Identity
    /// by default.
    public var transform: CGAffineTransform {
        get { transformBox?.value ?? .identity }
        set { transformBox = newValue.isIdentity ? nil : TransformBox(value: newValue) }
    }

    /// Whether ``transform`` is not the identity.
    var hasTransform: Bool { transformBox != nil }

    /// Makes attributes for the cell at `indexPath`, with a zero frame.
    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Makes attributes for a supplementary view of `elementKind` at `indexPath`.
    public required init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath)
    {
        self.indexPath = indexPath
        frame = .zero
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Makes attributes for a decoration view of `decorationViewKind` at `indexPath`, like
    /// UIKit's `init(forDecorationViewOfKind:with:)`.
    public required init(
        forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath
    ) {
        self.indexPath = indexPath
        frame = .zero
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// The centre of `frame`. Setting it moves the frame and keeps its size.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            frame.origin = CGPoint(
                x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
        }
    }

    /// The size of `frame`. Setting it keeps `center` fixed, as `bounds.size` does for a view.
    public var size: CGSize {
        get { frame.size }
        set {
            let c = center
            frame = CGRect(
                x: c.x - newValue.width / 2, y: c.y - newValue.height / 2,
                width: newValue.width, height: newValue.height)
        }
    }

    /// `cell [0 3] (0 300; 100 100)`, plus the non-default properties.
    public var description: String {
        var text =
            representedElementKind.map { "\($0) \(indexPath.shortDescription)" }
            ?? "cell \(indexPath.shortDescription)"
        text += " " + formatted(frame)
        if zIndex != 0 { text += " z=\(zIndex)" }
        if alpha != 1 { text += " alpha=\(formatted(alpha))" }
        if isHidden { text += " hidden" }
        if !transform.isIdentity { text += " transformed" }
        return text
    }

    /// A copy with the same values (subclasses with stored state override it and call super).
    open func copy() -> Self {
        let copy: Self =
            switch representedElementCategory {
            case .cell: Self(forCellWith: indexPath)
            case .supplementaryView:
                Self(forSupplementaryViewOfKind: representedElementKind!, with: indexPath)
            case .decorationView:
                Self(forDecorationViewOfKind: representedElementKind!, with: indexPath)
            }
        copy.frame = frame
        copy.zIndex = zIndex
        copy.alpha = alpha
        copy.isHidden = isHidden
        copy.isPinned = isPinned
        copy.transformBox = transformBox
        return copy
    }
}

/// An immutable transform shared by copies of layout attributes.
private final class TransformBox {
    let value: CGAffineTransform
    init(value: CGAffineTransform) { self.value = value }
}

import Foundation

/// How a compositional layout's section scrolls across the layout's axis, like UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
///
/// Any value but `.none` lays the section's groups out in a row across the layout's axis (a
/// vertical layout's section becomes one row of groups, as tall as one group) inside a scroll
/// view of its own, which the collection view makes and which scrolls with touches like any
/// other: the cells are its subviews.
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable, CaseIterable {
    /// The section's groups go along the layout's axis (the default).
    case none
    /// The section scrolls continuously and stops where deceleration leaves it.
    case continuous
    /// The section scrolls continuously and comes to rest on the leading boundary of a group.
    case continuousGroupLeadingBoundary
    /// The section pages by the width of its scroll view (the collection view's).
    case paging
    /// The section pages one group at a time, a group's leading edge on the section's leading
    /// content inset.
    case groupPaging
    /// The section pages one group at a time, the group centred in the visible bounds.
    case groupPagingCentered
}

/// An item on screen in a section, handed to its
/// ``NSCollectionLayoutSection/visibleItemsInvalidationHandler``, like UIKit's
/// `NSCollectionLayoutVisibleItem`. Frames are in the collection view's content coordinates
/// with the section not scrolled across: subtract the handler's offset to get where it shows.
@MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    /// The item's frame (before ``transform``).
    var frame: CGRect { get }
    /// The item's bounds: its frame's size at the origin.
    var bounds: CGRect { get }
    /// The item's centre; setting it moves the item's cell.
    var center: CGPoint { get set }
    /// The cell's opacity (finite values are clamped to 0...1).
    var alpha: CGFloat { get set }
    /// The cell's stacking order among its siblings.
    var zIndex: Int { get set }
    /// Whether the cell is hidden.
    var isHidden: Bool { get set }
    /// The cell's transform about its centre.
    var transform: CGAffineTransform { get set }
    /// The item's index path.
    var indexPath: IndexPath { get }
    /// The item's element kind (`nil` for a cell), UIKit's `representedElementKind`.
    var representedElementKind: String? { get }
    /// Whether the item is a cell, a supplementary view or a decoration view.
    var representedElementCategory: CollectionViewLayoutAttributes.Category { get }
}

/// UIKit's `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`: the section's visible
/// items, its scroll offset (across the layout's axis: the section's own; along it: the
/// collection view's) and the layout environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment)
    -> Void

/// A visible item handed to a section's handler; what the handler sets is kept by the layout.
@MainActor
final class CompositionalVisibleItem: NSCollectionLayoutVisibleItem {
    let frame: CGRect
    let indexPath: IndexPath
    let representedElementKind: String?
    let representedElementCategory: CollectionViewLayoutAttributes.Category
    var center: CGPoint
    var alpha: CGFloat = 1
    var zIndex = 0
    var isHidden = false
    var transform: CGAffineTransform = .identity

    init(_ attributes: CollectionViewLayoutAttributes) {
        frame = attributes.frame
        indexPath = attributes.indexPath
        representedElementKind = attributes.representedElementKind
        representedElementCategory = attributes.representedElementCategory
        center = CGPoint(x: frame.midX, y: frame.midY)
        zIndex = attributes.zIndex
    }

    var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
}

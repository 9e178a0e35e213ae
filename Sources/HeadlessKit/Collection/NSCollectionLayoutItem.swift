import Foundation

/// One element of a compositional layout: a cell's place in a group, like UIKit's
/// `NSCollectionLayoutItem`.
///
///     let item = NSCollectionLayoutItem(
///         layoutSize: NSCollectionLayoutSize(
///             widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
///     item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
///
/// The item takes `layoutSize` in its group; its cell's frame is that rect less
/// ``contentInsets`` (UIKit: "the amount of space added around the content of the item to
/// adjust its final size after its position is computed"), except along an axis whose
/// dimension is estimated, where the insets are ignored, as UIKit documents.
@MainActor
public class NSCollectionLayoutItem {
    /// The item's width and height, resolved against its group.
    public let layoutSize: NSCollectionLayoutSize

    /// Space between the item's rect and its content (its cell, or a group's subitems).
    /// Zero by default. Leading is left and trailing is right: HeadlessKit lays out left to
    /// right. Non-finite edges are shown as 0 (a `collection-layout-data` diagnostic).
    public var contentInsets: NSDirectionalEdgeInsets = .zero

    /// Views attached to the item's cell (badges), at the same index path.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    /// Makes an item of `layoutSize`.
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
        supplementaryItems = []
    }

    /// Makes an item of `layoutSize` with `supplementaryItems` anchored to its cell.
    public init(
        layoutSize: NSCollectionLayoutSize,
        supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    ) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}

/// A view attached to an item, such as a badge, like UIKit's
/// `NSCollectionLayoutSupplementaryItem`: placed by its anchor on the item's cell frame (the
/// item's rect less its content insets), with the item's index path.
///
///     let badge = NSCollectionLayoutSupplementaryItem(
///         layoutSize: NSCollectionLayoutSize(
///             widthDimension: .absolute(20), heightDimension: .absolute(20)),
///         elementKind: "badge",
///         containerAnchor: NSCollectionLayoutAnchor(
///             edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
///     let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
///
/// Fractional dimensions are relative to the cell's frame; an estimated one stays at the
/// estimate (supplementary views do not size themselves in HeadlessKit).
@MainActor
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind the data source is asked a view of.
    public let elementKind: String
    /// Where the item sits on the cell it decorates.
    public let containerAnchor: NSCollectionLayoutAnchor

    /// Stacking order against the cells (0): higher in front. 1 by default, so supplementary
    /// views show above cells, pinned headers included.
    public var zIndex = 1

    /// Makes a supplementary item of `layoutSize` and `elementKind` at `containerAnchor`.
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String,
        containerAnchor: NSCollectionLayoutAnchor
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        super.init(layoutSize: layoutSize)
    }
}

/// A row or column of items (or of groups), repeated down a section, like UIKit's
/// `NSCollectionLayoutGroup`.
///
/// A horizontal group places its subitems left to right, a vertical one top to bottom, each
/// ``interItemSpacing`` after the one before; subitems are aligned at the group's top (or
/// leading) edge. How many it places:
/// - `horizontal(layoutSize:subitem:count:)` (and `repeatingSubitem:`): exactly `count`, each
///   `(width - interItemSpacing × (count - 1)) / count` wide, whatever the subitem's own
///   width (UIKit's rule for a group of count *N*).
/// - `horizontal(layoutSize:subitems:)`: the subitems in turn, repeated while the next one
///   fits in the group (so one `fractionalWidth(0.2)` subitem makes a row of five); at least
///   one. A group whose width is estimated places each subitem once.
///
/// Each item of the section takes the next place: a section of *n* items shows
/// ⌈*n* / places⌉ groups, the last one possibly partly empty. The number of places is fixed
/// by the estimates, before any cell gives its size.
@MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// Which way a group places its subitems.
    enum Axis {
        case horizontal, vertical
    }

    let axis: Axis
    /// How many subitems the group places when made with a count, else `nil` (fill).
    let count: Int?

    /// The items (or groups) the group places, in turn.
    public let subitems: [NSCollectionLayoutItem]

    /// The space between consecutive subitems; `nil` (the default) means none.
    public var interItemSpacing: NSCollectionLayoutSpacing?

    private init(
        layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem],
        count: Int?
    ) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    /// Checks what UIKit raises an exception for.
    private static func make(
        _ function: String, _ layoutSize: NSCollectionLayoutSize, _ axis: Axis,
        _ subitems: [NSCollectionLayoutItem], count: Int?
    ) -> NSCollectionLayoutGroup {
        precondition(
            !subitems.isEmpty, "NSCollectionLayoutGroup.\(function): subitems is empty")
        if let count {
            precondition(
                count >= 1,
                "NSCollectionLayoutGroup.\(function): count is \(count); it must be at least 1")
        }
        return NSCollectionLayoutGroup(
            layoutSize: layoutSize, axis: axis, subitems: subitems, count: count)
    }

    /// A group that places `subitems` left to right, repeating them while they fit.
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
    ) -> NSCollectionLayoutGroup {
        make("horizontal(layoutSize:subitems:)", layoutSize, .horizontal, subitems, count: nil)
    }

    /// A group of `count` copies of `subitem` side by side, sharing the group's width.
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        make(
            "horizontal(layoutSize:subitem:count:)", layoutSize, .horizontal, [subitem],
            count: count)
    }

    /// A group of `count` copies of `subitem` side by side (UIKit's iOS 16 spelling).
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
        count: Int
    ) -> NSCollectionLayoutGroup {
        make(
            "horizontal(layoutSize:repeatingSubitem:count:)", layoutSize, .horizontal, [subitem],
            count: count)
    }

    /// A group that places `subitems` top to bottom, repeating them while they fit.
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
    ) -> NSCollectionLayoutGroup {
        make("vertical(layoutSize:subitems:)", layoutSize, .vertical, subitems, count: nil)
    }

    /// A group of `count` copies of `subitem` stacked, sharing the group's height.
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        make("vertical(layoutSize:subitem:count:)", layoutSize, .vertical, [subitem], count: count)
    }

    /// A group of `count` copies of `subitem` stacked (UIKit's iOS 16 spelling).
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
        count: Int
    ) -> NSCollectionLayoutGroup {
        make(
            "vertical(layoutSize:repeatingSubitem:count:)", layoutSize, .vertical, [subitem],
            count: count)
    }
}

/// A header or footer of a section of a compositional layout, like UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`.
///
/// In a vertical layout, `.top` (and `.topLeading`, `.topTrailing`) items go above the
/// section's content and `.bottom` ones below it, in the order of the section's
/// `boundarySupplementaryItems`; in a horizontal one, `.leading` items go before it and
/// `.trailing` ones after it. Each takes its height (its width in a horizontal layout) out of
/// the scrolling axis; across, `.top` is centred, `.topLeading` at the leading edge and
/// `.topTrailing` at the trailing edge. Its index path is `[section, 0]`, as in UIKit.
///
/// An estimated length stays at the estimate: HeadlessKit sizes cells, not supplementary
/// views. Other alignments stop with a message.
@MainActor
public final class NSCollectionLayoutBoundarySupplementaryItem:
    NSCollectionLayoutSupplementaryItem
{
    /// Where the item sits relative to the section.
    public let alignment: NSRectAlignment

    /// Whether the item sticks to the visible bounds while its section shows: a leading item
    /// (a header) to their leading edge (the top, in a vertical layout), pushed out by the
    /// section's trailing items; a trailing item (a footer) to their trailing edge, never
    /// above the section's leading items. `false` by default.
    public var pinToVisibleBounds = false

    /// Makes a boundary item of `layoutSize` and `elementKind` at `alignment`.
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
    ) {
        self.alignment = alignment
        super.init(
            layoutSize: layoutSize, elementKind: elementKind,
            containerAnchor: NSCollectionLayoutAnchor(edges: []))
    }
}

/// A section of a compositional layout: one group repeated for the section's items, with
/// insets, spacing and boundary supplementary items, like UIKit's `NSCollectionLayoutSection`.
///
///     +----------- header (boundary item, .top) -----------+
///     |  contentInsets.top                                 |
///     |  [ group 0 ]                                       |
///     |  interGroupSpacing                                 |
///     |  [ group 1 ]                                       |
///     |  contentInsets.bottom                              |
///     +----------- footer (boundary item, .bottom) --------+
@MainActor
public final class NSCollectionLayoutSection {
    /// The group repeated for the section's items.
    public let group: NSCollectionLayoutGroup

    /// Space around the section's groups. Zero by default. Groups resolve fractional
    /// dimensions against the section's content, inside these insets.
    public var contentInsets: NSDirectionalEdgeInsets = .zero

    /// The space between consecutive groups. 0 by default.
    public var interGroupSpacing: CGFloat = 0

    /// Headers and footers of the section. Empty by default.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// Whether boundary items keep to the section's content insets across the scrolling axis
    /// (a header as wide as the groups) rather than spanning the whole width. `true` by
    /// default, as in UIKit.
    public var supplementariesFollowContentInsets = true

    /// How the section scrolls across the layout's axis: `.none` (the default) stacks its
    /// groups along the layout's axis; any other value lays them out in a row across it, in a
    /// scroll view of their own (see ``CollectionLayoutSectionOrthogonalScrollingBehavior``).
    public var orthogonalScrollingBehavior: CollectionLayoutSectionOrthogonalScrollingBehavior =
        .none

    /// Called with the section's visible items before a layout pass in which the section's
    /// orthogonal offset or the visible bounds changed; what it sets on the items (transform,
    /// alpha, centre, z-index, hidden) is shown on their cells. `nil` by default. Called only
    /// for orthogonal sections.
    public var visibleItemsInvalidationHandler:
        NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// Views anchored to the section, such as its background. Empty by default.
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []

    /// The list configuration the section was made from by
    /// ``list(using:layoutEnvironment:)``, else `nil`: list cells take their header style
    /// from it.
    var listConfiguration: CollectionLayoutListConfiguration?

    /// Makes a section that repeats `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}

/// The size a compositional layout's section is laid out in, like UIKit's
/// `NSCollectionLayoutContainer`.
@MainActor
public protocol NSCollectionLayoutContainer {
    /// The collection view's size.
    var contentSize: CGSize { get }
    /// ``contentSize`` less ``contentInsets``: what sections lay out in.
    var effectiveContentSize: CGSize { get }
    /// The part of the collection view's content inset across the scrolling axis.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The same as ``contentInsets``.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider is told about where its section goes, like UIKit's
/// `NSCollectionLayoutEnvironment`.
@MainActor
public protocol NSCollectionLayoutEnvironment {
    /// The container the section is laid out in.
    var container: any NSCollectionLayoutContainer { get }
}

/// The container and environment a compositional layout gives its section provider.
struct CompositionalLayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets

    var effectiveContentSize: CGSize {
        CGSize(
            width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var container: any NSCollectionLayoutContainer { self }
}

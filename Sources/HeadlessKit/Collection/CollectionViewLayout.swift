import Foundation

/// What a layout needs from the view it lays out: the visible rect, the content inset, the data
/// counts and the delegate's per-item and per-section metrics.
///
/// `CollectionView` adopts it; tests and benchmarks drive a layout through a small host of
/// their own. Every metric is optional: `nil` means "use the layout's own property", as a flow
/// delegate that does not implement a method does in UIKit.
@MainActor
package protocol CollectionLayoutHost: AnyObject {
    /// The visible rect in content coordinates: origin is the content offset.
    var layoutBounds: CGRect { get }
    /// The content inset the layout fits into (a scroll view's `adjustedContentInset`).
    var layoutContentInset: EdgeInsets { get }
    /// How many sections there are.
    func layoutNumberOfSections() -> Int
    /// How many items `section` holds.
    func layoutNumberOfItems(inSection section: Int) -> Int

    /// Whether items have sizes of their own (a flow delegate implements `sizeForItemAt`).
    var layoutHasItemSizes: Bool { get }
    /// The size of one item; asked only when ``layoutHasItemSizes`` is true.
    func layoutItemSize(at indexPath: IndexPath) -> CGSize
    /// The section's inset, or `nil` for the layout's.
    func layoutInset(forSection section: Int) -> EdgeInsets?
    /// The section's line spacing, or `nil` for the layout's.
    func layoutMinimumLineSpacing(forSection section: Int) -> CGFloat?
    /// The section's interitem spacing, or `nil` for the layout's.
    func layoutMinimumInteritemSpacing(forSection section: Int) -> CGFloat?
    /// The section's header size, or `nil` for the layout's.
    func layoutHeaderSize(inSection section: Int) -> CGSize?
    /// The section's footer size, or `nil` for the layout's.
    func layoutFooterSize(inSection section: Int) -> CGSize?

    /// Whether list rows have heights of their own (a list delegate implements `heightForItemAt`).
    var layoutHasItemHeights: Bool { get }
    /// The height of one list row; asked only when ``layoutHasItemHeights`` is true.
    func layoutItemHeight(at indexPath: IndexPath) -> CGFloat
    /// The section's list header height, or `nil` for the layout's.
    func layoutHeaderHeight(inSection section: Int) -> CGFloat?
    /// The section's list footer height, or `nil` for the layout's.
    func layoutFooterHeight(inSection section: Int) -> CGFloat?

    /// The layout was invalidated: lay out again at the next layout pass.
    func layoutDidInvalidate()
}

extension CollectionLayoutHost {
    package var layoutContentInset: EdgeInsets { .zero }
    package var layoutHasItemSizes: Bool { false }
    package func layoutItemSize(at indexPath: IndexPath) -> CGSize { .zero }
    package func layoutInset(forSection section: Int) -> EdgeInsets? { nil }
    package func layoutMinimumLineSpacing(forSection section: Int) -> CGFloat? { nil }
    package func layoutMinimumInteritemSpacing(forSection section: Int) -> CGFloat? { nil }
    package func layoutHeaderSize(inSection section: Int) -> CGSize? { nil }
    package func layoutFooterSize(inSection section: Int) -> CGSize? { nil }
    package var layoutHasItemHeights: Bool { false }
    package func layoutItemHeight(at indexPath: IndexPath) -> CGFloat { 0 }
    package func layoutHeaderHeight(inSection section: Int) -> CGFloat? { nil }
    package func layoutFooterHeight(inSection section: Int) -> CGFloat? { nil }
    package func layoutDidInvalidate() {}
}

/// Decides where a collection view's cells and supplementary views go, like
/// `UICollectionViewLayout`. Subclass it for a layout of your own.
///
/// The collection view calls ``prepare()`` once per layout update (after
/// ``invalidateLayout()``), then asks ``collectionViewContentSize`` and
/// ``layoutAttributesForElements(in:)`` for the visible rect as it scrolls. Frames are in content
/// coordinates.
///
///     final class GridLayout: CollectionViewLayout {
///         override var collectionViewContentSize: CGSize { ... }
///         override func layoutAttributesForElements(in rect: CGRect)
///             -> [CollectionViewLayoutAttributes]? { ... }
///         override func layoutAttributesForItem(at indexPath: IndexPath)
///             -> CollectionViewLayoutAttributes? { ... }
///     }
@MainActor
open class CollectionViewLayout {
    /// The kind of a section header, as flow and list layouts name it.
    public nonisolated static let elementKindSectionHeader = "CollectionElementKindSectionHeader"
    /// The kind of a section footer, as flow and list layouts name it.
    public nonisolated static let elementKindSectionFooter = "CollectionElementKindSectionFooter"

    /// The view (or test host) being laid out. Weak: the view owns its layout.
    package weak var host: (any CollectionLayoutHost)?

    /// Whether ``prepare()`` must run before the next query (set by ``invalidateLayout()``).
    package private(set) var needsPrepare = true

    /// Makes a layout that is not yet attached to a collection view.
    public init() {}

    /// Computes what the queries need. Called once per layout update, before any query.
    /// Overrides must call super.
    open func prepare() {
        needsPrepare = false
    }

    /// The size of everything the layout places, in points. Zero by default.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame intersects `rect` (content coordinates).
    /// The default returns `nil`, meaning none.
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        nil
    }

    /// The attributes of the item at `indexPath`, or `nil` if there is no such item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        nil
    }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`, or `nil`.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        nil
    }

    /// Whether a bounds change to `newBounds` needs a new layout. The default is `false`; flow
    /// and list layouts answer `true` when the size changes, not when only the origin (the
    /// scroll position) does.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        false
    }

    /// Marks the layout as stale. Returns at once; ``prepare()`` runs at the collection view's
    /// next layout pass, and repeated calls coalesce (UIKit F10). Overrides must call super.
    open func invalidateLayout() {
        needsPrepare = true
        host?.layoutDidInvalidate()
    }

    /// Where scrolling should stop, given where it would stop and the velocity in points per
    /// second. The default returns `proposedContentOffset`; override it to snap to items.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint,
        withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    /// Where to scroll after a layout change, given the offset that would be kept. Returns it.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
        -> CGPoint
    {
        proposedContentOffset
    }

    /// Runs ``prepare()`` if the layout is stale.
    package func prepareIfNeeded() {
        if needsPrepare { prepare() }
    }

    /// Attaches the layout to `host` and marks it stale.
    package func attach(to host: (any CollectionLayoutHost)?) {
        self.host = host
        needsPrepare = true
    }

    /// Bytes held per item by the prepared layout (for benchmarks); 0 for custom layouts.
    package var storageBytes: Int { 0 }
}

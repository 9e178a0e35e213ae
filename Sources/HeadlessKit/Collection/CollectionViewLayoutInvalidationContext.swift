import Foundation

/// Which parts of a layout an invalidation refreshes, like UIKit's
/// `UICollectionViewLayoutInvalidationContext`.
///
/// The collection view makes one when its bounds change (if the layout's
/// ``CollectionViewLayout/shouldInvalidateLayout(forBoundsChange:)`` says so, from
/// ``CollectionViewLayout/invalidationContext(forBoundsChange:)``), when its data reloads or
/// changes, and ``CollectionViewLayout/invalidateLayout()`` makes one that invalidates
/// everything. You can make one yourself, say what changed, and pass it to
/// ``CollectionViewLayout/invalidateLayout(with:)``:
///
///     let context = CollectionViewLayoutInvalidationContext()
///     context.invalidateSupplementaryElements(
///         ofKind: CollectionView.elementKindSectionHeader, at: [IndexPath(item: 0, section: 0)])
///     layout.invalidateLayout(with: context)
///
/// Subclass it to carry what your own layout can invalidate separately, and name the subclass
/// in your layout's ``CollectionViewLayout/invalidationContextClass``.
///
/// The built-in layouts (flow, list and compositional) prepare again in full whatever the
/// context names; the context's index paths are for layouts of your own. The collection view
/// applies ``contentOffsetAdjustment`` and ``contentSizeAdjustment``.
@MainActor
open class CollectionViewLayoutInvalidationContext {
    /// Whether all layout data is invalid (UIKit: `invalidateEverything`). Read-only, as in
    /// UIKit: true in the contexts of ``CollectionViewLayout/invalidateLayout()``, of a reload
    /// and of a data change.
    public internal(set) var invalidateEverything = false

    /// Whether the layout must ask for new section and item counts (UIKit:
    /// `invalidateDataSourceCounts`). Read-only, as in UIKit: true in the contexts of a reload
    /// (`reloadData()`, a new data source) and of a batch update.
    public internal(set) var invalidateDataSourceCounts = false

    /// What the collection view adds to its content offset once the layout is invalidated,
    /// like UIKit's `contentOffsetAdjustment`: positive values scroll further. `.zero` by
    /// default. A component that is not finite, or that would make the offset not finite, is
    /// ignored, with a diagnostic on the window.
    public var contentOffsetAdjustment: CGPoint = .zero

    /// What the collection view adds to its content size once the layout is invalidated, like
    /// UIKit's `contentSizeAdjustment` (a dimension never goes below zero). `.zero` by default.
    /// The next layout update sets the size the layout reports
    /// (``CollectionViewLayout/collectionViewContentSize``), so a layout whose content grows
    /// reports it there too. Not-finite values are ignored, with a diagnostic.
    public var contentSizeAdjustment: CGSize = .zero

    /// The items named by ``invalidateItems(at:)``, in the order given, or `nil` if none were.
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?

    /// The supplementary views named by ``invalidateSupplementaryElements(ofKind:at:)``, by
    /// kind, or `nil` if none were.
    public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?

    /// The decoration views named by ``invalidateDecorationElements(ofKind:at:)``, by kind, or
    /// `nil` if none were.
    public private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?

    /// Whether a built-in layout drops the sizes cells gave (self-sizing): set by their
    /// bounds-change contexts when the collection view's size changes.
    package var dropsPreferredSizes = false

    /// Makes an empty context: nothing is named, and no adjustment.
    public required init() {}

    /// Adds the items at `indexPaths` to those to refresh (UIKit:
    /// `invalidateItems(at:)`). Index paths of items that no longer exist are kept here and
    /// left for the layout to ignore.
    ///
    /// - Precondition: each index path has two non-negative indexes (section and item).
    /// - Complexity: O(*k*) in the index paths given.
    public func invalidateItems(at indexPaths: [IndexPath]) {
        for path in indexPaths {
            precondition(
                path.count == 2 && path[0] >= 0 && path[1] >= 0,
                "CollectionViewLayoutInvalidationContext.invalidateItems(at:): index path "
                    + "\(path) is not a section and an item")
        }
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Adds the supplementary views of `elementKind` at `indexPaths` to those to refresh
    /// (UIKit: `invalidateSupplementaryElements(ofKind:at:)`).
    ///
    /// - Precondition: each index path has at least one index and none is negative.
    /// - Complexity: O(*k*) in the index paths given.
    public func invalidateSupplementaryElements(
        ofKind elementKind: String, at indexPaths: [IndexPath]
    ) {
        Self.check(indexPaths, "invalidateSupplementaryElements(ofKind:at:)", elementKind)
        var paths = invalidatedSupplementaryIndexPaths ?? [:]
        paths[elementKind, default: []].append(contentsOf: indexPaths)
        invalidatedSupplementaryIndexPaths = paths
    }

    /// Adds the decoration views of `elementKind` at `indexPaths` to those to refresh (UIKit:
    /// `invalidateDecorationElements(ofKind:at:)`).
    ///
    /// - Precondition: each index path has at least one index and none is negative.
    /// - Complexity: O(*k*) in the index paths given.
    public func invalidateDecorationElements(
        ofKind elementKind: String, at indexPaths: [IndexPath]
    ) {
        Self.check(indexPaths, "invalidateDecorationElements(ofKind:at:)", elementKind)
        var paths = invalidatedDecorationIndexPaths ?? [:]
        paths[elementKind, default: []].append(contentsOf: indexPaths)
        invalidatedDecorationIndexPaths = paths
    }

    private static func check(_ indexPaths: [IndexPath], _ method: String, _ kind: String) {
        for path in indexPaths {
            precondition(
                path.count >= 1 && !path.contains { $0 < 0 },
                "CollectionViewLayoutInvalidationContext.\(method): index path \(path) of "
                    + "kind \(kind) is empty or negative")
        }
    }
}

/// The invalidation context of a ``CollectionViewFlowLayout``, like UIKit's
/// `UICollectionViewFlowLayoutInvalidationContext`: the flow layout's
/// ``CollectionViewLayout/invalidationContextClass``.
///
/// HeadlessKit's flow layout prepares again in full whatever the flags say, asking its
/// delegate for sizes at each `prepare()`; a subclass may read them.
@MainActor
open class CollectionViewFlowLayoutInvalidationContext: CollectionViewLayoutInvalidationContext {
    /// Whether the sizes the delegate gives must be asked again (UIKit:
    /// `invalidateFlowLayoutDelegateMetrics`). `true` by default.
    public var invalidateFlowLayoutDelegateMetrics = true

    /// Whether the positions of items, headers and footers must be worked out again, without
    /// asking for sizes (UIKit: `invalidateFlowLayoutAttributes`). `true` by default.
    public var invalidateFlowLayoutAttributes = true

    /// Makes a context with both flags set, as UIKit does.
    public required init() {
        super.init()
    }
}

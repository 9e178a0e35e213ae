import Foundation

/// What a layout needs from the view it lays out: the visible rect, the content inset, the data
/// counts and the delegate's sizes.
///
/// `CollectionView` adopts it; tests and benchmarks drive a layout through a small host of
/// their own.
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
    /// Asks the delegate (of the `kind` of protocol) which sizes it gives `layout`; called
    /// once per `prepare()`, after the counts.
    func askDelegateForMetrics(_ kind: LayoutMetricsKind, for layout: CollectionViewLayout)
        -> DelegateMetrics
    /// The layout was invalidated: lay out again at the next layout pass.
    func layoutDidInvalidate()
    /// An invalidation context asks to move the content offset and grow the content size by
    /// these amounts (not both zero).
    func applyInvalidationAdjustments(contentOffset: CGPoint, contentSize: CGSize)
}

extension CollectionLayoutHost {
    package var layoutContentInset: EdgeInsets { .zero }
    package func askDelegateForMetrics(
        _ kind: LayoutMetricsKind, for layout: CollectionViewLayout
    ) -> DelegateMetrics {
        DelegateMetrics()
    }
    package func layoutDidInvalidate() {}
    package func applyInvalidationAdjustments(contentOffset: CGPoint, contentSize: CGSize) {}
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

    /// The collection view that uses the layout, like UIKit's
    /// `UICollectionViewLayout.collectionView`: nil until the layout is set on one, and again
    /// once it is replaced or the view is gone (weak: the view owns its layout).
    public var collectionView: CollectionView? { host as? CollectionView }

    /// Whether ``prepare()`` must run before the next query (set by ``invalidateLayout()``).
    package private(set) var needsPrepare = true

    /// How many times a delegate protocol's default `sizeForItemAt` or `heightForItemAt`
    /// answered for this layout. Swift has no optional protocol methods: a collection view
    /// reads this before and after asking for the first item's size, to learn whether the
    /// delegate implements the method.
    package internal(set) var defaultItemMetricAnswers = 0

    /// Makes a layout that is not yet attached to a collection view.
    public init() {}

    /// Computes what the queries need. Called once per layout update, before any query.
    /// Overrides must call super.
    open func prepare() {
        needsPrepare = false
    }

    /// The size of everything the layout places, in points. Zero by default.
    open var collectionViewContentSize: CGSize { .zero }

    /// Whether the collection view mirrors the layout's frames when it lays out in the
    /// direction opposite to ``developmentLayoutDirection``, like UIKit's
    /// `flipsHorizontallyInOppositeLayoutDirection`: `false` here, `true` in the flow, list
    /// and compositional layouts (CollectionView+LayoutDirection.swift).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The direction the layout's frames are computed for (left to right), like UIKit's
    /// `developmentLayoutDirection`.
    open var developmentLayoutDirection: UserInterfaceLayoutDirection { .leftToRight }

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

    /// The attributes of the item being moved interactively, whose center follows
    /// `position` (UIKit: `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`).
    /// The default is a copy of the item's attributes centred on `position`, in front of the
    /// other items. Override it to scale or fade the moving cell; call super.
    open func layoutAttributesForInteractivelyMovingItem(
        at indexPath: IndexPath, withTargetPosition position: CGPoint
    ) -> CollectionViewLayoutAttributes {
        let attributes =
            layoutAttributesForItem(at: indexPath)?.copy()
            ?? CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.center = position
        attributes.zIndex = max(attributes.zIndex, 1)
        return attributes
    }

    /// Whether a bounds change to `newBounds` needs a new layout. The default is `false`; flow
    /// and list layouts answer `true` when the size changes, not when only the origin (the
    /// scroll position) does.
    ///
    /// When it answers `true`, the collection view asks
    /// ``invalidationContext(forBoundsChange:)`` for a context, then calls
    /// ``invalidateLayout(with:)`` with it, as UIKit does.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        false
    }

    /// The class of the invalidation contexts the layout makes (UIKit:
    /// `invalidationContextClass`): ``CollectionViewLayoutInvalidationContext`` by default,
    /// ``CollectionViewFlowLayoutInvalidationContext`` for a flow layout. Override it to name
    /// a subclass of your own.
    ///
    /// - Precondition: the class is ``CollectionViewLayoutInvalidationContext`` or a subclass
    ///   (checked when a context is made).
    open class var invalidationContextClass: AnyClass {
        CollectionViewLayoutInvalidationContext.self
    }

    /// A new, empty context of ``invalidationContextClass``.
    package func makeInvalidationContext() -> CollectionViewLayoutInvalidationContext {
        let contextClass: AnyClass = type(of: self).invalidationContextClass
        guard let contextType = contextClass as? CollectionViewLayoutInvalidationContext.Type
        else {
            preconditionFailure(
                "\(type(of: self)).invalidationContextClass: \(contextClass) is not a "
                    + "CollectionViewLayoutInvalidationContext")
        }
        return contextType.init()
    }

    /// A context that invalidates everything, as a reload (`dataSourceCounts`) or
    /// ``invalidateLayout()`` makes it.
    package func makeEverythingContext(dataSourceCounts: Bool)
        -> CollectionViewLayoutInvalidationContext
    {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = dataSourceCounts
        return context
    }

    /// The context for a bounds change that ``shouldInvalidateLayout(forBoundsChange:)``
    /// accepted (UIKit: `invalidationContext(forBoundsChange:)`): by default a new context of
    /// ``invalidationContextClass`` that names nothing. Override it to name what the change
    /// invalidates (the headers of a stretchy header, say), or to set
    /// ``CollectionViewLayoutInvalidationContext/contentOffsetAdjustment``; call super.
    open func invalidationContext(forBoundsChange newBounds: CGRect)
        -> CollectionViewLayoutInvalidationContext
    {
        makeInvalidationContext()
    }

    /// Marks the layout as stale, like UIKit's `invalidateLayout()`: calls
    /// ``invalidateLayout(with:)`` with a context whose
    /// ``CollectionViewLayoutInvalidationContext/invalidateEverything`` is true. Returns at
    /// once; ``prepare()`` runs at the collection view's next layout pass, and repeated calls
    /// coalesce (UIKit F10). Overrides must call super.
    open func invalidateLayout() {
        invalidateLayout(with: makeEverythingContext(dataSourceCounts: false))
    }

    /// Marks the layout as stale for what `context` names, like UIKit's
    /// `invalidateLayout(with:)`, and has the collection view apply the context's
    /// ``CollectionViewLayoutInvalidationContext/contentSizeAdjustment`` and
    /// ``CollectionViewLayoutInvalidationContext/contentOffsetAdjustment`` at once. Overrides
    /// read their own context's properties and must call super.
    ///
    /// HeadlessKit recomputes the whole layout at the next ``prepare()`` whatever the context
    /// names: a layout of your own may use the index paths to do less.
    open func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        host?.layoutDidInvalidate()
        if context.contentOffsetAdjustment != .zero || context.contentSizeAdjustment != .zero {
            host?.applyInvalidationAdjustments(
                contentOffset: context.contentOffsetAdjustment,
                contentSize: context.contentSizeAdjustment)
        }
    }

    /// Whether a cell's preferred attributes, asked by the collection view after the cell was
    /// configured, need a new layout, like `UICollectionViewLayout`'s
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`. The
    /// default is `false`; a self-sizing ``CollectionViewFlowLayout`` answers `true` when the
    /// size differs.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        false
    }

    // MARK: - Self-sizing (overridden by the flow layout)

    /// Whether the collection view asks its cells for their preferred attributes: set by a
    /// layout whose items size themselves. A stored flag, so that a layout pass without
    /// self-sizing pays one load for it.
    @exclusivity(unchecked) package var asksCellsForPreferredAttributes = false

    /// Whether cells are sized with their width fixed at the layout's (a list's rows), rather
    /// than fitted both ways (a flow layout's items).
    package var fixesWidthOfSelfSizingItems: Bool { false }

    /// Whether the item at `indexPath` has not yet been sized by its cell.
    package func needsPreferredAttributes(at indexPath: IndexPath) -> Bool { false }

    /// Keeps `size`, a cell's preferred size, for the item at `indexPath` until the sizes are
    /// dropped; returns whether the item's frame changes.
    package func recordPreferredSize(_ size: CGSize, at indexPath: IndexPath) -> Bool { false }

    /// Set by the collection view while a batch update invalidates the layout: where each
    /// item goes, so that the sizes cells gave move with their items instead of being dropped.
    var updateItemMap: ItemMap?

    /// Marks the layout stale without dropping the sizes cells gave (what a cell's preferred
    /// size asks for; ``invalidateLayout()`` drops them).
    package func invalidateLayoutKeepingPreferredSizes() {
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

    /// Called on the new layout before ``CollectionView/setCollectionViewLayout(_:animated:completion:)``
    /// puts it in place of `oldLayout`, like UIKit's `prepareForTransition(from:)`. The default
    /// does nothing.
    open func prepareForTransition(from oldLayout: CollectionViewLayout) {}

    /// Called on the old layout before ``CollectionView/setCollectionViewLayout(_:animated:completion:)``
    /// puts `newLayout` in its place, like UIKit's `prepareForTransition(to:)`. The default does
    /// nothing.
    open func prepareForTransition(to newLayout: CollectionViewLayout) {}

    /// Called on both layouts once ``CollectionView/setCollectionViewLayout(_:animated:completion:)``
    /// shows the new one, before its completion, like UIKit's `finalizeLayoutTransition()`. The
    /// default does nothing.
    open func finalizeLayoutTransition() {}

    /// Called after ``prepare()`` when a batch update (``CollectionView/performBatchUpdates(_:completion:)``,
    /// or a single insert, delete, reload or move) is applied, with its changes, like UIKit's
    /// `prepare(forCollectionViewUpdates:)`. The default does nothing.
    open func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {}

    /// Called after the layout pass that shows a batch update, like UIKit's
    /// `finalizeCollectionViewUpdates()`. The default does nothing.
    open func finalizeCollectionViewUpdates() {}

    /// Where an inserted (or moved-in) item starts, like UIKit's
    /// `initialLayoutAttributesForAppearingItem(at:)`: called for each such item between
    /// ``prepare(forCollectionViewUpdates:)`` and ``finalizeCollectionViewUpdates()``. Updates
    /// do not animate, so the answer is not used. The default returns nil.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    { nil }

    /// Where a deleted (or moved-out) item ends, like UIKit's
    /// `finalLayoutAttributesForDisappearingItem(at:)`: called for each such item between
    /// ``prepare(forCollectionViewUpdates:)`` and ``finalizeCollectionViewUpdates()``. Updates
    /// do not animate, so the answer is not used. The default returns nil.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    { nil }

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

    // MARK: - Decoration views and orthogonal sections (CollectionViewLayout+Decorations.swift)

    /// The view classes registered for decoration kinds.
    var decorationClasses: [String: CollectionReusableView.Type] = [:]

    /// The sections that scroll across the layout's axis, in section order (none by default).
    package var orthogonalSections: [OrthogonalSectionGeometry] { [] }

    /// Notes where the scroll view of orthogonal section `section` is scrolled to, across the
    /// layout's axis. Does nothing by default.
    package func setOrthogonalOffset(_ offset: CGFloat, forSection section: Int) {}

    /// Calls the visible-items handlers of the sections met by `rect` whose offset or
    /// visible bounds changed since their last call. Does nothing by default.
    package func runVisibleItemsHandlers(in rect: CGRect) {}
}

import Foundation

/// A scroll view that shows items placed by a ``CollectionViewLayout``, making views only for
/// what is on screen, like `UICollectionView`.
///
///     let list = CollectionView(
///         frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: ListLayout())
///     list.register(RowCell.self, forCellWithReuseIdentifier: "row")
///     list.dataSource = model          // numberOfItemsInSection, cellForItemAt
///     window.addSubview(list)
///     window.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 100))
///     window.settle()
///     list.indexPathsForVisibleItems   // the rows on screen now
///
/// Each layout pass (scrolling changes `bounds.origin`, which marks the view as needing
/// layout) loads the counts if `reloadData()` asked for it, prepares the layout if it was
/// invalidated, sets `contentSize`, and re-tiles:
/// - the live cells are exactly the items whose frames overlap the visible bounds grown by
///   ``reuseMargin`` on every side (0 by default: the visible items, as UIKit without
///   prefetching, F12);
/// - an item that leaves goes to the reuse pool (`didEndDisplaying`); one that enters comes
///   from `cellForItemAt`, which dequeues from the pool (`prepareForReuse`) or makes a new cell
///   of the registered class, then `willDisplay` (F11);
/// - supplementary views (headers, footers) follow the same rules.
///
/// Live cells never outnumber the items in that rect, whatever the item count, and the work
/// per frame is the layout's query (O(log n + k) for the built-in layouts) plus O(k).
///
/// Counts are cached: after the data changes, call ``reloadData()`` or the matching update
/// (``insertItems(at:)``, ``deleteItems(at:)``, ``insertSections(_:)``,
/// ``performBatchUpdates(_:completion:)``...).
/// Updates apply at once, without animation.
@MainActor
open class CollectionView: ScrollView, CollectionLayoutHost {
    /// The kind of a section header in flow and list layouts.
    public nonisolated static let elementKindSectionHeader =
        CollectionViewLayout.elementKindSectionHeader
    /// The kind of a section footer in flow and list layouts.
    public nonisolated static let elementKindSectionFooter =
        CollectionViewLayout.elementKindSectionFooter

    /// Supplies counts and cells. Weak, as in UIKit.
    public weak var dataSource: CollectionViewDataSource? {
        didSet {
            if dataSource !== oldValue {
                implementsMoveItem = nil
                reloadData()
            }
        }
    }

    /// The layout. Setting it re-lays out the items at the next layout pass.
    public var collectionViewLayout: CollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            precondition(
                collectionViewLayout.host == nil || collectionViewLayout.host === self,
                "\(shortDescription): the layout is already used by another collection view")
            oldValue.attach(to: nil)
            collectionViewLayout.attach(to: self)
            installSwipeActionsIfNeeded()
            setNeedsLayout()
        }
    }

    /// Whether the collection view is editing (UIKit's `UICollectionView.isEditing`): list
    /// cells show their `.whenEditing` accessories instead of their `.whenNotEditing` ones.
    /// `false` by default.
    public var isEditing = false {
        didSet { if isEditing != oldValue { editingDidChange() } }
    }

    /// Points the visible bounds are grown by, on every side, to decide which items are live.
    /// 0 by default: exactly the visible items.
    public var reuseMargin: CGFloat = 0 {
        didSet {
            precondition(
                reuseMargin.isFinite && reuseMargin >= 0,
                "\(shortDescription): reuseMargin \(reuseMargin) must be finite and not negative")
            setNeedsLayout()
        }
    }

    /// Told of the items about to come on screen, to load their data early (UIKit's
    /// `UICollectionView.prefetchDataSource`). Weak, as in UIKit. Each layout pass asks it
    /// for the items of the next screen in the direction of scrolling that it was not asked
    /// for yet, and cancels those that are no longer ahead when the scrolling turns back.
    /// It is never asked for an item on screen. (UIKit's cell prefetching, which makes cells
    /// before they show, is not modelled: cells are made as they come on screen.)
    public weak var prefetchDataSource: CollectionViewDataSourcePrefetching? {
        didSet { if prefetchDataSource !== oldValue { prefetchedItems = [] } }
    }
    /// Whether ``prefetchDataSource`` is asked (true by default, as in UIKit).
    public var isPrefetchingEnabled = true {
        didSet { if !isPrefetchingEnabled { prefetchedItems = [] } }
    }
    /// Items the prefetch data source was asked for that have not come on screen, been
    /// cancelled or been forgotten by a data change.
    var prefetchedItems: Set<IndexPath> = []
    /// The data version the prefetched items' paths belong to.
    var prefetchedDataVersion = 0
    /// Where the last scroll went (the next screen is that way).
    var prefetchDirection: PrefetchDirection?

    // Registration and reuse.
    var cellClasses: [String: CollectionViewCell.Type] = [:]
    /// The nib names registered for cell identifiers (Nib.swift): a dequeue with one stops.
    var cellNibNames: [String: String] = [:]
    var supplementaryClasses: [SupplementaryKey: CollectionReusableView.Type] = [:]
    var cellPool: [String: [CollectionViewCell]] = [:]
    private var supplementaryPool: [SupplementaryKey: [CollectionReusableView]] = [:]

    // What is on screen.
    var liveCells: [IndexPath: CollectionViewCell] = [:]
    var liveSupplementary: [SupplementaryKey: CollectionReusableView] = [:]
    /// Decoration views on screen, by kind and section (CollectionView+Orthogonal.swift).
    var liveDecorations: [SupplementaryKey: CollectionReusableView] = [:]
    var decorationPool: [String: [CollectionReusableView]] = [:]
    /// The scroll views of orthogonal sections, by section (CollectionView+Orthogonal.swift).
    var orthogonalScrollViews: [Int: OrthogonalScrollView] = [:]
    private var generation = 0

    // Data.
    /// Items per section, as last loaded from the data source.
    var counts: [Int] = []
    var needsReloadData = true
    var selected: Set<IndexPath> = []
    var selectionFlags: SelectionFlags = []
    /// The batch being recorded, inside `performBatchUpdates`.
    var currentBatch: BatchUpdate?
    var pendingCompletions: [(Bool) -> Void] = []
    /// The item a touch is highlighting.
    var highlightedIndexPath: IndexPath?
    /// Where the touch that highlights it went down (window coordinates).
    var highlightTouchStart: CGPoint?
    /// Bounds at the last tiling pass (a change asks the layout whether to invalidate).
    private var tiledBounds: CGRect?
    /// While the view updates its own layout, invalidations need no new layout pass.
    private var isUpdatingLayout = false
    /// Bumped whenever the counts or the live cells' index paths change (a reload, an update):
    /// a tiling pass that sees it change under it (a data source updating from inside
    /// `cellForItemAt`) stops and tiles again with the new data.
    var dataVersion = 0 {
        didSet { contentSizeBeforeDataChange = contentSizeBeforeDataChange ?? contentSize }
    }
    /// The content size before the data changed, until a layout pass at rest: if the content
    /// shrank, the offset comes back inside it.
    private var contentSizeBeforeDataChange: CGSize?
    /// Whether `tile()` is running (updates then wait for the next layout pass).
    var isTiling = false
    /// The live cell a reconfigure hands back from `dequeueReusableCell` (CollectionView+Reconfigure.swift).
    var reconfiguring: (path: IndexPath, cell: CollectionViewCell)?

    /// What update messages call an item, and the view: a table view's rows container says
    /// "row" and "table view", as UIKit's table view messages do.
    var itemNoun: String { "item" }
    var viewNoun: String { "collection view" }

    /// The swipe actions of list sections: made when a compositional layout is set.
    var swipeActions: SwipeActionsController?
    /// The long press that shows an item's context menu (none for a table view's rows view:
    /// the table view has its own).
    var contextMenus: ItemContextMenuController?
    /// How many times a delegate's default context-menu method ran: the collection view
    /// reads it to learn whether the delegate implements the method.
    var defaultContextMenuAnswers = 0

    /// Cells made so far (not recycled): a reuse counter for tests and benchmarks.
    package private(set) var cellsCreated = 0
    /// The item being moved interactively, if any.
    var interactiveMovement: InteractiveMovement?
    /// Whether the data source implements `moveItemAt` (`nil`: not asked yet).
    var implementsMoveItem: Bool?
    /// How many times the default `moveItemAt` answered (it counts, so that a collection view
    /// can tell the data source does not implement it).
    var defaultMoveAnswers = 0

    /// A supplementary view's identity: its kind (or kind and reuse identifier) and path.
    struct SupplementaryKey: Hashable {
        var kind: String
        var indexPath: IndexPath
    }

    /// Makes a collection view laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        precondition(
            layout.host == nil,
            "CollectionView: the layout is already used by another collection view")
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.attach(to: self)
        installSwipeActionsIfNeeded()
        if !(self is TableRowsView) { contextMenus = ItemContextMenuController(host: self) }
    }

    /// Whether `gestureRecognizer` may begin: the scroll pan yields to a horizontal swipe on a
    /// list cell with swipe actions in that direction (UIKit: `UICollectionLayoutListConfiguration`'s
    /// swipe actions providers), and a vertical pan scrolls. Subclasses that override it must
    /// call super.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer)
        -> Bool
    {
        if gestureRecognizer === panGestureRecognizer, let swipeActions,
            !swipeActions.scrollPanMayBegin()
        {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: - Registration and dequeueing

    /// Registers `cellClass` for `identifier`; dequeues with it make instances with
    /// `init(frame:)`. Registering again replaces the class (and empties its pool).
    public func register(
        _ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String
    ) {
        cellClasses[identifier] = cellClass
        cellNibNames[identifier] = nil
        cellPool[identifier] = nil
    }

    /// Registers `viewClass` for supplementary views of `elementKind` with `identifier`.
    public func register(
        _ viewClass: CollectionReusableView.Type,
        forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        let key = SupplementaryKey(kind: elementKind + "\u{0}" + identifier, indexPath: [])
        supplementaryClasses[key] = viewClass
        supplementaryPool[key] = nil
    }

    /// A cell for `indexPath`: a recycled one (after its `prepareForReuse()`) or a new instance
    /// of the class registered for `identifier`. Call it from the data source's
    /// `cellForItemAt`; an unregistered identifier stops.
    public func dequeueReusableCell(
        withReuseIdentifier identifier: String, for indexPath: IndexPath
    )
        -> CollectionViewCell
    {
        if let cell = cellBeingReconfigured(withReuseIdentifier: identifier, for: indexPath) {
            noteListPlacement(of: cell, at: indexPath)
            return cell
        }
        if let nibName = cellNibNames[identifier] {
            stopForNib(
                nibName, identifier: identifier, indexPath: indexPath,
                classCall: "register(_:forCellWithReuseIdentifier:)")
        }
        guard let cellClass = cellClasses[identifier] else {
            preconditionFailure(
                "\(shortDescription): could not dequeue a cell with identifier \"\(identifier)\" "
                    + "for \(indexPath.shortDescription): no class is registered for it; call "
                    + "register(_:forCellWithReuseIdentifier:) first")
        }
        let cell: CollectionViewCell
        if let recycled = cellPool[identifier]?.popLast() {
            cell = recycled
            cell.clearStatesForReuse()
            cell.prepareForReuse()
        } else {
            cell = cellClass.init(dequeuedWithFrame: .zero)
            cell.reuseIdentifier = identifier
            cell.ownerID = ObjectIdentifier(self)
            cellsCreated += 1
        }
        noteListPlacement(of: cell, at: indexPath)
        cell.isAwaitingPlacement = true
        return cell
    }

    /// A supplementary view of `elementKind` for `indexPath`, recycled or new, of the class
    /// registered for `elementKind` and `identifier`; an unregistered pair stops.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> CollectionReusableView {
        let key = SupplementaryKey(kind: elementKind + "\u{0}" + identifier, indexPath: [])
        guard let viewClass = supplementaryClasses[key] else {
            preconditionFailure(
                "\(shortDescription): could not dequeue a \(elementKind) with identifier "
                    + "\"\(identifier)\" for \(indexPath.shortDescription): no class is registered "
                    + "for it; call register(_:forSupplementaryViewOfKind:withReuseIdentifier:) first"
            )
        }
        let view: CollectionReusableView
        if let recycled = supplementaryPool[key]?.popLast() {
            view = recycled
            view.prepareForReuse()
        } else {
            view = viewClass.init(dequeuedWithFrame: .zero)
            view.reuseIdentifier = identifier
            view.ownerID = ObjectIdentifier(self)
        }
        view.poolKey = key.kind
        noteListPlacement(ofSupplementary: view, kind: elementKind, at: indexPath)
        view.isAwaitingPlacement = true
        return view
    }

    // MARK: - Data

    /// Reloads everything at the next layout pass: counts, the layout, and every live cell
    /// (they go back to the pool and are asked for again). Clears the selection.
    public func reloadData() {
        swipeActions?.endSwipe()
        // The data changed under an interactive movement: it ends, nothing is moved.
        interactiveMovement = nil
        needsReloadData = true
        setNeedsLayout()
    }

    /// The number of sections, as last loaded.
    public var numberOfSections: Int {
        ensureData()
        return counts.count
    }

    /// The number of items in `section`, as last loaded; 0 for a section out of range.
    ///
    /// - Complexity: O(1), after a pending `reloadData()` has asked the data source for its counts (O(*sections*)).
    public func numberOfItems(inSection section: Int) -> Int {
        ensureData()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    func ensureData() {
        if needsReloadData { loadCounts() }
    }

    /// Asks the data source for the counts and sends every live view back to the pool.
    private func loadCounts() {
        needsReloadData = false
        dataVersion &+= 1
        counts = Self.counts(from: dataSource, in: self)
        recycleAll()
        selected.removeAll()
        highlightedIndexPath = nil
        invalidateLayoutQuietly()
    }

    static func counts(from dataSource: CollectionViewDataSource?, in view: CollectionView) -> [Int]
    {
        guard let dataSource else { return [] }
        let sections = dataSource.numberOfSections(in: view)
        precondition(
            sections >= 0, "\(view.shortDescription): the data source returned \(sections) sections"
        )
        let movement = view.interactiveMovement
        return (0..<sections).map { section in
            let items = dataSource.collectionView(view, numberOfItemsInSection: section)
            precondition(
                items >= 0,
                "\(view.shortDescription): the data source returned \(items) items for section \(section)"
            )
            // An item moved interactively into another section shows there before the data
            // source moves it.
            if let movement { return max(0, items + movement.countDelta(inSection: section)) }
            return items
        }
    }

    /// Invalidates everything in the layout, as UIKit's collection view does on a reload
    /// (`dataSourceCounts`), a batch update or a new inset, with a context of the layout's
    /// ``CollectionViewLayout/invalidationContextClass``.
    func invalidateLayoutQuietly(dataSourceCounts: Bool = true) {
        let wasUpdating = isUpdatingLayout
        isUpdatingLayout = true
        let layout = collectionViewLayout
        layout.invalidateLayout(
            with: layout.makeEverythingContext(dataSourceCounts: dataSourceCounts))
        isUpdatingLayout = wasUpdating
        setNeedsLayout()
    }

    /// Whether `indexPath` names an existing item.
    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && counts.indices.contains(indexPath[0]) && indexPath[1] >= 0
            && indexPath[1] < counts[indexPath[0]]
    }

    /// The layout fits into the adjusted inset (a safe area that came or went): prepare it
    /// again, as UIKit does. Subclasses that override it must call super.
    open override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        invalidateLayoutQuietly(dataSourceCounts: false)
    }

    // MARK: - Layout pass

    /// Loads data, prepares the layout and re-tiles the live cells (see the type's
    /// documentation). Subclasses that override it must call super.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let boundsBefore = tiledBounds
        updateLayout()
        if !orthogonalScrollViews.isEmpty || !collectionViewLayout.orthogonalSections.isEmpty {
            updateOrthogonalScrollViews()
            collectionViewLayout.runVisibleItemsHandlers(
                in: bounds.insetBy(dx: -reuseMargin, dy: -reuseMargin))
        }
        tile()
        if collectionViewLayout.asksCellsForPreferredAttributes { sizeLiveCells() }
        if prefetchDataSource != nil || !prefetchedItems.isEmpty {
            updatePrefetching(movedFrom: boundsBefore)
        }
    }

    /// How many times one layout pass sizes newly shown cells and lays out again before it
    /// leaves the rest to the next pass.
    static let maximumSelfSizingRounds = 16

    /// Self-sizing (UIKit: `UICollectionViewFlowLayout.estimatedItemSize`): asks each cell
    /// displayed since it was last asked (it came on screen, or was reconfigured) and each
    /// live cell whose item has no size (after an invalidation) for its preferred
    /// attributes, gives the layout the sizes that differ, lays out again, and repeats while
    /// new cells come in (bounded). UIKit asks a self-sizing cell each time it is displayed,
    /// and the layout keeps the latest answer; a cell that stays on screen is not asked
    /// again, so the work per pass is the cells that came on screen.
    ///
    /// The content stays put as items above it change size (UIKit's
    /// `UICollectionViewLayoutInvalidationContext.contentOffsetAdjustment`): the first live
    /// cell that did not come on screen in the round (one that stayed, or was reconfigured)
    /// keeps its place on screen, the content offset moving by what its item moved.
    private func sizeLiveCells() {
        let layout = collectionViewLayout
        var rounds = 0
        while true {
            let version = dataVersion
            // The cells to ask, and the anchor: the first live item that did not just come on
            // screen (a reconfigured cell may be it: it grows below its top, as it does on
            // screen).
            var pending: [IndexPath] = []
            var anchor: IndexPath?
            for (path, cell) in liveCells {
                if cell.awaitsPreferredAttributes || layout.needsPreferredAttributes(at: path) {
                    pending.append(path)
                }
                if !cell.cameOnScreen, anchor.map({ path < $0 }) ?? true {
                    anchor = path
                }
            }
            pending.sort()
            if pending.isEmpty || needsReloadData { return }
            if rounds == Self.maximumSelfSizingRounds {
                window?.record(
                    .collectionLayoutData,
                    "\(shortDescription): cells still changed size after "
                        + "\(Self.maximumSelfSizingRounds) self-sizing passes; "
                        + "\(pending.count) cells wait for the next layout pass")
                return
            }
            rounds += 1
            let anchorFrame = anchor.flatMap { layout.layoutAttributesForItem(at: $0)?.frame }
            var changed = false
            for path in pending {
                guard let cell = liveCells[path],
                    let original = layout.layoutAttributesForItem(at: path)
                else { continue }
                // Laid out at the layout's size first, as UIKit does before it asks.
                cell.layoutIfNeeded()
                cell.fittingFixesWidth = layout.fixesWidthOfSelfSizingItems
                cell.awaitsPreferredAttributes = false
                let preferred = cell.preferredLayoutAttributesFitting(original.copy())
                cell.fittingFixesWidth = false
                if dataVersion != version || needsReloadData {
                    // The cell changed the data while it was asked: start again from it (and
                    // ask it again if it is still live: its answer was for the old data).
                    cell.awaitsPreferredAttributes = true
                    setNeedsLayout()
                    return
                }
                cell.cameOnScreen = false
                var size = preferred.size
                if !(size.width > 0 && size.height > 0 && isUsableSize(size)) {
                    window?.record(
                        .collectionLayoutData,
                        "\(shortDescription): the preferred size of item "
                            + "\(path.shortDescription) is \(formatted(size)): shown at "
                            + "\(formatted(original.size)), the size the layout gave it")
                    size = original.size
                    preferred.size = size
                }
                if layout.recordPreferredSize(size, at: path),
                    layout.shouldInvalidateLayout(
                        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
                {
                    changed = true
                }
            }
            guard changed else { return }
            isUpdatingLayout = true
            layout.invalidateLayoutKeepingPreferredSizes()
            isUpdatingLayout = false
            updateLayout()
            if let anchor, let anchorFrame,
                let moved = layout.layoutAttributesForItem(at: anchor)?.frame
            {
                let dx = moved.minX - anchorFrame.minX
                let dy = moved.minY - anchorFrame.minY
                if dx != 0 || dy != 0 {
                    contentOffset = CGPoint(x: contentOffset.x + dx, y: contentOffset.y + dy)
                }
            }
            tile()
        }
    }

    /// Loads data, asks about the bounds change, prepares the layout and sets `contentSize`.
    func updateLayout() {
        isUpdatingLayout = true
        defer { isUpdatingLayout = false }
        ensureData()
        let layout = collectionViewLayout
        if let tiledBounds, tiledBounds != bounds, !layout.needsPrepare,
            layout.shouldInvalidateLayout(forBoundsChange: bounds)
        {
            // UIKit's order: the context for the change, then the invalidation with it (which
            // may move the content offset: the new bounds are the ones tiled).
            let context = layout.invalidationContext(forBoundsChange: bounds)
            layout.invalidateLayout(with: context)
        }
        layout.prepareIfNeeded()
        let size = layout.collectionViewContentSize
        if contentSize != size { contentSize = size }
        // A reload or update that shrank the content must not leave a resting collection view
        // showing past its end: it comes back inside, as UIKit's does (UICollectionViewLayout:
        // targetContentOffset(forProposedContentOffset:)), now when at rest, else at the first
        // frame at rest (a finger down keeps it where it is until it lifts).
        if let before = contentSizeBeforeDataChange {
            contentSizeBeforeDataChange = nil
            if size.width < before.width || size.height < before.height {
                bringInsideNowOrAtRest()
            }
        }
    }

    /// Makes the live views match the items in the visible rect (see the type's documentation).
    private func tile() {
        isTiling = true
        defer { isTiling = false }
        generation &+= 1
        let current = generation
        tiledBounds = bounds
        let rect = bounds.insetBy(dx: -reuseMargin, dy: -reuseMargin)
        let attributes = displayedAttributes(in: rect)
        var entering: [CollectionViewLayoutAttributes] = []
        var raised = false
        for a in attributes {
            if a.zIndex != 0 { raised = true }
            if a.representedElementCategory == .cell {
                precondition(
                    isValid(a.indexPath),
                    "\(shortDescription): the layout returned attributes for item "
                        + "\(a.indexPath.shortDescription), which does not exist (sections: \(counts))"
                )
                if let cell = liveCells[a.indexPath] {
                    cell.tileGeneration = current
                    if orthogonalScrollViews.isEmpty {
                        cell.apply(a)
                    } else {
                        let (local, container) = placement(of: a)
                        cell.apply(local)
                        if cell.superview !== container { container.addSubview(cell) }
                    }
                } else {
                    entering.append(a)
                }
            } else if a.representedElementCategory == .decorationView {
                tileDecoration(a, generation: current)
            } else {
                let key = SupplementaryKey(kind: a.representedElementKind!, indexPath: a.indexPath)
                if let view = liveSupplementary[key] {
                    view.tileGeneration = current
                    view.apply(a)
                } else {
                    entering.append(a)
                }
            }
        }
        // Leaving first, so that the entering items can reuse their views.
        let leavingCells = liveCells.filter { $0.value.tileGeneration != current }
        for (path, cell) in leavingCells.sorted(by: { $0.key < $1.key }) {
            endDisplaying(cell, at: path)
        }
        if !liveDecorations.isEmpty { endDisplayingDecorations(before: current) }
        if !liveSupplementary.isEmpty {
            let leaving = liveSupplementary.filter { $0.value.tileGeneration != current }
            for (key, view) in leaving.sorted(by: { $0.key.indexPath < $1.key.indexPath }) {
                endDisplaying(view, key: key)
            }
        }
        let version = dataVersion
        for a in entering {
            if a.representedElementCategory == .cell {
                display(cellFor: a, generation: current, version: version)
            } else {
                display(supplementaryFor: a, generation: current, version: version)
            }
            if dataVersion != version {
                // The data source changed the data while we asked it for a view: the rest of
                // `entering` is stale. Tile again, from the new data, in the next pass.
                setNeedsLayout()
                return
            }
        }
        if raised { orderByZIndex(attributes) }
        if interactiveMovement != nil { placeMovingCell() }
    }

    private func display(cellFor a: CollectionViewLayoutAttributes, generation: Int, version: Int) {
        let path = a.indexPath
        guard let dataSource else { return }
        let cell = dataSource.collectionView(
            self, cellForItemAt: interactiveMovement?.dataSourcePath(for: path) ?? path)
        precondition(
            cell.ownerID == ObjectIdentifier(self) && cell.isAwaitingPlacement,
            "\(shortDescription): the data source returned a cell for item \(path.shortDescription) "
                + "that was not dequeued from this collection view; use "
                + "dequeueReusableCell(withReuseIdentifier:for:)")
        cell.isAwaitingPlacement = false
        guard dataVersion == version else {
            // The path may name another item now, or none: keep the cell for later.
            pool(cell)
            return
        }
        if let stale = liveCells[path], stale !== cell { endDisplaying(stale, at: path) }
        cell.liveIndexPath = path
        cell.tileGeneration = generation
        let (local, container) =
            orthogonalScrollViews.isEmpty ? (a, self as View) : placement(of: a)
        cell.apply(local)
        cell.isSelected = selected.contains(path)
        cell.isHighlighted = false
        if let interactiveMovement {
            cell.viewStates.isReordering = interactiveMovement.current == path
        }
        cell.awaitsPreferredAttributes = true
        cell.cameOnScreen = collectionViewLayout.asksCellsForPreferredAttributes
        liveCells[path] = cell
        if !prefetchedItems.isEmpty { prefetchedItems.remove(path) }
        (delegate as? CollectionViewDelegate)?.collectionView(
            self, willDisplay: cell, forItemAt: path)
        container.addSubview(cell)
    }

    private func display(
        supplementaryFor a: CollectionViewLayoutAttributes, generation: Int, version: Int
    ) {
        let kind = a.representedElementKind!
        let path = a.indexPath
        guard let dataSource else { return }
        let view = dataSource.collectionView(
            self, viewForSupplementaryElementOfKind: kind, at: path)
        precondition(
            view.ownerID == ObjectIdentifier(self) && view.isAwaitingPlacement
                && !view.poolKey.isEmpty,
            "\(shortDescription): the data source returned a \(kind) for \(path.shortDescription) "
                + "that was not dequeued from this collection view; use "
                + "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)")
        view.isAwaitingPlacement = false
        let key = SupplementaryKey(kind: kind, indexPath: path)
        guard dataVersion == version else {
            supplementaryPool[SupplementaryKey(kind: view.poolKey, indexPath: []), default: []]
                .append(view)
            return
        }
        if let stale = liveSupplementary[key], stale !== view { endDisplaying(stale, key: key) }
        view.liveIndexPath = path
        view.liveKind = kind
        view.tileGeneration = generation
        view.apply(a)
        liveSupplementary[key] = view
        (delegate as? CollectionViewDelegate)?.collectionView(
            self, willDisplaySupplementaryView: view, forElementKind: kind, at: path)
        addSubview(view)
    }

    /// Sends a live cell to the pool.
    func endDisplaying(_ cell: CollectionViewCell, at path: IndexPath) {
        // Only while a row is swiped: scrolling sends many cells here.
        if let swipeActions, swipeActions.isActive, let cell = cell as? CollectionViewListCell {
            swipeActions.cellDidLeave(cell)
        }
        liveCells[path] = nil
        cell.removeFromSuperview()
        cell.liveIndexPath = nil
        if highlightedIndexPath == path { highlightedIndexPath = nil }
        pool(cell)
        (delegate as? CollectionViewDelegate)?.collectionView(
            self, didEndDisplaying: cell, forItemAt: path)
    }

    func endDisplaying(_ view: CollectionReusableView, key: SupplementaryKey) {
        liveSupplementary[key] = nil
        view.removeFromSuperview()
        view.liveIndexPath = nil
        view.liveKind = nil
        supplementaryPool[
            SupplementaryKey(kind: view.poolKey, indexPath: []), default: []
        ].append(view)
        (delegate as? CollectionViewDelegate)?.collectionView(
            self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind,
            at: key.indexPath)
    }

    /// Keeps `cell` for a later dequeue with its reuse identifier. A cell with none (a table
    /// view's cell made by its data source with `reuseIdentifier: nil`) is not reused.
    func pool(_ cell: CollectionViewCell) {
        guard let identifier = cell.reuseIdentifier else { return }
        cellPool[identifier, default: []].append(cell)
    }

    /// Sends every live view to the pool, in index order.
    func recycleAll() {
        for (path, cell) in liveCells.sorted(by: { $0.key < $1.key }) {
            endDisplaying(cell, at: path)
        }
        for (key, view) in liveSupplementary.sorted(by: { $0.key.indexPath < $1.key.indexPath }) {
            endDisplaying(view, key: key)
        }
        if !liveDecorations.isEmpty { endDisplayingDecorations(before: nil) }
    }

    /// Puts views with a higher `zIndex` in front (pinned headers over cells).
    private func orderByZIndex(_ attributes: [CollectionViewLayoutAttributes]) {
        let raised = attributes.filter { $0.zIndex > 0 }.sorted { $0.zIndex < $1.zIndex }
        let views: [View] = raised.compactMap { a in
            let view: View? =
                a.representedElementCategory == .cell
                ? liveCells[a.indexPath]
                : liveSupplementary[
                    SupplementaryKey(kind: a.representedElementKind!, indexPath: a.indexPath)]
            return view?.superview === self ? view : nil
        }
        // Already in order at the front: reordering again would dirty layout every pass.
        let tail = subviews.suffix(views.count)
        if tail.count == views.count && zip(tail, views).allSatisfy({ $0 === $1 }) { return }
        for view in views { bringSubviewToFront(view) }
    }

    // MARK: - Queries

    /// The live cells, in index-path order.
    ///
    /// - Complexity: O(*v* log *v*) in the live cells.
    public var visibleCells: [CollectionViewCell] {
        liveCells.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the live cells, sorted (UIKit leaves them unsorted, F13).
    ///
    /// - Complexity: O(*v* log *v*) in the live cells.
    public var indexPathsForVisibleItems: [IndexPath] {
        liveCells.keys.sorted()
    }

    /// The live cell showing `indexPath`, or `nil` if it is not on screen or does not exist
    /// (no prefetching, F12).
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        liveCells[indexPath]
    }

    /// The live supplementary view of `elementKind` at `indexPath`, or `nil`.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> CollectionReusableView?
    {
        liveSupplementary[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The live supplementary views of `elementKind`, in index-path order (UIKit:
    /// `visibleSupplementaryViews(ofKind:)`, which leaves them unsorted). The array is a
    /// snapshot: a reload while you iterate it leaves it as it was.
    ///
    /// - Complexity: O(*s* + *v* log *v*) in the live supplementary views *s*, *v* of them of
    ///   the kind.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [CollectionReusableView] {
        liveSupplementary.filter { $0.key.kind == elementKind }
            .sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }

    /// The index paths of the live supplementary views of `elementKind`, sorted (UIKit:
    /// `indexPathsForVisibleSupplementaryElements(ofKind:)`, which leaves them unsorted).
    ///
    /// - Complexity: O(*s* + *v* log *v*) in the live supplementary views *s*, *v* of them of
    ///   the kind.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String)
        -> [IndexPath]
    {
        liveSupplementary.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// The index path the live `cell` shows, or `nil` if it is not live here.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        guard cell.ownerID == ObjectIdentifier(self), let path = cell.liveIndexPath,
            liveCells[path] === cell
        else {
            return nil
        }
        return path
    }

    /// The item whose frame contains `point` (in the collection view's own, content,
    /// coordinates), or `nil`. Where frames overlap, the frontmost wins.
    ///
    /// - Complexity: the layout's query for a point (O(log *n*) in the flow and list layouts), plus any pending layout update.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        updateLayout()
        let probe = CGRect(x: point.x, y: point.y, width: 1e-6, height: 1e-6)
        let hits = displayedAttributes(in: probe).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point)
                && isValid($0.indexPath)
        }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The layout's attributes for the item at `indexPath`, or `nil` if there is no such item
    /// (F9). Frames are in content coordinates, like the cells'.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes?
    {
        updateLayout()
        guard isValid(indexPath) else { return nil }
        return displayed(collectionViewLayout.layoutAttributesForItem(at: indexPath))
    }

    /// The layout's attributes for a supplementary view, or `nil` if there is none.
    public func layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        updateLayout()
        guard indexPath.count >= 1, counts.indices.contains(indexPath[0]) else { return nil }
        return displayed(
            collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath))
    }

    /// Asks the layout where a released drag should stop
    /// (``CollectionViewLayout/targetContentOffset(forProposedContentOffset:withScrollingVelocity:)``),
    /// before the delegate's `scrollViewWillEndDragging`; the answer is kept inside the content.
    override func targetContentOffset(forRelease projected: CGPoint, velocity: CGPoint) -> CGPoint {
        let target = collectionViewLayout.targetContentOffset(
            forProposedContentOffset: projected, withScrollingVelocity: velocity)
        precondition(
            target.x.isFinite && target.y.isFinite,
            "\(shortDescription): the layout's targetContentOffset \(target) is not finite")
        return clamped(target)
    }

    // MARK: - Touches (CollectionView+Selection.swift)

    /// Highlights the touched item (UIKit F14); touches elsewhere go up the responder chain.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        if !highlightItem(for: touches) { super.touchesBegan(touches, with: event) }
    }

    /// Unhighlights once the finger has moved as far as the scroll view's pan needs to begin:
    /// the touch became a drag (a scroll, a swipe, or a drag the scroll view cannot follow),
    /// and lifting it selects nothing.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        if !unhighlightIfDragged(for: touches) { super.touchesMoved(touches, with: event) }
    }

    /// Unhighlights, then selects the highlighted item if the finger is still on it.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        if !selectHighlightedItem(for: touches, with: event) {
            super.touchesEnded(touches, with: event)
        }
    }

    /// Unhighlights without selecting (a drag became a scroll).
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        if !cancelHighlight() { super.touchesCancelled(touches, with: event) }
    }

    // MARK: - Dump

    override var subviewsForDump: [View] {
        var others: [View] = []
        var managed: [View] = []
        for view in subviews {
            if let reusable = view as? CollectionReusableView,
                reusable.ownerID == ObjectIdentifier(self),
                reusable.liveIndexPath != nil
            {
                managed.append(reusable)
            } else if view is OrthogonalScrollView {
                managed.append(view)
            } else {
                others.append(view)
            }
        }
        // Index order: per section, its background, its header, its items (an orthogonal
        // section's scroll view first), then its other views.
        func rank(_ view: View) -> (Int, Int, Int) {
            if let row = view as? OrthogonalScrollView { return (row.geometry.section, 1, -1) }
            let view = view as! CollectionReusableView
            let path = view.liveIndexPath!
            let section = path.count > 0 ? path[0] : 0
            let item = path.count > 1 ? path[1] : 0
            if view.isDecoration { return (section, -1, item) }
            switch view.liveKind {
            case nil: return (section, 1, item)
            case CollectionViewLayout.elementKindSectionHeader?: return (section, 0, item)
            default: return (section, 2, item)
            }
        }
        managed.sort { rank($0) < rank($1) }
        return others + managed
    }

    // MARK: - Layout host

    package var layoutBounds: CGRect { bounds }
    package var layoutContentInset: EdgeInsets { adjustedContentInset }
    package func layoutNumberOfSections() -> Int {
        ensureData()
        return counts.count
    }
    package func layoutNumberOfItems(inSection section: Int) -> Int { counts[section] }

    /// Asks the delegate which sizes it gives `layout`: its section metrics and, if it
    /// implements the per-item method, its item sizes. The per-item method is asked once for
    /// the first item here, to find out whether the delegate implements it.
    package func askDelegateForMetrics(_ kind: LayoutMetricsKind, for layout: CollectionViewLayout)
        -> DelegateMetrics
    {
        switch kind {
        case .flow:
            guard let flow = delegate as? CollectionViewDelegateFlowLayout else { break }
            let answers = delegateImplementsItemMetric(of: layout) {
                _ = flow.collectionView(self, layout: layout, sizeForItemAt: $0)
            }
            return flow.metrics(in: self, layout: layout, answersItemSizes: answers)
        case .list:
            guard let list = delegate as? CollectionViewDelegateListLayout else { break }
            let answers = delegateImplementsItemMetric(of: layout) {
                _ = list.collectionView(self, layout: layout, heightForItemAt: $0)
            }
            return list.metrics(in: self, layout: layout, answersItemHeights: answers)
        }
        return DelegateMetrics()
    }

    /// Whether the delegate answers a per-item metric itself: `ask` asks it for the first item,
    /// and the protocol's default answer counts itself on the layout. With no items, nothing
    /// is asked and there is nothing to size.
    private func delegateImplementsItemMetric(
        of layout: CollectionViewLayout, _ ask: (IndexPath) -> Void
    ) -> Bool {
        guard let section = counts.firstIndex(where: { $0 > 0 }) else { return false }
        let defaultAnswers = layout.defaultItemMetricAnswers
        ask(IndexPath(item: 0, section: section))
        return layout.defaultItemMetricAnswers == defaultAnswers
    }

    package func layoutDidInvalidate() {
        if !isUpdatingLayout { setNeedsLayout() }
    }

    /// Applies an invalidation context's adjustments (UIKit:
    /// `UICollectionViewLayoutInvalidationContext.contentSizeAdjustment` and
    /// `contentOffsetAdjustment`): the size first, then the offset. An adjustment that is not
    /// finite, or whose result is not, is ignored and recorded.
    package func applyInvalidationAdjustments(
        contentOffset offset: CGPoint, contentSize size: CGSize
    ) {
        if size != .zero {
            let width = contentSize.width + size.width
            let height = contentSize.height + size.height
            if width.isFinite, height.isFinite {
                contentSize = CGSize(width: max(0, width), height: max(0, height))
            } else {
                window?.record(
                    .collectionLayoutData,
                    "\(shortDescription): the invalidation context's contentSizeAdjustment "
                        + "\(formatted(size)) is not finite: ignored")
            }
        }
        if offset != .zero {
            let x = contentOffset.x + offset.x
            let y = contentOffset.y + offset.y
            if x.isFinite, y.isFinite {
                contentOffset = CGPoint(x: x, y: y)
            } else {
                window?.record(
                    .collectionLayoutData,
                    "\(shortDescription): the invalidation context's contentOffsetAdjustment "
                        + "\(formatted(offset)) is not finite: ignored")
            }
        }
    }
}

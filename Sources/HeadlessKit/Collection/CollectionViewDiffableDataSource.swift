import Foundation

/// A collection view's data source that shows snapshots and turns the difference between two
/// of them into the collection view's updates, like `UICollectionViewDiffableDataSource`.
///
///     dataSource = CollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
///         collectionView, indexPath, item in
///         let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
///         (cell as! TitleCell).label.text = item.title
///         return cell
///     }
///     var snapshot = DiffableDataSourceSnapshot<Section, Item>()
///     snapshot.appendSections([.main])
///     snapshot.appendItems(items, toSection: .main)
///     dataSource.apply(snapshot, animatingDifferences: true)
///
/// Making one sets it as the collection view's `dataSource`. The collection view holds its
/// data source weakly, as UIKit's does, so keep the diffable data source in a property (as
/// UIKit code does); it holds the collection view weakly too.
///
/// Everything here is `@MainActor`: UIKit also lets you apply snapshots from one background
/// queue; HeadlessKit has no background path, so call it on the main actor.
@MainActor
open class CollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
>: CollectionViewDataSource {
    public typealias Snapshot = DiffableDataSourceSnapshot<
        SectionIdentifierType, ItemIdentifierType
    >

    /// Makes the cell for an item: dequeue one from the collection view and configure it.
    /// Returning `nil` stops, as in UIKit.
    public typealias CellProvider =
        (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?

    /// Makes a supplementary view (header, footer...) of a kind at an index path.
    public typealias SupplementaryViewProvider =
        (CollectionView, String, IndexPath) -> CollectionReusableView?

    /// Makes the supplementary views the layout places. Without one, a layout that places
    /// headers or footers stops, as in UIKit.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    private weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    var current = Snapshot()
    /// The outlines applied with `apply(_:to:animatingDifferences:completion:)`, by section:
    /// the section shows each one's visible items.
    var outlines: [SectionIdentifierType: DiffableDataSourceSectionSnapshot<ItemIdentifierType>] =
        [:]
    /// Some live cell was last told its item is expanded: an apply that drops the outlines
    /// tells the cells they no longer are.
    var showsExpansion = false

    /// What the data source asks and tells as items expand and collapse, like UIKit's
    /// `sectionSnapshotHandlers`.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()
    /// What the data source asks and tells as the user reorders items, like UIKit's
    /// `reorderingHandlers`. Without ``ReorderingHandlers/canReorderItem``, items cannot be
    /// reordered.
    public var reorderingHandlers = ReorderingHandlers()
    /// Whether an apply is running (its batch update, layout pass and reconfigures).
    private var isApplying = false

    /// The changes the last ``apply(_:animatingDifferences:completion:)`` computed, for tests.
    private(set) var lastChanges = SnapshotChanges()

    /// Makes a data source for `collectionView` and becomes its `dataSource`; `cellProvider`
    /// makes each cell.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    // MARK: - Snapshots

    /// A copy of the snapshot the collection view shows now (without reload or reconfigure
    /// marks).
    public func snapshot() -> Snapshot { current }

    /// Shows `snapshot`, updating the collection view by the difference from the current one
    /// (UIKit: `apply(_:animatingDifferences:completion:)`, "an O(n) operation").
    ///
    /// Sections and items are deleted, inserted and moved through one
    /// ``CollectionView/performBatchUpdates(_:completion:)``: the cells of items that stay
    /// are kept (the cell provider is not asked again for them) and follow their items.
    /// Items the snapshot reloads get new cells; items it reconfigures are handed to the cell
    /// provider again with their existing cell, which `dequeueReusableCell` returns, without
    /// `prepareForReuse` (UIKit: `reconfigureItems(_:)`).
    ///
    /// Nothing animates here, so `animatingDifferences` changes nothing: both compute the
    /// difference, as UIKit does since iOS 15 (WWDC21, "Make blazing fast lists and collection
    /// views"); use ``applySnapshotUsingReloadData(_:completion:)`` to reload everything. `completion` runs once the update and its layout pass are done
    /// (UIKit: on the main queue when the animations end).
    ///
    /// Applying again from inside an apply (from the cell provider, the supplementary view
    /// provider or a delegate method the update calls) stops, as UIKit stops
    /// (`BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__APPLYING_SNAPSHOTS_REENTRANTLY...`); apply
    /// from `completion` instead. A cell provider called by an ordinary layout pass (a scroll)
    /// may apply.
    ///
    /// - Complexity: O(*n*) in the items of both snapshots when nothing reorders (O(*n* log
    ///   *n*) at worst), plus the batch update and the cells that come on screen.
    open func apply(
        _ snapshot: Snapshot, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        beginApplying("apply(_:animatingDifferences:completion:)")
        if !outlines.isEmpty { keepOutlines(shownIn: snapshot) }
        show(snapshot, completion: completion)
    }

    /// Shows `snapshot` (see ``apply(_:animatingDifferences:completion:)``), once applying
    /// has begun.
    func show(_ snapshot: Snapshot, completion: (() -> Void)?) {
        guard let collectionView else {
            current = snapshot.withoutMarks
            isApplying = false
            completion?()
            return
        }
        if collectionView.needsReloadData {
            // Nothing shown yet (or a reload is pending): the reload covers every change.
            current = snapshot.withoutMarks
            lastChanges = SnapshotChanges()
            collectionView.performBatchUpdates(nil)
        } else {
            let changes = SnapshotChanges(from: current, to: snapshot)
            lastChanges = changes
            collectionView.performBatchUpdates {
                self.current = snapshot.withoutMarks
                collectionView.deleteSections(changes.sectionDeletes)
                collectionView.insertSections(changes.sectionInserts)
                for move in changes.sectionMoves {
                    collectionView.moveSection(move.from, toSection: move.to)
                }
                collectionView.deleteItems(at: changes.itemDeletes)
                collectionView.insertItems(at: changes.itemInserts)
                for move in changes.itemMoves {
                    collectionView.moveItem(at: move.from, to: move.to)
                }
            }
            reconfigure(
                snapshot.reconfiguredItemIdentifiers,
                except: Set(snapshot.reloadedItemIdentifiers), in: collectionView)
        }
        isApplying = false
        if !outlines.isEmpty || showsExpansion { noteExpansion(in: collectionView) }
        completion?()
    }

    /// Shows `snapshot` by reloading the collection view, without computing a difference
    /// (UIKit: `applySnapshotUsingReloadData(_:completion:)`): every live cell goes back to
    /// the pool and the cell provider is asked again. `completion` runs after the reload's
    /// layout pass.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        beginApplying("applySnapshotUsingReloadData(_:completion:)")
        if !outlines.isEmpty { keepOutlines(shownIn: snapshot) }
        current = snapshot.withoutMarks
        lastChanges = SnapshotChanges()
        if let collectionView {
            collectionView.reloadData()
            if !collectionView.isTiling { collectionView.layoutIfNeeded() }
        }
        isApplying = false
        completion?()
    }

    func beginApplying(_ call: String) {
        precondition(
            !isApplying,
            "CollectionViewDiffableDataSource.\(call): called while this data source is applying "
                + "a snapshot (from a cell provider, supplementary view provider or delegate "
                + "method that the update calls); UIKit stops here too "
                + "(BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__APPLYING_SNAPSHOTS_REENTRANTLY). "
                + "Apply from the completion instead.")
        isApplying = true
    }

    /// Hands the live cells of `items` back to the cell provider (UIKit: "preserving the
    /// existing cells").
    private func reconfigure(
        _ items: [ItemIdentifierType], except reloaded: Set<ItemIdentifierType>,
        in collectionView: CollectionView
    ) {
        // Reloaded items got new cells already.
        for item in items where !reloaded.contains(item) {
            guard let path = indexPath(for: item) else { continue }
            collectionView.reconfigureLiveCell(at: path) {
                self.cell(for: item, at: path, in: collectionView)
            }
        }
    }

    // MARK: - Identifiers and index paths

    /// The item at `indexPath`, or `nil` if there is none.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.item(at: indexPath)
    }

    /// Where `itemIdentifier` is, or `nil` if it is not in the current snapshot.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        guard let (section, index) = current.location(of: itemIdentifier) else { return nil }
        return IndexPath(item: index, section: section)
    }

    /// The section at `index`, or `nil` if there is none.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.section(at: index)
    }

    /// The index of `identifier`, or `nil` if it is not in the current snapshot.
    public func index(for identifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(identifier)
    }

    // MARK: - Data source

    open func numberOfSections(in collectionView: CollectionView) -> Int {
        current.numberOfSections
    }

    open func collectionView(
        _ collectionView: CollectionView, numberOfItemsInSection section: Int
    ) -> Int {
        current.sectionItems.indices.contains(section) ? current.sectionItems[section].count : 0
    }

    open func collectionView(
        _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
    ) -> CollectionViewCell {
        guard let item = itemIdentifier(for: indexPath) else {
            preconditionFailure(
                "CollectionViewDiffableDataSource: asked for a cell at "
                    + "\(indexPath.shortDescription), which is not in the snapshot")
        }
        return cell(for: item, at: indexPath, in: collectionView)
    }

    open func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView {
        guard let provider = supplementaryViewProvider else {
            preconditionFailure(
                "CollectionViewDiffableDataSource: the layout places a \(kind) at "
                    + "\(indexPath.shortDescription) but supplementaryViewProvider is nil")
        }
        guard let view = provider(collectionView, kind, indexPath) else {
            preconditionFailure(
                "CollectionViewDiffableDataSource: supplementaryViewProvider returned nil for "
                    + "a \(kind) at \(indexPath.shortDescription)")
        }
        return view
    }

    /// Whether the item may be reordered: ``ReorderingHandlers/canReorderItem``'s answer,
    /// `false` without one (UIKit: reordering is off until you set it).
    open func collectionView(
        _ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath
    ) -> Bool {
        guard let canReorder = reorderingHandlers.canReorderItem,
            let item = itemIdentifier(for: indexPath)
        else { return false }
        return canReorder(item)
    }

    /// A reorder ended: the snapshot becomes the one with the item moved, then
    /// ``ReorderingHandlers/willReorder`` and ``ReorderingHandlers/didReorder`` are told.
    open func collectionView(
        _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        moveItem(from: sourceIndexPath, to: destinationIndexPath)
    }

    private func cell(
        for item: ItemIdentifierType, at indexPath: IndexPath, in collectionView: CollectionView
    ) -> CollectionViewCell {
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            preconditionFailure(
                "CollectionViewDiffableDataSource: the cell provider returned nil for item "
                    + "\(item) at \(indexPath.shortDescription)")
        }
        if !outlines.isEmpty { indent(cell, for: item, inSection: indexPath.section) }
        return cell
    }
}

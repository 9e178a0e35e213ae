import Foundation

/// A reorder of a diffable data source's items, like `NSDiffableDataSourceTransaction`: the
/// snapshot before, the snapshot after, and the difference between their items.
public struct DiffableDataSourceTransaction<
    SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
> {
    /// The snapshot before the reorder.
    public let initialSnapshot:
        DiffableDataSourceSnapshot<
            SectionIdentifierType, ItemIdentifierType
        >
    /// The snapshot after the reorder: the one the data source shows. Apply it to your
    /// model (UIKit: "update your backing store").
    public let finalSnapshot:
        DiffableDataSourceSnapshot<
            SectionIdentifierType, ItemIdentifierType
        >
    /// The items' difference, from the initial snapshot's items to the final one's (all
    /// sections, in order).
    public let difference: CollectionDifference<ItemIdentifierType>
}

extension CollectionViewDiffableDataSource {
    /// The data source's reordering handlers, like
    /// `UICollectionViewDiffableDataSource.ReorderingHandlers`.
    public struct ReorderingHandlers {
        /// Whether the user may reorder the item; `nil` (the default): no item can be
        /// reordered.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// A reorder is about to change the snapshot.
        public var willReorder:
            ((DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// A reorder changed the snapshot: update your model from the transaction's
        /// `finalSnapshot`.
        public var didReorder:
            ((DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        /// Handlers that allow no reorder.
        public init() {}
    }

    /// Moves the item at `source` so that it ends at `destination` (index paths of the
    /// snapshot after the move): builds the transaction, makes the final snapshot the current
    /// one (the collection view already shows the item there), then tells `willReorder` and
    /// `didReorder`. The snapshot is the final one before the handlers run, so a handler that
    /// applies a snapshot is diffed against what the collection view shows. A path that names
    /// no item, or no place, changes nothing (data: no stop).
    ///
    /// - Complexity: O(*n*) in the items.
    func moveItem(from source: IndexPath, to destination: IndexPath) {
        guard source != destination, let item = itemIdentifier(for: source),
            destination.count == 2
        else { return }
        let initial = current
        var final = initial
        final.deleteItems([item])
        guard let section = final.section(at: destination.section) else { return }
        let items = final.itemIdentifiers(inSection: section)
        guard destination.item >= 0, destination.item <= items.count else { return }
        if destination.item < items.count {
            final.insertItems([item], beforeItem: items[destination.item])
        } else {
            final.appendItems([item], toSection: section)
        }
        let transaction = DiffableDataSourceTransaction(
            initialSnapshot: initial, finalSnapshot: final,
            difference: final.itemIdentifiers.difference(from: initial.itemIdentifiers))
        current = final
        reorderingHandlers.willReorder?(transaction)
        reorderingHandlers.didReorder?(transaction)
    }
}

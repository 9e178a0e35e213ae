import Foundation

extension CollectionViewDiffableDataSource {
    /// What a diffable data source asks and tells as items of an outline expand and collapse,
    /// like UIKit's `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`. Each runs
    /// when an outline disclosure is tapped (not when you call `expand` on a snapshot), before
    /// the change is applied; a handler may apply snapshots itself.
    public struct SectionSnapshotHandlers<Item: Hashable> {
        /// Whether `item` may expand (`nil`: it may).
        public var shouldExpandItem: ((Item) -> Bool)?
        /// `item` is about to expand.
        public var willExpandItem: ((Item) -> Void)?
        /// Whether `item` may collapse (`nil`: it may).
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// `item` is about to collapse.
        public var willCollapseItem: ((Item) -> Void)?
        /// The children `item` shows once expanded, given the ones it has (`nil`: those).
        public var snapshotForExpandingParentItem:
            (
                (Item, DiffableDataSourceSectionSnapshot<Item>) ->
                    DiffableDataSourceSectionSnapshot<
                        Item
                    >
            )?

        /// Handlers that do nothing.
        public init() {}
    }

    /// Shows `snapshot` as section `section`'s items: its visible items, in order (UIKit:
    /// `apply(_:to:animatingDifferences:completion:)`). A section not in the data source's
    /// snapshot is appended. The collection view is updated by the difference, as with
    /// ``apply(_:animatingDifferences:completion:)``: expanding an item inserts its visible
    /// descendants, collapsing deletes them, and the cells of the items that stay are kept.
    /// List cells of the section take their item's ``DiffableDataSourceSectionSnapshot/level(of:)``
    /// as their ``CollectionViewListCell/indentationLevel``.
    ///
    /// The same rules hold as for a whole snapshot: applying from inside an apply stops, and
    /// an item shown in another section stops, naming it.
    ///
    /// - Complexity: O(*n*) in the items of the data source's snapshot, plus the update.
    public func apply(
        _ snapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>,
        to section: SectionIdentifierType, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        beginApplying("apply(_:to:animatingDifferences:completion:)")
        var whole = current
        if whole.indexOfSection(section) == nil {
            whole.appendSections([section])
        } else {
            whole.deleteItems(whole.itemIdentifiers(inSection: section))
        }
        whole.appendItems(snapshot.visibleItems, toSection: section)
        outlines[section] = snapshot
        show(whole, completion: completion)
    }

    /// The items of `section` as an outline: the one last applied to it, else its items as
    /// roots; empty when the section is not in the snapshot (UIKit: `snapshot(for:)`).
    public func snapshot(for section: SectionIdentifierType)
        -> DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    {
        if let outline = outlines[section] { return outline }
        var flat = DiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if current.indexOfSection(section) != nil {
            flat.append(current.itemIdentifiers(inSection: section))
        }
        return flat
    }

    /// Keeps the outlines of the sections whose items `snapshot` shows unchanged; the others
    /// become flat (their items roots), as a whole snapshot says nothing of parents.
    func keepOutlines(shownIn snapshot: Snapshot) {
        for (section, outline) in outlines {
            guard snapshot.indexOfSection(section) != nil,
                snapshot.itemIdentifiers(inSection: section) == outline.visibleItems
            else {
                outlines[section] = nil
                continue
            }
        }
    }

    /// Sets the indentation of a list cell of an outline to its item's level, and the cell's
    /// configuration state's `isExpanded` to whether the item is expanded.
    func indent(_ cell: CollectionViewCell, for item: ItemIdentifierType, inSection index: Int) {
        guard let section = current.section(at: index), let outline = outlines[section],
            outline.contains(item)
        else { return }
        cell.viewStates.isExpanded = outline.isExpanded(item)
        if outline.isExpanded(item) { showsExpansion = true }
        guard let cell = cell as? CollectionViewListCell else { return }
        cell.indentationLevel = outline.level(of: item)
    }

    /// Tells the live cells whether their items are expanded, once an apply has changed the
    /// outlines: cells kept for items that stay learn it here (their configuration update
    /// runs in the next layout pass, after the apply, so an update may apply again).
    ///
    /// - Complexity: O(*n*) in the live cells.
    func noteExpansion(in collectionView: CollectionView) {
        var shown = false
        for (path, cell) in collectionView.liveCells {
            let expanded = isExpansionShown(ofItemAt: path) ?? false
            cell.viewStates.isExpanded = expanded
            if expanded { shown = true }
        }
        showsExpansion = shown
    }
}

extension CollectionViewDiffableDataSource: OutlineDataSource {
    func isExpansionShown(ofItemAt indexPath: IndexPath) -> Bool? {
        guard let item = itemIdentifier(for: indexPath),
            let section = sectionIdentifier(for: indexPath.section),
            let outline = outlines[section], outline.contains(item)
        else { return nil }
        return outline.isExpanded(item)
    }

    /// Expands or collapses the item, asking ``sectionSnapshotHandlers`` first. A handler may
    /// change the outline (or apply another snapshot): the change is made to the outline as
    /// it is after the handler, and only if the item is still there.
    func toggleExpansion(ofItemAt indexPath: IndexPath) {
        guard let item = itemIdentifier(for: indexPath),
            let section = sectionIdentifier(for: indexPath.section)
        else { return }
        let before = snapshot(for: section)
        guard before.contains(item) else { return }
        let handlers = sectionSnapshotHandlers
        let expanding = !before.isExpanded(item)
        if expanding {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
        } else {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
        }
        // The handler may have applied: start from what is shown now.
        guard current.indexOfSection(section) != nil else { return }
        var outline = snapshot(for: section)
        guard outline.contains(item), outline.isExpanded(item) != expanding else { return }
        if expanding {
            if let provide = handlers.snapshotForExpandingParentItem {
                outline.replace(childrenOf: item, using: provide(item, outline.snapshot(of: item)))
            }
            outline.expand([item])
        } else {
            outline.collapse([item])
        }
        apply(outline, to: section, animatingDifferences: true)
    }
}

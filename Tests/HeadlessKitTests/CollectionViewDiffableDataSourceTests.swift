import Foundation
import Testing

@testable import HeadlessKit

/// A cell that shows an item's title and counts its reuses.
final class TitleCell: CollectionViewCell {
    var title = ""
    var prepared = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        prepared += 1
    }
}

/// A 320 × 440 list of 44-point rows (10 visible) in a window, fed by a diffable data source
/// whose cell provider shows `titles[item]` (or the item's number) and logs each call.
@MainActor final class DiffableFixture {
    enum Section: Hashable { case main, second }

    let window = Window(size: CGSize(width: 320, height: 440))
    let collectionView = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: ListLayout())
    var dataSource: CollectionViewDiffableDataSource<Section, Int>!
    /// The items the cell provider was asked for, in order.
    var provided: [Int] = []
    var titles: [Int: String] = [:]
    /// Runs inside the cell provider, before it dequeues.
    var onProvide: ((Int) -> Void)?

    init() {
        collectionView.register(TitleCell.self, forCellWithReuseIdentifier: "cell")
        window.addSubview(collectionView)
        dataSource = CollectionViewDiffableDataSource<Section, Int>(
            collectionView: collectionView
        ) { [unowned self] collectionView, indexPath, item in
            self.provided.append(item)
            self.onProvide?(item)
            let cell =
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                as! TitleCell
            cell.title = self.titles[item] ?? "\(item)"
            return cell
        }
    }

    static func snapshot(_ items: [Int], second: [Int]? = nil)
        -> DiffableDataSourceSnapshot<Section, Int>
    {
        var snapshot = DiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(items, toSection: .main)
        if let second {
            snapshot.appendSections([.second])
            snapshot.appendItems(second, toSection: .second)
        }
        return snapshot
    }

    /// The titles of the visible cells, in index-path order.
    var visibleTitles: [String] {
        window.layoutIfNeeded()
        return collectionView.visibleCells.map { ($0 as! TitleCell).title }
    }

    func cell(for item: Int) -> TitleCell? {
        dataSource.indexPath(for: item).flatMap { collectionView.cellForItem(at: $0) }
            as? TitleCell
    }

    /// Every visible cell shows the item the data source has at its index path.
    func expectCellsMatchItems(sourceLocation: SourceLocation = #_sourceLocation) {
        window.layoutIfNeeded()
        for path in collectionView.indexPathsForVisibleItems {
            let item = dataSource.itemIdentifier(for: path)
            let cell = collectionView.cellForItem(at: path) as? TitleCell
            #expect(
                item.map { titles[$0] ?? "\($0)" } == cell?.title, "at \(path)",
                sourceLocation: sourceLocation)
        }
    }
}

/// `CollectionViewDiffableDataSource` as UIKit documents `UICollectionViewDiffableDataSource`.
@MainActor @Suite struct CollectionViewDiffableDataSourceTests {
    @Test(
        "Applying a snapshot shows its items in order, asking only for the visible cells (UIKit: apply(_:animatingDifferences:completion:))"
    )
    func applyShowsItemsInOrder() {
        let fixture = DiffableFixture()
        #expect(fixture.collectionView.dataSource === fixture.dataSource)
        fixture.dataSource.apply(DiffableFixture.snapshot(Array(100..<130)))
        #expect(fixture.visibleTitles == (100..<110).map { "\($0)" })
        #expect(fixture.provided == Array(100..<110))
        #expect(fixture.collectionView.numberOfItems(inSection: 0) == 30)
        #expect(fixture.dataSource.snapshot().itemIdentifiers == Array(100..<130))
    }

    @Test(
        "Deleting, inserting and moving items keeps the cells of the other items (UIKit: the diffable data source animates only the differences)"
    )
    func changesKeepOtherCells() {
        let fixture = DiffableFixture()
        fixture.dataSource.apply(DiffableFixture.snapshot(Array(0..<20)))
        _ = fixture.visibleTitles
        let before = Dictionary(uniqueKeysWithValues: (0..<10).map { ($0, fixture.cell(for: $0)!) })
        fixture.provided = []

        var snapshot = fixture.dataSource.snapshot()
        snapshot.deleteItems([2])
        snapshot.insertItems([99], beforeItem: 0)
        snapshot.moveItem(5, afterItem: 8)
        fixture.dataSource.apply(snapshot, animatingDifferences: true)

        #expect(fixture.visibleTitles == ["99", "0", "1", "3", "4", "6", "7", "8", "5", "9"])
        // Only the inserted item needed a cell; every other visible item kept its own.
        #expect(fixture.provided == [99])
        for item in [0, 1, 3, 4, 5, 6, 7, 8, 9] {
            #expect(fixture.cell(for: item) === before[item], "item \(item)")
        }
        #expect(fixture.dataSource.lastChanges.itemDeletes == [IndexPath(item: 2, section: 0)])
        #expect(fixture.dataSource.lastChanges.itemInserts == [IndexPath(item: 0, section: 0)])
        #expect(
            fixture.dataSource.lastChanges.itemMoves == [
                .init(from: IndexPath(item: 5, section: 0), to: IndexPath(item: 8, section: 0))
            ])
        fixture.expectCellsMatchItems()
    }

    @Test(
        "Identifiers and index paths follow the applied snapshot (UIKit: itemIdentifier(for:), indexPath(for:), sectionIdentifier(for:))"
    )
    func identifiersAfterChanges() {
        let fixture = DiffableFixture()
        let source = fixture.dataSource!
        source.apply(DiffableFixture.snapshot([1, 2, 3], second: [4, 5]))
        #expect(source.itemIdentifier(for: IndexPath(item: 1, section: 1)) == 5)
        #expect(source.indexPath(for: 3) == IndexPath(item: 2, section: 0))
        var snapshot = source.snapshot()
        snapshot.moveSection(.second, beforeSection: .main)
        snapshot.moveItem(1, afterItem: 4)
        snapshot.deleteItems([2])
        source.apply(snapshot)
        #expect(source.sectionIdentifier(for: 0) == .second)
        #expect(source.sectionIdentifier(for: 2) == nil)
        #expect(source.index(for: .main) == 1)
        #expect(source.itemIdentifier(for: IndexPath(item: 1, section: 0)) == 1)
        #expect(source.indexPath(for: 3) == IndexPath(item: 0, section: 1))
        #expect(source.indexPath(for: 2) == nil)
        #expect(source.itemIdentifier(for: IndexPath(item: 9, section: 0)) == nil)
        #expect(source.itemIdentifier(for: IndexPath(item: 0, section: 7)) == nil)
        #expect(fixture.visibleTitles == ["4", "1", "5", "3"])
        fixture.expectCellsMatchItems()
    }

    @Test("Moving and deleting sections keeps the cells of the sections that stay")
    func sectionChangesKeepCells() {
        let fixture = DiffableFixture()
        fixture.dataSource.apply(DiffableFixture.snapshot([1, 2], second: [3, 4]))
        _ = fixture.visibleTitles
        let three = fixture.cell(for: 3)
        fixture.provided = []
        var snapshot = fixture.dataSource.snapshot()
        snapshot.deleteSections([.main])
        fixture.dataSource.apply(snapshot)
        #expect(fixture.visibleTitles == ["3", "4"])
        #expect(fixture.cell(for: 3) === three)
        #expect(fixture.provided == [])
        #expect(fixture.dataSource.lastChanges.sectionDeletes == IndexSet([0]))
    }

    @Test(
        "reloadItems replaces the item's cell; reconfigureItems hands the existing cell back to the cell provider, without prepareForReuse (UIKit: reconfigureItems(_:))"
    )
    func reloadVersusReconfigure() {
        let fixture = DiffableFixture()
        fixture.dataSource.apply(DiffableFixture.snapshot(Array(0..<5)))
        _ = fixture.visibleTitles
        let cell = fixture.cell(for: 3)!
        let preparedBefore = cell.prepared
        fixture.provided = []

        fixture.titles[3] = "three"
        var snapshot = fixture.dataSource.snapshot()
        snapshot.reconfigureItems([3])
        fixture.dataSource.apply(snapshot)
        #expect(fixture.provided == [3])
        #expect(fixture.cell(for: 3) === cell)
        #expect(cell.title == "three")
        #expect(cell.prepared == preparedBefore)
        #expect(fixture.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)

        fixture.provided = []
        fixture.titles[3] = "THREE"
        snapshot = fixture.dataSource.snapshot()
        snapshot.reloadItems([3])
        fixture.dataSource.apply(snapshot)
        #expect(fixture.provided == [3])
        // The old cell went to the pool and came back through dequeue (the pool is last in,
        // first out): prepareForReuse ran, unlike a reconfigure.
        let reloaded = fixture.cell(for: 3)!
        #expect(reloaded.title == "THREE")
        #expect(reloaded === cell)
        #expect(reloaded.prepared == preparedBefore + 1)
        #expect(fixture.dataSource.lastChanges.itemDeletes == [IndexPath(item: 3, section: 0)])
        #expect(fixture.dataSource.lastChanges.itemInserts == [IndexPath(item: 3, section: 0)])
        fixture.expectCellsMatchItems()
    }

    @Test(
        "Reconfiguring an item that is off screen asks for nothing: it is configured when it comes on screen"
    )
    func reconfigureOffScreen() {
        let fixture = DiffableFixture()
        fixture.dataSource.apply(DiffableFixture.snapshot(Array(0..<40)))
        _ = fixture.visibleTitles
        fixture.provided = []
        var snapshot = fixture.dataSource.snapshot()
        snapshot.reconfigureItems([30])
        fixture.dataSource.apply(snapshot)
        #expect(fixture.provided == [])
    }

    @Test("An empty snapshot shows nothing, and applying one after items removes every cell")
    func emptySnapshot() {
        let fixture = DiffableFixture()
        fixture.dataSource.apply(DiffableDataSourceSnapshot())
        #expect(fixture.visibleTitles == [])
        #expect(fixture.collectionView.numberOfSections == 0)
        fixture.dataSource.apply(DiffableFixture.snapshot([1, 2, 3]))
        #expect(fixture.visibleTitles == ["1", "2", "3"])
        fixture.dataSource.apply(DiffableDataSourceSnapshot())
        #expect(fixture.visibleTitles == [])
        #expect(fixture.collectionView.numberOfSections == 0)
        #expect(fixture.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test(
        "applySnapshotUsingReloadData asks for every visible cell again (UIKit: applySnapshotUsingReloadData(_:completion:))"
    )
    func reloadDataApply() {
        let fixture = DiffableFixture()
        fixture.dataSource.apply(DiffableFixture.snapshot([1, 2, 3]))
        _ = fixture.visibleTitles
        fixture.provided = []
        var done = false
        fixture.dataSource.applySnapshotUsingReloadData(DiffableFixture.snapshot([1, 2, 3, 4])) {
            done = true
            #expect(fixture.collectionView.visibleCells.count == 4)
        }
        #expect(done)
        #expect(fixture.provided == [1, 2, 3, 4])
    }

    @Test("The completion runs once the update and its layout pass are done, and may apply again")
    func completionAfterUpdate() {
        let fixture = DiffableFixture()
        var calls: [String] = []
        fixture.dataSource.apply(DiffableFixture.snapshot([1, 2])) {
            calls.append("first: \(fixture.collectionView.visibleCells.count)")
            fixture.dataSource.apply(DiffableFixture.snapshot([1, 2, 3])) {
                calls.append("second: \(fixture.collectionView.visibleCells.count)")
            }
        }
        #expect(calls == ["first: 2", "second: 3"])
        #expect(fixture.visibleTitles == ["1", "2", "3"])
    }

    @Test(
        "100 000 items: applying asks only for the visible cells, and a change diffs in linear work"
    )
    func hundredThousandItems() {
        let n = 100_000
        let fixture = DiffableFixture()
        fixture.dataSource.apply(DiffableFixture.snapshot(Array(0..<n)))
        #expect(fixture.visibleTitles.count == 10)
        #expect(fixture.provided.count == 10)

        // One insert at the top: one new cell, the nine others kept.
        fixture.provided = []
        var snapshot = fixture.dataSource.snapshot()
        snapshot.insertItems([-1], beforeItem: 0)
        fixture.dataSource.apply(snapshot)
        #expect(fixture.visibleTitles.first == "-1")
        #expect(fixture.provided == [-1])
        // Each item is looked up a bounded number of times (quadratic would be ~10¹⁰).
        #expect(fixture.dataSource.lastChanges.work <= 6 * (n + 1))

        // Reversing every item: n − 1 moves, found by the ordered run in O(n log n).
        fixture.provided = []
        fixture.dataSource.apply(DiffableFixture.snapshot(Array((0..<n).reversed())))
        #expect(fixture.visibleTitles == (n - 10..<n).reversed().map { "\($0)" })
        #expect(fixture.provided.count == 10)
        #expect(fixture.dataSource.lastChanges.itemMoves.count == n - 1)
        #expect(fixture.dataSource.lastChanges.work <= 6 * n + n * 18)
        fixture.expectCellsMatchItems()
    }

    @Test("The collection view holds the data source weakly, as UIKit's does: the user keeps it")
    func dataSourceIsHeldWeakly() {
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: ListLayout())
        weak var weakSource: CollectionViewDiffableDataSource<Int, Int>?
        do {
            let source = CollectionViewDiffableDataSource<Int, Int>(
                collectionView: collectionView
            ) { collectionView, indexPath, _ in
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            weakSource = source
            #expect(collectionView.dataSource === source)
        }
        #expect(weakSource == nil)
        #expect(collectionView.dataSource == nil)
        #expect(collectionView.numberOfSections == 0)
    }

    @Test(
        "A cell provider called by a scroll may apply a snapshot: the collection view tiles again from the new data"
    )
    func applyFromScrollTiling() {
        let fixture = DiffableFixture()
        fixture.dataSource.apply(DiffableFixture.snapshot(Array(0..<40)))
        _ = fixture.visibleTitles
        var applied = false
        fixture.onProvide = { item in
            guard item == 12, !applied else { return }
            applied = true
            var snapshot = fixture.dataSource.snapshot()
            snapshot.deleteItems([0, 1])
            fixture.dataSource.apply(snapshot)
        }
        fixture.collectionView.contentOffset = CGPoint(x: 0, y: 120)
        fixture.window.layoutIfNeeded()
        fixture.window.layoutIfNeeded()
        #expect(applied)
        #expect(fixture.dataSource.snapshot().numberOfItems == 38)
        fixture.expectCellsMatchItems()
    }

    @Test(
        "Random edits of several sections: after each apply every cell shows its item, and items on screen before and after keep their cells"
    )
    func randomEdits() {
        let seed =
            ProcessInfo.processInfo.environment["DIFFABLE_SEED"].flatMap { UInt64($0) }
            ?? UInt64.random(in: 0..<UInt64.max)
        var random = SplitMix(seed: seed)
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: ListLayout())
        collectionView.register(TitleCell.self, forCellWithReuseIdentifier: "cell")
        let window = Window(size: CGSize(width: 320, height: 440))
        window.addSubview(collectionView)
        let source = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, item in
            let cell =
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                as! TitleCell
            cell.title = "\(item)"
            return cell
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        var nextItem = 0
        var nextSection = 0
        for _ in 0..<3 {
            snapshot.appendSections([nextSection])
            snapshot.appendItems(Array(nextItem..<nextItem + 5), toSection: nextSection)
            nextSection += 1
            nextItem += 5
        }
        source.apply(snapshot)
        window.layoutIfNeeded()
        for round in 0..<150 {
            for _ in 0..<Int(random.next() % 4) + 1 {
                let items = snapshot.itemIdentifiers
                let sections = snapshot.sectionIdentifiers
                switch random.next() % 10 {
                case 0 where !sections.isEmpty:
                    snapshot.appendItems(
                        [nextItem], toSection: sections[Int(random.next() % UInt64(sections.count))]
                    )
                    nextItem += 1
                case 1 where !items.isEmpty:
                    snapshot.insertItems(
                        [nextItem], beforeItem: items[Int(random.next() % UInt64(items.count))])
                    nextItem += 1
                case 2 where !items.isEmpty:
                    snapshot.deleteItems([items[Int(random.next() % UInt64(items.count))]])
                case 3 where items.count > 1:
                    let a = items[Int(random.next() % UInt64(items.count))]
                    let b = items[Int(random.next() % UInt64(items.count))]
                    if random.next() % 2 == 0 {
                        snapshot.moveItem(a, afterItem: b)
                    } else {
                        snapshot.moveItem(a, beforeItem: b)
                    }
                case 4 where sections.count > 1:
                    let a = sections[Int(random.next() % UInt64(sections.count))]
                    let b = sections[Int(random.next() % UInt64(sections.count))]
                    snapshot.moveSection(a, afterSection: b)
                case 5 where sections.count > 1 && random.next() % 3 == 0:
                    snapshot.deleteSections([sections[Int(random.next() % UInt64(sections.count))]])
                case 6 where sections.count < 5:
                    snapshot.appendSections([nextSection])
                    snapshot.appendItems([nextItem, nextItem + 1], toSection: nextSection)
                    nextSection += 1
                    nextItem += 2
                case 7 where !items.isEmpty:
                    snapshot.reloadItems([items[Int(random.next() % UInt64(items.count))]])
                case 9 where !items.isEmpty:
                    snapshot.reconfigureItems([items[Int(random.next() % UInt64(items.count))]])
                case 8 where !sections.isEmpty:
                    snapshot.reloadSections([sections[Int(random.next() % UInt64(sections.count))]])
                default:
                    break
                }
            }
            let reloaded = Set(snapshot.reloadedItemIdentifiers)
            let reloadedSections = Set(snapshot.reloadedSectionIdentifiers)
            let shown = source.snapshot()
            var before: [Int: CollectionViewCell] = [:]
            for path in collectionView.indexPathsForVisibleItems {
                before[source.itemIdentifier(for: path)!] = collectionView.cellForItem(at: path)
            }
            source.apply(snapshot)
            window.layoutIfNeeded()
            #expect(source.snapshot().itemIdentifiers == snapshot.itemIdentifiers, "seed \(seed)")
            for path in collectionView.indexPathsForVisibleItems {
                let item = source.itemIdentifier(for: path)!
                let cell = collectionView.cellForItem(at: path) as! TitleCell
                #expect(cell.title == "\(item)", "seed \(seed) round \(round) at \(path)")
                // Reloaded items, items of reloaded sections (before or after) and items moved
                // into a new section or out of a deleted one get new cells (a batch update
                // cannot move an item into an inserted section or out of a deleted one).
                let sections = [
                    snapshot.sectionIdentifier(containingItem: item),
                    shown.sectionIdentifier(containingItem: item),
                ]
                let acrossNewOrDeleted =
                    sections[1].map { snapshot.indexOfSection($0) == nil } ?? false
                    || shown.indexOfSection(sections[0]!) == nil
                if let old = before[item], !reloaded.contains(item), !acrossNewOrDeleted,
                    !sections.contains(where: { $0.map(reloadedSections.contains) ?? false })
                {
                    #expect(cell === old, "seed \(seed) round \(round): item \(item) lost its cell")

                }
            }
            snapshot = source.snapshot()
        }
    }

    // MARK: - Programmer errors

    @Test(
        "Applying from a cell provider inside an apply stops, as UIKit's reentrancy assertion does")
    func reentrantApplyStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            @MainActor in
            let fixture = DiffableFixture()
            fixture.dataSource.apply(DiffableFixture.snapshot([1]))
            _ = fixture.visibleTitles
            fixture.onProvide = { _ in fixture.dataSource.apply(DiffableFixture.snapshot([])) }
            fixture.dataSource.apply(DiffableFixture.snapshot([1, 2]))
        }
        expectStop(
            result,
            naming: ["apply(_:animatingDifferences:completion:)", "REENTRANTLY", "completion"])
    }

    @Test(
        "A reconfigure whose cell provider dequeues another kind of cell stops (UIKit: it must dequeue the same type of cell)"
    )
    func reconfigureWithOtherIdentifierStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            @MainActor in
            let collectionView = CollectionView(
                frame: CGRect(x: 0, y: 0, width: 100, height: 100),
                collectionViewLayout: ListLayout())
            collectionView.register(TitleCell.self, forCellWithReuseIdentifier: "a")
            collectionView.register(TitleCell.self, forCellWithReuseIdentifier: "b")
            var identifier = "a"
            let source = CollectionViewDiffableDataSource<Int, Int>(
                collectionView: collectionView
            ) { collectionView, indexPath, _ in
                collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
            }
            var snapshot = DiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1])
            source.apply(snapshot)
            collectionView.layoutIfNeeded()
            identifier = "b"
            snapshot.reconfigureItems([1])
            source.apply(snapshot)
        }
        expectStop(result, naming: ["reconfiguring item [0 0]", "dequeued \"b\"", "\"a\""])
    }

    @Test("A cell provider that returns nil stops, naming the item")
    func nilCellStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            @MainActor in
            let collectionView = CollectionView(
                frame: CGRect(x: 0, y: 0, width: 100, height: 100),
                collectionViewLayout: ListLayout())
            let source = CollectionViewDiffableDataSource<Int, String>(
                collectionView: collectionView
            ) { _, _, _ in nil }
            var snapshot = DiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["lost"])
            source.apply(snapshot)
            collectionView.layoutIfNeeded()
        }
        expectStop(result, naming: ["cell provider returned nil", "lost"])
    }
}

/// A small seeded generator (SplitMix64), so a failing random test can be replayed.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

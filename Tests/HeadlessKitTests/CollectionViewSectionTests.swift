import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A cell that shows its item's text.
final class TextCell: CollectionViewCell {
    var text = ""
}

/// A section header that shows its section's title.
final class TitleLabel: CollectionReusableView {
    var text = ""
}

/// Titled sections of text items; each cell shows its item, each header its section's title.
@MainActor final class SectionModel: CollectionViewDataSource {
    var sections: [(title: String, items: [String])]
    /// Cells asked for, by text, in order.
    var requested: [String] = []

    init(_ sections: [(String, [String])]) {
        self.sections = sections.map { (title: $0.0, items: $0.1) }
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
    {
        sections[section].items.count
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: "text", for: indexPath)
            as! TextCell
        cell.text = sections[indexPath.section].items[indexPath.item]
        requested.append(cell.text)
        return cell
    }
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView {
        let view =
            collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: "label", for: indexPath) as! TitleLabel
        view.text = sections[indexPath.section].title
        return view
    }
}

/// Models kept alive for the tests (the data source is weak).
@MainActor var sectionModels: [SectionModel] = []

/// A 320×480 list (rows 30, headers 20) of `model`, everything on screen.
@MainActor func makeSectionList(_ model: SectionModel) -> (Window, CollectionView) {
    let layout = ListLayout()
    layout.rowHeight = 30
    layout.sectionHeaderHeight = 20
    let window = Window(size: CGSize(width: 320, height: 480))
    let collection = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    collection.register(TextCell.self, forCellWithReuseIdentifier: "text")
    collection.register(
        TitleLabel.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
        withReuseIdentifier: "label")
    collection.dataSource = model
    sectionModels.append(model)
    window.addSubview(collection)
    window.runFrames(1)
    return (window, collection)
}

/// Checks the view against the model's current state: every item has a live cell at its
/// index path showing its text, at its layout frame, selected exactly when the view says so;
/// every section's header shows its title; no other managed view is on screen.
@MainActor func expectMatches(
    _ collection: CollectionView, _ model: SectionModel,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(collection.numberOfSections == model.sections.count, sourceLocation: sourceLocation)
    var expected: [IndexPath] = []
    for (s, section) in model.sections.enumerated() {
        for i in section.items.indices { expected.append(IndexPath(item: i, section: s)) }
        let header =
            collection.supplementaryView(
                forElementKind: CollectionView.elementKindSectionHeader,
                at: IndexPath(item: 0, section: s)) as? TitleLabel
        #expect(header?.text == section.title, "header \(s)", sourceLocation: sourceLocation)
    }
    #expect(collection.indexPathsForVisibleItems == expected, sourceLocation: sourceLocation)
    let selected = Set(collection.indexPathsForSelectedItems ?? [])
    for cell in collection.visibleCells {
        let cell = cell as! TextCell
        let path = collection.indexPath(for: cell)!
        #expect(
            cell.text == model.sections[path.section].items[path.item],
            "cell at \(path.shortDescription)", sourceLocation: sourceLocation)
        #expect(
            cell.frame == collection.layoutAttributesForItem(at: path)!.frame,
            "frame of \(path.shortDescription)", sourceLocation: sourceLocation)
        #expect(
            cell.isSelected == selected.contains(path), "selection of \(path.shortDescription)",
            sourceLocation: sourceLocation)
    }
    let managed = collection.subviews.count { $0 is CollectionReusableView }
    #expect(
        managed == expected.count + model.sections.count, "live views on screen",
        sourceLocation: sourceLocation)
}

@MainActor @Suite(.serialized) struct CollectionViewSectionTests {
    func threeSections() -> SectionModel {
        SectionModel([("A", ["a0", "a1"]), ("B", ["b0", "b1"]), ("C", ["c0"])])
    }

    func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    @Test("Inserting a section shifts later cells, headers and selection (UIKit rule)")
    func insertSection() {
        let model = threeSections()
        let (_, collection) = makeSectionList(model)
        collection.selectItem(at: path(1, 1), animated: false, scrollPosition: [])
        let b1 = collection.cellForItem(at: path(1, 1))
        let headerB = collection.supplementaryView(
            forElementKind: CollectionView.elementKindSectionHeader, at: path(1, 0))
        model.requested.removeAll()
        model.sections.insert(("X", ["x0", "x1", "x2"]), at: 1)
        collection.insertSections([1])
        #expect(collection.indexPathsForSelectedItems == [path(2, 1)])
        #expect(collection.cellForItem(at: path(2, 1)) === b1)
        #expect(
            collection.supplementaryView(
                forElementKind: CollectionView.elementKindSectionHeader, at: path(2, 0))
                === headerB)
        #expect(model.requested == ["x0", "x1", "x2"])  // only the new section is asked for
        expectMatches(collection, model)
    }

    @Test("Deleting a section pools its cells, deselects its items, shifts the rest (UIKit)")
    func deleteSection() {
        let model = threeSections()
        let log = DelegateLog()
        let (_, collection) = makeSectionList(model)
        collection.allowsMultipleSelection = true
        collection.delegate = log
        collection.selectItem(at: path(1, 0), animated: false, scrollPosition: [])
        collection.selectItem(at: path(2, 0), animated: false, scrollPosition: [])
        let c0 = collection.cellForItem(at: path(2, 0))
        let created = collection.cellsCreated
        model.sections.remove(at: 1)
        collection.deleteSections([1])
        #expect(log.take() == [.didEndDisplaying(path(1, 0)), .didEndDisplaying(path(1, 1))])
        #expect(collection.indexPathsForSelectedItems == [path(1, 0)])
        #expect(collection.cellForItem(at: path(1, 0)) === c0)
        expectMatches(collection, model)
        // The deleted section's cells are in the pool: two new items need no new cells.
        model.sections[0].items += ["a2", "a3"]
        collection.insertItems(at: [path(0, 2), path(0, 3)])
        #expect(collection.cellsCreated == created)
        expectMatches(collection, model)
    }

    @Test("Moving a section carries its cells, header and selection along (UIKit rule)")
    func moveSection() {
        let model = threeSections()
        let (_, collection) = makeSectionList(model)
        collection.selectItem(at: path(0, 1), animated: false, scrollPosition: [])
        let a1 = collection.cellForItem(at: path(0, 1))
        let c0 = collection.cellForItem(at: path(2, 0))
        model.requested.removeAll()
        model.sections.append(model.sections.removeFirst())
        collection.moveSection(0, toSection: 2)
        #expect(collection.indexPathsForSelectedItems == [path(2, 1)])
        #expect(collection.cellForItem(at: path(2, 1)) === a1)
        #expect(collection.cellForItem(at: path(1, 0)) === c0)
        #expect(model.requested.isEmpty)
        expectMatches(collection, model)
    }

    @Test("Reloading a section re-asks for its cells, deselects its items (UIKit)")
    func reloadSection() {
        let model = threeSections()
        let (_, collection) = makeSectionList(model)
        collection.allowsMultipleSelection = true
        collection.selectItem(at: path(1, 0), animated: false, scrollPosition: [])
        collection.selectItem(at: path(2, 0), animated: false, scrollPosition: [])
        let a0 = collection.cellForItem(at: path(0, 0))
        model.requested.removeAll()
        model.sections[1] = ("B'", ["p", "q", "r"])
        collection.reloadSections([1])
        #expect(model.requested == ["p", "q", "r"])
        #expect(collection.indexPathsForSelectedItems == [path(2, 0)])
        #expect(collection.cellForItem(at: path(0, 0)) === a0)
        expectMatches(collection, model)
    }

    /// Before: A [a0 a1], B [b0 b1], C [c0], D [d0 d1].
    /// Delete A and reload C (old indexes), insert X at 1 (new index), move D to 0, and,
    /// in the same batch, delete b0 (old path [1 0]), insert b2 at [2 1] (new path) and move
    /// d1 (old [3 1]) into B at [2 0].
    /// After: D [d0], X [x0], B [d1 b2 b1], C' [c0'].
    @Test("Section and item updates in one batch: deletes use old indexes, inserts new")
    func mixedBatch() {
        let model = SectionModel([
            ("A", ["a0", "a1"]), ("B", ["b0", "b1"]), ("C", ["c0"]), ("D", ["d0", "d1"]),
        ])
        let (_, collection) = makeSectionList(model)
        collection.allowsMultipleSelection = true
        for selected in [path(0, 0), path(1, 1), path(2, 0), path(3, 1)] {
            collection.selectItem(at: selected, animated: false, scrollPosition: [])
        }
        let b1 = collection.cellForItem(at: path(1, 1))
        let d0 = collection.cellForItem(at: path(3, 0))
        let d1 = collection.cellForItem(at: path(3, 1))
        model.requested.removeAll()
        var completed = false
        collection.performBatchUpdates(
            {
                model.sections = [
                    ("D", ["d0"]), ("X", ["x0"]), ("B", ["d1", "b2", "b1"]), ("C'", ["c0'"]),
                ].map { (title: $0.0, items: $0.1) }
                collection.deleteSections([0])
                collection.reloadSections([2])
                collection.insertSections([1])
                collection.moveSection(3, toSection: 0)
                collection.deleteItems(at: [path(1, 0)])
                collection.insertItems(at: [path(2, 1)])
                collection.moveItem(at: path(3, 1), to: path(2, 0))
            }, completion: { completed = $0 })
        #expect(completed)
        #expect(collection.indexPathsForSelectedItems == [path(2, 0), path(2, 2)])
        #expect(collection.cellForItem(at: path(0, 0)) === d0)
        #expect(collection.cellForItem(at: path(2, 0)) === d1)
        #expect(collection.cellForItem(at: path(2, 2)) === b1)
        #expect(model.requested == ["x0", "b2", "c0'"])
        expectMatches(collection, model)
    }
    @Test("Item updates inside deleted or inserted sections are covered by the section update")
    func itemUpdatesInsideChangedSections() {
        let model = threeSections()
        let (_, collection) = makeSectionList(model)
        let c0 = collection.cellForItem(at: path(2, 0))
        collection.performBatchUpdates {
            model.sections.remove(at: 1)
            model.sections.insert(("X", ["x0"]), at: 0)
            collection.deleteSections([1])
            collection.deleteItems(at: [path(1, 0)])
            collection.insertSections([0])
            collection.insertItems(at: [path(0, 0)])
        }
        #expect(collection.cellForItem(at: path(2, 0)) === c0)
        expectMatches(collection, model)
    }
}

@MainActor @Suite struct CollectionViewSectionStopTests {
    @Test("A section count that does not add up stops with UIKit's message")
    func inconsistentSectionCount() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            @MainActor in
            let model = SectionModel([("A", ["a0"]), ("B", ["b0"]), ("C", ["c0"])])
            let (_, collection) = makeSectionList(model)
            model.sections += [("X", []), ("Y", [])]
            collection.insertSections([3])
        }
        expectMessage(
            result,
            contains:
                "Invalid update: invalid number of sections. The number of sections contained in the "
                + "collection view after the update (5) must be equal to the number of sections "
                + "contained in the collection view before the update (3), plus or minus the number "
                + "of sections inserted or deleted (1 inserted, 0 deleted).")
    }

    @Test("Deleting a section that does not exist stops, naming it (UIKit rule)")
    func deleteSectionOutOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            @MainActor in
            let model = SectionModel([("A", ["a0"]), ("B", ["b0"]), ("C", ["c0"])])
            let (_, collection) = makeSectionList(model)
            model.sections.removeLast()
            collection.deleteSections([5])
        }
        expectMessage(
            result,
            contains: "attempt to delete section 5, but there are only 3 sections before the update"
        )
    }

    @Test("Moving a section past the end stops, naming it (UIKit rule)")
    func moveSectionOutOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            @MainActor in
            let model = SectionModel([("A", ["a0"]), ("B", ["b0"])])
            let (_, collection) = makeSectionList(model)
            collection.moveSection(0, toSection: 2)
        }
        expectMessage(
            result,
            contains: "attempt to move section 2, but there are only 2 sections after the update")
    }

    @Test("Item counts are checked in surviving sections at their new indexes (UIKit rule)")
    func inconsistentItemsInShiftedSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            @MainActor in
            let model = SectionModel([("A", ["a0"]), ("B", ["b0"])])
            let (_, collection) = makeSectionList(model)
            model.sections.insert(("X", []), at: 0)
            model.sections[2].items.append("b1")
            collection.insertSections([0])
        }
        expectMessage(
            result,
            contains:
                "Invalid update: invalid number of items in section 2. The number of items contained "
                + "in an existing section after the update (2) must be equal to the number of items "
                + "contained in that section before the update (1)")
    }

    @Test("Deleting the same section twice stops, naming it")
    func duplicateSectionDelete() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            @MainActor in
            let model = SectionModel([("A", ["a0"]), ("B", ["b0"]), ("C", ["c0"])])
            let (_, collection) = makeSectionList(model)
            collection.performBatchUpdates {
                model.sections.remove(at: 1)
                collection.deleteSections([1])
                collection.deleteSections([1])
            }
        }
        expectMessage(
            result,
            contains: "Invalid update: a section is deleted, reloaded or moved more than once: [1]")
    }

    @Test("Moving an item into an inserted section stops, naming it")
    func itemMoveIntoInsertedSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            @MainActor in
            let model = SectionModel([("A", ["a0", "a1"])])
            let (_, collection) = makeSectionList(model)
            collection.performBatchUpdates {
                model.sections = [(title: "X", items: ["a1"]), (title: "A", items: ["a0"])]
                collection.insertSections([0])
                collection.moveItem(
                    at: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 0))
            }
        }
        expectMessage(
            result,
            contains:
                "Invalid update: attempt to move item [0 1] to [0 0], but a section it leaves or "
                + "enters is inserted, deleted or reloaded in the same update")
    }
}

extension CollectionViewSectionTests {
    /// One section of three items with pinned headers, in a flow layout and in a list.
    static func pinnedLayouts() -> [CollectionViewLayout] {
        CollectionViewDataSourceTests.pinnedLayouts()
    }

    @Test(
        "Pinned section headers settle: bringing a header to the front does not dirty layout (UIKit: sectionHeadersPinToVisibleBounds)"
    )
    func pinnedHeadersSettle() {
        for counts in [[3], [20, 20], [5, 5, 5]] {
            for layout in Self.pinnedLayouts() {
                let (window, collection) = makeCollection(layout, model: Model(counts))
                collection.contentOffset.y = 40
                #expect(window.settle(timeout: 1), "\(type(of: layout)) \(counts)")
                #expect(window.diagnostics.isEmpty, "\(window.diagnostics.first?.message ?? "")")
                #expect(!collection.needsLayout)
                let header = collection.supplementaryView(
                    forElementKind: CollectionView.elementKindSectionHeader,
                    at: IndexPath(item: 0, section: 0))
                // In front of every cell.
                let headerIndex = collection.subviews.firstIndex { $0 === header }
                let lastCell = collection.subviews.lastIndex { $0 is CollectionViewCell }
                #expect(headerIndex != nil && lastCell != nil && headerIndex! > lastCell!)
            }
        }
    }
}

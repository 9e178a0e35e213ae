import Foundation
import Testing

@testable import HeadlessKit

/// `DiffableDataSourceSnapshot` as UIKit documents `NSDiffableDataSourceSnapshot`: ordered
/// sections and items with unique identifiers, edited as a value.
@Suite struct DiffableDataSourceSnapshotTests {
    typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

    static func make(_ sections: [(String, [Int])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    static func contents(_ snapshot: Snapshot) -> [String] {
        snapshot.sectionIdentifiers.map { section in
            "\(section): "
                + snapshot.itemIdentifiers(inSection: section).map(String.init)
                .joined(separator: " ")
        }
    }

    @Test(
        "Appending sections and items keeps their order; appendItems with no section goes to the last (UIKit: appendItems(_:toSection:))"
    )
    func appendKeepsOrder() {
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2], toSection: "a")
        snapshot.appendItems([3, 4])
        #expect(Self.contents(snapshot) == ["a: 1 2", "b: 3 4"])
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfItems == 4)
        #expect(snapshot.numberOfItems(inSection: "b") == 2)
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4])
        #expect(snapshot.indexOfItem(3) == 2)
        #expect(snapshot.indexOfItem(9) == nil)
        #expect(snapshot.indexOfSection("b") == 1)
        #expect(snapshot.indexOfSection("z") == nil)
        #expect(snapshot.sectionIdentifier(containingItem: 4) == "b")
        #expect(snapshot.sectionIdentifier(containingItem: 9) == nil)
    }

    @Test(
        "Inserting before and after an item or a section puts them next to it (UIKit: insertItems(_:beforeItem:), insertSections(_:afterSection:))"
    )
    func insertBeforeAndAfter() {
        var snapshot = Self.make([("a", [1, 2]), ("c", [5])])
        snapshot.insertItems([10, 11], beforeItem: 2)
        snapshot.insertItems([12], afterItem: 5)
        snapshot.insertSections(["b"], beforeSection: "c")
        snapshot.insertSections(["d"], afterSection: "c")
        snapshot.insertSections(["0"], beforeSection: "a")
        snapshot.appendItems([7], toSection: "b")
        #expect(Self.contents(snapshot) == ["0: ", "a: 1 10 11 2", "b: 7", "c: 5 12", "d: "])
        #expect(snapshot.indexOfItem(2) == 3)
        #expect(snapshot.indexOfItem(12) == 6)
        #expect(snapshot.indexOfSection("c") == 3)
    }

    @Test("Deleting items and sections renumbers what follows; unknown identifiers are ignored")
    func deleteRenumbers() {
        var snapshot = Self.make([("a", [1, 2, 3]), ("b", [4, 5]), ("c", [6])])
        snapshot.deleteItems([2, 5, 99])
        #expect(Self.contents(snapshot) == ["a: 1 3", "b: 4", "c: 6"])
        #expect(snapshot.indexOfItem(6) == 3)
        snapshot.deleteSections(["b", "zz"])
        #expect(Self.contents(snapshot) == ["a: 1 3", "c: 6"])
        #expect(snapshot.indexOfSection("c") == 1)
        #expect(snapshot.indexOfItem(6) == 2)
        #expect(snapshot.sectionIdentifier(containingItem: 4) == nil)
        // A deleted identifier may come back.
        snapshot.appendItems([4, 5], toSection: "a")
        #expect(Self.contents(snapshot) == ["a: 1 3 4 5", "c: 6"])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.numberOfSections == 0)
    }

    @Test(
        "Moving an item or a section puts it before or after the other (UIKit: moveItem(_:afterItem:), moveSection(_:beforeSection:))"
    )
    func moves() {
        var snapshot = Self.make([("a", [1, 2, 3]), ("b", [4, 5])])
        snapshot.moveItem(1, afterItem: 3)
        #expect(Self.contents(snapshot) == ["a: 2 3 1", "b: 4 5"])
        snapshot.moveItem(5, beforeItem: 2)
        #expect(Self.contents(snapshot) == ["a: 5 2 3 1", "b: 4"])
        snapshot.moveItem(2, afterItem: 4)
        #expect(Self.contents(snapshot) == ["a: 5 3 1", "b: 4 2"])
        #expect(snapshot.indexOfItem(2) == 4)
        snapshot.moveSection("b", beforeSection: "a")
        #expect(Self.contents(snapshot) == ["b: 4 2", "a: 5 3 1"])
        #expect(snapshot.indexOfItem(5) == 2)
        snapshot.moveSection("b", afterSection: "a")
        #expect(Self.contents(snapshot) == ["a: 5 3 1", "b: 4 2"])
        #expect(snapshot.indexOfSection("b") == 1)
    }

    @Test("A snapshot is a value: editing a copy leaves the original")
    func valueSemantics() {
        let original = Self.make([("a", [1, 2])])
        var copy = original
        copy.deleteItems([1])
        copy.reloadItems([2])
        #expect(Self.contents(original) == ["a: 1 2"])
        #expect(original.reloadedItemIdentifiers.isEmpty)
        #expect(copy.reloadedItemIdentifiers == [2])
    }

    @Test(
        "Reload and reconfigure marks list the items still there (UIKit: reloadedItemIdentifiers, reconfiguredItemIdentifiers)"
    )
    func marks() {
        var snapshot = Self.make([("a", [1, 2, 3])])
        snapshot.reloadItems([1])
        snapshot.reconfigureItems([2, 3])
        snapshot.reloadSections(["a"])
        snapshot.deleteItems([3])
        #expect(snapshot.reloadedItemIdentifiers == [1])
        #expect(snapshot.reconfiguredItemIdentifiers == [2])
        #expect(snapshot.reloadedSectionIdentifiers == ["a"])
        #expect(NSDiffableDataSourceSnapshot<String, Int>.self == Snapshot.self)
    }

    @Test(
        "Building 100 000 items one append at a time is linear: each append writes only the new items"
    )
    func appendingIsLinear() {
        let n = 100_000
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b"])
        for item in 0..<n { snapshot.appendItems([item]) }
        #expect(snapshot.numberOfItems == n)
        #expect(snapshot.indexOfItem(n - 1) == n - 1)
        // Quadratic work (renumbering on each append) would be about n²/2 = 5·10⁹.
        #expect(snapshot.elementsTouched <= 2 * n + 10)
        // Lookups are dictionary reads: indexOfItem for every item adds nothing.
        for item in stride(from: 0, to: n, by: 997) { #expect(snapshot.indexOfItem(item) == item) }
        #expect(snapshot.elementsTouched <= 2 * n + 10)
    }

    // MARK: - Programmer errors (UIKit stops on each)

    @Test(
        "Appending an item that is already there stops, naming it (UIKit: identifiers must be unique)"
    )
    func duplicateItemStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a", "b"])
            snapshot.appendItems([1, 2], toSection: "a")
            snapshot.appendItems([3, 2], toSection: "b")
        }
        expectStop(
            result,
            naming: [
                "appendItems(_:toSection:)", "item identifier 2", "already in the snapshot",
                "section a",
            ])
    }

    @Test("An item supplied twice in one call stops, naming it")
    func itemSuppliedTwiceStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a"])
            snapshot.appendItems([7, 8, 7])
        }
        expectStop(
            result, naming: ["appendItems(_:toSection:)", "item identifier 7", "supplied twice"])
    }

    @Test("A duplicate section stops, naming it")
    func duplicateSectionStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a", "b"])
            snapshot.insertSections(["b"], afterSection: "a")
        }
        expectStop(
            result,
            naming: [
                "insertSections(_:afterSection:)", "section identifier b",
                "already in the snapshot",
            ])
    }

    @Test("Appending to a section that is not there stops, naming it")
    func unknownSectionStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a"])
            snapshot.appendItems([1], toSection: "missing")
        }
        expectStop(
            result,
            naming: [
                "appendItems(_:toSection:)", "section identifier missing", "not in the snapshot",
            ])
    }

    @Test("Appending items with no section stops, as UIKit's 'Please add a section first'")
    func noSectionStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendItems([1])
        }
        expectStop(result, naming: ["appendItems(_:toSection:)", "no sections"])
    }

    @Test("Inserting before, moving or reconfiguring an item that is not there stops, naming it")
    func unknownItemStops() async {
        let insert = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a"])
            snapshot.insertItems([1], beforeItem: 42)
        }
        expectStop(
            insert,
            naming: ["insertItems(_:beforeItem:)", "item identifier 42", "not in the snapshot"])
        let move = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a"])
            snapshot.appendItems([1])
            snapshot.moveItem(1, afterItem: 43)
        }
        expectStop(move, naming: ["moveItem(_:afterItem:)", "item identifier 43"])
        let reconfigure = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a"])
            snapshot.reconfigureItems([44])
        }
        expectStop(reconfigure, naming: ["reconfigureItems(_:)", "item identifier 44"])
    }
}

/// Checks that a stopped process's standard error names every one of `fragments`.
func expectStop(
    _ result: ExitTest.Result?, naming fragments: [String],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    for fragment in fragments {
        #expect(
            text.contains(fragment), "\(fragment) not in: \(text)", sourceLocation: sourceLocation)
    }
}

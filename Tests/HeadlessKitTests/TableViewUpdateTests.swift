import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

@MainActor @Suite(.serialized) struct TableViewUpdateTests {
    func texts(_ table: TableView) -> [String] {
        table.visibleCells.map { $0.textLabel?.text ?? "" }
    }

    @Test(
        "insertRows, deleteRows, reloadRows and moveRow apply at once; cells keep their rows (UIKit: Inserting, deleting, and moving rows and sections)"
    )
    func rowUpdates() {
        let model = TableModel([["a", "b", "c"]])
        let (window, table) = makeTable(model)
        let b = table.cellForRow(at: IndexPath(row: 1, section: 0))
        model.sections[0].insert("new", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        window.layoutIfNeeded()
        #expect(texts(table) == ["new", "a", "b", "c"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === b)
        model.sections[0].remove(at: 1)
        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        window.layoutIfNeeded()
        #expect(texts(table) == ["new", "b", "c"])
        model.sections[0].swapAt(0, 2)
        table.moveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0))
        model.sections[0] = ["c", "new", "b"]
        table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        window.layoutIfNeeded()
        #expect(texts(table) == ["c", "new", "b"])
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 88)
    }

    @Test(
        "beginUpdates/endUpdates batch their changes; performBatchUpdates runs its completion (UIKit: beginUpdates(), performBatchUpdates(_:completion:))"
    )
    func batches() {
        let model = TableModel([["a", "b"], ["c"]])
        let (window, table) = makeTable(model)
        table.beginUpdates()
        model.sections[0].remove(at: 0)
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        table.beginUpdates()
        model.sections.append(["d", "e"])
        table.insertSections([2], with: .automatic)
        table.endUpdates()
        #expect(table.numberOfSections == 2)  // nothing applied before the outer end
        table.endUpdates()
        #expect(table.numberOfSections == 3)
        window.layoutIfNeeded()
        #expect(texts(table) == ["b", "c", "d", "e"])
        var completed = false
        table.performBatchUpdates(
            {
                model.sections.remove(at: 0)
                table.deleteSections([0], with: .left)
            }, completion: { completed = $0 })
        #expect(completed)
        window.layoutIfNeeded()
        #expect(texts(table) == ["c", "d", "e"])
    }

    @Test(
        "An empty beginUpdates/endUpdates asks the delegate for heights again (UIKit's idiom for resizing rows)"
    )
    func emptyBatchRequeriesHeights() {
        final class Heights: TableViewDelegate {
            var height: CGFloat = 44
            func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                indexPath.row == 0 ? height : 44
            }
        }
        let model = TableModel(counts: [3])
        let heights = Heights()
        let (window, table) = makeTable(model) { _ in }
        table.delegate = heights
        window.layoutIfNeeded()
        heights.height = 120
        table.beginUpdates()
        table.endUpdates()
        window.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 120)
    }
}

@MainActor @Suite struct TableViewStopTests {
    @Test("A row count that does not add up stops with UIKit's table view message")
    func inconsistentRows() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            @MainActor in
            let model = TableModel(counts: [4])
            let (_, table) = makeTable(model)
            model.sections[0].append("x")
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }
        expectStop(
            result,
            naming: [
                "Invalid update: invalid number of rows in section 0. The number of rows "
                    + "contained in an existing section after the update (5) must be equal to the "
                    + "number of rows contained in that section before the update (4)"
            ])
    }

    @Test(
        "A data source released while its table still shows rows stops at the next cell, naming the table and the weak data source (UIKit: dataSource is weak)"
    )
    func releasedDataSource() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            @MainActor in
            var model: TableModel? = TableModel(counts: [100])
            let (window, table) = makeTable(model!)
            model = nil
            table.contentOffset.y = 2_000
            window.layoutIfNeeded()
        }
        expectStop(
            result, naming: ["TableView", "its dataSource is nil", "holds its data source weakly"])
    }

    @Test("A table whose data source is released and reloaded shows no rows, as UIKit")
    func releasedDataSourceThenReload() {
        var model: TableModel? = TableModel(counts: [100])
        let (window, table) = makeTable(model!)
        #expect(!table.visibleCells.isEmpty)
        model = nil
        table.reloadData()
        table.contentOffset.y = 2_000
        window.layoutIfNeeded()
        #expect(table.visibleCells.isEmpty)
        _ = model
    }

    @Test("Deleting a row that does not exist stops, naming it")
    func deleteOutOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            @MainActor in
            let model = TableModel(counts: [4])
            let (_, table) = makeTable(model)
            model.sections[0].removeLast()
            table.deleteRows(at: [IndexPath(row: 9, section: 0)], with: .automatic)
        }
        expectStop(
            result,
            naming: [
                "attempt to delete row 9 from section 0, which only contains 4 rows before the update"
            ])
    }

    @Test("A malformed index path stops at the entry, naming the method, the value and the view")
    func malformedPath() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            @MainActor in
            let (_, table) = makeTable(TableModel(counts: [4]))
            table.insertRows(at: [IndexPath(row: -1, section: 0)], with: .automatic)
        }
        expectStop(result, naming: ["TableView", "insertRows(at:with:)", "[0, -1]"])
    }

    @Test("scrollToRow and rectForRow with a row that does not exist stop, naming it")
    func scrollToMissingRow() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            @MainActor in
            let (_, table) = makeTable(TableModel(counts: [4]))
            table.scrollToRow(at: IndexPath(row: 4, section: 0), at: .top, animated: false)
        }
        expectStop(result, naming: ["TableView", "scrollToRow(at:at:animated:)", "[0 4]"])
        let rect = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            @MainActor in
            let (_, table) = makeTable(TableModel(counts: [4]))
            _ = table.rectForRow(at: IndexPath(row: 0, section: 3))
        }
        expectStop(rect, naming: ["TableView", "rectForRow(at:)", "[3 0]"])
    }

    @Test("Dequeueing an unregistered identifier with an index path stops, naming it")
    func unregisteredIdentifier() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            @MainActor in
            let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            _ = table.dequeueReusableCell(
                withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
        }
        expectStop(
            result, naming: ["TableView", "\"missing\"", "register(_:forCellReuseIdentifier:)"])
    }

    @Test("A negative row count from the data source stops, naming the table and section")
    func negativeCount() async {
        final class Negative: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
                -3
            }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
                -> TableViewCell
            { TableViewCell() }
        }
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            @MainActor in
            let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let source = Negative()
            table.dataSource = source
            _ = table.numberOfRows(inSection: 0)
        }
        expectStop(
            result, naming: ["TableView", "tableView(_:numberOfRowsInSection:) returned -3"])
    }
}

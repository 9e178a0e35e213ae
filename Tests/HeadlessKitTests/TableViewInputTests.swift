import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

@MainActor @Suite(.serialized) struct TableViewInputTests {
    final class Heights: TableViewDelegate {
        var rows: [CGFloat]
        var header: CGFloat = TableView.automaticDimension
        init(_ rows: [CGFloat]) { self.rows = rows }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            rows[indexPath.row % rows.count]
        }
        func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
            header
        }
    }

    @Test(
        "NaN, negative and infinite heights from the delegate are clamped (NaN and negative to 0, infinite to 10¹⁵) and recorded, never a stop",
        arguments: [CGFloat(44), TableView.automaticDimension])
    func hostileHeights(rowHeight: CGFloat) {
        let model = TableModel(counts: [6])
        model.headerTitles = ["Title"]
        let heights = Heights([.nan, -20, 50, .infinity, 30, -.infinity])
        heights.header = .nan
        let (window, table) = makeTable(model, rowHeight: rowHeight)
        table.delegate = heights
        window.layoutIfNeeded()
        window.runFrames(2)
        #expect(table.rectForHeader(inSection: 0).height == 0)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 0)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 0)
        #expect(
            table.rectForRow(at: IndexPath(row: 2, section: 0))
                == CGRect(x: 0, y: 0, width: 320, height: 50))
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).height == 1e15)
        #expect(table.contentSize.height.isFinite)
        #expect(table.visibleCells.map { table.indexPath(for: $0)!.row } == [2, 3])
        #expect(!window.diagnostics.isEmpty)
        // Scrolling to the end of the 10¹⁵-point row stays finite.
        table.scrollToRow(at: IndexPath(row: 4, section: 0), at: .bottom, animated: false)
        window.runFrames(1)
        #expect(table.contentOffset.y.isFinite)
        #expect(table.indexPathsForVisibleRows?.contains(IndexPath(row: 4, section: 0)) == true)
    }

    @Test(
        "1,000,000 rows: only the rows on screen have cells, fixed or self-sizing, and scrolling far costs no more cells (UIKit: cells are reused)",
        arguments: [CGFloat(44), TableView.automaticDimension])
    func millionRows(rowHeight: CGFloat) {
        let model = TableModel(counts: [1_000_000])
        let (window, table) = makeTable(model, rowHeight: rowHeight)
        #expect(table.numberOfRows(inSection: 0) == 1_000_000)
        #expect(table.visibleCells.count == 11)
        #expect(table.contentSize.height == 44_000_000)
        let live = { table.rows.subviews.filter { $0 is TableViewCell }.count }
        #expect(live() == 11)
        table.scrollToRow(at: IndexPath(row: 500_000, section: 0), at: .middle, animated: false)
        window.runFrames(1)
        #expect(
            table.indexPathsForVisibleRows?.contains(IndexPath(row: 500_000, section: 0)) == true)
        #expect(live() <= 12)
        #expect(table.cellsCreated <= 24)
        window.fling(from: CGPoint(x: 160, y: 400), velocity: CGPoint(x: 0, y: -3000))
        window.settle()
        #expect(live() <= 12)
        #expect(table.cellsCreated <= 24)
    }

    @Test(
        "A table view and a cell kept after their window and data source are gone stay safe to use")
    func keptAfterTreeIsGone() {
        var kept: (TableView, TableViewCell)?
        do {
            let model = TableModel(counts: [50])
            let (window, table) = makeTable(model)
            kept = (table, table.visibleCells[3])
            table.removeFromSuperview()
            _ = window
        }
        let (table, cell) = kept!
        #expect(table.window == nil)
        #expect(table.dataSource == nil)  // weak: the model is gone
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.numberOfSections == 0)
        #expect(table.visibleCells.isEmpty)
        #expect(table.indexPath(for: cell) == nil)
        cell.textLabel?.text = "still here"
        cell.prepareForReuse()
        cell.layoutIfNeeded()
        #expect(cell.textLabel?.text == "still here")
        _ = table.indexPathForRow(at: CGPoint(x: 10, y: 10))
    }

    @Test(
        "A data source that returns the same kept cell for a row each time shows it (static cells)")
    func staticCells() {
        final class Static: TableViewDataSource {
            let cells = (0..<3).map { i -> TableViewCell in
                let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
                cell.textLabel?.text = "static \(i)"
                return cell
            }
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
                -> TableViewCell
            { cells[indexPath.row] }
        }
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let table = TableView(frame: window.bounds, style: .grouped)
        let source = Static()
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        #expect(
            table.visibleCells.map { $0 === source.cells[table.indexPath(for: $0)!.row] } == [
                true, true, true,
            ])
        table.reloadData()
        window.layoutIfNeeded()
        table.contentOffset = CGPoint(x: 0, y: 60)
        window.runFrames(1)
        table.contentOffset = CGPoint(x: 0, y: 0)
        window.runFrames(1)
        #expect(table.visibleCells.map(\.textLabel!.text!) == ["static 0", "static 1", "static 2"])
        #expect(table.cellsCreated == 0)
    }

    @Test(
        "Tree dumps and SVG show a table view as ordinary views: header, rows with their paths, footer"
    )
    func dumps() {
        let model = TableModel(counts: [2])
        model.headerTitles = ["Fruit"]
        let (_, table) = makeTable(model)
        assertTree(
            table, options: TreeDescriptionOptions(maxDepth: 1),
            """
            TableView (0 0; 320 480) content=(320 116)
            ├ TableSectionViewContainer (0 0; 320 28) indexPath=[0 0]
            ├ TableViewCell (0 28; 320 44) indexPath=[0 0]
            └ TableViewCell (0 72; 320 44) indexPath=[0 1]
            """)
        #expect(table.svg().contains("<svg"))
    }
}

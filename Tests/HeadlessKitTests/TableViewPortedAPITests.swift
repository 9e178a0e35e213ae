import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A cell that counts its `prepareForReuse` calls.
private final class ReuseCountingTableCell: TableViewCell {
    var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// Records section views leaving, for a table with headers and footers.
@MainActor
private final class SectionViewsSource: TableViewController {
    var ended: [String] = []
    var rowsPerSection = 10

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    }

    override func numberOfSections(in tableView: TableView) -> Int { 5 }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        rowsPerSection
    }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
        -> TableViewCell
    {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
        return cell
    }
    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int)
        -> String?
    { "Head \(section)" }
    override func tableView(_ tableView: TableView, titleForFooterInSection section: Int)
        -> String?
    { "Foot \(section)" }
    override func tableView(
        _ tableView: TableView, estimatedHeightForHeaderInSection section: Int
    ) -> CGFloat { 30 }
    override func tableView(
        _ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int
    ) {
        ended.append(
            "header \(section) \((view as? TableViewHeaderFooterView)?.textLabel?.text ?? "")")
    }
    override func tableView(
        _ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int
    ) {
        ended.append("footer \(section)")
    }
}

@MainActor @Suite struct TableViewPortedAPITests {
    @Test(
        "rectForSection spans a section from its header to its footer; rectForFooter is the footer's; sections that do not exist give .zero (UIKit: UITableView.rectForSection(_:))"
    )
    func sectionRects() {
        let model = TableModel(counts: [3, 0, 20])
        model.headerTitles = ["A", "B", "C"]
        model.footerTitles = ["a", "b", "c"]
        let (_, table) = makeTable(model)
        #expect(table.rectForSection(0) == CGRect(x: 0, y: 0, width: 320, height: 28 + 132 + 28))
        #expect(table.rectForSection(1) == CGRect(x: 0, y: 188, width: 320, height: 56))
        #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 160, width: 320, height: 28))
        #expect(table.rectForFooter(inSection: 1).minY == 216)
        for section in [-1, 3, Int.max, Int.min] {
            #expect(table.rectForSection(section) == .zero)
            #expect(table.rectForFooter(inSection: section) == .zero)
        }
        let none = TableModel(counts: [])
        let empty = makeTable(none).1
        #expect(empty.rectForSection(0) == .zero)
    }

    @Test(
        "scrollToNearestSelectedRow scrolls to the selected row nearest the top of the visible area, and does nothing with no selection (UIKit: scrollToNearestSelectedRow(at:animated:))"
    )
    func nearestSelectedRow() {
        let model = TableModel(counts: [100])
        let (window, table) = makeTable(model)
        table.scrollToNearestSelectedRow(at: .top, animated: false)
        #expect(table.contentOffset.y == 0)
        table.allowsMultipleSelection = true
        table.selectRow(at: IndexPath(row: 10, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 60, section: 0), animated: false, scrollPosition: .none)
        table.scrollToNearestSelectedRow(at: .top, animated: false)
        #expect(table.contentOffset.y == 440)
        table.contentOffset.y = 1000
        window.layoutIfNeeded()
        table.scrollToNearestSelectedRow(at: .top, animated: false)
        #expect(table.contentOffset.y == 2640)
        // Past every selected row: the last one.
        table.contentOffset.y = 3000
        table.scrollToNearestSelectedRow(at: .bottom, animated: false)
        #expect(table.contentOffset.y == 2204)  // row 60 ends at 2684, the view is 480 tall
    }

    @Test(
        "reconfigureRows asks the data source again for rows on screen and keeps their cells, without prepareForReuse (UIKit: UITableView.reconfigureRows(at:))"
    )
    func reconfigureKeepsCells() throws {
        let model = TableModel(counts: [40])
        let (window, table) = makeTable(model) { table in
            table.register(ReuseCountingTableCell.self, forCellReuseIdentifier: "cell")
        }
        let first = try #require(
            table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ReuseCountingTableCell)
        let before = first.textLabel?.text
        model.sections[0][0] = "changed"
        model.calls.removeAll()
        table.reconfigureRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 30, section: 0)])
        window.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === first)
        #expect(first.reuses == 0)
        #expect(first.textLabel?.text == "changed" && before != "changed")
        #expect(model.calls == [.cellForRow(IndexPath(row: 0, section: 0))], "row 30 is off screen")
        table.reconfigureRows(at: [])
    }

    @Test("reconfigureRows with a row that does not exist stops, naming it")
    func reconfigureMissingRowStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            @MainActor in
            let model = TableModel(counts: [4])
            let (_, table) = makeTable(model)
            table.reconfigureRows(at: [IndexPath(row: 4, section: 0)])
        }
        expectStop(result, naming: ["reconfigureRows(at:): there is no row at [0 4]"])
    }

    @Test(
        "didEndDisplayingHeaderView and didEndDisplayingFooterView tell a TableViewController subclass which section views left (UIKit: UITableViewDelegate)"
    )
    func sectionViewsEndDisplaying() throws {
        let window = Window(size: CGSize(width: 320, height: 480))
        let controller = SectionViewsSource(style: .plain)
        window.rootViewController = controller
        window.settle()
        let table = try #require(controller.tableView)
        controller.ended.removeAll()
        // Section 0 spans 0..<496: at 600 its header and footer are gone.
        table.contentOffset.y = 600
        window.layoutIfNeeded()
        #expect(controller.ended.contains("header 0 Head 0"))
        #expect(controller.ended.contains("footer 0"))
        #expect(!controller.ended.contains { $0.hasSuffix(" 1") || $0.contains(" 1 ") })
    }
}

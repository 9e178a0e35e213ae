import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

@MainActor @Suite(.serialized) struct TableViewCoreTests {
    /// 320×480, 44-point rows: rows 0...10 meet the visible rect (row 10 at 440..484).
    ///
    ///     +---------- 320 ----------+
    ///     | s0 r0            0..44  |
    ///     | s0 r1           44..88  |
    ///     | ...                     |
    ///     | s0 r10         440..484 |  (partly)
    ///     +-------------------------+
    @Test(
        "Only the rows on screen have cells (UIKit: visibleCells, indexPathsForVisibleRows); cells are subviews at rectForRow(at:)"
    )
    func visibleRowsOnly() {
        let model = TableModel(counts: [100])
        let (_, table) = makeTable(model)
        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 100)
        #expect(table.numberOfRows(inSection: 7) == 0)
        #expect(table.indexPathsForVisibleRows == (0...10).map { IndexPath(row: $0, section: 0) })
        #expect(table.visibleCells.count == 11)
        #expect(table.contentSize == CGSize(width: 320, height: 4400))
        for cell in table.visibleCells {
            let path = table.indexPath(for: cell)!
            #expect(cell.frame == table.rectForRow(at: path))
            #expect(cell.isDescendant(of: table))
            #expect(cell.textLabel?.text == "s0 r\(path.row)")
        }
        #expect(
            table.rectForRow(at: IndexPath(row: 50, section: 0))
                == CGRect(x: 0, y: 2200, width: 320, height: 44))
        #expect(table.cellForRow(at: IndexPath(row: 50, section: 0)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 100)) == IndexPath(row: 2, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 5000)) == nil)
    }

    @Test(
        "Scrolling reuses cells: rows that leave go to the pool, didEndDisplaying then willDisplay (UIKit: dequeueReusableCell(withIdentifier:for:))"
    )
    func scrollingReuses() {
        let model = TableModel(counts: [1000])
        let (window, table) = makeTable(model)
        model.calls.removeAll()
        table.contentOffset = CGPoint(x: 0, y: 44)
        window.runFrames(1)
        #expect(
            model.calls == [
                .didEndDisplaying(IndexPath(row: 0, section: 0)),
                .cellForRow(IndexPath(row: 11, section: 0)),
                .willDisplay(IndexPath(row: 11, section: 0)),
            ])
        for y in stride(from: 0, through: 40_000, by: 100) {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(y))
            window.runFrames(1)
            #expect(table.visibleCells.count <= 12)
        }
        #expect(table.cellsCreated <= 13)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 909, section: 0))
    }

    @Test(
        "A drag scrolls the table view itself: contentOffset is the table's (UIKit: UITableView is a UIScrollView)"
    )
    func dragScrolls() {
        let model = TableModel(counts: [100])
        let (window, table) = makeTable(model)
        window.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), duration: 0.5)
        window.settle()
        #expect(table.contentOffset.y > 200)
        let first = table.indexPathsForVisibleRows!.first!
        #expect(table.rectForRow(at: first).maxY > table.contentOffset.y)
        #expect(table.rectForRow(at: first).minY <= table.contentOffset.y)
    }

    @Test(
        "scrollToRow(at:at:animated:) puts the row at the top, middle or bottom, or scrolls the least for .none (UIKit: UITableView.ScrollPosition)"
    )
    func scrollToRow() {
        let model = TableModel(counts: [100])
        let (window, table) = makeTable(model)
        let row = IndexPath(row: 50, section: 0)  // 2200..2244
        table.scrollToRow(at: row, at: .top, animated: false)
        #expect(table.contentOffset.y == 2200)
        table.scrollToRow(at: row, at: .middle, animated: false)
        #expect(table.contentOffset.y == 1982)
        table.scrollToRow(at: row, at: .bottom, animated: false)
        #expect(table.contentOffset.y == 1764)
        table.scrollToRow(at: IndexPath(row: 45, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == 1764)  // row 45 (1980..2024) shows: no move
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == 440)  // above: its top at the top
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 3920)  // clamped to the content
        window.runFrames(1)
        #expect(table.cellForRow(at: IndexPath(row: 99, section: 0)) != nil)
    }

    @Test(
        "rowHeight and heightForRowAt give fixed heights; the delegate's wins (UIKit: tableView(_:heightForRowAt:))"
    )
    func delegateHeights() {
        final class Tall: TableViewDelegate {
            func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                indexPath.row == 1 ? 100 : 50
            }
        }
        let model = TableModel(counts: [5])
        let (window, table) = makeTable(model, rowHeight: 60)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 120)
        let tall = Tall()
        table.delegate = tall
        table.reloadData()
        window.layoutIfNeeded()
        #expect(
            table.rectForRow(at: IndexPath(row: 1, section: 0))
                == CGRect(x: 0, y: 50, width: 320, height: 100))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 150)
        #expect(table.contentSize.height == 300)
    }

    @Test(
        "Rows size themselves by default: standard labels give 44 points, Auto Layout in contentView gives the constraints' height (UIKit: automaticDimension, estimatedRowHeight)"
    )
    func selfSizing() {
        let model = TableModel(counts: [30])
        let (window, table) = makeTable(model, rowHeight: nil)
        #expect(table.rowHeight == TableView.automaticDimension)
        #expect(table.estimatedRowHeight == TableView.automaticDimension)
        #expect(
            table.rectForRow(at: IndexPath(row: 3, section: 0))
                == CGRect(x: 0, y: 132, width: 320, height: 44))

        let (_, tall) = makeTable(TableModel(counts: [30]), rowHeight: nil) {
            $0.register(TallTableCell.self, forCellReuseIdentifier: "cell")
        }
        #expect(
            tall.rectForRow(at: IndexPath(row: 3, section: 0))
                == CGRect(x: 0, y: 300, width: 320, height: 100))
        #expect(tall.visibleCells.allSatisfy { $0 is TallTableCell && $0.frame.height == 100 })
        #expect(tall.visibleCells.count == 5)
        // Rows never shown are at the 44-point estimate.
        #expect(tall.rectForRow(at: IndexPath(row: 29, section: 0)).height == 44)
        // The first pass placed 11 rows at the estimate (0..484) and sized them all: 11 × 100
        // plus 19 rows still at 44.
        #expect(tall.contentSize.height == 1936)
        withExtendedLifetime(window) {}
    }

    @Test(
        "Standard cell styles lay out their labels; detailTextLabel is nil in .default (UIKit: UITableViewCell.CellStyle)"
    )
    func cellStyles() {
        let plain = TableViewCell(style: .default, reuseIdentifier: nil)
        #expect(plain.detailTextLabel == nil)
        #expect(plain.reuseIdentifier == nil)
        let subtitle = TableViewCell(style: .subtitle, reuseIdentifier: "s")
        #expect(subtitle.reuseIdentifier == "s")
        subtitle.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        subtitle.textLabel?.text = "Title"
        subtitle.detailTextLabel?.text = "Detail"
        subtitle.imageView?.image = Image(named: "icon", size: CGSize(width: 30, height: 30))
        subtitle.accessoryType = .disclosureIndicator
        subtitle.layoutIfNeeded()
        let text = subtitle.textLabel!.frame
        let detail = subtitle.detailTextLabel!.frame
        #expect(subtitle.imageView!.frame.minX == 16)
        #expect(text.minX == 62 && detail.minX == 62)
        #expect(detail.minY == text.maxY)
        #expect(text.height > 0 && detail.height > 0)
        #expect(abs((text.minY + detail.maxY) / 2 - 30) <= 1)  // centred
        let value1 = TableViewCell(style: .value1, reuseIdentifier: nil)
        value1.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        value1.textLabel?.text = "Wi-Fi"
        value1.detailTextLabel?.text = "Home"
        value1.layoutIfNeeded()
        #expect(value1.detailTextLabel!.frame.maxX == 304)
        #expect(value1.textLabel!.frame.minX == 16)
    }

    @Test(
        "Zero sections and empty sections make an empty table; the header and footer views still show (UIKit: tableHeaderView, tableFooterView)"
    )
    func emptyAndTableHeader() {
        let model = TableModel([])
        let header = View(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        let footer = View(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        let (window, table) = makeTable(model) {
            $0.tableHeaderView = header
            $0.tableFooterView = footer
        }
        #expect(table.numberOfSections == 0)
        #expect(table.visibleCells.isEmpty)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(footer.frame == CGRect(x: 0, y: 100, width: 320, height: 30))
        #expect(table.contentSize.height == 130)
        model.sections = [[], ["a", "b"]]
        table.reloadData()
        window.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 100)
        #expect(footer.frame.minY == 188)
        #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 150)) == IndexPath(row: 1, section: 1))
        assertTree(
            table, options: TreeDescriptionOptions(maxDepth: 1),
            """
            TableView (0 0; 320 480) content=(320 218)
            ├ View (0 0; 320 100)
            ├ TableViewCell (0 100; 320 44) indexPath=[1 0]
            ├ TableViewCell (0 144; 320 44) indexPath=[1 1]
            └ View (0 188; 320 30)
            """)
    }

    @Test(
        "Section titles show as headers and footers pinned in a plain table (UIKit: titleForHeaderInSection, UITableView.Style.plain)"
    )
    func sectionTitles() {
        let model = TableModel(counts: [20, 20])
        model.headerTitles = ["First", nil]
        model.footerTitles = [nil, "The end"]
        let (window, table) = makeTable(model)
        // Header 0 (28), 20 rows, section 1 without header, footer (28).
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 28)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 908)
        #expect(table.contentSize.height == 1816)
        let header = table.headerView(forSection: 0) as? TableViewHeaderFooterView
        #expect(header?.textLabel?.text == "First")
        table.contentOffset = CGPoint(x: 0, y: 300)
        window.runFrames(1)
        // Pinned: the header stays at the top of the visible bounds.
        let pinned = table.headerView(forSection: 0)!
        #expect(pinned.convert(pinned.bounds, to: table).minY == 300)
    }

    @Test("A grouped table's headers scroll with the rows and show their titles in capitals")
    func groupedHeaders() {
        let model = TableModel(counts: [20])
        model.headerTitles = ["Settings"]
        let (window, table) = makeTable(model, style: .grouped)
        #expect(table.style == .grouped)
        #expect(table.rectForHeader(inSection: 0).height == 38)
        let header = table.headerView(forSection: 0) as? TableViewHeaderFooterView
        #expect(header?.textLabel?.text == "SETTINGS")
        table.contentOffset = CGPoint(x: 0, y: 100)
        window.runFrames(1)
        #expect(table.headerView(forSection: 0) == nil)
    }

    @Test(
        "dequeueReusableCell(withIdentifier:) returns nil for an unknown identifier; a cell the data source makes is shown (UIKit: the pre-registration pattern)"
    )
    func legacyDequeue() {
        final class Legacy: TableViewDataSource {
            var made = 0
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
                200
            }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
                -> TableViewCell
            {
                let cell =
                    tableView.dequeueReusableCell(withIdentifier: "legacy")
                    ?? {
                        made += 1
                        return TableViewCell(style: .subtitle, reuseIdentifier: "legacy")
                    }()
                cell.textLabel?.text = "\(indexPath.row)"
                return cell
            }
        }
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = TableView(frame: window.bounds, style: .plain)
        table.rowHeight = 44
        let source = Legacy()
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        #expect(table.visibleCells.count == 11)
        for y in stride(from: 0, through: 4000, by: 50) {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(y))
            window.runFrames(1)
        }
        #expect(source.made <= 13)
        #expect(table.visibleCells.map { $0.textLabel!.text! } == (90...101).map { "\($0)" })
    }

    @Test(
        "A registered cell class is made with init(style: .default, reuseIdentifier:), the subclass's override included (UIKit: register(_:forCellReuseIdentifier:))"
    )
    func registeredInit() {
        final class SubtitleCell: TableViewCell {
            static var inits = 0
            override init(style: CellStyle, reuseIdentifier: String?) {
                SubtitleCell.inits += 1
                super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        let model = TableModel(counts: [3])
        let (_, table) = makeTable(model) {
            $0.register(SubtitleCell.self, forCellReuseIdentifier: "cell")
        }
        #expect(SubtitleCell.inits == 3)
        let cell = table.visibleCells[0]
        #expect(cell is SubtitleCell)
        #expect(cell.cellStyle == .subtitle)
        #expect(cell.reuseIdentifier == "cell")
        #expect(cell.detailTextLabel != nil)
    }
    @Test(
        "viewForHeaderInSection shows the delegate's view at heightForHeaderInSection; a registered header class is dequeued and reused (UIKit: dequeueReusableHeaderFooterView(withIdentifier:))"
    )
    func headerViews() {
        final class BadgeHeader: TableViewHeaderFooterView {
            static var made = 0
            let badge = Label()
            override init(reuseIdentifier: String?) {
                BadgeHeader.made += 1
                super.init(reuseIdentifier: reuseIdentifier)
                contentView.addSubview(badge)
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        final class Headers: TableViewDelegate {
            func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
                let header =
                    tableView.dequeueReusableHeaderFooterView(withIdentifier: "badge")
                    as! BadgeHeader
                header.badge.text = "Section \(section)"
                return header
            }
            func tableView(_ tableView: TableView, heightForHeaderInSection section: Int)
                -> CGFloat
            { 50 }
        }
        let model = TableModel(counts: Array(repeating: 10, count: 40))
        let headers = Headers()
        let (window, table) = makeTable(model) {
            $0.register(BadgeHeader.self, forHeaderFooterViewReuseIdentifier: "badge")
        }
        table.delegate = headers
        window.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 490, width: 320, height: 50))
        let first = table.headerView(forSection: 0) as? BadgeHeader
        #expect(first?.badge.text == "Section 0")
        #expect(first?.reuseIdentifier == "badge")
        #expect(first?.frame.size == CGSize(width: 320, height: 50))
        for y in stride(from: 0, through: 19_000, by: 200) {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(y))
            window.runFrames(1)
        }
        #expect((table.headerView(forSection: 38) as? BadgeHeader)?.badge.text == "Section 38")
        #expect(BadgeHeader.made <= 6)
    }
}

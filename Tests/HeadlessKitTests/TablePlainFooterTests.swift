import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A data source and delegate with titled footers (and headers), fixed 44-point rows, and
/// hooks for hostile answers.
@MainActor
private final class FooterSource: TableViewDataSource, TableViewDelegate {
    var rows: [Int]
    var footerHeight: (Int) -> CGFloat = { _ in TableView.automaticDimension }
    var onFooterView: ((TableView, Int) -> View?)?
    var footerViewsAsked = 0

    init(rows: [Int]) { self.rows = rows }

    func numberOfSections(in tableView: TableView) -> Int { rows.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        rows[section]
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        "Header \(section)"
    }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        "Footer \(section)"
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        TableView.automaticDimension
    }
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        footerHeight(section)
    }
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        footerViewsAsked += 1
        return onFooterView?(tableView, section)
    }
}

@MainActor @Suite struct TablePlainFooterTests {
    /// A 390 × 400 table of `style` in a window, its source kept by the caller.
    private func makeTable(_ source: FooterSource, style: TableView.Style = .plain) -> (
        Window, TableView
    ) {
        let window = Window(size: CGSize(width: 390, height: 400))
        let table = TableView(frame: window.bounds, style: style)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        window.layoutIfNeeded()
        return (window, table)
    }

    /// The footer of `section` in the table view's (content) coordinates, or `nil`.
    private func footerFrame(_ table: TableView, _ section: Int) -> CGRect? {
        table.footerView(forSection: section).map { $0.convert($0.bounds, to: table) }
    }

    private func headerFrame(_ table: TableView, _ section: Int) -> CGRect? {
        table.headerView(forSection: section).map { $0.convert($0.bounds, to: table) }
    }

    @Test(
        "A plain table's section footer floats at the bottom of the visible area while its section shows, then stops at its own place (UIKit: UITableView.Style.plain)"
    )
    func footerFloatsWhileItsSectionShows() throws {
        let source = FooterSource(rows: [20, 20, 20])
        let (window, table) = makeTable(source)
        // Section 0: header 0..<28, rows 28..<908, footer 908..<936.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 964)
        #expect(footerFrame(table, 0) == CGRect(x: 0, y: 372, width: 390, height: 28))
        let footer = try #require(table.footerView(forSection: 0))
        #expect(footer.superview?.superview != nil)
        #expect((footer as? TableViewHeaderFooterView)?.textLabel?.text == "Footer 0")

        table.contentOffset.y = 500
        window.layoutIfNeeded()
        #expect(footerFrame(table, 0) == CGRect(x: 0, y: 872, width: 390, height: 28))
        #expect(headerFrame(table, 0)?.minY == 500, "the header still sticks to the top")

        // The footer's own place comes on screen: it stays there, and section 1's footer
        // floats at the bottom over section 1's rows.
        table.contentOffset.y = 600
        window.layoutIfNeeded()
        #expect(footerFrame(table, 0)?.minY == 908)
        #expect(footerFrame(table, 1)?.minY == 972)
        #expect(headerFrame(table, 1)?.minY == 936)

        // Touches reach what floats: the footer covers the row under it.
        let row = try #require(table.indexPathForRow(at: CGPoint(x: 100, y: 980)))
        #expect(row == IndexPath(row: 0, section: 1))
        #expect(
            window.hitTest(CGPoint(x: 100, y: 390), with: nil)?.isDescendant(of: footer) != true)
        let floating = try #require(table.footerView(forSection: 1))
        #expect(
            window.hitTest(CGPoint(x: 100, y: 390), with: nil)?.isDescendant(of: floating) == true)

        // Section 0 scrolled off the top: its footer leaves with it.
        table.contentOffset.y = 1000
        window.layoutIfNeeded()
        #expect(footerFrame(table, 0) == nil)
        #expect(footerFrame(table, 1)?.minY == 1372)
    }

    @Test(
        "Grouped and inset-grouped footers scroll with their rows (UIKit: UITableView.Style.grouped)"
    )
    func groupedFootersDoNotFloat() {
        for style in [TableView.Style.grouped, .insetGrouped] {
            let source = FooterSource(rows: [20, 20])
            let (window, table) = makeTable(source, style: style)
            #expect(footerFrame(table, 0) == nil)
            table.contentOffset.y = 600
            window.layoutIfNeeded()
            let natural = table.rectForRow(at: IndexPath(row: 19, section: 0)).maxY
            #expect(footerFrame(table, 0)?.minY == natural)
        }
    }

    @Test(
        "tableFooterView does not float; section footers float over the rows down to the visible bottom, not above the table footer view (UIKit: UITableView.tableFooterView)"
    )
    func tableFooterViewDoesNotFloat() {
        let source = FooterSource(rows: [20, 3])
        let (window, table) = makeTable(source)
        let tableFooter = View(frame: CGRect(x: 0, y: 0, width: 0, height: 100))
        table.tableFooterView = tableFooter
        window.layoutIfNeeded()
        // At the top: the table footer view is far below; section 0's footer is at the bottom.
        #expect(footerFrame(table, 0)?.minY == 372)
        let sectionsEnd = table.contentSize.height - 100
        #expect(tableFooter.frame == CGRect(x: 0, y: sectionsEnd, width: 390, height: 100))
        // At the end of the content: the last footer sits at its place, above the table
        // footer view, which is where the content ends.
        table.contentOffset.y = table.contentSize.height - 400
        window.layoutIfNeeded()
        #expect(footerFrame(table, 1)?.maxY == sectionsEnd)
        #expect(tableFooter.frame.minY == sectionsEnd)
        // Scrolled by 10: the table footer view moves with the content; the floating footer
        // of section 1 is at its own place, so it moves too.
        table.contentOffset.y -= 10
        window.layoutIfNeeded()
        #expect(tableFooter.frame.minY == sectionsEnd)
        #expect(footerFrame(table, 1)?.maxY == sectionsEnd)
    }

    @Test(
        "The footer of an empty section sits under its header; a footer floats no higher than its header's end (UIKit: UITableView.Style.plain)"
    )
    func emptySectionFooter() {
        let source = FooterSource(rows: [3, 0, 20])
        let (window, table) = makeTable(source)
        // Section 0: 0..<28 header, 28..<160 rows, 160..<188 footer; section 1: 188..<216
        // header, 216..<244 footer.
        #expect(headerFrame(table, 1)?.minY == 188)
        #expect(footerFrame(table, 1)?.minY == 216)
        #expect(footerFrame(table, 0)?.minY == 160)
        // Section 2 starts at 244: its header shows, and its footer, pushed by the header,
        // floats at the bottom.
        #expect(footerFrame(table, 2)?.minY == 372)
        // Scrolled past the empty section's start: its header is pushed up by its footer (a
        // header never leaves its section), and both leave together.
        table.contentOffset.y = 200
        window.layoutIfNeeded()
        #expect(headerFrame(table, 1) == CGRect(x: 0, y: 188, width: 390, height: 28))
        #expect(footerFrame(table, 1)?.minY == 216)
        #expect(headerFrame(table, 2)?.minY == 244)
    }

    @Test(
        "Footer heights from the delegate that are NaN, infinite or negative are clamped, with a diagnostic; the table still lays out (UIKit: tableView(_:heightForFooterInSection:))"
    )
    func hostileFooterHeights() throws {
        let source = FooterSource(rows: [5, 5, 5, 5])
        source.footerHeight = { section in
            [CGFloat.nan, -5, 30, .infinity][section]
        }
        let (window, table) = makeTable(source)
        #expect(footerFrame(table, 0) == nil, "NaN: no footer")
        #expect(table.contentSize.height.isFinite)
        table.contentOffset.y = table.rectForRow(at: IndexPath(row: 0, section: 2)).minY - 100
        window.layoutIfNeeded()
        #expect(footerFrame(table, 1) == nil, "negative: no footer")
        #expect(footerFrame(table, 2)?.height == 30)
        #expect(window.diagnostics.contains { $0.message.contains("footer heights of section 0") })
        // The infinite footer is clamped to a finite length; it floats, pushed down by its
        // header only (its own place is far below), over its section's rows.
        table.scrollToRow(at: IndexPath(row: 4, section: 3), at: .bottom, animated: false)
        window.layoutIfNeeded()
        let huge = try #require(footerFrame(table, 3))
        #expect(huge.height == maximumDelegateLength)
        #expect(huge.minY == table.rectForRow(at: IndexPath(row: 0, section: 3)).minY)
        #expect(table.contentSize.height.isFinite)
    }

    @Test(
        "A delegate that reloads the table from viewForFooterInSection neither crashes nor loops; the footers show after the next pass"
    )
    func reloadInsideViewForFooter() {
        let source = FooterSource(rows: [30, 30])
        var reloads = 0
        source.onFooterView = { table, section in
            if reloads < 3 {
                reloads += 1
                source.rows = [30, 31]
                table.reloadData()
            }
            return nil
        }
        let (window, table) = makeTable(source)
        window.layoutIfNeeded()
        #expect(reloads <= 3)
        #expect(table.numberOfRows(inSection: 1) == 31)
        #expect(footerFrame(table, 0)?.minY == 372)
        table.contentOffset.y = 1400
        window.layoutIfNeeded()
        #expect(footerFrame(table, 1)?.maxY == 1800)
    }

    @Test("A plain table with no sections shows no footers and does not scroll")
    func noSections() {
        let source = FooterSource(rows: [])
        let (window, table) = makeTable(source)
        let tableFooter = View(frame: CGRect(x: 0, y: 0, width: 0, height: 50))
        table.tableFooterView = tableFooter
        window.layoutIfNeeded()
        #expect(table.contentSize.height == 50)
        #expect(table.footerView(forSection: 0) == nil)
        #expect(tableFooter.frame.minY == 0)
        #expect(source.footerViewsAsked == 0)
    }

    @Test(
        "Floating footers cost the sections on screen: scrolling 100,000 one-row sections looks at a few sections a frame (UIKit: UITableView.Style.plain)"
    )
    func floatCostsVisibleSections() {
        let source = FooterSource(rows: Array(repeating: 1, count: 100_000))
        let (window, table) = makeTable(source)
        // Each section: 28 header + 44 row + 28 footer = 100 points, 4 on screen.
        #expect(table.contentSize.height == 10_000_000)
        SectionGeometry.sectionsVisited = 0
        let askedBefore = source.footerViewsAsked
        var passes = 0
        for step in 1...50 {
            table.contentOffset.y = CGFloat(step) * 170_000 + 37
            window.layoutIfNeeded()
            passes += 1
            let s = Int(table.contentOffset.y / 100)
            // The footer of the section at the top floats at the bottom only if the section
            // reaches it; with 100-point sections it shows at its own place.
            #expect(footerFrame(table, s)?.minY == CGFloat(s) * 100 + 72)
        }
        #expect(SectionGeometry.sectionsVisited <= passes * 12)
        #expect(source.footerViewsAsked - askedBefore <= passes * 6)
    }
}

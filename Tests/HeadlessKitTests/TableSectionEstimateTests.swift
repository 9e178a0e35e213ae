// Section header and footer views placed at an estimate until they come into view, as UIKit
// places them (`UITableView.estimatedSectionHeaderHeight`: "the estimated height of section
// headers"; the delegate's `tableView(_:viewForHeaderInSection:)` is asked for the sections
// that come into view).
import Foundation
import Testing

@testable import HeadlessKit

/// A table's data source and delegate with `sections` sections of `rows` 44-point rows and a
/// header view `headerHeight` tall (a frame the delegate gives, no title).
@MainActor
private final class EstimatedHeaders: TableViewDataSource, TableViewDelegate {
    let sections: Int
    let rows: Int
    var headerHeight: CGFloat = 60
    var footerHeight: CGFloat?
    var estimate: CGFloat?
    var headersAsked: [Int] = []
    var heightsAsked = 0
    var onHeader: ((TableView, Int) -> Void)?

    init(sections: Int, rows: Int = 3) {
        self.sections = sections
        self.rows = rows
    }

    func numberOfSections(in tableView: TableView) -> Int { sections }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "row")
            ?? TableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        heightsAsked += 1
        return TableView.automaticDimension
    }
    func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int)
        -> CGFloat
    { estimate ?? tableView.estimatedSectionHeaderHeight }
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        headersAsked.append(section)
        onHeader?(tableView, section)
        let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: headerHeight))
        label.text = "Section \(section)"
        return label
    }
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        footerHeight == nil ? 0 : TableView.automaticDimension
    }
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        guard let footerHeight else { return nil }
        return View(frame: CGRect(x: 0, y: 0, width: 100, height: footerHeight))
    }
}

@MainActor @Suite struct TableSectionEstimateTests {
    private func table(
        _ source: EstimatedHeaders, style: TableView.Style = .plain,
        configure: (TableView) -> Void = { _ in }
    ) -> (Window, TableView) {
        let window = Window(size: CGSize(width: 320, height: 480))
        let table = TableView(frame: window.bounds, style: style)
        configure(table)
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        window.layoutIfNeeded()
        return (window, table)
    }

    @Test(
        "A 10,000-section table's first layout asks the views of the sections in view only, and every section's height (UIKit: estimatedSectionHeaderHeight, tableView(_:viewForHeaderInSection:))",
        arguments: [TableView.Style.plain, .grouped])
    func firstLayoutAsksVisibleHeadersOnly(style: TableView.Style) {
        let source = EstimatedHeaders(sections: 10_000)
        let (window, table) = table(source, style: style)
        // 480 points show at most 4 sections of 60 + 3 × 44; a margin of a few more.
        #expect(source.headersAsked.count <= 8)
        #expect(Set(source.headersAsked).count == source.headersAsked.count)
        #expect(source.heightsAsked >= 10_000)
        #expect(table.headerView(forSection: 0)?.frame.height == 60)
        #expect(table.rectForHeader(inSection: 0).height == 60)
        // The sections not seen are at the estimate: the standard height of the style.
        let standard: CGFloat = style == .plain ? 28 : 38
        #expect(table.rectForHeader(inSection: 9_000).height == standard)
        #expect(window.diagnostics.isEmpty)
    }

    @Test(
        "A header measured as it comes into view grows the content size; scrolling down keeps the rows on screen in place (UIKit: estimated heights)"
    )
    func headerMeasuredWhenShownAdjustsContentSize() {
        let source = EstimatedHeaders(sections: 100)
        let (window, table) = table(source)
        let before = table.contentSize.height
        let asked = Set(source.headersAsked).count
        // 100 sections × 3 rows of 44; the shown headers at 60, the rest at 28.
        #expect(before == 100 * 132 + CGFloat(asked) * 60 + CGFloat(100 - asked) * 28)
        table.contentOffset = CGPoint(x: 0, y: 600)
        window.layoutIfNeeded()
        let shown = Set(source.headersAsked).count
        #expect(shown > asked)
        #expect(table.contentSize.height == before + CGFloat(shown - asked) * 32)
        // The section at the top starts above it: its pinned header came into view 32 points
        // taller than its estimate, and the offset follows (the rows on screen stay put);
        // the headers that came in below the top moved nothing.
        #expect(table.contentOffset.y == 632)
        #expect(window.diagnostics.isEmpty)
    }

    @Test(
        "A header above the visible top measured at another height than its estimate keeps the visible rows in place (UIKit: UICollectionViewLayoutInvalidationContext.contentOffsetAdjustment)"
    )
    func headerAboveTheTopKeepsVisibleContentInPlace() throws {
        let source = EstimatedHeaders(sections: 10_000)
        let (window, table) = table(source)
        let row = IndexPath(row: 1, section: 5_000)
        let placed = table.rectForRow(at: row)
        // The top of the visible bounds 10 points above the row: section 5,000's header
        // (pinned at the top) comes into view, 60 tall where 28 was estimated.
        table.contentOffset = CGPoint(x: 0, y: placed.minY - 10)
        window.layoutIfNeeded()
        #expect(source.headersAsked.contains(5_000))
        #expect(table.rectForHeader(inSection: 5_000).height == 60)
        let moved = table.rectForRow(at: row)
        #expect(moved.minY == placed.minY + 32)
        #expect(moved.minY - table.contentOffset.y == 10)
        #expect(window.diagnostics.isEmpty)
    }

    @Test(
        "An estimate of 0 turns estimates off: every section's view is asked for its height at the first layout (UIKit: estimatedSectionHeaderHeight = 0)"
    )
    func zeroEstimateMeasuresEverySection() {
        let source = EstimatedHeaders(sections: 200)
        let (window, table) = table(source) { $0.estimatedSectionHeaderHeight = 0 }
        #expect(Set(source.headersAsked).count == 200)
        #expect(abs(table.contentSize.height - 200 * (132 + 60)) < 0.001)
        #expect(window.diagnostics.isEmpty)
    }

    @Test(
        "A delegate's estimate places the headers not seen; a footer view is placed at its estimate too (UIKit: tableView(_:estimatedHeightForHeaderInSection:))"
    )
    func delegateEstimatePlacesHeaders() {
        let source = EstimatedHeaders(sections: 1_000)
        source.estimate = 60
        source.footerHeight = 20
        let (window, table) = table(source) { $0.estimatedSectionFooterHeight = 20 }
        #expect(table.rectForHeader(inSection: 900).height == 60)
        #expect(table.rectForFooter(inSection: 900).height == 20)
        // Estimates right: the content size is exact before the rest is seen.
        #expect(abs(table.contentSize.height - 1_000 * (60 + 132 + 20)) < 0.001)
        #expect(source.headersAsked.count <= 8)
        #expect(window.diagnostics.isEmpty)
    }

    @Test(
        "Hostile estimates: NaN and negative are placed at the standard height, infinity and huge are clamped, each noted; the shown header takes its own height",
        arguments: [CGFloat.nan, -5, .infinity, 1e300])
    func hostileEstimates(estimate: CGFloat) {
        let source = EstimatedHeaders(sections: 50)
        source.estimate = estimate
        let (window, table) = table(source)
        #expect(table.rectForHeader(inSection: 0).height == 60)
        let far = table.rectForHeader(inSection: 40).height
        #expect(far == (estimate > 0 ? maximumDelegateLength : 28))
        #expect(
            window.diagnostics.contains {
                $0.kind == .collectionLayoutData && $0.message.contains("estimated height")
            })
        #expect(!window.diagnostics.contains { $0.kind == .layoutLoop })
        #expect(table.contentSize.height.isFinite)
    }

    @Test("A NaN or negative estimatedSectionHeaderHeight stops, naming the table view")
    func hostileEstimatedSectionHeaderHeightStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            TableView(frame: .zero, style: .plain).estimatedSectionHeaderHeight = .nan
        }
        await #expect(processExitsWith: .failure) { @MainActor in
            TableView(frame: .zero, style: .plain).estimatedSectionFooterHeight = -5
        }
    }

    @Test(
        "A delegate that reloads the data inside viewForHeaderInSection: the table shows its headers at their heights, with no layout loop (UIKit: reloadData())"
    )
    func reloadInsideViewForHeader() {
        let source = EstimatedHeaders(sections: 100)
        var reloads = 0
        source.onHeader = { table, _ in
            guard reloads < 2 else { return }
            reloads += 1
            table.reloadData()
        }
        let (window, table) = table(source)
        window.layoutIfNeeded()
        #expect(reloads == 2)
        #expect(table.headerView(forSection: 0)?.frame.height == 60)
        #expect(table.rectForHeader(inSection: 1).height == 60)
        table.contentOffset = CGPoint(x: 0, y: 2_000)
        window.layoutIfNeeded()
        #expect(table.visibleCells.count > 0)
        #expect(!window.diagnostics.contains { $0.kind == .layoutLoop })
    }
}

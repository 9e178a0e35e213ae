import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// UIKit: `tableView(_:heightForRowAt:)` may return `UITableView.automaticDimension` for some
/// rows while `rowHeight` is a fixed height ("return automaticDimension to let the table view
/// compute the row's height from the cell's constraints"): those rows size themselves, the
/// others keep the delegate's heights.
@MainActor
@Suite struct TableRowAutomaticHeightTests {
    /// A feed: the first row of each section sizes itself, the others are 60 points.
    final class Feed: TableViewDataSource, TableViewDelegate {
        var counts: [Int]
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in tableView: TableView) -> Int { counts.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
            counts[section]
        }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(
                withIdentifier: indexPath.row == 0 ? "tall" : "plain", for: indexPath)
        }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            indexPath.row == 0 ? TableView.automaticDimension : 60
        }
    }

    private func makeFeed(_ feed: Feed, rowHeight: CGFloat = 60) -> (Window, TableView) {
        let window = Window(size: CGSize(width: 320, height: 480))
        let table = TableView(frame: window.bounds, style: .plain)
        table.register(TallTableCell.self, forCellReuseIdentifier: "tall")
        table.register(TableViewCell.self, forCellReuseIdentifier: "plain")
        table.rowHeight = rowHeight
        table.estimatedRowHeight = 44
        table.dataSource = feed
        table.delegate = feed
        window.addSubview(table)
        window.layoutIfNeeded()
        return (window, table)
    }

    @Test func anAutomaticRowAmongFixedOnesSizesItself() {
        let feed = Feed([5])
        let (window, table) = makeFeed(feed)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 100)
        #expect(
            table.rectForRow(at: IndexPath(row: 1, section: 0))
                == CGRect(x: 0, y: 100, width: 320, height: 60))
        #expect(table.rectForRow(at: IndexPath(row: 4, section: 0)).maxY == 340)
        #expect(table.contentSize.height == 340)
        #expect(table.rowHeight == 60, "the table keeps the height it was given")
        withExtendedLifetime((window, feed)) {}
    }

    @Test func aRowBelowTheScreenSizesItselfWhenItComesOnScreen() {
        let feed = Feed([10, 10])
        let (window, table) = makeFeed(feed)
        // Section 1's first row starts below the screen, at its 44-point estimate.
        let before = table.rectForRow(at: IndexPath(row: 0, section: 1))
        #expect(before.height == 44)
        table.scrollToRow(at: IndexPath(row: 0, section: 1), at: .top, animated: false)
        window.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).height == 100)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)).height == 60)
        withExtendedLifetime((window, feed)) {}
    }

    @Test func aNewDelegateWithFixedHeightsGoesBackToFixedRows() {
        final class Fixed: TableViewDelegate {
            func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                50
            }
        }
        let feed = Feed([5])
        let (window, table) = makeFeed(feed)
        let fixed = Fixed()
        table.delegate = fixed
        window.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 50)
        #expect(table.contentSize.height == 250)
        withExtendedLifetime((window, feed, fixed)) {}
    }

    @Test func settingRowHeightAgainKeepsTheAutomaticRows() {
        let feed = Feed([5])
        let (window, table) = makeFeed(feed)
        table.rowHeight = 70
        window.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 100)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 60)
        withExtendedLifetime((window, feed)) {}
    }
}

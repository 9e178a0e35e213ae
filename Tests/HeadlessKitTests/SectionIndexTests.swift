// The table view's section index (UIKit: `sectionIndexTitles(for:)`,
// `tableView(_:sectionForSectionIndexTitle:at:)`, `sectionIndexColor`), on a contacts screen
// pasted from UIKit, driven with taps and drags on the index.
import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A contacts list as a UIKit screen writes it, with an A–Z style index.
final class ContactsController: TableViewController {
    var sections: [(String, [String])] = [
        ("A", ["Ann", "Anna", "Arno", "Ava"]), ("B", ["Bob", "Bea", "Bo"]),
        ("C", ["Carl", "Cleo", "Cy", "Cid"]), ("D", ["Dee", "Dan"]),
        ("E", ["Eve", "Eli", "Ed", "Ema"]),
    ]
    var titlesAsked = 0
    /// What `sectionForSectionIndexTitle` answers, when set.
    var sectionOverride: Int?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.sectionIndexColor = .systemBlue
        tableView.sectionIndexBackgroundColor = .clear
        tableView.rowHeight = 44
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "contact")
    }
    override func numberOfSections(in tableView: TableView) -> Int { sections.count }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].1.count
    }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
        -> TableViewCell
    {
        let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section].1[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int)
        -> String?
    { sections[section].0 }
    override func sectionIndexTitles(for tableView: TableView) -> [String]? {
        titlesAsked += 1
        return sections.map(\.0)
    }
    override func tableView(
        _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int { sectionOverride ?? sections.firstIndex { $0.0 == title }! }
}

@MainActor private func contacts() -> (Window, ContactsController) {
    let window = Window(size: CGSize(width: 320, height: 300))
    let screen = ContactsController()
    window.rootViewController = screen
    window.layoutIfNeeded()
    return (window, screen)
}

@MainActor @Suite struct SectionIndexTests {
    @Test(
        "The index shows the titles on the trailing edge, asked once per reload (UIKit: sectionIndexTitles(for:))"
    )
    func indexShowsOnTheTrailingEdge() {
        //   +---------------------------+-+
        //   | A                         |A|
        //   | Ann                       |B|
        //   | ...                       |C|
        //   +---------------------------+-+
        let (window, screen) = contacts()
        let table = screen.tableView!
        let index = try! #require(table.sectionIndex.view)
        #expect(index.titles == ["A", "B", "C", "D", "E"])
        #expect(index.frame.maxX == table.bounds.maxX)
        #expect(index.frame.width == 16)
        #expect(table.sectionIndexColor == .systemBlue)
        #expect(index.backgroundColor == .clear)
        #expect(screen.titlesAsked == 1)
        window.scroll(table, by: CGPoint(x: 0, y: 200))
        window.settle()
        #expect(screen.titlesAsked == 1)
        // It stays on the visible bounds as the table scrolls.
        #expect(index.frame.minY == table.bounds.minY + table.adjustedContentInset.top)
        table.reloadData()
        window.layoutIfNeeded()
        #expect(screen.titlesAsked == 2)
    }

    @Test(
        "A tap on a title scrolls its section's header to the top (UIKit: tableView(_:sectionForSectionIndexTitle:at:))"
    )
    func tapScrollsToTheSection() {
        let (window, screen) = contacts()
        let table = screen.tableView!
        window.tap(at: table.pointForSectionIndexTitle(at: 2)!)
        window.settle()
        #expect(
            table.contentOffset.y == table.rectForHeader(inSection: 2).minY
                - table.adjustedContentInset.top)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 2))
        // The last section can't reach the top: the offset is clamped to the content.
        window.tap(at: table.pointForSectionIndexTitle(at: 4)!)
        window.settle()
        let bottom =
            table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height
        #expect(table.contentOffset.y == bottom)
    }

    @Test("A drag down the index scrolls section by section and never scrolls the table itself")
    func dragAlongTheIndex() {
        let (window, screen) = contacts()
        let table = screen.tableView!
        let a = table.pointForSectionIndexTitle(at: 0)!
        let c = table.pointForSectionIndexTitle(at: 2)!
        // Held past the scroll view's content-touch delay (`delaysContentTouches`).
        let touch = window.beginTouch(at: a).hold(duration: 0.2)
        _ = touch.move(to: c, duration: 0.1)
        #expect(!table.isDragging)
        #expect(
            table.contentOffset.y == table.rectForHeader(inSection: 2).minY
                - table.adjustedContentInset.top)
        // Below the last entry: the last title.
        _ = touch.move(to: CGPoint(x: c.x, y: 299), duration: 0.1)
        touch.end()
        window.settle()
        #expect(table.indexPathsForVisibleRows?.contains(IndexPath(row: 3, section: 4)) == true)
    }

    @Test(
        "Hostile answers: a section out of range does not scroll; no titles, or too few rows, hide the index"
    )
    func hostileAnswers() {
        let (window, screen) = contacts()
        let table = screen.tableView!
        screen.sectionOverride = 99
        window.tap(at: table.pointForSectionIndexTitle(at: 3)!)
        screen.sectionOverride = -1
        window.tap(at: table.pointForSectionIndexTitle(at: 3)!)
        window.settle()
        #expect(table.contentOffset.y == -table.adjustedContentInset.top)
        table.sectionIndexMinimumDisplayRowCount = 100
        window.layoutIfNeeded()
        #expect(table.sectionIndex.view == nil)
        #expect(table.pointForSectionIndexTitle(at: 0) == nil)
        table.sectionIndexMinimumDisplayRowCount = -5
        window.layoutIfNeeded()
        #expect(table.sectionIndex.view != nil)
        screen.sections = []
        table.reloadData()
        window.layoutIfNeeded()
        #expect(table.sectionIndex.view == nil)
        #expect(!table.subviews.contains { $0 is TableViewIndex })
    }

    @Test("A table whose data source gives no titles has no index and asks nothing per frame")
    func noIndexByDefault() {
        let window = Window(size: CGSize(width: 320, height: 300))
        let screen = TableViewController()
        window.rootViewController = screen
        window.layoutIfNeeded()
        #expect(screen.tableView.sectionIndex.view == nil)
        #expect(!screen.tableView.sectionIndex.needsTitles)
    }
}

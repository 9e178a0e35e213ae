// Section headers and footers as a pasted UIKit screen uses them: a plain table of many
// sections whose registered `UITableViewHeaderFooterView` subclass restyles itself in a
// `configurationUpdateHandler`, headers that float and report `isPinned`, and list sections
// whose supplementary headers pin. Prefix removed, as pasted.
import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A header that shows its section's title from a configuration update handler, which also
/// asks for a layout (as pasted code often does), and records the states it was updated for.
private final class TitleHeader: TableViewHeaderFooterView {
    static var made = 0
    var title = ""
    var states: [ViewConfigurationState] = []
    /// Runs inside the handler (a hostile handler reloads or removes the view from here).
    var onUpdate: ((TitleHeader) -> Void)?

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        TitleHeader.made += 1
        configurationUpdateHandler = { view, state in
            guard let view = view as? TitleHeader else { return }
            view.states.append(state)
            var content = view.defaultContentConfiguration()
            content.text = view.title
            view.contentConfiguration = content
            view.setNeedsLayout()
            view.onUpdate?(view)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A plain table view controller of `sections` sections of five 44-point rows, each with a
/// dequeued ``TitleHeader`` that is told to update each time the table asks for it.
private final class SectionsController: TableViewController {
    let sections: Int
    var headersAsked: [Int] = []
    var headerHeight: (Int) -> CGFloat = { _ in TableView.automaticDimension }
    var onHeader: ((TitleHeader, Int) -> Void)?

    init(sections: Int, style: TableView.Style = .plain) {
        self.sections = sections
        super.init(style: style)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 44
        tableView.register(TitleHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    }
    override func numberOfSections(in tableView: TableView) -> Int { sections }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        5
    }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
        -> TableViewCell
    {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row)"
        return cell
    }
    override func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        headersAsked.append(section)
        let header =
            tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") as! TitleHeader
        header.title = "Section \(section)"
        header.setNeedsUpdateConfiguration()
        onHeader?(header, section)
        return header
    }
    override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int)
        -> CGFloat
    {
        headerHeight(section)
    }
}

@MainActor @Suite(.serialized) struct SectionHeaderTests {
    /// A window of 390 × 600 showing `controller`, laid out.
    private func show(_ controller: SectionsController) -> Window {
        let window = Window(size: CGSize(width: 390, height: 600))
        window.rootViewController = controller
        window.settle()
        return window
    }

    @Test(
        "The table view asks for a section's header view when it comes into view and on a reload, not in every layout; a header on screen is kept, and views dequeued to measure go back to the pool (UIKit: tableView(_:viewForHeaderInSection:), dequeueReusableHeaderFooterView(withIdentifier:))"
    )
    func headerViewsAskedWhenTheyShow() throws {
        TitleHeader.made = 0
        let controller = SectionsController(sections: 20)
        let window = show(controller)
        let table = try #require(controller.tableView)
        // Only the sections on screen are asked, once each; the rest are placed at the
        // estimate (UIKit: estimatedSectionHeaderHeight).
        #expect(Set(controller.headersAsked) == Set(0..<3))
        #expect(controller.headersAsked.count == 3)
        let header = try #require(table.headerView(forSection: 0) as? TitleHeader)
        #expect(header.states.count == 1)
        let asked = controller.headersAsked.count
        // Layouts that prepare the rows again (a width change would; here, invalidations)
        // reuse what they learnt: no new question, no update of the header on screen.
        for _ in 0..<5 {
            table.rows.list.invalidateLayout()
            table.setNeedsLayout()
            window.layoutIfNeeded()
        }
        #expect(controller.headersAsked.count == asked)
        #expect(table.headerView(forSection: 0) === header)
        #expect(header.states.count == 1)
        // Scrolling through asks only for the headers that come into view.
        for _ in 0..<6 {
            window.drag(from: CGPoint(x: 200, y: 550), to: CGPoint(x: 200, y: 150), duration: 0.3)
            window.settle()
        }
        #expect(table.contentOffset.y > 2_000)
        let shownSections = controller.headersAsked.count - asked
        #expect(shownSections <= 20)
        // Views are recycled: a handful exist, not one per question.
        #expect(TitleHeader.made <= 6)
        #expect(window.diagnostics.isEmpty)
        // A reload asks again.
        let beforeReload = controller.headersAsked.count
        table.reloadData()
        window.layoutIfNeeded()
        #expect(controller.headersAsked.count > beforeReload)
        // An empty update pair (UIKit's way to re-size) asks again for the headers on screen.
        let beforeUpdates = controller.headersAsked.count
        table.beginUpdates()
        table.endUpdates()
        window.layoutIfNeeded()
        #expect(controller.headersAsked.count > beforeUpdates)
        #expect(window.diagnostics.isEmpty)
    }

    @Test(
        "A plain table's section header floats at the top while its section scrolls under it, reports isPinned in its configuration state (one update per change), and is in front of the rows for touches (UIKit: UITableView.Style.plain, UIViewConfigurationState.isPinned)"
    )
    func floatingHeaderIsPinned() throws {
        let controller = SectionsController(sections: 4)
        let window = show(controller)
        let table = try #require(controller.tableView)
        let header = try #require(table.headerView(forSection: 0) as? TitleHeader)
        #expect(header.configurationState.isPinned == false)
        #expect(header.states.last?.isPinned == false)
        let updates = header.states.count
        // Section 0: header 0..<28, rows 28..<248. Scroll 100 points: the header floats.
        table.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        window.layoutIfNeeded()
        #expect(header.convert(header.bounds, to: table).minY == 100)
        #expect(header.configurationState.isPinned)
        #expect(header.states.last?.isPinned == true)
        #expect(header.states.count == updates + 1)
        // Further scrolling while pinned asks for no update.
        table.setContentOffset(CGPoint(x: 0, y: 150), animated: false)
        window.layoutIfNeeded()
        #expect(header.states.count == updates + 1)
        // A touch on the floating header reaches it, not the row under it.
        let point = table.convert(CGPoint(x: 200, y: 160), to: window)
        let hit = try #require(window.hitTest(point, with: nil))
        #expect(hit === header || hit.isDescendant(of: header))
        // The next header pushes it out; back at the top it rests and is not pinned.
        table.setContentOffset(.zero, animated: false)
        window.layoutIfNeeded()
        #expect(header.convert(header.bounds, to: table).minY == 0)
        #expect(header.states.last?.isPinned == false)
        #expect(header.states.count == updates + 2)
    }

    @Test(
        "A grouped table's headers scroll with their sections and are never pinned (UIKit: UITableView.Style.grouped)"
    )
    func groupedHeadersAreNotPinned() throws {
        let controller = SectionsController(sections: 4, style: .grouped)
        let window = show(controller)
        let table = try #require(controller.tableView)
        let header = try #require(table.headerView(forSection: 0) as? TitleHeader)
        let rest = header.convert(header.bounds, to: table).minY
        table.setContentOffset(CGPoint(x: 0, y: rest + 10), animated: false)
        window.layoutIfNeeded()
        #expect(table.headerView(forSection: 0) === header)
        #expect(header.convert(header.bounds, to: table).minY == rest)
        #expect(header.states.allSatisfy { !$0.isPinned })
    }

    @Test(
        "Header heights that are NaN or negative come out as no header and infinite or huge ones are clamped, with a diagnostic; a header view of zero height takes the standard height (UIKit: tableView(_:heightForHeaderInSection:) returns a nonnegative value)"
    )
    func hostileHeaderHeights() throws {
        let controller = SectionsController(sections: 5)
        controller.headerHeight = { [CGFloat.nan, .infinity, -10, 1e300, 40][$0] }
        let window = show(controller)
        let table = try #require(controller.tableView)
        #expect(table.rectForHeader(inSection: 0).height == 0)
        #expect(table.rectForHeader(inSection: 1).height.isFinite)
        #expect(table.rectForHeader(inSection: 2).height == 0)
        #expect(table.rectForHeader(inSection: 3).height.isFinite)
        #expect(table.rectForHeader(inSection: 4).height == 40)
        #expect(table.contentSize.height.isFinite)
        #expect(window.diagnostics.contains { $0.kind.rawValue == "collection-layout-data" })
        // A view that comes with no height: the standard height.
        let other = SectionsController(sections: 2)
        other.onHeader = { header, _ in header.frame.size.height = 0 }
        let otherWindow = show(other)
        #expect(other.tableView.rectForHeader(inSection: 1).height == 28)
        #expect(otherWindow.diagnostics.isEmpty)
    }

    @Test(
        "A header's configuration update handler that reloads the table, or removes the header from its superview, while it is called does not crash or loop (UIKit: reloadData() from a delegate callback)"
    )
    func reentrantHandlers() throws {
        let controller = SectionsController(sections: 6)
        var reloads = 0
        controller.onHeader = { header, _ in
            header.onUpdate = { view in
                view.onUpdate = nil
                guard reloads < 2 else { return }
                reloads += 1
                controllerReload(controller)
            }
        }
        let window = show(controller)
        #expect(reloads == 2)
        #expect(controller.tableView.headerView(forSection: 0) != nil)
        #expect(!window.diagnostics.contains { $0.kind == .layoutLoop })
        // A handler that takes its view out of the table.
        let removing = SectionsController(sections: 3)
        removing.onHeader = { header, section in
            guard section == 0 else { return }
            header.onUpdate = { view in
                view.onUpdate = nil
                view.removeFromSuperview()
            }
        }
        let removingWindow = show(removing)
        removing.tableView.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        removingWindow.layoutIfNeeded()
        removing.tableView.setContentOffset(.zero, animated: false)
        removingWindow.layoutIfNeeded()
        #expect(removing.tableView.numberOfSections == 3)
        #expect(!removingWindow.diagnostics.contains { $0.kind == .layoutLoop })
    }

    @Test(
        "A plain list's supplementary headers pin by default and report isPinned while they stick to the top; an inset-grouped list's do not pin unless asked (UIKit: UICollectionLayoutListConfiguration.HeaderMode.supplementary, NSCollectionLayoutBoundarySupplementaryItem.pinToVisibleBounds)"
    )
    func listHeadersPin() throws {
        for appearance in [CollectionLayoutListConfiguration.Appearance.plain, .insetGrouped] {
            let window = Window(size: CGSize(width: 390, height: 600))
            var configuration = CollectionLayoutListConfiguration(appearance: appearance)
            configuration.headerMode = .supplementary
            let collectionView = CollectionView(
                frame: window.bounds,
                collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
            window.addSubview(collectionView)
            let cells = CollectionView.CellRegistration<CollectionViewListCell, String> {
                cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
            }
            var states: [Int: [Bool]] = [:]
            let headers = CollectionView.SupplementaryRegistration<CollectionViewListCell>(
                elementKind: CollectionView.elementKindSectionHeader
            ) { header, _, indexPath in
                var content = header.defaultContentConfiguration()
                content.text = "Section \(indexPath.section)"
                header.contentConfiguration = content
                header.configurationUpdateHandler = { _, state in
                    states[indexPath.section, default: []].append(state.isPinned)
                }
            }
            let dataSource = CollectionViewDiffableDataSource<Int, String>(
                collectionView: collectionView
            ) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(
                    using: cells, for: indexPath, item: item)
            }
            dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
                collectionView.dequeueConfiguredReusableSupplementary(
                    using: headers, for: indexPath)
            }
            var snapshot = DiffableDataSourceSnapshot<Int, String>()
            for s in 0..<4 {
                snapshot.appendSections([s])
                snapshot.appendItems((0..<10).map { "Item \(s).\($0)" }, toSection: s)
            }
            dataSource.apply(snapshot, animatingDifferences: false)
            window.layoutIfNeeded()
            let kind = CollectionView.elementKindSectionHeader
            let rest = try #require(
                collectionView.supplementaryView(forElementKind: kind, at: [0, 0])
            ).frame.minY
            collectionView.setContentOffset(CGPoint(x: 0, y: rest + 20), animated: false)
            window.layoutIfNeeded()
            let header = try #require(
                collectionView.supplementaryView(forElementKind: kind, at: [0, 0])
                    as? CollectionViewListCell)
            if appearance == .plain {
                #expect(header.frame.minY == rest + 20)
                #expect(header.configurationState.isPinned)
                #expect(states[0]?.last == true)
                #expect(states[0]?.first == false)
                let point = collectionView.convert(
                    CGPoint(x: 200, y: header.frame.midY), to: window)
                let hit = try #require(window.hitTest(point, with: nil))
                #expect(hit === header || hit.isDescendant(of: header))
            } else {
                #expect(header.frame.minY == rest)
                #expect(!header.configurationState.isPinned)
                #expect(states[0]?.allSatisfy { !$0 } == true)
            }
            #expect(window.diagnostics.isEmpty)
            withExtendedLifetime(dataSource) {}
        }
    }
}

/// Reloads `controller`'s table (from inside a header's handler).
@MainActor private func controllerReload(_ controller: SectionsController) {
    controller.tableView.reloadData()
}

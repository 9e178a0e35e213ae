import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// An outline list: a sidebar collection view whose items are strings, parents with an
/// outline disclosure.
@MainActor
final class OutlineList {
    enum Section: Hashable { case main, other }
    let window: Window
    let view: CollectionView
    var dataSource: CollectionViewDiffableDataSource<Section, String>!
    /// Items that get an outline disclosure.
    var parents: Set<String> = []
    var configured: [String] = []

    init(appearance: CollectionLayoutListConfiguration.Appearance = .sidebarPlain) {
        window = Window(size: CGSize(width: 390, height: 600))
        view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 600),
            collectionViewLayout: CollectionViewCompositionalLayout.list(
                using: CollectionLayoutListConfiguration(appearance: appearance)))
        window.addSubview(view)
        let registration = CollectionView.CellRegistration<CollectionViewListCell, String> {
            [unowned self] cell, _, item in
            configured.append(item)
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = parents.contains(item) ? [.outlineDisclosure()] : []
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: view) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(
                using: registration, for: indexPath, item: item)
        }
    }

    /// The texts of the visible cells, top to bottom, each indented by its level.
    var rows: [String] {
        window.layoutIfNeeded()
        return view.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.map { cell in
            let level = (cell as! CollectionViewListCell).indentationLevel
            let text = (cell.contentConfiguration as? ListContentConfiguration)?.text ?? "?"
            return String(repeating: "  ", count: level) + text
        }
    }

    /// Taps the outline disclosure of `item`'s cell.
    func toggle(_ item: String) {
        window.layoutIfNeeded()
        let path = dataSource.indexPath(for: item)!
        tapAccessory(.outlineDisclosure, of: view.cellForItem(at: path)!, in: window)
    }
}

@MainActor @Suite struct SectionSnapshotTests {
    /// Mail > (Inbox > (Work, Home), Sent); Notes.
    func mailTree() -> NSDiffableDataSourceSectionSnapshot<String> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["Mail", "Notes"])
        snapshot.append(["Inbox", "Sent"], to: "Mail")
        snapshot.append(["Work", "Home"], to: "Inbox")
        return snapshot
    }

    @Test(
        "Items are depth first; only items whose ancestors are all expanded are visible, and items start collapsed (UIKit: NSDiffableDataSourceSectionSnapshot visibleItems)"
    )
    func visibility() {
        var snapshot = mailTree()
        #expect(snapshot.items == ["Mail", "Inbox", "Work", "Home", "Sent", "Notes"])
        #expect(snapshot.rootItems == ["Mail", "Notes"])
        #expect(snapshot.visibleItems == ["Mail", "Notes"])
        // Expanding a child of a collapsed parent shows nothing yet.
        snapshot.expand(["Inbox"])
        #expect(snapshot.visibleItems == ["Mail", "Notes"])
        #expect(!snapshot.isVisible("Work"))
        snapshot.expand(["Mail"])
        #expect(snapshot.visibleItems == ["Mail", "Inbox", "Work", "Home", "Sent", "Notes"])
        snapshot.collapse(["Inbox"])
        #expect(snapshot.visibleItems == ["Mail", "Inbox", "Sent", "Notes"])
        #expect(snapshot.isVisible("Inbox") && !snapshot.isVisible("Home"))
        #expect(snapshot.isExpanded("Mail") && !snapshot.isExpanded("Inbox"))
        #expect(
            snapshot.visualDescription() == """
                - Mail
                  + Inbox
                      Work
                      Home
                    Sent
                  Notes
                """)
    }

    @Test(
        "Parents, levels, indexes and sub-snapshots describe the tree (UIKit: parent(of:), level(of:), index(of:), snapshot(of:includingParent:))"
    )
    func treeQueries() {
        var snapshot = mailTree()
        snapshot.expand(["Inbox"])
        #expect(snapshot.parent(of: "Work") == "Inbox" && snapshot.parent(of: "Mail") == nil)
        #expect(snapshot.level(of: "Mail") == 0 && snapshot.level(of: "Home") == 2)
        #expect(snapshot.index(of: "Sent") == 4 && snapshot.index(of: "Drafts") == nil)
        #expect(snapshot.contains("Home") && !snapshot.contains("Drafts"))
        let inbox = snapshot.snapshot(of: "Inbox")
        #expect(inbox.rootItems == ["Work", "Home"] && inbox.parent(of: "Work") == nil)
        let withParent = snapshot.snapshot(of: "Inbox", includingParent: true)
        #expect(withParent.items == ["Inbox", "Work", "Home"])
        #expect(withParent.isExpanded("Inbox") && withParent.visibleItems.count == 3)
    }

    @Test(
        "Inserting goes next to an item among its siblings, after its descendants; deleting a parent deletes its children (UIKit: insert(_:before:), delete(_:))"
    )
    func insertAndDelete() {
        var snapshot = mailTree()
        snapshot.insert(["Drafts"], before: "Sent")
        snapshot.insert(["Spam"], after: "Inbox")
        snapshot.insert(["Archive"], after: "Mail")
        #expect(
            snapshot.items == [
                "Mail", "Inbox", "Work", "Home", "Spam", "Drafts", "Sent", "Archive", "Notes",
            ])
        #expect(snapshot.parent(of: "Spam") == "Mail" && snapshot.parent(of: "Archive") == nil)
        snapshot.delete(["Inbox", "Nowhere"])
        #expect(snapshot.items == ["Mail", "Spam", "Drafts", "Sent", "Archive", "Notes"])
        #expect(!snapshot.contains("Work") && !snapshot.contains("Home"))
        // A deleted identifier may come back.
        snapshot.append(["Work"], to: "Notes")
        #expect(snapshot.parent(of: "Work") == "Notes")
        var children = NSDiffableDataSourceSectionSnapshot<String>()
        children.append(["A"])
        children.append(["B"], to: "A")
        children.expand(["A"])
        snapshot.replace(childrenOf: "Mail", using: children)
        #expect(snapshot.snapshot(of: "Mail").items == ["A", "B"])
        #expect(snapshot.isExpanded("A") && snapshot.level(of: "B") == 2)
        snapshot.deleteAll()
        #expect(snapshot.items.isEmpty && snapshot.visibleItems.isEmpty)
    }

    @Test(
        "Appending an item that is already there stops, naming it (UIKit: identifiers must be unique)"
    )
    func appendingTwiceStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
            snapshot.append(["Mail", "Notes"])
            snapshot.append(["Notes"], to: "Mail")
        }
        expectStop(
            result,
            naming: [
                "NSDiffableDataSourceSectionSnapshot.append(_:to:)", "item Notes",
                "already in the section snapshot",
            ])
    }

    @Test("Appending to a parent that is not there stops, naming it")
    func appendingToAMissingParentStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
            snapshot.append(["Inbox"], to: "Mail")
        }
        expectStop(result, naming: ["append(_:to:)", "item Mail", "not in the section snapshot"])
    }

    @Test(
        "A 100,000-item outline: its visible items are only the expanded parts"
    )
    func largeOutline() {
        var snapshot = NSDiffableDataSourceSectionSnapshot<Int>()
        snapshot.append(Array(0..<1_000))
        for parent in 0..<1_000 {
            snapshot.append(Array((1_000 + parent * 99)..<(1_000 + (parent + 1) * 99)), to: parent)
        }
        #expect(snapshot.items.count == 100_000)
        #expect(snapshot.visibleItems.count == 1_000)
        snapshot.expand([7])
        #expect(snapshot.visibleItems.count == 1_099)
    }

    // MARK: - In a data source

    @Test(
        "Applying a section snapshot shows its visible items, indented by level; snapshot(for:) gives it back (UIKit: apply(_:to:animatingDifferences:), indentationLevel)"
    )
    func applyShowsVisibleItems() {
        let list = OutlineList()
        var snapshot = mailTree()
        snapshot.expand(["Mail"])
        list.dataSource.apply(snapshot, to: .main, animatingDifferences: false)
        #expect(list.rows == ["Mail", "  Inbox", "  Sent", "Notes"])
        #expect(list.dataSource.snapshot().itemIdentifiers == ["Mail", "Inbox", "Sent", "Notes"])
        #expect(list.dataSource.snapshot(for: .main).items == snapshot.items)
        #expect(list.dataSource.snapshot(for: .other).items.isEmpty)
        // A second section snapshot appends its section.
        var other = NSDiffableDataSourceSectionSnapshot<String>()
        other.append(["Trash"])
        list.dataSource.apply(other, to: .other)
        #expect(list.dataSource.snapshot().sectionIdentifiers == [.main, .other])
        #expect(list.rows.last == "Trash")
    }

    @Test(
        "Tapping an outline disclosure expands and collapses its item; the rows that stay keep their cells (UIKit: outlineDisclosure, section snapshot expansion)"
    )
    func tapsExpandAndCollapse() {
        let list = OutlineList()
        list.parents = ["Mail", "Inbox"]
        list.dataSource.apply(mailTree(), to: .main, animatingDifferences: false)
        #expect(list.rows == ["Mail", "Notes"])
        let notesCell = list.view.cellForItem(at: IndexPath(item: 1, section: 0))
        list.configured = []
        list.toggle("Mail")
        #expect(list.rows == ["Mail", "  Inbox", "  Sent", "Notes"])
        #expect(list.dataSource.snapshot(for: .main).isExpanded("Mail"))
        // Only the revealed rows were configured; Notes kept its cell.
        #expect(list.configured == ["Inbox", "Sent"])
        #expect(list.view.cellForItem(at: IndexPath(item: 3, section: 0)) === notesCell)
        list.toggle("Inbox")
        #expect(list.rows == ["Mail", "  Inbox", "    Work", "    Home", "  Sent", "Notes"])
        let inbox = list.view.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(inbox.treeDescription().contains("accessories=outlineDisclosure(expanded)"))
        // Collapsing the top hides every descendant; expanding it again shows Inbox's
        // children, which stayed expanded.
        list.toggle("Mail")
        #expect(list.rows == ["Mail", "Notes"])
        list.toggle("Mail")
        #expect(list.rows == ["Mail", "  Inbox", "    Work", "    Home", "  Sent", "Notes"])
        #expect(list.window.diagnostics.isEmpty)
    }

    @Test(
        "shouldExpandItem can refuse; willExpandItem and willCollapseItem run before the change (UIKit: sectionSnapshotHandlers)"
    )
    func handlersAskAndTell() {
        let list = OutlineList()
        list.parents = ["Mail", "Notes"]
        var log: [String] = []
        list.dataSource.sectionSnapshotHandlers.shouldExpandItem = { $0 != "Notes" }
        list.dataSource.sectionSnapshotHandlers.willExpandItem = { log.append("will expand \($0)") }
        list.dataSource.sectionSnapshotHandlers.willCollapseItem = {
            log.append("will collapse \($0)")
        }
        list.dataSource.sectionSnapshotHandlers.shouldCollapseItem = { _ in true }
        var tree = mailTree()
        tree.append(["Draft"], to: "Notes")
        list.dataSource.apply(tree, to: .main, animatingDifferences: false)
        list.toggle("Notes")
        #expect(list.rows == ["Mail", "Notes"])
        list.toggle("Mail")
        list.toggle("Mail")
        #expect(log == ["will expand Mail", "will collapse Mail"])
    }

    @Test(
        "A willExpandItem handler that applies new children (lazy loading) is shown; the expansion applies to the outline as the handler left it (re-entrancy)"
    )
    func handlerAppliesDuringExpand() {
        let list = OutlineList()
        list.parents = ["Mail"]
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["Mail", "Notes"])
        list.dataSource.apply(snapshot, to: .main, animatingDifferences: false)
        let dataSource = list.dataSource!
        dataSource.sectionSnapshotHandlers.willExpandItem = { item in
            var loaded = dataSource.snapshot(for: .main)
            loaded.append(["Loaded 1", "Loaded 2"], to: item)
            dataSource.apply(loaded, to: .main)
        }
        list.toggle("Mail")
        #expect(list.rows == ["Mail", "  Loaded 1", "  Loaded 2", "Notes"])
    }

    @Test(
        "A willExpandItem handler that collapses another item: both changes show (re-entrancy, UIKit: an accordion sidebar)"
    )
    func handlerCollapsesAnother() {
        let list = OutlineList()
        list.parents = ["Mail", "Notes"]
        var tree = mailTree()
        tree.append(["Draft"], to: "Notes")
        tree.expand(["Notes"])
        list.dataSource.apply(tree, to: .main, animatingDifferences: false)
        #expect(list.rows == ["Mail", "Notes", "  Draft"])
        let dataSource = list.dataSource!
        dataSource.sectionSnapshotHandlers.willExpandItem = { item in
            var outline = dataSource.snapshot(for: .main)
            outline.collapse(outline.rootItems.filter { $0 != item })
            dataSource.apply(outline, to: .main)
        }
        list.toggle("Mail")
        #expect(list.rows == ["Mail", "  Inbox", "  Sent", "Notes"])
        list.toggle("Notes")
        #expect(list.rows == ["Mail", "Notes", "  Draft"])
    }

    @Test(
        "A handler that deletes the item or its section leaves nothing to expand; snapshotForExpandingParentItem gives the children shown"
    )
    func handlerDeletesTheItem() {
        let list = OutlineList()
        list.parents = ["Mail", "Notes"]
        var tree = mailTree()
        tree.append(["Draft"], to: "Notes")
        list.dataSource.apply(tree, to: .main, animatingDifferences: false)
        let dataSource = list.dataSource!
        dataSource.sectionSnapshotHandlers.willExpandItem = { item in
            guard item == "Mail" else { return }
            var outline = dataSource.snapshot(for: .main)
            outline.delete([item])
            dataSource.apply(outline, to: .main)
        }
        list.toggle("Mail")
        #expect(list.rows == ["Notes"])
        dataSource.sectionSnapshotHandlers.snapshotForExpandingParentItem = { _, children in
            var replaced = NSDiffableDataSourceSectionSnapshot<String>()
            replaced.append(children.items.map { $0 + " (fresh)" })
            return replaced
        }
        list.toggle("Notes")
        #expect(list.rows == ["Notes", "  Draft (fresh)"])
    }

    @Test(
        "An outline of 100,000 items shows its visible ones; expanding a parent configures only the rows that come on screen (cost follows the visible rows)"
    )
    func largeOutlineInADataSource() {
        let list = OutlineList()
        var tree = NSDiffableDataSourceSectionSnapshot<String>()
        let parents = (0..<1_000).map { "P\($0)" }
        tree.append(parents)
        for parent in parents { tree.append((0..<99).map { "\(parent).\($0)" }, to: parent) }
        list.parents = Set(parents)
        list.dataSource.apply(tree, to: .main, animatingDifferences: false)
        #expect(list.dataSource.snapshot().numberOfItems == 1_000)
        #expect(list.rows.count <= 15)
        list.configured = []
        list.toggle("P0")
        #expect(list.dataSource.snapshot().numberOfItems == 1_099)
        #expect(list.rows.prefix(3) == ["P0", "  P0.0", "  P0.1"])
        #expect(list.configured.count <= 15, "configured \(list.configured.count) rows")
    }

    @Test(
        "A whole snapshot that changes a section's items makes it flat; one that keeps them keeps its outline (UIKit: apply(_:animatingDifferences:))"
    )
    func wholeSnapshotsAndOutlines() {
        let list = OutlineList()
        var tree = mailTree()
        tree.expand(["Mail"])
        list.dataSource.apply(tree, to: .main, animatingDifferences: false)
        var same = list.dataSource.snapshot()
        same.reconfigureItems(["Sent"])
        list.dataSource.apply(same)
        #expect(list.dataSource.snapshot(for: .main).level(of: "Sent") == 1)
        var changed = list.dataSource.snapshot()
        changed.deleteItems(["Sent"])
        list.dataSource.apply(changed)
        let flat = list.dataSource.snapshot(for: .main)
        #expect(flat.rootItems == ["Mail", "Inbox", "Notes"])
    }

    @Test(
        "Empty section snapshots show an empty section; applying one from inside an apply stops, as UIKit does"
    )
    func emptyAndReentrantApply() async {
        let list = OutlineList()
        list.dataSource.apply(NSDiffableDataSourceSectionSnapshot<String>(), to: .main)
        #expect(list.dataSource.snapshot().numberOfSections == 1)
        #expect(list.rows.isEmpty)
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let list = OutlineList()
            var tree = NSDiffableDataSourceSectionSnapshot<String>()
            tree.append(["a"])
            list.dataSource.apply(tree, to: .main)
            list.window.layoutIfNeeded()
            let applier = ReentrantApplier(list.dataSource)
            list.view.delegate = applier
            tree.append(["c"])
            list.dataSource.apply(tree, to: .main)
            withExtendedLifetime(applier) {}
        }
        expectStop(result, naming: ["apply(_:to:animatingDifferences:completion:)", "REENTRANTLY"])
    }

    @Test(
        "The data source dropped while cells are kept: a tap on an outline disclosure does nothing and the cells stay safe (lifetime)"
    )
    func dataSourceDropped() throws {
        let list = OutlineList()
        list.parents = ["Mail"]
        list.dataSource.apply(mailTree(), to: .main, animatingDifferences: false)
        _ = list.rows
        let cell = try #require(list.view.cellForItem(at: IndexPath(item: 0, section: 0)))
        list.dataSource = nil
        #expect(list.view.dataSource == nil)
        let disclosure = try #require(
            cell.subviews.first { ($0 as? CellAccessoryView)?.kind == .outlineDisclosure }
                as? Control)
        disclosure.sendActions(for: .touchUpInside)
        #expect(cell.treeDescription().contains("accessories=outlineDisclosure"))
        list.view.reloadData()
        list.window.layoutIfNeeded()
        #expect(list.view.visibleCells.isEmpty)
    }
}

/// Applies a section snapshot from willDisplay, inside the data source's apply.
final class ReentrantApplier: CollectionViewDelegate {
    let dataSource: CollectionViewDiffableDataSource<OutlineList.Section, String>
    init(_ dataSource: CollectionViewDiffableDataSource<OutlineList.Section, String>) {
        self.dataSource = dataSource
    }
    func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        var other = NSDiffableDataSourceSectionSnapshot<String>()
        other.append(["b"])
        dataSource.apply(other, to: .other)
    }
}

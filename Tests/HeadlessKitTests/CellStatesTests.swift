// The cell states UIKit sets besides selection (`UICellConfigurationState.isExpanded`,
// `isSwiped`, `isEditing`, `isReordering`), each change asking for one configuration update
// (`setNeedsUpdateConfiguration()`), and table header and footer views that update their
// configurations as cells do (`UITableViewHeaderFooterView.configurationState`,
// `updateConfiguration(using:)`, `configurationUpdateHandler`). Cells are written as Apple's
// "Implementing Modern Collection Views" sample writes them (prefix removed).
import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A list cell that restyles itself from its state, as pasted, and records the states it was
/// updated for.
private final class StateCell: CollectionViewListCell {
    var states: [CellConfigurationState] = []
    /// Runs inside each update (a hostile update reloads or applies from here).
    var onUpdate: ((StateCell, CellConfigurationState) -> Void)?

    override func updateConfiguration(using state: CellConfigurationState) {
        super.updateConfiguration(using: state)
        states.append(state)
        var content = defaultContentConfiguration().updated(for: state)
        content.text = state.isExpanded ? "open" : "closed"
        if state.isSwiped { content.secondaryText = "swiped" }
        if state.isEditing { content.secondaryText = "editing" }
        if state.isReordering { content.secondaryText = "reordering" }
        contentConfiguration = content
        onUpdate?(self, state)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        onUpdate = nil
    }
}

/// An outline in a 320 × 480 window: each of `parents` roots has two children; items are
/// strings ("P3", "P3.1"). Swipes show one trailing action; items can be reordered.
@MainActor
private final class StateOutline {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let collectionView: CollectionView
    var dataSource: CollectionViewDiffableDataSource<Int, String>!
    var onUpdate: ((StateCell, CellConfigurationState) -> Void)?

    init(parents: Int = 3) {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { _ in
            SwipeActionsConfiguration(actions: [
                ContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
            ])
        }
        let layout = CollectionViewCompositionalLayout.list(using: configuration)
        collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        let box = WeakBox<StateOutline>()
        let registration = CollectionView.CellRegistration<StateCell, String> { cell, _, item in
            cell.accessories = item.contains(".") ? [] : [.outlineDisclosure()]
            cell.onUpdate = box.value?.onUpdate
        }
        dataSource = CollectionViewDiffableDataSource<Int, String>(
            collectionView: collectionView
        ) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(
                using: registration, for: indexPath, item: item)
        }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        box.value = self
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        for p in 0..<parents {
            outline.append(["P\(p)"])
            outline.append(["P\(p).1", "P\(p).2"], to: "P\(p)")
        }
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        window.addSubview(collectionView)
        window.layoutIfNeeded()
    }

    func cell(_ item: String) -> StateCell? {
        dataSource.indexPath(for: item).flatMap { collectionView.cellForItem(at: $0) }
            as? StateCell
    }

    func setExpanded(_ item: String, _ expanded: Bool) {
        var outline = dataSource.snapshot(for: 0)
        if expanded { outline.expand([item]) } else { outline.collapse([item]) }
        dataSource.apply(outline, to: 0, animatingDifferences: true)
    }
}

@MainActor @Suite struct CellStatesTests {
    @Test(
        "Tapping an outline disclosure sets isExpanded on the parent's cell, one update per change; collapsing clears it (UIKit: UICellConfigurationState.isExpanded, outlineDisclosure)"
    )
    func expandedFollowsTheOutline() throws {
        let list = StateOutline()
        let parent = try #require(list.cell("P0"))
        #expect(parent.states.last?.isExpanded == false)
        let before = parent.states.count
        tapAccessory(.outlineDisclosure, of: parent, in: list.window)
        list.window.layoutIfNeeded()
        #expect(list.cell("P0.1") != nil)
        #expect(list.cell("P0") === parent)
        #expect(parent.states.count == before + 1)
        #expect(parent.states.last?.isExpanded == true)
        #expect((parent.contentConfiguration as? ListContentConfiguration)?.text == "open")
        // A child and the other parents are not expanded.
        #expect(list.cell("P0.1")?.configurationState.isExpanded == false)
        #expect(list.cell("P1")?.configurationState.isExpanded == false)
        tapAccessory(.outlineDisclosure, of: parent, in: list.window)
        list.window.layoutIfNeeded()
        #expect(list.cell("P0.1") == nil)
        #expect(parent.states.count == before + 2)
        #expect(parent.states.last?.isExpanded == false)
        // Expanding by applying a section snapshot (no tap) sets it too.
        list.setExpanded("P1", true)
        list.window.layoutIfNeeded()
        #expect(list.cell("P1")?.states.last?.isExpanded == true)
        #expect(list.window.diagnostics.isEmpty)
    }

    @Test(
        "A swipe sets isSwiped while the actions show and clears it when the row closes; editing sets isEditing; each change is one update (UIKit: UICellConfigurationState.isSwiped, isEditing)"
    )
    func swipedAndEditing() throws {
        let list = StateOutline()
        let cell = try #require(list.cell("P1"))
        let before = cell.states.count
        list.window.swipeRow(atY: cell.frame.midY, by: -100)
        list.window.layoutIfNeeded()
        #expect(cell.configurationState.isSwiped)
        #expect(cell.states.count == before + 1)
        #expect(cell.states.last?.isSwiped == true)
        #expect(list.cell("P0")?.configurationState.isSwiped == false)
        list.collectionView.swipeActions?.endSwipe()
        list.window.layoutIfNeeded()
        #expect(cell.states.count == before + 2)
        #expect(cell.states.last?.isSwiped == false)

        list.collectionView.isEditing = true
        list.window.layoutIfNeeded()
        #expect(cell.states.count == before + 3)
        #expect(cell.states.last?.isEditing == true)
        // Setting the same value again asks for nothing.
        list.collectionView.isEditing = true
        list.window.layoutIfNeeded()
        #expect(cell.states.count == before + 3)
        list.collectionView.isEditing = false
        list.window.layoutIfNeeded()
        #expect(cell.states.last?.isEditing == false)
    }

    @Test(
        "Interactive movement sets isReordering on the moving item's cell only, until it ends or is cancelled (UIKit: UICellConfigurationState.isReordering, beginInteractiveMovementForItem(at:))"
    )
    func reorderingDuringInteractiveMovement() throws {
        let list = StateOutline()
        let cell = try #require(list.cell("P0"))
        #expect(list.collectionView.beginInteractiveMovementForItem(at: [0, 0]))
        list.window.layoutIfNeeded()
        #expect(cell.states.last?.isReordering == true)
        // Not a drag session (UIKit: UICellConfigurationState.DragState.dragging is "part of
        // an active drag session"): the drag and drop states stay none.
        #expect(cell.states.last?.cellDragState == CellConfigurationState.DragState.none)
        #expect(cell.states.last?.cellDropState == CellConfigurationState.DropState.none)
        #expect(list.cell("P1")?.configurationState.isReordering == false)
        list.collectionView.updateInteractiveMovementTargetPosition(
            CGPoint(x: 160, y: try #require(list.cell("P2")).frame.midY))
        list.window.layoutIfNeeded()
        #expect(cell.configurationState.isReordering)
        list.collectionView.cancelInteractiveMovement()
        list.window.layoutIfNeeded()
        #expect(cell.states.last?.isReordering == false)
        #expect(list.collectionView.beginInteractiveMovementForItem(at: [0, 1]))
        list.collectionView.endInteractiveMovement()
        list.window.layoutIfNeeded()
        for visible in list.collectionView.visibleCells {
            #expect(!visible.configurationState.isReordering)
        }
    }

    @Test(
        "A table row's swipe, the table's editing mode and its reorder control set isSwiped, isEditing and isReordering (UIKit: UITableViewCell.configurationState)"
    )
    func tableCellStates() throws {
        let model = EditModel([["a", "b", "c"]])
        let (window, table) = makeEditTable(model)
        let cell = try #require(table.cellForRow(at: [0, 1]))
        window.swipeRow(atY: cell.frame.midY, by: -100)
        #expect(cell.configurationState.isSwiped)
        table.endSwipe()
        #expect(!cell.configurationState.isSwiped)
        table.setEditing(true, animated: false)
        window.layoutIfNeeded()
        #expect(cell.configurationState.isEditing)
        cell.viewStates.isReordering = true
        #expect(cell.configurationState.isReordering)
        #expect(cell.treeDescription().contains("reordering"))
    }

    @Test(
        "A reused cell keeps none of its last item's states: a swiped, expanded cell that leaves the screen comes back clear for another item (UIKit: prepareForReuse, configurationState)"
    )
    func reusedCellsHaveNoStaleStates() throws {
        let list = StateOutline(parents: 30)
        list.setExpanded("P0", true)
        list.window.layoutIfNeeded()
        let cell = try #require(list.cell("P0"))
        #expect(cell.configurationState.isExpanded)
        list.window.swipeRow(atY: cell.frame.midY, by: -100)
        #expect(cell.configurationState.isSwiped)
        // Scroll far: the cell goes to the pool and comes back for a collapsed parent or a child.
        list.collectionView.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
        list.window.layoutIfNeeded()
        #expect(cell.liveIndexPath != [0, 0])
        if let path = cell.liveIndexPath,
            let item = list.dataSource.itemIdentifier(for: path)
        {
            let expanded = list.dataSource.snapshot(for: 0).isExpanded(item)
            #expect(cell.configurationState.isExpanded == expanded)
            #expect(cell.states.last?.isExpanded == expanded)
        }
        #expect(!cell.configurationState.isSwiped)
        #expect(!cell.configurationState.isReordering)
        list.collectionView.setContentOffset(.zero, animated: false)
        list.window.layoutIfNeeded()
        #expect(list.cell("P0")?.configurationState.isExpanded == true)
        #expect(list.cell("P0")?.configurationState.isSwiped == false)
    }

    // MARK: - Hostile updates

    @Test(
        "An update that collapses the section when it sees isExpanded runs after the apply (no re-entrant apply) and settles collapsed (UIKit: updateConfiguration(using:) runs in layout)"
    )
    func updateThatCollapses() throws {
        let list = StateOutline()
        var collapses = 0
        list.onUpdate = { [weak list] _, state in
            guard let list, state.isExpanded else { return }
            collapses += 1
            list.setExpanded("P0", false)
        }
        list.collectionView.reloadData()
        list.window.layoutIfNeeded()
        list.setExpanded("P0", true)
        list.window.layoutIfNeeded()
        list.window.layoutIfNeeded()
        #expect(collapses == 1)
        #expect(list.dataSource.snapshot(for: 0).isExpanded("P0") == false)
        #expect(list.cell("P0")?.states.last?.isExpanded == false)
        #expect(list.cell("P0.1") == nil)
    }

    @Test(
        "An update that expands again whenever it is collapsed, or reloads the collection view, stays bounded (UIKit: setNeedsUpdateConfiguration coalesces)"
    )
    func updateThatExpandsAgainOrReloads() throws {
        let list = StateOutline()
        var calls = 0
        list.onUpdate = { [weak list] cell, state in
            guard let list, calls < 100 else { return }
            calls += 1
            if !state.isExpanded, list.dataSource.snapshot(for: 0).contains("P0"),
                list.dataSource.indexPath(for: "P0") == cell.liveIndexPath
            {
                list.setExpanded("P0", true)
            }
        }
        list.collectionView.reloadData()
        list.window.layoutIfNeeded()
        list.window.layoutIfNeeded()
        #expect(list.dataSource.snapshot(for: 0).isExpanded("P0"))
        #expect(calls < 100)

        // An update that reloads the data while a row is swiped.
        var reloads = 0
        let cell = try #require(list.cell("P1"))
        cell.onUpdate = { [weak list] _, state in
            guard let list, state.isSwiped, reloads < 10 else { return }
            reloads += 1
            list.collectionView.reloadData()
        }
        list.window.swipeRow(atY: cell.frame.midY, by: -100)
        list.window.layoutIfNeeded()
        list.window.layoutIfNeeded()
        #expect(reloads >= 1)
        #expect(reloads < 10)
        for visible in list.collectionView.visibleCells {
            #expect(!visible.configurationState.isSwiped)
        }
    }

    // MARK: - Table header and footer views

    @Test(
        "A header view's updateConfiguration and configurationUpdateHandler run before it first shows and once per setNeedsUpdateConfiguration batch; the background configuration shows behind the content (UIKit: UITableViewHeaderFooterView.configurationUpdateHandler, backgroundConfiguration)"
    )
    func headerFooterConfiguration() throws {
        let header = CountingHeader(reuseIdentifier: "h")
        var handled: [ViewConfigurationState] = []
        header.configurationUpdateHandler = { view, state in
            handled.append(state)
            var background = BackgroundConfiguration.listPlainCell()
            background.backgroundColor = .systemGray
            view.backgroundConfiguration = background
        }
        header.frame = CGRect(x: 0, y: 0, width: 320, height: 40)
        header.layoutIfNeeded()
        #expect(header.updates == 1)
        #expect(handled.count == 1)
        #expect((header.contentConfiguration as? ListContentConfiguration)?.text == "Title")
        let background = try #require(header.subviews.first as? BackgroundConfigurationView)
        #expect(background.backgroundColor == .systemGray)
        #expect(background.frame == header.bounds)
        header.setNeedsUpdateConfiguration()
        header.setNeedsUpdateConfiguration()
        header.layoutIfNeeded()
        #expect(header.updates == 2)
        #expect(
            header.configurationState
                == ViewConfigurationState(traitCollection: header.traitCollection))
        #expect(header.automaticallyUpdatesContentConfiguration)
        #expect(header.automaticallyUpdatesBackgroundConfiguration)
        header.backgroundConfiguration = nil
        #expect(!header.subviews.contains { $0 is BackgroundConfigurationView })
    }

    @Test(
        "A header view a table view dequeues updates in the table's layout; a reused one is updated again for its new section (UIKit: dequeueReusableHeaderFooterView(withIdentifier:))"
    )
    func headerInTable() throws {
        let source = HeaderSource()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = TableView(frame: window.bounds, style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.register(CountingHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        window.layoutIfNeeded()
        let header = try #require(table.headerView(forSection: 0) as? CountingHeader)
        #expect(header.updates >= 1)
        #expect(header.window === window)
        #expect((header.contentConfiguration as? ListContentConfiguration)?.text == "Title")
        #expect(window.diagnostics.isEmpty)
    }

    // MARK: - Touches

    @Test(
        "A horizontal drag over a table row without swipe actions does not select it; a tap still does (UIKit: a touch that moves becomes a drag, and UITableView selects on touch up only for a tap)"
    )
    func horizontalDragDoesNotSelect() throws {
        let model = EditModel([["a", "b", "c"]])
        model.canEdit = { _ in false }
        let (window, table) = makeEditTable(model)
        let y = try #require(table.cellForRow(at: [0, 1])).frame.midY
        window.drag(
            along: [CGPoint(x: 60, y: y), CGPoint(x: 260, y: y), CGPoint(x: 260, y: y)],
            duration: 0.3)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.cellForRow(at: [0, 1])?.isHighlighted == false)
        // A quicker drag, whose moves all come before the content-touch delay lets the touch
        // through to the row, is a drag too.
        window.drag(
            along: [CGPoint(x: 60, y: y), CGPoint(x: 260, y: y), CGPoint(x: 260, y: y)],
            duration: 0.1)
        #expect(table.indexPathForSelectedRow == nil)
        // A few points of jitter are still a tap.
        window.drag(
            along: [CGPoint(x: 60, y: y), CGPoint(x: 63, y: y + 2)], duration: 0.05)
        #expect(table.indexPathForSelectedRow == [0, 1])
        window.tap(at: CGPoint(x: 60, y: y + 44))
        #expect(table.indexPathForSelectedRow == [0, 2])
    }
}

/// A header view that fills in its default configuration in each update, as pasted.
private final class CountingHeader: TableViewHeaderFooterView {
    var updates = 0
    override func updateConfiguration(using state: ViewConfigurationState) {
        super.updateConfiguration(using: state)
        updates += 1
        var content = defaultContentConfiguration().updated(for: state)
        content.text = "Title"
        contentConfiguration = content
    }
}

/// Two sections of three rows, each with a dequeued header.
private final class HeaderSource: TableViewDataSource, TableViewDelegate {
    func numberOfSections(in tableView: TableView) -> Int { 2 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
    }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 40 }
}

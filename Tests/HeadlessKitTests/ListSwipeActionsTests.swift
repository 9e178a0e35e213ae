// Swipe actions on list sections of a collection view (UIKit:
// UICollectionLayoutListConfiguration.leadingSwipeActionsConfigurationProvider and
// trailingSwipeActionsConfigurationProvider). They follow the table view's rules, through the
// same controller: in a 320-point-wide plain list, a button is 74 points wide, releasing past
// half the buttons' width keeps a row open, past 0.6 × 320 = 192 runs the first action.
import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A plain list of `rows` items in a 320 × 480 window, whose providers ask `leading` and
/// `trailing` and count the calls.
@MainActor
final class SwipeList {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let collectionView: CollectionView
    var dataSource: CollectionViewDiffableDataSource<Int, Int>!
    var leading: ((IndexPath) -> SwipeActionsConfiguration?)?
    var trailing: ((IndexPath) -> SwipeActionsConfiguration?)?
    var providerCalls: [String] = []
    var log: [String] = []
    var completions: [(Bool) -> Void] = []

    init(rows: Int, accessories: [CellAccessory] = []) {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        let box = WeakBox<SwipeList>()
        configuration.leadingSwipeActionsConfigurationProvider = { path in
            box.value?.providerCalls.append("leading \(path.item)")
            return box.value?.leading?(path)
        }
        configuration.trailingSwipeActionsConfigurationProvider = { path in
            box.value?.providerCalls.append("trailing \(path.item)")
            return box.value?.trailing?(path)
        }
        let layout = CollectionViewCompositionalLayout.list(using: configuration)
        collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        box.value = self
        let registration = CollectionView.CellRegistration<CollectionViewListCell, Int> {
            cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "r\(item)"
            cell.contentConfiguration = content
            cell.accessories = accessories
        }
        dataSource = CollectionViewDiffableDataSource<Int, Int>(
            collectionView: collectionView
        ) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(
                using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<rows))
        dataSource.apply(snapshot, animatingDifferences: false)
        window.addSubview(collectionView)
        window.layoutIfNeeded()
    }

    /// An action that logs its title and keeps its completion, calling it with `completes`.
    func action(
        _ title: String, style: ContextualAction.Style = .normal, completes: Bool? = true,
        body: @escaping () -> Void = {}
    ) -> ContextualAction {
        ContextualAction(style: style, title: title) { [weak self] action, _, completion in
            self?.log.append(action.title ?? "")
            body()
            self?.completions.append(completion)
            if let completes { completion(completes) }
        }
    }

    func cell(_ item: Int) -> CollectionViewListCell? {
        collectionView.cellForItem(at: [0, item]) as? CollectionViewListCell
    }

    /// The centre of row `item` in the window.
    func y(_ item: Int) -> CGFloat {
        let frame = collectionView.layoutAttributesForItem(at: [0, item])!.frame
        return frame.midY - collectionView.contentOffset.y
    }

    /// The slide of row `item`'s content (0: closed), read from its actions' width.
    func offset(_ item: Int) -> CGFloat? {
        guard let cell = cell(item) else { return nil }
        guard let actions = cell.subviews.lazy.compactMap({ $0 as? SwipeActionsView }).first
        else { return 0 }
        return actions.isLeading ? actions.frame.width : -actions.frame.width
    }

    /// Taps the `.delete()` accessory of row `item`.
    func tapDeleteAccessory(of item: Int) {
        let control = cell(item)!.subviews.first { ($0 as? CellAccessoryView)?.kind == .delete }!
        window.tap(
            at: control.convert(CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: nil))
    }

    func remove(_ items: [Int]) {
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems(items)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

@MainActor
final class WeakBox<T: AnyObject> {
    weak var value: T?
}

@MainActor @Suite struct ListSwipeActionsTests {
    @Test(
        "A leftward swipe shows the trailing provider's actions beside the slid content; the dump shows them as a table's; tapping one runs its handler and completion(true) closes the row (UIKit: trailingSwipeActionsConfigurationProvider, UIContextualAction)"
    )
    func trailingSwipeOpensAndTaps() {
        let list = SwipeList(rows: 5)
        list.trailing = { _ in
            SwipeActionsConfiguration(actions: [list.action("Delete", style: .destructive)])
        }
        list.window.swipeRow(atY: list.y(1), by: -100)
        #expect(list.providerCalls == ["trailing 1"])
        #expect(list.offset(1) == -74)
        assertTree(
            list.cell(1)!, options: TreeDescriptionOptions(maxDepth: 2),
            """
            CollectionViewListCell (0 42.5; 320 42.5) indexPath=[0 1] swiped=-74
            ├ View (-74 0; 320 42.5)
            │ └ ListContentView (0 0; 320 42.5)
            └ SwipeActionsView (246 0; 74 42.5) clips trailing
              └ Button (0 0; 74 42.5) bg=#FF3B30 title="Delete"
            """)
        list.window.find(.text("Delete")).tap()
        #expect(list.log == ["Delete"])
        #expect(list.offset(1) == 0)
        #expect(list.cell(1)!.subviews.allSatisfy { !($0 is SwipeActionsView) })
    }

    @Test(
        "A rightward swipe shows the leading actions; a short swipe closes again; a full swipe past 0.6 of the width runs the first action (UIKit: leadingSwipeActionsConfigurationProvider, performsFirstActionWithFullSwipe)"
    )
    func leadingShortAndFullSwipe() {
        let list = SwipeList(rows: 5)
        list.leading = { _ in SwipeActionsConfiguration(actions: [list.action("Flag")]) }
        list.window.swipeRow(atY: list.y(0), by: 100, from: 50)
        #expect(list.providerCalls == ["leading 0"])
        #expect(list.offset(0) == 74)
        list.window.tap(at: CGPoint(x: 300, y: list.y(3)))
        #expect(list.offset(0) == 0)
        list.window.swipeRow(atY: list.y(0), by: 30, from: 50)
        #expect(list.offset(0) == 0)
        #expect(list.log.isEmpty)
        list.window.swipeRow(atY: list.y(0), by: 250, from: 20)
        #expect(list.log == ["Flag"])
        #expect(list.offset(0) == 0)
        // A leftward swipe with no trailing actions does nothing.
        list.window.swipeRow(atY: list.y(0), by: -100)
        #expect(list.offset(0) == 0)
    }

    @Test(
        "A vertical pan on a row scrolls and never asks the providers (UIKit: the scroll pan wins vertical drags)"
    )
    func verticalPanScrolls() {
        let list = SwipeList(rows: 50)
        list.trailing = { _ in SwipeActionsConfiguration(actions: [list.action("Delete")]) }
        list.window.drag(
            along: [CGPoint(x: 200, y: 300), CGPoint(x: 190, y: 100), CGPoint(x: 190, y: 100)],
            duration: 0.3)
        list.window.settle()
        #expect(list.collectionView.contentOffset.y > 100)
        #expect(list.providerCalls.isEmpty)
    }

    @Test("One row is open at a time; scrolling closes the open row (UIKit)")
    func oneOpenRow() {
        let list = SwipeList(rows: 50)
        list.trailing = { _ in SwipeActionsConfiguration(actions: [list.action("Delete")]) }
        list.window.swipeRow(atY: list.y(0), by: -100)
        #expect(list.offset(0) == -74)
        list.window.swipeRow(atY: list.y(2), by: -100)
        #expect(list.offset(0) == 0)
        #expect(list.offset(2) == -74)
        list.window.drag(
            along: [CGPoint(x: 200, y: 300), CGPoint(x: 200, y: 200), CGPoint(x: 200, y: 200)],
            duration: 0.3)
        list.window.settle()
        #expect(
            list.collectionView.subviews.allSatisfy { cell in
                !cell.subviews.contains { $0 is SwipeActionsView }
            })
    }

    @Test(
        "Tapping an action does not select its item; a tap on the open row closes it without selecting; reloadData closes the open row (UIKit)"
    )
    func tapsAndReload() {
        let list = SwipeList(rows: 5)
        list.trailing = { _ in
            SwipeActionsConfiguration(actions: [list.action("Later", completes: nil)])
        }
        list.window.swipeRow(atY: list.y(0), by: -100)
        list.window.find(.text("Later")).tap()
        #expect(list.log == ["Later"])
        #expect(list.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
        list.window.tap(at: CGPoint(x: 100, y: list.y(0)))
        #expect(list.offset(0) == 0)
        #expect(list.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
        // With nothing open, the same tap selects.
        list.window.tap(at: CGPoint(x: 100, y: list.y(0)))
        #expect(list.collectionView.indexPathsForSelectedItems == [[0, 0]])
        list.window.swipeRow(atY: list.y(1), by: -100)
        #expect(list.offset(1) == -74)
        list.collectionView.reloadData()
        list.window.layoutIfNeeded()
        #expect(list.offset(1) == 0)
        #expect(list.collectionView.swipeActions?.isActive == false)
    }

    @Test(
        "A .delete() accessory without a handler reveals the trailing actions while editing, and a tap on the row hides them; a swipe works while editing too (UIKit: UICellAccessory.delete)"
    )
    func deleteAccessoryAndEditing() {
        let list = SwipeList(rows: 5, accessories: [.delete()])
        list.trailing = { _ in
            SwipeActionsConfiguration(actions: [list.action("Delete", style: .destructive)])
        }
        list.collectionView.isEditing = true
        list.window.layoutIfNeeded()
        list.tapDeleteAccessory(of: 0)
        #expect(list.providerCalls == ["trailing 0"])
        #expect(list.offset(0) == -74)
        // The control slid away with the content; a tap on the row closes it.
        list.window.tap(at: CGPoint(x: 150, y: list.y(0)))
        #expect(list.offset(0) == 0)
        list.window.swipeRow(atY: list.y(1), by: -100)
        #expect(list.offset(1) == -74)
        list.collectionView.isEditing = false
        #expect(list.offset(1) == 0)
    }

    @Test(
        "Completions after the row closed, a second call, and calls after the collection view is gone are ignored"
    )
    func lifetime() {
        weak var weakCollectionView: CollectionView?
        var completions: [(Bool) -> Void] = []
        do {
            let list = SwipeList(rows: 5)
            weakCollectionView = list.collectionView
            list.trailing = { _ in
                SwipeActionsConfiguration(actions: [list.action("Later", completes: nil)])
            }
            list.window.swipeRow(atY: list.y(0), by: -100)
            list.window.find(.text("Later")).tap()
            #expect(list.offset(0) == -74)
            list.completions[0](true)
            list.completions[0](true)
            #expect(list.offset(0) == 0)
            list.window.swipeRow(atY: list.y(0), by: -100)
            list.window.find(.text("Later")).tap()
            completions = list.completions
            list.trailing = nil
            list.collectionView.removeFromSuperview()
        }
        #expect(weakCollectionView == nil)
        for completion in completions { completion(true) }
    }
}

@MainActor @Suite struct ListSwipeReentrancyTests {
    @Test(
        "A handler that applies a snapshot deleting its row: the row goes, nothing stays open, and its completion is ignored"
    )
    func handlerDeletesItsRow() {
        let list = SwipeList(rows: 5)
        list.trailing = { path in
            let item = list.dataSource.itemIdentifier(for: path)!
            return SwipeActionsConfiguration(actions: [
                list.action("Delete") { list.remove([item]) }
            ])
        }
        list.window.swipeRow(atY: list.y(2), by: -100)
        list.window.find(.text("Delete")).tap()
        list.window.layoutIfNeeded()
        #expect(list.dataSource.snapshot().itemIdentifiers == [0, 1, 3, 4])
        #expect(list.collectionView.swipeActions?.isActive == false)
        #expect(
            list.collectionView.visibleCells.allSatisfy { cell in
                !cell.subviews.contains { $0 is SwipeActionsView }
            })
        // Full swipe, same handler.
        list.window.swipeRow(atY: list.y(0), by: -250, from: 300)
        list.window.layoutIfNeeded()
        #expect(list.dataSource.snapshot().itemIdentifiers == [1, 3, 4])
    }

    @Test(
        "A handler that deletes other rows leaves its own row open until its completion, which closes it"
    )
    func handlerDeletesOtherRows() {
        let list = SwipeList(rows: 6)
        list.trailing = { _ in
            SwipeActionsConfiguration(actions: [
                list.action("Prune", completes: nil) { list.remove([0, 1]) }
            ])
        }
        list.window.swipeRow(atY: list.y(3), by: -100)
        list.window.find(.text("Prune")).tap()
        list.window.layoutIfNeeded()
        #expect(list.dataSource.snapshot().itemIdentifiers == [2, 3, 4, 5])
        #expect(list.offset(1) == -74)  // item 3, now at row 1
        list.completions[0](true)
        #expect(list.offset(1) == 0)
        #expect(list.collectionView.swipeActions?.isActive == false)
    }

    @Test(
        "A handler that removes the collection view from the window: nothing crashes, the completion does nothing"
    )
    func handlerRemovesCollectionView() {
        let list = SwipeList(rows: 5)
        list.trailing = { _ in
            SwipeActionsConfiguration(actions: [
                list.action("Close", completes: nil) { list.collectionView.removeFromSuperview() }
            ])
        }
        list.window.swipeRow(atY: list.y(0), by: -100)
        list.window.find(.text("Close")).tap()
        #expect(list.collectionView.window == nil)
        list.completions[0](true)
        list.completions[0](false)
        #expect(list.collectionView.swipeActions?.isActive == false)
    }
}

@MainActor @Suite struct ListSwipeHostileTests {
    @Test(
        "A provider returning nil or an empty configuration: nothing opens, and each swipe asks once"
    )
    func nilAndEmpty() {
        let list = SwipeList(rows: 5)
        list.trailing = { _ in nil }
        list.window.swipeRow(atY: list.y(0), by: -100)
        #expect(list.offset(0) == 0)
        list.trailing = { _ in SwipeActionsConfiguration(actions: []) }
        list.window.swipeRow(atY: list.y(0), by: -100)
        #expect(list.offset(0) == 0)
        #expect(list.providerCalls == ["trailing 0", "trailing 0"])
        #expect(list.collectionView.swipeActions?.isActive == false)
    }

    @Test(
        "A provider that ignores the index path gives every row the same actions; each swipe asks once"
    )
    func providerIgnoresIndexPath() {
        let list = SwipeList(rows: 5)
        let shared = SwipeActionsConfiguration(actions: [list.action("Same")])
        list.trailing = { _ in shared }
        list.window.swipeRow(atY: list.y(0), by: -100)
        list.window.swipeRow(atY: list.y(4), by: -100)
        #expect(list.offset(0) == 0)
        #expect(list.offset(4) == -74)
        list.window.find(.text("Same")).tap()
        #expect(list.log == ["Same"])
        #expect(list.providerCalls == ["trailing 0", "trailing 4"])
    }

    @Test(
        "A swipe in a list of 100,000 rows asks the provider once and makes no more cells than in 100 rows"
    )
    func costDoesNotGrowWithRows() {
        func measure(_ rows: Int) -> (calls: Int, cells: Int) {
            let list = SwipeList(rows: rows)
            list.trailing = { _ in SwipeActionsConfiguration(actions: [list.action("Delete")]) }
            let before = list.collectionView.cellsCreated
            list.window.swipeRow(atY: list.y(3), by: -100)
            list.window.find(.text("Delete")).tap()
            return (list.providerCalls.count, list.collectionView.cellsCreated - before)
        }
        let small = measure(100)
        let large = measure(100_000)
        #expect(small.calls == 1)
        #expect(large.calls == small.calls)
        #expect(large.cells == small.cells)
    }
}

// MARK: - A pasted UIKit inbox

/// An inbox as a UIKit app writes it (only the `UI` prefix removed): a diffable data source, a
/// list configuration with a trailing Delete and a leading Flag / Unflag.
final class SwipeInboxViewController: ViewController {
    struct Message: Hashable {
        let id: Int
        let subject: String
    }

    var collectionView: CollectionView!
    var dataSource: CollectionViewDiffableDataSource<Int, Message>!
    var messages = (0..<20).map { Message(id: $0, subject: "Message \($0)") }
    var flagged: Set<Int> = []

    override func viewDidLoad() {
        super.viewDidLoad()
        var config = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        config.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            let delete = ContextualAction(style: .destructive, title: "Delete") { _, _, done in
                self?.delete(at: indexPath)
                done(true)
            }
            return SwipeActionsConfiguration(actions: [delete])
        }
        config.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self, let message = self.dataSource.itemIdentifier(for: indexPath) else {
                return nil
            }
            let isFlagged = self.flagged.contains(message.id)
            let flag = ContextualAction(style: .normal, title: isFlagged ? "Unflag" : "Flag") {
                [weak self] _, _, done in
                if isFlagged {
                    self?.flagged.remove(message.id)
                } else {
                    self?.flagged.insert(message.id)
                }
                done(true)
            }
            flag.backgroundColor = .systemOrange
            return SwipeActionsConfiguration(actions: [flag])
        }
        let layout = CollectionViewCompositionalLayout.list(using: config)
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = CollectionView.CellRegistration<CollectionViewListCell, Message> {
            cell, _, message in
            var content = cell.defaultContentConfiguration()
            content.text = message.subject
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource<Int, Message>(
            collectionView: collectionView
        ) { collectionView, indexPath, message in
            collectionView.dequeueConfiguredReusableCell(
                using: registration, for: indexPath, item: message)
        }
        applySnapshot()
    }

    func applySnapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Message>()
        snapshot.appendSections([0])
        snapshot.appendItems(messages)
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    func delete(at indexPath: IndexPath) {
        guard let message = dataSource.itemIdentifier(for: indexPath) else { return }
        messages.removeAll { $0 == message }
        applySnapshot()
    }
}

@MainActor @Suite struct PastedInboxSwipeTests {
    @Test(
        "A pasted UIKit inbox: swipe left and tap Delete removes the message; a full swipe right flags, another unflags"
    )
    func inbox() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let inbox = SwipeInboxViewController()
        window.rootViewController = inbox
        window.layoutIfNeeded()
        func y(_ subject: String) -> CGFloat {
            let label = window.find(.text(subject)).first!
            return label.convert(CGPoint(x: 0, y: label.bounds.midY), to: nil).y
        }
        window.swipeRow(atY: y("Message 1"), by: -120, from: 300)
        window.find(.text("Delete")).tap()
        window.layoutIfNeeded()
        #expect(inbox.messages.map(\.id).prefix(3) == [0, 2, 3])
        #expect(window.find(.text("Message 1")).first == nil)

        window.swipeRow(atY: y("Message 2"), by: 300, from: 40)
        #expect(inbox.flagged == [2])
        window.swipeRow(atY: y("Message 2"), by: 300, from: 40)
        #expect(inbox.flagged.isEmpty)
        #expect(window.find(.text("Flag")).first == nil)
    }
}

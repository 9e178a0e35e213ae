// Interactive movement on a collection view (UIKit: `beginInteractiveMovementForItem(at:)`,
// `updateInteractiveMovementTargetPosition(_:)`, `endInteractiveMovement()`,
// `cancelInteractiveMovement()`, `collectionView(_:moveItemAt:to:)`), and the diffable data
// source's `reorderingHandlers`, driven as a pasted screen drives them: a long press.
import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A to-do grid as a UIKit screen writes it: a long press starts the movement, its changes
/// move the target, its end ends it (only `#selector` became a closure).
final class TodoGridController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    var todos = ["Milk", "Eggs", "Bread", "Butter", "Jam", "Tea"]
    var collectionView: CollectionView!
    var moves: [String] = []
    var reloadInMove = false

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "todo")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
        let longPress = LongPressGestureRecognizer { [weak self] in
            self?.handleLongGesture($0 as! LongPressGestureRecognizer)
        }
        collectionView.addGestureRecognizer(longPress)
    }

    func handleLongGesture(_ gesture: LongPressGestureRecognizer) {
        switch gesture.state {
        case .began:
            guard
                let selectedIndexPath = collectionView.indexPathForItem(
                    at: gesture.location(in: collectionView))
            else { break }
            collectionView.beginInteractiveMovementForItem(at: selectedIndexPath)
        case .changed:
            collectionView.updateInteractiveMovementTargetPosition(
                gesture.location(in: gesture.view!))
        case .ended:
            collectionView.endInteractiveMovement()
        default:
            collectionView.cancelInteractiveMovement()
        }
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
    { todos.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "todo", for: indexPath)
        cell.accessibilityIdentifier = todos[indexPath.item]
        return cell
    }

    func collectionView(
        _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        guard sourceIndexPath != destinationIndexPath else { return }
        moves.append("\(sourceIndexPath.item)→\(destinationIndexPath.item)")
        let item = todos.remove(at: sourceIndexPath.item)
        todos.insert(item, at: destinationIndexPath.item)
        if reloadInMove { collectionView.reloadData() }
    }

    /// The cells' identifiers in the order of their index paths.
    var shownOrder: [String] {
        collectionView.visibleCells.map { $0.accessibilityIdentifier ?? "?" }
    }
}

@MainActor private func gridScreen() -> (Window, TodoGridController) {
    // 3 columns of 100 × 100: Milk Eggs Bread / Butter Jam Tea.
    let window = Window(size: CGSize(width: 300, height: 400))
    let screen = TodoGridController()
    window.rootViewController = screen
    window.layoutIfNeeded()
    return (window, screen)
}

/// Two sections of letters, for moves across sections.
@MainActor private final class Letters: CollectionViewDataSource {
    var sections = [["A", "B", "C"], ["D", "E"]]
    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
    { sections[section].count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.accessibilityIdentifier = sections[indexPath.section][indexPath.item]
        return cell
    }
    func collectionView(
        _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
    }
}

/// A one-column list of 50-point rows in two sections (A B C, then D E from y = 150).
@MainActor private func lettersList() -> (Window, CollectionView, Letters) {
    let window = Window(size: CGSize(width: 100, height: 400))
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 50)
    layout.minimumLineSpacing = 0
    let view = CollectionView(frame: window.bounds, collectionViewLayout: layout)
    view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let letters = Letters()
    view.dataSource = letters
    window.addSubview(view)
    window.layoutIfNeeded()
    return (window, view, letters)
}

@MainActor private func order(_ view: CollectionView) -> [String] {
    view.visibleCells.map { $0.accessibilityIdentifier ?? "?" }
}

@MainActor @Suite struct InteractiveMovementTests {
    @Test(
        "A long press and drag moves the item; the others make room; moveItemAt once at the end (UIKit: endInteractiveMovement())"
    )
    func pastedGridReordersWithALongPress() {
        //   +-----+-----+-----+          +-----+-----+-----+
        //   |Milk |Eggs |Bread|          |Eggs |Bread|Butt.|
        //   +-----+-----+-----+   ==>    +-----+-----+-----+
        //   |Butt.| Jam | Tea |          |Milk | Jam | Tea |
        //   +-----+-----+-----+          +-----+-----+-----+
        let (window, screen) = gridScreen()
        let touch = window.beginTouch(at: CGPoint(x: 50, y: 50)).hold(duration: 0.6)
        let milk = screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        _ = touch.move(to: CGPoint(x: 150, y: 60), duration: 0.1)
        // Over Eggs: Milk takes its place, Eggs makes room; the cell follows the finger.
        #expect(screen.shownOrder == ["Eggs", "Milk", "Bread", "Butter", "Jam", "Tea"])
        #expect(milk.center == CGPoint(x: 150, y: 60))
        #expect(screen.moves.isEmpty)
        _ = touch.move(to: CGPoint(x: 40, y: 150), duration: 0.2)
        #expect(screen.shownOrder == ["Eggs", "Bread", "Butter", "Milk", "Jam", "Tea"])
        touch.end()
        window.settle()
        #expect(screen.moves == ["0→3"])
        #expect(screen.todos == ["Eggs", "Bread", "Butter", "Milk", "Jam", "Tea"])
        #expect(screen.shownOrder == screen.todos)
        // The dropped cell takes its place.
        #expect(milk.frame == CGRect(x: 0, y: 100, width: 100, height: 100))
        #expect(screen.collectionView.interactiveMovement == nil)
    }

    @Test(
        "Cancelling puts the item back without telling the data source (UIKit: cancelInteractiveMovement())"
    )
    func cancelPutsTheItemBack() {
        let (window, screen) = gridScreen()
        let touch = window.beginTouch(at: CGPoint(x: 50, y: 50)).hold(duration: 0.6)
        _ = touch.move(to: CGPoint(x: 250, y: 150), duration: 0.2)
        #expect(screen.shownOrder == ["Eggs", "Bread", "Butter", "Jam", "Tea", "Milk"])
        touch.cancel()
        window.settle()
        #expect(screen.moves.isEmpty)
        #expect(screen.shownOrder == ["Milk", "Eggs", "Bread", "Butter", "Jam", "Tea"])
        #expect(
            screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!.frame
                == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test(
        "An item dropped where it started is not reported (UIKit: moveItemAt is called if the position changed)"
    )
    func dropInPlaceTellsNothing() {
        let (window, screen) = gridScreen()
        window.beginTouch(at: CGPoint(x: 50, y: 50)).hold(duration: 0.6)
            .move(to: CGPoint(x: 60, y: 60), duration: 0.05).end()
        #expect(screen.moves.isEmpty)
        #expect(screen.shownOrder == screen.todos)
    }

    @Test("An item moves across sections; cells come from the data source's own index paths")
    func moveAcrossSections() {
        let (_, view, letters) = lettersList()
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 180))  // over D
        #expect(view.numberOfItems(inSection: 0) == 2)
        #expect(view.numberOfItems(inSection: 1) == 3)
        #expect(order(view) == ["B", "C", "A", "D", "E"])
        // The data source still counts A in section 0 until the end.
        #expect(letters.sections == [["A", "B", "C"], ["D", "E"]])
        view.reloadItems(at: [IndexPath(item: 1, section: 1)])
        #expect(order(view) == ["B", "C", "A", "D", "E"])
        view.endInteractiveMovement()
        #expect(letters.sections == [["B", "C"], ["A", "D", "E"]])
        #expect(order(view) == ["B", "C", "A", "D", "E"])
    }

    @Test("The delegate retargets the move; an index path it returns out of range is clamped")
    func delegateTargetIsClamped() {
        @MainActor final class Retarget: CollectionViewDelegate {
            var answer: IndexPath
            var asked: [String] = []
            init(_ answer: IndexPath) { self.answer = answer }
            func collectionView(
                _ collectionView: CollectionView,
                targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                atCurrentIndexPath currentIndexPath: IndexPath,
                toProposedIndexPath proposedIndexPath: IndexPath
            ) -> IndexPath {
                asked.append(
                    "\(originalIndexPath.shortDescription) \(currentIndexPath.shortDescription) \(proposedIndexPath.shortDescription)"
                )
                return answer
            }
        }
        let (_, view, letters) = lettersList()
        let delegate = Retarget(IndexPath(item: 99, section: 99))
        view.delegate = delegate
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 75))
        #expect(delegate.asked == ["[0 0] [0 0] [0 1]"])
        // Clamped to the last place of the last section.
        #expect(order(view) == ["B", "C", "D", "E", "A"])
        delegate.answer = IndexPath(item: -5, section: -1)
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 25))
        #expect(order(view) == ["A", "B", "C", "D", "E"])
        view.endInteractiveMovement()
        #expect(letters.sections == [["A", "B", "C"], ["D", "E"]])
    }

    @Test(
        "Hostile calls: no movement, an index path out of range, a second begin, a data source that cannot move"
    )
    func hostileCallsChangeNothing() {
        let (_, view, letters) = lettersList()
        // Ending, cancelling and updating with no movement under way do nothing.
        view.endInteractiveMovement()
        view.cancelInteractiveMovement()
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 180))
        #expect(order(view) == ["A", "B", "C", "D", "E"])
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 9, section: 0)))
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 5)))
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(index: 0)))
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        view.cancelInteractiveMovement()
        // A data source without moveItemAt: UIKit "ignores any attempts to reorder items".
        let model = Model([3])
        view.dataSource = model
        view.layoutIfNeeded()
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        _ = letters
    }

    @Test("A data source that reloads inside moveItemAt, and a reload during the movement")
    func reloadsInsideAndDuring() {
        let (window, screen) = gridScreen()
        screen.reloadInMove = true
        let view = screen.collectionView!
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 5, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 50))
        view.endInteractiveMovement()
        window.layoutIfNeeded()
        #expect(screen.todos == ["Tea", "Milk", "Eggs", "Bread", "Butter", "Jam"])
        #expect(screen.shownOrder == screen.todos)
        // A reload in the middle ends the movement: nothing is moved.
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 250, y: 50))
        view.reloadData()
        view.endInteractiveMovement()
        window.layoutIfNeeded()
        #expect(screen.todos == ["Tea", "Milk", "Eggs", "Bread", "Butter", "Jam"])
        #expect(screen.shownOrder == screen.todos)
    }

    @Test(
        "The moving cell scrolled away and back: the movement goes on, its new cell follows the point"
    )
    func movingCellLeavesAndComesBack() {
        let (window, view, letters) = lettersList()
        view.frame.size.height = 100  // A and B on screen.
        window.layoutIfNeeded()
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 75))  // over B
        view.contentOffset = CGPoint(x: 0, y: 150)
        window.layoutIfNeeded()
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) == nil)
        view.contentOffset = .zero
        window.layoutIfNeeded()
        let moving = view.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(moving.accessibilityIdentifier == "A")
        #expect(moving.center == CGPoint(x: 50, y: 75))
        view.endInteractiveMovement()
        #expect(letters.sections == [["B", "A", "C"], ["D", "E"]])
    }

    @Test("A non-finite target position stops, naming the parameter, its value and the view")
    func nonFiniteTargetStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let (_, view, _) = lettersList()
            view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
            view.updateInteractiveMovementTargetPosition(CGPoint(x: CGFloat.nan, y: 0))
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("targetPosition (nan, 0.0)"), "\(text)")
        #expect(text.contains("<CollectionView"), "\(text)")
    }
}

@MainActor @Suite struct DiffableReorderingTests {
    enum Section { case main }

    @MainActor final class Screen {
        let window = Window(size: CGSize(width: 100, height: 400))
        let collectionView: CollectionView
        let dataSource: CollectionViewDiffableDataSource<Section, String>
        var transactions: [(String, [String])] = []

        init() {
            let layout = CollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 50)
            layout.minimumLineSpacing = 0
            collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
            window.addSubview(collectionView)
            let registration = CollectionView.CellRegistration<CollectionViewListCell, String> {
                cell, _, item in
                cell.accessibilityIdentifier = item
            }
            dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
                collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(
                    using: registration, for: indexPath, item: item)
            }
            var snapshot = DiffableDataSourceSnapshot<Section, String>()
            snapshot.appendSections([.main])
            snapshot.appendItems(["one", "two", "three", "four"])
            dataSource.apply(snapshot, animatingDifferences: false)
            window.layoutIfNeeded()
        }
    }

    @Test("Without canReorderItem nothing reorders (UIKit: reorderingHandlers)")
    func noHandlerNoReorder() {
        let screen = Screen()
        #expect(!screen.collectionView.beginInteractiveMovementForItem(at: [0, 0]))
    }

    @Test(
        "didReorder gets a transaction whose finalSnapshot the data source shows (UIKit: NSDiffableDataSourceTransaction)"
    )
    func reorderAppliesTheFinalSnapshot() {
        let screen = Screen()
        screen.dataSource.reorderingHandlers.canReorderItem = { $0 != "four" }
        screen.dataSource.reorderingHandlers.willReorder = { [unowned screen] t in
            screen.transactions.append(("will", t.initialSnapshot.itemIdentifiers))
        }
        screen.dataSource.reorderingHandlers.didReorder = { [unowned screen] t in
            screen.transactions.append(("did", t.finalSnapshot.itemIdentifiers))
            #expect(t.difference.insertions.count == 1)
            #expect(screen.dataSource.snapshot().itemIdentifiers == t.finalSnapshot.itemIdentifiers)
        }
        let view = screen.collectionView
        #expect(!view.beginInteractiveMovementForItem(at: [0, 3]))
        #expect(view.beginInteractiveMovementForItem(at: [0, 0]))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 125))
        view.endInteractiveMovement()
        #expect(screen.transactions.map(\.0) == ["will", "did"])
        #expect(screen.transactions[0].1 == ["one", "two", "three", "four"])
        #expect(screen.transactions[1].1 == ["two", "three", "one", "four"])
        #expect(order(view) == ["two", "three", "one", "four"])
    }

    @Test("A didReorder handler that applies a snapshot re-entrantly is diffed against what shows")
    func handlerAppliesReentrantly() {
        let screen = Screen()
        screen.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        screen.dataSource.reorderingHandlers.didReorder = { [unowned screen] t in
            var next = t.finalSnapshot
            next.deleteItems(["four"])
            screen.dataSource.apply(next)
        }
        let view = screen.collectionView
        #expect(view.beginInteractiveMovementForItem(at: [0, 3]))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 10))
        view.endInteractiveMovement()
        screen.window.layoutIfNeeded()
        #expect(order(view) == ["one", "two", "three"])
        #expect(screen.dataSource.snapshot().itemIdentifiers == ["one", "two", "three"])
    }
}

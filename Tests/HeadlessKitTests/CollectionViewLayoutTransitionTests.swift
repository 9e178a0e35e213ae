import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A flow layout that logs the transition calls UIKit makes on a layout, and can propose its
/// own content offset after a layout change.
private final class LoggingLayout: CollectionViewFlowLayout {
    let name: String
    var log: TransitionLog
    /// What `targetContentOffset(forProposedContentOffset:)` answers (nil: the proposal).
    var proposal: ((CGPoint) -> CGPoint)?

    init(_ name: String, itemSize: CGSize, log: TransitionLog) {
        self.name = name
        self.log = log
        super.init()
        self.itemSize = itemSize
    }

    override func prepareForTransition(from oldLayout: CollectionViewLayout) {
        log.calls.append(
            "\(name).prepareForTransition(from: \((oldLayout as! LoggingLayout).name))")
    }
    override func prepareForTransition(to newLayout: CollectionViewLayout) {
        log.calls.append("\(name).prepareForTransition(to: \((newLayout as! LoggingLayout).name))")
    }
    override func prepare() {
        log.calls.append("\(name).prepare")
        super.prepare()
    }
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
        -> CGPoint
    {
        log.calls.append("\(name).targetContentOffset(\(Int(proposedContentOffset.y)))")
        return proposal?(proposedContentOffset) ?? proposedContentOffset
    }
    override func finalizeLayoutTransition() {
        log.calls.append("\(name).finalizeLayoutTransition")
    }
}

private final class TransitionLog {
    var calls: [String] = []
}

/// A delegate that moves the offset the layout proposes.
@MainActor private final class OffsetDelegate: CollectionViewDelegate {
    var answer: (CGPoint) -> CGPoint
    var asked: [CGPoint] = []
    init(_ answer: @escaping (CGPoint) -> CGPoint) { self.answer = answer }
    func collectionView(
        _ collectionView: CollectionView,
        targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint {
        asked.append(proposedContentOffset)
        return answer(proposedContentOffset)
    }
}

@MainActor @Suite(.serialized) struct CollectionViewLayoutTransitionTests {
    /// 100×100 grid items, 3 a line on a 320-wide view.
    private func grid(_ log: TransitionLog = TransitionLog()) -> LoggingLayout {
        LoggingLayout("grid", itemSize: CGSize(width: 100, height: 100), log: log)
    }
    /// Full-width 44-point rows.
    private func list(_ log: TransitionLog = TransitionLog()) -> LoggingLayout {
        LoggingLayout("list", itemSize: CGSize(width: 320, height: 44), log: log)
    }

    @Test(
        "setCollectionViewLayout(_:animated:completion:): the cells are at the new layout's frames when it returns, and the completion runs once with true (UIKit: a grid/list toggle)"
    )
    func gridToListToggle() {
        let (_, collection) = makeCollection(grid(), model: Model([30]))
        #expect(collection.contentSize.height == 1090)
        var finished: [Bool] = []
        collection.setCollectionViewLayout(list(), animated: true) { finished.append($0) }
        #expect(finished == [true])
        #expect(collection.contentSize == CGSize(width: 320, height: 30 * 44 + 29 * 10))
        let cell = collection.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect(cell?.frame == CGRect(x: 0, y: 54, width: 320, height: 44))
        for cell in collection.visibleCells {
            let path = collection.indexPath(for: cell)!
            #expect(cell.frame == collection.layoutAttributesForItem(at: path)!.frame)
        }
        // The old layout is free for another collection view, as in UIKit.
        let old = grid()
        collection.setCollectionViewLayout(old, animated: false)
        collection.setCollectionViewLayout(list(), animated: false)
        #expect(old.collectionView == nil)
        let (_, other) = makeCollection(old, model: Model([3]))
        #expect(other.visibleCells.count == 3)
    }

    @Test(
        "UIKit's transition order: prepareForTransition(to:) on the old layout, prepareForTransition(from:) on the new, its prepare, targetContentOffset(forProposedContentOffset:) with the current offset, the delegate, finalizeLayoutTransition on both, then the completion"
    )
    func transitionCallsInOrder() {
        let log = TransitionLog()
        let (_, collection) = makeCollection(grid(log), model: Model([30]))
        collection.contentOffset = CGPoint(x: 0, y: 220)
        collection.layoutIfNeeded()
        let delegate = OffsetDelegate { proposed in
            log.calls.append("delegate(\(Int(proposed.y)))")
            return proposed
        }
        collection.delegate = delegate
        log.calls = []
        collection.setCollectionViewLayout(list(log), animated: true) { _ in
            log.calls.append("completion")
        }
        #expect(
            log.calls == [
                "grid.prepareForTransition(to: list)", "list.prepareForTransition(from: grid)",
                "list.prepare", "list.targetContentOffset(220)", "delegate(220)",
                "grid.finalizeLayoutTransition", "list.finalizeLayoutTransition", "completion",
            ])
        #expect(collection.contentOffset.y == 220)
    }

    @Test(
        "The new layout's targetContentOffset(forProposedContentOffset:) decides the offset, then the delegate's collectionView(_:targetContentOffsetForProposedContentOffset:) (UIKit: keep the first visible item in view)"
    )
    func layoutThenDelegateChooseTheOffset() {
        let (_, collection) = makeCollection(grid(), model: Model([60]))
        // Item 9 (the fourth line of the grid) at the top.
        collection.contentOffset = CGPoint(x: 0, y: 330)
        collection.layoutIfNeeded()
        let first = collection.indexPathsForVisibleItems.min()!
        #expect(first == IndexPath(item: 9, section: 0))
        let list = list()
        list.proposal = { _ in
            // The row of the item that was first on screen.
            CGPoint(x: 0, y: CGFloat(first.item) * 54)
        }
        let delegate = OffsetDelegate { CGPoint(x: $0.x, y: $0.y - 10) }
        collection.delegate = delegate
        collection.setCollectionViewLayout(list, animated: false)
        #expect(delegate.asked == [CGPoint(x: 0, y: 486)])
        #expect(collection.contentOffset == CGPoint(x: 0, y: 476))
        #expect(collection.indexPathsForVisibleItems.contains(first))
    }

    @Test(
        "A target offset past the new content comes back inside its range; a huge or negative one is clamped (data never crashes)"
    )
    func offsetBroughtInside() {
        let (_, collection) = makeCollection(list(), model: Model([60]))
        collection.contentOffset = CGPoint(x: 0, y: 2000)
        collection.layoutIfNeeded()
        // 60 grid items: 20 lines of 100 with 10 between, 2190 high: the most it can show
        // from is 2190 − 480.
        collection.setCollectionViewLayout(grid(), animated: false)
        #expect(collection.contentOffset == CGPoint(x: 0, y: 1710))
        for answer in [
            CGPoint(x: 0, y: 1e300), CGPoint(x: -1e300, y: -5), CGPoint(x: 1e9, y: 1e9),
        ] {
            let delegate = OffsetDelegate { _ in answer }
            collection.delegate = delegate
            let isGrid = (collection.collectionViewLayout as! LoggingLayout).name == "grid"
            collection.setCollectionViewLayout(isGrid ? list() : grid(), animated: false)
            let low = collection.minimumContentOffset
            let high = collection.maximumContentOffset
            #expect(collection.contentOffset.y >= low.y && collection.contentOffset.y <= high.y)
            #expect(collection.contentOffset.x >= low.x && collection.contentOffset.x <= high.x)
        }
        // An empty collection view: nothing to show, the offset at its origin.
        let (_, empty) = makeCollection(grid(), model: Model([0]))
        empty.setCollectionViewLayout(list(), animated: true)
        #expect(empty.contentOffset == .zero)
        #expect(empty.visibleCells.isEmpty)
    }

    @Test("Setting the layout the collection view has changes nothing and completes with true")
    func sameLayoutCompletes() {
        let log = TransitionLog()
        let layout = grid(log)
        let (_, collection) = makeCollection(layout, model: Model([5]))
        log.calls = []
        var finished: [Bool] = []
        collection.setCollectionViewLayout(layout, animated: true) { finished.append($0) }
        #expect(finished == [true])
        #expect(log.calls.isEmpty)
    }

    @Test(
        "Re-entrancy: a completion that sets another layout, and a delegate that sets one while it is asked for the offset, leave the last layout set in place"
    )
    func reentrantLayoutChanges() {
        let (_, collection) = makeCollection(grid(), model: Model([20]))
        let third = grid()
        collection.setCollectionViewLayout(list(), animated: true) { _ in
            collection.setCollectionViewLayout(third, animated: false)
        }
        #expect(collection.collectionViewLayout === third)
        let inner = list()
        var once = false
        let delegate = OffsetDelegate { proposed in
            if !once {
                once = true
                collection.setCollectionViewLayout(inner, animated: false)
            }
            return proposed
        }
        collection.delegate = delegate
        collection.setCollectionViewLayout(grid(), animated: false)
        #expect(collection.collectionViewLayout === inner)
        for cell in collection.visibleCells {
            let path = collection.indexPath(for: cell)!
            #expect(cell.frame == inner.layoutAttributesForItem(at: path)!.frame)
        }
    }

    @Test(
        "Programmer errors stop at the entry: a layout another collection view uses, and a target offset that is not finite"
    )
    func programmerErrorsStop() async {
        let shared = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let layout = CollectionViewFlowLayout()
            let owner = CollectionView(frame: .zero, collectionViewLayout: layout)
            let other = CollectionView(
                frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
            other.setCollectionViewLayout(layout, animated: false)
            withExtendedLifetime(owner) {}
        }
        expectMessage(
            shared, naming: ["setCollectionViewLayout", "already used by another collection view"])
        let notFinite = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            final class NaNDelegate: CollectionViewDelegate {
                func collectionView(
                    _ collectionView: CollectionView,
                    targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
                ) -> CGPoint { CGPoint(x: 0, y: CGFloat.nan) }
            }
            let delegate = NaNDelegate()
            let collection = CollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                collectionViewLayout: CollectionViewFlowLayout())
            collection.delegate = delegate
            collection.setCollectionViewLayout(CollectionViewFlowLayout(), animated: false)
            withExtendedLifetime(delegate) {}
        }
        expectMessage(
            notFinite,
            naming: ["setCollectionViewLayout", "target content offset", "nan", "<CollectionView"])
    }
}

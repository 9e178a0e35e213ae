import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// Collection views under data and callbacks that fight back.
@MainActor @Suite struct CollectionViewDataSourceTests {
    /// One section of three items with pinned headers, in a flow layout and in a list.
    static func pinnedLayouts() -> [CollectionViewLayout] {
        let flow = CollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 100, height: 100)
        flow.headerReferenceSize = CGSize(width: 0, height: 30)
        flow.sectionHeadersPinToVisibleBounds = true
        let list = ListLayout()
        list.sectionHeaderHeight = 30
        list.sectionHeadersPinToVisibleBounds = true
        return [flow, list]
    }

}

/// Touches and scroll views at the edge of the floating-point range.
@MainActor @Suite struct HostileScrollTests {
}

/// A model that changes itself from inside `cellForItemAt`: inserts or deletes items the
/// first `budget` times it is asked for a cell.
@MainActor final class MutatingModel: CollectionViewDataSource {
    enum Change { case insert, delete, reload }
    var count: Int
    let change: Change
    var budget: Int

    init(count: Int, change: Change, budget: Int) {
        self.count = count
        self.change = change
        self.budget = budget
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
    {
        count
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        if budget > 0 {
            budget -= 1
            switch change {
            case .insert:
                count += 2
                collectionView.insertItems(at: [
                    IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0),
                ])
            case .delete where count > 0:
                count -= 1
                collectionView.deleteItems(at: [IndexPath(item: count, section: 0)])
            case .delete:
                break
            case .reload:
                collectionView.reloadData()
            }
        }
        return cell
    }
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "title", for: indexPath)
    }
}

extension CollectionViewDataSourceTests {
    @Test(
        "Updates from inside cellForItemAt leave no orphan cell: every cell subview is a live cell (UIKit: collectionView(_:cellForItemAt:))"
    )
    func updatesFromCellForItemAt() {
        for change in [MutatingModel.Change.insert, .delete, .reload] {
            for budget in [1, 3, 17] {
                let model = MutatingModel(count: 20, change: change, budget: budget)
                let window = Window(size: CGSize(width: 320, height: 480))
                let collection = CollectionView(
                    frame: window.bounds, collectionViewLayout: ListLayout())
                collection.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
                collection.dataSource = model
                window.addSubview(collection)
                Window.printsDiagnostics = false
                #expect(window.settle(timeout: 1), "\(change) \(budget)")
                #expect(invariantViolations(in: window, atRest: true) == [], "\(change) \(budget)")
                let cells = collection.subviews.filter { $0 is CollectionViewCell }
                #expect(cells.count == collection.visibleCells.count, "\(change) \(budget)")
                #expect(collection.numberOfItems(inSection: 0) == model.count)
                // Every visible row shows: 480 / 44 rounds up to 11 rows (and the reuse margin).
                #expect(collection.visibleCells.count >= min(11, model.count))
                _ = model
            }
        }
    }
}

extension CollectionViewDataSourceTests {
    @Test(
        "A collection view scrolled to its end comes back inside when a reload shrinks it (UIKit: reloadData())"
    )
    func reloadToZeroRestsInside() {
        for layout in Self.pinnedLayouts() {
            let model = Model([30, 30])
            let (window, collection) = makeCollection(layout, model: model)
            collection.contentOffset = collection.maximumContentOffset
            #expect(window.settle())
            model.counts = []
            collection.reloadData()
            #expect(window.settle())
            #expect(collection.contentOffset == collection.minimumContentOffset)
            model.counts = [30]
            collection.reloadData()
            #expect(window.settle())
            #expect(invariantViolations(in: window, atRest: true) == [])
        }
    }
}

extension CollectionViewDataSourceTests {
    /// How the finger that was down while the data shrank leaves the screen.
    enum FingerExit: CaseIterable {
        case liftStill, cancel, dragThenLift, dragThenHoldThenLift
    }

    // A finger down at the end of a list; the data shrinks to two rows under it; the finger
    // leaves. At rest the list shows inside its (now short) content:
    //
    //     before            finger down, reload        at rest
    //     +--------+        +--------+                 +--------+
    //     | row 28 |        |        |  offset past    | row 0  |
    //     | row 29 |        |        |  the new end    | row 1  |
    //     +--------+        +--------+                 +--------+
    @Test(
        "Data that shrank while a finger was down: at rest the collection view is inside its content (UIKit: UICollectionViewLayout targetContentOffset(forProposedContentOffset:))",
        arguments: FingerExit.allCases)
    func shrankUnderAFingerRestsInside(exit: FingerExit) {
        for layout in Self.pinnedLayouts() {
            let model = Model([30])
            let (window, collection) = makeCollection(layout, model: model)
            collection.contentOffset = collection.maximumContentOffset
            #expect(window.settle())
            let finger = window.beginTouch(at: CGPoint(x: 160, y: 300))
            finger.hold(duration: 0.05)
            model.counts = [2]
            collection.reloadData()
            // A finger held still leaves the window idle: the check waits for it.
            #expect(window.settle(timeout: 1))
            #expect(collection.contentOffset.y > collection.maximumContentOffset.y)
            switch exit {
            case .liftStill: finger.end()
            case .cancel: finger.cancel()
            case .dragThenLift: finger.move(to: CGPoint(x: 160, y: 200), duration: 0.1).end()
            case .dragThenHoldThenLift:
                finger.move(to: CGPoint(x: 160, y: 360), duration: 0.1).hold(duration: 0.2).end()
            }
            #expect(window.settle(), "\(exit) \(type(of: layout))")
            #expect(
                invariantViolations(in: window, atRest: true) == [],
                "\(exit) \(type(of: layout))")
            #expect(collection.contentOffset == collection.minimumContentOffset)
        }
    }
}

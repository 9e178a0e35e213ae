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

    @Test(
        "Pinned section headers settle: bringing a header to the front does not dirty layout (UIKit: sectionHeadersPinToVisibleBounds)"
    )
    func pinnedHeadersSettle() {
        for counts in [[3], [20, 20], [5, 5, 5]] {
            for layout in Self.pinnedLayouts() {
                let (window, collection) = makeCollection(layout, model: Model(counts))
                collection.contentOffset.y = 40
                #expect(window.settle(timeout: 1), "\(type(of: layout)) \(counts)")
                #expect(window.diagnostics.isEmpty, "\(window.diagnostics.first?.message ?? "")")
                #expect(!collection.needsLayout)
                let header = collection.supplementaryView(
                    forElementKind: CollectionView.elementKindSectionHeader,
                    at: IndexPath(item: 0, section: 0))
                // In front of every cell.
                let headerIndex = collection.subviews.firstIndex { $0 === header }
                let lastCell = collection.subviews.lastIndex { $0 is CollectionViewCell }
                #expect(headerIndex != nil && lastCell != nil && headerIndex! > lastCell!)
            }
        }
    }
}

extension CollectionViewDataSourceTests {
    @Test(
        "Items of float-residue size lay out: all on one line, nothing traps (UIKit: UICollectionViewFlowLayout itemSize)"
    )
    func residueItemSizes() {
        let residue = 0.1 + 0.2 - 0.3
        for tiny in [residue, 1e-17, CGFloat.leastNonzeroMagnitude] {
            for vertical in [true, false] {
                let flow = CollectionViewFlowLayout()
                flow.scrollDirection = vertical ? .vertical : .horizontal
                flow.itemSize = CGSize(width: tiny, height: tiny)
                flow.minimumInteritemSpacing = 0
                flow.minimumLineSpacing = 0
                let (window, collection) = makeCollection(
                    flow, model: Model([50, 3]), size: CGSize(width: 1000, height: 1000))
                #expect(window.settle(timeout: 1))
                #expect(invariantViolations(in: window, atRest: true) == [])
                #expect(collection.visibleCells.count == 53, "\(tiny) vertical \(vertical)")
                collection.contentOffset = CGPoint(x: 0, y: 0)
                #expect(window.settle(timeout: 1))
            }
            let list = ListLayout()
            list.rowHeight = tiny
            let (window, collection) = makeCollection(list, model: Model([50]))
            collection.contentOffset = collection.maximumContentOffset
            #expect(window.settle(timeout: 1))
            #expect(invariantViolations(in: window, atRest: true) == [])
        }
    }
}

/// Touches and scroll views at the edge of the floating-point range.
@MainActor @Suite struct HostileScrollTests {
    @Test(
        "Two fingers dragged to 1e308 scroll to a finite offset and come back inside (UIKit: UIPanGestureRecognizer)"
    )
    func fingersAtTheEdgeOfTheRange() {
        for far: CGFloat in [1e308, -1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude] {
            let window = Window(size: CGSize(width: 300, height: 300))
            let scroll = ScrollView(frame: window.bounds)
            scroll.contentSize = CGSize(width: 900, height: 900)
            window.addSubview(scroll)
            Window.printsDiagnostics = false
            window.touches(
                [
                    [CGPoint(x: 100, y: 100), CGPoint(x: far, y: far)],
                    [CGPoint(x: 200, y: 200), CGPoint(x: far, y: far)],
                ], duration: 0.1)
            #expect(invariantViolations(in: window, atRest: false) == [], "\(far)")
            #expect(window.settle())
            #expect(invariantViolations(in: window, atRest: true) == [], "\(far)")
            // One finger, too, and a huge rubber band that the displayed offset must survive.
            window.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: far, y: -far))
            #expect(invariantViolations(in: window, atRest: false) == [], "\(far)")
            #expect(window.settle())
            #expect(invariantViolations(in: window, atRest: true) == [], "\(far)")
        }
    }
}

extension HostileScrollTests {
    @Test(
        "A touch lifted or moved at a NaN point is cancelled: the drag ends, no touch stays active (UIKit: touchesCancelled(_:with:))"
    )
    func nonFiniteLiftCancels() {
        for phase in [Touch.Phase.ended, .moved] {
            let window = Window(size: CGSize(width: 300, height: 300))
            let scroll = ScrollView(frame: window.bounds)
            scroll.contentSize = CGSize(width: 300, height: 900)
            window.addSubview(scroll)
            Window.printsDiagnostics = false
            let touch = Touch(location: CGPoint(x: 150, y: 250))
            window.send(Event(touches: [touch]))
            for step in 1...10 {
                window.runFrames(1)
                touch.update(phase: .moved, location: CGPoint(x: 150, y: 250 - 10 * step))
                window.send(Event(touches: [touch]))
            }
            #expect(scroll.isDragging)
            touch.update(phase: phase, location: CGPoint(x: CGFloat.nan, y: .infinity))
            window.send(Event(touches: [touch]))
            #expect(!scroll.isDragging, "\(phase)")
            #expect(!scroll.isTracking, "\(phase)")
            #expect(window.activeTouches.isEmpty, "\(phase)")
            #expect(touch.phase == .cancelled)
            #expect(
                window.diagnostics.map(\.message) == [
                    "touch at (nan 1000000000) has a non-finite location; cancelled"
                ])
            #expect(window.settle())
            #expect(invariantViolations(in: window, atRest: true) == [])
            // The next touch works as usual.
            window.scroll(scroll, by: CGPoint(x: 0, y: 100))
            #expect(window.settle())
            #expect(window.activeTouches.isEmpty)
        }
    }
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

extension HostileScrollTests {
    @Test(
        "window.scroll(_:by:) moves by exactly the amount asked, even below the pan's hysteresis (UIKit: UIPanGestureRecognizer)"
    )
    func smallScrollsAreExact() {
        let window = Window(size: CGSize(width: 300, height: 300))
        let scroll = ScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 3000, height: 3000)
        scroll.contentOffset = CGPoint(x: 1000, y: 1000)
        window.addSubview(scroll)
        let deltas: [CGPoint] = [
            CGPoint(x: 0, y: 1), CGPoint(x: 0, y: -0.5), CGPoint(x: 3, y: 4),
            CGPoint(x: -9.5, y: 0), CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 250), .zero,
        ]
        for delta in deltas {
            let before = scroll.contentOffset
            window.scroll(scroll, by: delta)
            #expect(window.settle())
            let moved = CGPoint(
                x: scroll.contentOffset.x - before.x, y: scroll.contentOffset.y - before.y)
            #expect(abs(moved.x - delta.x) < 1e-9 && abs(moved.y - delta.y) < 1e-9, "\(delta)")
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

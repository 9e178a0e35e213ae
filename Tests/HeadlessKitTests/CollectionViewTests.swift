import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

@MainActor @Suite(.serialized) struct CollectionViewTests {
    func grid() -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        return layout
    }

    /// 320×480 grid of 100×100 items, 7 items: three lines, all on screen.
    @Test("Cells sit at their layout frames; the dump lists them in index order with their paths")
    func cellsAtLayoutFrames() {
        let model = Model([7])
        let (_, collection) = makeCollection(grid(), model: model)
        #expect(collection.contentSize == CGSize(width: 320, height: 320))
        #expect(collection.indexPathsForVisibleItems.count == 7)
        for cell in collection.visibleCells {
            let path = collection.indexPath(for: cell)!
            #expect(cell.frame == collection.layoutAttributesForItem(at: path)!.frame)
        }
        collection.selectItem(
            at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: .none)
        assertTree(
            collection, options: TreeDescriptionOptions(maxDepth: 1),
            """
            CollectionView (0 0; 320 480) content=(320 320)
            ├ CountingCell (0 0; 100 100) indexPath=[0 0]
            ├ CountingCell (110 0; 100 100) indexPath=[0 1]
            ├ CountingCell (220 0; 100 100) indexPath=[0 2]
            ├ CountingCell (0 110; 100 100) indexPath=[0 3]
            ├ CountingCell (110 110; 100 100) indexPath=[0 4] selected
            ├ CountingCell (220 110; 100 100) indexPath=[0 5]
            └ CountingCell (0 220; 100 100) indexPath=[0 6]
            """)
    }

    @Test("Only items in the visible rect have cells; queries answer from the live set (F12, F13)")
    func onlyVisibleCells() {
        let model = Model([100])
        let (window, collection) = makeCollection(grid(), model: model)
        // 480 tall: lines at 0, 110, 220, 330, 440 show (the 440 line partly).
        #expect(collection.indexPathsForVisibleItems.map(\.item) == Array(0..<15))
        #expect(collection.cellForItem(at: IndexPath(item: 20, section: 0)) == nil)
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 20, section: 0)) != nil)
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 100, section: 0)) == nil)
        collection.contentOffset = CGPoint(x: 0, y: 1000)
        window.runFrames(1)
        // Lines 9 (990..1090) to 13 (1430..1530) overlap 1000..1480.
        #expect(collection.indexPathsForVisibleItems.map(\.item) == Array(27..<42))
        #expect(
            collection.indexPathForItem(at: CGPoint(x: 115, y: 1000))
                == IndexPath(item: 28, section: 0))
        #expect(collection.indexPathForItem(at: CGPoint(x: 105, y: 1000)) == nil)  // a gap
        let cell = collection.cellForItem(at: IndexPath(item: 28, section: 0))!
        #expect(collection.indexPath(for: cell) == IndexPath(item: 28, section: 0))
    }

    @Test("Zero sections or zero items is a valid empty view")
    func empty() {
        let model1 = Model([])
        let (_, none) = makeCollection(grid(), model: model1)
        #expect(none.visibleCells.isEmpty && none.numberOfSections == 0)
        #expect(none.contentSize == CGSize(width: 320, height: 0))
        let model2 = Model([0, 0])
        let (_, zero) = makeCollection(grid(), model: model2)
        #expect(zero.visibleCells.isEmpty && zero.numberOfItems(inSection: 1) == 0)
        #expect(zero.indexPathForItem(at: CGPoint(x: 10, y: 10)) == nil)
    }

    /// 10,000 rows of 44 in a 480-tall list, scrolled top to bottom one frame at a time.
    @Test(
        "Scrolling 10,000 rows: live cells stay bounded, each row shows once, cells are reused (F11)"
    )
    func reuseWhileScrolling() {
        let model = Model([10_000])
        let log = DelegateLog()
        let (window, collection) = makeCollection(ListLayout(), model: model)
        collection.delegate = log
        let created = collection.cellsCreated
        var maxLive = 0
        CountingCell.reuseCount = 0
        model.requested.removeAll()
        // Each frame: the rows that left, in index order, then the rows that entered (F11).
        var expected: [DelegateLog.Call] = []
        var live = Set(collection.indexPathsForVisibleItems)
        let end = collection.contentSize.height - collection.bounds.height
        var y: CGFloat = 0
        while y < end {
            y = min(end, y + 173)
            collection.contentOffset.y = y
            window.runFrames(1)
            let now = Set(collection.indexPathsForVisibleItems)
            expected += live.subtracting(now).sorted().map { .didEndDisplaying($0) }
            expected += now.subtracting(live).sorted().map { .willDisplay($0) }
            live = now
            maxLive = max(maxLive, now.count)
        }
        // 480 / 44 → at most 12 rows overlap the bounds.
        #expect(maxLive <= 12)
        #expect(collection.cellsCreated <= created + 12)
        let calls = log.take()
        #expect(calls == expected)
        let shown = calls.compactMap { if case .willDisplay(let p) = $0 { p.item } else { nil } }
        // The first screen was on before the delegate: every other row is displayed once.
        let first = 11
        #expect(shown == Array(first..<10_000))
        #expect(model.requested.map(\.item) == shown)
        #expect(CountingCell.reuseCount == shown.count - (collection.cellsCreated - created))
        #expect(calls.count == 2 * shown.count - (collection.visibleCells.count - first))
    }

    @Test("A tap highlights then selects; tapping another deselects the first (UIKit F14 order)")
    func tapSelects() {
        let model = Model([7])
        let log = DelegateLog()
        let (window, collection) = makeCollection(grid(), model: model)
        collection.delegate = log
        window.tap(at: CGPoint(x: 150, y: 50))
        let b = IndexPath(item: 1, section: 0)
        #expect(
            log.take() == [
                .shouldHighlight(b), .didHighlight(b), .didUnhighlight(b), .shouldSelect(b),
                .didSelect(b),
            ])
        #expect(collection.indexPathsForSelectedItems == [b])
        #expect(collection.cellForItem(at: b)!.isSelected)
        window.tap(at: CGPoint(x: 50, y: 150))
        let d = IndexPath(item: 3, section: 0)
        #expect(
            log.take() == [
                .shouldHighlight(d), .didHighlight(d), .didUnhighlight(d), .shouldSelect(d),
                .didDeselect(b), .didSelect(d),
            ])
        #expect(collection.indexPathsForSelectedItems == [d])
        #expect(!collection.cellForItem(at: b)!.isSelected)
    }

    @Test("A held touch highlights after the content-touch delay (S16, F14)")
    func heldTouchHighlights() {
        let model3 = Model([7])
        let (window, collection) = makeCollection(grid(), model: model3)
        let touch = Touch(location: CGPoint(x: 50, y: 50))
        window.send(Event(touches: [touch]))
        window.runFrames(6)
        let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0))!
        #expect(!cell.isHighlighted)
        window.advance(by: 0.2)
        #expect(cell.isHighlighted)
        assertTree(
            cell, options: TreeDescriptionOptions(maxDepth: 0),
            "CountingCell (0 0; 100 100) indexPath=[0 0] highlighted")
        touch.update(phase: .ended)
        window.send(Event(touches: [touch]))
        #expect(!cell.isHighlighted && cell.isSelected)
    }

    @Test("A drag that starts on a cell scrolls and selects nothing (F14)")
    func dragDoesNotSelect() {
        let model = Model([100])
        let log = DelegateLog()
        let (window, collection) = makeCollection(grid(), model: model)
        collection.delegate = log
        window.drag(from: CGPoint(x: 50, y: 400), to: CGPoint(x: 50, y: 100), duration: 0.25)
        window.settle()
        #expect(collection.contentOffset.y > 250)
        // Cells come and go as it scrolls; apart from them, only the drag is told.
        #expect(log.take().filter { !$0.isDisplay } == [.willBeginDragging])
        #expect(collection.indexPathsForSelectedItems == nil)
    }

    @Test("A touch held past the delay, then dragged, unhighlights without selecting (S16, F14)")
    func holdThenDragCancels() {
        let log = DelegateLog()
        let model4 = Model([100])
        let (window, collection) = makeCollection(grid(), model: model4)
        collection.delegate = log
        let start = CGPoint(x: 50, y: 400)
        window.drag(along: [start, start, CGPoint(x: 50, y: 100)], duration: 0.5)
        window.settle()
        let p = IndexPath(item: 9, section: 0)
        // The pan cancels the cell's touch as it begins, then reports the drag.
        #expect(
            log.take().filter { !$0.isDisplay } == [
                .shouldHighlight(p), .didHighlight(p), .didUnhighlight(p), .willBeginDragging,
            ])
        #expect(collection.indexPathsForSelectedItems == nil)
    }

    @Test("shouldHighlight returning false skips selection; allowsSelection off ignores taps")
    func selectionSwitches() {
        let log = DelegateLog()
        let model5 = Model([7])
        let (window, collection) = makeCollection(grid(), model: model5)
        collection.delegate = log
        log.allowsHighlight = false
        window.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.take() == [.shouldHighlight(IndexPath(item: 0, section: 0))])
        #expect(collection.indexPathsForSelectedItems == nil)
        log.allowsHighlight = true
        collection.allowsSelection = false
        window.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.take().isEmpty)
    }

    @Test("Multiple selection: taps toggle; programmatic selection tells no delegate (F14)")
    func multipleSelection() {
        let log = DelegateLog()
        let model6 = Model([7])
        let (window, collection) = makeCollection(grid(), model: model6)
        collection.delegate = log
        collection.allowsMultipleSelection = true
        window.tap(at: CGPoint(x: 50, y: 50))
        window.tap(at: CGPoint(x: 150, y: 50))
        #expect(collection.indexPathsForSelectedItems?.map(\.item) == [0, 1])
        window.tap(at: CGPoint(x: 50, y: 50))
        #expect(collection.indexPathsForSelectedItems?.map(\.item) == [1])
        _ = log.take()
        collection.selectItem(
            at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        collection.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
        #expect(log.take().isEmpty)
        #expect(collection.indexPathsForSelectedItems?.map(\.item) == [5])
    }

    @Test("scrollToItem puts the item at the top, centre or bottom, clamped to the content")
    func scrollToItem() {
        let model7 = Model([100])
        let (window, collection) = makeCollection(ListLayout(), model: model7)
        let item = IndexPath(item: 50, section: 0)  // y 2200..2244
        collection.scrollToItem(at: item, at: .top, animated: false)
        #expect(collection.contentOffset.y == 2200)
        collection.scrollToItem(at: item, at: .centeredVertically, animated: false)
        #expect(collection.contentOffset.y == 1982)  // 2222 − 240
        collection.scrollToItem(at: item, at: .bottom, animated: false)
        #expect(collection.contentOffset.y == 1764)  // 2244 − 480
        collection.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: true)
        window.settle()
        #expect(collection.contentOffset.y == 3920)  // clamped: 4400 − 480
        #expect(collection.indexPathsForVisibleItems.last?.item == 99)
    }

    @Test("Inserting an item moves live cells and the selection to the items' new paths")
    func insertItems() {
        let model = Model([5])
        let (window, collection) = makeCollection(ListLayout(), model: model)
        collection.selectItem(
            at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        let cellForTwo = collection.cellForItem(at: IndexPath(item: 2, section: 0))!
        var completed = false
        collection.performBatchUpdates(
            {
                model.counts[0] = 6
                collection.insertItems(at: [IndexPath(item: 1, section: 0)])
            }, completion: { completed = $0 })
        #expect(completed)
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0)) === cellForTwo)
        #expect(cellForTwo.frame.minY == 132)  // 3 × 44
        model.counts[0] = 4
        collection.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 5, section: 0)])
        window.runFrames(1)
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(collection.visibleCells.count == 4)
        collection.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) === cellForTwo)
    }

    @Test("reloadData sends live cells to the pool and asks for them again")
    func reloadData() {
        let model = Model([3])
        let (window, collection) = makeCollection(ListLayout(), model: model)
        let created = collection.cellsCreated
        model.requested.removeAll()
        model.counts = [2]
        collection.reloadData()
        window.runFrames(1)
        #expect(model.requested.map(\.item) == [0, 1])
        #expect(collection.cellsCreated == created)
        collection.reloadItems(at: [IndexPath(item: 1, section: 0)])
        #expect(model.requested.map(\.item) == [0, 1, 1])
    }

    @Test("A flow delegate without sizeForItemAt keeps uniform sizes; with it, sizes are per item")
    func flowDelegateSizes() {
        let insets = FlowSectionDelegate { _ in
            SectionMetrics(
                inset: EdgeInsets(top: 10, left: 0, bottom: 0, right: 0), minimumLineSpacing: 10,
                minimumInteritemSpacing: 10)
        }
        let layout = grid()
        let (window, collection) = makeCollection(layout, model: Model([7]))
        collection.delegate = insets
        collection.collectionViewLayout.invalidateLayout()
        window.runFrames(1)
        #expect(
            insets.calls == [
                .insetForSection(0), .minimumLineSpacing(0), .minimumInteritemSpacing(0),
                .referenceSizeForHeader(0), .referenceSizeForFooter(0),
            ])
        #expect(layout.storageBytes < 1_000)
        #expect(
            collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
                == rect(0, 10, 100, 100))
        let sizes = FlowSizingDelegate { CGSize(width: 100, height: $0.item == 0 ? 40 : 100) }
        collection.delegate = sizes
        layout.invalidateLayout()
        window.runFrames(1)
        // One question to find out it answers sizes, then one per item.
        let items = (0..<7).map { DelegateLog.Call.sizeForItem(IndexPath(item: $0, section: 0)) }
        #expect(sizes.calls == [items[0]] + items)
        #expect(layout.storageBytes > 0)
        #expect(
            collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
                == rect(0, 30, 100, 40))
    }

    @Test(
        "layoutAttributesForSupplementaryElement answers the layout's header; nil for a kind or section it has none of (UIKit: layoutAttributesForSupplementaryElement(ofKind:at:))"
    )
    func supplementaryAttributes() {
        let layout = grid()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let (_, collection) = makeCollection(layout, model: Model([2, 2]))
        let header = CollectionView.elementKindSectionHeader
        // Section 0: header 0..30, one line 30..130; section 1's header 130..160.
        #expect(
            collection.layoutAttributesForSupplementaryElement(
                ofKind: header, at: IndexPath(item: 0, section: 1))?.frame == rect(0, 130, 320, 30))
        #expect(
            collection.layoutAttributesForSupplementaryElement(
                ofKind: CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
                == nil)
        #expect(
            collection.layoutAttributesForSupplementaryElement(
                ofKind: header, at: IndexPath(item: 0, section: 2)) == nil)
    }

    @Test("List headers pin over the cells, in front of them")
    func pinnedListHeader() {
        let list = ListLayout()
        list.sectionHeaderHeight = 30
        list.sectionHeadersPinToVisibleBounds = true
        let model9 = Model([20, 20])
        let (window, collection) = makeCollection(list, model: model9)
        collection.contentOffset.y = 100
        window.runFrames(1)
        let header = collection.supplementaryView(
            forElementKind: CollectionView.elementKindSectionHeader,
            at: IndexPath(item: 0, section: 0))!
        #expect(header.frame.minY == 100)
        #expect(collection.subviews.last === header)
        #expect(
            collection.hitTest(CGPoint(x: 10, y: 110), with: nil)?.isDescendant(of: header) == true)
    }

    /// A simple grid: `columns` square cells per row, as wide as the view allows.
    final class GridLayout: CollectionViewLayout {
        let columns: Int
        var side: CGFloat = 0
        var count = 0
        var prepareCount = 0

        init(columns: Int) {
            self.columns = columns
            super.init()
        }

        override func prepare() {
            super.prepare()
            prepareCount += 1
            side = host.map { $0.layoutBounds.width / CGFloat(columns) } ?? 0
            count =
                host?.layoutNumberOfSections() == 1 ? host!.layoutNumberOfItems(inSection: 0) : 0
        }

        override var collectionViewContentSize: CGSize {
            CGSize(
                width: side * CGFloat(columns),
                height: side * CGFloat((count + columns - 1) / columns))
        }

        override func layoutAttributesForItem(at indexPath: IndexPath)
            -> CollectionViewLayoutAttributes?
        {
            guard indexPath.item < count else { return nil }
            let a = CollectionViewLayoutAttributes(forCellWith: indexPath)
            a.frame = CGRect(
                x: CGFloat(indexPath.item % columns) * side,
                y: CGFloat(indexPath.item / columns) * side,
                width: side, height: side)
            return a
        }

        override func layoutAttributesForElements(in rect: CGRect)
            -> [CollectionViewLayoutAttributes]?
        {
            guard side > 0 else { return [] }
            let firstRow = max(0, Int((rect.minY / side).rounded(.down)))
            let lastRow = Int((rect.maxY / side).rounded(.up))
            return (firstRow * columns..<min(count, lastRow * columns)).compactMap {
                let a = layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!
                return a.frame.intersects(rect) ? a : nil
            }
        }
    }

    @Test("A custom layout subclass drives the view: prepare once, cells at its frames")
    func customLayout() {
        let layout = GridLayout(columns: 4)
        let model10 = Model([30])
        let (window, collection) = makeCollection(layout, model: model10)
        #expect(layout.prepareCount == 1)
        #expect(collection.contentSize == CGSize(width: 320, height: 640))
        // 80-point squares: rows 0..5 overlap 0..480.
        #expect(collection.indexPathsForVisibleItems.map(\.item) == Array(0..<24))
        #expect(
            collection.cellForItem(at: IndexPath(item: 5, section: 0))?.frame
                == rect(80, 80, 80, 80))
        collection.contentOffset.y = 160
        window.runFrames(1)
        #expect(layout.prepareCount == 1)
        #expect(collection.indexPathsForVisibleItems.map(\.item) == Array(8..<30))
        collection.frame.size.width = 400
        window.runFrames(1)
        // The default shouldInvalidateLayout is false: no new prepare on a resize.
        #expect(layout.prepareCount == 1)
        layout.invalidateLayout()
        window.runFrames(1)
        #expect(layout.prepareCount == 2)
        #expect(collection.cellForItem(at: IndexPath(item: 5, section: 0))?.frame.width == 100)
    }

    /// Snaps scrolling to line starts (every 110 points).
    final class SnappingLayout: CollectionViewFlowLayout {
        var proposals: [CGPoint] = []
        override func targetContentOffset(
            forProposedContentOffset proposedContentOffset: CGPoint,
            withScrollingVelocity velocity: CGPoint
        ) -> CGPoint {
            proposals.append(velocity)
            return CGPoint(x: 0, y: (proposedContentOffset.y / 110).rounded() * 110)
        }
    }

    @Test("A fling ends where the layout's targetContentOffset says, velocity in pt/s (S11, S12)")
    func layoutTargetsFling() {
        let layout = SnappingLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let model = Model([300])
        let (window, collection) = makeCollection(layout, model: model)
        window.fling(from: CGPoint(x: 50, y: 400), velocity: CGPoint(x: 0, y: -1500))
        window.settle()
        #expect(layout.proposals.count == 1)
        #expect(layout.proposals[0].y > 1000)  // offset velocity, pt/s, positive going down
        #expect(collection.contentOffset.y > 500)
        let line = collection.contentOffset.y / 110
        #expect(abs(line - line.rounded()) < 1e-9)
    }

    @Test("A flow layout re-prepares when the width changes, not when scrolling (F10)")
    func flowInvalidatesOnResize() {
        let layout = grid()
        let model11 = Model([7])
        let (window, collection) = makeCollection(layout, model: model11)
        collection.frame.size.width = 230
        window.runFrames(1)
        #expect(
            collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.origin
                == CGPoint(x: 0, y: 110))
    }

    @Test("reuseMargin grows the live rect on every side; live cells stay within it")
    func reuseMargin() {
        let model = Model([1_000])
        let (window, collection) = makeCollection(ListLayout(), model: model)
        collection.reuseMargin = 100
        collection.contentOffset.y = 4_400  // rows 100..<111 on screen
        window.runFrames(1)
        // 4300..<4980: rows 97 (4268..4312) to 113 (4972..5016).
        #expect(collection.indexPathsForVisibleItems.map(\.item) == Array(97...113))
    }

    @Test("Nested batch updates apply once, with both completions, outer first then inner")
    func nestedBatches() {
        let model = Model([2])
        let (_, collection) = makeCollection(ListLayout(), model: model)
        var done: [String] = []
        collection.performBatchUpdates(
            {
                model.counts = [4]
                collection.insertItems(at: [IndexPath(item: 0, section: 0)])
                collection.performBatchUpdates(
                    {
                        collection.insertItems(at: [IndexPath(item: 3, section: 0)])
                    }, completion: { _ in done.append("inner") })
            }, completion: { _ in done.append("outer") })
        #expect(done == ["inner", "outer"])
        #expect(collection.visibleCells.count == 4)
    }

    /// A tab strip: 20 tabs of 80×44 in a 200-wide horizontal flow layout.
    @Test("A horizontal one-row strip scrolls sideways, tiles columns and selects by tap (F7)")
    func tabStrip() {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 80, height: 44)
        let model = Model([20])
        let (window, strip) = makeCollection(
            layout, model: model, size: CGSize(width: 200, height: 44))
        #expect(strip.contentSize == CGSize(width: 1790, height: 44))
        #expect(strip.indexPathsForVisibleItems.map(\.item) == [0, 1, 2])
        window.drag(from: CGPoint(x: 190, y: 20), to: CGPoint(x: 10, y: 20), duration: 0.5)
        window.settle()
        #expect(strip.contentOffset.y == 0 && strip.contentOffset.x > 100)
        let visible = strip.indexPathsForVisibleItems.map(\.item)
        #expect(visible.count <= 4 && visible.first! >= 1)
        let tab = strip.visibleCells[1]
        let point = tab.convert(CGPoint(x: 40, y: 22), to: nil)
        window.tap(at: point)
        #expect(strip.indexPathsForSelectedItems == [strip.indexPath(for: tab)!])
        strip.scrollToItem(
            at: IndexPath(item: 10, section: 0), at: .centeredHorizontally, animated: false)
        window.runFrames(1)
        // Tab 10 spans 900..980: centred, the offset is 940 − 100.
        #expect(strip.contentOffset.x == 840)
    }

    @Test("IndexPath short form in dumps, supplementary views in the tree")
    func headersInTree() {
        let layout = grid()
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        let model12 = Model([2])
        let (_, collection) = makeCollection(layout, model: model12)
        assertTree(
            collection, options: TreeDescriptionOptions(maxDepth: 1),
            """
            CollectionView (0 0; 320 480) content=(320 120)
            ├ TitleView (0 0; 320 20) indexPath=[0 0]
            ├ CountingCell (0 20; 100 100) indexPath=[0 0]
            └ CountingCell (110 20; 100 100) indexPath=[0 1]
            """)
    }
}

@MainActor @Suite struct CollectionViewStopTests {
    @Test("A dequeue with an unregistered identifier stops, naming it")
    func unregistered() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            @MainActor in
            let collection = CollectionView(frame: .zero, collectionViewLayout: ListLayout())
            _ = collection.dequeueReusableCell(
                withReuseIdentifier: "nope", for: IndexPath(item: 0, section: 0))
        }
        expectMessage(result, contains: "could not dequeue a cell with identifier \"nope\"")
    }

    @Test("A data source returning a cell it did not dequeue stops")
    func notDequeued() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            @MainActor in
            final class Rogue: CollectionViewDataSource {
                func collectionView(_ c: CollectionView, numberOfItemsInSection s: Int) -> Int { 1 }
                func collectionView(_ c: CollectionView, cellForItemAt p: IndexPath)
                    -> CollectionViewCell
                {
                    CollectionViewCell(frame: .zero)
                }
            }
            let rogue = Rogue()
            let collection = CollectionView(
                frame: CGRect(x: 0, y: 0, width: 100, height: 100),
                collectionViewLayout: ListLayout())
            collection.dataSource = rogue
            collection.layoutIfNeeded()
        }
        expectMessage(result, contains: "returned a cell for item [0 0] that was not dequeued")
    }

    @Test("A batch whose counts do not add up stops with UIKit's message")
    func inconsistentBatch() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            @MainActor in
            let model = Model([3])
            let (_, collection) = makeCollection(ListLayout(), model: model)
            model.counts = [5]
            collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        expectMessage(
            result,
            contains:
                "Invalid update: invalid number of items in section 0. The number of items contained "
                + "in an existing section after the update (5) must be equal to the number of items "
                + "contained in that section before the update (3), plus or minus the number of items "
                + "inserted or deleted from that section (1 inserted, 0 deleted)")
    }

    @Test("Deleting an item that does not exist stops, naming it")
    func deleteOutOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            @MainActor in
            let model = Model([3])
            let (_, collection) = makeCollection(ListLayout(), model: model)
            model.counts = [2]
            collection.deleteItems(at: [IndexPath(item: 7, section: 0)])
        }
        expectMessage(
            result,
            contains:
                "attempt to delete item 7 from section 0, which only contains 3 items before the update"
        )
    }

    @Test("A header without viewForSupplementaryElementOfKind in the data source stops")
    func supplementaryNotImplemented() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            final class NoHeaders: CollectionViewDataSource {
                func collectionView(_ c: CollectionView, numberOfItemsInSection s: Int) -> Int { 1 }
                func collectionView(_ c: CollectionView, cellForItemAt p: IndexPath)
                    -> CollectionViewCell
                {
                    c.dequeueReusableCell(withReuseIdentifier: "cell", for: p)
                }
            }
            let source = NoHeaders()
            let list = ListLayout()
            list.sectionHeaderHeight = 20
            let collection = CollectionView(
                frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: list)
            collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collection.dataSource = source
            collection.layoutIfNeeded()
        }
        expectMessage(
            result,
            contains: "places a CollectionElementKindSectionHeader at [0 0] but the data source "
                + "does not implement")
    }

    @Test("scrollToItem with an index path out of range stops, naming it")
    func scrollOutOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            @MainActor in
            let model13 = Model([3])
            let (_, collection) = makeCollection(ListLayout(), model: model13)
            collection.scrollToItem(at: IndexPath(item: 3, section: 0), at: .top, animated: false)
        }
        expectMessage(result, contains: "there is no item at [0 3]")
    }
}

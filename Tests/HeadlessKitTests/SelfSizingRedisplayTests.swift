import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// How many times each item was asked for its preferred attributes.
@MainActor func askCounts(_ model: NoteModel) -> [Int: Int] {
    model.asked.reduce(into: [:]) { $0[$1[1], default: 0] += 1 }
}

@MainActor
@Suite struct SelfSizingRedisplayTests {
    @Test(
        "UIKit asks a self-sizing cell each time it is displayed: a cell scrolled away and back is asked again, and its new answer moves the items below"
    )
    func scrolledBackCellIsAskedAgain() {
        //  first display: [0] 1 line 36.5      back on screen: [0] 3 lines 77.5
        //                 [1] 2 lines 57                       [1] 2 lines 57 (below it)
        let model = NoteModel([40], text: lines)
        model.fixedWidth = 300
        let (window, view, _) = selfSizingFeed(model) { $0.minimumLineSpacing = 0 }
        #expect(askCounts(model)[0] == 1)
        scroll(view, to: 1200)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        // The model changed while item 0 was away; its cell is configured again when it shows.
        let old = model.text
        model.text = { $0[1] == 0 ? "a\nb\nc" : old($0) }
        var y: CGFloat = 1200
        while view.contentOffset.y > 0 {
            y = max(0, view.contentOffset.y - 100)
            scroll(view, to: y)
        }
        #expect(askCounts(model)[0] == 2, "asked again when it came back")
        #expect(Array(stack(view).prefix(3)) == ["0 0 77.5", "1 77.5 57", "2 134.5 77.5"])
        #expect(window.diagnostics.isEmpty)
    }

    @Test(
        "A cell that comes back with a new size keeps the first visible cell where it is on screen (UIKit: UICollectionViewLayoutInvalidationContext.contentOffsetAdjustment)"
    )
    func redisplayedCellKeepsAnchorStill() {
        let model = NoteModel([60], text: lines)
        model.fixedWidth = 300
        let (window, view, _) = selfSizingFeed(model) { $0.minimumLineSpacing = 0 }
        defer { withExtendedLifetime(window) {} }
        // Size items down to 40, then go on to 2000 and change every item's text.
        var y: CGFloat = 0
        while y < 2000 {
            y += 100
            scroll(view, to: y)
        }
        model.text = { _ in "a\nb\nc\nd" }
        for _ in 0..<8 {
            let anchor = view.visibleCells[1]
            let path = view.indexPath(for: anchor)!
            let screenY = anchor.frame.minY - view.contentOffset.y
            scroll(view, to: view.contentOffset.y - 30)
            let now = view.cellForItem(at: path)!.frame.minY - view.contentOffset.y
            #expect(now == screenY + 30, "item \(path[1])")
        }
        // The cells that came back took their new, taller, size.
        #expect(view.visibleCells.first.map { $0.frame.height } == 98)
    }

    @Test(
        "A reconfigured cell is asked again and its new size is laid out (UIKit: reconfigureItems(_:) re-sizes self-sizing cells)"
    )
    func reconfiguredCellIsAskedAgain() {
        enum Section: Hashable { case main }
        let window = Window(size: CGSize(width: 300, height: 400))
        let layout = ListLayout()
        layout.rowHeight = ListLayout.automaticDimension
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        view.register(NoteCell.self, forCellWithReuseIdentifier: "note")
        window.addSubview(view)
        var texts = Array(repeating: "one", count: 10)
        var asked: [Int] = []
        let dataSource = CollectionViewDiffableDataSource<Section, Int>(collectionView: view) {
            view, path, item in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "note", for: path) as! NoteCell
            cell.label.text = texts[item]
            cell.onAsk = { asked.append(item) }
            return cell
        }
        var snapshot = DiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<10))
        dataSource.apply(snapshot)
        window.layoutIfNeeded()
        #expect(asked.filter { $0 == 2 }.count == 1)
        let row = view.cellForItem(at: IndexPath(item: 0, section: 0))!.frame.height
        #expect(view.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == 3 * row)
        texts[2] = "one\ntwo\nthree"
        snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([2])
        dataSource.apply(snapshot)
        window.layoutIfNeeded()
        window.layoutIfNeeded()
        #expect(asked.filter { $0 == 2 }.count == 2)
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.height == 77.5)
        #expect(
            view.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.minY
                == view.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.maxY)
        #expect(window.diagnostics.isEmpty)
    }

    @Test(
        "A reconfigured first visible cell that grows keeps its top where it is on screen and pushes the cells below it down (UIKit: the first visible cell keeps its screen position)"
    )
    func reconfiguredFirstCellGrowsDownward() {
        enum Section: Hashable { case main }
        let window = Window(size: CGSize(width: 300, height: 400))
        let layout = ListLayout()
        layout.rowHeight = ListLayout.automaticDimension
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        view.register(NoteCell.self, forCellWithReuseIdentifier: "note")
        window.addSubview(view)
        var texts = Array(repeating: "one", count: 40)
        let dataSource = CollectionViewDiffableDataSource<Section, Int>(collectionView: view) {
            view, path, item in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "note", for: path) as! NoteCell
            cell.label.text = texts[item]
            return cell
        }
        var snapshot = DiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<40))
        dataSource.apply(snapshot)
        scroll(view, to: 200)
        scroll(view, to: 400)
        let first = view.visibleCells[0]
        let path = view.indexPath(for: first)!
        let screenY = first.frame.minY - view.contentOffset.y
        let offset = view.contentOffset.y
        texts[path[1]] = "one\ntwo\nthree"
        snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([path[1]])
        dataSource.apply(snapshot)
        window.layoutIfNeeded()
        #expect(view.contentOffset.y == offset)
        #expect(first.frame.minY - view.contentOffset.y == screenY)
        let next = view.cellForItem(at: IndexPath(item: path[1] + 1, section: 0))!
        #expect(next.frame.minY == first.frame.maxY)
        #expect(first.frame.height > 70)
    }

    @Test(
        "Only cells that come on screen are asked: cells that stay are not asked again by later layout passes or a small scroll"
    )
    func onlyEnteringCellsAreAsked() {
        let model = NoteModel([200], text: lines)
        model.fixedWidth = 300
        let (window, view, _) = selfSizingFeed(model) { $0.minimumLineSpacing = 0 }
        let first = model.asked.count
        for _ in 0..<5 {
            view.setNeedsLayout()
            window.layoutIfNeeded()
        }
        #expect(model.asked.count == first)
        for step in 1...10 {
            let before = Set(view.indexPathsForVisibleItems)
            let asked = model.asked.count
            scroll(view, to: CGFloat(step) * 45)
            let entered = Set(view.indexPathsForVisibleItems).subtracting(before)
            #expect(model.asked.count - asked == entered.count)
            #expect(Set(model.asked.suffix(model.asked.count - asked)) == entered)
        }
    }

    @Test(
        "A cell that answers a NaN, negative, infinite or huge size when it is displayed again keeps the size the layout gave it, reported (data: never a crash)",
        arguments: [
            CGSize(width: CGFloat.nan, height: 10), CGSize(width: 300, height: -5),
            CGSize(width: 300, height: CGFloat.infinity), CGSize(width: 300, height: 1e300),
            CGSize(width: CGFloat.greatestFiniteMagnitude, height: 1e20),
        ])
    func hostileAnswerOnRedisplay(size: CGSize) {
        let model = NoteModel([40], text: lines)
        model.fixedWidth = 300
        var counts: [Int: Int] = [:]
        model.adjust = { path, attributes in
            counts[path[1], default: 0] += 1
            if counts[path[1]]! > 1 { attributes.size = size }
            return attributes
        }
        let (window, view, _) = selfSizingFeed(model) { $0.minimumLineSpacing = 0 }
        let sized = stack(view)
        scroll(view, to: 1000)
        scroll(view, to: 0)
        #expect(counts[0] == 2)
        #expect(stack(view) == sized)
        #expect(window.diagnostics.contains { $0.kind == .collectionLayoutData })
    }

    @Test(
        "A cell that reloads the data each time it is asked: the layout pass stops at the window's bound and reports the loop, nothing crashes"
    )
    func reloadOnEveryAsk() {
        let model = NoteModel([20], text: lines)
        model.fixedWidth = 300
        var view: CollectionView?
        var asks = 0
        model.onAsk = { _ in
            asks += 1
            view?.reloadData()
        }
        let window = Window(size: CGSize(width: 300, height: 400))
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
        let feed = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        view = feed
        feed.register(NoteCell.self, forCellWithReuseIdentifier: "note")
        feed.dataSource = model
        window.addSubview(feed)
        window.layoutIfNeeded()
        #expect(asks >= 1)
        #expect(window.diagnostics.contains { $0.kind == .layoutLoop })
        #expect(feed.visibleCells.allSatisfy { $0.frame.height.isFinite })
    }

    @Test(
        "A cell that inserts and deletes items while it is asked: the update applies, the cells are sized again, nothing crashes"
    )
    func batchUpdateFromInsideSizing() {
        let model = NoteModel([20], text: lines)
        model.fixedWidth = 300
        var view: CollectionView?
        var updates = 0
        model.onAsk = { path in
            guard updates < 3, let view else { return }
            updates += 1
            if updates == 2 {
                model.counts = [model.counts[0] - 1]
                view.deleteItems(at: [IndexPath(item: 1, section: 0)])
            } else {
                model.counts = [model.counts[0] + 1]
                view.insertItems(at: [IndexPath(item: 0, section: 0)])
            }
        }
        let window = Window(size: CGSize(width: 300, height: 400))
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
        layout.minimumLineSpacing = 0
        let feed = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        view = feed
        feed.register(NoteCell.self, forCellWithReuseIdentifier: "note")
        feed.dataSource = model
        window.addSubview(feed)
        for _ in 0..<4 { window.layoutIfNeeded() }
        #expect(updates == 3)
        #expect(feed.numberOfItems(inSection: 0) == 21)
        // Every live cell takes the size of its text, stacked without gaps.
        var y: CGFloat = 0
        for cell in feed.visibleCells {
            let lineCount = (cell as! NoteCell).label.text!.split(separator: "\n").count
            #expect(cell.frame.minY == y)
            #expect(cell.frame.height == [36.5, 57, 77.5][lineCount - 1])
            y = cell.frame.maxY
        }
    }
}

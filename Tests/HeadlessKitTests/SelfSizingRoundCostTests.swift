import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A cell whose preferred size is arithmetic (no Auto Layout): `size(indexPath)`.
final class ArithmeticCell: CollectionViewCell {
    var size: (() -> CGSize)?

    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutAttributes {
        let attributes = layoutAttributes.copy()
        if let size { attributes.size = size() }
        return attributes
    }
}

/// `count` items sized `size(indexPath)` by their cells.
@MainActor final class ArithmeticModel: CollectionViewDataSource {
    let count: Int
    let size: (IndexPath) -> CGSize
    init(count: Int, size: @escaping (IndexPath) -> CGSize) {
        self.count = count
        self.size = size
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
    { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            as! ArithmeticCell
        let size = self.size
        cell.size = { size(indexPath) }
        return cell
    }
}

@MainActor
@Suite struct SelfSizingRoundCostTests {
    /// Items placed one by one by the layout's `prepare()` so far.
    func placed(_ layout: CollectionViewLayout) -> Int {
        (layout as? ListLayout)?.rowsPlaced ?? (layout as! CollectionViewFlowLayout).itemsPlaced
    }

    /// A 100,000-item feed on screen: cells 40 to 100 pt tall by their index alone, in a
    /// 300 × 400 collection view whose list or flow layout estimates 50 pt.
    @MainActor struct Feed {
        let window = Window(size: CGSize(width: 300, height: 400))
        let view: CollectionView
        let layout: CollectionViewLayout
        let size = { (path: IndexPath) in
            CGSize(width: 300, height: 40 + 20 * CGFloat(path[1] % 4))
        }
        /// The data source (a collection view holds its data source weakly).
        let model: ArithmeticModel

        init(list: Bool) {
            model = ArithmeticModel(count: 100_000, size: size)
            if list {
                let rows = ListLayout()
                rows.rowHeight = ListLayout.automaticDimension
                rows.estimatedRowHeight = 50
                layout = rows
            } else {
                let flow = CollectionViewFlowLayout()
                flow.estimatedItemSize = CGSize(width: 300, height: 50)
                flow.minimumLineSpacing = 0
                layout = flow
            }
            view = CollectionView(
                frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
            view.register(ArithmeticCell.self, forCellWithReuseIdentifier: "cell")
            view.dataSource = model
            window.addSubview(view)
            window.layoutIfNeeded()
        }

        /// Records the sizes of `items` as their cells would, then lays out.
        func size(_ items: Range<Int>) {
            for i in items {
                let path = IndexPath(item: i, section: 0)
                _ = layout.recordPreferredSize(size(path), at: path)
            }
            layout.invalidateLayoutKeepingPreferredSizes()
            window.layoutIfNeeded()
        }
    }

    @Test(
        "A sizing round places the items sized in it, not every item sized so far: scrolling 5,000 items down a 100,000-item feed costs per step what it costs at the top (UIKit: estimatedItemSize, cells sized as they come on screen)",
        arguments: [false, true])
    func roundCostDoesNotGrowWithHistory(list: Bool) {
        let feed = Feed(list: list)
        let (window, view, layout) = (feed.window, feed.view, feed.layout)
        /// Scrolls 10 steps of 150 pt from where the view is; returns the items placed.
        func tenSteps() -> Int {
            let before = placed(layout)
            for _ in 0..<10 { scroll(view, to: view.contentOffset.y + 150) }
            return placed(layout) - before
        }
        let atTop = tenSteps()
        // A history of 5,000 sized items (as if scrolled through), then on from there.
        feed.size(0..<5_000)
        let y = view.layoutAttributesForItem(at: IndexPath(item: 4_990, section: 0))!.frame.minY
        scroll(view, to: y)
        let farDown = tenSteps()
        // Each step brings about 3 items; a round lays out again from the line before the
        // first new item.
        #expect(atTop > 0)
        #expect(farDown <= 2 * atTop + 20, "top: \(atTop), far down: \(farDown)")
        #expect(farDown < 1_000)
        #expect(window.diagnostics.isEmpty)
    }

    @Test(
        "Scrolling up into items never shown, with 5,000 items sized below them, costs the items sized in each round, not those below (UIKit: estimatedRowHeight, estimatedItemSize)",
        arguments: [false, true])
    func scrollingUpCostsTheRound(list: Bool) {
        let feed = Feed(list: list)
        let (window, view, layout) = (feed.window, feed.view, feed.layout)
        // Jump to item 50,000, as scrollToItem or a restored position does, and scroll 5,000
        // items down from there; then back to item 50,000 and upwards, into items never sized.
        view.scrollToItem(at: IndexPath(item: 50_000, section: 0), at: .top, animated: false)
        window.layoutIfNeeded()
        feed.size(50_000..<55_000)
        view.scrollToItem(at: IndexPath(item: 50_000, section: 0), at: .top, animated: false)
        window.layoutIfNeeded()
        let before = placed(layout)
        let top = view.contentOffset.y
        for _ in 0..<10 { scroll(view, to: view.contentOffset.y - 150) }
        let up = placed(layout) - before
        // (Less than 1,500 pt up: items sized above the screen keep what shows in place.)
        #expect(view.contentOffset.y < top - 750)
        // Each step brings 2 or 3 items; each of them is placed once, with a few more for the
        // items a changed height moves on or off the screen.
        #expect(up > 0)
        #expect(up < 200, "placed \(up) scrolling 10 steps up")
        // The items sized below are where their sizes put them.
        let anchor = view.layoutAttributesForItem(at: IndexPath(item: 50_000, section: 0))!.frame
        let last = view.layoutAttributesForItem(at: IndexPath(item: 54_999, section: 0))!.frame
        let sizedLength = (50_000..<54_999).reduce(CGFloat(0)) {
            $0 + feed.size(IndexPath(item: $1, section: 0)).height
        }
        #expect(last.minY - anchor.minY == sizedLength)
        #expect(window.diagnostics.isEmpty)
    }

    /// Random sizes recorded in random order (mostly down the feed, sometimes earlier items
    /// again with another size), each round followed by the resumed `prepare()`: the layout
    /// places every item where a layout given all the sizes by its delegate does.
    @Test(
        "Sizing rounds that resume from the first changed item lay out as a full layout does, flow and list, over several sections (seeded)",
        arguments: Array(UInt64(1)...30))
    func resumedRoundsMatchFullLayout(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let list = seed % 3 == 0
        let counts = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
            Int.random(in: 0..<60, using: &rng)
        }
        let host = LayoutHost(size: CGSize(width: 300, height: 500), counts: counts)
        let estimate = CGSize(width: [60, 90, 140, 300].randomElement(using: &rng)!, height: 40)
        let layout = selfSizingLayout(list: list, estimate: estimate, on: host)
        var given: [IndexPath: CGSize] = [:]
        var cursor: [Int] = counts.map { _ in 0 }
        for _ in 0..<Int.random(in: 1..<40, using: &rng) {
            let nonEmpty = counts.indices.filter { counts[$0] > 0 }
            guard let s = nonEmpty.randomElement(using: &rng) else { break }
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                // Mostly the next items down; sometimes an earlier one again.
                let item: Int
                if Int.random(in: 0..<4, using: &rng) == 0 || cursor[s] >= counts[s] {
                    item = Int.random(in: 0..<counts[s], using: &rng)
                } else {
                    item = cursor[s]
                    cursor[s] += 1
                }
                let path = IndexPath(item: item, section: s)
                let size = CGSize(
                    width: list ? 300 : CGFloat(Int.random(in: 20...200, using: &rng)),
                    height: CGFloat(Int.random(in: 0...90, using: &rng)))
                given[path] = size
                _ = layout.recordPreferredSize(size, at: path)
            }
            layout.invalidateLayoutKeepingPreferredSizes()
            layout.prepare()
        }
        expectSameAsDelegateSizes(layout, list: list, given, estimate, counts, seed)
    }

    /// Every item sized in order first, then rounds that size items again (some only taller or
    /// shorter, which a flow layout applies line by line in place; some narrower or wider too,
    /// which may move items between lines): after each round the layout places every item
    /// where a layout given all the sizes by its delegate does. A third of the seeds take
    /// their estimates from the delegate.
    @Test(
        "Sizing rounds that size items again, applied in place where the lines allow, lay out as a full layout does after every round, flow and list, several sections (seeded)",
        arguments: Array(UInt64(1)...24))
    func roundsAppliedInPlaceMatchFullLayout(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let list = seed % 4 == 0
        let counts = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
            Int.random(in: 1..<50, using: &rng)
        }
        let host = LayoutHost(size: CGSize(width: 300, height: 500), counts: counts)
        let estimate = CGSize(width: [60, 90, 140].randomElement(using: &rng)!, height: 40)
        if seed % 3 == 1 {
            // Estimates from the delegate instead (UIKit's estimatedHeightForRowAt; a flow
            // delegate's sizeForItemAt with estimatedItemSize set).
            host.heightForItem = { _ in estimate.height }
            host.sizeForItem = { _ in estimate }
        }
        let layout = selfSizingLayout(list: list, estimate: estimate, on: host)
        var given: [IndexPath: CGSize] = [:]
        func give(_ size: CGSize, _ path: IndexPath) {
            given[path] = size
            _ = layout.recordPreferredSize(size, at: path)
        }
        func expectMatchesReference() {
            expectSameAsDelegateSizes(layout, list: list, given, estimate, counts, seed)
        }
        for s in counts.indices {
            for i in 0..<counts[s] {
                let width = list ? 300 : CGFloat(Int.random(in: 20...200, using: &rng))
                give(
                    CGSize(width: width, height: CGFloat(Int.random(in: 0...90, using: &rng))),
                    IndexPath(item: i, section: s))
            }
            layout.invalidateLayoutKeepingPreferredSizes()
            layout.prepare()
        }
        expectMatchesReference()
        let inPlaceBefore = (layout as? CollectionViewFlowLayout)?.roundsReflowedInPlace ?? 0
        for round in 0..<12 {
            let heightsOnly = round % 2 == 0
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                let s = Int.random(in: 0..<counts.count, using: &rng)
                let path = IndexPath(item: Int.random(in: 0..<counts[s], using: &rng), section: s)
                var size = given[path]!
                size.height = CGFloat(Int.random(in: 0...90, using: &rng))
                if !heightsOnly && !list {
                    size.width = CGFloat(Int.random(in: 20...200, using: &rng))
                }
                give(size, path)
            }
            layout.invalidateLayoutKeepingPreferredSizes()
            layout.prepare()
            expectMatchesReference()
        }
        if let flow = layout as? CollectionViewFlowLayout {
            // The rounds that changed only heights kept every line's items: all in place.
            #expect(flow.roundsReflowedInPlace - inPlaceBefore >= 6, "seed \(seed)")
        }
    }

    /// A self-sizing list (rows `estimate.height` tall until sized) or flow layout (items at
    /// `estimate`), prepared on `host`.
    func selfSizingLayout(list: Bool, estimate: CGSize, on host: LayoutHost)
        -> CollectionViewLayout
    {
        let layout: CollectionViewLayout
        if list {
            let rows = ListLayout()
            rows.rowHeight = ListLayout.automaticDimension
            rows.estimatedRowHeight = estimate.height
            layout = rows
        } else {
            let flow = CollectionViewFlowLayout()
            flow.estimatedItemSize = estimate
            layout = flow
        }
        layout.attach(to: host)
        layout.prepare()
        return layout
    }

    /// Expects `layout` to place every item where a layout given the sizes `given` (else
    /// `estimate`) by its delegate does.
    func expectSameAsDelegateSizes(
        _ layout: CollectionViewLayout, list: Bool, _ given: [IndexPath: CGSize],
        _ estimate: CGSize, _ counts: [Int], _ seed: UInt64
    ) {
        let referenceHost = LayoutHost(size: CGSize(width: 300, height: 500), counts: counts)
        let reference: CollectionViewLayout
        if list {
            referenceHost.heightForItem = { given[$0]?.height ?? estimate.height }
            reference = ListLayout()
        } else {
            referenceHost.sizeForItem = { given[$0] ?? estimate }
            reference = CollectionViewFlowLayout()
        }
        reference.attach(to: referenceHost)
        reference.prepare()
        expectSameLayout(layout, reference, counts: counts, seed: seed, step: 97, heights: [500])
    }
}

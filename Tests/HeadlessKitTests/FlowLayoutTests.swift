import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

@MainActor @Suite struct FlowLayoutTests {
    /// A flow layout with the worked examples' metrics: 100×100 items, spacings 10.
    func layout(_ direction: CollectionViewFlowLayout.ScrollDirection = .vertical)
        -> CollectionViewFlowLayout
    {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.scrollDirection = direction
        return layout
    }

    @Test(
        "Defaults are UIKit's: vertical, 50×50 items, spacings 10, no insets or headers (UICollectionViewFlowLayout)"
    )
    func defaults() {
        let layout = CollectionViewFlowLayout()
        #expect(layout.scrollDirection == .vertical)
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10)
        #expect(layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero)
        #expect(layout.headerReferenceSize == .zero)
        #expect(layout.footerReferenceSize == .zero)
        #expect(!layout.sectionHeadersPinToVisibleBounds)
    }

    /// Width 320: 3·100 + 2·10 = 320 fits exactly.
    ///
    ///     [0]  [1]  [2]     x 0, 110, 220
    ///     [3]  [4]  [5]     y 110
    ///     [6]               y 220
    @Test("Exact fit: three per line at the minimum spacing (F2, width 320)")
    func exactFit() {
        let host = LayoutHost(size: CGSize(width: 320, height: 480), counts: [7])
        let layout = host.prepare(layout())
        #expect(
            layout.itemFrames(counts: [7]) == [
                rect(0, 0, 100, 100), rect(110, 0, 100, 100), rect(220, 0, 100, 100),
                rect(0, 110, 100, 100), rect(110, 110, 100, 100), rect(220, 110, 100, 100),
                rect(0, 220, 100, 100),
            ])
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 320))
    }

    /// Width 330: a fourth item does not fit (430 > 330); the 30 left over widens the two gaps
    /// to 15 on full lines. The last line stays left-aligned at the minimum spacing.
    ///
    ///     [0]   [1]   [2]     x 0, 115, 230
    ///     [3]   [4]   [5]
    ///     [6]                 x 0 (last line, F4)
    @Test(
        "Leftover space is spread between items; the last line is left-aligned (F2, F4, width 330)"
    )
    func leftoverSpread() {
        let host = LayoutHost(size: CGSize(width: 330, height: 480), counts: [7])
        let layout = host.prepare(layout())
        #expect(
            layout.itemFrames(counts: [7]).map(\.origin) == [
                CGPoint(x: 0, y: 0), CGPoint(x: 115, y: 0), CGPoint(x: 230, y: 0),
                CGPoint(x: 0, y: 110), CGPoint(x: 115, y: 110), CGPoint(x: 230, y: 110),
                CGPoint(x: 0, y: 220),
            ])
        #expect(layout.collectionViewContentSize == CGSize(width: 330, height: 320))
    }

    @Test("A last line of two keeps the minimum spacing, left-aligned (F4 model)")
    func lastLineOfTwo() {
        let host = LayoutHost(size: CGSize(width: 330, height: 480), counts: [5])
        let layout = host.prepare(layout())
        #expect(
            layout.itemFrames(counts: [5]).map(\.origin.x) == [0, 115, 230, 0, 110])
    }

    @Test("Section insets shrink the line and shift every frame (F1, width 352)")
    func sectionInset() {
        let host = LayoutHost(size: CGSize(width: 352, height: 480), counts: [7])
        let flow = layout()
        flow.sectionInset = EdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
        host.prepare(flow)
        #expect(
            flow.itemFrames(counts: [7]).map(\.origin) == [
                CGPoint(x: 16, y: 20), CGPoint(x: 126, y: 20), CGPoint(x: 236, y: 20),
                CGPoint(x: 16, y: 130), CGPoint(x: 126, y: 130), CGPoint(x: 236, y: 130),
                CGPoint(x: 16, y: 240),
            ])
        #expect(flow.collectionViewContentSize == CGSize(width: 352, height: 360))
    }

    @Test("The content inset narrows the line too (F1: sectionInsetReference .fromContentInset)")
    func contentInset() {
        let host = LayoutHost(size: CGSize(width: 340, height: 480), counts: [4])
        host.layoutContentInset = EdgeInsets(top: 5, left: 10, bottom: 0, right: 10)
        let layout = host.prepare(layout())
        // 320 wide: the worked example again.
        #expect(layout.itemFrames(counts: [4]).map(\.origin.x) == [0, 110, 220, 0])
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 210))
    }

    /// Height 320, horizontal: columns fill top to bottom, then the next column.
    ///
    ///     [0] [3] [6]
    ///     [1] [4]
    ///     [2] [5]
    @Test("Horizontal scrolling fills columns top to bottom (F7)")
    func horizontal() {
        let host = LayoutHost(size: CGSize(width: 200, height: 320), counts: [7])
        let layout = host.prepare(layout(.horizontal))
        #expect(
            layout.itemFrames(counts: [7]).map(\.origin) == [
                CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 110), CGPoint(x: 0, y: 220),
                CGPoint(x: 110, y: 0), CGPoint(x: 110, y: 110), CGPoint(x: 110, y: 220),
                CGPoint(x: 220, y: 0),
            ])
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 320))
    }

    /// A tab strip: one row of 80×44 tabs in a 44-point-tall horizontal layout.
    ///
    ///     [tab0] [tab1] [tab2] [tab3] [tab4] →   x 0, 90, 180, 270, 360
    @Test("Horizontal with one row: a tab strip, items 10 apart (F7)")
    func tabStrip() {
        let host = LayoutHost(size: CGSize(width: 200, height: 44), counts: [5])
        let flow = CollectionViewFlowLayout()
        flow.scrollDirection = .horizontal
        flow.itemSize = CGSize(width: 80, height: 44)
        host.prepare(flow)
        #expect(
            flow.itemFrames(counts: [5]) == [
                rect(0, 0, 80, 44), rect(90, 0, 80, 44), rect(180, 0, 80, 44),
                rect(270, 0, 80, 44), rect(360, 0, 80, 44),
            ])
        #expect(flow.collectionViewContentSize == CGSize(width: 440, height: 44))
        #expect(
            flow.describe(in: rect(100, 0, 100, 44)) == [
                "cell [0 1] (90 0; 80 44)", "cell [0 2] (180 0; 80 44)",
            ])
    }

    /// Two sections with 30-point headers, 20-point footers and insets of 10, width 230: lines
    /// are 210 long, two items exactly.
    ///
    ///     header 0           y 0..30
    ///       [0 0] [0 1]      y 40
    ///       [0 2]            y 150       (ends 250, inset → 260)
    ///     footer 0           y 260..280
    ///     header 1           y 280..310
    ///       [1 0]            y 320       (ends 420, inset → 430)
    ///     footer 1           y 430..450
    @Test(
        "Sections stack header, inset, lines, inset, footer; line spacing stops at the edges (F5, F6, F8)"
    )
    func sections() {
        let host = LayoutHost(size: CGSize(width: 230, height: 500), counts: [3, 1])
        let flow = layout()
        flow.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        flow.headerReferenceSize = CGSize(width: 999, height: 30)
        flow.footerReferenceSize = CGSize(width: 0, height: 20)
        host.prepare(flow)
        #expect(
            flow.describe(in: rect(0, 0, 230, 450)) == [
                "CollectionElementKindSectionHeader [0 0] (0 0; 230 30)",
                "cell [0 0] (10 40; 100 100)",
                "cell [0 1] (120 40; 100 100)",
                "cell [0 2] (10 150; 100 100)",
                "CollectionElementKindSectionFooter [0 0] (0 260; 230 20)",
                "CollectionElementKindSectionHeader [1 0] (0 280; 230 30)",
                "cell [1 0] (10 320; 100 100)",
                "CollectionElementKindSectionFooter [1 0] (0 430; 230 20)",
            ])
        #expect(flow.collectionViewContentSize == CGSize(width: 230, height: 450))
        #expect(
            flow.layoutAttributesForSupplementaryView(
                ofKind: CollectionViewLayout.elementKindSectionFooter,
                at: IndexPath(item: 0, section: 1))?.frame == rect(0, 430, 230, 20))
    }

    @Test(
        "Per-section insets from the delegate take precedence over sectionInset (UICollectionViewDelegateFlowLayout)"
    )
    func delegateInsets() {
        let host = LayoutHost(size: CGSize(width: 320, height: 500), counts: [1, 1])
        host.insetForSection = {
            $0 == 1 ? EdgeInsets(top: 5, left: 7, bottom: 0, right: 0) : .zero
        }
        let layout = host.prepare(layout())
        #expect(
            layout.itemFrames(counts: [1, 1]) == [rect(0, 0, 100, 100), rect(7, 105, 100, 100)])
    }

    /// Width 300, widths 200, 200, 50: the second 200 does not fit beside the first.
    ///
    ///         [ 0 ]          a line of one (not the last) is centred: x 50
    ///     [ 1 ] [2]          the last line: x 0, 210
    @Test("A line other than the last holding one item centres it (F4)")
    func loneItemCentred() {
        let host = LayoutHost(size: CGSize(width: 300, height: 500), counts: [3])
        let widths: [CGFloat] = [200, 200, 50]
        host.sizeForItem = { CGSize(width: widths[$0.item], height: 50) }
        let layout = host.prepare(CollectionViewFlowLayout())
        #expect(
            layout.itemFrames(counts: [3]) == [
                rect(50, 0, 200, 50), rect(0, 60, 200, 50), rect(210, 60, 50, 50),
            ])
    }

    /// Width 320, heights 50, 100, 70 on one line (tallest 100), then 40 on the next.
    ///
    ///        [1]
    ///     [0][1][2]     y 25, 0, 15: centred on the line
    ///        [1]
    ///     [3]           y 110
    @Test("A line is as tall as its tallest item; the others are centred on it (F3)")
    func mixedHeights() {
        let host = LayoutHost(size: CGSize(width: 320, height: 500), counts: [4])
        let heights: [CGFloat] = [50, 100, 70, 40]
        host.sizeForItem = { CGSize(width: 100, height: heights[$0.item]) }
        let layout = host.prepare(CollectionViewFlowLayout())
        #expect(
            layout.itemFrames(counts: [4]) == [
                rect(0, 25, 100, 50), rect(110, 0, 100, 100), rect(220, 15, 100, 70),
                rect(0, 110, 100, 40),
            ])
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 150))
    }

    /// Width 300, widths 100, 60, 80, 150: three fit (260 ≤ 300); the 60 left over makes gaps of
    /// 30 on that line.
    @Test("Mixed widths: a full line's leftover is spread evenly between its items (F2)")
    func mixedWidths() {
        let host = LayoutHost(size: CGSize(width: 300, height: 500), counts: [4])
        let widths: [CGFloat] = [100, 60, 80, 150]
        host.sizeForItem = { CGSize(width: widths[$0.item], height: 10) }
        let layout = host.prepare(CollectionViewFlowLayout())
        #expect(
            layout.itemFrames(counts: [4]).map(\.origin) == [
                CGPoint(x: 0, y: 0), CGPoint(x: 130, y: 0), CGPoint(x: 220, y: 0),
                CGPoint(x: 0, y: 20),
            ])
    }

    @Test("An item wider than the line gets a line of its own at the inset edge")
    func overwideItem() {
        let host = LayoutHost(size: CGSize(width: 80, height: 500), counts: [3])
        let layout = host.prepare(layout())
        #expect(
            layout.itemFrames(counts: [3]).map(\.origin) == [
                CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 110), CGPoint(x: 0, y: 220),
            ])
    }

    @Test(
        "Zero sections, or sections of zero items, are an empty layout; empty sections keep their insets"
    )
    func empty() {
        let none = LayoutHost(size: CGSize(width: 320, height: 480), counts: [])
        let layout = none.prepare(layout())
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 0))
        #expect(layout.layoutAttributesForElements(in: rect(0, 0, 320, 480))?.isEmpty == true)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)

        let emptySections = LayoutHost(size: CGSize(width: 320, height: 480), counts: [0, 0])
        let flow = self.layout()
        flow.sectionInset = EdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
        emptySections.prepare(flow)
        #expect(flow.collectionViewContentSize == CGSize(width: 320, height: 20))
        #expect(flow.layoutAttributesForElements(in: rect(0, 0, 320, 480))?.isEmpty == true)
    }

    @Test("An index path out of range gets nil, not a stop (F9)")
    func outOfRange() {
        let host = LayoutHost(size: CGSize(width: 320, height: 480), counts: [3])
        let layout = host.prepare(layout())
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: -1, section: 0)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(index: 0)) == nil)
        #expect(
            layout.layoutAttributesForSupplementaryView(
                ofKind: CollectionViewLayout.elementKindSectionHeader,
                at: IndexPath(item: 0, section: 0)) == nil)
    }

    /// A 100-point header over 4 lines of 100 (ends at 100 + 430 = 530), view 200 tall.
    @Test("Pinned headers stick to the top edge and are pushed off by their section's end")
    func pinnedHeaders() {
        let host = LayoutHost(size: CGSize(width: 320, height: 200), counts: [12, 3])
        let flow = layout()
        flow.headerReferenceSize = CGSize(width: 0, height: 100)
        flow.sectionHeadersPinToVisibleBounds = true
        host.prepare(flow)
        func headerY(_ section: Int) -> CGFloat? {
            flow.layoutAttributesForElements(in: host.layoutBounds)?.first {
                $0.representedElementKind != nil && $0.indexPath.section == section
            }?.frame.minY
        }
        #expect(headerY(0) == 0)
        host.layoutBounds.origin.y = 250
        #expect(headerY(0) == 250)
        // The section's items end at 530: the header can go no lower than 430.
        host.layoutBounds.origin.y = 480
        #expect(headerY(0) == 430)
        #expect(headerY(1) == 530)
        host.layoutBounds.origin.y = 600
        #expect(headerY(0) == nil)
        #expect(headerY(1) == 600)
        #expect(
            flow.layoutAttributesForSupplementaryView(
                ofKind: CollectionViewLayout.elementKindSectionHeader,
                at: IndexPath(item: 0, section: 1))?.zIndex == 10)
    }

    @Test("Changing a property invalidates once per change; prepare runs at the next update (F10)")
    func invalidation() {
        let host = LayoutHost(size: CGSize(width: 320, height: 480), counts: [7])
        let flow = host.prepare(layout())
        #expect(!flow.needsPrepare)
        let before = host.invalidations
        flow.minimumLineSpacing = 20
        flow.minimumLineSpacing = 20
        #expect(host.invalidations == before + 1)
        #expect(flow.needsPrepare)
        #expect(flow.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == 110)
        flow.prepareIfNeeded()
        #expect(flow.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == 120)
    }

    @Test("Only a size change invalidates on a bounds change, not scrolling (F10 model)")
    func boundsChange() {
        let host = LayoutHost(size: CGSize(width: 320, height: 480), counts: [7])
        let flow = host.prepare(layout())
        #expect(!flow.shouldInvalidateLayout(forBoundsChange: rect(0, 300, 320, 480)))
        #expect(flow.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 330, 480)))
    }

    @Test("Uniform sizes store nothing per item: a million items take a few hundred bytes")
    func uniformStorage() {
        let host = LayoutHost(size: CGSize(width: 390, height: 844), counts: [1_000_000])
        let flow = host.prepare(layout())
        #expect(flow.storageBytes < 1_000)
        #expect(
            flow.layoutAttributesForItem(at: IndexPath(item: 999_999, section: 0))?.frame
                == rect(0, 333_333 * 110, 100, 100))
    }

    @Test("Queries equal a brute-force filter of every item, for random layouts and rects")
    func queriesMatchBruteForce() {
        for seed in UInt64(1)...40 {
            var rng = SplitMix64(seed: seed)
            let vertical = rng.next() % 2 == 0
            let counts = (0..<Int(rng.next() % 4)).map { _ in Int(rng.next() % 40) }
            let host = LayoutHost(
                size: CGSize(width: 200 + CGFloat(rng.next() % 200), height: 300), counts: counts)
            let flow = CollectionViewFlowLayout()
            flow.scrollDirection = vertical ? .vertical : .horizontal
            flow.headerReferenceSize = CGSize(width: 15, height: 15)
            flow.footerReferenceSize = CGSize(width: CGFloat(rng.next() % 2) * 7, height: 7)
            flow.sectionInset = EdgeInsets(top: 3, left: 4, bottom: 5, right: 6)
            if rng.next() % 2 == 0 {
                var sizes: [IndexPath: CGSize] = [:]
                for s in counts.indices {
                    for i in 0..<counts[s] {
                        sizes[IndexPath(item: i, section: s)] = CGSize(
                            width: CGFloat(rng.next() % 90), height: CGFloat(rng.next() % 90))
                    }
                }
                host.sizeForItem = { sizes[$0]! }
            } else {
                flow.itemSize = CGSize(
                    width: CGFloat(1 + rng.next() % 90), height: CGFloat(1 + rng.next() % 90))
            }
            host.prepare(flow)
            let content = flow.collectionViewContentSize
            for _ in 0..<10 {
                let query = rect(
                    CGFloat(rng.next() % UInt64(max(1, content.width))) - 20,
                    CGFloat(rng.next() % UInt64(max(1, content.height))) - 20,
                    CGFloat(rng.next() % 300), CGFloat(rng.next() % 300))
                let expected = counts.indices.flatMap { s in
                    (0..<counts[s]).compactMap { i -> String? in
                        let a = flow.layoutAttributesForItem(at: IndexPath(item: i, section: s))!
                        let f = a.frame
                        // An empty frame meets no rect, as `CGRect.intersects` says.
                        let hit =
                            f.width > 0 && f.height > 0
                            && f.minX < query.maxX && f.maxX > query.minX && f.minY < query.maxY
                            && f.maxY > query.minY
                        return hit ? a.description : nil
                    }
                }
                let got = (flow.layoutAttributesForElements(in: query) ?? [])
                    .filter { $0.representedElementKind == nil }.map(\.description)
                #expect(got == expected, "seed \(seed), rect \(query)")
            }
        }
    }

    @Test(
        "Item sizes from the delegate that cannot be used are clamped: negative and NaN to 0, infinite to 10^15 (data, not a programming error)"
    )
    func unusableItemSizesAreClamped() {
        let host = LayoutHost(size: CGSize(width: 320, height: 480), counts: [5])
        host.sizeForItem = {
            switch $0.item {
            case 1: CGSize(width: -1, height: 10)
            case 2: CGSize(width: 10, height: CGFloat.nan)
            case 3: CGSize(width: 10, height: CGFloat.infinity)
            default: CGSize(width: 10, height: 10)
            }
        }
        let flow = host.prepare(CollectionViewFlowLayout())
        let sizes = flow.itemFrames(counts: [5]).map(\.size)
        #expect(
            sizes == [
                CGSize(width: 10, height: 10), CGSize(width: 0, height: 10),
                CGSize(width: 10, height: 0), CGSize(width: 10, height: 1e15),
                CGSize(width: 10, height: 10),
            ])
        #expect(flow.collectionViewContentSize.height.isFinite)
    }

    @Test("A NaN itemSize stops")
    func nanSizeStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            CollectionViewFlowLayout().itemSize = CGSize(width: CGFloat.nan, height: 10)
        }
        expectMessage(result, contains: "CollectionViewFlowLayout.itemSize is (nan 10)")
    }
}

extension FlowLayoutTests {
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

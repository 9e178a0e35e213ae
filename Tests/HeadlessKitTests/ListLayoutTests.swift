import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

@MainActor @Suite struct ListLayoutTests {
    /// Two sections of 44-point rows, 20-point headers, a 10-point footer, 320 wide.
    ///
    ///     header 0   y 0..20
    ///     [0 0]      y 20..64
    ///     [0 1]      y 64..108
    ///     footer 0   y 108..118
    ///     header 1   y 118..138
    ///     [1 0]      y 138..182
    ///     footer 1   y 182..192
    @Test("Rows stack full width under their section's header, with no gaps (plain table view)")
    func fixedHeights() {
        let host = LayoutHost(size: CGSize(width: 320, height: 480), counts: [2, 1])
        let list = ListLayout()
        list.sectionHeaderHeight = 20
        list.sectionFooterHeight = 10
        host.prepare(list)
        #expect(
            list.describe(in: rect(0, 0, 320, 480)) == [
                "CollectionElementKindSectionHeader [0 0] (0 0; 320 20)",
                "cell [0 0] (0 20; 320 44)",
                "cell [0 1] (0 64; 320 44)",
                "CollectionElementKindSectionFooter [0 0] (0 108; 320 10)",
                "CollectionElementKindSectionHeader [1 0] (0 118; 320 20)",
                "cell [1 0] (0 138; 320 44)",
                "CollectionElementKindSectionFooter [1 0] (0 182; 320 10)",
            ])
        #expect(list.collectionViewContentSize == CGSize(width: 320, height: 192))
    }

    @Test(
        "Defaults: 44-point rows, no headers or footers, headers not pinned (UITableView's row height)"
    )
    func defaults() {
        let list = ListLayout()
        #expect(list.rowHeight == 44)
        #expect(list.sectionHeaderHeight == 0)
        #expect(list.sectionFooterHeight == 0)
        #expect(!list.sectionHeadersPinToVisibleBounds)
    }

    @Test("Per-row heights from the delegate; the content inset narrows rows")
    func delegateHeights() {
        let host = LayoutHost(size: CGSize(width: 340, height: 480), counts: [4])
        host.layoutContentInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        host.heightForItem = { CGFloat(10 * ($0.item + 1)) }
        let list = host.prepare(ListLayout())
        #expect(
            list.itemFrames(counts: [4]) == [
                rect(0, 0, 320, 10), rect(0, 10, 320, 20), rect(0, 30, 320, 30),
                rect(0, 60, 320, 40),
            ])
        #expect(list.collectionViewContentSize == CGSize(width: 320, height: 100))
        #expect(
            list.describe(in: rect(0, 25, 320, 10)) == [
                "cell [0 1] (0 10; 320 20)", "cell [0 2] (0 30; 320 30)",
            ])
    }

    @Test("A pinned header sticks to the top and is pushed up by its section's end")
    func pinnedHeader() {
        // Section 0: header 30 + 10 rows of 44 = 470; section 1 follows.
        let host = LayoutHost(size: CGSize(width: 320, height: 200), counts: [10, 10])
        let list = ListLayout()
        list.sectionHeaderHeight = 30
        list.sectionHeadersPinToVisibleBounds = true
        host.prepare(list)
        func headers() -> [String] {
            list.describe(in: host.layoutBounds).filter { !$0.hasPrefix("cell") }
        }
        host.layoutBounds.origin.y = 100
        #expect(headers() == ["CollectionElementKindSectionHeader [0 0] (0 100; 320 30) z=10"])
        host.layoutBounds.origin.y = 450
        #expect(
            headers() == [
                "CollectionElementKindSectionHeader [0 0] (0 440; 320 30) z=10",
                "CollectionElementKindSectionHeader [1 0] (0 470; 320 30) z=10",
            ])
    }

    @Test("Zero sections is an empty list; out-of-range index paths get nil")
    func empty() {
        let host = LayoutHost(size: CGSize(width: 320, height: 480), counts: [])
        let list = host.prepare(ListLayout())
        #expect(list.collectionViewContentSize == CGSize(width: 320, height: 0))
        #expect(list.layoutAttributesForElements(in: rect(0, 0, 320, 480))?.isEmpty == true)
        #expect(list.layoutAttributesForItem(at: IndexPath(row: 0, section: 0)) == nil)
    }

    @Test("A million rows: queries find one screen by arithmetic or binary search")
    func millionRows() {
        let host = LayoutHost(size: CGSize(width: 390, height: 844), counts: [1_000_000])
        let fixed = host.prepare(ListLayout())
        #expect(fixed.storageBytes < 1_000)
        let screen = fixed.layoutAttributesForElements(in: rect(0, 44_000_000 - 22, 390, 844))!
        #expect(screen.first?.indexPath == IndexPath(item: 999_999, section: 0))
        #expect(screen.count == 1)

        host.heightForItem = { $0.item % 2 == 0 ? 40 : 60 }
        let varying = host.prepare(ListLayout())
        #expect(varying.storageBytes < 9_000_000)
        let middle = varying.layoutAttributesForElements(in: rect(0, 25_000_000, 390, 100))!
        #expect(middle.map(\.indexPath.item) == [500_000, 500_001])
    }

    @Test("Queries equal a brute-force filter of every row, for random lists and rects")
    func queriesMatchBruteForce() {
        for seed in UInt64(1)...30 {
            var rng = SplitMix64(seed: seed)
            let counts = (0..<Int(1 + rng.next() % 3)).map { _ in Int(rng.next() % 30) }
            let host = LayoutHost(size: CGSize(width: 300, height: 400), counts: counts)
            if rng.next() % 2 == 0 {
                var heights: [IndexPath: CGFloat] = [:]
                for s in counts.indices {
                    for i in 0..<counts[s] {
                        heights[IndexPath(item: i, section: s)] = CGFloat(rng.next() % 60)
                    }
                }
                host.heightForItem = { heights[$0]! }
            }
            let list = ListLayout()
            list.sectionHeaderHeight = CGFloat(rng.next() % 30)
            host.prepare(list)
            let height = max(1, UInt64(list.collectionViewContentSize.height))
            for _ in 0..<10 {
                let query = rect(
                    0, CGFloat(rng.next() % height) - 20, 300, CGFloat(rng.next() % 200))
                let expected = counts.indices.flatMap { s in
                    (0..<counts[s]).compactMap { i -> String? in
                        let a = list.layoutAttributesForItem(at: IndexPath(item: i, section: s))!
                        // A zero-height row meets no rect, as an empty `CGRect` intersects
                        // nothing.
                        return a.frame.height > 0 && a.frame.minY < query.maxY
                            && a.frame.maxY > query.minY
                            ? a.description : nil
                    }
                }
                let got = (list.layoutAttributesForElements(in: query) ?? [])
                    .filter { $0.representedElementKind == nil }.map(\.description)
                #expect(got == expected, "seed \(seed), rect \(query)")
            }
        }
    }

    @Test(
        "A NaN or negative row height from the delegate is a collapsed row; a huge one is 10^15 (data, not a programming error)"
    )
    func unusableRowHeightsAreClamped() {
        let host = LayoutHost(size: CGSize(width: 320, height: 480), counts: [1, 4])
        host.heightForItem = {
            switch $0 {
            case IndexPath(item: 1, section: 1): .nan
            case IndexPath(item: 2, section: 1): -44
            case IndexPath(item: 3, section: 1): .greatestFiniteMagnitude
            default: 44
            }
        }
        let list = host.prepare(ListLayout())
        #expect(list.itemFrames(counts: [1, 4]).map(\.height) == [44, 44, 0, 0, 1e15])
        #expect(list.collectionViewContentSize.height == 88 + 1e15)
        // The collapsed rows meet no rect.
        #expect(list.describe(in: rect(0, 0, 320, 100)).count == 3)
    }

    @Test("IndexPath: item, section and row; ordered by section, then item")
    func indexPath() {
        let path = IndexPath(item: 3, section: 1)
        #expect(path.item == 3 && path.section == 1 && path.row == 3)
        #expect(IndexPath(row: 3, section: 1) == path)
        #expect(IndexPath(item: 9, section: 0) < path)
        #expect(path < IndexPath(item: 0, section: 2))
        #expect(Set([path, IndexPath(item: 3, section: 1)]).count == 1)
    }

    @Test("Layout attributes keep frame, center and size consistent")
    func attributes() {
        let a = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        a.frame = rect(0, 0, 100, 50)
        #expect(a.center == CGPoint(x: 50, y: 25))
        a.size = CGSize(width: 50, height: 50)
        #expect(a.frame == rect(25, 0, 50, 50))
        a.center = CGPoint(x: 0, y: 0)
        #expect(a.frame == rect(-25, -25, 50, 50))
        let copy = a.copy()
        #expect(copy.frame == a.frame && copy !== a)
    }
}

/// Queries with rectangles no view has: both layouts answer without trapping (Foundation's
/// `CGRect.intersects` traps on NaN on Linux).
@MainActor @Suite struct LayoutHostileQueryTests {
    @Test(
        "A NaN rectangle meets nothing; an infinite one meets every item (UIKit: layoutAttributesForElements(in:))",
        arguments: ["flow", "list"])
    func nonFiniteRects(kind: String) {
        let host = LayoutHost(size: CGSize(width: 300, height: 500), counts: [30, 20])
        let layout: CollectionViewLayout =
            kind == "flow" ? CollectionViewFlowLayout() : ListLayout()
        layout.attach(to: host)
        layout.prepare()
        for rect in [
            CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
            CGRect(x: 0, y: CGFloat.nan, width: .nan, height: .nan),
            CGRect(x: 0, y: 0, width: 10, height: CGFloat.nan),
        ] {
            #expect(layout.layoutAttributesForElements(in: rect)?.isEmpty ?? true, "\(rect)")
        }
        let everything = CGRect(x: -1e300, y: -1e300, width: .infinity, height: .infinity)
        let cells = (layout.layoutAttributesForElements(in: everything) ?? []).filter {
            $0.representedElementCategory == .cell
        }
        #expect(cells.count == 50)
    }
}

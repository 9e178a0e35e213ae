import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// How flow and list layouts ask their delegates for sizes: which questions, in which order,
/// and what the answers do.
@MainActor @Suite struct CollectionViewDelegateSizesTests {
    func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    /// Sets `delegate` on `collection` and lays it out again.
    func relayOut(
        _ collection: CollectionView, in window: Window, with delegate: ScrollViewDelegate
    ) {
        collection.delegate = delegate
        collection.collectionViewLayout.invalidateLayout()
        window.runFrames(1)
    }

    @Test(
        "A flow delegate's sizeForItemAt is asked once per item, in index order, after one question for the first item (UICollectionViewDelegateFlowLayout)"
    )
    func flowItemSizesAskedOncePerItem() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let (window, collection) = makeCollection(layout, model: Model([0, 3, 2]))
        let sizes = FlowSizingDelegate { CGSize(width: 50, height: 20 + CGFloat($0.item)) }
        relayOut(collection, in: window, with: sizes)
        // The first question finds out that the delegate answers sizes itself.
        #expect(
            sizes.calls == [
                .sizeForItem(path(1, 0)),
                .sizeForItem(path(1, 0)), .sizeForItem(path(1, 1)), .sizeForItem(path(1, 2)),
                .sizeForItem(path(2, 0)), .sizeForItem(path(2, 1)),
            ])
        #expect(collection.cellForItem(at: path(1, 2))?.frame.size == CGSize(width: 50, height: 22))
    }

    @Test(
        "A flow delegate's section methods are asked once per section, in order, and take precedence over the layout's properties (UICollectionViewDelegateFlowLayout)"
    )
    func flowSectionMetricsAskedOncePerSection() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let (window, collection) = makeCollection(layout, model: Model([1, 0]))
        let sections = FlowSectionDelegate { s in
            SectionMetrics(
                inset: EdgeInsets(top: 10, left: 5, bottom: 0, right: 0),
                minimumLineSpacing: 1, minimumInteritemSpacing: 1,
                headerReferenceSize: CGSize(width: 0, height: s == 0 ? 30 : 0),
                footerReferenceSize: CGSize(width: 0, height: 7))
        }
        relayOut(collection, in: window, with: sections)
        #expect(
            sections.calls
                == [0, 1].flatMap { s in
                    [
                        .insetForSection(s), .minimumLineSpacing(s), .minimumInteritemSpacing(s),
                        .referenceSizeForHeader(s), .referenceSizeForFooter(s),
                    ] as [DelegateLog.Call]
                })
        //   0 +- header 30 -+
        //  30 |  inset 10   |
        //  40 | [0 0] at x 5, 100 × 100
        // 140 +- footer 7 --+
        // 147 section 1: no header, inset 10, no items, footer 7: ends at 164
        #expect(collection.cellForItem(at: path(0, 0))?.frame == rect(5, 40, 100, 100))
        #expect(collection.contentSize.height == 164)
    }

    @Test(
        "A list delegate is asked each section's header and footer height, then its rows' heights (UITableViewDelegate heightForRowAt)"
    )
    func listHeightsAskedInOrder() {
        let (window, collection) = makeCollection(ListLayout(), model: Model([2, 1]))
        let heights = ListHeightsDelegate { CGFloat(10 + $0.item) }
        heights.headerHeight = { _ in 20 }
        relayOut(collection, in: window, with: heights)
        #expect(
            heights.calls == [
                .heightForItem(path(0, 0)),
                .heightForHeader(0), .heightForFooter(0),
                .heightForItem(path(0, 0)), .heightForItem(path(0, 1)),
                .heightForHeader(1), .heightForFooter(1),
                .heightForItem(path(1, 0)),
            ])
        // 20 header, rows 10 and 11, 20 header, row 10.
        #expect(collection.cellForItem(at: path(1, 0))?.frame == rect(0, 61, 320, 10))
    }

    @Test("With no items a delegate's per-item method is never asked (zero sections, empty ones)")
    func noItemsNoQuestions() {
        for counts in [[], [0], [0, 0, 0]] {
            let layout = CollectionViewFlowLayout()
            let (window, collection) = makeCollection(layout, model: Model(counts))
            let sizes = FlowSizingDelegate { _ in CGSize(width: 1, height: 1) }
            relayOut(collection, in: window, with: sizes)
            #expect(sizes.calls == [], "\(counts)")
            #expect(collection.visibleCells.isEmpty)
        }
    }

    @Test(
        "A delegate that lays out another collection view from sizeForItemAt still has its sizes used: each layout finds out on its own"
    )
    func reentrantLayoutKeepsEachDelegatesAnswer() {
        let grid = CollectionViewFlowLayout()
        grid.itemSize = CGSize(width: 100, height: 100)
        let (window, collection) = makeCollection(grid, model: Model([3]))
        // The other collection view's delegate does not implement sizeForItemAt.
        let (otherWindow, other) = makeCollection(CollectionViewFlowLayout(), model: Model([4]))
        let sectionsOnly = FlowSectionDelegate { _ in SectionMetrics() }
        other.delegate = sectionsOnly
        let sizes = FlowSizingDelegate { _ in CGSize(width: 40, height: 40) }
        sizes.onAsk = { [weak sizes] _ in
            guard let sizes, sizes.calls.count == 1 else { return }
            other.collectionViewLayout.invalidateLayout()
            otherWindow.runFrames(1)
        }
        relayOut(collection, in: window, with: sizes)
        #expect(collection.cellForItem(at: path(0, 0))?.frame == rect(0, 0, 40, 40))
        #expect(other.cellForItem(at: path(0, 3))?.frame.size == CGSize(width: 50, height: 50))
        #expect(sectionsOnly.calls.count == 5)
    }
}

extension CollectionViewDelegateSizesTests {
    @Test(
        "A NaN section inset from a flow delegate counts as 0, and the window records what was clamped (data, not a programming error)"
    )
    func nanInsetFromDelegateIsClamped() {
        let (window, collection) = makeCollection(
            CollectionViewFlowLayout(), model: Model([1, 1]))
        Window.printsDiagnostics = false
        let sections = FlowSectionDelegate { s in
            SectionMetrics(
                inset: EdgeInsets(top: s == 1 ? .nan : 5, left: 0, bottom: 0, right: 0))
        }
        relayOut(collection, in: window, with: sections)
        // Section 0: inset 5, a 50-point line; section 1 starts at 55, its inset is 0.
        #expect(collection.cellForItem(at: path(1, 0))?.frame == rect(0, 55, 50, 50))
        #expect(
            window.diagnostics.map(\.message) == [
                "CollectionViewFlowLayout: the metrics of section 1 are inset {nan, 0, 0, 0} "
                    + "spacing 0 0 header (0 0) footer (0 0): shown as inset {0, 0, 0, 0} "
                    + "spacing 0 0 header (0 0) footer (0 0)"
            ])
        #expect(window.diagnostics.map(\.kind) == [.collectionLayoutData])
    }

    @Test(
        "Heights from a list delegate that add up past the largest CGFloat still give a finite content size that scrolls (data, not a programming error)"
    )
    func hugeHeightsFromDelegateStayFinite() {
        let (window, collection) = makeCollection(ListLayout(), model: Model([3]))
        Window.printsDiagnostics = false
        let heights = ListHeightsDelegate { _ in .greatestFiniteMagnitude }
        heights.headerHeight = { _ in -5 }
        relayOut(collection, in: window, with: heights)
        #expect(collection.contentSize.height == 3e15)
        #expect(
            window.diagnostics.map(\.message) == [
                "ListLayout: the header and footer heights of section 0 are -5 and 0: "
                    + "shown as 0 and 0"
            ])
        collection.contentOffset = collection.maximumContentOffset
        #expect(window.settle())
        #expect(invariantViolations(in: window, atRest: true) == [])
        #expect(collection.indexPathsForVisibleItems == [path(0, 2)])
    }
}

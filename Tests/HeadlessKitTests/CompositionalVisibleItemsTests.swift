import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// Counts a handler's calls and what it saw.
@MainActor final class HandlerLog {
    var calls = 0
    var offsets: [CGPoint] = []
    var items: [[IndexPath]] = []
}

@MainActor @Suite struct CompositionalVisibleItemsTests {
    @Test(
        "The handler sees the visible items as not scrolled across and the row's offset, and its transform shows on the cells (UIKit: visibleItemsInvalidationHandler)"
    )
    func carouselScale() {
        let log = HandlerLog()
        let screen = OrthogonalScreen(
            orthogonalLayout(.continuous) { items, offset, environment in
                log.calls += 1
                log.offsets.append(offset)
                log.items.append(items.map(\.indexPath))
                for item in items {
                    // The card carousel: smaller away from the middle of the screen.
                    let distance = abs(
                        item.frame.midX - offset.x - environment.container.contentSize.width / 2)
                    let scale = max(1 - distance / environment.container.contentSize.width, 0.5)
                    item.transform = CGAffineTransform(scaleX: scale, y: scale)
                    if item.indexPath.item == 1 { item.alpha = 0.5 }
                }
            })
        #expect(log.calls == 1)
        #expect(log.offsets == [CGPoint(x: 0, y: 0)])
        #expect(log.items == [(0...3).map { IndexPath(item: $0, section: 0) }])
        let cell0 = screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        // Item 0's middle is at 70: 130 from the middle (200), scale 1 - 130/400.
        #expect(cell0.transform == CGAffineTransform(scaleX: 0.675, y: 0.675))
        #expect(screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.alpha == 0.5)
        // Nothing moved: a layout pass does not call it again.
        screen.collectionView.setNeedsLayout()
        screen.window.layoutIfNeeded()
        #expect(log.calls == 1)
        // The row scrolls: called with the new offset, and the cells follow.
        screen.row.setContentOffset(CGPoint(x: 110, y: 0), animated: false)
        screen.window.layoutIfNeeded()
        #expect(log.calls == 2)
        #expect(log.offsets.last == CGPoint(x: 110, y: 0))
        let cell2 = screen.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))!
        // Item 2's middle, 290, shows at 180: 20 from the middle.
        #expect(cell2.transform == CGAffineTransform(scaleX: 0.95, y: 0.95))
        // Its frame is still the layout's (the transform is about its centre).
        #expect(cell2.center == CGPoint(x: 290, y: 75))
    }

    @Test("A handler that reloads the data or invalidates the layout is not called in a loop")
    func reentrantHandler() {
        let log = HandlerLog()
        var collectionView: CollectionView?
        let layout = orthogonalLayout(.continuous) { items, _, _ in
            log.calls += 1
            collectionView?.reloadData()
            collectionView?.collectionViewLayout.invalidateLayout()
            collectionView?.layoutIfNeeded()
            for item in items { item.alpha = 0.5 }
        }
        let screen = OrthogonalScreen(layout)
        collectionView = screen.collectionView
        screen.collectionView.setNeedsLayout()
        screen.window.layoutIfNeeded()
        #expect(screen.window.settle())
        #expect(log.calls <= 2)
        screen.row.setContentOffset(CGPoint(x: 30, y: 0), animated: false)
        screen.window.layoutIfNeeded()
        #expect(screen.window.settle())
        #expect(log.calls <= 4)
        #expect(screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.alpha == 0.5)
    }

    @Test("NaN, infinite and out-of-range values a handler sets are shown safely")
    func hostileHandlerValues() {
        let screen = OrthogonalScreen(
            orthogonalLayout(.continuous) { items, _, _ in
                for item in items {
                    item.alpha = item.indexPath.item == 0 ? .nan : 7
                    item.center = CGPoint(x: CGFloat.infinity, y: 0)
                    item.transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
                }
            })
        let cell0 = screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        let cell1 = screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(cell0.alpha == 1)
        #expect(cell1.alpha == 1)
        #expect(cell0.transform.isIdentity)
        #expect(cell0.frame == rect(20, 0, 100, 150))
    }

    @Test(
        "A section background covers the section inside its insets, below the cells (UIKit: NSCollectionLayoutDecorationItem.background(elementKind:))"
    )
    func sectionBackground() {
        let screen = OrthogonalScreen(orthogonalLayout(.continuous, background: true))
        let cv = screen.collectionView
        let layout = cv.collectionViewLayout as! CollectionViewCompositionalLayout
        // Section 1 runs from 150 to 670; its background is 5 inside that.
        let attributes = layout.layoutAttributesForDecorationView(
            ofKind: "background", at: IndexPath(item: 0, section: 1))
        #expect(attributes?.frame == rect(5, 155, 390, 510))
        #expect(attributes?.zIndex == -1)
        #expect(attributes?.representedElementCategory == .decorationView)
        let background = cv.decorationView(ofKind: "background", at: IndexPath(item: 0, section: 1))
        #expect(background is SectionBackgroundView)
        #expect(background?.frame == rect(5, 155, 390, 510))
        let index = cv.subviews.firstIndex { $0 === background }!
        let cellIndex = cv.subviews.firstIndex {
            $0 === cv.cellForItem(at: IndexPath(item: 0, section: 1))
        }!
        #expect(index < cellIndex)
        #expect(cv.treeDescription().contains("SectionBackgroundView"))
        #expect(cv.svg().contains("<rect x=\"5\" y=\"155\" width=\"390\" height=\"510\""))
        // A reload sends it to the pool, and the next pass takes it back.
        cv.reloadData()
        screen.window.layoutIfNeeded()
        #expect(
            cv.decorationView(ofKind: "background", at: IndexPath(item: 0, section: 1))
                === background)
    }

    @Test("A decoration kind with no registered class stops, naming the kind")
    func unregisteredDecorationStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        { @MainActor in
            let layout = orthogonalLayout(.none, background: true)
            layout.register(nil, forDecorationViewOfKind: "background")
            _ = OrthogonalScreen(layout, counts: [2, 10])
        }
        expectMessage(result, contains: "decoration view of kind \"background\"")
    }

    @Test("An empty decoration kind stops at the entry")
    func emptyDecorationKindStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            _ = NSCollectionLayoutDecorationItem.background(elementKind: "")
        }
        await #expect(processExitsWith: .failure) { @MainActor in
            CollectionViewCompositionalLayout(section: ModernSamples.grid())
                .register(SectionBackgroundView.self, forDecorationViewOfKind: "")
        }
    }
}

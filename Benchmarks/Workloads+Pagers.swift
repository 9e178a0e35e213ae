import Foundation
import HeadlessKit
import HeadlessPagers
import HeadlessTesting

/// Counts the followers' offset changes, to show the rules ran every frame.
@MainActor
private final class Counter {
    var count = 0
}

/// The widget workloads (HeadlessPagers).
@MainActor
func pagerWorkloads() -> [Workload] {
    [
        .timed("walkthrough-frame", operations: 120) {
            // One 120 Hz frame of a drag over FOLIO's walkthrough (375×647, 5 pages with a
            // caption each, 4 screens): clock frame (layout pass), then a touch move through
            // the recognizers to the outer offset, the linked inner and bezel offsets, and
            // their needs-layout marks. The drag starts at outer x = 300, so it crosses 375:
            // the inner view moves for the first frames, the bezel for the rest.
            Window.printsDiagnostics = false
            let window = Window(size: WalkthroughView.referenceSize)
            let walkthrough = WalkthroughView(pageCount: 5, frame: window.bounds)
            for (index, page) in walkthrough.pages.enumerated() {
                let caption = Label(text: "Page \(index + 1)", font: .boldSystemFont(ofSize: 20))
                caption.frame = CGRect(x: 24, y: 40, width: 327, height: 28)
                page.addSubview(caption)
            }
            for (index, screen) in walkthrough.screens.enumerated() {
                screen.image = Image(
                    named: "screen\(index + 2)", size: CGSize(width: 750, height: 1334))
            }
            window.addSubview(walkthrough)
            walkthrough.outerScrollView.contentOffset = CGPoint(x: 300, y: 0)
            window.layoutIfNeeded()
            let inner = Counter()
            let bezel = Counter()
            let innerToken = walkthrough.innerScrollView.observeContentOffset { _, _ in
                inner.count += 1
            }
            let bezelToken = walkthrough.bezelScrollView.observeContentOffset { _, _ in
                bezel.count += 1
            }
            let touch = Touch(location: CGPoint(x: 300, y: 300))
            window.send(Event(touches: [touch]))
            touch.update(phase: .moved, location: CGPoint(x: 288, y: 300))
            window.send(Event(touches: [touch]))
            precondition(
                walkthrough.outerScrollView.isDragging, "walkthrough-frame: the drag did not begin")
            return {
                var x: CGFloat = 288
                for _ in 0..<120 {
                    window.runFrames(1)
                    x -= 2
                    touch.update(phase: .moved, location: CGPoint(x: x, y: 300))
                    window.send(Event(touches: [touch]))
                }
                window.runFrames(1)
                withExtendedLifetime((innerToken, bezelToken)) {}
                return [
                    "outer": Double(walkthrough.outerScrollView.contentOffset.x),
                    "inner": Double(walkthrough.innerScrollView.contentOffset.x),
                    "bezel": Double(walkthrough.bezelScrollView.contentOffset.x),
                    "innerMoves": Double(inner.count), "bezelMoves": Double(bezel.count),
                ]
            }
        },
        .timed("sticky-frame", operations: 120) {
            // One 120 Hz frame of a drag over a sticky header (spec §4: I = 500, H = 44, the
            // list 100 pt from the top) above a 100,000-row list: clock frame (layout pass:
            // solver edit published, header frame written, cells brought in and out), then a
            // touch move through the recognizers to the list's offset, the delegate, the
            // observer's one line and the `constant` edit (Solver.setConstant). The drag
            // starts at rest (y = −544) and moves 2 pt a frame, so every frame moves the header.
            Window.printsDiagnostics = false
            let window = Window(size: CGSize(width: 390, height: 844))
            let rows = StickyRows()
            let list = StickyHeaderCollectionView(
                frame: .zero, collectionViewLayout: ListLayout())
            list.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
            list.dataSource = rows
            list.delegate = rows
            let sticky = StickyHeaderView(
                scrollView: list, headerHeight: 44, freeSpace: 500,
                frame: CGRect(x: 0, y: 56, width: 390, height: 788))
            window.addSubview(sticky)
            window.layoutIfNeeded()
            let touch = Touch(location: CGPoint(x: 200, y: 700))
            window.send(Event(touches: [touch]))
            touch.update(phase: .moved, location: CGPoint(x: 200, y: 688))
            window.send(Event(touches: [touch]))
            precondition(list.isDragging, "sticky-frame: the drag did not begin")
            return {
                var y: CGFloat = 688
                for _ in 0..<120 {
                    window.runFrames(1)
                    y -= 2
                    touch.update(phase: .moved, location: CGPoint(x: 200, y: y))
                    window.send(Event(touches: [touch]))
                }
                window.runFrames(1)
                return [
                    "offset": Double(list.contentOffset.y),
                    "constant": Double(sticky.headerTopConstraint.constant),
                    "header y": Double(sticky.headerView.convert(CGPoint.zero, to: nil).y),
                    "live cells": Double(list.visibleCells.count),
                    "didScroll": Double(rows.scrolls),
                ]
            }
        },
        .timed("sticky-frame-baseline", operations: 120) {
            // `sticky-frame` without the widget: the same list, inset and drag, no header and
            // no constraints. The difference is the widget's cost (observer, one line,
            // constant edit, solve, header frame).
            Window.printsDiagnostics = false
            let window = Window(size: CGSize(width: 390, height: 844))
            let rows = StickyRows()
            let list = CollectionView(
                frame: CGRect(x: 0, y: 100, width: 390, height: 744),
                collectionViewLayout: ListLayout())
            list.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
            list.dataSource = rows
            list.delegate = rows
            list.contentInset.top = 544
            list.contentOffset = CGPoint(x: 0, y: -544)
            window.addSubview(list)
            window.layoutIfNeeded()
            let touch = Touch(location: CGPoint(x: 200, y: 700))
            window.send(Event(touches: [touch]))
            touch.update(phase: .moved, location: CGPoint(x: 200, y: 688))
            window.send(Event(touches: [touch]))
            precondition(list.isDragging, "sticky-frame-baseline: the drag did not begin")
            return {
                var y: CGFloat = 688
                for _ in 0..<120 {
                    window.runFrames(1)
                    y -= 2
                    touch.update(phase: .moved, location: CGPoint(x: 200, y: y))
                    window.send(Event(touches: [touch]))
                }
                window.runFrames(1)
                return [
                    "offset": Double(list.contentOffset.y),
                    "live cells": Double(list.visibleCells.count),
                    "didScroll": Double(rows.scrolls),
                ]
            }
        },
    ]
}

/// 100,000 plain rows for `sticky-frame`; counts the delegate's scroll callbacks.
@MainActor
private final class StickyRows: CollectionViewDataSource, CollectionViewDelegate {
    var scrolls = 0

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
    { 100_000 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) { scrolls += 1 }
}

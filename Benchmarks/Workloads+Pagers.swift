import Foundation
import HeadlessKit
import HeadlessPagers
import HeadlessTesting

/// Counts the followers' offset changes, to show the rules ran every frame.
@MainActor
private final class Counter {
    var count = 0
}

/// A page of `rows` 44-pt rows for the TopContentPager workloads.
@MainActor
private final class BenchPage: ViewController, ContentTableBody, CollectionViewDataSource {
    let pagerItem: PagerItem
    let rows: Int
    let list = CollectionView(frame: .zero, collectionViewLayout: ListLayout())
    var scrollView: ScrollView? { list }

    init(title: String, rows: Int) {
        pagerItem = .text(TextItem(title: title))
        self.rows = rows
        super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        list.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
        list.dataSource = self
        view.addSubview(list)
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
    { rows }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    { collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) }
}

@MainActor
private final class BenchPager: TopContentPagerViewController, TopContentPagerDataSource {
    let pages = (0..<3).map { BenchPage(title: "Page \($0)", rows: 10_000) }
    override func setupWillLoadDataSource() { dataSource = self }
    func topContentPagerViewControllerTopContentView(_ vc: TopContentPagerViewController)
        -> TopContentView
    { TopContentView(frame: CGRect(x: 0, y: 0, width: 390, height: 300)) }
    func topContentPagerViewControllerViewControllers(_ vc: TopContentPagerViewController)
        -> [ContentTableBody]
    { pages }
}

/// Live cells of the pager's pages (page collection views plus the two-row tables).
@MainActor
private func liveCells(_ pager: BenchPager) -> Double {
    var count = 0
    for (index, page) in pager.pages.enumerated() {
        count += page.list.visibleCells.count
        count += pager.tableView(at: index)?.visibleCells.count ?? 0
    }
    return Double(count)
}

/// One 120 Hz frame of a TopContentPager (390×844, 3 pages of 10,000 rows): a touch move
/// along `axis` from `start`, its recognizers, offsets, header placement, page sync, layout.
@MainActor
private func topContentFrame(vertical: Bool) -> @MainActor () -> Counters {
    Window.printsDiagnostics = false
    let window = Window(size: CGSize(width: 390, height: 844))
    let pager = BenchPager()
    window.rootViewController = pager
    window.settle()
    if vertical {
        // Start pinned and deep in page 0, with page 1 loaded.
        pager.selectedIndex = 1
        window.settle()
        pager.selectedIndex = 0
        pager.tableView(at: 0)!.setContentOffset(CGPoint(x: 0, y: 20_000), animated: false)
        window.settle()
    }
    let start = CGPoint(x: 200, y: 600)
    let touch = Touch(location: start)
    window.send(Event(touches: [touch]))
    var first = start
    for _ in 0..<2 {
        window.runFrames(1)
        if vertical { first.y -= 8 } else { first.x -= 8 }
        touch.update(phase: .moved, location: first)
        window.send(Event(touches: [touch]))
    }
    let origin = first
    return {
        var p = origin
        var step: CGFloat = -2
        for frame in 0..<120 {
            window.runFrames(1)
            // Back and forth, so the drag never runs out of room.
            if frame % 60 == 0 { step = -step }
            if vertical { p.y -= step } else { p.x -= step }
            touch.update(phase: .moved, location: p)
            window.send(Event(touches: [touch]))
        }
        window.runFrames(1)
        return [
            "liveCells": liveCells(pager),
            "pagerX": Double(pager.pagerScrollView.contentOffset.x),
            "y0": Double(pager.tableView(at: 0)!.contentOffset.y),
        ]
    }
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
            let drag = BenchmarkDrag(
                window, from: CGPoint(x: 300, y: 300), firstMoveTo: CGPoint(x: 288, y: 300),
                step: CGPoint(x: -2, y: 0))
            precondition(
                walkthrough.outerScrollView.isDragging, "walkthrough-frame: the drag did not begin")
            return {
                drag.run(frames: 120)
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
            // One 120 Hz frame of a drag over a sticky header (I = 500, H = 44, the
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
            let drag = BenchmarkDrag(
                window, from: CGPoint(x: 200, y: 700), firstMoveTo: CGPoint(x: 200, y: 688),
                step: CGPoint(x: 0, y: -2))
            precondition(list.isDragging, "sticky-frame: the drag did not begin")
            return {
                drag.run(frames: 120)
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
            let drag = BenchmarkDrag(
                window, from: CGPoint(x: 200, y: 700), firstMoveTo: CGPoint(x: 200, y: 688),
                step: CGPoint(x: 0, y: -2))
            precondition(list.isDragging, "sticky-frame-baseline: the drag did not begin")
            return {
                drag.run(frames: 120)
                window.runFrames(1)
                return [
                    "offset": Double(list.contentOffset.y),
                    "live cells": Double(list.visibleCells.count),
                    "didScroll": Double(rows.scrolls),
                ]
            }
        },
        .timed("topcontent-vertical-frame", operations: 120) {
            // One 120 Hz frame of a vertical drag on a pinned TopContentPager page, 20,000 pt
            // deep in 10,000 rows: touch move, page offset, header stays escaped, the
            // neighbour keeps >= P, the page's visible rows are recycled.
            return topContentFrame(vertical: true)
        },
        .timed("topcontent-swipe-frame", operations: 120) {
            // One 120 Hz frame of a horizontal swipe between pages 0 and 1: pager offset,
            // header in the escape view at the interpolated top, indicator, page attach.
            return topContentFrame(vertical: false)
        },
        .timed("tabscroll-swipe-frame", operations: 120) {
            // One 120 Hz frame of a finger swiping the body of a 20-tab pager (390×844): clock
            // frame (layout pass, strip cells in and out), then a touch move through the pan
            // to the body offset, progress, the indicator bars, strip centring and the other
            // pages' offset sync. 120 frames of 2 pt: the page never arrives.
            let (window, pager) = makeTabScrollBench(tabs: 20)
            let drag = BenchmarkDrag(
                window, from: CGPoint(x: 360, y: 500), firstMoveTo: CGPoint(x: 340, y: 500),
                step: CGPoint(x: -2, y: 0))
            precondition(
                pager.contentView.scrollView.isDragging,
                "tabscroll-swipe-frame: the drag did not begin")
            return {
                drag.run(frames: 120)
                return [
                    "progress": Double(pager.headerTab.progress),
                    "strip": Double(pager.headerTab.collectionView.contentOffset.x),
                    "bar": Double(pager.headerTab.indicatorViews[0].frame.width),
                    "cells": Double(pager.headerTab.collectionView.visibleCells.count),
                ]
            }
        },
        .timed("tabscroll-tap") {
            // A tap on the tab right of the current one in a 20-tab pager, through to settled:
            // the tap's frames, the direction rule, the destination page's first load, the
            // 0.3 s body animation (36 frames) and the recycle.
            let (window, pager) = makeTabScrollBench(tabs: 20)
            let strip = pager.headerTab.collectionView
            let target = strip.visibleCells.first {
                strip.indexPath(for: $0)!.item % 20 == 1 && strip.bounds.contains($0.frame)
            }!
            let point = target.convert(CGPoint(x: target.bounds.midX, y: 22), to: nil)
            return {
                window.tap(at: point)
                let frames = window.clock.frameCount
                window.settle()
                precondition(pager.currentIndex == 1, "tabscroll-tap: did not arrive")
                return [
                    "index": Double(pager.currentIndex ?? -1),
                    "framesAfterTap": Double(window.clock.frameCount - frames),
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

/// A page with a tall list, as a news tab would have (the tab pager and leak workloads).
@MainActor
final class TabBenchPage: ViewController, TabScrollContentScrollable {
    let list = ScrollView()
    var scrollView: ScrollView? { list }
    override func viewDidLoad() {
        list.frame = view.bounds
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        list.contentSize = CGSize(width: 0, height: 3000)
        view.addSubview(list)
    }
}

/// A 390×844 window showing a settled pager with `tabs` titled tabs.
@MainActor
private func makeTabScrollBench(tabs: Int) -> (Window, TabScrollController) {
    Window.printsDiagnostics = false
    let window = Window(size: CGSize(width: 390, height: 844))
    let pager = TabScrollController()
    let titles = ["Top", "Tech", "Business", "Sports", "World", "Culture", "Science", "Opinion"]
    let pages = (0..<tabs).map { index -> ViewController in
        let page = TabBenchPage()
        page.tabBarItem.title = titles[index % titles.count] + " \(index)"
        return page
    }
    pager.setViewControllers(pages)
    window.rootViewController = pager
    window.settle()
    return (window, pager)
}

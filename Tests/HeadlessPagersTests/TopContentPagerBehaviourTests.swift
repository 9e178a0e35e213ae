import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

@testable import HeadlessPagers

@Suite struct TopContentPagerBehaviourTests {
    @MainActor @Test("DESIGN.md: a pinned header keeps each page's offset")
    func pinnedHeaderKeepsEachPagesOffset() {
        let pager = ProfilePagerController()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = pager
        window.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 100), duration: 0.3)
        window.settle()
        #expect(pager.topContentView.superview is EscapeView)  // pinned
        window.fling(from: CGPoint(x: 350, y: 600), velocity: CGPoint(x: -1500, y: 0))
        window.settle()
        #expect(pager.selectedIndex == 1)
        let y0 = pager.y(0)
        #expect(y0 > 256)
        #expect(pager.y(1) == 256)
        assertTree(
            pager.view, options: TreeDescriptionOptions(maxDepth: 2, propertyFilter: .geometry),
            """
            View (0 0; 390 844)
            ├ ScrollView "pages" (0 0; 390 844) offset=(390 0) content=(1170 844)
            │ └ ContentInnerTableView "page1" (390 0; 390 844) offset=(0 256) content=(390 2940)
            └ EscapeView "escape" (0 -256; 390 300)
            """)
    }

    @MainActor
    @Test(
        "Invariants every frame under random drags, swipes, flings, taps, reloads, resizes",
        arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func randomScripts(seed: UInt64) {
        for policy in [TopContentOffsetPolicy.syncWhenHeaderVisible, .keep, .resetToTop] {
            var rng = SplitMix64(seed: seed)
            let pager = ProfilePagerController()
            pager.offsetPolicy = policy
            let window = show(pager)
            var failures: [String] = []
            let observer = window.clock.addFrameObserver { _ in
                guard failures.count < 3 else { return }
                for problem in invariantViolations(pager) {
                    failures.append("frame \(window.clock.frameCount): \(problem)")
                }
            }
            var log: [String] = []
            for _ in 0..<12 {
                let w = window.bounds.width
                let h = window.bounds.height
                switch Int.random(in: 0..<7, using: &rng) {
                case 0:
                    let dy = CGFloat.random(in: -500...500, using: &rng)
                    log.append("drag \(Int(dy))")
                    window.drag(
                        from: CGPoint(x: w / 2, y: h / 2 + 100),
                        to: CGPoint(x: w / 2, y: h / 2 + 100 - dy), duration: 0.3)
                case 1:
                    let vy = CGFloat.random(in: -3000...3000, using: &rng)
                    log.append("fling \(Int(vy))")
                    window.fling(
                        from: CGPoint(x: w / 2, y: h - 150), velocity: CGPoint(x: 0, y: vy))
                case 2:
                    let vx: CGFloat = Bool.random(using: &rng) ? -1500 : 1500
                    log.append("swipe \(Int(vx))")
                    window.fling(
                        from: CGPoint(x: w / 2, y: h - 100), velocity: CGPoint(x: vx, y: 0))
                case 3:
                    let x = CGFloat.random(in: 5..<(w - 5), using: &rng)
                    log.append("tap \(Int(x))")
                    window.tap(at: CGPoint(x: x, y: pager.tabBarWindowFrame.midY))
                case 4:
                    log.append("reload")
                    pager.reloadData()
                case 5:
                    let size =
                        Bool.random(using: &rng)
                        ? CGSize(width: 375, height: 844) : CGSize(width: 844, height: 390)
                    log.append("resize \(Int(size.width))")
                    window.frame = CGRect(origin: .zero, size: size)
                default:
                    log.append("wait")
                    window.runFrames(Int.random(in: 1...30, using: &rng))
                }
                window.runFrames(Int.random(in: 0...20, using: &rng))
            }
            window.settle()
            failures += invariantViolations(pager).map { "settled: \($0)" }
            observer.invalidate()
            let tabs = pager.topContentView.tabView!
            #expect(
                failures.isEmpty && tabs.selectedIndex == pager.selectedIndex
                    && tabs.indicatorPosition == CGFloat(pager.selectedIndex),
                "seed \(seed) policy \(policy) script \(log): \(failures)")
        }
    }

    @MainActor
    @Test("Offset policies: sync mirrors, keep keeps, reset starts at the top")
    func offsetPolicies() {
        for (policy, expected) in [
            (TopContentOffsetPolicy.syncWhenHeaderVisible, CGFloat(100)), (.keep, 500),
            (.resetToTop, 0),
        ] {
            let pager = ProfilePagerController()
            pager.offsetPolicy = policy
            let window = show(pager)
            pager.setY(1, 500)
            pager.setY(0, 100)
            window.settle()
            window.fling(from: CGPoint(x: 350, y: 600), velocity: CGPoint(x: -1500, y: 0))
            window.settle()
            #expect(pager.selectedIndex == 1, "\(policy)")
            #expect(pager.y(1) == expected, "\(policy)")
            // Wherever page 1 ended up, the header sits on its top cell.
            #expect(pager.headerWindowY == -min(256, expected), "\(policy)")
            #expect(invariantViolations(pager) == [], "\(policy)")
        }
    }

    @MainActor @Test("0 pages: an empty screen, no crash, as in the original")
    func zeroPages() {
        let pager = ProfilePagerController(pages: [])
        let window = show(pager)
        window.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -1500, y: 0))
        window.tap(at: CGPoint(x: 100, y: 100))
        window.settle()
        #expect(pager.topContentView == nil)
        #expect(pager.selectedViewController == nil)
        pager.selectedIndex = 1
        #expect(pager.selectedIndex == 0)
        #expect(window.diagnostics.map(\.kind) == [.topContentPagerIndexOutOfRange])
        assertTree(
            pager.view, options: .geometry,
            """
            View (0 0; 375 844)
            ├ ScrollView "pages" (0 0; 375 844)
            └ EscapeView "escape" (0 0; 0 0)
            """)
    }

    @MainActor @Test("1 page: one full-width tab, pins, cannot page")
    func onePage() {
        let pager = ProfilePagerController(pages: [ListPage(title: "Only", rows: 50)])
        let window = show(pager)
        #expect(pager.topContentView.tabView!.itemViews[0].frame.width == 375)
        window.fling(from: CGPoint(x: 300, y: 600), velocity: CGPoint(x: -1500, y: 0))
        window.settle()
        #expect(pager.pagerScrollView.contentOffset.x == 0)
        pager.setY(0, 400)
        window.settle()
        #expect(pager.isPinned)
        #expect(invariantViolations(pager) == [])
    }

    @MainActor
    @Test("selectedIndex out of range is ignored with a diagnostic (the original crashed)")
    func outOfRange() {
        let pager = ProfilePagerController()
        let window = show(pager)
        pager.selectedIndex = 3
        pager.selectedIndex = -1
        #expect(pager.selectedIndex == 0)
        #expect(
            window.diagnostics.map(\.kind) == [
                .topContentPagerIndexOutOfRange, .topContentPagerIndexOutOfRange,
            ])
        pager.selectedIndex = 2
        window.settle()
        #expect(pager.selectedIndex == 2)
        #expect(pager.pagerScrollView.contentOffset.x == 750)
        #expect(pager.calls == ["select 2"])
    }

    @MainActor @Test("selectedIndex set before load is the first page shown")
    func initialIndex() {
        let pager = ProfilePagerController()
        pager.selectedIndex = 2
        let window = show(pager)
        #expect(pager.selectedIndex == 2)
        #expect(pager.pagerScrollView.contentOffset.x == 750)
        #expect(pager.pages[0].events == [])  // never shown, never loaded
        #expect(pager.topContentView.tabView!.indicator.frame.minX == 250)
        _ = window
    }

    @MainActor
    @Test("Pages load on first show; appear/disappear calls are balanced")
    func lifecycle() {
        let pager = ProfilePagerController()
        let window = show(pager)
        #expect(pager.pages[0].events == ["load", "willAppear", "didAppear"])
        #expect(pager.pages[1].events == [])
        #expect(pager.pages[2].events == [])
        window.fling(from: CGPoint(x: 350, y: 600), velocity: CGPoint(x: -1500, y: 0))
        window.settle()
        window.tap(at: CGPoint(x: 40, y: 280))
        window.settle()
        #expect(
            pager.pages[0].events == [
                "load", "willAppear", "didAppear", "willDisappear", "didDisappear", "willAppear",
                "didAppear",
            ])
        #expect(
            pager.pages[1].events == [
                "load", "willAppear", "didAppear", "willDisappear", "didDisappear",
            ])
        #expect(pager.pages[2].events == [])
    }

    @MainActor @Test("Short content can still pin the header (padded)")
    func shortContentPins() {
        let pager = ProfilePagerController(pages: [
            ListPage(title: "Short", rows: 2), ListPage(title: "Long", rows: 100),
        ])
        let window = show(pager)
        window.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 100), duration: 0.3)
        window.settle()
        #expect(pager.isPinned)
        #expect(pager.y(0) == pager.tableView(at: 0)!.maximumContentOffset.y)
        #expect(pager.tabBarWindowFrame.minY == 0)
    }

    @MainActor @Test("Long pages recycle: 100,000 rows keep their live cells bounded")
    func longPageRecycles() {
        let page = ListPage(title: "Many", rows: 100_000)
        let pager = ProfilePagerController(pages: [page, ListPage(title: "B", rows: 10)])
        let window = show(pager)
        for _ in 0..<5 {
            window.fling(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -4000))
            window.settle()
        }
        #expect(pager.y(0) > 5000)
        #expect(page.list.visibleCells.count <= 21)
        #expect(page.list.subviews.count <= 25)
        #expect(page.list.contentOffset.y == pager.y(0) - 300)
    }

    @MainActor
    @Test(
        "The indicator follows a swipe and keeps its tab on relayout (the original reset it to tab 0)"
    )
    func indicator() {
        let pager = ProfilePagerController()
        let window = show(pager)
        let tabs = pager.topContentView.tabView!
        let touch = Touch(location: CGPoint(x: 300, y: 600))
        window.send(Event(touches: [touch]))
        for step in 1...20 {
            window.runFrames(1)
            touch.update(phase: .moved, location: CGPoint(x: 300 - CGFloat(step) * 5, y: 600))
            window.send(Event(touches: [touch]))
        }
        window.runFrames(1)
        let x = pager.pagerScrollView.contentOffset.x
        #expect(x > 0)
        #expect(abs(tabs.indicator.frame.minX - x / 3) < 0.001)
        touch.update(phase: .ended)
        window.send(Event(touches: [touch]))
        window.settle()
        pager.selectedIndex = 2
        window.settle()
        pager.topContentView.updateTab { $0.indicatorHeight = 1 }
        window.settle()
        #expect(tabs.indicator.frame == CGRect(x: 250, y: 43, width: 125, height: 1))
    }

    @MainActor @Test("Tab bar options: one value, set whole or in part; bad lengths become 0")
    func tabOptions() {
        let pager = ProfilePagerController()
        let window = show(pager)
        let tabs = pager.topContentView.tabView!
        let label = { (index: Int) in (tabs.itemViews[index] as! DefaultPagerItemView).titleLabel! }
        pager.topContentView.updateTab {
            $0.inactiveLabelColor = .red
            $0.itemHeight = 50
        }
        window.settle()
        #expect(tabs.options.inactiveLabelColor == .red)
        #expect(label(1).textColor == .red)
        #expect(label(0).textColor == tabs.options.activeLabelColor)
        #expect(tabs.frame.height == 50)
        #expect(pager.topContentView.tabViewHeight == 50)
        for bad: CGFloat in [.nan, .infinity, -.infinity, -3] {
            tabs.options.itemHeight = bad
            tabs.options.indicatorHeight = bad
            tabs.options.indicatorSideSpace = bad
            #expect(tabs.options.itemHeight == 0, "\(bad)")
            #expect(tabs.options.indicatorHeight == 0, "\(bad)")
            #expect(tabs.options.indicatorSideSpace == 0, "\(bad)")
            #expect(window.settle())
            #expect(invariantViolations(in: window, atRest: true) == [])
        }
    }

    @MainActor @Test("A resize re-lays pages and header and keeps the selection")
    func resize() {
        let pager = ProfilePagerController()
        let window = show(pager)
        pager.selectedIndex = 1
        pager.setY(1, 100)
        window.settle()
        window.frame = CGRect(x: 0, y: 0, width: 600, height: 400)
        window.settle()
        #expect(pager.selectedIndex == 1)
        #expect(pager.pagerScrollView.contentOffset.x == 600)
        #expect(pager.topContentView.frame.width == 600)
        #expect(pager.tabBarWindowFrame == CGRect(x: 0, y: 156, width: 600, height: 44))
        #expect(pager.topContentView.tabView!.indicator.frame.minX == 200)
        #expect(invariantViolations(pager) == [])
    }

    @MainActor @Test("didScrollToBottom is edge-triggered")
    func bottom() {
        let pager = ProfilePagerController(pages: [ListPage(title: "A", rows: 20)])
        let window = show(pager)
        let max = pager.tableView(at: 0)!.maximumContentOffset.y
        pager.setY(0, max)
        pager.setY(0, max - 5)
        pager.setY(0, 0)
        pager.setY(0, max)
        window.settle()
        #expect(pager.calls == ["bottom 0", "bottom 0"])
    }

    @MainActor
    @Test("Pull to refresh: past 60 pt, valueChanged, holds, endRefreshing")
    func pullToRefresh() {
        let page = ListPage(title: "A", rows: 50)
        let refresh = RefreshControl()
        page.refresh = refresh
        var fired = 0
        refresh.addAction(Action { _ in fired += 1 }, for: .valueChanged)
        let pager = ProfilePagerController(pages: [page, ListPage(title: "B", rows: 50)])
        let window = show(pager)
        window.drag(
            along: [CGPoint(x: 200, y: 500), CGPoint(x: 200, y: 800), CGPoint(x: 200, y: 800)],
            duration: 0.5)
        window.settle()
        #expect(fired == 1)
        #expect(refresh.isRefreshing)
        #expect(pager.y(0) == -60)
        #expect(pager.headerWindowY == 60)
        #expect(invariantViolations(pager) == [])
        refresh.endRefreshing()
        window.settle()
        #expect(pager.y(0) == 0)
        #expect(pager.headerWindowY == 0)
        // A short pull does nothing.
        window.drag(
            along: [CGPoint(x: 200, y: 500), CGPoint(x: 200, y: 540), CGPoint(x: 200, y: 540)],
            duration: 0.3)
        window.settle()
        #expect(fired == 1)
    }
}

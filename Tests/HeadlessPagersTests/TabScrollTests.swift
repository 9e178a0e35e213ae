import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

@testable import HeadlessPagers

// A reference strip: 4 tabs of widths [80, 100, 60, 120], so one loop is 360; a strip
// 320 wide; the middle copy starts at 360.
//
//     copy 0          copy 1 (middle)           copy 2
//     |80|100|60|120||80 |100 |60 |120 ||80|100|60|120|
//     0             360  400  490  570  660 720          1080      tab centres (middle copy)

@MainActor @Suite struct TabStripGeometryTests {
    let strip = TabStripGeometry(widths: [80, 100, 60, 120], stripWidth: 320, minimumK: 1)

    @Test("Middle-copy centres and the loop width")
    func centres() {
        #expect(strip.loopWidth == 360 && strip.k == 1 && strip.itemCount == 12)
        #expect((0..<4).map { strip.center(ofItem: strip.middleItem($0)) } == [400, 490, 570, 660])
        #expect(strip.center(ofItem: strip.middleItem(0) - 1) == 300)  // tab 3 of copy 0
        #expect(strip.center(ofItem: -1) == -60)  // copies continue past the start
    }

    @Test("Selecting tab 0 centres the strip at 600 (the original's keepCenter)")
    func selectingTab0() {
        let bar = strip.indicator(tab: 0, progress: 0)
        #expect(bar.centerX == 400 && bar.width == 80)
        #expect(strip.centeringOffset(indicatorCenterX: bar.centerX, stripWidth: 320) == 600)
    }

    @Test("Progress +0.5 and −0.25 from tab 0 interpolate centre and width")
    func interpolation() {
        let right = strip.indicator(tab: 0, progress: 0.5)
        #expect(right.offset == 45 && right.width == 90 && right.centerX == 445)
        #expect(strip.centeringOffset(indicatorCenterX: right.centerX, stripWidth: 320) == 645)
        let left = strip.indicator(tab: 0, progress: -0.25)
        #expect(left.offset == -25 && left.width == 90)
    }

    @Test(
        "The strip's loop rule keeps the overshoot (the original snaps to 360, 720)")
    func loopRule() {
        #expect(strip.loopWrapped(721) == 361)
        #expect(strip.loopWrapped(359) == 719)
        #expect(strip.loopWrapped(500) == nil && strip.loopWrapped(720) == nil)
        #expect(strip.loopWrapped(360) == nil)
    }

    @Test("k grows until k loops cover the strip")
    func loopCountGrows() {
        let narrow = TabStripGeometry(widths: [50], stripWidth: 390, minimumK: 1)
        #expect(narrow.k == 8 && narrow.loopCount == 17)
        #expect(CGFloat(narrow.k) * narrow.loopWidth >= 390)
    }

    @Test("Shorter way round, ties to the left (the original's checkNextIsRight)")
    func directionFallback() {
        #expect(TabScrollHeaderView.isShorterWayRight(from: 0, to: 1, count: 7))
        #expect(TabScrollHeaderView.isShorterWayRight(from: 0, to: 3, count: 7))
        #expect(!TabScrollHeaderView.isShorterWayRight(from: 0, to: 4, count: 7))
        #expect(!TabScrollHeaderView.isShorterWayRight(from: 0, to: 2, count: 4))
    }
}

@MainActor @Suite struct TabScrollControllerTests {
    @Test(
        "The header's strip shows one bar under the tab in every copy")
    func stripLayout() {
        let (_, pager, _) = makeTabScroll(
            ["w48", "w68", "w28", "w88"], size: CGSize(width: 320, height: 600))
        let header = pager.headerTab
        #expect(header.geometry.loopWidth == 360)
        #expect(header.collectionView.contentSize.width == 1080)
        #expect(header.collectionView.contentOffset.x == 600)
        #expect(header.indicatorViews.map(\.center.x) == [40, 400, 760])
        #expect(header.indicatorViews.allSatisfy { $0.frame.width == 80 && $0.frame.minY == 42 })
    }

    @Test("A drag across the strip's loop edge keeps its overshoot (the original lost it)")
    func stripWrapKeepsOvershoot() {
        let (window, pager, _) = makeTabScroll(
            ["w48", "w68", "w28", "w88"], size: CGSize(width: 320, height: 600))
        let strip = pager.headerTab.collectionView
        // From 600, drag the content 150 pt left: 750 is past 720, so it wraps to 390.
        let y: CGFloat = 44 + 22
        window.drag(
            along: [CGPoint(x: 300, y: y), CGPoint(x: 150, y: y), CGPoint(x: 150, y: y)],
            duration: 0.5)
        window.settle()
        // The original would snap to exactly 360, losing the 30 pt past the edge.
        #expect(abs(strip.contentOffset.x - (600 + 150 - 360)) < 1e-9)
        #expect(pager.currentIndex == 0)
    }

    @Test("A swipe moves one page and changes the index only on arrival, as in the original")
    func swipe() {
        let (window, pager, pages) = makeTabScroll(numberedTitles(4))
        let log = TabScrollLog()
        pager.delegate = log
        let touch = Touch(location: CGPoint(x: 300, y: 500))
        window.send(Event(touches: [touch]))
        for x in stride(from: 290, through: 100, by: -10) {
            window.runFrames(1)
            touch.update(phase: .moved, location: CGPoint(x: CGFloat(x), y: 500))
            window.send(Event(touches: [touch]))
        }
        #expect(pager.currentIndex == 0)  // halfway is not arrival
        #expect(pager.contentView.pageViews.right === pages[1].view)
        #expect(pager.headerTab.progress > 0.4)
        touch.update(phase: .ended)
        window.send(Event(touches: [touch]))
        window.settle()
        #expect(pager.currentIndex == 1)
        #expect(log.calls == [.change(0, 1)])
        #expect(tabScrollInvariantFailures(pager, pages) == [])
    }

    @Test("A fling crosses one page only")
    func flingOnePage() {
        let (window, pager, pages) = makeTabScroll(numberedTitles(5))
        window.fling(from: CGPoint(x: 380, y: 500), velocity: CGPoint(x: -4000, y: 0))
        window.settle()
        #expect(pager.currentIndex == 1)
        window.fling(from: CGPoint(x: 10, y: 500), velocity: CGPoint(x: 4000, y: 0))
        window.settle()
        window.fling(from: CGPoint(x: 10, y: 500), velocity: CGPoint(x: 4000, y: 0))
        window.settle()
        #expect(pager.currentIndex == 4)  // 1 → 0 → 4: round the loop
        #expect(tabScrollInvariantFailures(pager, pages) == [])
    }

    @Test(
        "Zero pages is an empty state: no index, nothing to swipe, selects ignored (the original crashed)"
    )
    func zeroPages() {
        let (window, pager, pages) = makeTabScroll([])
        #expect(pager.currentIndex == nil && pager.currentViewController == nil)
        window.fling(from: CGPoint(x: 380, y: 500), velocity: CGPoint(x: -4000, y: 0))
        window.tap(at: CGPoint(x: 100, y: 66))
        pager.select(tabIndex: 0)
        window.settle()
        #expect(pager.currentIndex == nil)
        #expect(window.diagnostics.map(\.kind) == [.tabIndexOutOfRange])
        #expect(tabScrollInvariantFailures(pager, pages) == [])
    }

    @Test(
        "One page never shows a blank page: the body does not swipe (the original showed a blank page)"
    )
    func onePage() {
        let (window, pager, pages) = makeTabScroll(["w48"])
        #expect(pager.headerTab.geometry.k == 5)  // 5 copies of 80 cover 390
        for dx: CGFloat in [-4000, 4000] {
            window.fling(from: CGPoint(x: 195, y: 500), velocity: CGPoint(x: dx, y: 0))
            window.settle()
            #expect(pager.contentView.pageViews.center === pages[0].view)
            #expect(pages[0].view.window != nil)
        }
        #expect(tabScrollInvariantFailures(pager, pages) == [])
    }

    @Test(
        "Two pages show the other page on either side, every swipe (the original showed a blank page)"
    )
    func twoPages() {
        let (window, pager, pages) = makeTabScroll(["w48", "w68"])
        var expected = 0
        for dx: CGFloat in [-4000, 4000, 4000, -4000, -4000] {
            let start = CGPoint(x: dx < 0 ? 380 : 10, y: 500)
            // Mid-swipe, the revealed side holds the other page.
            let touch = Touch(location: start)
            window.send(Event(touches: [touch]))
            for step in 1...8 {
                window.runFrames(1)
                touch.update(
                    phase: .moved,
                    location: CGPoint(x: start.x + (dx < 0 ? -20 : 20) * CGFloat(step), y: 500))
                window.send(Event(touches: [touch]))
            }
            let revealed =
                dx < 0 ? pager.contentView.pageViews.right : pager.contentView.pageViews.left
            #expect(revealed === pages[1 - expected].view)
            #expect(pager.contentView.pageViews.center === pages[expected].view)
            touch.update(phase: .ended)
            window.send(Event(touches: [touch]))
            window.settle()
            expected = 1 - expected
            #expect(pager.currentIndex == expected)
            #expect(tabScrollInvariantFailures(pager, pages) == [])
        }
    }

    @Test("Tapping the current tab does nothing, as in the original")
    func tapCurrentTab() {
        let (window, pager, pages) = makeTabScroll(numberedTitles(4))
        let log = TabScrollLog()
        pager.delegate = log
        window.tap(at: CGPoint(x: 195, y: 66))  // the centred, selected tab
        window.settle()
        #expect(log.calls == [] && pager.currentIndex == 0)
        #expect(tabScrollInvariantFailures(pager, pages) == [])
    }

    @Test(
        "Out-of-range selects are ignored with a diagnostic (the original crashed on negative ones)"
    )
    func outOfRange() {
        let (window, pager, pages) = makeTabScroll(numberedTitles(3), defaultTab: 1)
        pager.select(tabIndex: 3)
        pager.select(tabIndex: -1)
        pager.selectMoveToLeft(7)
        window.settle()
        #expect(pager.currentIndex == 1)
        #expect(window.diagnostics.map(\.kind) == Array(repeating: .tabIndexOutOfRange, count: 3))
        #expect(tabScrollInvariantFailures(pager, pages) == [])
    }

    @Test("A default tab out of range falls back to 0 with a diagnostic")
    func defaultTabOutOfRange() {
        Window.printsDiagnostics = false
        let window = Window(size: CGSize(width: 390, height: 844))
        let pager = TabScrollController()
        window.rootViewController = pager
        let pages = numberedTitles(3).map { RecordingPage($0) }
        pager.setViewControllers(pages, defaultTab: 9)
        window.settle()
        #expect(pager.currentIndex == 0)
        #expect(window.diagnostics.map(\.kind) == [.tabIndexOutOfRange])
        #expect(tabScrollInvariantFailures(pager, pages) == [])
    }

    @Test("select(tabIndex:) jumps without instantiating pages in between")
    func jumpInstantiatesOnlyDestination() {
        let (window, pager, pages) = makeTabScroll(numberedTitles(7))
        pager.select(tabIndex: 4)
        window.settle()
        #expect(pager.currentIndex == 4)
        #expect(pages.map(\.isViewLoaded) == [true, false, false, false, true, false, false])
        #expect(tabScrollInvariantFailures(pager, pages) == [])
    }

    @Test("Repeated left moves leave no orphan page views (the original left one)")
    func repeatedLeftMoves() {
        let (window, pager, pages) = makeTabScroll(numberedTitles(5))
        for target in [4, 2, 1, 0, 3, 2] {
            pager.selectMoveToLeft(target)
            window.settle()
            #expect(pager.currentIndex == target)
            #expect(pager.contentView.scrollView.subviews.count <= 3)
            #expect(tabScrollInvariantFailures(pager, pages) == [])
        }
    }

    @Test("A second move during an animation finishes the first, then runs")
    func moveDuringAnimation() {
        let (window, pager, pages) = makeTabScroll(numberedTitles(5))
        let log = TabScrollLog()
        pager.delegate = log
        pager.selectMoveToRight(2)
        window.runFrames(10)
        pager.selectMoveToLeft(4)
        window.settle()
        #expect(pager.currentIndex == 4)
        #expect(log.calls == [.change(0, 2), .change(2, 4)])
        #expect(tabScrollInvariantFailures(pager, pages) == [])
    }

    @Test("A select during a drag cancels the drag first")
    func selectDuringDrag() {
        let (window, pager, pages) = makeTabScroll(numberedTitles(5))
        let touch = Touch(location: CGPoint(x: 300, y: 500))
        window.send(Event(touches: [touch]))
        for x in stride(from: 280, through: 160, by: -20) {
            window.runFrames(1)
            touch.update(phase: .moved, location: CGPoint(x: CGFloat(x), y: 500))
            window.send(Event(touches: [touch]))
        }
        pager.selectMoveToRight(3)
        #expect(!pager.contentView.scrollView.isDragging)
        for x in stride(from: 150, through: 50, by: -20) {  // the finger keeps moving
            window.runFrames(1)
            touch.update(phase: .moved, location: CGPoint(x: CGFloat(x), y: 500))
            window.send(Event(touches: [touch]))
        }
        touch.update(phase: .ended)
        window.send(Event(touches: [touch]))
        window.settle()
        #expect(pager.currentIndex == 3)
        #expect(tabScrollInvariantFailures(pager, pages) == [])
    }

    @Test("A resize at rest and mid-swipe keeps the index and recentres")
    func resize() {
        let (window, pager, pages) = makeTabScroll(numberedTitles(4), defaultTab: 2)
        window.frame = CGRect(x: 0, y: 0, width: 600, height: 400)
        window.settle()
        #expect(pager.currentIndex == 2)
        #expect(pager.contentView.scrollView.contentOffset.x == 600)
        #expect(tabScrollInvariantFailures(pager, pages) == [])
        let touch = Touch(location: CGPoint(x: 500, y: 300))
        window.send(Event(touches: [touch]))
        for x in stride(from: 480, through: 300, by: -20) {
            window.runFrames(1)
            touch.update(phase: .moved, location: CGPoint(x: CGFloat(x), y: 300))
            window.send(Event(touches: [touch]))
        }
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        window.runFrames(1)
        touch.update(phase: .ended)
        window.send(Event(touches: [touch]))
        window.settle()
        #expect(pager.currentIndex == 2)
        #expect(pager.contentView.scrollView.contentOffset.x == 390)
        #expect(tabScrollInvariantFailures(pager, pages) == [])
    }

    @Test("Appearance is balanced across swipes, moves and reloads")
    func appearanceBalanced() {
        let (window, pager, pages) = makeTabScroll(numberedTitles(3))
        window.fling(from: CGPoint(x: 380, y: 500), velocity: CGPoint(x: -4000, y: 0))
        window.settle()
        pager.selectMoveToLeft(2)
        window.settle()
        #expect(tabScrollInvariantFailures(pager, pages) == [])
        let next = numberedTitles(2).map { RecordingPage($0) }
        pager.setViewControllers(next, defaultTab: 1)
        window.settle()
        for page in pages {
            #expect(page.balance == 0 && page.parent == nil)
            #expect(page.calls.count % 4 == 0)  // whole will/did appear/disappear cycles
        }
        #expect(pager.children.count == 2)
        #expect(next[1].calls == [.willAppear, .didAppear])
        #expect(tabScrollInvariantFailures(pager, next) == [])
    }

    @Test("Changing a title or the font re-measures the tabs")
    func widthsInvalidate() {
        let (window, pager, pages) = makeTabScroll(numberedTitles(3))
        #expect(pager.headerTab.geometry.widths == [80, 100, 60])
        pages[1].tabBarItem.title = "w8"
        window.settle()
        #expect(pager.headerTab.geometry.widths == [80, 40, 60])
        // k = 3 now (3 · 180 ≥ 390): 7 copies.
        #expect(abs(pager.headerTab.collectionView.contentSize.width - 180 * 7) < 1e-9)
        var options = pager.options
        options.tabItemTitleFont = .systemFont(ofSize: 14)
        pager.options = options
        pager.headerTab.textMeasurer = nil  // the default measurer: widths follow the font
        window.settle()
        let measured = DefaultTextMeasurer().size(
            of: "w48", font: .systemFont(ofSize: 14), maxWidth: nil, numberOfLines: 1)
        #expect(pager.headerTab.geometry.widths[0] == measured.width.rounded(.up) + 32)
        #expect(tabScrollInvariantFailures(pager, pages) == [])
    }

    @Test("One TabBarItem shown by two pagers re-measures both (UITabBarItem is shared)")
    func sharedItemReMeasuresBothStrips() {
        let (window, pager, pages) = makeTabScroll(numberedTitles(3))
        let (otherWindow, other, otherPages) = makeTabScroll(numberedTitles(3))
        otherPages[1].tabBarItem = pages[1].tabBarItem
        other.setViewControllers(otherPages, defaultTab: 0)
        otherWindow.settle()
        // Re-showing the first pager's items must not drop the second's observation (or the
        // other way round).
        pager.setViewControllers(pages, defaultTab: 0)
        window.settle()
        pages[1].tabBarItem.title = "w8"
        window.settle()
        otherWindow.settle()
        #expect(pager.headerTab.geometry.widths == [80, 40, 60])
        #expect(other.headerTab.geometry.widths == [80, 40, 60])
    }

    @Test("Badges: nil hidden, empty a dot, text otherwise, as in the original")
    func badges() {
        let (window, pager, pages) = makeTabScroll(numberedTitles(3))
        pages[0].tabBarItem.badgeValue = ""
        pages[1].tabBarItem.badgeValue = "3"
        pages[1].tabBarItem.badgeColor = .blue
        window.settle()
        let cells = pager.headerTab.collectionView.visibleCells.compactMap {
            $0 as? TabScrollHeaderCell
        }
        let byTab = Dictionary(
            cells.map { (pager.headerTab.collectionView.indexPath(for: $0)!.item % 3, $0) },
            uniquingKeysWith: { a, _ in a })
        #expect(byTab[0]!.badgeLabel.frame.size == CGSize(width: 8, height: 8))
        #expect(!byTab[0]!.badgeLabel.isHidden && byTab[0]!.badgeLabel.text == nil)
        #expect(byTab[1]!.badgeLabel.text == "3" && byTab[1]!.badgeLabel.backgroundColor == .blue)
        #expect(byTab[2]!.badgeLabel.isHidden)
    }

    @Test("The header hides after 10 pt of scroll from the last accepted point, as in the original")
    func hideThreshold() {
        let (window, pager, pages) = makeTabScroll(numberedTitles(3))
        let log = TabScrollLog()
        pager.delegate = log
        let list = pages[0].list
        list.contentInset.top = 132
        list.contentOffset.y = -132  // accepted: last = −132
        list.contentOffset.y = -125  // Δ7: nothing, last stays
        #expect(!pager.headerTab.isShrunk)
        list.contentOffset.y = -121  // Δ11 from −132: hide
        #expect(pager.headerTab.isShrunk && pager.headerTab.isAnimating)
        #expect(log.calls == [.down])
        list.contentOffset.y = -200  // ignored while animating
        window.settle()
        #expect(pager.headerTab.frame.minY == -49 && pager.headerTab.titleContainerView.alpha == 0)
        list.contentOffset.y = -132  // Δ11 up from −121: show
        window.settle()
        #expect(log.calls == [.down, .up] && pager.headerTab.frame.minY == 0)
    }

    @Test(
        "Short content never hides the header; a new page resets the reference point"
    )
    func shortContentAndPageChange() {
        let (window, pager, pages) = makeTabScroll(numberedTitles(3))
        let log = TabScrollLog()
        pager.delegate = log
        pages[0].list.contentSize.height = 300  // shorter than the page: maxY < minY
        pages[0].list.contentOffset.y = 100
        #expect(!pager.headerTab.isShrunk && log.calls == [])
        pager.select(tabIndex: 1)
        window.settle()
        let list = pages[1].list
        list.contentOffset.y = -60  // 28 pt below the new page's own start (−88): hide
        #expect(pager.headerTab.isShrunk)
        #expect(log.calls == [.change(0, 1), .down])
    }

    @Test("Background alpha ramps over the hiding distance")
    func alphaRamp() {
        let (_, pager, pages) = makeTabScroll(numberedTitles(3))
        let list = pages[0].list
        #expect(pager.headerTab.backgroundView.alpha == 0)
        list.contentOffset.y = -88 + 24.5
        #expect(pager.headerTab.backgroundView.alpha == 0.5)
        list.contentOffset.y = 100
        #expect(pager.headerTab.backgroundView.alpha == 1)
    }

    @Test("Other pages' offsets follow the header (the original's adjustContentOffset)")
    func otherPagesInStep() {
        let (window, pager, pages) = makeTabScroll(numberedTitles(3))
        pager.select(tabIndex: 1)
        pager.select(tabIndex: 0)
        window.settle()
        pages[1].list.contentOffset.y = -60  // near the top: snaps to −88 when shown
        pager.selectMoveToRight(2)
        window.settle()
        #expect(pages[1].list.contentOffset.y == -88)
    }
}

/// A page whose view is its list: asking for `scrollView` loads the view.
@MainActor
final class ListViewPage: ViewController, TabScrollContentScrollable {
    var scrollView: ScrollView? { view as? ScrollView }
    override func loadView() {
        let list = ScrollView()
        list.contentSize = CGSize(width: 0, height: 2000)
        view = list
    }
}

@MainActor @Suite struct TabScrollLazyPageTests {
    @Test("Pages load when first shown, and only then get the header's inset")
    func pagesLoadLazily() {
        Window.printsDiagnostics = false
        let window = Window(size: CGSize(width: 390, height: 844))
        let pager = TabScrollController()
        let pages = (0..<5).map { index -> ListViewPage in
            let page = ListViewPage()
            page.tabBarItem.title = "Tab \(index)"
            return page
        }
        pager.setViewControllers(pages, defaultTab: 2)
        window.rootViewController = pager
        window.settle()
        #expect(pages.map(\.isViewLoaded) == [false, false, true, false, false])
        #expect(pages[2].scrollView?.contentInset.top == 88)
        #expect(pages[2].scrollView?.contentOffset.y == -88)
        pager.selectMoveToLeft(0)
        window.settle()
        #expect(pages.map(\.isViewLoaded) == [true, false, true, false, false])
        #expect(pages[0].scrollView?.contentInset.top == 88)
    }
}

@MainActor @Suite struct TabScrollTreeTests {
    /// The reference strip (loop 360) in a 320-wide window: tab 0 of copy 2 is centred (760 − 160
    /// = 600), one bar per copy at 40, 400, 760; only the current page is in the body.
    ///
    ///     strip x:  600        720    800      900  920
    ///               | tab3 120 | tab0 | tab1 100 | t2 ...
    ///                            ====  <- bar2, centred at 760
    @Test("The settled tree: header over the body, one page, a bar per copy")
    func settledTree() {
        let (_, pager, _) = makeTabScroll(numberedTitles(4), size: CGSize(width: 320, height: 600))
        assertTree(
            pager.view, options: TreeDescriptionOptions(maxDepth: 3),
            """
            View (0 0; 320 600)
            ├ TabScrollBodyView "body" (0 0; 320 600) page=0
            │ └ ScrollView "pages" (0 0; 320 600) offset=(320 0) content=(960 600)
            │   └ View "w48" (320 0; 320 600)
            └ TabScrollHeaderView "header" (0 0; 320 88) tab=0 loops=3
              ├ View "background" (0 0; 320 88) alpha=0 bg=#FFFFFF
              ├ View "title" (0 0; 320 44)
              │ └ Label (0 0; 320 44)
              └ CollectionView "tabs" (0 44; 320 44) bg=#00000000 offset=(600 0) content=(1080 44)
                ├ View "bar0" (0 42; 80 2) interaction=off bg=#FF0000
                ├ View "bar1" (360 42; 80 2) interaction=off bg=#FF0000
                ├ View "bar2" (720 42; 80 2) interaction=off bg=#FF0000
                ├ TabScrollHeaderCell (600 0; 120 44) indexPath=[0 7] tab="w88"
                ├ TabScrollHeaderCell (720 0; 80 44) indexPath=[0 8] tab="w48" current
                ├ TabScrollHeaderCell (800 0; 100 44) indexPath=[0 9] tab="w68"
                └ TabScrollHeaderCell (900 0; 60 44) indexPath=[0 10] tab="w28"
            """)
    }
}

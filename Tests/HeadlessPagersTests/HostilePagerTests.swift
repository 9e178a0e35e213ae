import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

@testable import HeadlessPagers

/// Pagers given data that fights back: no pages, no width, resizes in the middle of a drag.
@MainActor @Suite struct HostilePagerTests {
    @Test(
        "A walkthrough with no pages, or laid out at width 0, shows an empty or clamped state (UIKit: isPagingEnabled)"
    )
    func walkthroughWithoutPagesOrWidth() {
        for pageCount in [0, 1, 5] {
            let (window, walkthrough) = makeWalkthrough(pageCount: pageCount)
            window.fling(from: CGPoint(x: 300, y: 300), velocity: CGPoint(x: -2000, y: 0))
            window.settle()
            let page = walkthrough.currentPage
            #expect(page == min(1, max(pageCount - 1, 0)))
            for width: CGFloat in [0, 200, 0, 375] {
                walkthrough.frame.size.width = width
                window.fling(from: CGPoint(x: 150, y: 300), velocity: CGPoint(x: 0, y: 0))
                #expect(window.settle(), "\(pageCount) pages at width \(width)")
                #expect(invariantViolations(in: window, atRest: true) == [])
                #expect(walkthrough.currentPage == page, "\(pageCount) pages at width \(width)")
                #expect(walkthrough.outerScrollView.contentOffset.x == CGFloat(page) * width)
            }
            // A drag while the walkthrough has no width, resized back mid-drag.
            walkthrough.frame.size.width = 0
            window.layoutIfNeeded()
            let touch = dragAndHold(window, by: 100, from: CGPoint(x: 0, y: 300))
            walkthrough.frame.size.width = 375
            window.runFrames(1)
            touch.end()
            #expect(window.settle())
            #expect(invariantViolations(in: window, atRest: true) == [])
            walkthrough.scrollToPage(Int.max, animated: true)
            walkthrough.pageControl.currentPage = Int.min
            #expect(window.settle())
            #expect(invariantViolations(in: window, atRest: true) == [])
        }
    }
}

extension HostilePagerTests {
    @Test(
        "After a reload to 0 tabs the tab strip rests at its start, not past its end (UIKit: contentOffset)"
    )
    func tabStripAfterReloadToZero() {
        let (window, pager, _) = makeTabScroll(numberedTitles(5), defaultTab: 3)
        pager.select(tabIndex: 4)
        #expect(window.settle())
        let strip = pager.headerTab.collectionView
        #expect(strip.contentOffset.x > 0)
        pager.setViewControllers([])
        #expect(window.settle())
        #expect(strip.contentOffset == strip.minimumContentOffset)
        #expect(invariantViolations(in: window, atRest: true) == [])
        pager.setViewControllers(numberedTitles(3).map { RecordingPage($0) })
        #expect(window.settle())
        #expect(invariantViolations(in: window, atRest: true) == [])
    }
}

extension HostilePagerTests {
    @Test(
        "A pager scrolled into its last page and reloaded to 0 pages rests inside its bounds, and again at 3 (UIKit: UIScrollView.contentOffset)"
    )
    func topContentPagerReloadToZero() {
        let pager = ProfilePagerController(
            pages: (0..<4).map { ListPage(title: "p\($0)", rows: 40) })
        let window = show(pager, size: CGSize(width: 390, height: 844))
        pager.setSelectedIndex(3, animated: false)
        #expect(window.settle())
        pager.setY(3, 900)
        #expect(window.settle())
        #expect(pager.selectedIndex == 3 && pager.pagerScrollView.contentOffset.x > 1000)
        for count in [0, 3, 0, 1] {
            pager.pages = (0..<count).map { ListPage(title: "p\($0)", rows: 10) }
            pager.reloadData()
            #expect(window.settle(), "\(count) pages")
            #expect(invariantViolations(in: window, atRest: true) == [], "\(count) pages")
            #expect(invariantViolations(pager) == [], "\(count) pages")
        }
    }

    //  Tab strip of 5 tabs scrolled to its end, the window shrunk (to nothing, or to 200 pt)
    //  and grown back, then a selection: the strip rests between 0 and its end.
    @Test(
        "After a resize and a selection the tab strip and the pages rest inside their content (UIKit: UIScrollView.contentOffset)",
        arguments: [CGSize.zero, CGSize(width: 200, height: 844), CGSize(width: 0, height: 844)])
    func tabStripAfterResizeAndSelection(size: CGSize) {
        let (window, pager, _) = makeTabScroll(numberedTitles(5), defaultTab: 0)
        pager.select(tabIndex: 4)
        #expect(window.settle())
        #expect(pager.headerTab.collectionView.contentOffset.x > 0)
        window.frame = CGRect(origin: .zero, size: size)
        #expect(window.settle())
        pager.select(tabIndex: 2)
        #expect(window.settle())
        #expect(invariantViolations(in: window, atRest: true) == [], "at \(size)")
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(window.settle())
        pager.select(tabIndex: 4)
        #expect(window.settle())
        #expect(invariantViolations(in: window, atRest: true) == [], "back from \(size)")
        pager.select(tabIndex: 0)
        #expect(window.settle())
        #expect(invariantViolations(in: window, atRest: true) == [], "back from \(size)")
    }
}

extension HostilePagerTests {
    /// When the reload comes during an animated selection or a paging swipe.
    enum ReloadMoment: CaseIterable {
        case sameFrameAsSelection, midSelection, midSwipe
    }

    //  pages  [ 0 ][ 1 ][ 2 ]     select 2 (animated) … reload to 1 page
    //  after  [ 0 ]               the pager rests on page 0, not at x = 780
    @Test(
        "A reload to fewer pages during an animated selection or a swipe rests on a page that exists (UIKit: setContentOffset(_:animated:))",
        arguments: ReloadMoment.allCases)
    func reloadToFewerPagesWhileMoving(moment: ReloadMoment) {
        let pager = ProfilePagerController(
            pages: (0..<3).map { ListPage(title: "p\($0)", rows: 40) })
        let window = show(pager, size: CGSize(width: 390, height: 700))
        #expect(window.settle())
        switch moment {
        case .sameFrameAsSelection:
            pager.setSelectedIndex(2, animated: true)
        case .midSelection:
            pager.setSelectedIndex(2, animated: true)
            window.runFrames(5)
        case .midSwipe:
            window.fling(from: CGPoint(x: 300, y: 500), velocity: CGPoint(x: -3000, y: 0))
            window.runFrames(2)
            #expect(pager.pagerScrollView.isDecelerating)
        }
        pager.pages = [ListPage(title: "p0", rows: 10)]
        pager.reloadData()
        #expect(window.settle(), "\(moment)")
        #expect(invariantViolations(in: window, atRest: true) == [], "\(moment)")
        #expect(pager.selectedIndex == 0 && pager.pagerScrollView.contentOffset.x == 0)
        #expect(invariantViolations(pager) == [], "\(moment)")
    }
}

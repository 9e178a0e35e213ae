import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

@testable import HeadlessPagers

/// The scroll views of `window` resting outside their content bounds (none when all is well).
@MainActor
private func restingOutside(_ window: Window) -> [String] {
    invariantViolations(in: window, atRest: true).filter { $0.contains("rests at offset") }
}

@MainActor @Suite struct TopContentPagerRestTests {
    @Test(
        "A switch while the page bounces back at its top leaves the new page at its top (UIKit: UIScrollView.contentOffset)"
    )
    func switchDuringBounceBack() {
        let pager = ProfilePagerController()
        let window = show(pager)
        window.drag(from: CGPoint(x: 100, y: 650), to: CGPoint(x: 100, y: 660), duration: 0.01)
        pager.setSelectedIndex(2, animated: true)
        #expect(window.settle())
        #expect(restingOutside(window) == [])
        #expect(pager.y(2) >= 0)
    }

    @Test(
        "A drag during a bounce-back and a double tap leave every page inside its bounds (UIKit: UIScrollView.contentOffset)"
    )
    func dragDuringBounceThenTap() {
        let pager = ProfilePagerController()
        let window = show(pager)
        window.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 800), duration: 0.01)
        window.drag(from: CGPoint(x: 150, y: 450), to: CGPoint(x: 150, y: 550), duration: 0.01)
        window.tap(at: CGPoint(x: 140, y: 490), count: 2)
        #expect(window.settle())
        #expect(restingOutside(window) == [])
    }

    @Test(
        "A pinned pager whose header shrinks shows a short page inside its bounds (UIKit: UIScrollView.contentSize)"
    )
    func headerShrinksWhilePinned() {
        let pager = ProfilePagerController(
            pages: [ListPage(title: "Long", rows: 60), ListPage(title: "Short", rows: 2)],
            headerHeight: 600)
        let window = show(pager)
        pager.setY(0, 1500)
        #expect(window.settle())
        #expect(pager.isPinned)
        pager.topContentView.setHeight(200)
        #expect(window.settle())
        pager.setSelectedIndex(1, animated: true)
        #expect(window.settle())
        #expect(restingOutside(window) == [])
        let table = pager.tableView(at: 1)!
        #expect(pager.y(1) <= table.maximumContentOffset.y)
    }

    @Test(
        "A resize to zero and back, then a selection, leaves every page inside its bounds (UIKit: UIScrollView.contentOffset)",
        arguments: [CGSize.zero, CGSize(width: 200, height: 300), CGSize(width: 600, height: 300)])
    func resizeThenSelect(size: CGSize) {
        let pager = ProfilePagerController(
            pages: [
                ListPage(title: "Long", rows: 60), ListPage(title: "Short", rows: 3),
                ListPage(title: "Mid", rows: 20),
            ])
        let window = show(pager)
        pager.setY(0, 2000)
        #expect(window.settle())
        window.frame = CGRect(origin: .zero, size: size)
        #expect(window.settle())
        pager.setSelectedIndex(1, animated: true)
        #expect(window.settle())
        #expect(restingOutside(window) == [])
        window.frame = CGRect(x: 0, y: 0, width: 375, height: 844)
        #expect(window.settle())
        pager.setSelectedIndex(2, animated: true)
        #expect(window.settle())
        #expect(restingOutside(window) == [])
    }
}

extension TopContentPagerRestTests {
    @Test(
        "A reload while the pager has zero width keeps the header where its page puts it (UIKit: UIView.layoutSubviews)"
    )
    func reloadAtZeroWidth() {
        let pager = ProfilePagerController()
        let window = show(pager, size: CGSize(width: 390, height: 844))
        pager.setY(0, 84)
        #expect(window.settle())
        window.frame = CGRect(x: 0, y: 0, width: 0, height: 700)
        #expect(window.settle())
        pager.reloadData()
        #expect(window.settle())
        #expect(invariantViolations(pager) == [])
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(window.settle())
        #expect(invariantViolations(pager) == [])
        #expect(restingOutside(window) == [])
    }
}

extension TopContentPagerRestTests {
    /// When the reload comes during an animated selection or a paging swipe.
    enum ReloadMoment: CaseIterable {
        case sameFrameAsSelection, midSelection, midSwipe
    }

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

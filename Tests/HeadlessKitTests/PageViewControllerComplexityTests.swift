import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A page that counts the pages alive.
@MainActor
private final class CountedPage: ViewController {
    nonisolated(unsafe) static var alive = 0
    let index: Int

    init(_ index: Int) {
        self.index = index
        CountedPage.alive += 1
        super.init(nibName: nil, bundle: nil)
    }

    isolated deinit { CountedPage.alive -= 1 }
}

/// Pages without end, made on demand: nothing but the page view controller keeps them.
@MainActor
private final class EndlessPages: PageViewControllerDataSource {
    func pageViewController(
        _ pageViewController: PageViewController,
        viewControllerBefore viewController: ViewController
    ) -> ViewController? {
        CountedPage((viewController as! CountedPage).index - 1)
    }

    func pageViewController(
        _ pageViewController: PageViewController,
        viewControllerAfter viewController: ViewController
    ) -> ViewController? {
        CountedPage((viewController as! CountedPage).index + 1)
    }
}

/// What one stretch of paging cost.
private struct PagingCost: Equatable {
    var statistics: PageStatistics
    var viewsWalked: Int
}

@MainActor @Suite(.serialized) struct PageViewControllerComplexityTests {
    /// A pager of endless pages on page 0, as the root of a 390 × 844 window.
    private func makePager() -> (Window, PageViewController, EndlessPages) {
        let window = Window(size: CGSize(width: 390, height: 844))
        let source = EndlessPages()
        let pager = PageViewController(
            transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.dataSource = source
        pager.setViewControllers([CountedPage(0)], direction: .forward, animated: false)
        window.rootViewController = pager
        window.settle()
        return (window, pager, source)
    }

    /// The counts `body` adds.
    private func cost(of pager: PageViewController, _ body: () -> Void) -> PagingCost {
        let statistics = pager.statistics
        let walked = View.treeOperations.viewsWalked
        body()
        var delta = pager.statistics
        delta.dataSourceQueries -= statistics.dataSourceQueries
        delta.pageViewsAdded -= statistics.pageViewsAdded
        delta.pageViewsRemoved -= statistics.pageViewsRemoved
        return PagingCost(
            statistics: delta, viewsWalked: View.treeOperations.viewsWalked - walked)
    }

    @Test(
        "Paging 10,000 pages forward keeps at most three page views and pages alive, and each hundred pages costs the same (UIKit: the page view controller keeps only the pages it shows and asks the data source again)"
    )
    func tenThousandPages() throws {
        try #require(TreeOperations.isCounting)
        let (window, pager, source) = makePager()
        defer { withExtendedLifetime((window, source)) {} }
        let scroll = try #require(pager.pageScrollView)
        let alive = CountedPage.alive
        var mostAlive = 0
        var mostPageViews = 0
        // One page: the offset reaches the next slot, then the scroll view comes to rest
        // (the same delegate calls a swipe makes, without its frames).
        func turn() {
            scroll.setContentOffset(CGPoint(x: 780, y: 0), animated: false)
            mostPageViews = max(mostPageViews, scroll.subviews.count)
            mostAlive = max(mostAlive, CountedPage.alive - alive)
            scroll.delegate?.scrollViewDidEndDecelerating(scroll)
        }
        var costs: [PagingCost] = []
        for _ in 0..<100 {
            costs.append(cost(of: pager) { for _ in 0..<100 { turn() } })
        }
        #expect((pager.viewControllers?.first as? CountedPage)?.index == 10_000)
        #expect(mostPageViews == 2)
        #expect(mostAlive <= 2)
        #expect(pager.statistics.mostPageViews <= 3)
        #expect(scroll.subviews.count == 1)
        #expect(pager.children.count == 1)
        #expect(scroll.contentSize == CGSize(width: 1170, height: 844))
        #expect(scroll.contentOffset == CGPoint(x: 390, y: 0))
        // Per page: one question, one view in, one view out.
        #expect(costs[0].statistics.dataSourceQueries == 100)
        #expect(costs[0].statistics.pageViewsAdded == 100)
        #expect(costs[0].statistics.pageViewsRemoved == 100)
        // No growth with history: the last hundred pages cost what the second hundred did.
        #expect(costs[99] == costs[1])
        #expect(costs[50] == costs[1])
    }

    @Test(
        "Paging by flings costs the same per page after 200 pages as at first, back and forth (UIKit: isPagingEnabled; the page view controller recentres its scroll view)"
    )
    func flingsCostTheSame() throws {
        try #require(TreeOperations.isCounting)
        let (window, pager, source) = makePager()
        defer { withExtendedLifetime(source) {} }
        let alive = CountedPage.alive
        func fling(_ dx: CGFloat) {
            window.fling(from: CGPoint(x: 200, y: 400), velocity: CGPoint(x: dx, y: 0))
            window.settle()
        }
        var costs: [PagingCost] = []
        for _ in 0..<10 {
            costs.append(cost(of: pager) { for _ in 0..<20 { fling(-1200) } })
        }
        #expect((pager.viewControllers?.first as? CountedPage)?.index == 200)
        #expect(costs[9] == costs[1])
        #expect(costs[1].statistics.dataSourceQueries == 20)
        let back = cost(of: pager) { for _ in 0..<20 { fling(1200) } }
        #expect(back == costs[1])
        #expect((pager.viewControllers?.first as? CountedPage)?.index == 180)
        #expect(CountedPage.alive - alive <= 1)
        #expect(pager.statistics.mostPageViews <= 3)
    }
}

import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

@MainActor @Suite struct PageViewControllerStyleTests {
    // MARK: - Page indicator

    @Test(
        "With a presentation count the scroll style shows a page control under the pages; it follows swipes by one dot and setViewControllers by asking the index (UIKit: presentationCount(for:), presentationIndex(for:))"
    )
    func pageIndicator() {
        let f = PagerFixture(["A", "B", "C", "D"], count: 4, start: 1)
        let dots = f.pager.pageControl
        #expect(dots.superview === f.pager.view)
        #expect(dots.numberOfPages == 4)
        #expect(dots.currentPage == 1)
        f.window.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -1500, y: 0))
        f.window.settle()
        #expect(f.shown == ["C"])
        #expect(dots.currentPage == 2)
        //  +----------------------+  0
        //  | scroll view (pages)  |
        //  |                      |  818
        //  | . . o .  page control|
        //  +----------------------+  844
        assertTree(
            f.pager.view,
            """
            PageViewControllerView (0 0; 390 844)
            ├ ScrollView (0 0; 390 818) offset=(390 0) content=(1170 818)
            │ └ View (390 0; 390 818)
            └ PageControl (0 818; 390 26) interaction=off page=2/4
            """)
        f.source.index = 0
        f.pager.setViewControllers([f.pages[0]], direction: .reverse, animated: false)
        #expect(dots.currentPage == 0)
        // A count of 0 takes the indicator away, and the pages grow back.
        f.source.count = 0
        f.pager.setViewControllers([f.pages[1]], direction: .forward, animated: false)
        #expect(dots.superview == nil)
        #expect(f.scroll.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test(
        "A data source without the presentation methods shows no page indicator (UIKit: both methods must be implemented for the indicator to show)"
    )
    func noIndicatorByDefault() {
        final class Plain: PageViewControllerDataSource {
            func pageViewController(
                _ p: PageViewController, viewControllerBefore viewController: ViewController
            ) -> ViewController? { nil }
            func pageViewController(
                _ p: PageViewController, viewControllerAfter viewController: ViewController
            ) -> ViewController? { nil }
        }
        let plain = Plain()
        let pager = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.dataSource = plain
        pager.setViewControllers([ViewController()], direction: .forward, animated: false)
        #expect(pager.view.subviews == [pager.pageScrollView!])
        #expect(plain.presentationCount(for: pager) == 0)
        #expect(plain.presentationIndex(for: pager) == 0)
    }

    // MARK: - Orientation and spacing

    @Test(
        "The vertical orientation pages along y: a swipe up turns forward (UIKit: NavigationOrientation.vertical)"
    )
    func vertical() {
        let f = PagerFixture(orientation: .vertical)
        #expect(f.scroll.contentSize == CGSize(width: 390, height: 2532))
        #expect(f.scroll.contentOffset == CGPoint(x: 0, y: 844))
        f.window.fling(from: CGPoint(x: 200, y: 600), velocity: CGPoint(x: 0, y: -1500))
        f.window.settle()
        #expect(f.shown == ["B"])
        #expect(f.pages[1].view.frame == CGRect(x: 0, y: 844, width: 390, height: 844))
        // A horizontal swipe does nothing.
        f.window.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -1500, y: 0))
        f.window.settle()
        #expect(f.shown == ["B"])
        // No page indicator for the vertical orientation, as in UIKit.
        let counted = PagerFixture(orientation: .vertical, count: 3)
        #expect(counted.pager.pageControl.superview == nil)
    }

    @Test(
        "interPageSpacing widens each page's slot by the gap: the scroll view is a page plus a gap wide, centred on the pages (UIKit: OptionsKey.interPageSpacing)"
    )
    func interPageSpacing() {
        //  |gap/2| page 390 |gap/2|   one slot: 410 wide
        let f = PagerFixture(options: [.interPageSpacing: 20])
        #expect(f.scroll.frame == CGRect(x: -10, y: 0, width: 410, height: 844))
        #expect(f.scroll.contentSize == CGSize(width: 1230, height: 844))
        #expect(f.pages[0].view.frame == CGRect(x: 420, y: 0, width: 390, height: 844))
        #expect(f.pages[0].view.convert(CGPoint.zero, to: nil) == .zero)
        f.slowDrag(dx: -250)
        #expect(f.shown == ["B"])
        #expect(f.scroll.contentOffset == CGPoint(x: 410, y: 0))
        // Other number types.
        for value: Any in [CGFloat(8), 8.0, NSNumber(value: 8), Float(8)] {
            let pager = PageViewController(
                transitionStyle: .scroll, navigationOrientation: .horizontal,
                options: [.interPageSpacing: value])
            #expect(pager.interPageSpacing == 8)
        }
        let negative = PageViewController(
            transitionStyle: .scroll, navigationOrientation: .horizontal,
            options: [.interPageSpacing: -5])
        #expect(negative.interPageSpacing == 0)
    }

    @Test(
        "A NaN interPageSpacing stops, naming the option (UIKit: OptionsKey.interPageSpacing is a number of points)"
    )
    func nanSpacingStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            _ = PageViewController(
                transitionStyle: .scroll, navigationOrientation: .horizontal,
                options: [.interPageSpacing: CGFloat.nan])
        }
    }

    @Test(
        "A resized view keeps the page in the middle slot (UIKit: the scroll view follows the page view controller's bounds)"
    )
    func resize() {
        let f = PagerFixture()
        f.window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        f.window.settle()
        #expect(f.scroll.contentOffset == CGPoint(x: 844, y: 0))
        #expect(f.pages[0].view.frame == CGRect(x: 844, y: 0, width: 844, height: 390))
        f.window.beginTouch(at: CGPoint(x: 800, y: 200))
            .move(to: CGPoint(x: 300, y: 200), duration: 0.3).hold().end()
        f.window.settle()
        #expect(f.shown == ["B"])
        #expect(f.scroll.contentOffset == CGPoint(x: 844, y: 0))
    }

    // MARK: - Properties

    @Test(
        "The scroll style has no gesture recognizers of its own and no spine; page curl has its pan and the spine at min (UIKit: gestureRecognizers, spineLocation)"
    )
    func properties() {
        let scroll = PageViewController(
            transitionStyle: .scroll, navigationOrientation: .horizontal)
        #expect(scroll.gestureRecognizers.isEmpty)
        #expect(scroll.spineLocation == .none)
        let curl = PageViewController()
        #expect(curl.transitionStyle == .pageCurl)
        #expect(curl.navigationOrientation == .horizontal)
        #expect(curl.gestureRecognizers.count == 1)
        #expect(curl.spineLocation == .min)
        #expect(!curl.isDoubleSided)
        curl.isDoubleSided = true
        #expect(curl.isDoubleSided)
        let max = PageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .vertical,
            options: [.spineLocation: PageViewController.SpineLocation.max])
        #expect(max.spineLocation == .max)
    }

    // MARK: - Page curl

    @Test(
        "Page curl: a pan past half the view turns the page when the finger lifts, without animation; a short one cancels (UIKit: TransitionStyle.pageCurl, didFinishAnimating)"
    )
    func pageCurl() {
        let f = PagerFixture(style: .pageCurl)
        #expect(f.pager.view.subviews == [f.pages[0].view])
        let finger = f.window.beginTouch(at: CGPoint(x: 350, y: 400))
        finger.move(to: CGPoint(x: 300, y: 400), duration: 0.1)
        // The pending page waits under the current one.
        #expect(f.pager.view.subviews == [f.pages[1].view, f.pages[0].view])
        #expect(f.log.take() == ["B.willMove(parent)", "A.willDisappear", "B.willAppear"])
        finger.hold().end()
        #expect(f.shown == ["A"])
        #expect(f.pager.view.subviews == [f.pages[0].view])
        #expect(
            f.log.take() == [
                "B.willMove(nil)", "B.willDisappear", "B.didDisappear", "A.willAppear",
                "A.didAppear", "B.didMove(nil)",
            ])
        f.window.beginTouch(at: CGPoint(x: 350, y: 400))
            .move(to: CGPoint(x: 100, y: 400), duration: 0.2).hold().end()
        #expect(f.shown == ["B"])
        #expect(f.pages[1].view.frame == f.pager.view.bounds)
        // A fling back turns to the page before.
        f.window.fling(from: CGPoint(x: 100, y: 400), velocity: CGPoint(x: 600, y: 0))
        #expect(f.shown == ["A"])
        // Before the first page, nothing.
        f.window.fling(from: CGPoint(x: 100, y: 400), velocity: CGPoint(x: 600, y: 0))
        #expect(f.shown == ["A"])
        #expect(
            f.delegate.calls == [
                .willTransition(["B"]),
                .didFinish(finished: true, previous: ["A"], completed: false),
                .willTransition(["B"]),
                .didFinish(finished: true, previous: ["A"], completed: true),
                .willTransition(["A"]),
                .didFinish(finished: true, previous: ["B"], completed: true),
            ])
        // Animated setViewControllers changes at once.
        var completions: [Bool] = []
        f.pager.setViewControllers([f.pages[2]], direction: .forward, animated: true) {
            completions.append($0)
        }
        #expect(completions == [true])
        #expect(f.shown == ["C"])
    }

    @Test(
        "Page curl: a cancelled touch cancels the turn (UIKit: transitionCompleted false)"
    )
    func pageCurlCancelledTouch() {
        let f = PagerFixture(style: .pageCurl)
        f.window.beginTouch(at: CGPoint(x: 350, y: 400))
            .move(to: CGPoint(x: 100, y: 400), duration: 0.2).cancel()
        #expect(f.shown == ["A"])
        #expect(
            f.delegate.calls.last == .didFinish(finished: true, previous: ["A"], completed: false))
        #expect(f.pages[1].parent == nil)
        #expect(f.pages[1].appearanceState == .disappeared)
    }

    // MARK: - Edge cases of the scroll style

    @Test(
        "A touch that catches a turn in flight and lifts without dragging lets it settle on the nearest page (UIKit: touching a decelerating scroll view stops it)"
    )
    func caughtTurn() {
        let f = PagerFixture()
        f.window.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -800, y: 0))
        f.window.runFrames(3)
        #expect(f.scroll.isDecelerating)
        f.window.tap(at: CGPoint(x: 200, y: 400))
        f.window.settle()
        #expect(f.pager.turn == nil)
        #expect([["A"], ["B"]].contains(f.shown))
        #expect(f.scroll.contentOffset == CGPoint(x: 390, y: 0))
        #expect(f.scroll.subviews.count == 1)
        #expect(f.delegate.calls.count == 2)
    }

    @Test(
        "A page view controller whose view leaves the window mid-turn ends the turn with balanced callbacks (UIKit: appearance callbacks are always balanced)"
    )
    func windowGoesAwayMidTurn() {
        let f = PagerFixture()
        f.window.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -800, y: 0))
        f.window.runFrames(3)
        f.window.rootViewController = nil
        f.window.settle()
        #expect(f.pager.turn == nil)
        #expect(f.pages.map(\.appearanceState) == [.disappeared, .disappeared, .disappeared])
        #expect(f.pager.children.count == 1)
        let entries = f.log.take()
        for page in ["A", "B"] {
            let will = entries.filter { $0 == "\(page).willAppear" }.count
            let did = entries.filter { $0 == "\(page).didDisappear" }.count
            #expect(will <= did)
        }
    }
}

@MainActor @Suite struct PageViewControllerEdgeTests {
    @Test(
        "The page appears with the page view controller, after it, in UIKit's order (UIKit: child appearance callbacks follow the parent's)"
    )
    func firstAppearance() {
        final class LoggedPager: PageViewController {
            var log: Log?
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                log?.add("pager.willAppear")
            }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                log?.add("pager.didAppear")
            }
        }
        let log = Log()
        let page = LoggedPage("A", log: log)
        let pager = LoggedPager(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.log = log
        pager.setViewControllers([page], direction: .forward, animated: false)
        #expect(log.take() == ["A.willMove(parent)", "A.didMove(parent)"])
        let window = Window(size: CGSize(width: 390, height: 844))
        window.rootViewController = pager
        #expect(
            log.take() == ["pager.willAppear", "A.willAppear", "pager.didAppear", "A.didAppear"])
        window.rootViewController = nil
        #expect(log.take() == ["A.willDisappear", "A.didDisappear"])
    }

    @Test(
        "setViewControllers during a bounce at an end stops the bounce on the new page (UIKit: setViewControllers(_:direction:animated:completion:))"
    )
    func setDuringBounce() {
        let f = PagerFixture()
        f.window.beginTouch(at: CGPoint(x: 40, y: 400))
            .move(to: CGPoint(x: 240, y: 400), duration: 0.2).end()
        f.window.runFrames(3)
        #expect(f.scroll.isDecelerating)
        f.pager.setViewControllers([f.pages[1]], direction: .forward, animated: false)
        f.window.settle()
        #expect(f.shown == ["B"])
        #expect(f.scroll.contentOffset == CGPoint(x: 390, y: 0))
        #expect(f.scroll.contentInset == .zero)
        f.slowDrag(dx: -250)
        #expect(f.shown == ["C"])
    }

    @Test(
        "setViewControllers animated under a dragging finger changes the page at once; the drag goes on from it (UIKit: setViewControllers(_:direction:animated:completion:))"
    )
    func setAnimatedUnderFinger() {
        let f = PagerFixture()
        let finger = f.window.beginTouch(at: CGPoint(x: 300, y: 400))
        finger.move(to: CGPoint(x: 250, y: 400), duration: 0.1)
        var completions: [Bool] = []
        f.pager.setViewControllers([f.pages[2]], direction: .forward, animated: true) {
            completions.append($0)
        }
        #expect(completions == [true])
        #expect(f.shown == ["C"])
        #expect(
            f.delegate.calls.last == .didFinish(finished: false, previous: ["A"], completed: false))
        finger.move(to: CGPoint(x: 350, y: 400), duration: 0.1).hold().end()
        f.window.settle()
        #expect(f.shown == ["C"])
        #expect(f.pages.map(\.appearanceState) == [.disappeared, .disappeared, .appeared])
        #expect(f.scroll.contentOffset == CGPoint(x: 390, y: 0))
    }

    @Test(
        "A button on a page takes a tap (UIKit: a paging scroll view delays content touches, then delivers them)"
    )
    func buttonOnAPage() {
        let f = PagerFixture()
        var taps = 0
        let button = Button(type: .system)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 100, y: 300, width: 190, height: 44)
        button.addAction(Action { _ in taps += 1 }, for: .touchUpInside)
        f.pages[0].view.addSubview(button)
        f.window.tap(at: CGPoint(x: 195, y: 322))
        f.window.settle()
        #expect(taps == 1)
        #expect(f.shown == ["A"])
    }

    @Test(
        "A negative presentation count shows no indicator and an index out of range is clamped by the page control (UIKit: UIPageControl.currentPage)"
    )
    func indicatorData() {
        let f = PagerFixture(count: -3)
        #expect(f.pager.pageControl.superview == nil)
        f.source.count = 3
        f.source.index = 99
        f.pager.setViewControllers([f.pages[1]], direction: .forward, animated: false)
        #expect(f.pager.pageControl.numberOfPages == 3)
        #expect(f.pager.pageControl.currentPage == 2)
    }
}

@MainActor @Suite struct PageViewControllerNestingTests {
    @Test(
        "A vertical scroll view on a page takes vertical drags; horizontal swipes turn the page (UIKit: nested scroll views on different axes share the touch)"
    )
    func verticalListOnAPage() {
        let f = PagerFixture()
        let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        list.contentSize = CGSize(width: 390, height: 3000)
        f.pages[0].view.addSubview(list)
        f.window.beginTouch(at: CGPoint(x: 200, y: 700))
            .move(to: CGPoint(x: 200, y: 400), duration: 0.2).hold().end()
        f.window.settle()
        #expect(list.contentOffset.y == 300)
        #expect(f.shown == ["A"])
        #expect(f.delegate.calls.isEmpty)
        f.window.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -1500, y: 0))
        f.window.settle()
        #expect(f.shown == ["B"])
        #expect(list.contentOffset.y == 300)
    }

    @Test(
        "Turning the scroll view's isScrollEnabled off, as UIKit apps do to stop swipes, stops them; setViewControllers still turns pages (UIKit: UIScrollView.isScrollEnabled)"
    )
    func swipesTurnedOff() {
        let f = PagerFixture()
        for case let scrollView as ScrollView in f.pager.view.subviews {
            scrollView.isScrollEnabled = false
        }
        f.window.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -1500, y: 0))
        f.window.settle()
        #expect(f.shown == ["A"])
        #expect(f.source.questions.isEmpty)
        f.pager.setViewControllers([f.pages[1]], direction: .forward, animated: true)
        f.window.settle()
        #expect(f.shown == ["B"])
    }
}

@MainActor @Suite struct PageViewControllerLifetimeTests {
    @Test(
        "setViewControllers from the pending page's viewWillAppear during a swipe cancels the swipe's turn and shows the page asked for (UIKit: appearance callbacks may start another change)"
    )
    func setFromPendingWillAppear() {
        final class Eager: ViewController {
            var onWillAppear: (() -> Void)?
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                onWillAppear?()
                onWillAppear = nil
            }
        }
        let f = PagerFixture()
        let eager = Eager()
        eager.title = "E"
        f.source.pages[1] = eager
        eager.onWillAppear = { [pager = f.pager, c = f.pages[2]] in
            pager.setViewControllers([c], direction: .forward, animated: true)
        }
        f.slowDrag(dx: -250)
        // The swipe goes on from C, the last page: it bounces back.
        #expect(f.shown == ["C"])
        #expect(eager.parent == nil)
        #expect(eager.appearanceState == .disappeared)
        #expect(f.pager.children.count == 1)
        #expect(f.scroll.subviews.count == 1)
        #expect(f.scroll.contentOffset == CGPoint(x: 390, y: 0))
    }

    @Test(
        "A page view controller released while its animated setViewControllers scrolls leaves a view that is safe to touch (HeadlessKit: anything a user keeps stays safe after its tree is gone)"
    )
    func releasedMidAnimation() {
        let window = Window(size: CGSize(width: 390, height: 844))
        var view: View?
        weak var released: PageViewController?
        do {
            let log = Log()
            let pager = PageViewController(
                transitionStyle: .scroll, navigationOrientation: .horizontal)
            pager.setViewControllers(
                [LoggedPage("A", log: log)], direction: .forward, animated: false)
            window.addSubview(pager.view)
            pager.view.frame = window.bounds
            window.settle()
            pager.setViewControllers(
                [LoggedPage("B", log: log)], direction: .forward, animated: true)
            window.runFrames(5)
            view = pager.view
            released = pager
        }
        #expect(released == nil)
        window.settle()
        window.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -1500, y: 0))
        window.settle()
        #expect(view?.window === window)
    }
}

@MainActor @Suite struct PageViewControllerContainmentTests {
    @Test(
        "Under a navigation bar every page's safe area starts below the bar, on the first page and after a swipe (UIKit: safeAreaInsets include the bars of the containers above)"
    )
    func pagesUnderANavigationBar() {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let log = Log()
        let pages = ["A", "B"].map { LoggedPage($0, log: log) }
        let source = ArrayPages(pages)
        let pager = PageViewController(
            transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.dataSource = source
        pager.setViewControllers([pages[0]], direction: .forward, animated: false)
        window.rootViewController = NavigationController(rootViewController: pager)
        window.settle()
        let belowBar = EdgeInsets(
            top: 47 + NavigationBar.defaultHeight, left: 0, bottom: 34, right: 0)
        #expect(pages[0].view.safeAreaInsets == belowBar)
        #expect(pager.pageScrollView?.adjustedContentInset == .zero)
        window.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -1500, y: 0))
        window.settle()
        #expect(pager.viewControllers == [pages[1]])
        #expect(pages[1].view.safeAreaInsets == belowBar)
    }
}

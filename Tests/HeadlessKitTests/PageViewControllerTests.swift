import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A page that logs its appearance and containment callbacks.
@MainActor
final class LoggedPage: ViewController {
    let name: String
    let log: Log
    /// Run from `viewDidAppear` (re-entrancy tests).
    var onDidAppear: (() -> Void)?

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.add("\(name).willAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.add("\(name).didAppear")
        onDidAppear?()
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.add("\(name).willDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.add("\(name).didDisappear")
    }
    override func willMove(toParent parent: ViewController?) {
        super.willMove(toParent: parent)
        log.add("\(name).willMove(\(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        log.add("\(name).didMove(\(parent == nil ? "nil" : "parent"))")
    }
}

/// Pages from an array, in order; optionally a page count for the indicator.
@MainActor
final class ArrayPages: PageViewControllerDataSource {
    var pages: [ViewController]
    var count = 0
    var index = 0
    var questions: [String] = []

    init(_ pages: [ViewController]) { self.pages = pages }

    func pageViewController(
        _ pageViewController: PageViewController,
        viewControllerBefore viewController: ViewController
    ) -> ViewController? {
        questions.append("before \(viewController.title ?? "?")")
        guard let i = pages.firstIndex(of: viewController), i > 0 else { return nil }
        return pages[i - 1]
    }

    func pageViewController(
        _ pageViewController: PageViewController,
        viewControllerAfter viewController: ViewController
    ) -> ViewController? {
        questions.append("after \(viewController.title ?? "?")")
        guard let i = pages.firstIndex(of: viewController), i + 1 < pages.count else { return nil }
        return pages[i + 1]
    }

    func presentationCount(for pageViewController: PageViewController) -> Int { count }
    func presentationIndex(for pageViewController: PageViewController) -> Int { index }
}

/// A delegate that records its calls.
@MainActor
final class RecordingPageDelegate: PageViewControllerDelegate {
    enum Call: Equatable {
        case willTransition([String])
        case didFinish(finished: Bool, previous: [String], completed: Bool)
    }
    var calls: [Call] = []
    var onWillTransition: (() -> Void)?
    var onDidFinish: (() -> Void)?

    func pageViewController(
        _ pageViewController: PageViewController,
        willTransitionTo pendingViewControllers: [ViewController]
    ) {
        calls.append(.willTransition(pendingViewControllers.map { $0.title ?? "?" }))
        onWillTransition?()
    }

    func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool
    ) {
        calls.append(
            .didFinish(
                finished: finished, previous: previousViewControllers.map { $0.title ?? "?" },
                completed: completed))
        onDidFinish?()
    }
}

/// A scroll-style pager of pages `names` as the root of a 390 × 844 window, on the first page,
/// settled, with the log emptied.
@MainActor
struct PagerFixture {
    let window = Window(size: CGSize(width: 390, height: 844))
    let log: Log
    let pages: [LoggedPage]
    let source: ArrayPages
    let delegate = RecordingPageDelegate()
    let pager: PageViewController

    init(
        _ names: [String] = ["A", "B", "C"], style: PageViewController.TransitionStyle = .scroll,
        orientation: PageViewController.NavigationOrientation = .horizontal,
        options: [PageViewController.OptionsKey: Any]? = nil, count: Int = 0, start: Int = 0
    ) {
        let log = Log()
        self.log = log
        pages = names.map { LoggedPage($0, log: log) }
        source = ArrayPages(pages)
        source.count = count
        source.index = start
        pager = PageViewController(
            transitionStyle: style, navigationOrientation: orientation, options: options)
        pager.dataSource = source
        pager.delegate = delegate
        pager.setViewControllers([pages[start]], direction: .forward, animated: false)
        window.rootViewController = pager
        window.settle()
        log.entries = []
        source.questions = []
    }

    var shown: [String] { pager.viewControllers?.map { $0.title ?? "?" } ?? [] }
    var scroll: ScrollView { pager.pageScrollView! }

    /// Drags from x 300 to x 300 + `dx` (y 400), holds still, lifts (no fling), settles.
    func slowDrag(dx: CGFloat, settle: Bool = true) {
        window.beginTouch(at: CGPoint(x: dx < 0 ? 350 : 40, y: 400))
            .move(to: CGPoint(x: (dx < 0 ? 350 : 40) + dx, y: 400), duration: 0.3)
            .hold().end()
        if settle { window.settle() }
    }
}

@MainActor @Suite struct PageViewControllerTests {
    // MARK: - Gestures

    @Test(
        "A drag past half a page turns to the next page (UIKit: a paging scroll view settles on the nearest page; pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:))"
    )
    func dragPastHalfCompletes() {
        let f = PagerFixture()
        f.slowDrag(dx: -250)
        #expect(f.shown == ["B"])
        #expect(f.source.questions == ["after A"])
        #expect(
            f.delegate.calls == [
                .willTransition(["B"]),
                .didFinish(finished: true, previous: ["A"], completed: true),
            ])
        #expect(
            f.log.take() == [
                "B.willMove(parent)", "A.willDisappear", "B.willAppear", "A.willMove(nil)",
                "A.didDisappear", "B.didAppear", "A.didMove(nil)", "B.didMove(parent)",
            ])
        #expect(f.pager.children == [f.pages[1]])
        #expect(f.pages[0].parent == nil)
        #expect(f.pages[0].appearanceState == .disappeared)
        #expect(f.pages[1].appearanceState == .appeared)
        // Recentred: the new page in the middle slot, the offset on it.
        //   slot 0      slot 1      slot 2
        //  +---------+===========+---------+   content 1170 wide
        //  |         ‖  B (390)  ‖         |   offset 390
        //  +---------+===========+---------+
        #expect(f.scroll.contentOffset == CGPoint(x: 390, y: 0))
        #expect(f.scroll.contentSize == CGSize(width: 1170, height: 844))
        #expect(f.pages[1].view.frame == CGRect(x: 390, y: 0, width: 390, height: 844))
        #expect(f.scroll.subviews == [f.pages[1].view])
    }

    @Test(
        "A fling turns the page even when short (UIKit: a paging scroll view released fast moves one page in the fling's direction)"
    )
    func flingCompletes() {
        let f = PagerFixture()
        f.window.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -800, y: 0))
        f.window.settle()
        #expect(f.shown == ["B"])
        #expect(
            f.delegate.calls.last == .didFinish(finished: true, previous: ["A"], completed: true))
        f.window.fling(from: CGPoint(x: 100, y: 400), velocity: CGPoint(x: 800, y: 0))
        f.window.settle()
        #expect(f.shown == ["A"])
        #expect(f.source.questions == ["after A", "before B"])
    }

    @Test(
        "A short slow drag cancels the turn: the pending page appears then disappears, the previous page stays (UIKit: transitionCompleted false; balanced appearance callbacks)"
    )
    func shortDragCancels() {
        let f = PagerFixture()
        f.slowDrag(dx: -80)
        #expect(f.shown == ["A"])
        #expect(
            f.delegate.calls == [
                .willTransition(["B"]),
                .didFinish(finished: true, previous: ["A"], completed: false),
            ])
        #expect(
            f.log.take() == [
                "B.willMove(parent)", "A.willDisappear", "B.willAppear", "B.willMove(nil)",
                "B.willDisappear", "B.didDisappear", "A.willAppear", "A.didAppear",
                "B.didMove(nil)",
            ])
        #expect(f.pager.children == [f.pages[0]])
        #expect(f.pages[1].parent == nil)
        #expect(f.pages[1].appearanceState == .disappeared)
        #expect(f.pages[0].appearanceState == .appeared)
        #expect(f.scroll.contentOffset == CGPoint(x: 390, y: 0))
        #expect(f.scroll.subviews == [f.pages[0].view])
    }

    @Test(
        "At the first page a swipe back rubber-bands and bounces back: the data source's nil ends paging there (UIKit: pageViewController(_:viewControllerBefore:) returns nil; UIScrollView bounces)"
    )
    func nilEndsPagingWithABounce() {
        let f = PagerFixture()
        let finger = f.window.beginTouch(at: CGPoint(x: 40, y: 400))
        finger.move(to: CGPoint(x: 240, y: 400), duration: 0.2)
        // Rubber-banded: less than the 200 pt the finger moved, past the middle slot.
        let shown = f.scroll.contentOffset.x
        #expect(shown < 390 && shown > 390 - 200)
        finger.end()
        f.window.settle()
        #expect(f.scroll.contentOffset == CGPoint(x: 390, y: 0))
        #expect(f.shown == ["A"])
        #expect(f.source.questions == ["before A"])
        #expect(f.delegate.calls.isEmpty)
        #expect(f.log.take().isEmpty)
        // At the last page, the same forward.
        f.pager.setViewControllers([f.pages[2]], direction: .forward, animated: false)
        f.window.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -1500, y: 0))
        f.window.settle()
        #expect(f.shown == ["C"])
        #expect(f.scroll.contentOffset == CGPoint(x: 390, y: 0))
        #expect(f.delegate.calls.isEmpty)
    }

    @Test(
        "Dragging back past the middle during a turn cancels it and starts the turn to the other side (UIKit: each willTransitionTo is followed by one didFinishAnimating)"
    )
    func reversingMidDrag() {
        let f = PagerFixture(start: 1)
        let finger = f.window.beginTouch(at: CGPoint(x: 150, y: 400))
        finger.move(to: CGPoint(x: 50, y: 400), duration: 0.1)
        #expect(f.pager.turn?.to === f.pages[2])
        var offsets: [CGFloat] = []
        let observation = f.scroll.observeContentOffset { scroll, _ in
            offsets.append(scroll.contentOffset.x)
        }
        finger.move(to: CGPoint(x: 380, y: 400), duration: 0.2)
        observation.cancel()
        #expect(f.pager.turn?.to === f.pages[0])
        // The offset follows the finger across the middle without a jump.
        #expect(offsets.count == 24)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 > $1 })
        finger.hold().end()
        f.window.settle()
        #expect(f.shown == ["A"])
        #expect(
            f.delegate.calls == [
                .willTransition(["C"]),
                .didFinish(finished: false, previous: ["B"], completed: false),
                .willTransition(["A"]),
                .didFinish(finished: true, previous: ["B"], completed: true),
            ])
        #expect(f.pages[2].appearanceState == .disappeared)
        #expect(f.pages[2].parent == nil)
        #expect(f.pager.statistics.mostPageViews <= 3)
    }

    // MARK: - setViewControllers

    @Test(
        "setViewControllers without animation swaps at once, in UIKit's order of callbacks; completion runs once with true; the delegate is not told (UIKit: setViewControllers(_:direction:animated:completion:))"
    )
    func setWithoutAnimation() {
        let f = PagerFixture()
        var completions: [Bool] = []
        f.pager.setViewControllers([f.pages[2]], direction: .forward, animated: false) {
            completions.append($0)
        }
        #expect(completions == [true])
        #expect(f.shown == ["C"])
        #expect(
            f.log.take() == [
                "C.willMove(parent)", "A.willMove(nil)", "A.willDisappear", "C.willAppear",
                "A.didDisappear", "C.didAppear", "A.didMove(nil)", "C.didMove(parent)",
            ])
        #expect(f.delegate.calls.isEmpty)
        f.window.settle()
        #expect(completions == [true])
        #expect(f.scroll.subviews == [f.pages[2].view])
    }

    @Test(
        "setViewControllers animated scrolls the new page in from the direction's side, takes no touches meanwhile, then calls completion once (UIKit: setViewControllers(_:direction:animated:completion:))"
    )
    func setAnimated() {
        let f = PagerFixture()
        var completions: [Bool] = []
        f.pager.setViewControllers([f.pages[2]], direction: .reverse, animated: true) {
            completions.append($0)
        }
        #expect(completions.isEmpty)
        #expect(f.shown == ["A"])
        #expect(f.log.take() == ["C.willMove(parent)", "A.willDisappear", "C.willAppear"])
        // Reverse: C comes in from the left slot.
        #expect(f.pages[2].view.frame.minX == 0)
        f.window.runFrames(12)
        let mid = f.scroll.contentOffset.x
        #expect(mid > 0 && mid < 390)
        #expect(f.pager.view.hitTest(CGPoint(x: 200, y: 400), with: nil) == nil)
        f.window.settle()
        #expect(completions == [true])
        #expect(f.shown == ["C"])
        #expect(
            f.log.take() == [
                "A.willMove(nil)", "A.didDisappear", "C.didAppear", "A.didMove(nil)",
                "C.didMove(parent)",
            ])
        #expect(f.delegate.calls.isEmpty)
        #expect(f.scroll.contentOffset == CGPoint(x: 390, y: 0))
        #expect(f.pager.view.hitTest(CGPoint(x: 200, y: 400), with: nil) != nil)
    }

    @Test(
        "setViewControllers with the page on screen does nothing but call completion (UIKit: setViewControllers(_:direction:animated:completion:))"
    )
    func setSamePage() {
        let f = PagerFixture()
        var completions: [Bool] = []
        f.pager.setViewControllers([f.pages[0]], direction: .forward, animated: true) {
            completions.append($0)
        }
        f.window.settle()
        #expect(completions == [true])
        #expect(f.log.take().isEmpty)
    }

    @Test(
        "A second animated setViewControllers ends the first at once: each completion runs once, the skipped one with false (UIKit: setViewControllers(_:direction:animated:completion:), finished is false if the animation was skipped)"
    )
    func setAnimatedTwice() {
        let f = PagerFixture()
        var completions: [String] = []
        f.pager.setViewControllers([f.pages[1]], direction: .forward, animated: true) {
            completions.append("B \($0)")
        }
        f.window.runFrames(5)
        f.pager.setViewControllers([f.pages[2]], direction: .forward, animated: true) {
            completions.append("C \($0)")
        }
        #expect(completions == ["B false"])
        f.window.settle()
        #expect(completions == ["B false", "C true"])
        #expect(f.shown == ["C"])
        #expect(f.pages[1].appearanceState == .disappeared)
        #expect(f.pager.children == [f.pages[2]])
        #expect(f.scroll.subviews == [f.pages[2].view])
    }

    @Test(
        "Before the view loads, setViewControllers only makes the page a child; the view shows it when it loads (UIKit: viewControllers)"
    )
    func setBeforeTheViewLoads() {
        let log = Log()
        let page = LoggedPage("A", log: log)
        let pager = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        #expect(pager.viewControllers == [])
        var completions: [Bool] = []
        pager.setViewControllers([page], direction: .forward, animated: true) {
            completions.append($0)
        }
        #expect(completions == [true])
        #expect(!pager.isViewLoaded)
        #expect(!page.isViewLoaded)
        #expect(pager.children == [page])
        let window = Window(size: CGSize(width: 390, height: 844))
        window.rootViewController = pager
        window.settle()
        #expect(page.view.window === window)
        #expect(page.appearanceState == .appeared)
        #expect(pager.pageScrollView?.contentOffset == CGPoint(x: 390, y: 0))
    }

    // MARK: - Re-entrancy

    @Test(
        "setViewControllers from didFinishAnimating runs after the turn has ended (UIKit: the delegate may change the page)"
    )
    func setFromDidFinish() {
        let f = PagerFixture()
        f.delegate.onDidFinish = { [pager = f.pager, c = f.pages[2]] in
            pager.setViewControllers([c], direction: .forward, animated: false)
        }
        f.slowDrag(dx: -250)
        #expect(f.shown == ["C"])
        #expect(f.pages[1].appearanceState == .disappeared)
        #expect(f.pages[1].parent == nil)
        #expect(f.pager.children == [f.pages[2]])
        #expect(f.scroll.subviews == [f.pages[2].view])
        #expect(f.scroll.contentOffset == CGPoint(x: 390, y: 0))
    }

    @Test(
        "setViewControllers from a page's viewDidAppear waits until the change that shows it returns, then runs (UIKit: appearance callbacks may start another change)"
    )
    func setFromViewDidAppear() {
        let f = PagerFixture()
        var completions: [String] = []
        f.pages[1].onDidAppear = { [pager = f.pager, c = f.pages[2]] in
            pager.setViewControllers([c], direction: .forward, animated: false) {
                completions.append("C \($0)")
            }
        }
        f.pager.setViewControllers([f.pages[1]], direction: .forward, animated: false) {
            completions.append("B \($0)")
        }
        #expect(completions == ["B true", "C true"])
        #expect(f.shown == ["C"])
        #expect(
            f.log.take() == [
                "B.willMove(parent)", "A.willMove(nil)", "A.willDisappear", "B.willAppear",
                "A.didDisappear", "B.didAppear", "A.didMove(nil)", "B.didMove(parent)",
                "C.willMove(parent)", "B.willMove(nil)", "B.willDisappear", "C.willAppear",
                "B.didDisappear", "C.didAppear", "B.didMove(nil)", "C.didMove(parent)",
            ])
        // And from a swipe's turn.
        f.pages[1].onDidAppear = nil
        f.pages[0].onDidAppear = { [pager = f.pager, b = f.pages[1]] in
            pager.setViewControllers([b], direction: .forward, animated: true)
        }
        f.slowDrag(dx: 250)
        #expect(f.shown == ["B"])
        #expect(f.pages[0].appearanceState == .disappeared)
        #expect(f.pager.children == [f.pages[1]])
    }

    @Test(
        "setViewControllers from willTransitionTo cancels the swipe's turn and shows the page; the finger keeps dragging from it (UIKit: each willTransitionTo is followed by one didFinishAnimating)"
    )
    func setFromWillTransition() {
        let f = PagerFixture(start: 1)
        var once = true
        f.delegate.onWillTransition = { [pager = f.pager, a = f.pages[0]] in
            guard once else { return }
            once = false
            pager.setViewControllers([a], direction: .reverse, animated: false)
        }
        let finger = f.window.beginTouch(at: CGPoint(x: 300, y: 400))
        finger.move(to: CGPoint(x: 250, y: 400), duration: 0.1)
        #expect(f.shown == ["A"])
        #expect(
            f.delegate.calls == [
                .willTransition(["C"]),
                .didFinish(finished: false, previous: ["B"], completed: false),
                .willTransition(["B"]),
            ])
        #expect(f.pages[2].appearanceState == .disappeared)
        #expect(f.pages[2].parent == nil)
        finger.hold().end()
        f.window.settle()
        #expect(f.shown == ["A"])
        #expect(
            f.delegate.calls.last == .didFinish(finished: true, previous: ["A"], completed: false))
        #expect(f.pages.map(\.appearanceState) == [.appeared, .disappeared, .disappeared])
        #expect(f.pager.children == [f.pages[0]])
    }

    // MARK: - Data the data source gives

    @Test(
        "A data source that returns the page on screen as its neighbour ends paging there, with a diagnostic (UIKit: pageViewController(_:viewControllerAfter:))"
    )
    func dataSourceReturnsTheSamePage() {
        final class Same: PageViewControllerDataSource {
            func pageViewController(
                _ p: PageViewController, viewControllerBefore viewController: ViewController
            ) -> ViewController? { viewController }
            func pageViewController(
                _ p: PageViewController, viewControllerAfter viewController: ViewController
            ) -> ViewController? { viewController }
        }
        let f = PagerFixture()
        let same = Same()
        f.pager.dataSource = same
        f.window.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -1500, y: 0))
        f.window.settle()
        #expect(f.shown == ["A"])
        #expect(f.delegate.calls.isEmpty)
        #expect(f.log.take().isEmpty)
        #expect(f.window.diagnostics.map(\.kind) == [.pageDataSourceReturnedCurrentPage])
        #expect(f.scroll.contentOffset == CGPoint(x: 390, y: 0))
    }

    @Test(
        "Without a data source, swipes turn no page (UIKit: dataSource nil disables gesture-based navigation)"
    )
    func noDataSource() {
        let f = PagerFixture()
        f.pager.dataSource = nil
        f.window.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -1500, y: 0))
        f.window.settle()
        #expect(f.shown == ["A"])
        #expect(f.scroll.contentOffset == CGPoint(x: 390, y: 0))
    }

    // MARK: - Containment and lifetime

    @Test(
        "Pages paged away are released: only the page on screen is kept (UIKit: the data source is asked again at each swipe)"
    )
    func pagesAreReleased() {
        final class Fresh: PageViewControllerDataSource {
            var made: [Weak] = []
            struct Weak { weak var page: ViewController? }
            func make(_ n: Int) -> ViewController {
                let page = ViewController()
                page.title = "\(n)"
                made.append(Weak(page: page))
                return page
            }
            func pageViewController(
                _ p: PageViewController, viewControllerBefore viewController: ViewController
            ) -> ViewController? { make(Int(viewController.title!)! - 1) }
            func pageViewController(
                _ p: PageViewController, viewControllerAfter viewController: ViewController
            ) -> ViewController? { make(Int(viewController.title!)! + 1) }
        }
        let window = Window(size: CGSize(width: 390, height: 844))
        let source = Fresh()
        let pager = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.dataSource = source
        pager.setViewControllers([source.make(0)], direction: .forward, animated: false)
        window.rootViewController = pager
        window.settle()
        for _ in 0..<4 {
            window.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -1500, y: 0))
            window.settle()
        }
        // A cancelled turn's page is released too.
        window.beginTouch(at: CGPoint(x: 300, y: 400)).move(
            to: CGPoint(x: 250, y: 400), duration: 0.2
        ).hold().end()
        window.settle()
        #expect(pager.viewControllers?.first?.title == "4")
        #expect(source.made.map { $0.page?.title } == [nil, nil, nil, nil, "4", nil])
    }

    // MARK: - Programmer errors

    @Test("setViewControllers with no controller stops, naming the count (UIKit raises)")
    func setEmptyStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let pager = PageViewController(
                transitionStyle: .scroll, navigationOrientation: .horizontal)
            pager.setViewControllers([], direction: .forward, animated: false)
        }
    }

    @Test("setViewControllers with two controllers for the scroll style stops (UIKit raises)")
    func setTwoStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let pager = PageViewController(
                transitionStyle: .scroll, navigationOrientation: .horizontal)
            pager.setViewControllers(
                [ViewController(), ViewController()], direction: .forward, animated: false)
        }
    }

    @Test(
        "setViewControllers with the child of another container stops, naming it (UIKit raises a view controller hierarchy inconsistency)"
    )
    func setChildOfAnotherStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let other = ViewController()
            let page = ViewController()
            other.addChild(page)
            let pager = PageViewController(
                transitionStyle: .scroll, navigationOrientation: .horizontal)
            pager.setViewControllers([page], direction: .forward, animated: false)
        }
    }

    @Test(
        "A data source that returns the child of another container stops, naming the parameter (UIKit raises a view controller hierarchy inconsistency)"
    )
    func dataSourceChildOfAnotherStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let f = PagerFixture()
            let other = ViewController()
            other.addChild(f.pages[1])
            f.window.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -1500, y: 0))
        }
    }
}

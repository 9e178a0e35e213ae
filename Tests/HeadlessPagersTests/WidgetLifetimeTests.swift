import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit
@testable import HeadlessPagers

// Each widget, dropped by its user, frees every object it made; what the user kept from it
// stays safe to touch. These tests also run under `swift test --sanitize=address`.

/// Weak references to every object of a tree, to check that all of them are freed.
@MainActor
struct TreeWatch {
    private var references: [(String, () -> AnyObject?)] = []
    private var seen = Set<ObjectIdentifier>()

    /// Watches `object`; false if it was already watched.
    @discardableResult
    mutating func watch(_ object: AnyObject, _ name: String) -> Bool {
        guard seen.insert(ObjectIdentifier(object)).inserted else { return false }
        weak let reference = object
        references.append((name, { reference }))
        return true
    }

    /// Every view under `root` (itself included), their recognizers, constraints, controllers,
    /// layout engines and solvers; and `controller`'s children.
    mutating func watchTree(_ root: View) {
        var stack = [root]
        while let view = stack.popLast() {
            stack.append(contentsOf: view.subviews)
            watch(view, "\(type(of: view)) \(view.accessibilityIdentifier ?? "")")
            for recognizer in view.gestureRecognizers {
                watch(recognizer, "\(type(of: recognizer)) on \(type(of: view))")
            }
            for constraint in view.engineItem?.constraintsReferencing ?? [] {
                watch(constraint, "constraint \(constraint)")
            }
            if let extras = view.extras {
                if let controller = extras.viewController { watchController(controller) }
                if let engine = extras.layoutEngine {
                    watch(engine, "engine of \(type(of: view))")
                    for group in engine.groups {
                        watch(group, "constraint group of \(type(of: view))")
                        if let solver = group.solver {
                            watch(solver, "solver of \(type(of: view))")
                        }
                    }
                }
            }
        }
    }

    mutating func watchController(_ controller: ViewController) {
        guard watch(controller, "\(type(of: controller))") else { return }
        for child in controller.children { watchController(child) }
        if controller.isViewLoaded { watchTree(controller.view) }
    }

    var alive: [String] { references.filter { $0.1() != nil }.map(\.0) }
    var count: Int { references.count }
}

/// 1,000 rows of 44 pt.
@MainActor
private final class ManyRows: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
    { 1000 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }
}

@MainActor @Suite struct WidgetLifetimeTests {
    // MARK: - StickyHeaderView

    private let rows = ManyRows()

    @MainActor
    private func makeSticky() -> (Window, StickyHeaderView) {
        Window.printsDiagnostics = false
        let window = Window(size: CGSize(width: 390, height: 844))
        let list = StickyHeaderCollectionView(frame: .zero, collectionViewLayout: ListLayout())
        list.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
        list.dataSource = rows
        let sticky = StickyHeaderView(
            scrollView: list, headerHeight: 44, freeSpace: 500,
            frame: CGRect(x: 0, y: 56, width: 390, height: 788))
        window.addSubview(sticky)
        window.layoutIfNeeded()
        return (window, sticky)
    }

    @Test(
        "A kept headerTopConstraint after the sticky header and its window are gone: inactive, and setting it is harmless (UIKit: NSLayoutConstraint holds its items weakly)"
    )
    func stickyConstraintOutlivesWidget() {
        let constraint: LayoutConstraint
        do {
            let (window, sticky) = makeSticky()
            constraint = sticky.headerTopConstraint
            #expect(constraint.isActive)
            _ = window
        }
        #expect(!constraint.isActive)
        constraint.constant = -100
        constraint.priority = .defaultHigh
        constraint.isActive = true
        #expect(!constraint.isActive)
    }

    @Test("Dropping a StickyHeaderView frees every view, recognizer, constraint, engine and solver")
    func stickyFreed() {
        var watch = TreeWatch()
        do {
            let (window, sticky) = makeSticky()
            window.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.2)
            window.settle()
            watch.watchTree(window)
            watch.watch(sticky.headerTopConstraint, "headerTopConstraint")
        }
        #expect(watch.count > 10)
        #expect(watch.alive == [])
    }

    @Test("Dropping a StickyHeaderView mid-drag and mid-deceleration frees it")
    func stickyFreedMidGesture() {
        var watch = TreeWatch()
        let touch: Touch
        do {
            let (window, _) = makeSticky()
            touch =
                window.beginTouch(at: CGPoint(x: 200, y: 700))
                .move(to: CGPoint(x: 200, y: 600), duration: 5 * window.clock.frameDuration).touch
            watch.watchTree(window)
        }
        #expect(watch.alive == [])
        // The finger the user kept reads no view and no window.
        #expect(touch.view == nil)
        #expect(touch.window == nil)
        var decelerating = TreeWatch()
        do {
            let (window, sticky) = makeSticky()
            window.fling(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -3000))
            window.runFrames(3)
            #expect(sticky.scrollView.isDecelerating)
            decelerating.watchTree(window)
        }
        #expect(decelerating.alive == [])
    }

    // MARK: - TabScrollController

    @Test("Dropping a TabScrollController frees every controller, view and recognizer")
    func tabScrollFreed() {
        var watch = TreeWatch()
        do {
            let (window, pager, _) = makeTabScroll(numberedTitles(5))
            pager.select(tabIndex: 2)
            window.settle()
            watch.watchTree(window)
            watch.watchController(pager)
        }
        #expect(watch.count > 10)
        #expect(watch.alive == [])
    }

    @Test("Dropping a TabScrollController mid-swipe and mid-animation frees it")
    func tabScrollFreedMidSwipe() {
        var watch = TreeWatch()
        do {
            let (window, pager, _) = makeTabScroll(numberedTitles(5))
            window.fling(from: CGPoint(x: 350, y: 500), velocity: CGPoint(x: -1500, y: 0))
            window.runFrames(2)
            watch.watchTree(window)
            watch.watchController(pager)
        }
        #expect(watch.alive == [])
        var animating = TreeWatch()
        do {
            let (window, pager, _) = makeTabScroll(numberedTitles(5))
            pager.selectMoveToRight(3)
            window.runFrames(3)
            animating.watchTree(window)
            animating.watchController(pager)
        }
        #expect(animating.alive == [])
    }

    // MARK: - TopContentPagerViewController

    @Test(
        "A page's table kept after the TopContentPagerViewController is released can be laid out and scrolled"
    )
    func pageTableOutlivesPager() {
        var table: ContentInnerTableView?
        weak var released: TopContentPagerViewController?
        do {
            let pager = ProfilePagerController()
            let window = show(pager)
            table = pager.tableView(at: 0)
            released = pager
            window.rootViewController = nil
            _ = window
        }
        #expect(released == nil)
        let kept = table!
        kept.frame = CGRect(x: 0, y: 0, width: 300, height: 500)
        kept.setNeedsLayout()
        kept.layoutIfNeeded()
        kept.contentOffset = CGPoint(x: 0, y: 100)
        kept.layoutIfNeeded()
        let window = Window(size: CGSize(width: 300, height: 500))
        window.addSubview(kept)
        window.settle()
    }

    @Test("Dropping a TopContentPagerViewController frees every controller, view and recognizer")
    func topContentFreed() {
        var watch = TreeWatch()
        do {
            let pager = ProfilePagerController()
            let window = show(pager)
            pager.selectedIndex = 1
            window.settle()
            window.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 100), duration: 0.3)
            window.settle()
            watch.watchTree(window)
            watch.watchController(pager)
            for index in 0..<3 {
                if let table = pager.tableView(at: index) { watch.watchTree(table) }
            }
            watch.watchTree(pager.topContentView)
        }
        #expect(watch.count > 20)
        #expect(watch.alive == [])
    }

    @Test(
        "Dropping a TopContentPagerViewController while its header is re-parented into the escape view, mid-drag, frees it"
    )
    func topContentFreedMidReparenting() {
        var watch = TreeWatch()
        var header: TopContentView?
        do {
            let pager = ProfilePagerController()
            let window = show(pager)
            let finger = window.beginTouch(at: CGPoint(x: 200, y: 700))
            while !(pager.topContentView.superview is EscapeView) && finger.location.y > 0 {
                finger.move(to: CGPoint(x: 200, y: finger.location.y - 20))
            }
            #expect(pager.topContentView.superview is EscapeView)
            header = pager.topContentView
            watch.watchTree(window)
            watch.watchController(pager)
        }
        // The header the user kept is out of the (gone) escape view, and usable.
        #expect(header?.superview == nil)
        #expect(header?.pagerViewController == nil)
        header?.frame.size.width = 200
        header?.layoutIfNeeded()
        #expect(watch.alive.count < watch.count)
        header = nil
        #expect(watch.alive == [])
    }

    // MARK: - WalkthroughView

    @Test("Dropping a WalkthroughView, mid-drag, frees every view and recognizer")
    func walkthroughFreed() {
        var watch = TreeWatch()
        do {
            let (window, walkthrough) = makeWalkthrough()
            _ = dragAndHold(window, by: 200)
            watch.watchTree(window)
            watch.watchTree(walkthrough)
        }
        #expect(watch.count > 10)
        #expect(watch.alive == [])
    }
}

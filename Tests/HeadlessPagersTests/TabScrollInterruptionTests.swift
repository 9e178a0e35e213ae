import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

@testable import HeadlessPagers

/// Puts a finger on the body at `x` and moves it by `dx` (rounded to 10 pt steps, at least
/// one), 10 pt a frame. Returns the finger, still down.
@MainActor
func beginSwipe(_ window: Window, at x: CGFloat, by dx: CGFloat) -> TouchSession {
    let steps = max(Int(abs(dx) / 10), 1)
    let end = x + (dx < 0 ? -10 : 10) * CGFloat(steps)
    return window.beginTouch(at: CGPoint(x: x, y: 500))
        .move(to: CGPoint(x: end, y: 500), duration: Double(steps) * window.clock.frameDuration)
}

@MainActor @Suite struct TabScrollInterruptionTests {
    @Test(
        "Every frame of a swipe, the bars and strip follow the original's indicator rule")
    func indicatorEveryFrame() {
        let (window, pager, pages) = makeTabScroll(numberedTitles(4))
        let header = pager.headerTab
        let body = pager.contentView.scrollView
        let finger = window.beginTouch(at: CGPoint(x: 380, y: 500))
        var progresses: [CGFloat] = []
        for step in 1...60 {  // 360 pt left, then back 240: both sides of rest
            let x = step <= 36 ? 380 - 10 * CGFloat(step) : 20 + 10 * CGFloat(step - 36)
            finger.move(to: CGPoint(x: x, y: 500))
            let p = (body.contentOffset.x - body.bounds.width) / body.bounds.width
            #expect(header.progress == p)
            for (i, bar) in header.indicatorViews.enumerated() {
                #expect(bar.frame == header.expectedIndicatorFrame(i))
            }
            let tab = header.selectedTab!
            let centre = header.geometry.indicator(tab: tab, progress: p).centerX
            let strip = header.collectionView
            #expect(
                strip.contentOffset.x
                    == header.geometry.centeringOffset(
                        indicatorCenterX: centre, stripWidth: strip.bounds.width))
            progresses.append(p)
        }
        finger.end()
        window.settle()
        #expect(progresses.contains { $0 > 0.5 })
        #expect(tabScrollInvariantFailures(pager, pages) == [])
    }

    @Test(
        "A cancelled swipe settles on the nearest page, never in between (UIKit S14)"
    )
    func cancelledSwipe() {
        // Past half way the scroll view pages on (as UIKit does for a cancelled pan);
        // short of it, it returns. Either way strip and body agree.
        for (dx, expected) in [(-300, 0), (-100, 3), (300, 2), (100, 3)] as [(CGFloat, Int)] {
            let (window, pager, pages) = makeTabScroll(numberedTitles(4), defaultTab: 3)
            let touch = beginSwipe(window, at: dx < 0 ? 380 : 10, by: dx)
            touch.cancel()
            window.settle()
            #expect(pager.currentIndex == expected, "dx \(dx)")
            #expect(tabScrollInvariantFailures(pager, pages) == [], "dx \(dx)")
        }
    }

    @Test("A tab tapped with a second finger mid-swipe wins; the swipe is cancelled")
    func tapDuringSwipe() {
        let (window, pager, pages) = makeTabScroll(numberedTitles(5))
        let log = TabScrollLog()
        pager.delegate = log
        let swipe = beginSwipe(window, at: 380, by: -150)
        let strip = pager.headerTab.collectionView
        // The tab left of the current one (tab 4), whichever copy is most on screen.
        guard
            let target = strip.visibleCells.filter({ strip.indexPath(for: $0)!.item % 5 == 4 })
                .max(by: {
                    $0.frame.intersection(strip.bounds).width
                        < $1.frame.intersection(strip.bounds).width
                })
        else {
            Issue.record("tab 4 not on screen: \(strip.treeDescription())")
            return
        }
        let point = target.convert(CGPoint(x: target.bounds.midX, y: 22), to: nil)
        window.tap(at: point)
        for _ in 0..<5 {
            swipe.move(to: CGPoint(x: swipe.location.x - 10, y: 500))
        }
        swipe.end()
        window.settle()
        #expect(pager.currentIndex == 4)
        #expect(log.calls == [.change(0, 4)])
        #expect(tabScrollInvariantFailures(pager, pages) == [])
    }

    @Test(
        "Reloading with fewer pages mid-swipe, at every index, leaves a valid state",
        arguments: [0, 1, 2])
    func reloadMidSwipe(newCount: Int) {
        for selected in 0..<4 {
            let (window, pager, pages) = makeTabScroll(numberedTitles(4), defaultTab: selected)
            let touch = beginSwipe(window, at: 380, by: -200)
            let next = numberedTitles(newCount).map { RecordingPage($0) }
            pager.setViewControllers(next, defaultTab: selected)
            touch.end()
            window.settle()
            let label = "\(selected) → \(newCount) pages"
            // An out-of-range default tab falls back to 0 (with a diagnostic).
            let expected: Int? = newCount == 0 ? nil : selected < newCount ? selected : 0
            #expect(pager.currentIndex == expected, "\(label)")
            #expect(tabScrollInvariantFailures(pager, next) == [], "\(label)")
            #expect(pages.allSatisfy { $0.balance == 0 }, "\(label)")
        }
    }

    @Test("Selecting before the pager is in a window shows that page when it appears")
    func selectBeforeAttach() {
        Window.printsDiagnostics = false
        let pager = TabScrollController()
        let pages = numberedTitles(5).map { RecordingPage($0) }
        pager.setViewControllers(pages)
        pager.select(tabIndex: 3)
        #expect(pages.allSatisfy { $0.calls.isEmpty })
        let window = Window(size: CGSize(width: 390, height: 844))
        window.rootViewController = pager
        window.settle()
        #expect(pager.currentIndex == 3)
        #expect(pages[3].calls == [.willAppear, .didAppear])
        #expect(tabScrollInvariantFailures(pager, pages) == [])
    }

    @Test("A resize while detached keeps the index; the body recentres on attach")
    func resizeDetached() {
        let (window, pager, pages) = makeTabScroll(numberedTitles(4), defaultTab: 1)
        window.rootViewController = nil
        pager.view.frame = CGRect(x: 0, y: 0, width: 700, height: 500)
        pager.view.layoutIfNeeded()
        #expect(pager.currentIndex == 1)
        #expect(pager.contentView.scrollView.contentOffset.x == 700)
        window.rootViewController = pager
        window.settle()
        #expect(pager.contentView.scrollView.contentOffset.x == 390)
        #expect(tabScrollInvariantFailures(pager, pages) == [])
    }

    @Test(
        "A finger that stops a moving body, then taps or scrolls a list, leaves it on a page (UIKit S13)"
    )
    func caughtMidFlight() {
        for vertical in [false, true] {
            let (window, pager, pages) = makeTabScroll(numberedTitles(4))
            let body = pager.contentView.scrollView
            window.fling(from: CGPoint(x: 380, y: 422), velocity: CGPoint(x: -1193, y: 0))
            window.runFrames(3)
            #expect(body.isDecelerating)
            if vertical {
                window.scroll(pages[0].list, by: CGPoint(x: 0, y: 65))
            } else {
                window.tap(at: CGPoint(x: 200, y: 500))
            }
            window.settle()
            // Caught at x = 552 < 1.5 W: back to the page it left.
            #expect(pager.currentIndex == 0, "vertical \(vertical)")
            #expect(tabScrollInvariantFailures(pager, pages) == [], "vertical \(vertical)")
        }
    }

    @Test(
        "Leaving the window mid-move arrives at once; back in a window all is at rest"
    )
    func detachMidMove() {
        let (window, pager, pages) = makeTabScroll(numberedTitles(4))
        pager.selectMoveToRight(2)
        window.runFrames(10)
        window.rootViewController = nil
        #expect(pager.contentView.currentIndex == 2)
        #expect(pager.contentView.scrollView.isUserInteractionEnabled)
        let other = Window(size: CGSize(width: 390, height: 844))
        other.rootViewController = pager
        other.settle()
        #expect(pager.currentIndex == 2)
        #expect(tabScrollInvariantFailures(pager, pages) == [])
    }
}

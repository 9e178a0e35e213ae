import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// Delegates that change the scroll view or the tree from inside its callbacks (set the
/// offset, animate, leave the window): the phase stays one consistent state, and every call
/// that follows is one UIKit would make from that state.
@MainActor @Suite struct ScrollViewReentrancyTests {
    // MARK: scrollViewDidEndDecelerating

    @Test("Setting contentOffset from scrollViewDidEndDecelerating leaves the view idle there")
    func offsetFromDidEndDecelerating() {
        let (window, scroll, recorder) = makeRestScroll(content: CGSize(width: 390, height: 5000))
        recorder.onDidEndDecelerating = { $0.contentOffset = CGPoint(x: 0, y: 100) }
        window.fling(from: CGPoint(x: 200, y: 600), velocity: CGPoint(x: 0, y: -1500))
        #expect(window.settle())
        #expect(restProblems(scroll) == [])
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 100))
        #expect(recorder.collapsed.suffix(2) == [.didEndDecelerating, .didScroll])
    }

    @Test(
        "An animation started from scrollViewDidEndDecelerating runs and ends with scrollViewDidEndScrollingAnimation"
    )
    func animationFromDidEndDecelerating() {
        let (window, scroll, recorder) = makeRestScroll(content: CGSize(width: 390, height: 5000))
        recorder.onDidEndDecelerating = { scroll in
            #expect(scroll.phase.isIdle)
            scroll.setContentOffset(CGPoint(x: 0, y: 2000), animated: true)
        }
        window.fling(from: CGPoint(x: 200, y: 600), velocity: CGPoint(x: 0, y: -1500))
        #expect(window.settle())
        #expect(restProblems(scroll) == [])
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 2000))
        #expect(
            recorder.collapsed.suffix(3) == [
                .didEndDecelerating, .didScroll, .didEndScrollingAnimation,
            ])
        #expect(recorder.count(.didEndDecelerating) == 1)
    }

    @Test("Leaving the window from scrollViewDidEndDecelerating leaves the view idle")
    func removalFromDidEndDecelerating() {
        let (window, scroll, recorder) = makeRestScroll(content: CGSize(width: 390, height: 5000))
        recorder.onDidEndDecelerating = { $0.removeFromSuperview() }
        window.fling(from: CGPoint(x: 200, y: 600), velocity: CGPoint(x: 0, y: -1500))
        #expect(window.settle())
        #expect(scroll.window == nil)
        #expect(restProblems(scroll) == [])
        #expect(recorder.count(.didEndDecelerating) == 1)
    }

    // MARK: scrollViewDidEndDragging

    @Test(
        "An animation started from scrollViewDidEndDragging replaces the deceleration: no deceleration calls, one scrollViewDidEndScrollingAnimation"
    )
    func animationFromDidEndDragging() {
        let (window, scroll, recorder) = makeRestScroll(content: CGSize(width: 390, height: 5000))
        var decelerated = false
        recorder.onDidScroll = { if $0.isDecelerating { decelerated = true } }
        recorder.onDidEndDragging = { scroll, decelerate in
            #expect(decelerate)
            scroll.setContentOffset(CGPoint(x: 0, y: 1000), animated: true)
            #expect(!scroll.isDragging)
        }
        window.fling(from: CGPoint(x: 200, y: 600), velocity: CGPoint(x: 0, y: -1500))
        #expect(window.settle())
        #expect(restProblems(scroll) == [])
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 1000))
        #expect(!decelerated)
        #expect(
            recorder.collapsed == [
                .willBeginDragging, .didScroll, .willEndDragging,
                .didEndDragging(willDecelerate: true), .didScroll, .didEndScrollingAnimation,
            ])
    }

    @Test(
        "A snap animated from scrollViewDidEndDragging(willDecelerate: false) runs to its end"
    )
    func snapFromDidEndDraggingInPlace() {
        let (window, scroll, recorder) = makeRestScroll(content: CGSize(width: 390, height: 5000))
        recorder.onDidEndDragging = { scroll, decelerate in
            #expect(!decelerate)
            scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        }
        window.scroll(scroll, by: CGPoint(x: 0, y: 250))
        #expect(window.settle())
        #expect(restProblems(scroll) == [])
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 300))
        #expect(
            recorder.collapsed.suffix(3) == [
                .didEndDragging(willDecelerate: false), .didScroll, .didEndScrollingAnimation,
            ])
    }

    @Test(
        "Leaving the window from scrollViewDidEndDragging finishes the deceleration at once, in UIKit's order"
    )
    func removalFromDidEndDragging() {
        let (window, scroll, recorder) = makeRestScroll(
            content: CGSize(width: 390 * 4, height: 844), paging: true)
        recorder.onDidEndDragging = { scroll, _ in scroll.removeFromSuperview() }
        window.fling(from: CGPoint(x: 350, y: 400), velocity: CGPoint(x: -1200, y: 0))
        #expect(scroll.window == nil)
        #expect(restProblems(scroll) == [])
        #expect(scroll.contentOffset == CGPoint(x: 390, y: 0))
        #expect(
            recorder.collapsed.suffix(4) == [
                .didEndDragging(willDecelerate: true), .willBeginDecelerating, .didScroll,
                .didEndDecelerating,
            ])
        window.runFrames(60)
        #expect(recorder.count(.didEndDecelerating) == 1)
    }

    @Test(
        "A recentre from scrollViewDidEndDragging moves the page snap with it (the springs follow code that moves the offset)"
    )
    func recentreFromDidEndDragging() {
        let (window, scroll, recorder) = makeRestScroll(
            content: CGSize(width: 390 * 6, height: 844), paging: true)
        scroll.contentOffset = CGPoint(x: 390 * 2, y: 0)
        recorder.onDidEndDragging = { scroll, _ in scroll.contentOffset.x += 390 }
        window.fling(from: CGPoint(x: 350, y: 400), velocity: CGPoint(x: -1200, y: 0))
        #expect(window.settle())
        #expect(restProblems(scroll) == [])
        #expect(scroll.contentOffset == CGPoint(x: 390 * 4, y: 0))  // page 3, moved by one
        #expect(recorder.count(.didEndDecelerating) == 1)
    }

    // MARK: scrollViewDidScroll

    @Test(
        "setContentOffset(animated: false) from scrollViewDidScroll stops a deceleration without scrollViewDidEndDecelerating"
    )
    func stopFromDidScroll() {
        let (window, scroll, recorder) = makeRestScroll(content: CGSize(width: 390, height: 20000))
        recorder.onDidScroll = { scroll in
            if scroll.isDecelerating, scroll.contentOffset.y > 800 {
                scroll.setContentOffset(CGPoint(x: 0, y: 800), animated: false)
            }
        }
        window.fling(from: CGPoint(x: 200, y: 800), velocity: CGPoint(x: 0, y: -3000))
        #expect(window.settle())
        #expect(restProblems(scroll) == [])
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 800))
        #expect(recorder.count(.willBeginDecelerating) == 1)
        #expect(recorder.count(.didEndDecelerating) == 0)
    }

    @Test(
        "An animation started from scrollViewDidScroll replaces the deceleration and ends with scrollViewDidEndScrollingAnimation"
    )
    func animationFromDidScroll() {
        let (window, scroll, recorder) = makeRestScroll(content: CGSize(width: 390, height: 20000))
        var started = false
        recorder.onDidScroll = { scroll in
            if scroll.isDecelerating, !started {
                started = true
                scroll.setContentOffset(CGPoint(x: 0, y: 50), animated: true)
                #expect(!scroll.isDecelerating)
            }
        }
        window.fling(from: CGPoint(x: 200, y: 800), velocity: CGPoint(x: 0, y: -3000))
        #expect(window.settle())
        #expect(restProblems(scroll) == [])
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 50))
        #expect(recorder.count(.didEndDecelerating) == 0)
        #expect(recorder.count(.didEndScrollingAnimation) == 1)
    }

    @Test(
        "Leaving the window from scrollViewDidScroll mid-deceleration finishes it at once, with one scrollViewDidEndDecelerating"
    )
    func removalFromDidScroll() {
        let (window, scroll, recorder) = makeRestScroll(
            content: CGSize(width: 390 * 4, height: 844), paging: true)
        var frames = 0
        recorder.onDidScroll = { scroll in
            guard scroll.isDecelerating else { return }
            frames += 1
            if frames == 3 { scroll.removeFromSuperview() }
        }
        window.fling(from: CGPoint(x: 350, y: 400), velocity: CGPoint(x: -1200, y: 0))
        window.runFrames(10)
        #expect(scroll.window == nil)
        #expect(restProblems(scroll) == [])
        #expect(scroll.contentOffset == CGPoint(x: 390, y: 0))
        #expect(recorder.count(.didEndDecelerating) == 1)
        #expect(recorder.collapsed.last == .didEndDecelerating)
        #expect(!window.clock.hasActiveCallbacks)
    }

    @Test(
        "An animated setContentOffset from scrollViewDidScroll under a dragging finger applies at once; the drag follows it"
    )
    func animationUnderFingerFromDidScroll() {
        let (window, scroll, recorder) = makeRestScroll(content: CGSize(width: 390, height: 5000))
        var jumped = false
        recorder.onDidScroll = { scroll in
            if scroll.isDragging, !jumped {
                jumped = true
                scroll.setContentOffset(CGPoint(x: 0, y: 1000), animated: true)
                #expect(scroll.contentOffset == CGPoint(x: 0, y: 1000))
                #expect(scroll.isDragging)
            }
        }
        window.scroll(scroll, by: CGPoint(x: 0, y: 200))
        #expect(window.settle())
        #expect(restProblems(scroll) == [])
        #expect(scroll.contentOffset.y > 1000)
        #expect(recorder.count(.didEndScrollingAnimation) == 0)
        #expect(recorder.collapsed.last == .didEndDragging(willDecelerate: false))
    }

    @Test(
        "Leaving the window from scrollViewDidScroll mid-drag cancels the drag: scrollViewDidEndDragging, then idle"
    )
    func removalFromDidScrollMidDrag() {
        let (window, scroll, recorder) = makeRestScroll(content: CGSize(width: 390, height: 5000))
        recorder.onDidScroll = { scroll in
            if scroll.isDragging, scroll.contentOffset.y > 50 { scroll.removeFromSuperview() }
        }
        window.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.3)
        #expect(scroll.window == nil)
        #expect(restProblems(scroll) == [])
        #expect(
            recorder.collapsed == [
                .willBeginDragging, .didScroll, .willEndDragging,
                .didEndDragging(willDecelerate: false),
            ])
    }

    // MARK: scrollViewWillEndDragging

    @Test(
        "An animation started from scrollViewWillEndDragging ends the drag with scrollViewDidEndDragging(willDecelerate: false), then runs"
    )
    func animationFromWillEndDragging() {
        let (window, scroll, recorder) = makeRestScroll(content: CGSize(width: 390, height: 5000))
        recorder.onWillEndDragging = { $0.setContentOffset(CGPoint(x: 0, y: 40), animated: true) }
        window.fling(from: CGPoint(x: 200, y: 600), velocity: CGPoint(x: 0, y: -1500))
        #expect(window.settle())
        #expect(restProblems(scroll) == [])
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 40))
        #expect(
            recorder.collapsed == [
                .willBeginDragging, .didScroll, .willEndDragging,
                .didEndDragging(willDecelerate: false), .didScroll, .didEndScrollingAnimation,
            ])
    }
}

/// Moves the offset back to 0 once: converges.
@MainActor final class RecentringScrollDelegate: ScrollViewDelegate {
    func scrollViewDidScroll(_ scrollView: ScrollView) {
        if scrollView.contentOffset.y > 100 { scrollView.contentOffset.y -= 100 }
    }
}

extension ScrollViewReentrancyTests {
    @Test(
        "A scrollViewDidScroll that recentres the offset converges (UIKit: scrollViewDidScroll(_:))"
    )
    @MainActor func recentringScrollViewDidScroll() {
        let scroll = ScrollView()
        let delegate = RecentringScrollDelegate()
        scroll.delegate = delegate
        scroll.contentOffset.y = 1_000
        #expect(scroll.contentOffset.y == 100)
        _ = delegate
    }
}

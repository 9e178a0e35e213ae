import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A delegate that records every call (as ``ScrollRecorder`` does), the scroll view's
/// `isTracking isDragging isDecelerating` inside each call, and runs a hook from chosen calls.
@MainActor
final class PhaseRecorder: ScrollViewDelegate {
    var calls: [ScrollRecorder.Call] = []
    /// `"call: tracking dragging decelerating"` for each call but `didScroll`.
    var flags: [String] = []
    var onDidScroll: ((ScrollView) -> Void)?
    var onWillEndDragging: ((ScrollView) -> Void)?
    var onDidEndDragging: ((ScrollView, Bool) -> Void)?
    var onWillBeginDecelerating: ((ScrollView) -> Void)?
    var onDidEndDecelerating: ((ScrollView) -> Void)?
    var onDidEndScrollingAnimation: ((ScrollView) -> Void)?

    /// The calls with each run of `didScroll` collapsed into one.
    var collapsed: [ScrollRecorder.Call] {
        calls.reduce(into: []) { result, call in
            if call == .didScroll && result.last == .didScroll { return }
            result.append(call)
        }
    }

    /// How many times `call` was made.
    func count(_ call: ScrollRecorder.Call) -> Int { calls.count { $0 == call } }

    private func note(_ call: ScrollRecorder.Call, _ name: String, _ scrollView: ScrollView) {
        calls.append(call)
        guard call != .didScroll else { return }
        flags.append(
            "\(name): \(scrollView.isTracking) \(scrollView.isDragging) \(scrollView.isDecelerating)"
        )
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        note(.didScroll, "didScroll", scrollView)
        onDidScroll?(scrollView)
    }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        note(.willBeginDragging, "willBeginDragging", scrollView)
    }
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        note(.willEndDragging, "willEndDragging", scrollView)
        onWillEndDragging?(scrollView)
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        note(.didEndDragging(willDecelerate: decelerate), "didEndDragging", scrollView)
        onDidEndDragging?(scrollView, decelerate)
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
        note(.willBeginDecelerating, "willBeginDecelerating", scrollView)
        onWillBeginDecelerating?(scrollView)
    }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        note(.didEndDecelerating, "didEndDecelerating", scrollView)
        onDidEndDecelerating?(scrollView)
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        note(.didEndScrollingAnimation, "didEndScrollingAnimation", scrollView)
        onDidEndScrollingAnimation?(scrollView)
    }
}

/// A 390×844 window with a scroll view filling it, its content `content`, and a recorder.
@MainActor
func makeRestScroll(content: CGSize, paging: Bool = false) -> (Window, ScrollView, PhaseRecorder) {
    Window.printsDiagnostics = false
    let window = Window(size: CGSize(width: 390, height: 844))
    let scroll = ScrollView(frame: window.bounds)
    scroll.contentSize = content
    scroll.isPagingEnabled = paging
    let recorder = PhaseRecorder()
    scroll.delegate = recorder
    window.addSubview(scroll)
    return (window, scroll, recorder)
}

/// Whether `scroll` is at rest the one way every ending leaves it: idle, off the clock, with
/// no flag set, and its offset inside its range.
@MainActor
func restProblems(_ scroll: ScrollView) -> [String] {
    var problems: [String] = []
    if !scroll.phase.isIdle { problems.append("phase \(scroll.phase)") }
    if scroll.motionCallback != nil { problems.append("still on the clock") }
    if scroll.isTracking || scroll.isDragging || scroll.isDecelerating {
        problems.append("flags \(scroll.isTracking) \(scroll.isDragging) \(scroll.isDecelerating)")
    }
    if scroll.clamped(scroll.contentOffset) != scroll.contentOffset {
        problems.append("offset \(scroll.contentOffset) outside its range")
    }
    return problems
}

/// Every way a scroll view comes to rest ends in the same state (idle, off the clock, inside
/// its range) with the one delegate call UIKit makes for that way, once.
@MainActor @Suite struct ScrollViewRestTests {
    @Test("A fling's deceleration ends idle, inside, with one scrollViewDidEndDecelerating")
    func decelerationEnds() {
        let (window, scroll, recorder) = makeRestScroll(content: CGSize(width: 390, height: 5000))
        window.fling(from: CGPoint(x: 200, y: 600), velocity: CGPoint(x: 0, y: -1500))
        #expect(window.settle())
        #expect(restProblems(scroll) == [])
        #expect(scroll.contentOffset.y > 0)
        #expect(recorder.count(.didEndDecelerating) == 1)
        #expect(recorder.collapsed.last == .didEndDecelerating)
    }

    @Test(
        "A drag past the edge springs back and ends with one scrollViewDidEndDecelerating (UIKit: UIScrollView.bounces)"
    )
    func bounceEnds() {
        let (window, scroll, recorder) = makeRestScroll(content: CGSize(width: 390, height: 5000))
        window.drag(
            along: [CGPoint(x: 200, y: 100), CGPoint(x: 200, y: 400), CGPoint(x: 200, y: 400)],
            duration: 0.4)
        #expect(scroll.contentOffset.y < 0)
        #expect(window.settle())
        #expect(restProblems(scroll) == [])
        #expect(scroll.contentOffset == .zero)
        #expect(recorder.count(.didEndDecelerating) == 1)
    }

    @Test(
        "A paging release snaps onto a page and ends with one scrollViewDidEndDecelerating (UIKit: UIScrollView.isPagingEnabled)"
    )
    func pageSnapEnds() {
        let (window, scroll, recorder) = makeRestScroll(
            content: CGSize(width: 390 * 4, height: 844), paging: true)
        window.fling(from: CGPoint(x: 350, y: 400), velocity: CGPoint(x: -1200, y: 0))
        #expect(window.settle())
        #expect(restProblems(scroll) == [])
        #expect(scroll.contentOffset == CGPoint(x: 390, y: 0))
        #expect(recorder.count(.didEndDecelerating) == 1)
        #expect(recorder.collapsed.last == .didEndDecelerating)
    }

    @Test(
        "An animated setContentOffset ends idle with one scrollViewDidEndScrollingAnimation (UIKit: setContentOffset(_:animated:))"
    )
    func animationEnds() {
        let (window, scroll, recorder) = makeRestScroll(content: CGSize(width: 390, height: 5000))
        scroll.setContentOffset(CGPoint(x: 0, y: 700), animated: true)
        #expect(window.settle())
        #expect(restProblems(scroll) == [])
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 700))
        #expect(recorder.collapsed == [.didScroll, .didEndScrollingAnimation])
    }

    @Test(
        "A drag released in place ends idle after scrollViewDidEndDragging(willDecelerate: false), with no end call"
    )
    func dragReleasedInPlaceEnds() {
        let (window, scroll, recorder) = makeRestScroll(content: CGSize(width: 390, height: 5000))
        window.scroll(scroll, by: CGPoint(x: 0, y: 200))
        #expect(window.settle())
        #expect(restProblems(scroll) == [])
        #expect(recorder.collapsed.last == .didEndDragging(willDecelerate: false))
        #expect(recorder.count(.didEndDecelerating) == 0)
    }

    @Test(
        "A touch that catches a pager between pages and lifts: it settles on a page, with one scrollViewDidEndDecelerating (UIKit S13, S14)"
    )
    func caughtBetweenPagesEnds() {
        let (window, scroll, recorder) = makeRestScroll(
            content: CGSize(width: 390 * 4, height: 844), paging: true)
        window.fling(from: CGPoint(x: 350, y: 400), velocity: CGPoint(x: -2000, y: 0))
        window.runFrames(5)
        #expect(scroll.contentOffset.x > 0 && scroll.contentOffset.x < 390)
        recorder.calls = []
        window.press(at: CGPoint(x: 200, y: 400), duration: 0.05)
        #expect(window.settle())
        #expect(restProblems(scroll) == [])
        #expect([0, 390].contains(scroll.contentOffset.x))
        #expect(recorder.count(.didEndDecelerating) == 1)
        #expect(recorder.collapsed.first == .willBeginDecelerating)
    }

    @Test(
        "A touch that catches a deceleration inside the content and lifts leaves it there, idle, with no end call (UIKit S13)"
    )
    func caughtInsideEnds() {
        let (window, scroll, recorder) = makeRestScroll(content: CGSize(width: 390, height: 20000))
        window.fling(from: CGPoint(x: 200, y: 800), velocity: CGPoint(x: 0, y: -3000))
        window.runFrames(10)
        #expect(scroll.isDecelerating)
        recorder.calls = []
        window.press(at: CGPoint(x: 200, y: 400), duration: 0.05)
        let caught = scroll.contentOffset
        #expect(window.settle())
        #expect(restProblems(scroll) == [])
        #expect(scroll.contentOffset == caught)
        #expect(recorder.calls == [])
    }

    @Test(
        "Content that shrinks under a bounce: the deceleration ends inside the new range, with one scrollViewDidEndDecelerating (UIKit: UIScrollView.bounces)"
    )
    func shrankUnderBounceEnds() {
        let (window, scroll, recorder) = makeRestScroll(content: CGSize(width: 390, height: 2000))
        scroll.contentOffset = CGPoint(x: 0, y: 1156)  // the end
        window.fling(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -3000))
        window.runFrames(4)
        #expect(scroll.contentOffset.y > 1156)  // bouncing past the end, aimed at 1156
        scroll.contentSize = CGSize(width: 390, height: 1500)  // the end is now 656
        #expect(window.settle())
        #expect(restProblems(scroll) == [])
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 656))
        #expect(recorder.count(.didEndDecelerating) == 1)
    }

    @Test(
        "A scroll view that grows past its content at rest comes inside at the next frame, with no end call"
    )
    func grewPastContentEnds() {
        let (window, scroll, recorder) = makeRestScroll(content: CGSize(width: 390, height: 2000))
        scroll.contentOffset = CGPoint(x: 0, y: 1156)
        recorder.calls = []
        scroll.frame.size.height = 1200  // the end is now 800
        window.runFrames(1)
        #expect(restProblems(scroll) == [])
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 800))
        #expect(recorder.calls == [.didScroll])
    }

    @Test(
        "A decelerating pager removed from its window finishes on its page at once, with one scrollViewDidEndDecelerating"
    )
    func removedWhileDeceleratingEnds() {
        let (window, scroll, recorder) = makeRestScroll(
            content: CGSize(width: 390 * 4, height: 844), paging: true)
        window.fling(from: CGPoint(x: 350, y: 400), velocity: CGPoint(x: -1200, y: 0))
        window.runFrames(3)
        #expect(scroll.isDecelerating)
        scroll.removeFromSuperview()
        #expect(restProblems(scroll) == [])
        #expect(scroll.contentOffset == CGPoint(x: 390, y: 0))
        #expect(recorder.count(.didEndDecelerating) == 1)
        window.runFrames(60)  // the old clock no longer moves it
        #expect(recorder.count(.didEndDecelerating) == 1)
        #expect(scroll.contentOffset == CGPoint(x: 390, y: 0))
    }

    @Test(
        "An animated setContentOffset whose view leaves its window ends at its target at once, with one scrollViewDidEndScrollingAnimation"
    )
    func removedWhileAnimatingEnds() {
        let (window, scroll, recorder) = makeRestScroll(content: CGSize(width: 390, height: 5000))
        scroll.setContentOffset(CGPoint(x: 0, y: 900), animated: true)
        window.runFrames(5)
        scroll.removeFromSuperview()
        #expect(restProblems(scroll) == [])
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 900))
        #expect(recorder.count(.didEndScrollingAnimation) == 1)
        #expect(!window.clock.hasActiveCallbacks)
    }

    @Test(
        "Inside each callback isTracking, isDragging and isDecelerating have UIKit's values (UIKit S13)"
    )
    func flagsInsideCallbacks() {
        let (window, _, recorder) = makeRestScroll(content: CGSize(width: 390, height: 5000))
        window.fling(from: CGPoint(x: 200, y: 600), velocity: CGPoint(x: 0, y: -1500))
        #expect(window.settle())
        #expect(
            recorder.flags == [
                "willBeginDragging: true true false",
                "willEndDragging: false true false",
                "didEndDragging: false true false",
                "willBeginDecelerating: false false true",
                "didEndDecelerating: false false false",
            ])
        let (window2, scroll2, recorder2) = makeRestScroll(
            content: CGSize(width: 390, height: 5000))
        scroll2.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(window2.settle())
        #expect(recorder2.flags == ["didEndScrollingAnimation: false false false"])
    }
}

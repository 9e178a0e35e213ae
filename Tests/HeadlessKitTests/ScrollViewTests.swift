import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A delegate mock recording calls in order.
@MainActor
final class ScrollRecorder: ScrollViewDelegate {
    enum Call: Equatable {
        case willBeginDragging, didScroll, willEndDragging
        case didEndDragging(willDecelerate: Bool)
        case willBeginDecelerating, didEndDecelerating, didEndScrollingAnimation
    }
    var calls: [Call] = []
    var velocity = CGPoint.zero
    var proposedTarget = CGPoint.zero
    var overrideTarget: CGPoint?

    /// The calls with each run of `didScroll` collapsed into one.
    var collapsed: [Call] {
        calls.reduce(into: []) { result, call in
            if call == .didScroll && result.last == .didScroll { return }
            result.append(call)
        }
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) { calls.append(.didScroll) }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { calls.append(.willBeginDragging) }
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        calls.append(.willEndDragging)
        self.velocity = velocity
        proposedTarget = targetContentOffset.pointee
        if let overrideTarget { targetContentOffset.pointee = overrideTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        calls.append(.didEndDragging(willDecelerate: decelerate))
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
        calls.append(.willBeginDecelerating)
    }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        calls.append(.didEndDecelerating)
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        calls.append(.didEndScrollingAnimation)
    }
}

/// A window 390×844 with a full-size vertical scroll view of the given content height.
@MainActor
func makeScroll(contentHeight: CGFloat = 5000) -> (Window, ScrollView, ScrollRecorder) {
    Window.printsDiagnostics = false
    let window = Window(size: CGSize(width: 390, height: 844))
    let scroll = ScrollView(frame: window.bounds)
    scroll.contentSize = CGSize(width: 390, height: contentHeight)
    let recorder = ScrollRecorder()
    scroll.delegate = recorder
    window.addSubview(scroll)
    return (window, scroll, recorder)
}

@MainActor @Suite struct ScrollViewTests {
    @Test(
        "contentOffset is bounds.origin and is not clamped when set in code; one didScroll per change (UIKit S1, S13)"
    )
    func offsetIsBoundsOrigin() {
        let (_, scroll, recorder) = makeScroll()
        scroll.contentOffset = CGPoint(x: 0, y: -500)
        #expect(scroll.bounds.origin == CGPoint(x: 0, y: -500))
        scroll.bounds.origin = CGPoint(x: 0, y: 9000)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 9000))
        scroll.setContentOffset(CGPoint(x: 0, y: 9000), animated: false)
        #expect(recorder.calls == [.didScroll, .didScroll])
        #expect(scroll.clipsToBounds)  // UIScrollView clips by default
    }

    @Test(
        "Drag limits are [-adjustedContentInset, contentSize - bounds + inset] (UIKit S4)")
    func limits() {
        let (_, scroll, _) = makeScroll(contentHeight: 2000)
        scroll.frame = CGRect(x: 0, y: 0, width: 375, height: 600)
        scroll.contentSize = CGSize(width: 375, height: 2000)
        scroll.contentInset = EdgeInsets(top: 20, bottom: 30)
        #expect(scroll.minimumContentOffset == CGPoint(x: 0, y: -20))
        #expect(scroll.maximumContentOffset == CGPoint(x: 0, y: 1430))
        #expect(scroll.canScrollVertically && !scroll.canScrollHorizontally)
    }

    @Test(
        "Rubber band b(x) = x·c·d/(x·c + d) with c = 0.55 matches the reference values (UIKit S8)")
    func rubberBandTable() {
        let xs: [CGFloat] = [5, 10, 50, 100, 200, 400, 960]
        let table: [(CGFloat, [CGFloat])] = [
            (960, [2.74, 5.47, 26.73, 52.02, 98.69, 178.98, 340.65]),
            (844, [2.74, 5.46, 26.63, 51.64, 97.32, 174.51, 324.80]),
            (390, [2.73, 5.42, 25.69, 48.20, 85.80, 140.66, 224.31]),
        ]
        for (d, expected) in table {
            for (x, b) in zip(xs, expected) {
                #expect(abs(ScrollView.rubberBand(x, dimension: d) - b) < 0.006, "x=\(x) d=\(d)")
            }
        }
    }

    @Test(
        "Dragging 200 pt past the top shows 97.32 pt of overscroll on an 844 pt view, then springs back (UIKit S8, S13)"
    )
    func dragPastTopRubberBands() {
        let (window, scroll, recorder) = makeScroll()
        let touch = Touch(location: CGPoint(x: 200, y: 100))
        window.send(Event(touches: [touch]))
        for step in 1...20 {
            window.runFrames(1)
            touch.update(phase: .moved, location: CGPoint(x: 200, y: 100 + CGFloat(step) * 10))
            window.send(Event(touches: [touch]))
        }
        #expect(abs(scroll.contentOffset.y - -97.32) < 0.01)
        window.runFrames(20)  // hold still: no velocity
        touch.update(phase: .ended)
        window.send(Event(touches: [touch]))
        window.settle()
        #expect(scroll.contentOffset == .zero)
        #expect(
            recorder.collapsed == [
                .willBeginDragging, .didScroll, .willEndDragging,
                .didEndDragging(willDecelerate: true), .willBeginDecelerating, .didScroll,
                .didEndDecelerating,
            ])
    }

    @Test("With bounces off, a drag is clamped to the limits (UIKit S7)")
    func noBounceClamps() {
        let (window, scroll, _) = makeScroll()
        scroll.bounces = false
        window.drag(
            along: [CGPoint(x: 200, y: 100), CGPoint(x: 200, y: 400), CGPoint(x: 200, y: 400)],
            duration: 0.4)
        #expect(scroll.contentOffset == .zero)
    }

    @Test(
        "A scripted scroll moves the offset by the finger's travel and does not fling (touch scripts)"
    )
    func scriptedScroll() {
        let (window, scroll, recorder) = makeScroll()
        window.scroll(scroll, by: CGPoint(x: 0, y: 300))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 300))
        #expect(
            recorder.collapsed == [
                .willBeginDragging, .didScroll, .willEndDragging,
                .didEndDragging(willDecelerate: false),
            ])
        #expect(recorder.velocity == .zero)
        #expect(!scroll.isDragging && !scroll.isDecelerating && !scroll.isTracking)
    }

    @Test("Delegate order for drag → decelerate → stop (UIKit S13)")
    func delegateOrderFling() {
        let (window, scroll, recorder) = makeScroll()
        var flags: [String] = []
        let token = scroll.observeContentOffset { sv, _ in
            let f = "\(sv.isTracking) \(sv.isDragging) \(sv.isDecelerating)"
            if flags.last != f { flags.append(f) }
        }
        window.fling(from: CGPoint(x: 200, y: 600), velocity: CGPoint(x: 0, y: -1000))
        window.settle()
        #expect(
            recorder.collapsed == [
                .willBeginDragging, .didScroll, .willEndDragging,
                .didEndDragging(willDecelerate: true), .willBeginDecelerating, .didScroll,
                .didEndDecelerating,
            ])
        #expect(flags == ["true true false", "false false true"])
        #expect(!scroll.isDecelerating)
        token.cancel()
    }

    @Test(
        "Release projects the target by (v/1000)·d/(1−d) and decelerates onto it (UIKit S9, S10, S11)"
    )
    func projectionTable() {
        for (rate, v0, projection) in [
            (DecelerationRate.normal, CGFloat(500), CGFloat(249.5)), (.normal, 1000, 499.0),
            (.normal, 3000, 1497.0), (.fast, 500, 49.5), (.fast, 1000, 99.0), (.fast, 3000, 297.0),
        ] {
            #expect(abs(rate.projectedDistance(velocity: v0) - projection) < 1e-6)
            let (window, scroll, recorder) = makeScroll(contentHeight: 20000)
            scroll.decelerationRate = rate
            window.fling(from: CGPoint(x: 200, y: 800), velocity: CGPoint(x: 0, y: -v0))
            let released = scroll.contentOffset.y
            #expect(abs(recorder.velocity.y - v0 / 1000) < 1e-6)  // pt/ms, offset direction
            #expect(abs(recorder.proposedTarget.y - (released + projection)) < 1e-6)
            window.settle()
            #expect(abs(scroll.contentOffset.y - recorder.proposedTarget.y) < 1e-6)
        }
    }

    @Test(
        "Deceleration lasts until under 0.5 pt of travel is left: 0.53 s for 1000 pt/s at .fast (UIKit S10 stop time)"
    )
    func decelerationDuration() {
        let (window, scroll, _) = makeScroll(contentHeight: 20000)
        scroll.decelerationRate = .fast
        window.fling(from: CGPoint(x: 200, y: 800), velocity: CGPoint(x: 0, y: -1000))
        let start = window.clock.time
        while scroll.isDecelerating { window.runFrames(1) }
        #expect(abs(window.clock.time - start - 0.53) < 0.02)
    }

    @Test("The delegate may change targetContentOffset; the view stops there (UIKit S12)")
    func delegateChangesTarget() {
        let (window, scroll, recorder) = makeScroll()
        recorder.overrideTarget = CGPoint(x: 0, y: 1000)
        window.fling(from: CGPoint(x: 200, y: 600), velocity: CGPoint(x: 0, y: -1000))
        window.settle()
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 1000))
    }

    @Test(
        "A delegate snapping to 44 pt rows from a drag that ends between pixels stops exactly on a row (UIKit S12)"
    )
    func delegateTargetReachedExactly() {
        let (window, scroll, _) = makeScroll(contentHeight: 2200)
        final class RowSnapper: ScrollViewDelegate {
            var target = CGPoint.zero
            func scrollViewWillEndDragging(
                _ scrollView: ScrollView, withVelocity velocity: CGPoint,
                targetContentOffset: UnsafeMutablePointer<CGPoint>
            ) {
                targetContentOffset.pointee.y = (targetContentOffset.pointee.y / 44).rounded() * 44
                target = targetContentOffset.pointee
            }
        }
        let snapper = RowSnapper()
        scroll.delegate = snapper
        scroll.contentInset = EdgeInsets(top: 20, left: 0, bottom: 20, right: 0)
        window.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300))
        window.settle()
        #expect(snapper.target.y > 0)
        #expect(scroll.contentOffset == snapper.target)  // not 1e-12 off
        // Clamped to no inset, the other axis reads +0, never -0.
        scroll.scrollRectToVisible(CGRect(x: 0, y: 2000, width: 10, height: 44), animated: false)
        #expect(scroll.contentOffset.x.sign == .plus)
        #expect(scroll.minimumContentOffset.x.sign == .plus)
    }

    @Test(
        "Delegate order for an animated setContentOffset: didScroll ×K then didEndScrollingAnimation (UIKit S13)"
    )
    func animatedProgrammaticScroll() {
        let (window, scroll, recorder) = makeScroll()
        scroll.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
        #expect(scroll.contentOffset == .zero)
        window.settle()
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 400))
        #expect(recorder.collapsed == [.didScroll, .didEndScrollingAnimation])
        #expect(recorder.calls.count == 37)  // 36 frames of 0.3 s, the last one exact
        recorder.calls = []
        scroll.scrollRectToVisible(CGRect(x: 0, y: 1300, width: 10, height: 100), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 556))
        scroll.scrollRectToVisible(CGRect(x: 0, y: 1300, width: 10, height: 100), animated: true)
        window.settle()
        #expect(recorder.calls == [.didScroll])
    }

    @Test("Touching a decelerating scroll view stops it where it is (UIKit S13)")
    func touchStopsDeceleration() {
        let (window, scroll, _) = makeScroll(contentHeight: 20000)
        window.fling(from: CGPoint(x: 200, y: 800), velocity: CGPoint(x: 0, y: -3000))
        window.runFrames(10)
        #expect(scroll.isDecelerating)
        let touch = Touch(location: CGPoint(x: 200, y: 400))
        window.send(Event(touches: [touch]))
        let stopped = scroll.contentOffset
        #expect(!scroll.isDecelerating && scroll.isTracking)
        window.runFrames(30)
        #expect(scroll.contentOffset == stopped)
        touch.update(phase: .ended)
        window.send(Event(touches: [touch]))
        #expect(window.settle())
        #expect(scroll.contentOffset == stopped)
    }

    @Test(
        "Paging: a hard fling moves exactly one page, a slow short drag returns to the nearest page (UIKit S14)"
    )
    func pagingNeverSkips() {
        Window.printsDiagnostics = false
        let window = Window(size: CGSize(width: 390, height: 844))
        let pager = ScrollView(frame: window.bounds)
        pager.isPagingEnabled = true
        pager.contentSize = CGSize(width: 390 * 5, height: 844)
        let recorder = ScrollRecorder()
        recorder.overrideTarget = CGPoint(x: 390 * 4, y: 0)  // ignored when paging
        pager.delegate = recorder
        window.addSubview(pager)
        window.fling(
            from: CGPoint(x: 350, y: 400), velocity: CGPoint(x: -20000, y: 0), duration: 0.1)
        window.settle()
        #expect(pager.contentOffset == CGPoint(x: 390, y: 0))
        #expect(window.diagnostics.map(\.kind) == [.pagingTargetIgnored])
        window.fling(from: CGPoint(x: 350, y: 400), velocity: CGPoint(x: -8000, y: 0))
        window.settle()
        #expect(pager.contentOffset == CGPoint(x: 780, y: 0))
        window.drag(
            along: [CGPoint(x: 300, y: 400), CGPoint(x: 150, y: 400), CGPoint(x: 150, y: 400)],
            duration: 0.4)
        window.settle()
        #expect(pager.contentOffset == CGPoint(x: 780, y: 0))
        window.fling(from: CGPoint(x: 100, y: 400), velocity: CGPoint(x: 900, y: 0))
        window.settle()
        #expect(pager.contentOffset == CGPoint(x: 390, y: 0))
    }

    /// A vertical scroll view holding a horizontal pager (390×300) at the top.
    @MainActor
    func nested() -> (Window, outer: ScrollView, inner: ScrollView, ScrollRecorder) {
        let (window, outer, recorder) = makeScroll(contentHeight: 3000)
        let inner = ScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
        inner.isPagingEnabled = true
        inner.contentSize = CGSize(width: 390 * 3, height: 300)
        outer.addSubview(inner)
        return (window, outer, inner, recorder)
    }

    @Test(
        "Nested scroll views: a 30° drag pages the inner horizontal pager, a 60° drag scrolls the outer vertical one (UIKit S17)"
    )
    func nestedAngles() {
        let (window, outer, inner, recorder) = nested()
        let start = CGPoint(x: 300, y: 250)
        let length: CGFloat = 120
        func end(_ degrees: CGFloat) -> CGPoint {
            let r = degrees * .pi / 180
            return CGPoint(x: start.x - length * cos(r), y: start.y - length * sin(r))
        }
        window.drag(from: start, to: end(30), duration: 0.1)  // a flick: pages
        window.settle()
        #expect(inner.contentOffset == CGPoint(x: 390, y: 0))
        #expect(outer.contentOffset == .zero)
        #expect(recorder.calls.isEmpty)  // the outer never began dragging
        window.drag(along: [start, end(60), end(60)], duration: 0.3)
        window.settle()
        #expect(inner.contentOffset == CGPoint(x: 390, y: 0))
        #expect(abs(outer.contentOffset.y - length * sin(.pi / 3)) < 1e-9)
    }

    @Test("A vertical scroll view ignores a purely horizontal drag (UIKit S5)")
    func noScrollableComponent() {
        let (window, scroll, recorder) = makeScroll()
        window.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.2)
        #expect(scroll.contentOffset == .zero)
        #expect(recorder.calls.isEmpty)
    }

    @Test(
        "Directional lock keeps a mostly vertical drag vertical; a 45° drag moves both axes (UIKit S15)"
    )
    func directionalLock() {
        let (window, scroll, _) = makeScroll()
        scroll.contentSize = CGSize(width: 2000, height: 5000)
        scroll.isDirectionalLockEnabled = true
        window.drag(
            along: [CGPoint(x: 200, y: 600), CGPoint(x: 180, y: 400), CGPoint(x: 180, y: 400)],
            duration: 0.3)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 200))
        window.drag(
            along: [CGPoint(x: 300, y: 600), CGPoint(x: 200, y: 500), CGPoint(x: 200, y: 500)],
            duration: 0.3)
        #expect(scroll.contentOffset == CGPoint(x: 100, y: 300))
    }

    @Test(
        "A tap inside a scroll view reaches a control; a drag that starts on it scrolls and never fires it (UIKit S16)"
    )
    func tapReachesControl() {
        let (window, scroll, _) = makeScroll()
        let button = Control(frame: CGRect(x: 20, y: 200, width: 100, height: 44))
        scroll.addSubview(button)
        var events: [String] = []
        button.addAction(Action { _ in events.append("down") }, for: .touchDown)
        button.addAction(Action { _ in events.append("up") }, for: .touchUpInside)
        button.addAction(Action { _ in events.append("cancel") }, for: .touchCancel)
        window.tap(at: CGPoint(x: 50, y: 220))
        #expect(events == ["down", "up"])
        events = []
        window.drag(from: CGPoint(x: 50, y: 220), to: CGPoint(x: 50, y: 120), duration: 0.1)
        #expect(events.isEmpty)
        #expect(scroll.contentOffset.y > 0)
    }

    @Test(
        "After the 150 ms delay a control tracks the touch and a drag does not take it; other content is cancelled (UIKit S16 touchesShouldCancel)"
    )
    func heldTouchOnContent() {
        let (window, scroll, _) = makeScroll()
        let button = Control(frame: CGRect(x: 20, y: 200, width: 100, height: 44))
        let plain = RecordingView(frame: CGRect(x: 200, y: 200, width: 100, height: 44))
        scroll.addSubview(button)
        scroll.addSubview(plain)
        var events: [String] = []
        button.addAction(Action { _ in events.append("down") }, for: .touchDown)
        button.addAction(Action { _ in events.append("up-outside") }, for: .touchUpOutside)
        window.drag(
            along: [CGPoint(x: 50, y: 220), CGPoint(x: 50, y: 220), CGPoint(x: 50, y: 100)],
            duration: 0.4)
        #expect(events == ["down", "up-outside"])
        #expect(scroll.contentOffset == .zero)
        window.drag(
            along: [CGPoint(x: 250, y: 220), CGPoint(x: 250, y: 220), CGPoint(x: 250, y: 100)],
            duration: 0.4)
        #expect(plain.log == ["began", "moved", "cancelled"])
        #expect(scroll.contentOffset.y > 0)
    }

    @Test(
        "Disabling the pan mid-drag cancels the drag and the scroll view settles back in range (UIGestureRecognizer.isEnabled)"
    )
    func disablingPanMidDrag() {
        let (window, scroll, recorder) = makeScroll()
        let touch = Touch(location: CGPoint(x: 200, y: 100))
        window.send(Event(touches: [touch]))
        for step in 1...10 {
            window.runFrames(1)
            touch.update(phase: .moved, location: CGPoint(x: 200, y: 100 + CGFloat(step) * 20))
            window.send(Event(touches: [touch]))
        }
        #expect(scroll.isDragging && scroll.contentOffset.y < 0)
        scroll.panGestureRecognizer.isEnabled = false
        #expect(!scroll.isDragging)
        #expect(window.settle())
        #expect(scroll.contentOffset == .zero)
        #expect(
            recorder.collapsed.suffix(4) == [
                .didEndDragging(willDecelerate: true), .willBeginDecelerating, .didScroll,
                .didEndDecelerating,
            ])
        touch.update(phase: .ended)
        window.send(Event(touches: [touch]))
        scroll.panGestureRecognizer.isEnabled = true
        window.scroll(scroll, by: CGPoint(x: 0, y: 100))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 100))
    }

    @Test(
        "Offset and size observers are called with the old value until their token is cancelled"
    )
    func observers() {
        let (_, scroll, _) = makeScroll()
        var offsets: [CGPoint] = []
        var sizes: [CGSize] = []
        let offsetToken = scroll.observeContentOffset { _, old in offsets.append(old) }
        let sizeToken = scroll.observeContentSize { _, old in sizes.append(old) }
        scroll.contentOffset = CGPoint(x: 0, y: 10)
        scroll.contentSize = CGSize(width: 390, height: 100)
        offsetToken.cancel()
        sizeToken.cancel()
        scroll.contentOffset = CGPoint(x: 0, y: 20)
        scroll.contentSize = CGSize(width: 390, height: 200)
        #expect(offsets == [.zero])
        #expect(sizes == [CGSize(width: 390, height: 5000)])
    }

    @Test(
        "didScroll is re-entrant: a delegate that recentres the offset while it decelerates keeps it moving (UIKit S13)"
    )
    func reentrantRecentre() {
        let (window, scroll, _) = makeScroll(contentHeight: 20000)
        var wraps = 0
        let token = scroll.observeContentOffset { sv, _ in
            if sv.contentOffset.y > 500 {
                wraps += 1
                sv.contentOffset.y -= 400
            }
        }
        window.fling(from: CGPoint(x: 200, y: 800), velocity: CGPoint(x: 0, y: -3000))
        window.settle()
        #expect(wraps >= 3)
        #expect(scroll.contentOffset.y <= 500)
        token.cancel()
    }

    @Test(
        "A NaN content offset stops with a message naming the view and property"
    )
    func nanOffsetStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            scroll.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
        }
    }

    @Test("A NaN target offset from the delegate stops with a message")
    func nanTargetStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let (window, _, recorder) = makeScroll()
            recorder.overrideTarget = CGPoint(x: 0, y: CGFloat.nan)
            window.fling(from: CGPoint(x: 200, y: 600), velocity: CGPoint(x: 0, y: -1000))
        }
    }

    @Test("The tree dump shows a scroll view's offset and content size")
    func dump() {
        let (_, scroll, _) = makeScroll()
        scroll.contentOffset = CGPoint(x: 0, y: 12)
        var properties: [String] = []
        scroll.appendTreeProperties(to: &properties, presentation: false)
        #expect(properties == ["offset=(0 12)", "content=(390 5000)"])
    }

    @Test(
        "A scroll view grown past its content comes back inside at rest; one being dragged is left to its drag (UIKit: UIScrollView contentOffset after a resize)"
    )
    func growingPastTheContentAtRest() {
        let window = Window(size: CGSize(width: 320, height: 480))
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        scroll.contentSize = CGSize(width: 320, height: 1000)
        window.addSubview(scroll)
        scroll.contentOffset = CGPoint(x: 0, y: 800)  // the end, at height 200
        scroll.frame.size.height = 480
        #expect(scroll.contentOffset.y == 800)  // a resize does not move it at once
        #expect(!window.isIdle)
        window.settle()
        #expect(scroll.contentOffset.y == 520)  // 1000 - 480
        // Set in code, the offset is never clamped (UIKit: contentOffset).
        scroll.contentOffset = CGPoint(x: 0, y: 900)
        window.settle()
        #expect(scroll.contentOffset.y == 900)
    }
}

extension ScrollViewTests {
    @Test(
        "Two fingers dragged to 1e308 scroll to a finite offset and come back inside (UIKit: UIPanGestureRecognizer)"
    )
    func fingersAtTheEdgeOfTheRange() {
        for far: CGFloat in [1e308, -1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude] {
            let window = Window(size: CGSize(width: 300, height: 300))
            let scroll = ScrollView(frame: window.bounds)
            scroll.contentSize = CGSize(width: 900, height: 900)
            window.addSubview(scroll)
            Window.printsDiagnostics = false
            window.touches(
                [
                    [CGPoint(x: 100, y: 100), CGPoint(x: far, y: far)],
                    [CGPoint(x: 200, y: 200), CGPoint(x: far, y: far)],
                ], duration: 0.1)
            #expect(invariantViolations(in: window, atRest: false) == [], "\(far)")
            #expect(window.settle())
            #expect(invariantViolations(in: window, atRest: true) == [], "\(far)")
            // One finger, too, and a huge rubber band that the displayed offset must survive.
            window.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: far, y: -far))
            #expect(invariantViolations(in: window, atRest: false) == [], "\(far)")
            #expect(window.settle())
            #expect(invariantViolations(in: window, atRest: true) == [], "\(far)")
        }
    }

    @Test(
        "window.scroll(_:by:) moves by exactly the amount asked, even below the pan's hysteresis (UIKit: UIPanGestureRecognizer)"
    )
    func smallScrollsAreExact() {
        let window = Window(size: CGSize(width: 300, height: 300))
        let scroll = ScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 3000, height: 3000)
        scroll.contentOffset = CGPoint(x: 1000, y: 1000)
        window.addSubview(scroll)
        let deltas: [CGPoint] = [
            CGPoint(x: 0, y: 1), CGPoint(x: 0, y: -0.5), CGPoint(x: 3, y: 4),
            CGPoint(x: -9.5, y: 0), CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 250), .zero,
        ]
        for delta in deltas {
            let before = scroll.contentOffset
            window.scroll(scroll, by: delta)
            #expect(window.settle())
            let moved = CGPoint(
                x: scroll.contentOffset.x - before.x, y: scroll.contentOffset.y - before.y)
            #expect(abs(moved.x - delta.x) < 1e-9 && abs(moved.y - delta.y) < 1e-9, "\(delta)")
        }
    }
}

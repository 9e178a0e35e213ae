import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

@MainActor @Suite struct ScrollViewInterruptionTests {
    /// A 390-wide paging scroll view of 5 pages, flung left and caught mid-flight.
    func caughtPager() -> (Window, ScrollView, ScrollRecorder) {
        let (window, scroll, recorder) = makeScroll(contentHeight: 844)
        scroll.isPagingEnabled = true
        scroll.contentSize = CGSize(width: 390 * 5, height: 844)
        window.fling(from: CGPoint(x: 350, y: 400), velocity: CGPoint(x: -2000, y: 0))
        window.runFrames(6)  // on its way to page 1
        #expect(scroll.isDecelerating)
        let x = scroll.contentOffset.x
        #expect(x > 0 && x < 390)
        recorder.calls = []
        return (window, scroll, recorder)
    }

    @Test(
        "A paging scroll view caught mid-flight and released without a drag settles on a page (UIKit S13, S14)"
    )
    func caughtAndReleased() {
        let (window, scroll, recorder) = caughtPager()
        window.press(at: CGPoint(x: 200, y: 400), duration: 0.05)
        #expect(!scroll.isTracking)
        window.settle()
        #expect(scroll.contentOffset.x.truncatingRemainder(dividingBy: 390) == 0)
        #expect(recorder.collapsed == [.willBeginDecelerating, .didScroll, .didEndDecelerating])
    }

    @Test(
        "Held without moving, the caught pager stays where it was stopped until the finger lifts (UIKit S13)"
    )
    func heldStaysPut() {
        let (window, scroll, _) = caughtPager()
        let touch = Touch(location: CGPoint(x: 200, y: 400))
        window.send(Event(touches: [touch]))
        let stopped = scroll.contentOffset.x
        window.runFrames(30)
        #expect(scroll.contentOffset.x == stopped)
        #expect(scroll.isTracking)
        touch.update(phase: .ended)
        window.send(Event(touches: [touch]))
        window.settle()
        #expect([0, 390].contains(scroll.contentOffset.x))
    }

    @Test("A bouncing scroll view caught past its end and released springs back inside (UIKit S7)")
    func caughtWhileBouncing() {
        let (window, scroll, _) = makeScroll(contentHeight: 1000)
        scroll.contentOffset = CGPoint(x: 0, y: 156)  // the bottom
        window.fling(from: CGPoint(x: 200, y: 600), velocity: CGPoint(x: 0, y: -3000))
        window.runFrames(3)
        #expect(scroll.contentOffset.y > 156)
        window.press(at: CGPoint(x: 200, y: 400), duration: 0.02)
        window.settle()
        #expect(scroll.contentOffset.y == 156)
    }

    @Test("isTracking ends when another scroll view's pan takes the touch over")
    func trackingEndsWhenTakenOver() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let outer = ScrollView(frame: window.bounds)
        outer.contentSize = CGSize(width: 390, height: 3000)
        let inner = ScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        inner.contentSize = CGSize(width: 390 * 3, height: 200)
        inner.isPagingEnabled = true
        window.addSubview(outer)
        outer.addSubview(inner)
        let touch = Touch(location: CGPoint(x: 200, y: 200))
        window.send(Event(touches: [touch]))
        #expect(inner.isTracking && outer.isTracking)
        for step in 1...10 {  // straight up: the outer scroll view's drag
            window.runFrames(1)
            touch.update(phase: .moved, location: CGPoint(x: 200, y: 200 - CGFloat(step) * 5))
            window.send(Event(touches: [touch]))
        }
        #expect(outer.isDragging)
        #expect(!inner.isTracking)
        touch.update(phase: .ended)
        window.send(Event(touches: [touch]))
    }
}

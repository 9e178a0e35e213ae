import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A view that asks for layout again every time it is laid out: a layout loop.
@MainActor
final class RestlessView: View {
    override func layoutSubviews() {
        super.layoutSubviews()
        setNeedsLayout()
    }
}

@MainActor @Suite struct ClockControlTests {
    func makeBox() -> (Window, View) {
        Window.printsDiagnostics = false
        let window = Window(size: CGSize(width: 200, height: 100))
        let box = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        box.accessibilityIdentifier = "box"
        window.addSubview(box)
        window.layoutIfNeeded()
        return (window, box)
    }

    @Test("stepFrame() runs exactly one frame (UIKit: CADisplayLink's frame)")
    func stepOneFrame() {
        let (window, _) = makeBox()
        window.stepFrame()
        window.stepFrame()
        #expect(window.clock.frameCount == 2)
        #expect(window.clock.time == 2.0 / 120)
    }

    @Test("advanceToNextEvent() stops on the frame an animation ends, and says so")
    func nextEventIsAnimationEnd() {
        let (window, box) = makeBox()
        View.animate(withDuration: 0.1, options: .curveLinear) { box.frame.origin.x = 60 }
        #expect(
            window.activities.map(\.description) == [
                "animation of <View \"box\"> position (0 0) → (60 0), ends at 0.1 s"
            ])
        #expect(
            window.advanceToNextEvent() == [
                "ended: animation of <View \"box\"> position (0 0) → (60 0), ends at 0.1 s"
            ])
        #expect(window.clock.frameCount == 12)
        #expect(box.presentationFrame.origin.x == 60)
        // A delayed second animation: the next event is its end, not its start.
        View.animate(withDuration: 0.05, delay: 0.1, options: .curveLinear) { box.alpha = 0.5 }
        #expect(
            window.advanceToNextEvent() == [
                "ended: animation of <View \"box\"> alpha 1 → 0.5, ends at 0.25 s"
            ])
        // Its end, 0.1 + 0.1 + 0.05 s, is a rounding error past frame 30's time: the animator
        // still ends it on frame 30 (the frame at its end time), and the clock stops there.
        #expect(window.clock.frameCount == 30)
        // Idle: nothing to wait for; one frame runs and nothing changes within the timeout.
        #expect(window.advanceToNextEvent(timeout: 0.05) == [])
        #expect(window.clock.frameCount == 36)
    }

    @Test("advanceToNextEvent() stops when a gesture recognizer's timer fires")
    func nextEventIsTimer() {
        let (window, box) = makeBox()
        let press = LongPressGestureRecognizer()
        press.name = "hold"
        box.addGestureRecognizer(press)
        let touch = Touch(location: CGPoint(x: 5, y: 5))
        window.send(Event(touches: [touch]))
        #expect(
            window.activities.map(\.description) == [
                "timer of LongPressGestureRecognizer \"hold\" on <View \"box\">"
            ])
        let changes = window.advanceToNextEvent()
        #expect(
            changes == ["ended: timer of LongPressGestureRecognizer \"hold\" on <View \"box\">"])
        #expect(window.clock.time >= press.minimumPressDuration)
        #expect(press.state == .began)
        touch.update(phase: .ended)
        window.send(Event(touches: [touch]))
    }

    @Test("settleOrExplain() lists the deceleration that is still running")
    func explainsDeceleration() {
        Window.printsDiagnostics = false
        let window = Window(size: CGSize(width: 200, height: 200))
        let feed = ScrollView(frame: window.bounds)
        feed.accessibilityIdentifier = "feed"
        feed.contentSize = CGSize(width: 200, height: 5000)
        window.addSubview(feed)
        window.fling(from: CGPoint(x: 100, y: 180), velocity: CGPoint(x: 0, y: -2000))
        let explanation = window.settleOrExplain(timeout: 0.1)
        #expect(
            explanation == """
                Still busy after 0.1 s:
                - deceleration of <ScrollView "feed"> at (0 \(formatted(feed.contentOffset.y)))
                """)
        #expect(
            window.diagnostics.last?.message
                == "settle(timeout: 0.1) gave up: still busy: deceleration of <ScrollView \"feed\"> at (0 \(formatted(feed.contentOffset.y)))"
        )
        #expect(window.settleOrExplain() == nil)
        #expect(window.activities.isEmpty)
    }

    @Test("settleOrExplain() names frame callbacks and layout loops")
    func explainsCallbacksAndLayoutLoops() {
        let (window, _) = makeBox()
        let callback = window.clock.addFrameCallback { _ in }
        #expect(
            window.settleOrExplain(timeout: 0.05) == """
                Still busy after 0.05 s:
                - 1 frame callback added with addFrameCallback
                """)
        callback.invalidate()
        let restless = RestlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(restless)
        #expect(
            window.settleOrExplain(timeout: 0.05) == """
                Still busy after 0.05 s:
                - layout pending in <RestlessView>
                """)
        restless.removeFromSuperview()
        #expect(window.settleOrExplain() == nil)
    }

    @Test("A timeout that is not a finite, positive time is a programmer error")
    func badTimeout() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                _ = Window(size: CGSize(width: 1, height: 1)).advanceToNextEvent(timeout: .nan)
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                _ = Window(size: CGSize(width: 1, height: 1)).advanceToNextEvent(timeout: 0)
            }
        }
    }
}

extension ClockControlTests {
    @Test("settle(timeout: .infinity) waits at most an hour and settles")
    @MainActor func infiniteSettleTimeout() {
        let window = Window(size: CGSize(width: 100, height: 100))
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        #expect(window.settle(timeout: .infinity))
        #expect(window.settle(timeout: 1e300))
        #expect(window.settle(timeout: 0))
        // Something that never stops ends in a diagnostic after an hour of clock time.
        let start = window.clock.time
        let forever = window.clock.addFrameCallback { _ in }
        Window.printsDiagnostics = false
        #expect(!window.settle(timeout: .infinity))
        #expect(window.clock.time - start == Window.maximumSettleTimeout)
        forever.invalidate()
    }
}

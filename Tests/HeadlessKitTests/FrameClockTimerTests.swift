import Foundation
import Testing

@testable import HeadlessKit

/// The frame clock as a deadline queue: timers run in the first frame whose time is at or after
/// their deadline, in deadline order, ties in the order they were scheduled, at the start of
/// the frame (before display links and the layout pass, as a run loop fires its timers first).
@MainActor @Suite struct FrameClockTimerTests {
    /// A view that reports each layout pass.
    final class LayoutLogView: View {
        var onLayout: () -> Void = {}
        override func layoutSubviews() {
            super.layoutSubviews()
            onLayout()
        }
    }

    @Test("A timer at time t runs in the first frame whose time is at or after t (Timer.fireDate)")
    func firstFrameAtOrAfterDeadline() {
        let clock = FrameClock()
        var frames: [String: Int] = [:]
        clock.schedule(at: 0.5) { _ in frames["0.5"] = clock.frameCount }
        clock.schedule(at: 0.5.nextUp) { _ in frames["0.5+"] = clock.frameCount }
        clock.schedule(at: 0.5.nextDown) { _ in frames["0.5-"] = clock.frameCount }
        let timer = clock.schedule(at: 1.0 / 120) { _ in frames["1/120"] = clock.frameCount }
        #expect(timer.fireFrame == 1)
        clock.runFrames(61)
        // 0.5 s is frame 60's time exactly, with no tolerance either way.
        #expect(frames == ["0.5": 60, "0.5+": 61, "0.5-": 60, "1/120": 1])
        #expect(!timer.isValid)
        #expect(timer.timestamp == 1.0 / 120)
    }

    @Test("Timers run in deadline order; equal deadlines in the order they were scheduled")
    func deadlineOrderThenSchedulingOrder() {
        let clock = FrameClock()
        var log: [String] = []
        clock.schedule(at: 0.3) { _ in log.append("0.3") }
        clock.schedule(at: 0.1) { _ in log.append("0.1 first") }
        clock.schedule(at: 0.2) { _ in log.append("0.2") }
        clock.schedule(at: 0.1) { _ in log.append("0.1 second") }
        // Frame 61 (0.508 s) holds both: the earlier deadline runs first though scheduled later.
        clock.schedule(at: 0.505) { _ in log.append("0.505") }
        clock.schedule(at: 0.501) { _ in log.append("0.501") }
        clock.schedule(after: 0.1) { _ in log.append("after 0.1") }
        clock.runFrames(61)
        #expect(log == ["0.1 first", "0.1 second", "after 0.1", "0.2", "0.3", "0.501", "0.505"])
    }

    @Test(
        "schedule(after:) counts whole frames: 0.5 s from frame 13 is frame 73, though 13/120 + 0.5 rounds past it"
    )
    func afterCountsFrames() {
        let clock = FrameClock()
        clock.runFrames(13)
        // The sum in seconds lands one ulp past frame 73's time, so `at:` waits a frame more.
        #expect(13.0 / 120 + 0.5 > 73.0 / 120)
        let after = clock.schedule(after: 0.5) { _ in }
        let at = clock.schedule(at: clock.time + 0.5) { _ in }
        #expect(after.fireFrame == 73)
        #expect(at.fireFrame == 74)
        // No delay is the next frame: a timer never runs in the frame it was scheduled in.
        #expect(clock.schedule(after: 0) { _ in }.fireFrame == 14)
    }

    @Test("A long press's minimum duration ends on the frame 0.5 s after the touch, from any frame")
    func longPressFiresOnItsFrame() {
        let window = Window(size: CGSize(width: 100, height: 100))
        let box = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(box)
        let press = LongPressGestureRecognizer()
        box.addGestureRecognizer(press)
        window.runFrames(13 - window.clock.frameCount)
        let touch = Touch(location: CGPoint(x: 10, y: 10))
        window.send(Event(touches: [touch]))
        window.runFrames(59)
        #expect(press.state == .possible)
        window.runFrames(1)
        #expect(window.clock.frameCount == 73)
        #expect(press.state == .began)
        touch.update(phase: .ended)
        window.send(Event(touches: [touch]))
    }

    @Test(
        "A frame callback that takes a pressed view out of the window cancels its long press's timer"
    )
    func callbackRemovesTheTimersView() {
        let window = Window(size: CGSize(width: 100, height: 100))
        let box = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(box)
        var states: [GestureRecognizer.State] = []
        let press = LongPressGestureRecognizer { states.append($0.state) }
        box.addGestureRecognizer(press)
        window.settle()
        let touch = Touch(location: CGPoint(x: 10, y: 10))
        window.send(Event(touches: [touch]))
        #expect(window.clock.hasScheduledTimers)
        let pressedAt = window.clock.frameCount
        window.clock.addFrameCallback { callback in
            guard window.clock.frameCount == pressedAt + 59 else { return }
            box.removeFromSuperview()
            callback.invalidate()
        }
        window.runFrames(59)
        #expect(!window.clock.hasScheduledTimers)
        #expect(window.isIdle)
        window.runFrames(60)
        #expect(states.isEmpty)  // it never began
        touch.update(phase: .ended)
        window.send(Event(touches: [touch]))
    }

    @Test("Work scheduled while a frame runs waits for the next frame (Timer in the run loop)")
    func scheduledDuringAFrameRunsNext() {
        let clock = FrameClock()
        var log: [String] = []
        clock.schedule(after: 0) { _ in
            log.append("timer \(clock.frameCount)")
            clock.schedule(at: 0) { _ in log.append("past deadline \(clock.frameCount)") }
            clock.schedule(after: 0) { _ in log.append("no delay \(clock.frameCount)") }
        }
        clock.addFrameCallback { callback in
            log.append("callback \(clock.frameCount)")
            clock.schedule(at: clock.time) { _ in log.append("now \(clock.frameCount)") }
            callback.invalidate()
        }
        clock.runFrames(3)
        #expect(log == ["timer 1", "callback 1", "past deadline 2", "no delay 2", "now 2"])
    }

    @Test("A timer invalidated by another timer of the same frame does not run")
    func cancelFromInsideATimer() {
        let clock = FrameClock()
        var log: [String] = []
        var second: FrameTimer?
        clock.schedule(after: 0.1) { _ in
            log.append("first")
            second?.invalidate()
            second?.invalidate()  // twice is harmless
        }
        second = clock.schedule(after: 0.1) { _ in log.append("second") }
        let third = clock.schedule(after: 0.1) { timer in
            log.append("third")
            timer.invalidate()  // after it ran: nothing to cancel
        }
        #expect(clock.hasScheduledTimers)
        clock.runFrames(12)
        #expect(log == ["first", "third"])
        #expect(second?.isValid == false && !third.isValid)
        #expect(!clock.hasScheduledTimers)
        #expect(clock.scheduledTimerCount == 0)
    }

    @Test("A timer lets go of its closure once it ran or was invalidated (Timer.invalidate())")
    func timerReleasesItsClosure() {
        final class Payload {}
        let clock = FrameClock()
        var payload: Payload? = Payload()
        weak let ran = payload
        let fired = clock.schedule(after: 0) { [payload] _ in _ = payload }
        payload = Payload()
        weak let cancelled = payload
        let invalidated = clock.schedule(after: 0) { [payload] _ in _ = payload }
        payload = nil
        invalidated.invalidate()
        #expect(cancelled == nil)
        #expect(ran != nil)
        clock.runFrames(1)
        #expect(ran == nil)
        #expect(!fired.isValid && !invalidated.isValid)  // the tokens are still held
    }

    @Test("A timer that releases the window ends the frame; the clock runs on without it")
    func timerReleasesTheWindow() {
        var window: Window? = Window(size: CGSize(width: 10, height: 10))
        weak let released = window
        let clock = window!.clock
        var log: [String] = []
        clock.schedule(after: 0) { _ in
            window = nil
            log.append("released")
        }
        clock.schedule(after: 0) { _ in log.append("next timer") }
        clock.addFrameCallback { _ in log.append("callback") }
        clock.addFrameObserver { _ in log.append("observer") }
        clock.runFrames(2)
        #expect(released == nil)
        #expect(log == ["released", "next timer", "callback", "observer", "callback", "observer"])
    }

    @Test("Each frame: timers, frame callbacks, animations, layout, then observers")
    func stagesOfAFrame() {
        let window = Window(size: CGSize(width: 100, height: 100))
        let box = LayoutLogView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(box)
        window.settle()
        var log: [String] = []
        box.onLayout = {
            // The animation stepped to this frame's time before the layout pass.
            log.append(box.presentationAlpha < 1 ? "layout after animation" : "layout")
        }
        View.animate(withDuration: 0.1, options: .curveLinear) { box.alpha = 0 }
        window.clock.addFrameObserver { _ in log.append("observer") }
        window.clock.addFrameCallback { callback in
            log.append("callback")
            box.setNeedsLayout()
            callback.invalidate()
        }
        window.clock.schedule(after: 0) { _ in log.append("timer") }
        window.stepFrame()
        #expect(log == ["timer", "callback", "layout after animation", "observer"])
    }

    @Test("settle() waits for a scheduled timer; activities name it")
    func settleWaitsForTimers() {
        let window = Window(size: CGSize(width: 10, height: 10))
        window.settle()
        var ranAt: Int?
        window.clock.schedule(after: 0.25) { _ in ranAt = window.clock.frameCount }
        #expect(!window.isIdle)
        #expect(window.activities.map(\.description) == ["1 timer scheduled on the clock"])
        #expect(window.activities.map(\.kind) == [.timer])
        #expect(window.settle())
        #expect(ranAt == 31)  // one frame to settle the first time, then 30 frames of 0.25 s
        #expect(window.isIdle)
    }

    @Test("An invalidated timer leaves the window idle")
    func invalidatedTimerIsIdle() {
        let window = Window(size: CGSize(width: 10, height: 10))
        window.settle()
        let timer = window.clock.schedule(after: 1) { _ in Issue.record("cancelled timer ran") }
        timer.invalidate()
        #expect(window.isIdle)
        window.runFrames(130)
    }

    @Test("A delay or time further than maximumFrames frames waits that many frames")
    func hugeDeadlinesClamp() {
        Window.printsDiagnostics = false
        let window = Window(size: CGSize(width: 10, height: 10))
        window.runFrames(5)
        let after = window.clock.schedule(after: 1e300) { _ in }
        let at = window.clock.schedule(at: 1e300) { _ in }
        #expect(after.fireFrame == 5 + FrameClock.maximumFrames)
        #expect(at.fireFrame == 5 + FrameClock.maximumFrames)
        #expect(!window.settle(timeout: 0.05))
        after.invalidate()
        at.invalidate()
        #expect(window.settle())
    }

    @Test func schedulingAtNaNStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let window = Window(size: CGSize(width: 10, height: 10))
            withExtendedLifetime(window) { _ = window.clock.schedule(at: .nan) { _ in } }
        }
        expectMessage(result, naming: ["schedule(at:)", "time nan", "<Window"])
    }

    @Test func schedulingAtInfinityStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let window = Window(size: CGSize(width: 10, height: 10))
            withExtendedLifetime(window) { _ = window.clock.schedule(at: .infinity) { _ in } }
        }
        expectMessage(result, naming: ["schedule(at:)", "time inf", "<Window"])
    }

    @Test func schedulingAtANegativeTimeStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let window = Window(size: CGSize(width: 10, height: 10))
            withExtendedLifetime(window) { _ = window.clock.schedule(at: -1) { _ in } }
        }
        expectMessage(result, naming: ["schedule(at:)", "time -1.0", "<Window"])
    }

    @Test func schedulingAfterANegativeDelayStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let window = Window(size: CGSize(width: 10, height: 10))
            withExtendedLifetime(window) { _ = window.clock.schedule(after: -0.5) { _ in } }
        }
        expectMessage(result, naming: ["schedule(after:)", "delay -0.5", "<Window"])
    }

    @Test func schedulingAfterNaNStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let window = Window(size: CGSize(width: 10, height: 10))
            withExtendedLifetime(window) { _ = window.clock.schedule(after: .nan) { _ in } }
        }
        expectMessage(result, naming: ["schedule(after:)", "delay nan", "<Window"])
    }
}

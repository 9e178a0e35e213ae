import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

@MainActor @Suite struct TouchSessionTests {
    @Test("A touch session moves, holds and lifts over frames; later calls do nothing")
    func touchSession() {
        let window = makeExploreScene()
        let feed = window.subviews[0] as! ScrollView
        let start = window.clock.frameCount
        let finger = window.beginTouch(at: CGPoint(x: 150, y: 300))
        finger.move(to: CGPoint(x: 150, y: 100), duration: 0.1).hold(duration: 0.2)
        #expect(window.clock.frameCount - start == 12 + 24)
        #expect(feed.isDragging)
        finger.end()
        #expect(finger.isFinished && window.activeTouches.isEmpty)
        finger.move(to: .zero, duration: 1).cancel()
        #expect(window.clock.frameCount - start == 12 + 24)
        // Zero duration: one move, one frame.
        window.beginTouch(at: CGPoint(x: 10, y: 10)).move(to: CGPoint(x: 20, y: 10)).end()
        #expect(window.clock.frameCount - start == 12 + 24 + 1)
    }

    @Test("A touch session at a NaN point, or for a negative time, stops (programmer error)")
    func touchSessionBadInput() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            _ = Window(size: CGSize(width: 10, height: 10)).beginTouch(
                at: CGPoint(x: CGFloat.nan, y: 0))
        }
        await #expect(processExitsWith: .failure) { @MainActor in
            let window = Window(size: CGSize(width: 10, height: 10))
            window.beginTouch(at: .zero).hold(duration: -1)
        }
        await #expect(processExitsWith: .failure) { @MainActor in
            let window = Window(size: CGSize(width: 10, height: 10))
            window.beginTouch(at: .zero).move(to: CGPoint(x: CGFloat.infinity, y: 0))
        }
    }

    @Test("A touch session stops on a NaN or infinite duration, naming the call (programmer error)")
    func touchSessionNonFiniteDurations() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let window = Window(size: CGSize(width: 10, height: 10))
            window.beginTouch(at: .zero).move(to: CGPoint(x: 5, y: 0), duration: .nan)
        }
        await #expect(processExitsWith: .failure) { @MainActor in
            let window = Window(size: CGSize(width: 10, height: 10))
            window.beginTouch(at: .zero).hold(duration: .infinity)
        }
        await #expect(processExitsWith: .failure) { @MainActor in
            let window = Window(size: CGSize(width: 10, height: 10))
            window.beginTouch(at: .zero).move(to: CGPoint(x: 5, y: 0), duration: -0.1)
        }
    }

    @Test("A touch session runs the window's frames at the window's rate, not 120 Hz")
    func touchSessionUsesTheWindowsRate() {
        let window = Window(size: CGSize(width: 100, height: 100), framesPerSecond: 60)
        let view = View(frame: window.bounds)
        window.addSubview(view)
        var moves: [CGFloat] = []
        let pan = PanGestureRecognizer {
            moves.append(($0 as! PanGestureRecognizer).translation(in: nil).x)
        }
        view.addGestureRecognizer(pan)
        let finger = window.beginTouch(at: CGPoint(x: 10, y: 50))
        finger.move(to: CGPoint(x: 70, y: 50), duration: 0.1)
        #expect(window.clock.frameCount == 6)
        #expect(moves.last == 60)
        finger.hold()
        // The velocity window (0.1 s) and two frames: 8 frames at 60 Hz.
        #expect(window.clock.frameCount == 6 + 8)
        finger.end()
        #expect(pan.velocity(in: nil) == .zero)
    }

    @Test(
        "A move then hold() releases without a fling; a move then a lift flings (the move-then-hold drag)"
    )
    func holdStopsTheFling() {
        let window = makeExploreScene()
        let feed = window.subviews[0] as! ScrollView
        window.beginTouch(at: CGPoint(x: 150, y: 300)).move(
            to: CGPoint(x: 150, y: 100), duration: 0.1
        ).hold().end()
        #expect(!feed.isDecelerating)
        #expect(feed.contentOffset.y == 200)
        window.beginTouch(at: CGPoint(x: 150, y: 300)).move(
            to: CGPoint(x: 150, y: 100), duration: 0.1
        ).end()
        #expect(feed.isDecelerating)
    }

    @Test("A session kept after its window is gone does nothing, and stays safe to touch")
    func touchSessionOutlivesItsWindow() {
        weak var gone: Window?
        let finger: TouchSession
        do {
            let window = makeExploreScene()
            gone = window
            finger = window.beginTouch(at: CGPoint(x: 150, y: 300))
            finger.move(to: CGPoint(x: 150, y: 250), duration: 0.05)
        }
        #expect(gone == nil)
        #expect(finger.window == nil)
        finger.move(to: CGPoint(x: 150, y: 100), duration: 0.1).hold().hold(duration: 1)
        finger.end()
        finger.cancel()
        #expect(finger.isFinished)
        #expect(finger.location == CGPoint(x: 150, y: 250))
    }
}

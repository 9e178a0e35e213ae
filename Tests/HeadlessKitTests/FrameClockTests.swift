import Foundation
import Testing

@testable import HeadlessKit

/// The window's frame clock: whole frames, remainders, and what runs in each frame.
@MainActor @Suite struct FrameClockTests {
    @Test("advance(by:) runs whole frames at 120 Hz and carries the remainder")
    func advance() {
        let window = Window(frame: .zero)
        window.advance(by: 0.1)
        #expect(window.clock.frameCount == 12)
        window.advance(by: 0.004)  // under half a frame: nothing yet
        #expect(window.clock.frameCount == 12)
        window.advance(by: 0.005)  // 0.009 s in all: one frame
        #expect(window.clock.frameCount == 13)
        #expect(window.clock.time == 13.0 / 120)
    }

    @Test(
        "Frame callbacks run each frame in order until invalidated; one added during a frame starts on the next"
    )
    func callbacks() {
        let window = Window(frame: .zero)
        var log: [String] = []
        let a = window.clock.addFrameCallback { _ in log.append("a") }
        // Weak: the window owns its clock, which owns this closure.
        window.clock.addFrameCallback { [weak window] callback in
            log.append("b")
            if log.count == 2 {
                window?.clock.addFrameCallback { _ in log.append("c") }
            }
        }
        window.runFrames(2)
        #expect(log == ["a", "b", "a", "b", "c"])
        a.invalidate()
        log = []
        window.runFrames(1)
        #expect(log == ["b", "c"])
    }

    @Test("settle() runs until idle and reports a busy window at the timeout")
    func settle() {
        Window.printsDiagnostics = false
        defer { Window.printsDiagnostics = true }
        let window = Window(frame: .zero)
        var frames = 0
        window.clock.addFrameCallback { callback in
            frames += 1
            if frames == 30 { callback.invalidate() }
        }
        #expect(window.settle())
        #expect(frames == 30)

        window.clock.addFrameCallback { _ in }  // never ends
        #expect(!window.settle(timeout: 0.5))
        #expect(window.diagnostics.last?.kind == .settleTimeout)
    }

    @Test("A paused callback does not keep settle() running")
    func paused() {
        let window = Window(frame: .zero)
        let callback = window.clock.addFrameCallback { _ in }
        callback.isPaused = true
        #expect(window.settle())
        #expect(window.clock.frameCount == 1)
    }

    @Test("advance(by:) with a negative duration stops")
    func negativeAdvanceStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            Window(frame: .zero).advance(by: -1)
        }
    }
}

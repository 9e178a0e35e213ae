import Foundation
import Testing

@testable import HeadlessKit

/// Costs of the frame clock's deadline queue that must grow with the timers and never faster:
/// each test counts the entries the clock touches (never the time).
@MainActor @Suite struct FrameClockComplexityTests {
    /// Schedules `count` timers over 50 frames, cancels every other one from inside a timer,
    /// runs them; returns the timer entries the clock touched.
    func timerOperations(count: Int) -> Int {
        let clock = FrameClock()
        var timers: [FrameTimer] = []
        var ran = 0
        for index in 0..<count {
            timers.append(clock.schedule(after: Double(1 + index % 50) / 120) { _ in ran += 1 })
        }
        // Due in frame 1 with the earliest deadline (0 s), so first in that frame.
        clock.schedule(after: 0) { [timers] _ in
            for index in stride(from: 1, to: timers.count, by: 2) { timers[index].invalidate() }
        }
        clock.runFrames(60)
        #expect(ran == count / 2)
        #expect(!clock.hasScheduledTimers)
        return clock.timerOperationCount
    }

    @Test("10,000 timers, half cancelled, cost linear work (counted, not timed)")
    func timersCostLinear() {
        let small = timerOperations(count: 1000)
        let large = timerOperations(count: 10_000)
        // Schedule, cancel, one sweep, one visit when its frame comes: at most four each.
        #expect(large <= 4 * 10_000 + 10)
        #expect(large <= 11 * small)
    }
}

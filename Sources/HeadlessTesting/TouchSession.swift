import Foundation
import HeadlessKit

/// One finger driven step by step over frames: down, moves, holds, then a lift or a cancel.
///
/// The whole-gesture scripts (``HeadlessKit/Window/drag(from:to:duration:)`` and the others)
/// cannot stop halfway or end in a cancel; a session can:
///
///     let finger = window.beginTouch(at: CGPoint(x: 200, y: 600))
///     finger.move(to: CGPoint(x: 200, y: 300), duration: 0.2)   // one move per frame
///     finger.hold(duration: 0.1)                                 // still, frames run
///     finger.cancel()                                            // as a system alert would
///
/// The calls chain: `window.beginTouch(at: p).move(to: q, duration: 0.1).end()`.
@MainActor
public final class TouchSession {
    /// The window the finger is on.
    public let window: Window
    /// The touch sent to the window.
    public let touch: Touch
    /// Whether the finger has lifted or been cancelled (later calls do nothing).
    public private(set) var isFinished = false

    init(window: Window, at point: CGPoint, tapCount: Int) {
        self.window = window
        touch = Touch(location: point, tapCount: tapCount)
        window.send(Event(touches: [touch]))
    }

    /// Moves the finger in a straight line to `point` over `duration` seconds, one move per
    /// frame (at least one), running a frame before each move.
    ///
    /// `point` must be finite; `duration` finite and non-negative (a programmer error stops).
    @discardableResult
    public func move(to point: CGPoint, duration: TimeInterval = 0) -> TouchSession {
        checkSessionPoint(point, "move(to:duration:)")
        guard !isFinished else { return self }
        let start = touch.locationInWindow
        let count = max(sessionFrames(duration, in: window), 1)
        for frame in 1...count {
            window.runFrames(1)
            let t = CGFloat(frame) / CGFloat(count)
            touch.update(
                phase: .moved,
                location: CGPoint(
                    x: start.x + (point.x - start.x) * t, y: start.y + (point.y - start.y) * t))
            window.send(Event(touches: [touch]))
        }
        return self
    }

    /// Keeps the finger still for `duration` seconds of clock time (frames run, no event).
    @discardableResult
    public func hold(duration: TimeInterval) -> TouchSession {
        let count = sessionFrames(duration, in: window)
        guard !isFinished else { return self }
        window.runFrames(count)
        return self
    }

    /// Lifts the finger where it is.
    public func end() {
        finish(.ended)
    }

    /// Cancels the touch (`touchesCancelled`), as when the system takes it away.
    public func cancel() {
        finish(.cancelled)
    }

    private func finish(_ phase: Touch.Phase) {
        guard !isFinished else { return }
        isFinished = true
        touch.update(phase: phase)
        window.send(Event(touches: [touch]))
    }
}

extension Window {
    /// Puts one finger down at `point` (window coordinates) and returns it, still down, to move,
    /// hold and lift step by step.
    ///
    ///     window.beginTouch(at: p).move(to: q, duration: 0.2).cancel()
    ///
    /// `point` must be finite (a programmer error stops).
    public func beginTouch(at point: CGPoint, tapCount: Int = 1) -> TouchSession {
        checkSessionPoint(point, "beginTouch(at:)")
        precondition(tapCount >= 1, "Window.beginTouch(at:tapCount:): tapCount \(tapCount) < 1")
        return TouchSession(window: self, at: point, tapCount: tapCount)
    }
}

private func checkSessionPoint(_ point: CGPoint, _ caller: String) {
    precondition(
        point.x.isFinite && point.y.isFinite,
        "touch session \(caller): point \(point) is not finite")
}

@MainActor
private func sessionFrames(_ duration: TimeInterval, in window: Window) -> Int {
    precondition(
        duration.isFinite && duration >= 0,
        "touch session: duration \(duration) is not a finite, non-negative time")
    return Int((min(duration, 3600) * Double(window.clock.framesPerSecond)).rounded())
}

import Foundation
import HeadlessKit

/// One finger driven step by step over the window's frames: down, moves, holds, then a lift
/// or a cancel. Every step runs whole frames of the window's clock, at the window's frame rate.
///
/// The whole-gesture scripts (``HeadlessKit/Window/drag(from:to:duration:)`` and the others)
/// cannot stop halfway, be looked at mid-gesture or end in a cancel; a session can. Each call
/// runs its frames before it returns, and returns the session so that steps chain:
///
///     let finger = window.beginTouch(at: CGPoint(x: 200, y: 600))
///     finger.move(to: CGPoint(x: 200, y: 300), duration: 0.2)   // one move per frame
///     #expect(list.isDragging)
///     finger.hold()                      // still past the velocity window: no fling
///     finger.end()
///
///     // A swipe the system takes away.
///     window.beginTouch(at: p).move(to: q, duration: 0.1).cancel()
///
/// What it accepts: points must be finite and durations finite and not negative (a test's
/// own numbers: anything else stops, naming the call, the value and the window); a duration
/// longer than an hour is an hour. Once the finger has lifted or been cancelled, later calls
/// do nothing, and so do all calls once the window is gone (the session does not keep it): a
/// session you keep stays safe to touch.
@MainActor
public final class TouchSession {
    /// The window the finger is on; `nil` once the window is gone (weak: the session does not
    /// keep it).
    public private(set) weak var window: Window?
    /// The touch sent to the window: the same object from touch-down to lift.
    public let touch: Touch
    /// Whether the finger has lifted or been cancelled (later calls do nothing).
    public private(set) var isFinished = false

    init(window: Window, at point: CGPoint, tapCount: Int) {
        self.window = window
        touch = Touch(location: point, tapCount: tapCount)
        window.send(Event(touches: [touch]))
    }

    /// Where the finger is, in window coordinates.
    public var location: CGPoint { touch.locationInWindow }

    /// Moves the finger in a straight line to `point` (window coordinates) at constant speed
    /// over `duration` seconds: each frame runs one frame of the window's clock, then sends
    /// one move. At least one frame, so the default is a single move one frame later.
    ///
    ///     finger.move(to: CGPoint(x: 40, y: 100), duration: 0.25)   // 30 moves at 120 Hz
    ///
    /// - Complexity: O(*f*) frames and events, *f* = `duration` × the window's frame rate.
    @discardableResult
    public func move(to point: CGPoint, duration: TimeInterval = 0) -> TouchSession {
        checkSessionPoint(point, "TouchSession.move(to:duration:)", window)
        guard let window, !isFinished else { return self }
        let start = touch.locationInWindow
        let count = max(sessionFrames(duration, "move(to:duration:)", window), 1)
        for frame in 1...count {
            window.runFrames(1)
            // Multiply before dividing, so that whole-point steps land on whole points; the
            // last move lands on `point` exactly.
            let next =
                frame == count
                ? point
                : CGPoint(
                    x: start.x + (point.x - start.x) * CGFloat(frame) / CGFloat(count),
                    y: start.y + (point.y - start.y) * CGFloat(frame) / CGFloat(count))
            touch.update(phase: .moved, location: next)
            window.send(Event(touches: [touch]))
        }
        return self
    }

    /// Keeps the finger still for `duration` seconds of clock time: frames run, no event is
    /// sent (a still finger reports nothing new, as on a device).
    ///
    /// - Complexity: O(*f*) frames, *f* = `duration` × the window's frame rate.
    @discardableResult
    public func hold(duration: TimeInterval) -> TouchSession {
        guard let window else { return self }
        let count = sessionFrames(duration, "hold(duration:)", window)
        guard !isFinished else { return self }
        window.runFrames(count)
        return self
    }

    /// Keeps the finger still until a lift would release with no velocity: the pan's
    /// ``HeadlessKit/PanGestureRecognizer/velocityWindow`` and two frames more, so that a drag
    /// ends without a fling (the move-then-hold drag).
    ///
    ///     window.beginTouch(at: p).move(to: q, duration: 0.2).hold().end()   // no fling
    ///
    /// - Complexity: O(*f*) frames, *f* = 0.1 s × the window's frame rate + 2.
    @discardableResult
    public func hold() -> TouchSession {
        guard let window else { return self }
        return hold(
            duration: PanGestureRecognizer.velocityWindow + 2 * window.clock.frameDuration)
    }

    /// Lifts the finger where it is (no frame runs first).
    public func end() {
        finish(.ended)
    }

    /// Cancels the touch where it is (`touchesCancelled`), as when the system takes it away.
    public func cancel() {
        finish(.cancelled)
    }

    private func finish(_ phase: Touch.Phase) {
        guard !isFinished else { return }
        isFinished = true
        guard let window else { return }
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
    /// `point` must be finite and `tapCount` at least 1 (a programmer error stops).
    ///
    /// - Complexity: one ``HeadlessKit/Window/send(_:)`` of a new touch (a hit test); no frame
    ///   runs.
    public func beginTouch(at point: CGPoint, tapCount: Int = 1) -> TouchSession {
        checkSessionPoint(point, "Window.beginTouch(at:)", self)
        precondition(
            tapCount >= 1,
            "Window.beginTouch(at:tapCount:): tapCount \(tapCount) < 1 (\(shortDescription))")
        return TouchSession(window: self, at: point, tapCount: tapCount)
    }
}

@MainActor
private func checkSessionPoint(_ point: CGPoint, _ caller: String, _ window: Window?) {
    precondition(
        point.x.isFinite && point.y.isFinite,
        "\(caller): point \(point) is not finite (\(window?.shortDescription ?? "window gone"))")
}

/// The frames in `duration` at the window's rate; an hour at most.
@MainActor
private func sessionFrames(_ duration: TimeInterval, _ caller: String, _ window: Window) -> Int {
    precondition(
        duration.isFinite && duration >= 0,
        "TouchSession.\(caller): duration \(duration) is not a finite, non-negative time "
            + "(\(window.shortDescription))")
    return Int((min(duration, 3600) * Double(window.clock.framesPerSecond)).rounded())
}

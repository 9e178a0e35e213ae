import Foundation
import HeadlessKit

// Touch scripts: each call sends a whole gesture at the clock's frame rate (120 Hz by
// default), running one frame of the window's clock between events, so recognizers' timers,
// deceleration and layout advance exactly as they would on a device.

extension Window {
    /// Taps at `point` (window coordinates): touch-down, ``tapHoldFrames`` frames, lift.
    /// With `count` > 1, taps again after the same number of frames.
    ///
    ///     window.tap(at: CGPoint(x: 40, y: 300))
    public func tap(at point: CGPoint, count: Int = 1) {
        checkPoint(point, "tap(at:)")
        for index in 0..<max(count, 1) {
            if index > 0 { runFrames(Window.tapHoldFrames) }
            let touch = Touch(location: point, tapCount: index + 1)
            send(Event(touches: [touch]))
            runFrames(Window.tapHoldFrames)
            touch.update(phase: .ended)
            send(Event(touches: [touch]))
        }
    }

    /// Frames a scripted tap stays down (6 frames, 50 ms at 120 Hz: under the scroll view's
    /// 150 ms content-touch delay).
    public nonisolated static let tapHoldFrames = 6

    /// Holds a finger at `point` for `duration` seconds of clock time, then lifts.
    public func press(at point: CGPoint, duration: TimeInterval) {
        checkPoint(point, "press(at:)")
        let touch = Touch(location: point)
        send(Event(touches: [touch]))
        runFrames(frames(for: duration))
        touch.update(phase: .ended)
        send(Event(touches: [touch]))
    }

    /// Drags one finger in a straight line at constant speed over `duration` seconds, one move
    /// per frame, and lifts at `end` while still moving (so a fast drag releases with
    /// velocity; see ``drag(along:duration:)`` to stop before lifting).
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.25) {
        drag(along: [start, end], duration: duration)
    }

    /// Drags one finger along `points`, spending the same time on each segment (so a repeated
    /// point is a pause), and lifts at the last point.
    ///
    ///     // Drag up 200 pt, hold still 0.2 s, lift: no fling.
    ///     window.drag(along: [p, p - 200, p - 200], duration: 0.4)
    public func drag(along points: [CGPoint], duration: TimeInterval) {
        touches([points], duration: duration)
    }

    /// Moves at `velocity` (pt/s) from `start` for `duration` seconds (0.1 by default), then
    /// lifts while moving: a release at that velocity.
    ///
    ///     window.fling(from: CGPoint(x: 350, y: 400), velocity: CGPoint(x: -1500, y: 0))
    public func fling(from start: CGPoint, velocity: CGPoint, duration: TimeInterval = 0.1) {
        precondition(
            velocity.x.isFinite && velocity.y.isFinite,
            "Window.fling(from:velocity:): velocity \(velocity) is not finite")
        let end = CGPoint(x: start.x + velocity.x * duration, y: start.y + velocity.y * duration)
        drag(along: [start, end], duration: duration)
    }

    /// Several fingers at once: finger *i* follows `paths[i]` (same time per segment), all go
    /// down in one event and lift in one event.
    public func touches(_ paths: [[CGPoint]], duration: TimeInterval) {
        precondition(!paths.isEmpty, "Window.touches(_:duration:): no paths")
        for path in paths {
            precondition(!path.isEmpty, "Window.touches(_:duration:): an empty path")
            for point in path { checkPoint(point, "touches(_:duration:)") }
        }
        let count = max(frames(for: duration), 1)
        let fingers = paths.map { Touch(location: $0[0]) }
        send(Event(touches: fingers))
        for frame in 1...count {
            runFrames(1)
            let t = CGFloat(frame) / CGFloat(count)
            for (finger, path) in zip(fingers, paths) {
                finger.update(phase: .moved, location: Window.point(along: path, at: t))
            }
            send(Event(touches: fingers))
        }
        for finger in fingers { finger.update(phase: .ended) }
        send(Event(touches: fingers))
    }

    /// Pinches two fingers about `center`: they come down `startDistance` apart on a line
    /// turned `angle` radians from the horizontal, move apart (or together) to `endDistance`
    /// at constant speed over `duration`, and lift together.
    ///
    ///     // Zoom a photo in about twice around its middle.
    ///     window.pinch(at: CGPoint(x: 195, y: 420), from: 100, to: 200)
    ///
    /// - Precondition: the distances are finite and not negative, `angle` is finite.
    public func pinch(
        at center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat,
        angle: CGFloat = 0, duration: TimeInterval = 0.3
    ) {
        for (name, distance) in [("from", startDistance), ("to", endDistance)] {
            precondition(
                distance.isFinite && distance >= 0,
                "Window.pinch(at:from:to:): \(name) \(distance) is not a finite, non-negative "
                    + "distance (\(shortDescription))")
        }
        precondition(
            angle.isFinite,
            "Window.pinch(at:from:to:): angle \(angle) is not finite (\(shortDescription))")
        let unit = CGPoint(x: cos(angle), y: sin(angle))
        func finger(_ sign: CGFloat, _ distance: CGFloat) -> CGPoint {
            CGPoint(
                x: center.x + sign * unit.x * distance / 2,
                y: center.y + sign * unit.y * distance / 2)
        }
        touches(
            [
                [finger(-1, startDistance), finger(-1, endDistance)],
                [finger(1, startDistance), finger(1, endDistance)],
            ], duration: duration)
    }

    /// Scrolls `scrollView` by `delta` (content offset change) with a real drag from its
    /// centre: the finger moves for `duration`, then holds still past the pan's velocity
    /// window (``TouchSession/hold()``) before lifting, so it does not fling. Rubber-banding
    /// applies past the edges.
    ///
    ///     window.scroll(feed, by: CGPoint(x: 0, y: 300))   // contentOffset.y += 300
    public func scroll(_ scrollView: ScrollView, by delta: CGPoint, duration: TimeInterval = 0.3) {
        precondition(
            delta.x.isFinite && delta.y.isFinite,
            "Window.scroll(_:by:): delta \(delta) is not finite (\(scrollView.shortDescription))")
        guard delta != .zero else { return }
        let frame = scrollView.convert(scrollView.bounds, to: nil)
        let start = CGPoint(x: frame.midX, y: frame.midY)
        let end = CGPoint(x: start.x - delta.x, y: start.y - delta.y)
        // A move shorter than the pan's hysteresis would never begin the pan: reach past it
        // in the same direction first, then come back. The pan counts the whole way, so the
        // offset still moves by exactly `delta`.
        let length = (delta.x * delta.x + delta.y * delta.y).squareRoot()
        let reach = scrollView.panGestureRecognizer.hysteresis + 1
        var corners = [end]
        if length < reach {
            let scale = reach / length
            corners.insert(
                CGPoint(x: start.x - delta.x * scale, y: start.y - delta.y * scale), at: 0)
        }
        // Move for `duration` (at least two frames per leg, the same time on each), then hold
        // past the velocity window so the release has no velocity.
        let moveFrames = max(frames(for: duration), 2 * corners.count)
        let finger = beginTouch(at: start)
        var done = 0
        for (index, corner) in corners.enumerated() {
            let legFrames = moveFrames * (index + 1) / corners.count - done
            done += legFrames
            finger.move(to: corner, duration: Double(legFrames) / Double(clock.framesPerSecond))
        }
        finger.hold().end()
    }

    private func frames(for duration: TimeInterval) -> Int {
        precondition(
            duration.isFinite && duration >= 0,
            "touch script: duration \(duration) is not a finite, non-negative time "
                + "(\(shortDescription))")
        precondition(
            duration * Double(clock.framesPerSecond) <= Double(FrameClock.maximumFrames),
            "touch script: duration \(duration) is more than \(FrameClock.maximumFrames) frames "
                + "(\(shortDescription))")
        return Int((duration * Double(clock.framesPerSecond)).rounded())
    }

    private func checkPoint(_ point: CGPoint, _ caller: String) {
        precondition(
            point.x.isFinite && point.y.isFinite, "Window.\(caller): point \(point) is not finite")
    }

    /// The point at time fraction `t` of a path with equal time per segment.
    static func point(along path: [CGPoint], at t: CGFloat) -> CGPoint {
        guard path.count > 1 else { return path[0] }
        let segments = CGFloat(path.count - 1)
        let position = min(max(t, 0), 1) * segments
        let index = min(Int(position), path.count - 2)
        let local = position - CGFloat(index)
        let a = path[index]
        let b = path[index + 1]
        return CGPoint(x: a.x + (b.x - a.x) * local, y: a.y + (b.y - a.y) * local)
    }
}

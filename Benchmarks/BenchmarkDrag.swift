import Foundation
import HeadlessKit

/// One finger held on a window and moved a fixed step each frame: the drag every `…-frame`
/// workload times.
///
/// `init` puts the finger down and makes the first move, so the pan has begun before timing
/// starts; `run(frames:)` then runs one clock frame and one touch move per frame.
@MainActor
final class BenchmarkDrag {
    let window: Window
    let touch: Touch
    private(set) var location: CGPoint
    let step: CGPoint

    init(_ window: Window, from start: CGPoint, firstMoveTo first: CGPoint, step: CGPoint) {
        self.window = window
        self.step = step
        touch = Touch(location: start)
        location = first
        window.send(Event(touches: [touch]))
        touch.update(phase: .moved, location: first)
        window.send(Event(touches: [touch]))
    }

    /// Runs `frames` frames, each a clock frame then a move by `step`.
    func run(frames: Int) {
        for _ in 0..<frames {
            window.runFrames(1)
            location.x += step.x
            location.y += step.y
            touch.update(phase: .moved, location: location)
            window.send(Event(touches: [touch]))
        }
    }
}

import Foundation
import HeadlessKit

/// What replaying a trace found.
public enum ReplayResult: Hashable, Sendable, CustomStringConvertible {
    /// Every checkpoint matched.
    case identical(frames: Int)
    /// The tree first differed at `frame` (after `step` steps); `diff` shows how (- recorded,
    /// + replayed).
    case diverged(frame: Int, step: Int, diff: String)

    /// Whether every checkpoint matched.
    public var isIdentical: Bool {
        if case .identical = self { return true }
        return false
    }

    /// `replay: identical (N frames)`, or where and how it diverged.
    public var description: String {
        switch self {
        case .identical(let frames): "replay: identical (\(frames) frames)"
        case .diverged(let frame, let step, let diff):
            "replay: diverged at frame \(frame) (after step \(step)):\n\(diff)"
        }
    }
}

extension Trace {
    /// Drives `window` (freshly built, as the recorded one was) with the trace's steps and
    /// compares its tree with each checkpoint, stopping at the first difference.
    ///
    /// `actions` runs each named action; a name with no closure is skipped. Touches are
    /// recreated by their ids; a step missing its fields is skipped.
    ///
    /// - Complexity: the recorded frames, plus a tree dump per checkpoint.
    @MainActor
    public func replay(
        into window: Window, treeOptions: TreeDescriptionOptions = TraceRecorder.defaultTreeOptions,
        actions: [String: @MainActor (Window) -> Void] = [:]
    ) -> ReplayResult {
        let trees = checkpointTrees()
        var next = 0
        let start = window.clock.frameCount
        var stepIndex = 0
        // A checkpoint counts the steps recorded before it: one taken after later events of
        // the same frame waits for them (or for the end).
        @MainActor func compare(atEnd: Bool = false) -> ReplayResult? {
            let frame = window.clock.frameCount - start
            while next < trees.count, trees[next].frame < frame { next += 1 }
            guard next < trees.count, trees[next].frame == frame,
                atEnd || checkpoints[next].step <= stepIndex + 1
            else { return nil }
            let expected = trees[next].lines
            next += 1
            let actual = window.treeDescription(treeOptions).split(
                separator: "\n", omittingEmptySubsequences: false
            ).map(String.init)
            guard actual != expected else { return nil }
            let diff = unifiedDiff(
                lineDiff(expected.map { Substring($0) }, actual.map { Substring($0) }))
            return .diverged(frame: frame, step: stepIndex, diff: diff)
        }
        if let divergence = compare() { return divergence }
        var touches: [Int: Touch] = [:]
        for step in steps {
            switch step.kind {
            case .touches:
                var event: [Touch] = []
                for record in step.touches ?? [] {
                    guard record.x.isFinite, record.y.isFinite else { continue }
                    let point = CGPoint(x: record.x, y: record.y)
                    let phase = Trace.phase(named: record.phase)
                    if phase == .began || touches[record.id] == nil {
                        let touch = Touch(
                            location: point, phase: phase, tapCount: max(record.tapCount, 1))
                        touches[record.id] = touch
                        event.append(touch)
                    } else if let touch = touches[record.id] {
                        touch.update(phase: phase, location: point)
                        event.append(touch)
                    }
                }
                let time = step.time.flatMap { $0.isFinite ? $0 : nil }
                window.send(Event(touches: event, timestamp: time))
            case .frames:
                for _ in 0..<max(step.count ?? 0, 0) {
                    window.runFrames(1)
                    if let divergence = compare() { return divergence }
                }
            case .resize:
                guard let w = step.width, let h = step.height, w.isFinite, h.isFinite, w >= 0,
                    h >= 0
                else { break }
                window.frame.size = CGSize(width: w, height: h)
            case .action:
                if let name = step.name { actions[name]?(window) }
            case .note:
                break
            }
            stepIndex += 1
        }
        if let divergence = compare(atEnd: true) { return divergence }
        return .identical(frames: window.clock.frameCount - start)
    }

    nonisolated static func phase(named name: String) -> Touch.Phase {
        switch name {
        case "began": .began
        case "moved": .moved
        case "stationary": .stationary
        case "ended": .ended
        default: .cancelled
        }
    }
}

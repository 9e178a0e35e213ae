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
        run(into: window, treeOptions: treeOptions, actions: actions, everyFrame: false).result
    }

    /// This trace with a checkpoint at every frame, made by replaying it into `window` (freshly
    /// built, as the recorded one was), and what that replay found against the checkpoints the
    /// trace holds.
    ///
    /// A recording keeps only a few checkpoints so that it stays cheap; this is how the viewer
    /// gets the tree at every frame. The checkpoints are the ones a ``TraceRecorder`` with
    /// `checkpointEvery: 1` would have taken. When the replay diverges, the returned trace
    /// stops at the divergence (its last checkpoint is the replayed tree that differs).
    ///
    ///     let (full, result) = trace.withEveryFrame(replayingInto: makeWindow())
    ///     try full.writeViewer(to: url)
    ///
    /// - Complexity: the recorded frames, plus a tree dump per frame.
    @MainActor
    public func withEveryFrame(
        replayingInto window: Window,
        treeOptions: TreeDescriptionOptions = TraceRecorder.defaultTreeOptions,
        actions: [String: @MainActor (Window) -> Void] = [:]
    ) -> (trace: Trace, result: ReplayResult) {
        let (result, checkpoints) = run(
            into: window, treeOptions: treeOptions, actions: actions, everyFrame: true)
        var full = self
        full.checkpoints = checkpoints
        return (full, result)
    }

    /// Replays the steps, comparing the stored checkpoints; with `everyFrame`, also dumps the
    /// tree at every frame, before each action and at the end, as checkpoints.
    @MainActor
    private func run(
        into window: Window, treeOptions: TreeDescriptionOptions,
        actions: [String: @MainActor (Window) -> Void], everyFrame: Bool
    ) -> (result: ReplayResult, checkpoints: [Checkpoint]) {
        let trees = checkpointTrees()
        var next = 0
        let start = window.clock.frameCount
        var collected: [Checkpoint] = []
        var lastLines: [String] = []
        func dump() -> [String] { treeLines(window.treeDescription(treeOptions)) }
        // Compares the stored checkpoints of this frame taken after at most `steps` steps (a
        // checkpoint taken after later events of the same frame waits for them), and with
        // `everyFrame` keeps the tree as a checkpoint unless the last one shows it already.
        func checkpoint(steps: Int, report: Int, atEnd: Bool = false, collect: Bool)
            -> ReplayResult?
        {
            let frame = window.clock.frameCount - start
            var lines: [String]?
            if everyFrame && collect
                && collected.last.map({ $0.frame != frame || $0.step != steps }) ?? true
            {
                let now = dump()
                lines = now
                collected.append(Checkpoint(frame: frame, step: steps, from: lastLines, to: now))
                lastLines = now
            }
            while next < trees.count, trees[next].frame < frame { next += 1 }
            while next < trees.count, trees[next].frame == frame,
                atEnd || checkpoints[next].step <= steps
            {
                let expected = trees[next].lines
                next += 1
                let actual = lines ?? dump()
                lines = actual
                guard actual != expected else { continue }
                let diff = unifiedDiff(
                    lineDiff(expected.map { Substring($0) }, actual.map { Substring($0) }))
                return .diverged(frame: frame, step: report, diff: diff)
            }
            return nil
        }
        func finish(_ result: ReplayResult) -> (result: ReplayResult, checkpoints: [Checkpoint]) {
            (result, collected)
        }
        if let divergence = checkpoint(steps: 0, report: 0, collect: true) {
            return finish(divergence)
        }
        var touches: [Int: Touch] = [:]
        for (index, step) in steps.enumerated() {
            if let divergence = checkpoint(
                steps: index, report: index, collect: step.kind == .action)
            {
                return finish(divergence)
            }
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
                    if let divergence = checkpoint(
                        steps: index + 1, report: index, collect: true)
                    {
                        return finish(divergence)
                    }
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
        }
        if let divergence = checkpoint(
            steps: steps.count, report: steps.count, atEnd: true, collect: true)
        {
            return finish(divergence)
        }
        return finish(.identical(frames: window.clock.frameCount - start))
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

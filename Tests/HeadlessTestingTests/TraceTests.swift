import Foundation
import HeadlessKit
import Testing

@testable import HeadlessTesting

@MainActor @Suite struct TraceTests {
    /// Drives the explore scene with every kind of input, recording it; `peek` reads the trace
    /// midway.
    func recordedSession(checkpointEvery: Int = 0, peek: Bool = false) -> (Trace, Window) {
        let window = makeExploreScene()
        let recorder = TraceRecorder(window, scene: "feed", checkpointEvery: checkpointEvery)
        window.fling(from: CGPoint(x: 150, y: 300), velocity: CGPoint(x: 0, y: -2000))
        if peek { #expect(recorder.trace.checkpoints.count >= 1) }
        window.runFrames(10)
        window.beginTouch(at: CGPoint(x: 100, y: 200)).move(
            to: CGPoint(x: 100, y: 120), duration: 0.1
        ).cancel()
        window.touches(
            [
                [CGPoint(x: 50, y: 300), CGPoint(x: 50, y: 200)],
                [CGPoint(x: 90, y: 300), CGPoint(x: 90, y: 200)],
            ],
            duration: 0.1)
        window.frame.size = CGSize(width: 200, height: 300)
        recorder.perform("grow content") { _ = growContent(window) }
        recorder.note("delegate: contentDidGrow")
        window.settle()
        recorder.stop()
        return (recorder.trace, window)
    }

    @Test("A recorded session replays identically into a fresh tree, frame by frame")
    func replayIsIdentical() throws {
        let (trace, window) = recordedSession()
        #expect(trace.steps.contains { $0.kind == .resize })
        #expect(trace.steps.contains { $0.kind == .action && $0.name == "grow content" })
        #expect(trace.steps.contains { $0.kind == .note && $0.name == "delegate: contentDidGrow" })
        // By default: the first tree, the tree before the action, the last tree.
        let action = try #require(trace.steps.firstIndex { $0.kind == .action })
        #expect(trace.checkpoints.map(\.step) == [0, action, trace.steps.count])
        // Two fingers keep their identities through the trace.
        let ids = Set(trace.steps.flatMap { $0.touches ?? [] }.map(\.id))
        #expect(ids.count == 4)
        let decoded = try Trace(json: trace.json())
        #expect(decoded == trace)
        let result = decoded.replay(
            into: makeExploreScene(), actions: ["grow content": { _ = growContent($0) }])
        #expect(result == .identical(frames: trace.frameCount), "\(result)")
        #expect(result.description == "replay: identical (\(trace.frameCount) frames)")
        // The last checkpoint is the recorded window's final tree.
        #expect(
            trace.checkpointTrees().last?.lines.joined(separator: "\n")
                == window.treeDescription(TraceRecorder.defaultTreeOptions))
    }

    @Test("A checkpoint's dump is cut into lines when the trace is read, the same at any time")
    func deferredCheckpoints() {
        let (late, _) = recordedSession()
        let (peeked, _) = recordedSession(peek: true)
        #expect(late == peeked)
        let (denseLate, _) = recordedSession(checkpointEvery: 1)
        let (densePeeked, _) = recordedSession(checkpointEvery: 1, peek: true)
        #expect(denseLate == densePeeked)
        // Cut at newlines as `split` cuts a string into characters ("\r\n" is one).
        for text in ["", "a", "a\n", "\n\n", "a\nb", "é\nü\n", "a\r\nb\nc", "\r\n\n", "x\r", "\r"] {
            #expect(
                treeLines(text)
                    == text.split(separator: "\n", omittingEmptySubsequences: false).map(
                        String.init),
                "\(text.debugDescription)")
        }
    }

    @Test("Replaying a cheap recording rebuilds the tree at every frame, as recorded every frame")
    func everyFrameFromReplay() throws {
        let (cheap, _) = recordedSession()
        let (dense, _) = recordedSession(checkpointEvery: 1)
        #expect(cheap.steps == dense.steps)
        #expect(dense.checkpoints.count > cheap.frameCount)
        let actions: [String: @MainActor (Window) -> Void] = [
            "grow content": { _ = growContent($0) }
        ]
        let (full, result) = cheap.withEveryFrame(
            replayingInto: makeExploreScene(), actions: actions)
        #expect(result == .identical(frames: cheap.frameCount), "\(result)")
        #expect(full.checkpoints == dense.checkpoints)
        #expect(full.steps == cheap.steps)
        // The filled trace replays as a whole; without the action it diverges, and the filled
        // trace stops at the divergence.
        #expect(full.replay(into: makeExploreScene(), actions: actions).isIdentical)
        let (partial, broken) = cheap.withEveryFrame(replayingInto: makeExploreScene())
        guard case .diverged(let frame, _, _) = broken else {
            Issue.record("expected a divergence, got \(broken)")
            return
        }
        #expect(partial.checkpoints.last?.frame == frame)
        // Its last tree is the replayed one that differs.
        #expect(partial.checkpointTrees().last?.lines != full.checkpointTrees().last?.lines)
    }

    @Test("A changed tree diverges at the first frame that differs, with a diff")
    func replayDiverges() {
        let (trace, _) = recordedSession()
        // Without the action's closure, the content stays short.
        let result = trace.replay(into: makeExploreScene())
        guard case .diverged(let frame, _, let diff) = result else {
            Issue.record("expected a divergence, got \(result)")
            return
        }
        #expect(frame > 0)
        #expect(diff.contains("-") && diff.contains("+"))
        #expect(result.description.hasPrefix("replay: diverged at frame \(frame)"))
    }

    @Test("Recording by default keeps the first, before-action and last trees; replay checks them")
    func inputsOnly() {
        let window = makeExploreScene()
        let recorder = TraceRecorder(window)
        window.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 100), duration: 0.2)
        window.runFrames(30)
        // Events after the last frame: the last checkpoint waits for them on replay.
        window.beginTouch(at: CGPoint(x: 150, y: 300)).cancel()
        recorder.perform("grow content") { _ = growContent(window) }
        recorder.stop()
        let trace = recorder.trace
        #expect(trace.checkpoints.map(\.frame) == [0, trace.frameCount, trace.frameCount])
        #expect(trace.checkpoints.map(\.step) == [0, trace.steps.count - 1, trace.steps.count])
        let replayed = trace.replay(
            into: makeExploreScene(), actions: ["grow content": { _ = growContent($0) }])
        #expect(replayed.isIdentical, "\(replayed)")
        guard case .diverged(let frame, _, _) = trace.replay(into: makeExploreScene()) else {
            Issue.record("the last tree was not checked")
            return
        }
        #expect(frame == trace.frameCount)
    }

    @Test("Another format or version, or a bad window, is refused")
    func badTraces() throws {
        var trace = Trace(scene: "x", framesPerSecond: 120, width: 10, height: 10)
        trace.version = 99
        #expect(throws: TraceError.self) { try Trace(json: trace.json()) }
        trace.version = Trace.currentVersion
        trace.framesPerSecond = 0
        #expect(throws: TraceError.self) { try Trace(json: trace.json()) }
        #expect(throws: (any Error).self) { try Trace(json: Data("{}".utf8)) }
        // A damaged checkpoint edit is clamped, not trapped on.
        trace.framesPerSecond = 120
        trace.checkpoints = [Trace.Checkpoint(frame: 0, step: 0, at: 50, delete: 9, insert: ["a"])]
        #expect(trace.checkpointTrees().first?.lines == ["a"])
    }

    @Test("A failing explore run writes its minimal script as a trace that replays")
    func exploreWritesTrace() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "explore-trace-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        var explorer = Explorer(scripts: 10, seed: 7) { makeExploreScene() }
        explorer.traceDirectory = directory
        explorer.invariants.append(
            ExploreInvariant("feed stays near the top") { window in
                (window.subviews[0] as! ScrollView).contentOffset.y > 600 ? "too far" : nil
            })
        let failure = try #require(explorer.run().failures.first)
        let url = try #require(failure.traceURL)
        let trace = try Trace(contentsOf: url)
        #expect(trace.scene == "explore-seed-\(failure.seed)")
        #expect(trace.replay(into: makeExploreScene()).isIdentical)
    }
}

/// Doubles the feed's content height; returns the new height.
@MainActor
func growContent(_ window: Window) -> CGFloat {
    let feed = window.subviews[0] as! ScrollView
    feed.contentSize.height *= 2
    return feed.contentSize.height
}

import Foundation
import HeadlessKit

/// Records everything that drives a window into a ``Trace``: each event's touches (with their
/// identities), the frames the clock runs, resizes, and the named actions you run through
/// ``perform(_:_:)``; and the tree (a checkpoint) when recording starts, before each named
/// action, when it stops, and at the end of every `checkpointEvery`-th frame if you ask for it.
///
/// By default no frame is dumped while recording, so recording stays a small fraction of a
/// frame's time; ``Trace/withEveryFrame(replayingInto:treeOptions:actions:)`` rebuilds the tree
/// at every frame afterwards (for the viewer) by replaying the trace into a fresh tree.
///
///     let recorder = TraceRecorder(window, scene: "feed")
///     window.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 100))
///     recorder.perform("reload") { feed.reloadData() }
///     window.settle()
///     recorder.stop()
///     try recorder.trace.write(to: url)
///
/// One recorder per window at a time: it takes the window's ``HeadlessKit/Window/eventObserver``.
@MainActor
public final class TraceRecorder {
    /// The options checkpoints use by default: every property, compact indentation, values on
    /// screen mid-animation.
    public nonisolated static let defaultTreeOptions = TreeDescriptionOptions(
        usesPresentationValues: true, style: .compact)

    /// The window recorded.
    public let window: Window
    /// How checkpoints print the tree.
    public let treeOptions: TreeDescriptionOptions
    /// A checkpoint every this many frames (0: only when recording starts, before each named
    /// action, and when it stops).
    public let checkpointEvery: Int
    /// What has been recorded so far.
    ///
    /// A checkpoint keeps its dump's text as taken; cutting it into lines and into the edit of
    /// the checkpoint before waits until the trace is read (writing it reads it), so that
    /// recording pays only for the dump.
    ///
    /// - Complexity: O(lines) per checkpoint not yet read.
    public var trace: Trace {
        settleCheckpoints()
        var copy = recorded
        if pendingFrames > 0 { copy.steps.append(Trace.Step(kind: .frames, count: pendingFrames)) }
        return copy
    }
    /// Whether the recorder is still listening.
    public private(set) var isRecording = true

    private var recorded: Trace
    private let startFrame: Int
    private var pendingFrames = 0
    private var size: CGSize
    /// The lines of the last checkpoint put in `recorded`.
    private var lastLines: [String] = []
    /// Checkpoints taken but not yet put in `recorded`: the dump's text, where it was taken.
    private var pendingCheckpoints: [PendingCheckpoint] = []
    /// Where the last checkpoint was taken (pending or not).
    private var lastCheckpoint: (frame: Int, step: Int)?
    private var touchIDs: [(touch: Touch, id: Int)] = []
    private var nextTouchID = 1
    private var suspended = 0
    private var observer: FrameCallback?

    /// Starts recording `window` now; the first checkpoint is the tree as it is.
    ///
    /// `checkpointEvery` is clamped at zero; the default, 0, dumps no frame while recording
    /// (a dump costs many times a frame: pass 1 only when the recording itself must hold every
    /// frame).
    public init(
        _ window: Window, scene: String = "scene", checkpointEvery: Int = 0,
        treeOptions: TreeDescriptionOptions = TraceRecorder.defaultTreeOptions
    ) {
        self.window = window
        self.treeOptions = treeOptions
        self.checkpointEvery = max(checkpointEvery, 0)
        size = window.bounds.size
        startFrame = window.clock.frameCount
        recorded = Trace(
            scene: scene, framesPerSecond: window.clock.framesPerSecond,
            width: Double(size.width), height: Double(size.height))
        checkpoint()
        window.eventObserver = { [weak self] event in self?.record(event) }
        observer = window.clock.addFrameObserver { [weak self] _ in self?.frameEnded() }
    }

    /// Takes a checkpoint, records the action `name`, then runs `body` unrecorded: a replay
    /// runs its own closure for `name` in its place (and checks the tree before it).
    public func perform(_ name: String, _ body: () -> Void) {
        if isRecording && suspended == 0 {
            noteResize()
            flushFrames()
            checkpointUnlessTaken()
            recorded.steps.append(Trace.Step(kind: .action, name: name))
        }
        suspended += 1
        body()
        suspended -= 1
    }

    /// Adds `text` to the trace's log (a delegate call, a state change), for the viewer; replay
    /// skips it.
    public func note(_ text: String) {
        guard isRecording else { return }
        noteResize()
        flushFrames()
        recorded.steps.append(Trace.Step(kind: .note, name: text))
    }

    /// Stops recording and takes a last checkpoint of the tree as it is (so even a trace with
    /// `checkpointEvery: 0` checks the start and the end); ``trace`` keeps what was recorded.
    public func stop() {
        guard isRecording else { return }
        isRecording = false
        observer?.invalidate()
        observer = nil
        window.eventObserver = nil
        flushFrames()
        checkpointUnlessTaken()
    }

    /// A checkpoint of the tree as it is, unless the last one already shows it (same frame,
    /// no step since).
    private func checkpointUnlessTaken() {
        let frame = window.clock.frameCount - startFrame
        if lastCheckpoint.map({ $0.frame != frame || $0.step != recorded.steps.count }) ?? true {
            checkpoint()
        }
    }

    private func record(_ event: Event) {
        guard isRecording, suspended == 0 else { return }
        noteResize()
        flushFrames()
        var touches: [Trace.TouchRecord] = []
        for touch in event.changedTouches {
            let id: Int
            if touch.phase != .began, let known = touchIDs.first(where: { $0.touch === touch }) {
                id = known.id
            } else {
                id = nextTouchID
                nextTouchID += 1
                touchIDs.append((touch, id))
            }
            let p = touch.locationInWindow
            touches.append(
                Trace.TouchRecord(
                    id: id, phase: touch.phase.description, x: Double(p.x), y: Double(p.y),
                    tapCount: touch.tapCount))
            if touch.phase == .ended || touch.phase == .cancelled {
                touchIDs.removeAll { $0.touch === touch }
            }
        }
        let time: Double? = event.timestamp == window.clock.time ? nil : event.timestamp
        recorded.steps.append(Trace.Step(kind: .touches, touches: touches, time: time))
    }

    private func frameEnded() {
        guard isRecording, suspended == 0 else { return }
        noteResize()
        pendingFrames += 1
        let frame = window.clock.frameCount - startFrame
        if checkpointEvery > 0, frame % checkpointEvery == 0 { checkpoint() }
    }

    private func noteResize() {
        let now = window.bounds.size
        guard now != size else { return }
        flushFrames()
        size = now
        recorded.steps.append(
            Trace.Step(kind: .resize, width: Double(now.width), height: Double(now.height)))
    }

    private func flushFrames() {
        guard pendingFrames > 0 else { return }
        recorded.steps.append(Trace.Step(kind: .frames, count: pendingFrames))
        pendingFrames = 0
    }

    private struct PendingCheckpoint {
        let frame: Int
        let step: Int
        let dump: String
    }

    private func checkpoint() {
        let frame = window.clock.frameCount - startFrame
        let step = recorded.steps.count + (pendingFrames > 0 ? 1 : 0)
        pendingCheckpoints.append(
            PendingCheckpoint(frame: frame, step: step, dump: window.treeDescription(treeOptions)))
        lastCheckpoint = (frame, step)
        // Dumps wait in text for the trace to be read, but not without bound.
        if pendingCheckpoints.count >= 64 { settleCheckpoints() }
    }

    /// Puts the pending checkpoints in `recorded`, each as the edit of the one before.
    private func settleCheckpoints() {
        for pending in pendingCheckpoints {
            let lines = treeLines(pending.dump)
            recorded.checkpoints.append(
                Trace.Checkpoint(
                    frame: pending.frame, step: pending.step, from: lastLines, to: lines))
            lastLines = lines
        }
        pendingCheckpoints.removeAll()
    }
}

/// The lines of a tree dump, as `split(separator: "\n", omittingEmptySubsequences: false)` cuts
/// them, found by bytes: a newline is a character of its own except after a carriage return
/// (`"\r\n"` is one character, not cut).
func treeLines(_ dump: String) -> [String] {
    var lines: [String] = []
    let utf8 = dump.utf8
    var start = utf8.startIndex
    var search = start
    while let end = utf8[search...].firstIndex(of: UInt8(ascii: "\n")) {
        search = utf8.index(after: end)
        if end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: "\r") { continue }
        lines.append(String(dump[start..<end]))
        start = search
    }
    lines.append(String(dump[start...]))
    return lines
}

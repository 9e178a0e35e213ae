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
    public var trace: Trace {
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
    private var lastLines: [String]
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
        lastLines = []
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
        if recorded.checkpoints.last.map({ $0.frame != frame || $0.step != recorded.steps.count })
            ?? true
        {
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

    private func checkpoint() {
        let lines = window.treeDescription(treeOptions).split(
            separator: "\n", omittingEmptySubsequences: false
        ).map(String.init)
        recorded.checkpoints.append(
            Trace.Checkpoint(
                frame: window.clock.frameCount - startFrame,
                step: recorded.steps.count + (pendingFrames > 0 ? 1 : 0), from: lastLines,
                to: lines))
        lastLines = lines
    }
}

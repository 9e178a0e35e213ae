import Foundation
import HeadlessKit
import HeadlessTesting

/// 1,000 rows of 44 pt in a list filling a 390×844 window.
@MainActor
private final class TraceRows: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
    { 1_000 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    { collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) }
}

@MainActor
private func makeTraceList() -> (Window, TraceRows) {
    Window.printsDiagnostics = false
    let window = Window(size: CGSize(width: 390, height: 844))
    let rows = TraceRows()
    let list = CollectionView(frame: window.bounds, collectionViewLayout: ListLayout())
    list.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
    list.dataSource = rows
    window.addSubview(list)
    window.layoutIfNeeded()
    return (window, rows)
}

/// 300 frames: a fast drag up (30 frames, released moving), then 270 frames of deceleration.
@MainActor
private func traceScript(_ window: Window) {
    window.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 200), duration: 0.25)
    window.runFrames(270)
}

/// Recording's cost: the same 300-frame script unrecorded, recorded the default way (inputs,
/// and the tree at the start and the end), and recorded with a tree checkpoint every frame.
///
/// The script's frames cost about 5.5 µs in most sessions and about 19 µs in some (the same
/// script on a fresh list, in one process: a cost of the list, not of recording), so these
/// workloads take the median of many runs.
@MainActor
func traceWorkloads() -> [Workload] {
    let runs = 31
    return [
        .timed("trace-script-unrecorded", operations: 300, runs: runs) {
            let (window, rows) = makeTraceList()
            return {
                withExtendedLifetime(rows) { traceScript(window) }
                return ["frames": 300]
            }
        },
        // Recording: from the recorder's start to its stop. The checkpoints' dumps are taken
        // then; cutting them into lines waits until the trace is read (the next workload).
        .timed("trace-script-recorded", operations: 300, runs: runs) {
            let (window, rows) = makeTraceList()
            return {
                let recorder = TraceRecorder(window)
                withExtendedLifetime(rows) { traceScript(window) }
                recorder.stop()
                return ["frames": 300]
            }
        },
        // The same, then the trace read once (as writing it does).
        .timed("trace-script-recorded-read", operations: 300, runs: runs) {
            let (window, rows) = makeTraceList()
            return {
                let recorder = TraceRecorder(window)
                withExtendedLifetime(rows) { traceScript(window) }
                recorder.stop()
                let trace = recorder.trace
                return [
                    "frames": 300, "steps": Double(trace.steps.count),
                    "checkpoints": Double(trace.checkpoints.count),
                ]
            }
        },
        // The fixed part of the default recording's cost, spread over the script's 300
        // frames: the start's checkpoint (a stop at the same frame shows the same tree and
        // takes none). A recording of the script pays it twice.
        .timed("trace-script-checkpoints-only", operations: 300, runs: runs) {
            let (window, rows) = makeTraceList()
            return {
                let recorder = withExtendedLifetime(rows) { TraceRecorder(window) }
                recorder.stop()
                return ["checkpoints": 1]
            }
        },
        .timed("trace-script-recorded-every-frame", operations: 300) {
            let (window, rows) = makeTraceList()
            return {
                let recorder = TraceRecorder(window, checkpointEvery: 1)
                withExtendedLifetime(rows) { traceScript(window) }
                recorder.stop()
                let trace = recorder.trace
                return [
                    "frames": 300, "checkpoints": Double(trace.checkpoints.count),
                    "bytes": Double(trace.json().count),
                ]
            }
        },
    ]
}

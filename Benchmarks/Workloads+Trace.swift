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

/// Recording's cost: the same 300-frame script unrecorded, recording inputs only, and
/// recording inputs plus a tree checkpoint every frame.
@MainActor
func traceWorkloads() -> [Workload] {
    [
        .timed("trace-script-unrecorded", operations: 300) {
            let (window, rows) = makeTraceList()
            return {
                withExtendedLifetime(rows) { traceScript(window) }
                return ["frames": 300]
            }
        },
        .timed("trace-script-recorded-inputs", operations: 300) {
            let (window, rows) = makeTraceList()
            return {
                let recorder = TraceRecorder(window, checkpointEvery: 0)
                withExtendedLifetime(rows) { traceScript(window) }
                recorder.stop()
                return ["frames": 300, "steps": Double(recorder.trace.steps.count)]
            }
        },
        .timed("trace-script-recorded", operations: 300) {
            let (window, rows) = makeTraceList()
            return {
                let recorder = TraceRecorder(window)
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

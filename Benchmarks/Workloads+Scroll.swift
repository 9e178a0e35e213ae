import Foundation
import HeadlessKit
import HeadlessTesting

/// A delegate that does what a light widget does on each scroll: read the offset.
@MainActor
private final class OffsetReader: ScrollViewDelegate {
    var calls = 0
    var sum: CGFloat = 0
    func scrollViewDidScroll(_ scrollView: ScrollView) {
        calls += 1
        sum += scrollView.contentOffset.y
    }
}

/// A 390×844 window with a full-size scroll view holding `count` rows of 44 pt.
@MainActor
private func makeFeed(count: Int) -> (Window, ScrollView, OffsetReader) {
    Window.printsDiagnostics = false
    let window = Window(size: CGSize(width: 390, height: 844))
    let scroll = ScrollView(frame: window.bounds)
    for index in 0..<count {
        scroll.addSubview(View(frame: CGRect(x: 0, y: CGFloat(index) * 44, width: 390, height: 44)))
    }
    scroll.contentSize = CGSize(width: 390, height: CGFloat(count) * 44)
    let reader = OffsetReader()
    scroll.delegate = reader
    window.addSubview(scroll)
    window.layoutIfNeeded()
    return (window, scroll, reader)
}

/// The touch and scrolling workloads.
@MainActor
func scrollWorkloads() -> [Workload] {
    [
        .timed("scroll-frame", operations: 120) {
            // One 120 Hz frame of a drag: clock frame (layout pass), then a touch move through
            // the recognizers to the offset and the delegate.
            let (window, scroll, reader) = makeFeed(count: 1_000)
            let drag = BenchmarkDrag(
                window, from: CGPoint(x: 200, y: 800), firstMoveTo: CGPoint(x: 200, y: 780),
                step: CGPoint(x: 0, y: -2))
            precondition(scroll.isDragging, "scroll-frame: the drag did not begin")
            return {
                drag.run(frames: 120)
                window.runFrames(1)
                return [
                    "subviews": 1_000, "offset": Double(scroll.contentOffset.y),
                    "didScroll": Double(reader.calls),
                ]
            }
        },
        .timed("deceleration", operations: 240) {
            // A 3000 pt/s fling over 1,000 subviews; each operation is one decelerating frame.
            let (window, scroll, _) = makeFeed(count: 1_000)
            window.fling(from: CGPoint(x: 200, y: 800), velocity: CGPoint(x: 0, y: -3000))
            precondition(scroll.isDecelerating, "deceleration: the fling did not decelerate")
            return {
                window.runFrames(240)
                precondition(scroll.isDecelerating, "deceleration: stopped early")
                return ["subviews": 1_000, "offset": Double(scroll.contentOffset.y)]
            }
        },
    ]
}

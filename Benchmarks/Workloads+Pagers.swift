import Foundation
import HeadlessKit
import HeadlessPagers
import HeadlessTesting

/// Counts the followers' offset changes, to show the rules ran every frame.
@MainActor
private final class Counter {
    var count = 0
}

/// The widget workloads (HeadlessPagers).
@MainActor
func pagerWorkloads() -> [Workload] {
    [
        .timed("walkthrough-frame", operations: 120) {
            // One 120 Hz frame of a drag over FOLIO's walkthrough (375×647, 5 pages with a
            // caption each, 4 screens): clock frame (layout pass), then a touch move through
            // the recognizers to the outer offset, the linked inner and bezel offsets, and
            // their needs-layout marks. The drag starts at outer x = 300, so it crosses 375:
            // the inner view moves for the first frames, the bezel for the rest.
            Window.printsDiagnostics = false
            let window = Window(size: WalkthroughView.referenceSize)
            let walkthrough = WalkthroughView(pageCount: 5, frame: window.bounds)
            for (index, page) in walkthrough.pages.enumerated() {
                let caption = Label(text: "Page \(index + 1)", font: .boldSystemFont(ofSize: 20))
                caption.frame = CGRect(x: 24, y: 40, width: 327, height: 28)
                page.addSubview(caption)
            }
            for (index, screen) in walkthrough.screens.enumerated() {
                screen.image = Image(
                    named: "screen\(index + 2)", size: CGSize(width: 750, height: 1334))
            }
            window.addSubview(walkthrough)
            walkthrough.outerScrollView.contentOffset = CGPoint(x: 300, y: 0)
            window.layoutIfNeeded()
            let inner = Counter()
            let bezel = Counter()
            let innerToken = walkthrough.innerScrollView.observeContentOffset { _, _ in
                inner.count += 1
            }
            let bezelToken = walkthrough.bezelScrollView.observeContentOffset { _, _ in
                bezel.count += 1
            }
            let touch = Touch(location: CGPoint(x: 300, y: 300))
            window.send(Event(touches: [touch]))
            touch.update(phase: .moved, location: CGPoint(x: 288, y: 300))
            window.send(Event(touches: [touch]))
            precondition(
                walkthrough.outerScrollView.isDragging, "walkthrough-frame: the drag did not begin")
            return {
                var x: CGFloat = 288
                for _ in 0..<120 {
                    window.runFrames(1)
                    x -= 2
                    touch.update(phase: .moved, location: CGPoint(x: x, y: 300))
                    window.send(Event(touches: [touch]))
                }
                window.runFrames(1)
                withExtendedLifetime((innerToken, bezelToken)) {}
                return [
                    "outer": Double(walkthrough.outerScrollView.contentOffset.x),
                    "inner": Double(walkthrough.innerScrollView.contentOffset.x),
                    "bezel": Double(walkthrough.bezelScrollView.contentOffset.x),
                    "innerMoves": Double(inner.count), "bezelMoves": Double(bezel.count),
                ]
            }
        }
    ]
}

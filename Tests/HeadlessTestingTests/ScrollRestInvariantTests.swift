import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

/// `invariantViolations(in:atRest:)` checks the offset range only of scroll views at rest: no
/// finger holds them and nothing moves them.
@MainActor @Suite struct ScrollRestInvariantTests {
    /// A 100×100 window over a scroll view with 300 pt of content.
    func makeScrollView() -> (Window, ScrollView) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 300)
        window.addSubview(scroll)
        return (window, scroll)
    }

    @Test("A finger that catches a bounce holds the offset past the edge (UIKit: isTracking)")
    func heldBouncePastTheEdgeIsNotAtRest() {
        let (window, scroll) = makeScrollView()
        // Pull past the top, release: the view springs back.
        window.drag(from: CGPoint(x: 50, y: 10), to: CGPoint(x: 50, y: 90), duration: 0.2)
        window.runFrames(2)
        #expect(scroll.isDecelerating)
        // A finger catches it above the top and holds it there.
        let finger = window.beginTouch(at: CGPoint(x: 50, y: 50))
        #expect(window.settle())
        #expect(scroll.isTracking && !scroll.isDragging && !scroll.isDecelerating)
        #expect(scroll.contentOffset.y < 0)
        #expect(invariantViolations(in: window, atRest: true) == [])
        // Lifted, it comes back inside its range and rests there.
        finger.end()
        #expect(window.settle())
        #expect(scroll.contentOffset == .zero)
        #expect(invariantViolations(in: window, atRest: true) == [])
    }

    @Test("A view at rest outside its range is reported")
    func restingOutsideTheRangeIsReported() {
        let (window, scroll) = makeScrollView()
        // An offset set in code is never clamped (UIKit: setContentOffset(_:animated:)).
        scroll.setContentOffset(CGPoint(x: 0, y: -40), animated: false)
        #expect(window.settle())
        #expect(scroll.contentOffset.y == -40)
        let problems = invariantViolations(in: window, atRest: true)
        #expect(problems.count == 1)
        #expect(problems.first?.contains("rests at offset") == true)
        #expect(invariantViolations(in: window, atRest: false) == [])
    }
}

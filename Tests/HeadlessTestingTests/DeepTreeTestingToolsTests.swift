import Foundation
import HeadlessKit
import Testing

@testable import HeadlessTesting

/// The testing tools that walk a whole tree fit any depth: one stack frame per level would
/// overflow the 8 MB main-thread stack long before 100,000 levels.
@MainActor @Suite struct DeepTreeTestingToolsTests {
    /// A chain `depth` views deep under a 100×100 window; returns the window and the leaf.
    func chain(_ depth: Int) -> (Window, View) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let top = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var leaf = top
        for _ in 1..<depth {
            let child = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            leaf.addSubview(child)
            leaf = child
        }
        window.addSubview(top)
        return (window, leaf)
    }

    @Test("invariantViolations checks a 100,000-deep chain down to its leaf")
    func invariantsOfADeepChain() {
        let depth = 100_000
        let (window, leaf) = chain(depth)
        #expect(invariantViolations(in: window, atRest: true) == [])
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.accessibilityIdentifier = "deepest"
        leaf.addSubview(scroll)
        // An offset set in code is never clamped (UIKit: setContentOffset(_:animated:)).
        scroll.setContentOffset(CGPoint(x: 0, y: -40), animated: false)
        let problems = invariantViolations(in: window, atRest: true)
        #expect(problems.count == 1)
        #expect(problems.first?.contains("\"deepest\"> rests at offset") == true)
    }

    @Test("A finder's failure message shows a 100,000-deep tree's first lines")
    func failureContextOfADeepChain() {
        let depth = 100_000
        let (window, _) = chain(depth)
        let lines = treeAround([], in: window).split(separator: "\n")
        #expect(lines.count == treeContextLineLimit + 1)
        #expect(lines.last == "… \(depth + 1 - treeContextLineLimit) more views")
    }
}

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

    @Test("Finder steps over a 100,000-deep chain look at each view once per step")
    func finderStepsOnADeepChainAreLinear() {
        let depth = 100_000
        let (window, leaf) = chain(depth)
        leaf.accessibilityIdentifier = "leaf"
        let all = window.find(.type(View.self))
        // Every view is a base: walking each one's subtree (or each one's ancestors) would
        // look at n²/2 views.
        var before = ViewFinder.visits
        let leaves = all.descendants(matching: .identifier("leaf")).views
        #expect(leaves.map(ObjectIdentifier.init) == [ObjectIdentifier(leaf)])
        #expect(!isCounting || ViewFinder.visits - before <= 2 * (depth + 1))
        before = ViewFinder.visits
        let containers = all.ancestors(matching: .type(View.self)).views
        // The window and every view but the leaf, top down.
        #expect(containers.count == depth)
        #expect(containers.first === window && containers.last === leaf.superview)
        #expect(!isCounting || ViewFinder.visits - before <= 2 * (depth + 1))
        // From the leaf alone: one walk up, stopped at the finder's root.
        let top = window.subviews[0]
        before = ViewFinder.visits
        let above = top.find(.identifier("leaf")).ancestors(matching: .type(View.self)).views
        #expect(above.count == depth - 1)
        #expect(above.first === top)
        #expect(!isCounting || ViewFinder.visits - before <= 2 * depth + 1)
    }

    @Test("A finder's failure message over many candidates on a deep chain is linear")
    func failureContextOfManyDeepCandidates() {
        let depth = 100_000
        let (window, _) = chain(depth)
        let candidates = window.all { _ in true }
        // A path from the root to each candidate would be n²/2 views.
        let before = ViewFinder.visits
        let lines = treeAround(candidates, in: window).split(separator: "\n")
        #expect(lines.count == treeContextLineLimit + 1)
        #expect(lines.first == "Window (0 0; 100 100)   ◀ 1")
        #expect(lines.last == "… \(depth + 1 - treeContextLineLimit) more views")
        #expect(!isCounting || ViewFinder.visits - before <= 2 * (depth + 1))
    }

    /// Whether this build counts the finder's visits (debug builds do).
    var isCounting: Bool {
        #if DEBUG
            true
        #else
            false
        #endif
    }
}

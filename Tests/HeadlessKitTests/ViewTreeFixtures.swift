import Foundation

@testable import HeadlessKit

/// Plain trees for suites that count work or walk deep hierarchies: a suite that conforms
/// calls `row(of:)` and `chain(_:)` as its own.
@MainActor protocol ViewTreeFixtures {}

extension ViewTreeFixtures {
    /// A parent with `count` plain 10×10 subviews side by side (x = 10 · index).
    func row(of count: Int) -> (View, [View]) {
        let parent = View(frame: CGRect(x: 0, y: 0, width: CGFloat(count) * 10, height: 10))
        let children = (0..<count).map { index in
            View(frame: CGRect(x: CGFloat(index) * 10, y: 0, width: 10, height: 10))
        }
        for child in children { parent.addSubview(child) }
        return (parent, children)
    }

    /// A chain `depth` views deep under a 100×100 window; returns the window, top and leaf.
    func chain(_ depth: Int) -> (Window, View, View) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let top = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var leaf = top
        for _ in 1..<depth {
            let child = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            leaf.addSubview(child)
            leaf = child
        }
        leaf.accessibilityIdentifier = "leaf"
        window.addSubview(top)
        return (window, top, leaf)
    }
}

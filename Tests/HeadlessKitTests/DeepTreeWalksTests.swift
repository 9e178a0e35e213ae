import Foundation
import Testing

@testable import HeadlessKit

/// Walks over a whole tree that are not hit testing, layout or dumps (which `ScaleTests`
/// covers) fit any depth too: one stack frame per level would overflow the 8 MB main-thread
/// stack long before 100,000 levels.
@MainActor @Suite struct DeepTreeWalksTests {
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

    @Test("The window's activities are found at any depth")
    func activitiesOfADeepChain() {
        let (window, leaf) = chain(100_000)
        leaf.setNeedsLayout()
        #expect(window.activities.map(\.kind) == [.layout])
        window.layoutIfNeeded()
        #expect(window.activities.isEmpty)
    }

    @Test("The accessibility elements are found at any depth (UIKit: accessibilityElements)")
    func accessibilityElementsOfADeepChain() {
        let (window, leaf) = chain(100_000)
        leaf.isAccessibilityElement = true
        leaf.accessibilityLabel = "leaf"
        #expect(
            window.accessibilityElementsInOrder.map(ObjectIdentifier.init) == [
                ObjectIdentifier(leaf)
            ])
        leaf.superview?.isHidden = true
        #expect(window.accessibilityElementsInOrder.isEmpty)
    }
}

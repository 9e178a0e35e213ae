import Foundation
import Testing

@testable import HeadlessKit

/// Walks over a whole tree that are not hit testing, layout or dumps (which `ScaleTests`
/// covers) fit any depth too: one stack frame per level would overflow the 8 MB main-thread
/// stack long before 100,000 levels.
@MainActor @Suite struct DeepTreeWalksTests: ViewTreeFixtures {
    @Test("The window's activities are found at any depth")
    func activitiesOfADeepChain() {
        let (window, _, leaf) = chain(100_000)
        leaf.setNeedsLayout()
        #expect(window.activities.map(\.kind) == [.layout])
        window.layoutIfNeeded()
        #expect(window.activities.isEmpty)
    }

    @Test("The accessibility elements are found at any depth (UIKit: accessibilityElements)")
    func accessibilityElementsOfADeepChain() {
        let (window, _, leaf) = chain(100_000)
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

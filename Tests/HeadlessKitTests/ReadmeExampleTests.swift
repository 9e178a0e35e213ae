import Foundation
import HeadlessKit
import Testing

/// The README's "A first test", verbatim: if this fails, the README is lying.
@MainActor @Test func indicatorSlidesUnderTheSelectedTab() {
    let window = Window(size: CGSize(width: 390, height: 844))
    let indicator = View(frame: CGRect(x: 0, y: 182, width: 130, height: 2))
    indicator.accessibilityIdentifier = "indicator"
    window.addSubview(indicator)

    View.animate(withDuration: 0.4, options: .curveLinear) { indicator.frame.origin.x = 260 }
    #expect(indicator.frame.minX == 260)  // the model changes at once, as in UIKit
    window.advance(by: 0.2)  // 24 frames at 120 Hz
    #expect(indicator.presentationFrame.minX == 130)  // what is on screen, half-way
    window.settle()

    #expect(
        window.treeDescription() == """
            Window (0 0; 390 844)
            └ View "indicator" (260 182; 130 2)

            """)
    #expect(window.hitTest(CGPoint(x: 300, y: 183), with: nil) === indicator)
}

import Foundation
import HeadlessCassowary
import Testing

@testable import HeadlessKit

/// The keyboard layout guide follows the sliding keyboard by moving the constants of the two
/// constraints that change (its top and height), not by making its constraints again
/// (UIKit: `UIKeyboardLayoutGuide` tracks the keyboard frame by frame).
@MainActor @Suite struct KeyboardGuideRepinTests {
    @Test("A keyboard slide keeps the guide's constraints and moves the bar (keyboardLayoutGuide)")
    func slideKeepsConstraints() throws {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let field = TextField(frame: CGRect(x: 0, y: 100, width: 390, height: 34))
        window.addSubview(field)
        let bar = View()
        bar.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(bar)
        LayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: window.keyboardLayoutGuide.topAnchor),
            bar.heightAnchor.constraint(equalToConstant: 52),
        ])
        window.makeKey()
        window.layoutIfNeeded()
        #expect(bar.frame.maxY == 810)
        let item = try #require(window.keyboardLayoutGuide.engineItem)
        let pinned = item.frameConstraints
        #expect(pinned.count == 4)
        field.becomeFirstResponder()
        var tops: [CGFloat] = []
        for _ in 0..<30 {
            window.runFrames(1)
            tops.append(bar.frame.maxY)
            // The same four constraints, frame after frame.
            #expect(item.frameConstraints.count == 4)
            #expect(zip(item.frameConstraints, pinned).allSatisfy { $0 === $1 })
        }
        #expect(tops.last == 508)
        #expect(zip(tops, tops.dropFirst()).allSatisfy { $0 >= $1 })  // rising, never back
        field.resignFirstResponder()
        window.runFrames(30)
        #expect(bar.frame.maxY == 810)
        #expect(zip(item.frameConstraints, pinned).allSatisfy { $0 === $1 })
    }
}

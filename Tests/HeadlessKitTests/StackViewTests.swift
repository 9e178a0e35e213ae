import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

@MainActor @Suite struct StackViewTests {
    func makeBox(_ width: CGFloat, _ height: CGFloat) -> View {
        final class Box: View {
            var size = CGSize.zero
            override var intrinsicContentSize: CGSize { size }
        }
        let box = Box()
        box.size = CGSize(width: width, height: height)
        return box
    }

    /// A vertical stack 200 wide, spacing 10, of boxes 40 and 60 tall:
    ///
    ///     +-200--+
    ///     | a 40 |
    ///     | 10   |
    ///     | b 60 |   stack height 110
    ///     +------+
    @Test("A vertical fill stack stacks intrinsic heights with spacing (UIKit: UIStackView)")
    func verticalFill() {
        let window = Window(size: CGSize(width: 320, height: 480))
        let a = makeBox(50, 40)
        let b = makeBox(50, 60)
        let stack = StackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: window.topAnchor),
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            stack.widthAnchor.constraint(equalToConstant: 200),
        ])
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect(b.frame == CGRect(x: 0, y: 50, width: 200, height: 60))
        #expect(stack.frame.height == 110)
        // Hiding an arranged view collapses it with its spacing.
        a.isHidden = true
        window.layoutIfNeeded()
        #expect(b.frame.minY == 0)
        #expect(stack.frame.height == 60)
        stack.removeArrangedSubview(b)
        #expect(stack.arrangedSubviews.count == 1)
        #expect(b.superview === stack)
    }

    @Test("Non-finite insets, margins and custom spacings stop, naming the view")
    func nonFiniteInsetsStop() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            Button(type: .system).contentEdgeInsets = EdgeInsets(top: .nan)
        }
        await #expect(processExitsWith: .failure) { @MainActor in
            View().layoutMargins = EdgeInsets(left: .infinity)
        }
        await #expect(processExitsWith: .failure) { @MainActor in
            let view = View()
            StackView(arrangedSubviews: [view]).setCustomSpacing(.nan, after: view)
        }
    }

    @Test("Empty and edge inputs: an empty segmented control, a text field typed nothing")
    func emptyInputs() {
        let control = SegmentedControl(items: [])
        #expect(control.numberOfSegments == 0)
        #expect(control.intrinsicContentSize.width == 0)
        control.selectedSegmentIndex = 0
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        let field = TextField()
        var changes = 0
        field.addAction(Action { _ in changes += 1 }, for: .editingChanged)
        field.insertText("")
        #expect(field.text == "")
        #expect(changes == 1)
        let stack = StackView(arrangedSubviews: [])
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let window = Window(size: CGSize(width: 100, height: 100))
        window.addSubview(stack)
        window.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 100, height: 100))
    }

    @Test("A NaN spacing or an arranged index out of range stops, naming the stack")
    func stackMisuseStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            StackView().spacing = .nan
        }
        await #expect(processExitsWith: .failure) { @MainActor in
            StackView().insertArrangedSubview(View(), at: 3)
        }
    }

    @Test(
        "fillEqually shares the width; equalSpacing keeps sizes with equal gaps; center alignment centres across (UIKit: UIStackView.Distribution)"
    )
    func distributions() {
        let window = Window(size: CGSize(width: 320, height: 480))
        let a = makeBox(20, 10)
        let b = makeBox(40, 30)
        let c = makeBox(60, 20)
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
        stack.distribution = .fillEqually
        stack.spacing = 15
        window.addSubview(stack)
        window.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.width) == [90, 90, 90])
        #expect(c.frame.minX == 210)
        stack.distribution = .equalSpacing
        stack.alignment = .center
        window.layoutIfNeeded()
        // Sizes kept: 20 + 40 + 60 = 120, two gaps of 90.
        #expect([a, b, c].map(\.frame.width) == [20, 40, 60])
        #expect(b.frame.minX == 110)
        #expect(c.frame.minX == 240)
        #expect(b.frame.minY == 5)
    }
}

import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// UIStackView.Distribution.fill: "If there is any ambiguity, the stack view resizes the
/// arranged views based on their index in the arrangedSubviews array." Views with equal hugging
/// (growing) or equal compression resistance (shrinking) are resized first by lowest index,
/// whatever order they were added, removed or moved in.
@MainActor @Suite struct StackViewTieBreakTests {
    /// A stack of labels `texts` along `axis`, `length` long, in a window of its own.
    func makeStack(_ texts: [String], axis: LayoutAxis, length: CGFloat)
        -> (Window, StackView, [Label])
    {
        let window = Window(size: CGSize(width: 400, height: 400))
        let labels = texts.map { Label(text: $0) }
        let stack = StackView(arrangedSubviews: labels)
        stack.axis = axis
        stack.spacing = 4
        stack.frame =
            axis == .horizontal
            ? CGRect(x: 0, y: 0, width: length, height: 40)
            : CGRect(x: 0, y: 0, width: 100, height: length)
        window.addSubview(stack)
        window.layoutIfNeeded()
        return (window, stack, labels)
    }

    func lengths(_ stack: StackView) -> [CGFloat] {
        stack.arrangedSubviews.map { stack.axis == .horizontal ? $0.frame.width : $0.frame.height }
    }

    func intrinsicLengths(_ stack: StackView) -> [CGFloat] {
        stack.arrangedSubviews.map {
            let size = $0.intrinsicContentSize
            return stack.axis == .horizontal ? size.width : size.height
        }
    }

    /// Stretching three labels of equal hugging in a 300-wide row:
    ///
    ///     |[ab..............][abcd][abc]|   the first (index 0) takes the spare room
    @Test(
        "Equal hugging: the first arranged view stretches (UIKit: UIStackView.Distribution.fill, resized by index)",
        arguments: [LayoutAxis.horizontal, .vertical])
    func equalHuggingStretchesFirst(axis: LayoutAxis) {
        let (window, stack, _) = makeStack(["ab", "abcd", "abc"], axis: axis, length: 300)
        _ = window
        let natural = intrinsicLengths(stack)
        let spare = 300 - 8 - natural.reduce(0, +)
        #expect(spare > 0)
        #expect(lengths(stack) == [natural[0] + spare, natural[1], natural[2]])
    }

    /// Squeezing three labels of equal compression resistance into a row too short for them:
    /// the first gives first (and only: it can give all the shortfall).
    @Test(
        "Equal compression resistance: the first arranged view shrinks (UIKit: UIStackView.Distribution.fill, resized by index)",
        arguments: [LayoutAxis.horizontal, .vertical])
    func equalCompressionShrinksFirst(axis: LayoutAxis) {
        let (window, stack, _) = makeStack(
            ["abcdefgh", "abcdefghij", "abcdefghi"], axis: axis, length: 300)
        let natural = intrinsicLengths(stack)
        let total = natural.reduce(0, +) + 8
        // Short by a little less than the first label's own length.
        let length = total - natural[0] / 2
        stack.frame.size =
            axis == .horizontal
            ? CGSize(width: length, height: 40) : CGSize(width: 100, height: length)
        window.layoutIfNeeded()
        #expect(lengths(stack) == [natural[0] / 2, natural[1], natural[2]])
    }

    @Test(
        "Sizes follow the arrangement, not its history: add, remove and reorder, then compare with a fresh stack (UIKit: UIStackView.Distribution.fill, resized by index)",
        arguments: [LayoutAxis.horizontal, .vertical])
    func historyIndependent(axis: LayoutAxis) {
        for length: CGFloat in [300, 60] {
            let (window, stack, labels) = makeStack(["ab", "abcd", "abc"], axis: axis, length: 300)
            let (a, b, c) = (labels[0], labels[1], labels[2])
            // Move the room around: c alone, then b in front, then a back at the end.
            stack.removeArrangedSubview(a)
            stack.removeArrangedSubview(b)
            window.layoutIfNeeded()
            stack.insertArrangedSubview(b, at: 0)
            window.layoutIfNeeded()
            stack.addArrangedSubview(a)
            window.layoutIfNeeded()
            stack.insertArrangedSubview(c, at: 0)  // reorder: c, b, a
            stack.frame.size =
                axis == .horizontal
                ? CGSize(width: length, height: 40) : CGSize(width: 100, height: length)
            window.layoutIfNeeded()
            let (freshWindow, fresh, _) = makeStack(
                ["abc", "abcd", "ab"], axis: axis, length: length)
            _ = freshWindow
            #expect(stack.arrangedSubviews.map { ($0 as? Label)?.text } == ["abc", "abcd", "ab"])
            #expect(lengths(stack) == lengths(fresh), "length \(length)")
            #expect(
                stack.arrangedSubviews.map(\.frame) == fresh.arrangedSubviews.map(\.frame),
                "length \(length)")
            _ = (a, b, c)
        }
    }

    @Test("A lower hugging priority still wins over the index (UIKit: content hugging priority)")
    func priorityWinsOverIndex() {
        let (window, stack, labels) = makeStack(
            ["ab", "abcd", "abc"], axis: .horizontal, length: 300)
        labels[2].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        window.layoutIfNeeded()
        let natural = intrinsicLengths(stack)
        let spare = 300 - 8 - natural.reduce(0, +)
        #expect(lengths(stack) == [natural[0], natural[1], natural[2] + spare])
        // A required hugging priority is not nudged: it stays required.
        labels[0].setContentHuggingPriority(.required, for: .horizontal)
        labels[2].setContentHuggingPriority(.required, for: .horizontal)
        window.layoutIfNeeded()
        #expect(lengths(stack)[1] == natural[1] + spare)
    }

    @Test("The index nudge stays under half a priority point, however many views")
    func nudgeIsBounded() {
        let stack = StackView()
        for index in [0, 1, 100, 4095, 4096, 1_000_000] {
            let nudge = stack.tieBreak(atIndex: index)
            #expect(nudge >= 0 && nudge < 0.51, "index \(index): \(nudge)")
        }
        #expect(stack.tieBreak(atIndex: 0) == 0)
        #expect(stack.tieBreak(atIndex: 2) > stack.tieBreak(atIndex: 1))
        // Near required, the nudge never makes a priority required.
        let view = View()
        stack.addArrangedSubview(View())
        stack.addArrangedSubview(view)
        view.setContentHuggingPriority(999.99, for: .horizontal)
        #expect(!view.layoutHuggingPriority(for: .horizontal).isRequired)
        #expect(view.layoutHuggingPriority(for: .vertical) == .defaultLow)
        // Out of the arrangement, the view's own priorities again.
        stack.removeArrangedSubview(view)
        #expect(view.layoutHuggingPriority(for: .horizontal).rawValue == 999.99)
    }
}

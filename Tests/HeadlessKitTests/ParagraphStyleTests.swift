import Foundation
import Testing

@testable import HeadlessKit

// With the default measurer and the default font (system 17 pt), a character is 8.5 points
// wide and a line 20.5 points high (1.2 × 17, rounded up to the next half point).

/// A measurer that counts its calls.
private final class CallCount: @unchecked Sendable {
    var calls = 0
}

private struct CountingMeasurer: TextMeasurer {
    let count: CallCount
    func size(of text: String, font: Font, maxWidth: CGFloat?, numberOfLines: Int) -> CGSize {
        count.calls += 1
        return DefaultTextMeasurer().size(
            of: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines)
    }
}

/// A paragraph style made by `configure`.
private func style(_ configure: (MutableParagraphStyle) -> Void) -> MutableParagraphStyle {
    let style = MutableParagraphStyle()
    configure(style)
    return style
}

/// A multi-line label showing `text` in `style` (the default font).
@MainActor private func makeLabel(_ text: String, _ style: ParagraphStyle?) -> Label {
    let label = Label()
    label.numberOfLines = 0
    label.textMeasurer = DefaultTextMeasurer()
    var attributes: [NSAttributedString.Key: Any] = [:]
    if let style { attributes[.paragraphStyle] = style }
    label.attributedText = NSAttributedString(string: text, attributes: attributes)
    return label
}

/// The size of `label` wrapped at `width` (0: not wrapped).
@MainActor private func size(_ label: Label, width: CGFloat = 0) -> CGSize {
    label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
}

@MainActor @Suite struct ParagraphStyleTests {
    @Test("Pasted UIKit code: lineSpacing and centre alignment on a label's attributed text")
    func pastedCode() {
        let label = Label()
        label.numberOfLines = 0
        label.textMeasurer = DefaultTextMeasurer()
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 6
        style.alignment = .center
        label.attributedText = NSAttributedString(
            string: "Free shipping\non every order",
            attributes: [.paragraphStyle: style, .font: Font.systemFont(ofSize: 17)])
        // Two lines of 20.5 and one line spacing between them; the longer has 14 characters at 8.5.
        #expect(label.intrinsicContentSize == CGSize(width: 119, height: 47))
        #expect(label.textAlignment == .center)
        let copy = NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle
        copy.lineSpacing = 2
        #expect(NSAttributedString.Key.paragraphStyle.rawValue == "NSParagraphStyle")
    }

    @Test("The default style measures as no style at all")
    func defaultStyleMeasuresAsNone() {
        for width: CGFloat in [0, 30, 50] {
            #expect(
                size(makeLabel("Hello world\nagain", ParagraphStyle.default), width: width)
                    == size(makeLabel("Hello world\nagain", nil), width: width))
        }
    }

    @Test(
        "lineSpacing separates lines, within and between paragraphs, not after the last (TextKit)")
    func lineSpacing() {
        let spaced = style { $0.lineSpacing = 6 }
        #expect(size(makeLabel("a", spaced)).height == 20.5)
        #expect(size(makeLabel("a\nb", spaced)).height == 47)
        // "aa bb" is 42.5 wide: at 25 it wraps to two lines of one paragraph.
        #expect(size(makeLabel("aa bb", spaced), width: 25).height == 47)
        #expect(size(makeLabel("aa bb\nc", spaced), width: 25).height == 20.5 * 3 + 12)
    }

    @Test("lineSpacing is not added after the last line a numberOfLines limit shows")
    func lineSpacingWithLineLimit() {
        let label = makeLabel("a\nb\nc", style { $0.lineSpacing = 6 })
        label.numberOfLines = 2
        #expect(size(label).height == 47)
    }

    @Test("paragraphSpacing separates paragraphs, not lines of one paragraph (TextKit)")
    func paragraphSpacing() {
        let spaced = style { $0.paragraphSpacing = 10 }
        #expect(size(makeLabel("a", spaced)).height == 20.5)
        #expect(size(makeLabel("a\nb\nc", spaced)).height == 20.5 * 3 + 20)
        #expect(size(makeLabel("aa bb", spaced), width: 25).height == 41)
        // A trailing line break ends with an empty paragraph, one line high.
        #expect(size(makeLabel("a\n", spaced)).height == 51)
    }

    @Test("paragraphSpacingBefore adds before each paragraph but the first (TextKit)")
    func paragraphSpacingBefore() {
        let spaced = style { $0.paragraphSpacingBefore = 4 }
        #expect(size(makeLabel("a", spaced)).height == 20.5)
        #expect(size(makeLabel("a\nb", spaced)).height == 45)
        let both = style {
            $0.paragraphSpacing = 10
            $0.paragraphSpacingBefore = 4
            $0.lineSpacing = 1
        }
        #expect(size(makeLabel("a\nb", both)).height == 20.5 * 2 + 15)
    }

    @Test("A paragraph takes the style of its first character (TextKit)")
    func styleOfFirstCharacter() {
        let before = style { $0.paragraphSpacingBefore = 4 }
        // On "b", the first character of the second paragraph: it applies.
        let onB = NSMutableAttributedString(string: "a\nb")
        onB.addAttribute(.paragraphStyle, value: before, range: NSRange(location: 2, length: 1))
        let labelB = makeLabel("", nil)
        labelB.attributedText = onB
        #expect(size(labelB).height == 45)
        // On the line break only: it belongs to the first paragraph but is not its first
        // character, so no paragraph has it.
        let onBreak = NSMutableAttributedString(string: "a\nb")
        onBreak.addAttribute(
            .paragraphStyle, value: before, range: NSRange(location: 1, length: 1))
        let labelBreak = makeLabel("", nil)
        labelBreak.attributedText = onBreak
        #expect(size(labelBreak).height == 41)
    }

    @Test("minimumLineHeight and maximumLineHeight clamp each line's height (TextKit)")
    func minimumAndMaximumLineHeight() {
        #expect(size(makeLabel("a\nb", style { $0.minimumLineHeight = 30 })).height == 60)
        #expect(size(makeLabel("a\nb", style { $0.maximumLineHeight = 15 })).height == 30)
        #expect(size(makeLabel("a", style { $0.minimumLineHeight = 10 })).height == 20.5)
        // When they conflict, the maximum wins.
        let conflicting = style {
            $0.minimumLineHeight = 30
            $0.maximumLineHeight = 25
        }
        #expect(size(makeLabel("a", conflicting)).height == 25)
    }

    @Test("lineHeightMultiple scales the natural height before the minimum and maximum (TextKit)")
    func lineHeightMultiple() {
        #expect(size(makeLabel("a\nb", style { $0.lineHeightMultiple = 2 })).height == 82)
        // 1.5 × 20.5 = 30.75, rounded up to the next half point.
        #expect(size(makeLabel("a", style { $0.lineHeightMultiple = 1.5 })).height == 31)
        let capped = style {
            $0.lineHeightMultiple = 2
            $0.maximumLineHeight = 30
        }
        #expect(size(makeLabel("a", capped)).height == 30)
    }

    @Test("firstLineHeadIndent narrows the first line and widens the label (TextKit)")
    func firstLineHeadIndent() {
        let indented = style { $0.firstLineHeadIndent = 8.5 }
        // "aa bb" (42.5) fits 42.5 alone, not after an 8.5 indent.
        #expect(size(makeLabel("aa bb", nil), width: 42.5) == CGSize(width: 42.5, height: 20.5))
        #expect(size(makeLabel("aa bb", indented), width: 42.5) == CGSize(width: 25.5, height: 41))
        // Unwrapped, the indent adds to the width.
        #expect(size(makeLabel("Hello", indented)) == CGSize(width: 51, height: 20.5))
        // An empty paragraph has nothing to indent.
        let wide = style { $0.firstLineHeadIndent = 100 }
        let string = NSMutableAttributedString(string: "a\n")
        string.addAttribute(.paragraphStyle, value: wide, range: NSRange(location: 1, length: 1))
        let label = makeLabel("", nil)
        label.attributedText = string
        #expect(size(label) == CGSize(width: 8.5, height: 41))
    }

    @Test("headIndent narrows every line but a paragraph's first (TextKit)")
    func headIndent() {
        let indented = style { $0.headIndent = 8.5 }
        // "aa bb" fills the first line; "cc" starts 8.5 in.
        #expect(
            size(makeLabel("aa bb cc", indented), width: 42.5) == CGSize(width: 42.5, height: 41))
        #expect(size(makeLabel("aa bb cc dd", indented), width: 42.5).height == 61.5)
    }

    @Test("tailIndent: negative from the trailing edge, positive as the line's length (TextKit)")
    func tailIndent() {
        #expect(size(makeLabel("aa bb", style { $0.tailIndent = -8.5 }), width: 42.5).height == 41)
        // Positive: lines end 25.5 from the leading edge, even with no wrapping width.
        let positive = style { $0.tailIndent = 25.5 }
        #expect(size(makeLabel("aa bb", positive)) == CGSize(width: 17, height: 41))
        #expect(size(makeLabel("aa bb", positive), width: 100) == CGSize(width: 17, height: 41))
    }

    @Test("Indents wider than the label leave one character per line, never a crash")
    func indentsWiderThanTheLabel() {
        let wide = style { $0.headIndent = 500 }
        #expect(size(makeLabel("x ab", wide), width: 20).height == 20.5 * 3)
    }

    @Test("Negative, NaN and infinite lengths measure as 0 (data never crashes a label)")
    func hostileLengths() {
        let plain = size(makeLabel("aa bb\ncc", nil), width: 25)
        for value: CGFloat in [-5, .nan, .infinity, -.infinity] {
            let hostile = style {
                $0.lineSpacing = value
                $0.paragraphSpacing = value
                $0.paragraphSpacingBefore = value
                $0.firstLineHeadIndent = value
                $0.headIndent = value
                $0.minimumLineHeight = value
                $0.maximumLineHeight = value
                $0.lineHeightMultiple = value
                if !value.isFinite { $0.tailIndent = value }
            }
            #expect(size(makeLabel("aa bb\ncc", hostile), width: 25) == plain, "\(value)")
            #expect(hostile.lineSpacing.isNaN == value.isNaN)  // reads back what was set
        }
    }

    @Test("Huge lengths are capped at 10 000 points")
    func hugeLengths() {
        let huge = style { $0.lineSpacing = 1e300 }
        // Two lines of 20.5 and 10 000 points between them.
        #expect(size(makeLabel("a\nb", huge)).height == 10_041)
        #expect(size(makeLabel("a", style { $0.lineHeightMultiple = 1e300 })).height == 20_500)
    }

    @Test("A .paragraphStyle value of another type is ignored")
    func otherTypeIgnored() {
        let label = Label()
        label.numberOfLines = 0
        label.textMeasurer = DefaultTextMeasurer()
        label.attributedText = NSAttributedString(
            string: "a\nb", attributes: [.paragraphStyle: "lineSpacing: 6"])
        #expect(size(label).height == 41)
        #expect(label.paragraphAlignments == [.natural, .natural])
    }

    @Test("The label keeps a copy: changing the style afterwards changes nothing (UIKit)")
    func labelCopiesTheStyle() {
        let spaced = style { $0.lineSpacing = 6 }
        let label = makeLabel("a\nb", spaced)
        spaced.lineSpacing = 50
        spaced.alignment = .right
        #expect(size(label).height == 47)
        let kept = label.attributedText?.attribute(.paragraphStyle, at: 0, effectiveRange: nil)
        #expect((kept as? ParagraphStyle)?.lineSpacing == 6)
        #expect(!(kept is MutableParagraphStyle))
        #expect(label.paragraphAlignments == [.natural, .natural])
    }

    @Test("copy() is immutable, mutableCopy() independent; equal values are equal (UIKit)")
    func copySemantics() {
        let original = style { $0.lineSpacing = 3 }
        let frozen = original.copy() as! ParagraphStyle
        #expect(!(frozen is MutableParagraphStyle))
        #expect(frozen.copy() as AnyObject === frozen)
        let changed = original.mutableCopy() as! MutableParagraphStyle
        changed.lineSpacing = 9
        #expect(original.lineSpacing == 3 && frozen.lineSpacing == 3)
        #expect(frozen.isEqual(original))
        #expect(!changed.isEqual(original))
        #expect(frozen.hash == original.hash)
        let reset = MutableParagraphStyle()
        reset.setParagraphStyle(changed)
        #expect(reset.lineSpacing == 9)
        #expect(NSParagraphStyle.default.lineBreakMode == .byWordWrapping)
        #expect(NSParagraphStyle.default.alignment == .natural)
    }

    @Test("A paragraph style's alignment overrides textAlignment for its paragraph (UIKit)")
    func alignmentPerParagraph() {
        let string = NSMutableAttributedString(string: "a\nb\nc")
        string.addAttribute(
            .paragraphStyle, value: style { $0.alignment = .right },
            range: NSRange(location: 2, length: 2))
        let label = makeLabel("", nil)
        label.attributedText = string
        #expect(label.paragraphAlignments == [.natural, .right, .natural])
        // The first paragraph's alignment becomes the label's.
        let centred = makeLabel("a\nb", style { $0.alignment = .center })
        #expect(centred.textAlignment == .center)
        #expect(centred.paragraphAlignments == [.center, .center])
    }

    @Test("Setting textAlignment aligns every paragraph and keeps the other values (UIKit)")
    func settingTextAlignment() {
        let label = makeLabel("a\nb", style { $0.lineSpacing = 6 })
        label.textAlignment = .right
        #expect(label.paragraphAlignments == [.right, .right])
        #expect(size(label).height == 47)
        let plainAttributed = makeLabel("a\nb", nil)
        plainAttributed.textAlignment = .center
        #expect(plainAttributed.paragraphAlignments == [.center, .center])
        let plain = Label()
        plain.text = "a\nb"
        plain.textAlignment = .right
        #expect(plain.paragraphAlignments == [.right, .right])
    }

    @Test("Measuring stays linear in the number of paragraphs (measurer calls)")
    func linearInParagraphs() {
        let spaced = style {
            $0.lineSpacing = 2
            $0.paragraphSpacing = 4
            $0.headIndent = 3
        }
        func calls(_ paragraphs: Int) -> (calls: Int, height: CGFloat) {
            let count = CallCount()
            let label = makeLabel(
                String(repeating: "ab cd\n", count: paragraphs - 1) + "ab cd", spaced)
            label.textMeasurer = CountingMeasurer(count: count)
            let height = size(label, width: 30).height
            return (count.calls, height)
        }
        let small = calls(100)
        let large = calls(1_000)
        #expect(large.calls == small.calls * 10)
        // Each paragraph wraps to two lines: 2 × 20.5 + 2 (line) + 6 (line + paragraph).
        // (A plain literal: `#expect` types integer arithmetic on its own, as an `Int`.)
        #expect(small.height == 4_894)  // 100 × 49 − 6
    }
}

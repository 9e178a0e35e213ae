import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A measurer that counts what it is asked to measure (calls and characters).
private final class MeasureCounts: @unchecked Sendable {
    var calls = 0
    var characters = 0
}

private struct CountingMeasurer: TextMeasurer {
    let counts: MeasureCounts
    func size(of text: String, font: Font, maxWidth: CGFloat?, numberOfLines: Int) -> CGSize {
        counts.calls += 1
        counts.characters += text.count
        return DefaultTextMeasurer().size(
            of: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines)
    }
}

/// The runs of `string` as (text, font, colour), in order.
private func styledRuns(_ string: NSAttributedString?) -> [(String, Font?, Color?)] {
    guard let string else { return [] }
    var result: [(String, Font?, Color?)] = []
    let text = string.string as NSString
    string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) {
        attributes, range, _ in
        result.append(
            (
                text.substring(with: range), attributes[.font] as? Font,
                attributes[.foregroundColor] as? Color
            ))
    }
    return result
}

private let big = Font.systemFont(ofSize: 20)
private let small = Font.systemFont(ofSize: 10)

/// "Big small": "Big " in 20 pt, "small" in 10 pt.
private func bigSmall() -> NSAttributedString {
    let string = NSMutableAttributedString(string: "Big ", attributes: [.font: big])
    string.append(NSAttributedString(string: "small", attributes: [.font: small]))
    return string
}

@MainActor @Suite struct AttributedTextLabelTests {
    @Test(
        "Setting attributed text sets text, and font and colour from its first character (UIKit: UILabel.attributedText)"
    )
    func settingSetsText() {
        let label = Label()
        let string = NSMutableAttributedString(
            string: "Sale now", attributes: [.font: big, .foregroundColor: Color.red])
        string.addAttribute(
            .foregroundColor, value: Color.blue, range: NSRange(location: 5, length: 3))
        label.attributedText = string
        #expect(label.text == "Sale now")
        #expect(label.font == big)
        #expect(label.textColor == .red)
        let shown = styledRuns(label.attributedText)
        #expect(shown.map(\.0) == ["Sale ", "now"])
        #expect(shown.map(\.2) == [.red, .blue])
        // The label keeps its own copy.
        string.mutableString.setString("changed")
        #expect(label.attributedText?.string == "Sale now")
    }

    @Test(
        "Setting text replaces attributed text with plain text in the label's font and colour (UIKit: UILabel.text)"
    )
    func textReplacesAttributed() {
        let label = Label()
        label.font = small
        label.attributedText = bigSmall()
        label.text = "Big small"  // the same string: still replaces the styling
        let shown = styledRuns(label.attributedText)
        #expect(shown.count == 1)
        #expect(shown.first?.0 == "Big small")
        #expect(shown.first?.1 == label.font)
        #expect(shown.first?.2 == label.textColor)
        #expect(
            label.treeDescription(TreeDescriptionOptions(maxDepth: 0)).contains("attributed")
                == false)
    }

    @Test(
        "Plain text reads back as attributed text in the label's font and colour; nil clears (UIKit: UILabel.attributedText)"
    )
    func plainReadsBack() {
        let label = Label()
        #expect(label.attributedText == nil)
        label.text = "Hi"
        label.font = big
        label.textColor = .green
        let shown = styledRuns(label.attributedText)
        #expect(shown.count == 1)
        #expect(shown.first?.1 == big)
        #expect(shown.first?.2 == .green)
        label.attributedText = bigSmall()
        label.attributedText = nil
        #expect(label.text == nil)
        #expect(label.attributedText == nil)
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test(
        "Setting font or textColor applies it to the whole attributed string (UIKit: UILabel.font, UILabel.textColor)"
    )
    func fontAndColorApplyToAll() {
        let label = Label()
        let string = NSMutableAttributedString(attributedString: bigSmall())
        string.addAttribute(
            .foregroundColor, value: Color.red, range: NSRange(location: 0, length: 3))
        label.attributedText = string
        label.font = small
        var shown = styledRuns(label.attributedText)
        #expect(shown.allSatisfy { $0.1 == small })
        #expect(shown.first?.2 == .red)  // the colour runs stay
        #expect(label.sizeThatFits(.zero) == CGSize(width: 45, height: 12))
        label.textColor = .blue
        shown = styledRuns(label.attributedText)
        #expect(shown.count == 1)
        #expect(shown.first?.2 == .blue)
        #expect(label.text == "Big small")
    }

    @Test(
        "Runs with no font take the label's font; a .font that is not a Font is replaced by it, never a crash"
    )
    func missingAndForeignFonts() {
        let label = Label()
        label.font = small
        let string = NSMutableAttributedString(string: "ab", attributes: [.font: "Helvetica"])
        string.append(NSAttributedString(string: "cd", attributes: [.font: big]))
        string.append(NSAttributedString(string: "ef"))
        label.attributedText = string
        let shown = styledRuns(label.attributedText)
        #expect(shown.map(\.0) == ["ab", "cd", "ef"])
        #expect(shown.map(\.1) == [small, big, small])
        // 2 × 5 + 2 × 10 + 2 × 5 wide; as tall as the 20 pt run.
        #expect(label.sizeThatFits(.zero) == CGSize(width: 40, height: 24))
    }

    @Test(
        "Each run is measured in its own font; a line is as tall as its tallest run (UIKit: UILabel.attributedText)"
    )
    func runsMeasuredInTheirFonts() {
        let label = Label()
        label.attributedText = bigSmall()
        // "Big" 30 + " " 10 (20 pt) + "small" 25 (10 pt); 1.2 × 20 high.
        #expect(label.intrinsicContentSize == CGSize(width: 65, height: 24))
        label.numberOfLines = 0
        // At 50 wide "small" moves to a second line, 1.2 × 10 high.
        #expect(label.sizeThatFits(CGSize(width: 50, height: 0)) == CGSize(width: 30, height: 36))
        label.numberOfLines = 1
        #expect(label.sizeThatFits(CGSize(width: 50, height: 0)) == CGSize(width: 65, height: 24))
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 50
        #expect(label.intrinsicContentSize == CGSize(width: 30, height: 36))
    }

    @Test("Kern adds its points after each character")
    func kern() {
        let label = Label()
        label.attributedText = NSAttributedString(
            string: "ab", attributes: [.font: small, .kern: 2])
        #expect(label.sizeThatFits(.zero) == CGSize(width: 14, height: 12))
        label.attributedText = NSAttributedString(
            string: "ab", attributes: [.font: small, .kern: CGFloat.infinity])
        #expect(label.sizeThatFits(.zero) == CGSize(width: 10, height: 12))
    }

    @Test("Attributed text in one font measures exactly as plain text, at any width and line count")
    func oneFontMeasuresAsPlain() {
        let texts = [
            "Hello world", "ニュース and more text", "trailing space ", "  leading", "a\nb\n",
            "averyveryverylongword next", "👍🏽 ok",
        ]
        for font in [small, Font.systemFont(ofSize: 17), Font.boldSystemFont(ofSize: 13)] {
            for text in texts {
                let plain = Label()
                plain.font = font
                plain.text = text
                let styled = Label()
                let string = NSMutableAttributedString(
                    string: text, attributes: [.font: font, .foregroundColor: Color.red])
                string.addAttribute(
                    .foregroundColor, value: Color.blue, range: NSRange(location: 0, length: 1))
                styled.attributedText = string
                for lines in [0, 1, 2] {
                    plain.numberOfLines = lines
                    styled.numberOfLines = lines
                    for width: CGFloat in [0, 20, 37, 60, 100, 1000] {
                        let size = CGSize(width: width, height: 0)
                        #expect(
                            styled.sizeThatFits(size) == plain.sizeThatFits(size),
                            "\(text) \(font) lines=\(lines) width=\(width)")
                    }
                }
            }
        }
    }

    @Test("The run-by-run layout wraps as the default measurer does when the runs share a font")
    func runLayoutMatchesDefaultMeasurer() {
        let measurer = DefaultTextMeasurer()
        let texts = [
            "Hello world", "ニュース and more text", "trailing space ", "  leading", "a\nb\n",
            "averyveryverylongword next", "ab cdefghijkl", "one two three four five six",
        ]
        // 10 and 15 pt: every advance and line height is a whole half point, so summing
        // pieces rounds as measuring the whole does.
        for font in [small, Font.systemFont(ofSize: 15)] {
            for text in texts {
                let length = text.utf16.count
                let split = length / 2
                let runs = [
                    TextRun(end: split, font: font, kern: 0),
                    TextRun(end: length, font: font, kern: 0),
                ]
                for lines in [0, 1, 2] {
                    for width: CGFloat? in [nil, 20, 37, 60, 100] {
                        let expected = measurer.size(
                            of: text, font: font, maxWidth: width, numberOfLines: lines)
                        let measured = AttributedTextLayout.size(
                            of: text, runs: runs, measurer: measurer, maxWidth: width,
                            numberOfLines: lines)
                        #expect(
                            measured == expected,
                            "\(text) \(font) lines=\(lines) width=\(String(describing: width))")
                    }
                }
            }
        }
    }

    @Test("Empty attributed text: empty text, zero size")
    func empty() {
        let label = Label()
        label.attributedText = NSAttributedString(string: "")
        #expect(label.text == "")
        #expect(label.intrinsicContentSize == .zero)
        #expect(label.sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
        #expect(label.attributedText?.length == 0)
    }

    @Test("A long many-run string costs a linear number of measured characters")
    func linearCost() {
        let counts = MeasureCounts()
        let label = Label()
        label.textMeasurer = CountingMeasurer(counts: counts)
        label.numberOfLines = 0
        let string = NSMutableAttributedString(string: "")
        var length = 0
        for index in 0..<2_000 {
            let word = index % 7 == 0 ? "longerword " : "word "
            string.append(
                NSAttributedString(string: word, attributes: [.font: index % 2 == 0 ? small : big]))
            length += word.count
        }
        // Two thousand runs missing a colour, then a font for all of them: each run is restyled,
        // in Swift (the label builds no Foundation attributed string until it is read back).
        label.attributedText = string
        label.font = small
        label.attributedText = string
        counts.calls = 0
        counts.characters = 0
        let size = label.sizeThatFits(CGSize(width: 120, height: 0))
        #expect(size.width <= 120)
        #expect(size.height > 0)
        // Every character is measured once, in its word or as a space.
        #expect(counts.characters <= length)
        #expect(counts.calls <= length)
        // A cut at two lines stops early.
        label.numberOfLines = 2
        counts.characters = 0
        _ = label.sizeThatFits(CGSize(width: 120, height: 0))
        #expect(counts.characters < 100)
    }

    @Test(
        "Reading back a restyled many-run string gives its runs with the new font, built once (UIKit: setting font applies it to the whole attributedText)"
    )
    func readBackAfterRestyle() throws {
        let label = Label()
        let string = NSMutableAttributedString(string: "")
        for index in 0..<500 {
            string.append(
                NSAttributedString(
                    string: "w\(index) ", attributes: [.kern: CGFloat(index % 2)]))
        }
        label.attributedText = string
        label.font = big
        let first = try #require(label.attributedText)
        #expect(label.attributedText === first)
        #expect(first.string == string.string)
        var runs = 0
        first.enumerateAttributes(in: NSRange(location: 0, length: first.length)) {
            attributes, _, _ in
            runs += 1
            #expect(attributes[.font] as? Font == big)
        }
        #expect(runs == 500)
        label.textColor = .red
        let second = try #require(label.attributedText)
        #expect(second !== first)
        #expect(
            second.attribute(.foregroundColor, at: second.length - 1, effectiveRange: nil) as? Color
                == .red)
    }

    @Test("The tree dump shows attributed text as text, marked attributed")
    func treeDump() {
        let label = Label()
        label.attributedText = bigSmall()
        label.sizeToFit()
        #expect(
            label.treeDescription(TreeDescriptionOptions(maxDepth: 0))
                == "Label (0 0; 65 24) text=\"Big small\" attributed\n")
    }

    @Test("Setting attributed text updates the intrinsic size the layout uses")
    func layoutFollows() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let label = Label()
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            label.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        label.text = "Big small"
        window.layoutIfNeeded()
        #expect(label.frame.size == CGSize(width: 76.5, height: 20.5))
        label.attributedText = bigSmall()
        window.layoutIfNeeded()
        #expect(label.frame.size == CGSize(width: 65, height: 24))
        // Plain again, in the font the attributed text's first character set: 20 pt.
        label.text = "Big small"
        window.layoutIfNeeded()
        #expect(label.frame.size == CGSize(width: 90, height: 24))
    }
}

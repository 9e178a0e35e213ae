import Foundation
import Testing

@testable import HeadlessKit

@MainActor @Suite struct SVGTextTests {
    func svg(_ label: Label, width: CGFloat = 100) -> String {
        let window = Window(size: CGSize(width: 300, height: 300))
        window.addSubview(label)
        let svg = window.svg()
        #expect(xmlProblem(svg) == nil)
        return svg
    }

    @Test(
        "A multi-line label's picture breaks lines where the measurer wrapped them, so its height holds them (UIKit: UILabel.numberOfLines = 0)"
    )
    func wrapsAsMeasured() {
        let label = Label()
        label.numberOfLines = 0
        label.text = "one two three four"
        // 10-point text: 5 points a character, 12-point lines. 45 points hold "one two".
        label.font = .systemFont(ofSize: 10)
        let size = label.sizeThatFits(CGSize(width: 45, height: 1000))
        label.frame = CGRect(origin: .zero, size: size)
        #expect(size.height == 36)
        let picture = svg(label)
        #expect(
            picture.contains(
                "<tspan x=\"0\" y=\"9.6\">one two</tspan><tspan x=\"0\" y=\"21.6\">three</tspan><tspan x=\"0\" y=\"33.6\">four</tspan>"
            ))
    }

    @Test(
        "A label cut at numberOfLines ends its last line with an ellipsis (UIKit: NSLineBreakMode.byTruncatingTail)"
    )
    func truncatesAtNumberOfLines() {
        let label = Label()
        label.numberOfLines = 2
        label.font = .systemFont(ofSize: 10)
        label.text = "one two three four"
        label.frame = CGRect(x: 0, y: 0, width: 45, height: 24)
        let picture = svg(label)
        #expect(
            picture.contains(
                "<tspan x=\"0\" y=\"9.6\">one two</tspan><tspan x=\"0\" y=\"21.6\">three\u{2026}</tspan>"
            ))
        label.lineBreakMode = .byClipping
        #expect(svg(label).contains(">three</tspan></text>"))
    }

    @Test(
        "A one-line label narrower than its text is cut with an ellipsis, at the head or middle when the mode says so (UIKit: lineBreakMode)"
    )
    func oneLineTruncation() {
        let label = Label()
        label.font = .systemFont(ofSize: 10)
        label.text = "abcdefghij"
        label.frame = CGRect(x: 0, y: 0, width: 30, height: 12)
        #expect(svg(label).contains(">abcde\u{2026}</text>"))
        label.lineBreakMode = .byTruncatingHead
        #expect(svg(label).contains(">\u{2026}fghij</text>"))
        label.lineBreakMode = .byTruncatingMiddle
        #expect(svg(label).contains(">abc\u{2026}ij</text>"))
        label.text = "one\ntwo"
        label.lineBreakMode = .byTruncatingTail
        // One line: the text after the line break is left over.
        #expect(svg(label).contains(">one\u{2026}</text>"))
    }

    @Test(
        "Alignment, weight and size reach the SVG attributes; a label with no width or hostile text draws safely (UIKit: textAlignment, UIFont.Weight)"
    )
    func attributesAndHostileText() {
        let label = Label()
        label.font = .systemFont(ofSize: 20, weight: .semibold)
        label.textAlignment = .right
        label.text = "<&\">\u{0}"
        label.frame = CGRect(x: 0, y: 0, width: 200, height: 24)
        let picture = svg(label)
        #expect(
            picture.contains(
                "font-size=\"20\" font-weight=\"600\" text-anchor=\"end\" fill=\"#000000\">&lt;&amp;&quot;&gt;\u{FFFD}</text>"
            ))
        label.frame.size.width = 0
        #expect(!svg(label).contains("<text"))
        label.frame.size = CGSize(width: 200, height: 24)
        label.text = String(repeating: "x", count: 100_000)
        label.numberOfLines = 3
        let long = svg(label)
        #expect(long.utf8.count < 2_000)
    }

    @Test("The quick cut of one ASCII line keeps what the general cut keeps, at every width")
    func asciiCutMatchesGeneralCut() {
        let writer = SVGWriter(options: .default)
        let font = Font.systemFont(ofSize: 10)
        for text in ["Item 1234", "a b  c", "x"] {
            let width = CGFloat(text.utf8.count) * 5
            for room in stride(from: CGFloat(0), to: width, by: 0.5) {
                #expect(
                    writer.asciiTail(text, width: width, in: room, font: font)
                        == writer.truncated(
                            text, more: false, toWidth: room, font: font, mode: .byTruncatingTail),
                    "\(text) in \(room)")
            }
        }
    }
}

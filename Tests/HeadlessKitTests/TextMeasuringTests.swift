import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

@MainActor @Suite struct TextMeasuringTests {
    let measurer = DefaultTextMeasurer()
    let font = Font.systemFont(ofSize: 17)

    @Test(
        "Narrow characters advance 0.5 em, wide ones and emoji 1 em; lines are 1.2 em; sizes round up to half points"
    )
    func advances() {
        #expect(
            measurer.size(of: "Hello", font: font, maxWidth: nil, numberOfLines: 1)
                == CGSize(width: 42.5, height: 20.5))
        #expect(
            measurer.size(of: "ニュース", font: font, maxWidth: nil, numberOfLines: 1)
                == CGSize(width: 68, height: 20.5))
        #expect(measurer.size(of: "👍🏽", font: font, maxWidth: nil, numberOfLines: 1).width == 17)
        #expect(measurer.size(of: "", font: font, maxWidth: nil, numberOfLines: 1) == .zero)
        #expect(
            measurer.size(of: "abc", font: .systemFont(ofSize: 15), maxWidth: nil, numberOfLines: 1)
                == CGSize(width: 22.5, height: 18))
    }

    @Test("ASCII digits and symbols are narrow; a keycap emoji built on one is wide")
    func keycapsAreWide() {
        // "#" and "1" have the Emoji property but not emoji presentation: text, 0.5 em each.
        #expect(measurer.size(of: "#1*", font: font, maxWidth: nil, numberOfLines: 1).width == 25.5)
        // "1", VS16, combining keycap: one character shown as an emoji, 1 em.
        #expect(
            measurer.size(of: "1\u{FE0F}\u{20E3}", font: font, maxWidth: nil, numberOfLines: 1)
                .width == 17)
    }

    @Test("One line of ASCII measures as the line-by-line layout does, at any width and font")
    func asciiLineMatchesLayout() {
        let texts = ["a", "Cell 42", "ends with space ", " lead", "two  spaces", "tab\tx", "x\ny"]
        for text in texts {
            for size in [10, 13.3, 17] as [CGFloat] {
                let font = Font.systemFont(ofSize: size)
                for maxWidth in [nil, 0, 1, 20, 35, 36.5, 80, 1000] as [CGFloat?] {
                    for lines in [0, 1, 2] {
                        let laid = measurer.layout(
                            text, font: font, maxWidth: maxWidth, numberOfLines: lines)
                        let expected = CGSize(
                            width: roundUpToHalf(laid.map(\.width).max() ?? 0),
                            height: roundUpToHalf(CGFloat(laid.count) * font.lineHeight))
                        let measured = measurer.size(
                            of: text, font: font, maxWidth: maxWidth, numberOfLines: lines)
                        #expect(
                            measured == expected, "\(text) \(size) \(String(describing: maxWidth))")
                    }
                }
            }
        }
    }

    @Test("Text wraps at spaces within the width, breaks long words, and stops at numberOfLines")
    func wrapping() {
        // 10 pt font: 5 pt per character, 12 pt per line.
        let small = Font.systemFont(ofSize: 10)
        #expect(
            measurer.size(of: "aaaa bbbb cccc", font: small, maxWidth: 50, numberOfLines: 0)
                == CGSize(width: 45, height: 24))
        #expect(
            measurer.size(of: "aaaa bbbb cccc", font: small, maxWidth: 50, numberOfLines: 1)
                == CGSize(width: 45, height: 12))
        #expect(
            measurer.size(of: "aaaaaaaaaaaaaaa", font: small, maxWidth: 50, numberOfLines: 0)
                == CGSize(width: 50, height: 24))
        #expect(
            measurer.size(of: "one\ntwo", font: small, maxWidth: nil, numberOfLines: 0)
                == CGSize(width: 15, height: 24))
        #expect(
            measurer.size(of: "日本語日本語", font: small, maxWidth: 25, numberOfLines: 0)
                == CGSize(width: 20, height: 36))
    }

    struct FixedMeasurer: TextMeasurer {
        func size(of text: String, font: Font, maxWidth: CGFloat?, numberOfLines: Int) -> CGSize {
            CGSize(width: CGFloat(text.count) * 10, height: 10)
        }
    }

    @Test("A label uses its own measurer, else the installed one")
    func customMeasurer() {
        let label = Label()
        label.text = "abc"
        label.textMeasurer = FixedMeasurer()
        #expect(label.intrinsicContentSize == CGSize(width: 30, height: 10))
        label.textMeasurer = nil
        #expect(label.intrinsicContentSize == CGSize(width: 25.5, height: 20.5))
    }

    @Test("A multi-line label wraps in sizeThatFits at the given width")
    func labelSizeThatFits() {
        let label = Label()
        label.font = .systemFont(ofSize: 10)
        label.text = "aaaa bbbb cccc"
        #expect(label.sizeThatFits(CGSize(width: 50, height: 0)) == CGSize(width: 70, height: 12))
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: 50, height: 0)) == CGSize(width: 45, height: 24))
    }

    @Test("A non-positive font size stops")
    func badFontStops() async {
        await #expect(processExitsWith: .failure) { _ = Font(size: 0) }
    }
}

extension TextMeasuringTests {
    /// 10 pt font: 5 pt per character, 12 pt per line. "aaaa bbbb cccc dddd eeee" is 120 pt on
    /// one line; at 100 pt it wraps to two lines (24 pt), at 50 pt to three (36 pt).
    @Test(
        "A multi-line label whose width comes from constraints wraps at the solved width (UIKit: UILabel.preferredMaxLayoutWidth)"
    )
    func multilineLabelWrapsAtSolvedWidth() {
        let window = Window(size: CGSize(width: 120, height: 400))
        let label = Label()
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 0
        label.text = "aaaa bbbb cccc dddd eeee"
        label.translatesAutoresizingMaskIntoConstraints = false
        let below = View()
        below.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        window.addSubview(below)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: window.topAnchor),
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10),
            below.topAnchor.constraint(equalTo: label.bottomAnchor),
            below.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 0, width: 100, height: 24))
        #expect(below.frame.minY == 24)
        // An explicit preferredMaxLayoutWidth wins: 50 pt holds one word a line.
        label.preferredMaxLayoutWidth = 50
        window.layoutIfNeeded()
        #expect(label.frame.height == 36)
    }
}

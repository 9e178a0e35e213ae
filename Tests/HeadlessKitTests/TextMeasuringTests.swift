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

@MainActor @Suite struct ControlTests {
    @Test("Actions run for their events in the order added; a disabled control sends none")
    func actions() {
        let control = Control(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        var log: [String] = []
        control.addAction(Action { _ in log.append("a") }, for: .touchUpInside)
        control.addAction(
            Action(identifier: "b") { _ in log.append("b") }, for: [.touchUpInside, .valueChanged])
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .valueChanged)
        #expect(log == ["a", "b", "b"])
        control.removeAction(identifiedBy: "b", for: .valueChanged)
        control.isEnabled = false
        control.sendActions(for: .touchUpInside)
        #expect(log == ["a", "b", "b"])
    }

    @Test("PageControl clamps currentPage and sizes 16 pt per dot")
    func pageControlClamps() {
        let pages = PageControl()
        pages.numberOfPages = 3
        pages.currentPage = 5
        #expect(pages.currentPage == 2)
        pages.currentPage = -1
        #expect(pages.currentPage == 0)
        #expect(pages.intrinsicContentSize == CGSize(width: 48, height: 26))
        pages.numberOfPages = 0
        #expect(pages.currentPage == 0)
        #expect(pages.intrinsicContentSize == .zero)
    }

    @Test("A tap beside the current dot moves one page that way and sends valueChanged (UIKit)")
    func pageControlTap() {
        let pages = PageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
        pages.numberOfPages = 4
        pages.currentPage = 1
        var changes = 0
        pages.addAction(Action { _ in changes += 1 }, for: .valueChanged)
        pages.handleTap(at: CGPoint(x: 190, y: 13))
        #expect(pages.currentPage == 2)
        pages.handleTap(at: CGPoint(x: 5, y: 13))
        pages.handleTap(at: CGPoint(x: 5, y: 13))
        pages.handleTap(at: CGPoint(x: 5, y: 13))  // already at 0: no change
        #expect(pages.currentPage == 0)
        #expect(changes == 3)
    }

    @Test("A real tap right of the current dot moves forward one page (UIKit: UIPageControl)")
    func pageControlRealTap() {
        let window = Window(size: CGSize(width: 200, height: 100))
        let pages = PageControl(frame: CGRect(x: 0, y: 50, width: 200, height: 26))
        pages.numberOfPages = 4
        window.addSubview(pages)
        var changes = 0
        pages.addAction(Action { _ in changes += 1 }, for: .valueChanged)
        window.tap(at: CGPoint(x: 190, y: 63))
        #expect(pages.currentPage == 1)
        #expect(changes == 1)
        // A touch dragged off the control before lifting is not a tap.
        window.drag(from: CGPoint(x: 190, y: 63), to: CGPoint(x: 190, y: 10), duration: 0.05)
        #expect(pages.currentPage == 1)
    }

    @Test("Colors interpolate and print as hex")
    func colors() {
        #expect(Color.black.interpolated(to: .white, fraction: 0.5).hexString == "#808080")
        #expect(Color(hex: 0x007AFF) == .systemBlue)
        #expect(Color.red.withAlphaComponent(0.5).hexString == "#FF000080")
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

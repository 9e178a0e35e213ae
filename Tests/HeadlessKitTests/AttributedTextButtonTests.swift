import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

private let big = Font.systemFont(ofSize: 20)

/// The colours of `string`'s runs, in order.
private func colors(_ string: NSAttributedString?) -> [Color?] {
    guard let string else { return [] }
    var result: [Color?] = []
    string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) {
        attributes, _, _ in
        result.append(attributes[.foregroundColor] as? Color)
    }
    return result
}

@MainActor @Suite struct AttributedTextButtonTests {
    @Test(
        "An attributed title shows in the title label; other states fall back to the normal one (UIKit: UIButton.setAttributedTitle(_:for:))"
    )
    func normalFallback() {
        let button = Button(type: .system)
        button.setTitle("plain", for: .normal)
        let title = NSAttributedString(
            string: "Buy", attributes: [.font: big, .foregroundColor: Color.red])
        button.setAttributedTitle(title, for: .normal)
        #expect(button.attributedTitle(for: .normal)?.string == "Buy")
        #expect(button.attributedTitle(for: .highlighted)?.string == "Buy")
        #expect(button.currentAttributedTitle?.string == "Buy")
        #expect(button.titleLabel?.text == "Buy")
        #expect(button.titleLabel?.isHidden == false)
        // "Buy" in 20 pt: 3 × 10 wide, 1.2 × 20 high, and UIKit's 6 points above and below.
        #expect(button.intrinsicContentSize == CGSize(width: 30, height: 36))
    }

    @Test(
        "A state's own attributed title shows in that state; the title colour does not restyle it (UIKit: UIButton.attributedTitle(for:))"
    )
    func perState() {
        let button = Button(type: .system)
        button.setAttributedTitle(
            NSAttributedString(string: "Follow", attributes: [.foregroundColor: Color.red]),
            for: .normal)
        button.setAttributedTitle(
            NSAttributedString(string: "Following", attributes: [.foregroundColor: Color.green]),
            for: .selected)
        button.setTitleColor(.white, for: .normal)
        #expect(colors(button.titleLabel?.attributedText) == [.red])
        button.setAttributedTitle(
            NSAttributedString(string: "Follow", attributes: [.font: big]), for: .highlighted)
        button.isHighlighted = true
        #expect(button.titleLabel?.font == big)
        button.isHighlighted = false
        button.isSelected = true
        // Runs with no font are in the label's own font, not the previous title's.
        #expect(button.titleLabel?.font == .systemFont(ofSize: 15, weight: .medium))
        #expect(button.titleLabel?.text == "Following")
        #expect(colors(button.titleLabel?.attributedText) == [.green])
        button.isSelected = false
        #expect(button.titleLabel?.text == "Follow")
        #expect(colors(button.titleLabel?.attributedText) == [.red])
    }

    @Test(
        "Removing the attributed title shows the plain title in the label's own font and title colour"
    )
    func backToPlain() {
        let button = Button(type: .system)
        button.setTitle("Buy", for: .normal)
        button.setTitleColor(.white, for: .normal)
        let plainSize = button.intrinsicContentSize
        button.setAttributedTitle(
            NSAttributedString(string: "Buy", attributes: [.font: big]), for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 30, height: 36))
        button.setAttributedTitle(nil, for: .normal)
        #expect(button.titleLabel?.font == .systemFont(ofSize: 15, weight: .medium))
        #expect(button.titleLabel?.textColor == .white)
        #expect(button.titleLabel?.attributedText.map(colors) == [.white])
        #expect(button.intrinsicContentSize == plainSize)
    }

    @Test("An empty attributed title hides the title label: the button keeps UIKit's minimum size")
    func emptyTitle() {
        let button = Button(type: .system)
        button.setAttributedTitle(NSAttributedString(string: ""), for: .normal)
        #expect(button.titleLabel?.isHidden == true)
        #expect(button.intrinsicContentSize == CGSize(width: 30, height: 34))
    }

    @Test("The tree dump shows the attributed title as the button's title")
    func treeDump() {
        let button = Button(type: .system)
        button.setAttributedTitle(
            NSAttributedString(string: "Buy", attributes: [.font: big]), for: .normal)
        button.sizeToFit()
        button.layoutIfNeeded()
        let dump = button.treeDescription()
        #expect(dump.contains("title=\"Buy\""))
        #expect(dump.contains("text=\"Buy\" attributed"))
    }
}

import Foundation
import Testing

@testable import HeadlessKit

@MainActor @Suite struct ButtonMetricsTests {
    @Test(
        "A titled button pads its title 6 points above and below until insets are set (UIKit: a system button in the 15-point font is 30 high)"
    )
    func titlePadding() throws {
        let button = Button(type: .system)
        button.setTitle("Hello World", for: .normal)
        let title = try #require(button.titleLabel).sizeThatFits(.zero)
        #expect(title.height == 18)  // the 15-point system font's line
        #expect(button.intrinsicContentSize == CGSize(width: title.width, height: 30))
        // Any inset replaces the padding (the well-known 0.01 inset that removes it).
        button.contentEdgeInsets = EdgeInsets(top: 0.01, left: 0, bottom: 0.01, right: 0)
        #expect(abs(button.intrinsicContentSize.height - 18.02) < 1e-9)
        button.contentEdgeInsets = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 40, height: 38))
        // An image alone is not padded; an empty button keeps UIKit's 30 × 34 minimum.
        let icon = Button(type: .system)
        icon.setImage(Image(named: "star", size: CGSize(width: 24, height: 24)), for: .normal)
        #expect(icon.intrinsicContentSize == CGSize(width: 24, height: 24))
        #expect(Button(type: .system).intrinsicContentSize == CGSize(width: 30, height: 34))
    }

    @Test("Auto Layout gives a titled button its padded height, the title centred in it")
    func paddedUnderConstraints() throws {
        let window = Window(size: CGSize(width: 390, height: 844))
        let button = Button(type: .system)
        button.setTitle("Next", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(button)
        LayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: window.centerXAnchor),
            button.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        ])
        window.layoutIfNeeded()
        #expect(button.frame.height == 30)
        let label = try #require(button.titleLabel)
        #expect(label.frame.minY == 6 && label.frame.height == 18)
    }
}

import Foundation
import Testing

@testable import HeadlessKit

/// SF Symbol configurations (UIKit's `UIImage.SymbolConfiguration`) and the sizes they give
/// (HeadlessKit's model: a square of the point size × 16/17, 20/17 or 26/17 by scale).
@MainActor @Suite struct SymbolConfigurationTests {
    @Test("UIImage(systemName:withConfiguration:): the symbol's size follows point size and scale")
    func sizesFollowTheConfiguration() {
        let plain = Image(systemName: "book")!
        #expect(plain.size == CGSize(width: 20, height: 20))
        #expect(plain.isSymbolImage)
        #expect(plain.symbolConfiguration == .unspecified)
        #expect(!Image(named: "photo", size: CGSize(width: 4, height: 4)).isSymbolImage)
        let config = Image.SymbolConfiguration(pointSize: 17, weight: .semibold, scale: .large)
        let large = Image(systemName: "book", withConfiguration: config)!
        #expect(large.size == CGSize(width: 26, height: 26))
        #expect(large.symbolConfiguration?.weight == .semibold)
        let small = plain.withConfiguration(Image.SymbolConfiguration(scale: .small))
        #expect(small.size == CGSize(width: 16, height: 16))
        let title = plain.withConfiguration(Image.SymbolConfiguration(textStyle: .title1))
        #expect(title.size.width == 28.0 / 17 * 20)
        // An unknown name still makes a symbol: there is no catalogue to check it against.
        #expect(Image(systemName: "no.such.symbol")?.size == CGSize(width: 20, height: 20))
        // A configuration on an image that is not a symbol changes nothing.
        let photo = Image(named: "photo", size: CGSize(width: 40, height: 30))
        #expect(photo.withConfiguration(config) == photo)
    }

    @Test("UIKit applying(_:): the new configuration's values replace the previous ones")
    func applying() {
        let base = Image.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .small)
        let combined = base.applying(Image.SymbolConfiguration(scale: .large))
        #expect(combined.pointSize == 20)
        #expect(combined.weight == .bold)
        #expect(combined.scale == .large)
        let styled = combined.applying(Image.SymbolConfiguration(textStyle: .caption1))
        #expect(styled.pointSize == 0 && styled.textStyle == .caption1 && styled.scale == .large)
        let sized = styled.applying(Image.SymbolConfiguration(pointSize: 30))
        #expect(sized.pointSize == 30 && sized.textStyle == nil)
        #expect(base.applying(nil) == base)
        let colored = base.applying(Image.SymbolConfiguration(hierarchicalColor: .red))
            .applying(Image.SymbolConfiguration(paletteColors: [.red, .blue]))
        #expect(colored.hierarchicalColor == .red && colored.paletteColors == [.red, .blue])
        #expect(colored.pointSize == 20)
        let fromFont = Image.SymbolConfiguration(font: .boldSystemFont(ofSize: 15))
        #expect(fromFont.pointSize == 15 && fromFont.weight == .bold)
        #expect(base.description == "<SymbolConfiguration 20 bold small>")
    }

    @Test("Hostile point sizes: 0, negative, NaN and infinity are unspecified; huge stays finite")
    func hostilePointSizes() {
        for bad in [0, -4, CGFloat.nan, .infinity, -.infinity] {
            let config = Image.SymbolConfiguration(pointSize: bad, weight: .bold, scale: .large)
            #expect(config.pointSize == 0)
            #expect(Image(systemName: "x", withConfiguration: config)?.size.width == 26)
        }
        let huge = Image(
            systemName: "x",
            withConfiguration: Image.SymbolConfiguration(pointSize: .greatestFiniteMagnitude))!
        #expect(huge.size.width.isFinite)
        let nilConfig = Image(systemName: "x", withConfiguration: nil)!
        #expect(nilConfig.size == CGSize(width: 20, height: 20))
    }

    @Test("UIImageView preferredSymbolConfiguration: the image's own values win; sizes follow it")
    func imageViewPreferredConfiguration() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let imageView = ImageView(image: Image(systemName: "star"))
        window.addSubview(imageView)
        #expect(imageView.intrinsicContentSize == CGSize(width: 20, height: 20))
        imageView.preferredSymbolConfiguration = Image.SymbolConfiguration(
            pointSize: 34, scale: .large)
        #expect(imageView.intrinsicContentSize == CGSize(width: 52, height: 52))
        // The image's own configuration is more specific: its scale wins.
        imageView.image = Image(
            systemName: "star", withConfiguration: Image.SymbolConfiguration(scale: .small))
        #expect(imageView.intrinsicContentSize == CGSize(width: 32, height: 32))
        #expect(imageView.sizeThatFits(.zero) == CGSize(width: 32, height: 32))
        // Other images ignore it.
        imageView.image = Image(named: "photo", size: CGSize(width: 40, height: 30))
        #expect(imageView.intrinsicContentSize == CGSize(width: 40, height: 30))
    }

    @Test("A text-style symbol grows with the content size category (UIKit: Dynamic Type)")
    func textStyleSymbolsFollowTheCategory() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let imageView = ImageView(image: Image(systemName: "book"))
        imageView.preferredSymbolConfiguration = Image.SymbolConfiguration(textStyle: .body)
        imageView.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(imageView)
        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: window.topAnchor),
            imageView.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        ])
        window.layoutIfNeeded()
        #expect(imageView.frame.size == CGSize(width: 20, height: 20))
        window.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        window.layoutIfNeeded()
        // Body is 28 points at AX1: 28 / 17 × 20 (the frame is rounded to pixels).
        #expect(imageView.intrinsicContentSize.width == 28.0 / 17 * 20)
        #expect(abs(imageView.frame.width - 28.0 / 17 * 20) < 0.34)
    }
}

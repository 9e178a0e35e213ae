import Foundation
import Testing

@testable import HeadlessKit

/// Dynamic Type: `FontMetrics` (UIKit's `UIFontMetrics`), the Human Interface Guidelines'
/// Dynamic Type sizes, and labels with `adjustsFontForContentSizeCategory`.
@MainActor @Suite struct FontMetricsTests {
    /// The trial-port article screen: a FontMetrics title, a capped body, a preferred-font
    /// caption, all following the window's text size.
    final class ArticleViewController: ViewController {
        let titleLabel = Label()
        let bylineLabel = Label()
        let captionLabel = Label()
        var sizeChanges: [ContentSizeCategory] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            titleLabel.font = FontMetrics(forTextStyle: .title1).scaledFont(
                for: .boldSystemFont(ofSize: 28))
            titleLabel.adjustsFontForContentSizeCategory = true
            titleLabel.numberOfLines = 0
            bylineLabel.font = FontMetrics.default.scaledFont(
                for: Font(name: "Georgia", size: 17), maximumPointSize: 30)
            bylineLabel.adjustsFontForContentSizeCategory = true
            captionLabel.font = .preferredFont(forTextStyle: .caption1)
            captionLabel.adjustsFontForContentSizeCategory = true
            for label in [titleLabel, bylineLabel, captionLabel] {
                label.text = "Headless"
                label.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(label)
            }
            NSLayoutConstraint.activate([
                titleLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 16),
                titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                bylineLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
                bylineLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
                captionLabel.topAnchor.constraint(equalTo: bylineLabel.bottomAnchor, constant: 8),
                captionLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            ])
            registerForTraitChanges([TraitPreferredContentSizeCategory.self]) {
                (self: Self, _: TraitCollection) in
                self.sizeChanges.append(self.traitCollection.preferredContentSizeCategory)
            }
        }
    }

    @Test("UIKit adjustsFontForContentSizeCategory: the article screen re-sizes its fonts")
    func articleScreen() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let article = ArticleViewController()
        window.rootViewController = article
        window.layoutIfNeeded()
        #expect(article.titleLabel.font.pointSize == 28)
        #expect(article.bylineLabel.font.pointSize == 17)
        #expect(article.captionLabel.font.pointSize == 12)
        let titleHeight = article.titleLabel.frame.height

        window.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        window.layoutIfNeeded()
        // title1: 28 → 38 at AX1; body 17 → 28, capped at 30; caption1 12 → 22.
        #expect(article.titleLabel.font.pointSize == 38)
        #expect(article.titleLabel.font.weight == .bold)
        #expect(article.bylineLabel.font.pointSize == 28)
        #expect(article.captionLabel.font.pointSize == 22)
        #expect(article.titleLabel.frame.height > titleHeight)
        #expect(article.sizeChanges == [.accessibilityMedium])

        window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(article.bylineLabel.font.pointSize == 30)
        window.traitOverrides.remove(TraitPreferredContentSizeCategory.self)
        #expect(article.titleLabel.font.pointSize == 28)
        #expect(
            article.sizeChanges == [
                .accessibilityMedium, .accessibilityExtraExtraExtraLarge, .large,
            ])
    }

    @Test("UIFontMetrics scaledFont(for:compatibleWith:) scales by the text style's HIG sizes")
    func scaledFontsFollowTheTable() {
        let body = FontMetrics(forTextStyle: .body)
        let base = Font(name: "Georgia", size: 16)
        func size(_ category: ContentSizeCategory) -> CGFloat {
            body.scaledFont(
                for: base,
                compatibleWith: TraitCollection(preferredContentSizeCategory: category)
            ).pointSize
        }
        #expect(size(.large) == 16)
        #expect(size(.extraSmall) == 16.0 * 14 / 17)
        #expect(size(.accessibilityMedium) == 16.0 * 28 / 17)
        #expect(size(.accessibilityExtraExtraExtraLarge) == 16.0 * 53 / 17)
        #expect(size(.unspecified) == 16)
        #expect(size(ContentSizeCategory(rawValue: "unknown")) == 16)
        #expect(body.scaledFont(for: base).pointSize == 16)
        #expect(body.scaledFont(for: base).name == "Georgia")
        // Caption 2 does not shrink below 11 points: the same size at the three smallest.
        let caption2 = FontMetrics(forTextStyle: .caption2)
        #expect(
            caption2.scaledValue(
                for: 11, compatibleWith: TraitCollection(preferredContentSizeCategory: .extraSmall))
                == 11)
        #expect(
            Font.preferredFont(
                forTextStyle: .largeTitle,
                compatibleWith: TraitCollection(preferredContentSizeCategory: .extraExtraLarge)
            ).pointSize == 38)
        #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: nil).pointSize == 17)
    }

    @Test("UIFontMetrics scaledValue(for:) scales spacing; hostile values stay finite or unchanged")
    func scaledValues() {
        let ax5 = TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let metrics = FontMetrics.default
        #expect(metrics.scaledValue(for: 8) == 8)
        #expect(metrics.scaledValue(for: 17, compatibleWith: ax5) == 53)
        #expect(metrics.scaledValue(for: -17, compatibleWith: ax5) == -53)
        #expect(metrics.scaledValue(for: 0, compatibleWith: ax5) == 0)
        #expect(metrics.scaledValue(for: .nan, compatibleWith: ax5).isNaN)
        #expect(metrics.scaledValue(for: .infinity, compatibleWith: ax5) == .infinity)
        #expect(
            metrics.scaledValue(for: .greatestFiniteMagnitude, compatibleWith: ax5)
                == .greatestFiniteMagnitude)
        #expect(
            metrics.scaledValue(for: -.greatestFiniteMagnitude, compatibleWith: ax5)
                == -.greatestFiniteMagnitude)
    }

    @Test("UIFontMetrics maximumPointSize caps the size; 0, negative, NaN and infinity set none")
    func maximumPointSizes() {
        let ax5 = TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let metrics = FontMetrics.default
        let base = Font.systemFont(ofSize: 17)
        func size(_ maximum: CGFloat) -> CGFloat {
            metrics.scaledFont(for: base, maximumPointSize: maximum, compatibleWith: ax5).pointSize
        }
        #expect(size(24) == 24)
        #expect(size(0) == 53)
        #expect(size(-5) == 53)
        #expect(size(.nan) == 53)
        #expect(size(.infinity) == 53)
        // A maximum below the base size caps it at Large too.
        #expect(metrics.scaledFont(for: base, maximumPointSize: 12).pointSize == 12)
        // A huge base font stays finite.
        let huge = metrics.scaledFont(
            for: .systemFont(ofSize: .greatestFiniteMagnitude), compatibleWith: ax5)
        #expect(huge.pointSize == .greatestFiniteMagnitude)
    }

    @Test("UIFontMetrics: scaling a font that a FontMetrics already scaled is a programmer error")
    func scalingTwiceStops() async {
        await #expect(processExitsWith: .failure) {
            let once = FontMetrics.default.scaledFont(for: .systemFont(ofSize: 17))
            _ = FontMetrics.default.scaledFont(for: once)
        }
    }

    @Test("A preferred font can be given to FontMetrics: it is re-scaled from its own size")
    func preferredFontThroughMetrics() {
        let font = FontMetrics(forTextStyle: .title2).scaledFont(
            for: .preferredFont(forTextStyle: .body),
            compatibleWith: TraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge))
        #expect(font.pointSize == 17.0 * 28 / 22)
    }

    @Test("Fonts are equal when they measure the same, scaled or not")
    func equality() {
        let plain = Font.systemFont(ofSize: 17)
        let scaled = FontMetrics.default.scaledFont(for: plain)
        #expect(plain == scaled)
        #expect(plain.hashValue == scaled.hashValue)
        #expect(Font.preferredFont(forTextStyle: .body) == plain)
    }

    @Test("adjustsFontForContentSizeCategory: a label follows the window it moves into")
    func labelMovesBetweenWindows() {
        let large = Window(size: CGSize(width: 390, height: 844))
        let small = Window(size: CGSize(width: 390, height: 844))
        small.traitOverrides.preferredContentSizeCategory = .extraSmall
        let label = Label()
        label.font = .preferredFont(forTextStyle: .headline)
        label.adjustsFontForContentSizeCategory = true
        large.addSubview(label)
        #expect(label.font.pointSize == 17)
        small.addSubview(label)
        #expect(label.font.pointSize == 14)
        #expect(label.font.weight == .semibold)
        // Without the flag, or with a fixed-size font, the size stays.
        let fixed = Label()
        fixed.font = .systemFont(ofSize: 17)
        fixed.adjustsFontForContentSizeCategory = true
        small.addSubview(fixed)
        #expect(fixed.font.pointSize == 17)
        let unflagged = Label()
        unflagged.font = .preferredFont(forTextStyle: .body)
        small.addSubview(unflagged)
        #expect(unflagged.font.pointSize == 17)
        // Turning the flag on applies the category at once.
        unflagged.adjustsFontForContentSizeCategory = true
        #expect(unflagged.font.pointSize == 14)
    }

    @Test("Attributed text keeps its fonts when the category changes (as in UIKit)")
    func attributedTextKeepsItsSize() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let label = Label()
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.attributedText = NSAttributedString(string: "Rich")
        window.addSubview(label)
        window.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        #expect(label.font.pointSize == 17)
    }

    @Test("UIContentSizeCategoryAdjusting: text fields and text views follow the category too")
    func textFieldsAndTextViews() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        field.font = FontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 16))
        field.adjustsFontForContentSizeCategory = true
        let textView = TextView(frame: CGRect(x: 0, y: 50, width: 200, height: 100))
        textView.font = .preferredFont(forTextStyle: .footnote)
        textView.adjustsFontForContentSizeCategory = true
        window.addSubview(field)
        window.addSubview(textView)
        let fieldHeight = field.intrinsicContentSize.height
        window.traitOverrides.preferredContentSizeCategory = .extraExtraExtraLarge
        #expect(field.font?.pointSize == 16.0 * 23 / 17)
        #expect(field.intrinsicContentSize.height > fieldHeight)
        #expect(textView.font?.pointSize == 19)
        field.font = nil  // no font: nothing to scale
        window.traitOverrides.preferredContentSizeCategory = .small
        #expect(field.font == nil)
        #expect(textView.font?.pointSize == 12)
    }
}

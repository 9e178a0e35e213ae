import Foundation

/// Scales custom fonts and values for Dynamic Type, like UIKit's `UIFontMetrics`.
///
///     let body = FontMetrics(forTextStyle: .body)
///     label.font = body.scaledFont(for: Font(name: "Georgia", size: 17))
///     label.adjustsFontForContentSizeCategory = true   // follows the label's category
///
/// A value scales by its text style's size at the category over its size at Large (the
/// default category), from the Human Interface Guidelines' Dynamic Type sizes table: body text
/// is 14, 15, 16, **17**, 19, 21, 23 points from extra small to extra extra extra large, then
/// 28, 33, 40, 47, 53 for the accessibility sizes, so at AX1 a 16-point body font becomes
/// 16 × 28 / 17 ≈ 26.35 points. Without a trait collection the category is the app's (Large,
/// HeadlessKit's system setting): the font comes back at its own size, carrying the scaling
/// that labels apply at their own traits' category.
public final class FontMetrics: Sendable {
    /// The text style whose sizes this scales by.
    public let textStyle: Font.TextStyle

    /// The metrics of the body style, like `UIFontMetrics.default`.
    public static let `default` = FontMetrics(forTextStyle: .body)

    /// Metrics that scale as `textStyle` does, like `UIFontMetrics(forTextStyle:)`.
    public init(forTextStyle textStyle: Font.TextStyle) {
        self.textStyle = textStyle
    }

    /// `font` scaled to the app's content size category (Large: its own size), keeping the
    /// scaling so that a view with `adjustsFontForContentSizeCategory` follows its category.
    /// Like UIKit, `font` must be a base font, not one a ``FontMetrics`` already scaled: that
    /// stops with a message. (A ``Font/preferredFont(forTextStyle:)`` font is rescaled from
    /// its own size.)
    public func scaledFont(for font: Font) -> Font {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// `font` scaled as ``scaledFont(for:)`` does, but never above `maximumPointSize` (a
    /// maximum that is 0, negative, NaN or infinite sets no limit).
    public func scaledFont(for font: Font, maximumPointSize: CGFloat) -> Font {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled to the content size category of `traitCollection` (the app's, Large,
    /// when it is `nil` or specifies none).
    public func scaledFont(for font: Font, compatibleWith traitCollection: TraitCollection?)
        -> Font
    {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled to the category of `traitCollection`, never above `maximumPointSize`.
    public func scaledFont(
        for font: Font, maximumPointSize: CGFloat, compatibleWith traitCollection: TraitCollection?
    ) -> Font {
        precondition(
            font.scaling?.kind != .metrics,
            "FontMetrics.scaledFont(for:): \(font) was already scaled by a FontMetrics; "
                + "pass the base font")
        let maximum = maximumPointSize.isFinite && maximumPointSize > 0 ? maximumPointSize : 0
        var base = font
        base.scaling = FontScaling(
            style: textStyle, baseSize: font.pointSize, maximumPointSize: maximum, kind: .metrics)
        return base.scaled(to: traitCollection?.preferredContentSizeCategory ?? .large)
    }

    /// `value` scaled to the app's content size category (Large: `value` itself).
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled to the content size category of `traitCollection`, like
    /// `UIFontMetrics.scaledValue(for:compatibleWith:)`. NaN and infinite values come back
    /// unchanged; a product too large for a `CGFloat` comes back as the largest finite value of
    /// its sign.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: TraitCollection?)
        -> CGFloat
    {
        guard value.isFinite else { return value }
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        let scaled = textStyle.scale(value, for: category)
        return scaled.isFinite
            ? scaled : (value < 0 ? -CGFloat.greatestFiniteMagnitude : .greatestFiniteMagnitude)
    }
}

/// How a font follows the content size category: the text style it scales as, its size at
/// Large and its largest size (0: none). Immutable, shared by the copies of a font (a
/// reference keeps `Font` at five words: an inline value made measuring's copies dearer).
final class FontScaling: Sendable {
    /// Where the scaling came from: a text style's font, or a ``FontMetrics`` (which may not
    /// scale it again).
    enum Kind { case textStyle, metrics }

    let style: Font.TextStyle
    let baseSize: CGFloat
    let maximumPointSize: CGFloat
    let kind: Kind

    init(style: Font.TextStyle, baseSize: CGFloat, maximumPointSize: CGFloat, kind: Kind) {
        self.style = style
        self.baseSize = baseSize
        self.maximumPointSize = maximumPointSize
        self.kind = kind
    }

    /// The point size at `category`: the base size times the style's factor, capped at the
    /// maximum and at the largest finite size.
    func pointSize(for category: ContentSizeCategory) -> CGFloat {
        var size = style.scale(baseSize, for: category)
        if !size.isFinite { size = .greatestFiniteMagnitude }
        if maximumPointSize > 0 { size = min(size, maximumPointSize) }
        return size
    }
}

extension View {
    /// `font` at this view's content size category, when it carries Dynamic Type scaling and
    /// is not at that size yet; else nil (what `adjustsFontForContentSizeCategory` applies).
    func contentSizeAdjusted(_ font: Font?) -> Font? {
        guard let font, let scaling = font.scaling else { return nil }
        let size = scaling.pointSize(for: traitCollection.preferredContentSizeCategory)
        guard size != font.pointSize else { return nil }
        var adjusted = font
        adjusted.pointSize = size
        return adjusted
    }
}

extension Font {
    /// This font at `category` when it carries Dynamic Type scaling; else itself.
    func scaled(to category: ContentSizeCategory) -> Font {
        guard let scaling else { return self }
        var font = self
        font.pointSize = scaling.pointSize(for: category)
        return font
    }
}

extension Font.TextStyle {
    /// The style's point sizes from extra small to accessibility extra extra extra large (the
    /// Human Interface Guidelines' Dynamic Type sizes for iOS; Large, the default, is the
    /// fourth).
    var sizesByCategory: [CGFloat] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// `value` times the style's size at `category` over its size at Large (`value` itself
    /// for `.unspecified` and unknown categories). Infinite when the product overflows.
    func scale(_ value: CGFloat, for category: ContentSizeCategory) -> CGFloat {
        guard let index = category.sizeIndex, index != 3 else { return value }
        let sizes = sizesByCategory
        let scaled = value * sizes[index] / sizes[3]
        // The product can overflow where the result would not: divide first then.
        return scaled.isFinite ? scaled : value * (sizes[index] / sizes[3])
    }
}

extension ContentSizeCategory {
    /// The index of this category in the Dynamic Type sizes table (extra small is 0, Large 3),
    /// or nil for `.unspecified` and unknown raw values.
    var sizeIndex: Int? {
        switch self {
        case .extraSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .extraLarge: 4
        case .extraExtraLarge: 5
        case .extraExtraExtraLarge: 6
        case .accessibilityMedium: 7
        case .accessibilityLarge: 8
        case .accessibilityExtraLarge: 9
        case .accessibilityExtraExtraLarge: 10
        case .accessibilityExtraExtraExtraLarge: 11
        default: nil
        }
    }
}

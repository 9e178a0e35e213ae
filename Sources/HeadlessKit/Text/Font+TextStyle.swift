import Foundation

extension Font {
    /// A Dynamic Type text style, like `UIFont.TextStyle`.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title1, title2, title3, headline, subheadline, body, callout
        case footnote, caption1, caption2

        /// The size and weight at the default content size category (Large), from the Human
        /// Interface Guidelines' typography table.
        var metrics: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .body: (17, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            }
        }
    }

    /// The system font of a text style at the app's content size category (Large, the
    /// system default), like `UIFont.preferredFont(forTextStyle:)`. The font keeps its text
    /// style: a label with `adjustsFontForContentSizeCategory` shows it at its own category.
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        let metrics = style.metrics
        var font = Font(size: metrics.size, weight: metrics.weight)
        font.scaling = FontScaling(
            style: style, baseSize: metrics.size, maximumPointSize: 0, kind: .textStyle)
        return font
    }

    /// The system font of a text style at the content size category of `traitCollection`
    /// (Large when it specifies none), like
    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)`; sizes from the Human Interface
    /// Guidelines' Dynamic Type sizes table.
    public static func preferredFont(
        forTextStyle style: TextStyle, compatibleWith traitCollection: TraitCollection?
    ) -> Font {
        preferredFont(forTextStyle: style).scaled(
            to: traitCollection?.preferredContentSizeCategory ?? .large)
    }

    /// The italic system font at `size` (measured as the regular one).
    public static func italicSystemFont(ofSize size: CGFloat) -> Font {
        Font(size: size)
    }

    /// The monospaced-digit system font (measured as the regular one).
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        Font(size: size, weight: weight)
    }

    /// The same font at another size, like `UIFont.withSize(_:)`.
    public func withSize(_ size: CGFloat) -> Font {
        Font(name: name, size: size, weight: weight)
    }

    /// The baseline's distance below the top of a line: 0.95 × point size, with the default
    /// measurer's 1.2 × line height (the rest is the descender).
    public var ascender: CGFloat { pointSize * 0.95 }
    /// The descender (negative, as in UIKit): ascender − line height.
    public var descender: CGFloat { ascender - lineHeight }
}

extension Font.Weight {
    public static let ultraLight = Font.Weight(rawValue: -0.8)
    public static let thin = Font.Weight(rawValue: -0.6)
    public static let heavy = Font.Weight(rawValue: 0.56)
    public static let black = Font.Weight(rawValue: 0.62)
}

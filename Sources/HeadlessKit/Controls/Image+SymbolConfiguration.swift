import Foundation

extension Image {
    /// The weight of a symbol's strokes, like `UIImage.SymbolWeight`.
    public enum SymbolWeight: Int, Hashable, Sendable {
        case unspecified = 0
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A symbol's size relative to its point size, like `UIImage.SymbolScale`.
    public enum SymbolScale: Int, Hashable, Sendable {
        /// The scale the context chooses (medium here).
        case `default` = -1
        case unspecified = 0
        case small, medium, large
    }

    /// The size, weight, scale and colours of a symbol image, like UIKit's
    /// `UIImage.SymbolConfiguration`. Immutable: ``applying(_:)`` makes a new one.
    ///
    /// HeadlessKit's symbols are squares (model values; there are no glyphs): the side is the
    /// point size × 16/17 (small), 20/17 (medium, the default) or 26/17 (large), so a body-size
    /// (17-point) symbol is 16, 20 or 26 points. The point size is the configuration's, else
    /// its text style's at the content size category (Human Interface Guidelines' Dynamic Type
    /// sizes), else 17. The weight and colours are kept but change no size.
    public final class SymbolConfiguration: Hashable, Sendable, CustomStringConvertible {
        /// The point size (0: unspecified).
        public let pointSize: CGFloat
        /// The stroke weight.
        public let weight: SymbolWeight
        /// The scale.
        public let scale: SymbolScale
        /// The text style whose size the symbol follows, if any.
        public let textStyle: Font.TextStyle?
        /// The one colour of a hierarchical rendering, if set.
        public let hierarchicalColor: Color?
        /// The colours of a palette rendering, if set.
        public let paletteColors: [Color]?

        init(
            pointSize: CGFloat = 0, weight: SymbolWeight = .unspecified,
            scale: SymbolScale = .unspecified, textStyle: Font.TextStyle? = nil,
            hierarchicalColor: Color? = nil, paletteColors: [Color]? = nil
        ) {
            // Data, not a programmer error: a size that is not a finite positive number
            // leaves the point size unspecified.
            self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
            self.hierarchicalColor = hierarchicalColor
            self.paletteColors = paletteColors
        }

        /// A configuration with every value unspecified.
        public static let unspecified = SymbolConfiguration()

        /// A configuration of a point size, a weight and a scale, like UIKit's
        /// `SymbolConfiguration(pointSize:weight:scale:)`. A point size that is 0, negative,
        /// NaN or infinite is left unspecified.
        public convenience init(
            pointSize: CGFloat, weight: SymbolWeight = .unspecified,
            scale: SymbolScale = .unspecified
        ) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }

        /// A configuration that follows a text style's size, like
        /// `SymbolConfiguration(textStyle:scale:)`.
        public convenience init(textStyle: Font.TextStyle, scale: SymbolScale = .unspecified) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle)
        }

        /// A configuration of a weight only.
        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: 0, weight: weight)
        }

        /// A configuration of a scale only.
        public convenience init(scale: SymbolScale) {
            self.init(pointSize: 0, scale: scale)
        }

        /// A configuration that matches `font`'s size and weight, like
        /// `SymbolConfiguration(font:scale:)`.
        public convenience init(font: Font, scale: SymbolScale = .unspecified) {
            self.init(pointSize: font.pointSize, weight: SymbolWeight(font.weight), scale: scale)
        }

        /// A hierarchical rendering in shades of `hierarchicalColor`.
        public convenience init(hierarchicalColor: Color) {
            self.init(pointSize: 0, hierarchicalColor: hierarchicalColor)
        }

        /// A palette rendering with `paletteColors`, one a layer.
        public convenience init(paletteColors: [Color]) {
            self.init(pointSize: 0, paletteColors: paletteColors)
        }

        /// This configuration with the values `other` specifies replacing these, like UIKit's
        /// `applying(_:)` (`nil` changes nothing). A point size and a text style replace each
        /// other.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            let sizeFromOther = other.pointSize > 0 || other.textStyle != nil
            return SymbolConfiguration(
                pointSize: sizeFromOther ? other.pointSize : pointSize,
                weight: other.weight != .unspecified ? other.weight : weight,
                scale: other.scale != .unspecified ? other.scale : scale,
                textStyle: sizeFromOther ? other.textStyle : textStyle,
                hierarchicalColor: other.hierarchicalColor ?? hierarchicalColor,
                paletteColors: other.paletteColors ?? paletteColors)
        }

        /// The side of a symbol drawn with this configuration at `category` (see the model
        /// above); finite for any point size.
        func side(for category: ContentSizeCategory) -> CGFloat {
            let points: CGFloat
            if pointSize > 0 {
                points = pointSize
            } else if let textStyle {
                points = textStyle.scale(textStyle.metrics.size, for: category)
            } else {
                points = 17
            }
            let factor: CGFloat =
                switch scale {
                case .small: 16
                case .large: 26
                default: 20
                }
            let side = points / 17 * factor
            return side.isFinite ? side : .greatestFiniteMagnitude
        }

        public static func == (lhs: SymbolConfiguration, rhs: SymbolConfiguration) -> Bool {
            lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.scale == rhs.scale
                && lhs.textStyle == rhs.textStyle && lhs.hierarchicalColor == rhs.hierarchicalColor
                && lhs.paletteColors == rhs.paletteColors
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(pointSize)
            hasher.combine(weight)
            hasher.combine(scale)
            hasher.combine(textStyle)
        }

        /// `<SymbolConfiguration 20 semibold large>`: the specified values.
        public var description: String {
            var parts = ["<SymbolConfiguration"]
            if pointSize > 0 { parts.append(formatted(pointSize)) }
            if let textStyle { parts.append("\(textStyle)") }
            if weight != .unspecified { parts.append("\(weight)") }
            if scale != .unspecified { parts.append("\(scale)") }
            return parts.joined(separator: " ") + ">"
        }
    }

    /// A symbol drawn with `configuration`, like `UIImage(systemName:withConfiguration:)`.
    /// Never `nil` (see ``init(systemName:)``).
    public init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        self.init(named: name, size: .zero)
        symbolConfiguration = .unspecified
        self = withConfiguration(configuration ?? .unspecified)
    }

    /// This image with `configuration` applied over its own, like UIKit's
    /// `withConfiguration(_:)`: a symbol takes the size the configuration gives (at the Large
    /// content size category; an image view shows it at its own). Other images are unchanged.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> Image {
        guard let own = symbolConfiguration else { return self }
        var image = self
        image.symbolConfiguration = own.applying(configuration)
        let side = image.symbolConfiguration!.side(for: .large)
        image.size = CGSize(width: side, height: side)
        return image
    }

    /// Whether this is a symbol image, like `UIImage.isSymbolImage`.
    public var isSymbolImage: Bool { symbolConfiguration != nil }

    /// The size this image shows at in a view with `preferred` and `category`: a symbol's
    /// configuration over the view's preferred one (the image's values win, as UIKit's more
    /// specific configuration does), at the view's category.
    func displaySize(preferred: SymbolConfiguration?, category: ContentSizeCategory) -> CGSize {
        guard let own = symbolConfiguration else { return size }
        let side = (preferred ?? .unspecified).applying(own).side(for: category)
        return CGSize(width: side, height: side)
    }
}

extension Image.SymbolWeight {
    /// The symbol weight nearest a font weight.
    init(_ weight: Font.Weight) {
        self =
            switch weight.rawValue {
            case ..<(-0.7): .ultraLight
            case ..<(-0.5): .thin
            case ..<(-0.2): .light
            case ..<0.1: .regular
            case ..<0.26: .medium
            case ..<0.35: .semibold
            case ..<0.5: .bold
            case ..<0.6: .heavy
            default: .black
            }
    }
}

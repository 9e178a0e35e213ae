import Foundation

/// A font: a family name, a point size and a weight, like a minimal `UIFont`.
///
/// A font from ``preferredFont(forTextStyle:)`` or ``FontMetrics`` keeps its Dynamic Type
/// scaling with it, as UIKit's does: a label with `adjustsFontForContentSizeCategory` shows it
/// at its own content size category. Two fonts are equal when they measure the same (name,
/// size, weight), whatever scaling they carry.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// A font weight, like `UIFont.Weight`.
    public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
        public let rawValue: Double
        public init(rawValue: Double) { self.rawValue = rawValue }
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }

        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
    }

    /// The family name (`"System"` for the system font).
    public var name: String
    /// The size in points.
    public var pointSize: CGFloat
    public var weight: Weight
    /// How the font follows the content size category, if it does (FontMetrics.swift).
    var scaling: FontScaling?

    /// Makes a font; `pointSize` must be finite and positive.
    public init(name: String = "System", size: CGFloat, weight: Weight = .regular) {
        precondition(size.isFinite && size > 0, "Font(size:): \(size) is not a positive point size")
        self.name = name
        self.pointSize = size
        self.weight = weight
    }

    /// The system font at `size`.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font {
        Font(size: size, weight: weight)
    }

    /// The bold system font at `size`.
    public static func boldSystemFont(ofSize size: CGFloat) -> Font {
        Font(size: size, weight: .bold)
    }

    public static func == (lhs: Font, rhs: Font) -> Bool {
        lhs.name == rhs.name && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(pointSize)
        hasher.combine(weight)
    }

    /// The height of one line: 1.2 × point size with the default measurer.
    public var lineHeight: CGFloat { pointSize * 1.2 }

    public var description: String {
        weight == .regular
            ? "\(name) \(formatted(pointSize))"
            : "\(name) \(formatted(pointSize)) w\(weight.rawValue)"
    }
}

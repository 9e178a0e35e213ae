import Foundation

/// iOS's system and semantic colours, light appearance (HeadlessKit has no dark mode), with
/// the values of Apple's Human Interface Guidelines colour tables.
extension Color {
    /// `UIColor(red:green:blue:alpha:)` with `CGFloat` components.
    @_disfavoredOverload
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    /// `UIColor(white:alpha:)` with `CGFloat` components.
    @_disfavoredOverload
    public init(white: CGFloat, alpha: CGFloat) {
        self.init(white: Double(white), alpha: Double(alpha))
    }

    /// The colour itself: UIKit layers take a `CGColor`, HeadlessKit's take a ``Color``, so
    /// `layer.borderColor = Color.white.cgColor` reads as it does on iOS.
    public var cgColor: Color { self }

    /// Makes a colour from a layer colour (`UIColor(cgColor:)`).
    public init(cgColor: Color) { self = cgColor }

    public static let cyan = Color(red: 0, green: 1, blue: 1)
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)

    public static let systemRed = Color(hex: 0xFF3B30)
    public static let systemOrange = Color(hex: 0xFF9500)
    public static let systemYellow = Color(hex: 0xFFCC00)
    public static let systemGreen = Color(hex: 0x34C759)
    public static let systemMint = Color(hex: 0x00C7BE)
    public static let systemTeal = Color(hex: 0x30B0C7)
    public static let systemCyan = Color(hex: 0x32ADE6)
    public static let systemIndigo = Color(hex: 0x5856D6)
    public static let systemPurple = Color(hex: 0xAF52DE)
    public static let systemPink = Color(hex: 0xFF2D55)
    public static let systemBrown = Color(hex: 0xA2845E)

    public static let systemGray = Color(hex: 0x8E8E93)
    public static let systemGray2 = Color(hex: 0xAEAEB2)
    public static let systemGray3 = Color(hex: 0xC7C7CC)
    public static let systemGray4 = Color(hex: 0xD1D1D6)
    public static let systemGray5 = Color(hex: 0xE5E5EA)
    public static let systemGray6 = Color(hex: 0xF2F2F7)

    /// The view's tint (`tintColor`) when none is set: ``systemBlue``.
    public static let tintColor = systemBlue
    public static let link = systemBlue

    public static let label = Color(white: 0)
    public static let secondaryLabel = Color(hex: 0x3C3C43, alpha: 0.6)
    public static let tertiaryLabel = Color(hex: 0x3C3C43, alpha: 0.3)
    public static let quaternaryLabel = Color(hex: 0x3C3C43, alpha: 0.18)
    public static let placeholderText = Color(hex: 0x3C3C43, alpha: 0.3)

    public static let systemFill = Color(hex: 0x787880, alpha: 0.2)
    public static let secondarySystemFill = Color(hex: 0x787880, alpha: 0.16)
    public static let tertiarySystemFill = Color(hex: 0x767680, alpha: 0.12)
    public static let quaternarySystemFill = Color(hex: 0x747480, alpha: 0.08)

    public static let systemBackground = Color(white: 1)
    public static let secondarySystemBackground = Color(hex: 0xF2F2F7)
    public static let tertiarySystemBackground = Color(white: 1)
    public static let systemGroupedBackground = Color(hex: 0xF2F2F7)
    public static let secondarySystemGroupedBackground = Color(white: 1)
    public static let tertiarySystemGroupedBackground = Color(hex: 0xF2F2F7)

    public static let separator = Color(hex: 0x3C3C43, alpha: 0.29)
    public static let opaqueSeparator = Color(hex: 0xC6C6C8)
    public static let lightText = Color(white: 1, alpha: 0.6)
    public static let darkText = Color(white: 0)
}

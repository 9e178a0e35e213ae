import Foundation

/// iOS's system and semantic colours, with the light and dark values of Apple's Human
/// Interface Guidelines colour tables ("Color", iOS, default contrast). HeadlessKit draws the
/// light appearance; `resolvedColor(with:)` gives the dark one for a dark trait collection.
extension Color {
    /// A system colour: `hex` at `alpha` in the light appearance, `dark` at `darkAlpha`
    /// percent in the dark one.
    init(hex: UInt32, alpha: Double = 1, dark: UInt32, darkAlpha: Int = 100) {
        self.init(hex: hex, alpha: alpha)
        darkBits = 1 << 40 | UInt64(min(max(darkAlpha, 0), 100)) << 24 | UInt64(dark & 0xFF_FFFF)
    }

    /// The colour's dark appearance, or `nil` when it has one appearance.
    var darkAppearance: Color? {
        guard darkBits != 0 else { return nil }
        if darkBits >> 63 == 1 {
            func channel(_ shift: UInt64) -> Double {
                Double((darkBits >> shift) & 0x7FFF) / Color.channelScale
            }
            return Color(red: channel(45), green: channel(30), blue: channel(15), alpha: channel(0))
        }
        return Color(
            hex: UInt32(darkBits & 0xFF_FFFF), alpha: Double((darkBits >> 24) & 0xFFFF) / 100)
    }

    /// What 1 is in a 15-bit channel of a dark appearance given as components: a power of
    /// two, so halves, quarters and eighths are kept exactly.
    private static let channelScale: Double = 16384

    /// This colour (its light appearance) with `dark` as its dark appearance, packed as four
    /// 15-bit channels (within 1/32768 of each component, far below what `hexString` shows).
    func withDarkAppearance(_ dark: Color?) -> Color {
        var color = self
        guard let dark else {
            color.darkBits = 0
            return color
        }
        func channel(_ value: Double, _ shift: UInt64) -> UInt64 {
            UInt64((value * Color.channelScale).rounded()) << shift
        }
        color.darkBits =
            1 << 63 | channel(dark.red, 45) | channel(dark.green, 30) | channel(dark.blue, 15)
            | channel(dark.alpha, 0)
        return color
    }

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

    public static let systemRed = Color(hex: 0xFF3B30, dark: 0xFF453A)
    public static let systemOrange = Color(hex: 0xFF9500, dark: 0xFF9F0A)
    public static let systemYellow = Color(hex: 0xFFCC00, dark: 0xFFD60A)
    public static let systemGreen = Color(hex: 0x34C759, dark: 0x30D158)
    public static let systemMint = Color(hex: 0x00C7BE, dark: 0x63E6E2)
    public static let systemTeal = Color(hex: 0x30B0C7, dark: 0x40C8E0)
    public static let systemCyan = Color(hex: 0x32ADE6, dark: 0x64D2FF)
    public static let systemIndigo = Color(hex: 0x5856D6, dark: 0x5E5CE6)
    public static let systemPurple = Color(hex: 0xAF52DE, dark: 0xBF5AF2)
    public static let systemPink = Color(hex: 0xFF2D55, dark: 0xFF375F)
    public static let systemBrown = Color(hex: 0xA2845E, dark: 0xAC8E68)

    public static let systemGray = Color(hex: 0x8E8E93, dark: 0x8E8E93)
    public static let systemGray2 = Color(hex: 0xAEAEB2, dark: 0x636366)
    public static let systemGray3 = Color(hex: 0xC7C7CC, dark: 0x48484A)
    public static let systemGray4 = Color(hex: 0xD1D1D6, dark: 0x3A3A3C)
    public static let systemGray5 = Color(hex: 0xE5E5EA, dark: 0x2C2C2E)
    public static let systemGray6 = Color(hex: 0xF2F2F7, dark: 0x1C1C1E)

    /// The view's tint (`tintColor`) when none is set: ``systemBlue``.
    public static let tintColor = systemBlue
    public static let link = Color(hex: 0x007AFF, dark: 0x0984FF)

    public static let label = Color(hex: 0x000000, dark: 0xFFFFFF)
    public static let secondaryLabel = Color(
        hex: 0x3C3C43, alpha: 0.6, dark: 0xEBEBF5, darkAlpha: 60)
    public static let tertiaryLabel = Color(
        hex: 0x3C3C43, alpha: 0.3, dark: 0xEBEBF5, darkAlpha: 30)
    public static let quaternaryLabel = Color(
        hex: 0x3C3C43, alpha: 0.18, dark: 0xEBEBF5, darkAlpha: 16)
    public static let placeholderText = Color(
        hex: 0x3C3C43, alpha: 0.3, dark: 0xEBEBF5, darkAlpha: 30)

    public static let systemFill = Color(hex: 0x787880, alpha: 0.2, dark: 0x787880, darkAlpha: 36)
    public static let secondarySystemFill = Color(
        hex: 0x787880, alpha: 0.16, dark: 0x787880, darkAlpha: 32)
    public static let tertiarySystemFill = Color(
        hex: 0x767680, alpha: 0.12, dark: 0x767680, darkAlpha: 24)
    public static let quaternarySystemFill = Color(
        hex: 0x747480, alpha: 0.08, dark: 0x767680, darkAlpha: 18)

    public static let systemBackground = Color(hex: 0xFFFFFF, dark: 0x000000)
    public static let secondarySystemBackground = Color(hex: 0xF2F2F7, dark: 0x1C1C1E)
    public static let tertiarySystemBackground = Color(hex: 0xFFFFFF, dark: 0x2C2C2E)
    public static let systemGroupedBackground = Color(hex: 0xF2F2F7, dark: 0x000000)
    public static let secondarySystemGroupedBackground = Color(hex: 0xFFFFFF, dark: 0x1C1C1E)
    public static let tertiarySystemGroupedBackground = Color(hex: 0xF2F2F7, dark: 0x2C2C2E)

    public static let separator = Color(hex: 0x3C3C43, alpha: 0.29, dark: 0x545458, darkAlpha: 60)
    public static let opaqueSeparator = Color(hex: 0xC6C6C8, dark: 0x38383A)
    public static let lightText = Color(white: 1, alpha: 0.6)
    public static let darkText = Color(white: 0)
}

/// An RGBA colour with components in 0...1, like a minimal `UIColor`.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
    /// The dark appearance of a system or dynamic colour, packed (see `Color+System.swift`):
    /// 0 for a colour with one appearance. Not part of equality: two colours are equal when they look
    /// the same in the light appearance, the one HeadlessKit draws.
    var darkBits: UInt64 = 0

    /// Makes a colour from components in 0...1 (values outside are clamped).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    /// A grey of the given brightness.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Makes a colour from a 24-bit `0xRRGGBB` value.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// Equal when the components are (the light appearance).
    public static func == (a: Color, b: Color) -> Bool {
        a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    /// The same colour with another alpha, like `UIColor.withAlphaComponent(_:)`: a colour
    /// with a dark appearance keeps it, with the same alpha.
    public func withAlphaComponent(_ alpha: Double) -> Color {
        let light = Color(red: red, green: green, blue: blue, alpha: alpha)
        guard let dark = darkAppearance else { return light }
        return light.withDarkAppearance(
            Color(red: dark.red, green: dark.green, blue: dark.blue, alpha: alpha))
    }

    /// Linear interpolation between two colours, `fraction` in 0...1.
    public func interpolated(to other: Color, fraction: Double) -> Color {
        let f = min(max(fraction, 0), 1)
        return Color(
            red: red + (other.red - red) * f, green: green + (other.green - green) * f,
            blue: blue + (other.blue - blue) * f, alpha: alpha + (other.alpha - alpha) * f)
    }

    public static let clear = Color(white: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let gray = Color(white: 0.5)
    public static let lightGray = Color(white: 2.0 / 3.0)
    public static let darkGray = Color(white: 1.0 / 3.0)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// iOS's default tint (`systemBlue`, light appearance).
    public static let systemBlue = Color(hex: 0x007AFF, dark: 0x0A84FF)

    /// `#RRGGBB` (with `AA` appended when not opaque): what dumps and SVG print.
    public var hexString: String {
        func byte(_ v: Double) -> String {
            let s = String(Int((v * 255).rounded()), radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    public var description: String { hexString }
}

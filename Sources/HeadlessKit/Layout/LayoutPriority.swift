/// How much a constraint matters, 1...1000, like `UILayoutPriority`.
///
/// `required` (1000) constraints must hold; lower ones are satisfied as well as possible, higher
/// priorities first.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible
{
    public let rawValue: Float

    /// Makes a priority; values are clamped to 1...1000.
    public init(rawValue: Float) {
        precondition(rawValue.isFinite, "LayoutPriority: \(rawValue) is not finite")
        self.rawValue = min(max(rawValue, 1), 1000)
    }

    public init(_ rawValue: Float) { self.init(rawValue: rawValue) }
    public init(floatLiteral value: Float) { self.init(rawValue: value) }
    public init(integerLiteral value: Int) { self.init(rawValue: Float(value)) }

    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }

    /// 1000: must hold.
    public static let required = LayoutPriority(rawValue: 1000)
    /// 750: how hard a view resists compressing its content.
    public static let defaultHigh = LayoutPriority(rawValue: 750)
    /// 250: how hard a view hugs its content.
    public static let defaultLow = LayoutPriority(rawValue: 250)
    /// 50: what `systemLayoutSizeFitting(_:)` uses to pull the size towards its target.
    public static let fittingSizeLevel = LayoutPriority(rawValue: 50)

    public var isRequired: Bool { rawValue >= 1000 }

    public var description: String {
        isRequired
            ? "required" : rawValue == rawValue.rounded() ? "\(Int(rawValue))" : "\(rawValue)"
    }

    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
        LayoutPriority(rawValue: lhs.rawValue + rhs)
    }

    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
        LayoutPriority(rawValue: lhs.rawValue - rhs)
    }
}

/// An axis of a layout, for content hugging and compression resistance.
public enum LayoutAxis: Int, Sendable {
    case horizontal, vertical
}

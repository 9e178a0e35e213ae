/// How strongly the solver tries to satisfy a constraint, as a clipped double like kiwi's.
///
/// `required` constraints are hard. The others are weighted errors in one objective, so (as in
/// kiwi) a very large number of weak violations can outweigh a medium one.
public struct Strength: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The weight, clipped to `0...Strength.required.value`.
    public let value: Double

    /// Makes a strength from a raw weight, clipped to `0...required` (NaN stays NaN and is
    /// rejected by the solver).
    public init(_ value: Double) {
        let requiredValue = 1_001_001_000.0
        self.value = value.isNaN ? value : Swift.min(Swift.max(value, 0), requiredValue)
    }

    /// kiwi's `strength::create`: `a·w` strong units, `b·w` medium, `c·w` weak, each clipped to
    /// `0...1000`.
    public static func create(_ a: Double, _ b: Double, _ c: Double, _ w: Double = 1) -> Strength {
        func clip(_ x: Double) -> Double { x.isNaN ? x : Swift.min(Swift.max(x, 0), 1000) }
        return Strength(clip(a * w) * 1_000_000 + clip(b * w) * 1000 + clip(c * w))
    }

    /// A hard constraint: never in the objective; an add that conflicts with it throws.
    public static let required = Strength(1_001_001_000)
    /// 10⁶, kiwi's strong.
    public static let strong = Strength(1_000_000)
    /// 10³, kiwi's medium.
    public static let medium = Strength(1000)
    /// 1, kiwi's weak.
    public static let weak = Strength(1)

    /// Whether this strength is `required` (values at or above it are clipped to it).
    public var isRequired: Bool { value >= Strength.required.value }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }

    public var description: String {
        switch value {
        case Strength.required.value: return "required"
        case Strength.strong.value: return "strong"
        case Strength.medium.value: return "medium"
        case Strength.weak.value: return "weak"
        default: return "strength(\(value))"
        }
    }
}

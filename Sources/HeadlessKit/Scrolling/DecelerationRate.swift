import Foundation

/// How quickly a scroll view slows down after a fling: the velocity is multiplied by
/// `rawValue` every millisecond (UIKit S9, S10).
public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat

    /// A rate; it must be strictly between 0 and 1.
    public init(rawValue: CGFloat) {
        precondition(
            rawValue > 0 && rawValue < 1,
            "DecelerationRate: \(rawValue) must be strictly between 0 and 1")
        self.rawValue = rawValue
    }

    /// 0.998 per millisecond: long, free scrolling.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// 0.99 per millisecond: stops quickly.
    public static let fast = DecelerationRate(rawValue: 0.99)

    /// How far a fling at `velocity` (pt/s) travels before stopping, by the WWDC 2018
    /// "Designing Fluid Interfaces" formula `(v / 1000) · d / (1 − d)`.
    public func projectedDistance(velocity: CGFloat) -> CGFloat {
        velocity / 1000 * rawValue / (1 - rawValue)
    }
}

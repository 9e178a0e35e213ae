import Foundation

extension CGRect {
    /// The rect shrunk by `insets` (grown for negative insets), like `UIEdgeInsetsInsetRect`.
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }

    /// Whether the two rects share some area. Rects that only touch along an edge do not
    /// (Foundation's `intersects` disagrees across platforms there).
    func overlaps(_ other: CGRect) -> Bool {
        let a = standardized
        let b = other.standardized
        return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// The shared area, or `.null` when the rects share none (touching edges included).
    func overlap(_ other: CGRect) -> CGRect {
        overlaps(other) ? intersection(other) : .null
    }

    var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}

extension CGPoint {
    var isFinitePoint: Bool { x.isFinite && y.isFinite }
}

extension CGSize {
    var isFiniteSize: Bool { width.isFinite && height.isFinite }
}

/// Formats a number for dumps and diagnostics, rounded to 1/1000 pt: `12`, `12.5`, `-0.25`,
/// `653.99999…` prints as `654`, never `12.000000`, and `-0` as `0`.
///
/// Values that round to a whole number print without a decimal point; others print with the
/// shortest representation of the rounded value. Magnitudes of 10¹² and more print unrounded;
/// NaN and infinities print as `nan`, `inf` and `-inf` (diagnostics name them; frames and
/// offsets never hold them).
package func formatted(_ value: CGFloat) -> String {
    let v = Double(value)
    guard v.isFinite else { return v.isNaN ? "nan" : (v > 0 ? "inf" : "-inf") }
    guard abs(v) < 1e12 else { return "\(v)" }
    let rounded = (v * 1000).rounded() / 1000
    if rounded == 0 { return "0" }  // also turns -0 into 0
    if rounded == rounded.rounded() { return String(Int64(rounded)) }
    return "\(rounded)"
}

/// `(x y; w h)`, the rect format of UIKit's `recursiveDescription`.
func formatted(_ rect: CGRect) -> String {
    "(\(formatted(rect.origin.x)) \(formatted(rect.origin.y)); "
        + "\(formatted(rect.size.width)) \(formatted(rect.size.height)))"
}

/// `(x y)`.
func formatted(_ point: CGPoint) -> String {
    "(\(formatted(point.x)) \(formatted(point.y)))"
}

/// `(w h)`.
func formatted(_ size: CGSize) -> String {
    "(\(formatted(size.width)) \(formatted(size.height)))"
}

extension Int {
    /// `x` rounded down, saturated to ±2⁵³ (NaN gives 0): for counts and indices computed
    /// from data, which may be huge (a length divided by a float residue) but must not trap.
    init(flooring x: CGFloat) {
        let limit: CGFloat = 9_007_199_254_740_992
        guard !x.isNaN else {
            self = 0
            return
        }
        self = Int(Swift.min(Swift.max(x.rounded(.down), -limit), limit))
    }
}

import Foundation

/// A property that `View.animate` can animate.
enum AnimatableProperty: Hashable {
    case position  // frame.origin, in x and y
    case boundsOrigin  // x and y
    case boundsSize  // width in x, height in y
    case alpha  // in x
    case transform  // decomposed: see `AnimatableValue.init(_: CGAffineTransform)`
    case backgroundColor  // red, green, blue, alpha in x, y, z, w
}

/// An animated property's value, or an offset from it, as up to six numbers that add and
/// interpolate one by one.
///
/// A point or a size uses `x` and `y`, alpha `x`, a colour `x`...`w`. A transform is stored
/// decomposed, as Core Animation interpolates one: translation (`x`, `y`), rotation (`z`),
/// scale (`w`, `u`) and shear (`v`), so a rotation keeps its scale on the way.
struct AnimatableValue: Equatable {
    var x: CGFloat
    var y: CGFloat = 0
    var z: CGFloat = 0
    var w: CGFloat = 0
    var u: CGFloat = 0
    var v: CGFloat = 0

    init(x: CGFloat, y: CGFloat = 0) {
        self.x = x
        self.y = y
    }

    init(_ point: CGPoint) { self.init(x: point.x, y: point.y) }

    init(_ size: CGSize) { self.init(x: size.width, y: size.height) }

    /// The transform's linear part written as rotation × (scale and shear):
    ///
    ///     | a c |   | cos θ  -sin θ |   | sx  k  |
    ///     | b d | = | sin θ   cos θ | · | 0   sy |
    ///
    /// A mirror image (negative determinant) takes the negative scale on x when `a < d`, else
    /// on y, as the 2-D matrix decomposition of the CSS Transforms specification does, so a
    /// flip animates as a scale through zero rather than a half turn. A singular matrix (a scale of 0) decomposes with θ = 0 and
    /// no division: every number stays finite.
    init(_ t: CGAffineTransform) {
        var sx = CGFloat(hypot(Double(t.a), Double(t.b)))
        if t.a * t.d - t.b * t.c < 0 && t.a < t.d { sx = -sx }
        let angle: CGFloat = sx < 0 ? atan2(-t.b, -t.a) : atan2(t.b, t.a)
        let cosine = cos(angle)
        let sine = sin(angle)
        self.init(x: t.tx, y: t.ty)
        z = angle
        w = sx
        u = -t.c * sine + t.d * cosine
        v = t.c * cosine + t.d * sine
    }

    /// The transform this decomposition stands for.
    var transform: CGAffineTransform {
        let cosine = cos(z)
        let sine = sin(z)
        return CGAffineTransform(
            a: cosine * w, b: sine * w, c: cosine * v - sine * u, d: sine * v + cosine * u,
            tx: x, ty: y)
    }

    init(_ color: Color?) {
        let color = color ?? Color(red: 0, green: 0, blue: 0, alpha: 0)
        self.init(x: CGFloat(color.red), y: CGFloat(color.green))
        z = CGFloat(color.blue)
        w = CGFloat(color.alpha)
    }

    var color: Color {
        Color(red: Double(x), green: Double(y), blue: Double(z), alpha: Double(w))
    }

    var point: CGPoint { CGPoint(x: x, y: y) }

    var size: CGSize { CGSize(width: x, height: y) }

    /// Zero in every number: no offset from the model value.
    static let zero = AnimatableValue(x: 0)

    /// What an animation from `self` to `end` adds to the model value at its start: `self`
    /// minus `end`, number by number (held at the largest finite magnitude where huge values
    /// of opposite signs would overflow). For a transform (`property == .transform`) the
    /// angle's difference is brought within a half turn, so a rotation never goes the long way
    /// round.
    func offset(to end: AnimatableValue, _ property: AnimatableProperty) -> AnimatableValue {
        var value = self
        value.add(end, times: -1)
        if property == .transform {
            if value.z > .pi { value.z -= 2 * .pi } else if value.z < -.pi { value.z += 2 * .pi }
        }
        return value
    }

    /// Adds `offset × factor`, number by number, holding each number finite.
    mutating func add(_ offset: AnimatableValue, times factor: CGFloat = 1) {
        x = AnimatableValue.finiteSum(x, offset.x * factor)
        y = AnimatableValue.finiteSum(y, offset.y * factor)
        z = AnimatableValue.finiteSum(z, offset.z * factor)
        w = AnimatableValue.finiteSum(w, offset.w * factor)
        u = AnimatableValue.finiteSum(u, offset.u * factor)
        v = AnimatableValue.finiteSum(v, offset.v * factor)
    }

    /// `a + b` for a finite `a`, held at the largest finite magnitude when it overflows (`b`
    /// may be infinite after an overflowing product; never NaN, as `a` is finite).
    @inline(__always)
    static func finiteSum(_ a: CGFloat, _ b: CGFloat) -> CGFloat {
        let sum = a + b
        if sum.isFinite { return sum }
        return sum > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude
    }

    /// This value with `offset` added, number by number.
    func adding(_ offset: AnimatableValue) -> AnimatableValue {
        var value = self
        value.add(offset)
        return value
    }
}

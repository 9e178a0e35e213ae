import Foundation

#if !canImport(CoreGraphics)
    /// A two-dimensional vector, as Core Graphics' `CGVector` (Foundation on Linux has none):
    /// a spring's initial velocity.
    public struct CGVector: Hashable, Sendable {
        /// The x component.
        public var dx: CGFloat
        /// The y component.
        public var dy: CGFloat

        /// A vector with the given components.
        public init(dx: CGFloat, dy: CGFloat) {
            self.dx = dx
            self.dy = dy
        }

        /// The vector with both components 0.
        public static let zero = CGVector(dx: 0, dy: 0)
    }
#endif

extension View {
    /// UIKit's `UIView.AnimationCurve`: the built-in timing curves.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the start and the end (the default).
        case easeInOut = 0
        /// Slow at the start.
        case easeIn = 1
        /// Slow at the end.
        case easeOut = 2
        /// Even speed throughout.
        case linear = 3

        var timingCurve: TimingCurve {
            switch self {
            case .easeInOut: .bezier(0.42, 0, 0.58, 1)
            case .easeIn: .bezier(0.42, 0, 1, 1)
            case .easeOut: .bezier(0, 0, 0.58, 1)
            case .linear: .linear
            }
        }
    }
}

/// UIKit's `UITimingCurveType`: what kind of timing a ``TimingCurveProvider`` gives.
public enum TimingCurveType: Int, Sendable {
    /// One of the ``View/AnimationCurve`` curves.
    case builtin = 0
    /// A cubic Bézier curve.
    case cubic = 1
    /// A damped spring.
    case spring = 2
    /// A spring and a cubic curve together (HeadlessKit uses the spring).
    case composed = 3
}

/// UIKit's `UITimingCurveProvider`: the timing of a ``ViewPropertyAnimator``.
public protocol TimingCurveProvider: AnyObject {
    /// Which of the parameters below apply.
    var timingCurveType: TimingCurveType { get }
    /// The cubic curve, for the built-in and cubic types.
    var cubicTimingParameters: CubicTimingParameters? { get }
    /// The spring, for the spring and composed types.
    var springTimingParameters: SpringTimingParameters? { get }
}

extension TimingCurveProvider {
    /// The curve that moves values over `duration` seconds.
    func timingCurve(duration: TimeInterval) -> TimingCurve {
        if timingCurveType == .spring || timingCurveType == .composed,
            let spring = springTimingParameters
        {
            return spring.timingCurve(duration: duration)
        }
        return cubicTimingParameters?.timingCurve ?? View.AnimationCurve.easeInOut.timingCurve
    }
}

/// UIKit's `UICubicTimingParameters`: a built-in curve or a cubic Bézier curve from (0, 0) to
/// (1, 1) through two control points.
public final class CubicTimingParameters: TimingCurveProvider, Sendable {
    /// The built-in curve these parameters stand for (`.easeInOut` for custom control points).
    public let animationCurve: View.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint
    /// `.builtin` for a built-in curve, `.cubic` for custom control points.
    public let timingCurveType: TimingCurveType
    let timingCurve: TimingCurve

    /// The default curve, ease in and out.
    public convenience init() { self.init(animationCurve: .easeInOut) }

    /// One of the built-in curves.
    public init(animationCurve: View.AnimationCurve) {
        self.animationCurve = animationCurve
        timingCurve = animationCurve.timingCurve
        switch timingCurve {
        case .bezier(let x1, let y1, let x2, let y2):
            controlPoint1 = CGPoint(x: x1, y: y1)
            controlPoint2 = CGPoint(x: x2, y: y2)
        default:
            controlPoint1 = .zero
            controlPoint2 = CGPoint(x: 1, y: 1)
        }
        timingCurveType = .builtin
    }

    /// A cubic Bézier curve through `point1` and `point2`. Their x coordinates are held
    /// within 0...1, as a timing curve's time runs from 0 to 1.
    ///
    /// - Precondition: both points are finite.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        precondition(
            point1.isFinitePoint && point2.isFinitePoint,
            "CubicTimingParameters(controlPoint1: \(point1), controlPoint2: \(point2)): the "
                + "control points must be finite")
        let p1 = CGPoint(x: min(max(point1.x, 0), 1), y: point1.y)
        let p2 = CGPoint(x: min(max(point2.x, 0), 1), y: point2.y)
        animationCurve = .easeInOut
        controlPoint1 = p1
        controlPoint2 = p2
        timingCurve = .bezier(Double(p1.x), Double(p1.y), Double(p2.x), Double(p2.y))
        timingCurveType = .cubic
    }

    /// These parameters.
    public var cubicTimingParameters: CubicTimingParameters? { self }
    /// Always `nil`: these parameters are a cubic curve.
    public var springTimingParameters: SpringTimingParameters? { nil }
}

/// UIKit's `UISpringTimingParameters`: a damped spring.
///
/// HeadlessKit's springs settle (to within 0.1 %) at the end of the animator's duration, also
/// for the mass, stiffness and damping form (UIKit computes that one's own duration).
/// `initialVelocity.dx` is the starting speed for every property, in units of the whole
/// distance per second.
public final class SpringTimingParameters: TimingCurveProvider, Sendable {
    /// The damping ratio: 1 settles without overshoot, less oscillates.
    public let dampingRatio: CGFloat
    /// The initial velocity, in units of the whole distance per second.
    public let initialVelocity: CGVector

    /// A critically damped spring at rest.
    public convenience init() { self.init(dampingRatio: 1) }

    /// A spring with the given damping ratio and initial velocity.
    ///
    /// - Precondition: `ratio` and the velocity are finite.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector = .zero) {
        precondition(
            ratio.isFinite && velocity.dx.isFinite && velocity.dy.isFinite,
            "SpringTimingParameters(dampingRatio: \(ratio), initialVelocity: (\(velocity.dx), "
                + "\(velocity.dy))): the damping ratio and velocity must be finite")
        dampingRatio = ratio
        initialVelocity = velocity
    }

    /// A spring of a mass on a spring with the given stiffness and damping; its damping ratio
    /// is `damping / (2 √(stiffness × mass))`.
    ///
    /// - Precondition: `mass` and `stiffness` are finite and positive, `damping` finite and
    ///   not negative.
    public convenience init(
        mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
    ) {
        precondition(
            mass.isFinite && mass > 0 && stiffness.isFinite && stiffness > 0 && damping.isFinite
                && damping >= 0,
            "SpringTimingParameters(mass: \(mass), stiffness: \(stiffness), damping: \(damping)): "
                + "mass and stiffness must be finite and positive, damping finite and not negative")
        self.init(
            dampingRatio: damping / (2 * (stiffness * mass).squareRoot()), initialVelocity: velocity
        )
    }

    /// `.spring`.
    public var timingCurveType: TimingCurveType { .spring }
    /// Always `nil`: these parameters are a spring.
    public var cubicTimingParameters: CubicTimingParameters? { nil }
    /// These parameters.
    public var springTimingParameters: SpringTimingParameters? { self }

    func timingCurve(duration: TimeInterval) -> TimingCurve {
        .spring(
            damping: Double(dampingRatio), velocity: Double(initialVelocity.dx),
            duration: max(duration, 1e-6))
    }
}

import Foundation

/// A shape made of straight and curved segments, like `UIBezierPath`: what UIKit code builds
/// for a layer's ``Layer/shadowPath``.
///
///     card.layer.shadowPath = BezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
///
/// Arcs, ovals and rounded corners are stored as cubic curves (four per full circle, the
/// usual 0.5523 approximation). The path is not stroked or filled on its own; the SVG picture
/// draws it as a shadow's shape.
@MainActor
public final class BezierPath {
    /// One segment of a path, like `CGPathElement`.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at the point.
        case move(to: CGPoint)
        /// A straight line to the point.
        case line(to: CGPoint)
        /// A quadratic curve to the point, pulled towards the control point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic curve to the point, pulled towards the two control points.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A straight line back to the subpath's start.
        case closeSubpath
    }

    /// Corners of a rect, like `UIRectCorner`.
    public struct RectCorner: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let topLeft = RectCorner(rawValue: 1 << 0)
        public static let topRight = RectCorner(rawValue: 1 << 1)
        public static let bottomLeft = RectCorner(rawValue: 1 << 2)
        public static let bottomRight = RectCorner(rawValue: 1 << 3)
        public static let allCorners: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
    }

    /// The segments, in order.
    public private(set) var elements: [Element] = []
    /// Where the last segment ended (`.zero` for an empty path), like `currentPoint`.
    public private(set) var currentPoint: CGPoint = .zero
    private var subpathStart: CGPoint = .zero
    /// The width a stroke would have (stored; 1 by default).
    public var lineWidth: CGFloat = 1

    /// The control-point ratio that makes a cubic curve a quarter circle.
    nonisolated static let kappa: CGFloat = 0.552_284_749_8

    /// Makes an empty path.
    public init() {}

    /// Makes a copy of `path` (UIKit's `init(cgPath:)`).
    public convenience init(cgPath path: BezierPath) {
        self.init()
        elements = path.elements
        currentPoint = path.currentPoint
        subpathStart = path.subpathStart
        lineWidth = path.lineWidth
    }

    /// Makes a closed rectangle. A rect with a NaN or infinite value stops, naming it.
    public convenience init(rect: CGRect) {
        self.init()
        let r = Self.checked(rect, "init(rect:)")
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        close()
    }

    /// Makes the ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        let r = Self.checked(rect, "init(ovalIn:)")
        addRoundedRect(r, radii: CGSize(width: r.width / 2, height: r.height / 2), .allCorners)
    }

    /// Makes a rectangle with every corner rounded by `cornerRadius` (negative counts as 0;
    /// a radius past half the shorter side is cut to it, as UIKit does).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = Self.checked(rect, "init(roundedRect:cornerRadius:)")
        let radius = Self.radius(cornerRadius, r, "init(roundedRect:cornerRadius:)")
        addRoundedRect(r, radii: CGSize(width: radius, height: radius), .allCorners)
    }

    /// Makes a rectangle with `corners` rounded by `cornerRadii` (each clamped as in
    /// ``init(roundedRect:cornerRadius:)``).
    public convenience init(
        roundedRect rect: CGRect, byRoundingCorners corners: RectCorner, cornerRadii: CGSize
    ) {
        self.init()
        let name = "init(roundedRect:byRoundingCorners:cornerRadii:)"
        let r = Self.checked(rect, name)
        let rx = min(Self.radius(cornerRadii.width, r, name), r.width / 2)
        let ry = min(Self.radius(cornerRadii.height, r, name), r.height / 2)
        addRoundedRect(r, radii: CGSize(width: rx, height: ry), corners)
    }

    /// Makes an arc of the circle around `center`, from `startAngle` to `endAngle` (radians,
    /// clockwise on screen when `clockwise`).
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
        clockwise: Bool
    ) {
        self.init()
        addArc(
            withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
            clockwise: clockwise)
    }

    // MARK: - Building

    /// Starts a subpath at `point`. A NaN or infinite point stops, naming it.
    public func move(to point: CGPoint) {
        let p = Self.checked(point, "move(to:)")
        elements.append(.move(to: p))
        currentPoint = p
        subpathStart = p
    }

    /// Adds a straight line to `point`.
    public func addLine(to point: CGPoint) {
        let p = Self.checked(point, "addLine(to:)")
        startIfNeeded()
        elements.append(.line(to: p))
        currentPoint = p
    }

    /// Adds a quadratic curve to `endPoint`.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        let p = Self.checked(endPoint, "addQuadCurve(to:controlPoint:)")
        let c = Self.checked(controlPoint, "addQuadCurve(to:controlPoint:)")
        startIfNeeded()
        elements.append(.quadCurve(to: p, control: c))
        currentPoint = p
    }

    /// Adds a cubic curve to `endPoint`.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        let name = "addCurve(to:controlPoint1:controlPoint2:)"
        let p = Self.checked(endPoint, name)
        let c1 = Self.checked(controlPoint1, name)
        let c2 = Self.checked(controlPoint2, name)
        startIfNeeded()
        elements.append(.curve(to: p, control1: c1, control2: c2))
        currentPoint = p
    }

    /// Adds an arc (a line to its start first, if the path has a current point), as
    /// `addArc(withCenter:radius:startAngle:endAngle:clockwise:)` does. A negative radius
    /// counts as 0; NaN or infinite values stop.
    ///
    /// - Complexity: O(*a*) in the number of quarter turns the arc sweeps (capped at one turn).
    public func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
        clockwise: Bool
    ) {
        let name = "addArc(withCenter:radius:startAngle:endAngle:clockwise:)"
        let c = Self.checked(center, name)
        for (value, label) in [
            (radius, "radius"), (startAngle, "startAngle"), (endAngle, "endAngle"),
        ] {
            precondition(
                value.isFinite, "BezierPath.\(name): \(label) \(formatted(value)) is not finite")
        }
        let r = max(0, radius)
        // Screen coordinates (y down): clockwise is the direction of increasing angle.
        var sweep = endAngle - startAngle
        let turn = 2 * CGFloat.pi
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
            sweep = min(sweep, turn)
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) - turn }
            sweep = max(sweep, -turn)
        }
        let start = CGPoint(x: c.x + r * cos(startAngle), y: c.y + r * sin(startAngle))
        if elements.isEmpty { move(to: start) } else { addLine(to: start) }
        let pieces = max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        let k = 4 / 3 * tan(step / 4)
        var angle = startAngle
        for _ in 0..<pieces {
            let next = angle + step
            let (a, b) = (angle, next)
            let p0 = CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
            let p3 = CGPoint(x: c.x + r * cos(b), y: c.y + r * sin(b))
            let c1 = CGPoint(x: p0.x - k * r * sin(a), y: p0.y + k * r * cos(a))
            let c2 = CGPoint(x: p3.x + k * r * sin(b), y: p3.y - k * r * cos(b))
            elements.append(.curve(to: p3, control1: c1, control2: c2))
            currentPoint = p3
            angle = next
        }
    }

    /// Closes the current subpath with a line back to its start.
    public func close() {
        guard !elements.isEmpty else { return }
        elements.append(.closeSubpath)
        currentPoint = subpathStart
    }

    /// Adds `path`'s segments after this path's.
    public func append(_ path: BezierPath) {
        elements.append(contentsOf: path.elements)
        if !path.elements.isEmpty {
            currentPoint = path.currentPoint
            subpathStart = path.subpathStart
        }
    }

    /// Removes every segment.
    public func removeAllPoints() {
        elements.removeAll()
        currentPoint = .zero
        subpathStart = .zero
    }

    // MARK: - Reading

    /// Whether the path has no segments.
    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rect that holds every point and control point (`CGPath`'s
    /// `boundingBox`); `.null` for an empty path.
    ///
    /// - Complexity: O(*n*) in the segments.
    public var bounds: CGRect {
        var minX = CGFloat.infinity
        var minY = CGFloat.infinity
        var maxX = -CGFloat.infinity
        var maxY = -CGFloat.infinity
        func add(_ p: CGPoint) {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c):
                add(p)
                add(c)
            case .curve(let p, let c1, let c2):
                add(p)
                add(c1)
                add(c2)
            case .closeSubpath: break
            }
        }
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The length of the path (curves measured along 32 chords each, closing lines
    /// included): what `CAShapeLayer.strokeStart` and `strokeEnd` are fractions of.
    ///
    /// - Complexity: O(*n*) in the segments.
    var length: CGFloat {
        var total: CGFloat = 0
        var current = CGPoint.zero
        var start = CGPoint.zero
        func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(b.x - a.x, b.y - a.y) }
        func measure(_ point: (CGFloat) -> CGPoint) {
            var previous = point(0)
            for step in 1...32 {
                let next = point(CGFloat(step) / 32)
                total += distance(previous, next)
                previous = next
            }
        }
        for element in elements {
            switch element {
            case .move(let p):
                current = p
                start = p
            case .line(let p):
                total += distance(current, p)
                current = p
            case .quadCurve(let p, let c):
                let p0 = current
                measure { t in
                    let u = 1 - t
                    return CGPoint(
                        x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                        y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y)
                }
                current = p
            case .curve(let p, let c1, let c2):
                let p0 = current
                measure { t in
                    let u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    return CGPoint(
                        x: a * p0.x + b * c1.x + c * c2.x + d * p.x,
                        y: a * p0.y + b * c1.y + c * c2.y + d * p.y)
                }
                current = p
            case .closeSubpath:
                total += distance(current, start)
                current = start
            }
        }
        return total
    }

    /// A copy of the path, to give a layer (UIKit's `cgPath`: an immutable `CGPath`; later
    /// changes to this path do not reach the copy).
    public var cgPath: BezierPath { BezierPath(cgPath: self) }

    /// The path as SVG path data (`M`, `L`, `Q`, `C`, `Z`), moved by `offset`.
    ///
    /// - Complexity: O(*n*) in the segments.
    func svgPathData(offset: CGPoint) -> String {
        func point(_ p: CGPoint) -> String {
            "\(svgNumber(p.x + offset.x)) \(svgNumber(p.y + offset.y))"
        }
        var d = ""
        for element in elements {
            switch element {
            case .move(let p): d += "M" + point(p)
            case .line(let p): d += "L" + point(p)
            case .quadCurve(let p, let c): d += "Q" + point(c) + " " + point(p)
            case .curve(let p, let c1, let c2):
                d += "C" + point(c1) + " " + point(c2) + " " + point(p)
            case .closeSubpath: d += "Z"
            }
        }
        return d
    }

    // MARK: - Helpers

    /// Adds a closed rounded rect, clockwise from the top-left, rounding `corners` by `radii`.
    private func addRoundedRect(_ r: CGRect, radii: CGSize, _ corners: RectCorner) {
        let k = Self.kappa
        func size(_ corner: RectCorner) -> CGSize {
            corners.contains(corner) ? radii : .zero
        }
        let tl = size(.topLeft)
        let tr = size(.topRight)
        let br = size(.bottomRight)
        let bl = size(.bottomLeft)
        move(to: CGPoint(x: r.minX + tl.width, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY))
        if tr != .zero {
            addCurve(
                to: CGPoint(x: r.maxX, y: r.minY + tr.height),
                controlPoint1: CGPoint(x: r.maxX - tr.width * (1 - k), y: r.minY),
                controlPoint2: CGPoint(x: r.maxX, y: r.minY + tr.height * (1 - k)))
        }
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height))
        if br != .zero {
            addCurve(
                to: CGPoint(x: r.maxX - br.width, y: r.maxY),
                controlPoint1: CGPoint(x: r.maxX, y: r.maxY - br.height * (1 - k)),
                controlPoint2: CGPoint(x: r.maxX - br.width * (1 - k), y: r.maxY))
        }
        addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY))
        if bl != .zero {
            addCurve(
                to: CGPoint(x: r.minX, y: r.maxY - bl.height),
                controlPoint1: CGPoint(x: r.minX + bl.width * (1 - k), y: r.maxY),
                controlPoint2: CGPoint(x: r.minX, y: r.maxY - bl.height * (1 - k)))
        }
        addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height))
        if tl != .zero {
            addCurve(
                to: CGPoint(x: r.minX + tl.width, y: r.minY),
                controlPoint1: CGPoint(x: r.minX, y: r.minY + tl.height * (1 - k)),
                controlPoint2: CGPoint(x: r.minX + tl.width * (1 - k), y: r.minY))
        }
        close()
    }

    private func startIfNeeded() {
        if elements.isEmpty { move(to: currentPoint) }
    }

    private static func checked(_ point: CGPoint, _ name: String) -> CGPoint {
        precondition(
            point.x.isFinite && point.y.isFinite,
            "BezierPath.\(name): the point \(formatted(point)) is not finite")
        return point
    }

    private static func checked(_ rect: CGRect, _ name: String) -> CGRect {
        precondition(
            !rect.isNull && rect.origin.x.isFinite && rect.origin.y.isFinite
                && rect.width.isFinite && rect.height.isFinite,
            "BezierPath.\(name): the rect \(formatted(rect)) is not finite")
        return rect.standardized
    }

    /// `value` as a corner radius of `rect`: at least 0, at most half the shorter side.
    private static func radius(_ value: CGFloat, _ rect: CGRect, _ name: String) -> CGFloat {
        precondition(
            !value.isNaN, "BezierPath.\(name): the corner radius \(formatted(value)) is NaN")
        return min(max(0, value), min(rect.width, rect.height) / 2)
    }
}

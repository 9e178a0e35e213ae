import Foundation

/// A layer that fills and strokes a path, like `CAShapeLayer`: what a progress ring is made of.
///
///     let ring = ShapeLayer()
///     ring.path = BezierPath(
///         arcCenter: center, radius: 40, startAngle: -.pi / 2, endAngle: 3 * .pi / 2,
///         clockwise: true
///     ).cgPath
///     ring.fillColor = Color.clear.cgColor
///     ring.strokeColor = Color.systemGreen.cgColor
///     ring.lineWidth = 10
///     ring.lineCap = .round
///     ring.strokeEnd = 0.75
///     view.layer.addSublayer(ring)
///
/// The path is in the layer's own coordinates and is not clipped to its bounds (unless
/// ``Layer/masksToBounds``). The SVG picture draws it as a `path`, its fill first, then the
/// stroke from ``strokeStart`` to ``strokeEnd`` (of the whole length of the path). Tree
/// dumps print the path's bounds and what differs from the defaults: `ShapeLayer (0 0; 100
/// 100) path=(5 5; 90 90) fill=none stroke=#34C759 lineWidth=10 strokeEnd=0.75 lineCap=round`.
@MainActor
open class ShapeLayer: Layer {
    /// The shape to draw (`nil` by default: nothing). The layer keeps a copy; later changes
    /// to the path given do not reach it.
    public var path: BezierPath? {
        get { storedPath }
        set { storedPath = newValue.map { BezierPath(cgPath: $0) } }
    }
    private var storedPath: BezierPath?

    /// The colour the inside of the path is filled with (opaque black by default, as Core
    /// Animation's; `nil` fills nothing). Open subpaths are filled as if closed.
    public var fillColor: Color? = .black
    /// Which points are inside the path (``FillRule/nonZero`` by default).
    public var fillRule: FillRule = .nonZero
    /// The colour of the stroke (`nil` by default: no stroke).
    public var strokeColor: Color?

    /// The stroke's width (1 by default). Negative or NaN counts as 0 (no stroke); +infinity
    /// stops, naming the layer.
    public var lineWidth: CGFloat = 1 {
        didSet {
            precondition(
                lineWidth != .infinity,
                "ShapeLayer.lineWidth: \(formatted(lineWidth)) is not finite (\(layerDescription))")
            if lineWidth.isNaN || lineWidth < 0 { lineWidth = 0 }
        }
    }
    /// How far along the path the stroke starts, 0...1 (0 by default). Values outside are
    /// clamped to 0...1, and NaN counts as 0, so a progress computed from an empty total
    /// never stops a test.
    public var strokeStart: CGFloat = 0 {
        didSet { strokeStart = Self.unitClamped(strokeStart) }
    }
    /// How far along the path the stroke ends, 0...1 (1 by default), clamped as
    /// ``strokeStart``. Nothing is stroked when it is not past ``strokeStart``.
    public var strokeEnd: CGFloat = 1 {
        didSet { strokeEnd = Self.unitClamped(strokeEnd) }
    }
    /// The shape of the stroke's open ends (``LineCap/butt`` by default).
    public var lineCap: LineCap = .butt
    /// The shape of the stroke's corners (``LineJoin/miter`` by default).
    public var lineJoin: LineJoin = .miter
    /// How far a mitred corner may reach, in line widths (10 by default). Values below 1 or
    /// NaN count as 1.
    public var miterLimit: CGFloat = 10 {
        didSet { if !(miterLimit >= 1) { miterLimit = 1 } }
    }
    /// The lengths of the dashes and gaps, alternately (`nil` by default: a solid stroke). A
    /// pattern with a negative, NaN or infinite length, or only zeros, strokes solid.
    public var lineDashPattern: [NSNumber]?
    /// How far into ``lineDashPattern`` the stroke starts (0 by default; NaN or infinite
    /// counts as 0).
    public var lineDashPhase: CGFloat = 0 {
        didSet { if !lineDashPhase.isFinite { lineDashPhase = 0 } }
    }

    /// Makes a shape layer with no path.
    public override init() { super.init() }

    /// The shape of a stroke's open ends, like `CAShapeLayerLineCap`.
    public struct LineCap: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The stroke stops at the end point.
        public static let butt = LineCap(rawValue: "butt")
        /// A half circle past the end point.
        public static let round = LineCap(rawValue: "round")
        /// A half square past the end point.
        public static let square = LineCap(rawValue: "square")
    }

    /// The shape of a stroke's corners, like `CAShapeLayerLineJoin`.
    public struct LineJoin: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Sharp corners (bevelled past ``ShapeLayer/miterLimit``).
        public static let miter = LineJoin(rawValue: "miter")
        /// Rounded corners.
        public static let round = LineJoin(rawValue: "round")
        /// Corners cut flat.
        public static let bevel = LineJoin(rawValue: "bevel")
    }

    /// Which points are inside a path, like `CAShapeLayerFillRule`.
    public struct FillRule: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Inside where the path winds around the point a non-zero number of times.
        public static let nonZero = FillRule(rawValue: "nonZero")
        /// Inside where a ray from the point crosses the path an odd number of times.
        public static let evenOdd = FillRule(rawValue: "evenOdd")
    }

    /// The dash pattern as it is drawn: `nil` for a solid stroke (no pattern, or one that
    /// ``lineDashPattern`` says strokes solid).
    var effectiveDashPattern: [CGFloat]? {
        guard let pattern = lineDashPattern, !pattern.isEmpty else { return nil }
        let values = pattern.map { CGFloat($0.doubleValue) }
        guard values.allSatisfy({ $0.isFinite && $0 >= 0 }), values.contains(where: { $0 > 0 })
        else { return nil }
        return values
    }

    /// Whether the layer strokes anything.
    var drawsStroke: Bool {
        guard let strokeColor, strokeColor.alpha > 0, lineWidth > 0, strokeEnd > strokeStart
        else { return false }
        return path.map { !$0.isEmpty } ?? false
    }

    private static func unitClamped(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    override func appendLayerProperties(to properties: inout [String]) {
        super.appendLayerProperties(to: &properties)
        if let path {
            properties.append("path=" + (path.isEmpty ? "empty" : formatted(path.bounds)))
        }
        if fillColor != .black { properties.append("fill=" + (fillColor?.hexString ?? "none")) }
        if fillRule != .nonZero { properties.append("fillRule=\(fillRule.rawValue)") }
        if let strokeColor { properties.append("stroke=\(strokeColor.hexString)") }
        if lineWidth != 1 { properties.append("lineWidth=\(formatted(lineWidth))") }
        if strokeStart != 0 { properties.append("strokeStart=\(formatted(strokeStart))") }
        if strokeEnd != 1 { properties.append("strokeEnd=\(formatted(strokeEnd))") }
        if lineCap != .butt { properties.append("lineCap=\(lineCap.rawValue)") }
        if lineJoin != .miter { properties.append("lineJoin=\(lineJoin.rawValue)") }
        if let lineDashPattern {
            properties.append(
                "dash=["
                    + lineDashPattern.map { formatted(CGFloat($0.doubleValue)) }
                    .joined(separator: " ") + "]")
        }
    }
}

/// Core Animation's name for a shape layer (`CAShapeLayer`).
public typealias CAShapeLayer = ShapeLayer
/// Core Animation's name for a stroke's end shape.
public typealias CAShapeLayerLineCap = ShapeLayer.LineCap
/// Core Animation's name for a stroke's corner shape.
public typealias CAShapeLayerLineJoin = ShapeLayer.LineJoin
/// Core Animation's name for a fill rule.
public typealias CAShapeLayerFillRule = ShapeLayer.FillRule

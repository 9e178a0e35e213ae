import Foundation

/// A layer that fills its bounds with a colour gradient over its background colour, like
/// `CAGradientLayer` (rounded corners included).
///
///     let gradient = GradientLayer()
///     gradient.colors = [Color.systemPurple.cgColor, Color.systemBlue.cgColor]
///     gradient.startPoint = CGPoint(x: 0, y: 0)
///     gradient.endPoint = CGPoint(x: 1, y: 1)
///     header.layer.insertSublayer(gradient, at: 0)
///     // in layoutSubviews: gradient.frame = header.bounds
///
/// The SVG picture draws an axial gradient as a `linearGradient` and a radial one as a
/// `radialGradient`; a conic one (which SVG cannot draw) as its first colour. Tree dumps
/// print the colours, locations and points: `GradientLayer (0 0; 390 200) colors=[#AF52DE
/// #007AFF] start=(0 0) end=(1 1)`.
@MainActor
open class GradientLayer: Layer {
    /// The colour of each stop (`nil` by default: the layer draws no gradient, as with an
    /// empty array).
    public var colors: [Color]?

    /// Where each stop lies on the line from ``startPoint`` to ``endPoint``, 0...1, increasing
    /// (`nil` by default: the stops are spread evenly). Core Animation's documentation asks
    /// for one location per colour; when the counts differ, or a location is NaN or
    /// infinite, the locations are ignored and the stops spread evenly. A location below the
    /// one before it counts as that one; locations outside 0...1 are kept (the colours past
    /// the ends are cut off).
    public var locations: [NSNumber]?

    /// Where the gradient starts, in the unit coordinates of the bounds ((0.5, 0), the top
    /// middle, by default). A NaN or infinite point draws no gradient.
    public var startPoint = CGPoint(x: 0.5, y: 0)

    /// Where the gradient ends, in the unit coordinates of the bounds ((0.5, 1), the bottom
    /// middle, by default).
    public var endPoint = CGPoint(x: 0.5, y: 1)

    /// The kind of gradient (``GradientType/axial`` by default).
    public var type: GradientType = .axial

    /// Makes a gradient layer with no colours.
    public override init() { super.init() }

    /// The kind of gradient a ``GradientLayer`` draws, like `CAGradientLayerType`.
    public struct GradientType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Colours change along the line from the start point to the end point.
        public static let axial = GradientType(rawValue: "axial")
        /// Colours change outwards from the start point; the end point sets the edge of the
        /// ellipse the last colour reaches.
        public static let radial = GradientType(rawValue: "radial")
        /// Colours sweep around the start point (drawn as the first colour in SVG).
        public static let conic = GradientType(rawValue: "conic")
    }

    /// The stops the layer draws, as (location, colour) pairs in increasing order: empty with
    /// no colours, one stop with one colour (a flat fill). Applies the rules of ``locations``.
    ///
    /// - Complexity: O(*n*) in the colours.
    var resolvedStops: [(location: Double, color: Color)] {
        guard let colors, !colors.isEmpty else { return [] }
        if colors.count == 1 { return [(0, colors[0])] }
        var values = (locations ?? []).map(\.doubleValue)
        if values.count != colors.count || values.contains(where: { !$0.isFinite }) {
            values = (0..<colors.count).map { Double($0) / Double(colors.count - 1) }
        }
        var stops: [(location: Double, color: Color)] = []
        stops.reserveCapacity(colors.count)
        for (index, color) in colors.enumerated() {
            let location = max(values[index], stops.last?.location ?? -.infinity)
            stops.append((location, color))
        }
        return stops
    }

    /// The stops cut to 0...1, with the colours at the cuts interpolated: what an SVG gradient
    /// (whose offsets are clamped to 0...1) needs to show locations outside that range.
    ///
    /// - Complexity: O(*n*) in the colours.
    var stopsWithinUnitRange: [(location: Double, color: Color)] {
        let stops = resolvedStops
        guard stops.count > 1 else { return stops }
        func color(at t: Double) -> Color {
            guard let upper = stops.firstIndex(where: { $0.location >= t }) else {
                return stops[stops.count - 1].color
            }
            if upper == 0 { return stops[0].color }
            let (a, b) = (stops[upper - 1], stops[upper])
            let span = b.location - a.location
            return span > 0
                ? a.color.interpolated(to: b.color, fraction: (t - a.location) / span)
                : b.color
        }
        var result: [(location: Double, color: Color)] = [(0, color(at: 0))]
        for stop in stops where stop.location > 0 && stop.location < 1 {
            result.append(stop)
        }
        result.append((1, color(at: 1)))
        // A stop exactly at 0 or 1 keeps its own colour where two stops meet there.
        if let first = stops.last(where: { $0.location == 0 }) { result[0].color = first.color }
        if let last = stops.first(where: { $0.location == 1 }) {
            result[result.count - 1].color = last.color
        }
        return result
    }

    override func appendLayerProperties(to properties: inout [String]) {
        super.appendLayerProperties(to: &properties)
        if let colors {
            properties.append("colors=[" + colors.map(\.hexString).joined(separator: " ") + "]")
        }
        if let locations {
            properties.append(
                "locations=["
                    + locations.map { formatted(CGFloat($0.doubleValue)) }
                    .joined(separator: " ") + "]")
        }
        if type != .axial { properties.append("type=\(type.rawValue)") }
        if startPoint != CGPoint(x: 0.5, y: 0) {
            properties.append("start=\(formatted(startPoint))")
        }
        if endPoint != CGPoint(x: 0.5, y: 1) { properties.append("end=\(formatted(endPoint))") }
    }
}

/// Core Animation's name for a gradient layer (`CAGradientLayer`).
public typealias CAGradientLayer = GradientLayer
/// Core Animation's name for the kind of gradient.
public typealias CAGradientLayerType = GradientLayer.GradientType

import Foundation

/// Sublayers in SVG pictures: a layer's background, its content (a gradient, a shape), its
/// border, then its own sublayers, inside a group when it fades, clips or casts a shadow.
extension SVGWriter {
    /// Draws `layer` itself; returns its sublayers' parent origin and whether it opened a
    /// group, or `nil` if it does not show (hidden, or `opacity` below 0.01). `parentOrigin`
    /// is where its superlayer's coordinate origin lies in window coordinates.
    @MainActor mutating func open(_ layer: Layer, parentOrigin: CGPoint) -> (CGPoint, Bool)? {
        let opacity = CGFloat(layer.opacity)
        if layer.isHidden || opacity < 0.01 { return nil }
        let frame = layer.frame.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
        let bounds = layer.bounds
        let origin = CGPoint(x: frame.minX - bounds.minX, y: frame.minY - bounds.minY)
        let corners = cornerAttributes(layer, frame)
        let shadowPath = options.drawsShadows ? layer.shadowPath : nil
        let shadowID =
            options.drawsShadows && shadowPath == nil ? shadowFilter(layer, frame) : nil
        let grouped = opacity < 1 || layer.masksToBounds || shadowID != nil
        if grouped {
            var clipID: String?
            if layer.masksToBounds { clipID = clipPath(frame, corners: corners) }
            output += "<g"
            if opacity < 1 { output += " opacity=\"\(svgNumber(opacity))\"" }
            if let shadowID { output += " filter=\"url(#\(xmlEscaped(shadowID)))\"" }
            if let clipID { output += " clip-path=\"url(#\(xmlEscaped(clipID)))\"" }
            output += ">\n"
        }
        if let shadowPath { pathShadow(layer, shadowPath, origin: origin) }
        if let color = layer.backgroundColor, color.alpha > 0 {
            rect(frame, fill: color, corners: corners)
        }
        switch layer {
        case let gradient as GradientLayer: fill(frame, with: gradient, corners: corners)
        case let shape as ShapeLayer: draw(shape, origin: origin)
        default: break
        }
        if layer.borderWidth > 0, let color = layer.borderColor, color.alpha > 0 {
            border(layer, frame, color, corners: corners)
        }
        return (origin, grouped)
    }

    /// ` rx="…"` for a layer with rounded corners (capped at half the shorter side), or "".
    @MainActor func cornerAttributes(_ layer: Layer, _ frame: CGRect) -> String {
        guard layer.cornerRadius > 0 else { return "" }
        let radius = min(layer.cornerRadius, min(frame.width, frame.height) / 2)
        return " rx=\"\(svgNumber(radius))\""
    }

    /// Fills `frame` with the layer's gradient: a `linearGradient` for an axial one (its
    /// points in the unit coordinates of the box, as Core Animation maps them to the
    /// bounds), a `radialGradient` stretched to the ellipse of a radial one, the first colour
    /// for a conic one. Nothing without colours, for an empty frame or points that are not
    /// finite; one colour fills flat.
    @MainActor mutating func fill(_ frame: CGRect, with layer: GradientLayer, corners: String) {
        let stops = layer.stopsWithinUnitRange
        let (start, end) = (layer.startPoint, layer.endPoint)
        guard let first = stops.first, frame.width > 0, frame.height > 0,
            start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite
        else { return }
        let rx = abs(end.x - start.x)
        let ry = abs(end.y - start.y)
        if stops.count == 1 || layer.type == .conic {
            return rect(frame, fill: first.color, corners: corners)
        }
        if layer.type == .radial && (rx == 0 || ry == 0) {
            // A flat ellipse: everything lies past it, in the last colour.
            return rect(frame, fill: stops[stops.count - 1].color, corners: corners)
        }
        gradientCount += 1
        let id = options.idPrefix + "gradient\(gradientCount)"
        if layer.type == .radial {
            let (cx, cy) = (svgNumber(start.x), svgNumber(start.y))
            output += "<radialGradient id=\"\(xmlEscaped(id))\" cx=\"\(cx)\" cy=\"\(cy)\" r=\"1\""
            output += " gradientTransform=\"translate(\(cx) \(cy)) scale(\(svgNumber(rx))"
            output +=
                " \(svgNumber(ry))) translate(\(svgNumber(-start.x)) \(svgNumber(-start.y)))\">"
        } else {
            output += "<linearGradient id=\"\(xmlEscaped(id))\" x1=\"\(svgNumber(start.x))\""
            output += " y1=\"\(svgNumber(start.y))\" x2=\"\(svgNumber(end.x))\""
            output += " y2=\"\(svgNumber(end.y))\">"
        }
        for stop in stops {
            output += "<stop offset=\"\(svgNumber(stop.location))\""
            output += " stop-color=\"\(rgb(stop.color))\""
            if stop.color.alpha < 1 {
                output += " stop-opacity=\"\(svgNumber(stop.color.alpha))\""
            }
            output += "/>"
        }
        output += layer.type == .radial ? "</radialGradient>\n" : "</linearGradient>\n"
        output += "<rect x=\"\(svgNumber(frame.minX))\" y=\"\(svgNumber(frame.minY))\""
        output += " width=\"\(svgNumber(frame.width))\" height=\"\(svgNumber(frame.height))\""
        output += corners + " fill=\"url(#\(xmlEscaped(id)))\"/>\n"
    }

    /// Fills, then strokes the layer's path (in the layer's coordinates, whose origin lies at
    /// `origin`). A stroke trimmed by `strokeStart`/`strokeEnd` is one dash of the trimmed
    /// length, moved to the start, as long as the path has no dash pattern (a dashed path is
    /// drawn whole).
    @MainActor mutating func draw(_ layer: ShapeLayer, origin: CGPoint) {
        guard let path = layer.path, !path.isEmpty else { return }
        let d = path.svgPathData(offset: origin)
        if let fill = layer.fillColor, fill.alpha > 0 {
            output += "<path d=\"\(d)\" fill=\"\(rgb(fill))\""
            if fill.alpha < 1 { output += " fill-opacity=\"\(svgNumber(fill.alpha))\"" }
            if layer.fillRule == .evenOdd { output += " fill-rule=\"evenodd\"" }
            output += "/>\n"
        }
        guard layer.drawsStroke, let color = layer.strokeColor else { return }
        var dash = ""
        if let pattern = layer.effectiveDashPattern {
            dash = " stroke-dasharray=\"\(pattern.map(svgNumber).joined(separator: " "))\""
            if layer.lineDashPhase != 0 {
                dash += " stroke-dashoffset=\"\(svgNumber(layer.lineDashPhase))\""
            }
        } else if layer.strokeStart > 0 || layer.strokeEnd < 1 {
            let length = path.length
            guard length > 0 else { return }
            let shown = length * (layer.strokeEnd - layer.strokeStart)
            dash = " stroke-dasharray=\"\(svgNumber(shown)) \(svgNumber(length))\""
            if layer.strokeStart > 0 {
                dash += " stroke-dashoffset=\"\(svgNumber(-length * layer.strokeStart))\""
            }
        }
        output += "<path d=\"\(d)\" fill=\"none\" stroke=\"\(rgb(color))\""
        output += " stroke-width=\"\(svgNumber(layer.lineWidth))\""
        if color.alpha < 1 { output += " stroke-opacity=\"\(svgNumber(color.alpha))\"" }
        if layer.lineCap != .butt { output += " stroke-linecap=\"\(layer.lineCap.rawValue)\"" }
        if layer.lineJoin != .miter {
            output += " stroke-linejoin=\"\(layer.lineJoin.rawValue)\""
        } else if layer.miterLimit != 4 {
            // SVG's default limit is 4, Core Animation's 10.
            output += " stroke-miterlimit=\"\(svgNumber(layer.miterLimit))\""
        }
        output += dash + "/>\n"
    }
}

import Foundation

extension View {
    /// A picture of the subtree as an SVG document: each view's frame in window coordinates,
    /// filled with its background colour, clipped where `clipsToBounds` is on, faded by its
    /// `alpha`, with its layer's border and shadow; labels drawn as text wrapped as measured,
    /// page controls as dots, and what UIKit draws without subviews (table separators and
    /// accessories, grouped sections, switch tracks, slider thumbs, segments, text field
    /// text) as simple shapes (see ``SVGOptions``). Hidden views (and views with
    /// `alpha` below 0.01) are left out. Scrolled content shows at its scrolled place, since a
    /// scroll offset is just `bounds.origin`.
    ///
    /// The output is deterministic (fixed number format, clip ids numbered in drawing order), so
    /// it can be stored as a snapshot and diffed.
    ///
    ///     try window.svg(.outline).write(toFile: "/tmp/pager.svg", atomically: true, encoding: .utf8)
    ///
    /// - Complexity: O(*n*) in the number of descendants.
    public func svg(_ options: SVGOptions = .default) -> String {
        let (canvas, body) = svgContent(options)
        var output =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(svgNumber(canvas.width))\""
        output += " height=\"\(svgNumber(canvas.height))\" viewBox=\"\(svgViewBox(canvas))\">\n"
        output += body
        output += "</svg>\n"
        return output
    }

    /// The drawing inside ``svg(_:)``'s root element, and the rect (window coordinates) it
    /// covers: for tools that put several pictures in one document.
    package func svgContent(_ options: SVGOptions) -> (canvas: CGRect, body: String) {
        // What views draw with `draw(_:)` is due before a picture, as before a frame is shown
        // (a view that arrived with others of its class, before the class was seen to draw,
        // is found here).
        window?.displayViewsNeedingDisplay()
        walkSubtree { view in
            view.displayIfNeeded()
            return .descend
        }
        var writer = SVGWriter(options: options)
        let parentOrigin = superview?.convert(CGPoint.zero, to: nil) ?? .zero
        let frame = options.usesPresentationValues ? presentationFrame : self.frame
        let canvas = frame.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
        if let color = options.canvasColor {
            writer.rect(canvas, fill: color)
        }
        writer.draw(self, parentOrigin: parentOrigin, depth: 0)
        return (canvas, writer.output)
    }
}

/// `"x y w h"` for a `viewBox` attribute.
package func svgViewBox(_ rect: CGRect) -> String {
    "\(svgNumber(rect.minX)) \(svgNumber(rect.minY)) \(svgNumber(rect.width)) \(svgNumber(rect.height))"
}

/// A number as SVG output prints it: rounded to 1/1000 (so float noise never reaches a
/// snapshot), then in its shortest exact form.
package func svgNumber(_ value: CGFloat) -> String {
    formatted((value * 1000).rounded() / 1000)
}

/// Text made safe for XML content and quoted attribute values: `&`, `<`, `>`, `"` and `'`
/// become entities, and control characters XML cannot hold become U+FFFD.
package func xmlEscaped(_ text: String) -> String {
    guard
        text.unicodeScalars.contains(where: {
            $0 == "&" || $0 == "<" || $0 == ">" || $0 == "\"" || $0 == "'"
                || ($0.value < 0x20 && $0 != "\t" && $0 != "\n")
        })
    else { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&apos;"
        case "\t", "\n": out.unicodeScalars.append(scalar)
        default:
            if scalar.value < 0x20 {
                out += "\u{FFFD}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out
}

struct SVGWriter {
    let options: SVGOptions
    var output = ""
    var clipCount = 0
    var shadowCount = 0
    var gradientCount = 0

    init(options: SVGOptions) {
        self.options = options
        output.reserveCapacity(16 * 1024)
    }

    /// Draws `view` and its subtree. `parentOrigin` is where the superview's coordinate origin
    /// lies in window coordinates.
    ///
    /// An explicit stack stands in for recursion, so that any depth fits: each view that
    /// drew is revisited after its subtree to close what it opened (outline, group).
    @MainActor mutating func draw(_ view: View, parentOrigin: CGPoint, depth: Int) {
        var pending: [SVGStep] = [.open(view, parentOrigin)]
        while let step = pending.popLast() {
            switch step {
            case .open(let view, let parentOrigin):
                guard let (origin, frame, grouped) = open(view, parentOrigin: parentOrigin)
                else { continue }
                pending.append(.close(view, frame, grouped))
                let subviews = view.subviewsInDrawingOrder
                if let merged = view.childrenWithSublayers(subviews) {
                    for child in merged.reversed() {
                        switch child {
                        case .view(let subview): pending.append(.open(subview, origin))
                        case .layer(let layer): pending.append(.layer(layer, origin))
                        }
                    }
                    continue
                }
                var index = subviews.count
                while index > 0 {
                    index -= 1
                    pending.append(.open(subviews[index], origin))
                }
            case .layer(let layer, let parentOrigin):
                guard let (origin, grouped) = open(layer, parentOrigin: parentOrigin) else {
                    continue
                }
                pending.append(.closeLayer(grouped))
                for sublayer in layer.sublayerList.reversed() {
                    pending.append(.layer(sublayer, origin))
                }
            case .closeLayer(let grouped):
                if grouped { output += "</g>\n" }
            case .close(let view, let frame, let grouped):
                // A cell's separator lies over its content, as UIKit's separator view does.
                if type(of: view) != View.self, let cell = view as? CollectionViewCell {
                    if let cell = cell as? TableViewCell {
                        separators(of: cell, frame)
                    } else if let cell = cell as? CollectionViewListCell {
                        listSeparator(of: cell, frame)
                    }
                }
                if options.showsOutlines { outline(view, frame) }
                if grouped { output += "</g>\n" }
            }
        }
    }

    enum SVGStep {
        case open(View, CGPoint)
        case close(View, CGRect, Bool)
        /// A sublayer and where its superlayer's coordinate origin lies.
        case layer(Layer, CGPoint)
        case closeLayer(Bool)
    }

    /// Draws `view` itself; returns its subviews' parent origin, its frame in window
    /// coordinates and whether it opened a group, or `nil` if it does not show.
    @MainActor mutating func open(_ view: View, parentOrigin: CGPoint)
        -> (CGPoint, CGRect, Bool)?
    {
        let presentation = options.usesPresentationValues
        let alpha = presentation ? view.presentationAlpha : view.alpha
        if view.isHidden || alpha < 0.01 { return nil }
        // A transformed view draws its untransformed frame inside a transformed group.
        let frame = (presentation ? view.presentationUntransformedFrame : view.untransformedFrame)
            .offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
        let bounds = presentation ? view.presentationBounds : view.bounds
        let origin = CGPoint(x: frame.minX - bounds.minX, y: frame.minY - bounds.minY)
        let t = presentation ? view.presentationTransform : view.transform
        let transformed = !t.isIdentity

        // A group carries what applies to the whole subtree: opacity, the clip and the shadow.
        // A layer with a `shadowPath` casts its shadow from that shape (drawn below), not
        // from what it draws.
        let layer = view.layerIfMade
        let shadowPath = options.drawsShadows ? layer?.shadowPath : nil
        let shadowID =
            options.drawsShadows && shadowPath == nil ? shadowFilter(layer, frame) : nil
        let grouped = alpha < 1 || view.clipsToBounds || transformed || shadowID != nil
        if grouped {
            var clipID: String?
            if view.clipsToBounds {
                clipID = clipPath(frame, corners: cornerAttributes(view, frame))
            }
            output += "<g"
            if transformed {
                let (cx, cy) = (frame.midX, frame.midY)
                let e = cx - (t.a * cx + t.c * cy) + t.tx
                let f = cy - (t.b * cx + t.d * cy) + t.ty
                output +=
                    " transform=\"matrix("
                    + [t.a, t.b, t.c, t.d, e, f].map(svgNumber)
                    .joined(separator: " ") + ")\""
            }
            if alpha < 1 { output += " opacity=\"\(svgNumber(alpha))\"" }
            // The filter applies before the clip, so a clipped layer's shadow is clipped away
            // with everything outside its bounds, as Core Animation does with masksToBounds.
            if let shadowID { output += " filter=\"url(#\(xmlEscaped(shadowID)))\"" }
            if let clipID { output += " clip-path=\"url(#\(xmlEscaped(clipID)))\"" }
            output += ">\n"
        }

        if let layer, let shadowPath { pathShadow(layer, shadowPath, origin: origin) }

        // Most views of a tree are plain views: they skip the type tests below.
        let isPlain = type(of: view) == View.self
        var background = presentation ? view.presentationBackgroundColor : view.backgroundColor
        if background == nil && options.drawsStandardParts && !isPlain {
            background = defaultBackground(of: view)
        }
        if let color = background, color.alpha > 0 {
            rect(frame, fill: color, corners: cornerAttributes(view, frame))
        }
        if let shapes = view.extras?.uikit?.drawnShapes {
            for shape in shapes { draw(shape, origin: origin) }
        }
        if let layer = view.layerIfMade, layer.borderWidth > 0, let color = layer.borderColor,
            color.alpha > 0
        {
            border(layer, frame, color, corners: cornerAttributes(view, frame))
        }
        if isPlain { return (origin, frame, grouped) }
        switch view {
        case let label as Label:
            if options.drawsText { text(of: label, in: frame) }
        case let pageControl as PageControl:
            dots(of: pageControl, origin: origin)
        case let imageView as ImageView:
            if let image = imageView.shownImage {
                imagePlaceholder(frame, image, imageView.tintColor)
            }
        case let table as TableView:
            sectionBackgrounds(of: table, origin: origin)
        case let collection as CollectionView:
            listSectionBackgrounds(of: collection, origin: origin)
        case let cell as TableViewCell:
            accessory(of: cell, frame)
        case let accessory as CellAccessoryView:
            if options.drawsStandardParts { accessorySymbol(accessory, frame) }
        case is Control, is ActivityIndicatorView:
            controlParts(of: view, frame, origin: origin)
        default:
            break
        }

        return (origin, frame, grouped)
    }

    /// Defines the filter that draws the layer's shadow and returns its id, or `nil` when the
    /// layer casts none (no shadow colour, zero opacity, an offset that is not finite).
    ///
    /// Core Animation's shadow is the layer's composited alpha (background, border, text and
    /// sublayers), blurred by `shadowRadius`, moved by `shadowOffset` and drawn behind it in
    /// `shadowColor` at `shadowOpacity`; the filter does the same to the group's alpha. The
    /// blur's standard deviation is half the radius (capped at 500 points), and the filter
    /// region grows by three of them plus the offset, so the blur is not cut.
    @MainActor mutating func shadowFilter(_ layer: Layer?, _ frame: CGRect) -> String? {
        guard let layer, let color = layer.shadowColor, layer.shadowOpacity > 0,
            color.alpha > 0, layer.shadowOffset.width.isFinite, layer.shadowOffset.height.isFinite
        else { return nil }
        let offset = layer.shadowOffset
        let deviation = layer.shadowRadius.isFinite ? min(max(layer.shadowRadius, 0) / 2, 500) : 0
        let opacity = CGFloat(layer.shadowOpacity) * color.alpha
        // Margins as fractions of the frame (the group's box is at least the frame when the
        // view draws a background; a 1-point floor keeps them finite).
        let marginX = 3 * deviation + abs(offset.width) + 1
        let marginY = 3 * deviation + abs(offset.height) + 1
        let fx = min(marginX / max(frame.width, 1), 1e6)
        let fy = min(marginY / max(frame.height, 1), 1e6)
        shadowCount += 1
        let id = options.idPrefix + "shadow\(shadowCount)"
        output += "<filter id=\"\(xmlEscaped(id))\" x=\"\(svgNumber(-fx))\" y=\"\(svgNumber(-fy))\""
        output += " width=\"\(svgNumber(1 + 2 * fx))\" height=\"\(svgNumber(1 + 2 * fy))\">"
        output += "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(svgNumber(deviation))\"/>"
        output += "<feOffset dx=\"\(svgNumber(offset.width))\" dy=\"\(svgNumber(offset.height))\""
        output += " result=\"blur\"/>"
        output += "<feFlood flood-color=\"\(rgb(color))\" flood-opacity=\"\(svgNumber(opacity))\"/>"
        output += "<feComposite in2=\"blur\" operator=\"in\"/>"
        output += "<feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge>"
        output += "</filter>\n"
        return id
    }

    /// Draws the shadow of a layer that has a ``Layer/shadowPath``: the path (in the layer's
    /// coordinates, whose origin lies at `origin`), moved by `shadowOffset`, filled with
    /// `shadowColor` at `shadowOpacity` and blurred by half of `shadowRadius`, behind the
    /// layer's own drawing, as Core Animation draws a shadow whose shape it is given. Nothing
    /// for an empty path or a layer that casts no shadow.
    @MainActor mutating func pathShadow(_ layer: Layer, _ path: BezierPath, origin: CGPoint) {
        guard let color = layer.shadowColor, layer.shadowOpacity > 0, color.alpha > 0,
            !path.isEmpty, layer.shadowOffset.width.isFinite, layer.shadowOffset.height.isFinite
        else { return }
        let offset = layer.shadowOffset
        let deviation = layer.shadowRadius.isFinite ? min(max(layer.shadowRadius, 0) / 2, 500) : 0
        let opacity = CGFloat(layer.shadowOpacity) * color.alpha
        var filter = ""
        if deviation > 0 {
            let box = path.bounds
            let fx = min((3 * deviation + 1) / max(box.width, 1), 1e6)
            let fy = min((3 * deviation + 1) / max(box.height, 1), 1e6)
            shadowCount += 1
            let id = options.idPrefix + "shadow\(shadowCount)"
            output +=
                "<filter id=\"\(xmlEscaped(id))\" x=\"\(svgNumber(-fx))\" y=\"\(svgNumber(-fy))\""
            output += " width=\"\(svgNumber(1 + 2 * fx))\" height=\"\(svgNumber(1 + 2 * fy))\">"
            output += "<feGaussianBlur stdDeviation=\"\(svgNumber(deviation))\"/></filter>\n"
            filter = " filter=\"url(#\(xmlEscaped(id)))\""
        }
        let d = path.svgPathData(
            offset: CGPoint(x: origin.x + offset.width, y: origin.y + offset.height))
        output += "<path d=\"\(d)\" fill=\"\(rgb(color))\""
        output += " fill-opacity=\"\(svgNumber(opacity))\"\(filter)/>\n"
    }

    /// Writes a `<clipPath>` of `frame`, its corners rounded by `corners` (attributes);
    /// returns its id.
    mutating func clipPath(_ frame: CGRect, corners: String) -> String {
        clipCount += 1
        let id = options.idPrefix + "clip\(clipCount)"
        output += "<clipPath id=\"\(xmlEscaped(id))\">"
        output += "<rect x=\"\(svgNumber(frame.minX))\" y=\"\(svgNumber(frame.minY))\""
        output += " width=\"\(svgNumber(frame.width))\" height=\"\(svgNumber(frame.height))\""
        output += corners + "/></clipPath>\n"
        return id
    }

    mutating func rect(_ frame: CGRect, fill: Color, corners: String = "") {
        output += "<rect x=\"\(svgNumber(frame.minX))\" y=\"\(svgNumber(frame.minY))\""
        output += " width=\"\(svgNumber(frame.width))\" height=\"\(svgNumber(frame.height))\""
        output += corners
        output += " fill=\"\(rgb(fill))\""
        if fill.alpha < 1 { output += " fill-opacity=\"\(svgNumber(fill.alpha))\"" }
        output += "/>\n"
    }

    /// ` rx="…"` for a view whose layer has rounded corners (the radius is capped at half the
    /// shorter side, as Core Animation draws it), or "".
    @MainActor func cornerAttributes(_ view: View, _ frame: CGRect) -> String {
        guard let layer = view.layerIfMade, layer.cornerRadius > 0 else { return "" }
        let radius = min(layer.cornerRadius, min(frame.width, frame.height) / 2)
        return " rx=\"\(svgNumber(radius))\""
    }

    /// The layer's border, drawn inside the bounds as Core Animation draws it.
    @MainActor mutating func border(
        _ layer: Layer, _ frame: CGRect, _ color: Color, corners: String
    ) {
        let inset = min(layer.borderWidth, min(frame.width, frame.height)) / 2
        let rect = frame.insetBy(dx: inset, dy: inset)
        output += "<rect x=\"\(svgNumber(rect.minX))\" y=\"\(svgNumber(rect.minY))\""
        output += " width=\"\(svgNumber(rect.width))\" height=\"\(svgNumber(rect.height))\""
        output += corners + " fill=\"none\" stroke=\"\(rgb(color))\""
        output += " stroke-width=\"\(svgNumber(layer.borderWidth))\""
        if color.alpha < 1 { output += " stroke-opacity=\"\(svgNumber(color.alpha))\"" }
        output += "/>\n"
    }

    /// One circle per page, the current one in its own colour.
    @MainActor mutating func dots(of control: PageControl, origin: CGPoint) {
        guard control.isShowingDots else { return }
        for page in 0..<control.numberOfPages {
            let dot = control.dotFrame(forPage: page).offsetBy(dx: origin.x, dy: origin.y)
            let color =
                page == control.currentPage
                ? control.currentPageIndicatorTintColor : control.pageIndicatorTintColor
            output += "<circle cx=\"\(svgNumber(dot.midX))\" cy=\"\(svgNumber(dot.midY))\""
            output += " r=\"\(svgNumber(dot.width / 2))\" fill=\"\(rgb(color))\""
            if color.alpha < 1 { output += " fill-opacity=\"\(svgNumber(color.alpha))\"" }
            output += "/>\n"
        }
    }

    /// An image has no pixels: a grey box crossed from corner to corner, with the image's name
    /// (an asset or SF Symbol name) in small text in the tint colour, as symbols are tinted.
    mutating func imagePlaceholder(_ frame: CGRect, _ image: Image, _ tint: Color) {
        rect(frame, fill: Color(hex: 0xE5E5EA))
        output += "<path d=\"M\(svgNumber(frame.minX)) \(svgNumber(frame.minY))"
        output += "L\(svgNumber(frame.maxX)) \(svgNumber(frame.maxY))"
        output += "M\(svgNumber(frame.maxX)) \(svgNumber(frame.minY))"
        output += "L\(svgNumber(frame.minX)) \(svgNumber(frame.maxY))\""
        output += " stroke=\"#C7C7CC\" stroke-width=\"1\" fill=\"none\"/>\n"
        guard options.drawsText, options.drawsStandardParts, frame.height >= 6 else { return }
        let size = min(10, frame.height / 2)
        singleLine(
            image.name, font: .systemFont(ofSize: size), color: tint, alignment: .center,
            in: frame.insetBy(dx: min(1, frame.width / 2), dy: 0))
    }

    @MainActor mutating func outline(_ view: View, _ frame: CGRect) {
        output += "<rect x=\"\(svgNumber(frame.minX))\" y=\"\(svgNumber(frame.minY))\""
        output += " width=\"\(svgNumber(frame.width))\" height=\"\(svgNumber(frame.height))\""
        output += " fill=\"none\" stroke=\"#FF00FF\" stroke-width=\"0.5\"/>\n"
        var name = view.debugName ?? typeName(of: view)
        if let identifier = view.accessibilityIdentifier { name += " \"\(identifier)\"" }
        output += "<text x=\"\(svgNumber(frame.minX + 2))\" y=\"\(svgNumber(frame.minY + 9))\""
        output += " font-family=\"monospace\" font-size=\"8\" fill=\"#FF00FF\">"
        output += xmlEscaped(name)
        output += "</text>\n"
    }

    /// `#RRGGBB`; alpha goes in a separate opacity attribute, which every renderer reads.
    func rgb(_ color: Color) -> String {
        String(color.hexString.prefix(7))
    }

    /// The CSS weight (100...900) nearest a `Font.Weight`.
    func cssWeight(_ weight: Font.Weight) -> Int {
        switch weight.rawValue {
        case ..<(-0.5): return 200
        case ..<(-0.2): return 300
        case ..<0.15: return 400
        case ..<0.27: return 500
        case ..<0.35: return 600
        case ..<0.5: return 700
        default: return 800
        }
    }
}

// Gradient and shape layers (UIKit code's `CAGradientLayer` and `CAShapeLayer`), the layer tree
// they are added to (`addSublayer`, `insertSublayer(_:at:)`), and dynamic colours that keep
// their dark value (`UIColor(dynamicProvider:)`, `withAlphaComponent`).
import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A header with a gradient background, as UIKit code writes it (frame set in layoutSubviews).
private final class GradientHeaderView: View {
    let gradientLayer = CAGradientLayer()
    let titleLabel = Label()

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradientLayer.colors = [Color.systemPurple.cgColor, Color.systemBlue.cgColor]
        gradientLayer.locations = [0.0, 1.0]
        gradientLayer.startPoint = CGPoint(x: 0, y: 0)
        gradientLayer.endPoint = CGPoint(x: 1, y: 1)
        layer.insertSublayer(gradientLayer, at: 0)
        titleLabel.text = "Welcome"
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        gradientLayer.frame = bounds
        titleLabel.frame = CGRect(x: 16, y: bounds.height - 40, width: 100, height: 24)
    }
}

/// A circular progress ring: a track and a progress arc trimmed by strokeEnd.
private final class ProgressRingView: View {
    let trackLayer = CAShapeLayer()
    let progressLayer = CAShapeLayer()
    var progress: CGFloat = 0 {
        didSet { progressLayer.strokeEnd = progress }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        trackLayer.fillColor = Color.clear.cgColor
        trackLayer.strokeColor = Color.systemGray5.cgColor
        trackLayer.lineWidth = 10
        progressLayer.fillColor = Color.clear.cgColor
        progressLayer.strokeColor = Color.systemGreen.cgColor
        progressLayer.lineWidth = 10
        progressLayer.lineCap = .round
        progressLayer.strokeEnd = 0
        layer.addSublayer(trackLayer)
        layer.addSublayer(progressLayer)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let path = BezierPath(
            arcCenter: CGPoint(x: bounds.midX, y: bounds.midY),
            radius: min(bounds.width, bounds.height) / 2 - 5, startAngle: -.pi / 2,
            endAngle: 3 * .pi / 2, clockwise: true)
        trackLayer.path = path.cgPath
        progressLayer.path = path.cgPath
        trackLayer.frame = bounds
        progressLayer.frame = bounds
    }
}

@MainActor @Suite struct GradientAndShapeLayerTests {
    // MARK: - Ported screens

    @Test(
        "A gradient header and a progress ring ported from UIKit show their layers in the dump and the picture (UIKit: CAGradientLayer, CAShapeLayer, strokeEnd)"
    )
    func portedScreens() {
        let window = Window(size: CGSize(width: 390, height: 400))
        let header = GradientHeaderView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        let ring = ProgressRingView(frame: CGRect(x: 145, y: 250, width: 100, height: 100))
        window.addSubview(header)
        window.addSubview(ring)
        window.layoutIfNeeded()
        ring.progress = 0.75
        assertTree(
            window,
            """
            Window (0 0; 390 400)
            ├ GradientHeaderView (0 0; 390 200)
            │ ├ GradientLayer (0 0; 390 200) colors=[#AF52DE #007AFF] locations=[0 1] start=(0 0) end=(1 1)
            │ └ Label (16 160; 100 24) text="Welcome"
            └ ProgressRingView (145 250; 100 100)
              ├ ShapeLayer (0 0; 100 100) path=(5 5; 90 90) fill=#00000000 stroke=#E5E5EA lineWidth=10
              └ ShapeLayer (0 0; 100 100) path=(5 5; 90 90) fill=#00000000 stroke=#34C759 lineWidth=10 strokeEnd=0.75 lineCap=round
            """)
        let svg = window.svg()
        #expect(
            svg.contains(
                "<linearGradient id=\"gradient1\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\"><stop offset=\"0\" stop-color=\"#AF52DE\"/><stop offset=\"1\" stop-color=\"#007AFF\"/></linearGradient>"
            ))
        #expect(
            svg.contains(
                "<rect x=\"0\" y=\"0\" width=\"390\" height=\"200\" fill=\"url(#gradient1)\"/>"))
        // The gradient is behind the title (inserted at 0); the ring's arc above its track.
        let gradientAt = svg.range(of: "url(#gradient1)")!.lowerBound
        let titleAt = svg.range(of: ">Welcome<")!.lowerBound
        #expect(gradientAt < titleAt)
        let trackAt = svg.range(of: "stroke=\"#E5E5EA\"")!.lowerBound
        let arcAt = svg.range(of: "stroke=\"#34C759\"")!.lowerBound
        #expect(trackAt < arcAt)
        // Three quarters of the circle's length (2π·45 ≈ 282.74), as one dash.
        #expect(
            svg.contains(
                "stroke-linecap=\"round\" stroke-miterlimit=\"10\" stroke-dasharray=\"212.066 282.755\"/>"
            ))
    }

    // MARK: - CAGradientLayer

    @Test(
        "Without locations the stops spread evenly; with one location per colour they are used; a count that differs, or a NaN or infinite location, is ignored; a decreasing location counts as the one before (UIKit: CAGradientLayer, locations)"
    )
    func locations() {
        let gradient = GradientLayer()
        gradient.colors = [.red, .green, .blue]
        #expect(gradient.resolvedStops.map(\.location) == [0, 0.5, 1])
        gradient.locations = [0, 0.2, 1]
        #expect(gradient.resolvedStops.map(\.location) == [0, 0.2, 1])
        gradient.locations = [0, 1]
        #expect(gradient.resolvedStops.map(\.location) == [0, 0.5, 1])
        gradient.locations = [0, NSNumber(value: Double.nan), 1]
        #expect(gradient.resolvedStops.map(\.location) == [0, 0.5, 1])
        gradient.locations = [0, NSNumber(value: -Double.infinity), 1]
        #expect(gradient.resolvedStops.map(\.location) == [0, 0.5, 1])
        gradient.locations = [0.5, 0.2, 0.8]
        #expect(gradient.resolvedStops.map(\.location) == [0.5, 0.5, 0.8])
        gradient.locations = []
        #expect(gradient.resolvedStops.map(\.location) == [0, 0.5, 1])
    }

    @Test(
        "Locations outside 0...1 are kept: the picture cuts the colours at the ends, interpolating the colour there (UIKit: locations)"
    )
    func locationsOutsideTheUnitRange() {
        let gradient = GradientLayer()
        gradient.colors = [.black, .white]
        gradient.locations = [-1, 1]
        let stops = gradient.stopsWithinUnitRange
        #expect(stops.map(\.location) == [0, 1])
        #expect(stops[0].color == Color(white: 0.5))
        #expect(stops[1].color == .white)
        gradient.locations = [0.25, 2]
        let cut = gradient.stopsWithinUnitRange
        #expect(cut.map(\.location) == [0, 0.25, 1])
        #expect(cut[0].color == .black)
        #expect(cut[2].color.hexString == Color(white: 0.75 / 1.75).hexString)  // #6D6D6D
    }

    @Test(
        "No colours (nil or empty) draw nothing; one colour fills flat; a radial gradient is an ellipse around the start point; a conic one is drawn as its first colour; points that are not finite draw nothing (UIKit: CAGradientLayer, type)"
    )
    func gradientKinds() {
        let host = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let gradient = GradientLayer()
        gradient.frame = CGRect(x: 10, y: 10, width: 80, height: 30)
        host.layer.addSublayer(gradient)
        #expect(!host.svg().contains("Gradient"))
        gradient.colors = []
        #expect(!host.svg().contains("<rect x=\"10\""))
        gradient.colors = [.red]
        #expect(
            host.svg().contains(
                "<rect x=\"10\" y=\"10\" width=\"80\" height=\"30\" fill=\"#FF0000\"/>"))
        gradient.colors = [.red, .blue]
        gradient.type = .radial
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        #expect(
            host.svg().contains(
                "<radialGradient id=\"gradient1\" cx=\"0.5\" cy=\"0.5\" r=\"1\" gradientTransform=\"translate(0.5 0.5) scale(0.5 0.5) translate(-0.5 -0.5)\">"
            ))
        gradient.type = .conic
        #expect(host.svg().contains("width=\"80\" height=\"30\" fill=\"#FF0000\"/>"))
        gradient.type = .axial
        gradient.startPoint = CGPoint(x: CGFloat.nan, y: 0)
        #expect(!host.svg().contains("<rect x=\"10\""))
        #expect(
            host.treeDescription().contains(
                "GradientLayer (10 10; 80 30) colors=[#FF0000 #0000FF] start=(nan 0) end=(1 1)"))
    }

    @Test(
        "A gradient layer fills its rounded corners and draws over its background colour (UIKit: CAGradientLayer)"
    )
    func gradientOverBackground() {
        let host = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let gradient = GradientLayer()
        gradient.frame = host.bounds
        gradient.backgroundColor = .white
        gradient.cornerRadius = 8
        gradient.colors = [Color.black.withAlphaComponent(0.5), .clear]
        host.layer.addSublayer(gradient)
        let svg = host.svg()
        let background = svg.range(of: "rx=\"8\" fill=\"#FFFFFF\"/>")!.lowerBound
        let fill = svg.range(of: "rx=\"8\" fill=\"url(#gradient1)\"/>")!.lowerBound
        #expect(background < fill)
        #expect(svg.contains("<stop offset=\"0\" stop-color=\"#000000\" stop-opacity=\"0.5\"/>"))
    }

    // MARK: - CAShapeLayer

    @Test(
        "A shape layer fills its path with fillColor (black by default), then strokes it with strokeColor at lineWidth, with its caps, joins and fill rule; no path, an empty path or a nil colour draws nothing of that part (UIKit: CAShapeLayer)"
    )
    func shapeLayerDraws() {
        let host = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let shape = ShapeLayer()
        shape.frame = CGRect(x: 10, y: 20, width: 50, height: 50)
        host.layer.addSublayer(shape)
        #expect(!host.svg().contains("<path"))
        shape.path = BezierPath()
        #expect(!host.svg().contains("<path"))
        #expect(host.treeDescription().contains("ShapeLayer (10 20; 50 50) path=empty"))
        shape.path = BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        #expect(host.svg().contains("<path d=\"M10 20L20 20L20 30L10 30Z\" fill=\"#000000\"/>"))
        shape.fillColor = nil
        shape.strokeColor = .red
        shape.lineWidth = 2
        shape.lineJoin = .round
        shape.fillRule = .evenOdd
        #expect(
            host.svg().contains(
                "<path d=\"M10 20L20 20L20 30L10 30Z\" fill=\"none\" stroke=\"#FF0000\" stroke-width=\"2\" stroke-linejoin=\"round\"/>"
            ))
        shape.fillColor = .blue
        #expect(host.svg().contains("fill=\"#0000FF\" fill-rule=\"evenodd\"/>"))
        #expect(
            host.treeDescription().contains(
                "ShapeLayer (10 20; 50 50) path=(0 0; 10 10) fill=#0000FF fillRule=evenOdd stroke=#FF0000 lineWidth=2 lineJoin=round"
            ))
        shape.miterLimit = .nan
        shape.lineJoin = .miter
        #expect(host.svg().contains("stroke-miterlimit=\"1\""))
    }

    @Test(
        "strokeStart and strokeEnd are clamped to 0...1 (NaN counts as 0); the picture strokes that part of the path's length as one dash; nothing when strokeEnd is not past strokeStart (UIKit: strokeEnd, strokeStart)"
    )
    func strokeEnd() {
        let shape = ShapeLayer()
        shape.strokeEnd = 1.5
        #expect(shape.strokeEnd == 1)
        shape.strokeEnd = -.infinity
        #expect(shape.strokeEnd == 0)
        shape.strokeEnd = .nan
        #expect(shape.strokeEnd == 0)
        shape.strokeStart = .infinity
        #expect(shape.strokeStart == 1)
        shape.strokeStart = .nan
        #expect(shape.strokeStart == 0)

        let host = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        shape.frame = host.bounds
        shape.path = BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        shape.fillColor = nil
        shape.strokeColor = .red
        host.layer.addSublayer(shape)
        #expect(!host.svg().contains("<path"))
        shape.strokeEnd = 0.5
        #expect(host.svg().contains("stroke-dasharray=\"20 40\"/>"))
        shape.strokeStart = 0.25
        #expect(host.svg().contains("stroke-dasharray=\"10 40\" stroke-dashoffset=\"-10\"/>"))
        shape.strokeStart = 0.5
        #expect(!host.svg().contains("<path"))
        #expect(host.treeDescription().contains("strokeStart=0.5 strokeEnd=0.5"))
    }

    @Test(
        "lineWidth: negative or NaN counts as 0 and strokes nothing; a dash pattern is drawn, one with a negative or NaN length or only zeros strokes solid (UIKit: lineWidth, lineDashPattern)"
    )
    func lineWidthAndDashes() {
        let host = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let shape = ShapeLayer()
        shape.frame = host.bounds
        shape.path = BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        shape.fillColor = nil
        shape.strokeColor = .red
        host.layer.addSublayer(shape)
        shape.lineWidth = -3
        #expect(shape.lineWidth == 0)
        #expect(!host.svg().contains("<path"))
        shape.lineWidth = .nan
        #expect(shape.lineWidth == 0)
        shape.lineWidth = 1
        shape.lineDashPattern = [4, 2]
        shape.lineDashPhase = 1
        #expect(host.svg().contains("stroke-dasharray=\"4 2\" stroke-dashoffset=\"1\"/>"))
        shape.lineDashPattern = [4, NSNumber(value: Double.nan)]
        #expect(!host.svg().contains("dasharray"))
        shape.lineDashPattern = [0, 0]
        #expect(!host.svg().contains("dasharray"))
        shape.lineDashPattern = [4, -1]
        #expect(!host.svg().contains("dasharray"))
        shape.lineDashPhase = .infinity
        #expect(shape.lineDashPhase == 0)
    }

    @Test("An infinite lineWidth stops, naming the layer (programmer error)")
    func infiniteLineWidthStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { ShapeLayer().lineWidth = .infinity }
        }
    }

    @Test("The length of a path: lines, closing lines and curves (UIKit: strokeEnd)")
    func pathLength() {
        #expect(BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 5)).length == 30)
        let circle = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(abs(circle.length - 100 * .pi) < 0.05)
        #expect(BezierPath().length == 0)
    }

    // MARK: - The layer tree

    @Test(
        "addSublayer draws a layer above the subviews the view has then; insertSublayer(_:at: 0) below them all; a subview added later goes above both; above/below place next to a sibling (UIKit: addSublayer(_:), insertSublayer(_:at:))"
    )
    func sublayerOrder() {
        let host = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let first = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        first.accessibilityIdentifier = "first"
        host.addSubview(first)
        let top = Layer()
        top.frame = CGRect(x: 1, y: 1, width: 1, height: 1)
        host.layer.addSublayer(top)
        let bottom = Layer()
        host.layer.insertSublayer(bottom, at: 0)
        let later = View()
        later.accessibilityIdentifier = "later"
        host.addSubview(later)
        let nextToTop = ShapeLayer()
        host.layer.insertSublayer(nextToTop, below: top)
        let aboveBottom = GradientLayer()
        host.layer.insertSublayer(aboveBottom, above: bottom)
        #expect(
            host.layer.sublayers?.map { ObjectIdentifier($0) }
                == [bottom, aboveBottom, nextToTop, top].map { ObjectIdentifier($0) })
        // bottom and aboveBottom below every subview, nextToTop at top's place (above
        // "first"), "later" above them all.
        assertTree(
            host,
            """
            View (0 0; 100 100)
            ├ Layer (0 0; 0 0)
            ├ GradientLayer (0 0; 0 0)
            ├ View "first" (0 0; 10 10)
            ├ ShapeLayer (0 0; 0 0)
            ├ Layer (1 1; 1 1)
            └ View "later" (0 0; 0 0)
            """)
        // Removing "first" puts the layers placed above it on top, in their order.
        first.removeFromSuperview()
        assertTree(
            host,
            """
            View (0 0; 100 100)
            ├ Layer (0 0; 0 0)
            ├ GradientLayer (0 0; 0 0)
            ├ View "later" (0 0; 0 0)
            ├ ShapeLayer (0 0; 0 0)
            └ Layer (1 1; 1 1)
            """)
    }

    @Test(
        "A sublayer's superlayer is weak and its sublayers strong; removeFromSuperlayer, replaceSublayer and setting sublayers detach; sublayers is nil when empty; a layer added elsewhere moves; a kept layer stays safe after its view is gone (UIKit: superlayer, removeFromSuperlayer())"
    )
    func sublayerOwnership() {
        let parent = Layer()
        #expect(parent.sublayers == nil)
        weak var weakChild: Layer?
        do {
            let child = Layer()
            weakChild = child
            parent.addSublayer(child)
        }
        #expect(weakChild != nil)
        #expect(weakChild?.superlayer === parent)
        let other = Layer()
        other.addSublayer(weakChild!)
        #expect(parent.sublayers == nil)
        #expect(weakChild?.superlayer === other)
        let replacement = Layer()
        other.replaceSublayer(weakChild!, with: replacement)
        #expect(weakChild == nil)
        #expect(replacement.superlayer === other)
        other.sublayers = [Layer(), Layer()]
        #expect(replacement.superlayer == nil)
        #expect(other.sublayers?.count == 2)
        other.sublayers?.first?.removeFromSuperlayer()
        #expect(other.sublayers?.count == 1)

        var kept: Layer?
        var keptViewLayer: Layer?
        do {
            let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let sublayer = Layer()
            view.layer.addSublayer(sublayer)
            kept = sublayer
            keptViewLayer = view.layer
        }
        // The view owned its layer weakly up: the kept layers outlive it, safely.
        #expect(keptViewLayer?.delegate == nil)
        #expect(keptViewLayer?.frame == .zero)
        keptViewLayer?.backgroundColor = .red
        #expect(kept?.superlayer === keptViewLayer)
        kept?.removeFromSuperlayer()
        #expect(keptViewLayer?.sublayers == nil)
    }

    @Test(
        "A layer's frame comes from bounds, position and anchorPoint; a view's layer has its view's geometry, background and opacity (UIKit: CALayer frame, position, anchorPoint)"
    )
    func layerGeometry() {
        let layer = Layer()
        layer.frame = CGRect(x: 10, y: 20, width: 40, height: 30)
        #expect(layer.position == CGPoint(x: 30, y: 35))
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 40, height: 30))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 30, y: 35, width: 40, height: 30))
        layer.anchorPoint = CGPoint(x: CGFloat.nan, y: 0)
        #expect(layer.anchorPoint == .zero)
        layer.frame = CGRect(x: 10, y: 10, width: -10, height: -10)
        #expect(layer.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        layer.opacity = .nan
        #expect(layer.opacity == 0)
        layer.opacity = 3
        #expect(layer.opacity == 1)
        let view = View(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        view.layer.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
        view.layer.position = CGPoint(x: 50, y: 50)
        #expect(view.center == CGPoint(x: 50, y: 50))
        view.layer.isHidden = true
        #expect(view.isHidden)
    }

    @Test(
        "A hidden or transparent sublayer is not drawn, with its sublayers; an opaque-less one is grouped with its opacity; masksToBounds clips its sublayers (UIKit: CALayer isHidden, opacity, masksToBounds)"
    )
    func hiddenAndClippedSublayers() {
        let host = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let outer = Layer()
        outer.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        outer.backgroundColor = .red
        let inner = Layer()
        inner.frame = CGRect(x: 5, y: 5, width: 100, height: 10)
        inner.backgroundColor = .blue
        outer.addSublayer(inner)
        host.layer.addSublayer(outer)
        #expect(
            host.svg().contains(
                "<rect x=\"15\" y=\"15\" width=\"100\" height=\"10\" fill=\"#0000FF\"/>"))
        outer.masksToBounds = true
        outer.opacity = 0.5
        #expect(host.svg().contains("<g opacity=\"0.5\" clip-path=\"url(#clip1)\">"))
        outer.isHidden = true
        #expect(!host.svg().contains("#0000FF"))
        #expect(!host.treeDescription(TreeDescriptionOptions(onlyVisible: true)).contains("Layer"))
        #expect(
            host.treeDescription().contains(
                "Layer (10 10; 50 50) hidden opacity=0.5 bg=#FF0000 masksToBounds"))
    }

    @Test(
        "A layer added to itself or to its own sublayer, or a view's layer added as a sublayer, stops, naming them (programmer error)"
    )
    func misuseStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let layer = Layer()
                layer.addSublayer(layer)
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let parent = Layer()
                let child = Layer()
                parent.addSublayer(child)
                child.addSublayer(parent)
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run { Layer().addSublayer(View().layer) }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                Layer().frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
            }
        }
    }

    @Test("Deeply nested sublayers dump and draw without recursion")
    func deepLayerTrees() {
        let host = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var parent = host.layer
        for _ in 0..<5000 {
            let child = Layer()
            parent.addSublayer(child)
            parent = child
        }
        #expect(host.treeDescription().split(separator: "\n").count == 5001)
        #expect(host.svg().hasPrefix("<svg"))
    }

    // MARK: - Dynamic colours

    @Test(
        "A dynamic colour keeps its dark value: its components are the light one, resolvedColor(with:) gives the dark one in a dark trait collection, and a view's traits resolve it (UIKit: init(dynamicProvider:), resolvedColor(with:))"
    )
    func dynamicProvider() {
        let dark = TraitCollection(userInterfaceStyle: .dark)
        let card = Color { traits in
            traits.userInterfaceStyle == .dark
                ? Color(red: 0.11, green: 0.11, blue: 0.12, alpha: 1) : .white
        }
        #expect(card == .white)
        #expect(card.resolvedColor(with: TraitCollection(userInterfaceStyle: .light)) == .white)
        let resolved = card.resolvedColor(with: dark)
        #expect(abs(resolved.red - 0.11) < 1e-4 && abs(resolved.blue - 0.12) < 1e-4)
        #expect(resolved.hexString == Color(red: 0.11, green: 0.11, blue: 0.12).hexString)
        let view = View()
        view.overrideUserInterfaceStyle = .dark
        #expect(card.resolvedColor(with: view.traitCollection).hexString == "#1C1C1F")
        // A provider that returns a system colour gives its dark value; the same colour for
        // both styles keeps one appearance.
        let label = Color { _ in .label }
        #expect(label.resolvedColor(with: dark) == .white)
        let plain = Color { _ in .red }
        #expect(plain.darkAppearance == nil)
    }

    @Test(
        "withAlphaComponent keeps the dark value, with the new alpha, for system and dynamic colours (UIKit: withAlphaComponent(_:))"
    )
    func withAlphaComponentKeepsTheDarkValue() {
        let dark = TraitCollection(userInterfaceStyle: .dark)
        let separator = Color.separator.withAlphaComponent(0.5)
        #expect(separator == Color(hex: 0x3C3C43, alpha: 0.5))
        #expect(separator.resolvedColor(with: dark).hexString == "#54545880")
        let dynamic = Color { $0.userInterfaceStyle == .dark ? .black : .white }
        #expect(
            dynamic.withAlphaComponent(0.25).resolvedColor(with: dark)
                == Color(white: 0, alpha: 0.25))
        #expect(Color.red.withAlphaComponent(0.5).darkAppearance == nil)
        // NaN alpha counts as 0, as for any component.
        #expect(Color.label.withAlphaComponent(.nan).resolvedColor(with: dark).alpha == 0)
    }
}

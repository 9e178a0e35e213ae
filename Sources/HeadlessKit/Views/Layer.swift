import Foundation

/// The drawing attributes of a view, like the `CALayer` behind a `UIView`: rounded corners,
/// border, shadow and `zPosition`. Get one from ``View/layer``; it lives as long as its view.
///
///     avatar.layer.cornerRadius = 40
///     avatar.layer.masksToBounds = true      // the same switch as avatar.clipsToBounds
///     avatar.layer.borderColor = Color.white.cgColor
///
/// A layer made with ``init()`` stands alone, as a `CALayer()` does: give it a ``frame`` and
/// add it to a view's layer with ``addSublayer(_:)``. ``GradientLayer`` and ``ShapeLayer``
/// are the kinds UIKit code adds most.
///
/// The SVG picture draws the corner radius, the border and the shadow, and the sublayers
/// added with ``addSublayer(_:)``; `zPosition` orders sibling views for drawing and hit
/// testing. Tree dumps list sublayers under their view, one line each. Layers are not hit
/// tested: touches go to views.
@MainActor
open class Layer {
    /// The view the layer belongs to (held weakly: the view owns its layer); `nil` for a layer
    /// made with ``init()``.
    public private(set) weak var delegate: View?
    /// Whether the layer is a view's (its geometry, background and opacity are the view's).
    let isViewBacked: Bool

    init(view: View) {
        delegate = view
        isViewBacked = true
    }

    /// Makes a layer that belongs to no view, like `CALayer()`: an empty frame, no superlayer.
    public init() { isViewBacked = false }

    // MARK: - Tree (Layer+Sublayers.swift)

    /// The sublayers added with the layer API, back to front (strong: down the tree).
    var sublayerList: [Layer] = []
    /// The layer this one was added to (weak: up the tree).
    weak var parentLayer: Layer?
    /// For a sublayer of a view's layer: the subview it is drawn just above (`nil` with
    /// ``isAboveASubview`` false: below every subview).
    weak var drawnAfterSubview: View?
    /// Whether the layer was placed above one of its view's subviews.
    var isAboveASubview = false

    // MARK: - Geometry

    private var storedBounds = CGRect.zero
    private var storedPosition = CGPoint.zero

    /// The layer's own coordinate space, like `CALayer.bounds`: a view's layer has its view's
    /// bounds. A NaN or infinite value stops, naming the layer.
    public var bounds: CGRect {
        get { isViewBacked ? delegate?.bounds ?? .zero : storedBounds }
        set {
            checkFinite(newValue, "bounds")
            if isViewBacked { delegate?.bounds = newValue } else { storedBounds = newValue }
        }
    }

    /// Where the layer's ``anchorPoint`` lies in its superlayer, like `CALayer.position`: a
    /// view's layer has its view's center.
    public var position: CGPoint {
        get { isViewBacked ? delegate?.center ?? .zero : storedPosition }
        set {
            precondition(
                newValue.x.isFinite && newValue.y.isFinite,
                "Layer.position: \(formatted(newValue)) is not finite (\(layerDescription))")
            if isViewBacked { delegate?.center = newValue } else { storedPosition = newValue }
        }
    }

    /// The point of the bounds that ``position`` places, in unit coordinates ((0.5, 0.5), the
    /// center, by default). Stored for a view's layer (views turn about their center).
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet {
            if !(anchorPoint.x.isFinite && anchorPoint.y.isFinite) { anchorPoint = oldValue }
        }
    }

    /// The layer's rect in its superlayer, like `CALayer.frame`: worked out from ``bounds``,
    /// ``position`` and ``anchorPoint``, and setting it sets them. A view's layer has its
    /// view's frame. A NaN or infinite value stops, naming the layer.
    public var frame: CGRect {
        get {
            if isViewBacked { return delegate?.frame ?? .zero }
            let size = storedBounds.size
            return CGRect(
                x: storedPosition.x - anchorPoint.x * size.width,
                y: storedPosition.y - anchorPoint.y * size.height,
                width: size.width, height: size.height)
        }
        set {
            checkFinite(newValue, "frame")
            if isViewBacked {
                delegate?.frame = newValue
                return
            }
            let rect = newValue.standardized
            storedBounds.size = rect.size
            storedPosition = CGPoint(
                x: rect.minX + anchorPoint.x * rect.width,
                y: rect.minY + anchorPoint.y * rect.height)
        }
    }

    private var storedHidden = false
    /// Whether the layer is hidden (with its sublayers), like `CALayer.isHidden`: a view's
    /// layer has its view's ``View/isHidden``.
    public var isHidden: Bool {
        get { isViewBacked ? delegate?.isHidden ?? false : storedHidden }
        set { if isViewBacked { delegate?.isHidden = newValue } else { storedHidden = newValue } }
    }

    /// The radius of the rounded corners (0 by default; negative values count as 0).
    public var cornerRadius: CGFloat = 0 {
        didSet { cornerRadius = Layer.checked(cornerRadius, "cornerRadius", delegate) }
    }
    /// The border's width (0 by default; negative values count as 0).
    public var borderWidth: CGFloat = 0 {
        didSet { borderWidth = Layer.checked(borderWidth, "borderWidth", delegate) }
    }
    /// The border's colour (opaque black by default, as Core Animation's).
    public var borderColor: Color? = .black
    private var storedMasksToBounds = false
    private var storedBackgroundColor: Color?
    private var storedOpacity: Float = 1

    /// Whether drawing is clipped to the bounds: a view's layer has the same switch as
    /// ``View/clipsToBounds``.
    public var masksToBounds: Bool {
        get { isViewBacked ? delegate?.clipsToBounds ?? false : storedMasksToBounds }
        set {
            if isViewBacked {
                delegate?.clipsToBounds = newValue
            } else {
                storedMasksToBounds = newValue
            }
        }
    }
    /// The layer's background colour (`nil` by default): a view's layer has the view's
    /// ``View/backgroundColor``.
    public var backgroundColor: Color? {
        get { isViewBacked ? delegate?.backgroundColor : storedBackgroundColor }
        set {
            if isViewBacked {
                delegate?.backgroundColor = newValue
            } else {
                storedBackgroundColor = newValue
            }
        }
    }
    /// The layer's opacity, 0...1 (1 by default): a view's layer has the view's
    /// ``View/alpha``. NaN counts as 0 and values outside are clamped, as for `alpha`.
    public var opacity: Float {
        get { isViewBacked ? Float(delegate?.alpha ?? 1) : storedOpacity }
        set {
            if isViewBacked {
                delegate?.alpha = CGFloat(newValue)
            } else {
                storedOpacity = newValue.isNaN ? 0 : min(max(newValue, 0), 1)
            }
        }
    }
    /// The shadow's colour (opaque black by default).
    public var shadowColor: Color? = .black
    /// The shadow's opacity, 0...1 (0 by default: no shadow). Values outside are clamped.
    public var shadowOpacity: Float = 0 {
        didSet { shadowOpacity = shadowOpacity.isNaN ? 0 : min(max(shadowOpacity, 0), 1) }
    }
    /// The shadow's offset ((0, -3) by default, as Core Animation's).
    public var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur radius (3 by default; negative values count as 0).
    public var shadowRadius: CGFloat = 3 {
        didSet { shadowRadius = Layer.checked(shadowRadius, "shadowRadius", delegate) }
    }
    /// The shape of the shadow, in the layer's own coordinates (`nil` by default: the shadow
    /// follows what the layer draws), like `CALayer.shadowPath`. UIKit code sets it to spare
    /// Core Animation working the shape out each frame:
    ///
    ///     card.layer.shadowPath = BezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
    ///
    /// The layer keeps a copy (later changes to the path given do not reach it). Tree dumps
    /// print its bounds (`shadowPath=(x y; w h)`); the SVG picture draws the shadow from this
    /// shape instead of the layer's content when it is set.
    public var shadowPath: BezierPath? {
        get { storedShadowPath }
        set { storedShadowPath = newValue.map { BezierPath(cgPath: $0) } }
    }
    private var storedShadowPath: BezierPath?

    /// Which corners ``cornerRadius`` rounds (all by default). Stored.
    public var maskedCorners: CornerMask = .all
    /// The shape of the rounded corners (``CornerCurve/circular`` by default, as Core
    /// Animation's). Stored: the SVG picture draws circular corners either way.
    public var cornerCurve: CornerCurve = .circular
    /// The layer's position on the z axis (0 by default). Among siblings, a higher
    /// `zPosition` is drawn in front and hit first, whatever the order of `subviews`; equal
    /// ones keep the `subviews` order (Core Animation's rule).
    public var zPosition: CGFloat = 0 {
        didSet {
            precondition(
                zPosition.isFinite,
                "Layer.zPosition: \(zPosition) is not finite (\(delegate?.shortDescription ?? "?"))"
            )
            guard zPosition != oldValue, let view = delegate else { return }
            view.hasZPositionFlag = zPosition != 0
            if zPosition != 0 { view.superview?.zOrderedSubviewsFlag = true }
        }
    }

    /// Corners of a layer, like `CACornerMask`.
    public struct CornerMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layerMinXMinYCorner = CornerMask(rawValue: 1 << 0)
        public static let layerMaxXMinYCorner = CornerMask(rawValue: 1 << 1)
        public static let layerMinXMaxYCorner = CornerMask(rawValue: 1 << 2)
        public static let layerMaxXMaxYCorner = CornerMask(rawValue: 1 << 3)
        public static let all: CornerMask = [
            .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
        ]
    }

    /// The shape of a layer's rounded corners, like `CALayerCornerCurve`.
    public struct CornerCurve: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Quarter circles (Core Animation's default).
        public static let circular = CornerCurve(rawValue: "circular")
        /// The smoother "squircle" corners of iOS's own controls.
        public static let continuous = CornerCurve(rawValue: "continuous")
    }

    /// Adds `key=value` items that differ from the defaults, for the dump line of a sublayer.
    /// Subclasses call super first, then add their own.
    func appendLayerProperties(to properties: inout [String]) {
        if isHidden { properties.append("hidden") }
        if opacity != 1 { properties.append("opacity=\(formatted(CGFloat(opacity)))") }
        if let backgroundColor { properties.append("bg=\(backgroundColor.hexString)") }
        if cornerRadius != 0 { properties.append("cornerRadius=\(formatted(cornerRadius))") }
        if borderWidth != 0 { properties.append("border=\(formatted(borderWidth))") }
        if masksToBounds { properties.append("masksToBounds") }
    }

    /// Whether the layer draws a shadow.
    public var hasShadow: Bool { shadowOpacity > 0 && shadowColor != nil }

    private static func checked(_ value: CGFloat, _ name: String, _ view: View?) -> CGFloat {
        precondition(
            !value.isNaN && value != .infinity,
            "Layer.\(name): \(value) is not finite (\(view?.shortDescription ?? "?"))")
        return max(0, value)
    }

    private func checkFinite(_ rect: CGRect, _ name: String) {
        precondition(
            rect.isFiniteRect,
            "Layer.\(name): \(formatted(rect)) has a NaN or infinite value (\(layerDescription))")
    }

    /// The layer named for messages: its type, then its view's description when it has one.
    var layerDescription: String {
        let name = String(describing: type(of: self))
        guard isViewBacked else { return "<\(name)>" }
        return "<\(name) of \(delegate?.shortDescription ?? "a released view")>"
    }
}

/// UIKit's name for the layer's corner mask.
public typealias CACornerMask = Layer.CornerMask
/// Core Animation's name for a layer's corner curve.
public typealias CALayerCornerCurve = Layer.CornerCurve
/// UIKit's layer type (`CALayer`).
public typealias CALayer = Layer

extension View {
    /// Subviews back to front: `subviews`, stably sorted by `layer.zPosition` when a subview
    /// has one.
    ///
    /// - Complexity: O(*n* log *n*) in the number of subviews when sorting, else O(*n*).
    var subviewsInDrawingOrder: [View] {
        let subviews = subviewsForDump
        guard zOrderedSubviewsFlag else { return subviews }
        return subviews.enumerated().sorted { a, b in
            let za = a.element.layerIfMade?.zPosition ?? 0
            let zb = b.element.layerIfMade?.zPosition ?? 0
            return za != zb ? za < zb : a.offset < b.offset
        }.map(\.element)
    }

    /// Hit testing below a view whose subviews have `zPosition`s: front to back in drawing
    /// order, each asked through `hitTest`; the view itself when none answers.
    func hitTestInZOrder(_ point: CGPoint, _ event: Event?) -> View {
        for subview in subviewsInDrawingOrder.reversed() {
            let local: CGPoint
            if subview.isTransformed {
                local = subview.pointFromSuperviewTransformed(point)
            } else {
                let origin = subview.untransformedFrame.origin
                local = CGPoint(
                    x: point.x - origin.x + subview.bounds.minX,
                    y: point.y - origin.y + subview.bounds.minY)
            }
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }
}

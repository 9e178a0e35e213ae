import Foundation

/// The drawing attributes of a view, like the `CALayer` behind a `UIView`: rounded corners,
/// border, shadow and `zPosition`. Get one from ``View/layer``; it lives as long as its view.
///
///     avatar.layer.cornerRadius = 40
///     avatar.layer.masksToBounds = true      // the same switch as avatar.clipsToBounds
///     avatar.layer.borderColor = Color.white.cgColor
///
/// The SVG picture draws the corner radius, the border and the shadow; `zPosition` orders
/// siblings for drawing and hit testing.
@MainActor
public final class Layer {
    /// The view the layer belongs to (held weakly: the view owns its layer).
    public private(set) weak var delegate: View?

    init(view: View) { delegate = view }

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
    /// Whether drawing is clipped to the bounds: the same switch as ``View/clipsToBounds``.
    public var masksToBounds: Bool {
        get { delegate?.clipsToBounds ?? false }
        set { delegate?.clipsToBounds = newValue }
    }
    /// The layer's background colour: the same as ``View/backgroundColor``.
    public var backgroundColor: Color? {
        get { delegate?.backgroundColor }
        set { delegate?.backgroundColor = newValue }
    }
    /// The layer's opacity: the same as ``View/alpha``.
    public var opacity: Float {
        get { Float(delegate?.alpha ?? 1) }
        set { delegate?.alpha = CGFloat(newValue) }
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

    /// Whether the layer draws a shadow.
    public var hasShadow: Bool { shadowOpacity > 0 && shadowColor != nil }

    private static func checked(_ value: CGFloat, _ name: String, _ view: View?) -> CGFloat {
        precondition(
            !value.isNaN && value != .infinity,
            "Layer.\(name): \(value) is not finite (\(view?.shortDescription ?? "?"))")
        return max(0, value)
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

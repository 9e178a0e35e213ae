import Foundation

#if !canImport(CoreGraphics)
    /// A 2-D affine transform, Core Graphics' `CGAffineTransform` (Foundation on Linux has none):
    ///
    ///     x' = a·x + c·y + tx
    ///     y' = b·x + d·y + ty
    public struct CGAffineTransform: Hashable, Sendable {
        public var a: CGFloat
        public var b: CGFloat
        public var c: CGFloat
        public var d: CGFloat
        public var tx: CGFloat
        public var ty: CGFloat

        /// Makes a transform from its six coefficients.
        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.tx = tx
            self.ty = ty
        }

        /// The identity transform.
        public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

        /// The transform that changes nothing.
        public static let identity = CGAffineTransform()

        /// A translation.
        public init(translationX tx: CGFloat, y ty: CGFloat) {
            self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
        }

        /// A scale.
        public init(scaleX sx: CGFloat, y sy: CGFloat) {
            self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
        }

        /// A rotation by `angle` radians (clockwise on screen, where y points down).
        public init(rotationAngle angle: CGFloat) {
            let cosine = CGFloat(Foundation.cos(Double(angle)))
            let sine = CGFloat(Foundation.sin(Double(angle)))
            self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
        }

        /// Whether this is the identity.
        public var isIdentity: Bool { self == .identity }

        /// `self` followed by `t2`.
        public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(
                a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
        }

        /// A translation, then `self`.
        public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: x, y: y).concatenating(self)
        }

        /// A scale, then `self`.
        public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: x, y: y).concatenating(self)
        }

        /// A rotation, then `self`.
        public func rotated(by angle: CGFloat) -> CGAffineTransform {
            CGAffineTransform(rotationAngle: angle).concatenating(self)
        }

        /// The inverse; a transform that cannot be inverted is returned unchanged (as Core
        /// Graphics does).
        public func inverted() -> CGAffineTransform {
            let determinant = a * d - b * c
            guard determinant != 0, determinant.isFinite else { return self }
            return CGAffineTransform(
                a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
        }
    }

    extension CGPoint {
        /// The point transformed by `t`.
        public func applying(_ t: CGAffineTransform) -> CGPoint {
            CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
        }
    }

    extension CGSize {
        /// The size transformed by `t` (translation ignored).
        public func applying(_ t: CGAffineTransform) -> CGSize {
            CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
        }
    }

    extension CGRect {
        /// The smallest rectangle that holds the transformed corners.
        public func applying(_ t: CGAffineTransform) -> CGRect {
            let corners = [
                CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
                CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
            ].map { $0.applying(t) }
            let xs = corners.map(\.x)
            let ys = corners.map(\.y)
            return CGRect(
                x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!,
                height: ys.max()! - ys.min()!)
        }
    }
#endif

extension View {
    /// The view's transform about its centre, like `UIView.transform` (identity by default).
    ///
    /// As UIKit documents, `center` and `bounds` are unchanged by it, and `frame` becomes the
    /// box that holds the transformed bounds; hit testing, `convert` and the SVG picture follow
    /// the transform. Setting `frame` on a transformed view sets its centre and size.
    /// Animatable with `View.animate` (``presentationTransform`` is what is on screen).
    ///
    ///     card.transform = CGAffineTransform(rotationAngle: .pi / 12)
    ///
    /// - Precondition: every coefficient is finite.
    public var transform: CGAffineTransform {
        get { extras?.uikit?.transform ?? .identity }
        set {
            precondition(
                [newValue.a, newValue.b, newValue.c, newValue.d, newValue.tx, newValue.ty]
                    .allSatisfy(\.isFinite),
                "View.transform: \(newValue) has a NaN or infinite value (\(shortDescription))")
            guard newValue != transform else {
                if Animator.current != nil { Animator.touch(self) }
                return
            }
            willAnimate(
                .transform, from: AnimatableValue(transform), to: AnimatableValue(newValue))
            uikitExtras.transform = newValue.isIdentity ? nil : newValue
            isTransformed = !newValue.isIdentity
            geometryDidChange(originChanged: false)
            superview?.setNeedsLayout()
        }
    }

    /// A point in the superview's coordinates, in this transformed view's bounds coordinates.
    func pointFromSuperviewTransformed(_ point: CGPoint) -> CGPoint {
        let size = bounds.size
        let c = center
        let local = CGPoint(x: point.x - c.x, y: point.y - c.y).applying(transform.inverted())
        return CGPoint(
            x: local.x + bounds.minX + size.width / 2, y: local.y + bounds.minY + size.height / 2)
    }

    /// A point in this transformed view's bounds coordinates, in the superview's.
    func pointToSuperviewTransformed(_ point: CGPoint) -> CGPoint {
        let size = bounds.size
        let c = center
        let moved = CGPoint(
            x: point.x - bounds.minX - size.width / 2, y: point.y - bounds.minY - size.height / 2
        ).applying(transform)
        return CGPoint(x: moved.x + c.x, y: moved.y + c.y)
    }

    /// The frame as if the transform were the identity: centre and bounds size.
    var untransformedFrame: CGRect {
        let c = center
        let size = bounds.size
        return CGRect(
            x: c.x - size.width / 2, y: c.y - size.height / 2, width: size.width,
            height: size.height)
    }
}

extension View {
    /// Whether this view or an ancestor has a transform (conversions take the slow path).
    ///
    /// - Complexity: O(*d*) in the view's depth.
    var hasTransformInChain: Bool {
        var view: View? = self
        while let current = view {
            if current.isTransformed { return true }
            view = current.superview
        }
        return false
    }

    /// `point` from the root's coordinates to this view's, through every transform.
    func fromRootTransformed(_ point: CGPoint) -> CGPoint {
        var chain: [View] = []
        var view: View = self
        while let parent = view.superview {
            chain.append(view)
            view = parent
        }
        var p = point
        for view in chain.reversed() {
            if view.isTransformed {
                p = view.pointFromSuperviewTransformed(p)
            } else {
                let f = view.untransformedFrame
                p = CGPoint(x: p.x - f.minX + view.bounds.minX, y: p.y - f.minY + view.bounds.minY)
            }
        }
        return p
    }

    /// The box around the four corners of `rect` mapped by `map`.
    static func box(around rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map(map)
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return CGRect(
            x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

import Foundation

/// What a zooming ``ScrollView`` keeps: its limits, its pinch and what zooms now. Made the
/// first time a zoom property is set, so a scroll view that never zooms carries one `nil`.
@MainActor
final class ZoomState {
    var minimumZoomScale: CGFloat = 1
    var maximumZoomScale: CGFloat = 1
    var bouncesZoom = true
    /// The pinch, while the limits allow zooming (`maximumZoomScale > minimumZoomScale`).
    var pinch: ScrollViewPinchGestureRecognizer?
    var phase: ZoomPhase = .idle
    /// The view a pinch or an animation scales, for its whole length (the delegate may return
    /// another one meanwhile). Weak: the scroll view's subviews hold it.
    weak var view: View?
    /// The frame callback that steps an animation; set only while ``phase`` is one.
    var callback: FrameCallback?
    /// How many `scrollViewDidZoom` calls are running inside one another.
    var didZoomDepth = 0
}

/// What zooms a scroll view now: nothing, a pinch, or an animation on the window's clock.
enum ZoomPhase {
    case idle
    /// Two fingers scale the view about `anchor` (a point of the zoom view's bounds, under the
    /// fingers' centroid when the pinch began), from `startScale`.
    case pinching(startScale: CGFloat, anchor: CGPoint)
    /// An animated zoom: `setZoomScale(_:animated:)`, `zoom(to:animated:)`, or a bounce back
    /// into the limits after a pinch.
    case animating(ZoomAnimation)

    struct ZoomAnimation {
        var fromScale: CGFloat
        var toScale: CGFloat
        var fromOffset: CGPoint
        var toOffset: CGPoint
        var start: TimeInterval
        /// A bounce back to a limit after a pinch (`isZoomBouncing`).
        var isBounce: Bool
    }
}

extension ScrollView {
    // MARK: - Limits and scale

    /// The smallest scale zooming ever applies, whatever ``minimumZoomScale`` says (a zero or
    /// negative scale would make the view vanish and its transform impossible to invert).
    public nonisolated static let smallestZoomScale: CGFloat = 1e-6
    /// The largest scale zooming ever applies, whatever ``maximumZoomScale`` says (an infinite
    /// limit is allowed; the scale stays finite).
    public nonisolated static let largestZoomScale: CGFloat = 1e6
    /// How far past a limit a pinch can go with ``bouncesZoom``: the overshoot ratio
    /// rubber-bands like the offset (``rubberBand(_:dimension:)``) on a dimension of 0.5, so
    /// the scale stays within 1.5 × the maximum and 0.5 × the minimum. Model value.
    public nonisolated static let zoomBounceDimension: CGFloat = 0.5
    /// Duration (s) of an animated zoom and of the bounce back after a pinch. Model value: 0.3.
    public nonisolated static let zoomAnimationDuration: TimeInterval = 0.3

    var zoomState: ZoomState {
        if let zoom { return zoom }
        let made = ZoomState()
        zoom = made
        return made
    }

    /// The smallest scale zooming reaches, like `UIScrollView.minimumZoomScale`. 1 by default.
    ///
    /// Stored as set. Zooming uses it clamped into [``smallestZoomScale``,
    /// ``largestZoomScale``], so a zero, negative or infinite limit computed from data (an
    /// image of size zero) does not crash. Changing it does not change ``zoomScale`` (set that
    /// yourself, as in UIKit).
    ///
    /// - Precondition: not NaN (it stops, naming the view).
    public var minimumZoomScale: CGFloat {
        get { zoom?.minimumZoomScale ?? 1 }
        set {
            checkZoomLimit(newValue, "minimumZoomScale")
            zoomState.minimumZoomScale = newValue
            updatePinchGestureRecognizer()
        }
    }

    /// The largest scale zooming reaches, like `UIScrollView.maximumZoomScale`. 1 by default;
    /// it must be greater than ``minimumZoomScale`` for pinching to zoom. Stored as set and
    /// used clamped, as the minimum.
    ///
    /// - Precondition: not NaN (it stops, naming the view).
    public var maximumZoomScale: CGFloat {
        get { zoom?.maximumZoomScale ?? 1 }
        set {
            checkZoomLimit(newValue, "maximumZoomScale")
            zoomState.maximumZoomScale = newValue
            updatePinchGestureRecognizer()
        }
    }

    /// Whether a pinch may go past the limits, rubber-banding, and animate back on release,
    /// like `UIScrollView.bouncesZoom`. `true` by default.
    public var bouncesZoom: Bool {
        get { zoom?.bouncesZoom ?? true }
        set { zoomState.bouncesZoom = newValue }
    }

    /// The pinch that zooms the view, like `UIScrollView.pinchGestureRecognizer`: `nil` while
    /// zooming is off (``maximumZoomScale`` not above ``minimumZoomScale``), as in UIKit.
    public var pinchGestureRecognizer: PinchGestureRecognizer? { zoom?.pinch }

    /// Whether a pinch is zooming the view now, like `UIScrollView.isZooming`.
    public var isZooming: Bool {
        if case .pinching = zoom?.phase { return true }
        return false
    }

    /// Whether the view is animating back to a zoom limit after a pinch went past it, like
    /// `UIScrollView.isZoomBouncing`.
    public var isZoomBouncing: Bool {
        if case .animating(let animation) = zoom?.phase { return animation.isBounce }
        return false
    }

    /// The scale of the view for zooming, like `UIScrollView.zoomScale`: read from that view's
    /// transform (1 while the delegate returns none). Setting it is
    /// `setZoomScale(newValue, animated: false)`.
    public var zoomScale: CGFloat {
        get {
            guard let view = currentZoomView() else { return 1 }
            let t = view.transform
            return (t.a * t.a + t.b * t.b).squareRoot()
        }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Scales the view for zooming to `scale`, clamped into the limits, like
    /// `UIScrollView.setZoomScale(_:animated:)`; the point shown at the centre of the view
    /// stays there, then the offset comes inside the new content. Does nothing while the
    /// delegate returns no view from `viewForZooming(in:)`.
    ///
    /// Each change calls `scrollViewDidZoom` (and `scrollViewDidScroll` when the offset moves).
    /// Animated, it runs ``zoomAnimationDuration`` on the window's clock, between
    /// `scrollViewWillBeginZooming(_:with:)` and `scrollViewDidEndZooming(_:with:atScale:)`.
    ///
    /// A zero, negative or infinite `scale` is clamped (data); NaN stops, naming the view.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        precondition(
            !scale.isNaN,
            "ScrollView.setZoomScale(_:animated:): scale \(scale) is NaN (\(shortDescription))")
        guard let view = zoomViewForCode() else { return }
        let target = clampedZoomScale(scale)
        let centre = view.convert(CGPoint(x: bounds.midX, y: bounds.midY), from: self)
        let offset = zoomedOffset(
            view: view, scale: target, anchor: centre,
            at: CGPoint(x: bounds.width / 2, y: bounds.height / 2))
        zoom(view, to: target, offset: offset, animated: animated)
    }

    /// Zooms so that `rect` (in the coordinates of the view for zooming) fills the view as
    /// far as the limits allow, centred, like `UIScrollView.zoom(to:animated:)`: the scale is
    /// the larger that fits the whole rectangle, clamped into the limits; the offset then
    /// centres the rectangle and comes inside the new content.
    ///
    ///     // Double tap: zoom in to a quarter of the view around the tap.
    ///     let point = tap.location(in: imageView)
    ///     let size = CGSize(width: scroll.bounds.width / 4, height: scroll.bounds.height / 4)
    ///     scroll.zoom(to: CGRect(origin: CGPoint(x: point.x - size.width / 2,
    ///                 y: point.y - size.height / 2), size: size), animated: true)
    ///
    /// A rectangle of zero width or height zooms to the maximum around it; one with negative
    /// sizes is standardized. Does nothing while the delegate returns no view for zooming.
    ///
    /// - Precondition: `rect` is finite (a NaN or infinite rectangle stops, naming the view).
    public func zoom(to rect: CGRect, animated: Bool) {
        precondition(
            rect.isFiniteRect,
            "ScrollView.zoom(to:animated:): rect \(rect) is not finite (\(shortDescription))")
        guard let view = zoomViewForCode() else { return }
        let rect = rect.standardized
        let fit = min(
            rect.width > 0 ? bounds.width / rect.width : .infinity,
            rect.height > 0 ? bounds.height / rect.height : .infinity)
        let target = clampedZoomScale(fit)
        let offset = zoomedOffset(
            view: view, scale: target, anchor: CGPoint(x: rect.midX, y: rect.midY),
            at: CGPoint(x: bounds.width / 2, y: bounds.height / 2))
        zoom(view, to: target, offset: offset, animated: animated)
    }

    // MARK: - Applying a scale

    /// `scale` clamped into the limits as zooming uses them (a maximum below the minimum is
    /// the minimum).
    func clampedZoomScale(_ scale: CGFloat) -> CGFloat {
        let (low, high) = zoomLimits
        return min(max(scale, low), high)
    }

    /// The limits as zooming uses them: both inside [smallest, largest], high ≥ low.
    var zoomLimits: (low: CGFloat, high: CGFloat) {
        let low = min(
            max(minimumZoomScale, ScrollView.smallestZoomScale), ScrollView.largestZoomScale)
        let high = min(max(maximumZoomScale, low), ScrollView.largestZoomScale)
        return (low, high)
    }

    /// The offset that puts `anchor` (a point of `view`'s bounds) at `screen` (a point of the
    /// scroll view's frame, relative to its top-left) once `view` is scaled to `scale`,
    /// brought inside the content that scale makes.
    func zoomedOffset(view: View, scale: CGFloat, anchor: CGPoint, at screen: CGPoint)
        -> CGPoint
    {
        let origin = view.frame.origin
        let b = view.bounds
        let size = CGSize(width: b.width * scale, height: b.height * scale)
        let point = CGPoint(
            x: origin.x + (anchor.x - b.minX) * scale, y: origin.y + (anchor.y - b.minY) * scale)
        return offset(CGPoint(x: point.x - screen.x, y: point.y - screen.y), insideContentOf: size)
    }

    /// `offset` brought inside the range a content of `size` would have.
    func offset(_ offset: CGPoint, insideContentOf size: CGSize) -> CGPoint {
        let a = adjustedContentInset
        let low = CGPoint(x: 0 - a.left, y: 0 - a.top)
        let high = CGPoint(
            x: max(low.x, size.width + a.right - bounds.width),
            y: max(low.y, size.height + a.bottom - bounds.height))
        return CGPoint(
            x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
    }

    /// Scales `view` to `scale` keeping its frame's top-left where it is, makes its frame size
    /// the ``contentSize``, moves the offset (if given), then tells the delegate.
    func applyZoom(_ view: View, scale: CGFloat, offset: CGPoint?) {
        // Rounded to a millionth of a point: frame after frame of an animation, the origin
        // read back through the transform would otherwise drift by rounding noise.
        let frameOrigin = view.frame.origin
        let origin = CGPoint(
            x: ScrollView.withoutNoise(frameOrigin.x), y: ScrollView.withoutNoise(frameOrigin.y))
        let unchanged = view.transform == CGAffineTransform(scaleX: scale, y: scale)
        if !unchanged {
            view.transform = CGAffineTransform(scaleX: scale, y: scale)
            let size = view.frame.size
            view.center = CGPoint(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
        }
        contentSize = view.frame.size
        if let offset, offset != contentOffset { contentOffset = offset }
        guard !unchanged else { return }
        let zoom = zoomState
        zoom.didZoomDepth += 1
        defer { zoom.didZoomDepth -= 1 }
        precondition(
            zoom.didZoomDepth <= ScrollView.maximumScrollCallbackDepth,
            "\(shortDescription): scrollViewDidZoom set zoomScale "
                + "\(ScrollView.maximumScrollCallbackDepth) times inside itself, last to "
                + "\(scale); it must stop changing the scale it is told about")
        delegate?.scrollViewDidZoom(self)
    }

    /// Zooms `view` to `scale` and `offset`, now or on the clock (with the begin and end
    /// calls), after finishing any zoom animation that runs.
    private func zoom(_ view: View, to scale: CGFloat, offset: CGPoint, animated: Bool) {
        finishZoomAnimationAtOnce()
        if case .pinching = zoom?.phase {
            // Code zooms under the fingers: the pinch goes on from the new scale.
            applyZoom(view, scale: scale, offset: offset)
            return
        }
        let from = zoomScaleOf(view)
        guard animated, let clock = window?.clock, from != scale || offset != contentOffset
        else {
            stopMotion()
            applyZoom(view, scale: scale, offset: offset)
            comeInsideAfterZoom()
            return
        }
        stopMotion()
        delegate?.scrollViewWillBeginZooming(self, with: view)
        startZoomAnimation(
            view, clock: clock,
            ZoomPhase.ZoomAnimation(
                fromScale: from, toScale: scale, fromOffset: contentOffset, toOffset: offset,
                start: clock.time, isBounce: false))
    }

    func zoomScaleOf(_ view: View) -> CGFloat {
        let t = view.transform
        return (t.a * t.a + t.b * t.b).squareRoot()
    }

    // MARK: - The view for zooming

    /// The view a pinch or animation scales now, else the delegate's.
    func currentZoomView() -> View? {
        if let zoom, !zoom.phase.isIdle, let view = zoom.view { return view }
        return zoomViewFromDelegate()
    }

    /// The delegate's view for zooming, if it is a subview of this scroll view. Another view
    /// (not in this scroll view, or deeper) does not zoom: when `reporting` (code or a pinch
    /// asked to zoom, not a read of ``zoomScale``), a diagnostic names it.
    func zoomViewFromDelegate(reporting: Bool = false) -> View? {
        guard let delegate, let view = delegate.viewForZooming(in: self) else { return nil }
        guard view.superview === self else {
            guard reporting else { return nil }
            window?.record(
                .zoomViewNotSubview,
                "viewForZooming(in:) returned \(view.shortDescription), which is not a subview "
                    + "of \(shortDescription); zooming ignored it")
            return nil
        }
        return view
    }

    /// The view programmatic zooming scales: the one zooming now, else the delegate's.
    private func zoomViewForCode() -> View? {
        if let zoom, !zoom.phase.isIdle, let view = zoom.view { return view }
        return zoomViewFromDelegate(reporting: true)
    }

    func checkZoomLimit(_ value: CGFloat, _ name: String) {
        precondition(
            !value.isNaN, "ScrollView.\(name): \(value) is NaN (\(shortDescription))")
    }

    /// Adds the pinch when the limits allow zooming, removes it when they no longer do.
    private func updatePinchGestureRecognizer() {
        let zoom = zoomState
        let enabled = zoom.maximumZoomScale > zoom.minimumZoomScale
        if enabled, zoom.pinch == nil {
            let pinch = ScrollViewPinchGestureRecognizer()
            pinch.scrollView = self
            pinch.name = "zoom"
            pinch.addTarget { [weak self] recognizer in
                self?.handlePinch(recognizer as! PinchGestureRecognizer)
            }
            zoom.pinch = pinch
            addGestureRecognizer(pinch)
        } else if !enabled, let pinch = zoom.pinch {
            zoom.pinch = nil
            removeGestureRecognizer(pinch)
        }
    }

    // MARK: - Pinching

    func handlePinch(_ pinch: PinchGestureRecognizer) {
        let zoom = zoomState
        switch pinch.state {
        case .began:
            finishZoomAnimationAtOnce()
            guard let view = zoomViewFromDelegate() else { return }
            stopMotion()
            zoom.view = view
            zoom.phase = .pinching(
                startScale: zoomScaleOf(view),
                anchor: view.convert(pinch.location(in: nil), from: nil))
            delegate?.scrollViewWillBeginZooming(self, with: view)
            pinchChanged(pinch)
        case .changed:
            pinchChanged(pinch)
        case .ended, .cancelled:
            pinchEnded(pinch)
        default:
            break
        }
    }

    /// The scale the fingers ask for, rubber-banded past the limits (or stopped there without
    /// ``bouncesZoom``), about the anchor kept under the fingers.
    private func pinchChanged(_ pinch: PinchGestureRecognizer) {
        let zoom = zoomState
        guard case .pinching(let startScale, let anchor) = zoom.phase else { return }
        guard let view = zoom.view, view.superview === self else {
            endPinchWithoutView()
            return
        }
        let raw = startScale * pinch.scale
        let (low, high) = zoomLimits
        var scale = raw
        let d = ScrollView.zoomBounceDimension
        if raw > high {
            scale =
                zoom.bouncesZoom
                ? high * (1 + ScrollView.rubberBand(raw / high - 1, dimension: d)) : high
        } else if raw < low {
            scale =
                zoom.bouncesZoom
                ? low * (1 - ScrollView.rubberBand(1 - raw / low, dimension: d)) : low
        }
        let screen = fingerPoint(pinch)
        let origin = view.frame.origin
        let b = view.bounds
        let offset = CGPoint(
            x: origin.x + (anchor.x - b.minX) * scale - screen.x,
            y: origin.y + (anchor.y - b.minY) * scale - screen.y)
        applyZoom(view, scale: scale, offset: offset)
    }

    /// The fingers' centroid relative to the scroll view's top-left corner.
    private func fingerPoint(_ pinch: PinchGestureRecognizer) -> CGPoint {
        let p = convert(pinch.location(in: nil), from: nil)
        return CGPoint(x: p.x - contentOffset.x, y: p.y - contentOffset.y)
    }

    /// The view for zooming left the scroll view under the fingers: the zoom ends there.
    private func endPinchWithoutView() {
        let zoom = zoomState
        let view = zoom.view
        zoom.phase = .idle
        zoom.view = nil
        delegate?.scrollViewDidEndZooming(
            self, with: view, atScale: view.map(zoomScaleOf) ?? 1)
    }

    private func pinchEnded(_ pinch: PinchGestureRecognizer) {
        let zoom = zoomState
        guard case .pinching(_, let anchor) = zoom.phase else { return }
        guard let view = zoom.view, view.superview === self else {
            endPinchWithoutView()
            return
        }
        let scale = zoomScaleOf(view)
        let target = clampedZoomScale(scale)
        // A finger left dragging goes on scrolling: the scale comes back at once, not animated
        // under it.
        if target != scale, !isDragging, let clock = window?.clock {
            let offset = zoomedOffset(
                view: view, scale: target, anchor: anchor, at: fingerPoint(pinch))
            startZoomAnimation(
                view, clock: clock,
                ZoomPhase.ZoomAnimation(
                    fromScale: scale, toScale: target, fromOffset: contentOffset,
                    toOffset: offset, start: clock.time, isBounce: true))
            return
        }
        if target != scale {
            applyZoom(
                view, scale: target,
                offset: zoomedOffset(
                    view: view, scale: target, anchor: anchor, at: fingerPoint(pinch)))
        }
        zoom.phase = .idle
        zoom.view = nil
        delegate?.scrollViewDidEndZooming(self, with: view, atScale: zoomScaleOf(view))
        // Fingers that moved the content past its edges: it springs back, as after a drag.
        if isAtRest, clamped(contentOffset) != contentOffset { settleCaughtMotion() }
    }

    /// A delegate that changed the insets from `scrollViewDidZoom` (centring the content)
    /// moved the range: a resting view comes inside it, as the zoom's own offset did.
    private func comeInsideAfterZoom() {
        if isAtRest { comeInside() }
    }

    // MARK: - A drag under a pinch

    /// The pan moved while a pinch zooms: the pinch places the offset (it keeps the content
    /// under the fingers' centroid, which pans too); the drag only keeps up with the
    /// translation, and follows the offset the zoom left when it goes on alone.
    func followDragUnderPinch(_ translation: CGPoint) {
        guard case .dragging(var drag) = phase else { return }
        drag.lastTranslation = translation
        phase = .dragging(drag)
    }

    /// The fingers lifted together while zooming: the drag ends where the zoom put the offset,
    /// without deceleration (`scrollViewWillEndDragging` with zero velocity,
    /// `scrollViewDidEndDragging(willDecelerate: false)`); the pinch's end then brings the
    /// scale and the offset back inside their limits.
    func endDragUnderPinch() {
        guard case .dragging = phase else { return }
        var target = contentOffset
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(
                self, withVelocity: .zero, targetContentOffset: pointer)
        }
        let changes = phaseChanges
        delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
        guard phaseChanges == changes else { return }
        comeToRest(.stopped)
    }

    // MARK: - Animation on the clock

    private func startZoomAnimation(
        _ view: View, clock: FrameClock, _ animation: ZoomPhase.ZoomAnimation
    ) {
        let zoom = zoomState
        zoom.view = view
        zoom.phase = .animating(animation)
        zoom.callback?.invalidate()
        zoom.callback = clock.addFrameCallback { [weak self] callback in
            guard let self else {
                callback.invalidate()
                return
            }
            self.stepZoomAnimation(to: callback.timestamp)
        }
    }

    private func stepZoomAnimation(to now: TimeInterval) {
        guard let zoom, case .animating(let animation) = zoom.phase else {
            self.zoom?.callback?.invalidate()
            self.zoom?.callback = nil
            return
        }
        let t = (now - animation.start) / ScrollView.zoomAnimationDuration
        guard t < 1 else {
            finishZoomAnimationAtOnce()
            return
        }
        guard let view = zoom.view, view.superview === self else {
            finishZoomAnimationAtOnce()
            return
        }
        let p = CGFloat(TimingCurve.bezier(0.42, 0, 0.58, 1).value(at: t))
        let scale = animation.fromScale + (animation.toScale - animation.fromScale) * p
        let offset = CGPoint(
            x: animation.fromOffset.x + (animation.toOffset.x - animation.fromOffset.x) * p,
            y: animation.fromOffset.y + (animation.toOffset.y - animation.fromOffset.y) * p)
        applyZoom(view, scale: scale, offset: offset)
    }

    /// Ends a running zoom animation now, at its end, with its end call: a pinch, a drag or
    /// code that zooms again cut it short, or the view left its window. (A window that is
    /// deallocated tells its views nothing: the animation then finishes at the next zoom.)
    func finishZoomAnimationAtOnce() {
        guard let zoom, case .animating(let animation) = zoom.phase else { return }
        zoom.callback?.invalidate()
        zoom.callback = nil
        let view = zoom.view
        zoom.phase = .idle
        zoom.view = nil
        if let view, view.superview === self {
            applyZoom(view, scale: animation.toScale, offset: animation.toOffset)
            comeInsideAfterZoom()
        }
        delegate?.scrollViewDidEndZooming(
            self, with: view, atScale: view.map(zoomScaleOf) ?? animation.toScale)
    }
}

extension ZoomPhase {
    var isIdle: Bool {
        if case .idle = self { return true }
        return false
    }
}

extension Diagnostic.Kind {
    /// `viewForZooming(in:)` returned a view that is not a subview of the scroll view; zooming
    /// ignored it.
    public static let zoomViewNotSubview = Diagnostic.Kind(rawValue: "zoom-view-not-subview")
}

extension ScrollViewPanGestureRecognizer {
    /// Whether a zoomable scroll view, at its edge in the direction the finger moves along
    /// the dominant axis, leaves the drag to an enclosing scroll view on the same touch that
    /// can scroll along it (a photo pager: a swipe at a zoomed photo's edge turns the page).
    func yieldsAtZoomedEdge(_ scrollView: ScrollView, translation t: CGPoint) -> Bool {
        guard scrollView.zoom?.pinch != nil else { return false }
        let horizontal = abs(t.x) >= abs(t.y)
        let offset = scrollView.contentOffset
        let low = scrollView.minimumContentOffset
        let high = scrollView.maximumContentOffset
        let atEdge: Bool
        if horizontal {
            atEdge = t.x < 0 ? offset.x >= high.x - 0.5 : offset.x <= low.x + 0.5
        } else {
            atEdge = t.y < 0 ? offset.y >= high.y - 0.5 : offset.y <= low.y + 0.5
        }
        guard atEdge else { return false }
        for touch in trackedTouches {
            var holder = scrollView.superview
            while let view = holder {
                holder = view.superview
                for other in view.gestureRecognizers where other.state == .possible {
                    guard let otherPan = other as? ScrollViewPanGestureRecognizer,
                        let otherView = otherPan.scrollView, otherPan.isEnabled,
                        otherPan.trackedTouches.contains(where: { $0 === touch })
                    else { continue }
                    if horizontal ? otherView.canScrollHorizontally : otherView.canScrollVertically
                    {
                        return true
                    }
                }
            }
        }
        return false
    }
}

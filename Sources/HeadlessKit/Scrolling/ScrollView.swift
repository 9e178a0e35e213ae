import Foundation

/// A view whose bounds origin (``contentOffset``) moves under a drag, like `UIScrollView`.
///
///     let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
///     scroll.contentSize = CGSize(width: 390, height: 3000)
///     scroll.addSubview(content)
///     window.addSubview(scroll)
///     window.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.3)
///     window.settle()   // decelerates frame by frame on the window's clock
///
/// Rules (`UIScrollView`; the codes are defined in docs/Rules.md): `contentOffset` is
/// `bounds.origin` and is not clamped when set in code (S1); drags stay inside
/// `[-adjustedContentInset, contentSize - bounds + adjustedContentInset]` and rubber-band beyond it
/// with the 0.55 constant when ``bounces`` (S4, S8); on lift the offset decelerates by
/// ``decelerationRate`` per millisecond (S10), springs back into range, and with
/// ``isPagingEnabled`` snaps to at most one page past where the drag started (S14).
///
/// Model values where UIKit's documentation gives no number:
/// - the pan begins after 10 pt (``PanGestureRecognizer/hysteresis``), only for movement that
///   has a component along a scrollable axis; if the movement is mostly along an axis this view
///   cannot scroll but a scroll view sharing the touch can, this one lets it have the drag;
/// - directional lock: the drag locks to the dominant axis when the other component is under
///   tan 22.5° of it (``directionalLockRatio``);
/// - deceleration stops when less than 0.5 pt of travel is left (``stopDistance``; that is
///   |v| < 0.5·|1000·ln d| pt/s, the ε of S10's stop time);
/// - paging: a release faster than 250 pt/s (``pagingVelocityThreshold``) goes to the next
///   page in its direction, a slower one to the nearest page;
/// - bounce-back and paging snaps use a critically damped spring with ω = 20 /s (about 0.5 s);
/// - animated `setContentOffset` / `scrollRectToVisible` take 0.3 s, ease-in-out
///   (``scrollAnimationDuration``); under a dragging finger they apply at once (the drag
///   follows), and from `scrollViewDidEndDragging` they replace the deceleration;
/// - a deceleration or animation whose view leaves its window finishes at once where it was
///   going, with its end call (its clock may never run again);
/// - content touches wait 150 ms (``contentTouchDelay``) when ``delaysContentTouches``;
///   ``touchesShouldBegin(_:with:in:)`` is asked when they would reach the content;
/// - ``contentInsetAdjustmentBehavior`` `.automatic` is `.scrollableAxes` (there are no
///   navigation controllers), and a change of ``adjustedContentInset`` does not move the offset;
/// - zooming (``zoomScale``, ``zoom(to:animated:)``, the pinch): the view for zooming keeps
///   its frame's top-left as it scales; a pinch may rubber-band to 1.5 × the maximum and
///   0.5 × the minimum (``zoomBounceDimension``) and bounces back in 0.3 s
///   (``zoomAnimationDuration``); a zoomable view at its edge leaves a drag heading out of it
///   to an enclosing scroll view that can take it (a photo pager turns the page).
@MainActor
open class ScrollView: View {
    /// The delegate that hears about scrolling, in UIKit's order.
    public weak var delegate: ScrollViewDelegate?

    /// The recognizer that drives dragging. Add `require(toFail:)` or a delegate to it to
    /// arbitrate with your own recognizers.
    public let panGestureRecognizer: PanGestureRecognizer
    let delayRecognizer: ContentTouchDelayRecognizer

    /// Whether the content bounces past its edges (and back). `true` by default.
    public var bounces = true
    /// Whether the vertical scroll indicator shows while scrolling. Stored.
    public var showsVerticalScrollIndicator = true
    /// Whether the horizontal scroll indicator shows while scrolling. Stored.
    public var showsHorizontalScrollIndicator = true
    /// How far the vertical scroll indicator is inset, like
    /// `UIScrollView.verticalScrollIndicatorInsets`. Stored (no indicator is drawn); a NaN or
    /// infinite inset stops, naming the view.
    public var verticalScrollIndicatorInsets: EdgeInsets = .zero {
        didSet {
            checkIndicatorInsets(verticalScrollIndicatorInsets, "verticalScrollIndicatorInsets")
        }
    }
    /// How far the horizontal scroll indicator is inset, like
    /// `UIScrollView.horizontalScrollIndicatorInsets`. Stored, checked as the vertical one.
    public var horizontalScrollIndicatorInsets: EdgeInsets = .zero {
        didSet {
            checkIndicatorInsets(horizontalScrollIndicatorInsets, "horizontalScrollIndicatorInsets")
        }
    }
    /// Whether the indicators' insets follow the safe area, like
    /// `UIScrollView.automaticallyAdjustsScrollIndicatorInsets`. Stored.
    public var automaticallyAdjustsScrollIndicatorInsets = true
    /// When dragging dismisses the keyboard, like `UIScrollView.keyboardDismissMode`: `.none`
    /// by default (see ``KeyboardDismissMode`` for what each mode does).
    public var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether a tap on the status bar scrolls to the top. Stored.
    public var scrollsToTop = true
    /// Whether a vertical drag bounces even when the content is not taller than the view.
    public var alwaysBounceVertical = false {
        didSet { if alwaysBounceVertical != oldValue { updateAdjustedContentInset() } }
    }
    /// Whether a horizontal drag bounces even when the content is not wider than the view.
    public var alwaysBounceHorizontal = false {
        didSet { if alwaysBounceHorizontal != oldValue { updateAdjustedContentInset() } }
    }
    /// Whether the view stops on multiples of its bounds size. `false` by default.
    public var isPagingEnabled = false
    /// Whether a drag that starts along one axis stays on it. `false` by default.
    public var isDirectionalLockEnabled = false
    /// How quickly a fling slows down. `.normal` (0.998 per ms) by default.
    public var decelerationRate: DecelerationRate = .normal
    /// Whether touches on content wait ``contentTouchDelay`` to see if they are a scroll.
    /// `true` by default.
    public var delaysContentTouches = true
    /// Whether a drag may take touches the content is already tracking (cancelling them).
    /// `true` by default.
    public var canCancelContentTouches = true

    /// Whether dragging is possible at all. Turning it off mid-drag cancels the drag.
    public var isScrollEnabled: Bool {
        get { panGestureRecognizer.isEnabled }
        set { panGestureRecognizer.isEnabled = newValue }
    }

    /// What the view is doing, with that phase's data (see ``ScrollPhase``).
    var phase: ScrollPhase = .idle {
        didSet { if phase.kind != oldValue.kind { phaseChanges &+= 1 } }
    }
    /// Counts changes of ``phase`` from one case to another (not updates of a phase's data).
    /// Code that calls a delegate compares it before and after to learn whether the delegate
    /// stopped, dragged or animated the view from inside the call.
    var phaseChanges = 0
    /// The frame callback that steps a deceleration or animation; set only while
    /// ``phase`` is one of them (ScrollView+Deceleration.swift).
    var motionCallback: FrameCallback?
    /// Zooming's limits, pinch and state (ScrollView+Zooming.swift); `nil` until a zoom
    /// property is first set, so a scroll view that never zooms pays nothing else.
    var zoom: ZoomState?
    /// The control behind ``refreshControl`` (ScrollView+RefreshControl.swift).
    var refreshControlStorage: RefreshControl?

    /// Whether a finger is down on the view (it may not have started dragging yet).
    public var isTracking: Bool { phase.isTracking }
    /// Whether a drag is scrolling the view.
    public var isDragging: Bool { phase.isDragging }
    /// Whether the view is moving on its own after the finger lifted.
    public var isDecelerating: Bool { phase.isDecelerating }

    // Model constants (see the type's documentation).
    /// Rubber-band constant c in `b(x) = x·c·d / (x·c + d)` (UIKit S8).
    public nonisolated static let rubberBandConstant: CGFloat = 0.55
    /// Remaining travel (pt) under which deceleration stops and lands. Model value: 0.5.
    public nonisolated static let stopDistance: CGFloat = 0.5
    /// Release velocity (pt/s) above which paging moves to the next page. Model value: 250.
    public nonisolated static let pagingVelocityThreshold: CGFloat = 250
    /// Minor/major component ratio under which a drag locks to one axis: tan 22.5°.
    public nonisolated static let directionalLockRatio: CGFloat = 0.41421356237309503
    /// Duration (s) of animated `setContentOffset`. Model value: 0.3.
    public nonisolated static let scrollAnimationDuration: TimeInterval = 0.3
    /// How long (s) touches on content are held back when `delaysContentTouches`. 0.15.
    public nonisolated static let contentTouchDelay: TimeInterval = 0.15
    /// The bounce-back spring's natural frequency (rad/s), critically damped. Model value: 20.
    public nonisolated static let springFrequency: CGFloat = 20

    var offsetObservers: [ScrollObserver] = []
    var sizeObservers: [ScrollObserver] = []

    /// Whether this scroll view waits in its window's `scrollViewsToBringInside`.
    var isPendingRestCheck = false

    override func boundsSizeDidChange() {
        bringInsideAtRest()
    }

    /// How many `scrollViewDidScroll` calls are running inside one another.
    private var scrollCallbackDepth = 0

    /// Makes a scroll view; it clips to its bounds, as UIKit's does.
    public override init(frame: CGRect) {
        let pan = ScrollViewPanGestureRecognizer()
        panGestureRecognizer = pan
        delayRecognizer = ContentTouchDelayRecognizer()
        super.init(frame: frame)
        clipsToBounds = true
        pan.scrollView = self
        pan.addTarget { [weak self] recognizer in
            self?.handlePan(recognizer as! PanGestureRecognizer)
        }
        delayRecognizer.scrollView = self
        addGestureRecognizer(delayRecognizer)
        addGestureRecognizer(pan)
    }

    override var defaultClipsToBounds: Bool { true }

    override func windowDidChange() {
        super.windowDidChange()
        // Its motion ran on the old window's clock, which may never run again.
        if phase.isMoving { finishMotionAtOnce() }
        if zoom != nil { finishZoomAnimationAtOnce() }
        followWindowSafeArea()
    }

    override func appendTreeProperties(to properties: inout [String], presentation: Bool) {
        super.appendTreeProperties(to: &properties, presentation: presentation)
        let offset = presentation ? presentationBounds.origin : contentOffset
        if offset != .zero { properties.append("offset=\(formatted(offset))") }
        if contentSize != .zero { properties.append("content=\(formatted(contentSize))") }
    }

    // MARK: - Offsets and sizes

    /// The point of the content shown at the top-left corner: `bounds.origin` (UIKit S1). Not
    /// clamped; setting it calls `scrollViewDidScroll` synchronously when it changes, and does
    /// not stop a deceleration (so code may recentre content while it moves).
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            checkOffset(newValue, "contentOffset")
            setBounds(CGRect(origin: newValue, size: bounds.size))
        }
    }

    /// The size of the scrollable content. `.zero` by default.
    public var contentSize: CGSize = .zero {
        didSet {
            precondition(
                contentSize.width.isFinite && contentSize.height.isFinite,
                "ScrollView.contentSize: \(contentSize) is not finite (\(shortDescription))")
            guard contentSize != oldValue else { return }
            updateAdjustedContentInset()
            notifySizeObservers(old: oldValue)
        }
    }

    /// Extra scrollable space around the content (negative insets allowed). `.zero` by default.
    ///
    /// - Precondition: every edge is finite.
    public var contentInset: EdgeInsets = .zero {
        didSet {
            precondition(
                contentInset.isFinite,
                "ScrollView.contentInset: \(contentInset) is not finite (\(shortDescription))")
            if contentInset != oldValue { updateAdjustedContentInset() }
        }
    }

    /// Which of the window's safe-area insets ``adjustedContentInset`` adds to
    /// ``contentInset``. `.automatic` by default (UIKit S3).
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet {
            if contentInsetAdjustmentBehavior != oldValue { updateAdjustedContentInset() }
        }
    }

    /// ``contentInset`` plus the safe-area insets that ``contentInsetAdjustmentBehavior``
    /// selects (UIKit S3); the drag limits and the bounce use it. Equal to `contentInset`
    /// while the window has no safe area (the headless default).
    ///
    ///     window.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
    ///     scroll.contentSize = CGSize(width: 390, height: 3000)   // taller than 844
    ///     scroll.adjustedContentInset   // (top 47, bottom 34): the offset rests at y = -47
    ///
    /// It is kept up to date as the window's insets, the view's place in the window, its size,
    /// its content size and the properties above change; the delegate hears
    /// `scrollViewDidChangeAdjustedContentInset` each time it changes.
    open var adjustedContentInset: EdgeInsets {
        if needsAdjustedContentInsetUpdate { updateAdjustedContentInset() }
        return storedAdjustedContentInset
    }

    /// Called after ``adjustedContentInset`` changed, before the delegate hears of it. Call
    /// `super` when you override it.
    open func adjustedContentInsetDidChange() {}

    var storedAdjustedContentInset: EdgeInsets = .zero
    /// Set when the view or an ancestor moved in a window with a safe area: the next read or
    /// frame recomputes ``adjustedContentInset``.
    var needsAdjustedContentInsetUpdate = false
    /// How many times ``adjustedContentInset`` was computed (tests check it stays cheap).
    var adjustedContentInsetComputations = 0

    /// The smallest offset a drag reaches without rubber-banding: `(-inset.left, -inset.top)`.
    public var minimumContentOffset: CGPoint {
        let a = adjustedContentInset
        // `0 - inset`, not `-inset`: with no inset the bound is 0, not -0, so that a clamped
        // offset never reads (and prints) as -0.
        return CGPoint(x: 0 - a.left, y: 0 - a.top)
    }

    /// The largest offset a drag reaches without rubber-banding (UIKit S4).
    public var maximumContentOffset: CGPoint {
        let a = adjustedContentInset
        let low = minimumContentOffset
        return CGPoint(
            x: max(low.x, contentSize.width + a.right - bounds.width),
            y: max(low.y, contentSize.height + a.bottom - bounds.height))
    }

    /// Whether a horizontal drag scrolls: content plus insets wider than the view, or
    /// `alwaysBounceHorizontal` with `bounces` (UIKit S5).
    public var canScrollHorizontally: Bool {
        let a = adjustedContentInset
        return contentSize.width + a.left + a.right > bounds.width
            || (alwaysBounceHorizontal && bounces)
    }

    /// Whether a vertical drag scrolls (UIKit S5).
    public var canScrollVertically: Bool {
        let a = adjustedContentInset
        return contentSize.height + a.top + a.bottom > bounds.height
            || (alwaysBounceVertical && bounces)
    }

    /// Sets the offset, animating at the model's 0.3 s ease-in-out when `animated` (then
    /// `scrollViewDidEndScrollingAnimation`). Either way it stops a running deceleration or
    /// animation, without their end callbacks. Under a dragging finger it does not animate
    /// (the drag follows the new offset); from the release callbacks
    /// (`scrollViewWillEndDragging`, `scrollViewDidEndDragging`) it animates instead of the
    /// deceleration.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        checkOffset(offset, "setContentOffset(_:animated:)")
        stopMotion()
        var underFinger = false
        if case .dragging(let drag) = phase { underFinger = drag.isTouchDown }
        if animated, !underFinger, window != nil, offset != contentOffset {
            startScrollAnimation(to: offset)
        } else {
            contentOffset = offset
        }
    }

    /// Scrolls the least distance that makes `rect` (in content coordinates) visible, nearest
    /// edges first, within the content. Does nothing if it is already visible.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        precondition(
            rect.isFiniteRect,
            "ScrollView.scrollRectToVisible: \(rect) is not finite (\(shortDescription))")
        let visible = bounds
        var target = contentOffset
        func axis(_ lo: CGFloat, _ hi: CGFloat, _ vlo: CGFloat, _ vhi: CGFloat, _ size: CGFloat)
            -> CGFloat?
        {
            if lo >= vlo && hi <= vhi { return nil }
            if hi - lo > size || lo < vlo { return lo }
            return hi - size
        }
        if let x = axis(rect.minX, rect.maxX, visible.minX, visible.maxX, visible.width) {
            target.x = x
        }
        if let y = axis(rect.minY, rect.maxY, visible.minY, visible.maxY, visible.height) {
            target.y = y
        }
        target = clamped(target)
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// Whether the content `view` may receive `touches` (UIKit S16). Asked once per touch,
    /// when the ``contentTouchDelay`` ends or at touch-down without ``delaysContentTouches``,
    /// just before `view` would get `touchesBegan`. Returning `false` keeps the touches from
    /// the content for their whole life; the scroll view can still be dragged by them.
    /// `true` by default.
    open func touchesShouldBegin(_ touches: Set<Touch>, with event: Event, in view: View) -> Bool {
        true
    }

    /// Whether a drag may cancel the touches of `view`, which the content is tracking. `true`
    /// unless `view` is a ``Control`` (UIKit S16).
    open func touchesShouldCancel(in view: View) -> Bool {
        !(view is Control)
    }

    override func contentTouchesShouldBegin(
        _ touches: Set<Touch>, with event: Event, in view: View
    ) -> Bool {
        touchesShouldBegin(touches, with: event, in: view)
    }

    override func boundsOriginDidChange(from oldOrigin: CGPoint) {
        super.boundsOriginDidChange(from: oldOrigin)
        frameGuideFollowsOffset()
        scrollCallbackDepth += 1
        defer { scrollCallbackDepth -= 1 }
        precondition(
            scrollCallbackDepth <= ScrollView.maximumScrollCallbackDepth,
            "\(shortDescription): scrollViewDidScroll (or an offset observer) set contentOffset "
                + "\(ScrollView.maximumScrollCallbackDepth) times inside itself, last to "
                + "\(formatted(contentOffset)); it must stop changing the offset it is told about")
        delegate?.scrollViewDidScroll(self)
        notifyOffsetObservers(old: oldOrigin)
    }

    /// How deep `scrollViewDidScroll` may set the offset from inside itself before it stops
    /// as a programmer error (a callback that never converges would overflow the stack).
    nonisolated static let maximumScrollCallbackDepth = 64

    /// Where a released drag stops, given where deceleration would stop (`projected`) and the
    /// offset's velocity in pt/s. Returns `projected`; `CollectionView` asks its layout.
    func targetContentOffset(forRelease projected: CGPoint, velocity: CGPoint) -> CGPoint {
        projected
    }

    func checkOffset(_ offset: CGPoint, _ property: String) {
        precondition(
            offset.x.isFinite && offset.y.isFinite,
            "ScrollView.\(property): \(offset) has a NaN or infinite value (\(shortDescription))")
    }

    func clamped(_ offset: CGPoint) -> CGPoint {
        let low = minimumContentOffset
        let high = maximumContentOffset
        return CGPoint(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
    }

    // MARK: - Rubber band

    /// Displayed overshoot for a finger overshoot `x` on an axis of size `d` (UIKit S8):
    /// `x·c·d / (x·c + d)`, c = 0.55.
    public nonisolated static func rubberBand(_ x: CGFloat, dimension d: CGFloat) -> CGFloat {
        guard d > 0, x > 0 else { return max(x, 0) * rubberBandConstant }
        // x·c·d / (x·c + d), written so that a huge x (or d) cannot overflow to ∞ / ∞.
        return d / (1 + d / (x * rubberBandConstant))
    }

    /// The finger overshoot that shows as `y` (the inverse of ``rubberBand(_:dimension:)``).
    nonisolated static func inverseRubberBand(_ y: CGFloat, dimension d: CGFloat) -> CGFloat {
        guard d > 0, y > 0 else { return max(y, 0) / rubberBandConstant }
        let shown = min(y, d * 0.999)
        return shown * d / (rubberBandConstant * (d - shown))
    }

    /// The displayed offset for a raw (finger) offset on one axis.
    func banded(_ raw: CGFloat, low: CGFloat, high: CGFloat, dimension: CGFloat) -> CGFloat {
        if raw < low {
            return bounces ? low - ScrollView.rubberBand(low - raw, dimension: dimension) : low
        }
        if raw > high {
            return bounces ? high + ScrollView.rubberBand(raw - high, dimension: dimension) : high
        }
        return raw
    }

    func unbanded(_ shown: CGFloat, low: CGFloat, high: CGFloat, dimension: CGFloat) -> CGFloat {
        if shown < low {
            return low - ScrollView.inverseRubberBand(low - shown, dimension: dimension)
        }
        if shown > high {
            return high + ScrollView.inverseRubberBand(shown - high, dimension: dimension)
        }
        return shown
    }

    // MARK: - Dragging

    func handlePan(_ pan: PanGestureRecognizer) {
        if keyboardDismissMode != .none { dismissKeyboard(following: pan) }
        switch pan.state {
        case .began:
            stopMotion()
            if zoom != nil { finishZoomAnimationAtOnce() }
            let t = pan.translation(in: self)
            var h = canScrollHorizontally
            var v = canScrollVertically
            if isDirectionalLockEnabled && h && v {
                let ax = abs(t.x)
                let ay = abs(t.y)
                if ay < ax * ScrollView.directionalLockRatio { v = false }
                if ax < ay * ScrollView.directionalLockRatio { h = false }
            }
            var drag = ScrollPhase.Drag(
                rawOffset: .zero, lastAppliedOffset: .zero, lastTranslation: .zero,
                horizontal: h, vertical: v, startOffset: contentOffset, isTouchDown: true)
            rebase(&drag)
            phase = .dragging(drag)
            delegate?.scrollViewWillBeginDragging(self)
            applyDrag(t)
        case .changed:
            // Under a pinch the zoom moves the offset (ScrollView+Zooming.swift).
            if zoom != nil, isZooming {
                followDragUnderPinch(pan.translation(in: self))
                return
            }
            applyDrag(pan.translation(in: self))
        case .ended, .cancelled:
            if zoom != nil, isZooming {
                endDragUnderPinch()
                return
            }
            endDrag(fingerVelocity: pan.state == .ended ? pan.velocity(in: self) : .zero)
        default:
            break
        }
    }

    /// Carries `drag` on from the offset shown (its raw offset is the one that rubber-bands
    /// to it), after the limits changed under the finger.
    func rebase(_ drag: inout ScrollPhase.Drag) {
        let low = minimumContentOffset
        let high = maximumContentOffset
        let offset = contentOffset
        drag.rawOffset = CGPoint(
            x: unbanded(offset.x, low: low.x, high: high.x, dimension: bounds.width),
            y: unbanded(offset.y, low: low.y, high: high.y, dimension: bounds.height))
        drag.lastAppliedOffset = offset
    }

    private func applyDrag(_ translation: CGPoint) {
        // The delegate may have ended the drag (an animation from scrollViewWillBeginDragging).
        guard case .dragging(var drag) = phase else { return }
        // Code (a delegate recentring the content) may have moved the offset: follow it.
        if contentOffset != drag.lastAppliedOffset { rebase(&drag) }
        let dx = translation.x - drag.lastTranslation.x
        let dy = translation.y - drag.lastTranslation.y
        drag.lastTranslation = translation
        if drag.horizontal { drag.rawOffset.x -= dx }
        if drag.vertical { drag.rawOffset.y -= dy }
        let low = minimumContentOffset
        let high = maximumContentOffset
        var next = contentOffset
        if drag.horizontal {
            next.x = banded(drag.rawOffset.x, low: low.x, high: high.x, dimension: bounds.width)
        }
        if drag.vertical {
            next.y = banded(drag.rawOffset.y, low: low.y, high: high.y, dimension: bounds.height)
        }
        drag.lastAppliedOffset = next
        phase = .dragging(drag)
        contentOffset = next
    }

    // MARK: - Touches (from the pan recognizer)

    /// A finger touched the view. Touching a moving scroll view stops it where it is (UIKit
    /// S13); the phase remembers it, so that a lift without a drag still brings it to rest.
    func touchDidBegin() {
        switch phase {
        case .idle:
            phase = .tracking(caughtMotion: false)
        case .tracking:
            break
        case .dragging(var drag):  // another finger joins the drag
            drag.isTouchDown = true
            phase = .dragging(drag)
        case .decelerating, .animating:
            stopClockCallback()
            phase = .tracking(caughtMotion: true)
        }
    }

    /// The last finger on the view lifted (or the pan stopped tracking it: cancelled, or
    /// another recognizer took the touch).
    func touchDidEnd() {
        switch phase {
        case .tracking(let caughtMotion):
            if caughtMotion {
                settleCaughtMotion()
            } else {
                comeToRest(.stopped)
            }
        case .dragging(var drag):  // the pan's release follows
            drag.isTouchDown = false
            phase = .dragging(drag)
        case .animating(var animation):
            animation.isTouchDown = false
            phase = .animating(animation)
        case .idle, .decelerating:
            break
        }
    }
}

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
///   (``scrollAnimationDuration``);
/// - content touches wait 150 ms (``contentTouchDelay``) when ``delaysContentTouches``;
///   ``touchesShouldBegin(_:with:in:)`` is asked when they would reach the content;
/// - ``contentInsetAdjustmentBehavior`` `.automatic` is `.scrollableAxes` (there are no
///   navigation controllers), and a change of ``adjustedContentInset`` does not move the offset.
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
    /// When dragging dismisses the keyboard, like `UIScrollView.KeyboardDismissMode`. Stored
    /// (there is no keyboard).
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

    /// Whether a finger is down on the view (it may not have started dragging yet).
    public internal(set) var isTracking = false {
        didSet { if oldValue && !isTracking { settleAfterStoppingTouch() } }
    }

    /// Set when a touch stopped a deceleration or animated scroll: if the touch ends without a
    /// drag, the scroll view still has to come to rest on a page (or inside its bounds).
    var wasStoppedByTouch = false
    /// Whether a drag is scrolling the view.
    public internal(set) var isDragging = false
    /// Whether the view is moving on its own after the finger lifted.
    public internal(set) var isDecelerating = false

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

    // Drag state.
    var dragRawOffset: CGPoint = .zero
    var lastAppliedOffset: CGPoint = .zero
    var lastTranslation: CGPoint = .zero
    var dragAxes: (horizontal: Bool, vertical: Bool) = (false, false)
    var dragStartOffset: CGPoint = .zero
    // Motion state (ScrollView+Deceleration.swift).
    var motion: ScrollMotion?
    /// Whether this scroll view waits in its window's `scrollViewsToBringInside`.
    var isPendingRestCheck = false

    override func boundsSizeDidChange() {
        bringInsideAtRest()
    }

    /// Notes that the offset may now show past the content although no code set it there (the
    /// view grew past its content, or a collection view's data shrank under it): at the first
    /// frame at rest, after layout, it comes back inside its range. A finger or a deceleration
    /// defers it until they end; an animated `setContentOffset` started since cancels it (an
    /// offset set in code is never clamped).
    func bringInsideAtRest() {
        guard !isPendingRestCheck, let window else { return }
        isPendingRestCheck = true
        window.scrollViewsToBringInside.append(WeakScrollView(view: self))
    }
    /// How many `scrollViewDidScroll` calls are running inside one another.
    private var scrollCallbackDepth = 0
    var motionCallback: FrameCallback?

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
        return CGPoint(x: -a.left, y: -a.top)
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
    /// animation, without their end callbacks.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        checkOffset(offset, "setContentOffset(_:animated:)")
        stopMotion()
        if animated, window != nil, offset != contentOffset {
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
        switch pan.state {
        case .began:
            stopMotion()
            let t = pan.translation(in: self)
            var h = canScrollHorizontally
            var v = canScrollVertically
            if isDirectionalLockEnabled && h && v {
                let ax = abs(t.x)
                let ay = abs(t.y)
                if ay < ax * ScrollView.directionalLockRatio { v = false }
                if ax < ay * ScrollView.directionalLockRatio { h = false }
            }
            dragAxes = (h, v)
            dragStartOffset = contentOffset
            lastTranslation = .zero
            rebaseDrag()
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
            applyDrag(t)
        case .changed:
            applyDrag(pan.translation(in: self))
        case .ended:
            endDrag(fingerVelocity: pan.velocity(in: self))
        case .cancelled:
            endDrag(fingerVelocity: .zero)
        default:
            break
        }
    }

    private func rebaseDrag() {
        let low = minimumContentOffset
        let high = maximumContentOffset
        let offset = contentOffset
        dragRawOffset = CGPoint(
            x: unbanded(offset.x, low: low.x, high: high.x, dimension: bounds.width),
            y: unbanded(offset.y, low: low.y, high: high.y, dimension: bounds.height))
        lastAppliedOffset = offset
    }

    private func applyDrag(_ translation: CGPoint) {
        // Code (a delegate recentring the content) may have moved the offset: follow it.
        if contentOffset != lastAppliedOffset { rebaseDrag() }
        let dx = translation.x - lastTranslation.x
        let dy = translation.y - lastTranslation.y
        lastTranslation = translation
        if dragAxes.horizontal { dragRawOffset.x -= dx }
        if dragAxes.vertical { dragRawOffset.y -= dy }
        let low = minimumContentOffset
        let high = maximumContentOffset
        var next = contentOffset
        if dragAxes.horizontal {
            next.x = banded(dragRawOffset.x, low: low.x, high: high.x, dimension: bounds.width)
        }
        if dragAxes.vertical {
            next.y = banded(dragRawOffset.y, low: low.y, high: high.y, dimension: bounds.height)
        }
        lastAppliedOffset = next
        contentOffset = next
    }
}

/// The scroll view's pan: begins only for movement it can scroll (see ``ScrollView``).
@MainActor
final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
    weak var scrollView: ScrollView?

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if let scrollView {
            // Touching a moving scroll view stops it where it is (S13).
            if scrollView.isDecelerating || scrollView.motion != nil {
                scrollView.wasStoppedByTouch = true
            }
            scrollView.stopMotion()
            scrollView.isTracking = true
        }
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if trackedTouches.count == touches.count { scrollView?.isTracking = false }
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        if trackedTouches.count == touches.count { scrollView?.isTracking = false }
        super.touchesCancelled(touches, with: event)
    }

    override func reset() {
        super.reset()
        // Reset follows a terminal state: this pan tracks nothing more of the sequence, even if
        // the finger is still down on another scroll view that took the touch over.
        scrollView?.isTracking = false
    }

    override func shouldBeginPan(translation t: CGPoint) -> Bool? {
        guard let scrollView else { return false }
        let h = scrollView.canScrollHorizontally
        let v = scrollView.canScrollVertically
        let horizontalDominant = abs(t.x) >= abs(t.y)
        let dominantOK = horizontalDominant ? h : v
        if !dominantOK {
            let minorOK = horizontalDominant ? (v && t.y != 0) : (h && t.x != 0)
            guard minorOK else { return false }
            // Mostly along an axis we cannot scroll: leave it to a scroll view on the same
            // touch that can (the outer vertical one for a steep drag on a horizontal pager).
            // They are on the touch's view or above it, where the touch went at touch-down.
            for touch in trackedTouches {
                var holder = touch.view
                while let view = holder {
                    holder = view.superview
                    for other in view.gestureRecognizers
                    where other !== self && other.state == .possible {
                        guard let otherPan = other as? ScrollViewPanGestureRecognizer,
                            let otherView = otherPan.scrollView, otherPan.isEnabled,
                            otherPan.trackedTouches.contains(where: { $0 === touch })
                        else { continue }
                        if horizontalDominant
                            ? otherView.canScrollHorizontally
                            : otherView.canScrollVertically
                        {
                            return false
                        }
                    }
                }
            }
        }
        // Content already tracking the touch (after the delay): ask before taking it (S16).
        for touch in trackedTouches where touch.viewDelivery == .tracking {
            guard let view = touch.view else { continue }
            if !scrollView.canCancelContentTouches { return false }
            if !scrollView.touchesShouldCancel(in: view) { return false }
        }
        return true
    }
}

/// Holds touches back from the content for 150 ms (or until lift), then lets them through
/// by failing; a drag that begins sooner takes them first (UIKit S16).
@MainActor
final class ContentTouchDelayRecognizer: GestureRecognizer {
    weak var scrollView: ScrollView?

    override init(action: (@MainActor (GestureRecognizer) -> Void)? = nil) {
        super.init(action: action)
        delaysTouchesBegan = true
        cancelsTouchesInView = false
        name = "content-touch-delay"
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let scrollView, scrollView.delaysContentTouches,
            touches.contains(where: { $0.view !== scrollView })
        else {
            state = .failed
            return
        }
        if !hasTimers {
            schedule(after: ScrollView.contentTouchDelay) { [weak self] in
                if self?.state == .possible { self?.state = .failed }
            }
        }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if trackedTouches.count == touches.count { state = .failed }
    }
}

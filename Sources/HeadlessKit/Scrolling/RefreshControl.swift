import Foundation

/// Pull to refresh, like `UIRefreshControl`: set it as a scroll view's
/// ``ScrollView/refreshControl`` and listen for `.valueChanged`.
///
///     tableView.refreshControl = RefreshControl()
///     tableView.refreshControl?.addAction(Action { [weak self] _ in self?.reload() },
///                                         for: .valueChanged)
///     // later, when the data is in:
///     tableView.refreshControl?.endRefreshing()
///
///     +- scroll view ---------------+
///     | (spinner)  refresh control  |  frame (0, -height; width, height) in content space
///     |-----------------------------|  <- content top (offset -adjustedContentInset.top)
///     |  row 0                      |
///
/// Rules, from UIKit's `UIRefreshControl` documentation:
/// - dragging the top of the content down reveals the control; pulled far enough while the
///   finger is still down, it begins refreshing and sends `.valueChanged` once for that drag
///   (on iOS the spinner starts and the action runs before the finger lifts);
/// - while it refreshes, the scroll view's ``ScrollView/adjustedContentInset`` top grows by the
///   control's height (``ScrollView/contentInset`` is untouched), so a released drag springs
///   back to rest with the control showing, at `contentOffset.y == -adjustedContentInset.top`;
/// - ``beginRefreshing()`` in code changes the state and the inset but sends no
///   `.valueChanged` and does not scroll: as on iOS, set the offset yourself to show it
///   (`setContentOffset(CGPoint(x: 0, y: -adjustedContentInset.top), animated: true)`);
/// - ``endRefreshing()`` restores the inset and, if the control is (partly) on screen and no
///   finger holds the content, animates the content back to the top (an animated
///   `setContentOffset`, so the delegate hears `scrollViewDidEndScrollingAnimation`).
///
/// Model values where UIKit's documentation gives no number: the control is
/// ``defaultHeight`` (60 pt) tall, and a pull triggers once the top of the content shows
/// ``triggerDistance`` (60 pt) below its resting place (displayed offset, after the rubber
/// band). Under a large-title navigation bar the pull works the same, but the bar's row does
/// not stretch as UIKit's does.
///
/// Its spinner's colour is ``View/tintColor`` and its text ``attributedTitle``; both are
/// stored, nothing is drawn.
///
/// A refresh control belongs to one scroll view at a time: setting it on another moves it
/// (the first one's ``ScrollView/refreshControl`` becomes `nil`). It keeps working as a value
/// holder after its scroll view is gone.
@MainActor
open class RefreshControl: Control {
    /// How far (pt) below its resting place the top of the content must be pulled, while
    /// dragging, to begin refreshing. Model value: 60.
    public nonisolated static let triggerDistance: CGFloat = 60
    /// The control's height (pt), by which the adjusted top inset grows while it refreshes.
    /// Model value: 60.
    public nonisolated static let defaultHeight: CGFloat = 60

    /// Whether a refresh is running (from a pull or ``beginRefreshing()`` until
    /// ``endRefreshing()``).
    public private(set) var isRefreshing = false

    /// The text shown under the spinner, like `UIRefreshControl.attributedTitle`. Stored.
    public var attributedTitle: NSAttributedString?

    /// The scroll view whose ``ScrollView/refreshControl`` this is. Weak: the scroll view
    /// owns its refresh control.
    public internal(set) weak var scrollView: ScrollView?

    /// What this control adds to its scroll view's adjusted top inset now.
    var heldInset: CGFloat = 0
    /// The scroll view's `phaseChanges` when a pull last fired: the same drag never fires
    /// twice, even if the action ends the refresh at once while the finger holds on.
    var firedInDrag: Int?
    /// Keeps the offset observation that watches for the pull.
    var offsetObservation: ScrollViewObservation?

    /// Makes a refresh control of the default size (0 wide until its scroll view sizes it).
    public convenience init() {
        self.init(
            frame: CGRect(x: 0, y: 0, width: 0, height: RefreshControl.defaultHeight))
    }

    /// Makes a refresh control with `frame` (its scroll view places and sizes it).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "refresh"
    }

    override func appendTreeProperties(to properties: inout [String], presentation: Bool) {
        super.appendTreeProperties(to: &properties, presentation: presentation)
        if isRefreshing { properties.append("refreshing") }
    }

    /// Starts refreshing in code, as when "an external event" starts it (`UIRefreshControl`):
    /// no `.valueChanged`, no scrolling; the adjusted top inset grows by the control's height.
    /// Does nothing while refreshing.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        if let scrollView { hold(max(frame.height, 0), in: scrollView) }
    }

    /// Ends the refresh: restores the inset and, if the control shows and no finger holds
    /// the content, animates the content back to the top. Does nothing when not refreshing.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        guard let scrollView else {
            heldInset = 0
            return
        }
        hold(0, in: scrollView)
        let top = scrollView.minimumContentOffset.y
        if scrollView.contentOffset.y < top, !scrollView.isTracking {
            scrollView.setContentOffset(
                CGPoint(x: scrollView.contentOffset.x, y: top), animated: true)
        }
    }

    /// Leaving the scroll view by `removeFromSuperview()` detaches it as setting
    /// ``ScrollView/refreshControl`` to `nil` would. Call `super` when you override it.
    open override func willMove(toSuperview newSuperview: View?) {
        super.willMove(toSuperview: newSuperview)
        if let scrollView, newSuperview !== scrollView {
            detach(from: scrollView, isLeaving: true)
        }
    }

    // MARK: - Attaching (ScrollView.refreshControl)

    /// Becomes `scrollView`'s refresh control: above the content, full width, watching for
    /// pulls; a running refresh holds its inset there.
    func attach(to scrollView: ScrollView) {
        self.scrollView = scrollView
        scrollView.refreshControlStorage = self
        let height = frame.height > 0 ? frame.height : RefreshControl.defaultHeight
        frame = CGRect(x: 0, y: -height, width: scrollView.bounds.width, height: height)
        autoresizingMask = [.flexibleWidth]
        if superview !== scrollView { scrollView.insertSubview(self, at: 0) }
        offsetObservation = scrollView.observeContentOffset { [weak self] scrollView, _ in
            self?.scrollViewDidScroll(scrollView)
        }
        firedInDrag = nil
        heldInset = 0  // what it held in a scroll view that went away is gone with it
        if isRefreshing { hold(frame.height, in: scrollView) }
    }

    /// Stops being `scrollView`'s refresh control: gives its inset back and leaves it (unless
    /// it is already leaving, moved by `removeFromSuperview` or `addSubview`).
    func detach(from scrollView: ScrollView, isLeaving: Bool = false) {
        offsetObservation?.cancel()
        offsetObservation = nil
        self.scrollView = nil
        if scrollView.refreshControlStorage === self { scrollView.refreshControlStorage = nil }
        // Given back while still the storage's, so the recomputed inset leaves it out.
        let held = heldInset
        heldInset = 0
        if held != 0 {
            scrollView.updateAdjustedContentInset(keepingRestAtTheTop: false)
            scrollView.followDragAfterLimitsChanged()
        }
        if !isLeaving, superview === scrollView { removeFromSuperview() }
    }

    /// Sets what the control adds to the adjusted top inset. The offset stays where it is
    /// (UIKit's control does not scroll when the inset changes); a drag in progress carries
    /// on from where it shows, under the new limits, without a jump.
    func hold(_ inset: CGFloat, in scrollView: ScrollView) {
        guard heldInset != inset else { return }
        heldInset = inset
        scrollView.updateAdjustedContentInset(keepingRestAtTheTop: false)
        scrollView.followDragAfterLimitsChanged()
    }

    /// A pull far enough down during a drag begins refreshing and sends `.valueChanged`,
    /// once per drag.
    private func scrollViewDidScroll(_ scrollView: ScrollView) {
        guard !isRefreshing, isEnabled, scrollView.isDragging,
            firedInDrag != scrollView.phaseChanges
        else { return }
        let rest = scrollView.minimumContentOffset.y
        guard scrollView.contentOffset.y <= rest - RefreshControl.triggerDistance else { return }
        firedInDrag = scrollView.phaseChanges
        beginRefreshing()
        sendActions(for: .valueChanged)
    }
}

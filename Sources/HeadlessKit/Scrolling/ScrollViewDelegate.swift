import Foundation

/// What a ``ScrollView`` tells its delegate, like `UIScrollViewDelegate`. Every method has an
/// empty default.
///
/// Order (UIKit S13): drag then fling: `WillBeginDragging`, `DidScroll` ×N,
/// `WillEndDragging(withVelocity:targetContentOffset:)`, `DidEndDragging(willDecelerate: true)`,
/// `WillBeginDecelerating`, `DidScroll` ×M, `DidEndDecelerating`. A drag that stops before
/// lifting ends with `DidEndDragging(willDecelerate: false)`. An animated
/// `setContentOffset` sends `DidScroll` ×K then `DidEndScrollingAnimation`. A pinch sends
/// `WillBeginZooming`, `DidZoom` ×N (after `DidScroll` when the offset moved), and
/// `DidEndZooming` once, after any bounce back to a limit; an animated zoom the same.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The offset changed, for any reason (drag, deceleration, code). Called synchronously.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag is about to scroll (the pan began).
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger lifted. `velocity` is the offset's velocity in points per **millisecond**
    /// (positive when the offset grows); set `targetContentOffset.pointee` to change where the
    /// deceleration stops (ignored for paging scroll views, as in UIKit).
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` tells whether the view keeps moving.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The view starts moving on its own after the finger lifted.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The view came to rest after decelerating (or bouncing back).
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animated `setContentOffset` or `scrollRectToVisible` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// `adjustedContentInset` changed: the window's safe area, the view's place or size, its
    /// content size, `contentInset` or `contentInsetAdjustmentBehavior` changed (UIKit S3).
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
    /// The view to scale when zooming, like `UIScrollViewDelegate.viewForZooming(in:)`: a
    /// subview of `scrollView` (another view is ignored, with a diagnostic); `nil`, the
    /// default, turns zooming off.
    func viewForZooming(in scrollView: ScrollView) -> View?
    /// A pinch, or an animated zoom, is about to zoom `view`.
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
    /// The zoom scale changed (a pinch, an animation frame, or code). Called synchronously.
    func scrollViewDidZoom(_ scrollView: ScrollView)
    /// A zoom ended: the pinch lifted (after any bounce back to a limit), or an animated zoom
    /// finished. `scale` is the scale it ended at.
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    {}
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
    public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
    public func scrollViewDidEndZooming(
        _ scrollView: ScrollView, with view: View?, atScale scale: CGFloat
    ) {}
}

import Foundation

/// What a ``ScrollView`` tells its delegate, like `UIScrollViewDelegate`. Every method has an
/// empty default.
///
/// Order (UIKit S13): drag then fling: `WillBeginDragging`, `DidScroll` ×N,
/// `WillEndDragging(withVelocity:targetContentOffset:)`, `DidEndDragging(willDecelerate: true)`,
/// `WillBeginDecelerating`, `DidScroll` ×M, `DidEndDecelerating`. A drag that stops before
/// lifting ends with `DidEndDragging(willDecelerate: false)`. An animated
/// `setContentOffset` sends `DidScroll` ×K then `DidEndScrollingAnimation`.
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
}

/// How quickly a scroll view slows down after a fling: the velocity is multiplied by
/// `rawValue` every millisecond (UIKit S9, S10).
public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat

    /// A rate; it must be strictly between 0 and 1.
    public init(rawValue: CGFloat) {
        precondition(
            rawValue > 0 && rawValue < 1,
            "DecelerationRate: \(rawValue) must be strictly between 0 and 1")
        self.rawValue = rawValue
    }

    /// 0.998 per millisecond: long, free scrolling.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// 0.99 per millisecond: stops quickly.
    public static let fast = DecelerationRate(rawValue: 0.99)

    /// How far a fling at `velocity` (pt/s) travels before stopping, by the WWDC 2018
    /// "Designing Fluid Interfaces" formula `(v / 1000) · d / (1 − d)`.
    public func projectedDistance(velocity: CGFloat) -> CGFloat {
        velocity / 1000 * rawValue / (1 - rawValue)
    }
}

/// Keeps a content-offset or content-size observer alive; ``cancel()`` it (or let it go) to
/// stop observing, like `NSKeyValueObservation`.
@MainActor
public final class ScrollViewObservation {
    fileprivate(set) var isCancelled = false
    fileprivate weak var scrollView: ScrollView?

    init(_ scrollView: ScrollView) { self.scrollView = scrollView }

    /// Stops the observation.
    public func cancel() {
        isCancelled = true
        scrollView?.removeObservation(self)
    }
}

struct ScrollObserver {
    weak var token: ScrollViewObservation?
    let body: @MainActor (ScrollView, CGPoint) -> Void
    let sizeBody: (@MainActor (ScrollView, CGSize) -> Void)?
}

extension ScrollView {
    /// Calls `body` (synchronously, after the delegate's `scrollViewDidScroll`) every time
    /// `contentOffset` changes, with the old offset. Keep the token: observation stops when
    /// it is cancelled or released.
    ///
    ///     let token = scrollView.observeContentOffset { sv, old in
    ///         header.frame.origin.y = -sv.contentOffset.y
    ///     }
    public func observeContentOffset(
        _ body: @escaping @MainActor (ScrollView, _ oldOffset: CGPoint) -> Void
    ) -> ScrollViewObservation {
        let token = ScrollViewObservation(self)
        offsetObservers.append(ScrollObserver(token: token, body: body, sizeBody: nil))
        return token
    }

    /// Calls `body` every time `contentSize` changes, with the old size. Keep the token.
    public func observeContentSize(
        _ body: @escaping @MainActor (ScrollView, _ oldSize: CGSize) -> Void
    ) -> ScrollViewObservation {
        let token = ScrollViewObservation(self)
        sizeObservers.append(
            ScrollObserver(token: token, body: { _, _ in }, sizeBody: body))
        return token
    }

    func removeObservation(_ token: ScrollViewObservation) {
        offsetObservers.removeAll { $0.token == nil || $0.token === token }
        sizeObservers.removeAll { $0.token == nil || $0.token === token }
    }

    func notifyOffsetObservers(old: CGPoint) {
        guard !offsetObservers.isEmpty else { return }
        var sawDead = false
        for observer in offsetObservers {
            guard let token = observer.token, !token.isCancelled else {
                sawDead = true
                continue
            }
            observer.body(self, old)
        }
        if sawDead { offsetObservers.removeAll { $0.token == nil || $0.token!.isCancelled } }
    }

    func notifySizeObservers(old: CGSize) {
        guard !sizeObservers.isEmpty else { return }
        for observer in sizeObservers {
            guard let token = observer.token, !token.isCancelled else { continue }
            observer.sizeBody?(self, old)
        }
        sizeObservers.removeAll { $0.token == nil || $0.token!.isCancelled }
    }
}

import Foundation

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

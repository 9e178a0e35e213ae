import Foundation

/// The scroll view's pan: begins only for movement it can scroll (see ``ScrollView``).
@MainActor
final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
    weak var scrollView: ScrollView?

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        scrollView?.touchDidBegin()
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if trackedTouches.count == touches.count { scrollView?.touchDidEnd() }
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        if trackedTouches.count == touches.count { scrollView?.touchDidEnd() }
        super.touchesCancelled(touches, with: event)
    }

    override func reset() {
        super.reset()
        // Reset follows a terminal state: this pan tracks nothing more of the sequence, even if
        // the finger is still down on another scroll view that took the touch over.
        scrollView?.touchDidEnd()
    }

    /// The scroll view's own pinch recognizes with it (two fingers pan while they zoom).
    override func canRecognizeSimultaneously(with other: GestureRecognizer) -> Bool {
        if let pinch = scrollView?.zoom?.pinch, other === pinch { return true }
        return super.canRecognizeSimultaneously(with: other)
    }

    override func shouldBeginPan(translation t: CGPoint) -> Bool? {
        guard let scrollView else { return false }
        if scrollView.zoom != nil, yieldsAtZoomedEdge(scrollView, translation: t) { return false }
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

import Foundation

extension View {
    /// The recognizers attached to this view, in the order they were added.
    public var gestureRecognizers: [GestureRecognizer] {
        extras?.gestureRecognizers ?? []
    }

    /// Attaches `recognizer` (moving it from another view if needed). It then sees touches
    /// hit-tested to this view and its subviews.
    ///
    /// - Complexity: amortized O(1).
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if let old = recognizer.view, old !== self { old.removeGestureRecognizer(recognizer) }
        // Already here: its view says so, no search needed.
        guard recognizer.view !== self else { return }
        let extras = ensureExtras()
        if extras.gestureRecognizers == nil { extras.gestureRecognizers = [] }
        extras.gestureRecognizers!.append(recognizer)
        recognizer.view = self
    }

    /// Detaches `recognizer`, cancelling it if it is recognizing.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        if recognizer.isEngaged, let window {
            window.touchRouter.detach(recognizer)
        } else {
            recognizer.isEnabled = false
            recognizer.isEnabled = true
        }
        extras?.gestureRecognizers?.removeAll { $0 === recognizer }
        recognizer.view = nil
    }

    /// A recognizer whose view leaves the window mid-gesture is cancelled (a possible one fails).
    func gestureRecognizersWillMove(toWindow newWindow: Window?) {
        guard newWindow !== window, let window else { return }
        for recognizer in gestureRecognizers where recognizer.hasReceivedTouches {
            window.touchRouter.detach(recognizer)
        }
    }
}

import Foundation

extension ScrollView {
    /// Dismisses the window's keyboard as ``keyboardDismissMode`` says, for a step of the
    /// scroll view's drag:
    ///
    /// - `.onDrag`, `.onDragWithAccessory`: editing ends in the window (the first responder is
    ///   asked to resign) when the drag begins.
    /// - `.interactive`, `.interactiveWithAccessory`: while the finger is below the keyboard's
    ///   top, the keyboard's top follows it down (never above its shown position); on release
    ///   the keyboard hides (editing ends) if the finger was moving down or, at rest, is more
    ///   than half the keyboard's height below its top; otherwise it slides back up. A drag
    ///   that stays above the keyboard does nothing. The largest `keyboardDismissPadding` of the
    ///   window's keyboard layout guides moves that point up: the keyboard's top stays that far
    ///   below the finger.
    ///
    /// The `...WithAccessory` modes (iOS 16) take the accessory view along: it is part of the
    /// keyboard's frame here in every mode, so they act as the modes without it.
    func dismissKeyboard(following pan: PanGestureRecognizer) {
        guard let window, let keyboard = window.keyboardStorage,
            keyboard.isShown || keyboard.isTracking
        else { return }
        switch keyboardDismissMode {
        case .none:
            return
        case .onDrag, .onDragWithAccessory:
            if pan.state == .began { window.endEditing(false) }
        case .interactive, .interactiveWithAccessory:
            switch pan.state {
            case .began:
                keyboard.dismissPadding = KeyboardLayoutGuide.dismissPadding(in: window)
                keyboard.track(fingerY: pan.location(in: nil).y + keyboard.dismissPadding)
            case .changed:
                keyboard.track(fingerY: pan.location(in: nil).y + keyboard.dismissPadding)
            case .ended, .cancelled:
                guard keyboard.isTracking else { return }
                let velocity = pan.state == .ended ? pan.velocity(in: nil).y : 0
                let dismiss = keyboard.releaseDismisses(velocity: velocity.isFinite ? velocity : 0)
                keyboard.endTracking(dismiss: dismiss, velocity: velocity)
                // A delegate may refuse to end editing: the keyboard then slides back.
                if dismiss, !window.endEditing(false) || keyboard.isShown {
                    keyboard.requestUpdate()
                    if keyboard.isShown { keyboard.slideBack() }
                }
            default:
                break
            }
        }
    }
}

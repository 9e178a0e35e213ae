import Foundation

extension Window {
    /// The window's keyboard, made on first use.
    var keyboard: Keyboard {
        if let keyboard = keyboardStorage { return keyboard }
        let made = Keyboard(window: self)
        keyboardStorage = made
        return made
    }

    /// Where the software keyboard is now, in the window's coordinates (UIKit reports it in
    /// screen coordinates: the window's here).
    ///
    /// The keyboard shows while a text input of the key window is the first responder
    /// (``View/becomeFirstResponder()``): full width, at the bottom edge, 336 pt tall when the
    /// window is taller than wide (an iPhone in portrait, home-indicator area included) and
    /// 209 pt otherwise (landscape), plus the first responder's `inputAccessoryView`. It
    /// slides in and out over 0.25 s on the window's clock, so mid-animation this is a
    /// frame in between. Hidden, it sits just below the window: `y` is the window's height,
    /// as in UIKit's hide notifications' end frame, with the height it last showed with (the
    /// model height for the window's size before it first shows).
    ///
    ///     field.becomeFirstResponder()   // in a 390 × 844 key window
    ///     window.settle()
    ///     window.keyboardFrame           // (0, 508, 390, 336)
    public var keyboardFrame: CGRect {
        keyboardStorage?.presentedFrame
            ?? Keyboard.hiddenFrame(in: bounds, height: Keyboard.height(for: bounds.size))
    }

    /// Whether the software keyboard is shown, or showing: true from its will-show
    /// notification to its will-hide one (so already true while it slides in).
    public var isKeyboardShown: Bool { keyboardStorage?.isShown ?? false }

    /// Whether a hardware keyboard is simulated (a test hook, `false` by default): while it
    /// is, a text input edits with no software keyboard, as on an iPad with a keyboard
    /// attached, and ``keyboardFrame`` stays off screen.
    public var simulatesHardwareKeyboard: Bool {
        get { keyboardStorage?.hardwareKeyboardAttached ?? false }
        set {
            guard newValue != simulatesHardwareKeyboard else { return }
            keyboard.hardwareKeyboardAttached = newValue
        }
    }

    /// Every keyboard change of this window, oldest first: the notifications UIKit would post
    /// (``Responder/keyboardWillShowNotification`` and the others), with their frames, whether
    /// or not they went to `NotificationCenter.default`.
    ///
    /// They go there only where posting cannot hang: when the current operation queue is the
    /// main one (macOS; XCTest on Linux). Under Swift Testing on Linux, main-actor code runs
    /// on the main dispatch queue from a worker thread, and an observer added with
    /// `queue: .main` would wait forever for the queue the poster is running on; so nothing
    /// is posted there (``PostedKeyboardNotification/wasPosted`` is `false`) and tests read
    /// this list instead.
    public var postedKeyboardNotifications: [PostedKeyboardNotification] {
        keyboardStorage?.posted ?? []
    }

    /// Forgets ``postedKeyboardNotifications``.
    public func clearPostedKeyboardNotifications() {
        keyboardStorage?.posted.removeAll()
    }
}

extension View {
    /// Runs an editing change (begin or end) so that the window's keyboard decides once, when
    /// the outermost change returns (a focus change from one input to another keeps it up).
    func keyboardHandoff<T>(_ body: () -> T) -> T {
        guard let keyboard = window?.keyboard else { return body() }
        return keyboard.handoff(body)
    }

    /// A text input began editing: it is its window's first responder, and the window's
    /// keyboard is for it now.
    func textInputDidBeginEditing() {
        window?.firstResponderStorage = self
        window?.keyboard.inputDidBeginEditing(self)
    }

    /// A text input ended editing: it is no longer its window's first responder, and its
    /// window's keyboard (and the key window's, if it left its window) looks again.
    func textInputDidEndEditing() {
        if let window, window.firstResponderStorage === self { window.firstResponderStorage = nil }
        window?.keyboardStorage?.inputDidEndEditing(self)
        if let key = Window.key, key !== window { key.keyboardStorage?.inputDidEndEditing(self) }
    }

    /// A text input that is editing changed windows. Removed from its window, it resigns
    /// (UIKit: the first responder removed from its window resigns), without asking its
    /// delegate. Moved into another window, it keeps editing: the key window's keyboard (the
    /// only one shown) looks again, and the new window's keyboard is for it.
    func textInputWindowDidChange() {
        guard let input = self as? any TextEditing, input.isEditing else { return }
        guard let window else {
            _ = input.endEditingForced()
            return
        }
        if let key = Window.key, key !== window { key.keyboardStorage?.requestUpdate() }
        if window.firstResponder == nil { window.firstResponderStorage = self }
        window.keyboard.inputDidBeginEditing(self)
    }
}

extension Responder {
    /// Posted before the keyboard shows, like `UIResponder.keyboardWillShowNotification`
    /// (raw name "UIKeyboardWillShowNotification"). Also posted again, with the same frames,
    /// when the focus moves to another text input while the keyboard shows.
    ///
    /// The user info carries ``keyboardFrameBeginUserInfoKey``,
    /// ``keyboardFrameEndUserInfoKey`` (`CGRect`s in the window's coordinates),
    /// ``keyboardAnimationDurationUserInfoKey`` (`Double`),
    /// ``keyboardAnimationCurveUserInfoKey`` (`Int`, 7) and ``keyboardIsLocalUserInfoKey``
    /// (`Bool`). See ``Window/postedKeyboardNotifications`` for when it is posted.
    public nonisolated static let keyboardWillShowNotification = Notification.Name(
        "UIKeyboardWillShowNotification")
    /// Posted after the keyboard showed, like `UIResponder.keyboardDidShowNotification`.
    public nonisolated static let keyboardDidShowNotification = Notification.Name(
        "UIKeyboardDidShowNotification")
    /// Posted before the keyboard hides, like `UIResponder.keyboardWillHideNotification`.
    public nonisolated static let keyboardWillHideNotification = Notification.Name(
        "UIKeyboardWillHideNotification")
    /// Posted after the keyboard hid, like `UIResponder.keyboardDidHideNotification`.
    public nonisolated static let keyboardDidHideNotification = Notification.Name(
        "UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes (it shows, hides, or the window resizes),
    /// first of each change, like `UIResponder.keyboardWillChangeFrameNotification`.
    public nonisolated static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed, like
    /// `UIResponder.keyboardDidChangeFrameNotification`.
    public nonisolated static let keyboardDidChangeFrameNotification = Notification.Name(
        "UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame before the change (a `CGRect`), like
    /// `UIResponder.keyboardFrameBeginUserInfoKey`.
    public nonisolated static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change (a `CGRect`), like
    /// `UIResponder.keyboardFrameEndUserInfoKey`.
    public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration in seconds (a `Double`), like
    /// `UIResponder.keyboardAnimationDurationUserInfoKey`.
    public nonisolated static let keyboardAnimationDurationUserInfoKey =
        "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation's curve (an `Int`: 7, as UIKit reports it), like
    /// `UIResponder.keyboardAnimationCurveUserInfoKey`.
    public nonisolated static let keyboardAnimationCurveUserInfoKey =
        "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app (a `Bool`, always `true` here), like
    /// `UIResponder.keyboardIsLocalUserInfoKey`.
    public nonisolated static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

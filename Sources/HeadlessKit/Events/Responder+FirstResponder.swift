import Foundation

// The first responder of a window ("Using responders and the responder chain to handle
// events", UIKit's documentation): one responder per window receives nil-target actions
// first, and the keyboard shows while it is a text input. The window holds it weakly and
// checks it when read: a first responder that was deallocated, or whose view left the
// window, is none.

extension Responder {
    /// The window this responder is in: a view's (a window's own), a view controller's view's.
    var responderWindow: Window? {
        if let view = self as? View { return view as? Window ?? view.window }
        if let controller = self as? ViewController { return controller.viewIfLoaded?.window }
        return nil
    }

    /// Whether this is its window's first responder, like `UIResponder.isFirstResponder`: a
    /// text input while it edits (also outside a window), another responder after a
    /// successful ``becomeFirstResponder()`` until it resigns or leaves its window.
    ///
    /// - Complexity: O(*d*) in the responder's depth.
    public var isFirstResponder: Bool {
        if let input = self as? any TextEditing { return input.isEditing }
        guard let window = responderWindow else { return false }
        return window.firstResponder === self
    }

    /// The default ``becomeFirstResponder()`` of a responder that is not a text input.
    func becomeWindowFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        let current = window.firstResponder
        if current === self { return true }
        if let current {
            guard current.resignFirstResponder() else { return false }
            // The old first responder's resign may have moved this one out of the window, or
            // made another first responder: the last request wins, as it would in UIKit.
            guard responderWindow === window else { return false }
        }
        if let other = window.firstResponder, other !== self {
            guard other.resignFirstResponder() else { return false }
        }
        window.firstResponderStorage = self
        return true
    }

    /// The default ``resignFirstResponder()`` of a responder that is not a text input.
    func resignWindowFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = responderWindow, window.firstResponderStorage === self {
            window.firstResponderStorage = nil
        }
        return true
    }

    /// Asks the window's first responder, other than `self`, to resign (a text input began
    /// editing); false if it refused.
    func resignOtherFirstResponder(in window: Window?) -> Bool {
        guard let window, let current = window.firstResponder, current !== self else {
            return true
        }
        return current.resignFirstResponder()
    }

    /// Returns the first responder along the responder chain from this one (itself first)
    /// that has `action`, like `UIResponder.target(forAction:withSender:)`: the object a
    /// nil-target action would reach from here. `action` is the method, as for
    /// ``Control/addTarget(_:action:for:fileID:line:column:)-(_,(Target)->()->Void,_,_,_,_)``
    /// (`Self.save`, `EditorViewController.save`); nil when no responder on the chain is of
    /// its class.
    ///
    /// - Complexity: O(*d*) in the length of the responder chain.
    public func target<Target: AnyObject, Function>(
        forAction action: (Target) -> Function, withSender sender: Any?
    ) -> Any? {
        var responder: Responder? = self
        var visited = 0
        while let current = responder, visited < TargetAction.chainLimit {
            if current is Target { return current }
            responder = current.next
            visited += 1
        }
        return nil
    }

    /// Where a nil-target action sent by `sender` starts along the responder chain: the first
    /// responder of the sender's window (the key window's, for a sender in none), else
    /// `fallback` (the sender itself, when it is a responder), as
    /// `UIApplication.sendAction(_:to:from:for:)` does.
    static func nilTargetChainStart(sender: AnyObject?, fallback: Responder?) -> Responder? {
        let window = (sender as? Responder)?.responderWindow ?? Window.key
        return window?.firstResponder ?? fallback
    }
}

extension Window {
    /// The window's first responder, if it still is one: alive, in this window, and (a text
    /// input) editing. One that is no longer is forgotten.
    ///
    /// - Complexity: O(*d*) in the first responder's depth.
    var firstResponder: Responder? {
        guard let responder = firstResponderStorage else { return nil }
        let holds: Bool
        if let input = responder as? any TextEditing {
            holds = input.isEditing && (input.window === self || input === self)
        } else {
            holds = responder.responderWindow === self
        }
        if holds { return responder }
        firstResponderStorage = nil
        return nil
    }
}

extension View {
    /// Before this view leaves `oldWindow` (removed, or moved to another window): if the
    /// window's first responder is this view, a view inside it, or a view controller whose view
    /// is, it stops being first responder (UIKit resigns a first responder removed from its
    /// window). Returns it, for ``resignFirstResponder()`` to be called after the move. Text
    /// inputs end their editing themselves (``textInputWindowDidChange()``).
    ///
    /// - Complexity: O(*d*) in the first responder's depth, when the window has one that is not
    ///   a text input; O(1) otherwise.
    func releaseFirstResponderLeaving(_ oldWindow: Window?) -> Responder? {
        guard let oldWindow, let responder = oldWindow.firstResponderStorage,
            !(responder is any TextEditing)
        else { return nil }
        let view = responder as? View ?? (responder as? ViewController)?.viewIfLoaded
        guard let view, view.isDescendant(of: self) else { return nil }
        oldWindow.firstResponderStorage = nil
        return responder
    }
}

extension Application {
    /// Sends `action` to `target`, or with a `nil` target along the responder chain from the
    /// first responder, like `UIApplication.sendAction(_:to:from:for:)`: the first responder
    /// of the sender's window (the key window's when the sender is in none), else the sender
    /// if it is a responder, then each ``Responder/next`` until one is of `action`'s class.
    /// Returns whether a responder got it. The action is the method, as for
    /// ``Control/addTarget(_:action:for:fileID:line:column:)-(_,(Target)->()->Void,_,_,_,_)``:
    ///
    ///     // UIKit: sendAction(#selector(UIResponder.resignFirstResponder), to: nil, ...)
    ///     Application.shared.sendAction(Responder.resignFirstResponder, to: nil, from: nil, for: nil)
    ///
    /// A target that is not of `action`'s class is a programmer error: it stops here, naming
    /// the class and the target.
    ///
    /// - Complexity: O(*d*) in the length of the responder chain searched.
    @discardableResult
    public func sendAction<Target: AnyObject, Result>(
        _ action: @escaping @MainActor (Target) -> @MainActor () -> Result, to target: AnyObject?,
        from sender: AnyObject?, for event: Event?
    ) -> Bool {
        let pair = TargetAction(
            target: target, site: Application.sendSite, entry: "sendAction(_:to:from:for:)",
            action: { (object: Target) in { _ = action(object)() } })
        return send(pair, from: sender)
    }

    /// Like ``sendAction(_:to:from:for:)-(_,_,_,_)``, for a method that takes the sender
    /// (`@objc func save(_ sender: Any?)`). A `nil` sender reaches a method whose sender type
    /// is optional or `Any`; one of another type is skipped, and the search goes on.
    ///
    /// - Complexity: O(*d*) in the length of the responder chain searched.
    @discardableResult
    public func sendAction<Target: AnyObject, Sender, Result>(
        _ action: @escaping @MainActor (Target) -> @MainActor (Sender) -> Result,
        to target: AnyObject?, from sender: AnyObject?, for event: Event?
    ) -> Bool {
        // Converted once, here: a `nil` sender reaches a method that takes an optional.
        guard let argument = (sender as Any?) as? Sender else {
            preconditionFailure(
                "sendAction(_:to:from:for:): the action method takes a \(Sender.self), but the "
                    + "sender is \(sender.map { "a \(type(of: $0))" } ?? "nil")")
        }
        let pair = TargetAction(
            target: target, site: Application.sendSite, entry: "sendAction(_:to:from:for:)",
            action: { (object: Target) in { _ = action(object)(argument) } })
        return send(pair, from: sender)
    }

    /// The call site `sendAction` pairs carry (they are never stored).
    private static let sendSite = CallSite(fileID: "Application.sendAction", line: 0, column: 0)

    private func send(_ pair: TargetAction, from sender: AnyObject?) -> Bool {
        let start = Responder.nilTargetChainStart(sender: sender, fallback: sender as? Responder)
        return pair.send(from: sender ?? Application.shared, chainStart: start)
    }
}

import Foundation

// Target-action from a method reference. UIKit names the method with `#selector`, which needs
// the Objective-C runtime; here the method itself is passed (`target: self, action:
// Self.tapped`), so a pasted line changes in one place.
//
// UIKit ignores a second `addTarget` of the same target and action ("it is also safe to call
// this method multiple times with the same values", UIControl's documentation), which makes
// the common `configure(_:)` that adds its target at every cell reuse harmless. Swift cannot
// compare two functions, so the pair is known by the target and the call site that added it:
// the same line adding the same target again is the same pair.

/// Where an `addTarget` call is in the source: with the target, what identifies its pair.
struct CallSite: Equatable {
    let fileID: String
    let line: Int
    let column: Int
}

/// One target-action pair: the target (held weakly, as UIKit does not retain targets), or
/// none for a pair that looks for its target along the responder chain, the call site that
/// added it, and the call.
@MainActor
final class TargetAction {
    /// Whether a target was given (`false`: the responder chain is searched at each send).
    let hasTarget: Bool
    private(set) weak var target: AnyObject?
    let site: CallSite
    /// Calls the method on the object found, with the sender; false if the object is not of
    /// the method's type (only when searching the responder chain).
    private let call: @MainActor (AnyObject, AnyObject) -> Bool

    init<Target: AnyObject, Sender>(
        target: AnyObject?, site: CallSite, entry: String,
        action: @escaping @MainActor (Target) -> @MainActor (Sender) -> Void
    ) {
        checkTarget(target, Target.self, entry)
        hasTarget = target != nil
        self.target = target
        self.site = site
        call = { object, sender in
            guard let object = object as? Target, let sender = sender as? Sender else {
                return false
            }
            action(object)(sender)
            return true
        }
    }

    init<Target: AnyObject>(
        target: AnyObject?, site: CallSite, entry: String,
        action: @escaping @MainActor (Target) -> @MainActor () -> Void
    ) {
        checkTarget(target, Target.self, entry)
        hasTarget = target != nil
        self.target = target
        self.site = site
        call = { object, _ in
            guard let object = object as? Target else { return false }
            action(object)()
            return true
        }
    }

    /// Whether this pair is the one `target` added at `site`.
    func isPair(target other: AnyObject?, site other2: CallSite) -> Bool {
        site == other2 && (hasTarget ? (other != nil && target === other) : other == nil)
    }

    /// Whether `removeTarget(target, ...)` removes this pair: a nil target removes every pair.
    func matches(_ other: AnyObject?) -> Bool {
        guard let other else { return true }
        return hasTarget && target === other
    }

    /// Sends the action from `sender`: to the target if it is still alive (a pair whose target
    /// is gone does nothing), or without a target to the first object along the responder
    /// chain from `chainStart` that has the method, as `UIApplication.sendAction(_:to:from:for:)`
    /// does with a nil target. Returns whether an object got the action.
    @discardableResult
    func send(from sender: AnyObject, chainStart: Responder?) -> Bool {
        if hasTarget {
            guard let target else { return false }
            return call(target, sender)
        }
        var responder = chainStart
        var visited = 0
        while let current = responder, visited < TargetAction.chainLimit {
            if call(current, sender) { return true }
            responder = current.next
            visited += 1
        }
        return false
    }

    /// Longest responder chain searched (a chain made circular by an override of `next` ends).
    static let chainLimit = 1_000_000
}

/// Stops with a message naming the entry, the method's sender type and the sender: the method
/// takes a sender of another type (UIKit would send it anyway and fail inside the method).
@MainActor
func checkSender<Sender>(_ sender: AnyObject, _: Sender.Type, _ entry: String) {
    precondition(
        sender is Sender,
        "\(entry): the action method takes a \(Sender.self), but the sender is "
            + describe(sender))
}

/// Stops with a message naming the method's class and the target: the target is not of the
/// class whose method was passed (`target: self, action: OtherController.save`).
@MainActor
func checkTarget<Target>(_ target: AnyObject?, _: Target.Type, _ entry: String) {
    guard let target else { return }
    precondition(
        target is Target,
        "\(entry): the action is a method of \(Target.self), but the target is "
            + describe(target))
}

@MainActor private func describe(_ sender: AnyObject) -> String {
    if let view = sender as? View { return view.shortDescription }
    if let recognizer = sender as? GestureRecognizer {
        return "a \(type(of: recognizer)) on " + (recognizer.view?.shortDescription ?? "no view")
    }
    return "a \(type(of: sender))"
}

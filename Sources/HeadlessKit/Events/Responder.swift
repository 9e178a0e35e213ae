import Foundation

/// An object that can handle touches and passes what it does not handle to ``next``, like
/// `UIResponder`: a view's next responder is its view controller if it has one, otherwise its
/// superview; a controller's is its view's superview (UIKit T8).
///
/// ``View`` and ``ViewController`` are responders. Override a touch method to handle touches;
/// call `super` to pass them on as well.
@MainActor
open class Responder {
    /// Makes a responder with no next responder.
    public init() {}

    /// The next responder in the chain, or `nil` at its end (the window). The default is `nil`.
    open var next: Responder? { nil }

    /// Touches went down on (were hit-tested to) this responder or were passed up to it. The
    /// default passes them to ``next``.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Touches moved. The default passes them to ``next``.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Touches lifted. The default passes them to ``next``.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesEnded(touches, with: event)
    }

    /// Touches were cancelled (a gesture recognizer took them, or the system cancelled them).
    /// The default passes them to ``next``.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesCancelled(touches, with: event)
    }
}

import Foundation

/// An object that can handle touches and passes what it does not handle to ``next``, like
/// `UIResponder`: a view's next responder is its view controller if it has one, otherwise its
/// superview; a controller's is its view's superview (UIKit T8).
///
/// ``View`` and ``ViewController`` are responders. Override a touch method to handle touches;
/// call `super` to pass them on as well.
///
/// The default touch methods pass touches up the chain in a loop rather than by nested calls,
/// so a chain of any depth fits the stack: the outermost default method calls each next
/// responder in turn, and a default method (or an override's `super`) that the loop reached
/// hands its next responder back to the loop. As with UIKit's nested calls, each responder gets
/// the touches once, innermost first; an override that does not call `super` ends the chain,
/// and one that calls it twice passes the touches on twice. One difference shows: code an
/// override runs after `super` runs before the next responder gets the touches.
@MainActor
open class Responder {
    /// Makes a responder with no next responder.
    public init() {}

    /// The next responder in the chain, or `nil` at its end (the window). The default is `nil`.
    open var next: Responder? { nil }

    /// Touches went down on (were hit-tested to) this responder or were passed up to it. The
    /// default passes them to ``next``.
    ///
    /// - Complexity: O(*d*) in the responders above this one that pass the touches on.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        passToNext(.began, touches, event)
    }

    /// Touches moved. The default passes them to ``next``.
    ///
    /// - Complexity: O(*d*) in the responders above this one that pass the touches on.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        passToNext(.moved, touches, event)
    }

    /// Touches lifted. The default passes them to ``next``.
    ///
    /// - Complexity: O(*d*) in the responders above this one that pass the touches on.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        passToNext(.ended, touches, event)
    }

    /// Touches were cancelled (a gesture recognizer took them, or the system cancelled them).
    /// The default passes them to ``next``.
    ///
    /// - Complexity: O(*d*) in the responders above this one that pass the touches on.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        passToNext(.cancelled, touches, event)
    }

    // MARK: - Passing touches on without recursion

    /// The touch methods the responder chain passes on.
    enum TouchMethod { case began, moved, ended, cancelled }

    /// One hand-over: the responder to call next, and what to call it with.
    private struct HandOver {
        let responder: Responder
        let method: TouchMethod
        let touches: Set<Touch>
        let event: Event?
    }

    /// The responder the innermost passing loop is calling right now: a default method that
    /// runs on it hands its next responder to that loop instead of calling it.
    private static weak var loopTarget: Responder?
    /// What the responder the loop is calling handed back, in order (none: it ended the chain;
    /// two: an override called `super` twice).
    private static var handedBack: [HandOver] = []

    /// The default touch methods: pass `touches` to ``next``, through the loop that called this
    /// responder if there is one, else through a loop of its own.
    private func passToNext(_ method: TouchMethod, _ touches: Set<Touch>, _ event: Event?) {
        guard let next else { return }
        let handOver = HandOver(responder: next, method: method, touches: touches, event: event)
        if Responder.loopTarget === self {
            // The loop below called this responder (its default method, or an override's
            // `super`): the loop calls the next one when this call returns.
            Responder.handedBack.append(handOver)
            return
        }
        // The outermost call (or one a touch method made on another responder): run a loop,
        // keeping the state of any loop it runs inside.
        let outerTarget = Responder.loopTarget
        let outerHandedBack = Responder.handedBack
        defer {
            Responder.loopTarget = outerTarget
            Responder.handedBack = outerHandedBack
        }
        countTreeOperation {
            $0.touchPassingLoops &+= 1
            $0.touchPassingNesting &+= 1
            $0.deepestTouchPassingNesting = max(
                $0.deepestTouchPassingNesting, $0.touchPassingNesting)
        }
        defer { countTreeOperation { $0.touchPassingNesting &-= 1 } }
        // Depth first: what a responder handed back goes all the way up before what it
        // handed back after it, as UIKit's nested calls would.
        var pending = [handOver]
        while let call = pending.popLast() {
            countTreeOperation { $0.touchesPassedOn &+= 1 }
            Responder.loopTarget = call.responder
            Responder.handedBack.removeAll(keepingCapacity: true)
            switch call.method {
            case .began: call.responder.touchesBegan(call.touches, with: call.event)
            case .moved: call.responder.touchesMoved(call.touches, with: call.event)
            case .ended: call.responder.touchesEnded(call.touches, with: call.event)
            case .cancelled: call.responder.touchesCancelled(call.touches, with: call.event)
            }
            pending.append(contentsOf: Responder.handedBack.reversed())
        }
    }
}

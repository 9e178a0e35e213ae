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

    /// Whether the responder can become the first responder, like
    /// `UIResponder.canBecomeFirstResponder`: `false` by default; an enabled ``TextField``, an
    /// editable ``TextView`` and a ``SearchBar`` can. Override it to return `true` to make a
    /// view or a view controller (a chat screen, a custom input view) first responder.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder gives up first-responder status when asked, like
    /// `UIResponder.canResignFirstResponder`: `true` by default.
    open var canResignFirstResponder: Bool { true }

    /// Asks to become the first responder of its window, like
    /// `UIResponder.becomeFirstResponder()`. A text input (``TextField``, ``TextView``,
    /// ``SearchBar``) begins editing, asking its delegate. Another responder succeeds when
    /// ``canBecomeFirstResponder`` is `true` and it is in a window (a view in one, or a view
    /// controller whose view is): the window's first responder is asked to resign first
    /// (``resignFirstResponder()``), and if it refuses, this returns `false`. Calling it on the
    /// first responder returns `true` and changes nothing.
    ///
    /// A window has one first responder; nil-target actions start at it
    /// (``Application/sendAction(_:to:from:for:)-(_,_,_,_)``). Removed from its window (or
    /// deallocated), a first responder stops being one, as in UIKit.
    ///
    /// - Complexity: O(*n*) in the views of the tree, for a text input (another input of the
    ///   tree that edits ends first); O(*d*) in the responder's depth otherwise.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if let input = self as? any TextEditing { return input.beginEditing() }
        return becomeWindowFirstResponder()
    }

    /// Gives up first-responder status, like `UIResponder.resignFirstResponder()`: `false`
    /// when ``canResignFirstResponder`` is `false` (or a text input's delegate refuses to end
    /// editing), `true` otherwise, also when this is not the first responder.
    ///
    /// - Complexity: O(*d*) in the responder's depth.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if let input = self as? any TextEditing { return input.endEditing() }
        return resignWindowFirstResponder()
    }

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

    /// The state of the innermost passing loop. Read and written once or twice per level, so
    /// exclusivity is unchecked: nothing holds an access to these across a call.
    @MainActor private enum Loop {
        /// The responder the loop is calling right now (its identity: the loop holds it while
        /// it is called). A default method that runs on it hands its next responder to the
        /// loop instead of calling it.
        @exclusivity(unchecked) static var target: ObjectIdentifier?
        /// What the loop is calling it with.
        @exclusivity(unchecked) static var method = TouchMethod.began
        @exclusivity(unchecked) static var touches: Set<Touch> = []
        @exclusivity(unchecked) static var event: Event?
        /// The next responder the target handed back with the same method, touches and event,
        /// if that was its first hand-back: the common case, kept without copying them.
        @exclusivity(unchecked) static var handedBackNext: Responder?
        /// Its other hand-backs, in order (a `super` call with other touches, or a second one).
        @exclusivity(unchecked) static var handedBackOthers: [HandOver] = []
    }

    /// The default touch methods: pass `touches` to ``next``, through the loop that called this
    /// responder if there is one, else through a loop of its own.
    private func passToNext(_ method: TouchMethod, _ touches: Set<Touch>, _ event: Event?) {
        guard let next else { return }
        if Loop.target == ObjectIdentifier(self) {
            // The loop below called this responder (its default method, or an override's
            // `super`): the loop calls the next one when this call returns.
            if Loop.handedBackNext == nil, Loop.handedBackOthers.isEmpty, method == Loop.method,
                event === Loop.event, touches == Loop.touches
            {
                Loop.handedBackNext = next
            } else {
                Loop.handedBackOthers.append(
                    HandOver(responder: next, method: method, touches: touches, event: event))
            }
            return
        }
        // The outermost call (or one a touch method made on another responder): run a loop.
        guard Loop.target != nil else {
            Responder.runLoop(from: next, method, touches, event)
            (Loop.target, Loop.touches, Loop.event) = (nil, [], nil)
            return
        }
        // A loop inside another's call: keep the outer loop's state.
        let outer = (
            Loop.target, Loop.method, Loop.touches, Loop.event, Loop.handedBackNext,
            Loop.handedBackOthers
        )
        Responder.runLoop(from: next, method, touches, event)
        (
            Loop.target, Loop.method, Loop.touches, Loop.event, Loop.handedBackNext,
            Loop.handedBackOthers
        ) = outer
    }

    /// Calls `first`'s touch method, then each responder handed back, until one hands back
    /// none.
    private static func runLoop(
        from first: Responder, _ method: TouchMethod, _ touches: Set<Touch>, _ event: Event?
    ) {
        countTreeOperation {
            $0.touchPassingLoops &+= 1
            $0.touchPassingNesting &+= 1
            $0.deepestTouchPassingNesting = max(
                $0.deepestTouchPassingNesting, $0.touchPassingNesting)
        }
        defer { countTreeOperation { $0.touchPassingNesting &-= 1 } }
        (Loop.method, Loop.touches, Loop.event, Loop.handedBackNext, Loop.handedBackOthers) = (
            method, touches, event, nil, []
        )
        // Depth first: what a responder handed back goes all the way up before what it
        // handed back after it, as UIKit's nested calls would. `pending` holds the later ones.
        var pending: [HandOver] = []
        var current: Responder? = first
        var (method, touches, event) = (method, touches, event)
        while true {
            let responder: Responder
            if let next = current {
                responder = next
            } else if let later = pending.popLast() {
                responder = later.responder
                (method, touches, event) = (later.method, later.touches, later.event)
                (Loop.method, Loop.touches, Loop.event) = (method, touches, event)
            } else {
                break
            }
            countTreeOperation { $0.touchesPassedOn &+= 1 }
            Loop.target = ObjectIdentifier(responder)
            switch method {
            case .began: responder.touchesBegan(touches, with: event)
            case .moved: responder.touchesMoved(touches, with: event)
            case .ended: responder.touchesEnded(touches, with: event)
            case .cancelled: responder.touchesCancelled(touches, with: event)
            }
            current = Loop.handedBackNext.take()
            if !Loop.handedBackOthers.isEmpty {
                pending.append(contentsOf: Loop.handedBackOthers.reversed())
                Loop.handedBackOthers.removeAll(keepingCapacity: true)
            }
        }
    }
}

/// Responders are equal when they are the same object, and hash by identity, as UIKit's
/// (`NSObject` subclasses) do: `viewControllers.firstIndex(of: controller)`,
/// `subviews.contains(view)` and sets of views port unchanged.
extension Responder: Equatable, Hashable {
    public nonisolated static func == (lhs: Responder, rhs: Responder) -> Bool { lhs === rhs }

    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

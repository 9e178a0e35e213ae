/// Counts of the tree work whose amount the complexity tests check: they compare the counts
/// with the size of the work, so an algorithm that turns quadratic, or starts visiting views it
/// should skip, fails a test whatever the machine's speed. Counted in debug builds only (the
/// counters sit in hot loops such as hit testing).
struct TreeOperations {
    /// Whether this build counts (debug builds do).
    static var isCounting: Bool {
        #if DEBUG
            true
        #else
            false
        #endif
    }

    /// Subview slots renumbered after an insertion, a move or squeezing out holes.
    var slotsRenumbered = 0
    /// Views visited by `walkSubtree`.
    var viewsWalked = 0
    /// Views torn down by `View`'s deinit.
    var viewsTornDown = 0
    /// Views a default `hitTest` looked at.
    var hitTestVisits = 0
    /// Subviews a default `hitTest` asked through their own `hitTest` (types that may override
    /// hit testing, transformed views); the rest are checked in the search's loop.
    var hitTestCalls = 0
    /// Recognizer pairs the touch router compared while arbitrating.
    var arbitrationChecks = 0
    /// Layout engine items whose frames a solve wrote back.
    var engineItemsWritten = 0
    /// Subviews a frame pass looked at because their superview's position changed.
    var subviewsFollowingMove = 0
    /// Walks from a constraint's views up to their root, to find the engine that activates it.
    var rootLookups = 0
    /// Rows a list layout looked at to answer `layoutAttributesForElements(in:)`.
    var rowsExamined = 0
    /// Constraints already in the solver each constraint the layout engine added went into
    /// (summed): what an addition has to live beside. Linear in the constraints when they come
    /// in independent groups, each in a solver of its own.
    var solverConstraintsBeside = 0
    /// Items and constraints that joining two constraint groups moved from one to the other.
    var groupEntriesMoved = 0
    /// Constraint groups the layout engine made (each a new item's, until joined).
    var constraintGroupsMade = 0
    /// Responders a default touch method passed touches on to (one per level of the chain).
    var touchesPassedOn = 0
    /// Loops the default touch methods ran to pass touches up the responder chain.
    var touchPassingLoops = 0
    /// Passing loops running now, one inside another (a stack frame or a few each).
    var touchPassingNesting = 0
    /// The most passing loops that ran one inside another (tests reset it to read it).
    var deepestTouchPassingNesting = 0
    /// Controllers `addChild` looked at to rule out a cycle.
    var controllerCycleCheckSteps = 0
    /// Subtree walks that told views of a trait change (`notifyTraitChange`).
    var traitChangeWalks = 0
    /// Ancestors read to compare a moving view's inherited traits before and after the move.
    var traitLookupsOnMove = 0
    /// Views read to find a view's inherited traits and layout direction (`effectiveTraits`).
    var traitSteps = 0
    /// Superviews passed to find the root of a view's tree.
    var rootSteps = 0
    /// Superviews passed to tell whether a view is inside another or to find two views'
    /// nearest common ancestor.
    var ancestorSteps = 0
    /// Active constraints taken out of a moving subtree's engine to be activated again after
    /// the move (a subtree's own engine handed over whole to its new tree counts none).
    var constraintsCarried = 0
    /// Views the `insertSubview` cycle check passed: the new superview's ancestors climbed and
    /// the added view's descendants counted.
    var cycleCheckSteps = 0
}

extension View {
    /// The process's tree-operation counts (main actor only; tests read differences).
    /// Unchecked exclusivity: the counters sit in hot loops, and nothing holds an access to
    /// them across a call.
    @exclusivity(unchecked) static var treeOperations = TreeOperations()
}

/// Adds to the tree-operation counts in debug builds; compiles to nothing in release builds.
@MainActor @inline(__always)
func countTreeOperation(_ count: (inout TreeOperations) -> Void) {
    #if DEBUG
        count(&View.treeOperations)
    #endif
}

/// What a subtree walk does after visiting a view.
enum WalkStep {
    /// Visit the view's subviews next.
    case descend
    /// Go on with the next view that is not in this one's subtree.
    case skipSubviews
    /// Stop the walk.
    case stop
}

extension View {
    /// Visits this view and its descendants depth-first, pre-order, subviews in `subviews`
    /// order, with an explicit stack rather than recursion, so that any depth fits.
    ///
    /// A view's subviews are read when the walk leaves the view: `visit` may change the tree,
    /// and views it removes from the part not yet walked are skipped (the stack keeps each
    /// pending view's expected superview).
    ///
    /// - Complexity: O(*n*) in the views visited.
    func walkSubtree(_ visit: (View) throws -> WalkStep) rethrows {
        if subviews.isEmpty {
            // A leaf, the common case when a view is added: no stack to allocate.
            countTreeOperation { $0.viewsWalked &+= 1 }
            _ = try visit(self)
            return
        }
        var pending: [(view: View, parent: View?)] = [(self, superview)]
        while let (view, parent) = pending.popLast() {
            if view.superview !== parent { continue }
            countTreeOperation { $0.viewsWalked &+= 1 }
            switch try visit(view) {
            case .stop: return
            case .skipSubviews: continue
            case .descend:
                let subviews = view.subviews
                var index = subviews.count
                while index > 0 {
                    index -= 1
                    pending.append((subviews[index], view))
                }
            }
        }
    }
}

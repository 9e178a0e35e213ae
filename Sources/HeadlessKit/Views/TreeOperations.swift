/// Counts of the tree work whose amount the complexity tests check: they compare the counts
/// with the size of the work, so an algorithm that turns quadratic, or starts visiting views it
/// should skip, fails a test whatever the machine's speed.
struct TreeOperations {
    /// Subview slots renumbered after an insertion, a move or squeezing out holes.
    var slotsRenumbered = 0
    /// Views visited by `walkSubtree`.
    var viewsWalked = 0
    /// Views torn down by `View`'s deinit.
    var viewsTornDown = 0
    /// Views a default `hitTest` looked at.
    var hitTestVisits = 0
    /// Recognizer pairs the touch router compared while arbitrating.
    var arbitrationChecks = 0
    /// Rows a list layout looked at to answer `layoutAttributesForElements(in:)`.
    var rowsExamined = 0
}

extension View {
    /// The process's tree-operation counts (main actor only; tests read differences).
    static var treeOperations = TreeOperations()
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
        var pending: [(view: View, parent: View?)] = [(self, superview)]
        while let (view, parent) = pending.popLast() {
            if view.superview !== parent { continue }
            View.treeOperations.viewsWalked &+= 1
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

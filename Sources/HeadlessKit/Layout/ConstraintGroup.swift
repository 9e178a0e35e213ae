import HeadlessCassowary

/// One connected group of the layout engine's constraints, solved in a solver of its own.
///
/// Two items are in one group when a constraint names both (a user constraint, a frame pin
/// to the superview, a guide's pin to its view), transitively. Groups share no variable, so
/// each is solved on its own and the cost of a change is that of its group: a thousand
/// self-sizing cells that share no constraint are a thousand small solvers, not one large
/// tableau ("High Performance Auto Layout", WWDC 2018, describes UIKit's engine the same way).
///
/// Groups merge when a constraint links two (the smaller one's constraints move into the
/// larger one's solver) and never split: removing the constraint that linked two groups leaves
/// them in one solver, which stays correct (the solver does not care that its constraints fall
/// into independent parts) and only costs what the joined group costs.
///
/// The item's frame and intrinsic-size constraints wait in `pending` until the group's solver
/// is needed (a user constraint comes in, a frame pass, a probe), so that joining an item's
/// group to another's moves a list, not solver rows.
@MainActor
final class ConstraintGroup {
    /// The solver, made when the first constraint goes in.
    private(set) var solver: Solver?
    /// The items of the group, by their index in the engine.
    @exclusivity(unchecked) var itemIndices: [Int] = []
    /// The active user constraints whose solver constraint is in this group (solved or
    /// pending). A constraint's `groupSlot` is its place here.
    @exclusivity(unchecked) var userConstraints: [LayoutConstraint] = []
    /// Constraints not yet in the solver, in the order they go in. The user constraint one
    /// stands for is not listed with it (releasing the list would touch each, long after it
    /// was activated): only a constraint that fails to go in asks, by ``userConstraint(for:)``.
    @exclusivity(unchecked) var pending: [Constraint] = []
    /// Whether the group is listed among the engine's groups to publish.
    @exclusivity(unchecked) var isDirty = false
    /// False once the group was merged into another (its items moved there), or retired with
    /// no constraint and only items that left the tree.
    @exclusivity(unchecked) var isLive = true
    /// Where the group is in the engine's list of live groups.
    @exclusivity(unchecked) var slot = 0

    init(item: Int, slot: Int) {
        // Room for a second item: a group with constraints usually links two.
        itemIndices.reserveCapacity(2)
        itemIndices.append(item)
        self.slot = slot
    }

    /// Queues a constraint for the solver. The first one makes room for an item's four frame
    /// or intrinsic constraints; the first user constraint for the several that usually come
    /// together (a view's edges and the intrinsic sizes they name), not one growth step each.
    func addPending(_ constraint: Constraint, isUser: Bool) {
        if pending.count == pending.capacity {
            let room = isUser ? 16 : 4
            if pending.capacity < room { pending.reserveCapacity(room) }
        }
        pending.append(constraint)
    }

    /// The user constraint of the group that `constraint` (in its solver or pending) stands
    /// for; nil for a system constraint (a frame pin, an intrinsic size, an ambiguity pin).
    ///
    /// - Complexity: O(*n*) in the group's user constraints.
    func userConstraint(for constraint: Constraint) -> LayoutConstraint? {
        for layout in userConstraints where layout.solverConstraint === constraint {
            return layout
        }
        return nil
    }

    /// The solver, made if there is none yet.
    func makeSolver() -> Solver {
        if let solver { return solver }
        let made = Solver()
        solver = made
        return made
    }

    /// Drops the solver (the group merged into another, or is rebuilt), returning its pivots.
    func dropSolver() -> Int {
        let pivots = solver?.pivotCount ?? 0
        solver = nil
        return pivots
    }

    /// Constraints in the solver or waiting for it.
    var constraintCount: Int { (solver?.constraintCount ?? 0) + pending.count }

    /// Lists `layout` among the group's user constraints.
    func list(_ layout: LayoutConstraint) {
        // A group with user constraints usually has several (a view's edges, a cell's
        // subviews): room for a few from the start, not one growth step each.
        if userConstraints.capacity == 0 { userConstraints.reserveCapacity(8) }
        layout.groupSlot = userConstraints.count
        userConstraints.append(layout)
    }

    /// Takes `layout` off the group's user constraints (the last one moves into its slot).
    func unlist(_ layout: LayoutConstraint) {
        let slot = layout.groupSlot
        guard userConstraints.indices.contains(slot), userConstraints[slot] === layout else {
            return
        }
        let last = userConstraints.removeLast()
        if slot < userConstraints.count {
            userConstraints[slot] = last
            last.groupSlot = slot
        }
        layout.groupSlot = -1
    }
}

import Testing

@testable import HeadlessCassowary

/// The solver holds its variables through references it retains and releases by hand
/// (`Tableau.variableReference`). These tests let go of every user reference and then make the
/// solver publish, remove, add, fail, restore a snapshot and rebuild, so that a dangling
/// reference would show under `swift test --sanitize=address`, and check that every retain is
/// given back (no variable outlives its solver and constraints).
@Suite struct VariableLifetimeTests {
    @Test("Publishing after the user dropped the variables writes into live variables")
    func publishAfterDroppingVariables() throws {
        let solver = Solver()
        let edit = Variable("edit")
        weak var weakFollower: Variable?
        var constraints: [Constraint] = []
        do {
            let followers = (0..<50).map { Variable("f\($0)") }
            weakFollower = followers[49]
            for (index, follower) in followers.enumerated() {
                let constraint = follower == edit + Double(index)
                try solver.addConstraint(constraint)
                constraints.append(constraint)
            }
        }
        try solver.addEditVariable(edit, strength: .strong)
        // The user holds no follower: only the solver does.
        for value in stride(from: 0.0, through: 500, by: 10) {
            try solver.suggestValue(value, for: edit)
            solver.updateVariables()
        }
        #expect(weakFollower?.value == 549)
        #expect(solver.changedVariables.count >= 1)
        // Removing the constraints lets the solver forget the followers; publishing after
        // that must not touch them.
        for constraint in constraints { try solver.removeConstraint(constraint) }
        constraints.removeAll()
        try solver.suggestValue(7, for: edit)
        solver.updateVariables()
        #expect(edit.value == 7)
        // New variables reuse nothing that the old ones left behind.
        let again = Variable("again")
        try solver.addConstraint(again == edit * 2)
        solver.updateVariables()
        #expect(again.value == 14)
    }

    @Test("A reset solver publishes nothing into variables it no longer holds")
    func resetThenPublish() throws {
        let solver = Solver()
        weak var weakX: Variable?
        do {
            let x = Variable("x")
            weakX = x
            try solver.addConstraint(x == 3)
        }
        solver.updateVariables()
        #expect(weakX?.value == 3)
        solver.reset()
        solver.updateVariables()
        #expect(weakX == nil)
    }

    @Test(
        "Snapshots, failed adds, rebuilds and the solver's end give back every reference to its variables"
    )
    func referencesBalance() throws {
        weak var weakX: Variable?
        weak var weakY: Variable?
        weak var weakFresh: Variable?
        weak var weakSolver: Solver?
        do {
            let solver = Solver()
            weakSolver = solver
            solver.reserveCapacity(constraints: 4)
            do {
                let x = Variable("x")
                let y = Variable("y")
                weakX = x
                weakY = y
                try solver.addConstraint(x >= 10)
                try solver.addConstraint((x + y == 30).withStrength(.weak))
                try solver.addConstraint(y <= x)
                // Conflicts: solved on a snapshot, which is restored.
                #expect(throws: UnsatisfiableConstraint.self) { try solver.addConstraint(x <= 5) }
                do {
                    // Refused after `fresh` got its symbol, which is then forgotten.
                    let fresh = Variable("fresh")
                    weakFresh = fresh
                    let z = Variable("z")
                    try solver.addConstraint(z == 1e100 * Variable("w"))
                    #expect(throws: NonFiniteValue.self) {
                        try solver.addConstraint(1e100 * z + fresh >= 0)
                    }
                }
                #expect(weakFresh == nil)
                try solver.rebuild()
                solver.updateVariables()
                #expect(solver.invariantViolation() == nil)
            }
            // Only the solver's constraints hold x and y now.
            #expect(weakX != nil && weakY != nil)
            #expect(solver.changedVariables.allSatisfy { $0 === weakX || $0 === weakY })
        }
        #expect(weakSolver == nil)
        #expect(weakX == nil && weakY == nil)
    }
}

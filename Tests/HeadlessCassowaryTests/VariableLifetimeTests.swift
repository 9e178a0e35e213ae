import Testing

@testable import HeadlessCassowary

/// The solver publishes values through unretained references to its variables
/// (`Tableau.variableReference`); the retained `variable` array beside it keeps them alive.
/// These tests let go of every user reference and then make the solver publish, remove and
/// add again, so that a dangling reference would show under `swift test --sanitize=address`.
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
}

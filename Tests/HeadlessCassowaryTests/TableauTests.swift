import Testing

@testable import HeadlessCassowary

/// The tableau owns its row, column and scratch buffers (it is non-copyable, and frees them
/// when it goes away); `init(copying:)` is the one way to copy it, for the snapshot an
/// insertion restores when it fails.
@Suite struct TableauOwnershipTests {
    @Test("A copied tableau owns its rows: pivots in the original leave the copy as it was")
    func copyOwnsItsRows() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        try solver.addConstraint(x + y >= 10)
        try solver.addConstraint(y + z <= 30)
        try solver.addConstraint((x == 3).withStrength(.weak))
        try solver.addConstraint((z == 4).withStrength(.medium))
        let copy = Tableau(copying: solver.tableau)
        let before = copy.dump()
        #expect(solver.tableau.dump() == before)
        // Pivots rewrite the original's rows in place and swap their buffers with the scratch.
        try solver.addConstraint((x == 40).withStrength(.strong))
        try solver.addConstraint((y - z == 2).withStrength(.strong))
        try solver.addEditVariable(z, strength: .strong)
        try solver.suggestValue(50, for: z)
        #expect(solver.pivotCount > 0)
        #expect(solver.tableau.dump() != before)
        #expect(copy.dump() == before)
        #expect(copy.invariantViolation() == nil)
        #expect(solver.invariantViolation() == nil)
    }
}

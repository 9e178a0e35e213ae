import Testing

@testable import HeadlessCassowary

@Suite struct SolverComplexityTests {
    /// The benchmark's chain: `left[i] == left[i-1] + width[i-1] + 8`, `width >= 20`, weak
    /// `width == 100`, then a strong container that forces about a tenth of the widths to 20.
    func chainSolver(_ n: Int) throws -> (Solver, [Variable]) {
        let solver = Solver()
        let left = (0..<n).map { Variable("left\($0)") }
        let width = (0..<n).map { Variable("width\($0)") }
        for i in 0..<n {
            try solver.addConstraint(
                i == 0 ? left[0] == 0 : left[i] == left[i - 1] + width[i - 1] + 8)
            try solver.addConstraint(width[i] >= 20)
            try solver.addConstraint((width[i] == 100).withStrength(.weak))
        }
        try solver.addConstraint(
            (left[n - 1] + width[n - 1] == Double(100 * n)).withStrength(.strong))
        solver.updateVariables()
        return (solver, width)
    }

    @Test("A long chain costs linear cell work: its links are definitions, out of the rows")
    func chainGrowth() throws {
        let (small, smallWidths) = try chainSolver(300)
        let (large, largeWidths) = try chainSolver(600)
        // The container pivots about a tenth of the widths down to their bound.
        #expect(small.pivotCount >= 30)
        #expect(large.pivotCount >= 2 * small.pivotCount - 2)
        #expect(smallWidths.filter { abs($0.value - 20) < 1e-6 }.count >= 25)
        #expect(largeWidths.filter { abs($0.value - 20) < 1e-6 }.count >= 55)
        #expect(small.invariantViolation() == nil)
        // Linear work doubles; with the links in the rows (every position row holding the
        // markers of all earlier links) it was about 4 (in-place updates) or 8 (merges).
        let ratio = Double(large.cellOperations) / Double(small.cellOperations)
        #expect(large.cellCount <= 20 * 600)
        #expect(
            ratio <= 2.5,
            "cell operations 300: \(small.cellOperations), 600: \(large.cellOperations)")
    }
}

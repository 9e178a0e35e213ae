import HeadlessTesting
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

extension SolverComplexityTests {
    /// The Auto Layout chain of ``DefinitionTests/layoutChain(_:in:origin:)``.
    func layoutChain(_ n: Int, in solver: Solver, origin: Variable) throws -> (
        x: [Variable], width: [Variable], constraints: [Constraint]
    ) {
        try DefinitionTests().layoutChain(n, in: solver, origin: origin)
    }

    @Test("Chain activation and deactivation are linear in the links (counts cell operations)")
    func chainActivationIsLinear() throws {
        func work(_ n: Int, lifo: Bool) throws -> (add: Int, remove: Int, cells: Int) {
            let solver = Solver()
            let origin = Variable("origin")
            try solver.addConstraint(origin == 0)
            let start = solver.cellOperations
            let (x, _, constraints) = try layoutChain(n, in: solver, origin: origin)
            solver.updateVariables()
            #expect(x[n - 1].value == 1 + Double(11 * (n - 1)))
            let added = solver.cellOperations - start
            let cells = solver.cellCount
            for c in lifo ? constraints.reversed() : constraints {
                try solver.removeConstraint(c)
            }
            solver.updateVariables()
            return (added, solver.cellOperations - start - added, cells)
        }
        for lifo in [false, true] {
            let small = try work(1_000, lifo: lifo)
            let large = try work(4_000, lifo: lifo)
            // Quadratic would be ×16 (the tableau used to hold 4,000² / 2 cells here).
            #expect(small.cells == 0 && large.cells == 0)
            #expect(large.add <= 5 * small.add, "add: \(small.add) → \(large.add)")
            #expect(large.remove <= 5 * small.remove + 100, "remove: \(small) → \(large)")
        }
    }

    @Test(
        "A chain linked back to front keeps its weight bounds in near-linear work (counts cell operations)"
    )
    func backToFrontWeightsAreNearLinear() throws {
        func work(_ n: Int) throws -> Int {
            let solver = Solver()
            let x = (0..<n).map { Variable("x\($0)") }
            for i in (1..<n).reversed() { try solver.addConstraint(x[i] == x[i - 1] + 10) }
            try solver.addConstraint(x[0] == 5)
            solver.updateVariables()
            #expect(x[n - 1].value == 5 + Double(10 * (n - 1)))
            return solver.cellOperations
        }
        let small = try work(1_000)
        let large = try work(4_000)
        // Raising every weight above each new link would be ×16 (quadratic).
        #expect(large <= 6 * small, "\(small) → \(large)")
    }
}

import Testing

@testable import HeadlessCassowary

/// A solver finds its constraints and variables through fields of those objects, falling back
/// to a dictionary only for objects another live solver registered first.
@Suite struct SolverRecordTests {
    /// A cell of a self-sizing list as the layout engine builds it: 3 items of 4 variables,
    /// their pins and intrinsic sizes, and the constraints between them.
    func cellConstraints(_ v: [Variable]) -> [Constraint] {
        let (cx, cy, cw, ch) = (v[0], v[1], v[2], v[3])
        let (ix, iy, iw, ih) = (v[4], v[5], v[6], v[7])
        let (lx, ly, lw, lh) = (v[8], v[9], v[10], v[11])
        return [
            cx == 0, cy == 60, cw == 390, ch == 60,
            (iw <= 40).withStrength(Strength(251)), (iw >= 40).withStrength(Strength(750)),
            (ih <= 40).withStrength(Strength(250)), (ih >= 40).withStrength(Strength(750)),
            (lw <= 60).withStrength(Strength(250)), (lw >= 60).withStrength(Strength(750)),
            (lh <= 20).withStrength(Strength(250)), (lh >= 20).withStrength(Strength(750)),
            ix == cx + 16, iy == cy + 10, lx == ix + iw + 8, lx + lw == cx + cw - 16,
            ly == cy + 10, ly + lh == cy + ch - 10,
        ]
    }

    @Test("Small solvers of their own objects hash nothing and hand their fields back")
    func smallSolversHashNothing() throws {
        var kept: [(Solver, [Variable], [Constraint])] = []
        for _ in 0..<50 {
            let solver = Solver()
            let variables = (0..<12).map { Variable("v\($0)") }
            let constraints = cellConstraints(variables)
            for c in constraints { try solver.addConstraint(c) }
            solver.updateVariables()
            #expect(solver.hasConstraint(constraints[5]))
            try solver.setConstant(-20, for: constraints[14])
            try solver.removeConstraint(constraints[17])
            #expect(solver.constraintCount == 17)
            #expect(solver.hashedLookups == 0)
            kept.append((solver, variables, constraints))
        }
        kept[0].0.updateVariables()
        #expect(kept[0].1[8].value == 0 + 16 + 40 + 20)  // the spacing's new constant
        let constraints = kept[0].2
        let variables = kept[0].1
        kept.removeAll()
        #expect(constraints.allSatisfy { $0.solverRecord == -1 })
        #expect(variables.allSatisfy { $0.solverSymbol == -1 })
        // The freed fields serve the next solver.
        let next = Solver()
        for c in constraints { try next.addConstraint(c) }
        #expect(next.hashedLookups == 0)
    }

    @Test(
        "A small solver allocates its symbol and row columns once, and its row and column buffers from one block, when its size is reserved"
    )
    func smallSolverStorage() throws {
        let solver = Solver()
        solver.reserveCapacity(constraints: 18)
        let before = solver.tableau.storageGrowths
        for c in cellConstraints((0..<12).map { Variable("v\($0)") }) {
            try solver.addConstraint(c)
        }
        solver.updateVariables()
        // One block for the symbols' columns, one for the rows': no growth while filling.
        #expect(before == 2)
        #expect(solver.tableau.storageGrowths == 2)
        #expect(solver.tableau.slotCount >= 8)
        #expect(solver.tableau.heapBuffers == 0)
        #expect(solver.invariantViolation() == nil)
        // Unreserved, the columns double: a few growths for hundreds of constraints.
        let (large, _) = try SolverComplexityTests().chainSolver(300)
        #expect(large.tableau.storageGrowths <= 2 * 8)
        #expect(large.tableau.heapBuffers > 300)
    }

    /// The capacities of the arrays `reserveCapacity` sizes (each reallocation of one is an
    /// allocation).
    func arrayCapacities(_ solver: Solver) -> [String: Int] {
        [
            "dirty": solver.tableau.dirty.capacity,
            "changed": solver.tableau.changed.capacity, "touched": solver.tableau.touched.capacity,
            "definitions": solver.tableau.definitions.capacity,
            "definitionHeap": solver.tableau.definitionHeap.capacity,
            "dependentNodes": solver.tableau.dependentNodes.capacity,
            "termSymbols": solver.tableau.termSymbols.capacity,
            "termCoefficients": solver.tableau.termCoefficients.capacity,
            "records": solver.records.capacity,
        ]
    }

    @Test(
        "A small solver reserved for its constraints grows none of its per-symbol, per-definition or record arrays while it is filled"
    )
    func smallSolverArraysDoNotGrow() throws {
        let solver = Solver()
        solver.reserveCapacity(constraints: 18)
        let reserved = arrayCapacities(solver)
        // The symbol columns (the objective's among them) are not reallocated either.
        let symbolBlock = solver.tableau.symbolColumns.block
        for c in cellConstraints((0..<12).map { Variable("v\($0)") }) {
            try solver.addConstraint(c)
        }
        solver.updateVariables()
        #expect(arrayCapacities(solver) == reserved)
        #expect(solver.tableau.symbolColumns.block == symbolBlock)
        #expect(
            solver.tableau.objective.coefficients
                == solver.tableau.symbolColumns.objectiveCoefficients)
        #expect(solver.tableau.heapBuffers == 0)
        #expect(solver.invariantViolation() == nil)
    }

    /// A self-sizing cell as the layout engine's group adds it (frame-placed cell, so its
    /// edges are constants): an image and a label, 6 required equalities and 6 content-size
    /// inequalities over 7 variables (the image's height is in none), in the engine's order.
    func engineCellConstraints(_ v: [Variable]) -> [Constraint] {
        let (ix, iy, iw) = (v[0], v[1], v[2])
        let (lx, ly, lw, lh) = (v[4], v[5], v[6], v[7])
        return [
            ix == 16, iy == 10,
            (iw <= 40).withStrength(Strength(251)), (iw >= 40).withStrength(Strength(750)),
            lx == ix + iw + 8,
            (lw <= 51).withStrength(Strength(250)), (lw >= 51).withStrength(Strength(750)),
            lx + lw == 374, ly == 10,
            (lh <= 20.5).withStrength(Strength(250)), (lh >= 20.5).withStrength(Strength(750)),
            ly + lh == 50,
        ]
    }

    @Test(
        "A self-sizing cell's solver, reserved as the layout engine reserves it, grows nothing and takes every row and column buffer from its block"
    )
    func engineCellStorage() throws {
        let solver = Solver()
        // The engine reserves for exactly its pending constraints.
        solver.reserveCapacity(constraints: 12)
        let reserved = arrayCapacities(solver)
        let variables = (0..<8).map { Variable("v\($0)") }
        for c in engineCellConstraints(variables) { try solver.addConstraint(c) }
        solver.updateVariables()
        #expect(solver.tableau.storageGrowths == 2)
        #expect(arrayCapacities(solver) == reserved)
        #expect(solver.tableau.heapBuffers == 0)
        #expect(solver.invariantViolation() == nil)
        #expect(variables[6].value == 374 - 16 - 40 - 8)
        // Sized for the shape, not for twice it: the symbol columns hold the cell's 25
        // symbols with one to spare, the slots its 8 rows, and the block is nearly all used.
        #expect(solver.tableau.symbolCount == 25 && solver.tableau.symbolCapacity == 26)
        #expect(solver.tableau.slotCount == 8 && solver.tableau.slotCapacity == 8)
        #expect(solver.tableau.arenaUsed > solver.tableau.arenaCapacity * 9 / 10)
        // The lists' first buffers are in the block too (no allocation each), and a solver
        // that is never edited, rebuilt or shares an object makes no extras.
        let bases = [
            UnsafeRawPointer(solver.tableau.dirty.base),
            UnsafeRawPointer(solver.tableau.changed.base),
            UnsafeRawPointer(solver.tableau.touched.base),
            UnsafeRawPointer(solver.tableau.definitions.base),
            UnsafeRawPointer(solver.tableau.definitionHeap.base),
            UnsafeRawPointer(solver.tableau.dependentNodes.base),
            UnsafeRawPointer(solver.tableau.termSymbols.base),
            UnsafeRawPointer(solver.tableau.termCoefficients.base),
        ]
        let inBlock = bases.filter {
            solver.tableau.isInArena(UnsafeMutableRawPointer(mutating: $0))
        }
        #expect(inBlock.count == bases.count)
        #expect(solver.extrasStorage == nil)
    }

    @Test(
        "A small solver filled far past its reservation grows every array and its columns, and takes buffers from malloc once its block is used up"
    )
    func smallSolverGrowsPastItsReservation() throws {
        let solver = Solver()
        solver.reserveCapacity(constraints: 2)
        let reserved = arrayCapacities(solver)
        let growthsBefore = solver.tableau.storageGrowths
        let symbolCapacity = solver.tableau.symbolCapacity
        let slotCapacity = solver.tableau.slotCapacity
        // 6 cells side by side: symbols, rows, definitions, terms and records all pass the
        // reservation for 2 constraints, and so does the arena.
        var all: [(variables: [Variable], constraints: [Constraint])] = []
        for _ in 0..<6 {
            let variables = (0..<12).map { Variable("v\($0)") }
            let constraints = cellConstraints(variables)
            for c in constraints { try solver.addConstraint(c) }
            all.append((variables, constraints))
        }
        // Edits too, one per cell.
        for cell in all { try solver.addEditVariable(cell.variables[10], strength: .strong) }
        for (i, cell) in all.enumerated() {
            try solver.suggestValue(Double(100 + i), for: cell.variables[10])
        }
        solver.updateVariables()
        #expect(solver.invariantViolation() == nil)
        #expect(solver.tableau.symbolCapacity > symbolCapacity)
        #expect(solver.tableau.slotCapacity > slotCapacity)
        #expect(solver.tableau.storageGrowths > growthsBefore)
        #expect(
            solver.tableau.objective.coefficients
                == solver.tableau.symbolColumns.objectiveCoefficients)
        #expect(solver.tableau.heapBuffers > 0)
        let grown = arrayCapacities(solver)
        for key in ["definitions", "dependentNodes", "termSymbols", "termCoefficients", "records"] {
            #expect(grown[key]! > reserved[key]!, "\(key)")
        }
        // Every cell solves as it would alone.
        let alone = Solver()
        let variables = (0..<12).map { Variable("w\($0)") }
        for c in cellConstraints(variables) { try alone.addConstraint(c) }
        try alone.addEditVariable(variables[10], strength: .strong)
        for (i, cell) in all.enumerated() {
            try alone.suggestValue(Double(100 + i), for: variables[10])
            alone.updateVariables()
            #expect(cell.variables.map(\.value) == variables.map(\.value), "cell \(i)")
        }
        // Removing everything again leaves a consistent solver.
        for cell in all.reversed() {
            for c in cell.constraints.reversed() { try solver.removeConstraint(c) }
            try solver.removeEditVariable(cell.variables[10])
        }
        solver.updateVariables()
        #expect(solver.constraintCount == 0 && solver.invariantViolation() == nil)
    }

    @Test(
        "Constants set on constraints are kept by record (through rebuilds), and a freed record's next constraint starts from its own constant"
    )
    func offsetsByRecord() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let a = x == 10
        let b = y == 5
        try solver.addConstraint(a)
        try solver.addConstraint(b)
        #expect(solver.recordOffsets.isEmpty)  // (none until the first setConstant)
        try solver.setConstant(-7, for: b)
        try solver.setConstant(-20, for: a)
        try solver.rebuild()
        solver.updateVariables()
        #expect(x.value == 20 && y.value == 7)
        let recordOfA = solver.record(of: a)
        try solver.removeConstraint(a)
        let c = x == 3
        try solver.addConstraint(c)
        #expect(solver.record(of: c) == recordOfA)
        // Records added after the first setConstant start at 0 too.
        let z = Variable("z")
        let d = z == 4
        try solver.addConstraint(d)
        try solver.rebuild()
        solver.updateVariables()
        #expect(x.value == 3 && y.value == 7 && z.value == 4)
        try solver.setConstant(-9, for: d)
        solver.updateVariables()
        #expect(z.value == 9)
    }

    @Test("reserveCapacity of zero or a negative count reserves nothing")
    func reserveNothing() throws {
        let solver = Solver()
        solver.reserveCapacity(constraints: 0)
        solver.reserveCapacity(constraints: -5)
        solver.reserveCapacity(constraints: .min)
        #expect(solver.tableau.storageGrowths == 0 && solver.tableau.arenaCapacity == 0)
        let x = Variable("x")
        try solver.addConstraint(x >= 3)
        solver.updateVariables()
        #expect(x.value == 3)
    }

    @Test(
        "reserveCapacity of a huge count reserves at most maximumReservation, and the solver still solves"
    )
    func reserveHuge() throws {
        for count in [Int.max, Int.max / 2, 1 << 40] {
            let solver = Solver()
            solver.reserveCapacity(constraints: count)
            #expect(solver.records.capacity <= 2 * Solver.maximumReservation)
            #expect(solver.tableau.symbolCapacity <= 2 * Solver.maximumReservation + 2)
            let x = Variable("x")
            try solver.addConstraint(x >= 3)
            solver.updateVariables()
            #expect(x.value == 3)
        }
    }

    @Test("A constraint in two solvers at once stays in each until removed from it")
    func constraintInTwoSolvers() throws {
        let x = Variable("x")
        let shared = x == 10
        let first = Solver()
        let second = Solver()
        try first.addConstraint(shared)
        try second.addConstraint(x >= 0)
        try second.addConstraint(shared)
        #expect(second.hashedLookups > 0)
        #expect(throws: DuplicateConstraint.self) { try second.addConstraint(shared) }
        #expect(throws: DuplicateConstraint.self) { try first.addConstraint(shared) }
        try first.removeConstraint(shared)
        #expect(!first.hasConstraint(shared))
        #expect(second.hasConstraint(shared))
        try second.setConstant(-30, for: shared)
        second.updateVariables()
        #expect(x.value == 30)
        try first.addConstraint(shared)
        try second.removeConstraint(shared)
        #expect(first.hasConstraint(shared) && !second.hasConstraint(shared))
        #expect(throws: UnknownConstraint.self) { try second.removeConstraint(shared) }
        first.updateVariables()
        #expect(x.value == 10)
    }

    @Test("A variable shared by two solvers gets each solver's value")
    func variableInTwoSolvers() throws {
        let x = Variable("x")
        let y = Variable("y")
        var first: Solver? = Solver()
        let second = Solver()
        try first?.addConstraint(x == 5)
        try first?.addConstraint(y == x + 1)
        try second.addConstraint(y == 20)
        try second.addConstraint(x + y == 50)
        second.updateVariables()
        #expect(x.value == 30 && y.value == 20)
        first?.updateVariables()
        #expect(x.value == 5 && y.value == 6)
        // Dropping the first solver frees the fields; the second still finds its symbols.
        first = nil
        #expect(x.solverSymbol == -1)
        try second.setConstant(-60, for: second.constraintsForTest[1])
        second.updateVariables()
        // (y keeps the value the first solver published: the second did not move it.)
        #expect(x.value == 40)
        #expect(second.invariantViolation() == nil)
    }

    @Test("A failed add forgets the variables it registered")
    func failedAddReleasesVariables() throws {
        let solver = Solver()
        let y = Variable("y")
        let z = Variable("z")
        let fresh = Variable("fresh")
        try solver.addConstraint(y == 1e100 * z)
        // Expanding y's definition makes a coefficient of 1e200: refused after `fresh` got
        // its symbol.
        #expect(throws: NonFiniteValue.self) { try solver.addConstraint(1e100 * y + fresh >= 0) }
        #expect(fresh.solverSymbol == -1)
        #expect(solver.invariantViolation() == nil)
        let other = Solver()
        try other.addConstraint(fresh == 3)
        #expect(other.hashedLookups == 0)
        other.updateVariables()
        #expect(fresh.value == 3)
    }

    @Test("reset() hands every field back")
    func resetReleasesFields() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x >= 4
        try solver.addConstraint(c)
        solver.reset()
        #expect(c.solverRecord == -1 && x.solverSymbol == -1)
        #expect(!solver.hasConstraint(c))
        try solver.addConstraint(c)
        #expect(solver.constraintCount == 1 && solver.hashedLookups == 0)
    }
}

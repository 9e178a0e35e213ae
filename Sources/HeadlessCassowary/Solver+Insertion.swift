extension Solver {
    /// Adds the row of `constraint` (its constant shifted by `offset`) transactionally and
    /// re-optimises. Returns its tag.
    ///
    /// Returns `optimal: false` if the final optimisation failed numerically: the caller
    /// records the constraint, then rebuilds.
    func insert(_ constraint: Constraint, offset: Double) throws -> (tag: Tag, optimal: Bool) {
        if constraint.relation == .equal && constraint.strength.isRequired,
            let marker = insertDefinition(constraint, offset: offset)
        {
            return (Tag(marker: marker), true)
        }
        let symbolsBefore = tableau.symbolCount
        // Gather the terms into the dense accumulator, replacing basic symbols by their rows.
        var constant = constraint.constant + offset
        // The terms are read in place (in the constraint object: no array).
        for index in 0..<constraint.terms.count {
            let coefficient = constraint.terms.coefficient(at: index)
            if nearZero(coefficient) { continue }
            let variable = constraint.terms.variable(at: index)
            var s = symbol(of: variable)
            if s < 0 { s = registerVariable(variable) }
            constant += tableau.accumulateTerm(s, coefficient)
        }
        if !tableau.definitionHeap.isEmpty { constant += tableau.expandQueuedDefinitions() }
        // The row's cells, and the marker and error appended below, go into buffers on the
        // stack (the library takes them from the heap for a long row): a UI constraint's
        // handful of cells costs no allocation and no array bookkeeping.
        let capacity = tableau.touched.count + 2
        return try withUnsafeTemporaryAllocation(of: Int32.self, capacity: capacity) { symbols in
            try withUnsafeTemporaryAllocation(of: Double.self, capacity: capacity) {
                coefficients in
                let count = tableau.drainAccumulator(
                    into: symbols.baseAddress!, coefficients.baseAddress!)
                return try insertCells(
                    constraint, symbols.baseAddress!, coefficients.baseAddress!, count: count,
                    constant: constant, symbolsBefore: symbolsBefore)
            }
        }
    }

    /// `insert` once the row's cells are gathered: `count` of them in `symbolStorage` and
    /// `coefficientStorage`, which have room for two more (a marker, an error).
    private func insertCells(
        _ constraint: Constraint, _ symbolStorage: UnsafeMutablePointer<Int32>,
        _ coefficientStorage: UnsafeMutablePointer<Double>, count: Int, constant: Double,
        symbolsBefore: Int
    ) throws -> (tag: Tag, optimal: Bool) {
        var constant = constant
        var n = count
        // Substituting basic rows multiplies coefficients: a chain of large multipliers
        // overflows here first.
        if !Solver.isInRange(constant)
            || !UnsafeBufferPointer(start: coefficientStorage, count: n).allSatisfy(
                Solver.isInRange)
        {
            releaseVariables(from: symbolsBefore)
            tableau.truncateSymbols(to: symbolsBefore)
            let value =
                Solver.isInRange(constant)
                ? UnsafeBufferPointer(start: coefficientStorage, count: n).first {
                    !Solver.isInRange($0)
                }! : constant
            throw NonFiniteValue(constraint: constraint, variable: nil, value: value)
        }

        var tag = Tag(marker: -1)
        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            tag.marker = tableau.newSymbol(.slack)
            symbolStorage[n] = tag.marker
            coefficientStorage[n] = sign
            n += 1
            if !strength.isRequired {
                tag.other = tableau.newSymbol(.error)
                symbolStorage[n] = tag.other
                coefficientStorage[n] = -sign
                n += 1
                tableau.objective.add(tag.other, strength.value, isDummy: false)
            }
        case .equal:
            if !strength.isRequired {
                tag.marker = tableau.newSymbol(.error)
                tag.other = tableau.newSymbol(.error)
                symbolStorage[n] = tag.marker
                coefficientStorage[n] = -1
                symbolStorage[n + 1] = tag.other
                coefficientStorage[n + 1] = 1
                n += 2
                tableau.objective.add(tag.marker, strength.value, isDummy: false)
                tableau.objective.add(tag.other, constraint.weightBelow, isDummy: false)
            } else {
                tag.marker = tableau.newSymbol(.dummy)
                symbolStorage[n] = tag.marker
                coefficientStorage[n] = 1
                n += 1
            }
        }
        if constant < 0 {
            constant = -constant
            for j in 0..<n { coefficientStorage[j] = -coefficientStorage[j] }
        }
        let cellSymbols = UnsafeBufferPointer(start: symbolStorage, count: n)
        let cellCoefficients = UnsafeBufferPointer(start: coefficientStorage, count: n)

        // Choose the subject: the first external symbol, else the marker or the other error
        // if it has a negative coefficient.
        var subject: Int32 = -1
        var allDummies = true
        for j in cellSymbols.indices {
            let k = tableau.kind[Int(cellSymbols[j])]
            if k == .external {
                subject = cellSymbols[j]
                break
            }
            if k != .dummy { allDummies = false }
        }
        if subject < 0 {
            // (The marker, then the other error; no array literal: it would allocate.)
            for i in 0..<2 {
                let candidate = i == 0 ? tag.marker : tag.other
                if candidate < 0 { continue }
                let k = tableau.kind[Int(candidate)]
                if k == .slack || k == .error,
                    let j = cellSymbols.firstIndex(of: candidate), cellCoefficients[j] < 0
                {
                    subject = candidate
                    break
                }
            }
        }

        func rollBack() {
            releaseVariables(from: symbolsBefore)
            tableau.truncateSymbols(to: symbolsBefore)
        }

        if subject < 0 && allDummies {
            // Redundant with the required equalities already present.
            if !nearZero(constant) {
                rollBack()
                throw UnsatisfiableConstraint(constraint: constraint)
            }
            subject = tag.marker
        }

        if subject < 0 && nearZero(constant) {
            // The row reads 0 = Σ cᵢ·sᵢ. Any restricted non-dummy symbol can be its subject:
            // its value is 0, so substituting it changes no constant and feasibility holds.
            // This skips phase 1 (and its snapshot) for consistent redundant constraints.
            constant = 0
            for s in cellSymbols
            where tableau.kind[Int(s)] == .slack || tableau.kind[Int(s)] == .error {
                subject = s
                break
            }
        }

        if subject < 0 {
            // Before phase 1, try a restricted symbol with a negative coefficient whose entry
            // keeps every row feasible: as subject it takes the value constant / |c| ≥ 0, and
            // each other row holding it moves by its coefficient times that value. This is one
            // primal step without the artificial variable (kiwi always runs phase 1 here).
            subject = tableau.feasibleSubject(cellSymbols, cellCoefficients, constant)
        }

        var solved = false
        if subject < 0 {
            // Next, the dual way: a restricted symbol with a negative coefficient whose entry
            // keeps the objective optimal becomes the subject; the rows it drives negative are
            // then repaired by the dual simplex. Cheaper than phase 1 on large tableaux (the
            // grid's container constraints); on failure we restore and fall back to phase 1.
            let candidate = tableau.dualFeasibleSubject(cellSymbols, cellCoefficients)
            if candidate >= 0 {
                let saved = Tableau(copying: tableau)
                insertSolved(for: candidate, cellSymbols, cellCoefficients, constant)
                if tableau.dualOptimize() {
                    solved = true
                } else {
                    tableau = saved
                }
            }
        }
        if solved {
        } else if subject < 0 {
            // Phase 1 on a deep copy (rare: only rows that no symbol can enter cheaply),
            // and a failure restores the solver exactly (kiwi leaves it corrupted here).
            let saved = Tableau(copying: tableau)
            if !tableau.addWithArtificialVariable(cellSymbols, cellCoefficients, constant) {
                tableau = saved
                rollBack()
                throw UnsatisfiableConstraint(constraint: constraint)
            }
        } else {
            insertSolved(for: subject, cellSymbols, cellCoefficients, constant)
        }
        return (tag, tableau.optimize())
    }

    /// Stores a required equality that names a free variable as a definition of it (see
    /// Tableau+Definitions.swift): no row, no substitution, no pivot. Returns its marker, or
    /// nil if no variable of the constraint is free (it then goes into the tableau).
    func insertDefinition(_ constraint: Constraint, offset: Double) -> Int32? {
        let count = constraint.terms.count
        if count == 0 || count > 16 { return nil }
        // Per distinct variable: its term index (first appearance), summed coefficient and
        // symbol (-1 if new). On the stack: this runs once per constraint of a layout.
        // (Each variable is read from the constraint once here, and its identity kept: the
        // merge compares identities, not variables loaded again.)
        return withUnsafeTemporaryAllocation(
            of: (Int, Double, Int32, ObjectIdentifier).self, capacity: count
        ) { cells -> Int32? in
            var n = 0
            for t in 0..<count {
                let coefficient = constraint.terms.coefficient(at: t)
                if nearZero(coefficient) { continue }
                let variable = constraint.terms.variable(at: t)
                let id = ObjectIdentifier(variable)
                var merged = false
                for i in 0..<n where cells[i].3 == id {
                    cells[i].1 += coefficient
                    merged = true
                    break
                }
                if merged { continue }
                cells[n] = (t, coefficient, symbol(of: variable), id)
                n += 1
            }
            // The subject: the free variable the solver saw first (new ones last, in order)
            // that can rank above the definitions named here and below those naming it.
            var subject = -1
            var subjectKey = Int.max
            var subjectRank = 0.0
            for i in 0..<n where !nearZero(cells[i].1) {
                let s = cells[i].2
                if s >= 0 && !tableau.canDefine(s) { continue }
                let key = s >= 0 ? Int(s) : Int(Int32.max) + i
                if key >= subjectKey { continue }
                var lower = -Double.infinity
                for j in 0..<n where j != i && cells[j].2 >= 0 && !nearZero(cells[j].1) {
                    lower = max(lower, tableau.rankOf(cells[j].2))
                }
                let upper = s >= 0 ? tableau.rankBelowDependents(s) : .infinity
                guard let rank = tableau.rank(above: lower, below: upper) else { continue }
                subject = i
                subjectKey = key
                subjectRank = rank
            }
            if subject < 0 { return nil }
            for i in 0..<n where cells[i].2 < 0 {
                cells[i].2 = registerVariable(constraint.terms.variable(at: cells[i].0))
            }
            let marker = tableau.newSymbol(.dummy)
            // 0 = k + Σ cᵢ·xᵢ + d, solved for the subject.
            let k = -1 / cells[subject].1
            // The other terms go straight into the tableau's pools, sorted by symbol
            // (insertion sort: at most 16).
            let start = tableau.termSymbols.count
            for i in 0..<n where i != subject && !nearZero(cells[i].1) {
                let s = cells[i].2
                var j = tableau.termSymbols.count
                tableau.termSymbols.append(s)
                tableau.termCoefficients.append(k * cells[i].1)
                while j > start && tableau.termSymbols[j - 1] > s {
                    tableau.termSymbols.swapAt(j, j - 1)
                    tableau.termCoefficients.swapAt(j, j - 1)
                    j -= 1
                }
            }
            tableau.addDefinition(
                subject: cells[subject].2, rank: subjectRank, marker: marker,
                constant: k * (constraint.constant + offset), markerCoefficient: k,
                termStart: start)
            return marker
        }
    }

    /// Adds the row `0 = constant + Σ cells`, solved for `subject`, and substitutes it.
    func insertSolved(
        for subject: Int32, _ cellSymbols: UnsafeBufferPointer<Int32>,
        _ cellCoefficients: UnsafeBufferPointer<Double>, _ constant: Double
    ) {
        let p = cellSymbols.firstIndex(of: subject)!
        let k = -1 / cellCoefficients[p]
        let slot = tableau.insertRow(
            basic: subject, symbols: cellSymbols, coefficients: cellCoefficients, skipping: p,
            scale: k, constant: constant * k)
        tableau.substitute(subject, from: slot)
        if !tableau.compactionQueue.isEmpty { tableau.runCompactions() }
    }
}

// How a solver finds its record of a constraint and its symbol of a variable without hashing.
//
// A constraint keeps the index of its record (`Constraint.solverRecord`) and a variable its
// symbol (`Variable.solverSymbol`) in the solver that registered it first. Lookups check the
// field against the solver's own table (an identity comparison), so a stale or foreign index
// is never trusted. An object already registered in another solver (a constraint added to two
// solvers, a variable shared by two) goes into a per-solver dictionary instead (`sharedRecords`,
// `sharedSymbols`), which is empty, and never consulted, in the common case. A solver hands
// its fields back when it drops the record or symbol, is reset, rebuilt or deinitialised, so a
// field is held by at most one live solver and freed ones are reused.

extension Solver {
    /// The index of the constraint's record in `records`, or -1 if it is not in the solver.
    @inline(__always)
    func record(of constraint: Constraint) -> Int {
        let r = Int(constraint.solverRecord)
        if r >= 0 && r < records.count && records[r]?.constraint === constraint { return r }
        if !hasSharedRecords { return -1 }
        hashedLookups += 1
        return sharedRecords[ObjectIdentifier(constraint)].map { Int($0) } ?? -1
    }

    /// Stores a record; returns its index.
    func addRecord(_ info: ConstraintInfo) -> Int {
        let r: Int
        if let extras = extrasStorage, let free = extras.freeRecords.popLast() {
            r = Int(free)
            records[r] = info
        } else {
            r = records.count
            records.append(info)
        }
        constraintCountStorage += 1
        let constraint = info.constraint
        if constraint.solverRecord < 0 {
            constraint.solverRecord = Int32(r)
        } else {
            hashedLookups += 1
            sharedRecords[ObjectIdentifier(constraint)] = Int32(r)
        }
        return r
    }

    /// Drops record `r` and returns it.
    @discardableResult
    func removeRecord(_ r: Int) -> ConstraintInfo {
        let info = records[r]!
        releaseRecordField(info.constraint, r)
        records[r] = nil
        let extras = self.extras
        if r < extras.recordOffsets.count { extras.recordOffsets[r] = 0 }
        extras.freeRecords.append(Int32(r))
        constraintCountStorage -= 1
        return info
    }

    /// What `setConstant` added to record `r`'s expression constant.
    @inline(__always)
    func offset(ofRecord r: Int) -> Double {
        guard let extras = extrasStorage, r < extras.recordOffsets.count else { return 0 }
        return extras.recordOffsets[r]
    }

    func setOffset(_ offset: Double, ofRecord r: Int) {
        if r >= recordOffsets.count {
            if offset == 0 { return }
            recordOffsets.append(
                contentsOf: repeatElement(0, count: records.count - recordOffsets.count))
        }
        recordOffsets[r] = offset
    }

    /// Hands back the constraint's field if this solver holds it (record `r`), else forgets
    /// its shared entry.
    private func releaseRecordField(_ constraint: Constraint, _ r: Int) {
        if hasSharedRecords,
            sharedRecords.removeValue(forKey: ObjectIdentifier(constraint)) != nil
        {
            return
        }
        if constraint.solverRecord == Int32(r) { constraint.solverRecord = -1 }
    }

    /// Hands back every record's field (reset and deinit).
    func releaseRecordFields() {
        for r in records.indices {
            if let info = records[r] { releaseRecordField(info.constraint, r) }
        }
    }

    // MARK: - Variables

    /// The variable's external symbol in this solver, or -1.
    @inline(__always)
    func symbol(of variable: Variable) -> Int32 {
        let s = Int(variable.solverSymbol)
        if s >= 0 && s < tableau.symbolCount,
            let reference = tableau.variableReference[s],
            reference.toOpaque() == Unmanaged.passUnretained(variable).toOpaque()
        {
            return Int32(s)
        }
        if !hasSharedSymbols { return -1 }
        hashedLookups += 1
        return sharedSymbols[ObjectIdentifier(variable)] ?? -1
    }

    /// Makes an external symbol for a variable the solver does not hold yet.
    func registerVariable(_ variable: Variable) -> Int32 {
        let s = tableau.newSymbol(.external, variable: variable)
        if variable.solverSymbol < 0 {
            variable.solverSymbol = s
        } else {
            hashedLookups += 1
            sharedSymbols[ObjectIdentifier(variable)] = s
        }
        return s
    }

    /// Hands back the fields of the variables of the symbols from `count` on (before they are
    /// truncated, or the tableau replaced).
    func releaseVariables(from count: Int) {
        let n = tableau.symbolCount
        if count >= n { return }
        for s in count..<n {
            guard let variable = tableau.variable(at: s) else { continue }
            if hasSharedSymbols,
                sharedSymbols.removeValue(forKey: ObjectIdentifier(variable)) != nil
            {
                continue
            }
            if variable.solverSymbol == Int32(s) { variable.solverSymbol = -1 }
        }
    }

    /// How many variables the solver holds.
    var variableCount: Int {
        (0..<tableau.symbolCount).reduce(0) { $0 + (tableau.variableReference[$1] == nil ? 0 : 1) }
    }
}

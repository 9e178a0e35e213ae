/// An incremental Cassowary solver: constraints and edit variables come and go, and each call
/// leaves the tableau feasible and optimal (the algorithm of Badros, Borning and Stuckey, as
/// kiwi implements it).
///
///     let solver = Solver()
///     let left = Variable("left"), right = Variable("right"), mid = Variable("mid")
///     try solver.addConstraint(mid == (left + right) / 2)
///     try solver.addConstraint(left + 10 <= right)
///     try solver.addEditVariable(mid, strength: .strong)
///     try solver.suggestValue(60, for: mid)
///     solver.updateVariables()          // mid.value == 60; solver.changedVariables lists it
///
/// The cost of an edit frame (`suggestValue` + `updateVariables`) depends only on the rows the
/// edit reaches, not on unrelated constraints in the same solver.
public final class Solver {
    struct ConstraintInfo {
        let constraint: Constraint
        var tag: Tag
        let sequence: Int
        // (What `setConstant` added to the constant is in `recordOffsets`: 24 bytes a record.)
    }

    /// A class, so a suggestion updates it in place without touching the dictionary.
    final class EditInfo {
        let variable: Variable
        let constraint: Constraint
        var tag: Tag
        var constant: Double
        let sequence: Int

        init(variable: Variable, constraint: Constraint, tag: Tag, constant: Double, sequence: Int)
        {
            self.variable = variable
            self.constraint = constraint
            self.tag = tag
            self.constant = constant
            self.sequence = sequence
        }
    }

    /// The tableau, without the runtime's exclusivity checks: each access to a class's stored
    /// property would otherwise check, which costs as much as a whole edit frame. Safe because
    /// no solver method reaches the solver again while it accesses the tableau (the tableau
    /// calls no user code), and a `Solver` is not `Sendable`.
    @exclusivity(unchecked) var tableau = Tableau()
    /// The constraints' records, found through `Constraint.solverRecord` (see
    /// Solver+Records.swift); nil for a free record.
    /// Unchecked exclusivity (as `tableau`): solver methods access them in place, and none
    /// reaches the solver again meanwhile.
    @exclusivity(unchecked) var records: [ConstraintInfo?] = []
    @exclusivity(unchecked) var constraintCountStorage = 0
    @exclusivity(unchecked) var sequence = 0
    /// What only some solvers need (see `Extras`), made on first use: a solver whose
    /// constraints and variables are in no other solver, never removed, edited or rebuilt
    /// (a self-sizing cell's) carries a word for it.
    @exclusivity(unchecked) var extrasStorage: Extras? = nil

    /// The state of removals, `setConstant`, shared objects, edit variables and rebuilds:
    /// kept out of the solver object, so a small solver is about 70 bytes smaller. Read
    /// through the solver's properties of the same names. Unchecked exclusivity, as
    /// `tableau`'s: a checked access to a class's field costs a runtime call, and no solver
    /// method reaches the solver again while it accesses them.
    final class Extras {
        @exclusivity(unchecked) var freeRecords: [Int32] = []
        /// What `setConstant` added to each record's expression constant, by record index;
        /// empty until the first `setConstant` (most constraints never get one), then as long
        /// as `records`. Read through `offset(ofRecord:)`.
        @exclusivity(unchecked) var recordOffsets: [Double] = []
        /// Records of constraints whose field another solver holds.
        @exclusivity(unchecked) var sharedRecords: [ObjectIdentifier: Int32] = [:]
        /// Symbols of variables whose field another solver holds.
        @exclusivity(unchecked) var sharedSymbols: [ObjectIdentifier: Int32] = [:]
        /// Lookups and stores that went through `sharedRecords` or `sharedSymbols` (a
        /// complexity counter for tests: a solver whose objects are in no other solver does
        /// none).
        @exclusivity(unchecked) var hashedLookups = 0
        @exclusivity(unchecked) var edits: [ObjectIdentifier: EditInfo] = [:]
        /// The edit of the last suggestion: frame loops suggest the same variable again and
        /// again.
        @exclusivity(unchecked) var lastEdit: EditInfo? = nil
        /// Pivots done by earlier tableaux (a rebuild starts a new one).
        @exclusivity(unchecked) var pivotsBeforeRebuild = 0
        @exclusivity(unchecked) var rebuilds = 0
        @exclusivity(unchecked) var isRebuilding = false
    }

    /// The extras, made if the solver has none yet.
    var extras: Extras {
        if let extras = extrasStorage { return extras }
        let extras = Extras()
        extrasStorage = extras
        return extras
    }

    var freeRecords: [Int32] {
        get { extrasStorage?.freeRecords ?? [] }
        _modify { yield &extras.freeRecords }
    }
    var recordOffsets: [Double] {
        get { extrasStorage?.recordOffsets ?? [] }
        _modify { yield &extras.recordOffsets }
    }
    var sharedRecords: [ObjectIdentifier: Int32] {
        get { extrasStorage?.sharedRecords ?? [:] }
        _modify { yield &extras.sharedRecords }
    }
    var sharedSymbols: [ObjectIdentifier: Int32] {
        get { extrasStorage?.sharedSymbols ?? [:] }
        _modify { yield &extras.sharedSymbols }
    }
    /// Whether `sharedRecords` (`sharedSymbols`) has an entry: one load when the solver has
    /// no extras.
    var hasSharedRecords: Bool { extrasStorage.map { !$0.sharedRecords.isEmpty } ?? false }
    var hasSharedSymbols: Bool { extrasStorage.map { !$0.sharedSymbols.isEmpty } ?? false }
    var hashedLookups: Int {
        get { extrasStorage?.hashedLookups ?? 0 }
        set { extras.hashedLookups = newValue }
    }
    var edits: [ObjectIdentifier: EditInfo] {
        get { extrasStorage?.edits ?? [:] }
        _modify { yield &extras.edits }
    }
    var lastEdit: EditInfo? {
        get { extrasStorage?.lastEdit }
        set { extras.lastEdit = newValue }
    }
    var pivotsBeforeRebuild: Int {
        get { extrasStorage?.pivotsBeforeRebuild ?? 0 }
        set { extras.pivotsBeforeRebuild = newValue }
    }
    var rebuilds: Int {
        get { extrasStorage?.rebuilds ?? 0 }
        set { extras.rebuilds = newValue }
    }
    var isRebuilding: Bool {
        get { extrasStorage?.isRebuilding ?? false }
        set { extras.isRebuilding = newValue }
    }

    /// The variables whose value the last `updateVariables()` changed, in a deterministic order.
    public var changedVariables: ChangedVariables {
        ChangedVariables(count: tableau.changedCount, solver: self)
    }

    /// How many times the tableau was rebuilt from its constraints after a numerical failure.
    public var rebuildCount: Int { rebuilds }

    /// Makes an empty solver.
    public init() {}

    /// Hands the fields of its constraints and variables back (see Solver+Records.swift).
    deinit {
        releaseRecordFields()
        releaseVariables(from: 0)
    }

    // MARK: - Constraints

    /// Adds a constraint and re-optimises.
    ///
    /// A failed add leaves the solver with the constraints it had (a constraint whose solution
    /// is out of range is taken out by a rebuild).
    ///
    /// - Complexity: a required equality that names a variable the solver holds in no row (a
    ///   new one, say) is stored as a definition of that variable in O(*t*) for *t* terms,
    ///   without touching the tableau, so a chain of *n* such links costs O(*n*). Otherwise
    ///   the constraint's row is built (definitions it names are expanded, each once) and the
    ///   simplex runs: proportional to the rows its symbols reach. Either way the definitions
    ///   whose value the change moves are evaluated (and range-checked) before it returns.
    /// - Throws: `DuplicateConstraint` if the constraint is already in the solver,
    ///   `NonFiniteValue` if a coefficient, the constant or the strength is NaN, infinite or
    ///   beyond ``maximumMagnitude``, or if solving it would take a value there (a chain of
    ///   large multipliers), `UnsatisfiableConstraint` if it is required and conflicts with
    ///   required constraints, `InternalSolverError` if a numerical failure forced a rebuild
    ///   that failed too (unreachable in practice).
    public func addConstraint(_ constraint: Constraint) throws {
        if record(of: constraint) >= 0 { throw DuplicateConstraint(constraint: constraint) }
        settleRemovals()
        try checkFinite(constraint)
        let (tag, optimal) = try insert(constraint, offset: 0)
        sequence += 1
        let r = addRecord(ConstraintInfo(constraint: constraint, tag: tag, sequence: sequence))
        if let overflow = try finishInsertion(optimal: optimal, forget: { removeRecord(r) }) {
            throw NonFiniteValue(constraint: constraint, variable: nil, value: overflow)
        }
    }

    /// Removes a constraint and re-optimises.
    ///
    /// - Complexity: a definition (see ``addConstraint(_:)``) that no row names is dropped in
    ///   amortised O(*t*) for its *t* terms, so removing a chain link by link stays linear.
    ///   Otherwise the rows that hold the constraint's marker are updated and the simplex
    ///   runs: proportional to the rows the marker reaches. The definitions the removal moves
    ///   are evaluated by the next change or ``updateVariables()``.
    /// - Throws: `UnknownConstraint` if the constraint is not in the solver,
    ///   `InternalSolverError` if a numerical failure forced a rebuild that failed too
    ///   (unreachable in practice).
    public func removeConstraint(_ constraint: Constraint) throws {
        let r = record(of: constraint)
        if r < 0 { throw UnknownConstraint(constraint: constraint) }
        let info = removeRecord(r)
        let definition = tableau.definition(marker: info.tag.marker)
        if definition >= 0 {
            // No row holds the marker: the subject just becomes parametric (the external row
            // holding the marker is the one kiwi would drop). Otherwise give the subject its
            // row and remove the marker the usual way.
            if tableau.columnCount[Int(info.tag.marker)] == 0 {
                tableau.dropDefinition(definition)
                tableau.removalUnsettled = true
                return
            }
            tableau.materializeDefinition(definition)
        }
        try remove(info.tag, strength: constraint.strength, below: constraint.weightBelow)
    }

    /// Changes the constant of a constraint in the solver, in place: `expression.constant`
    /// behaves as `constant` from now on. The cheap way to move things, as Auto Layout's
    /// `constant` is: an edit of the constraint's own marker and a dual simplex, never a remove
    /// and re-add (kiwi's `suggestValue` machinery, generalised to any constraint).
    ///
    ///     let top = (header.y == 0)           // expression: header.y - 0
    ///     try solver.addConstraint(top)
    ///     try solver.setConstant(-44, for: top) // now header.y - 44 == 0: header.y == 44
    ///
    /// If the new constant makes a required constraint conflict with the others, the solver is
    /// left as it was.
    ///
    /// - Complexity: proportional to the rows that hold the constraint's marker, plus the dual
    ///   simplex steps that repair the rows it drives negative; independent of unrelated
    ///   constraints. A change that cannot hold rebuilds the tableau from every constraint.
    /// - Throws: `UnknownConstraint` if the constraint is not in the solver, `NonFiniteValue` if
    ///   `constant` is NaN, infinite or beyond ``maximumMagnitude``, or would take a value
    ///   there (the old constant is kept), `UnsatisfiableConstraint` if the change cannot hold,
    ///   `InternalSolverError` if the rebuild that restores the old constant failed
    ///   (unreachable in practice).
    public func setConstant(_ constant: Double, for constraint: Constraint) throws {
        let r = record(of: constraint)
        if r < 0 { throw UnknownConstraint(constraint: constraint) }
        let info = records[r]!
        if !Solver.isInRange(constant) {
            throw NonFiniteValue(constraint: constraint, variable: nil, value: constant)
        }
        settleRemovals()
        let offset = constant - constraint.constant
        let previousOffset = self.offset(ofRecord: r)
        let change = offset - previousOffset
        if change == 0 { return }
        // The marker's coefficient in the constraint's row, as `insert` wrote it (before any
        // sign flip): shifting the constant by Δ is shifting the marker by Δ / a.
        let markerCoefficient: Double
        let markerKind = tableau.kind[Int(info.tag.marker)]
        switch constraint.relation {
        case .lessThanOrEqual: markerCoefficient = 1
        case .greaterThanOrEqual: markerCoefficient = -1
        case .equal: markerCoefficient = markerKind == .dummy ? 1 : -1
        }
        let delta = change / markerCoefficient
        // A basic dummy is a required equality made redundant by others: it cannot move.
        if markerKind == .dummy && tableau.rowOf[Int(info.tag.marker)] >= 0 {
            throw UnsatisfiableConstraint(constraint: constraint)
        }
        setOffset(offset, ofRecord: r)
        let definition = tableau.definition(marker: info.tag.marker)
        if definition >= 0 { tableau.shiftDefinition(definition, by: delta) }
        // `suggest` settles the definitions the shift reached when their range is not
        // guaranteed by the weight bound (see Tableau+Definitions.swift).
        let feasible = tableau.suggest(
            marker: info.tag.marker, other: info.tag.other, delta: delta)
        var overflow = tableau.outOfRangeValue
        if feasible && overflow == nil { return }
        if overflow == nil {
            // The dual simplex found no feasible basis, or a redundant required equality
            // moved: rebuild from the recorded constraints with the new constant. If that
            // fails, or its solution is out of range, put the old constant back and rebuild.
            if (try? rebuild()) != nil {
                overflow = tableau.outOfRangeValue
                if overflow == nil { return }
            }
        }
        setOffset(previousOffset, ofRecord: r)
        try rebuild()
        tableau.outOfRangeValue = nil
        if let overflow {
            throw NonFiniteValue(constraint: constraint, variable: nil, value: overflow)
        }
        if constraint.strength.isRequired { throw UnsatisfiableConstraint(constraint: constraint) }
    }

    /// Whether the constraint object is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        record(of: constraint) >= 0
    }

    /// The most constraints ``reserveCapacity(constraints:)`` makes room for at once
    /// (1,048,576).
    public static let maximumReservation = 1 << 20

    /// How many constraints are in the solver (edit variables not counted).
    public var constraintCount: Int { constraintCountStorage }

    /// Makes room for `count` constraints in all, so that a solver filled with about that many
    /// constraints grows its storage once instead of doubling it from empty (what a client
    /// making many small solvers saves most on). Adding more than `count` still works; a
    /// `count` of zero or less reserves nothing, and a count above ``maximumReservation``
    /// reserves that many (a hint, not a limit: the rest grows as it is added). Up to 1,024
    /// constraints, the first row and column buffers also come from one block made here.
    ///
    /// - Complexity: O(*count*) when the storage grows, else O(1).
    public func reserveCapacity(constraints count: Int) {
        if count <= 0 { return }  // (nothing to make room for)
        // A huge hint (`Int.max`) must neither overflow the sizes below nor ask for memory
        // no solver could fill.
        let count = Swift.min(count, Solver.maximumReservation)
        // About two symbols per constraint (a marker, or a slack and an error, and the new
        // variables), a row for about half of them, and a record each.
        tableau.reserveCapacity(constraints: count)
        if count > records.capacity { records.reserveCapacity(count) }
    }

    // MARK: - Edit variables

    /// Makes `variable` editable with `suggestValue(_:for:)` at a non-required strength.
    ///
    /// Like kiwi, the variable is pulled toward `initialValue` (default 0) until the first
    /// suggestion; pass its current value to avoid a jump.
    ///
    /// - Complexity: that of adding the edit constraint `variable == initialValue` to the
    ///   tableau (see ``addConstraint(_:)``): proportional to the rows its symbols reach.
    /// - Throws: `DuplicateEditVariable` if it is already an edit variable,
    ///   `BadRequiredStrength` if `strength` is required, `NonFiniteValue` if the strength or
    ///   the initial value is NaN or infinite (the initial value also beyond
    ///   ``maximumMagnitude``), or if its solution would take a value there (a row's or a
    ///   definition's; the edit is not added), `InternalSolverError` if a numerical failure
    ///   forced a rebuild that failed too (unreachable in practice).
    public func addEditVariable(_ variable: Variable, strength: Strength, initialValue: Double = 0)
        throws
    {
        let id = ObjectIdentifier(variable)
        if hasEditVariable(variable) { throw DuplicateEditVariable(variable: variable) }
        if !strength.value.isFinite {
            throw NonFiniteValue(constraint: nil, variable: variable, value: strength.value)
        }
        if strength.isRequired { throw BadRequiredStrength(variable: variable) }
        if !Solver.isInRange(initialValue) {
            throw NonFiniteValue(constraint: nil, variable: variable, value: initialValue)
        }
        settleRemovals()
        let constraint = Constraint(Expression([Term(variable)]), .equal, strength: strength)
        let (tag, optimal) = try insert(constraint, offset: -initialValue)
        sequence += 1
        edits[id] = EditInfo(
            variable: variable, constraint: constraint, tag: tag, constant: initialValue,
            sequence: sequence)
        if let overflow = try finishInsertion(optimal: optimal, forget: { edits[id] = nil }) {
            throw NonFiniteValue(constraint: nil, variable: variable, value: overflow)
        }
    }

    /// Stops editing `variable` and removes its edit constraint.
    ///
    /// - Complexity: that of removing a constraint from the rows (see
    ///   ``removeConstraint(_:)``).
    /// - Throws: `UnknownEditVariable` if it is not an edit variable, `InternalSolverError` if
    ///   a numerical failure forced a rebuild that failed too (unreachable in practice).
    public func removeEditVariable(_ variable: Variable) throws {
        guard let info = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw UnknownEditVariable(variable: variable)
        }
        lastEdit = nil
        try remove(info.tag, strength: info.constraint.strength, below: info.constraint.weightBelow)
    }

    /// Whether `variable` is an edit variable of this solver.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        extrasStorage?.edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable and re-optimises with the dual simplex, touching
    /// only the rows that contain the edit's error symbols.
    ///
    /// - Complexity: proportional to the rows that hold the edit's error symbols, plus the dual
    ///   simplex steps that repair the rows it drives negative (and the definitions it reaches
    ///   when their weight bound does not keep them in range); independent of unrelated
    ///   constraints. The same variable suggested again between pivots reuses its rows.
    /// - Throws: `UnknownEditVariable` if `variable` is not an edit variable, `NonFiniteValue`
    ///   if `value` is NaN, infinite or beyond ``maximumMagnitude``, or would take a value
    ///   there (the previous suggestion is kept), `InternalSolverError` if a numerical failure
    ///   forced a rebuild that failed too (unreachable in practice).
    public func suggestValue(_ value: Double, for variable: Variable) throws {
        let info: EditInfo
        if let last = extrasStorage?.lastEdit, last.variable === variable {
            info = last
        } else {
            guard let found = extrasStorage?.edits[ObjectIdentifier(variable)] else {
                throw UnknownEditVariable(variable: variable)
            }
            info = found
            lastEdit = found
        }
        if !Solver.isInRange(value) {
            throw NonFiniteValue(constraint: nil, variable: variable, value: value)
        }
        settleRemovals()
        let previous = info.constant
        let delta = value - previous
        info.constant = value
        if delta == 0 { return }
        // `suggest` also settles the definitions the edit reached unless the weight bound
        // keeps them in range (two loads and a branch), so a definition pushed out of range
        // is caught here, not when published.
        let feasible = tableau.suggest(
            marker: info.tag.marker, other: info.tag.other, delta: delta)
        var overflow = tableau.outOfRangeValue
        if overflow == nil && !feasible {
            try rebuild()
            overflow = tableau.outOfRangeValue
        }
        if let overflow {
            // A value (a row's or a definition's) left the range: keep the previous
            // suggestion.
            info.constant = previous
            try rebuild()
            tableau.outOfRangeValue = nil
            throw NonFiniteValue(constraint: nil, variable: variable, value: overflow)
        }
    }

    // MARK: - Results

    /// Publishes the solution: writes `Variable.value` for every variable whose value changed
    /// since the last call, and lists them in `changedVariables`.
    ///
    /// - Complexity: O(*k*) in the number of variables whose row was touched since the last
    ///   call, not in the number of variables.
    public func updateVariables() {
        tableau.publish()
    }

    /// Removes every constraint and edit variable. Variables keep their last published values.
    ///
    /// - Complexity: O(*n*) in the size of the tableau (its buffers are freed).
    public func reset() {
        pivotsBeforeRebuild += tableau.pivotCount
        releaseRecordFields()
        releaseVariables(from: 0)
        tableau = Tableau()
        records.removeAll()
        freeRecords.removeAll()
        recordOffsets.removeAll()
        sharedRecords.removeAll()
        sharedSymbols.removeAll()
        constraintCountStorage = 0
        edits.removeAll()
        lastEdit = nil
    }

    // MARK: - Counters

    /// Simplex pivots done so far (primal, dual, phase 1 and removal), for benchmarks.
    public var pivotCount: Int { pivotsBeforeRebuild + tableau.pivotCount }
    /// Rows in the tableau.
    public var rowCount: Int { tableau.rowCount }
    /// Non-zero cells in the tableau's rows.
    ///
    /// - Complexity: O(*r*) in the number of rows.
    public var cellCount: Int { tableau.cellCount }
    /// Cells read or moved by row updates since the last rebuild (a complexity counter for
    /// tests).
    var cellOperations: Int { tableau.cellOperations }

    // MARK: - Internals

    /// The largest magnitude of a constant, coefficient, suggested value or solved value:
    /// 10¹⁵⁰. Beyond it a sum or product inside the solver could overflow to infinity
    /// (1e308 + 1e308), so such an input is refused as a ``NonFiniteValue`` before it enters,
    /// and so is a change whose solution would go there.
    public nonisolated static let maximumMagnitude: Double = 1e150

    nonisolated static func isInRange(_ value: Double) -> Bool {
        value.isFinite && abs(value) <= maximumMagnitude
    }

    func checkFinite(_ constraint: Constraint) throws {
        if !Solver.isInRange(constraint.constant) {
            throw NonFiniteValue(constraint: constraint, variable: nil, value: constraint.constant)
        }
        for index in 0..<constraint.terms.count
        where !Solver.isInRange(constraint.terms.coefficient(at: index)) {
            throw NonFiniteValue(
                constraint: constraint, variable: constraint.terms.variable(at: index),
                value: constraint.terms.coefficient(at: index))
        }
        if !constraint.strength.value.isFinite || !constraint.weightBelow.isFinite {
            throw NonFiniteValue(
                constraint: constraint, variable: nil, value: constraint.strength.value)
        }
    }

    /// Removes the rows and objective terms of a constraint's tag and re-optimises.
    func remove(_ tag: Tag, strength: Strength, below weightBelow: Double) throws {
        // Objective first: pivoting first gives wrong results (kiwi's comment).
        if tableau.kind[Int(tag.marker)] == .error {
            tableau.addToObjective(tag.marker, -strength.value)
        }
        if tag.other >= 0 && tableau.kind[Int(tag.other)] == .error {
            // (An equality's error below zero; an inequality's error has its strength.)
            let weight = tableau.kind[Int(tag.marker)] == .error ? weightBelow : strength.value
            tableau.addToObjective(tag.other, -weight)
        }
        let row = tableau.rowOf[Int(tag.marker)]
        if row >= 0 {
            tableau.removeRow(row)
        } else {
            let slot = tableau.markerLeavingRow(tag.marker)
            if slot < 0 {
                // The marker is in no row: the tableau lost it. Rebuild from the constraints
                // (this one is already gone from the books).
                try rebuild()
                return
            }
            tableau.pivot(slot, entering: tag.marker)
            tableau.removeRow(slot)
        }
        if !tableau.optimize() { try rebuild() }
        // A removal is never refused. The definitions it moves are evaluated by the next
        // change that must check them, or by publishing (removing a chain link by link stays
        // linear).
        tableau.outOfRangeValue = nil
        tableau.removalUnsettled = true
    }

    /// Rebuilds the tableau from the constraints and edits, in their original order. The last
    /// resort after a numerical failure; every required constraint is re-added.
    func rebuild() throws {
        if isRebuilding { throw InternalSolverError(message: "numerical failure while rebuilding") }
        isRebuilding = true
        defer { isRebuilding = false }
        rebuilds += 1
        pivotsBeforeRebuild += tableau.pivotCount
        enum Item {
            case constraint(Int, Int)
            case edit(ObjectIdentifier, Int)
            var sequence: Int {
                switch self {
                case .constraint(_, let s), .edit(_, let s): s
                }
            }
        }
        var items: [Item] = records.indices.compactMap { r in
            records[r].map { .constraint(r, $0.sequence) }
        }
        items += edits.map { .edit($0.key, $0.value.sequence) }
        items.sort { $0.sequence < $1.sequence }
        // Keep dirty marks: every variable of the old tableau must be republished.
        let oldVariables = (0..<tableau.symbolCount).compactMap { tableau.variable(at: $0) }
        releaseVariables(from: 0)
        sharedSymbols.removeAll(keepingCapacity: true)
        tableau = Tableau()
        do {
            for item in items {
                let optimal: Bool
                switch item {
                case .constraint(let r, _):
                    (records[r]!.tag, optimal) = try insert(
                        records[r]!.constraint, offset: offset(ofRecord: r))
                case .edit(let id, _):
                    (edits[id]!.tag, optimal) = try insert(
                        edits[id]!.constraint, offset: -edits[id]!.constant)
                }
                if !optimal { throw InternalSolverError(message: "optimisation failed") }
            }
        } catch {
            throw InternalSolverError(message: "rebuild failed: \(error)")
        }
        // Variables no longer in any constraint fall back to 0, as a fresh parametric would.
        for v in oldVariables where symbol(of: v) < 0 { _ = registerVariable(v) }
        // The caller decides whether a value out of range refuses its change (a rebuild with
        // a new constant or suggestion) or not (a rebuild to the previous state).
        _ = settledOverflow()
    }

    /// Finishes an insertion the caller has recorded (a constraint or an edit): rebuilds if
    /// its optimisation failed numerically. If its solution is out of range (a row's constant,
    /// or a definition's value, its own or one downstream of it), takes the record back with
    /// `forget`, rebuilds without it and returns the value; otherwise returns nil.
    func finishInsertion(optimal: Bool, forget: () -> Void) throws -> Double? {
        if !optimal { try rebuild() }
        guard let overflow = settledOverflow() else { return nil }
        forget()
        try rebuild()
        tableau.outOfRangeValue = nil
        return overflow
    }

    /// Evaluates the definitions that removals since the last change moved (if the weight
    /// bound does not keep them in range), without refusing anything: a change is refused
    /// only for values its own work took out of range. Called at the start of every change
    /// (one load when nothing was removed).
    @inline(__always)
    func settleRemovals() {
        if !tableau.removalUnsettled { return }
        tableau.removalUnsettled = false
        if tableau.needsSettling && !tableau.definitionsBounded {
            tableau.settleDefinitions()
        }
        tableau.outOfRangeValue = nil
    }

    /// Evaluates the definitions the last change reached unless the weight bound keeps them in
    /// range (see Tableau+Definitions.swift), and returns the first value beyond
    /// ``maximumMagnitude`` that a row or a definition took since the guard was last cleared,
    /// or nil.
    @inline(__always)
    func settledOverflow() -> Double? {
        if tableau.needsSettling && !tableau.definitionsBounded {
            tableau.settleDefinitions()
        }
        return tableau.outOfRangeValue
    }
}

/// The variables whose value the last `Solver.updateVariables()` changed, in a deterministic
/// order. A cheap view (no copy) that stays valid until the solver changes.
public struct ChangedVariables: RandomAccessCollection {
    /// How many of the tableau's `changed` symbols are valid.
    public let count: Int
    /// The solver, whose tableau holds the variables.
    let solver: Solver

    /// 0.
    public var startIndex: Int { 0 }
    /// `count`.
    public var endIndex: Int { count }

    /// The changed variable at `position`.
    public subscript(position: Int) -> Variable {
        precondition(position >= 0 && position < count, "index out of range")
        // The symbols are read from the solver's tableau, through its bounds: a view kept
        // past a change reads what the tableau holds then, never freed memory.
        precondition(
            position < solver.tableau.changed.count,
            "changed variables read after their solver changed")
        let s = Int(solver.tableau.changed[position])
        guard s < solver.tableau.symbolCount, let variable = solver.tableau.variable(at: s) else {
            preconditionFailure("changed variables read after their solver changed")
        }
        return variable
    }
}

extension Solver {
    /// The tableau as canonical text, for tests.
    var stateDump: String {
        var text = tableau.dump()
        text += "\nconstraints \(constraintCount) edits \(edits.count) variables \(variableCount)"
        for info in edits.values.sorted(by: { $0.sequence < $1.sequence }) {
            text += "\nedit \(info.variable) = \(info.constant)"
        }
        return text
    }

    /// The first violated tableau invariant, if any (tests only: O(symbols × rows)).
    func invariantViolation() -> String? { tableau.invariantViolation() }
}

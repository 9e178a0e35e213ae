// Each error carries the constraint or variable it is about. They hold references to
// non-Sendable classes only for diagnostics, which is why they are `@unchecked Sendable`.
//
// One type per failure, as kiwi has one exception class per failure: a caller catches the
// one it handles (`catch is UnsatisfiableConstraint`) and lets the others through. The
// solver's methods use untyped `throws` because each can throw several of these types (every
// one can throw `InternalSolverError`); folding them into one enum for typed throws would
// make such a `catch` silently stop matching.

/// A required constraint conflicts with the required constraints already in the solver.
public struct UnsatisfiableConstraint: Error, @unchecked Sendable, CustomStringConvertible {
    /// The rejected constraint; the solver is unchanged.
    public let constraint: Constraint
    public var description: String { "unsatisfiable constraint: \(constraint)" }
}

/// The constraint object is already in the solver.
public struct DuplicateConstraint: Error, @unchecked Sendable, CustomStringConvertible {
    /// The constraint that was added twice.
    public let constraint: Constraint
    public var description: String { "duplicate constraint: \(constraint)" }
}

/// The constraint object is not in the solver.
public struct UnknownConstraint: Error, @unchecked Sendable, CustomStringConvertible {
    /// The constraint that was not found.
    public let constraint: Constraint
    public var description: String { "unknown constraint: \(constraint)" }
}

/// The variable already is an edit variable of the solver.
public struct DuplicateEditVariable: Error, @unchecked Sendable, CustomStringConvertible {
    /// The variable added twice.
    public let variable: Variable
    public var description: String { "duplicate edit variable: \(variable)" }
}

/// The variable is not an edit variable of the solver.
public struct UnknownEditVariable: Error, @unchecked Sendable, CustomStringConvertible {
    /// The variable that was not found.
    public let variable: Variable
    public var description: String { "unknown edit variable: \(variable)" }
}

/// Edit variables can't be required.
public struct BadRequiredStrength: Error, @unchecked Sendable, CustomStringConvertible {
    /// The variable that was given a required strength.
    public let variable: Variable
    public var description: String { "edit variable \(variable) can't have a required strength" }
}

/// A coefficient, constant, strength or suggested value is NaN or infinite, or so large
/// (beyond ``Solver/maximumMagnitude``) that the solver's arithmetic could make it infinite.
public struct NonFiniteValue: Error, @unchecked Sendable, CustomStringConvertible {
    /// The constraint that holds the value, if any.
    public let constraint: Constraint?
    /// The variable it is about, if any.
    public let variable: Variable?
    /// The offending value.
    public let value: Double
    public var description: String {
        if let constraint { return "non-finite value \(value) in \(constraint)" }
        if let variable { return "non-finite value \(value) for \(variable)" }
        return "non-finite value \(value)"
    }
}

/// The solver's tableau became numerically inconsistent and could not be rebuilt. Every
/// required constraint still holds in the previous solution; this should be unreachable.
public struct InternalSolverError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public let message: String
    public var description: String { "internal solver error: \(message)" }
}

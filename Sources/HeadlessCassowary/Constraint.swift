/// A linear relation `expression (<=|==|>=) 0` with a strength.
///
/// Constraints have identity, like kiwi's: a solver holds a constraint object at most once,
/// and two equal constraints made separately are two constraints.
public final class Constraint: CustomStringConvertible {
    /// The left side minus the right side, with each variable's terms summed.
    public let expression: Expression
    /// How `expression` relates to 0.
    public let relation: Relation
    /// The strength, clipped to `0...Strength.required`.
    public let strength: Strength
    /// The record index of this constraint in the solver that registered it through this
    /// field, or -1 (see `Solver.record(of:)`): a solver finds its record without hashing.
    /// No exclusivity checks: every access is a single load or store, never held across a
    /// call, and a constraint is not `Sendable` (one thread touches it).
    @exclusivity(unchecked) var solverRecord: Int32 = -1

    /// Makes `expression (relation) 0` at `strength`.
    ///
    /// - Complexity: O(*n*) in the number of terms (they are summed per variable).
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression.reduced()
        self.relation = relation
        self.strength = strength
    }

    /// A new constraint with the same relation at another strength.
    ///
    /// - Complexity: O(*n*) in the number of terms.
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }

    public var description: String { "\(expression) \(relation) 0 (\(strength))" }
}

/// A linear relation `expression (<=|==|>=) 0` with a strength.
///
/// Constraints have identity, like kiwi's: a solver holds a constraint object at most once,
/// and two equal constraints made separately are two constraints.
public final class Constraint: CustomStringConvertible {
    /// The terms of ``expression`` (each variable's summed), in the object itself (see
    /// ``ConstraintTerms``): the solver reads them in place.
    package let terms: ConstraintTerms
    /// The constant of ``expression``.
    package let constant: Double
    /// How `expression` relates to 0.
    public let relation: Relation
    /// The strength, clipped to `0...Strength.required`.
    public let strength: Strength
    /// The weight of the error below zero (`expression < 0`) of a non-required equality:
    /// `strength.value`, except for one made by ``init(_:equalWeighingAbove:below:)``.
    let weightBelow: Double
    /// The record index of this constraint in the solver that registered it through this
    /// field, or -1 (see `Solver.record(of:)`): a solver finds its record without hashing.
    /// No exclusivity checks: every access is a single load or store, never held across a
    /// call, and a constraint is not `Sendable` (one thread touches it).
    @exclusivity(unchecked) var solverRecord: Int32 = -1

    /// The left side minus the right side, with each variable's terms summed.
    ///
    /// - Complexity: O(*n*) in the number of terms (the expression is made on each read).
    public var expression: Expression { Expression(terms.array, constant: constant) }

    /// Makes `expression (relation) 0` at `strength`.
    ///
    /// - Complexity: O(*n*) in the number of terms (they are summed per variable).
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        let reduced = expression.reduced()
        self.terms = ConstraintTerms(reduced.terms)
        self.constant = reduced.constant
        self.relation = relation
        self.strength = strength
        self.weightBelow = strength.value
    }

    /// Makes `expression (relation) 0` at `strength` from an expression that names each
    /// variable once (the caller knows, as a layout engine does for a constraint between two
    /// different items): nothing to sum, not even to check.
    package init(distinctTerms expression: Expression, _ relation: Relation, strength: Strength) {
        assert(
            expression.terms.count <= 1 || !expression.hasRepeatedVariable,
            "Constraint(distinctTerms:): \(expression) names a variable twice")
        self.terms = ConstraintTerms(expression.terms)
        self.constant = expression.constant
        self.relation = relation
        self.strength = strength
        self.weightBelow = strength.value
    }

    /// Makes `Σ terms + constant (relation) 0` at `strength` from terms that name each
    /// variable once (see ``init(distinctTerms:_:strength:)``), gathered by the caller in
    /// place: no array is made.
    package init(
        distinctTerms terms: consuming ConstraintTerms, constant: Double, _ relation: Relation,
        strength: Strength
    ) {
        assert(!terms.hasRepeatedVariable, "Constraint(distinctTerms:): a variable named twice")
        self.terms = terms
        self.constant = constant
        self.relation = relation
        self.strength = strength
        self.weightBelow = strength.value
    }

    /// The non-required equality `expression == 0` whose error above zero weighs `above` and
    /// whose error below zero weighs `below`: the pair `expression <= 0` at `above` and
    /// `expression >= 0` at `below` (the same optimum: each side's error is priced as the pair
    /// prices it) in one row with two error symbols instead of two rows with four. A layout
    /// engine's hugging and compression resistance on one axis.
    ///
    /// - Precondition: neither strength is required (a required side is an inequality: use
    ///   the pair).
    /// - Complexity: O(*n*) in the number of terms.
    package init(_ expression: Expression, equalWeighingAbove above: Strength, below: Strength) {
        precondition(
            !above.isRequired && !below.isRequired,
            "Constraint(equalWeighingAbove: \(above), below: \(below)): a side is required")
        let reduced = expression.reduced()
        self.terms = ConstraintTerms(reduced.terms)
        self.constant = reduced.constant
        self.relation = .equal
        self.strength = above
        self.weightBelow = below.value
    }

    /// The non-required equality `coefficient × variable + constant == 0` weighing `above`
    /// and `below` (see ``init(_:equalWeighingAbove:below:)``), with no array made.
    package init(
        _ variable: Variable, _ coefficient: Double, constant: Double,
        equalWeighingAbove above: Strength, below: Strength
    ) {
        precondition(
            !above.isRequired && !below.isRequired,
            "Constraint(equalWeighingAbove: \(above), below: \(below)): a side is required")
        var terms = ConstraintTerms()
        terms.append(variable, coefficient)
        self.terms = terms
        self.constant = constant
        self.relation = .equal
        self.strength = above
        self.weightBelow = below.value
    }

    /// A new constraint with the same relation at another strength.
    ///
    /// - Complexity: O(*n*) in the number of terms.
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }

    public var description: String {
        if weightBelow != strength.value {
            return "\(expression) \(relation) 0 (\(strength) above, \(Strength(weightBelow)) below)"
        }
        return "\(expression) \(relation) 0 (\(strength))"
    }
}

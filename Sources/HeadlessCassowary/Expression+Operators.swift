// MARK: - Arithmetic

/// `coefficient · variable`.
public func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, lhs) }
/// `coefficient · variable`.
public func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, rhs) }
/// The term scaled.
public func * (lhs: Double, rhs: Term) -> Term { Term(rhs.variable, lhs * rhs.coefficient) }
/// The term scaled.
public func * (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient * rhs) }
/// The expression scaled.
public func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }
/// The expression scaled.
public func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(
        lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
}
/// The variable divided by a constant.
public func / (lhs: Variable, rhs: Double) -> Term { Term(lhs, 1 / rhs) }
/// The term divided by a constant.
public func / (lhs: Term, rhs: Double) -> Term { lhs * (1 / rhs) }
/// The expression divided by a constant.
public func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }
/// `−1 · variable`.
public prefix func - (operand: Variable) -> Term { Term(operand, -1) }
/// The term negated.
public prefix func - (operand: Term) -> Term { Term(operand.variable, -operand.coefficient) }
/// The expression negated.
public prefix func - (operand: Expression) -> Expression { operand * -1 }

/// The sum of two linear expressions.
public func + <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Expression {
    var result = lhs.expression
    let right = rhs.expression
    result.terms.append(contentsOf: right.terms)
    result.constant += right.constant
    return result
}
/// The expression plus a constant.
public func + <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
    var result = lhs.expression
    result.constant += rhs
    return result
}
/// A constant plus the expression.
public func + <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Expression { rhs + lhs }
/// The difference of two linear expressions.
public func - <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Expression {
    lhs + -rhs.expression
}
/// The expression minus a constant.
public func - <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Expression { lhs + -rhs }
/// A constant minus the expression.
public func - <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Expression {
    -rhs.expression + lhs
}

// MARK: - Relations (required strength; see `Constraint.withStrength(_:)`)

/// The required constraint `lhs == rhs`.
public func == <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .equal)
}
/// The required constraint `lhs == rhs`.
public func == <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .equal)
}
/// The required constraint `lhs == rhs`.
public func == <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .equal)
}
/// The required constraint `lhs <= rhs`.
public func <= <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`.
public func <= <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`.
public func <= <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}
/// The required constraint `lhs >= rhs`.
public func >= <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`.
public func >= <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`.
public func >= <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// A variable times a coefficient.
public struct Term: CustomStringConvertible {
    /// The unknown.
    public var variable: Variable
    /// Its coefficient.
    public var coefficient: Double

    /// Makes `coefficient · variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String {
        coefficient == 1 ? variable.description : "\(formatCoefficient(coefficient))*\(variable)"
    }
}

/// A linear expression `Σ coefficient·variable + constant`.
///
/// Build expressions with operators: `2 * x + y - 10`, `(left + right) / 2`.
public struct Expression: CustomStringConvertible {
    /// The terms, in the order they were written (a variable may appear more than once).
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// Makes an expression from terms and a constant.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression with the terms of each variable summed, in order of first appearance.
    public func reduced() -> Expression {
        if terms.count <= 1 { return self }
        var out: [Term] = []
        out.reserveCapacity(terms.count)
        if terms.count <= 16 {
            outer: for term in terms {
                for i in out.indices where out[i].variable === term.variable {
                    out[i].coefficient += term.coefficient
                    continue outer
                }
                out.append(term)
            }
        } else {
            var index: [ObjectIdentifier: Int] = [:]
            for term in terms {
                if let i = index[ObjectIdentifier(term.variable)] {
                    out[i].coefficient += term.coefficient
                } else {
                    index[ObjectIdentifier(term.variable)] = out.count
                    out.append(term)
                }
            }
        }
        return Expression(out, constant: constant)
    }

    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append(formatCoefficient(constant)) }
        return parts.joined(separator: " + ")
    }
}

func formatCoefficient(_ x: Double) -> String {
    x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
}

/// Something that reads as a linear expression: a `Variable`, a `Term` or an `Expression`.
public protocol ExpressionConvertible {
    /// This value as an expression.
    var expression: Expression { get }
}

extension Variable: ExpressionConvertible {
    /// `1 · self`.
    public var expression: Expression { Expression([Term(self)]) }
}

extension Term: ExpressionConvertible {
    /// The term alone.
    public var expression: Expression { Expression([self]) }
}

extension Expression: ExpressionConvertible {
    /// The expression itself.
    public var expression: Expression { self }
}

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

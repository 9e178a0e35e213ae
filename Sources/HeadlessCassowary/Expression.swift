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
    ///
    /// - Complexity: O(*n*) in the number of terms.
    public func reduced() -> Expression {
        if terms.count <= 1 { return self }
        if terms.count <= 16 && !hasRepeatedVariable { return self }  // (no copy)
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

    /// Whether a variable appears in two terms (O(n²): for short expressions).
    var hasRepeatedVariable: Bool {
        for i in 1..<terms.count {
            for j in 0..<i where terms[j].variable === terms[i].variable { return true }
        }
        return false
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

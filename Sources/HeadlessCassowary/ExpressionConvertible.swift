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

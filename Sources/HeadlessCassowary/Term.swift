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

/// A constraint's terms, kept in the constraint object itself: up to four in fields, more in
/// an array. A layout engine's constraint names one to four variables (an edge is a position,
/// or a position and a size), so most constraints cost one allocation, not two (the object
/// and its term array).
package struct ConstraintTerms {
    /// How many terms are stored inline at most; more are all kept in `spilled`.
    static let inlineCapacity = 4

    /// The number of terms.
    package private(set) var count = 0
    private var variable0: Variable?
    private var variable1: Variable?
    private var variable2: Variable?
    private var variable3: Variable?
    private var coefficient0 = 0.0
    private var coefficient1 = 0.0
    private var coefficient2 = 0.0
    private var coefficient3 = 0.0
    /// Every term, when there are more than ``inlineCapacity`` (empty otherwise: no
    /// allocation).
    private var spilled: [Term] = []

    /// No terms.
    package init() {}

    /// `terms`, in order.
    ///
    /// - Complexity: O(*n*) in the number of terms.
    init(_ terms: [Term]) {
        if terms.count > Self.inlineCapacity {
            spilled = terms
            count = terms.count
            return
        }
        for term in terms { append(term.variable, term.coefficient) }
    }

    /// Appends `coefficient × variable` (taken over: the caller's reference moves in, not
    /// retained again).
    ///
    /// - Complexity: O(1), except O(*n*) once, for the term past ``inlineCapacity``.
    package mutating func append(_ variable: consuming Variable, _ coefficient: Double) {
        switch count {
        case 0:
            variable0 = variable
            coefficient0 = coefficient
        case 1:
            variable1 = variable
            coefficient1 = coefficient
        case 2:
            variable2 = variable
            coefficient2 = coefficient
        case 3:
            variable3 = variable
            coefficient3 = coefficient
        case Self.inlineCapacity:
            spilled.reserveCapacity(2 * Self.inlineCapacity)
            for index in 0..<Self.inlineCapacity { spilled.append(self[index]) }
            variable0 = nil
            variable1 = nil
            variable2 = nil
            variable3 = nil
            spilled.append(Term(variable, coefficient))
        default:
            spilled.append(Term(variable, coefficient))
        }
        count += 1
    }

    /// The variable of term `index` (`0..<count`).
    @inline(__always)
    package func variable(at index: Int) -> Variable {
        if count > Self.inlineCapacity { return spilled[index].variable }
        switch index {
        case 0: return variable0!
        case 1: return variable1!
        case 2: return variable2!
        default: return variable3!
        }
    }

    /// The coefficient of term `index` (`0..<count`).
    @inline(__always)
    package func coefficient(at index: Int) -> Double {
        if count > Self.inlineCapacity { return spilled[index].coefficient }
        switch index {
        case 0: return coefficient0
        case 1: return coefficient1
        case 2: return coefficient2
        default: return coefficient3
        }
    }

    /// Term `index` (`0..<count`).
    package subscript(index: Int) -> Term {
        Term(variable(at: index), coefficient(at: index))
    }

    /// The terms as an array (made on each call, unless there are more than
    /// ``inlineCapacity``).
    ///
    /// - Complexity: O(*n*) in the number of terms.
    package var array: [Term] {
        if count > Self.inlineCapacity { return spilled }
        var terms: [Term] = []
        terms.reserveCapacity(count)
        for index in 0..<count { terms.append(self[index]) }
        return terms
    }

    /// Whether a variable appears in two terms (O(n²): for short lists).
    var hasRepeatedVariable: Bool {
        for i in 0..<count {
            for j in 0..<i where variable(at: j) === variable(at: i) { return true }
        }
        return false
    }
}

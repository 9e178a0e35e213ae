/// A dense row to minimise: the objective, or phase 1's artificial objective.
///
/// Its per-symbol values are columns it does not own: the tableau's objective uses two columns
/// of the tableau's symbol block (`SymbolColumns`: re-pointed when the block grows, set for
/// each new symbol), so a small solver allocates nothing for it; phase 1's objective is made
/// by `allocated(symbolCount:)` and freed by `deallocate()` when phase 1 ends. Indices are
/// symbols below the tableau's `symbolCount`.
struct Objective {
    var coefficients: UnsafeMutablePointer<Double>
    var isCandidate: UnsafeMutablePointer<Bool>
    var constant: Double = 0
    /// Symbols whose coefficient may be negative (a superset; never dummies).
    var candidates: [Int32] = []

    /// The objective over the given columns.
    init(coefficients: UnsafeMutablePointer<Double>, isCandidate: UnsafeMutablePointer<Bool>) {
        self.coefficients = coefficients
        self.isCandidate = isCandidate
    }

    /// An objective with columns of its own for `symbolCount` symbols, all zero (free them
    /// with `deallocate()`).
    static func allocated(symbolCount: Int) -> Objective {
        let n = Swift.max(symbolCount, 1)
        let coefficients = UnsafeMutablePointer<Double>.allocate(capacity: n)
        coefficients.initialize(repeating: 0, count: n)
        let isCandidate = UnsafeMutablePointer<Bool>.allocate(capacity: n)
        isCandidate.initialize(repeating: false, count: n)
        return Objective(coefficients: coefficients, isCandidate: isCandidate)
    }

    /// Frees the columns of an objective made by `allocated(symbolCount:)`.
    func deallocate() {
        coefficients.deallocate()
        isCandidate.deallocate()
    }

    @inline(__always)
    mutating func add(_ symbol: Int32, _ value: Double, isDummy: Bool) {
        let i = Int(symbol)
        var v = coefficients[i] + value
        if nearZero(v) { v = 0 }
        coefficients[i] = v
        if v < 0, !isDummy, !isCandidate[i] {
            isCandidate[i] = true
            candidates.append(symbol)
        }
    }

    /// Bland's rule: the smallest symbol with a negative coefficient, or -1.
    mutating func enteringSymbol() -> Int32 {
        var best: Int32 = -1
        var w = 0
        for r in 0..<candidates.count {
            let s = candidates[r]
            if coefficients[Int(s)] < 0 {
                candidates[w] = s
                w += 1
                if best < 0 || s < best { best = s }
            } else {
                isCandidate[Int(s)] = false
            }
        }
        if w < candidates.count { candidates.removeLast(candidates.count - w) }
        return best
    }
}

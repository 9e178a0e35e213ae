/// A dense row to minimise: the objective, or phase 1's artificial objective.
struct Objective {
    var coefficients: [Double]
    var constant: Double = 0
    /// Symbols whose coefficient may be negative (a superset; never dummies).
    var candidates: [Int32] = []
    var isCandidate: [Bool]

    init(symbolCount: Int) {
        coefficients = Array(repeating: 0, count: symbolCount)
        isCandidate = Array(repeating: false, count: symbolCount)
    }

    /// Makes room for symbols below `capacity`: the tableau's objective is padded to its
    /// symbol capacity (zeros beyond its symbols), so a new symbol costs no append.
    mutating func pad(to capacity: Int) {
        if coefficients.count < capacity {
            coefficients.reserveCapacity(capacity)
            coefficients.append(contentsOf: repeatElement(0, count: capacity - coefficients.count))
        }
        if isCandidate.count < capacity {
            isCandidate.reserveCapacity(capacity)
            isCandidate.append(
                contentsOf: repeatElement(false, count: capacity - isCandidate.count))
        }
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

extension Tableau {
    /// Primal simplex with Bland's rule on the objective (or the artificial objective).
    /// Returns false if the objective is unbounded (unreachable for a consistent tableau).
    mutating func optimize(artificialObjective: Bool = false) -> Bool {
        // Bland's rule can't cycle in exact arithmetic; the cap turns a numerical loop into a
        // rebuild instead of a hang.
        var budget = 100_000 + 20 * symbolCount
        while true {
            budget -= 1
            if budget < 0 { return false }
            let entering =
                artificialObjective
                ? artificial!.objective.enteringSymbol() : objective.enteringSymbol()
            if entering < 0 { return true }
            // Leaving row: the minimum ratio over restricted rows with a negative coefficient.
            compactColumn(entering)
            var leaving = LeavingRowChoice()
            let col = columnSlots[Int(entering)]
            for r in 0..<Int(columnLength[Int(entering)]) {
                let slot = col[r]
                let basic = rowBasic[Int(slot)]
                if kind[Int(basic)] == .external { continue }
                let c = coefficient(slot, entering)
                if c < 0 { leaving.offer(slot, basic: basic, ratio: -rowConstant[Int(slot)] / c) }
            }
            if leaving.slot < 0 { return false }
            pivot(leaving.slot, entering: entering)
        }
    }

    /// Dual simplex over the infeasible rows. Returns false if a row can't be repaired
    /// (numerically inconsistent tableau); the caller then rebuilds.
    mutating func dualOptimize() -> Bool {
        // The dual step has no anti-cycling rule (neither has kiwi's): cap it, and let the
        // caller rebuild.
        var budget = 100_000 + 20 * symbolCount
        while let leaving = infeasible.popLast() {
            budget -= 1
            if budget < 0 {
                infeasible.removeAll()
                return false
            }
            let slot = rowOf[Int(leaving)]
            if slot < 0 { continue }
            let constant = rowConstant[Int(slot)]
            if nearZero(constant) || constant >= 0 { continue }
            // Entering: a non-dummy cell with a positive coefficient that minimises
            // objective / coefficient (first in id order on ties).
            var entering: Int32 = -1
            var ratio = Double.greatestFiniteMagnitude
            let symbols = rowSymbols[Int(slot)]
            let coefficients = rowCoefficients[Int(slot)]
            for j in 0..<Int(rowLength[Int(slot)]) {
                let c = coefficients[j]
                let s = symbols[j]
                if c > 0 && kind[Int(s)] != .dummy {
                    let r = objective.coefficients[Int(s)] / c
                    if r < ratio {
                        ratio = r
                        entering = s
                    }
                }
            }
            if entering < 0 {
                infeasible.removeAll()
                return false
            }
            pivot(slot, entering: entering)
        }
        return true
    }

    /// The row to pivot a non-basic marker into before removing it (kiwi's order).
    mutating func markerLeavingRow(_ marker: Int32) -> Int32 {
        compactColumn(marker)
        var first = LeavingRowChoice()
        var second = LeavingRowChoice()
        var third: Int32 = -1
        var thirdBasic: Int32 = -1
        let col = columnSlots[Int(marker)]
        for r in 0..<Int(columnLength[Int(marker)]) {
            let slot = col[r]
            let c = coefficient(slot, marker)
            if c == 0 { continue }
            let basic = rowBasic[Int(slot)]
            if kind[Int(basic)] == .dummy {
                // A redundant required equality: its row holds only dummies at constant 0, so a
                // pivot on it is degenerate and keeps it pinned. kiwi treats it as a plain
                // restricted row, can pivot elsewhere and leave the dummy at a non-zero value,
                // which silently breaks the redundant constraint (x == 10 twice, strong
                // x == 3, remove one: kiwi gives x = 3).
                first.offer(slot, basic: basic, ratio: 0)
            } else if kind[Int(basic)] == .external {
                if basic > thirdBasic {
                    third = slot
                    thirdBasic = basic
                }
            } else if c < 0 {
                first.offer(slot, basic: basic, ratio: -rowConstant[Int(slot)] / c)
            } else {
                second.offer(slot, basic: basic, ratio: rowConstant[Int(slot)] / c)
            }
        }
        return first.slot >= 0 ? first.slot : second.slot >= 0 ? second.slot : third
    }

    /// Removes cell `s` from every row (phase 1's artificial variable, now 0).
    mutating func eraseSymbolFromRows(_ s: Int32) {
        cellVersion &+= 1
        compactColumn(s)
        let col = columnSlots[Int(s)]
        for r in 0..<Int(columnLength[Int(s)]) {
            let slot = col[r]
            let p = cellIndex(slot, s)
            let n = Int(rowLength[Int(slot)])
            let sy = rowSymbols[Int(slot)]
            let co = rowCoefficients[Int(slot)]
            for j in p..<(n - 1) {
                sy[j] = sy[j + 1]
                co[j] = co[j + 1]
            }
            rowLength[Int(slot)] = Int32(n - 1)
        }
        columnLength[Int(s)] = 0
        columnCount[Int(s)] = 0
        objective.coefficients[Int(s)] = 0
    }
}

/// The minimum-ratio choice of a leaving row: the smallest ratio wins, ties go to the smallest
/// basic symbol (the order of kiwi's scan by symbol id).
private struct LeavingRowChoice {
    /// The chosen row's slot, or -1 while none was offered.
    var slot: Int32 = -1
    var basic: Int32 = .max
    var ratio = Double.greatestFiniteMagnitude

    @inline(__always)
    mutating func offer(_ slot: Int32, basic: Int32, ratio: Double) {
        if ratio < self.ratio || (ratio == self.ratio && basic < self.basic) {
            self.slot = slot
            self.basic = basic
            self.ratio = ratio
        }
    }
}

extension Tableau {
    /// Makes room for `symbols` symbols and `rows` rows in all, so that a small tableau filled
    /// at once grows each per-symbol and per-row array once rather than by doubling from empty.
    mutating func reserveCapacity(symbols: Int, rows: Int) {
        if symbols > kind.capacity {
            let n = Swift.max(symbols, 2 * kind.capacity)
            kind.reserveCapacity(n)
            rowOf.reserveCapacity(n)
            columnSlots.reserveCapacity(n)
            columnLength.reserveCapacity(n)
            columnCapacity.reserveCapacity(n)
            columnCount.reserveCapacity(n)
            variable.reserveCapacity(n)
            variableReference.reserveCapacity(n)
            isDirty.reserveCapacity(n)
            accumulator.reserveCapacity(n)
            definitionIndex.reserveCapacity(n)
            dependents.reserveCapacity(n)
            dependentCount.reserveCapacity(n)
            objective.coefficients.reserveCapacity(n)
            objective.isCandidate.reserveCapacity(n)
        }
        if rows > rowBasic.capacity {
            let n = Swift.max(rows, 2 * rowBasic.capacity)
            rowSymbols.reserveCapacity(n)
            rowCoefficients.reserveCapacity(n)
            rowCapacity.reserveCapacity(n)
            rowLength.reserveCapacity(n)
            rowDead.reserveCapacity(n)
            rowConstant.reserveCapacity(n)
            rowBasic.reserveCapacity(n)
            rowStamp.reserveCapacity(n)
        }
    }

    /// Frees every row buffer; the tableau must not be used afterwards (except reassigned).
    mutating func deallocateAll() {
        for i in rowSymbols.indices {
            rowSymbols[i].deallocate()
            rowCoefficients[i].deallocate()
        }
        rowSymbols = []
        rowCoefficients = []
        rowCapacity = []
        scratchSymbols.deallocate()
        scratchCoefficients.deallocate()
        scratchCapacity = 0
        eventBuffer.deallocate()
        eventCapacity = 0
        for i in columnSlots.indices where columnCapacity[i] > 0 { columnSlots[i].deallocate() }
        columnSlots = []
        columnLength = []
        columnCapacity = []
    }

    /// A copy with its own row buffers (the tableau's value semantics stop at the raw rows).
    func deepCopy() -> Tableau {
        var copy = self
        for i in rowSymbols.indices {
            let n = Int(rowCapacity[i])
            copy.rowSymbols[i] = .allocate(capacity: n)
            copy.rowSymbols[i].update(from: rowSymbols[i], count: Int(rowLength[i]))
            copy.rowCoefficients[i] = .allocate(capacity: n)
            copy.rowCoefficients[i].update(from: rowCoefficients[i], count: Int(rowLength[i]))
        }
        for i in columnSlots.indices where columnCapacity[i] > 0 {
            copy.columnSlots[i] = .allocate(capacity: Int(columnCapacity[i]))
            copy.columnSlots[i].update(from: columnSlots[i], count: Int(columnLength[i]))
        }
        copy.scratchCapacity = 16
        copy.scratchSymbols = .allocate(capacity: 16)
        copy.scratchCoefficients = .allocate(capacity: 16)
        copy.eventCapacity = 16
        copy.eventBuffer = .allocate(capacity: 16)
        return copy
    }
}

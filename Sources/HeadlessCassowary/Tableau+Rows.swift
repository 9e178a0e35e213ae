extension Tableau {
    /// Stores a row under `basic`; its cells must be sorted, non-zero and exclude `basic`.
    mutating func insertRow(
        basic: Int32, symbols: ContiguousArray<Int32>, coefficients: ContiguousArray<Double>,
        constant: Double
    ) -> Int32 {
        symbols.withUnsafeBufferPointer { symbols in
            coefficients.withUnsafeBufferPointer { coefficients in
                insertRow(
                    basic: basic, symbols: symbols, coefficients: coefficients, skipping: -1,
                    scale: 1, constant: constant)
            }
        }
    }

    /// `insertRow` from cells of which the one at index `skipped` (if ≥ 0) is left out and the
    /// others are multiplied by `scale`: a row solved for a subject, without a copy.
    mutating func insertRow(
        basic: Int32, symbols: UnsafeBufferPointer<Int32>,
        coefficients: UnsafeBufferPointer<Double>,
        skipping skipped: Int, scale: Double, constant: Double
    ) -> Int32 {
        cellVersion &+= 1
        let slot: Int32
        let n = skipped >= 0 ? symbols.count - 1 : symbols.count
        if let free = freeSlots.popLast() {
            slot = free
            if Int(rowCapacity[Int(slot)]) < n {
                let old = Int(rowCapacity[Int(slot)])
                recycleBuffer(rowSymbols[Int(slot)], capacity: old)
                recycleBuffer(rowCoefficients[Int(slot)], capacity: old)
                rowSymbols[Int(slot)] = allocateBuffer(Int32.self, capacity: n)
                rowCoefficients[Int(slot)] = allocateBuffer(Double.self, capacity: n)
                rowCapacity[Int(slot)] = Int32(n)
            }
            rowLength[Int(slot)] = Int32(n)
            rowDead[Int(slot)] = 0
            rowConstant[Int(slot)] = constant
            noteConstant(constant)
            rowBasic[Int(slot)] = basic
        } else {
            let i = slotCount
            if i == slotCapacity { growSlots(to: Swift.max(8, 2 * i)) }
            slotCount = i + 1
            slot = Int32(i)
            let capacity = Swift.max(n, 4)
            rowSymbols[i] = allocateBuffer(Int32.self, capacity: capacity)
            rowCoefficients[i] = allocateBuffer(Double.self, capacity: capacity)
            rowCapacity[i] = Int32(capacity)
            rowLength[i] = Int32(n)
            rowDead[i] = 0
            rowConstant[i] = constant
            noteConstant(constant)
            rowBasic[i] = basic
            rowStamp[i] = 0
        }
        let rs = rowSymbols[Int(slot)]
        let rc = rowCoefficients[Int(slot)]
        var w = 0
        for j in symbols.indices where j != skipped {
            let s = symbols[j]
            rs[w] = s
            rc[w] = coefficients[j] * scale
            w += 1
            _ = columnAppend(s, slot)
            columnCount[Int(s)] += 1
        }
        rowOf[Int(basic)] = slot
        if kind[Int(basic)] == .external { markDirty(basic) }
        return slot
    }

    /// Drops a row; its basic symbol becomes parametric (value 0).
    mutating func removeRow(_ slot: Int32) {
        cellVersion &+= 1
        let i = Int(slot)
        let symbols = rowSymbols[i]
        if rowDead[i] == 0 {
            for j in 0..<Int(rowLength[i]) { columnCount[Int(symbols[j])] -= 1 }
        } else {
            let coefficients = rowCoefficients[i]
            for j in 0..<Int(rowLength[i]) where coefficients[j] != 0 {
                columnCount[Int(symbols[j])] -= 1
            }
        }
        let basic = rowBasic[i]
        rowOf[Int(basic)] = -1
        if kind[Int(basic)] == .external { markDirty(basic) }
        rowBasic[i] = -1
        rowLength[i] = 0
        rowDead[i] = 0
        rowConstant[i] = 0
        freeSlots.append(slot)
    }

    /// The index of `s` in the row (possibly a tombstone), or -1.
    @inline(__always)
    func cellIndex(_ slot: Int32, _ s: Int32) -> Int {
        let n = Int(rowLength[Int(slot)])
        let p = rowSymbols[Int(slot)]
        var lo = 0
        var hi = n
        while lo < hi {
            let mid = (lo + hi) >> 1
            if p[mid] < s { lo = mid + 1 } else { hi = mid }
        }
        return lo < n && p[lo] == s ? lo : -1
    }

    @inline(__always)
    func coefficient(_ slot: Int32, _ s: Int32) -> Double {
        let i = cellIndex(slot, s)
        return i < 0 ? 0 : rowCoefficients[Int(slot)][i]
    }

    /// Makes `column[s]` exact: live slots whose row contains `s`, each once.
    mutating func compactColumn(_ s: Int32) {
        // Every live row holding `s` is listed at least once, so equal counts mean the list
        // is already exact (the common case: no stamps, no searches).
        if columnLength[Int(s)] == columnCount[Int(s)] { return }
        stampTick &+= 1
        if stampTick == 0 {
            for i in 0..<slotCount { rowStamp[i] = 0 }
            stampTick = 1
        }
        let col = columnSlots[Int(s)]
        var w = 0
        for r in 0..<Int(columnLength[Int(s)]) {
            let slot = col[r]
            if rowBasic[Int(slot)] < 0 || rowStamp[Int(slot)] == stampTick { continue }
            let index = cellIndex(slot, s)
            if index < 0 { continue }
            if rowDead[Int(slot)] > 0 && rowCoefficients[Int(slot)][index] == 0 { continue }
            rowStamp[Int(slot)] = stampTick
            col[w] = slot
            w += 1
        }
        columnLength[Int(s)] = Int32(w)
        assert(
            w == Int(columnCount[Int(s)]), "column count of \(s): \(w) != \(columnCount[Int(s)])")
    }

    /// Appends `slot` to the column of `s`; returns the new list length.
    @inline(__always)
    mutating func columnAppend(_ s: Int32, _ slot: Int32) -> Int32 {
        let i = Int(s)
        let n = columnLength[i]
        if n == columnCapacity[i] {
            let capacity = Swift.max(Int(n) * 2, 4)
            let grown = allocateBuffer(Int32.self, capacity: capacity)
            if n > 0 {
                grown.update(from: columnSlots[i], count: Int(n))
                recycleBuffer(columnSlots[i], capacity: Int(n))
            }
            columnSlots[i] = grown
            columnCapacity[i] = Int32(capacity)
        }
        columnSlots[i][Int(n)] = slot
        columnLength[i] = n + 1
        return n + 1
    }

    mutating func runCompactions() {
        while let s = compactionQueue.popLast() {
            if columnLength[Int(s)] > 2 * columnCount[Int(s)] + 16 { compactColumn(s) }
        }
    }
}

extension Tableau {
    /// Row `slot` += `c` × (the given row), where the target holds `eliminated` with coefficient
    /// `c` (dropped) and the source does not hold it. One linear merge into the scratch
    /// buffers, copied back into a short row (grown if needed), else swapped with the row's
    /// storage (no allocation once warm).
    mutating func addScaledRow(
        into slot: Int32, eliminating eliminated: Int32, coefficient c: Double,
        symbols ss: UnsafeMutablePointer<Int32>, coefficients sc: UnsafeMutablePointer<Double>,
        length sn: Int, constant sourceConstant: Double
    ) {
        let t = Int(slot)
        cellVersion &+= 1
        rowConstant[t] += c * sourceConstant
        noteConstant(rowConstant[t])
        let targetLength = Int(rowLength[t])
        // A short row into a long one (a chain's pivot row into every later link's row):
        // touch only the short row's cells, so a pivot costs O(rows × short length), not
        // O(rows × long length).
        if targetLength >= 256 && sn * 32 <= targetLength {
            addScaledRowInPlace(
                slot, eliminating: eliminated, coefficient: c, symbols: ss, coefficients: sc,
                length: sn)
            return
        }
        // The merge below expects no tombstones.
        if rowDead[t] > 0 { compactRow(slot) }
        let n = Int(rowLength[t]) + sn
        cellOperations += n
        if n <= Self.stackMergeLimit {
            // A short merge (every merge of a small tableau): its scratch is on the stack, so
            // a tableau keeps no scratch buffers (256 bytes of its arena before).
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * Self.stackMergeLimit) {
                symbolsAndEvents in
                withUnsafeTemporaryAllocation(of: Double.self, capacity: Self.stackMergeLimit) {
                    coefficients in
                    let base = symbolsAndEvents.baseAddress!
                    merge(
                        into: slot, eliminating: eliminated, coefficient: c, symbols: ss,
                        coefficients: sc, length: sn, scratchSymbols: base,
                        scratchCoefficients: coefficients.baseAddress!,
                        events: base + Self.stackMergeLimit)
                }
            }
            return
        }
        if scratchCapacity < n {
            if scratchCapacity > 0 {  // (else the shared empty buffers)
                freeBuffer(scratchSymbols)
                freeBuffer(scratchCoefficients)
            }
            scratchCapacity = Swift.max(n, 2 * scratchCapacity, 16)
            scratchSymbols = allocateBuffer(Int32.self, capacity: scratchCapacity)
            scratchCoefficients = allocateBuffer(Double.self, capacity: scratchCapacity)
        }
        if eventCapacity < n {
            if eventCapacity > 0 { freeBuffer(eventBuffer) }
            eventCapacity = Swift.max(n, 2 * eventCapacity, 16)
            eventBuffer = allocateBuffer(Int32.self, capacity: eventCapacity)
        }
        merge(
            into: slot, eliminating: eliminated, coefficient: c, symbols: ss, coefficients: sc,
            length: sn, scratchSymbols: scratchSymbols, scratchCoefficients: scratchCoefficients,
            events: eventBuffer)
    }

    /// The longest merge (target and source cells) whose scratch is on the stack.
    static var stackMergeLimit: Int { 32 }

    /// `addScaledRow`'s merge, through scratch buffers with room for the target's and the
    /// source's cells (the tableau's, or the stack's for a short merge: the result, at most
    /// `stackMergeLimit` cells, is then copied back into the row).
    @inline(__always)
    private mutating func merge(
        into slot: Int32, eliminating eliminated: Int32, coefficient c: Double,
        symbols ss: UnsafeMutablePointer<Int32>, coefficients sc: UnsafeMutablePointer<Double>,
        length sn: Int, scratchSymbols os: UnsafeMutablePointer<Int32>,
        scratchCoefficients oc: UnsafeMutablePointer<Double>,
        events: UnsafeMutablePointer<Int32>
    ) {
        let t = Int(slot)
        let ts = rowSymbols[t]
        let tc = rowCoefficients[t]
        let tn = Int(rowLength[t])
        let n = tn + sn
        // Added symbols go to the front of `events`, dropped ones to the back: together they
        // are at most `n`.
        var addedCount = 0
        var droppedCount = 0
        var k = 0
        var i = 0
        var j = 0
        while i < tn && j < sn {
            let a = ts[i]
            let b = ss[j]
            if a < b {
                if a != eliminated {
                    os[k] = a
                    oc[k] = tc[i]
                    k += 1
                }
                i += 1
            } else if a > b {
                let v = c * sc[j]
                if !nearZero(v) {
                    os[k] = b
                    oc[k] = v
                    k += 1
                    events[addedCount] = b
                    addedCount += 1
                }
                j += 1
            } else {
                let v = tc[i] + c * sc[j]
                if nearZero(v) {
                    droppedCount += 1
                    events[n - droppedCount] = a
                } else {
                    os[k] = a
                    oc[k] = v
                    k += 1
                }
                i += 1
                j += 1
            }
        }
        while i < tn {
            let a = ts[i]
            if a != eliminated {
                os[k] = a
                oc[k] = tc[i]
                k += 1
            }
            i += 1
        }
        while j < sn {
            let v = c * sc[j]
            if !nearZero(v) {
                os[k] = ss[j]
                oc[k] = v
                k += 1
                events[addedCount] = ss[j]
                addedCount += 1
            }
            j += 1
        }
        // The merged cells become the row; the row's old buffers become the scratch.
        rowLength[t] = Int32(k)
        if k <= Self.stackMergeLimit {
            // A short row: copy the cells back (into a larger buffer if they no longer fit)
            // and keep the scratch, which is larger (swapping would leave a row-sized
            // scratch, regrown by the next merge).
            var ds = ts
            var dc = tc
            if k > Int(rowCapacity[t]) {
                let capacity = Swift.max(k, 2 * Int(rowCapacity[t]))
                ds = allocateBuffer(Int32.self, capacity: capacity)
                dc = allocateBuffer(Double.self, capacity: capacity)
                recycleBuffer(ts, capacity: Int(rowCapacity[t]))
                recycleBuffer(tc, capacity: Int(rowCapacity[t]))
                rowSymbols[t] = ds
                rowCoefficients[t] = dc
                rowCapacity[t] = Int32(capacity)
            }
            ds.update(from: os, count: k)
            dc.update(from: oc, count: k)
        } else {
            assert(os == scratchSymbols, "a long merge through the stack")
            rowSymbols[t] = os
            rowCoefficients[t] = oc
            let oldCapacity = Int(rowCapacity[t])
            rowCapacity[t] = Int32(scratchCapacity)
            scratchSymbols = ts
            scratchCoefficients = tc
            scratchCapacity = oldCapacity
        }
        for e in 0..<addedCount {
            let s = events[e]
            let length = columnAppend(s, slot)
            let count = columnCount[Int(s)] + 1
            columnCount[Int(s)] = count
            if length > 2 * count + 16 { compactionQueue.append(s) }
        }
        for e in (n - droppedCount)..<n { columnCount[Int(events[e])] -= 1 }
        columnCount[Int(eliminated)] -= 1
        let basic = rowBasic[t]
        if kind[Int(basic)] == .external { markDirty(basic) }
    }

    /// `addScaledRow` for a source row much shorter than the target: each source cell is found
    /// by binary search and updated in place. A cancelled cell becomes a tombstone; a new cell
    /// takes the place of a tombstone a few cells away (shifting only the cells between), or
    /// else shifts the row's tail. Symbols of one constraint have adjacent ids, so in practice
    /// the eliminated cell's tombstone sits next to where the new cells go.
    @inline(never)
    private mutating func addScaledRowInPlace(
        _ slot: Int32, eliminating eliminated: Int32, coefficient c: Double,
        symbols ss: UnsafeMutablePointer<Int32>, coefficients sc: UnsafeMutablePointer<Double>,
        length sn: Int
    ) {
        let t = Int(slot)
        var n = Int(rowLength[t])
        var dead = Int(rowDead[t])
        var sy = rowSymbols[t]
        var co = rowCoefficients[t]
        let e = cellIndex(slot, eliminated)
        assert(e >= 0 && co[e] != 0, "eliminated symbol \(eliminated) not in row")
        co[e] = 0
        dead += 1
        columnCount[Int(eliminated)] -= 1
        cellOperations += 1 + sn
        let reach = 8
        for j in 0..<sn {
            let b = ss[j]
            let v = c * sc[j]
            // Gallop from the eliminated cell: a constraint's symbols have neighbouring ids,
            // so the cell is usually a few places away (and in cache).
            var lo = 0
            var hi = n
            if e < n && sy[e] < b {
                lo = e + 1
                var step = 1
                var probe = lo
                while probe < n && sy[probe] < b {
                    lo = probe + 1
                    probe += step
                    step <<= 1
                }
                hi = Swift.min(probe, n)
            } else if e < n {
                hi = e
                var step = 1
                var probe = e - 1
                while probe >= 0 && sy[probe] >= b {
                    hi = probe
                    probe -= step
                    step <<= 1
                }
                lo = Swift.max(probe + 1, 0)
            }
            while lo < hi {
                let mid = (lo + hi) >> 1
                if sy[mid] < b { lo = mid + 1 } else { hi = mid }
            }
            if lo < n && sy[lo] == b {
                let old = co[lo]
                var updated = old + v
                if nearZero(updated) { updated = 0 }
                co[lo] = updated
                if old == 0 && updated != 0 {
                    dead -= 1
                    cellAdded(b, slot)
                } else if old != 0 && updated == 0 {
                    dead += 1
                    columnCount[Int(b)] -= 1
                }
                continue
            }
            if nearZero(v) { continue }
            // Insert before index `lo`: reuse the nearest tombstone within reach.
            var q = lo - 1
            let lowest = Swift.max(0, lo - reach)
            while q >= lowest && co[q] != 0 { q -= 1 }
            if q >= lowest {
                for k in q..<(lo - 1) {
                    sy[k] = sy[k + 1]
                    co[k] = co[k + 1]
                }
                sy[lo - 1] = b
                co[lo - 1] = v
                dead -= 1
                cellOperations += lo - q
            } else {
                var r = lo
                let highest = Swift.min(n, lo + reach)
                while r < highest && co[r] != 0 { r += 1 }
                if r < highest {
                    dead -= 1
                } else {
                    // No tombstone nearby: shift the tail (and grow if full).
                    if n == Int(rowCapacity[t]) {
                        let capacity = 2 * n + 4
                        let grownSymbols = copiedBuffer(sy, count: n, capacity: capacity)
                        let grownCoefficients = copiedBuffer(co, count: n, capacity: capacity)
                        freeBuffer(sy)
                        freeBuffer(co)
                        sy = grownSymbols
                        co = grownCoefficients
                        rowSymbols[t] = sy
                        rowCoefficients[t] = co
                        rowCapacity[t] = Int32(capacity)
                    }
                    r = n
                    n += 1
                }
                var k = r
                while k > lo {
                    sy[k] = sy[k - 1]
                    co[k] = co[k - 1]
                    k -= 1
                }
                sy[lo] = b
                co[lo] = v
                cellOperations += r - lo + 1
            }
            cellAdded(b, slot)
        }
        rowLength[t] = Int32(n)
        rowDead[t] = Int32(dead)
        if dead > 8 && 4 * dead > n { compactRow(slot) }
        let basic = rowBasic[t]
        if kind[Int(basic)] == .external { markDirty(basic) }
    }

    /// Records that row `slot` now holds `s`.
    @inline(__always)
    private mutating func cellAdded(_ s: Int32, _ slot: Int32) {
        let length = columnAppend(s, slot)
        let count = columnCount[Int(s)] + 1
        columnCount[Int(s)] = count
        if length > 2 * count + 16 { compactionQueue.append(s) }
    }

    /// Drops the row's tombstones.
    @inline(never)
    mutating func compactRow(_ slot: Int32) {
        let t = Int(slot)
        if rowDead[t] == 0 { return }
        let sy = rowSymbols[t]
        let co = rowCoefficients[t]
        let n = Int(rowLength[t])
        var w = 0
        for r in 0..<n where co[r] != 0 {
            sy[w] = sy[r]
            co[w] = co[r]
            w += 1
        }
        cellOperations += n
        rowLength[t] = Int32(w)
        rowDead[t] = 0
    }

    /// Re-solves row `slot` (basic `leaving`, holding `entering`) for `entering`.
    mutating func solveFor(_ slot: Int32, leaving: Int32, entering: Int32) {
        cellVersion &+= 1
        let i = Int(slot)
        // The row becomes the source of the substitution: no tombstones there.
        if rowDead[i] > 0 { compactRow(slot) }
        let p = cellIndex(slot, entering)
        precondition(p >= 0, "pivot symbol not in row")
        let n = Int(rowLength[i])
        let a = rowCoefficients[i][p]
        let k = -1 / a
        rowConstant[i] *= k
        noteConstant(rowConstant[i])
        // Drop `entering` at p and insert `leaving` (coefficient 1/a) at its sorted place:
        // the length is unchanged, so shift the cells between the two positions in place.
        do {
            let sy = rowSymbols[i]
            let co = rowCoefficients[i]
            do {
                for j in 0..<n { co[j] *= k }
                var q = p
                if leaving < entering {
                    while q > 0 && sy[q - 1] > leaving {
                        sy[q] = sy[q - 1]
                        co[q] = co[q - 1]
                        q -= 1
                    }
                } else {
                    while q + 1 < n && sy[q + 1] < leaving {
                        sy[q] = sy[q + 1]
                        co[q] = co[q + 1]
                        q += 1
                    }
                }
                sy[q] = leaving
                co[q] = -k
            }
        }
        columnCount[Int(entering)] -= 1
        _ = columnAppend(leaving, slot)
        columnCount[Int(leaving)] += 1
        rowBasic[i] = entering
        rowOf[Int(leaving)] = -1
        rowOf[Int(entering)] = slot
        if kind[Int(leaving)] == .external { markDirty(leaving) }
        if kind[Int(entering)] == .external { markDirty(entering) }
    }

    /// Replaces `s` (now basic in `slot`) by its row everywhere else: in every row of its column
    /// and in the objectives. Restricted rows that go negative are queued as infeasible.
    mutating func substitute(_ s: Int32, from slot: Int32) {
        let symbols = rowSymbols[Int(slot)]
        let coefficients = rowCoefficients[Int(slot)]
        let length = Int(rowLength[Int(slot)])
        let constant = rowConstant[Int(slot)]
        // Merges append to other columns only (the source row does not hold `s`), so this
        // column's buffer stays put while we walk it.
        let col = columnSlots[Int(s)]
        for r in 0..<Int(columnLength[Int(s)]) {
            let target = col[r]
            if target == slot || rowBasic[Int(target)] < 0 { continue }
            let c = coefficient(target, s)
            if c == 0 { continue }  // stale entry, or a duplicate already substituted
            addScaledRow(
                into: target, eliminating: s, coefficient: c, symbols: symbols,
                coefficients: coefficients, length: length, constant: constant)
            let basic = rowBasic[Int(target)]
            if kind[Int(basic)] != .external && rowConstant[Int(target)] < 0 {
                infeasible.append(basic)
            }
        }
        columnLength[Int(s)] = 0
        assert(columnCount[Int(s)] == 0, "symbol \(s) left in \(columnCount[Int(s)]) rows")
        substituteObjective(s, symbols, coefficients, length, constant)
        if artificial != nil {
            substituteObjective(s, symbols, coefficients, length, constant, artificial: true)
        }
    }

    /// Substitutes `s` in the objective (or the artificial one). A mutating method on purpose:
    /// a non-mutating one taking `&objective` makes Swift copy the whole tableau per call,
    /// and then copy the objective's arrays on write.
    private mutating func substituteObjective(
        _ s: Int32, _ symbols: UnsafeMutablePointer<Int32>,
        _ coefficients: UnsafeMutablePointer<Double>, _ length: Int, _ constant: Double,
        artificial isArtificial: Bool = false
    ) {
        let c =
            isArtificial
            ? artificial!.objective.coefficients[Int(s)] : objective.coefficients[Int(s)]
        if c == 0 { return }
        if isArtificial {
            artificial!.objective.coefficients[Int(s)] = 0
            artificial!.objective.constant += c * constant
            for j in 0..<length {
                let x = symbols[j]
                artificial!.objective.add(x, c * coefficients[j], isDummy: kind[Int(x)] == .dummy)
            }
        } else {
            objective.coefficients[Int(s)] = 0
            objective.constant += c * constant
            for j in 0..<length {
                let x = symbols[j]
                objective.add(x, c * coefficients[j], isDummy: kind[Int(x)] == .dummy)
            }
        }
    }

    /// `objective += scale × (row of s, or s itself if parametric)`.
    mutating func addToObjective(_ s: Int32, _ scale: Double) {
        let r = rowOf[Int(s)]
        if r >= 0 {
            objective.constant += scale * rowConstant[Int(r)]
            let symbols = rowSymbols[Int(r)]
            let coefficients = rowCoefficients[Int(r)]
            for j in 0..<Int(rowLength[Int(r)]) where coefficients[j] != 0 {
                let x = symbols[j]
                objective.add(x, scale * coefficients[j], isDummy: kind[Int(x)] == .dummy)
            }
        } else {
            objective.add(s, scale, isDummy: kind[Int(s)] == .dummy)
        }
    }

    /// Pivots `entering` into the basis in place of the basic symbol of `slot`.
    mutating func pivot(_ slot: Int32, entering: Int32) {
        let leaving = rowBasic[Int(slot)]
        solveFor(slot, leaving: leaving, entering: entering)
        substitute(entering, from: slot)
        pivotCount += 1
        if !compactionQueue.isEmpty { runCompactions() }
    }
}

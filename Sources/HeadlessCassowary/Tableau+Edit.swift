extension Tableau {
    /// Applies an edit and re-optimises with the dual simplex (one access to the tableau).
    mutating func suggest(marker: Int32, other: Int32, delta: Double) -> Bool {
        applyEdit(marker: marker, other: other, delta: delta)
        if dummyRowMoved {
            dummyRowMoved = false
            infeasible.removeAll()
            return false
        }
        let feasible = infeasible.isEmpty || dualOptimize()
        // The definitions the edit reached get their values (and the range check) now,
        // unless their weights bound them within the range.
        if needsSettling && !definitionsBounded { settleDefinitions() }
        return feasible
    }

    /// Shifts the edit constraint with error symbols `marker`/`other` by `delta` and queues
    /// the rows that went negative.
    mutating func applyEdit(marker: Int32, other: Int32, delta: Double) {
        var slot = rowOf[Int(marker)]
        if slot >= 0 {
            rowConstant[Int(slot)] -= delta
            noteConstant(rowConstant[Int(slot)])
            if rowConstant[Int(slot)] < 0 { infeasible.append(marker) }
            return
        }
        slot = other >= 0 ? rowOf[Int(other)] : -1
        if slot >= 0 {
            rowConstant[Int(slot)] += delta
            noteConstant(rowConstant[Int(slot)])
            if rowConstant[Int(slot)] < 0 { infeasible.append(other) }
            return
        }
        if editCacheMarker != marker || editCacheVersion != cellVersion {
            compactColumn(marker)
            editCacheSlots.removeAll(keepingCapacity: true)
            editCacheCoefficients.removeAll(keepingCapacity: true)
            let col = columnSlots[Int(marker)]
            for r in 0..<Int(columnLength[Int(marker)]) {
                editCacheSlots.append(col[r])
                editCacheCoefficients.append(coefficient(col[r], marker))
            }
            editCacheMarker = marker
            editCacheVersion = cellVersion
        }
        for r in editCacheSlots.indices {
            let slot = editCacheSlots[r]
            let c = editCacheCoefficients[r]
            let value = rowConstant[Int(slot)] + c * delta
            rowConstant[Int(slot)] = value
            noteConstant(value)
            let basic = rowBasic[Int(slot)]
            if kind[Int(basic)] == .external {
                markDirty(basic)
            } else {
                if value < 0 { infeasible.append(basic) }
                if kind[Int(basic)] == .dummy && value > nearZeroTolerance { dummyRowMoved = true }
            }
        }
    }
}

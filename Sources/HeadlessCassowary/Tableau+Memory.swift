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

    /// A copy with its own row, column and scratch buffers, for a snapshot to restore if an
    /// insertion fails. The only way to copy a tableau: it is non-copyable, so no assignment or
    /// argument can share its buffers (or copy its arrays on the next write) by accident.
    ///
    /// Every stored property is assigned here (they have no default values, so the compiler
    /// refuses an initializer that forgets one).
    init(copying other: borrowing Tableau) {
        kind = other.kind
        rowOf = other.rowOf
        columnLength = other.columnLength
        columnCapacity = other.columnCapacity
        columnCount = other.columnCount
        variable = other.variable
        variableReference = other.variableReference
        isDirty = other.isDirty
        dirty = other.dirty
        dirtyCount = other.dirtyCount
        changed = other.changed
        changedCount = other.changedCount
        rowCapacity = other.rowCapacity
        rowLength = other.rowLength
        rowDead = other.rowDead
        rowConstant = other.rowConstant
        rowBasic = other.rowBasic
        freeSlots = other.freeSlots
        rowStamp = other.rowStamp
        stampTick = other.stampTick
        outOfRangeValue = other.outOfRangeValue
        magnitudeHighWater = other.magnitudeHighWater
        objective = other.objective
        artificial = other.artificial
        infeasible = other.infeasible
        pivotCount = other.pivotCount
        cellOperations = other.cellOperations
        cellVersion = other.cellVersion
        editCacheMarker = other.editCacheMarker
        editCacheVersion = other.editCacheVersion
        editCacheSlots = other.editCacheSlots
        editCacheCoefficients = other.editCacheCoefficients
        compactionQueue = other.compactionQueue
        dummyRowMoved = other.dummyRowMoved
        accumulator = other.accumulator
        touched = other.touched
        definitionIndex = other.definitionIndex
        dependents = other.dependents
        dependentCount = other.dependentCount
        definitions = other.definitions
        nextRank = other.nextRank
        definitionQueued = other.definitionQueued
        definitionValue = other.definitionValue
        settledCount = other.settledCount
        needsSettling = other.needsSettling
        definitionWeight = other.definitionWeight
        maximumWeight = other.maximumWeight
        removalUnsettled = other.removalUnsettled
        liveDefinitions = other.liveDefinitions
        definitionHeap = other.definitionHeap
        rowSymbols = other.rowSymbols.indices.map { i in
            copiedBuffer(
                other.rowSymbols[i], count: Int(other.rowLength[i]),
                capacity: Int(other.rowCapacity[i]))
        }
        rowCoefficients = other.rowCoefficients.indices.map { i in
            copiedBuffer(
                other.rowCoefficients[i], count: Int(other.rowLength[i]),
                capacity: Int(other.rowCapacity[i]))
        }
        columnSlots = other.columnSlots.indices.map { i in
            let capacity = Int(other.columnCapacity[i])
            if capacity == 0 { return other.columnSlots[i] }  // `emptyColumn`
            return copiedBuffer(
                other.columnSlots[i], count: Int(other.columnLength[i]), capacity: capacity)
        }
        scratchCapacity = 16
        scratchSymbols = .allocate(capacity: 16)
        scratchCoefficients = .allocate(capacity: 16)
        eventCapacity = 16
        eventBuffer = .allocate(capacity: 16)
    }
}

/// A new buffer of `capacity` elements whose first `count` are those of `source` (the caller
/// owns both).
@inline(__always)
func copiedBuffer<Element: BitwiseCopyable>(
    _ source: UnsafeMutablePointer<Element>, count: Int, capacity: Int
) -> UnsafeMutablePointer<Element> {
    let buffer = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
    buffer.initialize(from: source, count: count)
    return buffer
}

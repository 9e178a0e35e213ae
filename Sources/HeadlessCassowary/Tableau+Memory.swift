extension Tableau {
    /// Makes room for `symbols` symbols and `rows` rows in all, so that a small tableau filled
    /// at once grows each per-symbol and per-row array once rather than by doubling from empty.
    mutating func reserveCapacity(symbols: Int, rows: Int) {
        if arenaCapacity == 0 && slotCount == 0 && rows > 0 && rows <= 1024 {
            // A row's first buffers (4 cells), about two first column buffers per row, and
            // room for some rows to grow once.
            arenaCapacity = rows * (4 * 4 + 4 * 8 + 2 * 4 * 4 + 32)
            arena = .allocate(byteCount: arenaCapacity, alignment: 16)
        }
        if symbols > symbolCapacity {
            growSymbols(to: Swift.max(symbols, 2 * symbolCapacity))
            if touched.capacity < 16 { touched.reserveCapacity(16) }
            // Most symbols are published once (those of the variables, at first).
            if dirty.capacity < symbols { dirty.reserveCapacity(symbols) }
            if changed.capacity < symbols { changed.reserveCapacity(symbols) }
        }
        if rows > slotCapacity {
            growSlots(to: Swift.max(rows, 2 * slotCapacity))
        }
        // About half the constraints of a UI layout are required equalities kept as
        // definitions (pins, links between neighbours).
        let definitionCount = rows / 2 + 4
        if definitionCount > definitions.capacity {
            definitions.reserveCapacity(definitionCount)
            definitionHeap.reserveCapacity(definitionCount)
            dependentNodes.reserveCapacity(rows)
            termSymbols.reserveCapacity(rows)
            termCoefficients.reserveCapacity(rows)
        }
    }

    /// A copy with its own row, column and scratch buffers, for a snapshot to restore if an
    /// insertion fails. The only way to copy a tableau: it is non-copyable, so no assignment or
    /// argument can share its buffers (or copy its arrays on the next write) by accident.
    ///
    /// Every stored property is assigned here (they have no default values, so the compiler
    /// refuses an initializer that forgets one).
    init(copying other: borrowing Tableau) {
        symbolCapacity = other.symbolCount
        symbolCount = other.symbolCount
        symbolColumns = SymbolColumns(capacity: other.symbolCount)
        symbolColumns.copy(from: other.symbolColumns, count: other.symbolCount)
        variable = other.variable
        dirty = other.dirty
        dirtyCount = other.dirtyCount
        changed = other.changed
        changedCount = other.changedCount
        slotCapacity = other.slotCount
        slotCount = other.slotCount
        slotColumns = SlotColumns(capacity: other.slotCount)
        slotColumns.copy(from: other.slotColumns, count: other.slotCount)
        freeSlots = other.freeSlots
        stampTick = other.stampTick
        // The copy's buffers are its own mallocs (`copiedBuffer`): no arena.
        arena = emptyColumnBlock
        arenaUsed = 0
        arenaCapacity = 0
        heapBuffers = other.heapBuffers
        storageGrowths = other.storageGrowths
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
        touched = other.touched
        dependentNodes = other.dependentNodes
        definitions = other.definitions
        termSymbols = other.termSymbols
        termCoefficients = other.termCoefficients
        nextRank = other.nextRank
        settledCount = other.settledCount
        needsSettling = other.needsSettling
        maximumWeight = other.maximumWeight
        removalUnsettled = other.removalUnsettled
        liveDefinitions = other.liveDefinitions
        definitionHeap = other.definitionHeap
        scratchCapacity = 16
        scratchSymbols = .allocate(capacity: 16)
        scratchCoefficients = .allocate(capacity: 16)
        eventCapacity = 16
        eventBuffer = .allocate(capacity: 16)
        // The copied columns still point at `other`'s row and column buffers: copy those.
        for i in 0..<slotCount {
            let count = Int(rowLength[i])
            let capacity = Int(rowCapacity[i])
            rowSymbols[i] = copiedBuffer(rowSymbols[i], count: count, capacity: capacity)
            rowCoefficients[i] = copiedBuffer(
                rowCoefficients[i], count: count, capacity: capacity)
        }
        for i in 0..<symbolCount where columnCapacity[i] > 0 {  // else `emptyColumn`
            columnSlots[i] = copiedBuffer(
                columnSlots[i], count: Int(columnLength[i]), capacity: Int(columnCapacity[i]))
        }
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

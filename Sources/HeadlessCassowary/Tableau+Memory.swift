extension Tableau {
    /// Makes room for about `constraints` constraints in all, so that a small tableau filled
    /// at once grows each per-symbol and per-row array once rather than by doubling from
    /// empty, without reserving much that a layout of that size leaves unused.
    ///
    /// The shape assumed is a UI layout's, measured on a self-sizing cell when its intrinsic
    /// size was four inequalities (12 constraints, 8 variables, 26 symbols, 6 rows, 6
    /// definitions): about half the constraints are required equalities kept as definitions
    /// (a marker each, no row), the others inequalities (a slack and an error each, and a
    /// row); each variable is one more symbol. With intrinsic sizes as one optional equality
    /// an axis (two errors, one row: 9 constraints a cell) the reservation is a little
    /// generous. Later growth doubles, as without a reservation.
    mutating func reserveCapacity(constraints n: Int) {
        let symbols = 2 * n + 2
        let rows = n / 2 + 2
        // A layout engine adds a new group's required constraints first (most of them are
        // equalities kept as definitions: a self-sizing cell's 6 of 9), then the others.
        let definitionCount = 2 * n / 3 + 1
        // Every variable is published once at first, and the definitions settled at an
        // insertion are listed again (the dirty list may hold a symbol twice, see
        // `settleDefinitions`): about two entries a constraint.
        let dirtyCount = 2 * n + 2
        let touchedCount = 12
        // The variables the first publish changes: fewer than the constraints.
        let changedCount = n
        // Their terms: links name a neighbour or two, pins none.
        let termCount = definitionCount
        let listBytes =
            Self.listBytes(Int32.self, touchedCount) + Self.listBytes(Int32.self, dirtyCount)
            + Self.listBytes(Int32.self, changedCount)
            + Self.listBytes(Definition.self, definitionCount)
            + Self.listBytes(Int32.self, definitionCount)
            + Self.listBytes(DependentNode.self, definitionCount)
            + Self.listBytes(Int32.self, termCount) + Self.listBytes(Double.self, termCount)
        if arenaCapacity == 0 && slotCount == 0 && n <= 1024 {
            // Per constraint: half a row's first buffers (4 cells: 48 bytes) and a first
            // column buffer (16 bytes), and room for rows and columns that grow once (the
            // small buffers they outgrow are handed out again: see `recycleBuffer`). A short
            // merge's scratch is on the stack. A self-sizing cell reserved for exactly its 12
            // constraints uses 984 of these 1,056 bytes (1,240 without recycling).
            arenaCapacity = n * 88
            // The symbol and slot columns grown below come first in the arena, then the first
            // buffers of the lists: one malloc for the small tableau's storage instead of
            // eleven (a self-sizing cell's solver: 3 blocks in all with its object and
            // records, 11 when the lists were arrays).
            if symbols > symbolCapacity {
                arenaCapacity += Swift.max(symbols, 2 * symbolCapacity) * SymbolColumns.stride + 7
            }
            if rows > slotCapacity {
                arenaCapacity += Swift.max(rows, 2 * slotCapacity) * SlotColumns.stride + 7
            }
            arenaCapacity += listBytes
            // First the heads of the lists of buffers given back (see `recycleBuffer`).
            let heads = Self.recycledSizeClasses * MemoryLayout<Int32>.stride
            arenaCapacity += heads
            arena = .allocate(byteCount: arenaCapacity, alignment: 16)
            arena.initializeMemory(as: Int32.self, repeating: 0, count: Self.recycledSizeClasses)
            arenaUsed = heads
        }
        if symbols > symbolCapacity {
            growSymbols(to: Swift.max(symbols, 2 * symbolCapacity))
        }
        if rows > slotCapacity {
            growSlots(to: Swift.max(rows, 2 * slotCapacity))
        }
        touched.reserveCapacity(touchedCount, arenaBuffer: listBuffer(touched, touchedCount))
        dirty.reserveCapacity(dirtyCount, arenaBuffer: listBuffer(dirty, dirtyCount))
        changed.reserveCapacity(changedCount, arenaBuffer: listBuffer(changed, changedCount))
        definitions.reserveCapacity(
            definitionCount, arenaBuffer: listBuffer(definitions, definitionCount))
        definitionHeap.reserveCapacity(
            definitionCount, arenaBuffer: listBuffer(definitionHeap, definitionCount))
        dependentNodes.reserveCapacity(
            definitionCount, arenaBuffer: listBuffer(dependentNodes, definitionCount))
        termSymbols.reserveCapacity(termCount, arenaBuffer: listBuffer(termSymbols, termCount))
        termCoefficients.reserveCapacity(
            termCount, arenaBuffer: listBuffer(termCoefficients, termCount))
    }

    /// The arena bytes of a list's first buffer.
    private static func listBytes<T>(_: T.Type, _ capacity: Int) -> Int {
        (MemoryLayout<T>.stride * capacity + 7) & ~7
    }

    /// A buffer from the arena for `capacity` elements of `list` if it has no buffer yet and
    /// the arena has room, else nil.
    private mutating func listBuffer<T>(_ list: TableauList<T>, _ capacity: Int)
        -> UnsafeMutablePointer<T>?
    {
        if list.capacity > 0 || capacity <= 0 { return nil }
        return arenaBlock(byteCount: MemoryLayout<T>.stride * capacity)?.bindMemory(
            to: T.self, capacity: capacity)
    }

    /// A copy with its own row, column and scratch buffers, for a snapshot to restore if an
    /// insertion fails. The only way to copy a tableau: it is non-copyable, so no assignment or
    /// argument can share its buffers (or copy its arrays on the next write) by accident.
    ///
    /// Every stored property is assigned here (they have no default values, so the compiler
    /// refuses an initializer that forgets one).
    init(copying other: borrowing Tableau) {
        noColumn = emptyColumn
        symbolCapacity = other.symbolCount
        symbolCount = other.symbolCount
        symbolColumns = SymbolColumns(capacity: other.symbolCount)
        symbolColumns.copy(from: other.symbolColumns, count: other.symbolCount)
        // The copy owns its own +1 on each variable (see `variableReference`).
        for i in 0..<symbolCount { _ = symbolColumns.variableReference[i]?.retain() }
        dirty = TableauList(copying: other.dirty)
        dirtyCount = other.dirtyCount
        changed = TableauList(copying: other.changed)
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
        // The objective's columns are the copied block's (`artificial` is set only during
        // phase 1, which takes no snapshot).
        precondition(other.artificial == nil, "a tableau copied during phase 1")
        objective = Objective(
            coefficients: symbolColumns.objectiveCoefficients,
            isCandidate: symbolColumns.isCandidate)
        objective.constant = other.objective.constant
        objective.candidates = other.objective.candidates
        artificial = nil
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
        touched = TableauList(copying: other.touched)
        dependentNodes = TableauList(copying: other.dependentNodes)
        definitions = TableauList(copying: other.definitions)
        termSymbols = TableauList(copying: other.termSymbols)
        termCoefficients = TableauList(copying: other.termCoefficients)
        nextRank = other.nextRank
        settledCount = other.settledCount
        needsSettling = other.needsSettling
        maximumWeight = other.maximumWeight
        removalUnsettled = other.removalUnsettled
        liveDefinitions = other.liveDefinitions
        definitionHeap = TableauList(copying: other.definitionHeap)
        scratchCapacity = 0
        scratchSymbols = emptyColumn
        scratchCoefficients = emptyScratchCoefficients
        eventCapacity = 0
        eventBuffer = emptyColumn
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

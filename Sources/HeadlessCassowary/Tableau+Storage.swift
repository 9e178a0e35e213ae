// The tableau's per-symbol and per-slot values that are plain data live as columns of one
// allocation each (`SymbolColumns`, `SlotColumns`), grown by doubling. A small tableau (a
// self-sizing cell's: about 20 symbols, 10 rows) then costs two allocations for them instead
// of one per column, and adding a symbol or a row is a store per column, not an array append
// with its uniqueness and capacity checks. The columns are raw pointers: indices are symbols
// and slots the tableau made, below `symbolCount` and `slotCount`.

/// The block of columns with capacity 0: never written, never freed.
nonisolated(unsafe) let emptyColumnBlock = UnsafeMutableRawPointer.allocate(
    byteCount: 16, alignment: 16)

/// Binds the next column of `capacity` elements of type `T` in a block, from `offset` on.
@inline(__always)
private func column<T>(
    _ block: UnsafeMutableRawPointer, _ offset: inout Int, _ capacity: Int, _: T.Type
) -> UnsafeMutablePointer<T> {
    let p = (block + offset).bindMemory(to: T.self, capacity: capacity)
    offset += MemoryLayout<T>.stride * capacity
    return p
}

/// The plain per-symbol values of a tableau (see `Tableau`'s properties of the same names).
struct SymbolColumns {
    /// Bytes per symbol: eight-byte columns first, then four-byte, then one-byte ones, so each
    /// column is aligned.
    static let stride = 4 * 8 + 9 * 4 + 3

    /// The block the columns are in (the first column starts it).
    var block: UnsafeMutableRawPointer { UnsafeMutableRawPointer(columnSlots) }
    let columnSlots: UnsafeMutablePointer<UnsafeMutablePointer<Int32>>
    let variableReference: UnsafeMutablePointer<Unmanaged<Variable>?>
    let accumulator: UnsafeMutablePointer<Double>
    /// The objective's columns (see `Objective`).
    let objectiveCoefficients: UnsafeMutablePointer<Double>
    let rowOf: UnsafeMutablePointer<Int32>
    let columnLength: UnsafeMutablePointer<Int32>
    let columnCapacity: UnsafeMutablePointer<Int32>
    let columnCount: UnsafeMutablePointer<Int32>
    let definitionIndex: UnsafeMutablePointer<Int32>
    let dependentCount: UnsafeMutablePointer<Int32>
    let dependentHead: UnsafeMutablePointer<Int32>
    let dependentTail: UnsafeMutablePointer<Int32>
    let dependentLength: UnsafeMutablePointer<Int32>
    let kind: UnsafeMutablePointer<SymbolKind>
    let isDirty: UnsafeMutablePointer<Bool>
    let isCandidate: UnsafeMutablePointer<Bool>

    /// Columns for `capacity` symbols (uninitialised), in `block` (`capacity × stride` bytes,
    /// eight-byte aligned) if given, else in a block of their own.
    init(capacity c: Int, block given: UnsafeMutableRawPointer? = nil) {
        let b =
            given
            ?? (c == 0
                ? emptyColumnBlock : .allocate(byteCount: c * Self.stride, alignment: 16))
        var o = 0
        columnSlots = column(b, &o, c, UnsafeMutablePointer<Int32>.self)
        variableReference = column(b, &o, c, Unmanaged<Variable>?.self)
        accumulator = column(b, &o, c, Double.self)
        objectiveCoefficients = column(b, &o, c, Double.self)
        rowOf = column(b, &o, c, Int32.self)
        columnLength = column(b, &o, c, Int32.self)
        columnCapacity = column(b, &o, c, Int32.self)
        columnCount = column(b, &o, c, Int32.self)
        definitionIndex = column(b, &o, c, Int32.self)
        dependentCount = column(b, &o, c, Int32.self)
        dependentHead = column(b, &o, c, Int32.self)
        dependentTail = column(b, &o, c, Int32.self)
        dependentLength = column(b, &o, c, Int32.self)
        kind = column(b, &o, c, SymbolKind.self)
        isDirty = column(b, &o, c, Bool.self)
        isCandidate = column(b, &o, c, Bool.self)
        assert(o <= max(c * Self.stride, 0))
    }

    /// Copies the values of the first `n` symbols of `other`.
    func copy(from other: SymbolColumns, count n: Int) {
        if n == 0 { return }
        columnSlots.initialize(from: other.columnSlots, count: n)
        variableReference.initialize(from: other.variableReference, count: n)
        accumulator.initialize(from: other.accumulator, count: n)
        objectiveCoefficients.initialize(from: other.objectiveCoefficients, count: n)
        rowOf.initialize(from: other.rowOf, count: n)
        columnLength.initialize(from: other.columnLength, count: n)
        columnCapacity.initialize(from: other.columnCapacity, count: n)
        columnCount.initialize(from: other.columnCount, count: n)
        definitionIndex.initialize(from: other.definitionIndex, count: n)
        dependentCount.initialize(from: other.dependentCount, count: n)
        dependentHead.initialize(from: other.dependentHead, count: n)
        dependentTail.initialize(from: other.dependentTail, count: n)
        dependentLength.initialize(from: other.dependentLength, count: n)
        kind.initialize(from: other.kind, count: n)
        isDirty.initialize(from: other.isDirty, count: n)
        isCandidate.initialize(from: other.isCandidate, count: n)
    }

    func deallocate() {
        if block != emptyColumnBlock { block.deallocate() }
    }
}

/// The plain per-slot values of a tableau (see `Tableau`'s properties of the same names).
struct SlotColumns {
    static let stride = 3 * 8 + 5 * 4

    /// The block the columns are in (the first column starts it).
    var block: UnsafeMutableRawPointer { UnsafeMutableRawPointer(rowSymbols) }
    let rowSymbols: UnsafeMutablePointer<UnsafeMutablePointer<Int32>>
    let rowCoefficients: UnsafeMutablePointer<UnsafeMutablePointer<Double>>
    let rowConstant: UnsafeMutablePointer<Double>
    let rowCapacity: UnsafeMutablePointer<Int32>
    let rowLength: UnsafeMutablePointer<Int32>
    let rowDead: UnsafeMutablePointer<Int32>
    let rowBasic: UnsafeMutablePointer<Int32>
    let rowStamp: UnsafeMutablePointer<UInt32>

    /// Columns for `capacity` slots (uninitialised), in `block` (`capacity × stride` bytes,
    /// eight-byte aligned) if given, else in a block of their own.
    init(capacity c: Int, block given: UnsafeMutableRawPointer? = nil) {
        let b =
            given
            ?? (c == 0
                ? emptyColumnBlock : .allocate(byteCount: c * Self.stride, alignment: 16))
        var o = 0
        rowSymbols = column(b, &o, c, UnsafeMutablePointer<Int32>.self)
        rowCoefficients = column(b, &o, c, UnsafeMutablePointer<Double>.self)
        rowConstant = column(b, &o, c, Double.self)
        rowCapacity = column(b, &o, c, Int32.self)
        rowLength = column(b, &o, c, Int32.self)
        rowDead = column(b, &o, c, Int32.self)
        rowBasic = column(b, &o, c, Int32.self)
        rowStamp = column(b, &o, c, UInt32.self)
    }

    /// Copies the values of the first `n` slots of `other`.
    func copy(from other: SlotColumns, count n: Int) {
        if n == 0 { return }
        rowSymbols.initialize(from: other.rowSymbols, count: n)
        rowCoefficients.initialize(from: other.rowCoefficients, count: n)
        rowConstant.initialize(from: other.rowConstant, count: n)
        rowCapacity.initialize(from: other.rowCapacity, count: n)
        rowLength.initialize(from: other.rowLength, count: n)
        rowDead.initialize(from: other.rowDead, count: n)
        rowBasic.initialize(from: other.rowBasic, count: n)
        rowStamp.initialize(from: other.rowStamp, count: n)
    }

    func deallocate() {
        if block != emptyColumnBlock { block.deallocate() }
    }
}

extension Tableau {
    // The columns, under the names the tableau's code uses (pointer subscripts read and write
    // in place).
    var kind: UnsafeMutablePointer<SymbolKind> { symbolColumns.kind }
    /// The slot of the symbol's row if it is basic, else -1.
    var rowOf: UnsafeMutablePointer<Int32> { symbolColumns.rowOf }
    /// Slots whose row may contain the symbol as a parametric cell (see the file comment of
    /// Tableau.swift).
    var columnSlots: UnsafeMutablePointer<UnsafeMutablePointer<Int32>> {
        symbolColumns.columnSlots
    }
    var columnLength: UnsafeMutablePointer<Int32> { symbolColumns.columnLength }
    var columnCapacity: UnsafeMutablePointer<Int32> { symbolColumns.columnCapacity }
    /// How many rows really contain the symbol.
    var columnCount: UnsafeMutablePointer<Int32> { symbolColumns.columnCount }
    /// The user variable of each external symbol (nil for the others), retained by hand: what
    /// keeps each referent alive is the +1 this column owns, taken in `newSymbol`
    /// (`passRetained`) and by `init(copying:)`, given back in `truncateSymbols` and `deinit`.
    /// Unmanaged because publishing through strong references costs a retain and release per
    /// value (`solver-edit-0` measured 45–47 ns that way against 31–32 ns), and held here
    /// rather than in a second, strong array so a small solver keeps one block for its
    /// symbols (8 bytes and an allocation less per symbol column). `VariableLifetimeTests`
    /// drops every user reference and publishes, under `--sanitize=address` in CI.
    var variableReference: UnsafeMutablePointer<Unmanaged<Variable>?> {
        symbolColumns.variableReference
    }
    var isDirty: UnsafeMutablePointer<Bool> { symbolColumns.isDirty }
    var accumulator: UnsafeMutablePointer<Double> { symbolColumns.accumulator }
    /// The definition whose subject or marker the symbol is, or -1.
    var definitionIndex: UnsafeMutablePointer<Int32> { symbolColumns.definitionIndex }
    /// How many live definitions name the symbol in their terms.
    var dependentCount: UnsafeMutablePointer<Int32> { symbolColumns.dependentCount }
    /// The first and last node of the symbol's list in `dependentNodes` (-1: empty), and its
    /// length (dead definitions included).
    var dependentHead: UnsafeMutablePointer<Int32> { symbolColumns.dependentHead }
    var dependentTail: UnsafeMutablePointer<Int32> { symbolColumns.dependentTail }
    var dependentLength: UnsafeMutablePointer<Int32> { symbolColumns.dependentLength }

    var rowSymbols: UnsafeMutablePointer<UnsafeMutablePointer<Int32>> { slotColumns.rowSymbols }
    var rowCoefficients: UnsafeMutablePointer<UnsafeMutablePointer<Double>> {
        slotColumns.rowCoefficients
    }
    var rowCapacity: UnsafeMutablePointer<Int32> { slotColumns.rowCapacity }
    /// The number of cells of each row; the buffers may be longer (their tail is scratch).
    var rowLength: UnsafeMutablePointer<Int32> { slotColumns.rowLength }
    /// How many of a row's cells are tombstones: a cell whose coefficient is exactly 0 keeps
    /// its symbol (so the row stays sorted for binary search) until the row is compacted.
    /// Only the in-place update of a long row (`addScaledRowInPlace`) leaves them; every
    /// reader skips them, and a row is compacted before it becomes a pivot row.
    var rowDead: UnsafeMutablePointer<Int32> { slotColumns.rowDead }
    var rowConstant: UnsafeMutablePointer<Double> { slotColumns.rowConstant }
    /// The basic symbol of the slot, or -1 for a free slot.
    var rowBasic: UnsafeMutablePointer<Int32> { slotColumns.rowBasic }
    var rowStamp: UnsafeMutablePointer<UInt32> { slotColumns.rowStamp }

    /// Makes room for `capacity` symbols (at least `symbolCount`).
    mutating func growSymbols(to capacity: Int) {
        let grown = SymbolColumns(
            capacity: capacity, block: arenaBlock(byteCount: capacity * SymbolColumns.stride))
        grown.copy(from: symbolColumns, count: symbolCount)
        freeColumnBlock(symbolColumns)
        symbolColumns = grown
        symbolCapacity = capacity
        storageGrowths &+= 1
        objective.coefficients = grown.objectiveCoefficients
        objective.isCandidate = grown.isCandidate
    }

    /// Makes room for `capacity` slots (at least `slotCount`).
    mutating func growSlots(to capacity: Int) {
        let grown = SlotColumns(
            capacity: capacity, block: arenaBlock(byteCount: capacity * SlotColumns.stride))
        grown.copy(from: slotColumns, count: slotCount)
        freeColumnBlock(slotColumns)
        slotColumns = grown
        slotCapacity = capacity
        storageGrowths &+= 1
    }
}

extension Tableau {
    /// A buffer for `capacity` elements: one the arena got back of that size if any, else
    /// from the arena while it has room, else from malloc.
    @inline(__always)
    mutating func allocateBuffer<T>(_: T.Type, capacity: Int) -> UnsafeMutablePointer<T> {
        let bytes = (MemoryLayout<T>.stride * capacity + 7) & ~7
        let sizeClass = bytes / 8 - 2
        if arenaCapacity > 0 && UInt(bitPattern: sizeClass) < UInt(Self.recycledSizeClasses) {
            let heads = arena.assumingMemoryBound(to: Int32.self)
            let head = heads[sizeClass]
            if head != 0 {
                let p = arena + Int(head) * 8
                heads[sizeClass] = p.load(as: Int32.self)
                return p.bindMemory(to: T.self, capacity: capacity)
            }
        }
        if arenaUsed + bytes <= arenaCapacity {
            let p = (arena + arenaUsed).bindMemory(to: T.self, capacity: capacity)
            arenaUsed += bytes
            return p
        }
        heapBuffers &+= 1
        return .allocate(capacity: capacity)
    }

    /// `byteCount` bytes from the arena if it has room (a block of columns reserved with it),
    /// else nil.
    mutating func arenaBlock(byteCount: Int) -> UnsafeMutableRawPointer? {
        let bytes = (byteCount + 7) & ~7
        if bytes == 0 || arenaUsed + bytes > arenaCapacity { return nil }
        let p = arena + arenaUsed
        arenaUsed += bytes
        return p
    }

    /// Frees the block of `columns` unless it is the arena's or the empty one.
    func freeColumnBlock(_ columns: SymbolColumns) {
        if !isInArena(columns.block) { columns.deallocate() }
    }

    /// Frees the block of `columns` unless it is the arena's or the empty one.
    func freeColumnBlock(_ columns: SlotColumns) {
        if !isInArena(columns.block) { columns.deallocate() }
    }

    @inline(__always)
    func isInArena(_ p: UnsafeMutableRawPointer) -> Bool {
        p >= arena && p < arena + arenaCapacity
    }

    /// How many sizes of buffer the arena takes back (16 to 72 bytes, in steps of 8): what
    /// a small tableau's rows and columns outgrow. Their lists' heads are the arena's first
    /// `recycledSizeClasses` Int32s.
    static var recycledSizeClasses: Int { 8 }

    /// Gives back a buffer of `capacity` elements from `allocateBuffer` (or `copiedBuffer`)
    /// that the tableau no longer uses: a small one from the arena goes on the list of its
    /// size for `allocateBuffer` to hand out again (a row's outgrown 4-cell symbols are a
    /// new column's first buffer), a malloc'd one is freed.
    mutating func recycleBuffer<T>(_ p: UnsafeMutablePointer<T>, capacity: Int) {
        let raw = UnsafeMutableRawPointer(p)
        if !isInArena(raw) {
            p.deallocate()
            return
        }
        let sizeClass = ((MemoryLayout<T>.stride * capacity + 7) & ~7) / 8 - 2
        if UInt(bitPattern: sizeClass) >= UInt(Self.recycledSizeClasses) { return }
        let heads = arena.assumingMemoryBound(to: Int32.self)
        // The list links through the buffers' first 4 bytes (offsets in 8-byte units; 0,
        // where the heads are, ends the list).
        raw.storeBytes(of: heads[sizeClass], as: Int32.self)
        heads[sizeClass] = Int32((raw - arena) / 8)
    }

    /// Frees a buffer from `allocateBuffer` (or `copiedBuffer`): arena buffers go with the
    /// arena.
    @inline(__always)
    func freeBuffer<T>(_ p: UnsafeMutablePointer<T>) {
        let raw = UnsafeRawPointer(p)
        let start = UnsafeRawPointer(arena)
        if raw >= start && raw < start + arenaCapacity { return }
        p.deallocate()
    }
}

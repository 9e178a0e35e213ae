// The simplex tableau, as the kiwi solver (nucleic/kiwi) builds it, with three differences that
// make it fast:
//
// * Symbols are dense Int32 ids in creation order; everything per symbol is a flat array.
// * Rows live in slots, as sorted struct-of-arrays (`[Int32]` ids, `[Double]` coefficients).
//   Adding a multiple of one row to another is one linear two-pointer merge into a scratch
//   buffer, swapped in afterwards (kiwi inserts cell by cell into a sorted vector: O(n²)).
// * A column index `symbol → slots whose row may contain it` makes substitution, edits and
//   ratio tests touch only the rows that contain the symbol. Entries are added eagerly and
//   dropped lazily (a stale entry is detected by a binary search in the row), with an exact
//   live count per symbol that triggers compaction. Substitution empties a column entirely.
//
// The objective is dense (one coefficient per symbol) with a list of symbols whose coefficient
// went negative, so Bland's entering choice never scans the whole objective.

/// The column buffer of a symbol that was never in a row (capacity 0, never written): most
/// symbols of a layout of definitions never are, and a buffer each would cost a malloc.
nonisolated(unsafe) let emptyColumn = UnsafeMutablePointer<Int32>.allocate(capacity: 1)

/// The merge scratch of a tableau that has not merged yet (capacity 0, never written).
nonisolated(unsafe) let emptyScratchCoefficients = UnsafeMutablePointer<Double>.allocate(
    capacity: 1)

/// kiwi's absolute tolerance.
@usableFromInline let nearZeroTolerance = 1e-8

@inline(__always) func nearZero(_ x: Double) -> Bool { abs(x) < nearZeroTolerance }

/// Phase 1's objective in a box (see `Tableau.artificial`).
final class ObjectiveBox {
    @exclusivity(unchecked) var objective: Objective

    init(_ objective: Objective) { self.objective = objective }
}

/// The simplex tableau (see the file comment). Non-copyable: it owns its row, column and
/// scratch buffers and frees them in `deinit`, and only `init(copying:)` copies it, so no
/// assignment shares its buffers and no accidental copy duplicates its arrays on write.
struct Tableau: ~Copyable {
    // MARK: Per symbol
    /// The plain per-symbol columns (`kind`, `rowOf`, `columnSlots`, ...: see
    /// Tableau+Storage.swift), for `symbolCapacity` symbols.
    var symbolColumns: SymbolColumns
    var symbolCapacity: Int
    var symbolCount: Int
    /// External symbols whose value may have changed since the last publish.
    /// The first `dirtyCount` entries are the external symbols whose value may have changed
    /// since the last publish (the array never shrinks: no per-frame `removeAll`).
    var dirty: TableauList<Int32>
    var dirtyCount: Int
    /// The first `changedCount` entries are the symbols the last publish changed.
    var changed: TableauList<Int32>
    var changedCount: Int

    // MARK: Per row slot
    // Row cells live in raw buffers owned by the tableau (see `deinit`, `init(copying:)`):
    // arrays of arrays cost retains, releases and uniqueness checks on every merge, which
    // profiles showed to be several times the merge itself for the short rows of UI layouts.
    /// The plain per-slot columns (`rowSymbols`, `rowCoefficients`, `rowBasic`, ...: see
    /// Tableau+Storage.swift), for `slotCapacity` slots.
    var slotColumns: SlotColumns
    var slotCapacity: Int
    var slotCount: Int
    var freeSlots: [Int32]
    /// One block that a small tableau's symbol and slot columns, its lists' first buffers and
    /// its first row and column buffers are cut from (a bump allocator sized by
    /// `reserveCapacity`, freed whole in `deinit`), instead of a malloc and a free each.
    /// Small buffers outgrown are handed out again (`recycleBuffer`); once it is used up,
    /// buffers come from malloc. See `allocateBuffer`, `freeBuffer`.
    var arena: UnsafeMutableRawPointer
    var arenaUsed: Int
    var arenaCapacity: Int
    // (And `heapBuffers`, `storageGrowths` below.)

    // MARK: Range guard (and `outOfRangeValue` below)
    /// The largest magnitude noted so far (row constants, definitions' constants and values;
    /// at least 1; +∞ after a NaN): every basic variable's value is within it. With
    /// `maximumWeight` it bounds every definition's value (see `definitionsBounded`).
    var magnitudeHighWater: Double

    @inline(__always)
    mutating func noteConstant(_ value: Double) {
        // One comparison in the common case: the high-water mark is within the range.
        if !(abs(value) <= magnitudeHighWater) { noteLargeConstant(value) }
    }

    @inline(never)
    mutating func noteLargeConstant(_ value: Double) {
        let magnitude = abs(value)
        magnitudeHighWater = magnitude.isNaN ? .infinity : magnitude
        if !(magnitude <= Solver.maximumMagnitude), outOfRangeValue == nil {
            outOfRangeValue = value
        }
    }

    // MARK: Solving state
    var objective: Objective
    /// Phase 1's objective (see `addWithArtificialVariable`), boxed: a word here rather than
    /// the 40 bytes of an optional objective in every tableau.
    var artificial: ObjectiveBox?
    /// Basic symbols whose row went negative (dual simplex work list, LIFO as kiwi).
    var infeasible: [Int32]
    var pivotCount: Int
    /// Cells read or moved by row updates (merges, in-place updates, shifts): a complexity
    /// counter for tests.
    var cellOperations: Int
    /// Bumped whenever a row's cells change; the edit cache below is valid for one version.
    var cellVersion: UInt64
    /// (And `editCacheMarker` below.)
    var editCacheVersion: UInt64
    var editCacheSlots: [Int32]
    var editCacheCoefficients: [Double]
    var compactionQueue: [Int32]

    /// `emptyColumn`, kept here: `newSymbol` stores it for every symbol, and reading the global
    /// costs a `swift_once` call each time.
    let noColumn: UnsafeMutablePointer<Int32>

    // MARK: Scratch (contents meaningless between calls)
    var scratchSymbols: UnsafeMutablePointer<Int32>
    var scratchCoefficients: UnsafeMutablePointer<Double>
    var scratchCapacity: Int
    var eventBuffer: UnsafeMutablePointer<Int32>
    var eventCapacity: Int
    var touched: TableauList<Int32>

    // MARK: Definitions (see Tableau+Definitions.swift)
    /// The lists of the definitions whose terms name each symbol (may list dead ones; see
    /// `dependentCount`): linked through this pool from `dependentHead` to `dependentTail`
    /// (one array for all symbols rather than one each).
    var dependentNodes: TableauList<DependentNode>
    /// Required equalities kept out of the rows, evaluated in the order of their ranks (a
    /// definition ranks above the definitions it names).
    var definitions: TableauList<Definition>
    /// The terms of every definition (dead ones' too, until `compactDefinitions`).
    var termSymbols: TableauList<Int32>
    var termCoefficients: TableauList<Double>
    /// Above every rank in use.
    var nextRank: Double
    /// The dirty entries before it have been settled (see `settleDefinitions`).
    var settledCount: Int
    /// At least every definition's `weight` (never lowered until a rebuild).
    var maximumWeight: Double
    var liveDefinitions: Int
    var definitionHeap: TableauList<Int32>

    // MARK: Small fields, declared together
    // A struct's fields are laid out in declaration order, each at its alignment: declared
    // among words, each of these would take a word of its own (40 bytes more per solver).
    /// The stamp of the last row visit (see `rowStamp`).
    var stampTick: UInt32
    /// The rows holding the last edited marker, their coefficients and basic symbols
    /// (`editCacheVersion`, `editCacheSlots`, `editCacheCoefficients`): a frame loop suggests
    /// the same variable again and again between pivots. Inline, not boxed: a box's retain
    /// and release cost an edit frame 3 ns (`solver-edit-0`).
    var editCacheMarker: Int32
    /// The first row constant or definition value that left the solver's range (beyond
    /// `Solver.maximumMagnitude`, or NaN) since the solver last cleared it: arithmetic on
    /// in-range inputs overflowed (a chain of large multipliers). One comparison per written
    /// constant or evaluated definition (`settleDefinitions`).
    var outOfRangeValue: Double?
    /// Set by an edit that moved the row of a basic dummy (a redundant required equality) off
    /// zero: no simplex step repairs that, so the caller rebuilds.
    var dummyRowMoved: Bool
    /// An unsettled dirty entry may move a definition (see `settleDefinitions`).
    var needsSettling: Bool
    /// A removal left dirty entries unsettled (see `Solver.settleRemovals`).
    var removalUnsettled: Bool
    /// How many times the symbol or slot columns were reallocated (a complexity counter for
    /// tests).
    var storageGrowths: Int32
    /// Row and column buffers that came from malloc (a counter for tests; wraps).
    var heapBuffers: Int32

    /// An empty tableau. Every stored property is set here and in `init(copying:)`: none has a
    /// default value, so the compiler refuses an initializer that forgets one.
    init() {
        noColumn = emptyColumn
        symbolColumns = SymbolColumns(capacity: 0)
        symbolCapacity = 0
        symbolCount = 0
        dirty = TableauList()
        dirtyCount = 0
        changed = TableauList()
        changedCount = 0
        slotColumns = SlotColumns(capacity: 0)
        slotCapacity = 0
        slotCount = 0
        freeSlots = []
        stampTick = 0
        arena = emptyColumnBlock
        arenaUsed = 0
        arenaCapacity = 0
        heapBuffers = 0
        storageGrowths = 0
        outOfRangeValue = nil
        magnitudeHighWater = 1
        objective = Objective(
            coefficients: symbolColumns.objectiveCoefficients,
            isCandidate: symbolColumns.isCandidate)
        artificial = nil
        infeasible = []
        pivotCount = 0
        cellOperations = 0
        cellVersion = 0
        editCacheMarker = -1
        editCacheVersion = 0
        editCacheSlots = []
        editCacheCoefficients = []
        compactionQueue = []
        dummyRowMoved = false
        // Allocated by the first merge too long for the stack (`addScaledRow`).
        scratchSymbols = noColumn
        scratchCoefficients = emptyScratchCoefficients
        scratchCapacity = 0
        eventBuffer = noColumn
        eventCapacity = 0
        touched = TableauList()
        dependentNodes = TableauList()
        definitions = TableauList()
        termSymbols = TableauList()
        termCoefficients = TableauList()
        nextRank = 0
        settledCount = 0
        needsSettling = false
        maximumWeight = 1
        removalUnsettled = false
        liveDefinitions = 0
        definitionHeap = TableauList()
    }

    /// Frees the row, column and scratch buffers and releases the variables.
    deinit {
        for i in 0..<slotCount {
            freeBuffer(rowSymbols[i])
            freeBuffer(rowCoefficients[i])
        }
        for i in 0..<symbolCount where columnCapacity[i] > 0 { freeBuffer(columnSlots[i]) }
        for i in 0..<symbolCount { variableReference[i]?.release() }
        freeColumnBlock(symbolColumns)
        freeColumnBlock(slotColumns)
        if scratchCapacity > 0 {
            freeBuffer(scratchSymbols)
            freeBuffer(scratchCoefficients)
        }
        if eventCapacity > 0 { freeBuffer(eventBuffer) }
        dirty.deallocate()
        changed.deallocate()
        touched.deallocate()
        dependentNodes.deallocate()
        definitions.deallocate()
        termSymbols.deallocate()
        termCoefficients.deallocate()
        definitionHeap.deallocate()
        if arenaCapacity > 0 { arena.deallocate() }
    }

    // MARK: - Symbols

    mutating func newSymbol(_ k: SymbolKind, variable v: Variable? = nil) -> Int32 {
        let i = symbolCount
        if i == symbolCapacity { growSymbols(to: Swift.max(16, 2 * i)) }
        symbolCount = i + 1
        let s = Int32(i)
        kind[i] = k
        rowOf[i] = -1
        columnSlots[i] = noColumn  // allocated on the first append
        columnLength[i] = 0
        columnCapacity[i] = 0
        columnCount[i] = 0
        variableReference[i] = v.map { Unmanaged.passRetained($0) }  // (see `variableReference`)
        isDirty[i] = false
        accumulator[i] = 0
        definitionIndex[i] = -1
        dependentCount[i] = 0
        dependentHead[i] = -1
        dependentTail[i] = -1
        dependentLength[i] = 0
        objective.coefficients[i] = 0
        objective.isCandidate[i] = false
        if k == .external { markDirty(s) }
        return s
    }

    /// Forgets the symbols from `count` on. They must be in no row and not in the objective.
    mutating func truncateSymbols(to count: Int) {
        guard count < symbolCount else { return }
        for i in count..<symbolCount where columnCapacity[i] > 0 {
            recycleBuffer(columnSlots[i], capacity: Int(columnCapacity[i]))
        }
        for i in count..<symbolCount {
            variableReference[i]?.release()
            variableReference[i] = nil
            objective.coefficients[i] = 0
            objective.isCandidate[i] = false
        }
        symbolCount = count
        objective.candidates.removeAll { Int($0) >= count }
        var w = 0
        var settled = 0
        for r in 0..<dirtyCount where Int(dirty[r]) < count {
            dirty[w] = dirty[r]
            w += 1
            if r < settledCount { settled = w }
        }
        dirtyCount = w
        settledCount = settled
    }

    @inline(__always)
    mutating func markDirty(_ s: Int32) {
        if !isDirty[Int(s)] {
            isDirty[Int(s)] = true
            if definitionIndex[Int(s)] >= 0 || dependentCount[Int(s)] > 0 { needsSettling = true }
            if dirtyCount < dirty.count { dirty[dirtyCount] = s } else { dirty.append(s) }
            dirtyCount += 1
        }
    }

    /// The user variable of external symbol `s` (nil for other symbols).
    @inline(__always)
    func variable(at s: Int) -> Variable? { variableReference[s]?.takeUnretainedValue() }

    @inline(__always) func isRestricted(_ s: Int32) -> Bool { kind[Int(s)] != .external }

    /// The current value of a symbol: its row's constant if basic, else 0.
    func value(of s: Int32) -> Double {
        let r = rowOf[Int(s)]
        return r >= 0 ? rowConstant[Int(r)] : 0
    }
}

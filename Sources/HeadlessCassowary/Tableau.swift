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

/// kiwi's absolute tolerance.
@usableFromInline let nearZeroTolerance = 1e-8

@inline(__always) func nearZero(_ x: Double) -> Bool { abs(x) < nearZeroTolerance }

struct Tableau {
    // MARK: Per symbol
    var kind: [SymbolKind] = []
    /// The slot of the symbol's row if it is basic, else -1.
    var rowOf: [Int32] = []
    /// Slots whose row may contain the symbol as a parametric cell (see the file comment).
    var columnSlots: [UnsafeMutablePointer<Int32>] = []
    var columnLength: [Int32] = []
    var columnCapacity: [Int32] = []
    /// How many rows really contain the symbol.
    var columnCount: [Int32] = []
    /// The user variable of an external symbol.
    var variable: [Variable?] = []
    /// The same variables without reference counting, for publishing. What keeps each referent
    /// alive: the strong `variable` entry at the same index (both arrays grow and shrink
    /// together in `newSymbol` and `truncateSymbols`). Kept because publishing through
    /// `variable` costs a retain and release per value: `solver-edit-0` measured 45–47 ns that
    /// way against 31–32 ns. `VariableLifetimeTests` drops every user reference and publishes,
    /// under `--sanitize=address` in CI.
    var variableReference: [Unmanaged<Variable>?] = []
    var isDirty: [Bool] = []
    /// External symbols whose value may have changed since the last publish.
    /// The first `dirtyCount` entries are the external symbols whose value may have changed
    /// since the last publish (the array never shrinks: no per-frame `removeAll`).
    var dirty: [Int32] = []
    var dirtyCount = 0
    /// The first `changedCount` entries are the symbols the last publish changed.
    var changed: [Int32] = []
    var changedCount = 0

    // MARK: Per row slot
    // Row cells live in raw buffers owned by the tableau (see `deallocateAll`, `deepCopy`):
    // arrays of arrays cost retains, releases and uniqueness checks on every merge, which
    // profiles showed to be several times the merge itself for the short rows of UI layouts.
    var rowSymbols: [UnsafeMutablePointer<Int32>] = []
    var rowCoefficients: [UnsafeMutablePointer<Double>] = []
    var rowCapacity: [Int32] = []
    /// The number of cells of each row; the arrays may be longer (their tail is scratch).
    var rowLength: [Int32] = []
    /// How many of a row's cells are tombstones: a cell whose coefficient is exactly 0 keeps
    /// its symbol (so the row stays sorted for binary search) until the row is compacted.
    /// Only the in-place update of a long row (`addScaledRowInPlace`) leaves them; every
    /// reader skips them, and a row is compacted before it becomes a pivot row.
    var rowDead: [Int32] = []
    var rowConstant: [Double] = []
    /// The basic symbol of the slot, or -1 for a free slot.
    var rowBasic: [Int32] = []
    var freeSlots: [Int32] = []
    var rowStamp: [UInt32] = []
    var stampTick: UInt32 = 0

    // MARK: Range guard
    /// The first row constant or definition value that left the solver's range (beyond
    /// `Solver.maximumMagnitude`, or NaN) since the solver last cleared it: arithmetic on
    /// in-range inputs overflowed (a chain of large multipliers). One comparison per written
    /// constant or evaluated definition (`settleDefinitions`).
    var outOfRangeValue: Double?

    /// The largest magnitude noted so far (row constants, definitions' constants and values;
    /// at least 1; +∞ after a NaN): every basic variable's value is within it. With
    /// `maximumWeight` it bounds every definition's value (see `definitionsBounded`).
    var magnitudeHighWater: Double = 1

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
    var objective = Objective(symbolCount: 0)
    var artificial: Objective? = nil
    /// Basic symbols whose row went negative (dual simplex work list, LIFO as kiwi).
    var infeasible: [Int32] = []
    var pivotCount = 0
    /// Cells read or moved by row updates (merges, in-place updates, shifts): a complexity
    /// counter for tests.
    var cellOperations = 0
    /// Bumped whenever a row's cells change; the edit cache below is valid for one version.
    var cellVersion: UInt64 = 0
    /// The rows holding the last edited marker, their coefficients and basic symbols: a frame
    /// loop suggests the same variable again and again between pivots.
    var editCacheMarker: Int32 = -1
    var editCacheVersion: UInt64 = 0
    var editCacheSlots: [Int32] = []
    var editCacheCoefficients: [Double] = []
    var compactionQueue: [Int32] = []
    /// Set by an edit that moved the row of a basic dummy (a redundant required equality) off
    /// zero: no simplex step repairs that, so the caller rebuilds.
    var dummyRowMoved = false

    // MARK: Scratch (contents meaningless between calls)
    var scratchSymbols = UnsafeMutablePointer<Int32>.allocate(capacity: 16)
    var scratchCoefficients = UnsafeMutablePointer<Double>.allocate(capacity: 16)
    var scratchCapacity = 16
    var eventBuffer = UnsafeMutablePointer<Int32>.allocate(capacity: 16)
    var eventCapacity = 16
    var accumulator: [Double] = []
    var touched: [Int32] = []

    // MARK: Definitions (see Tableau+Definitions.swift)
    /// The definition whose subject or marker the symbol is, or -1.
    var definitionIndex: [Int32] = []
    /// Definitions whose terms name the symbol (may list dead ones; see `dependentCount`).
    var dependents: [[Int32]] = []
    /// How many live definitions name the symbol in their terms.
    var dependentCount: [Int32] = []
    /// Required equalities kept out of the rows, evaluated in the order of their ranks (a
    /// definition ranks above the definitions it names).
    var definitions: [Definition] = []
    /// Above every rank in use.
    var nextRank: Double = 0
    var definitionQueued: [Bool] = []
    /// Each definition's value as of the last `settleDefinitions` (NaN before the first).
    var definitionValue: [Double] = []
    /// The dirty entries before it have been settled (see `settleDefinitions`).
    var settledCount = 0
    /// An unsettled dirty entry may move a definition (see `settleDefinitions`).
    var needsSettling = false
    /// Per definition, an upper bound of its *weight*: 1 + Σ |coefficient| × the weight of
    /// the symbol (1 for a variable that is not defined). |value| ≤ weight × the high-water
    /// mark, by induction over the ranks.
    var definitionWeight: [Double] = []
    /// At least every `definitionWeight` (never lowered until a rebuild).
    var maximumWeight: Double = 1
    /// A removal left dirty entries unsettled (see `Solver.settleRemovals`).
    var removalUnsettled = false
    var liveDefinitions = 0
    var definitionHeap: [Int32] = []

    var symbolCount: Int { kind.count }

    // MARK: - Symbols

    mutating func newSymbol(_ k: SymbolKind, variable v: Variable? = nil) -> Int32 {
        let s = Int32(kind.count)
        kind.append(k)
        rowOf.append(-1)
        columnSlots.append(emptyColumn)  // allocated on the first append
        columnLength.append(0)
        columnCapacity.append(0)
        columnCount.append(0)
        variable.append(v)
        variableReference.append(v.map { Unmanaged.passUnretained($0) })
        isDirty.append(false)
        accumulator.append(0)
        definitionIndex.append(-1)
        dependents.append([])
        dependentCount.append(0)
        objective.grow()
        if k == .external { markDirty(s) }
        return s
    }

    /// Forgets the symbols from `count` on. They must be in no row and not in the objective.
    mutating func truncateSymbols(to count: Int) {
        guard count < kind.count else { return }
        let n = kind.count - count
        kind.removeLast(n)
        rowOf.removeLast(n)
        for i in count..<columnSlots.count where columnCapacity[i] > 0 {
            columnSlots[i].deallocate()
        }
        columnSlots.removeLast(n)
        columnLength.removeLast(n)
        columnCapacity.removeLast(n)
        columnCount.removeLast(n)
        variable.removeLast(n)
        variableReference.removeLast(n)
        isDirty.removeLast(n)
        accumulator.removeLast(n)
        definitionIndex.removeLast(n)
        dependents.removeLast(n)
        dependentCount.removeLast(n)
        objective.coefficients.removeLast(n)
        objective.isCandidate.removeLast(n)
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

    @inline(__always) func isRestricted(_ s: Int32) -> Bool { kind[Int(s)] != .external }

    /// The current value of a symbol: its row's constant if basic, else 0.
    func value(of s: Int32) -> Double {
        let r = rowOf[Int(s)]
        return r >= 0 ? rowConstant[Int(r)] : 0
    }
}

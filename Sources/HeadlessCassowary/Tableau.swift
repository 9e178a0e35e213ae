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

enum SymbolKind: UInt8 {
    /// A user variable: unrestricted.
    case external
    /// The slack of an inequality (and the artificial variable of phase 1): ≥ 0.
    case slack
    /// An error variable of a non-required constraint: ≥ 0, weighted in the objective.
    case error
    /// The marker of a required equality: pinned to 0, never enters the basis.
    case dummy
}

/// The symbols a constraint added: its marker and, for non-required ones, the other error.
struct Tag {
    var marker: Int32
    var other: Int32 = -1
}

/// A dense row to minimise: the objective, or phase 1's artificial objective.
struct Objective {
    var coefficients: [Double]
    var constant: Double = 0
    /// Symbols whose coefficient may be negative (a superset; never dummies).
    var candidates: [Int32] = []
    var isCandidate: [Bool]

    init(symbolCount: Int) {
        coefficients = Array(repeating: 0, count: symbolCount)
        isCandidate = Array(repeating: false, count: symbolCount)
    }

    mutating func grow() {
        coefficients.append(0)
        isCandidate.append(false)
    }

    @inline(__always)
    mutating func add(_ symbol: Int32, _ value: Double, isDummy: Bool) {
        let i = Int(symbol)
        var v = coefficients[i] + value
        if nearZero(v) { v = 0 }
        coefficients[i] = v
        if v < 0, !isDummy, !isCandidate[i] {
            isCandidate[i] = true
            candidates.append(symbol)
        }
    }

    /// Bland's rule: the smallest symbol with a negative coefficient, or -1.
    mutating func enteringSymbol() -> Int32 {
        var best: Int32 = -1
        var w = 0
        for r in 0..<candidates.count {
            let s = candidates[r]
            if coefficients[Int(s)] < 0 {
                candidates[w] = s
                w += 1
                if best < 0 || s < best { best = s }
            } else {
                isCandidate[Int(s)] = false
            }
        }
        if w < candidates.count { candidates.removeLast(candidates.count - w) }
        return best
    }
}

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

    // MARK: Definitions (see Definitions.swift)
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

    // MARK: - Rows

    /// Stores a row under `basic`; its cells must be sorted, non-zero and exclude `basic`.
    mutating func insertRow(
        basic: Int32, symbols: ContiguousArray<Int32>, coefficients: ContiguousArray<Double>,
        constant: Double
    ) -> Int32 {
        cellVersion &+= 1
        let slot: Int32
        let n = symbols.count
        if let free = freeSlots.popLast() {
            slot = free
            if Int(rowCapacity[Int(slot)]) < n {
                rowSymbols[Int(slot)].deallocate()
                rowCoefficients[Int(slot)].deallocate()
                rowSymbols[Int(slot)] = .allocate(capacity: n)
                rowCoefficients[Int(slot)] = .allocate(capacity: n)
                rowCapacity[Int(slot)] = Int32(n)
            }
            rowLength[Int(slot)] = Int32(n)
            rowDead[Int(slot)] = 0
            rowConstant[Int(slot)] = constant
            noteConstant(constant)
            rowBasic[Int(slot)] = basic
        } else {
            slot = Int32(rowBasic.count)
            let capacity = Swift.max(n, 4)
            rowSymbols.append(.allocate(capacity: capacity))
            rowCoefficients.append(.allocate(capacity: capacity))
            rowCapacity.append(Int32(capacity))
            rowLength.append(Int32(n))
            rowDead.append(0)
            rowConstant.append(constant)
            noteConstant(constant)
            rowBasic.append(basic)
            rowStamp.append(0)
        }
        for j in 0..<n {
            rowSymbols[Int(slot)][j] = symbols[j]
            rowCoefficients[Int(slot)][j] = coefficients[j]
        }
        for s in symbols {
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
            for i in rowStamp.indices { rowStamp[i] = 0 }
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
            let grown = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
            if n > 0 {
                grown.update(from: columnSlots[i], count: Int(n))
                columnSlots[i].deallocate()
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

    // MARK: - Row algebra

    /// Row `slot` += `c` × (the given row), where the target holds `eliminated` with coefficient
    /// `c` (dropped) and the source does not hold it. One linear merge into the scratch
    /// buffers, which then swap places with the row's storage (no allocation once warm).
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
        let ts = rowSymbols[t]
        let tc = rowCoefficients[t]
        let tn = Int(rowLength[t])
        let n = tn + sn
        cellOperations += n
        if scratchCapacity < n {
            scratchSymbols.deallocate()
            scratchCoefficients.deallocate()
            scratchCapacity = Swift.max(n, 2 * scratchCapacity)
            scratchSymbols = .allocate(capacity: scratchCapacity)
            scratchCoefficients = .allocate(capacity: scratchCapacity)
        }
        if eventCapacity < n {
            eventBuffer.deallocate()
            eventCapacity = Swift.max(n, 2 * eventCapacity)
            eventBuffer = .allocate(capacity: eventCapacity)
        }
        let os = scratchSymbols
        let oc = scratchCoefficients
        // Added symbols go to the front of `events`, dropped ones to the back: together they
        // are at most `n`.
        let events = eventBuffer
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
        rowSymbols[t] = os
        rowCoefficients[t] = oc
        rowLength[t] = Int32(k)
        let oldCapacity = Int(rowCapacity[t])
        rowCapacity[t] = Int32(scratchCapacity)
        scratchSymbols = ts
        scratchCoefficients = tc
        scratchCapacity = oldCapacity
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
                        let grownSymbols = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
                        let grownCoefficients = UnsafeMutablePointer<Double>.allocate(
                            capacity: capacity)
                        grownSymbols.update(from: sy, count: n)
                        grownCoefficients.update(from: co, count: n)
                        sy.deallocate()
                        co.deallocate()
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
        let c = isArtificial ? artificial!.coefficients[Int(s)] : objective.coefficients[Int(s)]
        if c == 0 { return }
        if isArtificial {
            artificial!.coefficients[Int(s)] = 0
            artificial!.constant += c * constant
            for j in 0..<length {
                let x = symbols[j]
                artificial!.add(x, c * coefficients[j], isDummy: kind[Int(x)] == .dummy)
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

    // MARK: - Simplex

    /// Primal simplex with Bland's rule on the objective (or the artificial objective).
    /// Returns false if the objective is unbounded (unreachable for a consistent tableau).
    mutating func optimize(artificialObjective: Bool = false) -> Bool {
        // Bland's rule can't cycle in exact arithmetic; the cap turns a numerical loop into a
        // rebuild instead of a hang.
        var budget = 100_000 + 20 * symbolCount
        while true {
            budget -= 1
            if budget < 0 { return false }
            let entering =
                artificialObjective ? artificial!.enteringSymbol() : objective.enteringSymbol()
            if entering < 0 { return true }
            // Leaving row: the minimum ratio over restricted rows with a negative coefficient;
            // ties go to the smallest basic symbol, as kiwi's id-ordered scan does.
            compactColumn(entering)
            var best: Int32 = -1
            var bestBasic: Int32 = .max
            var bestRatio = Double.greatestFiniteMagnitude
            let col = columnSlots[Int(entering)]
            for r in 0..<Int(columnLength[Int(entering)]) {
                let slot = col[r]
                let basic = rowBasic[Int(slot)]
                if kind[Int(basic)] == .external { continue }
                let c = coefficient(slot, entering)
                if c < 0 {
                    let ratio = -rowConstant[Int(slot)] / c
                    if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
                        bestRatio = ratio
                        best = slot
                        bestBasic = basic
                    }
                }
            }
            if best < 0 { return false }
            pivot(best, entering: entering)
        }
    }

    /// Dual simplex over the infeasible rows. Returns false if a row can't be repaired
    /// (numerically inconsistent tableau); the caller then rebuilds.
    mutating func dualOptimize() -> Bool {
        // The dual step has no anti-cycling rule (neither has kiwi's): cap it, and let the
        // caller rebuild.
        var budget = 100_000 + 20 * symbolCount
        while let leaving = infeasible.popLast() {
            budget -= 1
            if budget < 0 {
                infeasible.removeAll()
                return false
            }
            let slot = rowOf[Int(leaving)]
            if slot < 0 { continue }
            let constant = rowConstant[Int(slot)]
            if nearZero(constant) || constant >= 0 { continue }
            // Entering: a non-dummy cell with a positive coefficient that minimises
            // objective / coefficient (first in id order on ties).
            var entering: Int32 = -1
            var ratio = Double.greatestFiniteMagnitude
            let symbols = rowSymbols[Int(slot)]
            let coefficients = rowCoefficients[Int(slot)]
            for j in 0..<Int(rowLength[Int(slot)]) {
                let c = coefficients[j]
                let s = symbols[j]
                if c > 0 && kind[Int(s)] != .dummy {
                    let r = objective.coefficients[Int(s)] / c
                    if r < ratio {
                        ratio = r
                        entering = s
                    }
                }
            }
            if entering < 0 {
                infeasible.removeAll()
                return false
            }
            pivot(slot, entering: entering)
        }
        return true
    }

    /// The row to pivot a non-basic marker into before removing it (kiwi's order).
    mutating func markerLeavingRow(_ marker: Int32) -> Int32 {
        compactColumn(marker)
        var first: Int32 = -1
        var firstBasic: Int32 = .max
        var r1 = Double.greatestFiniteMagnitude
        var second: Int32 = -1
        var secondBasic: Int32 = .max
        var r2 = Double.greatestFiniteMagnitude
        var third: Int32 = -1
        var thirdBasic: Int32 = -1
        let col = columnSlots[Int(marker)]
        for r in 0..<Int(columnLength[Int(marker)]) {
            let slot = col[r]
            let c = coefficient(slot, marker)
            if c == 0 { continue }
            let basic = rowBasic[Int(slot)]
            if kind[Int(basic)] == .dummy {
                // A redundant required equality: its row holds only dummies at constant 0, so a
                // pivot on it is degenerate and keeps it pinned. kiwi treats it as a plain
                // restricted row, can pivot elsewhere and leave the dummy at a non-zero value,
                // which silently breaks the redundant constraint (x == 10 twice, strong
                // x == 3, remove one: kiwi gives x = 3).
                if 0 < r1 || (0 == r1 && basic < firstBasic) {
                    r1 = 0
                    first = slot
                    firstBasic = basic
                }
            } else if kind[Int(basic)] == .external {
                if basic > thirdBasic {
                    third = slot
                    thirdBasic = basic
                }
            } else if c < 0 {
                let r = -rowConstant[Int(slot)] / c
                if r < r1 || (r == r1 && basic < firstBasic) {
                    r1 = r
                    first = slot
                    firstBasic = basic
                }
            } else {
                let r = rowConstant[Int(slot)] / c
                if r < r2 || (r == r2 && basic < secondBasic) {
                    r2 = r
                    second = slot
                    secondBasic = basic
                }
            }
        }
        return first >= 0 ? first : second >= 0 ? second : third
    }

    /// Removes cell `s` from every row (phase 1's artificial variable, now 0).
    mutating func eraseSymbolFromRows(_ s: Int32) {
        cellVersion &+= 1
        compactColumn(s)
        let col = columnSlots[Int(s)]
        for r in 0..<Int(columnLength[Int(s)]) {
            let slot = col[r]
            let p = cellIndex(slot, s)
            let n = Int(rowLength[Int(slot)])
            let sy = rowSymbols[Int(slot)]
            let co = rowCoefficients[Int(slot)]
            for j in p..<(n - 1) {
                sy[j] = sy[j + 1]
                co[j] = co[j + 1]
            }
            rowLength[Int(slot)] = Int32(n - 1)
        }
        columnLength[Int(s)] = 0
        columnCount[Int(s)] = 0
        objective.coefficients[Int(s)] = 0
    }

    // MARK: - Memory

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

    // MARK: - Diagnostics

    var rowCount: Int { rowBasic.count - freeSlots.count }

    var cellCount: Int {
        var n = 0
        for i in rowBasic.indices where rowBasic[i] >= 0 { n += Int(rowLength[i] - rowDead[i]) }
        return n
    }

    /// Checks the tableau's invariants; returns a description of the first violation.
    mutating func invariantViolation() -> String? {
        for i in rowBasic.indices where rowBasic[i] >= 0 {
            let basic = rowBasic[i]
            if rowOf[Int(basic)] != Int32(i) { return "rowOf[\(basic)] != slot \(i)" }
            let symbols = Array(UnsafeBufferPointer(start: rowSymbols[i], count: Int(rowLength[i])))
            var tombstones = 0
            for j in symbols.indices {
                if j > 0 && symbols[j - 1] >= symbols[j] { return "row \(basic) not sorted" }
                if rowCoefficients[i][j] == 0 {
                    tombstones += 1
                    continue
                }
                if rowOf[Int(symbols[j])] >= 0 { return "basic \(symbols[j]) in row \(basic)" }
            }
            if tombstones != Int(rowDead[i]) { return "tombstone count of row \(basic)" }
            if kind[Int(basic)] != .external && rowConstant[i] < -1e-7 {
                return "row \(basic) infeasible: \(rowConstant[i])"
            }
        }
        var live = 0
        for (index, definition) in definitions.enumerated() where definition.subject >= 0 {
            live += 1
            let subject = definition.subject
            if definitionIndex[Int(subject)] != Int32(index)
                || definitionIndex[Int(definition.marker)] != Int32(index)
            {
                return "definition \(index) not indexed"
            }
            if rowOf[Int(subject)] >= 0 || columnCount[Int(subject)] != 0 {
                return "defined s\(subject) in the rows"
            }
            if rowOf[Int(definition.marker)] >= 0 { return "marker of s\(subject) basic" }
            for x in definition.symbols {
                if kind[Int(x)] != .external { return "definition of s\(subject) names s\(x)" }
                if isDefined(x) && definitions[Int(definitionIndex[Int(x)])].rank >= definition.rank
                {
                    return "definition of s\(subject) names s\(x), which does not rank below it"
                }
            }
        }
        if live != liveDefinitions { return "live definitions \(liveDefinitions) != \(live)" }
        for s in 0..<symbolCount {
            var named = 0
            for definition in definitions where definition.subject >= 0 {
                if definition.symbols.contains(Int32(s)) { named += 1 }
            }
            if named != Int(dependentCount[s]) { return "dependentCount[\(s)]" }
        }
        for s in 0..<symbolCount {
            var live = 0
            for i in rowBasic.indices where rowBasic[i] >= 0 {
                if coefficient(Int32(i), Int32(s)) != 0 { live += 1 }
            }
            if live != Int(columnCount[s]) {
                return "columnCount[\(s)] \(columnCount[s]) != \(live)"
            }
            let col = Set(UnsafeBufferPointer(start: columnSlots[s], count: Int(columnLength[s])))
            for i in rowBasic.indices where rowBasic[i] >= 0 {
                if coefficient(Int32(i), Int32(s)) != 0 && !col.contains(Int32(i)) {
                    return "column \(s) misses slot \(i)"
                }
            }
            if objective.coefficients[s] < 0 && kind[s] != .dummy {
                return "objective not optimal at \(s)"
            }
        }
        return nil
    }
}

extension Tableau {
    /// A canonical text of the solver state (rows by basic symbol, objective), for tests.
    func dump() -> String {
        var lines: [String] = []
        let slots = rowBasic.indices.filter { rowBasic[$0] >= 0 }.sorted {
            rowBasic[$0] < rowBasic[$1]
        }
        for i in slots {
            let n = Int(rowLength[i])
            let cells = zip(
                UnsafeBufferPointer(start: rowSymbols[i], count: n),
                UnsafeBufferPointer(start: rowCoefficients[i], count: n)
            ).filter { $0.1 != 0 }.map { "\($1)*s\($0)" }
            lines.append("s\(rowBasic[i]) = \(rowConstant[i]) " + cells.joined(separator: " "))
        }
        let objectiveCells = objective.coefficients.indices.filter {
            objective.coefficients[$0] != 0
        }
        .map { "\(objective.coefficients[$0])*s\($0)" }
        for definition in definitions where definition.subject >= 0 {
            let cells = zip(definition.symbols, definition.coefficients).map { "\($1)*s\($0)" }
            lines.append(
                "s\(definition.subject) := \(definition.constant) "
                    + (cells + ["\(definition.markerCoefficient)*s\(definition.marker)"])
                    .joined(separator: " "))
        }
        lines.append("objective = \(objective.constant) " + objectiveCells.joined(separator: " "))
        lines.append("symbols \(symbolCount) kinds \(kind.map(\.rawValue))")
        return lines.joined(separator: "\n")
    }
}

extension Solver {
    /// The tableau as canonical text, for tests.
    var stateDump: String {
        var text = tableau.dump()
        text += "\nconstraints \(constraints.count) edits \(edits.count) variables \(symbols.count)"
        for info in edits.values.sorted(by: { $0.sequence < $1.sequence }) {
            text += "\nedit \(info.variable) = \(info.constant)"
        }
        return text
    }

    /// The first violated tableau invariant, if any (tests only: O(symbols × rows)).
    func invariantViolation() -> String? { tableau.invariantViolation() }
}

// Definitions: required equalities kept out of the tableau's rows.
//
// A required equality that names a free variable `v` (one in no row, not basic and not
// defined; a variable the solver has not seen yet is free) is always
// satisfiable, and solving it for `v` gives `v = K + Σ aᵢ·xᵢ + m·d` (`d` its dummy marker).
// kiwi would make `v` basic and substitute the rows of the xᵢ that are basic, so in a chain
// (`left[i] == left[i−1] + width[i−1] + 8`) the row of `left[i]` holds the markers of every
// earlier link: O(n²) cells. Here the equation is stored as written instead, naming the xᵢ
// themselves (basic, parametric or defined): a *definition*. It is the row of a basic external
// symbol kept in factored form, which the simplex never needs expanded: external rows never
// leave the basis in the ratio tests, and a defined variable never appears in another row.
//
// * Values: a definition is evaluated when published (`settleDefinitions`, then a copy), in
//   rank order (a definition ranks above the definitions it names and below those that name
//   its subject; when no rank is left in between, the equality goes into the tableau), so a
//   chain of n links costs O(n), and a frame only the definitions its change reaches.
// * Range: every value leaving the solver is within `Solver.maximumMagnitude`. Each
//   definition has a *weight* W = 1 + Σ |aᵢ|·W(xᵢ) (1 for a variable that is not defined),
//   so |value| ≤ W × H, H the high-water mark of every magnitude the tableau noted (row
//   constants, definitions' constants). While H × max W ≤ half the range (UI layouts: 10⁴ ×
//   10⁵), no definition can leave it and evaluation waits for publishing. Otherwise the
//   change (add, new constant, suggestion) evaluates the definitions it reached before it
//   returns, and one out of range rolls it back with `NonFiniteValue`, as a row constant
//   out of range does (the definition's own add, or an add, edit or constant upstream of
//   it). A removal is never refused: what it moves is evaluated by the next change, which
//   is not blamed for it. Weights are computed when a definition is added; a re-link raises
//   those above it (at least doubling each time, so O(log W) raises per definition).
// * A constraint added to the tableau that names a defined variable gets its expansion,
//   markers included (each definition's coefficient is summed over all paths first, in
//   reverse rank order, so shared sub-definitions are expanded once). The markers keep
//   the usual bookkeeping exact: a row holds `d` with the coefficient of the definition in it.
// * `setConstant` shifts `K` and, as for any marker, the rows that hold `d`.
// * Removal: if no row holds `d`, the definition is dropped and `v` becomes a parametric
//   variable (value 0), which is what kiwi's removal does with an external row holding the
//   marker. Otherwise the definition is first expanded into a real row for `v` (its row in
//   kiwi's tableau), then removed as usual.

extension Tableau {
    /// Whether `s` is the subject of a live definition.
    @inline(__always)
    func isDefined(_ s: Int32) -> Bool {
        let d = definitionIndex[Int(s)]
        return d >= 0 && definitions[Int(d)].subject == s
    }

    /// The live definition whose marker is `s`, or -1.
    func definition(marker s: Int32) -> Int32 {
        let d = definitionIndex[Int(s)]
        return d >= 0 && definitions[Int(d)].marker == s ? d : -1
    }

    /// Whether a required equality may be solved for `s` as a definition, as far as `s` itself
    /// goes (see `rankBelowDependents`).
    func canDefine(_ s: Int32) -> Bool {
        let i = Int(s)
        return kind[i] == .external && rowOf[i] < 0 && columnCount[i] == 0
            && definitionIndex[i] < 0 && objective.coefficients[i] == 0 && artificial == nil
    }

    /// The lowest rank of the live definitions that name `s` (+∞ if none): a definition of `s`
    /// must rank below it.
    func rankBelowDependents(_ s: Int32) -> Double {
        if dependentCount[Int(s)] == 0 { return .infinity }
        var lowest = Double.infinity
        var node = dependentHead[Int(s)]
        while node >= 0 {
            let d = dependentNodes[Int(node)].definition
            node = dependentNodes[Int(node)].next
            if definitions[Int(d)].subject >= 0 {
                lowest = Swift.min(lowest, definitions[Int(d)].rank)
            }
        }
        return lowest
    }

    /// The rank of defined `s`, or -∞ if it is not defined.
    func rankOf(_ s: Int32) -> Double {
        let d = definitionIndex[Int(s)]
        return d >= 0 && definitions[Int(d)].subject == s ? definitions[Int(d)].rank : -.infinity
    }

    /// A rank strictly between `lower` and `upper`, or nil if doubles have none left there.
    func rank(above lower: Double, below upper: Double) -> Double? {
        if upper == .infinity { return Swift.max(nextRank, lower + 1) }
        let rank = lower == -.infinity ? upper - 1 : lower + (upper - lower) / 2
        return rank > lower && rank < upper ? rank : nil
    }

    /// Records `subject = constant + Σ coefficients·symbols + markerCoefficient·marker`, its
    /// terms being those of `termSymbols` and `termCoefficients` from `termStart` on (appended
    /// by the caller): sorted, distinct, external, excluding `subject`.
    mutating func addDefinition(
        subject: Int32, rank: Double, marker: Int32, constant: Double, markerCoefficient: Double,
        termStart: Int
    ) {
        let index = Int32(definitions.count)
        let terms = termStart..<termSymbols.count
        var weight = 1.0
        for j in terms { weight += Swift.abs(termCoefficients[j]) * self.weight(termSymbols[j]) }
        maximumWeight = Swift.max(maximumWeight, weight)
        noteConstant(constant)
        nextRank = Swift.max(nextRank, rank + 1)
        definitions.append(
            Definition(
                subject: subject, rank: rank, marker: marker, constant: constant,
                markerCoefficient: markerCoefficient, termStart: Int32(termStart),
                termCount: Int32(terms.count), queued: false, value: .nan, weight: weight))
        liveDefinitions += 1
        definitionIndex[Int(subject)] = index
        definitionIndex[Int(marker)] = index
        for j in terms {
            let s = termSymbols[j]
            addDependent(index, of: s)
            dependentCount[Int(s)] += 1
        }
        cellOperations += terms.count + 1
        needsSettling = true
        markDirty(subject)
        // Re-linked: the definitions that name the subject took it at weight 1.
        if dependentCount[Int(subject)] > 0 { raiseWeights(above: subject) }
    }

    /// Appends definition `d` to the list of the definitions that name `s`.
    mutating func addDependent(_ d: Int32, of s: Int32) {
        let node = Int32(dependentNodes.count)
        dependentNodes.append(DependentNode(definition: d, next: -1))
        let i = Int(s)
        let tail = dependentTail[i]
        if tail >= 0 {
            dependentNodes[Int(tail)].next = node
        } else {
            dependentHead[i] = node
        }
        dependentTail[i] = node
        dependentLength[i] += 1
    }

    /// Unlinks from the list of `s` the dead definitions and `index` (their nodes stay unused
    /// in the pool until `compactDefinitions`).
    mutating func pruneDependents(of s: Int32, dropping index: Int32) {
        let i = Int(s)
        var node = dependentHead[i]
        var last: Int32 = -1
        var length: Int32 = 0
        dependentHead[i] = -1
        while node >= 0 {
            let next = dependentNodes[Int(node)].next
            let d = dependentNodes[Int(node)].definition
            if definitions[Int(d)].subject >= 0 && d != index {
                if last >= 0 {
                    dependentNodes[Int(last)].next = node
                } else {
                    dependentHead[i] = node
                }
                last = node
                length += 1
            }
            node = next
        }
        if last >= 0 { dependentNodes[Int(last)].next = -1 }
        dependentTail[i] = last
        dependentLength[i] = length
    }

    /// The weight of a symbol: its definition's if defined, else 1.
    @inline(__always)
    func weight(_ s: Int32) -> Double {
        let d = definitionIndex[Int(s)]
        return d >= 0 && definitions[Int(d)].subject == s ? definitions[Int(d)].weight : 1
    }

    /// Raises the weights of the definitions that name `s`, and so on up, where they no longer
    /// bound. A raised weight at least doubles, so a definition is raised O(log weight) times
    /// however often the variables below it are re-linked (a chain linked back to front).
    mutating func raiseWeights(above s: Int32) {
        var work: [Int32] = [s]
        while let x = work.popLast() {
            var node = dependentHead[Int(x)]
            while node >= 0 {
                let d = dependentNodes[Int(node)].definition
                node = dependentNodes[Int(node)].next
                if definitions[Int(d)].subject < 0 { continue }
                let definition = definitions[Int(d)]
                var w = 1.0
                for j in definition.terms {
                    w += Swift.abs(termCoefficients[j]) * weight(termSymbols[j])
                }
                cellOperations += definition.terms.count + 1
                if w > definitions[Int(d)].weight {
                    let raised = Swift.max(w, 2 * definitions[Int(d)].weight)
                    definitions[Int(d)].weight = raised
                    maximumWeight = Swift.max(maximumWeight, raised)
                    work.append(definition.subject)
                }
            }
        }
    }

    /// Whether every definition's value is provably within half the range: the high-water
    /// mark of the magnitudes times the largest weight. Then no definition needs evaluating
    /// before publishing (UI layouts: magnitudes of 10⁴, weights of 10⁵).
    @inline(__always)
    var definitionsBounded: Bool {
        magnitudeHighWater * maximumWeight <= Solver.maximumMagnitude / 2
    }

    /// Forgets a definition: its subject becomes an ordinary (parametric) variable.
    mutating func dropDefinition(_ index: Int32) {
        let definition = definitions[Int(index)]
        definitionIndex[Int(definition.subject)] = -1
        definitionIndex[Int(definition.marker)] = -1
        for j in definition.terms {
            let i = Int(termSymbols[j])
            dependentCount[i] -= 1
            if Int(dependentLength[i]) > 2 * Int(dependentCount[i]) + 8 {
                pruneDependents(of: Int32(i), dropping: index)
            }
        }
        definitions[Int(index)].subject = -1
        liveDefinitions -= 1
        needsSettling = true
        markDirty(definition.subject)
        // Dead definitions keep their place (indices are the evaluation order) until they
        // outnumber the live ones; then the live ones are renumbered.
        if definitions.count - liveDefinitions > liveDefinitions + 32 { compactDefinitions() }
    }

    /// Drops dead definitions and renumbers the live ones, keeping their order.
    mutating func compactDefinitions() {
        for definition in definitions {
            for j in definition.terms {
                let s = Int(termSymbols[j])
                dependentHead[s] = -1
                dependentTail[s] = -1
                dependentLength[s] = 0
            }
        }
        dependentNodes.removeAll(keepingCapacity: true)
        var w = 0
        // The live definitions' terms move to the front of the pools, in order.
        var t = 0
        for i in definitions.indices where definitions[i].subject >= 0 {
            var definition = definitions[i]
            let start = t
            for j in definition.terms {
                termSymbols[t] = termSymbols[j]
                termCoefficients[t] = termCoefficients[j]
                addDependent(Int32(w), of: termSymbols[t])
                t += 1
            }
            definition.termStart = Int32(start)
            definitions[w] = definition
            definitionIndex[Int(definition.subject)] = Int32(w)
            definitionIndex[Int(definition.marker)] = Int32(w)
            w += 1
        }
        termSymbols.removeLast(termSymbols.count - t)
        termCoefficients.removeLast(termCoefficients.count - t)
        cellOperations += definitions.count
        definitions.removeLast(definitions.count - w)
        for i in 0..<w { definitions[i].queued = false }
    }

    /// Shifts the definition's constraint constant by `delta` (its marker moves by `delta`).
    mutating func shiftDefinition(_ index: Int32, by delta: Double) {
        let definition = definitions[Int(index)]
        definitions[Int(index)].constant += definition.markerCoefficient * delta
        noteConstant(definitions[Int(index)].constant)
        needsSettling = true
        markDirty(definition.subject)
    }

    /// Replaces the definition by a row of the tableau for its subject (the row kiwi would
    /// hold), so that its marker can be removed the usual way.
    mutating func materializeDefinition(_ index: Int32) {
        let definition = definitions[Int(index)]
        var constant = definition.constant
        accumulateCell(definition.marker, definition.markerCoefficient)
        for j in definition.terms {
            constant += accumulateTerm(termSymbols[j], termCoefficients[j])
        }
        constant += expandQueuedDefinitions()
        let (symbols, coefficients) = drainAccumulator()
        dropDefinition(index)
        _ = insertRow(
            basic: definition.subject, symbols: symbols, coefficients: coefficients,
            constant: constant)
    }

    /// Adds `coefficient × s` to the accumulator, replacing a basic symbol by its row; a
    /// defined symbol is queued for `expandQueuedDefinitions`. Returns the constant to add.
    @inline(__always)
    mutating func accumulateTerm(_ s: Int32, _ coefficient: Double) -> Double {
        if definitionIndex[Int(s)] >= 0 && isDefined(s) {
            accumulateCell(s, coefficient)
            queueDefinition(definitionIndex[Int(s)])
            return 0
        }
        return accumulate(s, coefficient)
    }

    private mutating func queueDefinition(_ d: Int32) {
        if definitions[Int(d)].queued { return }
        definitions[Int(d)].queued = true
        heapPush(d, largestFirst: true)
    }

    /// Replaces each queued defined symbol in the accumulator by its definition, highest rank first
    /// (so a definition's coefficient is complete, summed over every path, when it is
    /// expanded). Returns the constant to add.
    mutating func expandQueuedDefinitions() -> Double {
        var constant = 0.0
        while let d = heapPop(largestFirst: true) {
            definitions[Int(d)].queued = false
            let definition = definitions[Int(d)]
            let v = Int(definition.subject)
            let c = accumulator[v]
            accumulator[v] = 0  // stays in `touched`; the drain drops zeros
            if c == 0 || c == .leastNonzeroMagnitude { continue }
            constant += c * definition.constant
            accumulateCell(definition.marker, c * definition.markerCoefficient)
            for j in definition.terms {
                constant += accumulateTerm(termSymbols[j], c * termCoefficients[j])
            }
            cellOperations += definition.terms.count + 1
        }
        return constant
    }

    // MARK: - Evaluation and publishing

    /// Evaluates the definitions that were touched or name a symbol that changed since the
    /// last call, in rank order, into each definition's `value`, and notes a value beyond
    /// `Solver.maximumMagnitude` in `outOfRangeValue` (the range guard of the rows, applied to
    /// the values rows do not hold). Publishing calls it; so does every change while
    /// `definitionsBounded` does not hold, so the caller can refuse the change that took a
    /// definition out of range.
    ///
    /// It reads the dirty list from `settledCount` on and clears the entries' `isDirty` marks
    /// (`isDirty` means "listed after `settledCount`"; a symbol that changes again before the
    /// next publish is listed again, so the list may hold a symbol twice, which publishing
    /// tolerates), so it pays only for the dirty symbols since the last call and the
    /// definitions they reach. Callers skip it unless `needsSettling` (a dirty symbol that is
    /// defined or named by a definition was listed, or a definition was added, shifted or
    /// dropped).
    mutating func settleDefinitions() {
        needsSettling = false
        if settledCount == dirtyCount { return }
        for r in settledCount..<dirtyCount {
            let s = dirty[r]
            isDirty[Int(s)] = false
            if definitionIndex[Int(s)] >= 0 && isDefined(s) {
                queueEvaluation(definitionIndex[Int(s)])
            } else if dependentCount[Int(s)] > 0 {
                queueDependents(of: s)
            }
        }
        while !definitionHeap.isEmpty, let d = heapPop(largestFirst: false) {
            definitions[Int(d)].queued = false
            let definition = definitions[Int(d)]
            let s = definition.subject
            if s < 0 { continue }
            var value = definition.constant
            for j in definition.terms {
                value += termCoefficients[j] * settledValue(termSymbols[j])
            }
            cellOperations += definition.terms.count + 1
            noteConstant(value)
            // (The first evaluation compares with NaN: always a change.)
            if definitions[Int(d)].value != value {
                definitions[Int(d)].value = value
                // Listed for publishing but not marked: it counts as settled, and a later
                // `markDirty` (a new constant, a drop) must list it again.
                if dirtyCount < dirty.count { dirty[dirtyCount] = s } else { dirty.append(s) }
                dirtyCount += 1
                if dependentCount[Int(s)] > 0 { queueDependents(of: s) }
            }
        }
        settledCount = dirtyCount
    }

    /// `publish()` when definitions exist: settles the definitions, then writes every dirty
    /// symbol's value (a defined one's from `settleDefinitions`).
    mutating func publishWithDefinitions() {
        if needsSettling {
            settleDefinitions()
            // In range by the bound, or already settled (and refused) by the change that
            // could have taken a value out of it: nothing is left to refuse.
            outOfRangeValue = nil
        }
        var n = 0
        for r in 0..<dirtyCount {
            let s = dirty[r]
            isDirty[Int(s)] = false
            guard let reference = variableReference[Int(s)] else { continue }
            write(settledValue(s), of: s, to: reference, changedCount: &n)
        }
        dirtyCount = 0
        settledCount = 0
        removalUnsettled = false
        needsSettling = false
        changedCount = n
    }

    /// A symbol's value once settled: a defined one's from its definition (it ranks below
    /// every definition that names it, so it is evaluated first), a basic one's row constant,
    /// else 0.
    @inline(__always)
    private func settledValue(_ s: Int32) -> Double {
        let d = definitionIndex[Int(s)]
        if d >= 0 && definitions[Int(d)].subject == s { return definitions[Int(d)].value }
        let row = rowOf[Int(s)]
        return row >= 0 ? rowConstant[Int(row)] : 0
    }

    private mutating func queueEvaluation(_ d: Int32) {
        if definitions[Int(d)].queued { return }
        definitions[Int(d)].queued = true
        heapPush(d, largestFirst: false)
    }

    private mutating func queueDependents(of s: Int32) {
        var node = dependentHead[Int(s)]
        while node >= 0 {
            let d = dependentNodes[Int(node)].definition
            node = dependentNodes[Int(node)].next
            if definitions[Int(d)].subject >= 0 { queueEvaluation(d) }
        }
    }

    // MARK: - A binary heap of definition indices, by rank

    @inline(__always)
    private func ranks(_ a: Int32, before b: Int32, largestFirst: Bool) -> Bool {
        let x = definitions[Int(a)].rank
        let y = definitions[Int(b)].rank
        return largestFirst ? x > y : x < y
    }

    private mutating func heapPush(_ d: Int32, largestFirst: Bool) {
        definitionHeap.append(d)
        var i = definitionHeap.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            let above = definitionHeap[parent]
            if !ranks(d, before: above, largestFirst: largestFirst) { break }
            definitionHeap[i] = above
            i = parent
        }
        definitionHeap[i] = d
    }

    private mutating func heapPop(largestFirst: Bool) -> Int32? {
        guard let last = definitionHeap.popLast() else { return nil }
        if definitionHeap.isEmpty { return last }
        let top = definitionHeap[0]
        let count = definitionHeap.count
        var i = 0
        while true {
            var child = 2 * i + 1
            if child >= count { break }
            if child + 1 < count {
                let a = definitionHeap[child]
                let b = definitionHeap[child + 1]
                if ranks(b, before: a, largestFirst: largestFirst) { child += 1 }
            }
            let c = definitionHeap[child]
            if !ranks(c, before: last, largestFirst: largestFirst) { break }
            definitionHeap[i] = c
            i = child
        }
        definitionHeap[i] = last
        return top
    }
}

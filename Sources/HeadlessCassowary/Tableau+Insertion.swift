extension Tableau {
    /// Adds `coefficient ×` (the row of `s` if basic, else `s`) to the accumulator; returns
    /// the constant to add.
    mutating func accumulate(_ s: Int32, _ coefficient: Double) -> Double {
        let r = rowOf[Int(s)]
        if r >= 0 {
            let symbols = rowSymbols[Int(r)]
            let coefficients = rowCoefficients[Int(r)]
            for j in 0..<Int(rowLength[Int(r)]) where coefficients[j] != 0 {
                accumulateCell(symbols[j], coefficient * coefficients[j])
            }
            return coefficient * rowConstant[Int(r)]
        }
        accumulateCell(s, coefficient)
        return 0
    }

    @inline(__always)
    mutating func accumulateCell(_ s: Int32, _ value: Double) {
        if accumulator[Int(s)] == 0 { touched.append(s) }
        accumulator[Int(s)] += value
        if accumulator[Int(s)] == 0 { accumulator[Int(s)] = .leastNonzeroMagnitude }
    }

    /// The accumulated cells, sorted, without near-zeros; clears the accumulator.
    mutating func drainAccumulator() -> (ContiguousArray<Int32>, ContiguousArray<Double>) {
        var symbols = ContiguousArray<Int32>()
        var coefficients = ContiguousArray<Double>()
        drainAccumulator(into: &symbols, &coefficients)
        return (symbols, coefficients)
    }

    /// `drainAccumulator()` appending to the given (empty) arrays, so a caller that keeps them
    /// between uses allocates nothing.
    mutating func drainAccumulator(
        into symbols: inout ContiguousArray<Int32>, _ coefficients: inout ContiguousArray<Double>
    ) {
        sortTouched()
        // Room for the cells and the symbols the caller appends (a marker, an error): grown
        // geometrically from 12, so arrays kept between inserts settle after a growth or two
        // (an exact `reserveCapacity` reallocates each time a row is a cell longer).
        let needed = touched.count + 3
        if symbols.capacity < needed {
            symbols.reserveCapacity(Swift.max(needed, 2 * symbols.capacity, 12))
        }
        if coefficients.capacity < needed {
            coefficients.reserveCapacity(Swift.max(needed, 2 * coefficients.capacity, 12))
        }
        for s in touched {
            let v = accumulator[Int(s)]
            accumulator[Int(s)] = 0
            if !nearZero(v) {
                symbols.append(s)
                coefficients.append(v)
            }
        }
        touched.removeAll(keepingCapacity: true)
    }

    /// Sorts the accumulator's touched symbols.
    @inline(__always)
    private mutating func sortTouched() {
        if touched.count <= 16 {
            // Insertion sort: a UI constraint's row has a handful of cells, and the library
            // sort's call costs more than sorting them.
            for i in touched.indices.dropFirst() {
                let s = touched[i]
                var j = i
                while j > 0 && touched[j - 1] > s {
                    touched[j] = touched[j - 1]
                    j -= 1
                }
                touched[j] = s
            }
        } else {
            touched.sort()
        }
    }

    /// `drainAccumulator()` writing to `symbols` and `coefficients` (room for `touched.count`
    /// cells each); returns the number of cells written.
    mutating func drainAccumulator(
        into symbols: UnsafeMutablePointer<Int32>, _ coefficients: UnsafeMutablePointer<Double>
    ) -> Int {
        sortTouched()
        var n = 0
        for s in touched {
            let v = accumulator[Int(s)]
            accumulator[Int(s)] = 0
            if !nearZero(v) {
                symbols[n] = s
                coefficients[n] = v
                n += 1
            }
        }
        touched.removeAll(keepingCapacity: true)
        return n
    }

    /// A slack or error symbol of the new row (0 = constant + Σ cᵢ·sᵢ, constant > 0) with
    /// cᵢ < 0 that can become basic without making any restricted row negative, or -1.
    func feasibleSubject(
        _ symbols: UnsafeBufferPointer<Int32>, _ coefficients: UnsafeBufferPointer<Double>,
        _ constant: Double
    ) -> Int32 {
        candidates: for j in symbols.indices where coefficients[j] < 0 {
            let s = symbols[j]
            let k = kind[Int(s)]
            if k != .slack && k != .error { continue }
            let value = constant / -coefficients[j]
            let col = columnSlots[Int(s)]
            for r in 0..<Int(columnLength[Int(s)]) {
                let slot = col[r]
                if rowBasic[Int(slot)] < 0 { continue }
                let basic = rowBasic[Int(slot)]
                if kind[Int(basic)] == .external { continue }
                let a = coefficient(slot, s)
                if a < 0 && rowConstant[Int(slot)] + a * value < 0 { continue candidates }
                if kind[Int(basic)] == .dummy && a != 0 { continue candidates }
            }
            return s
        }
        return -1
    }

    /// A slack or error symbol of the new row (0 = constant + Σ cᵢ·sᵢ) with cᵢ < 0 whose entry
    /// keeps every non-dummy objective coefficient non-negative (dual feasible), or -1.
    func dualFeasibleSubject(
        _ symbols: UnsafeBufferPointer<Int32>, _ coefficients: UnsafeBufferPointer<Double>
    ) -> Int32 {
        candidates: for j in symbols.indices where coefficients[j] < 0 {
            let s = symbols[j]
            let k = kind[Int(s)]
            if k != .slack && k != .error { continue }
            let weight = objective.coefficients[Int(s)] / -coefficients[j]
            for i in symbols.indices where i != j {
                let x = symbols[i]
                if kind[Int(x)] == .dummy { continue }
                if objective.coefficients[Int(x)] + weight * coefficients[i] < 0 {
                    continue candidates
                }
            }
            return s
        }
        return -1
    }

    /// Phase 1: adds the row under an artificial symbol and minimises it. Returns whether the
    /// row is satisfiable; on false the caller restores its snapshot.
    mutating func addWithArtificialVariable(
        _ symbols: UnsafeBufferPointer<Int32>, _ coefficients: UnsafeBufferPointer<Double>,
        _ constant: Double
    ) -> Bool {
        let art = newSymbol(.slack)
        _ = insertRow(
            basic: art, symbols: symbols, coefficients: coefficients, skipping: -1, scale: 1,
            constant: constant)
        var phase1 = Objective.allocated(symbolCount: symbolCount)
        phase1.constant = constant
        for j in symbols.indices {
            phase1.add(symbols[j], coefficients[j], isDummy: kind[Int(symbols[j])] == .dummy)
        }
        artificial = ObjectiveBox(phase1)
        let bounded = optimize(artificialObjective: true)
        let success = bounded && nearZero(artificial!.objective.constant)
        artificial!.objective.deallocate()
        artificial = nil
        if !success { return false }
        let slot = rowOf[Int(art)]
        if slot >= 0 {
            compactRow(slot)
            if rowLength[Int(slot)] == 0 {
                removeRow(slot)
                return true
            }
            guard
                let entering = UnsafeBufferPointer(
                    start: rowSymbols[Int(slot)], count: Int(rowLength[Int(slot)])
                )
                .first(where: { kind[Int($0)] == .slack || kind[Int($0)] == .error })
            else { return false }
            pivot(slot, entering: entering)
        }
        eraseSymbolFromRows(art)
        return true
    }
}

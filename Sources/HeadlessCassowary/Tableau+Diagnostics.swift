extension Tableau {
    var rowCount: Int { slotCount - freeSlots.count }

    var cellCount: Int {
        var n = 0
        for i in (0..<slotCount) where rowBasic[i] >= 0 { n += Int(rowLength[i] - rowDead[i]) }
        return n
    }

    /// Checks the tableau's invariants; returns a description of the first violation.
    func invariantViolation() -> String? {
        for i in (0..<slotCount) where rowBasic[i] >= 0 {
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
            for x in definition.terms.map({ termSymbols[$0] }) {
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
                if definition.terms.contains(where: { termSymbols[$0] == Int32(s) }) { named += 1 }
            }
            if named != Int(dependentCount[s]) { return "dependentCount[\(s)]" }
        }
        for s in 0..<symbolCount {
            var live = 0
            for i in (0..<slotCount) where rowBasic[i] >= 0 {
                if coefficient(Int32(i), Int32(s)) != 0 { live += 1 }
            }
            if live != Int(columnCount[s]) {
                return "columnCount[\(s)] \(columnCount[s]) != \(live)"
            }
            let col = Set(UnsafeBufferPointer(start: columnSlots[s], count: Int(columnLength[s])))
            for i in (0..<slotCount) where rowBasic[i] >= 0 {
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
        let slots = (0..<slotCount).filter { rowBasic[$0] >= 0 }.sorted {
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
        let objectiveCells = (0..<symbolCount).filter {
            objective.coefficients[$0] != 0
        }
        .map { "\(objective.coefficients[$0])*s\($0)" }
        for definition in definitions where definition.subject >= 0 {
            let cells = definition.terms.map { "\(termCoefficients[$0])*s\(termSymbols[$0])" }
            lines.append(
                "s\(definition.subject) := \(definition.constant) "
                    + (cells + ["\(definition.markerCoefficient)*s\(definition.marker)"])
                    .joined(separator: " "))
        }
        lines.append("objective = \(objective.constant) " + objectiveCells.joined(separator: " "))
        lines.append("symbols \(symbolCount) kinds \((0..<symbolCount).map { kind[$0].rawValue })")
        return lines.joined(separator: "\n")
    }
}

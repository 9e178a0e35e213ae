extension Tableau {
    /// Publishes one dirty symbol's value: writes it into the variable if it differs and lists
    /// the symbol in `changed` at position `changedCount` (then counted). Shared by `publish()`
    /// and `publishWithDefinitions()`.
    @inline(__always)
    mutating func write(
        _ value: Double, of s: Int32, to reference: Unmanaged<Variable>, changedCount n: inout Int
    ) {
        let isChanged = reference._withUnsafeGuaranteedRef { v in
            if v.value == value { return false }
            v.value = value
            return true
        }
        if isChanged {
            if n < changed.count { changed[n] = s } else { changed.append(s) }
            n += 1
        }
    }

    /// Writes the values of dirty external symbols that changed into their variables.
    mutating func publish() {
        if liveDefinitions > 0 {
            publishWithDefinitions()
            return
        }
        var n = 0
        for r in 0..<dirtyCount {
            let s = dirty[r]
            isDirty[Int(s)] = false
            guard let reference = variableReference[Int(s)] else { continue }
            let row = rowOf[Int(s)]
            write(row >= 0 ? rowConstant[Int(row)] : 0, of: s, to: reference, changedCount: &n)
        }
        dirtyCount = 0
        settledCount = 0
        changedCount = n
    }
}

import HeadlessTesting
import Testing

@testable import HeadlessCassowary

/// Required equalities that name a free variable are kept out of the tableau's rows (as
/// definitions); these tests check that every operation still sees them.
@Suite struct DefinitionTests {
    /// An Auto Layout chain: `x[0] == origin + 1`, then per view `width == 10` and
    /// `x[i] == x[i−1] + width[i−1] + 1` (leading == previous trailing + 1), all required.
    func layoutChain(_ n: Int, in solver: Solver, origin: Variable) throws -> (
        x: [Variable], width: [Variable], constraints: [Constraint]
    ) {
        let x = (0..<n).map { Variable("x\($0)") }
        let width = (0..<n).map { Variable("width\($0)") }
        var constraints: [Constraint] = []
        for i in 0..<n {
            constraints.append(width[i] == 10)
            constraints.append(i == 0 ? x[0] == origin + 1 : x[i] == x[i - 1] + width[i - 1] + 1)
        }
        for c in constraints { try solver.addConstraint(c) }
        return (x, width, constraints)
    }

    @Test("An Auto Layout chain leaves the tableau empty and publishes every position")
    func chainHasNoRows() throws {
        let solver = Solver()
        let origin = Variable("origin")
        try solver.addConstraint(origin == 5)
        let (x, width, _) = try layoutChain(50, in: solver, origin: origin)
        solver.updateVariables()
        #expect(solver.rowCount == 0 && solver.cellCount == 0)
        #expect(x[49].value == 6 + 49 * 11)
        #expect(width[49].value == 10)
        #expect(solver.changedVariables.count == 101)
        #expect(solver.invariantViolation() == nil)
    }

    @Test("Changing a link's constant moves every later view, and only those are published")
    func setConstantMovesDependents() throws {
        let solver = Solver()
        let origin = Variable("origin")
        try solver.addConstraint(origin == 0)
        let (x, _, constraints) = try layoutChain(10, in: solver, origin: origin)
        solver.updateVariables()
        // Link 5 (x[5] == x[4] + width[4] + 1, written x[5] - x[4] - width[4] - 1 == 0).
        try solver.setConstant(-4, for: constraints[11])
        solver.updateVariables()
        #expect(x[4].value == 45)
        #expect(x[5].value == 59)
        #expect(x[9].value == 103)
        #expect(Set(solver.changedVariables.map(\.name)) == Set((5..<10).map { "x\($0)" }))
        // A width change moves the views after it.
        try solver.setConstant(-20, for: constraints[0])
        solver.updateVariables()
        #expect(x[1].value == 22)
        #expect(x[9].value == 113)
        #expect(solver.invariantViolation() == nil)
    }

    @Test("Removing a link frees its view; the views after it keep their links")
    func removeMiddleLink() throws {
        let solver = Solver()
        let origin = Variable("origin")
        try solver.addConstraint(origin == 100)
        let (x, _, constraints) = try layoutChain(6, in: solver, origin: origin)
        solver.updateVariables()
        try solver.removeConstraint(constraints[7])  // x[3]'s link
        solver.updateVariables()
        // x[3] is free (parametric, 0); x[4] and x[5] still follow it.
        #expect(x[2].value == 101 + 22)
        #expect(x[4].value == x[3].value + 11)
        #expect(x[5].value == x[3].value + 22)
        #expect(solver.invariantViolation() == nil)
        // A new link for x[3] defines it again, ranked between x[2]'s and x[4]'s definitions.
        try solver.addConstraint(x[3] == x[2] + 20)
        solver.updateVariables()
        #expect(x[5].value == 123 + 20 + 22)
        #expect(solver.rowCount == 0)
        #expect(solver.invariantViolation() == nil)
    }

    @Test("A constraint on a defined variable sees its definition; removing that stays exact")
    func tableauConstraintOnDefinedVariable() throws {
        let solver = Solver()
        let origin = Variable("origin")
        let pin = origin == 0
        try solver.addConstraint(pin)
        let (x, _, constraints) = try layoutChain(4, in: solver, origin: origin)
        // The last view must stay left of 30: the origin pin is required, so this conflicts...
        let limit = x[3] <= 30
        #expect(throws: UnsatisfiableConstraint.self) { try solver.addConstraint(limit) }
        // ...until the pin is weakened to a preference.
        try solver.removeConstraint(pin)
        try solver.addConstraint((origin == 0).withStrength(.strong))
        try solver.addConstraint(limit)
        solver.updateVariables()
        #expect(close(x[3].value, 30))
        #expect(close(origin.value, -4))
        // Moving a width pushes the limit back through the chain (the marker in the row).
        try solver.setConstant(-15, for: constraints[2])  // width[1] == 15
        solver.updateVariables()
        #expect(close(x[3].value, 30))
        #expect(close(origin.value, -9))
        // Removing a definition whose marker a row holds: the link goes, the limit holds.
        try solver.removeConstraint(constraints[5])  // x[2]'s link
        solver.updateVariables()
        #expect(x[3].value <= 30 + 1e-9)
        #expect(close(x[3].value, x[2].value + 11))
        #expect(close(origin.value, 0))
        #expect(solver.invariantViolation() == nil)
    }

    @Test("A chain linked back to front is all definitions too (each ranks below the last)")
    func chainBackToFront() throws {
        let solver = Solver()
        let x = (0..<20).map { Variable("x\($0)") }
        for i in (1..<20).reversed() { try solver.addConstraint(x[i] == x[i - 1] + 10) }
        try solver.addConstraint(x[0] == 5)
        solver.updateVariables()
        #expect(solver.rowCount == 0)
        #expect(x[19].value == 195)
        #expect(solver.invariantViolation() == nil)
    }

    @Test("When no rank is left between two definitions, the equality goes into the tableau")
    func ranksRunOut() throws {
        let solver = Solver()
        let origin = Variable("origin")
        let top = Variable("top")
        try solver.addConstraint(origin == 1)
        // w[0] is named by top's definition; each w[k] is then defined between origin and
        // w[k−1]'s definition: the gap halves every time until doubles have nothing left.
        let w = (0..<1_200).map { Variable("w\($0)") }
        try solver.addConstraint(top == w[0] + 1)
        for k in 0..<1_199 { try solver.addConstraint(w[k] == origin + w[k + 1]) }
        try solver.addConstraint(w[1_199] == 2)
        solver.updateVariables()
        #expect(solver.rowCount > 0)
        #expect(w[0].value == 1_199 + 2)
        #expect(top.value == 1_199 + 3)
        #expect(solver.invariantViolation() == nil)
    }

    @Test("Shared definitions are expanded once: a Fibonacci ladder costs linear work")
    func sharedDefinitionsExpandOnce() throws {
        let solver = Solver()
        let f = (0..<40).map { Variable("f\($0)") }
        try solver.addConstraint(f[0] == 1)
        try solver.addConstraint(f[1] == 1)
        for i in 2..<40 { try solver.addConstraint(f[i] == f[i - 1] + f[i - 2]) }
        let before = solver.cellOperations
        // Expanded path by path this would take 2^38 steps; summed per definition, ~120.
        try solver.addConstraint(f[39] >= 0)
        #expect(solver.cellOperations - before < 1_000)
        solver.updateVariables()
        #expect(f[39].value == 102_334_155)
        #expect(solver.invariantViolation() == nil)
    }

    @Test("A required equality on a variable other rows hold goes into the tableau as before")
    func nonFreeVariableUsesTheTableau() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(x >= 10)
        try solver.addConstraint((x == 0).withStrength(.weak))
        try solver.addConstraint(x == y)  // y is new: defined by x
        try solver.addConstraint(y == 2 * x - 10)  // y is defined and x is in rows: tableau
        solver.updateVariables()
        #expect(x.value == 10 && y.value == 10)
        #expect(solver.invariantViolation() == nil)
    }

}

@Suite struct DefinitionPropertyTests {
    /// A required equality over two or three distinct variables (the kind kept as a definition
    /// when one of them is free).
    func randomEquality(over variables: [Variable], using rng: inout SplitMix64)
        -> (PlainConstraint, Constraint)
    {
        let n = variables.count
        var coefficients = [Double](repeating: 0, count: n)
        for j in (0..<n).shuffled(using: &rng).prefix(Int.random(in: 2...3, using: &rng)) {
            coefficients[j] = [-2, -1, 1, 2].randomElement(using: &rng)!
        }
        let plain = PlainConstraint(
            coefficients: coefficients, constant: Double(Int.random(in: -20...20, using: &rng)),
            relation: .equal, weight: 0)
        let terms = zip(variables, coefficients).filter { $0.1 != 0 }.map { Term($0, $1) }
        return (plain, Constraint(Expression(terms, constant: plain.constant), .equal))
    }

    @Test("Random definitions, removals and constant changes match the reference at each step")
    func randomDefinitionsMatchReference() throws {
        for seed in UInt64(1)...60 {
            var rng = SplitMix64(seed: seed)
            let n = Int.random(in: 3...7, using: &rng)
            let variables = (0..<n).map { Variable("x\($0)") }
            let solver = Solver()
            var accepted: [PlainConstraint] = []
            var objects: [Constraint] = []
            for step in 0..<24 {
                let action = Int.random(in: 0..<10, using: &rng)
                if action < 4 || accepted.isEmpty {
                    let (plain, constraint) =
                        action < 3
                        ? randomEquality(over: variables, using: &rng)
                        : randomConstraint(over: variables, using: &rng)
                    do {
                        try solver.addConstraint(constraint)
                        accepted.append(plain)
                        objects.append(constraint)
                    } catch is UnsatisfiableConstraint {
                        #expect(
                            referenceOptimum(accepted + [plain], variableCount: n) == nil,
                            "seed \(seed) step \(step): rejected a feasible constraint")
                    }
                } else if action < 7 {
                    let (plain, constraint) = randomConstraint(over: variables, using: &rng)
                    if (try? solver.addConstraint(constraint)) != nil {
                        accepted.append(plain)
                        objects.append(constraint)
                    }
                } else if action < 8 {
                    let i = Int.random(in: 0..<accepted.count, using: &rng)
                    try solver.removeConstraint(objects.remove(at: i))
                    accepted.remove(at: i)
                } else {
                    let i = Int.random(in: 0..<accepted.count, using: &rng)
                    let constant = Double(Int.random(in: -30...30, using: &rng))
                    var changed = accepted
                    changed[i].constant = constant
                    do {
                        try solver.setConstant(constant, for: objects[i])
                        accepted = changed
                    } catch is UnsatisfiableConstraint {
                        #expect(
                            referenceOptimum(changed, variableCount: n) == nil,
                            "seed \(seed) step \(step): rejected a feasible constant")
                    }
                }
                if let violation = solver.invariantViolation() {
                    Issue.record("seed \(seed) step \(step): \(violation)")
                    return
                }
                solver.updateVariables()
                let x = variables.map(\.value)
                guard let reference = referenceOptimum(accepted, variableCount: n) else {
                    Issue.record("seed \(seed) step \(step): accepted an infeasible system")
                    return
                }
                for c in accepted where c.weight == 0 {
                    #expect(
                        c.violation(x) < 1e-6,
                        "seed \(seed) step \(step): required constraint violated")
                }
                let ours = accepted.reduce(0) { $0 + $1.weight * $1.violation(x) }
                // Strong weights (10⁶) turn rounding in long sequences into ~10⁻⁶ here.
                #expect(
                    close(ours, reference, 1e-4),
                    "seed \(seed) step \(step): objective \(ours) vs reference \(reference)")
            }
        }
    }
}

/// Definitions are range-checked like rows: their values are computed by the change that moves
/// them, so that change is refused with `NonFiniteValue`, not published out of range.
@Suite struct DefinitionRangeTests {
    @Test(
        "A chain of definitions with 1e100 multipliers refuses the link whose value leaves the range"
    )
    func multiplierChainIsRefused() throws {
        let solver = Solver()
        let (a, b, c) = (Variable("a"), Variable("b"), Variable("c"))
        try solver.addConstraint(a == 1)
        try solver.addConstraint(b == 1e100 * a)  // 1e100: in range
        let last = c == 1e100 * b  // 1e200: each input in range, the product is not
        do {
            try solver.addConstraint(last)
            Issue.record("expected NonFiniteValue")
        } catch let error as NonFiniteValue {
            #expect(error.constraint === last)
            #expect(error.value == 1e200)
        }
        #expect(!solver.hasConstraint(last))
        #expect(solver.rowCount == 0, "all links are definitions")
        try solver.addConstraint(c == 1e40 * b)
        solver.updateVariables()
        #expect([a.value, b.value, c.value] == [1, 1e100, 1e40 * 1e100])
        #expect(solver.invariantViolation() == nil)
    }

    @Test(
        "A pin added under a chain of definitions is refused when the chain's end leaves the range")
    func pinUnderAChainIsRefused() throws {
        let solver = Solver()
        let (a, b, c) = (Variable("a"), Variable("b"), Variable("c"))
        try solver.addConstraint(c == 1e100 * b)  // c defined by b
        try solver.addConstraint(b == 1e100 * a)  // b defined by a, ranked below c
        #expect(solver.rowCount == 0, "both links are definitions")
        let pin = a == 1  // b = 1e100, c = 1e200
        #expect(throws: NonFiniteValue.self) { try solver.addConstraint(pin) }
        #expect(!solver.hasConstraint(pin))
        try solver.addConstraint(a == 1e-60)
        solver.updateVariables()
        #expect(a.value == 1e-60 && c.value == 1e100 * (1e100 * 1e-60))
        #expect(solver.invariantViolation() == nil)
    }

    @Test("A suggestion that pushes a definition reading the edit variable out of range is refused")
    func suggestionIntoADefinitionIsRefused() throws {
        let solver = Solver()
        let (x, y, z) = (Variable("x"), Variable("y"), Variable("z"))
        try solver.addEditVariable(x, strength: .strong)
        try solver.addConstraint(y == 1e50 * x)  // x is in a row: y is defined by it
        try solver.addConstraint(z == 1e50 * y + 1)
        #expect(solver.rowCount == 1, "only the edit is a row")
        try solver.suggestValue(1e40, for: x)  // z = 1e140
        do {
            try solver.suggestValue(1e60, for: x)  // z = 1e160
            Issue.record("expected NonFiniteValue")
        } catch let error as NonFiniteValue {
            #expect(error.variable === x)
            #expect(error.value == 1e50 * (1e50 * 1e60) + 1)
        }
        solver.updateVariables()
        #expect(x.value == 1e40 && z.value == 1e50 * (1e50 * 1e40) + 1)
        // The frame loop goes on from the kept suggestion.
        try solver.suggestValue(2e40, for: x)
        solver.updateVariables()
        #expect(x.value == 2e40 && z.value == 1e50 * (1e50 * 2e40) + 1)
        #expect(solver.invariantViolation() == nil)
    }

    @Test("A new constant that pushes a definition downstream out of range is refused")
    func setConstantIntoADefinitionIsRefused() throws {
        let solver = Solver()
        let (u, v, w) = (Variable("u"), Variable("v"), Variable("w"))
        let pin = u == 1
        try solver.addConstraint(pin)
        let link = v == 1e100 * u
        try solver.addConstraint(link)
        try solver.addConstraint(w == 1e45 * v)  // 1e145
        #expect(solver.rowCount == 0, "all three are definitions")
        // The pin's own constant: u = 1e60 makes v = 1e160.
        do {
            try solver.setConstant(-1e60, for: pin)
            Issue.record("expected NonFiniteValue")
        } catch let error as NonFiniteValue {
            #expect(error.constraint === pin)
            #expect(error.value == 1e100 * 1e60)
        }
        // A link's constant: v = 1e100 + 1e106 is in range, w ≈ 1e151 downstream is not.
        #expect(throws: NonFiniteValue.self) { try solver.setConstant(-1e106, for: link) }
        solver.updateVariables()
        #expect([u.value, v.value, w.value] == [1, 1e100, 1e45 * 1e100])
        try solver.setConstant(-5, for: pin)
        solver.updateVariables()
        #expect([u.value, v.value, w.value] == [5, 1e100 * 5, 1e45 * (1e100 * 5)])
        #expect(solver.invariantViolation() == nil)
    }

    @Test(
        "In range, suggestions leave definitions to publishing: fifty before one publish cost one evaluation (counts cell operations)"
    )
    func boundedChangesEvaluateOnce() throws {
        let solver = Solver()
        let origin = Variable("origin")
        try solver.addEditVariable(origin, strength: .strong)
        let x = (0..<1_000).map { Variable("x\($0)") }
        try solver.addConstraint(x[0] == origin + 1)
        for i in 1..<1_000 { try solver.addConstraint(x[i] == x[i - 1] + 10) }
        solver.updateVariables()
        let before = solver.cellOperations
        for k in 1...50 { try solver.suggestValue(Double(k), for: origin) }
        solver.updateVariables()
        #expect(x[999].value == 50 + 1 + 9_990)
        // One evaluation of the chain is about 2,000 operations; one per suggestion, 100,000.
        #expect(solver.cellOperations - before < 10_000, "\(solver.cellOperations - before)")
    }

    @Test("A removal is never refused, and the next change is not blamed for what it moved")
    func removalIsNotRefusedNorBlamed() throws {
        let solver = Solver()
        let (a, b, y, q) = (Variable("a"), Variable("b"), Variable("y"), Variable("q"))
        try solver.addConstraint(a == 1e60)
        let pinB = b == 1e60
        try solver.addConstraint(pinB)
        try solver.addConstraint(y == 1e100 * a - 1e100 * b)  // 0 while a == b
        try solver.removeConstraint(pinB)  // b becomes free (0): y = 1e160
        try solver.addConstraint(q == 3)
        solver.updateVariables()
        #expect(q.value == 3 && b.value == 0)
        #expect(solver.invariantViolation() == nil)
    }
}

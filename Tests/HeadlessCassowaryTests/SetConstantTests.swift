import HeadlessTesting
import Testing

@testable import HeadlessCassowary

@Suite struct SetConstantTests {
    @Test("setConstant moves a required equality in place, as an edit")
    func requiredEquality() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let pin = x == 10
        try solver.addConstraint(pin)
        try solver.addConstraint(y == x + 5)
        let pivotsBefore = solver.pivotCount
        try solver.setConstant(-30, for: pin)  // x - 30 == 0
        solver.updateVariables()
        #expect(x.value == 30)
        #expect(y.value == 35)
        #expect(solver.constraintCount == 2)
        #expect(solver.pivotCount - pivotsBefore <= 1)
    }

    @Test("setConstant on inequalities: an inactive bound moves freely, an active one pushes")
    func inequalities() throws {
        let solver = Solver()
        let x = Variable("x")
        let low = x >= 0  // x - 0 >= 0
        let high = x <= 100
        try solver.addConstraint(low)
        try solver.addConstraint(high)
        try solver.addConstraint((x == 50).withStrength(.weak))
        solver.updateVariables()
        #expect(x.value == 50)
        try solver.setConstant(-70, for: low)  // x >= 70
        solver.updateVariables()
        #expect(x.value == 70)
        try solver.setConstant(-20, for: low)  // x >= 20: the weak pull wins again
        solver.updateVariables()
        #expect(x.value == 50)
        try solver.setConstant(-40, for: high)  // x <= 40
        solver.updateVariables()
        #expect(x.value == 40)
    }

    @Test("setConstant on an optional equality changes what the solver aims for")
    func optionalEquality() throws {
        let solver = Solver()
        let x = Variable("x")
        let target = (x == 10).withStrength(.strong)
        try solver.addConstraint(x <= 100)
        try solver.addConstraint(target)
        try solver.setConstant(-150, for: target)
        solver.updateVariables()
        #expect(x.value == 100)
        try solver.setConstant(-25, for: target)
        solver.updateVariables()
        #expect(x.value == 25)
    }

    @Test("A constant that makes required constraints conflict throws and keeps the old solution")
    func unsatisfiable() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let low = x >= 0
        try solver.addConstraint(low)
        try solver.addConstraint(x <= 100)
        try solver.addConstraint(y == x)
        try solver.addConstraint((x == 30).withStrength(.medium))
        #expect(throws: UnsatisfiableConstraint.self) { try solver.setConstant(-200, for: low) }
        solver.updateVariables()
        #expect(x.value == 30)
        #expect(y.value == 30)
        // A redundant required equality cannot move at all.
        let first = x == 30
        let second = y == 30
        let solver2 = Solver()
        try solver2.addConstraint(first)
        try solver2.addConstraint(y == x)
        try solver2.addConstraint(second)
        #expect(throws: UnsatisfiableConstraint.self) { try solver2.setConstant(-31, for: second) }
        #expect(throws: UnknownConstraint.self) { try solver2.setConstant(0, for: x == 1) }
        #expect(throws: NonFiniteValue.self) { try solver2.setConstant(.nan, for: first) }
    }

    @Test("Moving a required equality away from its redundant twin throws, in either direction")
    func redundantTwin() throws {
        for target in [8.0, 12.0] {
            let solver = Solver()
            let x = Variable("x")
            let first = x == 10
            try solver.addConstraint(first)
            try solver.addConstraint(x == 10)
            // The twin's row reads 0 = ±(marker of first): a shift either way breaks it, and
            // no simplex step can repair a dummy row (a positive shift used to be accepted).
            #expect(throws: UnsatisfiableConstraint.self) {
                try solver.setConstant(-target, for: first)
            }
            solver.updateVariables()
            #expect(x.value == 10)
            #expect(solver.invariantViolation() == nil)
        }
    }

    @Test("Random systems: after random constant changes the optimum matches the reference")
    func randomConstantChanges() throws {
        for seed in UInt64(1)...200 {
            var rng = SplitMix64(seed: seed)
            let n = Int.random(in: 1...4, using: &rng)
            let variables = (0..<n).map { Variable("x\($0)") }
            let solver = Solver()
            var plains: [PlainConstraint] = []
            var objects: [Constraint] = []
            for _ in 0..<Int.random(in: 2...8, using: &rng) {
                let (plain, constraint) = randomConstraint(over: variables, using: &rng)
                if (try? solver.addConstraint(constraint)) != nil {
                    plains.append(plain)
                    objects.append(constraint)
                }
            }
            guard !objects.isEmpty else { continue }
            for _ in 0..<6 {
                let i = Int.random(in: 0..<objects.count, using: &rng)
                let constant = Double(Int.random(in: -30...30, using: &rng))
                var changed = plains
                changed[i].constant = constant
                do {
                    try solver.setConstant(constant, for: objects[i])
                    plains = changed
                    #expect(
                        referenceOptimum(plains, variableCount: n) != nil,
                        "seed \(seed): accepted an infeasible constant")
                } catch is UnsatisfiableConstraint {
                    #expect(
                        referenceOptimum(changed, variableCount: n) == nil,
                        "seed \(seed): rejected a feasible constant")
                }
                if let violation = solver.invariantViolation() {
                    Issue.record("seed \(seed): \(violation)")
                    return
                }
                solver.updateVariables()
                let x = variables.map(\.value)
                for c in plains where c.weight == 0 {
                    #expect(c.violation(x) < 1e-6, "seed \(seed): required constraint violated")
                }
                let ours = plains.reduce(0) { $0 + $1.weight * $1.violation(x) }
                let reference = referenceOptimum(plains, variableCount: n)!
                #expect(
                    close(ours, reference),
                    "seed \(seed): objective \(ours) vs reference \(reference)")
            }
        }
    }
}

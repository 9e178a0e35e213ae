import HeadlessTesting
import Testing

@testable import HeadlessCassowary

/// The equality whose error each way has its own weight (a layout engine's hugging and
/// compression resistance on one axis, in one row) prices a solution as the pair of
/// inequalities it stands for: `expression <= 0` at the weight above and `expression >= 0`
/// at the weight below.
@Suite struct AsymmetricEqualityTests {
    static let optional: [Strength] = [.strong, .medium, .weak, Strength(250_000), Strength(750)]

    @Test("Random systems with asymmetric equalities reach the optimum of the pairs")
    func randomSystemsMatchThePairs() throws {
        for seed in UInt64(1)...200 {
            var rng = SplitMix64(seed: 7000 + seed)
            let n = Int.random(in: 1...4, using: &rng)
            let variables = (0..<n).map { Variable("x\($0)") }
            let solver = Solver()
            if seed % 2 == 0 { solver.reserveCapacity(constraints: Int(seed % 5)) }
            // Per constraint added, the plain constraints the reference sees.
            var accepted: [[PlainConstraint]] = []
            var objects: [Constraint] = []
            for _ in 0..<Int.random(in: 1...9, using: &rng) {
                var (plain, constraint) = randomConstraint(over: variables, using: &rng)
                var plains = [plain]
                if Bool.random(using: &rng) {
                    let above = Self.optional.randomElement(using: &rng)!
                    let below = Self.optional.randomElement(using: &rng)!
                    constraint = Constraint(
                        constraint.expression, equalWeighingAbove: above, below: below)
                    plain.relation = .lessThanOrEqual
                    plain.weight = above.value
                    var lower = plain
                    lower.relation = .greaterThanOrEqual
                    lower.weight = below.value
                    plains = [plain, lower]
                }
                do {
                    try solver.addConstraint(constraint)
                    accepted.append(plains)
                    objects.append(constraint)
                } catch is UnsatisfiableConstraint {
                    #expect(
                        referenceOptimum((accepted + [plains]).flatMap { $0 }, variableCount: n)
                            == nil, "seed \(seed): rejected a feasible constraint")
                }
                if let violation = solver.invariantViolation() {
                    Issue.record("seed \(seed): \(violation)")
                    return
                }
            }
            if seed % 3 == 0, !accepted.isEmpty {
                for _ in 0..<Int.random(in: 1...accepted.count, using: &rng) {
                    let i = Int.random(in: 0..<accepted.count, using: &rng)
                    try solver.removeConstraint(objects.remove(at: i))
                    accepted.remove(at: i)
                }
                #expect(solver.invariantViolation() == nil, "seed \(seed)")
            }
            solver.updateVariables()
            let x = variables.map(\.value)
            let all = accepted.flatMap { $0 }
            for c in all where c.weight == 0 {
                #expect(c.violation(x) < 1e-6, "seed \(seed): required constraint violated")
            }
            let ours = all.reduce(0) { $0 + $1.weight * $1.violation(x) }
            let reference = referenceOptimum(all, variableCount: n)!
            #expect(
                close(ours, reference), "seed \(seed): objective \(ours) vs reference \(reference)")
        }
    }

    @Test("Removing an asymmetric equality takes both of its weights out of the objective")
    func removalRestoresTheObjective() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(
            Constraint(Expression([Term(x)], constant: -10), .equal, strength: .weak))
        let size = Constraint(
            Expression([Term(x)], constant: -40), equalWeighingAbove: .medium, below: .strong)
        try solver.addConstraint(size)
        solver.updateVariables()
        #expect(x.value == 40)
        try solver.removeConstraint(size)
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(solver.invariantViolation() == nil)
        // Below the size it costs `strong`, above it `weak`: it grows to 60, does not shrink.
        let grow = Constraint(Expression([Term(x)], constant: -60), .equal, strength: .medium)
        try solver.addConstraint(grow)
        let floor = Constraint(
            Expression([Term(x)], constant: -40), equalWeighingAbove: .weak, below: .strong)
        try solver.addConstraint(floor)
        solver.updateVariables()
        #expect(x.value == 60)
        try solver.removeConstraint(grow)
        solver.updateVariables()
        #expect(x.value == 40)
        #expect(solver.invariantViolation() == nil)
    }

    @Test("A required side stops at the entry")
    func requiredSideStops() async {
        await #expect(processExitsWith: .failure) {
            _ = Constraint(
                Expression([Term(Variable())]), equalWeighingAbove: .required, below: .weak)
        }
    }
}

import HeadlessTesting
import Testing

@testable import HeadlessCassowary

/// A straightforward dense two-phase simplex (Bland's rule): minimise c·z subject to A z = b,
/// z ≥ 0. Returns nil if infeasible. The reference the solver is compared with.
func denseMinimum(_ a: [[Double]], _ b: [Double], _ c: [Double]) -> Double? {
    let m = a.count
    let n = c.count
    let width = n + m + 1  // originals, artificials, right-hand side
    var t = [[Double]](repeating: [Double](repeating: 0, count: width), count: m + 1)
    var basis = [Int](repeating: 0, count: m)
    for i in 0..<m {
        let sign: Double = b[i] < 0 ? -1 : 1
        for j in 0..<n { t[i][j] = sign * a[i][j] }
        t[i][n + i] = 1
        t[i][width - 1] = sign * b[i]
        basis[i] = n + i
    }
    func pivot(_ row: Int, _ col: Int) {
        let p = t[row][col]
        for j in 0..<width { t[row][j] /= p }
        for i in 0...m where i != row && t[i][col] != 0 {
            let f = t[i][col]
            for j in 0..<width { t[i][j] -= f * t[row][j] }
        }
        basis[row] = col
    }
    /// Minimises the cost row m over the allowed columns.
    func run(_ allowed: Int) -> Bool {
        while true {
            guard let col = (0..<allowed).first(where: { t[m][$0] < -1e-9 }) else { return true }
            var best = -1
            var ratio = Double.infinity
            for i in 0..<m where t[i][col] > 1e-9 {
                let r = t[i][width - 1] / t[i][col]
                if r < ratio - 1e-12 || (abs(r - ratio) <= 1e-12 && basis[i] < basis[best]) {
                    ratio = r
                    best = i
                }
            }
            if best < 0 { return false }
            pivot(best, col)
        }
    }
    // Phase 1: the cost row is Σ artificials, expressed in the non-basic columns.
    for j in 0..<width { t[m][j] = 0 }
    for i in 0..<m { for j in 0..<width where j < n || j == width - 1 { t[m][j] -= t[i][j] } }
    _ = run(n + m)
    if -t[m][width - 1] > 1e-7 { return nil }
    // Drive zero-level artificials out where possible.
    for i in 0..<m where basis[i] >= n {
        if let col = (0..<n).first(where: { abs(t[i][$0]) > 1e-9 }) { pivot(i, col) }
    }
    // Phase 2.
    for j in 0..<width { t[m][j] = j < n ? c[j] : 0 }
    for i in 0..<m where basis[i] < n {
        let f = t[m][basis[i]]
        if f != 0 { for j in 0..<width { t[m][j] -= f * t[i][j] } }
    }
    if !run(n) { return -Double.infinity }
    return -t[m][width - 1]
}

/// One constraint of a random system, in plain numbers.
struct PlainConstraint {
    var coefficients: [Double]  // one per variable
    var constant: Double
    var relation: Relation
    var weight: Double  // 0 for required

    func residual(_ x: [Double]) -> Double {
        zip(coefficients, x).reduce(constant) { $0 + $1.0 * $1.1 }
    }

    /// How far the values are from satisfying the constraint.
    func violation(_ x: [Double]) -> Double {
        let r = residual(x)
        switch relation {
        case .equal: return abs(r)
        case .lessThanOrEqual: return max(0, r)
        case .greaterThanOrEqual: return max(0, -r)
        }
    }
}

/// The optimum of Σ weight·violation subject to the required constraints, or nil if they are
/// infeasible, by the dense reference.
func referenceOptimum(_ constraints: [PlainConstraint], variableCount n: Int) -> Double? {
    // Columns: x⁺ and x⁻ per variable, then per constraint a slack and/or two errors.
    var rows: [[Double]] = []
    var rhs: [Double] = []
    var costs = [Double](repeating: 0, count: 2 * n)
    var extra: [(row: Int, coefficient: Double, cost: Double)] = []
    for c in constraints {
        let r = rows.count
        var row = [Double](repeating: 0, count: 2 * n)
        for j in 0..<n {
            row[2 * j] = c.coefficients[j]
            row[2 * j + 1] = -c.coefficients[j]
        }
        rows.append(row)
        rhs.append(-c.constant)
        switch c.relation {
        case .lessThanOrEqual: extra.append((r, 1, 0))
        case .greaterThanOrEqual: extra.append((r, -1, 0))
        case .equal: break
        }
        if c.weight > 0 {
            extra.append((r, -1, c.weight))
            extra.append((r, 1, c.weight))
        }
    }
    for e in extra {
        for i in rows.indices { rows[i].append(i == e.row ? e.coefficient : 0) }
        costs.append(e.cost)
    }
    return denseMinimum(rows, rhs, costs)
}

/// A random constraint over `variables` (the first always has a coefficient), both as the
/// reference sees it and as the solver does.
func randomConstraint(over variables: [Variable], using rng: inout SplitMix64)
    -> (PlainConstraint, Constraint)
{
    let n = variables.count
    var coefficients = [Double](repeating: 0, count: n)
    for j in 0..<n where Bool.random(using: &rng) || j == 0 {
        coefficients[j] = Double(Int.random(in: -3...3, using: &rng))
    }
    let strength = SolverPropertyTests.strengths.randomElement(using: &rng)!
    let plain = PlainConstraint(
        coefficients: coefficients,
        constant: Double(Int.random(in: -20...20, using: &rng)),
        relation: [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!,
        weight: strength.isRequired ? 0 : strength.value)
    let terms = zip(variables, coefficients).map { Term($0, $1) }
    let constraint = Constraint(
        Expression(terms, constant: plain.constant), plain.relation, strength: strength)
    return (plain, constraint)
}

@Suite struct SolverPropertyTests {
    static let strengths: [Strength] = [.required, .required, .strong, .medium, .weak]

    /// Adds random constraints one by one. Each rejected add must be infeasible for the
    /// reference, each accepted one feasible, and the final optimum must match it.
    @Test("Random systems reach the reference optimum; rejections are truly infeasible")
    func randomSystemsMatchReference() throws {
        for seed in UInt64(1)...300 {
            var rng = SplitMix64(seed: seed)
            let n = Int.random(in: 1...4, using: &rng)
            let variables = (0..<n).map { Variable("x\($0)") }
            let solver = Solver()
            // Half the solvers reserve room (their first row and column buffers come from
            // one block until it runs out, then from malloc); the checks below hold either way.
            if seed % 2 == 0 { solver.reserveCapacity(constraints: Int(seed % 7)) }
            var accepted: [PlainConstraint] = []
            var acceptedObjects: [Constraint] = []
            for _ in 0..<Int.random(in: 1...9, using: &rng) {
                let (plain, constraint) = randomConstraint(over: variables, using: &rng)
                let before = solver.stateDump
                do {
                    try solver.addConstraint(constraint)
                    accepted.append(plain)
                    acceptedObjects.append(constraint)
                    #expect(
                        referenceOptimum(accepted, variableCount: n) != nil,
                        "seed \(seed): accepted an infeasible system")
                } catch is UnsatisfiableConstraint {
                    #expect(
                        referenceOptimum(accepted + [plain], variableCount: n) == nil,
                        "seed \(seed): rejected a feasible constraint")
                    #expect(
                        solver.stateDump == before, "seed \(seed): failed add changed the solver")
                }
                if let violation = solver.invariantViolation() {
                    Issue.record("seed \(seed): \(violation)")
                    return
                }
            }
            // Sometimes remove a few constraints again.
            if seed % 3 == 0, !accepted.isEmpty {
                for _ in 0..<Int.random(in: 1...accepted.count, using: &rng) {
                    let i = Int.random(in: 0..<accepted.count, using: &rng)
                    try solver.removeConstraint(acceptedObjects.remove(at: i))
                    accepted.remove(at: i)
                }
            }
            solver.updateVariables()
            let x = variables.map(\.value)
            for c in accepted where c.weight == 0 {
                #expect(c.violation(x) < 1e-6, "seed \(seed): required constraint violated")
            }
            let ours = accepted.reduce(0) { $0 + $1.weight * $1.violation(x) }
            let reference = referenceOptimum(accepted, variableCount: n)!
            #expect(
                close(ours, reference), "seed \(seed): objective \(ours) vs reference \(reference)")
            #expect(solver.invariantViolation() == nil, "seed \(seed)")
        }
    }

    /// Random bounded layouts with edit variables, random suggestions and random constraint
    /// churn: no crash, every required constraint holds, the optimum matches the reference.
    @Test("Random edit sequences keep every required constraint and the optimum")
    func randomEditSequences() throws {
        for seed in UInt64(1)...60 {
            var rng = SplitMix64(seed: 1000 + seed)
            let n = Int.random(in: 2...5, using: &rng)
            let variables = (0..<n).map { Variable("v\($0)") }
            let solver = Solver()
            // Half the solvers reserve room (their first row and column buffers come from
            // one block until it runs out, then from malloc); the checks below hold either way.
            if seed % 2 == 0 { solver.reserveCapacity(constraints: Int(seed % 7)) }
            var live: [(PlainConstraint, Constraint)] = []
            func add(_ plain: PlainConstraint, _ strength: Strength) {
                let terms = zip(variables, plain.coefficients).map { Term($0, $1) }
                let c = Constraint(
                    Expression(terms, constant: plain.constant), plain.relation, strength: strength)
                do {
                    try solver.addConstraint(c)
                    live.append((plain, c))
                } catch {}
            }
            func unit(_ j: Int, _ k: Double) -> [Double] {
                var a = [Double](repeating: 0, count: n)
                a[j] = k
                return a
            }
            for j in 0..<n {
                add(
                    PlainConstraint(
                        coefficients: unit(j, 1), constant: 100, relation: .greaterThanOrEqual,
                        weight: 0), .required)
                add(
                    PlainConstraint(
                        coefficients: unit(j, 1), constant: -100, relation: .lessThanOrEqual,
                        weight: 0), .required)
            }
            var edits: [(Int, Strength)] = []
            for j in 0..<n where Bool.random(using: &rng) || j == 0 {
                let s = [Strength.strong, .medium, .weak, .create(0, 0, 7)].randomElement(
                    using: &rng)!
                try solver.addEditVariable(variables[j], strength: s)
                edits.append((j, s))
            }
            var suggested = [Double](repeating: 0, count: n)
            for step in 0..<60 {
                switch Int.random(in: 0..<10, using: &rng) {
                case 0...5:
                    let (j, _) = edits.randomElement(using: &rng)!
                    let value =
                        Double(Int.random(in: -150...150, using: &rng))
                        / (Bool.random(using: &rng) ? 1 : 7)
                    try solver.suggestValue(value, for: variables[j])
                    suggested[j] = value
                case 6, 7:
                    var a = [Double](repeating: 0, count: n)
                    for j in 0..<n where Bool.random(using: &rng) {
                        a[j] = Double(Int.random(in: -2...2, using: &rng))
                    }
                    let strength = [Strength.required, .strong, .weak].randomElement(using: &rng)!
                    add(
                        PlainConstraint(
                            coefficients: a,
                            constant: Double(Int.random(in: -50...50, using: &rng)),
                            relation: [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(
                                using: &rng)!,
                            weight: strength.isRequired ? 0 : strength.value), strength)
                default:
                    if live.count > 2 * n {
                        let i = Int.random(in: (2 * n)..<live.count, using: &rng)
                        try solver.removeConstraint(live.remove(at: i).1)
                    }
                }
                solver.updateVariables()
                let x = variables.map(\.value)
                for (c, _) in live where c.weight == 0 {
                    #expect(
                        c.violation(x) < 1e-6,
                        "seed \(seed) step \(step): required constraint violated")
                }
                var all = live.map(\.0)
                for (j, s) in edits {
                    all.append(
                        PlainConstraint(
                            coefficients: unit(j, 1), constant: -suggested[j], relation: .equal,
                            weight: s.value))
                }
                let ours = all.reduce(0) { $0 + $1.weight * $1.violation(x) }
                let reference = referenceOptimum(all, variableCount: n)!
                #expect(
                    close(ours, reference), "seed \(seed) step \(step): \(ours) vs \(reference)")
                if let violation = solver.invariantViolation() {
                    Issue.record("seed \(seed) step \(step): \(violation)")
                    return
                }
            }
        }
    }
}

@Suite struct EditFuzzTests {
    /// The shape of the fuzz that makes kiwisolver abort with "Dual optimize failed" (seed 82
    /// of that fuzz is `SolverBehaviourTests.dualOptimizeFailedInKiwi`): bounded variables, a
    /// few random constraints, edits at random strengths, 60 random suggestions. Never a crash,
    /// never a broken required constraint.
    @Test("Kiwi's crashing fuzz: no crash and required constraints hold over 400 seeds")
    func kiwiCrashShape() throws {
        for seed in UInt64(1)...400 {
            var rng = SplitMix64(seed: 77_000 + seed)
            let n = Int.random(in: 2...4, using: &rng)
            let v = (0..<n).map { Variable("v\($0)") }
            let solver = Solver()
            // Half the solvers reserve room (their first row and column buffers come from
            // one block until it runs out, then from malloc); the checks below hold either way.
            if seed % 2 == 0 { solver.reserveCapacity(constraints: Int(seed % 7)) }
            var required: [PlainConstraint] = []
            for j in 0..<n {
                try solver.addConstraint(v[j] >= -100)
                try solver.addConstraint(v[j] <= 100)
            }
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let a = (0..<n).map { _ in Double(Int.random(in: -2...2, using: &rng)) }
                let plain = PlainConstraint(
                    coefficients: a, constant: Double(Int.random(in: -50...50, using: &rng)),
                    relation: [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(
                        using: &rng)!,
                    weight: 0)
                let strength = [Strength.required, .strong, .weak].randomElement(using: &rng)!
                let c = Constraint(
                    Expression(zip(v, a).map { Term($0, $1) }, constant: plain.constant),
                    plain.relation,
                    strength: strength)
                do {
                    try solver.addConstraint(c)
                    if strength.isRequired { required.append(plain) }
                } catch is UnsatisfiableConstraint {}
            }
            var edited = v.filter { _ in Double.random(in: 0..<1, using: &rng) < 0.6 }
            if edited.isEmpty { edited = [v[0]] }
            for x in edited {
                try solver.addEditVariable(
                    x, strength: [.strong, .medium, .weak].randomElement(using: &rng)!)
            }
            for step in 0..<60 {
                let x = edited.randomElement(using: &rng)!
                let value =
                    Double(Int.random(in: -150...150, using: &rng)) / [1, 7].randomElement(
                        using: &rng)!
                try solver.suggestValue(value, for: x)
                solver.updateVariables()
                let values = v.map(\.value)
                for c in required {
                    #expect(c.violation(values) < 1e-6, "seed \(seed) step \(step)")
                }
                for j in 0..<n {
                    #expect(
                        values[j] >= -100 - 1e-6 && values[j] <= 100 + 1e-6,
                        "seed \(seed) step \(step)")
                }
            }
            #expect(solver.invariantViolation() == nil, "seed \(seed)")
        }
    }
}

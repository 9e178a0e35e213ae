import HeadlessCassowary

// The solver workloads (chain, edit, grid, remove), with the same constraints, insertion
// order and strengths as `compare-kiwi.py` runs on kiwisolver. Counters are check values
// (they must equal kiwi's) plus the pivot count.

/// The solver workloads.
func solverWorkloads() -> [Workload] {
    [
        chainWorkload(100, fit: false, runs: 31),
        chainWorkload(1000, fit: false, runs: 7),
        chainWorkload(2000, fit: false, runs: 3),
        chainWorkload(5000, fit: false, runs: 1),
        chainWorkload(100, fit: true, runs: 31),
        chainWorkload(1000, fit: true, runs: 7),
        editWorkload(0),
        editWorkload(100),
        editWorkload(1000),
        gridWorkload(10, runs: 21),
        gridWorkload(30, runs: 7),
        removeWorkload(1000, lifo: false),
        removeWorkload(1000, lifo: true),
        smallSolversWorkload(10_000),
    ]
}

/// Many small solvers, as a list of self-sizing cells makes (one per cell): 12 variables and
/// 18 constraints each (4 frame pins, 8 content-size inequalities, 6 links), added to a
/// solver reserved for them, published, and the solver dropped. Per operation: one solver's
/// whole life (the variables and constraints are made beforehand).
func smallSolversWorkload(_ n: Int) -> Workload {
    .timed("solver-small-\(n / 1000)k", operations: n, runs: 5) {
        let cells: [(variables: [Variable], constraints: [Constraint])] = (0..<n).map { i in
            let v = (0..<12).map { Variable("v\($0)") }
            let (cx, cy, cw, ch) = (v[0], v[1], v[2], v[3])
            let (ix, iy, iw, ih) = (v[4], v[5], v[6], v[7])
            let (lx, ly, lw, lh) = (v[8], v[9], v[10], v[11])
            let constraints = [
                cx == 0, cy == Double(60 * i), cw == 390, ch == 60,
                (iw <= 40).withStrength(Strength(251)), (iw >= 40).withStrength(Strength(750)),
                (ih <= 40).withStrength(Strength(250)), (ih >= 40).withStrength(Strength(750)),
                (lw <= 60).withStrength(Strength(250)), (lw >= 60).withStrength(Strength(750)),
                (lh <= 20).withStrength(Strength(250)), (lh >= 20).withStrength(Strength(750)),
                ix == cx + 16, iy == cy + 10, lx == ix + iw + 8, lx + lw == cx + cw - 16,
                ly == cy + 10, ly + lh == cy + ch - 10,
            ]
            return (v, constraints)
        }
        return {
            var rows = 0
            for cell in cells {
                let solver = Solver()
                solver.reserveCapacity(constraints: cell.constraints.count)
                for c in cell.constraints { try! solver.addConstraint(c) }
                solver.updateVariables()
                rows += solver.rowCount
            }
            let last = cells[n - 1].variables
            return [
                "rows_per_solver": Double(rows) / Double(n), "last_label_x": last[8].value,
                "last_label_width": last[10].value,
            ]
        }
    }
}

/// The chain workload: `left[i] == left[i-1] + width[i-1] + 8`, `width >= 20`, weak
/// `width == 100`, then the strong container `left[N-1] + width[N-1] == 100N` (or `108N - 8`).
struct Chain {
    let left: [Variable]
    let width: [Variable]
    let constraints: [Constraint]

    init(_ n: Int, container: Double) {
        left = (0..<n).map { Variable("left\($0)") }
        width = (0..<n).map { Variable("width\($0)") }
        var constraints: [Constraint] = []
        constraints.reserveCapacity(3 * n + 1)
        for i in 0..<n {
            constraints.append(i == 0 ? left[0] == 0 : left[i] == left[i - 1] + width[i - 1] + 8)
            constraints.append(width[i] >= 20)
            constraints.append((width[i] == 100).withStrength(.weak))
        }
        constraints.append((left[n - 1] + width[n - 1] == container).withStrength(.strong))
        self.constraints = constraints
    }

    func add(to solver: Solver) {
        for c in constraints { try! solver.addConstraint(c) }
    }

    var rightEdge: Double { left[left.count - 1].value + width[width.count - 1].value }
}

func chainWorkload(_ n: Int, fit: Bool, runs: Int) -> Workload {
    .timed(fit ? "solver-chain-fit-\(n)" : "solver-chain-\(n)", runs: runs) {
        let chain = Chain(n, container: fit ? Double(108 * n - 8) : Double(100 * n))
        let solver = Solver()
        return {
            chain.add(to: solver)
            solver.updateVariables()
            let widths = chain.width.map(\.value)
            let sum = widths.reduce(0, +)
            if fit {
                return [
                    "right_edge": chain.rightEdge,
                    "widths_100": Double(widths.filter { abs($0 - 100) < 1e-6 }.count),
                    "pivots": Double(solver.pivotCount),
                ]
            }
            return [
                "right_edge": chain.rightEdge, "sum_w": rounded(sum),
                "weak_error": rounded(widths.reduce(0) { $0 + abs($1 - 100) }),
                "at_20": Double(widths.filter { abs($0 - 20) < 1e-6 }.count),
                "partial": rounded(
                    widths.first { abs($0 - 20) > 1e-6 && abs($0 - 100) > 1e-6 } ?? 0),
                "pivots": Double(solver.pivotCount),
            ]
        }
    }
}

/// Rounds away float noise so counters compare exactly (to 6 decimals).
func rounded(_ x: Double) -> Double { (x * 1e6).rounded() / 1e6 }

/// The scroll offset of frame `f` in the edit workload: a 1-px triangle wave over [-700, 300].
func editOffset(_ f: Int) -> Double {
    let p = f % 2000
    let u = p <= 1000 ? p : 2000 - p
    return Double(-700 + u)
}

/// The edit workload: a sticky header clamped by required bounds, driven by a strong edit on the
/// offset, next to `n` unrelated chain views. 10 000 frames of suggestValue + updateVariables.
func editWorkload(_ n: Int) -> Workload {
    let frames = 10_000
    // The solver is set up once (with one untimed verification sweep) and
    // every run is one more timed sweep over the same solver.
    final class Setup {
        let solver = Solver()
        let offset = Variable("offset")
        var counters: Counters = [:]
    }
    var shared: Setup? = nil
    func makeSetup() -> Setup {
        let setup = Setup()
        let solver = setup.solver
        var chain: Chain? = nil
        if n > 0 {
            chain = Chain(n, container: Double(100 * n))
            chain!.add(to: solver)
        }
        let top = Variable("header.top")
        let offset = setup.offset
        try! solver.addConstraint(top >= -44)
        try! solver.addConstraint(top <= 500)
        try! solver.addConstraint((top == -1 * offset - 44).withStrength(.medium))
        try! solver.addEditVariable(offset, strength: .strong)
        var sum = 0.0
        var maxError = 0.0
        var at: [Int: Double] = [:]
        let pivotsBefore = solver.pivotCount
        for f in 0..<frames {
            let s = editOffset(f)
            try! solver.suggestValue(s, for: offset)
            solver.updateVariables()
            sum += top.value
            maxError = max(maxError, abs(top.value - min(max(-s - 44, -44), 500)))
            if [0, 300, 800, 1544, frames - 1].contains(f) { at[f] = top.value }
        }
        setup.counters = [
            "sum_top": rounded(sum), "top_f0": rounded(at[0]!), "top_f300": rounded(at[300]!),
            "top_f800": rounded(at[800]!), "top_f1544": rounded(at[1544]!),
            "top_last": rounded(at[frames - 1]!), "max_error": maxError,
        ]
        if let chain { setup.counters.pairs.append(("right_edge", rounded(chain.rightEdge))) }
        setup.counters.pairs.append(("pivots_per_sweep", Double(solver.pivotCount - pivotsBefore)))
        return setup
    }
    return .timed("solver-edit-\(n)", operations: frames, runs: 7) {
        if shared == nil { shared = makeSetup() }
        let setup = shared!
        let offsets = (0..<frames).map(editOffset)
        return {
            let solver = setup.solver
            let offset = setup.offset
            for s in offsets {
                try! solver.suggestValue(s, for: offset)
                solver.updateVariables()
            }
            return setup.counters
        }
    }
}

/// The grid workload: an R×C grid in a 1000×1000 container with 8-point margins and gutters.
func gridWorkload(_ size: Int, runs: Int) -> Workload {
    .timed("solver-grid-\(size)", runs: runs) {
        let r = size
        let c = size
        func grid(_ name: String) -> [[Variable]] {
            (0..<r).map { i in (0..<c).map { j in Variable("\(name)\(i),\(j)") } }
        }
        let left = grid("left")
        let top = grid("top")
        let width = grid("width")
        let height = grid("height")
        var constraints: [Constraint] = []
        for i in 0..<r {
            for j in 0..<c {
                constraints.append(
                    j == 0 ? left[i][j] == 8 : left[i][j] == left[i][j - 1] + width[i][j - 1] + 8)
                constraints.append(
                    i == 0 ? top[i][j] == 8 : top[i][j] == top[i - 1][j] + height[i - 1][j] + 8)
                if i != 0 || j != 0 {
                    constraints.append(width[i][j] == width[0][0])
                    constraints.append(height[i][j] == height[0][0])
                }
                constraints.append((width[i][j] == 50).withStrength(.weak))
                constraints.append((height[i][j] == 50).withStrength(.weak))
                if j == c - 1 { constraints.append(left[i][j] + width[i][j] == 992) }
                if i == r - 1 { constraints.append(top[i][j] + height[i][j] == 992) }
            }
        }
        let solver = Solver()
        return {
            for constraint in constraints { try! solver.addConstraint(constraint) }
            solver.updateVariables()
            let w = (1000 - 8 * Double(c + 1)) / Double(c)
            var maxError = 0.0
            for i in 0..<r {
                for j in 0..<c {
                    maxError = max(
                        maxError, abs(width[i][j].value - w), abs(height[i][j].value - w),
                        abs(left[i][j].value - (8 + Double(j) * (w + 8))),
                        abs(top[i][j].value - (8 + Double(i) * (w + 8))))
                }
            }
            return [
                "constraints": Double(constraints.count),
                "cell_w": rounded(width[r - 1][c - 1].value),
                "last_left": rounded(left[r - 1][c - 1].value),
                "last_top": rounded(top[r - 1][c - 1].value),
                "max_error": maxError, "pivots": Double(solver.pivotCount),
                "rows": Double(solver.rowCount), "cells": Double(solver.cellCount),
            ]
        }
    }
}

/// The remove workload: V = N/2 chained views with strong widths; the timed part removes all N
/// constraints (FIFO or LIFO), publishing at the halfway point and at the end.
func removeWorkload(_ n: Int, lifo: Bool) -> Workload {
    .timed(lifo ? "solver-remove-lifo-\(n)" : "solver-remove-\(n)", runs: 11) {
        let v = n / 2
        let left = (0..<v).map { Variable("left\($0)") }
        let width = (0..<v).map { Variable("width\($0)") }
        var constraints: [Constraint] = []
        for i in 0..<v {
            constraints.append(i == 0 ? left[0] == 0 : left[i] == left[i - 1] + width[i - 1] + 8)
            constraints.append((width[i] == 100).withStrength(.strong))
        }
        let solver = Solver()
        for c in constraints { try! solver.addConstraint(c) }
        solver.updateVariables()
        let rightEdge = left[v - 1].value + width[v - 1].value
        let order = lifo ? Array(constraints.reversed()) : constraints
        let pivotsBefore = solver.pivotCount
        return {
            var halfWidth = 0.0
            var halfSpan = 0.0
            for (k, c) in order.enumerated() {
                try! solver.removeConstraint(c)
                if k + 1 == n / 2 {
                    solver.updateVariables()
                    if lifo {
                        halfWidth = width[0].value
                        halfSpan = left[v / 2 - 1].value
                    } else {
                        halfWidth = width[v - 1].value
                        halfSpan = left[v - 1].value - left[v / 2].value
                    }
                }
            }
            solver.updateVariables()
            return [
                "right_edge": rounded(rightEdge), "half_width": rounded(halfWidth),
                "half_span": rounded(halfSpan), "pivots": Double(solver.pivotCount - pivotsBefore),
            ]
        }
    }
}

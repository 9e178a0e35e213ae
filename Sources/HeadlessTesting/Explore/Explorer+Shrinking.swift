import Foundation
import HeadlessKit

extension Explorer {
    /// Shrinks `script`, which breaks the invariant `violation` names, to a script that still
    /// breaks that same invariant and that no single deletion or simplification keeps failing:
    /// steps deleted (halves first, then single steps), drags shortened, coordinates and times
    /// rounded, waits cut.
    ///
    /// - Complexity: at most ``maxShrinkRuns`` runs of the script.
    public func shrink(_ script: [ExploreStep], failing violation: InvariantViolation)
        -> [ExploreStep]
    {
        shrinkCounting(script, failing: violation).script
    }

    func shrinkCounting(_ script: [ExploreStep], failing violation: InvariantViolation)
        -> (script: [ExploreStep], runs: Int)
    {
        var runs = 0
        func fails(_ candidate: [ExploreStep]) -> Bool {
            guard runs < maxShrinkRuns else { return false }
            runs += 1
            return execute(candidate).violation?.invariant == violation.invariant
        }
        var current = script
        var progress = true
        while progress && runs < maxShrinkRuns {
            progress = false
            // Delete chunks, largest first.
            var chunk = max(current.count / 2, 1)
            while chunk >= 1 {
                var start = 0
                while start < current.count {
                    var candidate = current
                    candidate.removeSubrange(start..<min(start + chunk, current.count))
                    if fails(candidate) {
                        current = candidate
                        progress = true
                    } else {
                        start += chunk
                    }
                }
                chunk /= 2
            }
            // Simplify each step in place.
            var index = 0
            while index < current.count {
                for simpler in Explorer.simplifications(of: current[index]) {
                    var candidate = current
                    candidate[index] = simpler
                    if fails(candidate) {
                        current = candidate
                        progress = true
                        break
                    }
                }
                index += 1
            }
        }
        return (current, runs)
    }

    /// Simpler versions of `step`, most aggressive first; each strictly simpler, so shrinking
    /// ends.
    static func simplifications(of step: ExploreStep) -> [ExploreStep] {
        var out: [ExploreStep] = []
        func add(_ s: ExploreStep) { if s != step, !out.contains(s) { out.append(s) } }
        switch step {
        case .tap(let p):
            for q in rounded(p) { add(.tap(q)) }
        case .doubleTap(let p):
            add(.tap(p))
            for q in rounded(p) { add(.doubleTap(q)) }
        case .drag(let a, let b, let d):
            for (f, t, e) in shapes(a, b, d) { add(.drag(from: f, to: t, duration: e)) }
        case .hold(let a, let b, let d):
            add(.drag(from: a, to: b, duration: d))
            for (f, t, e) in shapes(a, b, d) { add(.hold(from: f, to: t, duration: e)) }
        case .cancel(let a, let b, let d):
            for (f, t, e) in shapes(a, b, d) { add(.cancel(from: f, to: t, duration: e)) }
        case .twoFingerDrag(let a, let b, let d):
            add(.drag(from: a, to: b, duration: d))
            for (f, t, e) in shapes(a, b, d) { add(.twoFingerDrag(from: f, to: t, duration: e)) }
        case .pinch(let a, let b, let c, let d):
            // One finger only, then rounder points and times.
            add(.drag(from: a, to: c, duration: d))
            add(.drag(from: b, to: c, duration: d))
            for q in rounded(a) { add(.pinch(q, b, to: c, duration: d)) }
            for q in rounded(b) { add(.pinch(a, q, to: c, duration: d)) }
            for q in rounded(c) { add(.pinch(a, b, to: q, duration: d)) }
            for e in roundedTimes(d) { add(.pinch(a, b, to: c, duration: e)) }
        case .fling(let a, let v):
            add(.fling(from: a, velocity: CGPoint(x: v.x / 2, y: v.y / 2).roundedTo(100)))
            add(.fling(from: a, velocity: CGPoint(x: v.x, y: 0)))
            add(.fling(from: a, velocity: CGPoint(x: 0, y: v.y)))
            for q in rounded(a) { add(.fling(from: q, velocity: v)) }
        case .longPress(let p, let d):
            for e in roundedTimes(d) { add(.longPress(p, duration: e)) }
            for q in rounded(p) { add(.longPress(q, duration: d)) }
        case .resize(let s):
            // Back to a round size, keeping a zero axis zero.
            let r = CGSize(
                width: (s.width / 10).rounded() * 10, height: (s.height / 10).rounded() * 10)
            add(.resize(r))
        case .wait(let n):
            if n > 1 { add(.wait(frames: 1)) }
            if n > 2 { add(.wait(frames: n / 2)) }
        case .settle:
            break
        case .action:
            break
        }
        return out
    }

    /// Shorter, rounder versions of a drag from `a` to `b` over `d` seconds.
    static func shapes(_ a: CGPoint, _ b: CGPoint, _ d: TimeInterval)
        -> [(CGPoint, CGPoint, TimeInterval)]
    {
        var out: [(CGPoint, CGPoint, TimeInterval)] = []
        let half = CGPoint(x: a.x + (b.x - a.x) / 2, y: a.y + (b.y - a.y) / 2).roundedTo(1)
        if half != b { out.append((a, half, d)) }
        // One axis only.
        out.append((a, CGPoint(x: b.x, y: a.y), d))
        out.append((a, CGPoint(x: a.x, y: b.y), d))
        for e in roundedTimes(d) { out.append((a, b, e)) }
        for q in rounded(a) { out.append((q, b + CGPoint(x: q.x - a.x, y: q.y - a.y), d)) }
        for q in rounded(b) { out.append((a, q, d)) }
        return out
    }

    static func rounded(_ p: CGPoint) -> [CGPoint] {
        [p.roundedTo(50), p.roundedTo(10)].filter { $0 != p }
    }

    /// Rounder and shorter durations than `d`: to 0.5, 0.1 and 0.05 s, and half of it.
    static func roundedTimes(_ d: TimeInterval) -> [TimeInterval] {
        var out: [TimeInterval] = []
        for unit in [0.5, 0.1, 0.05] {
            out.append((max((d / unit).rounded(), 1) * unit * 100).rounded() / 100)
        }
        out.append((d / 2 * 100).rounded() / 100)
        return out.filter { $0 < d && $0 > 0 }
    }
}

extension CGPoint {
    func roundedTo(_ unit: CGFloat) -> CGPoint {
        CGPoint(x: (x / unit).rounded() * unit, y: (y / unit).rounded() * unit)
    }
}

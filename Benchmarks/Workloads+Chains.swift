import Foundation
import HeadlessKit
import HeadlessTesting

// Deep chains through the paths that used to cost one stack frame or one walk per level: a touch
// passed up a chain of plain views, a controller chain built from the top down, and finder steps
// whose every view is a base. Several sizes each, so that BENCHMARKS.md shows the growth.

@MainActor func chainWorkloads() -> [Workload] {
    var workloads: [Workload] = [touchUpAShallowChain()]
    for (n, name) in [(10_000, "10k"), (100_000, "100k")] {
        workloads.append(touchUpAChain(n, name))
        workloads.append(controllerChainFromTheTop(n, name))
        workloads.append(finderDescendantsOnAChain(n, name))
    }
    for (n, name) in [(1_000, "1k"), (10_000, "10k"), (100_000, "100k")] {
        workloads.append(finderAncestorsOnAChain(n, name))
    }
    return workloads
}

/// A view that counts the touch calls that reach it (the top of a chain).
@MainActor final class BenchTouchCounter: View {
    var calls = 0
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { calls += 1 }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { calls += 1 }
}

/// A window holding `top`, with a chain `n` views deep below `top` (`top` included).
@MainActor func benchChain(_ n: Int, top: View) -> (Window, View) {
    let window = Window(size: CGSize(width: 100, height: 100))
    var leaf = top
    for _ in 1..<n {
        let child = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        leaf.addSubview(child)
        leaf = child
    }
    window.addSubview(top)
    return (window, leaf)
}

/// One tap (began, ended) on the leaf of an `n`-deep chain of plain views: each phase passes
/// up every level to the top, which counts it.
@MainActor func touchUpAChain(_ n: Int, _ name: String) -> Workload {
    .timed("touch-up-chain-\(name)", runs: 7) {
        let top = BenchTouchCounter(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (window, _) = benchChain(n, top: top)
        return {
            top.calls = 0
            let touch = Touch(location: CGPoint(x: 50, y: 50))
            window.send(Event(touches: [touch]))
            touch.update(phase: .ended)
            window.send(Event(touches: [touch]))
            return ["depth": Double(n), "top-calls": Double(top.calls)]
        }
    }
}

/// 1,000 taps on the leaf of a 10-deep chain of plain views: the usual depth, where the
/// per-touch cost of passing touches up shows.
@MainActor func touchUpAShallowChain() -> Workload {
    .timed("touch-tap-depth-10", operations: 1_000, runs: 7) {
        let top = BenchTouchCounter(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (window, _) = benchChain(10, top: top)
        return {
            top.calls = 0
            for _ in 0..<1_000 {
                let touch = Touch(location: CGPoint(x: 50, y: 50))
                window.send(Event(touches: [touch]))
                touch.update(phase: .ended)
                window.send(Event(touches: [touch]))
            }
            return ["depth": 10, "top-calls": Double(top.calls)]
        }
    }
}

/// An `n`-deep controller chain built from the top down (`addChild` on the leaf each time),
/// then dropped.
@MainActor func controllerChainFromTheTop(_ n: Int, _ name: String) -> Workload {
    .timed("controller-chain-top-down-\(name)", runs: 5) {
        {
            let top = ViewController()
            var leaf = top
            for _ in 1..<n {
                let child = ViewController()
                leaf.addChild(child)
                leaf = child
            }
            var depth = 0
            var ancestor = leaf.parent
            while let current = ancestor {
                depth += 1
                ancestor = current.parent
            }
            return ["depth": Double(depth + 1)]
        }
    }
}

/// `find(.type(View.self)).descendants(matching:)` on an `n`-deep chain: every view is a base.
@MainActor func finderDescendantsOnAChain(_ n: Int, _ name: String) -> Workload {
    .timed("finder-descendants-chain-\(name)", runs: 5) {
        let (window, leaf) = benchChain(
            n, top: View(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        leaf.accessibilityIdentifier = "leaf"
        return {
            let found = window.find(.type(View.self)).descendants(matching: .identifier("leaf"))
            return ["bases": Double(n + 1), "found": Double(found.views.count)]
        }
    }
}

/// `find(.type(View.self)).ancestors(matching:)` on an `n`-deep chain: every view is a base.
@MainActor func finderAncestorsOnAChain(_ n: Int, _ name: String) -> Workload {
    .timed("finder-ancestors-chain-\(name)", runs: 5) {
        let (window, _) = benchChain(
            n, top: View(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        return {
            let found = window.find(.type(View.self)).ancestors(matching: .type(View.self))
            return ["bases": Double(n + 1), "found": Double(found.views.count)]
        }
    }
}

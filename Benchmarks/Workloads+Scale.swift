import Foundation
import HeadlessKit
import HeadlessTesting

// Workloads that look for cliffs: costs that grow faster than the work (removing siblings one by
// one, a very deep tree, many recognizers on one view, rows collapsed to zero height). Each comes
// in several sizes so that BENCHMARKS.md can show the measured growth, not a claim.

@MainActor func scaleWorkloads() -> [Workload] {
    var workloads: [Workload] = []
    for (n, name) in [(1_000, "1k"), (10_000, "10k"), (100_000, "100k"), (1_000_000, "1m")] {
        workloads.append(removeSiblings(n, name, backToFront: false))
    }
    workloads.append(removeSiblings(100_000, "100k", backToFront: true))
    for (n, name) in [(1_000, "1k"), (10_000, "10k"), (100_000, "100k"), (1_000_000, "1m")] {
        workloads.append(deepChain(n, name))
    }
    for (n, name) in [(1_000, "1k"), (10_000, "10k"), (100_000, "100k")] {
        workloads.append(deepChainTraitOverride(n, name))
    }
    for (n, name) in [(1_000, "1k"), (10_000, "10k"), (100_000, "100k")] {
        workloads.append(deepChainBottomUpConstraints(n, name))
    }
    for (n, name) in [(100, "100"), (1_000, "1k"), (10_000, "10k")] {
        workloads.append(manyRecognizers(n, name))
    }
    for (n, name) in [(10_000, "10k"), (100_000, "100k"), (1_000_000, "1m")] {
        workloads.append(collapsedRows(n, name, height: 0))
        workloads.append(collapsedRows(n, name, height: 1))
    }
    return workloads
}

/// Removes `n` plain siblings one by one: front to back (`subviews[0]` first, the order that
/// costs an array a shift per removal) or back to front.
@MainActor func removeSiblings(_ n: Int, _ name: String, backToFront: Bool) -> Workload {
    .timed(
        backToFront ? "remove-siblings-back-\(name)" : "remove-siblings-\(name)",
        runs: n >= 1_000_000 ? 3 : 7
    ) {
        let window = Window(size: CGSize(width: 100, height: 100))
        let parent = View(frame: window.bounds)
        window.addSubview(parent)
        var children: [View] = []
        children.reserveCapacity(n)
        for _ in 0..<n {
            let child = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            parent.addSubview(child)
            children.append(child)
        }
        if backToFront { children.reverse() }
        return {
            for child in children { child.removeFromSuperview() }
            return ["left": Double(parent.subviews.count), "removed": Double(n)]
        }
    }
}

/// The milliseconds of a workload's steps, each from the end of the one before (the first from
/// the timer's making), as counters named by their labels.
struct StepTimer {
    private(set) var steps: [(String, Double)] = []
    private var start = now()

    /// Ends the step `label` now and starts the next.
    mutating func step(_ label: String) {
        let t = now()
        steps.append((label, ((t - start) * 1e5).rounded() / 100))
        start = t
    }
}

/// A chain `n` views deep: built, attached to a window, laid out, hit tested, converted, dumped,
/// rendered to SVG, queried and dropped. The time is the whole; the counters give each step's
/// milliseconds (last run).
@MainActor func deepChain(_ n: Int, _ name: String) -> Workload {
    .timed("deep-chain-\(name)", runs: n >= 1_000_000 ? 3 : 5) {
        {
            var timer = StepTimer()
            let top = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            var leaf = top
            for _ in 1..<n {
                let child = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                leaf.addSubview(child)
                leaf = child
            }
            leaf.accessibilityIdentifier = "leaf"
            timer.step("build-ms")
            let window = Window(size: CGSize(width: 100, height: 100))
            window.addSubview(top)
            timer.step("attach-ms")
            leaf.setNeedsLayout()
            window.layoutIfNeeded()
            timer.step("layout-ms")
            let hit = window.hitTest(CGPoint(x: 50, y: 50), with: nil)
            timer.step("hit-ms")
            let converted = leaf.convert(CGPoint(x: 1, y: 1), to: window)
            timer.step("convert-ms")
            let text = window.treeDescription()
            timer.step("dump-ms")
            let svg = window.svg()
            timer.step("svg-ms")
            let found = window.first(identifier: "leaf")
            timer.step("query-ms")
            top.removeFromSuperview()
            timer.step("detach-ms")
            leaf = top
            var counters: Counters = [
                "hit-is-leaf": hit?.accessibilityIdentifier == "leaf" ? 1 : 0,
                "found": found == nil ? 0 : 1,
                "x": Double(converted.x),
                "dump-MB": (Double(text.utf8.count) / 1e4).rounded() / 100,
                "svg-MB": (Double(svg.utf8.count) / 1e4).rounded() / 100,
            ]
            _ = consume leaf
            return withExtendedLifetime(window) {
                _ = consume top
                timer.step("drop-ms")
                counters.pairs += timer.steps
                return counters
            }
        }
    }
}

/// A chain `n` views deep under a view controller that overrides the interface style: built
/// from the top down under the controller's view (each move reads the traits it inherits),
/// a leaf-to-superview constraint activated at the bottom, the chain taken out and attached
/// again to the controller's view in a window, then dropped. The counters give each step's
/// milliseconds (last run).
@MainActor func deepChainTraitOverride(_ n: Int, _ name: String) -> Workload {
    .timed("deep-chain-trait-override-\(name)", runs: 5) {
        {
            var timer = StepTimer()
            let controller = ViewController()
            controller.overrideUserInterfaceStyle = .dark
            let host: View = controller.view
            let top = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            host.addSubview(top)
            var leaf = top
            for _ in 1..<n {
                let child = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                leaf.addSubview(child)
                leaf = child
            }
            let inner = View()
            inner.translatesAutoresizingMaskIntoConstraints = false
            leaf.addSubview(inner)
            NSLayoutConstraint.activate([
                inner.widthAnchor.constraint(equalTo: leaf.widthAnchor, multiplier: 0.5)
            ])
            timer.step("build-ms")
            top.removeFromSuperview()
            let window = Window(size: CGSize(width: 100, height: 100))
            window.rootViewController = controller
            host.addSubview(top)
            timer.step("attach-ms")
            let dark = inner.traitCollection.userInterfaceStyle == .dark
            top.removeFromSuperview()
            leaf = top
            var counters: Counters = ["dark": dark ? 1 : 0]
            _ = consume leaf
            return withExtendedLifetime(window) {
                _ = consume top
                timer.step("drop-ms")
                counters.pairs += timer.steps
                return counters
            }
        }
    }
}

/// A chain `n` views deep built from the bottom up (each new view takes the chain so far as its
/// subview) with a leading and a top constraint from each view to its superview, outside any
/// window; then attached to a window, laid out, hit tested at the leaf, taken out of the window
/// and dropped. Each step moves one root with its constraints under a new view: the counters
/// give each step's milliseconds (last run).
@MainActor func deepChainBottomUpConstraints(_ n: Int, _ name: String) -> Workload {
    .timed("deep-chain-bottom-up-constraints-\(name)", runs: 5) {
        {
            var timer = StepTimer()
            let leaf = View()
            leaf.translatesAutoresizingMaskIntoConstraints = false
            leaf.accessibilityIdentifier = "leaf"
            var top = leaf
            for _ in 1..<n {
                let parent = View()
                parent.addSubview(top)
                NSLayoutConstraint.activate([
                    top.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                    top.topAnchor.constraint(equalTo: parent.topAnchor),
                    top.widthAnchor.constraint(equalToConstant: 100),
                    top.heightAnchor.constraint(equalToConstant: 100),
                ])
                top = parent
                top.translatesAutoresizingMaskIntoConstraints = false
            }
            timer.step("build-ms")
            let window = Window(size: CGSize(width: 100, height: 100))
            window.addSubview(top)
            NSLayoutConstraint.activate([
                top.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                top.topAnchor.constraint(equalTo: window.topAnchor),
                top.widthAnchor.constraint(equalToConstant: 100),
                top.heightAnchor.constraint(equalToConstant: 100),
            ])
            timer.step("attach-ms")
            window.layoutIfNeeded()
            timer.step("layout-ms")
            let hit = window.hitTest(CGPoint(x: 50, y: 50), with: nil)
            timer.step("hit-ms")
            let x = Double(leaf.convert(CGPoint.zero, to: window).x)
            top.removeFromSuperview()
            timer.step("detach-ms")
            var counters: Counters = [
                "hit-is-leaf": hit?.accessibilityIdentifier == "leaf" ? 1 : 0,
                "leaf-x": (x * 1e3).rounded() / 1e3,
            ]
            _ = consume top
            return withExtendedLifetime(window) {
                timer.step("drop-ms")
                counters.pairs += timer.steps
                return counters
            }
        }
    }
}

/// `n` tap recognizers on one view; one tap through `Window.send`, arbitration and reset.
@MainActor func manyRecognizers(_ n: Int, _ name: String) -> Workload {
    .timed("recognizers-tap-\(name)", runs: 5) {
        let window = Window(size: CGSize(width: 100, height: 100))
        let view = View(frame: window.bounds)
        window.addSubview(view)
        var fired = 0
        for _ in 0..<n {
            view.addGestureRecognizer(TapGestureRecognizer { _ in fired += 1 })
        }
        window.runFrames(1)
        return {
            fired = 0
            window.tap(at: CGPoint(x: 50, y: 50))
            return ["recognizers": Double(n), "fired": Double(fired)]
        }
    }
}

/// Row heights from the delegate: row 0 is a 100-pt header row, every other row `height`
/// (hiding rows by giving them height 0 is a common UIKit idiom).
@MainActor final class BenchRowHeights: CollectionViewDelegateListLayout {
    let height: CGFloat
    init(height: CGFloat) { self.height = height }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        heightForItemAt indexPath: IndexPath
    ) -> CGFloat {
        indexPath.item == 0 ? 100 : height
    }
}

/// `n` rows of one `height` under a 100-pt header row in a 390×844 list: a collection view's
/// first layout pass (prepare, the visible-range query and the cells it brings in).
@MainActor func collapsedRows(_ n: Int, _ name: String, height: CGFloat) -> Workload {
    .timed("rows-\(height == 0 ? "zero" : "one")-height-\(name)", runs: 5) {
        let window = Window(size: CGSize(width: 390, height: 844))
        let source = BenchListSource(count: n)
        let heights = BenchRowHeights(height: height)
        return {
            let list = CollectionView(frame: window.bounds, collectionViewLayout: ListLayout())
            list.register(BenchRowCell.self, forCellWithReuseIdentifier: "row")
            list.dataSource = source
            list.delegate = heights
            window.addSubview(list)
            window.runFrames(1)
            let live = list.subviews.count
            list.removeFromSuperview()
            return ["rows": Double(n), "live-cells": Double(live)]
        }
    }
}

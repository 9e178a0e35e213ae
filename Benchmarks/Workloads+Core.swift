import Foundation
import HeadlessKit
import HeadlessTesting

/// `count` views in nested containers `depth` levels deep, like stacks of stack views: level
/// *L* holds about `count^(L/depth)` views, each parent splits into one or two children that tile
/// it (alternating axes), so a hit test walks every level, checking one or two
/// siblings on each.
@MainActor
func makeTree(count: Int, depth: Int, size: CGSize = CGSize(width: 4096, height: 4096)) -> Window {
    let window = Window(size: size)
    var rng = SplitMix64(seed: 42)
    // Growth g with 1 + g + g² + … + g^depth == count (bisection).
    var low = 1.0
    var high = 2.0
    for _ in 0..<60 {
        let g = (low + high) / 2
        let total = (0...depth).reduce(0.0) { $0 + pow(g, Double($1)) }
        if total < Double(count) { low = g } else { high = g }
    }
    let growth = low
    var planned = 1.0
    var level: [View] = [window]
    var made = 1
    for depthIndex in 1...depth {
        planned += pow(growth, Double(depthIndex))
        let target = depthIndex == depth ? count - made : Int(planned.rounded()) - made
        var twos = max(0, min(level.count, target - level.count))  // parents with two children
        var next: [View] = []
        for (index, parent) in level.enumerated() {
            let remainingParents = level.count - index
            let split = twos > 0 && (twos >= remainingParents || Bool.random(using: &rng))
            if split { twos -= 1 }
            let b = parent.bounds
            let rects: [CGRect]
            if !split {
                rects = [b]
            } else if depthIndex % 2 == 0 {
                rects = [
                    b.divided(atDistance: b.width / 2, from: .minXEdge).slice,
                    b.divided(atDistance: b.width / 2, from: .minXEdge).remainder,
                ]
            } else {
                rects = [
                    b.divided(atDistance: b.height / 2, from: .minYEdge).slice,
                    b.divided(atDistance: b.height / 2, from: .minYEdge).remainder,
                ]
            }
            for rect in rects {
                let view = View(
                    frame: rect.offsetBy(dx: -parent.bounds.minX, dy: -parent.bounds.minY))
                parent.addSubview(view)
                next.append(view)
            }
        }
        made += next.count
        level = next
    }
    return window
}

/// A tree of `count` views in 10-wide fans with labels at the leaves, for dumps and pictures.
@MainActor
func makeFanTree(count: Int) -> Window {
    let window = Window(size: CGSize(width: 1000, height: 1000))
    var queue: [View] = [window]
    var made = 1
    var head = 0
    while made < count {
        let parent = queue[head]
        head += 1
        for index in 0..<10 where made < count {
            let width = parent.bounds.width / 10
            let child: View
            if made % 3 == 0 {
                let label = Label(frame: .zero)
                label.text = "Item \(made)"
                child = label
            } else {
                child = View(frame: .zero)
                child.backgroundColor = made % 2 == 0 ? .lightGray : nil
            }
            child.frame = CGRect(
                x: CGFloat(index) * width, y: 2, width: width, height: parent.bounds.height - 4)
            parent.addSubview(child)
            queue.append(child)
            made += 1
        }
    }
    return window
}

@MainActor
func coreWorkloads() -> [Workload] {
    [
        .timed("hit-test", operations: 1000) {
            let window = makeTree(count: 10_000, depth: 20)
            var rng = SplitMix64(seed: 7)
            let points = (0..<1000).map { _ in
                CGPoint(
                    x: CGFloat.random(in: 0..<4096, using: &rng),
                    y: CGFloat.random(in: 0..<4096, using: &rng))
            }
            let views = Double(window.subtreeCount)
            return {
                var depthSum = 0
                for point in points {
                    var hit = window.hitTest(point, with: nil)
                    while let view = hit, view !== window {
                        depthSum += 1
                        hit = view.superview
                    }
                }
                return [
                    "views": views, "mean-hit-depth": Double(depthSum) / 1000,
                ]
            }
        },
        .timed("dump", operations: 1) {
            let window = makeFanTree(count: 10_000)
            return {
                let text = window.treeDescription()
                return ["views": 10_000, "bytes": Double(text.utf8.count)]
            }
        },
        .timed("build-tree", operations: 1) {
            {
                let root = View(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
                var parents = [root]
                var made = 0
                // 100,000 views, 10 children per parent.
                while made < 100_000 {
                    var next: [View] = []
                    next.reserveCapacity(parents.count * 10)
                    for parent in parents where made < 100_000 {
                        for index in 0..<10 where made < 100_000 {
                            let view = View(
                                frame: CGRect(x: CGFloat(index) * 10, y: 0, width: 10, height: 10))
                            parent.addSubview(view)
                            next.append(view)
                            made += 1
                        }
                    }
                    parents = next
                }
                return ["views": Double(made)]
            }
        },
        .size("bytes-per-view", unit: "bytes") {
            // Resident size before and after making 200,000 attached plain views.
            let count = 200_000
            let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let before = residentBytes()
            var parent = root
            for index in 0..<count {
                let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                parent.addSubview(view)
                if index % 100 == 99 { parent = view }  // fans of 100, like real trees
            }
            let after = residentBytes()
            withExtendedLifetime(root) {}
            return ((after - before) / Double(count)).rounded()
        },
    ]
}

extension View {
    /// The number of views in this subtree, self included.
    var subtreeCount: Int { 1 + subviews.reduce(0) { $0 + $1.subtreeCount } }
}

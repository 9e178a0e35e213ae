import Foundation
import HeadlessKit
import HeadlessTesting

/// The testing-tools workloads: pictures and tree assertions.
@MainActor
func testingWorkloads() -> [Workload] {
    [
        .timed("svg-10k", operations: 1) {
            // The dump's 10,000-view fan tree, with clipping and transparency to draw too.
            let window = makeFanTree(count: 10_000)
            for view in window.subviews { view.clipsToBounds = true }
            var index = 0
            for view in window.all(ofType: View.self) {
                if index % 50 == 49 { view.alpha = 0.5 }
                index += 1
            }
            return {
                let svg = window.svg()
                return ["views": 10_000, "bytes": Double(svg.utf8.count)]
            }
        },
        .timed("assert-tree-1k", operations: 1) {
            // What a passing assertTree does: dump, then compare with an indented literal.
            let window = makeFanTree(count: 1_000)
            let lines = window.treeDescription(.geometry).split(separator: "\n")
            let expected = lines.map { "        " + $0 }.joined(separator: "\n")
            return {
                let actual = window.treeDescription(.geometry)
                let mismatch = treeMismatch(actual: actual, expected: expected)
                precondition(mismatch == nil, "assert-tree-1k: the trees differ")
                return [
                    "views": 1_000, "lines": Double(lines.count),
                    "bytes": Double(actual.utf8.count),
                ]
            }
        },
    ]
}

import Foundation
import Testing

@testable import HeadlessKit

/// The order in which a layout pass visits views while callbacks change the tree under it.
@MainActor @Suite struct LayoutWalkOrderTests {
    /// A view that logs its `layoutSubviews` and `updateConstraints` calls by name.
    final class Logging: View {
        let name: String
        let log: Log
        var onLayout: (() -> Void)?

        init(_ name: String, _ log: Log) {
            self.name = name
            self.log = log
            super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            log.entries.append("layout \(name)")
            let action = onLayout
            onLayout = nil
            action?()
        }

        override func updateConstraints() {
            log.entries.append("update \(name)")
            super.updateConstraints()
        }
    }

    final class Log { var entries: [String] = [] }

    @Test(
        "A layoutSubviews that removes a later sibling and adds a view under an unvisited one: parents before children, the removed one skipped (UIKit: layoutSubviews)"
    )
    func treeChangedDuringPass() {
        //  window
        //   +- root
        //       +- a      (its layoutSubviews removes c and adds d under b)
        //       +- b
        //       |   +- b1
        //       +- c
        let log = Log()
        let window = Window(size: CGSize(width: 100, height: 100))
        let root = Logging("root", log)
        let a = Logging("a", log)
        let b = Logging("b", log)
        let b1 = Logging("b1", log)
        let c = Logging("c", log)
        let d = Logging("d", log)
        window.addSubview(root)
        for view in [a, b, c] { root.addSubview(view) }
        b.addSubview(b1)
        a.onLayout = {
            c.removeFromSuperview()
            b.addSubview(d)
        }
        window.layoutIfNeeded()
        // Removing c asks root for layout again: a second pass lays out root alone.
        #expect(
            log.entries == [
                "layout root", "layout a", "layout b", "layout b1", "layout d", "layout root",
            ])
        #expect(!window.needsLayout && !root.needsLayout && !d.needsLayout)
        #expect(c.needsLayout)  // never laid out: it left before its turn
    }

    @Test(
        "A subtree that asked for updateConstraints before it joined a window runs it at the next layout, children first (UIKit: updateConstraints)"
    )
    func updateConstraintsAskedBeforeJoining() {
        let log = Log()
        let window = Window(size: CGSize(width: 100, height: 100))
        let outer = Logging("outer", log)
        let middle = Logging("middle", log)
        let inner = Logging("inner", log)
        outer.addSubview(middle)
        middle.addSubview(inner)
        inner.setNeedsUpdateConstraints()
        outer.setNeedsUpdateConstraints()
        window.addSubview(outer)
        window.layoutIfNeeded()
        #expect(
            log.entries.filter { $0.hasPrefix("update") } == ["update inner", "update outer"])
        log.entries = []
        // Asked again from inside the tree: only that view runs it.
        inner.setNeedsUpdateConstraints()
        window.layoutIfNeeded()
        #expect(log.entries == ["update inner", "layout inner"])
        log.entries = []
        window.layoutIfNeeded()
        #expect(log.entries.isEmpty)
    }

    @Test(
        "updateConstraintsIfNeeded on a view runs the requests in its subtree only, bottom-up (UIKit: updateConstraintsIfNeeded)"
    )
    func updateConstraintsIfNeededOnSubtree() {
        let log = Log()
        let window = Window(size: CGSize(width: 100, height: 100))
        let left = Logging("left", log)
        let leftChild = Logging("leftChild", log)
        let right = Logging("right", log)
        window.addSubview(left)
        window.addSubview(right)
        left.addSubview(leftChild)
        window.layoutIfNeeded()
        log.entries = []
        leftChild.setNeedsUpdateConstraints()
        left.setNeedsUpdateConstraints()
        right.setNeedsUpdateConstraints()
        left.updateConstraintsIfNeeded()
        #expect(log.entries == ["update leftChild", "update left"])
        window.updateConstraintsIfNeeded()
        #expect(log.entries == ["update leftChild", "update left", "update right"])
    }

    @Test(
        "Views held only by their superview that remove themselves and their siblings in layoutSubviews: each finishes its call, the removed ones are skipped (UIKit: layoutSubviews)"
    )
    func viewsHeldOnlyByTheTreeLeaveDuringPass() {
        final class Clearing: View {
            let log: Log
            init(_ log: Log) {
                self.log = log
                super.init(frame: .zero)
            }
            override func layoutSubviews() {
                let parent = superview
                for sibling in parent?.subviews ?? [] where sibling !== self {
                    sibling.removeFromSuperview()
                }
                removeFromSuperview()
                // Still alive here: the pass holds what it walks.
                log.entries.append("cleared \(tag)")
            }
        }
        let log = Log()
        let window = Window(size: CGSize(width: 100, height: 100))
        let holder = View()
        window.addSubview(holder)
        for index in 0..<4 {
            let view = Clearing(log)
            view.tag = index + 1
            holder.addSubview(view)
        }
        window.layoutIfNeeded()
        #expect(log.entries == ["cleared 1"])
        #expect(holder.subviews.isEmpty)
    }
}

import Foundation
import Testing

@testable import HeadlessKit

/// A controller tree of any depth is described and released without recursion: one stack
/// frame per level would overflow the 8 MB main-thread stack long before 100,000 levels.
@MainActor @Suite struct ControllerHierarchyDepthTests {
    /// A chain of `depth` controllers, built from the leaf up; returns the top and the leaf
    /// (titled "leaf").
    func chain(_ depth: Int) -> (top: ViewController, leaf: ViewController) {
        let leaf = ViewController()
        leaf.title = "leaf"
        var top = leaf
        for _ in 1..<depth {
            let parent = ViewController()
            parent.addChild(top)
            top = parent
        }
        return (top, leaf)
    }

    /// A chain of `depth` controllers, built from the top down; returns the top and the leaf.
    func chainFromTheTop(_ depth: Int) -> (top: ViewController, leaf: ViewController) {
        let top = ViewController()
        var leaf = top
        for _ in 1..<depth {
            let child = ViewController()
            leaf.addChild(child)
            leaf = child
        }
        return (top, leaf)
    }

    @Test("A 100,000-deep chain built either way checks for cycles in linear time (addChild)")
    func buildingADeepChainIsLinear() {
        // UIKit: addChild(_:) (a controller's ancestor cannot become its child). Walking all
        // of the new parent's ancestors on each call would look at n²/2 controllers building
        // the chain from the top.
        let depth = 100_000
        let before = View.treeOperations.controllerCycleCheckSteps
        let (top, leaf) = chainFromTheTop(depth)
        let fromTheTop = View.treeOperations.controllerCycleCheckSteps - before
        #expect(!TreeOperations.isCounting || fromTheTop <= 2 * depth, "\(fromTheTop) steps")
        let (otherTop, otherLeaf) = chain(depth)
        let fromTheBottom =
            View.treeOperations.controllerCycleCheckSteps - before - fromTheTop
        #expect(!TreeOperations.isCounting || fromTheBottom <= 2 * depth, "\(fromTheBottom)")
        // Joining the two chains (no cycle): the walk down from the other top would take
        // 100,000 steps, the walk up from the leaf as many; a short subtree stops the check.
        let small = ViewController()
        small.addChild(ViewController())
        let joining = View.treeOperations.controllerCycleCheckSteps
        leaf.addChild(small)
        #expect(
            !TreeOperations.isCounting
                || View.treeOperations.controllerCycleCheckSteps - joining <= 4)
        leaf.addChild(otherTop)
        #expect(otherLeaf.parent?.parent != nil)
        var depthOfOtherLeaf = 0
        var ancestor = otherLeaf.parent
        while let current = ancestor {
            depthOfOtherLeaf += 1
            ancestor = current.parent
        }
        #expect(depthOfOtherLeaf == 2 * depth - 1)
        #expect(top.children.count == 1)
    }

    @Test("A 100,000-deep controller chain is described and dropped (UIKit: children)")
    func deepChainIsDescribedAndDropped() {
        let depth = 100_000
        weak var weakLeaf: ViewController?
        weak var weakMiddle: ViewController?
        do {
            let (top, leaf) = chain(depth)
            weakLeaf = leaf
            weakMiddle = leaf.parent?.parent
            #expect(weakMiddle != nil)
            let lines = top.hierarchyDescription().split(separator: "\n")
            #expect(lines.count == depth)
            #expect(lines.first == "ViewController state=disappeared view=(not loaded)")
            #expect(
                lines.last
                    == "[\(depth - 1)] └ ViewController \"leaf\" state=disappeared view=(not loaded)"
            )
            // Linear: no line is longer than the fixed indent allows.
            #expect(lines.allSatisfy { $0.count < 140 })
        }
        // Every controller below the top was released by the outermost deinit's loop.
        #expect(weakLeaf == nil)
        #expect(weakMiddle == nil)
    }

    @Test("The controller dump indents with branch lines up to a fixed depth, then prints it")
    func deepHierarchyPrintsTheDepth() {
        let limit = TreeWriter.maxIndentLevels
        let (top, _) = chain(limit + 3)
        let lines = top.hierarchyDescription().split(separator: "\n").map(String.init)
        let line = " ViewController state=disappeared view=(not loaded)"
        #expect(lines.count == limit + 3)
        #expect(lines[1] == "└" + line)
        #expect(lines[limit] == String(repeating: "  ", count: limit - 1) + "└" + line)
        #expect(lines[limit + 1] == "[\(limit + 1)] └" + line)
        #expect(
            lines[limit + 2]
                == "[\(limit + 2)] └ ViewController \"leaf\" state=disappeared view=(not loaded)")
    }

    @Test("Siblings keep their branch lines past the fixed depth")
    func deepSiblingsKeepTheirBranches() {
        let limit = TreeWriter.maxIndentLevels
        let (top, leaf) = chain(limit + 2)
        let sibling = ViewController()
        sibling.title = "sibling"
        leaf.parent?.addChild(sibling)
        let lines = top.hierarchyDescription().split(separator: "\n").map(String.init)
        #expect(lines.count == limit + 3)
        #expect(
            lines.suffix(2) == [
                "[\(limit + 1)] ├ ViewController \"leaf\" state=disappeared view=(not loaded)",
                "[\(limit + 1)] └ ViewController \"sibling\" state=disappeared view=(not loaded)",
            ])
    }

    @Test("A child that outlives its dropped parent has no parent (UIKit: parent is weak)")
    func childOutlivesItsParent() {
        let child = ViewController()
        let grandchild = ViewController()
        do {
            let parent = ViewController()
            parent.addChild(child)
            child.addChild(grandchild)
            #expect(child.parent === parent)
        }
        #expect(child.parent == nil)
        #expect(grandchild.parent === child)
        #expect(child.children.map(ObjectIdentifier.init) == [ObjectIdentifier(grandchild)])
    }
}

import Foundation
import HeadlessCassowary
import Testing

@testable import HeadlessKit

// Auto Layout cost grows with the constraints touched, never with the depth of the tree or with
// views placed by their frames. These tests count engine items, solver constraints, pivots and
// rebuilds; they never time anything.

/// A window with an `depth`-deep chain of plain views, each 1 pt right of its superview.
@MainActor
private func deepTree(_ depth: Int) -> (Window, View) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    var parent: View = window
    for _ in 0..<depth {
        let view = View(frame: CGRect(x: 1, y: 0, width: 300, height: 300))
        parent.addSubview(view)
        parent = view
    }
    return (window, parent)
}

/// `n` sibling views in a horizontal chain in a frame-placed container (width 10 each, the
/// first 1 pt after the container's leading edge, each next 1 pt after the previous one's
/// trailing edge), constraints inactive. The views are the container's subviews, in order.
@MainActor
func chain(_ n: Int) -> (Window, View, [LayoutConstraint]) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let container = View(frame: window.bounds)
    window.addSubview(container)
    var constraints: [LayoutConstraint] = []
    var previous: View?
    for _ in 0..<n {
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        constraints.append(view.widthAnchor.constraint(equalToConstant: 10))
        constraints.append(
            view.leadingAnchor.constraint(
                equalTo: previous?.trailingAnchor ?? container.leadingAnchor, constant: 1))
        previous = view
    }
    return (window, container, constraints)
}

@MainActor @Suite struct LayoutScaleTests {
    @Test(
        "One constraint on a deep leaf puts only the leaf in the solver, whatever the depth (UIKit: views placed by frames take no part in Auto Layout)"
    )
    func deepLeafAlone() {
        var counts: [[Int]] = []
        for depth in [50, 500] {
            let (window, leaf) = deepTree(depth)
            leaf.translatesAutoresizingMaskIntoConstraints = false
            leaf.widthAnchor.constraint(equalToConstant: 100).isActive = true
            window.layoutIfNeeded()
            #expect(leaf.frame.width == 100)
            let engine = window.extras!.layoutEngine!
            counts.append([engine.items.count, engine.solverConstraintCount])
        }
        #expect(counts[0] == counts[1])
        #expect(counts[0][0] == 1)
    }

    @Test("A constraint to an ancestor puts only the views between the two in the solver")
    func leafToAncestor() {
        let (window, leaf) = deepTree(40)
        // The ancestor 10 levels above the leaf.
        var ancestor = leaf
        for _ in 0..<10 { ancestor = ancestor.superview! }
        leaf.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            leaf.leadingAnchor.constraint(equalTo: ancestor.leadingAnchor, constant: 25),
            leaf.topAnchor.constraint(equalTo: ancestor.topAnchor),
            leaf.widthAnchor.constraint(equalToConstant: 10),
            leaf.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        // The 9 views between are each 1 pt right of their superview.
        #expect(leaf.frame == CGRect(x: 16, y: 0, width: 10, height: 10))
        #expect(leaf.convert(CGPoint.zero, to: ancestor) == CGPoint(x: 25, y: 0))
        #expect(window.extras!.layoutEngine!.items.count == 11)
    }

    @Test(
        "Cousins in frame-placed containers are related in their common ancestor's coordinates")
    func cousins() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let left = View(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let right = View(frame: CGRect(x: 200, y: 50, width: 100, height: 100))
        let spectator = View(frame: CGRect(x: 0, y: 300, width: 50, height: 50))
        window.addSubview(left)
        window.addSubview(right)
        window.addSubview(spectator)
        let a = View(frame: CGRect(x: 5, y: 5, width: 30, height: 30))  // placed by its frame
        let b = View()
        left.addSubview(a)
        right.addSubview(b)
        b.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 1),
            b.topAnchor.constraint(equalTo: a.bottomAnchor),
            b.widthAnchor.constraint(equalToConstant: 10),
            b.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        // a's trailing is at x = 45 and its bottom at y = 55 in the window.
        #expect(b.convert(CGPoint.zero, to: window) == CGPoint(x: 46, y: 55))
        #expect(spectator.engineItem == nil)
        // Moving a container moves what is related to it.
        left.frame.origin.x = 30
        window.layoutIfNeeded()
        #expect(b.convert(CGPoint.zero, to: window) == CGPoint(x: 66, y: 55))
    }

    @Test(
        "A container that joins the engine after its subviews keeps their frames and relates them to the rest"
    )
    func lateJoin() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let container = View(frame: CGRect(x: 50, y: 40, width: 200, height: 200))
        window.addSubview(container)
        let a = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let b = View()
        b.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(a)
        container.addSubview(b)
        LayoutConstraint.activate([
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 5),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            b.widthAnchor.constraint(equalToConstant: 30),
            b.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 35, y: 10, width: 30, height: 10))
        #expect(container.engineItem == nil)
        let x = View()
        x.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(x)
        LayoutConstraint.activate([
            x.leadingAnchor.constraint(equalTo: b.leadingAnchor),
            x.topAnchor.constraint(equalTo: b.bottomAnchor),
            x.widthAnchor.constraint(equalToConstant: 5),
            x.heightAnchor.constraint(equalToConstant: 5),
        ])
        window.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 35, y: 10, width: 30, height: 10))
        #expect(x.frame == CGRect(x: 85, y: 60, width: 5, height: 5))
        // The container now follows its frame in the solver.
        container.frame.origin = CGPoint(x: 0, y: 0)
        window.layoutIfNeeded()
        #expect(x.frame == CGRect(x: 35, y: 20, width: 5, height: 5))
        #expect(b.frame == CGRect(x: 35, y: 10, width: 30, height: 10))
    }

    @Test(
        "Deactivating a whole chain costs no pivots per constraint: the solver is rebuilt from what stays"
    )
    func deactivateChainIsLinear() {
        var pivots: [Int] = []
        for n in [100, 400] {
            let (window, container, constraints) = chain(n)
            LayoutConstraint.activate(constraints)
            window.layoutIfNeeded()
            #expect(container.subviews.last!.frame.minX == CGFloat(11 * (n - 1) + 1))
            let engine = window.extras!.layoutEngine!
            let before = engine.solverPivotCount
            LayoutConstraint.deactivate(constraints)
            window.layoutIfNeeded()
            pivots.append(engine.solverPivotCount - before)
            #expect(engine.rebuildCount == 1)
            #expect(constraints.allSatisfy { !$0.isActive })
            #expect(container.engineItem?.constraintsReferencing.isEmpty ?? true)
            // What stays: the frame constraints of the container, nothing of the chain.
            #expect(engine.solverConstraintCount <= 8)
        }
        #expect(pivots[1] <= pivots[0] + 8)
    }

    @Test("Removing a constrained subtree takes its constraints out with one solver update")
    func removeConstrainedSubtree() {
        let (window, container, constraints) = chain(300)
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        let engine = window.extras!.layoutEngine!
        let before = engine.solverPivotCount
        container.removeFromSuperview()
        #expect(engine.rebuildCount == 1)
        #expect(engine.solverPivotCount - before <= 8)
        // Wholly inside the container: active again in its own tree.
        #expect(constraints.allSatisfy { $0.isActive })
        container.layoutIfNeeded()
        #expect(container.subviews.last!.frame.minX == CGFloat(11 * 299 + 1))
    }

    @Test("Deactivating a few constraints of many removes them one by one, without a rebuild")
    func deactivateFew() {
        let (window, container, constraints) = chain(200)
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        let engine = window.extras!.layoutEngine!
        let last = constraints.count - 1
        LayoutConstraint.deactivate([constraints[last]])
        constraints[last].isActive = true
        window.layoutIfNeeded()
        #expect(engine.rebuildCount == 0)
        #expect(container.subviews.last!.frame.minX == CGFloat(11 * 199 + 1))
    }
}

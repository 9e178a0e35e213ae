import Foundation
import Testing

@testable import HeadlessKit

/// Tree operations in deep trees cost what they touch, not the depth: a tree built from the
/// bottom up with constraints hands its layout engine to each new root instead of activating
/// every constraint again, a detached tree's engine is found without walking up, the
/// `insertSubview` cycle check climbs no higher than the added subtree is tall, and a leaf's
/// frame change asks no scroll view whether it is inside it.
@MainActor @Suite struct DeepWalksTests {
    /// What the tree operations in `body` counted, less what was counted before.
    private func counted(_ body: () -> Void) -> TreeOperations {
        let before = View.treeOperations
        body()
        let after = View.treeOperations
        var difference = TreeOperations()
        difference.rootSteps = after.rootSteps - before.rootSteps
        difference.ancestorSteps = after.ancestorSteps - before.ancestorSteps
        difference.constraintsCarried = after.constraintsCarried - before.constraintsCarried
        difference.cycleCheckSteps = after.cycleCheckSteps - before.cycleCheckSteps
        difference.traitSteps = after.traitSteps - before.traitSteps
        return difference
    }

    /// The walks counted: views passed on the way up, constraints activated again and views
    /// the cycle check passed.
    private func walks(_ body: () -> Void) -> Int {
        let c = counted(body)
        return c.rootSteps + c.ancestorSteps + c.constraintsCarried + c.cycleCheckSteps
            + c.traitSteps
    }

    /// Pins `view` to its superview: leading `x`, top 0, 100 × 100.
    private func pin(_ view: View, x: CGFloat) {
        let parent = view.superview!
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: x),
            view.topAnchor.constraint(equalTo: parent.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 100),
            view.heightAnchor.constraint(equalToConstant: 100),
        ])
    }

    /// A chain `depth` views deep, each pinned to its superview 1 point in, built from the
    /// bottom up (each new view takes the chain so far) or from the top down; returns the
    /// top, the leaf and the walks the building counted.
    private func chain(depth: Int, bottomUp: Bool) -> (top: View, leaf: View, walks: Int) {
        let leaf = View()
        leaf.translatesAutoresizingMaskIntoConstraints = false
        var top = leaf
        var reads = 0
        if bottomUp {
            reads = walks {
                for _ in 1..<depth {
                    let parent = View()
                    parent.addSubview(top)
                    pin(top, x: 1)
                    top = parent
                    top.translatesAutoresizingMaskIntoConstraints = false
                }
            }
            return (top, leaf, reads)
        }
        top = View()
        top.translatesAutoresizingMaskIntoConstraints = false
        var bottom = top
        reads = walks {
            for level in 1..<depth {
                let next = level == depth - 1 ? leaf : View()
                next.translatesAutoresizingMaskIntoConstraints = false
                bottom.addSubview(next)
                pin(next, x: 1)
                bottom = next
            }
        }
        return (top, leaf, reads)
    }

    /// Attaches `top` to a new window, pinned at the origin, lays it out and returns the
    /// leaf's frame in the window.
    private func attachAndLayOut(_ top: View, leaf: View) -> (CGRect, Window) {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.addSubview(top)
        pin(top, x: 0)
        window.layoutIfNeeded()
        return (leaf.convert(leaf.bounds, to: window), window)
    }

    @Test(
        "Building a constrained chain from the bottom up activates no constraint again: each new root takes the engine over (UIKit: constraints between views that move together stay active)"
    )
    func bottomUpBuildingIsLinear() {
        let small = chain(depth: 1_000, bottomUp: true)
        let large = chain(depth: 4_000, bottomUp: true)
        if TreeOperations.isCounting {
            #expect(Double(large.walks) <= 4.5 * Double(max(small.walks, 1)))
            #expect(large.walks < 4_000)
        }
        // The same layout as the chain built from the top down (no engine handed over).
        let (bottomUpFrame, window) = attachAndLayOut(large.top, leaf: large.leaf)
        let reference = chain(depth: 4_000, bottomUp: false)
        let (topDownFrame, other) = attachAndLayOut(reference.top, leaf: reference.leaf)
        #expect(bottomUpFrame == CGRect(x: 3_999, y: 0, width: 100, height: 100))
        #expect(bottomUpFrame == topDownFrame)
        _ = (window, other)
    }

    @Test(
        "A tree joining another moves the constraints of the one with fewer: building from the bottom up beside a constrained sibling at each level stays linear"
    )
    func joiningMovesTheSmaller() {
        func build(depth: Int) -> (walks: Int, top: View, leaf: View) {
            let leaf = View()
            leaf.translatesAutoresizingMaskIntoConstraints = false
            var top = leaf
            let reads = walks {
                for _ in 1..<depth {
                    let parent = View()
                    // The new root has an engine of its own (one constraint) before it takes
                    // the chain.
                    let badge = View()
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    parent.addSubview(badge)
                    badge.widthAnchor.constraint(equalToConstant: 7).isActive = true
                    parent.addSubview(top)
                    pin(top, x: 2)
                    top = parent
                    top.translatesAutoresizingMaskIntoConstraints = false
                }
            }
            return (reads, top, leaf)
        }
        let small = build(depth: 500)
        let large = build(depth: 2_000)
        if TreeOperations.isCounting {
            #expect(Double(large.walks) <= 4.5 * Double(max(small.walks, 1)))
        }
        let (frame, window) = attachAndLayOut(large.top, leaf: large.leaf)
        #expect(frame == CGRect(x: 3_998, y: 0, width: 100, height: 100))
        _ = window
    }

    @Test(
        "Outside a window, a deep view's frame, intrinsic size, layoutIfNeeded and translatesAutoresizingMaskIntoConstraints cost the same whatever the depth (UIKit: layoutIfNeeded lays out the view's subtree)"
    )
    func detachedWorkAtTheBottomIsConstant() {
        func work(depth: Int) -> (walks: Int, x: CGFloat) {
            let built = chain(depth: depth, bottomUp: false)
            let leaf = built.leaf
            built.top.layoutIfNeeded()
            let reads = walks {
                for step in 0..<20 {
                    leaf.invalidateIntrinsicContentSize()
                    leaf.layoutIfNeeded()
                    let extra = View(frame: CGRect(x: CGFloat(step), y: 0, width: 5, height: 5))
                    leaf.addSubview(extra)
                    extra.widthAnchor.constraint(lessThanOrEqualToConstant: 50).isActive = true
                    extra.frame.origin.x += 1  // a translating view with an item: pinned again
                    extra.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        extra.leadingAnchor.constraint(equalTo: leaf.leadingAnchor, constant: 4),
                        extra.topAnchor.constraint(equalTo: leaf.topAnchor),
                        extra.widthAnchor.constraint(equalToConstant: 3),
                        extra.heightAnchor.constraint(equalToConstant: 2),
                    ])
                    leaf.layoutIfNeeded()
                    #expect(extra.frame == CGRect(x: 4, y: 0, width: 3, height: 2))
                    extra.removeFromSuperview()
                }
            }
            return (reads, leaf.frame.minX)
        }
        let small = work(depth: 500)
        let large = work(depth: 4_000)
        #expect(small.x == 1 && large.x == 1)
        if TreeOperations.isCounting {
            #expect(large.walks <= small.walks + 20)
        }
    }

    @Test(
        "The cycle check of insertSubview climbs no higher than the added subtree is tall: building a deep chain of two-view pieces from the top down stays linear"
    )
    func cycleCheckIsBounded() {
        func build(depth: Int) -> Int {
            let top = View()
            var bottom = top
            return counted {
                for _ in 0..<depth {
                    let piece = View()
                    let child = View()
                    piece.addSubview(child)
                    bottom.addSubview(piece)
                    bottom = child
                }
            }.cycleCheckSteps
        }
        let small = build(depth: 1_000)
        let large = build(depth: 4_000)
        if TreeOperations.isCounting {
            #expect(small > 0)
            #expect(Double(large) <= 4.5 * Double(small))
        }
        // Still right at any distance: every ancestor is one, no other view is.
        var levels: [View] = [View()]
        for _ in 0..<50 {
            let next = View()
            levels.last!.addSubview(next)
            levels.append(next)
        }
        levels.last!.addSubview(View())
        let stranger = View()
        stranger.addSubview(View())
        for (index, level) in levels.enumerated() {
            #expect(level.isAncestorOrSelf(of: levels.last!), "level \(index)")
            #expect(!levels.last!.isAncestorOrSelf(of: level) || level === levels.last!)
            #expect(!stranger.isAncestorOrSelf(of: level))
        }
    }

    @Test("Adding a view's ancestor as its subview stops, naming both views (UIKit raises)")
    func addingAnAncestorStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let top = View()
            top.debugName = "top"
            var bottom = top
            for _ in 0..<200 {
                let next = View()
                bottom.addSubview(next)
                bottom = next
            }
            bottom.debugName = "bottom"
            bottom.addSubview(top)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("is an ancestor of"), "\(message)")
        #expect(message.contains("top") && message.contains("bottom"), "\(message)")
    }

    @Test(
        "A leaf's frame changing deep in a window with a safe area and a scroll view asks no scroll view whether it is inside the leaf (UIKit: adjustedContentInset follows the safe area)"
    )
    func leafGeometryWalksNoScrollView() {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let scroll = ScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 390, height: 3_000)
        var bottom: View = window
        for _ in 0..<2_000 {
            let next = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            bottom.addSubview(next)
            bottom = next
        }
        bottom.addSubview(scroll)
        let leaf = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(leaf)
        #expect(scroll.adjustedContentInset.top == 47)
        let steps = counted {
            for step in 0..<100 { leaf.frame.origin.y = CGFloat(step) }
        }.ancestorSteps
        if TreeOperations.isCounting { #expect(steps == 0) }
        // An ancestor of the scroll view moving still tells it.
        scroll.superview!.frame.origin.y = 5
        #expect(scroll.needsAdjustedContentInsetUpdate)
    }

    @Test(
        "A constrained subtree moved between two parents, and between a window and no window, lays out as it did (UIKit: constraints inside a moved subtree stay active)"
    )
    func movedSubtreeLaysOutTheSame() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let detached = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let otherDetached = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let built = chain(depth: 30, bottomUp: true)
        var frames: [CGRect] = []
        for parent in [window, detached, otherDetached, window, otherDetached] {
            parent.addSubview(built.top)
            pin(built.top, x: 10)
            parent.layoutIfNeeded()
            frames.append(built.leaf.convert(built.leaf.bounds, to: parent))
        }
        // The chain alone, as a root: its engine goes with it.
        built.top.removeFromSuperview()
        built.top.layoutIfNeeded()
        frames.append(built.leaf.convert(built.leaf.bounds, to: built.top))
        #expect(frames.dropLast().allSatisfy { $0 == CGRect(x: 39, y: 0, width: 100, height: 100) })
        #expect(frames.last == CGRect(x: 29, y: 0, width: 100, height: 100))
    }

    final class MovingView: View {
        var onMove: ((MovingView) -> Void)?
        var onLayout: ((MovingView) -> Void)?
        override func didMoveToSuperview() {
            super.didMoveToSuperview()
            onMove?(self)
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            onLayout?(self)
        }
    }

    @Test(
        "A didMoveToSuperview that moves its view again, right after the view brought its engine to a new root, leaves the constraints inside it laid out"
    )
    func handlerMovesTheViewAgain() {
        let top = MovingView()
        top.translatesAutoresizingMaskIntoConstraints = false
        let inner = View()
        inner.translatesAutoresizingMaskIntoConstraints = false
        top.addSubview(inner)
        pin(inner, x: 3)
        let first = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let second = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var moves = 0
        top.onMove = { [weak second] view in
            guard moves == 0, let second else { return }
            moves += 1
            second.addSubview(view)
        }
        first.addSubview(top)
        #expect(top.superview === second)
        pin(top, x: 5)
        second.layoutIfNeeded()
        #expect(
            inner.convert(inner.bounds, to: second) == CGRect(x: 8, y: 0, width: 100, height: 100))
        // The first parent's tree is laid out with nothing of the chain in it.
        first.layoutIfNeeded()
        #expect(first.subviews.isEmpty)
    }

    @Test(
        "A layoutSubviews that removes its view's parent while the pass iterates leaves the moved subtree laid out where it ends"
    )
    func layoutRemovesTheParent() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let parent = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(parent)
        let built = chain(depth: 40, bottomUp: true)
        let mover = MovingView()
        mover.translatesAutoresizingMaskIntoConstraints = false
        mover.addSubview(built.top)
        pin(built.top, x: 1)
        parent.addSubview(mover)
        pin(mover, x: 0)
        var removed = false
        mover.onLayout = { view in
            guard !removed else { return }
            removed = true
            view.superview?.removeFromSuperview()
        }
        window.layoutIfNeeded()
        #expect(parent.superview == nil)
        parent.layoutIfNeeded()
        #expect(
            built.leaf.convert(built.leaf.bounds, to: parent)
                == CGRect(x: 40, y: 0, width: 100, height: 100))
    }

    @Test(
        "Activating the same constraint between a leaf and a distant ancestor again and again climbs the distance each time, and nothing more (UIKit: a constraint is held by the views' nearest common ancestor)"
    )
    func reactivationClimbsTheDistance() {
        func work(depth: Int) -> Int {
            let window = Window(size: CGSize(width: 390, height: 844))
            let top = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            window.addSubview(top)
            var bottom = top
            for _ in 0..<depth {
                let next = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
                bottom.addSubview(next)
                bottom = next
            }
            let leaf = View()
            leaf.translatesAutoresizingMaskIntoConstraints = false
            bottom.addSubview(leaf)
            let far = View()
            far.translatesAutoresizingMaskIntoConstraints = false
            top.addSubview(far)
            far.widthAnchor.constraint(equalToConstant: 40).isActive = true
            let equal = leaf.widthAnchor.constraint(equalTo: far.widthAnchor)
            equal.isActive = true
            let reads = walks {
                for _ in 0..<10 {
                    equal.isActive = false
                    equal.isActive = true
                }
            }
            window.layoutIfNeeded()
            #expect(leaf.frame.width == 40)
            return reads
        }
        let small = work(depth: 200)
        let large = work(depth: 800)
        if TreeOperations.isCounting {
            // The distance climbed each time (both sides in turn), no walk to the root.
            #expect(Double(large) <= 4.5 * Double(max(small, 1)))
        }
    }

    @Test(
        "Adding a subtree under a shallow parent: the cycle check passes the parent's ancestors once, and a leaf or a root outside Auto Layout carries no constraint (UIKit: addSubview(_:))"
    )
    func shallowMovesClimbOnlyTheParentsDepth() {
        // A cell-like subtree (a view with a content view and a label) added to a view three
        // levels below the root, as a collection view adds its cells.
        let root = View()
        var parent = root
        for _ in 0..<3 {
            let next = View()
            parent.addSubview(next)
            parent = next
        }
        let cell = View()
        let content = View()
        cell.addSubview(content)
        content.addSubview(Label(text: "row"))
        let c = counted { parent.addSubview(cell) }
        if TreeOperations.isCounting {
            #expect(c.cycleCheckSteps == 3)
            #expect(c.constraintsCarried == 0)
        }
        #expect(cell.superview === parent)
        // Moving it back under another shallow view, and adding the parent's root to a new
        // view (a root with subviews): the same.
        let other = View()
        root.addSubview(other)
        let moved = counted { other.addSubview(cell) }
        let top = View()
        let rooted = counted { top.addSubview(root) }
        if TreeOperations.isCounting {
            #expect(moved.cycleCheckSteps == 1)
            #expect(rooted.cycleCheckSteps == 0)
            #expect(moved.constraintsCarried + rooted.constraintsCarried == 0)
        }
        #expect(cell.superview === other && root.superview === top)
    }

    @Test(
        "Laying out a window whose views are placed by frames makes no layout engine, and a root's layout asks no other tree (UIKit: layoutIfNeeded())"
    )
    func frameLaidOutWindowMakesNoEngine() {
        let window = Window(size: CGSize(width: 320, height: 480))
        let child = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(child)
        child.addSubview(View(frame: CGRect(x: 10, y: 10, width: 20, height: 20)))
        window.layoutIfNeeded()
        child.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(window.extras?.layoutEngine == nil)
        // A detached frame-built tree: none either.
        let detached = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        detached.addSubview(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        detached.layoutIfNeeded()
        #expect(detached.extras?.layoutEngine == nil)
        #expect(child.frame.width == 100)
    }
}

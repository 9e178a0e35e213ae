import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// Costs that must grow with the work and never faster: each test counts the operations an
/// algorithm performs (never the time) on a size big enough that a quadratic one would show.
/// The counts exist in debug builds (`swift test`); release builds check results only.
@MainActor @Suite struct ViewComplexityTests: ViewTreeFixtures {
    @Test("Removing n siblings front to back renumbers O(n) slots (UIKit: removeFromSuperview)")
    func removingSiblingsFrontToBackIsLinear() {
        let count = 20_000
        let (parent, children) = row(of: count)
        let before = View.treeOperations.slotsRenumbered
        for child in children { child.removeFromSuperview() }
        let renumbered = View.treeOperations.slotsRenumbered - before
        #expect(parent.subviews.isEmpty)
        // Squeezing the holes out halves the store each time: about n in all. One search and
        // one shift per removal would be n²/2.
        #expect(
            !TreeOperations.isCounting || renumbered <= count,
            "renumbered \(renumbered) slots for \(count) removals")
        #expect(children.allSatisfy { $0.superview == nil })
    }

    @Test("A 200,000-deep chain is attached, laid out, hit, converted, dumped, drawn and dropped")
    func deepChainNeedsNoRecursion() {
        // Any recursion per level would overflow the 8 MB main-thread stack at this depth.
        let depth = 200_000
        weak var weakLeaf: View?
        let tornDown = View.treeOperations.viewsTornDown
        do {
            let (window, top, leaf) = chain(depth)
            weakLeaf = leaf
            #expect(leaf.window === window)
            leaf.setNeedsLayout()
            window.layoutIfNeeded()
            #expect(!window.descendantNeedsLayout && !leaf.needsLayout)
            let visits = View.treeOperations.hitTestVisits
            #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === leaf)
            #expect(
                !TreeOperations.isCounting || View.treeOperations.hitTestVisits - visits == depth)
            #expect(leaf.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 1, y: 2))
            #expect(window.first(identifier: "leaf") === leaf)
            #expect(window.first(identifier: "leaf") === leaf)
            let text = window.treeDescription(.init(showsFrames: false, showsProperties: false))
            let lines = text.split(separator: "\n")
            #expect(lines.count == depth + 1)
            #expect(lines.last == "[\(depth)] └ View \"leaf\"")
            // Linear: no line is longer than the fixed indent allows.
            #expect(lines.allSatisfy { $0.count < 120 })
            #expect(window.svg().contains("<svg"))
            top.removeFromSuperview()
            #expect(leaf.window == nil)
        }
        // Every view below the top was released by the outermost deinit's loop.
        #expect(weakLeaf == nil)
        #expect(
            !TreeOperations.isCounting || View.treeOperations.viewsTornDown - tornDown == depth - 1)
    }

    @Test(
        "A hit in a tree of halves looks at the subviews in front of its path only (UIKit: hitTest(_:with:))"
    )
    func hitTestLooksInFrontOfItsPathOnly() {
        // Each view is split into two halves, side by side then one above the other, 12 levels
        // deep (8,191 views, the shape of the `hit-test` benchmark). Subviews are asked front
        // to back and the first that contains the point is where the search goes on, so a
        // point in the back half at every level looks at 2 subviews a level, one in the front
        // half at 1; never at the views beside the path.
        let depth = 12
        let window = Window(frame: CGRect(x: 0, y: 0, width: 4096, height: 4096))
        var level: [View] = [window]
        for index in 0..<depth {
            var next: [View] = []
            for parent in level {
                let b = parent.bounds
                let halves =
                    index % 2 == 0
                    ? b.divided(atDistance: b.width / 2, from: .minXEdge)
                    : b.divided(atDistance: b.height / 2, from: .minYEdge)
                for rect in [halves.slice, halves.remainder] {
                    let view = View(frame: rect)
                    parent.addSubview(view)
                    next.append(view)
                }
            }
            level = next
        }
        let backVisits = View.treeOperations.hitTestVisits
        #expect(window.hitTest(CGPoint(x: 1, y: 1), with: nil) === level.first)
        #expect(
            !TreeOperations.isCounting
                || View.treeOperations.hitTestVisits - backVisits == 2 * depth)
        let frontVisits = View.treeOperations.hitTestVisits
        #expect(window.hitTest(CGPoint(x: 4095, y: 4095), with: nil) === level.last)
        #expect(
            !TreeOperations.isCounting || View.treeOperations.hitTestVisits - frontVisits == depth)
        // Outside the window: nothing is looked at.
        let outsideVisits = View.treeOperations.hitTestVisits
        #expect(window.hitTest(CGPoint(x: -1, y: 1), with: nil) == nil)
        #expect(window.hitTest(CGPoint(x: CGFloat.nan, y: 1), with: nil) == nil)
        #expect(
            !TreeOperations.isCounting || View.treeOperations.hitTestVisits == outsideVisits)
    }

    @Test("Attaching an n-deep chain walks each view a bounded number of times")
    func attachingADeepChainIsLinear() {
        let depth = 10_000
        let (window, top, _) = chain(depth)
        top.removeFromSuperview()
        let before = View.treeOperations.viewsWalked
        window.addSubview(top)
        // willMove(toWindow:), the window pointers and didMoveToWindow: three walks.
        #expect(
            !TreeOperations.isCounting || View.treeOperations.viewsWalked - before <= 3 * depth + 10
        )
    }

    @Test("One tap among n recognizers on a view arbitrates in O(n) (UIKit: UIGestureRecognizer)")
    func manyRecognizersArbitrateLinearly() {
        let count = 2_000
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = View(frame: window.bounds)
        window.addSubview(view)
        var fired: [Int] = []
        for index in 0..<count {
            view.addGestureRecognizer(TapGestureRecognizer { _ in fired.append(index) })
        }
        let before = View.treeOperations.arbitrationChecks
        let touch = Touch(location: CGPoint(x: 50, y: 50), phase: .began)
        window.send(Event(touches: [touch]))
        touch.update(phase: .ended)
        window.send(Event(touches: [touch]))
        let checks = View.treeOperations.arbitrationChecks - before
        // The first to recognize wins and fails the others, as UIKit's exclusive recognizers do.
        #expect(fired == [0])
        #expect(
            !TreeOperations.isCounting || checks <= 3 * count,
            "\(checks) checks for \(count) recognizers")
    }

    @Test(
        "Subviews that asked for layout get it after inserts, removals and moves (UIKit: setNeedsLayout)"
    )
    func dirtySubviewsFollowHierarchyEdits() {
        final class Counting: View {
            var passes = 0
            override func layoutSubviews() { passes += 1 }
        }
        var rng = SplitMix64(seed: 23)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 10))
        let parent = View(frame: window.bounds)
        window.addSubview(parent)
        let pool = (0..<40).map { _ in Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        // The model: which pool views must be laid out at the next pass.
        var dirty = Set<ObjectIdentifier>()
        for step in 0..<3_000 {
            let view = pool[Int(rng.next() % 40)]
            switch rng.next() % 9 {
            case 0, 1:
                // Moving a subview to the front asks nothing of it (only of the parent).
                if view.superview !== parent { dirty.insert(ObjectIdentifier(view)) }
                parent.addSubview(view)
            case 2:
                let index = Int(rng.next() % UInt64(parent.subviews.count + 2))
                if view.superview !== parent { dirty.insert(ObjectIdentifier(view)) }
                parent.insertSubview(view, at: index)
            case 3:
                view.removeFromSuperview()
                dirty.remove(ObjectIdentifier(view))
            case 4:
                guard view.superview === parent else { continue }
                if rng.next() % 2 == 0 {
                    parent.bringSubviewToFront(view)
                } else {
                    parent.sendSubviewToBack(view)
                }
            case 5:
                let count = parent.subviews.count
                guard count >= 2 else { continue }
                parent.exchangeSubview(
                    at: Int(rng.next() % UInt64(count)),
                    withSubviewAt: Int(rng.next() % UInt64(count)))
            case 6:
                // Reading `subviews` squeezes out the holes left by removals.
                _ = parent.subviews
            default:
                guard view.superview === parent else { continue }
                view.setNeedsLayout()
                dirty.insert(ObjectIdentifier(view))
            }
            guard step % 5 == 0 else { continue }
            let before = pool.map(\.passes)
            window.layoutIfNeeded()
            for (index, view) in pool.enumerated() {
                let expected = dirty.contains(ObjectIdentifier(view)) ? 1 : 0
                #expect(view.passes - before[index] == expected, "step \(step), view \(index)")
            }
            dirty.removeAll()
        }
    }

    @Test(
        "One subview asking for layout among n siblings is laid out without walking them, holes or not"
    )
    func oneDirtySubviewAmongManyIsFoundDirectly() {
        let count = 10_000
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (parent, children) = row(of: count)
        window.addSubview(parent)
        window.layoutIfNeeded()
        children[count / 2].setNeedsLayout()
        // Removals before it leave holes; reading `subviews` squeezes them out and renumbers.
        for child in children[0..<100] { child.removeFromSuperview() }
        #expect(parent.subviews.count == count - 100)
        var before = View.treeOperations.viewsWalked
        window.layoutIfNeeded()
        #expect(!children[count / 2].needsLayout)
        // The window, the parent and the dirty subview (a scan would walk 9,900).
        #expect(!TreeOperations.isCounting || View.treeOperations.viewsWalked - before <= 5)
        // One at each end: the noted range spans them (the inserted view is laid out too).
        let front = View()
        parent.insertSubview(front, at: 0)
        children[count - 1].setNeedsLayout()
        before = View.treeOperations.viewsWalked
        window.layoutIfNeeded()
        #expect(!front.needsLayout && !children[count - 1].needsLayout)
    }

}

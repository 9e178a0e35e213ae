import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// Costs that must grow with the work and never faster: each test counts the operations an
/// algorithm performs (never the time) on a size big enough that a quadratic one would show.
/// The counts exist in debug builds (`swift test`); release builds check results only.
@MainActor @Suite struct ScaleTests {
    /// A parent with `count` plain 10×10 subviews side by side (x = 10 · index).
    func row(of count: Int) -> (View, [View]) {
        let parent = View(frame: CGRect(x: 0, y: 0, width: CGFloat(count) * 10, height: 10))
        let children = (0..<count).map { index in
            View(frame: CGRect(x: CGFloat(index) * 10, y: 0, width: 10, height: 10))
        }
        for child in children { parent.addSubview(child) }
        return (parent, children)
    }

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

    @Test("Reading subviews between removals sees them in order, without the removed ones")
    func subviewsBetweenRemovalsStayInOrder() {
        let (parent, children) = row(of: 8)
        children[1].removeFromSuperview()
        children[5].removeFromSuperview()
        #expect(parent.subviews.map { Int($0.frame.minX) / 10 } == [0, 2, 3, 4, 6, 7])
        // A hit test skips the holes and still finds the views around them.
        #expect(parent.hitTest(CGPoint(x: 15, y: 5), with: nil) === parent)
        #expect(parent.hitTest(CGPoint(x: 25, y: 5), with: nil) === children[2])
        children[0].removeFromSuperview()
        parent.addSubview(children[1])
        #expect(parent.subviews.map { Int($0.frame.minX) / 10 } == [2, 3, 4, 6, 7, 1])
        #expect(parent.hitTest(CGPoint(x: 15, y: 5), with: nil) === children[1])
    }

    @Test("A removed subview is freed at once, holes or not (UIKit: removeFromSuperview)")
    func removedSubviewIsFreed() {
        let parent = View()
        weak var middle: View?
        do {
            let a = View()
            let b = View()
            let c = View()
            middle = b
            parent.addSubview(a)
            parent.addSubview(b)
            parent.addSubview(c)
            b.removeFromSuperview()
        }
        #expect(middle == nil)
        #expect(parent.subviews.count == 2)
    }

    @Test("Random inserts, removals and moves keep subviews equal to a plain array")
    func randomHierarchyEditsMatchAModel() {
        var rng = SplitMix64(seed: 19)
        let parent = View(frame: CGRect(x: 0, y: 0, width: 1000, height: 10))
        let pool = (0..<40).map {
            View(frame: CGRect(x: CGFloat($0) * 10, y: 0, width: 10, height: 10))
        }
        var model: [View] = []
        for step in 0..<4_000 {
            let view = pool[Int(rng.next() % 40)]
            switch rng.next() % 7 {
            case 0, 1:
                model.removeAll { $0 === view }
                model.append(view)
                parent.addSubview(view)
            case 2:
                let index = Int(rng.next() % UInt64(model.count + 2))
                if let old = model.firstIndex(where: { $0 === view }) {
                    model.remove(at: old)
                    let to = min(index > old ? index - 1 : index, model.count)
                    model.insert(view, at: to)
                } else {
                    model.insert(view, at: min(index, model.count))
                }
                parent.insertSubview(view, at: index)
            case 3, 4:
                model.removeAll { $0 === view }
                view.removeFromSuperview()
            case 5:
                guard view.superview === parent else { continue }
                model.removeAll { $0 === view }
                model.append(view)
                parent.bringSubviewToFront(view)
            default:
                guard view.superview === parent else { continue }
                model.removeAll { $0 === view }
                model.insert(view, at: 0)
                parent.sendSubviewToBack(view)
            }
            // Read only now and then, so holes pile up between reads.
            if step % 17 == 0 {
                #expect(
                    parent.subviews.map(ObjectIdentifier.init) == model.map(ObjectIdentifier.init),
                    "step \(step)")
            }
            let x = CGFloat(rng.next() % 400) + 5
            let expected = model.last { $0.frame.minX <= x && x < $0.frame.maxX } ?? parent
            #expect(parent.hitTest(CGPoint(x: x, y: 5), with: nil) === expected, "step \(step)")
        }
    }

    /// A chain `depth` views deep under a 100×100 window; returns the window, top and leaf.
    func chain(_ depth: Int) -> (Window, View, View) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let top = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var leaf = top
        for _ in 1..<depth {
            let child = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            leaf.addSubview(child)
            leaf = child
        }
        leaf.accessibilityIdentifier = "leaf"
        window.addSubview(top)
        return (window, top, leaf)
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

    @Test("The text dump indents with branch lines up to a fixed depth, then prints the depth")
    func deepDumpPrintsTheDepth() {
        let (window, _, _) = chain(TreeWriter.maxIndentLevels + 2)
        let text = window.treeDescription(.init(showsFrames: false, showsProperties: false))
        let lines = text.split(separator: "\n").map(String.init)
        let limit = TreeWriter.maxIndentLevels
        #expect(lines[limit] == String(repeating: "  ", count: limit - 1) + "└ View")
        #expect(lines[limit + 1] == "[\(limit + 1)] └ View")
        #expect(lines[limit + 2] == "[\(limit + 2)] └ View \"leaf\"")
    }

    @Test(
        "Overridden hitTest and point(inside:) still decide, deep in a chain (UIKit: hitTest(_:with:))"
    )
    func hitTestOverridesStillWork() {
        final class Bigger: View {
            override func point(inside point: CGPoint, with event: Event?) -> Bool {
                bounds.insetBy(dx: -20, dy: -20).contains(point)
            }
        }
        final class PassThrough: View {
            override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
                let hit = super.hitTest(point, with: event)
                return hit === self ? nil : hit
            }
        }
        let (window, _, leaf) = chain(1_000)
        let bigger = Bigger(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        leaf.addSubview(bigger)
        let inner = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        bigger.addSubview(inner)
        let pass = PassThrough(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        leaf.addSubview(pass)
        let child = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        pass.addSubview(child)
        #expect(window.hitTest(CGPoint(x: 25, y: 25), with: nil) === bigger)
        #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === inner)
        #expect(window.hitTest(CGPoint(x: 55, y: 55), with: nil) === child)
        #expect(window.hitTest(CGPoint(x: 80, y: 80), with: nil) === leaf)
    }

    @Test(
        "A view that removes itself in layoutSubviews leaves its siblings laid out (UIKit: layoutSubviews)"
    )
    func viewRemovingItselfInLayoutSubviews() {
        final class Leaving: View {
            override func layoutSubviews() { removeFromSuperview() }
        }
        final class Counting: View {
            var passes = 0
            override func layoutSubviews() { passes += 1 }
        }
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let leaving = Leaving()
        let next = Counting()
        window.addSubview(leaving)
        window.addSubview(next)
        window.layoutIfNeeded()
        #expect(leaving.superview == nil)
        #expect(next.passes == 1)
        next.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(next.passes == 2)
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

    @Test("Collapsed rows under a header cost a screen's worth of work, not one per row")
    func collapsedListRowsAreSkipped() {
        let count = 100_000
        let host = LayoutHost(size: CGSize(width: 390, height: 844), counts: [count, 3])
        // Row 0 is a 100-pt header row; every other row of section 0 is collapsed (height 0),
        // and section 1 comes right after them.
        host.heightForItem = { $0.section == 0 && $0.item > 0 ? 0 : 100 }
        let list = host.prepare(ListLayout())
        let before = View.treeOperations.rowsExamined
        let shown = list.describe(in: rect(0, 0, 390, 844))
        let examined = View.treeOperations.rowsExamined - before
        #expect(
            shown == [
                "cell [0 0] (0 0; 390 100)", "cell [1 0] (0 100; 390 100)",
                "cell [1 1] (0 200; 390 100)", "cell [1 2] (0 300; 390 100)",
            ])
        #expect(!TreeOperations.isCounting || examined <= 10, "examined \(examined) rows")
        // A fixed row height of 0 shows no rows at all.
        let fixed = ListLayout()
        fixed.rowHeight = 0
        host.heightForItem = nil
        host.prepare(fixed)
        #expect(fixed.describe(in: rect(0, -100, 390, 844)).isEmpty)
    }

    @Test("Collapsed items in a flow layout cost a screen's worth of work, not one per item")
    func collapsedFlowItemsAreSkipped() {
        let count = 100_000
        let host = LayoutHost(size: CGSize(width: 390, height: 844), counts: [count])
        host.sizeForItem = { CGSize(width: 390, height: $0.item == 0 ? 100 : 0) }
        let flow = CollectionViewFlowLayout()
        flow.minimumLineSpacing = 0
        host.prepare(flow)
        let before = View.treeOperations.rowsExamined
        let shown = flow.describe(in: rect(0, 0, 390, 844))
        let examined = View.treeOperations.rowsExamined - before
        #expect(shown == ["cell [0 0] (0 0; 390 100)"])
        #expect(!TreeOperations.isCounting || examined <= 10, "examined \(examined) lines")
        let uniform = CollectionViewFlowLayout()
        uniform.itemSize = CGSize(width: 390, height: 0)
        uniform.minimumLineSpacing = 0
        host.sizeForItem = nil
        host.prepare(uniform)
        #expect(uniform.describe(in: rect(0, -100, 390, 844)).isEmpty)
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

    @Test("A hitTest override that removes siblings mid-search leaves the search safe")
    func hitTestOverrideChangingTheTree() {
        final class Remover: View {
            override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
                for sibling in superview?.subviews ?? [] where sibling !== self {
                    sibling.removeFromSuperview()
                }
                return nil
            }
        }
        let (parent, children) = row(of: 6)
        let remover = Remover(frame: parent.bounds)
        parent.addSubview(remover)
        // The remover is asked first (frontmost) and removes the views behind it.
        #expect(parent.hitTest(CGPoint(x: 25, y: 5), with: nil) === parent)
        #expect(children.allSatisfy { $0.superview == nil })
    }
}

import Foundation
import HeadlessCassowary
import HeadlessTesting
import Testing

@testable import HeadlessKit

// Object lifetimes: strong references point down the tree, references up or sideways are weak
// or cleared by their owner. Whatever a user keeps past its tree stays safe to touch. These
// tests also run under `swift test --sanitize=address`, where a dangling reference stops the
// process.

/// Weak references to objects that must all be freed when the user lets go.
@MainActor
struct Released {
    private var references: [(String, () -> AnyObject?)] = []

    mutating func watch(_ object: AnyObject, _ name: String) {
        weak let reference = object
        references.append((name, { reference }))
    }

    /// The names of the watched objects that are still alive.
    var alive: [String] { references.filter { $0.1() != nil }.map(\.0) }
    var count: Int { references.count }
}

/// A view handed to another thread (unchecked: one thread at a time uses it, in turn).
private final class Handoff: @unchecked Sendable {
    var view: View?
}

/// Two subviews of `container` laid out by constraints (active on return).
@MainActor
private func addConstrainedPair(to container: View) -> (View, View, [LayoutConstraint]) {
    let a = View()
    let b = View()
    a.translatesAutoresizingMaskIntoConstraints = false
    b.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(a)
    container.addSubview(b)
    let constraints = [
        a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
        a.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
        a.widthAnchor.constraint(equalToConstant: 100),
        a.heightAnchor.constraint(equalToConstant: 50),
        b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
        b.topAnchor.constraint(equalTo: a.bottomAnchor),
        b.widthAnchor.constraint(equalTo: a.widthAnchor),
        b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 2),
    ]
    LayoutConstraint.activate(constraints)
    return (a, b, constraints)
}

/// A window with a container whose two subviews are laid out by constraints.
@MainActor
private func constrainedTree() -> (Window, View, View, View, [LayoutConstraint]) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let container = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    window.addSubview(container)
    let (a, b, constraints) = addConstrainedPair(to: container)
    window.layoutIfNeeded()
    #expect(b.frame == CGRect(x: 118, y: 70, width: 100, height: 100))
    return (window, container, a, b, constraints)
}

/// A chain of 50 views (300 × 300 at (1, 1)) under `root`, each with `leavesPerLevel` 5 × 5
/// leaves, every level watched by `released` (but the last one unless `watchingLast`). Returns
/// the last level.
@MainActor
private func watchedChain(
    under root: View, leavesPerLevel: Int = 0, released: inout Released, watchingLast: Bool = true
) -> View {
    var parent = root
    for depth in 0..<50 {
        let view = View(frame: CGRect(x: 1, y: 1, width: 300, height: 300))
        parent.addSubview(view)
        for _ in 0..<leavesPerLevel {
            view.addSubview(View(frame: CGRect(x: 0, y: 0, width: 5, height: 5)))
        }
        if depth < 49 || watchingLast { released.watch(view, "level \(depth)") }
        parent = view
    }
    return parent
}

@MainActor @Suite struct LifetimeTests {
    // MARK: - Animations

    @Test(
        "A view removed while View.animate moves it: the animation is dropped, completion gets false (UIKit: UIView.animate completion)"
    )
    func animatedViewRemoved() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        var finished: [Bool] = []
        do {
            let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(view)
            View.animate(withDuration: 1) {
                view.frame.origin.x = 200
            } completion: {
                finished.append($0)
            }
            window.advance(by: 0.25)
            view.removeFromSuperview()
        }
        window.advance(by: 0.25)
        window.settle()
        #expect(finished == [false])
        #expect(window.isIdle)
    }

    @Test(
        "A view released while View.animate moves it: no dangling read, completion gets false (UIKit: UIView.animate completion)"
    )
    func animatedViewReleased() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        var finished: [Bool] = []
        weak var released: View?
        do {
            let container = View(frame: window.bounds)
            let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            container.addSubview(view)
            window.addSubview(container)
            released = view
            View.animate(withDuration: 1) {
                view.alpha = 0
                view.frame.origin.y = 300
            } completion: {
                finished.append($0)
            }
            window.advance(by: 0.5)
            container.removeFromSuperview()
        }
        #expect(released == nil)
        window.advance(by: 0.25)
        window.settle()
        #expect(finished == [false])
        #expect(window.isIdle)
    }

    @Test(
        "A view that moves to another window mid-animation: the animation stops with false, the new window runs nothing"
    )
    func animatedViewChangesWindow() {
        let first = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let second = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        first.addSubview(view)
        var finished: [Bool] = []
        View.animate(withDuration: 1) {
            view.alpha = 0.5
        } completion: {
            finished.append($0)
        }
        first.advance(by: 0.25)
        second.addSubview(view)
        first.advance(by: 0.1)
        #expect(finished == [false])
        #expect(first.isIdle)
        #expect(view.presentationAlpha == 0.5)
    }

    @Test("Dropping a window mid-animation frees the window, its views and the animator")
    func windowDroppedMidAnimation() {
        var released = Released()
        var finished: [Bool] = []
        do {
            let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(view)
            View.animate(withDuration: 1) {
                view.center.x = 300
            } completion: {
                finished.append($0)
            }
            window.advance(by: 0.5)
            released.watch(window, "window")
            released.watch(view, "view")
            released.watch(window.animator, "animator")
        }
        #expect(released.alive == [])
    }

    // MARK: - Constraints kept past their tree

    @Test(
        "A constraint kept after its views and window are gone is inactive; constant, priority and isActive are harmless (UIKit: NSLayoutConstraint holds its items weakly)"
    )
    func constraintOutlivesTree() {
        var kept: [LayoutConstraint] = []
        do {
            let (window, _, _, _, constraints) = constrainedTree()
            kept = constraints
            _ = window
        }
        for constraint in kept {
            #expect(!constraint.isActive)
            #expect(constraint.firstItem == nil)
            constraint.constant = 42
            #expect(constraint.constant == 42)
            constraint.priority = .defaultHigh
            constraint.isActive = true
            #expect(!constraint.isActive)
            constraint.isActive = false
            #expect(constraint.description.contains("(gone)"))
        }
        LayoutConstraint.activate(kept)
        LayoutConstraint.deactivate(kept)
        #expect(kept.allSatisfy { !$0.isActive })
    }

    @Test(
        "A constraint whose second item is gone while the first lives is inactive, and activating it is a no-op"
    )
    func constraintSecondItemGone() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = View()
        a.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(a)
        var constraint: LayoutConstraint?
        do {
            let b = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            window.addSubview(b)
            constraint = a.widthAnchor.constraint(equalTo: b.widthAnchor)
            constraint!.isActive = true
            window.layoutIfNeeded()
            #expect(a.frame.width == 50)
            b.removeFromSuperview()
        }
        #expect(constraint!.secondItem == nil)
        #expect(!constraint!.isActive)
        constraint!.isActive = true
        #expect(!constraint!.isActive)
        constraint!.constant = 10
        window.layoutIfNeeded()
    }

    @Test("A view kept after its constrained tree is gone can be laid out, measured and re-used")
    func viewOutlivesConstrainedTree() {
        var kept: View?
        weak var engine: LayoutEngine?
        do {
            let (window, container, a, _, _) = constrainedTree()
            engine = container.root.extras?.layoutEngine
            kept = a
            _ = window
        }
        #expect(engine == nil)
        let view = kept!
        #expect(view.superview == nil)
        #expect(view.window == nil)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        _ = view.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        _ = view.hasAmbiguousLayout
        view.exerciseAmbiguityInLayout()
        let other = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        other.addSubview(view)
        view.widthAnchor.constraint(equalToConstant: 30).isActive = true
        view.heightAnchor.constraint(equalToConstant: 40).isActive = true
        view.leadingAnchor.constraint(equalTo: other.leadingAnchor).isActive = true
        view.topAnchor.constraint(equalTo: other.topAnchor).isActive = true
        other.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 30, height: 40))
    }

    @Test("A layout guide kept after its view is gone reads an empty frame")
    func guideOutlivesView() {
        let guide = LayoutGuide()
        do {
            let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let view = View(frame: window.bounds)
            window.addSubview(view)
            view.addLayoutGuide(guide)
            guide.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5).isActive =
                true
            guide.heightAnchor.constraint(equalToConstant: 10).isActive = true
            guide.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            guide.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            window.layoutIfNeeded()
            #expect(guide.layoutFrame.width == 200)
        }
        #expect(guide.owningView == nil)
        #expect(guide.layoutFrame == .zero)
        #expect(guide.layoutDebugName == "?.guide")
    }

    // MARK: - Freed when the user lets go

    @Test(
        "Dropping a tree with active constraints frees every view, constraint, engine and solver"
    )
    func constrainedTreeFreed() {
        var released = Released()
        do {
            let (window, container, a, b, constraints) = constrainedTree()
            let engine = window.extras!.layoutEngine!
            released.watch(window, "window")
            released.watch(container, "container")
            released.watch(a, "a")
            released.watch(b, "b")
            released.watch(engine, "engine")
            #expect(engine.groups.count == 1)  // the pair is tied to the container
            for group in engine.groups {
                released.watch(group, "constraint group")
                if let solver = group.solver { released.watch(solver, "solver") }
            }
            for (index, constraint) in constraints.enumerated() {
                released.watch(constraint, "constraint \(index)")
            }
        }
        #expect(released.count == 15)
        #expect(released.alive == [])
    }

    @Test("Dropping a tree mid-layout-pass (from layoutSubviews) frees it and nothing dangles")
    func droppedMidLayoutPass() {
        final class Dropping: View {
            var onLayout: (() -> Void)?
            override func layoutSubviews() {
                super.layoutSubviews()
                let action = onLayout
                onLayout = nil
                action?()
            }
        }
        var released = Released()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        do {
            let host = Dropping(frame: window.bounds)
            window.addSubview(host)
            let (a, b, constraints) = addConstrainedPair(to: host)
            host.onLayout = { [unowned host] in host.removeFromSuperview() }
            released.watch(host, "host")
            released.watch(a, "a")
            released.watch(b, "b")
            for constraint in constraints { released.watch(constraint, "constraint") }
        }
        window.layoutIfNeeded()
        #expect(released.alive == [])
        window.layoutIfNeeded()
    }

    @Test("Activating and deactivating constraints in a loop does not keep the engine alive")
    func churnFreesEngine() {
        weak var engine: LayoutEngine?
        do {
            let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
            for round in 0..<10 {
                let width = view.widthAnchor.constraint(equalToConstant: CGFloat(round))
                width.isActive = true
                window.layoutIfNeeded()
                width.isActive = false
            }
            engine = window.extras?.layoutEngine
            #expect(engine != nil)
        }
        #expect(engine == nil)
    }

    // MARK: - Unretained superview and window (cleared by the parent's and window's deinit)

    @Test(
        "A view kept after its ancestors are dropped resizes and asks for layout without touching them"
    )
    func resizeAfterAncestorsDropped() {
        // Resizing a view asks its superview for layout, and asking for layout notes each
        // ancestor, all without retaining them: what makes that safe is that a superview clears
        // its subviews' pointer to it when it goes.
        var released = Released()
        var kept: (leaf: View, middle: View)?
        do {
            let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let top = View(frame: window.bounds)
            let middle = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let leaf = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            window.addSubview(top)
            top.addSubview(middle)
            middle.addSubview(leaf)
            window.layoutIfNeeded()
            released.watch(window, "window")
            released.watch(top, "top")
            kept = (leaf, middle)
        }
        #expect(released.alive == [])
        let leaf = kept!.leaf
        #expect(kept!.middle.superview == nil)
        leaf.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        leaf.setNeedsLayout()
        #expect(kept!.middle.needsLayout)
        released.watch(kept!.middle, "middle")
        kept = nil
        #expect(released.alive == [])
        // Now the middle view is gone too: the leaf is alone, and still safe to resize.
        leaf.frame = CGRect(x: 0, y: 0, width: 70, height: 70)
        leaf.layoutIfNeeded()
        #expect(leaf.superview == nil && !leaf.needsLayout)
    }

    @Test("A child kept after its parent is dropped has no superview, and works alone")
    func childOutlivesParent() {
        var child: View?
        do {
            let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let kept = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            kept.addSubview(View(frame: CGRect(x: 1, y: 1, width: 5, height: 5)))
            parent.addSubview(kept)
            child = kept
        }
        let kept = child!
        #expect(kept.superview == nil)
        #expect(kept.subviews[0].superview === kept)
        #expect(kept.root === kept)
        #expect(kept.subviews[0].convert(CGPoint(x: 1, y: 1), to: kept) == CGPoint(x: 2, y: 2))
        #expect(kept.hitTest(CGPoint(x: 2, y: 2), with: nil) === kept.subviews[0])
        kept.removeFromSuperview()
        kept.setNeedsLayout()
        kept.layoutIfNeeded()
        _ = kept.treeDescription()
    }

    @Test(
        "A deep descendant kept after its window is dropped has no window and no superview, and can join another window"
    )
    func deepDescendantOutlivesWindow() {
        var leaf: View?
        var released = Released()
        do {
            let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            leaf = watchedChain(under: window, released: &released, watchingLast: false)
            released.watch(window, "window")
            #expect(leaf?.window === window)
        }
        #expect(released.alive == [])
        let kept = leaf!
        #expect(kept.window == nil)
        #expect(kept.superview == nil)
        let other = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        other.addSubview(kept)
        #expect(kept.window === other)
        other.layoutIfNeeded()
        #expect(other.hitTest(CGPoint(x: 2, y: 2), with: nil) === kept)
    }

    @Test(
        "A window whose last reference goes away on another thread (in DispatchQueue.main.sync or not) frees its tree, and a kept descendant has no superview and no window",
        arguments: [false, true]
    )
    func treeDroppedOffTheMainThread(insideMainQueueSync: Bool) async {
        // A view is `Sendable`: its last reference can go away on any thread. Its deinit then
        // hands its subviews on on the main actor, before the view's memory is freed.
        var released = Released()
        let handoff = Handoff()
        let kept: View
        do {
            let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            kept = watchedChain(under: window, leavesPerLevel: 3, released: &released).subviews[0]
            released.watch(window, "window")
            handoff.view = window
        }
        let droppedOffMain = await Task.detached {
            let offMain = !Thread.isMainThread
            if insideMainQueueSync {
                DispatchQueue.main.sync { handoff.view = nil }
            } else {
                handoff.view = nil
            }
            return offMain
        }.value
        #expect(droppedOffMain)
        #expect(released.alive == [])
        #expect(kept.superview == nil)
        #expect(kept.window == nil)
        let other = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        other.addSubview(kept)
        #expect(kept.window === other)
        #expect(other.hitTest(CGPoint(x: 2, y: 2), with: nil) === kept)
    }

    @Test("Views removed by a sibling's layoutSubviews during a layout pass are not visited")
    func siblingRemovedMidLayout() {
        final class Remover: View {
            var victims: [View] = []
            override func layoutSubviews() {
                super.layoutSubviews()
                for victim in victims { victim.removeFromSuperview() }
                victims = []
            }
        }
        final class Recorder: View {
            var laidOut = 0
            override func layoutSubviews() { laidOut += 1 }
        }
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let remover = Remover(frame: window.bounds)
        window.addSubview(remover)
        weak var released: Recorder?
        do {
            let container = View(frame: window.bounds)
            let victim = Recorder(frame: window.bounds)
            container.addSubview(victim)
            window.addSubview(container)
            remover.victims = [container]
            released = victim
            victim.setNeedsLayout()
        }
        window.layoutIfNeeded()
        #expect(released == nil)
        window.layoutIfNeeded()
    }

    // MARK: - Objects kept past their tree

    @Test(
        "A gesture recognizer kept after its view and window are gone reads nil and accepts writes")
    func recognizerOutlivesView() {
        var kept: PanGestureRecognizer?
        do {
            let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let view = View(frame: window.bounds)
            window.addSubview(view)
            let pan = PanGestureRecognizer()
            view.addGestureRecognizer(pan)
            let touch = Touch(location: CGPoint(x: 100, y: 100))
            window.send(Event(touches: [touch]))
            for step in 1...4 {
                window.runFrames(1)
                touch.update(phase: .moved, location: CGPoint(x: 100, y: 100 + 15 * CGFloat(step)))
                window.send(Event(touches: [touch]))
            }
            #expect(pan.state == .changed)
            kept = pan
        }
        let pan = kept!
        #expect(pan.view == nil)
        _ = pan.state
        _ = pan.translation(in: nil)
        _ = pan.velocity(in: nil)
        pan.isEnabled = false
        pan.isEnabled = true
        let host = View()
        host.addGestureRecognizer(pan)
        #expect(pan.view === host)
    }

    @Test("A cell and a layout kept after their collection view is gone are safe to touch")
    func cellAndLayoutOutliveCollectionView() {
        var cell: CollectionViewCell?
        var layout: CollectionViewLayout?
        weak var released: CollectionView?
        let model = Model([50])
        do {
            let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let flow = CollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 100, height: 50)
            let collection = CollectionView(frame: window.bounds, collectionViewLayout: flow)
            collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collection.dataSource = model
            window.addSubview(collection)
            window.layoutIfNeeded()
            cell = collection.visibleCells.first
            layout = flow
            released = collection
            // The window lets go of it in the middle of a batch update.
            var holder: Window? = window
            collection.performBatchUpdates {
                model.counts[0] -= 1
                collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
                collection.removeFromSuperview()
                holder = nil
            }
            #expect(holder == nil)
        }
        #expect(released == nil)
        #expect(cell?.superview == nil)
        cell?.prepareForReuse()
        cell?.layoutIfNeeded()
        layout?.invalidateLayout()
        layout?.prepare()
        _ = layout?.collectionViewContentSize
        _ = layout?.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test("A view controller kept after its window is gone keeps its view, out of any window")
    func controllerOutlivesWindow() {
        var kept: ViewController?
        var child: ViewController?
        do {
            let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let parent = ViewController()
            let inner = ViewController()
            parent.addChild(inner)
            parent.view.addSubview(inner.view)
            inner.didMove(toParent: parent)
            window.rootViewController = parent
            window.layoutIfNeeded()
            kept = parent
            child = inner
        }
        #expect(kept?.view.window == nil)
        #expect(kept?.view.superview == nil)
        #expect(child?.parent === kept)
        kept = nil
        #expect(child?.parent == nil)
        child?.removeFromParent()
        child?.view.layoutIfNeeded()
    }
}

extension LifetimeTests {
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
}

// MARK: - References the engine and the layout pass keep without retaining

extension LifetimeTests {
    @Test("An engine kept after its views are gone points at none of them and writes no frame")
    func engineOutlivesItsViews() {
        var kept: LayoutEngine?
        weak var released: View?
        do {
            let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let (a, b, _) = addConstrainedPair(to: root)
            root.layoutIfNeeded()
            #expect(b.frame == CGRect(x: 118, y: 70, width: 100, height: 100))
            kept = root.extras?.layoutEngine
            released = a
        }
        #expect(released == nil)
        let engine = try! #require(kept)
        #expect(engine.items.count >= 3)
        #expect(engine.items.allSatisfy { $0.view == nil })
        // A frame pass over every item: none has a view to write.
        engine.markDirty()
        engine.applyIfNeeded(including: engine.items)
    }

    @Test("Items of an engine whose tree joined another point at no view once the views are gone")
    func itemsOfMergedEngineOutliveViews() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        var oldItems: [EngineItem] = []
        weak var released: View?
        do {
            let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let (a, _, _) = addConstrainedPair(to: root)
            root.layoutIfNeeded()
            oldItems = root.extras?.layoutEngine?.items ?? []
            released = a
            // The tree's constraints move to the window's engine; the old items stay here.
            window.addSubview(root)
            window.layoutIfNeeded()
            #expect(a.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
            root.removeFromSuperview()
        }
        #expect(released == nil)
        #expect(oldItems.count >= 3)
        #expect(oldItems.allSatisfy { $0.view == nil })
        window.layoutIfNeeded()
    }

    @Test("A view that removes itself in layoutSubviews, and is freed, is not touched after")
    func viewFreedByItsOwnLayout() {
        final class Leaver: View {
            override func layoutSubviews() {
                super.layoutSubviews()
                removeFromSuperview()
            }
        }
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        weak var released: View?
        weak var releasedChild: View?
        do {
            let container = View(frame: window.bounds)
            window.addSubview(container)
            let leaver = Leaver(frame: window.bounds)
            let child = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            leaver.addSubview(child)
            container.addSubview(leaver)
            container.addSubview(View(frame: window.bounds))
            released = leaver
            releasedChild = child
        }
        window.layoutIfNeeded()
        #expect(released == nil)
        #expect(releasedChild == nil)
        window.layoutIfNeeded()
    }
}

import Foundation
import Testing

@testable import HeadlessKit

/// Moves and constraint activation in deep trees under a trait override cost what the move
/// or the constraint touches, not the depth: views remember the traits they inherit (UIKit's
/// "traitCollection" is the view's own, inherited from its superview), and the layout engine
/// of a tree is found without walking up to its root.
@MainActor @Suite struct DeepTraitMovesTests {
    final class RecordingView: View {
        var previous: [TraitCollection?] = []
        var onChange: ((RecordingView) -> Void)?
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            previous.append(previousTraitCollection)
            onChange?(self)
        }
    }

    /// The ancestors read while `body` runs: to find traits, roots and common ancestors.
    private func ancestorReads(_ body: () -> Void) -> Int {
        let before = View.treeOperations
        body()
        let after = View.treeOperations
        return (after.traitSteps - before.traitSteps) + (after.rootSteps - before.rootSteps)
            + (after.ancestorSteps - before.ancestorSteps)
    }

    /// A controller whose view is dark (`overrideUserInterfaceStyle`), in a window or not.
    private func darkController(inWindow: Bool) -> (ViewController, Window?) {
        let controller = ViewController()
        controller.overrideUserInterfaceStyle = .dark
        guard inWindow else { return (controller, nil) }
        let window = Window(size: CGSize(width: 390, height: 844))
        window.rootViewController = controller
        return (controller, window)
    }

    /// Builds a chain `depth` deep under a dark controller's view, from the top down or from
    /// the bottom up (then attached), and returns the ancestors read and the leaf's style.
    private func build(depth: Int, topDown: Bool, inWindow: Bool) -> (Int, UserInterfaceStyle) {
        let (controller, window) = darkController(inWindow: inWindow)
        var leaf: View = controller.view
        var reads = 0
        if topDown {
            reads = ancestorReads {
                for _ in 0..<depth {
                    let next = View()
                    leaf.addSubview(next)
                    leaf = next
                }
            }
        } else {
            let bottom = View()
            var top = bottom
            reads = ancestorReads {
                for _ in 1..<depth {
                    let parent = View()
                    parent.addSubview(top)
                    top = parent
                }
                controller.view.addSubview(top)
            }
            leaf = bottom
        }
        let style = leaf.traitCollection.userInterfaceStyle
        _ = window
        return (reads, style)
    }

    @Test(
        "Building a deep chain under a controller's overrideUserInterfaceStyle reads ancestors in time linear in the depth, and its leaf is dark (UIKit: traitCollection is inherited)",
        arguments: [true, false]
    )
    func buildingIsLinear(inWindow: Bool) {
        for topDown in [true, false] {
            let small = build(depth: 1_000, topDown: topDown, inWindow: inWindow)
            let large = build(depth: 4_000, topDown: topDown, inWindow: inWindow)
            #expect(small.1 == .dark && large.1 == .dark)
            if TreeOperations.isCounting {
                #expect(small.0 > 0)
                #expect(Double(large.0) <= 4.5 * Double(small.0), "top down: \(topDown)")
            }
        }
    }

    @Test(
        "A deep chain under an override makes state for remembering traits on few of its views"
    )
    func fewViewsRemember() {
        let (controller, window) = darkController(inWindow: true)
        var levels: [View] = []
        var leaf: View = controller.view
        for _ in 0..<1_600 {
            let next = View()
            leaf.addSubview(next)
            leaf = next
            levels.append(next)
        }
        // Asked from every level, as moves and dumps do.
        #expect(levels.allSatisfy { $0.traitCollection.userInterfaceStyle == .dark })
        let remembering = levels.filter { $0.extras != nil }.count
        #expect(remembering <= 1_600 / TraitMemo.spacing + 2)
        _ = window
    }

    @Test(
        "Adding and removing a leaf at the bottom of a deep chain under an override, and activating a constraint between a view and its superview there, cost the same whatever the depth (UIKit: NSLayoutConstraint.activate)",
        arguments: [true, false]
    )
    func bottomWorkIsConstant(inWindow: Bool) {
        func work(depth: Int) -> Int {
            let (controller, window) = darkController(inWindow: inWindow)
            var leaf: View = controller.view
            var levels: [View] = []
            for _ in 0..<depth {
                let next = View()
                next.translatesAutoresizingMaskIntoConstraints = false
                leaf.addSubview(next)
                leaf = next
                levels.append(next)
            }
            // The first constraint at this depth may walk up once.
            levels[depth - 2].widthAnchor.constraint(equalToConstant: 100).isActive = true
            let reads = ancestorReads {
                for _ in 0..<50 {
                    let extra = View()
                    leaf.addSubview(extra)
                    #expect(extra.traitCollection.userInterfaceStyle == .dark)
                    extra.removeFromSuperview()
                    let width = leaf.widthAnchor.constraint(
                        equalTo: levels[depth - 2].widthAnchor, multiplier: 0.5)
                    width.isActive = true
                    width.isActive = false
                }
            }
            _ = window
            return reads
        }
        let small = work(depth: 500)
        let large = work(depth: 4_000)
        if TreeOperations.isCounting {
            #expect(large <= small + 50)
        }
    }

    @Test(
        "A constraint between two views deep in one tree walks up to their common ancestor, not to the root (UIKit: a constraint is held by the views' nearest common ancestor)"
    )
    func farApartPairWalksTheDistance() {
        func work(depth: Int) -> (reads: Int, width: CGFloat) {
            let window = Window(size: CGSize(width: 390, height: 844))
            var top: View = window
            for _ in 0..<depth {
                let next = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
                top.addSubview(next)
                top = next
            }
            // Two branches, five views each, below the deep view `top`.
            func branch() -> View {
                var leaf = top
                for _ in 0..<5 {
                    let next = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
                    leaf.addSubview(next)
                    leaf = next
                }
                leaf.translatesAutoresizingMaskIntoConstraints = false
                return leaf
            }
            let left = branch()
            let right = branch()
            right.widthAnchor.constraint(equalToConstant: 40).isActive = true
            let reads = ancestorReads {
                for _ in 0..<20 {
                    let equal = left.widthAnchor.constraint(equalTo: right.widthAnchor)
                    equal.isActive = true
                    equal.isActive = false
                }
            }
            left.widthAnchor.constraint(equalTo: right.widthAnchor).isActive = true
            window.layoutIfNeeded()
            return (reads, left.frame.width)
        }
        let small = work(depth: 200)
        let large = work(depth: 2_000)
        #expect(small.width == 40 && large.width == 40)
        if TreeOperations.isCounting {
            #expect(large.reads == small.reads)
        }
    }

    @Test(
        "A subtree moved from a dark controller's view under a view overriding the content size category takes the new traits, and its views are told (UIKit: traitCollectionDidChange(_:))"
    )
    func movedSubtreeUnderNewOverride() {
        let (controller, window) = darkController(inWindow: true)
        let subtree = RecordingView()
        var leaf: View = subtree
        for _ in 0..<40 {
            let next = View()
            leaf.addSubview(next)
            leaf = next
        }
        let recording = RecordingView()
        leaf.addSubview(recording)
        controller.view.addSubview(subtree)
        #expect(recording.traitCollection.userInterfaceStyle == .dark)
        let large = View()
        large.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        window!.addSubview(large)
        large.addSubview(subtree)
        #expect(recording.traitCollection.userInterfaceStyle == .light)
        #expect(recording.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        #expect(recording.previous.last??.userInterfaceStyle == .dark)
        #expect(subtree.previous.count == recording.previous.count)
        // The override changes on the new parent: the moved views follow.
        large.overrideUserInterfaceStyle = .dark
        #expect(recording.traitCollection.userInterfaceStyle == .dark)
        #expect(recording.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        // Back under the controller: dark, Large.
        controller.view.addSubview(subtree)
        #expect(recording.traitCollection.preferredContentSizeCategory == .large)
        #expect(recording.traitCollection.userInterfaceStyle == .dark)
        // Out of any tree: the defaults.
        subtree.removeFromSuperview()
        #expect(recording.traitCollection.userInterfaceStyle == .light)
    }

    @Test(
        "A traitCollectionDidChange that moves its view again leaves every view with the traits of where it ends up"
    )
    func handlerMovesTheViewAgain() {
        let (controller, window) = darkController(inWindow: true)
        let light = View()
        window!.addSubview(light)
        let view = RecordingView()
        let child = RecordingView()
        view.addSubview(child)
        var moves = 0
        view.onChange = { [weak light] view in
            // Back out of the dark view, once. (`light` weakly: it comes to hold `view`, whose
            // handler this is.)
            guard moves == 0 else { return }
            moves += 1
            light?.addSubview(view)
        }
        controller.view.addSubview(view)
        #expect(view.superview === light)
        #expect(view.traitCollection.userInterfaceStyle == .light)
        #expect(child.traitCollection.userInterfaceStyle == .light)
        // Told of both changes (the second from inside the first); the last previous is dark.
        #expect(view.previous.last??.userInterfaceStyle == .dark)
    }

    @Test(
        "A traitCollectionDidChange that removes its view's parent leaves the parent's subtree with the defaults"
    )
    func handlerRemovesTheParent() {
        let (controller, window) = darkController(inWindow: true)
        let parent = View()
        let view = RecordingView()
        let child = View()
        parent.addSubview(view)
        view.addSubview(child)
        view.onChange = { view in view.superview?.removeFromSuperview() }
        controller.view.addSubview(parent)
        #expect(parent.superview == nil)
        #expect(child.traitCollection.userInterfaceStyle == .light)
        #expect(view.traitCollection.userInterfaceStyle == .light)
        // Its parent going away altogether: the view keeps the defaults.
        controller.view.addSubview(parent)
        _ = window
    }

    @Test("A view that outlives its dark parent has the defaults")
    func outlivesDarkParent() {
        var kept: View?
        let (controller, _) = darkController(inWindow: false)
        do {
            let parent = View()
            controller.view.addSubview(parent)
            let child = View()
            parent.addSubview(child)
            #expect(child.traitCollection.userInterfaceStyle == .dark)
            parent.removeFromSuperview()
            parent.overrideUserInterfaceStyle = .dark
            #expect(child.traitCollection.userInterfaceStyle == .dark)
            kept = child
        }
        #expect(kept?.superview == nil)
        #expect(kept?.traitCollection.userInterfaceStyle == .light)
    }
}

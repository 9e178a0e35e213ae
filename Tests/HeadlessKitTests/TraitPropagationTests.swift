import Foundation
import Testing

@testable import HeadlessKit

/// A view that moves where its traits differ (a window of another size class, under a view
/// or controller that overrides the style) hears `traitCollectionDidChange(_:)` and its trait
/// change registrations, as UIKit's views do ("traitCollectionDidChange(_:)",
/// "registerForTraitChanges(_:handler:)"); a move that changes nothing costs nothing.
@MainActor @Suite struct TraitPropagationTests {
    final class RecordingView: View {
        var previous: [TraitCollection?] = []
        var onChange: (() -> Void)?
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            previous.append(previousTraitCollection)
            onChange?()
        }
    }

    final class RecordingController: ViewController {
        var calls = 0
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            calls += 1
        }
    }

    @Test("UIKit: moving a view into a window of another size class tells it and its subviews")
    func moveToAnotherWindowSizeClass() {
        let phone = Window(size: CGSize(width: 390, height: 844))
        phone.makeKeyAndVisible()
        let pad = Window(size: CGSize(width: 820, height: 1180))
        let parent = RecordingView()
        let child = RecordingView()
        parent.addSubview(child)
        phone.addSubview(parent)
        // Predicted right (the key window's traits): not told, as since iOS 13.
        #expect(parent.previous.isEmpty && child.previous.isEmpty)
        var handled: [UserInterfaceSizeClass] = []
        child.registerForTraitChanges([TraitHorizontalSizeClass.self]) {
            (view: RecordingView, previous: TraitCollection) in
            handled.append(previous.horizontalSizeClass)
        }
        pad.addSubview(parent)
        #expect(parent.previous.map { $0?.horizontalSizeClass } == [.compact])
        #expect(child.previous.map { $0?.horizontalSizeClass } == [.compact])
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(handled == [.compact])
        phone.addSubview(parent)
        #expect(child.previous.count == 2 && handled == [.compact, .regular])
    }

    @Test("UIKit: moving a view under a controller that overrides the style tells it")
    func moveUnderOverridingController() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let controller = RecordingController()
        window.rootViewController = controller
        controller.traitOverrides.userInterfaceStyle = .dark
        let view = RecordingView()
        let inner = RecordingView()
        view.addSubview(inner)
        window.addSubview(view)
        #expect(view.previous.isEmpty)
        controller.view.addSubview(view)
        #expect(view.previous.map { $0?.userInterfaceStyle } == [.light])
        #expect(inner.previous.map { $0?.userInterfaceStyle } == [.light])
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
        // Out again: back to light.
        window.addSubview(view)
        #expect(inner.previous.map { $0?.userInterfaceStyle } == [.light, .dark])
        // A child controller's view brought under the dark one: the child is told too.
        let child = RecordingController()
        controller.addChild(child)
        controller.view.addSubview(child.view)
        child.didMove(toParent: controller)
        #expect(child.calls == 1)
    }

    @Test("A move that changes no trait calls nothing and walks nothing (counted)")
    func equalTraitsCostNothing() {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.makeKeyAndVisible()
        let other = Window(size: CGSize(width: 390, height: 844))
        let view = RecordingView()
        for _ in 0..<100 { view.addSubview(RecordingView()) }
        let holders = TraitOverrideCensus.holders
        let before = View.treeOperations
        for _ in 0..<50 {
            window.addSubview(view)
            other.addSubview(view)
            view.removeFromSuperview()
        }
        let after = View.treeOperations
        #expect(view.previous.isEmpty)
        #expect(after.traitChangeWalks == before.traitChangeWalks)
        if holders == 0 {
            // No override anywhere in the process: no ancestor is even read.
            #expect(after.traitLookupsOnMove == before.traitLookupsOnMove)
        }
    }

    @Test("A handler that removes views while the change is told does not crash")
    func handlerRemovesViews() {
        let phone = Window(size: CGSize(width: 390, height: 844))
        phone.makeKeyAndVisible()
        let pad = Window(size: CGSize(width: 820, height: 1180))
        let root = RecordingView()
        let first = RecordingView()
        let second = RecordingView()
        root.addSubview(first)
        root.addSubview(second)
        // Weak, as a handler in an app would hold them: `root` holds `first`, which holds this.
        first.onChange = { [weak root, weak second] in
            second?.removeFromSuperview()
            root?.addSubview(RecordingView())
        }
        pad.addSubview(root)
        #expect(first.previous.count == 1)
        // Told twice: taken out of the iPad window by the handler (back to the predicted,
        // compact traits), then from the list taken before any call.
        #expect(second.previous.map { $0?.horizontalSizeClass } == [.regular, .compact])
        #expect(second.superview == nil)
    }

    @Test("A deep subtree moving into a window of another size class is told in a loop")
    func deepSubtree() {
        let phone = Window(size: CGSize(width: 390, height: 844))
        phone.makeKeyAndVisible()
        let pad = Window(size: CGSize(width: 820, height: 1180))
        let root = View()
        var leaf = root
        for _ in 0..<20_000 {
            let next = View()
            leaf.addSubview(next)
            leaf = next
        }
        let recording = RecordingView()
        leaf.addSubview(recording)
        pad.addSubview(root)
        #expect(recording.previous.count == 1)
        root.removeFromSuperview()
    }
}

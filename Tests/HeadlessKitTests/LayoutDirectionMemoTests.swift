import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// Makes its child left to right in its first `layoutSubviews`.
@MainActor
private final class UnflippingView: View {
    var child: View?
    override func layoutSubviews() {
        super.layoutSubviews()
        if let child, child.semanticContentAttribute != .forceLeftToRight {
            child.semanticContentAttribute = .forceLeftToRight
        }
    }
}

/// A chain of `depth` views, each 1 point inside its superview's leading edge and flush with
/// its trailing edge, under a window laid out right to left.
@MainActor
private func rightToLeftChain(depth: Int) -> (window: Window, levels: [View]) {
    let window = Window(size: CGSize(width: 390, height: 844))
    window.semanticContentAttribute = .forceRightToLeft
    // Built from the leaf up, then added: a detached parent's move reads no deep ancestry.
    var levels: [View] = []
    var top: View?
    for _ in 0..<depth {
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        if let top { view.addSubview(top) }
        levels.append(view)
        top = view
    }
    levels.reverse()
    if let top { window.addSubview(top) }
    return (window, levels)
}

/// Whether `a` and `b` are equal but for rounding.
private func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }

/// The views read to find inherited directions while `body` runs.
@MainActor
private func directionSteps(_ body: () -> Void) -> Int {
    let before = View.treeOperations.traitSteps
    body()
    return View.treeOperations.traitSteps - before
}

@MainActor @Suite struct LayoutDirectionMemoTests {
    /// Activates leading and trailing constraints on every level of a right-to-left chain, lays
    /// it out and dumps it; returns the views read to find directions.
    private func chainWork(depth: Int) -> (steps: Int, leaf: View, window: Window) {
        let (window, levels) = rightToLeftChain(depth: depth)
        let steps = directionSteps {
            var outer: View = window
            for view in levels {
                NSLayoutConstraint.activate([
                    view.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 1),
                    view.trailingAnchor.constraint(equalTo: outer.trailingAnchor),
                    view.topAnchor.constraint(equalTo: outer.topAnchor),
                    view.heightAnchor.constraint(equalToConstant: 10),
                ])
                outer = view
            }
            window.layoutIfNeeded()
            _ = window.treeDescription()
        }
        return (steps, levels.last!, window)
    }

    @Test(
        "Leading and trailing constraints on every level of a deep right-to-left chain, and its dump, read directions in time linear in the depth (UIKit: effectiveUserInterfaceLayoutDirection)"
    )
    func deepChainIsLinear() {
        let small = chainWork(depth: 250)
        let large = chainWork(depth: 1_000)
        // Leading is the right edge: each level is 1 point inside its superview's right edge.
        #expect(near(small.leaf.convert(small.leaf.bounds, to: small.window).maxX, 390 - 250))
        #expect(small.leaf.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        if TreeOperations.isCounting {
            #expect(small.steps > 0)
            #expect(Double(large.steps) <= 4.5 * Double(small.steps))
        }
    }

    @Test(
        "A subtree moved from a right-to-left parent to a left-to-right one is left to right, its constraints solved unmirrored (UIKit: the layoutDirection trait is inherited)"
    )
    func reparentedSubtree() {
        let (window, levels) = rightToLeftChain(depth: 6)
        let ltr = View(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        ltr.semanticContentAttribute = .forceLeftToRight
        window.addSubview(ltr)
        let subtree = levels[2]
        let leaf = levels.last!
        let inner = View()
        inner.translatesAutoresizingMaskIntoConstraints = false
        leaf.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: leaf.leadingAnchor, constant: 10),
            inner.widthAnchor.constraint(equalToConstant: 50),
            leaf.widthAnchor.constraint(equalToConstant: 200),
            leaf.leadingAnchor.constraint(equalTo: levels[4].leadingAnchor),
        ])
        window.layoutIfNeeded()
        #expect(leaf.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(inner.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(near(inner.frame.minX, 200 - 10 - 50))
        subtree.removeFromSuperview()
        #expect(leaf.effectiveUserInterfaceLayoutDirection == .leftToRight)
        ltr.addSubview(subtree)
        #expect(leaf.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(inner.traitCollection.layoutDirection == .leftToRight)
        window.layoutIfNeeded()
        #expect(near(inner.frame.minX, 10))
        // And back.
        levels[1].addSubview(subtree)
        #expect(inner.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        window.layoutIfNeeded()
        #expect(near(inner.frame.minX, 200 - 10 - 50))
    }

    @Test(
        "Changing the root's semantic content attribute changes every view below at once (UIKit: semanticContentAttribute)"
    )
    func rootAttributeChanges() {
        let (window, levels) = rightToLeftChain(depth: 20)
        let leaf = levels.last!
        #expect(leaf.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        window.semanticContentAttribute = .unspecified
        #expect(leaf.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(levels[10].effectiveUserInterfaceLayoutDirection == .leftToRight)
        window.semanticContentAttribute = .forceRightToLeft
        #expect(leaf.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        levels[5].semanticContentAttribute = .forceLeftToRight
        #expect(leaf.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(levels[4].effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // `.playback` is left to right itself; the views inside still inherit right to left.
        levels[5].semanticContentAttribute = .playback
        #expect(levels[5].effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(leaf.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        window.traitOverrides.layoutDirection = .leftToRight
        #expect(leaf.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        window.semanticContentAttribute = .unspecified
        #expect(leaf.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test(
        "A view controller's traitOverrides.layoutDirection makes its view's subtree right to left, and taking it off or giving up the view undoes it (UIKit: traitOverrides)"
    )
    func viewControllerOverride() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let controller = ViewController()
        window.rootViewController = controller
        let child = View()
        let grandchild = View()
        controller.view.addSubview(child)
        child.addSubview(grandchild)
        // Some view right to left elsewhere, so that directions are looked up and remembered.
        let elsewhere = View()
        elsewhere.semanticContentAttribute = .forceRightToLeft
        #expect(grandchild.effectiveUserInterfaceLayoutDirection == .leftToRight)
        controller.traitOverrides.layoutDirection = .rightToLeft
        #expect(grandchild.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(controller.view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        controller.traitOverrides.layoutDirection = .leftToRight
        #expect(grandchild.effectiveUserInterfaceLayoutDirection == .leftToRight)
        controller.traitOverrides.layoutDirection = .rightToLeft
        #expect(grandchild.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // A new view for the controller takes the override; the old one no longer has it.
        let old: View = controller.view
        let replacement = View()
        controller.view = replacement
        #expect(old.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(grandchild.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(replacement.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        _ = elsewhere
    }

    @Test(
        "A direction forced inside layoutSubviews reaches the views below that already knew theirs"
    )
    func changeInsideLayoutSubviews() {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.semanticContentAttribute = .forceRightToLeft
        let parent = UnflippingView(frame: window.bounds)
        let child = View(frame: window.bounds)
        let label = Label()
        label.text = "שלום"
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(parent)
        parent.addSubview(child)
        child.addSubview(label)
        #expect(label.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: child.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: child.topAnchor),
        ])
        parent.child = child
        window.layoutIfNeeded()
        #expect(label.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(label.frame.minX == 10)
    }

    @Test("A subview that outlives its right-to-left parent is left to right")
    func outlivesParent() {
        var kept: View?
        let elsewhere = View()
        elsewhere.semanticContentAttribute = .forceRightToLeft
        do {
            let parent = View()
            parent.semanticContentAttribute = .forceRightToLeft
            let child = View()
            parent.addSubview(child)
            #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
            kept = child
        }
        #expect(kept?.superview == nil)
        #expect(kept?.effectiveUserInterfaceLayoutDirection == .leftToRight)
        _ = elsewhere
    }
}

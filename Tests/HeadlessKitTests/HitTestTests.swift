import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

@MainActor @Suite struct HitTestTests {
    @Test("point(inside:) includes the minimum edges and excludes the maximum ones (UIKit H5)")
    func pointInside() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.point(inside: CGPoint(x: 99, y: 99), with: nil))
        #expect(!view.point(inside: CGPoint(x: 100, y: 100), with: nil))
        #expect(view.point(inside: CGPoint(x: 0, y: 0), with: nil))
        #expect(!view.point(inside: CGPoint(x: 100, y: 50), with: nil))
        view.bounds.origin = CGPoint(x: 10000, y: 10000)
        #expect(!view.point(inside: CGPoint(x: 50, y: 50), with: nil))
    }

    /// The flowkey/UIKit-cross-platform case: root bounds start at (-10, -10).
    ///
    ///     (-10,-10) +- root ------------+
    ///               |   +- sub1 -+      |  sub1 (40,40,20,20)
    ///               |   | +sub+  |      |  sub (10,10,5,5) in sub1
    ///               |   +--------+      |
    ///               +-------------------+ (90,90)
    @Test("Hit testing converts through bounds origins and returns the deepest view (UIKit H3/H4)")
    func flowkeyCase() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.bounds.origin = CGPoint(x: -10, y: -10)
        let sub1 = View(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        let sub = View(frame: CGRect(x: 10, y: 10, width: 5, height: 5))
        root.addSubview(sub1)
        sub1.addSubview(sub)
        #expect(root.hitTest(CGPoint(x: -5, y: -5), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 40, y: 40), with: nil) === sub1)
        #expect(root.hitTest(CGPoint(x: 52.5, y: 52.5), with: nil) === sub)
        #expect(root.hitTest(CGPoint(x: -11, y: -11), with: nil) == nil)
        #expect(root.hitTest(CGPoint(x: 95, y: 95), with: nil) == nil)
    }

    @Test(
        "Of two overlapping siblings the later one wins; hidden, transparent or non-interactive ones are skipped (UIKit H1/H3)"
    )
    func overlappingSiblings() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let front = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(back)
        root.addSubview(front)
        let point = CGPoint(x: 10, y: 10)
        #expect(root.hitTest(point, with: nil) === front)
        front.isHidden = true
        #expect(root.hitTest(point, with: nil) === back)
        front.isHidden = false
        front.alpha = 0.009
        #expect(root.hitTest(point, with: nil) === back)
        front.alpha = 0.02
        #expect(root.hitTest(point, with: nil) === front)
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(point, with: nil) === back)
    }

    @Test("A hidden view hides its whole subtree from hit testing (UIKit H1, UIView.isHidden)")
    func hiddenSubtree() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(parent)
        parent.addSubview(child)
        parent.isHidden = true
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === root)
        #expect(!child.isHidden)
    }

    @Test(
        "The part of a subview that hangs outside its parent is never hit, whatever clipsToBounds says (UIKit H2)"
    )
    func overhangIsNotHit() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let parent = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let child = View(frame: CGRect(x: 40, y: 40, width: 50, height: 50))
        root.addSubview(parent)
        parent.addSubview(child)
        #expect(root.hitTest(CGPoint(x: 45, y: 45), with: nil) === child)
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === root)
        parent.clipsToBounds = true
        #expect(root.hitTest(CGPoint(x: 45, y: 45), with: nil) === child)
    }

    final class WideTarget: View {
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

    @Test(
        "point(inside:) and hitTest are overridable; a bigger touch area works only inside the parent (UIKit H7)"
    )
    func overrides() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let target = WideTarget(frame: CGRect(x: 40, y: 40, width: 10, height: 10))
        root.addSubview(target)
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === target)
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === root)

        let overlay = PassThrough(frame: root.bounds)
        root.addSubview(overlay)
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === target)
        #expect(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === root)
    }
}

extension HitTestTests: ViewTreeFixtures {
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

    @Test(
        "Only subviews that override hitTest or point(inside:) are asked, at any depth (UIKit: hitTest(_:with:))"
    )
    func searchAsksOnlyOverridingSubviews() {
        final class Counting: View {
            var calls = 0
            override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
                calls += 1
                return super.hitTest(point, with: event)
            }
        }
        // Plain views: the search checks them in its loop, one visit a level, no call.
        let depth = 40
        let (window, _, leaf) = chain(depth)
        let calls = View.treeOperations.hitTestCalls
        let visits = View.treeOperations.hitTestVisits
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === leaf)
        #expect(!TreeOperations.isCounting || View.treeOperations.hitTestCalls == calls)
        #expect(
            !TreeOperations.isCounting || View.treeOperations.hitTestVisits - visits == depth)
        // An overriding view at an odd and at an even depth below plain ones (the loop reads
        // two levels at a time): asked once, through its override, and its subtree is searched.
        for extra in 1...2 {
            var parent = leaf
            for _ in 0..<extra {
                let plain = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                parent.addSubview(plain)
                parent = plain
            }
            let counting = Counting(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            parent.addSubview(counting)
            let inner = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            counting.addSubview(inner)
            let before = View.treeOperations.hitTestCalls
            #expect(window.hitTest(CGPoint(x: 15, y: 15), with: nil) === inner)
            #expect(window.hitTest(CGPoint(x: 30, y: 30), with: nil) === counting)
            #expect(window.hitTest(CGPoint(x: 90, y: 90), with: nil) === parent)
            #expect(counting.calls == 3)
            #expect(
                !TreeOperations.isCounting || View.treeOperations.hitTestCalls - before == 3)
            for subview in leaf.subviews { subview.removeFromSuperview() }
        }
    }

    @Test("A view whose alpha is below 0.01 is not hit, and is again once it rises (UIKit: alpha)")
    func transparentViewsAreSkipped() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let middle = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(middle)
        middle.addSubview(child)
        child.alpha = 0.009
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === middle)
        child.alpha = 0.01
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === child)
        middle.alpha = 0
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === root)
        #expect(middle.hitTest(CGPoint(x: 5, y: 5), with: nil) == nil)
        middle.alpha = 1
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === child)
        // Clamped values: below 0 is 0 (skipped), above 1 is 1 (hit).
        child.alpha = -3
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === middle)
        child.alpha = 7
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === child)
    }

    @Test("An override deep in a chain that detaches and drops the chain leaves the search safe")
    func hitTestOverrideDroppingItsAncestors() {
        final class Detacher: View {
            weak var top: View?
            override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
                top?.removeFromSuperview()
                return nil
            }
        }
        for depth in [5, 6] {
            weak var weakLeaf: View?
            let window: Window
            do {
                let (chainWindow, top, leaf) = chain(depth)
                window = chainWindow
                let detacher = Detacher(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                detacher.top = top
                leaf.addSubview(detacher)
                weakLeaf = leaf
            }
            // The detacher is asked, takes the chain off the window (its last owner) and
            // answers nil: the search ends at the leaf it held, which then goes away.
            let hit = window.hitTest(CGPoint(x: 5, y: 5), with: nil)
            #expect(hit != nil && hit!.window == nil)
            #expect(window.subviews.isEmpty)
            _ = consume hit
            #expect(weakLeaf == nil)
        }
    }
}

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
}

import Foundation
import Testing

@testable import HeadlessKit

/// Costs that must grow with the work and never faster: each test counts the operations an
/// algorithm performs (never the time) on a size big enough that a quadratic one would show.
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
        #expect(renumbered <= count, "renumbered \(renumbered) slots for \(count) removals")
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
        var rng = SplitMix(seed: 19)
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
}

/// A small deterministic generator (SplitMix64).
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

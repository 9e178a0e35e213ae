import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// Records hierarchy callbacks into a shared log, in order.
@MainActor final class LoggingView: View {
    let name: String
    let log: Log

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }

    override func willMove(toSuperview newSuperview: View?) {
        log.add("\(name).willMove(toSuperview: \((newSuperview as? LoggingView)?.name ?? "nil"))")
    }
    override func didMoveToSuperview() { log.add("\(name).didMoveToSuperview") }
    override func willMove(toWindow newWindow: Window?) {
        log.add("\(name).willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
    }
    override func didMoveToWindow() { log.add("\(name).didMoveToWindow") }
    override func didAddSubview(_ subview: View) {
        log.add("\(name).didAddSubview(\((subview as? LoggingView)?.name ?? "?"))")
    }
    override func willRemoveSubview(_ subview: View) {
        log.add("\(name).willRemoveSubview(\((subview as? LoggingView)?.name ?? "?"))")
    }
    override func layoutSubviews() { log.add("\(name).layoutSubviews") }
}

@MainActor final class Log {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

@MainActor @Suite struct HierarchyTests {
    @Test(
        "addSubview appends (frontmost); bringSubviewToFront/sendSubviewToBack reorder (UIView.subviews)"
    )
    func ordering() {
        let root = View()
        let a = View()
        let b = View()
        let c = View()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 0)
        #expect(root.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        root.bringSubviewToFront(c)
        #expect(root.subviews.last === c)
        root.sendSubviewToBack(b)
        #expect(root.subviews.first === b)
        root.addSubview(b)  // already a subview: moves to the front
        #expect(root.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
        root.insertSubview(c, aboveSubview: b)
        #expect(root.subviews.last === c)
        root.insertSubview(c, belowSubview: a)
        #expect(root.subviews.first === c)
        root.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(root.subviews.map(ObjectIdentifier.init) == [b, a, c].map(ObjectIdentifier.init))
        root.insertSubview(View(), at: 99)  // past the end appends
        #expect(root.subviews.count == 4)
    }

    @Test("The superview's identity follows adding, moving and removing, and is nil at a root")
    func superviewIdentity() {
        let first = View()
        let second = View()
        let child = View()
        #expect(child.superviewID == nil && !child.hasSuperview)
        first.addSubview(child)
        #expect(child.superviewID == ObjectIdentifier(first) && child.hasSuperview)
        #expect(child.isSubview(of: ObjectIdentifier(first)))
        second.addSubview(child)
        #expect(child.superviewID == ObjectIdentifier(second))
        #expect(!child.isSubview(of: ObjectIdentifier(first)))
        child.removeFromSuperview()
        #expect(child.superviewID == nil && !child.hasSuperview)
        second.addSubview(child)
        do { _ = consume second }
        // The superview went away: its subviews were told, so no identity dangles.
        #expect(child.superviewID == nil)
    }

    @Test("A view has one superview: adding it elsewhere removes it from the old one")
    func oneSuperview() {
        let first = View()
        let second = View()
        let child = View()
        first.addSubview(child)
        second.addSubview(child)
        #expect(child.superview === second)
        #expect(first.subviews.isEmpty)
        #expect(second.subviews.count == 1)
    }

    @Test("Moving between superviews fires callbacks in UIKit's order")
    func moveCallbackOrder() {
        let log = Log()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let old = LoggingView("old", log: log)
        let new = LoggingView("new", log: log)
        let child = LoggingView("child", log: log)
        let grandchild = LoggingView("grandchild", log: log)
        child.addSubview(grandchild)
        old.addSubview(child)
        window.addSubview(new)
        _ = log.take()

        new.addSubview(child)
        #expect(
            log.take() == [
                "old.willRemoveSubview(child)",
                "child.willMove(toSuperview: new)",
                "child.willMove(toWindow: window)",
                "grandchild.willMove(toWindow: window)",
                "child.didMoveToWindow",
                "grandchild.didMoveToWindow",
                "child.didMoveToSuperview",
                "new.didAddSubview(child)",
            ])
        #expect(grandchild.window === window)

        child.removeFromSuperview()
        #expect(
            log.take() == [
                "new.willRemoveSubview(child)",
                "child.willMove(toSuperview: nil)",
                "child.willMove(toWindow: nil)",
                "grandchild.willMove(toWindow: nil)",
                "child.didMoveToWindow",
                "grandchild.didMoveToWindow",
                "child.didMoveToSuperview",
            ])
        #expect(grandchild.window == nil)
    }

    @Test("A removed view keeps its subtree intact")
    func removedKeepsSubtree() {
        let root = View()
        let branch = View()
        let leaf = View()
        root.addSubview(branch)
        branch.addSubview(leaf)
        branch.removeFromSuperview()
        #expect(branch.superview == nil)
        #expect(branch.subviews.first === leaf)
        #expect(leaf.superview === branch)
        branch.removeFromSuperview()  // a second removal does nothing
        #expect(root.subviews.isEmpty)
    }

    @Test(
        "A subview that outlives its superview no longer points at it (unretained back-pointers, as UIKit)"
    )
    func childOutlivesParent() {
        let child = View()
        do {
            let parent = View()
            parent.addSubview(child)
            #expect(child.superview === parent)
        }
        #expect(child.superview == nil)

        let grandchild = View()
        do {
            let window = Window(frame: .zero)
            let middle = View()
            window.addSubview(middle)
            middle.addSubview(grandchild)
            #expect(grandchild.window === window)
        }
        #expect(grandchild.window == nil)
    }

    @Test("viewWithTag searches depth-first and includes self (UIView.viewWithTag)")
    func viewWithTag() {
        let root = View()
        root.tag = 7
        let a = View()
        let b = View()
        b.tag = 3
        let c = View()
        c.tag = 3
        root.addSubview(a)
        a.addSubview(b)
        root.addSubview(c)
        #expect(root.viewWithTag(7) === root)
        #expect(root.viewWithTag(3) === b)
        #expect(root.viewWithTag(42) == nil)
        #expect(b.isDescendant(of: root))
        #expect(root.isDescendant(of: root))
        #expect(!root.isDescendant(of: b))
    }

    @Test("first(identifier:) finds a view by accessibilityIdentifier")
    func firstWithIdentifier() {
        let root = View()
        let title = Label()
        title.accessibilityIdentifier = "title"
        root.addSubview(View())
        root.subviews[0].addSubview(title)
        #expect(root.first(identifier: "title") === title)
        #expect(root.first(identifier: "missing") == nil)
    }

    @Test("Adding a view to itself stops")
    func addToItselfStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let view = View()
            view.addSubview(view)
        }
    }

    @Test("Adding a view to its own descendant stops with both views named")
    func cycleStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let parent = View()
            let child = View()
            parent.addSubview(child)
            child.addSubview(parent)
        }
    }

    @Test("bringSubviewToFront with a view that is not a subview stops")
    func notASubviewStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            View().bringSubviewToFront(View())
        }
    }

    @Test("A window cannot be added to another view")
    func windowIsRoot() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            View().addSubview(Window(frame: .zero))
        }
    }
}

extension HierarchyTests: ViewTreeFixtures {
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
}

import Foundation
import Testing

@testable import HeadlessKit

/// `Responder` is a class, as `UIResponder` is: views and controllers inherit its touch methods,
/// and any subclass can take part in the chain.
@MainActor @Suite struct ResponderChainTests {
    /// Records the touches that reach it; passes them on too.
    final class Recorder: Responder {
        var log: [String] = []
        weak var nextResponder: Responder?
        override var next: Responder? { nextResponder }
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
            log.append("began \(touches.count)")
            super.touchesBegan(touches, with: event)
        }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
            log.append("ended \(touches.count)")
            super.touchesEnded(touches, with: event)
        }
    }

    @Test("A plain responder ends the chain (UIKit: UIResponder.next is nil by default)")
    func plainResponderEndsTheChain() {
        #expect(Responder().next == nil)
    }

    @Test("A view's default touch methods pass touches up to a custom next responder")
    func viewPassesTouchesToItsNextResponder() {
        final class Leaf: View {
            weak var custom: Responder?
            override var next: Responder? { custom }
        }
        let leaf = Leaf()
        let first = Recorder()
        let second = Recorder()
        leaf.custom = first
        first.nextResponder = second
        let touch = Touch(location: .zero, tapCount: 1)
        leaf.touchesBegan([touch], with: nil)
        leaf.touchesMoved([touch], with: nil)
        leaf.touchesEnded([touch], with: nil)
        #expect(first.log == ["began 1", "ended 1"])
        #expect(second.log == ["began 1", "ended 1"])
    }

    /// A view that logs each touch method into a shared log, then runs `then`.
    final class LoggingView: View {
        var log: [String] = []
        var name = ""
        var then: (LoggingView, Set<Touch>, Event?) -> Void = { view, touches, event in
            view.callSuper(touches, event)
        }
        var superCalls = 0
        weak var shared: LoggingView?

        func callSuper(_ touches: Set<Touch>, _ event: Event?) {
            superCalls += 1
            super.touchesBegan(touches, with: event)
        }

        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
            (shared ?? self).log.append(name)
            then(self, touches, event)
        }
    }

    /// `bottom` inside `middle` inside `top`, each a `LoggingView` sharing `top`'s log.
    func logged() -> (top: LoggingView, middle: LoggingView, bottom: LoggingView) {
        let top = LoggingView()
        let middle = LoggingView()
        let bottom = LoggingView()
        for (view, name) in [(top, "top"), (middle, "middle"), (bottom, "bottom")] {
            view.name = name
            view.shared = top
        }
        top.addSubview(middle)
        middle.addSubview(bottom)
        return (top, middle, bottom)
    }

    @Test("A touch on a 100,000-deep chain of plain views reaches the top without recursion")
    func deepChainPassesTouchesUpInALoop() {
        // UIKit: UIResponder.touchesBegan(_:with:) passes the touches to the next responder.
        // One stack frame per level would overflow the 8 MB main-thread stack at this depth.
        let depth = 100_000
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let top = LoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        top.name = "top"
        var leaf: View = top
        for _ in 1..<depth {
            let child = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            leaf.addSubview(child)
            leaf = child
        }
        window.addSubview(top)
        let passed = View.treeOperations.touchesPassedOn
        let loops = View.treeOperations.touchPassingLoops
        View.treeOperations.deepestTouchPassingNesting = 0
        let touch = Touch(location: CGPoint(x: 50, y: 50))
        window.send(Event(touches: [touch]))
        #expect(touch.view === leaf)
        #expect(top.log == ["top"])
        #expect(top.superCalls == 1)
        // Every level below the top passed the touch on once, and the top's `super` passed it
        // to the window: one loop, never nested.
        #expect(!TreeOperations.isCounting || View.treeOperations.touchesPassedOn - passed == depth)
        #expect(!TreeOperations.isCounting || View.treeOperations.touchPassingLoops - loops == 1)
        #expect(
            !TreeOperations.isCounting || View.treeOperations.deepestTouchPassingNesting == 1)
        // The other phases take the same loop.
        touch.update(phase: .moved, location: CGPoint(x: 60, y: 60))
        window.send(Event(touches: [touch]))
        touch.update(phase: .ended)
        window.send(Event(touches: [touch]))
        #expect(
            !TreeOperations.isCounting
                || View.treeOperations.touchesPassedOn - passed == 3 * depth)
    }

    @Test("An override that calls super passes the touches on exactly once (UIKit: next)")
    func overrideCallingSuperPassesOnOnce() {
        let (top, _, bottom) = logged()
        bottom.touchesBegan([Touch(location: .zero)], with: nil)
        #expect(top.log == ["bottom", "middle", "top"])
    }

    @Test("An override that does not call super ends the chain (UIKit: UIResponder)")
    func overrideWithoutSuperEndsTheChain() {
        let (top, middle, bottom) = logged()
        middle.then = { _, _, _ in }
        bottom.touchesBegan([Touch(location: .zero)], with: nil)
        #expect(top.log == ["bottom", "middle"])
    }

    @Test("An override that calls super twice passes the touches on twice, each all the way up")
    func overrideCallingSuperTwicePassesOnTwice() {
        let (top, _, bottom) = logged()
        bottom.then = { view, touches, event in
            view.callSuper(touches, event)
            view.callSuper(touches, event)
        }
        bottom.touchesBegan([Touch(location: .zero)], with: nil)
        // As nested calls would: the first pass reaches the top before the second starts.
        #expect(top.log == ["bottom", "middle", "top", "middle", "top"])
    }

    @Test("A touch method that calls another responder's runs that chain at once")
    func touchMethodCallingAnotherResponder() {
        let (top, middle, bottom) = logged()
        let (otherTop, _, otherBottom) = logged()
        otherTop.name = "other top"
        otherTop.shared = top
        for view in otherTop.subviews + otherTop.subviews[0].subviews {
            (view as! LoggingView).shared = top
        }
        middle.then = { view, touches, event in
            otherBottom.touchesBegan(touches, with: event)
            view.callSuper(touches, event)
        }
        bottom.touchesBegan([Touch(location: .zero)], with: nil)
        #expect(top.log == ["bottom", "middle", "bottom", "middle", "other top", "top"])
        // `super` first: the other chain runs inside the middle's call, and the top still gets
        // the touches once, after it.
        top.log = []
        middle.then = { view, touches, event in
            view.callSuper(touches, event)
            otherBottom.touchesBegan(touches, with: event)
        }
        bottom.touchesBegan([Touch(location: .zero)], with: nil)
        #expect(top.log == ["bottom", "middle", "bottom", "middle", "other top", "top"])
        #expect(middle.superCalls == 2)
    }

    @Test("An override may pass other touches to super; the next responder gets those")
    func superWithOtherTouches() {
        let (top, middle, bottom) = logged()
        var received: [Int] = []
        top.then = { _, touches, _ in received.append(touches.count) }
        middle.then = { view, touches, event in
            view.callSuper(touches.union([Touch(location: .zero)]), event)
        }
        bottom.touchesBegan([Touch(location: .zero)], with: nil)
        #expect(top.log == ["bottom", "middle", "top"])
        #expect(received == [2])
    }

    @Test("Code after super runs before the next responder gets the touches (the loop's order)")
    func codeAfterSuperRunsFirst() {
        // UIKit's nested calls would run the top before the middle's code after `super`; the
        // loop that keeps deep chains off the stack runs it when the middle returns.
        let (top, middle, bottom) = logged()
        middle.then = { view, touches, event in
            view.callSuper(touches, event)
            top.log.append("after middle's super")
        }
        bottom.touchesBegan([Touch(location: .zero)], with: nil)
        #expect(top.log == ["bottom", "middle", "after middle's super", "top"])
    }
}

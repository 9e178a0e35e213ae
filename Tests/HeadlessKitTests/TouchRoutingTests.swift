import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

@MainActor
final class RecordingController: ViewController {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { log.append("began") }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { log.append("ended") }
}

@MainActor @Suite struct TouchRoutingTests {
    @Test("A touch keeps its hit-test view for life, even when it moves outside it (UIKit T1)")
    func viewFixedAtTouchDown() {
        let (window, root) = makeWindow()
        let child = RecordingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(child)
        let touch = Touch(location: CGPoint(x: 10, y: 10))
        window.send(Event(touches: [touch]))
        touch.update(phase: .moved, location: CGPoint(x: 300, y: 300))
        window.send(Event(touches: [touch]))
        touch.update(phase: .ended)
        window.send(Event(touches: [touch]))
        #expect(touch.view === child)
        #expect(child.log == ["began", "moved", "ended"])
        #expect(root.log.isEmpty)
        #expect(touch.location(in: child) == CGPoint(x: 300, y: 300))
        #expect(touch.previousLocation(in: child) == CGPoint(x: 300, y: 300))
    }

    @Test(
        "Unhandled touches travel up the responder chain: view, superview, view controller (UIKit T8)"
    )
    func responderChain() {
        Window.printsDiagnostics = false
        let window = Window(size: CGSize(width: 100, height: 100))
        let controller = RecordingController()
        window.rootViewController = controller
        let plain = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        controller.view.addSubview(plain)
        #expect(plain.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === window)
        window.tap(at: CGPoint(x: 10, y: 10))
        #expect(controller.log == ["began", "ended"])
    }

    @Test("Invalid touch sequences are ignored and recorded, never a crash")
    func invalidSequences() {
        let (window, view) = makeWindow()
        let stray = Touch(location: CGPoint(x: 5, y: 5), phase: .moved)
        window.send(Event(touches: [stray]))
        let touch = Touch(location: CGPoint(x: 5, y: 5))
        window.send(Event(touches: [touch]))
        touch.update(phase: .ended)
        window.send(Event(touches: [touch]))
        window.send(Event(touches: [touch]))
        let nan = Touch(location: CGPoint(x: CGFloat.nan, y: 0))
        window.send(Event(touches: [nan]))
        #expect(view.log == ["began", "ended"])
        #expect(window.diagnostics.count == 3)
        #expect(
            Array(window.diagnostics.map(\.message).prefix(2)) == [
                "touch moved before it began; ignored",
                "touch ended after it ended; ignored",
            ])
        #expect(window.diagnostics[2].message.hasSuffix("has a non-finite location; ignored"))
        #expect(window.diagnostics.allSatisfy { $0.kind == .invalidTouch })
    }

    @Test("delaysTouchesBegan holds touchesBegan until the recognizer fails (UIKit T7)")
    func delaysTouchesBegan() {
        let (window, view) = makeWindow()
        let press = LongPressGestureRecognizer()
        press.delaysTouchesBegan = true
        view.addGestureRecognizer(press)
        let touch = Touch(location: CGPoint(x: 5, y: 5))
        window.send(Event(touches: [touch]))
        #expect(view.log.isEmpty)
        touch.update(phase: .moved, location: CGPoint(x: 5, y: 50))
        window.send(Event(touches: [touch]))
        #expect(view.log == ["began"])
        touch.update(phase: .ended)
        window.send(Event(touches: [touch]))
        #expect(view.log == ["began", "ended"])
    }

    @Test(
        "Two touches in one event reach the view together; the event lists every active touch (UIKit UIEvent.allTouches)"
    )
    func multiTouch() {
        let (window, view) = makeWindow()
        var counts: [Int] = []
        let pan = PanGestureRecognizer { counts.append($0.numberOfTouches) }
        pan.minimumNumberOfTouches = 2
        view.addGestureRecognizer(pan)
        window.touches(
            [
                [CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 60)],
                [CGPoint(x: 50, y: 10), CGPoint(x: 50, y: 60)],
            ],
            duration: 0.1)
        #expect(counts.first == 2)
        #expect(pan.state == .possible)
    }
}

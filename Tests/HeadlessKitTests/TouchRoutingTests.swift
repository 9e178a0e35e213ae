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

    @Test(
        "Any view above the hit view may keep a touch from its content, with no downcast by the router (UIKit S16)"
    )
    func anAncestorKeepsTouchesFromItsContent() {
        let (window, root) = makeWindow()
        let gate = GateView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let content = RecordingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(gate)
        gate.addSubview(content)
        gate.letsTouchesIn = false
        window.tap(at: CGPoint(x: 10, y: 10))
        #expect(content.log.isEmpty)
        #expect(gate.asked == 1)
        gate.letsTouchesIn = true
        window.tap(at: CGPoint(x: 10, y: 10))
        #expect(content.log == ["began", "ended"])
        #expect(gate.asked == 2)
    }

    @Test(
        "Removing a recognizer mid-gesture cancels it and leaves it possible at once (UIView.removeGestureRecognizer)"
    )
    func removingMidGestureResets() {
        let (window, view) = makeWindow()
        var states: [GestureRecognizer.State] = []
        let pan = PanGestureRecognizer { states.append($0.state) }
        view.addGestureRecognizer(pan)
        let touch = Touch(location: CGPoint(x: 10, y: 10))
        window.send(Event(touches: [touch]))
        touch.update(phase: .moved, location: CGPoint(x: 10, y: 60))
        window.send(Event(touches: [touch]))
        view.removeGestureRecognizer(pan)
        #expect(states == [.began, .cancelled])
        #expect(pan.state == .possible)
        #expect(pan.view == nil)
        touch.update(phase: .ended)
        window.send(Event(touches: [touch]))
        #expect(states == [.began, .cancelled])
    }

    @Test(
        "A long press begins in the frame its duration ends, and the user's frame observer sees it there (UILongPressGestureRecognizer)"
    )
    func timerOutcomeIsSeenInItsFrame() {
        let (window, view) = makeWindow()
        var beganInFrame: Int?
        let press = LongPressGestureRecognizer { recognizer in
            if recognizer.state == .began { beganInFrame = window.clock.frameCount }
        }
        view.addGestureRecognizer(press)
        var seen: [(frame: Int, state: GestureRecognizer.State)] = []
        let observer = window.clock.addFrameObserver { _ in
            seen.append((window.clock.frameCount, press.state))
        }
        defer { observer.invalidate() }
        let touch = Touch(location: CGPoint(x: 10, y: 10))
        window.send(Event(touches: [touch]))
        window.advance(by: 0.6)
        let seenBegan = seen.first { $0.state == .began }?.frame
        #expect(beganInFrame != nil)
        #expect(seenBegan == beganInFrame)
        touch.update(phase: .ended)
        window.send(Event(touches: [touch]))
    }

    @Test(
        "A single tap that requires a double tap to fail recognizes in the frame the double tap gives up (UIKit T6)"
    )
    func waiterReleasedByATimer() {
        let (window, view) = makeWindow()
        var log: [String] = []
        let double = TapGestureRecognizer { _ in log.append("double") }
        double.numberOfTapsRequired = 2
        let single = TapGestureRecognizer { _ in log.append("single") }
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        let touch = Touch(location: CGPoint(x: 10, y: 10))
        window.send(Event(touches: [touch]))
        touch.update(phase: .ended)
        window.send(Event(touches: [touch]))
        #expect(log.isEmpty)
        // 0.35 s at 120 Hz is 42 frames: nothing before, the single tap right after.
        window.runFrames(40)
        #expect(log.isEmpty)
        window.runFrames(4)
        #expect(log == ["single"])
        #expect(single.state == .possible && double.state == .possible)
    }

    @Test("Recognizers never call the router back, and the router never downcasts a view")
    func dataFlowsOneWay() throws {
        let root = RuleCatalogueTests.root.appendingPathComponent("Sources/HeadlessKit")
        let recognizers = [
            "Events/GestureRecognizer.swift", "Events/TapGestureRecognizer.swift",
            "Events/PanGestureRecognizer.swift", "Events/LongPressGestureRecognizer.swift",
            "Scrolling/ScrollView.swift",
        ]
        for file in recognizers {
            let text = try String(
                contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.contains("touchRouter") && !text.contains("TouchRouter"), "\(file)")
        }
        let router = try String(
            contentsOf: root.appendingPathComponent("Events/TouchRouter.swift"), encoding: .utf8)
        let downcast = try Regex(#" (as[?!]|is) [A-Z]"#)
        #expect(router.firstMatch(of: downcast) == nil)
    }
}

/// A container that decides whether touches reach its content.
@MainActor
final class GateView: View {
    var letsTouchesIn = true
    var asked = 0
    override func contentTouchesShouldBegin(
        _ touches: Set<Touch>, with event: Event, in view: View
    ) -> Bool {
        asked += 1
        return letsTouchesIn
    }
}

extension TouchRoutingTests {
    @Test(
        "A touch lifted or moved at a NaN point is cancelled: the drag ends, no touch stays active (UIKit: touchesCancelled(_:with:))"
    )
    func nonFiniteLiftCancels() {
        for phase in [Touch.Phase.ended, .moved] {
            let window = Window(size: CGSize(width: 300, height: 300))
            let scroll = ScrollView(frame: window.bounds)
            scroll.contentSize = CGSize(width: 300, height: 900)
            window.addSubview(scroll)
            Window.printsDiagnostics = false
            let touch = Touch(location: CGPoint(x: 150, y: 250))
            window.send(Event(touches: [touch]))
            for step in 1...10 {
                window.runFrames(1)
                touch.update(phase: .moved, location: CGPoint(x: 150, y: 250 - 10 * step))
                window.send(Event(touches: [touch]))
            }
            #expect(scroll.isDragging)
            touch.update(phase: phase, location: CGPoint(x: CGFloat.nan, y: .infinity))
            window.send(Event(touches: [touch]))
            #expect(!scroll.isDragging, "\(phase)")
            #expect(!scroll.isTracking, "\(phase)")
            #expect(window.activeTouches.isEmpty, "\(phase)")
            #expect(touch.phase == .cancelled)
            #expect(
                window.diagnostics.map(\.message) == [
                    "touch at (nan 1000000000) has a non-finite location; cancelled"
                ])
            #expect(window.settle())
            #expect(invariantViolations(in: window, atRest: true) == [])
            // The next touch works as usual.
            window.scroll(scroll, by: CGPoint(x: 0, y: 100))
            #expect(window.settle())
            #expect(window.activeTouches.isEmpty)
        }
    }
}

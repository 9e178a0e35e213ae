import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A view that records the touches the responder chain gives it.
@MainActor
final class RecordingView: View {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { log.append("began") }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        if log.last != "moved" { log.append("moved") }
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        log.append("cancelled")
    }
    var refuses = false
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        !refuses
    }
}

@MainActor
final class RecognizerDelegate: GestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        shouldBegin
    }
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool { simultaneous }
}

@MainActor
func makeWindow() -> (Window, RecordingView) {
    Window.printsDiagnostics = false
    let window = Window(size: CGSize(width: 390, height: 844))
    let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.addSubview(view)
    return (window, view)
}

@MainActor @Suite struct GestureRecognizerTests {
    @Test(
        "A tap recognizes on lift; the held-back touchesEnded becomes touchesCancelled before the action (UIKit T7, T9)"
    )
    func tapTrace() {
        let (window, view) = makeWindow()
        // Weak: the view owns the recognizer, which owns this closure.
        let tap = TapGestureRecognizer { [weak view] recognizer in
            view?.log.append("action \(recognizer.state)")
        }
        view.addGestureRecognizer(tap)
        window.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.log == ["began", "cancelled", "action ended"])
        #expect(tap.state == .possible)  // reset after the event
        #expect(tap.location(in: view) == CGPoint(x: 50, y: 50))
    }

    @Test(
        "A finger that moves more than 10 pt fails a tap; the view then gets touchesEnded (UIKit T7; 10 pt is our model)"
    )
    func tapFailsPastMovement() {
        let (window, view) = makeWindow()
        var fired = 0
        view.addGestureRecognizer(TapGestureRecognizer { _ in fired += 1 })
        window.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 50, y: 70), duration: 0.05)
        #expect(fired == 0)
        #expect(view.log == ["began", "moved", "ended"])
        window.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 50, y: 58), duration: 0.05)
        #expect(fired == 1)
    }

    @Test(
        "A single tap that requires a double tap to fail waits for the double tap's timeout (UIKit T6)"
    )
    func singleRequiresDoubleToFail() {
        let (window, view) = makeWindow()
        var log: [String] = []
        let double = TapGestureRecognizer { _ in log.append("double") }
        double.numberOfTapsRequired = 2
        let single = TapGestureRecognizer { _ in log.append("single") }
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        window.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.isEmpty)
        window.advance(by: 0.4)
        #expect(log == ["single"])
        window.tap(at: CGPoint(x: 100, y: 100), count: 2)
        window.settle()
        #expect(log == ["single", "double"])
    }

    @Test(
        "A pan does not begin for 1 pt and begins for 30 pt; translation is the total movement, velocity in pt/s (UIPanGestureRecognizer)"
    )
    func panHysteresisTranslationVelocity() {
        let (window, view) = makeWindow()
        var states: [GestureRecognizer.State] = []
        var translation = CGPoint.zero
        var velocity = CGPoint.zero
        // Weak: the view owns the recognizer, which owns this closure.
        let pan = PanGestureRecognizer { [weak view] recognizer in
            let pan = recognizer as! PanGestureRecognizer
            states.append(pan.state)
            translation = pan.translation(in: view)
            velocity = pan.velocity(in: view)
        }
        view.addGestureRecognizer(pan)
        window.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 101, y: 100), duration: 0.1)
        #expect(states.isEmpty)
        window.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 130), duration: 0.1)
        #expect(states.first == .began)
        #expect(states.last == .ended)
        #expect(translation == CGPoint(x: 0, y: 30))
        #expect(abs(velocity.y - 300) < 1e-6)
    }

    @Test("setTranslation resets the translation the pan reports (UIPanGestureRecognizer)")
    func setTranslation() {
        let (window, view) = makeWindow()
        var seen: [CGFloat] = []
        let pan = PanGestureRecognizer { recognizer in
            let pan = recognizer as! PanGestureRecognizer
            seen.append(pan.translation(in: nil).x)
            pan.setTranslation(.zero, in: nil)
        }
        view.addGestureRecognizer(pan)
        window.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 160, y: 100), duration: 0.05)
        #expect(seen.first! >= 10)
        #expect(seen.dropFirst().allSatisfy { $0 <= 10 })
    }

    @Test(
        "A long press begins after 0.5 s on the clock and ends on lift; moving more than 10 pt first fails it (UILongPressGestureRecognizer)"
    )
    func longPress() {
        let (window, view) = makeWindow()
        var states: [GestureRecognizer.State] = []
        let press = LongPressGestureRecognizer { states.append($0.state) }
        view.addGestureRecognizer(press)
        window.press(at: CGPoint(x: 10, y: 10), duration: 0.45)
        #expect(states.isEmpty)
        window.press(at: CGPoint(x: 10, y: 10), duration: 0.55)
        #expect(states == [.began, .ended])
        states = []
        window.drag(
            along: [CGPoint(x: 10, y: 10), CGPoint(x: 40, y: 10), CGPoint(x: 40, y: 10)],
            duration: 0.8)
        #expect(states.isEmpty)
    }

    @Test("Disabling a recognizer mid-gesture cancels it (UIGestureRecognizer.isEnabled)")
    func disablingCancels() {
        let (window, view) = makeWindow()
        var states: [GestureRecognizer.State] = []
        let pan = PanGestureRecognizer { states.append($0.state) }
        view.addGestureRecognizer(pan)
        let touch = Touch(location: CGPoint(x: 10, y: 10))
        window.send(Event(touches: [touch]))
        window.runFrames(1)
        touch.update(phase: .moved, location: CGPoint(x: 10, y: 60))
        window.send(Event(touches: [touch]))
        pan.isEnabled = false
        #expect(states == [.began, .cancelled])
        touch.update(phase: .moved, location: CGPoint(x: 10, y: 90))
        window.send(Event(touches: [touch]))
        touch.update(phase: .ended)
        window.send(Event(touches: [touch]))
        #expect(states == [.began, .cancelled])
        #expect(pan.state == .possible)
    }

    @Test(
        "gestureRecognizerShouldBegin: the delegate or the view returning false fails the recognizer (UIKit T4)"
    )
    func shouldBegin() {
        let (window, view) = makeWindow()
        var fired = 0
        let tap = TapGestureRecognizer { _ in fired += 1 }
        let delegate = RecognizerDelegate()
        tap.delegate = delegate
        view.addGestureRecognizer(tap)
        delegate.shouldBegin = false
        window.tap(at: CGPoint(x: 10, y: 10))
        delegate.shouldBegin = true
        view.refuses = true
        window.tap(at: CGPoint(x: 10, y: 10))
        #expect(fired == 0)
        view.refuses = false
        window.tap(at: CGPoint(x: 10, y: 10))
        #expect(fired == 1)
    }

    @Test(
        "Only one recognizer recognizes unless a delegate allows simultaneous recognition (UIKit T2, T5)"
    )
    func exclusivity() {
        let (window, outer) = makeWindow()
        let inner = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        outer.addSubview(inner)
        var log: [String] = []
        let innerPan = PanGestureRecognizer { if $0.state == .began { log.append("inner") } }
        let outerPan = PanGestureRecognizer { if $0.state == .began { log.append("outer") } }
        inner.addGestureRecognizer(innerPan)
        outer.addGestureRecognizer(outerPan)
        window.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 50, y: 150), duration: 0.1)
        #expect(log == ["inner"])
        let delegate = RecognizerDelegate()
        delegate.simultaneous = true
        outerPan.delegate = delegate
        log = []
        window.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 50, y: 150), duration: 0.1)
        #expect(log == ["inner", "outer"])
    }

    @Test("A recognizer whose view leaves the window mid-gesture is cancelled")
    func viewLeavesWindow() {
        let (window, view) = makeWindow()
        var states: [GestureRecognizer.State] = []
        let pan = PanGestureRecognizer { states.append($0.state) }
        view.addGestureRecognizer(pan)
        let touch = Touch(location: CGPoint(x: 10, y: 10))
        window.send(Event(touches: [touch]))
        touch.update(phase: .moved, location: CGPoint(x: 10, y: 60))
        window.send(Event(touches: [touch]))
        view.removeFromSuperview()
        #expect(states == [.began, .cancelled])
        touch.update(phase: .ended)
        window.send(Event(touches: [touch]))
        #expect(states == [.began, .cancelled])
        #expect(window.activeTouches.isEmpty)
    }
}

extension GestureRecognizerTests {
    @Test(
        "Resetting the translation to zero on each change keeps the velocity (UIKit: UIPanGestureRecognizer.setTranslation(_:in:))"
    )
    func setTranslationKeepsVelocity() {
        let window = Window(size: CGSize(width: 400, height: 400))
        let view = View(frame: window.bounds)
        window.addSubview(view)
        var velocities: [CGFloat] = []
        var total: CGFloat = 0
        var endVelocity: CGFloat = 0
        let pan = PanGestureRecognizer { recognizer in
            let pan = recognizer as! PanGestureRecognizer
            total += pan.translation(in: view).x
            pan.setTranslation(.zero, in: view)
            // Read after the reset, as a card-dragging handler does when it lets go.
            if pan.state == .changed { velocities.append(pan.velocity(in: view).x) }
            if pan.state == .ended { endVelocity = pan.velocity(in: view).x }
        }
        view.addGestureRecognizer(pan)
        // 200 pt in 0.5 s, then lifted at the end of the path: 400 pt/s throughout.
        window.drag(
            along: [CGPoint(x: 50, y: 100), CGPoint(x: 250, y: 100)], duration: 0.5)
        #expect(velocities.count > 10)
        #expect(velocities.dropFirst(3).allSatisfy { abs($0 - 400) < 1 })
        #expect(abs(endVelocity - 400) < 1)
        #expect(abs(total - 200) < 1e-6)
    }
}

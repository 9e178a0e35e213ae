import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

/// A recognizer written outside HeadlessKit, with public API only, as a user writes one: it
/// begins once a finger has stayed down for `duration` (UIKit: a subclass sets `state`; its
/// timers are its own business and end when it resets).
@MainActor
private final class HoldRecognizer: GestureRecognizer {
    var duration: TimeInterval = 0.3
    var log: [String] = []
    var touchesSeen = 0

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        touchesSeen += touches.count
        schedule(after: duration) { [weak self] in
            guard let self, self.state == .possible, let view = self.view else { return }
            let clock = (view as? Window ?? view.window)!.clock
            self.log.append("began at frame \(clock.frameCount)")
            self.state = .began
        }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        state = state == .possible ? .failed : .ended
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        state = .cancelled
    }

    override func reset() { log.append("reset") }
}

@MainActor
@Suite("A custom recognizer's timers (GestureRecognizer.schedule(after:_:))")
struct CustomRecognizerTests {
    private func makeWindow() -> (Window, HoldRecognizer) {
        let window = Window(size: CGSize(width: 200, height: 200))
        let view = View(frame: window.bounds)
        window.addSubview(view)
        let hold = HoldRecognizer()
        view.addGestureRecognizer(hold)
        return (window, hold)
    }

    @Test("A hold begins in the first frame at least its duration after touch-down")
    func holdBegins() {
        let (window, hold) = makeWindow()
        let start = window.clock.frameCount
        let finger = window.beginTouch(at: CGPoint(x: 100, y: 100)).hold(duration: 0.5)
        #expect(hold.log == ["began at frame \(start + 36)"])  // 0.3 s at 120 Hz
        finger.end()
        #expect(hold.log.last == "reset")
    }

    @Test("A lift before the duration fails the hold and its timer never fires")
    func liftCancelsTimer() {
        let (window, hold) = makeWindow()
        window.beginTouch(at: CGPoint(x: 100, y: 100)).hold(duration: 0.1).end()
        #expect(window.settle())
        window.runFrames(120)
        #expect(hold.log == ["reset"])
        #expect(hold.state == .possible)
    }

    @Test(
        "A recognizer on the window itself gets touches and runs on the window's clock (UIKit: the window is a view in the hit view's chain)"
    )
    func recognizerOnWindow() {
        let (window, hold) = makeWindowForExit()
        let start = window.clock.frameCount
        let finger = window.beginTouch(at: CGPoint(x: 100, y: 100))
        #expect(window.hitTest(CGPoint(x: 100, y: 100), with: nil) === window)
        #expect(hold.view === window)
        #expect(hold.touchesSeen == 1)
        finger.hold(duration: 0.5).end()
        #expect(hold.log == ["began at frame \(start + 36)", "reset"])
    }

    @Test("A recognizer whose view is in no window schedules nothing")
    func noWindowNoTimer() {
        let hold = HoldRecognizer()
        let view = View()
        view.addGestureRecognizer(hold)
        var ran = false
        hold.schedule(after: 0) { ran = true }
        #expect(!ran)
    }

    @Test("A NaN or negative delay stops with a message naming it")
    func badDelayStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let (window, hold) = makeWindowForExit()
                hold.schedule(after: .nan) {}
                _ = window
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let (window, hold) = makeWindowForExit()
                hold.schedule(after: -1) {}
                _ = window
            }
        }
    }
}

@MainActor
private func makeWindowForExit() -> (Window, HoldRecognizer) {
    let window = Window(size: CGSize(width: 200, height: 200))
    let hold = HoldRecognizer()
    window.addGestureRecognizer(hold)
    return (window, hold)
}

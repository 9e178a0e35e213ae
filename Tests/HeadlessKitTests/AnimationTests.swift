import Foundation
import Testing

@testable import HeadlessKit

/// A settled 400 × 400 window holding one 100 × 100 view at `origin`: the animation suites'
/// common scene.
@MainActor func makeAnimationWindow(origin: CGPoint = .zero) -> (Window, View) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let view = View(frame: CGRect(origin: origin, size: CGSize(width: 100, height: 100)))
    window.addSubview(view)
    window.settle()
    return (window, view)
}

@MainActor @Suite struct AnimationTests {
    func makeWindow() -> (Window, View) { makeAnimationWindow() }

    @Test(
        "Model values change at once; the presentation moves on the clock (UIKit model/presentation)"
    )
    func modelAtOnce() {
        let (window, view) = makeWindow()
        var finished: Bool?
        View.animate(withDuration: 1, options: .curveLinear) {
            view.frame.origin.x = 200
            view.alpha = 0
        } completion: {
            finished = $0
        }
        #expect(view.frame.minX == 200)
        #expect(view.alpha == 0)
        #expect(view.presentationFrame.minX == 0)
        window.advance(by: 0.25)
        #expect(abs(view.presentationFrame.minX - 50) < 1e-9)
        #expect(abs(view.presentationAlpha - 0.75) < 1e-9)
        #expect(finished == nil)
        window.advance(by: 0.75)
        #expect(view.presentationFrame.minX == 200)
        #expect(view.presentationAlpha == 0)
        #expect(finished == true)
        #expect(window.isIdle)
    }

    @Test("Ease-in-out is the cubic Bézier (0.42, 0, 0.58, 1): symmetric, slow at both ends")
    func easeInOut() {
        let curve = AnimationOptions.curveEaseInOut.curve
        #expect(abs(curve.value(at: 0.5) - 0.5) < 1e-6)
        #expect(abs(curve.value(at: 0.25) + curve.value(at: 0.75) - 1) < 1e-6)
        #expect(curve.value(at: 0.1) < 0.1)
        #expect(AnimationOptions.curveEaseIn.curve.value(at: 0.5) < 0.5)
        #expect(AnimationOptions.curveEaseOut.curve.value(at: 0.5) > 0.5)
    }

    @Test(
        "A critically damped spring (the tab pager's 1.0/1.0) rises without overshoot and ends on target"
    )
    func spring() {
        let curve = TimingCurve.spring(damping: 1, velocity: 1, duration: 0.4)
        var previous = 0.0
        for step in 1...100 {
            let value = curve.value(at: Double(step) / 100)
            #expect(value >= previous - 1e-12)
            #expect(value <= 1 + 1e-9)
            previous = value
        }
        #expect(curve.value(at: 1) == 1)
        let bouncy = TimingCurve.spring(damping: 0.3, velocity: 0, duration: 1)
        #expect((1...99).map { bouncy.value(at: Double($0) / 100) }.max()! > 1)
    }

    @Test("Setting a property again in one block animates from the first value to the last")
    func mergedChanges() {
        let (window, view) = makeWindow()
        View.animate(withDuration: 1, options: .curveLinear) {
            view.center.x = 100
            view.center.x = 250
        }
        window.advance(by: 0.5)
        #expect(abs(view.presentationFrame.midX - 150) < 1e-9)
    }

    @Test(
        "A non-animated set leaves the running animation in place: the screen shows the new value plus what it still has to move, and the completion gets true (UIKit since iOS 8: additive animations; a set outside a block removes no animation)"
    )
    func setOutsideBlockKeepsAnimation() {
        let (window, view) = makeWindow()
        var finished: Bool?
        View.animate(withDuration: 1, options: .curveLinear) {
            view.alpha = 0
        } completion: {
            finished = $0
        }
        window.advance(by: 0.75)
        view.alpha = 0.5
        #expect(finished == nil)
        #expect(abs(view.presentationAlpha - 0.75) < 1e-9)  // 0.5 + a quarter of 1 − 0
        window.advance(by: 0.25)
        #expect(finished == true)
        #expect(view.presentationAlpha == 0.5)
    }

    @Test("performWithoutAnimation applies changes at once, even inside an animation block")
    func withoutAnimation() {
        let (_, view) = makeWindow()
        View.animate(withDuration: 1) {
            View.performWithoutAnimation { view.alpha = 0.2 }
        }
        #expect(view.presentationAlpha == 0.2)
    }

    @Test("Views in no window jump to the new value and complete at once")
    func noWindow() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: Bool?
        View.animate(withDuration: 1) {
            view.alpha = 0
        } completion: {
            finished = $0
        }
        #expect(view.presentationAlpha == 0)
        #expect(finished == true)
    }

    @Test("A delay holds the presentation at the start value")
    func delay() {
        let (window, view) = makeWindow()
        View.animate(withDuration: 0.5, delay: 0.5, options: .curveLinear) { view.alpha = 0 }
        window.advance(by: 0.5)
        #expect(view.presentationAlpha == 1)
        window.advance(by: 0.25)
        #expect(abs(view.presentationAlpha - 0.5) < 1e-9)
        #expect(window.settle())
    }

    @Test("A block that changes nothing completes on the next frame")
    func emptyBlock() {
        let (window, view) = makeWindow()
        var finished: Bool?
        View.animate(withDuration: 0.3) {
            view.alpha = 1
        } completion: {
            finished = $0
        }
        #expect(finished == nil || finished == true)
        window.runFrames(1)
        #expect(finished == true)
    }

    @Test("A negative duration stops")
    func negativeDurationStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            View.animate(withDuration: -1) {}
        }
    }
}

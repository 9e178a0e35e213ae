import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// `ViewPropertyAnimator` (UIKit's `UIViewPropertyAnimator`): states, scrubbing, reversing,
/// stopping and finishing, and the interactive pattern it exists for.
@MainActor @Suite struct ViewPropertyAnimatorTests {
    /// A 1 s linear animator moving `view` from x 0 to x 200 and fading it out.
    func makeAnimator(_ view: View, duration: TimeInterval = 1) -> ViewPropertyAnimator {
        ViewPropertyAnimator(duration: duration, curve: .linear) {
            view.frame.origin.x = 200
            view.alpha = 0
        }
    }

    func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }

    @Test("UIKit: blocks run when the animator starts; the model changes at once, the screen moves")
    func startRunsBlocks() {
        let (window, view) = makeAnimationWindow()
        let animator = makeAnimator(view)
        #expect(animator.state == .inactive)
        #expect(view.frame.minX == 0, "blocks wait for the start")
        var ended: [ViewAnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(view.frame.minX == 200 && view.alpha == 0)
        #expect(view.presentationFrame.minX == 0)
        window.advance(by: 0.25)
        #expect(near(view.presentationFrame.minX, 50))
        #expect(near(view.presentationAlpha, 0.75))
        #expect(near(animator.fractionComplete, 0.25))
        #expect(!window.isIdle)
        window.advance(by: 0.75)
        #expect(ended == [.end])
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(view.presentationFrame.minX == 200)
        #expect(window.isIdle)
    }

    @Test("UIKit: pausing an inactive animator runs its blocks and holds the views at the start")
    func pauseThenScrubLinearly() {
        let (window, view) = makeAnimationWindow()
        let animator = ViewPropertyAnimator(duration: 1, curve: .easeInOut) {
            view.frame.origin.x = 200
        }
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        #expect(view.frame.minX == 200 && view.presentationFrame.minX == 0)
        // scrubsLinearly (UIKit's default): the fraction shows on a linear curve while paused.
        animator.fractionComplete = 0.25
        #expect(near(view.presentationFrame.minX, 50))
        #expect(window.isIdle, "a paused animator holds its views still")
        #expect(window.settle())
        #expect(near(view.presentationFrame.minX, 50))
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.25
        let eased = CGFloat(View.AnimationCurve.easeInOut.timingCurve.value(at: 0.25))
        #expect(near(view.presentationFrame.minX, 200 * eased))
        #expect(eased < 0.25)
    }

    @Test("UIKit: setting fractionComplete on an inactive animator makes it active and paused")
    func scrubActivates() {
        let (window, view) = makeAnimationWindow()
        let animator = makeAnimator(view)
        animator.fractionComplete = 0.5
        #expect(animator.state == .active && !animator.isRunning)
        #expect(near(view.presentationAlpha, 0.5))
        #expect(near(animator.fractionComplete, 0.5))
        withExtendedLifetime(window) {}
    }

    @Test("UIKit: continueAnimation with durationFactor 0 runs the rest in the time left")
    func continueWithRemainingTime() {
        let (window, view) = makeAnimationWindow()
        let animator = makeAnimator(view)
        var ended: ViewAnimatingPosition?
        animator.addCompletion { ended = $0 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        #expect(animator.isRunning)
        window.advance(by: 0.25)
        #expect(near(view.presentationFrame.minX, 150))
        window.advance(by: 0.25)
        #expect(ended == .end)
    }

    @Test("UIKit: continueAnimation's durationFactor scales the original duration")
    func continueWithFactor() {
        let (window, view) = makeAnimationWindow()
        let animator = makeAnimator(view)
        var ended = false
        animator.addCompletion { _ in ended = true }
        animator.fractionComplete = 0.5
        animator.continueAnimation(
            withTimingParameters: CubicTimingParameters(animationCurve: .linear), durationFactor: 2)
        window.advance(by: 1)
        #expect(near(view.presentationFrame.minX, 150))
        #expect(!ended)
        window.advance(by: 1)
        #expect(ended)
    }

    @Test("UIKit: a reversed animator runs back and ends at .start with the start values set")
    func reverseMidFlight() {
        let (window, view) = makeAnimationWindow()
        let animator = makeAnimator(view)
        var ended: ViewAnimatingPosition?
        animator.addCompletion { ended = $0 }
        animator.startAnimation()
        window.advance(by: 0.5)
        #expect(near(view.presentationFrame.minX, 100))
        animator.isReversed = true
        window.advance(by: 0.25)
        #expect(near(view.presentationFrame.minX, 50))
        #expect(ended == nil)
        window.advance(by: 0.25)
        #expect(ended == .start)
        #expect(view.frame.minX == 0 && view.alpha == 1, "the model values are set back")
        #expect(view.presentationFrame.minX == 0)
        #expect(window.isIdle)
    }

    @Test("UIKit: stopAnimation(false) leaves the values on screen; finishAnimation(at:) ends it")
    func stopThenFinishAtCurrent() {
        let (window, view) = makeAnimationWindow()
        let animator = makeAnimator(view)
        var ended: [ViewAnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        window.advance(by: 0.25)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped && !animator.isRunning)
        #expect(near(view.frame.minX, 50) && near(view.alpha, 0.75))
        #expect(near(view.presentationFrame.minX, 50))
        #expect(ended.isEmpty)
        window.advance(by: 1)
        #expect(near(view.frame.minX, 50), "nothing moves while stopped")
        animator.finishAnimation(at: .current)
        #expect(ended == [.current])
        #expect(animator.state == .inactive)
        #expect(near(view.frame.minX, 50))
    }

    @Test("UIKit: finishAnimation(at: .start) and (at: .end) set the start and end values")
    func finishAtStartAndEnd() {
        for position in [ViewAnimatingPosition.start, .end] {
            let (window, view) = makeAnimationWindow()
            let animator = makeAnimator(view)
            animator.startAnimation()
            window.advance(by: 0.5)
            animator.stopAnimation(false)
            animator.finishAnimation(at: position)
            #expect(view.frame.minX == (position == .start ? 0 : 200))
            #expect(view.presentationFrame.minX == view.frame.minX)
        }
    }

    @Test("UIKit: stopAnimation(true) drops the completions and makes the animator inactive")
    func stopWithoutFinishing() {
        let (window, view) = makeAnimationWindow()
        let animator = makeAnimator(view)
        var ran = false
        animator.addCompletion { _ in ran = true }
        animator.startAnimation()
        window.advance(by: 0.5)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(near(view.frame.minX, 100))
        #expect(window.settle())
        #expect(!ran)
        animator.stopAnimation(true)
        animator.stopAnimation(false)
        #expect(animator.state == .inactive, "stopping an inactive animator does nothing")
    }

    @Test("UIKit: pausesOnCompletion keeps the animator active at the end, ready to reverse")
    func pausesOnCompletion() {
        let (window, view) = makeAnimationWindow()
        let animator = makeAnimator(view)
        animator.pausesOnCompletion = true
        var ended: [ViewAnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        window.advance(by: 1.5)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(ended.isEmpty, "no completion while paused at the end")
        #expect(near(animator.fractionComplete, 1))
        #expect(window.isIdle)
        animator.isReversed = true
        animator.pausesOnCompletion = false
        animator.startAnimation()
        window.advance(by: 1)
        #expect(ended == [.start])
        #expect(view.frame.minX == 0)
    }

    @Test("UIKit: a block added while running moves over the remaining duration")
    func addWhileRunning() {
        let (window, view) = makeAnimationWindow()
        let other = View(frame: CGRect(x: 0, y: 200, width: 10, height: 10))
        window.addSubview(other)
        let animator = makeAnimator(view)
        animator.startAnimation()
        window.advance(by: 0.5)
        animator.addAnimations { other.frame.origin.x = 100 }
        #expect(other.frame.minX == 100)
        #expect(other.presentationFrame.minX == 0)
        window.advance(by: 0.25)
        #expect(near(other.presentationFrame.minX, 50))
        window.advance(by: 0.25)
        #expect(other.presentationFrame.minX == 100)
    }

    @Test("UIKit: a block's delayFactor holds it until that share of the duration has run")
    func delayFactor() {
        let (window, view) = makeAnimationWindow()
        let animator = ViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations({ view.frame.origin.x = 100 }, delayFactor: 0.5)
        animator.startAnimation()
        window.advance(by: 0.5)
        #expect(view.presentationFrame.minX == 0)
        window.advance(by: 0.25)
        #expect(near(view.presentationFrame.minX, 50))
        window.advance(by: 0.25)
        #expect(view.presentationFrame.minX == 100)
    }

    @Test("UIKit: runningPropertyAnimator starts at once after its delay, with the options' curve")
    func runningPropertyAnimator() {
        let (window, view) = makeAnimationWindow()
        var ended: ViewAnimatingPosition?
        let animator = ViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.5, delay: 0.5, options: [.curveLinear],
            animations: { view.alpha = 0 }, completion: { ended = $0 })
        #expect(animator.isRunning && animator.delay == 0.5)
        window.advance(by: 0.5)
        #expect(view.presentationAlpha == 1)
        window.advance(by: 0.25)
        #expect(near(view.presentationAlpha, 0.5))
        window.advance(by: 0.25)
        #expect(ended == .end)
    }

    @Test("A started animator nobody holds still runs to its completion (UIKit keeps it alive)")
    func droppedAnimatorCompletes() {
        let (window, view) = makeAnimationWindow()
        var ended: ViewAnimatingPosition?
        weak var weakAnimator: ViewPropertyAnimator?
        do {
            let animator = makeAnimator(view)
            animator.addCompletion { ended = $0 }
            animator.startAnimation()
            weakAnimator = animator
        }
        #expect(weakAnimator != nil)
        #expect(window.settle())
        #expect(ended == .end)
        #expect(weakAnimator == nil, "released once finished")
    }

    @Test("Property animators add to View.animate animations of the same property")
    func additiveWithViewAnimate() {
        let (window, view) = makeAnimationWindow()
        let animator = ViewPropertyAnimator(duration: 1, curve: .linear) {
            view.frame.origin.x = 100
        }
        animator.startAnimation()
        View.animate(withDuration: 1, options: .curveLinear) { view.frame.origin.x = 300 }
        window.advance(by: 0.5)
        // Model 300; remaining offsets: −100 × 0.5 and −200 × 0.5.
        #expect(near(view.presentationFrame.minX, 150))
        window.advance(by: 0.5)
        #expect(view.presentationFrame.minX == 300)
    }

    @Test("Completions may start, stop and add animators again (re-entrancy)")
    func reentrantCompletion() {
        let (window, view) = makeAnimationWindow()
        let animator = ViewPropertyAnimator(duration: 0.5, curve: .linear) {
            view.frame.origin.x = 100
        }
        var rounds = 0
        func again(_ position: ViewAnimatingPosition) {
            rounds += 1
            guard rounds < 3 else { return }
            animator.stopAnimation(true)  // inactive: ignored
            animator.addAnimations { view.frame.origin.x += 100 }
            animator.addCompletion(again)
            animator.startAnimation()
        }
        animator.addCompletion(again)
        animator.startAnimation()
        #expect(window.settle())
        #expect(rounds == 3)
        #expect(view.frame.minX == 300 && view.presentationFrame.minX == 300)
    }

    @Test("A view leaving its window, or the window going away, stops nothing else")
    func lifetimes() {
        let (window, view) = makeAnimationWindow()
        var ended: ViewAnimatingPosition?
        let animator = makeAnimator(view)
        animator.addCompletion { ended = $0 }
        animator.startAnimation()
        window.advance(by: 0.25)
        view.removeFromSuperview()
        #expect(view.presentationFrame == view.frame)
        window.advance(by: 1)
        #expect(ended == .end)

        var scene: (Window, View)? = makeAnimationWindow()
        let orphan = makeAnimator(scene!.1)
        orphan.startAnimation()
        scene!.0.advance(by: 0.5)
        let kept = scene!.1
        scene = nil
        #expect(kept.presentationFrame == kept.frame)
        _ = orphan.fractionComplete
        orphan.pauseAnimation()
        orphan.stopAnimation(false)
        orphan.finishAnimation(at: .end)
        #expect(kept.frame.minX == 200)
    }

    @Test("A running animator whose window goes away still completes, once, where it headed")
    func windowGoneCompletes() {
        var ends: [ViewAnimatingPosition] = []
        var scene: (Window, View)? = makeAnimationWindow()
        let view = scene!.1
        let animator = makeAnimator(view)
        animator.addCompletion { ends.append($0) }
        animator.startAnimation()
        scene!.0.advance(by: 0.5)
        animator.isReversed = true
        let key = Window(size: CGSize(width: 10, height: 10))
        key.makeKey()
        scene = nil
        #expect(ends.isEmpty, "on the key window's next frame")
        key.runFrames(1)
        #expect(ends == [.start])
        #expect(animator.state == .inactive && view.frame.minX == 0 && view.alpha == 1)
        key.runFrames(2)
        #expect(ends == [.start])
    }

    @Test("A zero duration ends on the next frame, never inside startAnimation")
    func zeroDuration() {
        let (window, view) = makeAnimationWindow()
        var ended: ViewAnimatingPosition?
        let animator = makeAnimator(view, duration: 0)
        animator.addCompletion { ended = $0 }
        animator.startAnimation()
        #expect(ended == nil)
        window.runFrames(1)
        #expect(ended == .end)
    }

    @Test("Hostile values: fractionComplete, delayFactor and durationFactor are held in range")
    func hostileValues() {
        let (window, view) = makeAnimationWindow()
        let animator = makeAnimator(view)
        animator.fractionComplete = .nan
        #expect(animator.fractionComplete == 0)
        animator.fractionComplete = 5
        #expect(animator.fractionComplete == 1)
        animator.fractionComplete = -.infinity
        #expect(animator.fractionComplete == 0)
        animator.addAnimations({ view.backgroundColor = .red }, delayFactor: .nan)
        animator.addAnimations(
            { view.transform = CGAffineTransform(scaleX: 2, y: 2) }, delayFactor: 9)
        for factor in [CGFloat.nan, .infinity, -1, 0] {
            animator.pauseAnimation()
            animator.fractionComplete = 0.5
            animator.continueAnimation(withTimingParameters: nil, durationFactor: factor)
            window.advance(by: 0.25)
            #expect(near(animator.fractionComplete, 0.75), "durationFactor \(factor)")
        }
        #expect(window.settle())
        #expect(view.center.x == 250 && view.presentationFrame == view.frame)
        #expect(view.presentationTransform == CGAffineTransform(scaleX: 2, y: 2))
    }

    @Test("With no window and no key window there is no clock: the animations end at once")
    func noWindow() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var ended: ViewAnimatingPosition?
        let animator = makeAnimator(view)
        animator.addCompletion { ended = $0 }
        if Window.key == nil {
            animator.startAnimation()
            #expect(ended == .end)
            #expect(view.frame.minX == 200)
        }
    }

    @Test("Window.activities lists a running property animator's changes")
    func activities() {
        let (window, view) = makeAnimationWindow()
        let animator = makeAnimator(view)
        animator.startAnimation()
        let lines = window.activities.map(\.description)
        #expect(
            lines.contains { $0.hasPrefix("property animator of") && $0.contains("alpha 1 → 0") })
        animator.pauseAnimation()
        #expect(window.activities.isEmpty)
    }

    @Test("Spring parameters: the mass form gives damping / (2 √(stiffness × mass))")
    func springParameters() {
        let spring = SpringTimingParameters(
            mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
        #expect(near(spring.dampingRatio, 0.5))
        #expect(spring.timingCurveType == .spring)
        let cubic = CubicTimingParameters(
            controlPoint1: CGPoint(x: -1, y: 0), controlPoint2: CGPoint(x: 3, y: 1))
        #expect(cubic.controlPoint1.x == 0 && cubic.controlPoint2.x == 1)
        let (window, view) = makeAnimationWindow()
        let animator = ViewPropertyAnimator(duration: 0.5, timingParameters: spring)
        animator.addAnimations { view.frame.origin.x = 100 }
        animator.startAnimation()
        var overshoot = false
        for _ in 0..<60 {
            window.runFrames(1)
            if view.presentationFrame.minX > 100 { overshoot = true }
        }
        #expect(overshoot, "an underdamped spring overshoots")
        #expect(view.presentationFrame.minX == 100)
    }

    @Test("The interactive pattern: a pan pauses, scrubs and continues or reverses the animator")
    func interactiveCard() {
        let (window, _) = makeAnimationWindow()
        // A bottom card that a pan drags up 300 points (the classic UIKit interactive card).
        let card = View(frame: CGRect(x: 0, y: 350, width: 400, height: 400))
        window.addSubview(card)
        var animator: ViewPropertyAnimator?
        var startFraction: CGFloat = 0
        var ends: [ViewAnimatingPosition] = []
        let pan = PanGestureRecognizer { recognizer in
            let pan = recognizer as! PanGestureRecognizer
            switch pan.state {
            case .began:
                if animator == nil {
                    let made = ViewPropertyAnimator(duration: 0.4, dampingRatio: 1) {
                        card.frame.origin.y = 50
                    }
                    made.addCompletion { ends.append($0) }
                    animator = made
                }
                animator?.pauseAnimation()
                startFraction = animator?.fractionComplete ?? 0
            case .changed:
                animator?.fractionComplete = startFraction - pan.translation(in: card).y / 300
            case .ended:
                animator?.isReversed = pan.translation(in: card).y > -100
                animator?.continueAnimation(withTimingParameters: nil, durationFactor: 0)
                animator = nil
            default: break
            }
        }
        card.addGestureRecognizer(pan)
        window.drag(from: CGPoint(x: 200, y: 380), to: CGPoint(x: 200, y: 230), duration: 0.25)
        #expect(window.settle())
        #expect(ends == [.end])
        #expect(card.frame.minY == 50 && card.presentationFrame.minY == 50)

        // A short drag back down: not far enough, so the card returns to the top... and a
        // short drag up on a card at the bottom reverses to the start.
        card.frame.origin.y = 350
        window.drag(from: CGPoint(x: 200, y: 380), to: CGPoint(x: 200, y: 340), duration: 0.25)
        #expect(window.settle())
        #expect(ends == [.end, .start])
        #expect(card.frame.minY == 350 && card.presentationFrame.minY == 350)
    }

    @Test func startingAStoppedAnimatorStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let view = View(frame: .zero)
            let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            animator.pauseAnimation()
            animator.stopAnimation(false)
            animator.startAnimation()
        }
        expectMessage(
            result,
            naming: ["startAnimation()", "<ViewPropertyAnimator 1 s .stopped", "finishAnimation"])
    }

    @Test func finishingAnActiveAnimatorStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let animator = ViewPropertyAnimator(duration: 1, curve: .linear)
            animator.pauseAnimation()
            animator.finishAnimation(at: .end)
        }
        expectMessage(
            result,
            naming: [
                "finishAnimation(at: .end)", "<ViewPropertyAnimator 1 s .active",
                "stopAnimation(false)",
            ])
    }

    @Test func negativeDurationAndNaNDelayStop() async {
        let duration = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            _ = ViewPropertyAnimator(duration: -1, curve: .linear)
        }
        expectMessage(duration, naming: ["ViewPropertyAnimator(duration: -1.0)", "not negative"])
        let delay = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            ViewPropertyAnimator(duration: 1, curve: .linear).startAnimation(afterDelay: .nan)
        }
        expectMessage(delay, naming: ["startAnimation(afterDelay: nan)", "<ViewPropertyAnimator"])
    }
}

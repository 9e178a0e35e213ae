import Foundation
import Testing

@testable import HeadlessKit

/// `View.transition`, `View.animateKeyframes`, `Accessibility.post` and the feedback
/// generators: UIKit calls that pasted screens make around their animations.
@MainActor @Suite struct TransitionAndKeyframeTests {
    func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }

    @Test("UIKit transition(with:): the change shows at once; the completion waits the duration")
    func transitionWithView() {
        let (window, view) = makeAnimationWindow()
        let label = Label(text: "Follow")
        view.addSubview(label)
        var finished: Bool?
        View.transition(with: view, duration: 0.3, options: .transitionCrossDissolve) {
            label.text = "Following"
            view.alpha = 0.5
        } completion: {
            finished = $0
        }
        #expect(label.text == "Following")
        #expect(view.presentationAlpha == 0.5, "not animated without allowAnimatedContent")
        #expect(!window.isIdle)
        window.advance(by: 0.2)
        #expect(finished == nil)
        window.advance(by: 0.1)
        #expect(finished == true)
        #expect(window.isIdle)
    }

    @Test("UIKit transition(with:) with allowAnimatedContent animates the block's changes")
    func transitionAnimatedContent() {
        let (window, view) = makeAnimationWindow()
        View.transition(
            with: view, duration: 1, options: [.allowAnimatedContent, .curveLinear],
            animations: { view.alpha = 0 })
        window.advance(by: 0.5)
        #expect(near(view.presentationAlpha, 0.5))
    }

    @Test("UIKit transition(from:to:): toView takes fromView's place; showHide only hides")
    func transitionFromTo() {
        let (window, view) = makeAnimationWindow()
        let first = View(frame: .zero)
        let second = View(frame: .zero)
        let last = View(frame: .zero)
        view.addSubview(first)
        view.addSubview(second)
        view.addSubview(last)
        let replacement = View(frame: .zero)
        var done = 0
        View.transition(from: second, to: replacement, duration: 0.25) { _ in done += 1 }
        #expect(view.subviews.map { $0 } == [first, replacement, last])
        #expect(second.superview == nil)
        View.transition(
            from: first, to: last, duration: 0, options: .showHideTransitionViews
        ) { _ in done += 1 }
        #expect(first.isHidden && !last.isHidden && first.superview === view)
        #expect(window.settle())
        #expect(done == 2)
    }

    @Test("UIKit animateKeyframes: each keyframe moves over its share; one completion at the end")
    func keyframes() {
        let (window, view) = makeAnimationWindow()
        var completions: [Bool] = []
        View.animateKeyframes(withDuration: 1, delay: 0) {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                view.frame.origin.x = 100
            }
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                view.frame.origin.x = 0
                view.alpha = 0
            }
        } completion: {
            completions.append($0)
        }
        #expect(view.frame.minX == 0 && view.alpha == 0, "model values are the last set")
        window.advance(by: 0.25)
        #expect(near(view.presentationFrame.minX, 50))
        #expect(view.presentationAlpha == 1)
        window.advance(by: 0.25)
        #expect(near(view.presentationFrame.minX, 100))
        window.advance(by: 0.25)
        #expect(near(view.presentationFrame.minX, 50))
        #expect(near(view.presentationAlpha, 0.5))
        #expect(completions.isEmpty)
        window.advance(by: 0.25)
        #expect(completions == [true])
        #expect(window.isIdle)
    }

    @Test("Discrete keyframes jump at their start; hostile fractions are held in 0...1")
    func discreteAndHostile() {
        let (window, view) = makeAnimationWindow()
        var finished: Bool?
        View.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeDiscrete) {
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                view.alpha = 0
            }
            View.addKeyframe(withRelativeStartTime: .nan, relativeDuration: .infinity) {
                view.frame.origin.y = 10
            }
            View.addKeyframe(withRelativeStartTime: 7, relativeDuration: -1) {
                view.frame.origin.x = 10
            }
        } completion: {
            finished = $0
        }
        window.advance(by: 0.25)
        #expect(view.presentationAlpha == 1)
        window.advance(by: 0.25)
        #expect(view.presentationAlpha == 0)
        #expect(window.settle())
        #expect(finished == true)
        #expect(view.frame.origin == CGPoint(x: 10, y: 10))
    }

    @Test("Keyframes that change nothing still complete, on a later frame")
    func emptyKeyframes() {
        let (window, _) = makeAnimationWindow()
        window.makeKey()
        var finished: Bool?
        View.animateKeyframes(withDuration: 1, delay: 0) {
        } completion: {
            finished = $0
        }
        #expect(finished == nil)
        window.runFrames(1)
        #expect(finished == true)
    }

    @Test("A keyframe view leaving its window completes the group with false")
    func keyframeStopped() {
        let (window, view) = makeAnimationWindow()
        var finished: Bool?
        View.animateKeyframes(withDuration: 1, delay: 0) {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0 }
        } completion: {
            finished = $0
        }
        window.advance(by: 0.1)
        view.removeFromSuperview()
        #expect(window.settle())
        #expect(finished == false)
    }

    @Test("Accessibility.post keeps what VoiceOver would announce on the key window")
    func accessibilityPost() {
        let (window, view) = makeAnimationWindow()
        window.makeKey()
        Accessibility.post(notification: .announcement, argument: "Following")
        Accessibility.post(notification: .screenChanged, argument: view)
        Accessibility.post(notification: .layoutChanged, argument: nil)
        #expect(
            window.postedAccessibilityNotifications.map(\.description) == [
                "announcement \"Following\"", "screenChanged \(view.shortDescription)",
                "layoutChanged",
            ])
        #expect(!Accessibility.isVoiceOverRunning && !Accessibility.isReduceMotionEnabled)
    }

    @Test("Feedback generators count what they played; intensity is held in 0...1")
    func feedback() {
        let impact = ImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: .nan)
        #expect(impact.occurrences == 2 && impact.lastIntensity == 0)
        impact.impactOccurred(intensity: 4)
        #expect(impact.lastIntensity == 1)
        let selection = SelectionFeedbackGenerator()
        selection.selectionChanged()
        let notification = NotificationFeedbackGenerator()
        notification.notificationOccurred(.success)
        #expect(selection.occurrences == 1 && notification.lastType == .success)
    }

    @Test func keyframesWithNegativeDurationStop() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            View.animateKeyframes(withDuration: -1, delay: 0) {}
        }
        expectMessage(result, naming: ["animateKeyframes(withDuration: -1.0", "not negative"])
    }
}

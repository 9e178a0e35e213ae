import Foundation
import Testing

@testable import HeadlessKit

/// Overlapping `View.animate` animations of one property add up, as UIKit's have since iOS 8
/// ("Building Interruptible and Responsive Interactions", WWDC 2014; "Additive animations:
/// animateWithDuration in iOS 8", iOSoteric): each animation moves its own change (model value
/// before minus model value after) to zero on its own curve, what is on screen is the model
/// value plus every running animation's remaining change, and every completion gets `true`.
@MainActor @Suite struct AdditiveAnimationTests {
    let ease = AnimationOptions.curveEaseInOut.curve
    let easeIn = AnimationOptions.curveEaseIn.curve

    func makeWindow() -> (Window, View) { makeAnimationWindow(origin: CGPoint(x: 100, y: 150)) }

    /// What is left of an animation's change `offset` at `elapsed` seconds into `duration`.
    func remaining(
        _ offset: CGFloat, _ curve: TimingCurve, _ elapsed: TimeInterval, _ duration: TimeInterval
    ) -> CGFloat {
        offset * (1 - CGFloat(curve.value(at: elapsed / duration)))
    }

    func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

    func close(_ color: Color?, _ expected: Color) -> Bool {
        guard let color else { return false }
        return [
            color.red - expected.red, color.green - expected.green, color.blue - expected.blue,
            color.alpha - expected.alpha,
        ].allSatisfy { abs($0) < 1e-9 }
    }

    @Test(
        "A badge tapped twice quickly moves smoothly 20 pt and logs done twice (UIKit since iOS 8: a second animation of a property adds to the first; both completions get true)"
    )
    func badgeTappedTwice() {
        let (window, badge) = makeWindow()
        var log: [String] = []
        func tap() {
            View.animate(withDuration: 0.3) {
                badge.center.y -= 10
            } completion: { finished in
                if finished { log.append("done") }
            }
        }
        let start = window.clock.time
        tap()
        window.runFrames(12)
        tap()
        #expect(badge.center.y == 180)
        window.runFrames(12)
        let t = window.clock.time - start
        // The model plus both remaining changes of +10, each on its own ease-in-out.
        let expected = 180 + remaining(10, ease, t, 0.3) + remaining(10, ease, t - 0.1, 0.3)
        #expect(close(badge.presentationFrame.midY, expected))
        var shown = [badge.presentationFrame.midY]
        while !window.isIdle {
            window.runFrames(1)
            shown.append(badge.presentationFrame.midY)
        }
        // Smooth: it never moves back, and ends 20 pt up.
        #expect(zip(shown, shown.dropFirst()).allSatisfy { $1 <= $0 + 1e-9 })
        #expect(shown.last == 180)
        #expect(log == ["done", "done"])
    }

    @Test(
        "Two center animations on different curves and durations: on screen is the model plus both remaining changes (UIKit since iOS 8: each additive animation keeps its own curve and timing)"
    )
    func twoCenterAnimations() {
        let (window, view) = makeWindow()
        var completions: [String] = []
        let start = window.clock.time
        View.animate(withDuration: 1, options: .curveLinear) {
            view.center.x = 250  // from 150: a change of -100 left to move
        } completion: {
            completions.append("first \($0)")
        }
        window.runFrames(30)  // 0.25 s
        View.animate(withDuration: 0.5, options: .curveEaseIn) {
            view.center = CGPoint(x: 150, y: 300)  // from (250, 200)
        } completion: {
            completions.append("second \($0)")
        }
        // 150 + three quarters of -100 + all of +100: where the first had it.
        #expect(close(view.presentationFrame.midX, 175))
        for frames in [30, 18] {
            window.runFrames(frames)
            let t = window.clock.time - start
            let x = 150 + remaining(-100, .linear, t, 1) + remaining(100, easeIn, t - 0.25, 0.5)
            let y = 300 + remaining(-100, easeIn, t - 0.25, 0.5)
            #expect(close(view.presentationFrame.midX, x))
            #expect(close(view.presentationFrame.midY, y))
        }
        #expect(completions.isEmpty)
        window.runFrames(12)  // 0.85 s: the second has ended
        #expect(completions == ["second true"])
        #expect(window.settle())
        #expect(completions == ["second true", "first true"])
        #expect(view.presentationFrame == view.frame)
    }

    @Test(
        "A fade reversed mid-flight: both alpha animations run to their ends (UIKit since iOS 8: additive animations; the iOSoteric drawer example)"
    )
    func alphaReversed() {
        let (window, view) = makeWindow()
        var completions: [Bool] = []
        View.animate(withDuration: 1, options: .curveLinear) {
            view.alpha = 0
        } completion: {
            completions.append($0)
        }
        window.advance(by: 0.5)
        View.animate(withDuration: 1, options: .curveLinear) {
            view.alpha = 1
        } completion: {
            completions.append($0)
        }
        #expect(view.alpha == 1)
        #expect(close(view.presentationAlpha, 0.5))
        // 1 + (what is left of +1) + (what is left of -1).
        for (step, expected) in [(0.25, 1 + 0.25 - 0.75), (0.25, 1 + 0 - 0.5), (0.25, 1 - 0.25)] {
            window.advance(by: step)
            #expect(close(view.presentationAlpha, expected))
        }
        #expect(completions == [true])
        #expect(window.settle())
        #expect(completions == [true, true])
        #expect(view.presentationAlpha == 1)
    }

    @Test(
        "A rotation started while a scale runs: the decomposed changes add, scale and angle apart (UIKit since iOS 8: additive transform animations)"
    )
    func rotationDuringScale() {
        let (window, view) = makeWindow()
        var completions: [Bool] = []
        View.animate(withDuration: 1, options: .curveLinear) {
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
        } completion: {
            completions.append($0)
        }
        window.advance(by: 0.5)
        View.animate(withDuration: 1, options: .curveLinear) {
            view.transform = view.transform.rotated(by: .pi / 2)
        } completion: {
            completions.append($0)
        }
        window.advance(by: 0.25)
        // Scale 2 + a quarter of (1 − 2); angle π/2 + three quarters of (0 − π/2).
        let shown = view.presentationTransform
        #expect(close((shown.a * shown.a + shown.b * shown.b).squareRoot(), 1.75))
        #expect(close(atan2(shown.b, shown.a), .pi / 8))
        #expect(close(shown.tx, 0))
        window.advance(by: 0.25)
        #expect(completions == [true])
        let turned = view.presentationTransform
        #expect(close((turned.a * turned.a + turned.b * turned.b).squareRoot(), 2))
        #expect(close(atan2(turned.b, turned.a), .pi / 4))
        #expect(window.settle())
        #expect(completions == [true, true])
        #expect(view.presentationTransform == view.transform)
    }

    @Test(
        "Two backgroundColor animations add component by component (UIKit since iOS 8: additive animations; backgroundColor is animatable)"
    )
    func backgroundColors() {
        let (window, view) = makeWindow()
        view.backgroundColor = .white
        var completions: [Bool] = []
        View.animate(withDuration: 1, options: .curveLinear) {
            view.backgroundColor = .black
        } completion: {
            completions.append($0)
        }
        window.advance(by: 0.5)
        View.animate(withDuration: 1, options: .curveLinear) {
            view.backgroundColor = Color(red: 1, green: 0, blue: 0)
        } completion: {
            completions.append($0)
        }
        #expect(close(view.presentationBackgroundColor, Color(white: 0.5, alpha: 1)))
        window.advance(by: 0.25)
        // Red + a quarter of (white − black) + three quarters of (black − red).
        #expect(
            close(
                view.presentationBackgroundColor,
                Color(red: 0.5, green: 0.25, blue: 0.25, alpha: 1)))
        #expect(window.settle())
        #expect(completions == [true, true])
        #expect(view.presentationBackgroundColor == Color(red: 1, green: 0, blue: 0))
    }

    @Test(
        "frame adds its position and size apart, bounds its origin (UIKit since iOS 8: position, bounds.origin and bounds.size get additive animations of their own)"
    )
    func frameAndBounds() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        window.settle()
        View.animate(withDuration: 1, options: .curveLinear) {
            view.frame = CGRect(x: 100, y: 0, width: 200, height: 100)
            view.bounds.origin = CGPoint(x: 0, y: 50)
        }
        window.advance(by: 0.5)
        View.animate(withDuration: 1, options: .curveLinear) {
            view.frame = CGRect(x: 100, y: 0, width: 100, height: 100)  // the size only
            view.bounds.origin = .zero
        }
        window.advance(by: 0.25)
        // x: 100 + a quarter of -100; width: 100 + a quarter of -100 + three quarters of 100.
        let shown = view.presentationFrame
        #expect(close(shown.minX, 75))
        #expect(close(shown.width, 150))
        #expect(close(shown.height, 100))
        // bounds.origin.y: 0 + a quarter of -50 + three quarters of 50.
        #expect(close(view.presentationBounds.minY, 25))
        #expect(window.settle())
        #expect(view.presentationFrame == CGRect(x: 100, y: 0, width: 100, height: 100))
        #expect(view.presentationBounds.origin == .zero)
    }

    @Test(
        "Spring animations add too, each on its own spring (UIKit since iOS 8: usingSpringWithDamping animations are additive)"
    )
    func springs() {
        let (window, view) = makeWindow()
        var completions: [Bool] = []
        let start = window.clock.time
        View.animate(
            withDuration: 0.5, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
            animations: { view.center.x = 250 }, completion: { completions.append($0) })
        window.runFrames(24)  // 0.2 s
        View.animate(
            withDuration: 0.4, usingSpringWithDamping: 1, initialSpringVelocity: 2,
            animations: { view.center.x = 200 }, completion: { completions.append($0) })
        let first = TimingCurve.spring(damping: 0.5, velocity: 0, duration: 0.5)
        let second = TimingCurve.spring(damping: 1, velocity: 2, duration: 0.4)
        for _ in 0..<5 {
            window.runFrames(6)
            let t = window.clock.time - start
            let x = 200 + remaining(-100, first, t, 0.5) + remaining(50, second, t - 0.2, 0.4)
            #expect(close(view.presentationFrame.midX, x))
        }
        #expect(window.settle())
        #expect(completions == [true, true])
        #expect(view.presentationFrame.midX == 200)
    }

    @Test(
        "beginFromCurrentState changes nothing: the same overlap moves the same way (UIKit since iOS 8: additive whether or not the option is given)"
    )
    func beginFromCurrentStateChangesNothing() {
        func run(_ options: AnimationOptions) -> [CGFloat] {
            let (window, view) = makeWindow()
            View.animate(withDuration: 0.3, options: options) { view.center.y -= 10 }
            window.runFrames(10)
            View.animate(withDuration: 0.3, options: options) { view.center.y -= 10 }
            return (0..<40).map { _ in
                window.runFrames(1)
                return view.presentationFrame.midY
            }
        }
        #expect(run([]) == run(.beginFromCurrentState))
    }

    @Test(
        "A view removed mid-flight stops all its overlapping animations; each completion gets false (UIKit: removeFromSuperview removes the layer's animations)"
    )
    func removedMidFlight() {
        let (window, view) = makeWindow()
        var completions: [Bool] = []
        for x in [200.0, 300.0] {
            View.animate(withDuration: 1) {
                view.center.x = x
                view.alpha -= 0.4
            } completion: {
                completions.append($0)
            }
            window.advance(by: 0.25)
        }
        view.removeFromSuperview()
        #expect(view.presentationFrame == view.frame)
        #expect(view.presentationAlpha == view.alpha)
        window.runFrames(1)
        #expect(completions == [false, false])
        #expect(window.isIdle)
    }

    @Test(
        "A view released mid-flight: no crash, each completion gets false (the animator holds views weakly, as UIKit drops a freed layer's animations)"
    )
    func releasedMidFlight() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        var completions: [Bool] = []
        weak var released: View?
        do {
            let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            released = view
            for _ in 0..<2 {
                View.animate(withDuration: 1) {
                    view.transform = view.transform.rotated(by: 0.5)
                } completion: {
                    completions.append($0)
                }
                window.advance(by: 0.1)
            }
            view.removeFromSuperview()
        }
        #expect(released == nil)
        window.runFrames(1)
        #expect(completions == [false, false])
        #expect(window.isIdle)
    }

    @Test(
        "performWithoutAnimation inside a block jumps the model; what runs keeps moving on top of it (UIKit: performWithoutAnimation adds no animation and removes none)"
    )
    func withoutAnimationInside() {
        let (window, view) = makeWindow()
        var completions: [Bool] = []
        View.animate(withDuration: 1, options: .curveLinear) {
            view.center.x = 250
        } completion: {
            completions.append($0)
        }
        window.advance(by: 0.5)
        View.animate(withDuration: 1) {
            View.performWithoutAnimation { view.center.x = 300 }
        } completion: {
            completions.append($0)
        }
        #expect(close(view.presentationFrame.midX, 250))  // 300 + half of -100
        window.runFrames(1)
        #expect(completions == [true])  // the block animated nothing: next frame
        #expect(window.settle())
        #expect(completions == [true, true])
        #expect(view.presentationFrame.midX == 300)
    }

    @Test(
        "A block nested in a block animates the same property on its own timing, added to the outer one (UIKit: a nested animate call makes animations of its own)"
    )
    func nestedBlocks() {
        let (window, view) = makeWindow()
        var completions: [String] = []
        View.animate(withDuration: 1, options: .curveLinear) {
            view.alpha = 0
            View.animate(withDuration: 0.5, options: .curveLinear) {
                view.alpha = 0.5
            } completion: {
                completions.append("inner \($0)")
            }
        } completion: {
            completions.append("outer \($0)")
        }
        #expect(view.alpha == 0.5)
        window.advance(by: 0.25)
        // 0.5 + three quarters of (1 − 0) + half of (0 − 0.5).
        #expect(close(view.presentationAlpha, 1))
        window.advance(by: 0.5)
        #expect(completions == ["inner true"])
        #expect(close(view.presentationAlpha, 0.75))  // 0.5 + a quarter of 1
        #expect(window.settle())
        #expect(completions == ["inner true", "outer true"])
    }

    @Test(
        "isIdle and settle() wait for the last of the overlapping animations; activities list each (UIKit since iOS 8: additive animations run to their own ends)"
    )
    func idleWaitsForAll() {
        let (window, view) = makeWindow()
        let first = window.clock.time
        View.animate(withDuration: 0.1, options: .curveLinear) { view.center.x += 60 }
        window.runFrames(6)
        View.animate(withDuration: 0.1, options: .curveLinear) { view.center.x += 60 }
        let second = window.clock.time
        #expect(
            window.activities.map(\.description) == [
                "animation of \(view.shortDescription) position (100 150) → (160 150), ends at \(formatted(CGFloat(first + 0.1))) s",
                "animation of \(view.shortDescription) position (160 150) → (220 150), ends at \(formatted(CGFloat(second + 0.1))) s",
            ])
        let changes = window.advanceToNextEvent()
        #expect(changes.count == 1)
        #expect(changes.first?.hasPrefix("ended: animation of") == true)
        #expect(changes.first?.contains("(100 150) → (160 150)") == true)
        #expect(!window.isIdle)
        #expect(window.activities.count == 1)
        #expect(window.settle())
        #expect(window.isIdle)
        #expect(window.activities.isEmpty)
        #expect(view.presentationFrame.minX == 220)
    }

    @Test(
        "Hostile: overlapping changes between huge values of opposite signs stay finite on screen (UIKit: presentation values are what is drawn; no overflow to infinity or NaN)"
    )
    func hugeOpposites() {
        let (window, view) = makeWindow()
        let huge = CGFloat.greatestFiniteMagnitude / 2
        var completions: [Bool] = []
        for x in [huge, -huge, huge] {
            View.animate(
                withDuration: 0.2, usingSpringWithDamping: 0.3, initialSpringVelocity: 5,
                animations: { view.center.x = x }, completion: { completions.append($0) })
            window.runFrames(3)
        }
        for _ in 0..<30 {
            #expect(view.presentationFrame.isFiniteRect)
            window.runFrames(1)
        }
        #expect(window.settle())
        #expect(completions == [true, true, true])
        #expect(view.presentationFrame == view.frame)
    }

    @Test(
        "Hostile: 1,000 overlapping animations of one property cost O(animations) a frame and all finish true (UIKit since iOS 8: additive animations stack)"
    )
    func thousandOverlapping() {
        let (window, view) = makeWindow()
        var finished = 0
        var stopped = 0
        for index in 0..<1000 {
            View.animate(withDuration: 0.2 + Double(index % 7) * 0.05) {
                view.center.x += 0.25
            } completion: {
                if $0 { finished += 1 } else { stopped += 1 }
            }
            if index % 10 == 9 { window.runFrames(1) }
        }
        #expect(view.center.x == 400)
        var frames = 0
        while !window.isIdle && frames < 1000 {
            let before = window.animator.steppedAnimations
            let running = window.animator.animations.count
            window.runFrames(1)
            // Each running animation is visited once a frame, however many share the property.
            #expect(window.animator.steppedAnimations - before == running)
            frames += 1
        }
        #expect(window.isIdle)
        #expect(finished == 1000)
        #expect(stopped == 0)
        #expect(view.presentationFrame.midX == 400)
        #expect(view.extras?.presentation == nil)
    }
}

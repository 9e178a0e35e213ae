import Foundation
import Testing

@testable import HeadlessKit

/// UIKit calls a `UIView.animate` completion exactly once: when the animations end, when they
/// are stopped (`false`), or, with nothing to animate, on a later turn of the main run loop. A
/// window that goes away before its next frame must not take a completion with it.
@MainActor @Suite struct AnimationWindowLifetimeTests {
    @Test(
        "A completion waiting for the key window's next frame runs once when that window goes away first (UIKit: the completion is always called)"
    )
    func keyWindowGoesAway() {
        let loose = View()
        var finished: [Bool] = []
        do {
            let key = Window(size: CGSize(width: 10, height: 10))
            key.makeKey()
            View.animate(withDuration: 0.3) {
                loose.alpha = 0
            } completion: {
                finished.append($0)
            }
            #expect(finished.isEmpty)
        }
        // No key window left: nothing to wait for.
        #expect(finished == [true])
    }

    @Test(
        "A completion waiting for a window's next frame runs once, on the key window's next frame, when that window goes away (UIKit: the completion runs on a later turn)"
    )
    func touchedWindowGoesAwayWithAnotherKey() {
        let key = Window(size: CGSize(width: 10, height: 10))
        key.makeKey()
        var finished: [Bool] = []
        do {
            let (window, view) = makeAnimationWindow()
            View.animate(withDuration: 0.3) {
                view.alpha = 1  // its current value: waits for the window's next frame
            } completion: {
                finished.append($0)
            }
            _ = window
        }
        #expect(finished.isEmpty)  // never inside the release
        key.runFrames(1)
        #expect(finished == [true])
        key.runFrames(3)
        #expect(finished == [true])
    }

    @Test(
        "Animations running in a window that goes away stop: the completion runs once with false (UIKit: finished is false when the animation was removed)"
    )
    func runningAnimationWindowGoesAway() {
        var finished: [Bool] = []
        let view: View
        do {
            let made = makeAnimationWindow()
            made.0.makeKey()  // and no other key window once it is gone: nothing to wait for
            view = made.1
            View.animate(withDuration: 0.5) {
                view.alpha = 0
            } completion: {
                finished.append($0)
            }
            made.0.advance(by: 0.25)
            #expect(finished.isEmpty)
        }
        #expect(finished == [false])
        #expect(view.alpha == 0)
        #expect(view.presentationAlpha == 0)
    }

    @Test(
        "A block animating views in two windows completes once, after the live window's animation, when the other goes away (UIKit: the completion is always called)"
    )
    func twoWindowsOneGoesAway() {
        let (kept, keptView) = makeAnimationWindow()
        var finished: [Bool] = []
        do {
            let (gone, goneView) = makeAnimationWindow()
            gone.makeKey()
            View.animate(withDuration: 0.5) {
                keptView.alpha = 0
                goneView.alpha = 0
            } completion: {
                finished.append($0)
            }
            _ = gone
        }
        #expect(finished.isEmpty)
        kept.advance(by: 0.5)
        #expect(finished == [false])
        kept.settle()
        #expect(finished == [false])
    }
}

import Foundation
import Testing

@testable import HeadlessKit

/// When `View.animate`'s completion runs. UIKit calls it after the block's animations end, or,
/// with nothing to animate, on a later turn of the main run loop: never inside the call. Here
/// the later turn is the next frame of the window of a view the block touched.
@MainActor @Suite struct AnimationCompletionTests {
    func makeWindow() -> (Window, View) { makeAnimationWindow() }

    @Test(
        "Alpha set to its current value on a view in a window completes on the next frame, not inside the call (UIKit: the completion runs on a later turn)"
    )
    func sameAlphaCompletesNextFrame() {
        let (window, view) = makeWindow()
        var finished: [Bool] = []
        View.animate(withDuration: 0.3) {
            view.alpha = 1
        } completion: {
            finished.append($0)
        }
        #expect(finished.isEmpty)
        #expect(!window.isIdle)
        window.runFrames(1)
        #expect(finished == [true])
        #expect(window.isIdle)
    }

    @Test(
        "Every animatable property set to its current value waits for the next frame (UIKit: the completion runs on a later turn)"
    )
    func everySameValueWaits() {
        let (window, view) = makeWindow()
        view.backgroundColor = .white
        func set(_ step: Int) {
            switch step {
            case 0: view.frame = view.frame
            case 1: view.center = view.center
            case 2: view.bounds = view.bounds
            case 3: view.transform = .identity
            case 4: view.backgroundColor = .white
            case 5:  // there and back
                view.frame.origin.x = 50
                view.frame.origin.x = 0
            default: window.alpha = 1  // the window itself
            }
        }
        for step in 0..<7 {
            var finished: [Bool] = []
            View.animate(withDuration: 0.3) {
                set(step)
            } completion: {
                finished.append($0)
            }
            #expect(finished.isEmpty)
            window.runFrames(1)
            #expect(finished == [true])
        }
    }

    @Test(
        "A zero duration completes on the next frame with the change made at once (UIKit: the completion runs on a later turn)"
    )
    func zeroDuration() {
        let (window, view) = makeWindow()
        var finished: [Bool] = []
        View.animate(withDuration: 0) {
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
        } completion: {
            finished.append($0)
        }
        #expect(view.presentationTransform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(finished.isEmpty)
        window.runFrames(1)
        #expect(finished == [true])
    }

    @Test(
        "A zero duration after a delay holds the old value on screen, then jumps and completes (UIKit: delay)"
    )
    func zeroDurationAfterDelay() {
        let (window, view) = makeWindow()
        var finished: [Bool] = []
        View.animate(withDuration: 0, delay: 0.5) {
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
        } completion: {
            finished.append($0)
        }
        window.advance(by: 0.25)
        #expect(view.presentationTransform == .identity)
        #expect(finished.isEmpty)
        window.advance(by: 0.25)
        #expect(view.presentationTransform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(finished == [true])
    }

    @Test(
        "Changes made with performWithoutAnimation inside a block still wait a frame (UIKit: the completion runs on a later turn)"
    )
    func withoutAnimationInBlockWaits() {
        let (window, view) = makeWindow()
        var finished: [Bool] = []
        View.animate(withDuration: 0.3) {
            View.performWithoutAnimation { view.alpha = 0.5 }
        } completion: {
            finished.append($0)
        }
        #expect(view.presentationAlpha == 0.5)
        #expect(finished.isEmpty)
        window.runFrames(1)
        #expect(finished == [true])
    }

    @Test(
        "A block that touches no view in a window completes at once when no window is key, on the key window's next frame otherwise (UIKit: the completion runs on a later turn of the main run loop)"
    )
    func noViewInAWindow() {
        let loose = View()
        var finished: [Bool] = []
        View.animate(withDuration: 0.3) {
            loose.alpha = 0
        } completion: {
            finished.append($0)
        }
        #expect(finished == [true])  // no clock to wait for

        let key = Window(size: CGSize(width: 10, height: 10))
        key.makeKey()
        View.animate(withDuration: 0.3) {
            loose.alpha = 1
        } completion: {
            finished.append($0)
        }
        View.animate(withDuration: 0.3) {
        } completion: {
            finished.append($0)
        }
        #expect(finished == [true])
        key.runFrames(1)
        #expect(finished == [true, true, true])
    }

    @Test(
        "Nested blocks: each completion runs when its own animations end, none inside a call (UIKit: nested animate calls)"
    )
    func nestedBlocks() {
        let (window, view) = makeWindow()
        var events: [String] = []
        View.animate(withDuration: 0.5) {
            view.alpha = 0
            View.animate(withDuration: 0.25) {
                view.transform = CGAffineTransform(rotationAngle: 1)
            } completion: { _ in
                events.append("inner")
            }
            View.animate(withDuration: 0.25) {
                view.alpha = 0  // the same as the outer block's new value
            } completion: { _ in
                events.append("inner same")
            }
        } completion: { _ in
            events.append("outer")
        }
        #expect(events.isEmpty)
        #expect(view.presentationAlpha == 1)
        window.runFrames(1)
        #expect(events == ["inner same"])
        window.advance(by: 0.25)
        #expect(events == ["inner same", "inner"])
        window.advance(by: 0.25)
        #expect(events == ["inner same", "inner", "outer"])
    }

    @Test(
        "A completion that starts another animation: it runs on the clock, and its own completion after it (UIKit: chained animations)"
    )
    func completionStartsAnother() {
        let (window, view) = makeWindow()
        var events: [String] = []
        View.animate(withDuration: 0.25) {
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
        } completion: { _ in
            events.append("grown")
            View.animate(withDuration: 0.25) {
                view.transform = .identity
            } completion: { _ in
                events.append("shrunk")
                View.animate(withDuration: 0.25) {
                    view.transform = .identity  // nothing left to animate
                } completion: { _ in
                    events.append("again")
                }
            }
        }
        window.advance(by: 0.25)
        #expect(events == ["grown"])
        #expect(view.transform == .identity)
        #expect(view.presentationTransform == CGAffineTransform(scaleX: 2, y: 2))
        window.advance(by: 0.25)
        #expect(events == ["grown", "shrunk"])
        window.runFrames(1)
        #expect(events == ["grown", "shrunk", "again"])
        #expect(window.settle())
    }

    @Test(
        "A button stays disabled while the badge animates (the pasted UIKit test: the completion does not run inside animate)"
    )
    func buttonDisabledWhileAnimating() {
        let (window, badge) = makeWindow()
        let button = Button()
        window.addSubview(button)
        button.isEnabled = false
        View.animate(withDuration: 0.25, delay: 0, options: [.curveEaseOut]) {
            badge.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
        } completion: { _ in
            badge.transform = .identity
            button.isEnabled = true
        }
        #expect(!button.isEnabled)
        window.advance(by: 0.125)
        #expect(!button.isEnabled)
        window.settle()
        #expect(button.isEnabled)
    }
}

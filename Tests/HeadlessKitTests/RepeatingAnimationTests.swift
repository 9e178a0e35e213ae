import Foundation
import Testing

@testable import HeadlessKit

/// `.repeat` and `.autoreverse` in `View.animate`.
@MainActor @Suite struct RepeatingAnimationTests {
    @Test(
        "Autoreverse runs forward then back, then what is on screen jumps to the model value; the completion gets true (UIKit: UIView.AnimationOptions.autoreverse)"
    )
    func autoreverseOnce() {
        let (window, view) = makeAnimationWindow()
        var finished: [Bool] = []
        View.animate(withDuration: 0.2, delay: 0, options: [.autoreverse, .curveLinear]) {
            view.alpha = 0
        } completion: {
            finished.append($0)
        }
        #expect(view.alpha == 0)
        window.advance(by: 0.1)
        #expect(abs(view.presentationAlpha - 0.5) < 1e-6)
        window.advance(by: 0.1)
        #expect(abs(view.presentationAlpha - 0) < 1e-6)
        window.advance(by: 0.1)
        #expect(abs(view.presentationAlpha - 0.5) < 1e-6)  // on its way back
        #expect(finished.isEmpty)
        window.advance(by: 0.1)
        #expect(finished == [true])
        #expect(view.presentationAlpha == 0)  // the model value, as UIKit shows it after
        #expect(window.isIdle)
    }

    @Test(
        "Repeat starts again at each end and never completes; the window is never idle, and leaving the window stops it with false (UIKit: UIView.AnimationOptions.repeat)"
    )
    func repeatForever() {
        Window.printsDiagnostics = false
        let (window, view) = makeAnimationWindow()
        var finished: [Bool] = []
        View.animate(withDuration: 0.2, delay: 0, options: [.repeat, .curveLinear]) {
            view.center.x += 100
        } completion: {
            finished.append($0)
        }
        window.advance(by: 0.3)  // 1.5 runs: halfway through the second
        #expect(abs(view.presentationFrame.minX - 50) < 1e-6)
        window.advance(by: 10)
        #expect(finished.isEmpty)
        #expect(!window.isIdle)
        #expect(window.activities.map(\.description).contains { $0.hasSuffix("repeats") })
        #expect(!window.settle(timeout: 0.5))
        view.removeFromSuperview()
        window.runFrames(1)
        #expect(finished == [false])
    }

    @Test("Repeat with autoreverse goes back and forth (UIKit: .repeat with .autoreverse)")
    func repeatAndReverse() {
        let (window, view) = makeAnimationWindow()
        View.animate(withDuration: 0.2, delay: 0, options: [.repeat, .autoreverse, .curveLinear]) {
            view.alpha = 0
        }
        var seen: [CGFloat] = []
        for _ in 0..<8 {
            window.advance(by: 0.1)
            seen.append((view.presentationAlpha * 100).rounded() / 100)
        }
        #expect(seen == [0.5, 0, 0.5, 1, 0.5, 0, 0.5, 1])
        #expect(
            window.activities.map(\.description).contains { $0.hasSuffix("repeats, reversing") })
    }

    @Test("A zero duration does not repeat: it completes on the next frame")
    func zeroDurationDoesNotRepeat() {
        let (window, view) = makeAnimationWindow()
        var finished: [Bool] = []
        View.animate(withDuration: 0, delay: 0, options: [.repeat, .autoreverse]) {
            view.alpha = 0.5
        } completion: {
            finished.append($0)
        }
        window.runFrames(2)
        #expect(finished == [true])
        #expect(window.isIdle)
    }
}

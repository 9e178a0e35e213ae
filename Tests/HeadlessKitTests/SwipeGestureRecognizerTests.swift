import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// `UISwipeGestureRecognizer`: a discrete recognizer for a quick stroke in a permitted
/// direction (`.right` by default), recognized while the finger still moves.
@MainActor @Suite struct SwipeGestureRecognizerTests {
    func makeSwipe(_ direction: SwipeGestureRecognizer.Direction?) -> (
        Window, SwipeGestureRecognizer, () -> [CGPoint]
    ) {
        let window = Window(size: CGSize(width: 400, height: 400))
        let view = View(frame: window.bounds)
        window.addSubview(view)
        var seen: [CGPoint] = []
        let swipe = SwipeGestureRecognizer { recognizer in
            seen.append(recognizer.location(in: nil))
        }
        if let direction { swipe.direction = direction }
        view.addGestureRecognizer(swipe)
        return (window, swipe, { seen })
    }

    @Test(
        "A quick stroke left is recognized once, before the finger lifts (UIKit: UISwipeGestureRecognizer is discrete)"
    )
    func quickLeftStroke() {
        let (window, swipe, seen) = makeSwipe(.left)
        window.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 100, y: 200), duration: 0.2)
        window.settle()
        #expect(seen().count == 1)
        // Recognized mid-stroke: 50 pt or more along, short of the end.
        let x = seen().first?.x ?? 0
        #expect(x <= 250 && x > 100, "recognized at x = \(x)")
        #expect(swipe.state == .possible)  // reset for the next sequence
    }

    @Test("The default direction is right: a stroke left is not recognized (UIKit: direction)")
    func defaultDirectionIsRight() {
        let (window, swipe, seen) = makeSwipe(nil)
        #expect(swipe.direction == .right)
        window.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 100, y: 200), duration: 0.2)
        #expect(seen().isEmpty)
        window.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 300, y: 200), duration: 0.2)
        #expect(seen().count == 1)
    }

    @Test(
        "Several permitted directions: each is recognized; a stroke up with [.left, .right] is not"
    )
    func severalDirections() {
        let (window, _, seen) = makeSwipe([.left, .right])
        window.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 100, y: 200), duration: 0.2)
        window.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 300, y: 200), duration: 0.2)
        window.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 100), duration: 0.2)
        #expect(seen().count == 2)
        let (verticalWindow, _, verticalSeen) = makeSwipe([.up, .down])
        verticalWindow.drag(
            from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 100), duration: 0.2)
        verticalWindow.drag(
            from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 300), duration: 0.2)
        #expect(verticalSeen().count == 2)
    }

    @Test(
        "Too slow, too short, too diagonal, or no direction: not a swipe (UIKit model values: 50 pt within 0.5 s)"
    )
    func notASwipe() {
        let (window, swipe, seen) = makeSwipe(.left)
        // 60 pt in 1.5 s: 50 pt only after 1.25 s.
        window.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 240, y: 200), duration: 1.5)
        window.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 270, y: 200), duration: 0.1)
        window.drag(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 150, y: 300), duration: 0.2)
        window.settle()
        #expect(seen().isEmpty)
        swipe.direction = []
        window.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 100, y: 200), duration: 0.2)
        #expect(seen().isEmpty)
        // A zero minimum distance: any stroke mostly along the direction.
        swipe.direction = .left
        swipe.minimumDistance = 0
        window.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 250, y: 200), duration: 0.1)
        #expect(seen().count == 1)
    }

    @Test(
        "A failing swipe lets a recognizer that requires it to fail go ahead (UIKit: require(toFail:))"
    )
    func requireSwipeToFail() {
        let (window, swipe, seen) = makeSwipe(.left)
        var taps = 0
        let tap = TapGestureRecognizer { _ in taps += 1 }
        tap.require(toFail: swipe)
        window.subviews[0].addGestureRecognizer(tap)
        window.tap(at: CGPoint(x: 200, y: 200))
        window.settle()
        #expect(taps == 1)
        #expect(seen().isEmpty)
    }

    @Test("Bad settings stop, naming the recognizer: zero fingers, NaN distance, negative duration")
    func badSettingsStop() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let swipe = SwipeGestureRecognizer()
            swipe.name = "next page"
            swipe.numberOfTouchesRequired = 0
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("numberOfTouchesRequired: 0"))
        #expect(message.contains("next page"))
        await #expect(processExitsWith: .failure) { @MainActor in
            SwipeGestureRecognizer().minimumDistance = .nan
        }
        await #expect(processExitsWith: .failure) { @MainActor in
            SwipeGestureRecognizer().minimumDistance = .infinity
        }
        await #expect(processExitsWith: .failure) { @MainActor in
            SwipeGestureRecognizer().maximumDuration = -1
        }
    }
}

import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// `UIPinchGestureRecognizer` and `UIRotationGestureRecognizer`: continuous recognizers of two
/// fingers, reporting a scale or an angle relative to where the fingers touched down (or to
/// where the handler last set it).
@MainActor @Suite struct PinchRotationGestureRecognizerTests {
    func makeWindow() -> (Window, View) {
        let window = Window(size: CGSize(width: 400, height: 400))
        let photo = View(frame: window.bounds)
        window.addSubview(photo)
        return (window, photo)
    }

    /// Points on a circle of `radius` around (200, 200), from `start` turning by `turn`
    /// radians (clockwise on screen when positive), in `steps` steps.
    func arc(radius: CGFloat, start: CGFloat, turn: CGFloat, steps: Int = 24) -> [CGPoint] {
        (0...steps).map { step in
            let angle = start + turn * CGFloat(step) / CGFloat(steps)
            return CGPoint(x: 200 + radius * cos(angle), y: 200 + radius * sin(angle))
        }
    }

    @Test(
        "Fingers moving apart: began, changed, ended, scale the distance ratio (UIKit: UIPinchGestureRecognizer.scale)"
    )
    func pinchOut() {
        let (window, photo) = makeWindow()
        var states: [GestureRecognizer.State] = []
        var velocities: [CGFloat] = []
        var scales: [CGFloat] = []
        let pinch = PinchGestureRecognizer { recognizer in
            states.append(recognizer.state)
            velocities.append((recognizer as! PinchGestureRecognizer).velocity)
            scales.append((recognizer as! PinchGestureRecognizer).scale)
        }
        photo.addGestureRecognizer(pinch)
        window.touches(
            [
                [CGPoint(x: 150, y: 200), CGPoint(x: 100, y: 200)],
                [CGPoint(x: 250, y: 200), CGPoint(x: 300, y: 200)],
            ], duration: 0.25)
        #expect(states.first == .began && states.last == .ended)
        #expect(states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(abs(scales.last! - 2) < 1e-9)  // 200 apart, from 100
        // Growing by 1 over a quarter of a second: 4 per second while it moves.
        #expect(velocities.dropFirst().dropLast().allSatisfy { abs($0 - 4) < 0.2 })
    }

    @Test("A handler that applies the scale and sets it back to 1 ends at the whole scale")
    func handlerResetsScale() {
        let (window, photo) = makeWindow()
        let pinch = PinchGestureRecognizer { recognizer in
            let pinch = recognizer as! PinchGestureRecognizer
            photo.transform = photo.transform.scaledBy(x: pinch.scale, y: pinch.scale)
            pinch.scale = 1
        }
        photo.addGestureRecognizer(pinch)
        window.touches(
            [
                [CGPoint(x: 100, y: 200), CGPoint(x: 150, y: 200)],
                [CGPoint(x: 300, y: 200), CGPoint(x: 250, y: 200)],
            ], duration: 0.2)
        #expect(abs(photo.transform.a - 0.5) < 1e-9)  // 200 apart, then 100
        #expect(pinch.state == .possible)  // reset after it ended
        #expect(pinch.scale == 1)
    }

    @Test("Under 8 points of change, or with one finger, a pinch never begins")
    func pinchThresholdAndOneFinger() {
        let (window, photo) = makeWindow()
        var calls = 0
        photo.addGestureRecognizer(PinchGestureRecognizer { _ in calls += 1 })
        window.touches(
            [
                [CGPoint(x: 150, y: 200), CGPoint(x: 147, y: 200)],
                [CGPoint(x: 250, y: 200), CGPoint(x: 253, y: 200)],
            ], duration: 0.1)
        window.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 300), duration: 0.2)
        #expect(calls == 0)
    }

    @Test(
        "Fingers turning a quarter turn clockwise: rotation π/2 (UIKit: UIRotationGestureRecognizer.rotation)"
    )
    func rotateQuarterTurn() {
        let (window, photo) = makeWindow()
        var states: [GestureRecognizer.State] = []
        var angles: [CGFloat] = []
        var velocities: [CGFloat] = []
        let rotation = RotationGestureRecognizer { recognizer in
            states.append(recognizer.state)
            angles.append((recognizer as! RotationGestureRecognizer).rotation)
            velocities.append((recognizer as! RotationGestureRecognizer).velocity)
        }
        photo.addGestureRecognizer(rotation)
        window.touches(
            [
                arc(radius: 80, start: .pi, turn: .pi / 2),
                arc(radius: 80, start: 0, turn: .pi / 2),
            ], duration: 0.3)
        #expect(states.first == .began && states.last == .ended)
        #expect(abs(angles.last! - .pi / 2) < 1e-9)
        // A quarter turn in 0.3 s: about 5.2 radians per second while it turns.
        #expect(velocities.dropFirst().dropLast().allSatisfy { abs($0 - .pi / 2 / 0.3) < 0.3 })
    }

    @Test("Rotation keeps counting past a half turn, either way")
    func rotationPastHalfTurn() {
        let (window, photo) = makeWindow()
        var last: CGFloat = 0
        let rotation = RotationGestureRecognizer {
            last = ($0 as! RotationGestureRecognizer).rotation
        }
        photo.addGestureRecognizer(rotation)
        window.touches(
            [
                arc(radius: 80, start: .pi, turn: -1.5 * .pi, steps: 48),
                arc(radius: 80, start: 0, turn: -1.5 * .pi, steps: 48),
            ], duration: 0.4)
        #expect(abs(last + 1.5 * .pi) < 1e-9)
    }

    @Test("A pinch and a rotation recognize together when the delegate allows it")
    func pinchAndRotateTogether() {
        final class Together: GestureRecognizerDelegate {
            func gestureRecognizer(
                _ gestureRecognizer: GestureRecognizer,
                shouldRecognizeSimultaneouslyWith other: GestureRecognizer
            ) -> Bool { true }
        }
        let (window, photo) = makeWindow()
        let together = Together()
        let pinch = PinchGestureRecognizer()
        let rotation = RotationGestureRecognizer()
        pinch.delegate = together
        rotation.delegate = together
        var ended: [String: CGFloat] = [:]
        pinch.addTarget {
            if $0.state == .ended { ended["pinch"] = ($0 as! PinchGestureRecognizer).scale }
        }
        rotation.addTarget {
            if $0.state == .ended {
                ended["rotation"] = ($0 as! RotationGestureRecognizer).rotation
            }
        }
        photo.addGestureRecognizer(pinch)
        photo.addGestureRecognizer(rotation)
        // Apart from 160 to 240 while turning a quarter turn.
        let inner = arc(radius: 80, start: .pi, turn: .pi / 2)
        let outer = arc(radius: 80, start: 0, turn: .pi / 2)
        let grow = { (points: [CGPoint]) in
            points.enumerated().map { index, point in
                let k = 1 + 0.5 * CGFloat(index) / CGFloat(points.count - 1)
                return CGPoint(x: 200 + (point.x - 200) * k, y: 200 + (point.y - 200) * k)
            }
        }
        window.touches([grow(inner), grow(outer)], duration: 0.3)
        #expect(abs((ended["pinch"] ?? 0) - 1.5) < 1e-9)
        #expect(abs((ended["rotation"] ?? 0) - .pi / 2) < 1e-9)
    }

    @Test("Two fingers on one point: no NaN scale or rotation, and nothing begins until they part")
    func fingersOnOnePoint() {
        let (window, photo) = makeWindow()
        let pinch = PinchGestureRecognizer()
        let rotation = RotationGestureRecognizer()
        var seen: [CGFloat] = []
        pinch.addTarget { seen.append(($0 as! PinchGestureRecognizer).scale) }
        rotation.addTarget { seen.append(($0 as! RotationGestureRecognizer).rotation) }
        photo.addGestureRecognizer(pinch)
        photo.addGestureRecognizer(rotation)
        window.touches(
            [
                [CGPoint(x: 200, y: 200), CGPoint(x: 200, y: 200)],
                [CGPoint(x: 200, y: 200), CGPoint(x: 200, y: 200)],
            ], duration: 0.1)
        #expect(seen.isEmpty)
        window.touches(
            [
                [CGPoint(x: 200, y: 200), CGPoint(x: 150, y: 200)],
                [CGPoint(x: 200, y: 200), CGPoint(x: 250, y: 200)],
            ], duration: 0.1)
        #expect(seen.allSatisfy { $0.isFinite })
    }

    @Test(
        "A NaN, infinite or negative scale, or a non-finite rotation, stops naming the recognizer")
    func badValuesStop() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let pinch = PinchGestureRecognizer()
            pinch.name = "zoom"
            pinch.scale = .nan
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("scale: nan") && message.contains("zoom"))
        await #expect(processExitsWith: .failure) { @MainActor in
            PinchGestureRecognizer().scale = -1
        }
        await #expect(processExitsWith: .failure) { @MainActor in
            PinchGestureRecognizer().scale = .infinity
        }
        await #expect(processExitsWith: .failure) { @MainActor in
            RotationGestureRecognizer().rotation = -.infinity
        }
    }
}

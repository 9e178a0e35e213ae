import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

/// A slider driven by touches: only the thumb takes a touch, and it follows the finger's
/// movement.
@MainActor @Suite struct SliderTests {
    /// A 358-pt slider from 0 to 10 at x 16 in a window, and the log of its value events.
    func makeSlider(continuous: Bool = true) -> (Window, Slider, Log) {
        let window = Window(size: CGSize(width: 390, height: 844))
        let slider = Slider(frame: CGRect(x: 16, y: 100, width: 358, height: 31))
        slider.maximumValue = 10
        slider.isContinuous = continuous
        let log = Log()
        slider.addAction(Action { _ in log.values.append(slider.value) }, for: .valueChanged)
        window.addSubview(slider)
        return (window, slider, log)
    }

    final class Log { var values: [Float] = [] }

    /// The point at `x` in the slider, on its vertical middle, in window coordinates.
    func point(_ slider: Slider, _ x: CGFloat) -> CGPoint {
        slider.convert(CGPoint(x: x, y: slider.bounds.midY), to: nil)
    }

    @Test(
        "A tap or a drag that starts on the track away from the thumb changes nothing (UIKit: UISlider, thumbRect(forBounds:trackRect:value:))"
    )
    func trackIgnoresTouches() {
        let (window, slider, log) = makeSlider()
        window.tap(at: point(slider, 179))
        window.drag(from: point(slider, 250), to: point(slider, 300))
        #expect(slider.value == 0)
        #expect(log.values.isEmpty)
    }

    @Test(
        "The thumb follows the finger's movement from where it was taken, not its position (UIKit: UISlider)"
    )
    func thumbFollowsMovement() {
        let (window, slider, log) = makeSlider()
        // The thumb's centre is at 14 (value 0); taken 6 pt right of it, moved 165 pt: the
        // centre goes to 179, the middle of the 330 pt it travels.
        #expect(
            slider.thumbRect(
                forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds),
                value: 0
            ).midX == 14)
        window.drag(from: point(slider, 20), to: point(slider, 185))
        #expect(slider.value == 5)
        #expect(log.values.last == 5)
        #expect(log.values.count > 1)  // continuous: every move that changed it
        #expect(log.values == log.values.sorted())
    }

    @Test(
        "A touch within 44 pt around the thumb takes it; past that it does not (Human Interface Guidelines' 44-pt target)"
    )
    func thumbTouchTarget() {
        let (window, slider, _) = makeSlider()
        window.drag(from: point(slider, 14 + 21), to: point(slider, 14 + 21 + 33))
        #expect(slider.value == 1)
        // The thumb's centre is now at 47; 23 pt right of it is outside the 44-pt square.
        window.drag(from: point(slider, 47 + 23), to: point(slider, 47 + 23 + 33))
        #expect(slider.value == 1)
    }

    @Test("A slider that is not continuous sends one value event, on lift (UIKit: isContinuous)")
    func notContinuous() {
        let (window, slider, log) = makeSlider(continuous: false)
        window.drag(from: point(slider, 14), to: point(slider, 14 + 330))
        #expect(slider.value == 10)
        #expect(log.values == [10])
    }

    @Test(
        "A subclass's thumbRect decides where a touch takes the thumb (UIKit: thumbRect(forBounds:trackRect:value:))"
    )
    func overriddenThumbRect() {
        final class WideThumbSlider: Slider {
            override func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float)
                -> CGRect
            {
                super.thumbRect(forBounds: bounds, trackRect: rect, value: value)
                    .insetBy(dx: -60, dy: 0)
            }
        }
        let window = Window(size: CGSize(width: 390, height: 844))
        let slider = WideThumbSlider(frame: CGRect(x: 16, y: 100, width: 358, height: 31))
        window.addSubview(slider)
        window.drag(from: point(slider, 70), to: point(slider, 70 + 33))
        #expect(slider.value == 0.1)
    }

    @Test("A slider too narrow for its thumb, or with an empty range, never moves nor crashes")
    func degenerate() {
        let (window, slider, log) = makeSlider()
        slider.frame.size.width = 20
        window.drag(from: point(slider, 10), to: point(slider, 200))
        #expect(slider.value == 0)
        slider.frame.size.width = 358
        slider.minimumValue = 5
        slider.maximumValue = 5
        window.drag(from: point(slider, 14), to: point(slider, 200))
        #expect(slider.value == 5)
        #expect(log.values.allSatisfy { $0.isFinite })
    }

    @Test("Overrides that return NaN or infinite rectangles leave the value finite and in range")
    func hostileRects() {
        final class BrokenSlider: Slider {
            var track = CGRect(x: CGFloat.nan, y: 0, width: .nan, height: 4)
            var thumb = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: .infinity)
            override func trackRect(forBounds bounds: CGRect) -> CGRect { track }
            override func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float)
                -> CGRect
            { thumb }
        }
        let window = Window(size: CGSize(width: 390, height: 844))
        let slider = BrokenSlider(frame: CGRect(x: 16, y: 100, width: 358, height: 31))
        window.addSubview(slider)
        window.drag(from: point(slider, 14), to: point(slider, 200))
        #expect(slider.value == 0)
        slider.track = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 4)
        slider.thumb = CGRect(x: CGFloat.nan, y: .nan, width: 28, height: 28)
        window.drag(from: point(slider, 14), to: point(slider, 200))
        #expect(slider.value == 0)
        slider.thumb = CGRect(x: 0, y: 0, width: 28, height: 31)
        window.drag(from: point(slider, 14), to: point(slider, 200))
        #expect(slider.value.isFinite && slider.value >= 0 && slider.value <= 1)
    }
}

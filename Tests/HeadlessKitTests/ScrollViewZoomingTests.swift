import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// `UIScrollView` zooming, by the rules of Apple's documentation ("UIScrollView",
/// "UIScrollViewDelegate", "Scroll View Programming Guide for iOS: Zooming"): the delegate's
/// view for zooming is scaled by its transform, the content size follows its frame, pinches
/// zoom about the fingers and bounce back to the limits, and code zooms clamped.
@MainActor @Suite struct ScrollViewZoomingTests {
    // MARK: What zooming needs

    @Test(
        "Pinching zooms only with a view from viewForZooming(in:) and maximumZoomScale > minimumZoomScale (UIKit: Scroll View Programming Guide, Zooming)"
    )
    func zoomingNeedsViewAndRange() {
        // Equal limits (the defaults): no pinch recognizer at all, as UIKit's is nil.
        let plain = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(plain.pinchGestureRecognizer == nil)
        #expect(plain.zoom == nil)  // nothing made for a scroll view that never zooms
        plain.minimumZoomScale = 1
        plain.maximumZoomScale = 1
        #expect(plain.pinchGestureRecognizer == nil)

        // A range but no view: the pinch fails, the image keeps its transform.
        let (window, scroll, image, recorder) = makeZoomScroll()
        #expect(scroll.pinchGestureRecognizer != nil)
        recorder.zoomView = nil
        pinchFingers(
            window, from: CGPoint(x: 100, y: 200), CGPoint(x: 200, y: 200),
            to: CGPoint(x: 50, y: 200), CGPoint(x: 250, y: 200))
        #expect(image.transform == .identity)
        #expect(recorder.calls.isEmpty)

        // With the view: the same pinch zooms to 2.
        recorder.zoomView = image
        pinchFingers(
            window, from: CGPoint(x: 100, y: 200), CGPoint(x: 200, y: 200),
            to: CGPoint(x: 50, y: 200), CGPoint(x: 250, y: 200))
        #expect(zoomNear(scroll.zoomScale, 2))

        // Back to equal limits: the pinch is gone (UIKit: nil when zooming is off).
        scroll.maximumZoomScale = scroll.minimumZoomScale
        #expect(scroll.pinchGestureRecognizer == nil)
        #expect(!scroll.gestureRecognizers.contains { $0 is PinchGestureRecognizer })
    }

    @Test(
        "The zoom scale is the zoom view's transform and contentSize becomes its frame size (UIKit: UIScrollView.zoomScale)"
    )
    func scaleIsTransformAndContentSize() {
        let (window, scroll, image, _) = makeZoomScroll()
        defer { withExtendedLifetime(window) {} }
        #expect(scroll.zoomScale == 1)
        scroll.zoomScale = 2
        #expect(image.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(image.bounds.size == CGSize(width: 300, height: 400))  // bounds unchanged
        #expect(image.frame == CGRect(x: 0, y: 0, width: 600, height: 800))
        #expect(scroll.contentSize == CGSize(width: 600, height: 800))
        // The point at the centre of the view stayed there: offset (150, 200).
        #expect(scroll.contentOffset == CGPoint(x: 150, y: 200))
        // A transform set by hand is read back as the scale.
        image.transform = CGAffineTransform(scaleX: 3, y: 3)
        #expect(scroll.zoomScale == 3)
    }

    @Test(
        "zoomScale set in code is clamped to [minimumZoomScale, maximumZoomScale] (UIKit: UIScrollView.zoomScale)"
    )
    func programmaticClamp() {
        let (window, scroll, image, _) = makeZoomScroll(minimum: 0.5, maximum: 4)
        defer { withExtendedLifetime(window) {} }
        scroll.zoomScale = 10
        #expect(scroll.zoomScale == 4)
        scroll.setZoomScale(0.25, animated: false)
        #expect(scroll.zoomScale == 0.5)
        #expect(image.frame == CGRect(x: 0, y: 0, width: 150, height: 200))
        #expect(scroll.contentSize == CGSize(width: 150, height: 200))
        // The content is smaller than the view: the offset is at its only place.
        #expect(scroll.contentOffset == .zero)
    }

    // MARK: Pinching

    @Test(
        "A pinch zooms about its centre: the content point under the fingers stays under them (UIKit: Scroll View Programming Guide, Basic Zooming Using the Pinch Gestures)"
    )
    func pinchKeepsPointUnderFingers() {
        let (window, scroll, image, _) = makeZoomScroll()
        // Still centre, off the view's centre: 50 apart → 100 apart around (75, 100).
        pinchFingers(
            window, from: CGPoint(x: 50, y: 100), CGPoint(x: 100, y: 100),
            to: CGPoint(x: 25, y: 100), CGPoint(x: 125, y: 100))
        #expect(zoomNear(scroll.zoomScale, 2))
        #expect(zoomNear(scroll.contentOffset, CGPoint(x: 75, y: 100)))
        #expect(zoomNear(image.convert(CGPoint(x: 75, y: 100), to: nil), CGPoint(x: 75, y: 100)))

        // A moving centre: the point under the fingers when the pinch began follows them.
        let (window2, scroll2, image2, _) = makeZoomScroll()
        var anchor = CGPoint.zero
        scroll2.pinchGestureRecognizer?.addTarget { recognizer in
            if recognizer.state == .began {
                anchor = image2.convert(recognizer.location(in: nil), from: nil)
            }
        }
        let fingers = pinchFingers(
            window2, from: CGPoint(x: 50, y: 100), CGPoint(x: 100, y: 100),
            to: CGPoint(x: 75, y: 150), CGPoint(x: 175, y: 150), lift: false)
        #expect(scroll2.isZooming)
        #expect(zoomNear(image2.convert(CGPoint(x: 125, y: 150), from: nil), anchor, 1e-9))
        #expect(zoomNear(scroll2.zoomScale, 2))
        liftFingers(window2, fingers)
        #expect(!scroll2.isZooming)
    }

    @Test(
        "Past maximumZoomScale a pinch rubber-bands, then bounces back on the clock with isZoomBouncing (UIKit: UIScrollView.bouncesZoom, isZoomBouncing)"
    )
    func pinchPastMaximumBouncesBack() {
        let (window, scroll, _, recorder) = makeZoomScroll(minimum: 1, maximum: 2)
        // 100 apart → 300 apart: the fingers ask for 3.
        let fingers = pinchFingers(
            window, from: CGPoint(x: 100, y: 200), CGPoint(x: 200, y: 200),
            to: CGPoint(x: 0, y: 200), CGPoint(x: 300, y: 200), lift: false)
        // 2 · (1 + b(0.5)) with b(x) = x·c·d / (x·c + d), c = 0.55, d = 0.5.
        let banded = 2 * (1 + ScrollView.rubberBand(0.5, dimension: 0.5))
        #expect(zoomNear(scroll.zoomScale, banded))
        #expect(scroll.zoomScale > 2 && scroll.zoomScale < 3)
        #expect(scroll.isZooming && !scroll.isZoomBouncing)
        liftFingers(window, fingers)
        #expect(scroll.isZoomBouncing && !scroll.isZooming)
        #expect(!recorder.calls.contains(.didEndZooming(2)))  // not before the bounce ends
        window.runFrames(18)  // 0.15 s: half way
        #expect(scroll.isZoomBouncing)
        #expect(scroll.zoomScale > 2 && scroll.zoomScale < banded)
        #expect(window.settle())
        #expect(scroll.zoomScale == 2 && !scroll.isZoomBouncing)
        #expect(recorder.calls.last == .didEndZooming(2))
        #expect(
            recorder.calls.filter { if case .didEndZooming = $0 { true } else { false } }.count == 1
        )
        // Where it came back, the offset is inside the content.
        #expect(scroll.contentOffset == scroll.clamped(scroll.contentOffset))
    }

    @Test("Without bouncesZoom a pinch stops at the limit (UIKit: UIScrollView.bouncesZoom)")
    func noBounceZoomStopsAtLimit() {
        let (window, scroll, _, recorder) = makeZoomScroll(minimum: 1, maximum: 2)
        scroll.bouncesZoom = false
        let fingers = pinchFingers(
            window, from: CGPoint(x: 100, y: 200), CGPoint(x: 200, y: 200),
            to: CGPoint(x: 0, y: 200), CGPoint(x: 300, y: 200), lift: false)
        #expect(scroll.zoomScale == 2)
        liftFingers(window, fingers)
        #expect(!scroll.isZoomBouncing)
        #expect(recorder.calls.last == .didEndZooming(2))
    }

    @Test(
        "Below minimumZoomScale a pinch bounces back to the minimum and the offset comes inside the content (UIKit: UIScrollView.bouncesZoom)"
    )
    func pinchBelowMinimumBouncesBack() {
        let (window, scroll, image, recorder) = makeZoomScroll(minimum: 1, maximum: 4)
        // 200 apart → 50 apart: the fingers ask for 0.25.
        let fingers = pinchFingers(
            window, from: CGPoint(x: 50, y: 200), CGPoint(x: 250, y: 200),
            to: CGPoint(x: 125, y: 200), CGPoint(x: 175, y: 200), lift: false)
        #expect(scroll.zoomScale < 1 && scroll.zoomScale > 0.5)
        #expect(scroll.contentOffset.x < 0)  // shrunk about the fingers, past the edge
        liftFingers(window, fingers)
        #expect(window.settle())
        #expect(scroll.zoomScale == 1)
        #expect(zoomNear(image.frame.origin, .zero) && image.frame.size == scroll.bounds.size)
        #expect(scroll.contentOffset == .zero)
        #expect(recorder.calls.last == .didEndZooming(1))
    }

    @Test(
        "Delegate order of a pinch: WillBeginZooming, DidScroll and DidZoom per change, DidEndZooming once (UIKit: UIScrollViewDelegate)"
    )
    func pinchDelegateOrder() {
        let (window, _, _, recorder) = makeZoomScroll()
        pinchFingers(
            window, from: CGPoint(x: 100, y: 200), CGPoint(x: 200, y: 200),
            to: CGPoint(x: 50, y: 200), CGPoint(x: 250, y: 200), frames: 12)
        #expect(recorder.calls.first == .willBeginZooming)
        #expect(recorder.calls.last == .didEndZooming(2))
        let middle = Array(recorder.calls.dropFirst().dropLast())
        // Each change moves the offset (the centre is not the top-left): DidScroll, DidZoom.
        #expect(middle.count >= 2 && middle.count % 2 == 0)
        for pair in stride(from: 0, to: middle.count, by: 2) {
            #expect(middle[pair] == .didScroll && middle[pair + 1] == .didZoom)
        }
    }

    // MARK: Zooming in code

    @Test(
        "zoom(to:animated:) fits the rect in the bounds at the clamped scale, centred (UIKit: UIScrollView.zoom(to:animated:))"
    )
    func zoomToRectFits() {
        let (window, scroll, image, _) = makeZoomScroll()
        defer { withExtendedLifetime(window) {} }
        // 100 × 100 in a 300 × 400 view: 3 fits the width.
        scroll.zoom(to: CGRect(x: 100, y: 100, width: 100, height: 100), animated: false)
        #expect(scroll.zoomScale == 3)
        #expect(scroll.contentOffset == CGPoint(x: 300, y: 250))
        let shown = image.convert(CGRect(x: 100, y: 100, width: 100, height: 100), to: nil)
        #expect(shown == CGRect(x: 0, y: 50, width: 300, height: 300))
        // 30 × 40 asks for 10: clamped to 4, and the offset stays inside the content.
        scroll.zoom(to: CGRect(x: 0, y: 0, width: 30, height: 40), animated: false)
        #expect(scroll.zoomScale == 4)
        #expect(scroll.contentOffset == .zero)
    }

    @Test(
        "setZoomScale(_:animated: true) runs on the frame clock between WillBeginZooming and DidEndZooming (UIKit: scrollViewDidEndZooming(_:with:atScale:))"
    )
    func animatedSetZoomScale() {
        let (window, scroll, _, recorder) = makeZoomScroll()
        scroll.setZoomScale(2, animated: true)
        #expect(scroll.zoomScale == 1)
        #expect(recorder.calls == [.willBeginZooming])
        #expect(!scroll.isZooming && !scroll.isZoomBouncing)
        window.runFrames(18)
        #expect(scroll.zoomScale > 1 && scroll.zoomScale < 2)
        #expect(recorder.count(.didZoom) == 18)
        #expect(window.settle())
        #expect(scroll.zoomScale == 2)
        #expect(scroll.contentOffset == CGPoint(x: 150, y: 200))
        #expect(recorder.calls.last == .didEndZooming(2))
        #expect(recorder.count(.willBeginZooming) == 1)
    }

    @Test(
        "scrollViewDidScroll fires when zooming moves the offset, and only then (UIKit: UIScrollViewDelegate.scrollViewDidScroll)"
    )
    func didScrollWhenOffsetMoves() {
        let (window, scroll, _, recorder) = makeZoomScroll()
        defer { withExtendedLifetime(window) {} }
        scroll.zoomScale = 2  // about the centre: the offset moves
        #expect(recorder.calls == [.didScroll, .didZoom])
        recorder.calls = []
        scroll.contentOffset = .zero
        recorder.calls = []
        // Zooming to the top-left quarter at 2 keeps the offset at zero... once zoomed out.
        scroll.zoomScale = 1
        recorder.calls = []
        scroll.zoom(to: CGRect(x: 0, y: 0, width: 150, height: 200), animated: false)
        #expect(scroll.zoomScale == 2)
        #expect(recorder.calls == [.didZoom])
    }

    @Test(
        "After zooming out the offset is inside the new, smaller content (UIKit: UIScrollView.zoomScale)"
    )
    func offsetInsideAfterZoomOut() {
        let (window, scroll, _, _) = makeZoomScroll()
        defer { withExtendedLifetime(window) {} }
        scroll.zoomScale = 4
        scroll.contentOffset = CGPoint(x: 900, y: 1200)  // the bottom-right corner
        scroll.zoomScale = 2
        #expect(scroll.contentSize == CGSize(width: 600, height: 800))
        #expect(scroll.contentOffset == CGPoint(x: 300, y: 400))  // was past the new end
        scroll.zoomScale = 1
        #expect(scroll.contentOffset == .zero)
    }

    @Test("A one-finger pan still scrolls a zoomed view (UIKit: UIScrollView)")
    func panScrollsZoomedView() {
        let (window, scroll, _, recorder) = makeZoomScroll()
        scroll.zoomScale = 2
        recorder.calls = []
        window.scroll(scroll, by: CGPoint(x: 50, y: 60))
        #expect(zoomNear(scroll.contentOffset, CGPoint(x: 200, y: 260)))
        #expect(scroll.zoomScale == 2)
        #expect(!recorder.calls.contains(.didZoom))
    }

    @Test(
        "A second finger joining a drag pinches while the drag goes on, and the drag continues after it lifts (UIKit: UIScrollView.pinchGestureRecognizer and panGestureRecognizer)"
    )
    func dragThenPinchThenDrag() {
        let (window, scroll, image, recorder) = makeZoomScroll(minimum: 1, maximum: 8)
        scroll.zoomScale = 2  // content 600 × 800, offset (150, 200)
        let first = Touch(location: CGPoint(x: 100, y: 200))
        window.send(Event(touches: [first]))
        for step in 1...12 {
            window.runFrames(1)
            first.update(phase: .moved, location: CGPoint(x: 100, y: 200 - CGFloat(step) * 2.5))
            window.send(Event(touches: [first]))
        }
        #expect(scroll.isDragging)
        #expect(zoomNear(scroll.contentOffset, CGPoint(x: 150, y: 230)))
        recorder.calls = []

        // A second finger 100 pt to the right, then both spread to 220 apart.
        let second = Touch(location: CGPoint(x: 200, y: 170))
        window.runFrames(1)
        window.send(Event(touches: [second]))
        var anchor = CGPoint.zero
        for step in 1...24 {
            window.runFrames(1)
            let t = CGFloat(step) / 24
            first.update(phase: .moved, location: CGPoint(x: 100 - 60 * t, y: 170))
            second.update(phase: .moved, location: CGPoint(x: 200 + 60 * t, y: 170))
            window.send(Event(touches: [first, second]))
            if step == 1 { anchor = image.convert(CGPoint(x: 150, y: 170), from: nil) }
        }
        #expect(scroll.isZooming && scroll.isDragging)
        #expect(zoomNear(scroll.zoomScale, 4.4, 1e-9))
        // The content under the fingers' centre stayed there.
        #expect(zoomNear(image.convert(CGPoint(x: 150, y: 170), from: nil), anchor, 0.5))
        #expect(recorder.calls.first == .willBeginZooming)

        // The second finger lifts: the zoom ends, the first finger drags on.
        second.update(phase: .ended)
        window.send(Event(touches: [second]))
        #expect(!scroll.isZooming && scroll.isDragging)
        #expect(recorder.endZoomingCount == 1)
        let before = scroll.contentOffset
        for step in 1...12 {
            window.runFrames(1)
            first.update(phase: .moved, location: CGPoint(x: 40, y: 170 - CGFloat(step) * 2.5))
            window.send(Event(touches: [first]))
        }
        #expect(zoomNear(scroll.contentOffset, CGPoint(x: before.x, y: before.y + 30), 1e-9))
        #expect(zoomNear(scroll.zoomScale, 4.4, 1e-9))
        window.runFrames(20)
        first.update(phase: .ended)
        window.send(Event(touches: [first]))
        #expect(window.settle())
        #expect(!scroll.isDragging && !scroll.isZooming)
    }

    @Test(
        "Two fingers that pinch and move together zoom and pan as one, and lifting both ends the drag without a fling (model)"
    )
    func pinchAndPanTogether() {
        let (window, scroll, image, recorder) = makeZoomScroll()
        var anchor = CGPoint.zero
        scroll.pinchGestureRecognizer?.addTarget { recognizer in
            if recognizer.state == .began {
                anchor = image.convert(recognizer.location(in: nil), from: nil)
            }
        }
        pinchFingers(
            window, from: CGPoint(x: 100, y: 300), CGPoint(x: 150, y: 300),
            to: CGPoint(x: 50, y: 150), CGPoint(x: 150, y: 150), frames: 12)
        #expect(zoomNear(scroll.zoomScale, 2))
        #expect(zoomNear(image.convert(CGPoint(x: 100, y: 150), from: nil), anchor, 1e-9))
        #expect(recorder.endZoomingCount == 1)
        #expect(!scroll.isDecelerating)
        #expect(window.settle())
    }

    @Test(
        "A new pinch or drag during an animated zoom finishes it at its end, with its DidEndZooming (model)"
    )
    func dragFinishesZoomAnimation() {
        let (window, scroll, _, recorder) = makeZoomScroll()
        scroll.setZoomScale(2, animated: true)
        window.runFrames(6)
        window.scroll(scroll, by: CGPoint(x: 20, y: 0))
        #expect(scroll.zoomScale == 2)
        #expect(recorder.count(.didEndZooming(2)) == 1)
        #expect(scroll.contentOffset == CGPoint(x: 170, y: 200))
    }
}

/// A delegate that returns a view for zooming and records what the scroll view tells it.
@MainActor
final class ZoomRecorder: ScrollViewDelegate {
    enum Call: Equatable {
        case willBeginZooming, didZoom, didScroll
        case didEndZooming(CGFloat)
        case willBeginDecelerating, didEndDecelerating
    }

    var zoomView: View?
    var calls: [Call] = []
    var onDidZoom: ((ScrollView) -> Void)?
    var viewForZoomingCalls = 0

    init(zoomView: View?) { self.zoomView = zoomView }

    func viewForZooming(in scrollView: ScrollView) -> View? {
        viewForZoomingCalls += 1
        return zoomView
    }
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {
        calls.append(.willBeginZooming)
    }
    func scrollViewDidZoom(_ scrollView: ScrollView) {
        calls.append(.didZoom)
        onDidZoom?(scrollView)
    }
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat)
    {
        calls.append(.didEndZooming(scale))
    }
    func scrollViewDidScroll(_ scrollView: ScrollView) { calls.append(.didScroll) }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
        calls.append(.willBeginDecelerating)
    }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        calls.append(.didEndDecelerating)
    }

    func count(_ call: Call) -> Int { calls.filter { $0 == call }.count }

    /// How many `scrollViewDidEndZooming` calls, whatever their scale.
    var endZoomingCount: Int {
        calls.filter { call in
            if case .didEndZooming = call { return true }
            return false
        }.count
    }
}

/// A scroll view that keeps its delegate (which `delegate` does not), for tests that drop it.
@MainActor
final class KeepingScrollView: ScrollView {
    var kept: AnyObject?
}

/// A 300 × 400 window filled by a scroll view holding a 300 × 400 image view at (0, 0),
/// zoomable from 1 to 4.
///
///     +- scroll (0 0; 300 400) ---+
///     | image (0 0; 300 400)       |
///     +----------------------------+
@MainActor
func makeZoomScroll(minimum: CGFloat = 1, maximum: CGFloat = 4) -> (
    Window, ScrollView, ImageView, ZoomRecorder
) {
    let window = Window(size: CGSize(width: 300, height: 400))
    let scroll = KeepingScrollView(frame: window.bounds)
    let image = ImageView(image: Image(named: "photo", size: CGSize(width: 300, height: 400)))
    scroll.addSubview(image)
    scroll.contentSize = image.frame.size
    let recorder = ZoomRecorder(zoomView: image)
    scroll.delegate = recorder
    scroll.kept = recorder
    scroll.minimumZoomScale = minimum
    scroll.maximumZoomScale = maximum
    window.addSubview(scroll)
    return (window, scroll, image, recorder)
}

/// Two fingers driven frame by frame: down at `a` and `b`, moved in straight lines to `a2`
/// and `b2` over `frames` frames (one move per frame), held still `hold` frames, then lifted
/// together unless `lift` is false. Returns the touches.
@MainActor @discardableResult
func pinchFingers(
    _ window: Window, from a: CGPoint, _ b: CGPoint, to a2: CGPoint, _ b2: CGPoint,
    frames: Int = 24, hold: Int = 0, lift: Bool = true
) -> [Touch] {
    let fingers = [Touch(location: a), Touch(location: b)]
    window.send(Event(touches: fingers))
    for frame in 1...frames {
        window.runFrames(1)
        let t = CGFloat(frame) / CGFloat(frames)
        fingers[0].update(
            phase: .moved, location: CGPoint(x: a.x + (a2.x - a.x) * t, y: a.y + (a2.y - a.y) * t))
        fingers[1].update(
            phase: .moved, location: CGPoint(x: b.x + (b2.x - b.x) * t, y: b.y + (b2.y - b.y) * t))
        window.send(Event(touches: fingers))
    }
    window.runFrames(hold)
    if lift { liftFingers(window, fingers) }
    return fingers
}

@MainActor
func liftFingers(_ window: Window, _ fingers: [Touch]) {
    for finger in fingers { finger.update(phase: .ended) }
    window.send(Event(touches: fingers))
}

func zoomNear(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool {
    abs(a - b) <= tolerance
}

func zoomNear(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
    zoomNear(a.x, b.x, tolerance) && zoomNear(a.y, b.y, tolerance)
}

import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// What zooming does with hostile input. Data (limits and scales computed from sizes, rects
/// from taps) is clamped; a NaN, which UIKit's layers reject by throwing, stops at the entry
/// with a message naming the parameter, the value and the view.
@MainActor @Suite struct ScrollViewZoomingInputTests {
    // MARK: Limits and scales

    @Test(
        "Zero, negative and infinite limits and scales are clamped into [smallestZoomScale, largestZoomScale] (UIKit: UIScrollView.minimumZoomScale, maximumZoomScale)"
    )
    func extremeLimitsClamp() {
        let (window, scroll, image, _) = makeZoomScroll(minimum: -1, maximum: .infinity)
        defer { withExtendedLifetime(window) {} }
        #expect(scroll.minimumZoomScale == -1 && scroll.maximumZoomScale == .infinity)  // as set
        #expect(scroll.pinchGestureRecognizer != nil)
        scroll.zoomScale = 0
        #expect(scroll.zoomScale == ScrollView.smallestZoomScale)
        #expect(image.frame.size.width > 0 && image.frame.size.width.isFinite)
        scroll.zoomScale = .infinity
        #expect(scroll.zoomScale == ScrollView.largestZoomScale)
        #expect(scroll.contentSize.width.isFinite && scroll.contentOffset.x.isFinite)
        scroll.zoomScale = -5
        #expect(scroll.zoomScale == ScrollView.smallestZoomScale)

        // A minimum of zero (an image of infinite size) and a maximum of zero.
        scroll.minimumZoomScale = 0
        scroll.maximumZoomScale = 0
        #expect(scroll.pinchGestureRecognizer == nil)
        scroll.zoomScale = 3
        #expect(scroll.zoomScale == ScrollView.smallestZoomScale)

        // A maximum below the minimum: zooming is off, code clamps to the minimum.
        scroll.minimumZoomScale = 2
        scroll.maximumZoomScale = 1
        #expect(scroll.pinchGestureRecognizer == nil)
        scroll.zoomScale = 5
        #expect(scroll.zoomScale == 2)
    }

    @Test("A pinch on extreme limits stays finite (data never crashes)")
    func pinchOnExtremeLimits() {
        let (window, scroll, image, recorder) = makeZoomScroll(minimum: 0, maximum: .infinity)
        pinchFingers(
            window, from: CGPoint(x: 50, y: 200), CGPoint(x: 250, y: 200),
            to: CGPoint(x: 149, y: 200), CGPoint(x: 151, y: 200))
        #expect(window.settle())
        #expect(scroll.zoomScale > 0 && scroll.zoomScale < 1)
        #expect(image.frame.origin.x.isFinite && scroll.contentOffset.x.isFinite)
        #expect(recorder.endZoomingCount == 1)
    }

    @Test("A NaN minimumZoomScale stops, naming the property and the view")
    func nanMinimumStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let scroll = ScrollView(frame: .zero)
            scroll.minimumZoomScale = .nan
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains("minimumZoomScale") && message.contains("nan")
                && message.contains("ScrollView"))
    }

    @Test("A NaN maximumZoomScale stops, naming the property and the view")
    func nanMaximumStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let scroll = ScrollView(frame: .zero)
            scroll.maximumZoomScale = .nan
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains("maximumZoomScale") && message.contains("nan")
                && message.contains("ScrollView"))
    }

    @Test("A NaN zoomScale stops, naming the parameter and the view")
    func nanZoomScaleStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let (window, scroll, _, _) = makeZoomScroll()
            scroll.setZoomScale(.nan, animated: true)
            withExtendedLifetime(window) {}
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains("setZoomScale") && message.contains("scale nan")
                && message.contains("ScrollView"))
    }

    // MARK: zoom(to:animated:)

    @Test(
        "zoom(to:) with an empty rect zooms to the maximum around its point; a negative one is standardized (UIKit: UIScrollView.zoom(to:animated:))"
    )
    func emptyAndNegativeRects() {
        let (window, scroll, image, _) = makeZoomScroll()
        defer { withExtendedLifetime(window) {} }
        scroll.zoom(to: CGRect(x: 150, y: 200, width: 0, height: 0), animated: false)
        #expect(scroll.zoomScale == 4)
        #expect(zoomNear(image.convert(CGPoint(x: 150, y: 200), to: nil), CGPoint(x: 150, y: 200)))
        scroll.zoom(to: CGRect(x: 200, y: 300, width: -200, height: -200), animated: false)
        #expect(scroll.zoomScale == 1.5)  // 300 / 200
        scroll.zoom(to: CGRect(x: 0, y: 0, width: 0, height: 400), animated: false)
        #expect(scroll.zoomScale == 1)  // the height fits at 1
    }

    @Test("zoom(to:) with a NaN rect stops, naming the parameter and the view")
    func nanRectStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let (window, scroll, _, _) = makeZoomScroll()
            scroll.zoom(to: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), animated: false)
            withExtendedLifetime(window) {}
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains("zoom(to:animated:)") && message.contains("nan")
                && message.contains("ScrollView"))
    }

    @Test("zoom(to:) with an infinite width stops, naming the parameter and the view")
    func infiniteRectStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let (window, scroll, _, _) = makeZoomScroll()
            scroll.zoom(
                to: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10), animated: false)
            withExtendedLifetime(window) {}
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains("zoom(to:animated:)") && message.contains("inf")
                && message.contains("ScrollView"))
    }

    @Test("zoom(to: .infinite) (huge, finite) zooms out to the minimum (data is clamped)")
    func hugeRectZoomsOut() {
        let (window, scroll, _, _) = makeZoomScroll(minimum: 0.5, maximum: 4)
        defer { withExtendedLifetime(window) {} }
        scroll.zoomScale = 2
        scroll.zoom(to: .infinite, animated: false)
        #expect(scroll.zoomScale == 0.5)
        #expect(scroll.contentOffset == .zero)
    }

    // MARK: The view for zooming

    @Test(
        "A view for zooming that is not a subview of the scroll view is ignored, with a diagnostic naming it (model)"
    )
    func foreignZoomViewIgnored() {
        let (window, scroll, image, recorder) = makeZoomScroll()
        let stranger = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        stranger.accessibilityIdentifier = "stranger"
        window.addSubview(stranger)
        recorder.zoomView = stranger
        scroll.zoomScale = 2
        #expect(stranger.transform == .identity && image.transform == .identity)
        #expect(scroll.zoomScale == 1)
        pinchFingers(
            window, from: CGPoint(x: 100, y: 200), CGPoint(x: 200, y: 200),
            to: CGPoint(x: 50, y: 200), CGPoint(x: 250, y: 200))
        #expect(stranger.transform == .identity)
        #expect(recorder.calls.isEmpty)
        let diagnostic = window.diagnostics.first { $0.kind == .zoomViewNotSubview }
        #expect(diagnostic?.message.contains("stranger") == true)
    }

    @Test(
        "A delegate returning a different view each time: a pinch keeps the view it began with (model)"
    )
    func differentViewEachTime() {
        let (window, scroll, image, recorder) = makeZoomScroll()
        let other = ImageView(image: Image(named: "other", size: CGSize(width: 300, height: 400)))
        scroll.addSubview(other)
        final class Alternating: ScrollViewDelegate {
            let views: [View]
            var calls = 0
            var ended: [View?] = []
            init(_ views: [View]) { self.views = views }
            func viewForZooming(in scrollView: ScrollView) -> View? {
                calls += 1
                return views[calls % 2]
            }
            func scrollViewDidEndZooming(
                _ scrollView: ScrollView, with view: View?, atScale scale: CGFloat
            ) { ended.append(view) }
        }
        let alternating = Alternating([image, other])
        scroll.delegate = alternating
        let fingers = pinchFingers(
            window, from: CGPoint(x: 100, y: 200), CGPoint(x: 200, y: 200),
            to: CGPoint(x: 50, y: 200), CGPoint(x: 250, y: 200), lift: false)
        #expect(alternating.calls >= 2)
        let zoomed = [image, other].filter { $0.transform != .identity }
        #expect(zoomed.count == 1)
        liftFingers(window, fingers)
        #expect(alternating.ended.count == 1 && alternating.ended[0] === zoomed.first)
        withExtendedLifetime(recorder) {}
    }

    @Test("The view for zooming removed mid-pinch: the zoom ends once there, nothing crashes")
    func zoomViewRemovedMidPinch() {
        let (window, scroll, image, recorder) = makeZoomScroll()
        let fingers = pinchFingers(
            window, from: CGPoint(x: 100, y: 200), CGPoint(x: 200, y: 200),
            to: CGPoint(x: 60, y: 200), CGPoint(x: 240, y: 200), lift: false)
        #expect(scroll.isZooming)
        image.removeFromSuperview()
        recorder.zoomView = nil
        for finger in fingers {
            finger.update(
                phase: .moved,
                location: CGPoint(x: finger.locationInWindow.x * 1.1, y: 200))
        }
        window.runFrames(1)
        window.send(Event(touches: fingers))
        #expect(!scroll.isZooming)
        liftFingers(window, fingers)
        #expect(window.settle())
        #expect(recorder.endZoomingCount == 1)
        #expect(image.superview == nil && scroll.contentSize.width.isFinite)
    }

    @Test(
        "A delegate that sets zoomScale in scrollViewDidZoom converges once the value stops changing"
    )
    func reentrantDidZoomConverges() {
        let (window, scroll, _, recorder) = makeZoomScroll()
        defer { withExtendedLifetime(window) {} }
        recorder.onDidZoom = { scroll in
            // Snap to whole scales.
            scroll.zoomScale = scroll.zoomScale.rounded()
        }
        scroll.zoomScale = 2.4
        #expect(scroll.zoomScale == 2)
        #expect(recorder.count(.didZoom) == 2)
        #expect(scroll.contentOffset == scroll.clamped(scroll.contentOffset))
    }

    @Test("A scrollViewDidZoom that never stops changing zoomScale stops, naming the view")
    func reentrantDidZoomStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let (window, scroll, _, recorder) = makeZoomScroll()
            recorder.onDidZoom = { scroll in
                scroll.zoomScale = scroll.zoomScale == 2 ? 3 : 2
            }
            scroll.zoomScale = 2
            withExtendedLifetime(window) {}
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("scrollViewDidZoom") && message.contains("ScrollView"))
    }

    // MARK: Lifetime

    @Test(
        "A zoom animation whose view leaves its window finishes at once, with its DidEndZooming (model)"
    )
    func removedMidAnimation() {
        let (window, scroll, _, recorder) = makeZoomScroll()
        scroll.setZoomScale(3, animated: true)
        window.runFrames(6)
        #expect(scroll.zoomScale > 1 && scroll.zoomScale < 3)
        scroll.removeFromSuperview()
        #expect(scroll.zoomScale == 3)
        #expect(recorder.calls.last == .didEndZooming(3))
        #expect(recorder.endZoomingCount == 1)
        #expect(window.settle())
    }

    @Test(
        "A scroll view kept after its window is gone still zooms: animated zooms apply at once (model)"
    )
    func keptAfterTreeIsGone() {
        var window: Window? = Window(size: CGSize(width: 300, height: 400))
        let scroll = KeepingScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let image = ImageView(image: Image(named: "photo", size: CGSize(width: 300, height: 400)))
        scroll.addSubview(image)
        let recorder = ZoomRecorder(zoomView: image)
        scroll.delegate = recorder
        scroll.kept = recorder
        scroll.maximumZoomScale = 3
        window!.addSubview(scroll)
        scroll.setZoomScale(3, animated: true)
        window!.runFrames(6)
        window = nil
        #expect(scroll.window == nil)
        // The animation's clock is gone: the next zoom finishes it (its end call), then
        // applies at once.
        scroll.setZoomScale(2, animated: true)
        #expect(recorder.calls.contains(.didEndZooming(3)))
        #expect(scroll.zoomScale == 2)
        scroll.zoom(to: CGRect(x: 0, y: 0, width: 100, height: 100), animated: true)
        #expect(scroll.zoomScale == 3)
        #expect(recorder.endZoomingCount == 1)
        #expect(scroll.pinchGestureRecognizer?.view === scroll)
    }
}

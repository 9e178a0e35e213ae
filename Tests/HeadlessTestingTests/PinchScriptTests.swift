import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

/// Returns the image view as the scroll view's view for zooming.
@MainActor
private final class ZoomDelegate: ScrollViewDelegate {
    let view: View
    init(view: View) { self.view = view }
    func viewForZooming(in scrollView: ScrollView) -> View? { view }
}

@MainActor @Suite struct PinchScriptTests {
    @Test(
        "window.pinch spreads two fingers about a point: a zoomable scroll view zooms by the distances' ratio (UIKit: pinch to zoom, UIScrollView)"
    )
    func pinchZooms() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let scroll = ScrollView(frame: window.bounds)
        let photo = ImageView(image: Image(named: "photo", size: CGSize(width: 390, height: 844)))
        scroll.addSubview(photo)
        scroll.contentSize = photo.frame.size
        let delegate = ZoomDelegate(view: photo)
        scroll.delegate = delegate
        scroll.maximumZoomScale = 4
        window.addSubview(scroll)
        window.pinch(at: CGPoint(x: 195, y: 422), from: 100, to: 200)
        window.settle()
        // The pinch begins once the fingers moved past its threshold, so the scale is a
        // little under the ratio of the distances.
        #expect(scroll.zoomScale > 1.8 && scroll.zoomScale <= 2)
        // Turned a quarter and pinched back in: back towards 1.
        window.pinch(at: CGPoint(x: 195, y: 422), from: 200, to: 100, angle: .pi / 2)
        window.settle()
        #expect(scroll.zoomScale < 1.2)
        withExtendedLifetime(delegate) {}
    }

    @Test func aNaNPinchDistanceStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            Window(size: CGSize(width: 10, height: 10)).pinch(
                at: CGPoint(x: 5, y: 5), from: .nan, to: 10)
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("pinch(at:from:to:)") && text.contains("from nan"))
        #expect(text.contains("<Window"))
    }
}

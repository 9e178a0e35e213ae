import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

// A typical UIKit image zoom page, pasted with the `UI` prefix removed: a scroll view that is
// its own delegate, returns its image view for zooming, centres the image with content insets
// in `scrollViewDidZoom`, and zooms in to a rectangle around a double tap (Apple's "Zooming by
// tapping"), or back out. One change besides the prefix: there is no `#selector` off Apple
// platforms, so the double tap's target is a closure calling the same method.

final class ImageScrollView: ScrollView, ScrollViewDelegate {
    var zoomView: ImageView?

    lazy var zoomingTap: TapGestureRecognizer = {
        let zoomingTap = TapGestureRecognizer { [weak self] recognizer in
            self?.handleZoomingTap(recognizer as! TapGestureRecognizer)
        }
        zoomingTap.numberOfTapsRequired = 2
        return zoomingTap
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        decelerationRate = .fast
        delegate = self
    }

    func display(_ image: Image) {
        zoomView?.removeFromSuperview()
        zoomView = nil
        zoomScale = 1.0
        let imageView = ImageView(image: image)
        addSubview(imageView)
        zoomView = imageView
        configureFor(image.size)
    }

    func configureFor(_ imageSize: CGSize) {
        contentSize = imageSize
        setMaxMinZoomScaleForCurrentBounds()
        zoomScale = minimumZoomScale
        zoomView?.addGestureRecognizer(zoomingTap)
        zoomView?.isUserInteractionEnabled = true
    }

    func setMaxMinZoomScaleForCurrentBounds() {
        let boundsSize = bounds.size
        let imageSize = zoomView!.bounds.size
        let xScale = boundsSize.width / imageSize.width
        let yScale = boundsSize.height / imageSize.height
        let minScale = min(xScale, yScale)
        var maxScale: CGFloat = 1.0
        if minScale < 0.1 { maxScale = 0.3 }
        if minScale >= 0.1 && minScale < 0.5 { maxScale = 0.7 }
        if minScale >= 0.5 { maxScale = max(1.0, minScale) }
        maximumZoomScale = maxScale
        minimumZoomScale = minScale
    }

    func viewForZooming(in scrollView: ScrollView) -> View? {
        zoomView
    }

    func scrollViewDidZoom(_ scrollView: ScrollView) {
        centerImage()
    }

    func centerImage() {
        let offsetX = max((bounds.width - contentSize.width) * 0.5, 0)
        let offsetY = max((bounds.height - contentSize.height) * 0.5, 0)
        contentInset = EdgeInsets(top: offsetY, left: offsetX, bottom: 0, right: 0)
    }

    func handleZoomingTap(_ sender: TapGestureRecognizer) {
        let location = sender.location(in: sender.view)
        zoom(to: location, animated: true)
    }

    func zoom(to point: CGPoint, animated: Bool) {
        let currentScale = zoomScale
        let minScale = minimumZoomScale
        let maxScale = maximumZoomScale
        if minScale == maxScale && minScale > 1 { return }
        let toScale = maxScale
        let finalScale = (currentScale == minScale) ? toScale : minScale
        let zoomRect = zoomRect(for: finalScale, withCenter: point)
        zoom(to: zoomRect, animated: animated)
    }

    func zoomRect(for scale: CGFloat, withCenter center: CGPoint) -> CGRect {
        var zoomRect = CGRect.zero
        let bounds = self.bounds
        zoomRect.size.width = bounds.size.width / scale
        zoomRect.size.height = bounds.size.height / scale
        zoomRect.origin.x = center.x - (zoomRect.size.width / 2)
        zoomRect.origin.y = center.y - (zoomRect.size.height / 2)
        return zoomRect
    }
}

/// Pasted UIKit zoom code, and a photo pager of zoomable pages (nested scroll views).
@MainActor @Suite struct ScrollViewZoomingPortedTests {
    @Test(
        "Pasted image zoom page: fits the image, centres it with insets, double tap zooms in about the tap and back out (UIKit: Zooming by tapping)"
    )
    func pastedImageZoomPage() {
        let window = Window(size: CGSize(width: 300, height: 400))
        let page = ImageScrollView(frame: window.bounds)
        window.addSubview(page)
        page.display(Image(named: "landscape", size: CGSize(width: 1200, height: 800)))
        // 1200 × 800 in 300 × 400: fits at 0.25 (300 × 200), 100 pt above and below.
        #expect(page.minimumZoomScale == 0.25 && page.maximumZoomScale == 0.7)
        #expect(page.zoomScale == 0.25)
        #expect(page.contentSize == CGSize(width: 300, height: 200))
        #expect(page.contentInset == EdgeInsets(top: 100))
        #expect(page.contentOffset == CGPoint(x: 0, y: -100))
        #expect(
            page.zoomView!.convert(page.zoomView!.bounds, to: nil)
                == CGRect(x: 0, y: 100, width: 300, height: 200))

        // Double tap at the image's centre: zooms in to 0.7 about it, animated.
        window.tap(at: CGPoint(x: 150, y: 200), count: 2)
        #expect(page.zoomScale < 0.7)  // the animation has only started
        #expect(window.settle())
        #expect(page.zoomScale == 0.7)
        #expect(page.contentSize == CGSize(width: 840, height: 560))
        #expect(page.contentInset == .zero)
        #expect(
            zoomNear(
                page.zoomView!.convert(CGPoint(x: 600, y: 400), to: nil), CGPoint(x: 150, y: 200),
                1e-9))

        // Double tap again: back to the whole image, centred.
        window.tap(at: CGPoint(x: 150, y: 200), count: 2)
        #expect(window.settle())
        #expect(page.zoomScale == 0.25)
        #expect(page.contentInset == EdgeInsets(top: 100))
        #expect(page.contentOffset == CGPoint(x: 0, y: -100))
        #expect(
            page.zoomView!.convert(page.zoomView!.bounds, to: nil)
                == CGRect(x: 0, y: 100, width: 300, height: 200))

        // A pinch in between the limits zooms about the fingers; release inside them: no
        // bounce.
        pinchFingers(
            window, from: CGPoint(x: 125, y: 200), CGPoint(x: 175, y: 200),
            to: CGPoint(x: 100, y: 200), CGPoint(x: 200, y: 200))
        #expect(zoomNear(page.zoomScale, 0.5))
        #expect(window.settle())
        #expect(page.contentSize == CGSize(width: 600, height: 400))
        #expect(page.contentInset == .zero)
    }

    /// A pager of three zoomable 300 × 400 photo pages.
    ///
    ///     +- pager (paging, content 900 × 400) -------------+
    ///     | +- page 0 -+ +- page 1 -+ +- page 2 -+          |
    ///     | | image    | | image    | | image    |          |
    ///     +--------------------------------------------------+
    func makePager() -> (Window, ScrollView, [ScrollView], [ZoomRecorder]) {
        let window = Window(size: CGSize(width: 300, height: 400))
        let pager = ScrollView(frame: window.bounds)
        pager.isPagingEnabled = true
        pager.contentSize = CGSize(width: 900, height: 400)
        var pages: [ScrollView] = []
        var recorders: [ZoomRecorder] = []
        for index in 0..<3 {
            let page = KeepingScrollView(
                frame: CGRect(x: CGFloat(index) * 300, y: 0, width: 300, height: 400))
            let image = ImageView(
                image: Image(named: "photo \(index)", size: CGSize(width: 300, height: 400)))
            page.addSubview(image)
            page.contentSize = image.frame.size
            let recorder = ZoomRecorder(zoomView: image)
            page.delegate = recorder
            page.kept = recorder
            page.minimumZoomScale = 1
            page.maximumZoomScale = 3
            pager.addSubview(page)
            pages.append(page)
            recorders.append(recorder)
        }
        window.addSubview(pager)
        return (window, pager, pages, recorders)
    }

    @Test(
        "In a pager of zoomable pages a pinch zooms the page, not the pager (UIKit: Scroll View Programming Guide, Nesting Scroll Views)"
    )
    func pagerRoutesPinchToPage() {
        let (window, pager, pages, _) = makePager()
        pinchFingers(
            window, from: CGPoint(x: 100, y: 200), CGPoint(x: 200, y: 200),
            to: CGPoint(x: 50, y: 200), CGPoint(x: 250, y: 200))
        #expect(window.settle())
        #expect(zoomNear(pages[0].zoomScale, 2))
        #expect(pager.contentOffset == .zero)
        #expect(!pager.isDragging && !pager.isDecelerating)
    }

    @Test(
        "A one-finger swipe scrolls a zoomed page inside it, and at its edge turns the pager's page (UIKit: Scroll View Programming Guide, Nesting Scroll Views)"
    )
    func swipeAtZoomedEdgeTurnsPage() {
        let (window, pager, pages, _) = makePager()
        pages[0].zoomScale = 2  // content 600 × 800, offset (150, 200)
        // Away from the edge: the page scrolls, the pager stays.
        window.scroll(pages[0], by: CGPoint(x: 100, y: 0))
        #expect(zoomNear(pages[0].contentOffset, CGPoint(x: 250, y: 200)))
        #expect(pager.contentOffset == .zero)
        // At the right edge (offset 300 = 600 − 300), a swipe left goes to the pager.
        pages[0].contentOffset = CGPoint(x: 300, y: 200)
        window.fling(from: CGPoint(x: 250, y: 200), velocity: CGPoint(x: -1200, y: 0))
        #expect(window.settle())
        #expect(pager.contentOffset == CGPoint(x: 300, y: 0))
        #expect(pages[0].contentOffset == CGPoint(x: 300, y: 200))  // did not move
        #expect(pages[0].zoomScale == 2)
        // At the left edge of the zoomed page (which now shows the next page), a swipe right
        // turns back; a swipe left at the left edge would scroll the page itself.
        pages[1].zoomScale = 2
        pages[1].contentOffset = CGPoint(x: 0, y: 200)
        window.scroll(pages[1], by: CGPoint(x: 60, y: 0))
        #expect(zoomNear(pages[1].contentOffset, CGPoint(x: 60, y: 200)))
        #expect(pager.contentOffset == CGPoint(x: 300, y: 0))
        pages[1].contentOffset = CGPoint(x: 0, y: 200)
        window.fling(from: CGPoint(x: 50, y: 200), velocity: CGPoint(x: 1200, y: 0))
        #expect(window.settle())
        #expect(pager.contentOffset == .zero)
    }
}

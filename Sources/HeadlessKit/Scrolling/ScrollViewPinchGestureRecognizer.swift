import Foundation

/// The scroll view's pinch: begins only while the delegate has a view for zooming (see
/// ``ScrollView/pinchGestureRecognizer``).
@MainActor
final class ScrollViewPinchGestureRecognizer: PinchGestureRecognizer {
    weak var scrollView: ScrollView?

    override func shouldBegin() -> Bool {
        // No view for zooming: the pinch fails, and leaves the fingers to the pan.
        guard let scrollView, scrollView.zoomViewFromDelegate() != nil else { return false }
        return super.shouldBegin()
    }
}

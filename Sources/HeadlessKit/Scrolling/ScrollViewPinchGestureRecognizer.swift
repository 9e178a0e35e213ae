import Foundation

/// The scroll view's pinch: begins only while the delegate has a view for zooming (see
/// ``ScrollView/pinchGestureRecognizer``).
@MainActor
final class ScrollViewPinchGestureRecognizer: PinchGestureRecognizer {
    weak var scrollView: ScrollView?

    override func shouldBegin() -> Bool {
        // No view for zooming: the pinch fails, and leaves the fingers to the pan.
        guard let scrollView, scrollView.zoomViewFromDelegate(reporting: true) != nil else {
            return false
        }
        return super.shouldBegin()
    }

    /// The scroll view's own pan recognizes with it (two fingers pan while they zoom).
    override func canRecognizeSimultaneously(with other: GestureRecognizer) -> Bool {
        if let scrollView, other === scrollView.panGestureRecognizer { return true }
        return super.canRecognizeSimultaneously(with: other)
    }
}

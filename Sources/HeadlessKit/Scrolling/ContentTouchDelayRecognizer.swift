import Foundation

/// Holds touches back from the content for 150 ms (or until lift), then lets them through
/// by failing; a drag that begins sooner takes them first (UIKit S16).
@MainActor
final class ContentTouchDelayRecognizer: GestureRecognizer {
    weak var scrollView: ScrollView?

    override init(action: (@MainActor (GestureRecognizer) -> Void)? = nil) {
        super.init(action: action)
        delaysTouchesBegan = true
        cancelsTouchesInView = false
        name = "content-touch-delay"
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let scrollView, scrollView.delaysContentTouches,
            touches.contains(where: { $0.view !== scrollView })
        else {
            state = .failed
            return
        }
        if !hasTimers {
            schedule(after: ScrollView.contentTouchDelay) { [weak self] in
                if self?.state == .possible { self?.state = .failed }
            }
        }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if trackedTouches.count == touches.count { state = .failed }
    }
}

import Foundation
import HeadlessKit

/// Pull to refresh for a ``TopContentPagerViewController`` page.
///
///     +- page --------------------+
///     |  (spinner)  refresh area  |  y in [-triggerDistance, 0): shown above the header
///     +- header ------------------+
///
/// Pull the selected page down at least ``triggerDistance`` (60 pt) and lift: the control
/// begins refreshing, sends `.valueChanged`, and the page rests at `-triggerDistance` until
/// ``endRefreshing()``. It only acts at the top (the header is then in the page), so it never
/// fights a pinned header.
public final class RefreshControl: Control, CustomTreeDescribable {
    /// How far past the top a pull must go to start refreshing. 60 pt.
    public nonisolated static let triggerDistance: CGFloat = 60
    /// Whether a refresh is running.
    public private(set) var isRefreshing = false
    /// The scroll view it is installed in (the page's table).
    weak var installedScrollView: ScrollView?

    /// Makes a refresh control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "refresh"
    }

    /// `refreshing` in dumps while a refresh runs.
    public var treeProperties: [String] { isRefreshing ? ["refreshing"] : [] }

    /// Starts refreshing in code (no `.valueChanged`, as in UIKit), holding the space open.
    public func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        installedScrollView?.contentInset.top = RefreshControl.triggerDistance
    }

    /// Ends the refresh: the space closes, the page scrolls back to the top if it shows it.
    public func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        guard let scrollView = installedScrollView else { return }
        scrollView.contentInset.top = 0
        if scrollView.contentOffset.y < 0, !scrollView.isDragging {
            scrollView.setContentOffset(
                CGPoint(x: scrollView.contentOffset.x, y: 0), animated: true)
        }
    }

    /// Called by the pager when a drag of the page is released at `offsetY`; returns whether
    /// it began refreshing (then the page slides to `-triggerDistance` and rests there).
    func pageDragEnded(at offsetY: CGFloat) -> Bool {
        guard !isRefreshing, offsetY <= -RefreshControl.triggerDistance else { return false }
        beginRefreshing()
        // The scroll view starts its bounce after this callback: replace it on the next frame
        // by a slide to the refreshing position.
        if let scrollView = installedScrollView, let window = scrollView.window {
            window.clock.schedule(after: 0) { [weak scrollView] _ in
                scrollView?.setContentOffset(
                    CGPoint(x: 0, y: -RefreshControl.triggerDistance), animated: true)
            }
        }
        sendActions(for: .valueChanged)
        return true
    }
}

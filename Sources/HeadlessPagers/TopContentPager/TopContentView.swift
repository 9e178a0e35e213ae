import Foundation
import HeadlessKit

/// The header shared by every page of a ``TopContentPagerViewController``: subclass it and
/// add your views; the tab bar (``tabView``) sits at its bottom.
///
///     +- TopContentView (width of the pager, headerHeight) -+
///     |   ...your views (avatar, name, counters)...         |   scrolls away
///     |                                                     |
///     +- tabView: PagerItemsView (itemHeight 44) -----------+   pins below topMargin
///     | Posts      | Timeline    | Notifications            |
///     +-----------------------------------------------------+
///
/// Its height is ``preferredHeight(forWidth:)``: by default the `frame` height you gave it
/// (at least the tab bar). Unlike the original, a header built in code has tabs: the tab
/// bar is made in `init` unless ``isHideTabView``.
open class TopContentView: View {
    /// Whether the header has no tab bar. Override to return `true`. `false` by default.
    open var isHideTabView: Bool { false }
    /// The tab bar, or `nil` when ``isHideTabView``.
    public private(set) var tabView: PagerItemsView?
    /// The pager showing this header (set by the pager).
    public internal(set) weak var pagerViewController: TopContentPagerViewController?

    /// Makes a header; give it a height with `frame` (or override ``preferredHeight(forWidth:)``).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = accessibilityIdentifier ?? "header"
        backgroundColor = .white
        initTabView()
    }

    /// Makes the tab bar if there is none and the header shows one (`initTabView`, as a later
    /// contribution to the original TopContentPager adds it;
    /// `init` calls it).
    public func initTabView() {
        guard tabView == nil, !isHideTabView else { return }
        let tabs = PagerItemsView(frame: .zero)
        tabView = tabs
        addSubview(tabs)
    }

    /// The tab bar's height: its `itemHeight`, or 0 without one.
    public var tabViewHeight: CGFloat { tabView?.options.itemHeight ?? 0 }

    private var requestedHeight: CGFloat?

    /// The header's height at `width`: the height last set with `frame`, at least the tab bar.
    /// Override to measure your content.
    open func preferredHeight(forWidth width: CGFloat) -> CGFloat {
        max(requestedHeight ?? bounds.height, tabViewHeight)
    }

    /// Sets the header's height and re-lays the pager (`updateLayout()`).
    public func setHeight(_ height: CGFloat) {
        requestedHeight = max(0, height)
        updateLayout()
    }

    /// Changes the tab bar's ``PagerItemsView/options`` and re-lays the pager (no-op without a
    /// tab bar).
    ///
    ///     header.updateTab { $0.indicatorHeight = 1 }
    public func updateTab(_ change: (inout PagerOptions) -> Void) {
        guard let tabView else { return }
        change(&tabView.options)
        updateLayout()
    }

    /// Re-lays the header and asks the pager to re-measure it (``TopContentPagerViewController/updateHeader()``).
    public func updateLayout() {
        setNeedsLayout()
        pagerViewController?.updateHeader()
    }

    /// Puts the tab bar at the bottom, full width.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let tabView {
            let h = tabView.options.itemHeight
            tabView.frame = CGRect(x: 0, y: bounds.height - h, width: bounds.width, height: h)
        }
    }
}

/// The view above the pages that holds the header while the pages slide sideways or the tab
/// bar is pinned. Takes touches only while it holds the header.
public final class EscapeView: View {
    /// Makes an escape view (touches off until it holds the header).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "escape"
        isUserInteractionEnabled = false
    }
}

/// Row 0 of a page: as tall as the header, and holds it while the page scrolls vertically.
public final class ContentTopCell: CollectionViewCell {}

/// Row 1 of a page: as tall as the page's content (at least the viewport less the tab bar,
/// so short pages can still pin the header); holds the page's view.
public final class ContentBodyCell: CollectionViewCell {}

/// A page's vertical scroller: a ``CollectionView`` with a ``ListLayout`` of two rows
/// (``ContentTopCell``, ``ContentBodyCell``), with the original TopContentPager's hit-test gate
/// (below).
public final class ContentInnerTableView: CollectionView {
    /// The horizontal pager this table lives in (set by the pager).
    weak var pagerScrollView: ScrollView?
    /// The height of the top row (the header's).
    var topRowHeight: CGFloat = 0
    /// Called after each layout pass of the table (the pager places the header then).
    var didLayout: (() -> Void)?

    /// Lays out the rows, then lets the pager place the header and the page's view.
    public override func layoutSubviews() {
        super.layoutSubviews()
        didLayout?()
    }

    /// The original TopContentPager's gate (TopContentPager article): a touch that starts on the
    /// header row cannot page horizontally; any other can. Then hit-tests as usual.
    public override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        if let pager = pagerScrollView, !pager.isDragging, !pager.isDecelerating,
            self.point(inside: point, with: event)
        {
            let enabled = point.y >= topRowHeight
            if pager.isScrollEnabled != enabled { pager.isScrollEnabled = enabled }
        }
        return super.hitTest(point, with: event)
    }
}

/// A page of a ``TopContentPagerViewController``: a controller with a tab item and,
/// usually, a scroll view (a collection view) holding its content.
///
///     final class PostsPage: ViewController, ContentTableBody {
///         let pagerItem = PagerItem.text(TextItem(title: "Posts"))
///         var scrollView: ScrollView? { list }
///         ...
///     }
///
/// The pager does the vertical scrolling: it sizes `scrollView` to the part of the page on
/// screen and sets its `contentOffset`, so a long collection view keeps only its visible
/// cells. It turns the scroll view's own dragging off.
@MainActor
public protocol ContentTableBody: ViewController {
    /// The page's tab.
    var pagerItem: PagerItem { get }
    /// The page's content scroll view, or `nil` for a page that is not scrollable.
    var scrollView: ScrollView? { get }
    /// A pull-to-refresh control for this page, or `nil` (the default) for none.
    var refreshControl: RefreshControl? { get }
}

extension ContentTableBody {
    /// No pull to refresh.
    public var refreshControl: RefreshControl? { nil }
}

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
            _ = window.clock.addFrameCallback { [weak scrollView] callback in
                callback.invalidate()
                scrollView?.setContentOffset(
                    CGPoint(x: 0, y: -RefreshControl.triggerDistance), animated: true)
            }
        }
        sendActions(for: .valueChanged)
        return true
    }
}

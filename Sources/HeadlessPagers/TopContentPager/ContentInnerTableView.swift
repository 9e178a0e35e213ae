import Foundation
import HeadlessKit

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

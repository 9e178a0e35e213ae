import Foundation
import HeadlessKit

/// One page of a ``TopContentPagerViewController``: its vertical table (top row for the
/// header, body row for the page's view) and the page's state.
@MainActor
final class PageSlot: CollectionViewDataSource, CollectionViewDelegateListLayout {
    /// Weak: the pager owns its slots, and a page's table (which a user can keep) points back
    /// here as its data source; once the pager is gone the table shows nothing.
    weak var pager: TopContentPagerViewController?
    let index: Int
    let body: ContentTableBody
    let table: ContentInnerTableView
    var bottomArmed = true
    private var sizeToken: ScrollViewObservation?
    private(set) var isPageLoaded = false

    static let topIdentifier = "top"
    static let bodyIdentifier = "body"

    init(pager: TopContentPagerViewController, index: Int, body: ContentTableBody) {
        self.pager = pager
        self.index = index
        self.body = body
        table = ContentInnerTableView(frame: .zero, collectionViewLayout: ListLayout())
        table.accessibilityIdentifier = "page\(index)"
        table.alwaysBounceVertical = true
        table.delaysContentTouches = false
        table.pagerScrollView = pager.pagerScrollView
        table.register(ContentTopCell.self, forCellWithReuseIdentifier: PageSlot.topIdentifier)
        table.register(ContentBodyCell.self, forCellWithReuseIdentifier: PageSlot.bodyIdentifier)
        table.dataSource = self
        table.delegate = self
        table.didLayout = { [weak self] in
            guard let self, let pager = self.pager else { return }
            pager.tableDidLayout(self)
        }
    }

    func tearDown() {
        table.removeFromSuperview()
        table.didLayout = nil
        sizeToken?.cancel()
        if isPageLoaded {
            body.willMove(toParent: nil)
            body.view.removeFromSuperview()
            body.removeFromParent()
            if let refresh = body.refreshControl, table.refreshControl === refresh {
                table.refreshControl = nil
            }
        }
    }

    /// The body row's height: the page's content height, but at least the screen less the
    /// tab bar, so that even a short page can scroll the header up to the pin.
    var bodyHeight: CGFloat {
        let content = isPageLoaded ? (body.scrollView?.contentSize.height ?? 0) : 0
        return max(content, table.bounds.height - (pager?.tabHeight ?? 0), 0)
    }

    // MARK: Data source

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
    { 2 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        if indexPath.item == 0 {
            return collectionView.dequeueReusableCell(
                withReuseIdentifier: PageSlot.topIdentifier, for: indexPath)
        }
        let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: PageSlot.bodyIdentifier, for: indexPath)
        loadPage(into: cell.contentView)
        return cell
    }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        heightForItemAt indexPath: IndexPath
    ) -> CGFloat {
        indexPath.item == 0 ? (pager?.headerHeight ?? 0) : bodyHeight
    }

    /// Loads the page on its first show: child controller, view in the body cell, its scroll
    /// view's own dragging off (the table scrolls it), its content size observed.
    private func loadPage(into container: View) {
        if !isPageLoaded {
            guard let pager else { return }
            isPageLoaded = true
            pager.addChild(body)
            container.addSubview(body.view)
            body.didMove(toParent: pager)
            if let scrollView = body.scrollView {
                scrollView.isScrollEnabled = false
                sizeToken = scrollView.observeContentSize { [weak self] _, _ in
                    self?.contentSizeChanged()
                }
            }
            // HeadlessKit's refresh control on the page's table: a pull past its 60 pt
            // trigger at the top (the header is then in the page, so it never fights a
            // pinned header) refreshes, and the table rests 60 pt down until it ends.
            if let refresh = body.refreshControl { table.refreshControl = refresh }
        } else if body.view.superview !== container {
            container.addSubview(body.view)
        }
        positionPage()
    }

    private func contentSizeChanged() {
        table.collectionViewLayout.invalidateLayout()
        table.setNeedsLayout()
        positionPage()
    }

    /// Puts the page's view over the part of the body row on screen and scrolls its scroll
    /// view to match, so its content moves with the row while only the visible cells exist.
    ///
    ///     body row (content height)     page view: y0 = clamp(y − H, 0, content − screen)
    ///     |  ...                 |      scrollView.contentOffset.y = y0
    ///     |+- page view -------+ | <- screen
    ///     ||  visible rows     | |
    ///     |+-------------------+ |
    func positionPage() {
        guard isPageLoaded, let view = body.viewIfLoaded else { return }
        let width = table.bounds.width
        let screen = table.bounds.height
        let pageHeight = min(screen, bodyHeight)
        let content = body.scrollView?.contentSize.height ?? 0
        let y0 = min(
            max(0, table.contentOffset.y - (pager?.headerHeight ?? 0)), max(0, content - pageHeight)
        )
        let frame = CGRect(x: 0, y: y0, width: width, height: pageHeight)
        if view.frame != frame { view.frame = frame }
        if let scrollView = body.scrollView {
            if scrollView !== view, scrollView.superview === view,
                scrollView.frame != view.bounds
            {
                scrollView.frame = view.bounds
            }
            if scrollView.contentOffset.y != y0 {
                scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: y0)
            }
        }
        if let refresh = body.refreshControl, refresh.frame.width != width {
            refresh.frame.size.width = width
        }
    }

    // MARK: Scroll delegate

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        pager?.tableDidScroll(self)
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { pager?.tableDidStop(self) }
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        pager?.tableDidStop(self)
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        pager?.tableDidStop(self)
    }
}

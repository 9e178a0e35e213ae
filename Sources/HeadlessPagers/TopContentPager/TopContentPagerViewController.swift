import Foundation
import HeadlessKit

/// Supplies a ``TopContentPagerViewController``'s header and pages.
@MainActor
public protocol TopContentPagerDataSource: AnyObject {
    /// The header shared by all pages.
    func topContentPagerViewControllerTopContentView(
        _ viewController: TopContentPagerViewController
    ) -> TopContentView
    /// The pages, in tab order (may be empty: the pager then shows an empty screen).
    func topContentPagerViewControllerViewControllers(
        _ viewController: TopContentPagerViewController
    ) -> [ContentTableBody]
}

/// Hears about a ``TopContentPagerViewController``. Every method has a default.
@MainActor
public protocol TopContentPagerDelegate: AnyObject {
    /// Space above the pinned tab bar (read on load and on ``TopContentPagerViewController/reloadData()``). 0 by default.
    func topContentPagerViewControllerTabTopMargin(_ viewController: TopContentPagerViewController)
        -> CGFloat
    /// The selected page changed (after a swipe settles, a tab tap's scroll ends, or in code).
    func topContentPagerViewController(
        _ viewController: TopContentPagerViewController, didChangeSelectedIndex index: Int)
    /// The selected page reached its bottom (20 pt before it); sent once until it leaves it.
    func topContentPagerViewController(
        _ viewController: TopContentPagerViewController, didScrollToBottomOf index: Int)
}

extension TopContentPagerDelegate {
    public func topContentPagerViewControllerTabTopMargin(
        _ viewController: TopContentPagerViewController
    ) -> CGFloat { 0 }
    public func topContentPagerViewController(
        _ viewController: TopContentPagerViewController, didChangeSelectedIndex index: Int
    ) {}
    public func topContentPagerViewController(
        _ viewController: TopContentPagerViewController, didScrollToBottomOf index: Int
    ) {}
}

/// What happens to the other pages' vertical offsets when the selected page scrolls or you
/// switch pages. Whatever the policy, the header never jumps: while the pages slide it moves
/// from the old page's header position to the new one's in step with the pager.
public enum TopContentOffsetPolicy: Hashable, Sendable {
    /// TopContentPager's rule: while the tab bar is pinned, each page keeps its own offset
    /// but at least the pin threshold; while the header shows, every page mirrors the
    /// selected one. The header then stays still on a page switch.
    case syncWhenHeaderVisible
    /// Every page keeps its own offset; on a switch the header slides to the new page's.
    case keep
    /// A page you switch to starts at its top; the header slides down with the swipe.
    case resetToTop
}

extension Diagnostic.Kind {
    /// `TopContentPagerViewController.selectedIndex` was set out of range and ignored.
    public static let topContentPagerIndexOutOfRange = Diagnostic.Kind(
        rawValue: "top-content-pager-index-out-of-range")
}

/// The Instagram/TikTok profile pager (the TopContentPager article's library): one header
/// shared by every page that lives in the selected page's top cell while you scroll
/// vertically, and in an escape view while you page sideways or once its tab bar is pinned.
///
///     view
///     ├ ScrollView "pages" (horizontal, paging; pages attached only while on screen)
///     │  └ ContentInnerTableView "page<i>" × N   (vertical, ListLayout, two rows)
///     │     ├ ContentTopCell  [0 0]  height H ── TopContentView (vertical mode)
///     │     └ ContentBodyCell [0 1]  page content ── page.view (scrollView sized to screen)
///     └ EscapeView (0, escapeTop, w, H) ── TopContentView (paging or pinned)
///
///     H = headerHeight, T = tabHeight = tab bar + topMargin, P = H − T (pin threshold),
///     y = the selected page's offset. Pinned when y > P: escapeTop = −P, only the tab bar
///     shows. While the pages slide, escapeTop = −lerp(min(P, y_a), min(P, y_b)) for the two
///     pages on screen, so the header never jumps.
///
/// Subclass it, set ``dataSource`` in ``setupWillLoadDataSource()``:
///
///     final class ProfilePager: TopContentPagerViewController, TopContentPagerDataSource {
///         override func setupWillLoadDataSource() { dataSource = self }
///         func topContentPagerViewControllerTopContentView(_ vc: TopContentPagerViewController)
///             -> TopContentView { ProfileHeader(frame: CGRect(x: 0, y: 0, width: 390, height: 300)) }
///         func topContentPagerViewControllerViewControllers(_ vc: TopContentPagerViewController)
///             -> [ContentTableBody] { [PostsPage(), LikesPage()] }
///     }
///
/// Better than the original: neighbour pages are synchronised every frame (and before they
/// come on screen), not only when scrolling ends; ``offsetPolicy``; short pages are padded so
/// they can pin; the indicator follows the swipe and survives relayout; a header made in code
/// has tabs; tapping the current tab does nothing; a resize keeps the selection; page content
/// recycles its cells; pull to refresh (``RefreshControl``); pages load on first show and get
/// balanced appearance callbacks (a page is in the window only while on screen).
open class TopContentPagerViewController: ViewController {
    /// Supplies the header and pages; set it in ``setupWillLoadDataSource()``.
    public weak var dataSource: TopContentPagerDataSource?
    /// Hears about selection and bottom-of-page events.
    public weak var delegate: TopContentPagerDelegate?
    /// What the other pages' offsets do; ``TopContentOffsetPolicy/syncWhenHeaderVisible`` by default.
    public var offsetPolicy: TopContentOffsetPolicy = .syncWhenHeaderVisible {
        didSet { if isViewLoaded { syncAll() } }
    }
    /// The pages, as the data source gave them.
    public private(set) var viewControllers: [ContentTableBody] = []
    /// The header, or `nil` before load and with no pages.
    public private(set) var topContentView: TopContentView!
    /// The tab bar's height plus ``topMargin``: what stays on screen when pinned.
    public private(set) var tabHeight: CGFloat = 0
    /// The header's height.
    public private(set) var headerHeight: CGFloat = 0
    /// Space above the pinned tab bar (the delegate's value replaces it on load).
    public var topMargin: CGFloat = 0 {
        didSet { if isViewLoaded, topMargin != oldValue { updateHeader() } }
    }
    /// The horizontal pager ("pages").
    public let pagerScrollView = ScrollView()
    /// Holds the header while paging or pinned.
    public let escapeView = EscapeView()

    var slots: [PageSlot] = []
    /// Header subviews hidden from VoiceOver while scrolled out of the window (+Accessibility).
    var headerViewsHiddenFromAccessibility: [View] = []
    private var _selectedIndex = 0
    private var tabTap: TapGestureRecognizer?
    private weak var tappedTabView: PagerItemsView?
    private var laidOutSize: CGSize = .zero
    private let pagerDelegate = PagerDelegate()
    private var isPlacingHeader = false
    /// How many times the header changed parent.
    package private(set) var reparentCount = 0

    /// Makes a pager; the pages come from ``dataSource`` when the view loads.
    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    // MARK: - Public state

    /// The selected page (0 with no pages). Setting it switches at once (no animation); an
    /// index out of range is ignored with a ``Diagnostic/Kind/topContentPagerIndexOutOfRange``
    /// diagnostic. Set before load, it is the first page shown.
    public var selectedIndex: Int {
        get { _selectedIndex }
        set { setSelectedIndex(newValue, animated: false) }
    }

    /// The selected page, or `nil` with no pages.
    public var selectedViewController: ContentTableBody? {
        viewControllers.indices.contains(_selectedIndex) ? viewControllers[_selectedIndex] : nil
    }

    /// The pin threshold `P = headerHeight − tabHeight` (not negative).
    public var pinThreshold: CGFloat { max(0, headerHeight - tabHeight) }

    /// Whether the selected page is scrolled to ``pinThreshold`` or past it (only the tab bar
    /// shows). The header moves to the escape view only past it, as in the original.
    public var isPinned: Bool {
        guard let slot = selectedSlot else { return false }
        return slot.table.contentOffset.y >= pinThreshold
    }

    /// The vertical scroller of page `index` (a collection view with the top and body rows).
    public func tableView(at index: Int) -> ContentInnerTableView? {
        slots.indices.contains(index) ? slots[index].table : nil
    }

    /// Override to set ``dataSource`` (and ``delegate``); called in `viewDidLoad`. Call super.
    open func setupWillLoadDataSource() {}

    // MARK: - Loading

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        pagerScrollView.accessibilityIdentifier = "pages"
        pagerScrollView.isPagingEnabled = true
        pagerScrollView.isDirectionalLockEnabled = true
        pagerScrollView.delaysContentTouches = false
        pagerDelegate.pager = self
        pagerScrollView.delegate = pagerDelegate
        view.addSubview(pagerScrollView)
        view.addSubview(escapeView)
        setupWillLoadDataSource()
        reloadData()
    }

    /// Asks the data source again for the header and pages. Keeps the selection if it is still
    /// in range (else the last page).
    ///
    /// - Complexity: O(*p*) in the pages, plus laying out the page that is shown.
    public func reloadData() {
        loadViewIfNeeded()
        let oldPageCount = slots.count
        for slot in slots { slot.tearDown() }
        slots = []
        topContentView?.removeFromSuperview()
        topContentView?.pagerViewController = nil
        let bodies = dataSource?.topContentPagerViewControllerViewControllers(self) ?? []
        checkDistinct(
            bodies.map { $0 as AnyObject },
            "TopContentPagerViewController: the data source's view controllers", shortDescription)
        viewControllers = bodies
        if bodies.count < oldPageCount, !pagerScrollView.isDragging {
            // An animated selection or a paging swipe may aim at a page that is gone: stop it
            // (as a new setContentOffset(_:animated:) stops a running one); the layout below
            // puts the pager on the selected page, clamped.
            pagerScrollView.setContentOffset(pagerScrollView.contentOffset, animated: false)
        }
        guard !bodies.isEmpty, let dataSource else {
            topContentView = nil
            _selectedIndex = 0
            pagerScrollView.contentSize = .zero
            pagerScrollView.setContentOffset(.zero, animated: false)
            escapeView.isUserInteractionEnabled = false
            return
        }
        let header = dataSource.topContentPagerViewControllerTopContentView(self)
        topContentView = header
        header.pagerViewController = self
        if let margin = delegate?.topContentPagerViewControllerTabTopMargin(self) {
            topMargin = margin
        }
        _selectedIndex = min(max(_selectedIndex, 0), bodies.count - 1)
        header.tabView?.setItems(bodies.map(\.pagerItem), selected: _selectedIndex)
        if let tabs = header.tabView, tappedTabView !== tabs {
            let tap = TapGestureRecognizer { [weak self] recognizer in
                guard let self, recognizer.state == .recognized || recognizer.state == .ended,
                    let tabs = self.topContentView?.tabView
                else { return }
                self.tabTapped(at: recognizer.location(in: tabs).x)
            }
            tabs.addGestureRecognizer(tap)
            tabTap = tap
            tappedTabView = tabs
        }
        slots = bodies.enumerated().map { index, body in
            PageSlot(pager: self, index: index, body: body)
        }
        escapeView.addSubview(header)
        updateScrollEnabled()
        laidOutSize = .zero
        view.setNeedsLayout()
        layoutPager()
    }

    // MARK: - Layout

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutPager()
    }

    /// Re-measures the header (after its content or tab options changed) and re-lays the
    /// pages, keeping the selection and offsets.
    public func updateHeader() {
        guard isViewLoaded else { return }
        laidOutSize = .zero
        layoutPager()
    }

    func layoutPager() {
        let size = view.bounds.size
        pagerScrollView.frame = CGRect(origin: .zero, size: size)
        guard let header = topContentView, !slots.isEmpty else { return }
        guard size.width > 0 else {
            // Nothing to lay out (the header keeps its measured size), but the header still
            // follows the model (with no width there is no page position: page 0's), from the
            // escape view: a page's top cell would hold it where the selected page puts it.
            if header.superview !== escapeView {
                move(header, to: escapeView, frame: CGRect(origin: .zero, size: header.frame.size))
                escapeView.isUserInteractionEnabled = true
            }
            escapeView.frame.origin.y = headerTop
            return
        }
        let resized = size != laidOutSize
        let oldWidth = laidOutSize.width
        laidOutSize = size
        let w = size.width
        if resized {
            pagerScrollView.contentSize = CGSize(
                width: w * CGFloat(slots.count), height: size.height)
            let h = header.preferredHeight(forWidth: w)
            header.frame.size = CGSize(width: w, height: h)
            header.setNeedsLayout()
            headerHeight = h
            tabHeight = min(h, header.tabViewHeight + topMargin)
            escapeView.frame.size = CGSize(width: w, height: h)
            for slot in slots {
                slot.table.frame = CGRect(
                    x: w * CGFloat(slot.index), y: 0, width: w, height: size.height)
                slot.table.topRowHeight = h
                slot.table.collectionViewLayout.invalidateLayout()
                slot.table.setNeedsLayout()
            }
            let target = CGPoint(x: w * CGFloat(_selectedIndex), y: 0)
            if pagerScrollView.contentOffset != target,
                oldWidth != w || !isPagerMoving
            {
                if pagerScrollView.isDragging {
                    // A resize mid-swipe ends the swipe on the selected page.
                    pagerScrollView.isScrollEnabled = false
                    pagerScrollView.isScrollEnabled = true
                }
                pagerScrollView.setContentOffset(target, animated: false)
            }
            syncAll()
        }
        updateVisiblePages()
        header.tabView?.setIndicatorPosition(pagerPosition)
        placeHeader()
    }

    // MARK: - Selection

    /// Selects page `index`, sliding to it when `animated` (as a tab tap does). Out of range:
    /// ignored, with a diagnostic.
    public func setSelectedIndex(_ index: Int, animated: Bool) {
        guard isViewLoaded, !slots.isEmpty else {
            if !isViewLoaded, index >= 0 {
                _selectedIndex = index  // applied (clamped) on load
            } else {
                reportOutOfRange(index)
            }
            return
        }
        guard slots.indices.contains(index) else {
            reportOutOfRange(index)
            return
        }
        let w = pagerScrollView.bounds.width
        let target = CGPoint(x: w * CGFloat(index), y: 0)
        guard index != _selectedIndex || pagerScrollView.contentOffset != target else { return }
        syncAll()
        if animated, view.window != nil, w > 0 {
            pagerScrollView.setContentOffset(target, animated: true)
        } else {
            pagerScrollView.setContentOffset(target, animated: false)
            if w <= 0 { commit(index) }
            pagerDidStop()
        }
    }

    private func reportOutOfRange(_ index: Int) {
        let message =
            "TopContentPagerViewController.selectedIndex = \(index) is out of range 0..<\(slots.count); ignored"
        if let window = view.window {
            window.record(.topContentPagerIndexOutOfRange, message)
        }
    }

    func tabTapped(at x: CGFloat) {
        guard let tabs = topContentView?.tabView, !slots.isEmpty else { return }
        let index = tabs.index(at: x)
        // Tapping the tab already shown does nothing (the original re-ran the selection).
        let w = pagerScrollView.bounds.width
        if index == _selectedIndex, pagerScrollView.contentOffset.x == w * CGFloat(index) {
            return
        }
        setSelectedIndex(index, animated: true)
    }

    private func commit(_ index: Int) {
        guard index != _selectedIndex else { return }
        _selectedIndex = index
        updateScrollEnabled()
        topContentView?.tabView?.adjustSelected(page: index)
        delegate?.topContentPagerViewController(self, didChangeSelectedIndex: index)
    }

    /// Only the selected page scrolls vertically: a page still sliding in cannot be dragged
    /// out of step with the header.
    func updateScrollEnabled() {
        for slot in slots {
            let enabled = slot.index == _selectedIndex
            if slot.table.isScrollEnabled != enabled { slot.table.isScrollEnabled = enabled }
        }
    }

    // MARK: - Pager events

    var selectedSlot: PageSlot? {
        slots.indices.contains(_selectedIndex) ? slots[_selectedIndex] : nil
    }

    var isPagerMoving: Bool { pagerScrollView.isDragging || pagerScrollView.isDecelerating }

    /// The pager's offset in pages (1.5: halfway between pages 1 and 2), clamped.
    var pagerPosition: CGFloat {
        let w = pagerScrollView.bounds.width
        guard w > 0, !slots.isEmpty else { return 0 }
        return min(max(pagerScrollView.contentOffset.x / w, 0), CGFloat(slots.count - 1))
    }

    func pagerDidScroll() {
        guard !slots.isEmpty else { return }
        updateVisiblePages()
        if !isPagingAtRest { syncVisible() }
        topContentView?.tabView?.setIndicatorPosition(pagerPosition)
        placeHeader()
    }

    func pagerWillBeginDragging() {
        syncAll()
        placeHeader()
    }

    func pagerDidStop() {
        guard !slots.isEmpty else { return }
        commit(Int(pagerPosition.rounded()))
        syncAll()
        clampAllAtRest()
        updateVisiblePages()
        topContentView?.tabView?.setIndicatorPosition(pagerPosition)
        placeHeader()
    }

    // MARK: - Page events

    func tableDidScroll(_ slot: PageSlot) {
        slot.positionPage()
        guard slot.index == _selectedIndex else { return }
        syncNeighbours()
        placeHeader()
        checkBottom(slot)
    }

    func tableDidStop(_ slot: PageSlot) {
        guard slot.index == _selectedIndex else { return }
        syncAll()
        clampAllAtRest()
    }

    func tableDidLayout(_ slot: PageSlot) {
        if slot.index == _selectedIndex, slot.isPageLoaded, slot.table.superview != nil,
            isPagingAtRest
        {
            clampAtRest(slot)
        }
        slot.positionPage()
        if slot.index == _selectedIndex { placeHeader() }
    }

    private func checkBottom(_ slot: PageSlot) {
        let t = slot.table
        let remaining = t.contentSize.height - t.bounds.height - t.contentOffset.y - 20
        if remaining <= 0 {
            if slot.bottomArmed {
                slot.bottomArmed = false
                delegate?.topContentPagerViewController(self, didScrollToBottomOf: slot.index)
            }
        } else {
            slot.bottomArmed = true
        }
    }

    // MARK: - Synchronisation (the original's rule, applied every frame rather than at scroll end)

    /// The offset page `slot` should have for the selected page at `selectedY`, or `nil` to
    /// leave it.
    func syncedOffset(for slot: PageSlot, selectedY: CGFloat) -> CGFloat? {
        let y = slot.table.contentOffset.y
        let p = pinThreshold
        switch offsetPolicy {
        case .syncWhenHeaderVisible:
            let target = selectedY >= p ? max(y, p) : selectedY
            return target == y ? nil : target
        case .keep:
            return nil
        case .resetToTop:
            guard !isVisible(slot), y != 0 else { return nil }
            return 0
        }
    }

    /// Brings a page that is not moving back inside its scroll range (its content can shrink
    /// under it: a smaller header, a resize), as a page at rest never shows past its ends.
    private func clampAllAtRest() {
        guard isPagingAtRest else { return }
        // Only pages on screen: a detached page's content size is not laid out yet.
        for slot in slots where slot.table.superview != nil { clampAtRest(slot) }
    }

    private func clampAtRest(_ slot: PageSlot) {
        let table = slot.table
        guard !table.isDragging, !table.isDecelerating, table.bounds.height > 0 else { return }
        let y = table.contentOffset.y
        let clamped = min(max(y, table.minimumContentOffset.y), table.maximumContentOffset.y)
        if clamped != y { table.setContentOffset(CGPoint(x: 0, y: clamped), animated: false) }
    }

    func sync(_ slot: PageSlot) {
        guard let selected = selectedSlot, slot !== selected else { return }
        if let y = syncedOffset(for: slot, selectedY: selected.table.contentOffset.y) {
            slot.table.setContentOffset(CGPoint(x: 0, y: y), animated: false)
        }
    }

    func syncAll() {
        for slot in slots { sync(slot) }
    }

    private func syncNeighbours() {
        let i = _selectedIndex
        if i > 0 { sync(slots[i - 1]) }
        if i + 1 < slots.count { sync(slots[i + 1]) }
        if !isPagingAtRest { syncVisible() }
    }

    private func syncVisible() {
        for slot in slots where slot.table.superview != nil { sync(slot) }
    }

    // MARK: - Visible pages

    func isVisible(_ slot: PageSlot) -> Bool {
        let w = pagerScrollView.bounds.width
        guard w > 0 else { return slot.index == _selectedIndex }
        let x = pagerScrollView.contentOffset.x
        let minX = w * CGFloat(slot.index)
        return minX < x + w - 0.5 && minX + w > x + 0.5
    }

    /// Attaches the pages on screen (synchronised first, so none shows out of step) and
    /// detaches the others: a page is in the window, and has appeared, only while on screen.
    func updateVisiblePages() {
        for slot in slots {
            let visible = isVisible(slot)
            if visible, slot.table.superview == nil {
                sync(slot)
                pagerScrollView.addSubview(slot.table)
            } else if !visible, slot.table.superview != nil {
                if let header = topContentView, header.isDescendant(of: slot.table) {
                    move(header, to: escapeView, frame: header.bounds)
                }
                slot.table.removeFromSuperview()
            }
        }
    }

    // MARK: - The header (re-parented between top cell and escape view)

    /// Whether the pager rests on the selected page.
    var isPagingAtRest: Bool {
        guard !isPagerMoving else { return false }
        let w = pagerScrollView.bounds.width
        return abs(pagerScrollView.contentOffset.x - w * CGFloat(_selectedIndex)) < 0.5
    }

    /// How far the header is scrolled up for page `slot`: `min(P, y)` (negative while the
    /// page bounces at its top, so the header moves with it).
    func headerCollapse(_ slot: PageSlot) -> CGFloat {
        min(pinThreshold, slot.table.contentOffset.y)
    }

    /// The header's top in the pager's view: `−min(P, y)` at rest, and while paging the
    /// interpolation between the two pages on screen.
    public var headerTop: CGFloat {
        guard !slots.isEmpty else { return 0 }
        if isPagingAtRest, let selected = selectedSlot { return -headerCollapse(selected) }
        let position = pagerPosition
        let a = Int(position.rounded(.down))
        let b = min(a + 1, slots.count - 1)
        let f = position - CGFloat(a)
        // ca + f·(cb − ca): exact when both pages agree (the default policy), so it stays still.
        let ca = headerCollapse(slots[a])
        let top = -(ca + f * (headerCollapse(slots[b]) - ca))
        return top == 0 ? 0 : top
    }

    func placeHeader() {
        guard !isPlacingHeader, let header = topContentView, let selected = selectedSlot else {
            return
        }
        isPlacingHeader = true
        defer { isPlacingHeader = false }
        let w = view.bounds.width
        let top = headerTop
        let h = headerHeight
        if isPagingAtRest, selected.table.contentOffset.y <= pinThreshold,
            selected.table.superview != nil,
            let cell = selected.table.cellForItem(at: IndexPath(item: 0, section: 0))
                as? ContentTopCell, cell.superview != nil
        {
            let cellTop = cell.contentView.convert(CGPoint.zero, to: view).y
            move(
                header, to: cell.contentView,
                frame: CGRect(x: 0, y: top - cellTop, width: w, height: h))
            escapeView.isUserInteractionEnabled = false
            escapeView.frame = CGRect(x: 0, y: top, width: w, height: h)
        } else {
            escapeView.frame = CGRect(x: 0, y: top, width: w, height: h)
            move(header, to: escapeView, frame: CGRect(x: 0, y: 0, width: w, height: h))
            escapeView.isUserInteractionEnabled = true
        }
        updateHeaderAccessibility()
    }

    /// Re-parents `header` into `parent` at `frame` (callers give the frame that keeps its
    /// place on screen; the tests check it every frame).
    private func move(_ header: View, to parent: View, frame: CGRect) {
        if header.superview !== parent {
            parent.addSubview(header)
            reparentCount += 1
        }
        if header.frame != frame { header.frame = frame }
    }
}

/// Hears the horizontal pager.
@MainActor
private final class PagerDelegate: ScrollViewDelegate {
    weak var pager: TopContentPagerViewController?

    func scrollViewDidScroll(_ scrollView: ScrollView) { pager?.pagerDidScroll() }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { pager?.pagerWillBeginDragging() }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        // A release at rest on a page does not decelerate: select it here (the original left
        // selectedIndex stale).
        if !decelerate { pager?.pagerDidStop() }
    }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { pager?.pagerDidStop() }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { pager?.pagerDidStop() }
}

import Foundation
import HeadlessKit

/// What the header tells its controller: a tab was tapped.
@MainActor
protocol TabScrollHeaderViewDelegate: AnyObject {
    func headerView(_ header: TabScrollHeaderView, didTapItem item: Int)
}

/// The header of a ``TabScrollController``: a title row over a looping tab strip with one
/// indicator bar per copy of the tabs, as in the original UITabScrollController.
///
///     +- TabScrollHeaderView ---------------------------------------+  y = 0, or −hidingDistance
///     | backgroundView (alpha ramps with the page's scroll)         |  when hidden
///     | +- titleContainerView (headerTitleHeight) ---------------+  |
///     | |                     titleLabel                         |  |
///     | +--------------------------------------------------------+  |
///     | +- collectionView: the strip (tabItemHeight) ------------+  |
///     | | ..|t2|t3|t0|t1|t2|t3|t0|t1|t2|t3|t0|t1|..             |  |  2k + 1 copies of the tabs
///     | |           ====          ====          ====            |  |  a bar per copy, 2 pt high
///     | +--------------------------------------------------------+  |
///     +-------------------------------------------------------------+
///
/// The strip loops: a drag past the middle copy's end is moved back by one loop, keeping the
/// overshoot (`x > (k+1)L → x − L`, `x < kL → x + L`), so crossing the edge is seamless. The
/// original snapped to the other boundary exactly and lost the overshoot (a visible jump).
/// `k` starts at ``TabScrollOptions/minimumLoopCountBase`` (1) and grows until `k` copies
/// are as wide as the strip, so few or narrow tabs never show a gap.
public final class TabScrollHeaderView: View, CustomTreeDescribable {
    /// Fills the header; its alpha follows the page's scroll when `isTabAlphaChange`.
    public let backgroundView = View()
    /// The title row.
    public let titleContainerView = View()
    /// The navigation title, centred in ``titleContainerView``.
    public let titleLabel = Label()
    /// The tab strip: a horizontal collection view of `n · (2k + 1)` items.
    public let collectionView: CollectionView
    /// One bar per copy of the tabs (copies 0…2k), under the current tab of each copy.
    public private(set) var indicatorViews: [View] = []

    /// The tabs' items, in order.
    public private(set) var items: [TabBarItem] = []
    /// One observation per item, so a title or badge change re-measures the tabs.
    private var itemObservations: [TabBarItem.Observation] = []
    /// The selected tab, `nil` when there are none.
    public private(set) var selectedTab: Int?
    /// The body progress the indicator shows, in [-1, 1].
    public private(set) var progress: CGFloat = 0
    /// Whether the header is slid up by the hiding distance.
    public internal(set) var isShrunk = false
    /// Whether a hide or show animation is running; page scrolls are ignored meanwhile.
    public internal(set) var isAnimating = false

    /// Measures tab titles; `nil` uses `TextMeasuring.current`. Setting it re-measures.
    public var textMeasurer: (any TextMeasurer)? {
        didSet { invalidateTabWidths() }
    }

    var options = TabScrollOptions() {
        didSet { if options != oldValue { applyOptions(old: oldValue) } }
    }
    weak var delegate: TabScrollHeaderViewDelegate?

    private let layout = CollectionViewFlowLayout()
    private let coordinator = StripCoordinator()
    private var cachedGeometry: TabStripGeometry?
    private var isCentering = false

    /// The title row plus the strip: the height the header occupies when shown.
    public var height: CGFloat { options.headerTitleHeight + options.tabItemHeight }

    /// Makes an empty header.
    public override init(frame: CGRect) {
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        collectionView = CollectionView(frame: .zero, collectionViewLayout: layout)
        super.init(frame: frame)
        accessibilityIdentifier = "header"
        backgroundView.accessibilityIdentifier = "background"
        titleContainerView.accessibilityIdentifier = "title"
        collectionView.accessibilityIdentifier = "tabs"
        collectionView.bounces = false
        collectionView.backgroundColor = .clear
        collectionView.register(TabScrollHeaderCell.self, forCellWithReuseIdentifier: "tab")
        coordinator.header = self
        collectionView.dataSource = coordinator
        collectionView.delegate = coordinator
        titleLabel.textAlignment = .center
        titleLabel.accessibilityTraits = [.staticText, .header]
        titleLabel.isAccessibilityElement = false  // until the controller gives it a title
        titleContainerView.addSubview(titleLabel)
        addSubview(backgroundView)
        addSubview(titleContainerView)
        addSubview(collectionView)
        applyOptions(old: nil)
    }

    /// `tab=N loops=2k+1` in dumps.
    public var treeProperties: [String] {
        ["tab=\(selectedTab.map(String.init) ?? "none")", "loops=\(geometry.loopCount)"]
    }

    // MARK: - Items and selection

    /// Shows `items` with `selected` selected, the indicator at rest under it.
    func setItems(_ items: [TabBarItem], selected: Int?) {
        self.items = items
        // Releasing the old observations cancels them.
        itemObservations = items.map { item in
            item.observe { [weak self] _ in self?.tabItemsDidChange() }
        }
        selectedTab = items.isEmpty ? nil : selected
        progress = 0
        invalidateTabWidths()
    }

    /// Selects `tab`: restyles the tabs and puts the indicator, at rest, under it (the bar and
    /// strip jump, as in the original).
    func select(_ tab: Int) {
        guard tab >= 0, tab < items.count else { return }
        selectedTab = tab
        progress = 0
        restyleVisibleCells()
        updateIndicator(progress: 0)
    }

    /// Re-measures the tabs (after a title, badge or font change) and reloads the strip.
    public func invalidateTabWidths() {
        cachedGeometry = nil
        collectionView.reloadData()
        layout.invalidateLayout()
        setNeedsLayout()
        updateIndicator(progress: progress)
    }

    private func tabItemsDidChange() {
        invalidateTabWidths()
    }

    // MARK: - Geometry

    /// The strip geometry for the current items, fonts and strip width (cached).
    var geometry: TabStripGeometry {
        if let cachedGeometry { return cachedGeometry }
        let font = options.tabItemTitleFont
        let measurer = textMeasurer ?? TextMeasuring.current
        let widths = items.map { item -> CGFloat in
            guard let title = item.title else { return 0 }
            let size = measurer.size(of: title, font: font, maxWidth: nil, numberOfLines: 1)
            return size.width.rounded(.up) + 32
        }
        let geometry = TabStripGeometry(
            widths: widths, stripWidth: collectionView.bounds.width,
            minimumK: options.minimumLoopCountBase)
        cachedGeometry = geometry
        syncIndicatorViews(count: geometry.count > 0 ? geometry.loopCount : 0)
        return geometry
    }

    private func syncIndicatorViews(count: Int) {
        while indicatorViews.count > count { indicatorViews.removeLast().removeFromSuperview() }
        while indicatorViews.count < count {
            let bar = View()
            bar.accessibilityIdentifier = "bar\(indicatorViews.count)"
            bar.backgroundColor = options.tabSelectedBarColor
            bar.isUserInteractionEnabled = false
            indicatorViews.append(bar)
            collectionView.addSubview(bar)
        }
    }

    /// Moves the bars to progress `p` from the selected tab and centres the strip on the
    /// middle copy's bar (the original's `updateProgressView` and `keepCenter`).
    ///
    ///     bar[i].centerX = L·(i − k) + c(a) + offset      a = the middle copy of the tab
    ///     bar[i].width   = w(a) + dW                      (offset, dW: see TabStripGeometry)
    ///     strip.x        = c(a) + offset − W/2, moved by whole loops into [kL, (k+1)L)
    ///
    /// The bars sit in copies 0…2k, one per copy of the content. The original put bar `i` at
    /// `L·i + c(a)`, copies k…3k: copy 0 never had a bar and the last ones lay past the
    /// content's end (for the strip of TabScrollTests: 400, 760, 1120; here 40, 400, 760).
    func updateIndicator(progress p: CGFloat) {
        progress = min(max(p, -1), 1)
        let geometry = self.geometry
        guard let tab = selectedTab, geometry.count > 0, geometry.loopWidth > 0 else {
            // No tabs: nothing to centre. The empty strip rests at its start, not where the
            // last tabs left it.
            let strip = collectionView
            if !strip.isDragging, !strip.isDecelerating,
                strip.contentOffset != strip.minimumContentOffset
            {
                isCentering = true
                strip.setContentOffset(strip.minimumContentOffset, animated: false)
                isCentering = false
            }
            return
        }
        let bar = geometry.indicator(tab: tab, progress: progress)
        let y = options.tabItemHeight - 2
        for (i, view) in indicatorViews.enumerated() {
            let cx = geometry.loopWidth * CGFloat(i - geometry.k) + bar.centerX
            view.frame = CGRect(x: cx - bar.width / 2, y: y, width: bar.width, height: 2)
        }
        let x = geometry.centeringOffset(
            indicatorCenterX: bar.centerX, stripWidth: collectionView.bounds.width)
        isCentering = true
        if collectionView.isDragging || collectionView.isDecelerating {
            collectionView.setContentOffset(CGPoint(x: x, y: 0), animated: false)
        } else {
            collectionView.contentOffset = CGPoint(x: x, y: 0)
        }
        isCentering = false
    }

    /// The expected frame of indicator `i` for the current state (the rule of
    /// ``updateIndicator(progress:)``), for checks.
    func expectedIndicatorFrame(_ i: Int) -> CGRect? {
        let geometry = self.geometry
        guard let tab = selectedTab, geometry.count > 0, geometry.loopWidth > 0 else { return nil }
        let bar = geometry.indicator(tab: tab, progress: progress)
        let cx = geometry.loopWidth * CGFloat(i - geometry.k) + bar.centerX
        return CGRect(
            x: cx - bar.width / 2, y: options.tabItemHeight - 2, width: bar.width, height: 2)
    }

    // MARK: - Taps

    /// Whether a tap on strip item `item` moves right (the original's
    /// `checkNextIsRight`): when exactly one bar is
    /// visible, the side of that bar the tapped tab is on; otherwise the shorter way round the
    /// loop, ties to the left.
    func isMoveRight(toItem item: Int) -> Bool {
        let geometry = self.geometry
        let n = geometry.count
        guard n > 0, let current = selectedTab else { return true }
        let visible = collectionView.bounds
        let bars = indicatorViews.filter { $0.frame.intersects(visible) }
        if bars.count == 1 {
            return bars[0].center.x < geometry.center(ofItem: item)
        }
        return TabScrollHeaderView.isShorterWayRight(from: current, to: item % n, count: n)
    }

    /// The circular rule: `toPos = (to + n/2 − from) mod n`, right when `toPos > n/2`.
    ///
    ///     n = 7, from 0: to 1 → right, to 3 → right, to 4 → left
    ///     n = 4, from 0: to 2 → left (a tie)
    nonisolated static func isShorterWayRight(from: Int, to: Int, count n: Int) -> Bool {
        let center = CGFloat(n) * 0.5
        let delta = center - CGFloat(from)
        let toPos = (CGFloat(to) + delta + CGFloat(n)).truncatingRemainder(dividingBy: CGFloat(n))
        return toPos > center
    }

    // MARK: - Layout

    public override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width
        backgroundView.frame = bounds
        titleContainerView.frame = CGRect(x: 0, y: 0, width: w, height: options.headerTitleHeight)
        titleLabel.frame = titleContainerView.bounds
        let stripFrame = CGRect(
            x: 0, y: options.headerTitleHeight, width: w, height: options.tabItemHeight)
        if collectionView.frame != stripFrame {
            let widthChanged = collectionView.frame.width != stripFrame.width
            collectionView.frame = stripFrame
            if widthChanged {
                let old = cachedGeometry
                cachedGeometry = nil
                if geometry.itemCount != old?.itemCount { collectionView.reloadData() }
            }
            updateIndicator(progress: progress)
        }
    }

    private func applyOptions(old: TabScrollOptions?) {
        titleLabel.font = options.headerTitleFont
        titleLabel.textColor = options.headerTitleColor
        backgroundView.backgroundColor = options.headerBackgroundColor
        for bar in indicatorViews { bar.backgroundColor = options.tabSelectedBarColor }
        if let old,
            old.tabItemTitleFont != options.tabItemTitleFont
                || old.tabItemHeight != options.tabItemHeight
                || old.minimumLoopCountBase != options.minimumLoopCountBase
        {
            layout.invalidateLayout()
            invalidateTabWidths()
        } else {
            restyleVisibleCells()
        }
        setNeedsLayout()
    }

    private func restyleVisibleCells() {
        let n = items.count
        guard n > 0 else { return }
        for cell in collectionView.visibleCells {
            guard let cell = cell as? TabScrollHeaderCell,
                let path = collectionView.indexPath(for: cell)
            else { continue }
            configure(cell, item: path.item)
        }
    }

    /// Configures the cell of strip item `item` (copy `item / n` of tab `item % n`).
    fileprivate func configure(_ cell: TabScrollHeaderCell, item: Int) {
        let n = items.count
        let tab = item % n
        let selected = tab == selectedTab
        cell.configure(
            items[tab],
            font: selected ? options.tabItemTitleSelectedFont : options.tabItemTitleFont,
            color: selected ? options.tabItemTitleSelectedColor : options.tabItemTitleColor,
            isCurrent: selected)
        cell.accessibilityElementsHidden = !isAccessibleCopy(item)
    }

    /// Whether strip item `item` is the copy of its tab that VoiceOver reads: the one nearest
    /// the middle of what the strip shows. The other copies are hidden from it, so a screen
    /// reader meets each tab once however the loop is scrolled.
    private func isAccessibleCopy(_ item: Int) -> Bool {
        let geometry = geometry
        let n = geometry.count
        guard n > 0, geometry.loopWidth > 0 else { return true }
        let middle = collectionView.contentOffset.x + collectionView.bounds.width / 2
        let first = geometry.center(ofItem: item % n)
        let nearest = ((middle - first) / geometry.loopWidth).rounded()
        let copy = Int(min(max(nearest, 0), CGFloat(geometry.loopCount - 1)))
        return item / n == copy
    }

    /// Re-decides which copy of each tab VoiceOver reads, after the strip scrolled.
    private func updateAccessibleCopies() {
        for cell in collectionView.visibleCells {
            guard let path = collectionView.indexPath(for: cell) else { continue }
            cell.accessibilityElementsHidden = !isAccessibleCopy(path.item)
        }
    }

    fileprivate func stripDidScroll() {
        updateAccessibleCopies()
        // The loop, only for the user's own drags and their deceleration.
        guard !isCentering, collectionView.isDragging || collectionView.isDecelerating else {
            return
        }
        guard let x = geometry.loopWrapped(collectionView.contentOffset.x) else { return }
        collectionView.contentOffset.x = x
    }
}

/// The strip's data source and delegate, kept off the header's public API.
@MainActor
private final class StripCoordinator: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    weak var header: TabScrollHeaderView?

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
    {
        header?.geometry.itemCount ?? 0
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tab", for: indexPath)
        if let header, let cell = cell as? TabScrollHeaderCell, !header.items.isEmpty {
            header.configure(cell, item: indexPath.item)
        }
        return cell
    }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        guard let header else { return .zero }
        let geometry = header.geometry
        guard geometry.count > 0 else { return .zero }
        let width = geometry.width(ofItem: indexPath.item)
        return width > 0 ? CGSize(width: width, height: header.options.tabItemHeight) : .zero
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        guard let header else { return }
        header.delegate?.headerView(header, didTapItem: indexPath.item)
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        header?.stripDidScroll()
    }
}

import Foundation

/// One full-width row per item, stacked top to bottom: HeadlessKit's stand-in for a plain
/// `UITableView`, as a collection view layout.
///
///     +---- header, section 0 ----+   sectionHeaderHeight (0: none); may pin to the top
///     | row [0 0]                 |   rowHeight, or the delegate's heightForItemAt
///     | row [0 1]                 |
///     +---- footer, section 0 ----+   sectionFooterHeight (0: none)
///     +---- header, section 1 ----+
///     | row [1 0]                 |
///
/// Rows span the content width (the collection view's width minus its content inset), with no
/// gaps; an inset-grouped table view insets them (and its headers and footers) from the
/// sides. Heights come from ``rowHeight`` unless the delegate adopts
/// `CollectionViewDelegateListLayout` and gives its own.
///
/// - Complexity: ``prepare()`` is O(*sections*) for a fixed row height and O(*n*) with heights
///   from the delegate (8.5 bytes per row). ``layoutAttributesForElements(in:)`` is
///   O(log *n* + *k*).
@MainActor
open class ListLayout: CollectionViewLayout {
    /// `true`, as in UIKit: right to left, the collection view mirrors the frames (items run
    /// from the right).
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// UIKit's `UITableView.automaticDimension` (-1): as ``rowHeight``, rows take the height
    /// their cells' constraints give.
    public nonisolated static let automaticDimension: CGFloat = -1

    /// The height of every row unless the delegate gives one per row. 44 by default.
    ///
    /// ``automaticDimension`` makes rows self-sizing, as in a `UITableView`: rows are placed
    /// at the delegate's height (its ``automaticDimension``: the estimate) or
    /// ``estimatedRowHeight``; when a cell is configured for a row,
    /// the collection view asks it for
    /// ``CollectionReusableView/preferredLayoutAttributesFitting(_:)`` with the width fixed
    /// (a table's rows span its width: `horizontalFittingPriority` `.required`), and a height
    /// that differs is kept for that row and moves the rows below. Only rows that show are
    /// asked, so ``collectionViewContentSize`` is an estimate until every row has been seen.
    /// The heights are kept until ``invalidateLayout()``, `reloadData()` or a width change;
    /// a batch update keeps them with their rows (deleted rows' heights go, reloaded rows are
    /// asked again), as a table view keeps the heights of the rows an update keeps.
    ///
    /// - Complexity: with ``automaticDimension``, a full ``prepare()`` is O(*sections* + rows
    ///   up to the last sized one) (8.5 bytes per such row, 8 per row of a section one of whose
    ///   rows was sized); after a sizing round it sets the heights that changed, O(*k* log *n*)
    ///   for *k* rows, plus O(1) per section after the first change: scrolling down, or up
    ///   into rows never shown above rows sized before, costs the rows that came on screen.
    public var rowHeight: CGFloat = 44 {
        didSet {
            if rowHeight != Self.automaticDimension {
                checkLength(rowHeight, "ListLayout.rowHeight")
            }
            guard rowHeight != oldValue else { return }
            asksCellsForPreferredAttributes = rowHeight == Self.automaticDimension
            invalidateLayout()
        }
    }

    /// Where rows not yet sized are placed when ``rowHeight`` is ``automaticDimension`` and the
    /// delegate gives no heights (UIKit's `UITableView.estimatedRowHeight`). 44 by default.
    public var estimatedRowHeight: CGFloat = 44 {
        didSet {
            checkLength(estimatedRowHeight, "ListLayout.estimatedRowHeight")
            if estimatedRowHeight != oldValue, asksCellsForPreferredAttributes {
                invalidateLayout()
            }
        }
    }

    /// The heights cells gave, per section: empty until a row of the section is sized, then
    /// one per row, NaN for a row not sized yet.
    @exclusivity(unchecked) private var preferredHeights: [[CGFloat]] = []
    /// Per section, the row after the last one sized (0: none): rows from there on are all
    /// at the estimate, so `prepare()` places them as one uniform run.
    @exclusivity(unchecked) private var sizedEnd: [Int] = []
    /// The width the preferred heights were given at.
    private var preferredHeightsWidth: CGFloat?
    /// The first row whose height changed since the last `prepare()`.
    private var sizeChange = FirstSizeChange()
    /// Rows placed one by one by `prepare()` so far (an operation count for tests and
    /// benchmarks).
    package private(set) var rowsPlaced = 0

    /// The height of each section header; 0 (the default) means none.
    public var sectionHeaderHeight: CGFloat = 0 {
        didSet {
            checkLength(sectionHeaderHeight, "ListLayout.sectionHeaderHeight")
            if sectionHeaderHeight != oldValue { invalidateLayout() }
        }
    }

    /// The height of each section footer; 0 (the default) means none.
    public var sectionFooterHeight: CGFloat = 0 {
        didSet {
            checkLength(sectionFooterHeight, "ListLayout.sectionFooterHeight")
            if sectionFooterHeight != oldValue { invalidateLayout() }
        }
    }

    /// Whether a section's header sticks to the top of the visible bounds while its section
    /// shows, pushed up by the section's end (a plain table view's headers). `false` by default.
    public var sectionHeadersPinToVisibleBounds = false {
        didSet {
            if sectionHeadersPinToVisibleBounds != oldValue { invalidateLayout() }
        }
    }

    /// Whether a section's footer sticks to the bottom of the visible bounds while its section
    /// shows, pushed down by the section's start (like a flow layout's
    /// `sectionFootersPinToVisibleBounds`). `false` by default.
    public var sectionFootersPinToVisibleBounds = false {
        didSet {
            if sectionFootersPinToVisibleBounds != oldValue { invalidateLayout() }
        }
    }

    /// Where the first section starts, in points from the top of the content: 0 unless a
    /// table view puts its `tableHeaderView` above the sections.
    package var contentStart: CGFloat = 0 {
        didSet { if contentStart != oldValue { invalidateLayout() } }
    }

    /// How far rows, headers and footers are inset from the left and right of the content
    /// (only `left` and `right` count): zero unless an inset-grouped table view sets its
    /// layout margins here. Values are clamped to the content's width (negative counts as 0),
    /// so rows too narrow for the insets are 0 wide.
    var sideInsets = EdgeInsets.zero {
        didSet { if sideInsets != oldValue { invalidateLayout() } }
    }
    /// Where rows start across the content and how wide they are: the content width less
    /// ``sideInsets``, from the last `prepare()`.
    private var rowMinX: CGFloat = 0
    private var rowWidth: CGFloat = 0

    /// Makes a list layout with 44-point rows and no headers or footers.
    public override init() {
        super.init()
    }

    /// How a section's rows sit: all `rowHeight` tall, or the first `explicitCount` with their
    /// own heights (in `rowSums`) and the rest `tailHeight` tall from `tailStart` (with
    /// self-sizing, the rows after the last one sized, all at the estimate).
    struct Rows {
        /// Fixed height, or `nil` when rows have heights of their own in `rowSums`.
        var rowHeight: CGFloat?
        /// How many rows have a height in `rowSums` (when `rowHeight` is `nil`).
        var explicitCount = 0
        /// Where the uniform run after the explicit rows starts, and its rows' height.
        var tailStart: CGFloat = 0
        var tailHeight: CGFloat = 0
    }

    typealias Section = LayoutSection<Rows>

    // No dynamic exclusivity checks: nothing here hands out overlapping accesses.
    @exclusivity(unchecked) private var sections: [Section] = []
    /// Per section, the heights of its explicit rows and their running sums (empty for a
    /// section of fixed-height rows): a row starts at its section's `itemsStart` plus the sum
    /// of the heights before it.
    @exclusivity(unchecked) private var rowSums: [RunningSums] = []
    private var width: CGFloat = 0
    /// The bounds width the last `prepare()` saw.
    private var preparedWidth: CGFloat?
    /// Whether the last full layout placed the rows after the last one sized as one uniform
    /// run (self-sizing with no heights from the delegate).
    private var tailIsUniform = false

    /// Stacks the sections: O(sections) for a fixed row height, O(n) with delegate heights.
    ///
    /// After a self-sizing round (heights cells gave changed, nothing else), it sets the
    /// changed rows' heights and moves the sections after them: a round costs O(*k* log *n*)
    /// for *k* changed rows plus O(1) per section after the first change, wherever the rows
    /// are and however many rows were sized before.
    open override func prepare() {
        super.prepare()
        let changes = resumableChanges()
        sizeChange.reset()
        sizeChange.isResumable = false
        if let changes {
            applySizingRound(changes)
            sizeChange.isResumable = true
            return
        }
        sections.removeAll(keepingCapacity: true)
        rowSums.removeAll(keepingCapacity: true)
        width = 0
        rowMinX = 0
        rowWidth = 0
        guard let host else { return }
        preparedWidth = host.layoutBounds.width
        let inset = host.layoutContentInset
        width = max(0, host.layoutBounds.width - inset.left - inset.right)
        let left = sideInsets.left.isFinite ? min(max(0, sideInsets.left), width) : 0
        let right = sideInsets.right.isFinite ? max(0, sideInsets.right) : 0
        rowMinX = left
        rowWidth = max(0, width - left - right)
        layOutSections()
    }

    /// The rows a `prepare()` after a self-sizing round may apply one by one, sorted; `nil` for
    /// a full layout.
    private func resumableChanges() -> [(section: Int, item: Int)]? {
        guard sizeChange.isResumable, !sizeChange.isEmpty, let changes = sizeChange.sortedItems,
            let host, host.layoutBounds.width == preparedWidth,
            host.layoutNumberOfSections() == sections.count
        else { return nil }
        let inset = host.layoutContentInset
        guard max(0, host.layoutBounds.width - inset.left - inset.right) == width else {
            return nil
        }
        var checked = -1
        for (s, _) in changes where s != checked {
            guard s < sections.count, sections[s].items.rowHeight == nil,
                host.layoutNumberOfItems(inSection: s) == sections[s].itemCount
            else { return nil }
            checked = s
        }
        return changes
    }

    /// Sets the heights of the rows a sizing round changed (and, with a uniform tail, gives
    /// the rows up to the last one sized their own heights), then moves the sections from the
    /// first changed one on.
    private func applySizingRound(_ changes: [(section: Int, item: Int)]) {
        guard let first = changes.first?.section, let host else { return }
        var clamps = ClampReport()
        var k = 0
        while k < changes.count {
            let s = changes[k].section
            let count = sections[s].itemCount
            let explicit = rowSums[s].count
            let target =
                tailIsUniform ? min(count, s < sizedEnd.count ? sizedEnd[s] : 0) : count
            while k < changes.count, changes[k].section == s {
                let i = changes[k].item
                // (A row noted when its section's heights were first kept may have none yet:
                // it keeps the height it has.)
                if i < explicit, s < preferredHeights.count, i < preferredHeights[s].count,
                    !preferredHeights[s][i].isNaN
                {
                    rowSums[s].set(i, sizedHeight(s, i, &clamps, host))
                    rowsPlaced &+= 1
                }
                k += 1
            }
            if target > explicit {
                rowSums[s].append(count: target - explicit) { i in
                    sizedHeight(s, i, &clamps, host)
                }
                rowsPlaced &+= target - explicit
            }
        }
        var cursor = sections[first].start
        for s in first..<sections.count {
            let old = sections[s]
            sections[s] = placed(
                start: cursor, itemCount: old.itemCount, headerLength: old.headerLength,
                rows: old.items, section: s, footerLength: old.footerLength)
            cursor = sections[s].end
        }
    }

    /// The height of an explicit row during a sizing round: the one its cell gave, else the
    /// estimate (a uniform tail's rows have no delegate estimate), clamped as data.
    private func sizedHeight(
        _ s: Int, _ i: Int, _ clamps: inout ClampReport, _ host: any CollectionLayoutHost
    ) -> CGFloat {
        var height = estimatedRowHeight
        if s < preferredHeights.count, i < preferredHeights[s].count,
            !preferredHeights[s][i].isNaN
        {
            height = preferredHeights[s][i]
        }
        return usableHeight(height, s, i, &clamps, host)
    }

    /// `height` if a row may have it, else the clamped height, noted for the window.
    private func usableHeight(
        _ height: CGFloat, _ s: Int, _ i: Int, _ clamps: inout ClampReport,
        _ host: any CollectionLayoutHost
    ) -> CGFloat {
        if height >= 0 && height <= maximumDelegateLength { return height }
        // Data, not a programming error: shown clamped, and the window is told.
        let usable = clampedLength(height)
        clamps.note(
            "ListLayout: the height of item [\(s) \(i)] is "
                + "\(formatted(height)): shown as \(formatted(usable))", on: host)
        return usable
    }

    /// Section `s` from `start`: its header, its rows (`rows`, with the explicit ones' heights
    /// in `rowSums[s]`) and its footer. Full layouts and sizing rounds both place sections
    /// here, so both give the same frames to the last bit.
    private func placed(
        start: CGFloat, itemCount count: Int, headerLength: CGFloat, rows: Rows, section s: Int,
        footerLength: CGFloat
    ) -> Section {
        var section = Section(
            start: start, itemCount: count, headerLength: headerLength, insetBefore: 0,
            items: rows)
        let itemsEnd: CGFloat
        if let rowHeight = rows.rowHeight {
            itemsEnd = section.itemsStart + CGFloat(count) * rowHeight
        } else {
            let explicit = rowSums[s].count
            section.items.explicitCount = explicit
            section.items.tailStart = section.itemsStart + rowSums[s].total
            itemsEnd = section.items.tailStart + CGFloat(count - explicit) * rows.tailHeight
        }
        section.close(itemsEnd: itemsEnd, insetAfter: 0, footerLength: footerLength)
        return section
    }

    /// Stacks every section from the top.
    private func layOutSections() {
        guard let host else { return }
        let sectionCount = host.layoutNumberOfSections()
        precondition(sectionCount >= 0, "ListLayout: \(sectionCount) sections")
        let delegate = host.askDelegateForMetrics(.list, for: self)
        let itemSizeFromDelegate: ((IndexPath) -> CGSize)?
        let uniformTail = asksCellsForPreferredAttributes && delegate.itemSize == nil
        if asksCellsForPreferredAttributes {
            itemSizeFromDelegate = selfSizingRowSize(estimate: delegate.itemSize)
        } else {
            itemSizeFromDelegate = delegate.itemSize
        }
        let own = SectionMetrics(
            headerReferenceSize: CGSize(width: 0, height: sectionHeaderHeight),
            footerReferenceSize: CGSize(width: 0, height: sectionFooterHeight))
        sections.reserveCapacity(sectionCount)
        rowSums.reserveCapacity(sectionCount)
        var clamps = ClampReport()
        var cursor = contentStart
        for s in 0..<sectionCount {
            let count = host.layoutNumberOfItems(inSection: s)
            precondition(count >= 0, "ListLayout: section \(s) has \(count) items")
            let metrics = delegate.section(s, own: own)
            var headerHeight = metrics.headerReferenceSize.height
            var footerHeight = metrics.footerReferenceSize.height
            if !isUsableSize(CGSize(width: headerHeight, height: footerHeight)) {
                let header = clampedLength(headerHeight)
                let footer = clampedLength(footerHeight)
                clamps.note(
                    "ListLayout: the header and footer heights of section \(s) are "
                        + "\(formatted(headerHeight)) and \(formatted(footerHeight)): shown as "
                        + "\(formatted(header)) and \(formatted(footer))", on: host)
                headerHeight = header
                footerHeight = footer
            }
            var rows = Rows()
            var sums = RunningSums()
            if let itemSizeFromDelegate {
                // With self-sizing and no delegate estimates, the rows after the last one
                // sized are all at the estimate: one uniform run, not one entry each, so that
                // a sizing round costs the rows sized so far, not every row.
                let explicitCount =
                    uniformTail ? min(count, s < sizedEnd.count ? sizedEnd[s] : 0) : count
                rowsPlaced &+= explicitCount
                sums.assign(count: explicitCount) { i in
                    usableHeight(
                        itemSizeFromDelegate(IndexPath(item: i, section: s)).height, s, i,
                        &clamps, host)
                }
                rows.tailHeight = estimatedRowHeight
            } else {
                rows.rowHeight = rowHeight
            }
            rowSums.append(sums)
            let section = placed(
                start: cursor, itemCount: count, headerLength: headerHeight, rows: rows,
                section: s, footerLength: footerHeight)
            cursor = section.end
            sections.append(section)
        }
        tailIsUniform = uniformTail
        sizeChange.isResumable = asksCellsForPreferredAttributes
    }

    /// A row's size with self-sizing on: the height its cell gave, else the estimate. Heights
    /// given at another width are dropped first.
    private func selfSizingRowSize(estimate fromDelegate: ((IndexPath) -> CGSize)?)
        -> (IndexPath) -> CGSize
    {
        if preferredHeightsWidth != rowWidth {
            preferredHeights = []
            sizedEnd = []
            preferredHeightsWidth = rowWidth
        }
        let heights = preferredHeights
        let estimate = CGSize(width: 0, height: estimatedRowHeight)
        return { indexPath in
            let s = indexPath[0]
            let i = indexPath[1]
            if s < heights.count, i < heights[s].count, !heights[s][i].isNaN {
                return CGSize(width: 0, height: heights[s][i])
            }
            // A delegate's height is an estimate; its automaticDimension means the layout's.
            if let size = fromDelegate?(indexPath), size.height != Self.automaticDimension {
                return size
            }
            return estimate
        }
    }

    // MARK: - Self-sizing

    /// Marks the layout stale. A context that invalidates everything
    /// (``CollectionViewLayout/invalidateLayout()``, a reload) or comes from a width change
    /// drops the heights cells gave; in a batch update of the collection view the heights move
    /// with their rows instead (those of deleted and reloaded rows are dropped). HeadlessKit
    /// recomputes the whole layout at the next ``prepare()`` for any context. Overrides must
    /// call super.
    open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        if let map = updateItemMap {
            updateItemMap = nil
            movePreferredHeights(map)
        } else if context.invalidateEverything || context.dropsPreferredSizes {
            if !preferredHeights.isEmpty { preferredHeights = [] }
            if !sizedEnd.isEmpty { sizedEnd = [] }
        }
        sizeChange.isResumable = false
        super.invalidateLayout(with: context)
    }

    /// Moves the heights cells gave to their rows' places after an update.
    ///
    /// - Complexity: O(*n* + *k*) in the rows of the sections with heights and the changes.
    private func movePreferredHeights(_ map: ItemMap) {
        guard !preferredHeights.isEmpty else { return }
        var heights: [[CGFloat]] = Array(repeating: [], count: map.newCounts.count)
        var ends = Array(repeating: 0, count: map.newCounts.count)
        for s in preferredHeights.indices where s < map.oldCounts.count {
            let old = preferredHeights[s]
            guard old.count == map.oldCounts[s] else { continue }
            map.forEachItemKeepingSize(inSection: s) { i, path in
                guard !old[i].isNaN else { return }
                let (t, j) = (path[0], path[1])
                if heights[t].isEmpty {
                    heights[t] = Array(repeating: CGFloat.nan, count: map.newCounts[t])
                }
                heights[t][j] = old[i]
                ends[t] = max(ends[t], j + 1)
            }
        }
        preferredHeights = heights
        sizedEnd = ends
    }

    /// `true` when rows size themselves and the preferred height differs from the original
    /// (UIKit's `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`).
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        asksCellsForPreferredAttributes
            && preferredAttributes.size.height != originalAttributes.size.height
    }

    package override var fixesWidthOfSelfSizingItems: Bool { true }

    package override func needsPreferredAttributes(at indexPath: IndexPath) -> Bool {
        guard asksCellsForPreferredAttributes, indexPath.count == 2 else { return false }
        let s = indexPath[0]
        let i = indexPath[1]
        guard s < preferredHeights.count, i < preferredHeights[s].count else { return true }
        return preferredHeights[s][i].isNaN
    }

    package override func recordPreferredSize(_ size: CGSize, at indexPath: IndexPath) -> Bool {
        guard asksCellsForPreferredAttributes, indexPath.count == 2,
            let frame = layoutAttributesForItem(at: indexPath)?.frame
        else { return false }
        let s = indexPath[0]
        let i = indexPath[1]
        if preferredHeights.count <= s {
            preferredHeights.append(
                contentsOf: repeatElement([], count: s + 1 - preferredHeights.count))
        }
        if sizedEnd.count <= s {
            sizedEnd.append(contentsOf: repeatElement(0, count: s + 1 - sizedEnd.count))
        }
        if preferredHeights[s].count != sections[s].itemCount {
            // Heights kept for another row count are dropped: the rows they placed must be
            // placed again, which only a full layout does.
            if !preferredHeights[s].isEmpty { sizeChange.loseItems() }
            preferredHeights[s] = Array(repeating: CGFloat.nan, count: sections[s].itemCount)
            sizedEnd[s] = 0
            sizeChange.note(section: s, item: 0)
        }
        let changed = frame.height != size.height
        if changed || preferredHeights[s][i] != size.height {
            sizeChange.note(section: s, item: i)
        }
        preferredHeights[s][i] = size.height
        sizedEnd[s] = max(sizedEnd[s], i + 1)
        preferredHeightsWidth = rowWidth
        return changed
    }

    /// The rect of section `section`, from its header's top to its footer's bottom (the
    /// rows' width), or `nil` for a section out of range.
    package func rectForSection(_ section: Int) -> CGRect? {
        guard sections.indices.contains(section) else { return nil }
        let s = sections[section]
        return CGRect(x: rowMinX, y: s.start, width: rowWidth, height: s.end - s.start)
    }

    /// The content width by the sum of the sections' heights.
    open override var collectionViewContentSize: CGSize {
        CGSize(width: width, height: sections.last?.end ?? 0)
    }

    /// Where headers and footers go now (pinned headers follow the visible bounds).
    private var supplementaryGeometry: SectionGeometry {
        SectionGeometry(
            axis: FlowAxis(isVertical: true), crossStart: rowMinX, crossExtent: rowWidth,
            pins: sectionHeadersPinToVisibleBounds,
            pinsFooters: sectionFootersPinToVisibleBounds, host: host)
    }

    /// Headers, rows and footers whose frames overlap `rect`, in index order.
    ///
    /// - Complexity: O(log *n* + *k*).
    open override func layoutAttributesForElements(in rect: CGRect)
        -> [CollectionViewLayoutAttributes]?
    {
        guard !sections.isEmpty, !rect.isNull else { return [] }
        let r = rect.standardized
        // Rows (and headers and footers) span the width less the side insets: a rect beside
        // them meets nothing.
        guard r.maxX > rowMinX, r.minX < rowMinX + rowWidth else { return [] }
        let low = r.minY
        let high = r.maxY
        return supplementaryGeometry.elements(in: sections, low: low, high: high) {
            section, s, result in
            // A row of height 0 meets no rect (an empty rect intersects nothing, as with
            // `CGRect.intersects`): collapsed rows never become cells, and a run of them is
            // jumped over in O(log n), so hiding rows costs nothing.
            guard section.items.rowHeight != 0 else { return }
            var item = firstRow(section, s, below: low)
            while item < section.itemCount {
                countTreeOperation { $0.rowsExamined &+= 1 }
                let (y, height) = row(section, s, item)
                if y >= high { break }
                if height == 0 {
                    item = rowAfterCollapsedRun(section, s, startingAt: item, top: y)
                    continue
                }
                if overlaps(y, height, low, high) {
                    let attributes = CollectionViewLayoutAttributes(
                        forCellWith: IndexPath(item: item, section: s))
                    attributes.frame = CGRect(x: rowMinX, y: y, width: rowWidth, height: height)
                    result.append(attributes)
                }
                item += 1
            }
        }
    }

    /// The first row of section `s` that ends below `low` (a lower bound; the caller
    /// re-checks).
    private func firstRow(_ section: Section, _ s: Int, below low: CGFloat) -> Int {
        if let height = section.items.rowHeight {
            guard height > 0 else { return 0 }
            return max(0, Int(flooring: (low - section.itemsStart) / height) - 1)
        }
        let rows = section.items
        if rows.explicitCount < section.itemCount, low >= rows.tailStart {
            guard rows.tailHeight > 0 else { return rows.explicitCount }
            let inTail = Int(flooring: (low - rows.tailStart) / rows.tailHeight) - 1
            return rows.explicitCount
                + min(max(0, inTail), section.itemCount - 1 - rows.explicitCount)
        }
        // The last row starting at or above `low` may still reach below it; one row earlier,
        // for the rounding of `itemsStart +`.
        let above = rowSums[s].lastIndex(summingAtMost: low - section.itemsStart)
        return max(0, min(above, rows.explicitCount) - 2)
    }

    /// The last row of the run of rows that start at `top`, from `item` (a zero-height row) on:
    /// it is the only one of them that can have a height. Past `item` in any case.
    private func rowAfterCollapsedRun(
        _ section: Section, _ s: Int, startingAt item: Int, top: CGFloat
    ) -> Int {
        guard section.items.rowHeight == nil else { return section.itemCount }
        let rows = section.items
        var below: Int
        if item + 1 < rows.explicitCount {
            // The first explicit row after `item` that starts below `top`.
            let sums = rowSums[s]
            let itemsStart = section.itemsStart
            var after = sums.lastIndex(summingAtMost: top - itemsStart) + 1
            after = min(max(after, item + 1), rows.explicitCount)
            // Settle on the comparison `row(_:_:_:)` makes, a step or two at most.
            while after > item + 1, itemsStart + sums.sum(before: after - 1) > top { after -= 1 }
            while after < rows.explicitCount, itemsStart + sums.sum(before: after) <= top {
                after += 1
            }
            below = after
        } else {
            below = max(item + 1, rows.explicitCount)
        }
        // Past the explicit rows, the uniform run: its rows start at `top` only if it starts
        // there, and then all of them when they are 0 tall, else only its first.
        if below == max(item + 1, rows.explicitCount), below < section.itemCount,
            rows.tailStart <= top
        {
            below = rows.tailHeight == 0 ? section.itemCount : max(below, rows.explicitCount + 1)
        }
        return max(item + 1, below - 1)
    }

    /// A row's top and height.
    @inline(__always)
    private func row(_ section: Section, _ s: Int, _ item: Int) -> (CGFloat, CGFloat) {
        if let height = section.items.rowHeight {
            return (section.itemsStart + CGFloat(item) * height, height)
        }
        let rows = section.items
        if item >= rows.explicitCount {
            return (
                rows.tailStart + CGFloat(item - rows.explicitCount) * rows.tailHeight,
                rows.tailHeight
            )
        }
        let before = rowSums[s].sum(before: item)
        let top = section.itemsStart + before
        let bottom: CGFloat
        if item + 1 < rows.explicitCount {
            bottom = section.itemsStart + rowSums[s].sum(after: item, before: before)
        } else {
            bottom = rows.explicitCount < section.itemCount ? rows.tailStart : section.itemsEnd
        }
        return (top, bottom - top)
    }

    /// The row at `indexPath`, or `nil` if there is no such item.
    ///
    /// - Complexity: O(log *n*).
    open override func layoutAttributesForItem(at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]) else { return nil }
        let section = sections[indexPath[0]]
        let item = indexPath[1]
        guard item >= 0, item < section.itemCount else { return nil }
        let (y, height) = row(section, indexPath[0], item)
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: rowMinX, y: y, width: rowWidth, height: height)
        return attributes
    }

    /// The header or footer of section `indexPath.section`, or `nil` if it has none.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        supplementaryGeometry.supplementary(ofKind: elementKind, at: indexPath, in: sections)
    }

    /// `true` when the width changes; scrolling never invalidates, pinned headers included.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != preparedWidth
    }

    /// A context that drops the heights cells gave when the width changes.
    open override func invalidationContext(forBoundsChange newBounds: CGRect)
        -> CollectionViewLayoutInvalidationContext
    {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        context.dropsPreferredSizes = newBounds.width != preparedWidth
        return context
    }

    package override var storageBytes: Int {
        rowSums.reduce(0) { $0 + $1.storageBytes }
            + sections.capacity * MemoryLayout<Section>.stride
            + preferredHeights.reduce(0) { $0 + $1.capacity * MemoryLayout<CGFloat>.stride }
    }
}

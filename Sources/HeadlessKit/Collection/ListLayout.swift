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
/// gaps. Heights come from ``rowHeight`` unless the delegate adopts
/// `CollectionViewDelegateListLayout` and gives its own.
///
/// - Complexity: ``prepare()`` is O(*sections*) for a fixed row height and O(*n*) with heights
///   from the delegate (8 bytes per row). ``layoutAttributesForElements(in:)`` is
///   O(log *n* + *k*).
@MainActor
open class ListLayout: CollectionViewLayout {
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
    ///   up to the last sized one) (8 bytes per such row, 8 per row of a section one of whose
    ///   rows was sized); after a sizing round it places the rows from the first one whose
    ///   height changed, so scrolling down costs the rows that came on screen per round.
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

    /// Makes a list layout with 44-point rows and no headers or footers.
    public override init() {
        super.init()
    }

    /// How a section's rows sit: all `rowHeight` tall, or the first `explicitCount` starting
    /// at `rowStarts[firstItem...]` and the rest `tailHeight` tall from `tailStart` (with
    /// self-sizing, the rows after the last one sized, all at the estimate).
    struct Rows {
        /// Fixed height, or `nil` when rows start at `rowStarts[firstItem...]`.
        var rowHeight: CGFloat?
        var firstItem = 0
        /// How many rows have a start in `rowStarts` (when `rowHeight` is `nil`).
        var explicitCount = 0
        /// Where the uniform run after the explicit rows starts, and its rows' height.
        var tailStart: CGFloat = 0
        var tailHeight: CGFloat = 0
    }

    typealias Section = LayoutSection<Rows>

    // No dynamic exclusivity checks: nothing here hands out overlapping accesses.
    @exclusivity(unchecked) private var sections: [Section] = []
    @exclusivity(unchecked) private var rowStarts: [CGFloat] = []
    private var width: CGFloat = 0
    /// The bounds width the last `prepare()` saw.
    private var preparedWidth: CGFloat?

    /// Stacks the sections: O(sections) for a fixed row height, O(n) with delegate heights.
    ///
    /// After a self-sizing round (heights cells gave changed, nothing else), it keeps the rows
    /// above the first row whose height changed and places the rows from there on: scrolling
    /// down a long list, a round costs the rows that came on screen, not every row sized so
    /// far.
    open override func prepare() {
        super.prepare()
        let resume = resumePoint()
        sizeChange.reset()
        sizeChange.isResumable = false
        if let (s0, kept) = resume {
            // The rows before `kept` in section `s0`, and the sections before it, stay.
            let old = sections[s0]
            let keptEnd =
                kept < old.items.explicitCount
                ? rowStarts[old.items.firstItem + kept] : old.items.tailStart
            sections.removeSubrange(s0...)
            rowStarts.removeSubrange((old.items.firstItem + kept)...)
            layOutSections(from: s0, cursor: old.start, keptRows: kept, keptEnd: keptEnd)
            return
        }
        sections.removeAll(keepingCapacity: true)
        rowStarts.removeAll(keepingCapacity: true)
        width = 0
        guard let host else { return }
        preparedWidth = host.layoutBounds.width
        let inset = host.layoutContentInset
        width = max(0, host.layoutBounds.width - inset.left - inset.right)
        layOutSections(from: 0, cursor: 0, keptRows: 0, keptEnd: 0)
    }

    /// Where a `prepare()` after a self-sizing round may start: the section of the first row
    /// whose height changed and how many of its explicit rows stay; `nil` for a full layout.
    private func resumePoint() -> (Int, Int)? {
        guard sizeChange.isResumable, !sizeChange.isEmpty, let host,
            host.layoutBounds.width == preparedWidth,
            sizeChange.section < sections.count,
            host.layoutNumberOfSections() == sections.count
        else { return nil }
        let inset = host.layoutContentInset
        guard max(0, host.layoutBounds.width - inset.left - inset.right) == width else {
            return nil
        }
        let s0 = sizeChange.section
        let rows = sections[s0].items
        guard rows.rowHeight == nil,
            host.layoutNumberOfItems(inSection: s0) == sections[s0].itemCount
        else { return nil }
        return (s0, min(sizeChange.item, rows.explicitCount))
    }

    /// Stacks sections `s0...` from `cursor`; in section `s0`, the first `keptRows` explicit
    /// rows are kept (in `rowStarts`) and the next one starts at `keptEnd`.
    private func layOutSections(
        from s0: Int, cursor start: CGFloat, keptRows: Int, keptEnd: CGFloat
    ) {
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
        var clamps = ClampReport()
        var cursor = start
        for s in s0..<sectionCount {
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
            var section = Section(
                start: cursor, itemCount: count, headerLength: headerHeight, insetBefore: 0,
                items: Rows())
            var itemsEnd = section.itemsStart
            if let itemSizeFromDelegate {
                // Resuming: the first rows of section `s0` are kept as they are.
                let kept = s == s0 ? keptRows : 0
                if kept > 0 { itemsEnd = keptEnd }
                section.items.firstItem = rowStarts.count - kept
                // With self-sizing and no delegate estimates, the rows after the last one
                // sized are all at the estimate: one uniform run, not one entry each, so that
                // a sizing round costs the rows sized so far, not every row.
                let explicitCount =
                    uniformTail ? min(count, s < sizedEnd.count ? sizedEnd[s] : 0) : count
                section.items.explicitCount = explicitCount
                rowsPlaced &+= max(0, explicitCount - kept)
                for i in kept..<max(kept, explicitCount) {
                    var height = itemSizeFromDelegate(IndexPath(item: i, section: s)).height
                    if !(height >= 0 && height <= maximumDelegateLength) {
                        // Data, not a programming error: shown clamped, and the window is told.
                        let usable = clampedLength(height)
                        clamps.note(
                            "ListLayout: the height of item [\(s) \(i)] is "
                                + "\(formatted(height)): shown as \(formatted(usable))", on: host)
                        height = usable
                    }
                    rowStarts.append(itemsEnd)
                    itemsEnd += height
                }
                section.items.tailStart = itemsEnd
                section.items.tailHeight = estimatedRowHeight
                itemsEnd += CGFloat(count - explicitCount) * estimatedRowHeight
            } else {
                section.items.rowHeight = rowHeight
                itemsEnd += CGFloat(count) * rowHeight
            }
            section.close(itemsEnd: itemsEnd, insetAfter: 0, footerLength: footerHeight)
            cursor = section.end
            sections.append(section)
        }
        sizeChange.isResumable = uniformTail
    }

    /// A row's size with self-sizing on: the height its cell gave, else the estimate. Heights
    /// given at another width are dropped first.
    private func selfSizingRowSize(estimate fromDelegate: ((IndexPath) -> CGSize)?)
        -> (IndexPath) -> CGSize
    {
        if preferredHeightsWidth != width {
            preferredHeights = []
            sizedEnd = []
            preferredHeightsWidth = width
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

    /// Drops the heights cells gave, then marks the layout stale. In a batch update of the
    /// collection view the heights move with their rows instead (those of deleted and
    /// reloaded rows are dropped). Overrides must call super.
    open override func invalidateLayout() {
        if let map = updateItemMap {
            updateItemMap = nil
            movePreferredHeights(map)
        } else {
            if !preferredHeights.isEmpty { preferredHeights = [] }
            if !sizedEnd.isEmpty { sizedEnd = [] }
        }
        sizeChange.isResumable = false
        super.invalidateLayout()
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
        preferredHeightsWidth = width
        return changed
    }

    /// The content width by the sum of the sections' heights.
    open override var collectionViewContentSize: CGSize {
        CGSize(width: width, height: sections.last?.end ?? 0)
    }

    /// Where headers and footers go now (pinned headers follow the visible bounds).
    private var supplementaryGeometry: SectionGeometry {
        SectionGeometry(
            axis: FlowAxis(isVertical: true), crossExtent: width,
            pins: sectionHeadersPinToVisibleBounds, host: host)
    }

    /// Headers, rows and footers whose frames overlap `rect`, in index order.
    ///
    /// - Complexity: O(log *n* + *k*).
    open override func layoutAttributesForElements(in rect: CGRect)
        -> [CollectionViewLayoutAttributes]?
    {
        guard !sections.isEmpty, !rect.isNull else { return [] }
        let r = rect.standardized
        // Rows span the full width: a rect beside them meets nothing.
        guard r.maxX > 0, r.minX < width else { return [] }
        let low = r.minY
        let high = r.maxY
        return supplementaryGeometry.elements(in: sections, low: low, high: high) {
            section, s, result in
            // A row of height 0 meets no rect (an empty rect intersects nothing, as with
            // `CGRect.intersects`): collapsed rows never become cells, and a run of them is
            // jumped over in O(log n), so hiding rows costs nothing.
            guard section.items.rowHeight != 0 else { return }
            var item = firstRow(section, below: low)
            while item < section.itemCount {
                countTreeOperation { $0.rowsExamined &+= 1 }
                let (y, height) = row(section, item)
                if y >= high { break }
                if height == 0 {
                    item = rowAfterCollapsedRun(section, startingAt: item, top: y)
                    continue
                }
                if overlaps(y, height, low, high) {
                    let attributes = CollectionViewLayoutAttributes(
                        forCellWith: IndexPath(item: item, section: s))
                    attributes.frame = CGRect(x: 0, y: y, width: width, height: height)
                    result.append(attributes)
                }
                item += 1
            }
        }
    }

    /// The first row of `section` that ends below `low` (a lower bound; the caller re-checks).
    private func firstRow(_ section: Section, below low: CGFloat) -> Int {
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
        // The last row starting at or above `low` may still reach below it.
        let above = partition(0..<rows.explicitCount) { rowStarts[rows.firstItem + $0] > low }
        return max(0, above - 1)
    }

    /// The last row of the run of rows that start at `top`, from `item` (a zero-height row) on:
    /// it is the only one of them that can have a height. Past `item` in any case.
    private func rowAfterCollapsedRun(_ section: Section, startingAt item: Int, top: CGFloat)
        -> Int
    {
        guard section.items.rowHeight == nil else { return section.itemCount }
        let rows = section.items
        var below: Int
        if item + 1 < rows.explicitCount {
            below = partition((item + 1)..<rows.explicitCount) {
                rowStarts[rows.firstItem + $0] > top
            }
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
    private func row(_ section: Section, _ item: Int) -> (CGFloat, CGFloat) {
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
        let index = rows.firstItem + item
        let top = rowStarts[index]
        let bottom: CGFloat
        if item + 1 < rows.explicitCount {
            bottom = rowStarts[index + 1]
        } else {
            bottom = rows.explicitCount < section.itemCount ? rows.tailStart : section.itemsEnd
        }
        return (top, bottom - top)
    }

    /// The row at `indexPath`, or `nil` if there is no such item.
    open override func layoutAttributesForItem(at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]) else { return nil }
        let section = sections[indexPath[0]]
        let item = indexPath[1]
        guard item >= 0, item < section.itemCount else { return nil }
        let (y, height) = row(section, item)
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: 0, y: y, width: width, height: height)
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

    package override var storageBytes: Int {
        rowStarts.capacity * MemoryLayout<CGFloat>.stride
            + sections.capacity * MemoryLayout<Section>.stride
            + preferredHeights.reduce(0) { $0 + $1.capacity * MemoryLayout<CGFloat>.stride }
    }
}

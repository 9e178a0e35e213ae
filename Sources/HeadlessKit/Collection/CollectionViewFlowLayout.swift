import Foundation

/// A line-based grid, like `UICollectionViewFlowLayout`: items fill a line, then the next one.
///
/// Vertical scrolling (the default) fills rows left to right and stacks them top to bottom;
/// horizontal scrolling fills columns top to bottom and stacks them left to right (UIKit F7).
/// Each section is a header, the section inset, the lines, and a footer (F5, F8):
///
///     +------------------ header (full width) ------------------+
///     |  sectionInset.top                                       |
///     |  [0]   [1]   [2]      <- a full line: leftover spread   |
///     |  minimumLineSpacing      between the items (F2)         |
///     |  [3]   [4]   [5]                                        |
///     |                                                         |
///     |  [6] [7]              <- the last line: left-aligned,   |
///     |  sectionInset.bottom     minimumInteritemSpacing (F4)   |
///     +------------------ footer (full width) ------------------+
///
/// The rules, per line (vertical; swap x and y for horizontal):
/// - A line takes items while the next one still fits: the line length is the collection view's
///   width minus its content inset and the section inset (F1). An item wider than that gets a
///   line of its own, at the section inset's left edge.
/// - Every line but the last spreads its leftover space evenly between its items; a line other
///   than the last that holds one item centres it (F2, F4).
/// - The last line of a section is left-aligned, its items `minimumInteritemSpacing` apart,
///   even when it is full (F4; UIKit's community-reported behaviour, kept as our model).
/// - A line is as tall as its tallest item; shorter items are centred on it (F3). Lines are
///   exactly `minimumLineSpacing` apart.
/// - A header or footer spans the content width (the collection view's width minus its content
///   inset); only its height is used, and a height of 0 means none (F6). An empty section still
///   takes its header, insets and footer, as in UIKit.
///
/// Worked example (F2, F4): 7 items of 100×100, spacings 10, width 330 → three items per line,
/// full lines at x = 0, 115, 230; item 6 alone on the last line at x = 0; content 330×320.
///
/// - Complexity: ``prepare()`` is O(*sections*) when every item has the same size (nothing is
///   stored per item) and O(*n*) with sizes from the delegate (24 bytes per item and about
///   25 per line, about 37 bytes per item for phone-sized grids).
///   ``layoutAttributesForElements(in:)`` is O(log *n* + *k*) for *k* results.
@MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// `true`, as in UIKit: right to left, the collection view mirrors the frames (items run
    /// from the right).
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// Which way a flow layout scrolls, like `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Sendable {
        /// Rows stacked top to bottom (the default).
        case vertical
        /// Columns stacked left to right.
        case horizontal
    }

    /// Which way the content scrolls. `.vertical` by default.
    public var scrollDirection: ScrollDirection = .vertical {
        didSet { if scrollDirection != oldValue { invalidateLayout() } }
    }

    /// The size of every item unless the delegate gives one per item. 50×50 by default.
    public var itemSize = CGSize(width: 50, height: 50) {
        didSet {
            checkSize(itemSize, "CollectionViewFlowLayout.itemSize")
            if itemSize != oldValue { invalidateLayout() }
        }
    }

    /// UIKit's placeholder for ``estimatedItemSize`` that turns self-sizing on without an
    /// estimate of its own (`UICollectionViewFlowLayout.automaticSize`): the largest finite
    /// size, as UIKit's value. Items not yet sized are placed at ``itemSize``.
    public nonisolated static let automaticSize = CGSize(
        width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The estimated size of items whose cells size themselves (UIKit's
    /// `UICollectionViewFlowLayout.estimatedItemSize`). `.zero` by default: self-sizing is off
    /// and every item is ``itemSize`` (or the delegate's size).
    ///
    /// Any other value (or ``automaticSize``) turns self-sizing on, as in UIKit: items are
    /// placed at the estimate (the delegate's `sizeForItemAt` when it answers, else this value,
    /// else ``itemSize`` for ``automaticSize`` or a zero dimension); when a cell is configured
    /// for an item, the collection view asks it for
    /// ``CollectionReusableView/preferredLayoutAttributesFitting(_:)``, and a size that differs
    /// is kept for that item and moves the items after it. Only cells that show are asked, so
    /// ``collectionViewContentSize`` stays an estimate until every item has been seen, as UIKit
    /// documents ("Cells that aren't onscreen are assumed to be the estimated height").
    ///
    /// The sizes cells gave are kept until ``invalidateLayout()``, `reloadData()` or a change
    /// of the collection view's size (a rotation). A batch update (insert, delete, move)
    /// keeps them with their items, as UIKit does: a size moves to its item's new index
    /// path; deleted items' sizes go, and reloaded items are asked again.
    ///
    /// - Complexity: each layout pass asks only the cells that came on screen (or were
    ///   reconfigured) and those whose item has no size. With self-sizing on (and no delegate
    ///   sizes), a full ``prepare()`` lays out one by one only the items up to the line of a
    ///   section's last sized item, and the rest as uniform lines of the estimate:
    ///   O(*sections* + items up to the last sized ones). After a sizing round it keeps the
    ///   lines before the first item whose size changed and lays out from there, so
    ///   scrolling down a long feed costs the items that came on screen per round, however
    ///   many were sized above them (items sized above the sized ones, scrolling up into
    ///   items never shown, lay out again those below them). 16 bytes per item of a section
    ///   one of whose items was sized, 24 per item laid out one by one. With delegate sizes
    ///   as estimates, O(*n*).
    public var estimatedItemSize: CGSize = .zero {
        didSet {
            if estimatedItemSize != Self.automaticSize {
                checkSize(estimatedItemSize, "CollectionViewFlowLayout.estimatedItemSize")
            }
            guard estimatedItemSize != oldValue else { return }
            asksCellsForPreferredAttributes = estimatedItemSize != .zero
            invalidateLayout()
        }
    }

    /// The size unsized items are placed at when the delegate gives none.
    private var placeholderSize: CGSize {
        if estimatedItemSize == Self.automaticSize { return itemSize }
        return CGSize(
            width: estimatedItemSize.width > 0 ? estimatedItemSize.width : itemSize.width,
            height: estimatedItemSize.height > 0 ? estimatedItemSize.height : itemSize.height)
    }

    /// The sizes cells gave, per section: empty until an item of the section is sized, then
    /// one per item, a NaN width for an item not sized yet.
    @exclusivity(unchecked) private var preferredSizes: [[CGSize]] = []
    /// Per section, the last item sized by its cell (-1: none); as long as `preferredSizes`.
    @exclusivity(unchecked) private var lastSizedItems: [Int] = []
    /// The content's cross extent the preferred sizes were given at.
    private var preferredSizesCrossExtent: CGFloat?
    /// The first item whose size changed since the last `prepare()`.
    private var sizeChange = FirstSizeChange()
    /// Items laid out one by one by `prepare()` so far (an operation count for tests and
    /// benchmarks).
    package private(set) var itemsPlaced = 0
    /// Sizing rounds applied line by line in place so far (a count for tests).
    package private(set) var roundsReflowedInPlace = 0

    /// The smallest gap between lines (rows when vertical). 10 by default.
    public var minimumLineSpacing: CGFloat = 10 {
        didSet {
            checkFinite(minimumLineSpacing, "CollectionViewFlowLayout.minimumLineSpacing", host)
            if minimumLineSpacing != oldValue { invalidateLayout() }
        }
    }

    /// The smallest gap between items on a line; full lines may spread them wider. 10 by default.
    public var minimumInteritemSpacing: CGFloat = 10 {
        didSet {
            checkFinite(
                minimumInteritemSpacing, "CollectionViewFlowLayout.minimumInteritemSpacing", host)
            if minimumInteritemSpacing != oldValue { invalidateLayout() }
        }
    }

    /// The margins around each section's items (inside its header and footer). Zero by default.
    public var sectionInset: EdgeInsets = .zero {
        didSet {
            checkFinite(sectionInset, "CollectionViewFlowLayout.sectionInset", host)
            if sectionInset != oldValue { invalidateLayout() }
        }
    }

    /// The size of each section header; only the scrolling-axis dimension is used, and 0 means
    /// no header. Zero by default.
    public var headerReferenceSize: CGSize = .zero {
        didSet {
            checkSize(headerReferenceSize, "CollectionViewFlowLayout.headerReferenceSize")
            if headerReferenceSize != oldValue { invalidateLayout() }
        }
    }

    /// The size of each section footer, like ``headerReferenceSize``. Zero by default.
    public var footerReferenceSize: CGSize = .zero {
        didSet {
            checkSize(footerReferenceSize, "CollectionViewFlowLayout.footerReferenceSize")
            if footerReferenceSize != oldValue { invalidateLayout() }
        }
    }

    /// Whether a section's header sticks to the top (or left) edge of the visible bounds while
    /// any of its section shows, pushed away by the end of the section. `false` by default.
    ///
    /// Pinned positions are worked out at query time from the visible bounds, so scrolling never
    /// makes the layout prepare again.
    public var sectionHeadersPinToVisibleBounds = false {
        didSet {
            if sectionHeadersPinToVisibleBounds != oldValue { invalidateLayout() }
        }
    }

    /// Whether a section's footer sticks to the bottom (or right) edge of the visible bounds
    /// while any of its section shows, pushed away by the start of the section (UIKit:
    /// `sectionFootersPinToVisibleBounds`). `false` by default.
    ///
    /// As with headers, pinned positions are worked out at query time from the visible bounds
    /// (inside the content inset), so scrolling never makes the layout prepare again.
    public var sectionFootersPinToVisibleBounds = false {
        didSet {
            if sectionFootersPinToVisibleBounds != oldValue { invalidateLayout() }
        }
    }

    /// Makes a flow layout with `UICollectionViewFlowLayout`'s defaults.
    public override init() {
        super.init()
    }

    /// The section metrics this layout uses where its delegate gives none: its properties.
    private var ownSectionMetrics: SectionMetrics {
        SectionMetrics(
            inset: sectionInset, minimumLineSpacing: minimumLineSpacing,
            minimumInteritemSpacing: minimumInteritemSpacing,
            headerReferenceSize: headerReferenceSize, footerReferenceSize: footerReferenceSize)
    }

    // MARK: - Prepared state

    /// How a section's items sit on lines, in main/cross terms (main: the scrolling axis).
    struct Lines {
        /// The line: from `crossStart`, `available` long.
        var crossStart: CGFloat = 0
        var available: CGFloat = 0
        var lineSpacing: CGFloat = 0
        var interitemSpacing: CGFloat = 0
        var lineCount = 0
        /// The section inset before and after the lines, along the main axis.
        var insetBefore: CGFloat = 0
        var insetAfter: CGFloat = 0

        // Uniform sizes: everything is arithmetic.
        var isUniform = true
        var itemMain: CGFloat = 0
        var itemCross: CGFloat = 0
        var perLine = 1
        /// Distance between item origins on a full line (not the last).
        var fullPitch: CGFloat = 0
        /// Cross origin of the first item on a full line (the centring of a lone item).
        var fullStart: CGFloat = 0

        // Sizes from the delegate: indexes into the per-item and per-line arrays.
        var firstItem = 0
        var firstLine = 0
    }

    /// The items of a self-sizing section after the line of its last sized one: uniform lines
    /// of the estimate, from `start` along the main axis, the first being item `firstItem` (the
    /// per-item arrays hold the items before it).
    struct Tail {
        var lines: Lines
        var start: CGFloat
        var firstItem: Int
        var itemCount: Int
    }

    typealias Section = LayoutSection<Lines>

    // Dynamic exclusivity checks on these arrays cost a third of `prepare()`; nothing here hands
    // out overlapping accesses, so they are off.
    private var axis = FlowAxis(isVertical: true)
    @exclusivity(unchecked) private var sections: [Section] = []
    /// The content's cross-axis extent (the width when vertical).
    private var crossExtent: CGFloat = 0
    /// The bounds size the last `prepare()` saw.
    private var preparedBoundsSize: CGSize?
    // Per item, for sections sized by the delegate.
    @exclusivity(unchecked) private var itemSizes: [CGSize] = []
    @exclusivity(unchecked) private var itemCrossOrigins: [CGFloat] = []
    // Per line, for sections sized by the delegate.
    @exclusivity(unchecked) private var lineFirstItem: [Int] = []
    /// Per section (empty for uniform sections), its lines' lengths each with the line
    /// spacing after it, and their running sums: a line starts at its section's `itemsStart`
    /// plus the sum before it, so a line's length changes in O(log *lines*), not the origins
    /// of the lines after it.
    @exclusivity(unchecked) private var lineSums: [RunningSums] = []
    @exclusivity(unchecked) private var lineLengths: [CGFloat] = []
    /// Per section with self-sizing on (empty otherwise): its uniform tail, if it has one.
    @exclusivity(unchecked) private var tails: [Tail?] = []
    /// How many items the last `layOutVaryingLines` placed one by one.
    private var varyingItemsLaidOut = 0

    /// How many of section `s`'s items the per-item arrays hold: all but its tail.
    @inline(__always)
    private func varyingItemCount(_ section: Section, _ s: Int) -> Int {
        if s < tails.count, let tail = tails[s] { return tail.firstItem }
        return section.itemCount
    }

    /// Lays out every section: O(sections) for uniform sizes, O(n) with delegate sizes.
    ///
    /// After a self-sizing round (sizes cells gave changed, nothing else), it lays out again
    /// only the lines around the changed items when the lines after them keep their items
    /// (those then only move), else it keeps the lines before the line of the first item whose
    /// size changed (less one: that item may now fit on the line before) and lays out again
    /// from there. Either way a round costs the items that came on screen, scrolling down a
    /// long feed or up into items never shown above items sized before, not every item sized
    /// so far.
    open override func prepare() {
        super.prepare()
        if reflowInPlace() {
            sizeChange.reset()
            return
        }
        let resume = resumePoint()
        sizeChange.reset()
        sizeChange.isResumable = false
        if let resume {
            let old = sections[resume.section]
            let (items, lines) = arraysEnd(before: resume.section)
            itemSizes.removeSubrange((items + resume.items)...)
            itemCrossOrigins.removeSubrange((items + resume.items)...)
            lineFirstItem.removeSubrange((lines + resume.lines)...)
            let kept = resume.section
            lineSums[kept].removeLast(lineSums[kept].count - resume.lines)
            lineSums.removeSubrange((kept + 1)...)
            lineLengths.removeSubrange((lines + resume.lines)...)
            if tails.count > resume.section { tails.removeSubrange(resume.section...) }
            sections.removeSubrange(resume.section...)
            layOutSections(from: resume.section, cursor: old.start, resume: resume)
            return
        }
        axis = FlowAxis(isVertical: scrollDirection == .vertical)
        sections.removeAll(keepingCapacity: true)
        // Arrays a uniform layout leaves empty are left alone: emptying an empty array still
        // makes a buffer.
        if !itemSizes.isEmpty {
            itemSizes.removeAll(keepingCapacity: true)
            itemCrossOrigins.removeAll(keepingCapacity: true)
        }
        if !lineFirstItem.isEmpty {
            lineFirstItem.removeAll(keepingCapacity: true)
            lineLengths.removeAll(keepingCapacity: true)
        }
        if !tails.isEmpty { tails.removeAll(keepingCapacity: true) }
        lineSums.removeAll(keepingCapacity: true)
        crossExtent = 0
        guard let host else { return }
        let bounds = host.layoutBounds
        preparedBoundsSize = bounds.size
        let inset = host.layoutContentInset
        crossExtent = max(
            0, axis.cross(bounds.size) - axis.crossBefore(inset) - axis.crossAfter(inset))
        layOutSections(from: 0, cursor: 0, resume: nil)
    }

    /// The line before the line holding item `i` of a section with `lines` (indexes into the
    /// per-line arrays): the last line holding an item before that line's first; the line
    /// itself when it holds the section's first item. Lines with no items are passed over.
    private func lineBefore(lineHolding i: Int, _ lines: Lines) -> Int {
        let range = lines.firstLine..<(lines.firstLine + lines.lineCount)
        let line = partition(range) { lineFirstItem[$0] > lines.firstItem + i } - 1
        let first = lineFirstItem[line] - lines.firstItem
        guard first > 0 else { return line }
        return partition(range) { lineFirstItem[$0] > lines.firstItem + first - 1 } - 1
    }

    /// Lines of one section re-flowed around changed items: from `startLine` (an index into
    /// the per-line arrays), each line's first item (from the section's first) and thickness,
    /// and the cross origins of the items from the first line's first item on.
    private struct Reflow {
        var section: Int
        var startLine: Int
        var lines: [(first: Int, thickness: CGFloat)] = []
        var crossOrigins: [CGFloat] = []
    }

    /// Applies a self-sizing round item by item, when each change moves only the lines around
    /// it: from the line before a changed item's line, lines are laid out again until one
    /// starts where a line started before, with as many lines as before; the lines after it
    /// keep their items and only move along the main axis (their origins are running sums).
    /// So a round costs the lines around the items sized in it, wherever they are and however
    /// many were sized before: scrolling up into items never shown costs what scrolling down
    /// does. Returns `false` when the round needs more (a line more or less, the sized items
    /// reaching past the lines sized one by one): `prepare()` then lays out from the first
    /// changed item.
    ///
    /// - Complexity: O(*k* (log *n* + lines re-flowed) + sections after the first change).
    private func reflowInPlace() -> Bool {
        guard sizeChange.isResumable, !sizeChange.isEmpty,
            let changes = sizeChange.sortedItems, let host,
            host.layoutBounds.size == preparedBoundsSize,
            host.layoutNumberOfSections() == sections.count
        else { return false }
        let inset = host.layoutContentInset
        let extent = max(
            0,
            axis.cross(host.layoutBounds.size) - axis.crossBefore(inset) - axis.crossAfter(inset))
        guard extent == crossExtent else { return false }
        // Every changed item must be among its section's items sized one by one, and no item
        // sized past them (that adds lines).
        for (s, i) in changes {
            guard s < sections.count, !sections[s].items.isUniform,
                sections[s].items.lineCount > 0,
                host.layoutNumberOfItems(inSection: s) == sections[s].itemCount
            else { return false }
            let varying = varyingItemCount(sections[s], s)
            let last = s < lastSizedItems.count ? lastSizedItems[s] : -1
            guard i < varying, last < varying else { return false }
        }
        // The new sizes first: if this fails, `prepare()` lays out from the first changed
        // item, reading every size from there on again.
        var clamps = ClampReport()
        for (s, i) in changes {
            // (An item noted when its section's sizes were first kept may have none yet.)
            let size = preferredSizes[s][i]
            guard !size.width.isNaN else { continue }
            itemSizes[sections[s].items.firstItem + i] = usableSize(size, s, i, &clamps)
        }
        var reflows: [Reflow] = []
        var k = 0
        while k < changes.count {
            let s = changes[k].section
            var end = k
            while end < changes.count, changes[end].section == s { end += 1 }
            guard reflowLines(s, changes[k..<end].map(\.item), into: &reflows) else {
                return false
            }
            k = end
        }
        for reflow in reflows { commit(reflow) }
        moveSections(from: changes[0].section)
        roundsReflowedInPlace &+= 1
        return true
    }

    /// Re-flows the lines of section `s` around `items` (sorted), appending the windows to
    /// `reflows`; `false` if a window does not realign with as many lines as before.
    private func reflowLines(_ s: Int, _ items: [Int], into reflows: inout [Reflow]) -> Bool {
        let section = sections[s]
        let lines = section.items
        let base = lines.firstItem
        let range = lines.firstLine..<(lines.firstLine + lines.lineCount)
        let varying = varyingItemCount(section, s)
        let count = section.itemCount
        /// The line before the one holding item `i` (a smaller item may fit on it).
        func windowStart(_ i: Int) -> Int { lineBefore(lineHolding: i, lines) }
        var c = 0
        while c < items.count {
            var reflow = Reflow(section: s, startLine: windowStart(items[c]))
            var lastChanged = items[c]
            c += 1
            var item = lineFirstItem[reflow.startLine] - base
            // Lines whose breaks all move (a grid whose items shift by one place) never
            // realign: past this many, laying out from the first change is cheaper.
            var budget = 64
            while true {
                budget -= 1
                if budget < 0 { return false }
                let (next, thickness) = flowLine(
                    lines, base: base, from: item, known: varying, count: count
                ) { _, cross in reflow.crossOrigins.append(cross) }
                reflow.lines.append((item, thickness))
                item = next
                while c < items.count, items[c] < item {
                    lastChanged = items[c]
                    c += 1
                    budget += 64
                }
                if item >= varying {
                    // The end of the lines sized one by one: with items after them, the last
                    // line might take some; at the section's end, as many lines as before.
                    guard varying == count,
                        reflow.startLine + reflow.lines.count == range.upperBound
                    else { return false }
                    break
                }
                guard item > lastChanged else { continue }
                let m = partition(range) { lineFirstItem[$0] >= base + item }
                guard m < range.upperBound, lineFirstItem[m] == base + item else { continue }
                // Realigned, unless the next change's window starts before here. Fewer lines than
                // before leave lines with no items (and no length or spacing) before line `m`.
                if c < items.count, windowStart(items[c]) < m { continue }
                let slots = m - reflow.startLine
                guard slots >= reflow.lines.count else { return false }
                while reflow.lines.count < slots { reflow.lines.append((item, 0)) }
                break
            }
            reflows.append(reflow)
        }
        return true
    }

    /// Writes re-flowed lines into the per-line and per-item arrays.
    private func commit(_ reflow: Reflow) {
        let lines = sections[reflow.section].items
        let base = lines.firstItem
        let firstItem = base + reflow.lines[0].first
        for (k, line) in reflow.lines.enumerated() {
            let index = reflow.startLine + k
            // A line with no items (its first item is the next line's) takes no spacing. (The
            // line after the window keeps its first item.)
            let next =
                k + 1 < reflow.lines.count
                ? base + reflow.lines[k + 1].first
                : index + 1 < lines.firstLine + lines.lineCount ? lineFirstItem[index + 1] : -1
            let isEmpty = next == base + line.first
            lineFirstItem[index] = base + line.first
            lineLengths[index] = line.thickness
            lineSums[reflow.section].set(
                index - lines.firstLine, isEmpty ? 0 : line.thickness + lines.lineSpacing)
        }
        for (k, cross) in reflow.crossOrigins.enumerated() {
            itemCrossOrigins[firstItem + k] = cross
        }
        itemsPlaced &+= reflow.crossOrigins.count
    }

    /// Places sections `s0...` again along the main axis, from where section `s0` starts, as
    /// the full layout does, with the lines they hold.
    ///
    /// - Complexity: O(1) per section.
    private func moveSections(from s0: Int) {
        var cursor = sections[s0].start
        for s in s0..<sections.count {
            let old = sections[s]
            var section = Section(
                start: cursor, itemCount: old.itemCount, headerLength: old.headerLength,
                insetBefore: old.items.insetBefore, items: old.items)
            let lines = section.items
            var itemsEnd: CGFloat
            if lines.isUniform {
                itemsEnd = uniformEnd(lines, section.itemsStart)
            } else {
                itemsEnd = varyingEnd(lines, section.itemsStart, s)
                if s < tails.count, let tail = tails[s] {
                    let start = lines.lineCount > 0 ? itemsEnd + lines.lineSpacing : itemsEnd
                    tails[s]!.start = start
                    itemsEnd = uniformEnd(tail.lines, start)
                }
            }
            section.close(
                itemsEnd: itemsEnd, insetAfter: lines.insetAfter, footerLength: old.footerLength)
            sections[s] = section
            cursor = section.end
        }
    }

    /// Where a `prepare()` after a self-sizing round resumes: in `section`, the first `items`
    /// items and `lines` lines stay.
    struct Resume {
        var section: Int
        var items: Int
        var lines: Int
    }

    /// The resume point after a self-sizing round, or `nil` for a full layout.
    private func resumePoint() -> Resume? {
        guard sizeChange.isResumable, !sizeChange.isEmpty, let host,
            host.layoutBounds.size == preparedBoundsSize,
            sizeChange.section < sections.count,
            host.layoutNumberOfSections() == sections.count
        else { return nil }
        let inset = host.layoutContentInset
        let extent = max(
            0,
            axis.cross(host.layoutBounds.size) - axis.crossBefore(inset) - axis.crossAfter(inset))
        let s0 = sizeChange.section
        let section = sections[s0]
        guard extent == crossExtent, host.layoutNumberOfItems(inSection: s0) == section.itemCount
        else { return nil }
        guard !section.items.isUniform, section.items.lineCount > 0 else {
            return Resume(section: s0, items: 0, lines: 0)
        }
        let lines = section.items
        let varying = varyingItemCount(section, s0)
        let first = min(sizeChange.item, varying)
        // The line before the line holding the first changed item (a smaller item may fit on
        // it), or the last line when the item is past the varying lines (it may take more).
        let kept =
            first < varying
            ? lineBefore(lineHolding: first, lines) - lines.firstLine : lines.lineCount - 1
        guard kept > 0 else {
            return Resume(section: s0, items: 0, lines: 0)
        }
        let last = lines.firstLine + kept - 1
        return Resume(section: s0, items: lineFirstItem[last + 1] - lines.firstItem, lines: kept)
    }

    /// How many entries the per-item and per-line arrays hold for the sections before `s`.
    private func arraysEnd(before s: Int) -> (items: Int, lines: Int) {
        var j = s - 1
        while j >= 0 {
            let lines = sections[j].items
            if !lines.isUniform {
                return (
                    lines.firstItem + varyingItemCount(sections[j], j),
                    lines.firstLine + lines.lineCount
                )
            }
            j -= 1
        }
        return (0, 0)
    }

    /// Lays out sections `s0...` from `cursor`; in section `resume.section` (`s0`), the lines
    /// `resume` names are kept.
    private func layOutSections(from s0: Int, cursor start: CGFloat, resume: Resume?) {
        guard let host else { return }
        let sectionCount = host.layoutNumberOfSections()
        precondition(sectionCount >= 0, "CollectionViewFlowLayout: \(sectionCount) sections")
        let delegate = host.askDelegateForMetrics(.flow, for: self)
        // With self-sizing, items take the size their cell gave, else the estimate. (Turning
        // self-sizing off invalidates, which drops the sizes cells gave.)
        // (Not `??` on the closures: it would wrap the delegate's in a thunk called per item.)
        let itemSizeFromDelegate: ((IndexPath) -> CGSize)?
        if asksCellsForPreferredAttributes {
            itemSizeFromDelegate = selfSizingItemSize(estimate: delegate.itemSize)
        } else {
            itemSizeFromDelegate = delegate.itemSize
        }
        let estimatesAreUniform = asksCellsForPreferredAttributes && delegate.itemSize == nil
        if delegate.itemSize != nil {
            var total = 0
            for s in 0..<sectionCount { total += max(0, host.layoutNumberOfItems(inSection: s)) }
            itemSizes.reserveCapacity(total)
            itemCrossOrigins.reserveCapacity(total)
        }
        sections.reserveCapacity(sectionCount)
        let own = ownSectionMetrics
        var clamps = ClampReport()
        var cursor = start
        for s in s0..<sectionCount {
            let count = host.layoutNumberOfItems(inSection: s)
            precondition(
                count >= 0, "CollectionViewFlowLayout: section \(s) has \(count) items")
            var metrics = delegate.section(s, own: own)
            if let usable = metrics.clamped() {
                clamps.note(
                    "CollectionViewFlowLayout: the metrics of section \(s) are \(metrics): shown "
                        + "as \(usable)", on: host)
                metrics = usable
            }
            let sectionInset = metrics.inset
            let header = metrics.headerReferenceSize
            let footer = metrics.footerReferenceSize
            var lines = Lines()
            lines.lineSpacing = metrics.minimumLineSpacing
            lines.interitemSpacing = metrics.minimumInteritemSpacing
            lines.crossStart = axis.crossBefore(sectionInset)
            lines.insetBefore = axis.mainBefore(sectionInset)
            lines.insetAfter = axis.mainAfter(sectionInset)
            lines.available = max(
                0, crossExtent - axis.crossBefore(sectionInset) - axis.crossAfter(sectionInset))
            var section = Section(
                start: cursor, itemCount: count, headerLength: axis.main(header),
                insetBefore: lines.insetBefore, items: lines)
            let itemsStart = section.itemsStart
            if lineSums.count <= s { lineSums.append(RunningSums()) }
            let itemsEnd =
                if let itemSizeFromDelegate {
                    if estimatesAreUniform {
                        layOutSelfSizingLines(
                            &section.items, count, itemsStart, s, itemSizeFromDelegate, &clamps,
                            resume: s == s0 ? resume : nil)
                    } else {
                        layOutVaryingLines(
                            &section.items, count, itemsStart, s, itemSizeFromDelegate, &clamps,
                            resume: s == s0 ? resume : nil)
                    }
                } else {
                    layOutUniformLines(&section.items, count, itemsStart, size: itemSize)
                }
            section.close(
                itemsEnd: itemsEnd, insetAfter: lines.insetAfter, footerLength: axis.main(footer))
            cursor = section.end
            sections.append(section)
        }
        sizeChange.isResumable = asksCellsForPreferredAttributes
    }

    /// An item's size with self-sizing on: the one its cell gave, else the estimate. Sizes
    /// given at another cross extent (the collection view was resized) are dropped first.
    @inline(never)
    private func selfSizingItemSize(estimate fromDelegate: ((IndexPath) -> CGSize)?)
        -> (IndexPath) -> CGSize
    {
        if preferredSizesCrossExtent != crossExtent {
            dropPreferredSizes()
            preferredSizesCrossExtent = crossExtent
        }
        let sizes = preferredSizes
        let placeholder = placeholderSize
        return { indexPath in
            let s = indexPath[0]
            let i = indexPath[1]
            if s < sizes.count, i < sizes[s].count, !sizes[s][i].width.isNaN {
                return sizes[s][i]
            }
            return fromDelegate?(indexPath) ?? placeholder
        }
    }

    /// Uniform sizes: how many fit on a line, and the pitch of full lines. Returns where the
    /// last line ends.
    private func layOutUniformLines(
        _ lines: inout Lines, _ count: Int, _ itemsStart: CGFloat, size: CGSize
    ) -> CGFloat {
        lines.isUniform = true
        lines.itemMain = axis.main(size)
        lines.itemCross = axis.cross(size)
        guard count > 0 else { return itemsStart }
        let w = lines.itemCross
        let s = lines.interitemSpacing
        // n items fit when n·w + (n − 1)·s ≤ available; a small tolerance absorbs rounding.
        var perLine = 1
        if w + s > 0 {
            perLine = Int(flooring: (lines.available + s) / (w + s) + 1e-9)
        }
        perLine = max(1, min(perLine, count))
        // A line that could hold more than `count` items is still only `count` long; that is the
        // last (and only) line, left-aligned.
        lines.perLine = perLine
        lines.lineCount = (count + perLine - 1) / perLine
        let leftover = max(0, lines.available - CGFloat(perLine) * w)
        if perLine == 1 {
            lines.fullStart = lines.crossStart + leftover / 2
            lines.fullPitch = 0
        } else {
            lines.fullStart = lines.crossStart
            lines.fullPitch = w + leftover / CGFloat(perLine - 1)
        }
        return uniformEnd(lines, itemsStart)
    }

    /// Where uniform `lines` starting at `itemsStart` end.
    @inline(__always)
    private func uniformEnd(_ lines: Lines, _ itemsStart: CGFloat) -> CGFloat {
        guard lines.lineCount > 0 else { return itemsStart }
        return itemsStart + CGFloat(lines.lineCount) * lines.itemMain
            + CGFloat(lines.lineCount - 1) * lines.lineSpacing
    }

    /// Sizes from the delegate: build lines greedily and store each item's size and cross
    /// origin. Returns where the last line ends.
    private func layOutVaryingLines(
        _ lines: inout Lines, _ count: Int, _ itemsStart: CGFloat, _ s: Int,
        _ itemSize: (IndexPath) -> CGSize, _ clamps: inout ClampReport, stopAfter limit: Int? = nil,
        known: Int? = nil, resume: Resume? = nil
    ) -> CGFloat {
        // Resuming, the first items and lines are in the arrays already.
        let keptItems = resume?.items ?? 0
        lines.isUniform = false
        lines.firstItem = itemSizes.count - keptItems
        lines.firstLine = lineLengths.count - (resume?.lines ?? 0)
        lines.lineCount = resume?.lines ?? 0
        var item = keptItems
        let known = max(known ?? count, keptItems)
        // Lines start while an item before `limit` is left (self-sizing stops after the line
        // of its last sized item).
        let limit = min(limit ?? count, count)
        itemsPlaced &+= known - keptItems
        for i in keptItems..<known {
            itemSizes.append(usableSize(itemSize(IndexPath(item: i, section: s)), s, i, &clamps))
            itemCrossOrigins.append(0)
        }
        let base = lines.firstItem
        while item < limit {
            let first = item
            let thickness: CGFloat
            (item, thickness) = flowLine(lines, base: base, from: first, known: known, count: count)
            { j, cross in itemCrossOrigins[base + j] = cross }
            lineFirstItem.append(base + first)
            lineLengths.append(thickness)
            lines.lineCount += 1
        }
        // The new lines' running sums, in one go (a block's sum once, not once per line).
        let sums = lineSums[s].count
        let spacing = lines.lineSpacing
        let firstLine = lines.firstLine
        lineSums[s].append(count: lines.lineCount - sums) { lineLengths[firstLine + $0] + spacing }
        varyingItemsLaidOut = item
        // Sizes read ahead for a line that ended earlier belong to the tail.
        if known > item { itemSizes.removeLast(known - item) }
        if known > item { itemCrossOrigins.removeLast(known - item) }
        return varyingEnd(lines, itemsStart, s)
    }

    /// `size` if item `i` of section `s` may have it, else the clamped size, noted for the
    /// window.
    private func usableSize(_ size: CGSize, _ s: Int, _ i: Int, _ clamps: inout ClampReport)
        -> CGSize
    {
        if isUsableSize(size) { return size }
        // Data, not a programming error: shown clamped, and the window is told.
        let usable = clampedSize(size)
        clamps.note(
            "CollectionViewFlowLayout: the size of item [\(s) \(i)] is "
                + "\(formatted(size)): shown as \(formatted(usable))", on: host)
        return usable
    }

    /// One line of `lines` from item `first` (items indexed from `base` in the per-item arrays,
    /// of which the first `known` have sizes; the section has `count` items): takes items while
    /// the next one fits (F1), then gives each its cross origin through `place` (item, origin):
    /// a full line spreads its leftover, a lone item is centred, the last line is left-aligned
    /// (F2, F4). Returns the item after the line and the line's thickness (F3).
    @inline(__always)
    private func flowLine(
        _ lines: Lines, base: Int, from first: Int, known: Int, count: Int,
        place: (Int, CGFloat) -> Void
    ) -> (end: Int, thickness: CGFloat) {
        let available = lines.available
        let spacing = lines.interitemSpacing
        var item = first
        var used = axis.cross(itemSizes[base + item])
        var thickness = axis.main(itemSizes[base + item])
        item += 1
        while item < known {
            let next = axis.cross(itemSizes[base + item])
            if used + spacing + next > available + 1e-9 { break }
            used += spacing + next
            thickness = max(thickness, axis.main(itemSizes[base + item]))
            item += 1
        }
        let lineCount = item - first
        let isLast = item == count
        var cross = lines.crossStart
        var gap = spacing
        if !isLast {
            let leftover = max(0, available - (used - CGFloat(lineCount - 1) * spacing))
            if lineCount == 1 {
                cross += leftover / 2
            } else {
                gap = leftover / CGFloat(lineCount - 1)
            }
        }
        for j in first..<item {
            place(j, cross)
            cross += axis.cross(itemSizes[base + j]) + gap
        }
        return (item, thickness)
    }

    /// Where line `line` (an index into the per-line arrays) of section `s`, whose items
    /// start at `itemsStart` and whose lines are `lines`, starts.
    @inline(__always)
    private func lineOrigin(_ lines: Lines, _ itemsStart: CGFloat, _ s: Int, _ line: Int)
        -> CGFloat
    {
        itemsStart + lineSums[s].sum(before: line - lines.firstLine)
    }

    /// Where the last of `lines` (section `s`'s lines sized one by one) ends: `itemsStart`
    /// when there are none.
    private func varyingEnd(_ lines: Lines, _ itemsStart: CGFloat, _ s: Int) -> CGFloat {
        guard lines.lineCount > 0 else { return itemsStart }
        let last = lines.firstLine + lines.lineCount - 1
        return lineOrigin(lines, itemsStart, s, last) + lineLengths[last]
    }

    /// Self-sizing with the estimate for items not sized yet: the items up to the line of the
    /// last sized one are laid out one by one, the rest as uniform lines of the estimate, so
    /// that scrolling down a long feed prepares in O(items seen), not O(*n*). The result is
    /// the one ``layOutVaryingLines`` gives for all the items: identical items fill lines as
    /// the uniform arithmetic does.
    @inline(never)
    private func layOutSelfSizingLines(
        _ lines: inout Lines, _ count: Int, _ itemsStart: CGFloat, _ s: Int,
        _ itemSize: (IndexPath) -> CGSize, _ clamps: inout ClampReport, resume: Resume?
    ) -> CGFloat {
        let estimate = placeholderSize
        let last = s < lastSizedItems.count ? lastSizedItems[s] : -1
        let estimateCross = axis.cross(estimate)
        guard last >= 0, estimateCross > 0 else {
            if last < 0 {
                return layOutUniformLines(&lines, count, itemsStart, size: estimate)
            }
            return layOutVaryingLines(
                &lines, count, itemsStart, s, itemSize, &clamps, resume: resume)
        }
        // The line of the last sized item may take estimate items after it: read enough.
        let spacing = lines.interitemSpacing
        let perLine = Int(
            flooring: min(
                (lines.available + spacing) / (estimateCross + spacing) + 1, CGFloat(count)))
        let known = min(count, last + 1 + max(1, perLine))
        let end = layOutVaryingLines(
            &lines, count, itemsStart, s, itemSize, &clamps, stopAfter: last + 1, known: known,
            resume: resume)
        let first = varyingItemsLaidOut
        guard first < count else { return end }
        var tail = lines
        tail.lineCount = 0
        let start = lines.lineCount > 0 ? end + lines.lineSpacing : end
        let tailEnd = layOutUniformLines(&tail, count - first, start, size: estimate)
        lines.isUniform = false
        if tails.count <= s {
            tails.append(contentsOf: repeatElement(nil, count: s + 1 - tails.count))
        }
        tails[s] = Tail(lines: tail, start: start, firstItem: first, itemCount: count - first)
        return tailEnd
    }

    // MARK: - Queries

    /// The content's size: the sections stacked along the scrolling axis, as wide (vertical) or
    /// as tall (horizontal) as the collection view minus its content inset (F8).
    open override var collectionViewContentSize: CGSize {
        let contentLength = sections.last?.end ?? 0
        return axis.isVertical
            ? CGSize(width: crossExtent, height: contentLength)
            : CGSize(width: contentLength, height: crossExtent)
    }

    /// Where headers and footers go now (pinned ones follow the visible bounds).
    private var supplementaryGeometry: SectionGeometry {
        SectionGeometry(
            axis: axis, crossExtent: crossExtent, pins: sectionHeadersPinToVisibleBounds,
            pinsFooters: sectionFootersPinToVisibleBounds, host: host)
    }

    /// Headers, items and footers whose frames overlap `rect`, section by section, in index
    /// order.
    ///
    /// - Complexity: O(log *n* + *k*): a binary search finds the first section and line.
    open override func layoutAttributesForElements(in rect: CGRect)
        -> [CollectionViewLayoutAttributes]?
    {
        guard !sections.isEmpty, !rect.isNull else { return [] }
        let (low, high, crossLow, crossHigh) = axis.ranges(rect)
        return supplementaryGeometry.elements(in: sections, low: low, high: high) {
            section, s, result in
            if section.items.isUniform {
                // Items of zero length meet no rect (an empty `CGRect` intersects nothing):
                // collapsed items never become cells.
                if section.items.itemMain > 0 && section.items.itemCross > 0 {
                    appendUniform(
                        section.items, section.itemsStart, 0, section.itemCount, s, low, high,
                        crossLow, crossHigh, &result)
                }
            } else {
                appendVarying(section, s, low, high, crossLow, crossHigh, &result)
                if s < tails.count, let tail = tails[s], tail.lines.itemMain > 0,
                    tail.lines.itemCross > 0
                {
                    appendUniform(
                        tail.lines, tail.start, tail.firstItem, tail.itemCount, s, low, high,
                        crossLow, crossHigh, &result)
                }
            }
        }
    }

    /// Items `firstItem..<firstItem + itemCount` of section `s`, on uniform `lines` from
    /// `itemsStart`, that meet the rect.
    private func appendUniform(
        _ lines: Lines, _ itemsStart: CGFloat, _ firstItem: Int, _ itemCount: Int, _ s: Int,
        _ low: CGFloat, _ high: CGFloat, _ crossLow: CGFloat, _ crossHigh: CGFloat,
        _ result: inout [CollectionViewLayoutAttributes]
    ) {
        let pitch = lines.itemMain + lines.lineSpacing
        var line = 0
        if pitch > 0 {
            line = max(
                0, Int(flooring: (low - itemsStart - lines.itemMain) / pitch))
        }
        while line < lines.lineCount {
            let main = itemsStart + CGFloat(line) * pitch
            if main >= high { break }
            if overlaps(main, lines.itemMain, low, high) {
                let first = line * lines.perLine
                let count = min(lines.perLine, itemCount - first)
                let (start, linePitch) = lineGeometry(lines, line: line)
                // The items on the line whose cross extent overlaps the rect.
                var from = 0
                var to = count
                if linePitch > 0 {
                    from = max(
                        0, Int(flooring: (crossLow - start - lines.itemCross) / linePitch))
                    to = min(count, Int(flooring: (crossHigh - start) / linePitch) + 1)
                }
                var j = from
                while j < to {
                    let cross = start + CGFloat(j) * linePitch
                    if overlaps(cross, lines.itemCross, crossLow, crossHigh) {
                        let attributes = CollectionViewLayoutAttributes(
                            forCellWith: IndexPath(item: firstItem + first + j, section: s))
                        attributes.frame = axis.rect(
                            main: main, cross: cross, mainSize: lines.itemMain,
                            crossSize: lines.itemCross)
                        result.append(attributes)
                    }
                    j += 1
                }
            }
            if pitch <= 0 && main + lines.itemMain <= low { break }
            line += 1
        }
    }

    /// The cross origin of a line's first item and the distance between item origins.
    @inline(__always)
    private func lineGeometry(_ lines: Lines, line: Int) -> (CGFloat, CGFloat) {
        if line == lines.lineCount - 1 {
            return (lines.crossStart, lines.itemCross + lines.interitemSpacing)
        }
        return (lines.fullStart, lines.fullPitch)
    }

    private func appendVarying(
        _ section: Section, _ s: Int, _ low: CGFloat, _ high: CGFloat, _ crossLow: CGFloat,
        _ crossHigh: CGFloat, _ result: inout [CollectionViewLayoutAttributes]
    ) {
        let firstItem = section.items.firstItem
        let lines = section.items.firstLine..<(section.items.firstLine + section.items.lineCount)
        let sums = lineSums[s]
        let itemsStart = section.itemsStart
        // The line starting at or above `low` may reach below it; one line earlier, for the
        // rounding of `itemsStart +`.
        var local = max(0, sums.lastIndex(summingAtMost: low - itemsStart) - 1)
        var before = sums.sum(before: local)
        while local < section.items.lineCount {
            let line = lines.lowerBound + local
            let origin = itemsStart + before
            if origin >= high { break }
            countTreeOperation { $0.rowsExamined &+= 1 }
            if lineLengths[line] == 0 {
                // A run of zero-length lines (collapsed items, no line spacing) shows nothing:
                // jump to its last line, the only one of them that can have a length, in
                // O(log n) rather than one step per line.
                local = max(local + 1, sums.lastIndex(summingAtMost: before))
                if local < section.items.lineCount { before = sums.sum(before: local) }
                continue
            }
            let end =
                line + 1 < lines.upperBound
                ? lineFirstItem[line + 1] : firstItem + varyingItemCount(section, s)
            for index in lineFirstItem[line]..<end {
                let size = itemSizes[index]
                let cross = itemCrossOrigins[index]
                let length = axis.main(size)
                let main = origin + (lineLengths[line] - length) / 2
                if length > 0, axis.cross(size) > 0,
                    overlaps(cross, axis.cross(size), crossLow, crossHigh),
                    overlaps(main, length, low, high)
                {
                    let attributes = CollectionViewLayoutAttributes(
                        forCellWith: IndexPath(item: index - firstItem, section: s))
                    attributes.frame = axis.rect(
                        main: main, cross: cross, mainSize: length, crossSize: axis.cross(size))
                    result.append(attributes)
                }
            }
            before = sums.sum(after: local, before: before)
            local += 1
        }
    }

    /// The attributes of the item at `indexPath`, or `nil` if there is no such item (F9).
    ///
    /// - Complexity: O(1) for uniform sizes, O(log *lines*) otherwise.
    open override func layoutAttributesForItem(at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        guard indexPath.count == 2, let frame = itemFrame(section: indexPath[0], item: indexPath[1])
        else { return nil }
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        return attributes
    }

    /// The frame of an item, or `nil` out of range.
    private func itemFrame(section s: Int, item: Int) -> CGRect? {
        guard sections.indices.contains(s), item >= 0, item < sections[s].itemCount else {
            return nil
        }
        let section = sections[s]
        let lines = section.items
        if lines.isUniform {
            return uniformFrame(lines, section.itemsStart, item)
        }
        if s < tails.count, let tail = tails[s], item >= tail.firstItem {
            return uniformFrame(tail.lines, tail.start, item - tail.firstItem)
        }
        let index = lines.firstItem + item
        let range = lines.firstLine..<(lines.firstLine + lines.lineCount)
        let line = partition(range) { lineFirstItem[$0] > index } - 1
        let size = itemSizes[index]
        let length = axis.main(size)
        return axis.rect(
            main: lineOrigin(lines, section.itemsStart, s, line) + (lineLengths[line] - length) / 2,
            cross: itemCrossOrigins[index], mainSize: length, crossSize: axis.cross(size))
    }

    /// The frame of the `item`th item of uniform `lines` starting at `itemsStart`.
    @inline(__always)
    private func uniformFrame(_ lines: Lines, _ itemsStart: CGFloat, _ item: Int) -> CGRect {
        let line = item / lines.perLine
        let (start, pitch) = lineGeometry(lines, line: line)
        return axis.rect(
            main: itemsStart + CGFloat(line) * (lines.itemMain + lines.lineSpacing),
            cross: start + CGFloat(item - line * lines.perLine) * pitch,
            mainSize: lines.itemMain, crossSize: lines.itemCross)
    }

    /// The header or footer of section `indexPath.section`, or `nil` if it has none.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        supplementaryGeometry.supplementary(ofKind: elementKind, at: indexPath, in: sections)
    }

    // MARK: - Self-sizing

    /// ``CollectionViewFlowLayoutInvalidationContext``, as in UIKit.
    open override class var invalidationContextClass: AnyClass {
        CollectionViewFlowLayoutInvalidationContext.self
    }

    /// Marks the layout stale (UIKit F10: repeated calls coalesce). A context that
    /// invalidates everything (``CollectionViewLayout/invalidateLayout()``, a reload) or
    /// comes from a change of the collection view's size drops the sizes cells gave; in a
    /// batch update of the collection view the sizes move with their items instead (those of
    /// deleted and reloaded items are dropped). Overrides must call super.
    ///
    /// HeadlessKit recomputes the whole layout at the next ``prepare()`` for any context,
    /// whatever its ``CollectionViewFlowLayoutInvalidationContext`` flags and index paths say.
    open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        if let map = updateItemMap {
            updateItemMap = nil
            movePreferredSizes(map)
        } else if context.invalidateEverything || context.dropsPreferredSizes {
            dropPreferredSizes()
        }
        sizeChange.isResumable = false
        super.invalidateLayout(with: context)
    }

    /// Moves the sizes cells gave to their items' places after an update.
    ///
    /// - Complexity: O(*n* + *k*) in the items of the sections with sizes and the changes.
    private func movePreferredSizes(_ map: ItemMap) {
        guard !preferredSizes.isEmpty else { return }
        let unsized = CGSize(width: CGFloat.nan, height: 0)
        var sizes: [[CGSize]] = Array(repeating: [], count: map.newCounts.count)
        var last = Array(repeating: -1, count: map.newCounts.count)
        for s in preferredSizes.indices where s < map.oldCounts.count {
            let old = preferredSizes[s]
            guard old.count == map.oldCounts[s] else { continue }
            map.forEachItemKeepingSize(inSection: s) { i, path in
                guard !old[i].width.isNaN else { return }
                let (t, j) = (path[0], path[1])
                if sizes[t].isEmpty {
                    sizes[t] = Array(repeating: unsized, count: map.newCounts[t])
                }
                sizes[t][j] = old[i]
                last[t] = max(last[t], j)
            }
        }
        preferredSizes = sizes
        lastSizedItems = last
    }

    private func dropPreferredSizes() {
        if !preferredSizes.isEmpty {
            preferredSizes = []
            lastSizedItems = []
        }
    }

    /// `true` when self-sizing is on and the preferred size differs from the original one
    /// (UIKit's `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`).
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        asksCellsForPreferredAttributes && preferredAttributes.size != originalAttributes.size
    }

    package override func needsPreferredAttributes(at indexPath: IndexPath) -> Bool {
        guard asksCellsForPreferredAttributes, indexPath.count == 2 else { return false }
        let s = indexPath[0]
        let i = indexPath[1]
        guard s < preferredSizes.count, i < preferredSizes[s].count else { return true }
        return preferredSizes[s][i].width.isNaN
    }

    package override func recordPreferredSize(_ size: CGSize, at indexPath: IndexPath) -> Bool {
        guard asksCellsForPreferredAttributes, indexPath.count == 2,
            let frame = itemFrame(section: indexPath[0], item: indexPath[1])
        else { return false }
        let s = indexPath[0]
        let i = indexPath[1]
        if preferredSizes.count <= s {
            preferredSizes.append(
                contentsOf: repeatElement([], count: s + 1 - preferredSizes.count))
            lastSizedItems.append(
                contentsOf: repeatElement(-1, count: s + 1 - lastSizedItems.count))
        }
        if preferredSizes[s].count != sections[s].itemCount {
            // Sizes kept for another item count are dropped: the items they placed must be
            // laid out again, not only the ones sized now.
            if !preferredSizes[s].isEmpty { sizeChange.loseItems() }
            preferredSizes[s] = Array(
                repeating: CGSize(width: CGFloat.nan, height: 0), count: sections[s].itemCount)
            lastSizedItems[s] = -1
            sizeChange.note(section: s, item: 0)
        }
        let changed = frame.size != size
        if changed || preferredSizes[s][i] != size { sizeChange.note(section: s, item: i) }
        preferredSizes[s][i] = size
        lastSizedItems[s] = max(lastSizedItems[s], i)
        preferredSizesCrossExtent = crossExtent
        return changed
    }

    /// `true` when the size changes (lines may hold a different number of items); scrolling
    /// alone never invalidates, pinned headers included (F10 model).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedBoundsSize
    }

    /// A ``CollectionViewFlowLayoutInvalidationContext`` with both flags set; when the size
    /// changes it also drops the sizes cells gave.
    open override func invalidationContext(forBoundsChange newBounds: CGRect)
        -> CollectionViewLayoutInvalidationContext
    {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        context.dropsPreferredSizes = newBounds.size != preparedBoundsSize
        return context
    }

    package override var storageBytes: Int {
        itemSizes.capacity * MemoryLayout<CGSize>.stride
            + itemCrossOrigins.capacity * MemoryLayout<CGFloat>.stride
            + lineFirstItem.capacity * MemoryLayout<Int>.stride
            + lineLengths.capacity * MemoryLayout<CGFloat>.stride
            + lineSums.reduce(0) { $0 + $1.storageBytes }
            + sections.capacity * MemoryLayout<Section>.stride
            + preferredSizes.reduce(0) { $0 + $1.capacity * MemoryLayout<CGSize>.stride }
    }
}

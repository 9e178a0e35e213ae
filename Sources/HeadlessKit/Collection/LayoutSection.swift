import Foundation

/// One section of a flow or list layout, along the scrolling (*main*) axis:
///
///     start      itemsStart                           itemsEnd            end
///     | header | inset |  items (a flow's lines, a list's rows)  | inset | footer |
///                                                                footerStart
///
/// `Items` is how the layout arranges the items between `itemsStart` and `itemsEnd`; what
/// needs only the main axis (which sections a rect meets, where a header goes, pinned or not,
/// and a footer) is written once, here.
struct LayoutSection<Items> {
    var itemCount: Int
    /// Where the header starts (the end of the section before).
    var start: CGFloat
    /// The header's length along the main axis; 0 means none.
    var headerLength: CGFloat
    /// Where the first item starts: after the header and the leading inset.
    var itemsStart: CGFloat
    /// Where the last item ends.
    var itemsEnd: CGFloat
    /// The footer's length along the main axis; 0 means none.
    var footerLength: CGFloat = 0
    /// Where the footer ends.
    var end: CGFloat
    /// The layout's arrangement of the items.
    var items: Items

    /// A section starting at `start`, whose items start after the header and `insetBefore`;
    /// it ends there until ``close(itemsEnd:insetAfter:footerLength:)``.
    init(
        start: CGFloat, itemCount: Int, headerLength: CGFloat, insetBefore: CGFloat, items: Items
    ) {
        self.itemCount = itemCount
        self.start = start
        self.headerLength = headerLength
        itemsStart = start + headerLength + insetBefore
        itemsEnd = itemsStart
        end = itemsStart
        self.items = items
    }

    /// Ends the section after its items, the trailing inset and the footer.
    mutating func close(itemsEnd: CGFloat, insetAfter: CGFloat, footerLength: CGFloat) {
        self.itemsEnd = itemsEnd
        self.footerLength = footerLength
        end = itemsEnd + insetAfter + footerLength
    }

    var footerStart: CGFloat { end - footerLength }

    /// Whether the section's items may meet `low..<high` along the main axis.
    @inline(__always)
    func itemsMayOverlap(_ low: CGFloat, _ high: CGFloat) -> Bool {
        itemCount > 0 && itemsEnd > low && itemsStart < high
    }
}

/// Where headers and footers go: the frame of the content across the main axis, and the
/// visible edges pinned headers and footers stick to.
@MainActor
struct SectionGeometry {
    let axis: FlowAxis
    /// The extent of headers and footers across the main axis (a vertical layout's width:
    /// the content's, less any inset of the sections' sides).
    let crossExtent: CGFloat
    /// Where headers and footers start across the main axis (0 unless the sections' sides are
    /// inset, as an inset-grouped table's are).
    let crossStart: CGFloat
    /// Where pinned headers stop (the visible bounds' leading edge inside the content inset),
    /// or `nil` when headers do not pin.
    let pinnedStart: CGFloat?
    /// Where pinned footers stop (the visible bounds' trailing edge inside the content inset),
    /// or `nil` when footers do not pin.
    let pinnedEnd: CGFloat?

    /// How many sections ``elements(in:low:high:appendItems:)`` has looked at, over all
    /// layouts: a counter for tests (pinning costs the sections on screen, not all of them).
    package static var sectionsVisited = 0

    /// The geometry for `host` now; `pins` is the layout's `sectionHeadersPinToVisibleBounds`,
    /// `pinsFooters` its `sectionFootersPinToVisibleBounds`.
    init(
        axis: FlowAxis, crossStart: CGFloat = 0, crossExtent: CGFloat, pins: Bool,
        pinsFooters: Bool = false, host: (any CollectionLayoutHost)?
    ) {
        self.axis = axis
        self.crossStart = crossStart
        self.crossExtent = crossExtent
        if pins, let host {
            pinnedStart =
                axis.mainOrigin(host.layoutBounds) + axis.mainBefore(host.layoutContentInset)
        } else {
            pinnedStart = nil
        }
        if pinsFooters, let host {
            let bounds = host.layoutBounds
            pinnedEnd =
                axis.mainOrigin(bounds) + axis.main(bounds.size)
                - axis.mainAfter(host.layoutContentInset)
        } else {
            pinnedEnd = nil
        }
    }

    /// The header of section `s`: at its start, or stuck to the visible edge when pinned but
    /// never out of its section (the footer, or the end of the items, pushes it out).
    func header<Items>(_ section: LayoutSection<Items>, _ s: Int)
        -> CollectionViewLayoutAttributes
    {
        let attributes = CollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: CollectionViewLayout.elementKindSectionHeader,
            with: IndexPath(item: 0, section: s))
        var main = section.start
        if let pinnedStart {
            main = max(section.start, min(pinnedStart, section.footerStart - section.headerLength))
            attributes.zIndex = 10
            attributes.isPinned = main > section.start
        }
        attributes.frame = axis.rect(
            main: main, cross: crossStart, mainSize: section.headerLength, crossSize: crossExtent)
        return attributes
    }

    /// The footer of section `s`: at the section's end, or stuck to the visible trailing edge
    /// when pinned but never out of its section (the header, or the start of the items, pushes
    /// it out).
    func footer<Items>(_ section: LayoutSection<Items>, _ s: Int)
        -> CollectionViewLayoutAttributes
    {
        let attributes = CollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: CollectionViewLayout.elementKindSectionFooter,
            with: IndexPath(item: 0, section: s))
        var main = section.footerStart
        if let pinnedEnd {
            main = min(
                section.footerStart,
                max(pinnedEnd - section.footerLength, section.start + section.headerLength))
            attributes.zIndex = 10
            attributes.isPinned = main < section.footerStart
        }
        attributes.frame = axis.rect(
            main: main, cross: crossStart, mainSize: section.footerLength, crossSize: crossExtent)
        return attributes
    }

    /// The header or footer of section `indexPath[0]`, or `nil` if it has none.
    func supplementary<Items>(
        ofKind kind: String, at indexPath: IndexPath, in sections: [LayoutSection<Items>]
    ) -> CollectionViewLayoutAttributes? {
        guard indexPath.count >= 1, sections.indices.contains(indexPath[0]) else { return nil }
        let s = indexPath[0]
        let section = sections[s]
        switch kind {
        case CollectionViewLayout.elementKindSectionHeader where section.headerLength > 0:
            return header(section, s)
        case CollectionViewLayout.elementKindSectionFooter where section.footerLength > 0:
            return footer(section, s)
        default:
            return nil
        }
    }

    /// Headers, items and footers of the sections that meet `low..<high` along the main axis,
    /// in index order; `appendItems` adds a section's items.
    ///
    /// - Complexity: O(log *sections*) to find the first section, then O(1) per section met
    ///   besides what `appendItems` does.
    @inline(__always)
    func elements<Items>(
        in sections: [LayoutSection<Items>], low: CGFloat, high: CGFloat,
        appendItems: (LayoutSection<Items>, Int, inout [CollectionViewLayoutAttributes]) -> Void
    ) -> [CollectionViewLayoutAttributes] {
        var result: [CollectionViewLayoutAttributes] = []
        var s = partition(0..<sections.count) { sections[$0].end > low }
        while s < sections.count, sections[s].start < high {
            Self.sectionsVisited &+= 1
            let section = sections[s]
            if section.headerLength > 0 {
                let header = header(section, s)
                if overlaps(axis.mainOrigin(header.frame), section.headerLength, low, high) {
                    result.append(header)
                }
            }
            if section.itemsMayOverlap(low, high) {
                appendItems(section, s, &result)
            }
            if section.footerLength > 0 {
                let footer = footer(section, s)
                if overlaps(axis.mainOrigin(footer.frame), section.footerLength, low, high) {
                    result.append(footer)
                }
            }
            s += 1
        }
        return result
    }
}

/// The items whose self-sized sizes changed since a self-sizing layout last prepared, and the
/// first of them: its next `prepare()` applies them one by one where it can, else keeps
/// everything before the first and lays out again from there, so that a sizing round costs
/// the items sized in it (the cells that came on screen), not every item sized so far.
struct FirstSizeChange {
    private(set) var section = Int.max
    private(set) var item = Int.max
    /// The items noted, in the order noted; `nil` once there are more than `itemLimit` or
    /// after ``loseItems()``.
    private(set) var items: [(section: Int, item: Int)]? = []
    /// Whether the kept layout may be resumed from: set by a completed `prepare()` of a
    /// self-sizing layout with estimated items, cleared by an invalidation.
    var isResumable = false

    /// The most items a round applies one by one: past this many, a layout from the first
    /// costs no more.
    static let itemLimit = 1 << 14

    /// Whether no size changed.
    var isEmpty: Bool { section == Int.max }

    /// Notes that the size of item `item` of `section` changed.
    mutating func note(section s: Int, item i: Int) {
        if s < section || (s == section && i < item) {
            section = s
            item = i
        }
        if items != nil {
            if items!.count < Self.itemLimit {
                items!.append((s, i))
            } else {
                items = nil
            }
        }
    }

    /// Forgets which items changed (keeping the first): the round cannot be applied item by
    /// item.
    mutating func loseItems() { items = nil }

    /// The items noted, sorted, if they are known.
    var sortedItems: [(section: Int, item: Int)]? {
        items?.sorted { ($0.section, $0.item) < ($1.section, $1.item) }
    }

    /// Forgets the changes (after a prepare).
    mutating func reset() {
        section = Int.max
        item = Int.max
        items = []
    }
}

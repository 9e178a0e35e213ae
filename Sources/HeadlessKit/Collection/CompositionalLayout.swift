import Foundation

extension CollectionView {
    /// Which way a layout scrolls, UIKit's `UICollectionView.ScrollDirection`.
    public typealias ScrollDirection = CollectionViewFlowLayout.ScrollDirection
}

/// UIKit's `UICollectionViewCompositionalLayoutSectionProvider`: the section for a section
/// index, given where it goes. `nil` shows the section's items nowhere (a diagnostic says so).
public typealias CollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// What a compositional layout does besides its sections, like UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`. The layout keeps a copy.
@MainActor
public final class CollectionViewCompositionalLayoutConfiguration {
    /// Which way the sections are stacked and the content scrolls. `.vertical` by default.
    public var scrollDirection: CollectionView.ScrollDirection = .vertical
    /// The space between consecutive sections. 0 by default.
    public var interSectionSpacing: CGFloat = 0

    /// Makes a configuration with UIKit's defaults.
    public init() {}

    func copy() -> CollectionViewCompositionalLayoutConfiguration {
        let copy = CollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        return copy
    }
}

/// A layout made of sections of repeated groups of items, like UIKit's
/// `UICollectionViewCompositionalLayout`.
///
///     let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
///         widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
///     let group = NSCollectionLayoutGroup.horizontal(
///         layoutSize: NSCollectionLayoutSize(
///             widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
///         subitems: [item])
///     let layout = CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
///
///     width 390:  [0][1][2][3][4]   each 78 × 78
///                 [5][6] ...
///
/// Sections are stacked along the scrolling axis, ``CollectionViewCompositionalLayoutConfiguration/interSectionSpacing``
/// apart: each is its leading boundary items (headers), its top content inset, its groups
/// (`interGroupSpacing` apart), its bottom inset and its trailing boundary items (footers).
/// The section provider is asked for each section at every full ``prepare()`` (after
/// ``invalidateLayout()``), with the container: the collection view's size, less the content
/// inset across the scrolling axis. The layout keeps a copy of the values of the groups and
/// items it is given, as UIKit's keeps a copy of its sections: change them, then invalidate.
///
/// A section whose `orthogonalScrollingBehavior` is not `.none` is one row of groups across
/// the scrolling axis, in a scroll view of its own that the collection view keeps; its
/// `visibleItemsInvalidationHandler` runs when that row scrolls. A section's
/// `decorationItems` (backgrounds) are placed behind its cells (see
/// CompositionalLayout+Orthogonal.swift).
///
/// Not supported (listed in docs/Porting.md): custom groups, `edgeSpacing`, global boundary
/// items of the configuration, self-sizing supplementary views, self-sizing items in
/// orthogonal sections, visible-items handlers of sections that are not orthogonal and
/// right-to-left layout.
///
/// - Complexity: a full ``prepare()`` is O(*sections*) for a layout made with one section
///   (its group is laid out once) and O(*sections* × *places per group*) with a provider; a
///   section's groups are all alike, so nothing is stored per item. With estimated
///   dimensions, the groups up to the last one a cell sized are laid out one by one (32 bytes
///   per item, 16 per group) and the rest are alike: O(*sections* + items sized). After a
///   self-sizing round, ``prepare()`` keeps what comes before the first item whose size
///   changed and lays out the rest of its section and the sections after it, without asking
///   the provider. ``layoutAttributesForElements(in:)`` is O(log *n* + *k*) for *k* items met
///   (and the places of the groups met).
@MainActor
open class CollectionViewCompositionalLayout: CollectionViewLayout {
    /// `true`, as in UIKit: right to left, the collection view mirrors the frames (items run
    /// from the right).
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    private let sectionProvider: CollectionViewCompositionalLayoutSectionProvider
    /// Made with one section for all: no user code runs between sections, so one template
    /// serves every section (a provider may change shared items from one section to the
    /// next, so its sections are laid out one by one).
    private var sharesOneSection = false
    private var ownConfiguration: CollectionViewCompositionalLayoutConfiguration

    /// What the layout does besides its sections. Reading gives a copy; setting one
    /// invalidates the layout.
    public var configuration: CollectionViewCompositionalLayoutConfiguration {
        get { ownConfiguration.copy() }
        set {
            ownConfiguration = newValue.copy()
            invalidateLayout()
        }
    }

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: CollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with `configuration`.
    public convenience init(
        section: NSCollectionLayoutSection,
        configuration: CollectionViewCompositionalLayoutConfiguration
    ) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
        sharesOneSection = true
    }

    /// A layout that asks `sectionProvider` for each section.
    public convenience init(
        sectionProvider: @escaping CollectionViewCompositionalLayoutSectionProvider
    ) {
        self.init(
            sectionProvider: sectionProvider,
            configuration: CollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout that asks `sectionProvider` for each section, with `configuration`.
    public init(
        sectionProvider: @escaping CollectionViewCompositionalLayoutSectionProvider,
        configuration: CollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        ownConfiguration = configuration.copy()
        super.init()
    }

    // MARK: - Prepared state

    /// A section's group laid out once at the estimates: every group of the section but the
    /// self-sized ones is this one, moved.
    struct Template {
        /// The group object (to recognise it) and the copy of its values laid out.
        let group: NSCollectionLayoutGroup
        let root: LayoutNode
        /// The section content the group resolves against.
        let container: CGSize
        let size: CGSize
        /// Per place, its frame relative to the group's origin.
        let frames: [CGRect]
        /// Per place: bit 0, width estimated; bit 1, height estimated.
        let estimated: [UInt8]
        /// Per group node, how many subitems it placed (replayed for self-sized groups).
        let childCounts: [Int]
        let hasEstimates: Bool
        /// The places' supplementary items (badges): frames relative to the group's origin,
        /// kinds and z-indexes, place by place; place *p*'s are
        /// `badgeStarts[p]..<badgeStarts[p + 1]` (empty when there are none).
        let badgeFrames: [CGRect]
        let badges: [(kind: String, zIndex: Int)]
        let badgeStarts: [Int]

        /// The range of place `leaf`'s badges.
        @inline(__always)
        func badgeRange(_ leaf: Int) -> Range<Int> {
            badgeStarts.isEmpty ? 0..<0 : badgeStarts[leaf]..<badgeStarts[leaf + 1]
        }

        /// The attributes of badge `b` of item `item` in section `section`, placed at `frame`
        /// (the badge's kind and z-index come from the template).
        @MainActor
        func badgeAttributes(
            _ b: Int, item: Int, section: Int, frame: CGRect
        ) -> CollectionViewLayoutAttributes {
            let attributes = CollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: badges[b].kind,
                with: IndexPath(item: item, section: section))
            attributes.frame = frame
            attributes.zIndex = badges[b].zIndex
            return attributes
        }
    }

    /// How a section's items sit: groups of `perGroup` places, `groupLength` long along the
    /// scrolling axis and `spacing` apart; the first `explicitCount` laid out one by one
    /// (self-sized: starts, ends and item frames in the arrays), the rest alike from
    /// `tailStart`.
    struct Groups {
        /// Index into `templates`; -1 when the provider gave no section.
        var template = -1
        var perGroup = 0
        var groupLength: CGFloat = 0
        var spacing: CGFloat = 0
        var crossOrigin: CGFloat = 0
        var explicitCount = 0
        var firstGroup = 0
        var firstFrame = 0
        /// Where the self-sized groups' badges start in `explicitBadgeFrames`.
        var firstBadgeFrame = 0
        var tailStart: CGFloat = 0
        /// How far items reach before their group's start and past its end.
        var reachBefore: CGFloat = 0
        var reachAfter: CGFloat = 0
        var firstSupplementary = 0
        /// How many of the section's boundary items go before its content, then after it.
        var leadingCount = 0
        var trailingCount = 0
        /// Index into `extras` (decoration items, orthogonal scrolling); -1 when the section
        /// has none, as most have.
        var extra = -1
    }

    /// A boundary supplementary item, placed (before pinning).
    struct Supplementary {
        let kind: String
        let frame: CGRect
        let pins: Bool
        let zIndex: Int
        /// Where its section's block of leading items starts and how long it is (pinned
        /// items move with the block).
        let blockStart: CGFloat
        let blockLength: CGFloat
        /// Whether it goes before the section's content (a header), else after it.
        let isLeading: Bool
    }

    typealias Section = LayoutSection<Groups>

    var axis = FlowAxis(isVertical: true)
    @exclusivity(unchecked) var sections: [Section] = []
    @exclusivity(unchecked) var templates: [Template] = []
    /// The sections' decoration items and orthogonal scrolling (CompositionalLayout+Orthogonal.swift).
    @exclusivity(unchecked) var extras: [SectionExtras] = []
    /// Per orthogonal section, where its scroll view is scrolled to (kept across prepares).
    var orthogonalOffsets: [Int: CGFloat] = [:]
    /// Per orthogonal section with a visible-items handler: what it was last called for, and
    /// what it set on the items.
    var handlerRuns: [Int: VisibleItemsRun] = [:]
    /// Calls of visible-items handlers so far (an operation count for tests).
    package internal(set) var visibleItemsHandlerCalls = 0
    @exclusivity(unchecked) private var supplementaries: [Supplementary] = []
    // Self-sized groups, per group and per item.
    @exclusivity(unchecked) private var groupStarts: [CGFloat] = []
    @exclusivity(unchecked) private var groupEnds: [CGFloat] = []
    @exclusivity(unchecked) private var itemFrames: [CGRect] = []
    @exclusivity(unchecked) private var explicitBadgeFrames: [CGRect] = []
    /// The content's extent across the scrolling axis.
    var crossExtent: CGFloat = 0
    private var preparedBoundsSize: CGSize?
    /// The largest reach of any section's items out of their groups.
    var maximumReach: CGFloat = 0
    private var hasPinnedItems = false
    private var fixesWidth = true

    /// The sizes cells gave, per section: empty until an item of the section is sized, then
    /// one per item, NaN for an item not sized yet.
    @exclusivity(unchecked) private var preferredSizes: [[CGSize]] = []
    /// Per section, the item after the last one sized (0: none).
    @exclusivity(unchecked) private var sizedEnd: [Int] = []
    /// The container size the preferred sizes were given at.
    private var preferredSizesContainer: CGSize?
    /// The first item whose size a cell changed since the last `prepare()`.
    private var sizeChange = FirstSizeChange()
    /// Per section, what the provider gave at the last full `prepare()` (a sizing round lays
    /// out again without asking it, as UIKit's does).
    private var specs: [NSCollectionLayoutSection?] = []
    /// What the last full `prepare()` laid out in: the section container, the content inset
    /// and the spacing between sections.
    private var preparedContainer: CGSize = .zero
    private var preparedInset: EdgeInsets = .zero
    private var preparedSpacing: CGFloat = 0
    var groupStartsCount: Int { groupStarts.count }
    var itemFramesCount: Int { itemFrames.count }
    var explicitBadgeFramesCount: Int { explicitBadgeFrames.count }
    /// The environment the provider was last given (visible-items handlers get it too).
    var preparedEnvironment = CompositionalLayoutEnvironment(
        contentSize: .zero, contentInsets: .zero)

    /// Places laid out one by one by `prepare()` so far, templates and self-sized groups (an
    /// operation count for tests and benchmarks).
    package private(set) var placesLaidOut = 0

    /// Asks the section provider for every section and lays them out: O(sections × places
    /// per group), plus the places of the self-sized groups.
    ///
    /// After a self-sizing round (sizes cells gave changed, nothing else), it keeps the
    /// sections before the first item whose size changed, and the groups of its section
    /// before that item's group, and lays out again from there without asking the provider:
    /// scrolling down a long feed, a round costs the items that came on screen and the
    /// sections after them, not every item sized so far.
    open override func prepare() {
        super.prepare()
        if let (s0, item) = resumePoint() {
            sizeChange.reset()
            resume(from: s0, item: item)
            return
        }
        sizeChange.reset()
        sizeChange.isResumable = false
        sections.removeAll(keepingCapacity: true)
        templates.removeAll(keepingCapacity: true)
        specs.removeAll(keepingCapacity: true)
        if !supplementaries.isEmpty { supplementaries.removeAll(keepingCapacity: true) }
        if !groupStarts.isEmpty {
            groupStarts.removeAll(keepingCapacity: true)
            groupEnds.removeAll(keepingCapacity: true)
            itemFrames.removeAll(keepingCapacity: true)
        }
        if !explicitBadgeFrames.isEmpty { explicitBadgeFrames.removeAll(keepingCapacity: true) }
        if !extras.isEmpty { extras.removeAll(keepingCapacity: true) }
        crossExtent = 0
        maximumReach = 0
        hasPinnedItems = false
        fixesWidth = true
        guard let host else { return }
        axis = FlowAxis(isVertical: ownConfiguration.scrollDirection == .vertical)
        let bounds = host.layoutBounds
        preparedBoundsSize = bounds.size
        let inset = host.layoutContentInset
        preparedInset = inset
        var clamps = ClampReport()
        func usable(_ value: CGFloat) -> CGFloat {
            value.isFinite ? max(0, min(value, maximumDelegateLength)) : 0
        }
        let environment = CompositionalLayoutEnvironment(
            contentSize: CGSize(width: usable(bounds.width), height: usable(bounds.height)),
            contentInsets: axis.isVertical
                ? NSDirectionalEdgeInsets(
                    top: 0, leading: usable(inset.left), bottom: 0, trailing: usable(inset.right))
                : NSDirectionalEdgeInsets(
                    top: usable(inset.top), leading: 0, bottom: usable(inset.bottom), trailing: 0))
        preparedEnvironment = environment
        let effective = environment.effectiveContentSize
        preparedContainer = effective
        crossExtent = axis.cross(effective)
        if preferredSizesContainer != effective {
            preferredSizes = []
            sizedEnd = []
            preferredSizesContainer = effective
        }
        var spacing = ownConfiguration.interSectionSpacing
        if !(spacing >= 0 && spacing <= maximumDelegateLength) {
            let shown = clampedLength(spacing)
            clamps.note(
                "CollectionViewCompositionalLayout: interSectionSpacing is "
                    + "\(formatted(spacing)): shown as \(formatted(shown))", on: host)
            spacing = shown
        }
        preparedSpacing = spacing
        let sectionCount = host.layoutNumberOfSections()
        precondition(
            sectionCount >= 0, "CollectionViewCompositionalLayout: \(sectionCount) sections")
        sections.reserveCapacity(sectionCount)
        specs.reserveCapacity(sectionCount)
        var asks = false
        var cursor: CGFloat = 0
        for s in 0..<sectionCount {
            let count = host.layoutNumberOfItems(inSection: s)
            precondition(
                count >= 0, "CollectionViewCompositionalLayout: section \(s) has \(count) items")
            if s > 0 { cursor += spacing }
            let spec = sectionProvider(s, environment)
            specs.append(spec)
            if spec == nil, count > 0 {
                clamps.note(
                    "CollectionViewCompositionalLayout: the section provider gave no section for "
                        + "section \(s) (\(count) items): its items are not shown", on: host)
            }
            let section = layOutSection(
                s, spec, itemCount: count, start: cursor, container: effective, clamps: &clamps)
            let t = section.items.template
            if t >= 0, templates[t].hasEstimates, !isOrthogonal(section) {
                asks = true
            }
            cursor = section.end
            sections.append(section)
        }
        asksCellsForPreferredAttributes = asks
        sizeChange.isResumable = asks
    }

    /// Where a `prepare()` after a self-sizing round may start: the section of the first item
    /// whose size changed, and that item; `nil` for a full layout.
    private func resumePoint() -> (Int, Int)? {
        guard sizeChange.isResumable, !sizeChange.isEmpty, let host,
            host.layoutBounds.size == preparedBoundsSize,
            host.layoutContentInset == preparedInset,
            sizeChange.section < sections.count,
            host.layoutNumberOfSections() == sections.count
        else { return nil }
        let s0 = sizeChange.section
        guard sections[s0].items.template >= 0,
            host.layoutNumberOfItems(inSection: s0) == sections[s0].itemCount
        else { return nil }
        return (s0, sizeChange.item)
    }

    /// Lays out again from the group of `item` in section `s0`, keeping what comes before.
    private func resume(from s0: Int, item: Int) {
        let old = sections[s0].items
        let kept = min(item / old.perGroup, old.explicitCount)
        groupStarts.removeSubrange((old.firstGroup + kept)...)
        groupEnds.removeSubrange((old.firstGroup + kept)...)
        itemFrames.removeSubrange((old.firstFrame + kept * old.perGroup)...)
        let badgesPerGroup = templates[old.template].badgeFrames.count
        explicitBadgeFrames.removeSubrange((old.firstBadgeFrame + kept * badgesPerGroup)...)
        supplementaries.removeSubrange(old.firstSupplementary...)
        if let e = extras.firstIndex(where: { $0.section >= s0 }) { extras.removeSubrange(e...) }
        let counts = sections[s0...].map(\.itemCount)
        let templateIndexes = sections[s0...].map(\.items.template)
        var cursor = sections[s0].start
        sections.removeSubrange(s0...)
        var clamps = ClampReport()
        for s in s0..<(s0 + counts.count) {
            if s > s0 { cursor += preparedSpacing }
            let section = layOutSection(
                s, specs[s], itemCount: counts[s - s0], start: cursor,
                container: preparedContainer, clamps: &clamps,
                template: templateIndexes[s - s0], keptGroups: s == s0 ? kept : 0, kept: old)
            cursor = section.end
            sections.append(section)
        }
        sizeChange.isResumable = true
    }

    /// Lays out section `s` from `start`: its leading boundary items, insets, groups and
    /// trailing boundary items.
    ///
    /// Resuming, `template` is the section's template from before and the first `keptGroups`
    /// self-sized groups of `kept` (the section as it was) stay.
    private func layOutSection(
        _ s: Int, _ spec: NSCollectionLayoutSection?, itemCount: Int, start: CGFloat,
        container: CGSize, clamps: inout ClampReport, template reused: Int? = nil,
        keptGroups: Int = 0, kept: Groups? = nil
    ) -> Section {
        guard let spec else {
            var groups = Groups()
            groups.firstGroup = groupStarts.count
            groups.firstFrame = itemFrames.count
            groups.firstBadgeFrame = explicitBadgeFrames.count
            groups.firstSupplementary = supplementaries.count
            var section = Section(
                start: start, itemCount: 0, headerLength: 0, insetBefore: 0, items: groups)
            section.itemCount = itemCount
            section.close(itemsEnd: section.itemsStart, insetAfter: 0, footerLength: 0)
            return section
        }
        var checker = GroupSolver()
        let raw = spec.contentInsets
        let insets = EdgeInsets(
            top: checker.finite(raw.top, "the section's contentInsets"),
            left: checker.finite(raw.leading, "the section's contentInsets"),
            bottom: checker.finite(raw.bottom, "the section's contentInsets"),
            right: checker.finite(raw.trailing, "the section's contentInsets"))
        let content = CGSize(
            width: max(0, container.width - insets.left - insets.right),
            height: max(0, container.height - insets.top - insets.bottom))
        var groups = Groups()
        groups.crossOrigin = axis.crossBefore(insets)

        // Boundary items: lengths along the scrolling axis, frames across.
        let boundary = spec.boundarySupplementaryItems
        var leading: [(NSCollectionLayoutBoundarySupplementaryItem, CGSize)] = []
        var trailing: [(NSCollectionLayoutBoundarySupplementaryItem, CGSize)] = []
        let follows = spec.supplementariesFollowContentInsets
        let boundaryContainer =
            follows
            ? (axis.isVertical
                ? CGSize(width: content.width, height: container.height)
                : CGSize(width: container.width, height: content.height))
            : container
        for item in boundary {
            var solver = GroupSolver()
            let size = solver.place(LayoutNode(item), in: boundaryContainer, at: .zero)
            if let bad = solver.badValue {
                clamps.note("CollectionViewCompositionalLayout: section \(s): \(bad)", on: host)
            }
            if isLeading(item.alignment) {
                leading.append((item, size))
            } else {
                trailing.append((item, size))
            }
        }
        let headerLength = leading.reduce(0) { $0 + axis.main($1.1) }
        var section = Section(
            start: start, itemCount: itemCount, headerLength: headerLength,
            insetBefore: axis.mainBefore(insets), items: groups)

        // The group, laid out once at the estimates.
        let t = reused ?? template(for: spec.group, in: content, section: s, clamps: &clamps)
        let template = templates[t]
        groups.template = t
        groups.perGroup = template.frames.count
        groups.groupLength = axis.main(template.size)
        var interGroupSpacing = checker.finite(spec.interGroupSpacing, "interGroupSpacing")
        if interGroupSpacing < 0, interGroupSpacing <= -groups.groupLength {
            // Groups would stand still or go backwards: shown without spacing.
            checker.note(
                "interGroupSpacing \(formatted(interGroupSpacing)) is not shorter than the "
                    + "group (\(formatted(groups.groupLength))): shown as 0")
            interGroupSpacing = 0
        }
        if let bad = checker.badValue {
            clamps.note("CollectionViewCompositionalLayout: section \(s): \(bad)", on: host)
        }
        groups.spacing = interGroupSpacing
        if spec.orthogonalScrollingBehavior != .none || !spec.decorationItems.isEmpty {
            groups.extra = extras.count
            extras.append(SectionExtras(section: s))
        }
        var itemsEnd = section.itemsStart
        if spec.orthogonalScrollingBehavior != .none {
            itemsEnd = layOutOrthogonalGroups(
                s, spec.orthogonalScrollingBehavior, section: section, groups: &groups,
                template: template, container: container, insets: insets,
                handler: spec.visibleItemsInvalidationHandler, clamps: &clamps)
        } else {
            reach(of: template.frames, length: groups.groupLength, into: &groups)
            reach(of: template.badgeFrames, length: groups.groupLength, into: &groups)
            if template.estimated.contains(where: { $0 & 1 != 0 }) { fixesWidth = false }

            let perGroup = groups.perGroup
            let groupCount = itemCount == 0 ? 0 : (itemCount - 1) / perGroup + 1
            // Where the section's self-sized groups go (or would go) in the arrays: a resume
            // truncates them there.
            groups.firstGroup = groupStarts.count
            groups.firstFrame = itemFrames.count
            groups.firstBadgeFrame = explicitBadgeFrames.count
            // Self-sized groups: up to the last item a cell sized.
            if template.hasEstimates, s < sizedEnd.count, sizedEnd[s] > 0,
                preferredSizes[s].count == itemCount
            {
                let explicitCount = min(groupCount, (sizedEnd[s] - 1) / perGroup + 1)
                groups.explicitCount = explicitCount
                var main = section.itemsStart
                if let kept, keptGroups > 0 {
                    // Resuming: the first groups stay where they are.
                    groups.firstGroup = kept.firstGroup
                    groups.firstFrame = kept.firstFrame
                    groups.firstBadgeFrame = kept.firstBadgeFrame
                    groups.reachBefore = max(groups.reachBefore, kept.reachBefore)
                    groups.reachAfter = max(groups.reachAfter, kept.reachAfter)
                    itemsEnd = groupEnds[kept.firstGroup + keptGroups - 1]
                    main = itemsEnd + interGroupSpacing
                }
                let sizes = preferredSizes[s]
                for g in min(keptGroups, explicitCount)..<explicitCount {
                    let first = g * perGroup
                    var solver = GroupSolver(replay: template.childCounts) { leaf in
                        let i = first + leaf
                        // The places past the last item of a partly filled group take no room.
                        guard i < itemCount else { return .zero }
                        guard !sizes[i].width.isNaN else { return nil }
                        return sizes[i]
                    }
                    let size = solver.place(template.root, in: content, at: .zero)
                    let length = axis.main(size)
                    placesLaidOut &+= solver.frames.count
                    let origin = groupOrigin(main: main, cross: groups.crossOrigin)
                    var frames = solver.frames
                    // Replayed counts give the same number of places; keep to it regardless.
                    if frames.count != perGroup {
                        frames = Array(frames.prefix(perGroup))
                        frames += repeatElement(.zero, count: perGroup - frames.count)
                    }
                    var badgeFrames = solver.badgeFrames
                    let badgesPerGroup = template.badgeFrames.count
                    if badgeFrames.count != badgesPerGroup {
                        badgeFrames = Array(badgeFrames.prefix(badgesPerGroup))
                        badgeFrames += repeatElement(
                            .zero, count: badgesPerGroup - badgeFrames.count)
                    }
                    var reachGroup = groups
                    reach(of: frames, length: length, into: &reachGroup)
                    reach(of: badgeFrames, length: length, into: &reachGroup)
                    for frame in badgeFrames {
                        explicitBadgeFrames.append(frame.offsetBy(dx: origin.x, dy: origin.y))
                    }
                    groups.reachBefore = max(groups.reachBefore, reachGroup.reachBefore)
                    groups.reachAfter = max(groups.reachAfter, reachGroup.reachAfter)
                    for frame in frames {
                        itemFrames.append(frame.offsetBy(dx: origin.x, dy: origin.y))
                    }
                    groupStarts.append(main)
                    groupEnds.append(main + length)
                    itemsEnd = main + length
                    main += length + interGroupSpacing
                }
                groups.tailStart = main
            } else {
                groups.tailStart = section.itemsStart
            }
            let remaining = groupCount - groups.explicitCount
            if remaining > 0 {
                itemsEnd =
                    groups.tailStart + CGFloat(remaining) * groups.groupLength
                    + CGFloat(remaining - 1) * interGroupSpacing
            }
            maximumReach = max(maximumReach, groups.reachBefore, groups.reachAfter)
        }

        // Boundary item frames.
        let footerLength = trailing.reduce(0) { $0 + axis.main($1.1) }
        section.items = groups
        section.close(
            itemsEnd: itemsEnd, insetAfter: axis.mainAfter(insets), footerLength: footerLength)
        section.items.firstSupplementary = supplementaries.count
        let crossStart = follows ? groups.crossOrigin : 0
        let crossAvailable = axis.cross(follows ? content : container)
        var main = section.start
        for (item, size) in leading {
            appendSupplementary(
                item, size, main: main, crossStart: crossStart, crossAvailable: crossAvailable,
                blockStart: section.start, blockLength: headerLength, isLeading: true)
            main += axis.main(size)
        }
        main = section.footerStart
        for (item, size) in trailing {
            appendSupplementary(
                item, size, main: main, crossStart: crossStart, crossAvailable: crossAvailable,
                blockStart: section.footerStart, blockLength: footerLength, isLeading: false)
            main += axis.main(size)
        }
        section.items.leadingCount = leading.count
        section.items.trailingCount = trailing.count
        if groups.extra >= 0 {
            placeDecorations(spec, of: section, extra: groups.extra, container: container)
        }
        return section
    }

    /// The template of `group` in `content`: the last one when the layout was made with one
    /// section and it is the same, else a new one.
    private func template(
        for group: NSCollectionLayoutGroup, in content: CGSize, section s: Int,
        clamps: inout ClampReport
    ) -> Int {
        if sharesOneSection, let last = templates.last, last.group === group,
            last.container == content
        {
            return templates.count - 1
        }
        var solver = GroupSolver()
        let root = LayoutNode(group)
        let size = solver.place(root, in: content, at: .zero)
        placesLaidOut &+= solver.frames.count
        if let bad = solver.badValue {
            clamps.note("CollectionViewCompositionalLayout: section \(s): \(bad)", on: host)
        }
        var badgeStarts: [Int] = []
        if !solver.badges.isEmpty {
            // Badges come place by place: where each place's start.
            badgeStarts = Array(repeating: 0, count: solver.frames.count + 1)
            for badge in solver.badges { badgeStarts[badge.leaf + 1] += 1 }
            for p in 0..<solver.frames.count { badgeStarts[p + 1] += badgeStarts[p] }
        }
        templates.append(
            Template(
                group: group, root: root, container: content, size: size, frames: solver.frames,
                estimated: solver.estimated, childCounts: solver.childCounts,
                hasEstimates: solver.estimated.contains { $0 != 0 },
                badgeFrames: solver.badgeFrames, badges: solver.badges.map { ($0.kind, $0.zIndex) },
                badgeStarts: badgeStarts))
        return templates.count - 1
    }

    /// Notes how far `frames` reach out of a group `length` long (along the scrolling axis).
    func reach(of frames: [CGRect], length: CGFloat, into groups: inout Groups) {
        for frame in frames {
            let origin = axis.mainOrigin(frame)
            let end = origin + axis.main(frame.size)
            groups.reachBefore = max(groups.reachBefore, -origin)
            groups.reachAfter = max(groups.reachAfter, end - length)
        }
    }

    /// Whether a boundary item goes before the section's content (else after it).
    private func isLeading(_ alignment: NSRectAlignment) -> Bool {
        switch (axis.isVertical, alignment) {
        case (true, .top), (true, .topLeading), (true, .topTrailing), (false, .leading):
            return true
        case (true, .bottom), (true, .bottomLeading), (true, .bottomTrailing), (false, .trailing):
            return false
        default:
            preconditionFailure(
                "NSCollectionLayoutBoundarySupplementaryItem: alignment \(alignment) is not "
                    + "supported in a \(axis.isVertical ? "vertical" : "horizontal") "
                    + "CollectionViewCompositionalLayout (use "
                    + (axis.isVertical ? ".top or .bottom" : ".leading or .trailing") + ")")
        }
    }

    func appendSupplementary(
        _ item: NSCollectionLayoutBoundarySupplementaryItem, _ size: CGSize, main: CGFloat,
        crossStart: CGFloat, crossAvailable: CGFloat, blockStart: CGFloat, blockLength: CGFloat,
        isLeading: Bool
    ) {
        let crossLength = axis.cross(size)
        let cross: CGFloat =
            switch item.alignment {
            case .topLeading, .bottomLeading, .leading, .trailing: crossStart
            case .topTrailing, .bottomTrailing: crossStart + crossAvailable - crossLength
            default: crossStart + (crossAvailable - crossLength) / 2
            }
        let insets = item.contentInsets
        var frame = axis.rect(
            main: main, cross: cross, mainSize: axis.main(size), crossSize: crossLength)
        if insets.top.isFinite && insets.leading.isFinite && insets.bottom.isFinite
            && insets.trailing.isFinite
        {
            let widthIsEstimated = item.layoutSize.widthDimension.isEstimated
            let heightIsEstimated = item.layoutSize.heightDimension.isEstimated
            let left = widthIsEstimated ? 0 : insets.leading
            let right = widthIsEstimated ? 0 : insets.trailing
            let top = heightIsEstimated ? 0 : insets.top
            let bottom = heightIsEstimated ? 0 : insets.bottom
            frame = CGRect(
                x: frame.minX + left, y: frame.minY + top,
                width: max(0, frame.width - left - right),
                height: max(0, frame.height - top - bottom))
        }
        let pins = item.pinToVisibleBounds && blockLength > 0
        if pins { hasPinnedItems = true }
        supplementaries.append(
            Supplementary(
                kind: item.elementKind, frame: frame, pins: pins,
                zIndex: item.zIndex, blockStart: blockStart,
                blockLength: blockLength, isLeading: isLeading))
    }

    @inline(__always)
    func groupOrigin(main: CGFloat, cross: CGFloat) -> CGPoint {
        axis.isVertical ? CGPoint(x: cross, y: main) : CGPoint(x: main, y: cross)
    }

    // MARK: - Queries

    /// The content's extent across the scrolling axis by the sections' total length.
    open override var collectionViewContentSize: CGSize {
        let length = sections.last?.end ?? 0
        return axis.isVertical
            ? CGSize(width: crossExtent, height: length)
            : CGSize(width: length, height: crossExtent)
    }

    /// Where pinned items stop: the visible bounds inside the content inset, along the
    /// scrolling axis.
    var pinnedRange: (start: CGFloat, end: CGFloat)? {
        guard hasPinnedItems, let host else { return nil }
        let bounds = host.layoutBounds
        let inset = host.layoutContentInset
        return (
            axis.mainOrigin(bounds) + axis.mainBefore(inset),
            axis.mainOrigin(bounds) + axis.main(bounds.size) - axis.mainAfter(inset)
        )
    }

    /// The attributes of supplementary `index` of `section` (section index `s`), pinned.
    func attributes(
        ofSupplementary index: Int, _ section: Section, _ s: Int,
        pinnedRange: (start: CGFloat, end: CGFloat)?
    ) -> CollectionViewLayoutAttributes {
        let supplementary = supplementaries[index]
        let attributes = CollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: supplementary.kind, with: IndexPath(item: 0, section: s))
        var frame = supplementary.frame
        if supplementary.pins, let pinnedRange {
            // The block of leading (trailing) items sticks to the visible leading (trailing)
            // edge, never out of its section: pushed by the footers (headers).
            let offset = axis.mainOrigin(frame) - supplementary.blockStart
            let blockMain =
                supplementary.isLeading
                ? max(
                    supplementary.blockStart,
                    min(pinnedRange.start, section.footerStart - supplementary.blockLength))
                : min(
                    supplementary.blockStart,
                    max(
                        pinnedRange.end - supplementary.blockLength,
                        section.start + section.headerLength))
            let main = blockMain + offset
            attributes.isPinned = blockMain != supplementary.blockStart
            frame =
                axis.isVertical
                ? CGRect(x: frame.minX, y: main, width: frame.width, height: frame.height)
                : CGRect(x: main, y: frame.minY, width: frame.width, height: frame.height)
        }
        attributes.frame = frame
        attributes.zIndex = supplementary.zIndex
        return attributes
    }

    /// Decoration views, boundary items and items whose frames overlap `rect`, section by
    /// section (an orthogonal section's items where they show, scrolled).
    ///
    /// - Complexity: O(log *n* + *k*): a binary search for the first section, then, in each
    ///   section met, a binary search (self-sized groups) or arithmetic (the rest) for the
    ///   first group met.
    open override func layoutAttributesForElements(in rect: CGRect)
        -> [CollectionViewLayoutAttributes]?
    {
        guard !sections.isEmpty, !rect.isNull else { return [] }
        let r = rect.standardized
        let (low, high, _, _) = axis.ranges(r)
        let pinned = pinnedRange
        var result: [CollectionViewLayoutAttributes] = []
        var s = partition(0..<sections.count) { sections[$0].end + maximumReach > low }
        while s < sections.count, sections[s].start - maximumReach < high {
            let section = sections[s]
            let groups = section.items
            let first = groups.firstSupplementary
            let trailing = first + groups.leadingCount
            if groups.extra >= 0 { appendDecorations(of: groups.extra, in: r, to: &result) }
            for index in first..<trailing {
                let attributes = attributes(ofSupplementary: index, section, s, pinnedRange: pinned)
                if attributes.frame.overlaps(r) { result.append(attributes) }
            }
            if groups.template >= 0, section.itemCount > 0 {
                if groups.extra >= 0, let orthogonal = extras[groups.extra].orthogonal {
                    appendOrthogonalItems(of: section, s, orthogonal, in: r, to: &result)
                } else {
                    appendItems(of: section, s, in: r, low: low, high: high, to: &result)
                }
            }
            for index in trailing..<(trailing + groups.trailingCount) {
                let attributes = attributes(ofSupplementary: index, section, s, pinnedRange: pinned)
                if attributes.frame.overlaps(r) { result.append(attributes) }
            }
            s += 1
        }
        return result
    }

    /// The items of `section` whose frames overlap `rect`.
    private func appendItems(
        of section: Section, _ s: Int, in rect: CGRect, low: CGFloat, high: CGFloat,
        to result: inout [CollectionViewLayoutAttributes]
    ) {
        let groups = section.items
        let perGroup = groups.perGroup
        let itemCount = section.itemCount
        // A group is met when its reach overlaps low..<high.
        let low = low - groups.reachAfter
        let high = high + groups.reachBefore
        let template = templates[groups.template]
        let badgesPerGroup = template.badgeFrames.count
        func examine(_ item: Int, _ frame: CGRect) {
            countTreeOperation { $0.rowsExamined &+= 1 }
            // An empty frame meets no rect (as in the list layout): collapsed items never
            // become cells.
            if frame.width > 0, frame.height > 0, frame.overlaps(rect) {
                let attributes = CollectionViewLayoutAttributes(
                    forCellWith: IndexPath(item: item, section: s))
                attributes.frame = frame
                result.append(attributes)
            }
        }
        /// The badges of `item` (place `leaf`); `frame` gives badge *b*'s frame.
        func examineBadges(_ item: Int, _ leaf: Int, _ frame: (Int) -> CGRect) {
            for b in template.badgeRange(leaf) {
                let badgeFrame = frame(b)
                if badgeFrame.width > 0, badgeFrame.height > 0, badgeFrame.overlaps(rect) {
                    result.append(
                        template.badgeAttributes(b, item: item, section: s, frame: badgeFrame))
                }
            }
        }
        if groups.explicitCount > 0 {
            var g = partition(0..<groups.explicitCount) { groupEnds[groups.firstGroup + $0] > low }
            while g < groups.explicitCount, groupStarts[groups.firstGroup + g] < high {
                let badgeBase = groups.firstBadgeFrame + g * badgesPerGroup
                for item in (g * perGroup)..<min((g + 1) * perGroup, itemCount) {
                    examine(item, itemFrames[groups.firstFrame + item])
                    if badgesPerGroup > 0 {
                        examineBadges(item, item - g * perGroup) {
                            explicitBadgeFrames[badgeBase + $0]
                        }
                    }
                }
                g += 1
            }
            if g < groups.explicitCount { return }
        }
        let groupCount = (itemCount - 1) / perGroup + 1
        let remaining = groupCount - groups.explicitCount
        guard remaining > 0 else { return }
        let pitch = groups.groupLength + groups.spacing
        var g = 0
        var end = remaining
        if pitch > 0 {
            g = min(
                remaining,
                max(0, Int(flooring: (low - groups.tailStart - groups.groupLength) / pitch)))
        } else {
            // Groups of no length all stand at the same place: the first one stands for them.
            end = 1
        }
        while g < end {
            let start = groups.tailStart + CGFloat(g) * pitch
            if start >= high { break }
            let origin = groupOrigin(main: start, cross: groups.crossOrigin)
            let first = (groups.explicitCount + g) * perGroup
            for leaf in 0..<min(perGroup, itemCount - first) {
                examine(first + leaf, template.frames[leaf].offsetBy(dx: origin.x, dy: origin.y))
                if badgesPerGroup > 0 {
                    examineBadges(first + leaf, leaf) {
                        template.badgeFrames[$0].offsetBy(dx: origin.x, dy: origin.y)
                    }
                }
            }
            g += 1
        }
    }

    /// The frame of item `item` of `section` (an orthogonal section's as scrolled).
    private func frame(of item: Int, in section: Section) -> CGRect {
        let groups = section.items
        if groups.extra >= 0, let orthogonal = extras[groups.extra].orthogonal {
            return orthogonalFrame(of: item, in: section, orthogonal, scrolled: true)
        }
        let g = item / groups.perGroup
        if g < groups.explicitCount { return itemFrames[groups.firstFrame + item] }
        let start =
            groups.tailStart
            + CGFloat(g - groups.explicitCount) * (groups.groupLength + groups.spacing)
        let origin = groupOrigin(main: start, cross: groups.crossOrigin)
        return templates[groups.template].frames[item % groups.perGroup]
            .offsetBy(dx: origin.x, dy: origin.y)
    }

    /// The list configuration of section `section` as the provider gave it at the last full
    /// ``prepare()``, or `nil` when it is no list section.
    func listConfiguration(forSection section: Int) -> CollectionLayoutListConfiguration? {
        specs.indices.contains(section) ? specs[section]?.listConfiguration : nil
    }

    /// The item at `indexPath`, or `nil` if there is no such item (or its section has none).
    open override func layoutAttributesForItem(at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]) else { return nil }
        let section = sections[indexPath[0]]
        let item = indexPath[1]
        guard section.items.template >= 0, item >= 0, item < section.itemCount else { return nil }
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame(of: item, in: section)
        if section.items.extra >= 0, !handlerRuns.isEmpty {
            applyHandlerChanges(to: attributes)
        }
        return attributes
    }

    /// The boundary item of `elementKind` of section `indexPath[0]`, or `nil`.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        guard indexPath.count >= 1, sections.indices.contains(indexPath[0]) else { return nil }
        let s = indexPath[0]
        let section = sections[s]
        let groups = section.items
        let first = groups.firstSupplementary
        for index in first..<(first + groups.leadingCount + groups.trailingCount)
        where supplementaries[index].kind == elementKind {
            return attributes(ofSupplementary: index, section, s, pinnedRange: pinnedRange)
        }
        // An item's badge.
        guard indexPath.count == 2, groups.template >= 0, indexPath[1] >= 0,
            indexPath[1] < section.itemCount
        else { return nil }
        let template = templates[groups.template]
        let item = indexPath[1]
        let leaf = item % groups.perGroup
        let g = item / groups.perGroup
        for b in template.badgeRange(leaf) where template.badges[b].kind == elementKind {
            let frame: CGRect
            if groups.extra >= 0, let orthogonal = extras[groups.extra].orthogonal {
                let origin = orthogonalGroupOrigin(g, section, orthogonal, scrolled: true)
                frame = template.badgeFrames[b].offsetBy(dx: origin.x, dy: origin.y)
            } else if g < groups.explicitCount {
                frame =
                    explicitBadgeFrames[
                        groups.firstBadgeFrame + g * template.badgeFrames.count + b]
            } else {
                let start =
                    groups.tailStart
                    + CGFloat(g - groups.explicitCount) * (groups.groupLength + groups.spacing)
                let origin = groupOrigin(main: start, cross: groups.crossOrigin)
                frame = template.badgeFrames[b].offsetBy(dx: origin.x, dy: origin.y)
            }
            return template.badgeAttributes(b, item: item, section: s, frame: frame)
        }
        return nil
    }

    /// `true` when the collection view's size changes: fractions and the provider's container
    /// depend on it. Scrolling never invalidates, pinned items included.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedBoundsSize
    }

    /// A context that drops the sizes cells gave when the size changes.
    open override func invalidationContext(forBoundsChange newBounds: CGRect)
        -> CollectionViewLayoutInvalidationContext
    {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        context.dropsPreferredSizes = newBounds.size != preparedBoundsSize
        return context
    }

    // MARK: - Self-sizing

    /// Marks the layout stale. A context that invalidates everything
    /// (``CollectionViewLayout/invalidateLayout()``, a reload) or comes from a size change
    /// drops the sizes cells gave; in a batch update of the collection view the sizes move
    /// with their items instead (those of deleted and reloaded items are dropped). HeadlessKit
    /// recomputes the whole layout at the next ``prepare()`` for any context. Overrides must
    /// call super.
    open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        if let map = updateItemMap {
            updateItemMap = nil
            movePreferredSizes(map)
        } else if context.invalidateEverything || context.dropsPreferredSizes {
            if !preferredSizes.isEmpty { preferredSizes = [] }
            if !sizedEnd.isEmpty { sizedEnd = [] }
        }
        sizeChange.isResumable = false
        super.invalidateLayout(with: context)
    }

    /// Moves the sizes cells gave to their items' places after an update.
    private func movePreferredSizes(_ map: ItemMap) {
        guard !preferredSizes.isEmpty else { return }
        let unsized = CGSize(width: CGFloat.nan, height: .nan)
        var sizes: [[CGSize]] = Array(repeating: [], count: map.newCounts.count)
        var ends = Array(repeating: 0, count: map.newCounts.count)
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
                ends[t] = max(ends[t], j + 1)
            }
        }
        preferredSizes = sizes
        sizedEnd = ends
    }

    /// Which axes of item `indexPath` are estimated (bit 0 width, bit 1 height); 0 for none.
    private func estimatedAxes(at indexPath: IndexPath) -> UInt8 {
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]) else { return 0 }
        let section = sections[indexPath[0]]
        let groups = section.items
        let item = indexPath[1]
        guard groups.template >= 0, item >= 0, item < section.itemCount, !isOrthogonal(section)
        else { return 0 }
        return templates[groups.template].estimated[item % groups.perGroup]
    }

    package override var fixesWidthOfSelfSizingItems: Bool { fixesWidth }

    package override func needsPreferredAttributes(at indexPath: IndexPath) -> Bool {
        guard asksCellsForPreferredAttributes, estimatedAxes(at: indexPath) != 0 else {
            return false
        }
        let s = indexPath[0]
        let i = indexPath[1]
        guard s < preferredSizes.count, i < preferredSizes[s].count else { return true }
        return preferredSizes[s][i].width.isNaN
    }

    package override func recordPreferredSize(_ size: CGSize, at indexPath: IndexPath) -> Bool {
        let axes = estimatedAxes(at: indexPath)
        guard asksCellsForPreferredAttributes, axes != 0,
            let frame = layoutAttributesForItem(at: indexPath)?.frame
        else { return false }
        let s = indexPath[0]
        let i = indexPath[1]
        if preferredSizes.count <= s {
            preferredSizes.append(
                contentsOf: repeatElement([], count: s + 1 - preferredSizes.count))
        }
        if sizedEnd.count <= s {
            sizedEnd.append(contentsOf: repeatElement(0, count: s + 1 - sizedEnd.count))
        }
        let count = sections[s].itemCount
        if preferredSizes[s].count != count {
            preferredSizes[s] = Array(
                repeating: CGSize(width: CGFloat.nan, height: .nan), count: count)
            sizedEnd[s] = 0
            sizeChange.note(section: s, item: 0)
        }
        // Only the estimated axes take the cell's size.
        let kept = CGSize(
            width: axes & 1 != 0 ? size.width : frame.width,
            height: axes & 2 != 0 ? size.height : frame.height)
        let changed = kept != frame.size
        if changed || preferredSizes[s][i] != kept { sizeChange.note(section: s, item: i) }
        preferredSizes[s][i] = kept
        sizedEnd[s] = max(sizedEnd[s], i + 1)
        return changed
    }

    /// `true` when items size themselves and the cell's size differs from the layout's along
    /// an estimated axis (UIKit's
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`).
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        let axes = estimatedAxes(at: originalAttributes.indexPath)
        return asksCellsForPreferredAttributes
            && ((axes & 1 != 0 && preferredAttributes.size.width != originalAttributes.size.width)
                || (axes & 2 != 0
                    && preferredAttributes.size.height != originalAttributes.size.height))
    }

    // MARK: - Orthogonal sections (CompositionalLayout+Orthogonal.swift)

    package override var orthogonalSections: [OrthogonalSectionGeometry] {
        orthogonalGeometries()
    }

    package override func setOrthogonalOffset(_ offset: CGFloat, forSection section: Int) {
        guard offset.isFinite else { return }
        orthogonalOffsets[section] = offset
    }

    package override func runVisibleItemsHandlers(in rect: CGRect) {
        callVisibleItemsHandlers(in: rect)
    }

    package override var storageBytes: Int {
        sections.capacity * MemoryLayout<Section>.stride
            + templates.reduce(0) { $0 + $1.frames.capacity * MemoryLayout<CGRect>.stride }
            + (groupStarts.capacity + groupEnds.capacity) * MemoryLayout<CGFloat>.stride
            + itemFrames.capacity * MemoryLayout<CGRect>.stride
            + preferredSizes.reduce(0) { $0 + $1.capacity * MemoryLayout<CGSize>.stride }
    }
}

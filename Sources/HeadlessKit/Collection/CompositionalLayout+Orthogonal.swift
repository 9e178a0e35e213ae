import Foundation

// Orthogonal sections, visible-items handlers and decoration items of the compositional
// layout. A section with none of them costs one `extra < 0` test per query.

extension CollectionViewCompositionalLayout {
    /// What a section has besides groups and boundary items.
    struct SectionExtras {
        let section: Int
        /// Where the section scrolls across the layout's axis; `nil` for `.none`.
        var orthogonal: OrthogonalSectionGeometry?
        var handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
        /// Decoration items: kind, frame (in content coordinates) and z-index.
        var decorations: [(kind: String, frame: CGRect, zIndex: Int)] = []

        init(section: Int) { self.section = section }
    }

    /// What a visible-items handler was last called for, and what it set.
    struct VisibleItemsRun {
        struct Key: Equatable {
            let offset: CGFloat
            let bounds: CGRect
            let paths: [IndexPath]
        }
        /// What the handler set on an item (only items it changed are kept).
        struct Change {
            var dx: CGFloat = 0
            var dy: CGFloat = 0
            var alpha: CGFloat = 1
            var zIndex = 0
            var isHidden = false
            var transform: CGAffineTransform = .identity
        }
        var key: Key
        var changes: [IndexPath: Change] = [:]
    }

    /// Whether `section` scrolls across the layout's axis.
    @inline(__always)
    func isOrthogonal(_ section: Section) -> Bool {
        section.items.extra >= 0 && extras[section.items.extra].orthogonal != nil
    }

    /// Lays out an orthogonal section's groups in a row across the layout's axis: one group
    /// long along it, its scroll view as wide as the container across it. Returns where its
    /// items end along the layout's axis.
    func layOutOrthogonalGroups(
        _ s: Int, _ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior,
        section: Section, groups: inout Groups, template: Template, container: CGSize,
        insets: EdgeInsets, handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?,
        clamps: inout ClampReport
    ) -> CGFloat {
        groups.firstGroup = groupStartsCount
        groups.firstFrame = itemFramesCount
        groups.firstBadgeFrame = explicitBadgeFramesCount
        groups.tailStart = section.itemsStart
        let perGroup = groups.perGroup
        let count = section.itemCount == 0 ? 0 : (section.itemCount - 1) / perGroup + 1
        let groupCross = axis.cross(template.size)
        if groups.spacing < 0, groups.spacing <= -groupCross {
            clamps.note(
                "CollectionViewCompositionalLayout: section \(s): interGroupSpacing "
                    + "\(formatted(groups.spacing)) is not shorter than the group "
                    + "(\(formatted(groupCross))): shown as 0", on: host)
            groups.spacing = 0
        }
        let visible = axis.cross(container)
        var lead = axis.crossBefore(insets)
        var trail = axis.crossAfter(insets)
        if behavior == .groupPagingCentered {
            // The first and last groups can rest centred.
            let pad = max(0, (visible - groupCross) / 2)
            lead = max(lead, pad)
            trail = max(trail, pad)
        }
        let pitch = groupCross + groups.spacing
        let contentLength =
            count == 0
            ? 0 : lead + CGFloat(count) * groupCross + CGFloat(count - 1) * groups.spacing + trail
        reach(of: template.frames, length: groups.groupLength, into: &groups)
        reach(of: template.badgeFrames, length: groups.groupLength, into: &groups)
        maximumReach = max(maximumReach, groups.reachBefore, groups.reachAfter)
        let itemsEnd = count == 0 ? section.itemsStart : section.itemsStart + groups.groupLength
        extras[groups.extra].orthogonal = OrthogonalSectionGeometry(
            section: s, behavior: behavior,
            frame: axis.rect(
                main: section.itemsStart, cross: 0, mainSize: itemsEnd - section.itemsStart,
                crossSize: visible),
            contentLength: contentLength, layoutIsVertical: axis.isVertical,
            firstPage: behavior == .groupPagingCentered
                ? lead + groupCross / 2 - visible / 2 : lead - axis.crossBefore(insets),
            pitch: pitch, firstGroup: lead, groupLength: groupCross, groupCount: count)
        extras[groups.extra].handler = handler
        if handler == nil, !handlerRuns.isEmpty { handlerRuns[s] = nil }
        return itemsEnd
    }

    /// Where orthogonal section `s`'s scroll view is scrolled to.
    func orthogonalOffset(_ orthogonal: OrthogonalSectionGeometry) -> CGFloat {
        orthogonalOffsets[orthogonal.section] ?? orthogonal.initialOffset
    }

    /// The origin of group `g` of an orthogonal section, scrolled (where it shows) or not.
    func orthogonalGroupOrigin(
        _ g: Int, _ section: Section, _ orthogonal: OrthogonalSectionGeometry, scrolled: Bool
    ) -> CGPoint {
        let frameCross = axis.isVertical ? orthogonal.frame.minX : orthogonal.frame.minY
        let cross =
            frameCross + orthogonal.firstGroup + CGFloat(g) * orthogonal.pitch
            - (scrolled ? orthogonalOffset(orthogonal) : 0)
        return groupOrigin(main: section.itemsStart, cross: cross)
    }

    /// The frame of item `item` of an orthogonal section.
    func orthogonalFrame(
        of item: Int, in section: Section, _ orthogonal: OrthogonalSectionGeometry, scrolled: Bool
    ) -> CGRect {
        let groups = section.items
        let origin = orthogonalGroupOrigin(
            item / groups.perGroup, section, orthogonal, scrolled: scrolled)
        return templates[groups.template].frames[item % groups.perGroup]
            .offsetBy(dx: origin.x, dy: origin.y)
    }

    /// The items (and badges) of an orthogonal section that show in `rect`: inside its scroll
    /// view's frame, as scrolled.
    ///
    /// - Complexity: O(*k*) for *k* items met, plus the places of the groups met.
    func appendOrthogonalItems(
        of section: Section, _ s: Int, _ orthogonal: OrthogonalSectionGeometry, in rect: CGRect,
        applyingChanges: Bool = true, to result: inout [CollectionViewLayoutAttributes]
    ) {
        let groups = section.items
        let (low, high, crossLow, crossHigh) = axis.ranges(rect)
        guard section.itemsEnd + groups.reachAfter > low,
            section.itemsStart - groups.reachBefore < high
        else { return }
        let frame = orthogonal.frame
        let frameLow = axis.isVertical ? frame.minX : frame.minY
        let frameHigh = axis.isVertical ? frame.maxX : frame.maxY
        // The scroll view clips: only what is inside its frame shows.
        let visibleLow = max(crossLow, frameLow)
        let visibleHigh = min(crossHigh, frameHigh)
        guard visibleLow < visibleHigh else { return }
        let clip =
            axis.isVertical
            ? CGRect(
                x: visibleLow, y: rect.minY, width: visibleHigh - visibleLow, height: rect.height)
            : CGRect(
                x: rect.minX, y: visibleLow, width: rect.width, height: visibleHigh - visibleLow)
        let offset = orthogonalOffset(orthogonal)
        let contentLow = visibleLow - frameLow + offset
        let contentHigh = visibleHigh - frameLow + offset
        let template = templates[groups.template]
        let perGroup = groups.perGroup
        let itemCount = section.itemCount
        let pitch = orthogonal.pitch
        var g = 0
        if pitch > 0 {
            let first = (contentLow - orthogonal.firstGroup - orthogonal.groupLength) / pitch
            g = min(orthogonal.groupCount, max(0, Int(flooring: first)))
        }
        let changes = applyingChanges ? handlerRuns[s]?.changes : nil
        while g < orthogonal.groupCount {
            let start = orthogonal.firstGroup + CGFloat(g) * pitch
            if start >= contentHigh { break }
            let origin = orthogonalGroupOrigin(g, section, orthogonal, scrolled: true)
            let firstItem = g * perGroup
            for leaf in 0..<min(perGroup, itemCount - firstItem) {
                countTreeOperation { $0.rowsExamined &+= 1 }
                let item = firstItem + leaf
                let itemFrame = template.frames[leaf].offsetBy(dx: origin.x, dy: origin.y)
                if itemFrame.width > 0, itemFrame.height > 0, itemFrame.overlaps(clip) {
                    let attributes = CollectionViewLayoutAttributes(
                        forCellWith: IndexPath(item: item, section: s))
                    attributes.frame = itemFrame
                    if let change = changes?[attributes.indexPath] {
                        apply(change, to: attributes)
                    }
                    result.append(attributes)
                }
                for b in template.badgeRange(leaf) {
                    let badgeFrame = template.badgeFrames[b].offsetBy(dx: origin.x, dy: origin.y)
                    guard badgeFrame.width > 0, badgeFrame.height > 0, badgeFrame.overlaps(clip)
                    else { continue }
                    result.append(
                        template.badgeAttributes(b, item: item, section: s, frame: badgeFrame))
                }
            }
            if pitch <= 0 { break }
            g += 1
        }
    }

    // MARK: - Decoration items

    /// Places `spec`'s decoration items: each covers the section from its leading content
    /// inset to its trailing one (boundary items excluded), across the container, less its
    /// own content insets.
    func placeDecorations(
        _ spec: NSCollectionLayoutSection, of section: Section, extra: Int, container: CGSize
    ) {
        for item in spec.decorationItems {
            let start = section.start + section.headerLength
            let end = section.footerStart
            var frame = axis.rect(
                main: start, cross: 0, mainSize: max(0, end - start),
                crossSize: axis.cross(container))
            let insets = item.contentInsets
            func usable(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
            let left = usable(insets.leading)
            let right = usable(insets.trailing)
            let top = usable(insets.top)
            let bottom = usable(insets.bottom)
            frame = CGRect(
                x: frame.minX + left, y: frame.minY + top,
                width: max(0, frame.width - left - right),
                height: max(0, frame.height - top - bottom))
            extras[extra].decorations.append((item.elementKind, frame, item.zIndex))
        }
    }

    /// The decoration views of extras `extra` that overlap `rect`.
    func appendDecorations(
        of extra: Int, in rect: CGRect, to result: inout [CollectionViewLayoutAttributes]
    ) {
        let extras = extras[extra]
        for decoration in extras.decorations
        where decoration.frame.width > 0 && decoration.frame.height > 0
            && decoration.frame.overlaps(rect)
        {
            let attributes = CollectionViewLayoutAttributes(
                forDecorationViewOfKind: decoration.kind,
                with: IndexPath(item: 0, section: extras.section))
            attributes.frame = decoration.frame
            attributes.zIndex = decoration.zIndex
            result.append(attributes)
        }
    }

    /// The attributes of the decoration view of `elementKind` of section `indexPath[0]`, or
    /// `nil`, like UIKit's `layoutAttributesForDecorationView(ofKind:at:)`.
    public func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        guard indexPath.count >= 1, sections.indices.contains(indexPath[0]) else { return nil }
        let extra = sections[indexPath[0]].items.extra
        guard extra >= 0,
            let decoration = extras[extra].decorations.first(where: { $0.kind == elementKind })
        else { return nil }
        let attributes = CollectionViewLayoutAttributes(
            forDecorationViewOfKind: elementKind, with: IndexPath(item: 0, section: indexPath[0]))
        attributes.frame = decoration.frame
        attributes.zIndex = decoration.zIndex
        return attributes
    }

    // MARK: - For the collection view

    /// The orthogonal sections' geometries, in section order.
    func orthogonalGeometries() -> [OrthogonalSectionGeometry] {
        extras.isEmpty ? [] : extras.compactMap(\.orthogonal)
    }

    // MARK: - Visible-items handlers

    /// Calls the handler of each orthogonal section shown in `rect` whose scroll offset, the
    /// visible bounds or the visible items changed since its last call, and keeps what it set
    /// on the items. A handler that reloads or invalidates does not call itself again: it is
    /// called again only when one of those changes.
    func callVisibleItemsHandlers(in rect: CGRect) {
        guard !extras.isEmpty, let host else { return }
        // A snapshot: a handler may lay the collection view out again from inside.
        let snapshot = extras
        for extra in snapshot {
            guard let handler = extra.handler, let orthogonal = extra.orthogonal else { continue }
            let s = extra.section
            guard sections.indices.contains(s), sections[s].items.extra >= 0,
                sections[s].items.template >= 0, sections[s].itemCount > 0
            else { continue }
            var shown: [CollectionViewLayoutAttributes] = []
            appendOrthogonalItems(
                of: sections[s], s, orthogonal, in: rect, applyingChanges: false, to: &shown)
            let offset = orthogonalOffset(orthogonal)
            let key = VisibleItemsRun.Key(
                offset: offset, bounds: host.layoutBounds, paths: shown.map(\.indexPath))
            if handlerRuns[s]?.key == key { continue }
            handlerRuns[s] = VisibleItemsRun(key: key)
            let items = shown.map { attributes in
                // Frames as if the section were not scrolled across.
                let unscrolled = attributes.copy()
                unscrolled.frame =
                    axis.isVertical
                    ? attributes.frame.offsetBy(dx: offset, dy: 0)
                    : attributes.frame.offsetBy(dx: 0, dy: offset)
                return CompositionalVisibleItem(unscrolled)
            }
            let bounds = host.layoutBounds
            let point =
                axis.isVertical
                ? CGPoint(x: offset, y: bounds.minY) : CGPoint(x: bounds.minX, y: offset)
            visibleItemsHandlerCalls &+= 1
            handler(items, point, preparedEnvironment)
            guard handlerRuns[s]?.key == key else { continue }
            var changes: [IndexPath: VisibleItemsRun.Change] = [:]
            for item in items {
                if let change = self.change(of: item) { changes[item.indexPath] = change }
            }
            handlerRuns[s]?.changes = changes
        }
    }

    /// What a handler set on `item`, made safe to show: a non-finite centre or transform is
    /// ignored and alpha is clamped to 0...1 (NaN shows as 1). `nil` when nothing changed.
    private func change(of item: CompositionalVisibleItem) -> VisibleItemsRun.Change? {
        var change = VisibleItemsRun.Change()
        let center = item.center
        if center.x.isFinite, center.y.isFinite {
            change.dx = center.x - item.frame.midX
            change.dy = center.y - item.frame.midY
        }
        change.alpha = item.alpha.isNaN ? 1 : min(max(item.alpha, 0), 1)
        change.zIndex = item.zIndex
        change.isHidden = item.isHidden
        let t = item.transform
        if [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) { change.transform = t }
        let unchanged =
            change.dx == 0 && change.dy == 0 && change.alpha == 1 && change.zIndex == 0
            && !change.isHidden && change.transform.isIdentity
        return unchanged ? nil : change
    }

    func apply(_ change: VisibleItemsRun.Change, to attributes: CollectionViewLayoutAttributes) {
        attributes.frame = attributes.frame.offsetBy(dx: change.dx, dy: change.dy)
        attributes.alpha = change.alpha
        attributes.zIndex = change.zIndex
        attributes.isHidden = change.isHidden
        attributes.transform = change.transform
    }

    /// Applies what a handler set on the item of `attributes`, if anything.
    func applyHandlerChanges(to attributes: CollectionViewLayoutAttributes) {
        guard let change = handlerRuns[attributes.indexPath[0]]?.changes[attributes.indexPath]
        else { return }
        apply(change, to: attributes)
    }
}

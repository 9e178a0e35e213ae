import Foundation

/// The scroll view an orthogonal section's cells live in, as UIKit's collection view keeps
/// one inside itself for each section whose `orthogonalScrollingBehavior` is not `.none`.
/// It scrolls with touches like any scroll view; where a released drag stops depends on the
/// section's behaviour.
@MainActor
final class OrthogonalScrollView: ScrollView {
    var geometry: OrthogonalSectionGeometry
    var observation: ScrollViewObservation?
    /// Whether the section is shown mirrored (right to left, CollectionView+LayoutDirection.swift):
    /// its content runs from the right end, and an offset of `maximumOffset` shows its start.
    var isMirrored = false

    init(_ geometry: OrthogonalSectionGeometry) {
        self.geometry = geometry
        super.init(frame: geometry.frame)
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        if geometry.layoutIsVertical {
            alwaysBounceHorizontal = true
        } else {
            alwaysBounceVertical = true
        }
    }

    /// The offset along the section's scrolling axis.
    var crossOffset: CGFloat {
        geometry.layoutIsVertical ? contentOffset.x : contentOffset.y
    }

    /// Whether offsets along the scrolling axis are mirrored: a mirrored section that scrolls
    /// horizontally.
    private var mirrorsOffsets: Bool { isMirrored && geometry.layoutIsVertical }

    /// The offset as the layout reads it: the content's distance scrolled from its start (from
    /// the right end in a mirrored section).
    var layoutOffset: CGFloat {
        mirrorsOffsets ? geometry.maximumOffset - crossOffset : crossOffset
    }

    /// The scroll view's offset for `offset` as the layout reads it (see ``layoutOffset``), and
    /// the other way round.
    func scrollOffset(forLayoutOffset offset: CGFloat) -> CGFloat {
        mirrorsOffsets ? geometry.maximumOffset - offset : offset
    }

    /// Where a released drag stops: a group's leading boundary near where deceleration
    /// would stop (`.continuousGroupLeadingBoundary`), or the next or previous group from
    /// where the drag started (`.groupPaging`, `.groupPagingCentered`: at most one group
    /// past it, as paging goes at most one page). `.paging` uses the scroll view's paging.
    override func targetContentOffset(forRelease projected: CGPoint, velocity: CGPoint)
        -> CGPoint
    {
        let g = geometry
        let vertical = g.layoutIsVertical
        // In the layout's terms (a mirrored section's offsets and velocities turned around).
        let mirrors = mirrorsOffsets
        let p = scrollOffset(forLayoutOffset: vertical ? projected.x : projected.y)
        let v = (vertical ? velocity.x : velocity.y) * (mirrors ? -1 : 1)
        guard g.pitch > 0, g.groupCount > 0 else { return projected }
        var index: CGFloat
        switch g.behavior {
        case .continuousGroupLeadingBoundary:
            index = ((p - g.firstPage) / g.pitch).rounded()
        case .groupPaging, .groupPagingCentered:
            let o = (layoutOffset - g.firstPage) / g.pitch
            if v > ScrollView.pagingVelocityThreshold {
                index = (o + 1e-6).rounded(.down) + 1
            } else if v < -ScrollView.pagingVelocityThreshold {
                index = (o - 1e-6).rounded(.up) - 1
            } else {
                index = o.rounded()
            }
            if case .dragging(let drag) = phase {
                let start = scrollOffset(
                    forLayoutOffset: vertical ? drag.startOffset.x : drag.startOffset.y)
                let startIndex = ((start - g.firstPage) / g.pitch).rounded()
                index = min(max(index, startIndex - 1), startIndex + 1)
            }
        default:
            return projected
        }
        index = min(max(index, 0), CGFloat(g.groupCount - 1))
        let target = scrollOffset(
            forLayoutOffset: min(max(g.firstPage + index * g.pitch, 0), g.maximumOffset))
        return vertical ? CGPoint(x: target, y: projected.y) : CGPoint(x: projected.x, y: target)
    }

    /// Live cells and views in index order (they come and go in any order).
    override var subviewsForDump: [View] {
        let views = subviews
        let reusable = views.compactMap { $0 as? CollectionReusableView }
        guard reusable.count == views.count else { return views }
        return reusable.sorted {
            ($0.liveIndexPath ?? []).lexicographicallyPrecedes($1.liveIndexPath ?? [])
        }
    }
}

extension CollectionView {
    /// Makes, moves or removes the scroll views of the layout's orthogonal sections, and tells
    /// the layout where each is scrolled to. A new one starts at its section's resting offset.
    func updateOrthogonalScrollViews() {
        let layout = collectionViewLayout
        let geometries = layout.orthogonalSections
        // Right to left, the sections are mirrored with the rest (CollectionView+LayoutDirection.swift).
        let mirroring = geometries.isEmpty ? nil : mirroringWidth
        var kept: [Int: OrthogonalScrollView] = [:]
        for geometry in geometries {
            let scrollView: OrthogonalScrollView
            let frame =
                mirroring.map { Self.mirrored(geometry.frame, across: $0) } ?? geometry.frame
            if let existing = orthogonalScrollViews[geometry.section] {
                scrollView = existing
                // The layout's offset stays (the same items stay in view) when the section's
                // length or its direction changes.
                let offset = existing.layoutOffset
                scrollView.geometry = geometry
                scrollView.isMirrored = mirroring != nil
                if scrollView.frame != frame { scrollView.frame = frame }
                let size = contentSize(of: geometry)
                if scrollView.contentSize != size { scrollView.contentSize = size }
                if scrollView.layoutOffset != offset, geometry.layoutIsVertical {
                    scrollView.contentOffset.x = scrollView.scrollOffset(forLayoutOffset: offset)
                }
            } else {
                scrollView = OrthogonalScrollView(geometry)
                scrollView.isMirrored = mirroring != nil
                scrollView.frame = frame
                scrollView.contentSize = contentSize(of: geometry)
                let initial = scrollView.scrollOffset(forLayoutOffset: geometry.initialOffset)
                scrollView.contentOffset =
                    geometry.layoutIsVertical
                    ? CGPoint(x: initial, y: 0) : CGPoint(x: 0, y: initial)
                scrollView.observation = scrollView.observeContentOffset {
                    [weak self] scrollView, _ in
                    guard let self, let scrollView = scrollView as? OrthogonalScrollView,
                        self.orthogonalScrollViews[scrollView.geometry.section] === scrollView
                    else { return }
                    self.collectionViewLayout.setOrthogonalOffset(
                        scrollView.layoutOffset, forSection: scrollView.geometry.section)
                    self.setNeedsLayout()
                }
            }
            let size = contentSize(of: geometry)
            if scrollView.contentSize != size { scrollView.contentSize = size }
            scrollView.isPagingEnabled = geometry.behavior == .paging
            if scrollView.superview !== self { insertSubview(scrollView, at: 0) }
            kept[geometry.section] = scrollView
            layout.setOrthogonalOffset(scrollView.layoutOffset, forSection: geometry.section)
        }
        for (section, scrollView) in orthogonalScrollViews.sorted(by: { $0.key < $1.key })
        where kept[section] !== scrollView {
            // The section no longer scrolls across (or is gone): its live cells come back here.
            for view in scrollView.subviews {
                if let reusable = view as? CollectionReusableView, reusable.liveIndexPath != nil {
                    addSubview(reusable)
                }
            }
            scrollView.observation?.cancel()
            scrollView.removeFromSuperview()
        }
        orthogonalScrollViews = kept
    }

    private func contentSize(of geometry: OrthogonalSectionGeometry) -> CGSize {
        geometry.layoutIsVertical
            ? CGSize(width: geometry.contentLength, height: geometry.frame.height)
            : CGSize(width: geometry.frame.width, height: geometry.contentLength)
    }

    /// The attributes to apply to the view of `a` and the view it goes in: an orthogonal
    /// section's scroll view (the frame then in its content coordinates), else the
    /// collection view.
    func placement(of a: CollectionViewLayoutAttributes) -> (CollectionViewLayoutAttributes, View) {
        guard a.indexPath.count >= 1, let scrollView = orthogonalScrollViews[a.indexPath[0]]
        else { return (a, self) }
        let local = a.copy()
        let origin = scrollView.frame.origin
        let offset = scrollView.contentOffset
        local.frame = a.frame.offsetBy(dx: offset.x - origin.x, dy: offset.y - origin.y)
        return (local, scrollView)
    }

    /// The scroll view of orthogonal section `section`, or `nil` when the section does not
    /// scroll across the layout's axis (for tests and dumps).
    package func orthogonalScrollView(forSection section: Int) -> ScrollView? {
        orthogonalScrollViews[section]
    }

    // MARK: - Decoration views

    /// Keeps the decoration view of `a` live: the one shown, or a new one made from the class
    /// the layout registered for its kind, sent to the back (below the cells).
    func tileDecoration(_ a: CollectionViewLayoutAttributes, generation: Int) {
        let kind = a.representedElementKind!
        let key = SupplementaryKey(kind: kind, indexPath: a.indexPath)
        if let view = liveDecorations[key] {
            view.tileGeneration = generation
            view.apply(a)
            return
        }
        guard let viewClass = collectionViewLayout.decorationClass(ofKind: kind) else {
            preconditionFailure(
                "\(shortDescription): the layout placed a decoration view of kind \"\(kind)\" "
                    + "at \(a.indexPath.shortDescription), but no class is registered for it; "
                    + "call the layout's register(_:forDecorationViewOfKind:) first")
        }
        let view: CollectionReusableView
        if let recycled = decorationPool[kind]?.popLast() {
            view = recycled
            view.prepareForReuse()
        } else {
            view = viewClass.init(dequeuedWithFrame: .zero)
            view.ownerID = ObjectIdentifier(self)
        }
        view.liveIndexPath = a.indexPath
        view.liveKind = kind
        view.isDecoration = true
        view.tileGeneration = generation
        view.apply(a)
        liveDecorations[key] = view
        insertSubview(view, at: 0)
    }

    /// Sends the decoration views not seen in tiling pass `generation` (all with `nil`) to
    /// their pool.
    func endDisplayingDecorations(before generation: Int?) {
        let leaving = liveDecorations.filter {
            generation == nil || $0.value.tileGeneration != generation
        }
        for (key, view) in leaving.sorted(by: { $0.key.indexPath < $1.key.indexPath }) {
            liveDecorations[key] = nil
            view.removeFromSuperview()
            view.liveIndexPath = nil
            view.liveKind = nil
            decorationPool[key.kind, default: []].append(view)
        }
    }

    /// The live decoration view of `elementKind` in section `indexPath[0]`, or `nil`.
    package func decorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionReusableView?
    {
        liveDecorations[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }
}

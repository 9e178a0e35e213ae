import Foundation

/// An item or group's layout values, copied when its section is laid out: the layout keeps
/// this copy, as UIKit's keeps a copy of the sections it is given, so that changing an item
/// afterwards (or in the provider, for the next section) changes nothing already laid out.
struct LayoutNode {
    let width: NSCollectionLayoutDimension
    let height: NSCollectionLayoutDimension
    let insets: NSDirectionalEdgeInsets
    /// The group's values; `nil` for a leaf.
    let group: Group?
    /// A leaf's supplementary items (badges).
    let badges: [Badge]

    /// A supplementary item anchored to a leaf's cell.
    struct Badge {
        let kind: String
        let width: NSCollectionLayoutDimension
        let height: NSCollectionLayoutDimension
        let anchor: NSCollectionLayoutAnchor
        let zIndex: Int
    }

    struct Group {
        let axis: NSCollectionLayoutGroup.Axis
        let count: Int?
        let spacing: NSCollectionLayoutSpacing?
        let subitems: [LayoutNode]
    }

    /// A copy of `item`'s values, and of its subitems' if it is a group.
    @MainActor
    init(_ item: NSCollectionLayoutItem) {
        width = item.layoutSize.widthDimension
        height = item.layoutSize.heightDimension
        insets = item.contentInsets
        badges = item.supplementaryItems.map {
            Badge(
                kind: $0.elementKind, width: $0.layoutSize.widthDimension,
                height: $0.layoutSize.heightDimension, anchor: $0.containerAnchor,
                zIndex: $0.zIndex)
        }
        if let group = item as? NSCollectionLayoutGroup {
            self.group = Group(
                axis: group.axis, count: group.count, spacing: group.interItemSpacing,
                subitems: group.subitems.map(LayoutNode.init))
        } else {
            group = nil
        }
    }
}

/// Lays out one group of a compositional layout: its size and the frames of its leaf items
/// (its cells' places, in depth-first order), relative to the group's origin.
///
/// A group's subitems resolve their fractional dimensions against the group's content (its
/// size less its content insets), and are placed one after another along the group's axis;
/// estimated dimensions take the size a cell gave (`preferred`) or the estimate. The first
/// layout of a section's group (the template) decides how many subitems each group places;
/// later layouts of the same group with cells' sizes (`replay`) place the same numbers, so
/// that item *i* is always place *i* mod *k* of group *i* / *k*.
@MainActor
struct GroupSolver {
    /// The leaf frames so far, relative to the top-level group's origin.
    var frames: [CGRect] = []
    /// Per leaf: bit 0 set when its width is estimated, bit 1 when its height is.
    var estimated: [UInt8] = []
    /// The badges' frames, leaf by leaf, relative to the top-level group's origin.
    var badgeFrames: [CGRect] = []
    /// Per badge: its leaf, kind and z-index.
    var badges: [(leaf: Int, kind: String, zIndex: Int)] = []
    /// Per group node, in depth-first pre-order: how many subitems it placed.
    var childCounts: [Int] = []
    /// The counts to place again (from a template), or `nil` to decide them.
    let replay: [Int]?
    private var replayIndex = 0
    /// The size the cell of leaf *i* gave, if any (the estimated axes use it).
    let preferred: ((Int) -> CGSize?)?
    /// Bad data met (NaN, infinite, negative dimensions or insets), to report once.
    private(set) var badValue: String?

    /// The most places one group may have, nested groups included: past it a group stops
    /// filling (a diagnostic says so), so that a tiny fraction or a huge count cannot make a
    /// group of millions of places.
    static let maximumPlaces = 10_000

    init(replay: [Int]? = nil, preferred: ((Int) -> CGSize?)? = nil) {
        self.replay = replay
        self.preferred = preferred
    }

    /// Lays out `item` (a leaf or a group) with its origin at `origin`, resolving its
    /// dimensions against `container`; `forcedWidth`/`forcedHeight` replace its own (a group
    /// of count *N* sizes its subitems). Returns the size it takes.
    mutating func place(
        _ item: LayoutNode, in container: CGSize, at origin: CGPoint,
        forcedWidth: CGFloat? = nil, forcedHeight: CGFloat? = nil
    ) -> CGSize {
        let widthDimension = item.width
        let heightDimension = item.height
        let widthIsEstimated = forcedWidth == nil && widthDimension.isEstimated
        let heightIsEstimated = forcedHeight == nil && heightDimension.isEstimated
        var size = CGSize(
            width: forcedWidth ?? resolve(widthDimension, container, "width"),
            height: forcedHeight ?? resolve(heightDimension, container, "height"))
        // Content insets are ignored along an estimated axis (UIKit: `contentInsets`).
        let insets = usable(item.insets)
        let left = widthIsEstimated ? 0 : insets.leading
        let right = widthIsEstimated ? 0 : insets.trailing
        let top = heightIsEstimated ? 0 : insets.top
        let bottom = heightIsEstimated ? 0 : insets.bottom
        guard let group = item.group else {
            let leaf = frames.count
            if widthIsEstimated || heightIsEstimated, let fitted = preferred?(leaf) {
                if widthIsEstimated { size.width = fitted.width }
                if heightIsEstimated { size.height = fitted.height }
            }
            let frame = CGRect(
                x: origin.x + left, y: origin.y + top,
                width: max(0, size.width - left - right),
                height: max(0, size.height - top - bottom))
            frames.append(frame)
            estimated.append((widthIsEstimated ? 1 : 0) | (heightIsEstimated ? 2 : 0))
            for badge in item.badges {
                // Fractions of the cell's frame.
                let badgeSize = CGSize(
                    width: resolve(badge.width, frame.size, "width"),
                    height: resolve(badge.height, frame.size, "height"))
                badgeFrames.append(badge.anchor.frame(ofSize: badgeSize, in: frame))
                badges.append((leaf, badge.kind, badge.zIndex))
            }
            return size
        }
        let content = CGSize(
            width: max(0, size.width - left - right), height: max(0, size.height - top - bottom))
        let isHorizontal = group.axis == .horizontal
        let contentMain = isHorizontal ? content.width : content.height
        let mainIsEstimated = isHorizontal ? widthIsEstimated : heightIsEstimated
        let spacing = group.spacing.map { finite($0.spacing, "interItemSpacing") } ?? 0
        let isFlexible = group.spacing?.isFlexibleSpacing ?? false
        let subitems = group.subitems

        // How many subitems: a replayed count, the group's count, one round when the group's
        // length comes from them, else as many as fit.
        let node = childCounts.count
        childCounts.append(0)
        var planned: Int?
        if let replay {
            planned = replayIndex < replay.count ? replay[replayIndex] : 1
            replayIndex += 1
        } else if let count = group.count {
            planned = count
        } else if mainIsEstimated {
            planned = subitems.count
        }
        // A group of count N shares its length: UIKit's (length - spacing × (N - 1)) / N.
        var forcedMain: CGFloat?
        if let count = group.count, !mainIsEstimated {
            forcedMain = max(0, (contentMain - spacing * CGFloat(count - 1)) / CGFloat(count))
        }

        var cursor: CGFloat = 0
        var crossExtent: CGFloat = 0
        var placed = 0
        // Per placed subitem: its first leaf and badge, and where it starts along the axis.
        var starts: [(leaf: Int, badge: Int, main: CGFloat)] = []
        var cursorAtRoundStart: CGFloat = 0
        let limit = min(planned ?? Self.maximumPlaces, Self.maximumPlaces)
        // The cap counts every place of the top-level group, so that nested groups cannot
        // multiply it.
        while placed < limit, frames.count < Self.maximumPlaces {
            let child = subitems[placed % subitems.count]
            let leafMark = frames.count
            let countMark = childCounts.count
            let estimatedMark = estimated.count
            let badgeMark = badgeFrames.count
            let childOrigin =
                isHorizontal
                ? CGPoint(x: origin.x + left + cursor, y: origin.y + top)
                : CGPoint(x: origin.x + left, y: origin.y + top + cursor)
            let childSize = place(
                child, in: content, at: childOrigin,
                forcedWidth: isHorizontal ? forcedMain : nil,
                forcedHeight: isHorizontal ? nil : forcedMain)
            let childMain = isHorizontal ? childSize.width : childSize.height
            // Filling: a subitem that would overflow the group is not placed (the first
            // always is). A relative tolerance absorbs rounding (five fifths of 390).
            if planned == nil, placed > 0,
                cursor + childMain > contentMain + max(contentMain, 1) * 1e-9
            {
                frames.removeSubrange(leafMark...)
                estimated.removeSubrange(estimatedMark...)
                badgeFrames.removeSubrange(badgeMark...)
                badges.removeSubrange(badgeMark...)
                childCounts.removeSubrange(countMark...)
                break
            }
            starts.append((leafMark, badgeMark, cursor))
            cursor += childMain + spacing
            crossExtent = max(crossExtent, isHorizontal ? childSize.height : childSize.width)
            placed += 1
            // A round of subitems that takes no length would repeat for ever: stop there.
            if planned == nil, placed % subitems.count == 0 {
                if cursor <= cursorAtRoundStart { break }
                cursorAtRoundStart = cursor
            }
        }
        if placed < (planned ?? Int.max),
            placed == Self.maximumPlaces
                || frames.count >= Self.maximumPlaces
        {
            badValue =
                badValue ?? "a group would have more than \(Self.maximumPlaces) places: it has "
                + "\(Self.maximumPlaces)"
        }
        childCounts[node] = placed
        let used = placed > 0 ? cursor - spacing : 0
        // Flexible spacing spreads what is left between the subitems.
        if isFlexible, !mainIsEstimated, placed > 1, used < contentMain {
            let extra = (contentMain - used) / CGFloat(placed - 1)
            for j in 1..<placed {
                let shift = extra * CGFloat(j)
                let end = j + 1 < placed ? starts[j + 1].leaf : frames.count
                for leaf in starts[j].leaf..<end {
                    if isHorizontal {
                        frames[leaf].origin.x += shift
                    } else {
                        frames[leaf].origin.y += shift
                    }
                }
                let badgeEnd = j + 1 < placed ? starts[j + 1].badge : badgeFrames.count
                for badge in starts[j].badge..<badgeEnd {
                    if isHorizontal {
                        badgeFrames[badge].origin.x += shift
                    } else {
                        badgeFrames[badge].origin.y += shift
                    }
                }
            }
        }
        // An estimated length is the subitems' (insets ignored along it).
        if isHorizontal {
            if widthIsEstimated { size.width = used }
            if heightIsEstimated { size.height = crossExtent }
        } else {
            if heightIsEstimated { size.height = used }
            if widthIsEstimated { size.width = crossExtent }
        }
        return size
    }

    /// `dimension` resolved against `container`, clamped to a usable length.
    private mutating func resolve(
        _ dimension: NSCollectionLayoutDimension, _ container: CGSize, _ axis: String
    ) -> CGFloat {
        let value: CGFloat =
            switch dimension.kind {
            case .fractionalWidth: dimension.dimension * container.width
            case .fractionalHeight: dimension.dimension * container.height
            case .absolute, .estimated: dimension.dimension
            }
        if value >= 0 && value <= maximumDelegateLength { return value }
        badValue =
            badValue
            ?? "a \(axis) of \(dimension) comes to \(formatted(value)): shown as "
            + formatted(clampedLength(value))
        return clampedLength(value)
    }

    /// `insets` with non-finite edges as 0.
    private mutating func usable(_ insets: NSDirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
        if insets.top.isFinite && insets.leading.isFinite && insets.bottom.isFinite
            && insets.trailing.isFinite
        {
            return insets
        }
        return NSDirectionalEdgeInsets(
            top: finite(insets.top, "contentInsets"),
            leading: finite(insets.leading, "contentInsets"),
            bottom: finite(insets.bottom, "contentInsets"),
            trailing: finite(insets.trailing, "contentInsets"))
    }

    /// Notes bad data, unless some was noted already.
    mutating func note(_ message: String) {
        badValue = badValue ?? message
    }

    /// `value` if finite and within the longest length a layout uses, else clamped (NaN: 0).
    mutating func finite(_ value: CGFloat, _ what: String) -> CGFloat {
        if value >= -maximumDelegateLength && value <= maximumDelegateLength { return value }
        let usable =
            value.isNaN ? 0 : max(-maximumDelegateLength, min(value, maximumDelegateLength))
        badValue =
            badValue ?? "\(what) is \(formatted(value)): shown as \(formatted(usable))"
        return usable
    }
}

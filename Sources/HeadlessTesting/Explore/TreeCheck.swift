import Foundation
import HeadlessKit

/// A built-in invariant that walks the view tree. Several of them, checked after the same
/// frame, share one walk (``TreeWalker``): per frame that is one visit of each view rather
/// than one per invariant, the largest part of an exploration's time.
enum TreeCheck: Int, CaseIterable, Sendable {
    case finiteGeometry, consistentHierarchy, hitTestableInsideWindow, noStrayCells
    case scrollOffsetInContent
}

/// Which ``TreeCheck``s to run, and the first problem each found. Plain stored Booleans and
/// strings: a debug build (what `swift test` runs) pays for every generic call, so the walk
/// uses no option sets, sequence adaptors or tuples.
struct TreeCheckResults {
    var finite: String?
    var hierarchy: String?
    var hit: String?
    var cells: String?
    var offsets: String?

    subscript(check: TreeCheck) -> String? {
        switch check {
        case .finiteGeometry: finite
        case .consistentHierarchy: hierarchy
        case .hitTestableInsideWindow: hit
        case .noStrayCells: cells
        case .scrollOffsetInContent: offsets
        }
    }
}

/// A set of ``TreeCheck``s, as five Booleans.
struct TreeCheckSet {
    var finite = false
    var hierarchy = false
    var hit = false
    var cells = false
    var offsets = false

    init() {}

    init(_ check: TreeCheck) {
        insert(check)
    }

    mutating func insert(_ check: TreeCheck) {
        switch check {
        case .finiteGeometry: finite = true
        case .consistentHierarchy: hierarchy = true
        case .hitTestableInsideWindow: hit = true
        case .noStrayCells: cells = true
        case .scrollOffsetInContent: offsets = true
        }
    }

    var isEmpty: Bool { !(finite || hierarchy || hit || cells || offsets) }
}

/// Walks a window's tree once for any ``TreeCheck``s, depth first in subview order, with a
/// loop rather than recursion (any depth fits); its stack is kept between walks.
@MainActor
final class TreeWalker {
    /// A view to visit, with what the hit-test check carries down: the window-coordinate
    /// point of the view's bounds origin, whether a transform lies on the way down (then
    /// `convert` works it out), and whether the view and its ancestors can take touches.
    private struct Node {
        let view: View
        let origin: CGPoint
        let transformed: Bool
        let touchable: Bool
    }

    private var stack: [Node] = []
    /// The identities of the subviews being visited, for the duplicate check (the first
    /// `idCount`; the buffer is reused, never emptied).
    private var ids: [ObjectIdentifier] = []
    private var idCount = 0
    private var seen: Set<ObjectIdentifier> = []
    /// Filled only once the hierarchy check has failed: a broken tree may hold a cycle, so
    /// the rest of the walk visits each view once.
    private var visited: Set<ObjectIdentifier> = []

    /// The first problem of each check in `checks` on `window`'s tree.
    ///
    /// - Complexity: O(*n*) in the views, plus one window hit test per probe (see
    ///   ``ExploreInvariant/hitTestableInsideWindow``).
    func run(_ checks: TreeCheckSet, on window: Window) -> TreeCheckResults {
        var results = TreeCheckResults()
        guard !checks.isEmpty else { return results }
        var wantFinite = checks.finite
        var wantHierarchy = checks.hierarchy
        var wantHit = checks.hit
        var wantCells = checks.cells
        var wantOffsets = checks.offsets
        let area = window.bounds
        if wantHit {
            if !isFinite(area) {
                wantHit = false
            } else {
                results.hit = firstEdgeProbe(around: area) { hitOutside($0, in: window, area) }
                if results.hit != nil { wantHit = false }
            }
        }
        // A view's frame and bounds are checked by its superview's visit, where the hit-test
        // check reads them too; the window's here.
        if wantFinite, let problem = geometryProblem(window, window.frame, area) {
            results.finite = problem
            wantFinite = false
        }
        stack.removeAll(keepingCapacity: true)
        visited.removeAll()
        var guardsCycles = false
        stack.append(Node(view: window, origin: .zero, transformed: false, touchable: true))
        while wantFinite || wantHierarchy || wantHit || wantCells || wantOffsets,
            let node = stack.popLast()
        {
            let view = node.view
            if guardsCycles, !visited.insert(ObjectIdentifier(view)).inserted { continue }
            // Set when `view` is a collection view whose cells are to be checked.
            var cellsOf: CollectionView?
            var kept = CGRect.null
            if wantFinite || wantOffsets || wantCells, let scroll = view as? ScrollView {
                if wantFinite, let problem = scrollProblem(scroll) {
                    results.finite = problem
                    wantFinite = false
                }
                if wantOffsets, let problem = offsetProblem(scroll) {
                    results.offsets = problem
                    wantOffsets = false
                }
                if wantCells, let collection = scroll as? CollectionView {
                    cellsOf = collection
                    kept = collection.bounds.insetBy(
                        dx: -collection.reuseMargin - 1, dy: -collection.reuseMargin - 1)
                }
            }
            let children = view.subviews
            idCount = 0
            // Pushed last first, so that the first subview is visited first.
            var index = children.count
            while index > 0 {
                index -= 1
                let child = children[index]
                if wantHierarchy {
                    if idCount < ids.count {
                        ids[idCount] = ObjectIdentifier(child)
                    } else {
                        ids.append(ObjectIdentifier(child))
                    }
                    idCount += 1
                    if let problem = parentProblem(child, view, window) {
                        results.hierarchy = problem
                        wantHierarchy = false
                        // A broken tree may hold a cycle: from here on, one visit per view.
                        guardsCycles = true
                        visited.insert(ObjectIdentifier(view))
                    }
                }
                if let collection = cellsOf, wantCells,
                    let problem = strayCellProblem(child, in: collection, kept: kept)
                {
                    results.cells = problem
                    wantCells = false
                }
                let hitTestable =
                    wantHit && node.touchable && !child.isHidden && child.alpha >= 0.01
                    && child.isUserInteractionEnabled
                guard wantFinite || hitTestable else {
                    stack.append(
                        Node(view: child, origin: .zero, transformed: false, touchable: false))
                    continue
                }
                let frame = child.frame
                let bounds = child.bounds
                if wantFinite, let problem = geometryProblem(child, frame, bounds) {
                    results.finite = problem
                    wantFinite = false
                }
                guard hitTestable else {
                    stack.append(
                        Node(view: child, origin: .zero, transformed: false, touchable: false))
                    continue
                }
                // The rect in window coordinates, from the superview's origin (no walk up);
                // under a transform, `convert` works it out for the whole subtree.
                let transformed = node.transformed || !child.transform.isIdentity
                let rect =
                    transformed
                    ? child.convert(bounds, to: nil)
                    : CGRect(
                        x: node.origin.x + frame.origin.x, y: node.origin.y + frame.origin.y,
                        width: bounds.size.width, height: bounds.size.height)
                let finite = isFinite(rect)
                if finite, rect.size.width > 0, rect.size.height > 0, !area.contains(rect) {
                    let problem = firstOutsideProbe(of: rect, around: area) {
                        hitOutside($0, in: window, area)
                    }
                    if let problem {
                        results.hit = problem + " (probed at \(child.shortDescription))"
                        wantHit = false
                    }
                }
                stack.append(
                    Node(
                        view: child,
                        origin: CGPoint(
                            x: rect.origin.x - bounds.origin.x, y: rect.origin.y - bounds.origin.y),
                        transformed: transformed, touchable: finite))
            }
            if wantHierarchy, let repeated = firstRepeat(in: ids, count: idCount, seen: &seen) {
                // `ids` holds the subviews last first.
                let twice = children[children.count - 1 - repeated]
                results.hierarchy =
                    "\(twice.shortDescription) appears twice in \(view.shortDescription).subviews"
                wantHierarchy = false
                guardsCycles = true
                visited.insert(ObjectIdentifier(view))
            }
        }
        stack.removeAll(keepingCapacity: true)
        visited.removeAll()
        return results
    }

    private func geometryProblem(_ view: View, _ frame: CGRect, _ bounds: CGRect) -> String? {
        if !isFinite(frame) { return "\(view.shortDescription) frame \(exploreText(frame))" }
        if !isFinite(bounds) { return "\(view.shortDescription) bounds \(exploreText(bounds))" }
        return nil
    }

    private func scrollProblem(_ scroll: ScrollView) -> String? {
        let o = scroll.contentOffset
        if !(o.x.isFinite && o.y.isFinite) {
            return "\(scroll.shortDescription) contentOffset \(exploreText(o))"
        }
        let s = scroll.contentSize
        if !(s.width.isFinite && s.height.isFinite) {
            return "\(scroll.shortDescription) contentSize \(s)"
        }
        let i = scroll.adjustedContentInset
        if !(i.top.isFinite && i.left.isFinite && i.bottom.isFinite && i.right.isFinite) {
            return "\(scroll.shortDescription) adjustedContentInset \(i)"
        }
        return nil
    }

    private func offsetProblem(_ scroll: ScrollView) -> String? {
        let o = scroll.contentOffset
        let low = scroll.minimumContentOffset
        let high = scroll.maximumContentOffset
        let slack: CGFloat = 0.5
        guard
            o.x < low.x - slack || o.x > high.x + slack || o.y < low.y - slack
                || o.y > high.y + slack
        else { return nil }
        return "\(scroll.shortDescription) at rest with contentOffset \(exploreText(o))"
            + " outside \(exploreText(low))…\(exploreText(high))"
    }

    /// What is wrong with `view`, a subview of `collection`, if it is a cell: it must be one of
    /// the collection view's visible cells, and placed within `kept`, the area it keeps cells
    /// for.
    private func strayCellProblem(
        _ view: View, in collection: CollectionView, kept: CGRect
    ) -> String? {
        guard let cell = view as? CollectionViewCell else { return nil }
        if collection.indexPath(for: cell) == nil {
            return "\(cell.shortDescription) is in \(collection.shortDescription)"
                + " but is not one of its visible cells"
        }
        let frame = cell.frame
        if !cell.isHidden, !frame.intersects(kept), frame.width > 0, frame.height > 0 {
            return "\(cell.shortDescription) at \(exploreText(frame)) is outside"
                + " the visible area \(exploreText(kept)) of \(collection.shortDescription)"
        }
        return nil
    }

    /// What is wrong with `child`'s place in `view.subviews`, or `nil`.
    ///
    /// A view has one `superview`. So if every child's `superview` is the view whose
    /// `subviews` hold it, a view held at two places is held twice by one `subviews` array
    /// (both holders are its superview), or it is the root (whose place is no `subviews`
    /// array). Checking each array for duplicates, and for the root, is enough: no set of the
    /// whole tree is built.
    private func parentProblem(_ child: View, _ view: View, _ root: View) -> String? {
        if child.superview !== view {
            return "\(child.shortDescription) is in \(view.shortDescription).subviews"
                + " but its superview is " + (child.superview?.shortDescription ?? "nil")
        }
        if child === root { return "\(child.shortDescription) appears twice in the tree" }
        return nil
    }

    /// What the window's hit test finds at `point`, outside `area`, as a problem.
    private func hitOutside(_ point: CGPoint, in window: Window, _ area: CGRect) -> String? {
        guard !area.contains(point), let hit = window.hitTest(point, with: nil) else {
            return nil
        }
        return "\(hit.shortDescription) takes a touch at \(exploreText(point)),"
            + " outside the window \(exploreText(area))"
    }
}

/// The index of the first of the first `count` identities in `ids` that an earlier one
/// repeats, or `nil`; `seen` is scratch space for long arrays.
func firstRepeat(
    in ids: [ObjectIdentifier], count: Int, seen: inout Set<ObjectIdentifier>
) -> Int? {
    // Short arrays (nearly all) are compared pairwise: no set to fill.
    if count <= 16 {
        var i = 1
        while i < count {
            let id = ids[i]
            var j = 0
            while j < i {
                if ids[j] == id { return i }
                j += 1
            }
            i += 1
        }
        return nil
    }
    seen.removeAll(keepingCapacity: true)
    var i = 0
    while i < count {
        if !seen.insert(ids[i]).inserted { return i }
        i += 1
    }
    return nil
}

/// The first answer of `probe` at points just outside each edge of `area`, at the middle of
/// the edge: on the maximum edges themselves (bounds are half-open), half a point past the
/// minimum ones.
func firstEdgeProbe(around area: CGRect, _ probe: (CGPoint) -> String?) -> String? {
    probe(CGPoint(x: area.midX, y: area.minY - 0.5))
        ?? probe(CGPoint(x: area.midX, y: area.maxY))
        ?? probe(CGPoint(x: area.minX - 0.5, y: area.midY))
        ?? probe(CGPoint(x: area.maxX, y: area.midY))
}

/// The first answer of `probe` at, for each part of `rect` outside `area` (above, below, left
/// and right of it), the point of that part nearest `area`: on the maximum edges themselves,
/// or within half a point of the minimum ones, centred along the edge where `rect` overlaps
/// it.
func firstOutsideProbe(
    of rect: CGRect, around area: CGRect, _ probe: (CGPoint) -> String?
) -> String? {
    let (rx, ry, rw, rh) = (rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
    let (ax, ay, aw, ah) = (area.origin.x, area.origin.y, area.size.width, area.size.height)
    // The middle of the overlap of [rx, rx + rw) with [ax, ax + aw), or of the rect's span.
    let l = max(rx, ax)
    let h = min(rx + rw, ax + aw)
    let x = l < h ? (l + h) / 2 : rx + rw / 2
    let t = max(ry, ay)
    let b = min(ry + rh, ay + ah)
    let y = t < b ? (t + b) / 2 : ry + rh / 2
    if ry < ay {
        let top = min(ry + rh, ay)
        if let found = probe(CGPoint(x: x, y: top - min(0.5, (top - ry) / 2))) { return found }
    }
    if ry + rh > ay + ah {
        if let found = probe(CGPoint(x: x, y: max(ry, ay + ah))) { return found }
    }
    // Left and right: the band beside the area, if the rect reaches it.
    guard t < b else { return nil }
    if rx < ax {
        let left = min(rx + rw, ax)
        if let found = probe(CGPoint(x: left - min(0.5, (left - rx) / 2), y: y)) { return found }
    }
    if rx + rw > ax + aw {
        if let found = probe(CGPoint(x: max(rx, ax + aw), y: y)) { return found }
    }
    return nil
}

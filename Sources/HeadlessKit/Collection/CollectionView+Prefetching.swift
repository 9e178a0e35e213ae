import Foundation

/// Told of the items a ``CollectionView`` will soon show, to start loading their data early,
/// like `UICollectionViewDataSourcePrefetching`.
///
///     func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
///         for path in indexPaths { thumbnails.startLoading(photos[path.item]) }
///     }
///
/// The collection view asks for the items of the next screen in the direction it scrolls
/// (see ``CollectionView/prefetchDataSource``).
@MainActor
public protocol CollectionViewDataSourcePrefetching: AnyObject {
    /// The items at `indexPaths` will probably be shown soon (sorted; none is on screen).
    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items asked for before are no longer expected soon (the scrolling turned back). Does
    /// nothing by default, as UIKit's optional method.
    func collectionView(
        _ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension CollectionViewDataSourcePrefetching {
    public func collectionView(
        _ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {}
}

/// Where the next screen is: the scrolling axis and which way along it.
struct PrefetchDirection: Equatable {
    var isVertical = true
    var isForward = true
}

extension CollectionView {
    /// Asks the prefetch data source about the items of the next screen, and cancels those
    /// asked for before that are no longer ahead. Runs after each tiling pass.
    ///
    /// The next screen is the visible rect (grown by ``reuseMargin``) moved by one bounds
    /// length in the direction of the last scroll (down, or along the axis the content is
    /// longer in, before any scroll). An item is asked for once, until it comes on screen (it
    /// then no longer counts as prefetched), is cancelled, or the data changes (a reload or an
    /// update forgets every prefetched item: their paths may name other items now).
    ///
    /// - Complexity: the layout's query for the next screen (O(log *n* + *k*) for the built-in
    ///   layouts) plus O(*k* log *k*) in the items of that screen and those prefetched before.
    func updatePrefetching(movedFrom previous: CGRect?) {
        guard isPrefetchingEnabled, let source = prefetchDataSource else {
            prefetchedItems = []
            return
        }
        if prefetchedDataVersion != dataVersion {
            prefetchedItems = []
            prefetchedDataVersion = dataVersion
        }
        let visible = bounds.insetBy(dx: -reuseMargin, dy: -reuseMargin)
        let direction = Self.direction(
            from: previous?.origin, to: bounds.origin, contentSize: contentSize,
            boundsSize: bounds.size, last: prefetchDirection)
        prefetchDirection = direction
        let ahead = Self.screenAhead(of: visible, bounds: bounds, direction: direction)
        var aheadItems: Set<IndexPath> = []
        var wanted: [IndexPath] = []
        if !ahead.isEmpty {
            for a in displayedAttributes(in: ahead)
            where a.representedElementCategory == .cell && isValid(a.indexPath) {
                let path = a.indexPath
                guard liveCells[path] == nil, aheadItems.insert(path).inserted else { continue }
                if !prefetchedItems.contains(path) { wanted.append(path) }
            }
        }
        // Items asked for before that are neither ahead nor shown: the scrolling turned back.
        let dropped = prefetchedItems.filter { !aheadItems.contains($0) && liveCells[$0] == nil }
        prefetchedItems.subtract(dropped)
        prefetchedItems.formUnion(wanted)
        let version = dataVersion
        if !dropped.isEmpty {
            source.collectionView(self, cancelPrefetchingForItemsAt: dropped.sorted())
        }
        // The source may have changed the data (its paths are stale then) or gone away.
        guard !wanted.isEmpty, dataVersion == version, prefetchDataSource === source else {
            return
        }
        source.collectionView(self, prefetchItemsAt: wanted.sorted())
    }

    /// The direction of the next screen: that of the move from `previous` to `origin` along
    /// its longer component; `last` when nothing moved; before any move, forward along the
    /// axis the content overflows (vertical when both or neither do).
    static func direction(
        from previous: CGPoint?, to origin: CGPoint, contentSize: CGSize, boundsSize: CGSize,
        last: PrefetchDirection?
    ) -> PrefetchDirection {
        if let previous {
            let dx = origin.x - previous.x
            let dy = origin.y - previous.y
            if dx != 0 || dy != 0 {
                return abs(dy) >= abs(dx)
                    ? PrefetchDirection(isVertical: true, isForward: dy > 0)
                    : PrefetchDirection(isVertical: false, isForward: dx > 0)
            }
        }
        if let last { return last }
        let overflowsHorizontally = contentSize.width > boundsSize.width
        let overflowsVertically = contentSize.height > boundsSize.height
        return PrefetchDirection(
            isVertical: overflowsVertically || !overflowsHorizontally, isForward: true)
    }

    /// The rect one bounds length past `visible` in `direction`; empty for empty bounds.
    static func screenAhead(of visible: CGRect, bounds: CGRect, direction: PrefetchDirection)
        -> CGRect
    {
        guard bounds.width > 0, bounds.height > 0, visible.width.isFinite,
            visible.height.isFinite
        else { return .null }
        var ahead = visible
        if direction.isVertical {
            ahead.size.height = bounds.height
            ahead.origin.y = direction.isForward ? visible.maxY : visible.minY - bounds.height
        } else {
            ahead.size.width = bounds.width
            ahead.origin.x = direction.isForward ? visible.maxX : visible.minX - bounds.width
        }
        return ahead
    }
}

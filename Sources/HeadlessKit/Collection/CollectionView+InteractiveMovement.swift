import Foundation

/// An item being moved interactively (``CollectionView/beginInteractiveMovementForItem(at:)``):
/// where it started, where it shows now and the point its cell follows. While it crosses
/// sections the collection view counts it in its new section; the data source still counts
/// it in the old one until `moveItemAt`.
struct InteractiveMovement: MovingItem {
    let source: IndexPath
    var current: IndexPath
    /// The target position (content coordinates) the moving cell's center follows; `nil`
    /// until the first update.
    var position: CGPoint?
}

/// An item or row on the move (a collection view's interactive movement, a table row dragged
/// by its reorder control): where it started and where it shows now. While it crosses
/// sections the view counts it in its new section; the data source still counts it in the old
/// one until it is told of the move.
protocol MovingItem {
    var source: IndexPath { get }
    var current: IndexPath { get }
}

extension MovingItem {
    /// The data source's index path for `path` as shown during the move.
    func dataSourcePath(for path: IndexPath) -> IndexPath {
        if path == current { return source }
        var item = path.item
        if path.section == current.section && item > current.item { item -= 1 }
        if path.section == source.section && item >= source.item { item += 1 }
        return IndexPath(item: item, section: path.section)
    }

    /// How many more items `section` shows than the data source counts.
    func countDelta(inSection section: Int) -> Int {
        guard source.section != current.section else { return 0 }
        if section == source.section { return -1 }
        if section == current.section { return 1 }
        return 0
    }
}

extension CollectionView {
    // MARK: - Interactive movement (UIKit: "Reordering items interactively" in UICollectionView)

    /// Starts moving the item at `indexPath` interactively, as UIKit's
    /// `beginInteractiveMovementForItem(at:)`: returns `false` (and moves nothing) when the
    /// item does not exist, a movement is already under way, the data source does not implement
    /// `collectionView(_:moveItemAt:to:)`, or its `collectionView(_:canMoveItemAt:)` says no.
    /// Then ``updateInteractiveMovementTargetPosition(_:)`` moves the cell and the others make
    /// room; ``endInteractiveMovement()`` tells the data source, or
    /// ``cancelInteractiveMovement()`` puts the item back.
    ///
    /// Whether the data source implements `moveItemAt` is asked once (moving `indexPath` onto
    /// itself, which a data source treats as no move) and remembered until the data source
    /// changes.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard interactiveMovement == nil, let dataSource else { return false }
        updateLayout()
        guard indexPath.count == 2, isValid(indexPath) else { return false }
        guard dataSourceImplementsMoveItem(probing: indexPath),
            dataSource.collectionView(self, canMoveItemAt: indexPath),
            interactiveMovement == nil, isValid(indexPath)
        else { return false }
        swipeActions?.endSwipe()
        interactiveMovement = InteractiveMovement(source: indexPath, current: indexPath)
        noteReordering()
        return true
    }

    /// Moves the moving item's cell so that its center is at `targetPosition` (in the
    /// collection view's content coordinates), and, when the point is over another item's
    /// place, moves the item there (asking the delegate's
    /// `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`);
    /// the other items make room. Does nothing without a movement under way. A target the
    /// delegate returns that is no place for the item is clamped into the sections.
    ///
    /// - Precondition: `targetPosition` is finite (a gesture's location always is).
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        precondition(
            targetPosition.x.isFinite && targetPosition.y.isFinite,
            "\(shortDescription): updateInteractiveMovementTargetPosition(_:) was given "
                + "targetPosition (\(targetPosition.x), \(targetPosition.y)), which is not finite")
        guard var movement = interactiveMovement else { return }
        movement.position = targetPosition
        interactiveMovement = movement
        if let proposed = indexPathForItem(at: targetPosition), proposed != movement.current {
            let delegate = delegate as? CollectionViewDelegate
            let answer =
                delegate?.collectionView(
                    self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.source,
                    atCurrentIndexPath: movement.current, toProposedIndexPath: proposed)
                ?? proposed
            // The delegate may have ended or restarted the movement.
            if let now = interactiveMovement, now.source == movement.source {
                let target = clampedMovementTarget(answer, movement: now)
                if target != now.current { moveMovingItem(to: target) }
            }
        }
        placeMovingCell()
    }

    /// Ends the movement where the item shows now: tells the data source
    /// (`collectionView(_:moveItemAt:to:)`, only when the position changed, as in UIKit), and
    /// puts the cell in its place. Does nothing without a movement under way.
    public func endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        noteReordering()
        if movement.current != movement.source {
            dataSource?.collectionView(self, moveItemAt: movement.source, to: movement.current)
        }
        resyncAfterMovement()
    }

    /// Ends the movement and puts the item back where it started, without telling the data
    /// source. Does nothing without a movement under way.
    public func cancelInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        if movement.current != movement.source { moveMovingItem(to: movement.source) }
        interactiveMovement = nil
        noteReordering()
        resyncAfterMovement()
    }

    // MARK: - Internals

    /// Whether the data source implements `moveItemAt`: asked once and remembered.
    func dataSourceImplementsMoveItem(probing path: IndexPath) -> Bool {
        if let known = implementsMoveItem { return known }
        guard let dataSource else { return false }
        let before = defaultMoveAnswers
        dataSource.collectionView(self, moveItemAt: path, to: path)
        let implements = defaultMoveAnswers == before
        implementsMoveItem = implements
        return implements
    }

    /// A delegate's target that is no place the moving item can go is data: it is clamped into
    /// the sections shown (the moving item counted in its new section).
    private func clampedMovementTarget(_ target: IndexPath, movement: InteractiveMovement)
        -> IndexPath
    {
        guard !counts.isEmpty, target.count == 2 else { return movement.current }
        let section = min(max(target.section, 0), counts.count - 1)
        var capacity = counts[section]
        if section != movement.current.section { capacity += 1 }
        let item = min(max(target.item, 0), max(capacity - 1, 0))
        return IndexPath(item: item, section: section)
    }

    /// Moves the moving item to `target` through a batch update (the counts the update checks
    /// include the movement).
    private func moveMovingItem(to target: IndexPath) {
        guard var movement = interactiveMovement else { return }
        let from = movement.current
        movement.current = target
        interactiveMovement = movement
        moveItem(at: from, to: target)
    }

    /// Tells the live cells whether they show the moving item (their configuration state's
    /// `isReordering`); a cell that comes on screen during the movement is told as it is
    /// placed.
    ///
    /// - Complexity: O(*n*) in the live cells.
    private func noteReordering() {
        let moving = interactiveMovement?.current
        for (path, cell) in liveCells { cell.viewStates.isReordering = path == moving }
    }

    /// Puts the moving cell's center at the target position, in front of the others.
    func placeMovingCell() {
        guard let movement = interactiveMovement, let position = movement.position,
            let cell = liveCells[movement.current]
        else { return }
        let moving = collectionViewLayout.layoutAttributesForInteractivelyMovingItem(
            at: movement.current, withTargetPosition: position)
        cell.apply(moving)
        if subviews.last !== cell { bringSubviewToFront(cell) }
    }

    /// After a movement: the data source's counts are the truth again (a data source that
    /// did not move the item, or reloaded, is shown as it is), and the cell takes its place.
    private func resyncAfterMovement() {
        if !needsReloadData, Self.counts(from: dataSource, in: self) != counts {
            reloadData()
        } else {
            invalidateLayoutQuietly(dataSourceCounts: false)
            setNeedsLayout()
        }
        layoutIfNeeded()
    }
}

import Foundation

extension CollectionView {
    /// Where ``CollectionView/scrollToItem(at:at:animated:)`` puts the item, like
    /// `UICollectionView.ScrollPosition`. Combine at most one vertical and one horizontal
    /// position; an axis without one does not move.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        /// The positions' bits.
        public let rawValue: UInt
        /// Makes positions from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Don't scroll.
        public static let none: ScrollPosition = []
        /// The item's top at the top of the visible area (inside the content inset).
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item's centre at the centre of the visible area, vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item's centre at the centre of the visible area, horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
}

extension CollectionView {
    // MARK: - Scrolling to items

    /// Scrolls so the item at `indexPath` sits at `scrollPosition`, within the content's
    /// limits (no overscroll). An index path that does not exist stops, naming it.
    ///
    ///     +--------- bounds ---------+
    ///     | [item]  <- .top          |
    ///     |                          |
    ///     |   [item] <- .centeredVertically
    ///     |                          |
    ///     | [item]  <- .bottom       |
    ///     +--------------------------+
    public func scrollToItem(
        at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
    ) {
        updateLayout()
        precondition(
            isValid(indexPath),
            "\(shortDescription): scrollToItem(at:at:animated:): there is no item at "
                + "\(indexPath.shortDescription) (items per section: \(counts))")
        guard
            let frame = displayed(collectionViewLayout.layoutAttributesForItem(at: indexPath))?
                .frame
        else { return }
        setContentOffset(offset(showing: frame, at: scrollPosition), animated: animated)
    }

    /// The offset that puts `frame` at `position`, clamped to the content.
    func offset(showing frame: CGRect, at position: ScrollPosition) -> CGPoint {
        let inset = adjustedContentInset
        var target = contentOffset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        let visibleWidth = bounds.width - inset.left - inset.right
        if position.contains(.top) {
            target.y = frame.minY - inset.top
        } else if position.contains(.centeredVertically) {
            target.y = frame.midY - visibleHeight / 2 - inset.top
        } else if position.contains(.bottom) {
            target.y = frame.maxY - visibleHeight - inset.top
        }
        if position.contains(.left) {
            target.x = frame.minX - inset.left
        } else if position.contains(.centeredHorizontally) {
            target.x = frame.midX - visibleWidth / 2 - inset.left
        } else if position.contains(.right) {
            target.x = frame.maxX - visibleWidth - inset.left
        }
        return clamped(target)
    }

    // MARK: - Selection

    /// Whether a tap selects items. `true` by default.
    public var allowsSelection: Bool {
        get { !selectionFlags.contains(.disallowsSelection) }
        set {
            if newValue {
                selectionFlags.remove(.disallowsSelection)
            } else {
                selectionFlags.insert(.disallowsSelection)
                deselectAll()
            }
        }
    }

    /// Whether taps toggle items in and out of a selection of several. `false` by default.
    public var allowsMultipleSelection: Bool {
        get { selectionFlags.contains(.allowsMultipleSelection) }
        set {
            if newValue {
                selectionFlags.insert(.allowsMultipleSelection)
            } else {
                selectionFlags.remove(.allowsMultipleSelection)
                // Keep the earliest selected item only, as switching modes in UIKit does not
                // leave several selected in single mode.
                if selected.count > 1, let keep = selected.min() {
                    for path in selected.sorted() where path != keep { setSelected(false, path) }
                }
            }
        }
    }

    /// The selected items, sorted; `nil` when none is selected (UIKit's
    /// `indexPathsForSelectedItems`: "If there are no selected items, the value of this
    /// property is nil").
    ///
    /// - Complexity: O(*s* log *s*) in the selected items.
    public var indexPathsForSelectedItems: [IndexPath]? {
        selected.isEmpty ? nil : selected.sorted()
    }

    /// Selects the item at `indexPath` (`nil`: deselects all) without telling the delegate
    /// (UIKit F14), then scrolls to it unless `scrollPosition` is `.none`. In single selection
    /// the old item is deselected. An index path that does not exist stops, naming it.
    public func selectItem(
        at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
    ) {
        ensureData()
        guard let indexPath else {
            deselectAll()
            return
        }
        precondition(
            isValid(indexPath),
            "\(shortDescription): selectItem(at:animated:scrollPosition:): there is no item at "
                + "\(indexPath.shortDescription) (items per section: \(counts))")
        guard allowsSelection else { return }
        if !allowsMultipleSelection {
            for path in selected.sorted() where path != indexPath { setSelected(false, path) }
        }
        setSelected(true, indexPath)
        if scrollPosition != .none {
            scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    /// Deselects the item at `indexPath` without telling the delegate. Does nothing if it is
    /// not selected.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, indexPath)
    }

    func deselectAll() {
        for path in selected.sorted() { setSelected(false, path) }
    }

    func setSelected(_ isSelected: Bool, _ path: IndexPath) {
        if isSelected { selected.insert(path) } else { selected.remove(path) }
        liveCells[path]?.isSelected = isSelected
    }

    // MARK: - Touches (UIKit F14)

    // A touch reaches a cell through the responder chain once the scroll view's content-touch
    // delay lets it through (150 ms, or at lift for a quick tap); a drag that becomes a scroll
    // first cancels it. So: touchesBegan highlights, touchesEnded selects, touchesCancelled
    // only unhighlights.

    /// Highlights the touched item; `false` if the touch is not for an item.
    func highlightItem(for touches: Set<Touch>) -> Bool {
        guard touches.count == 1, let touch = touches.first, highlightedIndexPath == nil,
            allowsSelection, let path = itemPath(of: touch)
        else { return false }
        let delegate = self.delegate as? CollectionViewDelegate
        guard delegate?.collectionView(self, shouldHighlightItemAt: path) ?? true else {
            return true
        }
        highlightedIndexPath = path
        highlightTouchStart = touchDownLocation(of: touch)
        liveCells[path]?.isHighlighted = true
        delegate?.collectionView(self, didHighlightItemAt: path)
        return true
    }

    /// Unhighlights and selects the highlighted item; `false` if none is highlighted.
    func selectHighlightedItem(for touches: Set<Touch>, with event: Event?) -> Bool {
        guard let path = highlightedIndexPath else { return false }
        let start = highlightTouchStart
        unhighlight(path)
        // A finger that slid off the cell before lifting does not select.
        if let touch = touches.first, let cell = liveCells[path],
            !cell.point(inside: touch.location(in: cell), with: event)
        {
            return true
        }
        // Nor does one that moved as far as a pan needs: it was a drag, even if its moves
        // came before the content-touch delay let the touch through.
        if let touch = touches.first, let start, isDrag(from: start, to: touch) { return true }
        tapSelect(path)
        return true
    }

    /// Unhighlights the highlighted item once its touch has moved the pan's hysteresis from
    /// where it went down (UIKit: a touch that moves becomes a drag, and the row or item is
    /// not selected when it lifts); `false` if no item is highlighted.
    func unhighlightIfDragged(for touches: Set<Touch>) -> Bool {
        guard let path = highlightedIndexPath else { return false }
        if let touch = touches.first, let start = highlightTouchStart,
            isDrag(from: start, to: touch)
        {
            unhighlight(path)
        }
        return true
    }

    /// Whether `touch` is now as far from `start` (window coordinates) as the scroll view's
    /// pan needs to begin.
    private func isDrag(from start: CGPoint, to touch: Touch) -> Bool {
        let point = touch.location(in: nil)
        return hypot(point.x - start.x, point.y - start.y) >= panGestureRecognizer.hysteresis
    }

    /// Where `touch` went down, in window coordinates (the touch may reach the item only once
    /// the content-touch delay ends, wherever the finger is by then).
    private func touchDownLocation(of touch: Touch) -> CGPoint { touch.startLocationInWindow }

    /// Unhighlights the highlighted item; `false` if none is highlighted.
    func cancelHighlight() -> Bool {
        guard let path = highlightedIndexPath else { return false }
        unhighlight(path)
        return true
    }

    private func unhighlight(_ path: IndexPath) {
        highlightedIndexPath = nil
        highlightTouchStart = nil
        liveCells[path]?.isHighlighted = false
        (delegate as? CollectionViewDelegate)?.collectionView(self, didUnhighlightItemAt: path)
    }

    /// What a tap on an item does: select it (deselecting the old one in single selection), or
    /// in multiple selection toggle it.
    private func tapSelect(_ path: IndexPath) {
        guard isValid(path) else { return }
        let delegate = self.delegate as? CollectionViewDelegate
        if allowsMultipleSelection && selected.contains(path) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: path) ?? true else { return }
            setSelected(false, path)
            delegate?.collectionView(self, didDeselectItemAt: path)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return }
        if !allowsMultipleSelection {
            for old in selected.sorted() where old != path {
                setSelected(false, old)
                delegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        setSelected(true, path)
        delegate?.collectionView(self, didSelectItemAt: path)
    }

    /// The item whose live cell holds the touch's view.
    private func itemPath(of touch: Touch) -> IndexPath? {
        var view = touch.view
        while let v = view, v !== self {
            // A cell of an orthogonal section is in that section's scroll view.
            if let cell = v as? CollectionViewCell,
                cell.superview === self
                    || (cell.superview is OrthogonalScrollView
                        && cell.superview?.superview === self)
            {
                return indexPath(for: cell)
            }
            view = v.superview
        }
        return nil
    }
}

/// Selection switches, packed.
struct SelectionFlags: OptionSet {
    var rawValue: UInt8
    static let disallowsSelection = SelectionFlags(rawValue: 1 << 0)
    static let allowsMultipleSelection = SelectionFlags(rawValue: 1 << 1)
}

import Foundation

extension CollectionView {
    /// Replaces the layout, like UIKit's `setCollectionViewLayout(_:animated:)`: a grid/list
    /// toggle. See ``setCollectionViewLayout(_:animated:completion:)``.
    ///
    /// - Complexity: one layout pass with the new layout (its `prepare()` and the visible
    ///   items), as ``setCollectionViewLayout(_:animated:completion:)``.
    public func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Replaces the layout and calls `completion(true)` when the collection view shows it, like
    /// UIKit's `setCollectionViewLayout(_:animated:completion:)`.
    ///
    /// In order, as in UIKit: the old layout's `prepareForTransition(to:)` and the new one's
    /// `prepareForTransition(from:)`; a layout pass with the new layout; the content offset the
    /// new layout asks for (`targetContentOffset(forProposedContentOffset:)`, proposed the
    /// current offset) and then the delegate
    /// (``CollectionViewDelegate/collectionView(_:targetContentOffsetForProposedContentOffset:)``),
    /// brought inside the new content's range; `finalizeLayoutTransition()` on both layouts;
    /// `completion`. Nothing animates here, as with ``performBatchUpdates(_:completion:)``:
    /// the cells are in their new places when the method returns, `animated` or not.
    ///
    /// Setting the layout the collection view has already calls `completion(true)` and changes
    /// nothing. A layout that another collection view uses stops at the entry (UIKit's rule: a
    /// layout object serves one collection view), as does a target offset that is not finite.
    ///
    /// - Complexity: one layout pass with the new layout (its `prepare()` and the visible
    ///   items); a second, of the visible items only, when the offset moves.
    public func setCollectionViewLayout(
        _ layout: CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?
    ) {
        let old = collectionViewLayout
        guard layout !== old else {
            completion?(true)
            return
        }
        precondition(
            layout.host == nil,
            "\(shortDescription): setCollectionViewLayout: the layout \(layout) is already used by another collection view"
        )
        let proposed = contentOffset
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        collectionViewLayout = layout
        layoutIfNeeded()
        // A delegate or an override may have replaced the layout again meanwhile: ask the one
        // that is in place now.
        var target = collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed)
        if let delegate = delegate as? CollectionViewDelegate {
            target = delegate.collectionView(
                self, targetContentOffsetForProposedContentOffset: target)
        }
        precondition(
            target.x.isFinite && target.y.isFinite,
            "\(shortDescription): setCollectionViewLayout: the target content offset \(target) is not finite"
        )
        let inside = clamped(target)
        if inside != contentOffset {
            contentOffset = inside
            layoutIfNeeded()
        }
        old.finalizeLayoutTransition()
        collectionViewLayout.finalizeLayoutTransition()
        completion?(true)
    }
}

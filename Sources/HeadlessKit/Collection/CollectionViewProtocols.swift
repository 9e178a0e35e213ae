import Foundation

/// Supplies a ``CollectionView``'s counts and cells, like `UICollectionViewDataSource`.
///
///     func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
///         -> CollectionViewCell
///     {
///         let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
///         (cell as! RowCell).title.text = items[indexPath.item]
///         return cell
///     }
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// How many sections there are. 1 by default.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// How many items `section` holds.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
    /// The cell for `indexPath`: one from ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``,
    /// configured for the item.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    /// The supplementary view (header, footer...) of `kind` at `indexPath`, dequeued with
    /// ``CollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``.
    /// Asked only when the layout places one; the default stops, as UIKit does.
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView
    /// Whether the item may be moved interactively
    /// (``CollectionView/beginInteractiveMovementForItem(at:)``). `true` by default: as in
    /// UIKit, a data source that implements ``collectionView(_:moveItemAt:to:)`` allows every
    /// item to move.
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath)
        -> Bool
    /// An interactive movement ended with the item at `destinationIndexPath`: update the model
    /// (called only when the position changed). Without it, items cannot be moved
    /// interactively, as in UIKit.
    func collectionView(
        _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath)
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView {
        preconditionFailure(
            "\(collectionView.shortDescription): the layout places a \(kind) at "
                + "\(indexPath.shortDescription) but the data source does not implement "
                + "collectionView(_:viewForSupplementaryElementOfKind:at:)")
    }

    public func collectionView(
        _ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath
    ) -> Bool { true }

    public func collectionView(
        _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        // Counted, so that a collection view can tell the data source does not implement it.
        collectionView.defaultMoveAnswers &+= 1
    }
}

/// Hears about selection, highlighting and display in a ``CollectionView``, like
/// `UICollectionViewDelegate`; it is the collection view's `ScrollViewDelegate` too. Every
/// method has a default: `should…` methods return `true`, the others do nothing.
///
/// A tap on a cell (UIKit F14): `shouldHighlightItemAt` → `didHighlightItemAt` →
/// `didUnhighlightItemAt` → `shouldSelectItemAt` → (`didDeselectItemAt` for the old item in
/// single selection) → `didSelectItemAt`.
@MainActor
public protocol CollectionViewDelegate: ScrollViewDelegate {
    /// Whether a touch on the item highlights it; `false` skips selection too.
    func collectionView(
        _ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath
    )
        -> Bool
    /// The item was highlighted (a touch reached its cell).
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
    /// The item's highlight was removed.
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether a tap may select the item.
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath)
        -> Bool
    /// A tap selected the item (not called for ``CollectionView/selectItem(at:animated:scrollPosition:)``).
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// Whether a tap may deselect the (selected) item, in multiple selection.
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath)
        -> Bool
    /// A tap deselected the item.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    /// The cell is about to show the item.
    func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
        forItemAt indexPath: IndexPath)
    /// The cell stopped showing the item and went to the reuse pool.
    func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
        forItemAt indexPath: IndexPath)
    /// The supplementary view is about to show.
    func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath)
    /// The supplementary view went to the reuse pool.
    func collectionView(
        _ collectionView: CollectionView,
        didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath)
    /// The context menu for a long press on the items at `indexPaths` (one item here), at
    /// `point` in the collection view; `nil` for none. By default, the answer of
    /// ``collectionView(_:contextMenuConfigurationForItemAt:point:)`` for the one item (UIKit
    /// asks that older method when this one is not implemented).
    func collectionView(
        _ collectionView: CollectionView,
        contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
        point: CGPoint
    ) -> ContextMenuConfiguration?
    /// The context menu for a long press on the item at `indexPath`, at `point` in the
    /// collection view; `nil` (the default) for none. UIKit's iOS 13 form of
    /// ``collectionView(_:contextMenuConfigurationForItemsAt:point:)``.
    func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
        point: CGPoint
    ) -> ContextMenuConfiguration?
    /// Where the item moved interactively from `originalIndexPath`, now at
    /// `currentIndexPath`, goes when the touch is over `proposedIndexPath`. By default, the
    /// answer of ``collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)``
    /// (UIKit asks that older method when this one is not implemented).
    func collectionView(
        _ collectionView: CollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
    /// UIKit's iOS 9 form of the method above: `currentIndexPath` is the item's original
    /// index path. By default, `proposedIndexPath`.
    func collectionView(
        _ collectionView: CollectionView,
        targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
    /// The content offset to show after a layout change
    /// (``CollectionView/setCollectionViewLayout(_:animated:completion:)``), given the one the
    /// new layout proposes; like UIKit's
    /// `collectionView(_:targetContentOffsetForProposedContentOffset:)`. By default,
    /// `proposedContentOffset`. The answer is brought inside the content's range.
    func collectionView(
        _ collectionView: CollectionView,
        targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint
}

extension CollectionViewDelegate {
    public func collectionView(
        _ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool { true }
    public func collectionView(
        _ collectionView: CollectionView,
        targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint { proposedContentOffset }
    public func collectionView(
        _ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath
    ) -> Bool { true }
    public func collectionView(
        _ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath
    ) -> Bool { true }
    public func collectionView(
        _ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: CollectionView,
        didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: CollectionView,
        contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
        point: CGPoint
    ) -> ContextMenuConfiguration? {
        guard indexPaths.count == 1 else { return nil }
        return self.collectionView(
            collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point)
    }
    public func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
        point: CGPoint
    ) -> ContextMenuConfiguration? {
        collectionView.defaultContextMenuAnswers &+= 1
        return nil
    }
    public func collectionView(
        _ collectionView: CollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        self.collectionView(
            collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath,
            toProposedIndexPath: proposedIndexPath)
    }
    public func collectionView(
        _ collectionView: CollectionView,
        targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }
}

/// Per-item sizes and per-section metrics for a ``CollectionViewFlowLayout``, like
/// `UICollectionViewDelegateFlowLayout`. Each method defaults to the layout's property; what
/// the delegate implements takes precedence, as in UIKit. Answers are data: what the layout
/// cannot use (NaN, infinite, negative sizes) is clamped and recorded as a window diagnostic,
/// never a stop.
///
/// Implement `sizeForItemAt` only when sizes differ: without it the layout computes every
/// frame and stores nothing per item.
@MainActor
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// The size of the item at `indexPath`. A NaN or negative dimension counts as 0 and one
    /// over 10¹⁵ points as 10¹⁵; the window records a `collectionLayoutData` diagnostic.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    /// The section's inset.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets
    /// The section's minimum line spacing.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The section's minimum interitem spacing.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The section header's size (only the scrolling-axis dimension is used; 0: none).
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    /// The section footer's size.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension CollectionViewDelegateFlowLayout {
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        // Counted, so that a collection view can tell the delegate does not implement it.
        collectionViewLayout.defaultItemMetricAnswers &+= 1
        return (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize ?? .zero
    }
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets {
        (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 10
    }
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
    }
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? CollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}

/// Per-row heights and per-section header and footer heights for a ``ListLayout``, like the
/// height methods of `UITableViewDelegate`. Each defaults to the layout's property.
@MainActor
public protocol CollectionViewDelegateListLayout: CollectionViewDelegate {
    /// The height of the row at `indexPath`. A NaN or negative height counts as 0 (a collapsed
    /// row) and one over 10¹⁵ points as 10¹⁵; the window records a `collectionLayoutData`
    /// diagnostic.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        heightForItemAt indexPath: IndexPath
    ) -> CGFloat
    /// The section header's height (0: none).
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        heightForHeaderInSection section: Int
    ) -> CGFloat
    /// The section footer's height (0: none).
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        heightForFooterInSection section: Int
    ) -> CGFloat
}

extension CollectionViewDelegateListLayout {
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        heightForItemAt indexPath: IndexPath
    ) -> CGFloat {
        // Counted, so that a collection view can tell the delegate does not implement it.
        collectionViewLayout.defaultItemMetricAnswers &+= 1
        return (collectionViewLayout as? ListLayout)?.rowHeight ?? 44
    }
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        heightForHeaderInSection section: Int
    ) -> CGFloat {
        (collectionViewLayout as? ListLayout)?.sectionHeaderHeight ?? 0
    }
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        heightForFooterInSection section: Int
    ) -> CGFloat {
        (collectionViewLayout as? ListLayout)?.sectionFooterHeight ?? 0
    }
}

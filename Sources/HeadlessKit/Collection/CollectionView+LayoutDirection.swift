import Foundation

// A layout computes its frames left to right (its `developmentLayoutDirection`); in a
// collection view that lays out right to left, UIKit mirrors them when the layout's
// `flipsHorizontallyInOppositeLayoutDirection` is true ("flipsHorizontallyInOppositeLayoutDirection"
// in UIKit's documentation): the first item of a horizontal tab strip is at the right, and
// the items of a row of a vertical grid run from the right. The content offset is not
// mirrored (UIKit does not either): a horizontal strip wider than the screen starts at
// offset 0, which shows its last items.
//
// An orthogonal section's scroll view is mirrored with the rest: it sits where the mirrored
// section is, its first item at its content's right end, and it starts scrolled to that end,
// so that it shows its first items (as UIKit's does: the section reads from the right, like
// the rows of a grid). The layout still sees the offset it would have left to right
// (`OrthogonalScrollView.layoutOffset`).

extension CollectionView {
    /// The width frames are mirrored across, or nil when the layout's frames are shown as they
    /// are (left to right, or a layout that does not flip): the content's width, or the
    /// visible width if wider.
    ///
    /// - Complexity: O(1) amortised (see `View.effectiveTraits`).
    var mirroringWidth: CGFloat? {
        guard LayoutDirectionCensus.holders > 0 else { return nil }
        let layout = collectionViewLayout
        guard layout.flipsHorizontallyInOppositeLayoutDirection,
            effectiveUserInterfaceLayoutDirection != layout.developmentLayoutDirection
        else { return nil }
        let inset = adjustedContentInset
        return max(layout.collectionViewContentSize.width, bounds.width - inset.left - inset.right)
    }

    /// The layout's attributes of the elements in `rect` (content coordinates), as shown:
    /// mirrored when the collection view lays out opposite to the layout (see
    /// ``mirroringWidth``).
    func displayedAttributes(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
        guard let width = mirroringWidth else {
            return collectionViewLayout.layoutAttributesForElements(in: rect) ?? []
        }
        let asked = Self.mirrored(rect, across: width)
        return (collectionViewLayout.layoutAttributesForElements(in: asked) ?? []).map {
            Self.mirrored($0, across: width)
        }
    }

    /// `attributes` as shown (see ``displayedAttributes(in:)``).
    func displayed(_ attributes: CollectionViewLayoutAttributes?)
        -> CollectionViewLayoutAttributes?
    {
        guard let attributes, let width = mirroringWidth else { return attributes }
        return Self.mirrored(attributes, across: width)
    }

    private static func mirrored(
        _ attributes: CollectionViewLayoutAttributes, across width: CGFloat
    ) -> CollectionViewLayoutAttributes {
        let copy = attributes.copy()
        copy.frame = mirrored(attributes.frame, across: width)
        return copy
    }

    static func mirrored(_ rect: CGRect, across width: CGFloat) -> CGRect {
        guard !rect.isNull, !rect.isInfinite else { return rect }
        return CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }
}

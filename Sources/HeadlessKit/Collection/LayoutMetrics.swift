import Foundation

/// One section's metrics, as `UICollectionViewDelegateFlowLayout` names them. A list layout
/// uses only the heights of the header and footer sizes.
package struct SectionMetrics: Equatable, Sendable, CustomStringConvertible {
    package var inset: EdgeInsets = .zero
    package var minimumLineSpacing: CGFloat = 0
    package var minimumInteritemSpacing: CGFloat = 0
    package var headerReferenceSize: CGSize = .zero
    package var footerReferenceSize: CGSize = .zero

    package init(
        inset: EdgeInsets = .zero, minimumLineSpacing: CGFloat = 0,
        minimumInteritemSpacing: CGFloat = 0, headerReferenceSize: CGSize = .zero,
        footerReferenceSize: CGSize = .zero
    ) {
        self.inset = inset
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
    }

    /// `inset {…} spacing 10 10 header (0 30) footer (0 0)`: line, then interitem spacing.
    package var description: String {
        "inset \(inset) spacing \(formatted(minimumLineSpacing)) "
            + "\(formatted(minimumInteritemSpacing)) header \(formatted(headerReferenceSize)) "
            + "footer \(formatted(footerReferenceSize))"
    }
}

/// Which delegate protocol a layout's sizes come from.
package enum LayoutMetricsKind: Sendable {
    /// `CollectionViewDelegateFlowLayout`: item sizes, insets, spacings, header and footer sizes.
    case flow
    /// `CollectionViewDelegateListLayout`: row, header and footer heights.
    case list
}

/// What a delegate says about a layout's sizes, asked once per prepare: each question is
/// `nil` where the delegate says nothing, and the layout uses its own properties there.
///
/// This is the one path from a delegate's size methods to a layout. Swift has no optional
/// protocol methods, so the delegate protocols give every method a default that answers with
/// the layout's property; whether a delegate answers item sizes itself is found once, by
/// asking for the first item and seeing whether the default answered
/// (``CollectionViewLayout/defaultItemMetricAnswers``).
@MainActor
package struct DelegateMetrics {
    /// A section's metrics, given the layout's own (`nil`: the layout's own for every section).
    package var section: ((_ section: Int, _ own: SectionMetrics) -> SectionMetrics)?
    /// An item's size; a list uses the height (`nil`: every item has the layout's size, and
    /// nothing is stored per item).
    package var itemSize: ((IndexPath) -> CGSize)?

    package init(
        section: ((Int, SectionMetrics) -> SectionMetrics)? = nil,
        itemSize: ((IndexPath) -> CGSize)? = nil
    ) {
        self.section = section
        self.itemSize = itemSize
    }

    /// The metrics of section `s`: the delegate's, or `own` when it says nothing.
    @inline(__always)
    func section(_ s: Int, own: SectionMetrics) -> SectionMetrics {
        section?(s, own) ?? own
    }
}

extension CollectionViewDelegateFlowLayout {
    /// The delegate's answers for `layout` in `collectionView`; `answersItemSizes` says whether
    /// it implements `sizeForItemAt`.
    func metrics(
        in collectionView: CollectionView, layout: CollectionViewLayout, answersItemSizes: Bool
    ) -> DelegateMetrics {
        let section: (Int, SectionMetrics) -> SectionMetrics = { s, _ in
            SectionMetrics(
                inset: self.collectionView(collectionView, layout: layout, insetForSectionAt: s),
                minimumLineSpacing: self.collectionView(
                    collectionView, layout: layout, minimumLineSpacingForSectionAt: s),
                minimumInteritemSpacing: self.collectionView(
                    collectionView, layout: layout, minimumInteritemSpacingForSectionAt: s),
                headerReferenceSize: self.collectionView(
                    collectionView, layout: layout, referenceSizeForHeaderInSection: s),
                footerReferenceSize: self.collectionView(
                    collectionView, layout: layout, referenceSizeForFooterInSection: s))
        }
        guard answersItemSizes else { return DelegateMetrics(section: section) }
        let itemSize: (IndexPath) -> CGSize = { indexPath in
            self.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath)
        }
        return DelegateMetrics(section: section, itemSize: itemSize)
    }
}

extension CollectionViewDelegateListLayout {
    /// The delegate's answers for `layout` in `collectionView`, as sizes whose heights count;
    /// `answersItemHeights` says whether it implements `heightForItemAt`.
    func metrics(
        in collectionView: CollectionView, layout: CollectionViewLayout, answersItemHeights: Bool
    ) -> DelegateMetrics {
        let section: (Int, SectionMetrics) -> SectionMetrics = { s, own in
            let header = self.collectionView(
                collectionView, layout: layout, heightForHeaderInSection: s)
            let footer = self.collectionView(
                collectionView, layout: layout, heightForFooterInSection: s)
            var metrics = own
            metrics.headerReferenceSize = CGSize(width: 0, height: header)
            metrics.footerReferenceSize = CGSize(width: 0, height: footer)
            return metrics
        }
        guard answersItemHeights else { return DelegateMetrics(section: section) }
        let itemSize: (IndexPath) -> CGSize = { indexPath in
            let height = self.collectionView(
                collectionView, layout: layout, heightForItemAt: indexPath)
            return CGSize(width: 0, height: height)
        }
        return DelegateMetrics(section: section, itemSize: itemSize)
    }
}

// MARK: - Sizes that cannot be used

/// The longest item, header or footer a layout uses, in points: a delegate's longer lengths
/// are clamped to it, so that any number of them still add up to a finite content size.
let maximumDelegateLength: CGFloat = 1e15

/// `length` as a layout uses it: NaN and negative lengths are 0, longer ones
/// ``maximumDelegateLength``.
@inline(__always)
func clampedLength(_ length: CGFloat) -> CGFloat {
    length >= 0 ? min(length, maximumDelegateLength) : 0
}

/// `size` with each dimension clamped like ``clampedLength(_:)``.
func clampedSize(_ size: CGSize) -> CGSize {
    CGSize(width: clampedLength(size.width), height: clampedLength(size.height))
}

/// Whether a layout can use `size` as it is (both dimensions in `0...maximumDelegateLength`).
@inline(__always)
func isUsableSize(_ size: CGSize) -> Bool {
    size.width >= 0 && size.width <= maximumDelegateLength && size.height >= 0
        && size.height <= maximumDelegateLength
}

extension SectionMetrics {
    /// The metrics with what a layout cannot use replaced (non-finite insets and spacings by 0,
    /// longer ones than ``maximumDelegateLength`` by it, header and footer sizes clamped like
    /// item sizes), or `nil` if all are usable.
    func clamped() -> SectionMetrics? {
        // The common case first, without building anything.
        func usable(_ value: CGFloat) -> Bool {
            value >= -maximumDelegateLength && value <= maximumDelegateLength
        }
        if usable(inset.top) && usable(inset.left) && usable(inset.bottom) && usable(inset.right)
            && usable(minimumLineSpacing) && usable(minimumInteritemSpacing)
            && isUsableSize(headerReferenceSize) && isUsableSize(footerReferenceSize)
        {
            return nil
        }
        func finite(_ value: CGFloat) -> CGFloat {
            value.isFinite ? max(-maximumDelegateLength, min(value, maximumDelegateLength)) : 0
        }
        return SectionMetrics(
            inset: EdgeInsets(
                top: finite(inset.top), left: finite(inset.left), bottom: finite(inset.bottom),
                right: finite(inset.right)),
            minimumLineSpacing: finite(minimumLineSpacing),
            minimumInteritemSpacing: finite(minimumInteritemSpacing),
            headerReferenceSize: clampedSize(headerReferenceSize),
            footerReferenceSize: clampedSize(footerReferenceSize))
    }
}

extension Diagnostic.Kind {
    /// A flow or list layout was given a size it cannot use (NaN, infinite, negative or longer
    /// than 10¹⁵ points) and shows it clamped.
    public static let collectionLayoutData = Diagnostic.Kind(rawValue: "collection-layout-data")
}

/// Tells the window, once per `prepare()`, that a layout clamped data it was given; the first
/// such value is named. Holds nothing else, so that a prepare with nothing to clamp pays
/// nothing for it.
struct ClampReport {
    private(set) var hasReported = false

    /// Records `message` on `host`'s window, unless this prepare already reported.
    @MainActor
    mutating func note(
        _ message: @autoclosure () -> String,
        on host: @autoclosure () -> (any CollectionLayoutHost)?
    ) {
        guard !hasReported else { return }
        hasReported = true
        (host() as? View)?.window?.record(.collectionLayoutData, message())
    }
}

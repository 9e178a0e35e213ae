import Foundation

extension CollectionViewLayout {
    /// Registers `viewClass` for the decoration views of `elementKind`, like UIKit's
    /// `UICollectionViewLayout.register(_:forDecorationViewOfKind:)`: the collection view makes
    /// them with `init(frame:)` and reuses them, without asking its data source. `nil`
    /// removes the registration.
    ///
    /// - Precondition: `elementKind` is not empty.
    public func register(
        _ viewClass: CollectionReusableView.Type?, forDecorationViewOfKind elementKind: String
    ) {
        precondition(
            !elementKind.isEmpty,
            "CollectionViewLayout.register(_:forDecorationViewOfKind:): elementKind is empty")
        decorationClasses[elementKind] = viewClass
        host?.layoutDidInvalidate()
    }

    /// The class registered for decoration views of `elementKind`, or `nil`.
    func decorationClass(ofKind elementKind: String) -> CollectionReusableView.Type? {
        decorationClasses[elementKind]
    }
}

/// Where a compositional layout's orthogonal section scrolls: the collection view keeps a
/// scroll view there, and puts the section's cells in it.
package struct OrthogonalSectionGeometry: Equatable {
    /// The section index.
    package let section: Int
    package let behavior: CollectionLayoutSectionOrthogonalScrollingBehavior
    /// The scroll view's frame, in the collection view's content coordinates.
    package let frame: CGRect
    /// The content's length across the layout's axis (the scroll view's scrolling axis).
    package let contentLength: CGFloat
    /// Whether the layout scrolls vertically (the section then scrolls horizontally).
    package let layoutIsVertical: Bool
    /// Where group *g* rests when paging by groups: `firstPage + g × pitch`.
    package let firstPage: CGFloat
    /// From one group to the next.
    package let pitch: CGFloat
    /// Where group *g* starts, in the scroll view's content: `firstGroup + g × pitch`.
    package let firstGroup: CGFloat
    /// The groups' length across the layout's axis.
    package let groupLength: CGFloat
    package let groupCount: Int

    /// The offset the scroll view rests at first.
    package var initialOffset: CGFloat {
        behavior == .groupPagingCentered ? max(0, min(firstPage, maximumOffset)) : 0
    }

    /// The largest offset.
    package var maximumOffset: CGFloat {
        max(0, contentLength - (layoutIsVertical ? frame.width : frame.height))
    }
}

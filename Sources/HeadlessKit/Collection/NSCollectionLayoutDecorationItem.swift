import Foundation

/// A view anchored to a section, such as its background, like UIKit's
/// `NSCollectionLayoutDecorationItem`.
///
///     let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
///     background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
///     section.decorationItems = [background]
///     layout.register(BackgroundView.self, forDecorationViewOfKind: "background")
///
/// A background covers its section from the start of its groups' leading content inset to the
/// end of its trailing one (boundary items excluded), across the whole section, less its own
/// ``NSCollectionLayoutItem/contentInsets``. Decoration views are made by the collection view
/// from the class the layout registered for the kind: the data source is never asked for one.
@MainActor
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind the layout registered a view class for.
    public let elementKind: String
    /// Stacking order among the section's views: below the cells (0) by default (-1).
    public var zIndex = -1

    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// A section background of `elementKind`.
    ///
    /// - Precondition: `elementKind` is not empty.
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        precondition(
            !elementKind.isEmpty,
            "NSCollectionLayoutDecorationItem.background(elementKind:): elementKind is empty")
        return NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}

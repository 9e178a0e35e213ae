import Foundation
import HeadlessKit

/// What one tab of a ``PagerItemsView`` shows (TopContentPager's `PagerItem`).
///
///     +------------+------------+---------------------+
///     |   Posts    |   [img]    |  [img] Notifications |   .text, .image, .textAndImage
///     +====--------+------------+---------------------+   (a .custom view is added as is)
@MainActor
public enum PagerItem {
    /// A title.
    case text(TextItem)
    /// An image.
    case image(ImageItem)
    /// An image, then a title.
    case textAndImage(text: TextItem, image: ImageItem)
    /// The caller's own view, added unchanged.
    case custom(View)

    /// The title, if the item has one (for dumps and tests).
    public var title: String? {
        switch self {
        case .text(let text), .textAndImage(let text, _): return text.title
        case .image, .custom: return nil
        }
    }
}

/// A tab title: text and font (bold 13 by default, as in TopContentPager).
public struct TextItem: Hashable, Sendable {
    /// The title.
    public var title: String
    /// The title's font.
    public var font: Font
    /// Makes a title item.
    public init(title: String, font: Font = .boldSystemFont(ofSize: 13)) {
        self.title = title
        self.font = font
    }
}

/// A tab image: a named image shown at `size` (24×24 by default).
public struct ImageItem: Hashable, Sendable {
    /// The image.
    public var image: Image
    /// The size it is shown at.
    public var size: CGSize
    /// The corner radius (kept for API parity; dumps do not draw it).
    public var cornerRadius: CGFloat
    /// Makes an image item.
    public init(
        image: Image, size: CGSize = CGSize(width: 24, height: 24), cornerRadius: CGFloat = 0
    ) {
        self.image = image
        self.size = size
        self.cornerRadius = cornerRadius
    }
}

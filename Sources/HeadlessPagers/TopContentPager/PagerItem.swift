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

/// The look of a ``PagerItemsView`` (TopContentPager's `PagerOptions`, as a value).
public struct PagerOptions: Hashable, Sendable {
    /// The tab bar's height. 44.
    public var itemHeight: CGFloat = 44
    /// The indicator's (and the bottom line's) height. 2.
    public var indicatorHeight: CGFloat = 2
    /// The indicator's colour. Black.
    public var indicatorColor: Color = .black
    /// The selected tab's background. Clear.
    public var activeBackgroundColor: Color = .clear
    /// The bar's background. White.
    public var backgroundColor: Color = .white
    /// The bottom line's colour. White.
    public var lineColor: Color = .white
    /// Unselected titles. Gray.
    public var deactiveLabelColor: Color = .gray
    /// The selected title. Black.
    public var activeLabelColor: Color = .black
    /// Space left and right of the indicator inside its tab. 0.
    public var indicatorSideSpace: CGFloat = 0

    /// The defaults above.
    public init() {}
}

/// A partial update of ``PagerOptions``: `nil` keeps the current value.
public struct UpdatePagerOptions: Hashable, Sendable {
    public var itemHeight: CGFloat?
    public var indicatorHeight: CGFloat?
    public var indicatorColor: Color?
    public var activeBackgroundColor: Color?
    public var backgroundColor: Color?
    public var lineColor: Color?
    public var deactiveLabelColor: Color?
    public var activeLabelColor: Color?
    public var indicatorSideSpace: CGFloat?

    /// Makes an update; every field left `nil` is kept.
    public init(
        itemHeight: CGFloat? = nil, indicatorHeight: CGFloat? = nil, indicatorColor: Color? = nil,
        activeBackgroundColor: Color? = nil, backgroundColor: Color? = nil,
        lineColor: Color? = nil, deactiveLabelColor: Color? = nil, activeLabelColor: Color? = nil,
        indicatorSideSpace: CGFloat? = nil
    ) {
        self.itemHeight = itemHeight
        self.indicatorHeight = indicatorHeight
        self.indicatorColor = indicatorColor
        self.activeBackgroundColor = activeBackgroundColor
        self.backgroundColor = backgroundColor
        self.lineColor = lineColor
        self.deactiveLabelColor = deactiveLabelColor
        self.activeLabelColor = activeLabelColor
        self.indicatorSideSpace = indicatorSideSpace
    }

    /// `options` with this update's non-nil fields applied.
    public func applied(to options: PagerOptions) -> PagerOptions {
        var o = options
        if let v = itemHeight { o.itemHeight = max(0, v) }
        if let v = indicatorHeight { o.indicatorHeight = max(0, v) }
        if let v = indicatorColor { o.indicatorColor = v }
        if let v = activeBackgroundColor { o.activeBackgroundColor = v }
        if let v = backgroundColor { o.backgroundColor = v }
        if let v = lineColor { o.lineColor = v }
        if let v = deactiveLabelColor { o.deactiveLabelColor = v }
        if let v = activeLabelColor { o.activeLabelColor = v }
        if let v = indicatorSideSpace { o.indicatorSideSpace = max(0, v) }
        return o
    }
}

import Foundation
import HeadlessKit

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
    public var inactiveLabelColor: Color = .gray
    /// The selected title. Black.
    public var activeLabelColor: Color = .black
    /// Space left and right of the indicator inside its tab. 0.
    public var indicatorSideSpace: CGFloat = 0

    /// The defaults above.
    public init() {}

    /// TopContentPager's name for ``inactiveLabelColor``.
    @available(*, deprecated, renamed: "inactiveLabelColor")
    public var deactiveLabelColor: Color {
        get { inactiveLabelColor }
        set { inactiveLabelColor = newValue }
    }

    /// These options with every length made a finite, non-negative number (a NaN or negative
    /// length is 0, an infinite one is 0 too: a bar cannot be infinitely tall).
    var sanitized: PagerOptions {
        var options = self
        options.itemHeight = Self.length(itemHeight)
        options.indicatorHeight = Self.length(indicatorHeight)
        options.indicatorSideSpace = Self.length(indicatorSideSpace)
        return options
    }

    private static func length(_ value: CGFloat) -> CGFloat {
        value.isFinite ? max(0, value) : 0
    }
}

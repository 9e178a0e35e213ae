import Foundation

/// The title and badge a controller shows in a tab bar or tab strip, like `UITabBarItem`.
///
///     page.tabBarItem.title = "Tech"
///     page.tabBarItem.badgeValue = ""     // an empty string: a dot, no text
///
/// A class, as in UIKit: the item is shared, and the view showing it (a tab strip) is told
/// when a property changes, so cached tab widths never go stale.
@MainActor
public final class TabBarItem {
    /// The tab's title; `nil` shows nothing.
    public var title: String? { didSet { if title != oldValue { notify() } } }
    /// The badge: `nil` hides it, `""` shows a dot, other text shows the text.
    public var badgeValue: String? { didSet { if badgeValue != oldValue { notify() } } }
    /// The badge's background colour; `nil` is red.
    public var badgeColor: Color? { didSet { if badgeColor != oldValue { notify() } } }

    /// Called after any property changes (one observer: the view showing the item).
    package var didChange: (@MainActor (TabBarItem) -> Void)?

    /// Makes an item with a title and no badge.
    public init(title: String? = nil) {
        self.title = title
    }

    private func notify() { didChange?(self) }
}

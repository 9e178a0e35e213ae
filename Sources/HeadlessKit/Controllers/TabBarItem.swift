import Foundation

/// The title, image and badge a controller shows in a tab bar or tab strip, like
/// `UITabBarItem`.
///
///     page.tabBarItem.title = "Tech"
///     page.tabBarItem.badgeValue = ""     // an empty string: a dot, no text
///
/// A class, as in UIKit: the item is shared, and every view showing it (a tab strip) observes
/// it with ``observe(_:)``, so cached tab widths never go stale.
@MainActor
public final class TabBarItem {
    /// The tab's title; `nil` shows nothing.
    public var title: String? { didSet { if title != oldValue { notify() } } }
    /// The badge: `nil` hides it, `""` shows a dot, other text shows the text.
    public var badgeValue: String? { didSet { if badgeValue != oldValue { notify() } } }
    /// The badge's background colour; `nil` is red.
    public var badgeColor: Color? { didSet { if badgeColor != oldValue { notify() } } }
    /// The image a tab bar shows above the title; `nil` shows none.
    public var image: Image? { didSet { if image != oldValue { notify() } } }
    /// The image shown while the item is selected; `nil` shows ``image``.
    public var selectedImage: Image? { didSet { if selectedImage != oldValue { notify() } } }
    /// A number you choose to identify the item, like `UIBarItem.tag`; 0 by default.
    public var tag: Int = 0
    /// Whether a tap on the item selects it, like `UIBarItem.isEnabled`; `true` by default.
    public var isEnabled = true { didSet { if isEnabled != oldValue { notify() } } }
    /// The system item the item was made from, if any.
    public let systemItem: SystemItem?

    /// The observers, by the order they were added in (ids only grow).
    private var observers: [Int: @MainActor (TabBarItem) -> Void] = [:]
    private var nextObserverID = 0

    /// Makes an item with a title and no badge.
    public init(title: String? = nil) {
        self.title = title
        self.systemItem = nil
    }

    /// Makes an item with a title, an image and a tag, like
    /// `UITabBarItem(title:image:tag:)`.
    public init(title: String?, image: Image?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        self.systemItem = nil
    }

    /// Makes an item with a title, an image and the image shown while selected, like
    /// `UITabBarItem(title:image:selectedImage:)`.
    public init(title: String?, image: Image?, selectedImage: Image?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        self.systemItem = nil
    }

    /// Makes one of the system's items, like `UITabBarItem(tabBarSystemItem:tag:)`: its title
    /// is the system's English one ("More", "Favorites", ...) and its image a symbol named
    /// after it (there are no pixels).
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.title = systemItem.title
        self.image = Image(
            named: "tabBarSystemItem.\(systemItem)", size: CGSize(width: 25, height: 25))
        self.tag = tag
        self.systemItem = systemItem
    }

    /// The system's items, like `UITabBarItem.SystemItem` (the raw values are UIKit's).
    public enum SystemItem: Int, Hashable, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search,
            downloads, mostRecent, mostViewed

        /// The title UIKit shows for the item in English.
        public var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    /// Runs `body` after any property of the item changes to a new value, until the returned
    /// observation is cancelled or released. Observers run in the order they were added; one
    /// cancelled by an earlier observer's call is not called.
    ///
    ///     let observation = item.observe { [weak self] _ in self?.setNeedsLayout() }
    public func observe(_ body: @escaping @MainActor (TabBarItem) -> Void) -> Observation {
        let id = nextObserverID
        nextObserverID += 1
        observers[id] = body
        return Observation(item: self, id: id)
    }

    /// - Complexity: O(*n* log *n*) in the observers.
    private func notify() {
        // A snapshot of ids: an observer may add or cancel observers (itself included).
        for id in observers.keys.sorted() {
            observers[id]?(self)
        }
    }

    /// A registration made by ``TabBarItem/observe(_:)``; releasing it cancels it.
    @MainActor
    public final class Observation {
        private weak var item: TabBarItem?
        private let id: Int

        fileprivate init(item: TabBarItem, id: Int) {
            self.item = item
            self.id = id
        }

        /// Stops the observer's calls for good (a second call does nothing).
        public func cancel() {
            item?.observers[id] = nil
            item = nil
        }

        isolated deinit { cancel() }
    }
}

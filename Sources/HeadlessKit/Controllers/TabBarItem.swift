import Foundation

/// The title and badge a controller shows in a tab bar or tab strip, like `UITabBarItem`.
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

    /// The observers, by the order they were added in (ids only grow).
    private var observers: [Int: @MainActor (TabBarItem) -> Void] = [:]
    private var nextObserverID = 0

    /// Makes an item with a title and no badge.
    public init(title: String? = nil) {
        self.title = title
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

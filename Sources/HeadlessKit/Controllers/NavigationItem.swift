import Foundation

/// What a navigation bar shows while a controller is on top of the stack, and what the back
/// button shows once another is pushed above it, like `UINavigationItem`.
///
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         title = "Inbox"                                  // the item's title too
///         navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .edit)
///         navigationItem.backButtonTitle = "Mail"          // the back button above this one
///     }
///
/// Every controller has one (``ViewController/navigationItem``). A change shows in the bar at
/// once. There are no prompts; a ``searchController``'s search bar shows below the title, and
/// ``largeTitleDisplayMode`` says whether a bar that prefers large titles shows this item's
/// title in its large row.
@MainActor
open class NavigationItem {
    /// The title shown in the middle of the bar (and, by default, on the back button of the
    /// controller pushed above this one).
    public var title: String? { didSet { if title != oldValue { itemDidChange() } } }
    /// A view shown in the middle of the bar instead of ``title``.
    public var titleView: View? { didSet { if titleView !== oldValue { itemDidChange() } } }
    /// The item the back button uses while this item is below the top: its title replaces
    /// ``backButtonTitle`` and ``title``, like `UINavigationItem.backBarButtonItem`.
    public var backBarButtonItem: BarButtonItem? {
        didSet { if backBarButtonItem !== oldValue { itemDidChange() } }
    }
    /// The back button's title while this item is below the top, when there is no
    /// ``backBarButtonItem``, like `UINavigationItem.backButtonTitle`.
    public var backButtonTitle: String? {
        didSet { if backButtonTitle != oldValue { itemDidChange() } }
    }
    /// Whether the bar hides the back button while this item is on top.
    public var hidesBackButton = false {
        didSet { if hidesBackButton != oldValue { itemDidChange() } }
    }
    /// Whether the left items show after the back button rather than instead of it, like
    /// `UINavigationItem.leftItemsSupplementBackButton`.
    public var leftItemsSupplementBackButton = false {
        didSet { if leftItemsSupplementBackButton != oldValue { itemDidChange() } }
    }
    /// The items at the left of the bar, first leftmost.
    public var leftBarButtonItems: [BarButtonItem]? { didSet { itemDidChange() } }
    /// The items at the right of the bar, first rightmost (UIKit's order).
    public var rightBarButtonItems: [BarButtonItem]? { didSet { itemDidChange() } }

    /// The first of ``leftBarButtonItems``.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first (rightmost) of ``rightBarButtonItems``.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// When the bar would show a large title, like `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Hashable, Sendable {
        /// As the item below does.
        case automatic
        /// Always large.
        case always
        /// Never large.
        case never
    }

    /// Whether the bar shows this item's title large while the item is on top, like
    /// `UINavigationItem.largeTitleDisplayMode`: only in a bar whose
    /// ``NavigationBar/prefersLargeTitles`` is `true`. `.automatic` (the default) does as the
    /// item below does, and is large for the bottom item; `.always` is large, `.never` small.
    /// A change shows at once.
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic {
        didSet { if largeTitleDisplayMode != oldValue { itemDidChange() } }
    }

    /// The search controller whose search bar the navigation bar shows below the title while
    /// this item is on top, like `UINavigationItem.searchController` (held strongly, as
    /// UIKit does). The bar grows by the search bar's height, and so does the top of the
    /// controller's safe area. Replacing an active search controller deactivates it.
    public var searchController: SearchController? {
        didSet {
            guard searchController !== oldValue else { return }
            if let oldValue, oldValue.hostItem === self {
                oldValue.hostItem = nil
                oldValue.isActive = false
            }
            searchController?.hostItem = self
            searchBarIsCollapsed = false
            itemDidChange()
        }
    }

    /// Whether scrolling the content up folds the search bar away, like
    /// `UINavigationItem.hidesSearchBarWhenScrolling`; `true` by default. The model (simpler
    /// than UIKit's gradual fold): the search bar is folded while the top of the content of
    /// the controller's scroll view (its view, or its view's first subview) is at or above the
    /// bottom of the bar's title row (and of its large-title row, while there is one), and shows
    /// otherwise; never folded while its search controller is active. Scrolling folds the
    /// search bar before it collapses a large title.
    public var hidesSearchBarWhenScrolling = true {
        didSet {
            guard hidesSearchBarWhenScrolling != oldValue else { return }
            if !hidesSearchBarWhenScrolling { searchBarIsCollapsed = false }
            itemDidChange()
        }
    }

    /// Whether scrolling folded the search bar away.
    var searchBarIsCollapsed = false

    /// How far scrolling has collapsed the large-title row, from 0 (expanded) to
    /// ``NavigationBar/largeTitleRowHeight`` (collapsed); kept while another item is on top, so
    /// a pop shows the row as this item's screen left it (NavigationController+LargeTitle.swift).
    var largeTitleCollapse: CGFloat = 0

    /// The bar showing the item (weak: the bar's controller holds the item's controller).
    weak var bar: NavigationBar?

    /// Makes an item with a title, like `UINavigationItem(title:)`.
    public init(title: String? = nil) {
        self.title = title
    }

    /// Hides or shows the back button. Nothing is drawn, so `animated` changes nothing.
    public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// Sets ``leftBarButtonItem``. Nothing is drawn, so `animated` changes nothing.
    public func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }

    /// Sets ``rightBarButtonItem``. Nothing is drawn, so `animated` changes nothing.
    public func setRightBarButton(_ item: BarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }

    /// Sets ``leftBarButtonItems``. Nothing is drawn, so `animated` changes nothing.
    public func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
    }

    /// Sets ``rightBarButtonItems``. Nothing is drawn, so `animated` changes nothing.
    public func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
    }

    /// The title of the back button shown while this item is just below the top: the back
    /// item's title, else ``backButtonTitle``, else ``title``, else "Back" (UIKit's order).
    var backTitle: String {
        if let title = backBarButtonItem?.title { return title }
        if let title = backButtonTitle { return title }
        if let title, !title.isEmpty { return title }
        return "Back"
    }

    private func itemDidChange() {
        bar?.itemsDidChange()
    }
}

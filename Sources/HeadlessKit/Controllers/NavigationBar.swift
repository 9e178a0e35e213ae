import Foundation

/// The bar at the top of a navigation controller's view, like `UINavigationBar`: the top
/// item's title (or title view) in the middle, its left and right bar button items, and a
/// back button that pops.
///
///     +-- NavigationBar (0 47; 390 44) -----------------------+
///     | [Inbox]           Message 12                  [Reply] |
///     +-------------------------------------------------------+
///
/// The back button is a ``Button`` titled with the item below the top's back title
/// (``NavigationItem/backBarButtonItem``'s title, else its ``NavigationItem/backButtonTitle``,
/// else its title, else "Back"); VoiceOver reads that title. Left items replace the back
/// button unless ``NavigationItem/leftItemsSupplementBackButton``. Every piece is a real
/// subview, laid out in frames: 8 points from each edge and between items (a model of UIKit's
/// margins), each button at least 44 points wide and as tall as the bar, the title centred in
/// the bar when it fits between the items, else in the room they leave.
///
/// A top item with a ``NavigationItem/searchController`` shows its search bar below that
/// row, as wide as the bar and ``SearchBar/heightInNavigationBar`` tall (plus its scope bar);
/// the bar grows by as much. While the search bar is folded away on scrolling it is 0 points
/// tall; while its controller is active and hides the navigation bar during presentation, the
/// title row is 0 points tall instead (its views too) and the search bar is at the top.
@MainActor
open class NavigationBar: View {
    /// The bar's height on an iPhone, UIKit's default for a standard (not large-title) bar.
    public nonisolated static let defaultHeight: CGFloat = 44

    /// The items, bottom to top, like `UINavigationBar.items`: a navigation controller's bar
    /// has its stack's navigation items.
    ///
    /// - Complexity: O(*n*) in the items of a navigation controller's bar (they are read from
    ///   its stack), O(1) otherwise.
    public var items: [NavigationItem]? {
        if let navigationController { return navigationController.shownStack.map(\.navigationItem) }
        return storedItems
    }
    /// The last item, whose title and bar button items the bar shows.
    public var topItem: NavigationItem? {
        if let navigationController { return navigationController.shownStack.last?.navigationItem }
        return storedItems?.last
    }
    /// The item below the top: the back button shows its back title.
    public var backItem: NavigationItem? {
        if let stack = navigationController?.shownStack {
            return stack.count >= 2 ? stack[stack.count - 2].navigationItem : nil
        }
        guard let storedItems, storedItems.count >= 2 else { return nil }
        return storedItems[storedItems.count - 2]
    }
    /// The items of a bar no navigation controller manages.
    private var storedItems: [NavigationItem]?
    /// The items shown (the top and the back item), which tell the bar of their changes.
    private var observedItems: [NavigationItem] = []
    /// Stored, not drawn: there are no large titles (the bar stays 44 points tall).
    public var prefersLargeTitles = false
    /// Stored, not drawn.
    public var isTranslucent = true
    /// Stored, not drawn.
    public var barTintColor: Color?

    /// The controller that manages the bar (weak: the controller owns the bar).
    weak var navigationController: NavigationController?
    /// The back button, in the bar while there is an item to go back to (UIKit keeps its own
    /// private; tests can reach this one). Made once and kept, so a tap that pops does not
    /// lose it under the finger.
    public let backButton = Button(type: .system)
    /// The label showing the top item's title.
    let titleLabel = Label()
    /// The views the bar shows, in the order they are laid out: back button, left, title,
    /// right.
    private var shownBack: Button?
    private var shownLeft: [View] = []
    private var shownTitle: View?
    private var shownRight: [View] = []
    private var shownSearchBar: SearchBar?

    /// Makes an empty bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        titleLabel.accessibilityTraits = [.staticText, .header]
        backButton.titleLabel?.font = .systemFont(ofSize: 17)
        backButton.addAction(
            Action { [weak self] _ in self?.backButtonTapped() }, for: .touchUpInside)
    }

    /// Sets the items of a bar that no navigation controller manages, like
    /// `UINavigationBar.setItems(_:animated:)`. Nothing is drawn, so `animated` changes
    /// nothing.
    ///
    /// - Precondition: no navigation controller manages the bar (UIKit raises: set the
    ///   controller's `viewControllers` instead).
    public func setItems(_ items: [NavigationItem]?, animated: Bool) {
        precondition(
            navigationController == nil,
            "NavigationBar.setItems: the bar of \(navigationController?.shortDescription ?? "") is managed by its controller; set its viewControllers instead"
        )
        storedItems = items
        itemsDidChange()
    }

    /// The bar's width by ``defaultHeight``.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: NavigationBar.defaultHeight)
    }

    /// An item changed, or the items did: the subviews follow, and the bar lays out again.
    func itemsDidChange() {
        let top = topItem
        // Only the shown items tell the bar of their changes.
        let shown = [top, backItem].compactMap { $0 }
        for item in observedItems where item.bar === self && !shown.contains(where: { $0 === item })
        {
            item.bar = nil
        }
        for item in shown { item.bar = self }
        observedItems = shown
        for item in (top?.leftBarButtonItems ?? []) + (top?.rightBarButtonItems ?? []) {
            item.bar = self
        }
        let showsBack = backItem != nil && top?.hidesBackButton != true
        let left = top?.leftBarButtonItems ?? []
        var back: Button?
        if showsBack, left.isEmpty || top?.leftItemsSupplementBackButton == true {
            let title = backItem?.backTitle ?? ""
            backButton.setTitle(title, for: .normal)
            // An empty title (a common way to show the arrow alone) still reads "Back".
            backButton.accessibilityLabel = title.isEmpty ? "Back" : nil
            back = backButton
        }
        var title: View?
        if let titleView = top?.titleView {
            title = titleView
        } else if let text = top?.title, !text.isEmpty {
            titleLabel.text = text
            title = titleLabel
        }
        // Left to right: the first right item is the rightmost.
        let views: [View] =
            [back].compactMap { $0 } + left.map(\.barView) + [title].compactMap { $0 }
            + (top?.rightBarButtonItems ?? []).reversed().map(\.barView)
            + [top?.searchController?.searchBar].compactMap { $0 }
        // Out with what is no longer shown, in with what is new, in layout order.
        for view in subviews where !views.contains(where: { $0 === view }) {
            view.removeFromSuperview()
        }
        for (index, view) in views.enumerated()
        where index >= subviews.count || subviews[index] !== view {
            insertSubview(view, at: index)
        }
        shownBack = back
        shownLeft = left.map(\.barView)
        shownTitle = title
        shownRight = (top?.rightBarButtonItems ?? []).map(\.barView)
        shownSearchBar = top?.searchController?.searchBar
        setNeedsLayout()
        navigationController?.barItemsDidChange()
    }

    /// Places the back button and left items from the left, the right items from the right,
    /// and the title between them (see the type's summary).
    open override func layoutSubviews() {
        super.layoutSubviews()
        let margin: CGFloat = 8
        let top = topItem
        let height = min(
            bounds.height,
            navigationController?.titleRowHeight(for: top) ?? NavigationBar.defaultHeight)
        if let searchBar = shownSearchBar, searchBar.superview === self {
            let searchHeight = navigationController?.searchBarHeight(for: top) ?? 0
            searchBar.frame = CGRect(
                x: 0, y: height, width: bounds.width,
                height: max(0, min(searchHeight, bounds.height - height)))
        }
        var left = margin
        for view in [shownBack].compactMap({ $0 }) + shownLeft {
            let size = fittedSize(view, height: height)
            view.frame = CGRect(
                x: left, y: (height - size.height) / 2, width: size.width, height: size.height)
            left += size.width + margin
        }
        var right = bounds.width - margin
        for view in shownRight {
            let size = fittedSize(view, height: height)
            view.frame = CGRect(
                x: right - size.width, y: (height - size.height) / 2, width: size.width,
                height: size.height)
            right -= size.width + margin
        }
        guard let title = shownTitle else { return }
        let size = fittedSize(title, height: height, minimumWidth: 0)
        let width = min(size.width, max(0, right - left))
        let centred = bounds.midX - width / 2
        let x = min(max(centred, left), max(left, right - width))
        title.frame = CGRect(x: x, y: (height - size.height) / 2, width: width, height: size.height)
    }

    /// A button is as tall as the bar and at least 44 points wide (UIKit's smallest tap
    /// target); another view keeps its frame's size, or its fitting size when it has none, no
    /// taller than the bar.
    private func fittedSize(_ view: View, height: CGFloat, minimumWidth: CGFloat = 44) -> CGSize {
        if view is Button {
            return CGSize(width: max(minimumWidth, view.sizeThatFits(.zero).width), height: height)
        }
        if view === titleLabel {
            return CGSize(width: titleLabel.sizeThatFits(.zero).width, height: height)
        }
        var size = view.frame.size
        if size == .zero { size = view.sizeThatFits(CGSize(width: bounds.width, height: height)) }
        return CGSize(width: max(0, size.width), height: min(max(0, size.height), height))
    }

    private func backButtonTapped() {
        if let navigationController {
            navigationController.popViewController(animated: true)
        } else if var items = storedItems, items.count >= 2 {
            items.removeLast()
            storedItems = items
            itemsDidChange()
        }
    }
}

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
///
/// With ``prefersLargeTitles`` and a top item whose ``NavigationItem/largeTitleDisplayMode``
/// resolves to large, a large-title row ``largeTitleRowHeight`` tall sits between the title
/// row and the search bar (a 96-point bar on an iPhone), showing the title left-aligned in
/// 34-point bold; the small centred title hides while that row shows. Scrolling the top
/// controller's content up collapses the row point for point, down to 0, when the small
/// title shows again (NavigationController+LargeTitle.swift has the model).
///
///     +-- NavigationBar (0 47; 390 96) -----------------------+
///     |                                               [Edit]  |
///     | Settings                                              |
///     +-------------------------------------------------------+
@MainActor
open class NavigationBar: View {
    /// The bar's height on an iPhone, UIKit's default for a standard (not large-title) bar.
    public nonisolated static let defaultHeight: CGFloat = 44
    /// The height of the large-title row while expanded: 52 points, so an expanded bar is 96
    /// points tall on an iPhone (UIKit's figure; the row's own height is a model value).
    public nonisolated static let largeTitleRowHeight: CGFloat = 52
    /// The large title's distance from the bar's leading and trailing edges: 16 points, a
    /// model of UIKit's layout margins on an iPhone.
    nonisolated static let largeTitleMargin: CGFloat = 16

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
    /// Whether the bar shows the top item's title in a large-title row below the bar's row,
    /// like `UINavigationBar.prefersLargeTitles`; `false` by default. The top item's
    /// ``NavigationItem/largeTitleDisplayMode`` decides (see the type's summary). A change
    /// shows at once, and the top of the shown controller's safe area follows.
    public var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { itemsDidChange() } }
    }
    /// The attributes of the small title's text, like `UINavigationBar.titleTextAttributes`:
    /// a ``Font`` for `.font` and a ``Color`` for `.foregroundColor` apply to the title label;
    /// other attributes are stored. `nil` (the default) is 17-point bold, black.
    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { apply(titleTextAttributes, to: titleLabel, font: NavigationBar.titleFont) }
    }
    /// The attributes of the large title's text, like
    /// `UINavigationBar.largeTitleTextAttributes`: a ``Font`` for `.font` and a ``Color`` for
    /// `.foregroundColor` apply to the large title label; other attributes are stored. `nil`
    /// (the default) is 34-point bold (the `.largeTitle` text style's size), black.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            apply(largeTitleTextAttributes, to: largeTitleLabel, font: NavigationBar.largeTitleFont)
        }
    }
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
    /// The label showing the top item's title in the large-title row, left-aligned.
    let largeTitleLabel = Label()
    /// The small title's default font: 17-point bold.
    private static var titleFont: Font { .boldSystemFont(ofSize: 17) }
    /// The large title's default font: bold, the `.largeTitle` text style's size (34 points).
    private static var largeTitleFont: Font {
        .boldSystemFont(ofSize: Font.preferredFont(forTextStyle: .largeTitle).pointSize)
    }
    /// The views the bar shows, in the order they are laid out: back button, left, title,
    /// right.
    private var shownBack: Button?
    private var shownLeft: [View] = []
    private var shownTitle: View?
    private var shownRight: [View] = []
    private var shownSearchBar: SearchBar?
    private var shownLargeTitle: Label?
    /// Whether the top item shows a large title, worked out when the items change.
    private var topShowsLargeTitle = false

    /// Makes an empty bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        titleLabel.font = NavigationBar.titleFont
        titleLabel.textAlignment = .center
        titleLabel.accessibilityTraits = [.staticText, .header]
        largeTitleLabel.font = NavigationBar.largeTitleFont
        largeTitleLabel.textAlignment = .left
        largeTitleLabel.accessibilityTraits = [.staticText, .header]
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

    /// The bar's width by its height: ``defaultHeight``, plus the large-title row's current
    /// height and the search bar's when the top item has them.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let height =
            navigationController?.barHeight(for: topItem)
            ?? NavigationBar.defaultHeight + largeTitleRowHeight(for: topItem)
        return CGSize(width: size.width, height: height)
    }

    /// The current height of the large-title row while `item` is on top: 0 unless the bar
    /// prefers large titles and the item's mode resolves to large.
    ///
    /// - Complexity: O(*n*) in the items of a bar no controller manages (`.automatic` looks
    ///   down), O(1) for the top item of a controller's bar.
    func largeTitleRowHeight(for item: NavigationItem?) -> CGFloat {
        if let navigationController { return navigationController.largeTitleRowHeight(for: item) }
        return showsLargeTitle(for: item) ? NavigationBar.largeTitleRowHeight : 0
    }

    /// Whether the bar shows `item`'s title large while it is on top: the bar prefers large
    /// titles and the item's mode, looked at down the items, resolves to large.
    ///
    /// - Complexity: O(1) for the top item, O(*n*) in the items otherwise.
    func showsLargeTitle(for item: NavigationItem?) -> Bool {
        guard prefersLargeTitles, let item else { return false }
        if item === topItem { return topShowsLargeTitle }
        guard let items, let index = items.lastIndex(where: { $0 === item }) else { return false }
        return NavigationBar.showsLargeTitle(
            topDown: items[...index].reversed().lazy.map(\.largeTitleDisplayMode))
    }

    /// Whether the top item shows a large title, from the items' modes.
    ///
    /// - Complexity: O(*n*) in the `.automatic` items at the top.
    private func resolveTopShowsLargeTitle() -> Bool {
        guard prefersLargeTitles else { return false }
        if let navigationController {
            let stack = navigationController.shownStack
            guard !stack.isEmpty else { return false }
            return NavigationBar.showsLargeTitle(
                topDown: stack.reversed().lazy.map(\.navigationItem.largeTitleDisplayMode))
        }
        guard let storedItems, !storedItems.isEmpty else { return false }
        return NavigationBar.showsLargeTitle(
            topDown: storedItems.reversed().lazy.map(\.largeTitleDisplayMode))
    }

    /// Whether the first of `modes` (the top item's, then the ones below) shows a large title
    /// in a bar that prefers them: `.always` does, `.never` does not, `.automatic` does as the
    /// item below, and the bottom item does (UIKit:
    /// `UINavigationItem.LargeTitleDisplayMode.automatic`).
    ///
    /// - Complexity: O(*n*) in the `.automatic` modes first.
    private static func showsLargeTitle<Modes: Sequence>(topDown modes: Modes) -> Bool
    where Modes.Element == NavigationItem.LargeTitleDisplayMode {
        for mode in modes {
            switch mode {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// Sets `label`'s font and colour from `attributes` (the defaults where they have none).
    private func apply(_ attributes: [NSAttributedString.Key: Any]?, to label: Label, font: Font) {
        label.font = attributes?[.font] as? Font ?? font
        label.textColor = attributes?[.foregroundColor] as? Color ?? .black
        label.invalidateIntrinsicContentSize()
        setNeedsLayout()
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
        // The large-title row's label, when the top item has a large title to show.
        var largeTitle: Label?
        topShowsLargeTitle = resolveTopShowsLargeTitle()
        if topShowsLargeTitle, let text = top?.title, !text.isEmpty {
            largeTitleLabel.text = text
            largeTitle = largeTitleLabel
        }
        // Left to right: the first right item is the rightmost.
        let views: [View] =
            [back].compactMap { $0 } + left.map(\.barView) + [title].compactMap { $0 }
            + (top?.rightBarButtonItems ?? []).reversed().map(\.barView)
            + [largeTitle].compactMap { $0 }
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
        shownLargeTitle = largeTitle
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
        // The large-title row below the title row; the small title hides while it shows.
        let largeRow = max(0, min(largeTitleRowHeight(for: top), bounds.height - height))
        if let label = shownLargeTitle, label.superview === self {
            let inset = NavigationBar.largeTitleMargin
            // A row stretched by a pull keeps the title at its bottom.
            let labelHeight = min(largeRow, NavigationBar.largeTitleRowHeight)
            label.frame = CGRect(
                x: inset, y: height + largeRow - labelHeight,
                width: max(0, bounds.width - 2 * inset), height: labelHeight)
            label.isHidden = largeRow == 0
        }
        titleLabel.isHidden = largeRow > 0 && shownTitle === titleLabel
        if let searchBar = shownSearchBar, searchBar.superview === self {
            let searchHeight = navigationController?.searchBarHeight(for: top) ?? 0
            searchBar.frame = CGRect(
                x: 0, y: height + largeRow, width: bounds.width,
                height: max(0, min(searchHeight, bounds.height - height - largeRow)))
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

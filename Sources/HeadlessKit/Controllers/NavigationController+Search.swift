import Foundation

// A navigation item's search bar in the navigation bar: its height in the bar, the children's
// safe area, and the fold on scrolling (NavigationItem.hidesSearchBarWhenScrolling has the
// model; NavigationController+ContentScrollView.swift follows the scroll view).

extension NavigationController {
    /// The height of the bar's title row for `item`: ``NavigationBar/defaultHeight``, or 0
    /// while the item's search controller is active and hides the navigation bar during its
    /// presentation.
    func titleRowHeight(for item: NavigationItem?) -> CGFloat {
        guard let search = item?.searchController, search.isActive,
            search.hidesNavigationBarDuringPresentation
        else { return NavigationBar.defaultHeight }
        return 0
    }

    /// The height `item`'s search bar takes in the bar: 0 without a search controller or while
    /// folded, else the search bar's height there.
    func searchBarHeight(for item: NavigationItem?) -> CGFloat {
        guard let item, let search = item.searchController else { return 0 }
        if item.searchBarIsCollapsed && !search.isActive { return 0 }
        return SearchBar.heightInNavigationBar
            + (search.searchBar.showsScope ? SearchBar.scopeBarHeight : 0)
    }

    /// A search controller of an item on the stack activated or deactivated.
    func searchStateDidChange() {
        searchBarHeightDidChange()
    }

    /// The height of the top item's search bar (or large-title row) in the bar may have
    /// changed: the top controller's safe area, the bar and an active search's view follow.
    /// (A controller below the top gets its insets again when a pop shows it: the pop shows its
    /// item.)
    func searchBarHeightDidChange() {
        if let top = shownStack.last { updateBarInsets(of: top) }
        viewIfLoaded?.setNeedsLayout()
        navigationBar.setNeedsLayout()
        if let search = shownStack.last?.navigationItem.searchController {
            search.viewIfLoaded?.setNeedsLayout()
        }
        // A search presented over this controller covers a context a push may have hidden.
        if let search = presentedViewController as? SearchController {
            search.viewIfLoaded?.setNeedsLayout()
        }
    }

    /// The shown items changed (a push, a pop, an item's change): the search bar's height, the
    /// scroll observation, the large title and the toolbar's items follow.
    func barItemsDidChange() {
        searchBarHeightDidChange()
        observeTopScrollView()
        largeTitleMayHaveChanged()
        updateToolbarItems()
    }

    /// Whether scrolling `item`'s content folds its search bar away.
    func foldsSearchBarOnScrolling(_ item: NavigationItem) -> Bool {
        item.searchController != nil && item.hidesSearchBarWhenScrolling
    }

    /// Folds the search bar while the content's top is at or above the bottom of the title
    /// row (and of the large-title row, while there is one), and unfolds it otherwise.
    func searchContentDidScroll(_ scrollView: ScrollView, item: NavigationItem) {
        guard item.hidesSearchBarWhenScrolling,
            let search = item.searchController, !search.isActive,
            scrollView.window != nil, navigationBar.window === scrollView.window
        else { return }
        let contentTop = scrollView.convert(CGPoint.zero, to: nil).y
        let titleBottom = navigationBar.convert(
            CGPoint(x: 0, y: titleRowHeight(for: item) + largeTitleRowHeight(for: item)), to: nil
        ).y
        let folds = contentTop <= titleBottom
        guard folds != item.searchBarIsCollapsed else { return }
        item.searchBarIsCollapsed = folds
        searchBarHeightDidChange()
    }
}

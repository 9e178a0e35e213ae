import Foundation

// A navigation item's search bar in the navigation bar: the bar's height, the children's safe
// area, and the fold on scrolling (NavigationItem.hidesSearchBarWhenScrolling has the model).

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

    /// The bar's height while `item` is on top: its title row and its search bar.
    func barHeight(for item: NavigationItem?) -> CGFloat {
        titleRowHeight(for: item) + searchBarHeight(for: item)
    }

    /// A search controller of an item on the stack activated or deactivated.
    func searchStateDidChange() {
        searchBarHeightDidChange()
    }

    /// The height of the top item's search bar in the bar may have changed: the top
    /// controller's safe area, the bar and an active search's view follow. (A controller below
    /// the top gets its insets again when a pop shows it: the pop shows its item.)
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
    /// scroll observation and the toolbar's items follow.
    func barItemsDidChange() {
        searchBarHeightDidChange()
        observeTopScrollView()
        updateToolbarItems()
    }

    /// The scroll view whose content folds `controller`'s search bar: its view, or its view's
    /// first subview (the content scroll view UIKit's bars follow).
    private func contentScrollView(of controller: ViewController) -> ScrollView? {
        guard let view = controller.viewIfLoaded else { return nil }
        if let scrollView = view as? ScrollView { return scrollView }
        return view.subviews.first as? ScrollView
    }

    /// Observes the top controller's scroll view while its item's search bar folds on
    /// scrolling.
    func observeTopScrollView() {
        guard let top = shownStack.last, case let item = top.navigationItem,
            item.searchController != nil, item.hidesSearchBarWhenScrolling,
            let scrollView = contentScrollView(of: top)
        else {
            searchScrollObservation = nil
            return
        }
        if searchScrollObservation?.scrollView.view === scrollView { return }
        let token = scrollView.observeContentOffset { [weak self, weak item] scrollView, _ in
            guard let self, let item else { return }
            self.contentDidScroll(scrollView, item: item)
        }
        searchScrollObservation = (token, WeakScrollView(view: scrollView))
    }

    /// Folds the search bar while the content's top is at or above the bottom of the title
    /// row, and unfolds it otherwise.
    private func contentDidScroll(_ scrollView: ScrollView, item: NavigationItem) {
        guard shownStack.last?.navigationItem === item, item.hidesSearchBarWhenScrolling,
            let search = item.searchController, !search.isActive,
            scrollView.window != nil, navigationBar.window === scrollView.window
        else { return }
        let contentTop = scrollView.convert(CGPoint.zero, to: nil).y
        let titleBottom = navigationBar.convert(
            CGPoint(x: 0, y: titleRowHeight(for: item)), to: nil
        ).y
        let folds = contentTop <= titleBottom
        guard folds != item.searchBarIsCollapsed else { return }
        item.searchBarIsCollapsed = folds
        searchBarHeightDidChange()
    }
}

import Foundation

// The top controller's content scroll view, followed by the bar: a search bar that folds on
// scrolling (NavigationController+Search.swift) and a large title that collapses
// (NavigationController+LargeTitle.swift) share one offset observation.

extension NavigationController {
    /// Observes the top controller's content scroll view (its view, or its view's first
    /// subview) while its item's bar follows scrolling: a search bar that folds away, or a large
    /// title. The scroll view is looked up once per shown controller; each offset change then
    /// costs O(1) until the bar's height changes.
    func observeTopScrollView() {
        guard let top = shownStack.last, case let item = top.navigationItem,
            foldsSearchBarOnScrolling(item) || navigationBar.showsLargeTitle(for: item),
            let scrollView = top.contentScrollViewForBars
        else {
            contentScrollObservation = nil
            return
        }
        if contentScrollObservation?.scrollView.view === scrollView { return }
        let token = scrollView.observeContentOffset { [weak self, weak item] scrollView, _ in
            guard let self, let item, self.shownStack.last?.navigationItem === item else { return }
            self.searchContentDidScroll(scrollView, item: item)
            // A callback of the fold (a safe-area change) may have changed the stack.
            guard self.shownStack.last?.navigationItem === item else { return }
            self.largeTitleContentDidScroll(scrollView, item: item)
        }
        contentScrollObservation = (token, WeakScrollView(view: scrollView))
    }
}

import Foundation

// Large titles (NavigationBar.prefersLargeTitles, NavigationItem.largeTitleDisplayMode): the
// large-title row's height in the bar, and its collapse on scrolling.
//
// The model. While the top item shows a large title, the bar has a large-title row below its
// title row, NavigationBar.largeTitleRowHeight (52) points tall when expanded. How far the
// content of the top controller's scroll view is scrolled past its top,
// `contentOffset.y + adjustedContentInset.top`, collapses the row point for point, down to 0;
// scrolling back to the top expands it again. A search bar that folds on scrolling folds
// first: while it shows, the scroll under its height does not collapse the row. The
// controller's safe area follows the row each frame, but the content scroll view keeps the
// expanded bar's inset (the row's collapse is added back to its adjusted inset), so
// `contentOffset.y == -adjustedContentInset.top` stays the top, where the row is expanded.
// That is for content that starts at the top of the controller's view, under the whole bar
// (the layout large titles are made for); a scroll view placed below the top (pinned to the
// safe area, say) moves with the bar, so its offset from its own `contentInset.top` collapses
// the row, and nothing is added back to its inset.
// The item keeps its collapse while another is pushed above it: a pop shows the row as the
// screen left it.
//
// As UIKit's bar does: when the finger lifts from the content with the row part-collapsed
// where the scroll would come to rest, the rest moves to fully expanded or fully collapsed,
// whichever is nearer (a release target, so a fling decelerates onto it); content under the
// whole bar pulled down past its top stretches the row by the pull, at most by the height
// between the content's insets (the large title stays at the row's bottom); and a window with a compact vertical size class (an iPhone in landscape) shows no
// large-title row, only the small title.

extension NavigationController {
    /// The current height of the large-title row while `item` is on top: 0 unless it is the
    /// top item, the bar prefers large titles, the item's mode resolves to large and the title
    /// row shows (an active search hiding the bar hides the row too); else the expanded height
    /// less the item's collapse.
    func largeTitleRowHeight(for item: NavigationItem?) -> CGFloat {
        guard let item, showsLargeTitleRow(for: item) else { return 0 }
        return NavigationBar.largeTitleRowHeight - item.largeTitleCollapse
    }

    /// How much of the expanded large-title row `item`'s collapse takes away from the bar (0
    /// while it has no large-title row).
    func largeTitleCollapse(for item: NavigationItem) -> CGFloat {
        showsLargeTitleRow(for: item) ? item.largeTitleCollapse : 0
    }

    /// The bar's height while `item` is on top: its title row, its large-title row and its
    /// search bar.
    func barHeight(for item: NavigationItem?) -> CGFloat {
        titleRowHeight(for: item) + largeTitleRowHeight(for: item) + searchBarHeight(for: item)
    }

    /// Whether the bar shows a large-title row for `item` (the top item only: the row follows
    /// the top; a controller below gets its insets again when a pop shows it).
    private func showsLargeTitleRow(for item: NavigationItem) -> Bool {
        item === shownStack.last?.navigationItem && navigationBar.showsLargeTitle(for: item)
            && titleRowHeight(for: item) > 0 && !isVerticallyCompact
    }

    /// Whether the bar's window has a compact vertical size class (no large titles there, as
    /// in UIKit).
    private var isVerticallyCompact: Bool {
        guard let window = navigationBar.window else { return false }
        return SizeTraits(windowSize: window.bounds.size).vertical == .compact
    }

    /// The window's size class changed: a large title may come or go (landscape).
    func largeTitleTraitsDidChange() {
        searchBarHeightDidChange()
        largeTitleMayHaveChanged()
    }

    /// Collapses the large-title row by how far the content is scrolled past its top (less a
    /// search bar still to fold), between 0 and the row's height; the bar and the safe area
    /// follow when that changes.
    func largeTitleContentDidScroll(_ scrollView: ScrollView, item: NavigationItem) {
        guard showsLargeTitleRow(for: item), scrollView.window != nil,
            navigationBar.window === scrollView.window
        else { return }
        // Content that starts below the bar moves with its height: its own inset, not the
        // safe area's, marks its top (else the row and the frame would feed each other).
        let inset =
            scrollView.startsAtTheTopOfItsController
            ? scrollView.adjustedContentInset.top : scrollView.contentInset.top
        let pulled = scrollView.contentOffset.y + inset
        var scrolled = pulled
        if foldsSearchBarOnScrolling(item), !item.searchBarIsCollapsed {
            scrolled -= searchBarHeight(for: item)
        }
        // Offsets and insets are finite; their sum may still overflow to an infinity, which
        // clamps. Nothing else can make it NaN, but a NaN would keep the row as it is.
        guard !scrolled.isNaN else { return }
        // Content under the whole bar pulled past its top stretches the row by the pull (a
        // negative collapse), at most by the height between the content's insets, so the
        // safe area never reaches the view's size (it would clamp and feed back).
        let room = max(
            0,
            scrollView.bounds.height - scrollView.adjustedContentInset.top
                - scrollView.adjustedContentInset.bottom)
        let collapse =
            pulled < 0 && scrollView.startsAtTheTopOfItsController
            ? max(pulled, -room)
            : min(max(scrolled, 0), NavigationBar.largeTitleRowHeight)
        guard collapse != item.largeTitleCollapse else { return }
        item.largeTitleCollapse = collapse
        searchBarHeightDidChange()
    }

    /// The top item's large title may have appeared or gone (its item, the bar's preference
    /// or the stack changed): the row follows the content's offset now.
    func largeTitleMayHaveChanged() {
        guard let top = shownStack.last,
            let scrollView = contentScrollObservation?.scrollView.view,
            scrollView === top.contentScrollViewForBars
        else { return }
        largeTitleContentDidScroll(scrollView, item: top.navigationItem)
    }

    /// Where a drag released at `target` on `owner`'s content comes to rest: `target`, unless
    /// the large-title row would rest part-collapsed there; then the nearer of the offsets that
    /// expand it or collapse it fully (expanded when the content is too short to collapse it).
    func largeTitleSnapTarget(
        for scrollView: ScrollView, owner: ViewController, target: CGPoint
    ) -> CGPoint {
        let item = owner.navigationItem
        guard shownStack.last === owner, showsLargeTitleRow(for: item),
            !foldsSearchBarOnScrolling(item) || item.searchBarIsCollapsed
        else { return target }
        let inset =
            scrollView.startsAtTheTopOfItsController
            ? scrollView.adjustedContentInset.top : scrollView.contentInset.top
        let scrolled = target.y + inset
        let row = NavigationBar.largeTitleRowHeight
        guard scrolled > 0, scrolled < row else { return target }
        let expanded = CGPoint(x: target.x, y: target.y - scrolled)
        let collapsed = CGPoint(x: target.x, y: target.y + row - scrolled)
        guard scrolled >= row / 2, scrollView.clamped(collapsed).y == collapsed.y else {
            return expanded
        }
        return collapsed
    }
}

extension ScrollView {
    /// Where a released drag comes to rest when this is the content scroll view of a
    /// navigation controller's top controller: a part-collapsed large title snaps (see
    /// NavigationController+LargeTitle.swift). Asked once per release.
    func largeTitleSnapTarget(_ target: CGPoint) -> CGPoint {
        guard let owner = owningViewController ?? superview?.owningViewController,
            let navigation = owner.parent as? NavigationController,
            owner.contentScrollViewForBars === self
        else { return target }
        return navigation.largeTitleSnapTarget(for: self, owner: owner, target: target)
    }
}

import Foundation

extension NavigationController {
    /// Whether the toolbar is hidden, like `UINavigationController.isToolbarHidden`: `true` by
    /// default. Shown, it sits at the bottom of the view, ``Toolbar/itemHeight`` points above
    /// the bottom of the safe area, and adds that height to the bottom of the children's safe
    /// area (as a tab bar does). While a controller on the stack has
    /// ``ViewController/hidesBottomBarWhenPushed`` set it stays hidden, as in UIKit.
    public var isToolbarHidden: Bool {
        get { toolbarHiddenFlag }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar, like `UINavigationController.setToolbarHidden(_:animated:)`.
    /// It changes at once: `animated` changes nothing (UIKit slides the bar).
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHiddenFlag else { return }
        toolbarHiddenFlag = hidden
        toolbarVisibilityMayHaveChanged()
    }

    /// Whether the toolbar shows: not hidden, and no controller on the stack hides bottom
    /// bars.
    var showsToolbar: Bool { !toolbarHiddenFlag && !hidesBottomBar }

    /// Puts the toolbar in the container view while it shows (UIKit adds it only then: a
    /// hidden toolbar is in no view).
    func installToolbar(in container: View) {
        if showsToolbar { container.addSubview(toolbar) } else { toolbar.removeFromSuperview() }
        updateToolbarItems()
    }

    /// Places the toolbar at the bottom of `container`: ``Toolbar/itemHeight`` plus the
    /// bottom safe-area inset tall.
    func layoutToolbar(in container: View) {
        let height = Toolbar.itemHeight + container.safeAreaInsets.bottom
        toolbar.frame = CGRect(
            x: 0, y: container.bounds.height - height, width: container.bounds.width,
            height: height)
    }

    /// The toolbar's visibility may have changed (hidden or shown, a stack that hides bottom
    /// bars): the bar and the children's safe areas follow.
    ///
    /// - Complexity: O(1) when the visibility stays, O(*n*) in the stack's size when it
    ///   changes.
    func toolbarVisibilityMayHaveChanged() {
        let shows = showsToolbar
        guard shows != toolbarShown else { return }
        toolbarShown = shows
        if let container = viewIfLoaded { installToolbar(in: container) }
        for controller in shownStack { updateBarInsets(of: controller) }
        viewIfLoaded?.setNeedsLayout()
    }

    /// Gives the toolbar the top controller's items.
    func updateToolbarItems() {
        let items = shownStack.last?.toolbarItems
        let current = toolbar.items
        let same =
            current?.count == items?.count
            && zip(current ?? [], items ?? []).allSatisfy { $0 === $1 }
        if !same { toolbar.setItems(items, animated: false) }
    }

    /// `controller` set new toolbar items: the toolbar shows them if it is the top one.
    func toolbarItemsDidChange(of controller: ViewController) {
        if controller === shownStack.last { updateToolbarItems() }
    }
}

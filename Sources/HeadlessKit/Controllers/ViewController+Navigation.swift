import Foundation

/// A controller's navigation state, kept out of line: most controllers never meet a navigation
/// controller.
@MainActor
final class NavigationStorage {
    /// The item made on first access of ``ViewController/navigationItem``.
    var navigationItem: NavigationItem?
    var hidesBottomBarWhenPushed = false
    /// The insets a container's bar adds to the safe area of the controller's view (the
    /// navigation bar's height at the top), on top of ``ViewController/additionalSafeAreaInsets``.
    var barInsets: EdgeInsets = .zero
    /// How far scrolling has collapsed the large-title row of the navigation bar above the
    /// controller (included in ``barInsets``): the content scroll view adds it back to its
    /// adjusted inset, so its top stays where the expanded bar ends.
    var largeTitleCollapse: CGFloat = 0
    /// ``ViewController/toolbarItems`` (ViewController+Toolbar.swift).
    var toolbarItems: [BarButtonItem]?

    isolated deinit {
        if barInsets != .zero { ViewController.controllersWithAdditionalSafeArea -= 1 }
    }
}

extension ViewController {
    /// The nearest ancestor that is a navigation controller, like
    /// `UIViewController.navigationController`; `nil` outside one.
    ///
    /// - Complexity: O(*d*), *d* the depth of this controller among its parents.
    public var navigationController: NavigationController? {
        var controller = parent
        while let current = controller {
            if let navigation = current as? NavigationController { return navigation }
            controller = current.parent
        }
        return nil
    }

    /// What a navigation bar shows for this controller, like `UIViewController.navigationItem`:
    /// made on first access, with the controller's ``title`` as its title (a new `title` sets
    /// the item's title again, as in UIKit).
    public var navigationItem: NavigationItem {
        let storage = navigationState
        if let item = storage.navigationItem { return item }
        let item = NavigationItem(title: title)
        storage.navigationItem = item
        return item
    }

    /// Shows `viewController` the way the context asks, like `UIViewController.show(_:sender:)`:
    /// inside a navigation controller it is pushed (animated); sent to a
    /// ``SplitViewController``, it is pushed on the primary column's stack (on the one stack
    /// while collapsed); elsewhere presented (animated).
    public func show(_ viewController: ViewController, sender: Any?) {
        if let split = self as? SplitViewController {
            split.showInPrimary(viewController)
        } else if let navigationController {
            navigationController.pushViewController(viewController, animated: true)
        } else {
            present(viewController, animated: true)
        }
    }

    /// Whether the tab bar hides while this controller is on a navigation stack, like
    /// `UIViewController.hidesBottomBarWhenPushed`; `false` by default.
    ///
    /// The rule, UIKit's: when a navigation controller that a ``TabBarController`` shows (a
    /// tab, or its More navigation controller) changes its stack, the tab bar hides if any
    /// controller on the new stack, root to top, has the flag set, and shows otherwise. So the
    /// bar stays hidden for the controllers pushed above a flagged one, and comes back when
    /// the pop removes the last flagged one. While hidden, the bar takes no touches and the
    /// shown view and its safe area reach the bottom of the tab bar controller's view.
    ///
    /// The flag is read when the stack changes (push, pop, `setViewControllers`, the end of
    /// an edge-swipe pop; a cancelled swipe changes nothing), not when it is set: set it
    /// before the push, in the controller's initializer, as in UIKit.
    /// On a navigation controller that is not a tab bar controller's child it does nothing.
    public var hidesBottomBarWhenPushed: Bool {
        get { navigationStorage?.hidesBottomBarWhenPushed ?? false }
        set { navigationState.hidesBottomBarWhenPushed = newValue }
    }

    /// The insets added to the safe area of this controller's view: its
    /// ``additionalSafeAreaInsets`` plus what a container's bars cover (a navigation bar's,
    /// a tab bar's).
    var safeAreaInsetsAdded: EdgeInsets {
        guard let bar = navigationStorage?.barInsets, bar != .zero else {
            return additionalInsetsWithTabBar
        }
        let own = additionalInsetsWithTabBar
        return EdgeInsets(
            top: own.top + bar.top, left: own.left + bar.left, bottom: own.bottom + bar.bottom,
            right: own.right + bar.right)
    }

    /// Sets what a container's bars cover of this controller's view, and how much of that a
    /// collapsed large-title row took away; the safe-area guides and scroll views of its window
    /// follow, as with ``additionalSafeAreaInsets``.
    func setBarInsets(_ insets: EdgeInsets, largeTitleCollapse: CGFloat = 0) {
        let old = navigationStorage?.barInsets ?? .zero
        let oldCollapse = navigationStorage?.largeTitleCollapse ?? 0
        guard insets != old || largeTitleCollapse != oldCollapse else { return }
        if largeTitleCollapse != oldCollapse {
            navigationState.largeTitleCollapse = largeTitleCollapse
        }
        guard insets != old else {
            // The same safe area: only the content scroll view's inset changes.
            contentScrollViewForBars?.updateAdjustedContentInset()
            return
        }
        navigationState.barInsets = insets
        if old == .zero { ViewController.controllersWithAdditionalSafeArea += 1 }
        if insets == .zero { ViewController.controllersWithAdditionalSafeArea -= 1 }
        guard let view = viewIfLoaded, let window = view.window else { return }
        window.extras?.layoutEngine?.safeAreaInsetsDidChange()
        view.setNeedsLayout()
        window.safeAreaInsetsDidChangeForScrollViews()
    }

    /// The scroll view that container bars follow for this controller: its view if a scroll
    /// view, else its view's first subview if a scroll view (the one UIKit's bars have always
    /// followed), else `nil`.
    var contentScrollViewForBars: ScrollView? {
        guard let view = viewIfLoaded else { return nil }
        if let scrollView = view as? ScrollView { return scrollView }
        return view.subviews.first as? ScrollView
    }

    /// The navigation state, made on first use.
    var navigationState: NavigationStorage {
        if let storage = navigationStorage { return storage }
        let storage = NavigationStorage()
        navigationStorage = storage
        return storage
    }
}

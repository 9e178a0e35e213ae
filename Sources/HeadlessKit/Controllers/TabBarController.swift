import Foundation

/// What a tab bar controller asks and tells its delegate, like `UITabBarControllerDelegate`.
/// Both are called for taps on the tab bar only, never when code changes the selection.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether a tap on the tab of `viewController` may select it (asked also for the tab that
    /// is selected already). `true` by default.
    func tabBarController(
        _ tabBarController: TabBarController, shouldSelect viewController: ViewController
    ) -> Bool
    /// A tap selected `viewController` (called also when it was selected already, as UIKit
    /// calls it "regardless of whether the selected view controller changed").
    func tabBarController(
        _ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    /// Returns `true`.
    public func tabBarController(
        _ tabBarController: TabBarController, shouldSelect viewController: ViewController
    ) -> Bool { true }
    /// Does nothing.
    public func tabBarController(
        _ tabBarController: TabBarController, didSelect viewController: ViewController
    ) {}
}

/// A container that shows one of its children at a time and a ``TabBar`` to pick it, like
/// `UITabBarController`.
///
///     let tabs = TabBarController()
///     tabs.viewControllers = [home, search, profile]   // each one's tabBarItem is its tab
///     window.rootViewController = tabs                 // home shows; search and profile wait
///
/// Every controller of ``viewControllers`` is a child; only the selected one's view is in the
/// hierarchy, below the bar, and a child's view is loaded the first time it is selected. A
/// switch sends the appearance callbacks in UIKit's order: the old child's
/// `viewWillDisappear`, the new one's `viewWillAppear`, the old one's `viewDidDisappear`, the
/// new one's `viewDidAppear`. The bar is ``TabBar/itemHeight`` tall plus the bottom safe-area
/// inset, at the bottom of the view; the selected view fills the view under a translucent bar
/// (the default) and stops above an opaque one, and its safe area's bottom inset reaches the
/// top of the bar either way.
///
/// With more than five controllers the bar shows the first four and a "More" item, as UIKit
/// does: "More" shows ``moreNavigationController``, a list of the other controllers' titles,
/// and a tap on a row pushes that controller (see ``moreNavigationController``).
///
/// The bar hides while the shown navigation controller's stack holds a controller with
/// ``ViewController/hidesBottomBarWhenPushed`` set (the rule is on that property).
@MainActor
open class TabBarController: ViewController, TabBarDelegate {
    /// The bar the controller manages, like `UITabBarController.tabBar`. Style it
    /// (``TabBar/isTranslucent``, tint colours); its items, selection and delegate belong to the
    /// controller.
    public let tabBar = TabBar()

    /// Asked before and told after a tap selects a tab (held weakly).
    public weak var delegate: TabBarControllerDelegate?

    /// The item shown for the controllers past the fourth when there are more than five.
    public let moreItem = TabBarItem(tabBarSystemItem: .more, tag: 0)

    /// The controllers of the tabs, left to right, like `UITabBarController.viewControllers`;
    /// `nil` by default. Setting it is ``setViewControllers(_:animated:)`` without animation.
    public var viewControllers: [ViewController]? {
        get { storedViewControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The index of the selected controller in ``viewControllers``, like
    /// `UITabBarController.selectedIndex`; `NSNotFound` while nothing is selected (no
    /// controllers) and, as UIKit documents, while the More list shows. Setting an index outside the controllers (negative, or not below their
    /// count) is ignored. Setting it selects without asking or telling the ``delegate``.
    public var selectedIndex: Int {
        get {
            guard let selected, let index = list.firstIndex(where: { $0 === selected }) else {
                return NSNotFound
            }
            return index
        }
        set {
            guard newValue >= 0, newValue < list.count else { return }
            select(list[newValue])
        }
    }

    /// The selected controller, like `UITabBarController.selectedViewController`: the one whose
    /// view shows; a controller past the fourth shows in ``moreNavigationController``, and
    /// while the More list itself shows this is ``moreNavigationController``. Setting it
    /// selects without asking or telling the ``delegate``; setting `nil` is ignored (there is
    /// no empty selection while there are controllers).
    ///
    /// - Precondition: a new value is one of ``viewControllers``, or ``moreNavigationController``
    ///   while the bar shows "More" (UIKit raises "only a view controller in the tab bar
    ///   controller's list of view controllers can be selected").
    public var selectedViewController: ViewController? {
        get { selected }
        set {
            guard let newValue else { return }
            precondition(
                list.contains { $0 === newValue } || (showsMoreItem && newValue === moreStorage),
                "TabBarController.selectedViewController = \(newValue.shortDescription): only a view controller in the tab bar controller's list of view controllers can be selected (\(shortDescription))"
            )
            select(newValue)
        }
    }

    /// Makes an empty tab bar controller (no tabs, nothing selected).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.managingController = self
        // The selected child's safe area includes the bar: while a tab bar controller exists,
        // safe areas take the walk that adds controllers' insets (LayoutGuide.swift).
        ViewController.controllersWithAdditionalSafeArea += 1
    }

    isolated deinit {
        ViewController.controllersWithAdditionalSafeArea -= 1
    }

    /// Sets the controllers of the tabs, like `UITabBarController.setViewControllers(_:animated:)`
    /// (nothing animates).
    ///
    /// The old controllers that are not in the new list are removed as children, the new ones
    /// added. As UIKit's documentation says, the controller that was selected stays selected if
    /// it is still there; if not, the one at its index is selected, and if that index is past
    /// the end, the first. An empty list (or `nil`) selects nothing and empties the bar.
    ///
    /// - Precondition: no controller is listed twice, and none is the child of another
    ///   container (UIKit raises a view controller hierarchy inconsistency); the list holds
    ///   neither this controller nor one of its ancestors.
    /// - Complexity: O(*n* + *m*) for *n* new and *m* old controllers, plus the switch.
    open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
        let new = viewControllers ?? []
        // The controllers on the More navigation controller come back as children first,
        // unless the selected one stays there.
        reclaimFromMore(unlessKeptIn: new)
        var seen: [ObjectIdentifier: Int] = [:]
        for (index, controller) in new.enumerated() {
            if let first = seen.updateValue(index, forKey: ObjectIdentifier(controller)) {
                preconditionFailure(
                    "TabBarController.setViewControllers: \(controller.shortDescription) is at index \(first) and \(index); a controller can be the child of one tab only (\(shortDescription))"
                )
            }
            if let parent = controller.parent, parent !== self, parent !== moreStorage {
                preconditionFailure(
                    "TabBarController.setViewControllers: \(controller.shortDescription) at index \(index) is a child of \(parent.shortDescription); remove it from its parent first (\(shortDescription))"
                )
            }
        }
        let old = list
        let oldIDs = Set(old.map(ObjectIdentifier.init))
        let removed = old.filter { seen[ObjectIdentifier($0)] == nil }
        let added = new.filter { !oldIDs.contains(ObjectIdentifier($0)) }
        // UIKit's rule: keep the selected controller; else the one at its index; else the first.
        var next: ViewController?
        if let selected, seen[ObjectIdentifier(selected)] != nil {
            next = selected
        } else if let selected, selected === moreStorage, new.count > 5 {
            next = selected
        } else if !new.isEmpty {
            let index = selectedIndex
            next = index < new.count ? new[index] : new[0]
        }
        // (A controller another container took meanwhile is no longer ours to remove.)
        for controller in removed where controller.parent === self {
            controller.willMove(toParent: nil)
        }
        for controller in added { addChild(controller) }
        storedViewControllers = viewControllers
        storedCustomizable = viewControllers
        selected = next
        moreList?.reload()
        updateBarItems()
        syncSelectedView()
        // A callback may have moved a controller meanwhile: finish only what is still ours.
        for controller in removed where controller.parent === self {
            controller.removeFromParent()
        }
        for controller in added where controller.parent === self {
            controller.didMove(toParent: self)
        }
    }

    /// Called when a tap on the bar picks `item`, before the selection changes (``selectedIndex``
    /// is still the old one) and before the ``delegate`` is asked, like
    /// `UITabBarController.tabBar(_:didSelect:)`; also for the "More" item. Override it to
    /// react to taps (a haptic, a scroll to top); the default does nothing, and the tap selects
    /// the tab whether or not an override calls `super`.
    open func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {}

    // MARK: - View

    /// Makes the controller's view: the selected child's view under the tab bar.
    open override func loadView() {
        let container = TabBarControllerView()
        view = container
        tabBar.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(tabBar)
        // The bar's top is `itemHeight` above the safe area's bottom: it grows by the home
        // indicator's inset, and follows the window's insets when they change.
        LayoutConstraint.activate([
            tabBar.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            tabBar.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            tabBar.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            tabBar.topAnchor.constraint(
                equalTo: container.safeAreaLayoutGuide.bottomAnchor, constant: -TabBar.itemHeight),
        ])
        syncSelectedView()
    }

    // MARK: - Internals

    private var storedViewControllers: [ViewController]?
    var storedCustomizable: [ViewController]?
    /// The More navigation controller, once made.
    var moreStorage: NavigationController?
    /// The More list, the root of ``moreStorage``.
    var moreList: MoreListViewController?
    /// Whether this controller is changing the More navigation controller's stack itself.
    var isArrangingMore = false
    /// The selected controller (a child, or one in the More navigation controller), or the
    /// More navigation controller while its list shows.
    private(set) var selected: ViewController?
    /// The child whose view is in this controller's view now.
    private var installed: ViewController?
    /// Whether ``syncSelectedView()`` is switching views (callbacks may select again).
    private var isSyncing = false

    var list: [ViewController] { storedViewControllers ?? [] }

    /// Whether the bar shows four controllers and the More item.
    var showsMoreItem: Bool { list.count > 5 }

    /// The More navigation controller's stack changed under the user's hand: the selection
    /// follows it, with no switch of views (both show in the More navigation controller).
    func setSelectedFollowingMore(_ controller: ViewController) {
        selected = controller
    }

    func select(_ controller: ViewController) {
        guard controller !== selected else { return }
        selected = controller
        tabBar.showSelection(barItem(for: controller))
        syncSelectedView()
    }

    /// The bar's item for `controller`: its own, or the More item past the fourth of six or
    /// more.
    private func barItem(for controller: ViewController?) -> TabBarItem? {
        if let controller, controller === moreStorage { return moreItem }
        guard let controller, let index = list.firstIndex(where: { $0 === controller }) else {
            return nil
        }
        return showsMoreItem && index >= 4 ? moreItem : controller.tabBarItem
    }

    /// Gives the bar the items of the controllers (the first four and More past five).
    func updateBarItems() {
        var items = storedViewControllers?.map(\.tabBarItem)
        if showsMoreItem, let all = items { items = Array(all.prefix(4)) + [moreItem] }
        tabBar.replaceItems(items, selected: barItem(for: selected))
    }

    /// A tap on the bar's item at `index`: the delegate is asked, the tab selected, the
    /// delegate told.
    func tabBarItemWasTapped(at index: Int) {
        if let item = tabBar.items?[index] { self.tabBar(self.tabBar, didSelect: item) }
        if showsMoreItem && index >= 4 {
            moreItemWasTapped()
            return
        }
        guard index < list.count else { return }
        let controller = list[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
        // The delegate may have changed the controllers: select only one still listed.
        guard list.contains(where: { $0 === controller }) else { return }
        // UIKit: tapping the selected tab again pops its navigation controller to its root.
        let wasSelected = controller === selected
        select(controller)
        if wasSelected, let navigation = controller as? NavigationController {
            navigation.popToRootViewController(animated: true)
        }
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// Puts the selected child's view in place of the one shown, until they agree (a callback
    /// of the switch may select yet another child: that switch follows this one).
    func syncSelectedView() {
        arrangeMore()
        guard isViewLoaded, !isSyncing else { return }
        isSyncing = true
        defer { isSyncing = false }
        while installed !== displayed {
            let old = installed
            installed = displayed
            updateBarHiding()
            transition(from: old, to: installed)
        }
    }

    /// Whether the bar is hidden because the shown navigation controller's stack holds a
    /// controller with ``ViewController/hidesBottomBarWhenPushed`` set.
    private var barHiddenByStack = false

    /// A navigation controller child changed its stack: the bar hides or shows for it if it is
    /// the one shown.
    func navigationStackDidChange(_ navigation: NavigationController) {
        if navigation === moreStorage { moreStackDidChange() }
        guard navigation === installed else { return }
        updateBarHiding()
    }

    /// Hides the bar while the shown child is a navigation controller whose stack asks for
    /// it, and shows it again otherwise; the shown view and its safe area follow.
    private func updateBarHiding() {
        let hides = (installed as? NavigationController)?.hidesBottomBar ?? false
        guard hides != barHiddenByStack else { return }
        barHiddenByStack = hides
        tabBar.isHidden = hides
        tabBarTranslucencyDidChange()
    }

    /// Swaps the views, in UIKit's callback order when in a window: old `viewWillDisappear`,
    /// new `viewWillAppear` (and `viewIsAppearing`), old `viewDidDisappear`, new
    /// `viewDidAppear`.
    private func transition(from old: ViewController?, to new: ViewController?) {
        let container = view!
        let oldView = old?.viewIfLoaded.flatMap { $0.superview === container ? $0 : nil }
        let newView = new?.view
        if let newView {
            newView.frame = childFrame()
            newView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        guard container.window != nil else {
            oldView?.removeFromSuperview()
            if let newView { container.insertSubview(newView, at: 0) }
            return
        }
        let appearance = AppearanceTransition(animated: false, defersAppearance: true)
        appearance.perform {
            if let oldView {
                for controller in TabBarController.controllers(under: oldView) {
                    controller.viewWillMove(toWindow: nil)
                }
            }
            if let newView { container.insertSubview(newView, at: 0) }
            oldView?.removeFromSuperview()
        }
        newView?.layoutIfNeeded()
        appearance.finishWaiting()
    }

    /// The selected view's frame: the whole view under a translucent bar, the part above the
    /// bar under an opaque one.
    private func childFrame() -> CGRect {
        guard let container = viewIfLoaded else { return .zero }
        let bounds = container.bounds
        guard !tabBar.isTranslucent, !barHiddenByStack else { return bounds }
        let barHeight = TabBar.itemHeight + container.safeAreaInsets.bottom
        return CGRect(
            x: bounds.minX, y: bounds.minY, width: bounds.width,
            height: max(0, bounds.height - barHeight))
    }

    /// Lays out the selected view (the container's `layoutSubviews`).
    func layoutSelectedView() {
        guard let view = installed?.viewIfLoaded, view.superview === viewIfLoaded else { return }
        let frame = childFrame()
        if view.frame != frame { view.frame = frame }
    }

    /// How much of `child`'s view the bar covers beyond the safe area the child has already:
    /// the bar's item height, while `child` is shown under a translucent bar.
    func barInset(for child: ViewController) -> CGFloat {
        guard tabBar.isTranslucent, !barHiddenByStack, child === installed,
            let childView = child.viewIfLoaded, childView.superview === viewIfLoaded
        else { return 0 }
        return TabBar.itemHeight
    }

    func tabBarTranslucencyDidChange() {
        guard let container = viewIfLoaded else { return }
        container.setNeedsLayout()
        // The child's safe area changed, as when additionalSafeAreaInsets change.
        guard let window = container.window else { return }
        window.extras?.layoutEngine?.safeAreaInsetsDidChange()
        window.safeAreaInsetsDidChangeForScrollViews()
    }

    /// The controllers whose views are in `view`'s subtree, top down.
    private static func controllers(under view: View) -> [ViewController] {
        var controllers: [ViewController] = []
        view.walkSubtree { view in
            if let controller = view.owningViewController { controllers.append(controller) }
            return .descend
        }
        return controllers
    }
}

/// A tab bar controller's view, like UIKit's layout container view: it lays out the selected
/// child's view, and again when its safe area changes (the bar's height follows it).
@MainActor
final class TabBarControllerView: View {
    override func layoutSubviews() {
        super.layoutSubviews()
        (owningViewController as? TabBarController)?.layoutSelectedView()
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }
}

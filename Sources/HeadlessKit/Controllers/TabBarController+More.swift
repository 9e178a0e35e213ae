import Foundation

extension TabBarController {
    /// The navigation controller that shows the tabs past the fourth when there are more than
    /// five, like `UITabBarController.moreNavigationController`; made on first access.
    ///
    /// Its root is a list (a ``TableView``, one row per extra controller, titled with the
    /// controller's ``ViewController/tabBarItem`` title, else its ``ViewController/title``).
    /// "More" on the bar shows it; a tap on a row pushes that controller onto it, as UIKit
    /// documents ("the More navigation controller pushes the view controller"), and
    /// ``selectedViewController`` and ``selectedIndex`` then name that controller, which is
    /// the navigation controller's child while it shows there and the tab bar controller's
    /// again once popped. The back button (or the edge swipe) returns to the list, which
    /// selects ``moreNavigationController`` again. Selecting an extra controller from code
    /// shows it the same way, pushed on the list.
    ///
    /// A navigation controller cannot be pushed onto another: an extra controller that is a
    /// ``NavigationController`` shows in place of the More navigation controller, with "More"
    /// selected and its own bar (UIKit instead moves its stack onto the More navigation
    /// controller; there the list is not one back-swipe away).
    ///
    /// There is no Edit screen: ``customizableViewControllers`` is stored only.
    public var moreNavigationController: NavigationController {
        if let moreStorage { return moreStorage }
        let list = MoreListViewController(style: .plain)
        list.tabs = self
        let navigation = NavigationController(rootViewController: list)
        moreList = list
        moreStorage = navigation
        addChild(navigation)
        navigation.didMove(toParent: self)
        return navigation
    }

    /// The controllers a user could reorder from the More list's Edit screen, like
    /// `UITabBarController.customizableViewControllers`; setting ``viewControllers`` sets it
    /// to the same list, as in UIKit. Stored only: there is no Edit screen.
    public var customizableViewControllers: [ViewController]? {
        get { storedCustomizable }
        set { storedCustomizable = newValue }
    }

    // MARK: - Internals

    /// Whether `controller` is listed past the fourth while the bar shows "More".
    func isInMoreList(_ controller: ViewController) -> Bool {
        guard showsMoreItem, let index = list.firstIndex(where: { $0 === controller }) else {
            return false
        }
        return index >= 4
    }

    /// The controller whose view shows for the selection: the More navigation controller for
    /// its list and for an extra controller pushed on it, else the selected one.
    var displayed: ViewController? {
        guard let selected, showsMoreItem else { return selected }
        if selected === moreStorage { return selected }
        if !(selected is NavigationController), isInMoreList(selected) {
            return moreNavigationController
        }
        return selected
    }

    /// Makes the More navigation controller's stack match the selection: the list alone while
    /// it is selected, the list and the selected extra controller when one is.
    func arrangeMore() {
        guard let selected, showsMoreItem else { return }
        let desired: [ViewController]
        if let more = moreStorage, selected === more {
            guard more.viewControllers.count > 1, let root = moreList else { return }
            desired = [root]
        } else if !(selected is NavigationController), isInMoreList(selected) {
            let stack = moreNavigationController.viewControllers
            guard let root = moreList else { return }
            if stack.count > 1, stack[1] === selected { return }
            desired = [root, selected]
        } else {
            return
        }
        rearrangeMore(to: desired, animated: false)
    }

    /// Sets the More navigation controller's stack, the extra controllers in `stack` moved
    /// there from this controller first.
    private func rearrangeMore(to stack: [ViewController], animated: Bool) {
        guard let more = moreStorage else { return }
        isArrangingMore = true
        defer { isArrangingMore = false }
        for controller in stack where controller.parent === self {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        more.setViewControllers(stack, animated: animated)
    }

    /// Takes the extra controllers back from the More navigation controller, leaving its
    /// list alone, unless the selected one is on it and stays past the fourth of `new`, more
    /// than five.
    ///
    /// - Complexity: O(*n*) in the number of controllers.
    func reclaimFromMore(unlessKeptIn new: [ViewController]) {
        guard let more = moreStorage, let root = moreList, more.viewControllers.count > 1 else {
            return
        }
        let shown = more.viewControllers[1]
        if shown === selected, new.count > 5,
            let index = new.firstIndex(where: { $0 === shown }), index >= 4
        {
            return
        }
        rearrangeMore(to: [root], animated: false)
        adoptReturnedControllers()
    }

    /// The More navigation controller's stack changed: a controller it let go is this
    /// controller's child again, and, after a push or pop the user made, the selection follows
    /// its stack (the controller above the list, else the list).
    func moreStackDidChange() {
        adoptReturnedControllers()
        guard !isArrangingMore, let more = moreStorage, selected === more || displayed === more
        else { return }
        let stack = more.viewControllers
        let next: ViewController =
            stack.count > 1 && list.contains(where: { $0 === stack[1] }) ? stack[1] : more
        guard next !== selected else { return }
        setSelectedFollowingMore(next)
    }

    /// Listed controllers with no parent (popped off the More navigation controller) become
    /// children again.
    ///
    /// - Complexity: O(*n*) in the number of controllers.
    private func adoptReturnedControllers() {
        for controller in list where controller.parent == nil {
            addChild(controller)
            controller.didMove(toParent: self)
        }
    }

    /// A tap on "More": the delegate is asked about and told of the More navigation
    /// controller, as in UIKit. From another tab it shows the More navigation controller as
    /// it was left; on the More tab it pops back to the list.
    func moreItemWasTapped() {
        let more = moreNavigationController
        if let delegate, !delegate.tabBarController(self, shouldSelect: more) { return }
        guard showsMoreItem else { return }
        if let selected, selected === more || isInMoreList(selected) {
            if displayed === more {
                more.popToRootViewController(animated: true)
            } else {
                select(more)
            }
        } else {
            let stack = more.viewControllers
            select(stack.count > 1 && list.contains(where: { $0 === stack[1] }) ? stack[1] : more)
        }
        delegate?.tabBarController(self, didSelect: more)
    }

    /// A tap on the More list's row `row`: that extra controller is pushed (animated) onto
    /// the More navigation controller, or shown in its place if it is a navigation controller.
    func moreListDidSelectRow(_ row: Int) {
        let index = 4 + row
        guard showsMoreItem, row >= 0, index < list.count, let more = moreStorage,
            let root = moreList
        else { return }
        let controller = list[index]
        if controller is NavigationController {
            select(controller)
            return
        }
        if more.viewControllers.count > 1 { rearrangeMore(to: [root], animated: false) }
        if controller.parent === self {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        // The push's start makes the selection follow (moreStackDidChange).
        more.pushViewController(controller, animated: true)
    }
}

/// The More navigation controller's root: one row per controller past the fourth.
@MainActor
final class MoreListViewController: TableViewController {
    /// The tab bar controller whose extra controllers are listed (weak: it owns this list).
    weak var tabs: TabBarController?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "More"
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "more")
    }

    /// The controllers listed, past the fourth.
    private var extras: [ViewController] {
        guard let tabs, tabs.showsMoreItem else { return [] }
        return Array(tabs.list.dropFirst(4))
    }

    func reload() {
        guard isViewLoaded else { return }
        tableView.reloadData()
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        extras.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
        -> TableViewCell
    {
        let cell = tableView.dequeueReusableCell(withIdentifier: "more", for: indexPath)
        let controllers = extras
        if indexPath.row < controllers.count {
            let controller = controllers[indexPath.row]
            cell.textLabel?.text = controller.tabBarItem.title ?? controller.title
        }
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        tabs?.moreListDidSelectRow(indexPath.row)
    }
}

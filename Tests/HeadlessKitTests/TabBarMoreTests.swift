import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// Records the tab bar controller delegate's calls; refuses the controllers in `refused`.
@MainActor
private final class MoreRecorder: TabBarControllerDelegate {
    var entries: [String] = []
    var refused: [ViewController] = []
    func tabBarController(
        _ tabBarController: TabBarController, shouldSelect viewController: ViewController
    ) -> Bool {
        entries.append("should(\(name(viewController, in: tabBarController)))")
        return !refused.contains { $0 === viewController }
    }
    func tabBarController(
        _ tabBarController: TabBarController, didSelect viewController: ViewController
    ) {
        entries.append("did(\(name(viewController, in: tabBarController)))")
    }
    private func name(_ controller: ViewController, in tabs: TabBarController) -> String {
        controller === tabs.moreNavigationController ? "More" : controller.title ?? "?"
    }
}

/// A tab that counts its `viewWillDisappear` calls.
private final class CountingTab: ViewController {
    var disappearances = 0
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        disappearances += 1
    }
}

/// Six tabs "a" to "f" (each a controller titled so, with a tab item of that title) in a
/// 390 × 844 window with an iPhone's safe area.
@MainActor
private func sixTabs(_ names: [String] = ["a", "b", "c", "d", "e", "f"]) -> (
    Window, TabBarController, [ViewController]
) {
    let window = Window(size: CGSize(width: 390, height: 844))
    window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let controllers = names.enumerated().map { index, name in
        let controller = CountingTab()
        controller.title = name
        controller.tabBarItem = TabBarItem(title: name, image: nil, tag: index)
        return controller
    }
    let tabs = TabBarController()
    tabs.viewControllers = controllers
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    window.settle()
    return (window, tabs, controllers)
}

@MainActor
private func tapMore(_ window: Window) {
    window.find(.accessibilityLabel("More").and(.type(TabBarButton.self))).tap()
    window.settle()
}

/// Taps the back button of `navigation`'s bar.
@MainActor
private func tapBack(_ navigation: NavigationController, in window: Window) {
    let back = navigation.navigationBar.backButton
    window.tap(at: back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: window))
    window.settle()
}

@MainActor
@Suite struct TabBarMoreTests {
    @Test(
        "More shows the list of the extra tabs; a row pushes its controller onto the More navigation controller, which selectedViewController and selectedIndex then name; back returns to the list (UIKit: UITabBarController.moreNavigationController)"
    )
    func moreListAndRow() {
        let (window, tabs, controllers) = sixTabs()
        #expect(tabs.tabBar.items?.map(\.title) == ["a", "b", "c", "d", "More"])
        tapMore(window)
        let more = tabs.moreNavigationController
        #expect(tabs.selectedViewController === more)
        #expect(tabs.selectedIndex == NSNotFound)
        #expect(tabs.tabBar.selectedItem === tabs.moreItem)
        #expect(more.view.window === window)
        #expect(window.find(.text("e")).views.count == 1)
        #expect(window.find(.text("f")).views.count == 1)
        #expect(more.topViewController?.title == "More")
        window.find(.text("e")).tap()
        window.settle()
        #expect(
            tabs.hierarchyDescription() == """
                TabBarController state=appeared view=TabBarControllerView
                ├ CountingTab "a" state=disappeared view=View (not in a window)
                ├ CountingTab "b" state=disappeared view=(not loaded)
                ├ CountingTab "c" state=disappeared view=(not loaded)
                ├ CountingTab "d" state=disappeared view=(not loaded)
                ├ CountingTab "f" state=disappeared view=(not loaded)
                └ NavigationController state=appeared view=NavigationContainerView
                  ├ MoreListViewController "More" state=disappeared view=TableView (not in a window)
                  └ CountingTab "e" state=appeared view=View
                """ + "\n")
        #expect(tabs.selectedIndex == 4)
        #expect(tabs.selectedViewController === controllers[4])
        #expect(controllers[4].parent === more)
        #expect(controllers[4].tabBarController === tabs)
        #expect(controllers[4].view.window === window)
        #expect(tabs.tabBar.selectedItem === tabs.moreItem)
        #expect(!tabs.tabBar.isHidden)
        tapBack(more, in: window)
        #expect(tabs.selectedViewController === more)
        #expect(tabs.selectedIndex == NSNotFound)
        #expect(controllers[4].parent === tabs)
        #expect(window.diagnostics.isEmpty)
    }

    @Test(
        "selectedIndex = 5 in code shows the sixth controller pushed on the More list; another extra replaces it; More from another tab shows the More stack as left, More again pops to the list (UIKit: UITabBarController.selectedIndex, moreNavigationController)"
    )
    func selectingExtrasFromCode() {
        let (window, tabs, controllers) = sixTabs()
        tabs.selectedIndex = 5
        window.settle()
        let more = tabs.moreNavigationController
        #expect(tabs.selectedIndex == 5 && tabs.selectedViewController === controllers[5])
        #expect(more.viewControllers.count == 2 && more.viewControllers[1] === controllers[5])
        #expect(tabs.tabBar.selectedItem === tabs.moreItem)
        #expect(controllers[5].view.window === window)
        tabs.selectedIndex = 4
        window.settle()
        #expect(more.viewControllers.count == 2 && more.viewControllers[1] === controllers[4])
        #expect(controllers[5].parent === tabs && controllers[5].viewIfLoaded?.window == nil)
        tabs.selectedIndex = 0
        window.settle()
        #expect(controllers[0].view.window === window && more.viewIfLoaded?.window == nil)
        tapMore(window)
        #expect(tabs.selectedIndex == 4 && controllers[4].view.window === window)
        tapMore(window)
        #expect(tabs.selectedViewController === more && more.viewControllers.count == 1)
        #expect(controllers[4].parent === tabs)
        // Assigning the More navigation controller selects its list.
        tabs.selectedIndex = 5
        tabs.selectedViewController = more
        #expect(tabs.selectedIndex == NSNotFound && more.viewControllers.count == 1)
        #expect(window.diagnostics.isEmpty)
    }

    @Test(
        "Out-of-range indexes are ignored; the delegate is asked about and told of the More navigation controller for a tap on More, and a refusal keeps the tab (UIKit: UITabBarControllerDelegate)",
        arguments: [-1, 6, NSNotFound, Int.min])
    func hostileIndexesAndDelegate(index: Int) {
        let (window, tabs, _) = sixTabs()
        tabs.selectedIndex = 2
        tabs.selectedIndex = index
        #expect(tabs.selectedIndex == 2)
        let recorder = MoreRecorder()
        tabs.delegate = recorder
        recorder.refused = [tabs.moreNavigationController]
        tapMore(window)
        #expect(tabs.selectedIndex == 2)
        recorder.refused = []
        tapMore(window)
        #expect(tabs.selectedViewController === tabs.moreNavigationController)
        // A row tap is no tab bar tap: the delegate hears nothing of it.
        window.find(.text("f")).tap()
        window.settle()
        #expect(tabs.selectedIndex == 5)
        #expect(recorder.entries == ["should(More)", "should(More)", "did(More)"])
    }

    @Test(
        "Removing tabs down to five drops More: the bar shows all five, the extra controllers return as children, and a selected fifth shows directly (UIKit: UITabBarController.viewControllers)"
    )
    func droppingToFive() {
        let (window, tabs, controllers) = sixTabs()
        tabs.selectedIndex = 4
        window.settle()
        tabs.viewControllers = Array(controllers.prefix(5))
        window.settle()
        #expect(tabs.tabBar.items?.map(\.title) == ["a", "b", "c", "d", "e"])
        #expect(tabs.selectedIndex == 4 && controllers[4].parent === tabs)
        #expect(controllers[4].view.superview === tabs.view)
        #expect(controllers[5].parent == nil)
        #expect(tabs.tabBar.selectedItem === controllers[4].tabBarItem)
        #expect(tabs.moreNavigationController.viewControllers.count == 1)
        // Six again, the sixth selected; then five: the sixth goes, the first is selected.
        tabs.viewControllers = controllers
        tabs.selectedIndex = 5
        tabs.viewControllers = Array(controllers.prefix(5))
        window.settle()
        #expect(tabs.selectedIndex == 0 && controllers[0].view.window === window)
        #expect(controllers[5].parent == nil)
        #expect(window.diagnostics.isEmpty)
    }

    @Test(
        "An extra tab that is a navigation controller shows in place of the More navigation controller, with More selected (a navigation controller cannot be pushed onto another: UINavigationController)"
    )
    func navigationControllerExtra() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let controllers = (0..<6).map { index -> ViewController in
            let root = ViewController()
            root.title = "t\(index)"
            let navigation = NavigationController(rootViewController: root)
            navigation.tabBarItem = TabBarItem(title: "t\(index)", image: nil, tag: index)
            return navigation
        }
        let tabs = TabBarController()
        tabs.viewControllers = controllers
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.settle()
        tapMore(window)
        window.find(.text("t5")).tap()
        window.settle()
        #expect(tabs.selectedIndex == 5)
        #expect(controllers[5].view.superview === tabs.view && controllers[5].parent === tabs)
        #expect(tabs.tabBar.selectedItem === tabs.moreItem)
        // More pops back to the list.
        tapMore(window)
        #expect(tabs.selectedViewController === tabs.moreNavigationController)
    }

    @Test(
        "An extra controller with hidesBottomBarWhenPushed hides the bar when the More list pushes it, and back shows it (UIKit: hidesBottomBarWhenPushed in the More navigation controller)"
    )
    func hidingInMore() {
        let (window, tabs, controllers) = sixTabs()
        controllers[4].hidesBottomBarWhenPushed = true
        tapMore(window)
        window.find(.text("e")).tap()
        window.settle()
        #expect(tabs.tabBar.isHidden)
        window.layoutIfNeeded()
        #expect(controllers[4].view.safeAreaInsets.bottom == 34)
        tapBack(tabs.moreNavigationController, in: window)
        #expect(!tabs.tabBar.isHidden)
    }

    @Test(
        "customizableViewControllers follows viewControllers and is stored when set (UIKit: UITabBarController.customizableViewControllers)"
    )
    func customizable() {
        let (_, tabs, controllers) = sixTabs()
        #expect(tabs.customizableViewControllers?.count == 6)
        tabs.customizableViewControllers = [controllers[5]]
        #expect(tabs.customizableViewControllers?.first === controllers[5])
        tabs.viewControllers = Array(controllers.prefix(2))
        #expect(tabs.customizableViewControllers?.count == 2)
        tabs.customizableViewControllers = nil
        #expect(tabs.customizableViewControllers == nil)
    }

    @Test(
        "Setting the same controllers again keeps the extra controller shown on the More navigation controller, with no appearance callbacks (UIKit: setViewControllers keeps the selected controller)"
    )
    func sameControllersAgain() {
        let (window, tabs, controllers) = sixTabs()
        tabs.selectedIndex = 4
        window.settle()
        let more = tabs.moreNavigationController
        let shown = controllers[4] as! CountingTab
        let f = controllers[5]
        tabs.viewControllers = [f] + controllers.prefix(5)
        window.settle()
        // "e" moved to index 5: still past the fourth, still shown.
        #expect(shown.parent === more && shown.appearanceState == .appeared)
        #expect(shown.disappearances == 0)
        #expect(tabs.selectedIndex == 5)
        #expect(tabs.tabBar.items?.map(\.title) == ["f", "a", "b", "c", "More"])
        // Moved into the first four, it shows directly.
        tabs.viewControllers = [shown] + controllers.prefix(4) + [f]
        window.settle()
        #expect(shown.parent === tabs && shown.view.superview === tabs.view)
        #expect(tabs.selectedIndex == 0 && more.viewControllers.count == 1)
        #expect(window.diagnostics.isEmpty)
    }

    @Test(
        "The edge swipe on the More navigation controller: cancelled, the extra stays selected; completed, the list is selected and the extra a child again (UIKit: interactivePopGestureRecognizer in moreNavigationController)"
    )
    func edgeSwipeInMore() {
        let (window, tabs, controllers) = sixTabs()
        tabs.selectedIndex = 5
        window.settle()
        window.beginTouch(at: CGPoint(x: 5, y: 400))
            .move(to: CGPoint(x: 120, y: 400), duration: 0.2).hold(duration: 0.2).end()
        window.settle()
        #expect(tabs.selectedIndex == 5 && controllers[5].parent === tabs.moreNavigationController)
        window.beginTouch(at: CGPoint(x: 5, y: 400))
            .move(to: CGPoint(x: 300, y: 400), duration: 0.3).hold(duration: 0.1).end()
        window.settle()
        #expect(tabs.selectedViewController === tabs.moreNavigationController)
        #expect(tabs.selectedIndex == NSNotFound && controllers[5].parent === tabs)
        #expect(window.diagnostics.isEmpty)
    }
}

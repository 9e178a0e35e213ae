import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

// A UIKit app pasted with the prefix removed: a list of messages in a navigation controller in
// a tab bar controller; a tap pushes a detail that hides the tab bar from its initializer.
private final class MessagesViewController: TableViewController {
    let messages = ["Lunch", "Invoice", "Trip"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Messages"
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
        -> TableViewCell
    {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = messages[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let detail = MessageViewController(subject: messages[indexPath.row])
        navigationController?.pushViewController(detail, animated: true)
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

private final class MessageViewController: ViewController {
    let subject: String
    init(subject: String, hidesBar: Bool = true) {
        self.subject = subject
        super.init(nibName: nil, bundle: nil)
        hidesBottomBarWhenPushed = hidesBar
    }
    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = subject
        view.backgroundColor = .systemBackground
    }
}

/// The pasted app in a 390 × 844 window with an iPhone's safe area (47 top, 34 bottom): tabs
/// "Messages" (the list in a navigation controller) and "Settings".
@MainActor
private func app(translucent: Bool = true) -> (
    Window, TabBarController, NavigationController, MessagesViewController, ViewController
) {
    let window = Window(size: CGSize(width: 390, height: 844))
    window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let list = MessagesViewController(style: .plain)
    let navigation = NavigationController(rootViewController: list)
    navigation.tabBarItem = TabBarItem(title: "Messages", image: nil, tag: 0)
    let settings = ViewController()
    settings.tabBarItem = TabBarItem(title: "Settings", image: nil, tag: 1)
    let tabs = TabBarController()
    tabs.tabBar.isTranslucent = translucent
    tabs.viewControllers = [navigation, settings]
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    window.settle()
    return (window, tabs, navigation, list, settings)
}

/// The bottom of the safe area of `controller`'s view, laid out.
@MainActor
private func bottomInset(_ controller: ViewController) -> CGFloat {
    controller.view.window?.layoutIfNeeded()
    return controller.view.safeAreaInsets.bottom
}

@MainActor
@Suite struct BottomBarHidingTests {
    @Test(
        "A pushed controller with hidesBottomBarWhenPushed hides the tab bar and reaches the window's bottom; the back button shows the bar again (UIKit: UIViewController.hidesBottomBarWhenPushed)"
    )
    func pushHidesBackShows() {
        let (window, tabs, navigation, list, _) = app()
        #expect(!tabs.tabBar.isHidden)
        #expect(bottomInset(list) == 83)
        window.find(.text("Invoice")).tap()
        window.settle()
        let detail = navigation.topViewController as! MessageViewController
        #expect(detail.subject == "Invoice")
        #expect(tabs.tabBar.isHidden)
        #expect(navigation.view.frame == window.bounds)
        #expect(detail.view.convert(detail.view.bounds, to: window) == window.bounds)
        // Only the home indicator's inset is left at the bottom.
        #expect(bottomInset(detail) == 34)
        // The hidden bar takes no taps: a tap where "Settings" was does not switch tabs.
        window.tap(at: CGPoint(x: 292, y: 844 - 34 - 20))
        #expect(tabs.selectedIndex == 0)
        window.find(.accessibilityLabel("Messages").and(.type(Button.self))).tap()
        window.settle()
        #expect(navigation.viewControllers.count == 1)
        #expect(!tabs.tabBar.isHidden)
        #expect(bottomInset(list) == 83)
        #expect(tabs.tabBar.frame.minY == 761)
        #expect(window.diagnostics.isEmpty)
    }

    @Test(
        "An edge swipe that pops shows the bar; a cancelled edge swipe leaves it hidden (UIKit: hidesBottomBarWhenPushed with interactivePopGestureRecognizer)"
    )
    func edgeSwipe() {
        let (window, tabs, navigation, list, _) = app()
        window.find(.text("Trip")).tap()
        window.settle()
        #expect(tabs.tabBar.isHidden)
        // Released before half the width: cancelled.
        window.beginTouch(at: CGPoint(x: 5, y: 400))
            .move(to: CGPoint(x: 120, y: 400), duration: 0.2).hold(duration: 0.2).end()
        window.settle()
        #expect(navigation.viewControllers.count == 2)
        #expect(tabs.tabBar.isHidden)
        #expect(bottomInset(navigation.topViewController!) == 34)
        // While the finger drags, the bar stays hidden; past half the width it pops.
        let touch = window.beginTouch(at: CGPoint(x: 5, y: 400))
            .move(to: CGPoint(x: 100, y: 400), duration: 0.1)
        #expect(tabs.tabBar.isHidden)
        touch.move(to: CGPoint(x: 300, y: 400), duration: 0.3).hold(duration: 0.1).end()
        window.settle()
        #expect(navigation.viewControllers == [list])
        #expect(!tabs.tabBar.isHidden)
        #expect(bottomInset(list) == 83)
    }

    @Test(
        "Switching tabs while the bar is hidden shows it for the other tab and hides it again on return (UIKit: the bar follows the selected tab's stack)"
    )
    func switchingTabs() {
        let (window, tabs, navigation, _, settings) = app()
        window.find(.text("Lunch")).tap()
        window.settle()
        #expect(tabs.tabBar.isHidden)
        tabs.selectedIndex = 1
        window.settle()
        #expect(!tabs.tabBar.isHidden)
        #expect(bottomInset(settings) == 83)
        tabs.selectedIndex = 0
        window.settle()
        #expect(tabs.tabBar.isHidden)
        #expect(bottomInset(navigation.topViewController!) == 34)
    }

    @Test(
        "The bar stays hidden while any controller on the stack has the flag: root, flagged middle, unflagged top (UIKit: hidesBottomBarWhenPushed holds for the controllers pushed above)"
    )
    func flagInTheMiddle() {
        let (window, tabs, navigation, list, _) = app()
        let middle = MessageViewController(subject: "middle")
        let top = MessageViewController(subject: "top", hidesBar: false)
        navigation.pushViewController(middle, animated: true)
        navigation.pushViewController(top, animated: true)
        window.settle()
        #expect(tabs.tabBar.isHidden)
        #expect(bottomInset(top) == 34)
        navigation.popViewController(animated: true)
        window.settle()
        #expect(tabs.tabBar.isHidden)
        navigation.popViewController(animated: true)
        window.settle()
        #expect(!tabs.tabBar.isHidden)
        #expect(bottomInset(list) == 83)
        // Pushing the unflagged one alone keeps the bar.
        navigation.pushViewController(
            MessageViewController(subject: "x", hidesBar: false), animated: false)
        #expect(!tabs.tabBar.isHidden)
    }

    @Test(
        "Under an opaque bar the shown view grows to the window's bottom while the bar is hidden (UIKit: UITabBar.isTranslucent, hidesBottomBarWhenPushed)"
    )
    func opaqueBar() {
        let (window, tabs, navigation, list, _) = app(translucent: false)
        #expect(navigation.view.frame.height == 761)
        #expect(bottomInset(list) == 0)
        navigation.pushViewController(MessageViewController(subject: "a"), animated: false)
        window.layoutIfNeeded()
        #expect(tabs.tabBar.isHidden)
        #expect(navigation.view.frame == window.bounds)
        #expect(bottomInset(navigation.topViewController!) == 34)
        navigation.popViewController(animated: false)
        window.layoutIfNeeded()
        #expect(navigation.view.frame.height == 761)
    }

    @Test(
        "The flag is read when the stack changes, not when it is set on a controller already shown (UIKit reads hidesBottomBarWhenPushed at push time)"
    )
    func flagReadAtStackChanges() {
        let (window, tabs, navigation, _, _) = app()
        let detail = MessageViewController(subject: "a", hidesBar: false)
        navigation.pushViewController(detail, animated: false)
        detail.hidesBottomBarWhenPushed = true
        window.layoutIfNeeded()
        #expect(!tabs.tabBar.isHidden)
        // The next change of the stack reads it.
        navigation.pushViewController(
            MessageViewController(subject: "b", hidesBar: false), animated: false)
        #expect(tabs.tabBar.isHidden)
        detail.hidesBottomBarWhenPushed = false
        #expect(tabs.tabBar.isHidden)
        navigation.popViewController(animated: false)
        #expect(!tabs.tabBar.isHidden)
    }

    @Test(
        "A flagged controller pushed onto a navigation controller outside a tab bar controller changes nothing (UIKit: hidesBottomBarWhenPushed only concerns a tab bar)"
    )
    func outsideATabBar() {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let navigation = NavigationController(rootViewController: ViewController())
        window.rootViewController = navigation
        window.settle()
        let detail = MessageViewController(subject: "a")
        navigation.pushViewController(detail, animated: false)
        window.settle()
        #expect(navigation.view.frame == window.bounds)
        #expect(bottomInset(detail) == 34)
        #expect(navigation.popViewController(animated: false) === detail)
        #expect(window.diagnostics.isEmpty)
    }
}

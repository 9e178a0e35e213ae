import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A controller that logs its view's loading, its appearance callbacks (with `animated` and
/// whether it is moving to or from its parent) and its containment calls.
@MainActor
private final class Screen: ViewController {
    let name: String
    let log: Log

    init(_ name: String, log: Log, title: String? = nil) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        self.title = title ?? name
    }

    private func add(_ event: String, _ animated: Bool) {
        let flags =
            (isMovingToParent ? " moving-to" : "") + (isMovingFromParent ? " moving-from" : "")
        log.add("\(name).\(event)(\(animated))\(flags)")
    }

    override func viewDidLoad() { log.add("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { add("willAppear", animated) }
    override func viewIsAppearing(_ animated: Bool) { add("isAppearing", animated) }
    override func viewDidAppear(_ animated: Bool) { add("didAppear", animated) }
    override func viewWillDisappear(_ animated: Bool) { add("willDisappear", animated) }
    override func viewDidDisappear(_ animated: Bool) { add("didDisappear", animated) }
    override func willMove(toParent parent: ViewController?) {
        super.willMove(toParent: parent)
        log.add("\(name).willMove(\(parent == nil ? "nil" : "nav"))")
    }
    override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        log.add("\(name).didMove(\(parent == nil ? "nil" : "nav"))")
    }
}

/// Records the navigation delegate's calls.
@MainActor
private final class NavigationRecorder: NavigationControllerDelegate {
    let log: Log
    init(_ log: Log) { self.log = log }

    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController,
        animated: Bool
    ) {
        log.add("nav.willShow(\((viewController as? Screen)?.name ?? "?"), \(animated))")
    }
    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController,
        animated: Bool
    ) {
        log.add("nav.didShow(\((viewController as? Screen)?.name ?? "?"), \(animated))")
    }
}

/// A 390 × 844 window with a 47-point top safe area (an iPhone with a notch) showing a
/// navigation controller whose root `a` has appeared; the log starts empty.
@MainActor
private func navigationWindow(_ log: Log) -> (Window, NavigationController, Screen) {
    let window = Window(size: CGSize(width: 390, height: 844))
    window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let a = Screen("a", log: log)
    let navigation = NavigationController(rootViewController: a)
    window.rootViewController = navigation
    window.settle()
    log.entries.removeAll()
    return (window, navigation, a)
}

/// Whether two lists hold the same objects, in the same order.
private func same(_ lhs: [AnyObject]?, _ rhs: [AnyObject?]) -> Bool {
    guard let lhs, lhs.count == rhs.count else { return false }
    return zip(lhs, rhs).allSatisfy { $0 === $1 }
}

/// The centre of `view` in window coordinates.
@MainActor
private func centre(of view: View) -> CGPoint {
    let frame = view.convert(view.bounds, to: nil)
    return CGPoint(x: frame.midX, y: frame.midY)
}

/// The views of `navigation`'s container other than the bar.
@MainActor
private func childViews(_ navigation: NavigationController) -> [View] {
    navigation.view.subviews.filter { $0 !== navigation.navigationBar }
}

@MainActor @Suite struct NavigationControllerTests {
    // MARK: - Layout and the bar

    @Test(
        "The root's view fills the container under a 44-point bar below the status bar, and its safe area starts below the bar (UIKit: a navigation bar adjusts its child's safe area)"
    )
    func rootUnderTheBar() {
        let log = Log()
        let (window, navigation, a) = navigationWindow(log)
        let pinned = View()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        a.view.addSubview(pinned)
        LayoutConstraint.activate([
            pinned.topAnchor.constraint(equalTo: a.view.safeAreaLayoutGuide.topAnchor),
            pinned.leadingAnchor.constraint(equalTo: a.view.leadingAnchor),
            pinned.widthAnchor.constraint(equalToConstant: 100),
            pinned.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        // +-- window 390 × 844 ----------+
        // | status bar 47                |
        // | +-- NavigationBar 44 ------+ |
        // | |          a               | |
        // | +--------------------------+ |
        // | [pinned] at y = 91           |
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(a.view.frame == window.bounds)
        #expect(a.view.safeAreaInsets.top == 91)
        #expect(pinned.frame.minY == 91)
        #expect(navigation.children.count == 1 && navigation.children[0] === a)
        #expect(a.navigationController === navigation)
        #expect(navigation.navigationController == nil)
        #expect(navigation.navigationBar.topItem === a.navigationItem)
        #expect(navigation.navigationBar.backItem == nil)
        assertTree(
            navigation.view, options: .geometry,
            """
            NavigationContainerView (0 0; 390 844)
            ├ View (0 0; 390 844)
            │ └ View (0 91; 100 20)
            └ NavigationBar (0 47; 390 44)
              └ Label (190.75 0; 8.5 44)
            """)
        // Hidden, the bar no longer covers the top of the safe area.
        navigation.isNavigationBarHidden = true
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.isHidden)
        #expect(a.view.safeAreaInsets.top == 47)
        #expect(pinned.frame.minY == 47)
        navigation.setNavigationBarHidden(false, animated: true)
        window.layoutIfNeeded()
        #expect(pinned.frame.minY == 91)
    }

    @Test(
        "A screen that hides the bar in viewWillAppear and shows it again in viewWillDisappear gets the window's safe area, and the screen below gets the bar's back (UIKit: setNavigationBarHidden(_:animated:))"
    )
    func barHiddenByOneScreen() {
        final class FullBleed: ViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                navigationController?.setNavigationBarHidden(true, animated: animated)
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                navigationController?.setNavigationBarHidden(false, animated: animated)
            }
        }
        let log = Log()
        let (window, navigation, a) = navigationWindow(log)
        let photo = FullBleed()
        navigation.pushViewController(photo, animated: true)
        window.settle()
        #expect(navigation.isNavigationBarHidden)
        #expect(photo.view.safeAreaInsets.top == 47)
        navigation.popViewController(animated: true)
        window.settle()
        #expect(!navigation.isNavigationBarHidden)
        #expect(a.view.safeAreaInsets.top == 91)
    }

    @Test(
        "The navigation item is made on first use with the controller's title, and a new title becomes the item's (UIKit: UIViewController.navigationItem, title)"
    )
    func navigationItemFollowsTitle() {
        let controller = ViewController()
        controller.title = "Inbox"
        #expect(controller.navigationItem.title == "Inbox")
        controller.title = "Mail"
        #expect(controller.navigationItem.title == "Mail")
        controller.navigationItem.title = "Custom"
        #expect(controller.title == "Mail")
        #expect(controller.navigationItem === controller.navigationItem)
        #expect(!controller.hidesBottomBarWhenPushed)
        controller.hidesBottomBarWhenPushed = true
        #expect(controller.hidesBottomBarWhenPushed)
    }

    @Test(
        "The back button shows the previous item's back bar button item title, else its backButtonTitle, else its title, else \"Back\" (UIKit: UINavigationItem.backBarButtonItem, backButtonTitle)"
    )
    func backButtonTitles() {
        let log = Log()
        let (window, navigation, a) = navigationWindow(log)
        let b = Screen("b", log: log, title: "Message")
        navigation.pushViewController(b, animated: false)
        window.layoutIfNeeded()
        let bar = navigation.navigationBar
        #expect(bar.backButton.currentTitle == "a")
        #expect(bar.backButton.accessibilityLabel == "a")
        a.navigationItem.backButtonTitle = "Mail"
        #expect(bar.backButton.currentTitle == "Mail")
        a.navigationItem.backBarButtonItem = BarButtonItem(title: "Inbox")
        #expect(bar.backButton.currentTitle == "Inbox")
        // The arrow alone: an empty title, still read as "Back".
        a.navigationItem.backBarButtonItem = BarButtonItem(
            title: "", style: .plain, target: nil, action: nil)
        #expect(bar.backButton.currentTitle == "")
        #expect(bar.backButton.accessibilityLabel == "Back")
        let untitled = ViewController()
        navigation.pushViewController(untitled, animated: false)
        let c = ViewController()
        navigation.pushViewController(c, animated: false)
        #expect(bar.backButton.currentTitle == "Back")
        #expect(bar.backItem === untitled.navigationItem)
        // Hidden by the top item: no back button in the bar.
        c.navigationItem.hidesBackButton = true
        #expect(bar.backButton.superview == nil)
        c.navigationItem.setHidesBackButton(false, animated: true)
        #expect(bar.backButton.superview === bar)
    }

    @Test(
        "Bar buttons are real buttons in the bar: a tap runs the target's method or the primary action, and a disabled item's button takes no tap (UIKit: UIBarButtonItem)"
    )
    func barButtonItemsTakeTaps() {
        final class Inbox: ViewController {
            var composed = 0
            var edited: [BarButtonItem] = []
            func compose() { composed += 1 }
            func edit(_ sender: BarButtonItem) { edited.append(sender) }
        }
        let window = Window(size: CGSize(width: 390, height: 844))
        let inbox = Inbox()
        inbox.title = "Inbox"
        var closed = 0
        let close = BarButtonItem(
            title: "Close", primaryAction: Action { _ in closed += 1 })
        let add = BarButtonItem(barButtonSystemItem: .add, target: inbox, action: Inbox.compose)
        let edit = BarButtonItem(title: "Edit", style: .plain, target: inbox, action: Inbox.edit)
        inbox.navigationItem.leftBarButtonItem = close
        inbox.navigationItem.rightBarButtonItems = [add, edit]
        let navigation = NavigationController(rootViewController: inbox)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        let bar = navigation.navigationBar
        let buttons = bar.subviews.compactMap { $0 as? Button }
        #expect(buttons.map(\.currentTitle) == ["Close", "Edit", "+"])
        #expect(buttons.map(\.accessibilityLabel) == ["Close", "Edit", "Add"])
        // The first right item is the rightmost.
        #expect(buttons[2].frame.maxX == 382)
        #expect(buttons[1].frame.maxX < buttons[2].frame.minX)
        window.tap(at: centre(of: buttons[0]))
        window.tap(at: centre(of: buttons[2]))
        window.tap(at: centre(of: buttons[1]))
        #expect(closed == 1 && inbox.composed == 1)
        #expect(inbox.edited.count == 1 && inbox.edited[0] === edit)
        add.isEnabled = false
        #expect(!buttons[2].isEnabled)
        window.tap(at: centre(of: buttons[2]))
        #expect(inbox.composed == 1)
        // A custom view is shown as it is.
        let spinner = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        inbox.navigationItem.rightBarButtonItem = BarButtonItem(customView: spinner)
        window.layoutIfNeeded()
        #expect(spinner.superview === bar)
        #expect(spinner.frame == CGRect(x: 362, y: 12, width: 20, height: 20))
        #expect(add.systemItem == .add && BarButtonItem(systemItem: .done).style == .done)
    }

    @Test(
        "A bar no controller manages shows the items it is given, and its back button pops an item (UIKit: UINavigationBar.setItems(_:animated:))"
    )
    func standaloneBar() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let bar = NavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        window.addSubview(bar)
        bar.setItems(
            [NavigationItem(title: "Settings"), NavigationItem(title: "Wi-Fi")], animated: false)
        window.layoutIfNeeded()
        #expect(bar.topItem?.title == "Wi-Fi" && bar.backItem?.title == "Settings")
        #expect(bar.sizeThatFits(CGSize(width: 300, height: 0)) == CGSize(width: 300, height: 44))
        window.tap(at: centre(of: bar.backButton))
        #expect(bar.items?.count == 1 && bar.topItem?.title == "Settings")
        #expect(bar.backButton.superview == nil)
    }

    @Test(
        "A target-action bar button item holds its target weakly (UIKit: target-action does not retain the target)"
    )
    func barButtonItemHoldsTargetWeakly() {
        @MainActor final class Target {
            var calls = 0
            func go() { calls += 1 }
        }
        var target: Target? = Target()
        weak let weakTarget = target
        let item = BarButtonItem(title: "Go", style: .done, target: target, action: Target.go)
        item.sendAction()
        #expect(target?.calls == 1)
        target = nil
        #expect(weakTarget == nil)
        item.sendAction()
    }

    // MARK: - Push and pop

    @Test(
        "An animated push calls willMove(toParent:), the old top's viewWillDisappear, the new top's viewWillAppear now, and viewDidDisappear, viewDidAppear, didMove(toParent:) at the end (UIKit: pushViewController(_:animated:))"
    )
    func animatedPush() {
        let log = Log()
        let (window, navigation, a) = navigationWindow(log)
        let recorder = NavigationRecorder(log)
        navigation.delegate = recorder
        let b = Screen("b", log: log)
        navigation.pushViewController(b, animated: true)
        #expect(same(navigation.viewControllers, [a, b]))
        #expect(navigation.topViewController === b)
        #expect(b.parent === navigation && b.navigationController === navigation)
        #expect(
            log.take() == [
                "b.willMove(nav)", "b.viewDidLoad", "nav.willShow(b, true)",
                "a.willDisappear(true)", "b.willAppear(true) moving-to",
                "b.isAppearing(true) moving-to",
            ])
        // Both views are in the container while b slides in from the right.
        #expect(same(childViews(navigation).map { $0 }, [a.view, b.view]))
        #expect(b.view.frame == window.bounds)
        #expect(b.view.presentationFrame.minX == 390)
        window.advance(by: NavigationController.transitionDuration / 2)
        #expect(b.view.presentationFrame.minX > 0 && b.view.presentationFrame.minX < 390)
        #expect(a.view.presentationFrame.minX < 0 && a.view.presentationFrame.minX > -117)
        #expect(log.entries.isEmpty)
        window.settle()
        #expect(
            log.take() == [
                "a.didDisappear(true)", "b.didAppear(true) moving-to", "b.didMove(nav)",
                "nav.didShow(b, true)",
            ])
        #expect(same(childViews(navigation), [b.view]))
        #expect(a.view.window == nil && a.parent === navigation)
        #expect(same(navigation.children, [a, b]))
        #expect(navigation.delegate === recorder)
    }

    @Test(
        "An unanimated push ends within the call, with the same callbacks (UIKit: pushViewController(_:animated: false))"
    )
    func unanimatedPush() {
        let log = Log()
        let (window, navigation, a) = navigationWindow(log)
        let b = Screen("b", log: log)
        navigation.pushViewController(b, animated: false)
        #expect(b.view.window === window)
        #expect(
            log.take() == [
                "b.willMove(nav)", "b.viewDidLoad", "a.willDisappear(false)",
                "b.willAppear(false) moving-to", "b.isAppearing(false) moving-to",
                "a.didDisappear(false)", "b.didAppear(false) moving-to", "b.didMove(nav)",
            ])
        #expect(same(childViews(navigation), [b.view]))
        #expect(a.appearanceState == .disappeared && b.appearanceState == .appeared)
    }

    @Test(
        "Tapping the back button pops with animation: willMove(toParent: nil), then the disappear callbacks with isMovingFromParent, and didMove(toParent: nil) at the end (UIKit: popViewController(animated:), isMovingFromParent)"
    )
    func backButtonPops() {
        let log = Log()
        let (window, navigation, a) = navigationWindow(log)
        var b: Screen? = Screen("b", log: log)
        weak let weakB = b
        navigation.pushViewController(b!, animated: false)
        b = nil
        window.layoutIfNeeded()
        log.entries.removeAll()
        let back = navigation.navigationBar.backButton
        #expect(back.window === window)
        window.tap(at: centre(of: back))
        #expect(same(navigation.viewControllers, [a]))
        #expect(
            log.take() == [
                "b.willMove(nil)", "b.willDisappear(true) moving-from", "a.willAppear(true)",
                "a.isAppearing(true)",
            ])
        #expect(navigation.navigationBar.topItem === a.navigationItem)
        window.settle()
        #expect(
            log.take() == [
                "b.didDisappear(true) moving-from", "a.didAppear(true)", "b.didMove(nil)",
            ])
        #expect(same(childViews(navigation), [a.view]))
        #expect(a.view.frame == window.bounds)
        // The popped controller is gone: nothing kept it.
        #expect(weakB == nil)
    }

    @Test(
        "Popping the root returns nil and does nothing (UIKit: the root view controller cannot be popped)"
    )
    func poppingTheRootDoesNothing() {
        let log = Log()
        let (window, navigation, a) = navigationWindow(log)
        #expect(navigation.popViewController(animated: true) == nil)
        #expect(navigation.popToRootViewController(animated: true) == nil)
        #expect(navigation.popToViewController(a, animated: true) == nil)
        window.settle()
        #expect(same(navigation.viewControllers, [a]))
        #expect(log.entries.isEmpty)
        #expect(same(childViews(navigation), [a.view]))
    }

    @Test(
        "popToRootViewController pops every controller above the root and returns them; the hidden ones only get their containment calls (UIKit: popToRootViewController(animated:))"
    )
    func popToRoot() {
        let log = Log()
        let (window, navigation, a) = navigationWindow(log)
        let b = Screen("b", log: log)
        let c = Screen("c", log: log)
        navigation.pushViewController(b, animated: false)
        navigation.pushViewController(c, animated: false)
        log.entries.removeAll()
        let popped = navigation.popToRootViewController(animated: true)
        #expect(same(popped, [b, c]))
        window.settle()
        #expect(
            log.take() == [
                "b.willMove(nil)", "c.willMove(nil)", "c.willDisappear(true) moving-from",
                "a.willAppear(true)", "a.isAppearing(true)", "c.didDisappear(true) moving-from",
                "a.didAppear(true)", "b.didMove(nil)", "c.didMove(nil)",
            ])
        #expect(same(navigation.children, [a]) && b.parent == nil && c.parent == nil)
        #expect(same(childViews(navigation), [a.view]))
    }

    @Test(
        "setViewControllers shows a new top as a push and an old one as a pop, keeps a same top in place, and allows an empty stack (UIKit: setViewControllers(_:animated:))"
    )
    func setViewControllers() {
        let log = Log()
        let (window, navigation, a) = navigationWindow(log)
        let b = Screen("b", log: log)
        let c = Screen("c", log: log)
        navigation.setViewControllers([a, b, c], animated: true)
        #expect(c.view.presentationFrame.minX == 390)
        window.settle()
        #expect(same(navigation.children, [a, b, c]))
        #expect(b.viewIfLoaded == nil)
        #expect(same(childViews(navigation), [c.view]))
        #expect(navigation.navigationBar.backButton.currentTitle == "b")
        log.entries.removeAll()
        // b is on the stack: it comes in as a pop.
        navigation.setViewControllers([b], animated: true)
        #expect(b.view.presentationFrame.minX < 0)
        window.settle()
        #expect(
            log.take() == [
                "a.willMove(nil)", "c.willMove(nil)", "b.viewDidLoad",
                "c.willDisappear(true) moving-from", "b.willAppear(true)", "b.isAppearing(true)",
                "c.didDisappear(true) moving-from", "b.didAppear(true)", "a.didMove(nil)",
                "c.didMove(nil)",
            ])
        // The same top: no appearance callbacks, only containment.
        navigation.viewControllers = [a, b]
        #expect(log.take() == ["a.willMove(nav)", "a.didMove(nav)"])
        #expect(navigation.navigationBar.backButton.currentTitle == "a")
        // Empty: the view shows the bar alone.
        navigation.viewControllers = []
        #expect(navigation.topViewController == nil && navigation.visibleViewController == nil)
        #expect(navigation.children.isEmpty)
        #expect(childViews(navigation).isEmpty)
        #expect(navigation.navigationBar.topItem == nil)
        #expect(navigation.popViewController(animated: true) == nil)
        #expect(navigation.popToRootViewController(animated: true) == nil)
        #expect(
            log.take() == [
                "a.willMove(nil)", "b.willMove(nil)", "b.willDisappear(false) moving-from",
                "b.didDisappear(false) moving-from", "a.didMove(nil)", "b.didMove(nil)",
            ])
        navigation.pushViewController(c, animated: false)
        #expect(same(childViews(navigation), [c.view]) && c.appearanceState == .appeared)
    }

    @Test(
        "Off screen, the stack changes and the views change places with no appearance callbacks; the top appears with the navigation controller (UIKit: appearance callbacks need a window)"
    )
    func offScreenChanges() {
        let log = Log()
        let a = Screen("a", log: log)
        let navigation = NavigationController(rootViewController: a)
        let b = Screen("b", log: log)
        navigation.pushViewController(b, animated: true)
        #expect(same(navigation.viewControllers, [a, b]))
        #expect(b.viewIfLoaded == nil)
        #expect(
            log.take() == [
                "a.willMove(nav)", "a.didMove(nav)", "b.willMove(nav)", "b.didMove(nav)",
            ])
        let window = Window(size: CGSize(width: 390, height: 844))
        let recorder = NavigationRecorder(log)
        navigation.delegate = recorder
        window.rootViewController = navigation
        #expect(same(childViews(navigation), [b.view]))
        #expect(a.viewIfLoaded == nil)
        #expect(
            log.take() == [
                "b.viewDidLoad", "nav.willShow(b, false)", "b.willAppear(false)",
                "b.isAppearing(false)", "b.didAppear(false)", "nav.didShow(b, false)",
            ])
        #expect(navigation.delegate === recorder)
    }

    @Test(
        "visibleViewController is what is presented over the navigation controller, else the top (UIKit: UINavigationController.visibleViewController)"
    )
    func visibleViewController() {
        let log = Log()
        let (window, navigation, a) = navigationWindow(log)
        #expect(navigation.visibleViewController === a)
        let sheet = ViewController()
        a.present(sheet, animated: false)
        window.settle()
        #expect(navigation.visibleViewController === sheet)
        #expect(navigation.topViewController === a)
    }

    @Test(
        "show(_:sender:) pushes inside a navigation controller and presents elsewhere (UIKit: UIViewController.show(_:sender:))"
    )
    func showPushesOrPresents() {
        let log = Log()
        let (window, navigation, a) = navigationWindow(log)
        let b = ViewController()
        a.show(b, sender: nil)
        window.settle()
        #expect(navigation.topViewController === b)
        let lone = Window(size: CGSize(width: 390, height: 844))
        let root = ViewController()
        lone.rootViewController = root
        let sheet = ViewController()
        root.show(sheet, sender: nil)
        lone.settle()
        #expect(root.presentedViewController === sheet)
    }

    // MARK: - Transitions in flight

    @Test(
        "A push while a push animates ends the first at once, then starts; every callback stays balanced and nothing is left running (UIKit logs nested push animations: here they never overlap)"
    )
    func pushDuringPush() {
        let log = Log()
        let (window, navigation, a) = navigationWindow(log)
        let b = Screen("b", log: log)
        let c = Screen("c", log: log)
        navigation.pushViewController(b, animated: true)
        window.advance(by: 0.1)
        navigation.pushViewController(c, animated: true)
        window.settle()
        #expect(same(navigation.viewControllers, [a, b, c]))
        #expect(same(childViews(navigation), [c.view]))
        #expect(
            log.take() == [
                "b.willMove(nav)", "b.viewDidLoad", "a.willDisappear(true)",
                "b.willAppear(true) moving-to", "b.isAppearing(true) moving-to",
                "a.didDisappear(true)", "b.didAppear(true) moving-to", "b.didMove(nav)",
                "c.willMove(nav)", "c.viewDidLoad", "b.willDisappear(true)",
                "c.willAppear(true) moving-to", "c.isAppearing(true) moving-to",
                "b.didDisappear(true)", "c.didAppear(true) moving-to", "c.didMove(nav)",
            ])
        // A pop right after a push: the push ends, the pop runs.
        let d = Screen("d", log: log)
        navigation.pushViewController(d, animated: true)
        #expect(navigation.popViewController(animated: true) === d)
        navigation.popViewController(animated: false)
        window.settle()
        #expect(same(navigation.viewControllers, [a, b]))
        #expect(same(childViews(navigation), [b.view]))
        #expect(b.appearanceState == .appeared)
        #expect([c, d].allSatisfy { $0.appearanceState == .disappeared && $0.parent == nil })
        #expect(window.isIdle)
    }

    @Test(
        "A controller that pushes from its own viewDidAppear leaves one consistent stack, and a tap during an animated pop is ignored (UIKit ignores interaction events during a transition)"
    )
    func reentrantChanges() {
        final class Chaining: ViewController {
            var following: ViewController?
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                if let following {
                    self.following = nil
                    navigationController?.pushViewController(following, animated: animated)
                }
            }
        }
        let log = Log()
        let (window, navigation, a) = navigationWindow(log)
        let b = Chaining()
        let c = Screen("c", log: log)
        b.following = c
        navigation.pushViewController(b, animated: true)
        window.settle()
        #expect(same(navigation.viewControllers, [a, b, c]))
        #expect(same(childViews(navigation), [c.view]))
        #expect(c.appearanceState == .appeared && b.appearanceState == .disappeared)
        #expect(b.parent === navigation && c.parent === navigation)
        // A second tap on back while the first pop animates is ignored, as UIKit ignores
        // touches during the transition; once it ends, back pops again.
        window.tap(at: centre(of: navigation.navigationBar.backButton))
        #expect(navigation.isAnimatingTransition)
        window.tap(at: centre(of: navigation.navigationBar.backButton))
        window.settle()
        #expect(same(navigation.viewControllers, [a, b]))
        window.tap(at: centre(of: navigation.navigationBar.backButton))
        window.settle()
        #expect(same(navigation.viewControllers, [a]))
        #expect(same(childViews(navigation), [a.view]))
        #expect(a.appearanceState == .appeared)
        #expect(b.parent == nil && c.parent == nil)
    }

    @Test(
        "A controller that pushes from its viewWillAppear ends with the pushed one on top and every callback balanced (user callbacks may change the stack)"
    )
    func pushFromViewWillAppear() {
        final class Redirecting: ViewController {
            var following: ViewController?
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                if let following {
                    self.following = nil
                    navigationController?.pushViewController(following, animated: animated)
                }
            }
        }
        for animated in [false, true] {
            let log = Log()
            let (window, navigation, a) = navigationWindow(log)
            let b = Redirecting()
            let c = Screen("c", log: log)
            b.following = c
            navigation.pushViewController(b, animated: animated)
            window.settle()
            #expect(same(navigation.viewControllers, [a, b, c]))
            #expect(same(childViews(navigation), [c.view]))
            #expect(c.view.frame == window.bounds)
            #expect(a.appearanceState == .disappeared && b.appearanceState == .disappeared)
            #expect(c.appearanceState == .appeared)
            #expect(window.isIdle)
        }
    }

    @Test(
        "A title set while the controller shows updates the bar at once (UIKit: setting title sets navigationItem.title)"
    )
    func titleChangeShowsInTheBar() {
        let log = Log()
        let (window, navigation, a) = navigationWindow(log)
        a.title = "Inbox (3)"
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.titleLabel.text == "Inbox (3)")
        let titleView = View(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        a.navigationItem.titleView = titleView
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.titleLabel.superview == nil)
        #expect(titleView.frame == CGRect(x: 135, y: 7, width: 120, height: 30))
    }

    // MARK: - Interactive pop

    @Test(
        "A swipe from the left edge past half the width pops with the finger (UIKit: interactivePopGestureRecognizer)"
    )
    func interactivePopCompletes() {
        let log = Log()
        let (window, navigation, a) = navigationWindow(log)
        let b = Screen("b", log: log)
        navigation.pushViewController(b, animated: false)
        log.entries.removeAll()
        let touch = window.beginTouch(at: CGPoint(x: 5, y: 400))
            .move(to: CGPoint(x: 100, y: 400), duration: 0.1)
        #expect(navigation.interactivePopGestureRecognizer?.state == .changed)
        #expect(navigation.topViewController === a)
        #expect(b.view.frame.minX > 50 && b.view.frame.minX < 100)
        #expect(a.view.frame.minX < 0)
        #expect(
            log.take() == [
                "b.willMove(nil)", "b.willDisappear(true) moving-from", "a.willAppear(true)",
                "a.isAppearing(true)",
            ])
        touch.move(to: CGPoint(x: 300, y: 400), duration: 0.3).hold(duration: 0.1).end()
        window.settle()
        #expect(same(navigation.viewControllers, [a]))
        #expect(same(childViews(navigation), [a.view]) && a.view.frame == window.bounds)
        #expect(
            log.take() == [
                "b.didDisappear(true) moving-from", "a.didAppear(true)", "b.didMove(nil)",
            ])
    }

    @Test(
        "A swipe from the left edge released before half the width, not moving right fast, cancels: the view underneath disappears and the top appears again (UIKit: a cancelled interactive pop)"
    )
    func interactivePopCancels() {
        let log = Log()
        let (window, navigation, a) = navigationWindow(log)
        let b = Screen("b", log: log)
        navigation.pushViewController(b, animated: false)
        log.entries.removeAll()
        window.beginTouch(at: CGPoint(x: 5, y: 400))
            .move(to: CGPoint(x: 120, y: 400), duration: 0.2).hold(duration: 0.2).end()
        window.settle()
        #expect(same(navigation.viewControllers, [a, b]))
        #expect(same(childViews(navigation), [b.view]) && b.view.frame == window.bounds)
        #expect(navigation.navigationBar.topItem === b.navigationItem)
        #expect(!b.isMovingFromParent)
        #expect(
            log.take() == [
                "b.willMove(nil)", "b.willDisappear(true) moving-from", "a.willAppear(true)",
                "a.isAppearing(true)", "a.willDisappear(true)", "a.didDisappear(true)",
                "b.willAppear(true)", "b.isAppearing(true)", "b.didAppear(true)",
                "b.didMove(nav)",
            ])
        // The stack still pops afterwards.
        navigation.popViewController(animated: false)
        #expect(same(navigation.viewControllers, [a]) && a.appearanceState == .appeared)
    }

    @Test(
        "A quick flick from the left edge pops even when short (UIKit: interactivePopGestureRecognizer completes on velocity)"
    )
    func interactivePopFlick() {
        let log = Log()
        let (window, navigation, a) = navigationWindow(log)
        navigation.pushViewController(Screen("b", log: log), animated: false)
        window.fling(from: CGPoint(x: 5, y: 400), velocity: CGPoint(x: 1200, y: 0))
        window.settle()
        #expect(same(navigation.viewControllers, [a]))
        #expect(same(childViews(navigation), [a.view]))
    }

    @Test(
        "The edge swipe does not begin with only the root, with the bar hidden, or with a left item replacing the back button (UIKit: interactivePopGestureRecognizer's default conditions)"
    )
    func interactivePopConditions() {
        let log = Log()
        let (window, navigation, a) = navigationWindow(log)
        window.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        window.settle()
        #expect(same(navigation.viewControllers, [a]) && log.entries.isEmpty)
        let b = Screen("b", log: log)
        navigation.pushViewController(b, animated: false)
        b.navigationItem.leftBarButtonItem = BarButtonItem(systemItem: .cancel)
        window.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        window.settle()
        #expect(same(navigation.viewControllers, [a, b]))
        b.navigationItem.leftItemsSupplementBackButton = true
        navigation.isNavigationBarHidden = true
        window.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        window.settle()
        #expect(same(navigation.viewControllers, [a, b]))
        navigation.isNavigationBarHidden = false
        navigation.interactivePopGestureRecognizer?.isEnabled = false
        window.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        window.settle()
        #expect(same(navigation.viewControllers, [a, b]))
        navigation.interactivePopGestureRecognizer?.isEnabled = true
        window.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        window.settle()
        #expect(same(navigation.viewControllers, [a]))
    }

    @Test(
        "A push while the finger drags an interactive pop cancels the pop first, then pushes (never two transitions at once)"
    )
    func pushDuringInteractivePop() {
        let log = Log()
        let (window, navigation, a) = navigationWindow(log)
        let b = Screen("b", log: log)
        navigation.pushViewController(b, animated: false)
        let touch = window.beginTouch(at: CGPoint(x: 5, y: 400))
            .move(to: CGPoint(x: 150, y: 400), duration: 0.1)
        let c = Screen("c", log: log)
        navigation.pushViewController(c, animated: false)
        #expect(navigation.interactivePopGestureRecognizer?.state != .changed)
        touch.move(to: CGPoint(x: 350, y: 400), duration: 0.1).end()
        window.settle()
        #expect(same(navigation.viewControllers, [a, b, c]))
        #expect(same(childViews(navigation), [c.view]) && c.view.frame == window.bounds)
        #expect(a.appearanceState == .disappeared && b.appearanceState == .disappeared)
        #expect(c.appearanceState == .appeared)
    }

    @Test(
        "A deep stack: 1,000 pushes and a pop to the root keep one view in the container and release the popped controllers"
    )
    func deepStack() {
        let log = Log()
        let (window, navigation, a) = navigationWindow(log)
        weak var weakLast: ViewController?
        do {
            for _ in 0..<1_000 { navigation.pushViewController(ViewController(), animated: false) }
            weakLast = navigation.topViewController
        }
        #expect(navigation.viewControllers.count == 1_001 && navigation.children.count == 1_001)
        #expect(childViews(navigation).count == 1)
        #expect(navigation.popToRootViewController(animated: true)?.count == 1_000)
        window.settle()
        #expect(same(navigation.viewControllers, [a]) && same(childViews(navigation), [a.view]))
        #expect(weakLast == nil)
    }

    // MARK: - Memory

    @Test(
        "Dropping the window in the middle of an animated push frees the window, the controllers and their views (strong down the stack, weak up)"
    )
    func droppingTheWindowMidTransitionFreesEverything() {
        weak var weakWindow: Window?
        weak var weakNavigation: NavigationController?
        weak var weakA: ViewController?
        weak var weakB: ViewController?
        weak var weakView: View?
        do {
            let log = Log()
            let (window, navigation, a) = navigationWindow(log)
            navigation.delegate = NavigationRecorder(log)
            let b = Screen("b", log: log)
            b.navigationItem.rightBarButtonItem = BarButtonItem(
                barButtonSystemItem: .done, target: b, action: Screen.loadViewIfNeeded)
            navigation.pushViewController(b, animated: true)
            window.advance(by: 0.1)
            weakWindow = window
            weakNavigation = navigation
            weakA = a
            weakB = b
            weakView = b.view
        }
        #expect(weakWindow == nil)
        #expect(weakNavigation == nil)
        #expect(weakA == nil && weakB == nil && weakView == nil)
    }

    @Test(
        "Dropping the window while a finger drags an interactive pop frees everything; the navigation controller kept alone undoes the pop on its next change"
    )
    func droppingTheWindowMidDrag() {
        weak var weakWindow: Window?
        weak var weakB: ViewController?
        let log = Log()
        var kept: NavigationController?
        var keptRoot: Screen?
        do {
            let (window, navigation, a) = navigationWindow(log)
            let b = Screen("b", log: log)
            navigation.pushViewController(b, animated: false)
            window.beginTouch(at: CGPoint(x: 5, y: 400))
                .move(to: CGPoint(x: 150, y: 400), duration: 0.1)
            #expect(same(navigation.viewControllers, [a]))
            weakWindow = window
            weakB = b
            kept = navigation
            keptRoot = a
        }
        #expect(weakWindow == nil)
        #expect(weakB != nil)
        kept?.pushViewController(Screen("c", log: log), animated: false)
        #expect(kept?.viewControllers.count == 3)
        kept?.popToRootViewController(animated: false)
        #expect(weakB == nil)
        #expect(kept?.topViewController === keptRoot)
        kept = nil
        keptRoot = nil
    }

    @Test(
        "The navigation controller held alone ends its transition when its window goes away: the views are out of any window, the callbacks balanced"
    )
    func windowGoesAwayMidTransition() {
        let log = Log()
        var window: Window? = Window(size: CGSize(width: 390, height: 844))
        let a = Screen("a", log: log)
        let navigation = NavigationController(rootViewController: a)
        window!.rootViewController = navigation
        window!.settle()
        let b = Screen("b", log: log)
        navigation.pushViewController(b, animated: true)
        window = nil
        #expect(same(navigation.viewControllers, [a, b]))
        #expect(same(childViews(navigation), [b.view]))
        // The old top got the viewDidDisappear it was owed.
        #expect(a.appearanceState == .disappeared)
        navigation.popViewController(animated: true)
        #expect(same(childViews(navigation), [a.view]))
    }

    // MARK: - Dumps and accessibility

    @Test(
        "The bar shows in tree dumps and to VoiceOver: the back button reads its title, the title is a header (UIKit: the back button's accessibility label is its title)"
    )
    func dumpsAndAccessibility() {
        let log = Log()
        let (window, navigation, _) = navigationWindow(log)
        let b = Screen("b", log: log, title: "Message")
        b.navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .edit)
        navigation.pushViewController(b, animated: false)
        window.layoutIfNeeded()
        assertTree(
            navigation.navigationBar, options: .geometry,
            """
            NavigationBar (0 47; 390 44)
            ├ Button (8 0; 44 44)
            │ ├ imageView (0 0; 0 0)
            │ └ titleLabel (17.75 11.75; 8.5 20.5)
            ├ Label (165.25 0; 59.5 44)
            └ Button (338 0; 44 44)
              ├ imageView (0 0; 0 0)
              └ titleLabel (5 11.75; 34 20.5)
            """)
        #expect(
            window.accessibilityDescription() == """
                "a" button (8 47; 44 44)
                "Message" staticText,header (165.25 47; 59.5 44)
                "Edit" button (338 47; 44 44)

                """)
        #expect(window.accessibilityAuditIssues(for: .all).isEmpty)
    }

    // MARK: - Programmer errors

    @Test("Pushing a navigation controller stops, naming it (UIKit raises)")
    func pushingANavigationControllerStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let navigation = NavigationController(rootViewController: ViewController())
            let inner = NavigationController()
            inner.title = "inner"
            navigation.pushViewController(inner, animated: false)
        }
        expectStderr(
            result,
            contains:
                "pushViewController: viewController <NavigationController \"inner\"> is a navigation controller"
        )
    }

    @Test(
        "Pushing a controller already on the stack stops, naming it (UIKit raises: pushing the same view controller instance more than once is not supported)"
    )
    func pushingTwiceStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let root = ViewController()
            root.title = "root"
            let navigation = NavigationController(rootViewController: root)
            navigation.pushViewController(root, animated: false)
        }
        expectStderr(
            result,
            contains:
                "pushViewController: viewController <ViewController \"root\"> is already on the stack of <NavigationController>"
        )
    }

    @Test("Pushing a controller that has another parent stops, naming both (UIKit raises)")
    func pushingAnotherParentsChildStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let parent = ViewController()
            parent.title = "parent"
            let child = ViewController()
            child.title = "child"
            parent.addChild(child)
            NavigationController(rootViewController: ViewController())
                .pushViewController(child, animated: false)
        }
        expectStderr(
            result,
            contains:
                "pushViewController: viewController <ViewController \"child\"> is a child of <ViewController \"parent\">"
        )
    }

    @Test(
        "Popping to a controller that is not on the stack stops, naming it (UIKit raises: tried to pop to a view controller that doesn't exist)"
    )
    func poppingToAStrangerStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let stranger = ViewController()
            stranger.title = "stranger"
            NavigationController(rootViewController: ViewController())
                .popToViewController(stranger, animated: false)
        }
        expectStderr(
            result,
            contains:
                "popToViewController: viewController <ViewController \"stranger\"> is not on the stack of <NavigationController>"
        )
    }

    @Test(
        "Setting the items of a bar a navigation controller manages stops (UIKit raises: set the controller's viewControllers)"
    )
    func settingAManagedBarsItemsStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let navigation = NavigationController(rootViewController: ViewController())
            navigation.navigationBar.setItems([NavigationItem(title: "x")], animated: false)
        }
        expectStderr(result, contains: "NavigationBar.setItems: the bar of <NavigationController>")
    }

    @Test(
        "Setting a stack with a controller twice stops (UIKit raises: all view controllers must be distinct)"
    )
    func settingDuplicatesStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let root = ViewController()
            root.title = "root"
            NavigationController().setViewControllers([root, root], animated: false)
        }
        expectStderr(
            result,
            contains: "viewControllers[1] <ViewController \"root\"> appears twice")
    }
}

/// Expects the exit test's standard error to contain `text`.
private func expectStderr(_ result: ExitTest.Result?, contains text: String) {
    let stderr = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
    #expect(stderr.contains(text), "\(stderr)")
}

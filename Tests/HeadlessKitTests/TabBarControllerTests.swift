import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A tab that logs its view loading and appearance callbacks.
@MainActor
private final class Tab: ViewController {
    let name: String
    let log: Log

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    override func viewDidLoad() { log.add("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.add("\(name).willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).didDisappear") }
}

/// A delegate that records its calls and refuses the controllers in `refused`.
@MainActor
private final class RecordingDelegate: TabBarControllerDelegate {
    enum Call: Equatable {
        case shouldSelect(String)
        case didSelect(String)
    }
    var calls: [Call] = []
    var refused: Set<String> = []

    func tabBarController(
        _ tabBarController: TabBarController, shouldSelect viewController: ViewController
    ) -> Bool {
        calls.append(.shouldSelect(viewController.title ?? "?"))
        return !refused.contains(viewController.title ?? "?")
    }

    func tabBarController(
        _ tabBarController: TabBarController, didSelect viewController: ViewController
    ) {
        calls.append(.didSelect(viewController.title ?? "?"))
    }
}

/// A 390 × 844 window with an iPhone's safe area (47 at the top, 34 for the home indicator).
@MainActor
private func phoneWindow() -> Window {
    let window = Window(size: CGSize(width: 390, height: 844))
    window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    return window
}

/// Tabs named `names`, in a tab bar controller that is the root of `window` and has appeared;
/// the log starts empty.
@MainActor
private func makeTabs(_ names: [String], log: Log, in window: Window) -> (TabBarController, [Tab]) {
    let controllers = names.map { Tab($0, log: log) }
    let tabs = TabBarController()
    tabs.viewControllers = controllers
    window.rootViewController = tabs
    window.settle()
    log.entries.removeAll()
    return (tabs, controllers)
}

@MainActor @Suite struct TabBarControllerTests {
    // MARK: - Containment and laziness

    @Test(
        "Every tab is a child; only the first is selected and only its view is loaded and in the hierarchy (UIKit: viewControllers, selectedViewController)"
    )
    func childrenAndLazyViews() {
        let log = Log()
        let window = phoneWindow()
        let tabs = TabBarController()
        let (a, b, c) = (Tab("a", log: log), Tab("b", log: log), Tab("c", log: log))
        tabs.viewControllers = [a, b, c]
        #expect(tabs.children.map(\.title) == ["a", "b", "c"])
        #expect([a, b, c].allSatisfy { $0.parent === tabs && $0.tabBarController === tabs })
        #expect(tabs.selectedViewController === a && tabs.selectedIndex == 0)
        #expect(log.entries.isEmpty)  // nothing loaded before the tab bar controller's view
        window.rootViewController = tabs
        window.settle()
        #expect(log.take() == ["a.viewDidLoad", "a.willAppear", "a.didAppear"])
        #expect(!b.isViewLoaded && !c.isViewLoaded)
        #expect(tabs.view.subviews.map { $0 === a.view || $0 === tabs.tabBar } == [true, true])
        #expect(tabs.tabBarController == nil)
        tabs.selectedIndex = 2
        #expect(
            log.take() == [
                "c.viewDidLoad", "a.willDisappear", "c.willAppear", "a.didDisappear", "c.didAppear",
            ])
        #expect(!b.isViewLoaded)
        #expect(a.view.superview == nil && c.view.superview === tabs.view)
    }

    @Test(
        "Switching tabs sends old willDisappear, new willAppear, old didDisappear, new didAppear, to the children of the tabs too (UIKit: the appearance callbacks of a tab switch)"
    )
    func appearanceOrderIncludesGrandchildren() {
        let log = Log()
        let window = phoneWindow()
        let (tabs, controllers) = makeTabs(["a", "b"], log: log, in: window)
        let inner = Tab("a.inner", log: log)
        controllers[0].addChild(inner)
        controllers[0].view.addSubview(inner.view)
        inner.didMove(toParent: controllers[0])
        log.entries.removeAll()
        #expect(inner.tabBarController === tabs)
        tabs.selectedViewController = controllers[1]
        #expect(
            log.take() == [
                "b.viewDidLoad", "a.willDisappear", "a.inner.willDisappear", "b.willAppear",
                "a.didDisappear", "a.inner.didDisappear", "b.didAppear",
            ])
        tabs.selectedIndex = 0
        #expect(
            log.take() == [
                "b.willDisappear", "a.willAppear", "a.inner.willAppear", "b.didDisappear",
                "a.didAppear", "a.inner.didAppear",
            ])
    }

    @Test(
        "A tab selected from a callback of a switch is switched to after it, with balanced callbacks"
    )
    func reentrantSelection() {
        let log = Log()
        let window = phoneWindow()
        final class Redirecting: ViewController {
            var onAppear: (() -> Void)?
            override func viewWillAppear(_ animated: Bool) { onAppear?() }
        }
        let (tabs, controllers) = makeTabs(["a", "c"], log: log, in: window)
        let b = Redirecting()
        b.title = "b"
        tabs.viewControllers = [controllers[0], b, controllers[1]]
        b.onAppear = { [weak tabs] in tabs?.selectedIndex = 2 }
        log.entries.removeAll()
        tabs.selectedIndex = 1
        #expect(tabs.selectedIndex == 2)
        #expect(b.appearanceState == .disappeared && controllers[1].appearanceState == .appeared)
        #expect(
            log.take() == [
                "a.willDisappear", "a.didDisappear", "c.viewDidLoad", "c.willAppear", "c.didAppear",
            ])
        #expect(tabs.view.subviews.first === controllers[1].view)
    }

    @Test(
        "New tabs set from the appearing tab's viewWillAppear: every callback stays balanced and the new tab shows"
    )
    func reentrantReplacement() {
        let log = Log()
        let window = phoneWindow()
        final class Replacing: ViewController {
            var onAppear: (() -> Void)?
            override func viewWillAppear(_ animated: Bool) {
                onAppear?()
                onAppear = nil
            }
        }
        let (tabs, controllers) = makeTabs(["a", "c"], log: log, in: window)
        let b = Replacing()
        tabs.viewControllers = [controllers[0], b]
        let c = controllers[1]
        b.onAppear = { [weak tabs] in tabs?.viewControllers = [c] }
        log.entries.removeAll()
        tabs.selectedIndex = 1
        #expect(
            tabs.selectedViewController === c && tabs.children.count == 1 && tabs.children[0] === c)
        #expect(b.parent == nil && b.appearanceState == .disappeared)
        #expect(controllers[0].parent == nil && controllers[0].appearanceState == .disappeared)
        #expect(c.appearanceState == .appeared && tabs.view.subviews.first === c.view)
        #expect(tabs.view.subviews.count == 2)
    }

    @Test(
        "A subclass that selects a tab in its own viewWillAppear or viewDidAppear shows that tab, with balanced callbacks",
        arguments: [false, true]
    )
    func selectingFromOwnAppearance(inDidAppear: Bool) {
        final class Tabs: TabBarController {
            var selectInDidAppear = false
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                if !selectInDidAppear { selectedIndex = 1 }
            }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                if selectInDidAppear { selectedIndex = 1 }
            }
        }
        let log = Log()
        let window = phoneWindow()
        let tabs = Tabs()
        tabs.selectInDidAppear = inDidAppear
        let (a, b) = (Tab("a", log: log), Tab("b", log: log))
        tabs.viewControllers = [a, b]
        window.rootViewController = tabs
        window.settle()
        #expect(tabs.selectedViewController === b)
        #expect(tabs.view.subviews.first === b.view && a.view.superview == nil)
        #expect(a.appearanceState == .disappeared && b.appearanceState == .appeared)
        let expected =
            inDidAppear
            ? [
                "a.viewDidLoad", "a.willAppear", "b.viewDidLoad", "a.willDisappear",
                "b.willAppear", "a.didDisappear", "b.didAppear",
            ]
            : ["a.viewDidLoad", "b.viewDidLoad", "b.willAppear", "b.didAppear"]
        #expect(log.take() == expected)
    }

    // MARK: - Selection rules

    @Test(
        "Tapping the selected tab again pops its navigation controller to its root; tapping another tab does not (UIKit: UITabBarController)"
    )
    func reselectPopsToRoot() {
        let window = phoneWindow()
        let root = ViewController()
        root.title = "Messages"
        let inbox = NavigationController(rootViewController: root)
        inbox.title = "Inbox"
        let settings = ViewController()
        settings.title = "Settings"
        let tabs = TabBarController()
        tabs.viewControllers = [inbox, settings]
        window.rootViewController = tabs
        window.settle()
        inbox.pushViewController(ViewController(), animated: false)
        inbox.pushViewController(ViewController(), animated: false)
        window.find(.accessibilityLabel("Settings")).tap()
        window.settle()
        window.find(.accessibilityLabel("Inbox")).tap()
        window.settle()
        #expect(inbox.viewControllers.count == 3)  // selected again, stack kept
        window.find(.accessibilityLabel("Inbox")).tap()
        window.settle()
        #expect(inbox.viewControllers.count == 1)
        #expect(inbox.topViewController === root)
        #expect(tabs.selectedViewController === inbox)
    }
    // MARK: - Selection rules

    @Test(
        "Code selects without the delegate; a tap asks shouldSelect, then tells didSelect, also for the selected tab (UIKit: UITabBarControllerDelegate)"
    )
    func delegateOnlyForTaps() {
        let log = Log()
        let window = phoneWindow()
        let (tabs, _) = makeTabs(["a", "b", "c"], log: log, in: window)
        let delegate = RecordingDelegate()
        tabs.delegate = delegate
        tabs.selectedIndex = 1
        tabs.selectedViewController = tabs.viewControllers?[2]
        #expect(delegate.calls.isEmpty)
        window.find(.accessibilityLabel("a")).tap()
        #expect(tabs.selectedIndex == 0)
        #expect(delegate.calls == [.shouldSelect("a"), .didSelect("a")])
        window.find(.accessibilityLabel("a")).tap()
        #expect(delegate.calls.count == 4)  // the selected tab: asked and told again
        delegate.refused = ["b"]
        delegate.calls = []
        window.find(.accessibilityLabel("b")).tap()
        #expect(tabs.selectedIndex == 0)
        #expect(delegate.calls == [.shouldSelect("b")])
    }

    @Test(
        "selectedIndex outside the controllers is ignored; with none it is NSNotFound (UIKit: selectedIndex)",
        arguments: [-1, 3, 4, Int.max, Int.min, NSNotFound]
    )
    func selectedIndexOutOfRange(index: Int) {
        let log = Log()
        let tabs = TabBarController()
        #expect(tabs.selectedIndex == NSNotFound && tabs.selectedViewController == nil)
        tabs.selectedIndex = 0
        #expect(tabs.selectedIndex == NSNotFound)
        tabs.viewControllers = ["a", "b", "c"].map { Tab($0, log: log) }
        tabs.selectedIndex = 1
        tabs.selectedIndex = index
        #expect(tabs.selectedIndex == 1)
        tabs.selectedViewController = nil
        #expect(tabs.selectedIndex == 1)
    }

    @Test(
        "New controllers keep the selected one if listed, else the one at its index, else the first (UIKit: setViewControllers(_:animated:))"
    )
    func reselectionRule() {
        let log = Log()
        let window = phoneWindow()
        let (tabs, old) = makeTabs(["a", "b", "c"], log: log, in: window)
        let (x, y) = (Tab("x", log: log), Tab("y", log: log))
        tabs.selectedIndex = 1
        tabs.setViewControllers([x, old[1], y], animated: true)
        #expect(tabs.selectedViewController === old[1] && tabs.selectedIndex == 1)
        #expect(old[0].parent == nil && old[2].parent == nil && x.parent === tabs)
        tabs.viewControllers = [x, y, old[0]]
        #expect(tabs.selectedViewController === y)  // b went: the one at index 1
        tabs.selectedIndex = 2
        tabs.viewControllers = [x, y]
        #expect(tabs.selectedViewController === x)  // index 2 is past the end: the first
        #expect(tabs.view.subviews.first === x.view)
        #expect(old[1].appearanceState == .disappeared && x.appearanceState == .appeared)
    }

    @Test(
        "Empty or nil controllers: nothing selected, an empty bar, the old children gone with their callbacks"
    )
    func emptyAndNil() {
        let log = Log()
        let window = phoneWindow()
        let (tabs, old) = makeTabs(["a", "b"], log: log, in: window)
        tabs.viewControllers = []
        #expect(tabs.viewControllers?.isEmpty == true && tabs.children.isEmpty)
        #expect(tabs.selectedViewController == nil && tabs.selectedIndex == NSNotFound)
        #expect(tabs.tabBar.items?.isEmpty == true && tabs.tabBar.selectedItem == nil)
        #expect(log.take() == ["a.willDisappear", "a.didDisappear"])
        #expect(old.allSatisfy { $0.parent == nil })
        #expect(tabs.view.subviews.count == 1)  // the bar
        tabs.viewControllers = old
        tabs.viewControllers = nil
        #expect(tabs.viewControllers == nil && tabs.tabBar.items == nil)
        #expect(tabs.selectedIndex == NSNotFound)
        window.layoutIfNeeded()
    }

    // MARK: - The bar

    @Test(
        "The bar is 49 points plus the bottom safe inset at the bottom, its items equal shares of the width (UIKit: UITabBar on iPhone, .fill positioning)"
    )
    func barGeometry() {
        //  +-- window 390 × 844 --------------------+
        //  | tab a fills it (translucent bar)       |
        //  +-- bar y 761, 83 tall ------------------+
        //  | [ a 130 ]  [ b 130 ]  [ c 130 ]  49    |
        //  |            home indicator        34    |
        //  +----------------------------------------+
        let log = Log()
        let window = phoneWindow()
        let (tabs, controllers) = makeTabs(["a", "b", "c"], log: log, in: window)
        controllers[1].tabBarItem.badgeValue = "3"
        controllers[2].tabBarItem.image = Image(named: "gear", size: CGSize(width: 25, height: 25))
        window.layoutIfNeeded()
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
        #expect(controllers[0].view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        assertTree(
            tabs.tabBar,
            """
            TabBar (0 761; 390 83)
            ├ TabBarButton (0 0; 130 49) selected
            │ ├ imageView (65 5; 0 0) hidden contentMode=center
            │ └ titleLabel (62.5 33; 5 12) text="a"
            ├ TabBarButton (130 0; 130 49)
            │ ├ imageView (65 5; 0 0) hidden contentMode=center
            │ ├ titleLabel (62.5 33; 5 12) text="b"
            │ └ badge (69 2; 18 18) bg=#FF3B30 text="3"
            └ TabBarButton (260 0; 130 49)
              ├ imageView (52.5 5; 25 25) image="gear" contentMode=center
              └ titleLabel (62.5 33; 5 12) text="c"
            """)
        window.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 795, width: 390, height: 49))
    }

    @Test(
        "Each item is a button labelled with its title; the selected one has the .selected trait and is selected in the dump (UIKit: UITabBar accessibility)"
    )
    func accessibilityAndSelectedState() {
        let log = Log()
        let window = phoneWindow()
        let (tabs, _) = makeTabs(["a", "b"], log: log, in: window)
        tabs.selectedIndex = 1
        let a = window.find(.accessibilityLabel("a")).views
        let b = window.find(.accessibilityLabel("b")).views
        #expect(a.count == 1 && b.count == 1)
        #expect(a.first?.accessibilityTraits == .button)
        #expect(b.first?.accessibilityTraits == [.button, .selected])
        #expect(tabs.tabBar.accessibilityTraits == .tabBar)
        #expect(tabs.tabBar.selectedItem === tabs.viewControllers?[1].tabBarItem)
        #expect((b.first as? Control)?.isSelected == true)
    }

    @Test(
        "Item changes show at once: title, badge, image; a new tabBarItem replaces the old; a controller's title sets its item's (UIKit: UIViewController.title, tabBarItem)"
    )
    func itemChangesUpdateTheBar() {
        let log = Log()
        let window = phoneWindow()
        let (tabs, controllers) = makeTabs(["a", "b"], log: log, in: window)
        controllers[0].tabBarItem.badgeValue = "12"
        controllers[0].title = "Home"
        #expect(controllers[0].tabBarItem.title == "Home")
        controllers[1].tabBarItem = TabBarItem(
            title: "Search",
            image: Image(named: "magnifyingglass", size: CGSize(width: 25, height: 25)),
            tag: 7)
        window.layoutIfNeeded()
        #expect(window.find(.accessibilityLabel("Home")).views.first?.accessibilityValue == "12")
        #expect(window.find(.text("12")).views.count == 1)
        #expect(window.find(.accessibilityLabel("Search")).views.count == 1)
        #expect(window.find(.accessibilityLabel("b")).views.isEmpty)
        #expect(tabs.tabBar.items?.map(\.tag) == [0, 7])
        controllers[0].tabBarItem.badgeValue = nil
        #expect(window.find(.text("12")).views.isEmpty)
    }

    @Test(
        "More than five tabs: the bar shows four and More; code can select a fifth, a tap on More shows it again (UIKit: moreNavigationController)"
    )
    func moreItem() {
        let log = Log()
        let window = phoneWindow()
        let (tabs, controllers) = makeTabs(["a", "b", "c", "d", "e", "f"], log: log, in: window)
        #expect(tabs.tabBar.items?.map(\.title) == ["a", "b", "c", "d", "More"])
        #expect(tabs.moreItem.systemItem == .more)
        tabs.selectedIndex = 5
        #expect(tabs.selectedViewController === controllers[5])
        #expect(tabs.tabBar.selectedItem === tabs.moreItem)
        tabs.selectedIndex = 0
        // More shows the More navigation controller as it was left: the sixth on its list.
        window.find(.accessibilityLabel("More")).tap()
        #expect(tabs.selectedIndex == 5)
        tabs.viewControllers = Array(controllers.prefix(5))
        #expect(tabs.tabBar.items?.map(\.title) == ["a", "b", "c", "d", "e"])
    }

    @Test(
        "The selected item takes the bar's tint, the others unselectedItemTintColor (UIKit: UITabBar.unselectedItemTintColor)"
    )
    func itemTints() {
        let log = Log()
        let window = phoneWindow()
        let (tabs, _) = makeTabs(["a", "b"], log: log, in: window)
        let buttons = tabs.tabBar.buttons
        #expect(buttons[0].titleLabel.textColor == .systemBlue)
        #expect(buttons[1].titleLabel.textColor == .systemGray)
        tabs.tabBar.tintColor = .systemIndigo
        tabs.tabBar.unselectedItemTintColor = .systemGray3
        tabs.selectedIndex = 1
        #expect(buttons[0].titleLabel.textColor == .systemGray3)
        #expect(buttons[1].titleLabel.textColor == .systemIndigo)
        #expect(buttons[1].imageView.tintColor == .systemIndigo)
    }

    @Test(
        "A subclass's tabBar(_:didSelect:) hears every tap before the selection changes, and the tab is selected without super (UIKit: UITabBarController is its bar's delegate)"
    )
    func subclassHearsTaps() {
        final class Tabs: TabBarController {
            var heard: [String] = []
            override func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {
                heard.append("\(item.title ?? "?") at \(selectedIndex)")
            }
        }
        let log = Log()
        let window = phoneWindow()
        let tabs = Tabs()
        tabs.viewControllers = ["a", "b"].map { Tab($0, log: log) }
        window.rootViewController = tabs
        let delegate = RecordingDelegate()
        delegate.refused = ["a"]
        tabs.delegate = delegate
        window.find(.accessibilityLabel("b")).tap()
        window.find(.accessibilityLabel("a")).tap()
        #expect(tabs.heard == ["b at 0", "a at 1"])
        #expect(tabs.selectedIndex == 1)
    }

    @Test("A disabled item cannot be tapped (UIKit: UIBarItem.isEnabled)")
    func disabledItem() {
        let log = Log()
        let window = phoneWindow()
        let (tabs, controllers) = makeTabs(["a", "b"], log: log, in: window)
        controllers[1].tabBarItem.isEnabled = false
        window.find(.accessibilityLabel("b")).tap()
        #expect(tabs.selectedIndex == 0)
    }

    @Test("System items have UIKit's titles and raw values (UIKit: UITabBarItem.SystemItem)")
    func systemItems() {
        let item = TabBarItem(tabBarSystemItem: .topRated, tag: 3)
        #expect(item.title == "Top Rated" && item.tag == 3 && item.image != nil)
        #expect(TabBarItem.SystemItem.more.rawValue == 0)
        #expect(TabBarItem.SystemItem.mostViewed.rawValue == 11)
    }

    @Test(
        "A bar of your own selects the tapped item and tells its delegate (UIKit: UITabBarDelegate)"
    )
    func standaloneBar() {
        final class Delegate: TabBarDelegate {
            var selected: [String] = []
            func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {
                selected.append(item.title ?? "?")
            }
        }
        let window = phoneWindow()
        let bar = TabBar(frame: CGRect(x: 0, y: 761, width: 390, height: 83))
        let delegate = Delegate()
        bar.delegate = delegate
        bar.items = [TabBarItem(title: "One"), TabBarItem(title: "Two")]
        bar.selectedItem = bar.items?[0]
        window.addSubview(bar)
        window.layoutIfNeeded()
        #expect(
            bar.sizeThatFits(CGSize(width: 390, height: 1000)) == CGSize(width: 390, height: 83))
        window.find(.accessibilityLabel("Two")).tap()
        #expect(bar.selectedItem === bar.items?[1])
        #expect(delegate.selected == ["Two"])
        bar.items = [TabBarItem(title: "Three")]
        #expect(bar.selectedItem == nil)
    }

    // MARK: - Safe area

    @Test(
        "Content pinned to the safe area's bottom sits above the bar; an opaque bar shortens the view instead (UIKit: a tab bar controller adjusts its child's safe area)"
    )
    func childSafeAreaIncludesBar() {
        final class Pinned: ViewController {
            let footer = View()
            override func viewDidLoad() {
                footer.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(footer)
                NSLayoutConstraint.activate([
                    footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    footer.heightAnchor.constraint(equalToConstant: 40),
                    footer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                ])
            }
        }
        let window = phoneWindow()
        let tabs = TabBarController()
        let (a, b) = (Pinned(), Pinned())
        b.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
        tabs.viewControllers = [a, b]
        window.rootViewController = tabs
        window.layoutIfNeeded()
        #expect(a.view.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        #expect(a.footer.frame == CGRect(x: 0, y: 721, width: 390, height: 40))
        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        #expect(b.view.safeAreaInsets.bottom == 93)  // its own additional insets still count
        #expect(b.footer.frame.maxY == 751)
        #expect(a.view.superview == nil)
        tabs.tabBar.isTranslucent = false
        window.layoutIfNeeded()
        #expect(b.view.frame == CGRect(x: 0, y: 0, width: 390, height: 761))
        #expect(b.view.safeAreaInsets.bottom == 10)
        #expect(b.footer.frame.maxY == 751)
        window.safeAreaInsets = .zero
        window.layoutIfNeeded()
        #expect(b.view.frame == CGRect(x: 0, y: 0, width: 390, height: 795))
        #expect(tabs.tabBar.frame.minY == 795)
    }

    @Test(
        "A scroll view filling a tab insets its content by the bar, and follows the bar's translucency (UIKit: adjustedContentInset includes the safe area)"
    )
    func scrollViewInTabInsetsByBar() {
        final class List: ViewController {
            let scrollView = ScrollView()
            override func viewDidLoad() {
                scrollView.frame = view.bounds
                scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                scrollView.contentSize = CGSize(width: 390, height: 2000)
                view.addSubview(scrollView)
            }
        }
        let window = phoneWindow()
        let tabs = TabBarController()
        let list = List()
        tabs.viewControllers = [ViewController(), list]
        window.rootViewController = tabs
        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        #expect(list.scrollView.adjustedContentInset.bottom == 83)
        #expect(list.scrollView.adjustedContentInset.top == 47)
        tabs.tabBar.isTranslucent = false
        window.layoutIfNeeded()
        #expect(list.scrollView.frame.height == 761)
        #expect(list.scrollView.adjustedContentInset.bottom == 0)
    }

    // MARK: - Memory

    @Test(
        "Dropping the window frees the controller, its tabs and its bar; the delegate is weak; a tab kept stays usable"
    )
    func droppingTheWindowFreesEverything() {
        let log = Log()
        weak var weakTabs: TabBarController?
        weak var weakChild: ViewController?
        weak var weakBar: TabBar?
        weak var weakDelegate: RecordingDelegate?
        let before = ViewController.controllersWithAdditionalSafeArea
        var kept: ViewController?
        do {
            let window = phoneWindow()
            let (tabs, controllers) = makeTabs(["a", "b", "c"], log: log, in: window)
            let delegate = RecordingDelegate()
            tabs.delegate = delegate
            window.find(.accessibilityLabel("b")).tap()
            weakTabs = tabs
            weakChild = controllers[1]
            weakBar = tabs.tabBar
            weakDelegate = delegate
            kept = controllers[2]
        }
        #expect(weakTabs == nil && weakChild == nil && weakBar == nil && weakDelegate == nil)
        // The safe-area fast path returns, and a tab the app kept is safe to touch.
        #expect(ViewController.controllersWithAdditionalSafeArea == before)
        #expect(kept?.parent == nil && kept?.tabBarController == nil)
        let window = phoneWindow()
        window.rootViewController = kept
        #expect(kept?.view.safeAreaInsets.bottom == 34)
    }

    // MARK: - Programmer errors

    @Test(
        "Selecting a controller that is not a tab stops, naming it (UIKit raises: only a view controller in the tab bar controller's list of view controllers can be selected)"
    )
    func selectingAStrangerStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let tabs = TabBarController()
            let a = ViewController()
            a.title = "a"
            tabs.viewControllers = [a]
            let stranger = ViewController()
            stranger.title = "stranger"
            tabs.selectedViewController = stranger
        }
        expectStderr(
            result,
            contains:
                "selectedViewController = <ViewController \"stranger\">: only a view controller in the tab bar controller's list of view controllers can be selected (<TabBarController>)"
        )
    }

    @Test("A controller listed twice stops, naming it and both indices")
    func duplicateStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let tabs = TabBarController()
            let a = ViewController()
            a.title = "a"
            tabs.viewControllers = [a, ViewController(), a]
        }
        expectStderr(result, contains: "<ViewController \"a\"> is at index 0 and 2")
    }

    @Test(
        "A controller that is another container's child stops, naming the parent (UIKit raises a view controller hierarchy inconsistency)"
    )
    func childOfAnotherStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let other = TabBarController()
            other.title = "other"
            let a = ViewController()
            a.title = "a"
            other.viewControllers = [a]
            TabBarController().viewControllers = [a]
        }
        expectStderr(
            result,
            contains: "<ViewController \"a\"> at index 0 is a child of <TabBarController \"other\">"
        )
    }

    @Test("A tab bar controller listed in its own tabs stops (a cycle)")
    func selfAsTabStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let tabs = TabBarController()
            tabs.viewControllers = [tabs]
        }
    }

    @Test(
        "Setting the items of a managed bar stops (UIKit raises: directly modifying a tab bar managed by a tab bar controller is not allowed)"
    )
    func managedBarItemsStop() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let tabs = TabBarController()
            tabs.tabBar.items = [TabBarItem(title: "x")]
        }
        expectStderr(
            result,
            contains:
                "TabBar.items = 1 items: directly modifying a tab bar managed by a tab bar controller is not allowed (<TabBarController>)"
        )
    }

    @Test(
        "Setting the delegate of a managed bar stops (UIKit raises: changing the delegate of a tab bar managed by a tab bar controller is not allowed)"
    )
    func managedBarDelegateStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            final class Delegate: TabBarDelegate {}
            let tabs = TabBarController()
            let delegate = Delegate()
            tabs.tabBar.delegate = delegate
        }
        expectStderr(
            result, contains: "TabBar.delegate: changing the delegate of a tab bar managed")
    }
}

/// Expects the exit test's standard error to contain `text`.
private func expectStderr(_ result: ExitTest.Result?, contains text: String) {
    let stderr = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
    #expect(stderr.contains(text), "\(stderr)")
}

// A three-tab app written for UIKit, ported by the prefix rule of docs/Porting.md alone:
// `import UIKit` became `import HeadlessKit`, `UI` was dropped from each type, and the one
// target-action line became `addAction` (UIKit's own closure form).
import HeadlessKit
import HeadlessTesting
import Testing

// MARK: - The screen, as in the iOS app

/// Records what the user saw, as an analytics client would.
final class ScreenTracker {
    var events: [String] = []
    func track(_ event: String) { events.append(event) }
}

class TrackedViewController: ViewController {
    let tracker: ScreenTracker
    let screenName: String

    init(screenName: String, tracker: ScreenTracker) {
        self.screenName = screenName
        self.tracker = tracker
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tracker.track("\(screenName) will appear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tracker.track("\(screenName) did appear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        tracker.track("\(screenName) will disappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        tracker.track("\(screenName) did disappear")
    }
}

final class FeedViewController: TrackedViewController {
    let footerLabel = Label()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        footerLabel.text = "You're all caught up"
        footerLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(footerLabel)
        NSLayoutConstraint.activate([
            footerLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            footerLabel.bottomAnchor.constraint(
                equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8),
        ])
    }
}

final class SearchViewController: TrackedViewController {
    let backButton = Button(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        backButton.setTitle("Back to feed", for: .normal)
        backButton.addAction(
            Action { [weak self] _ in self?.tabBarController?.selectedIndex = 0 },
            for: .touchUpInside)
        backButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(backButton)
        NSLayoutConstraint.activate([
            backButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            backButton.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}

final class InboxViewController: TrackedViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tabBarItem.badgeValue = nil
    }
}

final class MainTabBarController: TabBarController, TabBarControllerDelegate {
    let tracker: ScreenTracker
    var isSignedIn = false

    init(tracker: ScreenTracker) {
        self.tracker = tracker
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let feed = FeedViewController(screenName: "feed", tracker: tracker)
        feed.tabBarItem = TabBarItem(title: "Feed", image: Image(systemName: "house"), tag: 0)
        let search = SearchViewController(screenName: "search", tracker: tracker)
        search.tabBarItem = TabBarItem(tabBarSystemItem: .search, tag: 1)
        let inbox = InboxViewController(screenName: "inbox", tracker: tracker)
        inbox.tabBarItem = TabBarItem(
            title: "Inbox", image: Image(systemName: "tray"),
            selectedImage: Image(systemName: "tray.fill"))
        inbox.tabBarItem.badgeValue = "2"
        viewControllers = [feed, search, inbox]
        tabBar.tintColor = .systemIndigo
        tabBar.unselectedItemTintColor = .systemGray
        delegate = self
    }

    func tabBarController(
        _ tabBarController: TabBarController, shouldSelect viewController: ViewController
    ) -> Bool {
        if viewController is InboxViewController && !isSignedIn {
            tracker.track("sign-in required")
            return false
        }
        return true
    }

    func tabBarController(
        _ tabBarController: TabBarController, didSelect viewController: ViewController
    ) {
        tracker.track("tab \(tabBarController.selectedIndex)")
    }
}

// MARK: - Its test

@MainActor @Suite struct TabBarPortedScreenTests {
    @Test(
        "A three-tab UIKit app runs unchanged: taps select tabs through the delegate, callbacks come in UIKit's order, only the selected view is in the tree"
    )
    func threeTabApp() {
        let tracker = ScreenTracker()
        let window = Window(size: CGSize(width: 390, height: 844))
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let tabs = MainTabBarController(tracker: tracker)
        window.rootViewController = tabs
        window.settle()
        #expect(tracker.events == ["feed will appear", "feed did appear"])
        let feed = tabs.viewControllers![0] as! FeedViewController
        let inbox = tabs.viewControllers![2]
        // The footer sits 8 points above the bar (the bar's top is 844 - 34 - 49 = 761).
        #expect(feed.footerLabel.frame.maxY == 753)

        tracker.events = []
        window.find(.accessibilityLabel("Search")).tap()
        #expect(tabs.selectedIndex == 1)
        #expect(
            tracker.events == [
                "feed will disappear", "search will appear", "feed did disappear",
                "search did appear", "tab 1",
            ])

        tracker.events = []
        window.find(.accessibilityLabel("Inbox")).tap()
        #expect(tabs.selectedIndex == 1)
        #expect(tracker.events == ["sign-in required"])
        #expect(!inbox.isViewLoaded)

        tabs.isSignedIn = true
        tracker.events = []
        window.find(.accessibilityLabel("Inbox")).tap()
        window.layoutIfNeeded()
        #expect(tabs.selectedViewController === inbox)
        #expect(inbox.tabBarItem.badgeValue == nil)
        assertTree(
            tabs.view, options: .compact,
            """
            TabBarControllerView (0 0; 390 844)
              View (0 0; 390 844)
              TabBar (0 761; 390 83)
                TabBarButton (0 0; 130 49)
                  imageView (55 5; 20 20) image="house" contentMode=center
                  titleLabel (55 33; 20 12) text="Feed"
                TabBarButton (130 0; 130 49)
                  imageView (52.5 5; 25 25) image="tabBarSystemItem.search" contentMode=center
                  titleLabel (50 33; 30 12) text="Search"
                TabBarButton (260 0; 130 49) selected
                  imageView (55 5; 20 20) image="tray.fill" contentMode=center
                  titleLabel (52.5 33; 25 12) text="Inbox"
            """)

        assertAccessibility(
            window,
            """
            "Feed" button (0 761; 130 49)
            "Search" button (130 761; 130 49)
            "Inbox" button,selected (260 761; 130 49)
            """)
        assertAccessibilityAudit(window)

        // The search tab's button selects the feed from code: no delegate call.
        tabs.selectedIndex = 1
        tracker.events = []
        window.find(.text("Back to feed")).tap()
        #expect(tabs.selectedIndex == 0)
        #expect(
            tracker.events == [
                "search will disappear", "feed will appear", "search did disappear",
                "feed did appear",
            ])
    }
}

import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

/// One log for the search bar's delegate, the search controller's delegate and its updater, to
/// check the order of their calls across objects.
@MainActor
final class SearchCallLog: SearchResultsUpdating, SearchControllerDelegate {
    var lines: [String] = []
    var onUpdate: ((SearchController) -> Void)?
    var onDidPresent: ((SearchController) -> Void)?
    /// Whether `presentSearchController` is logged (and presents the default way).
    var logsPresent = false
    /// The search bar's recorder, kept alive here (the bar holds its delegate weakly).
    var barRecorder: SearchBarRecorder?

    func updateSearchResults(for searchController: SearchController) {
        lines.append("update \"\(searchController.searchBar.text ?? "")\"")
        onUpdate?(searchController)
    }
    func presentSearchController(_ searchController: SearchController) {
        if logsPresent { lines.append("presentSearchController") }
        searchController.presentAutomatically()
    }
    func willPresentSearchController(_ searchController: SearchController) {
        lines.append("willPresent")
    }
    func didPresentSearchController(_ searchController: SearchController) {
        lines.append("didPresent")
        onDidPresent?(searchController)
    }
    func willDismissSearchController(_ searchController: SearchController) {
        lines.append("willDismiss")
    }
    func didDismissSearchController(_ searchController: SearchController) {
        lines.append("didDismiss")
    }
}

/// A list of names with a search controller in its navigation item.
final class SearchableListViewController: TableViewController {
    var names = (0..<30).map { "Name \($0)" }
    let results = ViewController()
    lazy var search = SearchController(searchResultsController: results)
    var inHeader = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Names"
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.rowHeight = 44
        if inHeader {
            tableView.tableHeaderView = search.searchBar
        } else {
            navigationItem.searchController = search
        }
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        names.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
        -> TableViewCell
    {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }
}

@MainActor @Suite struct SearchControllerTests {
    /// A 390 × 844 window with a notch, showing the list in a navigation controller, with one
    /// log attached to the bar, the controller and the updater.
    private func searchWindow(inHeader: Bool = false)
        -> (
            Window, NavigationController, SearchableListViewController, SearchCallLog,
            SearchBarRecorder
        )
    {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let list = SearchableListViewController()
        list.inHeader = inHeader
        let navigation = NavigationController(rootViewController: list)
        window.rootViewController = navigation
        window.settle()
        let log = SearchCallLog()
        let bar = SearchBarRecorder()
        bar.log = { [weak log] line in log?.lines.append(line) }
        log.barRecorder = bar
        list.search.searchResultsUpdater = log
        list.search.delegate = log
        list.search.searchBar.delegate = bar
        return (window, navigation, list, log, bar)
    }

    /// The centre of the search field, in the window.
    private func fieldCentre(_ search: SearchController) -> CGPoint {
        let field = search.searchBar.searchTextField
        let frame = field.convert(field.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test(
        "A tap on the search bar activates: shouldBeginEditing, presentSearchController, willPresent, textDidBeginEditing, updateSearchResults, then didPresent on the next frame (UIKit: updateSearchResults(for:) when the bar becomes the first responder)"
    )
    func tapActivatesInOrder() {
        let (window, navigation, list, log, _) = searchWindow()
        log.logsPresent = true
        window.tap(at: fieldCentre(list.search))
        #expect(list.search.isActive)
        #expect(navigation.presentedViewController === list.search)
        #expect(list.search.presentingViewController === navigation)
        #expect(
            log.lines == [
                "shouldBeginEditing", "presentSearchController", "willPresent",
                "textDidBeginEditing", "update \"\"",
            ])
        window.settle()
        #expect(log.lines.last == "didPresent")
        #expect(list.search.searchBar.showsCancelButton)
        // No text: the dimming view covers the list below the search bar, the results do not
        // show.
        let container = list.search.view!
        #expect(container.window === window)
        #expect(list.results.viewIfLoaded?.window == nil)
        window.layoutIfNeeded()
        assertTree(
            container, options: .compact,
            """
            SearchContainerView (0 0; 390 844)
              dimmingView (0 99; 390 745) bg=#00000033
            """)
    }

    @Test(
        "Each typed or deleted character tells textDidChange, then updateSearchResults; the results show once the text is not empty and hide when it is again (UIKit: showsSearchResultsController)"
    )
    func typingUpdatesAndShowsResults() {
        let (window, _, list, log, _) = searchWindow()
        window.tap(at: fieldCentre(list.search))
        window.settle()
        log.lines = []
        let field = list.search.searchBar.searchTextField
        field.insertText("N")
        #expect(list.results.view.window === window)
        field.insertText("a")
        field.deleteBackward()
        field.deleteBackward()
        #expect(
            log.lines == [
                "textDidChange N", "update \"N\"", "textDidChange Na", "update \"Na\"",
                "textDidChange N", "update \"N\"", "textDidChange ", "update \"\"",
            ])
        #expect(list.results.view.window == nil)
        list.search.showsSearchResultsController = true
        #expect(list.results.view.window === window)
        window.layoutIfNeeded()
        #expect(list.results.view.frame == CGRect(x: 0, y: 99, width: 390, height: 745))
    }

    @Test(
        "Cancel deactivates and clears the text: cancelButtonClicked, willDismiss, textDidEndEditing, updateSearchResults with \"\", then didDismiss (UIKit: the search controller handles the bar's cancel button)"
    )
    func cancelDeactivatesInOrder() {
        let (window, navigation, list, log, _) = searchWindow()
        window.tap(at: fieldCentre(list.search))
        list.search.searchBar.searchTextField.insertText("Name 1")
        window.settle()
        log.lines = []
        window.find(.text("Cancel")).tap()
        #expect(!list.search.isActive)
        #expect(
            log.lines == [
                "cancelButtonClicked", "willDismiss", "textDidEndEditing", "update \"\"",
            ])
        window.settle()
        #expect(log.lines.last == "didDismiss")
        #expect(list.search.searchBar.text == "")
        #expect(!list.search.searchBar.showsCancelButton)
        #expect(navigation.presentedViewController == nil)
        #expect(list.search.viewIfLoaded?.window == nil)
        #expect(list.results.viewIfLoaded?.window == nil)
    }

    @Test(
        "isActive set in code presents and dismisses without editing: willPresent, updateSearchResults, didPresent; then willDismiss, updateSearchResults, didDismiss, the text kept (UIKit: isActive)"
    )
    func isActiveInCode() {
        let (window, _, list, log, bar) = searchWindow()
        list.search.searchBar.text = "Name"
        list.search.isActive = true
        #expect(list.search.isActive)
        #expect(!list.search.searchBar.searchTextField.isFirstResponder)
        window.settle()
        #expect(log.lines == ["willPresent", "update \"Name\"", "didPresent"])
        // Text set before: the results show at once.
        #expect(list.results.view.window === window)
        list.search.isActive = true
        list.search.isActive = false
        #expect(!list.search.isActive)
        window.settle()
        #expect(
            log.lines == [
                "willPresent", "update \"Name\"", "didPresent", "willDismiss", "update \"Name\"",
                "didDismiss",
            ])
        #expect(list.search.searchBar.text == "Name")
        #expect(bar.calls.isEmpty)
    }

    @Test(
        "The common pattern isActive = true, then searchBar.becomeFirstResponder() in didPresentSearchController: the bar begins editing and the results update again (UIKit: updateSearchResults(for:) when the bar becomes the first responder)"
    )
    func becomeFirstResponderInDidPresent() {
        let (window, _, list, log, _) = searchWindow()
        log.onDidPresent = { search in search.searchBar.becomeFirstResponder() }
        list.search.isActive = true
        window.settle()
        #expect(list.search.searchBar.searchTextField.isFirstResponder)
        #expect(
            log.lines == [
                "willPresent", "update \"\"", "didPresent", "shouldBeginEditing",
                "textDidBeginEditing", "update \"\"",
            ])
    }

    @Test(
        "Setting the search bar's text in code while active calls neither textDidChange nor updateSearchResults, but the results show for it (UIKit: only the user's changes are reported)"
    )
    func programmaticTextWhileActive() {
        let (window, _, list, log, bar) = searchWindow()
        list.search.isActive = true
        window.settle()
        log.lines = []
        list.search.searchBar.text = "Name 2"
        #expect(log.lines.isEmpty && bar.calls.isEmpty)
        #expect(list.results.view.window === window)
        list.search.searchBar.text = ""
        #expect(list.results.viewIfLoaded?.window == nil)
    }

    @Test(
        "An updater that sets isActive = false during the activation's update: the dismissal waits for the presentation to end, then runs (UIKit cannot dismiss during a presentation)"
    )
    func updaterDeactivatesDuringActivation() {
        let (window, navigation, list, log, _) = searchWindow()
        var once = true
        log.onUpdate = { search in
            if once {
                once = false
                search.isActive = false
            }
        }
        window.tap(at: fieldCentre(list.search))
        #expect(!list.search.isActive)
        window.settle()
        #expect(
            log.lines == [
                "shouldBeginEditing", "willPresent", "textDidBeginEditing", "update \"\"",
                "didPresent", "willDismiss", "textDidEndEditing", "update \"\"", "didDismiss",
            ])
        #expect(navigation.presentedViewController == nil)
        #expect(!list.search.searchBar.searchTextField.isFirstResponder)
        #expect(window.diagnostics.filter { $0.kind == .presentation }.isEmpty)
    }

    @Test(
        "A delegate that dismisses the search controller itself in didPresentSearchController: the search deactivates as if by isActive = false (UIKit: dismiss(animated:) on the presented search controller)"
    )
    func delegateDismisses() {
        let (window, navigation, list, log, _) = searchWindow()
        log.onDidPresent = { search in search.dismiss(animated: false) }
        list.search.isActive = true
        window.settle()
        #expect(!list.search.isActive)
        #expect(navigation.presentedViewController == nil)
        #expect(
            log.lines == [
                "willPresent", "update \"\"", "didPresent", "willDismiss", "update \"\"",
                "didDismiss",
            ])
        // It activates again afterwards.
        log.onDidPresent = nil
        list.search.isActive = true
        window.settle()
        #expect(list.search.isActive && navigation.presentedViewController === list.search)
    }

    @Test(
        "isActive = true while the dismissal runs activates again once it ends; false then true within one frame ends active (UIKit: one presentation at a time)"
    )
    func togglesWithinAFrame() {
        let (window, navigation, list, log, _) = searchWindow()
        list.search.isActive = true
        list.search.isActive = false
        list.search.isActive = true
        window.settle()
        #expect(list.search.isActive)
        list.search.isActive = false
        list.search.isActive = true
        #expect(list.search.isActive)
        window.settle()
        #expect(list.search.isActive && navigation.presentedViewController === list.search)
        #expect(
            log.lines == [
                "willPresent", "update \"\"", "didPresent", "willDismiss", "update \"\"",
                "didDismiss", "willPresent", "update \"\"", "didPresent",
            ])
    }

    @Test(
        "The updater replaced while active: only the new one hears of typing; a nil updater and delegate are fine (UIKit: searchResultsUpdater is weak)"
    )
    func updaterReplacedWhileActive() {
        let (window, _, list, log, _) = searchWindow()
        window.tap(at: fieldCentre(list.search))
        window.settle()
        let other = SearchCallLog()
        list.search.searchResultsUpdater = other
        list.search.searchBar.searchTextField.insertText("x")
        #expect(other.lines == ["update \"x\""])
        #expect(!log.lines.contains("update \"x\""))
        #expect(log.lines.last == "textDidChange x")
        list.search.searchResultsUpdater = nil
        list.search.delegate = nil
        list.search.searchBar.searchTextField.insertText("y")
        window.find(.text("Cancel")).tap()
        window.settle()
        #expect(!list.search.isActive && list.search.searchBar.text == "")
    }

    @Test(
        "Activating with the search bar in no window does nothing; with the presenter busy presenting, it is refused with a presentation diagnostic (UIKit warns and does not present)"
    )
    func refusedActivations() {
        let search = SearchController()
        #expect(search.searchResultsController == nil)
        let log = SearchCallLog()
        search.delegate = log
        search.isActive = true
        #expect(!search.isActive && log.lines.isEmpty)

        let (window, navigation, list, listLog, _) = searchWindow()
        navigation.present(ViewController(), animated: false)
        window.settle()
        list.search.isActive = true
        #expect(!list.search.isActive)
        #expect(listLog.lines.isEmpty)
        #expect(window.diagnostics.contains { $0.kind == .presentation })
    }

    @Test(
        "A tap on the dimming view deactivates, keeping the text; without obscuresBackgroundDuringPresentation, touches below the bar reach the list (UIKit: obscuresBackgroundDuringPresentation)"
    )
    func dimmingView() {
        let (window, _, list, log, _) = searchWindow()
        list.search.isActive = true
        window.settle()
        window.tap(at: CGPoint(x: 200, y: 500))
        window.settle()
        #expect(!list.search.isActive)
        #expect(log.lines.suffix(3) == ["willDismiss", "update \"\"", "didDismiss"])

        list.search.obscuresBackgroundDuringPresentation = false
        list.search.isActive = true
        window.settle()
        #expect(
            window.hitTest(CGPoint(x: 200, y: 500), with: nil)?.isDescendant(of: list.tableView)
                == true)
        window.tap(at: CGPoint(x: 200, y: 500))
        #expect(list.search.isActive)
    }

    @Test(
        "While active the navigation bar folds its title row and the list's inset follows; hidesNavigationBarDuringPresentation = false keeps it (UIKit: hidesNavigationBarDuringPresentation)"
    )
    func titleRowFolds() {
        let (window, navigation, list, _, _) = searchWindow()
        #expect(navigation.navigationBar.frame.height == 96)
        list.search.isActive = true
        window.settle()
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 52))
        #expect(list.search.searchBar.frame == CGRect(x: 0, y: 0, width: 390, height: 52))
        #expect(list.tableView.adjustedContentInset.top == 99)
        // Touches on the search bar reach it, over the search controller's view.
        #expect(
            window.hitTest(fieldCentre(list.search), with: nil)
                === list.search.searchBar.searchTextField)
        list.search.isActive = false
        window.settle()
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(list.tableView.adjustedContentInset.top == 143)
        list.search.hidesNavigationBarDuringPresentation = false
        list.search.isActive = true
        window.settle()
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(list.search.view.subviews[0].frame.minY == 143)
    }

    @Test(
        "Only the top item's search bar shows: a pushed controller without one has a 44-point bar, the pop brings the search bar back (UIKit: UINavigationItem.searchController)"
    )
    func pushAndPop() {
        let (window, navigation, list, _, _) = searchWindow()
        let detail = ViewController()
        navigation.pushViewController(detail, animated: true)
        window.settle()
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(list.search.searchBar.superview == nil)
        #expect(detail.view.safeAreaInsets.top == 91)
        navigation.popViewController(animated: true)
        window.settle()
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(list.search.searchBar.superview === navigation.navigationBar)
        #expect(list.view.safeAreaInsets.top == 143)
    }

    @Test(
        "hidesSearchBarWhenScrolling = false keeps the search bar whatever the scroll (UIKit: hidesSearchBarWhenScrolling)"
    )
    func searchBarStaysWhenNotHiding() {
        let (window, navigation, list, _, _) = searchWindow()
        list.navigationItem.hidesSearchBarWhenScrolling = false
        window.scroll(list.tableView, by: CGPoint(x: 0, y: 400))
        window.settle()
        #expect(navigation.navigationBar.frame.height == 96)
        list.navigationItem.hidesSearchBarWhenScrolling = true
        window.scroll(list.tableView, by: CGPoint(x: 0, y: 10))
        window.settle()
        #expect(navigation.navigationBar.frame.height == 44)
    }

    @Test(
        "The classic table header: tableHeaderView = searchController.searchBar is 56 tall at the top of the list; a tap activates, the dimming view starts below the bar, Cancel deactivates (UIKit: a search bar in a table header)"
    )
    func tableHeaderSearchBar() {
        let (window, navigation, list, log, _) = searchWindow(inHeader: true)
        let bar = list.search.searchBar
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 390, height: 56))
        #expect(bar.convert(bar.bounds, to: nil).minY == 91)
        window.find(.type(SearchTextField.self)).tap()
        window.settle()
        #expect(list.search.isActive && bar.showsCancelButton)
        window.layoutIfNeeded()
        #expect(list.search.view.subviews[0].frame.minY == 147)
        bar.searchTextField.insertText("Name 2")
        #expect(log.lines.last == "update \"Name 2\"")
        #expect(list.results.view.window === window)
        window.find(.text("Cancel")).tap()
        window.settle()
        #expect(!list.search.isActive && bar.text == "")
        assertTree(
            bar, options: .compact,
            """
            SearchBar (0 0; 390 56) placeholder="Search"
              searchTextField (8 10; 374 36) placeholder="Search"
            """)
    }

    @Test(
        "Replacing an active navigation item's search controller deactivates it; once dismissed and dropped, it is freed (UIKit: the navigation item holds its search controller)"
    )
    func searchControllerDroppedWhileActive() {
        let (window, navigation, list, _, _) = searchWindow()
        weak var dropped: SearchController?
        do {
            let search = SearchController(searchResultsController: ViewController())
            dropped = search
            list.navigationItem.searchController = search
            window.layoutIfNeeded()
            search.isActive = true
            window.settle()
            #expect(navigation.presentedViewController === search)
        }
        list.navigationItem.searchController = nil
        #expect(dropped?.isActive == false)
        window.settle()
        #expect(navigation.presentedViewController == nil)
        #expect(dropped == nil)
        #expect(navigation.navigationBar.frame.height == 44)
    }

    @Test(
        "A search bar kept after its search controller is gone still types, returns and cancels, with no controller to activate (UIKit: the controller owns the bar, not the other way)"
    )
    func searchBarOutlivesItsController() {
        let window = Window(size: CGSize(width: 390, height: 400))
        var bar: SearchBar?
        weak var gone: SearchController?
        do {
            let search = SearchController(searchResultsController: nil)
            gone = search
            bar = search.searchBar
        }
        #expect(gone == nil)
        let kept = try! #require(bar)
        #expect(kept.searchController == nil)
        kept.frame = CGRect(x: 0, y: 0, width: 390, height: 56)
        window.addSubview(kept)
        let recorder = SearchBarRecorder()
        kept.delegate = recorder
        kept.showsCancelButton = true
        window.layoutIfNeeded()
        window.tap(at: CGPoint(x: 100, y: 28))
        kept.searchTextField.insertText("Ada")
        kept.searchTextField.pressReturn()
        window.find(.text("Cancel")).tap()
        #expect(kept.text == "Ada")
        #expect(recorder.calls.suffix(2) == [.searchButton, .cancelButton])
    }

    @Test(
        "A window dropped while its search is active frees the search controller, its bar and its results (lifetime: strong down the tree, weak up)"
    )
    func windowDroppedWhileActive() {
        weak var search: SearchController?
        weak var results: ViewController?
        weak var bar: SearchBar?
        do {
            let (window, _, list, _, _) = searchWindow()
            list.search.isActive = true
            list.search.searchBar.searchTextField.insertText("Name")
            window.settle()
            search = list.search
            results = list.results
            bar = list.search.searchBar
        }
        #expect(search == nil && results == nil && bar == nil)
    }
}

// A contacts list with search written for UIKit (UITableViewController,
// UINavigationItem.searchController, UISearchController with a results controller and scope
// buttons, a UIToolbar with a flexible space and a count item) as a user pastes it, with only
// the `UI` prefix removed and `#selector` target-actions turned into the method itself: it
// must compile and behave as on iOS when tapped, typed into and scrolled.
import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

final class PeopleViewController: TableViewController, SearchResultsUpdating, SearchBarDelegate {
    struct Person {
        let name: String
        let group: String
    }

    let people: [Person] = [
        "Ada Lovelace", "Alan Turing", "Barbara Liskov", "Claude Shannon", "Donald Knuth",
        "Edsger Dijkstra", "Frances Allen", "Grace Hopper", "John Backus", "Ken Thompson",
        "Leslie Lamport", "Margaret Hamilton", "Niklaus Wirth", "Radia Perlman", "Tony Hoare",
    ].enumerated().map { Person(name: $1, group: $0 % 3 == 0 ? "Work" : "Family") }

    let resultsController = PeopleResultsViewController()
    private(set) var searchController: SearchController!
    private let countItem = BarButtonItem(title: nil, style: .plain, target: nil, action: nil)
    private(set) var sortTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "person")
        tableView.rowHeight = 60

        resultsController.onSelect = { [weak self] name in
            let detail = ViewController()
            detail.title = name
            self?.navigationController?.pushViewController(detail, animated: true)
        }
        searchController = SearchController(searchResultsController: resultsController)
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = true
        searchController.searchBar.placeholder = "Search Contacts"
        searchController.searchBar.scopeButtonTitles = ["All", "Work", "Family"]
        searchController.searchBar.delegate = self
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = true
        definesPresentationContext = true

        countItem.isEnabled = false
        countItem.title = "\(people.count) contacts"
        toolbarItems = [
            BarButtonItem(
                title: "Sort", style: .plain, target: self, action: PeopleViewController.sort),
            .flexibleSpace(),
            countItem,
            .flexibleSpace(),
            BarButtonItem(
                barButtonSystemItem: .add, target: self, action: PeopleViewController.add),
        ]
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        people.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
        -> TableViewCell
    {
        let cell = tableView.dequeueReusableCell(withIdentifier: "person", for: indexPath)
        cell.textLabel?.text = people[indexPath.row].name
        return cell
    }

    func updateSearchResults(for searchController: SearchController) {
        let searchBar = searchController.searchBar
        let scope = searchBar.scopeButtonTitles?[searchBar.selectedScopeButtonIndex] ?? "All"
        let text = searchBar.text ?? ""
        resultsController.names = people.filter { person in
            (scope == "All" || person.group == scope)
                && (text.isEmpty || person.name.localizedCaseInsensitiveContains(text))
        }.map(\.name)
        countItem.title = "\(resultsController.names.count) contacts"
    }

    func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        updateSearchResults(for: searchController)
    }

    func searchBarSearchButtonClicked(_ searchBar: SearchBar) {
        searchBar.resignFirstResponder()
    }

    private func sort() {
        sortTaps += 1
    }

    private func add() {}
}

final class PeopleResultsViewController: TableViewController {
    var names: [String] = [] {
        didSet { if isViewLoaded { tableView.reloadData() } }
    }
    var onSelect: ((String) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "result")
        tableView.rowHeight = 44
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        names.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
        -> TableViewCell
    {
        let cell = tableView.dequeueReusableCell(withIdentifier: "result", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        onSelect?(names[indexPath.row])
    }
}

@MainActor @Suite struct SearchPortedScreenTests {
    /// A 390 × 844 window with a notch, showing the contacts in a navigation controller.
    private func peopleWindow() -> (Window, NavigationController, PeopleViewController) {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let people = PeopleViewController()
        let navigation = NavigationController(rootViewController: people)
        window.rootViewController = navigation
        window.settle()
        return (window, navigation, people)
    }

    @Test(
        "A pasted contacts screen: the search bar sits below the title, the toolbar above the home indicator, and the list between them (UIKit: UINavigationItem.searchController, UINavigationController.isToolbarHidden)"
    )
    func layoutBelowTheSearchBarAndAboveTheToolbar() {
        let (window, navigation, people) = peopleWindow()
        let tableView = people.tableView!
        // 47 + 44 + 52 above, 34 + 44 below.
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 96))
        #expect(people.view.safeAreaInsets == EdgeInsets(top: 143, left: 0, bottom: 78, right: 0))
        #expect(tableView.adjustedContentInset.top == 143)
        #expect(tableView.contentOffset.y == -143)
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 766, width: 390, height: 78))
        assertTree(
            navigation.navigationBar, options: .compact,
            """
            NavigationBar (0 47; 390 96) bg=#FFFFFF
              Label (161 0; 68 44) text="Contacts"
              SearchBar (0 44; 390 52) placeholder="Search Contacts" scopes=[*All Work Family]
                searchTextField (8 8; 374 36) placeholder="Search Contacts"
            """)
        assertTree(
            navigation.toolbar, options: .compact,
            """
            Toolbar (0 766; 390 78) items=["Sort" <flexible> "15 contacts" <flexible> "+"]
              Button (8 0; 44 44) title="Sort"
                imageView (0 0; 0 0) hidden contentMode=center
                titleLabel (5 11.75; 34 20.5) text="Sort"
              Button (148.25 0; 93.5 44) disabled title="15 contacts"
                imageView (0 0; 0 0) hidden contentMode=center
                titleLabel (0 11.75; 93.5 20.5) text="15 contacts"
              Button (338 0; 44 44) title="+"
                imageView (0 0; 0 0) hidden contentMode=center
                titleLabel (17.75 11.75; 8.5 20.5) text="+"
            """)
        window.find(.text("Sort")).tap()
        #expect(people.sortTaps == 1)
    }

    @Test(
        "Typing into the pasted screen's search bar filters the results controller, the scope bar narrows them, Cancel brings the list back (UIKit: UISearchResultsUpdating, scopeButtonTitles)"
    )
    func tapTypeScopeAndCancel() throws {
        let (window, navigation, people) = peopleWindow()
        window.find(.type(SearchTextField.self)).tap()
        window.settle()
        let search = try #require(people.searchController)
        #expect(search.isActive)
        #expect(search.searchBar.searchTextField.isFirstResponder)
        #expect(search.searchBar.showsCancelButton && search.searchBar.showsScopeBar)
        // The title row folds away: the bar is the search bar and its scope bar, at the top.
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 96))
        // No text yet: the dimming view, not the results.
        #expect(people.resultsController.viewIfLoaded?.window == nil)

        search.searchBar.searchTextField.insertText("an")
        window.layoutIfNeeded()
        #expect(
            people.resultsController.names == [
                "Alan Turing", "Claude Shannon", "Frances Allen", "Radia Perlman",
            ])
        #expect(people.resultsController.view.window === window)
        #expect(people.resultsController.view.frame.minY == 143)
        window.find(.text("Radia Perlman")).expect(.one)

        // The middle of the scope bar's "Work" segment (the second of three).
        let scopeBar = search.searchBar.scopeBar.convert(search.searchBar.scopeBar.bounds, to: nil)
        window.tap(at: CGPoint(x: scopeBar.midX, y: scopeBar.midY))
        window.layoutIfNeeded()
        #expect(search.searchBar.selectedScopeButtonIndex == 1)
        #expect(people.resultsController.names == ["Claude Shannon", "Frances Allen"])
        window.find(.text("2 contacts")).expect(.one)

        search.searchBar.searchTextField.pressReturn()
        #expect(!search.searchBar.searchTextField.isFirstResponder)
        #expect(search.isActive)

        window.find(.text("Cancel")).tap()
        window.settle()
        #expect(!search.isActive)
        #expect(search.searchBar.text == "")
        #expect(!search.searchBar.showsCancelButton && !search.searchBar.showsScopeBar)
        #expect(people.resultsController.viewIfLoaded?.window == nil)
        // Cancel cleared the text; the scope stays.
        #expect(people.resultsController.names.count == 5)
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(people.tableView.adjustedContentInset.top == 143)
    }

    @Test(
        "Scrolling the pasted list up folds its search bar away and the list's inset follows; scrolling back past the top unfolds it (UIKit: hidesSearchBarWhenScrolling)"
    )
    func scrollingFoldsTheSearchBar() {
        let (window, navigation, people) = peopleWindow()
        let tableView = people.tableView!
        window.scroll(tableView, by: CGPoint(x: 0, y: 30))
        window.settle()
        // Less than the search bar's height: the bar still shows.
        #expect(navigation.navigationBar.frame.height == 96)
        window.scroll(tableView, by: CGPoint(x: 0, y: 100))
        window.settle()
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(tableView.adjustedContentInset.top == 91)
        #expect(people.view.safeAreaInsets.top == 91)
        #expect(tableView.contentOffset.y == -13)
        let folded = tableView.contentOffset
        // Back to the top: the search bar stays folded at the title row's bottom.
        window.scroll(tableView, by: CGPoint(x: 0, y: -(folded.y + 91)))
        window.settle()
        #expect(tableView.contentOffset.y == -91)
        #expect(navigation.navigationBar.frame.height == 44)
        // Pulled down past the top, it unfolds.
        window.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 420), duration: 0.3)
        window.settle()
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(tableView.adjustedContentInset.top == 143)
        assertTree(
            navigation.navigationBar, options: .compact,
            """
            NavigationBar (0 47; 390 96) bg=#FFFFFF
              Label (161 0; 68 44) text="Contacts"
              SearchBar (0 44; 390 52) placeholder="Search Contacts" scopes=[*All Work Family]
                searchTextField (8 8; 374 36) placeholder="Search Contacts"
            """)
    }

    @Test(
        "A result tapped while searching pushes its detail uncovered (the list defines the presentation context); the pop brings the search back with its text (UIKit: definesPresentationContext)"
    )
    func resultPushesOverTheContext() throws {
        let (window, navigation, people) = peopleWindow()
        let search = try #require(people.searchController)
        window.find(.type(SearchTextField.self)).tap()
        search.searchBar.searchTextField.insertText("Grace")
        window.settle()
        assertTree(
            navigation.navigationBar, options: .compact,
            """
            NavigationBar (0 47; 390 96) bg=#FFFFFF
              Label (161 0; 68 0) text="Contacts"
              SearchBar (0 0; 390 96) text="Grace" scopes=[*All Work Family] active
                searchTextField (8 8; 315 36) text="Grace" editing
                cancelButton (331 4; 51 44) title="Cancel"
                  imageView (0 0; 0 0) hidden contentMode=center
                  titleLabel (0 11.75; 51 20.5) text="Cancel"
                scopeBar (8 58; 374 32) segments=["All"],"Work","Family"
            """)
        // The first result, over the list (the list's own "Grace Hopper" row is under it).
        #expect(people.resultsController.names == ["Grace Hopper"])
        window.tap(at: CGPoint(x: 200, y: 143 + 22))
        window.settle()
        #expect(navigation.topViewController?.title == "Grace Hopper")
        #expect(search.isActive)
        // The list's view left the window: the search covers nothing, the detail takes taps.
        #expect(
            window.hitTest(CGPoint(x: 200, y: 400), with: nil)
                === navigation.topViewController?.view)
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(search.view.subviews.allSatisfy { $0.frame == .zero })
        navigation.popViewController(animated: true)
        window.settle()
        #expect(search.isActive && search.searchBar.text == "Grace")
        #expect(people.resultsController.view.window === window)
        #expect(people.resultsController.view.frame.minY == 143)
        #expect(
            window.hitTest(CGPoint(x: 200, y: 165), with: nil)?.isDescendant(
                of: people.resultsController.view) == true)
    }
}

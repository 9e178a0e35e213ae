import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

/// A list of 30 rows, 44 points each (1 320 points of content), titled "Mailboxes".
final class LargeTitleListViewController: TableViewController {
    var rowCount = 30
    /// Called from `scrollViewDidScroll`, before the bar follows the offset.
    var onScroll: ((LargeTitleListViewController) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Mailboxes"
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.rowHeight = 44
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        rowCount
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
        -> TableViewCell
    {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    override func scrollViewDidScroll(_ scrollView: ScrollView) {
        onScroll?(self)
    }
}

/// A screen with no scroll view: a label pinned to the top of the safe area.
final class LargeTitlePlainViewController: ViewController {
    let label = Label()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Plain"
        label.text = "Pinned"
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        ])
    }
}

@MainActor @Suite struct LargeTitleTests {
    /// A 390 × 844 window with a notch (47 points of safe area on top), showing `root` in a
    /// navigation controller whose bar prefers large titles.
    private func largeTitleWindow(_ root: ViewController, prefersLargeTitles: Bool = true)
        -> (Window, NavigationController)
    {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let navigation = NavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = prefersLargeTitles
        window.rootViewController = navigation
        window.settle()
        return (window, navigation)
    }

    /// The bar's title labels that show (not hidden) with `text`.
    private func shownTitles(_ text: String, in window: Window) -> [Label] {
        window.find(.text(text)).views.compactMap { $0 as? Label }.filter {
            !$0.isHidden && $0.accessibilityTraits.contains(.header)
        }
    }

    @Test(
        "An expanded large-title bar is 96 points (44 + a 52-point row); the safe area, a view pinned to it and a table's adjustedContentInset follow (UIKit: prefersLargeTitles)"
    )
    func expandedBarHeight() {
        let list = LargeTitleListViewController()
        let (window, navigation) = largeTitleWindow(list)
        // 47 +-- NavigationBar ---------------------------+
        //    |                                             |  title row, 44
        //    | Mailboxes                                   |  large-title row, 52
        // 143 +--------------------------------------------+  first row
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 96))
        #expect(list.view.safeAreaInsets.top == 143)
        #expect(list.tableView!.adjustedContentInset.top == 143)
        #expect(list.tableView!.contentOffset.y == -143)
        let shown = shownTitles("Mailboxes", in: window)
        #expect(shown.count == 1)
        #expect(shown.first?.frame == CGRect(x: 16, y: 44, width: 358, height: 52))
        #expect(shown.first?.font == .boldSystemFont(ofSize: 34))

        let plain = LargeTitlePlainViewController()
        let (_, plainNavigation) = largeTitleWindow(plain)
        plain.view.layoutIfNeeded()
        #expect(plainNavigation.navigationBar.frame.height == 96)
        #expect(plain.label.frame.minY == 143)

        list.navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .edit)
        window.layoutIfNeeded()
        assertTree(
            navigation.navigationBar, options: .compact,
            """
            NavigationBar (0 47; 390 96) bg=#FFFFFF
              Label (156.75 0; 76.5 44) hidden text="Mailboxes"
              Button (338 0; 44 44) title="Edit"
                imageView (0 0; 0 0) hidden contentMode=center
                titleLabel (5 11.75; 34 20.5) text="Edit"
              Label (16 44; 358 52) text="Mailboxes"
            """)
        // Scrolled 100 points: the row is gone, the small title shows.
        list.tableView!.contentOffset = CGPoint(x: 0, y: -43)
        window.layoutIfNeeded()
        assertTree(
            navigation.navigationBar, options: .compact,
            """
            NavigationBar (0 47; 390 44) bg=#FFFFFF
              Label (156.75 0; 76.5 44) text="Mailboxes"
              Button (338 0; 44 44) title="Edit"
                imageView (0 0; 0 0) hidden contentMode=center
                titleLabel (5 11.75; 34 20.5) text="Edit"
              Label (16 44; 358 0) hidden text="Mailboxes"
            """)

        let small = LargeTitleListViewController()
        let (_, smallNavigation) = largeTitleWindow(small, prefersLargeTitles: false)
        #expect(smallNavigation.navigationBar.frame.height == 44)
        #expect(small.tableView!.adjustedContentInset.top == 91)
    }

    @Test(
        "largeTitleDisplayMode: .automatic follows the item below and is large at the bottom, .always is large, .never small (UIKit: UINavigationItem.LargeTitleDisplayMode)"
    )
    func displayModes() {
        func controller(_ mode: NavigationItem.LargeTitleDisplayMode) -> ViewController {
            let controller = ViewController()
            controller.title = "\(mode)"
            controller.navigationItem.largeTitleDisplayMode = mode
            return controller
        }
        let root = controller(.automatic)
        let (window, navigation) = largeTitleWindow(root)
        var heights: [CGFloat] = []
        for mode: NavigationItem.LargeTitleDisplayMode in [
            .automatic, .never, .automatic, .always, .automatic,
        ] {
            navigation.pushViewController(controller(mode), animated: false)
            window.layoutIfNeeded()
            heights.append(navigation.navigationBar.frame.height)
        }
        #expect(heights == [96, 44, 44, 96, 96])
        navigation.setViewControllers([controller(.never)], animated: false)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 44)
        navigation.topViewController?.navigationItem.largeTitleDisplayMode = .automatic
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 96)
        navigation.navigationBar.prefersLargeTitles = false
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(navigation.topViewController?.view.safeAreaInsets.top == 91)
    }

    @Test(
        "Scrolling up collapses the large-title row point for point, frame by frame, and shows the small title once it is gone; scrolling back to the top expands it (UIKit: prefersLargeTitles)"
    )
    func collapsesPointForPoint() {
        let list = LargeTitleListViewController()
        let (window, navigation) = largeTitleWindow(list)
        let bar = navigation.navigationBar
        let table: TableView = list.tableView
        // Drag up 120 points, 2 points a frame, then back down to the top: at each frame the
        // bar is 96 less the scroll past the top, between 44 and 96.
        let start = CGPoint(x: 200, y: 600)
        let finger = window.beginTouch(at: start)
        finger.move(to: CGPoint(x: 200, y: 580), duration: 0.1)
        var checked = 0
        for step in 1...140 {
            let y = step <= 70 ? 580 - CGFloat(step) * 2 : 440 + CGFloat(step - 70) * 2
            finger.move(to: CGPoint(x: 200, y: y))
            window.layoutIfNeeded()
            let scrolled = table.contentOffset.y + 143
            let expected = 96 - min(max(scrolled, 0), 52)
            #expect(bar.frame.height == expected, "step \(step), offset \(table.contentOffset.y)")
            #expect(list.view.safeAreaInsets.top == 47 + expected)
            #expect(table.adjustedContentInset.top == 143)
            let shown = shownTitles("Mailboxes", in: window)
            #expect(shown.count == 1)
            #expect((shown.first?.font.pointSize == 17) == (expected == 44))
            checked += 1
        }
        // Past the top: the row stretches by the pull while the content bounces.
        finger.move(to: CGPoint(x: 200, y: 640), duration: 0.1)
        window.layoutIfNeeded()
        #expect(table.contentOffset.y < -143)
        #expect(bar.frame.height == 96 - (table.contentOffset.y + 143))
        finger.end()
        window.settle()
        #expect(checked == 140)
        #expect(table.contentOffset.y == -143)
        #expect(bar.frame.height == 96)
    }

    @Test(
        "A pushed .never controller has a 44-point bar; a pop shows the large title as the screen left it: expanded at the top, collapsed once scrolled (UIKit: largeTitleDisplayMode)"
    )
    func pushAndPopRemember() {
        let list = LargeTitleListViewController()
        let (window, navigation) = largeTitleWindow(list)
        let detail = LargeTitlePlainViewController()
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: true)
        window.settle()
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(detail.view.safeAreaInsets.top == 91)
        #expect(detail.label.frame.minY == 91)
        navigation.popViewController(animated: true)
        window.settle()
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(list.tableView!.contentOffset.y == -143)

        window.scroll(list.tableView, by: CGPoint(x: 0, y: 200))
        window.settle()
        #expect(navigation.navigationBar.frame.height == 44)
        let second = LargeTitlePlainViewController()
        second.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(second, animated: true)
        window.settle()
        navigation.popViewController(animated: true)
        window.settle()
        #expect(list.tableView!.contentOffset.y == 57)
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(list.view.safeAreaInsets.top == 91)
        #expect(shownTitles("Mailboxes", in: window).first?.font.pointSize == 17)
    }

    @Test(
        "With a search controller the large-title row sits above the search bar and both heights add; scrolling folds the search bar first, then collapses the row (UIKit: searchController, prefersLargeTitles)"
    )
    func searchBarBelowLargeTitle() {
        let list = SearchableListViewController()
        let (window, navigation) = largeTitleWindow(list)
        let bar = navigation.navigationBar
        // 44 + 52 + 52 (SearchBar.heightInNavigationBar)
        #expect(bar.frame.height == 148)
        #expect(list.search.searchBar.frame == CGRect(x: 0, y: 96, width: 390, height: 52))
        #expect(list.view.safeAreaInsets.top == 195)
        window.scroll(list.tableView, by: CGPoint(x: 0, y: 30))
        window.layoutIfNeeded()
        #expect(bar.frame.height == 148)
        window.scroll(list.tableView, by: CGPoint(x: 0, y: 30))
        window.layoutIfNeeded()
        // Folded after 52 points; the 8 past it collapse the row.
        #expect(bar.frame.height == 88)
        window.scroll(list.tableView, by: CGPoint(x: 0, y: 100))
        window.layoutIfNeeded()
        #expect(bar.frame.height == 44)

        list.navigationItem.hidesSearchBarWhenScrolling = false
        list.tableView!.setContentOffset(CGPoint(x: 0, y: -195), animated: false)
        window.layoutIfNeeded()
        #expect(bar.frame.height == 148)
        window.scroll(list.tableView, by: CGPoint(x: 0, y: 30))
        window.layoutIfNeeded()
        // The search bar stays: the row collapses at once.
        #expect(bar.frame.height == 118)
        #expect(list.search.searchBar.frame.minY == 66)
    }

    @Test(
        "largeTitleTextAttributes and titleTextAttributes set the title labels' font and colour; nil brings the defaults back (UIKit: largeTitleTextAttributes)"
    )
    func textAttributes() {
        let list = LargeTitleListViewController()
        let (window, navigation) = largeTitleWindow(list)
        let bar = navigation.navigationBar
        bar.largeTitleTextAttributes = [
            .font: Font.systemFont(ofSize: 40), .foregroundColor: Color.red,
        ]
        bar.titleTextAttributes = [.foregroundColor: Color.blue]
        let labels = window.find(.text("Mailboxes")).views.compactMap { $0 as? Label }
        #expect(labels.count == 2)
        let large = labels.first { $0.font.pointSize == 40 }
        #expect(large?.textColor == .red)
        let small = labels.first { $0.font == .boldSystemFont(ofSize: 17) }
        #expect(small?.textColor == .blue)
        bar.largeTitleTextAttributes = nil
        #expect(large?.font == .boldSystemFont(ofSize: 34))
        #expect(large?.textColor == .black)
    }

    @Test(
        "The large title is a header that VoiceOver reads; the hidden small title is not read while the row shows (UIKit: accessibilityTraits .header)"
    )
    func accessibility() {
        let list = LargeTitleListViewController()
        let (window, navigation) = largeTitleWindow(list)
        let headers = window.find(.accessibilityLabel("Mailboxes")).views.filter {
            !$0.isHidden && $0.accessibilityTraits.contains(.header)
        }
        #expect(headers.count == 1)
        #expect((headers.first as? Label)?.font.pointSize == 34)
        // VoiceOver's elements in the bar: the large title alone, then the small one alone.
        let read = navigation.navigationBar.accessibilityElementsInOrder.compactMap {
            $0 as? Label
        }
        #expect(read.map(\.font.pointSize) == [34])
        window.scroll(list.tableView, by: CGPoint(x: 0, y: 100))
        window.layoutIfNeeded()
        let collapsed = navigation.navigationBar.accessibilityElementsInOrder.compactMap {
            $0 as? Label
        }
        #expect(collapsed.map(\.font.pointSize) == [17])
        #expect(collapsed.first?.text == "Mailboxes")
    }

    @Test(
        "Toggling prefersLargeTitles mid-drag or during a push, and a screen with no scroll view or a short list, keep the bar between 44 and 96 (UIKit: prefersLargeTitles)"
    )
    func hostileToggles() {
        let list = LargeTitleListViewController()
        let (window, navigation) = largeTitleWindow(list)
        let bar = navigation.navigationBar
        let finger = window.beginTouch(at: CGPoint(x: 200, y: 600))
        finger.move(to: CGPoint(x: 200, y: 560), duration: 0.1)
        for step in 0..<20 {
            bar.prefersLargeTitles = step % 3 != 0
            finger.move(to: CGPoint(x: 200, y: 560 - CGFloat(step) * 3))
            window.layoutIfNeeded()
            #expect(bar.frame.height >= 44 && bar.frame.height <= 96)
        }
        finger.hold().end()
        window.settle()
        bar.prefersLargeTitles = true
        list.tableView!.setContentOffset(CGPoint(x: 0, y: -143), animated: false)
        window.layoutIfNeeded()
        #expect(bar.frame.height == 96)

        // During a push transition.
        let detail = LargeTitlePlainViewController()
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: true)
        window.runFrames(10)
        bar.prefersLargeTitles = false
        window.runFrames(5)
        bar.prefersLargeTitles = true
        window.settle()
        #expect(bar.frame.height == 44)
        navigation.popViewController(animated: true)
        window.runFrames(10)
        bar.prefersLargeTitles = false
        bar.prefersLargeTitles = true
        window.settle()
        #expect(bar.frame.height == 96)

        // No scroll view: always expanded.
        let plain = LargeTitlePlainViewController()
        let (plainWindow, plainNavigation) = largeTitleWindow(plain)
        plainWindow.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 100))
        plainWindow.settle()
        #expect(plainNavigation.navigationBar.frame.height == 96)

        // A list shorter than the view bounces back to the top, expanded.
        let short = LargeTitleListViewController()
        short.rowCount = 3
        let (shortWindow, shortNavigation) = largeTitleWindow(short)
        shortWindow.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400))
        shortWindow.settle()
        #expect(short.tableView!.contentOffset.y == -143)
        #expect(shortNavigation.navigationBar.frame.height == 96)
    }

    @Test(
        "Offsets at the ends of the finite range collapse or expand the row and never make its height NaN (UIKit: contentOffset)"
    )
    func extremeOffsets() {
        let list = LargeTitleListViewController()
        let (window, navigation) = largeTitleWindow(list)
        let bar = navigation.navigationBar
        for y in [
            CGFloat.greatestFiniteMagnitude, -CGFloat.greatestFiniteMagnitude, 1e300, -143, -1e300,
            .leastNonzeroMagnitude, 0,
        ] {
            list.tableView!.contentOffset = CGPoint(x: 0, y: y)
            window.layoutIfNeeded()
            // Pulled past the top, the row stretches by at most the table's height.
            let stretch = list.tableView!.bounds.height
            #expect(
                bar.frame.height.isFinite && bar.frame.height >= 44
                    && bar.frame.height <= 96 + stretch)
            #expect(list.view.safeAreaInsets.top.isFinite)
        }
        list.tableView!.contentOffset = CGPoint(x: 0, y: CGFloat.greatestFiniteMagnitude)
        window.layoutIfNeeded()
        #expect(bar.frame.height == 44)
        list.tableView!.contentOffset = CGPoint(x: 0, y: -CGFloat.greatestFiniteMagnitude)
        window.layoutIfNeeded()
        #expect(bar.frame.height > 96)
        list.tableView!.contentOffset = CGPoint(x: 0, y: -143)
        window.layoutIfNeeded()
        #expect(bar.frame.height == 96)
    }

    @Test("A NaN content offset stops at the setter, naming it (UIKit: contentOffset)")
    func nanOffsetStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let list = LargeTitleListViewController()
                let window = Window(size: CGSize(width: 390, height: 844))
                let navigation = NavigationController(rootViewController: list)
                navigation.navigationBar.prefersLargeTitles = true
                window.rootViewController = navigation
                window.layoutIfNeeded()
                list.tableView!.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
            }
        }
    }

    @Test(
        "A scrollViewDidScroll that pushes or pops mid-drag leaves a consistent bar (UIKit: scrollViewDidScroll(_:))"
    )
    func delegatePushesAndPops() {
        let list = LargeTitleListViewController()
        let (window, navigation) = largeTitleWindow(list)
        let detail = LargeTitlePlainViewController()
        detail.navigationItem.largeTitleDisplayMode = .never
        list.onScroll = { list in
            guard list.tableView!.contentOffset.y > -120,
                list.navigationController?.topViewController === list
            else { return }
            list.navigationController?.pushViewController(detail, animated: false)
        }
        window.scroll(list.tableView, by: CGPoint(x: 0, y: 60))
        window.settle()
        #expect(navigation.topViewController === detail)
        #expect(navigation.navigationBar.frame.height == 44)
        list.onScroll = nil
        navigation.popViewController(animated: false)
        list.tableView!.setContentOffset(CGPoint(x: 0, y: -143), animated: false)
        window.layoutIfNeeded()
        #expect(navigation.topViewController === list)
        #expect(navigation.navigationBar.frame.height == 96)

        // A second large list pops itself from its own scrollViewDidScroll, mid-drag.
        let second = LargeTitleListViewController()
        second.onScroll = { second in
            guard second.tableView!.contentOffset.y > -100 else { return }
            second.navigationController?.popViewController(animated: true)
        }
        navigation.pushViewController(second, animated: false)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 96)
        window.scroll(second.tableView, by: CGPoint(x: 0, y: 80))
        window.settle()
        second.tableView!.contentOffset = CGPoint(x: 0, y: 500)
        window.settle()
        #expect(navigation.topViewController === list)
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(list.view.safeAreaInsets.top == 143)
    }

    @Test(
        "A tracked scroll view outlives its controller and navigation controller: scrolling it afterwards is safe (UIKit: weak references up the tree)"
    )
    func trackedScrollViewOutlivesTree() {
        var table: TableView?
        weak var weakNavigation: NavigationController?
        do {
            let list = LargeTitleListViewController()
            let (window, navigation) = largeTitleWindow(list)
            weakNavigation = navigation
            table = list.tableView
            window.scroll(list.tableView, by: CGPoint(x: 0, y: 20))
            navigation.setViewControllers([LargeTitlePlainViewController()], animated: false)
            list.tableView!.contentOffset = CGPoint(x: 0, y: 300)
            window.layoutIfNeeded()
            #expect(navigation.navigationBar.frame.height == 96)
            window.rootViewController = nil
        }
        #expect(weakNavigation == nil)
        table?.contentOffset = CGPoint(x: 0, y: 10)
        table?.contentOffset = CGPoint(x: 0, y: -500)
        #expect(table?.contentOffset.y == -500)
    }

    @Test(
        "Pull to refresh under an expanded large title: the row stays expanded, the control rests below the bar, endRefreshing goes back to the top (UIKit: UIRefreshControl)"
    )
    func pullToRefreshUnderLargeTitle() {
        let list = LargeTitleListViewController()
        let (window, navigation) = largeTitleWindow(list)
        let refresh = RefreshControl()
        var fired = 0
        refresh.addAction(Action { _ in fired += 1 }, for: .valueChanged)
        list.refreshControl = refresh
        window.drag(
            along: [CGPoint(x: 200, y: 300), CGPoint(x: 200, y: 700), CGPoint(x: 200, y: 700)],
            duration: 1)
        window.settle()
        #expect(fired == 1)
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(list.tableView!.contentOffset.y == -203)
        refresh.endRefreshing()
        window.settle()
        #expect(list.tableView!.contentOffset.y == -143)
        #expect(navigation.navigationBar.frame.height == 96)
    }

    @Test(
        "A bar no controller manages: sizeThatFits is 96 with a large title, 44 once its top item is .never (UIKit: UINavigationBar.setItems(_:animated:), prefersLargeTitles)"
    )
    func standaloneBar() {
        let bar = NavigationBar(frame: .zero)
        bar.prefersLargeTitles = true
        let inbox = NavigationItem(title: "Inbox")
        let message = NavigationItem(title: "Message")
        bar.setItems([inbox, message], animated: false)
        #expect(bar.sizeThatFits(CGSize(width: 390, height: 0)) == CGSize(width: 390, height: 96))
        bar.frame = CGRect(x: 0, y: 0, width: 390, height: 96)
        bar.layoutIfNeeded()
        let large = bar.subviews.compactMap { $0 as? Label }.filter { !$0.isHidden }
        #expect(large.map(\.text) == ["Message"])
        #expect(large.first?.frame == CGRect(x: 16, y: 44, width: 358, height: 52))
        message.largeTitleDisplayMode = .never
        #expect(bar.sizeThatFits(CGSize(width: 390, height: 0)).height == 44)
        inbox.largeTitleDisplayMode = .never
        message.largeTitleDisplayMode = .automatic
        #expect(bar.sizeThatFits(CGSize(width: 390, height: 0)).height == 44)
        bar.setItems([], animated: false)
        #expect(bar.sizeThatFits(CGSize(width: 390, height: 0)).height == 44)
    }

    @Test(
        "An edge-swipe pop from a .never screen shows the large bar under the finger; a cancelled one brings the 44-point bar back, a completed one keeps the list's state (UIKit: interactivePopGestureRecognizer)"
    )
    func interactivePop() {
        let list = LargeTitleListViewController()
        let (window, navigation) = largeTitleWindow(list)
        let bar = navigation.navigationBar
        // Set in code: a drag let go there would snap the row.
        list.tableView!.contentOffset.y = -123
        window.layoutIfNeeded()
        #expect(bar.frame.height == 76)
        let detail = LargeTitlePlainViewController()
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(bar.frame.height == 44)

        let touch = window.beginTouch(at: CGPoint(x: 5, y: 400))
            .move(to: CGPoint(x: 120, y: 400), duration: 0.2)
        window.layoutIfNeeded()
        #expect(bar.frame.height == 76)
        #expect(list.view.safeAreaInsets.top == 123)
        touch.hold(duration: 0.2).end()
        window.settle()
        #expect(navigation.topViewController === detail)
        #expect(bar.frame.height == 44)
        #expect(detail.view.safeAreaInsets.top == 91)

        window.beginTouch(at: CGPoint(x: 5, y: 400))
            .move(to: CGPoint(x: 300, y: 400), duration: 0.3).hold(duration: 0.1).end()
        window.settle()
        #expect(navigation.topViewController === list)
        #expect(bar.frame.height == 76)
        #expect(list.tableView!.contentOffset.y == -123)
    }

    @Test(
        "A list placed below the bar (pinned to safeAreaLayoutGuide, or 100 points down) collapses the row by its offset from its own top, with no feedback between the row and its frame (UIKit: the content scroll view)"
    )
    func listNotUnderTheBar() {
        for pinnedToSafeArea in [true, false] {
            let screen = ViewController()
            screen.title = "Pinned"
            let table = TableView(frame: .zero, style: .plain)
            table.translatesAutoresizingMaskIntoConstraints = false
            let rows = RowsSource(count: 40)
            table.dataSource = rows
            table.rowHeight = 44
            screen.view.addSubview(table)
            NSLayoutConstraint.activate([
                pinnedToSafeArea
                    ? table.topAnchor.constraint(equalTo: screen.view.safeAreaLayoutGuide.topAnchor)
                    : table.topAnchor.constraint(equalTo: screen.view.topAnchor, constant: 100),
                table.leadingAnchor.constraint(equalTo: screen.view.leadingAnchor),
                table.trailingAnchor.constraint(equalTo: screen.view.trailingAnchor),
                table.bottomAnchor.constraint(equalTo: screen.view.bottomAnchor),
            ])
            let (window, navigation) = largeTitleWindow(screen)
            let bar = navigation.navigationBar
            #expect(bar.frame.height == 96)
            var heights: [CGFloat] = []
            for delta: CGFloat in [10, 10, 10, 30, 100, -50, -200] {
                window.scroll(table, by: CGPoint(x: 0, y: delta))
                window.layoutIfNeeded()
                heights.append(bar.frame.height)
            }
            window.settle()
            // Pinned to the safe area, the offset from 0 collapses the row point for point;
            // 100 points down, the row waits until the content's top passes the list's top.
            let expected: [CGFloat] =
                pinnedToSafeArea ? [86, 76, 66, 44, 44, 44, 96] : [96, 96, 96, 79, 44, 44, 96]
            #expect(heights == expected, "pinned to the safe area: \(pinnedToSafeArea)")
            #expect(bar.frame.height == 96, "\(pinnedToSafeArea) \(table.contentOffset)")
        }
    }
}

/// A data source of `count` plain rows.
@MainActor
final class RowsSource: NSObject, TableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

@testable import HeadlessPagers

/// A page: a list of `rows` 44-pt rows in a collection view, recording its load and appearance
/// calls, in order, as one `Equatable` log.
@MainActor
final class ListPage: ViewController, ContentTableBody, CollectionViewDataSource {
    let pagerItem: PagerItem
    let rows: Int
    let list = CollectionView(frame: .zero, collectionViewLayout: ListLayout())
    var refresh: RefreshControl?
    enum Event: Equatable { case load, willAppear, didAppear, willDisappear, didDisappear }
    var events: [Event] = []
    var scrollView: ScrollView? { list }
    var refreshControl: RefreshControl? { refresh }

    init(title: String, rows: Int) {
        pagerItem = .text(TextItem(title: title))
        self.rows = rows
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append(.load)
        list.accessibilityIdentifier = "list"
        list.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
        list.dataSource = self
        view.addSubview(list)
    }
    override func viewWillAppear(_ animated: Bool) { events.append(.willAppear) }
    override func viewDidAppear(_ animated: Bool) { events.append(.didAppear) }
    override func viewWillDisappear(_ animated: Bool) { events.append(.willDisappear) }
    override func viewDidDisappear(_ animated: Bool) { events.append(.didDisappear) }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
    { rows }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }
}

/// A header built in code, 300 pt tall (tab bar 44 at its bottom).
@MainActor
final class ProfileHeader: TopContentView {
    convenience init(height: CGFloat = 300) {
        self.init(frame: CGRect(x: 0, y: 0, width: 375, height: height))
    }
}

/// The DESIGN.md pager: a header and `pages`, recording its delegate calls, in order, as one
/// `Equatable` log.
@MainActor
final class ProfilePagerController: TopContentPagerViewController, TopContentPagerDataSource,
    TopContentPagerDelegate
{
    var pages: [ListPage]
    var initialHeaderHeight: CGFloat
    var margin: CGFloat = 0
    enum Call: Equatable {
        case select(Int)
        case bottom(Int)
    }
    var calls: [Call] = []

    init(pages: [ListPage]? = nil, headerHeight: CGFloat = 300) {
        self.pages =
            pages ?? [
                ListPage(title: "Posts", rows: 60), ListPage(title: "Timeline", rows: 60),
                ListPage(title: "Notifications", rows: 60),
            ]
        initialHeaderHeight = headerHeight
        super.init()
    }

    override func setupWillLoadDataSource() {
        super.setupWillLoadDataSource()
        dataSource = self
        delegate = self
    }

    func topContentPagerViewControllerTopContentView(
        _ viewController: TopContentPagerViewController
    )
        -> TopContentView
    { ProfileHeader(height: initialHeaderHeight) }

    func topContentPagerViewControllerViewControllers(
        _ viewController: TopContentPagerViewController
    ) -> [ContentTableBody] { pages }

    func topContentPagerViewControllerTabTopMargin(_ viewController: TopContentPagerViewController)
        -> CGFloat
    { margin }

    func topContentPagerViewController(
        _ viewController: TopContentPagerViewController, didChangeSelectedIndex index: Int
    ) { calls.append(.select(index)) }

    func topContentPagerViewController(
        _ viewController: TopContentPagerViewController, didScrollToBottomOf index: Int
    ) { calls.append(.bottom(index)) }
}

/// A 375×844 window showing `pager`, laid out.
@MainActor
func show(_ pager: TopContentPagerViewController, size: CGSize = CGSize(width: 375, height: 844))
    -> Window
{
    Window.printsDiagnostics = false
    let window = Window(size: size)
    window.rootViewController = pager
    window.settle()
    return window
}

extension TopContentPagerViewController {
    /// Page `i`'s vertical offset.
    func y(_ index: Int) -> CGFloat { tableView(at: index)!.contentOffset.y }
    /// Sets page `i`'s vertical offset in code (didScroll runs, as for a drag).
    func setY(_ index: Int, _ y: CGFloat) {
        tableView(at: index)!.setContentOffset(CGPoint(x: 0, y: y), animated: false)
    }
    /// The header's top in window coordinates.
    var headerWindowY: CGFloat { topContentView.convert(topContentView.bounds, to: nil).minY }
    /// The tab bar's frame in window coordinates.
    var tabBarWindowFrame: CGRect {
        let tabs = topContentView.tabView!
        return tabs.convert(tabs.bounds, to: nil)
    }
}

/// The rules that hold after every frame (the header in the selected page's top cell or the
/// escape view, at `-min(P, y)` as the TopContentPager article places it, and the pages on
/// screen in step); returns the broken ones.
@MainActor
func invariantViolations(_ pager: TopContentPagerViewController) -> [String] {
    guard let header = pager.topContentView else { return [] }
    var problems: [String] = []
    // Exactly one superview: the selected page's top cell, or the escape view.
    if let parent = header.superview {
        let inCell = parent.superview is ContentTopCell
        if !(parent === pager.escapeView || inCell) {
            problems.append("header in \(parent.shortDescription)")
        }
        if inCell, !(parent.isDescendant(of: pager.tableView(at: pager.selectedIndex)!)) {
            problems.append("header in the top cell of a page other than \(pager.selectedIndex)")
        }
    } else {
        problems.append("header has no superview")
    }
    // The header sits where the model says: -min(P, y) at rest, interpolated while paging.
    let w = pager.pagerScrollView.bounds.width
    let n = pager.viewControllers.count
    let pos = w > 0 ? min(max(pager.pagerScrollView.contentOffset.x / w, 0), CGFloat(n - 1)) : 0
    let a = Int(pos.rounded(.down))
    let b = min(a + 1, n - 1)
    let f = pos - CGFloat(a)
    let p = pager.pinThreshold
    let expected = -(min(p, pager.y(a)) + f * (min(p, pager.y(b)) - min(p, pager.y(a))))
    if abs(pager.headerWindowY - expected) > 0.01 {
        problems.append("header at y=\(pager.headerWindowY), model \(expected)")
    }
    // Under the default policy, every page on screen shows the header where the selected one
    // does (so the tab bar cannot jump on a switch).
    if pager.offsetPolicy == .syncWhenHeaderVisible {
        let sel = min(p, pager.y(pager.selectedIndex))
        for i in 0..<n where pager.tableView(at: i)!.superview != nil {
            if abs(min(p, pager.y(i)) - sel) > 0.01 {
                problems.append(
                    "page \(i) on screen out of sync: y=\(pager.y(i)), selected \(pager.y(pager.selectedIndex))"
                )
            }
        }
    }
    return problems
}

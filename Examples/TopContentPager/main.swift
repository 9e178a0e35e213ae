// topcontentpager-example: the TopContentPager article's profile pager, driven by scripted touches.
//
//     swift run topcontentpager-example
import Foundation
import HeadlessKit
import HeadlessPagers
import HeadlessTesting

/// A page: `rows` 44-pt rows in a collection view (recycled: only visible rows exist).
@MainActor
final class RowsPage: ViewController, ContentTableBody, CollectionViewDataSource {
    let pagerItem: PagerItem
    let rows: Int
    let list = CollectionView(frame: .zero, collectionViewLayout: ListLayout())
    var scrollView: ScrollView? { list }

    init(_ title: String, rows: Int) {
        pagerItem = .text(TextItem(title: title))
        self.rows = rows
        super.init(nibName: nil, bundle: nil)
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        list.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
        list.dataSource = self
        view.addSubview(list)
    }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
    { rows }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    { collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) }
}

@MainActor
final class ProfilePager: TopContentPagerViewController, TopContentPagerDataSource,
    TopContentPagerDelegate
{
    override func setupWillLoadDataSource() {
        super.setupWillLoadDataSource()
        dataSource = self
        delegate = self
    }
    func topContentPagerViewControllerTopContentView(
        _ viewController: TopContentPagerViewController
    )
        -> TopContentView
    { TopContentView(frame: CGRect(x: 0, y: 0, width: 390, height: 300)) }
    func topContentPagerViewControllerViewControllers(
        _ viewController: TopContentPagerViewController
    ) -> [ContentTableBody] {
        [
            RowsPage("Posts", rows: 10_000), RowsPage("Timeline", rows: 40),
            RowsPage("Likes", rows: 3),
        ]
    }
    func topContentPagerViewController(
        _ viewController: TopContentPagerViewController, didChangeSelectedIndex index: Int
    ) { print("  delegate: selected page \(index)") }
}

MainActor.assumeIsolated {
    let window = Window(size: CGSize(width: 390, height: 844))
    let pager = ProfilePager()
    window.rootViewController = pager
    window.settle()
    @MainActor func report(_ what: String) {
        let place = pager.topContentView.superview is EscapeView ? "escape view" : "top cell"
        print(
            "\(what): page \(pager.selectedIndex), pinned \(pager.isPinned), header in the \(place)"
        )
    }
    report("start")
    window.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 100), duration: 0.3)
    window.settle()
    report("after scrolling up")
    window.fling(from: CGPoint(x: 350, y: 600), velocity: CGPoint(x: -1500, y: 0))
    window.settle()
    report("after a swipe left")
    window.tap(at: CGPoint(x: 330, y: 20))
    window.settle()
    report("after tapping the third tab (short page, padded so it pins)")
    print(
        pager.view.treeDescription(TreeDescriptionOptions(maxDepth: 3, propertyFilter: .geometry)))
}

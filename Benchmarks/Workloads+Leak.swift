import Foundation
import HeadlessKit
import HeadlessPagers

/// Resident-size growth (bytes) over `count` rounds of `round`, after `warmUp` rounds.
@MainActor
private func residentGrowth(count: Int, warmUp: Int = 200, _ round: @MainActor () -> Void)
    -> Double
{
    for _ in 0..<warmUp { round() }
    let before = residentBytes()
    for _ in 0..<count { round() }
    return residentBytes() - before
}

/// 30 rows of 44 pt.
@MainActor
private final class LeakRows: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
    { 30 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }
}

/// A page of 30 rows for the TopContentPager.
@MainActor
private final class LeakPage: ViewController, ContentTableBody {
    let pagerItem: PagerItem
    let rows = LeakRows()
    let list = CollectionView(frame: .zero, collectionViewLayout: ListLayout())
    var scrollView: ScrollView? { list }

    init(title: String) {
        pagerItem = .text(TextItem(title: title))
        super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        list.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
        list.dataSource = rows
        view.addSubview(list)
    }
}

@MainActor
private final class LeakPager: TopContentPagerViewController, TopContentPagerDataSource {
    let pages = (0..<3).map { LeakPage(title: "Page \($0)") }
    override func setupWillLoadDataSource() { dataSource = self }
    func topContentPagerViewControllerTopContentView(_ vc: TopContentPagerViewController)
        -> TopContentView
    { TopContentView(frame: CGRect(x: 0, y: 0, width: 390, height: 300)) }
    func topContentPagerViewControllerViewControllers(_ vc: TopContentPagerViewController)
        -> [ContentTableBody]
    { pages }
}

/// The leak workloads: one per widget, and one for a constraint-laid tree.
@MainActor
func leakWorkloads() -> [Workload] {
    let rows = LeakRows()
    return [
        .size("leak-sticky-5000", unit: "bytes") {
            residentGrowth(count: 5000) {
                let window = Window(size: CGSize(width: 390, height: 844))
                let list = StickyHeaderCollectionView(
                    frame: .zero, collectionViewLayout: ListLayout())
                list.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
                list.dataSource = rows
                let sticky = StickyHeaderView(
                    scrollView: list, headerHeight: 44, freeSpace: 500, frame: window.bounds)
                window.addSubview(sticky)
                window.layoutIfNeeded()
                list.contentOffset.y += 100
                window.layoutIfNeeded()
            }
        },
        .size("leak-tabscroll-5000", unit: "bytes") {
            residentGrowth(count: 5000) {
                let window = Window(size: CGSize(width: 390, height: 844))
                let pager = TabScrollController()
                let pages = (0..<4).map { index -> ViewController in
                    let page = TabBenchPage()
                    page.tabBarItem.title = "Tab \(index)"
                    return page
                }
                pager.setViewControllers(pages)
                window.rootViewController = pager
                window.runFrames(2)
                pager.select(tabIndex: 1)
                window.runFrames(2)
            }
        },
        .size("leak-topcontent-5000", unit: "bytes") {
            residentGrowth(count: 5000) {
                let window = Window(size: CGSize(width: 390, height: 844))
                let pager = LeakPager()
                window.rootViewController = pager
                window.runFrames(2)
                pager.selectedIndex = 1
                window.runFrames(2)
            }
        },
        .size("leak-walkthrough-5000", unit: "bytes") {
            residentGrowth(count: 5000) {
                let window = Window(size: WalkthroughView.referenceSize)
                let walkthrough = WalkthroughView(pageCount: 5, frame: window.bounds)
                window.addSubview(walkthrough)
                window.layoutIfNeeded()
                walkthrough.outerScrollView.contentOffset = CGPoint(x: 300, y: 0)
                window.layoutIfNeeded()
            }
        },
        .size("leak-constraints-5000", unit: "bytes") {
            // A window with 10 views in a constraint chain, each pinned to the previous one.
            residentGrowth(count: 5000) {
                let window = Window(size: CGSize(width: 390, height: 844))
                var previous: View = window
                var constraints: [LayoutConstraint] = []
                for _ in 0..<10 {
                    let view = View()
                    view.translatesAutoresizingMaskIntoConstraints = false
                    window.addSubview(view)
                    constraints += [
                        view.topAnchor.constraint(equalTo: previous.topAnchor, constant: 10),
                        view.leadingAnchor.constraint(equalTo: previous.leadingAnchor, constant: 5),
                        view.widthAnchor.constraint(equalToConstant: 100),
                        view.heightAnchor.constraint(equalToConstant: 20),
                    ]
                    previous = view
                }
                LayoutConstraint.activate(constraints)
                window.layoutIfNeeded()
            }
        },
    ]
}

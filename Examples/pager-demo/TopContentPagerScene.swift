import Foundation
import HeadlessKit
import HeadlessPagers
import HeadlessTesting

/// A page of the demo's profile pager: `rows` 44-pt rows.
@MainActor
final class DemoListPage: ViewController, ContentTableBody, CollectionViewDataSource {
    let pagerItem: PagerItem
    let rows: Int
    let tint: Color
    let list = CollectionView(frame: .zero, collectionViewLayout: ListLayout())
    var scrollView: ScrollView? { list }

    init(title: String, rows: Int, tint: Color) {
        pagerItem = .text(TextItem(title: title))
        self.rows = rows
        self.tint = tint
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
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        cell.backgroundColor = tint.withAlphaComponent(indexPath.item % 2 == 0 ? 0.2 : 0.35)
        return cell
    }
}

/// Seed 002's sample: three pages under one header.
@MainActor
final class DemoProfilePager: TopContentPagerViewController, TopContentPagerDataSource {
    override func setupWillLoadDataSource() {
        super.setupWillLoadDataSource()
        dataSource = self
    }
    func topContentPagerViewControllerTopContentView(
        _ viewController: TopContentPagerViewController
    )
        -> TopContentView
    {
        let header = TopContentView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let avatar = View(frame: CGRect(x: 20, y: 40, width: 80, height: 80))
        avatar.backgroundColor = .lightGray
        header.addSubview(avatar)
        let name = Label(text: "itsukiss", font: .boldSystemFont(ofSize: 20))
        name.frame = CGRect(x: 120, y: 60, width: 200, height: 24)
        header.addSubview(name)
        return header
    }
    func topContentPagerViewControllerViewControllers(
        _ viewController: TopContentPagerViewController
    ) -> [ContentTableBody] {
        [
            DemoListPage(title: "Posts", rows: 60, tint: .systemBlue),
            DemoListPage(title: "Timeline", rows: 60, tint: .orange),
            DemoListPage(title: "Notifications", rows: 60, tint: .green),
        ]
    }
}

/// TopContentPager: scroll up until the tab bar pins, swipe to page 2, swipe back,
/// scroll down; the header hops between the page's top cell and the escape view.
@MainActor
func runTopContentPagerScene() {
    print("== TopContentPager: one header for three pages, pinned and escaped ==")
    let window = Window(size: CGSize(width: 390, height: 844))
    let pager = DemoProfilePager()
    window.rootViewController = pager
    window.settle()
    let recorder = Recorder(window, view: pager.view)
    func show(_ label: String) {
        recorder.capture(label: label)
        let parent = pager.topContentView.superview is EscapeView ? "escape view" : "top cell"
        print(
            "  \(label): page \(pager.selectedIndex), y = \(pager.tableView(at: pager.selectedIndex)!.contentOffset.y), header in the \(parent), top \(pager.headerTop)"
        )
    }
    show("start")
    window.drag(
        along: [CGPoint(x: 200, y: 700), CGPoint(x: 200, y: 300), CGPoint(x: 200, y: 300)],
        duration: 0.4)
    window.settle()
    show("pinned")
    window.fling(from: CGPoint(x: 350, y: 600), velocity: CGPoint(x: -1500, y: 0))
    window.runFrames(6)
    recorder.capture(label: "swiping")
    window.settle()
    show("page 2")
    window.fling(from: CGPoint(x: 50, y: 600), velocity: CGPoint(x: 1500, y: 0))
    window.settle()
    show("back")
    window.drag(
        along: [CGPoint(x: 200, y: 300), CGPoint(x: 200, y: 700), CGPoint(x: 200, y: 700)],
        duration: 0.4)
    window.settle()
    show("scrolled down")
    print(
        pager.view.treeDescription(TreeDescriptionOptions(maxDepth: 3, propertyFilter: .geometry)))
    write(window.svg(), to: "topcontent-pager.svg")
    write(recorder.filmstrip(), to: "topcontent-pager-filmstrip.svg")
}

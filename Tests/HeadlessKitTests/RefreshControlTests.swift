// Pull to refresh (UIKit: UIRefreshControl, UIScrollView.refreshControl) driven with touches.
import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A 320 × 480 window with a 320 × 480 scroll view of 2000 pt content, and its refresh
/// control, counting `.valueChanged` and whether each came while the finger was down.
@MainActor
final class RefreshRig {
    let window = Window(size: CGSize(width: 320, height: 480))
    let scroll: ScrollView
    let refresh = RefreshControl()
    var fired = 0
    var firedWhileDragging: [Bool] = []
    var onRefresh: (RefreshRig) -> Void = { _ in }

    init(_ scroll: ScrollView = ScrollView(frame: .zero)) {
        self.scroll = scroll
        scroll.frame = window.bounds
        if !(scroll is CollectionView) && !(scroll is TableView) {
            scroll.contentSize = CGSize(width: 320, height: 2000)
        }
        window.addSubview(scroll)
        scroll.refreshControl = refresh
        refresh.addAction(
            Action { [unowned self] _ in
                fired += 1
                firedWhileDragging.append(scroll.isDragging)
                onRefresh(self)
            }, for: .valueChanged)
        window.settle()
    }

    /// Pulls down `distance` finger points from y = 100 in 0.5 s, holds still `hold` s, lifts.
    func pull(_ distance: CGFloat, hold: TimeInterval = 0.2) {
        let start = CGPoint(x: 160, y: 100)
        let end = CGPoint(x: 160, y: 100 + distance)
        let segments = max(Int((hold / 0.5).rounded()), 0)
        window.drag(
            along: [start, end] + Array(repeating: end, count: segments),
            duration: 0.5 * Double(1 + segments))
    }
}

@MainActor @Suite struct RefreshControlTests {
    @Test(
        "Pulling past the trigger sends valueChanged once, before the finger lifts, then rests showing the control (UIKit: UIRefreshControl sends valueChanged when the user pulls to refresh)"
    )
    func pullSendsValueChangedOnceAndRests() {
        let rig = RefreshRig()
        //   drag 300 pt down, hold 1 s:   offset -60 (trigger) ... -120 (rubber band)
        rig.pull(300, hold: 1)
        #expect(rig.fired == 1)
        #expect(rig.firedWhileDragging == [true])
        #expect(rig.refresh.isRefreshing)
        rig.window.settle()
        // Rests with the control showing: the adjusted top inset grew by its 60 pt, the
        // content inset did not change.
        #expect(rig.scroll.contentOffset.y == -60)
        #expect(rig.scroll.adjustedContentInset.top == 60)
        #expect(rig.scroll.contentInset.top == 0)
        #expect(rig.refresh.frame == CGRect(x: 0, y: -60, width: 320, height: 60))
        #expect(rig.fired == 1)
    }

    @Test(
        "endRefreshing animates back to the top and restores the adjusted inset; the next pull fires again (UIKit: endRefreshing)"
    )
    func endRefreshingAnimatesBack() {
        let rig = RefreshRig()
        rig.pull(300)
        rig.window.settle()
        rig.refresh.endRefreshing()
        #expect(rig.scroll.adjustedContentInset.top == 0)
        #expect(rig.scroll.contentOffset.y == -60)  // it animates, not jumps
        rig.window.runFrames(6)
        #expect(rig.scroll.contentOffset.y > -60 && rig.scroll.contentOffset.y < 0)
        rig.window.settle()
        #expect(rig.scroll.contentOffset.y == 0)
        #expect(!rig.refresh.isRefreshing)
        rig.pull(300)
        #expect(rig.fired == 2)
    }

    @Test("A short pull does nothing (UIKit: the control only refreshes when pulled far enough)")
    func shortPullDoesNothing() {
        let rig = RefreshRig()
        rig.pull(80)
        rig.window.settle()
        #expect(rig.fired == 0)
        #expect(!rig.refresh.isRefreshing)
        #expect(rig.scroll.contentOffset.y == 0)
    }

    @Test(
        "The content does not jump when the refresh begins under the finger: each frame moves it a few points"
    )
    func noJumpAtTrigger() {
        let rig = RefreshRig()
        var offsets: [CGFloat] = []
        let token = rig.scroll.observeContentOffset { scroll, _ in
            offsets.append(scroll.contentOffset.y)
        }
        rig.pull(300)
        token.cancel()
        let steps = zip(offsets, offsets.dropFirst()).map { abs($1 - $0) }
        #expect(rig.fired == 1)
        #expect(steps.max()! < 6)
    }

    @Test(
        "beginRefreshing in code sends no valueChanged and does not scroll; setting the offset shows the control (UIKit: beginRefreshing)"
    )
    func beginRefreshingInCode() {
        let rig = RefreshRig()
        rig.refresh.beginRefreshing()
        rig.refresh.beginRefreshing()  // again: nothing more
        #expect(rig.fired == 0)
        #expect(rig.refresh.isRefreshing)
        #expect(rig.scroll.contentOffset.y == 0)
        #expect(rig.scroll.adjustedContentInset.top == 60)
        #expect(rig.scroll.minimumContentOffset.y == -60)
        rig.scroll.setContentOffset(
            CGPoint(x: 0, y: -rig.scroll.adjustedContentInset.top), animated: true)
        rig.window.settle()
        #expect(rig.scroll.contentOffset.y == -60)
        assertTree(
            rig.refresh,
            """
            RefreshControl "refresh" (0 -60; 320 60) refreshing
            """)
        rig.refresh.endRefreshing()
        rig.window.settle()
        #expect(rig.scroll.contentOffset.y == 0)
        assertTree(
            rig.refresh,
            """
            RefreshControl "refresh" (0 -60; 320 60)
            """)
    }

    @Test(
        "endRefreshing while scrolled away restores the inset without scrolling (UIKit: endRefreshing hides the control only if it shows)"
    )
    func endRefreshingScrolledAway() {
        let rig = RefreshRig()
        rig.refresh.beginRefreshing()
        rig.scroll.contentOffset = CGPoint(x: 0, y: 500)
        rig.refresh.endRefreshing()
        rig.window.settle()
        #expect(rig.scroll.contentOffset.y == 500)
        #expect(rig.scroll.adjustedContentInset.top == 0)
    }

    @Test("The refresh inset adds to the safe area's (UIKit: adjustedContentInset)")
    func addsToSafeArea() {
        let rig = RefreshRig()
        rig.window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        rig.window.settle()
        #expect(rig.scroll.contentOffset.y == -47)
        rig.pull(300)
        rig.window.settle()
        #expect(rig.fired == 1)
        #expect(rig.scroll.adjustedContentInset.top == 107)
        #expect(rig.scroll.contentOffset.y == -107)
        rig.refresh.endRefreshing()
        rig.window.settle()
        #expect(rig.scroll.contentOffset.y == -47)
    }

    // MARK: - Re-entrancy

    @Test(
        "An action that ends the refresh at once: one valueChanged while held, back at the top after the lift"
    )
    func actionEndsAtOnce() {
        let rig = RefreshRig()
        rig.onRefresh = { $0.refresh.endRefreshing() }
        rig.pull(300, hold: 1)
        #expect(rig.fired == 1)
        rig.window.settle()
        #expect(!rig.refresh.isRefreshing)
        #expect(rig.scroll.contentOffset.y == 0)
        #expect(rig.scroll.adjustedContentInset.top == 0)
        rig.pull(300)
        #expect(rig.fired == 2)
    }

    @Test("An action that reloads the table keeps the control and its refresh")
    func actionReloadsTable() {
        let source = RowSource(rows: 30)
        let table = TableView(frame: .zero, style: .plain)
        table.dataSource = source
        let rig = RefreshRig(table)
        rig.onRefresh = { rig in
            source.rows += 5
            (rig.scroll as! TableView).reloadData()
        }
        rig.pull(300)
        rig.window.settle()
        #expect(rig.fired == 1)
        #expect(table.numberOfRows(inSection: 0) == 35)
        #expect(rig.refresh.superview === table)
        #expect(table.contentOffset.y == -60)
        rig.refresh.endRefreshing()
        rig.window.settle()
        #expect(table.contentOffset.y == 0)
    }

    @Test(
        "An action that removes the refresh control gives the inset back; the drag springs to the top"
    )
    func actionRemovesControl() {
        let rig = RefreshRig()
        rig.onRefresh = { $0.scroll.refreshControl = nil }
        rig.pull(300)
        rig.window.settle()
        #expect(rig.fired == 1)
        #expect(rig.refresh.superview == nil)
        #expect(rig.refresh.scrollView == nil)
        #expect(rig.refresh.isRefreshing)  // still refreshing, nowhere
        #expect(rig.scroll.adjustedContentInset.top == 0)
        #expect(rig.scroll.contentOffset.y == 0)
        rig.refresh.endRefreshing()
        #expect(!rig.refresh.isRefreshing)
    }

    @Test("An action that removes the scroll view from the window leaves everything finite")
    func actionRemovesScrollView() {
        let rig = RefreshRig()
        rig.onRefresh = { $0.scroll.removeFromSuperview() }
        rig.pull(300)
        rig.window.settle()
        #expect(rig.fired == 1)
        #expect(rig.scroll.window == nil)
        #expect(rig.scroll.contentOffset.y.isFinite)
        rig.refresh.endRefreshing()
        #expect(rig.scroll.contentOffset.y >= -60 && rig.scroll.contentOffset.y <= 0)
        #expect(rig.scroll.adjustedContentInset.top == 0)
    }

    // MARK: - Attaching and lifetime

    @Test(
        "Setting refreshControl adds it above the content at index 0; a new one replaces it; nil or removeFromSuperview removes it (UIKit: UIScrollView.refreshControl)"
    )
    func settingAndRemoving() {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        scroll.addSubview(View())
        let first = RefreshControl()
        scroll.refreshControl = first
        scroll.refreshControl = first  // again: still one subview
        #expect(scroll.subviews.first === first)
        #expect(scroll.subviews.count == 2)
        #expect(first.frame == CGRect(x: 0, y: -60, width: 200, height: 60))
        let second = RefreshControl()
        scroll.refreshControl = second
        #expect(first.superview == nil && first.scrollView == nil)
        #expect(scroll.subviews.first === second)
        second.removeFromSuperview()
        #expect(scroll.refreshControl == nil)
        scroll.refreshControl = first
        scroll.refreshControl = nil
        scroll.refreshControl = nil
        #expect(scroll.subviews.count == 1)
        scroll.frame.size.width = 250
        scroll.refreshControl = first
        scroll.frame.size.width = 300
        #expect(first.frame.width == 300)
    }

    @Test(
        "A refresh control set on a second scroll view moves there, taking its running refresh (UIKit: a view has one superview)"
    )
    func setOnTwoScrollViews() {
        let a = ScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let b = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 300))
        let refresh = RefreshControl()
        a.refreshControl = refresh
        refresh.beginRefreshing()
        #expect(a.adjustedContentInset.top == 60)
        b.refreshControl = refresh
        #expect(a.refreshControl == nil)
        #expect(a.adjustedContentInset.top == 0)
        #expect(b.refreshControl === refresh)
        #expect(refresh.superview === b)
        #expect(refresh.frame.width == 100)
        #expect(b.adjustedContentInset.top == 60)
        // Adding it as a plain subview elsewhere detaches it too.
        a.addSubview(refresh)
        #expect(b.refreshControl == nil)
        #expect(b.adjustedContentInset.top == 0)
    }

    @Test(
        "A refresh control outlives its scroll view, also mid-refresh (views a user keeps stay safe to touch)"
    )
    func lifetime() {
        let refresh = RefreshControl()
        weak var gone: ScrollView?
        do {
            let window = Window(size: CGSize(width: 320, height: 480))
            let scroll = ScrollView(frame: window.bounds)
            scroll.contentSize = CGSize(width: 320, height: 2000)
            window.addSubview(scroll)
            scroll.refreshControl = refresh
            gone = scroll
            window.drag(
                along: [CGPoint(x: 160, y: 100), CGPoint(x: 160, y: 400)], duration: 0.5)
            #expect(refresh.isRefreshing)
            scroll.removeFromSuperview()
        }
        #expect(gone == nil)
        #expect(refresh.scrollView == nil)
        refresh.endRefreshing()
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing)
        let kept = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        kept.refreshControl = refresh
        #expect(kept.adjustedContentInset.top == 60)
    }

    // MARK: - Hostile input

    @Test("A huge pull fires once and rests at -60; flings leave finite offsets")
    func hugePullAndFlings() {
        let rig = RefreshRig()
        rig.window.drag(
            along: [CGPoint(x: 160, y: 1), CGPoint(x: 160, y: 1_000_000)], duration: 0.5)
        #expect(rig.fired == 1)
        // The rubber band keeps the shown pull under the view's height.
        #expect(rig.scroll.contentOffset.y > -60 - 480)
        rig.window.settle()
        #expect(rig.scroll.contentOffset.y == -60)
        for velocity in [5000.0, -90_000, 1e7, -1e7, 3000] {
            rig.window.fling(from: CGPoint(x: 160, y: 240), velocity: CGPoint(x: 0, y: velocity))
            rig.window.runFrames(3)
            #expect(rig.scroll.contentOffset.y.isFinite)
            #expect(rig.scroll.adjustedContentInset.top.isFinite)
        }
        rig.window.settle()
        #expect(rig.scroll.contentOffset.y.isFinite)
        #expect(rig.scroll.contentOffset.y >= -60)
        rig.refresh.endRefreshing()
        rig.window.settle()
        #expect(rig.scroll.contentOffset.y >= 0)
        #expect(rig.scroll.contentOffset.y <= rig.scroll.maximumContentOffset.y)
    }

    @Test(
        "Content shorter than the view only pulls with alwaysBounceVertical, as on iOS (UIKit: alwaysBounceVertical; the refresh control does not turn it on)"
    )
    func shortContentNeedsAlwaysBounce() {
        let rig = RefreshRig()
        rig.scroll.contentSize = CGSize(width: 320, height: 100)
        rig.pull(300)
        rig.window.settle()
        #expect(rig.fired == 0)
        #expect(rig.scroll.contentOffset.y == 0)
        rig.scroll.alwaysBounceVertical = true
        rig.pull(300)
        rig.window.settle()
        #expect(rig.fired == 1)
        #expect(rig.scroll.contentOffset.y == -60)
    }

    @Test("A disabled refresh control does not refresh (UIKit: UIControl.isEnabled)")
    func disabledDoesNothing() {
        let rig = RefreshRig()
        rig.refresh.isEnabled = false
        rig.pull(300)
        rig.window.settle()
        #expect(rig.fired == 0)
        #expect(rig.scroll.contentOffset.y == 0)
    }

    // MARK: - Collection and table views

    @Test(
        "A collection view's refresh control works and survives reloadData (UIKit: UICollectionView inherits refreshControl)"
    )
    func collectionView() {
        let source = RowSource(rows: 40)
        let list = CollectionView(frame: .zero, collectionViewLayout: ListLayout())
        list.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
        list.dataSource = source
        let rig = RefreshRig(list)
        rig.onRefresh = { _ in list.reloadData() }
        rig.pull(300)
        rig.window.settle()
        #expect(rig.fired == 1)
        #expect(list.contentOffset.y == -60)
        #expect(rig.refresh.superview === list)
        #expect(rig.window.treeDescription().contains("RefreshControl"))
        rig.refresh.endRefreshing()
        rig.window.settle()
        #expect(list.contentOffset.y == 0)
    }

    @Test(
        "TableViewController.refreshControl is its table view's (UIKit: UITableViewController.refreshControl)"
    )
    func tableViewControllerForwards() {
        let controller = TableViewController(style: .plain)
        let refresh = RefreshControl()
        controller.refreshControl = refresh
        #expect(controller.tableView.refreshControl === refresh)
        #expect(refresh.superview === controller.tableView)
        controller.tableView.refreshControl = nil
        #expect(controller.refreshControl == nil)
    }
}

/// `rows` rows (table) or items (collection) in one section.
@MainActor
final class RowSource: TableViewDataSource, CollectionViewDataSource {
    var rows: Int
    init(rows: Int) { self.rows = rows }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "row")
            ?? TableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = "row \(indexPath.row)"
        return cell
    }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
    { rows }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }
}

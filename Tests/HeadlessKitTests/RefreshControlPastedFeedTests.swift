// A UIKit feed screen with pull to refresh, as a user pastes it (the `UI` prefix removed,
// `DispatchQueue.main.asyncAfter` written as the window clock's `schedule(after:)`), driven
// with touches.
import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A feed: posts newest first; pulling adds a post at once and ends the refresh 1 s later,
/// as a network round trip would.
final class RefreshingFeedViewController: TableViewController {
    var posts = (1...20).map { "Post \($0)" }
    var refreshes = 0
    var opened: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "post")
        tableView.rowHeight = 44
        refreshControl = RefreshControl()
        refreshControl?.tintColor = .systemGray
        refreshControl?.attributedTitle = NSAttributedString(string: "Fetching posts")
        refreshControl?.addAction(
            Action { [weak self] _ in self?.refresh() }, for: .valueChanged)
    }

    private func refresh() {
        refreshes += 1
        posts.insert("New \(refreshes)", at: 0)
        tableView.reloadData()
        view.window?.clock.schedule(after: 1) { [weak self] _ in
            self?.refreshControl?.endRefreshing()
        }
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        posts.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
        -> TableViewCell
    {
        let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
        cell.textLabel?.text = posts[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        opened.append(posts[indexPath.row])
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

@MainActor @Suite struct RefreshControlPastedFeedTests {
    @Test(
        "Pull to refresh on a pasted feed: one refresh per pull, the new post shows under the spinner, the table returns to the top when the data is in (UIKit: UITableViewController.refreshControl)"
    )
    func pullToRefreshFeed() {
        let window = Window(size: CGSize(width: 320, height: 480))
        let feed = RefreshingFeedViewController(style: .plain)
        window.rootViewController = feed
        window.settle()
        let table = feed.tableView!

        //   finger 100 -> 400, held:  +- spinner (60 pt) -+
        //                             | New 1              |  y = 60 in the window
        //                             | Post 1 ...         |
        window.drag(
            along: [CGPoint(x: 160, y: 100), CGPoint(x: 160, y: 400), CGPoint(x: 160, y: 400)],
            duration: 0.6)
        #expect(feed.refreshes == 1)
        window.runFrames(60)  // 0.5 s: the fetch is still running
        let control = feed.refreshControl!
        #expect(control.isRefreshing)
        #expect(table.contentOffset.y == -60)
        #expect(table.adjustedContentInset.top == 60)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "New 1")
        #expect(window.treeDescription().contains("refreshing"))
        #expect(control.attributedTitle?.string == "Fetching posts")
        #expect(control.tintColor == .systemGray)

        window.settle()  // the fetch ends; the table animates back to the top
        #expect(!control.isRefreshing)
        #expect(table.contentOffset.y == 0)
        #expect(table.adjustedContentInset.top == 0)
        #expect(!window.treeDescription().contains("refreshing"))

        window.tap(at: CGPoint(x: 160, y: 22))
        #expect(feed.opened == ["New 1"])

        // Scrolled down, a drag down only scrolls back: no refresh.
        window.scroll(table, by: CGPoint(x: 0, y: 300))
        window.settle()
        window.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 250), duration: 0.5)
        window.settle()
        #expect(feed.refreshes == 1)

        // Back at the top, a second pull brings a second post.
        table.setContentOffset(.zero, animated: false)
        window.drag(
            along: [CGPoint(x: 160, y: 100), CGPoint(x: 160, y: 400), CGPoint(x: 160, y: 400)],
            duration: 0.6)
        window.settle()
        #expect(feed.refreshes == 2)
        #expect(feed.posts.prefix(2) == ["New 2", "New 1"])
        #expect(table.contentOffset.y == 0)
    }

    @Test(
        "The feed's controller goes away while a fetch is pending: the timer finds nothing and the control stays safe"
    )
    func feedGoneMidRefresh() {
        let window = Window(size: CGSize(width: 320, height: 480))
        var feed: RefreshingFeedViewController? = RefreshingFeedViewController(style: .plain)
        window.rootViewController = feed
        window.settle()
        window.drag(
            along: [CGPoint(x: 160, y: 100), CGPoint(x: 160, y: 400), CGPoint(x: 160, y: 400)],
            duration: 0.6)
        let control = feed!.refreshControl!
        #expect(control.isRefreshing)
        window.rootViewController = nil
        feed = nil
        window.settle()
        #expect(control.isRefreshing)  // nobody ended it
        control.endRefreshing()
        #expect(!control.isRefreshing)
    }
}

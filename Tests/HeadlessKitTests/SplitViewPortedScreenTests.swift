// A master-detail app written for UIKit (iOS 14 column-style split view) as a user pastes it,
// with the `UI` prefix removed: it must compile and behave as on iOS.
import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

final class MailboxListViewController: TableViewController {
    let mailboxes = ["Inbox", "VIP", "Flagged", "Drafts", "Sent", "Junk", "Trash"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Mailboxes"
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "mailbox")
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        mailboxes.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
        -> TableViewCell
    {
        let cell = tableView.dequeueReusableCell(withIdentifier: "mailbox", for: indexPath)
        cell.textLabel?.text = mailboxes[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let detail = MailboxDetailViewController()
        detail.title = mailboxes[indexPath.row]
        showDetailViewController(NavigationController(rootViewController: detail), sender: self)
        splitViewController?.show(.secondary)
    }
}

final class MailboxDetailViewController: ViewController {
    let messageLabel = Label()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        messageLabel.text = "No messages"
        messageLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(messageLabel)
        NSLayoutConstraint.activate([
            messageLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            messageLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}

final class MailSceneDelegate: SplitViewControllerDelegate {
    func splitViewController(
        _ svc: SplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
    ) -> SplitViewController.Column {
        .primary
    }
}

@MainActor @Suite struct SplitViewPortedScreenTests {
    func makeSplit() -> (SplitViewController, MailSceneDelegate) {
        let split = SplitViewController(style: .doubleColumn)
        let delegate = MailSceneDelegate()
        split.delegate = delegate
        split.preferredDisplayMode = .oneBesideSecondary
        split.preferredSplitBehavior = .tile
        split.setViewController(MailboxListViewController(), for: .primary)
        let placeholder = MailboxDetailViewController()
        placeholder.title = "Inbox"
        split.setViewController(placeholder, for: .secondary)
        return (split, delegate)
    }

    @Test func iPadShowsBothColumns() {
        let window = Window(size: CGSize(width: 1180, height: 820))
        let (split, delegate) = makeSplit()
        window.rootViewController = split
        window.settle()
        #expect(!split.isCollapsed)
        #expect(split.displayMode == .oneBesideSecondary)
        let primary = split.viewController(for: .primary)!
        #expect(primary.navigationController?.view.frame.width == 320)
        window.find(.text("Flagged")).tap()
        window.settle()
        let detail = (split.viewController(for: .secondary) as? NavigationController)?
            .topViewController
        #expect(detail?.title == "Flagged")
        #expect(detail?.view.frame == CGRect(x: 0, y: 0, width: 860, height: 820))
        #expect(window.find(.text("No messages")).views.count == 1)
        // Slide Over width: one stack, the list on top (the delegate), then the detail pushed.
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 820)
        window.layoutIfNeeded()
        #expect(split.isCollapsed)
        #expect(primary.navigationController?.topViewController === primary)
        window.find(.text("Sent")).tap()
        window.settle()
        #expect(primary.navigationController?.topViewController?.title == "Sent")
        // Back to full width: the detail goes back to the secondary column.
        window.frame = CGRect(x: 0, y: 0, width: 1180, height: 820)
        window.layoutIfNeeded()
        #expect(!split.isCollapsed)
        #expect(primary.navigationController?.topViewController === primary)
        let shown = (split.viewController(for: .secondary) as? NavigationController)?
            .topViewController
        #expect(shown?.title == "Sent")
        #expect(shown?.appearanceState == .appeared)
        _ = delegate
    }

    @Test func iPhoneShowsTheListThenPushes() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let (split, delegate) = makeSplit()
        window.rootViewController = split
        window.settle()
        #expect(split.isCollapsed)
        let list = split.viewController(for: .primary) as! MailboxListViewController
        #expect(list.navigationController?.topViewController === list)
        window.find(.text("Drafts")).tap()
        window.settle()
        #expect(list.navigationController?.topViewController?.title == "Drafts")
        _ = delegate
    }
}

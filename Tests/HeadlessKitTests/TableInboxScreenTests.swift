import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

// A mail-like inbox pasted from a UIKit project, with the `UI` prefix removed and nothing
// else changed: edit button in the navigation bar, delete by swipe, flag by a leading swipe,
// reorder and select several rows in editing mode.

struct MailMessage: Equatable {
    var subject: String
    var isFlagged = false
}

final class EditableInboxController: TableViewController {
    var messages: [MailMessage] = ["Lunch?", "Invoice", "Trip", "Newsletter"].map {
        MailMessage(subject: $0)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        navigationItem.rightBarButtonItem = editButtonItem
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "message")
        tableView.rowHeight = 44
        tableView.allowsMultipleSelectionDuringEditing = true
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
        -> TableViewCell
    {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        let message = messages[indexPath.row]
        cell.textLabel?.text = (message.isFlagged ? "⚑ " : "") + message.subject
        return cell
    }

    override func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        if editingStyle == .delete {
            messages.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }

    override func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        let message = messages.remove(at: sourceIndexPath.row)
        messages.insert(message, at: destinationIndexPath.row)
    }

    override func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        let flagged = messages[indexPath.row].isFlagged
        let flag = ContextualAction(style: .normal, title: flagged ? "Unflag" : "Flag") {
            [weak self] _, _, completion in
            guard let self else { return completion(false) }
            self.messages[indexPath.row].isFlagged.toggle()
            tableView.reloadRows(at: [indexPath], with: .none)
            completion(true)
        }
        flag.backgroundColor = .systemOrange
        return SwipeActionsConfiguration(actions: [flag])
    }

    func deleteSelected() {
        guard let selected = tableView.indexPathsForSelectedRows else { return }
        for path in selected.reversed() { messages.remove(at: path.row) }
        tableView.deleteRows(at: selected, with: .automatic)
    }
}

@MainActor @Suite struct TableInboxScreenTests {
    /// The centre of `path`'s row in the window.
    private func center(_ table: TableView, _ path: IndexPath) -> CGPoint {
        let rect = table.convert(table.rectForRow(at: path), to: nil)
        return CGPoint(x: rect.midX, y: rect.midY)
    }

    @Test(
        "A pasted inbox: delete by swipe, flag by a leading swipe, Edit to reorder and select several, Done (UIKit: editButtonItem, swipe actions, moveRowAt, allowsMultipleSelectionDuringEditing)"
    )
    func inbox() {
        let inbox = EditableInboxController(style: .plain)
        let navigation = NavigationController(rootViewController: inbox)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = navigation
        window.layoutIfNeeded()
        let table = inbox.tableView!

        // Delete "Invoice" with a trailing swipe and the Delete button.
        let invoice = center(table, [0, 1])
        window.swipeRow(atY: invoice.y, by: -100)
        window.find(.text("Delete")).tap()
        #expect(inbox.messages.map(\.subject) == ["Lunch?", "Trip", "Newsletter"])

        // Flag "Trip" with a leading swipe.
        let trip = center(table, [0, 1])
        window.swipeRow(atY: trip.y, by: 100, from: 60)
        window.find(.text("Flag")).tap()
        #expect(inbox.messages[1].isFlagged)
        #expect(table.cellForRow(at: [0, 1])?.textLabel?.text == "⚑ Trip")

        // Edit: move "Lunch?" to the bottom by its reorder control, select two rows.
        window.find(.text("Edit")).tap()
        #expect(inbox.isEditing && table.isEditing)
        let lunch = center(table, [0, 0])
        let bottom = center(table, [0, 2])
        window.drag(
            along: [CGPoint(x: 300, y: lunch.y), CGPoint(x: 300, y: bottom.y + 10)],
            duration: 0.2)
        #expect(inbox.messages.map(\.subject) == ["Trip", "Newsletter", "Lunch?"])
        window.tap(at: center(table, [0, 0]))
        window.tap(at: center(table, [0, 2]))
        #expect(table.indexPathsForSelectedRows == [[0, 0], [0, 2]])
        assertTree(
            table, options: TreeDescriptionOptions(maxDepth: 2),
            """
            TableView (0 0; 320 480) offset=(0 -44) content=(320 132)
            ├ TableViewCell (0 0; 320 44) indexPath=[0 0] selected editing
            │ ├ View (38 0; 244 44)
            │ ├ TableViewCellEditingControl (0 0; 38 44) interaction=off selection
            │ └ TableViewCellReorderControl (282 0; 38 44)
            ├ TableViewCell (0 44; 320 44) indexPath=[0 1] editing
            │ ├ View (38 0; 244 44)
            │ ├ TableViewCellEditingControl (0 0; 38 44) interaction=off selection
            │ └ TableViewCellReorderControl (282 0; 38 44)
            └ TableViewCell (0 88; 320 44) indexPath=[0 2] selected editing
              ├ View (38 0; 244 44)
              ├ TableViewCellEditingControl (0 0; 38 44) interaction=off selection
              └ TableViewCellReorderControl (282 0; 38 44)
            """)
        inbox.deleteSelected()
        #expect(inbox.messages.map(\.subject) == ["Newsletter"])

        // Done: back to normal rows; a swipe works again.
        window.find(.text("Done")).tap()
        #expect(!inbox.isEditing && !table.isEditing)
        #expect(inbox.editButtonItem.title == "Edit")
        #expect(table.visibleCells.allSatisfy { !$0.isEditing })
        window.swipeRow(atY: center(table, [0, 0]).y, by: -100)
        #expect(table.isEditing && !inbox.isEditing)
    }
}

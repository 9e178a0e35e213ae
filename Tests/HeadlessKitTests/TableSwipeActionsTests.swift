import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

// Rows are 44 points tall in a 320-point-wide table; an action button is 74 points wide. A
// trailing swipe slides the content left and shows the buttons in the room it leaves:
//
//     +------------------------------+          +--------------------+---------+
//     | r0                           |  ←swipe  | r0 (slid -74)      | Delete  |
//     +------------------------------+          +--------------------+---------+
//
// Releasing past half the buttons' width (37) keeps them open; past the full-swipe threshold
// (0.6 × 320 = 192) runs the first action.

/// Records the actions a test's handlers ran.
@MainActor
final class ActionLog {
    var entries: [String] = []
    var completions: [(Bool) -> Void] = []
}

@MainActor
private func action(
    _ title: String, style: ContextualAction.Style = .normal, log: ActionLog,
    completes: Bool? = true, body: @escaping () -> Void = {}
) -> ContextualAction {
    ContextualAction(style: style, title: title) { action, sourceView, completion in
        log.entries.append(
            "\(action.title ?? "") from \((sourceView as? Button)?.currentTitle ?? "?")")
        body()
        log.completions.append(completion)
        if let completes { completion(completes) }
    }
}

private func isDidEnd(_ call: EditCall) -> Bool {
    if case .didEndEditing = call { true } else { false }
}

@MainActor @Suite struct TableSwipeActionsTests {
    @Test(
        "With commit implemented and no configuration, a trailing swipe shows Delete; the delegate hears canEditRowAt, trailingSwipeActionsConfigurationForRowAt, editingStyleForRowAt, titleForDeleteConfirmationButtonForRowAt, willBeginEditingRowAt; isEditing reads true while open (UIKit)"
    )
    func defaultDelete() {
        let model = EditModel(rows: 3)
        let (window, table) = makeEditTable(model)
        window.swipeRow(atY: 22, by: -100)
        #expect(
            model.calls == [
                .canEdit([0, 0]), .trailing([0, 0]), .editingStyle([0, 0]), .deleteTitle([0, 0]),
                .willBeginEditing([0, 0]),
            ])
        #expect(model.probes == 1)  // commit asked once with .none
        #expect(table.isEditing)
        assertTree(
            table.cellForRow(at: [0, 0])!, options: TreeDescriptionOptions(maxDepth: 2),
            """
            TableViewCell (0 0; 320 44) indexPath=[0 0] swiped=-74
            ├ View (-74 0; 320 44)
            │ └ Label (16 12; 288 20.5) text="r0"
            └ SwipeActionsView (246 0; 74 44) clips trailing
              └ Button (0 0; 74 44) bg=#FF3B30 title="Delete"
            """)
        model.calls = []
        window.find(.text("Delete")).tap()
        #expect(model.calls == [.commit(.delete, [0, 0]), .didEndEditing(nil)])
        #expect(model.sections == [["r1", "r2"]])
        #expect(!table.isEditing)
    }

    @Test(
        "Releasing before half the buttons' width closes the row and calls didEndEditingRowAt; a swipe to the right with no leading actions does nothing"
    )
    func shortSwipeCloses() {
        let model = EditModel(rows: 3)
        let (window, table) = makeEditTable(model)
        window.swipeRow(atY: 66, by: -30)
        #expect(model.calls.last == .didEndEditing([0, 1]))
        #expect(!table.isEditing)
        #expect(table.cellForRow(at: [0, 1])?.contentView.frame.minX == 0)
        model.calls = []
        window.swipeRow(atY: 66, by: 100, from: 100)
        #expect(model.calls.prefix(2) == [.canEdit([0, 1]), .leading([0, 1])])
        #expect(!table.isEditing)
    }

    @Test(
        "A full swipe performs the first action; with performsFirstActionWithFullSwipe false the row stays open instead (UIKit: UISwipeActionsConfiguration)"
    )
    func fullSwipe() {
        let model = EditModel(rows: 3)
        let (window, table) = makeEditTable(model)
        window.swipeRow(atY: 22, by: -250, from: 300)
        #expect(model.sections == [["r1", "r2"]])
        #expect(model.calls.suffix(2) == [.commit(.delete, [0, 0]), .didEndEditing(nil)])

        let log = ActionLog()
        model.trailingActions = { _ in
            let configuration = SwipeActionsConfiguration(actions: [
                action("Archive", log: log), action("More", log: log),
            ])
            configuration.performsFirstActionWithFullSwipe = false
            return configuration
        }
        window.swipeRow(atY: 22, by: -250, from: 300)
        #expect(log.entries.isEmpty)
        #expect(table.cellForRow(at: [0, 0])?.editing.swipe?.offset == -148)
        assertTree(
            table.cellForRow(at: [0, 0])!, options: TreeDescriptionOptions(maxDepth: 2),
            """
            TableViewCell (0 0; 320 44) indexPath=[0 0] swiped=-148
            ├ View (-148 0; 320 44)
            │ └ Label (16 12; 288 20.5) text="r1"
            └ SwipeActionsView (172 0; 148 44) clips trailing
              ├ Button (74 0; 74 44) bg=#8E8E93 title="Archive"
              └ Button (0 0; 74 44) bg=#8E8E93 title="More"
            """)
    }

    @Test(
        "A leading swipe shows the leading actions; tapping one runs its handler with its button, and completion(true) closes the row (UIKit: leadingSwipeActionsConfigurationForRowAt, UIContextualAction)"
    )
    func leadingActionTap() {
        let model = EditModel(rows: 3)
        let log = ActionLog()
        model.leadingActions = { _ in
            SwipeActionsConfiguration(actions: [action("Flag", log: log)])
        }
        let (window, table) = makeEditTable(model)
        window.swipeRow(atY: 110, by: 120, from: 60)
        #expect(model.calls == [.canEdit([0, 2]), .leading([0, 2]), .willBeginEditing([0, 2])])
        #expect(table.cellForRow(at: [0, 2])?.contentView.frame.minX == 74)
        window.find(.text("Flag")).tap()
        #expect(log.entries == ["Flag from Flag"])
        #expect(model.calls.last == .didEndEditing([0, 2]))
        #expect(table.cellForRow(at: [0, 2])?.editing.swipe == nil)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test(
        "A tap elsewhere closes the open row without selecting anything; only one row is open at a time (UIKit)"
    )
    func tapElsewhereAndOneAtATime() {
        let model = EditModel(rows: 4)
        let (window, table) = makeEditTable(model)
        window.swipeRow(atY: 22, by: -100)
        window.tap(at: CGPoint(x: 150, y: 110))
        #expect(table.indexPathForSelectedRow == nil)
        #expect(!table.isEditing)
        #expect(model.calls.last == .didEndEditing([0, 0]))
        #expect(!model.calls.contains(.didSelect([0, 2])))
        // A tap on the open row's content closes it too.
        window.swipeRow(atY: 22, by: -100)
        window.tap(at: CGPoint(x: 100, y: 22))
        #expect(!table.isEditing && table.indexPathForSelectedRow == nil)
        // Swiping a second row closes the first.
        window.swipeRow(atY: 22, by: -100)
        model.calls = []
        window.swipeRow(atY: 66, by: -100)
        #expect(model.calls.first == .didEndEditing([0, 0]))
        #expect(model.calls.last == .willBeginEditing([0, 1]))
        #expect(table.visibleCells.filter { $0.editing.swipe != nil }.count == 1)
        #expect(table.cellForRow(at: [0, 1])?.editing.swipe != nil)
        // Then a tap selects again.
        window.tap(at: CGPoint(x: 150, y: 154))
        window.tap(at: CGPoint(x: 150, y: 154))
        #expect(table.indexPathForSelectedRow == [0, 3])
    }

    @Test(
        "A vertical drag on a row with actions scrolls the table and closes an open row: the swipe pan fails and the scroll pan wins (gesture arbitration)"
    )
    func verticalDragScrolls() {
        let model = EditModel(rows: 30)
        let (window, table) = makeEditTable(model)
        window.swipeRow(atY: 22, by: -100)
        #expect(table.isEditing)
        window.drag(
            along: [CGPoint(x: 150, y: 300), CGPoint(x: 140, y: 150), CGPoint(x: 140, y: 150)],
            duration: 0.3)
        window.settle()
        #expect(table.contentOffset.y > 100)
        #expect(!table.isEditing)
        #expect(table.visibleCells.allSatisfy { $0.editing.swipe == nil })
        // A mostly horizontal drag with some vertical movement swipes, and does not scroll.
        let offset = table.contentOffset.y
        let y = table.rectForRow(at: table.indexPathsForVisibleRows![3]).midY - offset
        window.drag(
            along: [CGPoint(x: 250, y: y), CGPoint(x: 150, y: y + 20), CGPoint(x: 150, y: y + 20)],
            duration: 0.3)
        #expect(table.contentOffset.y == offset)
        #expect(table.isEditing)
    }

    @Test(
        "No actions without commit or configurations; an empty configuration shows nothing; canEditRowAt false blocks the swipe; no swipe in editing mode"
    )
    func noActions() {
        final class Plain: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
                -> TableViewCell
            {
                tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
        }
        let plain = Plain()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = TableView(frame: window.bounds)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 44
        table.dataSource = plain
        window.addSubview(table)
        window.layoutIfNeeded()
        window.swipeRow(atY: 22, by: -100)
        #expect(!table.isEditing)

        let model = EditModel(rows: 3)
        model.trailingActions = { _ in SwipeActionsConfiguration(actions: []) }
        let (window2, table2) = makeEditTable(model)
        window2.swipeRow(atY: 22, by: -100)
        #expect(!table2.isEditing)
        model.trailingActions = nil
        model.canEdit = { _ in false }
        window2.swipeRow(atY: 22, by: -100)
        #expect(!table2.isEditing)
        model.canEdit = { _ in true }
        table2.setEditing(true, animated: false)
        window2.swipeRow(atY: 22, by: -100, from: 150)
        #expect(table2.visibleCells.allSatisfy { $0.editing.swipe == nil })
    }

    @Test(
        "setEditing(true) while a row is swiped closes it (didEndEditingRowAt) and enters editing mode; setEditing(false) while swiped closes it"
    )
    func setEditingWhileSwiped() {
        let model = EditModel(rows: 3)
        let (window, table) = makeEditTable(model)
        window.swipeRow(atY: 22, by: -100)
        model.calls = []
        table.setEditing(true, animated: true)
        #expect(model.calls.first == .didEndEditing([0, 0]))
        #expect(table.isEditing && table.cellForRow(at: [0, 0])?.editing.swipe == nil)
        table.setEditing(false, animated: false)
        window.swipeRow(atY: 22, by: -100)
        table.isEditing = false
        #expect(!table.isEditing)
        #expect(table.cellForRow(at: [0, 0])?.contentView.frame.minX == 0)
    }
}

@MainActor @Suite struct TableSwipeReentrancyTests {
    @Test("A handler that reloads the table closes the row; its completion afterwards is ignored")
    func handlerReloads() {
        let model = EditModel(rows: 3)
        let log = ActionLog()
        var table: TableView!
        model.trailingActions = { _ in
            SwipeActionsConfiguration(actions: [
                action("Reload", log: log) {
                    model.sections[0][0] = "changed"
                    table.reloadData()
                }
            ])
        }
        let made = makeEditTable(model)
        table = made.1
        made.0.swipeRow(atY: 22, by: -100)
        made.0.find(.text("Reload")).tap()
        table.layoutIfNeeded()
        #expect(model.calls.last == .didEndEditing([0, 0]))
        #expect(model.calls.filter(isDidEnd).count == 1)
        #expect(table.cellForRow(at: [0, 0])?.textLabel?.text == "changed")
        #expect(!table.isEditing)
    }

    @Test(
        "A handler that deletes other rows keeps the swiped row open at its new index path until completion"
    )
    func handlerDeletesOthers() {
        let model = EditModel(rows: 4)
        let log = ActionLog()
        var table: TableView!
        model.trailingActions = { _ in
            SwipeActionsConfiguration(actions: [
                action("Prune", log: log, completes: nil) {
                    model.sections[0].removeSubrange(0..<2)
                    table.deleteRows(at: [[0, 0], [0, 1]], with: .fade)
                }
            ])
        }
        let made = makeEditTable(model)
        table = made.1
        made.0.swipeRow(atY: 110, by: -100)
        made.0.find(.text("Prune")).tap()
        #expect(table.cellForRow(at: [0, 0])?.editing.swipe != nil)
        #expect(table.isEditing)
        log.completions[0](true)
        #expect(model.calls.last == .didEndEditing([0, 0]))
        #expect(!table.isEditing)
        log.completions[0](true)  // twice: ignored
        #expect(model.calls.filter(isDidEnd).count == 1)
    }

    @Test("A destructive handler that deletes its own row and calls completion(true) is fine")
    func destructiveDeletesOwnRow() {
        let model = EditModel(rows: 3)
        let log = ActionLog()
        var table: TableView!
        model.trailingActions = { path in
            SwipeActionsConfiguration(actions: [
                action("Trash", style: .destructive, log: log) {
                    model.sections[0].remove(at: path.row)
                    table.deleteRows(at: [path], with: .automatic)
                }
            ])
        }
        let made = makeEditTable(model)
        table = made.1
        made.0.swipeRow(atY: 66, by: -100)
        made.0.find(.text("Trash")).tap()
        #expect(model.sections == [["r0", "r2"]])
        #expect(model.calls.last == .didEndEditing(nil))
        #expect(!table.isEditing)
    }

    @Test("A handler that presents an alert, or turns editing off, leaves the table consistent")
    func handlerPresentsAlertOrEndsEditing() {
        final class Screen: ViewController {}
        let model = EditModel(rows: 3)
        let log = ActionLog()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let screen = Screen()
        window.rootViewController = screen
        let table = TableView(frame: screen.view.bounds)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 44
        table.dataSource = model
        table.delegate = model
        screen.view.addSubview(table)
        window.layoutIfNeeded()
        model.trailingActions = { _ in
            SwipeActionsConfiguration(actions: [
                action("Ask", log: log, completes: nil) {
                    let alert = AlertController(
                        title: "Sure?", message: nil, preferredStyle: .alert)
                    alert.addAction(
                        AlertAction(title: "OK", style: .default) { _ in
                            log.completions.last?(true)
                        })
                    screen.present(alert, animated: false)
                },
                action("Off", log: log) { table.setEditing(false, animated: false) },
            ])
        }
        window.swipeRow(atY: 22, by: -200, from: 300)
        #expect(log.entries == ["Ask from Ask"])  // the full swipe ran the first action
        window.settle()
        window.find(.text("OK")).tap()
        window.settle()
        #expect(model.calls.last == .didEndEditing([0, 0]))
        #expect(!table.isEditing)
        window.swipeRow(atY: 66, by: -160)
        window.find(.text("Off")).tap()
        #expect(model.calls.filter(isDidEnd).count == 2)
        #expect(!table.isEditing)
    }

    @Test(
        "A table dropped while a row is open goes away; a completion called after it is gone does nothing"
    )
    func lifetime() {
        let model = EditModel(rows: 3)
        let log = ActionLog()
        model.trailingActions = { _ in
            SwipeActionsConfiguration(actions: [action("Later", log: log, completes: nil)])
        }
        weak var weakTable: TableView?
        var window: Window? = nil
        do {
            let made = makeEditTable(model)
            window = made.0
            weakTable = made.1
            made.0.swipeRow(atY: 22, by: -100)
            made.0.find(.text("Later")).tap()
            made.1.removeFromSuperview()
        }
        #expect(weakTable == nil)
        log.completions[0](true)
        log.completions[0](false)
        #expect(window != nil)
    }
}

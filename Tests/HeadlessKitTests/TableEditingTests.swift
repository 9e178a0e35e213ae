import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

// Rows are 44 points tall in a 320-point-wide table: row r's centre is at y = 44 r + 22. The
// editing control takes the leading 38 points, the reorder control the trailing 38.
//
//     +--+---------------------------+--+
//     |- | r0 (content, indented 38) |==|   editing control | content | reorder control
//     +--+---------------------------+--+

@MainActor @Suite struct TableEditingTests {
    @Test(
        "setEditing(true) shows a delete control at the leading edge, indents the content view and shows the reorder control; asks canEditRowAt, editingStyleForRowAt, shouldIndentWhileEditingRowAt, canMoveRowAt in that order (UIKit: setEditing(_:animated:))"
    )
    func enteringEditingMode() {
        let model = EditModel(rows: 2)
        let (_, table) = makeEditTable(model)
        #expect(!table.isEditing)
        table.setEditing(true, animated: true)
        #expect(table.isEditing)
        #expect(model.probes == 1)  // moveRowAt asked once, moving a row onto itself
        #expect(
            model.calls == [
                .canEdit([0, 0]), .editingStyle([0, 0]), .shouldIndent([0, 0]), .canMove([0, 0]),
                .canEdit([0, 1]), .editingStyle([0, 1]), .shouldIndent([0, 1]), .canMove([0, 1]),
            ])
        table.layoutIfNeeded()
        assertTree(
            table, options: TreeDescriptionOptions(maxDepth: 2),
            """
            TableView (0 0; 320 480) content=(320 88)
            ├ TableViewCell (0 0; 320 44) indexPath=[0 0] editing
            │ ├ View (38 0; 244 44)
            │ ├ TableViewCellEditingControl (0 0; 38 44) delete
            │ └ TableViewCellReorderControl (282 0; 38 44)
            └ TableViewCell (0 44; 320 44) indexPath=[0 1] editing
              ├ View (38 0; 244 44)
              ├ TableViewCellEditingControl (0 0; 38 44) delete
              └ TableViewCellReorderControl (282 0; 38 44)
            """)
        table.setEditing(false, animated: false)
        table.layoutIfNeeded()
        assertTree(
            table, options: TreeDescriptionOptions(maxDepth: 2),
            """
            TableView (0 0; 320 480) content=(320 88)
            ├ TableViewCell (0 0; 320 44) indexPath=[0 0]
            │ └ View (0 0; 320 44)
            └ TableViewCell (0 44; 320 44) indexPath=[0 1]
              └ View (0 0; 320 44)
            """)
    }

    @Test(
        "A row that cannot be edited shows no control and does not indent; .insert shows a plus; shouldIndentWhileEditing false keeps the content in place (UIKit: canEditRowAt, EditingStyle)"
    )
    func stylesAndIndentation() {
        let model = EditModel(rows: 3)
        model.canEdit = { $0.row != 0 }
        model.style = { $0.row == 1 ? .insert : .delete }
        model.canMove = { _ in false }
        let (_, table) = makeEditTable(model)
        table.cellForRow(at: [0, 2])?.shouldIndentWhileEditing = false
        table.isEditing = true
        table.layoutIfNeeded()
        assertTree(
            table, options: TreeDescriptionOptions(maxDepth: 2),
            """
            TableView (0 0; 320 480) content=(320 132)
            ├ TableViewCell (0 0; 320 44) indexPath=[0 0] editing
            │ └ View (0 0; 320 44)
            ├ TableViewCell (0 44; 320 44) indexPath=[0 1] editing
            │ ├ View (38 0; 282 44)
            │ └ TableViewCellEditingControl (0 0; 38 44) insert
            └ TableViewCell (0 88; 320 44) indexPath=[0 2] editing
              ├ View (0 0; 320 44)
              └ TableViewCellEditingControl (0 0; 38 44) delete
            """)
        #expect(table.cellForRow(at: [0, 1])?.editingStyle == .insert)
    }

    @Test(
        "Tapping the insert control commits .insert; the data source inserts the row (UIKit: tableView(_:commit:forRowAt:))"
    )
    func insertControl() {
        let model = EditModel(rows: 2)
        model.style = { _ in .insert }
        let (window, table) = makeEditTable(model)
        table.setEditing(true, animated: false)
        model.calls = []
        window.tap(at: CGPoint(x: 19, y: 22))
        #expect(model.calls.contains(.commit(.insert, [0, 0])))
        #expect(model.sections == [["r0", "new", "r1"]])
        #expect(table.numberOfRows(inSection: 0) == 3)
    }

    @Test(
        "Tapping the delete control reveals the Delete confirmation (titleForDeleteConfirmationButtonForRowAt); tapping it commits .delete and the row goes, with no willBegin/didEndEditingRowAt in editing mode (UIKit)"
    )
    func deleteConfirmation() {
        let model = EditModel(rows: 3)
        model.deleteTitle = "Remove"
        let (window, table) = makeEditTable(model)
        table.setEditing(true, animated: false)
        model.calls = []
        window.tap(at: CGPoint(x: 19, y: 66))
        #expect(
            model.calls == [
                .canEdit([0, 1]), .trailing([0, 1]), .editingStyle([0, 1]), .deleteTitle([0, 1]),
            ])
        assertTree(
            table.cellForRow(at: [0, 1])!, options: TreeDescriptionOptions(maxDepth: 2),
            """
            TableViewCell (0 44; 320 44) indexPath=[0 1] editing swiped=-74
            ├ View (-36 0; 244 44)
            │ └ Label (16 12; 212 20.5) text="r1"
            ├ TableViewCellEditingControl (-74 0; 38 44) delete
            │ ├ imageView (0 0; 0 0) hidden contentMode=center
            │ └ titleLabel (0 0; 0 0) hidden
            ├ TableViewCellReorderControl (208 0; 38 44)
            └ SwipeActionsView (246 0; 74 44) clips trailing
              └ Button (0 0; 74 44) bg=#FF3B30 title="Remove"
            """)
        model.calls = []
        window.find(.text("Remove")).tap()
        #expect(model.calls.first == .commit(.delete, [0, 1]))
        #expect(
            !model.calls.contains(where: { if case .didEndEditing = $0 { true } else { false } }))
        #expect(model.sections == [["r0", "r2"]])
        #expect(table.isEditing)
        #expect(table.cellForRow(at: [0, 1])?.textLabel?.text == "r2")
        #expect(table.cellForRow(at: [0, 1])?.editing.swipe == nil)
    }

    @Test(
        "A second tap on the delete control, or a tap elsewhere, hides the confirmation without deleting"
    )
    func deleteConfirmationCancelled() {
        let model = EditModel(rows: 3)
        let (window, table) = makeEditTable(model)
        table.setEditing(true, animated: false)
        window.tap(at: CGPoint(x: 19, y: 22))
        #expect(table.cellForRow(at: [0, 0])?.editing.swipe != nil)
        window.tap(at: CGPoint(x: 150, y: 300))
        #expect(table.cellForRow(at: [0, 0])?.editing.swipe == nil)
        #expect(model.sections == [["r0", "r1", "r2"]])
    }

    @Test("A commit that calls setEditing(false) leaves editing mode and deletes the row")
    func commitEndsEditing() {
        let model = EditModel(rows: 3)
        model.onCommit = { table, _, _ in table.setEditing(false, animated: true) }
        let (window, table) = makeEditTable(model)
        table.setEditing(true, animated: false)
        window.tap(at: CGPoint(x: 19, y: 22))
        window.find(.text("Delete")).tap()
        #expect(!table.isEditing)
        #expect(model.sections == [["r1", "r2"]])
        #expect(table.visibleCells.allSatisfy { !$0.isEditing && $0.editing.swipe == nil })
    }

    @Test(
        "Dragging the reorder control moves the row live and calls moveRowAt once, on lift (UIKit: tableView(_:moveRowAt:to:))"
    )
    func reorderMovesLive() {
        let model = EditModel(rows: 4)
        let (window, table) = makeEditTable(model)
        table.setEditing(true, animated: false)
        model.calls = []
        let finger = window.beginTouch(at: CGPoint(x: 300, y: 22))
        _ = finger.move(to: CGPoint(x: 300, y: 70), duration: 0.1)
        #expect(table.cellForRow(at: [0, 1])?.textLabel?.text == "r0")
        #expect(table.cellForRow(at: [0, 0])?.textLabel?.text == "r1")
        #expect(table.cellForRow(at: [0, 1])?.viewStates.isReordering == true)
        _ = finger.move(to: CGPoint(x: 300, y: 150), duration: 0.1)
        #expect(table.cellForRow(at: [0, 3])?.textLabel?.text == "r0")
        #expect(!model.calls.contains(where: { if case .move = $0 { true } else { false } }))
        #expect(table.contentOffset.y == 0)  // the drag does not scroll
        finger.end()
        #expect(
            model.calls.filter { if case .move = $0 { true } else { false } } == [
                .move([0, 0], [0, 3])
            ])
        #expect(model.calls.first == .target([0, 0], [0, 1]))
        #expect(model.sections == [["r1", "r2", "r3", "r0"]])
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["r1", "r2", "r3", "r0"])
    }

    @Test(
        "targetIndexPathForMoveFromRowAt keeps a row out of a place; a target that is not a row is clamped (data)"
    )
    func reorderTarget() {
        let model = EditModel(rows: 4)
        model.target = { _, proposed in proposed.row == 3 ? [0, 2] : proposed }
        let (window, table) = makeEditTable(model)
        table.setEditing(true, animated: false)
        window.drag(along: [CGPoint(x: 300, y: 22), CGPoint(x: 300, y: 160)], duration: 0.2)
        #expect(model.sections == [["r1", "r2", "r0", "r3"]])
        model.target = { _, _ in IndexPath(row: 99, section: 7) }
        window.drag(along: [CGPoint(x: 300, y: 22), CGPoint(x: 300, y: 60)], duration: 0.2)
        #expect(model.sections == [["r2", "r0", "r3", "r1"]])
    }

    @Test(
        "A row dragged into another section is counted there until moveRowAt; the model's move keeps the counts consistent"
    )
    func reorderAcrossSections() {
        let model = EditModel([["a0", "a1"], ["b0"]])
        let (window, table) = makeEditTable(model)
        table.setEditing(true, animated: false)
        window.drag(along: [CGPoint(x: 300, y: 22), CGPoint(x: 300, y: 120)], duration: 0.2)
        #expect(
            model.sections == [["a1"], ["a0", "b0"]] || model.sections == [["a1"], ["b0", "a0"]])
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(table.numberOfRows(inSection: 1) == 2)
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 1) == 2)
    }

    @Test(
        "No reorder control without moveRowAt; canMoveRowAt false hides it for a row (UIKit: showsReorderControl)"
    )
    func reorderControlNeedsMove() {
        final class NoMove: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
                -> TableViewCell
            {
                tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
        }
        let source = NoMove()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = TableView(frame: window.bounds)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 44
        table.dataSource = source
        window.addSubview(table)
        table.setEditing(true, animated: false)
        #expect(table.visibleCells.allSatisfy { !$0.showsReorderControl })
        #expect(table.visibleCells.allSatisfy { $0.editingStyle == .delete })

        let model = EditModel(rows: 2)
        model.canMove = { $0.row == 1 }
        let (_, other) = makeEditTable(model)
        other.setEditing(true, animated: false)
        #expect(other.visibleCells.map(\.showsReorderControl) == [false, true])
    }

    @Test(
        "In editing mode taps select only with allowsSelectionDuringEditing; allowsMultipleSelectionDuringEditing shows selection circles and toggles rows; changing mode clears the selection (UIKit)"
    )
    func selectionDuringEditing() {
        let model = EditModel(rows: 3)
        let (window, table) = makeEditTable(model)
        window.tap(at: CGPoint(x: 150, y: 22))
        #expect(table.indexPathForSelectedRow == [0, 0])
        table.setEditing(true, animated: false)
        #expect(table.indexPathForSelectedRow == nil)
        window.tap(at: CGPoint(x: 150, y: 66))
        #expect(table.indexPathForSelectedRow == nil)
        table.allowsSelectionDuringEditing = true
        window.tap(at: CGPoint(x: 150, y: 66))
        #expect(table.indexPathsForSelectedRows == [[0, 1]])
        table.allowsMultipleSelectionDuringEditing = true
        window.tap(at: CGPoint(x: 150, y: 22))
        window.tap(at: CGPoint(x: 19, y: 110))  // the circle lets the tap through to the row
        #expect(table.indexPathsForSelectedRows == [[0, 0], [0, 1], [0, 2]])
        window.tap(at: CGPoint(x: 150, y: 22))
        #expect(table.indexPathsForSelectedRows == [[0, 1], [0, 2]])
        #expect(table.cellForRow(at: [0, 0])?.editing.editingControl?.kind == .selection)
        #expect(table.allowsSelection && !table.allowsMultipleSelection)
        table.setEditing(false, animated: false)
        #expect(table.indexPathsForSelectedRows == nil)
        window.tap(at: CGPoint(x: 150, y: 22))
        window.tap(at: CGPoint(x: 150, y: 66))
        #expect(table.indexPathsForSelectedRows == [[0, 1]])
    }

    @Test(
        "editingAccessoryType and editingAccessoryView replace the accessory in editing mode (UIKit: UITableViewCell.editingAccessoryView)"
    )
    func editingAccessory() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        let normal = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let editingView = View(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        cell.accessoryView = normal
        cell.editingAccessoryView = editingView
        cell.layoutIfNeeded()
        #expect(!normal.isHidden && editingView.isHidden)
        cell.setEditing(true, animated: false)
        cell.layoutIfNeeded()
        #expect(normal.isHidden && !editingView.isHidden)
        #expect(editingView.frame == CGRect(x: 274, y: 7, width: 30, height: 30))
        // 320 - 38 (indent) - 16 - 30 (the view) - 16.
        #expect(cell.contentView.frame == CGRect(x: 38, y: 0, width: 220, height: 44))
        cell.editingAccessoryView = nil
        cell.editingAccessoryType = .checkmark
        cell.layoutIfNeeded()
        // 320 - 38 - 16 - 14 (a checkmark) - 16.
        #expect(cell.contentView.frame == CGRect(x: 38, y: 0, width: 236, height: 44))
    }

    @Test(
        "editButtonItem reads Edit, then Done while editing; a TableViewController passes setEditing on to its table view (UIKit: editButtonItem)"
    )
    func editButtonItem() {
        final class Controller: TableViewController {
            var rows = ["a", "b"]
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
            }
            override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int)
                -> Int
            { rows.count }
            override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
                -> TableViewCell
            {
                tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
        }
        let controller = Controller(style: .plain)
        let item = controller.editButtonItem
        #expect(item === controller.editButtonItem)
        #expect(item.title == "Edit" && item.style == .plain)
        item.sendAction()
        #expect(controller.isEditing && controller.tableView.isEditing)
        #expect(item.title == "Done" && item.style == .done)
        controller.isEditing = false
        #expect(!controller.tableView.isEditing && item.title == "Edit")
        let plain = ViewController()
        plain.setEditing(true, animated: false)
        #expect(plain.isEditing && plain.editButtonItem.title == "Done")
    }
}

@MainActor @Suite struct TableDiffableEditingTests {
    final class Deletable: TableViewDiffableDataSource<Int, String> {
        var editable = false
        override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
            editable
        }
        override func tableView(
            _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
            forRowAt indexPath: IndexPath
        ) {
            guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
            var snapshot = self.snapshot()
            snapshot.deleteItems([item])
            apply(snapshot, animatingDifferences: true)
        }
    }

    @Test(
        "A diffable data source's rows cannot be edited until a subclass overrides canEditRowAt; with commit overridden, a swipe deletes from the snapshot (UIKit: UITableViewDiffableDataSource)"
    )
    func diffableSwipeDelete() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = TableView(frame: window.bounds, style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 44
        let source = Deletable(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        source.apply(snapshot, animatingDifferences: false)
        window.addSubview(table)
        window.layoutIfNeeded()
        window.swipeRow(atY: 22, by: -100)
        #expect(!table.isEditing)
        source.editable = true
        window.swipeRow(atY: 22, by: -100)
        #expect(table.isEditing)
        window.find(.text("Delete")).tap()
        #expect(source.snapshot().itemIdentifiers == ["b", "c"])
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["b", "c"])
    }
}

@MainActor @Suite struct TableEditingStopTests {
    @Test(
        "A commit that deletes the row without updating the model stops with UIKit's inconsistency message"
    )
    func commitWithoutModelUpdate() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            @MainActor in
            let model = EditModel(rows: 3)
            model.onCommit = { table, _, path in table.deleteRows(at: [path], with: .fade) }
            model.deletesOnCommit = false
            let (window, table) = makeEditTable(model)
            table.setEditing(true, animated: false)
            window.tap(at: CGPoint(x: 19, y: 22))
            window.find(.text("Delete")).tap()
        }
        expectStop(
            result,
            naming: [
                "Invalid update: invalid number of rows in section 0. The number of rows "
                    + "contained in an existing section after the update (3) must be equal to the "
                    + "number of rows contained in that section before the update (3), plus or "
                    + "minus the number of rows inserted or deleted from that section (0 inserted, "
                    + "1 deleted)"
            ])
    }

    @Test("A commit that deletes a row out of range stops, naming the row")
    func commitDeletesOutOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            @MainActor in
            let model = EditModel(rows: 3)
            model.deletesOnCommit = false
            model.onCommit = { table, _, _ in
                table.deleteRows(at: [IndexPath(row: 9, section: 0)], with: .fade)
            }
            let (window, table) = makeEditTable(model)
            table.setEditing(true, animated: false)
            window.tap(at: CGPoint(x: 19, y: 22))
            window.find(.text("Delete")).tap()
        }
        expectStop(result, naming: ["row 9", "section 0"])
    }
}

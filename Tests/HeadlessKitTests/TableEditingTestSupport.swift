import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// One editing call a table view made to its data source or delegate.
enum EditCall: Equatable {
    case canEdit(IndexPath)
    case commit(TableViewCell.EditingStyle, IndexPath)
    case canMove(IndexPath)
    case move(IndexPath, IndexPath)
    case editingStyle(IndexPath)
    case deleteTitle(IndexPath)
    case shouldIndent(IndexPath)
    case willBeginEditing(IndexPath)
    case didEndEditing(IndexPath?)
    case target(IndexPath, IndexPath)
    case leading(IndexPath)
    case trailing(IndexPath)
    case didSelect(IndexPath)
    case didDeselect(IndexPath)
}

/// A table model that edits: one section of string rows by default, deletes and moves in its
/// model when asked; records its editing calls (the probes UIKit never sends, `.none` commits
/// and moves of a row onto itself, are counted apart).
@MainActor
final class EditModel: TableViewDataSource, TableViewDelegate {
    var sections: [[String]]
    var calls: [EditCall] = []
    var probes = 0
    /// Whether `commit(.delete)` updates the model and deletes the row.
    var deletesOnCommit = true
    var canEdit: (IndexPath) -> Bool = { _ in true }
    var canMove: (IndexPath) -> Bool = { _ in true }
    var style: (IndexPath) -> TableViewCell.EditingStyle = { _ in .delete }
    var deleteTitle: String?
    var indents = true
    var leadingActions: ((IndexPath) -> SwipeActionsConfiguration?)?
    var trailingActions: ((IndexPath) -> SwipeActionsConfiguration?)?
    var target: ((IndexPath, IndexPath) -> IndexPath)?
    var onCommit: ((TableView, TableViewCell.EditingStyle, IndexPath) -> Void)?

    init(_ sections: [[String]]) { self.sections = sections }
    convenience init(rows: Int) { self.init([(0..<rows).map { "r\($0)" }]) }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        calls.append(.canEdit(indexPath))
        return canEdit(indexPath)
    }
    func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        guard editingStyle != .none else {
            probes += 1
            return
        }
        calls.append(.commit(editingStyle, indexPath))
        if editingStyle == .delete, deletesOnCommit {
            sections[indexPath.section].remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        } else if editingStyle == .insert {
            sections[indexPath.section].insert("new", at: indexPath.row + 1)
            tableView.insertRows(
                at: [IndexPath(row: indexPath.row + 1, section: indexPath.section)],
                with: .automatic
            )
        }
        onCommit?(tableView, editingStyle, indexPath)
    }
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        calls.append(.canMove(indexPath))
        return canMove(indexPath)
    }
    func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        guard sourceIndexPath != destinationIndexPath else {
            // The table view's probe (UIKit sends same-row moves too; they change nothing).
            probes += 1
            return
        }
        calls.append(.move(sourceIndexPath, destinationIndexPath))
        let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
    }
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
        -> TableViewCell.EditingStyle
    {
        calls.append(.editingStyle(indexPath))
        return style(indexPath)
    }
    func tableView(
        _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? {
        calls.append(.deleteTitle(indexPath))
        return deleteTitle
    }
    func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
        -> Bool
    {
        calls.append(.shouldIndent(indexPath))
        return indents
    }
    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
        calls.append(.willBeginEditing(indexPath))
    }
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
        calls.append(.didEndEditing(indexPath))
    }
    func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        calls.append(.target(sourceIndexPath, proposedDestinationIndexPath))
        return target?(sourceIndexPath, proposedDestinationIndexPath)
            ?? proposedDestinationIndexPath
    }
    func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        calls.append(.leading(indexPath))
        return leadingActions?(indexPath)
    }
    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        calls.append(.trailing(indexPath))
        return trailingActions?(indexPath)
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        calls.append(.didSelect(indexPath))
    }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        calls.append(.didDeselect(indexPath))
    }
}

/// A 320×480 window holding a table of 44-point rows fed by `model`, laid out.
@MainActor
func makeEditTable(_ model: EditModel) -> (Window, TableView) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let table = TableView(frame: window.bounds, style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    table.rowHeight = 44
    table.dataSource = model
    table.delegate = model
    window.addSubview(table)
    window.layoutIfNeeded()
    return (window, table)
}

extension Window {
    /// Swipes the row whose centre is at `y` by `dx` (negative: to the left), slowly enough
    /// not to fling, and lifts.
    func swipeRow(atY y: CGFloat, by dx: CGFloat, from x: CGFloat = 200) {
        let start = CGPoint(x: x, y: y)
        let end = CGPoint(x: x + dx, y: y)
        drag(along: [start, end, end], duration: 0.3)
    }
}

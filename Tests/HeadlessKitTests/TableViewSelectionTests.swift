import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

@MainActor @Suite(.serialized) struct TableViewSelectionTests {
    let r0 = IndexPath(row: 0, section: 0)
    let r1 = IndexPath(row: 1, section: 0)
    let r2 = IndexPath(row: 2, section: 0)

    @Test(
        "A tap highlights, then willSelectRowAt, willDeselectRowAt and didDeselectRowAt for the old row, didSelectRowAt (UIKit: UITableViewDelegate, Managing selections)"
    )
    func tapSelects() {
        let model = TableModel(counts: [20])
        let (window, table) = makeTable(model)
        model.recordsDisplay = false
        model.calls.removeAll()
        window.tap(at: CGPoint(x: 100, y: 20))
        #expect(
            model.calls == [
                .shouldHighlight(r0), .didHighlight(r0), .didUnhighlight(r0), .willSelect(r0),
                .didSelect(r0),
            ])
        #expect(table.indexPathForSelectedRow == r0)
        #expect(table.cellForRow(at: r0)?.isSelected == true)
        model.calls.removeAll()
        window.tap(at: CGPoint(x: 100, y: 100))  // row 2
        #expect(
            model.calls == [
                .shouldHighlight(r2), .didHighlight(r2), .didUnhighlight(r2), .willSelect(r2),
                .willDeselect(r0), .didDeselect(r0), .didSelect(r2),
            ])
        #expect(table.indexPathsForSelectedRows == [r2])
        #expect(table.cellForRow(at: r0)?.isSelected == false)
    }

    @Test(
        "willSelectRowAt returning nil cancels the selection; returning another row selects that one (UIKit: tableView(_:willSelectRowAt:))"
    )
    func willSelectRedirects() {
        let model = TableModel(counts: [20])
        let (window, table) = makeTable(model)
        model.recordsDisplay = false
        model.willSelectAnswer = { _ in nil }
        window.tap(at: CGPoint(x: 100, y: 20))
        #expect(table.indexPathForSelectedRow == nil)
        #expect(!model.calls.contains(.didSelect(r0)))
        model.willSelectAnswer = { [r2] _ in r2 }
        model.calls.removeAll()
        window.tap(at: CGPoint(x: 100, y: 20))
        #expect(table.indexPathForSelectedRow == r2)
        #expect(model.calls.suffix(2) == [.willSelect(r0), .didSelect(r2)])
        #expect(table.cellForRow(at: r2)?.isSelected == true)
    }

    @Test(
        "Multiple selection toggles rows with willDeselectRowAt/didDeselectRowAt; selectRow and deselectRow tell no delegate (UIKit: selectRow(at:animated:scrollPosition:))"
    )
    func multipleSelection() {
        let model = TableModel(counts: [40])
        let (window, table) = makeTable(model)
        model.recordsDisplay = false
        table.allowsMultipleSelection = true
        window.tap(at: CGPoint(x: 100, y: 20))
        window.tap(at: CGPoint(x: 100, y: 60))
        #expect(table.indexPathsForSelectedRows == [r0, r1])
        model.calls.removeAll()
        window.tap(at: CGPoint(x: 100, y: 20))
        #expect(model.calls.suffix(2) == [.willDeselect(r0), .didDeselect(r0)])
        #expect(table.indexPathsForSelectedRows == [r1])
        model.calls.removeAll()
        let far = IndexPath(row: 30, section: 0)
        table.selectRow(at: far, animated: false, scrollPosition: .top)
        table.deselectRow(at: r1, animated: false)
        #expect(model.calls.isEmpty)
        #expect(table.indexPathsForSelectedRows == [far])
        #expect(table.contentOffset.y == 1280)  // row 30 at 1320, clamped to the end
        window.runFrames(1)
        #expect(table.cellForRow(at: far)?.isSelected == true)
        table.selectRow(at: nil, animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test("allowsSelection off ignores taps (UIKit: allowsSelection)")
    func selectionOff() {
        let model = TableModel(counts: [5])
        let (window, table) = makeTable(model)
        table.allowsSelection = false
        model.calls.removeAll()
        window.tap(at: CGPoint(x: 100, y: 20))
        #expect(table.indexPathForSelectedRow == nil)
        #expect(model.calls.isEmpty)
    }

    @Test(
        "A cell hears setSelected(_:animated:) when the table view selects its row; reloadData clears the selection (UIKit: UITableViewCell.setSelected(_:animated:))"
    )
    func cellHearsSetSelected() {
        final class Cell: TableViewCell {
            var heard: [Bool] = []
            override func setSelected(_ selected: Bool, animated: Bool) {
                super.setSelected(selected, animated: animated)
                heard.append(selected)
            }
        }
        let model = TableModel(counts: [5])
        let (window, table) = makeTable(model) {
            $0.register(Cell.self, forCellReuseIdentifier: "cell")
        }
        window.tap(at: CGPoint(x: 100, y: 20))
        let cell = table.cellForRow(at: r0) as! Cell
        #expect(cell.heard == [true])
        #expect(cell.isSelected)
        table.reloadData()
        window.layoutIfNeeded()
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test(
        "A drag that scrolls does not select (UIKit: UIScrollView delaysContentTouches, canCancelContentTouches)"
    )
    func dragDoesNotSelect() {
        let model = TableModel(counts: [100])
        let (window, table) = makeTable(model)
        window.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 100), duration: 0.3)
        window.settle()
        #expect(table.indexPathForSelectedRow == nil)
        #expect(!model.calls.contains { if case .didSelect = $0 { true } else { false } })
    }

    @Test(
        "A delegate that deletes rows or reloads inside didSelectRowAt or cellForRowAt leaves a consistent table (re-entrant data source)"
    )
    func reentrantDataSource() {
        let model = TableModel(counts: [30])
        let (window, table) = makeTable(model)
        model.onDidSelect = { table, path in
            model.sections[0].remove(at: path.row)
            table.deleteRows(at: [path], with: .automatic)
        }
        window.tap(at: CGPoint(x: 100, y: 20))
        window.runFrames(1)
        #expect(table.numberOfRows(inSection: 0) == 29)
        #expect(table.cellForRow(at: r0)?.textLabel?.text == "s0 r1")
        #expect(table.indexPathForSelectedRow == nil)
        var reloads = 0
        model.onCellForRow = { table, path in
            if path.row == 3, reloads < 2 {
                reloads += 1
                model.sections[0].removeLast()
                table.reloadData()
            }
        }
        table.reloadData()
        window.runFrames(3)
        #expect(table.numberOfRows(inSection: 0) == 27)
        let texts = table.visibleCells.map { $0.textLabel?.text ?? "" }
        #expect(texts == (1...11).map { "s0 r\($0)" })
        #expect(table.visibleCells.count == 11)
        // Deleting rows from inside cellForRowAt, as the rows come on screen.
        var deletes = 0
        model.onCellForRow = { table, path in
            if path.row == 12, deletes < 3 {
                deletes += 1
                model.sections[0].remove(at: 0)
                table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            }
        }
        table.contentOffset = CGPoint(x: 0, y: 100)
        window.runFrames(3)
        #expect(deletes == 3)
        #expect(table.numberOfRows(inSection: 0) == 24)
        let rows = table.indexPathsForVisibleRows ?? []
        #expect(rows == (2...13).map { IndexPath(row: $0, section: 0) })  // 100..580
        for cell in table.visibleCells {
            let path = table.indexPath(for: cell)!
            #expect(cell.textLabel?.text == model.sections[0][path.row])
            #expect(cell.frame == table.rectForRow(at: path))
        }
    }
    @Test(
        "A held finger highlights its row after the content-touch delay; a drag that follows unhighlights without selecting (UIKit: UITableViewCell.isHighlighted, UIScrollView.delaysContentTouches)"
    )
    func heldTouchHighlights() {
        let model = TableModel(counts: [50])
        let (window, table) = makeTable(model)
        let finger = window.beginTouch(at: CGPoint(x: 100, y: 60))
        finger.hold(duration: 0.1)
        #expect(table.cellForRow(at: r1)?.isHighlighted == false)  // still within 150 ms
        finger.hold(duration: 0.1)
        #expect(table.cellForRow(at: r1)?.isHighlighted == true)
        finger.move(to: CGPoint(x: 100, y: 300), duration: 0.2)
        #expect(table.isDragging)
        #expect(table.cellForRow(at: r1)?.isHighlighted == false)
        finger.end()
        window.settle()
        #expect(table.indexPathForSelectedRow == nil)
        #expect(model.calls.contains(.didUnhighlight(r1)))
        #expect(!model.calls.contains(.willSelect(r1)))
    }
}

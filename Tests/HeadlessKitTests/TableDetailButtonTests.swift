import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// UIKit: `tableView(_:accessoryButtonTappedForRowWith:)` ("tells the delegate that the user
/// tapped the detail button for the specified row"); a tap on the detail button does not
/// select the row, a tap elsewhere on the row does.
@MainActor
@Suite struct TableDetailButtonTests {
    final class Rows: TableViewDataSource, TableViewDelegate {
        var types: [TableViewCell.AccessoryType]
        var log: [String] = []
        /// Runs inside the accessory callback.
        var onAccessory: ((TableView, IndexPath) -> Void)?
        init(_ types: [TableViewCell.AccessoryType]) { self.types = types }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
            types.count
        }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            cell.accessoryType = types[indexPath.row]
            return cell
        }
        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
            log.append("select \(indexPath.row)")
        }
        func tableView(
            _ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath
        ) {
            log.append("info \(indexPath.row)")
            onAccessory?(tableView, indexPath)
        }
    }

    private func makeTable(_ rows: Rows) -> (Window, TableView) {
        let window = Window(size: CGSize(width: 320, height: 480))
        let table = TableView(frame: window.bounds, style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 44
        table.dataSource = rows
        table.delegate = rows
        window.addSubview(table)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, table)
    }

    @Test func tappingTheDetailButtonTellsTheDelegateAndDoesNotSelect() throws {
        let rows = Rows([.detailButton, .detailDisclosureButton, .disclosureIndicator])
        let (window, table) = makeTable(rows)
        for row in 0..<2 {
            let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
            let button = try #require(cell.detailButton)
            #expect(!button.isHidden && button.accessibilityLabel == "More Info")
            #expect(button.frame.maxX <= cell.bounds.width - TableViewCell.accessoryMargin)
            #expect(button.frame.minX >= cell.contentView.frame.maxX, "beside the content")
            window.tap(at: button.convert(CGPoint(x: 11, y: 22), to: window))
        }
        #expect(rows.log == ["info 0", "info 1"])
        #expect(table.indexPathForSelectedRow == nil)
        window.tap(at: CGPoint(x: 100, y: 22))
        #expect(rows.log.last == "select 0", "the rest of the row still selects")
        let plain = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(plain.detailButton == nil, "no button for other accessories")
        withExtendedLifetime((window, rows)) {}
    }

    @Test func aReusedCellHidesTheButtonForAnotherAccessory() throws {
        let rows = Rows([.detailButton])
        let (window, table) = makeTable(rows)
        rows.types = [.checkmark]
        table.reloadData()
        window.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.detailButton?.isHidden ?? true)
        cell.accessoryView = Switch()
        cell.accessoryType = .detailButton
        cell.layoutIfNeeded()
        #expect(cell.detailButton?.isHidden ?? true, "an accessory view replaces the button")
        withExtendedLifetime((window, rows)) {}
    }

    @Test func aDelegateThatDeletesTheRowFromTheCallbackLeavesNothingStale() throws {
        let rows = Rows([.detailButton, .detailButton])
        let (window, table) = makeTable(rows)
        rows.onAccessory = { table, path in
            rows.types.remove(at: path.row)
            table.deleteRows(at: [path], with: .automatic)
        }
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        window.tap(at: cell.detailButton!.convert(CGPoint(x: 11, y: 22), to: window))
        window.layoutIfNeeded()
        #expect(rows.log == ["info 0"] && table.numberOfRows(inSection: 0) == 1)
        // A cell no table shows any more: its button does nothing.
        let orphan = TableViewCell(style: .default, reuseIdentifier: nil)
        orphan.accessoryType = .detailButton
        orphan.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        orphan.layoutIfNeeded()
        orphan.detailButton?.sendActions(for: .touchUpInside)
        #expect(rows.log.count == 1)
        withExtendedLifetime((window, rows)) {}
    }
}

import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

@MainActor @Suite struct TableViewDiffableDataSourceTests {
    enum Section: Hashable { case fruit, vegetables }

    /// UIKit code subclasses the diffable data source to title its sections.
    final class TitledDataSource: TableViewDiffableDataSource<Section, String> {
        override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int)
            -> String?
        {
            sectionIdentifier(for: section) == .fruit ? "Fruit" : "Vegetables"
        }
    }

    func make() -> (Window, TableView, TitledDataSource, () -> Int) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = TableView(frame: window.bounds, style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 44
        var asked = 0
        let source = TitledDataSource(tableView: table) { tableView, indexPath, item in
            asked += 1
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        window.addSubview(table)
        return (window, table, source, { asked })
    }

    @Test(
        "Applying snapshots inserts, deletes and moves rows; cells of rows that stay are kept (UIKit: UITableViewDiffableDataSource.apply(_:animatingDifferences:completion:))"
    )
    func applyDifferences() {
        let (window, table, source, asked) = make()
        #expect(table.dataSource === source)
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit, .vegetables])
        snapshot.appendItems(["apple", "pear"], toSection: .fruit)
        snapshot.appendItems(["leek"], toSection: .vegetables)
        source.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        #expect(table.numberOfSections == 2)
        #expect(asked() == 3)
        window.find(.text("Fruit")).expect(.one)
        let pear = table.cellForRow(at: IndexPath(row: 1, section: 0))
        snapshot.deleteItems(["apple"])
        snapshot.appendItems(["kale"], toSection: .vegetables)
        var completed = false
        source.apply(snapshot) { completed = true }
        #expect(completed)
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === pear)
        #expect(asked() == 4)  // only "kale" was asked for
        #expect(source.itemIdentifier(for: IndexPath(row: 1, section: 1)) == "kale")
        #expect(source.indexPath(for: "leek") == IndexPath(row: 0, section: 1))
        #expect(table.visibleCells.map { $0.textLabel?.text ?? "" } == ["pear", "leek", "kale"])
    }

    @Test(
        "Reconfiguring an item hands its live cell back to the cell provider without a new cell (UIKit: reconfigureItems(_:))"
    )
    func reconfigure() {
        let (window, table, source, asked) = make()
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit])
        snapshot.appendItems(["apple", "pear"])
        source.apply(snapshot)
        window.layoutIfNeeded()
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        snapshot.reconfigureItems(["apple"])
        source.apply(snapshot)
        #expect(asked() == 3)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell)
        #expect(table.cellsCreated == 2)
    }
}

import Foundation

/// A table view's data source that shows snapshots and turns the difference between two of
/// them into the table view's updates, like `UITableViewDiffableDataSource`.
///
///     dataSource = TableViewDiffableDataSource<Section, Item>(tableView: tableView) {
///         tableView, indexPath, item in
///         let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
///         cell.textLabel?.text = item.title
///         return cell
///     }
///     var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
///     snapshot.appendSections([.main])
///     snapshot.appendItems(items, toSection: .main)
///     dataSource.apply(snapshot, animatingDifferences: true)
///
/// Making one sets it as the table view's `dataSource`; keep it in a property (the table view
/// holds its data source weakly). Subclass it to give section titles
/// (`tableView(_:titleForHeaderInSection:)`), as in UIKit.
@MainActor
open class TableViewDiffableDataSource<
    SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
>: TableViewDataSource {
    public typealias Snapshot = DiffableDataSourceSnapshot<
        SectionIdentifierType, ItemIdentifierType
    >

    /// Makes the cell for an item: dequeue one from the table view and configure it.
    /// Returning `nil` stops, as in UIKit.
    public typealias CellProvider = (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?

    /// The animation the updates are made with (accepted; nothing animates).
    public var defaultRowAnimation: TableView.RowAnimation = .automatic

    private weak var tableView: TableView?
    private let cellProvider: CellProvider
    private var current = Snapshot()
    private var isApplying = false

    /// Makes a data source for `tableView` and becomes its `dataSource`; `cellProvider` makes
    /// each cell.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    // MARK: - Snapshots

    /// A copy of the snapshot the table view shows now.
    public func snapshot() -> Snapshot { current }

    /// Shows `snapshot`, updating the table view by the difference from the current one in
    /// one batch update (UIKit: `apply(_:animatingDifferences:completion:)`): the cells of rows
    /// that stay are kept and follow their rows; reloaded items get new cells; reconfigured
    /// items are handed to the cell provider again with their existing cell. Applying from
    /// inside an apply stops, as in UIKit; `completion` runs after the update's layout pass.
    ///
    /// - Complexity: O(*n*) in the items of both snapshots when nothing reorders, plus the
    ///   batch update and the cells that come on screen.
    open func apply(
        _ snapshot: Snapshot, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        precondition(
            !isApplying,
            "TableViewDiffableDataSource.apply(_:animatingDifferences:completion:): called while "
                + "this data source is applying a snapshot; UIKit stops here too. Apply from the "
                + "completion instead.")
        isApplying = true
        defer { isApplying = false }
        guard let tableView else {
            current = snapshot.withoutMarks
            completion?()
            return
        }
        let rows = tableView.rows
        if rows.needsReloadData {
            current = snapshot.withoutMarks
            tableView.reloadData()
        } else {
            let changes = SnapshotChanges(from: current, to: snapshot)
            let animation = defaultRowAnimation
            tableView.performBatchUpdates {
                self.current = snapshot.withoutMarks
                tableView.deleteSections(changes.sectionDeletes, with: animation)
                tableView.insertSections(changes.sectionInserts, with: animation)
                for move in changes.sectionMoves {
                    tableView.moveSection(move.from, toSection: move.to)
                }
                tableView.deleteRows(at: changes.itemDeletes, with: animation)
                tableView.insertRows(at: changes.itemInserts, with: animation)
                for move in changes.itemMoves {
                    tableView.moveRow(at: move.from, to: move.to)
                }
            }
            let reloaded = Set(snapshot.reloadedItemIdentifiers)
            for item in snapshot.reconfiguredItemIdentifiers where !reloaded.contains(item) {
                guard let path = indexPath(for: item) else { continue }
                rows.reconfigureLiveCell(at: path) { self.cell(for: item, at: path, in: tableView) }
            }
        }
        if !rows.isTiling { tableView.layoutIfNeeded() }
        completion?()
    }

    /// Shows `snapshot` by reloading the table view, without computing a difference.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current = snapshot.withoutMarks
        if let tableView {
            tableView.reloadData()
            if !tableView.rows.isTiling { tableView.layoutIfNeeded() }
        }
        completion?()
    }

    // MARK: - Identifiers and index paths

    /// The item at `indexPath`, or `nil` if there is none.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.item(at: indexPath)
    }

    /// Where `itemIdentifier` is, or `nil` if it is not in the current snapshot.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        guard let (section, index) = current.location(of: itemIdentifier) else { return nil }
        return IndexPath(row: index, section: section)
    }

    /// The section at `index`, or `nil` if there is none.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.section(at: index)
    }

    /// The index of `identifier`, or `nil` if it is not in the current snapshot.
    public func index(for identifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(identifier)
    }

    // MARK: - Data source

    /// The snapshot's section count.
    open func numberOfSections(in tableView: TableView) -> Int {
        current.numberOfSections
    }

    /// The snapshot's item count in `section`.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        current.sectionItems.indices.contains(section) ? current.sectionItems[section].count : 0
    }

    /// The cell provider's cell for the item at `indexPath`.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
        -> TableViewCell
    {
        guard let item = itemIdentifier(for: indexPath) else {
            preconditionFailure(
                "TableViewDiffableDataSource: asked for a cell at \(indexPath.shortDescription), "
                    + "which is not in the snapshot")
        }
        return cell(for: item, at: indexPath, in: tableView)
    }

    /// `nil`; override it to title sections.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        nil
    }

    /// `nil`; override it to title section footers.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        nil
    }

    /// `false`, as in UIKit's diffable data source: override it (and
    /// ``tableView(_:commit:forRowAt:)``) to let rows be deleted by swipe or in editing mode.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        false
    }

    /// Does nothing (not implemented: override it to delete rows from the snapshot).
    open func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        tableView.defaultEditingAnswers &+= 1
    }

    /// `false`, as in UIKit's diffable data source: override it (and
    /// ``tableView(_:moveRowAt:to:)``) to show reorder controls.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        false
    }

    /// Does nothing (not implemented: override it to move the item in the snapshot).
    open func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        tableView.defaultEditingAnswers &+= 1
    }

    private func cell(
        for item: ItemIdentifierType, at indexPath: IndexPath, in tableView: TableView
    )
        -> TableViewCell
    {
        guard let cell = cellProvider(tableView, indexPath, item) else {
            preconditionFailure(
                "TableViewDiffableDataSource: the cell provider returned nil for item \(item) at "
                    + "\(indexPath.shortDescription)")
        }
        return cell
    }
}

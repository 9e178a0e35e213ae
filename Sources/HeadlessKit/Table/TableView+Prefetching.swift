import Foundation

/// Told of the rows a ``TableView`` will soon show, to start loading their data early, like
/// `UITableViewDataSourcePrefetching`.
///
///     func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
///         for path in indexPaths { avatars.startLoading(people[path.row]) }
///     }
@MainActor
public protocol TableViewDataSourcePrefetching: AnyObject {
    /// The rows at `indexPaths` will probably be shown soon (sorted; none is on screen).
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows asked for before are no longer expected soon (the scrolling turned back). Does
    /// nothing by default, as UIKit's optional method.
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension TableViewDataSourcePrefetching {
    public func tableView(
        _ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
    ) {}
}

/// The rows view prefetches for its table view: its items are the table's rows.
extension TableRowsView: CollectionViewDataSourcePrefetching {
    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        guard let table, let source = table.prefetchDataSource else { return }
        source.tableView(table, prefetchRowsAt: indexPaths)
    }

    func collectionView(
        _ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {
        guard let table, let source = table.prefetchDataSource else { return }
        source.tableView(table, cancelPrefetchingForRowsAt: indexPaths)
    }
}

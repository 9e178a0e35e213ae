import Foundation

extension CollectionView: SwipeActionsHost {
    // MARK: - Swipe actions (UIKit: UICollectionLayoutListConfiguration's providers)

    /// Adds the swipe actions of list sections once a compositional layout is set (a list
    /// section's configuration may give swipe actions; other layouts have none).
    func installSwipeActionsIfNeeded() {
        guard swipeActions == nil, collectionViewLayout is CollectionViewCompositionalLayout
        else { return }
        swipeActions = SwipeActionsController(host: self)
    }

    /// The list configuration of `path`'s section, if the layout shows it as a list.
    private func listConfiguration(at path: IndexPath) -> CollectionLayoutListConfiguration? {
        guard path.count == 2 else { return nil }
        return (collectionViewLayout as? CollectionViewCompositionalLayout)?
            .listConfiguration(forSection: path[0])
    }

    func swipeTarget(at point: CGPoint) -> (cell: SwipeActionsCell, path: IndexPath)? {
        guard let path = indexPathForItem(at: point),
            let cell = cellForItem(at: path) as? CollectionViewListCell
        else { return nil }
        return (cell, path)
    }

    /// The section's provider's configuration for `path` (asked once per swipe).
    func swipeConfiguration(for path: IndexPath, leading: Bool) -> SwipeActionsConfiguration? {
        guard let list = listConfiguration(at: path) else { return nil }
        let provider =
            leading
            ? list.leadingSwipeActionsConfigurationProvider
            : list.trailingSwipeActionsConfigurationProvider
        return provider?(path)
    }

    func swipeWillBegin(at path: IndexPath) {}

    func swipeCellIsLive(_ cell: SwipeActionsCell) -> Bool {
        guard let cell = cell as? CollectionViewCell else { return false }
        return cell.superview === self && indexPath(for: cell) != nil
    }

    func swipeDidEnd(cell: SwipeActionsCell?) {}

    /// A `.delete()` accessory without an action handler was tapped: the row's trailing
    /// actions show (or hide, if they show).
    func deleteAccessoryTapped(in cell: CollectionViewListCell) {
        guard let swipeActions, let path = indexPath(for: cell) else { return }
        if case .open(let open) = swipeActions.phase, open.cell === cell {
            swipeActions.endSwipe()
            return
        }
        swipeActions.endSwipe()
        guard let configuration = swipeConfiguration(for: path, leading: false) else { return }
        swipeActions.openSwipe(
            on: cell, at: path, configuration: configuration, fromEditingControl: true)
    }
}

import Foundation

extension CollectionView {
    /// Asks `provide` (a data source's cell code) again for the live cell at `path`, with
    /// ``dequeueReusableCell(withReuseIdentifier:for:)`` returning that cell for `path`, without
    /// `prepareForReuse` (UIKit: `reconfigureItems(at:)`, "preserving the existing cells"). An
    /// item with no live cell is left alone: it is configured when it comes on screen.
    ///
    /// UIKit's rule: the provider must dequeue the same type of cell and return the existing
    /// one. Dequeueing another reuse identifier, or returning another cell, stops.
    func reconfigureLiveCell(at path: IndexPath, provide: () -> CollectionViewCell) {
        guard let cell = liveCells[path] else { return }
        let outer = reconfiguring
        reconfiguring = (path, cell)
        let returned = provide()
        reconfiguring = outer
        // Configured again: a self-sizing layout asks it again (UIKit re-sizes reconfigured
        // cells).
        cell.awaitsPreferredAttributes = true
        if collectionViewLayout.asksCellsForPreferredAttributes { setNeedsLayout() }
        precondition(
            returned === cell,
            "\(shortDescription): reconfiguring item \(path.shortDescription): the cell provider "
                + "returned another cell than the existing one; it must dequeue with the cell's "
                + "reuse identifier \"\(cell.reuseIdentifier ?? "")\" and return that cell (reload "
                + "the item to replace its cell)")
    }

    /// The live cell being reconfigured at `indexPath`, if a reconfigure is asking for it.
    func cellBeingReconfigured(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> CollectionViewCell?
    {
        guard let (path, cell) = reconfiguring, path == indexPath else { return nil }
        precondition(
            cell.reuseIdentifier == identifier,
            "\(shortDescription): reconfiguring item \(indexPath.shortDescription): the cell "
                + "provider dequeued \"\(identifier)\" but the existing cell's reuse identifier is "
                + "\"\(cell.reuseIdentifier ?? "")\"; reload the item to change its cell's type")
        return cell
    }
}

import Foundation

/// One change of a batch update, as the layout is told of it, like UIKit's
/// `UICollectionViewUpdateItem`: a layout's
/// ``CollectionViewLayout/prepare(forCollectionViewUpdates:)`` gets one per inserted, deleted,
/// reloaded and moved item or section. A section's change has index paths whose `item` is
/// `NSNotFound`, as in UIKit.
public final class CollectionViewUpdateItem: Sendable, CustomStringConvertible {
    /// What happened, like `UICollectionViewUpdateItem.Action`.
    public enum Action: Sendable {
        case insert, delete, reload, move, none
    }

    /// Where the item or section was before the update; nil for an insert.
    public let indexPathBeforeUpdate: IndexPath?
    /// Where it is after the update; nil for a delete.
    public let indexPathAfterUpdate: IndexPath?
    /// What happened to it.
    public let updateAction: Action

    init(before: IndexPath?, after: IndexPath?, action: Action) {
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        updateAction = action
    }

    public var description: String {
        func text(_ path: IndexPath?) -> String {
            guard let path else { return "nil" }
            if path.count == 2, path[1] == NSNotFound { return "section \(path[0])" }
            return path.shortDescription
        }
        return "\(updateAction) \(text(indexPathBeforeUpdate)) → \(text(indexPathAfterUpdate))"
    }
}

extension BatchUpdate {
    /// The batch's changes as update items: sections first (deletes, inserts, reloads, moves),
    /// then items in the same order.
    var updateItems: [CollectionViewUpdateItem] {
        func section(_ s: Int) -> IndexPath { IndexPath(item: NSNotFound, section: s) }
        var items: [CollectionViewUpdateItem] = []
        items.reserveCapacity(
            sectionDeletes.count + sectionInserts.count + sectionReloads.count
                + sectionMoves.count + deletes.count + inserts.count + reloads.count + moves.count)
        for s in sectionDeletes {
            items.append(.init(before: section(s), after: nil, action: .delete))
        }
        for s in sectionInserts {
            items.append(.init(before: nil, after: section(s), action: .insert))
        }
        for s in sectionReloads {
            items.append(.init(before: section(s), after: section(s), action: .reload))
        }
        for move in sectionMoves {
            items.append(.init(before: section(move.from), after: section(move.to), action: .move))
        }
        for path in deletes { items.append(.init(before: path, after: nil, action: .delete)) }
        for path in inserts { items.append(.init(before: nil, after: path, action: .insert)) }
        for path in reloads { items.append(.init(before: path, after: path, action: .reload)) }
        for move in moves { items.append(.init(before: move.from, after: move.to, action: .move)) }
        return items
    }
}

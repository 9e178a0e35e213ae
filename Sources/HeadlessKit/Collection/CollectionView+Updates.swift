import Foundation

/// The changes recorded inside one ``CollectionView/performBatchUpdates(_:completion:)``.
@MainActor
final class BatchUpdate {
    var inserts: [IndexPath] = []
    var deletes: [IndexPath] = []
    var reloads: [IndexPath] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
}

extension CollectionView {
    /// Tells the view that items were inserted at `indexPaths` (positions after the update).
    /// Outside ``performBatchUpdates(_:completion:)`` it is a batch of its own.
    public func insertItems(at indexPaths: [IndexPath]) {
        record { $0.inserts += indexPaths }
    }

    /// Tells the view that the items at `indexPaths` (positions before the update) were deleted.
    public func deleteItems(at indexPaths: [IndexPath]) {
        record { $0.deletes += indexPaths }
    }

    /// Asks the data source again for the cells of the items at `indexPaths` (positions before
    /// the update); their live cells go back to the pool.
    public func reloadItems(at indexPaths: [IndexPath]) {
        record { $0.reloads += indexPaths }
    }

    /// Tells the view that the item at `indexPath` (before) moved to `newIndexPath` (after).
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.moves.append((indexPath, newIndexPath)) }
    }

    /// Runs `updates` (where you change the model and call the insert, delete, reload and move
    /// methods), then checks and applies them all at once, as UIKit does.
    ///
    /// The check is UIKit's: each section's item count after the update must equal its count
    /// before, plus the inserted and moved-in items, minus the deleted and moved-out ones, and
    /// every index path must exist (before the update for deletes, reloads and move sources;
    /// after it for inserts and move targets). A failed check stops with UIKit's message.
    ///
    ///     collectionView.performBatchUpdates {
    ///         model.insert("new", at: 0)
    ///         collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    ///     }
    ///
    /// Live cells keep their items (at the items' new index paths), selection follows the
    /// items, and `completion(true)` runs after the new layout pass. Nothing animates.
    public func performBatchUpdates(
        _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        if currentBatch != nil {
            // Nested: part of the outer batch; its completion runs with the outer one's.
            updates?()
            if let completion { pendingCompletions.append(completion) }
            return
        }
        let batch = BatchUpdate()
        currentBatch = batch
        updates?()
        currentBatch = nil
        finish(batch, completion: completion)
    }

    private func finish(_ batch: BatchUpdate, completion: ((Bool) -> Void)?) {
        if needsReloadData {
            // Never loaded (or a reload is pending): the reload covers the changes.
            loadCountsForUpdate()
        } else {
            apply(batch)
        }
        layoutIfNeeded()
        let completions = pendingCompletions
        pendingCompletions.removeAll()
        for done in completions { done(true) }
        completion?(true)
    }

    private func record(_ change: (BatchUpdate) -> Void) {
        if let batch = currentBatch {
            change(batch)
        } else {
            let batch = BatchUpdate()
            change(batch)
            finish(batch, completion: nil)
        }
    }

    private func loadCountsForUpdate() {
        reloadData()
        ensureData()
    }

    /// Checks `batch` against the counts before and after, then moves live cells and the
    /// selection to the items' new index paths.
    private func apply(_ batch: BatchUpdate) {
        let old = counts
        let new = Self.counts(from: dataSource, in: self)
        precondition(
            new.count == old.count,
            "Invalid update: invalid number of sections. The number of sections contained in the "
                + "collection view after the update (\(new.count)) must be equal to the number of "
                + "sections contained in the collection view before the update (\(old.count)), plus "
                + "or minus the number of sections inserted or deleted (0 inserted, 0 deleted).")
        func check(_ path: IndexPath, _ action: String, before: Bool) {
            let counts = before ? old : new
            let when = before ? "before" : "after"
            precondition(
                path.count == 2,
                "Invalid update: attempt to \(action) \(path): an item's index path has two indexes"
            )
            let (s, i) = (path[0], path[1])
            precondition(
                s >= 0 && s < counts.count,
                "Invalid update: attempt to \(action) item \(i) \(action == "insert" ? "into" : "from") "
                    + "section \(s), but there are only \(counts.count) sections \(when) the update"
            )
            precondition(
                i >= 0 && i < counts[s],
                "Invalid update: attempt to \(action) item \(i) \(action == "insert" ? "into" : "from") "
                    + "section \(s), which only contains \(counts[s]) items \(when) the update")
        }
        for path in batch.deletes { check(path, "delete", before: true) }
        for path in batch.reloads { check(path, "reload", before: true) }
        for path in batch.inserts { check(path, "insert", before: false) }
        for move in batch.moves {
            check(move.from, "move", before: true)
            check(move.to, "move", before: false)
        }
        let gone = batch.deletes + batch.moves.map(\.from)
        let goneSet = Set(gone)
        precondition(
            goneSet.count == gone.count,
            "Invalid update: an item is deleted or moved more than once: "
                + "\(duplicates(gone).map(\.shortDescription))")
        let arriving = batch.inserts + batch.moves.map(\.to)
        precondition(
            Set(arriving).count == arriving.count,
            "Invalid update: an index path is inserted into or moved to more than once: "
                + "\(duplicates(arriving).map(\.shortDescription))")
        for s in 0..<old.count {
            let inserted = batch.inserts.count { $0[0] == s }
            let deleted = batch.deletes.count { $0[0] == s }
            let movedIn = batch.moves.count { $0.to[0] == s && $0.from[0] != s }
            let movedOut = batch.moves.count { $0.from[0] == s && $0.to[0] != s }
            precondition(
                new[s] == old[s] + inserted - deleted + movedIn - movedOut,
                "Invalid update: invalid number of items in section \(s). The number of items "
                    + "contained in an existing section after the update (\(new[s])) must be equal "
                    + "to the number of items contained in that section before the update "
                    + "(\(old[s])), plus or minus the number of items inserted or deleted from that "
                    + "section (\(inserted) inserted, \(deleted) deleted) and plus or minus the "
                    + "number of items moved into or out of that section (\(movedIn) moved in, "
                    + "\(movedOut) moved out).")
        }

        // Where a surviving item lands: its rank among its section's survivors, then the
        // rank-th position not taken by an insert or a move target.
        var goneBySection: [Int: [Int]] = [:]
        for path in goneSet { goneBySection[path[0], default: []].append(path[1]) }
        for key in goneBySection.keys { goneBySection[key]!.sort() }
        var takenBySection: [Int: [Int]] = [:]
        for path in arriving { takenBySection[path[0], default: []].append(path[1]) }
        for key in takenBySection.keys { takenBySection[key]!.sort() }
        let moveTargets = Dictionary(uniqueKeysWithValues: batch.moves.map { ($0.from, $0.to) })
        func newPath(_ path: IndexPath) -> IndexPath? {
            if let target = moveTargets[path] { return target }
            if goneSet.contains(path) { return nil }
            let s = path[0]
            let gone = goneBySection[s] ?? []
            var index = path[1] - partitionCount(gone, below: path[1])
            for taken in takenBySection[s] ?? [] {
                if taken <= index { index += 1 } else { break }
            }
            return IndexPath(item: index, section: s)
        }

        // Live cells: deleted and reloaded ones go to the pool; the rest follow their items.
        let reloaded = Set(batch.reloads)
        var moved: [IndexPath: CollectionViewCell] = [:]
        for (path, cell) in liveCells.sorted(by: { $0.key < $1.key }) {
            if let target = newPath(path), !reloaded.contains(path) {
                moved[target] = cell
                cell.liveIndexPath = target
            } else {
                endDisplaying(cell, at: path)
            }
        }
        liveCells = moved
        if let highlighted = highlightedIndexPath { highlightedIndexPath = newPath(highlighted) }
        selected = Set(selected.compactMap { newPath($0) })
        counts = new
        invalidateLayoutQuietly()
    }
}

/// How many of the sorted `values` are below `value`.
private func partitionCount(_ values: [Int], below value: Int) -> Int {
    partition(0..<values.count) { values[$0] >= value }
}

/// The elements that occur more than once, sorted.
private func duplicates(_ paths: [IndexPath]) -> [IndexPath] {
    var seen: Set<IndexPath> = []
    var repeated: Set<IndexPath> = []
    for path in paths where !seen.insert(path).inserted { repeated.insert(path) }
    return repeated.sorted()
}

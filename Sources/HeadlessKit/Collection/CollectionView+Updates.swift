import Foundation

/// The changes recorded inside one ``CollectionView/performBatchUpdates(_:completion:)``.
@MainActor
final class BatchUpdate {
    var inserts: [IndexPath] = []
    var deletes: [IndexPath] = []
    var reloads: [IndexPath] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    var sectionInserts: [Int] = []
    var sectionDeletes: [Int] = []
    var sectionReloads: [Int] = []
    var sectionMoves: [(from: Int, to: Int)] = []
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

    /// Tells the view that sections were inserted at `sections` (indexes after the update).
    /// Outside ``performBatchUpdates(_:completion:)`` it is a batch of its own.
    public func insertSections(_ sections: IndexSet) {
        record { $0.sectionInserts += sections }
    }

    /// Tells the view that the sections at `sections` (indexes before the update) were deleted;
    /// their live cells and supplementary views go to the pool and their items are deselected.
    public func deleteSections(_ sections: IndexSet) {
        record { $0.sectionDeletes += sections }
    }

    /// Asks the data source again for everything in `sections` (indexes before the update): a
    /// delete and an insert at the section's place, so its item count may change, its live
    /// views go to the pool and its items are deselected.
    public func reloadSections(_ sections: IndexSet) {
        record { $0.sectionReloads += sections }
    }

    /// Tells the view that the section at `section` (before) moved to `newSection` (after),
    /// with its items, their cells and their selection.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.sectionMoves.append((section, newSection)) }
    }

    /// Runs `updates` (where you change the model and call the insert, delete, reload and move
    /// methods), then checks and applies them all at once, as UIKit does.
    ///
    /// The check is UIKit's. The section count after the update must equal the count before,
    /// plus the inserted sections, minus the deleted ones; deleted, reloaded and moved-from
    /// sections are indexes before the update, inserted and moved-to sections indexes after
    /// it. Then each surviving section's item count after the update must equal its count
    /// before, plus the inserted and moved-in items, minus the deleted and moved-out ones, and
    /// every index path must exist (before the update for deletes, reloads and move sources;
    /// after it for inserts and move targets). A failed check stops with UIKit's message.
    /// Item changes inside a deleted, reloaded or inserted section are covered by the section
    /// change and ignored; an item move out of or into such a section stops.
    ///
    ///     collectionView.performBatchUpdates {
    ///         model.insert("new", at: 0)
    ///         collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    ///     }
    ///
    /// Live cells keep their items (at the items' new index paths), supplementary views follow
    /// their sections, selection follows the items (items of deleted and reloaded sections are
    /// deselected, their views go to the pool with `didEndDisplaying`), and `completion(true)` runs after the new layout pass. Nothing animates.
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
        var told: CollectionViewLayout?
        if needsReloadData {
            // Never loaded (or a reload is pending): the reload covers the changes.
            loadCountsForUpdate()
        } else {
            apply(batch)
            dataVersion &+= 1
            told = tellLayout(about: batch)
        }
        // From inside a tiling pass (a data source updating in `cellForItemAt`) the pass
        // itself tiles again; laying out here would tile inside the tiling.
        if !isTiling { layoutIfNeeded() }
        told?.finalizeCollectionViewUpdates()
        let completions = pendingCompletions
        pendingCompletions.removeAll()
        for done in completions { done(true) }
        completion?(true)
    }

    /// UIKit's calls on the layout for an applied batch, before the layout pass that shows it:
    /// `prepare()` with the new counts, `prepare(forCollectionViewUpdates:)`, then
    /// `initialLayoutAttributesForAppearingItem(at:)` for each inserted or moved-in item and
    /// `finalLayoutAttributesForDisappearingItem(at:)` for each deleted or moved-out one (their
    /// answers are not used: nothing animates). Returns the layout told, to be finalized after
    /// the pass; nil when the batch changed nothing.
    private func tellLayout(about batch: BatchUpdate) -> CollectionViewLayout? {
        let items = batch.updateItems
        guard !items.isEmpty else { return nil }
        let layout = collectionViewLayout
        layout.prepareIfNeeded()
        layout.prepare(forCollectionViewUpdates: items)
        for item in items where item.updateAction == .insert || item.updateAction == .move {
            if let path = item.indexPathAfterUpdate, path[1] != NSNotFound {
                _ = layout.initialLayoutAttributesForAppearingItem(at: path)
            }
        }
        for item in items where item.updateAction == .delete || item.updateAction == .move {
            if let path = item.indexPathBeforeUpdate, path[1] != NSNotFound {
                _ = layout.finalLayoutAttributesForDisappearingItem(at: path)
            }
        }
        return layout
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

    /// Checks `batch` against the counts before and after, then moves live cells, supplementary
    /// views and the selection to the items' new index paths.
    private func apply(_ batch: BatchUpdate) {
        let old = counts
        let new = Self.counts(from: dataSource, in: self)
        let sections = mapSections(batch, before: old.count, after: new.count)
        let survives = { (s: Int) in sections.map[s] != nil && !sections.reloaded.contains(s) }

        let item = itemNoun
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
                "Invalid update: attempt to \(action) \(item) \(i) \(action == "insert" ? "into" : "from") "
                    + "section \(s), but there are only \(counts.count) sections \(when) the update"
            )
            precondition(
                i >= 0 && i < counts[s],
                "Invalid update: attempt to \(action) \(item) \(i) \(action == "insert" ? "into" : "from") "
                    + "section \(s), which only contains \(counts[s]) \(item)s \(when) the update")
        }
        for path in batch.deletes { check(path, "delete", before: true) }
        for path in batch.reloads { check(path, "reload", before: true) }
        for path in batch.inserts { check(path, "insert", before: false) }
        for move in batch.moves {
            check(move.from, "move", before: true)
            check(move.to, "move", before: false)
            precondition(
                survives(move.from[0]) && !sections.fresh.contains(move.to[0]),
                "Invalid update: attempt to move item \(move.from.shortDescription) to "
                    + "\(move.to.shortDescription), but a section it leaves or enters is inserted, "
                    + "deleted or reloaded in the same update")
        }
        // Item changes inside deleted, reloaded or inserted sections are covered by the
        // section change.
        let deletes = batch.deletes.filter { survives($0[0]) }
        let inserts = batch.inserts.filter { !sections.fresh.contains($0[0]) }
        let gone = deletes + batch.moves.map(\.from)
        let goneSet = Set(gone)
        precondition(
            goneSet.count == gone.count,
            "Invalid update: an item is deleted or moved more than once: "
                + "\(duplicates(gone).map(\.shortDescription))")
        let arriving = inserts + batch.moves.map(\.to)
        precondition(
            Set(arriving).count == arriving.count,
            "Invalid update: an index path is inserted into or moved to more than once: "
                + "\(duplicates(arriving).map(\.shortDescription))")
        // Changes per section, counted once (not once per section: a sectioned update of
        // every item would be quadratic). A move crosses sections when its source section does
        // not become its target section; move sources survive (checked above).
        var insertedIn: [Int: Int] = [:]
        var deletedIn: [Int: Int] = [:]
        var movedInto: [Int: Int] = [:]
        var movedOutOf: [Int: Int] = [:]
        for path in inserts { insertedIn[path[0], default: 0] += 1 }
        for path in deletes { deletedIn[path[0], default: 0] += 1 }
        for move in batch.moves where sections.map[move.from[0]] != move.to[0] {
            movedInto[move.to[0], default: 0] += 1
            movedOutOf[move.from[0], default: 0] += 1
        }
        for s in 0..<old.count where survives(s) {
            // Item paths before the update use `s`, after it `t`.
            let t = sections.map[s]!
            let inserted = insertedIn[t] ?? 0
            let deleted = deletedIn[s] ?? 0
            let movedIn = movedInto[t] ?? 0
            let movedOut = movedOutOf[s] ?? 0
            precondition(
                new[t] == old[s] + inserted - deleted + movedIn - movedOut,
                "Invalid update: invalid number of \(item)s in section \(t). The number of \(item)s "
                    + "contained in an existing section after the update (\(new[t])) must be equal "
                    + "to the number of \(item)s contained in that section before the update "
                    + "(\(old[s])), plus or minus the number of \(item)s inserted or deleted from that "
                    + "section (\(inserted) inserted, \(deleted) deleted) and plus or minus the "
                    + "number of \(item)s moved into or out of that section (\(movedIn) moved in, "
                    + "\(movedOut) moved out).")
        }

        let items = ItemMap(
            sections: sections, gone: goneSet, arriving: arriving, moves: batch.moves,
            reloads: Set(batch.reloads), oldCounts: old, newCounts: new)
        let newPath = items.newPath

        // Live cells: deleted and reloaded ones go to the pool; the rest follow their items.
        let reloaded = items.reloads
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
        // Supplementary views follow their sections.
        var movedViews: [SupplementaryKey: CollectionReusableView] = [:]
        for (key, view) in liveSupplementary.sorted(by: { $0.key.indexPath < $1.key.indexPath }) {
            var path = key.indexPath
            if let s = path.first, s < old.count, survives(s), let t = sections.map[s] {
                path[0] = t
                movedViews[SupplementaryKey(kind: key.kind, indexPath: path)] = view
                view.liveIndexPath = path
            } else {
                endDisplaying(view, key: key)
            }
        }
        liveSupplementary = movedViews
        if let highlighted = highlightedIndexPath { highlightedIndexPath = newPath(highlighted) }
        selected = Set(selected.compactMap { newPath($0) })
        counts = new
        // The sizes cells gave move with their items (UIKit keeps the self-sized sizes of
        // the items a batch update keeps); deleted and reloaded items lose theirs.
        collectionViewLayout.updateItemMap = items
        invalidateLayoutQuietly()
        collectionViewLayout.updateItemMap = nil
    }

    /// Checks the section changes in `batch` (UIKit's rules) and returns where each section
    /// before the update goes.
    private func mapSections(_ batch: BatchUpdate, before: Int, after: Int) -> SectionMap {
        func check(_ section: Int, _ action: String, before isBefore: Bool) {
            let count = isBefore ? before : after
            precondition(
                section >= 0 && section < count,
                "Invalid update: attempt to \(action) section \(section), but there are only "
                    + "\(count) sections \(isBefore ? "before" : "after") the update")
        }
        for s in batch.sectionDeletes { check(s, "delete", before: true) }
        for s in batch.sectionReloads { check(s, "reload", before: true) }
        for s in batch.sectionInserts { check(s, "insert", before: false) }
        for move in batch.sectionMoves {
            check(move.from, "move", before: true)
            check(move.to, "move", before: false)
        }
        let leaving = batch.sectionDeletes + batch.sectionReloads + batch.sectionMoves.map(\.from)
        precondition(
            Set(leaving).count == leaving.count,
            "Invalid update: a section is deleted, reloaded or moved more than once: "
                + "\(repeated(leaving))")
        let arriving = batch.sectionInserts + batch.sectionMoves.map(\.to)
        precondition(
            Set(arriving).count == arriving.count,
            "Invalid update: a section is inserted or moved to more than once: "
                + "\(repeated(arriving))")
        let inserted = batch.sectionInserts.count
        let deleted = batch.sectionDeletes.count
        precondition(
            after == before + inserted - deleted,
            "Invalid update: invalid number of sections. The number of sections contained in the "
                + "\(viewNoun) after the update (\(after)) must be equal to the number of "
                + "sections contained in the \(viewNoun) before the update (\(before)), plus "
                + "or minus the number of sections inserted or deleted (\(inserted) inserted, "
                + "\(deleted) deleted).")
        // A section that stays (reloaded ones too) keeps its rank among the staying sections,
        // and takes the rank-th index not taken by an insert or a move target.
        let gone = (batch.sectionDeletes + batch.sectionMoves.map(\.from)).sorted()
        let taken = arriving.sorted()
        let deletedSet = Set(batch.sectionDeletes)
        let targets = Dictionary(uniqueKeysWithValues: batch.sectionMoves.map { ($0.from, $0.to) })
        let map: [Int?] = (0..<before).map { s in
            if let target = targets[s] { return target }
            if deletedSet.contains(s) { return nil }
            var index = s - partitionCount(gone, below: s)
            for t in taken {
                if t <= index { index += 1 } else { break }
            }
            return index
        }
        let reloaded = Set(batch.sectionReloads)
        let fresh = Set(batch.sectionInserts).union(reloaded.map { map[$0]! })
        return SectionMap(map: map, reloaded: reloaded, fresh: fresh)
    }
}

/// Where each item before a batch update goes after it.
@MainActor
struct ItemMap {
    /// The counts before and after the update.
    let oldCounts: [Int]
    let newCounts: [Int]
    /// Reloaded items (index paths before the update).
    let reloads: Set<IndexPath>
    private let sections: SectionMap
    private let gone: Set<IndexPath>
    /// Per section before the update, its deleted and moved-out items, sorted.
    private let goneBySection: [Int: [Int]]
    /// Per section after the update, its inserted and moved-in items, sorted.
    private let takenBySection: [Int: [Int]]
    private let moveTargets: [IndexPath: IndexPath]

    fileprivate init(
        sections: SectionMap, gone: Set<IndexPath>, arriving: [IndexPath],
        moves: [(from: IndexPath, to: IndexPath)], reloads: Set<IndexPath>, oldCounts: [Int],
        newCounts: [Int]
    ) {
        self.sections = sections
        self.gone = gone
        self.reloads = reloads
        self.oldCounts = oldCounts
        self.newCounts = newCounts
        var goneBySection: [Int: [Int]] = [:]
        for path in gone { goneBySection[path[0], default: []].append(path[1]) }
        for key in goneBySection.keys { goneBySection[key]!.sort() }
        var takenBySection: [Int: [Int]] = [:]
        for path in arriving { takenBySection[path[0], default: []].append(path[1]) }
        for key in takenBySection.keys { takenBySection[key]!.sort() }
        self.goneBySection = goneBySection
        self.takenBySection = takenBySection
        moveTargets = Dictionary(uniqueKeysWithValues: moves.map { ($0.from, $0.to) })
    }

    /// Where the item at `path` (before the update) is after it, or `nil` if it is deleted
    /// (or its section is deleted or reloaded). A reloaded item keeps its place.
    ///
    /// A surviving item lands in its section's new index, at its rank among its section's
    /// survivors, taken to the rank-th position not taken by an insert or a move target.
    ///
    /// - Complexity: O(log *k*) in the changes of the item's section.
    func newPath(_ path: IndexPath) -> IndexPath? {
        if let target = moveTargets[path] { return target }
        let s = path[0]
        guard !gone.contains(path), s < sections.map.count, !sections.reloaded.contains(s),
            let t = sections.map[s]
        else { return nil }
        let rank = path[1] - partitionCount(goneBySection[s] ?? [], below: path[1])
        // The rank-th free position: the rank plus the taken positions before it, which are
        // the taken[j] with taken[j] - j <= rank (taken is sorted and distinct, so taken[j] - j
        // does not decrease).
        let taken = takenBySection[t] ?? []
        let before = partition(0..<taken.count) { taken[$0] - $0 > rank }
        return IndexPath(item: rank + before, section: t)
    }

    /// Calls `body` with each item of section `s` (before the update) that keeps the size its
    /// cell gave, and where it is after the update: every item but the deleted and reloaded
    /// ones (and those of a deleted or reloaded section).
    ///
    /// - Complexity: O(*m* + *k*) for the *m* items of the section and its *k* changes: one
    ///   walk through the old and new positions together, not a search per item.
    func forEachItemKeepingSize(inSection s: Int, _ body: (Int, IndexPath) -> Void) {
        guard s < sections.map.count, s < oldCounts.count, !sections.reloaded.contains(s),
            let t = sections.map[s]
        else { return }
        let gone = goneBySection[s] ?? []
        let taken = takenBySection[t] ?? []
        let reloaded = reloads.isEmpty ? [] : reloads.filter { $0[0] == s }.map { $0[1] }.sorted()
        var (g, k, r) = (0, 0, 0)
        var j = 0
        for i in 0..<oldCounts[s] {
            while r < reloaded.count && reloaded[r] < i { r += 1 }
            let isReloaded = r < reloaded.count && reloaded[r] == i
            if g < gone.count && gone[g] == i {
                g += 1
                if !isReloaded, let target = moveTargets[IndexPath(item: i, section: s)] {
                    body(i, target)
                }
                continue
            }
            while k < taken.count && taken[k] == j {
                k += 1
                j += 1
            }
            if !isReloaded { body(i, IndexPath(item: j, section: t)) }
            j += 1
        }
    }
}

/// Where each section before an update goes.
private struct SectionMap {
    /// The new index of each section before the update; `nil` if it is deleted.
    var map: [Int?]
    /// Reloaded sections (indexes before the update): their contents are replaced.
    var reloaded: Set<Int>
    /// Inserted and reloaded sections (indexes after the update): new contents.
    var fresh: Set<Int>
}

/// The values that occur more than once, sorted.
private func repeated(_ values: [Int]) -> [Int] {
    var seen: Set<Int> = []
    var repeated: Set<Int> = []
    for value in values where !seen.insert(value).inserted { repeated.insert(value) }
    return repeated.sorted()
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

import Foundation

/// The collection view updates that turn one snapshot into another: what
/// `CollectionViewDiffableDataSource.apply` hands to `performBatchUpdates`.
///
/// Sections and items are matched by identifier through the snapshots' dictionaries. Of the
/// sections (and, inside each section, the items) that stay, the longest run already in order
/// stays put and the others move, so a list that did not reorder produces no moves. An item
/// whose section is new, deleted or reloaded is inserted or deleted with it; a reloaded item
/// is deleted at its old place and inserted at its new one (its cell is replaced).
///
/// - Complexity: O(*n*) in the items of both snapshots when nothing moved; O(*n* log *n*)
///   at worst (the ordered runs).
struct SnapshotChanges: Equatable {
    var sectionDeletes = IndexSet()
    var sectionInserts = IndexSet()
    var sectionMoves: [Move<Int>] = []
    var itemDeletes: [IndexPath] = []
    var itemInserts: [IndexPath] = []
    var itemMoves: [Move<IndexPath>] = []
    /// Dictionary lookups and ordered-run steps made: a work counter for tests.
    var work = 0

    struct Move<Index: Equatable>: Equatable {
        var from: Index
        var to: Index
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sectionDeletes == rhs.sectionDeletes && lhs.sectionInserts == rhs.sectionInserts
            && lhs.sectionMoves == rhs.sectionMoves && lhs.itemDeletes == rhs.itemDeletes
            && lhs.itemInserts == rhs.itemInserts && lhs.itemMoves == rhs.itemMoves
    }

    init() {}

    init<S: Hashable, I: Hashable>(
        from old: DiffableDataSourceSnapshot<S, I>, to new: DiffableDataSourceSnapshot<S, I>
    ) {
        let reloadedSections = Set(new.reloadedSectionIdentifiers)
        let reloadedItems = Set(new.reloadedItemIdentifiers)

        // Sections. `keptTo[p]` is where old section p goes, if it stays.
        var keptTo = [Int?](repeating: nil, count: old.numberOfSections)
        for (p, section) in old.sectionIdentifiers.enumerated() {
            work += 1
            if let q = new.sectionPosition[section], !reloadedSections.contains(section) {
                keptTo[p] = q
            } else {
                sectionDeletes.insert(p)
            }
        }
        var isFresh = [Bool](repeating: false, count: new.numberOfSections)
        var stayingFrom: [Int] = []  // old positions of staying sections, in new order
        var stayingTo: [Int] = []
        for (q, section) in new.sectionIdentifiers.enumerated() {
            work += 1
            if let p = old.sectionPosition[section], !reloadedSections.contains(section) {
                stayingFrom.append(p)
                stayingTo.append(q)
            } else {
                sectionInserts.insert(q)
                isFresh[q] = true
            }
        }
        let inOrder = Self.longestIncreasingRun(stayingFrom, work: &work)
        for k in stayingFrom.indices where !inOrder[k] {
            sectionMoves.append(Move(from: stayingFrom[k], to: stayingTo[k]))
        }

        // Items that leave: deleted, reloaded, or going to a new or reloaded section.
        // Index loops, not `enumerated()`: this code runs unspecialized for the user's
        // identifier types, where each generic iterator costs type metadata lookups.
        let checksReloads = !reloadedItems.isEmpty
        for p in old.sectionItems.indices where keptTo[p] != nil {
            let items = old.sectionItems[p]
            for i in items.indices {
                let item = items[i]
                work += 1
                guard let (q, _) = new.location(of: item),
                    !(checksReloads && reloadedItems.contains(item)), !isFresh[q]
                else {
                    itemDeletes.append(IndexPath(item: i, section: p))
                    continue
                }
            }
        }
        // Items that arrive or move, section by section of the new snapshot.
        for q in new.sectionItems.indices where !isFresh[q] {
            let items = new.sectionItems[q]
            var stayingOld: [Int] = []  // old indexes of items staying in this section
            var stayingNew: [Int] = []
            stayingOld.reserveCapacity(items.count)
            stayingNew.reserveCapacity(items.count)
            for j in items.indices {
                let item = items[j]
                work += 1
                guard let (p, index) = old.location(of: item),
                    !(checksReloads && reloadedItems.contains(item))
                else {
                    itemInserts.append(IndexPath(item: j, section: q))
                    continue
                }
                guard let target = keptTo[p] else {
                    // Its old section is deleted or reloaded: it arrives as new.
                    itemInserts.append(IndexPath(item: j, section: q))
                    continue
                }
                if target == q {
                    stayingOld.append(index)
                    stayingNew.append(j)
                } else {
                    itemMoves.append(
                        Move(
                            from: IndexPath(item: index, section: p),
                            to: IndexPath(item: j, section: q)))
                }
            }
            guard !stayingOld.isEmpty else { continue }
            let p = old.sectionPosition[new.sectionIdentifiers[q]]!
            let inOrder = Self.longestIncreasingRun(stayingOld, work: &work)
            for k in stayingOld.indices where !inOrder[k] {
                itemMoves.append(
                    Move(
                        from: IndexPath(item: stayingOld[k], section: p),
                        to: IndexPath(item: stayingNew[k], section: q)))
            }
        }
    }

    /// Marks the elements of a longest strictly increasing subsequence of `values` (distinct
    /// integers): they keep their order, the others move. Already sorted (the usual case)
    /// costs one pass.
    ///
    /// - Complexity: O(*k*) if sorted, O(*k* log *k*) otherwise (patience sorting).
    static func longestIncreasingRun(_ values: [Int], work: inout Int) -> [Bool] {
        work += values.count
        if zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) {
            return [Bool](repeating: true, count: values.count)
        }
        // tails[l]: index of the smallest last value of an increasing run of length l + 1.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (k, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
                work += 1
            }
            if low > 0 { previous[k] = tails[low - 1] }
            if low == tails.count { tails.append(k) } else { tails[low] = k }
        }
        var inRun = [Bool](repeating: false, count: values.count)
        var k = tails.last ?? -1
        while k >= 0 {
            inRun[k] = true
            k = previous[k]
        }
        return inRun
    }
}

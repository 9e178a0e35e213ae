import Foundation

/// The sections and items a collection view shows, in order, at one point in time, like
/// `NSDiffableDataSourceSnapshot` (UIKit keeps that name; ``NSDiffableDataSourceSnapshot`` is
/// an alias).
///
///     var snapshot = DiffableDataSourceSnapshot<Section, Item>()
///     snapshot.appendSections([.main])
///     snapshot.appendItems(items, toSection: .main)
///     dataSource.apply(snapshot, animatingDifferences: true)
///
/// A value: changing a copy never changes the data source's snapshot until you apply it.
///
/// Identifiers are unique across the whole snapshot (UIKit: "Each of your sections and items
/// must have unique identifiers"), and so are sections. UIKit's programmer errors stop with a
/// message that names the call, the identifier and why: appending or inserting an identifier
/// that is already there, naming a section or item that is not there as an anchor
/// (`toSection:`, `beforeItem:`...), reloading or reconfiguring one that is not there, and
/// appending items when there is no section. Deleting identifiers that are not there does
/// nothing.
///
/// Each item's section and index are kept in a dictionary, so every lookup
/// (``indexOfItem(_:)``, ``sectionIdentifier(containingItem:)``...) is O(1) on average, and
/// building a snapshot by appending is O(*n*) in the items appended, however large it grows.
public struct DiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
> {
    public typealias Section = SectionIdentifierType
    public typealias Item = ItemIdentifierType

    typealias Place = SnapshotPlace

    /// The sections, in order.
    public private(set) var sectionIdentifiers: [Section] = []
    /// Each section's items, parallel to `sectionIdentifiers`.
    private(set) var sectionItems: [[Item]] = []
    /// Each section's position in `sectionIdentifiers`.
    private(set) var sectionPosition: [Section: Int] = [:]
    /// Each section's key (a number given when it is added, never reused in this snapshot),
    /// parallel to `sectionIdentifiers`; items name their section by key.
    private var sectionKeys: [Int] = []
    /// Each key's section position, or -1 once the section is deleted.
    private(set) var positionOfKey: [Int] = []
    /// How many items come before each section, parallel to `sectionIdentifiers`.
    private var starts: [Int] = []
    /// Each item's section and index.
    private(set) var places: [Item: Place] = [:]
    /// The identifiers marked by `reloadItems`, `reconfigureItems` and `reloadSections`, in
    /// call order (deleted ones are filtered out when read).
    private var reloadedItems: [Item] = []
    private var reconfiguredItems: [Item] = []
    private var reloadedSections: [Section] = []
    /// Elements written or moved by the mutations so far: a work counter for tests, which check
    /// that building is linear.
    package private(set) var elementsTouched = 0

    /// An empty snapshot.
    public init() {}

    // MARK: - Reading

    /// The number of items, in all sections.
    public var numberOfItems: Int { places.count }

    /// The number of sections.
    public var numberOfSections: Int { sectionIdentifiers.count }

    /// All items, section after section.
    ///
    /// - Complexity: O(*n*) in the items.
    public var itemIdentifiers: [Item] { Array(sectionItems.joined()) }

    /// The number of items in `identifier`'s section; a section that is not in the snapshot
    /// stops, as in UIKit.
    public func numberOfItems(inSection identifier: Section) -> Int {
        sectionItems[position(of: identifier, "numberOfItems(inSection:)")].count
    }

    /// The items of `identifier`'s section, in order; a section that is not in the snapshot
    /// stops, as in UIKit.
    public func itemIdentifiers(inSection identifier: Section) -> [Item] {
        sectionItems[position(of: identifier, "itemIdentifiers(inSection:)")]
    }

    /// The section that holds `identifier`, or `nil` if the item is not in the snapshot.
    public func sectionIdentifier(containingItem identifier: Item) -> Section? {
        places[identifier].map { sectionIdentifiers[positionOfKey[$0.key]] }
    }

    /// The item's index in ``itemIdentifiers`` (across sections), or `nil` if it is not in the
    /// snapshot.
    public func indexOfItem(_ identifier: Item) -> Int? {
        guard let place = places[identifier] else { return nil }
        return starts[positionOfKey[place.key]] + place.index
    }

    /// The section's index in ``sectionIdentifiers``, or `nil` if it is not in the snapshot.
    public func indexOfSection(_ identifier: Section) -> Int? {
        sectionPosition[identifier]
    }

    /// The items marked by ``reloadItems(_:)`` that are still in the snapshot.
    public var reloadedItemIdentifiers: [Item] { reloadedItems.filter { places[$0] != nil } }

    /// The items marked by ``reconfigureItems(_:)`` that are still in the snapshot.
    public var reconfiguredItemIdentifiers: [Item] {
        reconfiguredItems.filter { places[$0] != nil }
    }

    /// The sections marked by ``reloadSections(_:)`` that are still in the snapshot.
    public var reloadedSectionIdentifiers: [Section] {
        reloadedSections.filter { sectionPosition[$0] != nil }
    }

    /// The same snapshot with no reload or reconfigure marks (what a data source keeps after
    /// applying it).
    var withoutMarks: Self {
        var copy = self
        copy.reloadedItems = []
        copy.reconfiguredItems = []
        copy.reloadedSections = []
        return copy
    }

    // MARK: - Sections

    /// Adds `identifiers` as new sections at the end.
    ///
    /// - Complexity: O(*k*) in the sections added.
    public mutating func appendSections(_ identifiers: [Section]) {
        checkNew(identifiers, "appendSections(_:)")
        insertSections(identifiers, at: sectionIdentifiers.count)
    }

    /// Inserts `identifiers` as new sections before the section `toIdentifier`.
    ///
    /// - Complexity: O(*s*) in the sections.
    public mutating func insertSections(
        _ identifiers: [Section], beforeSection toIdentifier: Section
    ) {
        let call = "insertSections(_:beforeSection:)"
        let target = position(of: toIdentifier, call)
        checkNew(identifiers, call)
        insertSections(identifiers, at: target)
    }

    /// Inserts `identifiers` as new sections after the section `toIdentifier`.
    ///
    /// - Complexity: O(*s*) in the sections.
    public mutating func insertSections(
        _ identifiers: [Section], afterSection toIdentifier: Section
    ) {
        let call = "insertSections(_:afterSection:)"
        let target = position(of: toIdentifier, call)
        checkNew(identifiers, call)
        insertSections(identifiers, at: target + 1)
    }

    /// Deletes the sections `identifiers` and their items; identifiers that are not there are
    /// ignored.
    ///
    /// - Complexity: O(*s* + *m*) in the sections and the deleted items.
    public mutating func deleteSections(_ identifiers: [Section]) {
        let gone = Set(identifiers.filter { sectionPosition[$0] != nil })
        guard !gone.isEmpty else { return }
        let first = gone.map { sectionPosition[$0]! }.min()!
        var keptSections: [Section] = []
        var keptItems: [[Item]] = []
        var keptKeys: [Int] = []
        for p in sectionIdentifiers.indices {
            let section = sectionIdentifiers[p]
            if gone.contains(section) {
                for item in sectionItems[p] { places[item] = nil }
                sectionPosition[section] = nil
                positionOfKey[sectionKeys[p]] = -1
                elementsTouched += sectionItems[p].count
            } else {
                keptSections.append(section)
                keptItems.append(sectionItems[p])
                keptKeys.append(sectionKeys[p])
            }
        }
        sectionIdentifiers = keptSections
        sectionItems = keptItems
        sectionKeys = keptKeys
        starts = Array(starts.prefix(keptSections.count))
        reindexSections(from: first)
    }

    /// Moves the section `identifier` to just before the section `toIdentifier`.
    ///
    /// - Complexity: O(*s*) in the sections.
    public mutating func moveSection(_ identifier: Section, beforeSection toIdentifier: Section) {
        moveSection(identifier, to: toIdentifier, after: false, "moveSection(_:beforeSection:)")
    }

    /// Moves the section `identifier` to just after the section `toIdentifier`.
    ///
    /// - Complexity: O(*s*) in the sections.
    public mutating func moveSection(_ identifier: Section, afterSection toIdentifier: Section) {
        moveSection(identifier, to: toIdentifier, after: true, "moveSection(_:afterSection:)")
    }

    /// Marks the sections for reloading: applying the snapshot replaces their cells and
    /// supplementary views with new ones from the providers.
    public mutating func reloadSections(_ identifiers: [Section]) {
        for identifier in identifiers { _ = position(of: identifier, "reloadSections(_:)") }
        reloadedSections += identifiers
    }

    // MARK: - Items

    /// Adds `identifiers` at the end of the section `sectionIdentifier`, or of the last
    /// section when it is `nil`.
    ///
    /// - Complexity: O(*k* + *s*) in the items added and the sections after the target; O(*k*)
    ///   when appending to the last section.
    public mutating func appendItems(
        _ identifiers: [Item], toSection sectionIdentifier: Section? = nil
    ) {
        let call = "appendItems(_:toSection:)"
        let target: Int
        if let sectionIdentifier {
            target = position(of: sectionIdentifier, call)
        } else {
            if sectionIdentifiers.isEmpty {
                stop(
                    call,
                    "there are no sections; append a section first (UIKit: \"There are "
                        + "currently no sections in the data source. Please add a section first.\")"
                )
            }
            target = sectionIdentifiers.count - 1
        }
        checkNew(identifiers, call)
        insertItems(identifiers, inSectionAt: target, at: sectionItems[target].count)
    }

    /// Inserts `identifiers` just before the item `beforeIdentifier`, in its section.
    ///
    /// - Complexity: O(*k* + *m* + *s*) in the items inserted, the section's items and the
    ///   sections.
    public mutating func insertItems(_ identifiers: [Item], beforeItem beforeIdentifier: Item) {
        let call = "insertItems(_:beforeItem:)"
        let place = self.place(of: beforeIdentifier, call)
        checkNew(identifiers, call)
        insertItems(identifiers, inSectionAt: positionOfKey[place.key], at: place.index)
    }

    /// Inserts `identifiers` just after the item `afterIdentifier`, in its section.
    ///
    /// - Complexity: O(*k* + *m* + *s*) in the items inserted, the section's items and the
    ///   sections.
    public mutating func insertItems(_ identifiers: [Item], afterItem afterIdentifier: Item) {
        let call = "insertItems(_:afterItem:)"
        let place = self.place(of: afterIdentifier, call)
        checkNew(identifiers, call)
        insertItems(identifiers, inSectionAt: positionOfKey[place.key], at: place.index + 1)
    }

    /// Deletes the items `identifiers`; identifiers that are not there are ignored.
    ///
    /// - Complexity: O(*k* + *s*) plus the items of the sections they were in.
    public mutating func deleteItems(_ identifiers: [Item]) {
        var gone: [Int: Set<Item>] = [:]
        for item in identifiers {
            guard let place = places[item] else { continue }
            gone[positionOfKey[place.key], default: []].insert(item)
        }
        guard !gone.isEmpty else { return }
        for (section, items) in gone.sorted(by: { $0.key < $1.key }) {
            for item in items { places[item] = nil }
            sectionItems[section].removeAll { items.contains($0) }
            reindexItems(inSectionAt: section, from: 0)
        }
        recountStarts(from: gone.keys.min()!)
    }

    /// Deletes every item and every section.
    public mutating func deleteAllItems() {
        self = Self()
    }

    /// Moves the item `identifier` to just before the item `toIdentifier` (possibly into
    /// another section).
    ///
    /// - Complexity: O(*m* + *s*) in the items of the sections involved and the sections.
    public mutating func moveItem(_ identifier: Item, beforeItem toIdentifier: Item) {
        moveItem(identifier, to: toIdentifier, after: false, "moveItem(_:beforeItem:)")
    }

    /// Moves the item `identifier` to just after the item `toIdentifier` (possibly into another
    /// section).
    ///
    /// - Complexity: O(*m* + *s*) in the items of the sections involved and the sections.
    public mutating func moveItem(_ identifier: Item, afterItem toIdentifier: Item) {
        moveItem(identifier, to: toIdentifier, after: true, "moveItem(_:afterItem:)")
    }

    /// Marks the items for reloading: applying the snapshot replaces their cells with new ones
    /// from the cell provider (UIKit: `reloadItems(_:)`; prefer ``reconfigureItems(_:)`` to
    /// keep the cells).
    public mutating func reloadItems(_ identifiers: [Item]) {
        for identifier in identifiers { _ = place(of: identifier, "reloadItems(_:)") }
        reloadedItems += identifiers
    }

    /// Marks the items for reconfiguring: applying the snapshot asks the cell provider again
    /// for their live cells, and `dequeueReusableCell` hands it the existing cell, without
    /// `prepareForReuse` (UIKit: `reconfigureItems(_:)`, "preserving the existing cells").
    public mutating func reconfigureItems(_ identifiers: [Item]) {
        for identifier in identifiers { _ = place(of: identifier, "reconfigureItems(_:)") }
        reconfiguredItems += identifiers
    }

    // MARK: - Internals

    /// The item at `indexPath` (section, then index), or `nil` if there is none: what a data
    /// source's `itemIdentifier(for:)` answers.
    func item(at indexPath: IndexPath) -> Item? {
        guard indexPath.count == 2, sectionItems.indices.contains(indexPath[0]) else { return nil }
        let items = sectionItems[indexPath[0]]
        return items.indices.contains(indexPath[1]) ? items[indexPath[1]] : nil
    }

    /// The section identifier at `index`, or `nil` if there is none.
    func section(at index: Int) -> Section? {
        sectionIdentifiers.indices.contains(index) ? sectionIdentifiers[index] : nil
    }

    /// The item's section position and index, or `nil` if it is not in the snapshot.
    func location(of item: Item) -> (section: Int, index: Int)? {
        guard let place = places[item] else { return nil }
        return (positionOfKey[place.key], place.index)
    }

    private func stop(_ call: String, _ why: String) -> Never {
        preconditionFailure("DiffableDataSourceSnapshot.\(call): \(why)")
    }

    private func position(of section: Section, _ call: String) -> Int {
        guard let position = sectionPosition[section] else {
            stop(call, "section identifier \(section) is not in the snapshot")
        }
        return position
    }

    private func place(of item: Item, _ call: String) -> Place {
        guard let place = places[item] else {
            stop(call, "item identifier \(item) is not in the snapshot")
        }
        return place
    }

    /// Stops if `identifiers` repeat one another or one already in the snapshot (UIKit:
    /// "Supplied identifiers are not unique").
    private func checkNew(_ identifiers: [Section], _ call: String) {
        var seen = Set<Section>(minimumCapacity: identifiers.count)
        for identifier in identifiers {
            if sectionPosition[identifier] != nil {
                stop(
                    call,
                    "section identifier \(identifier) is already in the snapshot; "
                        + "section identifiers must be unique")
            }
            if !seen.insert(identifier).inserted {
                stop(
                    call,
                    "section identifier \(identifier) is supplied twice; "
                        + "section identifiers must be unique")
            }
        }
    }

    private func checkNew(_ identifiers: [Item], _ call: String) {
        // One identifier (a loop of single appends) needs no set.
        var seen = Set<Item>(minimumCapacity: identifiers.count > 1 ? identifiers.count : 0)
        for identifier in identifiers {
            if let place = places[identifier] {
                stop(
                    call,
                    "item identifier \(identifier) is already in the snapshot (in "
                        + "section \(sectionIdentifiers[positionOfKey[place.key]])); item "
                        + "identifiers must be unique")
            }
            if !seen.insert(identifier).inserted {
                stop(
                    call,
                    "item identifier \(identifier) is supplied twice; "
                        + "item identifiers must be unique")
            }
        }
    }

    private mutating func insertSections(_ identifiers: [Section], at position: Int) {
        guard !identifiers.isEmpty else { return }
        sectionIdentifiers.insert(contentsOf: identifiers, at: position)
        let keys = positionOfKey.count..<positionOfKey.count + identifiers.count
        positionOfKey += repeatElement(-1, count: identifiers.count)
        sectionKeys.insert(contentsOf: keys, at: position)
        sectionItems.insert(contentsOf: repeatElement([], count: identifiers.count), at: position)
        starts.insert(contentsOf: repeatElement(0, count: identifiers.count), at: position)
        reindexSections(from: position)
    }

    private mutating func moveSection(
        _ identifier: Section, to toIdentifier: Section, after: Bool, _ call: String
    ) {
        let from = position(of: identifier, call)
        _ = position(of: toIdentifier, call)
        guard identifier != toIdentifier else { return }
        let items = sectionItems.remove(at: from)
        let key = sectionKeys.remove(at: from)
        sectionIdentifiers.remove(at: from)
        starts.remove(at: from)
        let target =
            sectionPosition[toIdentifier]! - (sectionPosition[toIdentifier]! > from ? 1 : 0)
        let to = after ? target + 1 : target
        sectionIdentifiers.insert(identifier, at: to)
        sectionItems.insert(items, at: to)
        sectionKeys.insert(key, at: to)
        starts.insert(0, at: to)
        reindexSections(from: min(from, to))
    }

    private mutating func insertItems(_ items: [Item], inSectionAt section: Int, at index: Int) {
        guard !items.isEmpty else { return }
        let key = sectionKeys[section]
        if index == sectionItems[section].count {
            // Appending moves nothing: only the new items get places.
            for (offset, item) in items.enumerated() {
                places[item] = Place(key: key, index: index + offset)
            }
            sectionItems[section] += items
            elementsTouched += items.count
        } else {
            sectionItems[section].insert(contentsOf: items, at: index)
            reindexItems(inSectionAt: section, from: index)
        }
        recountStarts(from: section + 1)
    }

    private mutating func moveItem(
        _ identifier: Item, to toIdentifier: Item, after: Bool, _ call: String
    ) {
        let from = place(of: identifier, call)
        _ = place(of: toIdentifier, call)
        guard identifier != toIdentifier else { return }
        let fromSection = positionOfKey[from.key]
        sectionItems[fromSection].remove(at: from.index)
        reindexItems(inSectionAt: fromSection, from: from.index)
        let target = places[toIdentifier]!
        let toSection = positionOfKey[target.key]
        let index = after ? target.index + 1 : target.index
        sectionItems[toSection].insert(identifier, at: index)
        reindexItems(inSectionAt: toSection, from: index)
        recountStarts(from: min(fromSection, toSection) + 1)
    }

    /// Rewrites the places of the items of section `section` from `index` on.
    private mutating func reindexItems(inSectionAt section: Int, from index: Int) {
        let key = sectionKeys[section]
        let items = sectionItems[section]
        for i in index..<items.count {
            places[items[i]] = Place(key: key, index: i)
        }
        elementsTouched += items.count - index
    }

    /// Rewrites the positions and starts of the sections from `position` on.
    private mutating func reindexSections(from position: Int) {
        for i in position..<sectionIdentifiers.count {
            sectionPosition[sectionIdentifiers[i]] = i
            positionOfKey[sectionKeys[i]] = i
        }
        elementsTouched += sectionIdentifiers.count - position
        recountStarts(from: position)
    }

    /// Recomputes how many items come before each section from `position` on.
    private mutating func recountStarts(from position: Int) {
        guard position < sectionIdentifiers.count else { return }
        var start = position == 0 ? 0 : starts[position - 1] + sectionItems[position - 1].count
        for i in position..<sectionIdentifiers.count {
            starts[i] = start
            start += sectionItems[i].count
        }
        elementsTouched += sectionIdentifiers.count - position
    }
}

extension DiffableDataSourceSnapshot: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}

/// Where a snapshot's item is: its section's key and its index inside that section. Not
/// generic, so that code reading it needs no type metadata per item.
struct SnapshotPlace: Sendable {
    var key: Int
    var index: Int
}

import Foundation

/// UIKit's name for ``DiffableDataSourceSectionSnapshot``.
public typealias NSDiffableDataSourceSectionSnapshot = DiffableDataSourceSectionSnapshot

/// The items of one section as a tree of parents and children, each parent expanded or
/// collapsed, like `NSDiffableDataSourceSectionSnapshot` (an outline; UIKit keeps that name,
/// and ``NSDiffableDataSourceSectionSnapshot`` is an alias).
///
///     var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
///     snapshot.append(["Mail", "Notes"])
///     snapshot.append(["Inbox", "Sent"], to: "Mail")
///     snapshot.expand(["Mail"])
///     dataSource.apply(snapshot, to: .main, animatingDifferences: false)
///
///     items:        Mail, Inbox, Sent, Notes      (depth first)
///     visibleItems: Mail, Inbox, Sent, Notes      (Mail expanded)
///     after collapse(["Mail"]): Mail, Notes
///
/// Items start collapsed, as in UIKit. An item is visible when every one of its ancestors is
/// expanded: a collection view shows only the visible items (``visibleItems``). Identifiers
/// are unique: appending or inserting one that is already there, or naming one that is not
/// there as a parent or an anchor, is UIKit's programmer error and stops with a message that
/// names the item. Deleting an item deletes its descendants.
///
/// A value: changing a copy changes nothing shown until it is applied with
/// ``CollectionViewDiffableDataSource/apply(_:to:animatingDifferences:completion:)``.
///
/// - Complexity: lookups (``contains(_:)``, ``parent(of:)``, ``isExpanded(_:)``) are O(1) on
///   average, ``level(of:)`` and ``isVisible(_:)`` O(*depth*); ``items``, ``visibleItems``
///   and ``index(of:)`` walk the tree, O(*n*). Appending is O(*k*) for *k* items; inserting
///   and deleting are O(*siblings* + *k*).
public struct DiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    /// The type of the items.
    public typealias Item = ItemIdentifierType

    /// An item's place in the tree.
    struct Node {
        var parent: Item?
        var children: [Item] = []
        var isExpanded = false
    }

    /// The items without a parent, in order.
    public private(set) var rootItems: [Item] = []
    private var nodes: [Item: Node] = [:]

    /// An empty section snapshot.
    public init() {}

    // MARK: - Reading

    /// All items, depth first: each parent followed by its descendants.
    ///
    /// - Complexity: O(*n*).
    public var items: [Item] {
        var result: [Item] = []
        result.reserveCapacity(nodes.count)
        walk(rootItems, onlyVisible: false) { result.append($0) }
        return result
    }

    /// The items a collection view shows: those whose ancestors are all expanded, depth
    /// first.
    ///
    /// - Complexity: O(*visible items* + their children).
    public var visibleItems: [Item] {
        var result: [Item] = []
        walk(rootItems, onlyVisible: true) { result.append($0) }
        return result
    }

    /// Whether `item` is in the snapshot.
    public func contains(_ item: Item) -> Bool { nodes[item] != nil }

    /// `item`'s parent, or `nil` for a root item or one not in the snapshot.
    public func parent(of item: Item) -> Item? { nodes[item]?.parent }

    /// How many ancestors `item` has (0 for a root item); an item not in the snapshot stops.
    public func level(of item: Item) -> Int {
        var level = 0
        var parent = node(of: item, "level(of:)").parent
        while let p = parent {
            level += 1
            parent = nodes[p]?.parent
        }
        return level
    }

    /// `item`'s index in ``items``, or `nil` if it is not in the snapshot.
    ///
    /// - Complexity: O(*n*).
    public func index(of item: Item) -> Int? {
        guard nodes[item] != nil else { return nil }
        var index = 0
        var found: Int?
        walk(rootItems, onlyVisible: false) {
            if found == nil {
                if $0 == item { found = index }
                index += 1
            }
        }
        return found
    }

    /// Whether `item` is expanded (its children shown when it is visible); an item not in
    /// the snapshot stops.
    public func isExpanded(_ item: Item) -> Bool {
        node(of: item, "isExpanded(_:)").isExpanded
    }

    /// Whether every ancestor of `item` is expanded, so a collection view shows it; an item
    /// not in the snapshot stops.
    public func isVisible(_ item: Item) -> Bool {
        var parent = node(of: item, "isVisible(_:)").parent
        while let p = parent {
            guard let node = nodes[p], node.isExpanded else { return false }
            parent = node.parent
        }
        return true
    }

    /// A snapshot of `parent`'s descendants (as roots, or under `parent` when
    /// `includingParent`), with their expansion; a parent not in the snapshot stops.
    public func snapshot(of parent: Item, includingParent: Bool = false) -> Self {
        let node = node(of: parent, "snapshot(of:includingParent:)")
        var result = Self()
        if includingParent {
            result.rootItems = [parent]
            result.nodes[parent] = Node(
                parent: nil, children: node.children, isExpanded: node.isExpanded)
        } else {
            result.rootItems = node.children
        }
        walk(node.children, onlyVisible: false) { item in
            var copy = nodes[item]!
            if copy.parent == parent && !includingParent { copy.parent = nil }
            result.nodes[item] = copy
        }
        return result
    }

    /// A text picture of the tree, one item a line, indented by level, `+` before a
    /// collapsed parent and `-` before an expanded one (UIKit: `visualDescription()`).
    public func visualDescription() -> String {
        var lines: [String] = []
        func add(_ items: [Item], _ depth: Int) {
            for item in items {
                let node = nodes[item]!
                let mark = node.children.isEmpty ? " " : (node.isExpanded ? "-" : "+")
                lines.append(String(repeating: "  ", count: depth) + mark + " \(item)")
                add(node.children, depth + 1)
            }
        }
        add(rootItems, 0)
        return lines.joined(separator: "\n")
    }

    // MARK: - Changing

    /// Appends `items` as the last children of `parent` (`nil`: as the last root items).
    public mutating func append(_ items: [Item], to parent: Item? = nil) {
        checkNew(items, "append(_:to:)")
        if let parent {
            _ = node(of: parent, "append(_:to:)")
            nodes[parent]!.children.append(contentsOf: items)
        } else {
            rootItems.append(contentsOf: items)
        }
        for item in items { nodes[item] = Node(parent: parent) }
    }

    /// Appends `snapshot`'s items, with their children and expansion, under `parent` (`nil`:
    /// as roots).
    public mutating func append(_ snapshot: Self, to parent: Item? = nil) {
        checkNew(snapshot.items, "append(_:to:)")
        if let parent {
            _ = node(of: parent, "append(_:to:)")
            nodes[parent]!.children.append(contentsOf: snapshot.rootItems)
        } else {
            rootItems.append(contentsOf: snapshot.rootItems)
        }
        adopt(snapshot, under: parent)
    }

    /// Inserts `items` just before `item`, as its siblings.
    public mutating func insert(_ items: [Item], before item: Item) {
        insert(items, next: item, after: false, "insert(_:before:)")
        for new in items { nodes[new] = Node(parent: nodes[item]!.parent) }
    }

    /// Inserts `items` just after `item` (and its descendants), as its siblings.
    public mutating func insert(_ items: [Item], after item: Item) {
        insert(items, next: item, after: true, "insert(_:after:)")
        for new in items { nodes[new] = Node(parent: nodes[item]!.parent) }
    }

    /// Inserts `snapshot`'s items, with their children and expansion, just before `item`.
    public mutating func insert(_ snapshot: Self, before item: Item) {
        checkNew(snapshot.items, "insert(_:before:)")
        insert(snapshot.rootItems, next: item, after: false, "insert(_:before:)")
        adopt(snapshot, under: nodes[item]!.parent)
    }

    /// Inserts `snapshot`'s items, with their children and expansion, just after `item`.
    public mutating func insert(_ snapshot: Self, after item: Item) {
        checkNew(snapshot.items, "insert(_:after:)")
        insert(snapshot.rootItems, next: item, after: true, "insert(_:after:)")
        adopt(snapshot, under: nodes[item]!.parent)
    }

    /// Deletes `items` and their descendants. Items not in the snapshot are ignored.
    public mutating func delete(_ items: [Item]) {
        for item in items {
            guard let node = nodes[item] else { continue }
            if let parent = node.parent {
                nodes[parent]?.children.removeAll { $0 == item }
            } else {
                rootItems.removeAll { $0 == item }
            }
            var doomed = [item]
            walk(node.children, onlyVisible: false) { doomed.append($0) }
            for gone in doomed { nodes[gone] = nil }
        }
    }

    /// Deletes every item.
    public mutating func deleteAll() {
        rootItems = []
        nodes = [:]
    }

    /// Replaces `parent`'s children with `snapshot`'s items.
    public mutating func replace(childrenOf parent: Item, using snapshot: Self) {
        let children = node(of: parent, "replace(childrenOf:using:)").children
        delete(children)
        append(snapshot, to: parent)
    }

    /// Expands `items`: their children show while they are visible. Items not in the snapshot
    /// are ignored.
    public mutating func expand(_ items: [Item]) {
        for item in items where nodes[item] != nil { nodes[item]!.isExpanded = true }
    }

    /// Collapses `items`: their descendants no longer show. Items not in the snapshot are
    /// ignored.
    public mutating func collapse(_ items: [Item]) {
        for item in items where nodes[item] != nil { nodes[item]!.isExpanded = false }
    }

    // MARK: - Helpers

    /// Calls `body` for each item under `items`, depth first (skipping collapsed parents'
    /// children when `onlyVisible`).
    private func walk(_ items: [Item], onlyVisible: Bool, _ body: (Item) -> Void) {
        // An explicit stack: deep outlines must not exhaust the call stack.
        var stack: [(items: [Item], next: Int)] = [(items, 0)]
        while !stack.isEmpty {
            let top = stack.count - 1
            let (level, next) = stack[top]
            guard next < level.count else {
                stack.removeLast()
                continue
            }
            stack[top].next += 1
            let item = level[next]
            body(item)
            if let node = nodes[item], !node.children.isEmpty,
                !onlyVisible || node.isExpanded
            {
                stack.append((node.children, 0))
            }
        }
    }

    private func stop(_ call: String, _ why: String) -> Never {
        preconditionFailure("NSDiffableDataSourceSectionSnapshot.\(call): \(why)")
    }

    private func node(of item: Item, _ call: String) -> Node {
        guard let node = nodes[item] else {
            stop(call, "item \(item) is not in the section snapshot")
        }
        return node
    }

    private func checkNew(_ items: [Item], _ call: String) {
        var seen = Set<Item>()
        for item in items {
            if nodes[item] != nil || !seen.insert(item).inserted {
                stop(
                    call,
                    "item \(item) is already in the section snapshot (identifiers must be unique)"
                )
            }
        }
    }

    /// Puts `items` next to `anchor` among its siblings.
    private mutating func insert(_ items: [Item], next anchor: Item, after: Bool, _ call: String) {
        let parent = node(of: anchor, call).parent
        checkNew(items, call)
        func put(_ list: inout [Item]) {
            let i = list.firstIndex(of: anchor)!
            list.insert(contentsOf: items, at: after ? i + 1 : i)
        }
        if let parent { put(&nodes[parent]!.children) } else { put(&rootItems) }
    }

    /// Takes `snapshot`'s nodes, its roots now children of `parent`.
    private mutating func adopt(_ snapshot: Self, under parent: Item?) {
        for (item, node) in snapshot.nodes {
            var node = node
            if node.parent == nil { node.parent = parent }
            nodes[item] = node
        }
    }
}

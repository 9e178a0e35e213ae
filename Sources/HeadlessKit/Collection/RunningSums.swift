import Foundation

/// Lengths (a list's row heights) with their running sums, where changing one length costs
/// O(log *n*), not the lengths after it.
///
/// The lengths are kept in blocks of ``blockSize``. A complete binary tree over the blocks'
/// sums (its leaves padded with zeros to a power of two, each inner node the sum of its two
/// children) gives the sum before a block; within a block the lengths are added in order. So
/// every running sum depends only on the lengths and their count, never on the order they were
/// set in: lengths changed one by one give the same sums, to the last bit, as the same lengths
/// set at once. Storage is 8 bytes per length and 16 per block.
struct RunningSums {
    /// Lengths per block: a block's sum is recomputed (in order) when one of its lengths
    /// changes, and a running sum adds up to this many lengths after the tree's part.
    static let blockSize = 32

    private var lengths: [CGFloat] = []
    /// `tree[leaves + b]` is block `b`'s sum; `tree[k]` is `tree[2k] + tree[2k + 1]`;
    /// `tree[0]` is unused.
    private var tree: [CGFloat] = []
    /// The tree's leaves: a power of two that holds the blocks (0 when empty). Any such size
    /// gives the same sums: the blocks past the end sum to 0, and a larger tree only adds
    /// levels above.
    private var leaves = 0

    /// The number of lengths.
    var count: Int { lengths.count }

    /// Length `i`.
    subscript(i: Int) -> CGFloat { lengths[i] }

    /// The fewest leaves for `count` lengths.
    private static func leaves(for count: Int) -> Int {
        let blocks = (count + blockSize - 1) / blockSize
        return blocks == 0 ? 0 : 1 << (Int.bitWidth - (blocks - 1).leadingZeroBitCount)
    }

    /// Replaces the lengths by `n` lengths, length `i` being `length(i)`.
    ///
    /// - Complexity: O(*n*).
    mutating func assign(count n: Int, _ length: (Int) -> CGFloat) {
        lengths.removeAll(keepingCapacity: true)
        lengths.reserveCapacity(n)
        for i in 0..<n { lengths.append(length(i)) }
        rebuildTree()
    }

    /// Adds `k` lengths after the last one, length `i` (counted from the first of all)
    /// being `length(i)`.
    ///
    /// - Complexity: O(*k* + log *n*), or O(*n*) when the tree must grow (amortised over the
    ///   appends that filled it).
    mutating func append(count k: Int, _ length: (Int) -> CGFloat) {
        guard k > 0 else { return }
        let oldCount = count
        for i in oldCount..<(oldCount + k) { lengths.append(length(i)) }
        if Self.leaves(for: count) > leaves {
            rebuildTree()
            return
        }
        var block = oldCount / Self.blockSize
        while block * Self.blockSize < count {
            updateBlock(block)
            block += 1
        }
    }

    /// Sets length `i`.
    ///
    /// - Complexity: O(``blockSize`` + log *n*).
    mutating func set(_ i: Int, _ length: CGFloat) {
        precondition(i >= 0 && i < count, "RunningSums: index \(i) of \(count)")
        lengths[i] = length
        updateBlock(i / Self.blockSize)
    }

    /// The sum of the lengths before index `i` (0 for `i == 0`; `i` may be `count`).
    ///
    /// - Complexity: O(``blockSize`` + log *n*).
    func sum(before i: Int) -> CGFloat {
        precondition(i >= 0 && i <= count, "RunningSums: index \(i) of \(count)")
        let block = i / Self.blockSize
        var sum = sum(beforeBlock: block)
        var j = block * Self.blockSize
        while j < i {
            sum += lengths[j]
            j += 1
        }
        return sum
    }

    /// ``sum(before:)`` of `i + 1`, given `before`, that of `i`.
    ///
    /// - Complexity: O(1), or O(log *n*) where a block starts.
    func sum(after i: Int, before: CGFloat) -> CGFloat {
        if (i + 1) % Self.blockSize == 0 { return sum(beforeBlock: (i + 1) / Self.blockSize) }
        return before + lengths[i]
    }

    /// The sum of all the lengths.
    var total: CGFloat { sum(before: count) }

    /// The last index `i` (0 through `count`) whose ``sum(before:)`` is at most `value`, given
    /// lengths that are not negative; 0 when none is.
    ///
    /// - Complexity: O(``blockSize`` + log *n*).
    func lastIndex(summingAtMost value: CGFloat) -> Int {
        guard count > 0, value >= 0 else { return 0 }
        // Down from the root, going right past each left child that still fits.
        var node = 1
        var below: CGFloat = 0
        while node < leaves {
            let left = 2 * node
            if below + tree[left] <= value {
                below += tree[left]
                node = left + 1
            } else {
                node = left
            }
        }
        // The descent adds in another order than `sum(beforeBlock:)`: settle on the latter.
        let blocks = (count + Self.blockSize - 1) / Self.blockSize
        var block = min(node - leaves, blocks - 1)
        while block > 0, sum(beforeBlock: block) > value { block -= 1 }
        while block + 1 < blocks, sum(beforeBlock: block + 1) <= value { block += 1 }
        // Then along the block, adding as `sum(before:)` does.
        var i = block * Self.blockSize
        var sum = sum(beforeBlock: block)
        while i < count {
            let next = self.sum(after: i, before: sum)
            if next > value { break }
            sum = next
            i += 1
        }
        return i
    }

    /// Removes the last `k` lengths.
    ///
    /// - Complexity: O(``blockSize`` + (*k* / ``blockSize`` + 1) log *n*).
    mutating func removeLast(_ k: Int) {
        precondition(k >= 0 && k <= count, "RunningSums: removing \(k) of \(count)")
        guard k > 0 else { return }
        let oldBlocks = (count + Self.blockSize - 1) / Self.blockSize
        lengths.removeLast(k)
        // The tree keeps its size: a tree larger than the lengths need gives the same sums
        // (the blocks past the end sum to 0, and a larger tree only adds levels above).
        var block = count / Self.blockSize
        while block < oldBlocks {
            updateBlock(block)
            block += 1
        }
    }

    /// Empties the lengths, keeping the storage.
    mutating func removeAll() {
        lengths.removeAll(keepingCapacity: true)
        tree.removeAll(keepingCapacity: true)
        leaves = 0
    }

    /// The bytes of storage held.
    var storageBytes: Int { (lengths.capacity + tree.capacity) * MemoryLayout<CGFloat>.stride }

    /// The sum of the blocks before `block`.
    private func sum(beforeBlock block: Int) -> CGFloat {
        if block == 0 { return 0 }
        if block == leaves { return tree[1] }
        // The nodes left of the block's path to the root, lowest first.
        var sum: CGFloat = 0
        var node = leaves + block
        while node > 1 {
            if node & 1 == 1 { sum += tree[node - 1] }
            node >>= 1
        }
        return sum
    }

    /// Block `block`'s sum, in order.
    private func blockSum(_ block: Int) -> CGFloat {
        var sum: CGFloat = 0
        var j = block * Self.blockSize
        let end = min(count, j + Self.blockSize)
        while j < end {
            sum += lengths[j]
            j += 1
        }
        return sum
    }

    /// Sums block `block` again and the tree nodes above it.
    private mutating func updateBlock(_ block: Int) {
        var node = leaves + block
        tree[node] = blockSum(block)
        node >>= 1
        while node > 0 {
            tree[node] = tree[2 * node] + tree[2 * node + 1]
            node >>= 1
        }
    }

    /// Sizes the tree for the lengths and sums every block and node.
    private mutating func rebuildTree() {
        leaves = Self.leaves(for: count)
        tree.removeAll(keepingCapacity: true)
        guard leaves > 0 else { return }
        tree.append(contentsOf: repeatElement(0, count: 2 * leaves))
        let blocks = (count + Self.blockSize - 1) / Self.blockSize
        for block in 0..<blocks { tree[leaves + block] = blockSum(block) }
        var node = leaves - 1
        while node > 0 {
            tree[node] = tree[2 * node] + tree[2 * node + 1]
            node -= 1
        }
    }
}

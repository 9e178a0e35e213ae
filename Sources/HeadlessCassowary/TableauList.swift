/// A growable list of plain values whose buffer the tableau owns: its per-constraint lists
/// (definitions, their terms, the dirty and touched symbols) kept without an array's header
/// and allocation each, so a small tableau cuts their first buffers from its arena (see
/// `Tableau.reserveCapacity(constraints:)`) instead of making eight mallocs.
///
/// A value type over a raw buffer: a copy of the struct is a view of the same buffer, so the
/// tableau never keeps one past a growth. Only the tableau frees the buffer (`deallocate()`,
/// in its `deinit`), and `init(copying:)` is the only deep copy. Indices are below `count`
/// (checked in debug builds).
struct TableauList<Element: BitwiseCopyable>: RandomAccessCollection, MutableCollection {
    var base: UnsafeMutablePointer<Element>
    private var storedCount: Int32
    /// The capacity, negative if `base` is not the list's own (the arena's or the empty
    /// buffer): 16 bytes a list, as an array's reference and header are 40.
    private var storedCapacity: Int32

    var count: Int { Int(storedCount) }
    var capacity: Int { Int(storedCapacity.magnitude) }
    /// Whether `base` came from malloc (else from the arena, or the empty buffer).
    private var ownsBuffer: Bool { storedCapacity > 0 }

    /// An empty list (no buffer).
    init() {
        base = UnsafeMutableRawPointer(emptyColumnBlock).assumingMemoryBound(to: Element.self)
        storedCount = 0
        storedCapacity = 0
    }

    /// A copy of `other` in a buffer of its own.
    init(copying other: TableauList) {
        self.init()
        if other.count > 0 {
            base = copiedBuffer(other.base, count: other.count, capacity: other.count)
            storedCount = other.storedCount
            storedCapacity = other.storedCount
        }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { Int(storedCount) }

    subscript(i: Int) -> Element {
        // Addressors: `definitions[d].value = v` writes the field in place.
        @inline(__always) unsafeAddress {
            assert(i >= 0 && i < count, "index \(i) out of range 0..<\(count)")
            return UnsafePointer(base + i)
        }
        @inline(__always) nonmutating unsafeMutableAddress {
            assert(i >= 0 && i < count, "index \(i) out of range 0..<\(count)")
            return base + i
        }
    }

    /// Makes room for `n` elements in all: in `arenaBuffer` (room for `n`, from the arena) if
    /// given and the list has no buffer yet, else by growing.
    mutating func reserveCapacity(_ n: Int, arenaBuffer: UnsafeMutablePointer<Element>?) {
        if n <= capacity { return }
        if let arenaBuffer, capacity == 0 {
            base = arenaBuffer
            storedCapacity = -Int32(n)
        } else {
            grow(to: n)
        }
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if Int(storedCount) == capacity { grow(to: Swift.max(2 * capacity, 4)) }
        base[Int(storedCount)] = element
        storedCount += 1
    }

    mutating func reserveCapacity(_ n: Int) {
        if n > capacity { grow(to: n) }
    }

    @inline(never)
    private mutating func grow(to newCapacity: Int) {
        precondition(newCapacity <= Int(Int32.max), "a list of \(newCapacity) elements")
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        grown.initialize(from: base, count: count)
        if ownsBuffer { base.deallocate() }
        base = grown
        storedCapacity = Int32(newCapacity)
    }

    @inline(__always)
    mutating func popLast() -> Element? {
        if storedCount == 0 { return nil }
        storedCount -= 1
        return base[Int(storedCount)]
    }

    mutating func removeLast(_ k: Int = 1) {
        precondition(k >= 0 && k <= count, "removing \(k) of \(count) elements")
        storedCount -= Int32(k)
    }

    /// Empties the list (its buffer is kept either way).
    mutating func removeAll(keepingCapacity _: Bool = true) {
        storedCount = 0
    }

    /// Frees the buffer if it came from malloc (the tableau's `deinit`).
    func deallocate() {
        if ownsBuffer { base.deallocate() }
    }
}

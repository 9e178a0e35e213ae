extension Array {
    /// An empty array with room for `capacity` elements, allocated at once: what
    /// `reserveCapacity` on an empty array makes, without its general path (which copies
    /// and checks for an existing buffer). The engine makes many small lists, a few per
    /// constrained view.
    @inline(__always)
    static func withRoom(_ capacity: Int) -> [Element] {
        Array(unsafeUninitializedCapacity: capacity) { _, count in count = 0 }
    }
}

/// Counts of the tree work whose amount the complexity tests check: they compare the counts
/// with the size of the work, so an algorithm that turns quadratic, or starts visiting views it
/// should skip, fails a test whatever the machine's speed.
struct TreeOperations {
    /// Subview slots renumbered after an insertion, a move or squeezing out holes.
    var slotsRenumbered = 0
}

extension View {
    /// The process's tree-operation counts (main actor only; tests read differences).
    static var treeOperations = TreeOperations()
}

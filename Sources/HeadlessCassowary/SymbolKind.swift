/// What a tableau symbol stands for, which decides its sign and whether it may enter the basis.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted.
    case external
    /// The slack of an inequality (and the artificial variable of phase 1): ≥ 0.
    case slack
    /// An error variable of a non-required constraint: ≥ 0, weighted in the objective.
    case error
    /// The marker of a required equality: pinned to 0, never enters the basis.
    case dummy
}

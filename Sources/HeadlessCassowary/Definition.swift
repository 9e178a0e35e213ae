/// An entry of a symbol's list of the definitions that name it (see
/// `Tableau.dependentNodes`).
struct DependentNode {
    var definition: Int32
    /// The next node of the list, or -1.
    var next: Int32
}

/// A required equality solved for its subject: `subject = constant + Σ coefficients·symbols
/// + markerCoefficient·marker`. The symbols are external (basic, parametric or defined). See
/// Tableau+Definitions.swift.
struct Definition {
    // Stored eight-byte values first, then four-byte, then the flag: 64 bytes rather than 72
    // in declaration order (a small solver keeps about one per two constraints).

    /// The evaluation order: above the rank of every definition this one names, below the rank
    /// of every definition that names its subject.
    var rank: Double
    var constant: Double
    var markerCoefficient: Double
    /// Its value as of the last `settleDefinitions` (NaN before the first).
    var value: Double
    /// An upper bound of its *weight*: 1 + Σ |coefficient| × the weight of the symbol (1 for a
    /// variable that is not defined). |value| ≤ weight × the high-water mark, by induction
    /// over the ranks.
    var weight: Double
    /// -1 once removed.
    var subject: Int32
    var marker: Int32
    /// Where its terms (`symbols`, `coefficients`) are in the tableau's `termSymbols` and
    /// `termCoefficients`: one pool for all definitions rather than two arrays each.
    var termStart: Int32
    var termCount: Int32
    /// Queued for evaluation or expansion (see Tableau+Definitions.swift).
    var queued: Bool

    init(
        subject: Int32, rank: Double, marker: Int32, constant: Double, markerCoefficient: Double,
        termStart: Int32, termCount: Int32, queued: Bool, value: Double, weight: Double
    ) {
        self.rank = rank
        self.constant = constant
        self.markerCoefficient = markerCoefficient
        self.value = value
        self.weight = weight
        self.subject = subject
        self.marker = marker
        self.termStart = termStart
        self.termCount = termCount
        self.queued = queued
    }

    /// The indices of its terms in the tableau's pools.
    @inline(__always)
    var terms: Range<Int> { Int(termStart)..<Int(termStart + termCount) }
}

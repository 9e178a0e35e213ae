/// A required equality solved for its subject: `subject = constant + Σ coefficients·symbols
/// + markerCoefficient·marker`. The symbols are external (basic, parametric or defined). See
/// Tableau+Definitions.swift.
struct Definition {
    /// -1 once removed.
    var subject: Int32
    /// The evaluation order: above the rank of every definition this one names, below the rank
    /// of every definition that names its subject.
    var rank: Double
    var marker: Int32
    var constant: Double
    var markerCoefficient: Double
    var symbols: [Int32]
    var coefficients: [Double]
}

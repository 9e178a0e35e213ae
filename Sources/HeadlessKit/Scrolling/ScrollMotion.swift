import Foundation

/// What moves a scroll view when no finger does: per-axis deceleration or spring, or an
/// animated `setContentOffset`.
struct ScrollMotion {
    enum Axis {
        case idle
        /// Exponential decay covering `distance` in total (velocity `-distance·k·e^(kτ)`,
        /// k = 1000·ln rate); `bounded` turns into a bounce at the content's edge.
        case decay(
            start: TimeInterval, distance: CGFloat, k: CGFloat, travelled: CGFloat, bounded: Bool)
        /// Critically damped spring to `target`, from `from` at `start` with velocity `v0`.
        case spring(start: TimeInterval, from: CGFloat, v0: CGFloat, target: CGFloat)
    }

    var x: Axis
    var y: Axis
    /// An animated `setContentOffset` (other fields unused).
    var animation: (from: CGPoint, to: CGPoint, start: TimeInterval)?

    var isIdle: Bool {
        if animation != nil { return false }
        if case .idle = x, case .idle = y { return true }
        return false
    }
}

import Foundation

/// What a ``ScrollView`` is doing, with the data of that phase only: a finger that has not
/// dragged yet, a drag, a deceleration, an animated `setContentOffset`, or nothing.
///
///     idle ──touch──▶ tracking ──pan began──▶ dragging ──release──▶ decelerating ──▶ idle
///       │                │ lift (caught a motion, off its rest)        ▲    │ touch
///       │                └─────────────────────────────────────────────┘    ▼
///       └──setContentOffset(animated: true)──▶ animating ──end──▶ idle   tracking
///
/// `isTracking`, `isDragging` and `isDecelerating` are read from it, so they cannot disagree.
/// Every way back to ``idle`` goes through `ScrollView.comeToRest(_:)`.
enum ScrollPhase {
    /// Nothing moves the view and no finger is on it.
    case idle
    /// A finger is down and has not dragged (yet). `caughtMotion`: its touch stopped a
    /// deceleration or animation, so when it lifts without a drag the view still has to come
    /// to rest on a page or inside its content.
    case tracking(caughtMotion: Bool)
    /// The pan moves the offset.
    case dragging(Drag)
    /// Moving on its own after the finger lifted: each axis decays or springs.
    case decelerating(Deceleration)
    /// An animated `setContentOffset` or `scrollRectToVisible`.
    case animating(Animation)

    /// A drag in progress.
    struct Drag {
        /// The finger's offset before rubber-banding.
        var rawOffset: CGPoint
        /// The offset the drag last set (code that moved it since is followed).
        var lastAppliedOffset: CGPoint
        /// The pan's translation at the last change.
        var lastTranslation: CGPoint
        /// The axes the drag moves (directional lock may drop one).
        var horizontal: Bool
        var vertical: Bool
        /// Where the drag started (paging moves at most one page from it).
        var startOffset: CGPoint
        /// `false` from the moment the last finger lifts until the release is handled
        /// (`scrollViewWillEndDragging`, `scrollViewDidEndDragging`).
        var isTouchDown: Bool
    }

    /// A deceleration (or bounce, or page snap) on each axis.
    struct Deceleration {
        enum Axis {
            case idle
            /// Exponential decay covering `distance` in total (velocity `-distance·k·e^(kτ)`,
            /// k = 1000·ln rate); `bounded` turns into a bounce at the content's edge.
            case decay(
                start: TimeInterval, distance: CGFloat, k: CGFloat, travelled: CGFloat,
                bounded: Bool)
            /// Critically damped spring to `target`, from `from` at `start` with velocity `v0`.
            case spring(start: TimeInterval, from: CGFloat, v0: CGFloat, target: CGFloat)
        }

        var x: Axis
        var y: Axis
        /// The offset the deceleration last set: code that moved it since shifts the springs.
        var lastAppliedOffset: CGPoint

        var isFinished: Bool {
            if case .idle = x, case .idle = y { return true }
            return false
        }

        /// Whether either axis is a spring (a bounce back or a page snap).
        var isBouncing: Bool {
            if case .spring = x { return true }
            if case .spring = y { return true }
            return false
        }
    }

    /// An animated `setContentOffset`: 0.3 s ease-in-out from `from` to `to`.
    struct Animation {
        var from: CGPoint
        var to: CGPoint
        var start: TimeInterval
        /// Whether a finger is down on the view (code animated it under a still finger).
        var isTouchDown: Bool
    }

    /// `UIScrollView.isTracking`: a finger is down on the view.
    var isTracking: Bool {
        switch self {
        case .tracking: true
        case .dragging(let drag): drag.isTouchDown
        case .animating(let animation): animation.isTouchDown
        case .idle, .decelerating: false
        }
    }

    /// `UIScrollView.isDragging`.
    var isDragging: Bool {
        if case .dragging = self { return true }
        return false
    }

    /// `UIScrollView.isDecelerating`.
    var isDecelerating: Bool {
        if case .decelerating = self { return true }
        return false
    }

    /// Whether the clock moves the view (a deceleration or an animation).
    var isMoving: Bool {
        switch self {
        case .decelerating, .animating: true
        case .idle, .tracking, .dragging: false
        }
    }

    /// Which case this is, without its data. A case that follows itself is always separated
    /// by another (stopping a motion passes through ``idle``).
    var kind: Int {
        switch self {
        case .idle: 0
        case .tracking: 1
        case .dragging: 2
        case .decelerating: 3
        case .animating: 4
        }
    }

    /// Whether nothing holds or moves the view.
    var isIdle: Bool {
        if case .idle = self { return true }
        return false
    }
}

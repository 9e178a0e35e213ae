import Foundation

/// How a scroll view came to rest, and so what its delegate hears.
enum RestEnding {
    /// A deceleration, bounce or page snap ran out: `scrollViewDidEndDecelerating`.
    case decelerationEnded
    /// An animated `setContentOffset` reached its target: `scrollViewDidEndScrollingAnimation`.
    case scrollAnimationEnded
    /// Stopped with no end call: a drag released without deceleration (after
    /// `scrollViewDidEndDragging(willDecelerate: false)`), a touch lifted, or code
    /// (`setContentOffset`, a new drag) stopped a motion.
    case stopped
}

extension ScrollView {
    /// Whether the view is at rest: no finger holds it, no drag moves it, and neither a
    /// deceleration nor an animated `setContentOffset` runs (``ScrollPhase/idle``). The one
    /// definition of rest, for the rest checks here and the invariants of the testing module.
    package var isAtRest: Bool { phase.isIdle }

    /// The one way a scroll view comes to rest. Whatever ended (a deceleration, a page snap, an
    /// animation, a touch that stopped a motion, a drag released in place), it leaves the
    /// clock, leaves its phase (for ``ScrollPhase/idle``, or for tracking while a finger is
    /// still down), comes inside its range if a deceleration left it outside (the content
    /// shrank under it), then tells the delegate once, last, so that the delegate sees the view
    /// at rest and may start anything from there.
    func comeToRest(_ ending: RestEnding) {
        stopClockCallback()
        if case .decelerationEnded = ending {
            // UIKit never leaves a deceleration outside the content: a spring aimed at an
            // edge that moved since lands on the new one.
            let inside = clamped(contentOffset)
            if inside != contentOffset {
                let changes = phaseChanges
                contentOffset = inside
                guard phaseChanges == changes else { return }
            }
        }
        // A finger still down (code animated under it, or its drag was cancelled) keeps
        // tracking; a touch that was only tracking has lifted.
        var fingerDown = false
        switch phase {
        case .dragging(let drag): fingerDown = drag.isTouchDown
        case .animating(let animation): fingerDown = animation.isTouchDown
        case .idle, .tracking, .decelerating: break
        }
        phase = fingerDown ? .tracking(caughtMotion: false) : .idle
        switch ending {
        case .decelerationEnded: delegate?.scrollViewDidEndDecelerating(self)
        case .scrollAnimationEnded: delegate?.scrollViewDidEndScrollingAnimation(self)
        case .stopped: break
        }
    }

    /// Notes that the offset may now show past the content although no code set it there (the
    /// view grew past its content, or a collection view's data shrank under it): at the first
    /// frame at rest, after layout, it comes back inside its range. A finger or a deceleration
    /// defers it until they end; an animated `setContentOffset` started since cancels it (an
    /// offset set in code is never clamped).
    func bringInsideAtRest() {
        guard !isPendingRestCheck, let window else { return }
        isPendingRestCheck = true
        window.scrollViewsToBringInside.append(WeakScrollView(view: self))
    }

    /// Brings a resting view inside its range now; a held or moving one at its first frame at
    /// rest (``bringInsideAtRest()``).
    func bringInsideNowOrAtRest() {
        guard isAtRest else {
            bringInsideAtRest()
            return
        }
        comeInside()
    }

    /// Moves the offset to the nearest one inside its range, if it is outside.
    func comeInside() {
        let inside = clamped(contentOffset)
        if inside != contentOffset { contentOffset = inside }
    }
}

extension Window {
    /// Once a frame, after layout: a noted scroll view (resized, or its data shrank) that is at
    /// rest and shows past the end of its content comes back inside its range, as UIKit's does
    /// when a scroll view grows past its content or a collection view's layout is updated
    /// (`UICollectionViewLayout.targetContentOffset(forProposedContentOffset:)`). A finger down
    /// or a motion keeps it noted until they end (a pan that never began, on content smaller
    /// than the view, leaves no motion to bring it back); an animated `setContentOffset`
    /// started after the note drops it, since an offset set in code is never clamped.
    func bringResizedScrollViewsInside() {
        guard !scrollViewsToBringInside.isEmpty else { return }
        let entries = scrollViewsToBringInside
        scrollViewsToBringInside = []
        for entry in entries {
            // Cancelled by an animated `setContentOffset` since it was noted.
            guard let view = entry.view, view.isPendingRestCheck else { continue }
            guard view.window === self else {
                view.isPendingRestCheck = false
                continue
            }
            if !view.isAtRest {
                scrollViewsToBringInside.append(entry)
                continue
            }
            view.isPendingRestCheck = false
            view.comeInside()
        }
    }

    /// Whether a noted scroll view waits for the next frame (a finger down does not count: a
    /// held touch leaves the window idle).
    var hasScrollViewToBringInside: Bool {
        scrollViewsToBringInside.contains { entry in
            guard let view = entry.view, view.isPendingRestCheck else { return true }
            return !view.isTracking && !view.isDragging
        }
    }
}

import Foundation

extension Window: FrameClockOwner {
    /// Registers the window's work on its clock: animations, the layout pass, then what follows
    /// the layout (scroll views' adjusted content insets, resized scroll views coming back
    /// inside their range), once a frame after the frame callbacks, as UIKit's Core Animation
    /// commit follows the run loop's timers and display links.
    ///
    /// The clock holds the window weakly: the window owns the clock.
    func registerFrameStages() {
        clock.owner = self
        clock.register(.animations)
        clock.register(.layout)
        clock.register(.afterLayout)
    }

    /// Runs one stage of the frame at `now`.
    func run(_ stage: FrameStage, at now: TimeInterval) {
        switch stage {
        case .animations:
            animator.step(to: now)
        case .layout:
            layoutIfNeeded()
        case .afterLayout:
            updatePendingAdjustedContentInsets()
            bringResizedScrollViewsInside()
            displayViewsNeedingDisplay()
        }
    }
}

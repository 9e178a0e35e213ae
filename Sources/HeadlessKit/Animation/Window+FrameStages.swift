import Foundation

extension Window {
    /// Registers the window's work on its clock: animations, the layout pass, then what follows
    /// the layout (scroll views' adjusted content insets, resized scroll views coming back
    /// inside their range), once a frame after the frame callbacks, as UIKit's Core Animation
    /// commit follows the run loop's timers and display links.
    ///
    /// The stages hold the window weakly: the window owns the clock.
    func registerFrameStages() {
        clock.owner = self
        clock.addStage(.animations) { [weak self] now in self?.animator.step(to: now) }
        clock.addStage(.layout) { [weak self] _ in self?.layoutIfNeeded() }
        clock.addStage(.afterLayout) { [weak self] _ in
            self?.updatePendingAdjustedContentInsets()
        }
        clock.addStage(.afterLayout) { [weak self] _ in self?.bringResizedScrollViewsInside() }
    }
}

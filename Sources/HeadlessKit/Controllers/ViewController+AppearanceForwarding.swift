import Foundation

// Manual appearance forwarding, for containers that decide when their children appear (a
// pager adding and removing pages as they scroll into view), like UIKit's
// `shouldAutomaticallyForwardAppearanceMethods`, `beginAppearanceTransition(_:animated:)` and
// `endAppearanceTransition()`.

extension ViewController {
    /// Tells the controller that its view is about to appear (`isAppearing`) or disappear, like
    /// `UIViewController.beginAppearanceTransition(_:animated:)`: it gets
    /// ``viewWillAppear(_:)`` or ``viewWillDisappear(_:)``. A container calls it on a child
    /// when its own ``shouldAutomaticallyForwardAppearanceMethods`` is `false`, then
    /// ``endAppearanceTransition()`` once the child's view is in place.
    ///
    ///     child.beginAppearanceTransition(true, animated: false)
    ///     addChild(child)
    ///     containerView.addSubview(child.view)
    ///     child.didMove(toParent: self)
    ///     child.endAppearanceTransition()      // viewIsAppearing, viewDidAppear
    ///
    /// Calls that would unbalance the callbacks are ignored, as UIKit ignores them (it logs
    /// "Unbalanced calls to begin/end appearance transitions"): appearing while appearing or
    /// appeared, disappearing while disappearing or disappeared. Appearing while disappearing
    /// turns the transition around (`viewWillAppear` follows `viewWillDisappear`), as an
    /// interactive transition that is cancelled does.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing):
            appearanceState = .appearing
            manualAppearanceAnimated = animated
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearanceState = .disappearing
            manualAppearanceAnimated = animated
            viewWillDisappear(animated)
        default:
            return
        }
    }

    /// Tells the controller that the appearance transition begun with
    /// ``beginAppearanceTransition(_:animated:)`` is over, like
    /// `UIViewController.endAppearanceTransition()`: an appearing controller gets
    /// ``viewIsAppearing(_:)``, a layout of its view if it is in a window, and
    /// ``viewDidAppear(_:)``, a disappearing one
    /// ``viewDidDisappear(_:)``. With no transition under way it does nothing.
    public func endAppearanceTransition() {
        let animated = manualAppearanceAnimated
        switch appearanceState {
        case .appearing:
            viewIsAppearing(animated)
            // As for a view that enters a window: laid out before `viewDidAppear` (UIKit
            // "Displaying and managing views with a view controller"), if it is in one.
            if appearanceState == .appearing, let view = viewIfLoaded, view.window != nil {
                view.layoutIfNeeded()
            }
            // `viewIsAppearing` or the layout may have begun the other way: only a controller
            // still appearing finishes.
            guard appearanceState == .appearing else { return }
            appearanceState = .appeared
            viewDidAppear(animated)
            isMovingToParent = false
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(animated)
            isMovingFromParent = false
        case .appeared, .disappeared:
            return
        }
    }

    /// Whether the parent tells this controller about its appearance itself
    /// (``shouldAutomaticallyForwardAppearanceMethods`` is `false` there): its view entering
    /// or leaving the window then calls nothing.
    var appearanceIsForwardedByParent: Bool {
        guard let parent else { return false }
        return !parent.shouldAutomaticallyForwardAppearanceMethods
    }
}

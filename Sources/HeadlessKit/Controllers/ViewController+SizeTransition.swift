import Foundation

/// What a block of a size transition is told, like `UIViewControllerTransitionCoordinatorContext`.
///
/// A window's resize is not animated here: the views take their new size at once, and the
/// blocks run in the window's next frame, after a layout pass.
@MainActor
public protocol ViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated: `false` (a resize takes effect at once).
    var isAnimated: Bool { get }
    /// Whether a gesture drives the transition: `false`.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled: `false` (a resize is never cancelled).
    var isCancelled: Bool { get }
    /// How long the transition takes, in seconds: 0.
    var transitionDuration: TimeInterval { get }
    /// The rotation applied to the views: the identity (sizes change, nothing turns).
    var targetTransform: CGAffineTransform { get }
    /// The view the transition happens in: the window.
    var containerView: View { get }
}

/// Runs blocks along with a size transition and after it, like
/// `UIViewControllerTransitionCoordinator`; ``ViewController/viewWillTransition(to:with:)``
/// gets one.
@MainActor
public protocol ViewControllerTransitionCoordinator: ViewControllerTransitionCoordinatorContext {
    /// Runs `animation` along with the transition and `completion` after it, like
    /// `UIViewControllerTransitionCoordinator.animate(alongsideTransition:completion:)`.
    /// Both run in the window's next frame, after a layout pass at the new size, every
    /// `animation` before any `completion`, each in the order added.
    ///
    /// - Returns: `true`, or `false` when the transition is over (the blocks are then
    ///   dropped, as UIKit drops blocks it cannot queue).
    @discardableResult
    func animate(
        alongsideTransition animation: (
            @MainActor (any ViewControllerTransitionCoordinatorContext) -> Void
        )?,
        completion: (@MainActor (any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

extension ViewControllerTransitionCoordinator {
    /// Runs `animation` along with the transition (see
    /// ``animate(alongsideTransition:completion:)``).
    @discardableResult
    public func animate(
        alongsideTransition animation: (
            @MainActor (any ViewControllerTransitionCoordinatorContext) -> Void
        )?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of a window's resize.
@MainActor
final class SizeTransitionCoordinator: ViewControllerTransitionCoordinator {
    typealias Block = @MainActor (any ViewControllerTransitionCoordinatorContext) -> Void

    /// Weak: the window's clock holds the coordinator until its blocks run, so a strong
    /// reference back would keep alive (and key) a window whose clock never advances.
    private weak var window: Window?
    private var animations: [Block] = []
    private var completions: [Block] = []
    private var isOver = false

    init(window: Window) {
        self.window = window
    }

    var isAnimated: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var targetTransform: CGAffineTransform { .identity }
    /// The window; once it has gone, an empty view (safe to touch).
    var containerView: View { window ?? View(frame: .zero) }

    func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool {
        guard !isOver else { return false }
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Lays the window out at its new size, then runs the blocks. A block may resize the
    /// window again (a new transition) or add blocks here (refused: the transition is over).
    func finish() {
        guard !isOver else { return }
        isOver = true
        window?.layoutIfNeeded()
        let (animations, completions) = (self.animations, self.completions)
        self.animations = []
        self.completions = []
        for animation in animations { animation(self) }
        for completion in completions { completion(self) }
    }
}

extension ViewController {
    /// The default of ``viewWillTransition(to:with:)``: the children and the controller this
    /// one presents get the call, with the same size (UIKit's default
    /// `size(forChildContentContainer:withParentContainerSize:)` is the parent's size).
    func forwardSizeTransition(
        to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator
    ) {
        // A snapshot: an override may add or remove children while we go.
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
        if let presented = presentationStorage?.presented, presented.parent == nil {
            presented.viewWillTransition(to: size, with: coordinator)
        }
    }
}

extension Window {
    /// Tells the root controller that the window's size changed, before its view takes the
    /// new size, and runs the coordinator's blocks in the next frame.
    func beginSizeTransition() {
        guard let root = rootViewController, root.isViewLoaded else { return }
        let coordinator = SizeTransitionCoordinator(window: self)
        root.viewWillTransition(to: bounds.size, with: coordinator)
        clock.schedule(after: 0) { _ in coordinator.finish() }
    }
}

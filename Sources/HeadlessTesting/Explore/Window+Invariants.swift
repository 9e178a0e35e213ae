import Foundation
import HeadlessKit

extension Window {
    /// Runs `body` (touch scripts, waits, actions) while checking `invariants` after every
    /// frame, then settles and checks once more; returns the first violation, or `nil`.
    ///
    ///     let violation = window.firstViolation(of: ExploreInvariant.builtIn) {
    ///         window.fling(from: CGPoint(x: 350, y: 400), velocity: CGPoint(x: -1500, y: 0))
    ///     }
    ///     #expect(violation == nil)
    ///
    /// `.atRest` invariants are checked only at frames where the window is idle with no finger
    /// down; `.whenSettling` ones (``ExploreInvariant/settles``) at the end, and they do the
    /// settling; without one, the window settles within `settleTimeout` unchecked.
    ///
    /// - Complexity: each check after each frame; the built-in ones are O(*n*) in the views.
    public func firstViolation(
        of invariants: [ExploreInvariant], settleTimeout: TimeInterval = 10,
        during body: () -> Void
    ) -> InvariantViolation? {
        let watch = InvariantWatch(window: self, invariants: invariants)
        watch.start()
        body()
        watch.finish(settleTimeout: settleTimeout)
        return watch.violation
    }
}

/// Checks invariants after each frame of one window until the first violation.
@MainActor
final class InvariantWatch {
    let window: Window
    let everyFrame: [ExploreInvariant]
    let atRest: [ExploreInvariant]
    let settling: [ExploreInvariant]
    private(set) var violation: InvariantViolation?
    private var observer: FrameCallback?

    init(window: Window, invariants: [ExploreInvariant]) {
        self.window = window
        everyFrame = invariants.filter { $0.timing == .everyFrame }
        atRest = invariants.filter { $0.timing == .atRest }
        settling = invariants.filter { $0.timing == .whenSettling }
    }

    func start() {
        observer = window.clock.addFrameObserver { [weak self] _ in self?.check() }
    }

    /// Checks the per-frame and (at rest) the at-rest invariants now.
    func check() {
        guard violation == nil else { return }
        for invariant in everyFrame {
            if let message = invariant.violation(in: window) {
                fail(invariant, message)
                return
            }
        }
        guard !atRest.isEmpty, window.isIdle, window.activeTouches.isEmpty else { return }
        for invariant in atRest {
            if let message = invariant.violation(in: window) {
                fail(invariant, message)
                return
            }
        }
    }

    /// A settle step: the settling invariants run the frames (or a plain settle).
    func settle(timeout: TimeInterval) {
        guard violation == nil else { return }
        if settling.isEmpty {
            window.settle(timeout: timeout)
            return
        }
        for invariant in settling where violation == nil {
            if let message = invariant.violation(in: window) { fail(invariant, message) }
        }
    }

    /// Lifts any finger left down, settles and checks one last time, then stops watching.
    func finish(settleTimeout: TimeInterval) {
        defer {
            observer?.invalidate()
            observer = nil
        }
        // Found already: the rest would only cost time.
        guard violation == nil else { return }
        for touch in window.activeTouches {
            touch.update(phase: .cancelled)
            window.send(Event(touches: [touch]))
        }
        settle(timeout: settleTimeout)
        check()
    }

    private func fail(_ invariant: ExploreInvariant, _ message: String) {
        violation = InvariantViolation(
            invariant: invariant.name, message: message, frame: window.clock.frameCount)
    }
}

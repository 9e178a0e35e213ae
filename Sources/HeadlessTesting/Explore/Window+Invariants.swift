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
    /// The tree-walking built-ins among `everyFrame` and `atRest`: checked in one walk.
    private let everyFrameWalk: TreeCheckSet
    private let atRestWalk: TreeCheckSet
    private let walker = TreeWalker()

    init(window: Window, invariants: [ExploreInvariant]) {
        self.window = window
        everyFrame = invariants.filter { $0.timing == .everyFrame }
        atRest = invariants.filter { $0.timing == .atRest }
        settling = invariants.filter { $0.timing == .whenSettling }
        var walk = TreeCheckSet()
        for invariant in everyFrame { if let check = invariant.treeCheck { walk.insert(check) } }
        everyFrameWalk = walk
        walk = TreeCheckSet()
        for invariant in atRest { if let check = invariant.treeCheck { walk.insert(check) } }
        atRestWalk = walk
    }

    func start() {
        observer = window.clock.addFrameObserver { [weak self] _ in self?.check() }
    }

    /// Checks the per-frame and (at rest) the at-rest invariants now, in their order; the
    /// tree-walking built-ins among them share one walk, done first (the checks only read the
    /// tree, so the answers are those of checking one by one).
    func check() {
        guard violation == nil else { return }
        let atRestNow = !atRest.isEmpty && window.isIdle && window.activeTouches.isEmpty
        var walk = everyFrameWalk
        if atRestNow {
            if atRestWalk.finite { walk.finite = true }
            if atRestWalk.hierarchy { walk.hierarchy = true }
            if atRestWalk.hit { walk.hit = true }
            if atRestWalk.cells { walk.cells = true }
            if atRestWalk.offsets { walk.offsets = true }
        }
        let walked = walker.run(walk, on: window)
        for invariant in everyFrame {
            let message = invariant.treeCheck.map { walked[$0] } ?? invariant.violation(in: window)
            if let message {
                fail(invariant, message)
                return
            }
        }
        guard atRestNow else { return }
        for invariant in atRest {
            let message = invariant.treeCheck.map { walked[$0] } ?? invariant.violation(in: window)
            if let message {
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

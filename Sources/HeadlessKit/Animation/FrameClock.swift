import Foundation

/// The virtual display clock of a ``Window``: nothing moves until it advances.
///
/// Each frame advances `time` by one frame duration, runs the frame callbacks (what scroll-view
/// deceleration and your own display-link code use), steps animations, then runs the window's
/// layout pass.
@MainActor
public final class FrameClock {
    /// Frames per second (120 by default, like a ProMotion display).
    public let framesPerSecond: Int
    /// Frames run so far.
    public private(set) var frameCount = 0
    /// Seconds since the clock started: `frameCount / framesPerSecond`, exactly.
    public var time: TimeInterval { Double(frameCount) / Double(framesPerSecond) }
    /// Seconds per frame.
    public var frameDuration: TimeInterval { 1 / Double(framesPerSecond) }

    private var callbacks: [FrameCallback] = []
    /// What `advance(by:)` has not yet turned into a whole frame.
    private var pendingSeconds: TimeInterval = 0
    weak var window: Window?

    /// Makes a clock; `framesPerSecond` must be positive.
    public init(framesPerSecond: Int = 120) {
        precondition(
            framesPerSecond > 0,
            "FrameClock: framesPerSecond must be positive, got \(framesPerSecond)")
        self.framesPerSecond = framesPerSecond
    }

    /// Registers `body` to run once per frame, before animations and layout, until the returned
    /// callback is invalidated (like `CADisplayLink`). Callbacks run in the order they were added;
    /// one added during a frame first runs on the next.
    @discardableResult
    public func addFrameCallback(_ body: @escaping @MainActor (FrameCallback) -> Void)
        -> FrameCallback
    {
        let callback = FrameCallback(clock: self, body: body)
        callbacks.append(callback)
        return callback
    }

    /// Whether any frame callback is active (not paused).
    public var hasActiveCallbacks: Bool {
        callbacks.contains { !$0.isPaused && !$0.isInvalidated }
    }
    /// How many frame callbacks are active (not paused).
    var activeCallbackCount: Int { callbacks.count { !$0.isPaused && !$0.isInvalidated } }

    private var observers: [FrameCallback] = []

    /// Registers `body` to run at the end of each frame, after animations and layout, to look at
    /// the finished frame (recorders, loggers), until the returned callback is invalidated.
    /// Unlike frame callbacks, observers never keep `Window.settle()` running.
    @discardableResult
    public func addFrameObserver(
        _ body: @escaping @MainActor (FrameCallback) -> Void
    ) -> FrameCallback {
        let observer = FrameCallback(clock: self, body: body)
        observers.append(observer)
        return observer
    }

    /// Invalidated callbacks still in `callbacks` or `observers` (skipped when frames run).
    private var invalidatedCount = 0

    func remove(_ callback: FrameCallback) {
        // Swept in one pass once they are half of the list: invalidating n callbacks (a
        // recognizer's timers each) costs O(n), not a search each.
        invalidatedCount += 1
        guard invalidatedCount * 2 > callbacks.count + observers.count else { return }
        callbacks.removeAll { $0.isInvalidated }
        observers.removeAll { $0.isInvalidated }
        invalidatedCount = 0
    }

    /// Advances by `seconds`, running every whole frame that falls inside; a remainder carries
    /// over to the next call.
    public func advance(by seconds: TimeInterval) {
        precondition(
            seconds.isFinite && seconds >= 0,
            "FrameClock.advance(by:): seconds \(seconds) is not a finite, non-negative duration"
                + " (\(window?.shortDescription ?? "no window"))")
        precondition(
            (pendingSeconds + seconds) * Double(framesPerSecond)
                <= Double(FrameClock.maximumFrames),
            "FrameClock.advance(by:): seconds \(seconds) is more than \(FrameClock.maximumFrames) "
                + "frames at \(framesPerSecond) Hz (\(window?.shortDescription ?? "no window"))")
        pendingSeconds += seconds
        // A tiny tolerance so that 0.1 s at 120 Hz is 12 frames, not 11.
        let frames = Int((pendingSeconds * Double(framesPerSecond) + 1e-9).rounded(.down))
        pendingSeconds = max(0, pendingSeconds - Double(frames) / Double(framesPerSecond))
        runFrames(frames)
    }

    /// The most frames one ``advance(by:)`` runs: 2³¹ − 1 (about 207 days at 120 Hz).
    public nonisolated static let maximumFrames = Int(Int32.max)

    /// Runs `count` frames.
    public func runFrames(_ count: Int) {
        precondition(count >= 0, "FrameClock.runFrames(_:): negative count \(count)")
        for _ in 0..<count { step() }
    }

    /// Runs one frame: time, callbacks, animations, layout.
    func step() {
        frameCount += 1
        let now = time
        // Snapshot: callbacks added during this frame wait for the next one.
        for callback in callbacks where !callback.isPaused && !callback.isInvalidated {
            callback.timestamp = now
            callback.body(callback)
        }
        window?.animator.step(to: now)
        window?.layoutIfNeeded()
        window?.updatePendingAdjustedContentInsets()
        window?.bringResizedScrollViewsInside()
        for observer in observers where !observer.isPaused && !observer.isInvalidated {
            observer.timestamp = now
            observer.body(observer)
        }
    }
}

/// A per-frame callback registered on a ``FrameClock``, like `CADisplayLink`.
@MainActor
public final class FrameCallback {
    /// When set, the callback is skipped (and does not keep `settle()` running).
    public var isPaused = false
    /// The time of the frame being run.
    public fileprivate(set) var timestamp: TimeInterval = 0
    fileprivate let body: @MainActor (FrameCallback) -> Void
    private weak var clock: FrameClock?
    private(set) var isInvalidated = false

    fileprivate init(clock: FrameClock, body: @escaping @MainActor (FrameCallback) -> Void) {
        self.clock = clock
        self.body = body
    }

    /// Stops the callback for good.
    public func invalidate() {
        guard !isInvalidated else { return }
        isInvalidated = true
        clock?.remove(self)
    }
}

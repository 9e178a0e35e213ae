import Foundation

/// The virtual display clock of a ``Window``: nothing moves until it advances.
///
/// The clock counts frames; frame *n* happens at `n / framesPerSecond` seconds, exactly. Each
/// frame runs, in this order:
///
/// 1. the timers that are due (``schedule(at:_:)``, ``schedule(after:_:)``, and gesture
///    recognizers' timers such as a long press's minimum duration), in deadline order, timers
///    with the same deadline in the order they were scheduled;
/// 2. the frame callbacks (``addFrameCallback(_:)``: scroll-view deceleration, your
///    display-link code), in the order they were added;
/// 3. the stages its window registered: animations, then the layout pass, then what follows
///    the layout (adjusted content insets, resized scroll views coming back inside);
/// 4. the frame observers (``addFrameObserver(_:)``), which look at the finished frame.
///
/// That is the order of UIKit's run loop: timers and `CADisplayLink` fire, then Core Animation
/// commits the transaction (animations, `layoutSubviews`) before the run loop sleeps.
///
/// The clock is a deadline queue, like a test event loop: a timer waits in the queue, keyed by
/// the frame it is due in, and costs nothing until that frame. Work added while a frame runs
/// (a timer, a frame callback) first runs in the next frame, so a timer that reschedules
/// itself cannot keep a frame from ending.
@MainActor
public final class FrameClock {
    /// Frames per second (120 by default, like a ProMotion display).
    public let framesPerSecond: Int
    /// Frames run so far.
    @exclusivity(unchecked) public private(set) var frameCount = 0
    /// Seconds since the clock started: `frameCount / framesPerSecond`, exactly.
    public var time: TimeInterval { Double(frameCount) / Double(framesPerSecond) }
    /// Seconds per frame.
    public var frameDuration: TimeInterval { 1 / Double(framesPerSecond) }

    // The fields read every frame skip the runtime's exclusivity check (a thread-local lookup
    // per access): the clock is used only on the main actor, and no access to them is held
    // across a call into a client (the loops below iterate copies).
    @exclusivity(unchecked) private var callbacks: [FrameCallback] = []
    @exclusivity(unchecked) private var observers: [FrameCallback] = []
    /// The stages the owner registered, in the order they run.
    @exclusivity(unchecked) private var stages: [FrameStage] = []
    /// What `advance(by:)` has not yet turned into a whole frame.
    private var pendingSeconds: TimeInterval = 0
    /// Whose clock this is (its window): runs the registered stages, and is named in messages.
    weak var owner: (any FrameClockOwner)?

    /// Makes a clock; `framesPerSecond` must be positive.
    public init(framesPerSecond: Int = 120) {
        precondition(
            framesPerSecond > 0,
            "FrameClock: framesPerSecond must be positive, got \(framesPerSecond)")
        self.framesPerSecond = framesPerSecond
    }

    // MARK: - Frame callbacks and observers

    /// Registers `body` to run once per frame, after the due timers and before animations and
    /// layout, until the returned callback is invalidated (like `CADisplayLink`). Callbacks run
    /// in the order they were added; one added during a frame first runs on the next.
    @discardableResult
    public func addFrameCallback(_ body: @escaping @MainActor (FrameCallback) -> Void)
        -> FrameCallback
    {
        let callback = FrameCallback(clock: self, body: body)
        callbacks.append(callback)
        return callback
    }

    /// Whether any frame callback is active (not paused).
    ///
    /// - Complexity: O(*n*) in the number of frame callbacks.
    public var hasActiveCallbacks: Bool {
        callbacks.contains { !$0.isPaused && !$0.isInvalidated }
    }
    /// How many frame callbacks are active (not paused).
    var activeCallbackCount: Int { callbacks.count { !$0.isPaused && !$0.isInvalidated } }

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
        // Swept in one pass once they are half of the list: invalidating n callbacks costs
        // O(n), not a search each.
        invalidatedCount += 1
        guard invalidatedCount * 2 > callbacks.count + observers.count else { return }
        callbacks.removeAll { $0.isInvalidated }
        observers.removeAll { $0.isInvalidated }
        invalidatedCount = 0
    }

    // MARK: - Stages

    /// Registers one of the owner's stages: every frame, after the frame callbacks and before
    /// the observers, the clock asks its owner to run it, in ``FrameStage`` order. Stages stay
    /// for the clock's lifetime; registering one twice changes nothing.
    func register(_ stage: FrameStage) {
        guard !stages.contains(stage) else { return }
        let index = stages.firstIndex { $0.rawValue > stage.rawValue } ?? stages.count
        stages.insert(stage, at: index)
    }

    // MARK: - Timers

    /// Timers not yet run, by the frame they are due in; each bucket in scheduling order.
    @exclusivity(unchecked) private var timerBuckets: [Int: [FrameTimer]] = [:]
    /// Entries in `timerBuckets`, and how many of them were invalidated (swept at half).
    @exclusivity(unchecked) private var bucketedTimerCount = 0
    private var invalidatedBucketedTimerCount = 0
    /// Timers scheduled and neither run nor invalidated.
    private(set) var scheduledTimerCount = 0
    /// Scheduling order, for ties.
    private var nextTimerOrder = 0
    /// Timer entries touched (scheduled, run, skipped or swept), for complexity tests.
    private(set) var timerOperationCount = 0

    /// Whether a timer is waiting (scheduled, neither run nor invalidated).
    public var hasScheduledTimers: Bool { scheduledTimerCount > 0 }

    /// Runs `body` once, in the first frame whose time is at or after `time` (seconds on this
    /// clock), like a `Timer` with that fire date; a time that has passed, or that is the
    /// current frame's, runs in the next frame.
    ///
    ///     clock.schedule(at: 0.5) { _ in badge.isHidden = true }   // frame 60 at 120 Hz
    ///
    /// Timers due in the same frame run first in that frame, in deadline order, then in the
    /// order they were scheduled. A time further than ``maximumFrames`` frames ahead waits that
    /// many frames (about 207 days at 120 Hz).
    ///
    /// - Precondition: `time` is finite and not negative.
    /// - Returns: the timer; ``FrameTimer/invalidate()`` cancels it.
    /// - Complexity: O(1) amortized.
    @discardableResult
    public func schedule(
        at time: TimeInterval, _ body: @escaping @MainActor (FrameTimer) -> Void
    ) -> FrameTimer {
        precondition(
            time.isFinite && time >= 0,
            "FrameClock.schedule(at:): time \(time) is not a finite, non-negative time"
                + " (\(ownerDescription))")
        let frame = max(
            firstFrame(atOrAfter: time, limit: frameCount + FrameClock.maximumFrames),
            frameCount + 1)
        return enqueue(FrameTimer(clock: self, fireDate: time, fireFrame: frame, body: body))
    }

    /// Runs `body` once, `delay` seconds from the current frame, counted in whole frames: in
    /// the first frame at least `delay` after this one (at least the next), like
    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` without repeats.
    ///
    ///     clock.schedule(after: 0.5) { _ in press.begin() }   // 60 frames later at 120 Hz
    ///
    /// Counting frames rather than adding seconds keeps a timer from slipping a frame on a
    /// rounding error: 0.5 s from frame 1 is frame 61, whatever `1 / 120 + 0.5` rounds to.
    /// A delay longer than ``maximumFrames`` frames waits that many frames.
    ///
    /// - Precondition: `delay` is finite and not negative.
    /// - Returns: the timer; ``FrameTimer/invalidate()`` cancels it.
    /// - Complexity: O(1) amortized.
    @discardableResult
    public func schedule(
        after delay: TimeInterval, _ body: @escaping @MainActor (FrameTimer) -> Void
    ) -> FrameTimer {
        precondition(
            delay.isFinite && delay >= 0,
            "FrameClock.schedule(after:): delay \(delay) is not a finite, non-negative duration"
                + " (\(ownerDescription))")
        let frames = max(firstFrame(atOrAfter: delay, limit: FrameClock.maximumFrames), 1)
        let frame = frameCount + frames
        let fireDate = Double(frameCount) / Double(framesPerSecond) + delay
        return enqueue(FrameTimer(clock: self, fireDate: fireDate, fireFrame: frame, body: body))
    }

    /// The first frame number whose time is at or after `seconds` (finite, not negative), by
    /// the same arithmetic as ``time``, without an epsilon; `limit` when that is further.
    private func firstFrame(atOrAfter seconds: TimeInterval, limit: Int) -> Int {
        let fps = Double(framesPerSecond)
        guard seconds * fps < Double(limit) else { return limit }
        // The product may round either way: step to the exact frame (at most one step each).
        var frame = Int((seconds * fps).rounded(.up))
        while frame > 0 && Double(frame - 1) / fps >= seconds { frame -= 1 }
        while Double(frame) / fps < seconds { frame += 1 }
        return frame
    }

    private func enqueue(_ timer: FrameTimer) -> FrameTimer {
        timerOperationCount += 1
        timer.order = nextTimerOrder
        nextTimerOrder += 1
        timerBuckets[timer.fireFrame, default: []].append(timer)
        bucketedTimerCount += 1
        scheduledTimerCount += 1
        return timer
    }

    /// A timer was invalidated before it ran.
    fileprivate func timerInvalidated(_ timer: FrameTimer) {
        timerOperationCount += 1
        scheduledTimerCount -= 1
        guard timer.isQueued else { return }
        invalidatedBucketedTimerCount += 1
        // Swept in one pass once they are half of the queue: cancelling n timers costs O(n)
        // in all, and a cancelled far-away timer does not stay in memory until its frame.
        guard invalidatedBucketedTimerCount * 2 > bucketedTimerCount else { return }
        timerOperationCount += bucketedTimerCount
        timerBuckets = timerBuckets.compactMapValues { bucket in
            let kept = bucket.filter { !$0.isInvalidated }
            return kept.isEmpty ? nil : kept
        }
        bucketedTimerCount -= invalidatedBucketedTimerCount
        invalidatedBucketedTimerCount = 0
    }

    /// Runs the timers due in the current frame.
    private func runDueTimers() {
        guard var due = timerBuckets.removeValue(forKey: frameCount) else { return }
        bucketedTimerCount -= due.count
        for timer in due {
            timer.isQueued = false
            if timer.isInvalidated { invalidatedBucketedTimerCount -= 1 }
        }
        timerOperationCount += due.count
        // Scheduling order is the tie-break; a later-scheduled, earlier deadline in the same
        // frame (rare) needs a sort.
        if zip(due, due.dropFirst()).contains(where: { $0.fireDate > $1.fireDate }) {
            due.sort { ($0.fireDate, $0.order) < ($1.fireDate, $1.order) }
        }
        let now = time
        for timer in due where !timer.isInvalidated {
            timer.isInvalidated = true
            scheduledTimerCount -= 1
            timer.timestamp = now
            let body = timer.body
            timer.body = nil
            body?(timer)
        }
    }

    // MARK: - Advancing

    /// Advances by `seconds`, running every whole frame that falls inside; a remainder carries
    /// over to the next call.
    ///
    /// - Precondition: `seconds` is finite, not negative, and with the carried remainder at
    ///   most ``maximumFrames`` frames.
    /// - Complexity: O(*f*) in the frames run, plus the work of each frame.
    public func advance(by seconds: TimeInterval) {
        precondition(
            seconds.isFinite && seconds >= 0,
            "FrameClock.advance(by:): seconds \(seconds) is not a finite, non-negative duration"
                + " (\(ownerDescription))")
        precondition(
            (pendingSeconds + seconds) * Double(framesPerSecond)
                <= Double(FrameClock.maximumFrames),
            "FrameClock.advance(by:): seconds \(seconds) is more than \(FrameClock.maximumFrames) "
                + "frames at \(framesPerSecond) Hz (\(ownerDescription))")
        pendingSeconds += seconds
        // A tiny tolerance so that 0.1 s at 120 Hz is 12 frames, not 11, however the caller's
        // seconds were summed (ten times 0.01 is 0.09999999999999999). Timers need none: they
        // are kept as frame numbers.
        let frames = Int((pendingSeconds * Double(framesPerSecond) + 1e-9).rounded(.down))
        pendingSeconds = max(0, pendingSeconds - Double(frames) / Double(framesPerSecond))
        runFrames(frames)
    }

    /// The most frames one ``advance(by:)`` runs, and the furthest ahead a timer waits:
    /// 2³¹ − 1 (about 207 days at 120 Hz).
    public nonisolated static let maximumFrames = Int(Int32.max)

    /// Runs `count` frames.
    ///
    /// - Precondition: `count` is not negative.
    /// - Complexity: O(`count`), plus the work of each frame.
    public func runFrames(_ count: Int) {
        precondition(
            count >= 0, "FrameClock.runFrames(_:): negative count \(count) (\(ownerDescription))")
        for _ in 0..<count { step() }
    }

    /// Runs one frame: time, due timers, callbacks, the owner's stages, observers.
    func step() {
        frameCount += 1
        let now = time
        if bucketedTimerCount > 0 { runDueTimers() }
        // Snapshots: what is added during this frame waits for the next one.
        for callback in callbacks where !callback.isPaused && !callback.isInvalidated {
            callback.timestamp = now
            callback.body(callback)
        }
        // One load of the owner a frame: it stays alive until the frame's stages are done.
        if !stages.isEmpty, let owner {
            for stage in stages { owner.run(stage, at: now) }
        }
        for observer in observers where !observer.isPaused && !observer.isInvalidated {
            observer.timestamp = now
            observer.body(observer)
        }
    }

    private var ownerDescription: String { owner?.shortDescription ?? "no window" }
}

/// Whose clock it is: the owner registers its stages with ``FrameClock/register(_:)`` and
/// runs each when the clock asks, so the clock never names its clients.
@MainActor
protocol FrameClockOwner: AnyObject {
    /// How messages name the owner (`<Window>`).
    var shortDescription: String { get }
    /// Runs `stage` of the frame at `time`.
    func run(_ stage: FrameStage, at time: TimeInterval)
}

/// The stages of a frame that a clock's owner registers, in the order they run (after the
/// frame callbacks, before the observers).
enum FrameStage: Int {
    /// `View.animate` animations move to the frame's time.
    case animations
    /// The layout pass.
    case layout
    /// Follow-ups of the layout pass.
    case afterLayout
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

/// A one-shot timer on a ``FrameClock`` (``FrameClock/schedule(at:_:)``,
/// ``FrameClock/schedule(after:_:)``), like a non-repeating `Timer`.
@MainActor
public final class FrameTimer {
    /// The time it was scheduled for, in the clock's seconds.
    public let fireDate: TimeInterval
    /// The frame it runs in: the first whose time is at or after ``fireDate``.
    public let fireFrame: Int
    /// The time of the frame it ran in (0 until it runs).
    public fileprivate(set) var timestamp: TimeInterval = 0
    /// Whether it is still waiting: `false` once it ran or was invalidated.
    public var isValid: Bool { !isInvalidated }

    /// Released once the timer ran or was invalidated, as `Timer` releases its block.
    fileprivate var body: (@MainActor (FrameTimer) -> Void)?
    fileprivate var order = 0
    /// Whether it is still in the clock's queue (not yet taken out for its frame).
    fileprivate var isQueued = true
    fileprivate var isInvalidated = false
    private weak var clock: FrameClock?

    fileprivate init(
        clock: FrameClock, fireDate: TimeInterval, fireFrame: Int,
        body: @escaping @MainActor (FrameTimer) -> Void
    ) {
        self.clock = clock
        self.fireDate = fireDate
        self.fireFrame = fireFrame
        self.body = body
    }

    /// Cancels the timer if it has not run, and releases its closure; safe to call again, or
    /// from a timer or callback of the same frame (a cancelled timer that was due in it does
    /// not run).
    public func invalidate() {
        guard !isInvalidated else { return }
        isInvalidated = true
        body = nil
        clock?.timerInvalidated(self)
    }
}

import Foundation

/// A set of touches delivered together, like `UIEvent`.
@MainActor
public final class Event {
    /// When the event happened, in the window clock's seconds. `Window.send` fills it in with
    /// the clock's time when the event was made without one.
    public internal(set) var timestamp: TimeInterval
    /// The touches that changed in this event, in the order given.
    public let changedTouches: [Touch]
    /// Every touch the window is tracking when the event is delivered, changed or not, in
    /// touch-down order.
    public internal(set) var orderedTouches: [Touch]
    let hasExplicitTimestamp: Bool

    /// Makes an event at `timestamp`, with no touches.
    public init(timestamp: TimeInterval) {
        self.timestamp = timestamp
        self.changedTouches = []
        self.orderedTouches = []
        self.hasExplicitTimestamp = true
    }

    /// Makes an event carrying `touches` (each in its new phase); `nil` timestamp: the window
    /// clock's time when it is sent.
    public init(touches: [Touch], timestamp: TimeInterval? = nil) {
        self.timestamp = timestamp ?? 0
        self.changedTouches = touches
        self.orderedTouches = touches
        self.hasExplicitTimestamp = timestamp != nil
    }

    /// All touches of the event, like `UIEvent.allTouches`.
    public var allTouches: Set<Touch> { Set(orderedTouches) }

    /// The touches of the event that were hit-tested to `view`.
    ///
    /// - Complexity: O(*t*) in the event's touches.
    public func touches(for view: View) -> Set<Touch> {
        Set(orderedTouches.filter { $0.view === view })
    }

    /// The touches of the event that `recognizer` is tracking.
    ///
    /// - Complexity: O(*t* · *r*) for *t* touches in the event and *r* tracked by `recognizer`.
    public func touches(for recognizer: GestureRecognizer) -> Set<Touch> {
        Set(orderedTouches.filter { touch in recognizer.trackedTouches.contains { $0 === touch } })
    }
}

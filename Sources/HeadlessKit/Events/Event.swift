import Foundation

/// A set of touches delivered together, like `UIEvent`.
@MainActor
public final class Event {
    /// When the event happened, in the window clock's seconds.
    public let timestamp: TimeInterval

    /// Makes an event at `timestamp`.
    public init(timestamp: TimeInterval) {
        self.timestamp = timestamp
    }
}

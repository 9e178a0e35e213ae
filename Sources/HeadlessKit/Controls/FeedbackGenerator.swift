import Foundation

/// UIKit's `UIFeedbackGenerator`: haptic feedback. HeadlessKit has no haptics: the generators
/// count what they were asked to play, so a test can check that a tap gave feedback.
@MainActor
open class FeedbackGenerator {
    /// How many times feedback was played (`impactOccurred`, `selectionChanged`,
    /// `notificationOccurred`).
    public private(set) var occurrences = 0

    /// Makes a generator.
    public init() {}

    /// Readies the engine (does nothing here).
    public func prepare() {}

    func occurred() { occurrences += 1 }
}

/// UIKit's `UIImpactFeedbackGenerator`: the feel of a collision.
@MainActor
open class ImpactFeedbackGenerator: FeedbackGenerator {
    /// How heavy the impact feels.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    /// The style given at creation.
    public let style: FeedbackStyle
    /// The intensity of the last impact (1 unless `impactOccurred(intensity:)` gave one,
    /// held in 0...1; NaN counts as 0).
    public private(set) var lastIntensity: CGFloat = 1

    /// A generator of `style` impacts (`.medium` by default).
    public init(style: FeedbackStyle = .medium) {
        self.style = style
        super.init()
    }

    /// Plays an impact.
    public func impactOccurred() { impactOccurred(intensity: 1) }

    /// Plays an impact of `intensity` (0...1).
    public func impactOccurred(intensity: CGFloat) {
        lastIntensity = intensity.isNaN ? 0 : min(max(intensity, 0), 1)
        occurred()
    }
}

/// UIKit's `UISelectionFeedbackGenerator`: the tick of a changing selection.
@MainActor
open class SelectionFeedbackGenerator: FeedbackGenerator {
    /// Plays a selection tick.
    public func selectionChanged() { occurred() }
}

/// UIKit's `UINotificationFeedbackGenerator`: success, warning and error feedback.
@MainActor
open class NotificationFeedbackGenerator: FeedbackGenerator {
    /// The kinds of notification feedback.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// The kind of the last feedback played, if any.
    public private(set) var lastType: FeedbackType?

    /// Plays feedback of `type`.
    public func notificationOccurred(_ type: FeedbackType) {
        lastType = type
        occurred()
    }
}

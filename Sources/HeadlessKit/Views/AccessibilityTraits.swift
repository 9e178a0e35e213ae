import Foundation

/// What an accessibility element is and does, for an assistive technology such as VoiceOver:
/// UIKit's `UIAccessibilityTraits` without the prefix.
///
///     button.accessibilityTraits = [.button, .selected]
public struct AccessibilityTraits: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none: AccessibilityTraits = []
    /// Behaves like a button.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// Behaves like a link.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// Is an image.
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    /// Is selected (a selected tab, a checked row).
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    /// Plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
    /// Behaves like a keyboard key.
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
    /// Is text that cannot change.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    /// Summarises the app's state when it starts.
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
    /// Is not enabled and does not respond to the user.
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    /// Updates its label or value often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    /// Is a search field.
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session when activated.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// Can be adjusted through a range of values (increment, decrement).
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    /// Lets a person touch it directly (a drawing canvas).
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
    /// Turns the page when VoiceOver finishes reading it.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
    /// Is a section header.
    public static let header = AccessibilityTraits(rawValue: 1 << 16)
    /// Is a tab bar.
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 17)

    /// The traits of elements a person taps (button, link, keyboard key, search field): what a
    /// tap-target check looks at. An adjustable element is changed by swiping, not tapped.
    public static let tappable: AccessibilityTraits = [.button, .link, .keyboardKey, .searchField]

    static let names: [(AccessibilityTraits, String)] = [
        (.button, "button"), (.link, "link"), (.image, "image"), (.selected, "selected"),
        (.playsSound, "playsSound"), (.keyboardKey, "keyboardKey"), (.staticText, "staticText"),
        (.summaryElement, "summaryElement"), (.notEnabled, "notEnabled"),
        (.updatesFrequently, "updatesFrequently"), (.searchField, "searchField"),
        (.startsMediaSession, "startsMediaSession"), (.adjustable, "adjustable"),
        (.allowsDirectInteraction, "allowsDirectInteraction"),
        (.causesPageTurn, "causesPageTurn"), (.header, "header"), (.tabBar, "tabBar"),
    ]

    /// The traits' names joined by `,` (`button,selected`), `none` when empty.
    public var description: String {
        let words = Self.names.filter { contains($0.0) }.map(\.1)
        return words.isEmpty ? "none" : words.joined(separator: ",")
    }
}

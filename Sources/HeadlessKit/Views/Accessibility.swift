import Foundation

/// UIKit's `UIAccessibility` namespace: the state of assistive technologies and the
/// notifications posted to them. HeadlessKit runs with none of them on; what is posted is kept
/// on the key window for tests to read.
public enum Accessibility {
    /// A notification to assistive technologies, like `UIAccessibility.Notification`.
    public struct Notification: Hashable, Sendable, RawRepresentable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Speak the argument (a string).
        public static let announcement = Notification(rawValue: "announcement")
        /// A new screen appeared; VoiceOver moves to the argument (a view) or the first element.
        public static let screenChanged = Notification(rawValue: "screenChanged")
        /// The layout changed; VoiceOver moves to the argument (a view), if any.
        public static let layoutChanged = Notification(rawValue: "layoutChanged")
        /// A scroll moved by a page; VoiceOver speaks the argument (a string).
        public static let pageScrolled = Notification(rawValue: "pageScrolled")

        public var description: String { rawValue }
    }

    /// Posts `notification` with `argument` (a string to speak, or a view to move to): it is
    /// added to the key window's ``Window/postedAccessibilityNotifications``. Without a key
    /// window nothing is kept.
    @MainActor
    public static func post(notification: Notification, argument: Any?) {
        guard let window = Window.key else { return }
        let text: String?
        switch argument {
        case nil: text = nil
        case let view as View: text = view.shortDescription
        case let string as String: text = string
        case let attributed as NSAttributedString: text = attributed.string
        case let other?: text = String(describing: other)
        }
        window.postedAccessibilityNotifications.append(
            PostedAccessibilityNotification(notification: notification, argument: text))
    }

    /// Whether VoiceOver is running: never, in HeadlessKit.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Reduce Motion is on: never, in HeadlessKit.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether Bold Text is on: never, in HeadlessKit.
    public static var isBoldTextEnabled: Bool { false }
    /// Whether Reduce Transparency is on: never, in HeadlessKit.
    public static var isReduceTransparencyEnabled: Bool { false }
}

/// One ``Accessibility/post(notification:argument:)``: the notification and its argument as
/// text (a view's short description, a string as it is).
public struct PostedAccessibilityNotification: Hashable, Sendable, CustomStringConvertible {
    /// What was posted.
    public let notification: Accessibility.Notification
    /// The argument as text, if there was one.
    public let argument: String?

    /// `announcement "Saved"`, `screenChanged <Label "Title">`.
    public var description: String {
        guard let argument else { return notification.rawValue }
        return "\(notification.rawValue) \(argument.hasPrefix("<") ? argument : "\"\(argument)\"")"
    }
}

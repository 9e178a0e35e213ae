import Foundation

/// A view that turns touches into actions, like `UIControl`.
///
///     let button = Control(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
///     button.addAction(Action { _ in count += 1 }, for: .touchUpInside)
@MainActor
open class Control: View {
    /// Events a control sends, like `UIControl.Event`.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    /// Whether the control responds to touches. A disabled control sends no actions.
    public var isEnabled = true
    /// Whether the control is selected.
    public var isSelected = false
    /// Whether a touch is down on the control.
    public var isHighlighted = false

    override func appendTreeProperties(to properties: inout [String], presentation: Bool) {
        super.appendTreeProperties(to: &properties, presentation: presentation)
        if !isEnabled { properties.append("disabled") }
        if isSelected { properties.append("selected") }
        if isHighlighted { properties.append("highlighted") }
    }

    // MARK: - Touch tracking (like UIControl; routing lives in Events/)

    /// Whether a touch is being tracked (from touch-down to lift or cancel).
    public private(set) var isTracking = false
    /// Whether the tracked touch is inside the control's bounds.
    public private(set) var isTouchInside = false

    /// A touch went down on the control; return `false` to stop tracking it. The default
    /// returns `true`.
    open func beginTracking(_ touch: Touch, with event: HeadlessKit.Event?) -> Bool { true }
    /// The tracked touch moved; return `false` to stop tracking. The default returns `true`.
    open func continueTracking(_ touch: Touch, with event: HeadlessKit.Event?) -> Bool { true }
    /// The tracked touch lifted (`touch` is `nil` if tracking stopped otherwise).
    open func endTracking(_ touch: Touch?, with event: HeadlessKit.Event?) {}
    /// Tracking was cancelled (a gesture recognizer or a scroll view took the touch).
    open func cancelTracking(with event: HeadlessKit.Event?) {}

    open override func touchesBegan(_ touches: Set<Touch>, with event: HeadlessKit.Event?) {
        guard isEnabled, !isTracking, let touch = touches.first else { return }
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        sendActions(for: .touchDown)
        if !isTracking { isHighlighted = false }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: HeadlessKit.Event?) {
        guard isTracking, let touch = touches.first else { return }
        isTouchInside = bounds.contains(touch.location(in: self))
        isHighlighted = isTouchInside
        if !continueTracking(touch, with: event) {
            isTracking = false
            isHighlighted = false
            endTracking(nil, with: event)
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: HeadlessKit.Event?) {
        guard isTracking, let touch = touches.first else { return }
        isTouchInside = bounds.contains(touch.location(in: self))
        isTracking = false
        isHighlighted = false
        endTracking(touch, with: event)
        if isTouchInside {
            sendActions(for: [.touchUpInside, .primaryActionTriggered])
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: HeadlessKit.Event?) {
        guard isTracking else { return }
        isTracking = false
        isHighlighted = false
        cancelTracking(with: event)
        sendActions(for: .touchCancel)
    }

    private var actions: [(action: Action, events: Event)] = []

    /// Adds `action`, run whenever the control sends one of `events`.
    public func addAction(_ action: Action, for events: Event) {
        actions.append((action, events))
    }

    /// Removes the action with `identifier` for `events`.
    public func removeAction(identifiedBy identifier: String, for events: Event) {
        actions.removeAll {
            $0.action.identifier == identifier && !$0.events.isDisjoint(with: events)
        }
    }

    /// Runs the actions registered for any of `events`, in the order they were added.
    public func sendActions(for events: Event) {
        guard isEnabled else { return }
        for entry in actions where !entry.events.isDisjoint(with: events) {
            entry.action.handler(self)
        }
    }
}

/// A closure a ``Control`` runs for an event, like `UIAction`.
@MainActor
public struct Action {
    /// An optional name to remove the action by.
    public var identifier: String?
    let handler: @MainActor (Control) -> Void

    /// Makes an action; `handler` receives the control that sent it.
    public init(identifier: String? = nil, handler: @escaping @MainActor (Control) -> Void) {
        self.identifier = identifier
        self.handler = handler
    }
}

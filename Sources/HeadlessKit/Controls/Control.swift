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
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's state, like `UIControl.State`: the key of per-state titles and colours.
    /// `.normal` is the empty set.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// Whether the control responds to touches. A disabled control sends no actions.
    /// Subclasses may override it (with `didSet`), as UIKit subclasses do.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { stateDidChange() } }
    }
    /// Whether the control is selected.
    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }
    /// Whether a touch is down on the control.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    /// The control's state, from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
    public var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Called when ``state`` changed (buttons update their title and colours here).
    func stateDidChange() {}

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
        let wasInside = isTouchInside
        isTouchInside = touchIsInside(touch)
        isHighlighted = isTouchInside
        switch (wasInside, isTouchInside) {
        case (true, true): sendActions(for: .touchDragInside)
        case (true, false): sendActions(for: [.touchDragExit, .touchDragOutside])
        case (false, true): sendActions(for: [.touchDragEnter, .touchDragInside])
        case (false, false): sendActions(for: .touchDragOutside)
        }
        if !continueTracking(touch, with: event) {
            isTracking = false
            isHighlighted = false
            endTracking(nil, with: event)
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: HeadlessKit.Event?) {
        guard isTracking, let touch = touches.first else { return }
        isTouchInside = touchIsInside(touch)
        isTracking = false
        isHighlighted = false
        endTracking(touch, with: event)
        if isTouchInside {
            sendActions(for: [.touchUpInside, .primaryActionTriggered])
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    /// How far outside its bounds a tracked touch still counts as inside (model value 70 pt,
    /// as measured on iOS: a finger may drift off a button and still tap it).
    public nonisolated static let touchInsideTolerance: CGFloat = 70

    /// UIKit's touch-inside rule: the bounds grown by ``touchInsideTolerance`` on every side.
    func touchIsInside(_ touch: Touch) -> Bool {
        bounds.insetBy(dx: -Control.touchInsideTolerance, dy: -Control.touchInsideTolerance)
            .contains(touch.location(in: self))
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: HeadlessKit.Event?) {
        guard isTracking else { return }
        isTracking = false
        isHighlighted = false
        cancelTracking(with: event)
        sendActions(for: .touchCancel)
    }

    /// What the control sends, in the order added: a closure (`addAction`) or a target-action
    /// pair (`addTarget`), with its events.
    private var actions: [(action: Action?, pair: TargetAction?, events: Event)] = []

    /// Adds `action`, run whenever the control sends one of `events`, like
    /// `UIControl.addAction(_:for:)`: the closure-based form of target-action. Adding an action
    /// with the identifier of one already registered for the same events replaces it.
    public func addAction(_ action: Action, for events: Event) {
        actions.removeAll { $0.action?.identifier == action.identifier && $0.events == events }
        actions.append((action, nil, events))
    }

    /// Removes `action` (matched by its identifier) for `events`.
    public func removeAction(_ action: Action, for events: Event) {
        removeAction(identifiedBy: action.identifier, for: events)
    }

    /// Removes the action with `identifier` for `events`.
    public func removeAction(identifiedBy identifier: Action.Identifier, for events: Event) {
        actions.removeAll {
            $0.action?.identifier == identifier && !$0.events.isDisjoint(with: events)
        }
    }

    /// Calls `action` on `target` whenever the control sends one of `controlEvents`, like
    /// `UIControl.addTarget(_:action:for:)`: pass the method where UIKit takes a selector,
    /// `button.addTarget(self, action: Self.saveTapped, for: .touchUpInside)`.
    ///
    /// As in UIKit, the target is not retained (once it is gone the pair does nothing), and
    /// adding the same pair again adds only the new events. Swift cannot compare methods, so
    /// a pair is the target with the line that added it: a cell's `configure` that adds its
    /// target at every reuse adds it once. A `nil` target sends the action along the responder
    /// chain to the first object of the method's type, starting, as in UIKit, at the first
    /// responder of the control's window (a text field being edited, say) when it has one,
    /// else at the control.
    ///
    /// - Complexity: O(*n*) in the actions and pairs added (the pair is looked for).
    public func addTarget<Target: AnyObject>(
        _ target: AnyObject?, action: @escaping @MainActor (Target) -> @MainActor () -> Void,
        for controlEvents: Event,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        let site = CallSite(fileID: fileID, line: line, column: column)
        addPair(target, site, controlEvents) {
            TargetAction(
                target: target, site: site, entry: "addTarget(_:action:for:)", action: action)
        }
    }

    /// Like ``addTarget(_:action:for:fileID:line:column:)-(_,(Target)->()->Void,_,_,_,_)``,
    /// for a method that takes the sender (`@objc func tapped(_ sender: UIButton)`). The
    /// sender type may be the control's class, a superclass, `Any` or `AnyObject`.
    ///
    /// A method whose sender type this control is not is a programmer error: it stops here,
    /// naming the type and the control.
    ///
    /// - Complexity: O(*n*) in the actions and pairs added.
    public func addTarget<Target: AnyObject, Sender>(
        _ target: AnyObject?, action: @escaping @MainActor (Target) -> @MainActor (Sender) -> Void,
        for controlEvents: Event,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        checkSender(self, Sender.self, "addTarget(_:action:for:)")
        let site = CallSite(fileID: fileID, line: line, column: column)
        addPair(target, site, controlEvents) {
            TargetAction(
                target: target, site: site, entry: "addTarget(_:action:for:)", action: action)
        }
    }

    private func addPair(
        _ target: AnyObject?, _ site: CallSite, _ events: Event, _ make: () -> TargetAction
    ) {
        if let index = actions.firstIndex(where: {
            $0.pair?.isPair(target: target, site: site) == true
        }) {
            actions[index].events.formUnion(events)
        } else {
            actions.append((nil, make(), events))
        }
    }

    /// Stops sending the target-action pairs of `target` for `controlEvents`, like
    /// `UIControl.removeTarget(_:action:for:)` with a `nil` action; a `nil` target stops every
    /// pair. Pairs left with no event are dropped. Closures added with ``addAction(_:for:)``
    /// stay, as in UIKit.
    ///
    /// - Complexity: O(*n*) in the actions and pairs added.
    public func removeTarget(
        _ target: AnyObject?, action: BarButtonItem.NoAction?, for controlEvents: Event
    ) {
        removePairs(of: target, for: controlEvents)
    }

    /// Like `UIControl.removeTarget(_:action:for:)` with an action. Swift cannot compare
    /// methods, so `action` is not compared: every pair of `target` for `controlEvents` is
    /// stopped. Use ``addAction(_:for:)`` with an identifier to remove one closure of several.
    ///
    /// - Complexity: O(*n*) in the actions and pairs added.
    public func removeTarget<Target: AnyObject, Function>(
        _ target: AnyObject?, action: (Target) -> Function, for controlEvents: Event
    ) {
        removePairs(of: target, for: controlEvents)
    }

    private func removePairs(of target: AnyObject?, for events: Event) {
        var kept = actions
        kept.removeAll(keepingCapacity: true)
        for var entry in actions {
            if let pair = entry.pair, pair.matches(target) {
                entry.events.subtract(events)
                if entry.events.isEmpty { continue }
            }
            kept.append(entry)
        }
        actions = kept
    }

    /// The events that have at least one action.
    public var allControlEvents: Event {
        actions.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Runs the actions registered for any of `events`, in the order they were added; each
    /// action's ``Action/sender`` is this control while it runs, and each target-action pair's
    /// method gets this control as its sender. As in UIKit, a disabled
    /// control still sends what code asks it to send: ``isEnabled`` stops touches from
    /// starting to track, not this call (a unit test that calls it on a disabled button runs
    /// the action, as on iOS). An action may add or remove actions: the list is read before
    /// the first runs.
    ///
    /// - Complexity: O(*n*) in the number of actions.
    public func sendActions(for events: Event) {
        for entry in actions where !entry.events.isDisjoint(with: events) {
            if let action = entry.action {
                action.perform(sender: self)
            } else if let pair = entry.pair {
                // A nil target starts at the window's first responder, else at this control
                // (UIKit: `sendAction(_:to:from:for:)`).
                let start =
                    pair.hasTarget
                    ? nil : Responder.nilTargetChainStart(sender: self, fallback: self)
                pair.send(from: self, chainStart: start)
            }
        }
    }
}

/// A closure a ``Control`` runs for an event, like `UIAction`.
///
///     button.addAction(Action(title: "Save") { action in
///         let button = action.sender as? Button
///     }, for: .touchUpInside)
@MainActor
public final class Action: MenuElement {
    /// A name that identifies an action, like `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { self.rawValue = value }
    }

    /// The name to remove the action by; a unique one is made if none is given.
    public let identifier: Identifier
    /// The title shown in a menu's keyboard shortcut list (stored).
    public var discoverabilityTitle: String?
    /// How a menu shows the action: disabled, destructive, hidden, or keeping the menu open.
    public var attributes: Attributes
    /// Whether a menu shows the action checked (`.on`); a single-selection menu moves it to
    /// the action picked.
    public var state: State
    /// While the handler runs: the control that sent the action.
    public private(set) weak var sender: AnyObject?
    let handler: @MainActor (Action) -> Void
    @MainActor private static var made = 0

    /// Makes an action, like
    /// `UIAction(title:subtitle:image:identifier:discoverabilityTitle:attributes:state:handler:)`.
    public init(
        title: String = "", subtitle: String? = nil, image: Image? = nil,
        identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: Attributes = [], state: State = .off,
        handler: @escaping @MainActor (Action) -> Void
    ) {
        if let identifier {
            self.identifier = identifier
        } else {
            Action.made += 1
            self.identifier = Identifier("action-\(Action.made)")
        }
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the handler with `sender` set.
    func perform(sender: AnyObject) {
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }
}

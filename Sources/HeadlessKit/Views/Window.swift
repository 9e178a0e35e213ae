import Foundation

/// The root of a view tree: owns the frame clock, the layout pass and the routing of touches
/// (``send(_:)``: hit test, gesture recognizers, then the views).
///
/// Nothing moves until the clock advances. Each frame runs the clock's due timers and
/// callbacks, steps animations, then lays out every view that needs it.
///
///     let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
///     window.rootViewController = MyViewController()
///     window.advance(by: 0.5)   // 60 frames at 120 Hz
///     window.settle()           // until no animation, deceleration or layout is pending
@MainActor
open class Window: View {
    /// The clock that drives this window's frames.
    public let clock: FrameClock
    let animator = Animator()
    /// The routing of touches to recognizers and views (Events/TouchRouter.swift).
    lazy var touchRouter = TouchRouter(window: self)
    // Read on every frame change of a view in the window (`safeAreaGeometryDidChange`): they
    // skip the runtime's exclusivity check (main actor only; no access to them is held across
    // a call that could reach them again).
    @exclusivity(unchecked) var storedSafeAreaInsets: EdgeInsets = .zero
    /// Scroll views that have been in this window, for their adjusted content insets
    /// (ScrollView+Insets.swift); entries that left are pruned.
    @exclusivity(unchecked) var insetAdjustingScrollViews: [WeakScrollView] = []
    /// Scroll views whose offset may show past their content (resized, or their data shrank):
    /// at rest they come back inside their range (ScrollView+Rest.swift).
    var scrollViewsToBringInside: [WeakScrollView] = []
    /// Views that asked for `draw(_:)`, drawn after the next layout (View+Drawing.swift).
    var viewsNeedingDisplay: [WeakView] = []
    /// Whether a scroll view moved and its adjusted insets wait for the end of the frame.
    var hasPendingAdjustedContentInsetUpdates = false
    /// The software keyboard, once something needed it (Keyboard.swift).
    var keyboardStorage: Keyboard?

    /// The window's safe-area insets (a notch, a home indicator): zero by default. Views and
    /// their ``View/safeAreaLayoutGuide`` see the part that reaches into them.
    public override var safeAreaInsets: EdgeInsets {
        get { storedSafeAreaInsets }
        set {
            guard newValue != storedSafeAreaInsets else { return }
            storedSafeAreaInsets = newValue
            extras?.layoutEngine?.safeAreaInsetsDidChange()
            setNeedsLayout()
            safeAreaInsetsDidChangeForScrollViews()
        }
    }

    /// What the window noticed and recovered from, oldest first.
    public private(set) var diagnostics: [Diagnostic] = []
    /// What `Accessibility.post(notification:argument:)` posted while this was the key window,
    /// oldest first: what VoiceOver would have announced or moved to.
    public internal(set) var postedAccessibilityNotifications: [PostedAccessibilityNotification] =
        []

    /// Makes a window with the given frame and a clock at `framesPerSecond` (120 by default).
    public init(frame: CGRect, framesPerSecond: Int = 120) {
        clock = FrameClock(framesPerSecond: framesPerSecond)
        super.init(frame: frame)
        sizeTraits = SizeTraits(windowSize: bounds.size)
        registerFrameStages()
        // Made now, so that its frame observer comes before any the user adds.
        _ = touchRouter
        listAsLive()
    }

    /// The menu shown over the window, if any (Menu.swift).
    weak var menuContainer: MenuContainerView?

    /// The window's first responder as last set (Responder+FirstResponder.swift): read it
    /// through `firstResponder`, which drops one that left the window.
    weak var firstResponderStorage: Responder?

    /// The size classes and idiom of the window's size, kept to notice when a resize changes
    /// them.
    private var sizeTraits = SizeTraits.none

    override func boundsSizeDidChange() {
        super.boundsSizeDidChange()
        keyboardStorage?.windowSizeDidChange()
        if isKeyWindow { noteKeySize() }
        beginSizeTransition()
        let traits = SizeTraits(windowSize: bounds.size)
        guard traits != sizeTraits else { return }
        let old = sizeTraits
        sizeTraits = traits
        notifyTraitChange(from: (effectiveTraits, old))
    }

    /// Makes a window of the given size at the origin.
    public convenience init(size: CGSize, framesPerSecond: Int = 120) {
        self.init(frame: CGRect(origin: .zero, size: size), framesPerSecond: framesPerSecond)
    }

    /// The controller whose view fills the window. Setting it removes the old controller's view
    /// and adds the new one's, sized to the window and resizing with it.
    public var rootViewController: ViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let old = oldValue, old.isViewLoaded, old.view.superview === self {
                old.view.removeFromSuperview()
            }
            if let root = rootViewController {
                let view = root.view!
                view.frame = bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                addSubview(view)
                layoutIfNeeded()
            }
        }
    }

    open override func willMove(toSuperview newSuperview: View?) {
        precondition(
            newSuperview == nil,
            "\(shortDescription) is a Window: it is the root of its tree and cannot be added to \(newSuperview!.shortDescription)"
        )
    }

    // MARK: - Key window

    /// The key window, held weakly: a window that goes away is key no longer.
    private(set) static weak var key: Window?
    /// Whether the key window had an iPhone's portrait size classes when it was made key or
    /// last resized, or no window was made key: then views outside a window are predicted
    /// those traits without reading ``key`` (View+TraitPropagation.swift). Still true after
    /// that window went away, it is still right: with no key window the prediction is the
    /// same; `false` reads ``key``.
    static var keyIsDefaultSized = true

    /// Notes the key window's size classes for ``keyIsDefaultSized``.
    private func noteKeySize() {
        Window.keyIsDefaultSized =
            SizeTraits(windowSize: bounds.size) == SizeTraits.defaultPredicted
    }

    /// Whether this is the key window: the last one made key with ``makeKey()`` or
    /// ``makeKeyAndVisible()`` (UIKit: one key window at a time). A new window is not key.
    public var isKeyWindow: Bool { Window.key === self }

    /// Whether the window can become the key window: `true` unless a subclass says otherwise
    /// (UIKit: `canBecomeKey`).
    open var canBecomeKey: Bool { true }

    /// Makes this the key window, unless it is key already or cannot be (``canBecomeKey``).
    /// The window that was key gets ``resignKey()`` first, then this one gets ``becomeKey()``
    /// (UIKit: `makeKey()` "causes the previous key window to resign the key status").
    public func makeKey() {
        guard Window.key !== self, canBecomeKey else { return }
        let previous = Window.key
        Window.key = self
        noteKeySize()
        previous?.resignKey()
        becomeKey()
        // Only the key window shows the keyboard.
        previous?.keyboardStorage?.requestUpdate()
        keyboardStorage?.requestUpdate()
    }

    /// Shows the window (`isHidden = false`) and makes it the key window, as a scene delegate
    /// does on iOS (UIKit: `makeKeyAndVisible()`). A window here is visible from the start, so
    /// the call is only needed for a window that was hidden, or to make it key.
    public func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Called when the window has become the key window. Subclasses that override it call
    /// `super` (UIKit: `becomeKey()`).
    open func becomeKey() {}

    /// Called when the window is no longer the key window. Subclasses that override it call
    /// `super` (UIKit: `resignKey()`).
    open func resignKey() {}

    // MARK: - Time

    /// Advances the clock by `seconds`, running each whole frame in it.
    public func advance(by seconds: TimeInterval) {
        clock.advance(by: seconds)
    }

    /// Runs `count` frames.
    public func runFrames(_ count: Int) {
        clock.runFrames(count)
    }

    /// Whether nothing is pending: no animation, no timer, no active frame callback, no layout
    /// (of a view, or of constraints waiting to be solved).
    public var isIdle: Bool {
        animator.isIdle && !clock.hasScheduledTimers && !clock.hasActiveCallbacks && !needsLayout
            && !descendantNeedsLayout
            && extras?.layoutEngine?.isDirty != true && !hasScrollViewToBringInside
    }

    /// Runs frames until the window is idle, at most `timeout` seconds of clock time.
    ///
    /// A timeout longer than ``maximumSettleTimeout`` (one hour), `.infinity` included, waits
    /// that long: something that never stops (a repeating animation) still ends in a
    /// diagnostic rather than a hang.
    ///
    /// - Precondition: `timeout` is not NaN and not negative.
    /// - Returns: `true` if it settled; `false` (and a diagnostic) if it was still busy at the
    ///   timeout.
    /// - Complexity: O(frames run).
    @discardableResult
    public func settle(timeout: TimeInterval = 10) -> Bool {
        precondition(
            timeout >= 0,
            "Window.settle(timeout:): timeout \(timeout) is not a duration (\(shortDescription))")
        let seconds = min(timeout, Window.maximumSettleTimeout)
        let limit = Int((seconds * Double(clock.framesPerSecond)).rounded(.up))
        var frames = 0
        // Run at least one frame so that pending completions and layout happen.
        repeat {
            clock.runFrames(1)
            frames += 1
        } while !isIdle && frames < limit
        if !isIdle {
            record(
                .settleTimeout,
                "settle(timeout: \(formatted(CGFloat(timeout)))) gave up: still busy: "
                    + activities.map(\.description).joined(separator: "; "))
            return false
        }
        return true
    }

    /// The longest ``settle(timeout:)`` waits, in seconds of clock time: one hour.
    public nonisolated static let maximumSettleTimeout: TimeInterval = 3600

    // MARK: - Diagnostics

    /// Records a diagnostic and prints it to standard error the first time its message is seen.
    public func record(_ kind: Diagnostic.Kind, _ message: String) {
        let diagnostic = Diagnostic(kind: kind, message: message, frame: clock.frameCount)
        let seen = diagnostics.contains { $0.kind == kind && $0.message == message }
        diagnostics.append(diagnostic)
        if !seen && Window.printsDiagnostics {
            FileHandle.standardError.write(
                Data("[HeadlessKit] \(kind.rawValue): \(message)\n".utf8))
        }
    }

    /// Whether new diagnostics are printed to standard error (once each). On by default.
    public static var printsDiagnostics = true

    /// Forgets the recorded diagnostics.
    public func clearDiagnostics() {
        diagnostics.removeAll()
    }
}

/// Something a ``Window`` recovered from, as UIKit logs it: unsatisfiable constraints, a
/// layout that would not settle, a touch sequence that made no sense.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem it was. Modules add their own kinds.
    public struct Kind: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let layoutLoop = Kind(rawValue: "layout-loop")
        public static let settleTimeout = Kind(rawValue: "settle-timeout")
    }

    public let kind: Kind
    public let message: String
    /// The clock's frame count when it was recorded.
    public let frame: Int

    public var description: String { "\(kind.rawValue) at frame \(frame): \(message)" }
}

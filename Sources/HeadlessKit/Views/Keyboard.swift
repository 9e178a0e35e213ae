import Foundation

/// A window's software keyboard: whether it shows, where, and its animation on the window's
/// clock. Made when the window first needs it (a text input begins or ends editing in it, or
/// a test sets ``Window/simulatesHardwareKeyboard``); a window that never edits text has
/// none, and its keyboard properties read the hidden state.
///
/// The model (see ``Window/keyboardFrame``): the keyboard shows while a text input of the key
/// window is the first responder and no hardware keyboard is simulated. It slides in from
/// below the window's bottom edge and out again over ``animationDuration`` on an ease-out
/// curve, full width, ``height(for:)`` points tall plus the first responder's input accessory
/// view.
@MainActor
final class Keyboard {
    /// The window whose keyboard this is (it owns the keyboard).
    private(set) weak var window: Window?
    /// The text input that last began editing in the window: the keyboard is for it while it
    /// is still editing and in the window.
    weak var owner: View?
    /// Nesting of editing calls (`beginEditing`, `endEditing`): the keyboard decides when the
    /// outermost one returns, so a focus change between two inputs is one change, not a hide
    /// and a show.
    private var handoffDepth = 0
    /// Whether ``update()`` is running (it posts notifications, whose observers may edit): a
    /// nested request runs once more after the current one.
    private var isUpdating = false
    private var needsAnotherUpdate = false
    /// Whether the keyboard is shown in the model (from the will-show notification until the
    /// will-hide one).
    private(set) var isShown = false
    /// Where the keyboard is heading: its on-screen frame when shown, its off-screen one when
    /// hidden (window coordinates).
    private(set) var endFrame: CGRect
    /// Where the keyboard is in the current frame (window coordinates).
    private(set) var presentedFrame: CGRect
    /// The running slide, if any.
    private var slide: Slide?
    /// An interactive dismissal in progress: the keyboard follows the finger.
    private(set) var isTracking = false
    /// How far below the finger the keyboard's top stays in an interactive dismissal (the
    /// window's guides' `keyboardDismissPadding`, read when the drag began).
    var dismissPadding: CGFloat = 0
    /// Whether a hardware keyboard is attached (a test hook): the software keyboard stays
    /// hidden while editing.
    var hardwareKeyboardAttached = false {
        didSet { if hardwareKeyboardAttached != oldValue { requestUpdate() } }
    }
    /// Every change, whatever was posted.
    var posted: [PostedKeyboardNotification] = []

    /// The model's keyboard animation, as UIKit reports it in the notifications: 0.25 s.
    static let animationDuration: TimeInterval = 0.25
    /// UIKit's raw keyboard animation curve (an undocumented `UIView.AnimationCurve` value).
    static let animationCurveRawValue = 7
    /// The curve the model slides on: ease-out (curve 7 is not documented; it starts fast and
    /// ends slowly, like an ease-out).
    static let timingCurve = View.AnimationCurve.easeOut.timingCurve

    private struct Slide {
        var from: CGRect
        var to: CGRect
        var start: TimeInterval
        var callback: FrameCallback
        /// Whether the slide was announced (its did-notifications are due at the end).
        var announces: Bool
    }

    init(window: Window) {
        self.window = window
        let hidden = Keyboard.hiddenFrame(
            in: window.bounds, height: Keyboard.height(for: window.bounds.size))
        endFrame = hidden
        presentedFrame = hidden
    }

    // MARK: - Model values

    /// The keyboard's height in a window of `size`, without an accessory view: 336 pt when
    /// the window is taller than wide (an iPhone in portrait: the keyboard with its suggestion
    /// bar and the home-indicator area), 209 pt otherwise (landscape, compact height); never
    /// taller than the window.
    nonisolated static func height(for size: CGSize) -> CGFloat {
        let model: CGFloat = size.width > size.height ? 209 : 336
        guard size.height.isFinite, size.height > 0 else { return 0 }
        return min(model, size.height)
    }

    /// The off-screen frame: just below the window's bottom edge.
    nonisolated static func hiddenFrame(in bounds: CGRect, height: CGFloat) -> CGRect {
        guard bounds.width.isFinite, bounds.height.isFinite else { return .zero }
        return CGRect(x: bounds.minX, y: bounds.maxY, width: bounds.width, height: height)
    }

    /// The on-screen frame for the current owner.
    private func shownFrame(in bounds: CGRect) -> CGRect {
        guard bounds.width.isFinite, bounds.height.isFinite else { return .zero }
        var height = Keyboard.height(for: bounds.size)
        if let accessory = (owner as? any TextEditing)?.keyboardAccessoryView {
            height += Keyboard.accessoryHeight(accessory)
        }
        height = min(height, bounds.height)
        return CGRect(
            x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    /// An accessory view's height: its frame's, else its intrinsic height; finite, not negative.
    private static func accessoryHeight(_ view: View) -> CGFloat {
        var height = view.frame.height
        if height <= 0 {
            let intrinsic = view.intrinsicContentSize.height
            height = intrinsic == View.noIntrinsicMetric ? 0 : intrinsic
        }
        return height.isFinite ? max(0, height) : 0
    }

    // MARK: - Decisions

    /// Whether the keyboard should show now: the owner is editing, in this window, which is
    /// key, and no hardware keyboard is attached.
    private var wantsKeyboard: Bool {
        guard let window, let owner, !hardwareKeyboardAttached, window.isKeyWindow else {
            return false
        }
        return owner.window === window && owner.isFirstResponder
    }

    /// Runs `body` (an editing change) and decides once, when the outermost call returns.
    func handoff<T>(_ body: () -> T) -> T {
        handoffDepth += 1
        let result = body()
        handoffDepth -= 1
        if handoffDepth == 0 { requestUpdate() }
        return result
    }

    /// A text input of the window began editing.
    func inputDidBeginEditing(_ input: View) {
        owner = input
        ownerChanged = true
        requestUpdate()
    }

    /// A text input ended editing (it may have left the window first).
    func inputDidEndEditing(_ input: View) {
        if owner === input { owner = nil }
        requestUpdate()
    }

    /// Set when an input began editing: a keyboard already shown announces itself again.
    private var ownerChanged = false

    /// Shows, hides or moves the keyboard to match the model, unless an editing call is still
    /// running (``handoff(_:)``) or an update is (its observers' changes run after it, a
    /// bounded number of times).
    func requestUpdate() {
        guard handoffDepth == 0 else { return }
        if isUpdating {
            needsAnotherUpdate = true
            return
        }
        isUpdating = true
        defer { isUpdating = false }
        var rounds = 0
        repeat {
            needsAnotherUpdate = false
            update()
            rounds += 1
        } while needsAnotherUpdate && rounds < Keyboard.maximumUpdateRounds
        if needsAnotherUpdate, let window {
            needsAnotherUpdate = false
            window.record(
                .keyboardLoop,
                "keyboard observers changed the first responder \(rounds) times in a row; "
                    + "the keyboard stays as it is now")
        }
    }

    /// How many times observers may change the first responder from inside keyboard
    /// notifications before the keyboard stops following (and records a diagnostic).
    static let maximumUpdateRounds = 8

    private func update() {
        guard let window else { return }
        if isTracking { endTracking(dismiss: false, velocity: 0) }
        let bounds = window.bounds
        let want = wantsKeyboard
        // Hidden, the keyboard keeps the height it last showed with (UIKit's hide end frame).
        let target =
            want
            ? shownFrame(in: bounds) : Keyboard.hiddenFrame(in: bounds, height: endFrame.height)
        let reannounce = want && isShown && ownerChanged
        ownerChanged = false
        if want == isShown && target == endFrame {
            guard reannounce else { return }
            // UIKit announces the keyboard again when the focus moves to another input while
            // it shows (will-show with the same frame), and the did-notifications follow at
            // once: nothing moves.
            let frame = presentedFrame
            announce(willShow: true, wasShown: true, from: frame, to: frame, duration: 0)
            announceEnd(shown: true, from: frame, to: frame, duration: 0)
            return
        }
        if !want && !isShown {
            // Hidden and staying hidden: the off-screen frame follows the window, silently.
            endFrame = target
            if let current = slide {
                // Still sliding out: carry on to the new off-screen frame.
                startSlide(from: presentedFrame, to: target, announces: current.announces)
            } else {
                presentedFrame = target
            }
            return
        }
        let wasShown = isShown
        let begin = presentedFrame
        isShown = want
        endFrame = target
        startSlide(from: begin, to: target, announces: true)
        let duration = begin == target ? 0 : Keyboard.animationDuration
        announce(willShow: want, wasShown: wasShown, from: begin, to: target, duration: duration)
        // Nothing to slide: the did-notifications follow at once (unless an observer already
        // changed the keyboard again).
        if begin == target, slide == nil, endFrame == target, isShown == want {
            announceEnd(shown: want, from: begin, to: target, duration: 0)
        }
    }

    // MARK: - Animation

    private func startSlide(from: CGRect, to: CGRect, announces: Bool) {
        guard let window else { return }
        slide?.callback.invalidate()
        slide = nil
        if from == to {
            setPresentedFrame(to)
            return
        }
        let callback = window.clock.addFrameCallback { [weak self] callback in
            self?.step(at: callback.timestamp)
        }
        slide = Slide(
            from: from, to: to, start: window.clock.time, callback: callback,
            announces: announces)
    }

    /// Moves the keyboard to where the slide is at `now`; at the end, posts the
    /// did-notifications.
    private func step(at now: TimeInterval) {
        guard let current = slide else { return }
        let t = (now - current.start) / Keyboard.animationDuration
        if t >= 1 {
            current.callback.invalidate()
            slide = nil
            setPresentedFrame(current.to)
            if current.announces {
                announceEnd(
                    shown: isShown, from: current.from, to: current.to,
                    duration: Keyboard.animationDuration)
            }
            return
        }
        let p = CGFloat(Keyboard.timingCurve.value(at: max(0, t)))
        let a = current.from
        let b = current.to
        setPresentedFrame(
            CGRect(
                x: a.minX + (b.minX - a.minX) * p, y: a.minY + (b.minY - a.minY) * p,
                width: a.width + (b.width - a.width) * p,
                height: a.height + (b.height - a.height) * p))
    }

    private func setPresentedFrame(_ frame: CGRect) {
        guard frame != presentedFrame else { return }
        presentedFrame = frame
        KeyboardLayoutGuide.keyboardDidMove(in: window)
    }

    /// The window went away or was torn down: stop the slide (its clock goes with it).
    func stop() {
        slide?.callback.invalidate()
        slide = nil
    }

    /// The window was resized (a rotation): a shown keyboard moves to its new frame, a hidden
    /// one stays off screen below the new bottom edge.
    func windowSizeDidChange() {
        requestUpdate()
    }

    // MARK: - Interactive dismissal

    /// Whether a drag at `y` (window coordinates) is at or below the keyboard's top.
    func isInKeyboard(_ y: CGFloat) -> Bool {
        isShown && y >= endFrame.minY
    }

    /// The finger is at `y` (window coordinates) in an interactive dismissal: the keyboard's
    /// top follows it while it is below the top of the shown keyboard.
    func track(fingerY y: CGFloat) {
        guard isShown, y.isFinite else { return }
        if !isTracking {
            guard y > endFrame.minY else { return }
            slide?.callback.invalidate()
            slide = nil
            isTracking = true
        }
        let top = min(max(y, endFrame.minY), endFrame.maxY)
        setPresentedFrame(
            CGRect(x: endFrame.minX, y: top, width: endFrame.width, height: endFrame.height))
    }

    /// The finger lifted in an interactive dismissal: the keyboard hides if `dismiss` (the
    /// caller ends editing, which slides it out from where it is), otherwise it slides back.
    func endTracking(dismiss: Bool, velocity: CGFloat) {
        guard isTracking else { return }
        isTracking = false
        if !dismiss {
            startSlide(from: presentedFrame, to: endFrame, announces: false)
        }
    }

    /// A shown keyboard left off its place (an interactive dismissal that did not end
    /// editing) slides back.
    func slideBack() {
        guard isShown, !isTracking, slide == nil, presentedFrame != endFrame else { return }
        startSlide(from: presentedFrame, to: endFrame, announces: false)
    }

    /// Whether a release at the current position with vertical `velocity` (points per second,
    /// down positive) dismisses: moving down, or at rest past half the keyboard's height.
    func releaseDismisses(velocity: CGFloat) -> Bool {
        guard isTracking else { return false }
        if velocity > 0 { return true }
        if velocity < 0 { return false }
        return presentedFrame.minY - endFrame.minY > endFrame.height / 2
    }

    // MARK: - Notifications

    private func announce(
        willShow: Bool, wasShown: Bool, from: CGRect, to: CGRect, duration: TimeInterval
    ) {
        post(Responder.keyboardWillChangeFrameNotification, from, to, duration)
        if willShow {
            post(Responder.keyboardWillShowNotification, from, to, duration)
        } else if wasShown {
            post(Responder.keyboardWillHideNotification, from, to, duration)
        }
    }

    private func announceEnd(shown: Bool, from: CGRect, to: CGRect, duration: TimeInterval) {
        post(Responder.keyboardDidChangeFrameNotification, from, to, duration)
        post(
            shown ? Responder.keyboardDidShowNotification : Responder.keyboardDidHideNotification,
            from, to, duration)
    }

    private func post(
        _ name: Notification.Name, _ begin: CGRect, _ end: CGRect, _ duration: TimeInterval
    ) {
        guard let window else { return }
        let delivers = Keyboard.canPostSafely
        posted.append(
            PostedKeyboardNotification(
                name: name, frameBegin: begin, frameEnd: end, animationDuration: duration,
                frame: window.clock.frameCount, wasPosted: delivers))
        guard delivers else { return }
        NotificationCenter.default.post(
            name: name, object: nil,
            userInfo: [
                Responder.keyboardFrameBeginUserInfoKey: begin,
                Responder.keyboardFrameEndUserInfoKey: end,
                Responder.keyboardAnimationDurationUserInfoKey: duration,
                Responder.keyboardAnimationCurveUserInfoKey: Keyboard.animationCurveRawValue,
                Responder.keyboardIsLocalUserInfoKey: true,
            ])
    }

    /// Whether `NotificationCenter.default.post` cannot hang: the current operation queue is
    /// the main one (on macOS, and under XCTest on Linux, where tests run on the main thread).
    /// Under Swift Testing on Linux main-actor code runs on the main dispatch queue from a
    /// worker thread, `OperationQueue.current` is nil, and an observer added with
    /// `queue: .main` would wait for the main queue, which is running the poster: a hang.
    static var canPostSafely: Bool {
        OperationQueue.current === OperationQueue.main
    }
}

/// A keyboard notification a ``Window`` sent (or would have sent: see ``wasPosted``), as a
/// test reads it back from ``Window/postedKeyboardNotifications``.
public struct PostedKeyboardNotification: Hashable, Sendable, CustomStringConvertible {
    /// The notification's name, e.g. ``Responder/keyboardWillShowNotification``.
    public let name: Notification.Name
    /// The keyboard's frame before the change (window coordinates), as
    /// ``Responder/keyboardFrameBeginUserInfoKey`` carries it.
    public let frameBegin: CGRect
    /// The keyboard's frame after the change, as ``Responder/keyboardFrameEndUserInfoKey``
    /// carries it.
    public let frameEnd: CGRect
    /// The animation's duration in seconds (0.25, or 0 when nothing moves).
    public let animationDuration: TimeInterval
    /// The clock's frame count when it was sent.
    public let frame: Int
    /// Whether it went to `NotificationCenter.default`: false where posting could hang (Swift
    /// Testing on Linux; see ``Window/postedKeyboardNotifications``).
    public let wasPosted: Bool

    public var description: String {
        let short = name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "")
            .replacingOccurrences(of: "Notification", with: "")
        return "\(short) \(formatted(frameBegin)) -> \(formatted(frameEnd))"
    }
}

extension Diagnostic.Kind {
    /// Keyboard observers kept changing the first responder from inside keyboard
    /// notifications.
    public static let keyboardLoop = Diagnostic.Kind(rawValue: "keyboard-loop")
}

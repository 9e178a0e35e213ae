import Foundation

/// A minus and a plus button side by side that step a value, like `UIStepper`: 94 × 32 pt;
/// a touch on the right half adds ``stepValue``, on the left half subtracts it, and sends
/// `.valueChanged`.
///
///     let guests = Stepper()
///     guests.minimumValue = 1
///     guests.maximumValue = 10
///     guests.addAction(Action { _ in label.text = "\(Int(guests.value))" }, for: .valueChanged)
///
/// Holding a half repeats the step (``autorepeat``) on the window's clock. Model values, as
/// UIKit keeps its own private: the first repeat after 0.5 s, then one every 0.1 s.
@MainActor
open class Stepper: Control {
    /// The value, always within ``minimumValue``...``maximumValue`` (0 by default). Setting it
    /// sends no action, as in UIKit; a value outside the range is clamped, NaN is ignored.
    public var value: Double {
        get { storedValue }
        set {
            guard !newValue.isNaN else { return }
            storedValue = min(max(newValue, minimumValue), maximumValue)
        }
    }

    /// The lowest value (0 by default). The value is clamped to it when it changes.
    ///
    /// - Precondition: finite and less than ``maximumValue`` (UIKit raises otherwise).
    public var minimumValue: Double = 0 {
        didSet {
            precondition(
                minimumValue.isFinite && minimumValue < maximumValue,
                "Stepper.minimumValue: \(minimumValue) must be finite and less than maximumValue \(maximumValue) (\(shortDescription))"
            )
            value = storedValue
        }
    }

    /// The highest value (100 by default). The value is clamped to it when it changes.
    ///
    /// - Precondition: finite and greater than ``minimumValue`` (UIKit raises otherwise).
    public var maximumValue: Double = 100 {
        didSet {
            precondition(
                maximumValue.isFinite && maximumValue > minimumValue,
                "Stepper.maximumValue: \(maximumValue) must be finite and greater than minimumValue \(minimumValue) (\(shortDescription))"
            )
            value = storedValue
        }
    }

    /// How much a step adds or subtracts (1 by default).
    ///
    /// - Precondition: finite and greater than 0 (UIKit raises otherwise).
    public var stepValue: Double = 1 {
        didSet {
            precondition(
                stepValue.isFinite && stepValue > 0,
                "Stepper.stepValue: \(stepValue) must be finite and greater than 0 (\(shortDescription))"
            )
        }
    }

    /// Whether stepping past one end goes on from the other (`false` by default: it stops).
    public var wraps = false
    /// Whether holding a half keeps stepping (`true` by default).
    public var autorepeat = true
    /// Whether each repeated step sends `.valueChanged` at once (`true` by default), or only
    /// the last one when the finger lifts.
    public var isContinuous = true

    /// UIKit's fixed size of a stepper.
    public nonisolated static let size = CGSize(width: 94, height: 32)

    private var storedValue: Double = 0
    /// The direction of the half being held (+1 or -1), while a touch tracks.
    private var heldDirection: Double = 0
    /// Whether a step was held back from `.valueChanged` (not continuous).
    private var changedWhileHeld = false
    private var repeatTimer: FrameTimer?

    /// Makes a stepper; its size is always 94 × 32.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Stepper.size))
    }

    /// Makes a stepper at 0 in 0...100.
    public convenience init() { self.init(frame: .zero) }

    open override var intrinsicContentSize: CGSize { Stepper.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Stepper.size }

    open override func beginTracking(_ touch: Touch, with event: HeadlessKit.Event?) -> Bool {
        heldDirection = touch.location(in: self).x < bounds.midX ? -1 : 1
        changedWhileHeld = false
        step()
        if autorepeat { scheduleRepeat(after: 0.5) }
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: HeadlessKit.Event?) {
        super.endTracking(touch, with: event)
        finishHold()
    }

    open override func cancelTracking(with event: HeadlessKit.Event?) {
        super.cancelTracking(with: event)
        finishHold()
    }

    /// Steps once in the held direction; sends `.valueChanged` if the value moved (held back
    /// until the finger lifts when repeating and not continuous).
    private func step() {
        let old = storedValue
        var next = old + heldDirection * stepValue
        if next > maximumValue {
            next = wraps ? minimumValue : maximumValue
        } else if next < minimumValue {
            next = wraps ? maximumValue : minimumValue
        }
        guard next != old else { return }
        storedValue = next
        if isContinuous || repeatTimer == nil {
            sendActions(for: .valueChanged)
        } else {
            changedWhileHeld = true
        }
    }

    private func scheduleRepeat(after delay: TimeInterval) {
        guard let window else { return }
        repeatTimer = window.clock.schedule(after: delay) { [weak self] _ in
            guard let self, self.heldDirection != 0 else { return }
            self.step()
            self.scheduleRepeat(after: 0.1)
        }
    }

    /// A stepper taken out of its window mid-hold stops repeating (its touch is gone too).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil, heldDirection != 0 { finishHold() }
    }

    private func finishHold() {
        repeatTimer?.invalidate()
        repeatTimer = nil
        heldDirection = 0
        if changedWhileHeld {
            changedWhileHeld = false
            sendActions(for: .valueChanged)
        }
    }

    override func appendTreeProperties(to properties: inout [String], presentation: Bool) {
        super.appendTreeProperties(to: &properties, presentation: presentation)
        properties.append("value=\(formatValue(storedValue))")
    }

    private func formatValue(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
    }
}

import Foundation

/// A track with a thumb that picks a value in a range, like `UISlider`. Dragging the thumb
/// sets ``value`` from the touch's x and sends `.valueChanged` (every move when
/// ``isContinuous``, else once on lift).
@MainActor
open class Slider: Control {
    /// The lowest value (0 by default).
    public var minimumValue: Float = 0 {
        didSet { clampValue() }
    }
    /// The highest value (1 by default).
    public var maximumValue: Float = 1 {
        didSet { clampValue() }
    }
    /// The value, clamped to `minimumValue...maximumValue`; NaN counts as the minimum.
    public var value: Float = 0 {
        didSet { clampValue() }
    }
    /// Whether dragging sends `.valueChanged` at every move (`true` by default).
    public var isContinuous = true
    /// The colour of the track left of the thumb. Stored.
    public var minimumTrackTintColor: Color?
    /// The colour of the track right of the thumb. Stored.
    public var maximumTrackTintColor: Color?

    /// Sets ``value`` (no action is sent).
    public func setValue(_ value: Float, animated: Bool) { self.value = value }

    private func clampValue() {
        let low = min(minimumValue, maximumValue)
        let clamped = value.isNaN ? low : min(max(value, low), max(minimumValue, maximumValue))
        if clamped != value { value = clamped }
    }

    /// The thumb's diameter (28 pt) and the control's height (31 pt, UIKit's).
    static let thumbSize: CGFloat = 28

    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: 31)
    }

    private func setValue(from touch: Touch) {
        let usable = bounds.width - Slider.thumbSize
        guard usable > 0 else { return }
        let x = touch.location(in: self).x - Slider.thumbSize / 2
        let fraction = Float(min(max(x / usable, 0), 1))
        let old = value
        value = minimumValue + (maximumValue - minimumValue) * fraction
        if isContinuous, value != old { sendActions(for: .valueChanged) }
    }

    open override func beginTracking(_ touch: Touch, with event: HeadlessKit.Event?) -> Bool {
        setValue(from: touch)
        return true
    }

    open override func continueTracking(_ touch: Touch, with event: HeadlessKit.Event?) -> Bool {
        setValue(from: touch)
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: HeadlessKit.Event?) {
        if let touch { setValue(from: touch) }
        if !isContinuous { sendActions(for: .valueChanged) }
    }

    override func appendTreeProperties(to properties: inout [String], presentation: Bool) {
        super.appendTreeProperties(to: &properties, presentation: presentation)
        properties.append("value=\(formatted(CGFloat(value)))")
    }
}

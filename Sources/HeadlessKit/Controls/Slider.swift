import Foundation

/// A track with a thumb that picks a value in a range, like `UISlider`. A touch on the thumb
/// drags it (a touch elsewhere on the track does nothing, as in UIKit); ``value`` follows and
/// the slider sends `.valueChanged` (every move when ``isContinuous``, else once on lift).
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

    /// The smallest square a touch may land in to take the thumb: 44 pt, the smallest touch
    /// target Apple's Human Interface Guidelines give.
    static let thumbTouchSize: CGFloat = 44

    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: 31)
    }

    /// The track's rectangle in `bounds`: its whole width, 4 pt high, centred (UIKit:
    /// `trackRect(forBounds:)`). Override it to move the track; the thumb travels along it.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - 2, width: bounds.width, height: 4)
    }

    /// The thumb's rectangle at `value` on the track `rect` (UIKit:
    /// `thumbRect(forBounds:trackRect:value:)`): a 28-pt circle whose edges meet the track's
    /// ends at the minimum and maximum values. Override it to change where a touch takes the
    /// thumb.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float)
        -> CGRect
    {
        let size = Slider.thumbSize
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat(min(max((value - minimumValue) / span, 0), 1)) : 0
        let x = rect.minX + max(rect.width - size, 0) * fraction
        return CGRect(x: x, y: bounds.midY - size / 2, width: size, height: size)
    }

    /// Where the finger is from the thumb's centre while it drags the thumb.
    private var grabOffset: CGFloat = 0

    /// Moves the thumb so that its centre is under the finger, less the offset it was taken
    /// at; sends `.valueChanged` if the value changed and the slider is continuous.
    private func moveThumb(with touch: Touch) {
        let track = trackRect(forBounds: bounds)
        let usable = track.width - Slider.thumbSize
        guard track.isFiniteRect, usable > 0 else { return }
        let centre = touch.location(in: self).x - grabOffset
        let fraction = Float(min(max((centre - track.minX - Slider.thumbSize / 2) / usable, 0), 1))
        let old = value
        value = minimumValue + (maximumValue - minimumValue) * fraction
        if isContinuous, value != old { sendActions(for: .valueChanged) }
    }

    /// A touch takes the thumb only where the thumb is (its rectangle grown to a 44-pt
    /// square); a touch elsewhere on the track changes nothing, as in UIKit. The thumb then
    /// follows the finger's movement, not its position: it does not jump under the finger.
    open override func beginTracking(_ touch: Touch, with event: HeadlessKit.Event?) -> Bool {
        let thumb = thumbRect(
            forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
        // An override's NaN or infinite rectangle takes no touch (Foundation's `contains`
        // traps on NaN on Linux).
        guard thumb.isFiniteRect else { return false }
        let grow = { (side: CGFloat) in max(Slider.thumbTouchSize - side, 0) / 2 }
        let target = thumb.insetBy(dx: -grow(thumb.width), dy: -grow(thumb.height))
        let point = touch.location(in: self)
        guard target.contains(point) else { return false }
        grabOffset = point.x - thumb.midX
        return true
    }

    open override func continueTracking(_ touch: Touch, with event: HeadlessKit.Event?) -> Bool {
        moveThumb(with: touch)
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: HeadlessKit.Event?) {
        if let touch { moveThumb(with: touch) }
        if !isContinuous { sendActions(for: .valueChanged) }
    }

    override func appendTreeProperties(to properties: inout [String], presentation: Bool) {
        super.appendTreeProperties(to: &properties, presentation: presentation)
        properties.append("value=\(formatted(CGFloat(value)))")
    }
}

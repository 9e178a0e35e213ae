import Foundation

/// An on/off switch, like `UISwitch`: 51 × 31 pt; a tap flips it and sends `.valueChanged`.
///
///     let sounds = Switch()
///     sounds.addAction(Action { _ in settings.sounds = sounds.isOn }, for: .valueChanged)
@MainActor
open class Switch: Control {
    /// Whether the switch is on. Setting it sends no action, as in UIKit.
    public var isOn = false
    /// The colour of the track when on (``Color/systemGreen`` when `nil`).
    public var onTintColor: Color?
    /// The colour of the knob. Stored.
    public var thumbTintColor: Color?

    /// UIKit's fixed size of a switch.
    public nonisolated static let size = CGSize(width: 51, height: 31)

    /// Makes a switch; its size is always 51 × 31.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Switch.size))
    }

    /// Makes an off switch.
    public convenience init() { self.init(frame: .zero) }

    /// Sets ``isOn`` (no action is sent; `animated` is accepted for UIKit's signature).
    public func setOn(_ on: Bool, animated: Bool) { isOn = on }

    open override var intrinsicContentSize: CGSize { Switch.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Switch.size }

    open override func endTracking(_ touch: Touch?, with event: HeadlessKit.Event?) {
        super.endTracking(touch, with: event)
        guard let touch, touchIsInside(touch) else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
    }

    override func appendTreeProperties(to properties: inout [String], presentation: Bool) {
        super.appendTreeProperties(to: &properties, presentation: presentation)
        properties.append(isOn ? "on" : "off")
    }
}

/// A row of segments, one selected, like `UISegmentedControl`. A tap on a segment selects it
/// and sends `.valueChanged` (when it changes the selection).
@MainActor
open class SegmentedControl: Control {
    /// The value of ``selectedSegmentIndex`` when no segment is selected.
    public nonisolated static let noSegment = -1

    private var titles: [String?]
    private var segmentImages: [Image?]
    private var enabledSegments: [Bool]

    /// The selected segment, or ``noSegment``. Setting it sends no action; out-of-range values
    /// select nothing.
    public var selectedSegmentIndex: Int = SegmentedControl.noSegment {
        didSet {
            if selectedSegmentIndex < 0 || selectedSegmentIndex >= numberOfSegments {
                selectedSegmentIndex = SegmentedControl.noSegment
            }
        }
    }
    /// The colour of the selected segment. Stored.
    public var selectedSegmentTintColor: Color?
    /// Whether a segment stays selected (`false`: it is selected only while touched). Stored.
    public var isMomentary = false

    /// Makes a control with a segment per item (a `String` or an ``Image``; others are
    /// empty segments), like `UISegmentedControl(items:)`.
    public init(items: [Any]?) {
        let items = items ?? []
        titles = items.map { $0 as? String }
        segmentImages = items.map { $0 as? Image }
        enabledSegments = items.map { _ in true }
        super.init(frame: .zero)
        frame.size = intrinsicContentSize
    }

    /// Makes a control with no segments.
    public override convenience init(frame: CGRect) {
        self.init(items: nil)
        self.frame = frame
    }

    /// The number of segments.
    public var numberOfSegments: Int { titles.count }

    /// Inserts a segment titled `title` at `segment` (clamped to 0...count).
    public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = min(max(segment, 0), numberOfSegments)
        titles.insert(title, at: index)
        segmentImages.insert(nil, at: index)
        enabledSegments.insert(true, at: index)
        if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
        invalidateIntrinsicContentSize()
    }

    /// Removes the segment at `segment` (does nothing out of range).
    public func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        segmentImages.remove(at: segment)
        enabledSegments.remove(at: segment)
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = SegmentedControl.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
        invalidateIntrinsicContentSize()
    }

    /// Removes every segment.
    public func removeAllSegments() {
        titles = []
        segmentImages = []
        enabledSegments = []
        selectedSegmentIndex = SegmentedControl.noSegment
        invalidateIntrinsicContentSize()
    }

    /// Sets the title of `segment` (ignored out of range).
    public func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title
        invalidateIntrinsicContentSize()
    }

    /// The title of `segment`, or `nil`.
    public func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    /// Sets the image of `segment` (ignored out of range).
    public func setImage(_ image: Image?, forSegmentAt segment: Int) {
        guard segmentImages.indices.contains(segment) else { return }
        segmentImages[segment] = image
    }

    /// The image of `segment`, or `nil`.
    public func imageForSegment(at segment: Int) -> Image? {
        segmentImages.indices.contains(segment) ? segmentImages[segment] : nil
    }

    /// Enables or disables one segment (ignored out of range).
    public func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard enabledSegments.indices.contains(segment) else { return }
        enabledSegments[segment] = enabled
    }

    /// Whether `segment` is enabled (`false` out of range).
    public func isEnabledForSegment(at segment: Int) -> Bool {
        enabledSegments.indices.contains(segment) ? enabledSegments[segment] : false
    }

    /// The segment under `point` (in the control's coordinates); segments share the width
    /// equally.
    func segment(at point: CGPoint) -> Int? {
        guard numberOfSegments > 0, bounds.width > 0, bounds.contains(point) else { return nil }
        let width = bounds.width / CGFloat(numberOfSegments)
        return min(Int(point.x / width), numberOfSegments - 1)
    }

    /// Equal segments, each as wide as the widest title (13 pt medium) plus 20 pt; 32 pt tall.
    open override var intrinsicContentSize: CGSize {
        let font = Font.systemFont(ofSize: 13, weight: .medium)
        let widest =
            titles.map { title in
                TextMeasuring.current.size(
                    of: title ?? "", font: font, maxWidth: nil, numberOfLines: 1
                )
                .width
            }.max() ?? 0
        return CGSize(width: (widest + 20) * CGFloat(numberOfSegments), height: 32)
    }

    open override func endTracking(_ touch: Touch?, with event: HeadlessKit.Event?) {
        super.endTracking(touch, with: event)
        guard let touch, let segment = segment(at: touch.location(in: self)),
            enabledSegments[segment], segment != selectedSegmentIndex || isMomentary
        else { return }
        selectedSegmentIndex = isMomentary ? SegmentedControl.noSegment : segment
        sendActions(for: .valueChanged)
    }

    override func appendTreeProperties(to properties: inout [String], presentation: Bool) {
        super.appendTreeProperties(to: &properties, presentation: presentation)
        let names = titles.enumerated().map { index, title in
            let name = "\"\(escaped(title ?? ""))\""
            return index == selectedSegmentIndex ? "[\(name)]" : name
        }
        properties.append("segments=" + names.joined(separator: ","))
    }
}

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

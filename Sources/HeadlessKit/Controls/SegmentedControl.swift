import Foundation

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

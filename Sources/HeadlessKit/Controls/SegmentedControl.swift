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
    /// Widths set with ``setWidth(_:forSegmentAt:)`` (0: sized automatically).
    private var segmentWidths: [CGFloat]

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
    /// Whether automatically sized segments are as wide as their own titles rather than all
    /// as wide as the widest, like `UISegmentedControl.apportionsSegmentWidthsByContent`.
    /// `false` by default.
    public var apportionsSegmentWidthsByContent = false {
        didSet {
            if apportionsSegmentWidthsByContent != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// Makes a control with a segment per item (a `String` or an ``Image``; others are
    /// empty segments), like `UISegmentedControl(items:)`.
    public init(items: [Any]?) {
        let items = items ?? []
        titles = items.map { $0 as? String }
        segmentImages = items.map { $0 as? Image }
        enabledSegments = items.map { _ in true }
        segmentWidths = items.map { _ in 0 }
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
        segmentWidths.insert(0, at: index)
        if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
        invalidateIntrinsicContentSize()
    }

    /// Inserts a segment showing `image` at `segment` (clamped to 0...count), like
    /// `UISegmentedControl.insertSegment(with:at:animated:)`; its title is `nil`.
    public func insertSegment(with image: Image?, at segment: Int, animated: Bool) {
        let index = min(max(segment, 0), numberOfSegments)
        insertSegment(withTitle: nil, at: index, animated: animated)
        segmentImages[index] = image
    }

    /// Removes the segment at `segment` (does nothing out of range).
    public func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        segmentImages.remove(at: segment)
        enabledSegments.remove(at: segment)
        segmentWidths.remove(at: segment)
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
        segmentWidths = []
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

    /// Sets the width of `segment`, like `UISegmentedControl.setWidth(_:forSegmentAt:)`: 0
    /// (the default) sizes it automatically; a negative width counts as 0. Ignored out of
    /// range.
    ///
    /// - Precondition: `width` is finite (a NaN or infinite width stops, naming the control).
    public func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        precondition(
            width.isFinite,
            "SegmentedControl.setWidth: \(width) for segment \(segment) is not finite (\(shortDescription))"
        )
        guard segmentWidths.indices.contains(segment) else { return }
        segmentWidths[segment] = max(0, width)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The width set for `segment`, or 0 if it is sized automatically (or out of range).
    public func widthForSegment(at segment: Int) -> CGFloat {
        segmentWidths.indices.contains(segment) ? segmentWidths[segment] : 0
    }

    /// Each segment's width in `total`: set widths as set; the automatic ones share what is
    /// left (never less than nothing), equally or, with ``apportionsSegmentWidthsByContent``,
    /// in proportion to their titles.
    ///
    /// - Complexity: O(*n*) in the number of segments.
    func segmentWidths(in total: CGFloat) -> [CGFloat] {
        let automatic = segmentWidths.indices.filter { segmentWidths[$0] == 0 }
        guard !automatic.isEmpty else { return segmentWidths }
        let left = max(0, total - segmentWidths.reduce(0, +))
        let content = automatic.map { contentWidth(of: $0) }
        let sum = content.reduce(0, +)
        var widths = segmentWidths
        for (index, segment) in automatic.enumerated() {
            widths[segment] =
                apportionsSegmentWidthsByContent && sum > 0
                ? left * content[index] / sum : left / CGFloat(automatic.count)
        }
        return widths
    }

    /// The segment under `point` (in the control's coordinates).
    func segment(at point: CGPoint) -> Int? {
        guard numberOfSegments > 0, bounds.width > 0, bounds.contains(point) else { return nil }
        var end: CGFloat = 0
        for (segment, width) in segmentWidths(in: bounds.width).enumerated() {
            end += width
            if point.x < end { return segment }
        }
        return numberOfSegments - 1
    }

    /// A title's width (13 pt medium) plus 20 pt.
    private func contentWidth(of segment: Int) -> CGFloat {
        let font = Font.systemFont(ofSize: 13, weight: .medium)
        return TextMeasuring.current.size(
            of: titles[segment] ?? "", font: font, maxWidth: nil, numberOfLines: 1
        ).width + 20
    }

    /// The set widths plus, for each automatic segment, the widest title (13 pt medium) plus
    /// 20 pt (its own title with ``apportionsSegmentWidthsByContent``); 32 pt tall.
    open override var intrinsicContentSize: CGSize {
        let automatic = segmentWidths.indices.filter { segmentWidths[$0] == 0 }
        let content = automatic.map { contentWidth(of: $0) }
        let shared =
            apportionsSegmentWidthsByContent
            ? content.reduce(0, +) : (content.max() ?? 0) * CGFloat(automatic.count)
        return CGSize(width: segmentWidths.reduce(0, +) + shared, height: 32)
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

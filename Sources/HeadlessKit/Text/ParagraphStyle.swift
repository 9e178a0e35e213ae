import Foundation

// Foundation on Linux has no `NSParagraphStyle`, and on Apple platforms it comes with UIKit or
// AppKit, not Foundation: HeadlessKit declares its own, under UIKit's names, so that
//
//     let style = NSMutableParagraphStyle()
//     style.lineSpacing = 6
//     label.attributedText = NSAttributedString(string: text, attributes: [.paragraphStyle: style])
//
// ports unchanged. (The module imports Foundation only, so these names clash with nothing.)

extension NSAttributedString.Key {
    /// The paragraph's layout (a ``ParagraphStyle``), like UIKit's `paragraphStyle`. Labels
    /// measure it; a value of another type is ignored.
    public static var paragraphStyle: NSAttributedString.Key { .init("NSParagraphStyle") }
}

/// How the paragraphs of attributed text are laid out, like UIKit's `NSParagraphStyle`:
/// immutable; ``MutableParagraphStyle`` is the one to change.
///
/// Two styles with the same values are equal (`isEqual(_:)`), as in UIKit. A ``Label`` keeps a
/// copy of each style in the attributed text it is given, so changing a mutable style
/// afterwards changes neither the label nor its `attributedText`.
///
/// What labels measure (TextKit's rules, as `UILabel` lays text out):
/// - A paragraph is the text up to and including a `"\n"`; its style is the one on its first
///   character.
/// - A line is as tall as its tallest run, times ``lineHeightMultiple`` when positive, then at
///   least ``minimumLineHeight`` and at most ``maximumLineHeight`` when they are positive
///   (the maximum wins when they conflict).
/// - ``lineSpacing`` separates a line from the next one; nothing is added after the last line.
/// - ``paragraphSpacing`` separates a paragraph from the next one, and the next one's
///   ``paragraphSpacingBefore`` adds to it; neither applies before the first or after the last.
/// - ``firstLineHeadIndent`` (first line) or ``headIndent`` (other lines) and ``tailIndent``
///   narrow the width lines wrap at; the head indent adds to the line's width.
///
/// Negative, NaN or infinite lengths measure as 0 (a NaN or infinite ``tailIndent`` as none, a
/// non-positive ``lineHeightMultiple`` as the natural height) and lengths are capped at
/// 10 000 points: data never crashes a label. The properties read back what was set.
public class ParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    /// The style's values, as set.
    fileprivate(set) var values = ParagraphStyleValues()

    /// A style with UIKit's defaults: every length 0, `.natural` alignment, word wrapping.
    public override init() {}

    /// A style with UIKit's defaults, like `NSParagraphStyle.default`.
    public class var `default`: ParagraphStyle { ParagraphStyle() }

    /// The points between a line's bottom and the next line's top.
    public var lineSpacing: CGFloat { values.lineSpacing }
    /// The points after the paragraph, before the next one.
    public var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// The points before the paragraph, after the previous one.
    public var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// How the paragraph's lines are aligned; on a label it overrides `textAlignment`.
    public var alignment: TextAlignment { values.alignment }
    /// How lines break or truncate. Stored; labels wrap at word boundaries whatever the mode.
    public var lineBreakMode: LineBreakMode { values.lineBreakMode }
    /// The indent of the paragraph's first line from the leading edge.
    public var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// The indent of the paragraph's other lines from the leading edge.
    public var headIndent: CGFloat { values.headIndent }
    /// Where lines end: when positive, the line's length from the leading edge; when 0 or
    /// negative, its distance from the trailing edge.
    public var tailIndent: CGFloat { values.tailIndent }
    /// The least height of a line; 0 for none.
    public var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The greatest height of a line; 0 for none.
    public var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// The factor a line's natural height is multiplied by; 0 for none.
    public var lineHeightMultiple: CGFloat { values.lineHeightMultiple }

    /// An immutable style with the same values (`self` when immutable), like UIKit's `copy()`.
    public func copy(with zone: NSZone? = nil) -> Any {
        type(of: self) == ParagraphStyle.self ? self : immutableCopy()
    }

    /// A ``MutableParagraphStyle`` with the same values, like UIKit's `mutableCopy()`.
    public func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = MutableParagraphStyle()
        copy.values = values
        return copy
    }

    /// An immutable style with the same values.
    func immutableCopy() -> ParagraphStyle {
        let copy = ParagraphStyle()
        copy.values = values
        return copy
    }

    /// Whether `object` is a paragraph style with the same values.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? ParagraphStyle else { return false }
        return other === self || other.values == values
    }

    public override var hash: Int { values.hashValue }

    public override var description: String {
        "ParagraphStyle(lineSpacing: \(lineSpacing), paragraphSpacing: \(paragraphSpacing), "
            + "alignment: \(alignment))"
    }
}

/// A paragraph style to change, like UIKit's `NSMutableParagraphStyle`.
public final class MutableParagraphStyle: ParagraphStyle {
    /// A style with UIKit's defaults.
    public override init() {}

    /// Takes every value of `style`, like UIKit's `setParagraphStyle(_:)`.
    public func setParagraphStyle(_ style: ParagraphStyle) { values = style.values }

    public override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = newValue }
    }
    public override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = newValue }
    }
    public override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = newValue }
    }
    public override var alignment: TextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    public override var lineBreakMode: LineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
    public override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = newValue }
    }
    public override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = newValue }
    }
    public override var tailIndent: CGFloat {
        get { values.tailIndent }
        set { values.tailIndent = newValue }
    }
    public override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = newValue }
    }
    public override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = newValue }
    }
    public override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = newValue }
    }
}

/// UIKit's name for ``ParagraphStyle``.
public typealias NSParagraphStyle = ParagraphStyle
/// UIKit's name for ``MutableParagraphStyle``.
public typealias NSMutableParagraphStyle = MutableParagraphStyle

/// The values of a ``ParagraphStyle``, as set.
struct ParagraphStyleValues: Hashable {
    var lineSpacing: CGFloat = 0
    var paragraphSpacing: CGFloat = 0
    var paragraphSpacingBefore: CGFloat = 0
    var alignment: TextAlignment = .natural
    var lineBreakMode: LineBreakMode = .byWordWrapping
    var firstLineHeadIndent: CGFloat = 0
    var headIndent: CGFloat = 0
    var tailIndent: CGFloat = 0
    var minimumLineHeight: CGFloat = 0
    var maximumLineHeight: CGFloat = 0
    var lineHeightMultiple: CGFloat = 0
}

/// What measuring reads of a paragraph style: every length finite, within 10 000 points, and
/// non-negative but for the tail indent; a multiple of 0 means the natural height.
struct ParagraphMetrics: Equatable {
    var lineSpacing: CGFloat = 0
    var paragraphSpacing: CGFloat = 0
    var paragraphSpacingBefore: CGFloat = 0
    var firstLineHeadIndent: CGFloat = 0
    var headIndent: CGFloat = 0
    var tailIndent: CGFloat = 0
    var minimumLineHeight: CGFloat = 0
    var maximumLineHeight: CGFloat = 0
    var lineHeightMultiple: CGFloat = 0

    /// The metrics of the default style: measuring with them changes nothing.
    static let natural = ParagraphMetrics()

    init() {}

    /// The metrics of `value` when it is a ``ParagraphStyle``; else ``natural``.
    init(_ value: Any?) {
        guard let style = value as? ParagraphStyle else { return }
        let values = style.values
        lineSpacing = Self.length(values.lineSpacing)
        paragraphSpacing = Self.length(values.paragraphSpacing)
        paragraphSpacingBefore = Self.length(values.paragraphSpacingBefore)
        firstLineHeadIndent = Self.length(values.firstLineHeadIndent)
        headIndent = Self.length(values.headIndent)
        tailIndent =
            values.tailIndent.isFinite ? min(max(values.tailIndent, -10_000), 10_000) : 0
        minimumLineHeight = Self.length(values.minimumLineHeight)
        maximumLineHeight = Self.length(values.maximumLineHeight)
        let multiple = values.lineHeightMultiple
        lineHeightMultiple = multiple.isFinite && multiple > 0 ? min(multiple, 1_000) : 0
    }

    /// A length as measured: 0 when negative or not finite, at most 10 000 points.
    private static func length(_ value: CGFloat) -> CGFloat {
        value.isFinite ? min(max(value, 0), 10_000) : 0
    }

    /// The height of a line whose tallest run is `natural` points high.
    func lineHeight(natural: CGFloat) -> CGFloat {
        var height = lineHeightMultiple > 0 ? natural * lineHeightMultiple : natural
        if minimumLineHeight > 0 { height = max(height, minimumLineHeight) }
        if maximumLineHeight > 0 { height = min(height, maximumLineHeight) }
        return height
    }

    /// The width a line wraps at, given the label's wrapping width (`nil`: none) and the line's
    /// head indent; at least 1 point, so indents wider than the label put one character on a
    /// line.
    func wrapWidth(_ labelWidth: CGFloat?, indent: CGFloat) -> CGFloat? {
        var limit = labelWidth
        if tailIndent > 0 {
            limit = min(labelWidth ?? tailIndent, tailIndent)
        } else if let labelWidth {
            limit = labelWidth + tailIndent
        }
        guard let limit else { return nil }
        return max(limit - indent, 1)
    }
}

import Foundation

/// A view that shows text, sized by a ``TextMeasurer``, like `UILabel`.
///
/// User interaction is off by default, as in UIKit.
///
///     let title = Label(text: "For You")
///     title.font = .boldSystemFont(ofSize: 17)
///     title.sizeToFit()    // 59.5 × 20.5 with the default measurer
@MainActor
open class Label: View {
    // The fields that measuring and layout read skip the runtime's exclusivity check (a call
    // per access; six per measurement): a label is touched only on the main actor, and no
    // access to them is held across a call that could reach them again.

    /// The text shown, or `nil`. Setting it replaces any ``attributedText`` with this plain
    /// text, styled by the label's properties (UIKit: `UILabel.text`).
    @exclusivity(unchecked) public var text: String? {
        didSet {
            if !isApplyingAttributedText && attributed != nil {
                attributed = nil
                invalidateIntrinsicContentSize()
            } else if text != oldValue {
                invalidateIntrinsicContentSize()
            }
        }
    }
    /// The font (system 17 pt by default, as UIKit). With ``attributedText``, setting it
    /// applies the font to the whole attributed string (UIKit: `UILabel.font`). As in UIKit it
    /// is implicitly unwrapped: setting `nil` (an optional font from a settings struct) resets
    /// it to the system font at 17 points.
    public var font: Font! {
        get { storedFont }
        set { storedFont = newValue ?? .systemFont(ofSize: 17) }
    }
    /// The font, never `nil` (``font`` is its implicitly unwrapped face).
    // (Unchecked exclusivity: whole loads and stores; the intrinsic size reads it.)
    @exclusivity(unchecked) var storedFont: Font = .systemFont(ofSize: 17) {
        didSet {
            if !isApplyingAttributedText, let attributed {
                restyle(attributed.styles, .font, storedFont)
            } else if storedFont != oldValue {
                invalidateIntrinsicContentSize()
            }
            if adjustsFontForContentSizeCategory { applyContentSizeCategory() }
        }
    }
    /// The text colour (black by default; setting `nil` sets the default, as UIKit's
    /// implicitly unwrapped `UILabel.textColor` does). With ``attributedText``, setting it
    /// applies the colour to the whole attributed string.
    public var textColor: Color! = .black {
        didSet {
            if textColor == nil { textColor = .black }
            if !isApplyingAttributedText, let attributed {
                restyle(attributed.styles, .foregroundColor, textColor ?? Color.black)
            }
        }
    }
    /// How lines are aligned (`.natural` by default). With ``attributedText``, setting it
    /// applies the alignment to the whole attributed string, through its paragraph styles
    /// (UIKit: `UILabel.textAlignment`).
    public var textAlignment: TextAlignment = .natural {
        didSet {
            if !isApplyingAttributedText, let attributed {
                restyleAlignment(attributed.styles, textAlignment)
            }
        }
    }
    /// The most lines to show; 0 means no limit. 1 by default.
    @exclusivity(unchecked) public var numberOfLines: Int = 1 {
        didSet {
            precondition(
                numberOfLines >= 0,
                "Label.numberOfLines: \(numberOfLines) is negative (\(shortDescription))")
            if numberOfLines != oldValue { invalidateIntrinsicContentSize() }
        }
    }
    /// How lines break or truncate. Stored; the default measurer wraps at word boundaries.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail
    /// Whether the font follows the label's content size category, like UIKit's
    /// `adjustsFontForContentSizeCategory`: a font from `Font.preferredFont(forTextStyle:)` or
    /// a ``FontMetrics`` is shown at the size of ``traitCollection``'s category, and re-sized
    /// when it changes (a window's `traitOverrides`) or the label moves to another window.
    /// Other fonts, and attributed text, keep their size (as in UIKit).
    // (Unchecked exclusivity: read on every window move and font change.)
    @exclusivity(unchecked) public var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory { applyContentSizeCategory() } }
    }
    /// Whether the font shrinks to fit the width. Stored; text is measured at `font`.
    public var adjustsFontSizeToFitWidth = false
    /// The smallest scale `adjustsFontSizeToFitWidth` may use. Stored.
    public var minimumScaleFactor: CGFloat = 0
    /// Whether the label is drawn as enabled. Stored.
    public var isEnabled = true
    /// The colour of highlighted text. Stored.
    public var highlightedTextColor: Color?
    /// The measurer for this label; `nil` uses ``TextMeasuring/current``.
    @exclusivity(unchecked) public var textMeasurer: (any TextMeasurer)? {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// For multi-line labels: the width at which `intrinsicContentSize` wraps. 0 (the default)
    /// means the width Auto Layout gave the label in the previous layout pass, as in UIKit.
    @exclusivity(unchecked) public var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The width a constraint-placed multi-line label was laid out at (UIKit's first pass).
    @exclusivity(unchecked) private var layoutWidth: CGFloat = 0
    /// The attributed text shown, as attribute runs with every run's font and colour resolved,
    /// and its measured runs; `nil` when the label shows plain text. Kept in Swift: the label
    /// never changes a Foundation attributed string (see ``attributedText``).
    @exclusivity(unchecked) private var attributed: (styles: [StyledRun], runs: [TextRun])? {
        didSet { builtAttributedText = nil }
    }
    /// ``attributedText`` as last built from `attributed`, until that changes.
    private var builtAttributedText: NSAttributedString?
    /// Set while `attributedText` updates `text`, `font` and `textColor`, which must then not
    /// replace it.
    private var isApplyingAttributedText = false
    /// The size `intrinsicContentSize` last returned. Every input of it but the layout width
    /// invalidates the intrinsic size when it changes, so this is what the engine holds.
    @exclusivity(unchecked) private var lastIntrinsicSize: CGSize?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Makes a label showing `text`, sized to fit it.
    public convenience init(text: String, font: Font = .systemFont(ofSize: 17)) {
        self.init(frame: .zero)
        self.text = text
        self.font = font
        sizeToFit()
    }

    override var defaultUserInteraction: Bool { false }

    override func windowDidChange() {
        super.windowDidChange()
        if adjustsFontForContentSizeCategory { applyContentSizeCategory() }
    }

    override func traitsDidChange(from previous: TraitCollection) {
        super.traitsDidChange(from: previous)
        if adjustsFontForContentSizeCategory { applyContentSizeCategory() }
    }

    /// Shows a Dynamic Type font at the label's content size category (plain text only).
    private func applyContentSizeCategory() {
        guard attributed == nil, let scaling = storedFont.scaling else { return }
        let size = scaling.pointSize(for: traitCollection.preferredContentSizeCategory)
        if size != storedFont.pointSize { storedFont.pointSize = size }
    }

    /// The styled text shown, or `nil`, like `UILabel.attributedText`.
    ///
    /// Setting it sets ``text`` to its string, and ``font``, ``textColor`` and
    /// ``textAlignment`` to the style at its first character; a run with no `.font` is shown
    /// (and read back) in the label's font, and with no `.foregroundColor` in its text colour.
    /// Setting ``text`` afterwards replaces it with plain text; setting ``font``,
    /// ``textColor`` or ``textAlignment`` applies to the whole string.
    /// Reading it while the label shows plain text gives that text in the label's font and
    /// colour; `nil` when ``text`` is `nil`.
    ///
    /// The label measures each run in its own font, plus its `.kern` after each character, and
    /// each paragraph by its `.paragraphStyle` (TextKit's rules: see ``ParagraphStyle``). The
    /// label keeps a copy of each paragraph style, as UIKit does: changing a
    /// ``MutableParagraphStyle`` afterwards changes neither the label nor this property.
    /// A `.paragraphStyle` alignment overrides ``textAlignment`` for its paragraph.
    /// A `.font` value that is not a ``Font`` (a programming error UIKit would crash on) is
    /// replaced by the label's font: data never crashes a label.
    ///
    /// - Complexity: O(*n*) in the length of the string, to set.
    public var attributedText: NSAttributedString? {
        get {
            if let attributed, let text {
                if let builtAttributedText { return builtAttributedText }
                let built = Label.attributedString(text, attributed.styles)
                builtAttributedText = built
                return built
            }
            guard let text else { return nil }
            return NSAttributedString(
                string: text, attributes: [.font: storedFont, .foregroundColor: textColor])
        }
        set {
            guard let newValue else {
                attributed = nil
                text = nil
                return
            }
            let (font, textColor) = (storedFont, textColor)
            var styleCopies: [ObjectIdentifier: ParagraphStyle] = [:]
            let styles = Label.restyled(AttributedTextLayout.styles(of: newValue)) { attributes in
                var attributes = attributes
                if !(attributes[.font] is Font) { attributes[.font] = font }
                if !(attributes[.foregroundColor] is Color) {
                    attributes[.foregroundColor] = textColor
                }
                if let style = attributes[.paragraphStyle] as? ParagraphStyle {
                    // One copy per style object, so runs that shared a style still do.
                    let id = ObjectIdentifier(style)
                    let copy = styleCopies[id] ?? style.immutableCopy()
                    styleCopies[id] = copy
                    attributes[.paragraphStyle] = copy
                }
                return attributes
            }
            applyAttributed(styles, text: newValue.string)
        }
    }

    private func applyAttributed(_ styles: [StyledRun], text newText: String) {
        attributed = (styles, AttributedTextLayout.runs(of: styles, defaultFont: storedFont))
        isApplyingAttributedText = true
        text = newText
        if let first = styles.first?.attributes {
            if let firstFont = first[.font] as? Font { storedFont = firstFont }
            if let firstColor = first[.foregroundColor] as? Color { textColor = firstColor }
            if let style = first[.paragraphStyle] as? ParagraphStyle {
                textAlignment = style.alignment
            }
        }
        isApplyingAttributedText = false
        invalidateIntrinsicContentSize()
    }

    /// Applies `value` for `key` to the whole attributed string.
    private func restyle(_ styles: [StyledRun], _ key: NSAttributedString.Key, _ value: Any) {
        applyAttributed(
            Label.restyled(styles) { attributes in
                var attributes = attributes
                attributes[key] = value
                return attributes
            }, text: text ?? "")
    }

    /// Applies `alignment` to every paragraph style of the string (adding one where a run has
    /// none), keeping their other values.
    private func restyleAlignment(_ styles: [StyledRun], _ alignment: TextAlignment) {
        // Keyed by identity: every style here stays alive (in `string`, or `unstyled`).
        var aligned: [ObjectIdentifier: ParagraphStyle] = [:]
        let unstyled = ParagraphStyle.default
        applyAttributed(
            Label.restyled(styles) { attributes in
                var attributes = attributes
                let style = attributes[.paragraphStyle] as? ParagraphStyle ?? unstyled
                let id = ObjectIdentifier(style)
                if let copy = aligned[id] {
                    attributes[.paragraphStyle] = copy
                } else {
                    let copy = MutableParagraphStyle()
                    copy.setParagraphStyle(style)
                    copy.alignment = alignment
                    let immutable = copy.immutableCopy()
                    aligned[id] = immutable
                    attributes[.paragraphStyle] = immutable
                }
                return attributes
            }, text: text ?? "")
    }

    /// `styles` with each run's attributes changed by `change`.
    ///
    /// - Complexity: O(*n*) in the number of runs.
    private static func restyled(
        _ styles: [StyledRun],
        _ change: ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]
    ) -> [StyledRun] {
        styles.map { StyledRun(end: $0.end, attributes: change($0.attributes)) }
    }

    /// `text` with the attribute runs `styles`, as a Foundation attributed string.
    ///
    /// Built only when ``attributedText`` is read: swift-corelibs-foundation (Swift 6.3,
    /// Linux) has trapped, rarely and only in long test runs, inside its run-array bookkeeping
    /// while strings of thousands of runs were rebuilt (in `CFRunArrayReplace` through
    /// `addAttribute(_:value:range:)`, and in `CFRunArrayInsert` through `append(_:)`). So the
    /// label keeps its runs in Swift, and setting text, font, colour or alignment never
    /// changes a Foundation attributed string.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    private static func attributedString(_ text: String, _ styles: [StyledRun])
        -> NSAttributedString
    {
        guard styles.count > 1 else {
            return NSAttributedString(string: text, attributes: styles.first?.attributes ?? [:])
        }
        let result = NSMutableAttributedString(string: "")
        let nsText = text as NSString
        var start = 0
        for style in styles {
            let range = NSRange(location: start, length: style.end - start)
            result.append(
                NSAttributedString(
                    string: nsText.substring(with: range), attributes: style.attributes))
            start = style.end
        }
        return result
    }

    /// The alignment of each paragraph (the text up to and including each `"\n"`): the
    /// alignment of the paragraph style on its first character, else ``textAlignment``.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    var paragraphAlignments: [TextAlignment] {
        guard let text else { return [] }
        guard let styles = attributed?.styles else {
            return Array(repeating: textAlignment, count: text.count { $0 == "\n" } + 1)
        }
        // Each run's end and its paragraph style's alignment, if it has one.
        let runs = styles.map { style in
            (
                end: style.end,
                alignment: (style.attributes[.paragraphStyle] as? ParagraphStyle)?.alignment
            )
        }
        let labelAlignment = textAlignment
        // Paragraph starts only move forward: one pass over the runs.
        var runIndex = 0
        func alignment(at offset: Int) -> TextAlignment {
            guard offset >= 0 else { return labelAlignment }
            while runIndex < runs.count && runs[runIndex].end <= offset { runIndex += 1 }
            guard runIndex < runs.count else { return labelAlignment }
            return runs[runIndex].alignment ?? labelAlignment
        }
        var alignments: [TextAlignment] = []
        var offset = 0
        var atParagraphStart = true
        for character in text {
            if atParagraphStart { alignments.append(alignment(at: offset)) }
            atParagraphStart = character == "\n"
            offset += character.utf16.count
        }
        // Text that ends with a line break ends with an empty paragraph, styled as the break.
        if atParagraphStart { alignments.append(alignment(at: offset - 1)) }
        return alignments
    }

    /// The text's size: plain text through the measurer; attributed text in one font, with
    /// no kern, no paragraph style that measures and no attachment, the same way; else run by
    /// run.
    private func measuredSize(_ text: String, maxWidth: CGFloat?) -> CGSize {
        if let runs = attributed?.runs, !runs.isEmpty {
            return AttributedTextLayout.measure(
                text, runs: runs, measurer: measurer, maxWidth: maxWidth,
                numberOfLines: numberOfLines)
        }
        return measurer.size(
            of: text, font: storedFont, maxWidth: maxWidth, numberOfLines: numberOfLines)
    }

    override func appendTreeProperties(to properties: inout [String], presentation: Bool) {
        super.appendTreeProperties(to: &properties, presentation: presentation)
        if let text {
            properties.append("text=\"\(escaped(text))\"")
            if attributed != nil { properties.append("attributed") }
        }
        if numberOfLines != 1 { properties.append("lines=\(numberOfLines)") }
        if lineBreakMode != .byTruncatingTail { properties.append("lineBreak=\(lineBreakMode)") }
    }

    private var measurer: any TextMeasurer { textMeasurer ?? TextMeasuring.current }

    /// The size of the text on one line, or for a multi-line label wrapped at
    /// `preferredMaxLayoutWidth` (or, when that is 0, at the width of the last layout pass).
    open override var intrinsicContentSize: CGSize {
        guard let text, !text.isEmpty else {
            lastIntrinsicSize = .zero
            return .zero
        }
        let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : layoutWidth
        let wrapWidth = numberOfLines != 1 && width > 0 ? width : nil
        let size = measuredSize(text, maxWidth: wrapWidth)
        lastIntrinsicSize = size
        return size
    }

    /// UIKit's two-pass label layout: a multi-line label placed by constraints, with no
    /// `preferredMaxLayoutWidth`, takes the width it was given as its wrapping width, so its
    /// intrinsic height (and the next solve) follows the solved width.
    open override func layoutSubviews() {
        super.layoutSubviews()
        wrap(atSolvedWidth: bounds.width)
    }

    /// Takes `width`, the width Auto Layout gave the label, as its wrapping width, when it is a
    /// multi-line label placed by constraints with no `preferredMaxLayoutWidth`; whether its
    /// intrinsic size changed (and was invalidated). The layout pass calls it with the label's
    /// new width; a measurement (`systemLayoutSizeFitting`) with the width it solved.
    @discardableResult
    func wrap(atSolvedWidth width: CGFloat) -> Bool {
        guard numberOfLines != 1, preferredMaxLayoutWidth == 0,
            !translatesAutoresizingMaskIntoConstraints, width.isFinite, width >= 0,
            width != layoutWidth
        else { return false }
        let previous = lastIntrinsicSize
        layoutWidth = width
        // Text that wraps the same at the new width (most often: it fit before and still
        // fits) keeps its intrinsic size: nothing to invalidate, and no second layout pass.
        if let previous, intrinsicContentSize == previous { return false }
        invalidateIntrinsicContentSize()
        return true
    }

    /// The text's size, wrapped at `size.width` when the label has more than one line.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let wrapWidth = numberOfLines != 1 && size.width > 0 ? size.width : nil
        return measuredSize(text, maxWidth: wrapWidth)
    }
}

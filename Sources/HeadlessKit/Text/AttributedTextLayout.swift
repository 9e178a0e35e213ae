import Foundation

/// One attribute run of an attributed string, kept in Swift: the UTF-16 offset just past it
/// and its attributes.
struct StyledRun {
    var end: Int
    var attributes: [NSAttributedString.Key: Any]
}

/// A stretch of an attributed string measured in one font with one kern.
struct TextRun: Equatable {
    /// The UTF-16 offset just past the run.
    var end: Int
    var font: Font
    /// Points added after each character (finite).
    var kern: CGFloat
    /// The run's paragraph style, as measured (it counts where a paragraph starts).
    var paragraph: ParagraphMetrics = .natural
    /// The attachment each character of the run shows, if any (TextAttachment.swift).
    var attachment: TextAttachment? = nil

    static func == (lhs: TextRun, rhs: TextRun) -> Bool {
        lhs.end == rhs.end && lhs.font == rhs.font && lhs.kern == rhs.kern
            && lhs.paragraph == rhs.paragraph && lhs.attachment === rhs.attachment
    }
}

/// Measures attributed text: each run in its own font, lines wrapped greedily at spaces (and
/// after wide characters, as ``DefaultTextMeasurer`` does), each line as tall as its tallest
/// run, then spaced and indented by its paragraph's ``ParagraphStyle`` (TextKit's rules, listed
/// there). Widths and heights come from the installed measurer, one call per word, space or
/// empty line (one per character only inside a word wider than the line).
enum AttributedTextLayout {
    /// The attribute runs of `string`, read once (reading does not change the string).
    ///
    /// - Complexity: O(*n*) in the number of attribute runs.
    static func styles(of string: NSAttributedString) -> [StyledRun] {
        var styles: [StyledRun] = []
        let whole = NSRange(location: 0, length: string.length)
        string.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            styles.append(StyledRun(end: range.location + range.length, attributes: attributes))
        }
        return styles
    }

    /// The measured runs of `string`, as the overload taking its attribute runs gives them.
    ///
    /// - Complexity: O(*n*) in the number of attribute runs.
    static func runs(of string: NSAttributedString, defaultFont: Font) -> [TextRun] {
        runs(of: styles(of: string), defaultFont: defaultFont)
    }

    /// The measured runs of attribute runs `styles`: a `.font` that is missing or not a
    /// ``Font`` is `defaultFont`; a `.kern` that is missing or not a finite number is 0; a
    /// `.paragraphStyle` that is missing or not a ``ParagraphStyle`` is the default one; a
    /// `.attachment` that is a ``TextAttachment`` makes a run of its own. Neighbours that
    /// measure alike merge.
    ///
    /// - Complexity: O(*n*) in the number of attribute runs.
    static func runs(of styles: [StyledRun], defaultFont: Font) -> [TextRun] {
        var runs: [TextRun] = []
        for style in styles {
            let attributes = style.attributes
            let font = attributes[.font] as? Font ?? defaultFont
            let kern = kernValue(attributes[.kern])
            let paragraph = ParagraphMetrics(attributes[.paragraphStyle])
            let attachment = attributes[.attachment] as? TextAttachment
            if let last = runs.last, last.font == font, last.kern == kern,
                last.paragraph == paragraph, last.attachment == nil, attachment == nil
            {
                runs[runs.count - 1].end = style.end
            } else {
                runs.append(
                    TextRun(
                        end: style.end, font: font, kern: kern, paragraph: paragraph,
                        attachment: attachment))
            }
        }
        return runs
    }

    /// A kern attribute as points: any number type, finite and at most 10 000 points either way.
    static func kernValue(_ value: Any?) -> CGFloat {
        let points: Double
        switch value {
        case let v as CGFloat: points = Double(v)
        case let v as Double: points = v
        case let v as Float: points = Double(v)
        case let v as Int: points = Double(v)
        case let v as NSNumber: points = v.doubleValue
        default: return 0
        }
        guard points.isFinite else { return 0 }
        return CGFloat(min(max(points, -10_000), 10_000))
    }

    /// The size of `text` with `runs`, as a label measures it: text in one font, with no kern,
    /// no paragraph style that measures and no attachment, straight through the measurer; else
    /// run by run (``size(of:runs:measurer:maxWidth:numberOfLines:)``).
    static func measure(
        _ text: String, runs: [TextRun], measurer: any TextMeasurer, maxWidth: CGFloat?,
        numberOfLines: Int
    ) -> CGSize {
        if runs.count > 1 || runs.first?.kern ?? 0 != 0 || runs.first?.paragraph != .natural
            || runs.first?.attachment != nil
        {
            return size(
                of: text, runs: runs, measurer: measurer, maxWidth: maxWidth,
                numberOfLines: numberOfLines)
        }
        guard let font = runs.first?.font else { return .zero }
        return measurer.size(
            of: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines)
    }

    /// The size of `text` with `runs` (as ``runs(of:defaultFont:)`` returns), wrapped at
    /// `maxWidth` (not at all when `nil`), in at most `numberOfLines` lines (0: no limit).
    ///
    /// - Complexity: O(*n*) in the length of `text`, plus the measurer's cost on its pieces.
    static func size(
        of text: String, runs: [TextRun], measurer: any TextMeasurer, maxWidth: CGFloat?,
        numberOfLines: Int
    ) -> CGSize {
        guard !text.isEmpty, !runs.isEmpty else { return .zero }
        var state = LineBreaker(
            measurer: measurer, runs: runs, maxWidth: maxWidth.flatMap { $0 > 0 ? $0 : nil },
            numberOfLines: numberOfLines)
        var runIndex = 0
        var offset = 0
        var atParagraphStart = true
        for character in text {
            // A character belongs to the run its first UTF-16 unit is in.
            while runIndex < runs.count - 1 && runs[runIndex].end <= offset { runIndex += 1 }
            offset += character.utf16.count
            let run = runs[runIndex]
            state.lastFont = run.font
            if atParagraphStart {
                // TextKit: a paragraph takes the style of its first character.
                state.beginParagraph(run.paragraph)
                atParagraphStart = false
            }
            if character == "\n" {
                state.endWord()
                state.finishLine()
                atParagraphStart = true
            } else if character == " " {
                state.endWord()
                state.addSpace(run)
            } else if let attachment = run.attachment {
                state.appendBox(attachment.layoutSize)
            } else {
                state.append(character, run: runIndex)
                // A wide character ends a word: lines may break after it.
                if DefaultTextMeasurer.isWide(character) { state.endWord() }
            }
            if state.isDone { break }
        }
        state.endWord()
        // Text that ends with a line break ends with an empty paragraph, styled as the break.
        if atParagraphStart { state.beginParagraph(runs[runIndex].paragraph) }
        state.finishLine()
        return CGSize(
            width: roundUpToHalf(max(0, state.widest)), height: roundUpToHalf(state.totalHeight))
    }
}

/// The greedy line breaker behind ``AttributedTextLayout/size(of:runs:measurer:maxWidth:numberOfLines:)``.
private struct LineBreaker {
    let measurer: any TextMeasurer
    /// The label's wrapping width.
    let labelWidth: CGFloat?
    let numberOfLines: Int

    private(set) var widest: CGFloat = 0
    private(set) var totalHeight: CGFloat = 0
    private(set) var isDone = false
    private var lineCount = 0
    var lastFont: Font?

    // The paragraph being read, the width its current line wraps at and that line's head
    // indent, and the space owed before the next line (lineSpacing, plus paragraphSpacing at
    // the end of a paragraph): it is added only if a line follows.
    private var paragraph = ParagraphMetrics.natural
    private var maxWidth: CGFloat?
    private var indent: CGFloat = 0
    private var isFirstLineOfParagraph = true
    private var gapBeforeNextLine: CGFloat = 0

    // The line being filled: its width through the last word, its height, and the spaces after
    // that word (they count only if another word follows, or when nothing wraps).
    private var lineWidth: CGFloat = 0
    private var lineHeight: CGFloat = 0
    private var pendingSpace: CGFloat = 0
    private var lineHasContent = false

    // The word being read, as measured fragments plus the fragment still being read.
    private var fragments: [(text: String, run: TextRun)] = []
    private var wordWidth: CGFloat = 0
    private var wordHeight: CGFloat = 0
    private var fragment = ""
    private var fragmentRun: Int = -1
    private var fragmentCharacters = 0
    private let runs: [TextRun]

    init(measurer: any TextMeasurer, runs: [TextRun], maxWidth: CGFloat?, numberOfLines: Int) {
        self.measurer = measurer
        self.runs = runs
        self.labelWidth = maxWidth
        self.maxWidth = maxWidth
        self.numberOfLines = numberOfLines
    }

    /// Starts a paragraph in `style`: the space owed after the previous one grows by its
    /// paragraphSpacing and this one's paragraphSpacingBefore.
    mutating func beginParagraph(_ style: ParagraphMetrics) {
        if lineCount > 0 {
            gapBeforeNextLine += paragraph.paragraphSpacing + style.paragraphSpacingBefore
        }
        paragraph = style
        isFirstLineOfParagraph = true
        startLine()
    }

    /// Sets the wrapping width and indent of the line about to be filled.
    private mutating func startLine() {
        indent = isFirstLineOfParagraph ? paragraph.firstLineHeadIndent : paragraph.headIndent
        maxWidth = paragraph.wrapWidth(labelWidth, indent: indent)
    }

    private func measure(_ text: String, _ run: TextRun, characters: Int) -> CGSize {
        let size = measurer.size(of: text, font: run.font, maxWidth: nil, numberOfLines: 1)
        return CGSize(width: size.width + run.kern * CGFloat(characters), height: size.height)
    }

    mutating func append(_ character: Character, run: Int) {
        if run != fragmentRun {
            flushFragment()
            fragmentRun = run
        }
        fragment.append(character)
        fragmentCharacters += 1
    }

    private mutating func flushFragment() {
        guard !fragment.isEmpty else { return }
        let run = runs[fragmentRun]
        let size = measure(fragment, run, characters: fragmentCharacters)
        wordWidth += size.width
        wordHeight = max(wordHeight, size.height)
        fragments.append((fragment, run))
        fragment = ""
        fragmentCharacters = 0
    }

    mutating func endWord() {
        guard !isDone else { return }
        flushFragment()
        guard !fragments.isEmpty else { return }
        placeWord()
        fragments.removeAll(keepingCapacity: true)
        wordWidth = 0
        wordHeight = 0
    }

    /// Places an attachment's box: a word of its own (lines break on either side), on the
    /// current line if it fits, else on the next (alone, if wider than a line).
    mutating func appendBox(_ size: CGSize) {
        endWord()
        guard !isDone, breakUnlessFits(size.width) else { return }
        advance(by: size.width, height: size.height)
    }

    /// Ends the line first if something is on it and `width` more does not fit; false if that
    /// ended the text (the line limit was reached).
    private mutating func breakUnlessFits(_ width: CGFloat) -> Bool {
        if let maxWidth, lineHasContent || pendingSpace > 0,
            lineWidth + pendingSpace + width > maxWidth
        {
            finishLine()
            if isDone { return false }
        }
        return true
    }

    /// Puts `width` on the line after the pending space.
    private mutating func advance(by width: CGFloat, height: CGFloat) {
        lineWidth += pendingSpace + width
        pendingSpace = 0
        lineHeight = max(lineHeight, height)
        lineHasContent = true
    }

    mutating func addSpace(_ run: TextRun) {
        let size = measure(" ", run, characters: 1)
        pendingSpace += size.width
        lineHeight = max(lineHeight, size.height)
    }

    private mutating func placeWord() {
        guard breakUnlessFits(wordWidth) else { return }
        if let maxWidth, wordWidth > maxWidth {
            placeCharacters()
            return
        }
        advance(by: wordWidth, height: wordHeight)
    }

    /// A word wider than the line breaks between characters, as ``DefaultTextMeasurer`` does.
    private mutating func placeCharacters() {
        for (text, run) in fragments {
            for character in text {
                let size = measure(String(character), run, characters: 1)
                // (Read per character: a paragraph's first line may wrap at another width.)
                if lineHasContent, let maxWidth,
                    lineWidth + pendingSpace + size.width > maxWidth
                {
                    finishLine()
                    if isDone { return }
                }
                advance(by: size.width, height: size.height)
            }
        }
    }

    mutating func finishLine() {
        guard !isDone else { return }
        if !lineHasContent && lineHeight == 0, let lastFont {
            // An empty line is as tall as a line of its font.
            lineHeight =
                measurer.size(of: " ", font: lastFont, maxWidth: nil, numberOfLines: 1)
                .height
        }
        let width = maxWidth == nil ? lineWidth + pendingSpace : lineWidth
        // (An empty line has no text to indent: its indent adds no width.)
        widest = max(widest, width > 0 || lineHasContent ? indent + width : 0)
        if lineCount > 0 { totalHeight += gapBeforeNextLine }
        totalHeight += paragraph.lineHeight(natural: lineHeight)
        gapBeforeNextLine = paragraph.lineSpacing
        lineCount += 1
        isFirstLineOfParagraph = false
        startLine()
        lineWidth = 0
        lineHeight = 0
        pendingSpace = 0
        lineHasContent = false
        if numberOfLines > 0 && lineCount >= numberOfLines { isDone = true }
    }
}

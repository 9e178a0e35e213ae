import Foundation

/// A deterministic measurer: the same text has the same size on every machine.
///
/// - A character advances 0.5 × point size, or 1.0 × point size for East Asian wide and
///   full-width characters and emoji (one grapheme cluster is one character).
/// - A line is 1.2 × point size high.
/// - Lines wrap at spaces when a width is given (a word wider than the line breaks between
///   characters; wide characters may break anywhere), and are cut at `numberOfLines`.
/// - Widths and heights are rounded up to the next half point.
///
/// For a 17 pt font: `"Hello"` is 42.5 × 20.5, `"ニュース"` is 68 × 20.5.
public struct DefaultTextMeasurer: TextMeasurer {
    public init() {}

    public func size(of text: String, font: Font, maxWidth: CGFloat?, numberOfLines: Int) -> CGSize
    {
        // One line of printable ASCII that fits (the usual short label): the same sums as the
        // general path below, without breaking the text into characters and lines.
        if let width = Self.printableASCIIWidth(text, font: font) {
            let fits =
                maxWidth.map { $0 <= 0 || (width <= $0 && text.utf8.last != UInt8(ascii: " ")) }
                ?? true
            if fits {
                return CGSize(width: roundUpToHalf(width), height: roundUpToHalf(font.lineHeight))
            }
        }
        let lines = layout(text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines)
        guard !lines.isEmpty else { return .zero }
        let width = lines.map(\.width).max() ?? 0
        return CGSize(
            width: roundUpToHalf(width),
            height: roundUpToHalf(CGFloat(lines.count) * font.lineHeight))
    }

    /// The width of `text` on one line when it is non-empty printable ASCII (no line break,
    /// tab or control character), added up character by character as `wrap` does; else nil.
    static func printableASCIIWidth(_ text: String, font: Font) -> CGFloat? {
        guard !text.isEmpty else { return nil }
        let advance = font.pointSize / 2
        var width: CGFloat = 0
        for byte in text.utf8 {
            guard byte >= 0x20, byte < 0x7F else { return nil }
            width += advance
        }
        return width
    }

    /// The width of one character.
    public static func advance(of character: Character, font: Font) -> CGFloat {
        isWide(character) ? font.pointSize : font.pointSize / 2
    }

    /// Whether a character takes a full em: East Asian wide/full-width, or emoji.
    public static func isWide(_ character: Character) -> Bool {
        // No ASCII character is wide or shown as an emoji (a keycap such as "1\u{FE0F}\u{20E3}"
        // is more than one scalar, so not ASCII): skip the Unicode property lookups.
        if character.isASCII { return false }
        guard let scalar = character.unicodeScalars.first else { return false }
        if scalar.properties.isEmojiPresentation { return true }
        if character.unicodeScalars.count > 1, scalar.properties.isEmoji,
            character.unicodeScalars.contains(where: { $0.value == 0xFE0F })
        {
            return true
        }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    struct Line {
        var text: Substring
        var width: CGFloat
    }

    func layout(_ text: String, font: Font, maxWidth: CGFloat?, numberOfLines: Int) -> [Line] {
        var lines: [Line] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += wrap(paragraph, font: font, maxWidth: maxWidth)
            if numberOfLines > 0 && lines.count >= numberOfLines { break }
        }
        if numberOfLines > 0 && lines.count > numberOfLines {
            lines.removeLast(lines.count - numberOfLines)
        }
        if text.isEmpty { return [] }
        return lines
    }

    private func wrap(_ paragraph: Substring, font: Font, maxWidth: CGFloat?) -> [Line] {
        func width(_ s: Substring) -> CGFloat {
            s.reduce(0) { $0 + DefaultTextMeasurer.advance(of: $1, font: font) }
        }
        guard let maxWidth, maxWidth > 0 else {
            return [Line(text: paragraph, width: width(paragraph))]
        }
        var lines: [Line] = []
        var lineStart = paragraph.startIndex
        var lineWidth: CGFloat = 0
        var lastBreak: (index: Substring.Index, width: CGFloat)?  // after a space or wide char
        var index = paragraph.startIndex
        while index < paragraph.endIndex {
            let character = paragraph[index]
            let advance = DefaultTextMeasurer.advance(of: character, font: font)
            if lineWidth + advance > maxWidth && index > lineStart && character != " " {
                if let breakPoint = lastBreak, breakPoint.index > lineStart {
                    lines.append(
                        Line(
                            text: paragraph[lineStart..<breakPoint.index],
                            width: trailingTrimmed(paragraph[lineStart..<breakPoint.index], font)))
                    lineStart = breakPoint.index
                    lineWidth = width(paragraph[lineStart..<index])
                } else {
                    lines.append(Line(text: paragraph[lineStart..<index], width: lineWidth))
                    lineStart = index
                    lineWidth = 0
                }
                lastBreak = nil
                continue
            }
            lineWidth += advance
            let next = paragraph.index(after: index)
            if character == " " || DefaultTextMeasurer.isWide(character) {
                lastBreak = (next, lineWidth)
            }
            index = next
        }
        lines.append(
            Line(
                text: paragraph[lineStart...], width: trailingTrimmed(paragraph[lineStart...], font)
            ))
        return lines
    }

    private func trailingTrimmed(_ s: Substring, _ font: Font) -> CGFloat {
        var end = s.endIndex
        while end > s.startIndex, s[s.index(before: end)] == " " { end = s.index(before: end) }
        return s[s.startIndex..<end].reduce(0) {
            $0 + DefaultTextMeasurer.advance(of: $1, font: font)
        }
    }
}

import Foundation

/// Text as `UILabel` draws it: wrapped where the default text measurer wraps it (so the
/// picture matches the layout), cut at `numberOfLines` or at the lines the height holds, the
/// last line shown ending in an ellipsis when text is left over, aligned and centred
/// vertically in the bounds.
extension SVGWriter {
    /// The label's text. A label whose measurer is not the default one is wrapped the default
    /// way too: the picture has no other line breaker.
    @MainActor mutating func text(of label: Label, in frame: CGRect) {
        guard let text = label.text, !text.isEmpty, frame.width > 0, frame.height > 0 else {
            return
        }
        let font = label.storedFont
        let lineHeight = font.lineHeight
        guard lineHeight > 0, lineHeight.isFinite else { return }
        let lines: [String]
        let asciiWidth = DefaultTextMeasurer.printableASCIIWidth(text, font: font)
        if let width = asciiWidth, width <= frame.width + 0.001 {
            lines = [text]  // The usual short label: one line that fits.
        } else if let width = asciiWidth, label.numberOfLines == 1,
            label.lineBreakMode == .byTruncatingTail
        {
            // One line of ASCII that is too wide: every character (and the ellipsis) has the
            // same advance, so the kept prefix is a division.
            lines = [asciiTail(text, width: width, in: frame.width, font: font)]
        } else {
            let wrapWidth = label.numberOfLines != 1 ? frame.width : nil
            let all = DefaultTextMeasurer().layout(
                text, font: font, maxWidth: wrapWidth, numberOfLines: 0)
            // The lines the height holds (at least one), at most numberOfLines.
            let fitting = max(1, Int(min((frame.height + 0.5) / lineHeight, 1e6)))
            let limit = label.numberOfLines > 0 ? min(label.numberOfLines, fitting) : fitting
            // A wrapped line's trailing spaces take no room (the measurer leaves them out).
            var shown = all.prefix(limit).map { line in
                var text = line.text
                while text.last == " " { text = text.dropLast() }
                return String(text)
            }
            let cut = all.count > limit
            if let last = shown.indices.last {
                // Text left over, or a line wider than the label (one line, no wrapping).
                let lastLine = all[last]
                if cut || lastLine.width > frame.width + 0.001 {
                    shown[last] = truncated(
                        shown[last], more: cut, toWidth: frame.width, font: font,
                        mode: label.lineBreakMode)
                }
            }
            lines = shown
        }
        textBlock(
            lines, font: font, color: label.textColor,
            alignment: label.textAlignment.resolved(rightToLeft: label.isRightToLeft), in: frame)
    }

    /// `text` on one line in `frame`, cut with an ellipsis at the end if it is too wide.
    mutating func singleLine(
        _ text: String, font: Font, color: Color, alignment: TextAlignment, in frame: CGRect
    ) {
        guard !text.isEmpty, frame.width > 0 else { return }
        let firstLine = text.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
        let more = firstLine.endIndex < text.endIndex
        let width = firstLine.reduce(0) { $0 + DefaultTextMeasurer.advance(of: $1, font: font) }
        let line =
            more || width > frame.width + 0.001
            ? truncated(
                String(firstLine), more: more, toWidth: frame.width, font: font,
                mode: .byTruncatingTail)
            : String(firstLine)
        textBlock([line], font: font, color: color, alignment: alignment, in: frame)
    }

    /// Printable ASCII `text` of width `width`, cut to fit `room` with an ellipsis at the end.
    func asciiTail(_ text: String, width: CGFloat, in room: CGFloat, font: Font) -> String {
        let advance = font.pointSize / 2
        guard advance > 0 else { return text }
        let count = text.utf8.count
        let kept = max(0, min(count - 1, Int(((room + 0.001) / advance).rounded(.down)) - 1))
        var prefix = text.utf8.prefix(kept)
        while prefix.last == UInt8(ascii: " ") { prefix = prefix.dropLast() }
        return (String(prefix) ?? "") + "\u{2026}"
    }

    /// `line` shortened to fit `width` with an ellipsis where the mode puts it (at the end by
    /// default; at the start or middle for the head and middle modes; none when clipping or
    /// wrapping, which just cut). `more` says text follows that is not shown.
    func truncated(
        _ line: String, more: Bool, toWidth width: CGFloat, font: Font, mode: LineBreakMode
    ) -> String {
        let advance = { (c: Character) in DefaultTextMeasurer.advance(of: c, font: font) }
        var characters = Array(line)
        while characters.last == " " { characters.removeLast() }
        let ellipsis: Character = "\u{2026}"
        var total = characters.reduce(0) { $0 + advance($1) }
        switch mode {
        case .byClipping, .byWordWrapping, .byCharWrapping:
            while total > width + 0.001, let last = characters.popLast() { total -= advance(last) }
            return String(characters)
        case .byTruncatingHead where !more:
            total += advance(ellipsis)
            while total > width + 0.001, !characters.isEmpty {
                total -= advance(characters.removeFirst())
            }
            return String(ellipsis) + String(characters)
        case .byTruncatingMiddle where !more:
            total += advance(ellipsis)
            var head = Array(characters.prefix(characters.count / 2))
            var tail = Array(characters.suffix(characters.count - head.count))
            while total > width + 0.001, !head.isEmpty || !tail.isEmpty {
                // The head keeps the extra character, as UIKit's does.
                if tail.count >= head.count, !tail.isEmpty {
                    total -= advance(tail.removeFirst())
                } else if let last = head.popLast() {
                    total -= advance(last)
                }
            }
            return String(head) + String(ellipsis) + String(tail)
        default:
            total += advance(ellipsis)
            while total > width + 0.001, let last = characters.popLast() { total -= advance(last) }
            while characters.last == " " { characters.removeLast() }
            return String(characters) + String(ellipsis)
        }
    }

    /// Whether `line` starts or ends with a space or holds two in a row: spaces SVG collapses.
    func hasSpacesToKeep(_ line: String) -> Bool {
        var previousIsSpace = true  // a space at the start counts
        for byte in line.utf8 {
            let isSpace = byte == UInt8(ascii: " ")
            if isSpace && previousIsSpace { return true }
            previousIsSpace = isSpace
        }
        return previousIsSpace && !line.isEmpty
    }

    /// Lines of text centred vertically in `frame`, one `tspan` each when there are several.
    /// Baselines sit at 0.8 of each line's height.
    mutating func textBlock(
        _ lines: [String], font: Font, color: Color, alignment: TextAlignment, in frame: CGRect
    ) {
        guard !lines.isEmpty else { return }
        let lineHeight = font.lineHeight
        let top = frame.midY - CGFloat(lines.count) * lineHeight / 2
        let x: CGFloat
        let anchor: String
        switch alignment {
        case .center: (x, anchor) = (frame.midX, "middle")
        case .right: (x, anchor) = (frame.maxX, "end")
        case .left, .natural, .justified: (x, anchor) = (frame.minX, "start")
        }
        output += "<text x=\"\(svgNumber(x))\" y=\"\(svgNumber(top + lineHeight * 0.8))\""
        output += " font-family=\""
        output += font.name == "System" ? "system-ui, sans-serif" : xmlEscaped(font.name)
        output += "\" font-size=\"\(svgNumber(font.pointSize))\""
        let weight = cssWeight(font.weight)
        if weight != 400 { output += " font-weight=\"\(weight)\"" }
        if anchor != "start" { output += " text-anchor=\"\(anchor)\"" }
        output += " fill=\"\(rgb(color))\""
        if color.alpha < 1 { output += " fill-opacity=\"\(svgNumber(color.alpha))\"" }
        // Spaces are kept as the measurer counted them (SVG would collapse them).
        if lines.contains(where: hasSpacesToKeep) { output += " xml:space=\"preserve\"" }
        output += ">"
        if lines.count == 1 {
            output += xmlEscaped(lines[0])
        } else {
            for (index, line) in lines.enumerated() {
                let y = top + CGFloat(index) * lineHeight + lineHeight * 0.8
                output += "<tspan x=\"\(svgNumber(x))\" y=\"\(svgNumber(y))\">"
                output += xmlEscaped(line)
                output += "</tspan>"
            }
        }
        output += "</text>\n"
    }
}

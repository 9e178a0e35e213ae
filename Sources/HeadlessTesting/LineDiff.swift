// A small line diff: the longest common subsequence of two line arrays, printed as unified-diff
// hunks (`@@ -a,b +c,d @@`, then ` ` context, `-` expected and `+` actual lines).

/// One line of a diff: kept, only in the expected text, or only in the actual text.
enum DiffLine: Equatable {
    case same(Substring)
    case removed(Substring)
    case added(Substring)
}

/// How many leading lines `old` and `new` share, and how many trailing lines they share after
/// those: the lines between are the ones that changed.
///
/// - Complexity: O(*n*) in the shorter array's length.
func commonEnds<Line: Equatable>(_ old: [Line], _ new: [Line]) -> (prefix: Int, suffix: Int) {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
        old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
        suffix += 1
    }
    return (prefix, suffix)
}

/// The edit script turning `old` into `new`, one entry per line, in order.
///
/// Common leading and trailing lines are matched first; the rest is an LCS table, which is
/// quadratic, so a middle larger than `budget` cells is shown as all removed then all added.
func lineDiff(_ old: [Substring], _ new: [Substring], budget: Int = 4_000_000) -> [DiffLine] {
    let (prefix, suffix) = commonEnds(old, new)
    var result: [DiffLine] = old[..<prefix].map { .same($0) }
    let a = Array(old[prefix..<(old.count - suffix)])
    let b = Array(new[prefix..<(new.count - suffix)])
    if a.isEmpty || b.isEmpty || a.count * b.count > budget {
        result += a.map { .removed($0) }
        result += b.map { .added($0) }
    } else {
        // lengths[i][j]: LCS length of a[i...] and b[j...], in one flat array.
        let width = b.count + 1
        var lengths = [Int](repeating: 0, count: (a.count + 1) * width)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i * width + j] =
                    a[i] == b[j]
                    ? lengths[(i + 1) * width + j + 1] + 1
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var i = 0
        var j = 0
        while i < a.count, j < b.count {
            if a[i] == b[j] {
                result.append(.same(a[i]))
                i += 1
                j += 1
            } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
                // Removals before additions, so a changed line reads `-old` then `+new`.
                result.append(.removed(a[i]))
                i += 1
            } else {
                result.append(.added(b[j]))
                j += 1
            }
        }
        result += a[i...].map { .removed($0) }
        result += b[j...].map { .added($0) }
    }
    result += old[(old.count - suffix)...].map { .same($0) }
    return result
}

/// Unified-diff hunks for `lines`, with `context` unchanged lines around each change; empty when
/// nothing changed.
///
///     @@ -1,3 +1,3 @@
///      Window (0 0; 390 844)
///     -└ View (0 0; 390 844)
///     +└ View (0 0; 390 800)
func unifiedDiff(_ lines: [DiffLine], context: Int = 3) -> String {
    let changed = lines.indices.filter {
        if case .same = lines[$0] { false } else { true }
    }
    guard !changed.isEmpty else { return "" }
    // Group changes whose context windows touch into one hunk.
    var ranges: [Range<Int>] = []
    for index in changed {
        let low = max(0, index - context)
        let high = min(lines.count, index + context + 1)
        if let last = ranges.last, low <= last.upperBound {
            ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, high)
        } else {
            ranges.append(low..<high)
        }
    }
    // Line numbers (1-based) of each entry in the old and new texts.
    var oldLine = [Int](repeating: 0, count: lines.count + 1)
    var newLine = [Int](repeating: 0, count: lines.count + 1)
    var o = 1
    var n = 1
    for (index, line) in lines.enumerated() {
        oldLine[index] = o
        newLine[index] = n
        switch line {
        case .same:
            o += 1
            n += 1
        case .removed: o += 1
        case .added: n += 1
        }
    }
    var output = ""
    for range in ranges {
        var oldCount = 0
        var newCount = 0
        for line in lines[range] {
            switch line {
            case .same:
                oldCount += 1
                newCount += 1
            case .removed: oldCount += 1
            case .added: newCount += 1
            }
        }
        // As `diff -u` does, an empty side names the line before it.
        let oldStart = oldCount == 0 ? oldLine[range.lowerBound] - 1 : oldLine[range.lowerBound]
        let newStart = newCount == 0 ? newLine[range.lowerBound] - 1 : newLine[range.lowerBound]
        output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
        for line in lines[range] {
            switch line {
            case .same(let text): output += " " + text + "\n"
            case .removed(let text): output += "-" + text + "\n"
            case .added(let text): output += "+" + text + "\n"
            }
        }
    }
    return output
}

/// Whether two texts' lines are equal. Identical bytes answer at once; otherwise `String`'s own
/// comparison decides (canonical equivalence, which is slow on the non-ASCII branch lines).
func linesMatch(_ a: [Substring], _ b: [Substring]) -> Bool {
    guard a.count == b.count else { return false }
    for (x, y) in zip(a, b) where !x.utf8.elementsEqual(y.utf8) {
        if x != y { return false }
    }
    return true
}

/// The lines of an inline expectation or a dump, normalised for comparison: trailing whitespace
/// dropped from every line, blank lines dropped at both ends, and the indentation common to all
/// non-blank lines removed (so a multi-line literal may be indented to match the code).
func normalizedLines(_ text: String) -> [Substring] {
    // Works on UTF-8 bytes: newline, space, tab and CR are ASCII, so every cut falls on a
    // character boundary, and the byte loop avoids grapheme breaking (10× faster on dumps).
    let utf8 = text.utf8
    var lines: [Substring] = []
    var lineStart = utf8.startIndex
    var index = utf8.startIndex
    func appendLine(_ end: String.Index) {
        var trimmedEnd = end
        while trimmedEnd > lineStart {
            let before = utf8.index(before: trimmedEnd)
            let byte = utf8[before]
            guard byte == 0x20 || byte == 0x09 || byte == 0x0D else { break }
            trimmedEnd = before
        }
        lines.append(text[lineStart..<trimmedEnd])
    }
    while index < utf8.endIndex {
        if utf8[index] == 0x0A {
            appendLine(index)
            lineStart = utf8.index(after: index)
        }
        index = utf8.index(after: index)
    }
    appendLine(utf8.endIndex)
    var first = 0
    while first < lines.count, lines[first].isEmpty { first += 1 }
    var last = lines.count
    while last > first, lines[last - 1].isEmpty { last -= 1 }
    var margin: Int? = nil
    for line in lines[first..<last] where !line.isEmpty {
        let indent = line.utf8.prefix { $0 == 0x20 || $0 == 0x09 }.count
        margin = min(margin ?? indent, indent)
        if margin == 0 { break }
    }
    guard let margin, margin > 0 else { return Array(lines[first..<last]) }
    return lines[first..<last].map { line in
        line.isEmpty ? line : line[line.utf8.index(line.startIndex, offsetBy: margin)...]
    }
}

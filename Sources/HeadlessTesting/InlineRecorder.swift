import Foundation

// Inline re-recording, as InlineSnapshotTesting does it but with no package dependency: the
// call is found by its file, line and column; its expected string literal is located with a
// small Swift lexer (strings, raw strings, comments, brackets) and replaced by the actual
// text, keeping the literal's indentation and raw-string delimiters. Edits shift the lines
// after them; each file's shifts are remembered, so several calls in one file can be
// rewritten in one run.

/// Rewrites expected literals in test source files.
@MainActor
enum InlineRecorder {
    /// Lines added (or removed, negative) by this run's edits, per file, keyed by the original
    /// line of the call that made them.
    private static var shifts: [String: [Int: Int]] = [:]

    /// Forgets the line shifts of `path` (tests that rewrite a fresh file at a reused path).
    static func forget(_ path: String) {
        shifts[path] = nil
    }

    /// Replaces the expected literal of the call to `function` at `line`/`column` (as the
    /// compiler numbered them, before this run's edits) in the file at `path` with `actual`.
    /// Returns the problem, or `nil` when the file was rewritten.
    static func rewrite(
        path: String, line: Int, column: Int, function: String, actual: String
    ) -> String? {
        let source: String
        do {
            source = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            return "Could not read \(path) to re-record: \(reason(error))"
        }
        let shift = (shifts[path] ?? [:]).filter { $0.key < line }.values.reduce(0, +)
        let result = replaceLiteral(
            in: source, line: line + shift, column: column, function: function, actual: actual)
        switch result {
        case .failure(let problem):
            return "Could not re-record \(function) at \(path):\(line + shift): \(problem.message)"
        case .success(let (text, delta)):
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                return "Could not write \(path) to re-record: \(reason(error))"
            }
            shifts[path, default: [:]][line, default: 0] += delta
            return nil
        }
    }

    struct Problem: Error, Equatable {
        let message: String
    }

    /// `source` with the expected literal of the call at `line` (1-based, current numbering)
    /// replaced by `actual`, and the number of lines that added.
    static func replaceLiteral(
        in source: String, line: Int, column: Int, function: String, actual: String
    ) -> Result<(String, Int), Problem> {
        let bytes = Array(source.utf8)
        // The start of the call's line.
        var lineStart = 0
        var current = 1
        while current < line {
            guard let newline = bytes[lineStart...].firstIndex(of: 0x0A) else {
                return .failure(Problem(message: "the file has no line \(line)"))
            }
            lineStart = newline + 1
            current += 1
        }
        let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
        let name = Array(function.utf8)
        // The function's name on that line, from the column if it is there.
        let from = min(lineStart + max(column - 1, 0), lineEnd)
        guard
            let nameStart = find(name, in: bytes, from: from, to: lineEnd)
                ?? find(name, in: bytes, from: lineStart, to: lineEnd)
        else {
            return .failure(Problem(message: "no call to \(function) on that line"))
        }
        var index = nameStart + name.count
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "(") else {
            return .failure(Problem(message: "\(function) is not followed by an argument list"))
        }
        let arguments: [Argument]
        switch scanArguments(bytes, openParen: index) {
        case .success(let found): arguments = found
        case .failure(let problem): return .failure(problem)
        }
        guard
            let literal = arguments.dropFirst().last(where: { $0.label == nil && $0.literal != nil }
            )?.literal
        else {
            return .failure(Problem(message: "no string literal argument to rewrite"))
        }
        if literal.hasInterpolation {
            return .failure(
                Problem(message: "the expectation uses string interpolation; edit it by hand"))
        }
        // Indentation: the closing delimiter's for a multi-line literal, else the line's plus 4.
        let indentation: [UInt8]
        if literal.isMultiline {
            var start = literal.range.upperBound - 1
            while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
            indentation = Array(bytes[start...].prefix { $0 == 0x20 || $0 == 0x09 })
        } else {
            var start = literal.range.lowerBound
            while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
            indentation =
                Array(bytes[start...].prefix { $0 == 0x20 || $0 == 0x09 }) + Array("    ".utf8)
        }
        let replacement = multilineLiteral(
            actual, indentation: String(decoding: indentation, as: UTF8.self),
            minimumHashes: literal.hashes)
        let old = bytes[literal.range]
        let delta =
            replacement.utf8.count { $0 == 0x0A } - old.count { $0 == 0x0A }
        let text =
            String(decoding: bytes[..<literal.range.lowerBound], as: UTF8.self) + replacement
            + String(decoding: bytes[literal.range.upperBound...], as: UTF8.self)
        return .success((text, delta))
    }

    /// A multi-line string literal holding `text`'s lines, each indented by `indentation`,
    /// with the fewest `#` (at least `minimumHashes`) that keep its content verbatim.
    static func multilineLiteral(_ text: String, indentation: String, minimumHashes: Int)
        -> String
    {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last?.isEmpty == true { lines.removeLast() }
        var hashes = minimumHashes
        func fits(_ n: Int) -> Bool {
            let hash = String(repeating: "#", count: n)
            if text.contains("\"\"\"" + hash) { return false }
            // A backslash followed by the delimiter's hashes would be an escape.
            return !text.contains("\\" + hash)
        }
        while !fits(hashes) { hashes += 1 }
        let hash = String(repeating: "#", count: hashes)
        var literal = hash + "\"\"\"\n"
        for line in lines { literal += (line.isEmpty ? "" : indentation + line) + "\n" }
        literal += indentation + "\"\"\"" + hash
        return literal
    }

    struct Literal {
        /// From the first `#` or `"` to just past the last.
        let range: Range<Int>
        let hashes: Int
        let isMultiline: Bool
        let hasInterpolation: Bool
    }

    struct Argument {
        let label: String?
        /// Set when the argument is exactly one string literal.
        let literal: Literal?
    }

    /// The arguments of the call whose `(` is at `openParen`, up to the matching `)`.
    static func scanArguments(_ bytes: [UInt8], openParen: Int) -> Result<[Argument], Problem> {
        var arguments: [Argument] = []
        var index = openParen + 1
        var depth = 0
        var argumentStart = index
        var literals: [Literal] = []
        var tokens = 0  // non-literal tokens in this argument (other than its label)
        func finishArgument(end: Int) {
            let text = String(decoding: bytes[argumentStart..<end], as: UTF8.self)
            let label = argumentLabel(text)
            let lone = literals.count == 1 && tokens == 0 ? literals[0] : nil
            arguments.append(Argument(label: label, literal: lone))
            literals = []
            tokens = 0
        }
        var labelSkipped = false
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == 0x2F:
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                continue
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == 0x2A:
                index += 2
                while index + 1 < bytes.count,
                    !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == 0x2F)
                {
                    index += 1
                }
                index += 2
                continue
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                var hashes = 0
                var quote = index
                while quote < bytes.count, bytes[quote] == UInt8(ascii: "#") {
                    hashes += 1
                    quote += 1
                }
                guard quote < bytes.count, bytes[quote] == UInt8(ascii: "\"") else {
                    // `#line`, `#if`...: not a string.
                    if depth == 0 { tokens += 1 }
                    index = quote + 1
                    continue
                }
                switch scanString(bytes, start: index, quote: quote, hashes: hashes) {
                case .success(let literal):
                    if depth == 0 { literals.append(literal) }
                    index = literal.range.upperBound
                case .failure(let problem):
                    return .failure(problem)
                }
                continue
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth == 1 { tokens += 1 }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if depth == 0 {
                    finishArgument(end: index)
                    return .success(arguments)
                }
                depth -= 1
            case UInt8(ascii: ",") where depth == 0:
                finishArgument(end: index)
                argumentStart = index + 1
                labelSkipped = false
            case 0x20, 0x09, 0x0A, 0x0D:
                break
            default:
                if depth == 0 {
                    // A leading `label:` is not a token of the value.
                    if !labelSkipped, let colon = labelEnd(bytes, from: index) {
                        index = colon + 1
                        labelSkipped = true
                        continue
                    }
                    labelSkipped = true
                    tokens += 1
                    // Skip the rest of an identifier or number.
                    while index + 1 < bytes.count, isWordByte(bytes[index + 1]) { index += 1 }
                }
            }
            index += 1
        }
        return .failure(Problem(message: "the argument list is not closed"))
    }

    /// The literal that starts at `start` (its `#`s) with its opening quote at `quote`.
    static func scanString(_ bytes: [UInt8], start: Int, quote: Int, hashes: Int) -> Result<
        Literal, Problem
    > {
        let isMultiline =
            quote + 2 < bytes.count && bytes[quote + 1] == UInt8(ascii: "\"")
            && bytes[quote + 2] == UInt8(ascii: "\"")
        let quotes = isMultiline ? 3 : 1
        var index = quote + quotes
        var hasInterpolation = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                // An escape needs the delimiter's hashes after the backslash.
                var hashEnd = index + 1
                while hashEnd < bytes.count, hashEnd - index - 1 < hashes,
                    bytes[hashEnd] == UInt8(ascii: "#")
                {
                    hashEnd += 1
                }
                if hashEnd - index - 1 == hashes {
                    if hashEnd < bytes.count, bytes[hashEnd] == UInt8(ascii: "(") {
                        hasInterpolation = true
                    }
                    index = hashEnd + 1
                    continue
                }
            }
            if byte == 0x0A && !isMultiline {
                return .failure(Problem(message: "a single-line string is not closed"))
            }
            if byte == UInt8(ascii: "\"") {
                var end = index
                var count = 0
                while end < bytes.count, count < quotes, bytes[end] == UInt8(ascii: "\"") {
                    end += 1
                    count += 1
                }
                var hashCount = 0
                while end < bytes.count, hashCount < hashes, bytes[end] == UInt8(ascii: "#") {
                    end += 1
                    hashCount += 1
                }
                if count == quotes && hashCount == hashes {
                    return .success(
                        Literal(
                            range: start..<end, hashes: hashes, isMultiline: isMultiline,
                            hasInterpolation: hasInterpolation))
                }
            }
            index += 1
        }
        return .failure(Problem(message: "a string literal is not closed"))
    }

    /// Where `name` first occurs in `bytes[from..<to]` as a whole word.
    private static func find(_ name: [UInt8], in bytes: [UInt8], from: Int, to: Int) -> Int? {
        guard to - from >= name.count else { return nil }
        for start in from...(to - name.count)
        where bytes[start..<(start + name.count)].elementsEqual(name) {
            if start > 0, isWordByte(bytes[start - 1]) { continue }
            let after = start + name.count
            if after < bytes.count, isWordByte(bytes[after]) { continue }
            return start
        }
        return nil
    }

    /// The end (the colon) of a `label:` starting at `index`, if there is one.
    private static func labelEnd(_ bytes: [UInt8], from index: Int) -> Int? {
        var end = index
        while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
        guard end > index else { return nil }
        while end < bytes.count, bytes[end] == 0x20 { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ":") else { return nil }
        // `a ? b : c` has no label at the argument's start; `::` is not Swift.
        return end
    }

    private static func argumentLabel(_ text: String) -> String? {
        let trimmed = text.drop { $0.isWhitespace }
        guard let colon = trimmed.firstIndex(of: ":") else { return nil }
        let word = trimmed[..<colon].trimmingCharacters(in: .whitespaces)
        guard !word.isEmpty, word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            return nil
        }
        return word
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
            || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }
}

/// A small XML well-formedness check for the SVG tests: one root element, tags balance,
/// attribute values are quoted and unique, `<` never appears raw in text or values, and every
/// `&` starts a known entity. Returns the first problem, or `nil`.
func xmlProblem(_ xml: String) -> String? {
    let chars = Array(xml.unicodeScalars)
    var i = 0
    var stack: [String] = []
    var rootsClosed = 0
    var sawRoot = false

    func isNameChar(_ c: Unicode.Scalar) -> Bool {
        c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "-" || c == "_" || c == ":"
            || c == "."
    }
    func entityProblem(at index: Int) -> String? {
        var j = index + 1
        var name = ""
        while j < chars.count, chars[j] != ";", j - index < 12 {
            name.unicodeScalars.append(chars[j])
            j += 1
        }
        guard j < chars.count, chars[j] == ";" else { return "raw & at \(index)" }
        let known = ["amp", "lt", "gt", "quot", "apos"]
        if known.contains(name) { return nil }
        if name.hasPrefix("#"), Int(name.dropFirst()) != nil { return nil }
        return "unknown entity &\(name); at \(index)"
    }

    while i < chars.count {
        let c = chars[i]
        if c == "&" {
            if let problem = entityProblem(at: i) { return problem }
            i += 1
            continue
        }
        guard c == "<" else {
            if stack.isEmpty, !c.properties.isWhitespace { return "text outside the root at \(i)" }
            i += 1
            continue
        }
        i += 1
        guard i < chars.count else { return "unfinished tag at the end" }
        if chars[i] == "?" {  // processing instruction / declaration
            while i + 1 < chars.count, !(chars[i] == "?" && chars[i + 1] == ">") { i += 1 }
            i += 2
            continue
        }
        let closing = chars[i] == "/"
        if closing { i += 1 }
        var name = ""
        while i < chars.count, isNameChar(chars[i]) {
            name.unicodeScalars.append(chars[i])
            i += 1
        }
        if name.isEmpty { return "a tag without a name at \(i)" }
        if closing {
            while i < chars.count, chars[i].properties.isWhitespace { i += 1 }
            guard i < chars.count, chars[i] == ">" else {
                return "bad closing tag </\(name) at \(i)"
            }
            i += 1
            guard stack.last == name else {
                return "</\(name)> closes <\(stack.last ?? "nothing")> at \(i)"
            }
            stack.removeLast()
            if stack.isEmpty { rootsClosed += 1 }
            continue
        }
        if stack.isEmpty {
            if sawRoot { return "a second root element <\(name)>" }
            sawRoot = true
        }
        var attributes: Set<String> = []
        while true {
            while i < chars.count, chars[i].properties.isWhitespace { i += 1 }
            guard i < chars.count else { return "unfinished <\(name)" }
            if chars[i] == ">" {
                stack.append(name)
                i += 1
                break
            }
            if chars[i] == "/" {
                guard i + 1 < chars.count, chars[i + 1] == ">" else { return "stray / in <\(name)" }
                if stack.isEmpty { rootsClosed += 1 }
                i += 2
                break
            }
            var attribute = ""
            while i < chars.count, isNameChar(chars[i]) {
                attribute.unicodeScalars.append(chars[i])
                i += 1
            }
            if attribute.isEmpty { return "bad attribute in <\(name)> at \(i)" }
            if !attributes.insert(attribute).inserted {
                return "duplicate \(attribute) in <\(name)>"
            }
            guard i < chars.count, chars[i] == "=" else {
                return "\(attribute) in <\(name)> has no value"
            }
            i += 1
            guard i < chars.count, chars[i] == "\"" || chars[i] == "'" else {
                return "\(attribute) in <\(name)> is not quoted"
            }
            let quote = chars[i]
            i += 1
            while i < chars.count, chars[i] != quote {
                if chars[i] == "<" { return "raw < in \(attribute) of <\(name)>" }
                if chars[i] == "&", let problem = entityProblem(at: i) { return problem }
                i += 1
            }
            guard i < chars.count else { return "unterminated \(attribute) in <\(name)>" }
            i += 1
        }
    }
    if !stack.isEmpty { return "unclosed <\(stack.joined(separator: "> <"))>" }
    if !sawRoot { return "no root element" }
    return nil
}

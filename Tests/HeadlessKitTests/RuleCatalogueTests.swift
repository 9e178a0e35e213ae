import Foundation
import Testing

/// Keeps docs/Rules.md true: every UIKit rule code the sources and tests use is defined there,
/// every test it lists exists, and nothing cites a document outside the repository.
@Suite struct RuleCatalogueTests {
    /// The repository's root, three levels above this file.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A rule code: a family letter and a number (`S14`), or a range of one family (`G3–G6`).
    static let codePattern = #"\b([GCHLKSFT])([0-9]{1,2})\b(?:[–-]([GCHLKSFT]?)([0-9]{1,2})\b)?"#

    /// The text of every file under `folders` whose name ends in one of `extensions`, by path
    /// relative to the root, sorted. This file is left out: it spells the patterns it looks for.
    static func files(in folders: [String], extensions: [String]) -> [(path: String, text: String)]
    {
        var found: [(path: String, text: String)] = []
        let manager = FileManager.default
        for folder in folders {
            let url = root.appendingPathComponent(folder)
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            let urls: [URL]
            if isFolder.boolValue {
                let enumerator = manager.enumerator(at: url, includingPropertiesForKeys: nil)
                urls = (enumerator?.allObjects as? [URL]) ?? []
            } else {
                urls = [url]
            }
            for file in urls
            where extensions.contains(where: { file.lastPathComponent.hasSuffix($0) })
                && file.lastPathComponent != "RuleCatalogueTests.swift"
            {
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
                let full = file.standardizedFileURL.path
                let path =
                    full.hasPrefix(root.path + "/")
                    ? String(full.dropFirst(root.path.count + 1)) : full
                found.append((path, text))
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The matches of `pattern` in `text`, each as its capture groups (empty when absent).
    static func matches(_ pattern: String, in text: String) -> [[String]] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).map { match in
            (0..<match.numberOfRanges).map { index in
                Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
            }
        }
    }

    /// The codes a match of ``codePattern`` names: one, or every code of a range.
    static func codes(_ groups: [String]) -> [String] {
        guard let first = Int(groups[2]) else { return [] }
        guard let last = Int(groups[4]), last >= first, last - first < 20 else {
            return [groups[1] + groups[2]]
        }
        return (first...last).map { groups[1] + String($0) }
    }

    static var catalogue: String {
        (try? String(
            contentsOf: root.appendingPathComponent("docs/Rules.md"), encoding: .utf8)) ?? ""
    }

    @Test("The catalogue exists and defines codes")
    func catalogueExists() {
        #expect(Self.matches(#"(?m)^\| ([GCHLKSFT][0-9]{1,2}) \|"#, in: Self.catalogue).count > 20)
    }

    @Test("Every rule code used in Sources and Tests is defined in docs/Rules.md")
    func everyCodeIsDefined() {
        let defined = Set(
            Self.matches(#"(?m)^\| ([GCHLKSFT][0-9]{1,2}) \|"#, in: Self.catalogue).map { $0[1] })
        var missing: [String] = []
        let files = Self.files(
            in: ["Sources", "Tests", "README.md", "CONTRIBUTING.md"], extensions: [".swift", ".md"])
        for file in files {
            for groups in Self.matches(Self.codePattern, in: file.text) {
                for code in Self.codes(groups) where !defined.contains(code) {
                    missing.append("\(code) in \(file.path)")
                }
            }
        }
        #expect(missing.isEmpty, "codes not defined in docs/Rules.md: \(missing)")
    }

    @Test("Every test docs/Rules.md lists exists")
    func everyListedTestExists() {
        let tests = Self.files(in: ["Tests"], extensions: [".swift"])
        let listed = Self.matches(#"`(\w+)` \((\w+\.swift)\)"#, in: Self.catalogue)
        var absent: [String] = []
        for groups in listed {
            let (name, file) = (groups[1], groups[2])
            let exists = tests.contains {
                $0.path.hasSuffix("/" + file) && $0.text.contains("func \(name)(")
            }
            if !exists { absent.append("\(name) in \(file)") }
        }
        #expect(listed.count > 50)
        #expect(absent.isEmpty, "tests listed in docs/Rules.md but not found: \(absent)")
    }

    @Test("No comment, test or doc cites a document outside the repository")
    func noOutsideReferences() {
        // Built from pieces so that this file does not match them itself.
        let section = "\u{00A7}"
        let patterns = [
            "spec " + section, "UIKit " + section, #"seeds?/0[0-9]"#, #"\.\./shared"#,
            "shared/" + "specs", #"issue #[0-9]+"#, #"seed 00[0-9]"#, "peer" + " item",
            #"PR #[0-9]+"#, #"UIKit A[0-9]+(\.[0-9]+)?\b"#,
        ]
        let files = Self.files(
            in: [
                "Sources", "Tests", "Examples", "Benchmarks", "README.md", "CONTRIBUTING.md",
                "docs",
            ],
            extensions: [".swift", ".md", ".py"])
        var found: [String] = []
        for file in files {
            for pattern in patterns where !Self.matches(pattern, in: file.text).isEmpty {
                found.append("\(pattern) in \(file.path)")
            }
        }
        #expect(found.isEmpty, "references to documents outside the repository: \(found)")
    }
}

import Foundation
import HeadlessKit
import Testing

@testable import HeadlessTesting

@MainActor @Suite struct InlineRecordTests {
    /// `source` with the call at `line` re-recorded to `actual`, or the problem.
    func replaced(
        _ source: String, line: Int = 2, column: Int = 5, function: String = "assertTree",
        _ actual: String
    ) -> String {
        switch InlineRecorder.replaceLiteral(
            in: source, line: line, column: column, function: function, actual: actual)
        {
        case .success(let (text, _)): return text
        case .failure(let problem): return "error: " + problem.message
        }
    }

    @Test("A multi-line literal is rewritten in place, keeping its closing indentation")
    func multiline() {
        let source = """
            func test() {
                assertTree(root, options: .geometry, \"""
                    View (0 0; 1 1)
                    \""")
                next()
            }
            """
        #expect(
            replaced(source, "View (0 0; 2 2)\n└ Label (0 0; 1 1)\n") == """
                func test() {
                    assertTree(root, options: .geometry, \"""
                        View (0 0; 2 2)
                        └ Label (0 0; 1 1)
                        \""")
                    next()
                }
                """)
    }

    @Test("Raw-string delimiters are kept, and added when the text needs them")
    func rawStrings() {
        let source = """
            func test() {
                assertTree(
                    root,
                    #\"""
                      View "a"
                      \"""#, record: .failed)
            }
            """
        #expect(
            replaced(source, "View \"b\"\n") == """
                func test() {
                    assertTree(
                        root,
                        #\"""
                          View "b"
                          \"""#, record: .failed)
                }
                """)
        // A backslash in the text needs a raw string.
        let plain = "func test() {\n    assertTree(root, \"\"\"\n        A\n        \"\"\")\n}"
        #expect(
            replaced(plain, "Label text=\"a\\\\b\"\n")
                == "func test() {\n    assertTree(root, #\"\"\"\n        Label text=\"a\\\\b\"\n        \"\"\"#)\n}"
        )
    }

    @Test("An empty single-line literal becomes a multi-line one, indented one level deeper")
    func emptyLiteral() {
        let source = "func test() {\n    assertTree(root, \"\") // \"quoted\" comment\n}"
        #expect(
            replaced(source, "View (0 0; 1 1)\n")
                == "func test() {\n    assertTree(root, \"\"\"\n        View (0 0; 1 1)\n        \"\"\") // \"quoted\" comment\n}"
        )
    }

    @Test("Literals it cannot rewrite are refused with a reason")
    func refusals() {
        #expect(
            replaced("x\n    assertTree(root, \"\\(name)\")", "A")
                == "error: the expectation uses string interpolation; edit it by hand")
        #expect(
            replaced("x\n    assertTree(root, expected)", "A")
                == "error: no string literal argument to rewrite")
        #expect(
            replaced("x\n    other(root, \"\")", "A") == "error: no call to assertTree on that line"
        )
        #expect(replaced("x", line: 5, "A") == "error: the file has no line 5")
        #expect(
            replaced("x\n    assertTree(root, \"\"", "A")
                == "error: the argument list is not closed")
    }

    /// A test file in a fresh temporary directory, at a path the assertions below name.
    func writeSample(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        InlineRecorder.forget(path)
    }

    @Test("Several calls in one file: later calls are found after earlier edits shift lines")
    func severalInOneFile() throws {
        let path = "/tmp/headlesskit-inline-tests/Several.swift"
        try writeSample(
            """
            func first() {
                assertTree(a, "")
            }
            func second() {
                assertTree(b, \"""
                    Old
                    \""")
            }
            """, to: path)
        // The compiler's line numbers (2 and 5) stay valid after the first edit adds lines.
        #expect(
            InlineRecorder.rewrite(
                path: path, line: 2, column: 5, function: "assertTree", actual: "A\nB\nC\n") == nil)
        #expect(
            InlineRecorder.rewrite(
                path: path, line: 5, column: 5, function: "assertTree", actual: "New\n") == nil)
        // Re-recording the first again (a loop) still works.
        #expect(
            InlineRecorder.rewrite(
                path: path, line: 2, column: 5, function: "assertTree", actual: "A\n") == nil)
        #expect(
            try String(contentsOfFile: path, encoding: .utf8) == """
                func first() {
                    assertTree(a, \"""
                        A
                        \""")
                }
                func second() {
                    assertTree(b, \"""
                        New
                        \""")
                }
                """)
    }

    @Test(
        "assertTree fills an empty expectation, rewrites with failed, and never writes with never")
    func throughAssertTree() throws {
        let path = "/tmp/headlesskit-inline-tests/Sample.swift"
        try writeSample(
            """
            @Test func sample() {
                assertTree(root, "")
                assertTree(root, options: .geometry, \"""
                    View (0 0; 9 9)
                    \""", record: .failed)
            }
            """, to: path)
        let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let never = captureFailures {
            assertTree(
                root, "", record: .never, filePath: "/tmp/headlesskit-inline-tests/Sample.swift",
                line: 2, column: 5)
        }
        #expect(
            never.map(\.message) == [
                """
                The expectation is empty and record mode is never: nothing was written.
                Actual tree:
                    View (0 0; 10 10)
                To re-record, run with HEADLESSKIT_RECORD=failed (or pass record: .failed, or tag the test .snapshots(record: .failed)).
                """
            ])
        let recorded = captureFailures {
            assertTree(
                root, "", record: .missing, filePath: "/tmp/headlesskit-inline-tests/Sample.swift",
                line: 2, column: 5)
            assertTree(
                root, options: .geometry, "View (0 0; 9 9)", record: .failed,
                filePath: "/tmp/headlesskit-inline-tests/Sample.swift", line: 3, column: 5)
        }
        #expect(
            recorded.map(\.message) == [
                "Recorded the actual tree into the empty expectation at Sample.swift:2. Re-run to compare against it.",
                """
                Tree does not match (- expected, + actual):
                @@ -1,1 +1,1 @@
                -View (0 0; 9 9)
                +View (0 0; 10 10)

                Actual tree:
                    View (0 0; 10 10)
                Record mode is failed: rewrote the expectation at Sample.swift:3. Re-run to compare against it.
                """,
            ])
        #expect(
            try String(contentsOfFile: path, encoding: .utf8) == """
                @Test func sample() {
                    assertTree(root, \"""
                        View (0 0; 10 10)
                        \""")
                    assertTree(root, options: .geometry, \"""
                        View (0 0; 10 10)
                        \""", record: .failed)
                }
                """)
        // A missing file is reported, not crashed on.
        let missing = captureFailures {
            assertTree(
                root, "", record: .missing,
                filePath: "/tmp/headlesskit-inline-tests/none/Missing.swift", line: 1, column: 1)
        }
        #expect(missing.count == 1)
        #expect(
            missing.first?.message.hasPrefix(
                "Could not read /tmp/headlesskit-inline-tests/none/Missing.swift to re-record:")
                == true)
    }
}

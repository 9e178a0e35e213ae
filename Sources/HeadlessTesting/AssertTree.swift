import Foundation
import HeadlessKit
import Testing

#if canImport(XCTest)
    import XCTest
#endif

/// Checks that `view.treeDescription(options)` matches `expected`, and records a failure with a
/// line diff at the caller's line when it does not.
///
/// The expectation may be indented to match the code: the indentation common to its lines,
/// trailing spaces and blank first and last lines are ignored. The failure goes to Swift Testing
/// (`Issue.record`) when a Swift Testing test is running, to `XCTFail` otherwise.
///
///     assertTree(pager.view, options: .geometry, """
///         View (0 0; 390 844)
///         └ ScrollView "pages" (0 0; 390 844) offset=(390 0) content=(1170 844)
///         """)
///
/// A failure reads:
///
///     Tree does not match (- expected, + actual):
///     @@ -1,2 +1,2 @@
///      View (0 0; 390 844)
///     -└ ScrollView "pages" (0 0; 390 844) offset=(390 0) content=(1170 844)
///     +└ ScrollView "pages" (0 0; 390 844) offset=(0 0) content=(1170 844)
///
/// The literal is re-recorded in the test's source file, as InlineSnapshotTesting does, by the
/// ``RecordMode``: an empty expectation (`""`) is filled in by default; with `failed` a
/// mismatching one is rewritten, with `all` every one; `never` writes nothing. The rewrite
/// keeps the literal's indentation and `#` delimiters.
///
/// - Parameter record: this call's record mode; `nil` takes the test's
///   ``Testing/Trait/snapshots(record:)`` trait, then `HEADLESSKIT_RECORD`, then `missing`.
@MainActor
public func assertTree(
    _ view: View,
    options: TreeDescriptionOptions = .default,
    _ expected: String,
    record: RecordMode? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    verifyInline(
        actual: view.treeDescription(options), expected: expected, function: "assertTree",
        noun: "Tree", record: record, fileID: fileID, filePath: filePath, line: line,
        column: column)
}

/// Compares `actual` with an inline `expected` literal and records the failure, re-recording
/// the literal in the source file as the record mode says.
@MainActor
func verifyInline(
    actual: String, expected: String, function: String, noun: String, record: RecordMode?,
    fileID: String, filePath: StaticString, line: UInt, column: UInt
) {
    let isEmpty = expected.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    let mismatch = isEmpty ? nil : treeMismatch(actual: actual, expected: expected, noun: noun)
    if !isEmpty && mismatch == nil && RecordMode.fromTrait == nil && record == nil
        && RecordMode.processMode == .success(.missing)
    {
        return  // the common case, kept cheap
    }
    let mode: RecordMode
    switch RecordMode.resolve(record) {
    case .success(let resolved): mode = resolved
    case .failure(let problem):
        recordFailure(
            (mismatch.map { $0 + "\n" } ?? "") + problem.message, fileID: fileID,
            filePath: filePath, line: line, column: column)
        return
    }
    let path = "\(filePath)"
    func rewrite() -> String? {
        InlineRecorder.rewrite(
            path: path, line: Int(line), column: Int(column), function: function, actual: actual)
    }
    let place = "\((path as NSString).lastPathComponent):\(line)"
    var message: String
    if isEmpty {
        guard mode.writesMissing else {
            recordFailure(
                "The expectation is empty and record mode is never: nothing was written.\n"
                    + "Actual \(noun.lowercased()):\n" + indented(actual) + RecordMode.howToRecord,
                fileID: fileID, filePath: filePath, line: line, column: column)
            return
        }
        message =
            rewrite()
            ?? "Recorded the actual \(noun.lowercased()) into the empty expectation at \(place). "
            + "Re-run to compare against it."
    } else if let mismatch {
        guard mode.rewritesMismatches else {
            recordFailure(
                mismatch + RecordMode.howToRecord, fileID: fileID, filePath: filePath, line: line,
                column: column)
            return
        }
        message =
            mismatch
            + (rewrite()
                ?? "Record mode is \(mode): rewrote the expectation at \(place). Re-run to compare "
                + "against it.")
    } else if mode == .all {
        message =
            rewrite()
            ?? "Record mode is all: rewrote the expectation at \(place). Re-run without record "
            + "mode all to compare against it."
    } else {
        return
    }
    recordFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// `text`'s lines, each indented by four spaces.
func indented(_ text: String) -> String {
    normalizedLines(text).map { "    " + $0 + "\n" }.joined()
}

/// Compares a tree dump with an inline expectation as ``assertTree(_:options:_:fileID:filePath:line:column:)``
/// does: `nil` when they match, otherwise the failure message (a unified diff, then the actual
/// dump ready to paste).
package func treeMismatch(actual: String, expected: String, noun: String = "Tree") -> String? {
    let expectedLines = normalizedLines(expected)
    let actualLines = normalizedLines(actual)
    if linesMatch(expectedLines, actualLines) { return nil }
    let diff = unifiedDiff(lineDiff(expectedLines, actualLines))
    let verb = noun.hasSuffix("s") ? "do" : "does"
    var message = "\(noun) \(verb) not match (- expected, + actual):\n" + diff
    message += "\nActual \(noun.lowercased()):\n"
    for line in actualLines { message += "    " + line + "\n" }
    return message
}

/// Records a test failure with the caller's location, in whichever framework is running.
@MainActor
func recordFailure(
    _ message: String, fileID: String, filePath: StaticString, line: UInt, column: UInt
) {
    if FailureCapture.failures != nil {
        FailureCapture.failures?.append(
            CapturedFailure(message: message, fileID: fileID, line: line, column: column))
        return
    }
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(
                fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
        return
    }
    #if canImport(XCTest)
        XCTFail(message, file: filePath, line: line)
    #else
        print("\(filePath):\(line): error: \(message)")
    #endif
}

/// A failure caught by ``captureFailures(_:)`` instead of being reported.
struct CapturedFailure: Equatable {
    let message: String
    let fileID: String
    let line: UInt
    let column: UInt
}

/// Where ``recordFailure(_:fileID:filePath:line:column:)`` puts failures while
/// ``captureFailures(_:)`` runs (tests of the assertions themselves).
@MainActor
enum FailureCapture {
    static var failures: [CapturedFailure]?
}

/// Runs `body` and returns the failures its assertions recorded, instead of reporting them to
/// the running test framework: the way this module's own tests read failure messages.
@MainActor
func captureFailures(_ body: () -> Void) -> [CapturedFailure] {
    let outer = FailureCapture.failures
    FailureCapture.failures = []
    body()
    let caught = FailureCapture.failures ?? []
    FailureCapture.failures = outer
    return caught
}

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
@MainActor
public func assertTree(
    _ view: View,
    options: TreeDescriptionOptions = .default,
    _ expected: String,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let actual = view.treeDescription(options)
    if let message = treeMismatch(actual: actual, expected: expected) {
        recordFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Compares a tree dump with an inline expectation as ``assertTree(_:options:_:fileID:filePath:line:column:)``
/// does: `nil` when they match, otherwise the failure message (a unified diff, then the actual
/// dump ready to paste).
package func treeMismatch(actual: String, expected: String) -> String? {
    let expectedLines = normalizedLines(expected)
    let actualLines = normalizedLines(actual)
    if linesMatch(expectedLines, actualLines) { return nil }
    let diff = unifiedDiff(lineDiff(expectedLines, actualLines))
    var message = "Tree does not match (- expected, + actual):\n" + diff
    message += "\nActual tree:\n"
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

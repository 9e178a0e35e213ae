import Foundation
import HeadlessKit
import Testing

/// How ``assertSnapshot(of:as:named:record:snapshotDirectory:fileID:filePath:function:line:column:)``
/// turns a view into the text of a snapshot file.
///
///     assertSnapshot(of: window, as: .tree)
///     assertSnapshot(of: window, as: .svg(.outline), named: "outlined")
public struct SnapshotFormat: Sendable {
    /// The snapshot file's extension, without the dot.
    public let pathExtension: String
    let render: @MainActor @Sendable (View) -> String

    /// Makes a format that stores `render(view)` in `.<pathExtension>` files.
    public init(pathExtension: String, render: @escaping @MainActor @Sendable (View) -> String) {
        self.pathExtension = pathExtension
        self.render = render
    }

    /// The tree dump with the default options, in a `.txt` file.
    public static let tree = SnapshotFormat.tree(.default)

    /// The tree dump with `options`, in a `.txt` file.
    public static func tree(_ options: TreeDescriptionOptions) -> SnapshotFormat {
        SnapshotFormat(pathExtension: "txt") { $0.treeDescription(options) }
    }

    /// The SVG picture with the default options, in a `.svg` file.
    public static let svg = SnapshotFormat.svg(.default)

    /// The SVG picture with `options`, in a `.svg` file.
    public static func svg(_ options: SVGOptions) -> SnapshotFormat {
        SnapshotFormat(pathExtension: "svg") { $0.svg(options) }
    }
}

/// Compares `view`, rendered by `format`, with a reference file stored beside the test, and
/// records a failure with a line diff when they differ.
///
/// Files live in `__Snapshots__/<TestFile>/<test>.<n>.<ext>` next to the test file, as with
/// swift-snapshot-testing: `<test>` is the test function's name and `<n>` counts the snapshots
/// the test has taken (1, 2, ...), or `named` replaces it. What is written depends on the
/// ``RecordMode``: by default a missing reference is recorded and the test fails once, saying
/// so; a failure message says how to re-record.
///
///     @MainActor @Test func pagerAfterSwipe() {
///         ...
///         assertSnapshot(of: window, as: .tree)   // __Snapshots__/PagerTests/pagerAfterSwipe.1.txt
///         assertSnapshot(of: window, as: .svg)    // __Snapshots__/PagerTests/pagerAfterSwipe.2.svg
///     }
///
/// - Parameters:
///   - record: this call's record mode; `nil` takes the test's ``Testing/Trait/snapshots(record:)``
///     trait, then `HEADLESSKIT_RECORD`, then ``RecordMode/missing``.
///   - snapshotDirectory: a directory to use instead of `__Snapshots__/<TestFile>`.
@MainActor
public func assertSnapshot(
    of view: View,
    as format: SnapshotFormat = .tree,
    named name: String? = nil,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let directory =
        snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
        ?? defaultSnapshotDirectory(forTestFile: "\(filePath)")
    let testName = sanitizedPathComponent(function)
    let identifier: String
    if let name {
        identifier = sanitizedPathComponent(name)
    } else {
        identifier = String(SnapshotCounter.next(for: directory.path + "/" + testName))
    }
    let url = directory.appendingPathComponent("\(testName).\(identifier).\(format.pathExtension)")
    let message: String?
    switch RecordMode.resolve(record) {
    case .success(let mode):
        message = verifySnapshot(format.render(view), at: url, mode: mode, testName: testName)
    case .failure(let problem):
        message = problem.message
    }
    if let message {
        recordFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// `__Snapshots__/<TestFile>` beside the test file.
func defaultSnapshotDirectory(forTestFile filePath: String) -> URL {
    let file = URL(fileURLWithPath: filePath)
    return file.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__", isDirectory: true)
        .appendingPathComponent(file.deletingPathExtension().lastPathComponent, isDirectory: true)
}

/// A test function's name (`pagerAfterSwipe()`) or a snapshot name made safe for a file name:
/// the argument list dropped, every run of other characters than letters, digits, `_` and `-`
/// turned into one `-`, and `-` trimmed from both ends.
func sanitizedPathComponent(_ name: String) -> String {
    let base = name.firstIndex(of: "(").map { String(name[..<$0]) } ?? name
    var out = ""
    var pendingDash = false
    for scalar in base.unicodeScalars {
        let keep =
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
            || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
        if keep {
            if pendingDash, !out.isEmpty { out += "-" }
            pendingDash = false
            out.unicodeScalars.append(scalar)
        } else {
            pendingDash = true
        }
    }
    return out.isEmpty ? "snapshot" : out
}

/// Per-test snapshot numbers: the first unnamed snapshot of a test is 1, the next 2, ...
@MainActor
enum SnapshotCounter {
    private static var counts: [String: Int] = [:]

    static func next(for key: String) -> Int {
        // Keyed by the running test too, so two tests in one file never share a count.
        let fullKey = (Test.current.map { "\($0.id)" } ?? "") + "|" + key
        let value = (counts[fullKey] ?? 0) + 1
        counts[fullKey] = value
        return value
    }
}

/// Compares `actual` with the reference at `url`, writing it as `mode` says. Returns the
/// failure message, or `nil` when the snapshot matches.
func verifySnapshot(_ actual: String, at url: URL, mode: RecordMode, testName: String) -> String? {
    let path = url.path
    if mode == .all {
        if let problem = write(actual, to: url) { return problem }
        return "Record mode is all: recorded snapshot \"\(url.absoluteString)\"\n"
            + "Run \"\(testName)\" again without record mode all to compare against it."
    }
    guard FileManager.default.fileExists(atPath: path) else {
        guard mode.writesMissing else {
            return "No reference was found at \(path), and record mode is never: nothing was "
                + "written.\n" + RecordMode.howToRecord
        }
        if let problem = write(actual, to: url) { return problem }
        return "No reference was found on disk. Recorded snapshot: open \"\(url.absoluteString)\"\n"
            + "Re-run \"\(testName)\" to compare against the newly-recorded snapshot."
    }
    let data: Data
    do {
        data = try Data(contentsOf: url)
    } catch {
        return "Could not read the snapshot at \(path): \(reason(error))"
    }
    guard let reference = String(validating: data, as: UTF8.self) else {
        return "The snapshot at \(path) is not UTF-8 text (\(data.count) bytes). Delete it, or "
            + "re-record with \(RecordMode.environmentVariable)=failed."
    }
    let referenceLines = normalizedLines(reference)
    let actualLines = normalizedLines(actual)
    if linesMatch(referenceLines, actualLines) { return nil }
    let diff =
        "Snapshot does not match the reference at \(path) (- reference, + actual):\n"
        + unifiedDiff(lineDiff(referenceLines, actualLines))
    guard mode.rewritesMismatches else { return diff + RecordMode.howToRecord }
    if let problem = write(actual, to: url) { return diff + problem }
    return diff + "Record mode is failed: re-recorded the reference. Run \"\(testName)\" again "
        + "to compare against it."
}

/// Writes `text` to `url`, creating its directory. Returns the problem, naming the path and the
/// system's reason, or `nil`.
private func write(_ text: String, to url: URL) -> String? {
    let directory = url.deletingLastPathComponent()
    if let problem = makeDirectory(directory.path) {
        return "Could not create the snapshot directory \(directory.path): \(problem)"
    }
    do {
        try Data(text.utf8).write(to: url)
    } catch {
        return "Could not write the snapshot \(url.path): \(reason(error))"
    }
    return nil
}

/// Makes `path` and its missing parents (`mkdir -p`). Returns the system's reason on failure:
/// Foundation's own error for this carries no POSIX reason on Linux.
private func makeDirectory(_ path: String) -> String? {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
        return isDirectory.boolValue ? nil : String(cString: strerror(ENOTDIR))
    }
    let parent = (path as NSString).deletingLastPathComponent
    if !parent.isEmpty, parent != path, let problem = makeDirectory(parent) { return problem }
    if mkdir(path, 0o755) != 0, errno != EEXIST { return String(cString: strerror(errno)) }
    return nil
}

/// The system's words for a file error: the POSIX reason when there is one.
func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlyingError = nsError.userInfo[NSUnderlyingErrorKey] as? any Error {
        let underlying = underlyingError as NSError
        if underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
    }
    if nsError.domain == NSPOSIXErrorDomain {
        return String(cString: strerror(Int32(nsError.code)))
    }
    return nsError.localizedDescription
}

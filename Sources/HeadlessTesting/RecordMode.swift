import Foundation
import Testing

/// When snapshot assertions (``assertSnapshot(of:as:named:record:snapshotDirectory:fileID:filePath:function:line:column:)``
/// and an inline ``assertTree(_:options:_:record:fileID:filePath:line:column:)``) write their
/// reference, as swift-snapshot-testing's record modes.
///
/// The mode comes from, first to last: the call's `record:` argument, the innermost
/// ``Testing/Trait/snapshots(record:)`` trait of the running test or suite, the
/// `HEADLESSKIT_RECORD` environment variable (`missing`, `all`, `failed` or `never`), and
/// ``missing`` by default.
///
///     @Suite(.snapshots(record: .failed)) struct PagerSnapshots { ... }
///     assertSnapshot(of: window, record: .all)            // one call
///     $ HEADLESSKIT_RECORD=never swift test                // CI: nothing is written
public enum RecordMode: String, CaseIterable, Sendable {
    /// Records a reference that does not exist yet (the test fails once, saying so); compares
    /// against the ones that do. The default.
    case missing
    /// Records every reference, matching or not, and fails so that the change is looked at.
    case all
    /// Re-records only the references that do not match (and the missing ones), failing with
    /// the diff; a matching reference is left alone.
    case failed
    /// Writes nothing: a missing reference fails like a mismatch. For CI.
    case never

    /// The name of the environment variable that sets the mode for a whole run.
    public static let environmentVariable = "HEADLESSKIT_RECORD"

    /// The mode the running test has asked for with a ``Testing/Trait/snapshots(record:)``
    /// trait, if any.
    @TaskLocal static var fromTrait: RecordMode?

    /// Reads `HEADLESSKIT_RECORD`: `nil` when unset or empty, the mode when it names one (any
    /// case; `1`, `true` and `yes` mean ``all`` as they used to), otherwise a problem that names
    /// the value and the accepted ones.
    static func fromEnvironment(_ environment: [String: String]) -> Result<RecordMode, Problem>? {
        guard let raw = environment[environmentVariable] else { return nil }
        let value = raw.trimmingCharacters(in: .whitespaces).lowercased()
        if value.isEmpty { return nil }
        if let mode = RecordMode(rawValue: value) { return .success(mode) }
        if ["1", "true", "yes"].contains(value) { return .success(.all) }
        return .failure(
            Problem(
                message:
                    "\(environmentVariable)=\(raw) is not a record mode: use missing, all, failed or never. Nothing was written."
            ))
    }

    /// A mode that could not be read, with its explanation.
    struct Problem: Error, Equatable {
        let message: String
    }

    /// The mode for one assertion: the call's, the trait's, the environment's, or ``missing``;
    /// or the problem with the environment's value (nothing is written then). `environment`
    /// defaults to the process's, read once.
    static func resolve(
        _ argument: RecordMode?, environment: [String: String]? = nil
    ) -> Result<RecordMode, Problem> {
        if let argument { return .success(argument) }
        if let fromTrait { return .success(fromTrait) }
        guard let environment else { return processMode }
        return fromEnvironment(environment) ?? .success(.missing)
    }

    /// `HEADLESSKIT_RECORD` of this process, read once: assertions that pass stay cheap.
    static let processMode: Result<RecordMode, Problem> =
        fromEnvironment(ProcessInfo.processInfo.environment) ?? .success(.missing)

    /// Whether a reference that does not match is rewritten.
    var rewritesMismatches: Bool { self == .all || self == .failed }
    /// Whether a missing reference is written.
    var writesMissing: Bool { self != .never }

    /// How to re-record, for failure messages.
    static let howToRecord =
        "To re-record, run with \(environmentVariable)=failed (or pass record: .failed, or tag the test .snapshots(record: .failed))."
}

/// Runs `body` with `mode` as the record mode of the snapshot and inline assertions inside it
/// (unless a call passes its own): the XCTest counterpart of the
/// ``Testing/Trait/snapshots(record:)`` trait.
///
///     override func invokeTest() {
///         withRecordMode(.failed) { super.invokeTest() }
///     }
public func withRecordMode<R>(_ mode: RecordMode, _ body: () throws -> R) rethrows -> R {
    try RecordMode.$fromTrait.withValue(mode) { try body() }
}

/// A trait that sets the ``RecordMode`` of the snapshot assertions in a test or suite.
public struct SnapshotRecordTrait: TestTrait, SuiteTrait, TestScoping {
    /// The mode the test's assertions use unless a call passes its own.
    public let record: RecordMode

    /// Applies to every test inside a suite it is put on.
    public var isRecursive: Bool { true }

    /// Runs `function` with ``record`` as the snapshot record mode.
    public func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await RecordMode.$fromTrait.withValue(record) { try await function() }
    }
}

extension Trait where Self == SnapshotRecordTrait {
    /// Sets the record mode of the snapshot assertions in this test or suite.
    ///
    ///     @Test(.snapshots(record: .all)) func rerecordThis() { ... }
    public static func snapshots(record: RecordMode) -> Self {
        SnapshotRecordTrait(record: record)
    }
}

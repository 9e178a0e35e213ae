import Foundation
import HeadlessKit
import Testing

@testable import HeadlessTesting

/// A fresh temporary directory, removed by `cleanUp()`. Snapshot tests never write into the repo.
struct TemporaryDirectory {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("headlesskit-snapshots-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    var path: String { url.path }
    func cleanUp() { try? FileManager.default.removeItem(at: url) }
    func contents(_ name: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
    }
    func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }
}

@MainActor @Suite struct SnapshotTests {
    func makeView(width: CGFloat = 100) -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: width, height: 50))
        root.addSubview(Label(text: "Hi"))
        return root
    }

    @Test("Files go to __Snapshots__/<TestFile>/ beside the test; names drop the argument list")
    func paths() {
        let directory = defaultSnapshotDirectory(forTestFile: "/repo/Tests/PagerTests.swift")
        #expect(directory.path == "/repo/Tests/__Snapshots__/PagerTests")
        #expect(sanitizedPathComponent("pagerAfterSwipe()") == "pagerAfterSwipe")
        #expect(sanitizedPathComponent("swipe(from:to:)") == "swipe")
        #expect(sanitizedPathComponent("after a swipe / left") == "after-a-swipe-left")
        #expect(sanitizedPathComponent("()") == "snapshot")
    }

    @Test("A missing reference is recorded and the test fails once, saying so; then it matches")
    func recordsMissing() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        withKnownIssue {
            assertSnapshot(of: makeView(), as: .tree, record: .missing, snapshotDirectory: dir.path)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(
                "No reference was found on disk. Recorded snapshot")
        }
        #expect(try dir.files() == ["recordsMissing.1.txt"])
        #expect(try dir.contents("recordsMissing.1.txt") == makeView().treeDescription())
        // The second snapshot of the test gets the next number; a named one its name.
        withKnownIssue {
            assertSnapshot(of: makeView(), as: .svg, record: .missing, snapshotDirectory: dir.path)
            assertSnapshot(
                of: makeView(), as: .tree, named: "wide view", record: .missing,
                snapshotDirectory: dir.path)
        }
        #expect(
            try dir.files() == [
                "recordsMissing.1.txt", "recordsMissing.2.svg", "recordsMissing.wide-view.txt",
            ])
        #expect(try dir.contents("recordsMissing.2.svg") == makeView().svg())
        // Same view, same name: passes without an issue.
        assertSnapshot(
            of: makeView(), named: "wide view", record: .missing, snapshotDirectory: dir.path)
    }

    @Test("A mismatch fails with a diff against the reference")
    func mismatch() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let url = dir.url.appendingPathComponent("t.1.txt")
        #expect(
            verifySnapshot(makeView().treeDescription(), at: url, mode: .missing, testName: "t")
                != nil)
        #expect(
            verifySnapshot(makeView().treeDescription(), at: url, mode: .missing, testName: "t")
                == nil)
        let message = verifySnapshot(
            makeView(width: 90).treeDescription(), at: url, mode: .missing, testName: "t")
        #expect(
            message == """
                Snapshot does not match the reference at \(url.path) (- reference, + actual):
                @@ -1,2 +1,2 @@
                -View (0 0; 100 50)
                +View (0 0; 90 50)
                 └ Label (0 0; 17 20.5) text="Hi"
                To re-record, run with HEADLESSKIT_RECORD=failed (or pass record: .failed, or tag the test .snapshots(record: .failed)).
                """)
        withKnownIssue {
            assertSnapshot(
                of: makeView(width: 90), named: "t", record: .missing, snapshotDirectory: dir.path)
            assertSnapshot(
                of: makeView(width: 90), named: "t", record: .missing, snapshotDirectory: dir.path)
        } matching: { issue in
            // Only the first call fails (missing); the second matches the recorded file.
            issue.comments.map(\.rawValue).joined().contains("No reference was found")
        }
    }

    @Test("Record mode re-records an existing reference and fails once, saying it recorded")
    func recordMode() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let url = dir.url.appendingPathComponent("t.1.txt")
        try Data("old\n".utf8).write(to: url)
        let message = verifySnapshot("new\n", at: url, mode: .all, testName: "t")
        #expect(
            message
                == "Record mode is all: recorded snapshot \"\(url.absoluteString)\"\nRun \"t\" again without record mode all to compare against it."
        )
        #expect(try dir.contents("t.1.txt") == "new\n")
        withKnownIssue {
            assertSnapshot(of: makeView(), named: "t", record: .all, snapshotDirectory: dir.path)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("Record mode is all")
        }
        #expect(try dir.contents("recordMode.t.txt") == makeView().treeDescription())
    }

    @Test("HEADLESSKIT_RECORD names a mode (any case); 1/true/yes mean all; junk is a failure")
    func environment() {
        let key = RecordMode.environmentVariable
        #expect(RecordMode.fromEnvironment([key: "never"]) == .success(.never))
        #expect(RecordMode.fromEnvironment([key: " Failed "]) == .success(.failed))
        #expect(RecordMode.fromEnvironment([key: "1"]) == .success(.all))
        #expect(RecordMode.fromEnvironment([key: "YES"]) == .success(.all))
        #expect(RecordMode.fromEnvironment([key: ""]) == nil)
        #expect(RecordMode.fromEnvironment([:]) == nil)
        #expect(
            RecordMode.fromEnvironment([key: "sometimes"])
                == .failure(
                    RecordMode.Problem(
                        message:
                            "HEADLESSKIT_RECORD=sometimes is not a record mode: use missing, all, failed or never. Nothing was written."
                    )))
        // The call's argument wins over the environment; the environment over the default.
        #expect(RecordMode.resolve(.all, environment: [key: "never"]) == .success(.all))
        #expect(RecordMode.resolve(nil, environment: [key: "never"]) == .success(.never))
        #expect(RecordMode.resolve(nil, environment: [:]) == .success(.missing))
    }

    @Test("Record mode never: a missing reference fails, nothing is written, and it says how")
    func neverMode() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let url = dir.url.appendingPathComponent("t.1.txt")
        #expect(
            verifySnapshot("View\n", at: url, mode: .never, testName: "t") == """
                No reference was found at \(url.path), and record mode is never: nothing was written.
                To re-record, run with HEADLESSKIT_RECORD=failed (or pass record: .failed, or tag the test .snapshots(record: .failed)).
                """)
        #expect(try dir.files() == [])
        try Data("View\n".utf8).write(to: url)
        #expect(verifySnapshot("View\n", at: url, mode: .never, testName: "t") == nil)
        #expect(verifySnapshot("Label\n", at: url, mode: .never, testName: "t") != nil)
        #expect(try dir.contents("t.1.txt") == "View\n")
    }

    @Test("Record mode failed rewrites only a mismatch, failing with the diff; a match is kept")
    func failedMode() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let url = dir.url.appendingPathComponent("t.1.txt")
        try Data("View\n".utf8).write(to: url)
        let modified = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate]
        #expect(verifySnapshot("View  \n", at: url, mode: .failed, testName: "t") == nil)
        #expect(try dir.contents("t.1.txt") == "View\n")
        #expect(
            try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
                == modified as? Date)
        #expect(
            verifySnapshot("Label\n", at: url, mode: .failed, testName: "t") == """
                Snapshot does not match the reference at \(url.path) (- reference, + actual):
                @@ -1,1 +1,1 @@
                -View
                +Label
                Record mode is failed: re-recorded the reference. Run "t" again to compare against it.
                """)
        #expect(try dir.contents("t.1.txt") == "Label\n")
        // A missing one is recorded too.
        let other = dir.url.appendingPathComponent("t.2.txt")
        #expect(
            verifySnapshot("X\n", at: other, mode: .failed, testName: "t")?.hasPrefix(
                "No reference was found on disk.") == true)
        #expect(try dir.contents("t.2.txt") == "X\n")
    }

    @Test(
        "A .snapshots(record:) trait sets the mode of the test's assertions",
        .snapshots(record: .never))
    func traitSetsMode() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        #expect(RecordMode.resolve(nil, environment: [:]) == .success(.never))
        withKnownIssue {
            assertSnapshot(of: makeView(), snapshotDirectory: dir.path)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("record mode is never")
        }
        #expect(try dir.files() == [])
        // The call's own mode wins over the trait.
        withKnownIssue {
            assertSnapshot(of: makeView(), record: .missing, snapshotDirectory: dir.path)
        }
        #expect(try dir.files() == ["traitSetsMode.2.txt"])
    }

    @Test("A directory that cannot be made fails with its path and the system's reason")
    func unwritableDirectory() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let blocker = dir.url.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let url = blocker.appendingPathComponent("sub/t.1.txt")
        let message = verifySnapshot("x", at: url, mode: .missing, testName: "t")
        #expect(
            message
                == "Could not create the snapshot directory \(blocker.path)/sub: Not a directory")
    }

    @Test("A file that cannot be written fails with its path and the system's reason")
    func unwritableFile() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let url = dir.url.appendingPathComponent("t.1.txt")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let recorded = verifySnapshot("x", at: url, mode: .all, testName: "t")
        #expect(recorded == "Could not write the snapshot \(url.path): Is a directory")
        let read = verifySnapshot("x", at: url, mode: .missing, testName: "t")
        #expect(read == "Could not read the snapshot at \(url.path): Is a directory")
    }

    @Test("A snapshot file that is not UTF-8 is reported, not crashed on")
    func corruptFile() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let url = dir.url.appendingPathComponent("t.1.txt")
        try Data([0x56, 0xFF, 0xFE, 0x00, 0xC3]).write(to: url)
        #expect(
            verifySnapshot("View\n", at: url, mode: .missing, testName: "t")
                == "The snapshot at \(url.path) is not UTF-8 text (5 bytes). Delete it, or re-record with HEADLESSKIT_RECORD=failed."
        )
    }

    @Test("A committed fixture: the default directory beside this file")
    func committedFixture() {
        let window = Window(size: CGSize(width: 120, height: 60))
        let title = Label(text: "Fixture <&>")
        title.frame = CGRect(x: 10, y: 10, width: 100, height: 20)
        window.addSubview(title)
        let dots = PageControl(frame: CGRect(x: 0, y: 34, width: 120, height: 26))
        dots.numberOfPages = 3
        dots.backgroundColor = .darkGray
        window.addSubview(dots)
        assertSnapshot(of: window, as: .tree)
        assertSnapshot(of: window, as: .svg)
    }
}

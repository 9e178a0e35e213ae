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
            assertSnapshot(of: makeView(), as: .tree, record: false, snapshotDirectory: dir.path)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(
                "No reference was found on disk. Recorded snapshot")
        }
        #expect(try dir.files() == ["recordsMissing.1.txt"])
        #expect(try dir.contents("recordsMissing.1.txt") == makeView().treeDescription())
        // The second snapshot of the test gets the next number; a named one its name.
        withKnownIssue {
            assertSnapshot(of: makeView(), as: .svg, record: false, snapshotDirectory: dir.path)
            assertSnapshot(
                of: makeView(), as: .tree, named: "wide view", record: false,
                snapshotDirectory: dir.path)
        }
        #expect(
            try dir.files() == [
                "recordsMissing.1.txt", "recordsMissing.2.svg", "recordsMissing.wide-view.txt",
            ])
        #expect(try dir.contents("recordsMissing.2.svg") == makeView().svg())
        // Same view, same name: passes without an issue.
        assertSnapshot(
            of: makeView(), named: "wide view", record: false, snapshotDirectory: dir.path)
    }

    @Test("A mismatch fails with a diff against the reference")
    func mismatch() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let url = dir.url.appendingPathComponent("t.1.txt")
        #expect(
            verifySnapshot(makeView().treeDescription(), at: url, record: false, testName: "t")
                != nil)
        #expect(
            verifySnapshot(makeView().treeDescription(), at: url, record: false, testName: "t")
                == nil)
        let message = verifySnapshot(
            makeView(width: 90).treeDescription(), at: url, record: false, testName: "t")
        #expect(
            message == """
                Snapshot does not match the reference at \(url.path) (- reference, + actual):
                @@ -1,2 +1,2 @@
                -View (0 0; 100 50)
                +View (0 0; 90 50)
                 └ Label (0 0; 17 20.5) text="Hi"

                """)
        withKnownIssue {
            assertSnapshot(
                of: makeView(width: 90), named: "t", record: false, snapshotDirectory: dir.path)
            assertSnapshot(
                of: makeView(width: 90), named: "t", record: false, snapshotDirectory: dir.path)
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
        let message = verifySnapshot("new\n", at: url, record: true, testName: "t")
        #expect(
            message?.hasPrefix(
                "Record mode is on (HEADLESSKIT_RECORD=1 or record: true). Recorded snapshot: open \"file://"
            ) == true)
        #expect(try dir.contents("t.1.txt") == "new\n")
        withKnownIssue {
            assertSnapshot(of: makeView(), named: "t", record: true, snapshotDirectory: dir.path)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("Record mode is on")
        }
        #expect(try dir.contents("recordMode.t.txt") == makeView().treeDescription())
    }

    @Test("HEADLESSKIT_RECORD=1 (or true/yes) turns record mode on; anything else leaves it off")
    func environment() {
        #expect(isRecordingRequested(by: ["HEADLESSKIT_RECORD": "1"]))
        #expect(isRecordingRequested(by: ["HEADLESSKIT_RECORD": "YES"]))
        #expect(!isRecordingRequested(by: ["HEADLESSKIT_RECORD": "0"]))
        #expect(!isRecordingRequested(by: [:]))
    }

    @Test("A directory that cannot be made fails with its path and the system's reason")
    func unwritableDirectory() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let blocker = dir.url.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let url = blocker.appendingPathComponent("sub/t.1.txt")
        let message = verifySnapshot("x", at: url, record: false, testName: "t")
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
        let recorded = verifySnapshot("x", at: url, record: true, testName: "t")
        #expect(recorded == "Could not write the snapshot \(url.path): Is a directory")
        let read = verifySnapshot("x", at: url, record: false, testName: "t")
        #expect(read == "Could not read the snapshot at \(url.path): Is a directory")
    }

    @Test("A snapshot file that is not UTF-8 is reported, not crashed on")
    func corruptFile() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let url = dir.url.appendingPathComponent("t.1.txt")
        try Data([0x56, 0xFF, 0xFE, 0x00, 0xC3]).write(to: url)
        #expect(
            verifySnapshot("View\n", at: url, record: false, testName: "t")
                == "The snapshot at \(url.path) is not UTF-8 text (5 bytes). Delete it, or re-record with HEADLESSKIT_RECORD=1."
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

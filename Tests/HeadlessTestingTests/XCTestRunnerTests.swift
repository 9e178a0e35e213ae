import Foundation
import HeadlessKit
import XCTest

@testable import HeadlessTesting

/// Every assertion under XCTest: no Swift Testing test is running, so failures go to XCTFail.
/// Each test overrides `recordFailure` to catch them (corelibs XCTest has no
/// XCTExpectFailure) and compares the message and line with what Swift Testing gets.
/// XCTest failures caught while ``XCTestCatcher/isCatching``, as (message, file, line).
enum XCTestCatcher {
    nonisolated(unsafe) static var caught: [(String, String, Int)] = []
    nonisolated(unsafe) static var isCatching = false
}

/// Runs `body`, returning the XCTest failures it reported (message without XCTFail's
/// "failed - " prefix, file name, line).
@MainActor
func catchingXCTestFailures(_ body: () -> Void) -> [(message: String, file: String, line: Int)] {
    XCTestCatcher.caught = []
    XCTestCatcher.isCatching = true
    body()
    XCTestCatcher.isCatching = false
    return XCTestCatcher.caught.map { description, file, line in
        let message =
            description.hasPrefix("failed - ")
            ? String(description.dropFirst("failed - ".count)) : description
        return (message, (file as NSString).lastPathComponent, line)
    }
}

/// A 100×50 window with a "Hi" label and a small unlabelled button.
@MainActor
func makeXCTestWindow() -> Window {
    Window.printsDiagnostics = false
    let window = Window(size: CGSize(width: 100, height: 50))
    let label = Label(text: "Hi")
    window.addSubview(label)
    window.addSubview(Control(frame: CGRect(x: 60, y: 0, width: 20, height: 20)))
    return window
}

final class XCTestRunnerTests: XCTestCase {
    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
        expected: Bool
    ) {
        guard XCTestCatcher.isCatching else {
            super.recordFailure(
                withDescription: description, inFile: filePath, atLine: lineNumber,
                expected: expected)
            return
        }
        XCTestCatcher.caught.append((description, filePath, lineNumber))
    }

    // corelibs XCTest cannot call @MainActor test methods; it runs tests on the main thread.
    func testAPassingTreeRecordsNothingUnderXCTest() {
        MainActor.assumeIsolated {
            let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let failures = catchingXCTestFailures {
                assertTree(
                    root,
                    """
                    View (0 0; 10 10)
                    """)
            }
            XCTAssertEqual(failures.count, 0)
        }
    }

    func testAssertTreeFailsWithTheSameMessageAtTheCallersLine() {
        MainActor.assumeIsolated {
            let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let line = #line + 2
            let failures = catchingXCTestFailures {
                assertTree(root, "View (0 0; 9 9)", record: .never)
            }
            let expected = captureFailures { assertTree(root, "View (0 0; 9 9)", record: .never) }
            XCTAssertEqual(failures.map(\.message), expected.map(\.message))
            XCTAssertEqual(failures.map(\.line), [line])
            XCTAssertEqual(failures.map(\.file), ["XCTestRunnerTests.swift"])
            XCTAssertTrue(failures.first?.message.hasPrefix("Tree does not match") == true)
        }
    }

    func testSnapshotFailuresAndRecordModeScopeUnderXCTest() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("headlesskit-xctest-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try MainActor.assumeIsolated {
            let window = makeXCTestWindow()
            // withRecordMode is XCTest's counterpart of the .snapshots(record:) trait.
            let never = catchingXCTestFailures {
                withRecordMode(.never) {
                    assertSnapshot(of: window, named: "w", snapshotDirectory: directory)
                }
            }
            XCTAssertEqual(never.count, 1)
            XCTAssertTrue(never.first?.message.contains("record mode is never") == true)
            XCTAssertFalse(FileManager.default.fileExists(atPath: directory))
            let missing = catchingXCTestFailures {
                assertSnapshot(
                    of: window, named: "w", record: .missing, snapshotDirectory: directory)
            }
            XCTAssertTrue(
                missing.first?.message.hasPrefix("No reference was found on disk.") == true)
            window.subviews[0].frame.origin.x = 5
            let mismatch = catchingXCTestFailures {
                assertSnapshot(
                    of: window, named: "w", record: .missing, snapshotDirectory: directory)
            }
            let reference = try String(
                contentsOfFile: directory
                    + "/testSnapshotFailuresAndRecordModeScopeUnderXCTest.w.txt",
                encoding: .utf8)
            XCTAssertEqual(
                mismatch.map(\.message),
                [
                    verifySnapshot(
                        window.treeDescription(),
                        at: URL(
                            fileURLWithPath: directory
                                + "/testSnapshotFailuresAndRecordModeScopeUnderXCTest.w.txt"),
                        mode: .never, testName: "t")!
                ])
            XCTAssertFalse(reference.contains("(5 0;"))
        }
    }

    func testFinderFailuresUnderXCTest() {
        MainActor.assumeIsolated {
            let window = makeXCTestWindow()
            let line = #line + 2
            let failures = catchingXCTestFailures {
                window.find(.text("Bye")).expect(.one)
                window.find(.text("Hi")).expectNotVisible()
                window.find(.text("Bye")).tap()
                window.find(.text("Bye")).scrollTo()
                window.find(.text("Hi")).drag(by: CGPoint(x: 0, y: 10))
            }
            let expected = captureFailures {
                window.find(.text("Bye")).expect(.one)
                window.find(.text("Hi")).expectNotVisible()
                window.find(.text("Bye")).tap()
                window.find(.text("Bye")).scrollTo()
            }
            // The drag on a visible label is no failure; the four others fail alike.
            XCTAssertEqual(failures.map(\.message), expected.map(\.message))
            XCTAssertEqual(failures.map(\.line), [line, line + 1, line + 2, line + 3])
        }
    }

    func testAccessibilityAndSettleFailuresUnderXCTest() {
        MainActor.assumeIsolated {
            let window = makeXCTestWindow()
            let failures = catchingXCTestFailures {
                assertAccessibilityAudit(window)
                assertAccessibility(window, "\"Hi\" button (0 0; 17 20.5)", record: .never)
                _ = window.clock.addFrameCallback { _ in }
                assertSettles(window, timeout: 0.05)
            }
            XCTAssertEqual(
                failures.map(\.message),
                [
                    """
                    Accessibility audit found 2 issues:
                    hitRegion: (no label) button (60 0; 20 20): 20×20 is smaller than 44×44
                    sufficientElementDescription: (no label) button (60 0; 20 20): it has no label

                    """,
                    """
                    Accessibility elements do not match (- expected, + actual):
                    @@ -1,1 +1,2 @@
                    -"Hi" button (0 0; 17 20.5)
                    +"Hi" staticText (0 0; 17 20.5)
                    +(no label) button (60 0; 20 20)

                    Actual accessibility elements:
                        "Hi" staticText (0 0; 17 20.5)
                        (no label) button (60 0; 20 20)
                    To re-record, run with HEADLESSKIT_RECORD=failed (or pass record: .failed, or tag the test .snapshots(record: .failed)).
                    """,
                    """
                    Window did not settle. Still busy after 0.05 s:
                    - 1 frame callback added with addFrameCallback
                    """,
                ])
        }
    }
}

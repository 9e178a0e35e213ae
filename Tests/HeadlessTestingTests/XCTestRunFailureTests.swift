import Foundation
import HeadlessKit
import HeadlessTesting
import Testing
import XCTest

/// Cases run by `XCTMain` in a child process, never discovered (no method starts with `test`):
/// one tree assertion that fails, one that passes, left to XCTest with no catcher.
final class TreeAssertionCases: XCTestCase {
    func assertWrongTree() {
        MainActor.assumeIsolated {
            let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            assertTree(root, "View (0 0; 9 9)", record: .never)
        }
    }

    func assertRightTree() {
        MainActor.assumeIsolated {
            let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            assertTree(root, "View (0 0; 10 10)", record: .never)
        }
    }
}

@Suite struct XCTestRunFailureTests {
    #if os(Linux)
        @Test("Under XCTest a failing assertTree fails the XCTest run; a matching one passes it")
        func failingAssertionFailsTheRun() async {
            // XCTMain runs the case and exits: 1 when an assertion failed, 0 otherwise.
            await #expect(processExitsWith: .exitCode(1)) { @MainActor in
                XCTMain(
                    [testCase([("assertWrongTree", TreeAssertionCases.assertWrongTree)])],
                    arguments: ["xctest"], observers: [])
            }
            await #expect(processExitsWith: .success) { @MainActor in
                XCTMain(
                    [testCase([("assertRightTree", TreeAssertionCases.assertRightTree)])],
                    arguments: ["xctest"], observers: [])
            }
        }
    #endif
}

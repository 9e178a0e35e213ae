import HeadlessKit
import XCTest

@testable import HeadlessTesting

/// assertTree under XCTest: no Swift Testing test is running, so failures go to XCTFail.
/// (corelibs XCTest has no XCTExpectFailure, so the failing path was checked by hand: it
/// reports `file:line: error: ... Tree does not match` at the caller's line.)
final class XCTestRunnerTests: XCTestCase {
    // corelibs XCTest cannot call @MainActor test methods; it runs tests on the main thread.
    func testAPassingTreeRecordsNothingUnderXCTest() {
        MainActor.assumeIsolated {
            let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            assertTree(
                root,
                """
                View (0 0; 10 10)
                """)
        }
    }

}

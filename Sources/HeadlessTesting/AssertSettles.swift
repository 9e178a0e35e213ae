import Foundation
import HeadlessKit

/// Runs `window`'s frames until it is idle, at most `timeout` seconds of clock time, and
/// records a failure that lists what is still moving when it does not settle ("settle or
/// explain").
///
///     assertSettles(window)
///
/// A failure reads:
///
///     Window did not settle. Still busy after 10 s:
///     - animation of <View "spinner"> alpha 0 → 1, ends at 30 s
///     - 1 frame callback added with addFrameCallback
///
/// - Returns: whether it settled.
@MainActor
@discardableResult
public func assertSettles(
    _ window: Window, timeout: TimeInterval = 10,
    fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> Bool {
    guard let explanation = window.settleOrExplain(timeout: timeout) else { return true }
    recordFailure(
        "Window did not settle. " + explanation, fileID: fileID, filePath: filePath, line: line,
        column: column)
    return false
}

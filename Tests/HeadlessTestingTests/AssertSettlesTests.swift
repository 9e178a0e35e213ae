import Foundation
import HeadlessKit
import Testing

@testable import HeadlessTesting

@MainActor @Suite struct AssertSettlesTests {
    @Test("assertSettles passes when the window goes idle, and explains what still moves")
    func settleOrExplain() {
        Window.printsDiagnostics = false
        let window = Window(size: CGSize(width: 100, height: 100))
        let spinner = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        spinner.accessibilityIdentifier = "spinner"
        window.addSubview(spinner)
        View.animate(withDuration: 0.2) { spinner.alpha = 0 }
        #expect(assertSettles(window))
        View.animate(withDuration: 30, options: .curveLinear) { spinner.alpha = 1 }
        let line = #line + 1
        let failures = captureFailures { assertSettles(window, timeout: 0.5) }
        #expect(
            failures == [
                CapturedFailure(
                    message: """
                        Window did not settle. Still busy after 0.5 s:
                        - animation of <View "spinner"> alpha 0 → 1, ends at 30.2 s
                        """,
                    fileID: "HeadlessTestingTests/AssertSettlesTests.swift", line: UInt(line),
                    column: 55)
            ])
    }
}

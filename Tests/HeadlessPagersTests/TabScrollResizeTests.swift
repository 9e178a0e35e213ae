import Testing

@testable import HeadlessPagers

/// Seeds of the random-script net that left a tab pager page resting past its end after the
/// window grew back: the page's scroll view now comes back inside at the next frame at rest.
@MainActor @Suite struct TabScrollResizeTests {
    @Test(
        "A tab pager page grown back past its content rests inside it (UIKit: UIScrollView contentOffset after a resize)",
        arguments: [UInt64(2_000_000_885), 2_000_001_140, 2_000_002_823])
    func tabScrollPageAfterResize(seed: UInt64) {
        let report = runRandomScript(seed: seed, scene: "tabScroll", steps: 5)
        #expect(report.isEmpty, "\(report.joined(separator: "\n"))")
    }
}

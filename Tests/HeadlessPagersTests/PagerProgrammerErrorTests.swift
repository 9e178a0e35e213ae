import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

@testable import HeadlessPagers

/// Checks that a stopped process's standard error names every one of `fragments` (the
/// parameter, its value, the view).
func expectMessage(
    _ result: ExitTest.Result?, naming fragments: [String],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    for fragment in fragments {
        #expect(
            text.contains(fragment), "\(fragment) not in: \(text)", sourceLocation: sourceLocation)
    }
}

/// Widget misuse stops at the entry point with a message naming the parameter, its value and
/// the view.
@Suite struct PagerProgrammerErrorTests {
    @Test("A header height and free space that overflow together stop, naming both")
    func overflowingStickyInsetStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            _ = StickyHeaderView(scrollView: ScrollView(), headerHeight: 1e308, freeSpace: 1e308)
        }
        expectMessage(
            result, naming: ["freeSpace 1e+308", "headerHeight 1e+308", "<StickyHeaderView"])
    }

    @Test("Growing the free space until the sum overflows stops, naming both")
    func overflowingStickySetterStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let sticky = StickyHeaderView(
                scrollView: ScrollView(), headerHeight: 1e308, freeSpace: 0)
            sticky.freeSpace = .greatestFiniteMagnitude
        }
        expectMessage(result, naming: ["freeSpace 1.79", "headerHeight 1e+308"])
    }
}

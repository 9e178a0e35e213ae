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
    @Test("A header height of 1e308 stops at the entry, naming it")
    func overflowingStickyInsetStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            _ = StickyHeaderView(scrollView: ScrollView(), headerHeight: 1e308, freeSpace: 1e308)
        }
        expectMessage(result, naming: ["StickyHeaderView.headerHeight: 1e+308", "1e150"])
    }

    @Test("Growing the free space past the range stops at the setter, naming it")
    func overflowingStickySetterStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let sticky = StickyHeaderView(
                scrollView: ScrollView(), headerHeight: 1e150, freeSpace: 0)
            sticky.freeSpace = .greatestFiniteMagnitude
        }
        expectMessage(result, naming: ["StickyHeaderView.freeSpace: 1.79"])
    }
}

extension PagerProgrammerErrorTests {
    @Test("A NaN hiding distance stops at the options setter, naming the controller")
    func nanHidingDistanceStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            var options = TabScrollOptions()
            options.hidingDistance = .nan
            TabScrollController().options = options
        }
        expectMessage(
            result, naming: ["TabScrollOptions.hidingDistance: nan", "<TabScrollController"])
    }

    @Test("A negative tab item height stops at the options setter")
    func negativeTabItemHeightStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            var options = TabScrollOptions()
            options.tabItemHeight = -1
            TabScrollController().options = options
        }
        expectMessage(result, naming: ["TabScrollOptions.tabItemHeight: -1.0"])
    }

    @Test("A loop base of Int.max stops at the options setter")
    func hugeLoopBaseStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            var options = TabScrollOptions()
            options.minimumLoopCountBase = .max
            TabScrollController().options = options
        }
        expectMessage(
            result, naming: ["TabScrollOptions.minimumLoopCountBase: \(Int.max)", "1...1000"])
    }
}

extension PagerProgrammerErrorTests {
    @Test(
        "The same page twice in setViewControllers stops, naming both indices (UIKit: addChild(_:))"
    )
    func duplicateTabPageStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let (a, b) = (ViewController(), ViewController())
            TabScrollController().setViewControllers([a, a, b])
        }
        expectMessage(
            result, naming: ["index 1 is also at index 0", "<TabScrollController"])
    }

    @Test("The same body twice from the pager's data source stops, naming both indices")
    func duplicatePagerBodyStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let page = ListPage(title: "a", rows: 3)
            let pager = ProfilePagerController(pages: [page, page])
            _ = show(pager)
        }
        expectMessage(result, naming: ["index 1 is also at index 0"])
    }
}

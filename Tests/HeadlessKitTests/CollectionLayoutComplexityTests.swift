import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// Costs of the collection view's layouts that must grow with what is on screen, never with
/// the data: each test counts the operations (never the time). The counts exist in debug
/// builds (`swift test`); release builds check results only.
@MainActor @Suite struct CollectionLayoutComplexityTests {
    @Test("Collapsed rows under a header cost a screen's worth of work, not one per row")
    func collapsedListRowsAreSkipped() {
        let count = 100_000
        let host = LayoutHost(size: CGSize(width: 390, height: 844), counts: [count, 3])
        // Row 0 is a 100-pt header row; every other row of section 0 is collapsed (height 0),
        // and section 1 comes right after them.
        host.heightForItem = { $0.section == 0 && $0.item > 0 ? 0 : 100 }
        let list = host.prepare(ListLayout())
        let before = View.treeOperations.rowsExamined
        let shown = list.describe(in: rect(0, 0, 390, 844))
        let examined = View.treeOperations.rowsExamined - before
        #expect(
            shown == [
                "cell [0 0] (0 0; 390 100)", "cell [1 0] (0 100; 390 100)",
                "cell [1 1] (0 200; 390 100)", "cell [1 2] (0 300; 390 100)",
            ])
        #expect(!TreeOperations.isCounting || examined <= 10, "examined \(examined) rows")
        // A fixed row height of 0 shows no rows at all.
        let fixed = ListLayout()
        fixed.rowHeight = 0
        host.heightForItem = nil
        host.prepare(fixed)
        #expect(fixed.describe(in: rect(0, -100, 390, 844)).isEmpty)
    }

    @Test("Collapsed items in a flow layout cost a screen's worth of work, not one per item")
    func collapsedFlowItemsAreSkipped() {
        let count = 100_000
        let host = LayoutHost(size: CGSize(width: 390, height: 844), counts: [count])
        host.sizeForItem = { CGSize(width: 390, height: $0.item == 0 ? 100 : 0) }
        let flow = CollectionViewFlowLayout()
        flow.minimumLineSpacing = 0
        host.prepare(flow)
        let before = View.treeOperations.rowsExamined
        let shown = flow.describe(in: rect(0, 0, 390, 844))
        let examined = View.treeOperations.rowsExamined - before
        #expect(shown == ["cell [0 0] (0 0; 390 100)"])
        #expect(!TreeOperations.isCounting || examined <= 10, "examined \(examined) lines")
        let uniform = CollectionViewFlowLayout()
        uniform.itemSize = CGSize(width: 390, height: 0)
        uniform.minimumLineSpacing = 0
        host.sizeForItem = nil
        host.prepare(uniform)
        #expect(uniform.describe(in: rect(0, -100, 390, 844)).isEmpty)
    }
}

import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

@MainActor @Suite struct TableSwipeActionsTests {
    @Test("smoke")
    func smoke() {
        let model = EditModel(rows: 5)
        let (window, table) = makeEditTable(model)
        window.swipeRow(atY: 22, by: -100)
        print(table.treeDescription())
        print(model.calls)
        window.tap(at: CGPoint(x: 280, y: 22))
        print(table.treeDescription())
        print(model.calls, model.sections)
    }
}

import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

@MainActor @Suite struct TableSwipeActionsTests {
    @Test("smoke")
    func smoke() {
        let model = EditModel(rows: 5)
        let (window, table) = makeEditTable(model)
        table.setEditing(true, animated: false)
        window.layoutIfNeeded()
        let control = table.cellForRow(at: [0, 0])!.editing.editingControl!
        control.addAction(Action { _ in print("TOUCHED") }, for: .touchUpInside)
        control.addAction(Action { _ in print("DOWN") }, for: .touchDown)
        window.tap(at: CGPoint(x: 19, y: 22))
        print(model.calls)
        let b = Button(type: .custom)
        b.frame = CGRect(x: 0, y: 0, width: 38, height: 44)
        b.addAction(Action { _ in print("PLAIN TOUCHED") }, for: .touchUpInside)
        table.cellForRow(at: [0, 1])!.addSubview(b)
        window.tap(at: CGPoint(x: 19, y: 66))
    }
}

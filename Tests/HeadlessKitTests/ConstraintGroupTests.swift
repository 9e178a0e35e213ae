import Foundation
import Testing

@testable import HeadlessKit

/// The layout engine solves each connected group of constraints in a solver of its own. These
/// tests check that the grouping never changes what UIKit would lay out: groups joined by a
/// later constraint, a joining constraint removed, priorities, ambiguity and conflicts kept to
/// their own group.
@MainActor @Suite struct ConstraintGroupTests {
    /// A window with two frame-placed cells side by side (each 100 × 100, at x 0 and 200),
    /// each holding a box tied to it: leading 10, top 10, 20 × 20.
    ///
    ///     +- left ---+      +- right --+
    ///     | [a]      |      | [b]      |
    ///     +----------+      +----------+
    func twoCells() -> (Window, View, View, [LayoutConstraint]) {
        let window = Window(size: CGSize(width: 390, height: 844))
        var boxes: [View] = []
        var constraints: [LayoutConstraint] = []
        for (index, name) in ["a", "b"].enumerated() {
            let cell = View(frame: CGRect(x: 200 * CGFloat(index), y: 0, width: 100, height: 100))
            window.addSubview(cell)
            let box = View()
            box.accessibilityIdentifier = name
            box.translatesAutoresizingMaskIntoConstraints = false
            cell.addSubview(box)
            boxes.append(box)
            constraints += [
                box.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
                box.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
                box.widthAnchor.constraint(equalToConstant: 20),
                box.heightAnchor.constraint(equalToConstant: 20),
            ]
        }
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        return (window, boxes[0], boxes[1], constraints)
    }

    @Test(
        "A constraint that links two groups later is solved with both; a constant edit on one side moves the other (UIKit: NSLayoutConstraint.isActive)"
    )
    func linkingTwoGroups() {
        let (window, a, b, constraints) = twoCells()
        let engine = window.layoutEngine
        #expect(engine.groups.count == 2)
        // b's width follows a's: the two cells' constraints are now one system.
        let width = constraints[2]
        constraints[6].isActive = false  // b's own width
        let link = b.widthAnchor.constraint(equalTo: a.widthAnchor, constant: 5)
        link.isActive = true
        window.layoutIfNeeded()
        #expect(engine.groups.count == 1)
        #expect(b.frame == CGRect(x: 10, y: 10, width: 25, height: 20))
        width.constant = 40
        window.layoutIfNeeded()
        #expect(a.frame.width == 40)
        #expect(b.frame.width == 45)
        #expect(window.unsatisfiedRequiredConstraints().isEmpty)
    }

    @Test(
        "Removing the constraint that linked two groups hands each view back to its own constraints (UIKit: deactivate)"
    )
    func removingTheLink() {
        let (window, a, b, constraints) = twoCells()
        // A weak wish for b's width, overridden while the link holds.
        let wish = b.widthAnchor.constraint(equalToConstant: 60)
        wish.priority = .defaultLow
        constraints[6].isActive = false
        wish.isActive = true
        let link = b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2)
        link.isActive = true
        window.layoutIfNeeded()
        #expect(b.frame.width == 40)
        link.isActive = false
        window.layoutIfNeeded()
        #expect(b.frame.width == 60)
        // a is untouched by b's change, and still follows its own constraints.
        constraints[2].constant = 30
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 10, width: 30, height: 20))
        #expect(b.frame == CGRect(x: 10, y: 10, width: 60, height: 20))
    }

    @Test(
        "Priorities and ambiguity in one group leave another alone (UIKit: LayoutPriority, hasAmbiguousLayout)"
    )
    func prioritiesAndAmbiguityStayInTheirGroup() {
        let (window, a, b, constraints) = twoCells()
        // In a's group: two optional widths, the higher priority wins.
        constraints[2].isActive = false
        let low = a.widthAnchor.constraint(equalToConstant: 70)
        low.priority = .defaultLow
        let high = a.widthAnchor.constraint(equalToConstant: 30)
        high.priority = .defaultHigh
        LayoutConstraint.activate([low, high])
        window.layoutIfNeeded()
        #expect(a.frame.width == 30)
        #expect(b.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        // b loses its height: b is ambiguous, a is not.
        constraints[7].isActive = false
        window.layoutIfNeeded()
        #expect(b.hasAmbiguousLayout)
        #expect(!a.hasAmbiguousLayout)
        #expect(a.frame == CGRect(x: 10, y: 10, width: 30, height: 20))
    }

    @Test(
        "An unsatisfiable constraint in one group is broken there, with UIKit's message naming that group's constraints only (UIKit: Unable to simultaneously satisfy constraints)"
    )
    func conflictStaysInItsGroup() {
        Window.printsDiagnostics = false
        defer { Window.printsDiagnostics = true }
        let (window, a, b, constraints) = twoCells()
        let conflict = b.widthAnchor.constraint(equalToConstant: 50)
        conflict.isActive = true
        window.layoutIfNeeded()
        #expect(conflict.isActive)  // broken, still active, as in UIKit
        #expect(b.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(a.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        let diagnostic = window.diagnostics.first { $0.kind == .unsatisfiableConstraints }
        #expect(
            diagnostic?.message == """
                Unable to simultaneously satisfy constraints.
                \tProbably at least one of the constraints in the following list is one you don't want.
                (
                    "b.width == 20 (required)",
                    "b.width == 50 (required)",
                )

                Will attempt to recover by breaking constraint
                b.width == 50 (required)
                """)
        // a's group is still edited on its own, and records nothing.
        constraints[0].constant = 15
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 15, y: 10, width: 20, height: 20))
        #expect(window.diagnostics.filter { $0.kind == .unsatisfiableConstraints }.count == 1)
    }
    @Test(
        "A new view linked to a view already in a group goes straight into that group, laid out as when the groups are joined (UIKit: High Performance Auto Layout)"
    )
    func newItemJoinsItsPartnersGroup() {
        let cells = 20
        let (window, made) = SelfSizingCell.stack(cells)
        // In each cell the label is new when its leading constraint links it to the image,
        // whose group is there already: the label joins it.
        let constraints = made.flatMap(\.constraints)
        let labels = made.map(\.label)
        let before = View.treeOperations.constraintGroupsMade
        let movedBefore = View.treeOperations.groupEntriesMoved
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        let engine = window.layoutEngine
        #expect(engine.groups.count == cells)
        for (index, label) in labels.enumerated() {
            #expect(label.frame == CGRect(x: 64, y: 10, width: 310, height: 40), "cell \(index)")
        }
        #expect(window.unsatisfiedRequiredConstraints().isEmpty)
        guard TreeOperations.isCounting else { return }
        // One group per cell, none made only to be joined, nothing moved between groups.
        #expect(View.treeOperations.constraintGroupsMade - before == cells)
        #expect(View.treeOperations.groupEntriesMoved - movedBefore == 0)
    }
}

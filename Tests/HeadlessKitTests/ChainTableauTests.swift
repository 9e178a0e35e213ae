import Foundation
import HeadlessCassowary
import Testing

@testable import HeadlessKit

// An Auto Layout chain of required equalities keeps the solver's tableau linear in the links
// (it used to hold every earlier link's marker in each position row: quadratic). Counts cells,
// never time.

@MainActor @Suite struct ChainTableauTests {
    @Test(
        "Linking a chain view by view joins each view's constraint group into the chain's: linear moves (UIKit: High Performance Auto Layout)"
    )
    func joiningGroupsIsLinear() {
        var moved: [Int] = []
        for n in [200, 800] {
            let (window, container, constraints) = chain(n)
            let before = View.treeOperations.groupEntriesMoved
            LayoutConstraint.activate(constraints)
            window.layoutIfNeeded()
            #expect(container.subviews[n - 1].frame.minX == CGFloat(1 + 11 * (n - 1)))
            #expect(window.layoutEngine.groups.count == 1)
            moved.append(View.treeOperations.groupEntriesMoved - before)
        }
        guard TreeOperations.isCounting else { return }
        // Each new view's small group moves into the chain's (the chain's never moves into a
        // new view's: that would be quadratic, ×16 here).
        #expect(moved[0] > 0)
        #expect(moved[1] <= 4 * moved[0] + 16, "entries moved: \(moved)")
    }

    @Test("Activating a chain of links keeps the solver's tableau linear in the links")
    func activationIsLinear() {
        var cells: [Int] = []
        var pivots: [Int] = []
        for n in [200, 800] {
            let (window, container, constraints) = chain(n)
            let views = container.subviews
            LayoutConstraint.activate(constraints)
            window.layoutIfNeeded()
            #expect(views[n - 1].frame.minX == CGFloat(1 + 11 * (n - 1)))
            let engine = window.layoutEngine
            cells.append(engine.solverTableauSize.cells + engine.solverTableauSize.rows)
            pivots.append(engine.solverPivotCount)
            // Moving the first link moves the last view.
            constraints[1].constant = 5
            window.layoutIfNeeded()
            #expect(views[n - 1].frame.minX == CGFloat(5 + 11 * (n - 1)))
        }
        // ×4 links: linear is ×4 (here both are small); quadratic would be ×16.
        #expect(cells[1] <= 4 * cells[0] + 16, "tableau cells and rows: \(cells)")
        #expect(pivots[1] <= 4 * pivots[0] + 16, "pivots: \(pivots)")
    }
}

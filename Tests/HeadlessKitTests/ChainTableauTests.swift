import Foundation
import HeadlessCassowary
import Testing

@testable import HeadlessKit

// An Auto Layout chain of required equalities keeps the solver's tableau linear in the links
// (it used to hold every earlier link's marker in each position row: quadratic). Counts cells,
// never time.

@MainActor @Suite struct ChainTableauTests {
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

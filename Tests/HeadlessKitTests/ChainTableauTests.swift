import Foundation
import HeadlessCassowary
import Testing

@testable import HeadlessKit

// An Auto Layout chain of required equalities keeps the solver's tableau linear in the links
// (it used to hold every earlier link's marker in each position row: quadratic). Counts cells,
// never time.

@MainActor @Suite struct ChainTableauTests {
    /// `n` views in a horizontal chain in a frame-placed container: each 10 pt wide, its
    /// leading 1 pt after the previous view's trailing. Returns the window, the views and the
    /// constraints, inactive.
    func chain(_ n: Int) -> (Window, [View], [LayoutConstraint]) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let container = View(frame: window.bounds)
        window.addSubview(container)
        var views: [View] = []
        var constraints: [LayoutConstraint] = []
        for index in 0..<n {
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            constraints.append(view.widthAnchor.constraint(equalToConstant: 10))
            constraints.append(
                view.leadingAnchor.constraint(
                    equalTo: index == 0 ? container.leadingAnchor : views[index - 1].trailingAnchor,
                    constant: 1))
            views.append(view)
        }
        return (window, views, constraints)
    }

    @Test("Activating a chain of links keeps the solver's tableau linear in the links")
    func activationIsLinear() {
        var cells: [Int] = []
        var pivots: [Int] = []
        for n in [200, 800] {
            let (window, views, constraints) = chain(n)
            LayoutConstraint.activate(constraints)
            window.layoutIfNeeded()
            #expect(views[n - 1].frame.minX == CGFloat(1 + 11 * (n - 1)))
            let solver = window.layoutEngine.solver
            cells.append(solver.cellCount + solver.rowCount)
            pivots.append(solver.pivotCount)
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

import Foundation
import Testing

@testable import HeadlessKit

/// Independent constraint groups (self-sizing cells that share no constraint) cost what their
/// own group costs: the first layout grows linearly with the cells, and one cell's constant
/// edit touches that cell only, whatever the cell count. Counted, never timed.
@MainActor @Suite struct IndependentGroupsTests {
    /// `count` frame-placed cells, each with an image and a multi-line label tied to it by 6
    /// constraints; returns the window, the constraints and each cell's spacing constraint.
    func cells(_ count: Int) -> (Window, [LayoutConstraint], [LayoutConstraint]) {
        let window = Window(size: CGSize(width: 390, height: 844))
        var constraints: [LayoutConstraint] = []
        var spacings: [LayoutConstraint] = []
        for index in 0..<count {
            let cell = View(frame: CGRect(x: 0, y: 60 * CGFloat(index), width: 390, height: 60))
            window.addSubview(cell)
            let image = ImageView(image: Image(named: "a", size: CGSize(width: 40, height: 40)))
            image.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
            let label = Label()
            label.numberOfLines = 0
            label.text = "Cell \(index)"
            for view in [image, label] as [View] {
                view.translatesAutoresizingMaskIntoConstraints = false
                cell.addSubview(view)
            }
            let spacing = label.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8)
            spacings.append(spacing)
            constraints += [
                image.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
                image.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
                spacing,
                label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
                label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
                label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
            ]
        }
        return (window, constraints, spacings)
    }

    /// (views walked, engine items written) by the first layout of `count` cells, and by one
    /// cell's constant edit and layout afterwards.
    func counts(_ count: Int) -> (first: (Int, Int), edit: (Int, Int)) {
        let (window, constraints, spacings) = cells(count)
        window.layoutIfNeeded()
        var walked = View.treeOperations.viewsWalked
        var written = View.treeOperations.engineItemsWritten
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        let first = (
            View.treeOperations.viewsWalked - walked,
            View.treeOperations.engineItemsWritten - written
        )
        let label = spacings[count / 2].firstItem as! View
        #expect(label.frame.minX == 64)
        walked = View.treeOperations.viewsWalked
        written = View.treeOperations.engineItemsWritten
        spacings[count / 2].constant = 20
        window.layoutIfNeeded()
        #expect(label.frame.minX == 76)
        let edit = (
            View.treeOperations.viewsWalked - walked,
            View.treeOperations.engineItemsWritten - written
        )
        return (first, edit)
    }

    @Test(
        "N independent cells: first layout linear, one constant edit touches one cell (UIKit: High Performance Auto Layout)"
    )
    func independentGroupsCostTheirOwnWork() {
        let small = counts(100)
        let large = counts(1_000)
        guard TreeOperations.isCounting else { return }
        // Linear: 10× the cells, at most 11× the work (a walk of every cell per cell would be
        // 100×).
        #expect(large.first.0 <= 11 * small.first.0)
        #expect(large.first.1 <= 11 * small.first.1)
        #expect(small.first.1 >= 100)  // the cells' items were written
        // One edit: the same work beside 100 or 1,000 other cells.
        #expect(large.edit.0 == small.edit.0)
        #expect(large.edit.1 == small.edit.1)
        #expect(small.edit.1 >= 1 && small.edit.1 <= 3)
    }

    @Test(
        "N independent cells put 18 constraints each in the solver, once, with linear pivots (UIKit: High Performance Auto Layout)"
    )
    func independentGroupsAddEachConstraintOnce() {
        func solverWork(_ count: Int) -> (constraints: Int, pivots: Int) {
            let (window, constraints, _) = cells(count)
            LayoutConstraint.activate(constraints)
            window.layoutIfNeeded()
            // A label laid out at a width that wraps the same keeps its intrinsic constraints.
            window.layoutIfNeeded()
            let solver = window.layoutEngine.solver
            #expect(solver.rebuildCount == 0)
            return (solver.constraintCount, solver.pivotCount)
        }
        let small = solverWork(100)
        let large = solverWork(1_000)
        // Per cell: 6 of its own, 4 pinning the cell to its frame, 4 intrinsic-size constraints
        // each for the image and the label (the window is no constraint's item: not in it).
        #expect(small.constraints == 18 * 100)
        #expect(large.constraints == 18 * 1_000)
        #expect(large.pivots <= 11 * small.pivots)
    }
}

import Foundation
import HeadlessCassowary
import Testing

@testable import HeadlessKit

// What a self-sizing cell puts in its solver, counted (never timed): a regression here costs
// time at every first layout of a list and shows nowhere else.

@MainActor @Suite struct SelfSizingSolverShapeTests {
    @Test(
        "A self-sizing cell's required equalities go in before its hugging and compression resistance: 3 rows a cell, the rest definitions (UIKit: High Performance Auto Layout)"
    )
    func requiredEqualitiesBecomeDefinitions() {
        for count in [1, 50] {
            let (window, cells) = SelfSizingCell.stack(count)
            LayoutConstraint.activate(cells.flatMap(\.constraints))
            window.layoutIfNeeded()
            let engine = window.layoutEngine
            // 6 constraints and 3 intrinsic sizes a cell (the image's height is its own: no
            // constraint names it).
            #expect(engine.solverConstraintCount == 9 * count)
            // Only the three optional sizes are rows: the label's width and height and the
            // image's width. The six required equalities are definitions (with the optional
            // sizes first, two of them were rows, with definitions expanded into them).
            #expect(engine.solverTableauSize.rows == 3 * count)
            // Hugging 251 against the label's 250: the label takes the spare width.
            let label = cells[count - 1].label
            #expect(label.frame.minX == 64)
            #expect(abs(label.frame.width - 310) < 0.01)
            #expect(label.frame.minY == 10 && label.frame.height == 40)
        }
    }

    @Test(
        "A conflict between required constraints breaks the same one whether optional sizes are pending or not (UIKit: the constraint broken is the last that cannot hold)"
    )
    func conflictBreaksTheLaterRequiredConstraint() {
        let (window, cells) = SelfSizingCell.stack(1)
        let cell = cells[0]
        // A required width for the label that the edges and the image's required width
        // contradict.
        let imageWidth = cell.image.widthAnchor.constraint(equalToConstant: 40)
        let width = cell.label.widthAnchor.constraint(equalToConstant: 500)
        LayoutConstraint.activate(cell.constraints + [imageWidth, width])
        window.layoutIfNeeded()
        // The edges came first and hold; the width, added last, is broken.
        #expect(cell.label.frame.minX == 64)
        #expect(abs(cell.label.frame.maxX - 374) < 0.01)
        #expect(width.isActive)
    }

    @Test("A solver constraint's terms read back as its expression, up to four inline and more")
    func termsReadBackAsTheExpression() throws {
        let variables = (0..<7).map { Variable("v\($0)") }
        for count in 0...7 {
            let terms = (0..<count).map { Term(variables[$0], Double($0 + 1)) }
            let constraint = Constraint(Expression(terms, constant: -3), .equal)
            #expect(constraint.terms.count == count)
            #expect(constraint.expression.terms.map(\.coefficient) == terms.map(\.coefficient))
            #expect(
                zip(constraint.expression.terms, terms).allSatisfy { $0.variable === $1.variable })
            #expect(constraint.expression.constant == -3)
        }
        // A repeated variable is summed; a long expression is solved as a short one is.
        let x = variables[0]
        let repeated = Constraint(Expression([Term(x), Term(x, 2)], constant: -6), .equal)
        #expect(repeated.terms.count == 1 && repeated.terms.coefficient(at: 0) == 3)
        let solver = Solver()
        try solver.addConstraint(repeated)
        let sum = Constraint(
            Expression(variables.map { Term($0) }, constant: -(2 + 6 * 1)), .equal)
        for variable in variables.dropFirst() {
            try solver.addConstraint(Constraint(Expression([Term(variable)], constant: -1), .equal))
        }
        try solver.addConstraint(sum)
        solver.updateVariables()
        #expect(x.value == 2)
        #expect(variables[6].value == 1)
    }
}

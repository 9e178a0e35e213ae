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
        let (window, cells) = SelfSizingCell.stack(count)
        return (window, cells.flatMap(\.constraints), cells.map(\.spacing))
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
        "N independent cells put 9 constraints each in the solver, once, with linear pivots (UIKit: High Performance Auto Layout)"
    )
    func independentGroupsAddEachConstraintOnce() {
        func solverWork(_ count: Int) -> (constraints: Int, pivots: Int) {
            let (window, constraints, _) = cells(count)
            LayoutConstraint.activate(constraints)
            window.layoutIfNeeded()
            // A label laid out at a width that wraps the same keeps its intrinsic constraints.
            window.layoutIfNeeded()
            let engine = window.layoutEngine
            #expect(engine.solverRebuildCount == 0)
            return (engine.solverConstraintCount, engine.solverPivotCount)
        }
        let small = solverWork(100)
        let large = solverWork(1_000)
        // Per cell: 6 of its own, 2 intrinsic-size constraints for the label (hugging and
        // compression resistance on an axis are one equality that weighs each way) and 1 for
        // the image's width. The cell is placed by its frame: its frame is in the constants of the
        // 6, not in 4 pins of its own (the window is no constraint's item: not in it). No
        // constraint names the image's height: its intrinsic height is its height, with no
        // constraint in the solver.
        #expect(small.constraints == 9 * 100)
        #expect(large.constraints == 9 * 1_000)
        #expect(large.pivots <= 11 * small.pivots)
    }

    @Test(
        "N independent cells are N solvers of 9 constraints: each addition lives beside its own cell's constraints only (UIKit: High Performance Auto Layout)"
    )
    func independentGroupsAreSolvedApart() {
        func work(_ count: Int) -> (groups: Int, largest: Int, beside: Int, editPivots: Int) {
            let (window, constraints, spacings) = cells(count)
            let beside = View.treeOperations.solverConstraintsBeside
            LayoutConstraint.activate(constraints)
            window.layoutIfNeeded()
            let engine = window.layoutEngine
            let first = View.treeOperations.solverConstraintsBeside - beside
            let pivots = engine.solverPivotCount
            spacings[count / 2].constant = 20
            window.layoutIfNeeded()
            #expect((spacings[count / 2].firstItem as! View).frame.minX == 76)
            return (
                engine.groups.count, engine.largestGroupConstraintCount, first,
                engine.solverPivotCount - pivots
            )
        }
        let small = work(100)
        let large = work(1_000)
        // One group a cell (the window is in none, and the cell, placed by its frame, has no
        // variables to be in one), each with the cell's 9 constraints (its 6, and hugging and
        // compression resistance on the label's two axes and the image's width, one equality
        // an axis).
        #expect(small.groups == 100 && large.groups == 1_000)
        #expect(small.largest == 9 && large.largest == 9)
        // The same edit work beside 100 or 1,000 other cells.
        #expect(small.editPivots == large.editPivots)
        guard TreeOperations.isCounting else { return }
        // Linear: 10× the cells, 10× the constraints beside each addition (one shared solver
        // would be 100×: every addition beside every earlier cell's constraints).
        #expect(small.beside > 0)
        #expect(large.beside == 10 * small.beside)
    }

    /// A view that counts its `layoutSubviews` calls.
    final class CountingCell: View {
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
    }

    /// A frame-placed cell 100 pt wide holding a multi-line label (10 pt font: 5 pt a
    /// character, 12 pt a line) pinned to its top, leading and trailing edges.
    func labelCell(_ text: String) -> (Window, CountingCell, Label) {
        let window = Window(size: CGSize(width: 390, height: 844))
        let cell = CountingCell(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        window.addSubview(cell)
        let label = Label()
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 0
        label.text = text
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: cell.topAnchor),
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
        ])
        return (window, cell, label)
    }

    @Test(
        "A multi-line label that wraps the same at its solved width asks for no second layout pass (UIKit: invalidateIntrinsicContentSize)"
    )
    func labelThatStillFitsTakesOnePass() {
        // "aaaa" (20 pt) fits in 100 pt: its size is the same at the solved width.
        let (window, cell, label) = labelCell("aaaa")
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 0, y: 0, width: 100, height: 12))
        #expect(cell.layouts == 1)
        // 120 pt of text wraps at 100 pt: two lines, and the cell is laid out again.
        let (wrapWindow, wrapCell, wrapping) = labelCell("aaaa bbbb cccc dddd eeee")
        wrapWindow.layoutIfNeeded()
        #expect(wrapping.frame == CGRect(x: 0, y: 0, width: 100, height: 24))
        #expect(wrapCell.layouts == 2)
    }

    @Test(
        "Activating a batch among one view's subviews finds the engine once; a batch across two windows installs each constraint in its own (UIKit: NSLayoutConstraint.activate)"
    )
    func activationFindsTheEngineOncePerRun() {
        /// A window holding a container with `count` views side by side, 10 pt wide each, and
        /// the constraints that place them.
        func row(_ count: Int) -> (Window, [View], [LayoutConstraint]) {
            let window = Window(size: CGSize(width: 390, height: 844))
            let container = View(frame: window.bounds)
            window.addSubview(container)
            var views: [View] = []
            var constraints: [LayoutConstraint] = []
            for _ in 0..<count {
                let view = View()
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
                constraints += [
                    view.widthAnchor.constraint(equalToConstant: 10),
                    view.leadingAnchor.constraint(
                        equalTo: views.last?.trailingAnchor ?? container.leadingAnchor),
                ]
                views.append(view)
            }
            return (window, views, constraints)
        }
        let (window, views, constraints) = row(100)
        let lookups = View.treeOperations.rootLookups
        LayoutConstraint.activate(constraints)
        if TreeOperations.isCounting {
            #expect(View.treeOperations.rootLookups - lookups == 1)
        }
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == (0..<100).map { CGFloat(10 * $0) })
        // Interleaved: a run of one constraint per window, each in its own window's engine.
        let (first, firstViews, firstConstraints) = row(3)
        let (second, secondViews, secondConstraints) = row(3)
        LayoutConstraint.activate(
            Array(zip(firstConstraints, secondConstraints).map { [$0, $1] }.joined()))
        first.layoutIfNeeded()
        second.layoutIfNeeded()
        #expect(firstViews.map(\.frame.minX) == [0, 10, 20])
        #expect(secondViews.map(\.frame.minX) == [0, 10, 20])
        #expect(
            first.layoutEngine.solverConstraintCount == second.layoutEngine.solverConstraintCount)
        #expect(firstConstraints.allSatisfy { $0.engine === first.layoutEngine })
        #expect(secondConstraints.allSatisfy { $0.engine === second.layoutEngine })
    }

    @Test(
        "A superview that only changes size rewrites no subview's frame; one that moves rewrites those its move shifts (UIKit: frame is in the superview's coordinates)"
    )
    func onlyAMoveSendsFramesDown() {
        /// A container 100 pt wide in a window, `count` subviews pinned to its leading edge,
        /// and one subview (`outside`) placed from the window's leading edge.
        func scans(_ count: Int) -> (resize: Int, move: Int) {
            let window = Window(size: CGSize(width: 390, height: 844))
            let container = View()
            container.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(container)
            let leading = container.leadingAnchor.constraint(equalTo: window.leadingAnchor)
            let width = container.widthAnchor.constraint(equalToConstant: 100)
            var constraints = [
                leading, width, container.topAnchor.constraint(equalTo: window.topAnchor),
                container.heightAnchor.constraint(equalToConstant: 100),
            ]
            for index in 0...count {
                let view = View()
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
                let anchor = index == count ? window.leadingAnchor : container.leadingAnchor
                constraints += [
                    view.leadingAnchor.constraint(equalTo: anchor, constant: 10),
                    view.topAnchor.constraint(equalTo: container.topAnchor),
                    view.widthAnchor.constraint(equalToConstant: 10),
                    view.heightAnchor.constraint(equalToConstant: 10),
                ]
            }
            LayoutConstraint.activate(constraints)
            window.layoutIfNeeded()
            let outside = container.subviews[count]
            var scanned = View.treeOperations.subviewsFollowingMove
            width.constant = 200
            window.layoutIfNeeded()
            #expect(container.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
            let resize = View.treeOperations.subviewsFollowingMove - scanned
            scanned = View.treeOperations.subviewsFollowingMove
            leading.constant = 50
            window.layoutIfNeeded()
            let move = View.treeOperations.subviewsFollowingMove - scanned
            // Pinned to the container: the same frame. Placed from the window: shifted left.
            #expect(container.subviews[0].frame.minX == 10)
            #expect(outside.frame.minX == -40)
            return (resize, move)
        }
        let small = scans(10)
        let large = scans(100)
        guard TreeOperations.isCounting else { return }
        #expect(small.resize == 0 && large.resize == 0)
        #expect(small.move == 11 && large.move == 101)
    }
}

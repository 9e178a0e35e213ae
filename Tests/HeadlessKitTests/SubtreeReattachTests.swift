import Foundation
import Testing

@testable import HeadlessKit

/// A subtree that leaves its window and comes back (or goes elsewhere) keeps the constraints
/// between its own views, as in UIKit, and its frames follow them: the window's next layout
/// pass writes the solution found after the move, never the values the views' old places in
/// the engine were left with.
@MainActor @Suite struct SubtreeReattachTests {
    /// How the cell leaves its place and arrives again.
    enum Move: String, CaseIterable, CustomTestStringConvertible {
        /// Removed from the window and added back.
        case readd
        /// Removed and added back twice.
        case readdTwice
        /// Moved into another frame-placed view of the window, at the window's origin.
        case otherSuperview
        /// Its frame-placed container removed from the window and added back.
        case container

        var testDescription: String { rawValue }
    }

    /// A self-sizing cell in a 390 × 844 window (inside a frame-placed container at the
    /// window's origin for `.container`), its 6 constraints active and laid out, then
    /// `deactivated` (indices into the cell's constraints) deactivated; `move` is done when
    /// given. Returns the frames of the image and the label after a layout pass, the cell and
    /// the window (kept: its engine holds the constraints).
    func frames(deactivating deactivated: [Int], move: Move?) -> (
        image: CGRect, label: CGRect, cell: SelfSizingCell, window: Window
    ) {
        let window = Window(size: CGSize(width: 390, height: 844))
        let container = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let other = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(container)
        window.addSubview(other)
        let cell = SelfSizingCell(frame: CGRect(x: 0, y: 0, width: 390, height: 60))
        (move == .container ? container : window).addSubview(cell.cell)
        LayoutConstraint.activate(cell.constraints)
        window.layoutIfNeeded()
        for index in deactivated { cell.constraints[index].isActive = false }
        switch move {
        case nil: break
        case .readd:
            cell.cell.removeFromSuperview()
            window.addSubview(cell.cell)
        case .readdTwice:
            for _ in 0..<2 {
                cell.cell.removeFromSuperview()
                window.addSubview(cell.cell)
            }
        case .otherSuperview:
            other.addSubview(cell.cell)
        case .container:
            container.removeFromSuperview()
            window.addSubview(container)
        }
        window.layoutIfNeeded()
        return (cell.image.frame, cell.label.frame, cell, window)
    }

    @Test(
        "Constraints between views stay active while their common ancestor is removed from and re-added to the window; frames are written from the solution after re-adding (UIKit)"
    )
    func constraintsBetweenViewsStayActiveWhileTheirCommonAncestorIsReAdded() {
        let (image, label, cell, window) = frames(deactivating: [2], move: .readd)
        #expect(cell.constraints.map(\.isActive) == [true, true, false, true, true, true])
        #expect(image == CGRect(x: 16, y: 10, width: 40, height: 40))
        // Without the spacing the label's x is ambiguous; its y, height and trailing edge are
        // still determined.
        #expect(label.minY == 10)
        #expect(label.height == 40)
        #expect(label.maxX == 374)
        let solved = cell.label.engineItem!
        #expect(Double(label.minY) == solved.y.value)
        #expect(Double(label.minX) == solved.x.value)
        #expect(label == frames(deactivating: [2], move: nil).label)
        withExtendedLifetime(window) {}
    }

    @Test(
        "Frames after a subtree moves match those of the same constraints laid out in place (UIKit)",
        arguments: Move.allCases, [[], [0], [1], [2], [3], [4], [5], [2, 4]])
    func framesAfterMoveMatchThoseInPlace(move: Move, deactivated: [Int]) {
        let inPlace = frames(deactivating: deactivated, move: nil)
        let moved = frames(deactivating: deactivated, move: move)
        #expect(moved.image == inPlace.image)
        #expect(moved.label == inPlace.label)
        #expect(moved.label != .zero)
    }

    @Test("A view moved into another window is laid out by that window alone (UIKit)")
    func movedToAnotherWindow() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let cell = SelfSizingCell(frame: CGRect(x: 0, y: 0, width: 390, height: 60))
        window.addSubview(cell.cell)
        LayoutConstraint.activate(cell.constraints)
        window.layoutIfNeeded()
        let other = Window(size: CGSize(width: 390, height: 844))
        other.addSubview(cell.cell)
        other.layoutIfNeeded()
        window.layoutIfNeeded()  // the old window has nothing of the cell's left to write
        #expect(cell.image.frame == CGRect(x: 16, y: 10, width: 40, height: 40))
        #expect(cell.label.frame == CGRect(x: 64, y: 10, width: 310, height: 40))
    }
}

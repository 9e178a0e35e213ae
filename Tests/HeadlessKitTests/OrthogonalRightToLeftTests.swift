import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// `OrthogonalScreen` (CompositionalOrthogonalTests.swift) laid out right to left: section 0
/// scrolls across (groups 100 wide, 10 apart, 20 from each side: 2,230 long), section 1 is a
/// grid of two columns.
@MainActor
private func rightToLeftScreen(
    _ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .continuous
) -> OrthogonalScreen {
    let screen = OrthogonalScreen(orthogonalLayout(behavior))
    screen.window.semanticContentAttribute = .forceRightToLeft
    screen.window.layoutIfNeeded()
    return screen
}

/// Whether `a` and `b` are equal but for rounding.
private func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }

@MainActor @Suite struct OrthogonalRightToLeftTests {
    @Test(
        "Right to left, an orthogonal section lays its first item at the right and its scroll view starts showing it (UIKit: flipsHorizontallyInOppositeLayoutDirection, orthogonalScrollingBehavior)"
    )
    func firstItemAtTheRight() {
        let screen = rightToLeftScreen()
        let cv = screen.collectionView
        let row = screen.row
        #expect(row.frame == rect(0, 0, 400, 150))
        #expect(row.contentSize == CGSize(width: 2230, height: 150))
        // Scrolled to the content's right end, where the section starts.
        #expect(near(row.contentOffset.x, 2230 - 400))
        #expect(screen.shownInRow == [0, 1, 2, 3])
        let first = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        #expect(first.superview === row)
        #expect(first.frame == rect(2230 - 20 - 100, 0, 100, 150))
        // On screen: 20 points from the right edge (the leading inset), the next to its left.
        #expect(first.convert(first.bounds, to: screen.window) == rect(280, 0, 100, 150))
        let second = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(second.convert(second.bounds, to: screen.window) == rect(170, 0, 100, 150))
        #expect(
            cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                == rect(280, 0, 100, 150))
        // The other sections are mirrored as before: the grid's first column is at the right.
        #expect(
            cv.cellForItem(at: IndexPath(item: 0, section: 1))?.frame == rect(200, 160, 190, 100))
    }

    @Test(
        "Right to left, dragging an orthogonal section to the right shows its later items, and the layout reads the offset it would have left to right"
    )
    func scrollingShowsLaterItems() {
        let screen = rightToLeftScreen()
        screen.row.contentOffset.x = 2230 - 400 - 330
        screen.window.layoutIfNeeded()
        #expect(screen.shownInRow == [2, 3, 4, 5, 6])
        let third = screen.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))!
        #expect(near(third.convert(third.bounds, to: screen.window).maxX, 400 - 20 - 220 + 330))
        // Back to left to right: the same items stay in view.
        screen.window.semanticContentAttribute = .unspecified
        screen.window.layoutIfNeeded()
        #expect(near(screen.row.contentOffset.x, 330))
        #expect(screen.shownInRow == [2, 3, 4, 5, 6])
        #expect(near(third.convert(third.bounds, to: screen.window).minX, 20 + 220 - 330))
    }

    @Test(
        "Right to left, group paging stops at the mirror image of where it stops left to right (UIKit: orthogonalScrollingBehavior .groupPaging)"
    )
    func groupPagingMirrored() {
        let ltr = OrthogonalScreen(orthogonalLayout(.groupPaging))
        let rtl = rightToLeftScreen(.groupPaging)
        let maximum: CGFloat = 2230 - 400
        for (projected, velocity) in [(CGFloat(60), CGFloat(1)), (300, 0), (500, -1), (-40, 0)] {
            let left = ltr.row.targetContentOffset(
                forRelease: CGPoint(x: projected, y: 0), velocity: CGPoint(x: velocity, y: 0))
            let right = rtl.row.targetContentOffset(
                forRelease: CGPoint(x: maximum - projected, y: 0),
                velocity: CGPoint(x: -velocity, y: 0))
            #expect(near(right.x, maximum - left.x))
        }
    }
}

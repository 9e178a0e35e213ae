import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

@testable import HeadlessPagers

// Findings of the long random runs, each spelled out as the script that found it, on the tree
// it ran on (a 390×700 window filled with the widget); each failed before the fix it guards.
// The checks are the explorer's: its built-in invariants after every frame (offsets inside
// their content whenever the window is at rest), the widget's rules, and every settle
// succeeding.

/// The window of the scripts below.
private let size = CGSize(width: 390, height: 700)

@MainActor @Suite struct ExploreRegressionTests {
    @Test(
        "A sticky header's list whose data shrank under a finger rests inside its content, script 1 of 10 (UIKit: UICollectionViewLayout targetContentOffset(forProposedContentOffset:))"
    )
    func stickyListShrankUnderAFinger1() {
        let (window, _) = makeExploredSticky(
            size: size, frame: CGRect(origin: .zero, size: size), headerHeight: 74, freeSpace: 35,
            rows: 30)
        let violation = window.firstViolation(of: ExploreInvariant.builtIn) {
            #expect(window.settle(timeout: 5))
            window.drag(from: CGPoint(x: 168, y: 531), to: CGPoint(x: 260, y: 538), duration: 0.1)
            #expect(window.settle(timeout: 5))
            scrollToRow(window, 5)
            #expect(window.settle(timeout: 5))
            window.drag(from: CGPoint(x: 264, y: 480), to: CGPoint(x: 334, y: 287), duration: 0.1)
            #expect(window.settle(timeout: 5))
            reloadRows(window, to: 0)
            window.tap(at: CGPoint(x: 350, y: 373))
            #expect(window.settle(timeout: 5))
        }
        #expect(violation == nil, "\(violation.map(String.init(describing:)) ?? "")")
    }

    @Test(
        "A sticky header's list whose data shrank under a finger rests inside its content, script 2 of 10 (UIKit: UICollectionViewLayout targetContentOffset(forProposedContentOffset:))"
    )
    func stickyListShrankUnderAFinger2() {
        let (window, _) = makeExploredSticky(
            size: size, frame: CGRect(origin: .zero, size: size), headerHeight: 17, freeSpace: 324,
            rows: 30)
        let violation = window.firstViolation(of: ExploreInvariant.builtIn) {
            #expect(window.settle(timeout: 5))
            window.touches(
                [
                    [CGPoint(x: 294, y: 495), CGPoint(x: 328, y: 402)],
                    [CGPoint(x: 174, y: 449), CGPoint(x: 328, y: 402)],
                ], duration: 0.05)
            #expect(window.settle(timeout: 5))
            reloadRows(window, to: 0)
            window.drag(from: CGPoint(x: 12, y: 481), to: CGPoint(x: 51, y: 451), duration: 0.1)
            window.runFrames(19)
            #expect(window.settle(timeout: 5))
            window.fling(
                from: CGPoint(x: 149, y: 294), velocity: CGPoint(x: 1428, y: 1102), duration: 0.05)
        }
        #expect(violation == nil, "\(violation.map(String.init(describing:)) ?? "")")
    }

    @Test(
        "A sticky header's list whose data shrank under a finger rests inside its content, script 3 of 10 (UIKit: UICollectionViewLayout targetContentOffset(forProposedContentOffset:))"
    )
    func stickyListShrankUnderAFinger3() {
        let (window, _) = makeExploredSticky(
            size: size, frame: CGRect(origin: .zero, size: size), headerHeight: 61, freeSpace: 60,
            rows: 30)
        let violation = window.firstViolation(of: ExploreInvariant.builtIn) {
            #expect(window.settle(timeout: 5))
            window.touches(
                [
                    [CGPoint(x: 284, y: 657), CGPoint(x: 89, y: 460)],
                    [CGPoint(x: 340, y: 334), CGPoint(x: 89, y: 460)],
                ], duration: 0.05)
            reloadRows(window, to: 21)
            #expect(window.settle(timeout: 5))
            reloadRows(window, to: 0)
            window.frame = CGRect(x: 0, y: 0, width: 390, height: 700)
            window.drag(from: CGPoint(x: 200, y: 551), to: CGPoint(x: 262, y: 120), duration: 0.1)
            #expect(window.settle(timeout: 5))
        }
        #expect(violation == nil, "\(violation.map(String.init(describing:)) ?? "")")
    }

    @Test(
        "A sticky header's list whose data shrank under a finger rests inside its content, script 4 of 10 (UIKit: UICollectionViewLayout targetContentOffset(forProposedContentOffset:))"
    )
    func stickyListShrankUnderAFinger4() {
        let (window, _) = makeExploredSticky(
            size: size, frame: CGRect(origin: .zero, size: size), headerHeight: 1, freeSpace: 236,
            rows: 30)
        let violation = window.firstViolation(of: ExploreInvariant.builtIn) {
            #expect(window.settle(timeout: 5))
            window.tap(at: CGPoint(x: 361, y: 33))
            #expect(window.settle(timeout: 5))
            window.frame = CGRect(x: 0, y: 0, width: 1, height: 700)
            scrollToRow(window, 2)
            #expect(window.settle(timeout: 5))
            reloadRows(window, to: 7)
            window.fling(
                from: CGPoint(x: 0, y: 146), velocity: CGPoint(x: 1265, y: 515), duration: 0.05)
            #expect(window.settle(timeout: 5))
        }
        #expect(violation == nil, "\(violation.map(String.init(describing:)) ?? "")")
    }

    @Test(
        "A sticky header's list whose data shrank under a finger rests inside its content, script 5 of 10 (UIKit: UICollectionViewLayout targetContentOffset(forProposedContentOffset:))"
    )
    func stickyListShrankUnderAFinger5() {
        let (window, _) = makeExploredSticky(
            size: size, frame: CGRect(origin: .zero, size: size), headerHeight: 52, freeSpace: 185,
            rows: 30)
        let violation = window.firstViolation(of: ExploreInvariant.builtIn) {
            #expect(window.settle(timeout: 5))
            window.touches(
                [
                    [CGPoint(x: 240, y: 447), CGPoint(x: 292, y: 358)],
                    [CGPoint(x: 347, y: 627), CGPoint(x: 292, y: 358)],
                ], duration: 0.05)
            #expect(window.settle(timeout: 5))
            window.frame = CGRect(x: 0, y: 0, width: 390, height: 700)
            window.drag(from: CGPoint(x: 335, y: 204), to: CGPoint(x: 382, y: 405), duration: 0.1)
            #expect(window.settle(timeout: 5))
            scrollToRow(window, 2)
            reloadRows(window, to: 7)
            #expect(window.settle(timeout: 5))
        }
        #expect(violation == nil, "\(violation.map(String.init(describing:)) ?? "")")
    }

    @Test(
        "A sticky header's list whose data shrank under a finger rests inside its content, script 6 of 10 (UIKit: UICollectionViewLayout targetContentOffset(forProposedContentOffset:))"
    )
    func stickyListShrankUnderAFinger6() {
        let (window, _) = makeExploredSticky(
            size: size, frame: CGRect(origin: .zero, size: size), headerHeight: 46, freeSpace: 11,
            rows: 30)
        let violation = window.firstViolation(of: ExploreInvariant.builtIn) {
            #expect(window.settle(timeout: 5))
            window.drag(from: CGPoint(x: 9, y: 653), to: CGPoint(x: 317, y: 312), duration: 0.1)
            #expect(window.settle(timeout: 5))
            window.tap(at: CGPoint(x: 67, y: 655))
            #expect(window.settle(timeout: 5))
            reloadRows(window, to: 0)
            window.touches(
                [
                    [CGPoint(x: 250, y: 537), CGPoint(x: 133, y: 453)],
                    [CGPoint(x: 196, y: 397), CGPoint(x: 133, y: 453)],
                ], duration: 0.05)
            #expect(window.settle(timeout: 5))
            window.tap(at: CGPoint(x: 23, y: 266))
        }
        #expect(violation == nil, "\(violation.map(String.init(describing:)) ?? "")")
    }

    @Test(
        "A sticky header's list whose data shrank under a finger rests inside its content, script 7 of 10 (UIKit: UICollectionViewLayout targetContentOffset(forProposedContentOffset:))"
    )
    func stickyListShrankUnderAFinger7() {
        let (window, _) = makeExploredSticky(
            size: size, frame: CGRect(origin: .zero, size: size), headerHeight: 22, freeSpace: 370,
            rows: 30)
        let violation = window.firstViolation(of: ExploreInvariant.builtIn) {
            #expect(window.settle(timeout: 5))
            window.drag(from: CGPoint(x: 63, y: 513), to: CGPoint(x: 246, y: 86), duration: 0.1)
            #expect(window.settle(timeout: 5))
            window.frame = CGRect(x: 0, y: 0, width: 390, height: 700)
            #expect(window.settle(timeout: 5))
            window.drag(from: CGPoint(x: 247, y: 467), to: CGPoint(x: 81, y: 65), duration: 0.1)
            #expect(window.settle(timeout: 5))
            reloadRows(window, to: 0)
            window.drag(from: CGPoint(x: 132, y: 302), to: CGPoint(x: 364, y: 585), duration: 0.1)
            #expect(window.settle(timeout: 5))
        }
        #expect(violation == nil, "\(violation.map(String.init(describing:)) ?? "")")
    }

    @Test(
        "A sticky header's list whose data shrank under a finger rests inside its content, script 8 of 10 (UIKit: UICollectionViewLayout targetContentOffset(forProposedContentOffset:))"
    )
    func stickyListShrankUnderAFinger8() {
        let (window, _) = makeExploredSticky(
            size: size, frame: CGRect(origin: .zero, size: size), headerHeight: 74, freeSpace: 326,
            rows: 30)
        let violation = window.firstViolation(of: ExploreInvariant.builtIn) {
            #expect(window.settle(timeout: 5))
            window.runFrames(12)
            scrollToRow(window, 2)
            #expect(window.settle(timeout: 5))
            reloadRows(window, to: 7)
            window.fling(
                from: CGPoint(x: 44, y: 122), velocity: CGPoint(x: -402, y: 1394), duration: 0.05)
            #expect(window.settle(timeout: 5))
            window.frame = CGRect(x: 0, y: 0, width: 390, height: 0)
            #expect(window.settle(timeout: 5))
        }
        #expect(violation == nil, "\(violation.map(String.init(describing:)) ?? "")")
    }

    @Test(
        "A sticky header's list whose data shrank under a finger rests inside its content, script 9 of 10 (UIKit: UICollectionViewLayout targetContentOffset(forProposedContentOffset:))"
    )
    func stickyListShrankUnderAFinger9() {
        let (window, _) = makeExploredSticky(
            size: size, frame: CGRect(origin: .zero, size: size), headerHeight: 50, freeSpace: 321,
            rows: 30)
        let violation = window.firstViolation(of: ExploreInvariant.builtIn) {
            #expect(window.settle(timeout: 5))
            window.drag(from: CGPoint(x: 368, y: 134), to: CGPoint(x: 84, y: 46), duration: 0.1)
            window.drag(from: CGPoint(x: 313, y: 520), to: CGPoint(x: 286, y: 202), duration: 0.1)
            #expect(window.settle(timeout: 5))
            reloadRows(window, to: 35)
            #expect(window.settle(timeout: 5))
            reloadRows(window, to: 0)
            window.touches(
                [
                    [CGPoint(x: 194, y: 335), CGPoint(x: 142, y: 166)],
                    [CGPoint(x: 155, y: 35), CGPoint(x: 142, y: 166)],
                ], duration: 0.05)
            #expect(window.settle(timeout: 5))
        }
        #expect(violation == nil, "\(violation.map(String.init(describing:)) ?? "")")
    }

    @Test(
        "A sticky header's list whose data shrank under a finger rests inside its content, script 10 of 10 (UIKit: UICollectionViewLayout targetContentOffset(forProposedContentOffset:))"
    )
    func stickyListShrankUnderAFinger10() {
        let (window, _) = makeExploredSticky(
            size: size, frame: CGRect(origin: .zero, size: size), headerHeight: 63, freeSpace: 114,
            rows: 30)
        let violation = window.firstViolation(of: ExploreInvariant.builtIn) {
            #expect(window.settle(timeout: 5))
            window.drag(from: CGPoint(x: 153, y: 292), to: CGPoint(x: 178, y: 133), duration: 0.1)
            #expect(window.settle(timeout: 5))
            reloadRows(window, to: 0)
            window.touches(
                [
                    [CGPoint(x: 387, y: 284), CGPoint(x: 96, y: 342)],
                    [CGPoint(x: 8, y: 252), CGPoint(x: 96, y: 342)],
                ], duration: 0.05)
            window.tap(at: CGPoint(x: 284, y: 318))
            #expect(window.settle(timeout: 5))
            window.frame = CGRect(x: 0, y: 0, width: 390, height: 700)
            #expect(window.settle(timeout: 5))
        }
        #expect(violation == nil, "\(violation.map(String.init(describing:)) ?? "")")
    }

    @Test(
        "A tab tapped, then a reload to one page: the pager rests on it, after a fling (UIKit: setContentOffset(_:animated:))"
    )
    func pagerReloadedDuringTabSelectionAfterFling() {
        let window = makeExploredPager(pages: 3, headerHeight: 339)
        let violation = window.firstViolation(
            of: ExploreInvariant.builtIn + [headerFollowsSelectedPage]
        ) {
            #expect(window.settle(timeout: 5))
            window.fling(
                from: CGPoint(x: 252, y: 98), velocity: CGPoint(x: 778, y: 3571), duration: 0.05)
            #expect(window.settle(timeout: 5))
            selectPage(window, 0, animated: true)
            window.tap(at: CGPoint(x: 260, y: 295))
            reloadPages(window, to: 1)
            #expect(window.settle(timeout: 5))
            window.frame = CGRect(x: 0, y: 0, width: 390, height: 700)
            #expect(window.settle(timeout: 5))
        }
        #expect(violation == nil, "\(violation.map(String.init(describing:)) ?? "")")
    }

    @Test(
        "A tab tapped, then a reload to one page: the pager rests on it (UIKit: setContentOffset(_:animated:))"
    )
    func pagerReloadedDuringTabSelection() {
        let window = makeExploredPager(pages: 2, headerHeight: 172)
        let violation = window.firstViolation(
            of: ExploreInvariant.builtIn + [headerFollowsSelectedPage]
        ) {
            #expect(window.settle(timeout: 5))
            window.tap(at: CGPoint(x: 309, y: 140))
            reloadPages(window, to: 1)
            #expect(window.settle(timeout: 5))
            window.runFrames(2)
            window.runFrames(5)
            #expect(window.settle(timeout: 5))
            window.drag(from: CGPoint(x: 335, y: 173), to: CGPoint(x: 231, y: 567), duration: 0.1)
        }
        #expect(violation == nil, "\(violation.map(String.init(describing:)) ?? "")")
    }

    @Test(
        "A pager selected, then resized to zero width mid-move, keeps its header where the page puts it (UIKit: UIView.layoutSubviews)"
    )
    func headerAfterZeroWidthResize() {
        let window = makeExploredPager(pages: 4, headerHeight: 65)
        let violation = window.firstViolation(
            of: ExploreInvariant.builtIn + [headerFollowsSelectedPage]
        ) {
            #expect(window.settle(timeout: 5))
            window.runFrames(19)
            #expect(window.settle(timeout: 5))
            window.drag(from: CGPoint(x: 186, y: 538), to: CGPoint(x: 267, y: 166), duration: 0.1)
            #expect(window.settle(timeout: 5))
            selectPage(window, 3, animated: false)
            #expect(window.settle(timeout: 5))
            window.frame = CGRect(x: 0, y: 0, width: 0, height: 700)
            window.runFrames(2)
            #expect(window.settle(timeout: 5))
        }
        #expect(violation == nil, "\(violation.map(String.init(describing:)) ?? "")")
    }

    @Test(
        "A tab pager page grown back past its content rests inside it, script 1 of 3 (UIKit: UIScrollView contentOffset after a resize)"
    )
    func tabScrollPageAfterResize1() {
        let window = makeTabScroll(numberedTitles(4), size: size).0
        let violation = window.firstViolation(of: ExploreInvariant.builtIn) {
            #expect(window.settle(timeout: 5))
            window.frame = CGRect(x: 0, y: 0, width: 390, height: 700)
            window.touches(
                [
                    [CGPoint(x: 67, y: 305), CGPoint(x: 350, y: 76)],
                    [CGPoint(x: 326, y: 449), CGPoint(x: 350, y: 76)],
                ], duration: 0.05)
            window.frame = CGRect(x: 0, y: 0, width: 390, height: 0)
            #expect(window.settle(timeout: 5))
            window.fling(
                from: CGPoint(x: 79, y: 0), velocity: CGPoint(x: 2749, y: 3046), duration: 0.05)
            #expect(window.settle(timeout: 5))
            window.frame = CGRect(x: 0, y: 0, width: 390, height: 700)
            #expect(window.settle(timeout: 5))
        }
        #expect(violation == nil, "\(violation.map(String.init(describing:)) ?? "")")
    }

    @Test(
        "A tab pager page grown back past its content rests inside it, script 2 of 3 (UIKit: UIScrollView contentOffset after a resize)"
    )
    func tabScrollPageAfterResize2() {
        let window = makeTabScroll(numberedTitles(1), size: size).0
        let violation = window.firstViolation(of: ExploreInvariant.builtIn) {
            #expect(window.settle(timeout: 5))
            window.fling(
                from: CGPoint(x: 15, y: 205), velocity: CGPoint(x: 2663, y: -2989), duration: 0.05)
            window.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
            #expect(window.settle(timeout: 5))
            window.frame = CGRect(x: 0, y: 0, width: 390, height: 700)
            window.frame = CGRect(x: 0, y: 0, width: 390, height: 700)
            #expect(window.settle(timeout: 5))
            window.drag(from: CGPoint(x: 282, y: 413), to: CGPoint(x: 203, y: 178), duration: 0.1)
        }
        #expect(violation == nil, "\(violation.map(String.init(describing:)) ?? "")")
    }

    @Test(
        "A tab pager page grown back past its content rests inside it, script 3 of 3 (UIKit: UIScrollView contentOffset after a resize)"
    )
    func tabScrollPageAfterResize3() {
        let window = makeTabScroll(numberedTitles(1), size: size).0
        let violation = window.firstViolation(of: ExploreInvariant.builtIn) {
            #expect(window.settle(timeout: 5))
            window.runFrames(16)
            #expect(window.settle(timeout: 5))
            window.fling(
                from: CGPoint(x: 8, y: 575), velocity: CGPoint(x: 1983, y: -2373), duration: 0.05)
            window.drag(from: CGPoint(x: 274, y: 556), to: CGPoint(x: 96, y: 210), duration: 0.1)
            window.frame = CGRect(x: 0, y: 0, width: 0, height: 300)
            #expect(window.settle(timeout: 5))
            window.frame = CGRect(x: 0, y: 0, width: 390, height: 700)
            #expect(window.settle(timeout: 5))
        }
        #expect(violation == nil, "\(violation.map(String.init(describing:)) ?? "")")
    }

    @Test(
        "A pager page left past its end by a resize rests inside it, script 1 of 2 (UIKit: UIScrollView.contentSize)"
    )
    func pageInsideBoundsAfterResize1() {
        let window = makeExploredPager(pages: 4, headerHeight: 227)
        let violation = window.firstViolation(
            of: ExploreInvariant.builtIn + [headerFollowsSelectedPage]
        ) {
            #expect(window.settle(timeout: 5))
            window.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
            #expect(window.settle(timeout: 5))
            window.drag(from: CGPoint(x: 0, y: 181), to: CGPoint(x: 66, y: 185), duration: 0.1)
            #expect(window.settle(timeout: 5))
            window.fling(
                from: CGPoint(x: 42, y: 12), velocity: CGPoint(x: 1454, y: -996), duration: 0.05)
            #expect(window.settle(timeout: 5))
            window.frame = CGRect(x: 0, y: 0, width: 390, height: 700)
            #expect(window.settle(timeout: 5))
            window.frame = CGRect(x: 0, y: 0, width: 0, height: 0)
            #expect(window.settle(timeout: 5))
        }
        #expect(violation == nil, "\(violation.map(String.init(describing:)) ?? "")")
    }

    @Test(
        "A pager page left past its end by a resize rests inside it, script 2 of 2 (UIKit: UIScrollView.contentSize)"
    )
    func pageInsideBoundsAfterResize2() {
        let window = makeExploredPager(pages: 3, headerHeight: 102)
        let violation = window.firstViolation(
            of: ExploreInvariant.builtIn + [headerFollowsSelectedPage]
        ) {
            #expect(window.settle(timeout: 5))
            window.frame = CGRect(x: 0, y: 0, width: 390, height: 700)
            #expect(window.settle(timeout: 5))
            window.drag(from: CGPoint(x: 207, y: 131), to: CGPoint(x: 167, y: 530), duration: 0.1)
            selectPage(window, 2, animated: true)
            #expect(window.settle(timeout: 5))
            window.touches(
                [
                    [CGPoint(x: 303, y: 210), CGPoint(x: 52, y: 236)],
                    [CGPoint(x: 169, y: 167), CGPoint(x: 52, y: 236)],
                ], duration: 0.05)
            window.drag(from: CGPoint(x: 218, y: 34), to: CGPoint(x: 328, y: 606), duration: 0.1)
        }
        #expect(violation == nil, "\(violation.map(String.init(describing:)) ?? "")")
    }

    @Test("A pager reloaded at zero width keeps every rule, script 1 of 3 (UIKit: UIScrollView)")
    func headerAfterZeroWidthReload1() {
        let window = makeExploredPager(pages: 4, headerHeight: 128)
        let violation = window.firstViolation(
            of: ExploreInvariant.builtIn + [headerFollowsSelectedPage]
        ) {
            #expect(window.settle(timeout: 5))
            window.fling(
                from: CGPoint(x: 388, y: 196), velocity: CGPoint(x: -3535, y: -3553), duration: 0.05
            )
            #expect(window.settle(timeout: 5))
            window.frame = CGRect(x: 0, y: 0, width: 390, height: 700)
            #expect(window.settle(timeout: 5))
            window.frame = CGRect(x: 0, y: 0, width: 0, height: 700)
            #expect(window.settle(timeout: 5))
            reloadPages(window, to: 5)
            #expect(window.settle(timeout: 5))
            window.runFrames(13)
            #expect(window.settle(timeout: 5))
        }
        #expect(violation == nil, "\(violation.map(String.init(describing:)) ?? "")")
    }

    @Test("A pager reloaded at zero width keeps every rule, script 2 of 3 (UIKit: UIScrollView)")
    func headerAfterZeroWidthReload2() {
        let window = makeExploredPager(pages: 1, headerHeight: 165)
        let violation = window.firstViolation(
            of: ExploreInvariant.builtIn + [headerFollowsSelectedPage]
        ) {
            #expect(window.settle(timeout: 5))
            window.drag(from: CGPoint(x: 342, y: 691), to: CGPoint(x: 182, y: 425), duration: 0.1)
            window.drag(from: CGPoint(x: 173, y: 542), to: CGPoint(x: 66, y: 251), duration: 0.1)
            selectPage(window, 1, animated: false)
            #expect(window.settle(timeout: 5))
            window.frame = CGRect(x: 0, y: 0, width: 0, height: 0)
            #expect(window.settle(timeout: 5))
            reloadPages(window, to: 5)
            #expect(window.settle(timeout: 5))
        }
        #expect(violation == nil, "\(violation.map(String.init(describing:)) ?? "")")
    }

    @Test("A pager reloaded at zero width keeps every rule, script 3 of 3 (UIKit: UIScrollView)")
    func headerAfterZeroWidthReload3() {
        let window = makeExploredPager(pages: 3, headerHeight: 319)
        let violation = window.firstViolation(
            of: ExploreInvariant.builtIn + [headerFollowsSelectedPage]
        ) {
            #expect(window.settle(timeout: 5))
            window.frame = CGRect(x: 0, y: 0, width: 390, height: 700)
            #expect(window.settle(timeout: 5))
            window.drag(from: CGPoint(x: 179, y: 621), to: CGPoint(x: 191, y: 198), duration: 0.1)
            #expect(window.settle(timeout: 5))
            window.frame = CGRect(x: 0, y: 0, width: 0, height: 300)
            reloadPages(window, to: 3)
            #expect(window.settle(timeout: 5))
            window.drag(from: CGPoint(x: 0, y: 115), to: CGPoint(x: 0, y: 241), duration: 0.1)
            #expect(window.settle(timeout: 5))
        }
        #expect(violation == nil, "\(violation.map(String.init(describing:)) ?? "")")
    }

    @Test("The explorer's per-frame invariants see the sticky header's required constraints")
    func constraintInvariantIsLive() {
        let (window, sticky) = makeExploredSticky(
            size: size, frame: CGRect(origin: .zero, size: size), rows: 30)
        #expect(window.settle())
        #expect(ExploreInvariant.requiredConstraintsSatisfied.violation(in: window) == nil)
        #expect(invariantViolations(in: window, atRest: true) == [])
        // Injected: the header slides 3 pt sideways behind the layout engine's back.
        sticky.headerView.center.x += 3
        let message = ExploreInvariant.requiredConstraintsSatisfied.violation(in: window)
        #expect(message?.contains("does not hold") == true, "\(message ?? "nil")")
        let found = invariantViolations(in: window, atRest: false)
        #expect(found.count == 2, "\(found)")
        #expect(found.allSatisfy { $0.contains("does not hold") }, "\(found)")
    }
}

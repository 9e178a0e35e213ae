import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

@testable import HeadlessPagers

// The reference walkthrough (FOLIO's storyboard): W = 375, bezel width 316.5 (factor 0.844), 4
// screens of 316.5, so the largest bezel offset is 949.5. The walkthrough fills a 375×647 window
// (FOLIO's 375×667 less the status bar), so the outer view is 375×525.

/// A 375×647 window filled with a 5-page walkthrough (FOLIO's HEAD), laid out.
@MainActor
func makeWalkthrough(
    pageCount: Int = 5, size: CGSize = WalkthroughView.referenceSize
) -> (Window, WalkthroughView) {
    Window.printsDiagnostics = false
    let window = Window(size: size)
    let walkthrough = WalkthroughView(pageCount: pageCount, frame: window.bounds)
    window.addSubview(walkthrough)
    window.layoutIfNeeded()
    return (window, walkthrough)
}

/// Where drags start: the middle of the outer view, over the phone (which takes no touches).
let dragStart = CGPoint(x: 187, y: 300)

/// Puts a finger down at `start`, moves it so the outer offset moves by `delta` (finger moves
/// the other way) over 0.2 s, then holds still past the velocity window: the next `end()`
/// releases with no velocity. Returns the finger, still down.
@MainActor
func dragAndHold(
    _ window: Window, by delta: CGFloat, from start: CGPoint = dragStart
) -> TouchSession {
    window.beginTouch(at: start).move(to: CGPoint(x: start.x - delta, y: start.y), duration: 0.2)
        .hold()
}

/// The finger travel past an edge that shows as `shown` points of rubber band on a `d`-point
/// view: the inverse of `b(x) = x·c·d / (x·c + d)`, c = 0.55 (UIKit S8).
func fingerOvershoot(showing shown: CGFloat, dimension d: CGFloat) -> CGFloat {
    shown * d / (ScrollView.rubberBandConstant * (d - shown))
}

/// The three offsets and the page, for comparing with a reference row.
@MainActor
func state(_ w: WalkthroughView) -> (outer: CGFloat, inner: CGFloat, bezel: CGFloat, page: Int) {
    (
        w.outerScrollView.contentOffset.x, w.innerScrollView.contentOffset.x,
        w.bezelScrollView.contentOffset.x, w.currentPage
    )
}

func close(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

@MainActor @Suite struct WalkthroughViewTests {
    @Test(
        "The reference layout: outer 375×525, inner 375×647, bezel 316.5 wide at 0.844")
    func referenceLayout() {
        let (window, walkthrough) = makeWalkthrough()
        assertTree(
            walkthrough, options: TreeDescriptionOptions(style: .compact),
            """
            WalkthroughView (0 0; 375 647) bg=#FFFFFF page=0
              ScrollView "outer" (0 0; 375 525) content=(1875 525)
                View "page0" (0 0; 375 525)
                View "page1" (375 0; 375 525)
                View "page2" (750 0; 375 525)
                View "page3" (1125 0; 375 525)
                View "page4" (1500 0; 375 525)
              ScrollView "inner" (0 0; 375 647) interaction=off content=(750 647)
                View "logo" (0 0; 375 647)
                View "phone" (375 0; 375 647)
                  ScrollView "bezel" (29.25 215; 316.5 616) interaction=off content=(1266 616)
                    ImageView "screen0" (0 0; 316.5 616)
                    ImageView "screen1" (316.5 0; 316.5 616)
                    ImageView "screen2" (633 0; 316.5 616)
                    ImageView "screen3" (949.5 0; 316.5 616)
                  ImageView "bezelFrame" (17.25 200; 340.5 631) image="bezel"
              View "footer" (0 525; 375 122) bg=#FFFFFF
                PageControl "pageControl" (0 6; 375 26) page=0/5
            """)
        // The inner view lies above the outer one but takes no touches: a touch on the phone
        // reaches the outer page below (UIKit H1).
        #expect(window.hitTest(CGPoint(x: 187, y: 300), with: nil) === walkthrough.pages[0])
        #expect(window.hitTest(CGPoint(x: 187, y: 544), with: nil) === walkthrough.pageControl)
    }

    @Test(
        "Resting rows: a fling moves one page; inner, bezel and page follow (x = 0, 375, 750, 1500; UIKit S14)"
    )
    func restingRowsByFlings() {
        let (window, walkthrough) = makeWalkthrough()
        #expect(state(walkthrough) == (0, 0, 0, 0))
        let fling = { () -> Void in
            window.fling(from: dragStart, velocity: CGPoint(x: -1500, y: 0))
            window.settle()
        }
        fling()
        #expect(state(walkthrough) == (375, 375, 0, 1))
        fling()
        #expect(state(walkthrough) == (750, 375, 316.5, 2))
        fling()
        #expect(state(walkthrough) == (1125, 375, 633, 3))
        fling()
        #expect(state(walkthrough) == (1500, 375, 949.5, 4))
        fling()  // no page 5: stays on the last page
        #expect(state(walkthrough) == (1500, 375, 949.5, 4))
        for page in [3, 2, 1, 0] {
            window.fling(from: dragStart, velocity: CGPoint(x: 1500, y: 0))
            window.settle()
            #expect(walkthrough.currentPage == page)
            #expect(walkthrough.outerScrollView.contentOffset.x == 375 * CGFloat(page))
        }
        #expect(state(walkthrough) == (0, 0, 0, 0))
    }

    struct MidDragRow: Sendable, CustomTestStringConvertible {
        var startPage: Int
        var delta: CGFloat
        var outer: CGFloat, inner: CGFloat, bezel: CGFloat, pageAfter: Int
        var testDescription: String { "outer x \(outer)" }
    }

    @Test(
        "Mid-drag rows: followers move with the finger; released at rest, the page rounds halves up (x = 187.4, 187.5, 562.5)",
        arguments: [
            MidDragRow(
                startPage: 0, delta: 187.4, outer: 187.4, inner: 187.4, bezel: 0, pageAfter: 0),
            MidDragRow(
                startPage: 0, delta: 187.5, outer: 187.5, inner: 187.5, bezel: 0, pageAfter: 1),
            MidDragRow(
                startPage: 1, delta: 187.5, outer: 562.5, inner: 375, bezel: 158.25, pageAfter: 2),
        ])
    func midDragRows(_ row: MidDragRow) {
        let (window, walkthrough) = makeWalkthrough()
        if row.startPage > 0 {
            walkthrough.scrollToPage(row.startPage, animated: false)
        }
        let finger = dragAndHold(window, by: row.delta)
        let (outer, inner, bezel, _) = state(walkthrough)
        #expect(close(outer, row.outer), "outer \(outer)")
        #expect(close(inner, row.inner), "inner \(inner)")
        #expect(close(bezel, row.bezel), "bezel \(bezel)")
        #expect(walkthrough.outerScrollView.isDragging)
        finger.end()
        window.settle()
        #expect(walkthrough.currentPage == row.pageAfter)
        #expect(walkthrough.outerScrollView.contentOffset.x == 375 * CGFloat(row.pageAfter))
        #expect(
            walkthrough.innerScrollView.contentOffset.x == min(375 * CGFloat(row.pageAfter), 375))
    }

    @Test(
        "Bounces: past the last page the bezel stays clamped at 949.5; past the first the inner view follows to −30 and the bezel stays at 0 (x = 1550, −30)"
    )
    func bouncesAtBothEnds() {
        let (window, walkthrough) = makeWalkthrough()
        // Left end: 30 pt of rubber band.
        var finger = dragAndHold(window, by: -fingerOvershoot(showing: 30, dimension: 375))
        var (outer, inner, bezel, page) = state(walkthrough)
        #expect(close(outer, -30), "outer \(outer)")
        #expect(close(inner, -30), "inner \(inner)")
        #expect(bezel == 0)
        finger.end()
        window.settle()
        #expect(state(walkthrough) == (0, 0, 0, 0))

        // Right end: from the last page, 50 pt of rubber band.
        walkthrough.scrollToPage(4, animated: false)
        #expect(state(walkthrough) == (1500, 375, 949.5, 4))
        finger = dragAndHold(window, by: fingerOvershoot(showing: 50, dimension: 375))
        (outer, inner, bezel, page) = state(walkthrough)
        #expect(close(outer, 1550), "outer \(outer)")
        #expect(inner == 375)
        #expect(bezel == 949.5)
        #expect(page == 4)
        finger.end()
        window.settle()
        #expect(state(walkthrough) == (1500, 375, 949.5, 4))
    }

    @Test(
        "FOLIO's page is floor((x − W/2)/W) + 1: round(x/W) with halves up (every reference row)"
    )
    func pageFormula() {
        let rows: [(CGFloat, Int)] = [
            (0, 0), (187.4, 0), (187.5, 1), (375, 1), (562.5, 2), (750, 2), (1500, 4),
            (1550, 4), (-30, 0),
        ]
        for (x, page) in rows {
            #expect(WalkthroughView.page(forOffset: x, pageWidth: 375) == page, "x = \(x)")
        }
        #expect(WalkthroughView.page(forOffset: 100, pageWidth: 0) == 0)
        #expect(WalkthroughView.page(forOffset: 1e300, pageWidth: 1) == Int(Int32.max))
    }

    @Test(
        "A tap on the page control scrolls the outer view there, animated; the followers follow every frame (UIScrollView.scrollRectToVisible)"
    )
    func pageControlTaps() {
        let (window, walkthrough) = makeWalkthrough()
        let dots = walkthrough.pageControl.convert(walkthrough.pageControl.bounds, to: nil)
        window.tap(at: CGPoint(x: dots.maxX - 10, y: dots.midY))  // right of the current dot
        #expect(walkthrough.currentPage == 1)  // at once, as UIPageControl does
        window.runFrames(18)  // 0.15 s into the 0.3 s animation
        #expect(walkthrough.outerScrollView.contentOffset.x > 0)
        #expect(walkthrough.outerScrollView.contentOffset.x < 375)
        window.settle()
        #expect(state(walkthrough) == (375, 375, 0, 1))

        window.tap(at: CGPoint(x: dots.maxX - 10, y: dots.midY))
        window.runFrames(18)
        // Mid-animation, the rules hold for whatever offset the animation has reached.
        let x = walkthrough.outerScrollView.contentOffset.x
        #expect(x > 375 && x < 750)
        #expect(walkthrough.innerScrollView.contentOffset.x == 375)
        #expect(close(walkthrough.bezelScrollView.contentOffset.x, (x - 375) * 0.844, within: 1e-9))
        window.settle()
        #expect(state(walkthrough) == (750, 375, 316.5, 2))

        window.tap(at: CGPoint(x: dots.minX + 10, y: dots.midY))  // left: back one page
        window.settle()
        #expect(state(walkthrough) == (375, 375, 0, 1))
    }

    @Test(
        "A resize at rest keeps the page and the followers are right at once, with no scroll (FOLIO waits for the next scroll)"
    )
    func resizeAtRest() {
        let (window, walkthrough) = makeWalkthrough()
        walkthrough.scrollToPage(2, animated: false)
        #expect(state(walkthrough) == (750, 375, 316.5, 2))
        walkthrough.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
        walkthrough.layoutIfNeeded()
        let bezelWidth = walkthrough.bezelScrollView.bounds.width
        #expect(close(bezelWidth, 300 * 0.844))
        let (outer, inner, bezel, page) = state(walkthrough)
        #expect(outer == 600)
        #expect(inner == 300)
        #expect(close(bezel, bezelWidth))  // bezel page 1 for outer page 2
        #expect(page == 2)
        // Back to the reference size: the reference row again.
        walkthrough.frame = window.bounds
        walkthrough.layoutIfNeeded()
        #expect(state(walkthrough) == (750, 375, 316.5, 2))
    }

    @Test(
        "A resize mid-drag rescales the offset; followers follow at once, the release pages at the new width"
    )
    func resizeMidDrag() {
        let (window, walkthrough) = makeWalkthrough()
        walkthrough.scrollToPage(1, animated: false)
        let finger = dragAndHold(window, by: 187.5)  // outer x = 562.5
        walkthrough.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
        window.runFrames(1)  // the layout pass
        let bezelWidth = walkthrough.bezelScrollView.bounds.width
        let (outer, inner, bezel, _) = state(walkthrough)
        #expect(close(outer, 450))
        #expect(inner == 300)
        #expect(close(bezel, (outer - 300) * bezelWidth / 300))
        finger.end()
        window.settle()
        #expect(state(walkthrough) == (600, 300, walkthrough.bezelScrollView.bounds.width, 2))
    }

    @Test(
        "A drag released at rest exactly on a page updates the page control (FOLIO's waits for a deceleration that never comes)"
    )
    func releaseOnAPage() {
        let (window, walkthrough) = makeWalkthrough()
        let finger = dragAndHold(window, by: 375)
        #expect(walkthrough.outerScrollView.contentOffset.x == 375)
        finger.end()
        #expect(!walkthrough.outerScrollView.isDecelerating)
        #expect(state(walkthrough) == (375, 375, 0, 1))
    }

    @Test(
        "Zero pages: an empty walkthrough (inner logo page, no screens) with a page control of 0 pages; drags and taps do nothing"
    )
    func zeroPages() {
        let (window, walkthrough) = makeWalkthrough(pageCount: 0)
        assertTree(
            walkthrough, options: TreeDescriptionOptions(style: .compact),
            """
            WalkthroughView (0 0; 375 647) bg=#FFFFFF page=0
              ScrollView "outer" (0 0; 375 525) content=(0 525)
              ScrollView "inner" (0 0; 375 647) interaction=off content=(750 647)
                View "logo" (0 0; 375 647)
                View "phone" (375 0; 375 647)
                  ScrollView "bezel" (29.25 215; 316.5 616) interaction=off content=(0 616)
                  ImageView "bezelFrame" (17.25 200; 340.5 631) image="bezel"
              View "footer" (0 525; 375 122) bg=#FFFFFF
                PageControl "pageControl" (0 6; 375 26) page=0/0
            """)
        #expect(!walkthrough.pageControl.isShowingDots)
        window.fling(from: dragStart, velocity: CGPoint(x: -1500, y: 0))
        window.settle()
        window.tap(at: CGPoint(x: 300, y: 544))
        window.settle()
        walkthrough.scrollToPage(3, animated: true)
        window.settle()
        #expect(state(walkthrough) == (0, 0, 0, 0))
    }

    @Test("One page: no screens, nothing scrolls, the bezel stays at 0")
    func onePage() {
        let (window, walkthrough) = makeWalkthrough(pageCount: 1)
        #expect(walkthrough.screens.isEmpty)
        window.fling(from: dragStart, velocity: CGPoint(x: -1500, y: 0))
        window.settle()
        #expect(state(walkthrough) == (0, 0, 0, 0))
    }

    @Test("Every frame of a fling, back and forth, satisfies both follower rules")
    func rulesHoldEveryFrame() {
        let (window, walkthrough) = makeWalkthrough()
        var frames = 0
        var broken: [String] = []
        // Checked on the clock's frames, after the offsets of that frame are all applied.
        let observer = window.clock.addFrameObserver { _ in
            frames += 1
            let (x, inner, bezel, _) = state(walkthrough)
            let expectedBezel = max(0, min((x - 375) * 316.5 / 375, 949.5))
            if inner != min(x, 375) || bezel != expectedBezel {
                broken.append("x \(x): inner \(inner), bezel \(bezel)")
            }
        }
        for velocity: CGFloat in [-2000, -2000, 1500, -3000, -3000, -3000, -3000, 2500] {
            window.fling(from: dragStart, velocity: CGPoint(x: velocity, y: 0))
            window.settle()
        }
        observer.invalidate()
        #expect(frames > 100)
        #expect(broken == [])
        #expect(state(walkthrough) == (1125, 375, 633, 3))
    }

    @Test("Dumps show page=N beside the outer offset (CustomTreeDescribable)")
    func dumpShowsPage() {
        let (window, walkthrough) = makeWalkthrough()
        window.fling(from: dragStart, velocity: CGPoint(x: -1500, y: 0))
        window.settle()
        assertTree(
            walkthrough,
            options: TreeDescriptionOptions(
                maxDepth: 1, propertyFilter: .including(["offset", "page"])),
            """
            WalkthroughView (0 0; 375 647) page=1
            ├ ScrollView "outer" (0 0; 375 525) offset=(375 0)
            ├ ScrollView "inner" (0 0; 375 647) offset=(375 0)
            └ View "footer" (0 525; 375 122)
            """)
    }

    @Test("scrollToPage clamps to the pages there are")
    func scrollToPageClamps() {
        let (_, walkthrough) = makeWalkthrough()
        walkthrough.scrollToPage(9, animated: false)
        #expect(state(walkthrough) == (1500, 375, 949.5, 4))
        walkthrough.scrollToPage(-2, animated: false)
        #expect(state(walkthrough) == (0, 0, 0, 0))
    }

    @Test("A negative page count stops with a message")
    func negativePageCountStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            _ = WalkthroughView(pageCount: -1)
        }
    }
}

extension WalkthroughViewTests {
    @Test(
        "A walkthrough with no pages, or laid out at width 0, shows an empty or clamped state (UIKit: isPagingEnabled)"
    )
    func walkthroughWithoutPagesOrWidth() {
        for pageCount in [0, 1, 5] {
            let (window, walkthrough) = makeWalkthrough(pageCount: pageCount)
            window.fling(from: CGPoint(x: 300, y: 300), velocity: CGPoint(x: -2000, y: 0))
            window.settle()
            let page = walkthrough.currentPage
            #expect(page == min(1, max(pageCount - 1, 0)))
            for width: CGFloat in [0, 200, 0, 375] {
                walkthrough.frame.size.width = width
                window.fling(from: CGPoint(x: 150, y: 300), velocity: CGPoint(x: 0, y: 0))
                #expect(window.settle(), "\(pageCount) pages at width \(width)")
                #expect(invariantViolations(in: window, atRest: true) == [])
                #expect(walkthrough.currentPage == page, "\(pageCount) pages at width \(width)")
                #expect(walkthrough.outerScrollView.contentOffset.x == CGFloat(page) * width)
            }
            // A drag while the walkthrough has no width, resized back mid-drag.
            walkthrough.frame.size.width = 0
            window.layoutIfNeeded()
            let touch = dragAndHold(window, by: 100, from: CGPoint(x: 0, y: 300))
            walkthrough.frame.size.width = 375
            window.runFrames(1)
            touch.end()
            #expect(window.settle())
            #expect(invariantViolations(in: window, atRest: true) == [])
            walkthrough.scrollToPage(Int.max, animated: true)
            walkthrough.pageControl.currentPage = Int.min
            #expect(window.settle())
            #expect(invariantViolations(in: window, atRest: true) == [])
        }
    }
}

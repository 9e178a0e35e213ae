import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

@testable import HeadlessPagers

// The reference pager: H = 300, itemHeight 44, topMargin 0, so T = 44 and P = 256. Window 375×844.

@Suite struct TopContentPagerPinningTests {
    @MainActor
    @Test("Geometry: T = itemHeight + topMargin, P = H - T (the original's pin threshold)")
    func geometry() {
        let pager = ProfilePagerController()
        _ = show(pager)
        #expect(pager.headerHeight == 300)
        #expect(pager.tabHeight == 44)
        #expect(pager.pinThreshold == 256)
        #expect(pager.topContentView.superview is ContentTopCell == false)
        #expect(pager.topContentView.superview?.superview is ContentTopCell)
    }

    @MainActor
    @Test("y=100 in the cell, y=300 escaped at -256, back to 200 in the cell")
    func pinVectors() {
        let pager = ProfilePagerController()
        let window = show(pager)
        pager.setY(0, 100)
        window.runFrames(1)
        #expect(pager.topContentView.superview?.superview is ContentTopCell)
        #expect(pager.headerWindowY == -100)
        pager.setY(0, 300)
        window.runFrames(1)
        #expect(pager.topContentView.superview is EscapeView)
        #expect(pager.escapeView.frame.minY == -256)
        #expect(pager.tabBarWindowFrame.minY == 0)
        pager.setY(0, 200)
        window.runFrames(1)
        #expect(pager.topContentView.superview?.superview is ContentTopCell)
        #expect(pager.headerWindowY == -200)
    }

    @MainActor @Test("A real drag up pins the header; the tab bar stays at the top")
    func dragPins() {
        let pager = ProfilePagerController()
        let window = show(pager)
        window.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 100), duration: 0.3)
        window.settle()
        #expect(pager.y(0) > 256)
        #expect(pager.topContentView.superview is EscapeView)
        #expect(pager.tabBarWindowFrame == CGRect(x: 0, y: 0, width: 375, height: 44))
        #expect(invariantViolations(pager) == [])
    }

    @MainActor
    @Test("Sync at scroll end: sel 300, others [0, 400] -> [256, 400] (the original's sync)")
    func syncPinned() {
        let pager = ProfilePagerController()
        let window = show(pager)
        pager.setY(1, 0)
        pager.setY(2, 400)
        window.scroll(pager.tableView(at: 0)!, by: CGPoint(x: 0, y: 300))
        window.settle()
        #expect(pager.y(0) == 300)
        #expect(pager.y(1) == 256)
        #expect(pager.y(2) == 400)
    }

    @MainActor
    @Test("Sync at scroll end: sel 120, others [0, 400] -> [120, 120] (the original's sync)")
    func syncVisibleHeader() {
        let pager = ProfilePagerController()
        let window = show(pager)
        pager.setY(2, 400)
        window.scroll(pager.tableView(at: 0)!, by: CGPoint(x: 0, y: 120))
        window.settle()
        #expect(pager.y(0) == 120)
        #expect(pager.y(1) == 120)
        #expect(pager.y(2) == 120)
    }

    @MainActor
    @Test("A swipe from y=120 escapes the header at -120, lands in page 1's top cell")
    func swipeFromPartlyScrolled() {
        let pager = ProfilePagerController()
        let window = show(pager)
        window.scroll(pager.tableView(at: 0)!, by: CGPoint(x: 0, y: 120))
        window.settle()
        // Begin a horizontal drag on the body (below the header) and check mid-swipe.
        let touch = window.beginTouch(at: CGPoint(x: 300, y: 600))
            .move(to: CGPoint(x: 140, y: 600), duration: 20 * window.clock.frameDuration)
        window.runFrames(1)
        #expect(pager.pagerScrollView.isDragging)
        #expect(pager.topContentView.superview is EscapeView)
        #expect(pager.escapeView.frame.minY == -120)
        #expect(invariantViolations(pager) == [])
        touch.end()
        window.settle()
        #expect(pager.selectedIndex == 1)
        #expect(pager.topContentView.superview?.superview is ContentTopCell)
        #expect(pager.topContentView.isDescendant(of: pager.tableView(at: 1)!))
        #expect(pager.headerWindowY == -120)
        #expect(pager.calls == [.select(1)])
    }

    @MainActor
    @Test("A horizontal swipe cannot start on the header row (the original's hitTest gate)")
    func hitTestGate() {
        let pager = ProfilePagerController()
        let window = show(pager)
        window.fling(from: CGPoint(x: 350, y: 150), velocity: CGPoint(x: -1500, y: 0))
        window.settle()
        #expect(pager.selectedIndex == 0)
        window.fling(from: CGPoint(x: 350, y: 600), velocity: CGPoint(x: -1500, y: 0))
        window.settle()
        #expect(pager.selectedIndex == 1)
    }

    @MainActor @Test("Over the pinned strip: a tap selects, a swipe does not page")
    func pinnedStripHitTesting() {
        let pager = ProfilePagerController()
        let window = show(pager)
        pager.setY(0, 600)
        window.settle()
        #expect(pager.isPinned)
        let hit = window.hitTest(CGPoint(x: 200, y: 20), with: nil)
        #expect(hit?.isDescendant(of: pager.topContentView.tabView!) == true)
        window.fling(from: CGPoint(x: 350, y: 20), velocity: CGPoint(x: -1500, y: 0))
        window.settle()
        #expect(pager.selectedIndex == 0)
        let timeline = window.find(.accessibilityLabel("Timeline"))
        timeline.expectVisible()
        timeline.tap()  // at the tab's centre, through hit testing
        window.settle()
        #expect(pager.selectedIndex == 1)
        #expect(pager.y(1) == 256)
        #expect(pager.y(0) == 600)
        #expect(pager.tabBarWindowFrame.minY == 0)
    }
}

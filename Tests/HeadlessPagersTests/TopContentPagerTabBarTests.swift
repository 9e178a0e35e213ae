import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

@testable import HeadlessPagers

/// The top content pager's tab bar: taps, the indicator and its options.
@Suite struct TopContentPagerTabBarTests {
    @MainActor @Test("Tap at x=250 in a 375-wide bar of 3 tabs selects 2")
    func tabTap() {
        let pager = ProfilePagerController()
        let window = show(pager)
        window.tap(at: CGPoint(x: 250, y: 280))
        window.settle()
        #expect(pager.selectedIndex == 2)
        #expect(pager.pagerScrollView.contentOffset.x == 750)
        #expect(pager.topContentView.tabView!.indicator.frame.minX == 250)
        #expect(invariantViolations(pager) == [])
    }

    @MainActor @Test("Tapping the current tab does nothing (the original re-ran it)")
    func tapCurrentTab() {
        let pager = ProfilePagerController()
        let window = show(pager)
        let moves = pager.reparentCount
        window.tap(at: CGPoint(x: 40, y: 280))
        window.settle()
        #expect(pager.selectedIndex == 0)
        #expect(pager.reparentCount == moves)
        #expect(pager.calls == [])
    }

    @MainActor
    @Test(
        "The indicator follows a swipe and keeps its tab on relayout (the original reset it to tab 0)"
    )
    func indicator() {
        let pager = ProfilePagerController()
        let window = show(pager)
        let tabs = pager.topContentView.tabView!
        let touch = window.beginTouch(at: CGPoint(x: 300, y: 600))
            .move(to: CGPoint(x: 200, y: 600), duration: 20 * window.clock.frameDuration)
        window.runFrames(1)
        let x = pager.pagerScrollView.contentOffset.x
        #expect(x > 0)
        #expect(abs(tabs.indicator.frame.minX - x / 3) < 0.001)
        touch.end()
        window.settle()
        pager.selectedIndex = 2
        window.settle()
        pager.topContentView.updateTab { $0.indicatorHeight = 1 }
        window.settle()
        #expect(tabs.indicator.frame == CGRect(x: 250, y: 43, width: 125, height: 1))
    }

    @MainActor @Test("Tab bar options: one value, set whole or in part; bad lengths become 0")
    func tabOptions() {
        let pager = ProfilePagerController()
        let window = show(pager)
        let tabs = pager.topContentView.tabView!
        let label = { (index: Int) in (tabs.itemViews[index] as! DefaultPagerItemView).titleLabel! }
        pager.topContentView.updateTab {
            $0.inactiveLabelColor = .red
            $0.itemHeight = 50
        }
        window.settle()
        #expect(tabs.options.inactiveLabelColor == .red)
        #expect(label(1).textColor == .red)
        #expect(label(0).textColor == tabs.options.activeLabelColor)
        #expect(tabs.frame.height == 50)
        #expect(pager.topContentView.tabViewHeight == 50)
        for bad: CGFloat in [.nan, .infinity, -.infinity, -3] {
            tabs.options.itemHeight = bad
            tabs.options.indicatorHeight = bad
            tabs.options.indicatorSideSpace = bad
            #expect(tabs.options.itemHeight == 0, "\(bad)")
            #expect(tabs.options.indicatorHeight == 0, "\(bad)")
            #expect(tabs.options.indicatorSideSpace == 0, "\(bad)")
            #expect(window.settle())
            #expect(invariantViolations(in: window, atRest: true) == [])
        }
    }
}

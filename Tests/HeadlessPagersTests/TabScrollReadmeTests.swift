import Foundation
import HeadlessKit
import HeadlessPagers
import HeadlessTesting
import Testing

// The README's "Tab pager" example, verbatim: if this fails, the README is lying.

@MainActor @Test func tabsLoopBothWays() {
    let pages = ["Top", "Tech", "Sports"].map { title -> ViewController in
        let page = ViewController()
        page.tabBarItem.title = title
        return page
    }
    let pager = TabScrollController()
    pager.setViewControllers(pages, defaultTab: 0)
    let window = Window(size: CGSize(width: 390, height: 844))
    window.rootViewController = pager

    window.fling(from: CGPoint(x: 30, y: 500), velocity: CGPoint(x: 1500, y: 0))
    window.settle()
    #expect(pager.currentIndex == 2)  // a swipe right from the first tab: round to the last
    pager.selectMoveToRight(1)  // animated, one page to the right, as a tab tap does
    window.settle()
    #expect(pager.currentViewController === pages[1])
}

import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

// The README's examples, verbatim: if these fail, the README is lying.

@MainActor @Test func aDragScrollsAndAFlingPagesOnce() {
    let window = Window(size: CGSize(width: 390, height: 844))
    let pages = ScrollView(frame: window.bounds)
    pages.accessibilityIdentifier = "pages"
    pages.isPagingEnabled = true
    pages.contentSize = CGSize(width: 390 * 3, height: 844)
    window.addSubview(pages)

    window.fling(from: CGPoint(x: 350, y: 400), velocity: CGPoint(x: -3000, y: 0))
    window.settle()
    #expect(pages.contentOffset.x == 390)  // one page, however hard the fling (UIKit S14)
}

/// A three-page pager: a paging scroll view with a coloured view per page.
@MainActor func makePager() -> (Window, ScrollView) {
    let window = Window(size: CGSize(width: 300, height: 200))
    let pages = ScrollView(frame: window.bounds)
    pages.accessibilityIdentifier = "pages"
    pages.isPagingEnabled = true
    pages.contentSize = CGSize(width: 900, height: 200)
    for (index, color) in [Color.red, .green, .blue].enumerated() {
        let page = View(frame: CGRect(x: 300 * CGFloat(index), y: 0, width: 300, height: 200))
        page.backgroundColor = color
        page.tag = index + 1
        pages.addSubview(page)
    }
    window.addSubview(pages)
    return (window, pages)
}

@MainActor @Test func swipingLeftShowsTheSecondPage() {
    let (window, pages) = makePager()
    window.drag(from: CGPoint(x: 250, y: 100), to: CGPoint(x: 50, y: 100), duration: 0.2)
    window.settle()

    assertTree(
        pages, options: TreeDescriptionOptions(onlyVisible: true),
        """
        ScrollView "pages" (0 0; 300 200) offset=(300 0) content=(900 200)
        └ View (300 0; 300 200) bg=#00FF00 tag=2
        """)
    #expect(pages.first(where: { $0.tag == 2 })?.isVisibleOnScreen == true)
    // The pages either side only touch the visible edge: not visible.
    #expect(pages.first(where: { $0.tag == 1 })?.isVisibleOnScreen == false)
    #expect(pages.first(where: { $0.tag == 3 })?.visibleRectInWindow == .null)
    #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil)?.tag == 2)
}

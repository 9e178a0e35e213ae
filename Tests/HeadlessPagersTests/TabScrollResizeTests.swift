import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

@testable import HeadlessPagers

/// A tab pager resized (to nothing and back, or narrower) comes to rest inside its content: the
/// tab strip and each page's scroll view (the explorer's findings replay as scripts in
/// `ExploreRegressionTests`).
@MainActor @Suite struct TabScrollResizeTests {}

extension TabScrollResizeTests {
    //  Tab strip of 5 tabs scrolled to its end, the window shrunk (to nothing, or to 200 pt)
    //  and grown back, then a selection: the strip rests between 0 and its end.
    @Test(
        "After a resize and a selection the tab strip and the pages rest inside their content (UIKit: UIScrollView.contentOffset)",
        arguments: [CGSize.zero, CGSize(width: 200, height: 844), CGSize(width: 0, height: 844)])
    func tabStripAfterResizeAndSelection(size: CGSize) {
        let (window, pager, _) = makeTabScroll(numberedTitles(5), defaultTab: 0)
        pager.select(tabIndex: 4)
        #expect(window.settle())
        #expect(pager.headerTab.collectionView.contentOffset.x > 0)
        window.frame = CGRect(origin: .zero, size: size)
        #expect(window.settle())
        pager.select(tabIndex: 2)
        #expect(window.settle())
        #expect(invariantViolations(in: window, atRest: true) == [], "at \(size)")
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(window.settle())
        pager.select(tabIndex: 4)
        #expect(window.settle())
        #expect(invariantViolations(in: window, atRest: true) == [], "back from \(size)")
        pager.select(tabIndex: 0)
        #expect(window.settle())
        #expect(invariantViolations(in: window, atRest: true) == [], "back from \(size)")
    }
}

import Foundation
import HeadlessKit
import HeadlessPagers
import HeadlessTesting
import Testing

// The README's "Testing" examples, run: if these fail, the README is lying.

@MainActor @Test("README Testing: the tab pager's VoiceOver order and audit")
func readmeTabPagerAccessibility() {
    let pages = ["Top", "Tech", "Sports"].map { title -> ViewController in
        let page = ViewController()
        page.tabBarItem.title = title
        return page
    }
    let pager = TabScrollController()
    pager.title = "News"
    pager.setViewControllers(pages, defaultTab: 0)
    let window = Window(size: CGSize(width: 390, height: 844))
    window.rootViewController = pager
    window.settle()
    assertAccessibility(
        window,
        """
        "News" staticText,header (0 0; 390 44)
        "Sports" button (109.5 44; 62 44)
        "Top" button,selected (171.5 44; 47 44)
        "Tech" button (218.5 44; 52 44)
        """)
    assertAccessibilityAudit(window)
}

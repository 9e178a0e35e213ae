import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

@testable import HeadlessPagers

// README.md "A profile pager in 25 lines", verbatim (the `assert` is also an #expect).

final class Page: ViewController, ContentTableBody {
    let pagerItem: PagerItem
    var scrollView: ScrollView? { nil }  // or your collection view
    init(_ title: String) {
        pagerItem = .text(TextItem(title: title))
        super.init(nibName: nil, bundle: nil)
    }
}

final class Profile: TopContentPagerViewController, TopContentPagerDataSource {
    override func setupWillLoadDataSource() { dataSource = self }
    func topContentPagerViewControllerTopContentView(_ vc: TopContentPagerViewController)
        -> TopContentView
    { TopContentView(frame: CGRect(x: 0, y: 0, width: 390, height: 300)) }
    func topContentPagerViewControllerViewControllers(_ vc: TopContentPagerViewController)
        -> [ContentTableBody]
    { [Page("Posts"), Page("Likes")] }
}

@MainActor @Test("The README's profile pager pins its header")
func readmeProfilePager() {
    let window = Window(size: CGSize(width: 390, height: 844))
    let profile = Profile()
    window.rootViewController = profile
    window.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 100), duration: 0.3)
    window.settle()
    assert(profile.isPinned)  // only the tab bar shows, at the top
    #expect(profile.isPinned)
    #expect(profile.tabBarWindowFrame.minY == 0)
}

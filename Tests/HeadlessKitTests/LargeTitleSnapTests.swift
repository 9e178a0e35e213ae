import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

@MainActor @Suite struct LargeTitleSnapTests {
    /// The pasted settings screen (LargeTitlePortedScreenTests) in a window of `size`.
    private func settings(
        _ size: CGSize = CGSize(width: 390, height: 844)
    ) -> (Window, LargeTitleSettingsViewController, NavigationController) {
        let window = Window(size: size)
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let settings = LargeTitleSettingsViewController()
        let navigation = NavigationController(rootViewController: settings)
        window.rootViewController = navigation
        window.settle()
        return (window, settings, navigation)
    }

    @Test(
        "Let go with the large title part-collapsed, the bar snaps to whichever of large or collapsed is nearer (UIKit: prefersLargeTitles; the bar snaps after the finger lifts)"
    )
    func releaseSnapsToTheNearerEnd() {
        let (window, settings, navigation) = settings()
        let bar = navigation.navigationBar
        #expect(settings.tableView.contentOffset.y == -143)
        // 30 of 52 points collapsed: past half, the row collapses fully.
        window.beginTouch(at: CGPoint(x: 200, y: 600))
            .move(to: CGPoint(x: 200, y: 570), duration: 0.3).hold().end()
        window.settle()
        #expect(settings.tableView.contentOffset.y == -91)
        #expect(bar.frame.height == 44)
        // 20 points back down: 32 collapsed, nearer collapsed; 20 more: 12, nearer expanded.
        window.beginTouch(at: CGPoint(x: 200, y: 570))
            .move(to: CGPoint(x: 200, y: 590), duration: 0.3).hold().end()
        window.settle()
        #expect(settings.tableView.contentOffset.y == -91)
        window.beginTouch(at: CGPoint(x: 200, y: 550))
            .move(to: CGPoint(x: 200, y: 590), duration: 0.3).hold().end()
        window.settle()
        #expect(settings.tableView.contentOffset.y == -143)
        #expect(bar.frame.height == 96)
    }

    @Test(
        "A fling that would stop with the row part-collapsed decelerates onto the collapsed bar"
    )
    func flingEndsOnASnapPoint() {
        let (window, settings, navigation) = settings()
        window.beginTouch(at: CGPoint(x: 200, y: 600))
            .move(to: CGPoint(x: 200, y: 590), duration: 0.05).end()
        window.settle()
        let offset = settings.tableView.contentOffset.y
        let scrolled = offset + 143
        #expect(scrolled <= 0 || scrolled >= 52, "\(offset)")
        #expect([44, 96].contains(navigation.navigationBar.frame.height) || scrolled > 52)
    }

    @Test(
        "Pulled down past the top, the large-title row stretches by the pull with the title at its bottom, and settles back to 52 points (UIKit: the large title row stretches on over-pull)"
    )
    func overPullStretchesTheRow() {
        let (window, settings, navigation) = settings()
        let bar = navigation.navigationBar
        let touch = window.beginTouch(at: CGPoint(x: 200, y: 300))
            .move(to: CGPoint(x: 200, y: 420), duration: 0.3).hold()
        let pulled = -143 - settings.tableView.contentOffset.y
        #expect(pulled > 0)
        #expect(bar.frame.height == 96 + pulled)
        let title = bar.accessibilityElementsInOrder.compactMap { $0 as? Label }
            .first { $0.font.pointSize == 34 }
        #expect(title?.frame.maxY == bar.bounds.height)
        #expect(title?.frame.height == 52)
        // The content's top stays where the expanded bar ends.
        #expect(settings.tableView.adjustedContentInset.top == 143)
        touch.end()
        window.settle()
        #expect(settings.tableView.contentOffset.y == -143)
        #expect(bar.frame.height == 96)
    }

    @Test(
        "A window with a compact vertical size class (an iPhone in landscape) shows no large title; back in portrait it returns (UIKit: large titles are not shown in compact height)"
    )
    func landscapeShowsNoLargeTitle() {
        let (window, settings, navigation) = settings(CGSize(width: 844, height: 390))
        let bar = navigation.navigationBar
        #expect(window.traitCollection.verticalSizeClass == .compact)
        #expect(bar.frame.height == 44)
        #expect(settings.view.safeAreaInsets.top == 91)
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        window.settle()
        #expect(bar.frame.height == 96)
        #expect(settings.view.safeAreaInsets.top == 143)
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        window.settle()
        #expect(bar.frame.height == 44)
    }
}

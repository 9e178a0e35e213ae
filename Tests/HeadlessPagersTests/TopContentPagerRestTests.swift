import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

@testable import HeadlessPagers

/// The scroll views of `window` resting outside their content bounds (none when all is well).
@MainActor
private func restingOutside(_ window: Window) -> [String] {
    invariantViolations(in: window, atRest: true).filter { $0.contains("rests at offset") }
}

@MainActor @Suite struct TopContentPagerRestTests {
    @Test(
        "A switch while the page bounces back at its top leaves the new page at its top (UIKit: UIScrollView.contentOffset)"
    )
    func switchDuringBounceBack() {
        let pager = ProfilePagerController()
        let window = show(pager)
        window.drag(from: CGPoint(x: 100, y: 650), to: CGPoint(x: 100, y: 660), duration: 0.01)
        pager.setSelectedIndex(2, animated: true)
        #expect(window.settle())
        #expect(restingOutside(window) == [])
        #expect(pager.y(2) >= 0)
    }

    @Test(
        "A drag during a bounce-back and a double tap leave every page inside its bounds (UIKit: UIScrollView.contentOffset)"
    )
    func dragDuringBounceThenTap() {
        let pager = ProfilePagerController()
        let window = show(pager)
        window.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 800), duration: 0.01)
        window.drag(from: CGPoint(x: 150, y: 450), to: CGPoint(x: 150, y: 550), duration: 0.01)
        window.tap(at: CGPoint(x: 140, y: 490), count: 2)
        #expect(window.settle())
        #expect(restingOutside(window) == [])
    }

    @Test(
        "A pinned pager whose header shrinks shows a short page inside its bounds (UIKit: UIScrollView.contentSize)"
    )
    func headerShrinksWhilePinned() {
        let pager = ProfilePagerController(
            pages: [ListPage(title: "Long", rows: 60), ListPage(title: "Short", rows: 2)],
            headerHeight: 600)
        let window = show(pager)
        pager.setY(0, 1500)
        #expect(window.settle())
        #expect(pager.isPinned)
        pager.topContentView.setHeight(200)
        #expect(window.settle())
        pager.setSelectedIndex(1, animated: true)
        #expect(window.settle())
        #expect(restingOutside(window) == [])
        let table = pager.tableView(at: 1)!
        #expect(pager.y(1) <= table.maximumContentOffset.y)
    }

    @Test(
        "A resize to zero and back, then a selection, leaves every page inside its bounds (UIKit: UIScrollView.contentOffset)",
        arguments: [CGSize.zero, CGSize(width: 200, height: 300), CGSize(width: 600, height: 300)])
    func resizeThenSelect(size: CGSize) {
        let pager = ProfilePagerController(
            pages: [
                ListPage(title: "Long", rows: 60), ListPage(title: "Short", rows: 3),
                ListPage(title: "Mid", rows: 20),
            ])
        let window = show(pager)
        pager.setY(0, 2000)
        #expect(window.settle())
        window.frame = CGRect(origin: .zero, size: size)
        #expect(window.settle())
        pager.setSelectedIndex(1, animated: true)
        #expect(window.settle())
        #expect(restingOutside(window) == [])
        window.frame = CGRect(x: 0, y: 0, width: 375, height: 844)
        #expect(window.settle())
        pager.setSelectedIndex(2, animated: true)
        #expect(window.settle())
        #expect(restingOutside(window) == [])
    }
}

@MainActor @Suite struct TopContentPagerRandomRegressionTests {
    @Test(
        "A reload while the pager has zero width keeps the header where its page puts it (UIKit: UIView.layoutSubviews)"
    )
    func reloadAtZeroWidth() {
        let pager = ProfilePagerController()
        let window = show(pager, size: CGSize(width: 390, height: 844))
        pager.setY(0, 84)
        #expect(window.settle())
        window.frame = CGRect(x: 0, y: 0, width: 0, height: 700)
        #expect(window.settle())
        pager.reloadData()
        #expect(window.settle())
        #expect(invariantViolations(pager) == [])
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(window.settle())
        #expect(invariantViolations(pager) == [])
        #expect(restingOutside(window) == [])
    }
}

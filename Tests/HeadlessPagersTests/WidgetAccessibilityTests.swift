import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

@testable import HeadlessPagers

/// Rows of a list, each a cell holding one 44-pt label "<prefix> n".
@MainActor
final class LabelledRows: CollectionViewDataSource {
    let prefix: String
    let count: Int
    init(_ prefix: String, count: Int) {
        self.prefix = prefix
        self.count = count
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
    { count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        let label = cell.contentView.subviews.first as? Label ?? Label()
        if label.superview == nil { cell.contentView.addSubview(label) }
        label.text = "\(prefix) \(indexPath.item)"
        label.frame = CGRect(x: 16, y: 0, width: 200, height: 44)
        return cell
    }
}

@MainActor
func makeLabelledList(_ rows: LabelledRows) -> CollectionView {
    let list = StickyHeaderCollectionView(frame: .zero, collectionViewLayout: ListLayout())
    list.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
    list.dataSource = rows
    return list
}

@MainActor @Suite struct WidgetAccessibilityTests {
    @Test("StickyHeaderView passes the audit, header first, before and after pinning")
    func stickyHeader() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let rows = LabelledRows("Row", count: 40)
        let list = makeLabelledList(rows)
        let sticky = StickyHeaderView(
            scrollView: list, headerHeight: 44, freeSpace: 300,
            frame: CGRect(x: 0, y: 56, width: 390, height: 788))
        let title = Label(text: "Header")
        title.frame = CGRect(x: 16, y: 0, width: 200, height: 44)
        sticky.headerView.addSubview(title)
        window.addSubview(sticky)
        window.layoutIfNeeded()
        assertAccessibilityAudit(window)
        #expect(window.accessibilityElementsInOrder.first?.accessibilityLabel == "Header")
        window.find(.text("Row 30")).scrollTo()
        window.settle()
        assertAccessibilityAudit(window)
        #expect(window.accessibilityElementsInOrder.first?.accessibilityLabel == "Header")
    }

    @Test("WalkthroughView passes the audit; its page control reads the page")
    func walkthrough() {
        let (window, walkthrough) = makeWalkthrough()
        assertAccessibilityAudit(window)
        assertAccessibility(
            window,
            """
            "Walkthrough page" adjustable (0 531; 375 26) value="page 1 of 5"
            """)
        walkthrough.scrollToPage(2, animated: false)
        window.settle()
        assertAccessibilityAudit(window)
        window.find(.identifier("pageControl")).expectVisible()
        #expect(window.accessibilityElementsInOrder.map(\.accessibilityValue) == ["page 3 of 5"])
    }

    @Test(
        "The tab strip exposes each tab once, as a button: the off-loop copies are hidden from VoiceOver"
    )
    func tabStrip() {
        let (window, pager, _) = makeTabScroll(["w48", "w68", "w28"])
        pager.title = "News"
        pager.view.setNeedsLayout()
        window.settle()
        // The strip holds 3 copies of the 3 tabs, and more than 3 cells exist.
        let cells = window.find(.identifier("tabs")).descendants(
            matching: .type(TabScrollHeaderCell.self))
        #expect(cells.views.count > 3)
        assertAccessibilityAudit(window)
        assertAccessibility(
            window,
            """
            "News" staticText,header (0 0; 390 44)
            "w28" button (95 44; 60 44)
            "w48" button,selected (155 44; 80 44)
            "w68" button (235 44; 100 44)
            """)
        // Drag the strip across a loop boundary: still each tab once.
        window.find(.identifier("tabs")).drag(by: CGPoint(x: -150, y: 0), duration: 0.5)
        window.settle()
        assertAccessibilityAudit(window)
        let labels = window.accessibilityElementsInOrder.compactMap(\.accessibilityLabel)
        #expect(labels.sorted() == ["News", "w28", "w48", "w68"])
    }

    @Test("TopContentPager passes the audit, header first, across pinning (re-parenting)")
    func topContentPager() {
        let pager = ProfilePagerController()
        let window = show(pager)
        let name = Label(text: "Ada Lovelace")
        name.frame = CGRect(x: 16, y: 100, width: 200, height: 44)
        pager.topContentView.addSubview(name)
        window.layoutIfNeeded()
        assertAccessibilityAudit(window)
        assertAccessibility(
            window,
            """
            "Ada Lovelace" staticText (16 100; 200 44)
            "Posts" button,selected (0 256; 125 44)
            "Timeline" button (125 256; 125 44)
            "Notifications" button (250 256; 125 44)
            """)
        window.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 100), duration: 0.3)
        window.settle()
        #expect(pager.isPinned)
        assertAccessibilityAudit(window)
        // Pinned: the header lives in the escape view, scrolled out but for its tab bar; what
        // nobody can see is hidden from VoiceOver.
        #expect(pager.topContentView.superview === pager.escapeView)
        window.find(.text("Ada Lovelace")).expectNotVisible()
        assertAccessibility(
            window,
            """
            "Posts" button,selected (0 0; 125 44)
            "Timeline" button (125 0; 125 44)
            "Notifications" button (250 0; 125 44)
            """)
        // Tap a tab through its finder, then scroll back down: the header's text returns,
        // still first.
        window.find(.identifier("tab1")).tap()
        window.settle()
        #expect(pager.selectedIndex == 1)
        window.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 800), duration: 0.3)
        window.settle()
        window.find(.text("Ada Lovelace")).expectVisible()
        assertAccessibilityAudit(window)
        assertAccessibility(
            window,
            """
            "Ada Lovelace" staticText (16 100; 200 44)
            "Posts" button (0 256; 125 44)
            "Timeline" button,selected (125 256; 125 44)
            "Notifications" button (250 256; 125 44)
            """)
    }
}

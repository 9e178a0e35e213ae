import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

@testable import HeadlessPagers

/// Measures a title as the number after its first character: "w48" is 48 pt wide, so tab
/// widths are exact (48 + 32 = 80).
struct NumberedTitleMeasurer: TextMeasurer {
    func size(of text: String, font: Font, maxWidth: CGFloat?, numberOfLines: Int) -> CGSize {
        CGSize(width: CGFloat(Double(text.dropFirst()) ?? 0), height: 12)
    }
}

/// A page that records its appearance callbacks and scrolls vertically.
@MainActor
final class RecordingPage: ViewController, TabScrollContentScrollable {
    enum Call: Equatable { case willAppear, didAppear, willDisappear, didDisappear }
    var calls: [Call] = []
    let list = ScrollView()
    var scrollView: ScrollView? { isViewLoaded ? list : list }

    init(_ title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
        tabBarItem.title = title
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityIdentifier = title
        list.frame = view.bounds
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        list.contentSize = CGSize(width: 0, height: 2000)
        view.addSubview(list)
    }

    override func viewWillAppear(_ animated: Bool) { calls.append(.willAppear) }
    override func viewDidAppear(_ animated: Bool) { calls.append(.didAppear) }
    override func viewWillDisappear(_ animated: Bool) { calls.append(.willDisappear) }
    override func viewDidDisappear(_ animated: Bool) { calls.append(.didDisappear) }

    /// Appearances minus disappearances: 1 while in a window, else 0.
    var balance: Int {
        calls.filter { $0 == .didAppear }.count - calls.filter { $0 == .didDisappear }.count
    }
}

/// Records delegate calls, in order.
@MainActor
final class TabScrollLog: TabScrollControllerDelegate {
    enum Call: Equatable {
        case change(Int?, Int)
        case up, down
    }
    var calls: [Call] = []
    func tabScrollController(
        _ controller: TabScrollController, didChangeTabFrom fromIndex: Int?, to toIndex: Int
    ) { calls.append(.change(fromIndex, toIndex)) }
    func tabScrollControllerDidScrollToUp(_ controller: TabScrollController) {
        calls.append(.up)
    }
    func tabScrollControllerDidScrollToDown(_ controller: TabScrollController) {
        calls.append(.down)
    }
}

/// A 390×844 window showing a pager with `titles` (numbered titles measure exactly).
@MainActor
func makeTabScroll(
    _ titles: [String], defaultTab: Int = 0, size: CGSize = CGSize(width: 390, height: 844)
) -> (Window, TabScrollController, [RecordingPage]) {
    Window.printsDiagnostics = false
    let window = Window(size: size)
    let pager = TabScrollController()
    pager.loadViewIfNeeded()
    pager.headerTab.textMeasurer = NumberedTitleMeasurer()
    let pages = titles.map { RecordingPage($0) }
    pager.setViewControllers(pages, defaultTab: defaultTab)
    window.rootViewController = pager
    window.settle()
    return (window, pager, pages)
}

/// Titles w<width> for `n` tabs of varied widths (80, 100, 60, 120, ...).
func numberedTitles(_ n: Int) -> [String] {
    let widths = [48, 68, 28, 88, 58, 38, 78]
    return (0..<n).map { "w\(widths[$0 % widths.count])" }
}

/// The invariants that hold after every settle: one index shared by strip and body, the body
/// at rest on its centre page, the bars where the indicator rule puts them, one selected tab.
/// Returns failures.
@MainActor
func tabScrollInvariantFailures(_ pager: TabScrollController, _ pages: [RecordingPage])
    -> [String]
{
    var failures: [String] = []
    let n = pages.count
    let body = pager.contentView
    let header = pager.headerTab
    if n == 0 {
        if pager.currentIndex != nil { failures.append("index with no pages") }
        return failures
    }
    guard let index = pager.currentIndex else { return ["no index with \(n) pages"] }
    if !(0..<n).contains(index) { failures.append("index \(index) out of 0..<\(n)") }
    if header.selectedTab != index {
        failures.append("strip tab \(String(describing: header.selectedTab)) != \(index)")
    }
    if body.currentIndex != index {
        failures.append("body page \(String(describing: body.currentIndex)) != \(index)")
    }
    if body.pageViews.center !== pages[index].view {
        failures.append("centre is not page \(index)")
    }
    let w = body.scrollView.bounds.width
    if body.scrollView.contentOffset.x != w {
        failures.append("body offset \(body.scrollView.contentOffset.x) != \(w)")
    }
    if header.progress != 0 { failures.append("progress \(header.progress) at rest") }
    for (i, bar) in header.indicatorViews.enumerated()
    where bar.frame != header.expectedIndicatorFrame(i) {
        failures.append(
            "bar \(i) at \(bar.frame), rule says \(String(describing: header.expectedIndicatorFrame(i)))"
        )
    }
    // Exactly one selected tab among the strip's cells.
    let selectedTabs = Set(
        header.collectionView.visibleCells.compactMap { cell -> Int? in
            guard let cell = cell as? TabScrollHeaderCell,
                cell.titleLabel.font == pager.options.tabItemTitleSelectedFont,
                let path = header.collectionView.indexPath(for: cell)
            else { return nil }
            return path.item % n
        })
    if selectedTabs.count > 1 || (selectedTabs.first.map { $0 != index } ?? false) {
        failures.append("selected tabs \(selectedTabs.sorted())")
    }
    if body.pageViews.left != nil || body.pageViews.right != nil {
        failures.append("a neighbour left in the tree at rest")
    }
    let live = body.scrollView.subviews.filter { v in pages.contains { $0.viewIfLoaded === v } }
    if live.count > 3 { failures.append("\(live.count) page views live") }
    for page in pages where page.isViewLoaded {
        let placed = [body.pageViews.left, body.pageViews.center, body.pageViews.right]
            .filter { $0 === page.view }.count
        if placed > 1 { failures.append("\(page.title!) in \(placed) slots") }
        let inWindow = page.view.window != nil ? 1 : 0
        if page.balance != inWindow {
            failures.append("\(page.title!) appear balance \(page.balance), in window \(inWindow)")
        }
        if page.view.superview != nil, page.view.superview !== body.scrollView {
            failures.append("\(page.title!) outside the body")
        }
        if page.view.superview === body.scrollView, placed == 0 {
            failures.append("\(page.title!) orphaned in the body")
        }
    }
    return failures
}

import Foundation
import HeadlessKit

/// A page that scrolls vertically: the header hides and shows with its scroll.
@MainActor
public protocol TabScrollContentScrollable: AnyObject {
    /// The page's vertical scroll view, if it has one.
    var scrollView: ScrollView? { get }
}

/// What a ``TabScrollController`` reports.
@MainActor
public protocol TabScrollControllerDelegate: AnyObject {
    /// The current tab changed (a swipe arrived, a tab was tapped, or code selected one).
    func tabScrollController(
        _ controller: TabScrollController, didChangeTabFrom fromIndex: Int?, to toIndex: Int)
    /// The header was shown (the page scrolled up).
    func tabScrollControllerDidScrollToUp(_ controller: TabScrollController)
    /// The header was hidden (the page scrolled down).
    func tabScrollControllerDidScrollToDown(_ controller: TabScrollController)
}

extension TabScrollControllerDelegate {
    public func tabScrollController(
        _ controller: TabScrollController, didChangeTabFrom fromIndex: Int?, to toIndex: Int
    ) {}
    public func tabScrollControllerDidScrollToUp(_ controller: TabScrollController) {}
    public func tabScrollControllerDidScrollToDown(_ controller: TabScrollController) {}
}

extension Diagnostic.Kind {
    /// A tab index outside `0..<count` was asked for; the request was ignored.
    public static let tabIndexOutOfRange = Diagnostic.Kind(rawValue: "tab-index-out-of-range")
}

/// NewsPicks-style infinite tabs (the UITabScrollController article's library): a looping
/// tab strip over a looping pager, both over one index space `0..<n`.
///
///     +- TabScrollController.view ------------------------------+
///     | +- headerTab: TabScrollHeaderView (in front) ----------+ |  slides up 49 pt when the
///     | | title                                               | |  page scrolls down
///     | | ..| Tech | Biz |[Sports]| News | Tech | Biz |..      | |  looping strip
///     | |                 =======                             | |  indicator
///     | +------------------------------------------------------+ |
///     | +- contentView: TabScrollBodyView (full size) ---------+ |
///     | | [ left | centre: current page | right ]             | |  3 recycled pages
///     | +------------------------------------------------------+ |
///     +----------------------------------------------------------+
///
///     let pager = TabScrollController()
///     pager.setViewControllers(pages, defaultTab: 0)     // titles from page.tabBarItem
///     window.rootViewController = pager
///     window.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -1500, y: 0))
///     window.settle()                                    // pager.currentIndex == 1
///
/// What it fixes in the original, and failures other pager libraries are known for: 0 pages is an
/// empty state; 1 and 2 pages never show a blank page; an index out of range is ignored with a
/// diagnostic; a tap or select while a move or drag is in flight first settles it; a resize keeps
/// the index; calling ``setViewControllers(_:defaultTab:)`` again replaces the pages (the original
/// duplicated them); appearance callbacks stay balanced because a page view is only ever in one
/// slot.
open class TabScrollController: ViewController {
    /// The title row and tab strip.
    public let headerTab = TabScrollHeaderView()
    /// The pages.
    public let contentView = TabScrollBodyView()
    /// Told about tab changes and header hide/show.
    public weak var delegate: TabScrollControllerDelegate?
    /// The current tab, `nil` when there are no pages.
    public private(set) var currentIndex: Int? {
        didSet {
            guard currentIndex != oldValue else { return }
            observeCurrentPage()
            if let currentIndex {
                delegate?.tabScrollController(self, didChangeTabFrom: oldValue, to: currentIndex)
            }
        }
    }
    /// How the header looks. Every change applies at once.
    ///
    /// - Precondition: the heights and the hiding distance are finite and not negative;
    ///   `minimumLoopCountBase` is in `1...TabScrollOptions.maximumLoopCountBase`.
    public var options = TabScrollOptions() {
        didSet {
            options.check(in: shortDescription)
            headerTab.options = options
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// The pages, in tab order (this controller's children).
    public private(set) var viewControllers: [ViewController] = []
    private var observation: ScrollViewObservation?
    /// Pages whose scroll view has had its top inset set since the last reload.
    private var preparedPages: Set<ObjectIdentifier> = []
    private var lastContentOffset: CGPoint = .zero

    /// Makes an empty tab pager.
    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    /// The current page's controller.
    public var currentViewController: ViewController? {
        currentIndex.map { viewControllers[$0] }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(contentView)
        view.addSubview(headerTab)
        headerTab.delegate = self
        contentView.delegate = self
        // The header overlaps the body's top: VoiceOver reads it first.
        view.accessibilityElements = [headerTab, contentView]
        headerTab.options = options
        if options.isTabAlphaChange { headerTab.backgroundView.alpha = 0 }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        // `title` is not open in HeadlessKit: mirror it into the header at layout.
        if headerTab.titleLabel.text != title {
            headerTab.titleLabel.text = title
            headerTab.titleLabel.isAccessibilityElement = !(title ?? "").isEmpty
        }
        contentView.frame = bounds
        headerTab.frame = CGRect(
            x: 0, y: headerTab.isShrunk ? -options.hidingDistance : 0, width: bounds.width,
            height: headerTab.height)
    }

    // MARK: - Pages

    /// Replaces the pages with `viewControllers` and shows `defaultTab` (0 if out of range,
    /// with a diagnostic). The old pages leave (disappear, `didMove(toParent: nil)`); each new
    /// page is added as a child. A scrollable page gets the header's height as its top inset
    /// when it is first shown (the original set it on every page up front, loading them all).
    ///
    /// - Precondition: no controller appears twice (a child can have one place, as UIKit
    ///   raises for a child added twice).
    ///
    /// - Complexity: O(*p*) in the old and new pages (only the shown page loads its view).
    public func setViewControllers(_ viewControllers: [ViewController], defaultTab: Int = 0) {
        checkDistinct(viewControllers, "TabScrollController.setViewControllers", shortDescription)
        loadViewIfNeeded()
        contentView.reload(count: 0, current: nil)
        for old in self.viewControllers {
            old.willMove(toParent: nil)
            old.removeFromParent()
        }
        self.viewControllers = viewControllers
        for page in viewControllers {
            addChild(page)
            page.didMove(toParent: self)
        }
        var tab = defaultTab
        if viewControllers.isEmpty {
            tab = 0
        } else if !viewControllers.indices.contains(defaultTab) {
            report("setViewControllers(_:defaultTab: \(defaultTab))", count: viewControllers.count)
            tab = 0
        }
        let current: Int? = viewControllers.isEmpty ? nil : tab
        headerTab.setItems(viewControllers.map(\.tabBarItem), selected: current)
        preparedPages.removeAll()
        contentView.reload(count: viewControllers.count, current: current)
        currentIndex = current
        view.setNeedsLayout()
    }

    /// Jumps to `tabIndex` without animation. An index outside `0..<count` is ignored and
    /// recorded on the view's window as a ``Diagnostic/Kind/tabIndexOutOfRange`` diagnostic
    /// (ignored silently while the pager is in no window: there is nowhere to record it).
    public func select(tabIndex: Int) {
        guard check(tabIndex, "select(tabIndex: \(tabIndex))") else { return }
        contentView.interrupt()
        guard let old = contentView.currentIndex, tabIndex != old else { return }
        adjustContentOffset()
        let direction = tabIndex > old ? 1 : -1
        currentIndex = tabIndex
        headerTab.select(tabIndex)
        contentView.move(to: tabIndex, direction: direction, animated: false)
    }

    /// Animates one page to the right with `index` arriving there (the current index changes
    /// at once, as in the original). Does nothing for the current index.
    public func selectMoveToRight(_ index: Int) {
        selectMove(to: index, direction: 1, caller: "selectMoveToRight(\(index))")
    }

    /// Animates one page to the left with `index` arriving there.
    public func selectMoveToLeft(_ index: Int) {
        selectMove(to: index, direction: -1, caller: "selectMoveToLeft(\(index))")
    }

    /// Jumps to the page of `viewController`; does nothing if it is not a page.
    public func select(viewController: ViewController) {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else {
            return
        }
        select(tabIndex: index)
    }

    private func selectMove(to index: Int, direction: Int, caller: String) {
        guard check(index, caller) else { return }
        contentView.interrupt()
        guard let old = contentView.currentIndex, index != old else { return }
        adjustContentOffset()
        currentIndex = index
        headerTab.select(index)
        contentView.move(to: index, direction: direction, animated: true)
    }

    private func check(_ index: Int, _ caller: String) -> Bool {
        if viewControllers.indices.contains(index) { return true }
        report(caller, count: viewControllers.count)
        return false
    }

    private func report(_ caller: String, count: Int) {
        view.window?.record(
            .tabIndexOutOfRange,
            "\(shortDescription).\(caller): index out of 0..<\(count); ignored")
    }

    // MARK: - Header hide/show, other pages' offsets, background alpha

    private func observeCurrentPage() {
        observation?.cancel()
        observation = nil
        guard let page = currentViewController as? TabScrollContentScrollable,
            let scrollView = page.scrollView
        else { return }
        lastContentOffset = scrollView.contentOffset
        updateBackgroundAlpha(scrollView)
        observation = scrollView.observeContentOffset { [weak self] scrollView, _ in
            self?.currentPageDidScroll(scrollView)
        }
    }

    private func currentPageDidScroll(_ scrollView: ScrollView) {
        updateBackgroundAlpha(scrollView)
        guard scrollView.contentSize.height > 0, !headerTab.isAnimating else { return }
        let inset = scrollView.adjustedContentInset
        let minY = -inset.top
        let maxY = scrollView.contentSize.height - scrollView.bounds.height + inset.bottom
        let y = max(minY, min(maxY, scrollView.contentOffset.y))
        if lastContentOffset.y < minY { lastContentOffset.y = minY }
        // 10 pt hysteresis from the last accepted point; below it `last` stays.
        guard abs(lastContentOffset.y - y) > 10 else { return }
        if lastContentOffset.y < y {
            if !headerTab.isShrunk {
                setHeaderHidden(true)
                delegate?.tabScrollControllerDidScrollToDown(self)
            }
        } else if headerTab.isShrunk {
            setHeaderHidden(false)
            delegate?.tabScrollControllerDidScrollToUp(self)
        }
        lastContentOffset.y = y
    }

    /// Slides the header up by the hiding distance (or back), 0.4 s, spring damping 1; page
    /// scrolls are ignored while it runs.
    private func setHeaderHidden(_ hidden: Bool) {
        headerTab.isShrunk = hidden
        headerTab.isAnimating = true
        let header = headerTab
        let frame = CGRect(
            x: 0, y: hidden ? -options.hidingDistance : 0, width: view.bounds.width,
            height: headerTab.height)
        View.animate(
            withDuration: 0.4, usingSpringWithDamping: 1, initialSpringVelocity: 1,
            options: hidden ? .curveEaseIn : .curveLinear,
            animations: {
                header.frame = frame
                header.titleContainerView.alpha = hidden ? 0 : 1
            },
            completion: { _ in header.isAnimating = false })
    }

    /// `clamp01((y − minY) / hidingDistance)`, applied at once (the original animated it over
    /// 0.3 s from a display link); a zero distance gives `max(0, minY)` clamped, as there.
    private func updateBackgroundAlpha(_ scrollView: ScrollView) {
        guard options.isTabAlphaChange else { return }
        let minY = -scrollView.adjustedContentInset.top
        let d = options.hidingDistance
        let value = d == 0 ? minY : (scrollView.contentOffset.y - minY) / d
        headerTab.backgroundView.alpha = min(max(value, 0), 1)
    }

    /// Keeps the other loaded pages' offsets in step with the header, as the original's
    /// `adjustContentOffset` does.
    func adjustContentOffset() {
        let d = options.hidingDistance
        for (index, page) in viewControllers.enumerated() where index != currentIndex {
            guard page.isViewLoaded,
                let scrollView = (page as? TabScrollContentScrollable)?
                    .scrollView
            else { continue }
            let top = -scrollView.adjustedContentInset.top
            var y = scrollView.contentOffset.y
            if headerTab.isShrunk {
                if y < top + d { y = top + d }
            } else if y <= top + d {
                y = top
            }
            if y != scrollView.contentOffset.y { scrollView.contentOffset.y = y }
        }
    }
}

extension TabScrollController: TabScrollHeaderViewDelegate, TabScrollBodyViewDelegate {
    func headerView(_ header: TabScrollHeaderView, didTapItem item: Int) {
        let n = viewControllers.count
        guard n > 0 else { return }
        contentView.interrupt()
        guard let current = contentView.currentIndex else { return }
        let tab = item % n
        guard tab != current else { return }  // the current tab does nothing, as in the original
        if header.isMoveRight(toItem: item) {
            selectMoveToRight(tab)
        } else {
            selectMoveToLeft(tab)
        }
    }

    func bodyView(_ body: TabScrollBodyView, pageViewAt index: Int) -> View {
        let page = viewControllers[index]
        let view = page.view!
        if preparedPages.insert(ObjectIdentifier(page)).inserted,
            let scrollView = (page as? TabScrollContentScrollable)?.scrollView
        {
            scrollView.contentInset.top = headerTab.height
            scrollView.contentOffset = CGPoint(x: 0, y: -headerTab.height)
        }
        return view
    }

    func bodyView(_ body: TabScrollBodyView, didScroll progress: CGFloat) {
        headerTab.updateIndicator(progress: progress)
        adjustContentOffset()
    }

    func bodyView(_ body: TabScrollBodyView, didArriveAt index: Int, from oldIndex: Int) {
        currentIndex = index
        headerTab.select(index)
    }
}

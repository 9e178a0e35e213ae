import Foundation
import HeadlessKit
import HeadlessTesting

@testable import HeadlessPagers

// The trees the explorer drives (ExploreWidgetTests) and the calls its scripts make on them:
// reloads to 0 and back, selections in and out of range, and data sources and delegates that
// change the tree from their callbacks. Each builder takes its configuration as arguments, so a
// printed failure replays with the same tree.

/// Rows of a list or flow layout, in sections, with pinned headers; when `reentrant` is on,
/// `cellForItemAt` inserts or deletes an item now and then, and `scrollViewDidScroll` adds,
/// removes and raises a badge: callbacks that change the tree while it is being laid out.
@MainActor
final class ReentrantCollectionModel: CollectionViewDataSource, CollectionViewDelegate {
    var counts: [Int]
    var reentrant = false
    var random: SplitMix64
    let badge = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

    init(counts: [Int], seed: UInt64) {
        self.counts = counts
        random = SplitMix64(seed: seed)
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
    { counts[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        if reentrant, Int.random(in: 0..<40, using: &random) == 0 {
            // Insert or delete an item of the section asked for.
            let section = indexPath.section
            if Bool.random(using: &random) || counts[section] == 0 {
                counts[section] += 1
                collectionView.insertItems(at: [IndexPath(item: 0, section: section)])
            } else {
                counts[section] -= 1
                collectionView.deleteItems(at: [IndexPath(item: 0, section: section)])
            }
        }
        return cell
    }
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    func scrollViewDidScroll(_ scrollView: ScrollView) {
        guard reentrant else { return }
        // Mutate the tree from inside the scroll: a badge that comes and goes.
        switch Int.random(in: 0..<8, using: &random) {
        case 0: scrollView.addSubview(badge)
        case 1: badge.removeFromSuperview()
        case 2: if badge.superview === scrollView { scrollView.bringSubviewToFront(badge) }
        default: break
        }
    }
}

/// A collection view that keeps its data source and delegate alive (the collection view holds
/// them weakly, as UIKit does), so that a builder can return the window alone.
final class ModelCollectionView: CollectionView {
    var model: ReentrantCollectionModel?
}

/// A sticky header's list that keeps its data source alive.
final class ModelStickyList: StickyHeaderCollectionView {
    var model: ReentrantCollectionModel?
}

/// A container whose `layoutSubviews` re-orders and resizes its children every pass.
final class ShufflingContainer: View {
    override func layoutSubviews() {
        super.layoutSubviews()
        for subview in subviews where !(subview is Label) {
            subview.frame = bounds
        }
        if let first = subviews.first, subviews.count > 1 { bringSubviewToFront(first) }
        if let last = subviews.last { bringSubviewToFront(last) }
    }
}

// MARK: - Sticky header

/// A `size` window holding a sticky header over a list of `rows` rows of 44 pt, resizing with
/// the window (`frame` by default: 56 pt down, the header sticking there).
@MainActor
func makeExploredSticky(
    size: CGSize = CGSize(width: 390, height: 844), frame: CGRect? = nil,
    headerHeight: CGFloat = 44, freeSpace: CGFloat = 500, rows: Int = 100
) -> (Window, StickyHeaderView) {
    Window.printsDiagnostics = false
    let window = Window(size: size)
    let model = ReentrantCollectionModel(counts: [rows], seed: 1)
    let list = ModelStickyList(frame: .zero, collectionViewLayout: ListLayout())
    list.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    list.model = model
    list.dataSource = model
    let sticky = StickyHeaderView(
        scrollView: list, headerHeight: headerHeight, freeSpace: freeSpace,
        frame: frame ?? CGRect(x: 0, y: 56, width: size.width, height: size.height - 56))
    sticky.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.addSubview(sticky)
    window.layoutIfNeeded()
    return (window, sticky)
}

/// The sticky header's list, and its rows.
@MainActor
private func stickyList(_ window: Window) -> (CollectionView, ReentrantCollectionModel)? {
    guard let sticky = window.subviews.first as? StickyHeaderView,
        let list = sticky.scrollView as? ModelStickyList, let model = list.model
    else { return nil }
    return (list, model)
}

/// The sticky header's list takes `rows` rows and reloads.
@MainActor
func reloadRows(_ window: Window, to rows: Int) {
    guard let (list, model) = stickyList(window) else { return }
    model.counts = [rows]
    list.reloadData()
}

/// The sticky header's list scrolls row `row` to its top, animated, when the row exists.
@MainActor
func scrollToRow(_ window: Window, _ row: Int) {
    guard let (list, _) = stickyList(window), row >= 0, list.numberOfItems(inSection: 0) > row
    else { return }
    list.scrollToItem(at: IndexPath(item: row, section: 0), at: .top, animated: true)
}

// MARK: - TopContentPager

/// `count` pages of 10, 30, 50, ... rows.
@MainActor
func exploredPages(_ count: Int) -> [ListPage] {
    (0..<count).map { ListPage(title: "p\($0)", rows: 10 + 20 * $0) }
}

/// A `size` window showing a ``ProfilePagerController`` with `pages` pages of
/// ``exploredPages(_:)`` under a header `headerHeight` high.
@MainActor
func makeExploredPager(
    size: CGSize = CGSize(width: 390, height: 700), pages: Int, headerHeight: CGFloat
) -> Window {
    Window.printsDiagnostics = false
    let window = Window(size: size)
    window.rootViewController = ProfilePagerController(
        pages: exploredPages(pages), headerHeight: headerHeight)
    window.layoutIfNeeded()
    return window
}

/// The pager takes `count` pages and reloads.
@MainActor
func reloadPages(_ window: Window, to count: Int) {
    guard let pager = window.rootViewController as? ProfilePagerController else { return }
    pager.pages = exploredPages(count)
    pager.reloadData()
}

/// The pager selects page `index` (in range or not).
@MainActor
func selectPage(_ window: Window, _ index: Int, animated: Bool) {
    (window.rootViewController as? TopContentPagerViewController)?.setSelectedIndex(
        index, animated: animated)
}

/// The pager's rules (``invariantViolations(_:)``) as an explorer invariant.
let headerFollowsSelectedPage = ExploreInvariant(
    "header follows the selected page", code: ".headerFollowsSelectedPage"
) { window in
    guard let pager = window.rootViewController as? TopContentPagerViewController else {
        return nil
    }
    let problems = invariantViolations(pager)
    return problems.isEmpty ? nil : problems.joined(separator: "; ")
}

// MARK: - TabScrollController

/// The tab pager takes `count` numbered pages.
@MainActor
func reloadTabs(_ window: Window, to count: Int) {
    (window.rootViewController as? TabScrollController)?.setViewControllers(
        numberedTitles(count).map { RecordingPage($0) })
}

/// The tab pager selects tab `index` (in range or not).
@MainActor
func selectTab(_ window: Window, _ index: Int) {
    (window.rootViewController as? TabScrollController)?.select(tabIndex: index)
}

// MARK: - WalkthroughView

/// A 375×647 window filled with a `pageCount`-page walkthrough that resizes with it.
@MainActor
func makeExploredWalkthrough(pageCount: Int = 5) -> Window {
    let (window, walkthrough) = makeWalkthrough(pageCount: pageCount)
    walkthrough.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    return window
}

/// A walkthrough's page count is fixed: a reload is a new walkthrough of `count` pages in the
/// old one's place.
@MainActor
func reloadWalkthrough(_ window: Window, to count: Int) {
    guard let old = window.subviews.first as? WalkthroughView else { return }
    let next = WalkthroughView(pageCount: count, frame: window.bounds)
    next.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    old.removeFromSuperview()
    window.addSubview(next)
}

// MARK: - Collection views with pinned headers

/// How ``makePinnedCollection(_:reentrant:)`` lays its sections out.
enum PinnedLayout: String, CaseIterable, Sendable {
    case list, verticalFlow, horizontalFlow
}

/// A 390×700 window holding a ``ShufflingContainer`` around a collection view of 4 sections
/// (12, 0, 7 and 3 items) with headers pinned to the visible bounds; its model changes the
/// tree from its callbacks when `reentrant` is on.
@MainActor
func makePinnedCollection(_ kind: PinnedLayout, reentrant: Bool = true) -> Window {
    Window.printsDiagnostics = false
    let window = Window(size: CGSize(width: 390, height: 700))
    let layout: CollectionViewLayout
    switch kind {
    case .list:
        let list = ListLayout()
        list.sectionHeaderHeight = 30
        list.sectionHeadersPinToVisibleBounds = true
        layout = list
    case .verticalFlow, .horizontalFlow:
        let flow = CollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 100, height: 70)
        flow.headerReferenceSize = CGSize(width: 0, height: 30)
        flow.sectionHeadersPinToVisibleBounds = true
        if kind == .horizontalFlow { flow.scrollDirection = .horizontal }
        layout = flow
    }
    let model = ReentrantCollectionModel(counts: [12, 0, 7, 3], seed: 1)
    model.reentrant = reentrant
    let collection = ModelCollectionView(frame: window.bounds, collectionViewLayout: layout)
    collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collection.register(
        CollectionReusableView.self,
        forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
        withReuseIdentifier: "header")
    collection.model = model
    collection.dataSource = model
    collection.delegate = model
    let container = ShufflingContainer(frame: window.bounds)
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.addSubview(collection)
    container.addSubview(Label())
    window.addSubview(container)
    window.layoutIfNeeded()
    return window
}

/// The pinned collection view in `window`.
@MainActor
private func pinnedCollection(_ window: Window) -> ModelCollectionView? {
    window.subviews.first?.subviews.first { $0 is ModelCollectionView } as? ModelCollectionView
}

/// The pinned collection view takes `count` sections (of 0, 5, 10, 2, ... items) and reloads.
@MainActor
func reloadSections(_ window: Window, to count: Int) {
    guard let collection = pinnedCollection(window), let model = collection.model else { return }
    model.counts = (0..<count).map { $0 * 5 % 13 }
    collection.reloadData()
}

/// The pinned collection view scrolls section `section`'s first item to its top, animated,
/// when it exists.
@MainActor
func scrollToSection(_ window: Window, _ section: Int) {
    guard let collection = pinnedCollection(window), section >= 0,
        collection.numberOfSections > section, collection.numberOfItems(inSection: section) > 0
    else { return }
    collection.scrollToItem(at: IndexPath(item: 0, section: section), at: .top, animated: true)
}

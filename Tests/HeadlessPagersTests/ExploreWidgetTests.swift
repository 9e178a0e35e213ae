import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

@testable import HeadlessPagers

// Each widget explored with random scripts (taps, drags, flings, cancels, resizes, waits and
// the widget's own calls) under the built-in invariants and the widget's rules: 1,000 scripts
// per widget in a default `swift test` run; HEADLESSKIT_EXPLORE_SCRIPTS=N runs N per widget.

/// Scripts per widget in a default `swift test` run.
let defaultExploreScripts = 1_000

/// 100 rows of 44 pt under a sticky header, in a 390×844 window (the header sticks at 56).
@MainActor
final class ExploreRows: CollectionViewDataSource {
    var count = 100
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
    { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }
}

@MainActor
func makeExploredSticky() -> (Window, StickyHeaderView, ExploreRows) {
    Window.printsDiagnostics = false
    let window = Window(size: CGSize(width: 390, height: 844))
    let rows = ExploreRows()
    let list = StickyHeaderCollectionView(frame: .zero, collectionViewLayout: ListLayout())
    list.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
    list.dataSource = rows
    let sticky = StickyHeaderView(
        scrollView: list, headerHeight: 44, freeSpace: 500,
        frame: CGRect(x: 0, y: 56, width: 390, height: 788))
    sticky.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.addSubview(sticky)
    window.layoutIfNeeded()
    return (window, sticky, rows)
}

/// The sticky header's list drops to 3 rows and reloads.
@MainActor
func reloadWithThreeRows(_ window: Window) {
    guard let sticky = window.subviews.first as? StickyHeaderView,
        let list = sticky.scrollView as? CollectionView,
        let rows = list.dataSource as? ExploreRows
    else { return }
    rows.count = 3
    list.reloadData()
}

/// A 375×647 window filled with a 5-page walkthrough that resizes with it.
@MainActor
func makeExploredWalkthrough() -> Window {
    let (window, walkthrough) = makeWalkthrough()
    walkthrough.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    return window
}

/// Runs `explorer`, prints the report, and records each failure; failures of the invariant
/// `known` names are a known widget bug (see its comment), recorded as known issues.
@MainActor
func exploreAndExpect(_ explorer: Explorer, known: (invariant: String, comment: Comment)? = nil) {
    let report = explorer.run()
    print("[\(explorer.buildCode)] \(report)")
    for failure in report.failures {
        if let known, failure.violation.invariant == known.invariant {
            withKnownIssue(known.comment, isIntermittent: true) {
                Issue.record(Comment(rawValue: failure.description))
            }
        } else {
            Issue.record(Comment(rawValue: failure.description))
        }
    }
}

@MainActor @Suite struct ExploreWidgetTests {
    static var scripts: Int { Explorer.scriptCount(default: defaultExploreScripts) }

    @Test("StickyHeaderView keeps every invariant under random use (UIKit: UIScrollView)")
    func stickyHeader() {
        var explorer = Explorer(scripts: Self.scripts, seed: 1) { makeExploredSticky().0 }
        explorer.buildCode = "makeExploredSticky().0"
        explorer.actions = [
            Explorer.Action("reload with 3 rows", weight: 0.5, code: "reloadWithThreeRows(window)")
            {
                reloadWithThreeRows($0)
            }
        ]
        explorer.invariants.append(
            ExploreInvariant("header sticks at the top", timing: .atRest) { window in
                guard let sticky = window.subviews.first as? StickyHeaderView else { return nil }
                let expected = StickyHeaderView.headerTopConstant(
                    forContentOffset: sticky.scrollView.contentOffset.y,
                    headerHeight: sticky.headerHeight, freeSpace: sticky.freeSpace)
                let actual = sticky.headerTopConstraint.constant
                return abs(actual - expected) > 0.01 ? "constant \(actual), rule \(expected)" : nil
            })
        exploreAndExpect(explorer)
    }

    @Test("A header below a short window is out of reach, no fault (UIKit: hitTest(_:with:))")
    func stickyHeaderBelowShortWindow() throws {
        let (window, sticky, _) = makeExploredSticky()
        window.frame.size = CGSize(width: 195, height: 422)
        window.settle()
        let header = sticky.headerView.convert(sticky.headerView.bounds, to: nil)
        // The header lies wholly below the window and outside its superview's bounds.
        #expect(header.minY >= window.bounds.maxY, "\(header)")
        #expect(!sticky.bounds.intersects(sticky.headerView.frame))
        #expect(window.hitTest(CGPoint(x: header.midX, y: header.midY), with: nil) == nil)
        #expect(ExploreInvariant.hitTestableInsideWindow.violation(in: window) == nil)
        let violation = window.firstViolation(of: ExploreInvariant.builtIn) {
            window.drag(
                from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 350), duration: 0.2)
        }
        #expect(violation == nil)
    }

    @Test("TabScrollController keeps every invariant under random use (UIKit: isPagingEnabled)")
    func tabScroll() {
        var explorer = Explorer(scripts: Self.scripts, seed: 1) {
            makeTabScroll(numberedTitles(5)).0
        }
        explorer.buildCode = "makeTabScroll(numberedTitles(5)).0"
        explorer.actions = [
            Explorer.Action(
                "select tab 3", weight: 0.5,
                code: "(window.rootViewController as! TabScrollController).select(tabIndex: 3)"
            ) { window in
                (window.rootViewController as? TabScrollController)?.select(tabIndex: 3)
            }
        ]
        explorer.invariants.append(
            ExploreInvariant("pager at rest on one page", timing: .atRest) { window in
                guard let pager = window.rootViewController as? TabScrollController,
                    let pages = pager.viewControllers as? [RecordingPage]
                else { return nil }
                let failures = tabScrollInvariantFailures(pager, pages)
                return failures.isEmpty ? nil : failures.joined(separator: "; ")
            })
        exploreAndExpect(explorer)
    }

    @Test(
        "TopContentPagerViewController keeps every invariant under random use (UIKit: UIScrollView)"
    )
    func topContentPager() {
        var explorer = Explorer(scripts: Self.scripts, seed: 1) {
            show(ProfilePagerController())
        }
        explorer.buildCode = "show(ProfilePagerController())"
        explorer.actions = [
            Explorer.Action(
                "select page 2", weight: 0.5,
                code:
                    "(window.rootViewController as! TopContentPagerViewController).setSelectedIndex(2, animated: true)"
            ) { window in
                (window.rootViewController as? TopContentPagerViewController)?.setSelectedIndex(
                    2, animated: true)
            },
            Explorer.Action(
                "reload", weight: 0.3,
                code: "(window.rootViewController as! TopContentPagerViewController).reloadData()"
            ) { window in
                (window.rootViewController as? TopContentPagerViewController)?.reloadData()
            },
        ]
        explorer.invariants.append(
            ExploreInvariant("header follows the selected page") { window in
                guard let pager = window.rootViewController as? TopContentPagerViewController
                else { return nil }
                let problems = invariantViolations(pager)
                return problems.isEmpty ? nil : problems.joined(separator: "; ")
            })
        exploreAndExpect(explorer)
    }

    @Test("WalkthroughView keeps every invariant under random use (UIKit: isPagingEnabled)")
    func walkthrough() {
        var explorer = Explorer(scripts: Self.scripts, seed: 1) { makeExploredWalkthrough() }
        explorer.buildCode = "makeExploredWalkthrough()"
        explorer.actions = [
            Explorer.Action(
                "scroll to page 3", weight: 0.5,
                code: "(window.subviews[0] as! WalkthroughView).scrollToPage(3, animated: true)"
            ) { window in
                (window.subviews.first as? WalkthroughView)?.scrollToPage(3, animated: true)
            }
        ]
        exploreAndExpect(explorer)
    }
}

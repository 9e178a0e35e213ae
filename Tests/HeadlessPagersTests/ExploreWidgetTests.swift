import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

@testable import HeadlessPagers

// Each widget explored with hostile random scripts (taps, drags, flings, one- and two-finger
// gestures, pinches, cancels, resizes to nothing and back, waits, and the widget's own calls:
// reloads to 0 and back, selections in and out of range), with a settle after half the steps,
// under the built-in invariants and the widget's rules; and collection views with pinned
// headers whose data source and delegate change the tree from their callbacks. A default
// `swift test` runs `defaultExploreScripts` per widget; HEADLESSKIT_EXPLORE_SCRIPTS=N runs N.

/// Scripts per widget in a default `swift test` run.
let defaultExploreScripts = 550

/// How often a settle follows a step: half the time the next step lands mid-flight, else the
/// at-rest rules see where the step left the widget.
let exploreSettleAfterStep = 0.5

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
        explorer.settleAfterStep = exploreSettleAfterStep
        explorer.actions =
            Explorer.Action.family(
                "reload rows", arguments: [0, 3, 7, 100], weight: 0.6,
                code: { "reloadRows(window, to: \($0))" }, perform: { reloadRows($0, to: $1) })
            + Explorer.Action.family(
                "scroll to row", arguments: [-1, 5, 60], weight: 0.3,
                code: { "scrollToRow(window, \($0))" }, perform: { scrollToRow($0, $1) })
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
        let (window, sticky) = makeExploredSticky()
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
        explorer.settleAfterStep = exploreSettleAfterStep
        explorer.actions =
            Explorer.Action.family(
                "select tab", arguments: [-1, 0, 3, 5], weight: 0.6,
                code: { "selectTab(window, \($0))" }, perform: { selectTab($0, $1) })
            + Explorer.Action.family(
                "reload tabs", arguments: [0, 1, 3, 5], weight: 0.4,
                code: { "reloadTabs(window, to: \($0))" }, perform: { reloadTabs($0, to: $1) })
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
        explorer.settleAfterStep = exploreSettleAfterStep
        explorer.actions =
            Explorer.Action.family(
                "select page", arguments: [-1, 0, 2, 5], weight: 0.5,
                code: { "selectPage(window, \($0), animated: true)" },
                perform: { selectPage($0, $1, animated: true) })
            + Explorer.Action.family(
                "select page without animation", arguments: [1, 3], weight: 0.2,
                code: { "selectPage(window, \($0), animated: false)" },
                perform: { selectPage($0, $1, animated: false) })
            + Explorer.Action.family(
                "reload pages", arguments: [0, 1, 3, 4], weight: 0.4,
                code: { "reloadPages(window, to: \($0))" }, perform: { reloadPages($0, to: $1) })
        explorer.invariants.append(headerFollowsSelectedPage)
        exploreAndExpect(explorer)
    }

    @Test("WalkthroughView keeps every invariant under random use (UIKit: isPagingEnabled)")
    func walkthrough() {
        var explorer = Explorer(scripts: Self.scripts, seed: 1) { makeExploredWalkthrough() }
        explorer.buildCode = "makeExploredWalkthrough()"
        explorer.settleAfterStep = exploreSettleAfterStep
        explorer.actions =
            Explorer.Action.family(
                "scroll to page", arguments: [-1, 0, 3, 9], weight: 0.5,
                code: {
                    "(window.subviews[0] as! WalkthroughView).scrollToPage(\($0), animated: true)"
                },
                perform: { window, page in
                    (window.subviews.first as? WalkthroughView)?.scrollToPage(page, animated: true)
                })
            + Explorer.Action.family(
                "reload walkthrough", arguments: [0, 1, 5], weight: 0.3,
                code: { "reloadWalkthrough(window, to: \($0))" },
                perform: { reloadWalkthrough($0, to: $1) })
        exploreAndExpect(explorer)
    }

    @Test(
        "Pinned headers keep every invariant while data source and delegate change the tree (UIKit: sectionHeadersPinToVisibleBounds)",
        arguments: PinnedLayout.allCases)
    func pinnedCollection(layout: PinnedLayout) {
        // The three layouts share one widget's budget.
        var explorer = Explorer(scripts: Self.scripts / 3, seed: 1) {
            makePinnedCollection(layout)
        }
        explorer.buildCode = "makePinnedCollection(.\(layout))"
        explorer.settleAfterStep = exploreSettleAfterStep
        explorer.actions =
            Explorer.Action.family(
                "reload sections", arguments: [0, 1, 3, 5], weight: 0.6,
                code: { "reloadSections(window, to: \($0))" },
                perform: { reloadSections($0, to: $1) })
            + Explorer.Action.family(
                "scroll to section", arguments: [-1, 0, 2, 4], weight: 0.3,
                code: { "scrollToSection(window, \($0))" }, perform: { scrollToSection($0, $1) })
        exploreAndExpect(explorer)
    }
}

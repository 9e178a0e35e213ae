import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

/// Records what a split view controller asks and tells its delegate.
@MainActor
final class SplitDelegateRecorder: SplitViewControllerDelegate {
    enum Call: Equatable {
        case topColumn(proposed: SplitViewController.Column)
        case displayModeForExpanding(proposed: SplitViewController.DisplayMode)
        case willChange(SplitViewController.DisplayMode)
        case willShow(SplitViewController.Column)
        case willHide(SplitViewController.Column)
        case didCollapse, didExpand
    }

    var calls: [Call] = []
    var topColumn: SplitViewController.Column?
    /// Run inside the top-column question, before the split collapses.
    var onTopColumn: ((SplitViewController) -> Void)?
    /// Run inside the did-collapse callback.
    var onDidCollapse: ((SplitViewController) -> Void)?

    func splitViewController(
        _ svc: SplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
    ) -> SplitViewController.Column {
        calls.append(.topColumn(proposed: proposedTopColumn))
        onTopColumn?(svc)
        return topColumn ?? proposedTopColumn
    }

    func splitViewController(
        _ svc: SplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController
            .DisplayMode
    ) -> SplitViewController.DisplayMode {
        calls.append(.displayModeForExpanding(proposed: proposedDisplayMode))
        return proposedDisplayMode
    }

    func splitViewController(
        _ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode
    ) {
        calls.append(.willChange(displayMode))
    }

    func splitViewController(
        _ svc: SplitViewController, willShow column: SplitViewController.Column
    ) {
        calls.append(.willShow(column))
    }

    func splitViewController(
        _ svc: SplitViewController, willHide column: SplitViewController.Column
    ) {
        calls.append(.willHide(column))
    }

    func splitViewControllerDidCollapse(_ svc: SplitViewController) {
        calls.append(.didCollapse)
        onDidCollapse?(svc)
    }

    func splitViewControllerDidExpand(_ svc: SplitViewController) {
        calls.append(.didExpand)
    }
}

@MainActor @Suite struct SplitViewControllerTests {
    static let pad = CGSize(width: 1180, height: 820)
    static let phone = CGSize(width: 390, height: 844)

    func titled(_ title: String) -> ViewController {
        let controller = ViewController()
        controller.title = title
        return controller
    }

    func makeSplit(
        _ delegate: SplitDelegateRecorder? = nil
    ) -> (SplitViewController, ViewController, ViewController) {
        let split = SplitViewController(style: .doubleColumn)
        split.delegate = delegate
        let list = titled("List")
        let detail = titled("Detail")
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        return (split, list, detail)
    }

    @Test(
        "Regular width: the primary column 320 points wide at the leading edge, the secondary beside it, each in its own navigation controller (UIKit: setViewController(_:for:), maximumPrimaryColumnWidth's automatic 320)"
    )
    func regularWidthShowsColumnsSideBySide() {
        let window = Window(size: Self.pad)
        let delegate = SplitDelegateRecorder()
        let (split, list, detail) = makeSplit(delegate)
        window.rootViewController = split
        window.layoutIfNeeded()
        #expect(!split.isCollapsed)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.splitBehavior == .tile)
        #expect(split.viewController(for: .primary) === list)
        #expect(split.viewController(for: .secondary) === detail)
        let primary = list.navigationController
        let secondary = detail.navigationController
        #expect(primary !== nil && secondary !== nil && primary !== secondary)
        #expect(primary?.parent === split && secondary?.parent === split)
        #expect(list.splitViewController === split && detail.splitViewController === split)
        #expect(split.viewControllers.count == 2)
        #expect(primary?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 820))
        #expect(secondary?.view.frame == CGRect(x: 320, y: 0, width: 860, height: 820))
        #expect(split.primaryColumnWidth == 320)
        #expect(list.appearanceState == .appeared && detail.appearanceState == .appeared)
        // An expanded first arrangement asks the delegate nothing.
        #expect(delegate.calls == [])
    }

    @Test(
        "The primary width: a fraction of the width kept between the minimum and maximum widths; a width in points wins over the fraction (UIKit: preferredPrimaryColumnWidthFraction, preferredPrimaryColumnWidth, minimumPrimaryColumnWidth, maximumPrimaryColumnWidth)"
    )
    func primaryColumnWidth() {
        let window = Window(size: Self.pad)
        let (split, list, _) = makeSplit()
        window.rootViewController = split
        func width(_ change: () -> Void) -> CGFloat {
            change()
            window.layoutIfNeeded()
            #expect(list.navigationController?.view.frame.width == split.primaryColumnWidth)
            return split.primaryColumnWidth
        }
        // 40% of 1180 is 472, above the automatic maximum of 320.
        #expect(width { split.preferredPrimaryColumnWidthFraction = 0.4 } == 320)
        #expect(width { split.maximumPrimaryColumnWidth = 500 } == 472)
        #expect(width { split.minimumPrimaryColumnWidth = 480 } == 480)
        #expect(width { split.preferredPrimaryColumnWidth = 490 } == 490)
        #expect(
            width { split.preferredPrimaryColumnWidth = SplitViewController.automaticDimension }
                == 480)
    }

    @Test(
        "Hostile widths: a NaN fraction is automatic, a negative one 0, one above 1 the whole width; a minimum above the maximum wins; the column never passes the split's width"
    )
    func hostileWidths() {
        let window = Window(size: Self.pad)
        let (split, _, _) = makeSplit()
        window.rootViewController = split
        split.preferredPrimaryColumnWidthFraction = .nan
        #expect(split.primaryColumnWidth == 320)
        split.preferredPrimaryColumnWidthFraction = -0.5
        #expect(split.primaryColumnWidth == 0)
        split.maximumPrimaryColumnWidth = .infinity
        #expect(split.primaryColumnWidth == 0)
        split.preferredPrimaryColumnWidthFraction = 7
        #expect(split.primaryColumnWidth == 320)
        split.maximumPrimaryColumnWidth = 5000
        #expect(split.primaryColumnWidth == 1180)
        split.preferredPrimaryColumnWidthFraction = 0.1
        split.minimumPrimaryColumnWidth = 400
        split.maximumPrimaryColumnWidth = 200
        #expect(split.primaryColumnWidth == 400)
        split.minimumPrimaryColumnWidth = -30
        split.preferredPrimaryColumnWidth = -10
        #expect(split.primaryColumnWidth == 0)
        window.layoutIfNeeded()
    }

    @Test(
        "Compact width: one navigation stack, the detail pushed on the list by default (UIKit: isCollapsed; topColumnForCollapsingToProposedTopColumn proposes .secondary)"
    )
    func compactWidthCollapsesShowingTheDetail() {
        let window = Window(size: Self.phone)
        let delegate = SplitDelegateRecorder()
        let (split, list, detail) = makeSplit(delegate)
        window.rootViewController = split
        window.layoutIfNeeded()
        #expect(split.isCollapsed)
        let navigation = list.navigationController
        #expect(navigation?.viewControllers == [list, detail])
        #expect(detail.navigationController === navigation)
        #expect(split.viewControllers.count == 1 && split.viewControllers.first === navigation)
        #expect(navigation?.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(detail.appearanceState == .appeared && list.appearanceState == .disappeared)
        #expect(delegate.calls == [.topColumn(proposed: .secondary), .didCollapse])
        // The detail's back button pops to the list.
        navigation?.navigationBar.backButton.sendActions(for: .touchUpInside)
        window.settle()
        #expect(navigation?.topViewController === list)
    }

    @Test("Compact width with the delegate answering .primary: the list alone on the stack")
    func compactWidthWithPrimaryOnTop() {
        let window = Window(size: Self.phone)
        let delegate = SplitDelegateRecorder()
        delegate.topColumn = .primary
        let (split, list, detail) = makeSplit(delegate)
        window.rootViewController = split
        window.layoutIfNeeded()
        #expect(list.navigationController?.viewControllers == [list])
        #expect(detail.appearanceState == .disappeared)
        // show(.secondary) pushes the detail, hide(.secondary) pops it.
        split.show(.secondary)
        window.settle()
        #expect(list.navigationController?.viewControllers == [list, detail])
        #expect(detail.appearanceState == .appeared)
        split.hide(.secondary)
        window.settle()
        #expect(list.navigationController?.viewControllers == [list])
        split.show(.secondary)
        window.settle()
        split.show(.primary)
        window.settle()
        #expect(list.navigationController?.topViewController === list)
    }

    @Test(
        "A .compact column shows alone while collapsed, and the delegate is not asked for a top column (UIKit: UISplitViewController.Column.compact)"
    )
    func compactColumn() {
        let window = Window(size: Self.phone)
        let delegate = SplitDelegateRecorder()
        let (split, list, detail) = makeSplit(delegate)
        let tabs = titled("Compact")
        split.setViewController(tabs, for: .compact)
        window.rootViewController = split
        window.layoutIfNeeded()
        #expect(split.viewControllers.first === tabs.navigationController)
        #expect(tabs.appearanceState == .appeared)
        #expect(list.appearanceState == .disappeared && detail.appearanceState == .disappeared)
        #expect(delegate.calls == [.didCollapse])
        // Expanded, the columns show and the compact controller leaves.
        window.frame = CGRect(origin: .zero, size: Self.pad)
        window.layoutIfNeeded()
        #expect(!split.isCollapsed)
        #expect(tabs.appearanceState == .disappeared)
        #expect(list.appearanceState == .appeared && detail.appearanceState == .appeared)
    }

    @Test(
        "A size-class change collapses and expands: the detail goes on the list's stack and back to the secondary column, with the delegate's callbacks in order (UIKit: splitViewControllerDidCollapse, displayModeForExpandingToProposedDisplayMode, splitViewControllerDidExpand)"
    )
    func sizeClassChangeCollapsesAndExpands() {
        let window = Window(size: Self.pad)
        let delegate = SplitDelegateRecorder()
        let (split, list, detail) = makeSplit(delegate)
        window.rootViewController = split
        window.layoutIfNeeded()
        let primary = list.navigationController!
        let secondary = detail.navigationController!
        window.frame = CGRect(origin: .zero, size: Self.phone)
        window.layoutIfNeeded()
        #expect(split.isCollapsed)
        #expect(primary.viewControllers == [list, detail])
        #expect(secondary.viewControllers.isEmpty)
        #expect(secondary.viewIfLoaded?.window == nil)
        #expect(primary.view.frame.size == Self.phone)
        // A controller pushed on the detail while collapsed comes along.
        let more = titled("More")
        detail.show(more, sender: nil)
        window.settle()
        window.frame = CGRect(origin: .zero, size: Self.pad)
        window.layoutIfNeeded()
        #expect(!split.isCollapsed)
        #expect(primary.viewControllers == [list])
        #expect(secondary.viewControllers == [detail, more])
        #expect(more.navigationController === secondary)
        #expect(secondary.view.frame == CGRect(x: 320, y: 0, width: 860, height: 820))
        #expect(
            delegate.calls == [
                .topColumn(proposed: .secondary), .didCollapse,
                .displayModeForExpanding(proposed: .oneBesideSecondary), .didExpand,
            ])
    }

    @Test(
        "A detail popped while collapsed comes back in the secondary column on expanding"
    )
    func poppedDetailComesBack() {
        let window = Window(size: Self.phone)
        let (split, list, detail) = makeSplit()
        window.rootViewController = split
        window.layoutIfNeeded()
        list.navigationController?.popViewController(animated: false)
        #expect(detail.parent == nil)
        window.frame = CGRect(origin: .zero, size: Self.pad)
        window.layoutIfNeeded()
        #expect(split.viewController(for: .secondary) === detail)
        #expect(detail.navigationController?.parent === split)
        #expect(detail.appearanceState == .appeared)
    }

    @Test(
        "hide(.primary) shows the secondary column alone at full width, show(.primary) brings the primary back; the delegate hears of both (UIKit: show(_:), hide(_:), willChangeTo, willShow, willHide)"
    )
    func showAndHidePrimary() {
        let window = Window(size: Self.pad)
        let delegate = SplitDelegateRecorder()
        let (split, list, detail) = makeSplit(delegate)
        window.rootViewController = split
        split.hide(.primary)
        window.layoutIfNeeded()
        #expect(split.displayMode == .secondaryOnly)
        #expect(list.appearanceState == .disappeared)
        #expect(detail.navigationController?.view.frame == CGRect(origin: .zero, size: Self.pad))
        #expect(split.primaryColumnWidth == 0)
        split.show(.primary)
        window.layoutIfNeeded()
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(list.appearanceState == .appeared)
        #expect(
            delegate.calls == [
                .willChange(.secondaryOnly), .willHide(.primary),
                .willChange(.oneBesideSecondary), .willShow(.primary),
            ])
    }

    @Test(
        "Split behaviours: overlay puts the primary column over the full-width secondary, displace pushes the secondary at full width; a display mode the behaviour does not allow becomes the one it does (UIKit: preferredSplitBehavior, preferredDisplayMode)"
    )
    func splitBehaviors() {
        let window = Window(size: Self.pad)
        let (split, list, detail) = makeSplit()
        window.rootViewController = split
        split.preferredSplitBehavior = .overlay
        window.layoutIfNeeded()
        // .automatic under .overlay hides the primary column.
        #expect(split.displayMode == .secondaryOnly)
        split.preferredDisplayMode = .oneBesideSecondary
        window.layoutIfNeeded()
        #expect(split.displayMode == .oneOverSecondary)
        #expect(detail.navigationController?.view.frame == CGRect(origin: .zero, size: Self.pad))
        #expect(
            list.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 820))
        #expect(split.view.subviews.last === list.navigationController?.view)
        split.preferredSplitBehavior = .displace
        window.layoutIfNeeded()
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(
            detail.navigationController?.view.frame
                == CGRect(x: 320, y: 0, width: 1180, height: 820))
    }

    @Test(
        "showDetailViewController: expanded it replaces the secondary column; collapsed it is pushed on the stack in place of the old detail, and expanding makes it the secondary column (UIKit: showDetailViewController(_:sender:))"
    )
    func showDetailViewController() {
        let window = Window(size: Self.pad)
        let (split, list, detail) = makeSplit()
        window.rootViewController = split
        window.layoutIfNeeded()
        let first = titled("First")
        list.showDetailViewController(first, sender: nil)
        window.layoutIfNeeded()
        #expect(split.viewController(for: .secondary) === first)
        #expect(first.appearanceState == .appeared)
        #expect(detail.appearanceState == .disappeared && detail.parent == nil)

        window.frame = CGRect(origin: .zero, size: Self.phone)
        window.layoutIfNeeded()
        let navigation = list.navigationController!
        #expect(navigation.viewControllers == [list, first])
        let second = titled("Second")
        list.showDetailViewController(second, sender: nil)
        window.settle()
        #expect(navigation.viewControllers == [list, second])
        #expect(second.appearanceState == .appeared && first.parent == nil)

        window.frame = CGRect(origin: .zero, size: Self.pad)
        window.layoutIfNeeded()
        #expect(split.viewController(for: .secondary) === second)
        #expect(second.navigationController?.viewControllers == [second])
        #expect(navigation.viewControllers == [list])
    }

    @Test(
        "show(_:sender:) sent to the split pushes on the primary column's stack; outside a split, showDetailViewController presents (UIKit: show(_:sender:), showDetailViewController(_:sender:))"
    )
    func showRouting() {
        let window = Window(size: Self.pad)
        let (split, list, _) = makeSplit()
        window.rootViewController = split
        let pushed = titled("Pushed")
        split.show(pushed, sender: nil)
        window.settle()
        #expect(list.navigationController?.topViewController === pushed)

        let lone = titled("Lone")
        let other = Window(size: Self.phone)
        other.rootViewController = lone
        let presented = titled("Presented")
        lone.showDetailViewController(presented, sender: nil)
        other.settle()
        #expect(lone.presentedViewController === presented)
    }

    @Test("Replaced columns: the old wrapper leaves the split and is released")
    func replacedColumnsAreReleased() {
        let window = Window(size: Self.pad)
        let (split, _, detail) = makeSplit()
        window.rootViewController = split
        window.layoutIfNeeded()
        weak var oldWrapper = detail.navigationController
        split.setViewController(titled("New"), for: .secondary)
        #expect(oldWrapper == nil)
        #expect(detail.parent == nil && detail.appearanceState == .disappeared)
        split.setViewController(nil, for: .secondary)
        window.layoutIfNeeded()
        #expect(split.viewControllers.count == 1)
        #expect(split.viewController(for: .secondary) == nil)
    }

    @Test("A split dropped while a push on its collapsed stack animates is released safely")
    func splitDroppedDuringTransition() {
        let window = Window(size: Self.phone)
        weak var weakSplit: SplitViewController?
        weak var weakDetail: ViewController?
        do {
            let delegate = SplitDelegateRecorder()
            delegate.topColumn = .primary
            let (split, list, _) = makeSplit(delegate)
            weakSplit = split
            window.rootViewController = split
            window.layoutIfNeeded()
            let detail = titled("Pushed")
            weakDetail = detail
            list.showDetailViewController(detail, sender: nil)
            window.runFrames(3)
            window.rootViewController = nil
        }
        window.settle()
        #expect(weakSplit == nil)
        #expect(weakDetail == nil)
    }

    @Test(
        "A delegate that replaces the secondary column while asked for the top column, and again once collapsed: the stack shows the newest detail"
    )
    func reentrantDelegateReplacesColumns() {
        let window = Window(size: Self.pad)
        let delegate = SplitDelegateRecorder()
        let (split, list, detail) = makeSplit(delegate)
        window.rootViewController = split
        window.layoutIfNeeded()
        let during = titled("During")
        let after = titled("After")
        delegate.onTopColumn = { split in split.setViewController(during, for: .secondary) }
        delegate.onDidCollapse = { split in split.setViewController(after, for: .secondary) }
        window.frame = CGRect(origin: .zero, size: Self.phone)
        window.layoutIfNeeded()
        #expect(list.navigationController?.viewControllers == [list, after])
        #expect(detail.parent == nil && during.parent == nil)
        #expect(after.appearanceState == .appeared)
        delegate.onTopColumn = nil
        delegate.onDidCollapse = nil
        window.frame = CGRect(origin: .zero, size: Self.pad)
        window.layoutIfNeeded()
        #expect(split.viewController(for: .secondary) === after)
        #expect(after.navigationController?.viewControllers == [after])
        #expect(list.navigationController?.viewControllers == [list])
    }

    @Test("A controller with a parent given to a column stops, naming both")
    func controllerWithParentStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let split = SplitViewController(style: .doubleColumn)
            let list = ViewController()
            list.title = "list"
            let navigation = NavigationController(rootViewController: list)
            split.setViewController(list, for: .primary)
            _ = navigation
        }
        let stderr = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(
            stderr.contains(
                "setViewController(_:for: .primary): <ViewController \"list\"> is a child of <NavigationController>"
            ), "\(stderr)")
    }
}

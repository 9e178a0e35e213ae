import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

/// A target for toolbar items' actions.
@MainActor
private final class ToolbarTarget {
    var taps: [String] = []
    func edit() { taps.append("edit") }
    func share(_ sender: BarButtonItem) { taps.append("share \(sender.tag)") }
}

/// A controller with toolbar items, for a navigation controller.
private final class ToolbarScreen: ViewController {
    init(title: String, items: [BarButtonItem]?, hidesBottomBar: Bool = false) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
        toolbarItems = items
        hidesBottomBarWhenPushed = hidesBottomBar
    }
    required init?(coder: NSCoder) { fatalError() }
}

@MainActor @Suite struct ToolbarTests {
    /// A 390-point-wide toolbar in a window with a 34-point home indicator inset.
    private func toolbarWindow(_ items: [BarButtonItem]) -> (Window, Toolbar) {
        let window = Window(size: CGSize(width: 390, height: 400))
        window.safeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        let toolbar = Toolbar()
        toolbar.items = items
        window.addSubview(toolbar)
        toolbar.frame = CGRect(x: 0, y: 322, width: 390, height: 78)
        window.layoutIfNeeded()
        return (window, toolbar)
    }

    @Test(
        "A toolbar is 44 points plus the bottom safe area; flexible spaces share the free width equally, a fixed space takes its width, buttons are at least 44 wide, 8 points apart (UIKit: UIToolbar, flexibleSpace(), fixedSpace(_:))"
    )
    func layoutWithSpaces() {
        // 390 = 8 [Edit 44] 8 [flex 91] 8 [fixed 20] 8 [Share 44] 8 [flex 91] 8 [Done 44] 8
        let (window, toolbar) = toolbarWindow([
            BarButtonItem(title: "Edit", style: .plain, target: nil, action: nil),
            .flexibleSpace(),
            .fixedSpace(20),
            BarButtonItem(title: "Share", style: .plain, target: nil, action: nil),
            .flexibleSpace(),
            BarButtonItem(barButtonSystemItem: .done, primaryAction: nil),
        ])
        #expect(toolbar.window === window)
        #expect(toolbar.sizeThatFits(CGSize(width: 390, height: 0)).height == 78)
        assertTree(
            toolbar, options: .compact,
            """
            Toolbar (0 322; 390 78) items=["Edit" <flexible> <fixed 20> "Share" <flexible> "Done"]
              Button (8 0; 44 44) title="Edit"
                imageView (0 0; 0 0) hidden contentMode=center
                titleLabel (5 11.75; 34 20.5) text="Edit"
              Button (187 0; 44 44) title="Share"
                imageView (0 0; 0 0) hidden contentMode=center
                titleLabel (0.75 11.75; 42.5 20.5) text="Share"
              Button (338 0; 44 44) title="Done"
                imageView (0 0; 0 0) hidden contentMode=center
                titleLabel (5 11.75; 34 20.5) text="Done"
            """)
    }

    @Test(
        "A tap on an item runs its primary action and its target's method; a disabled item does nothing; an item whose target is gone still runs its primary action (UIKit: the target is held weakly)"
    )
    func tapsAndTargets() {
        var target: ToolbarTarget? = ToolbarTarget()
        var primary = 0
        let edit = BarButtonItem(
            title: "Edit", style: .plain, target: target, action: ToolbarTarget.edit)
        let share = BarButtonItem(
            title: "Share", style: .plain, target: target, action: ToolbarTarget.share)
        share.tag = 7
        share.primaryAction = Action { _ in primary += 1 }
        let off = BarButtonItem(
            title: "Off", style: .plain, target: target, action: ToolbarTarget.edit)
        off.isEnabled = false
        let (window, _) = toolbarWindow([edit, .flexibleSpace(), share, off])
        window.find(.text("Edit")).tap()
        window.find(.text("Share")).tap()
        window.find(.text("Off")).tap()
        #expect(target?.taps == ["edit", "share 7"])
        #expect(primary == 1)
        weak let gone = target
        target = nil
        #expect(gone == nil)
        window.find(.text("Share")).tap()
        window.find(.text("Edit")).tap()
        #expect(primary == 2)
    }

    @Test(
        "A changed item title lays the bar out again; setItems replaces the buttons; no items, or items wider than the bar, leave flexible spaces at 0 (UIKit: setItems(_:animated:))"
    )
    func changesAndHostileWidths() {
        let count = BarButtonItem(title: "1 item", style: .plain, target: nil, action: nil)
        // The classic spelling of a flexible space, pasted from UIKit.
        let (window, toolbar) = toolbarWindow([
            BarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil), count,
            .flexibleSpace(),
        ])
        let before = count.title
        count.title = "1 234 items"
        window.layoutIfNeeded()
        let button = toolbar.subviews[0]
        #expect(before == "1 item")
        #expect(button.frame.midX == 195)
        // A negative, a NaN and an infinite fixed space count as zero.
        toolbar.setItems(
            [.fixedSpace(-10), .fixedSpace(.nan), .fixedSpace(.infinity), count], animated: true)
        window.layoutIfNeeded()
        #expect(toolbar.subviews.count == 1 && toolbar.subviews[0].frame.minX == 32)
        let many = (0..<20).map {
            BarButtonItem(title: "Item \($0)", style: .plain, target: nil, action: nil)
        }
        toolbar.items = [.flexibleSpace()] + many
        window.layoutIfNeeded()
        #expect(toolbar.subviews.count == 20)
        #expect(toolbar.subviews[0].frame.minX == 16)
        toolbar.items = nil
        window.layoutIfNeeded()
        #expect(toolbar.subviews.isEmpty)
        #expect(toolbar.treeDescription(.compact) == "Toolbar (0 322; 390 78)\n")
    }

    @Test(
        "A navigation controller's toolbar is hidden by default; shown, it sits above the home indicator, shows the top controller's toolbarItems and adds 44 points to the bottom of its safe area (UIKit: isToolbarHidden, toolbarItems)"
    )
    func navigationToolbar() {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let first = ToolbarScreen(
            title: "First",
            items: [BarButtonItem(title: "Compose", style: .plain, target: nil, action: nil)])
        let navigation = NavigationController(rootViewController: first)
        window.rootViewController = navigation
        window.settle()
        #expect(navigation.isToolbarHidden)
        #expect(navigation.toolbar.superview == nil)
        #expect(first.view.safeAreaInsets.bottom == 34)
        navigation.setToolbarHidden(false, animated: true)
        window.layoutIfNeeded()
        #expect(navigation.toolbar.superview === navigation.view)
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 766, width: 390, height: 78))
        #expect(first.view.safeAreaInsets.bottom == 78)
        window.find(.text("Compose")).expect(.one)

        // A pushed controller with other items shows them; one with none leaves the bar empty.
        let second = ToolbarScreen(
            title: "Second",
            items: [BarButtonItem(title: "Reply", style: .plain, target: nil, action: nil)])
        navigation.pushViewController(second, animated: true)
        window.settle()
        #expect(navigation.toolbar.items?.first?.title == "Reply")
        #expect(second.view.safeAreaInsets.bottom == 78)
        let third = ToolbarScreen(title: "Third", items: nil)
        navigation.pushViewController(third, animated: false)
        window.settle()
        #expect(navigation.toolbar.items == nil && navigation.toolbar.subviews.isEmpty)
        // Items set on a controller below the top wait until it is on top.
        second.setToolbarItems(
            [BarButtonItem(title: "Forward", style: .plain, target: nil, action: nil)],
            animated: true)
        #expect(navigation.toolbar.items == nil)
        navigation.popViewController(animated: true)
        window.settle()
        #expect(navigation.toolbar.items?.first?.title == "Forward")
        // Items set on the top controller show at once.
        second.toolbarItems = [.flexibleSpace()]
        #expect(navigation.toolbar.items?.count == 1)

        navigation.isToolbarHidden = true
        window.layoutIfNeeded()
        #expect(navigation.toolbar.superview == nil)
        #expect(second.view.safeAreaInsets.bottom == 34)
    }

    @Test(
        "A controller pushed with hidesBottomBarWhenPushed hides the toolbar, and the pop brings it back; in a tab bar controller the tab bar hides too, and the toolbar sits above the tab bar (UIKit: hidesBottomBarWhenPushed hides the toolbar at the bottom of the screen)"
    )
    func hidesBottomBarWhenPushed() {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let list = ToolbarScreen(
            title: "List",
            items: [BarButtonItem(title: "Filter", style: .plain, target: nil, action: nil)])
        let navigation = NavigationController(rootViewController: list)
        navigation.isToolbarHidden = false
        let tabs = TabBarController()
        tabs.viewControllers = [navigation, ViewController()]
        window.rootViewController = tabs
        window.settle()
        // 34 (home indicator) + 49 (tab bar) + 44 (toolbar).
        #expect(list.view.safeAreaInsets.bottom == 127)
        #expect(navigation.toolbar.convert(navigation.toolbar.bounds, to: nil).minY == 717)
        let detail = ToolbarScreen(title: "Detail", items: nil, hidesBottomBar: true)
        navigation.pushViewController(detail, animated: true)
        window.settle()
        #expect(navigation.toolbar.superview == nil && tabs.tabBar.isHidden)
        #expect(detail.view.safeAreaInsets.bottom == 34)
        navigation.popViewController(animated: true)
        window.settle()
        #expect(navigation.toolbar.superview != nil && !tabs.tabBar.isHidden)
        #expect(list.view.safeAreaInsets.bottom == 127)
        window.find(.text("Filter")).expect(.one)
    }
}

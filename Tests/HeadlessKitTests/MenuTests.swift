import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// Menus (`UIMenu`) on buttons and bar button items: shown by a tap or a long press, picked by
/// tapping a row, single selection and pop-up buttons.
@MainActor @Suite struct MenuTests {
    func makeWindow() -> (Window, Button) {
        let window = Window(size: CGSize(width: 390, height: 844))
        let button = Button(type: .system)
        button.setTitle("Sort", for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 80, height: 44)
        window.addSubview(button)
        window.makeKey()
        window.layoutIfNeeded()
        return (window, button)
    }

    @Test("UIKit showsMenuAsPrimaryAction: a tap shows the menu; picking a row runs its action")
    func tapShowsMenu() {
        let (window, button) = makeWindow()
        var picked: [String] = []
        var senders: [AnyObject?] = []
        button.menu = Menu(children: [
            Action(title: "Date") {
                picked.append("date")
                senders.append($0.sender)
            },
            Action(title: "Name") { _ in picked.append("name") },
        ])
        button.showsMenuAsPrimaryAction = true
        var taps = 0
        button.addAction(Action { _ in taps += 1 }, for: .primaryActionTriggered)
        window.tap(at: CGPoint(x: 60, y: 122))
        #expect(window.presentedMenu === button.menu)
        window.find(.text("Name")).tap()
        #expect(picked == ["name"])
        #expect(window.presentedMenu == nil, "picking closes the menu")
        window.tap(at: CGPoint(x: 60, y: 122))
        window.find(.text("Date")).tap()
        #expect(senders.first! === button, "the sender is the button")
        #expect(taps == 2)
    }

    @Test("UIKit: without showsMenuAsPrimaryAction a long press shows the menu, a tap acts")
    func longPressShowsMenu() {
        let (window, button) = makeWindow()
        var tapped = 0
        button.addAction(Action { _ in tapped += 1 }, for: .touchUpInside)
        button.menu = Menu(children: [Action(title: "Copy") { _ in }])
        window.tap(at: CGPoint(x: 60, y: 122))
        #expect(tapped == 1 && window.presentedMenu == nil)
        window.press(at: CGPoint(x: 60, y: 122), duration: 0.6)
        #expect(window.presentedMenu != nil)
        #expect(tapped == 1, "the long press does not tap")
        window.tap(at: CGPoint(x: 380, y: 800))
        #expect(window.presentedMenu == nil, "a tap outside closes the menu")
    }

    @Test("UIKit singleSelection: picking an action turns the others off; pop-up buttons show it")
    func popUpButton() {
        let (window, button) = makeWindow()
        let date = Action(title: "Date") { _ in }
        let name = Action(title: "Name") { _ in }
        button.menu = Menu(options: .singleSelection, children: [date, name])
        button.changesSelectionAsPrimaryAction = true
        #expect(button.title(for: .normal) == "Date" && date.state == .on)
        window.tap(at: CGPoint(x: 60, y: 122))
        window.find(.text("Name")).tap()
        #expect(name.state == .on && date.state == .off)
        #expect(button.title(for: .normal) == "Name")
        #expect((button.menu?.selectedElements.first as? Action) === name)
    }

    @Test("Submenus open in place; inline ones show their children; disabled rows do nothing")
    func submenus() {
        let (window, button) = makeWindow()
        var picked: [String] = []
        button.menu = Menu(children: [
            Menu(
                options: .displayInline,
                children: [
                    Action(title: "Share") { _ in picked.append("share") },
                    Action(title: "Hidden", attributes: .hidden) { _ in picked.append("hidden") },
                ]),
            Action(title: "Locked", attributes: .disabled) { _ in picked.append("locked") },
            Menu(
                title: "Move",
                children: [Action(title: "Archive") { _ in picked.append("archive") }]),
            Action(title: "Delete", attributes: .destructive) { _ in picked.append("delete") },
        ])
        button.showsMenuAsPrimaryAction = true
        window.tap(at: CGPoint(x: 60, y: 122))
        window.find(.text("Hidden")).expect(.none)
        window.find(.text("Locked")).tap()
        #expect(picked.isEmpty && window.presentedMenu != nil)
        window.find(.text("Move ›")).tap()
        window.find(.text("Archive")).tap()
        #expect(picked == ["archive"])
    }

    @Test("A long menu fits the window and scrolls; a menu on a button outside a window is inert")
    func hostileMenus() {
        let (window, button) = makeWindow()
        button.menu = Menu(children: (0..<1000).map { i in Action(title: "Row \(i)") { _ in } })
        button.showsMenuAsPrimaryAction = true
        window.tap(at: CGPoint(x: 60, y: 122))
        let list = window.menuContainer?.subviews.first as? ScrollView
        #expect(list != nil)
        #expect(list!.frame.height <= 844 - 16 && list!.contentSize.height == 44_000)
        button.menu = Menu()
        window.tap(at: CGPoint(x: 5, y: 5))
        let loose = Button(type: .system)
        loose.menu = Menu(children: [Action(title: "X") { _ in }])
        loose.showsMenuAsPrimaryAction = true
        loose.sendActions(for: .touchUpInside)
        #expect(window.presentedMenu == nil)
    }

    @Test("A handler that removes the button or shows another menu is safe (re-entrancy)")
    func reentrantHandlers() {
        let (window, button) = makeWindow()
        let other = Button(type: .system)
        other.frame = CGRect(x: 200, y: 100, width: 80, height: 44)
        window.addSubview(other)
        other.menu = Menu(children: [Action(title: "Again") { _ in }])
        other.showsMenuAsPrimaryAction = true
        button.menu = Menu(children: [
            Action(title: "Remove") { _ in button.removeFromSuperview() },
            Action(title: "Other") { _ in other.sendActions(for: .touchUpInside) },
        ])
        button.showsMenuAsPrimaryAction = true
        window.tap(at: CGPoint(x: 60, y: 122))
        window.find(.text("Other")).tap()
        #expect(window.presentedMenu === other.menu)
        window.find(.text("Again")).tap()
        window.tap(at: CGPoint(x: 60, y: 122))
        window.find(.text("Remove")).tap()
        #expect(button.superview == nil && window.presentedMenu == nil)
    }

    @Test("UIKit: a bar button item with a menu and no action shows the menu on a tap")
    func barButtonItemMenu() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let root = ViewController()
        var picked = false
        root.navigationItem.rightBarButtonItem = BarButtonItem(
            systemItem: .add,
            menu: Menu(children: [Action(title: "New Folder") { _ in picked = true }]))
        window.rootViewController = NavigationController(rootViewController: root)
        window.makeKeyAndVisible()
        window.settle()
        window.find(.accessibilityLabel("Add")).tap()
        window.find(.text("New Folder")).tap()
        #expect(picked)
    }
}

import Foundation

extension Button {
    /// The action that shows the menu on a tap.
    private static let menuTap = Action.Identifier("com.headlesskit.button.menu")

    /// Whether a tap (rather than a long press) shows the menu.
    private var tapShowsMenu: Bool { showsMenuAsPrimaryAction || changesSelectionAsPrimaryAction }

    func menuDidChange() {
        removeAction(identifiedBy: Self.menuTap, for: .touchUpInside)
        if let menuPress {
            removeGestureRecognizer(menuPress)
            self.menuPress = nil
        }
        guard menu != nil else { return }
        if tapShowsMenu {
            addAction(
                Action(identifier: Self.menuTap) { [weak self] _ in self?.showMenu() },
                for: .touchUpInside)
        } else {
            let press = LongPressGestureRecognizer { [weak self] recognizer in
                if recognizer.state == .began { self?.showMenu() }
            }
            addGestureRecognizer(press)
            menuPress = press
        }
        if changesSelectionAsPrimaryAction { showSelection() }
    }

    /// Shows the menu under the button (it must be in a window).
    private func showMenu() {
        guard let menu, let window else { return }
        window.presentMenu(menu, from: self, sender: self)
        window.menuContainer?.didPick = { [weak self] _ in
            guard let self, self.changesSelectionAsPrimaryAction else { return }
            self.showSelection()
        }
    }

    /// A pop-up button's title: the menu's selected action, else its first action (which
    /// becomes selected, as UIKit selects it).
    private func showSelection() {
        guard let menu else { return }
        var actions: [Action] = []
        var stack: [MenuElement] = menu.children.reversed()
        while let element = stack.popLast() {
            if let action = element as? Action {
                actions.append(action)
            } else if let submenu = element as? Menu {
                stack.append(contentsOf: submenu.children.reversed())
            }
        }
        guard let selected = actions.first(where: { $0.state == .on }) ?? actions.first else {
            return
        }
        selected.state = .on
        if configuration != nil {
            configuration?.title = selected.title
        } else {
            setTitle(selected.title, for: .normal)
        }
    }
}

import Foundation

/// What an ``ItemContextMenuController`` asks the scroll view it serves (a table view or a
/// collection view).
@MainActor
protocol ItemContextMenuHost: ScrollView {
    /// The delegate that would be asked for context menus, if any.
    var contextMenuDelegate: AnyObject? { get }
    /// How many times the delegate protocol's default context-menu method ran.
    var defaultContextMenuAnswers: Int { get }
    /// Asks the delegate for a context menu at `point` (in the host's coordinates): the cell
    /// there and the configuration, or nil (no row there, no delegate, or no menu).
    /// `implemented` is set, when the delegate was asked, to whether its own method answered
    /// (not the protocol's default).
    func contextMenuTarget(at point: CGPoint, implemented: inout Bool?)
        -> (cell: View, ContextMenuConfiguration)?
}

/// The long press that shows a row's or an item's context menu (UIKit:
/// `tableView(_:contextMenuConfigurationForRowAt:point:)` and
/// `collectionView(_:contextMenuConfigurationForItemsAt:point:)`): after 0.5 s (a model value)
/// without moving, it asks the host's delegate for a configuration at the finger and begins
/// only when there is a menu, which shows from the cell as every ``Menu`` does (rows in the
/// window, `window.presentedMenu`). Without a menu it fails, so a list whose delegate gives
/// none behaves as if it had no recognizer: taps select, drags scroll.
///
/// UIKit installs its interaction only when the delegate implements the method. Swift cannot
/// ask that, so the first touch on a row after the delegate is set asks the delegate once for
/// that row and learns from the answer whether its own method or the protocol's default ran;
/// for a delegate without the method the press then takes no part in any touch (it costs the
/// touches nothing).
@MainActor
final class ItemContextMenuController: GestureRecognizerDelegate {
    /// The host (weak: the host owns this controller).
    private weak var host: (any ItemContextMenuHost)?
    let press = LongPressGestureRecognizer()
    /// The cell and menu decided when the press asked to begin.
    private var pending: (cell: View, menu: Menu)?
    /// The delegate last probed, and whether it implements the context-menu method.
    private weak var probedDelegate: AnyObject?
    private var probedDelegateImplements = false

    init(host: any ItemContextMenuHost) {
        self.host = host
        press.delegate = self
        // Touches reach the cells as without it until the menu shows (then they are cancelled,
        // and the cell unhighlights).
        press.delaysTouchesEnded = false
        press.addTarget { [weak self] recognizer in
            guard recognizer.state == .began else { return }
            self?.showPending()
        }
        host.addGestureRecognizer(press)
    }

    /// Takes part in a touch only when the delegate implements the context-menu method.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch)
        -> Bool
    {
        guard let host, let delegate = host.contextMenuDelegate else { return false }
        if delegate === probedDelegate { return probedDelegateImplements }
        var implemented: Bool?
        _ = host.contextMenuTarget(at: touch.location(in: host), implemented: &implemented)
        // Nothing learnt when the touch is on no row: ask again at the next touch.
        guard let implemented else { return false }
        probedDelegate = delegate
        probedDelegateImplements = implemented
        return implemented
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        pending = nil
        var implemented: Bool?
        guard let host, host.window != nil,
            let (cell, configuration) = host.contextMenuTarget(
                at: press.location(in: host), implemented: &implemented),
            let menu = configuration.actionProvider?([]), !menu.children.isEmpty
        else { return false }
        pending = (cell, menu)
        return true
    }

    private func showPending() {
        guard let (cell, menu) = pending else { return }
        pending = nil
        // The delegate may have taken the cell off screen, or the list out of its window.
        guard let window = cell.window, cell.superview != nil else { return }
        window.presentMenu(menu, from: cell, sender: cell)
    }
}

extension ItemContextMenuHost {
    /// Asks the delegate through `ask` and tells from ``defaultContextMenuAnswers`` whether the
    /// delegate's own method answered.
    fileprivate func contextMenuAnswer(
        cell: View, implemented: inout Bool?, _ ask: () -> ContextMenuConfiguration?
    ) -> (cell: View, ContextMenuConfiguration)? {
        let before = defaultContextMenuAnswers
        let configuration = ask()
        implemented = defaultContextMenuAnswers == before
        return configuration.map { (cell, $0) }
    }
}

extension CollectionView: ItemContextMenuHost {
    var contextMenuDelegate: AnyObject? { delegate as? CollectionViewDelegate }

    func contextMenuTarget(at point: CGPoint, implemented: inout Bool?)
        -> (cell: View, ContextMenuConfiguration)?
    {
        guard let path = indexPathForItem(at: point), let cell = cellForItem(at: path),
            let delegate = delegate as? CollectionViewDelegate
        else { return nil }
        return contextMenuAnswer(cell: cell, implemented: &implemented) {
            delegate.collectionView(self, contextMenuConfigurationForItemsAt: [path], point: point)
        }
    }
}

extension TableView: ItemContextMenuHost {
    var contextMenuDelegate: AnyObject? { delegate as? TableViewDelegate }

    func contextMenuTarget(at point: CGPoint, implemented: inout Bool?)
        -> (cell: View, ContextMenuConfiguration)?
    {
        guard let path = indexPathForRow(at: point), let cell = cellForRow(at: path),
            let delegate = delegate as? TableViewDelegate
        else { return nil }
        return contextMenuAnswer(cell: cell, implemented: &implemented) {
            delegate.tableView(self, contextMenuConfigurationForRowAt: path, point: point)
        }
    }
}

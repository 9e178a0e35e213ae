import Foundation

/// What an ``ItemContextMenuController`` asks the scroll view it serves (a table view or a
/// collection view).
@MainActor
protocol ItemContextMenuHost: ScrollView {
    /// The cell at `point` (in the host's coordinates) and the configuration its delegate
    /// gives for a context menu there, if any.
    func contextMenuTarget(at point: CGPoint) -> (cell: View, ContextMenuConfiguration)?
}

/// The long press that shows a row's or an item's context menu (UIKit:
/// `tableView(_:contextMenuConfigurationForRowAt:point:)` and
/// `collectionView(_:contextMenuConfigurationForItemsAt:point:)`): after 0.5 s (a model value)
/// without moving, it asks the host's delegate for a configuration at the finger and begins
/// only when there is a menu, which shows from the cell as every ``Menu`` does (rows in the
/// window, `window.presentedMenu`). Without a menu it fails, so a list whose delegate gives
/// none behaves as if it had no recognizer: taps select, drags scroll.
@MainActor
final class ItemContextMenuController: GestureRecognizerDelegate {
    /// The host (weak: the host owns this controller).
    private weak var host: (any ItemContextMenuHost)?
    let press = LongPressGestureRecognizer()
    /// The cell and menu decided when the press asked to begin.
    private var pending: (cell: View, menu: Menu)?

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

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        pending = nil
        guard let host, host.window != nil,
            let (cell, configuration) = host.contextMenuTarget(at: press.location(in: host)),
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

extension CollectionView: ItemContextMenuHost {
    func contextMenuTarget(at point: CGPoint) -> (cell: View, ContextMenuConfiguration)? {
        guard let path = indexPathForItem(at: point), let cell = cellForItem(at: path),
            let delegate = delegate as? CollectionViewDelegate,
            let configuration = delegate.collectionView(
                self, contextMenuConfigurationForItemsAt: [path], point: point)
        else { return nil }
        return (cell, configuration)
    }
}

extension TableView: ItemContextMenuHost {
    func contextMenuTarget(at point: CGPoint) -> (cell: View, ContextMenuConfiguration)? {
        guard let path = indexPathForRow(at: point), let cell = cellForRow(at: path),
            let delegate = delegate as? TableViewDelegate,
            let configuration = delegate.tableView(
                self, contextMenuConfigurationForRowAt: path, point: point)
        else { return nil }
        return (cell, configuration)
    }
}

import Foundation

/// A controller's editing mode and its Edit button.
@MainActor
final class EditingStorage {
    var isEditing = false
    var editButtonItem: BarButtonItem?
}

extension ViewController {
    /// Whether the controller is in editing mode, like `UIViewController.isEditing`. Setting
    /// it calls ``setEditing(_:animated:)`` without animation. `false` by default.
    public var isEditing: Bool {
        get { editingStorage?.isEditing ?? false }
        set { setEditing(newValue, animated: false) }
    }

    /// A bar button item that toggles editing mode, like `UIViewController.editButtonItem`:
    /// titled "Edit" (plain) outside editing mode and "Done" (bold) in it; a tap calls
    /// ``setEditing(_:animated:)`` with the opposite of ``isEditing``. Made on first use and
    /// kept.
    ///
    ///     navigationItem.rightBarButtonItem = editButtonItem
    public var editButtonItem: BarButtonItem {
        let storage = editingState
        if let item = storage.editButtonItem { return item }
        let item = BarButtonItem(
            title: "Edit",
            primaryAction: Action { [weak self] _ in
                guard let self else { return }
                self.setEditing(!self.isEditing, animated: true)
            })
        storage.editButtonItem = item
        updateEditButtonItem()
        return item
    }

    private var editingState: EditingStorage {
        if let editingStorage { return editingStorage }
        let storage = EditingStorage()
        editingStorage = storage
        return storage
    }

    /// What ``setEditing(_:animated:)`` does in ViewController: store the mode and retitle the
    /// Edit button.
    func storeEditing(_ editing: Bool) {
        guard editing != isEditing else { return }
        editingState.isEditing = editing
        updateEditButtonItem()
    }

    private func updateEditButtonItem() {
        guard let item = editingStorage?.editButtonItem else { return }
        let editing = isEditing
        item.title = editing ? "Done" : "Edit"
        item.style = editing ? .done : .plain
    }
}

import Foundation

extension TableViewCell {
    /// The space between an accessory and the cell's trailing edge, and between the content
    /// view and the accessory: 16 points (a model of UIKit's margins, not a measured figure).
    public nonisolated static let accessoryMargin: CGFloat = 16

    /// The width an accessory type's image takes (a model of UIKit's symbols: a chevron, a
    /// checkmark, an info button).
    nonisolated static func accessoryWidth(_ type: AccessoryType) -> CGFloat {
        switch type {
        case .none: 0
        case .disclosureIndicator: 8
        case .checkmark: 14
        case .detailButton: 22
        case .detailDisclosureButton: 22 + 16 + 8
        }
    }

    /// The accessory view changed: the old one leaves the cell, the new one goes in.
    func accessoryViewDidChange(from old: View?) {
        guard old !== accessoryView else { return }
        if let old, old.superview === self, old !== editingAccessoryView {
            old.removeFromSuperview()
        }
        if let accessoryView { addSubview(accessoryView) }
        setNeedsLayout()
    }

    /// Places the accessory view (or leaves room for the accessory type) and ends the content
    /// view before it. In editing mode the editing accessory shows instead, the content view
    /// starts after the editing control (when it indents) and ends before the reorder control
    /// (see TableViewCell+Editing.swift).
    func layOutAccessory() {
        let margin = TableViewCell.accessoryMargin
        let shown = editing.isEditing ? editingAccessoryView : accessoryView
        for view in [accessoryView, editingAccessoryView] as [View?] {
            guard let view, view.superview === self else { continue }
            let hidden = view !== shown
            if view.isHidden != hidden { view.isHidden = hidden }
        }
        let leading = editingLeadingInset
        let trailing = editingTrailingInset
        var accessoryWidth: CGFloat = 0
        if let shown, shown.superview === self {
            var size = shown.bounds.size
            if size == .zero { size = shown.sizeThatFits(bounds.size) }
            let width = size.width.isFinite ? max(size.width, 0) : 0
            let height = size.height.isFinite ? max(size.height, 0) : 0
            shown.frame = CGRect(
                x: bounds.width - trailing - margin - width, y: (bounds.height - height) / 2,
                width: width, height: height)
            accessoryWidth = width
        } else {
            accessoryWidth = TableViewCell.accessoryWidth(
                editing.isEditing ? editingAccessoryType : accessoryType)
        }
        layOutDetailButton(
            for: shown == nil ? (editing.isEditing ? editingAccessoryType : accessoryType) : .none,
            trailing: trailing)
        var content = contentView.frame
        content.origin.x = leading
        let room = max(0, bounds.width - leading - trailing)
        content.size.width = accessoryWidth > 0 ? max(0, room - 2 * margin - accessoryWidth) : room
        if contentView.frame != content { contentView.frame = content }
    }

    /// Shows the info button of a detail accessory where the accessory's room begins (22
    /// points wide, as tall as the cell), or hides it for any other accessory. A tap on it
    /// tells the table view's delegate (`accessoryButtonTappedForRowWith`) and does not
    /// select the row, as in UIKit.
    private func layOutDetailButton(for type: AccessoryType, trailing: CGFloat) {
        guard type == .detailButton || type == .detailDisclosureButton else {
            if let detailButton, !detailButton.isHidden { detailButton.isHidden = true }
            return
        }
        let button: Button
        if let detailButton {
            button = detailButton
        } else {
            button = Button(type: .detailDisclosure)
            button.accessibilityLabel = "More Info"
            button.addAction(
                Action { [weak self] _ in self?.detailButtonTapped() }, for: .touchUpInside)
            detailButton = button
            addSubview(button)
        }
        button.isHidden = false
        let margin = TableViewCell.accessoryMargin
        let room = TableViewCell.accessoryWidth(type)
        let frame = CGRect(
            x: max(0, bounds.width - trailing - margin - room), y: 0, width: 22,
            height: bounds.height)
        if button.frame != frame { button.frame = frame }
    }

    /// The info button was tapped: the table view showing this cell tells its delegate.
    private func detailButtonTapped() {
        guard let table = (superview as? TableRowsView)?.table,
            let path = table.indexPath(for: self)
        else { return }
        (table.delegate as? TableViewDelegate)?.tableView(
            table, accessoryButtonTappedForRowWith: path)
    }
}

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
        if let old, old.superview === self { old.removeFromSuperview() }
        if let accessoryView { addSubview(accessoryView) }
        setNeedsLayout()
    }

    /// Places the accessory view (or leaves room for the accessory type) and ends the content
    /// view before it.
    func layOutAccessory() {
        let margin = TableViewCell.accessoryMargin
        var accessoryWidth: CGFloat = 0
        if let accessoryView, accessoryView.superview === self {
            var size = accessoryView.bounds.size
            if size == .zero { size = accessoryView.sizeThatFits(bounds.size) }
            let width = size.width.isFinite ? max(size.width, 0) : 0
            let height = size.height.isFinite ? max(size.height, 0) : 0
            accessoryView.frame = CGRect(
                x: bounds.width - margin - width, y: (bounds.height - height) / 2,
                width: width, height: height)
            accessoryWidth = width
        } else {
            accessoryWidth = TableViewCell.accessoryWidth(accessoryType)
        }
        var content = contentView.frame
        content.origin.x = 0
        content.size.width =
            accessoryWidth > 0 ? max(0, bounds.width - 2 * margin - accessoryWidth) : bounds.width
        if contentView.frame != content { contentView.frame = content }
    }
}

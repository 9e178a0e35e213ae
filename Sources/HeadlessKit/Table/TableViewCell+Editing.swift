import Foundation

extension TableViewCell: SwipeActionsCell {
    /// The editing control a row shows in editing mode, like `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Sendable {
        /// No control.
        case none
        /// A red minus sign: tapping it shows the delete confirmation button.
        case delete
        /// A green plus sign: tapping it asks the data source to insert.
        case insert
    }

    /// The width the editing control takes at the leading edge, and the distance the content
    /// view is indented by in editing mode (model value 38 points: UIKit's control and its
    /// margins; not a measured figure).
    public nonisolated static let editingIndentation: CGFloat = 38

    /// The width the reorder control takes at the trailing edge in editing mode (model value
    /// 38 points, like the editing control).
    public nonisolated static let reorderControlWidth: CGFloat = 38

    /// The editing control the row shows: the delegate's `editingStyleForRowAt`, set by the
    /// table view when the row shows in editing mode. `.delete` by default.
    public var editingStyle: EditingStyle { editing.style }

    /// Whether the cell shows the reorder control in editing mode. The table view turns it on
    /// for rows its data source can move (`moveRowAt` implemented, `canMoveRowAt` true); set
    /// it yourself to show the control on a cell outside a table view.
    public var showsReorderControl: Bool {
        get { editing.showsReorderControl }
        set {
            guard editing.showsReorderControl != newValue else { return }
            editing.showsReorderControl = newValue
            editingDidChange()
        }
    }

    /// Whether the content view is indented in editing mode. `true` by default; the
    /// delegate's `shouldIndentWhileEditingRowAt` can turn it off for a row too.
    public var shouldIndentWhileEditing: Bool {
        get { editing.shouldIndentWhileEditing }
        set {
            guard editing.shouldIndentWhileEditing != newValue else { return }
            editing.shouldIndentWhileEditing = newValue
            setNeedsLayout()
        }
    }

    /// The accessory shown in editing mode instead of ``accessoryType``. `.none` by default.
    public var editingAccessoryType: AccessoryType {
        get { editing.editingAccessoryType }
        set {
            guard editing.editingAccessoryType != newValue else { return }
            editing.editingAccessoryType = newValue
            setNeedsLayout()
        }
    }

    /// A view shown in editing mode instead of ``accessoryView`` (placed the same way).
    public var editingAccessoryView: View? {
        get { editing.editingAccessoryView }
        set {
            let old = editing.editingAccessoryView
            guard old !== newValue else { return }
            editing.editingAccessoryView = newValue
            if let old, old.superview === self, old !== accessoryView { old.removeFromSuperview() }
            if let newValue { addSubview(newValue) }
            setNeedsLayout()
        }
    }

    // MARK: - Internal

    /// Where the content view starts: after the editing control when the row indents.
    var editingLeadingInset: CGFloat {
        guard editing.isEditing, editing.indents else { return 0 }
        return TableViewCell.editingIndentation
    }

    /// The room the reorder control takes at the trailing edge.
    var editingTrailingInset: CGFloat {
        showsReorderControlNow ? TableViewCell.reorderControlWidth : 0
    }

    private var showsReorderControlNow: Bool {
        editing.isEditing && editing.showsReorderControl
    }

    private var editingControlKind: TableViewCellEditingControl.Kind? {
        guard editing.isEditing, editing.canEdit else { return nil }
        if editing.selectsWhileEditing { return .selection }
        switch editing.style {
        case .none: return nil
        case .delete: return .delete
        case .insert: return .insert
        }
    }

    /// Adds or removes the controls for the current editing state.
    func editingDidChange() {
        if let kind = editingControlKind {
            let control = editing.editingControl ?? TableViewCellEditingControl()
            control.kind = kind
            if control.superview !== self { addSubview(control) }
            editing.editingControl = control
        } else if let control = editing.editingControl {
            control.removeFromSuperview()
            editing.editingControl = nil
        }
        if showsReorderControlNow {
            let control = editing.reorderControl ?? TableViewCellReorderControl()
            if control.superview !== self { addSubview(control) }
            editing.reorderControl = control
        } else if let control = editing.reorderControl {
            control.removeFromSuperview()
            editing.reorderControl = nil
        }
        setNeedsLayout()
    }

    /// Places the editing and reorder controls, then slides everything but the swipe actions
    /// by the swipe offset and places the actions beside it.
    func layOutEditingControls() {
        let height = bounds.height
        if let control = editing.editingControl {
            let frame = CGRect(x: 0, y: 0, width: TableViewCell.editingIndentation, height: height)
            if control.frame != frame { control.frame = frame }
        }
        if let control = editing.reorderControl {
            let width = TableViewCell.reorderControlWidth
            let frame = CGRect(x: bounds.width - width, y: 0, width: width, height: height)
            if control.frame != frame { control.frame = frame }
        }
        guard let swipe = editing.swipe else { return }
        let offset = swipe.offset
        let shownAccessory = editing.isEditing ? editingAccessoryView : accessoryView
        let slid: [View?] = [
            contentView, editing.editingControl, editing.reorderControl, shownAccessory,
        ]
        for case let view? in slid where view.superview === self {
            var frame = view.frame
            frame.origin.x += offset
            view.frame = frame
        }
        swipe.actionsView.layOut(in: bounds, offset: offset)
    }

    /// Shows `actionsView` beside the content, slid by `offset` (negative: to the left, for
    /// trailing actions).
    func showSwipe(_ actionsView: SwipeActionsView, offset: CGFloat) {
        if actionsView.superview !== self { addSubview(actionsView) }
        editing.swipe = CellSwipe(actionsView: actionsView, offset: offset)
        viewStates.isSwiped = offset != 0
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// Removes the swipe actions and slides the content back.
    func hideSwipe() {
        guard let swipe = editing.swipe else { return }
        editing.swipe = nil
        viewStates.isSwiped = false
        swipe.actionsView.removeFromSuperview()
        setNeedsLayout()
        layoutIfNeeded()
    }

    func appendEditingProperties(to properties: inout [String]) {
        if editing.isEditing { properties.append("editing") }
        if viewStates.isReordering { properties.append("reordering") }
        if let swipe = editing.swipe {
            properties.append("swiped=\(formatted(swipe.offset))")
        }
    }
}

/// A cell's editing state: what the table view told it about its row, its controls and the
/// swipe it shows.
struct CellEditingState {
    var isEditing = false
    var style: TableViewCell.EditingStyle = .delete
    /// The data source's `canEditRowAt`: a row that cannot be edited shows no control.
    var canEdit = true
    /// The table allows multiple selection in editing mode: the control is a selection circle.
    var selectsWhileEditing = false
    /// The delegate's `shouldIndentWhileEditingRowAt` (with the cell's own switch, and only for
    /// a row that shows a control).
    var indents = true
    var shouldIndentWhileEditing = true
    var showsReorderControl = false
    var editingAccessoryType: TableViewCell.AccessoryType = .none
    var editingAccessoryView: View?
    var editingControl: TableViewCellEditingControl?
    var reorderControl: TableViewCellReorderControl?
    var swipe: CellSwipe?
}

/// The swipe actions a cell shows and how far its content is slid.
struct CellSwipe {
    let actionsView: SwipeActionsView
    var offset: CGFloat
}

/// The control at a cell's leading edge in editing mode: a delete (minus) or insert (plus)
/// button, or the selection circle of a table that selects several rows while editing (it
/// lets touches through to the row).
@MainActor
final class TableViewCellEditingControl: Button {
    enum Kind: String { case delete, insert, selection }

    var kind: Kind = .delete {
        didSet { configure() }
    }

    init() {
        super.init(type: .custom)
        addAction(
            Action { [weak self] _ in self?.tapped() }, for: .touchUpInside)
        configure()
    }

    private func configure() {
        isUserInteractionEnabled = kind != .selection
        accessibilityLabel =
            switch kind {
            case .delete: "Delete"
            case .insert: "Insert"
            case .selection: nil
            }
    }

    private func tapped() {
        guard let cell = superview as? TableViewCell,
            let table = (cell.superview as? TableRowsView)?.table
        else { return }
        table.editingControlTapped(in: cell, kind: kind)
    }

    override func appendTreeProperties(to properties: inout [String], presentation: Bool) {
        super.appendTreeProperties(to: &properties, presentation: presentation)
        properties.append(kind.rawValue)
    }
}

/// The grip at a cell's trailing edge in editing mode: dragging it moves the row.
@MainActor
final class TableViewCellReorderControl: View {
    let pan = TableReorderGestureRecognizer()

    init() {
        super.init(frame: .zero)
        accessibilityLabel = "Reorder"
        pan.hysteresis = 0
        pan.addTarget { [weak self] recognizer in
            guard let self, let cell = self.superview as? TableViewCell,
                let table = (cell.superview as? TableRowsView)?.table,
                let pan = recognizer as? PanGestureRecognizer
            else { return }
            table.handleReorder(pan, cell: cell)
        }
        addGestureRecognizer(pan)
    }
}

/// The pan of a reorder control (a type of its own so the table view's scroll pan can yield
/// to it).
@MainActor
final class TableReorderGestureRecognizer: PanGestureRecognizer {}

/// The buttons of a swiped row's actions, beside the slid content.
@MainActor
final class SwipeActionsView: View {
    /// Which edge the actions show at.
    let isLeading: Bool
    /// One button per action, the first nearest the edge.
    let buttons: [Button]
    /// Whether the first action is stretched across (a full swipe past the threshold).
    var expandsFirst = false

    init(isLeading: Bool, buttons: [Button]) {
        self.isLeading = isLeading
        self.buttons = buttons
        super.init(frame: .zero)
        clipsToBounds = true
        for button in buttons { addSubview(button) }
    }

    /// The buttons' natural width.
    var naturalWidth: CGFloat { CGFloat(buttons.count) * SwipeActionsConfiguration.buttonWidth }

    /// Fills the room the slid content leaves in `bounds`: buttons at their width, stretched
    /// alike when the row is swiped past them, or the first alone across a full swipe.
    func layOut(in bounds: CGRect, offset: CGFloat) {
        let width = min(abs(offset), bounds.width)
        let frame = CGRect(
            x: isLeading ? 0 : bounds.width - width, y: 0, width: width, height: bounds.height)
        if self.frame != frame { self.frame = frame }
        let natural = naturalWidth
        let scale = natural > 0 && width > natural ? width / natural : 1
        // From the edge inwards: trailing buttons are placed right to left.
        var edge: CGFloat = 0
        for (index, button) in buttons.enumerated() {
            var w = SwipeActionsConfiguration.buttonWidth * scale
            if expandsFirst { w = index == 0 ? width : 0 }
            let x = isLeading ? edge : width - edge - w
            button.frame = CGRect(x: x, y: 0, width: w, height: bounds.height)
            edge += w
        }
    }

    override func appendTreeProperties(to properties: inout [String], presentation: Bool) {
        super.appendTreeProperties(to: &properties, presentation: presentation)
        properties.append(isLeading ? "leading" : "trailing")
        if expandsFirst { properties.append("full") }
    }
}

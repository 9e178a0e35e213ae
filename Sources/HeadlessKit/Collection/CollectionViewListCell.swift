import Foundation

/// A cell of a list, like `UICollectionViewListCell`: a ``CollectionViewCell`` with
/// ``accessories`` at its edges, an ``indentationLevel``, and a
/// ``CollectionViewCell/defaultContentConfiguration()`` that follows the list it is in (a
/// header's in the first item of a section whose header mode is `.firstItemInSection`).
///
///     +-- cell ------------------------------------------------------------+
///     | indentation | 16 [leading] 8 | content view | [trailing] 8 [›] 16  |
///     +--------------------------------------------------------------------+
///
/// The accessories shown (``CellAccessory/DisplayedState`` against the collection view's
/// ``CollectionView/isEditing``) are laid out at the edges and the content view takes the
/// width between them, so a self-sizing row fits its content to that width. In an outline
/// (a section snapshot with children applied to a diffable data source) the indentation level
/// is the item's level, set after the cell provider configures the cell.
@MainActor
open class CollectionViewListCell: CollectionViewCell {
    /// The accessories at the cell's edges; see ``CellAccessory``.
    public var accessories: [CellAccessory] = [] {
        didSet { accessoriesDidChange() }
    }

    /// How far the content (and, with ``indentsAccessories``, the leading accessories) is
    /// indented, in levels of ``indentationWidth``. 0 by default; negative values are shown
    /// as 0.
    public var indentationLevel = 0 {
        didSet { if indentationLevel != oldValue { setNeedsLayout() } }
    }

    /// The width of one indentation level: 10 points by default (a model of UIKit's). NaN and
    /// negative values are shown as 0.
    public var indentationWidth: CGFloat = 10 {
        didSet { if indentationWidth != oldValue { setNeedsLayout() } }
    }

    /// Whether the leading accessories are indented with the content. `true` by default.
    public var indentsAccessories = true {
        didSet { if indentsAccessories != oldValue { setNeedsLayout() } }
    }

    /// How the list the cell was last dequeued for shows it.
    struct ListPlacement: Equatable {
        var appearance: CollectionLayoutListConfiguration.Appearance?
        /// The first item of a section whose header mode is `.firstItemInSection`, or a
        /// section header.
        var isHeader = false
        /// A section footer.
        var isFooter = false
    }

    var listPlacement = ListPlacement() {
        didSet { if listPlacement != oldValue { setNeedsLayout() } }
    }

    /// Whether the collection view edits (set when dequeued and when it changes; a change lays
    /// the accessories out again with the configuration update it asks for).
    var isEditingInList: Bool { viewStates.isEditing }

    /// The swipe actions the cell shows and how far its content is slid.
    private var swipe: CellSwipe?

    /// The views of the accessories, parallel to ``accessories`` (a custom view is its own).
    private var accessoryViews: [View] = []

    /// A list cell's configuration for where the cell is: a header's (`plainHeader()` in
    /// plain lists, `groupedHeader()` in the others) in a header cell (the first item of a
    /// section whose header mode is `.firstItemInSection`, or a list cell dequeued as a
    /// section header), `footer()` in a list cell dequeued as a section footer, else `cell()`.
    public override func defaultContentConfiguration() -> ListContentConfiguration {
        if listPlacement.isFooter { return .footer() }
        guard listPlacement.isHeader else { return .cell() }
        switch listPlacement.appearance {
        case .plain?, .sidebarPlain?: return .plainHeader()
        default: return .groupedHeader()
        }
    }

    /// Makes the accessories' views. A cell configured again with accessories of the same
    /// kinds (a reused cell, a reconfigured item) keeps its views.
    private func accessoriesDidChange() {
        let old = accessoryViews
        accessoryViews = accessories.enumerated().map { index, accessory in
            if let custom = accessory.customView { return custom }
            if index < old.count, let view = old[index] as? CellAccessoryView,
                view.superview === self, view.canShow(accessory)
            {
                view.show(accessory)
                return view
            }
            let view = CellAccessoryView(accessory)
            view.addAction(
                Action { [weak self] _ in self?.accessoryTapped(at: index) }, for: .touchUpInside)
            return view
        }
        for view in old where view.superview === self {
            if !accessoryViews.contains(where: { $0 === view }) { view.removeFromSuperview() }
        }
        for view in accessoryViews where view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    /// Lays out the accessories shown and the content view between them. Overrides must call
    /// super.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutAccessories()
        layOutSwipe()
    }

    // MARK: - Swipe actions

    /// Slides the content and the accessories by the swipe offset and places the actions
    /// beside them.
    private func layOutSwipe() {
        guard let swipe else { return }
        for view in [contentView] + accessoryViews where view.superview === self {
            view.frame.origin.x += swipe.offset
        }
        swipe.actionsView.layOut(in: bounds, offset: swipe.offset)
    }

    /// Places the accessories shown at the edges and the content view between them.
    private func layOutAccessories() {
        let width = bounds.width
        let height = bounds.height
        let level = CGFloat(max(0, indentationLevel))
        let step = indentationWidth.isFinite ? max(0, indentationWidth) : 0
        let indent = min(level * step, maximumDelegateLength)
        var leading: [Int] = []
        var trailing: [Int] = []
        let isHeader = listPlacement.isHeader
        for (index, accessory) in accessories.enumerated() {
            let shows = accessory.displayed.shows(editing: isEditingInList)
            accessoryViews[index].isHidden = !shows || accessory.isHidden
            guard shows else { continue }
            if accessory.isLeading(inHeader: isHeader) {
                leading.append(index)
            } else {
                trailing.append(index)
            }
        }
        // Custom views go where their position says among their edge's accessories.
        func order(_ indexes: inout [Int]) {
            for index in indexes {
                guard let position = accessories[index].position,
                    let n = indexes.firstIndex(of: index)
                else { continue }
                indexes.remove(at: n)
                let others = indexes.map { accessories[$0] }
                indexes.insert(index, at: max(0, min(position(others), indexes.count)))
            }
        }
        order(&leading)
        order(&trailing)
        var contentStart = indent
        var contentEnd = width
        var x = (indentsAccessories ? indent : 0) + CellAccessory.edgeMargin
        for index in leading {
            let size = accessorySize(at: index, height: height)
            place(index, x: x, size: size, height: height)
            x += size.width
            contentStart = max(contentStart, x)
            x += CellAccessory.spacing
        }
        x = width - CellAccessory.edgeMargin
        for index in trailing.reversed() {
            let size = accessorySize(at: index, height: height)
            x -= size.width
            place(index, x: x, size: size, height: height)
            contentEnd = x
            x -= CellAccessory.spacing
        }
        let content = CGRect(
            x: min(contentStart, width), y: 0,
            width: max(0, contentEnd - min(contentStart, width)), height: height)
        if contentView.frame != content { contentView.frame = content }
    }

    /// The width an accessory reserves and the height its view takes.
    private func accessorySize(at index: Int, height: CGFloat) -> CGSize {
        let accessory = accessories[index]
        let view = accessoryViews[index]
        var own: CGSize
        if accessory.customView != nil {
            own = view.bounds.size
            if own == .zero { own = view.sizeThatFits(bounds.size) }
        } else if let label = (view as? CellAccessoryView)?.label {
            own = label.intrinsicContentSize
        } else {
            own = CGSize(width: CellAccessory.standardWidth(of: accessory.kind), height: height)
        }
        own = CGSize(
            width: own.width.isFinite ? max(0, own.width) : 0,
            height: own.height.isFinite ? max(0, own.height) : 0)
        switch accessory.reservedLayoutWidth {
        case .standard, .actual: break
        case .custom(let width): own.width = width.isFinite ? max(0, width) : 0
        }
        own.width = min(own.width, maximumDelegateLength)
        return own
    }

    /// Places an accessory's view: a custom view at its own height, centred; the others as a
    /// column of the cell's height (their tappable area).
    private func place(_ index: Int, x: CGFloat, size: CGSize, height: CGFloat) {
        let view = accessoryViews[index]
        let frame: CGRect
        if accessories[index].customView != nil {
            let h = min(size.height, height)
            frame = CGRect(x: x, y: (height - h) / 2, width: size.width, height: h)
        } else {
            frame = CGRect(x: x, y: 0, width: size.width, height: height)
        }
        if view.frame != frame { view.frame = frame }
    }

    // MARK: - Taps

    /// The cell's collection view, while it is live there.
    private var liveCollectionView: CollectionView? {
        guard let collectionView = superview as? CollectionView,
            collectionView.indexPath(for: self) != nil
        else { return nil }
        return collectionView
    }

    private func accessoryTapped(at index: Int) {
        guard accessories.indices.contains(index) else { return }
        let accessory = accessories[index]
        if let handler = accessory.actionHandler {
            handler()
        } else if accessory.kind == .outlineDisclosure {
            toggleOutline()
        } else if accessory.kind == .delete {
            liveCollectionView?.deleteAccessoryTapped(in: self)
        }
    }

    /// Expands or collapses the cell's item in its data source's section snapshot.
    private func toggleOutline() {
        guard let collectionView = liveCollectionView,
            let path = collectionView.indexPath(for: self),
            let outline = collectionView.dataSource as? any OutlineDataSource
        else { return }
        outline.toggleExpansion(ofItemAt: path)
    }

    /// The outline disclosure that toggles on a tap anywhere on the cell, if any.
    private var cellTapDisclosure: CellAccessory? {
        accessories.first {
            $0.togglesOnCellTap(inHeader: listPlacement.isHeader)
                && $0.displayed.shows(editing: isEditingInList)
        }
    }

    /// A header-style outline disclosure takes the cell's taps: they toggle it instead of
    /// selecting the cell.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        if cellTapDisclosure == nil { super.touchesBegan(touches, with: event) }
    }

    /// Passes the touch on unless a header-style outline disclosure takes the cell's taps.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        if cellTapDisclosure == nil { super.touchesMoved(touches, with: event) }
    }

    /// Toggles a header-style outline disclosure when the finger lifts on the cell; else
    /// passes the touch on (the collection view selects the item).
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let disclosure = cellTapDisclosure else {
            super.touchesEnded(touches, with: event)
            return
        }
        guard let touch = touches.first, point(inside: touch.location(in: self), with: event)
        else { return }
        if let handler = disclosure.actionHandler { handler() } else { toggleOutline() }
    }

    /// Passes the touch on unless a header-style outline disclosure takes the cell's taps.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        if cellTapDisclosure == nil { super.touchesCancelled(touches, with: event) }
    }

    // MARK: - Dump

    override func appendTreeProperties(to properties: inout [String], presentation: Bool) {
        super.appendTreeProperties(to: &properties, presentation: presentation)
        if indentationLevel != 0 { properties.append("indentationLevel=\(indentationLevel)") }
        if let swipe { properties.append("swiped=\(formatted(swipe.offset))") }
        guard !accessories.isEmpty else { return }
        var expanded: Bool?
        if accessories.contains(where: { $0.kind == .outlineDisclosure }),
            let collectionView = liveCollectionView,
            let path = collectionView.indexPath(for: self),
            let outline = collectionView.dataSource as? any OutlineDataSource
        {
            expanded = outline.isExpansionShown(ofItemAt: path)
        }
        properties.append(
            "accessories="
                + accessories.map { accessory in
                    var name = accessory.kind.description
                    if accessory.kind == .outlineDisclosure, let expanded {
                        name += expanded ? "(expanded)" : "(collapsed)"
                    }
                    if !accessory.displayed.shows(editing: isEditingInList) {
                        name += "[hidden]"
                    }
                    return name
                }.joined(separator: ","))
    }
}

extension CollectionViewListCell: SwipeActionsCell {
    func showSwipe(_ actionsView: SwipeActionsView, offset: CGFloat) {
        if actionsView.superview !== self { addSubview(actionsView) }
        swipe = CellSwipe(actionsView: actionsView, offset: offset)
        viewStates.isSwiped = offset != 0
        setNeedsLayout()
        layoutIfNeeded()
    }

    func hideSwipe() {
        guard let swipe else { return }
        self.swipe = nil
        viewStates.isSwiped = false
        swipe.actionsView.removeFromSuperview()
        setNeedsLayout()
        layoutIfNeeded()
    }
}

/// The view of a system accessory of a ``CollectionViewListCell``: a control whose taps run
/// the accessory's action (or, for kinds that take no taps, pass through to the cell).
final class CellAccessoryView: Control {
    private(set) var kind: CellAccessory.Kind
    /// A label accessory's text.
    let label: Label?

    init(_ accessory: CellAccessory) {
        kind = accessory.kind
        if case .label = accessory.kind { label = Label() } else { label = nil }
        super.init(frame: .zero)
        if let label { addSubview(label) }
        show(accessory)
    }

    /// Whether the view can show `accessory`: one of the same kind (any text for a label).
    func canShow(_ accessory: CellAccessory) -> Bool {
        switch (kind, accessory.kind) {
        case (.label, .label): true
        default: kind == accessory.kind
        }
    }

    /// Shows `accessory`, of a kind the view can show.
    func show(_ accessory: CellAccessory) {
        kind = accessory.kind
        isUserInteractionEnabled = accessory.takesTaps
        guard let label, case .label(let text) = accessory.kind else { return }
        if label.text != text { label.text = text }
        let font = accessory.font ?? .systemFont(ofSize: 17)
        if label.font != font { label.font = font }
        let color = accessory.tintColor ?? .secondaryLabel
        if label.textColor != color { label.textColor = color }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let label else { return }
        let size = label.intrinsicContentSize
        label.frame = CGRect(
            x: 0, y: ((bounds.height - size.height) / 2).rounded(), width: bounds.width,
            height: size.height)
    }

    override func appendTreeProperties(to properties: inout [String], presentation: Bool) {
        super.appendTreeProperties(to: &properties, presentation: presentation)
        properties.append(kind.description)
    }
}

/// A data source that shows outlines: what a list cell's outline disclosure asks.
@MainActor
protocol OutlineDataSource: AnyObject {
    /// Expands the item at `indexPath` if it is collapsed, else collapses it (asking the
    /// section snapshot handlers).
    func toggleExpansion(ofItemAt indexPath: IndexPath)
    /// Whether the item at `indexPath` is expanded, or `nil` when it is in no outline.
    func isExpansionShown(ofItemAt indexPath: IndexPath) -> Bool?
}

extension CollectionView {
    /// Tells a list cell how the list shows it, as it is dequeued for `indexPath`.
    func noteListPlacement(of cell: CollectionViewCell, at indexPath: IndexPath) {
        cell.viewStates.isEditing = isEditing
        guard let cell = cell as? CollectionViewListCell else { return }
        guard indexPath.count == 2,
            let list = (collectionViewLayout as? CollectionViewCompositionalLayout)?
                .listConfiguration(forSection: indexPath[0])
        else {
            cell.listPlacement = .init()
            return
        }
        cell.listPlacement = .init(
            appearance: list.appearance,
            isHeader: list.headerMode == .firstItemInSection && indexPath[1] == 0)
    }

    /// Tells a list cell dequeued as a section header or footer that it is one.
    func noteListPlacement(
        ofSupplementary view: CollectionReusableView, kind: String, at indexPath: IndexPath
    ) {
        guard let cell = view as? CollectionViewListCell else { return }
        cell.viewStates.isEditing = isEditing
        let list =
            indexPath.count >= 1
            ? (collectionViewLayout as? CollectionViewCompositionalLayout)?
                .listConfiguration(forSection: indexPath[0]) : nil
        cell.listPlacement = .init(
            appearance: list?.appearance,
            isHeader: kind == CollectionView.elementKindSectionHeader,
            isFooter: kind == CollectionView.elementKindSectionFooter)
    }

    /// Tells the live list cells that editing changed; they lay out their accessories again
    /// and, in a self-sizing layout, are asked for their size again.
    func editingDidChange() {
        swipeActions?.endSwipe()
        for cell in liveCells.values {
            cell.viewStates.isEditing = isEditing
            guard cell is CollectionViewListCell else { continue }
            cell.awaitsPreferredAttributes = true
        }
        setNeedsLayout()
    }
}

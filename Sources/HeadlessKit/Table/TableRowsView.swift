import Foundation

/// The container of a ``TableView``'s cells and section views: a collection view laid out by a
/// ``ListLayout``, that fills the table view's visible bounds and shares its coordinates (its
/// frame and bounds are the table view's bounds), so cells' frames are rows' rects in the
/// table view. It does not scroll by itself: the table view sets its offset each layout pass.
///
/// It is its own data source and delegate, and turns each question into the table view's
/// (`numberOfItemsInSection` into `numberOfRowsInSection`, `shouldSelectItemAt` into
/// `willSelectRowAt`...), so the reuse, self-sizing, selection by touch and batch updates are
/// the collection view's.
@MainActor
final class TableRowsView: CollectionView, CollectionViewDataSource,
    CollectionViewDelegateListLayout
{
    /// The table view it belongs to (it owns this view).
    weak var table: TableView?
    /// The layout, typed.
    let list: ListLayout

    static let sectionViewIdentifier = "TableSection"

    /// The heights of the delegate's section views, by section (headers and footers apart),
    /// learnt once per version of the data: the table view asks the delegate for a section's
    /// view when it comes into view and on a reload, not in every layout (UIKit:
    /// `tableView(_:viewForHeaderInSection:)` is asked for headers about to show).
    private var sectionViewHeights = SectionViewHeights()
    /// The sections whose header or footer view the last layout placed at an estimate, with
    /// the estimate, for data version `estimatesVersion` (TableRowsView+Estimates).
    var sectionEstimates = SectionEstimates()

    init(frame: CGRect, layout: ListLayout = ListLayout()) {
        list = layout
        super.init(frame: frame, collectionViewLayout: layout)
        isScrollEnabled = false
        delaysContentTouches = false
        scrollsToTop = false
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        register(
            TableSectionViewContainer.self,
            forSupplementaryViewOfKind: CollectionViewLayout.elementKindSectionHeader,
            withReuseIdentifier: Self.sectionViewIdentifier)
        register(
            TableSectionViewContainer.self,
            forSupplementaryViewOfKind: CollectionViewLayout.elementKindSectionFooter,
            withReuseIdentifier: Self.sectionViewIdentifier)
        dataSource = self
        delegate = self
    }

    override var itemNoun: String { "row" }

    /// The collection view's layout pass, then the section views measured at another height
    /// than their estimate placed again (TableRowsView+Estimates.swift).
    override func layoutSubviews() {
        super.layoutSubviews()
        placeSectionsMeasuredOffEstimate()
    }

    /// The table view's own content inset: the rows' bottom inset also holds the table footer
    /// view, which pinned section footers must not stop above (they float over the rows at
    /// the bottom of the visible area, as they would with no table footer view).
    override var layoutContentInset: EdgeInsets {
        table?.adjustedContentInset ?? adjustedContentInset
    }
    override var viewNoun: String { "table view" }

    private var tableDelegate: TableViewDelegate? { table?.delegate as? TableViewDelegate }

    // MARK: - Data source

    func numberOfSections(in collectionView: CollectionView) -> Int {
        guard let table, let dataSource = table.dataSource else { return 0 }
        let sections = dataSource.numberOfSections(in: table)
        precondition(
            sections >= 0,
            "\(table.shortDescription): numberOfSections(in:) returned \(sections) sections")
        return sections
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
    {
        guard let table, let dataSource = table.dataSource else { return 0 }
        let rows = dataSource.tableView(table, numberOfRowsInSection: section)
        precondition(
            rows >= 0,
            "\(table.shortDescription): tableView(_:numberOfRowsInSection:) returned \(rows) rows "
                + "for section \(section)")
        // A row dragged into another section shows there before the data source moves it.
        if let drag = table.editingState.reorder {
            return max(0, rows + drag.countDelta(inSection: section))
        }
        return rows
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        guard let table else {
            preconditionFailure("\(shortDescription): asked for a cell without a table view")
        }
        guard let dataSource = table.dataSource else {
            // UIKit holds `dataSource` weakly and fails here too ("failed to obtain a cell from
            // its dataSource"); the usual cause is a data source nothing else keeps alive.
            preconditionFailure(
                "\(table.shortDescription): needs a cell for row \(indexPath.shortDescription) but "
                    + "its dataSource is nil: a table view holds its data source weakly (UIKit: "
                    + "dataSource is weak), so keep the data source alive as long as the table, "
                    + "or call reloadData() after clearing it")
        }
        let sourcePath = table.editingState.reorder?.dataSourcePath(for: indexPath) ?? indexPath
        let cell = dataSource.tableView(table, cellForRowAt: sourcePath)
        adopt(cell, at: indexPath, in: table)
        table.configureEditing(of: cell, at: indexPath)
        return cell
    }

    /// Takes in a cell the data source made itself (UIKit lets it return a new cell, or one
    /// it keeps, instead of a dequeued one).
    private func adopt(_ cell: TableViewCell, at path: IndexPath, in table: TableView) {
        let me = ObjectIdentifier(self)
        if cell.ownerID == me && cell.isAwaitingPlacement { return }
        precondition(
            cell.ownerID == nil || cell.ownerID == me,
            "\(table.shortDescription): the data source returned a cell for row "
                + "\(path.shortDescription) that belongs to another table view")
        precondition(
            cell.liveIndexPath == nil || cell.liveIndexPath == path,
            "\(table.shortDescription): the data source returned the cell showing row "
                + "\(cell.liveIndexPath!.shortDescription) for row \(path.shortDescription); a "
                + "cell shows one row at a time")
        if cell.ownerID == me, let identifier = cell.reuseIdentifier {
            cellPool[identifier]?.removeAll { $0 === cell }
        }
        if let live = cell.liveIndexPath, liveCells[live] === cell {
            endDisplaying(cell, at: live)
            if let identifier = cell.reuseIdentifier {
                cellPool[identifier]?.removeAll { $0 === cell }
            }
        }
        cell.ownerID = me
        cell.isAwaitingPlacement = true
    }

    /// The height the delegate gives the row, when rows size themselves and it gives one: the
    /// cell then keeps it (a delegate's height wins over the cell's, as in UIKit).
    func explicitRowHeight(at path: IndexPath, in table: TableView) -> CGFloat? {
        guard list.asksCellsForPreferredAttributes, let delegate = tableDelegate else {
            return nil
        }
        let before = table.defaultRowHeightAnswers
        let height = delegate.tableView(table, heightForRowAt: path)
        guard table.defaultRowHeightAnswers == before, height != TableView.automaticDimension
        else { return nil }
        return clampedLength(height)
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView {
        let container =
            dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: Self.sectionViewIdentifier, for: indexPath)
            as! TableSectionViewContainer
        container.table = table
        let isHeader = kind == CollectionViewLayout.elementKindSectionHeader
        let section = indexPath[0]
        let version = dataVersion
        let view = sectionView(isHeader: isHeader, section: section, in: container)
        if view == nil || view !== container.standardView {
            // The height it came with, before the container sizes it: what the next layout
            // gives the section if the delegate names no height.
            let height = view?.frame.height
            let known =
                sectionViewHeights.height(isHeader: isHeader, section: section, version: version)
                != nil
            if view != nil || !known {
                sectionViewHeights.note(
                    height, isHeader: isHeader, section: section, version: version)
            }
            // Placed at an estimate: measured now that it shows (TableRowsView+Estimates).
            if dataVersion == version {
                sectionEstimates.shown(
                    isHeader: isHeader, section: section, version: version,
                    height: usableMeasuredHeight(height))
            }
        }
        container.show(view)
        return container
    }

    /// The delegate's view for a section's header or footer, else a standard one showing the
    /// data source's title, else `nil`.
    private func sectionView(
        isHeader: Bool, section: Int, in container: TableSectionViewContainer?
    ) -> View? {
        guard let table else { return nil }
        if let delegate = tableDelegate {
            let defaults = table.defaultSectionViewAnswers
            let view =
                isHeader
                ? delegate.tableView(table, viewForHeaderInSection: section)
                : delegate.tableView(table, viewForFooterInSection: section)
            sectionEstimates.learn(
                delegate: delegate, isHeader: isHeader,
                makesViews: isHeader
                    ? defaults.0 == table.defaultSectionViewAnswers.0
                    : defaults.1 == table.defaultSectionViewAnswers.1)
            if let view { return view }
        }
        guard let title = title(isHeader: isHeader, section: section, in: table) else { return nil }
        guard let container else { return nil }
        let standard = container.standardView ?? TableViewHeaderFooterView(reuseIdentifier: nil)
        container.standardView = standard
        standard.textLabel?.text = isHeader && table.style != .plain ? title.uppercased() : title
        return standard
    }

    private func title(isHeader: Bool, section: Int, in table: TableView) -> String? {
        guard let dataSource = table.dataSource else { return nil }
        return isHeader
            ? dataSource.tableView(table, titleForHeaderInSection: section)
            : dataSource.tableView(table, titleForFooterInSection: section)
    }

    // MARK: - Heights

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        heightForItemAt indexPath: IndexPath
    ) -> CGFloat {
        guard let table, let delegate = tableDelegate else {
            collectionViewLayout.defaultItemMetricAnswers &+= 1
            return list.rowHeight
        }
        let before = table.defaultRowHeightAnswers
        let height = delegate.tableView(table, heightForRowAt: indexPath)
        let implemented = table.defaultRowHeightAnswers == before
        if implemented, height != TableView.automaticDimension { return height }
        if implemented, !list.asksCellsForPreferredAttributes {
            // A row that sizes itself among fixed ones (UIKit: `automaticDimension` from
            // `heightForRowAt`): the table view lays the rows out again as self-sizing.
            table.delegateSizesSomeRows = true
            table.setNeedsLayout()
        }
        // No height from the delegate: with self-sizing rows, its estimates place the rows
        // not sized yet, if it gives any.
        if list.asksCellsForPreferredAttributes || implemented {
            let estimates = table.defaultEstimatedRowHeightAnswers
            let estimate = delegate.tableView(table, estimatedHeightForRowAt: indexPath)
            if table.defaultEstimatedRowHeightAnswers == estimates { return estimate }
        }
        if implemented { return list.estimatedRowHeight }
        collectionViewLayout.defaultItemMetricAnswers &+= 1
        return list.rowHeight
    }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        heightForHeaderInSection section: Int
    ) -> CGFloat {
        sectionHeight(isHeader: true, section: section)
    }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        heightForFooterInSection section: Int
    ) -> CGFloat {
        sectionHeight(isHeader: false, section: section)
    }

    /// The standard height of a header or footer with a title (model values: one line of
    /// footnote text and its margins), the same as a list's supplementary views: 28 points
    /// in a plain table, 38 in the grouped styles.
    static func standardSectionHeight(style: TableView.Style) -> CGFloat {
        CollectionLayoutListConfiguration.supplementaryHeight(
            for: style == .plain ? .plain : .grouped)
    }

    /// A section header's or footer's height: the delegate's or the table view's, and for
    /// ``TableView/automaticDimension`` the standard height when there is a title, the view's
    /// own height when there is a view, else none.
    private func sectionHeight(isHeader: Bool, section: Int) -> CGFloat {
        guard let table else { return 0 }
        let height: CGFloat
        if let delegate = tableDelegate {
            height =
                isHeader
                ? delegate.tableView(table, heightForHeaderInSection: section)
                : delegate.tableView(table, heightForFooterInSection: section)
        } else {
            height = isHeader ? table.sectionHeaderHeight : table.sectionFooterHeight
        }
        guard height == TableView.automaticDimension else { return height }
        let standard = Self.standardSectionHeight(style: table.style)
        if title(isHeader: isHeader, section: section, in: table) != nil { return standard }
        let measured: CGFloat?
        if let known = sectionViewHeights.height(
            isHeader: isHeader, section: section, version: dataVersion)
        {
            measured = known
        } else if let delegate = tableDelegate,
            sectionEstimates.mayMakeViews(delegate: delegate, isHeader: isHeader),
            let estimate = estimatedSectionHeight(isHeader: isHeader, section: section, in: table)
        {
            // Not shown yet: placed at the estimate, its view asked when it comes into view
            // (UIKit: estimatedSectionHeaderHeight).
            sectionEstimates.placed(
                isHeader: isHeader, section: section, version: dataVersion, at: estimate)
            return estimate
        } else {
            // Not seen in this version of the data: ask once, and give a view dequeued only to
            // be measured back to the pool, for the section's display to take again.
            let view = sectionView(isHeader: isHeader, section: section, in: nil)
            measured = view?.frame.height
            sectionViewHeights.note(
                measured, isHeader: isHeader, section: section, version: dataVersion)
            if let view = view as? TableViewHeaderFooterView, view.isFromTablePool,
                view.superview == nil, let identifier = view.reuseIdentifier
            {
                table.headerFooterPool[identifier, default: []].append(view)
            }
        }
        return usableMeasuredHeight(measured)
    }

    /// The height a section takes for the height its view came with (`nil`: no view): the
    /// view's, the standard height for a view with no height, else none.
    private func usableMeasuredHeight(_ measured: CGFloat?) -> CGFloat {
        guard let measured, let table else { return 0 }
        return measured > 0 ? measured : Self.standardSectionHeight(style: table.style)
    }

    /// Forgets the section views' heights: the next layout asks the delegate for them again
    /// (a `beginUpdates()`/`endUpdates()` pair with no change, UIKit's way to re-size).
    func forgetSectionViewHeights() {
        sectionViewHeights = SectionViewHeights()
        sectionEstimates = SectionEstimates()
    }

    // MARK: - Delegate

    func collectionView(
        _ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath
    )
        -> Bool
    {
        guard let table, let delegate = tableDelegate else { return true }
        return delegate.tableView(table, shouldHighlightRowAt: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
        guard let table else { return }
        tableDelegate?.tableView(table, didHighlightRowAt: indexPath)
    }

    func collectionView(
        _ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath
    ) {
        guard let table else { return }
        tableDelegate?.tableView(table, didUnhighlightRowAt: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath)
        -> Bool
    {
        guard let table, let delegate = tableDelegate else { return true }
        let version = dataVersion
        guard let target = delegate.tableView(table, willSelectRowAt: indexPath) else {
            return false
        }
        if target == indexPath {
            guard dataVersion == version else { return false }
            // UIKit tells the delegate the old row is about to be deselected, then that it was.
            if !allowsMultipleSelection {
                for old in selected.sorted() where old != indexPath {
                    _ = delegate.tableView(table, willDeselectRowAt: old)
                }
            }
            return dataVersion == version
        }
        // Another row: select it instead, as a tap on it would.
        precondition(
            isValid(target),
            "\(table.shortDescription): tableView(_:willSelectRowAt:) returned "
                + "\(target.shortDescription), which is not a row (rows per section: \(counts))")
        if !allowsMultipleSelection {
            for old in selected.sorted() where old != target {
                _ = delegate.tableView(table, willDeselectRowAt: old)
                setSelected(false, old)
                delegate.tableView(table, didDeselectRowAt: old)
            }
        }
        setSelected(true, target)
        delegate.tableView(table, didSelectRowAt: target)
        return false
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let table else { return }
        tableDelegate?.tableView(table, didSelectRowAt: indexPath)
    }

    func collectionView(
        _ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath
    ) -> Bool {
        guard let table, let delegate = tableDelegate else { return true }
        return delegate.tableView(table, willDeselectRowAt: indexPath) != nil
    }

    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        guard let table else { return }
        tableDelegate?.tableView(table, didDeselectRowAt: indexPath)
    }

    func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        guard let table, let cell = cell as? TableViewCell else { return }
        tableDelegate?.tableView(table, willDisplay: cell, forRowAt: indexPath)
    }

    func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        guard let table, let delegate = tableDelegate,
            let content = (view as? TableSectionViewContainer)?.content
        else { return }
        if elementKind == CollectionViewLayout.elementKindSectionHeader {
            delegate.tableView(table, willDisplayHeaderView: content, forSection: indexPath[0])
        } else {
            delegate.tableView(table, willDisplayFooterView: content, forSection: indexPath[0])
        }
    }

    func collectionView(
        _ collectionView: CollectionView,
        didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        guard let table, let delegate = tableDelegate,
            let content = (view as? TableSectionViewContainer)?.content
        else { return }
        if elementKind == CollectionViewLayout.elementKindSectionHeader {
            delegate.tableView(table, didEndDisplayingHeaderView: content, forSection: indexPath[0])
        } else {
            delegate.tableView(table, didEndDisplayingFooterView: content, forSection: indexPath[0])
        }
    }

    func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        guard let table, let cell = cell as? TableViewCell else { return }
        table.swipedCellDidLeave(cell)
        tableDelegate?.tableView(table, didEndDisplaying: cell, forRowAt: indexPath)
    }
}

/// Holds a section's header or footer view (the delegate's, or a standard one with the
/// title) in the rows container, so that any view can be a section view.
@MainActor
final class TableSectionViewContainer: CollectionReusableView {
    /// The view shown.
    private(set) var content: View?
    /// The standard view this container shows titles with, kept for reuse.
    var standardView: TableViewHeaderFooterView?
    weak var table: TableView?

    /// Shows `view` (filling the container) instead of the current content.
    func show(_ view: View?) {
        guard content !== view else { return }
        release()
        content = view
        guard let view else { return }
        (view as? TableViewHeaderFooterView)?.isPinnedInTable = isPinned
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
    }

    /// Removes the content; a view dequeued from the table view goes back to its pool.
    private func release() {
        guard let content else { return }
        self.content = nil
        content.removeFromSuperview()
        (content as? TableViewHeaderFooterView)?.isPinnedInTable = false
        if let view = content as? TableViewHeaderFooterView, view.isFromTablePool,
            let identifier = view.reuseIdentifier, let table
        {
            table.headerFooterPool[identifier, default: []].append(view)
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        isPinned = false
        release()
    }

    /// Whether the layout shows the section view pinned.
    private var isPinned = false

    override func setPinned(_ pinned: Bool) {
        isPinned = pinned
        (content as? TableViewHeaderFooterView)?.isPinnedInTable = pinned
    }

    override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        if let content, content.frame != bounds { content.frame = bounds }
    }
}

/// The heights of a table's section views (the delegate's headers and footers), by section,
/// for one version of the data: a reload or an update starts afresh. `nil` notes a section
/// without a view.
struct SectionViewHeights {
    private var version = -1
    private var headers: [Int: CGFloat?] = [:]
    private var footers: [Int: CGFloat?] = [:]

    /// The height noted for the section's header or footer in data `version`: `.some(nil)`
    /// when it has no view, `nil` when nothing is known.
    func height(isHeader: Bool, section: Int, version: Int) -> CGFloat?? {
        guard version == self.version else { return nil }
        return isHeader ? headers[section] : footers[section]
    }

    /// Notes `height` (`nil`: no view) for the section's header or footer in data `version`.
    mutating func note(_ height: CGFloat?, isHeader: Bool, section: Int, version: Int) {
        if version != self.version {
            self.version = version
            headers.removeAll()
            footers.removeAll()
        }
        if isHeader { headers[section] = .some(height) } else { footers[section] = .some(height) }
    }
}

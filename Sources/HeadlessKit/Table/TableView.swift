import Foundation

/// A scroll view that shows rows in sections, making views only for the rows on screen, like
/// `UITableView`.
///
///     let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
///     table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
///     table.dataSource = model        // numberOfRowsInSection, cellForRowAt
///     table.delegate = model          // didSelectRowAt, heightForRowAt...
///     window.addSubview(table)
///     window.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 100))
///     window.settle()
///     table.indexPathsForVisibleRows  // the rows on screen now
///
///     +---- tableHeaderView ------+
///     +---- header, section 0 ----+   titleForHeaderInSection / viewForHeaderInSection;
///     | row [0 0]                 |   pinned to the top while its section shows (.plain)
///     | row [0 1]                 |   rowHeight, heightForRowAt, or the cell's own height
///     +---- footer, section 0 ----+   titleForFooterInSection / viewForFooterInSection;
///     +---- tableFooterView ------+   pinned to the bottom while its section shows (.plain)
///
/// Rows are self-sizing by default, as in UIKit since iOS 11 (``rowHeight`` and
/// ``estimatedRowHeight`` are ``automaticDimension``): a row is placed at the estimate, then
/// takes the height its cell asks for once the cell is configured (Auto Layout in the cell's
/// `contentView`, or the standard labels' height, at least 44 points). Only the rows that show
/// are asked, so `contentSize` is an estimate until every row has been seen.
///
/// The cells are live only while their rows intersect the visible bounds; a row that leaves
/// sends its cell to the reuse pool (`didEndDisplaying`), one that enters asks the data source
/// (`cellForRowAt`, which dequeues), then `willDisplay`. They live in an internal container view
/// that fills the visible bounds and shares the table view's coordinates, so a cell's `frame`
/// is its row's rect in the table view (``rectForRow(at:)``).
///
/// Counts are cached: after the data changes, call ``reloadData()`` or the matching update
/// (``insertRows(at:with:)``, ``deleteRows(at:with:)``, ``performBatchUpdates(_:completion:)``,
/// ``beginUpdates()``/``endUpdates()``...). Updates apply at once, without animation.
@MainActor
open class TableView: ScrollView {
    /// UIKit's `UITableView.automaticDimension` (-1): as a height, "the default" (a
    /// self-sizing row, a standard header).
    public nonisolated static let automaticDimension: CGFloat = -1

    /// The look of a table view, fixed when it is made, like `UITableView.Style`.
    public enum Style: Int, Sendable {
        /// Section headers and footers pin to the top and bottom while their section shows.
        case plain
        /// Sections in groups; headers and footers scroll with the rows.
        case grouped
        /// Grouped sections inset from the sides by the table view's layout margins, on
        /// rounded cards: rows, headers and footers are that much narrower (see
        /// ``TableView/sectionSideInsets``).
        case insetGrouped
    }

    /// Where ``scrollToRow(at:at:animated:)`` puts a row, like `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        /// The least scrolling that shows the row (none if it shows entirely).
        case none
        /// The row's top at the top of the visible area.
        case top
        /// The row centred in the visible area.
        case middle
        /// The row's bottom at the bottom of the visible area.
        case bottom
    }

    /// How inserted, deleted and reloaded rows animate, like `UITableView.RowAnimation`.
    /// Accepted for UIKit's signatures; updates apply at once.
    public enum RowAnimation: Int, Sendable {
        /// UIKit's fade, slides from the right, left, top or bottom, no animation, and
        /// middle (accepted; nothing animates).
        case fade, right, left, top, bottom, none, middle
        /// The style UIKit picks (accepted; nothing animates).
        case automatic = 100
    }

    /// The style given at init.
    public let style: Style

    /// Supplies counts, cells and titles. Weak, as in UIKit; setting it reloads.
    public weak var dataSource: TableViewDataSource? {
        didSet {
            if dataSource !== oldValue {
                editingState.implementsCommit = nil
                editingState.implementsMove = nil
                reloadData()
            }
        }
    }

    /// Told of the rows about to come on screen, to load their data early (UIKit's
    /// `UITableView.prefetchDataSource`). Weak, as in UIKit. Asked for the rows of the next
    /// screen in the direction of scrolling, as ``CollectionView/prefetchDataSource`` is.
    public weak var prefetchDataSource: TableViewDataSourcePrefetching? {
        didSet { rows.prefetchDataSource = prefetchDataSource == nil ? nil : rows }
    }
    /// Whether ``prefetchDataSource`` is asked (true by default, as in UIKit).
    public var isPrefetchingEnabled: Bool {
        get { rows.isPrefetchingEnabled }
        set { rows.isPrefetchingEnabled = newValue }
    }

    /// Hears about selection and display and gives heights and section views: a
    /// ``TableViewDelegate`` (any `ScrollViewDelegate` hears scrolling only). Weak, as in
    /// UIKit; setting it asks for the heights again at the next layout pass.
    public override var delegate: ScrollViewDelegate? {
        didSet {
            if delegate !== oldValue {
                if delegateSizesSomeRows {
                    delegateSizesSomeRows = false
                    rows.list.rowHeight = rowHeight
                }
                rows.list.invalidateLayout()
                setNeedsLayout()
            }
        }
    }

    /// The height of every row unless the delegate gives one per row:
    /// ``automaticDimension`` (the default) for self-sizing rows. A delegate's
    /// `heightForRowAt` may also answer ``automaticDimension`` for some rows while this is a
    /// fixed height: those rows size themselves from their cells, as in UIKit.
    public var rowHeight: CGFloat = TableView.automaticDimension {
        didSet {
            checkHeight(rowHeight, "rowHeight")
            rows.list.rowHeight = delegateSizesSomeRows ? ListLayout.automaticDimension : rowHeight
        }
    }

    /// Whether the delegate's `heightForRowAt` answered ``automaticDimension`` for a row while
    /// ``rowHeight`` is fixed: the rows' list then lays out as self-sizing, where the heights
    /// the delegate gives other rows still hold. Cleared when the delegate changes.
    var delegateSizesSomeRows = false

    /// Where self-sizing rows not yet sized are placed: ``automaticDimension`` (the default)
    /// is 44 points; 0 also stands for 44 here (UIKit then measures every row first).
    public var estimatedRowHeight: CGFloat = TableView.automaticDimension {
        didSet {
            checkHeight(estimatedRowHeight, "estimatedRowHeight")
            rows.list.estimatedRowHeight = estimatedRowHeight > 0 ? estimatedRowHeight : 44
        }
    }

    /// The height of section headers unless the delegate gives one: ``automaticDimension``
    /// (the default) is the standard height for a section with a title or header view, else
    /// none.
    public var sectionHeaderHeight: CGFloat = TableView.automaticDimension {
        didSet { sectionHeightDidChange(sectionHeaderHeight, "sectionHeaderHeight") }
    }

    /// The height of section footers unless the delegate gives one, as for headers.
    public var sectionFooterHeight: CGFloat = TableView.automaticDimension {
        didSet { sectionHeightDidChange(sectionFooterHeight, "sectionFooterHeight") }
    }

    /// Where section header views are placed until they come into view and are measured,
    /// when their height is ``automaticDimension`` and the delegate gives no estimate (UIKit's
    /// `estimatedSectionHeaderHeight`). ``automaticDimension`` (the default) places them at the
    /// standard height of the style; 0 turns estimates off: every section's view is asked for
    /// its height at the first layout.
    ///
    /// - Precondition: finite and not negative, or ``automaticDimension``.
    public var estimatedSectionHeaderHeight: CGFloat = TableView.automaticDimension {
        didSet {
            sectionHeightDidChange(estimatedSectionHeaderHeight, "estimatedSectionHeaderHeight")
        }
    }
    /// Where section footer views are placed until they come into view, as for headers
    /// (``estimatedSectionHeaderHeight``). ``automaticDimension`` by default.
    ///
    /// - Precondition: finite and not negative, or ``automaticDimension``.
    public var estimatedSectionFooterHeight: CGFloat = TableView.automaticDimension {
        didSet {
            sectionHeightDidChange(estimatedSectionFooterHeight, "estimatedSectionFooterHeight")
        }
    }
    /// Space above each section header in a plain table (stored; no padding is added here).
    public var sectionHeaderTopPadding: CGFloat = TableView.automaticDimension

    /// How rows are separated (drawn in the SVG picture). `.singleLine` by default.
    public var separatorStyle: TableViewCell.SeparatorStyle = .singleLine
    /// The separators' color (`separator` when `nil`).
    public var separatorColor: Color?
    /// The separators' inset from the leading and trailing edges.
    public var separatorInset: EdgeInsets = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// Whether cells' layout margins follow the readable content guide (stored: on an iPhone's
    /// width the readable width is the full width, so margins do not change). `false` by
    /// default, as in UIKit since iOS 12.
    public var cellLayoutMarginsFollowReadableWidth = false

    /// A view above the first section, as wide as the table view and as tall as its frame.
    public var tableHeaderView: View? {
        didSet {
            guard tableHeaderView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let tableHeaderView { addSubview(tableHeaderView) }
            setNeedsLayout()
        }
    }

    /// A view below the last section, as wide as the table view and as tall as its frame.
    public var tableFooterView: View? {
        didSet {
            guard tableFooterView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let tableFooterView { addSubview(tableFooterView) }
            setNeedsLayout()
        }
    }

    /// The view behind the rows, as large as the table view (stored and shown).
    public var backgroundView: View? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// The container of the cells and section views: an internal collection view that fills
    /// the visible bounds.
    let rows: TableRowsView

    /// How many times a delegate's default `heightForRowAt` answered: the table view reads it
    /// before and after asking, to learn whether the delegate implements the method (Swift has
    /// no optional protocol methods).
    var defaultRowHeightAnswers = 0

    /// Header and footer views made by dequeues, by reuse identifier.
    var headerFooterClasses: [String: TableViewHeaderFooterView.Type] = [:]
    var headerFooterPool: [String: [TableViewHeaderFooterView]] = [:]

    /// The batch ``beginUpdates()`` opened: the changes recorded until ``endUpdates()``.
    var openUpdates: [(TableRowsView) -> Void]?
    var openUpdatesDepth = 0

    /// Editing mode, selection rules, the swiped row and the row being reordered
    /// (TableView+Editing.swift, TableView+SwipeActions.swift).
    var editingState = TableEditingState()

    /// The section index's colors, titles and view (TableView+SectionIndex.swift).
    var sectionIndex = TableSectionIndexState()

    /// How many times a data source's default `commit editingStyle` or `moveRowAt` ran: the
    /// table view reads it to learn whether the data source implements them.
    var defaultEditingAnswers = 0

    /// The long press that shows a row's context menu.
    var contextMenus: ItemContextMenuController?
    /// How many times a delegate's default context-menu method ran: the table view reads it
    /// to learn whether the delegate implements the method.
    var defaultContextMenuAnswers = 0

    /// Cells made so far (not recycled): a reuse counter for tests and benchmarks.
    package var cellsCreated: Int { rows.cellsCreated }

    /// Makes a table view of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        rows = TableRowsView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        rows.table = self
        rows.list.rowHeight = rowHeight
        rows.list.estimatedRowHeight = 44
        rows.list.sectionHeadersPinToVisibleBounds = style == .plain
        rows.list.sectionFootersPinToVisibleBounds = style == .plain
        addSubview(rows)
        installEditingRecognizers()
        contextMenus = ItemContextMenuController(host: self)
    }

    /// Makes a `.plain` table view.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Stops, naming the table view, the property and the value, unless `value` is a height
    /// (finite, not negative) or ``automaticDimension``.
    private func checkHeight(_ value: CGFloat, _ name: String) {
        precondition(
            value == Self.automaticDimension || (value.isFinite && value >= 0),
            "\(shortDescription): \(name) \(formatted(value)) must be finite and not negative, "
                + "or TableView.automaticDimension")
    }

    /// A section header or footer height (or its estimate) was set: checked, then the rows laid
    /// out again.
    private func sectionHeightDidChange(_ value: CGFloat, _ name: String) {
        checkHeight(value, name)
        rows.list.invalidateLayout()
    }

    /// How many times a delegate's default `estimatedHeightForRowAt` answered.
    var defaultEstimatedRowHeightAnswers = 0

    /// What the delegate protocol's default `estimatedHeightForRowAt` returns:
    /// ``estimatedRowHeight``, counted.
    package func defaultEstimatedRowHeightAnswer() -> CGFloat {
        defaultEstimatedRowHeightAnswers &+= 1
        return estimatedRowHeight
    }

    /// How many times a delegate's default `viewForHeaderInSection` (index 0) or
    /// `viewForFooterInSection` (index 1) answered: the rows learn whether the delegate makes
    /// section views, and so whether sections not seen yet are placed at an estimate.
    var defaultSectionViewAnswers = (0, 0)

    /// What the delegate protocol's default `viewForHeaderInSection` or
    /// `viewForFooterInSection` returns: `nil`, counted.
    package func defaultSectionViewAnswer(isHeader: Bool) -> View? {
        if isHeader {
            defaultSectionViewAnswers.0 &+= 1
        } else {
            defaultSectionViewAnswers.1 &+= 1
        }
        return nil
    }

    /// What the delegate protocol's default `heightForRowAt` returns: ``rowHeight``, counted.
    package func defaultRowHeightAnswer() -> CGFloat {
        defaultRowHeightAnswers &+= 1
        return rowHeight
    }

    // MARK: - Registration and dequeueing

    /// Registers `cellClass` for `identifier`; dequeues with it make instances with
    /// `init(style: .default, reuseIdentifier: identifier)`. Registering again replaces the
    /// class (and empties its pool).
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String)
    {
        rows.register(cellClass, forCellWithReuseIdentifier: identifier)
    }

    /// Registers `aClass` for header and footer views with `identifier`.
    public func register(
        _ aClass: TableViewHeaderFooterView.Type,
        forHeaderFooterViewReuseIdentifier identifier: String
    ) {
        headerFooterClasses[identifier] = aClass
        headerFooterPool[identifier] = nil
    }

    /// A cell for `indexPath`: a recycled one (after its `prepareForReuse()`) or a new instance
    /// of the class registered for `identifier`. Call it from the data source's
    /// `cellForRowAt`; an unregistered identifier stops.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
        -> TableViewCell
    {
        if let nibName = rows.cellNibNames[identifier] {
            stopForNib(
                nibName, identifier: identifier, indexPath: indexPath,
                classCall: "register(_:forCellReuseIdentifier:)")
        }
        precondition(
            rows.cellClasses[identifier] != nil,
            "\(shortDescription): could not dequeue a cell with identifier \"\(identifier)\" "
                + "for \(indexPath.shortDescription): no class is registered for it; call "
                + "register(_:forCellReuseIdentifier:) first")
        return rows.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
            as! TableViewCell
    }

    /// A cell for `identifier`, recycled or (if a class is registered for it) new; `nil` when
    /// no class is registered and none waits in the pool, as in UIKit: make one then.
    ///
    ///     let cell = tableView.dequeueReusableCell(withIdentifier: "cell")
    ///         ?? TableViewCell(style: .subtitle, reuseIdentifier: "cell")
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if rows.cellClasses[identifier] != nil {
            return rows.dequeueReusableCell(
                withReuseIdentifier: identifier, for: IndexPath(row: -1, section: -1))
                as? TableViewCell
        }
        guard let cell = rows.cellPool[identifier]?.popLast() as? TableViewCell else { return nil }
        cell.clearStatesForReuse()
        cell.prepareForReuse()
        cell.isAwaitingPlacement = true
        return cell
    }

    /// A header or footer view for `identifier`, recycled or new; `nil` if no class is
    /// registered for it.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
        -> TableViewHeaderFooterView?
    {
        if let recycled = headerFooterPool[identifier]?.popLast() {
            recycled.prepareForReuse()
            return recycled
        }
        guard let viewClass = headerFooterClasses[identifier] else { return nil }
        let view = viewClass.init(dequeuedWithReuseIdentifier: identifier)
        view.isFromTablePool = true
        return view
    }

    // MARK: - Data

    /// Reloads everything at the next layout pass: counts, heights and every visible cell
    /// (they go back to the pool and are asked for again). Clears the selection.
    public func reloadData() {
        endEditingInteractions()
        rows.reloadData()
        sectionIndex.needsTitles = true
        setNeedsLayout()
    }

    /// The number of sections, as last loaded.
    public var numberOfSections: Int { rows.numberOfSections }

    /// The number of rows in `section`, as last loaded; 0 for a section out of range.
    public func numberOfRows(inSection section: Int) -> Int {
        rows.numberOfItems(inSection: section)
    }

    /// Whether `gestureRecognizer` may begin: the table view's scroll pan yields to a
    /// horizontal swipe on a row with actions and to a reorder control's drag (UIKit T4).
    /// Subclasses that override it must call super.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer)
        -> Bool
    {
        if gestureRecognizer === panGestureRecognizer, !scrollPanMayBegin() { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: - Layout pass

    /// Places the table header and footer, then lays out the rows for the visible bounds (see
    /// the type's documentation). Subclasses that override it must call super.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutRows()
    }

    /// The height `view` takes as a table header or footer: its frame's, clamped.
    private func height(of view: View?) -> CGFloat {
        guard let view else { return 0 }
        return clampedLength(view.frame.height)
    }

    /// Sizes the container to the visible bounds, lays out the rows in it, and takes the
    /// content size (and any offset the rows moved to while sizing) from it.
    func layOutRows() {
        let inset = adjustedContentInset
        let headerHeight = height(of: tableHeaderView)
        let footerHeight = height(of: tableFooterView)
        rows.list.contentStart = headerHeight
        let sides = sectionSideInsets
        if rows.list.sideInsets != sides { rows.list.sideInsets = sides }
        let rowsInset = EdgeInsets(
            top: inset.top, left: inset.left, bottom: inset.bottom + footerHeight,
            right: inset.right)
        if rows.contentInset != rowsInset { rows.contentInset = rowsInset }
        if let backgroundView {
            backgroundView.frame = bounds
        }
        let visible = bounds
        if rows.frame != visible { rows.frame = visible }
        if rows.contentOffset != visible.origin { rows.contentOffset = visible.origin }
        rows.layoutIfNeeded()
        if delegateSizesSomeRows, !rows.list.asksCellsForPreferredAttributes {
            // The delegate asked for a self-sizing row while the rows were laid out with
            // fixed heights: once, lay them out again as self-sizing.
            rows.list.rowHeight = ListLayout.automaticDimension
            rows.layoutIfNeeded()
        }
        let width = max(0, bounds.width - inset.left - inset.right)
        if let tableHeaderView {
            let frame = CGRect(x: 0, y: 0, width: width, height: headerHeight)
            if tableHeaderView.frame != frame { tableHeaderView.frame = frame }
        }
        let rowsEnd = max(rows.contentSize.height, headerHeight)
        if let tableFooterView {
            let frame = CGRect(x: 0, y: rowsEnd, width: width, height: footerHeight)
            if tableFooterView.frame != frame { tableFooterView.frame = frame }
        }
        let size = CGSize(width: width, height: rowsEnd + footerHeight)
        if contentSize != size { contentSize = size }
        // The rows moved the offset (self-sizing kept a row in place, or the content shrank
        // under a resting view): the table view scrolls with them.
        if rows.contentOffset != contentOffset {
            contentOffset = rows.contentOffset
            rows.frame = bounds
        }
        if sectionIndex.needsTitles || !sectionIndex.titles.isEmpty { layOutSectionIndex() }
    }

    /// How far the sections' rows, headers and footers are inset from the left and right of
    /// the content: for ``Style/insetGrouped``, the table view's layout margins (measured from
    /// the safe area when ``View/insetsLayoutMarginsFromSafeArea`` is on, as its
    /// ``View/layoutMarginsGuide`` is), less the content inset the content already keeps
    /// clear; zero for the other styles. UIKit insets an inset-grouped table's sections by its
    /// layout margins (`UITableView.Style.insetGrouped`: "the grouped sections are inset with
    /// rounded corners"; the margins rule is the one TOInsetGroupedTableView, a back-port of
    /// the style at https://github.com/TimOliver/TOInsetGroupedTableView, reproduces): 16
    /// points a side on an iPhone up to 400 points wide, 20 wider
    /// (``View/layoutMargins``' default for a table view, a model value). Set
    /// `layoutMargins` (or `directionalLayoutMargins`) to move the cards.
    ///
    ///     width 390, .insetGrouped           width 390, .grouped
    ///     |16| header 358 × 38 |16|          | header 390 × 38       |
    ///     |16| (row 358 × 44)  |16|          | row 390 × 44          |
    ///     |16| (row          ) |16|          | row                   |
    ///
    /// The table header and footer views keep the full width, as in UIKit.
    public var sectionSideInsets: EdgeInsets {
        guard style == .insetGrouped else { return .zero }
        let margins = marginGuideInsets
        let inset = adjustedContentInset
        func side(_ margin: CGFloat, _ clear: CGFloat) -> CGFloat {
            guard margin.isFinite, clear.isFinite else { return 0 }
            return max(0, margin - max(0, clear))
        }
        return EdgeInsets(
            top: 0, left: side(margins.left, inset.left), bottom: 0,
            right: side(margins.right, inset.right))
    }

    /// A table view's margins when none are set: iOS's system minimum for its width.
    override var defaultLayoutMargins: EdgeInsets { systemMinimumLayoutMargins }

    // MARK: - Queries

    /// The cells on screen, in index-path order.
    ///
    /// - Complexity: O(*v* log *v*) in the live cells.
    public var visibleCells: [TableViewCell] {
        rows.visibleCells.map { $0 as! TableViewCell }
    }

    /// The index paths of the rows on screen, sorted.
    ///
    /// - Complexity: O(*v* log *v*) in the live cells.
    public var indexPathsForVisibleRows: [IndexPath]? {
        rows.indexPathsForVisibleItems
    }

    /// The cell showing `indexPath`, or `nil` if its row is not on screen or does not exist.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        rows.cellForItem(at: indexPath) as? TableViewCell
    }

    /// The index path the on-screen `cell` shows, or `nil` if it is not on screen here.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        rows.indexPath(for: cell)
    }

    /// The row whose rect contains `point` (in the table view's own, content, coordinates),
    /// or `nil`.
    ///
    /// - Complexity: O(log *n*), plus any pending layout update.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        layoutIfNeeded()
        return rows.indexPathForItem(at: point)
    }

    /// The rows whose rects intersect `rect` (content coordinates), sorted.
    ///
    /// - Complexity: O(log *n* + *k*).
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        layoutIfNeeded()
        rows.updateLayout()
        return (rows.list.layoutAttributesForElements(in: rect) ?? [])
            .filter { $0.representedElementCategory == .cell && $0.frame.intersects(rect) }
            .map(\.indexPath)
    }

    /// The rect of the row at `indexPath`, in the table view's coordinates. A row that does not
    /// exist stops, naming it (UIKit raises for an invalid index path).
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        layoutIfNeeded()
        rows.updateLayout()
        precondition(
            rows.isValid(indexPath),
            "\(shortDescription): rectForRow(at:): there is no row at \(indexPath.shortDescription) "
                + "(rows per section: \(rows.counts))")
        return rows.list.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
    }

    /// The rect of the section's header (its place in the content, not pinned), or `.zero` if
    /// it has none.
    public func rectForHeader(inSection section: Int) -> CGRect {
        rect(of: CollectionViewLayout.elementKindSectionHeader, inSection: section)
    }

    /// The rect of the section's footer, or `.zero` if it has none (UIKit:
    /// `rectForFooter(inSection:)`). In a plain table view, a footer that floats is where it
    /// floats now.
    public func rectForFooter(inSection section: Int) -> CGRect {
        rect(of: CollectionViewLayout.elementKindSectionFooter, inSection: section)
    }

    /// The rect of the section's header or footer (`kind`) after a layout, or `.zero`.
    private func rect(of kind: String, inSection section: Int) -> CGRect {
        layoutIfNeeded()
        rows.updateLayout()
        return rows.layoutAttributesForSupplementaryElement(
            ofKind: kind, at: IndexPath(item: 0, section: section))?.frame ?? .zero
    }

    /// The rect of `section`, from the top of its header to the bottom of its footer (UIKit:
    /// `rectForSection(_:)`), or `.zero` for a section that does not exist.
    public func rectForSection(_ section: Int) -> CGRect {
        layoutIfNeeded()
        rows.updateLayout()
        return rows.list.rectForSection(section) ?? .zero
    }

    /// The header view on screen for `section`, or `nil`.
    public func headerView(forSection section: Int) -> View? {
        (rows.supplementaryView(
            forElementKind: CollectionViewLayout.elementKindSectionHeader,
            at: IndexPath(item: 0, section: section)) as? TableSectionViewContainer)?.content
    }

    /// The footer view on screen for `section`, or `nil`.
    public func footerView(forSection section: Int) -> View? {
        (rows.supplementaryView(
            forElementKind: CollectionViewLayout.elementKindSectionFooter,
            at: IndexPath(item: 0, section: section)) as? TableSectionViewContainer)?.content
    }

    // MARK: - Scrolling

    /// Scrolls so the row at `indexPath` sits at `scrollPosition`, within the content's limits.
    /// Without animation, self-sizing rows that come on screen are sized first, so the row
    /// ends where asked even when their estimates were wrong. A row that does not exist stops,
    /// naming it.
    ///
    ///     +--------- bounds ---------+
    ///     | [row]  <- .top           |
    ///     |   [row] <- .middle       |
    ///     | [row]  <- .bottom        |
    ///     +--------------------------+
    public func scrollToRow(
        at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
    ) {
        layoutIfNeeded()
        rows.updateLayout()
        precondition(
            rows.isValid(indexPath),
            "\(shortDescription): scrollToRow(at:at:animated:): there is no row at "
                + "\(indexPath.shortDescription) (rows per section: \(rows.counts))")
        guard var frame = rows.list.layoutAttributesForItem(at: indexPath)?.frame else { return }
        setContentOffset(offset(showing: frame, at: scrollPosition), animated: animated)
        guard !animated, rows.list.asksCellsForPreferredAttributes else { return }
        // Self-sizing rows that came on screen took their heights and moved the row: place it
        // again (a few rounds at most; each sizes only the rows that newly show).
        for _ in 0..<3 {
            layoutIfNeeded()
            rows.updateLayout()
            guard let moved = rows.list.layoutAttributesForItem(at: indexPath)?.frame,
                moved != frame
            else { return }
            frame = moved
            let target = offset(showing: frame, at: scrollPosition)
            guard target != contentOffset else { return }
            setContentOffset(target, animated: false)
        }
    }

    /// Scrolls so the selected row nearest the top of the visible area sits at
    /// `scrollPosition` (UIKit: `scrollToNearestSelectedRow(at:animated:)`); does nothing when
    /// no row is selected.
    ///
    /// - Complexity: O(*s* log *s*) in the selected rows.
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard let selected = indexPathsForSelectedRows, !selected.isEmpty else { return }
        let top = contentOffset.y + adjustedContentInset.top
        // The first selected row that reaches below the top, else the last one above it.
        let nearest =
            selected.first {
                rows.list.layoutAttributesForItem(at: $0).map { $0.frame.maxY > top } ?? false
            }
            ?? selected[selected.count - 1]
        scrollToRow(at: nearest, at: scrollPosition, animated: animated)
    }

    /// Asks the data source again for the cells of the rows at `indexPaths` that are on
    /// screen, and keeps the cells (UIKit: `reconfigureRows(at:)`): `cellForRowAt` dequeues
    /// the row's own cell, without `prepareForReuse`. Rows off screen are configured when
    /// they come on screen. A row that does not exist stops, naming it; so does a data source
    /// that dequeues another reuse identifier or returns another cell (reload those rows).
    ///
    /// - Complexity: O(*k*) data-source calls for the *k* rows on screen among `indexPaths`.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        rows.ensureData()
        for path in indexPaths {
            precondition(
                rows.isValid(path),
                "\(shortDescription): reconfigureRows(at:): there is no row at "
                    + "\(path.shortDescription) (rows per section: \(rows.counts))")
        }
        for path in indexPaths {
            // The data source may reload or change the table while it answers: ask only for
            // rows that are still live.
            guard let dataSource, rows.isValid(path) else { return }
            rows.reconfigureLiveCell(at: path) {
                let cell = dataSource.tableView(self, cellForRowAt: path)
                self.configureEditing(of: cell, at: path)
                return cell
            }
        }
    }

    /// The offset that puts `frame` at `position`, clamped to the content.
    func offset(showing frame: CGRect, at position: ScrollPosition) -> CGPoint {
        let inset = adjustedContentInset
        var target = contentOffset
        let visibleTop = contentOffset.y + inset.top
        let visibleHeight = bounds.height - inset.top - inset.bottom
        switch position {
        case .top: target.y = frame.minY - inset.top
        case .middle: target.y = frame.midY - visibleHeight / 2 - inset.top
        case .bottom: target.y = frame.maxY - visibleHeight - inset.top
        case .none:
            if frame.minY < visibleTop {
                target.y = frame.minY - inset.top
            } else if frame.maxY > visibleTop + visibleHeight {
                target.y = frame.maxY - visibleHeight - inset.top
            }
        }
        return clamped(target)
    }

    // MARK: - Dump

    override var subviewsForDump: [View] {
        // The container is an implementation detail: its cells and section views show as the
        // table view's, between the table header and footer.
        var result: [View] = []
        if let backgroundView { result.append(backgroundView) }
        if let tableHeaderView { result.append(tableHeaderView) }
        for view in subviews
        where view !== rows && view !== backgroundView && view !== tableHeaderView
            && view !== tableFooterView
        {
            result.append(view)
        }
        result.append(contentsOf: rows.subviewsForDump)
        if let tableFooterView { result.append(tableFooterView) }
        return result
    }
}

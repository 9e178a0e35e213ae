import Foundation

/// A table view's section index: its colors, and the titles and view while the data source
/// gives titles.
struct TableSectionIndexState {
    var color: Color?
    var backgroundColor: Color?
    var trackingBackgroundColor: Color?
    var minimumDisplayRowCount = 0
    /// The data source's titles are asked for at the next layout pass (after a reload).
    var needsTitles = true
    var titles: [String] = []
    /// The index view, while there are titles.
    var view: TableViewIndex?
}

/// The section index on a table view's trailing edge (UIKit draws it in a private view): one
/// entry per title, top to bottom. A touch or a drag over an entry scrolls the table view to
/// the entry's section.
final class TableViewIndex: View {
    weak var table: TableView?
    var titles: [String] = []
    /// The entry touched last (a drag scrolls again only when it reaches another entry).
    private var trackedEntry: Int?
    /// The height of one entry, in points.
    nonisolated static let entryHeight: CGFloat = 14
    /// The index's width, in points.
    nonisolated static let width: CGFloat = 16

    /// The top of the first entry and the height of each: the entries are centred in the
    /// view, and shrink to fit when there are many.
    var entryMetrics: (top: CGFloat, height: CGFloat) {
        guard !titles.isEmpty else { return (0, 0) }
        let height = min(Self.entryHeight, bounds.height / CGFloat(titles.count))
        return ((bounds.height - height * CGFloat(titles.count)) / 2, height)
    }

    /// The entry at `y` (in the view's coordinates), clamped to the first and last entries, as
    /// a drag above or below the index keeps the first or last.
    func entry(atY y: CGFloat) -> Int? {
        let (top, height) = entryMetrics
        guard !titles.isEmpty, height > 0, y.isFinite else { return nil }
        let raw = ((y - top) / height).rounded(.down)
        return Int(min(max(raw, 0), CGFloat(titles.count - 1)))
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        trackedEntry = nil
        if let trackingColor = table?.sectionIndexTrackingBackgroundColor {
            backgroundColor = trackingColor
        }
        track(touches)
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        track(touches)
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        endTracking()
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        endTracking()
    }

    private func track(_ touches: Set<Touch>) {
        guard let touch = touches.first, let entry = entry(atY: touch.location(in: self).y),
            entry != trackedEntry
        else { return }
        trackedEntry = entry
        table?.sectionIndexEntryTouched(entry)
    }

    private func endTracking() {
        trackedEntry = nil
        backgroundColor = table?.sectionIndexBackgroundColor
    }

    override func appendTreeProperties(to properties: inout [String], presentation: Bool) {
        super.appendTreeProperties(to: &properties, presentation: presentation)
        properties.append("titles=\(titles.joined(separator: ","))")
    }
}

extension TableView {
    // MARK: - Section index (UIKit: "Configuring the table index" in UITableView)

    /// The color of the section index's titles; `nil` (the default) for the tint.
    public var sectionIndexColor: Color? {
        get { sectionIndex.color }
        set { sectionIndex.color = newValue }
    }

    /// The section index's background while it is not touched; `nil` (the default) for none.
    public var sectionIndexBackgroundColor: Color? {
        get { sectionIndex.backgroundColor }
        set {
            sectionIndex.backgroundColor = newValue
            sectionIndex.view?.backgroundColor = newValue
        }
    }

    /// The section index's background while a finger is on it; `nil` (the default) keeps
    /// ``sectionIndexBackgroundColor``.
    public var sectionIndexTrackingBackgroundColor: Color? {
        get { sectionIndex.trackingBackgroundColor }
        set { sectionIndex.trackingBackgroundColor = newValue }
    }

    /// How many rows the table view must hold before it shows the section index. 0 by
    /// default. A negative count counts as 0.
    public var sectionIndexMinimumDisplayRowCount: Int {
        get { sectionIndex.minimumDisplayRowCount }
        set {
            sectionIndex.minimumDisplayRowCount = newValue
            setNeedsLayout()
        }
    }

    /// Asks the data source for ``TableViewDataSource/sectionIndexTitles(for:)`` again at the
    /// next layout pass, without reloading the rows (UIKit: `reloadSectionIndexTitles()`).
    public func reloadSectionIndexTitles() {
        sectionIndex.needsTitles = true
        setNeedsLayout()
    }

    /// Shows, places or removes the section index (from the layout pass). The data source is
    /// asked for its titles once per reload.
    func layOutSectionIndex() {
        if sectionIndex.needsTitles {
            sectionIndex.needsTitles = false
            sectionIndex.titles = dataSource?.sectionIndexTitles(for: self) ?? []
        }
        let rowCount = (0..<rows.numberOfSections).reduce(0) {
            $0 &+ rows.numberOfItems(inSection: $1)
        }
        guard !sectionIndex.titles.isEmpty,
            rowCount >= max(sectionIndex.minimumDisplayRowCount, 0)
        else {
            sectionIndex.view?.removeFromSuperview()
            sectionIndex.view = nil
            return
        }
        let index = sectionIndex.view ?? TableViewIndex()
        if sectionIndex.view == nil {
            index.table = self
            index.backgroundColor = sectionIndex.backgroundColor
            sectionIndex.view = index
        }
        if index.superview !== self || subviews.last !== index { addSubview(index) }
        index.titles = sectionIndex.titles
        // Fixed on the visible bounds' trailing edge, inside the safe area and insets.
        let inset = adjustedContentInset
        let frame = CGRect(
            x: bounds.maxX - inset.right - TableViewIndex.width, y: bounds.minY + inset.top,
            width: TableViewIndex.width,
            height: max(0, bounds.height - inset.top - inset.bottom))
        if index.frame != frame { index.frame = frame }
    }

    /// A touch reached the index entry at `entry`: asks the data source for its section
    /// (``TableViewDataSource/tableView(_:sectionForSectionIndexTitle:at:)``) and scrolls so
    /// that the section's header (or first row) is at the top. A section the data source
    /// returns that does not exist is data: the table view does not scroll.
    func sectionIndexEntryTouched(_ entry: Int) {
        guard let dataSource, sectionIndex.titles.indices.contains(entry) else { return }
        let section = dataSource.tableView(
            self, sectionForSectionIndexTitle: sectionIndex.titles[entry], at: entry)
        guard section >= 0, section < numberOfSections else { return }
        var target = rectForHeader(inSection: section)
        if target == .zero {
            guard numberOfRows(inSection: section) > 0 else { return }
            target = rectForRow(at: IndexPath(row: 0, section: section))
        }
        setContentOffset(offset(showing: target, at: .top), animated: false)
    }

    /// The center of the index entry for the title at `index`, in window coordinates, or
    /// `nil` when the index is not shown (for tests: a tap there selects the entry).
    func pointForSectionIndexTitle(at index: Int) -> CGPoint? {
        layoutIfNeeded()
        guard let view = sectionIndex.view, view.titles.indices.contains(index) else {
            return nil
        }
        let (top, height) = view.entryMetrics
        let point = CGPoint(x: view.bounds.midX, y: top + height * (CGFloat(index) + 0.5))
        return view.convert(point, to: nil)
    }

    /// Whether a touch began on the section index (the table view does not scroll then).
    func touchIsOnSectionIndex(_ touches: [Touch]) -> Bool {
        guard sectionIndex.view != nil else { return false }
        return touches.contains { $0.view is TableViewIndex }
    }
}

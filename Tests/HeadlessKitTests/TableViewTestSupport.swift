import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// One call a table view made to its data source or delegate.
enum TableCall: Equatable {
    case cellForRow(IndexPath)
    case willDisplay(IndexPath)
    case didEndDisplaying(IndexPath)
    case shouldHighlight(IndexPath)
    case didHighlight(IndexPath)
    case didUnhighlight(IndexPath)
    case willSelect(IndexPath)
    case didSelect(IndexPath)
    case willDeselect(IndexPath)
    case didDeselect(IndexPath)
}

/// A table model: sections of string rows, with optional titles; records its calls.
@MainActor
final class TableModel: TableViewDataSource, TableViewDelegate {
    var sections: [[String]]
    var headerTitles: [String?] = []
    var footerTitles: [String?] = []
    var calls: [TableCall] = []
    var cellStyle: TableViewCell.CellStyle = .default
    /// Runs inside `cellForRowAt`, after the cell is configured.
    var onCellForRow: ((TableView, IndexPath) -> Void)?
    /// Runs inside `didSelectRowAt`.
    var onDidSelect: ((TableView, IndexPath) -> Void)?
    var willSelectAnswer: ((IndexPath) -> IndexPath?)?
    var recordsDisplay = true

    init(_ sections: [[String]]) { self.sections = sections }

    /// `counts` rows per section, named "sS rR".
    convenience init(counts: [Int]) {
        self.init(counts.enumerated().map { s, n in (0..<n).map { "s\(s) r\($0)" } })
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        calls.append(.cellForRow(indexPath))
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        onCellForRow?(tableView, indexPath)
        return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        section < headerTitles.count ? headerTitles[section] : nil
    }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        section < footerTitles.count ? footerTitles[section] : nil
    }
    func tableView(
        _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {
        if recordsDisplay { calls.append(.willDisplay(indexPath)) }
    }
    func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {
        if recordsDisplay { calls.append(.didEndDisplaying(indexPath)) }
    }
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        calls.append(.shouldHighlight(indexPath))
        return true
    }
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        calls.append(.didHighlight(indexPath))
    }
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
        calls.append(.didUnhighlight(indexPath))
    }
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append(.willSelect(indexPath))
        return willSelectAnswer.map { $0(indexPath) } ?? indexPath
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        calls.append(.didSelect(indexPath))
        onDidSelect?(tableView, indexPath)
    }
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append(.willDeselect(indexPath))
        return indexPath
    }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        calls.append(.didDeselect(indexPath))
    }
}

/// A 320×480 window holding a table view of `style` fed by `model`, laid out.
@MainActor
func makeTable(
    _ model: TableModel, style: TableView.Style = .plain, rowHeight: CGFloat? = 44,
    configure: (TableView) -> Void = { _ in }
) -> (Window, TableView) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let table = TableView(frame: window.bounds, style: style)
    table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    if let rowHeight { table.rowHeight = rowHeight }
    configure(table)
    table.dataSource = model
    table.delegate = model
    window.addSubview(table)
    window.layoutIfNeeded()
    return (window, table)
}

/// A self-sizing cell whose content is an 80-point box with 10-point margins: 100 points tall
/// once sized.
final class TallTableCell: TableViewCell {
    let box = View()
    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        // UIKit's idiom: the bottom pin gives way to the row's height while it is still the
        // estimate.
        let bottom = box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10)
        bottom.priority = LayoutPriority(999)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            bottom,
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            box.heightAnchor.constraint(equalToConstant: 80),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

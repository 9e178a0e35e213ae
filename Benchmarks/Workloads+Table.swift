import Foundation
import HeadlessKit

// Table view workloads: the cost of a frame of a self-sizing `TableView`, the table view a
// pasted UIKit screen most often holds.

@MainActor func tableWorkloads() -> [Workload] {
    [tableScrollFrame(count: 100_000)]
}

/// A table row sized by Auto Layout: a multi-line label pinned inside the content view, as a
/// UIKit self-sizing cell is written.
final class BenchTableNoteCell: TableViewCell {
    let note = Label(text: "")

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        note.numberOfLines = 0
        note.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(note)
        NSLayoutConstraint.activate([
            note.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            note.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            note.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            note.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Notes of 1 to 4 lines, counted as the table asks for cells.
@MainActor final class BenchTableSource: TableViewDataSource {
    let count: Int
    var cellsAsked = 0
    init(count: Int) { self.count = count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellsAsked += 1
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
            as! BenchTableNoteCell
        let lines = 1 + indexPath.row % 4
        cell.note.text = Array(repeating: "Note \(indexPath.row)", count: lines)
            .joined(separator: "\n")
        return cell
    }
}

/// One 120 Hz frame of a fling down a `count`-row self-sizing table view (`rowHeight` and
/// `estimatedRowHeight` left at `automaticDimension`, as UIKit's defaults): 240 frames per run
/// from the top after a 6,000 pt/s fling. Each frame that brings rows in configures and sizes
/// their cells.
@MainActor func tableScrollFrame(count: Int) -> Workload {
    flingFrames("table-scroll-frame", runs: 5) { window in
        let source = BenchTableSource(count: count)
        let table = TableView(frame: window.bounds, style: .plain)
        table.register(BenchTableNoteCell.self, forCellReuseIdentifier: "note")
        table.dataSource = source
        window.addSubview(table)
        window.runFrames(1)
        return FlingScene(scrollView: table, liveCells: { table.visibleCells.count }) {
            [
                "rows-configured": Double(source.cellsAsked),
                "cells-made": Double(table.cellsCreated),
            ]
        }
    }
}

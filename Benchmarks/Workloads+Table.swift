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
    .timed("table-scroll-frame", operations: 240, runs: 5) {
        let window = Window(size: CGSize(width: 390, height: 844))
        let source = BenchTableSource(count: count)
        let table = TableView(frame: window.bounds, style: .plain)
        table.register(BenchTableNoteCell.self, forCellReuseIdentifier: "note")
        table.dataSource = source
        window.addSubview(table)
        window.runFrames(1)
        window.fling(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -6000))
        let start = table.contentOffset.y
        let asked = source.cellsAsked
        let created = table.cellsCreated
        return {
            var maxLive = 0
            for _ in 0..<240 {
                window.runFrames(1)
                maxLive = max(maxLive, table.visibleCells.count)
            }
            withExtendedLifetime(source) {}
            return [
                "live-cells(max)": Double(maxLive),
                "rows-configured": Double(source.cellsAsked - asked),
                "cells-made": Double(table.cellsCreated - created),
                "travel": (table.contentOffset.y - start).rounded(),
            ]
        }
    }
}

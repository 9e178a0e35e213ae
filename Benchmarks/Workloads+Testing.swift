import Foundation
import HeadlessKit
import HeadlessTesting

/// The testing-tools workloads: pictures and tree assertions.
@MainActor
func testingWorkloads() -> [Workload] {
    [
        .timed("svg-10k", operations: 1) {
            // The dump's 10,000-view fan tree, with clipping and transparency to draw too.
            let window = makeFanTree(count: 10_000)
            for view in window.subviews { view.clipsToBounds = true }
            var index = 0
            for view in window.all(ofType: View.self) {
                if index % 50 == 49 { view.alpha = 0.5 }
                index += 1
            }
            return {
                let svg = window.svg()
                return ["views": 10_000, "bytes": Double(svg.utf8.count)]
            }
        },
        .timed("svg-settings-100k", operations: 1) {
            // The picture of a settings screen: an inset-grouped table of 100,000 rows with
            // detail text, chevrons, checkmarks and switches. Only the rows on screen are drawn.
            let window = Window(size: CGSize(width: 390, height: 844))
            let source = BenchSettingsSource(count: 100_000)
            let table = TableView(frame: window.bounds, style: .insetGrouped)
            table.rowHeight = 44
            table.dataSource = source
            window.addSubview(table)
            table.contentOffset.y = 44 * 50_000
            window.layoutIfNeeded()
            return {
                let svg = withExtendedLifetime(source) { window.svg() }
                return [
                    "cells": Double(table.visibleCells.count), "bytes": Double(svg.utf8.count),
                ]
            }
        },
        .timed("assert-tree-1k", operations: 1) {
            // What a passing assertTree does: dump, then compare with an indented literal.
            let window = makeFanTree(count: 1_000)
            let lines = window.treeDescription(.geometry).split(separator: "\n")
            let expected = lines.map { "        " + $0 }.joined(separator: "\n")
            return {
                let actual = window.treeDescription(.geometry)
                let mismatch = treeMismatch(actual: actual, expected: expected)
                precondition(mismatch == nil, "assert-tree-1k: the trees differ")
                return [
                    "views": 1_000, "lines": Double(lines.count),
                    "bytes": Double(actual.utf8.count),
                ]
            }
        },
    ]
}

/// Settings rows in sections of 10: a title, a detail, and a chevron, a checkmark or a switch.
@MainActor final class BenchSettingsSource: TableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }

    func numberOfSections(in tableView: TableView) -> Int { count / 10 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 10 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = "Setting \(indexPath.section).\(indexPath.row)"
        switch indexPath.row % 3 {
        case 0:
            cell.detailTextLabel?.text = "On"
            cell.accessoryType = .disclosureIndicator
        case 1: cell.accessoryType = .checkmark
        default: cell.accessoryView = Switch()
        }
        return cell
    }
}

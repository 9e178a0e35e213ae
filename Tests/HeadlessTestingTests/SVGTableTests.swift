import Foundation
import Testing

@testable import HeadlessKit

/// A data source of `counts[section]` rows titled "Row s.r", with accessories by row.
@MainActor final class SVGRowsSource: NSObject, TableViewDataSource {
    let counts: [Int]
    var accessory: (IndexPath) -> TableViewCell.AccessoryType = { _ in .none }
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in tableView: TableView) -> Int { counts.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        counts[section]
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row)"
        cell.accessoryType = accessory(indexPath)
        return cell
    }
}

@MainActor @Suite struct SVGTableTests {
    /// A 200-point-wide table of `counts` rows, 44 points each, laid out.
    func table(_ style: TableView.Style, _ counts: [Int], height: CGFloat = 400)
        -> (Window, TableView, SVGRowsSource)
    {
        let window = Window(size: CGSize(width: 200, height: height))
        let source = SVGRowsSource(counts)
        let table = TableView(frame: window.bounds, style: style)
        table.rowHeight = 44
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        return (window, table, source)
    }

    func count(_ needle: String, in svg: String) -> Int {
        svg.components(separatedBy: needle).count - 1
    }

    @Test(
        "A plain table draws a hairline under every row, separatorInset.left from the leading edge (UIKit: separatorStyle .singleLine, separatorInset)"
    )
    func plainSeparators() {
        let (window, table, source) = table(.plain, [3])
        table.separatorInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 10)
        table.separatorColor = .red
        let svg = window.svg()
        //  +--------------------+ y 0
        //  | Row 0.0            |
        //  |   ---------------  | y 43.667, x 20...190: a third of a point (one pixel at 3x)
        #expect(
            svg.contains(
                "<rect x=\"20\" y=\"43.667\" width=\"170\" height=\"0.333\" fill=\"#FF0000\"/>"))
        #expect(count("fill=\"#FF0000\"", in: svg) == 3)
        #expect(xmlProblem(svg) == nil)
        withExtendedLifetime(source) {}
    }

    @Test("separatorStyle .none hides the separators (UIKit: UITableView.separatorStyle)")
    func noSeparators() {
        let (window, table, source) = table(.plain, [3])
        table.separatorColor = .red
        table.separatorStyle = .none
        #expect(!window.svg().contains("#FF0000"))
        withExtendedLifetime(source) {}
    }

    @Test(
        "Inset-grouped sections draw a rounded card behind their rows on the grouped background, separators only between rows (UIKit: UITableView.Style.insetGrouped)"
    )
    func insetGroupedCards() {
        let (window, table, source) = table(.insetGrouped, [2, 1])
        table.separatorColor = .red
        let svg = window.svg()
        #expect(svg.contains("fill=\"#F2F2F7\""))  // systemGroupedBackground behind it all
        let cards = svg.components(separatedBy: "\n").filter {
            $0.contains("rx=\"10\" fill=\"#FFFFFF\"")
        }
        #expect(cards.count == 2)
        // Two rows in section 0: one separator; one row in section 1: none.
        #expect(count("fill=\"#FF0000\"", in: svg) == 1)
        #expect(xmlProblem(svg) == nil)
        withExtendedLifetime(source) {}
    }

    @Test(
        "A grouped section cut by the visible edge keeps square corners there; grouped draws full-width lines above and below a section (UIKit: UITableView.Style.grouped)"
    )
    func groupedLines() {
        let (window, table, source) = table(.grouped, [20], height: 200)
        table.separatorColor = .red
        let svg = window.svg()
        // The top line of the section spans the width; the section's bottom is off screen.
        #expect(
            svg.contains(
                "<rect x=\"0\" y=\"\(svgNumber(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY))\" width=\"200\" height=\"0.333\" fill=\"#FF0000\"/>"
            ))
        let (insetWindow, _, insetSource) = self.table(.insetGrouped, [20], height: 200)
        let inset = insetWindow.svg()
        // Rounded on top only: a path with two quadratic corners.
        let card = inset.components(separatedBy: "\n").first {
            $0.hasPrefix("<path d=") && $0.contains("#FFFFFF")
        }
        #expect(card.map { count("Q", in: $0) } == 2)
        #expect(xmlProblem(inset) == nil)
        withExtendedLifetime((source, insetSource)) {}
    }

    @Test(
        "A disclosure indicator is a grey chevron and a checkmark a tinted tick, at the accessory's place (UIKit: UITableViewCell.AccessoryType)"
    )
    func accessories() {
        let (window, table, source) = table(.plain, [0])
        source.accessory = { $0.row == 0 ? .disclosureIndicator : .checkmark }
        let plainSource = SVGRowsSource([2])
        plainSource.accessory = source.accessory
        table.dataSource = plainSource
        window.layoutIfNeeded()
        let svg = window.svg()
        // 200 wide: the chevron ends 16 points in, centred on the row (y 22).
        #expect(
            svg.contains("<path d=\"M177 15.5L183 22L177 28.5\" fill=\"none\" stroke=\"#C4C4C7\""))
        #expect(svg.contains("<path d=\"M170 66L175 71L184 60\" fill=\"none\" stroke=\"#007AFF\""))
        #expect(!window.svg(SVGOptions(drawsStandardParts: false)).contains("<path"))
        withExtendedLifetime((source, plainSource)) {}
    }

    @Test(
        "A 100,000-row table's picture draws only the cells that exist: its size does not grow with the row count (UIKit: only visible cells are views)"
    )
    func hugeTable() {
        let (small, _, smallSource) = table(.grouped, [100])
        let (huge, hugeTable, hugeSource) = table(.grouped, [100_000])
        let svg = huge.svg()
        #expect(svg.utf8.count == small.svg().utf8.count)
        #expect(count("<text", in: svg) == hugeTable.visibleCells.count)
        hugeTable.contentOffset.y = 44 * 50_000
        huge.layoutIfNeeded()
        let scrolled = huge.svg()
        #expect(scrolled.contains(">Row 0.50000<"))
        #expect(xmlProblem(scrolled) == nil)
        withExtendedLifetime((smallSource, hugeSource)) {}
    }
}

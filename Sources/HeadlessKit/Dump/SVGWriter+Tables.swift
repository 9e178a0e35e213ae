import Foundation

/// What a table view draws besides its subviews: the grouped styles' background and section
/// cards, the hairlines between rows and the accessory symbols of cells.
extension SVGWriter {
    /// The background a table view shows when it has no `backgroundColor`: UIKit gives the
    /// grouped styles `systemGroupedBackground`; a plain table is transparent.
    @MainActor func defaultBackground(of view: View) -> Color? {
        guard let table = view as? TableView, table.style != .plain else { return nil }
        return .systemGroupedBackground
    }

    /// The cards behind the rows of a grouped table's sections, one per section with rows on
    /// screen: `secondarySystemGroupedBackground`, with 10-point rounded corners in the
    /// inset-grouped style where the section really begins or ends (a section cut by the
    /// visible edge keeps square corners there). The cards span the rows, so an inset-grouped
    /// table's are inset by its ``TableView/sectionSideInsets``. Only the cells that exist are
    /// visited.
    @MainActor mutating func sectionBackgrounds(of table: TableView, origin: CGPoint) {
        guard options.drawsStandardParts, table.style != .plain else { return }
        // The rows' container shares the table view's coordinates.
        let rows = table.rows
        // Runs of consecutive cells of one section, in subview order, merged by section.
        var sections: [(section: Int, rect: CGRect, first: Int, last: Int)] = []
        for case let cell as TableViewCell in rows.subviews {
            guard let path = cell.liveIndexPath, !cell.isHidden else { continue }
            if let index = sections.firstIndex(where: { $0.section == path.section }) {
                sections[index].rect = sections[index].rect.union(cell.frame)
                sections[index].first = min(sections[index].first, path.item)
                sections[index].last = max(sections[index].last, path.item)
            } else {
                sections.append((path.section, cell.frame, path.item, path.item))
            }
        }
        sections.sort { $0.section < $1.section }
        let radius =
            table.style == .insetGrouped
            ? CollectionLayoutListConfiguration.insetGroupedCornerRadius : 0
        for entry in sections {
            let rect = entry.rect.offsetBy(dx: origin.x, dy: origin.y)
            let top = entry.first == 0
            let bottom = entry.last == table.numberOfRows(inSection: entry.section) - 1
            if radius > 0 && (top != bottom || !top) {
                roundedPath(
                    rect, radius: radius, top: top, bottom: bottom,
                    fill: .secondarySystemGroupedBackground)
            } else {
                let corners = radius > 0 ? " rx=\"\(svgNumber(radius))\"" : ""
                self.rect(rect, fill: .secondarySystemGroupedBackground, corners: corners)
            }
        }
    }

    /// A rect with rounded top corners, bottom corners, or neither, as a path.
    mutating func roundedPath(_ rect: CGRect, radius: CGFloat, top: Bool, bottom: Bool, fill: Color)
    {
        let r = min(radius, min(rect.width, rect.height) / 2)
        let (t, b) = (top ? r : 0, bottom ? r : 0)
        let (x0, x1, y0, y1) = (rect.minX, rect.maxX, rect.minY, rect.maxY)
        var d = "M\(svgNumber(x0)) \(svgNumber(y0 + t))"
        if t > 0 { d += "Q\(svgNumber(x0)) \(svgNumber(y0)) \(svgNumber(x0 + t)) \(svgNumber(y0))" }
        d += "L\(svgNumber(x1 - t)) \(svgNumber(y0))"
        if t > 0 { d += "Q\(svgNumber(x1)) \(svgNumber(y0)) \(svgNumber(x1)) \(svgNumber(y0 + t))" }
        d += "L\(svgNumber(x1)) \(svgNumber(y1 - b))"
        if b > 0 { d += "Q\(svgNumber(x1)) \(svgNumber(y1)) \(svgNumber(x1 - b)) \(svgNumber(y1))" }
        d += "L\(svgNumber(x0 + b)) \(svgNumber(y1))"
        if b > 0 { d += "Q\(svgNumber(x0)) \(svgNumber(y1)) \(svgNumber(x0)) \(svgNumber(y1 - b))" }
        output += "<path d=\"\(d)Z\" fill=\"\(rgb(fill))\""
        if fill.alpha < 1 { output += " fill-opacity=\"\(svgNumber(fill.alpha))\"" }
        output += "/>\n"
    }

    /// The hairline under a row (1 pixel: 1/3 point at the screen's scale), from
    /// `separatorInset.left` to `separatorInset.right` before the trailing edge, in
    /// `separatorColor` (`separator` when `nil`); none when `separatorStyle` is `.none`. A
    /// plain table draws one under every row; the grouped styles draw them between the rows of
    /// a section, and `.grouped` adds full-width lines above and below each section.
    @MainActor mutating func separators(of cell: TableViewCell, _ frame: CGRect) {
        guard options.drawsStandardParts, let rows = cell.superview as? TableRowsView,
            let table = rows.table, table.separatorStyle != .none, let path = cell.liveIndexPath
        else { return }
        let color = table.separatorColor ?? .separator
        guard color.alpha > 0 else { return }
        let hairline = 1 / max(1, Screen.main.scale)
        let inset = table.separatorInset
        let left = inset.left.isFinite ? max(0, inset.left) : 0
        let right = inset.right.isFinite ? max(0, inset.right) : 0
        let isLast = path.item == table.numberOfRows(inSection: path.section) - 1
        func line(_ y: CGFloat, _ minX: CGFloat, _ maxX: CGFloat) {
            guard maxX > minX else { return }
            rect(
                CGRect(x: minX, y: y, width: maxX - minX, height: hairline), fill: color)
        }
        switch table.style {
        case .plain:
            line(frame.maxY - hairline, frame.minX + left, frame.maxX - right)
        case .grouped, .insetGrouped:
            if !isLast {
                line(frame.maxY - hairline, frame.minX + left, frame.maxX - right)
            } else if table.style == .grouped {
                line(frame.maxY - hairline, frame.minX, frame.maxX)
            }
            if path.item == 0 && table.style == .grouped {
                line(frame.minY, frame.minX, frame.maxX)
            }
        }
    }

    /// The accessory type's symbol, where the cell leaves room for it (``TableViewCell/
    /// accessoryMargin`` from the trailing edge, centred vertically): a grey chevron for
    /// `.disclosureIndicator` (and after the info button of `.detailDisclosureButton`), a
    /// checkmark in the tint colour for `.checkmark`. An accessory view is drawn as a view.
    @MainActor mutating func accessory(of cell: TableViewCell, _ frame: CGRect) {
        guard options.drawsStandardParts, cell.accessoryView == nil || cell.isEditing
        else { return }
        let type = cell.isEditing ? cell.editingAccessoryType : cell.accessoryType
        guard type == .disclosureIndicator || type == .checkmark || type == .detailDisclosureButton
        else { return }
        if cell.isEditing && cell.editingAccessoryView != nil { return }
        let width = TableViewCell.accessoryWidth(type)
        let maxX = frame.maxX - TableViewCell.accessoryMargin
        let minX = maxX - width
        let midY = frame.midY
        if type == .checkmark {
            let tint = cell.tintColor ?? .systemBlue
            output += "<path d=\"M\(svgNumber(minX)) \(svgNumber(midY))"
            output += "L\(svgNumber(minX + 5)) \(svgNumber(midY + 5))"
            output += "L\(svgNumber(maxX)) \(svgNumber(midY - 6))\""
            output += " fill=\"none\" stroke=\"\(rgb(tint))\" stroke-width=\"2\""
            output += " stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n"
        } else {
            let x0 = maxX - 7
            output += "<path d=\"M\(svgNumber(x0)) \(svgNumber(midY - 6.5))"
            output += "L\(svgNumber(maxX - 1)) \(svgNumber(midY))"
            output += "L\(svgNumber(x0)) \(svgNumber(midY + 6.5))\""
            output += " fill=\"none\" stroke=\"#C4C4C7\" stroke-width=\"2\""
            output += " stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n"
        }
    }
}

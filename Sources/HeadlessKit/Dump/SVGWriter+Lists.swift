import Foundation

/// What a list (a collection view with list sections) draws besides its subviews: the
/// grouped appearances' section cards, the separators under list cells and the symbols of
/// cell accessories.
extension SVGWriter {
    /// The list configuration of the section `cell` is in, if its collection view's layout
    /// is a compositional layout with list sections.
    @MainActor func listConfiguration(of cell: CollectionViewListCell)
        -> (CollectionView, IndexPath, CollectionLayoutListConfiguration)?
    {
        guard let collection = cell.superview as? CollectionView,
            let layout = collection.collectionViewLayout as? CollectionViewCompositionalLayout,
            let path = cell.liveIndexPath,
            let configuration = layout.listConfiguration(forSection: path.section)
        else { return nil }
        return (collection, path, configuration)
    }

    /// The cards behind the rows of a grouped or inset-grouped list's sections
    /// (`secondarySystemGroupedBackground`; rounded by 10 points in the inset-grouped
    /// appearance where the section really begins or ends). Only the cells that exist are
    /// visited.
    @MainActor mutating func listSectionBackgrounds(of collection: CollectionView, origin: CGPoint)
    {
        guard options.drawsStandardParts,
            let layout = collection.collectionViewLayout as? CollectionViewCompositionalLayout
        else { return }
        var sections: [(section: Int, rect: CGRect, first: Int, last: Int, radius: CGFloat)] = []
        for case let cell as CollectionViewListCell in collection.subviews {
            guard let path = cell.liveIndexPath, !cell.isHidden else { continue }
            if let index = sections.firstIndex(where: { $0.section == path.section }) {
                sections[index].rect = sections[index].rect.union(cell.frame)
                sections[index].first = min(sections[index].first, path.item)
                sections[index].last = max(sections[index].last, path.item)
                continue
            }
            guard let configuration = layout.listConfiguration(forSection: path.section)
            else { continue }
            switch configuration.appearance {
            case .grouped: sections.append((path.section, cell.frame, path.item, path.item, 0))
            case .insetGrouped:
                sections.append(
                    (
                        path.section, cell.frame, path.item, path.item,
                        CollectionLayoutListConfiguration.insetGroupedCornerRadius
                    ))
            default: continue
            }
        }
        sections.sort { $0.section < $1.section }
        for entry in sections {
            let rect = entry.rect.offsetBy(dx: origin.x, dy: origin.y)
            let top = entry.first == 0
            let bottom = entry.last == collection.numberOfItems(inSection: entry.section) - 1
            roundedPath(
                rect, radius: entry.radius, top: top, bottom: bottom,
                fill: .secondarySystemGroupedBackground)
        }
    }

    /// The hairline under a list cell, as the section's `separatorConfiguration` says: in its
    /// colour, from the content's text (16 points into the content view, or
    /// `bottomSeparatorInsets.leading` when set) to `bottomSeparatorInsets.trailing` before
    /// the edge. None when the list hides separators or the bottom visibility is `.hidden`;
    /// in the grouped appearances none under a section's last row unless `.visible`.
    @MainActor mutating func listSeparator(of cell: CollectionViewListCell, _ frame: CGRect) {
        guard options.drawsStandardParts,
            let (collection, path, configuration) =
                listConfiguration(of: cell), configuration.showsSeparators
        else { return }
        let separator = configuration.separatorConfiguration
        let isLast = path.item == collection.numberOfItems(inSection: path.section) - 1
        switch separator.bottomSeparatorVisibility {
        case .hidden: return
        case .visible: break
        case .automatic:
            if isLast && configuration.appearance != .plain { return }
        }
        guard separator.color.alpha > 0 else { return }
        let insets = separator.bottomSeparatorInsets
        let leading =
            insets.leading > 0 && insets.leading.isFinite
            ? insets.leading : cell.contentView.frame.minX + 16
        let trailing = insets.trailing.isFinite ? max(0, insets.trailing) : 0
        let hairline = 1 / max(1, Screen.main.scale)
        let (minX, maxX) = (frame.minX + leading, frame.maxX - trailing)
        guard maxX > minX else { return }
        rect(
            CGRect(x: minX, y: frame.maxY - hairline, width: maxX - minX, height: hairline),
            fill: separator.color)
    }

    /// A cell accessory's symbol in its view's frame: a grey chevron (disclosure), a tinted
    /// tick (checkmark), a chevron pointing right (outline disclosure), a red circle with a
    /// minus (delete), a green one with a plus (insert), three grey lines (reorder), a tinted
    /// ring (detail) or a grey ring (multiselect). Labels and custom views draw as views.
    @MainActor mutating func accessorySymbol(_ view: CellAccessoryView, _ frame: CGRect) {
        let (x, y) = (frame.midX, frame.midY)
        let tint = view.tintColor ?? .systemBlue
        func stroke(_ d: String, _ color: Color, width: CGFloat = 2) {
            output += "<path d=\"\(d)\" fill=\"none\" stroke=\"\(rgb(color))\""
            output += " stroke-width=\"\(svgNumber(width))\""
            if color.alpha < 1 { output += " stroke-opacity=\"\(svgNumber(color.alpha))\"" }
            output += " stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n"
        }
        func n(_ value: CGFloat) -> String { svgNumber(value) }
        switch view.kind {
        case .disclosureIndicator, .outlineDisclosure:
            let color = view.kind == .outlineDisclosure ? tint : Color(hex: 0xC4C4C7)
            stroke(
                "M\(n(x - 3)) \(n(y - 6.5))L\(n(x + 3)) \(n(y))L\(n(x - 3)) \(n(y + 6.5))", color)
        case .checkmark:
            stroke("M\(n(x - 7)) \(n(y))L\(n(x - 2)) \(n(y + 5))L\(n(x + 7)) \(n(y - 6))", tint)
        case .delete, .insert:
            circle(
                CGPoint(x: x, y: y), radius: 11,
                fill: view.kind == .delete ? .systemRed : .systemGreen)
            var d = "M\(n(x - 6)) \(n(y))H\(n(x + 6))"
            if view.kind == .insert { d += "M\(n(x)) \(n(y - 6))V\(n(y + 6))" }
            stroke(d, .white)
        case .reorder:
            stroke(
                "M\(n(x - 9)) \(n(y - 5))H\(n(x + 9))M\(n(x - 9)) \(n(y))H\(n(x + 9))"
                    + "M\(n(x - 9)) \(n(y + 5))H\(n(x + 9))", Color(hex: 0xC7C7CC), width: 1.5)
        case .detail:
            stroke(
                "M\(n(x - 11)) \(n(y))A11 11 0 1 0 \(n(x + 11)) \(n(y))A11 11 0 1 0 \(n(x - 11)) \(n(y))",
                tint, width: 1.5)
        case .multiselect:
            stroke(
                "M\(n(x - 11)) \(n(y))A11 11 0 1 0 \(n(x + 11)) \(n(y))A11 11 0 1 0 \(n(x - 11)) \(n(y))",
                Color(hex: 0xC7C7CC), width: 1.5)
        case .label, .customView:
            break
        }
    }
}

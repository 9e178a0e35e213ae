import Foundation

// Section headers and footers placed at an estimate until they show, as UIKit places them
// (`UITableView.estimatedSectionHeaderHeight`, `estimatedSectionFooterHeight`, the delegate's
// `tableView(_:estimatedHeightForHeaderInSection:)`): a table's first layout asks the delegate
// for the views of the sections that come into view only, not for every section's.

extension TableRowsView {
    /// Where a section's header or footer view is placed before it shows: the delegate's
    /// estimate, else the table view's; `automaticDimension` is the standard height (a model
    /// value); `nil` for 0, which turns estimates off (the view is asked at once, as UIKit
    /// measures every section without estimates). An estimate that is NaN or negative is
    /// placed at the standard height (0 would hide the section view, never to be asked), one
    /// beyond the largest length a layout takes is clamped; both are noted for the window.
    func estimatedSectionHeight(isHeader: Bool, section: Int, in table: TableView) -> CGFloat? {
        let estimate: CGFloat
        if let delegate = table.delegate as? TableViewDelegate {
            estimate =
                isHeader
                ? delegate.tableView(table, estimatedHeightForHeaderInSection: section)
                : delegate.tableView(table, estimatedHeightForFooterInSection: section)
        } else {
            estimate =
                isHeader ? table.estimatedSectionHeaderHeight : table.estimatedSectionFooterHeight
        }
        let standard = Self.standardSectionHeight(style: table.style)
        if estimate == TableView.automaticDimension { return standard }
        if estimate == 0 { return nil }
        if estimate > 0 && estimate <= maximumDelegateLength { return estimate }
        let usable = estimate > 0 ? maximumDelegateLength : standard
        window?.record(
            .collectionLayoutData,
            "\(table.shortDescription): the estimated height of the \(isHeader ? "header" : "footer") "
                + "of section \(section) is \(formatted(estimate)): placed at \(formatted(usable))")
        return usable
    }

    /// After the rows' layout pass (`layoutSubviews`): section views placed at an estimate that showed at
    /// another height make the rows lay out again with their heights, and the content above
    /// the visible top keeps the visible content in place, as self-sizing rows do (UIKit:
    /// `UICollectionViewLayoutInvalidationContext.contentOffsetAdjustment`).
    func placeSectionsMeasuredOffEstimate() {
        let changes = sectionEstimates.takeChanges(version: dataVersion)
        guard !changes.isEmpty, !needsReloadData else { return }
        let top = bounds.minY
        var dy: CGFloat = 0
        for change in changes {
            guard let rect = list.rectForSection(change.section) else { continue }
            let elementTop = change.isHeader ? rect.minY : rect.maxY - change.estimate
            if elementTop < top { dy += change.height - change.estimate }
        }
        list.invalidateLayout()
        updateLayout()
        var y = contentOffset.y + dy
        // Content that shrank under a resting table does not leave it showing past the end.
        if let table, !table.isTracking, !table.isDecelerating {
            let inset = adjustedContentInset
            let end = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
            y = min(y, end)
        }
        if y != contentOffset.y { contentOffset = CGPoint(x: contentOffset.x, y: y) }
        setNeedsLayout()
    }
}

/// The section views a table's rows placed at an estimate in one version of the data, and
/// the ones measured at another height when they showed.
struct SectionEstimates {
    struct Change {
        var isHeader: Bool
        var section: Int
        var estimate: CGFloat
        var height: CGFloat
    }

    private var version = -1
    /// The delegate, and whether it makes header and footer views, as learnt from its
    /// answers: `false` once its protocol's default answered (Swift has no optional protocol
    /// methods; UIKit asks whether it responds to the selector).
    private var delegate: ObjectIdentifier?
    private var makesViews: (header: Bool?, footer: Bool?) = (nil, nil)
    /// Estimates by section, headers and footers apart (`section * 2`, `+ 1` for a footer).
    private var estimates: [Int: CGFloat] = [:]
    private var changes: [Change] = []

    /// Whether `delegate` may make the section views of the kind (not known not to): only
    /// then are sections not seen placed at an estimate.
    func mayMakeViews(delegate: TableViewDelegate, isHeader: Bool) -> Bool {
        guard ObjectIdentifier(delegate) == self.delegate else { return true }
        return (isHeader ? makesViews.header : makesViews.footer) != false
    }

    /// Notes whether `delegate` answered for the kind of section view itself.
    mutating func learn(delegate: TableViewDelegate, isHeader: Bool, makesViews answered: Bool) {
        let id = ObjectIdentifier(delegate)
        if id != self.delegate {
            self.delegate = id
            makesViews = (nil, nil)
        }
        if isHeader { makesViews.header = answered } else { makesViews.footer = answered }
    }

    /// Notes that the layout placed the section's view at `estimate`.
    mutating func placed(isHeader: Bool, section: Int, version: Int, at estimate: CGFloat) {
        reset(to: version)
        estimates[section &* 2 &+ (isHeader ? 0 : 1)] = estimate
    }

    /// Notes that the section's view showed, at `height`: a change when it was placed at
    /// another estimate.
    mutating func shown(isHeader: Bool, section: Int, version: Int, height: CGFloat) {
        guard version == self.version,
            let estimate = estimates.removeValue(forKey: section &* 2 &+ (isHeader ? 0 : 1)),
            estimate != height
        else { return }
        changes.append(
            Change(isHeader: isHeader, section: section, estimate: estimate, height: height))
    }

    /// The changes noted since the last call, if they are for data `version`.
    mutating func takeChanges(version: Int) -> [Change] {
        guard !changes.isEmpty else { return [] }
        defer { changes = [] }
        return version == self.version ? changes : []
    }

    private mutating func reset(to version: Int) {
        guard version != self.version else { return }
        self.version = version
        estimates.removeAll()
        changes.removeAll()
    }
}

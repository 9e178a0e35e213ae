// Cell backgrounds and configuration updates (UIKit: `UIBackgroundConfiguration`,
// `UICollectionViewCell.configurationUpdateHandler`, `UICellConfigurationState`), as a pasted
// cell provider sets them.
import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A grid whose cell provider styles its cells as a UIKit screen does.
@MainActor private final class StyledGrid: CollectionViewDataSource {
    var updates: [String] = []
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
    { 3 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        var background = BackgroundConfiguration.listPlainCell()
        background.cornerRadius = 12
        background.backgroundInsets = NSDirectionalEdgeInsets(
            top: 2, leading: 4, bottom: 2, trailing: 4)
        cell.backgroundConfiguration = background
        cell.configurationUpdateHandler = { [weak self] cell, state in
            self?.updates.append(
                "\(indexPath.item) selected=\(state.isSelected) editing=\(state.isEditing)")
            var background = BackgroundConfiguration.listPlainCell().updated(for: state)
            background.cornerRadius = 12
            background.backgroundInsets = NSDirectionalEdgeInsets(
                top: 2, leading: 4, bottom: 2, trailing: 4)
            background.strokeColor = state.isSelected ? .systemBlue : nil
            cell.backgroundConfiguration = background
        }
        return cell
    }
}

@MainActor private func styledGrid() -> (Window, CollectionView, StyledGrid) {
    let window = Window(size: CGSize(width: 100, height: 300))
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 50)
    layout.minimumLineSpacing = 0
    let view = CollectionView(frame: window.bounds, collectionViewLayout: layout)
    view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let grid = StyledGrid()
    view.dataSource = grid
    window.addSubview(view)
    window.layoutIfNeeded()
    return (window, view, grid)
}

@MainActor @Suite struct BackgroundConfigurationTests {
    @Test(
        "The background shows behind the content view, inset, with its corners (UIKit: backgroundConfiguration)"
    )
    func backgroundShowsBehindTheContent() {
        let (_, view, _) = styledGrid()
        let cell = view.cellForItem(at: [0, 0])!
        let background = try! #require(cell.configuredBackgroundView)
        #expect(cell.subviews.first === background)
        #expect(background.frame == CGRect(x: 4, y: 2, width: 92, height: 46))
        #expect(background.layer.cornerRadius == 12)
        #expect(background.backgroundColor == .white)
        cell.backgroundConfiguration = .clear()
        #expect(background.backgroundColor == .clear)
        #expect(background.layer.cornerRadius == 0)
        cell.backgroundConfiguration = nil
        #expect(cell.configuredBackgroundView == nil)
        #expect(background.superview == nil)
    }

    @Test(
        "The update handler runs before the cell first shows and when it is selected (UIKit: configurationUpdateHandler)"
    )
    func handlerRunsOnStateChanges() {
        let (window, view, grid) = styledGrid()
        #expect(
            grid.updates == [
                "0 selected=false editing=false", "1 selected=false editing=false",
                "2 selected=false editing=false",
            ])
        grid.updates.removeAll()
        window.tap(at: CGPoint(x: 50, y: 75))
        window.settle()
        // Highlighted (no change of selection), then selected.
        #expect(grid.updates.last == "1 selected=true editing=false")
        let background = view.cellForItem(at: [0, 1])!.configuredBackgroundView!
        #expect(background.backgroundColor == BackgroundConfiguration.selectedGray)
        #expect(background.layer.borderColor == .systemBlue)
        grid.updates.removeAll()
        view.isEditing = true
        window.layoutIfNeeded()
        #expect(grid.updates.contains("0 selected=false editing=true"))
        // No state change: no update on a scroll frame.
        grid.updates.removeAll()
        view.contentOffset.y = 1
        window.layoutIfNeeded()
        #expect(grid.updates.isEmpty)
    }

    @Test("updated(for:) grays a selected or highlighted list background; clear() stays clear")
    func updatedForState() {
        var state = CellConfigurationState()
        #expect(
            BackgroundConfiguration.listPlainCell().updated(for: state).backgroundColor == .white)
        state.isHighlighted = true
        #expect(
            BackgroundConfiguration.listGroupedCell().updated(for: state).backgroundColor
                == BackgroundConfiguration.selectedGray)
        #expect(BackgroundConfiguration.clear().updated(for: state).backgroundColor == .clear)
    }

    @Test("Hostile lengths: NaN or negative radius, stroke width and insets count as 0")
    func hostileLengths() {
        let (_, view, _) = styledGrid()
        let cell = view.cellForItem(at: [0, 2])!
        var background = BackgroundConfiguration.clear()
        background.cornerRadius = .nan
        background.strokeWidth = -3
        background.strokeColor = .red
        background.backgroundInsets = NSDirectionalEdgeInsets(
            top: .infinity, leading: .nan, bottom: 0, trailing: 500)
        cell.backgroundConfiguration = background
        let shown = cell.configuredBackgroundView!
        #expect(shown.layer.cornerRadius == 0)
        #expect(shown.layer.borderWidth == 1)
        #expect(shown.frame == CGRect(x: 0, y: 0, width: 0, height: 50))
    }

    @Test("A handler that reads the state of a table view cell sees its editing mode")
    func tableCellEditingState() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        var seen: [Bool] = []
        cell.configurationUpdateHandler = { _, state in seen.append(state.isEditing) }
        cell.layoutIfNeeded()
        cell.setEditing(true, animated: false)
        cell.layoutIfNeeded()
        #expect(seen == [false, true])
    }
}

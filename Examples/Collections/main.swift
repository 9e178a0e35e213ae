// `swift run collections-example`: a list and a grid, scrolled by a script, printed as trees.
//
// Both are CollectionViews over 10,000 items; only the cells on screen exist as views.

import Foundation
import HeadlessKit
import HeadlessTesting

/// A row or tile: a label in the content view.
final class TitleCell: CollectionViewCell {
    let title = Label(text: "")

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.frame = CGRect(x: 8, y: 4, width: 120, height: 20)
        contentView.addSubview(title)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        title.text = ""
    }
}

/// 10,000 numbered items; prints what the user taps.
@MainActor final class Numbers: CollectionViewDataSource, CollectionViewDelegate {
    let name: String
    init(name: String) { self.name = name }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
    {
        10_000
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "title", for: indexPath)
        (cell as! TitleCell).title.text = "\(name) \(indexPath.item)"
        return cell
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        print("selected \(name) \(indexPath.item)")
    }
}

@MainActor func run() {
    let window = Window(size: CGSize(width: 320, height: 400))

    // The list: the top half of the window, 44-point rows.
    let rows = Numbers(name: "Row")
    let list = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: ListLayout())
    list.accessibilityIdentifier = "list"
    list.register(TitleCell.self, forCellWithReuseIdentifier: "title")
    list.dataSource = rows
    list.delegate = rows
    window.addSubview(list)

    // The grid: the bottom half, 100×100 tiles in a flow layout (three per line).
    let tiles = Numbers(name: "Tile")
    let flow = CollectionViewFlowLayout()
    flow.itemSize = CGSize(width: 100, height: 100)
    let grid = CollectionView(
        frame: CGRect(x: 0, y: 200, width: 320, height: 200), collectionViewLayout: flow)
    grid.accessibilityIdentifier = "grid"
    grid.register(TitleCell.self, forCellWithReuseIdentifier: "title")
    grid.dataSource = tiles
    grid.delegate = tiles
    window.addSubview(grid)
    window.runFrames(1)

    let options = TreeDescriptionOptions(maxDepth: 2)
    print("== At rest")
    print(window.treeDescription(options))

    // Fling the list up, drag the grid, tap a tile.
    window.fling(from: CGPoint(x: 160, y: 180), velocity: CGPoint(x: 0, y: -2000))
    window.drag(from: CGPoint(x: 160, y: 390), to: CGPoint(x: 160, y: 250), duration: 0.3)
    window.settle()
    window.tap(at: CGPoint(x: 160, y: 300))
    print("== After a fling, a drag and a tap")
    print(window.treeDescription(options))
    print("list rows on screen: \(list.indexPathsForVisibleItems.map(\.item))")
    print("grid tiles on screen: \(grid.indexPathsForVisibleItems.map(\.item))")
    print("selected tiles: \((grid.indexPathsForSelectedItems ?? []).map(\.item))")
}

MainActor.assumeIsolated { run() }

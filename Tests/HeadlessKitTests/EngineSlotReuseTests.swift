import Foundation
import Testing

@testable import HeadlessKit

/// A subtree that leaves the window gives its engine items' slots and its emptied groups back:
/// the engine's size follows what is in the window, not how many times views came and went (a
/// collection view removes a cell each time the cell goes to the reuse pool). Counted, never
/// timed.
@MainActor @Suite struct EngineSlotReuseTests {
    /// A self-sizing cell (image, label, 6 constraints) in a window beside a constrained view
    /// that stays; returns the window, the cell and the view that stays.
    func window() -> (Window, SelfSizingCell, View) {
        let window = Window(size: CGSize(width: 390, height: 844))
        let stays = View()
        stays.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stays)
        LayoutConstraint.activate([
            stays.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 5),
            stays.topAnchor.constraint(equalTo: window.topAnchor, constant: 600),
            stays.widthAnchor.constraint(equalToConstant: 30),
            stays.heightAnchor.constraint(equalToConstant: 20),
        ])
        let cell = SelfSizingCell(frame: CGRect(x: 0, y: 100, width: 390, height: 60))
        window.addSubview(cell.cell)
        LayoutConstraint.activate(cell.constraints)
        window.layoutIfNeeded()
        return (window, cell, stays)
    }

    @Test(
        "Removing and re-adding a self-sizing cell 1,000 times leaves the engine's items and groups bounded; frames stay right"
    )
    func removingAndReAddingACellKeepsTheEngineBounded() {
        let (window, cell, stays) = window()
        let engine = window.layoutEngine
        let items = engine.items.count
        let groups = engine.groups.count
        let image = cell.image.frame
        let label = cell.label.frame
        #expect(image == CGRect(x: 16, y: 10, width: 40, height: 40))
        for round in 0..<1_000 {
            cell.cell.removeFromSuperview()
            window.layoutIfNeeded()
            window.addSubview(cell.cell)
            if round == 500 { cell.spacing.constant = 12 }
            window.layoutIfNeeded()
            #expect(engine.items.count <= items + 3)
            #expect(engine.groups.count <= groups + 1)
            if engine.items.count > items + 3 || engine.groups.count > groups + 1 { break }
        }
        #expect(cell.image.frame == image)
        #expect(cell.label.frame.minX == label.minX + 4)
        #expect(cell.label.frame.maxX == label.maxX)
        #expect(cell.label.frame.minY == label.minY)
        #expect(stays.frame == CGRect(x: 5, y: 600, width: 30, height: 20))
    }

    @Test(
        "A reused slot is written like a new item: a view constrained after a cell left gets its frame, and a stale item of the cell is not the engine's"
    )
    func aReusedSlotIsWrittenLikeANewItem() {
        let (window, cell, _) = window()
        let engine = window.layoutEngine
        let stale = cell.label.engineItem!
        #expect(engine.owns(stale))
        cell.cell.removeFromSuperview()
        window.layoutIfNeeded()
        #expect(!engine.owns(stale))
        // A new view at the place the label was: it must be written, not taken as unmoved.
        let other = SelfSizingCell(frame: CGRect(x: 0, y: 100, width: 390, height: 60))
        window.addSubview(other.cell)
        LayoutConstraint.activate(other.constraints)
        window.layoutIfNeeded()
        #expect(other.image.frame == CGRect(x: 16, y: 10, width: 40, height: 40))
        #expect(other.label.frame.minX == 64)
        #expect(!engine.owns(stale))
        #expect(engine.owns(other.label.engineItem!))
        // The removed cell keeps its constraints and comes back right.
        window.addSubview(cell.cell)
        window.layoutIfNeeded()
        #expect(cell.image.frame == CGRect(x: 16, y: 10, width: 40, height: 40))
        #expect(cell.label.frame == other.label.frame)
    }

    @Test(
        "Scrolling a collection view through 500 cells with constrained content leaves the engine's items and groups bounded by the visible cells"
    )
    func scrollingACollectionViewKeepsTheEngineBounded() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 60)
        layout.minimumLineSpacing = 0
        let source = ConstrainedCellSource(count: 500)
        let window = Window(size: CGSize(width: 320, height: 480))
        let collection = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collection.register(ConstrainedCell.self, forCellWithReuseIdentifier: "constrained")
        collection.dataSource = source
        window.addSubview(collection)
        window.runFrames(1)
        let engine = window.layoutEngine
        var most = (items: engine.items.count, groups: engine.groups.count)
        for step in 1...290 {
            collection.contentOffset = CGPoint(x: 0, y: 100 * CGFloat(step))
            window.runFrames(1)
            most = (max(most.items, engine.items.count), max(most.groups, engine.groups.count))
        }
        // 9 cells show at most (480 / 60, plus one cut in two); the pool holds a few more.
        #expect(most.items <= 40)
        #expect(most.groups <= 20)
        let cell = collection.visibleCells.first as! ConstrainedCell
        #expect(cell.label.frame == CGRect(x: 12, y: 8, width: 296, height: 44))
        #expect(cell.label.text == "Item \(collection.indexPath(for: cell)!.item)")
        withExtendedLifetime(source) {}
    }
}

/// A cell whose label is tied to its content view's edges by 4 constraints.
final class ConstrainedCell: CollectionViewCell {
    let label = Label()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.numberOfLines = 0
        contentView.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }
}

/// `count` items in one section, each a ``ConstrainedCell`` saying "Item n".
@MainActor final class ConstrainedCellSource: CollectionViewDataSource {
    let count: Int

    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
    {
        count
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(
                withReuseIdentifier: "constrained", for: indexPath) as! ConstrainedCell
        cell.label.text = "Item \(indexPath.item)"
        return cell
    }
}

import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// Estimated dimensions: cells give their sizes, as UIKit's self-sizing cells do.
@MainActor @Suite struct CompositionalLayoutSelfSizingTests {
    /// A 300 × 400 collection view in a window with `layout`, showing `model`'s notes.
    func feed(_ model: NoteModel, _ layout: CollectionViewLayout) -> (Window, CollectionView) {
        let window = Window(size: CGSize(width: 300, height: 400))
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        view.register(NoteCell.self, forCellWithReuseIdentifier: "note")
        view.dataSource = model
        window.addSubview(view)
        window.layoutIfNeeded()
        window.layoutIfNeeded()
        return (window, view)
    }

    /// UIKit's self-sizing list: an item and its group both `.estimated(44)` tall.
    static func estimatedList() -> CollectionViewCompositionalLayout {
        let size = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
        return CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    @Test(
        "Estimated heights take the cells' fitted heights, as a self-sizing table does (UIKit: NSCollectionLayoutDimension.estimated, preferredLayoutAttributesFitting)"
    )
    func estimatedListMatchesSelfSizingList() {
        let compositionalModel = NoteModel([40], text: lines)
        let (window, view) = feed(compositionalModel, Self.estimatedList())
        let listModel = NoteModel([40], text: lines)
        let list = ListLayout()
        list.rowHeight = ListLayout.automaticDimension
        list.estimatedRowHeight = 44
        let (referenceWindow, reference) = feed(listModel, list)
        #expect(view.visibleCells.count > 3)
        #expect(stack(view) == stack(reference))
        #expect(view.visibleCells.allSatisfy { $0.frame.width == 300 })
        // Scrolled to the end, every item has been sized: the content sizes agree.
        var offset: CGFloat = 0
        while offset + 400 < view.contentSize.height {
            offset += 150
            scroll(view, to: min(offset, view.contentSize.height - 400))
            scroll(reference, to: min(offset, reference.contentSize.height - 400))
        }
        #expect(stack(view) == stack(reference))
        #expect(abs(view.contentSize.height - reference.contentSize.height) < 1e-6)
        #expect(compositionalModel.asked.count == listModel.asked.count)
        #expect(window.diagnostics.isEmpty && referenceWindow.diagnostics.isEmpty)
    }

    /// Two columns whose rows are as tall as their taller cell:
    ///
    ///     [0: 1 line ][1: 2 lines]   row 0: the 2-line height
    ///     [2: 3 lines][3: 1 line ]   row 1: the 3-line height
    @Test(
        "An estimated group is as tall as its tallest estimated item (UIKit: a group's estimated height comes from its items)"
    )
    func estimatedRowsTakeTheirTallestItem() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(30)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(30)),
            subitems: [item])
        let layout = CollectionViewCompositionalLayout(
            section: NSCollectionLayoutSection(group: group))
        let model = NoteModel([6], text: lines)
        let (window, view) = feed(model, layout)
        let heights = (0..<6).map { layout.layoutAttributesForItem(at: [0, $0])!.frame.height }
        #expect(heights[0] < heights[1] && heights[1] < heights[2] && heights[3] == heights[0])
        let rows = (0..<6).map { layout.layoutAttributesForItem(at: [0, $0])!.frame.minY }
        #expect(
            rows == [
                0, 0, heights[1], heights[1], heights[1] + heights[2], heights[1] + heights[2],
            ])
        #expect(layout.layoutAttributesForItem(at: [0, 3])!.frame.minX == 150)
        #expect(view.visibleCells.allSatisfy { $0.frame.width == 150 })
        #expect(view.contentSize.height == heights[1] + heights[2] + heights[5])
        #expect(window.diagnostics.isEmpty)
    }

    @Test(
        "Fixed dimensions ask no cell (UIKit: only estimated dimensions self-size)"
    )
    func fixedDimensionsAskNothing() {
        let model = NoteModel([30], text: lines)
        let (_, view) = feed(
            model, CollectionViewCompositionalLayout(section: ModernSamples.list()))
        #expect(model.asked.isEmpty)
        #expect(view.visibleCells.allSatisfy { $0.frame.height == 44 })
    }

    @Test(
        "Sizes cells gave move with their items in a batch update and go on invalidation (UIKit: UICollectionViewLayout.invalidateLayout)"
    )
    func sizesFollowUpdates() {
        let model = NoteModel([20], text: lines)
        let layout = Self.estimatedList()
        let (window, view) = feed(model, layout)
        let second = layout.layoutAttributesForItem(at: [0, 2])!.frame.height
        #expect(second != 44)
        model.counts = [21]
        let text = model.text
        model.text = { $0[1] == 0 ? "word" : text(IndexPath(item: $0[1] - 1, section: 0)) }
        view.insertItems(at: [IndexPath(item: 0, section: 0)])
        // Item 2 is now item 3, and keeps its height before its cell is asked again.
        #expect(!layout.needsPreferredAttributes(at: [0, 3]))
        window.layoutIfNeeded()
        #expect(layout.layoutAttributesForItem(at: [0, 3])!.frame.height == second)
        layout.invalidateLayout()
        #expect(layout.needsPreferredAttributes(at: [0, 3]))
    }

    @Test(
        "A fling down an estimated list ends where the self-sizing list's does, with the same cells (UIKit: estimated dimensions keep the visible content still)"
    )
    func flingMatchesSelfSizingList() {
        let compositionalModel = NoteModel([2_000], text: lines)
        let (window, view) = feed(compositionalModel, Self.estimatedList())
        let listModel = NoteModel([2_000], text: lines)
        let list = ListLayout()
        list.rowHeight = ListLayout.automaticDimension
        list.estimatedRowHeight = 44
        let (referenceWindow, reference) = feed(listModel, list)
        for w in [window, referenceWindow] {
            w.fling(from: CGPoint(x: 150, y: 350), velocity: CGPoint(x: 0, y: -5000))
            w.settle()
        }
        #expect(view.contentOffset.y > 1000)
        #expect(view.contentOffset == reference.contentOffset)
        #expect(stack(view) == stack(reference))
        #expect(view.contentSize == reference.contentSize)
        // Back to the top: the items sized on the way keep their sizes.
        view.setContentOffset(.zero, animated: false)
        reference.setContentOffset(.zero, animated: false)
        window.layoutIfNeeded()
        referenceWindow.layoutIfNeeded()
        #expect(stack(view) == stack(reference))
        #expect(window.diagnostics.isEmpty && referenceWindow.diagnostics.isEmpty)
    }
}

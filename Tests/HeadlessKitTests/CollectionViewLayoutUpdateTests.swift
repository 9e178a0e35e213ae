import Foundation
import Testing

@testable import HeadlessKit

/// A flow layout that logs what UIKit tells a layout about a batch update.
private final class UpdateLoggingLayout: CollectionViewFlowLayout {
    var log: [String] = []
    /// Run inside `prepare(forCollectionViewUpdates:)` (re-entrancy tests).
    var duringUpdates: (() -> Void)?

    override init() {
        super.init()
        itemSize = CGSize(width: 100, height: 100)
    }
    override func prepare() {
        log.append("prepare")
        super.prepare()
    }
    override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        log.append("updates " + updateItems.map(\.description).joined(separator: ", "))
        duringUpdates?()
    }
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        log.append("appearing \(itemIndexPath.shortDescription)")
        return nil
    }
    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        log.append("disappearing \(itemIndexPath.shortDescription)")
        return nil
    }
    override func finalizeCollectionViewUpdates() {
        log.append("finalize")
    }
}

@MainActor @Suite(.serialized) struct CollectionViewLayoutUpdateTests {
    @Test(
        "A batch update tells the layout as UIKit does: prepare() with the new counts, prepare(forCollectionViewUpdates:) with one update item per change, the appearing and disappearing items, then finalizeCollectionViewUpdates() after the layout pass, before the completion"
    )
    func batchUpdateCallsInOrder() {
        let layout = UpdateLoggingLayout()
        let model = Model([5])
        let (_, collection) = makeCollection(layout, model: model)
        layout.log = []
        var completed = false
        collection.performBatchUpdates(
            {
                model.counts = [5]
                collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
                collection.insertItems(at: [IndexPath(item: 4, section: 0)])
                collection.moveItem(
                    at: IndexPath(item: 1, section: 0), to: IndexPath(item: 2, section: 0))
            },
            completion: { _ in
                layout.log.append("completion")
                completed = true
            })
        #expect(completed)
        #expect(
            layout.log == [
                "prepare",
                "updates delete [0 0] → nil, insert nil → [0 4], move [0 1] → [0 2]",
                "appearing [0 4]", "appearing [0 2]", "disappearing [0 0]", "disappearing [0 1]",
                "finalize", "completion",
            ])
    }

    @Test(
        "Section changes come as update items whose item is NSNotFound, sections first (UIKit: UICollectionViewUpdateItem)"
    )
    func sectionUpdateItems() {
        let layout = UpdateLoggingLayout()
        let model = Model([2, 3])
        let (_, collection) = makeCollection(layout, model: model)
        final class Capture: CollectionViewFlowLayout {
            var items: [CollectionViewUpdateItem] = []
            override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem])
            {
                items += updateItems
            }
        }
        let capture = Capture()
        capture.itemSize = CGSize(width: 100, height: 100)
        collection.setCollectionViewLayout(capture, animated: false)
        model.counts = [3, 4, 1]
        collection.performBatchUpdates {
            collection.insertSections(IndexSet(integer: 2))
            collection.reloadSections(IndexSet(integer: 0))
            collection.insertItems(at: [IndexPath(item: 3, section: 1)])
        }
        let items = capture.items
        #expect(items.map(\.updateAction) == [.insert, .reload, .insert])
        #expect(items[0].indexPathBeforeUpdate == nil)
        #expect(items[0].indexPathAfterUpdate == IndexPath(item: NSNotFound, section: 2))
        #expect(items[1].indexPathBeforeUpdate == IndexPath(item: NSNotFound, section: 0))
        #expect(items[2].indexPathAfterUpdate == IndexPath(item: 3, section: 1))
        #expect(items[0].description == "insert nil → section 2")
        #expect(collection.numberOfSections == 3)
    }

    @Test(
        "A single insert outside performBatchUpdates is a batch of its own and tells the layout too; reloadData and a batch with no change tell it nothing"
    )
    func singleChangesAndReloads() {
        let layout = UpdateLoggingLayout()
        let model = Model([3])
        let (_, collection) = makeCollection(layout, model: model)
        layout.log = []
        model.counts = [4]
        collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        #expect(layout.log.contains("updates insert nil → [0 0]"))
        #expect(layout.log.last == "finalize")
        layout.log = []
        collection.performBatchUpdates {}
        model.counts = [2]
        collection.reloadData()
        collection.layoutIfNeeded()
        #expect(!layout.log.contains { $0.hasPrefix("updates") || $0 == "finalize" })
    }

    @Test(
        "Re-entrancy: a layout that invalidates itself or runs another update from prepare(forCollectionViewUpdates:) leaves the cells at their items' frames"
    )
    func reentrantUpdates() {
        let layout = UpdateLoggingLayout()
        let model = Model([3])
        let (_, collection) = makeCollection(layout, model: model)
        var nested = false
        layout.duringUpdates = {
            layout.invalidateLayout()
            guard !nested else { return }
            nested = true
            model.counts = [model.counts[0] + 1]
            collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        model.counts = [4]
        collection.insertItems(at: [IndexPath(item: 3, section: 0)])
        collection.layoutIfNeeded()
        #expect(collection.numberOfItems(inSection: 0) == 5)
        #expect(collection.visibleCells.count == 5)
        for cell in collection.visibleCells {
            let path = collection.indexPath(for: cell)!
            #expect(cell.frame == collection.layoutAttributesForItem(at: path)!.frame)
        }
    }
}

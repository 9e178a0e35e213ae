import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// Item texts that follow their items through updates: `texts[section][item]`.
@MainActor final class TextModel {
    var texts: [[String]]
    init(_ texts: [[String]]) { self.texts = texts }

    /// A note model reading `texts`.
    func noteModel() -> NoteModel {
        let model = NoteModel(texts.map(\.count)) { [unowned self] in self.texts[$0[0]][$0[1]] }
        model.fixedWidth = 300
        return model
    }
}

/// `count` texts of 1 to 4 lines, the `i`th named `"\(tag)\(i)"`.
func texts(_ count: Int, _ tag: String) -> [String] {
    (0..<count).map { i in
        Array(repeating: "\(tag)\(i)", count: 1 + (i * 7) % 4).joined(separator: "\n")
    }
}

/// Scrolls `view` from the top to the bottom and back, 150 pt at a time, so that every item
/// is sized.
@MainActor func scrollThrough(_ view: CollectionView) {
    var y: CGFloat = 0
    while y + view.bounds.height < view.contentSize.height {
        y += 150
        scroll(view, to: min(y, view.contentSize.height - view.bounds.height))
    }
    scroll(view, to: 0)
}

/// Each item's height in the layout, by its text.
@MainActor func heightsByText(_ view: CollectionView, _ model: TextModel) -> [String: CGFloat] {
    var heights: [String: CGFloat] = [:]
    for s in model.texts.indices {
        for i in model.texts[s].indices {
            let path = IndexPath(item: i, section: s)
            heights[model.texts[s][i]] = view.layoutAttributesForItem(at: path)!.frame.height
        }
    }
    return heights
}

@MainActor
@Suite struct SelfSizingUpdateTests {
    /// A 300 × 400 self-sizing list or flow feed of `model`'s items, every item sized.
    func sizedFeed(_ model: TextModel, list: Bool) -> (Window, CollectionView, NoteModel) {
        let notes = model.noteModel()
        let window = Window(size: CGSize(width: 300, height: 400))
        let layout: CollectionViewLayout
        if list {
            let rows = ListLayout()
            rows.rowHeight = ListLayout.automaticDimension
            rows.estimatedRowHeight = 30
            layout = rows
        } else {
            let flow = CollectionViewFlowLayout()
            flow.estimatedItemSize = CGSize(width: 300, height: 30)
            flow.minimumLineSpacing = 0
            layout = flow
        }
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        view.register(NoteCell.self, forCellWithReuseIdentifier: "note")
        view.dataSource = notes
        window.addSubview(view)
        window.layoutIfNeeded()
        scrollThrough(view)
        return (window, view, notes)
    }

    @Test(
        "UIKit keeps the self-sized sizes of the items a batch update keeps: inserted, deleted and moved items leave every other size with its item, on screen or not",
        arguments: [false, true])
    func sizesFollowTheirItems(list: Bool) {
        let model = TextModel([texts(40, "a")])
        let (window, view, notes) = sizedFeed(model, list: list)
        let before = heightsByText(view, model)
        let all = before.values.reduce(0, +)
        #expect(abs(view.contentSize.height - all) < 1e-9)
        let asked = notes.asked.count
        view.performBatchUpdates {
            // Delete item 5, move item 30 to 2, insert a new item at 0 (indexes after).
            let moving = model.texts[0][30]
            model.texts[0].remove(at: 30)
            model.texts[0].remove(at: 5)
            model.texts[0].insert(moving, at: 1)
            model.texts[0].insert("new", at: 0)
            notes.counts = [model.texts[0].count]
            view.deleteItems(at: [IndexPath(item: 5, section: 0)])
            view.moveItem(at: IndexPath(item: 30, section: 0), to: IndexPath(item: 2, section: 0))
            view.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        window.layoutIfNeeded()
        // Only the new item's cell (and any cell the update brought on screen) was asked.
        #expect(notes.asked.count - asked <= 2)
        #expect(notes.asked[asked...].contains(IndexPath(item: 0, section: 0)))
        let after = heightsByText(view, model)
        for (text, height) in after where text != "new" {
            #expect(height == before[text], "\(text)")
        }
        let moved = model.texts[0][2]
        #expect(
            view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.height
                == before[moved])
        // The content is exact: every size is known.
        #expect(abs(view.contentSize.height - after.values.reduce(0, +)) < 1e-9)
        #expect(window.diagnostics.isEmpty)
    }

    @Test(
        "A reloaded item's cell is asked again and its new size used; the other items keep theirs (UIKit: reloadItems(at:))",
        arguments: [false, true])
    func reloadedItemIsAskedAgain(list: Bool) {
        let model = TextModel([texts(30, "b")])
        let (window, view, notes) = sizedFeed(model, list: list)
        let before = heightsByText(view, model)
        let asked = notes.asked.count
        let live = Set(view.indexPathsForVisibleItems)
        model.texts[0][3] = "x\ny\nz\nw\nv"
        view.reloadItems(at: [IndexPath(item: 3, section: 0)])
        window.layoutIfNeeded()
        // Item 3 is asked again; the other live cells are not (a cell the reloaded item's
        // estimate brought on screen is, as it is displayed).
        let again = notes.asked[asked...]
        #expect(again.first == IndexPath(item: 3, section: 0))
        #expect(again.dropFirst().allSatisfy { !live.contains($0) })
        let after = heightsByText(view, model)
        #expect(after["x\ny\nz\nw\nv"]! > 100)
        for (text, height) in after where text != "x\ny\nz\nw\nv" {
            #expect(height == before[text], "\(text)")
        }
    }

    @Test(
        "Sizes move with their sections and items: a section inserted before, a section deleted and an item moved to another section leave every other size with its item (UIKit: insertSections, deleteSections, moveItem)",
        arguments: [false, true])
    func sizesFollowTheirSections(list: Bool) {
        let model = TextModel([texts(8, "p"), texts(8, "q"), texts(8, "r")])
        let (window, view, notes) = sizedFeed(model, list: list)
        let before = heightsByText(view, model)
        view.performBatchUpdates {
            let moving = model.texts[2].remove(at: 2)
            model.texts[0].insert(moving, at: 0)
            model.texts.remove(at: 1)
            model.texts.insert(["s0"], at: 0)
            notes.counts = model.texts.map(\.count)
            view.deleteSections([1])
            view.insertSections([0])
            view.moveItem(at: IndexPath(item: 2, section: 2), to: IndexPath(item: 0, section: 1))
        }
        window.layoutIfNeeded()
        let after = heightsByText(view, model)
        for (text, height) in after where text != "s0" {
            #expect(height == before[text], "\(text)")
        }
    }

    @Test(
        "Random batch updates of a sized list: every item the update keeps keeps its size (seeded)",
        arguments: Array(UInt64(1)...12))
    func randomUpdatesKeepSizes(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let model = TextModel([texts(25, "c"), texts(20, "d")])
        let (window, view, notes) = sizedFeed(model, list: seed % 2 == 0)
        let before = heightsByText(view, model)
        var fresh = 0
        view.performBatchUpdates {
            // Deletes first (indexes before), then inserts (indexes after), as UIKit orders
            // them: delete from the highest index so the earlier ones stay valid.
            var deletes: [IndexPath] = []
            for s in model.texts.indices {
                let picked = Set(
                    (0..<Int.random(in: 0..<5, using: &rng)).map { _ in
                        Int.random(in: 0..<model.texts[s].count, using: &rng)
                    })
                for i in picked.sorted(by: >) {
                    model.texts[s].remove(at: i)
                    deletes.append(IndexPath(item: i, section: s))
                }
            }
            var inserts: [IndexPath] = []
            for s in model.texts.indices {
                for _ in 0..<Int.random(in: 0..<5, using: &rng) {
                    let i = Int.random(in: 0...model.texts[s].count, using: &rng)
                    model.texts[s].insert("fresh\(fresh)", at: i)
                    fresh += 1
                    inserts = inserts.map { $0[0] == s && $0[1] >= i ? [s, $0[1] + 1] : $0 }
                    inserts.append(IndexPath(item: i, section: s))
                }
            }
            notes.counts = model.texts.map(\.count)
            view.deleteItems(at: deletes)
            view.insertItems(at: inserts)
        }
        window.layoutIfNeeded()
        let after = heightsByText(view, model)
        for (text, height) in after where !text.hasPrefix("fresh") {
            #expect(height == before[text], "seed \(seed): \(text)")
        }
    }
}

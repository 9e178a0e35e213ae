import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A cell as a UIKit feed builds it: a multi-line label pinned 8 pt inside `contentView`.
final class NoteCell: CollectionViewCell {
    let label = Label()
    /// Called with the attributes `super` gives; returns the ones to hand back.
    var adjust: ((CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes)?
    var onAsk: (() -> Void)?
    /// UIKit's full-width idiom: the width is fixed at `.required`, the height fitted.
    var fixedWidth: CGFloat?

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutAttributes {
        onAsk?()
        let attributes: CollectionViewLayoutAttributes
        if let fixedWidth {
            attributes = layoutAttributes.copy()
            attributes.size = contentView.systemLayoutSizeFitting(
                CGSize(width: fixedWidth, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
        } else {
            attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        }
        return adjust?(attributes) ?? attributes
    }
}

/// Items whose text is `text(indexPath)`; counts the cells asked for their preferred size.
@MainActor final class NoteModel: CollectionViewDataSource {
    var counts: [Int]
    var text: (IndexPath) -> String
    var adjust: ((IndexPath, CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes)?
    var onAsk: ((IndexPath) -> Void)?
    var fixedWidth: CGFloat?
    var configure: ((NoteCell) -> Void)?
    var asked: [IndexPath] = []
    /// Cells handed out by `cellForItemAt`: each display of an item.
    var displays = 0

    init(_ counts: [Int], text: @escaping (IndexPath) -> String) {
        self.counts = counts
        self.text = text
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
    { counts[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath)
            as! NoteCell
        displays += 1
        cell.label.text = text(indexPath)
        cell.onAsk = { [weak self] in
            self?.asked.append(indexPath)
            self?.onAsk?(indexPath)
        }
        cell.adjust = adjust.map { adjust in { adjust(indexPath, $0) } }
        cell.fixedWidth = fixedWidth
        configure?(cell)
        return cell
    }
}

/// Lines of "word" for item *i*: 1 + i % 3 lines.
@MainActor func lines(_ indexPath: IndexPath) -> String {
    Array(repeating: "word", count: 1 + indexPath[1] % 3).joined(separator: "\n")
}

/// A 300 × 400 collection view in a window, with a self-sizing vertical flow layout.
@MainActor func selfSizingFeed(
    _ model: NoteModel, estimate: CGSize = CollectionViewFlowLayout.automaticSize,
    configure: (CollectionViewFlowLayout) -> Void = { _ in }
) -> (Window, CollectionView, CollectionViewFlowLayout) {
    let window = Window(size: CGSize(width: 300, height: 400))
    let layout = CollectionViewFlowLayout()
    layout.estimatedItemSize = estimate
    layout.itemSize = CGSize(width: 300, height: 50)  // where automaticSize places unsized items
    configure(layout)
    let view = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
    view.register(NoteCell.self, forCellWithReuseIdentifier: "note")
    view.dataSource = model
    window.addSubview(view)
    window.layoutIfNeeded()
    window.layoutIfNeeded()
    return (window, view, layout)
}

/// Scrolls `view` to `y` and lays out (twice: cells resized by self-sizing lay out their content
/// in the second).
@MainActor func scroll(_ view: CollectionView, to y: CGFloat) {
    view.contentOffset = CGPoint(x: 0, y: y)
    view.window!.layoutIfNeeded()
    view.window!.layoutIfNeeded()
}

/// Frames of the live cells, in index order, as `[item] y height`.
@MainActor func stack(_ view: CollectionView) -> [String] {
    view.visibleCells.map { cell in
        "\(view.indexPath(for: cell)![1]) \(formatted(cell.frame.minY)) \(formatted(cell.frame.height))"
    }
}

@MainActor
@Suite struct SelfSizingCellTests {
    @Test(
        "Cells with 1, 2 and 3 lines get 3 heights, stacked minimumLineSpacing apart (UIKit: UICollectionViewFlowLayout.estimatedItemSize = automaticSize)"
    )
    func differentLineCountsGetDifferentHeights() {
        //  +- 300 ------------------+
        //  | [0] 1 line    36.5     |  y 0
        //  | [1] 2 lines   57       |  y 40.5    (4 pt line spacing)
        //  | [2] 3 lines   77.5     |  y 101.5
        //  | [3] ...                |  y 183
        let model = NoteModel([20], text: lines)
        model.fixedWidth = 300
        let (window, view, layout) = selfSizingFeed(model) {
            $0.minimumLineSpacing = 4
        }
        #expect(
            Array(stack(view).prefix(5)) == [
                "0 0 36.5", "1 40.5 57", "2 101.5 77.5", "3 183 36.5", "4 223.5 57",
            ])
        #expect(view.visibleCells.allSatisfy { $0.frame.width == 300 && $0.frame.minX == 0 })
        // The content is an estimate until every item has been seen (UIKit: "Cells that
        // aren't onscreen are assumed to be the estimated height"): 20 items, 7 of 1 line,
        // 7 of 2 and 6 of 3, 19 gaps of 4.
        let all: CGFloat = 7 * 36.5 + 7 * 57 + 6 * 77.5 + 19 * 4
        #expect(view.contentSize.height < all)
        var y: CGFloat = 0
        while y + 400 < view.contentSize.height {
            y += 150
            scroll(view, to: min(y, view.contentSize.height - 400))
        }
        #expect(view.contentSize.height == all)
        #expect(layout.collectionViewContentSize.height == all)
        #expect(Set(model.asked).count == 20)
        // UIKit asks a self-sizing cell each time it is displayed: an item pushed off screen
        // by the items above it growing is asked again when it comes back.
        #expect(model.asked.count == model.displays, "each display is sized once")
        #expect(window.diagnostics.isEmpty)
    }

    @Test(
        "A cell's override of preferredLayoutAttributesFitting(_:) decides its size (UIKit: UICollectionReusableView.preferredLayoutAttributesFitting(_:))"
    )
    func preferredAttributesOverride() {
        let model = NoteModel([6], text: lines)
        model.adjust = { indexPath, attributes in
            attributes.size = CGSize(width: 120, height: 30 + CGFloat(indexPath[1]))
            return attributes
        }
        let (_, view, _) = selfSizingFeed(model, estimate: CGSize(width: 100, height: 20))
        // Two per line (120 + 10 + 120 ≤ 300): spread apart on full lines, 10 apart on the
        // last; a line is as tall as its tallest item, shorter ones centred on it (UIKit's flow
        // layout).
        #expect(
            view.visibleCells.map { "\(formatted($0.frame.origin)) \(formatted($0.frame.size))" }
                == [
                    "(0 0.5) (120 30)", "(180 0) (120 31)", "(0 41.5) (120 32)",
                    "(180 41) (120 33)", "(0 84.5) (120 34)", "(130 84) (120 35)",
                ])
    }

    @Test(
        "The full-width idiom: a width fixed at the collection view's width minus the section insets (UIKit: systemLayoutSizeFitting with horizontalFittingPriority .required)"
    )
    func widthFixedByCollectionViewMinusSectionInsets() {
        let model = NoteModel([4], text: lines)
        model.fixedWidth = 300 - 2 * 16
        let (_, view, _) = selfSizingFeed(model) {
            $0.sectionInset = EdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
            $0.minimumLineSpacing = 0
        }
        #expect(view.visibleCells.allSatisfy { $0.frame.minX == 16 && $0.frame.width == 268 })
        #expect(stack(view) == ["0 10 36.5", "1 46.5 57", "2 103.5 77.5", "3 181 36.5"])
        #expect(abs(view.contentSize.height - (10 + 36.5 + 57 + 77.5 + 36.5 + 10)) < 1e-9)
    }

    @Test(
        "A multi-line label wraps at the width the cell is given, with the default and with the full-width idiom (UIKit: preferredLayoutAttributesFitting(_:), numberOfLines = 0)",
        arguments: [false, true])
    func longTextWraps(fixed: Bool) {
        let text = Array(repeating: "lorem ipsum", count: 12).joined(separator: " ")
        let model = NoteModel([3], text: { _ in text })
        if fixed { model.fixedWidth = 300 }
        let (window, view, _) = selfSizingFeed(model, estimate: CGSize(width: 300, height: 50))
        let wrapped = Label()
        wrapped.numberOfLines = 0
        wrapped.text = text
        let expected = wrapped.sizeThatFits(CGSize(width: 284, height: 0))
        #expect(expected.height > 3 * 20)
        for cell in view.visibleCells {
            #expect(cell.frame.height == expected.height + 16)
            #expect(cell.frame.width == (fixed ? 300 : expected.width + 16))
        }
        #expect(window.diagnostics.isEmpty)
    }

    @Test(
        "reloadData() drops the sizes cells gave: every shown cell is asked again (UIKit: reloadData)"
    )
    func reloadDataDropsCachedSizes() {
        let model = NoteModel([10], text: lines)
        model.fixedWidth = 300
        let (window, view, _) = selfSizingFeed(model)
        let shown = view.indexPathsForVisibleItems
        let before = model.asked.count
        #expect(Set(model.asked).isSuperset(of: shown))
        model.text = { _ in "one" }
        view.reloadData()
        window.layoutIfNeeded()
        window.layoutIfNeeded()
        #expect(model.asked.count >= before + shown.count)
        #expect(view.visibleCells.allSatisfy { $0.frame.height == 36.5 })
    }

    @Test(
        "invalidateLayout() and a width change (a rotation) drop the sizes: the shown cells are asked again (UIKit: shouldInvalidateLayout(forBoundsChange:))"
    )
    func invalidationDropsSizes() {
        let model = NoteModel([10], text: lines)
        model.fixedWidth = 300
        let (window, view, layout) = selfSizingFeed(model)
        let first = model.asked.count
        layout.invalidateLayout()
        window.layoutIfNeeded()
        #expect(model.asked.count == 2 * first)
        view.frame.size.width = 320
        window.layoutIfNeeded()
        #expect(model.asked.count > 2 * first)
        #expect(view.visibleCells.allSatisfy { $0.frame.width == 300 })
    }

    @Test(
        "With estimatedItemSize .zero no cell is asked and every item is itemSize (UIKit: the default of estimatedItemSize)"
    )
    func noSelfSizingWhenEstimateIsZero() {
        let model = NoteModel([30], text: lines)
        let (window, view, layout) = selfSizingFeed(model, estimate: .zero) {
            $0.itemSize = CGSize(width: 50, height: 50)
        }
        #expect(model.asked.isEmpty)
        #expect(!layout.asksCellsForPreferredAttributes)
        #expect(view.visibleCells.allSatisfy { $0.frame.size == CGSize(width: 50, height: 50) })
        #expect(view.contentSize == CGSize(width: 300, height: 6 * 50 + 5 * 10))
        layout.estimatedItemSize = CGSize(width: 50, height: 50)
        window.layoutIfNeeded()
        #expect(!model.asked.isEmpty)
        layout.estimatedItemSize = .zero
        window.layoutIfNeeded()
        #expect(view.visibleCells.allSatisfy { $0.frame.size == CGSize(width: 50, height: 50) })
    }

    @Test(
        "100,000 self-sizing items: the first screen sizes only its visible cells (UIKit: estimatedItemSize, cells that aren't onscreen keep the estimate)"
    )
    func hundredThousandItemsSizeOnlyVisibleCells() {
        let model = NoteModel([100_000], text: lines)
        model.fixedWidth = 300
        let (_, view, _) = selfSizingFeed(model, estimate: CGSize(width: 300, height: 50))
        // 8 rows of the 50-pt estimate fill 400 pt: at most those are sized.
        #expect(model.asked.count <= 8)
        #expect(Set(model.asked).isSuperset(of: view.indexPathsForVisibleItems))
        #expect(view.contentSize.height > 99_990 * 60)
    }

    @Test(
        "Scrolling up through items that grow as they show does not jump: the content offset moves with them (UIKit: UICollectionViewLayoutInvalidationContext.contentOffsetAdjustment)"
    )
    func scrollingUpKeepsVisibleContentStill() {
        //  before: item P at screen y s          after scrolling up 100:
        //  +---------+  offset 3000              +---------+
        //  | P       |  s                        | (new)   |  items above P sized:
        //  |         |                           | P       |  s + 100, whatever their sizes
        let model = NoteModel([200], text: lines)
        model.fixedWidth = 300
        let (window, view, _) = selfSizingFeed(model, estimate: CGSize(width: 300, height: 30))
        defer { withExtendedLifetime(window) {} }
        scroll(view, to: 3000)
        let anchor = view.visibleCells[0]
        let path = view.indexPath(for: anchor)!
        let screenY = anchor.frame.minY - view.contentOffset.y
        for step in 1...5 {
            scroll(view, to: view.contentOffset.y - 20)
            let now = view.cellForItem(at: path)!.frame.minY - view.contentOffset.y
            #expect(now == screenY + CGFloat(step) * 20)
        }
    }

    @Test(
        "A fling up through items never sized moves the content rigidly, without a jump, as they grow (UIKit: UICollectionViewLayoutInvalidationContext.contentOffsetAdjustment during deceleration)"
    )
    func flingUpDoesNotJump() {
        let model = NoteModel([400], text: lines)
        model.fixedWidth = 300
        let (window, view, _) = selfSizingFeed(model, estimate: CGSize(width: 300, height: 10)) {
            $0.minimumLineSpacing = 0
        }
        scroll(view, to: 3000)
        window.fling(from: CGPoint(x: 150, y: 100), velocity: CGPoint(x: 0, y: 1500))
        var previous: [IndexPath: CGFloat] = [:]
        var frames = 0
        var worst: CGFloat = 0
        while view.isDecelerating && frames < 240 {
            window.runFrames(1)
            frames += 1
            var now: [IndexPath: CGFloat] = [:]
            for cell in view.visibleCells {
                now[view.indexPath(for: cell)!] = cell.frame.minY - view.contentOffset.y
            }
            // Cells on screen in both frames all moved by the same amount, and by no more
            // than the fling's speed allows (1,500 pt/s at 120 Hz: 12.5 pt).
            let moves = now.compactMap { path, y in previous[path].map { y - $0 } }
            if let first = moves.first {
                #expect(moves.allSatisfy { abs($0 - first) < 1e-6 })
                worst = max(worst, abs(first))
            }
            previous = now
        }
        #expect(frames > 10)
        #expect(worst <= 12.5 + 1e-6)
        #expect(model.asked.count > 20)
    }

    @Test(
        "Inserting an item keeps the other items' sizes: only the new item's cell is asked, and the cells stack without gaps (UIKit keeps the self-sized sizes of the items a batch update keeps)"
    )
    func insertingKeepsSizes() {
        let model = NoteModel([10], text: lines)
        model.fixedWidth = 300
        let (window, view, _) = selfSizingFeed(model) { $0.minimumLineSpacing = 0 }
        let before = model.asked.count
        model.counts = [11]
        model.text = { lines(IndexPath(item: $0[1] + 2, section: 0)) }
        view.insertItems(at: [IndexPath(item: 0, section: 0)])
        window.layoutIfNeeded()
        window.layoutIfNeeded()
        #expect(model.asked.count == before + 1)
        #expect(model.asked.last == IndexPath(item: 0, section: 0))
        // Item 0 now has 3 lines, item 1 one, item 2 two...
        #expect(
            Array(stack(view).prefix(4)) == ["0 0 77.5", "1 77.5 36.5", "2 114 57", "3 171 77.5"])
    }

    @Test(
        "A preferred size that is NaN, negative, infinite, huge or zero shows the estimate and is reported (data: clamped, never a crash)",
        arguments: [
            CGSize(width: CGFloat.nan, height: 10), CGSize(width: 10, height: -5),
            CGSize(width: 10, height: CGFloat.infinity), CGSize(width: 10, height: 1e300), .zero,
        ])
    func unusablePreferredSizes(size: CGSize) {
        let model = NoteModel([5], text: lines)
        model.adjust = { _, attributes in
            attributes.size = size
            return attributes
        }
        let (window, view, _) = selfSizingFeed(model, estimate: CGSize(width: 300, height: 40))
        #expect(view.visibleCells.count == 5)
        #expect(view.visibleCells.allSatisfy { $0.frame.size == CGSize(width: 300, height: 40) })
        #expect(window.diagnostics.contains { $0.kind == .collectionLayoutData })
    }

    @Test(
        "A cell whose preferred size changes each time it is asked is asked once per display, and a layout pass sizes at most maximumSelfSizingRounds rounds (bounded, reported)"
    )
    func restlessCellsAreBounded() {
        var counter: CGFloat = 0
        let model = NoteModel([5_000], text: lines)
        model.adjust = { _, attributes in
            counter += 1
            attributes.size = CGSize(
                width: 300, height: 0.5 + counter.truncatingRemainder(dividingBy: 2))
            return attributes
        }
        let (window, view, _) = selfSizingFeed(model, estimate: CGSize(width: 300, height: 50)) {
            $0.minimumLineSpacing = 0
        }
        #expect(window.diagnostics.contains { $0.kind == .collectionLayoutData })
        #expect(model.asked.count <= model.displays, "each display is asked once")
        // Later passes go on from where the bound stopped.
        for _ in 0..<40 { window.layoutIfNeeded() }
        #expect(model.asked.count <= model.displays)
        #expect(view.visibleCells.allSatisfy { $0.frame.height <= 1.5 })
    }

    @Test(
        "A cell with unsatisfiable constraints sizes as the solver breaks them, with the window's diagnostic (UIKit: unsatisfiable constraints are broken and logged)"
    )
    func unsatisfiableCellConstraints() {
        let model = NoteModel([3], text: lines)
        model.configure = { cell in
            guard cell.tag == 0 else { return }
            cell.tag = 1
            LayoutConstraint.activate([
                cell.label.heightAnchor.constraint(equalToConstant: 10),
                cell.label.heightAnchor.constraint(equalToConstant: 30),
            ])
        }
        let (window, view, _) = selfSizingFeed(model, estimate: CGSize(width: 300, height: 40))
        #expect(view.visibleCells.count == 3)
        #expect(view.visibleCells.allSatisfy { $0.frame.height.isFinite && $0.frame.height > 0 })
        #expect(window.diagnostics.contains { $0.kind == .unsatisfiableConstraints })
    }

    @Test("A cell that reloads the data while it is asked for its size: sized again, no crash")
    func reloadFromInsideSizing() {
        let model = NoteModel([10], text: lines)
        model.fixedWidth = 300
        var reloads = 0
        var view: CollectionView?
        model.onAsk = { _ in
            if reloads == 0 {
                reloads += 1
                view?.reloadData()
            }
        }
        let window = Window(size: CGSize(width: 300, height: 400))
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
        let feed = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        view = feed
        feed.register(NoteCell.self, forCellWithReuseIdentifier: "note")
        feed.dataSource = model
        window.addSubview(feed)
        for _ in 0..<3 { window.layoutIfNeeded() }
        #expect(reloads == 1)
        #expect(stack(feed).prefix(3) == ["0 0 36.5", "1 46.5 57", "2 113.5 77.5"])
    }
}

@MainActor
@Suite struct SelfSizingFlowLayoutTests {
    /// Sizes cells gave for random items (seeded), the rest at the estimate: the self-sizing
    /// layout (sized items one by one, a uniform run of the estimate after the last sized one)
    /// places every item where a layout given all the sizes by the delegate does.
    @Test(
        "Sized items then estimated ones lay out as if the delegate gave every size (UIKit: estimatedItemSize, items not yet sized keep the estimate)",
        arguments: Array(UInt64(1)...24))
    func matchesDelegateSizes(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let counts = [Int.random(in: 0..<80, using: &rng), Int.random(in: 1..<80, using: &rng)]
        let estimate = CGSize(
            width: [60, 90, 140, 300].randomElement(using: &rng)!,
            height: 40)
        let host = LayoutHost(size: CGSize(width: 300, height: 500), counts: counts)
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = estimate
        layout.attach(to: host)
        layout.prepare()
        var given: [IndexPath: CGSize] = [:]
        for _ in 0..<Int.random(in: 0..<30, using: &rng) {
            let s = Int.random(in: 0..<2, using: &rng)
            guard counts[s] > 0 else { continue }
            let path = IndexPath(item: Int.random(in: 0..<counts[s], using: &rng), section: s)
            let size = CGSize(
                width: CGFloat(Int.random(in: 20...200, using: &rng)),
                height: CGFloat(Int.random(in: 10...90, using: &rng)))
            given[path] = size
            _ = layout.recordPreferredSize(size, at: path)
            if Bool.random(using: &rng) { layout.prepare() }
        }
        layout.prepare()
        let referenceHost = LayoutHost(size: CGSize(width: 300, height: 500), counts: counts)
        referenceHost.sizeForItem = { given[$0] ?? estimate }
        let reference = CollectionViewFlowLayout()
        reference.attach(to: referenceHost)
        reference.prepare()
        expectSameLayout(layout, reference, counts: counts, seed: seed, step: 130, heights: [500])
    }
}

@MainActor
@Suite struct SelfSizingListLayoutTests {
    /// A 300 × 400 list in a window.
    func list(_ model: NoteModel, _ configure: (ListLayout) -> Void)
        -> (Window, CollectionView, ListLayout)
    {
        let window = Window(size: CGSize(width: 300, height: 400))
        let layout = ListLayout()
        configure(layout)
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        view.register(NoteCell.self, forCellWithReuseIdentifier: "note")
        view.dataSource = model
        window.addSubview(view)
        window.layoutIfNeeded()
        window.layoutIfNeeded()
        return (window, view, layout)
    }

    @Test(
        "Rows with rowHeight automaticDimension take their cells' heights at the list's width (UIKit: UITableView.automaticDimension, estimatedRowHeight)"
    )
    func rowsSizeThemselves() {
        let long = Array(repeating: "lorem ipsum", count: 12).joined(separator: " ")
        let model = NoteModel([30]) { $0[1] % 2 == 0 ? "one" : long }
        let (window, view, layout) = list(model) {
            $0.rowHeight = ListLayout.automaticDimension
            $0.estimatedRowHeight = 30
        }
        let wrapped = Label()
        wrapped.numberOfLines = 0
        wrapped.text = long
        let tall = wrapped.sizeThatFits(CGSize(width: 284, height: 0)).height + 16
        #expect(tall > 60)
        var y: CGFloat = 0
        for (i, cell) in view.visibleCells.enumerated() {
            #expect(cell.frame == CGRect(x: 0, y: y, width: 300, height: i % 2 == 0 ? 36.5 : tall))
            y += cell.frame.height
        }
        #expect(model.asked.count <= 400 / 30 + 1)
        var offset: CGFloat = 0
        while offset + 400 < view.contentSize.height {
            offset += 150
            scroll(view, to: min(offset, view.contentSize.height - 400))
        }
        let all = 15 * 36.5 + 15 * tall
        #expect(abs(view.contentSize.height - all) < 1e-6)
        #expect(abs(layout.collectionViewContentSize.height - all) < 1e-6)
        #expect(window.diagnostics.isEmpty)
    }

    @Test("A fixed rowHeight asks no cell (UIKit: UITableView.rowHeight)")
    func fixedRowHeightAsksNothing() {
        let model = NoteModel([30], text: lines)
        let (_, view, _) = list(model) { _ in }
        #expect(model.asked.isEmpty)
        #expect(view.visibleCells.allSatisfy { $0.frame.height == 44 })
    }
}

@MainActor
@Suite struct SelfSizingListUniformTailTests {
    /// Heights cells gave for random rows (seeded; zero heights among them), the rest at the
    /// estimate: the self-sizing list (sized rows one by one, a uniform run of the estimate
    /// after the last sized one) places every row where a list given all heights by the
    /// delegate does, and its queries find the same rows.
    @Test(
        "Sized rows then estimated ones lay out as if the delegate gave every height (UIKit: UITableView.estimatedRowHeight, rows not yet sized keep the estimate)",
        arguments: Array(UInt64(1)...24))
    func matchesDelegateHeights(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let counts = [Int.random(in: 0..<80, using: &rng), Int.random(in: 1..<80, using: &rng)]
        let estimate = CGFloat([0, 12, 44, 90].randomElement(using: &rng)!)
        let host = LayoutHost(size: CGSize(width: 300, height: 500), counts: counts)
        let layout = ListLayout()
        layout.rowHeight = ListLayout.automaticDimension
        layout.estimatedRowHeight = estimate
        layout.attach(to: host)
        layout.prepare()
        var given: [IndexPath: CGFloat] = [:]
        for _ in 0..<Int.random(in: 0..<30, using: &rng) {
            let s = Int.random(in: 0..<2, using: &rng)
            guard counts[s] > 0 else { continue }
            let path = IndexPath(item: Int.random(in: 0..<counts[s], using: &rng), section: s)
            let height = CGFloat([0, 10, 33, 90].randomElement(using: &rng)!)
            given[path] = height
            _ = layout.recordPreferredSize(CGSize(width: 300, height: height), at: path)
            if Bool.random(using: &rng) { layout.prepare() }
        }
        layout.prepare()
        let referenceHost = LayoutHost(size: CGSize(width: 300, height: 500), counts: counts)
        referenceHost.heightForItem = { given[$0] ?? estimate }
        let reference = ListLayout()
        reference.attach(to: referenceHost)
        reference.prepare()
        expectSameLayout(
            layout, reference, counts: counts, seed: seed, step: 37, heights: [0.5, 130, 500])
    }

    @Test(
        "A sizing round of a 100k-row self-sizing list places the rows sized so far, not every row (no cost per unseen row)"
    )
    func roundCostsSizedRows() {
        let host = LayoutHost(size: CGSize(width: 300, height: 500), counts: [100_000])
        let layout = ListLayout()
        layout.rowHeight = ListLayout.automaticDimension
        layout.attach(to: host)
        layout.prepare()
        for i in 0..<10 {
            _ = layout.recordPreferredSize(
                CGSize(width: 300, height: 60), at: IndexPath(item: i, section: 0))
        }
        layout.prepare()
        // The heights cells gave take one entry a row (8 bytes); the rows' starts only one
        // for each row up to the last one sized, not 100,000 more.
        #expect(layout.storageBytes < 100_000 * MemoryLayout<CGFloat>.stride + 4_096)
        #expect(layout.collectionViewContentSize.height == CGFloat(10 * 60 + 99_990 * 44))
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 99_999, section: 0))?.frame
                == CGRect(x: 0, y: 600 + 99_989 * 44, width: 300, height: 44))
    }
}

/// Expects `layout` to place every item of `counts` where `reference` does, with the same
/// content size, and its queries to find the same items in rects `heights` tall every `step`
/// points down the content (300 wide).
@MainActor
func expectSameLayout(
    _ layout: CollectionViewLayout, _ reference: CollectionViewLayout, counts: [Int],
    seed: UInt64, step: CGFloat, heights: [CGFloat]
) {
    #expect(
        layout.collectionViewContentSize == reference.collectionViewContentSize,
        "seed \(seed)")
    for s in counts.indices {
        for i in 0..<counts[s] {
            let path = IndexPath(item: i, section: s)
            #expect(
                layout.layoutAttributesForItem(at: path)?.frame
                    == reference.layoutAttributesForItem(at: path)?.frame,
                "seed \(seed), item \(path)")
        }
    }
    for y in stride(from: -50, to: reference.collectionViewContentSize.height + 50, by: step) {
        for height in heights {
            let rect = CGRect(x: 0, y: y, width: 300, height: height)
            let mine = (layout.layoutAttributesForElements(in: rect) ?? []).map {
                "\($0.indexPath) \($0.frame)"
            }
            let theirs = (reference.layoutAttributesForElements(in: rect) ?? []).map {
                "\($0.indexPath) \($0.frame)"
            }
            #expect(mine == theirs, "seed \(seed), rect at \(y), height \(height)")
        }
    }
}

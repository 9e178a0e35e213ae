import Foundation
import HeadlessKit
import HeadlessTesting

/// Feeds a layout a phone-sized viewport and a million items, as a collection view would.
@MainActor
final class BenchLayoutHost: CollectionLayoutHost {
    var layoutBounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    var counts: [Int]
    var sizes: ((IndexPath) -> CGSize)?

    init(counts: [Int], sizes: ((IndexPath) -> CGSize)? = nil) {
        self.counts = counts
        self.sizes = sizes
    }

    func layoutNumberOfSections() -> Int { counts.count }
    func layoutNumberOfItems(inSection section: Int) -> Int { counts[section] }
    func askDelegateForMetrics(_ kind: LayoutMetricsKind, for layout: CollectionViewLayout)
        -> DelegateMetrics
    {
        DelegateMetrics(itemSize: sizes)
    }
}

/// Item sizes that vary (three widths, two heights) so that lines hold different counts.
@MainActor func benchItemSize(_ indexPath: IndexPath) -> CGSize {
    let i = indexPath.item
    return CGSize(width: 90 + CGFloat(i % 3) * 15, height: 80 + CGFloat(i % 2) * 20)
}

@MainActor func collectionWorkloads() -> [Workload] {
    var workloads: [Workload] = []

    workloads.append(
        .timed("flow-prepare-1m", runs: 7) {
            let host = BenchLayoutHost(counts: [1_000_000], sizes: benchItemSize)
            let layout = CollectionViewFlowLayout()
            layout.attach(to: host)
            return {
                layout.prepare()
                let size = layout.collectionViewContentSize
                withExtendedLifetime(host) {}
                return [
                    "bytes/item": Double(layout.storageBytes) / 1_000_000,
                    "content-height": Double(size.height),
                ]
            }
        })

    workloads.append(
        .timed("flow-prepare-1m-uniform", operations: 1000, runs: 7) {
            let host = BenchLayoutHost(counts: [1_000_000])
            let layout = CollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.attach(to: host)
            return {
                for _ in 0..<1000 { layout.prepare() }
                withExtendedLifetime(host) {}
                return ["bytes/item": Double(layout.storageBytes) / 1_000_000]
            }
        })

    workloads.append(flowQuery(varying: false))
    workloads.append(flowQuery(varying: true))
    workloads.append(listScrollFrame())
    workloads.append(selfSizingScrollFrame(count: 10_000))
    workloads.append(selfSizingScrollFrame(count: 100_000))
    for list in [false, true] {
        for far in [false, true] {
            workloads.append(selfSizingHistoryFrame(list: list, far: far))
        }
        workloads.append(selfSizingHistoryFrame(list: list, far: false, up: true))
    }
    return workloads
}

/// One screen of a 1,000,000-item flow layout, at 1,000 random offsets per run.
@MainActor func flowQuery(varying: Bool) -> Workload {
    .timed(varying ? "flow-query-varying" : "flow-query", operations: 1000, runs: 7) {
        let sizes: ((IndexPath) -> CGSize)? = varying ? { benchItemSize($0) } : nil
        let host = BenchLayoutHost(counts: [1_000_000], sizes: sizes)
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.attach(to: host)
        layout.prepare()
        let height = Double(layout.collectionViewContentSize.height)
        var rng = SplitMix64(seed: 7)
        var offsets: [CGFloat] = []
        for _ in 0..<1000 {
            offsets.append(CGFloat(Double.random(in: 0..<(height - 844), using: &rng)))
        }
        return {
            var total = 0
            for y in offsets {
                let screen = CGRect(x: 0, y: y, width: 390, height: 844)
                total += layout.layoutAttributesForElements(in: screen)?.count ?? 0
            }
            withExtendedLifetime(host) {}
            return ["attributes/query": Double(total) / 1000]
        }
    }
}

/// A list row: a label in the content view, as a real list would have.
final class BenchRowCell: CollectionViewCell {
    let title = Label(text: "")

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.frame = CGRect(x: 16, y: 12, width: 200, height: 20)
        contentView.addSubview(title)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        title.text = ""
    }
}

/// A million rows.
@MainActor final class BenchListSource: CollectionViewDataSource {
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
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        (cell as! BenchRowCell).title.text = "Row \(indexPath.item)"
        return cell
    }
}

/// One 120 Hz frame of a fling through a 1,000,000-row list: 240 frames of deceleration per
/// run, starting mid-list after a 6,000 pt/s fling.
@MainActor func listScrollFrame() -> Workload {
    flingFrame("list-scroll-frame", count: 1_000_000) { ListLayout() }
}

/// One 120 Hz frame of a fling through `count` rows of `BenchRowCell` laid out by `layout()`:
/// 240 frames of deceleration per run, starting at the middle item after a 6,000 pt/s fling.
@MainActor func flingFrame(
    _ name: String, count: Int, layout: @escaping @MainActor () -> CollectionViewLayout
) -> Workload {
    flingFrames(name, runs: 7) { window in
        let source = BenchListSource(count: count)
        let list = CollectionView(frame: window.bounds, collectionViewLayout: layout())
        list.register(BenchRowCell.self, forCellWithReuseIdentifier: "row")
        list.dataSource = source
        window.addSubview(list)
        window.runFrames(1)
        list.scrollToItem(at: IndexPath(item: count / 2, section: 0), at: .top, animated: false)
        window.runFrames(1)
        return FlingScene(scrollView: list, liveCells: { list.subviews.count }) {
            withExtendedLifetime(source) { ["cells-created": Double(list.cellsCreated)] }
        }
    }
}

/// What a fling workload scrolls and counts: `liveCells` is read after every frame (its
/// maximum is reported) and `totals` before and after the frames (the differences are).
struct FlingScene {
    let scrollView: ScrollView
    let liveCells: @MainActor () -> Int
    let totals: @MainActor () -> KeyValuePairs<String, Double>
}

/// 240 frames of 120 Hz deceleration per run after a 6,000 pt/s upward fling at the bottom of
/// the scene that `setUp` builds in a 390 x 844 window; one operation is one frame.
@MainActor func flingFrames(
    _ name: String, runs: Int, setUp: @escaping @MainActor (Window) -> FlingScene
) -> Workload {
    .timed(name, operations: 240, runs: runs) {
        let window = Window(size: CGSize(width: 390, height: 844))
        let scene = setUp(window)
        window.fling(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -6000))
        let start = scene.scrollView.contentOffset.y
        let before = scene.totals()
        return {
            var maxLive = 0
            for _ in 0..<240 {
                window.runFrames(1)
                maxLive = max(maxLive, scene.liveCells())
            }
            var counters: Counters = ["live-cells(max)": Double(maxLive)]
            for (total, old) in zip(scene.totals(), before) {
                counters.pairs.append((total.key, total.value - old.value))
            }
            counters.pairs.append(("travel", (scene.scrollView.contentOffset.y - start).rounded()))
            counters.pairs.append(("decelerating", scene.scrollView.isDecelerating ? 1 : 0))
            return counters
        }
    }
}

/// A feed cell sized by Auto Layout: a multi-line label pinned inside the content view.
final class BenchNoteCell: CollectionViewCell {
    let label = Label(text: "")

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        ])
    }

    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutAttributes {
        BenchFeedSource.sizings += 1
        return super.preferredLayoutAttributesFitting(layoutAttributes)
    }
}

/// Posts of 1 to 4 lines.
@MainActor final class BenchFeedSource: CollectionViewDataSource {
    /// Cells asked for their preferred attributes so far.
    static var sizings = 0
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
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath)
        let lines = 1 + indexPath.item % 4
        (cell as! BenchNoteCell).label.text = Array(
            repeating: "Post \(indexPath.item)", count: lines
        )
        .joined(separator: "\n")
        return cell
    }
}

/// One 120 Hz frame of a fling down a self-sizing feed (`estimatedItemSize` 390 × 60, cells
/// sized by their constraints as they come in): 240 frames per run from the top after a
/// 6,000 pt/s fling. Each frame that brings cells in sizes them and prepares the layout again.
@MainActor func selfSizingScrollFrame(count: Int) -> Workload {
    feedFlingFrame(
        "flow-self-sizing-scroll-frame-\(count / 1000)k", count: count,
        layout: {
            let layout = CollectionViewFlowLayout()
            layout.minimumLineSpacing = 0
            layout.estimatedItemSize = CGSize(width: 390, height: 60)
            return layout
        },
        extra: { feed in { ["cells-made": Double(feed.cellsCreated)] } })
}

/// One 120 Hz frame of a fling down a `count`-post self-sizing feed of `BenchNoteCell`s laid
/// out by `layout()`: 240 frames per run from the top after a 6,000 pt/s fling. `extra` is
/// called after the set-up and gives what the run reports besides the live cells, the cells
/// sized and the travel.
@MainActor func feedFlingFrame(
    _ name: String, count: Int, layout: @escaping @MainActor () -> CollectionViewLayout,
    extra: @escaping @MainActor (CollectionView) -> () -> Counters
) -> Workload {
    .timed(name, operations: 240, runs: 5) {
        let window = Window(size: CGSize(width: 390, height: 844))
        let source = BenchFeedSource(count: count)
        let feed = CollectionView(frame: window.bounds, collectionViewLayout: layout())
        feed.register(BenchNoteCell.self, forCellWithReuseIdentifier: "note")
        feed.dataSource = source
        window.addSubview(feed)
        window.runFrames(1)
        window.fling(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -6000))
        let start = feed.contentOffset.y
        let sizedBefore = BenchFeedSource.sizings
        let more = extra(feed)
        return {
            var maxLive = 0
            for _ in 0..<240 {
                window.runFrames(1)
                maxLive = max(maxLive, feed.visibleCells.count)
            }
            withExtendedLifetime(source) {}
            var counters: Counters = [
                "live-cells(max)": Double(maxLive),
                "cells-sized": Double(BenchFeedSource.sizings - sizedBefore),
                "travel": (feed.contentOffset.y - start).rounded(),
            ]
            counters.pairs += more().pairs
            return counters
        }
    }
}

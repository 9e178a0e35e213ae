import Foundation
import HeadlessKit

/// A fling down a 100,000-item self-sizing feed, at the top and far down: 240 frames at 120 Hz
/// after a 6,000 pt/s fling, cells (`BenchNoteCell`, sized by their constraints) asked as they
/// come on screen. `far` starts at item 90,000 with the 90,000 items above it sized (recorded
/// on the layout in the set-up, as if scrolled through), so that the frame cost shows whether
/// a sizing round grows with the items sized so far. `up` starts at item 50,000 with the
/// 40,000 items below it sized (as after a jump there and a scroll down) and flings up, into
/// items never shown: whether a round grows with the items sized below it.
@MainActor func selfSizingHistoryFrame(list: Bool, far: Bool, up: Bool = false) -> Workload {
    let name =
        (list ? "list" : "flow") + "-self-sizing-100k-frame"
        + (up ? "-up" : far ? "-far" : "-top")
    return .timed(name, operations: 240, runs: 5) {
        let count = 100_000
        let window = Window(size: CGSize(width: 390, height: 844))
        let source = BenchFeedSource(count: count)
        let layout: CollectionViewLayout
        if list {
            let rows = ListLayout()
            rows.rowHeight = ListLayout.automaticDimension
            rows.estimatedRowHeight = 60
            layout = rows
        } else {
            let flow = CollectionViewFlowLayout()
            flow.minimumLineSpacing = 0
            flow.estimatedItemSize = CGSize(width: 390, height: 60)
            layout = flow
        }
        let feed = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        feed.register(BenchNoteCell.self, forCellWithReuseIdentifier: "note")
        feed.dataSource = source
        window.addSubview(feed)
        window.runFrames(1)
        if far || up {
            // Posts of 1 to 4 lines, 24 pt of padding, about 20 pt a line.
            for i in (up ? 50_000 : 0)..<90_000 {
                let lines = CGFloat(1 + i % 4)
                let size = CGSize(width: list ? 390 : 120, height: 24 + 20.5 * lines)
                _ = layout.recordPreferredSize(size, at: IndexPath(item: i, section: 0))
            }
            layout.invalidateLayoutKeepingPreferredSizes()
            window.runFrames(1)
            let first = up ? 50_000 : 90_000
            let y = feed.layoutAttributesForItem(at: IndexPath(item: first, section: 0))!.frame
                .minY
            feed.contentOffset = CGPoint(x: 0, y: y)
            window.runFrames(1)
        }
        if up {
            window.fling(from: CGPoint(x: 200, y: 150), velocity: CGPoint(x: 0, y: 6000))
        } else {
            window.fling(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -6000))
        }
        let start = feed.contentOffset.y
        let sizedBefore = BenchFeedSource.sizings
        let placedBefore = placed(layout)
        return {
            for _ in 0..<240 { window.runFrames(1) }
            withExtendedLifetime(source) {}
            return [
                "cells-sized": Double(BenchFeedSource.sizings - sizedBefore),
                "items-placed/frame": Double(placed(layout) - placedBefore) / 240,
                "travel": (feed.contentOffset.y - start).rounded(),
            ]
        }
    }
}

/// Items the layout's `prepare()` placed one by one so far.
@MainActor private func placed(_ layout: CollectionViewLayout) -> Int {
    (layout as? ListLayout)?.rowsPlaced ?? (layout as? CollectionViewFlowLayout)?.itemsPlaced ?? 0
}

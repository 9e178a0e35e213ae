import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// Records the prefetch calls of a collection or table view.
@MainActor
final class PrefetchLog: CollectionViewDataSourcePrefetching, TableViewDataSourcePrefetching {
    var prefetched: [[IndexPath]] = []
    var cancelled: [[IndexPath]] = []
    /// Runs inside each prefetch call, after it is recorded.
    var onPrefetch: (([IndexPath]) -> Void)?

    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        prefetched.append(indexPaths)
        onPrefetch?(indexPaths)
    }
    func collectionView(
        _ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {
        cancelled.append(indexPaths)
    }
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
        prefetched.append(indexPaths)
        onPrefetch?(indexPaths)
    }
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        cancelled.append(indexPaths)
    }
}

/// Prefetch logs kept alive for the test run (the prefetch data source is weak).
@MainActor var testPrefetchLogs: [PrefetchLog] = []

private func rows(_ range: ClosedRange<Int>, section: Int = 0) -> [IndexPath] {
    range.map { IndexPath(item: $0, section: section) }
}

/// UIKit: `UICollectionViewDataSourcePrefetching` and `UITableViewDataSourcePrefetching`
/// ("the collection view calls these methods as the user scrolls, to give you a head start on
/// the data of cells it is likely to show soon"; never for cells already shown; cancelled when
/// they are no longer needed).
@MainActor
@Suite struct PrefetchingTests {
    /// A 320×480 list of 44-point rows with a prefetch log: rows 0–10 are on screen.
    private func makeList(items: Int = 100, configure: (CollectionView) -> Void = { _ in })
        -> (Window, CollectionView, PrefetchLog, Model)
    {
        let model = Model([items])
        let log = PrefetchLog()
        let window = Window(size: CGSize(width: 320, height: 480))
        let collection = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: ListLayout())
        collection.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = model
        collection.prefetchDataSource = log
        // Both are weak, as in UIKit: keep them for the test's life.
        testModels.append(model)
        testPrefetchLogs.append(log)
        configure(collection)
        window.addSubview(collection)
        window.layoutIfNeeded()
        return (window, collection, log, model)
    }

    @Test func theFirstLayoutAsksForTheNextScreenBelowAndNeverForAVisibleItem() {
        let (_, collection, log, model) = makeList()
        #expect(collection.indexPathsForVisibleItems == rows(0...10))
        // The next screen, 480–960, holds rows 10 (on screen) to 21.
        #expect(log.prefetched == [rows(11...21)])
        #expect(log.cancelled.isEmpty)
        #expect(Set(model.requested).isDisjoint(with: log.prefetched[0]))
    }

    @Test func scrollingOnAsksOnlyForTheItemsNewlyAhead() {
        let (window, collection, log, _) = makeList()
        collection.contentOffset = CGPoint(x: 0, y: 100)
        window.layoutIfNeeded()
        // On screen 100–580 (rows 2–13); ahead 580–1060 (rows 13–24): 22–24 are new.
        #expect(log.prefetched == [rows(11...21), rows(22...24)])
        #expect(log.cancelled.isEmpty)
        // A layout pass that moves nothing asks nothing.
        collection.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(log.prefetched.count == 2)
    }

    @Test func turningBackCancelsWhatWasAheadAndAsksForTheScreenAbove() {
        let (window, collection, log, _) = makeList()
        collection.contentOffset = CGPoint(x: 0, y: 600)
        window.layoutIfNeeded()
        // The jump left rows 11 and 12 behind, neither shown nor ahead: cancelled.
        #expect(log.cancelled == [rows(11...12)])
        log.prefetched = []
        log.cancelled = []
        collection.contentOffset = CGPoint(x: 0, y: 550)
        window.layoutIfNeeded()
        // On screen 550–1030 (rows 12–23); the screen above, 70–550, holds rows 1–12.
        #expect(log.prefetched == [rows(1...11)])
        // What was ahead below is cancelled; rows that came on screen are not.
        #expect(log.cancelled.count == 1)
        let cancelled = log.cancelled.first ?? []
        #expect(cancelled == rows(25...35), "row 24 was shown, so it is not prefetched")
        #expect(cancelled.allSatisfy { collection.cellForItem(at: $0) == nil })
    }

    @Test func noItemIsAskedForTwiceWhileItStaysAhead() {
        let (window, collection, log, _) = makeList()
        collection.contentOffset = CGPoint(x: 0, y: 480)
        window.layoutIfNeeded()
        collection.contentOffset = CGPoint(x: 0, y: 960)
        window.layoutIfNeeded()
        let asked = log.prefetched.flatMap { $0 }
        #expect(asked.count == Set(asked).count, "no item is asked for twice while ahead")
    }

    @Test func aReloadForgetsThePrefetchedItemsAndAsksAgain() {
        let (window, collection, log, _) = makeList()
        collection.reloadData()
        window.layoutIfNeeded()
        #expect(log.prefetched == [rows(11...21), rows(11...21)])
        #expect(log.cancelled.isEmpty)
    }

    @Test func disabledOrWithoutASourceNothingIsAsked() {
        let (window, collection, log, _) = makeList { $0.isPrefetchingEnabled = false }
        collection.contentOffset = CGPoint(x: 0, y: 300)
        window.layoutIfNeeded()
        #expect(log.prefetched.isEmpty)
        collection.isPrefetchingEnabled = true
        collection.contentOffset = CGPoint(x: 0, y: 310)
        window.layoutIfNeeded()
        #expect(log.prefetched.count == 1)
        collection.prefetchDataSource = nil
        collection.contentOffset = CGPoint(x: 0, y: 800)
        window.layoutIfNeeded()
        #expect(log.prefetched.count == 1)
    }

    @Test func theSourceIsWeakAndMayGoAway() {
        let (window, collection, _, _) = makeList()
        do {
            let log = PrefetchLog()
            collection.prefetchDataSource = log
        }
        #expect(collection.prefetchDataSource == nil)
        collection.contentOffset = CGPoint(x: 0, y: 800)
        window.layoutIfNeeded()
        #expect(collection.indexPathsForVisibleItems.first == IndexPath(item: 18, section: 0))
    }

    @Test func aSourceThatReloadsOrLeavesFromInsideTheCallLeavesNoStuckState() {
        let (window, collection, log, model) = makeList()
        var reloads = 0
        log.onPrefetch = { _ in
            reloads += 1
            if reloads < 5 {
                model.counts = [model.counts[0] + 1]
                collection.reloadData()
            }
        }
        collection.contentOffset = CGPoint(x: 0, y: 200)
        window.layoutIfNeeded()
        window.layoutIfNeeded()
        #expect(reloads >= 2 && reloads <= 5)
        #expect(collection.numberOfItems(inSection: 0) == model.counts[0])
        log.onPrefetch = { _ in collection.prefetchDataSource = nil }
        collection.contentOffset = CGPoint(x: 0, y: 900)
        window.layoutIfNeeded()
        #expect(collection.prefetchDataSource == nil)
        collection.contentOffset = CGPoint(x: 0, y: 1500)
        window.layoutIfNeeded()  // no source, no call, no crash
    }

    @Test func aMillionItemsAskForOneScreenAtATime() {
        let (window, collection, log, _) = makeList(items: 1_000_000)
        collection.contentOffset = CGPoint(x: 0, y: 44 * 500_000)
        window.layoutIfNeeded()
        #expect(log.prefetched.count == 2)
        #expect(log.prefetched[1].count <= 12)
        #expect(log.prefetched[1].first == IndexPath(item: 500_011, section: 0))
        // The first screen's rows are far behind: cancelled.
        #expect(log.cancelled == [rows(11...21)])
    }

    @Test func hostileGeometryAsksForNothingAndDoesNotCrash() {
        let (window, collection, log, model) = makeList(items: 0)
        #expect(log.prefetched.isEmpty)
        model.counts = [50]
        collection.reloadData()
        collection.frame = .zero
        window.layoutIfNeeded()
        #expect(log.prefetched.isEmpty, "empty bounds: no next screen")
        collection.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        collection.contentOffset = CGPoint(x: 0, y: CGFloat.greatestFiniteMagnitude)
        window.layoutIfNeeded()
        collection.contentOffset = CGPoint(x: 0, y: -1e9)
        window.layoutIfNeeded()
        let asked = log.prefetched.flatMap { $0 }
        #expect(asked.allSatisfy { $0.item >= 0 && $0.item < 50 })
    }

    @Test func aHorizontalFlowLayoutPrefetchesToTheRight() {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        let model = Model([100])
        let log = PrefetchLog()
        let (window, collection) = makeCollection(layout, model: model)
        collection.prefetchDataSource = log
        collection.setNeedsLayout()
        window.layoutIfNeeded()
        // 320 wide: columns 0–3 on screen (4 rows of 100 in 480); the next screen is x 320–640.
        let asked = log.prefetched.flatMap { $0 }
        #expect(!asked.isEmpty)
        #expect(asked.allSatisfy { collection.cellForItem(at: $0) == nil })
        let frames = asked.compactMap { collection.layoutAttributesForItem(at: $0)?.frame }
        #expect(frames.allSatisfy { $0.maxX > 320 && $0.minX < 640 })
    }

    @Test func aTableViewPrefetchesRows() {
        let model = TableModel(counts: [200])
        let log = PrefetchLog()
        let (window, table) = makeTable(model) { $0.prefetchDataSource = log }
        window.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows == rows(0...10))
        #expect(log.prefetched == [rows(11...21)])
        table.contentOffset = CGPoint(x: 0, y: 100)
        window.layoutIfNeeded()
        #expect(log.prefetched.last == rows(22...24))
        table.isPrefetchingEnabled = false
        table.contentOffset = CGPoint(x: 0, y: 600)
        window.layoutIfNeeded()
        #expect(log.prefetched.count == 2)
    }

    /// A photo feed pasted from UIKit with the `UI` prefix removed: thumbnails start loading
    /// when prefetched and stop when cancelled.
    @Test func aPastedPhotoFeedStartsAndCancelsLoads() {
        final class Loader {
            var started: Set<Int> = []
            var cancelled: Set<Int> = []
            func load(_ id: Int) { started.insert(id) }
            func cancel(_ id: Int) { cancelled.insert(id) }
        }
        final class FeedViewController: ViewController, TableViewDataSource,
            TableViewDataSourcePrefetching
        {
            let tableView = TableView(frame: .zero, style: .plain)
            let loader = Loader()
            let photos = Array(0..<500)

            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.frame = view.bounds
                tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                tableView.rowHeight = 80
                tableView.register(TableViewCell.self, forCellReuseIdentifier: "photo")
                tableView.dataSource = self
                tableView.prefetchDataSource = self
                view.addSubview(tableView)
            }
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
                photos.count
            }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
                -> TableViewCell
            {
                let cell = tableView.dequeueReusableCell(withIdentifier: "photo", for: indexPath)
                cell.textLabel?.text = "Photo \(photos[indexPath.row])"
                return cell
            }
            func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
                for indexPath in indexPaths { loader.load(photos[indexPath.row]) }
            }
            func tableView(
                _ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
            ) {
                for indexPath in indexPaths { loader.cancel(photos[indexPath.row]) }
            }
        }
        let window = Window(size: CGSize(width: 390, height: 844))
        let feed = FeedViewController()
        window.rootViewController = feed
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(!feed.loader.started.isEmpty)
        #expect(feed.loader.started.min()! > 8, "rows on screen are not prefetched")
        window.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 200))
        window.settle()
        let farthest = feed.loader.started.max()!
        window.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 500))
        window.settle()
        #expect(feed.loader.cancelled.contains(farthest))
        #expect(feed.loader.cancelled.isSubset(of: feed.loader.started))
    }
}

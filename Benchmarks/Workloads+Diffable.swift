import Foundation
import HeadlessKit

/// A cell for the diffable workloads.
final class BenchDiffableCell: CollectionViewCell {}

/// Counts and cells for `batch-update-sectioned-100k`: 1,000 sections of 100 items, whose
/// items are all replaced in one batch.
@MainActor final class BenchSectionedModel: CollectionViewDataSource {
    var counts = [Int](repeating: 100, count: 1000)
    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
    { counts[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

@MainActor func diffableWorkloads() -> [Workload] {
    var workloads: [Workload] = []

    // One batch update that deletes and inserts every item of 1,000 sections (what a diffable
    // apply sends when a sectioned feed gets all-new identifiers).
    workloads.append(
        .timed("batch-update-sectioned-100k", runs: 5) {
            let model = BenchSectionedModel()
            let collectionView = CollectionView(
                frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                collectionViewLayout: ListLayout())
            collectionView.register(BenchDiffableCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = model
            collectionView.layoutIfNeeded()
            var paths: [IndexPath] = []
            for section in 0..<1000 {
                for item in 0..<100 { paths.append(IndexPath(item: item, section: section)) }
            }
            return {
                collectionView.performBatchUpdates {
                    collectionView.deleteItems(at: paths)
                    collectionView.insertItems(at: paths)
                }
                // The collection view holds its data source weakly: keep the model alive.
                return withExtendedLifetime(model) {
                    ["visible": Double(collectionView.visibleCells.count)]
                }
            }
        })

    // A 100,000-item diffable list: insert one item at the top, then remove it (two applies).
    workloads.append(
        .timed("diffable-apply-100k", operations: 2, runs: 7) {
            let collectionView = CollectionView(
                frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                collectionViewLayout: ListLayout())
            collectionView.register(BenchDiffableCell.self, forCellWithReuseIdentifier: "cell")
            var provided = 0
            let source = CollectionViewDiffableDataSource<Int, Int>(
                collectionView: collectionView
            ) { collectionView, indexPath, _ in
                provided += 1
                return collectionView.dequeueReusableCell(
                    withReuseIdentifier: "cell", for: indexPath)
            }
            var base = DiffableDataSourceSnapshot<Int, Int>()
            base.appendSections([0])
            base.appendItems(Array(0..<100_000))
            source.apply(base)
            collectionView.layoutIfNeeded()
            var inserted = base
            inserted.insertItems([-1], beforeItem: 0)
            return {
                provided = 0
                source.apply(inserted)
                source.apply(base)
                // The data source holds its collection view weakly: keep it alive.
                return withExtendedLifetime(collectionView) { ["cells-provided": Double(provided)] }
            }
        })

    // Building a 100,000-item snapshot one append at a time.
    workloads.append(
        .timed("diffable-snapshot-build-100k", runs: 7) {
            {
                var snapshot = DiffableDataSourceSnapshot<Int, Int>()
                snapshot.appendSections([0])
                for item in 0..<100_000 { snapshot.appendItems([item]) }
                return ["items": Double(snapshot.numberOfItems)]
            }
        })
    return workloads
}

import Foundation
import HeadlessKit
import HeadlessTesting

/// Apple's five-column grid ("Implementing Modern Collection Views", GridViewController):
/// square items a fifth of the width.
@MainActor func benchGridLayout() -> CollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2)),
        subitems: [item])
    return CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

/// A self-sizing list as UIKit builds one: item and group `.estimated(60)` tall.
@MainActor func benchEstimatedListLayout() -> CollectionViewCompositionalLayout {
    let size = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(60))
    let item = NSCollectionLayoutItem(layoutSize: size)
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
    return CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

@MainActor func compositionalWorkloads() -> [Workload] {
    [compositionalGridFrame(), compositionalSelfSizingFrame(count: 100_000)]
}

/// One 120 Hz frame of a fling through a 100,000-item five-column compositional grid: 240
/// frames of deceleration per run, starting mid-grid after a 6,000 pt/s fling (compare
/// `list-scroll-frame`).
@MainActor func compositionalGridFrame() -> Workload {
    flingFrame("compositional-grid-100k-frame", count: 100_000) { benchGridLayout() }
}

/// One 120 Hz frame of a fling down a self-sizing compositional feed (estimated 60-point
/// rows, cells sized by their constraints as they come in): 240 frames per run from the top
/// after a 6,000 pt/s fling (compare `flow-self-sizing-scroll-frame-100k`).
@MainActor func compositionalSelfSizingFrame(count: Int) -> Workload {
    feedFlingFrame(
        "compositional-self-sizing-scroll-frame-\(count / 1000)k", count: count,
        layout: { benchEstimatedListLayout() },
        extra: { feed in
            let layout = feed.collectionViewLayout as! CollectionViewCompositionalLayout
            let placedBefore = layout.placesLaidOut
            return { ["places-laid-out": Double(layout.placesLaidOut - placedBefore)] }
        })
}

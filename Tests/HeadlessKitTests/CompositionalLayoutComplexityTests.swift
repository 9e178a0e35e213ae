import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// Costs of the compositional layout that must grow with what is on screen, never with the
/// data: each test counts operations (never time). The counts exist in debug builds.
@MainActor @Suite struct CompositionalLayoutComplexityTests {
    @Test(
        "A frame's query on a 100,000-item grid examines a screen's worth of items, and prepare lays out one group"
    )
    func gridQueryCostsWhatShows() {
        let host = LayoutHost(size: CGSize(width: 390, height: 844), counts: [100_000])
        let layout = host.prepare(CollectionViewCompositionalLayout(section: ModernSamples.grid()))
        #expect(layout.placesLaidOut == 5)
        #expect(layout.storageBytes < 4096)
        let middle = CGRect(x: 0, y: 78 * 10_000 + 39, width: 390, height: 844)
        let before = View.treeOperations.rowsExamined
        let shown = layout.layoutAttributesForElements(in: middle)!
        let examined = View.treeOperations.rowsExamined - before
        // 844 / 78 rows and a part: 12 rows of 5.
        #expect(shown.count == 60)
        #expect(shown.first?.indexPath == IndexPath(item: 50_000, section: 0))
        #expect(!TreeOperations.isCounting || examined <= 70, "examined \(examined) items")
        #expect(layout.collectionViewContentSize.height == CGFloat(78 * 20_000))
    }

    @Test("A query over 10,000 sections finds the first one by binary search")
    func manySectionsQueryCostsWhatShows() {
        let host = LayoutHost(
            size: CGSize(width: 390, height: 844), counts: Array(repeating: 10, count: 10_000))
        let layout = host.prepare(
            CollectionViewCompositionalLayout(section: ModernSamples.headersFooters()))
        // Each section: header 44, ten rows of 44 five apart (485), footer 44: 573.
        let before = View.treeOperations.rowsExamined
        let shown = layout.describe(in: rect(0, 573 * 5_000, 390, 573))
        let examined = View.treeOperations.rowsExamined - before
        #expect(shown.count == 12)
        #expect(shown.first == "section-header-element-kind [5000 0] (10 2865000; 370 44) z=1")
        #expect(!TreeOperations.isCounting || examined <= 12, "examined \(examined) items")
        // One template for every section: the provider gives the same section object.
        #expect(layout.placesLaidOut == 1)
    }

    /// Two estimated columns in three sections; seeded rounds size random items, and each
    /// round's `prepare()` resumes from the first item whose size changed. The frames must be
    /// what the rule gives: a row is as tall as its tallest item (its sized height or the
    /// 30-point estimate).
    @Test(
        "Sizing rounds that resume lay out as the rule says (UIKit: estimated dimensions)",
        arguments: Array(UInt64(1)...12))
    func resumedRoundsMatchTheRule(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let counts = (0..<3).map { _ in Int.random(in: 0..<40, using: &rng) }
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(30)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 4
        section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 0, bottom: 5, trailing: 0)
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        let layout = CollectionViewCompositionalLayout(
            section: section, configuration: configuration)
        let host = LayoutHost(size: CGSize(width: 200, height: 400), counts: counts)
        host.prepare(layout)
        var sized: [IndexPath: CGFloat] = [:]
        for _ in 0..<8 {
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                let s = Int.random(in: 0..<3, using: &rng)
                guard counts[s] > 0 else { continue }
                let path = IndexPath(item: Int.random(in: 0..<counts[s], using: &rng), section: s)
                let height = CGFloat(Int.random(in: 1...100, using: &rng))
                sized[path] = height
                _ = layout.recordPreferredSize(CGSize(width: 100, height: height), at: path)
            }
            layout.invalidateLayoutKeepingPreferredSizes()
            layout.prepare()
            // The rule.
            var y: CGFloat = 0
            for s in 0..<3 {
                if s > 0 { y += 10 }
                y += 5
                let rows = (counts[s] + 1) / 2
                for row in 0..<rows {
                    let items = (2 * row)..<min(2 * row + 2, counts[s])
                    let height = items.map { sized[IndexPath(item: $0, section: s)] ?? 30 }.max()!
                    for i in items {
                        let frame = layout.layoutAttributesForItem(at: [s, i])!.frame
                        let expected = CGRect(
                            x: CGFloat(i % 2) * 100, y: y, width: 100,
                            height: sized[IndexPath(item: i, section: s)] ?? 30)
                        #expect(frame == expected, "seed \(seed): item [\(s) \(i)]")
                    }
                    y += height + (row < rows - 1 ? 4 : 0)
                }
                y += 5
            }
            #expect(layout.collectionViewContentSize.height == y, "seed \(seed)")
            let all = layout.describe(in: rect(0, -1, 200, y + 2))
            #expect(all.count == counts.reduce(0, +), "seed \(seed)")
        }
    }

    @Test(
        "A sizing round far down a long feed lays out the items sized in it, not those above"
    )
    func sizingRoundResumes() {
        let host = LayoutHost(size: CGSize(width: 300, height: 400), counts: [100_000])
        let layout = host.prepare(CompositionalLayoutSelfSizingTests.estimatedList())
        // Size the first 5,000 items, as a scroll down would have.
        for i in 0..<5_000 {
            _ = layout.recordPreferredSize(CGSize(width: 300, height: 60), at: [0, i])
        }
        layout.invalidateLayoutKeepingPreferredSizes()
        layout.prepare()
        // Then a round sizes the next ten.
        let before = layout.placesLaidOut
        for i in 5_000..<5_010 {
            _ = layout.recordPreferredSize(CGSize(width: 300, height: 50), at: [0, i])
        }
        layout.invalidateLayoutKeepingPreferredSizes()
        layout.prepare()
        #expect(layout.placesLaidOut - before == 10)
        #expect(layout.layoutAttributesForItem(at: [0, 5_009])!.frame == rect(0, 300_450, 300, 50))
        #expect(layout.layoutAttributesForItem(at: [0, 5_010])!.frame == rect(0, 300_500, 300, 44))
        // A full invalidation drops the sizes: one template again.
        layout.invalidateLayout()
        let full = layout.placesLaidOut
        layout.prepare()
        #expect(layout.placesLaidOut - full == 1)
    }
}

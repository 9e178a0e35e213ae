import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// What a compositional layout does with data it can't use (it shows it clamped and says so)
/// and with programming errors UIKit raises for (it stops, naming the parameter).
@MainActor @Suite struct CompositionalLayoutInputTests {
    func item(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension)
        -> NSCollectionLayoutItem
    {
        NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: width, heightDimension: height))
    }

    func section(
        _ item: NSCollectionLayoutItem, groupHeight: NSCollectionLayoutDimension = .absolute(50)
    ) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(
            group: .horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: groupHeight),
                subitems: [item]))
    }

    /// A collection view in a window (for diagnostics), laid out with `layout`; a `height`
    /// of 0 shows no cell.
    func shown(_ layout: CollectionViewLayout, counts: [Int], height: CGFloat = 400)
        -> (Window, CollectionView)
    {
        let window = Window(size: CGSize(width: 300, height: 400))
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: height), collectionViewLayout: layout)
        let model = NoteModel(counts) { _ in "word" }
        view.register(NoteCell.self, forCellWithReuseIdentifier: "note")
        view.dataSource = model
        window.addSubview(view)
        window.layoutIfNeeded()
        withExtendedLifetime(model) {}
        return (window, view)
    }

    @Test(
        "NaN, infinite and negative dimensions are shown as 0 or the longest length, and the window says so"
    )
    func unusableDimensions() {
        for (width, height) in [
            (NSCollectionLayoutDimension.absolute(.nan), NSCollectionLayoutDimension.absolute(20)),
            (.fractionalWidth(-1), .fractionalHeight(.infinity)),
            (.estimated(-.infinity), .estimated(.nan)),
        ] {
            let layout = CollectionViewCompositionalLayout(section: section(item(width, height)))
            let (window, view) = shown(layout, counts: [30])
            #expect(view.contentSize.height.isFinite)
            let frame = layout.layoutAttributesForItem(at: [0, 1])!.frame
            #expect(frame.isFiniteRect && frame.width >= 0 && frame.height >= 0)
            #expect(
                window.diagnostics.contains {
                    $0.kind == .collectionLayoutData
                        && $0.message.contains("CollectionViewCompositionalLayout: section 0")
                },
                "\(width) \(height): \(window.diagnostics)")
        }
    }

    @Test("NaN insets and spacings are shown as 0, and the window says so")
    func unusableInsetsAndSpacings() {
        let leaf = item(.fractionalWidth(0.5), .fractionalHeight(1))
        leaf.contentInsets = NSDirectionalEdgeInsets(top: .nan, leading: 5, bottom: 0, trailing: 5)
        let section = section(leaf)
        section.group.interItemSpacing = .fixed(.infinity)
        section.interGroupSpacing = .nan
        section.contentInsets = NSDirectionalEdgeInsets(
            top: .infinity, leading: 0, bottom: 0, trailing: 0)
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = -.infinity
        let layout = CollectionViewCompositionalLayout(
            section: section, configuration: configuration)
        let (window, _) = shown(layout, counts: [4, 1])
        // Infinite spacing leaves one item per group; the infinite inset is the longest length.
        #expect(layout.layoutAttributesForItem(at: [0, 1])!.frame == rect(5, 1e15 + 50, 140, 50))
        #expect(window.diagnostics.count >= 1)
    }

    /// Negative item insets let a cell reach out of its group: queries still find it.
    @Test("An item inset out of its group is found by a rect that meets only its overflow")
    func negativeInsetsReachOutOfTheGroup() {
        let leaf = item(.fractionalWidth(1), .fractionalHeight(1))
        leaf.contentInsets = NSDirectionalEdgeInsets(top: -30, leading: 0, bottom: 0, trailing: 0)
        let host = LayoutHost(size: CGSize(width: 300, height: 400), counts: [10])
        let layout = host.prepare(CollectionViewCompositionalLayout(section: section(leaf)))
        #expect(layout.layoutAttributesForItem(at: [0, 3])!.frame == rect(0, 120, 300, 80))
        // 185..<190 is in group 3 and in item 4's overflow (it starts at 170).
        #expect(
            layout.describe(in: rect(0, 185, 300, 5)) == [
                "cell [0 3] (0 120; 300 80)", "cell [0 4] (0 170; 300 80)",
            ])
    }

    @Test("Zero fractions make empty places, one item per group, without hanging")
    func zeroFractions() {
        let host = LayoutHost(size: CGSize(width: 300, height: 400), counts: [100_000])
        let zeroWidth = host.prepare(
            CollectionViewCompositionalLayout(
                section: section(item(.fractionalWidth(0), .absolute(10)))))
        // A round of subitems that takes no width ends the group: one place per group. An
        // empty frame meets no rect.
        #expect(zeroWidth.layoutAttributesForItem(at: [0, 2])!.frame == rect(0, 100, 0, 10))
        #expect(zeroWidth.describe(in: rect(0, 0, 300, 400)).isEmpty)
        #expect(zeroWidth.placesLaidOut == 1)
        // Groups of no height: every item stands at the top; no rect meets them, cheaply.
        let flat = host.prepare(
            CollectionViewCompositionalLayout(
                section: section(
                    item(.fractionalWidth(0.5), .fractionalHeight(1)),
                    groupHeight: .fractionalHeight(0))))
        let before = View.treeOperations.rowsExamined
        #expect(flat.describe(in: rect(0, -10, 300, 400)).isEmpty)
        let examined = View.treeOperations.rowsExamined - before
        #expect(!TreeOperations.isCounting || examined <= 2, "examined \(examined)")
        #expect(flat.collectionViewContentSize == CGSize(width: 300, height: 0))
    }

    @Test(
        "A tiny fraction or a huge count gives a group at most 10,000 places, and the window says so"
    )
    func placesAreCapped() {
        let tiny = section(item(.fractionalWidth(1e-9), .fractionalHeight(1)))
        let leaf = item(.fractionalWidth(1), .fractionalHeight(1))
        let huge = NSCollectionLayoutSection(
            group: .horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                subitem: leaf, count: .max))
        let inner = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(0), heightDimension: .fractionalHeight(1)),
            subitem: leaf, count: 5_000)
        let nested = NSCollectionLayoutSection(
            group: .horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                subitem: inner, count: 5_000))
        for section in [tiny, huge, nested] {
            let layout = CollectionViewCompositionalLayout(section: section)
            let (window, view) = shown(layout, counts: [20_001, 3], height: 0)
            #expect(layout.placesLaidOut <= 10_000 + 5_000)
            // Three groups of 10,000 places, and one for the second section.
            #expect(view.contentSize.height == 200)
            #expect(
                window.diagnostics.contains { $0.message.contains("more than 10000 places") })
        }
    }

    @Test("Empty sections take only their boundary items and insets (UIKit: an empty section)")
    func emptySections() {
        let section = ModernSamples.headersFooters()
        section.contentInsets.top = 7
        let host = LayoutHost(size: CGSize(width: 390, height: 844), counts: [0, 0])
        let layout = host.prepare(CollectionViewCompositionalLayout(section: section))
        #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 2 * (44 + 7 + 44)))
        #expect(layout.layoutAttributesForItem(at: [0, 0]) == nil)
        #expect(layout.describe(in: rect(0, 0, 390, 50)).count == 1)
        let none = host.prepare(CollectionViewCompositionalLayout(section: ModernSamples.list()))
        host.counts = []
        none.prepare()
        #expect(none.collectionViewContentSize == CGSize(width: 390, height: 0))
        #expect(none.describe(in: rect(0, 0, 390, 844)).isEmpty)
    }

    @Test(
        "A provider that gives no section hides that section's items and says so; sections for no items are fine"
    )
    func providerWithoutSection() {
        var asked: [Int] = []
        let layout = CollectionViewCompositionalLayout { index, _ in
            asked.append(index)
            return index == 1 ? nil : ModernSamples.list()
        }
        let (window, view) = shown(layout, counts: [2, 3, 0, 1])
        #expect(Array(asked.prefix(4)) == [0, 1, 2, 3])
        #expect(layout.layoutAttributesForItem(at: [1, 0]) == nil)
        #expect(layout.layoutAttributesForItem(at: [3, 0])?.frame == rect(0, 88, 300, 44))
        #expect(view.indexPathsForVisibleItems.sorted() == [[0, 0], [0, 1], [3, 0]])
        #expect(
            window.diagnostics.contains {
                $0.message.contains("gave no section for section 1 (3 items)")
            })
    }

    @Test("A group of count 0 stops, naming the parameter (UIKit raises)")
    func zeroCountStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            _ = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                subitem: item, count: 0)
        }
        expectStandardError(
            result,
            contains: "NSCollectionLayoutGroup.horizontal(layoutSize:subitem:count:): count is 0")
    }

    @Test("A group of no subitems stops (UIKit raises)")
    func noSubitemsStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            _ = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                subitems: [])
        }
        expectStandardError(
            result,
            contains: "NSCollectionLayoutGroup.vertical(layoutSize:subitems:): subitems is empty")
    }

    @Test("A boundary item aligned across the scrolling axis stops, naming the alignment")
    func unsupportedAlignmentStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let section = ModernSamples.list()
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .absolute(20), heightDimension: .fractionalHeight(1)),
                    elementKind: "side", alignment: .leading)
            ]
            let host = LayoutHost(size: CGSize(width: 300, height: 400), counts: [1])
            host.prepare(CollectionViewCompositionalLayout(section: section))
        }
        expectStandardError(result, contains: "alignment leading is not supported")
    }
}

/// Checks that a stopped process's standard error says `fragment`.
func expectStandardError(
    _ result: ExitTest.Result?, contains fragment: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(text.contains(fragment), "\(fragment) not in: \(text)", sourceLocation: sourceLocation)
}

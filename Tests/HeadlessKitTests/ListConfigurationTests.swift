import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A data source of titled rows in sections, through a list cell registration.
final class TitledListSource: CollectionViewDataSource {
    var sections: [[String]]
    var accessories: (IndexPath) -> [CellAccessory] = { _ in [] }
    lazy var registration = CollectionView.CellRegistration<CollectionViewListCell, String> {
        [unowned self] cell, indexPath, title in
        var content = cell.defaultContentConfiguration()
        content.text = title
        cell.contentConfiguration = content
        cell.accessories = self.accessories(indexPath)
    }
    let header = CollectionView.SupplementaryRegistration<CollectionViewListCell>(
        elementKind: CollectionView.elementKindSectionHeader
    ) { view, _, indexPath in
        var content = view.defaultContentConfiguration()
        content.text = "Section \(indexPath.section)"
        view.contentConfiguration = content
    }
    let footer = CollectionView.SupplementaryRegistration<CollectionViewListCell>(
        elementKind: CollectionView.elementKindSectionFooter
    ) { view, _, _ in
        var content = view.defaultContentConfiguration()
        content.text = "Footer"
        view.contentConfiguration = content
    }

    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
    { sections[section].count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        collectionView.dequeueConfiguredReusableCell(
            using: registration, for: indexPath, item: sections[indexPath.section][indexPath.item])
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView {
        kind == CollectionView.elementKindSectionHeader
            ? collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
            : collectionView.dequeueConfiguredReusableSupplementary(using: footer, for: indexPath)
    }
}

/// A 390 × `height` list of `configuration` showing `source`, in a window, laid out.
@MainActor
func listView(
    _ configuration: CollectionLayoutListConfiguration, _ source: CollectionViewDataSource,
    height: CGFloat = 600
) -> (Window, CollectionView) {
    let window = Window(size: CGSize(width: 390, height: height))
    let view = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: height),
        collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
    view.dataSource = source
    window.addSubview(view)
    window.layoutIfNeeded()
    window.layoutIfNeeded()
    return (window, view)
}

@MainActor @Suite struct ListConfigurationTests {
    func layout(
        _ configuration: CollectionLayoutListConfiguration, counts: [Int], width: CGFloat = 390
    ) -> (LayoutHost, CollectionViewCompositionalLayout) {
        let host = LayoutHost(size: CGSize(width: width, height: 844), counts: counts)
        return (host, host.prepare(CollectionViewCompositionalLayout.list(using: configuration)))
    }

    @Test(
        "A plain list stacks full-width rows at the 44-point estimate (UIKit: UICollectionLayoutListConfiguration .plain)"
    )
    func plainRows() {
        let (_, layout) = layout(CollectionLayoutListConfiguration(appearance: .plain), counts: [3])
        #expect(
            layout.describe(in: rect(0, 0, 390, 844)) == [
                "cell [0 0] (0 0; 390 44)", "cell [0 1] (0 44; 390 44)",
                "cell [0 2] (0 88; 390 44)",
            ])
        #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 132))
    }

    /// Inset grouped, headers and footers:
    ///
    ///     35 spacing | [20| header 350 × 38 |20] | rows 44 | [footer 38]
    @Test(
        "Inset grouped rows and supplementary headers and footers are inset 20 points, 35 points of spacing above each header (UIKit: .insetGrouped, headerMode .supplementary)"
    )
    func insetGroupedFrames() {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let (_, layout) = layout(configuration, counts: [2, 1])
        let header = CollectionView.elementKindSectionHeader
        let footer = CollectionView.elementKindSectionFooter
        #expect(
            layout.describe(in: rect(0, 0, 390, 844)) == [
                "\(header) [0 0] (20 35; 350 38) z=1",
                "cell [0 0] (20 73; 350 44)", "cell [0 1] (20 117; 350 44)",
                "\(footer) [0 0] (20 161; 350 38) z=1",
                "\(header) [1 0] (20 234; 350 38) z=1",
                "cell [1 0] (20 272; 350 44)",
                "\(footer) [1 0] (20 316; 350 38) z=1",
            ])
        #expect(layout.collectionViewContentSize.height == 354)
    }

    @Test(
        "Grouped sections without headers start 35 points apart; the rows span the width (UIKit: .grouped)"
    )
    func groupedSpacing() {
        let (_, layout) = layout(
            CollectionLayoutListConfiguration(appearance: .grouped), counts: [1, 1])
        #expect(
            layout.describe(in: rect(0, 0, 390, 844)) == [
                "cell [0 0] (0 35; 390 44)", "cell [1 0] (0 114; 390 44)",
            ])
    }

    @Test(
        "Sidebar rows are inset 10 points; sidebar plain ones are not (model values, documented on CollectionLayoutListConfiguration)"
    )
    func sidebarInsets() {
        let (_, sidebar) = layout(
            CollectionLayoutListConfiguration(appearance: .sidebar), counts: [1])
        #expect(sidebar.describe(in: rect(0, 0, 390, 844)) == ["cell [0 0] (10 10; 370 44)"])
        let (_, plain) = layout(
            CollectionLayoutListConfiguration(appearance: .sidebarPlain), counts: [1])
        #expect(plain.describe(in: rect(0, 0, 390, 844)) == ["cell [0 0] (0 0; 390 44)"])
    }

    @Test(
        "headerTopPadding adds space above each header; NaN and negative are shown as 0, huge values as 10,000 (data, not a programming error)",
        arguments: [
            (CGFloat(12), CGFloat(12)), (.nan, 0), (-40, 0), (.infinity, 10_000),
            (.greatestFiniteMagnitude, 10_000),
        ])
    func headerTopPaddingClamps(padding: CGFloat, shown: CGFloat) {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        configuration.headerTopPadding = padding
        let (_, layout) = layout(configuration, counts: [1])
        let header = layout.layoutAttributesForSupplementaryView(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == rect(0, shown, 390, 28))
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                == rect(0, shown + 28, 390, 44))
        #expect(layout.collectionViewContentSize.height.isFinite)
    }

    @Test(
        "Empty sections show their headers and footers and no rows; no sections show nothing (UIKit: a list with empty sections)"
    )
    func emptySections() {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let (_, layout) = layout(configuration, counts: [0, 0])
        #expect(
            layout.describe(in: rect(0, 0, 390, 844)).map { $0.prefix(34) } == [
                "CollectionElementKindSectionHeader", "CollectionElementKindSectionFooter",
                "CollectionElementKindSectionHeader", "CollectionElementKindSectionFooter",
            ])
        let (_, none) = self.layout(configuration, counts: [])
        #expect(none.describe(in: rect(0, 0, 390, 844)).isEmpty)
        #expect(none.collectionViewContentSize.height == 0)
        let (_, narrow) = self.layout(configuration, counts: [2], width: 30)
        // Narrower than the insets: rows of no width are laid out and never shown.
        #expect(
            narrow.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 0)
    }

    @Test(
        "A list of 100,000 rows lays out one row and a query examines a screen's worth (cost follows the visible rows)"
    )
    func hundredThousandRows() {
        let (_, layout) = layout(
            CollectionLayoutListConfiguration(appearance: .insetGrouped), counts: [100_000])
        #expect(layout.placesLaidOut == 1)
        let before = View.treeOperations.rowsExamined
        let shown = layout.layoutAttributesForElements(in: rect(0, 44 * 50_000 + 35, 390, 844))!
        let examined = View.treeOperations.rowsExamined - before
        #expect(shown.count == 20)
        #expect(shown.first?.indexPath == IndexPath(item: 50_000, section: 0))
        #expect(!TreeOperations.isCounting || examined <= 22, "examined \(examined) rows")
        #expect(abs(layout.collectionViewContentSize.height - (35 + 44 * 100_000)) < 0.01)
    }

    @Test(
        "In a collection view, 100,000 self-sizing rows cost the rows on screen: cells made and places laid out follow what shows"
    )
    func hundredThousandRowsOnScreen() throws {
        let source = TitledListSource([(0..<100_000).map { "Row \($0)" }])
        let (window, view) = listView(CollectionLayoutListConfiguration(appearance: .plain), source)
        let layout = try #require(view.collectionViewLayout as? CollectionViewCompositionalLayout)
        #expect(view.visibleCells.count <= 16)
        #expect(view.cellsCreated <= 16)
        #expect(layout.placesLaidOut < 40, "laid out \(layout.placesLaidOut) places")
        view.setContentOffset(CGPoint(x: 0, y: 44 * 500), animated: false)
        window.layoutIfNeeded()
        #expect(view.visibleCells.count <= 16)
        #expect(view.cellsCreated <= 32)
        // The compositional self-sizing path lays out the rows up to the last one sized one
        // by one (about 515 here), never the 100,000.
        #expect(layout.placesLaidOut < 600, "laid out \(layout.placesLaidOut) places")
    }

    @Test(
        "The collection view's background follows the appearance unless the configuration gives one (UIKit: UICollectionLayoutListConfiguration.backgroundColor)"
    )
    func backgroundFollowsAppearance() {
        let source = TitledListSource([["a"]])
        #expect(
            listView(CollectionLayoutListConfiguration(appearance: .plain), source).1
                .backgroundColor == .systemBackground)
        #expect(
            listView(CollectionLayoutListConfiguration(appearance: .insetGrouped), source).1
                .backgroundColor == .systemGroupedBackground)
        var configuration = CollectionLayoutListConfiguration(appearance: .grouped)
        configuration.backgroundColor = .systemPink
        #expect(listView(configuration, source).1.backgroundColor == .systemPink)
    }

    @Test(
        "Configuration defaults are UIKit's: no header or footer, separators except in sidebars, stored separator settings"
    )
    func defaults() {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        #expect(configuration.headerMode == .none && configuration.footerMode == .none)
        #expect(configuration.showsSeparators)
        #expect(!CollectionLayoutListConfiguration(appearance: .sidebar).showsSeparators)
        #expect(configuration.headerTopPadding == nil && configuration.backgroundColor == nil)
        configuration.separatorConfiguration.bottomSeparatorVisibility = .hidden
        configuration.itemSeparatorHandler = { _, separators in separators }
        #expect(configuration.separatorConfiguration.bottomSeparatorVisibility == .hidden)
        #expect(configuration.itemSeparatorHandler != nil)
    }

    @Test(
        "With headerMode .firstItemInSection the first cell of each section gets a header's default configuration (UIKit: HeaderMode.firstItemInSection)"
    )
    func firstItemIsHeader() throws {
        var configuration = CollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.headerMode = .firstItemInSection
        let source = TitledListSource([["Header", "Row"], ["Header 2"]])
        source.accessories = { _ in [.outlineDisclosure()] }
        let (_, view) = listView(configuration, source)
        func style(_ item: Int, _ section: Int) throws -> Font? {
            let cell = try #require(view.cellForItem(at: IndexPath(item: item, section: section)))
            return (cell.contentConfiguration as? ListContentConfiguration)?.textProperties.font
        }
        let header = ListContentConfiguration.groupedHeader().textProperties.font
        #expect(try style(0, 0) == header)
        #expect(try style(1, 0) == ListContentConfiguration.cell().textProperties.font)
        #expect(try style(0, 1) == header)
        // An automatic outline disclosure is a header's (trailing) in the header cell, a
        // cell's (leading) below it.
        func disclosureX(_ item: Int) throws -> CGFloat {
            let cell = try #require(view.cellForItem(at: IndexPath(item: item, section: 0)))
            return try #require(cell.subviews.first { $0 is CellAccessoryView }).frame.minX
        }
        #expect(try disclosureX(0) == 370 - 16 - 16)
        #expect(try disclosureX(1) == 16)
    }

    @Test(
        "A section provider may make list sections of its own and change them (UIKit: NSCollectionLayoutSection.list(using:layoutEnvironment:))"
    )
    func sectionProvider() {
        let host = LayoutHost(size: CGSize(width: 390, height: 844), counts: [1, 1])
        let layout = host.prepare(
            CollectionViewCompositionalLayout { index, environment in
                let section = NSCollectionLayoutSection.list(
                    using: CollectionLayoutListConfiguration(
                        appearance: index == 0 ? .plain : .insetGrouped),
                    layoutEnvironment: environment)
                if index == 1 { section.contentInsets.bottom = 10 }
                return section
            })
        #expect(
            layout.describe(in: rect(0, 0, 390, 844)) == [
                "cell [0 0] (0 0; 390 44)", "cell [1 0] (20 79; 350 44)",
            ])
        #expect(layout.collectionViewContentSize.height == 133)
        #expect(layout.listConfiguration(forSection: 1)?.appearance == .insetGrouped)
    }
}

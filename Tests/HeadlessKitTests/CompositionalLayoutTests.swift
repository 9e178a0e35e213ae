import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// The sections of Apple's sample "Implementing Modern Collection Views" (and its predecessor
/// "Using Collection View Compositional Layouts and Diffable Data Sources"), built as the
/// sample builds them, with the frames UIKit gives them.
@MainActor enum ModernSamples {
    /// ListViewController: full-width 44-point rows.
    static func list() -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    /// GridViewController (and InsetItemsGridViewController with `inset`): five square
    /// columns.
    static func grid(inset: CGFloat = 0) -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(
            top: inset, leading: inset, bottom: inset, trailing: inset)
        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    /// TwoColumnViewController: two columns 10 apart, in 10-point side insets.
    static func twoColumns() -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: groupSize, subitem: item, count: 2)
        let spacing = CGFloat(10)
        group.interItemSpacing = .fixed(spacing)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = spacing
        section.contentInsets = NSDirectionalEdgeInsets(
            top: 0, leading: 10, bottom: 0, trailing: 10)
        return section
    }

    static let headerKind = "section-header-element-kind"
    static let footerKind = "section-footer-element-kind"

    /// SectionHeadersFootersViewController: rows 5 apart, estimated 44-point header and
    /// footer.
    static func headersFooters(pinned: Bool = false) -> NSCollectionLayoutSection {
        let section = list()
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(
            top: 0, leading: 10, bottom: 0, trailing: 10)
        let headerFooterSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
        let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerFooterSize, elementKind: headerKind, alignment: .top)
        sectionHeader.pinToVisibleBounds = pinned
        let sectionFooter = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerFooterSize, elementKind: footerKind, alignment: .bottom)
        section.boundarySupplementaryItems = [sectionHeader, sectionFooter]
        return section
    }

    /// NestedGroupsViewController: a tall leading item beside two stacked ones.
    static func nested() -> NSCollectionLayoutSection {
        let leadingItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
        leadingItem.contentInsets = NSDirectionalEdgeInsets(
            top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailingItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3)))
        trailingItem.contentInsets = NSDirectionalEdgeInsets(
            top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailingGroup = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
            subitem: trailingItem, count: 2)
        let nestedGroup = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.4)),
            subitems: [leadingItem, trailingGroup])
        return NSCollectionLayoutSection(group: nestedGroup)
    }
}

@MainActor @Suite struct CompositionalLayoutTests {
    func layout(_ section: NSCollectionLayoutSection) -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout(section: section)
    }

    @Test(
        "A list of 44-point rows spans the width (UIKit: fractionalHeight(1) of an absolute(44) group)"
    )
    func list() {
        let host = LayoutHost(size: CGSize(width: 390, height: 844), counts: [3])
        let list = host.prepare(layout(ModernSamples.list()))
        #expect(
            list.itemFrames(counts: [3]) == [
                rect(0, 0, 390, 44), rect(0, 44, 390, 44), rect(0, 88, 390, 44),
            ])
        #expect(list.collectionViewContentSize == CGSize(width: 390, height: 132))
    }

    /// Width 390: a group is 390 × 78 (fractionalWidth(0.2) of the section's width); each
    /// item a fifth of the group, 78 × 78, and the group repeats its one subitem while it fits.
    ///
    ///     [0][1][2][3][4]
    ///     [5][6]
    @Test(
        "A grid of fractionalWidth(0.2) items fills rows of five squares (UIKit: a group repeats its subitems; fractional dimensions are relative to the container)"
    )
    func grid() {
        let host = LayoutHost(size: CGSize(width: 390, height: 844), counts: [7])
        let grid = host.prepare(layout(ModernSamples.grid()))
        let frames = grid.itemFrames(counts: [7])
        #expect(frames[0] == rect(0, 0, 78, 78))
        #expect(frames[4] == rect(312, 0, 78, 78))
        #expect(frames[5] == rect(0, 78, 78, 78))
        #expect(frames[6] == rect(78, 78, 78, 78))
        // The last group keeps its full height, though it holds two items.
        #expect(grid.collectionViewContentSize == CGSize(width: 390, height: 156))
    }

    @Test(
        "Item contentInsets shrink the cell inside its place (UIKit: NSCollectionLayoutItem.contentInsets)"
    )
    func insetGrid() {
        let host = LayoutHost(size: CGSize(width: 390, height: 844), counts: [6])
        let grid = host.prepare(layout(ModernSamples.grid(inset: 5)))
        let frames = grid.itemFrames(counts: [6])
        #expect(frames[0] == rect(5, 5, 68, 68))
        #expect(frames[1] == rect(83, 5, 68, 68))
        #expect(frames[5] == rect(5, 83, 68, 68))
    }

    /// Width 390, insets 10: the group is 370 wide; two items of (370 - 10) / 2 = 180.
    ///
    ///     10 [0: 180] 10 [1: 180] 10
    ///        10 between rows
    ///     10 [2: 180] 10 [3: 180] 10
    @Test(
        "A group of count 2 shares its width less the spacing (UIKit: horizontal(layoutSize:subitem:count:), interItemSpacing, interGroupSpacing, section contentInsets)"
    )
    func twoColumns() {
        let host = LayoutHost(size: CGSize(width: 390, height: 844), counts: [5])
        let columns = host.prepare(layout(ModernSamples.twoColumns()))
        #expect(
            columns.itemFrames(counts: [5]) == [
                rect(10, 0, 180, 44), rect(200, 0, 180, 44), rect(10, 54, 180, 44),
                rect(200, 54, 180, 44), rect(10, 108, 180, 44),
            ])
        #expect(columns.collectionViewContentSize == CGSize(width: 390, height: 152))
    }

    @Test(
        "The iOS 16 repeatingSubitem spelling lays out as subitem:count: (UIKit: horizontal(layoutSize:repeatingSubitem:count:))"
    )
    func repeatingSubitem() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(10), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            repeatingSubitem: item, count: 3)
        let vertical = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(90)),
            repeatingSubitem: item, count: 3)
        let host = LayoutHost(size: CGSize(width: 300, height: 600), counts: [3, 3])
        let layout = host.prepare(
            CollectionViewCompositionalLayout { s, _ in
                NSCollectionLayoutSection(group: s == 0 ? group : vertical)
            })
        #expect(
            layout.itemFrames(counts: [3, 3]) == [
                rect(0, 0, 100, 50), rect(100, 0, 100, 50), rect(200, 0, 100, 50),
                rect(0, 50, 10, 30), rect(0, 80, 10, 30), rect(0, 110, 10, 30),
            ])
    }

    /// Section of 5 rows: header 0..<44, rows from 44 every 49 (44 + 5), footer after.
    @Test(
        "Boundary items go above and below the section, within its side insets (UIKit: NSCollectionLayoutBoundarySupplementaryItem, supplementariesFollowContentInsets)"
    )
    func headersAndFooters() {
        let host = LayoutHost(size: CGSize(width: 390, height: 844), counts: [5, 2])
        let layout = host.prepare(layout(ModernSamples.headersFooters()))
        #expect(
            layout.describe(in: rect(0, 0, 390, 1000)) == [
                "section-header-element-kind [0 0] (10 0; 370 44) z=1",
                "cell [0 0] (10 44; 370 44)", "cell [0 1] (10 93; 370 44)",
                "cell [0 2] (10 142; 370 44)", "cell [0 3] (10 191; 370 44)",
                "cell [0 4] (10 240; 370 44)",
                "section-footer-element-kind [0 0] (10 284; 370 44) z=1",
                "section-header-element-kind [1 0] (10 328; 370 44) z=1",
                "cell [1 0] (10 372; 370 44)", "cell [1 1] (10 421; 370 44)",
                "section-footer-element-kind [1 0] (10 465; 370 44) z=1",
            ])
        let header = layout.layoutAttributesForSupplementaryView(
            ofKind: ModernSamples.headerKind, at: IndexPath(item: 0, section: 1))
        #expect(header?.frame == rect(10, 328, 370, 44))
        #expect(
            layout.layoutAttributesForSupplementaryView(
                ofKind: "badge", at: IndexPath(item: 0, section: 1)) == nil)
        let wide = ModernSamples.headersFooters()
        wide.supplementariesFollowContentInsets = false
        let full = host.prepare(self.layout(wide))
        #expect(
            full.describe(in: rect(0, 0, 390, 10)) == [
                "section-header-element-kind [0 0] (0 0; 390 44) z=1"
            ])
    }

    @Test(
        "A pinned header sticks to the top while its section shows, pushed out by the footer (UIKit: pinToVisibleBounds)"
    )
    func pinnedHeader() {
        let host = LayoutHost(size: CGSize(width: 390, height: 200), counts: [5, 2])
        let layout = host.prepare(layout(ModernSamples.headersFooters(pinned: true)))
        host.layoutBounds.origin.y = 100
        let header = {
            layout.layoutAttributesForSupplementaryView(
                ofKind: ModernSamples.headerKind, at: IndexPath(item: 0, section: 0))!
        }
        #expect(header().frame == rect(10, 100, 370, 44))
        #expect(header().zIndex == 1)
        #expect(layout.describe(in: rect(0, 100, 390, 10)).first == header().description)
        // The footer starts at 284: the header stops at 240.
        host.layoutBounds.origin.y = 260
        #expect(header().frame == rect(10, 240, 370, 44))
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: host.layoutBounds))
    }

    /// Height 200: the footer of section 0 (at 284) sticks to the bottom edge, 156..<200,
    /// until the section's end shows; it never goes above the header (0..<44).
    @Test(
        "A pinned footer sticks to the bottom while its section shows (UIKit: pinToVisibleBounds on a .bottom item)"
    )
    func pinnedFooter() {
        let section = ModernSamples.headersFooters()
        section.boundarySupplementaryItems[1].pinToVisibleBounds = true
        let host = LayoutHost(size: CGSize(width: 390, height: 200), counts: [5, 2])
        let layout = host.prepare(layout(section))
        let footer = {
            layout.layoutAttributesForSupplementaryView(
                ofKind: ModernSamples.footerKind, at: IndexPath(item: 0, section: 0))!.frame
        }
        #expect(footer() == rect(10, 156, 370, 44))
        #expect(
            layout.describe(in: rect(0, 150, 390, 10)).contains(
                "section-footer-element-kind [0 0] (10 156; 370 44) z=1"))
        host.layoutBounds.origin.y = 200
        #expect(footer() == rect(10, 284, 370, 44))
        host.layoutBounds = rect(0, 0, 390, 20)
        #expect(footer() == rect(10, 44, 370, 44))
    }

    /// Width 400, height 500: a group is 400 × 200 (fractionalHeight(0.4)); the leading item
    /// is 280 wide, the trailing group 120 wide with two items of 100 (count 2 divides its
    /// height, whatever their fractionalHeight(0.3)); every item inset by 10.
    ///
    ///     +--------------------+------+
    ///     |  [0]               | [1]  |
    ///     |                    +------+
    ///     |                    | [2]  |
    ///     +--------------------+------+
    @Test(
        "Nested groups resolve fractions against their group (UIKit: NSCollectionLayoutDimension, a group's subitems relative to the group)"
    )
    func nestedGroups() {
        let host = LayoutHost(size: CGSize(width: 400, height: 500), counts: [4])
        let layout = host.prepare(layout(ModernSamples.nested()))
        #expect(
            layout.itemFrames(counts: [4]) == [
                rect(10, 10, 260, 180), rect(290, 10, 100, 80), rect(290, 110, 100, 80),
                rect(10, 210, 260, 180),
            ])
        #expect(layout.collectionViewContentSize == CGSize(width: 400, height: 400))
    }

    @Test(
        "Flexible spacing spreads a group's leftover between its items (UIKit: NSCollectionLayoutSpacing.flexible)"
    )
    func flexibleSpacing() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(100), heightDimension: .absolute(100)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        group.interItemSpacing = .flexible(10)
        let host = LayoutHost(size: CGSize(width: 390, height: 844), counts: [4])
        let layout = host.prepare(layout(NSCollectionLayoutSection(group: group)))
        #expect(
            layout.itemFrames(counts: [4]) == [
                rect(0, 0, 100, 100), rect(145, 0, 100, 100), rect(290, 0, 100, 100),
                rect(0, 100, 100, 100),
            ])
        // A badge moves with its item.
        let badged = NSCollectionLayoutItem(
            layoutSize: item.layoutSize,
            supplementaryItems: [
                NSCollectionLayoutSupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .absolute(10), heightDimension: .absolute(10)),
                    elementKind: "dot",
                    containerAnchor: NSCollectionLayoutAnchor(
                        edges: [.top, .leading], absoluteOffset: CGPoint(x: -2, y: -2)))
            ])
        let spread = NSCollectionLayoutGroup.horizontal(
            layoutSize: group.layoutSize, subitems: [badged])
        spread.interItemSpacing = .flexible(10)
        let dots = host.prepare(self.layout(NSCollectionLayoutSection(group: spread)))
        #expect(
            dots.layoutAttributesForSupplementaryView(ofKind: "dot", at: [0, 1])?.frame
                == rect(143, -2, 10, 10))
    }

    @Test(
        "The section provider is asked per section with the container's size (UIKit: NSCollectionLayoutEnvironment.container.effectiveContentSize)"
    )
    func sectionProviderAdapts() {
        var widths: [CGFloat] = []
        // Apple's AdaptiveSectionsViewController spells the provider's types out.
        let layout = CollectionViewCompositionalLayout {
            (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment)
                -> NSCollectionLayoutSection? in
            let width = layoutEnvironment.container.effectiveContentSize.width
            widths.append(width)
            let columns = sectionIndex == 0 ? 1 : (width > 800 ? 10 : 5)
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                subitem: item, count: columns)
            return NSCollectionLayoutSection(group: group)
        }
        let host = LayoutHost(size: CGSize(width: 400, height: 800), counts: [1, 10])
        host.layoutContentInset = EdgeInsets(top: 20, left: 5, bottom: 0, right: 5)
        host.prepare(layout)
        #expect(widths == [390, 390])
        #expect(layout.layoutAttributesForItem(at: [1, 9])?.frame == rect(312, 100, 78, 50))
        host.layoutBounds.size = CGSize(width: 1000, height: 800)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: host.layoutBounds))
        layout.prepare()
        #expect(layout.layoutAttributesForItem(at: [1, 9])?.frame == rect(891, 50, 99, 50))
        #expect(layout.collectionViewContentSize == CGSize(width: 990, height: 100))
    }

    @Test(
        "Sections are interSectionSpacing apart, empty ones too (UIKit: UICollectionViewCompositionalLayoutConfiguration.interSectionSpacing)"
    )
    func interSectionSpacing() {
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let layout = CollectionViewCompositionalLayout(
            section: ModernSamples.list(), configuration: configuration)
        let host = LayoutHost(size: CGSize(width: 390, height: 844), counts: [1, 0, 1])
        host.prepare(layout)
        #expect(
            layout.itemFrames(counts: [1, 0, 1]) == [rect(0, 0, 390, 44), rect(0, 84, 390, 44)])
        #expect(layout.collectionViewContentSize.height == 128)
        // The layout keeps a copy: changing the configuration object afterwards does nothing.
        configuration.interSectionSpacing = 0
        layout.prepare()
        #expect(layout.collectionViewContentSize.height == 128)
        layout.configuration = configuration
        layout.prepare()
        #expect(layout.collectionViewContentSize.height == 88)
    }

    /// Horizontal scrolling: sections and groups go left to right; a group is a column.
    @Test(
        "A horizontal configuration stacks groups along x (UIKit: UICollectionViewCompositionalLayoutConfiguration.scrollDirection)"
    )
    func horizontalScrolling() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(
            top: 0, leading: 20, bottom: 0, trailing: 20)
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = CollectionViewCompositionalLayout(
            section: section, configuration: configuration)
        let host = LayoutHost(size: CGSize(width: 390, height: 200), counts: [3, 1])
        host.prepare(layout)
        #expect(
            layout.itemFrames(counts: [3, 1]) == [
                rect(20, 0, 100, 100), rect(20, 100, 100, 100), rect(130, 0, 100, 100),
                rect(270, 0, 100, 100),
            ])
        #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 200))
        #expect(
            layout.describe(in: rect(125, 0, 100, 200)) == ["cell [0 2] (130 0; 100 100)"])
    }

    /// Horizontal scrolling, 300 × 200: a 40-point leading header, groups of one 100 × 200
    /// item, a 20-point trailing footer; the header pins to the visible left edge.
    @Test(
        "In a horizontal layout, leading and trailing boundary items go before and after the section (UIKit: NSRectAlignment.leading, .trailing)"
    )
    func horizontalBoundaryItems() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(40), heightDimension: .fractionalHeight(1)),
            elementKind: "header", alignment: .leading)
        header.pinToVisibleBounds = true
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(20), heightDimension: .absolute(50)),
            elementKind: "footer", alignment: .trailing)
        section.boundarySupplementaryItems = [header, footer]
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = CollectionViewCompositionalLayout(
            section: section, configuration: configuration)
        let host = LayoutHost(size: CGSize(width: 300, height: 200), counts: [3])
        host.prepare(layout)
        #expect(
            layout.describe(in: rect(0, 0, 400, 200)) == [
                "header [0 0] (0 0; 40 200) z=1", "cell [0 0] (40 0; 100 200)",
                "cell [0 1] (140 0; 100 200)", "cell [0 2] (240 0; 100 200)",
                "footer [0 0] (340 0; 20 50) z=1",
            ])
        #expect(layout.collectionViewContentSize == CGSize(width: 360, height: 200))
        host.layoutBounds.origin.x = 150
        #expect(
            layout.layoutAttributesForSupplementaryView(ofKind: "header", at: [0, 0])?.frame
                == rect(150, 0, 40, 200))
    }

    @Test(
        "An estimated width is fitted both ways and an estimated group takes its items' width (UIKit: NSCollectionLayoutDimension.estimated)"
    )
    func estimatedWidths() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .estimated(50), heightDimension: .absolute(30)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .estimated(50), heightDimension: .absolute(30)),
            subitems: [item, item])
        let host = LayoutHost(size: CGSize(width: 300, height: 400), counts: [4])
        let layout = host.prepare(
            CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        // An estimated group places each subitem once.
        #expect(
            layout.itemFrames(counts: [4]) == [
                rect(0, 0, 50, 30), rect(50, 0, 50, 30), rect(0, 30, 50, 30), rect(50, 30, 50, 30),
            ])
        #expect(layout.asksCellsForPreferredAttributes && !layout.fixesWidthOfSelfSizingItems)
        #expect(layout.recordPreferredSize(CGSize(width: 80, height: 99), at: [0, 0]))
        layout.invalidateLayoutKeepingPreferredSizes()
        layout.prepare()
        // The height is absolute: only the width is the cell's.
        #expect(layout.layoutAttributesForItem(at: [0, 0])?.frame == rect(0, 0, 80, 30))
        #expect(layout.layoutAttributesForItem(at: [0, 1])?.frame == rect(80, 0, 50, 30))
    }

    @Test("Dimensions, sizes and spacings read back as made (UIKit: NSCollectionLayoutDimension)")
    func dimensionsReadBack() {
        let size = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(44))
        #expect(size.widthDimension.isFractionalWidth && size.widthDimension.dimension == 0.5)
        #expect(size.heightDimension.isEstimated && !size.heightDimension.isAbsolute)
        #expect(NSCollectionLayoutDimension.fractionalHeight(1).isFractionalHeight)
        #expect(size.description == "(fractionalWidth(0.5) estimated(44))")
        #expect(NSCollectionLayoutSpacing.flexible(8).isFlexibleSpacing)
        #expect(NSCollectionLayoutSpacing.fixed(8).description == "fixed(8)")
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: size, subitem: item, count: 2)
        #expect(group.subitems.count == 1 && group.subitems[0] === item)
        #expect(group.interItemSpacing == nil)
    }

    @Test(
        "A provider that changes a shared item from one section to the next gets each section's own frames"
    )
    func providerMutatingSharedItems() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let layout = CollectionViewCompositionalLayout { index, _ in
            let inset = CGFloat(index * 5)
            item.contentInsets = NSDirectionalEdgeInsets(
                top: 0, leading: inset, bottom: 0, trailing: inset)
            return section
        }
        let host = LayoutHost(size: CGSize(width: 300, height: 400), counts: [1, 1, 1])
        host.prepare(layout)
        #expect(
            layout.itemFrames(counts: [1, 1, 1]) == [
                rect(0, 0, 300, 40), rect(5, 40, 290, 40), rect(10, 80, 280, 40),
            ])
    }

    @Test(
        "A self-sized group is laid out again from the copy of its section, not from items changed since (UIKit: the layout copies its sections)"
    )
    func selfSizedGroupsUseTheCopy() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .estimated(40)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .estimated(40)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let layout = CollectionViewCompositionalLayout { index, _ in
            let inset = CGFloat(index * 5)
            item.contentInsets = NSDirectionalEdgeInsets(
                top: 0, leading: inset, bottom: 0, trailing: inset)
            return section
        }
        let host = LayoutHost(size: CGSize(width: 300, height: 400), counts: [2, 1])
        host.prepare(layout)
        #expect(layout.recordPreferredSize(CGSize(width: 300, height: 70), at: [0, 0]))
        layout.invalidateLayoutKeepingPreferredSizes()
        layout.prepare()
        #expect(
            layout.itemFrames(counts: [2, 1]) == [
                rect(0, 0, 300, 70), rect(0, 70, 300, 40), rect(5, 110, 290, 40),
            ])
    }

    /// Apple's ItemBadgeSupplementaryViewController, width 390: section insets 20, so groups
    /// are 350 wide and 70 tall; four items of 87.5, cells inset by 5 (77.5 × 60); a 20 × 20
    /// badge at each cell's top-trailing corner, moved out by 0.3 of its size (6 points).
    ///
    ///          [b]            [b]
    ///     +----+|        +----+|
    ///     | 0    |       | 1    |  ...
    @Test(
        "A badge sits on its cell's corner, moved by its fractional offset (UIKit: NSCollectionLayoutSupplementaryItem, NSCollectionLayoutAnchor)"
    )
    func itemBadges() {
        let badgeAnchor = NSCollectionLayoutAnchor(
            edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badgeSize = NSCollectionLayoutSize(
            widthDimension: .absolute(20), heightDimension: .absolute(20))
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: badgeSize, elementKind: "badge-element-kind", containerAnchor: badgeAnchor)
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(
            top: 20, leading: 20, bottom: 20, trailing: 20)
        let host = LayoutHost(size: CGSize(width: 390, height: 844), counts: [6])
        let layout = host.prepare(CollectionViewCompositionalLayout(section: section))
        #expect(
            layout.describe(in: rect(0, 0, 390, 90)) == [
                "cell [0 0] (25 25; 77.5 60)", "badge-element-kind [0 0] (88.5 19; 20 20) z=1",
                "cell [0 1] (112.5 25; 77.5 60)", "badge-element-kind [0 1] (176 19; 20 20) z=1",
                "cell [0 2] (200 25; 77.5 60)", "badge-element-kind [0 2] (263.5 19; 20 20) z=1",
                "cell [0 3] (287.5 25; 77.5 60)", "badge-element-kind [0 3] (351 19; 20 20) z=1",
                "badge-element-kind [0 4] (88.5 89; 20 20) z=1",
                "badge-element-kind [0 5] (176 89; 20 20) z=1",
            ])
        #expect(
            layout.layoutAttributesForSupplementaryView(
                ofKind: "badge-element-kind", at: [0, 5])?.frame == rect(176, 89, 20, 20))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "other", at: [0, 5]) == nil)
        #expect(
            layout.layoutAttributesForSupplementaryView(ofKind: "badge-element-kind", at: [0, 6])
                == nil)
        // Only the badge reaches above its group: a rect there meets it alone.
        #expect(
            layout.describe(in: rect(85, 19, 10, 0.5)) == [
                "badge-element-kind [0 0] (88.5 19; 20 20) z=1"
            ])
    }

    @Test(
        "A self-sized cell's badge moves with it (UIKit: supplementary items follow their item)"
    )
    func badgesFollowSelfSizedCells() {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(10), heightDimension: .fractionalHeight(0.5)),
            elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom]))
        let size = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(40))
        let item = NSCollectionLayoutItem(layoutSize: size, supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
        let host = LayoutHost(size: CGSize(width: 300, height: 400), counts: [3])
        let layout = host.prepare(
            CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        #expect(
            layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: [0, 1])?.frame
                == rect(145, 60, 10, 20))
        #expect(layout.recordPreferredSize(CGSize(width: 300, height: 100), at: [0, 0]))
        layout.invalidateLayoutKeepingPreferredSizes()
        layout.prepare()
        // Fractions of the cell: the badge is half as tall as its cell, at its bottom centre.
        #expect(
            layout.describe(in: rect(0, 0, 300, 121)) == [
                "cell [0 0] (0 0; 300 100)", "badge [0 0] (145 50; 10 50) z=1",
                "cell [0 1] (0 100; 300 40)", "badge [0 1] (145 120; 10 20) z=1",
            ])
    }
}

import Foundation
import Testing

@testable import HeadlessKit

/// Rows titled "Row s.r" through a list cell registration, with accessories by row.
@MainActor final class SVGListSource: CollectionViewDataSource {
    let counts: [Int]
    var accessories: (IndexPath) -> [CellAccessory] = { _ in [] }
    lazy var registration = CollectionView.CellRegistration<CollectionViewListCell, String> {
        [unowned self] cell, indexPath, title in
        var content = cell.defaultContentConfiguration()
        content.text = title
        cell.contentConfiguration = content
        cell.accessories = self.accessories(indexPath)
    }
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
    { counts[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        collectionView.dequeueConfiguredReusableCell(
            using: registration, for: indexPath,
            item: "Row \(indexPath.section).\(indexPath.item)")
    }
}

@MainActor @Suite struct SVGListTests {
    func list(
        _ appearance: CollectionLayoutListConfiguration.Appearance, _ counts: [Int],
        configure: (inout CollectionLayoutListConfiguration) -> Void = { _ in }
    ) -> (Window, CollectionView, SVGListSource) {
        let window = Window(size: CGSize(width: 300, height: 400))
        var configuration = CollectionLayoutListConfiguration(appearance: appearance)
        configuration.separatorConfiguration.color = .red
        configure(&configuration)
        let list = CollectionView(
            frame: window.bounds,
            collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        let source = SVGListSource(counts)
        list.dataSource = source
        window.addSubview(list)
        window.layoutIfNeeded()
        return (window, list, source)
    }

    func count(_ needle: String, in svg: String) -> Int {
        svg.components(separatedBy: needle).count - 1
    }

    @Test(
        "An inset-grouped list draws a rounded card per section and separators between its rows, none under the last (UIKit: UICollectionLayoutListConfiguration.Appearance.insetGrouped)"
    )
    func insetGroupedList() {
        let (window, _, source) = list(.insetGrouped, [3, 2])
        let svg = window.svg()
        #expect(count("fill=\"#FF0000\"", in: svg) == 2 + 1)
        let cards = svg.components(separatedBy: "\n").filter {
            $0.hasPrefix("<path d=") && $0.contains("fill=\"#FFFFFF\"")
        }
        #expect(cards.count == 2)
        #expect(cards.allSatisfy { count("Q", in: $0) == 4 })
        #expect(xmlProblem(svg) == nil)
        withExtendedLifetime(source) {}
    }

    @Test(
        "A plain list separates every row; showsSeparators off or a hidden bottom separator draws none (UIKit: UIListSeparatorConfiguration.bottomSeparatorVisibility)"
    )
    func plainListSeparators() {
        let (window, _, source) = list(.plain, [3])
        #expect(count("fill=\"#FF0000\"", in: window.svg()) == 3)
        let (hiddenWindow, _, hiddenSource) = list(.plain, [3]) { $0.showsSeparators = false }
        #expect(count("fill=\"#FF0000\"", in: hiddenWindow.svg()) == 0)
        let (bottomWindow, _, bottomSource) = list(.plain, [3]) {
            $0.separatorConfiguration.bottomSeparatorVisibility = .hidden
        }
        #expect(count("fill=\"#FF0000\"", in: bottomWindow.svg()) == 0)
        withExtendedLifetime((source, hiddenSource, bottomSource)) {}
    }

    @Test(
        "List accessories draw their symbols: a grey chevron, a tinted checkmark, a red delete circle (UIKit: UICellAccessory)"
    )
    func accessorySymbols() {
        let (window, list, source) = self.list(.plain, [0])
        let filled = SVGListSource([3])
        filled.accessories = { path in
            [[.disclosureIndicator()], [.checkmark()], [.delete(displayed: .always)]][path.item]
        }
        list.dataSource = filled
        window.layoutIfNeeded()
        let svg = window.svg()
        #expect(svg.contains("stroke=\"#C4C4C7\""))
        #expect(svg.contains("stroke=\"#007AFF\""))
        #expect(svg.contains("fill=\"#FF3B30\""))
        #expect(xmlProblem(svg) == nil)
        withExtendedLifetime((source, filled)) {}
    }
}

import Foundation
import Testing

@testable import HeadlessKit

/// Collection views under data and callbacks that fight back.
@MainActor @Suite struct HostileCollectionTests {
    /// One section of three items with pinned headers, in a flow layout and in a list.
    static func pinnedLayouts() -> [CollectionViewLayout] {
        let flow = CollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 100, height: 100)
        flow.headerReferenceSize = CGSize(width: 0, height: 30)
        flow.sectionHeadersPinToVisibleBounds = true
        let list = ListLayout()
        list.sectionHeaderHeight = 30
        list.sectionHeadersPinToVisibleBounds = true
        return [flow, list]
    }

    @Test(
        "Pinned section headers settle: bringing a header to the front does not dirty layout (UIKit: sectionHeadersPinToVisibleBounds)"
    )
    func pinnedHeadersSettle() {
        for counts in [[3], [20, 20], [5, 5, 5]] {
            for layout in Self.pinnedLayouts() {
                let (window, collection) = makeCollection(layout, model: Model(counts))
                collection.contentOffset.y = 40
                #expect(window.settle(timeout: 1), "\(type(of: layout)) \(counts)")
                #expect(window.diagnostics.isEmpty, "\(window.diagnostics.first?.message ?? "")")
                #expect(!collection.needsLayout)
                let header = collection.supplementaryView(
                    forElementKind: CollectionView.elementKindSectionHeader,
                    at: IndexPath(item: 0, section: 0))
                // In front of every cell.
                let headerIndex = collection.subviews.firstIndex { $0 === header }
                let lastCell = collection.subviews.lastIndex { $0 is CollectionViewCell }
                #expect(headerIndex != nil && lastCell != nil && headerIndex! > lastCell!)
            }
        }
    }
}

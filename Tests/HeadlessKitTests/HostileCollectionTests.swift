import Foundation
import HeadlessTesting
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

extension HostileCollectionTests {
    @Test(
        "Items of float-residue size lay out: all on one line, nothing traps (UIKit: UICollectionViewFlowLayout itemSize)"
    )
    func residueItemSizes() {
        let residue = 0.1 + 0.2 - 0.3
        for tiny in [residue, 1e-17, CGFloat.leastNonzeroMagnitude] {
            for vertical in [true, false] {
                let flow = CollectionViewFlowLayout()
                flow.scrollDirection = vertical ? .vertical : .horizontal
                flow.itemSize = CGSize(width: tiny, height: tiny)
                flow.minimumInteritemSpacing = 0
                flow.minimumLineSpacing = 0
                let (window, collection) = makeCollection(
                    flow, model: Model([50, 3]), size: CGSize(width: 1000, height: 1000))
                #expect(window.settle(timeout: 1))
                #expect(invariantViolations(in: window, atRest: true) == [])
                #expect(collection.visibleCells.count == 53, "\(tiny) vertical \(vertical)")
                collection.contentOffset = CGPoint(x: 0, y: 0)
                #expect(window.settle(timeout: 1))
            }
            let list = ListLayout()
            list.rowHeight = tiny
            let (window, collection) = makeCollection(list, model: Model([50]))
            collection.contentOffset = collection.maximumContentOffset
            #expect(window.settle(timeout: 1))
            #expect(invariantViolations(in: window, atRest: true) == [])
        }
    }
}

/// Touches and scroll views at the edge of the floating-point range.
@MainActor @Suite struct HostileScrollTests {
    @Test(
        "Two fingers dragged to 1e308 scroll to a finite offset and come back inside (UIKit: UIPanGestureRecognizer)"
    )
    func fingersAtTheEdgeOfTheRange() {
        for far: CGFloat in [1e308, -1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude] {
            let window = Window(size: CGSize(width: 300, height: 300))
            let scroll = ScrollView(frame: window.bounds)
            scroll.contentSize = CGSize(width: 900, height: 900)
            window.addSubview(scroll)
            Window.printsDiagnostics = false
            window.touches(
                [
                    [CGPoint(x: 100, y: 100), CGPoint(x: far, y: far)],
                    [CGPoint(x: 200, y: 200), CGPoint(x: far, y: far)],
                ], duration: 0.1)
            #expect(invariantViolations(in: window, atRest: false) == [], "\(far)")
            #expect(window.settle())
            #expect(invariantViolations(in: window, atRest: true) == [], "\(far)")
            // One finger, too, and a huge rubber band that the displayed offset must survive.
            window.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: far, y: -far))
            #expect(invariantViolations(in: window, atRest: false) == [], "\(far)")
            #expect(window.settle())
            #expect(invariantViolations(in: window, atRest: true) == [], "\(far)")
        }
    }
}

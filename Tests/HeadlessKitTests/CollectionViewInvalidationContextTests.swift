import Foundation
import Testing

@testable import HeadlessKit

/// A flow layout that records the invalidation calls UIKit makes, in order.
@MainActor final class RecordingFlowLayout: CollectionViewFlowLayout {
    enum Call: Equatable {
        case shouldInvalidateForBoundsChange(CGRect)
        case contextForBoundsChange(CGRect)
        case invalidate(everything: Bool, dataSourceCounts: Bool)
        case prepare
    }
    var calls: [Call] = []
    var acceptsBoundsChanges = false
    /// Set on the context made for a bounds change.
    var offsetAdjustment = CGPoint.zero
    /// Called from inside `invalidateLayout(with:)`, after super.
    var onInvalidate: (() -> Void)?
    var contexts: [CollectionViewLayoutInvalidationContext] = []

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        calls.append(.shouldInvalidateForBoundsChange(newBounds))
        return acceptsBoundsChanges || super.shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    override func invalidationContext(forBoundsChange newBounds: CGRect)
        -> CollectionViewLayoutInvalidationContext
    {
        calls.append(.contextForBoundsChange(newBounds))
        let context = super.invalidationContext(forBoundsChange: newBounds)
        context.contentOffsetAdjustment = offsetAdjustment
        return context
    }

    override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        calls.append(
            .invalidate(
                everything: context.invalidateEverything,
                dataSourceCounts: context.invalidateDataSourceCounts))
        contexts.append(context)
        super.invalidateLayout(with: context)
        onInvalidate?()
    }

    override func prepare() {
        calls.append(.prepare)
        super.prepare()
    }
}

/// A collection view that keeps its data source (which the view holds weakly).
@MainActor final class OwningCollectionView: CollectionView {
    var model: Model?
}

/// A list of `counts` 50-point rows, 320 wide, in a 320×200 window.
@MainActor func invalidationFixture(
    _ layout: CollectionViewFlowLayout, counts: [Int] = [40]
) -> (Window, CollectionView, Model) {
    layout.itemSize = CGSize(width: 320, height: 50)
    layout.minimumLineSpacing = 0
    let window = Window(size: CGSize(width: 320, height: 200))
    let view = OwningCollectionView(frame: window.bounds, collectionViewLayout: layout)
    view.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    view.register(
        TitleView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
        withReuseIdentifier: "title")
    view.register(
        TitleView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
        withReuseIdentifier: "title")
    let model = Model(counts)
    view.model = model
    view.dataSource = model
    window.addSubview(view)
    window.layoutIfNeeded()
    return (window, view, model)
}

@MainActor @Suite struct CollectionViewLayoutInvalidationTests {
    @Test(
        "invalidateLayout() calls invalidateLayout(with:) with an everything context (UIKit: invalidateLayout())"
    )
    func invalidateLayoutMakesAnEverythingContext() {
        let layout = RecordingFlowLayout()
        let (window, _, _) = invalidationFixture(layout)
        layout.calls = []
        layout.invalidateLayout()
        layout.invalidateLayout()
        window.layoutIfNeeded()
        #expect(
            layout.calls == [
                .invalidate(everything: true, dataSourceCounts: false),
                .invalidate(everything: true, dataSourceCounts: false),
                .prepare,
            ])
        #expect(layout.contexts.last is CollectionViewFlowLayoutInvalidationContext)
    }

    @Test(
        "An accepted bounds change asks for its context, then invalidates with it (UIKit: invalidationContext(forBoundsChange:))"
    )
    func boundsChangeOrder() {
        let layout = RecordingFlowLayout()
        layout.acceptsBoundsChanges = true
        let (window, view, _) = invalidationFixture(layout)
        layout.calls = []
        view.contentOffset = CGPoint(x: 0, y: 30)
        window.layoutIfNeeded()
        let bounds = CGRect(x: 0, y: 30, width: 320, height: 200)
        #expect(
            layout.calls == [
                .shouldInvalidateForBoundsChange(bounds), .contextForBoundsChange(bounds),
                .invalidate(everything: false, dataSourceCounts: false), .prepare,
            ])
        let context = layout.contexts.last as? CollectionViewFlowLayoutInvalidationContext
        #expect(context?.invalidateFlowLayoutDelegateMetrics == true)
        #expect(context?.invalidateFlowLayoutAttributes == true)
    }

    @Test(
        "Scrolling a flow layout asks about the bounds change and invalidates nothing (UIKit: shouldInvalidateLayout(forBoundsChange:))"
    )
    func scrollingDoesNotInvalidate() {
        let layout = RecordingFlowLayout()
        let (window, view, _) = invalidationFixture(layout)
        layout.calls = []
        view.contentOffset = CGPoint(x: 0, y: 30)
        window.layoutIfNeeded()
        #expect(
            layout.calls == [
                .shouldInvalidateForBoundsChange(CGRect(x: 0, y: 30, width: 320, height: 200))
            ])
    }

    @Test(
        "A reload and a batch update invalidate everything and the counts (UIKit: invalidateDataSourceCounts)"
    )
    func reloadInvalidatesDataSourceCounts() {
        let layout = RecordingFlowLayout()
        let (window, view, model) = invalidationFixture(layout)
        layout.calls = []
        view.reloadData()
        window.layoutIfNeeded()
        model.counts = [41]
        view.insertItems(at: [IndexPath(item: 0, section: 0)])
        window.layoutIfNeeded()
        #expect(
            layout.calls == [
                .invalidate(everything: true, dataSourceCounts: true), .prepare,
                .invalidate(everything: true, dataSourceCounts: true), .prepare,
            ])
    }

    @Test(
        "A layout's invalidationContextClass makes its contexts; the flow layout's is its own (UIKit: invalidationContextClass)"
    )
    func invalidationContextClass() {
        final class NoteContext: CollectionViewFlowLayoutInvalidationContext {
            var note = "fresh"
        }
        final class NotingLayout: CollectionViewFlowLayout {
            var notes: [String] = []
            override class var invalidationContextClass: AnyClass { NoteContext.self }
            override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
                notes.append((context as? NoteContext)?.note ?? "other")
                super.invalidateLayout(with: context)
            }
        }
        #expect(
            ObjectIdentifier(CollectionViewLayout.invalidationContextClass)
                == ObjectIdentifier(CollectionViewLayoutInvalidationContext.self))
        #expect(
            ObjectIdentifier(CollectionViewFlowLayout.invalidationContextClass)
                == ObjectIdentifier(CollectionViewFlowLayoutInvalidationContext.self))
        let layout = NotingLayout()
        let (window, view, _) = invalidationFixture(layout)
        layout.notes = []
        layout.invalidateLayout()
        view.reloadData()
        window.layoutIfNeeded()
        #expect(layout.notes == ["fresh", "fresh"])
        #expect(layout.invalidationContext(forBoundsChange: .zero) is NoteContext)
    }

    @Test(
        "A context keeps the items, supplementary and decoration views it names, in order (UIKit: invalidatedItemIndexPaths)"
    )
    func contextRecordsIndexPaths() {
        let context = CollectionViewLayoutInvalidationContext()
        #expect(context.invalidatedItemIndexPaths == nil)
        #expect(context.invalidatedSupplementaryIndexPaths == nil)
        #expect(context.invalidatedDecorationIndexPaths == nil)
        #expect(!context.invalidateEverything && !context.invalidateDataSourceCounts)
        #expect(context.contentOffsetAdjustment == .zero && context.contentSizeAdjustment == .zero)
        context.invalidateItems(at: [IndexPath(item: 3, section: 0)])
        context.invalidateItems(at: [
            IndexPath(item: 1, section: 2), IndexPath(item: 0, section: 0),
        ])
        context.invalidateItems(at: [])
        context.invalidateSupplementaryElements(
            ofKind: CollectionView.elementKindSectionHeader, at: [IndexPath(item: 0, section: 1)])
        context.invalidateSupplementaryElements(
            ofKind: CollectionView.elementKindSectionHeader, at: [IndexPath(index: 0)])
        context.invalidateDecorationElements(
            ofKind: "background", at: [IndexPath(item: 0, section: 0)])
        #expect(
            context.invalidatedItemIndexPaths == [
                IndexPath(item: 3, section: 0), IndexPath(item: 1, section: 2),
                IndexPath(item: 0, section: 0),
            ])
        #expect(
            context.invalidatedSupplementaryIndexPaths == [
                CollectionView.elementKindSectionHeader: [
                    IndexPath(item: 0, section: 1), IndexPath(index: 0),
                ]
            ])
        #expect(
            context.invalidatedDecorationIndexPaths == [
                "background": [IndexPath(item: 0, section: 0)]
            ])
    }

    @Test(
        "Items that no longer exist may be named: the layout ignores them (UIKit: invalidateItems(at:))"
    )
    func stalePathsAreIgnored() {
        let layout = RecordingFlowLayout()
        let (window, view, _) = invalidationFixture(layout)
        let context = CollectionViewLayoutInvalidationContext()
        context.invalidateItems(at: [IndexPath(item: 9_999, section: 7)])
        layout.invalidateLayout(with: context)
        window.layoutIfNeeded()
        #expect(view.indexPathsForVisibleItems.count == 4)
    }

    @Test("An index path that is not a section and an item stops at invalidateItems(at:)")
    func malformedItemPathStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            CollectionViewLayoutInvalidationContext().invalidateItems(at: [IndexPath(index: 3)])
        }
        await #expect(processExitsWith: .failure) { @MainActor in
            CollectionViewLayoutInvalidationContext().invalidateItems(
                at: [IndexPath(item: -1, section: 0)])
        }
        await #expect(processExitsWith: .failure) { @MainActor in
            CollectionViewLayoutInvalidationContext().invalidateSupplementaryElements(
                ofKind: "badge", at: [IndexPath()])
        }
    }

    @Test("An invalidationContextClass that is not a context stops when a context is made")
    func wrongContextClassStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            final class Wrong: CollectionViewFlowLayout {
                override class var invalidationContextClass: AnyClass { View.self }
            }
            Wrong().invalidateLayout()
        }
    }

    @Test(
        "contentOffsetAdjustment is added to the content offset, contentSizeAdjustment to the content size (UIKit: contentOffsetAdjustment)"
    )
    func adjustmentsApply() {
        let layout = RecordingFlowLayout()
        let (window, view, _) = invalidationFixture(layout)
        view.contentOffset = CGPoint(x: 0, y: 100)
        window.layoutIfNeeded()
        let context = CollectionViewLayoutInvalidationContext()
        context.contentOffsetAdjustment = CGPoint(x: 0, y: -40)
        context.contentSizeAdjustment = CGSize(width: 0, height: 100)
        layout.invalidateLayout(with: context)
        #expect(view.contentOffset == CGPoint(x: 0, y: 60))
        #expect(view.contentSize == CGSize(width: 320, height: 2_100))
        // The next layout update sets the size the layout reports.
        window.layoutIfNeeded()
        #expect(view.contentSize == CGSize(width: 320, height: 2_000))
        #expect(view.contentOffset == CGPoint(x: 0, y: 60))
        #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 1, section: 0))
    }

    @Test(
        "A bounds-change context's contentOffsetAdjustment moves the offset once, in the same pass (UIKit: contentOffsetAdjustment)"
    )
    func boundsChangeAdjustment() {
        let layout = RecordingFlowLayout()
        layout.acceptsBoundsChanges = true
        layout.offsetAdjustment = CGPoint(x: 0, y: 10)
        let (window, view, _) = invalidationFixture(layout)
        layout.calls = []
        view.contentOffset = CGPoint(x: 0, y: 100)
        window.layoutIfNeeded()
        window.layoutIfNeeded()
        #expect(view.contentOffset == CGPoint(x: 0, y: 110))
        #expect(layout.calls.filter { $0 == .prepare }.count == 1)
    }

    @Test(
        "Adjustments that are not finite, or overflow, are ignored with a diagnostic (UIKit: contentOffsetAdjustment)",
        arguments: [CGFloat.nan, .infinity, -.infinity, .greatestFiniteMagnitude])
    func nonFiniteAdjustmentsAreIgnored(value: CGFloat) {
        let layout = RecordingFlowLayout()
        let (window, view, _) = invalidationFixture(layout)
        // From a huge offset, adding the greatest magnitude overflows to infinity.
        view.contentOffset = CGPoint(x: 0, y: CGFloat.greatestFiniteMagnitude)
        view.contentSize = CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude)
        let context = CollectionViewLayoutInvalidationContext()
        context.contentOffsetAdjustment = CGPoint(x: 0, y: value)
        context.contentSizeAdjustment = CGSize(width: value, height: value)
        layout.invalidateLayout(with: context)
        #expect(view.contentOffset == CGPoint(x: 0, y: CGFloat.greatestFiniteMagnitude))
        #expect(view.contentSize == CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude))
        let messages = window.diagnostics.filter { $0.kind == .collectionLayoutData }.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.contains("is not finite: ignored") })
        view.contentOffset = .zero
        window.layoutIfNeeded()
        #expect(view.contentSize == CGSize(width: 320, height: 2_000))
    }

    @Test(
        "A negative contentSizeAdjustment never takes the content size below zero (UIKit: contentSizeAdjustment)"
    )
    func sizeAdjustmentStopsAtZero() {
        let layout = RecordingFlowLayout()
        let (_, view, _) = invalidationFixture(layout)
        let context = CollectionViewLayoutInvalidationContext()
        context.contentSizeAdjustment = CGSize(width: -1_000, height: -5_000)
        layout.invalidateLayout(with: context)
        #expect(view.contentSize == .zero)
    }

    @Test(
        "A layout that invalidates again from inside invalidateLayout(with:) prepares once per pass (UIKit: invalidateLayout())"
    )
    func reentrantInvalidation() {
        let layout = RecordingFlowLayout()
        layout.acceptsBoundsChanges = true
        let (window, view, _) = invalidationFixture(layout)
        var depth = 0
        layout.onInvalidate = { [weak layout] in
            depth += 1
            if depth < 3 { layout?.invalidateLayout() }
            depth -= 1
        }
        layout.calls = []
        view.contentOffset = CGPoint(x: 0, y: 70)
        window.layoutIfNeeded()
        window.layoutIfNeeded()
        #expect(
            layout.calls == [
                .shouldInvalidateForBoundsChange(CGRect(x: 0, y: 70, width: 320, height: 200)),
                .contextForBoundsChange(CGRect(x: 0, y: 70, width: 320, height: 200)),
                .invalidate(everything: false, dataSourceCounts: false),
                .invalidate(everything: true, dataSourceCounts: false),
                .invalidate(everything: true, dataSourceCounts: false), .prepare,
            ])
        #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 1, section: 0))
    }

    @Test(
        "A self-sizing flow layout keeps the sizes cells gave across a bounds change of the same size (UIKit: estimatedItemSize)"
    )
    func selfSizedSizesSurviveScrollInvalidation() {
        final class TallCell: CollectionViewCell {
            override func preferredLayoutAttributesFitting(
                _ layoutAttributes: CollectionViewLayoutAttributes
            ) -> CollectionViewLayoutAttributes {
                let attributes = layoutAttributes.copy()
                attributes.size = CGSize(width: 320, height: 80)
                return attributes
            }
        }
        let layout = RecordingFlowLayout()
        layout.acceptsBoundsChanges = true
        layout.estimatedItemSize = CGSize(width: 320, height: 50)
        let window = Window(size: CGSize(width: 320, height: 200))
        let view = OwningCollectionView(frame: window.bounds, collectionViewLayout: layout)
        view.register(TallCell.self, forCellWithReuseIdentifier: "cell")
        let model = Model([40])
        view.model = model
        view.dataSource = model
        window.addSubview(view)
        window.layoutIfNeeded()
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size.height == 80)
        view.contentOffset = CGPoint(x: 0, y: 5)
        window.layoutIfNeeded()
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size.height == 80)
        // A size change drops them, as before.
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        layout.calls = []
        window.layoutIfNeeded()
        #expect(layout.calls.contains(.contextForBoundsChange(view.bounds)))
        #expect(layout.contexts.last?.dropsPreferredSizes == true)
    }
}

/// A flow layout that stretches section 0's header when pulled down past the top, and
/// invalidates only that header on each bounds change (the "stretchy header").
@MainActor final class StretchyHeaderFlowLayout: CollectionViewFlowLayout {
    var contextsMade = 0

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func invalidationContext(forBoundsChange newBounds: CGRect)
        -> CollectionViewLayoutInvalidationContext
    {
        contextsMade += 1
        let context =
            super.invalidationContext(forBoundsChange: newBounds)
            as! CollectionViewFlowLayoutInvalidationContext
        context.invalidateFlowLayoutDelegateMetrics = false
        context.invalidateFlowLayoutAttributes = false
        context.invalidateSupplementaryElements(
            ofKind: CollectionView.elementKindSectionHeader, at: [IndexPath(item: 0, section: 0)])
        return context
    }

    override func layoutAttributesForElements(in rect: CGRect)
        -> [CollectionViewLayoutAttributes]?
    {
        let attributes = super.layoutAttributesForElements(in: rect)?.map { $0.copy() }
        guard let collectionView, let attributes else { return attributes }
        let offset = collectionView.contentOffset.y
        for a in attributes
        where a.representedElementKind == CollectionView.elementKindSectionHeader
            && a.indexPath.section == 0 && offset < 0
        {
            a.frame = CGRect(
                x: a.frame.minX, y: offset, width: a.frame.width, height: a.frame.height - offset)
        }
        return attributes
    }
}

@MainActor @Suite struct StretchyHeaderPortTests {
    /// Pulled 50 points down, the 100-point header grows to fill the gap:
    ///
    ///     y -50 +--------- header ---------+
    ///           |  (stretched by 50)       |
    ///     y 100 +--------------------------+
    ///           [0]  [1]  ...
    @Test(
        "A stretchy header: only the header is named, and it follows the pull (UIKit: invalidationContext(forBoundsChange:))"
    )
    func stretchyHeader() {
        let layout = StretchyHeaderFlowLayout()
        layout.headerReferenceSize = CGSize(width: 320, height: 100)
        let (window, view, _) = invalidationFixture(layout)
        view.contentOffset = CGPoint(x: 0, y: -50)
        window.layoutIfNeeded()
        let header = view.supplementaryView(
            forElementKind: CollectionView.elementKindSectionHeader,
            at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: -50, width: 320, height: 150))
        #expect(layout.contextsMade == 1)
        view.contentOffset = CGPoint(x: 0, y: 0)
        window.layoutIfNeeded()
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(layout.contextsMade == 2)
    }
}

@MainActor @Suite struct SectionFooterPinningTests {
    /// 320×200, sections of 12 and 3 rows of 50, footers of 20, no headers:
    ///
    ///     section 0: rows 0..<600, footer 600..<620
    ///     section 1: rows 620..<770, footer 770..<790
    ///
    /// A pinned footer sits on the visible bottom edge, never below its own place nor above
    /// its section's start.
    @Test(
        "Footers stick to the bottom of the visible bounds inside their section (UIKit: sectionFootersPinToVisibleBounds)"
    )
    func footersPin() {
        let host = LayoutHost(size: CGSize(width: 320, height: 200), counts: [12, 3])
        let flow = CollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 320, height: 50)
        flow.minimumLineSpacing = 0
        flow.footerReferenceSize = CGSize(width: 0, height: 20)
        #expect(!flow.sectionFootersPinToVisibleBounds)
        flow.sectionFootersPinToVisibleBounds = true
        host.prepare(flow)
        func footerY(_ section: Int) -> CGFloat? {
            flow.layoutAttributesForElements(in: host.layoutBounds)?.first {
                $0.representedElementKind == CollectionView.elementKindSectionFooter
                    && $0.indexPath.section == section
            }?.frame.minY
        }
        #expect(footerY(0) == 180)
        #expect(footerY(1) == nil)
        host.layoutBounds.origin.y = 300
        #expect(footerY(0) == 480)
        host.layoutBounds.origin.y = 450
        #expect(footerY(0) == 600)
        #expect(footerY(1) == 630)
        host.layoutBounds.origin.y = 700
        #expect(footerY(0) == nil)
        #expect(footerY(1) == 770)
        // The content inset's bottom is the edge.
        host.layoutBounds.origin.y = 0
        host.layoutContentInset = EdgeInsets(top: 0, left: 0, bottom: 30, right: 0)
        #expect(footerY(0) == 150)
        let attributes = flow.layoutAttributesForSupplementaryView(
            ofKind: CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(attributes?.frame == CGRect(x: 0, y: 150, width: 320, height: 20))
        #expect(attributes?.zIndex == 10)
    }

    @Test("Horizontal: footers stick to the right edge (UIKit: sectionFootersPinToVisibleBounds)")
    func horizontalFootersPin() {
        let host = LayoutHost(size: CGSize(width: 200, height: 100), counts: [10])
        let flow = CollectionViewFlowLayout()
        flow.scrollDirection = .horizontal
        flow.itemSize = CGSize(width: 50, height: 100)
        flow.minimumLineSpacing = 0
        flow.footerReferenceSize = CGSize(width: 20, height: 0)
        flow.sectionFootersPinToVisibleBounds = true
        host.prepare(flow)
        let footer = flow.layoutAttributesForSupplementaryView(
            ofKind: CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame == CGRect(x: 180, y: 0, width: 20, height: 100))
    }

    @Test(
        "Pinned headers and footers together stay inside their section (UIKit: sectionHeadersPinToVisibleBounds)"
    )
    func headersAndFootersPin() {
        let flow = CollectionViewFlowLayout()
        flow.headerReferenceSize = CGSize(width: 0, height: 30)
        flow.footerReferenceSize = CGSize(width: 0, height: 20)
        flow.sectionHeadersPinToVisibleBounds = true
        flow.sectionFootersPinToVisibleBounds = true
        let (window, view, _) = invalidationFixture(flow, counts: [6, 6])
        // Section 0: header 0..<30, rows 30..<330, footer 330..<350; section 1 from 350.
        view.contentOffset = CGPoint(x: 0, y: 100)
        window.layoutIfNeeded()
        func frame(_ kind: String, _ section: Int) -> CGRect? {
            view.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section))?
                .frame
        }
        #expect(frame(CollectionView.elementKindSectionHeader, 0)?.minY == 100)
        #expect(frame(CollectionView.elementKindSectionFooter, 0)?.minY == 280)
        #expect(frame(CollectionView.elementKindSectionHeader, 1) == nil)
        view.contentOffset = CGPoint(x: 0, y: 250)
        window.layoutIfNeeded()
        #expect(frame(CollectionView.elementKindSectionHeader, 0)?.minY == 250)
        #expect(frame(CollectionView.elementKindSectionFooter, 0)?.minY == 330)
        #expect(frame(CollectionView.elementKindSectionHeader, 1)?.minY == 350)
        #expect(frame(CollectionView.elementKindSectionFooter, 1)?.minY == 430)
        // Both in front of the cells.
        let last = view.subviews.suffix(4).compactMap { $0 as? TitleView }
        #expect(last.count == 4)
    }

    @Test("A list layout pins its footers too (UIKit: sectionFootersPinToVisibleBounds)")
    func listFootersPin() {
        let host = LayoutHost(size: CGSize(width: 320, height: 200), counts: [10])
        let list = ListLayout()
        list.rowHeight = 44
        list.sectionFooterHeight = 20
        list.sectionFootersPinToVisibleBounds = true
        host.prepare(list)
        let footer = list.layoutAttributesForSupplementaryView(
            ofKind: CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame.minY == 180)
        #expect(footer?.zIndex == 10)
    }
}

@MainActor @Suite struct VisibleSupplementaryViewTests {
    @Test(
        "The visible headers and footers of a kind, in index order (UIKit: visibleSupplementaryViews(ofKind:))"
    )
    func visibleSupplementaryViews() {
        let flow = CollectionViewFlowLayout()
        flow.headerReferenceSize = CGSize(width: 0, height: 30)
        flow.footerReferenceSize = CGSize(width: 0, height: 20)
        let (_, view, _) = invalidationFixture(flow, counts: [1, 1, 1, 10])
        let headers = view.indexPathsForVisibleSupplementaryElements(
            ofKind: CollectionView.elementKindSectionHeader)
        #expect(headers == (0..<2).map { IndexPath(item: 0, section: $0) })
        let footers = view.indexPathsForVisibleSupplementaryElements(
            ofKind: CollectionView.elementKindSectionFooter)
        #expect(footers == (0..<2).map { IndexPath(item: 0, section: $0) })
        let views = view.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionHeader)
        #expect(
            views.map(ObjectIdentifier.init)
                == headers.map {
                    ObjectIdentifier(
                        view.supplementaryView(
                            forElementKind: CollectionView.elementKindSectionHeader, at: $0)!)
                })
        #expect(view.visibleSupplementaryViews(ofKind: "badge").isEmpty)
        #expect(view.indexPathsForVisibleSupplementaryElements(ofKind: "").isEmpty)
    }

    @Test(
        "A data source that reloads while the visible views are iterated leaves the array as it was (UIKit: indexPathsForVisibleSupplementaryElements(ofKind:))"
    )
    func reloadWhileIterating() {
        let flow = CollectionViewFlowLayout()
        flow.headerReferenceSize = CGSize(width: 0, height: 30)
        let (window, view, model) = invalidationFixture(flow, counts: [1, 1, 1, 10])
        let views = view.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionHeader)
        var seen = 0
        for header in views {
            seen += 1
            model.counts = [5]
            view.reloadData()
            window.layoutIfNeeded()
            #expect(header.frame.height == 30)
        }
        #expect(seen == 3)
        #expect(
            view.indexPathsForVisibleSupplementaryElements(
                ofKind: CollectionView.elementKindSectionHeader) == [IndexPath(item: 0, section: 0)]
        )
    }
}

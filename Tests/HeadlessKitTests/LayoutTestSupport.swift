import Foundation
import Testing

@testable import HeadlessKit

/// Stands in for a collection view when a layout is tested alone: bounds, counts and the
/// delegate's metrics, with nothing else.
@MainActor final class LayoutHost: CollectionLayoutHost {
    var layoutBounds: CGRect
    var layoutContentInset: EdgeInsets = .zero
    var counts: [Int]
    var sizeForItem: ((IndexPath) -> CGSize)?
    var heightForItem: ((IndexPath) -> CGFloat)?
    var insetForSection: ((Int) -> EdgeInsets)?
    var headerSizes: [Int: CGSize] = [:]
    var invalidations = 0

    init(size: CGSize, counts: [Int]) {
        layoutBounds = CGRect(origin: .zero, size: size)
        self.counts = counts
    }

    func layoutNumberOfSections() -> Int { counts.count }
    func layoutNumberOfItems(inSection section: Int) -> Int { counts[section] }
    func layoutDidInvalidate() { invalidations += 1 }

    /// The sizes set on this host, as a delegate would give them.
    func askDelegateForMetrics(_ kind: LayoutMetricsKind, for layout: CollectionViewLayout)
        -> DelegateMetrics
    {
        var metrics = DelegateMetrics()
        switch kind {
        case .flow:
            metrics.itemSize = sizeForItem
        case .list:
            if let heightForItem {
                metrics.itemSize = { CGSize(width: 0, height: heightForItem($0)) }
            }
        }
        if insetForSection != nil || !headerSizes.isEmpty {
            metrics.section = { [insetForSection, headerSizes] s, own in
                var section = own
                if let insetForSection { section.inset = insetForSection(s) }
                if let header = headerSizes[s] { section.headerReferenceSize = header }
                return section
            }
        }
        return metrics
    }

    /// Attaches `layout`, prepares it and returns it (the host must outlive the layout's use).
    @discardableResult
    func prepare<Layout: CollectionViewLayout>(_ layout: Layout) -> Layout {
        layout.attach(to: self)
        layout.prepare()
        return layout
    }
}

extension CollectionViewLayout {
    /// Every item's frame, in index order.
    func itemFrames(counts: [Int]) -> [CGRect] {
        counts.indices.flatMap { s in
            (0..<counts[s]).map {
                layoutAttributesForItem(at: IndexPath(item: $0, section: s))!.frame
            }
        }
    }

    /// `cell [0 1] (110 0; 100 100)` lines for everything in `rect`.
    func describe(in rect: CGRect) -> [String] {
        (layoutAttributesForElements(in: rect) ?? []).map(\.description)
    }
}

/// `CGRect(x:y:width:height:)`, shorter.
func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
}

/// Expects an exit test's standard error to contain `message` (the stop's reason).
func expectMessage(
    _ result: ExitTest.Result?, contains message: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(output.contains(message), "stderr: \(output)", sourceLocation: sourceLocation)
}

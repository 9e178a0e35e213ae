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
    var layoutHasItemSizes: Bool { sizeForItem != nil }
    func layoutItemSize(at indexPath: IndexPath) -> CGSize { sizeForItem!(indexPath) }
    func layoutInset(forSection section: Int) -> EdgeInsets? { insetForSection?(section) }
    func layoutHeaderSize(inSection section: Int) -> CGSize? { headerSizes[section] }
    var layoutHasItemHeights: Bool { heightForItem != nil }
    func layoutItemHeight(at indexPath: IndexPath) -> CGFloat { heightForItem!(indexPath) }
    func layoutDidInvalidate() { invalidations += 1 }

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

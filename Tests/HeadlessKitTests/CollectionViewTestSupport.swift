import Foundation
import Testing

@testable import HeadlessKit

/// A cell that counts its `prepareForReuse` calls.
final class CountingCell: CollectionViewCell {
    nonisolated(unsafe) static var reuseCount = 0
    var prepared = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        prepared += 1
        CountingCell.reuseCount += 1
    }
}

/// A header or footer view.
final class TitleView: CollectionReusableView {}

/// Items per section, with cells dequeued as "cell" and headers/footers as "title".
@MainActor final class Model: CollectionViewDataSource {
    var counts: [Int]
    /// Cells asked for, in order.
    var requested: [IndexPath] = []

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
    {
        counts[section]
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        requested.append(indexPath)
        return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "title", for: indexPath)
    }
}

/// Records every delegate call, in order, as one `Equatable` log that tests compare whole.
@MainActor final class DelegateLog: CollectionViewDelegate {
    enum Call: Equatable, CustomStringConvertible {
        case shouldHighlight(IndexPath)
        case didHighlight(IndexPath)
        case didUnhighlight(IndexPath)
        case shouldSelect(IndexPath)
        case didSelect(IndexPath)
        case didDeselect(IndexPath)
        case willDisplay(IndexPath)
        case didEndDisplaying(IndexPath)
        case willBeginDragging
        // Sizes asked of a flow or list delegate.
        case sizeForItem(IndexPath)
        case insetForSection(Int)
        case minimumLineSpacing(Int)
        case minimumInteritemSpacing(Int)
        case referenceSizeForHeader(Int)
        case referenceSizeForFooter(Int)
        case heightForItem(IndexPath)
        case heightForHeader(Int)
        case heightForFooter(Int)

        /// Whether this is a cell coming or going (`willDisplay`, `didEndDisplaying`).
        var isDisplay: Bool {
            switch self {
            case .willDisplay, .didEndDisplaying: true
            default: false
            }
        }

        var description: String {
            switch self {
            case .shouldHighlight(let p): "shouldHighlight \(p.shortDescription)"
            case .didHighlight(let p): "didHighlight \(p.shortDescription)"
            case .didUnhighlight(let p): "didUnhighlight \(p.shortDescription)"
            case .shouldSelect(let p): "shouldSelect \(p.shortDescription)"
            case .didSelect(let p): "didSelect \(p.shortDescription)"
            case .didDeselect(let p): "didDeselect \(p.shortDescription)"
            case .willDisplay(let p): "willDisplay \(p.shortDescription)"
            case .didEndDisplaying(let p): "didEndDisplaying \(p.shortDescription)"
            case .willBeginDragging: "willBeginDragging"
            case .sizeForItem(let p): "sizeForItem \(p.shortDescription)"
            case .insetForSection(let s): "insetForSection \(s)"
            case .minimumLineSpacing(let s): "minimumLineSpacing \(s)"
            case .minimumInteritemSpacing(let s): "minimumInteritemSpacing \(s)"
            case .referenceSizeForHeader(let s): "referenceSizeForHeader \(s)"
            case .referenceSizeForFooter(let s): "referenceSizeForFooter \(s)"
            case .heightForItem(let p): "heightForItem \(p.shortDescription)"
            case .heightForHeader(let s): "heightForHeader \(s)"
            case .heightForFooter(let s): "heightForFooter \(s)"
            }
        }
    }

    var calls: [Call] = []
    /// The answer to `shouldHighlightItemAt`.
    var allowsHighlight = true

    func take() -> [Call] {
        defer { calls.removeAll() }
        return calls
    }

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { calls.append(.willBeginDragging) }
    func collectionView(
        _ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath
    )
        -> Bool
    {
        calls.append(.shouldHighlight(indexPath))
        return allowsHighlight
    }
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
        calls.append(.didHighlight(indexPath))
    }
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
    {
        calls.append(.didUnhighlight(indexPath))
    }
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath)
        -> Bool
    {
        calls.append(.shouldSelect(indexPath))
        return true
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.append(.didSelect(indexPath))
    }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        calls.append(.didDeselect(indexPath))
    }
    func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        calls.append(.willDisplay(indexPath))
    }
    func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        calls.append(.didEndDisplaying(indexPath))
    }
}

/// A flow delegate that implements `sizeForItemAt` only, answering `size` and recording each
/// question; `onAsk` runs on every question (for delegates that fight back).
@MainActor final class FlowSizingDelegate: CollectionViewDelegateFlowLayout {
    var calls: [DelegateLog.Call] = []
    var size: (IndexPath) -> CGSize
    var onAsk: ((IndexPath) -> Void)?

    init(size: @escaping (IndexPath) -> CGSize) { self.size = size }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        calls.append(.sizeForItem(indexPath))
        onAsk?(indexPath)
        return size(indexPath)
    }
}

/// A flow delegate that implements the five per-section methods (not `sizeForItemAt`),
/// answering `metrics(section)` and recording each question.
@MainActor final class FlowSectionDelegate: CollectionViewDelegateFlowLayout {
    var calls: [DelegateLog.Call] = []
    var metrics: (Int) -> SectionMetrics

    init(metrics: @escaping (Int) -> SectionMetrics) { self.metrics = metrics }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets {
        calls.append(.insetForSection(section))
        return metrics(section).inset
    }
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        calls.append(.minimumLineSpacing(section))
        return metrics(section).minimumLineSpacing
    }
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        calls.append(.minimumInteritemSpacing(section))
        return metrics(section).minimumInteritemSpacing
    }
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        calls.append(.referenceSizeForHeader(section))
        return metrics(section).headerReferenceSize
    }
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        calls.append(.referenceSizeForFooter(section))
        return metrics(section).footerReferenceSize
    }
}

/// A list delegate that implements the row, header and footer heights, answering the
/// closures and recording each question.
@MainActor final class ListHeightsDelegate: CollectionViewDelegateListLayout {
    var calls: [DelegateLog.Call] = []
    var rowHeight: (IndexPath) -> CGFloat
    var headerHeight: (Int) -> CGFloat = { _ in 0 }
    var footerHeight: (Int) -> CGFloat = { _ in 0 }

    init(rowHeight: @escaping (IndexPath) -> CGFloat) { self.rowHeight = rowHeight }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        heightForItemAt indexPath: IndexPath
    ) -> CGFloat {
        calls.append(.heightForItem(indexPath))
        return rowHeight(indexPath)
    }
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        heightForHeaderInSection section: Int
    ) -> CGFloat {
        calls.append(.heightForHeader(section))
        return headerHeight(section)
    }
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        heightForFooterInSection section: Int
    ) -> CGFloat {
        calls.append(.heightForFooter(section))
        return footerHeight(section)
    }
}

/// A window holding a collection view that fills it, with `model` as its data source.
@MainActor func makeCollection(
    _ layout: CollectionViewLayout, model: Model, size: CGSize = CGSize(width: 320, height: 480)
) -> (Window, CollectionView) {
    let window = Window(size: size)
    let collection = CollectionView(
        frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    collection.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    collection.register(
        TitleView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
        withReuseIdentifier: "title")
    collection.register(
        TitleView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
        withReuseIdentifier: "title")
    collection.dataSource = model
    // The data source is weak, as in UIKit: keep the model for the test's life.
    testModels.append(model)
    window.addSubview(collection)
    window.runFrames(1)
    return (window, collection)
}

/// Models kept alive for the tests that made them inline.
@MainActor var testModels: [Model] = []

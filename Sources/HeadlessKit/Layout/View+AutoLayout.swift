import Foundation
import HeadlessCassowary

extension View {
    /// The smallest size the view's constraints allow (UIKit's `layoutFittingCompressedSize`).
    public static let layoutFittingCompressedSize = CGSize.zero
    /// The largest size the view's constraints allow (10,000 × 10,000, the value UIKit
    /// reimplementations use for `layoutFittingExpandedSize`).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    /// The size closest to `targetSize` that the view's constraints allow, pulling at
    /// `fittingSizeLevel` (UIKit L8). The view's frame does not change.
    ///
    ///     cell.contentView.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size closest to `targetSize` the constraints allow, each axis pulled at its priority
    /// (use `.required` to fix a width and find the height).
    ///
    /// - Complexity: a few solver edits in the view's constraint group.
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontal: LayoutPriority,
        verticalFittingPriority vertical: LayoutPriority
    ) -> CGSize {
        precondition(
            targetSize.isFiniteSize,
            "systemLayoutSizeFitting: \(targetSize) is not a finite size (\(shortDescription))")
        // A cell is as big as its content view's constraints make the content view, plus what
        // the cell keeps beside it (an accessory, the editing controls): UIKit sizes a cell
        // whose content view follows its bounds by the content view's constraints.
        if let cell = self as? CollectionReusableView, case let content = cell.sizingView,
            content !== self, content.superview === self, engineItem == nil,
            translatesAutoresizingMaskIntoConstraints
        {
            let extra = CGSize(
                width: bounds.width - content.bounds.width,
                height: bounds.height - content.bounds.height)
            let fitted = content.systemLayoutSizeFitting(
                CGSize(
                    width: max(0, targetSize.width - extra.width),
                    height: max(0, targetSize.height - extra.height)),
                withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
            return CGSize(width: fitted.width + extra.width, height: fitted.height + extra.height)
        }
        guard engineItem != nil || !translatesAutoresizingMaskIntoConstraints else {
            return bounds.size
        }
        let engine = layoutEngine
        let item = engine.item(for: self)
        return engine.measure(item, target: targetSize, horizontal: horizontal, vertical: vertical)
    }

    /// Whether the constraints leave this view's frame undetermined: another position or size
    /// would satisfy them as well (UIKit K7). For debugging: it probes the solver, so it is not
    /// cheap. It has no side effect: no frame changes and no layout is scheduled (a pending
    /// change is written by the next layout pass, as without the call).
    ///
    /// - Complexity: a few solver edits in the view's constraint group.
    public var hasAmbiguousLayout: Bool {
        guard let item = engineItem, !translatesAutoresizingMaskIntoConstraints,
            layoutEngine.owns(item)
        else {
            return false
        }
        return layoutEngine.isAmbiguous(item)
    }

    /// Moves an ambiguously laid-out view to another layout its constraints allow (UIKit's
    /// debugging aid); does nothing to a view whose layout is determined.
    public func exerciseAmbiguityInLayout() {
        guard let item = engineItem, !translatesAutoresizingMaskIntoConstraints,
            layoutEngine.owns(item)
        else {
            return
        }
        layoutEngine.exerciseAmbiguity(item)
    }
}

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
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontal: LayoutPriority,
        verticalFittingPriority vertical: LayoutPriority
    ) -> CGSize {
        precondition(
            targetSize.isFiniteSize,
            "systemLayoutSizeFitting: \(targetSize) is not a finite size (\(shortDescription))")
        guard extras?.engineItem != nil || !translatesAutoresizingMaskIntoConstraints else {
            return bounds.size
        }
        let engine = layoutEngine
        let item = engine.item(for: self)
        return engine.measure(item, target: targetSize, horizontal: horizontal, vertical: vertical)
    }

    /// Whether the constraints leave this view's frame undetermined: another position or size
    /// would satisfy them as well (UIKit K7). For debugging: it probes the solver, so it is not
    /// cheap.
    public var hasAmbiguousLayout: Bool {
        guard let item = extras?.engineItem, !translatesAutoresizingMaskIntoConstraints,
            layoutEngine.owns(item)
        else {
            return false
        }
        return layoutEngine.isAmbiguous(item)
    }

    /// Moves an ambiguously laid-out view to another layout its constraints allow (UIKit's
    /// debugging aid); does nothing to a view whose layout is determined.
    public func exerciseAmbiguityInLayout() {
        guard let item = extras?.engineItem, !translatesAutoresizingMaskIntoConstraints,
            layoutEngine.owns(item)
        else {
            return
        }
        layoutEngine.exerciseAmbiguity(item)
    }
}

extension LayoutEngine {
    func measure(
        _ item: EngineItem, target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority
    ) -> CGSize {
        applyIfNeeded()  // probing publishes values: write what is pending first
        let solver = solver(of: item.group)
        let v = item.variables
        // The view's own frame constraints would pin the size: lift them while measuring.
        let frameConstraints = item.frameConstraints.filter { c in
            c.expression.terms.count == 1
                && (c.expression.terms[0].variable === v.width
                    || c.expression.terms[0].variable === v.height)
        }
        for c in frameConstraints { try? solver.removeConstraint(c) }
        let pulls = [
            (v.width == Double(target.width)).withStrength(strength(horizontal)),
            (v.height == Double(target.height)).withStrength(strength(vertical)),
        ]
        let added = pulls.filter { (try? solver.addConstraint($0)) != nil }
        solver.updateVariables()
        let size = CGSize(width: v.width.value, height: v.height.value)
        for c in added { try? solver.removeConstraint(c) }
        for c in frameConstraints { try? solver.addConstraint(c) }
        solver.updateVariables()
        markDirty(item.group)
        return CGSize(
            width: (size.width * 1e6).rounded() / 1e6, height: (size.height * 1e6).rounded() / 1e6)
    }

    /// Nudges each of the item's variables with a very weak edit; if one moves, the layout was
    /// not determined.
    func isAmbiguous(_ item: EngineItem) -> Bool {
        applyIfNeeded()
        let solver = solver(of: item.group)
        let v = item.variables
        for variable in [v.x, v.y, v.width, v.height] {
            let before = variable.value
            guard
                (try? solver.addEditVariable(
                    variable, strength: Strength(1e-3), initialValue: before + 7)) != nil
            else { continue }
            solver.updateVariables()
            let moved = abs(variable.value - before) > 1e-6
            try? solver.removeEditVariable(variable)
            solver.updateVariables()
            if moved {
                markDirty(item.group)
                return true
            }
        }
        markDirty(item.group)
        return false
    }

    func exerciseAmbiguity(_ item: EngineItem) {
        applyIfNeeded()
        let solver = solver(of: item.group)
        let v = item.variables
        for variable in [v.x, v.y, v.width, v.height] {
            let before = variable.value
            guard
                (try? solver.addEditVariable(
                    variable, strength: Strength(1e-3), initialValue: before + 10)) != nil
            else { continue }
            solver.updateVariables()
            let moved = abs(variable.value - before) > 1e-6
            if moved {
                // Keep the new layout: pin it weakly where it went.
                let pin = (variable == variable.value).withStrength(Strength(1e-3))
                try? solver.removeEditVariable(variable)
                try? solver.addConstraint(pin)
                exercisePins.append(pin)
                applyIfNeeded(including: [item])
                return
            }
            try? solver.removeEditVariable(variable)
            solver.updateVariables()
        }
    }
}

import Foundation
import HeadlessCassowary

// Probing the solution: what `systemLayoutSizeFitting`, `hasAmbiguousLayout` and
// `exerciseAmbiguityInLayout` ask of the engine. Each probe works in the solver of the item's
// constraint group, with temporary constraints or edits that it takes out again (`exerciseAmbiguityInLayout`
// keeps a weak pin where the view went).

extension LayoutEngine {
    func measure(
        _ item: EngineItem, target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority
    ) -> CGSize {
        // A view placed by its frame is measured without its frame's size: it needs variables.
        if item.isFixed { giveVariables(item) }
        noteNamed(item, SizeAxes.both)  // pulled on: its intrinsic size takes part
        applyIfNeeded()  // probing publishes values: write what is pending first
        let solver = solver(of: item.group)
        let v = item.variables
        // The view's own frame constraints would pin the size: lift them while measuring.
        let frameConstraints = item.frameConstraints.filter { c in
            c.terms.count == 1
                && (c.terms.variable(at: 0) === v.width || c.terms.variable(at: 0) === v.height)
        }
        for c in frameConstraints { try? solver.removeConstraint(c) }
        let pulls = [
            (v.width == Double(target.width)).withStrength(strength(horizontal)),
            (v.height == Double(target.height)).withStrength(strength(vertical)),
        ]
        let added = pulls.filter { (try? solver.addConstraint($0)) != nil }
        solver.updateVariables()
        // UIKit's two-pass label layout, within the measurement: a multi-line label wraps at
        // the width this solution gives it (not at the width of its last layout pass), and the
        // size is measured again, until the labels' widths settle (a few passes at most).
        for _ in 0..<Self.measurementPasses where rewrapLabels(in: item.group) {
            _ = self.solver(of: item.group)  // the re-made intrinsic constraints go in
            solver.updateVariables()
        }
        let size = CGSize(width: v.width.value, height: v.height.value)
        for c in added { try? solver.removeConstraint(c) }
        for c in frameConstraints { try? solver.addConstraint(c) }
        solver.updateVariables()
        markDirty(item.group)
        return CGSize(
            width: (size.width * 1e6).rounded() / 1e6, height: (size.height * 1e6).rounded() / 1e6)
    }

    /// How many times a measurement re-wraps its labels at most (each pass is a solve).
    static let measurementPasses = 3

    /// Lets each multi-line label of `group` wrap at the width the current solution gives it
    /// (see `Label.wrap(atSolvedWidth:)`); whether one's intrinsic size changed.
    ///
    /// - Complexity: O(*n*) in the group's items, plus the re-solved intrinsic constraints.
    private func rewrapLabels(in group: ConstraintGroup) -> Bool {
        var changed = false
        // A snapshot: a label's new intrinsic size re-queues its constraints in the group.
        for index in group.itemIndices {
            let labelItem = items[index]
            guard !labelItem.isFixed, let label = labelItem.view as? Label else { continue }
            if label.wrap(atSolvedWidth: CGFloat(labelItem.layoutWidth)) { changed = true }
        }
        return changed
    }

    /// Nudges each of the item's variables with a very weak edit; if one moves, the layout was
    /// not determined.
    ///
    /// No side effect a caller can see: no frame is written and nothing is marked for layout.
    /// A change the group had not published yet is published here and its items are handed
    /// to the next frame pass to write; the nudges are taken out and the solution restored.
    func isAmbiguous(_ item: EngineItem) -> Bool {
        guard !item.isFixed else { return false }  // its frame places it
        let solver = solver(of: item.group)
        solver.updateVariables()
        for variable in solver.changedVariables {
            itemsPublishedByProbes.append(items[variable.tag])
        }
        let v = item.variables
        // A deferred axis is its intrinsic size: determined.
        for variable in [v.x, v.y, v.width, v.height] where !item.isDeferred(variable) {
            let before = variable.value
            guard
                (try? solver.addEditVariable(
                    variable, strength: Strength(1e-3), initialValue: before + 7)) != nil
            else { continue }
            solver.updateVariables()
            let moved = abs(variable.value - before) > 1e-6
            try? solver.removeEditVariable(variable)
            solver.updateVariables()
            if moved { return true }
        }
        return false
    }

    func exerciseAmbiguity(_ item: EngineItem) {
        guard !item.isFixed else { return }  // its frame places it
        applyIfNeeded()
        let solver = solver(of: item.group)
        let v = item.variables
        for variable in [v.x, v.y, v.width, v.height] where !item.isDeferred(variable) {
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

import Foundation

extension View {
    /// The active required constraints of this view's tree that its laid-out frames do not
    /// satisfy, one line each, in creation order; empty when every one holds, or when layout
    /// is pending (a view needs layout, or the engine has a solution not yet written).
    ///
    /// Each constraint is evaluated on the frames, not on the solver's values: a view's edges
    /// come from its `center` and `bounds.size` (its frame before any `transform`), placed in
    /// the engine's layout space (the sum of frame origins up to the nearest ancestor outside
    /// the engine, every `bounds.origin` ignored, so scrolling moves nothing); a guide's from
    /// the engine. An equality holds within `tolerance` (plus a billionth of the values'
    /// magnitude); an inequality may miss by as much. A constraint the engine broke as
    /// unsatisfiable (still active, as in UIKit) is checked like any other.
    ///
    /// The explorer's required-constraints invariant calls it after every frame.
    ///
    /// - Complexity: O(*n* + *c*) in the views of the tree and the constraints that name them.
    package func unsatisfiedRequiredConstraints(tolerance: CGFloat = 0.01) -> [String] {
        let root = self.root
        guard let engine = root.extras?.layoutEngine, !engine.isDirty else { return [] }
        var constraints: [LayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        var stack: [View] = [self]
        while let view = stack.popLast() {
            if view.needsLayoutFlag || view.descendantNeedsLayout { return [] }
            for constraint in view.engineItem?.constraintsReferencing ?? []
            where constraint.engine === engine && constraint.priority.isRequired
                && seen.insert(ObjectIdentifier(constraint)).inserted
            {
                constraints.append(constraint)
            }
            stack.append(contentsOf: view.subviews)
        }
        constraints.sort { $0.creationIndex < $1.creationIndex }
        var problems: [String] = []
        for constraint in constraints {
            guard let first = constraint.firstItem,
                let left = engine.laidOutValue(first, constraint.solvedFirstAttribute)
            else { continue }
            // A mirrored constraint holds in the mirrored x-axis (LayoutAnchor+Direction.swift).
            let lhs = CGFloat(constraint.firstSign) * left
            var rhs = constraint.constant
            if let second = constraint.secondItem {
                guard let value = engine.laidOutValue(second, constraint.solvedSecondAttribute)
                else { continue }
                rhs += constraint.multiplier * CGFloat(constraint.secondSign) * value
            }
            let slack = tolerance + 1e-9 * max(abs(lhs), abs(rhs))
            let holds: Bool
            switch constraint.relation {
            case .equal: holds = abs(lhs - rhs) <= slack
            case .lessThanOrEqual: holds = lhs <= rhs + slack
            case .greaterThanOrEqual: holds = lhs >= rhs - slack
            }
            if !holds {
                problems.append(
                    "\(constraint) does not hold: \(formatted(lhs)) \(constraint.relation) "
                        + formatted(rhs))
            }
        }
        return problems
    }
}

extension LayoutEngine {
    /// `attribute` of `item` in the engine's layout space, from the laid-out frames (a view)
    /// or the solution (a guide); `nil` for an item outside this engine.
    fileprivate func laidOutValue(_ item: any LayoutItem, _ attribute: LayoutAttribute)
        -> CGFloat?
    {
        let rect: CGRect
        if let view = item as? View {
            guard let own = view.engineItem, owns(own) else { return nil }
            var origin = CGPoint.zero
            var current = view
            // The root sits at the origin of its own layout space.
            while current.superview != nil {
                origin.x += current.center.x - current.bounds.width / 2
                origin.y += current.center.y - current.bounds.height / 2
                guard let parent = current.superview, let item = parent.engineItem,
                    owns(item)
                else { break }
                current = parent
            }
            rect = CGRect(origin: origin, size: view.bounds.size)
        } else if let guide = item as? LayoutGuide {
            guard let own = guide.engineItem, owns(own) else { return nil }
            let v = own.variables
            rect = CGRect(x: v.x.value, y: v.y.value, width: v.width.value, height: v.height.value)
        } else {
            return nil
        }
        switch attribute {
        case .left, .leading: return rect.minX
        case .right, .trailing: return rect.maxX
        case .top: return rect.minY
        case .bottom: return rect.maxY
        case .centerX: return rect.midX
        case .centerY: return rect.midY
        case .width: return rect.width
        case .height: return rect.height
        case .notAnAttribute: return nil
        }
    }
}

import Foundation

// Leading and trailing in a right-to-left layout. UIKit's documentation of
// `NSLayoutConstraint.Attribute.leading`: "For left-to-right languages like English, this is
// the left edge. For right-to-left languages, this is the right edge." A constraint that names
// a leading or trailing edge is solved *mirrored* when its views lay out right to left: read
// in the mirrored x-axis (x' = −x), where leading is the right edge and trailing the left one,
// so `label.leading == image.trailing + 8` puts the label 8 points to the left of the image.
// In the solver that is the same expression with each horizontal position negated and
// renamed (leading → right, trailing → left): the constant and the relation stay as they are,
// so editing `constant` later needs nothing more.

extension LayoutAttribute {
    /// Leading or trailing: an edge that follows the layout direction.
    var isDirectional: Bool { self == .leading || self == .trailing }

    /// A position on the x-axis (an edge or the centre), which mirroring negates.
    var isHorizontalPosition: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .centerX: true
        default: false
        }
    }

    /// The attribute a right-to-left layout solves for this one: right for leading, left for
    /// trailing, itself otherwise.
    var mirrored: LayoutAttribute {
        switch self {
        case .leading: .right
        case .trailing: .left
        default: self
        }
    }
}

extension LayoutConstraint {
    /// Whether the constraint names a leading or trailing edge between positions (a position
    /// related to a dimension is never mirrored: no edge of the layout is its origin).
    var isDirectional: Bool {
        (firstAttribute.isDirectional || secondAttribute.isDirectional)
            && !firstAttribute.isDimension && !secondAttribute.isDimension
    }

    /// The first attribute as the solver reads it (see ``isMirrored``).
    var solvedFirstAttribute: LayoutAttribute {
        isMirrored ? firstAttribute.mirrored : firstAttribute
    }

    /// The second attribute as the solver reads it (see ``isMirrored``).
    var solvedSecondAttribute: LayoutAttribute {
        isMirrored ? secondAttribute.mirrored : secondAttribute
    }

    /// The sign of the first attribute in the solver's expression: −1 for a mirrored position.
    var firstSign: Double { isMirrored && firstAttribute.isHorizontalPosition ? -1 : 1 }

    /// The sign of the second attribute in the solver's expression (see ``firstSign``).
    var secondSign: Double { isMirrored && secondAttribute.isHorizontalPosition ? -1 : 1 }

    /// Whether the constraint should be solved mirrored now: it names a leading or trailing
    /// edge and the view that lays out its items arranges its content right to left.
    var wantsMirroring: Bool {
        guard LayoutDirectionCensus.holders > 0, isDirectional,
            let first = firstItem?.layoutOwningView
        else { return false }
        return Self.directionArbiter(first, secondItem?.layoutOwningView).isRightToLeft
    }

    /// Sets ``isMirrored`` for the direction the views lay out in now, before the constraint
    /// is installed (`first` and `second` are its items' views).
    func resolveDirection(_ first: View, _ second: View?) {
        isMirrored =
            LayoutDirectionCensus.holders > 0 && isDirectional
            && Self.directionArbiter(first, second).isRightToLeft
    }

    /// The view whose direction decides a constraint between `first` and `second`: the one
    /// that lays both out, their nearest common ancestor (a view and its superview: the
    /// superview; two siblings: their superview), as a constraint added the old way is held
    /// by that view.
    ///
    /// - Complexity: O(1) for a view and its superview or siblings; O(*k*) in the views'
    ///   distance to their common ancestor otherwise.
    static func directionArbiter(_ first: View, _ second: View?) -> View {
        guard let second, second !== first else { return first }
        let parent = first.superview
        if parent === second { return second }
        if second.superview === first { return first }
        if let parent, parent === second.superview { return parent }
        return first.nearestCommonAncestor(with: second) ?? first
    }
}

import Foundation
import HeadlessCassowary

/// A linear relation between two layout attributes, like `NSLayoutConstraint`:
///
///     firstItem.firstAttribute  (== | <= | >=)  multiplier × secondItem.secondAttribute + constant
///
/// Make one from anchors, then activate it:
///
///     LayoutConstraint.activate([
///         header.topAnchor.constraint(equalTo: view.topAnchor),
///         header.heightAnchor.constraint(equalToConstant: 200),
///     ])
///
/// Changing `constant` on an active constraint is cheap: the solver edits the one value in
/// place, it does not remove and re-add the constraint. `multiplier` cannot change (as in UIKit).
@MainActor
public final class LayoutConstraint: @MainActor CustomStringConvertible {
    /// The item on the left-hand side.
    public weak let firstItem: (any LayoutItem)?
    /// The attribute on the left-hand side.
    public let firstAttribute: LayoutAttribute
    /// How the two sides compare.
    public let relation: LayoutRelation
    /// The item on the right-hand side, or `nil` for a constant (`width == 44`).
    public weak let secondItem: (any LayoutItem)?
    /// The attribute on the right-hand side (`.notAnAttribute` with no second item).
    public let secondAttribute: LayoutAttribute
    /// The factor applied to the second attribute.
    public let multiplier: CGFloat

    // Unchecked exclusivity: activation reads it for every constraint (a runtime check a read
    // otherwise), and no access to it is held across a call that could reach it again.
    /// The offset added to the right-hand side. Changing it on an active constraint is an
    /// incremental solver edit.
    @exclusivity(unchecked) public var constant: CGFloat {
        didSet {
            precondition(
                constant.isFinite, "LayoutConstraint.constant: \(constant) is not finite (\(self))")
            if constant != oldValue, let engine { engine.constantDidChange(self) }
        }
    }

    // Unchecked exclusivity, as `constant`.
    /// How much the constraint matters. Changing an active constraint between required and
    /// optional is a programming error, as in UIKit.
    @exclusivity(unchecked) public var priority: LayoutPriority = .required {
        didSet {
            guard priority != oldValue, let engine else { return }
            precondition(
                priority.isRequired == oldValue.isRequired,
                "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority \(priority) and the existing priority was \(oldValue). (\(self))"
            )
            engine.priorityDidChange(self)
        }
    }

    /// A name that descriptions and diagnostics print.
    public var identifier: String?

    /// The engine the constraint is installed in, while active. Weak: the engine (owned by its
    /// tree's root) holds its active constraints, so a kept constraint never keeps a dropped
    /// tree's engine alive, and reads inactive once the engine is gone.
    weak var engine: LayoutEngine?
    /// Where the constraint is in its constraint group's list while it is solved there (-1:
    /// in none).
    @exclusivity(unchecked) var groupSlot = -1
    /// Where the constraint is in its engine's list of active constraints (-1: in none). The
    /// engine finds an active constraint's state here, not by hashing it into a table. Left
    /// behind when the engine goes with its tree: the engine's list says whether the slot is
    /// the constraint's, and the next activation sets both fields anew.
    @exclusivity(unchecked) var activeSlot = -1
    /// The solver constraint standing for it while active (nil: inactive, or broken as UIKit
    /// breaks a conflicting required constraint, but still active).
    @exclusivity(unchecked) var solverConstraint: Constraint?
    /// What the constraint's items placed by a known frame add to its solver constraint's
    /// constant (their frames' values times their coefficients; see `EngineItem`).
    @exclusivity(unchecked) var frameTerm: Double = 0
    /// Whether the constraint is solved mirrored, its leading and trailing edges resolved to
    /// right and left (its views lay out right to left; LayoutAnchor+Direction.swift).
    @exclusivity(unchecked) var isMirrored = false
    /// Creation order, for deterministic diagnostics.
    let creationIndex: Int
    /// Constraints made so far (the next one's `creationIndex`). Unchecked exclusivity: read
    /// and bumped once per constraint made, never held across a call.
    @MainActor @exclusivity(unchecked) private static var made = 0

    /// Makes a constraint from its parts, like `NSLayoutConstraint(item:attribute:...)`.
    public init(
        item: any LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem: (any LayoutItem)?, attribute secondAttribute: LayoutAttribute,
        multiplier: CGFloat = 1, constant: CGFloat = 0
    ) {
        precondition(
            multiplier.isFinite && constant.isFinite,
            "LayoutConstraint: multiplier \(multiplier) and constant \(constant) must be finite (\(item.layoutDebugName).\(attribute))"
        )
        precondition(
            attribute != .notAnAttribute,
            "LayoutConstraint: the first attribute of a constraint on \(item.layoutDebugName) cannot be .notAnAttribute"
        )
        precondition(
            (toItem == nil) == (secondAttribute == .notAnAttribute),
            "LayoutConstraint: a second item needs a second attribute, and a constant constraint has neither (\(item.layoutDebugName).\(attribute))"
        )
        precondition(
            toItem != nil || attribute == .width || attribute == .height,
            "LayoutConstraint: only a width or height can equal a constant (\(item.layoutDebugName).\(attribute))"
        )
        if toItem != nil {
            precondition(
                attribute.isHorizontal == secondAttribute.isHorizontal
                    || (attribute.isDimension && secondAttribute.isDimension),
                "LayoutConstraint: \(item.layoutDebugName).\(attribute) and \(toItem!.layoutDebugName).\(secondAttribute) are on different axes"
            )
        }
        self.firstItem = item
        self.firstAttribute = attribute
        self.relation = relation
        self.secondItem = toItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        LayoutConstraint.made += 1
        creationIndex = LayoutConstraint.made
    }

    /// Whether the constraint takes part in layout. Activating installs it in the layout engine
    /// of the items' tree; the items must share an ancestor.
    ///
    /// A constraint whose item is gone (items are held weakly, as in UIKit) is inactive, and
    /// activating it does nothing.
    public var isActive: Bool {
        get { engine != nil }
        set {
            if newValue { LayoutEngine.activate([self]) } else { LayoutEngine.deactivate([self]) }
        }
    }

    /// Activates every constraint in `constraints` (one solve, on the next layout pass).
    public static func activate(_ constraints: [LayoutConstraint]) {
        LayoutEngine.activate(constraints)
    }

    /// Deactivates every constraint in `constraints`.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        LayoutEngine.deactivate(constraints)
    }

    /// `'id' header.top == scroll.top - 44 (required)`: the form diagnostics print.
    public var description: String {
        var text = identifier.map { "'\($0)' " } ?? ""
        text += "\(firstItem?.layoutDebugName ?? "(gone)").\(firstAttribute) \(relation)"
        if let secondItem {
            text += " "
            if multiplier != 1 { text += "\(formatted(multiplier))*" }
            text += "\(secondItem.layoutDebugName).\(secondAttribute)"
            if constant != 0 {
                text += constant < 0 ? " - \(formatted(-constant))" : " + \(formatted(constant))"
            }
        } else {
            text += " \(formatted(constant))"
        }
        return text + " (\(priority))"
    }
}

extension View {
    /// Makes this view's `priority` for resisting growth beyond its intrinsic size on `axis`
    /// (250 by default).
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal
            ? extras?.huggingHorizontal ?? .defaultLow : extras?.huggingVertical ?? .defaultLow
    }

    /// Sets how hard the view resists growing beyond its intrinsic size on `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        if axis == .horizontal {
            ensureExtras().huggingHorizontal = priority
        } else {
            ensureExtras().huggingVertical = priority
        }
        intrinsicContentSizeDidChange()
    }

    /// How hard the view resists shrinking below its intrinsic size on `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal
            ? extras?.compressionHorizontal ?? .defaultHigh
            : extras?.compressionVertical ?? .defaultHigh
    }

    /// Sets how hard the view resists shrinking below its intrinsic size on `axis`.
    public func setContentCompressionResistancePriority(
        _ priority: LayoutPriority, for axis: LayoutAxis
    ) {
        if axis == .horizontal {
            ensureExtras().compressionHorizontal = priority
        } else {
            ensureExtras().compressionVertical = priority
        }
        intrinsicContentSizeDidChange()
    }
}

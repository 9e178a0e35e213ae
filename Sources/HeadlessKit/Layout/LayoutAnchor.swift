import Foundation

/// Something constraints can position: a ``View`` or a ``LayoutGuide``.
@MainActor
public protocol LayoutItem: AnyObject {
    /// The view whose tree the item belongs to (the view itself, or a guide's owning view).
    var layoutOwningView: View? { get }
    /// The name constraint descriptions print for the item.
    var layoutDebugName: String { get }
}

/// An edge, centre or dimension of a layout item, like `NSLayoutConstraint.Attribute`.
public enum LayoutAttribute: String, Sendable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    /// No attribute: the second item of a constant constraint (`width == 44`).
    case notAnAttribute

    var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: true
        default: false
        }
    }

    /// Width and height: dimensions may be related across axes (an aspect ratio).
    var isDimension: Bool { self == .width || self == .height }
}

/// How the two sides of a constraint compare.
public enum LayoutRelation: Int, Sendable, CustomStringConvertible {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1

    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// One attribute of one item, the start of a constraint: `header.topAnchor`.
///
/// The anchor types keep axes apart at compile time: an x-axis anchor can only be constrained to
/// another x-axis anchor, and dimensions only to dimensions (of either axis, as UIKit allows:
/// `heightAnchor.constraint(equalTo: widthAnchor, multiplier: 9 / 16)` is an aspect ratio).
@MainActor
public class LayoutAnchor<AnchorType: AnyObject> {
    /// The item the anchor belongs to (held weakly, as UIKit's anchors do).
    public private(set) weak var item: (any LayoutItem)?
    /// Which attribute of the item.
    public let attribute: LayoutAttribute

    /// Added to the attribute: a baseline anchor is its item's top (or bottom) plus an offset.
    let offset: CGFloat

    init(item: any LayoutItem, attribute: LayoutAttribute, offset: CGFloat = 0) {
        self.item = item
        self.attribute = attribute
        self.offset = offset
    }

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0)
        -> LayoutConstraint
    {
        make(.equal, anchor, multiplier: 1, constant: constant)
    }

    /// `self >= anchor + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: constant)
    }

    /// `self <= anchor + constant`.
    public func constraint(
        lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: constant)
    }

    func make(
        _ relation: LayoutRelation, _ anchor: LayoutAnchor<AnchorType>?, multiplier: CGFloat,
        constant: CGFloat
    ) -> LayoutConstraint {
        guard let first = item else {
            preconditionFailure("A constraint was made from an anchor whose item is gone")
        }
        // first + offset ~ m × (second + otherOffset) + c
        let shift = multiplier * (anchor?.offset ?? 0) - offset
        return LayoutConstraint(
            item: first, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
            attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier,
            constant: constant + shift)
    }
}

/// A horizontal edge or centre: `leading`, `trailing`, `left`, `right`, `centerX`.
@MainActor
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {}

/// A vertical edge or centre: `top`, `bottom`, `centerY`, or a baseline.
@MainActor
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// `self == anchor + multiplier × 8 pt` (UIKit's system spacing, 8 pt here), like
    /// `constraint(equalToSystemSpacingBelow:multiplier:)`.
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        make(.equal, anchor, multiplier: 1, constant: View.systemSpacing * multiplier)
    }

    /// `self >= anchor + multiplier × 8 pt`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: View.systemSpacing * multiplier)
    }

    /// `self <= anchor + multiplier × 8 pt`.
    public func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: View.systemSpacing * multiplier)
    }
}

extension LayoutXAxisAnchor {
    /// `self == anchor + multiplier × 8 pt`, like `constraint(equalToSystemSpacingAfter:multiplier:)`.
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        make(.equal, anchor, multiplier: 1, constant: View.systemSpacing * multiplier)
    }

    /// `self >= anchor + multiplier × 8 pt`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: View.systemSpacing * multiplier)
    }

    /// `self <= anchor + multiplier × 8 pt`.
    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: View.systemSpacing * multiplier)
    }
}

extension View {
    /// The baseline of the first line of text, like `UIView.firstBaselineAnchor`: for a
    /// ``Label``, its top plus the font's ascender; for other views, the bottom. The offset is
    /// measured when a constraint is made from the anchor.
    public var firstBaselineAnchor: LayoutYAxisAnchor {
        if let label = self as? Label {
            return LayoutYAxisAnchor(item: self, attribute: .top, offset: label.font.ascender)
        }
        return bottomAnchor
    }

    /// The baseline of the last line of text, like `UIView.lastBaselineAnchor`: for a
    /// ``Label``, its bottom less the font's descent; for other views, the bottom.
    public var lastBaselineAnchor: LayoutYAxisAnchor {
        if let label = self as? Label {
            return LayoutYAxisAnchor(item: self, attribute: .bottom, offset: label.font.descender)
        }
        return bottomAnchor
    }
}

/// A width or height.
@MainActor
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// `self == constant`.
    public func constraint(equalToConstant constant: CGFloat) -> LayoutConstraint {
        make(.equal, nil, multiplier: 1, constant: constant)
    }

    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, multiplier: 1, constant: constant)
    }

    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, multiplier: 1, constant: constant)
    }

    /// `self == anchor × multiplier + constant`.
    public func constraint(
        equalTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
    ) -> LayoutConstraint {
        make(.equal, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self >= anchor × multiplier + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self <= anchor × multiplier + constant`.
    public func constraint(
        lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
}

extension View: LayoutItem {
    public var layoutOwningView: View? { self }
    public var layoutDebugName: String {
        debugName ?? accessibilityIdentifier ?? typeName(of: self)
    }
}

extension LayoutItem {
    /// The leading edge (the left edge: layouts here are left to right).
    public var leadingAnchor: LayoutXAxisAnchor {
        LayoutXAxisAnchor(item: self, attribute: .leading)
    }
    /// The trailing edge (the right edge).
    public var trailingAnchor: LayoutXAxisAnchor {
        LayoutXAxisAnchor(item: self, attribute: .trailing)
    }
    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor {
        LayoutXAxisAnchor(item: self, attribute: .centerX)
    }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor {
        LayoutYAxisAnchor(item: self, attribute: .centerY)
    }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
}

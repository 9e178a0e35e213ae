import Foundation

// Right-to-left layout, as UIKit does it ("Supporting right-to-left languages" in Apple's
// documentation): a view's `effectiveUserInterfaceLayoutDirection` comes from its
// `semanticContentAttribute` and the `layoutDirection` trait it inherits; leading and trailing
// anchors, directional margins, horizontal stack views, flow layouts and `.natural` text
// alignment follow it. While no view or view controller asks for right to left (the usual
// case), every view is left to right and nothing here costs more than reading one counter.

/// How a view's content behaves when the layout direction is right to left, like
/// `UISemanticContentAttribute`.
public enum SemanticContentAttribute: Int, Sendable {
    /// Follows the layout direction (the default).
    case unspecified = 0
    /// Playback controls (play, rewind, fast forward): always left to right.
    case playback = 1
    /// Controls whose directions are spatial (a D-pad, text alignment buttons): always left
    /// to right.
    case spatial = 2
    /// Always left to right, and so are the views inside that follow the layout direction.
    case forceLeftToRight = 3
    /// Always right to left, and so are the views inside that follow the layout direction.
    case forceRightToLeft = 4
}

/// The layout direction of a trait environment, like `UITraitEnvironmentLayoutDirection`.
public enum TraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not specified: inherited.
    case unspecified = -1
    /// Left to right (English).
    case leftToRight = 0
    /// Right to left (Arabic, Hebrew).
    case rightToLeft = 1
}

/// How many views and view controllers make their views right to left now (a
/// `.forceRightToLeft` semantic content attribute, a `.rightToLeft` layout direction override).
/// While none does, every view is left to right (the app's direction), and nothing needs to
/// look up a direction.
@MainActor
enum LayoutDirectionCensus {
    static var holders = 0
}

extension View {
    /// How the view's content behaves in a right-to-left layout, like UIKit's
    /// `semanticContentAttribute` (`.unspecified` by default). The forced values also set the
    /// direction the views inside inherit (their `traitCollection.layoutDirection`), so
    /// `view.semanticContentAttribute = .forceRightToLeft` flips a whole screen. A change
    /// lays out again: leading and trailing constraints are resolved anew, and views whose
    /// traits change are told (`traitCollectionDidChange(_:)`).
    ///
    /// - Complexity: O(*n* + *c*) in the subtree's views and the constraints naming them, to set.
    public var semanticContentAttribute: SemanticContentAttribute {
        get { extras?.uikit?.semanticContentAttribute ?? .unspecified }
        set {
            guard newValue != semanticContentAttribute else { return }
            let before = traitChangeBaseline(own: ownOverrides)
            let wasRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            uikitExtras.semanticContentAttribute = newValue
            notifyTraitChange(from: before)
            // `.playback` and `.spatial` change this view's direction, not its traits.
            if (effectiveUserInterfaceLayoutDirection == .rightToLeft) != wasRightToLeft {
                View.layoutDirectionDidChange(of: [self])
            }
        }
    }

    /// The direction to arrange this view's content in, like UIKit's
    /// `effectiveUserInterfaceLayoutDirection`: a forced ``semanticContentAttribute``'s;
    /// left to right for `.playback` and `.spatial`; else the inherited
    /// `traitCollection.layoutDirection` (a `traitOverrides.layoutDirection` or a forced
    /// attribute above, or the app's direction, left to right).
    ///
    /// - Complexity: O(1) amortised while a view or view controller makes views right to
    ///   left (views remember the traits they inherit until a trait override changes or a
    ///   move changes them, see ``TraitMemo``); O(1) otherwise.
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        guard LayoutDirectionCensus.holders > 0 else { return .leftToRight }
        switch semanticContentAttribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified:
            return inheritedLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    /// Whether the view arranges its content right to left (see
    /// ``effectiveUserInterfaceLayoutDirection``).
    var isRightToLeft: Bool {
        LayoutDirectionCensus.holders > 0 && effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// The layout direction trait the view has: the nearest direction a view (or its view
    /// controller) gives itself and what it holds, from this view up (remembered with the
    /// view's other inherited traits, see ``TraitMemo``).
    ///
    /// - Complexity: O(1) amortised (see ``effectiveTraits``).
    var inheritedLayoutDirection: TraitEnvironmentLayoutDirection {
        effectiveTraits.direction
    }

    /// The direction for content with `attribute` in an app laid out left to right (the
    /// app's direction), like UIKit's `userInterfaceLayoutDirection(for:)`.
    public static func userInterfaceLayoutDirection(
        for attribute: SemanticContentAttribute
    ) -> UserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(
            for: attribute, relativeTo: Application.shared.userInterfaceLayoutDirection)
    }

    /// The direction for content with `attribute` in a layout going `layoutDirection`, like
    /// UIKit's `userInterfaceLayoutDirection(for:relativeTo:)`: the forced direction,
    /// left to right for playback and spatial content, else `layoutDirection`.
    public static func userInterfaceLayoutDirection(
        for attribute: SemanticContentAttribute,
        relativeTo layoutDirection: UserInterfaceLayoutDirection
    ) -> UserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: layoutDirection
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    /// After the effective direction of `views` may have changed (a trait change, a new
    /// semantic content attribute, a move under another parent): resolves their active
    /// leading and trailing constraints again (UIKit does this on a trait change), moves
    /// directional margins, and lays them out again.
    ///
    /// - Complexity: O(*v* + *c*) in the views and the constraints naming them.
    static func layoutDirectionDidChange(of views: [View]) {
        var stale: [LayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        for view in views {
            if let item = view.engineItem {
                for constraint in item.constraintsReferencing
                where constraint.engine != nil && constraint.isDirectional {
                    guard seen.insert(ObjectIdentifier(constraint)).inserted else { continue }
                    if constraint.wantsMirroring != constraint.isMirrored {
                        stale.append(constraint)
                    }
                }
            }
            if view.extras?.uikit?.marginsAreDirectional == true {
                view.marginsDidChange()
                view.layoutMarginsDidChange()
            }
            if let collection = view as? CollectionView {
                collection.collectionViewLayout.invalidateLayout()
            }
            view.setNeedsLayout()
        }
        guard !stale.isEmpty else { return }
        // Out and in again: activation resolves each for the direction it has now.
        LayoutConstraint.deactivate(stale)
        LayoutConstraint.activate(stale)
    }
}

extension TextAlignment {
    /// The alignment with `.natural` resolved for `direction` (UIKit: "natural" is the
    /// leading edge: left in left-to-right text, right in right-to-left text).
    func resolved(rightToLeft: Bool) -> TextAlignment {
        guard self == .natural else { return self }
        return rightToLeft ? .right : .left
    }
}

extension View {
    /// What a tree dump shows of the view's direction where it differs from its superview's:
    /// `rtl` where right to left starts, `ltr` where left to right comes back inside it; nil
    /// elsewhere (so dumps of left-to-right trees are unchanged).
    ///
    /// - Complexity: O(1) amortised (see ``inheritedLayoutDirection``).
    var layoutDirectionDumpToken: String? {
        let rightToLeft = isRightToLeft
        guard rightToLeft != (superview?.isRightToLeft ?? false) else { return nil }
        return rightToLeft ? "rtl" : "ltr"
    }
}

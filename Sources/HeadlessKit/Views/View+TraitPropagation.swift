import Foundation

// A view that moves can change traits: into a window of another size class, or under a view
// (or view controller) that overrides the interface style or the content size category. UIKit
// then calls `traitCollectionDidChange(_:)` and the trait change registrations of the views
// whose traits changed ("traitCollectionDidChange(_:)", "registerForTraitChanges(_:handler:)"
// in UIKit's documentation). A move that changes nothing costs one comparison.

/// How many views and view controllers override a trait now (``View/traitOverrides``,
/// ``View/overrideUserInterfaceStyle``, a controller's `traitOverrides`). While none does,
/// every view inherits the same style and content size category, and a move can change only
/// the size classes, read from the two windows.
@MainActor
enum TraitOverrideCensus {
    static var holders = 0
}

extension SizeTraits {
    /// The size traits UIKit gives a view outside any window: predicted from the context
    /// (since iOS 13, "traitCollectionDidChange(_:)" is not called when a view whose traits
    /// were predicted right is first added), here the key window's, or an iPhone's in portrait
    /// when no window is key.
    @MainActor static var predicted: SizeTraits {
        // The usual case reads no weak reference: the key window was an iPhone in portrait
        // when it was made key or last resized (or there is none), so the answer is that.
        if Window.keyIsDefaultSized { return defaultPredicted }
        return SizeTraits(windowSize: Window.key?.bounds.size ?? Screen.defaultSize)
    }

    /// An iPhone's in portrait: the prediction when no window is key.
    @MainActor static let defaultPredicted = SizeTraits(windowSize: Screen.defaultSize)

    /// The size traits of views in `window`, or the predicted ones outside any.
    @MainActor static func of(_ window: Window?) -> SizeTraits {
        guard let window else { return predicted }
        return SizeTraits(windowSize: window.bounds.size)
    }
}

/// What a move may change in a view's traits, read before the move.
struct TraitsBeforeMove {
    /// The view's inherited traits before the move; nil when no view or view controller
    /// overrides a trait (then they are the defaults before and after).
    let inherited: InheritedTraits?
    /// The size traits before and after.
    let size: SizeTraits
    let newSize: SizeTraits
}

extension View {
    /// Reads what this view's move into `newWindow` may change, before the move: nil when the
    /// move cannot change its traits (no trait is overridden anywhere and the size classes of
    /// the two windows are the same), which is what most moves are.
    ///
    /// - Complexity: O(1) when no trait is overridden anywhere; O(*d*) in the view's depth
    ///   otherwise.
    func traitsBeforeMove(windowChanges: Bool, newWindow: Window?) -> TraitsBeforeMove? {
        let overridden = TraitOverrideCensus.holders > 0
        guard windowChanges || overridden else { return nil }
        var size = SizeTraits.none
        var newSize = SizeTraits.none
        if windowChanges {
            size = hasWindow ? SizeTraits.of(window) : .predicted
            newSize = newWindow.map { SizeTraits(windowSize: $0.bounds.size) } ?? .predicted
        }
        guard overridden || size != newSize else { return nil }
        var inherited: InheritedTraits?
        if overridden {
            countTreeOperation { $0.traitLookupsOnMove &+= 1 }
            inherited = effectiveTraits
        }
        return TraitsBeforeMove(inherited: inherited, size: size, newSize: newSize)
    }

    /// Right after the move that `before` was read for (the view has its new superview),
    /// before anyone is told: when the move changed the layout direction the view inherits,
    /// the views of its subtree forget the directions they remember
    /// (View+LayoutDirection.swift); the trait change that follows walks them all anyway.
    ///
    /// - Complexity: O(1) amortised when the direction stays; O(*n*) in the subtree's views
    ///   when it changes.
    func layoutDirectionDidMove(from before: TraitsBeforeMove) {
        guard LayoutDirectionCensus.holders > 0, let old = before.inherited?.direction else {
            return
        }
        var now = extras != nil ? ownOverrides.direction : .unspecified
        if now == .unspecified { now = superview?.inheritedLayoutDirection ?? .leftToRight }
        guard now != old else { return }
        walkSubtree { view in
            view.extras?.directionEpoch = 0
            return .descend
        }
    }

    /// After the move that `before` was read for: tells the views of this subtree (and their
    /// view controllers) whose traits changed, parents first (see ``notifyTraitChange(from:sizeNow:)``).
    ///
    /// - Complexity: O(*n*) in the subtree's views when the traits changed; O(*d*) in the
    ///   view's depth otherwise.
    func traitsDidMove(from before: TraitsBeforeMove) {
        let old = before.inherited ?? .defaults
        var now = InheritedTraits.defaults
        if before.inherited != nil {
            countTreeOperation { $0.traitLookupsOnMove &+= 1 }
            now = effectiveTraits
        }
        guard old != now || before.size != before.newSize else { return }
        notifyTraitChange(from: (old, before.size), sizeNow: before.newSize)
    }
}

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

/// When the inherited traits views remember (``View/effectiveTraits``) are good: a view's are
/// good while `epoch` is the one they were remembered in. A change of any view's or view
/// controller's trait overrides or semantic content attribute, a view controller taking or
/// giving up its view, and a view going away while its subviews stay start a new epoch (rare
/// changes, each of which already walks a subtree); a move that changes the traits a subtree
/// inherits forgets those remembered in that subtree (``View/traitMemoryDidMove(from:)``), so
/// most moves keep what is remembered. Nothing is remembered while no trait is overridden
/// anywhere (every view has the defaults then).
@MainActor
enum TraitMemo {
    /// Never 0 (the epoch of a view that remembers nothing).
    static var epoch: UInt64 = 1

    /// Forgets every remembered trait.
    static func forgetAll() { epoch &+= 1 }

    /// A walk up that passes this many views remembering nothing leaves what it found on
    /// every such view at this spacing (a view without `Extras` gets them for it), so that
    /// no later walk up a deep tree passes more; views that have `Extras` already always
    /// remember. A shallow tree makes no `Extras` for this.
    static let spacing = 16
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
    /// ``TraitMemo/epoch`` when `inherited` was read.
    let epoch: UInt64
    /// The size traits before and after.
    let size: SizeTraits
    let newSize: SizeTraits
}

extension View {
    /// Reads what this view's move into `newWindow` may change, before the move: nil when the
    /// move cannot change its traits (no trait is overridden anywhere and the size classes of
    /// the two windows are the same), which is what most moves are.
    ///
    /// - Complexity: O(1) amortised (see ``effectiveTraits``).
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
        return TraitsBeforeMove(
            inherited: inherited, epoch: TraitMemo.epoch, size: size, newSize: newSize)
    }

    /// Right after the move that `before` was read for (the view has its new superview),
    /// before anyone is told: when the move changed the traits the view inherits, the views
    /// of its subtree forget the traits they remember (``TraitMemo``); the trait change that
    /// follows walks them all anyway. So does a move during which overrides changed (a
    /// `willMove(toWindow:)` that sets one): what the subtree remembered then may be of the
    /// old place.
    ///
    /// - Complexity: O(1) amortised when the traits stay; O(*n*) in the subtree's views
    ///   when they change.
    ///
    /// `before` is nil when nothing was read (no trait was overridden anywhere then): the
    /// subtree forgets only if one is now.
    func traitMemoryDidMove(from before: TraitsBeforeMove?) {
        guard TraitOverrideCensus.holders > 0 else { return }
        if let before, let old = before.inherited, before.epoch == TraitMemo.epoch {
            let outer = superview?.effectiveTraits ?? .defaults
            let now = extras != nil ? ownOverrides.filled(from: outer) : outer
            guard now != old else { return }
        }
        walkSubtree { view in
            view.extras?.traitsEpoch = 0
            return .descend
        }
    }

    /// After the move that `before` was read for: tells the views of this subtree (and their
    /// view controllers) whose traits changed, parents first (see ``notifyTraitChange(from:sizeNow:)``).
    ///
    /// - Complexity: O(*n*) in the subtree's views when the traits changed; O(1) amortised
    ///   otherwise.
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

import Foundation
import HeadlessCassowary

/// A rectangle that takes part in Auto Layout without being a view, like `UILayoutGuide`:
/// spacers, content areas, and each view's ``View/safeAreaLayoutGuide``.
///
///     let column = LayoutGuide()
///     view.addLayoutGuide(column)
///     column.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5).isActive = true
@MainActor
public final class LayoutGuide: LayoutItem {
    /// The view the guide belongs to.
    public private(set) weak var owningView: View?
    /// A name for dumps and constraint descriptions.
    public var identifier: String = ""
    var engineItem: EngineItem?
    /// For a safe-area guide: the view whose safe area it follows.
    var isSafeArea = false
    /// For a safe-area guide: the insets its constraints hold now.
    var pinnedInsets: EdgeInsets = .zero

    /// Makes a guide; add it to a view with ``View/addLayoutGuide(_:)``.
    public init() {}

    public var layoutOwningView: View? { owningView }
    public var layoutDebugName: String {
        identifier.isEmpty ? "\(owningView?.layoutDebugName ?? "?").guide" : identifier
    }

    /// The guide's rectangle in its owning view's coordinates, from the last layout pass.
    public var layoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        if isSafeArea { return owner.bounds.inset(by: owner.safeAreaInsets) }
        guard let item = engineItem, let ownerItem = owner.extras?.engineItem else { return .zero }
        let v = item.variables
        owner.layoutIfNeeded()
        return CGRect(
            x: v.x.value - ownerItem.variables.x.value + owner.bounds.minX,
            y: v.y.value - ownerItem.variables.y.value + owner.bounds.minY,
            width: v.width.value, height: v.height.value)
    }

    func attach(to view: View) {
        owningView = view
    }

    /// A safe-area guide is held to its view's bounds less the safe-area insets.
    func installSystemConstraints(in engine: LayoutEngine) {
        guard isSafeArea, let owner = owningView else { return }
        engine.pinSafeAreaGuide(self, of: owner)
    }

}

extension View {
    /// Adds a layout guide to the view.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        precondition(
            guide.owningView == nil || guide.owningView === self,
            "\(guide.layoutDebugName) already belongs to \(guide.owningView!.shortDescription)")
        guide.attach(to: self)
        ensureExtras().layoutGuides.append(guide)
    }

    /// The guides added with ``addLayoutGuide(_:)``.
    public var layoutGuides: [LayoutGuide] { extras?.layoutGuides ?? [] }

    /// The part of the view not covered by the window's safe-area insets, as a layout guide.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = extras?.safeAreaGuide { return guide }
        let guide = LayoutGuide()
        guide.identifier = "\(layoutDebugName).safeArea"
        guide.isSafeArea = true
        guide.attach(to: self)
        ensureExtras().safeAreaGuide = guide
        return guide
    }

    /// The window's safe-area insets, clipped to this view's rectangle.
    var safeAreaInsetsFromWindow: EdgeInsets {
        guard let window = self as? Window ?? window else { return .zero }
        // Not `safeAreaInsets`: a subclass may override it to call this.
        let insets = window.storedSafeAreaInsets
        guard insets != .zero else { return .zero }
        let safe = window.bounds.inset(by: insets)
        let mine = convert(bounds, to: nil)
        return EdgeInsets(
            top: max(0, min(safe.minY - mine.minY, mine.height)),
            left: max(0, min(safe.minX - mine.minX, mine.width)),
            bottom: max(0, min(mine.maxY - safe.maxY, mine.height)),
            right: max(0, min(mine.maxX - safe.maxX, mine.width)))
    }
}

extension LayoutEngine {
    /// Pins a safe-area guide to its view's bounds less the insets (required, updated when the
    /// window's insets change).
    func pinSafeAreaGuide(_ guide: LayoutGuide, of view: View) {
        guard let item = guide.engineItem, let owner = view.extras?.engineItem else { return }
        let insets = view.safeAreaInsets
        let g = item.variables
        let o = owner.variables
        let constraints = [
            g.x - o.x == Double(insets.left), g.y - o.y == Double(insets.top),
            g.width - o.width == Double(-insets.left - insets.right),
            g.height - o.height == Double(-insets.top - insets.bottom),
        ]
        for constraint in item.frameConstraints { try? solver.removeConstraint(constraint) }
        item.frameConstraints = constraints.filter { (try? solver.addConstraint($0)) != nil }
        if !safeAreaGuides.contains(where: { $0 === guide }) { safeAreaGuides.append(guide) }
        let old = guide.pinnedInsets
        guide.pinnedInsets = insets
        if insets != old { view.safeAreaInsetsDidChange() }
    }

    /// After frames were written: a view that the solve moved into or out of the window's
    /// safe area gets its guide re-pinned, and the engine solves again (UIKit's safe area
    /// follows the view's frame however it was set). Guides whose view left are dropped.
    ///
    /// - Complexity: O(*g* × *d*) for *g* safe-area guides at depth *d*.
    func refreshSafeAreaGuides() {
        guard !safeAreaGuides.isEmpty else { return }
        safeAreaGuides.removeAll { guide in
            guard guide.owningView != nil, let item = guide.engineItem,
                items.indices.contains(item.variables.index), items[item.variables.index] === item
            else { return true }
            return false
        }
        for guide in safeAreaGuides {
            guard let owner = guide.owningView, owner.safeAreaInsets != guide.pinnedInsets
            else { continue }
            pinSafeAreaGuide(guide, of: owner)
            markDirty()
        }
    }

    /// Re-pins every safe-area guide (the window's insets changed); views whose insets changed
    /// hear ``View/safeAreaInsetsDidChange()``.
    func safeAreaInsetsDidChange() {
        for item in items {
            if let guide = item.guide, guide.isSafeArea, let owner = guide.owningView {
                pinSafeAreaGuide(guide, of: owner)
            }
        }
        markDirty()
    }
}

import Foundation
import HeadlessCassowary

/// A rectangle that takes part in Auto Layout without being a view, like `UILayoutGuide`:
/// spacers, content areas, and each view's ``View/safeAreaLayoutGuide``.
///
///     let column = LayoutGuide()
///     view.addLayoutGuide(column)
///     column.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5).isActive = true
@MainActor
public class LayoutGuide: LayoutItem {
    /// The view the guide belongs to.
    public private(set) weak var owningView: View?
    /// A name for dumps and constraint descriptions.
    public var identifier: String = ""
    var engineItem: EngineItem?
    /// For a guide the view system keeps (safe area, margins, scroll view guides): which one.
    var system: SystemGuide?
    var isSafeArea: Bool { system == .safeArea }
    /// For a system guide: the insets its constraints hold now.
    var pinnedInsets: EdgeInsets = .zero
    /// For a system guide: the engine item of the view it was pinned to, and whether its
    /// constraints name that item's variables (`true`) or hold its fixed frame as numbers.
    /// The same again, a re-pin moves the constants in place.
    var pinnedForm: (owner: ObjectIdentifier, linked: Bool)?

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
        guard let item = engineItem, let ownerItem = owner.engineItem else { return .zero }
        let v = item.variables
        owner.layoutIfNeeded()
        let origin = ownerItem.layoutOrigin
        return CGRect(
            x: v.x.value - Double(origin.x) + owner.bounds.minX,
            y: v.y.value - Double(origin.y) + owner.bounds.minY,
            width: v.width.value, height: v.height.value)
    }

    func attach(to view: View) {
        owningView = view
    }

    /// A system guide is held to its view's bounds less its insets.
    func installSystemConstraints(in engine: LayoutEngine) {
        guard system != nil, let owner = owningView else { return }
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
        guide.system = .safeArea
        guide.attach(to: self)
        ensureExtras().safeAreaGuide = guide
        return guide
    }

    /// The window's safe-area insets, clipped to this view's rectangle, with the
    /// `additionalSafeAreaInsets` of the controllers of this view and its ancestors (and the
    /// height of a navigation bar over a navigation controller's children). A scroll view does
    /// not pass on to its content the insets it has added to its `adjustedContentInset`
    /// (UIKit: the content scrolls under the bars on those edges, and a cell's margins do not
    /// change as it passes under a navigation bar).
    ///
    /// - Complexity: O(*d*) in the view's depth.
    var safeAreaInsetsFromWindow: EdgeInsets {
        guard let window = self as? Window ?? window else { return .zero }
        // Not `safeAreaInsets`: a subclass may override it to call this.
        let insets = window.storedSafeAreaInsets
        let controllersAdd = ViewController.controllersWithAdditionalSafeArea > 0
        guard insets != .zero || controllersAdd else { return .zero }
        // What changes the safe area on the way down from the window: controllers that add to
        // it (UIKit: a controller's view has the safe area its superview gives it plus the
        // controller's additionalSafeAreaInsets, and its descendants are inside that), and
        // scroll views above this view that take some of it into their content inset.
        var steps: [(view: View, insets: EdgeInsets, isScrollView: Bool)] = []
        var next: View? = self
        while let view = next, view !== window {
            if view !== self, let scrollView = view as? ScrollView {
                steps.append((view, scrollView.safeAreaInsetsTakenIntoContentInset, true))
            }
            if controllersAdd, let extra = view.extras?.viewController?.safeAreaInsetsAdded,
                extra != .zero
            {
                steps.append((view, extra, false))
            }
            next = view.superview
        }
        var safe = SafeEdges(window.bounds.inset(by: insets))
        for (view, extra, isScrollView) in steps.reversed() {
            if isScrollView {
                // An edge whose whole safe-area inset the scroll view took into its content
                // inset bounds nothing inside it: its content scrolls there, and what is out of
                // sight is not covered (an edge with no inset likewise). Else the edge moves
                // out by what was taken (a collapsed large title's part).
                let own = view.clip(safe, rect: view.convert(view.bounds, to: nil))
                safe = SafeEdges(
                    minX: extra.left >= own.left ? -.infinity : safe.minX - extra.left,
                    minY: extra.top >= own.top ? -.infinity : safe.minY - extra.top,
                    maxX: extra.right >= own.right ? .infinity : safe.maxX + extra.right,
                    maxY: extra.bottom >= own.bottom ? .infinity : safe.maxY + extra.bottom)
                continue
            }
            let rect = view.convert(view.bounds, to: nil)
            let own = view.clip(safe, rect: rect)
            safe = SafeEdges(
                minX: rect.minX + own.left + extra.left, minY: rect.minY + own.top + extra.top,
                maxX: rect.maxX - own.right - extra.right,
                maxY: rect.maxY - own.bottom - extra.bottom)
        }
        return clip(safe)
    }

    /// The insets `safe` (window coordinates) makes in this view's rectangle, each between 0
    /// and the view's size.
    private func clip(_ safe: SafeEdges, rect: CGRect? = nil) -> EdgeInsets {
        let mine = rect ?? convert(bounds, to: nil)
        return EdgeInsets(
            top: max(0, min(safe.minY - mine.minY, mine.height)),
            left: max(0, min(safe.minX - mine.minX, mine.width)),
            bottom: max(0, min(mine.maxY - safe.maxY, mine.height)),
            right: max(0, min(mine.maxX - safe.maxX, mine.width)))
    }
}

/// A safe rectangle's edges in window coordinates. Not a `CGRect`: insets larger than the
/// view may cross its edges, and a `CGRect` would turn them round.
private struct SafeEdges {
    var minX, minY, maxX, maxY: CGFloat

    init(minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    init(_ rect: CGRect) {
        self.init(minX: rect.minX, minY: rect.minY, maxX: rect.maxX, maxY: rect.maxY)
    }
}

extension LayoutEngine {
    /// Pins a system guide to its view's bounds less its insets (required constraints,
    /// replaced when the insets change). A scroll view's content guide is pinned by its origin
    /// only: its size is the content size.
    func pinSafeAreaGuide(_ guide: LayoutGuide, of view: View) {
        guard let item = guide.engineItem, let owner = view.engineItem,
            let kind = guide.system
        else { return }
        let insets = kind.insets(of: view)
        if movePinnedConstants(of: guide, view, item, owner, kind, insets) { return }
        let g = item.variables
        var constraints: [Constraint]
        let group: ConstraintGroup
        guide.pinnedForm = (ObjectIdentifier(owner), owner.solverVariables != nil)
        if let o = owner.solverVariables {
            constraints = [g.x - o.x == Double(insets.left), g.y - o.y == Double(insets.top)]
            if kind != .scrollContent {
                constraints += [
                    g.width - o.width == Double(-insets.left - insets.right),
                    g.height - o.height == Double(-insets.top - insets.bottom),
                ]
            }
            group = union(item, owner)
            noteNamed(owner, SizeAxes.both)
        } else {
            // A fixed owner is numbers (see `EngineItem`): its frame goes into the constants.
            let o = owner.fixedFrame
            constraints = [
                g.x == Double(o.minX + insets.left), g.y == Double(o.minY + insets.top),
            ]
            if kind != .scrollContent {
                constraints += [
                    g.width == Double(o.width - insets.left - insets.right),
                    g.height == Double(o.height - insets.top - insets.bottom),
                ]
            }
            group = item.group
        }
        let solver = solver(of: group)
        for constraint in item.frameConstraints { try? solver.removeConstraint(constraint) }
        item.frameConstraints = constraints.filter { (try? solver.addConstraint($0)) != nil }
        markDirty(item.group)
        if !safeAreaGuides.contains(where: { $0 === guide }) { safeAreaGuides.append(guide) }
        let old = guide.pinnedInsets
        guide.pinnedInsets = insets
        if insets != old, kind == .safeArea { view.safeAreaInsetsDidChange() }
    }

    /// Re-pins `guide` by moving the constants of its constraints in place, when they were
    /// made for the same owner in the same form: a keyboard sliding changes the top inset
    /// only, so two constants move (the top and the height) and the others stay, with no
    /// constraint removed or added. False when the constraints must be made again.
    private func movePinnedConstants(
        of guide: LayoutGuide, _ view: View, _ item: EngineItem, _ owner: EngineItem,
        _ kind: SystemGuide, _ insets: EdgeInsets
    ) -> Bool {
        let linked = owner.solverVariables != nil
        guard let form = guide.pinnedForm, form.owner == ObjectIdentifier(owner),
            form.linked == linked,
            item.frameConstraints.count == (kind == .scrollContent ? 2 : 4)
        else { return false }
        let (left, top) = (Double(insets.left), Double(insets.top))
        let width = Double(-insets.left - insets.right)
        let height = Double(-insets.top - insets.bottom)
        var values = [left, top, width, height]
        if !linked {
            let o = owner.fixedFrame
            values = [
                Double(o.minX) + left, Double(o.minY) + top, Double(o.width) + width,
                Double(o.height) + height,
            ]
        }
        let solver = solver(of: item.group)
        do {
            // A constraint `lhs == value` holds `lhs - value`: its constant is `-value`. An
            // unchanged constant returns at once.
            for (constraint, value) in zip(item.frameConstraints, values) {
                try solver.setConstant(-value, for: constraint)
            }
        } catch {
            return false  // not in that solver any more, or conflicting: made again
        }
        markDirty(item.group)
        let old = guide.pinnedInsets
        guide.pinnedInsets = insets
        if insets != old, kind == .safeArea { view.safeAreaInsetsDidChange() }
        return true
    }

    /// After frames were written: a view that the solve moved into or out of the window's
    /// safe area (or resized, for margins) gets its guides re-pinned, and the engine solves
    /// again (UIKit's safe area follows the view's frame however it was set); a scroll view's
    /// content size follows its content guide. Guides whose view left are dropped.
    ///
    /// - Complexity: O(*g* × *d*) for *g* safe-area guides at depth *d*.
    func refreshSafeAreaGuides() {
        guard !safeAreaGuides.isEmpty else { return }
        safeAreaGuides.removeAll { guide in
            guard guide.owningView != nil, let item = guide.engineItem,
                items.indices.contains(item.index), items[item.index] === item
            else { return true }
            return false
        }
        for guide in safeAreaGuides {
            guard let owner = guide.owningView, let kind = guide.system else { continue }
            if kind == .scrollContent, let scrollView = owner as? ScrollView,
                let v = guide.engineItem?.variables
            {
                let size = CGSize(
                    width: max(0, CGFloat(v.width.value)), height: max(0, CGFloat(v.height.value)))
                if scrollView.contentSize != size { scrollView.contentSize = size }
            }
            guard kind.insets(of: owner) != guide.pinnedInsets else { continue }
            pinSafeAreaGuide(guide, of: owner)
            markDirty()
        }
    }

    /// Re-pins every safe-area guide (the window's insets changed); views whose insets changed
    /// hear ``View/safeAreaInsetsDidChange()``.
    func safeAreaInsetsDidChange() {
        for item in items {
            if let guide = item.guide, guide.system != nil, let owner = guide.owningView {
                pinSafeAreaGuide(guide, of: owner)
            }
        }
        markDirty()
    }
}

/// The guides UIKit keeps for a view.
enum SystemGuide: Equatable {
    case safeArea, margins, readable, scrollFrame, scrollContent, keyboard

    /// The guide's insets from its view's bounds, now.
    @MainActor func insets(of view: View) -> EdgeInsets {
        switch self {
        case .safeArea: return view.safeAreaInsets
        case .margins: return view.marginGuideInsets
        case .readable:
            var insets = view.marginGuideInsets
            let width = view.bounds.width - insets.left - insets.right
            let extra = max(0, (width - View.readableWidth) / 2)
            insets.left += extra
            insets.right += extra
            return insets
        case .scrollFrame:
            // The scroll view's own rectangle, in the content coordinates its subviews use:
            // it moves with the offset and keeps the view's size.
            let offset = view.bounds.origin
            return EdgeInsets(top: offset.y, left: offset.x, bottom: -offset.y, right: -offset.x)
        case .scrollContent: return .zero
        case .keyboard:
            // The view's keyboard guide (KeyboardLayoutGuide.swift).
            for guide in view.layoutGuides {
                if let keyboard = guide as? KeyboardLayoutGuide {
                    return keyboard.keyboardInsets(of: view)
                }
            }
            return .zero
        }
    }
}

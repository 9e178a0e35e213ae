import Foundation
import HeadlessCassowary

/// An item's variables are its own fields (``EngineItem/x`` and so on): the spelling of the
/// time they were an object of their own (`item.variables.x`, `item.solverVariables`) still
/// reads them, through the item.
typealias ItemVariables = EngineItem

/// What an item's hugging and compression-resistance constraints were made from. Values only
/// (no array), so comparing costs no allocation: a label checks it at every layout pass.
struct IntrinsicInputs: Equatable {
    var size: CGSize
    var huggingHorizontal: LayoutPriority
    var compressionHorizontal: LayoutPriority
    var huggingVertical: LayoutPriority
    var compressionVertical: LayoutPriority
}

/// Bits for an item's size axes.
enum SizeAxes {
    static let width: UInt8 = 1
    static let height: UInt8 = 2
    static let both: UInt8 = 3

    /// The size axes `attribute` names: an edge or centre that depends on the size names it.
    static func named(by attribute: LayoutAttribute) -> UInt8 {
        switch attribute {
        case .width, .right, .trailing, .centerX: width
        case .height, .bottom, .centerY: height
        case .left, .leading, .top, .notAnAttribute: 0
        }
    }
}

/// What the engine knows about one participating item.
///
/// The engine owns its items; the view or guide owns nothing here and is referenced weakly (an
/// item outlives its view when the view leaves the tree: its slot stays, its constraints go).
///
/// A view placed by its frame (translating its autoresizing mask, or the root) whose superview
/// is outside the engine or placed by its frame too is *fixed*: its position in the layout
/// space and its size are known numbers, so it has no variables, no frame constraints and no
/// group, and each constraint that names it holds those numbers in its constant (UIKit's
/// autoresizing constraints are required equalities to the frame: substituting them is the
/// same system with fewer unknowns). A frame change moves those constants
/// (``LayoutEngine/frameDidChange(_:item:)``). A fixed item gets variables when something
/// needs them (``LayoutEngine/giveVariables(_:)``): measuring it, a constraint that names no
/// other unknown, its superview gaining variables.
@MainActor
final class EngineItem {
    // The fields are ordered and sized so that an item takes one allocation size class less
    // (a self-sizing cell makes three items): a 32-bit index and count, the variables inline,
    // and what few items need (a guide, frame pins) behind one pointer in `extras`.
    /// The view the item stands for (nil: a guide's item, or an item cut off its view).
    ///
    /// Unretained, and not `weak`: a weak load reads the view's side table, one more cache
    /// line per item at each frame pass (and a retain on the runtime's slow path). What keeps
    /// it valid: the view holds its item (`View.engineItem`), and a view that lets go of its
    /// item cuts the item off first (`detachFromView()`): when the item is replaced or
    /// cleared (`View.engineItem`'s setter) and when the view is deinitialized (`View`'s
    /// `deinit`). So a `view` that is not nil is a live view whose `engineItem` is this item.
    /// `LifetimeTests` try to break this under the address sanitizer.
    var view: View? { unretainedView?.takeUnretainedValue() }
    /// ``view``, not retained (read with no reference counting: the frame pass writes many
    /// views it holds no reference to).
    @exclusivity(unchecked) private(set) var unretainedView: Unmanaged<View>?
    /// Where the item is in the engine's item list (see ``index``).
    private let storedIndex: Int32
    /// Constraints (user and system) that mention the item (see ``constraintCount``).
    @exclusivity(unchecked) private var storedConstraintCount: Int32 = 0
    /// The size axes (``SizeAxes``) that a constraint other than the item's intrinsic-size
    /// ones has named (a trailing edge names the width): named once, named for good.
    @exclusivity(unchecked) var namedAxes: UInt8 = 0
    /// The size axes whose intrinsic-size constraints are kept out of the solver (not even
    /// made): no other constraint names the axis, so the two could not move any other
    /// variable, and the size they would give there is the intrinsic size itself (hugging and
    /// compression resistance pull the size to it from both sides, and nothing pulls it away).
    /// They are made and go in when a constraint names the axis.
    @exclusivity(unchecked) var deferredAxes: UInt8 = 0
    /// Whether `intrinsicInputs` is set.
    @exclusivity(unchecked) private var hasIntrinsicInputs = false
    /// Whether the item has variables (it is not fixed). Each variable is made when first
    /// asked for (``x``...): a view whose height nothing names and whose height is its
    /// intrinsic one (an image view in a cell) never makes a height variable. One not made
    /// reads as a variable in no constraint would: 0.
    @exclusivity(unchecked) private var hasVariables = false
    // The item's variables (those made so far, none while it is fixed), in the item itself:
    // no object of their own, and no pointer to follow from an item to a variable. Read one
    // field at a time (`x`...), so that nothing retains all four.
    //
    // `x` and `y` are in a *layout space*: the coordinates of the nearest ancestor that is
    // not in the engine (the root's, for the root), with every `bounds.origin` ignored. So a
    // scroll view's content is laid out in content coordinates and scrolling never touches
    // the solver. A frame is the difference between an item's position and its superview's,
    // or the position itself when the superview is not in the engine. Only views a constraint
    // names enter the engine, with the views between two constrained items (so that both are
    // in one space); a view placed by its frame alone never does.
    //
    // The variables have no names: a name costs a string per variable, and only a diagnostic
    // reads it (`LayoutEngine.nameVariables(of:)` names them then). Their `tag` is `index`.
    @exclusivity(unchecked) private var xVariable: Variable?
    @exclusivity(unchecked) private var yVariable: Variable?
    @exclusivity(unchecked) private var widthVariable: Variable?
    @exclusivity(unchecked) private var heightVariable: Variable?
    /// A fixed item's frame in the layout space (the root's origin is the space's origin).
    @exclusivity(unchecked) var fixedFrame: CGRect = .zero
    /// The group of constraints the item's variables are solved in (nil: a fixed item).
    @exclusivity(unchecked) private(set) var solverGroup: ConstraintGroup?
    /// The first two of ``intrinsicConstraints`` (an equality an axis, the usual case, fits:
    /// no array to allocate per item), and the rest (a required side makes a pair).
    @exclusivity(unchecked) private var firstIntrinsic: Constraint?
    @exclusivity(unchecked) private var secondIntrinsic: Constraint?
    @exclusivity(unchecked) private var moreIntrinsic: [Constraint] = []
    /// A guide item's guide and a pinned item's frame pins (nil: none of them).
    @exclusivity(unchecked) private var extras: ItemExtras?
    /// The active constraints that name the item's view (its edges, or a guide of it), while
    /// they are installed in the engine (empty for a guide's item: they are its view's).
    @exclusivity(unchecked) var constraintsReferencing: [LayoutConstraint] = []
    /// `intrinsicInputs` when `hasIntrinsicInputs` (a flag, not an optional: the optional's
    /// extra byte would cost the item an allocation size class).
    @exclusivity(unchecked) private var storedIntrinsicInputs = IntrinsicInputs(
        size: .zero, huggingHorizontal: 0, compressionHorizontal: 0, huggingVertical: 0,
        compressionVertical: 0)

    /// An item with variables, solved in `group`.
    init(view: View?, guide: LayoutGuide?, index: Int, group: ConstraintGroup) {
        // (`if let`, not `map`: a closure here checks the main actor at run time.)
        if let view { self.unretainedView = Unmanaged.passUnretained(view) }
        self.storedIndex = Self.checkedIndex(index)
        self.solverGroup = group
        hasVariables = true
        if let guide { ensureExtras().guide = guide }
    }

    /// An item with variables in no group and no engine, standing for the fixed item at
    /// `index` in a diagnostic that writes out its constraints with variables.
    init(standInFor index: Int) {
        self.storedIndex = Self.checkedIndex(index)
        hasVariables = true
    }

    /// A fixed item at `frame` in the layout space.
    init(view: View, index: Int, fixedFrame: CGRect) {
        self.unretainedView = Unmanaged.passUnretained(view)
        self.storedIndex = Self.checkedIndex(index)
        self.fixedFrame = fixedFrame
    }

    private static func checkedIndex(_ index: Int) -> Int32 {
        precondition(index < Int32.max, "Layout engine: more than \(Int32.max) items")
        return Int32(truncatingIfNeeded: index)
    }

    /// Where the item is in the engine's item list (its variables' `tag`).
    var index: Int { Int(storedIndex) }

    /// Constraints (user and system) that mention the item.
    var constraintCount: Int {
        get { Int(storedConstraintCount) }
        set { storedConstraintCount = Int32(truncatingIfNeeded: newValue) }
    }

    /// The intrinsic size and priorities `intrinsicConstraints` hold (nil: none made yet).
    var intrinsicInputs: IntrinsicInputs? {
        get { hasIntrinsicInputs ? storedIntrinsicInputs : nil }
        set {
            if let newValue { storedIntrinsicInputs = newValue }
            hasIntrinsicInputs = newValue != nil
        }
    }

    /// The guide the item stands for (nil: a view's item).
    var guide: LayoutGuide? { extras?.guide }

    /// Hugging and compression-resistance constraints, when the view has an intrinsic size,
    /// the width's first. (Reading makes an array: for the rarer paths; the usual ones use
    /// ``hasIntrinsicConstraints``, ``appendIntrinsic(_:)`` and ``prependIntrinsic(_:)``.)
    var intrinsicConstraints: [Constraint] {
        get {
            guard let firstIntrinsic else { return [] }
            guard let secondIntrinsic else { return [firstIntrinsic] }
            return [firstIntrinsic, secondIntrinsic] + moreIntrinsic
        }
        set {
            firstIntrinsic = newValue.first
            secondIntrinsic = newValue.count > 1 ? newValue[1] : nil
            moreIntrinsic = newValue.count > 2 ? Array(newValue[2...]) : []
        }
    }

    /// Whether ``intrinsicConstraints`` is not empty.
    var hasIntrinsicConstraints: Bool { firstIntrinsic != nil }

    /// Appends `constraint` to ``intrinsicConstraints``.
    func appendIntrinsic(_ constraint: Constraint) {
        if firstIntrinsic == nil {
            firstIntrinsic = constraint
        } else if secondIntrinsic == nil {
            secondIntrinsic = constraint
        } else {
            moreIntrinsic.append(constraint)
        }
    }

    /// Inserts `constraint` at the front of ``intrinsicConstraints``.
    func prependIntrinsic(_ constraint: Constraint) {
        if firstIntrinsic == nil {
            firstIntrinsic = constraint
        } else if secondIntrinsic == nil {
            secondIntrinsic = firstIntrinsic
            firstIntrinsic = constraint
        } else {
            intrinsicConstraints = [constraint] + intrinsicConstraints
        }
    }

    /// The required constraints that pin a translating view (or the root) with variables to its
    /// frame, or a guide to its view.
    var frameConstraints: [Constraint] {
        get { extras?.frameConstraints ?? [] }
        set {
            if newValue.isEmpty, extras == nil { return }
            ensureExtras().frameConstraints = newValue
        }
        _modify { yield &ensureExtras().frameConstraints }
    }

    /// The superview's item the frame constraints are relative to (nil: none, or a fixed one).
    var pinnedParent: ObjectIdentifier? {
        get { extras?.pinnedParent }
        set {
            if newValue == nil, extras == nil { return }
            ensureExtras().pinnedParent = newValue
        }
    }

    /// The constants the frame constraints hold (the frame, moved into the layout space when
    /// the superview is fixed).
    var pinnedFrame: CGRect {
        get { extras?.pinnedFrame ?? .null }
        set {
            if newValue.isNull, extras == nil { return }
            ensureExtras().pinnedFrame = newValue
        }
    }

    /// Cuts the item off its view, once the view has left the engine (see
    /// `LayoutEngine.subtreeWillLeave(_:)`): the item's variables, no longer constrained, may
    /// still change in its group's next solution, and a frame pass must not write them on the
    /// view, wherever it is laid out now. A view that lets go of its item, or goes away, cuts
    /// it off too (see ``view``).
    func detachFromView() { unretainedView = nil }

    private func ensureExtras() -> ItemExtras {
        if let extras { return extras }
        let made = ItemExtras()
        extras = made
        return made
    }

    /// Whether the item is placed by a known frame, without variables.
    var isFixed: Bool { !hasVariables }

    /// The item's x variable (an item with variables only), its position's in the layout
    /// space; made on first use.
    var x: Variable {
        variable(&xVariable)
    }
    /// The item's y variable (an item with variables only); made on first use.
    var y: Variable {
        variable(&yVariable)
    }
    /// The item's width variable (an item with variables only); made on first use.
    var width: Variable {
        variable(&widthVariable)
    }
    /// The item's height variable (an item with variables only); made on first use.
    var height: Variable {
        variable(&heightVariable)
    }

    /// The variable in `slot`, made (and stored there) on first use.
    private func variable(_ slot: inout Variable?) -> Variable {
        if let slot { return slot }
        let made = newVariable()
        slot = made
        return made
    }

    /// A variable of the item, tagged with its index (an item with variables only).
    private func newVariable() -> Variable {
        guard hasVariables else {
            preconditionFailure("Layout engine: \(view?.layoutDebugName ?? "?") has no variables")
        }
        return Variable(tag: index)
    }

    /// The attribute `variable` is of the item (`x`, `y`, `width`, `height`), for a message;
    /// nil when it is none of the variables made so far.
    func attributeName(of variable: Variable) -> String? {
        if variable === xVariable { return "x" }
        if variable === yVariable { return "y" }
        if variable === widthVariable { return "width" }
        if variable === heightVariable { return "height" }
        return nil
    }

    /// The item, whose variables are `x`, `y`, `width` and `height`; nil while it is fixed.
    var solverVariables: EngineItem? { hasVariables ? self : nil }

    /// The item, whose variables are `x`, `y`, `width` and `height` (an item with variables
    /// only).
    var variables: EngineItem {
        guard hasVariables else {
            preconditionFailure("Layout engine: \(view?.layoutDebugName ?? "?") has no variables")
        }
        return self
    }

    /// The item's group (an item with variables only).
    var group: ConstraintGroup {
        get {
            guard let solverGroup else {
                preconditionFailure("Layout engine: \(view?.layoutDebugName ?? "?") has no group")
            }
            return solverGroup
        }
        set { solverGroup = newValue }
    }

    /// Gives a fixed item variables (made as they are asked for), solved in `group`.
    func makeVariables(group: ConstraintGroup) {
        hasVariables = true
        solverGroup = group
    }

    /// The item's width in the layout: its intrinsic width on a deferred axis, else from the
    /// last solution (or its fixed frame).
    var layoutWidth: Double {
        if deferredAxes & SizeAxes.width != 0, let inputs = intrinsicInputs {
            return Double(inputs.size.width)
        }
        guard hasVariables else { return Double(fixedFrame.width) }
        return widthVariable?.value ?? 0
    }

    /// The item's height in the layout (see ``layoutWidth``).
    var layoutHeight: Double {
        if deferredAxes & SizeAxes.height != 0, let inputs = intrinsicInputs {
            return Double(inputs.size.height)
        }
        guard hasVariables else { return Double(fixedFrame.height) }
        return heightVariable?.value ?? 0
    }

    /// The item's x in the layout space from the last solution (an item with variables only;
    /// 0 while its x variable is not made).
    var solvedX: Double { xVariable?.value ?? 0 }
    /// The item's y (see ``solvedX``).
    var solvedY: Double { yVariable?.value ?? 0 }

    /// Whether `variable` is the size variable of a deferred axis (see ``deferredAxes``).
    func isDeferred(_ variable: Variable) -> Bool {
        guard deferredAxes != 0 else { return false }
        return (deferredAxes & SizeAxes.width != 0 && variable === widthVariable)
            || (deferredAxes & SizeAxes.height != 0 && variable === heightVariable)
    }

    /// The item's position in the layout space, from the last solution (or its fixed frame).
    var layoutOrigin: CGPoint {
        guard hasVariables else { return fixedFrame.origin }
        return CGPoint(x: solvedX, y: solvedY)
    }

    /// Appends `scale × attribute` to `terms` (`x + width` for trailing, and so on), with no
    /// intermediate expression (see `LayoutEngine.solverConstraint(for:_:_:)`); a fixed item
    /// adds its value to `constant` instead.
    func appendTerms(
        _ attribute: LayoutAttribute, scale: Double, to terms: inout ConstraintTerms,
        constant: inout Double
    ) {
        guard hasVariables else {
            constant += scale * fixedValue(attribute)
            return
        }
        switch attribute {
        case .left, .leading: terms.append(x, scale)
        case .right, .trailing:
            terms.append(x, scale)
            terms.append(width, scale)
        case .top: terms.append(y, scale)
        case .bottom:
            terms.append(y, scale)
            terms.append(height, scale)
        case .centerX:
            terms.append(x, scale)
            terms.append(width, 0.5 * scale)
        case .centerY:
            terms.append(y, scale)
            terms.append(height, 0.5 * scale)
        case .width: terms.append(width, scale)
        case .height: terms.append(height, scale)
        case .notAnAttribute: break
        }
    }

    /// `attribute` of a fixed item's frame, in the layout space.
    func fixedValue(_ attribute: LayoutAttribute) -> Double {
        let f = fixedFrame
        switch attribute {
        case .left, .leading: return Double(f.minX)
        case .right, .trailing: return Double(f.minX) + Double(f.width)
        case .top: return Double(f.minY)
        case .bottom: return Double(f.minY) + Double(f.height)
        case .centerX: return Double(f.minX) + 0.5 * Double(f.width)
        case .centerY: return Double(f.minY) + 0.5 * Double(f.height)
        case .width: return Double(f.width)
        case .height: return Double(f.height)
        case .notAnAttribute: return 0
        }
    }
}

/// What few engine items need, out of the item: a guide item's guide, and the frame pins of
/// a translating view with variables or of a guide.
@MainActor
final class ItemExtras {
    weak var guide: LayoutGuide?
    /// See ``EngineItem/frameConstraints``.
    var frameConstraints: [Constraint] = []
    /// See ``EngineItem/pinnedParent``.
    var pinnedParent: ObjectIdentifier?
    /// See ``EngineItem/pinnedFrame``.
    var pinnedFrame: CGRect = .null
}

/// The Auto Layout engine of one view tree: turns active ``LayoutConstraint``s into
/// `HeadlessCassowary` solvers, one per connected group of constraints (``ConstraintGroup``),
/// and writes the solution back as frames.
///
/// Constraint changes are incremental: activating or deactivating touches only that
/// constraint's rows in its group's solver, and a frame pass publishes only the groups that
/// changed and writes only the frames whose variables changed.
@MainActor
final class LayoutEngine {
    /// The live constraint groups (each item's `group` is one of them).
    @exclusivity(unchecked) private(set) var groups: [ConstraintGroup] = []
    /// Groups changed since frames were last written.
    @exclusivity(unchecked) private var dirtyGroups: [ConstraintGroup] = []
    /// The groups a frame pass is publishing (the buffer `dirtyGroups` swaps with).
    @exclusivity(unchecked) private var groupsBeingPublished: [ConstraintGroup] = []
    /// Pivots and numerical rebuilds of solvers no longer in use (merged or rebuilt groups).
    private var retiredPivots = 0
    private var retiredSolverRebuilds = 0
    /// The root of the tree. The root's `Extras` holds the engine (strong, down); constraints
    /// hold it weakly, so the engine goes with its root.
    private(set) weak var root: View?
    // The engine's hot fields skip the runtime's exclusivity check (a thread-local lookup per
    // access): the engine runs on the main actor and holds no access to them across a call
    // that could reach them again.
    @exclusivity(unchecked) private(set) var items: [EngineItem] = []
    /// System guides in use (safe area, margins, scroll view guides), re-pinned when their
    /// view's place in the window or its size changes.
    var safeAreaGuides: [LayoutGuide] = []
    /// The active user constraints (strong: the engine holds them while they are active). A
    /// constraint knows its place here (`activeSlot`) and its solver constraint, so activation
    /// hashes nothing.
    @exclusivity(unchecked) private var active: [LayoutConstraint] = []
    /// Items whose frames the next frame pass writes though no variable of theirs changed in
    /// it: a probe (`hasAmbiguousLayout`) published their variables first, their intrinsic
    /// size changed on a deferred axis, or their fixed superview moved.
    @exclusivity(unchecked) var itemsPublishedByProbes: [EngineItem] = []
    /// Weak pins left by `exerciseAmbiguityInLayout`.
    var exercisePins: [Constraint] = []
    /// Whether the solution has changed since frames were last written.
    @exclusivity(unchecked) private(set) var isDirty = false
    /// Set while the engine writes frames, so they are not fed back as input.
    @exclusivity(unchecked) private var isWritingFrames = false

    init(root: View) {
        self.root = root
    }

    // MARK: - Activation

    static func activate(_ constraints: [LayoutConstraint]) {
        // Constraints come in runs on the subviews of one view: the engine found for one
        // superview serves the next constraint between its subviews (or between them and it)
        // without walking up to the root again. Activation changes no superview.
        var lastParent: ObjectIdentifier?
        var lastEngine: LayoutEngine?
        for index in constraints.indices {
            let constraint = constraints[index]
            // Active already (a slot is left behind only by an engine that is gone: the weak
            // reference says which).
            if constraint.activeSlot >= 0, constraint.engine != nil { continue }
            // A constraint whose item is gone is inactive and stays so (UIKit holds items weakly).
            // A view item is its own view; a guide is named apart (nil for a view), so that
            // nothing compares the two later (each comparison retains both).
            // The loaded reference moves into the cast to a view (the usual item), not copied
            // (a retain on the slow path: items are referenced weakly); a guide is loaded again.
            guard let firstItem = constraint.firstItem else { continue }
            let first: View
            let firstGuide: (any LayoutItem)?
            if let view = (consume firstItem) as? View {
                first = view
                firstGuide = nil
            } else if let (view, guide) = guidePlacement(of: constraint.firstItem) {
                first = view
                firstGuide = guide
            } else {
                preconditionFailure("Activating \(constraint): its first item is in no view")
            }
            // `let`s, set once on each path: a `var` is copied (a retain and a release, on the
            // runtime's slow path for a view that constraints reference weakly) each time it is
            // bound or passed on.
            let second: View?
            let secondGuide: (any LayoutItem)?
            if let secondItem = constraint.secondItem {
                if let view = (consume secondItem) as? View {
                    second = view
                    secondGuide = nil
                } else if let (view, guide) = guidePlacement(of: constraint.secondItem) {
                    second = view
                    secondGuide = guide
                } else {
                    preconditionFailure(
                        "Activating \(constraint): \(constraint.secondItem?.layoutDebugName ?? "?") is not in a view"
                    )
                }
            } else if constraint.secondAttribute != .notAnAttribute {
                continue
            } else {
                second = nil
                secondGuide = nil
            }
            // Both views under one superview (or one of them the other's superview): one tree,
            // and one layout space (identities only: no view is retained to compare).
            let parent = first.superviewID
            var local = parent != nil
            if let second, local {
                local = ObjectIdentifier(second) == parent || second.superviewID == parent
            }
            // The engine of the run is used in place, not bound to a new name (a retain of an
            // object that constraints reference weakly: the slow path).
            if !local || lastEngine == nil || parent != lastParent {
                let engine = engineFor(constraint, first, second, local: local)
                if local {
                    lastParent = parent
                    // Room for the rest of the batch at once, not by doubling.
                    engine.reserveInstalled(constraints.count - index)
                } else {
                    lastParent = nil
                }
                lastEngine = engine
            }
            lastEngine!.install(
                constraint, first: first, firstGuide: firstGuide, second: second,
                secondGuide: secondGuide, siblings: local)
        }
    }

    /// The view that places `item`, a guide (or any item that is not a view), and the item;
    /// nil when it is in no view.
    private static func guidePlacement(of item: (any LayoutItem)?) -> (View, any LayoutItem)? {
        guard let item, let view = item.layoutOwningView else { return nil }
        return (view, item)
    }

    static func deactivate(_ constraints: [LayoutConstraint]) {
        // One batch per engine, so that the solver is updated once.
        var engines: [LayoutEngine] = []
        var batches: [[LayoutConstraint]] = []
        var slot: [ObjectIdentifier: Int] = [:]
        for constraint in constraints {
            guard let engine = constraint.engine else { continue }
            if let index = slot[ObjectIdentifier(engine)] {
                batches[index].append(constraint)
            } else {
                slot[ObjectIdentifier(engine)] = engines.count
                engines.append(engine)
                batches.append([constraint])
            }
        }
        for (engine, batch) in zip(engines, batches) { engine.uninstall(batch: batch) }
    }

    /// The engine of the tree both views are in (`local`: one is the other's superview, or
    /// they are siblings); stops if they share no ancestor.
    ///
    /// - Complexity: O(1) in a window, or when the engine found last holds an item of each
    ///   view or of its superview; O(*d*) in the views' depth otherwise.
    private static func engineFor(
        _ constraint: LayoutConstraint, _ first: View, _ second: View?, local: Bool
    ) -> LayoutEngine {
        countTreeOperation { $0.rootLookups &+= 1 }
        if let engine = engine(holding: first),
            local || second == nil || engine === Self.engine(holding: second!)
        {
            return engine
        }
        let root = first.root
        if let second {
            let secondRoot = second.root
            precondition(
                root === secondRoot,
                "Unable to activate constraint \(constraint): \(first.shortDescription) and \(second.shortDescription) have no common ancestor"
            )
        }
        let engine = root.extras?.layoutEngine ?? root.layoutEngine
        if !first.hasWindow { noteRecent(engine) }
        return engine
    }

    private struct WeakEngine {
        weak var engine: LayoutEngine?
    }

    /// The engines walks up to roots outside any window found last (and engines handed over
    /// to a new root), a few, so that work that goes back and forth between a detached tree
    /// and a subtree taken out of it (which gets an engine of its own) walks up neither.
    private static var recent = [WeakEngine](repeating: WeakEngine(), count: 4)
    /// The slot of ``recent`` the next engine goes into.
    private static var nextRecentSlot = 0

    /// Remembers `engine` in ``recent`` (in a slot whose engine is gone, or else the oldest,
    /// unless it is there already).
    static func noteRecent(_ engine: LayoutEngine) {
        for slot in recent where slot.engine === engine { return }
        if let empty = recent.firstIndex(where: { $0.engine == nil }) {
            recent[empty].engine = engine
            return
        }
        recent[nextRecentSlot].engine = engine
        nextRecentSlot = (nextRecentSlot + 1) % recent.count
    }

    /// The engine of the tree `view` is in, found without walking up: its window's (made if
    /// the window has none), or the one found last (``recent``) when it holds the item of
    /// `view` or of its superview (a view leaving a tree gives its item up, and an engine
    /// goes with its root). Nil when neither tells.
    static func engine(holding view: View) -> LayoutEngine? {
        if let window = view.window, !window.hasSuperview { return window.layoutEngine }
        if view is Window, !view.hasSuperview { return view.layoutEngine }
        let item = view.engineItem
        let parentItem = view.superview?.engineItem
        guard item != nil || parentItem != nil else { return nil }
        for slot in recent {
            guard let engine = slot.engine, let root = engine.root,
                root.extras?.layoutEngine === engine
            else { continue }
            if let item, engine.owns(item) { return engine }
            if let parentItem, engine.owns(parentItem) { return engine }
        }
        return nil
    }

    /// How many user constraints are active here.
    var activeCount: Int { active.count }

    /// This engine becomes the engine of `newRoot`'s tree, into which its root is moving (the
    /// caller moves it to `newRoot`'s `Extras`). Nothing is activated again: the items and
    /// solvers stay; ``formerRootDidMove(_:)`` places the old root's item once it has its
    /// superview.
    func handOver(to newRoot: View) {
        root = newRoot
        Self.noteRecent(self)
        if isDirty {
            newRoot.markAncestorsDescendantNeedsLayout()
            newRoot.setNeedsLayout()
        }
    }

    /// `view`, this engine's root until ``handOver(to:)``, now has a superview: its item is
    /// placed as any item of a view with a superview is (by its frame if it translates its
    /// autoresizing mask, by its constraints otherwise), as activating its constraints in a
    /// new engine would have placed it.
    ///
    /// - Complexity: O(*c*) in the constraints naming the view (and its fixed subviews, when
    ///   its frame's place changes).
    func formerRootDidMove(_ view: View) {
        guard let item = view.engineItem, owns(item), view.hasSuperview else { return }
        view.superview?.hasEngineSubviews = true
        if view.translatesAutoresizingMaskIntoConstraints {
            frameDidChange(view, item: item)
        } else {
            translatesMaskWasCleared(view, item: item)
        }
    }

    /// Makes room for `count` more active constraints, when that many are coming at once.
    private func reserveInstalled(_ count: Int) {
        guard count >= 64 else { return }
        active.reserveCapacity(active.count + count)
    }

    /// Whether `constraint` is active in this engine (its slot may be stale from an engine
    /// that is gone: the list says whose it is).
    private func isInstalled(_ constraint: LayoutConstraint) -> Bool {
        let slot = constraint.activeSlot
        return slot >= 0 && slot < active.count && active[slot] === constraint
    }

    /// Lists `constraint` as active here, solved by `solverConstraint` (nil: broken).
    private func noteInstalled(_ constraint: LayoutConstraint, solver solverConstraint: Constraint?)
    {
        constraint.solverConstraint = solverConstraint
        constraint.activeSlot = active.count
        active.append(constraint)
    }

    /// Takes `constraint` off the active list (the last one moves into its slot).
    private func noteUninstalled(_ constraint: LayoutConstraint) {
        let slot = constraint.activeSlot
        let last = active.removeLast()
        if last !== constraint {
            active[slot] = last
            last.activeSlot = slot
        }
        constraint.activeSlot = -1
        constraint.solverConstraint = nil
    }

    /// Installs `constraint`, whose views (`first`, `second`) and guides (`firstGuide`,
    /// `secondGuide`: nil when the item is the view) the caller has loaded (each load of a weak
    /// reference costs). `siblings`: both views are under one superview, or one is the other's
    /// superview (one layout space already, nothing to join).
    ///
    /// `secondView` is tested and unwrapped in place (`!= nil`, `!`), never bound by `if let`:
    /// a binding is a copy, a retain and a release on the runtime's slow path for a view that
    /// constraints reference weakly.
    private func install(
        _ constraint: LayoutConstraint, first firstView: View, firstGuide: (any LayoutItem)?,
        second secondView: View?, secondGuide: (any LayoutItem)?, siblings: Bool
    ) {
        if !siblings, secondView != nil { join(firstView, secondView!) }
        // A new item goes straight into the group of the item it is linked to, if that group
        // would take it in anyway (no group made for it only to be joined).
        // (Branches, not `?:` or `??` over references: each of those copies, a retain.)
        let first: EngineItem
        if let firstGuide {
            first = item(for: firstGuide)
        } else if secondGuide == nil {
            first = item(for: firstView, linkedTo: secondView)
        } else {
            first = item(for: firstView, linkedTo: nil)
        }
        var second: EngineItem?
        if secondView != nil {
            let made: EngineItem
            if let secondGuide {
                made = item(for: secondGuide)
            } else {
                made = item(for: secondView!, linkedTo: first, keptOnATie: true)
            }
            made.constraintCount += 1
            second = made
        }
        first.constraintCount += 1
        let group = link(first, second)
        // Leading and trailing follow the views' direction (LayoutAnchor+Direction.swift).
        if LayoutDirectionCensus.holders > 0 || constraint.isMirrored {
            constraint.resolveDirection(firstView, secondView)
        }
        let solverConstraint = self.solverConstraint(for: constraint, first, second)
        constraint.engine = self
        // A view's own item is at hand; a guide's constraints are listed by its view's item.
        if firstGuide == nil {
            noteReference(constraint, in: first, of: firstView)
        } else {
            noteReference(constraint, in: item(for: firstView), of: firstView)
        }
        if let second, secondView != nil {
            if secondGuide == nil {
                noteReference(constraint, in: second, of: secondView!)
            } else {
                noteReference(constraint, in: item(for: secondView!), of: secondView!)
            }
        }
        if group.solver == nil, Self.isWithinRange(solverConstraint) {
            // A group not solved yet (its items are new): the constraint waits with the
            // items' own until the solver is needed, so that a group is built in one go (and
            // the views of a chain, linked one by one, make no solver each). A conflict is
            // found then, and reported as at any add.
            group.addPending(solverConstraint, isUser: true)
            noteInstalled(constraint, solver: solverConstraint)
            group.list(constraint)
        } else if add(solverConstraint, describing: constraint, to: group) {
            noteInstalled(constraint, solver: solverConstraint)
            group.list(constraint)
        } else {
            noteInstalled(constraint, solver: nil)  // broken, still active
        }
        markDirty(group)
    }

    /// The group a constraint between `first` and `second` is solved in: their groups,
    /// joined. A fixed item has no group; a constraint that would name no variable (its items
    /// are all fixed) gives its first item variables, so that it is solved, and broken when it
    /// conflicts with the frames, as any other.
    private func link(_ first: EngineItem, _ second: EngineItem?) -> ConstraintGroup {
        if first.isFixed, second?.isFixed ?? true { giveVariables(first) }
        if let second, !second.isFixed {
            return first.isFixed ? second.group : union(first, second)
        }
        return first.group
    }

    /// The solver constraint for `constraint` between the items `first` and `second`:
    /// `first - multiplier × second - constant` (relation, priority as strength), its
    /// terms gathered once, in the constraint object itself (1 to 4 terms: no array). A fixed
    /// item's value goes into the constant (noted in the constraint's `frameTerm`).
    private func solverConstraint(
        for constraint: LayoutConstraint, _ first: EngineItem, _ second: EngineItem?
    ) -> Constraint {
        var terms = ConstraintTerms()
        let firstAttribute = constraint.solvedFirstAttribute
        let secondAttribute = constraint.solvedSecondAttribute
        var frameTerm = 0.0
        first.appendTerms(
            firstAttribute, scale: constraint.firstSign, to: &terms, constant: &frameTerm)
        second?.appendTerms(
            secondAttribute, scale: -constraint.secondSign * Double(constraint.multiplier),
            to: &terms, constant: &frameTerm)
        constraint.frameTerm = frameTerm
        noteNamed(first, SizeAxes.named(by: firstAttribute))
        let constant = frameTerm - Double(constraint.constant)
        let solverRelation = relation(constraint.relation)
        let solverStrength = strength(constraint.priority)
        if let second {
            noteNamed(second, SizeAxes.named(by: secondAttribute))
            if second === first {
                // (`width == height`, `leading == trailing` of one view: a variable may
                // repeat.)
                return Constraint(
                    HeadlessCassowary.Expression(terms.array, constant: constant),
                    solverRelation, strength: solverStrength)
            }
        }
        // One item's attribute names each of its variables once (`x + width`...), and two
        // items' variables are distinct. The terms move into the constraint (`consume`: a
        // copy would retain each variable once more).
        return Constraint(
            distinctTerms: consume terms, constant: constant, solverRelation,
            strength: solverStrength)
    }

    /// The constant `constraint`'s solver constraint holds now: its own, less what its fixed
    /// items contribute.
    private func solverConstant(of constraint: LayoutConstraint) -> Double {
        constraint.frameTerm - Double(constraint.constant)
    }

    /// Whether the constant and coefficients of `constraint` are within the solver's range
    /// (``isInRange(_:)`` without building an array).
    private static func isWithinRange(_ constraint: Constraint) -> Bool {
        guard abs(constraint.constant) <= Solver.maximumMagnitude else { return false }
        for index in 0..<constraint.terms.count
        where !(abs(constraint.terms.coefficient(at: index)) <= Solver.maximumMagnitude) {
            return false
        }
        return true
    }

    /// Lists `constraint` among those naming `view`, in `item` (the view's); room for several
    /// from the start, as a view in Auto Layout usually has several (one growth step each
    /// otherwise).
    private func noteReference(_ constraint: LayoutConstraint, in item: EngineItem, of view: View) {
        if item.constraintsReferencing.capacity == 0 {
            // A superview is usually named by each of its subviews' edges: room for several;
            // a leaf by its own edges and size, room for four (either grows by doubling). Its
            // subviews' items are made by now: the flag tells, without reading `subviews`.
            item.constraintsReferencing.reserveCapacity(view.hasEngineSubviews ? 8 : 4)
        }
        item.constraintsReferencing.append(constraint)
    }

    @discardableResult
    private func uninstall(_ constraint: LayoutConstraint) -> Bool {
        !uninstall(batch: [constraint]).isEmpty
    }

    /// Deactivates those of `constraints` installed here, and takes them and `alsoDropping` out
    /// of the solver in one update. Returns the constraints deactivated.
    ///
    /// - Complexity: O(*k*) bookkeeping for *k* constraints, plus the solver update
    ///   (``dropFromSolver(_:)``); none when `updatingSolver` is false (the engine is discarded).
    @discardableResult
    private func uninstall(
        batch constraints: [LayoutConstraint], alsoDropping: [Constraint] = [],
        updatingSolver: Bool = true
    ) -> [LayoutConstraint] {
        var removed: [LayoutConstraint] = []
        var drop = alsoDropping
        var views: [View] = []
        var viewIDs = Set<ObjectIdentifier>()
        func noteView(of item: (any LayoutItem)?) {
            if let view = item?.layoutOwningView, viewIDs.insert(ObjectIdentifier(view)).inserted {
                views.append(view)
            }
        }
        for constraint in constraints {
            guard isInstalled(constraint) else { continue }
            if let solverConstraint = constraint.solverConstraint {
                drop.append(solverConstraint)
                group(of: solverConstraint).unlist(constraint)
            }
            noteUninstalled(constraint)
            constraint.engine = nil
            removed.append(constraint)
            noteView(of: constraint.firstItem)
            noteView(of: constraint.secondItem)
        }
        // A view lists only constraints active in an engine: those in no engine's list now
        // (`activeSlot` -1) are the ones just removed.
        for view in views {
            view.engineItem?.constraintsReferencing.removeAll { $0.activeSlot < 0 }
        }
        if updatingSolver { dropFromSolver(drop) }
        if !removed.isEmpty { markDirty() }
        return removed
    }

    /// How many times a group's solver was rebuilt from the constraints that stay (for tests).
    private(set) var rebuildCount = 0

    /// Takes `constraints` out of their groups' solvers: in each group one by one, or, when
    /// they are at least half of it, by rebuilding the group's solver from what stays.
    /// Removing most of a large, connected tableau one constraint at a time costs far more than
    /// adding the rest again. Groups stay joined (see ``ConstraintGroup``).
    private func dropFromSolver(_ constraints: [Constraint]) {
        guard !constraints.isEmpty else { return }
        // Per group, in the order the groups first appear (deterministic).
        var touched: [ConstraintGroup] = []
        var batches: [[Constraint]] = []
        for constraint in constraints {
            let group = group(of: constraint)
            if let index = touched.lastIndex(where: { $0 === group }) {
                batches[index].append(constraint)
            } else if touched.count < 8 {
                touched.append(group)
                batches.append([constraint])
            } else {
                // Many groups: find each by a table, not by a scan.
                return dropFromSolver(grouping: constraints)
            }
        }
        for (group, batch) in zip(touched, batches) { drop(batch, from: group) }
    }

    /// ``dropFromSolver(_:)`` for constraints spread over many groups.
    private func dropFromSolver(grouping constraints: [Constraint]) {
        var slots: [ObjectIdentifier: Int] = [:]
        var touched: [ConstraintGroup] = []
        var batches: [[Constraint]] = []
        for constraint in constraints {
            let group = group(of: constraint)
            if let index = slots[ObjectIdentifier(group)] {
                batches[index].append(constraint)
            } else {
                slots[ObjectIdentifier(group)] = touched.count
                touched.append(group)
                batches.append([constraint])
            }
        }
        for (group, batch) in zip(touched, batches) { drop(batch, from: group) }
    }

    /// Takes `constraints`, all of `group`, out of its solver.
    private func drop(_ constraints: [Constraint], from group: ConstraintGroup) {
        let solver = solver(of: group)
        if constraints.count >= 32, 2 * constraints.count >= solver.constraintCount {
            rebuild(group)
        } else {
            for constraint in constraints { try? solver.removeConstraint(constraint) }
        }
        markDirty(group)
    }

    /// Empties a group's solver and adds back every constraint of the group the engine still
    /// holds: its items' frame and intrinsic constraints, its active constraints (in activation
    /// order), its ambiguity pins.
    private func rebuild(_ group: ConstraintGroup) {
        retire(group)
        rebuildCount += 1
        group.pending = constraints(of: group)
        flush(group)
    }

    /// Forgets a group's solver (counting its pivots), leaving its constraints to be added
    /// again.
    private func retire(_ group: ConstraintGroup) {
        retiredSolverRebuilds += group.solver?.rebuildCount ?? 0
        retiredPivots += group.dropSolver()
    }

    /// Every constraint of `group` the engine holds, in the order they go into a solver: the
    /// items' frame and intrinsic constraints (by item), the active constraints (by
    /// activation), the ambiguity pins.
    private func constraints(of group: ConstraintGroup) -> [Constraint] {
        var all: [Constraint] = []
        for index in group.itemIndices.sorted() {
            let item = items[index]
            all += currentFrameConstraints(of: item)
            for constraint in item.intrinsicConstraints
            where !item.isDeferred(constraint.terms.variable(at: 0)) {
                all.append(constraint)
            }
        }
        for layout in group.userConstraints.sorted(by: { $0.creationIndex < $1.creationIndex }) {
            if isInstalled(layout), let solverConstraint = layout.solverConstraint {
                all.append(currentSolverConstraint(solverConstraint, of: layout))
            }
        }
        for pin in exercisePins where self.group(of: pin) === group {
            all.append(pin)
        }
        return all
    }

    // MARK: - Groups

    /// The group a solver constraint the engine made belongs to: its first variable's item's
    /// (every such constraint names a variable, and all its variables are in one group).
    func group(of constraint: Constraint) -> ConstraintGroup {
        items[constraint.terms.variable(at: 0).tag].group
    }

    /// A new group holding the item at `index` alone.
    private func makeGroup(for index: Int) -> ConstraintGroup {
        countTreeOperation { $0.constraintGroupsMade &+= 1 }
        let group = ConstraintGroup(item: index, slot: groups.count)
        groups.append(group)
        return group
    }

    /// Joins the groups of two items (a constraint is about to link them) and returns the
    /// joined group. The smaller group's constraints go to the larger one's: as pending
    /// constraints, added to its solver when it is next needed.
    ///
    /// - Complexity: O(*k* log *k*) in the smaller group's items and constraints (each item
    ///   moves O(log *n*) times over any sequence of joins).
    @discardableResult
    func union(_ a: EngineItem, _ b: EngineItem) -> ConstraintGroup {
        let first = a.group
        let second = b.group
        if first === second { return first }
        // The larger group (constraints in its solver or pending, and items) keeps its own and
        // takes the other's, so that an item moves O(log n) times at most; equal: `a`'s.
        let firstWeight = first.constraintCount + first.itemIndices.count
        let secondWeight = second.constraintCount + second.itemIndices.count
        let (kept, moved) = secondWeight > firstWeight ? (second, first) : (first, second)
        countTreeOperation {
            $0.groupEntriesMoved &+= moved.itemIndices.count + moved.constraintCount
        }
        if moved.solver != nil {
            kept.pending += constraints(of: moved)
            retire(moved)
        } else {
            // Room for both and the user constraints that usually follow a join, at once.
            let needed = kept.pending.count + moved.pending.count
            if needed > kept.pending.capacity { kept.pending.reserveCapacity(2 * needed) }
            kept.pending += moved.pending
        }
        moved.pending = []
        for index in moved.itemIndices { items[index].group = kept }
        kept.itemIndices += moved.itemIndices
        moved.itemIndices = []
        for layout in moved.userConstraints { kept.list(layout) }
        moved.userConstraints = []
        unlist(moved)
        if !kept.pending.isEmpty { markDirty(kept) }
        return kept
    }

    /// Takes a merged or emptied group out of the live list (the last group takes its slot).
    private func unlist(_ group: ConstraintGroup) {
        group.isLive = false
        let last = groups.removeLast()
        if last !== group {
            groups[group.slot] = last
            last.slot = group.slot
        }
    }

    /// The solver of `group`, with the group's pending constraints added.
    func solver(of group: ConstraintGroup) -> Solver {
        flush(group)
        return group.makeSolver()
    }

    /// Adds a group's pending constraints to its solver. A system constraint that conflicts is
    /// broken as at any add (with its diagnostic) and forgotten by its item.
    private func flush(_ group: ConstraintGroup) {
        guard !group.pending.isEmpty else { return }
        let solver = group.makeSolver()
        let pending = group.pending
        group.pending = []
        // A new solver: room for the group at once (usually all of it is pending), not by
        // doubling from empty, and no more (spare room is bytes touched per group). Later
        // growth doubles.
        if solver.constraintCount == 0 { solver.reserveCapacity(constraints: pending.count) }
        // The required constraints first, then the optional ones (each in the order they
        // came). A required equality that names a variable no row holds yet is stored as a
        // definition, without a row (see `Solver.addConstraint(_:)`); an optional intrinsic
        // size added before it would have made its size variable basic, turning it into a
        // row with definitions to expand. Which required constraint conflicts is the same
        // (their order is kept; an optional one never conflicts).
        for pass in 0..<2 {
            let required = pass == 0
            // By index: the entries are read in place, not copied out (a retain each).
            for index in pending.indices where pending[index].strength.isRequired == required {
                add(pending: pending[index], to: solver, group: group)
            }
        }
    }

    /// Adds `constraint`, pending in `group`, to the group's solver (see ``flush(_:)``).
    @inline(__always)
    private func add(pending constraint: Constraint, to solver: Solver, group: ConstraintGroup) {
        // The common case first: the constraint goes in. What it stands for (a user
        // constraint, an item's frame pin or intrinsic size, an ambiguity pin) matters only
        // when it does not.
        countTreeOperation { $0.solverConstraintsBeside &+= solver.constraintCount }
        do {
            try solver.addConstraint(constraint)
        } catch {
            addFailed(
                constraint, error, layout: group.userConstraint(for: constraint), group: group)
        }
    }

    /// A pending constraint of `group` did not go into the group's solver: it is broken as at
    /// any add (with its diagnostic), unless it is an ambiguity pin (left out silently).
    private func addFailed(
        _ constraint: Constraint, _ error: any Error, layout: LayoutConstraint?,
        group: ConstraintGroup
    ) {
        if let layout {
            // Activated while the group had no solver, or moved from another group (where
            // it held: no conflict is possible then).
            recover(
                from: error, adding: constraint, describing: layout, autoresizing: nil, in: group)
            layout.solverConstraint = nil  // broken, still active
            group.unlist(layout)
            return
        }
        for pin in exercisePins where pin === constraint { return }
        let owner = items[constraint.terms.variable(at: 0).tag]
        var isFrame = false
        for frameConstraint in owner.frameConstraints where frameConstraint === constraint {
            isFrame = true
        }
        recover(
            from: error, adding: constraint, describing: nil,
            autoresizing: isFrame ? owner.view : nil, in: group)
        owner.frameConstraints.removeAll { $0 === constraint }
        owner.intrinsicConstraints.removeAll { $0 === constraint }
    }

    /// Adds a system constraint of `item` to its group: pending, until the solver is needed.
    private func addLater(_ constraint: Constraint, of item: EngineItem) {
        item.group.addPending(constraint, isUser: false)
        markDirty(item.group)
    }

    /// Constraints in the engine's solvers (or waiting to go in), for tests and benchmarks.
    var solverConstraintCount: Int { groups.reduce(0) { $0 + $1.constraintCount } }
    /// Simplex pivots done by the engine's solvers so far.
    var solverPivotCount: Int { groups.reduce(retiredPivots) { $0 + ($1.solver?.pivotCount ?? 0) } }
    /// Numerical rebuilds of the engine's solvers so far.
    var solverRebuildCount: Int {
        groups.reduce(retiredSolverRebuilds) { $0 + ($1.solver?.rebuildCount ?? 0) }
    }
    /// Rows and non-zero cells in the engine's solvers' tableaux.
    var solverTableauSize: (rows: Int, cells: Int) {
        groups.reduce((0, 0)) {
            ($0.0 + ($1.solver?.rowCount ?? 0), $0.1 + ($1.solver?.cellCount ?? 0))
        }
    }
    /// The most constraints in one group.
    var largestGroupConstraintCount: Int { groups.map(\.constraintCount).max() ?? 0 }

    /// The constant of an active constraint changed: an in-place solver edit (the expression
    /// is `first - m × second - constant`), never a remove and re-add.
    func constantDidChange(_ constraint: LayoutConstraint) {
        guard isInstalled(constraint) else { return }
        guard let solverConstraint = constraint.solverConstraint else {
            reinstall(constraint)  // broken before: the new constant may fit
            return
        }
        moveConstant(of: constraint, solverConstraint)
    }

    /// Sets the constant of `constraint`'s solver constraint to ``solverConstant(of:)`` (its
    /// constant or a fixed item's frame changed): an in-place solver edit. A change that cannot
    /// hold breaks the constraint, as UIKit does, with a diagnostic.
    private func moveConstant(of constraint: LayoutConstraint, _ solverConstraint: Constraint) {
        let group = group(of: solverConstraint)
        let solver = solver(of: group)
        // Making the solver adds the group's pending constraints: this one may have been broken
        // there (it conflicted at its old constant, as a cell's subviews do with the cell's
        // first, smaller frame). Broken, it goes in anew at its new constant, as when a broken
        // constraint's own constant changes (see `constantDidChange(_:)`).
        guard constraint.solverConstraint === solverConstraint else {
            reinstall(constraint)
            return
        }
        let constant = solverConstant(of: constraint)
        do {
            try solver.setConstant(constant, for: solverConstraint)
        } catch is UnsatisfiableConstraint {
            // As UIKit: break it and say why.
            try? solver.removeConstraint(solverConstraint)
            constraint.solverConstraint = nil
            group.unlist(constraint)
            reportUnsatisfiable(solverConstraint, layout: constraint, autoresizing: nil, in: group)
        } catch let error as NonFiniteValue where abs(constant) <= Solver.maximumMagnitude {
            // Its solution would leave the solver's range: break it the same way.
            try? solver.removeConstraint(solverConstraint)
            constraint.solverConstraint = nil
            group.unlist(constraint)
            reportOutOfRange(error, layout: constraint, autoresizing: nil)
        } catch {
            nameVariables(of: solverConstraint)
            preconditionFailure("Layout engine: \(error) changing the constant of \(constraint)")
        }
        markDirty(group)
    }

    /// The priority of an active constraint changed (within required or within optional).
    func priorityDidChange(_ constraint: LayoutConstraint) {
        reinstall(constraint)
    }

    private func reinstall(_ constraint: LayoutConstraint) {
        guard isInstalled(constraint) else { return }
        guard let firstItem = constraint.firstItem,
            constraint.secondAttribute == .notAnAttribute || constraint.secondItem != nil
        else {
            uninstall(constraint)  // an item is gone: the constraint is inactive
            return
        }
        if let old = constraint.solverConstraint {
            let group = group(of: old)
            try? solver(of: group).removeConstraint(old)
            group.unlist(constraint)
            markDirty(group)
        }
        let first = item(for: firstItem)
        var second: EngineItem?
        if let secondItem = constraint.secondItem { second = item(for: secondItem) }
        let group = link(first, second)
        let solverConstraint = self.solverConstraint(for: constraint, first, second)
        if add(solverConstraint, describing: constraint, to: group) {
            constraint.solverConstraint = solverConstraint
            group.list(constraint)
        } else {
            constraint.solverConstraint = nil
        }
        markDirty(group)
    }

    // MARK: - Items

    /// Whether `item` is one of this engine's (a view kept from a dropped tree still holds the
    /// item of that tree's engine).
    func owns(_ item: EngineItem) -> Bool {
        items.indices.contains(item.index) && items[item.index] === item
    }

    // MARK: - Slots

    /// Slots (indices into `items`) whose item was forgotten and whose variables no solver
    /// names any more: a new item takes one before `items` grows, so that the engine's size
    /// follows the views in the tree, not how many came and went (a collection view removes a
    /// cell each time the cell goes to the reuse pool).
    @exclusivity(unchecked) private var freeSlots: [Int] = []
    /// What a free slot holds: an item of no engine (its index is -1), so that ``owns(_:)`` is
    /// false for the item that had the slot.
    private lazy var vacancy = EngineItem(standInFor: -1)

    /// The index for a new item: a free slot (reset: not touched in this frame pass, no
    /// published position), or the end of `items`. The caller stores the item with ``store(_:)``.
    @inline(__always)
    private func takeItemSlot() -> Int {
        guard let index = freeSlots.popLast() else { return items.count }
        if index < touchStamps.count {
            touchStamps[index] = 0
            publishedOrigins[index] = CGPoint(x: CGFloat.nan, y: CGFloat.nan)
        }
        return index
    }

    /// Puts a new item in its slot (from ``takeItemSlot()``).
    @inline(__always)
    private func store(_ item: EngineItem) {
        if item.index == items.count {
            items.append(item)
        } else {
            items[item.index] = item
        }
    }

    /// An item forgotten by ``subtreeWillLeave(_:)`` (its constraints out of the solver) gives
    /// its slot back once no solver names its variables: at once for a fixed item (it has
    /// none); for one with variables, when its group is left with no constraint and only
    /// forgotten items, the group is retired and all its items' slots are freed. An item in a
    /// group that still holds constraints (joined to a view that stays) keeps its slot.
    ///
    /// - Complexity: O(*k*) in the group's items.
    private func releaseSlot(_ item: EngineItem) {
        guard owns(item) else { return }  // freed already (with its group)
        if item.isFixed {
            vacate(item.index)
            return
        }
        let group = item.group
        guard group.isLive, group.constraintCount == 0, group.userConstraints.isEmpty else {
            return
        }
        for index in group.itemIndices where !isForgotten(items[index]) { return }
        for pin in exercisePins {
            for index in 0..<pin.terms.count
            where group.itemIndices.contains(pin.terms.variable(at: index).tag) {
                return
            }
        }
        retire(group)
        unlist(group)
        for index in group.itemIndices { vacate(index) }
        group.itemIndices = []
    }

    /// Whether `item` was cut off its view or guide (it left the tree).
    private func isForgotten(_ item: EngineItem) -> Bool {
        if item.view != nil { return false }
        guard let guide = item.guide else { return true }
        return guide.engineItem !== item
    }

    /// Frees the slot at `index` for a new item.
    private func vacate(_ index: Int) {
        items[index] = vacancy
        freeSlots.append(index)
    }

    /// The engine item for a view or guide, made (with its frame constraints) on first use.
    func item(for layoutItem: any LayoutItem) -> EngineItem {
        if let view = layoutItem as? View { return item(for: view) }
        let guide = layoutItem as! LayoutGuide
        if let existing = guide.engineItem, existing.index < items.count,
            items[existing.index] === existing
        {
            return existing
        }
        if let owner = guide.owningView { _ = item(for: owner) }
        let index = takeItemSlot()
        let made = EngineItem(view: nil, guide: guide, index: index, group: makeGroup(for: index))
        store(made)
        guide.engineItem = made
        guide.installSystemConstraints(in: self)
        return made
    }

    func item(for view: View) -> EngineItem {
        item(for: view, linkedTo: nil as EngineItem?, keptOnATie: false)
    }

    /// The engine item for `view`, made on first use; a new item about to be linked to the
    /// view `partner` by a constraint may go straight into its group (see ``groupToJoin(_:_:)``).
    private func item(for view: View, linkedTo partner: View?) -> EngineItem {
        if let existing = view.engineItem, existing.index < items.count,
            items[existing.index] === existing
        {
            return existing
        }
        return item(for: view, linkedTo: partner?.engineItem, keptOnATie: false)
    }

    /// The engine item for `view`, made on first use; a new item about to be linked to
    /// `partner` by a constraint may go straight into its group (see ``groupToJoin(_:_:)``;
    /// `keptOnATie`: `partner` is the constraint's first item).
    private func item(
        for view: View, linkedTo partner: EngineItem?, keptOnATie: Bool
    ) -> EngineItem {
        if let existing = view.engineItem, existing.index < items.count,
            items[existing.index] === existing
        {
            return existing
        }
        // Read once: each read of `superview` retains it.
        let superview = view.superview
        let isPlacedByFrame = superview == nil || view.translatesAutoresizingMaskIntoConstraints
        // (`if let`, not `flatMap`: a closure here checks the main actor at run time.)
        var parent: EngineItem?
        if let superview { parent = item(ofSuperview: superview) }
        let made: EngineItem
        let index = takeItemSlot()
        if isPlacedByFrame, parent?.isFixed ?? true {
            // Its frame is known: no variables, no pins (see `EngineItem`).
            made = EngineItem(
                view: view, index: index,
                fixedFrame: layoutSpaceFrame(of: view, parent, isRoot: superview == nil))
            store(made)
            view.engineItem = made
        } else {
            let joined =
                isPlacedByFrame || view.hasEngineSubviews
                ? nil : groupToJoin(partner, keptOnATie)
            let group: ConstraintGroup
            if let joined {
                joined.itemIndices.append(index)
                group = joined
            } else {
                group = makeGroup(for: index)
            }
            made = EngineItem(view: view, guide: nil, index: index, group: group)
            store(made)
            view.engineItem = made
            if isPlacedByFrame {
                pinToFrame(made)
            } else {
                updateIntrinsicConstraints(made, of: view)
            }
        }
        // Subviews already in the engine were in this view's space: place them in it now.
        if view.hasEngineSubviews {
            for subview in view.subviews {
                guard let child = subview.engineItem, owns(child) else { continue }
                if child.isFixed {
                    if made.isFixed { refreshFixed(child) } else { giveVariables(child) }
                } else if subview.translatesAutoresizingMaskIntoConstraints {
                    pinToFrame(child)
                }
            }
        }
        superview?.hasEngineSubviews = true
        return made
    }

    /// The group a new item can join at once when a constraint is about to link it to
    /// `partner`: the partner's group when ``union(_:_:)`` would keep that group and move the
    /// new item's (it outweighs a lone item with no constraint, or weighs as much and
    /// `keptOnATie`: the partner is the first item) and nothing else changes on the way (it is
    /// already marked dirty). A new item made so adds no constraint to its
    /// group until an axis of it is named (its intrinsic-size constraints wait), and the
    /// caller leaves out the items that would (pinned to a frame, or with subviews in the
    /// engine), so the group ends as the join would leave it.
    private func groupToJoin(_ partner: EngineItem?, _ keptOnATie: Bool) -> ConstraintGroup? {
        guard let partner, owns(partner), let group = partner.solverGroup, group.isDirty,
            group.constraintCount + group.itemIndices.count >= (keptOnATie ? 1 : 2)
        else { return nil }
        return group
    }

    /// A view's frame in the layout space of its fixed superview's item (`parent`), or of its
    /// superview when that is not in the engine; the root is at the space's origin.
    private func layoutSpaceFrame(of view: View, _ parent: EngineItem?) -> CGRect {
        layoutSpaceFrame(of: view, parent, isRoot: view.superview == nil)
    }

    /// ``layoutSpaceFrame(of:_:)``, told whether `view` is the root (no superview).
    private func layoutSpaceFrame(of view: View, _ parent: EngineItem?, isRoot: Bool) -> CGRect {
        let frame = view.frame
        guard !isRoot else { return CGRect(origin: .zero, size: frame.size) }
        guard let parent else { return frame }
        return frame.offsetBy(dx: parent.fixedFrame.minX, dy: parent.fixedFrame.minY)
    }

    /// The engine item of `view`'s superview, if the superview is in this engine.
    private func parentItem(of view: View) -> EngineItem? {
        guard let item = view.superview?.engineItem, owns(item) else { return nil }
        return item
    }

    /// The engine item of `superview`, if it is in this engine.
    private func item(ofSuperview superview: View) -> EngineItem? {
        guard let item = superview.engineItem, owns(item) else { return nil }
        return item
    }

    /// Puts the views between `first` and `second` and their nearest common ancestor in the
    /// engine, so that both items are in one layout space.
    ///
    /// - Complexity: O(*d*) in the depth of the two views below their common ancestor (not in
    ///   their depth).
    private func join(_ first: View, _ second: View) {
        let firstParent = first.superviewID
        let secondParent = second.superviewID
        if firstParent == secondParent || ObjectIdentifier(first) == secondParent
            || ObjectIdentifier(second) == firstParent
        {
            return  // siblings, or a view and its superview: one space already
        }
        let common = first.nearestCommonAncestor(with: second)
        for start in [first, second] {
            var view = start
            while view !== common, let superview = view.superview, superview !== common {
                if parentItem(of: view) == nil { _ = item(for: superview) }
                view = superview
            }
        }
    }

    /// Required constraints that hold a translating view (or the root) with variables where
    /// its frame says.
    private func pinToFrame(_ item: EngineItem) {
        guard let view = item.view else { return }
        let parent = parentItem(of: view)
        // A fixed superview is numbers: the pins hold the frame moved into the layout space.
        let linked = parent?.isFixed == false ? parent : nil
        let frame =
            linked == nil ? layoutSpaceFrame(of: view, parent) : view.frame
        let parentID = linked.map(ObjectIdentifier.init)
        // Scrolling changes bounds.origin, not the frame: nothing to do.
        if item.frameConstraints.count == 4, item.pinnedParent == parentID,
            item.pinnedFrame == frame
        {
            return
        }
        defer { item.pinnedFrame = frame }
        let constants = [frame.minX, frame.minY, frame.width, frame.height]
        // Same superview as when pinned: move the four constants in place.
        if item.frameConstraints.count == 4, item.pinnedParent == parentID {
            let solver = solver(of: item.group)
            do {
                for (constraint, value) in zip(item.frameConstraints, constants) {
                    try solver.setConstant(-Double(value), for: constraint)
                }
                markDirty(item.group)
                return
            } catch {
                // Conflicts with required constraints: fall through and report it on the re-add.
            }
        }
        if !item.frameConstraints.isEmpty {
            let solver = solver(of: item.group)
            for constraint in item.frameConstraints { try? solver.removeConstraint(constraint) }
            // Forgotten before a join, which would move the item's constraints into the other
            // group's solver.
            item.frameConstraints.removeAll(keepingCapacity: true)
        }
        if let linked { union(item, linked) }
        noteNamed(item, SizeAxes.both)
        item.pinnedParent = parentID
        let v = item.variables
        var made: [Constraint] = []
        made.reserveCapacity(4)
        if let linked {
            made.append(v.x - linked.variables.x == Double(frame.minX))
            made.append(v.y - linked.variables.y == Double(frame.minY))
        } else {
            made.append(v.x == Double(frame.minX))
            made.append(v.y == Double(frame.minY))
        }
        made.append(v.width == Double(frame.width))
        made.append(v.height == Double(frame.height))
        item.frameConstraints.removeAll(keepingCapacity: true)
        item.frameConstraints.reserveCapacity(4)
        // Into the solver when the group's solver is next needed (see `flush`).
        for constraint in made {
            item.frameConstraints.append(constraint)
            addLater(constraint, of: item)
        }
    }

    /// The frame pins of `item` with the constants they hold now: a pin whose constant was
    /// moved in a solver (``pinToFrame(_:)``) is made again, for a new solver to start from.
    private func currentFrameConstraints(of item: EngineItem) -> [Constraint] {
        let pins = item.frameConstraints
        // A guide's pins are made again whenever they change: never moved in place.
        guard pins.count == 4, item.guide == nil, !item.pinnedFrame.isNull else { return pins }
        let f = item.pinnedFrame
        let constants = [f.minX, f.minY, f.width, f.height].map { -Double($0) }
        if zip(pins, constants).allSatisfy({ $0.constant == $1 }) { return pins }
        let fresh = zip(pins, constants).map { pin, constant in
            Constraint(
                HeadlessCassowary.Expression(pin.expression.terms, constant: constant),
                pin.relation, strength: pin.strength)
        }
        item.frameConstraints = fresh
        return fresh
    }

    /// `constraint`'s solver constraint with the constant it holds now: one whose constant was
    /// moved in a solver (``moveConstant(of:_:)``) is made again, for a new solver to start
    /// from.
    private func currentSolverConstraint(
        _ solverConstraint: Constraint, of constraint: LayoutConstraint
    ) -> Constraint {
        let constant = solverConstant(of: constraint)
        if solverConstraint.constant == constant { return solverConstraint }
        let fresh = Constraint(
            HeadlessCassowary.Expression(solverConstraint.expression.terms, constant: constant),
            solverConstraint.relation, strength: solverConstraint.strength)
        constraint.solverConstraint = fresh
        return fresh
    }

    /// A fixed item's frame may have changed (its own, or its fixed superview's position):
    /// moves its frame in the layout space, the constants of the constraints that name it,
    /// its system guides' pins, and the same for its fixed subviews. Subviews with variables
    /// are written again at the next frame pass (their frames are relative to this one).
    ///
    /// - Complexity: O(*c*) in the constraints naming the items that moved, plus O(*s*) in
    ///   their subviews.
    private func refreshFixed(_ start: EngineItem) {
        var pending = [start]
        while let item = pending.popLast() {
            guard item.isFixed, let view = item.view else { continue }
            let frame = layoutSpaceFrame(of: view, parentItem(of: view))
            let old = item.fixedFrame
            guard frame != old else { continue }
            item.fixedFrame = frame
            markDirty()
            for constraint in item.constraintsReferencing where constraint.engine === self {
                guard
                    constraint.firstItem === view || constraint.secondItem === view,
                    isInstalled(constraint), let solverConstraint = constraint.solverConstraint
                else { continue }
                var frameTerm = 0.0
                if let first = constraint.firstItem.flatMap(engineItem(of:)), first.isFixed {
                    frameTerm +=
                        constraint.firstSign * first.fixedValue(constraint.solvedFirstAttribute)
                }
                if let second = constraint.secondItem.flatMap(engineItem(of:)),
                    second.isFixed
                {
                    frameTerm -=
                        constraint.secondSign * Double(constraint.multiplier)
                        * second.fixedValue(constraint.solvedSecondAttribute)
                }
                guard frameTerm != constraint.frameTerm else { continue }
                constraint.frameTerm = frameTerm
                moveConstant(of: constraint, solverConstraint)
            }
            repinSystemGuides(of: view)
            guard frame.origin != old.origin, view.hasEngineSubviews else {
                continue
            }
            for subview in view.subviews {
                guard let child = subview.engineItem, owns(child) else { continue }
                if child.isFixed {
                    pending.append(child)
                } else if subview.translatesAutoresizingMaskIntoConstraints {
                    pinToFrame(child)  // its pins hold this item's position
                } else {
                    itemsPublishedByProbes.append(child)  // frame = its position - this one's
                }
            }
        }
    }

    /// Gives a fixed item variables (and its fixed subviews, whose positions then depend on
    /// them): its frame becomes pins, as for any translating view with variables, and the
    /// constraints and system guides that name it are made again with its variables.
    /// For what needs the variables (measuring the view, a constraint naming no other unknown).
    ///
    /// - Complexity: O(*c*) solver changes for the *c* constraints naming the items.
    func giveVariables(_ start: EngineItem) {
        var pending = [start]
        while let item = pending.popLast() {
            guard item.isFixed, let view = item.view else { continue }
            item.makeVariables(group: makeGroup(for: item.index))
            if view.superview == nil || view.translatesAutoresizingMaskIntoConstraints {
                pinToFrame(item)
            } else {
                updateIntrinsicConstraints(item)
            }
            if view.hasEngineSubviews {
                for subview in view.subviews {
                    if let child = subview.engineItem, owns(child), child.isFixed {
                        pending.append(child)
                    }
                }
            }
            for constraint in item.constraintsReferencing
            where constraint.engine === self
                && (constraint.firstItem === view || constraint.secondItem === view)
                && isInstalled(constraint) && constraint.solverConstraint != nil
            {
                reinstall(constraint)
            }
            repinSystemGuides(of: view)
        }
    }

    /// Pins the view's system guides in the engine to it again (it moved, or got variables).
    private func repinSystemGuides(of view: View) {
        guard let extras = view.extras else { return }
        for guide in extras.layoutGuides + [extras.safeAreaGuide].compactMap({ $0 })
        where guide.system != nil {
            if let item = guide.engineItem, owns(item) { pinSafeAreaGuide(guide, of: view) }
        }
    }

    /// This engine's item for a view or guide, if it has one.
    private func engineItem(of layoutItem: any LayoutItem) -> EngineItem? {
        let item: EngineItem?
        if let view = layoutItem as? View {
            item = view.engineItem
        } else {
            item = (layoutItem as? LayoutGuide)?.engineItem
        }
        guard let item, owns(item) else { return nil }
        return item
    }

    /// Hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`) on each
    /// axis that has an intrinsic size (UIKit L6), at the priorities a stack view nudges by
    /// index (``View/layoutHuggingPriority(for:)``).
    func updateIntrinsicConstraints(_ item: EngineItem) {
        guard let view = item.view else { return }
        updateIntrinsicConstraints(item, of: view)
    }

    /// ``updateIntrinsicConstraints(_:)`` for the item of `view`, which the caller holds (a
    /// load of the item's view is a retain and a release, on the runtime's slow path for a
    /// view that constraints reference weakly).
    private func updateIntrinsicConstraints(_ item: EngineItem, of view: View) {
        guard !view.translatesAutoresizingMaskIntoConstraints,
            !item.isFixed  // placed by its frame (a root, or the flag was cleared later)
        else { return }
        let inputs = view.intrinsicInputs()
        // Unchanged (a label re-measured at a new width that wraps the same): nothing to do.
        if item.intrinsicInputs == inputs { return }
        item.intrinsicInputs = inputs
        if item.hasIntrinsicConstraints {
            let solver = solver(of: item.group)
            for constraint in item.intrinsicConstraints
            where !item.isDeferred(constraint.terms.variable(at: 0)) {
                try? solver.removeConstraint(constraint)
            }
        }
        item.intrinsicConstraints = []
        item.deferredAxes = 0
        addIntrinsicConstraints(item, axis: SizeAxes.width)
        addIntrinsicConstraints(item, axis: SizeAxes.height)
        if item.deferredAxes != 0 {
            // No solved variable carries that size: the next frame pass writes it.
            itemsPublishedByProbes.append(item)
            markDirty()
        }
        markDirty(item.group)
    }

    /// A constraint names `axes` of `item`: the intrinsic-size constraints kept out of the
    /// solver for those axes are made and go in (see `EngineItem.deferredAxes`).
    func noteNamed(_ item: EngineItem, _ axes: UInt8) {
        guard axes & ~item.namedAxes != 0, !item.isFixed else { return }
        item.namedAxes |= axes
        let released = item.deferredAxes & axes
        guard released != 0 else { return }
        item.deferredAxes &= ~released
        if released & SizeAxes.width != 0 { addIntrinsicConstraints(item, axis: SizeAxes.width) }
        if released & SizeAxes.height != 0 {
            addIntrinsicConstraints(item, axis: SizeAxes.height)
        }
    }

    /// `size <= intrinsic` at the hugging priority and `size >= intrinsic` at the compression
    /// resistance priority on `axis` (``SizeAxes``), from the item's `intrinsicInputs`, made as
    /// one equality whose error each way weighs that side's priority (a required side makes
    /// the pair of inequalities instead), unless
    /// the intrinsic size there is ``View/noIntrinsicMetric`` (or not finite). On an axis no
    /// other constraint names, none is made: the axis is deferred (see
    /// `EngineItem.deferredAxes`) and ``noteNamed(_:_:)`` makes them when a constraint names it.
    /// The width's constraints come before the height's in `intrinsicConstraints`, whichever
    /// axis was named first (the order a rebuilt solver takes them in).
    private func addIntrinsicConstraints(_ item: EngineItem, axis: UInt8) {
        guard let inputs = item.intrinsicInputs, !item.isFixed else { return }
        let isWidth = axis == SizeAxes.width
        let value = isWidth ? inputs.size.width : inputs.size.height
        guard value != View.noIntrinsicMetric, value.isFinite else { return }
        guard item.namedAxes & axis != 0 else {
            item.deferredAxes |= axis
            return
        }
        // `size - intrinsic`.
        let sizeVariable = isWidth ? item.width : item.height
        let hugging = strength(isWidth ? inputs.huggingHorizontal : inputs.huggingVertical)
        let resistance = strength(
            isWidth ? inputs.compressionHorizontal : inputs.compressionVertical)
        if !hugging.isRequired && !resistance.isRequired {
            // The usual case: one equality that prices growing at the hugging priority and
            // shrinking at the compression resistance (the pair's optimum in one row).
            let size = Constraint(
                sizeVariable, 1, constant: -Double(value), equalWeighingAbove: hugging,
                below: resistance)
            if isWidth {
                item.prependIntrinsic(size)
            } else {
                item.appendIntrinsic(size)
            }
            addLater(size, of: item)
            return
        }
        // A required side is an inequality: the pair.
        let expression = HeadlessCassowary.Expression(
            [Term(sizeVariable)], constant: -Double(value))
        let hug = Constraint(expression, .lessThanOrEqual, strength: hugging)
        let resist = Constraint(expression, .greaterThanOrEqual, strength: resistance)
        if isWidth {
            item.prependIntrinsic(resist)
            item.prependIntrinsic(hug)
        } else {
            item.appendIntrinsic(hug)
            item.appendIntrinsic(resist)
        }
        addLater(hug, of: item)
        addLater(resist, of: item)
    }

    /// A translating view's frame changed (set by code or by autoresizing).
    func frameDidChange(_ view: View, item: EngineItem) {
        guard !isWritingFrames, items.indices.contains(item.index),
            items[item.index] === item
        else { return }
        if item.isFixed {
            refreshFixed(item)
        } else {
            pinToFrame(item)
        }
        // Safe-area guides of this view follow its frame through their own constraints.
    }

    /// A view in the engine stopped translating its autoresizing mask: as in UIKit, its frame
    /// constraints go, and its own constraints (and intrinsic size) place it from now on.
    func translatesMaskWasCleared(_ view: View, item: EngineItem) {
        guard owns(item), view.superview != nil else { return }  // the root keeps its frame
        if item.isFixed {
            giveVariables(item)  // no pins: it no longer translates
        } else if !item.frameConstraints.isEmpty {
            let solver = solver(of: item.group)
            for constraint in item.frameConstraints { try? solver.removeConstraint(constraint) }
            item.frameConstraints = []
            item.pinnedParent = nil
            item.pinnedFrame = .null
            updateIntrinsicConstraints(item)
            markDirty(item.group)
        }
    }

    func intrinsicContentSizeDidChange(_ view: View) {
        guard let item = view.engineItem, items.indices.contains(item.index),
            items[item.index] === item
        else { return }
        updateIntrinsicConstraints(item)
    }

    // MARK: - Tree changes

    /// `subtree` is leaving this engine's tree (removed, or moved elsewhere). As in UIKit,
    /// constraints between it and the rest of the tree are deactivated; those wholly inside it
    /// are returned, to be activated again once it has arrived.
    ///
    /// - Complexity: O(*n* + *c*) in the subtree's views and the constraints naming them,
    ///   whatever the subtree's depth in its tree.
    func subtreeWillLeave(_ subtree: View) -> [LayoutConstraint] {
        var leaving: [LayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        var dropped: [Constraint] = []
        var visited: [EngineItem] = []
        var forgottenGuides: [EngineItem] = []
        // The subtree's views that an installed constraint can name (those with an item or
        // guides), to tell after the walk which constraints lie wholly inside: a view's climb
        // to `subtree` would cost its depth per constraint (the subtree's root may be far
        // below the tree's), and the subtree's other views (most, in a tree placed by frames)
        // need not be remembered.
        var members = Set<ObjectIdentifier>()
        var stack = [subtree]
        while let view = stack.popLast() {
            stack.append(contentsOf: view.subviews)
            if let item = view.engineItem {
                members.insert(ObjectIdentifier(view))
                visited.append(item)
                for constraint in item.constraintsReferencing
                where seen.insert(ObjectIdentifier(constraint)).inserted {
                    leaving.append(constraint)
                }
                dropped += forget(item)
                view.engineItem = nil
            }
            guard let extras = view.extras else { continue }
            members.insert(ObjectIdentifier(view))
            for guide in extras.layoutGuides + [extras.safeAreaGuide].compactMap({ $0 }) {
                if let item = guide.engineItem {
                    dropped += forget(item)
                    forgottenGuides.append(item)
                }
                guide.engineItem = nil
            }
        }
        // Only what this engine had installed moves (not one inactive since its old engine
        // went).
        var inside = Set<ObjectIdentifier>()
        for constraint in leaving {
            let isInside = [constraint.firstItem, constraint.secondItem].allSatisfy {
                guard let item = $0 else { return true }
                return item.layoutOwningView.map { members.contains(ObjectIdentifier($0)) }
                    ?? false
            }
            if isInside { inside.insert(ObjectIdentifier(constraint)) }
        }
        let removed = uninstall(batch: leaving, alsoDropping: dropped)
        // The items keep no constraint: their slots are reused once no solver names them.
        for item in visited { item.constraintsReferencing.removeAll { $0.engine == nil } }
        for item in visited { releaseSlot(item) }
        for item in forgottenGuides { releaseSlot(item) }
        return removed.filter { inside.contains(ObjectIdentifier($0)) }.sorted {
            $0.creationIndex < $1.creationIndex
        }
    }

    /// Forgets an item's system constraints and returns them, for the caller to take out of
    /// the solver; its slot stays until ``releaseSlot(_:)`` (indices are tags).
    private func forget(_ item: EngineItem) -> [Constraint] {
        let constraints =
            item.frameConstraints
            + item.intrinsicConstraints.filter {
                !item.isDeferred($0.terms.variable(at: 0))
            }
        item.frameConstraints = []
        item.intrinsicConstraints = []
        item.intrinsicInputs = nil
        item.detachFromView()
        return constraints
    }

    /// Every active user constraint, in activation order (for a tree that becomes part of
    /// another: they move to the new root's engine).
    func takeAllConstraints() -> [LayoutConstraint] {
        let all = active.sorted { $0.creationIndex < $1.creationIndex }
        uninstall(batch: all, updatingSolver: false)  // the engine is dropped after this
        for item in items {
            if let view = item.view, view.engineItem === item {
                view.engineItem = nil
            }
            if let guide = item.guide, guide.engineItem === item { guide.engineItem = nil }
        }
        return all
    }

    var isEmpty: Bool { active.isEmpty }

    // MARK: - Solving

    /// `group` changed: publish it at the next frame pass.
    func markDirty(_ group: ConstraintGroup) {
        if !group.isDirty {
            group.isDirty = true
            dirtyGroups.append(group)
        }
        markDirty()
    }

    /// The tree needs a frame pass (a group changed, or a guide must be re-pinned).
    func markDirty() {
        if !isDirty {
            isDirty = true
            root?.markAncestorsDescendantNeedsLayout()
            root?.setNeedsLayout()
        }
    }

    /// Publishes the solution and writes the frames of views whose variables changed.
    func applyIfNeeded(including extra: [EngineItem] = []) {
        let probed = itemsPublishedByProbes
        if !probed.isEmpty { itemsPublishedByProbes = [] }
        guard isDirty || !extra.isEmpty || !probed.isEmpty else { return }
        isDirty = false
        beginTouchPass()
        // Items are listed by index: listing one reads its stamp and retains nothing. The
        // buffer is kept between passes (a pass that runs inside this one takes a new one).
        var touched: [Int] = []
        swap(&touched, &touchedBuffer)
        for item in extra where firstTouch(item.index) { touched.append(item.index) }
        // Only the groups that changed are published. Adding a pending constraint can join no
        // group, so the list does not change under the loop.
        // Swapped with a kept empty buffer: no copy and no allocation per frame.
        swap(&dirtyGroups, &groupsBeingPublished)
        for group in groupsBeingPublished {
            group.isDirty = false
            guard group.isLive else { continue }
            let solver = solver(of: group)
            solver.updateVariables()
            // The variables are read while the solver has them at hand; their items are read
            // once each, when their frames are written.
            let first = touched.count
            for variable in solver.changedVariables where firstTouch(variable.tag) {
                touched.append(variable.tag)
            }
            if touched.count > first { writeFramesEarly(of: &touched, from: first) }
        }
        // Listed after the groups' (a new item is usually both): a group's own are written as
        // soon as it is published, where they can be (see `writeFramesEarly`).
        for item in probed where firstTouch(item.index) { touched.append(item.index) }
        groupsBeingPublished.removeAll(keepingCapacity: true)
        if !touched.isEmpty { writeFrames(of: &touched) }
        touched.removeAll(keepingCapacity: true)
        swap(&touched, &touchedBuffer)
        refreshSafeAreaGuides()
    }

    /// Writes the frames of the items at `touched` (indices), and of the subviews of those
    /// whose position moved, which are appended to `touched`.
    ///
    /// One visit per item: its view is loaded once, whether its position moved is read from
    /// the variables the frame is made of, and consecutive items under one superview (the
    /// usual case: siblings are solved together) find that superview's position once.
    private func writeFrames(of touched: inout [Int]) {
        isWritingFrames = true
        defer { isWritingFrames = false }
        // The superview whose position `parentOrigin` is, by identity: the superview is
        // loaded (a retain) only when the next item's differs. A view in the engine is in the
        // engine's tree, and writing frames runs no code that changes the tree, so an identity
        // seen in this pass stays that of the same view.
        var parentID: ObjectIdentifier?
        var parentOrigin = CGPoint.zero
        let changedCount = touched.count
        var position = 0
        while position < touched.count {
            let index = touched[position]
            position += 1
            guard index >= 0 else { continue }  // written already (see `writeFramesEarly`)
            let item = items[index]
            guard let unretained = item.unretainedView, !item.isFixed else { continue }
            let x = item.solvedX
            let y = item.solvedY
            let width = item.layoutWidth
            let height = item.layoutHeight
            // The view is used without a retain (on the runtime's slow path for a view that
            // constraints reference weakly, and one more cache line): the tree holds it, and
            // this pass changes no tree (see `EngineItem.view` for why it is live).
            withUnretained(unretained) { view in
                // A view whose position moved moves the frames of its constraint-driven
                // subviews too (a frame is the difference of two positions in one layout
                // space: a subview's own subviews keep theirs, and a superview that only
                // changed size moves none). Only subviews in the engine have items to move.
                if position <= changedCount, publishedOrigins[index] != CGPoint(x: x, y: y) {
                    publishedOrigins[index] = CGPoint(x: x, y: y)
                    if view.hasEngineSubviews { appendSubviewItems(of: view, to: &touched) }
                }
                guard let superviewID = view.superviewID,
                    !view.translatesAutoresizingMaskIntoConstraints
                else { return }
                if superviewID != parentID {
                    parentID = superviewID
                    parentOrigin = withUnretained(View.unretained(superviewID)) {
                        self.item(ofSuperview: $0)?.layoutOrigin ?? .zero
                    }
                }
                view.frame = CGRect(
                    x: snapped(x - Double(parentOrigin.x)),
                    y: snapped(y - Double(parentOrigin.y)),
                    width: max(0, snapped(width)),
                    height: max(0, snapped(height)))
            }
        }
        countTreeOperation { $0.engineItemsWritten &+= touched.count }
    }

    /// Writes now, as ``writeFrames(of:)`` would, the frames of the items at
    /// `touched[start...]` (a group just published) whose frame no other group can still
    /// change: a view with no subview in the engine (so moving it moves no other frame) whose
    /// superview is placed by its frame or out of the engine (so its position is a known
    /// number for the whole pass). Their entries become -1, for the frame pass to skip. The
    /// group's variables are still in the processor's caches: at the end of the pass, after
    /// many groups, they would not be.
    private func writeFramesEarly(of touched: inout [Int], from start: Int) {
        isWritingFrames = true
        defer { isWritingFrames = false }
        var parentID: ObjectIdentifier?
        var parentOrigin: CGPoint?
        for position in start..<touched.count {
            let index = touched[position]
            let item = items[index]
            guard let unretained = item.unretainedView, !item.isFixed else { continue }
            // Unretained, as in `writeFrames(of:)`.
            let written = withUnretained(unretained) { view -> Bool in
                guard !view.hasEngineSubviews, let superviewID = view.superviewID,
                    !view.translatesAutoresizingMaskIntoConstraints
                else { return false }
                if superviewID != parentID {
                    parentID = superviewID
                    parentOrigin = withUnretained(View.unretained(superviewID)) {
                        guard let parent = self.item(ofSuperview: $0) else { return .zero }
                        return parent.isFixed ? parent.layoutOrigin : nil
                    }
                }
                guard let origin = parentOrigin else { return false }
                let x = item.solvedX
                let y = item.solvedY
                publishedOrigins[index] = CGPoint(x: x, y: y)
                view.frame = CGRect(
                    x: snapped(x - Double(origin.x)),
                    y: snapped(y - Double(origin.y)),
                    width: max(0, snapped(item.layoutWidth)),
                    height: max(0, snapped(item.layoutHeight)))
                return true
            }
            if written { touched[position] = -1 }
        }
    }

    /// Appends to `touched` the items of `view`'s subviews not listed in this pass yet.
    private func appendSubviewItems(of view: View, to touched: inout [Int]) {
        for subview in view.subviews {
            countTreeOperation { $0.subviewsFollowingMove &+= 1 }
            if let child = subview.engineItem, owns(child), firstTouch(child.index) {
                touched.append(child.index)
            }
        }
    }

    /// The pass each item was last touched in (`touchPass`), by item index: which items a
    /// frame pass has already listed, without a set to hash into or to allocate.
    @exclusivity(unchecked) private var touchStamps: [UInt32] = []
    @exclusivity(unchecked) private var touchPass: UInt32 = 0
    /// The position (x, y) each item had when a frame pass last listed it as changed, by item
    /// index (NaN before that): whether a pass moved it, read from the variables its frame is
    /// written from.
    @exclusivity(unchecked) private var publishedOrigins: [CGPoint] = []
    /// The list of items a frame pass touches, kept between passes.
    @exclusivity(unchecked) private var touchedBuffer: [Int] = []

    /// Starts a frame pass: no item is touched in it yet.
    private func beginTouchPass() {
        touchPass &+= 1
        if touchPass == 0 {  // wrapped: clear the old stamps once
            for index in touchStamps.indices { touchStamps[index] = 0 }
            touchPass = 1
        }
        if touchStamps.count < items.count {
            let more = repeatElement(UInt32(0), count: items.count - touchStamps.count)
            touchStamps.append(contentsOf: more)
            let unwritten = CGPoint(x: CGFloat.nan, y: CGFloat.nan)
            publishedOrigins.append(
                contentsOf: repeatElement(unwritten, count: items.count - publishedOrigins.count))
        }
    }

    /// Whether item `index` is touched for the first time in this pass (and notes it).
    private func firstTouch(_ index: Int) -> Bool {
        if touchStamps[index] == touchPass { return false }
        touchStamps[index] = touchPass
        return true
    }

    /// Removes floating-point noise: values are rounded to a millionth of a point.
    private func snapped(_ value: Double) -> CGFloat {
        CGFloat((value * 1e6).rounded() / 1e6)
    }

    // MARK: - Adding, with UIKit's recovery

    /// Adds a solver constraint. If it is required and conflicts, it is not added (UIKit breaks
    /// it), a diagnostic lists the conflicting constraints, and this returns false.
    private func add(
        _ constraint: Constraint, describing layout: LayoutConstraint?, to group: ConstraintGroup
    ) -> Bool {
        add(
            constraint, describing: layout, autoresizing: nil, solver: solver(of: group),
            group: group)
    }

    /// Adds a solver constraint to `solver`, `group`'s (whose pending constraints are in).
    private func add(
        _ constraint: Constraint, describing layout: LayoutConstraint?, autoresizing view: View?,
        solver: Solver, group: ConstraintGroup
    ) -> Bool {
        countTreeOperation { $0.solverConstraintsBeside &+= solver.constraintCount }
        do {
            try solver.addConstraint(constraint)
            return true
        } catch {
            recover(
                from: error, adding: constraint, describing: layout, autoresizing: view, in: group)
            return false
        }
    }

    /// `constraint` did not go into `group`'s solver for `error`: UIKit's recovery (the
    /// constraint stays out, a diagnostic says why), or a stop for an error that is the
    /// caller's.
    private func recover(
        from error: any Error, adding constraint: Constraint, describing layout: LayoutConstraint?,
        autoresizing view: View?, in group: ConstraintGroup
    ) {
        switch error {
        case is UnsatisfiableConstraint:
            reportUnsatisfiable(constraint, layout: layout, autoresizing: view, in: group)
        case let error as NonFiniteValue where Self.isInRange(constraint):
            reportOutOfRange(error, layout: layout, autoresizing: view)
        default:
            nameVariables(of: constraint)
            preconditionFailure(
                "Layout engine: \(error) adding \(layout.map { "\($0)" } ?? "\(constraint)")")
        }
    }

    /// Whether every input of `constraint` is within the solver's range: a `NonFiniteValue`
    /// then comes from arithmetic on them (a chain of large multipliers), which the engine
    /// recovers from like a conflict; an input out of range is the caller's error.
    static func isInRange(_ constraint: Constraint) -> Bool {
        let e = constraint.expression
        return ([e.constant] + e.terms.map(\.coefficient)).allSatisfy {
            abs($0) <= Solver.maximumMagnitude
        }
    }

    /// Records why a constraint whose solution would leave the solver's range is broken.
    private func reportOutOfRange(
        _ error: NonFiniteValue, layout: LayoutConstraint?, autoresizing view: View?
    ) {
        let broken =
            layout.map(\.description)
            ?? "\(view?.layoutDebugName ?? "?") frame (autoresizing, required)"
        let text =
            "Unable to satisfy constraint: solving it would take a value to \(error.value), "
            + "beyond the layout engine's range of ±\(Solver.maximumMagnitude).\n\n"
            + "Will attempt to recover by breaking constraint\n\(broken)"
        (root as? Window ?? root?.window)?.record(.unsatisfiableConstraints, text)
    }

    private func reportUnsatisfiable(
        _ constraint: Constraint, layout: LayoutConstraint?, autoresizing view: View?,
        in group: ConstraintGroup
    ) {
        let broken =
            layout.map(\.description)
            ?? "\(view?.layoutDebugName ?? "?") frame (autoresizing, required)"
        let conflicting = conflictingDescriptions(for: constraint, layout: layout, in: group)
        var text = "Unable to simultaneously satisfy constraints.\n"
        text +=
            "\tProbably at least one of the constraints in the following list is one you don't want.\n"
        text += "(\n"
        for line in conflicting + [broken] { text += "    \"\(line)\",\n" }
        text += ")\n\nWill attempt to recover by breaking constraint\n\(broken)"
        (root as? Window ?? root?.window)?.record(.unsatisfiableConstraints, text)
    }

    /// A small set of installed required constraints that, with `constraint`, cannot all hold.
    ///
    /// Deletion filtering over the installed required constraints that share variables with it:
    /// drop each one in turn and keep it out if the rest still conflict. Quadratic, but only on
    /// this error path and only within the connected constraints.
    ///
    /// A fixed item's frame is in the constants of the constraints that name it: here each
    /// such constraint is written out with stand-in variables for its fixed items, whose frames
    /// are candidates as pins, as they would be in UIKit's list.
    private func conflictingDescriptions(
        for broken: Constraint, layout brokenLayout: LayoutConstraint?, in group: ConstraintGroup
    ) -> [String] {
        // Only the group's constraints can conflict with it (no other shares a variable), and
        // only those in its solver.
        let solver = group.makeSolver()
        var standIns: [Int: EngineItem] = [:]
        let constraint = brokenLayout.flatMap { writtenOut($0, standIns: &standIns) } ?? broken
        var candidates: [(Constraint, String)] = []
        for layout in group.userConstraints.sorted(by: { $0.creationIndex < $1.creationIndex }) {
            if isInstalled(layout), let solverConstraint = layout.solverConstraint,
                solverConstraint.strength.isRequired, solver.hasConstraint(solverConstraint)
            {
                candidates.append(
                    (
                        writtenOut(layout, standIns: &standIns) ?? solverConstraint,
                        layout.description
                    ))
            }
        }
        var pins: [(index: Int, constraint: Constraint, name: String)] = []
        for index in group.itemIndices {
            let item = items[index]
            for frameConstraint in item.frameConstraints
            where solver.hasConstraint(frameConstraint) {
                pins.append((index, frameConstraint, item.view?.layoutDebugName ?? "?"))
            }
        }
        for (index, v) in standIns {
            let item = items[index]
            let f = item.fixedFrame
            let name = item.view?.layoutDebugName ?? "?"
            for pin in [
                v.x == Double(f.minX), v.y == Double(f.minY), v.width == Double(f.width),
                v.height == Double(f.height),
            ] {
                pins.append((index, pin, name))
            }
        }
        // By item, each item's pins in the order made (a stable sort).
        for pin in pins.enumerated().sorted(by: {
            ($0.element.index, $0.offset) < ($1.element.index, $1.offset)
        }) {
            candidates.append(
                (pin.element.constraint, "\(pin.element.name) frame (autoresizing, required)"))
        }
        candidates = connected(to: constraint, candidates)
        guard candidates.count <= 60 else { return candidates.map(\.1) }
        func conflicts(_ set: [(Constraint, String)]) -> Bool {
            let scratch = Solver()
            for (c, _) in set {
                try? scratch.addConstraint(
                    Constraint(c.expression, c.relation, strength: .required))
            }
            return
                (try? scratch.addConstraint(
                    Constraint(constraint.expression, constraint.relation, strength: .required)))
                == nil
        }
        var kept = candidates
        var index = 0
        while index < kept.count {
            var without = kept
            without.remove(at: index)
            if conflicts(without) { kept = without } else { index += 1 }
        }
        return kept.map(\.1)
    }

    /// `layout` as a solver constraint with stand-in variables for its fixed items (nil when it
    /// names none, or an item not in this engine), with its current constant.
    private func writtenOut(
        _ layout: LayoutConstraint, standIns: inout [Int: EngineItem]
    ) -> Constraint? {
        guard let firstItem = layout.firstItem, let first = engineItem(of: firstItem) else {
            return nil
        }
        var second: EngineItem?
        if let secondItem = layout.secondItem {
            guard let item = engineItem(of: secondItem) else { return nil }
            second = item
        }
        guard first.isFixed || second?.isFixed == true else { return nil }
        func variables(of item: EngineItem) -> EngineItem {
            if !item.isFixed { return item }
            if let v = standIns[item.index] { return v }
            let made = EngineItem(standInFor: item.index)
            standIns[item.index] = made
            return made
        }
        var terms = ConstraintTerms()
        var unused = 0.0
        variables(of: first).appendTerms(
            layout.solvedFirstAttribute, scale: layout.firstSign, to: &terms, constant: &unused)
        if let second {
            variables(of: second).appendTerms(
                layout.solvedSecondAttribute, scale: -layout.secondSign * Double(layout.multiplier),
                to: &terms, constant: &unused)
        }
        return Constraint(
            HeadlessCassowary.Expression(terms.array, constant: -Double(layout.constant)),
            relation(layout.relation), strength: strength(layout.priority))
    }

    private func connected(to constraint: Constraint, _ candidates: [(Constraint, String)]) -> [(
        Constraint, String
    )] {
        var variables = Set(constraint.expression.terms.map { ObjectIdentifier($0.variable) })
        var remaining = candidates
        var result: [(Constraint, String)] = []
        var grew = true
        while grew {
            grew = false
            remaining.removeAll { candidate in
                let ids = candidate.0.expression.terms.map { ObjectIdentifier($0.variable) }
                guard ids.contains(where: variables.contains) else { return false }
                variables.formUnion(ids)
                result.append(candidate)
                grew = true
                return true
            }
        }
        return candidates.filter { c in result.contains { $0.0 === c.0 } }
    }

    /// Names the variables of `constraint` after their items (`Label.width`), for a message
    /// that prints it: variables are made without names (a name is a string per variable,
    /// which only a message reads).
    func nameVariables(of constraint: Constraint) {
        for term in constraint.expression.terms where term.variable.name.isEmpty {
            let variable = term.variable
            guard items.indices.contains(variable.tag),
                let attribute = items[variable.tag].attributeName(of: variable)
            else { continue }
            let item = items[variable.tag]
            let base = item.view?.layoutDebugName ?? item.guide?.layoutDebugName ?? "?"
            variable.name = "\(base).\(attribute)"
        }
    }

    // MARK: - Mapping

    private func relation(_ relation: LayoutRelation) -> Relation {
        switch relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    /// 1000 is required; below, priority p weighs p × 1000, so a higher priority always
    /// outweighs a lower one at equal error.
    func strength(_ priority: LayoutPriority) -> Strength {
        priority.isRequired ? .required : Strength(Double(priority.rawValue) * 1000)
    }
}

extension Diagnostic.Kind {
    /// Required constraints that cannot all hold; one was broken.
    public static let unsatisfiableConstraints = Diagnostic.Kind(
        rawValue: "unsatisfiable-constraints")
}

/// Calls `body` with the object `reference` points to, without retaining it: the caller
/// knows what keeps it alive for the call. (A closure handed to the standard library's
/// `_withUnsafeGuaranteedRef` directly checks the main actor at run time.)
@inline(__always)
func withUnretained<Object: AnyObject, Result>(
    _ reference: Unmanaged<Object>, _ body: (Object) -> Result
) -> Result {
    reference._withUnsafeGuaranteedRef(body)
}

extension View {
    /// The view `id` names, not retained. Only for an identity read from a live view's
    /// `superviewID` while that view is in its tree (which holds its superview).
    static func unretained(_ id: ObjectIdentifier) -> Unmanaged<View> {
        Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: UInt(bitPattern: id))!)
    }

    /// The engine of this view's tree (made on first use, at the root).
    var layoutEngine: LayoutEngine {
        let root = self.root
        if let engine = root.extras?.layoutEngine { return engine }
        let engine = LayoutEngine(root: root)
        root.ensureExtras().layoutEngine = engine
        return engine
    }
}

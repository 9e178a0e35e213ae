import Foundation

/// A rectangle in a retained view tree, with UIKit's geometry, hierarchy and hit-testing rules.
///
/// `View` is `UIView` without a screen: `frame`, `bounds` and `center` stay consistent as in UIKit,
/// setting `bounds.origin` shifts where subviews appear (that is what scrolling is), and the
/// window's layout pass calls ``layoutSubviews()`` parent before children.
///
///     let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
///     let badge = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
///     root.addSubview(badge)
///     root.hitTest(CGPoint(x: 15, y: 15), with: nil) === badge   // true
///
/// A view lives on the main actor. Its `deinit`, as `UIView`'s in Swift, is not isolated: a
/// subclass that tears down main-actor state there declares `isolated deinit`. When the last
/// reference to a view with subviews goes away on another thread, that thread waits while the
/// main actor takes the subviews off it.
@MainActor
open class View: Responder {
    // Hot fields (read by hit testing, conversion and layout) are stored inline; the rest live in
    // `extras`, allocated on first use, to keep a plain view small.
    //
    // The hot fields are `@exclusivity(unchecked)`: a view is touched only on the main actor,
    // and no access to them is held across a call that could reach them again, so the runtime's
    // per-access exclusivity check (a thread-local lookup on every read of a class property
    // that is ever modified in place) buys nothing. It cost a tenth of `build-tree`.

    /// The view's frame origin, in its superview's coordinates. `frame` = origin + bounds.size.
    @exclusivity(unchecked) private var frameOrigin: CGPoint = .zero
    @exclusivity(unchecked) private var _bounds: CGRect = .zero
    @exclusivity(unchecked) private var _alpha: CGFloat = 1
    @exclusivity(unchecked) private var flags: Flags = [
        .userInteractionEnabled, .autoresizesSubviews, .translatesMask,
    ]
    // With `flags`, the next four fields fill 16 bytes, which keeps a plain view in a smaller
    // allocation size (see `bytes-per-view` in BENCHMARKS.md). A view holds fewer than
    // `Int32.max` subviews (`storeSubview` checks).
    /// How many slots the noted range of dirty subviews spans from `dirtyStart`, 0 when none
    /// is noted, `UInt16.max` for every slot from `dirtyStart` on (see `noteDirtySubview`).
    @exclusivity(unchecked) private var dirtyLength: UInt16 = 0
    /// How many slots of `subviewStore` are holes (see `subviewStore`).
    @exclusivity(unchecked) private var subviewHoles: Int32 = 0
    /// This view's slot in its superview's `subviewStore`.
    @exclusivity(unchecked) private var slotInSuperview: Int32 = 0
    private var indexInSuperview: Int {
        get { Int(slotInSuperview) }
        set { slotInSuperview = Int32(truncatingIfNeeded: newValue) }
    }
    /// The first slot of `subviewStore` in the noted range of dirty subviews.
    @exclusivity(unchecked) private var dirtyStart: Int32 = 0

    // The back-pointers are unretained, as UIKit's are, and not `weak`: a weak reference gives
    // the object a side table, which sends every retain and release of it down the runtime's
    // slow path. A parent retains its subviews and clears their `superview` when it goes away;
    // a window clears `window` in its subtree the same way, so neither pointer ever dangles.
    // `LifetimeTests` try to break this under the address sanitizer.

    /// The view that contains this one, or `nil` at the root of a tree.
    public final var superview: View? { _superview }
    // The stored back-pointers sit behind computed getters: a client module that reads a
    // stored `final` property of this module inlines the read and checks exclusivity at run
    // time, whatever `@exclusivity(unchecked)` says (a `swift_beginAccess`, a thread-local
    // lookup, on every step up a chain: a quarter of `hit-test`'s instructions, see
    // BENCHMARKS.md). The getter is compiled here, unchecked.
    @exclusivity(unchecked) private unowned(unsafe) var _superview: View?

    /// The identity of the superview (nil at the root), read without a reference to it.
    ///
    /// Reading `superview` makes a reference, a retain of the superview (on the runtime's slow
    /// path for a view that a constraint references weakly); only the pointer's bits are read
    /// here, and they are never turned back into a reference.
    @inline(__always)
    final var superviewID: ObjectIdentifier? {
        // (A bit cast, not `map`: a closure here would check the main actor at run time.)
        unsafeBitCast(_superview, to: ObjectIdentifier?.self)
    }

    /// Whether this view's superview is the view `id` names (by identity: a layout walk holds
    /// the superview already).
    @inline(__always)
    final func isSubview(of id: ObjectIdentifier) -> Bool { superviewID == id }

    /// Whether the view has a superview (read without a reference to it).
    @inline(__always)
    final var hasSuperview: Bool { superviewID != nil }

    /// The window at the root of this view's tree, if the tree has one.
    public final var window: Window? { _window }
    /// Stored behind a getter, as `superview` is.
    @exclusivity(unchecked) private unowned(unsafe) var _window: Window?

    /// Whether the view is in a window (read without a reference to it; see `superviewID`).
    @inline(__always)
    final var hasWindow: Bool { unsafeBitCast(_window, to: ObjectIdentifier?.self) != nil }

    /// The direct children, back to front: the last one is frontmost.
    ///
    /// - Complexity: O(1), except for the first read after subviews other than the frontmost
    ///   were removed: O(*n*) then, once.
    public final var subviews: [View] {
        if subviewHoles != 0 { compactSubviews() }
        return subviewStore
    }

    /// Whether the view has subviews (read without squeezing out holes: the frontmost slot is
    /// always a subview).
    final var hasSubviews: Bool { !subviewStore.isEmpty }

    // The subviews, back to front, with holes. Removing any subview but the frontmost puts
    // `View.hole` in its slot, found by the stored `indexInSuperview`, so removing n siblings in
    // any order costs O(n) rather than a search and a shift each. The holes are squeezed out in
    // one pass when `subviews` is next read, or as soon as they outnumber the subviews. A slot
    // holds a subview exactly when that view's `superview` is this view: the hole never has one.
    @exclusivity(unchecked) private var subviewStore: [View] = []

    /// The placeholder for a removed subview's slot. It is never added to a view.
    private static let hole = View()

    /// The view's out-of-line state: nil, its layout-engine item alone (an `EngineItem`), or
    /// its `Extras` (which then holds the item). A view that only takes part in Auto Layout (a
    /// cell's label, a cell placed by its frame) makes no `Extras` for its item: one word either
    /// way. A plain reference told apart by its class rather than an enum with two payloads: an
    /// enum keeps its case in the pointer's spare bits, and a leak checker (LeakSanitizer) then
    /// no longer sees that the view references its extras. Set only below, on the main actor;
    /// `nonisolated(unsafe)` only so that the nonisolated `deinit` can tell whether it is nil
    /// (nothing else references a view in its deinit).
    @exclusivity(unchecked) nonisolated(unsafe) private var outOfLine: AnyObject?

    /// Rarely-set state, if any was set (see `Extras`).
    var extras: Extras? {
        guard let object = outOfLine, type(of: object) == Extras.self else { return nil }
        return unsafeDowncast(object, to: Extras.self)  // (the class was just checked)
    }

    /// Makes a view with the given frame.
    public init(frame: CGRect) {
        View.checkFinite(frame, "frame", nil)
        frameOrigin = frame.origin
        _bounds = CGRect(origin: .zero, size: frame.size)
        // Only exact types known not to override hit testing: a subclass may override it.
        let type = type(of: self)
        if type == View.self || type == Label.self || type == ImageView.self {
            flags.insert(.usesDefaultHitTesting)
        }
    }

    /// Makes a view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    // Not `isolated`: an isolated deinit asks the runtime, for every view, whether it runs on
    // the main actor (about 100 ns, a fifth of `build-tree`), and most views are leaves, whose
    // deinit has nothing to do. A view with subviews or an engine item tears down on the main
    // actor.
    deinit {
        // A leaf with nothing out of line has nothing to do (most views). Reading the view's own
        // storage is safe on any thread: nothing else references a view in its deinit.
        if outOfLine == nil, subviewStore.isEmpty { return }
        if View.isOnNotedMainThread {
            View.runOnMainThread(View.tearDownInDeinit, self)
        } else if View.holdsMainQueue || Thread.isMainThread {
            // The main actor's code runs here too: a thread that holds the main queue (a worker
            // draining it after `dispatchMain()`, or a caller of `DispatchQueue.main.sync`, here
            // or in a deinit this one runs in), or the main thread before it was noted.
            MainActor.assumeIsolated { tearDownInDeinit() }
        } else {
            // The last reference went away on another thread (a view is `Sendable`). The
            // subviews are handed on on the main actor while this view still exists, so that
            // none is left with a `superview` pointing at freed memory, nor is touched off the
            // main actor.
            DispatchQueue.main.sync { MainActor.assumeIsolated { tearDownInDeinit() } }
        }
    }

    /// `view.tearDownInDeinit()`, as a function value that captures nothing.
    private static func tearDownInDeinit(_ view: View) { view.tearDownInDeinit() }

    /// In this view's deinit, on the main actor: cuts its engine item off, clears its subviews'
    /// `superview` (and, for a window, their `window`), then releases them.
    private func tearDownInDeinit() {
        // The engine may keep the view's item: it must not point here (see `EngineItem.view`).
        if outOfLine != nil { engineItem?.detachFromView() }
        guard !subviewStore.isEmpty else { return }
        // Subviews can outlive their parent, and then inherit no trait from it.
        if TraitOverrideCensus.holders > 0 { TraitMemo.forgetAll() }
        // Subviews can outlive their parent; they must not point at it afterwards.
        let id = ObjectIdentifier(self)
        if self is Window {
            for subview in subviewStore where subview.isSubview(of: id) {
                subview._superview = nil
                subview.propagateWindow(nil)
            }
        } else {
            // In place: no retain and release of each subview (a cache miss each, the first
            // touch of the subview in its teardown, is all this loop costs).
            for index in subviewStore.indices where subviewStore[index].isSubview(of: id) {
                subviewStore[index]._superview = nil
            }
        }
        // Releasing the subviews here would run their deinits inside this one, one stack frame
        // per level: a deep chain would overflow the stack. The outermost deinit releases them
        // in a loop instead; the deinits that run inside it hand their subviews to the loop.
        View.released.append(subviewStore)
        subviewStore = []
        guard !View.isReleasing else { return }
        View.isReleasing = true
        while var batch = View.released.popLast() {
            countTreeOperation { $0.viewsTornDown &+= batch.count }
            // Release the views one at a time, front to back, before the next batch.
            while !batch.isEmpty { _ = batch.removeLast() }
        }
        View.isReleasing = false
    }

    #if canImport(Darwin)
        /// Whether the caller runs on the main thread, where the main actor's code runs.
        private nonisolated static var isOnNotedMainThread: Bool { pthread_main_np() != 0 }

        /// Nothing to note: Darwin tells the main thread (see the other platforms' version).
        @inline(__always)
        private static func noteMainThread() {}
    #else
        /// The process's main thread, where the main actor's code runs, once `noteMainThread`
        /// has seen it (0 before). Written once, on the main thread; a deinit on another thread
        /// never finds its own thread here, whichever value it reads.
        private nonisolated(unsafe) static var mainThread: pthread_t = 0

        /// Whether the caller runs on the main thread, as noted by `noteMainThread`. A quick
        /// check (Foundation's `Thread.isMainThread` costs about 300 ns on Linux).
        private nonisolated static var isOnNotedMainThread: Bool {
            pthread_equal(pthread_self(), mainThread) != 0
        }

        /// The last thread `noteMainThread` asked about, so it asks once a thread: where the
        /// main actor runs on workers that drain the main queue (after `dispatchMain()`), the
        /// main thread is never noted.
        @exclusivity(unchecked) private static var lastThreadAsked: pthread_t = 0

        /// Notes the main thread, if the caller runs on it and it is not noted yet (when a
        /// view gets its first subview, so that its deinit finds it).
        @inline(__always)
        private static func noteMainThread() {
            guard mainThread == 0 else { return }
            let current = pthread_self()
            guard pthread_equal(current, lastThreadAsked) == 0 else { return }
            lastThreadAsked = current
            if Thread.isMainThread { mainThread = current }
        }
    #endif

    /// A key that only the main queue carries, to tell a thread in `DispatchQueue.main.sync`.
    private nonisolated static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller holds the main queue, the main actor's executor: on the main thread,
    /// on a worker that drains it after `dispatchMain()`, or in `DispatchQueue.main.sync`.
    private nonisolated static var holdsMainQueue: Bool {
        DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// Calls `body` with `view`, isolated to the main actor, without the runtime's check (which
    /// costs a deep chain's teardown about 100 ns a view). Only on the main thread, where the
    /// main actor's code runs (`isOnNotedMainThread`); `MainActor.assumeIsolated` does the
    /// same after its check. A function that captures nothing, so that nothing is allocated.
    @inline(__always)
    private nonisolated static func runOnMainThread(
        _ body: @escaping @MainActor (View) -> Void, _ view: View
    ) {
        unsafeBitCast(body, to: ((View) -> Void).self)(view)
    }

    /// Subview arrays waiting to be released by the outermost `deinit`.
    @exclusivity(unchecked) private static var released: [[View]] = []
    /// Whether a `deinit` is draining `released`.
    @exclusivity(unchecked) private static var isReleasing = false

    // MARK: - Geometry

    /// The view's rectangle in its superview's coordinates.
    ///
    /// Setting it moves `center` and resizes `bounds`; `bounds.origin` is unchanged (UIKit G3).
    public var frame: CGRect {
        get {
            let frame = CGRect(origin: frameOrigin, size: _bounds.size)
            // A transformed view's frame is the box around its transformed bounds (UIKit).
            return flags.contains(.transformed) ? transformedFrame(frame) : frame
        }
        set {
            View.checkFinite(newValue, "frame", self)
            let old = frame
            guard newValue != old else {
                if Animator.current != nil { Animator.touch(self) }
                return
            }
            let sizeChanged = newValue.size != old.size
            // Only an animation block has anything to note.
            if Animator.current != nil {
                willAnimate(.position, from: frameOrigin, to: newValue.origin)
                if sizeChanged { willAnimate(.boundsSize, from: _bounds.size, to: newValue.size) }
            }
            frameOrigin = newValue.origin
            if sizeChanged {
                let oldSize = _bounds.size
                _bounds.size = newValue.size
                sizeDidChange(from: oldSize)
            }
            geometryDidChange(originChanged: false, safeAreaNoted: sizeChanged)
        }
    }

    /// The view's own coordinate system: `origin` is the point shown at the top-left corner.
    ///
    /// Setting `bounds.origin` leaves `frame` alone and shifts every subview by the opposite
    /// amount (UIKit G5). Setting `bounds.size` keeps `center` fixed (G4).
    open var bounds: CGRect {
        get { _bounds }
        set { setBounds(newValue) }
    }

    /// The centre of the frame, in the superview's coordinates.
    public var center: CGPoint {
        get {
            CGPoint(x: frameOrigin.x + _bounds.width / 2, y: frameOrigin.y + _bounds.height / 2)
        }
        set {
            View.checkFinite(newValue, "center", self)
            let origin = CGPoint(
                x: newValue.x - _bounds.width / 2, y: newValue.y - _bounds.height / 2)
            guard origin != frameOrigin else {
                if Animator.current != nil { Animator.touch(self) }
                return
            }
            willAnimate(.position, from: frameOrigin, to: origin)
            frameOrigin = origin
            geometryDidChange(originChanged: false)
        }
    }

    /// Sets `bounds`, the one path every bounds change takes (scroll views go through it too).
    func setBounds(_ newValue: CGRect) {
        View.checkFinite(newValue, "bounds", self)
        let old = _bounds
        guard newValue != old else {
            if Animator.current != nil { Animator.touch(self) }
            return
        }
        if newValue.origin != old.origin {
            willAnimate(.boundsOrigin, from: old.origin, to: newValue.origin)
        }
        if newValue.size != old.size {
            willAnimate(.boundsSize, from: old.size, to: newValue.size)
            willAnimate(
                .position, from: frameOrigin,
                to: CGPoint(
                    x: frameOrigin.x + (old.width - newValue.width) / 2,
                    y: frameOrigin.y + (old.height - newValue.height) / 2))
        }
        if newValue.size != old.size {
            // Keep the centre: the frame grows or shrinks around it.
            frameOrigin.x += (old.width - newValue.width) / 2
            frameOrigin.y += (old.height - newValue.height) / 2
        }
        _bounds = newValue
        let sizeChanged = newValue.size != old.size
        if sizeChanged { sizeDidChange(from: old.size) }
        if newValue.origin != old.origin { boundsOriginDidChange(from: old.origin) }
        geometryDidChange(originChanged: newValue.origin != old.origin, safeAreaNoted: sizeChanged)
    }

    /// Called after `bounds.origin` changed (scroll views report the offset change here).
    func boundsOriginDidChange(from oldOrigin: CGPoint) {}

    /// Called after any change to frame, bounds or center (layout-engine bookkeeping).
    /// `safeAreaNoted`: a size change already told the safe area (`sizeDidChange`), which
    /// covers a bounds-origin change too.
    func geometryDidChange(originChanged: Bool, safeAreaNoted: Bool = false) {
        if originChanged { setNeedsLayout() }
        if !safeAreaNoted { safeAreaGeometryDidChange(boundsOriginOnly: originChanged) }
        // The flags first: a frame the engine writes (a view it places) reads no item.
        if !hasSuperview || translatesAutoresizingMaskIntoConstraints, let item = engineItem {
            treeLayoutEngine?.frameDidChange(self, item: item)
        }
    }

    private func sizeDidChange(from oldSize: CGSize) {
        boundsSizeDidChange()
        // UIKit: `contentMode` `.redraw` draws the view again when its bounds change.
        if let extras = extras?.uikit, extras.contentMode == .redraw { setNeedsDisplay() }
        setNeedsLayout()
        safeAreaGeometryDidChange(boundsOriginOnly: false)
        // Not retained (see `markAncestorsDescendantNeedsLayout`): the superview is live
        // while this view is in it, and setNeedsLayout runs no code that changes the tree.
        if let superviewID { withUnretained(View.unretained(superviewID)) { $0.setNeedsLayout() } }
        if autoresizesSubviews {
            for subview in subviews where subview.autoresizingMask != [] {
                subview.autoresize(superviewOldSize: oldSize, newSize: _bounds.size)
            }
        }
    }

    /// Called when `bounds.size` changed, before layout is requested (scroll views note it).
    func boundsSizeDidChange() {}

    // MARK: - Appearance and interaction

    /// Whether the view (and so its subtree) is hidden. Hidden views stay in `subviews` and in
    /// layout, but are skipped by hit testing and drawing.
    public var isHidden: Bool {
        get { flags.contains(.hidden) }
        set {
            guard newValue != flags.contains(.hidden) else { return }
            flags.set(.hidden, newValue)
            superview?.subviewVisibilityDidChange(self)
        }
    }

    /// A subview was hidden or shown (stack views collapse hidden arranged views).
    func subviewVisibilityDidChange(_ subview: View) {}

    /// Opacity, 0...1. Below 0.01 the view is skipped by hit testing (UIKit H1).
    public var alpha: CGFloat {
        get { _alpha }
        set {
            precondition(
                newValue.isFinite, "View.alpha: \(newValue) is not finite (\(shortDescription))")
            let value = min(max(newValue, 0), 1)
            guard value != _alpha else {
                if Animator.current != nil { Animator.touch(self) }
                return
            }
            willAnimate(.alpha, from: AnimatableValue(x: _alpha), to: AnimatableValue(x: value))
            _alpha = value
            flags.set(.transparent, value < 0.01)
        }
    }

    /// Whether touches reach this view and its subviews. `true` by default; `Label` and
    /// `ImageView` turn it off, as UIKit does.
    open var isUserInteractionEnabled: Bool {
        get { flags.contains(.userInteractionEnabled) }
        set { flags.set(.userInteractionEnabled, newValue) }
    }

    /// Whether drawing is clipped to the bounds. Plays no part in hit testing (UIKit H2).
    public var clipsToBounds: Bool {
        get { flags.contains(.clipsToBounds) }
        set { flags.set(.clipsToBounds, newValue) }
    }

    /// The fill colour, or `nil` for none (animatable: `nil` animates as a clear colour).
    public var backgroundColor: Color? {
        get { extras?.backgroundColor }
        set {
            guard newValue != extras?.backgroundColor else {
                if Animator.current != nil { Animator.touch(self) }
                return
            }
            willAnimate(
                .backgroundColor, from: AnimatableValue(extras?.backgroundColor),
                to: AnimatableValue(newValue))
            ensureExtras().backgroundColor = newValue
        }
    }

    /// An integer to find the view by with ``viewWithTag(_:)``. 0 by default.
    public var tag: Int {
        get { extras?.tag ?? 0 }
        set {
            if newValue != 0 || extras != nil { ensureExtras().tag = newValue }
        }
    }

    /// A string that identifies the view in tests and dumps.
    public var accessibilityIdentifier: String? {
        get { extras?.accessibilityIdentifier }
        set { ensureExtras().accessibilityIdentifier = newValue }
    }

    /// The name dumps print for this view in place of its type name.
    public var debugName: String? {
        get { extras?.debugName }
        set { ensureExtras().debugName = newValue }
    }

    // MARK: - Hierarchy

    /// Adds `view` as the frontmost subview, first removing it from its old superview.
    ///
    /// Adding a view that is already a subview moves it to the front. Adding a view to itself or
    /// to one of its descendants is a programming error and stops.
    public func addSubview(_ view: View) {
        // Past the end appends, without squeezing out holes first.
        insertSubview(view, at: Int.max)
    }

    /// Inserts `view` at `index` of `subviews` (0 is the back). An index past the end appends.
    ///
    /// - Complexity: O(*s*) in the subviews after `index` (amortized), plus O(*m*) in `view`'s
    ///   subtree when it joins or leaves a window.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(
            index >= 0, "insertSubview(_:at:): negative index \(index) (\(shortDescription))")
        precondition(
            view !== self, "\(shortDescription) cannot be added as a subview of itself")
        // A view without subviews is no one's ancestor: building a deep chain leaf by leaf
        // skips the walk up to the root (and `isAncestorOrSelf` climbs no higher than the
        // added view's subtree is tall).
        precondition(
            view.subviewStore.isEmpty || !view.isAncestorOrSelf(of: self),
            "\(view.shortDescription) is an ancestor of \(shortDescription): adding it would make a cycle"
        )
        if view.isSubview(of: ObjectIdentifier(self)) {
            // Re-ordering only: no move callbacks, as in UIKit.
            compactSubviews()
            let from = view.indexInSuperview
            subviewStore.remove(at: from)
            let to = min(index > from ? index - 1 : index, subviewStore.count)
            subviewStore.insert(view, at: to)
            renumberSubviews(from: min(from, to))
            setNeedsLayout()
            return
        }
        // No reference (a retain and a release) is made of a superview or window that is not
        // there: most views come from no superview and join no window.
        let oldSuperview = view.hasSuperview ? view.superview : nil
        // (A plain view is no window: no dynamic cast for it.)
        let newWindow =
            type(of: self) == View.self
            ? (hasWindow ? window : nil) : self as? Window ?? window
        // (A flag, not the engine: a reference would be one more release on every insert.) A
        // view with nothing out of line has no item, guides or engine: as a leaf or a root it
        // carries no constraint, and no call asks.
        var handedOver = false
        let carried =
            view.outOfLine == nil && (view.subviewStore.isEmpty || !view.hasSuperview)
            ? [] : view.constraintsLeaving(into: self, handedOver: &handedOver)
        oldSuperview?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        // By identity, without a reference to the view's window.
        let windowChanges =
            unsafeBitCast(view.window, to: ObjectIdentifier?.self)
            != unsafeBitCast(newWindow, to: ObjectIdentifier?.self)
        // A first responder leaving its window stops being one (Responder+FirstResponder.swift).
        let resigned =
            windowChanges && view.hasWindow ? view.releaseFirstResponderLeaving(view.window) : nil
        // What the move may change in its traits (View+TraitPropagation.swift): mostly nothing,
        // told without a call.
        let traits =
            windowChanges || TraitOverrideCensus.holders > 0
            ? view.traitsBeforeMove(windowChanges: windowChanges, newWindow: newWindow) : nil
        if windowChanges { view.propagateWillMove(toWindow: newWindow) }
        if let oldSuperview {
            oldSuperview.detach(view)
        }
        storeSubview(view, at: index)
        view._superview = self
        // The engine the view brought is its new tree's: its item is no root's now (found
        // without a walk: the engine handed over is one of the few found last).
        if handedOver, view.engineItem != nil { view.treeLayoutEngine?.formerRootDidMove(view) }
        if traits != nil || TraitOverrideCensus.holders > 0 {
            view.traitMemoryDidMove(from: traits)
        }
        if windowChanges { view.propagateWindow(newWindow) }
        setNeedsLayout()
        // `view.setNeedsLayout()`, and its new ancestors must know even if it was dirty before
        // it came here: one walk up.
        view.needsLayoutFlag = true
        view.markAncestorsDescendantNeedsLayout()
        if view.needsUpdateConstraintsFlag || view.descendantNeedsUpdateConstraints {
            view.markAncestorsDescendantNeedsUpdateConstraints()
        }
        if windowChanges {
            // Controllers hear of the move once it is complete (constraints carried over,
            // traits told), so that the layout their appearance runs sees the whole tree. (Their
            // list only on this path: most moves join no window.)
            let movedControllers = view.propagateDidMoveToWindow()
            didInsert(view, carried: carried, traits: traits, resigned: resigned)
            if !movedControllers.isEmpty { ViewController.viewsDidMoveToWindow(movedControllers) }
        } else {
            // (A view with a superview and no window has no safe area to note.)
            if view.hasWindow { view.safeAreaGeometryDidChange(boundsOriginOnly: false) }
            didInsert(view, carried: carried, traits: traits, resigned: resigned)
        }
    }

    /// The end of `insertSubview` once `view` is in place: the move callbacks, the constraints
    /// carried over activated again, traits told, a first responder that left its window
    /// resigned.
    @inline(__always)
    private func didInsert(
        _ view: View, carried: [LayoutConstraint], traits: TraitsBeforeMove?, resigned: Responder?
    ) {
        view.didMoveToSuperview()
        if view.flags.contains(.hasZPosition) { flags.insert(.zOrderedSubviews) }
        didAddSubview(view)
        if !carried.isEmpty { LayoutConstraint.activate(carried) }
        if let traits { view.traitsDidMove(from: traits) }
        if let resigned { resigned.resignFirstResponder() }
    }

    /// Inserts `view` just above `sibling` (which must be a subview).
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard let index = indexOfSubview(sibling, "insertSubview(_:aboveSubview:)") else { return }
        insertSubview(view, at: index + 1)
    }

    /// Inserts `view` just below `sibling` (which must be a subview).
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        guard let index = indexOfSubview(sibling, "insertSubview(_:belowSubview:)") else { return }
        insertSubview(view, at: index)
    }

    /// Moves `view` to the end of `subviews`, in front of its siblings. Re-ordering moves no
    /// frame, so it does not ask for layout: a `layoutSubviews` that orders its subviews
    /// (pinned headers in front) does not dirty itself again.
    public func bringSubviewToFront(_ view: View) {
        guard let index = indexOfSubview(view, "bringSubviewToFront(_:)") else { return }
        guard index != subviewStore.count - 1 else { return }
        subviewStore.append(subviewStore.remove(at: index))
        renumberSubviews(from: index)
    }

    /// Moves `view` to the start of `subviews`, behind its siblings (no layout pass asked).
    public func sendSubviewToBack(_ view: View) {
        guard let index = indexOfSubview(view, "sendSubviewToBack(_:)") else { return }
        guard index != 0 else { return }
        subviewStore.insert(subviewStore.remove(at: index), at: 0)
        renumberSubviews(from: 0)
    }

    /// Swaps the subviews at two indices (no layout pass asked).
    ///
    /// - Complexity: O(1) amortized.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        compactSubviews()
        precondition(
            subviews.indices.contains(index1) && subviews.indices.contains(index2),
            "exchangeSubview(at: \(index1), withSubviewAt: \(index2)): \(shortDescription) has \(subviews.count) subviews"
        )
        guard index1 != index2 else { return }
        subviewStore.swapAt(index1, index2)
        dirtySlotsMoved(from: min(index1, index2))
        subviewStore[index1].indexInSuperview = index1
        subviewStore[index2].indexInSuperview = index2
    }

    /// Removes the view from its superview. Its own subtree stays intact.
    public func removeFromSuperview() {
        guard let oldSuperview = superview else { return }
        var handedOver = false
        let carried = constraintsLeaving(into: nil, handedOver: &handedOver)
        defer { if !carried.isEmpty { LayoutConstraint.activate(carried) } }
        oldSuperview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        let windowChanges = window != nil
        let resigned = windowChanges ? releaseFirstResponderLeaving(window) : nil
        let traits = traitsBeforeMove(windowChanges: windowChanges, newWindow: nil)
        if windowChanges { propagateWillMove(toWindow: nil) }
        oldSuperview.detach(self)
        if traits != nil || TraitOverrideCensus.holders > 0 { traitMemoryDidMove(from: traits) }
        if windowChanges {
            propagateWindow(nil)
            let controllers = propagateDidMoveToWindow()
            if !controllers.isEmpty { ViewController.viewsDidMoveToWindow(controllers) }
        }
        didMoveToSuperview()
        if let traits { traitsDidMove(from: traits) }
        if let resigned { resigned.resignFirstResponder() }
    }

    /// Before this subtree moves: takes its constraints out of the old tree's engine and returns
    /// the ones to activate again after the move (those wholly inside the subtree).
    ///
    /// A root moving under `newSuperview` keeps its engine when it can: the engine becomes the
    /// new tree's (``LayoutEngine/handOver(to:)``) if that tree has none outside a window, or a
    /// smaller one, whose constraints are then the ones to activate again. So building a tree
    /// from the bottom up, each new view taking the tree so far, activates nothing again, and
    /// joining trees moves the constraints of the smaller. `handedOver` is set then: the
    /// caller tells the engine once the view has its superview
    /// (``LayoutEngine/formerRootDidMove(_:)``).
    ///
    /// - Complexity: O(1) for a leaf outside Auto Layout and for a root whose engine is handed
    ///   over (plus finding the new tree's root: ``root``); O(*c*) in the constraints carried.
    private func constraintsLeaving(
        into newSuperview: View?, handedOver: inout Bool
    ) -> [LayoutConstraint] {
        if !hasSuperview {
            // A root carries its whole engine into the new tree.
            guard let engine = extras?.layoutEngine else { return [] }
            if let newSuperview, !newSuperview.hasWindow, !(newSuperview is Window),
                !(self is Window)
            {
                // The new tree's engine without a walk when it was found last (its root then
                // known); the walk up otherwise.
                let found = LayoutEngine.engine(holding: newSuperview)
                let newRoot = found?.root ?? newSuperview.root
                let theirs = found ?? newRoot.extras?.layoutEngine
                if !(newRoot is Window), newRoot !== self,
                    theirs.map({ $0.activeCount < engine.activeCount }) ?? true
                {
                    // The new tree's smaller engine (if any) is the one whose constraints move.
                    var carried: [LayoutConstraint] = []
                    if let theirs {
                        newRoot.extras?.layoutEngine = nil
                        carried = theirs.takeAllConstraints()
                        countTreeOperation { $0.constraintsCarried &+= carried.count }
                    }
                    extras?.layoutEngine = nil
                    engine.handOver(to: newRoot)
                    newRoot.ensureExtras().layoutEngine = engine
                    handedOver = true
                    return carried
                }
            }
            extras?.layoutEngine = nil
            let carried = engine.takeAllConstraints()
            countTreeOperation { $0.constraintsCarried &+= carried.count }
            return carried
        }
        // A leaf that takes no part in Auto Layout (no item, no guides: nothing out of line)
        // has nothing to take out: no walk up.
        if subviewStore.isEmpty && outOfLine == nil { return [] }
        guard let engine = treeLayoutEngine, !engine.isEmpty || !engine.items.isEmpty else {
            return []
        }
        let carried = engine.subtreeWillLeave(self)
        countTreeOperation { $0.constraintsCarried &+= carried.count }
        return carried
    }

    /// The layout engine of this view's tree, if it has one: found without walking up when
    /// the view is in a window or its item (or its superview's) is in the engine found last
    /// (``LayoutEngine/engine(holding:)``); by the walk up to the ``root`` otherwise.
    ///
    /// - Complexity: O(1) in a window or for a view in the engine found last; O(*d*) in the
    ///   view's depth otherwise.
    var treeLayoutEngine: LayoutEngine? {
        // A root's engine is its own (a window's, or a detached tree's): no lookup, and none
        // is made.
        if !hasSuperview { return extras?.layoutEngine }
        if let window, !window.hasSuperview { return window.extras?.layoutEngine }
        if let engine = LayoutEngine.engine(holding: self) { return engine }
        guard let engine = root.extras?.layoutEngine else { return nil }
        // Found by the walk: the next lookup in this tree need not walk.
        LayoutEngine.noteRecent(engine)
        return engine
    }

    private func detach(_ view: View) {
        let index = view.indexInSuperview
        assert(subviewStore[index] === view, "detach: \(view.shortDescription) is not in its slot")
        if index == subviewStore.count - 1 {
            subviewStore.removeLast()
            // Holes never trail: the frontmost slot is always a subview.
            while subviewHoles != 0, subviewStore.last!.superview !== self {
                subviewStore.removeLast()
                subviewHoles -= 1
            }
        } else {
            subviewStore[index] = View.hole
            subviewHoles += 1
            if Int(subviewHoles) * 2 > subviewStore.count { compactSubviews() }
        }
        view._superview = nil
        setNeedsLayout()
    }

    // MARK: Subviews pending layout

    /// Notes that `view`, a subview, needs layout or has a descendant that does, so that a
    /// layout pass visits it without scanning every sibling.
    ///
    /// The note is a range of slots of `subviewStore` that takes in every subview noted since
    /// the last layout pass went through this view: two integers rather than a list, so that
    /// noting allocates nothing (building a tree notes every view). A range past
    /// `UInt16.max - 1` slots runs to the last slot. O(1).
    func noteDirtySubview(_ view: View) {
        let slot = Int(view.slotInSuperview)
        let start = Int(dirtyStart)
        if dirtyLength == 0 {
            dirtyStart = view.slotInSuperview
            dirtyLength = 1
        } else if dirtyLength == UInt16.max {
            if slot < start { dirtyStart = view.slotInSuperview }
        } else {
            let end = start + Int(dirtyLength)
            guard slot < start || slot >= end else { return }
            let newStart = min(start, slot)
            let newLength = max(end, slot + 1) - newStart
            dirtyStart = Int32(truncatingIfNeeded: newStart)
            dirtyLength = newLength < Int(UInt16.max) ? UInt16(newLength) : UInt16.max
        }
    }

    /// Calls `body` with each subview a layout pass must look at, front to back (the reverse of
    /// `subviews` order, for pushing on a stack): those in the slots noted by
    /// ``noteDirtySubview(_:)``. `consume` empties the note first. The subviews are read before
    /// `body` runs for any of them. O(*k*) for a noted range of *k* slots.
    @inline(__always)
    func forEachSubviewPendingLayoutReversed(consume: Bool, _ body: (View) -> Void) {
        guard dirtyLength != 0 else { return }
        let start = Int(dirtyStart)
        let end =
            dirtyLength == UInt16.max
            ? subviewStore.count : min(start + Int(dirtyLength), subviewStore.count)
        if consume {
            dirtyStart = 0
            dirtyLength = 0
        }
        guard start < end else { return }
        // A copy of the buffer reference: `body` cannot change what is read.
        let store = subviewStore
        var index = end
        while index > start {
            index -= 1
            let subview = store[index]
            if subview.superview === self { body(subview) }
        }
    }

    /// The subviews a layout pass must look at, as the slots `start..<end` of the returned
    /// array (a copy of the buffer, not of the views), back to front: those noted by
    /// ``noteDirtySubview(_:)``, nil when none is. Slots whose view's `superview` is no longer
    /// this view (a hole, or a view removed since) are the caller's to skip. `consume` empties
    /// the note. O(1).
    func subviewsPendingLayout(consume: Bool) -> (subviews: [View], start: Int, end: Int)? {
        guard dirtyLength != 0 else { return nil }
        let start = Int(dirtyStart)
        let end =
            dirtyLength == UInt16.max
            ? subviewStore.count : min(start + Int(dirtyLength), subviewStore.count)
        if consume {
            dirtyStart = 0
            dirtyLength = 0
        }
        guard start < end else { return nil }
        return (subviewStore, start, end)
    }

    /// The slots from `start` on were renumbered: a noted subview there may have moved to any
    /// slot from `start` on, so the noted range takes them all in.
    private func dirtySlotsMoved(from start: Int) {
        guard dirtyLength != 0 else { return }
        let end = dirtyLength == UInt16.max ? Int.max : Int(dirtyStart) + Int(dirtyLength)
        guard end > start else { return }
        if start < Int(dirtyStart) { dirtyStart = Int32(truncatingIfNeeded: start) }
        dirtyLength = UInt16.max
    }

    /// Puts `view` in `subviewStore` at `index` of `subviews` (past the end: appends).
    private func storeSubview(_ view: View, at index: Int) {
        precondition(
            subviewStore.count < Int(Int32.max) - 1,
            "addSubview: \(shortDescription) already has \(subviewStore.count) subview slots")
        if index >= subviewStore.count - Int(subviewHoles) {
            // A view with subviews checks its thread in its deinit (see `mainThread`).
            if subviewStore.isEmpty { View.noteMainThread() }
            view.indexInSuperview = subviewStore.count
            subviewStore.append(view)
            return
        }
        compactSubviews()
        subviewStore.insert(view, at: index)
        renumberSubviews(from: index)
    }

    /// Squeezes the holes out of `subviewStore` and renumbers the subviews: O(*n*), once per
    /// batch of removals.
    private func compactSubviews() {
        guard subviewHoles != 0 else { return }
        // Views only move back, so the noted range maps to the slots of the subviews in it.
        let start = Int(dirtyStart)
        let end = dirtyLength == UInt16.max ? Int.max : start + Int(dirtyLength)
        var kept = 0
        var keptBeforeStart = -1
        var keptBeforeEnd = -1
        for slot in subviewStore.indices {
            if slot == start { keptBeforeStart = kept }
            if slot == end { keptBeforeEnd = kept }
            let view = subviewStore[slot]
            guard view.superview === self else { continue }
            view.indexInSuperview = kept
            if kept != slot { subviewStore[kept] = view }
            kept += 1
        }
        subviewStore.removeLast(subviewStore.count - kept)
        subviewHoles = 0
        countTreeOperation { $0.slotsRenumbered &+= kept }
        guard dirtyLength != 0 else { return }
        if keptBeforeStart < 0 { keptBeforeStart = kept }
        dirtyStart = Int32(truncatingIfNeeded: keptBeforeStart)
        guard dirtyLength != UInt16.max else { return }
        if keptBeforeEnd < 0 { keptBeforeEnd = kept }
        // Shorter than before, so it fits.
        dirtyLength = UInt16(truncatingIfNeeded: keptBeforeEnd - keptBeforeStart)
        if dirtyLength == 0 { dirtyStart = 0 }
    }

    /// Stores each subview's slot from `start` on, after an insertion or a move.
    private func renumberSubviews(from start: Int) {
        countTreeOperation { $0.slotsRenumbered &+= subviewStore.count - start }
        dirtySlotsMoved(from: start)
        for index in start..<subviewStore.count {
            subviewStore[index].indexInSuperview = index
        }
    }

    /// Whether this view is `view` or one of its descendants.
    ///
    /// - Complexity: O(*d*) in this view's depth.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let v = current {
            countTreeOperation { $0.ancestorSteps &+= 1 }
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// How many superviews `isAncestorOrSelf(of:)` passes before it counts the added subtree's
    /// height: a view that deep or less is checked without an array.
    static let shortCycleClimb = 16

    /// Whether this view is `view` or one of its ancestors: what `insertSubview` rules out
    /// (adding an ancestor as a subview would make a cycle).
    ///
    /// - Complexity: O(min(*d*, *n*) + *h*): the climb from `view` (*d* its depth) goes beside
    ///   a count of this view's subtree, level by level (*n* views, *h* levels), and stops once
    ///   it has climbed past the subtree's height. A view with no subviews: O(1); a `view` at
    ///   most ``shortCycleClimb`` levels deep: O(*d*), with no count.
    func isAncestorOrSelf(of view: View) -> Bool {
        if view === self { return true }
        if subviewStore.isEmpty { return false }
        // Most trees are shallow: a short climb first, which makes no array.
        var up = view.superview
        for _ in 0..<View.shortCycleClimb {
            guard let current = up else { return false }
            countTreeOperation { $0.cycleCheckSteps &+= 1 }
            if current === self { return true }
            up = current.superview
        }
        up = view.superview
        var climbed = 1
        // This view's subtree, one view a step: the views of the level being counted, the
        // next level's so far, and the levels below this view counted (`height` once known).
        var level: [View] = [self]
        var position = 0
        var nextLevel: [View] = []
        var levels = 0
        var height = -1
        while let current = up {
            countTreeOperation { $0.cycleCheckSteps &+= 1 }
            if current === self { return true }
            if height < 0 {
                if position < level.count {
                    nextLevel += level[position].subviews
                    position += 1
                } else if nextLevel.isEmpty {
                    height = levels
                } else {
                    swap(&level, &nextLevel)
                    nextLevel.removeAll(keepingCapacity: true)
                    position = 0
                    levels += 1
                }
            }
            // `view` is at most `height` levels below this view.
            if height >= 0, climbed >= height { return false }
            up = current.superview
            climbed += 1
        }
        return false
    }

    /// The nearest view that is both this view or one of its ancestors and `other` or one of
    /// its ancestors (the view that a constraint between the two is added to in UIKit); nil
    /// when they are in different trees.
    ///
    /// - Complexity: O(*k*) in the larger of the two views' distances to it (the views'
    ///   depths when there is none), not in their depth: the two climb in turn.
    func nearestCommonAncestor(with other: View) -> View? {
        if other === self { return self }
        var mine = Set<ObjectIdentifier>()
        var theirs = Set<ObjectIdentifier>()
        var up: View? = self
        var otherUp: View? = other
        while up != nil || otherUp != nil {
            if let view = up {
                countTreeOperation { $0.ancestorSteps &+= 1 }
                if theirs.contains(ObjectIdentifier(view)) { return view }
                mine.insert(ObjectIdentifier(view))
                up = view.superview
            }
            if let view = otherUp {
                countTreeOperation { $0.ancestorSteps &+= 1 }
                if mine.contains(ObjectIdentifier(view)) { return view }
                theirs.insert(ObjectIdentifier(view))
                otherUp = view.superview
            }
        }
        return nil
    }

    private func indexOfSubview(_ view: View, _ caller: String) -> Int? {
        precondition(
            view.superview === self,
            "\(caller): \(view.shortDescription) is not a subview of \(shortDescription)")
        compactSubviews()
        return view.indexInSuperview
    }

    /// The first view in this subtree (self included, then depth-first in `subviews` order) whose
    /// `tag` is `tag`.
    ///
    /// - Complexity: O(*n*) in the number of descendants.
    public func viewWithTag(_ tag: Int) -> View? {
        var found: View?
        walkSubtree { view in
            guard view.tag == tag else { return .descend }
            found = view
            return .stop
        }
        return found
    }

    // MARK: - Hierarchy callbacks (override points, UIKit order)

    /// Called before the view moves to `newSuperview` (nil when it is being removed).
    open func willMove(toSuperview newSuperview: View?) {}
    /// Called after the view moved to a new superview (or was removed).
    open func didMoveToSuperview() {}
    /// Called before the view's window changes, on the view and then each descendant.
    open func willMove(toWindow newWindow: Window?) {}
    /// Draws the view's content in its bounds, like UIKit's `draw(_:)`: override it and draw
    /// with ``BezierPath/fill()``, ``BezierPath/stroke()``, ``Color/setFill()`` and
    /// ``GraphicsGetCurrentContext()``. Called before the view is first shown, and again after
    /// ``setNeedsDisplay()``, once per frame at most, after layout; never call it yourself.
    /// What it draws appears in ``svg(_:)`` above the background. The default draws nothing.
    open func draw(_ rect: CGRect) {
        Drawing.currentContext?.reachedViewDraw = true
    }

    /// Internal hook, before ``didMoveToWindow()``: the view's window changed.
    func windowDidChange() {}
    /// Called after the view's window changed, on the view and then each descendant.
    open func didMoveToWindow() {}
    /// Internal hook, before `traitCollectionDidChange(_:)`: the view's traits changed from
    /// `previous` (a label re-scales its Dynamic Type font here).
    func traitsDidChange(from previous: TraitCollection) {}

    /// Called when the view's traits changed (``traitCollection``): its window's size class,
    /// or an interface style override on it or above it. `previousTraitCollection` is what
    /// they were. Overrides should call super. (UIKit deprecated it in iOS 17 for trait
    /// registrations; it is still the common spelling.)
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
    /// Called after `subview` was added.
    open func didAddSubview(_ subview: View) {}
    /// Called before `subview` is removed (or moved to another superview).
    open func willRemoveSubview(_ subview: View) {}

    // The three window walks are iterative (`walkSubtree`): a subtree of any depth can move.

    private func propagateWillMove(toWindow newWindow: Window?) {
        walkSubtree { view in
            if view.extras?.gestureRecognizers?.isEmpty == false {
                view.gestureRecognizersWillMove(toWindow: newWindow)
            }
            view.willMove(toWindow: newWindow)
            view.extras?.viewController?.viewWillMove(toWindow: newWindow)
            return .descend
        }
    }

    private func propagateWindow(_ newWindow: Window?) {
        walkSubtree { view in
            view._window = newWindow
            return .descend
        }
    }

    /// The window walk after a move; returns the controllers whose views moved, top down, for
    /// the caller to tell (ViewController.viewsDidMoveToWindow) once the move is complete.
    private func propagateDidMoveToWindow() -> [ViewController] {
        // No array is made unless a controller's view moved.
        var controllers: [ViewController] = []
        walkSubtree { view in
            if view.window == nil { Animator.removeAnimations(of: view) }
            view.windowDidChange()
            if let window = view.window { view.noteDisplayOnWindowMove(window) }
            view.didMoveToWindow()
            if let controller = view.extras?.viewController { controllers.append(controller) }
            return .descend
        }
        return controllers
    }

    // MARK: - Hit testing

    /// Returns the farthest descendant that contains `point` and accepts touches.
    ///
    ///     +- root -------+
    ///     | +-a-+  +-b-+ |   root.hitTest(CGPoint(x: 50, y: 10), with: nil) === b
    ///     | +---+  +---+ |
    ///     +--------------+
    ///
    /// A view that is hidden, has `alpha < 0.01` or has user interaction off returns `nil`, and
    /// so does one whose ``point(inside:with:)`` is false, whatever `clipsToBounds` says.
    /// Otherwise subviews are asked front to back (last first) and the first answer wins; if none
    /// answers, the view itself is the hit.
    ///
    /// - Complexity: O(*n*) in the number of descendants.
    open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        // User interaction on, not hidden, alpha ≥ 0.01: one mask test.
        guard flags.rawValue & Flags.touchChecks.rawValue == Flags.userInteractionEnabled.rawValue
        else { return nil }
        guard self.point(inside: point, with: event) else { return nil }
        return hitTestSubviews(point, with: event)
    }

    /// The default hit test below a view that passed the checks: the answer of the first
    /// subview, front to back, that answers, or the view itself.
    ///
    /// A subview whose type uses the default `hitTest` and `point(inside:with:)`
    /// (`usesDefaultHitTesting`) and has no transform is checked here, without a call: when it
    /// passes, it is the answer or holds it, so the search goes on below it and never comes
    /// back. Other subviews are asked through their `hitTest`, as UIKit does.
    private final func hitTestSubviews(_ point: CGPoint, with event: Event?) -> View {
        // Subviews with a zPosition are hit in drawing order (Layer.swift).
        if flags.contains(.zOrderedSubviews) { return hitTestInZOrder(point, event) }
        // This level is scanned here, with `self` borrowed from the caller (no retain); the
        // levels below in `hitTestDescending`'s loop.
        var end = subviewStore.count
        while true {
            let next = nextSubviewToHitTest(before: end, point: point, holes: subviewHoles != 0)
            guard next.index >= 0 else { return self }
            if next.passed {
                return View.hitTestDescending(from: subviewStore[next.index], next.local, event)
            }
            if let hit = askSubview(at: next.index, point, next.local, event) { return hit }
            // The override may have changed the subviews.
            end = min(next.index, subviewStore.count)
        }
    }

    /// The default hit test of the subtree of `start`, which passed the checks: a loop, so any
    /// depth fits in a bounded stack and a level costs no call.
    ///
    /// A view that passes the checks is its own answer when no subview answers, so the first
    /// subview that passes them is where the search goes on, for good: no backtracking. The
    /// loop holds one reference, to the view it is in, and reads two levels below it in place:
    /// nothing runs while it reads (an override is only called on a retained subview, whose
    /// superview the loop holds), so a reference is made every second level.
    private static func hitTestDescending(
        from start: consuming View, _ point: CGPoint, _ event: Event?
    ) -> View {
        var view = start
        var point = point
        // The slot below which the scan of `view`'s subviews goes on; `Int.max` when `view`
        // was just entered. (With the entry checks inside the loop, the optimizer makes one
        // retain and one release a step; with them at each `continue`, two.)
        var end = Int.max
        while true {
            if end == Int.max {
                if view.flags.contains(.zOrderedSubviews) {
                    return view.hitTestInZOrder(point, event)
                }
                end = view.subviewStore.count
            }
            let next = view.nextSubviewToHitTest(
                before: end, point: point, holes: view.subviewHoles != 0)
            guard next.index >= 0 else { return view }
            if !next.passed {
                if let hit = view.askSubview(at: next.index, point, next.local, event) {
                    return hit
                }
                // The override may have changed the subviews.
                end = min(next.index, view.subviewStore.count)
                continue
            }
            // The subview passed: its subviews are scanned in place, before a reference to it
            // is made. Each subview is read while `view`, which holds it, is still held (else
            // the optimizer lets go of `view` first and retains the subview store around).
            let slot = next.index
            var below = (index: -1, local: CGPoint.zero, passed: false)
            if !view.subviewStore[slot].flags.contains(.zOrderedSubviews) {
                below = nextSubviewToHitTest(inSubview: slot, of: view, point: next.local)
                if below.passed {
                    let subview = view.subviewStore[slot].subviewStore[below.index]
                    extendLifetime(view)
                    view = subview
                    point = below.local
                    end = Int.max
                    continue
                }
                if below.index < 0 {
                    // No subview of it answers: it is the answer.
                    let answer = view.subviewStore[slot]
                    extendLifetime(view)
                    return answer
                }
            }
            let subview = view.subviewStore[slot]
            extendLifetime(view)
            view = subview
            point = next.local
            end = Int.max
            if below.index >= 0 {
                // A subview of it must be asked through its `hitTest`.
                if let hit = view.askSubview(at: below.index, point, below.local, event) {
                    return hit
                }
                end = min(below.index, view.subviewStore.count)
            }
        }
    }

    /// Asks the subview in slot `index`, one whose type may override hit testing or that has a
    /// transform, through its `hitTest`; `local` is `point` in its coordinates when it has no
    /// transform. The subview is retained for the call: an override may change the tree.
    @inline(never)
    private final func askSubview(
        at index: Int, _ point: CGPoint, _ local: CGPoint, _ event: Event?
    ) -> View? {
        let subview = subviewStore[index]
        countTreeOperation { $0.hitTestCalls &+= 1 }
        let local =
            subview.flags.contains(.transformed)
            ? subview.pointFromSuperviewTransformed(point) : local
        return subview.hitTest(local, with: event)
    }

    /// The slot of the frontmost subview below `end` that the hit test goes on with: one whose
    /// type uses the default `hitTest` and `point(inside:with:)` (`usesDefaultHitTesting`), with
    /// no transform, that passes their checks (`passed`: it is the answer or holds it), or one
    /// that must be asked through its `hitTest`. -1 when none. Reads the subviews in place.
    @inline(__always)
    private func nextSubviewToHitTest(
        before end: Int, point: CGPoint, holes: Bool
    ) -> (index: Int, local: CGPoint, passed: Bool) {
        var index = end
        while index > 0 {
            index -= 1
            if holes && !subviewStore[index].isSubview(of: ObjectIdentifier(self)) { continue }
            countTreeOperation { $0.hitTestVisits &+= 1 }
            let step = View.hitTestStep(
                subviewStore[index].flags, subviewStore[index].frameOrigin,
                subviewStore[index]._bounds, point)
            if step.found { return (index, step.local, step.passed) }
        }
        return (-1, .zero, false)
    }

    /// `nextSubviewToHitTest` over all the subviews of `parent`'s subview in slot `slot`, read
    /// in place through `parent` (no reference to that subview is made).
    @inline(__always)
    private static func nextSubviewToHitTest(
        inSubview slot: Int, of parent: View, point: CGPoint
    ) -> (index: Int, local: CGPoint, passed: Bool) {
        let holes = parent.subviewStore[slot].subviewHoles != 0
        let id = ObjectIdentifier(parent.subviewStore[slot])
        var index = parent.subviewStore[slot].subviewStore.count
        while index > 0 {
            index -= 1
            if holes && !parent.subviewStore[slot].subviewStore[index].isSubview(of: id) {
                continue
            }
            countTreeOperation { $0.hitTestVisits &+= 1 }
            let step = hitTestStep(
                parent.subviewStore[slot].subviewStore[index].flags,
                parent.subviewStore[slot].subviewStore[index].frameOrigin,
                parent.subviewStore[slot].subviewStore[index]._bounds, point)
            if step.found { return (index, step.local, step.passed) }
        }
        return (-1, .zero, false)
    }

    /// What the default hit test makes of a subview with these flags, frame origin and bounds
    /// at `point` (in the superview's coordinates): `found` when the search goes on with it,
    /// `passed` when it passes the checks (default hit testing, no transform, takes touches,
    /// contains the point), else it must be asked through its `hitTest`. `local` is the point
    /// in its coordinates (without its transform).
    @inline(__always)
    private static func hitTestStep(
        _ flags: Flags, _ origin: CGPoint, _ b: CGRect, _ point: CGPoint
    ) -> (found: Bool, local: CGPoint, passed: Bool) {
        let f = flags.rawValue
        let local = CGPoint(x: point.x - origin.x + b.origin.x, y: point.y - origin.y + b.origin.y)
        // One mask test for the usual subview: default hit testing, no transform, user
        // interaction on, not hidden, not transparent.
        if f & Flags.hitTestChecks.rawValue == Flags.hitTestable.rawValue {
            let inside =
                local.x >= b.origin.x && local.y >= b.origin.y
                && local.x < b.origin.x + b.size.width && local.y < b.origin.y + b.size.height
            return (inside, local, inside)
        }
        let asked =
            f & (Flags.usesDefaultHitTesting.rawValue | Flags.transformed.rawValue)
            != Flags.usesDefaultHitTesting.rawValue
        return (asked, local, false)
    }

    /// Whether `point` (in this view's coordinates) is inside the view: by default, inside
    /// `bounds`, with the minimum edges in and the maximum edges out.
    open func point(inside point: CGPoint, with event: Event?) -> Bool {
        let b = _bounds
        return point.x >= b.origin.x && point.y >= b.origin.y
            && point.x < b.origin.x + b.size.width && point.y < b.origin.y + b.size.height
    }

    // MARK: - Touches and gesture recognizers (routing lives in Events/)

    /// The next responder: the view's controller if it has one, otherwise its superview.
    open override var next: Responder? { extras?.viewController ?? superview }

    /// Whether `gestureRecognizer` may leave `.possible` (begin or recognize). Asked of the
    /// recognizer's view and of the views whose touches recognition would cancel (UIKit T4).
    /// The default returns `true`.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        true
    }

    /// Whether `touches`, hit-tested to `view` (a descendant), may reach it. The window asks
    /// each ancestor of the touch's view, innermost first, just before the view would get
    /// `touchesBegan`; `false` keeps the touches from it for their whole life. `true` by
    /// default; a scroll view asks its `touchesShouldBegin(_:with:in:)`.
    func contentTouchesShouldBegin(_ touches: Set<Touch>, with event: Event, in view: View)
        -> Bool
    { true }

    // MARK: - Coordinate conversion

    /// Converts `point` from this view's coordinates to `view`'s (`nil`: the window's, or the
    /// root's if the tree has no window).
    ///
    /// Both views must be in one tree.
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let (inRoot, root) = toRoot(point)
        guard let view else { return inRoot }
        let (offset, targetRoot) = view.toRoot(.zero)
        checkSameTree(root, targetRoot, view)
        if view.hasTransformInChain { return view.fromRootTransformed(inRoot) }
        return CGPoint(x: inRoot.x - offset.x, y: inRoot.y - offset.y)
    }

    /// Converts `point` from `view`'s coordinates (`nil`: the window's) to this view's.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        let (offset, root) = toRoot(.zero)
        let inRoot: CGPoint
        if let view {
            let (p, sourceRoot) = view.toRoot(point)
            checkSameTree(root, sourceRoot, view)
            inRoot = p
        } else {
            inRoot = point
        }
        if hasTransformInChain { return fromRootTransformed(inRoot) }
        return CGPoint(x: inRoot.x - offset.x, y: inRoot.y - offset.y)
    }

    /// Converts `rect` from this view's coordinates to `view`'s (`nil`: the window's).
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        if hasTransformInChain || view?.hasTransformInChain == true {
            return View.box(around: rect) { convert($0, to: view) }
        }
        return CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts `rect` from `view`'s coordinates (`nil`: the window's) to this view's.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        if hasTransformInChain || view?.hasTransformInChain == true {
            return View.box(around: rect) { convert($0, from: view) }
        }
        return CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// `point` in the root's bounds coordinates, and the root. Child to parent is
    /// `p - bounds.origin + frame.origin` (UIKit C2).
    private func toRoot(_ point: CGPoint) -> (CGPoint, View) {
        var p = point
        var view = self
        while let parent = view.superview {
            if view.flags.contains(.transformed) {
                p = view.pointToSuperviewTransformed(p)
            } else {
                p.x += view.frameOrigin.x - view._bounds.origin.x
                p.y += view.frameOrigin.y - view._bounds.origin.y
            }
            view = parent
        }
        return (p, view)
    }

    private func checkSameTree(_ a: View, _ b: View, _ other: View) {
        precondition(
            a === b,
            "convert: \(shortDescription) and \(other.shortDescription) are not in the same view tree"
        )
    }

    /// Lays out subviews. Override it to position subviews by hand; the default does nothing
    /// (autoresizing has already run when the size changed). Never call it directly: call
    /// ``setNeedsLayout()`` or ``layoutIfNeeded()``.
    open func layoutSubviews() {}

    /// How far the window's safe area (a notch, a home indicator) reaches into this view, edge
    /// by edge; zero outside a window. Set it on the ``Window``.
    open var safeAreaInsets: EdgeInsets { safeAreaInsetsFromWindow }

    /// Called when the view's safe-area insets changed, like `UIView.safeAreaInsetsDidChange()`:
    /// for a view whose ``safeAreaLayoutGuide`` is in use, in the layout pass that moved it or
    /// when the window's insets changed. The default tells the view's controller.
    open func safeAreaInsetsDidChange() { extras?.viewController?.viewSafeAreaInsetsDidChange() }

    /// Called when the view's ``layoutMargins`` were set to a new value, like
    /// `UIView.layoutMarginsDidChange()`. The default tells the view's controller
    /// (`viewLayoutMarginsDidChange()`).
    open func layoutMarginsDidChange() { extras?.viewController?.viewLayoutMarginsDidChange() }

    /// Updates the view's constraints before layout. Override it to change constraints in one
    /// place (call super last); request it with ``setNeedsUpdateConstraints()``.
    open func updateConstraints() {}

    // MARK: - Sizing

    /// A value meaning "no intrinsic size on this axis" (-1, as UIKit's `noIntrinsicMetric`).
    public nonisolated static let noIntrinsicMetric: CGFloat = -1

    /// The natural size of the view's content; ``noIntrinsicMetric`` on axes that have none.
    open var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// Tells the layout system that `intrinsicContentSize` changed.
    open func invalidateIntrinsicContentSize() {
        superview?.setNeedsLayout()
        setNeedsLayout()
        intrinsicContentSizeDidChange()
    }

    /// Tells the constraint engine that the intrinsic size or its priorities changed.
    func intrinsicContentSizeDidChange() {
        if engineItem != nil {
            treeLayoutEngine?.intrinsicContentSizeDidChange(self)
        }
    }

    /// The size that best fits `size`. The default returns the current size (UIKit L7).
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        _bounds.size
    }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its frame origin.
    public func sizeToFit() {
        let size = sizeThatFits(_bounds.size)
        frame = CGRect(origin: frameOrigin, size: size)
    }

    // MARK: - Dump hooks

    /// The subviews a dump lists, in order (collection views list live cells by index path).
    var subviewsForDump: [View] { subviews }

    /// Adds `key=value` items that differ from this type's defaults, for tree dumps. Subclasses
    /// in this module call super first, then add their own.
    func appendTreeProperties(to properties: inout [String], presentation: Bool) {
        if isHidden { properties.append("hidden") }
        let shownAlpha = presentation ? presentationAlpha : alpha
        if shownAlpha != 1 { properties.append("alpha=\(formatted(shownAlpha))") }
        if isUserInteractionEnabled != defaultUserInteraction {
            properties.append(isUserInteractionEnabled ? "interaction=on" : "interaction=off")
        }
        if clipsToBounds != defaultClipsToBounds {
            properties.append(clipsToBounds ? "clips" : "clips=off")
        }
        if let color = presentation ? presentationBackgroundColor : backgroundColor {
            properties.append("bg=\(color.hexString)")
        }
        if tag != 0 { properties.append("tag=\(tag)") }
        if LayoutDirectionCensus.holders > 0, let token = layoutDirectionDumpToken {
            properties.append(token)
        }
        if let path = layerIfMade?.shadowPath {
            properties.append("shadowPath=" + (path.isEmpty ? "empty" : formatted(path.bounds)))
        }
    }

    /// `isUserInteractionEnabled` for a new view of this type (dumps print only differences).
    var defaultUserInteraction: Bool { true }
    /// `clipsToBounds` for a new view of this type.
    var defaultClipsToBounds: Bool { false }
    /// ``layoutMargins`` of this type when none are set (and the view is no view
    /// controller's root view): 8 points on every side.
    var defaultLayoutMargins: EdgeInsets { EdgeInsets(all: 8) }

    // MARK: - Internals

    func ensureExtras() -> Extras {
        if let extras { return extras }
        let made = Extras()
        // Anything else out of line is the view's engine item (see `outOfLine`).
        if let item = outOfLine { made.heldEngineItem = unsafeDowncast(item, to: EngineItem.self) }
        outOfLine = made
        return made
    }

    /// The view's item in its tree's layout engine (see `LayoutEngine`), if it has one.
    var engineItem: EngineItem? {
        get {
            guard let object = outOfLine else { return nil }
            if type(of: object) == Extras.self {
                return unsafeDowncast(object, to: Extras.self).heldEngineItem
            }
            return unsafeDowncast(object, to: EngineItem.self)  // (see `outOfLine`)
        }
        set {
            // The item let go of must not point at the view (see `EngineItem.view`).
            if let old = engineItem, old !== newValue, old.view === self { old.detachFromView() }
            if let extras { extras.heldEngineItem = newValue } else { outOfLine = newValue }
        }
    }

    /// Whether a subview has been in the layout engine (so a new item here re-pins them).
    var hasEngineSubviews: Bool {
        get { flags.contains(.hasEngineSubviews) }
        set { flags.set(.hasEngineSubviews, newValue) }
    }

    /// The view named for messages, as `<Label "title" tag=3>`: its type (or debug name), then
    /// its accessibility identifier in quotes and its tag when they are set. Never an address.
    public var shortDescription: String {
        var text = debugName ?? String(describing: type(of: self))
        if let identifier = accessibilityIdentifier { text += " \"\(identifier)\"" }
        if tag != 0 { text += " tag=\(tag)" }
        return "<\(text)>"
    }

    static func checkFinite(_ rect: CGRect, _ property: String, _ view: View?) {
        precondition(
            rect.isFiniteRect,
            "View.\(property): \(rect) has a NaN or infinite value (\(view?.shortDescription ?? "new view"))"
        )
    }

    static func checkFinite(_ point: CGPoint, _ property: String, _ view: View) {
        precondition(
            point.isFinitePoint,
            "View.\(property): \(point) has a NaN or infinite value (\(view.shortDescription))")
    }

    /// Records an animatable change of the model value `from` to `to`: captured inside an
    /// animation block. Outside one, running animations of the property go on (they are
    /// additive: the screen shows the new value plus what they still have to move). (A set to
    /// the current value calls `Animator.touch` instead, inside a block.)
    @inline(__always)
    func willAnimate(
        _ property: AnimatableProperty, from: @autoclosure () -> AnimatableValue,
        to: @autoclosure () -> AnimatableValue
    ) {
        guard Animator.current != nil else { return }
        if Animator.suppression == 0 {
            Animator.capture(self, property, from: from(), to: to())
        } else {
            // Inside `performWithoutAnimation` in a block: the completion still waits a frame.
            Animator.touch(self)
        }
    }

    @inline(__always)
    private func willAnimate(_ property: AnimatableProperty, from: CGPoint, to: CGPoint) {
        willAnimate(property, from: AnimatableValue(from), to: AnimatableValue(to))
    }

    @inline(__always)
    private func willAnimate(_ property: AnimatableProperty, from: CGSize, to: CGSize) {
        willAnimate(property, from: AnimatableValue(from), to: AnimatableValue(to))
    }

    // Presentation state: what is on screen while an animation runs. Equals the model otherwise.

    /// The frame as currently shown, which differs from `frame` while an animation runs. Like
    /// `frame`, it is the box around the bounds under the transform shown
    /// (``presentationTransform``).
    public var presentationFrame: CGRect {
        let frame = presentationUntransformedFrame
        guard flags.contains(.transformed) || extras?.presentation?[.transform] != nil else {
            return frame
        }
        let t = presentationTransform
        if t.isIdentity { return frame }
        let half = CGRect(
            x: -frame.width / 2, y: -frame.height / 2, width: frame.width, height: frame.height)
        return half.applying(t).offsetBy(dx: frame.midX, dy: frame.midY)
    }

    /// The frame shown as if the transform were the identity: centre and bounds size.
    var presentationUntransformedFrame: CGRect {
        CGRect(origin: presentationPosition, size: presentationBoundsSize)
    }

    /// The bounds as currently shown.
    public var presentationBounds: CGRect {
        CGRect(origin: presentationBoundsOrigin, size: presentationBoundsSize)
    }

    // While animations run, `extras.presentation[property]` is the sum of their remaining
    // offsets (animations are additive): what is shown is the model value plus it.

    /// The alpha as currently shown (within 0...1, as it is drawn).
    public var presentationAlpha: CGFloat {
        guard let offset = extras?.presentation?[.alpha] else { return _alpha }
        return min(max(AnimatableValue(x: _alpha).adding(offset).x, 0), 1)
    }

    /// The transform as currently shown, which differs from `transform` while an animation of
    /// it runs (hit testing uses `transform`). Running animations add to the decomposed model
    /// transform: translation, rotation, scale and shear apart.
    public var presentationTransform: CGAffineTransform {
        guard let offset = extras?.presentation?[.transform] else { return transform }
        return AnimatableValue(transform).adding(offset).transform
    }

    /// The background colour as currently shown (`nil` when none is, as for
    /// `backgroundColor`). Running animations add to each component.
    public var presentationBackgroundColor: Color? {
        guard let offset = extras?.presentation?[.backgroundColor] else { return backgroundColor }
        return AnimatableValue(backgroundColor).adding(offset).color
    }

    var presentationPosition: CGPoint {
        guard let offset = extras?.presentation?[.position] else { return frameOrigin }
        return AnimatableValue(frameOrigin).adding(offset).point
    }
    var presentationBoundsOrigin: CGPoint {
        guard let offset = extras?.presentation?[.boundsOrigin] else { return _bounds.origin }
        return AnimatableValue(_bounds.origin).adding(offset).point
    }
    var presentationBoundsSize: CGSize {
        guard let offset = extras?.presentation?[.boundsSize] else { return _bounds.size }
        return AnimatableValue(_bounds.size).adding(offset).size
    }

    struct Flags: OptionSet {
        var rawValue: UInt16
        static let hidden = Flags(rawValue: 1 << 0)
        static let userInteractionEnabled = Flags(rawValue: 1 << 1)
        static let clipsToBounds = Flags(rawValue: 1 << 2)
        static let autoresizesSubviews = Flags(rawValue: 1 << 3)
        static let translatesMask = Flags(rawValue: 1 << 4)
        static let needsLayout = Flags(rawValue: 1 << 5)
        static let descendantNeedsLayout = Flags(rawValue: 1 << 6)
        static let needsUpdateConstraints = Flags(rawValue: 1 << 7)
        /// The view's class is one whose `hitTest` and `point(inside:with:)` are View's own.
        static let usesDefaultHitTesting = Flags(rawValue: 1 << 8)
        /// The view has a non-identity `transform` (View+UIKit: hit testing takes the slow path).
        static let transformed = Flags(rawValue: 1 << 9)
        /// The view's layer has a non-zero `zPosition`.
        static let hasZPosition = Flags(rawValue: 1 << 10)
        /// A subview has (or had) a non-zero `zPosition`: subviews are hit and drawn in
        /// `zPosition` order (Layer.swift).
        static let zOrderedSubviews = Flags(rawValue: 1 << 11)
        /// A subview has been in the layout engine (see `hasEngineSubviews`).
        static let hasEngineSubviews = Flags(rawValue: 1 << 12)
        /// A view controller has this view as its root view (or had: the controller is held
        /// weakly): layout passes read `extras.viewController` only then.
        static let hasViewController = Flags(rawValue: 1 << 13)
        /// A view of this subtree below this one asked for `updateConstraints` (or did, and a
        /// layout pass ran it): `updateConstraintsIfNeeded` walks only into such subtrees.
        static let descendantNeedsUpdateConstraints = Flags(rawValue: 1 << 14)
        /// `alpha` is below 0.01: hit testing skips the view (kept with `alpha`).
        static let transparent = Flags(rawValue: 1 << 15)

        /// The flags that decide whether a view takes touches at all: it does when, of these,
        /// only `userInteractionEnabled` is set.
        static let touchChecks = Flags(
            rawValue: userInteractionEnabled.rawValue | hidden.rawValue | transparent.rawValue)
        /// The flags the default hit test reads of a subview before its frame: one that has
        /// exactly `hitTestable` of them is checked in the search's loop.
        static let hitTestChecks = Flags(
            rawValue: touchChecks.rawValue | usesDefaultHitTesting.rawValue | transformed.rawValue)
        /// A subview that takes touches, has no transform, and whose type uses the default
        /// `hitTest` and `point(inside:with:)`.
        static let hitTestable = Flags(
            rawValue: userInteractionEnabled.rawValue | usesDefaultHitTesting.rawValue)

        // Bit operations rather than SetAlgebra's generic defaults, which a debug build (what
        // `swift test` runs) calls through type metadata on every view property read.
        func contains(_ flag: Flags) -> Bool { rawValue & flag.rawValue == flag.rawValue }

        mutating func set(_ flag: Flags, _ on: Bool) {
            if on { rawValue |= flag.rawValue } else { rawValue &= ~flag.rawValue }
        }
    }

    var hasZPositionFlag: Bool {
        get { flags.contains(.hasZPosition) }
        set { flags.set(.hasZPosition, newValue) }
    }

    var zOrderedSubviewsFlag: Bool {
        get { flags.contains(.zOrderedSubviews) }
        set { flags.set(.zOrderedSubviews, newValue) }
    }

    var isTransformed: Bool {
        get { flags.contains(.transformed) }
        set { flags.set(.transformed, newValue) }
    }

    private func transformedFrame(_ frame: CGRect) -> CGRect {
        let t = transform
        let half = CGRect(
            x: -frame.width / 2, y: -frame.height / 2, width: frame.width, height: frame.height)
        return half.applying(t).offsetBy(dx: frame.midX, dy: frame.midY)
    }

    var needsLayoutFlag: Bool {
        get { flags.contains(.needsLayout) }
        set { flags.set(.needsLayout, newValue) }
    }

    var needsUpdateConstraintsFlag: Bool {
        get { flags.contains(.needsUpdateConstraints) }
        set { flags.set(.needsUpdateConstraints, newValue) }
    }

    var descendantNeedsLayout: Bool {
        get { flags.contains(.descendantNeedsLayout) }
        set { flags.set(.descendantNeedsLayout, newValue) }
    }

    var hasViewControllerFlag: Bool { flags.contains(.hasViewController) }

    var descendantNeedsUpdateConstraints: Bool {
        get { flags.contains(.descendantNeedsUpdateConstraints) }
        set { flags.set(.descendantNeedsUpdateConstraints, newValue) }
    }

    /// The view controller whose root view this is (held weakly, as UIKit's).
    var owningViewController: ViewController? {
        get { flags.contains(.hasViewController) ? extras?.viewController : nil }
        set {
            flags.set(.hasViewController, newValue != nil)
            if newValue != nil || extras != nil { ensureExtras().viewController = newValue }
        }
    }

    /// Whether subviews are resized by their `autoresizingMask` when this view's size changes.
    public var autoresizesSubviews: Bool {
        get { flags.contains(.autoresizesSubviews) }
        set { flags.set(.autoresizesSubviews, newValue) }
    }

    /// Whether the frame is turned into constraints (true for views made in code, as in UIKit).
    /// Set it to `false` before positioning the view with constraints.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { flags.contains(.translatesMask) }
        set {
            let old = flags.contains(.translatesMask)
            flags.set(.translatesMask, newValue)
            if old && !newValue, let item = engineItem {
                treeLayoutEngine?.translatesMaskWasCleared(self, item: item)
            }
        }
    }

    /// How the view is resized when its superview's size changes.
    public var autoresizingMask: AutoresizingMask {
        get { extras?.autoresizingMask ?? [] }
        set { if newValue != [] || extras != nil { ensureExtras().autoresizingMask = newValue } }
    }
}

/// Rarely-set state of a view, kept out of line so a plain view stays small.
@MainActor
final class Extras {
    var backgroundColor: Color?
    var tag = 0
    var accessibilityIdentifier: String?
    var debugName: String?
    var autoresizingMask: AutoresizingMask = []
    weak var viewController: ViewController?
    /// Animated properties' on-screen offsets from the model values, keyed by property: the
    /// sum of the remaining offsets of the property's running animations (`nil` when none
    /// runs).
    var presentation: [AnimatableProperty: AnimatableValue]?
    // Auto Layout. The engine reads these once or twice per constraint it installs: they
    // skip the runtime's exclusivity check (main actor only; no access to them is held across
    // a call that could reach them again).
    @exclusivity(unchecked) var layoutEngine: LayoutEngine?
    /// The view's engine item once it has `Extras`. Read `View.engineItem`, never this: a view
    /// without `Extras` keeps its item in `View.outOfLine`.
    @exclusivity(unchecked) var heldEngineItem: EngineItem?
    var layoutGuides: [LayoutGuide] = []
    var safeAreaGuide: LayoutGuide?
    var huggingHorizontal: LayoutPriority?
    var huggingVertical: LayoutPriority?
    var compressionHorizontal: LayoutPriority?
    var compressionVertical: LayoutPriority?
    /// Gesture recognizers attached with `addGestureRecognizer`, in order.
    var gestureRecognizers: [GestureRecognizer]?
    /// Interactions added with `addInteraction` (ContextMenu.swift).
    var interactions: [any Interaction]?
    /// Layer, margins, content mode, tint (View+UIKit.swift).
    var uikit: UIKitExtras?
    /// Accessibility settings (View+Accessibility.swift).
    var accessibility: AccessibilityStorage?
    /// The view's inherited traits, good while `traitsEpoch` is `TraitMemo.epoch`
    /// (View+TraitPropagation.swift).
    @exclusivity(unchecked) var inheritedTraits = InheritedTraits.defaults
    /// The epoch `inheritedTraits` was remembered in (0: none).
    @exclusivity(unchecked) var traitsEpoch: UInt64 = 0
}

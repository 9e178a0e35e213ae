import Foundation

/// Manages a view and its appearance, with child containment, like `UIViewController`.
///
/// The view is made on first access (``loadView()``, then ``viewDidLoad()``). Appearance
/// callbacks fire when the view enters or leaves a window, and are always balanced: every
/// `viewWillAppear` is followed by one `viewDidAppear`, and a disappear pair before the next.
@MainActor
open class ViewController: Responder {
    private var _view: View?
    /// Where the controller is in its appearance cycle.
    public internal(set) var appearanceState: AppearanceState = .disappeared
    /// The `animated` of the last ``beginAppearanceTransition(_:animated:)``, for the matching
    /// ``endAppearanceTransition()`` (ViewController+AppearanceForwarding.swift).
    var manualAppearanceAnimated = false
    /// The controllers added with ``addChild(_:)``, in order.
    public private(set) var children: [ViewController] = []
    /// The controller this one is a child of.
    public private(set) weak var parent: ViewController?
    /// A short human-readable title; a new one becomes the ``tabBarItem``'s and the navigation
    /// item's title, as in UIKit.
    open var title: String? {
        didSet {
            _tabBarItem?.title = title
            navigationStorage?.navigationItem?.title = title
        }
    }
    /// The item a tab bar or tab strip shows for this controller, made on first access with
    /// ``title`` as its title (like `UIViewController.tabBarItem`).
    public var tabBarItem: TabBarItem {
        get {
            if let item = _tabBarItem { return item }
            let item = TabBarItem(title: title)
            _tabBarItem = item
            return item
        }
        set {
            _tabBarItem = newValue
            tabBarItemWasReplaced()
        }
    }
    private var _tabBarItem: TabBarItem?
    /// Whether this controller's view is the one a search controller presented from it (or
    /// from a controller below it) covers, like `UIViewController.definesPresentationContext`;
    /// `false` by default, and then the root controller's view is covered. Read by
    /// ``SearchController``; ``present(_:animated:completion:)`` presents over the window
    /// whatever its value (there are no current-context presentation styles).
    public var definesPresentationContext = false
    /// Modal presentation: the presented controller, the presenter, the style, the transition
    /// under way (ViewController+Presentation.swift). Made on first use.
    var presentationStorage: PresentationStorage?
    /// The navigation item and bar insets (ViewController+Navigation.swift). Made on first use.
    var navigationStorage: NavigationStorage?
    /// Editing mode and the Edit button (ViewController+Editing.swift). Made on first use.
    var editingStorage: EditingStorage?

    /// Makes a controller; its view is loaded on first access.
    ///
    /// As in UIKit, this is a convenience initializer: a subclass's own initializer calls
    /// `super.init(nibName: nil, bundle: nil)`.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Makes a controller, like `UIViewController(nibName:bundle:)`: the designated
    /// initializer. There are no nib files: both arguments are ignored (pass `nil`, as
    /// code-only UIKit screens do).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    isolated deinit {
        if additionalSafeAreaInsets != .zero {
            ViewController.controllersWithAdditionalSafeArea -= 1
        }
        if ownOverrides != .unspecified {
            TraitOverrideCensus.holders -= 1
            // Its view no longer takes its overrides.
            TraitMemo.forgetAll()
        }
        if ownOverrides.direction == .rightToLeft { LayoutDirectionCensus.holders -= 1 }
        // A controller with no children has nothing to hand on (most have none).
        guard !children.isEmpty else { return }
        // Releasing the children here would run their deinits inside this one, one stack frame
        // per level: a deep chain would overflow the stack. The outermost deinit releases them
        // in a loop instead; the deinits that run inside it hand their children to the loop.
        // (`parent` is weak: the children that outlive this controller see `nil`.)
        ViewController.released.append(children)
        children = []
        guard !ViewController.isReleasing else { return }
        ViewController.isReleasing = true
        while var batch = ViewController.released.popLast() {
            // One at a time, last to first, before the next batch.
            while !batch.isEmpty { _ = batch.removeLast() }
        }
        ViewController.isReleasing = false
    }

    /// Child arrays waiting to be released by the outermost `deinit`.
    private static var released: [[ViewController]] = []
    /// Whether a `deinit` is draining `released`.
    private static var isReleasing = false

    // MARK: - Responder (touches the view does not handle pass through here)

    /// The next responder: the superview of the controller's view.
    open override var next: Responder? { viewIfLoaded?.superview }

    /// The root view, loaded on first access.
    public var view: View! {
        get {
            if _view == nil { loadViewIfNeeded() }
            return _view
        }
        set {
            // The old and the new view take this controller's overrides no longer, or now.
            if ownOverrides != .unspecified { TraitMemo.forgetAll() }
            _view?.owningViewController = nil
            _view = newValue
            if let newValue {
                precondition(
                    newValue.owningViewController == nil
                        || newValue.owningViewController === self,
                    "\(newValue.shortDescription) is already the view of \(newValue.owningViewController!.shortDescription)"
                )
                newValue.owningViewController = self
            }
        }
    }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { _view != nil }

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: View? { _view }

    /// Loads the view now if it is not loaded yet.
    public func loadViewIfNeeded() {
        guard _view == nil else { return }
        loadView()
        if _view == nil { view = View(frame: Screen.main.bounds) }
        viewDidLoad()
    }

    /// Makes the view. The default makes a plain `View` as big as the screen
    /// (``Screen/bounds``), as UIKit's does, so `view.bounds` in ``viewDidLoad()`` is the
    /// screen's until a container or window sizes the view; override it to assign your own
    /// to `view` (without calling super).
    open func loadView() {
        view = View(frame: Screen.main.bounds)
    }

    /// Called once, after the view was loaded.
    open func viewDidLoad() {}
    /// Called before the view enters a window.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after ``viewWillAppear(_:)`` and before ``viewDidAppear(_:)``, once the view is
    /// in its window, like `UIViewController.viewIsAppearing(_:)`: the place for work that
    /// needs the window's geometry (safe area, size). A parent and its children each get it
    /// before any of them gets `viewDidAppear`.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view entered a window.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves its window.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left its window.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the size of the view changes with its window's (a rotation, a resized
    /// window), like `UIViewController.viewWillTransition(to:with:)`, with the new size and a
    /// coordinator whose blocks run once the views have their new size
    /// (ViewController+SizeTransition.swift). The default passes the call on to the children
    /// and to the presented controller: overrides call super, as UIKit asks.
    open func viewWillTransition(
        to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator
    ) {
        forwardSizeTransition(to: size, with: coordinator)
    }
    /// Whether the children get their appearance callbacks when their views enter or leave the
    /// window, like `UIViewController.shouldAutomaticallyForwardAppearanceMethods`: `true` by
    /// default. A container that overrides it to return `false` tells its children itself,
    /// with ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()``
    /// (ViewController+AppearanceForwarding.swift).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
    /// Called before the view's `layoutSubviews`.
    open func viewWillLayoutSubviews() {}
    /// Called after the view's `layoutSubviews`.
    open func viewDidLayoutSubviews() {}
    /// Called when the traits of the view changed (its window's size class, an interface
    /// style override), before the view's own call, like UIKit's. Overrides should call super.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// The traits of the view (of a phone's window in portrait, with this controller's
    /// overrides, while the view is not in a window).
    public var traitCollection: TraitCollection {
        if let view = viewIfLoaded, view.window != nil { return view.traitCollection }
        return SizeTraits(horizontal: .compact, vertical: .regular, idiom: .phone)
            .collection(ownOverrides.filled(from: .defaults))
    }

    /// Forces the light or dark style on this controller's view and what it holds
    /// (`.unspecified`, the default, inherits), like UIKit's `overrideUserInterfaceStyle`. A
    /// view's own override wins over its controller's.
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { ownOverrides.style }
        set {
            var overrides = traitOverrides
            overrides.userInterfaceStyle = newValue
            traitOverrides = overrides
        }
    }

    /// The traits this controller overrides for its view and what it holds
    /// (TraitChangeRegistration.swift).
    var ownOverrides = InheritedTraits.unspecified {
        didSet {
            TraitMemo.forgetAll()
            let was = oldValue != .unspecified
            let now = ownOverrides != .unspecified
            if was != now { TraitOverrideCensus.holders += now ? 1 : -1 }
            let wasRightToLeft = oldValue.direction == .rightToLeft
            if wasRightToLeft != (ownOverrides.direction == .rightToLeft) {
                LayoutDirectionCensus.holders += wasRightToLeft ? -1 : 1
            }
        }
    }
    /// The trait change registrations made on this controller (TraitChangeRegistration.swift).
    var traitRegistrations: [TraitRegistration] = []

    /// Called when the view's safe-area insets changed, like
    /// `UIViewController.viewSafeAreaInsetsDidChange()`.
    open func viewSafeAreaInsetsDidChange() {}

    /// Called when the layout margins of the controller's view were set to a new value, like
    /// `UIViewController.viewLayoutMarginsDidChange()`.
    open func viewLayoutMarginsDidChange() {}

    /// Enters or leaves editing mode: sets ``isEditing`` and turns ``editButtonItem`` into
    /// "Done" or back into "Edit". Override it to put your views in editing mode, and call
    /// super, as in UIKit (a ``TableViewController`` passes it on to its table view).
    /// `animated` changes nothing here.
    open func setEditing(_ editing: Bool, animated: Bool) {
        storeEditing(editing)
    }

    /// The size the controller would like its view to have, like
    /// `UIViewController.preferredContentSize`: a container (a popover, a sheet, your own)
    /// reads it. A new value tells the parent
    /// (``preferredContentSizeDidChange(forChildContentContainer:)``). A negative width or
    /// height counts as zero.
    ///
    /// - Precondition: finite (a NaN or infinite size stops, naming the controller).
    public var preferredContentSize: CGSize {
        get { storedPreferredContentSize }
        set {
            precondition(
                newValue.width.isFinite && newValue.height.isFinite,
                "ViewController.preferredContentSize: \(newValue) is not finite (\(shortDescription))"
            )
            let size = CGSize(width: max(0, newValue.width), height: max(0, newValue.height))
            guard size != storedPreferredContentSize else { return }
            storedPreferredContentSize = size
            parent?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }
    private var storedPreferredContentSize: CGSize = .zero

    /// Called when a child's ``preferredContentSize`` changed, like UIKit's
    /// `preferredContentSizeDidChange(forChildContentContainer:)`. The default does nothing.
    open func preferredContentSizeDidChange(
        forChildContentContainer container: any ContentContainer
    ) {
    }

    /// Insets added to the safe area of the controller's view, and so of the views inside it,
    /// like `UIViewController.additionalSafeAreaInsets`: a container that draws its own bar
    /// over a child's view adds the bar's height. Each view's safe-area insets stay between
    /// zero and its size, however large or negative these are.
    ///
    /// - Precondition: every inset is finite (a NaN or infinite one stops, naming the
    ///   controller).
    public var additionalSafeAreaInsets: EdgeInsets = .zero {
        didSet {
            precondition(
                additionalSafeAreaInsets.isFinite,
                "ViewController.additionalSafeAreaInsets: \(additionalSafeAreaInsets) is not finite (\(shortDescription))"
            )
            guard additionalSafeAreaInsets != oldValue else { return }
            if oldValue == .zero { ViewController.controllersWithAdditionalSafeArea += 1 }
            if additionalSafeAreaInsets == .zero {
                ViewController.controllersWithAdditionalSafeArea -= 1
            }
            // The safe-area guides and scroll views of the window follow, as when the window's
            // own insets change.
            guard let window = _view?.window else { return }
            window.extras?.layoutEngine?.safeAreaInsetsDidChange()
            _view?.setNeedsLayout()
            window.safeAreaInsetsDidChangeForScrollViews()
        }
    }

    /// Controllers whose ``additionalSafeAreaInsets`` are not zero: while there are none, a
    /// view's safe area comes from its window alone.
    static var controllersWithAdditionalSafeArea = 0

    /// Shows `vc` as the detail of the context, like
    /// `UIViewController.showDetailViewController(_:sender:)`: inside a
    /// ``SplitViewController`` the split shows it (its secondary column when expanded, pushed
    /// on the stack when collapsed); elsewhere it is presented (animated), as UIKit does with no
    /// target for the action.
    open func showDetailViewController(_ vc: ViewController, sender: Any?) {
        if let split = splitViewController {
            split.showDetailViewController(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    // MARK: - Containment

    /// Adds `child` as a child controller, calling `child.willMove(toParent: self)` first. Add
    /// the child's view yourself, then call `child.didMove(toParent: self)`, as in UIKit.
    ///
    /// Adding an ancestor of this controller (or the controller itself) stops: it would make a
    /// cycle.
    ///
    /// - Complexity: O(min(*d*, *s*)): *d* is this controller's depth, *s* the number of
    ///   controllers under `child`. Building a chain from the top down or from the bottom up
    ///   is linear in its length.
    public func addChild(_ child: ViewController) {
        precondition(child !== self, "\(shortDescription) cannot be its own child")
        precondition(
            !child.isAncestor(of: self),
            "\(child.shortDescription) is an ancestor of \(shortDescription): adding it as a child would make a cycle"
        )
        if child.parent === self { return }
        child.isMovingToParent = true
        child.willMove(toParent: self)
        if child.parent != nil { child.detachFromParent() }
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent and calls `didMove(toParent: nil)`. Call
    /// `willMove(toParent: nil)` before, and remove the view yourself, as in UIKit.
    public func removeFromParent() {
        guard parent != nil else { return }
        detachFromParent()
        didMove(toParent: nil)
        isMovingFromParent = false
    }

    /// Whether `controller` is below this one. Walks up from `controller` and down through this
    /// controller's children in turns, and stops when either walk ends: the cost is the
    /// shorter walk's (a new child has no children; a new parent of a chain built bottom up has
    /// no parent).
    private func isAncestor(of controller: ViewController) -> Bool {
        var up = controller.parent
        // The downward walk: each controller with the index of its next child to look at.
        var down: [(ViewController, Int)] = [(self, 0)]
        while let upward = up {
            countTreeOperation { $0.controllerCycleCheckSteps &+= 1 }
            if upward === self { return true }
            up = upward.parent
            // One step down: the next controller under `self`, depth first.
            while let (node, index) = down.last, index == node.children.count {
                down.removeLast()
            }
            guard let (node, index) = down.last else { return false }
            down[down.count - 1].1 = index + 1
            let downward = node.children[index]
            countTreeOperation { $0.controllerCycleCheckSteps &+= 1 }
            if downward === controller { return true }
            down.append((downward, 0))
        }
        return false
    }

    private func detachFromParent() {
        // From the end: a navigation stack pops its last children, so that is O(1) there.
        if let parent, let index = parent.children.lastIndex(where: { $0 === self }) {
            parent.children.remove(at: index)
        }
        parent = nil
    }

    /// Whether the controller is appearing because it is being added to a parent, like
    /// `UIViewController.isMovingToParent`: set by ``addChild(_:)``, cleared by
    /// `didMove(toParent:)` (or once the view has appeared). Read it in `viewWillAppear` or
    /// `viewDidAppear`.
    public internal(set) var isMovingToParent = false
    /// Whether the controller is disappearing because it is being removed from its parent,
    /// like `UIViewController.isMovingFromParent`: set by `willMove(toParent: nil)`, cleared by
    /// ``removeFromParent()`` (or once the view has disappeared). Read it in
    /// `viewWillDisappear` or `viewDidDisappear`.
    public internal(set) var isMovingFromParent = false

    /// Called before the controller is added to or removed from a parent. Call `super` when
    /// you override it, as UIKit asks: with a `nil` parent it sets ``isMovingFromParent``.
    open func willMove(toParent parent: ViewController?) {
        if parent == nil, self.parent != nil { isMovingFromParent = true }
    }
    /// Called after the controller was added to or removed from a parent. Call `super` when
    /// you override it, as UIKit asks: it ends ``isMovingToParent``.
    open func didMove(toParent parent: ViewController?) {
        if parent != nil { isMovingToParent = false }
    }

    // MARK: - Appearance, driven by the view's window

    func viewWillMove(toWindow window: Window?) {
        guard !appearanceIsForwardedByParent else { return }
        // `true` inside an animated presentation or dismissal (ViewController+Presentation).
        let animated = AppearanceTransition.current?.animated ?? false
        if window != nil, appearanceState == .disappeared || appearanceState == .disappearing {
            appearanceState = .appearing
            viewWillAppear(animated)
        } else if window == nil, appearanceState == .appeared || appearanceState == .appearing {
            appearanceState = .disappearing
            viewWillDisappear(animated)
        }
    }

    /// The views of `controllers` (top down) moved to or out of a window: every appearing
    /// one gets ``viewIsAppearing(_:)``, then its view is laid out (`viewWillLayoutSubviews`,
    /// `viewDidLayoutSubviews`), before any gets ``viewDidAppear(_:)``, and the disappearing
    /// ones ``viewDidDisappear(_:)``. UIKit's order ("Displaying and managing views with a
    /// view controller": `viewWillAppear`, the layout of the views is updated, then
    /// `viewDidAppear`; `viewIsAppearing(_:)`: the view "has accurate geometry").
    static func viewsDidMoveToWindow(_ controllers: [ViewController]) {
        // A presentation's transition holds `viewDidAppear` back until it ends.
        let transition = AppearanceTransition.current
        let animated = transition?.animated ?? false
        for controller in controllers where controller.isAppearingInWindow {
            controller.viewIsAppearing(animated)
        }
        // Top down: a parent's layout places its children's views first. A callback may have
        // taken a view out, or ended its appearance: only the ones still appearing are laid
        // out.
        for controller in controllers where controller.isAppearingInWindow {
            controller._view?.layoutIfNeeded()
        }
        for controller in controllers {
            if let transition, transition.defersAppearance, controller._view?.window != nil,
                controller.appearanceState == .appearing
            {
                transition.waiting.append(controller)
                continue
            }
            controller.viewDidMoveToWindow(animated: animated)
        }
    }

    /// Whether the view is in a window and appearing, with the appearance driven by the
    /// window (not forwarded by the parent).
    private var isAppearingInWindow: Bool {
        _view?.window != nil && appearanceState == .appearing && !appearanceIsForwardedByParent
    }

    func viewDidMoveToWindow(animated: Bool = false) {
        guard !appearanceIsForwardedByParent else { return }
        if _view?.window != nil, appearanceState == .appearing {
            appearanceState = .appeared
            viewDidAppear(animated)
            isMovingToParent = false
        } else if _view?.window == nil, appearanceState == .disappearing {
            appearanceState = .disappeared
            viewDidDisappear(animated)
            isMovingFromParent = false
        }
    }

    /// `<TypeName>`, or `<TypeName "title">`, naming the controller in messages and dumps.
    public var shortDescription: String {
        let name = String(describing: type(of: self))
        return title.map { "<\(name) \"\($0)\">" } ?? "<\(name)>"
    }

    /// Where a controller is in its appearance cycle.
    public enum AppearanceState: String, Sendable {
        case disappeared, appearing, appeared, disappearing
    }
}

/// What a container learns about its children, like `UIContentContainer`.
@MainActor
public protocol ContentContainer: AnyObject {
    /// The size the child would like.
    var preferredContentSize: CGSize { get }
}

extension ViewController: ContentContainer {}

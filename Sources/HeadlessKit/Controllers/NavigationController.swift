import Foundation

/// What a navigation controller tells its delegate about the controllers it shows, like
/// `UINavigationControllerDelegate`. Both methods do nothing by default.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// Called just before the navigation controller shows `viewController`'s view and
    /// navigation item (before the appearance callbacks of the transition).
    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController,
        animated: Bool)
    /// Called just after the navigation controller showed `viewController`'s view (after its
    /// `viewDidAppear`).
    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController,
        animated: Bool)
}

extension NavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController,
        animated: Bool
    ) {}
    /// Does nothing.
    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController,
        animated: Bool
    ) {}
}

/// A container that shows a stack of controllers, one at a time, under a navigation bar, like
/// `UINavigationController`.
///
///     let inbox = InboxViewController()
///     let navigation = NavigationController(rootViewController: inbox)
///     window.rootViewController = navigation
///     inbox.navigationController?.pushViewController(MessageViewController(), animated: true)
///     window.settle()                          // the push slides in on the window's clock
///     navigation.topViewController             // the message
///     // a tap on the bar's back button, or a swipe from the left edge, pops it
///
/// The controllers of ``viewControllers`` are its children, bottom to top; only the top one's
/// view is in the navigation controller's view once a transition ends, full size under the
/// ``navigationBar``. The bar adds its height to the top of each child's safe area (a screen
/// pinned to `safeAreaLayoutGuide` sits below it); hiding the bar takes it away.
///
/// Transitions follow UIKit's order of callbacks. A push calls `willMove(toParent:)` on the new
/// controller, then `viewWillDisappear` on the old top and `viewWillAppear` (and
/// `viewIsAppearing`) on the new one; at the end, `viewDidDisappear`, `viewDidAppear`, then
/// `didMove(toParent:)`. A pop mirrors it, with `willMove(toParent: nil)` first and
/// `didMove(toParent: nil)` last. Animated, a transition takes ``transitionDuration`` of the
/// window's clock (`window.settle()` runs it): the new view slides in from the right while the
/// old one moves a ``parallaxFraction`` of the width to the left (mirrored for a pop).
/// Without animation it ends within the call. While a push or pop animates, the view takes no
/// touches (UIKit ignores interaction events during the transition). A change asked for from
/// the first appearance callbacks of a transition (a push in `viewWillAppear`) waits until they
/// return, then ends that transition and follows it. A change asked for while a transition runs first
/// ends that transition (an interactive pop under the finger is cancelled), then starts: there
/// is never more than one, and never a stuck one.
///
/// The top controller's ``ViewController/toolbarItems`` show in the ``toolbar`` at the bottom
/// once ``isToolbarHidden`` is `false`; a navigation item's
/// ``NavigationItem/searchController`` shows its search bar in the navigation bar, below the
/// title.
///
/// With ``NavigationBar/prefersLargeTitles``, a top item whose
/// ``NavigationItem/largeTitleDisplayMode`` resolves to large adds a large-title row to the bar
/// (and to the top of the child's safe area), which collapses as the top controller's content
/// scrolls up (NavigationController+LargeTitle.swift has the model).
///
/// Not there: prompts, custom transitions (`animationControllerFor`), hiding the bar on swipe
/// or tap.
@MainActor
open class NavigationController: ViewController {
    /// How long an animated push or pop takes on the window's clock: 0.35 s, a model of UIKit's
    /// slide, not a measured figure.
    public nonisolated static let transitionDuration: TimeInterval = 0.35
    /// How far, as a fraction of the width, the view underneath moves during a push or pop: a
    /// model of UIKit's parallax.
    public nonisolated static let parallaxFraction: CGFloat = 0.3
    /// Model values (UIKit keeps its own private) for the end of an interactive pop: it
    /// completes if the finger lifts moving right faster than this (points per second), or
    /// past half the width and not moving left faster than this; otherwise it cancels.
    public nonisolated static let interactivePopCompletionVelocity: CGFloat = 300

    /// The bar at the top of the view.
    public let navigationBar = NavigationBar()
    /// The toolbar at the bottom of the view, like `UINavigationController.toolbar`: in the
    /// view only while ``isToolbarHidden`` is `false`; it shows the top controller's
    /// ``ViewController/toolbarItems`` (NavigationController+Toolbar.swift).
    public let toolbar: Toolbar! = Toolbar()
    /// Whether the toolbar is hidden (``isToolbarHidden``).
    var toolbarHiddenFlag = true
    /// Whether the toolbar showed when its visibility was last worked out.
    var toolbarShown = false
    /// The offset observation of the top controller's content scroll view, while its item's
    /// search bar folds away on scrolling or its large title collapses
    /// (NavigationController+ContentScrollView.swift).
    var contentScrollObservation: (token: ScrollViewObservation, scrollView: WeakScrollView)?
    /// Told before and after each controller shows (held weakly).
    public weak var delegate: NavigationControllerDelegate?
    /// The recognizer of the swipe from the left edge that pops the top controller, like
    /// `UINavigationController.interactivePopGestureRecognizer`: a
    /// ``ScreenEdgePanGestureRecognizer`` on the left edge. The view follows the finger; see
    /// ``interactivePopCompletionVelocity`` for how it ends. As UIKit's, it begins only with
    /// something to pop, no transition running and the back button showing (the bar visible,
    /// no left items replacing the button). Set `isEnabled` to turn it off.
    public var interactivePopGestureRecognizer: GestureRecognizer? { popRecognizer }

    private let popRecognizer = NavigationPopGestureRecognizer()
    private var stack: [ViewController] = []
    private var barHidden = false
    /// The transition under way, if any.
    private var transition: NavigationTransition?
    /// Whether a transition's first appearance callbacks are running: a change of the stack
    /// they ask for waits in ``pendingChange`` until they return.
    private var isStartingTransition = false
    /// The last stack asked for while a transition started, applied once the start returns.
    private var pendingChange: (stack: [ViewController], animated: Bool)?

    /// Makes a navigation controller with `rootViewController` at the bottom of its stack, like
    /// `UINavigationController(rootViewController:)`.
    ///
    /// - Precondition: the same as ``pushViewController(_:animated:)``'s.
    public init(rootViewController: ViewController) {
        super.init(nibName: nil, bundle: nil)
        setUp()
        check(rootViewController, in: "init(rootViewController:)", parameter: "rootViewController")
        changeStack(to: [rootViewController], animated: false)
    }

    /// Makes a navigation controller with an empty stack, like
    /// `UINavigationController(nibName:bundle:)` (both arguments are ignored).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUp()
    }

    private func setUp() {
        navigationBar.navigationController = self
        popRecognizer.navigationController = self
        popRecognizer.edges = .left
        popRecognizer.name = "interactivePop"
        popRecognizer.addTarget { [weak self] recognizer in
            self?.popGestureChanged(recognizer as! NavigationPopGestureRecognizer)
        }
    }

    // MARK: - The stack

    /// The controllers on the stack, bottom (the root) to top, like
    /// `UINavigationController.viewControllers`. Setting it is
    /// ``setViewControllers(_:animated:)`` without animation.
    public var viewControllers: [ViewController] {
        get { pendingChange?.stack ?? stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The stack the view and the bar show (without a change waiting in ``pendingChange``).
    var shownStack: [ViewController] { stack }

    /// The controller on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }

    /// The controller whose view is visible: the one presented over the top controller (or
    /// over the navigation controller), if any, else the top controller, like
    /// `UINavigationController.visibleViewController`.
    public var visibleViewController: ViewController? {
        let top = viewControllers.last
        var presented = (top ?? self).presentedViewController
        while let next = presented?.presentedViewController { presented = next }
        return presented ?? top
    }

    /// Replaces the stack, like `UINavigationController.setViewControllers(_:animated:)`.
    ///
    /// Controllers that leave get `willMove(toParent: nil)` now and `didMove(toParent: nil)`
    /// at the end; new ones get `willMove(toParent:)` now and `didMove(toParent:)` at the end.
    /// If the top changes, the new top's view comes in as a push when it was not on the stack,
    /// as a pop when it was. An empty stack is allowed, as in UIKit: the view shows only the
    /// bar, with no item.
    ///
    /// - Precondition: every controller is distinct, is not a navigation controller, and has
    ///   no parent other than this one (UIKit raises for each).
    /// - Complexity: O(*n* + *m*) in the old and new stack sizes, plus UIKit's containment
    ///   calls.
    open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        finishTransitionInFlight()
        var seen = Set<ObjectIdentifier>()
        for (index, controller) in viewControllers.enumerated() {
            check(controller, in: "setViewControllers", parameter: "viewControllers[\(index)]")
            precondition(
                seen.insert(ObjectIdentifier(controller)).inserted,
                "NavigationController.setViewControllers: viewControllers[\(index)] \(controller.shortDescription) appears twice; all view controllers in \(shortDescription) must be distinct"
            )
        }
        changeStack(to: viewControllers, animated: animated)
    }

    /// Pushes `viewController` on top of the stack and shows it, like
    /// `UINavigationController.pushViewController(_:animated:)`.
    ///
    /// - Precondition: `viewController` is not a navigation controller, is not on the stack
    ///   already, and has no other parent (UIKit raises for each).
    /// - Complexity: O(*n*) in the stack's size.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        finishTransitionInFlight()
        check(viewController, in: "pushViewController", parameter: "viewController")
        let stack = viewControllers
        // Only a child of this controller can be on its stack.
        precondition(
            viewController.parent !== self && pendingChange == nil
                || !stack.contains { $0 === viewController },
            "NavigationController.pushViewController: viewController \(viewController.shortDescription) is already on the stack of \(shortDescription); pushing the same view controller instance more than once is not supported"
        )
        changeStack(
            to: stack + [viewController], animated: animated, added: [viewController], removed: [])
    }

    /// Pops the top controller and returns it, like
    /// `UINavigationController.popViewController(animated:)`. With one controller (or none)
    /// on the stack it does nothing and returns `nil`, as UIKit does: the root stays.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        finishTransitionInFlight()
        let stack = viewControllers
        guard stack.count > 1 else { return nil }
        let popped = stack[stack.count - 1]
        changeStack(to: Array(stack.dropLast()), animated: animated, added: [], removed: [popped])
        return popped
    }

    /// Pops the controllers above `viewController` and returns them, bottom to top, like
    /// `UINavigationController.popToViewController(_:animated:)`; `nil` when `viewController`
    /// is the top already.
    ///
    /// - Precondition: `viewController` is on the stack (UIKit raises).
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool)
        -> [ViewController]?
    {
        finishTransitionInFlight()
        let stack = viewControllers
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            preconditionFailure(
                "NavigationController.popToViewController: viewController \(viewController.shortDescription) is not on the stack of \(shortDescription); tried to pop to a view controller that doesn't exist"
            )
        }
        guard index < stack.count - 1 else { return nil }
        let popped = Array(stack[(index + 1)...])
        changeStack(to: Array(stack[...index]), animated: animated, added: [], removed: popped)
        return popped
    }

    /// Pops every controller above the root and returns them, bottom to top, like
    /// `UINavigationController.popToRootViewController(animated:)`; `nil` with nothing above
    /// the root.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        finishTransitionInFlight()
        guard let root = viewControllers.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Tells the delegate it will show the top controller, as UIKit does when the navigation
    /// controller appears. Call `super` when you override it.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let top = stack.last {
            delegate?.navigationController(self, willShow: top, animated: animated)
        }
    }

    /// Hands the appearance on to the top controller (its `viewDidAppear` comes now, as UIKit
    /// forwards it), then tells the delegate it showed it. Call `super` when you override it.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard let top = stack.last, transition == nil else { return }
        top.viewDidMoveToWindow(animated: animated)
        delegate?.navigationController(self, didShow: top, animated: animated)
    }

    /// Tells the navigation controller the traits changed: a compact vertical size class
    /// (landscape on an iPhone) takes the large title away. Call `super` when you override it.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        largeTitleTraitsDidChange()
    }

    // MARK: - The bar

    /// Whether the navigation bar is hidden, like `UINavigationController.isNavigationBarHidden`.
    /// Hidden, it no longer adds to the children's safe area.
    public var isNavigationBarHidden: Bool {
        get { barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar, like
    /// `UINavigationController.setNavigationBarHidden(_:animated:)`. It changes at once:
    /// `animated` changes nothing (UIKit slides the bar).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != barHidden else { return }
        barHidden = hidden
        navigationBar.isHidden = hidden
        for controller in stack { updateBarInsets(of: controller) }
    }

    // MARK: - View

    /// Makes the container view, with the bar and the top controller's view. Do not override
    /// it: the navigation controller lays out its own view.
    open override func loadView() {
        let container = NavigationContainerView(frame: .zero)
        container.navigationController = self
        view = container
        navigationBar.isHidden = barHidden
        container.addSubview(navigationBar)
        installToolbar(in: container)
        container.addGestureRecognizer(popRecognizer)
        if let top = stack.last { install(top, in: container, below: navigationBar) }
    }

    /// Places the bar below the top of the safe area, as wide as the view.
    func layoutContainer(_ container: View) {
        navigationBar.frame = CGRect(
            x: 0, y: container.safeAreaInsets.top, width: container.bounds.width,
            height: barHeight(for: stack.last?.navigationItem))
        // The window may have changed what the bar shows (a large title in landscape).
        if let top = stack.last { updateBarInsets(of: top) }
        layoutToolbar(in: container)
        observeTopScrollView()
    }

    // MARK: - Internals

    /// Stops, naming the controllers, where UIKit raises on a controller given to the stack.
    private func check(_ controller: ViewController, in method: String, parameter: String) {
        precondition(
            !(controller is NavigationController),
            "NavigationController.\(method): \(parameter) \(controller.shortDescription) is a navigation controller; pushing a navigation controller onto \(shortDescription) is not supported"
        )
        if let parent = controller.parent, parent !== self {
            preconditionFailure(
                "NavigationController.\(method): \(parameter) \(controller.shortDescription) is a child of \(parent.shortDescription); remove it from its parent before giving it to \(shortDescription)"
            )
        }
    }

    /// The bar's height at the top of `controller`'s safe area while the bar shows.
    func updateBarInsets(of controller: ViewController) {
        let item = controller.navigationItem
        let top = barHidden ? 0 : barHeight(for: item)
        let bottom = showsToolbar ? Toolbar.itemHeight : 0
        controller.setBarInsets(
            EdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
            largeTitleCollapse: barHidden ? 0 : largeTitleCollapse(for: item))
    }

    /// Puts `controller`'s view in `container`, full size, under `sibling`.
    private func install(_ controller: ViewController, in container: View, below sibling: View) {
        let view = controller.view!
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(view, belowSubview: sibling)
    }

    /// Ends the transition under way, if any: an interactive pop (under the finger, or on its
    /// way back) is cancelled, any other ends now.
    private func finishTransitionInFlight() {
        guard !isStartingTransition, let current = transition else { return }
        switch current.phase {
        case .interactive, .cancelling:
            cancelInteractivePop(current)
            if popRecognizer.state == .began || popRecognizer.state == .changed {
                popRecognizer.isEnabled = false
                popRecognizer.isEnabled = true
            }
        case .running, .completing:
            end(current)
        }
    }

    /// Changes the stack to `newStack` and starts the transition to its top. Asked for by a
    /// callback of a transition's start, the change waits until the start returns.
    ///
    /// - Complexity: O(*n* + *m*) in the old and new stacks' sizes, or, with the controllers
    ///   that come (`added`) and go (`removed`) given, O(*a* + *r*) plus copying the stack.
    private func changeStack(
        to newStack: [ViewController], animated: Bool, interactive: Bool = false,
        added knownAdded: [ViewController]? = nil, removed knownRemoved: [ViewController]? = nil
    ) {
        if isStartingTransition {
            pendingChange = (newStack, animated)
            return
        }
        finishTransitionInFlight()
        let old = stack
        let added: [ViewController]
        let removed: [ViewController]
        if let knownAdded, let knownRemoved {
            added = knownAdded
            removed = knownRemoved
        } else {
            let oldIDs = Set(old.map(ObjectIdentifier.init))
            let newIDs = Set(newStack.map(ObjectIdentifier.init))
            removed = old.filter { !newIDs.contains(ObjectIdentifier($0)) }
            added = newStack.filter { !oldIDs.contains(ObjectIdentifier($0)) }
        }
        let from = old.last
        let to = newStack.last
        let isPush = to.map { top in added.contains { $0 === top } } ?? false
        stack = newStack
        for controller in added { addChild(controller) }
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added { updateBarInsets(of: controller) }
        navigationBar.itemsDidChange()
        // An interactive pop hides or shows the tab bar only once it completes.
        if !interactive { stackDidChange() }
        let transition = NavigationTransition(
            from: from, to: to, oldStack: old, added: added, removed: removed,
            animated: animated, phase: interactive ? .interactive : .running)
        guard let container = viewIfLoaded, from !== to else {
            end(transition)
            return
        }
        let fromView = from?.viewIfLoaded.flatMap { $0.superview === container ? $0 : nil }
        guard container.window != nil else {
            // Off screen: the views change places, with no appearance callbacks.
            fromView?.removeFromSuperview()
            if let to { install(to, in: container, below: navigationBar) }
            end(transition)
            return
        }
        transition.inWindow = true
        to?.loadViewIfNeeded()
        if let to { delegate?.navigationController(self, willShow: to, animated: animated) }
        self.transition = transition
        let width = container.bounds.width
        let appearance = AppearanceTransition(animated: animated, defersAppearance: true)
        transition.appearance = appearance
        isStartingTransition = true
        appearance.perform {
            if let fromView {
                for controller in NavigationController.controllers(under: fromView) {
                    controller.viewWillMove(toWindow: nil)
                }
            }
            if let to {
                install(
                    to, in: container, below: isPush ? navigationBar : fromView ?? navigationBar)
                if animated || interactive {
                    to.view.frame = container.bounds.offsetBy(
                        dx: isPush ? width : -width * NavigationController.parallaxFraction, dy: 0)
                }
            }
        }
        isStartingTransition = false
        if let pending = pendingChange {
            // A callback of the start changed the stack: this transition ends now, unanimated,
            // and the change follows.
            pendingChange = nil
            finishTransitionInFlight()
            changeStack(to: pending.stack, animated: pending.animated)
            return
        }
        guard !interactive else { return }
        guard animated else {
            end(transition)
            return
        }
        let toView = to?.view
        toView?.layoutIfNeeded()
        View.animate(
            withDuration: NavigationController.transitionDuration,
            animations: {
                toView?.frame = container.bounds
                fromView?.frame = container.bounds.offsetBy(
                    dx: isPush ? -width * NavigationController.parallaxFraction : width, dy: 0)
            },
            completion: { [weak self, weak transition] _ in
                guard let self, let transition else { return }
                self.end(transition)
            })
    }

    /// The end of a transition: the old top's view out (`viewDidDisappear`), the new top's
    /// `viewDidAppear`, the containment calls, then the delegate.
    private func end(_ transition: NavigationTransition) {
        guard !transition.ended else { return }
        transition.ended = true
        if self.transition === transition { self.transition = nil }
        if let from = transition.from, from !== stack.last, let container = viewIfLoaded,
            let fromView = from.viewIfLoaded, fromView.superview === container
        {
            let end = AppearanceTransition(animated: transition.animated, defersAppearance: false)
            let inWindow = fromView.window != nil
            end.perform { fromView.removeFromSuperview() }
            if !inWindow {
                // The window went away meanwhile: balance the callbacks.
                for controller in NavigationController.controllers(under: fromView) {
                    controller.viewDidMoveToWindow(animated: transition.animated)
                }
            }
            fromView.frame = container.bounds
        }
        if let container = viewIfLoaded, let toView = transition.to?.viewIfLoaded,
            toView.superview === container
        {
            toView.frame = container.bounds
        }
        transition.appearance?.finishWaiting()
        // Removed controllers still children of this one, unless one came back meanwhile (a
        // pop removes one from a long stack, a pop to the root many from a short one).
        for controller in transition.removed
        where controller.parent === self && !stack.contains(where: { $0 === controller }) {
            controller.removeFromParent()
            controller.setBarInsets(.zero)
        }
        for controller in transition.added where controller.parent === self {
            controller.didMove(toParent: self)
        }
        stackDidChange()
        if transition.inWindow, let to = transition.to, to === stack.last {
            delegate?.navigationController(self, didShow: to, animated: transition.animated)
        }
    }

    /// Whether a tab bar controller showing this controller hides its bar: whether a
    /// controller on the stack had ``ViewController/hidesBottomBarWhenPushed`` set when the
    /// stack last changed.
    private(set) var hidesBottomBar = false

    /// The stack changed (a transition started or ended): reads the controllers'
    /// ``ViewController/hidesBottomBarWhenPushed`` again and tells a tab bar controller parent.
    ///
    /// - Complexity: O(*n*) in the stack's size.
    private func stackDidChange() {
        hidesBottomBar = stack.contains { $0.hidesBottomBarWhenPushed }
        toolbarVisibilityMayHaveChanged()
        // A search presented over a controller of the stack covers it only while it shows.
        (presentedViewController as? SearchController)?.viewIfLoaded?.setNeedsLayout()
        (parent as? TabBarController)?.navigationStackDidChange(self)
    }

    /// Whether a push or pop is animating on the clock (not following a finger): UIKit ignores
    /// touches then, and so does the view.
    var isAnimatingTransition: Bool {
        guard let transition else { return false }
        switch transition.phase {
        case .running: return transition.animated
        case .completing, .cancelling: return true
        case .interactive: return false
        }
    }

    // MARK: - Interactive pop

    /// Whether a swipe from the left edge may begin a pop now.
    var canBeginInteractivePop: Bool {
        guard stack.count > 1, transition == nil, !barHidden, viewIfLoaded?.window != nil,
            let top = stack.last?.navigationItem
        else { return false }
        let leftItems = top.leftBarButtonItems ?? []
        return !top.hidesBackButton && (leftItems.isEmpty || top.leftItemsSupplementBackButton)
    }

    private func popGestureChanged(_ recognizer: NavigationPopGestureRecognizer) {
        switch recognizer.state {
        case .began:
            guard canBeginInteractivePop else { return }
            changeStack(
                to: Array(stack.dropLast()), animated: true, interactive: true, added: [],
                removed: [stack[stack.count - 1]])
            followFinger(recognizer)
        case .changed:
            followFinger(recognizer)
        case .ended:
            guard let current = transition, current.phase == .interactive,
                let container = viewIfLoaded, container.bounds.width > 0
            else { return }
            let progress = self.progress(of: recognizer, in: container)
            let velocity = recognizer.velocity(in: container).x
            let limit = NavigationController.interactivePopCompletionVelocity
            let completes = velocity > limit || (progress > 0.5 && velocity >= -limit)
            settleInteractivePop(current, completes: completes, progress: progress)
        case .cancelled, .failed:
            guard let current = transition, current.phase == .interactive else { return }
            settleInteractivePop(current, completes: false, progress: current.progress)
        default:
            break
        }
    }

    /// How far the finger has moved across the view, between 0 and 1.
    private func progress(of recognizer: PanGestureRecognizer, in container: View) -> CGFloat {
        let width = container.bounds.width
        guard width > 0 else { return 0 }
        let x = recognizer.translation(in: container).x
        guard x.isFinite else { return 0 }
        return min(1, max(0, x / width))
    }

    /// Moves the two views to where the finger is.
    private func followFinger(_ recognizer: PanGestureRecognizer) {
        guard let current = transition, current.phase == .interactive,
            let container = viewIfLoaded
        else { return }
        let progress = self.progress(of: recognizer, in: container)
        current.progress = progress
        place(current, progress: progress, in: container)
    }

    /// The frames of an interactive pop's views at `progress` (0: not started, 1: done).
    private func place(_ transition: NavigationTransition, progress: CGFloat, in container: View) {
        let width = container.bounds.width
        let bounds = container.bounds
        transition.from?.viewIfLoaded?.frame = bounds.offsetBy(dx: width * progress, dy: 0)
        transition.to?.viewIfLoaded?.frame = bounds.offsetBy(
            dx: -width * NavigationController.parallaxFraction * (1 - progress), dy: 0)
    }

    /// The finger lifted: the rest of the way (or back) over the matching part of
    /// ``transitionDuration``, then the end or the cancellation.
    private func settleInteractivePop(
        _ transition: NavigationTransition, completes: Bool, progress: CGFloat
    ) {
        guard let container = viewIfLoaded else {
            completes ? end(transition) : cancelInteractivePop(transition)
            return
        }
        transition.phase = completes ? .completing : .cancelling
        let remaining = completes ? 1 - progress : progress
        View.animate(
            withDuration: NavigationController.transitionDuration * remaining,
            animations: { self.place(transition, progress: completes ? 1 : 0, in: container) },
            completion: { [weak self, weak transition] _ in
                guard let self, let transition else { return }
                completes ? self.end(transition) : self.cancelInteractivePop(transition)
            })
    }

    /// Undoes an interactive pop, in UIKit's order: the controller underneath disappears
    /// (`viewWillDisappear`, `viewDidDisappear`), then the top one appears again
    /// (`viewWillAppear`, `viewDidAppear`) and gets `didMove(toParent:)` with this controller.
    private func cancelInteractivePop(_ transition: NavigationTransition) {
        guard !transition.ended else { return }
        transition.ended = true
        if self.transition === transition { self.transition = nil }
        stack = transition.oldStack
        navigationBar.itemsDidChange()
        transition.appearance?.waiting = []
        let container = viewIfLoaded
        let toView = transition.to?.viewIfLoaded
        let fromView = transition.from?.viewIfLoaded
        for controller in transition.removed { controller.isMovingFromParent = false }
        let cancel = AppearanceTransition(animated: true, defersAppearance: false)
        cancel.perform {
            if let toView, toView.superview === container {
                for controller in NavigationController.controllers(under: toView) {
                    controller.viewWillMove(toWindow: nil)
                }
                toView.removeFromSuperview()
            }
            if let fromView, let window = fromView.window {
                let controllers = NavigationController.controllers(under: fromView)
                for controller in controllers { controller.viewWillMove(toWindow: window) }
                ViewController.viewsDidMoveToWindow(controllers)
            }
        }
        if let container {
            toView?.frame = container.bounds
            fromView?.frame = container.bounds
        }
        for controller in transition.removed where controller.parent === self {
            controller.didMove(toParent: self)
        }
        stackDidChange()
    }

    /// The controllers whose views are in `view`'s subtree, top down.
    private static func controllers(under view: View) -> [ViewController] {
        var controllers: [ViewController] = []
        view.walkSubtree { view in
            if let controller = view.owningViewController { controllers.append(controller) }
            return .descend
        }
        return controllers
    }
}

/// A push, pop or change of the stack: its two tops, the containment calls it owes, and where
/// it is.
@MainActor
final class NavigationTransition {
    enum Phase {
        /// Animating on the clock, or about to end within the call.
        case running
        /// An interactive pop following the finger.
        case interactive
        /// An interactive pop finishing after the finger lifted.
        case completing
        /// An interactive pop going back after the finger lifted.
        case cancelling
    }

    let from: ViewController?
    let to: ViewController?
    let oldStack: [ViewController]
    let added: [ViewController]
    let removed: [ViewController]
    let animated: Bool
    var phase: Phase
    /// The appearance callbacks of its start (the new top's `viewDidAppear` waits in it).
    var appearance: AppearanceTransition?
    /// Whether the views changed in a window (the delegate hears of it).
    var inWindow = false
    /// How far an interactive pop has gone (0 to 1).
    var progress: CGFloat = 0
    var ended = false

    init(
        from: ViewController?, to: ViewController?, oldStack: [ViewController],
        added: [ViewController], removed: [ViewController], animated: Bool,
        phase: Phase
    ) {
        self.from = from
        self.to = to
        self.oldStack = oldStack
        self.added = added
        self.removed = removed
        self.animated = animated
        self.phase = phase
    }
}

/// The navigation controller's view (UIKit's layout container view): it places the bar, and
/// takes no touches while a push or pop animates.
@MainActor
final class NavigationContainerView: View {
    weak var navigationController: NavigationController?

    override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        if navigationController?.isAnimatingTransition == true { return nil }
        return super.hitTest(point, with: event)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        navigationController?.layoutContainer(self)
    }
}

/// The interactive pop's recognizer: a left-edge pan that begins only when the navigation
/// controller can pop.
@MainActor
final class NavigationPopGestureRecognizer: ScreenEdgePanGestureRecognizer {
    weak var navigationController: NavigationController?

    override func shouldBeginPan(translation t: CGPoint) -> Bool? {
        guard navigationController?.canBeginInteractivePop == true else { return false }
        return super.shouldBeginPan(translation: t)
    }
}

import Foundation

/// What a split view controller asks and tells its delegate, like
/// `UISplitViewControllerDelegate` for column-style split views. Every method has a default
/// (UIKit's behaviour when the method is not implemented).
@MainActor
public protocol SplitViewControllerDelegate: AnyObject {
    /// Asked, when the split collapses, which column shows on top of the one navigation stack.
    /// The default answers `proposedTopColumn`, which is `.secondary`: as in UIKit, a collapsed
    /// split shows the detail unless the delegate answers `.primary`.
    func splitViewController(
        _ svc: SplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
    ) -> SplitViewController.Column
    /// Asked, when the split expands, which display mode it takes. The default answers
    /// `proposedDisplayMode` (the mode ``SplitViewController/preferredDisplayMode`` resolves to).
    func splitViewController(
        _ svc: SplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController
            .DisplayMode
    ) -> SplitViewController.DisplayMode
    /// The display mode is about to change (not called while collapsed).
    func splitViewController(
        _ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode)
    /// A hidden column is about to show (expanded only).
    func splitViewController(
        _ svc: SplitViewController, willShow column: SplitViewController.Column)
    /// A shown column is about to hide (expanded only).
    func splitViewController(
        _ svc: SplitViewController, willHide column: SplitViewController.Column)
    /// The split collapsed to one navigation stack (``SplitViewController/isCollapsed`` is `true`).
    func splitViewControllerDidCollapse(_ svc: SplitViewController)
    /// The split expanded to its columns.
    func splitViewControllerDidExpand(_ svc: SplitViewController)
}

extension SplitViewControllerDelegate {
    /// Returns `proposedTopColumn`.
    public func splitViewController(
        _ svc: SplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
    ) -> SplitViewController.Column { proposedTopColumn }
    /// Returns `proposedDisplayMode`.
    public func splitViewController(
        _ svc: SplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController
            .DisplayMode
    ) -> SplitViewController.DisplayMode { proposedDisplayMode }
    /// Does nothing.
    public func splitViewController(
        _ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode
    ) {}
    /// Does nothing.
    public func splitViewController(
        _ svc: SplitViewController, willShow column: SplitViewController.Column
    ) {}
    /// Does nothing.
    public func splitViewController(
        _ svc: SplitViewController, willHide column: SplitViewController.Column
    ) {}
    /// Does nothing.
    public func splitViewControllerDidCollapse(_ svc: SplitViewController) {}
    /// Does nothing.
    public func splitViewControllerDidExpand(_ svc: SplitViewController) {}
}

/// A container that shows a list and its detail side by side in a regular-width window, and
/// collapses them to one navigation stack in a compact one, like a column-style
/// `UISplitViewController` (iOS 14).
///
///     let split = SplitViewController(style: .doubleColumn)
///     split.setViewController(MailboxesViewController(), for: .primary)
///     split.setViewController(MessageViewController(), for: .secondary)
///     window.rootViewController = split
///     // an iPad-sized window: the mailboxes in a 320-point column, the message beside them
///     // an iPhone-sized window: one navigation stack, the message pushed on the mailboxes
///
/// As UIKit does for column-style splits, each column's controller is wrapped in a
/// ``NavigationController`` unless it is one (``viewController(for:)`` returns the controller
/// given; its ``ViewController/navigationController`` is the wrapper).
///
/// Expanded (the window's horizontal size class is regular, see ``TraitCollection``), the
/// primary column is ``primaryColumnWidth`` wide at the leading edge, and the secondary column
/// shows beside it (``SplitBehavior/tile``), displaced to the right at full width
/// (``SplitBehavior/displace``), or under it (``SplitBehavior/overlay``), as ``displayMode``
/// says; `.secondaryOnly` hides the primary column (its view leaves the hierarchy).
///
/// Collapsed (a compact width), one navigation controller fills the view: the `.compact`
/// column's if one is set (UIKit's documentation of `UISplitViewController.Column.compact`);
/// else the primary column's, with the secondary column's controllers pushed on it when the
/// delegate's `topColumnForCollapsingToProposedTopColumn` answers `.secondary` (the default,
/// as in UIKit). Expanding puts the controllers above the primary column's own back into the
/// secondary column. A change of the window's size class collapses or expands the split.
///
/// ``ViewController/showDetailViewController(_:sender:)`` from inside the split sets the
/// secondary column when expanded, and pushes the controller on the stack when collapsed.
///
/// Display mode changes happen at once (UIKit animates them). Not there: the triple-column
/// style and `.supplementary` column, the classic style's `viewControllers` setter, the
/// display-mode button, the edge swipe that reveals a hidden primary column, the inspector.
@MainActor
open class SplitViewController: ViewController {
    /// The style of a split view, like `UISplitViewController.Style`.
    public enum Style: Int, Sendable {
        /// The classic split view (setting its `viewControllers`), which is not there: such a
        /// split shows nothing.
        case unspecified
        /// Two columns: primary and secondary.
        case doubleColumn
    }

    /// A column of a split view, like `UISplitViewController.Column`.
    public enum Column: Int, Sendable, CustomStringConvertible {
        /// The leading column: the list.
        case primary
        /// The detail column.
        case secondary
        /// The controller shown instead of the others while collapsed, if set.
        case compact

        /// The case's name, as messages show it.
        public var description: String {
            switch self {
            case .primary: "primary"
            case .secondary: "secondary"
            case .compact: "compact"
            }
        }
    }

    /// How the columns show while expanded, like `UISplitViewController.DisplayMode`.
    public enum DisplayMode: Int, Sendable {
        /// Chosen by the split from its split behaviour.
        case automatic
        /// Only the secondary column.
        case secondaryOnly
        /// The primary column beside the secondary one.
        case oneBesideSecondary
        /// The primary column over the secondary one.
        case oneOverSecondary
    }

    /// How the primary column shares the width with the secondary one, like
    /// `UISplitViewController.SplitBehavior`.
    public enum SplitBehavior: Int, Sendable {
        /// Chosen by the split: `.tile` here (a model; UIKit picks by size and orientation).
        case automatic
        /// Side by side: the secondary column takes the rest of the width.
        case tile
        /// The primary column covers the leading part of the secondary one.
        case overlay
        /// The primary column pushes the secondary one, at full width, partly off the trailing
        /// edge.
        case displace
    }

    /// The value that asks for the split's own choice of a width, like
    /// `UISplitViewController.automaticDimension`.
    public nonisolated static let automaticDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

    /// The primary column's width when nothing else is asked for, and its largest width by
    /// default: 320 points, the figure UIKit's automatic maximum gives ("How do you change the
    /// width of the master view in a Split View Controller?", Use Your Loaf). A model value.
    public nonisolated static let automaticPrimaryColumnWidth: CGFloat = 320

    /// The split's style, fixed at initialization.
    public let style: Style

    /// Told of collapses, expansions and display-mode changes, and asked the top column
    /// (held weakly).
    public weak var delegate: SplitViewControllerDelegate?

    /// The display mode asked for while expanded, like
    /// `UISplitViewController.preferredDisplayMode`; `.automatic` by default. Setting it drops a
    /// column shown or hidden with ``show(_:)`` or ``hide(_:)``. A mode the split behaviour
    /// does not allow becomes the one it does (`.oneOverSecondary` under `.tile` is
    /// `.oneBesideSecondary`, and the reverse under `.overlay`).
    public var preferredDisplayMode: DisplayMode = .automatic {
        didSet {
            shownOrHidden = nil
            displayModeMayHaveChanged()
        }
    }

    /// The split behaviour asked for, like `UISplitViewController.preferredSplitBehavior`;
    /// `.automatic` (here `.tile`) by default.
    public var preferredSplitBehavior: SplitBehavior = .automatic {
        didSet { displayModeMayHaveChanged() }
    }

    /// The split behaviour in use, like `UISplitViewController.splitBehavior`.
    public var splitBehavior: SplitBehavior {
        preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior
    }

    /// The primary column's width as a fraction of the split's width, like
    /// `UISplitViewController.preferredPrimaryColumnWidthFraction`; ``automaticDimension`` by
    /// default (then ``automaticPrimaryColumnWidth``). The result is kept between
    /// ``minimumPrimaryColumnWidth`` and ``maximumPrimaryColumnWidth``, as UIKit documents.
    /// A fraction below 0 counts as 0, above 1 as 1; NaN or infinity as automatic.
    public var preferredPrimaryColumnWidthFraction: CGFloat = automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The primary column's width in points, like
    /// `UISplitViewController.preferredPrimaryColumnWidth`; ``automaticDimension`` by default.
    /// Set, it takes precedence over ``preferredPrimaryColumnWidthFraction``, as UIKit
    /// documents. A negative width counts as 0; NaN or infinity as automatic.
    public var preferredPrimaryColumnWidth: CGFloat = automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The primary column's smallest width, like `UISplitViewController.minimumPrimaryColumnWidth`;
    /// ``automaticDimension`` (0) by default. When it is larger than
    /// ``maximumPrimaryColumnWidth``, the minimum wins. Negative counts as 0; NaN or infinity as
    /// automatic.
    public var minimumPrimaryColumnWidth: CGFloat = automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The primary column's largest width, like `UISplitViewController.maximumPrimaryColumnWidth`;
    /// ``automaticDimension`` (``automaticPrimaryColumnWidth``) by default. Negative counts as
    /// 0; NaN or infinity as automatic.
    public var maximumPrimaryColumnWidth: CGFloat = automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// Makes a split of `style`, like `UISplitViewController(style:)`.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Makes a classic split (`.unspecified` style), like
    /// `UISplitViewController(nibName:bundle:)`; both arguments are ignored. The classic
    /// style is not there: use ``init(style:)``.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    // MARK: - Columns

    /// A column's controller as given and the navigation controller that holds it.
    struct ColumnEntry {
        let given: ViewController
        let navigation: NavigationController
    }

    private var primaryEntry: ColumnEntry?
    private var secondaryEntry: ColumnEntry?
    private var compactEntry: ColumnEntry?

    func entry(for column: Column) -> ColumnEntry? {
        switch column {
        case .primary: primaryEntry
        case .secondary: secondaryEntry
        case .compact: compactEntry
        }
    }

    private func setEntry(_ entry: ColumnEntry?, for column: Column) {
        switch column {
        case .primary: primaryEntry = entry
        case .secondary: secondaryEntry = entry
        case .compact: compactEntry = entry
        }
    }

    /// The controller set for `column`, like `UISplitViewController.viewController(for:)`: the
    /// one given to ``setViewController(_:for:)`` (not its navigation wrapper), or nil.
    public func viewController(for column: Column) -> ViewController? {
        entry(for: column)?.given
    }

    /// The split's children that show, like `UISplitViewController.viewControllers`: the
    /// primary and secondary columns' navigation controllers while expanded, the one navigation
    /// controller that shows while collapsed (UIKit's documentation of `isCollapsed`: "reports
    /// having only one child view controller").
    public var viewControllers: [ViewController] {
        if collapsed { return collapsedNavigation.map { [$0] } ?? [] }
        return [primaryEntry?.navigation, secondaryEntry?.navigation].compactMap { $0 }
    }

    /// Sets the controller of `column`, like `UISplitViewController.setViewController(_:for:)`;
    /// nil removes it. A controller that is not a navigation controller is wrapped in one.
    ///
    /// While collapsed with the secondary column on the stack, a new secondary controller
    /// takes its place there, and a new primary controller takes the stack's detail on top of
    /// its own.
    ///
    /// - Precondition: the split's style is not `.unspecified` (UIKit's documentation: the
    ///   method does not apply to classic splits), and `vc` has no parent (UIKit raises a view
    ///   controller hierarchy inconsistency).
    public func setViewController(_ vc: ViewController?, for column: Column) {
        precondition(
            style != .unspecified,
            "SplitViewController.setViewController(_:for:): \(shortDescription) has the .unspecified (classic) style; make it with SplitViewController(style: .doubleColumn)"
        )
        let old = entry(for: column)
        if let vc, old?.given === vc { return }
        var new: ColumnEntry?
        if let vc {
            if let parent = vc.parent, parent !== old?.navigation {
                preconditionFailure(
                    "SplitViewController.setViewController(_:for: .\(column)): \(vc.shortDescription) is a child of \(parent.shortDescription); remove it from its parent first (\(shortDescription))"
                )
            }
            if let navigation = vc as? NavigationController {
                new = ColumnEntry(given: vc, navigation: navigation)
            } else {
                if let old, vc.parent === old.navigation { _ = take(old.navigation) }
                new = ColumnEntry(
                    given: vc, navigation: NavigationController(rootViewController: vc))
            }
        }
        replace(old, with: new, for: column)
    }

    /// Puts `new` in `column` in place of `old`, moving the collapsed stack's controllers
    /// between them as needed, then the views.
    private func replace(_ old: ColumnEntry?, with new: ColumnEntry?, for column: Column) {
        var moving: [ViewController] = []
        if collapsed, column != .compact, let start = detailStart,
            let primary = primaryEntry?.navigation,
            let index = primary.viewControllers.firstIndex(where: { $0 === start })
        {
            let stack = primary.viewControllers
            switch column {
            case .secondary:
                // The new detail replaces the old one on the stack.
                moving = new.map { take($0.navigation) } ?? []
                setEntry(new, for: column)
                adopt(new)
                primary.setViewControllers(Array(stack[..<index]) + moving, animated: false)
                detailStart = moving.first
                heldSecondary = moving
            case .primary:
                // The detail moves to the new primary's stack.
                primary.setViewControllers(Array(stack[..<index]), animated: false)
                let detail = stack[index...].filter { $0.parent == nil }
                setEntry(new, for: column)
                adopt(new)
                if let navigation = new?.navigation {
                    navigation.setViewControllers(
                        navigation.viewControllers + detail, animated: false)
                    detailStart = detail.first
                } else {
                    detailStart = nil
                    heldSecondary = detail
                }
            case .compact:
                break
            }
        } else {
            setEntry(new, for: column)
            adopt(new)
        }
        if let old, old.navigation !== new?.navigation, old.navigation.parent === self {
            old.navigation.willMove(toParent: nil)
            installColumns()
            old.navigation.removeFromParent()
        } else {
            installColumns()
        }
        if let new, new.navigation.isMovingToParent { new.navigation.didMove(toParent: self) }
    }

    /// Adds `entry`'s navigation controller as a child (its `didMove` follows the views).
    private func adopt(_ entry: ColumnEntry?) {
        guard let navigation = entry?.navigation, navigation.parent !== self else { return }
        addChild(navigation)
    }

    /// Empties `navigation`'s stack and returns what it held (the controllers that are free to
    /// move: a transition's callback may have kept one).
    private func take(_ navigation: NavigationController) -> [ViewController] {
        let stack = navigation.viewControllers
        navigation.setViewControllers([], animated: false)
        return stack.filter { $0.parent == nil }
    }

    // MARK: - Collapsing

    /// Whether the split shows one navigation stack, like `UISplitViewController.isCollapsed`:
    /// `true` in a horizontally compact window.
    public var isCollapsed: Bool { collapsed }

    private var collapsed = false
    /// Whether the split's views were arranged once (the first arrangement calls no delegate
    /// method when it is expanded).
    private var arranged = false
    /// While collapsed: the first controller of the secondary column on the primary stack.
    private var detailStart: ViewController?
    /// While collapsed: the secondary column's stack, to put back when expanding (the user may
    /// have popped it off the primary stack).
    private var heldSecondary: [ViewController] = []
    /// Whether a collapse or expansion is under way (a delegate callback may ask again).
    private var isChangingCollapse = false

    /// The navigation controller that fills the view while collapsed.
    private var collapsedNavigation: NavigationController? {
        compactEntry?.navigation ?? primaryEntry?.navigation ?? secondaryEntry?.navigation
    }

    /// Collapses or expands for `window`'s horizontal size class (nothing without a window).
    func updateCollapse(for window: Window?) {
        guard let window, style != .unspecified, !isChangingCollapse else { return }
        let compact = window.traitCollection.horizontalSizeClass == .compact
        guard compact != collapsed || !arranged else { return }
        isChangingCollapse = true
        defer { isChangingCollapse = false }
        let first = !arranged
        arranged = true
        if compact {
            collapse()
        } else if !first {
            expand()
        } else {
            appliedDisplayMode = resolvedDisplayMode
            installColumns()
        }
    }

    private func collapse() {
        var top = Column.secondary
        if compactEntry == nil {
            top =
                delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: top)
                ?? top
        }
        // The delegate may have replaced columns: read them now.
        collapsed = true
        detailStart = nil
        heldSecondary = []
        installColumns()
        if compactEntry == nil, top == .secondary, let primary = primaryEntry?.navigation,
            let secondary = secondaryEntry?.navigation
        {
            let detail = take(secondary)
            heldSecondary = detail
            detailStart = detail.first
            primary.setViewControllers(primary.viewControllers + detail, animated: false)
        }
        delegate?.splitViewControllerDidCollapse(self)
    }

    private func expand() {
        // The detail leaves the primary stack for the secondary column.
        var detail = heldSecondary
        if let start = detailStart, let primary = primaryEntry?.navigation {
            let stack = primary.viewControllers
            if let index = stack.firstIndex(where: { $0 === start }) {
                primary.setViewControllers(Array(stack[..<index]), animated: false)
                detail = Array(stack[index...])
            }
        }
        detailStart = nil
        heldSecondary = []
        if let secondary = secondaryEntry?.navigation, secondary.viewControllers.isEmpty {
            let free = detail.filter { $0.parent == nil }
            if !free.isEmpty { secondary.setViewControllers(free, animated: false) }
        }
        let proposed = resolvedDisplayMode
        let mode =
            delegate?.splitViewController(
                self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed
        if mode != proposed { shownOrHidden = mode }
        collapsed = false
        appliedDisplayMode = resolvedDisplayMode
        installColumns()
        delegate?.splitViewControllerDidExpand(self)
    }

    /// Tells the split the traits changed: a new horizontal size class collapses or expands
    /// it. Call `super` when you override it.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateCollapse(for: viewIfLoaded?.window)
    }

    // MARK: - Display mode

    /// The mode ``show(_:)`` or ``hide(_:)`` (or the delegate on expanding) asked for, until
    /// ``preferredDisplayMode`` is set again.
    private var shownOrHidden: DisplayMode?
    /// The mode the columns are arranged for.
    private var appliedDisplayMode: DisplayMode = .oneBesideSecondary

    /// The mode asked for, allowed by the split behaviour.
    private var resolvedDisplayMode: DisplayMode {
        let behavior = splitBehavior
        var mode = shownOrHidden ?? preferredDisplayMode
        if mode == .automatic { mode = behavior == .overlay ? .secondaryOnly : .oneBesideSecondary }
        switch (behavior, mode) {
        case (.overlay, .oneBesideSecondary): return .oneOverSecondary
        case (.tile, .oneOverSecondary), (.displace, .oneOverSecondary): return .oneBesideSecondary
        default: return mode
        }
    }

    /// How the columns show, like `UISplitViewController.displayMode`: never `.automatic`.
    /// While collapsed it is the mode the split takes when it expands, and changes nothing.
    public var displayMode: DisplayMode { resolvedDisplayMode }

    /// The mode or behaviour asked for changed: the delegate is told and the columns follow.
    private func displayModeMayHaveChanged() {
        let mode = resolvedDisplayMode
        guard !collapsed, arranged, mode != appliedDisplayMode else {
            viewIfLoaded?.setNeedsLayout()
            return
        }
        delegate?.splitViewController(self, willChangeTo: mode)
        let primaryWasShown = appliedDisplayMode != .secondaryOnly
        let primaryShows = mode != .secondaryOnly
        if primaryShows != primaryWasShown {
            if primaryShows {
                delegate?.splitViewController(self, willShow: .primary)
            } else {
                delegate?.splitViewController(self, willHide: .primary)
            }
        }
        appliedDisplayMode = resolvedDisplayMode
        installColumns()
    }

    /// Shows `column`, like `UISplitViewController.show(_:)`. Expanded, `.primary` shows the
    /// primary column (beside or over the secondary one, as the split behaviour allows).
    /// Collapsed, `.secondary` pushes the secondary column's controllers on the stack (animated)
    /// and `.primary` pops them; `.compact` does nothing.
    public func show(_ column: Column) {
        if collapsed {
            switch column {
            case .secondary: pushDetail()
            case .primary: popDetail()
            case .compact: break
            }
            return
        }
        guard column == .primary else { return }
        shownOrHidden = splitBehavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
        displayModeMayHaveChanged()
    }

    /// Hides `column`, like `UISplitViewController.hide(_:)`. Expanded, `.primary` hides the
    /// primary column (`.secondaryOnly`). Collapsed, `.secondary` pops the secondary column's
    /// controllers off the stack (animated).
    public func hide(_ column: Column) {
        if collapsed {
            if column == .secondary { popDetail() }
            return
        }
        guard column == .primary else { return }
        shownOrHidden = .secondaryOnly
        displayModeMayHaveChanged()
    }

    /// Collapsed: pushes the secondary column's controllers on the primary stack.
    private func pushDetail() {
        guard compactEntry == nil, let primary = primaryEntry?.navigation else { return }
        if let start = detailStart, primary.viewControllers.contains(where: { $0 === start }) {
            return
        }
        var detail = heldSecondary.filter { $0.parent == nil }
        if let secondary = secondaryEntry?.navigation, !secondary.viewControllers.isEmpty {
            detail = take(secondary)
        }
        guard !detail.isEmpty else { return }
        heldSecondary = detail
        detailStart = detail.first
        primary.setViewControllers(primary.viewControllers + detail, animated: true)
    }

    /// Collapsed: pops the secondary column's controllers off the primary stack.
    private func popDetail() {
        guard let start = detailStart, let primary = primaryEntry?.navigation else { return }
        let stack = primary.viewControllers
        guard let index = stack.firstIndex(where: { $0 === start }), index > 0 else { return }
        primary.popToViewController(stack[index - 1], animated: true)
    }

    /// Shows `vc` as the detail, like `UISplitViewController.showDetailViewController(_:sender:)`:
    /// expanded, it becomes the secondary column's controller; collapsed, it is pushed on the
    /// stack (animated) in place of the detail there (with a `.compact` column, on that
    /// column's stack). A navigation controller's stack is pushed, and it becomes the secondary
    /// column.
    open override func showDetailViewController(_ vc: ViewController, sender: Any?) {
        guard collapsed else {
            setViewController(vc, for: .secondary)
            return
        }
        if let compact = compactEntry?.navigation {
            compact.pushViewController(vc, animated: true)
            return
        }
        guard let primary = primaryEntry?.navigation else {
            setViewController(vc, for: .secondary)
            return
        }
        if let parent = vc.parent {
            preconditionFailure(
                "SplitViewController.showDetailViewController: \(vc.shortDescription) is a child of \(parent.shortDescription); remove it from its parent first (\(shortDescription))"
            )
        }
        let stack = primary.viewControllers
        var base = stack
        if let start = detailStart, let index = stack.firstIndex(where: { $0 === start }) {
            base = Array(stack[..<index])
        }
        let old = secondaryEntry
        let navigation =
            vc as? NavigationController ?? NavigationController(nibName: nil, bundle: nil)
        let detail = vc is NavigationController ? take(navigation) : [vc]
        let new = ColumnEntry(given: vc, navigation: navigation)
        secondaryEntry = new
        adopt(new)
        if let old, old.navigation !== navigation, old.navigation.parent === self {
            old.navigation.willMove(toParent: nil)
            old.navigation.removeFromParent()
        }
        if navigation.isMovingToParent { navigation.didMove(toParent: self) }
        heldSecondary = detail
        detailStart = detail.first
        primary.setViewControllers(base + detail, animated: true)
    }

    /// Shows `vc` in the primary column (pushed on its stack), as UIKit's split does for
    /// `show(_:sender:)` sent to it.
    func showInPrimary(_ vc: ViewController) {
        guard let navigation = (collapsed ? collapsedNavigation : primaryEntry?.navigation)
        else {
            setViewController(vc, for: .primary)
            return
        }
        navigation.pushViewController(vc, animated: true)
    }

    // MARK: - View

    /// Makes the split's view: the columns' views, laid out side by side.
    open override func loadView() {
        let container = SplitContainerView()
        view = container
        appliedDisplayMode = resolvedDisplayMode
        installColumns()
    }

    /// The primary column's width in the split's current width, like
    /// `UISplitViewController.primaryColumnWidth` (0 while it does not show).
    public var primaryColumnWidth: CGFloat {
        guard !collapsed, appliedDisplayMode != .secondaryOnly, primaryEntry != nil,
            let width = viewIfLoaded?.bounds.width
        else { return 0 }
        return primaryWidth(in: width)
    }

    /// The primary column's width in a split `total` points wide.
    func primaryWidth(in total: CGFloat) -> CGFloat {
        func resolved(_ value: CGFloat) -> CGFloat? {
            guard value.isFinite, value != SplitViewController.automaticDimension else {
                return nil
            }
            return max(0, value)
        }
        let minimum = resolved(minimumPrimaryColumnWidth) ?? 0
        let maximum =
            resolved(maximumPrimaryColumnWidth) ?? SplitViewController.automaticPrimaryColumnWidth
        var width = SplitViewController.automaticPrimaryColumnWidth
        if let points = resolved(preferredPrimaryColumnWidth) {
            width = points
        } else if let fraction = resolved(preferredPrimaryColumnWidthFraction) {
            width = total * min(fraction, 1)
        }
        width = max(min(width, maximum), minimum)
        return max(0, min(width, total))
    }

    /// The views of the columns that show, bottom to top.
    private var shownViews: [View] {
        if collapsed { return collapsedNavigation.map { [$0.view] } ?? [] }
        let primary = primaryEntry?.navigation.view
        let secondary = secondaryEntry?.navigation.view
        switch appliedDisplayMode {
        case .secondaryOnly: return [secondary].compactMap { $0 }
        case .oneOverSecondary: return [secondary, primary].compactMap { $0 }
        case .automatic, .oneBesideSecondary: return [primary, secondary].compactMap { $0 }
        }
    }

    /// Puts the views of the columns that show in the split's view, and takes the others out
    /// (their controllers get the appearance callbacks).
    private func installColumns() {
        guard let container = viewIfLoaded else { return }
        let shown = shownViews
        for subview in container.subviews where !shown.contains(where: { $0 === subview }) {
            subview.removeFromSuperview()
        }
        for (index, view) in shown.enumerated() {
            guard view.superview !== container || container.subviews[index] !== view else {
                continue
            }
            if view.superview !== container { view.frame = frame(of: view, in: container) }
            container.insertSubview(view, at: index)
        }
        container.setNeedsLayout()
    }

    /// Where `view` (a shown column's) goes in `container`.
    private func frame(of view: View, in container: View) -> CGRect {
        let bounds = container.bounds
        if collapsed { return bounds }
        let width = primaryWidth(in: bounds.width)
        if view === primaryEntry?.navigation.viewIfLoaded {
            return CGRect(x: bounds.minX, y: bounds.minY, width: width, height: bounds.height)
        }
        switch (appliedDisplayMode, splitBehavior) {
        case (.oneBesideSecondary, .displace):
            return bounds.offsetBy(dx: width, dy: 0)
        case (.oneBesideSecondary, _):
            return CGRect(
                x: bounds.minX + width, y: bounds.minY, width: bounds.width - width,
                height: bounds.height)
        default:
            return bounds
        }
    }

    /// Lays out the columns (the split view's `layoutSubviews`).
    func layoutColumns(in container: View) {
        for view in container.subviews {
            let frame = frame(of: view, in: container)
            if view.frame != frame { view.frame = frame }
        }
    }
}

/// The split's view: it collapses or expands for the window it enters, before the columns'
/// controllers hear of the window, and lays the columns out.
@MainActor
final class SplitContainerView: View {
    override func willMove(toWindow newWindow: Window?) {
        super.willMove(toWindow: newWindow)
        (owningViewController as? SplitViewController)?.updateCollapse(for: newWindow)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        (owningViewController as? SplitViewController)?.layoutColumns(in: self)
    }
}

extension ViewController {
    /// The nearest ancestor that is a split view controller, like
    /// `UIViewController.splitViewController`; `nil` outside one.
    ///
    /// - Complexity: O(*d*), *d* the depth of this controller among its parents.
    public var splitViewController: SplitViewController? {
        var controller = parent
        while let current = controller {
            if let split = current as? SplitViewController { return split }
            controller = current.parent
        }
        return nil
    }
}

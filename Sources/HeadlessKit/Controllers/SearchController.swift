import Foundation

/// What a search controller asks to filter its results, like `UISearchResultsUpdating`.
@MainActor
public protocol SearchResultsUpdating: AnyObject {
    /// Update the results for `searchController`'s search bar text (and scope).
    ///
    /// Called, as the UIKit documentation says, when the search bar becomes the first
    /// responder and when its text changes by the user's hand; here also when the controller
    /// is activated in code (`isActive = true`) and once when it is deactivated.
    func updateSearchResults(for searchController: SearchController)
}

/// What a search controller tells of its presentation, like `UISearchControllerDelegate`;
/// every method has a default.
@MainActor
public protocol SearchControllerDelegate: AnyObject {
    /// Shows `searchController` when it activates, like
    /// `UISearchControllerDelegate.presentSearchController(_:)`. The default presents it the
    /// controller's own way (see ``SearchController``); an implementation presents it itself
    /// (`present(searchController, animated:)`) or not at all.
    func presentSearchController(_ searchController: SearchController)
    /// The presentation starts (the controller's view is about to show).
    func willPresentSearchController(_ searchController: SearchController)
    /// The presentation ended (after the controller's `viewDidAppear`).
    func didPresentSearchController(_ searchController: SearchController)
    /// The dismissal starts.
    func willDismissSearchController(_ searchController: SearchController)
    /// The dismissal ended.
    func didDismissSearchController(_ searchController: SearchController)
}

extension SearchControllerDelegate {
    /// Presents the controller its own way, as UIKit does for a delegate without this method.
    public func presentSearchController(_ searchController: SearchController) {
        searchController.presentAutomatically()
    }
    /// Does nothing.
    public func willPresentSearchController(_ searchController: SearchController) {}
    /// Does nothing.
    public func didPresentSearchController(_ searchController: SearchController) {}
    /// Does nothing.
    public func willDismissSearchController(_ searchController: SearchController) {}
    /// Does nothing.
    public func didDismissSearchController(_ searchController: SearchController) {}
}

/// Manages a search bar and shows results while it is used, like `UISearchController`.
///
///     let results = ResultsViewController()
///     let search = SearchController(searchResultsController: results)
///     search.searchResultsUpdater = results
///     navigationItem.searchController = search          // or: tableView.tableHeaderView
///     // a tap on the bar activates it; typing calls results.updateSearchResults(for:)
///
/// Activating it (a tap on ``searchBar``, or ``isActive`` set to `true`) presents it, as UIKit
/// does, modally over the window (``ModalPresentationStyle/overFullScreen``, without the
/// slide: the transition ends on the window's next frame). Its view covers the presentation
/// context (the nearest controller, from the one showing the search bar up, whose
/// ``ViewController/definesPresentationContext`` is set, else the root) below the search bar:
/// touches above the bar's bottom edge go through to the screen underneath. There it shows
/// a dimming view while ``obscuresBackgroundDuringPresentation`` (a tap on it deactivates),
/// and the ``searchResultsController``'s view once the bar has text (or always, with
/// ``showsSearchResultsController``). The search bar stays where it is; in a navigation bar,
/// ``hidesNavigationBarDuringPresentation`` folds away the bar's title row. While active, the
/// bar shows its cancel button (``automaticallyShowsCancelButton``) and scope bar
/// (``automaticallyShowsScopeBar``). The cancel button deactivates and clears the text.
///
/// Order of calls, for a tap on the bar: `searchBarShouldBeginEditing`,
/// `presentSearchController` (default: the presentation), `willPresentSearchController`,
/// `searchBarTextDidBeginEditing`, `updateSearchResults`, and on the next frame
/// `didPresentSearchController`. For the cancel button: `searchBarCancelButtonClicked`,
/// `willDismissSearchController`, `searchBarTextDidEndEditing`, `updateSearchResults` (with
/// the cleared text), and on the next frame `didDismissSearchController`. Activation or
/// deactivation asked for while the other is under way waits for it to end.
///
/// A push over a context that defines itself (``ViewController/definesPresentationContext``)
/// takes its view out of the window: the search then covers nothing and takes no touches
/// until a pop brings the context back, as UIKit leaves the pushed screen uncovered. Over the
/// root (no context defined), the search stays over a pushed screen, as in UIKit.
///
/// Not modelled: the search bar moving to the top when a table header's bar activates (it
/// stays in the table), animations, search suggestions and tokens, `searchBarPlacement`.
@MainActor
open class SearchController: ViewController {
    /// The search bar, like `UISearchController.searchBar`: put it in a
    /// ``NavigationItem/searchController``'s navigation bar or a table's header.
    public let searchBar = SearchBar(frame: CGRect(x: 0, y: 0, width: 0, height: 56))
    /// The controller that shows the results, like `UISearchController.searchResultsController`
    /// (`nil`: the presenting screen shows them itself). A child of this controller.
    public let searchResultsController: ViewController?
    /// Asked to update the results (held weakly), like
    /// `UISearchController.searchResultsUpdater`.
    public weak var searchResultsUpdater: (any SearchResultsUpdating)?
    /// Told of the presentation (held weakly).
    public weak var delegate: (any SearchControllerDelegate)?

    /// Whether a dimming view covers the screen under the search bar while active, like
    /// `UISearchController.obscuresBackgroundDuringPresentation`; `true` by default. A tap on
    /// it deactivates the controller.
    public var obscuresBackgroundDuringPresentation = true {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// Whether a navigation bar hosting the search bar folds its title row away while active,
    /// like `UISearchController.hidesNavigationBarDuringPresentation`; `true` by default.
    public var hidesNavigationBarDuringPresentation = true
    /// Whether the search bar shows its cancel button while active, like
    /// `UISearchController.automaticallyShowsCancelButton`; `true` by default.
    public var automaticallyShowsCancelButton = true
    /// Whether the search bar shows its scope bar while active, like
    /// `UISearchController.automaticallyShowsScopeBar`; `true` by default.
    public var automaticallyShowsScopeBar = true
    /// Whether the results controller's view shows while active even with no text, like
    /// `UISearchController.showsSearchResultsController`; `false` by default.
    public var showsSearchResultsController = false {
        didSet { updateResultsView() }
    }

    /// Whether the search interface is shown, like `UISearchController.isActive`. Setting
    /// `true` presents it (see the type's summary), `false` dismisses it; either waits for a
    /// transition under way to end. Setting `true` does nothing while the search bar is in
    /// no window (there is nothing to present over).
    public var isActive: Bool {
        get {
            switch phase {
            case .inactive: return scheduledActivation != nil
            case .presenting(let deactivates): return !deactivates
            case .active: return true
            case .dismissing(let reactivates): return reactivates
            }
        }
        set {
            if newValue { activate(byEditing: false) } else { deactivate(clearingText: false) }
        }
    }

    /// Makes a search controller whose results show in `searchResultsController` (`nil`: on
    /// the presenting screen), like `UISearchController(searchResultsController:)`.
    public init(searchResultsController: ViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
        modalPresentationStyle = .overFullScreen
        if let searchResultsController {
            addChild(searchResultsController)
            searchResultsController.didMove(toParent: self)
        }
    }

    /// Makes a search controller with no results controller, like `UISearchController()`.
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)
    {
        self.init(searchResultsController: nil)
    }

    /// Makes the view that covers the context while active: the dimming view and the
    /// results. Do not override it.
    open override func loadView() {
        let container = SearchContainerView(frame: .zero)
        container.searchController = self
        view = container
    }

    /// Tells the delegate the presentation starts. Call `super` when you override it.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard case .presenting = phase, !announcedPresentation else { return }
        announcedPresentation = true
        delegate?.willPresentSearchController(self)
    }

    /// Tells the delegate the presentation ended, then runs a deactivation asked for meanwhile.
    /// Call `super` when you override it.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard case .presenting(let deactivates) = phase else { return }
        phase = .active
        delegate?.didPresentSearchController(self)
        if deactivates, phase == .active { deactivate(clearingText: pendingClear) }
    }

    /// A dismissal starts (this controller's own, or one asked for elsewhere, say by a
    /// delegate calling `dismiss(animated:)`): the delegate hears of it, the search bar
    /// stops editing and hides its cancel button and scope bar, the results update. Call
    /// `super` when you override it.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        switch phase {
        case .active, .presenting: break
        case .inactive, .dismissing: return
        }
        guard isBeingDismissed || presentedViewController == nil else { return }
        phase = .dismissing(reactivates: false)
        announcedPresentation = false
        delegate?.willDismissSearchController(self)
        if pendingClear {
            pendingClear = false
            searchBar.text = ""
        }
        if searchBar.searchTextField.isEditing { _ = searchBar.searchTextField.endEditingForced() }
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
        if automaticallyShowsScopeBar { searchBar.showsScopeBar = false }
        hostingNavigationController?.searchStateDidChange()
        updateResultsView()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// Tells the delegate the dismissal ended, then runs an activation asked for meanwhile.
    /// Call `super` when you override it.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard case .dismissing(let reactivates) = phase else { return }
        phase = .inactive
        delegate?.didDismissSearchController(self)
        if reactivates, phase == .inactive { activate(byEditing: false) }
    }

    // MARK: - Internals

    /// Where the controller is between inactive and active.
    enum Phase: Equatable {
        case inactive
        /// Presented, the transition not ended; `deactivates` if `isActive = false` came
        /// meanwhile.
        case presenting(deactivates: Bool)
        case active
        /// Dismissed, the transition not ended; `reactivates` if `isActive = true` came
        /// meanwhile.
        case dismissing(reactivates: Bool)
    }

    private(set) var phase: Phase = .inactive
    /// Whether `willPresentSearchController` was sent for this presentation.
    private var announcedPresentation = false
    /// Whether the dismissal under way clears the text (the cancel button's).
    private var pendingClear = false
    /// The navigation item whose bar shows the search bar (weak: the item holds this one).
    weak var hostItem: NavigationItem?
    /// The context the search covers, found when it was presented (a push may take the search
    /// bar out of the window meanwhile).
    weak var coveredContext: ViewController?

    /// The navigation controller whose bar shows the search bar, if any.
    var hostingNavigationController: NavigationController? {
        (searchBar.superview as? NavigationBar)?.navigationController
    }

    /// Presents the controller over its context, as UIKit does when the delegate does not
    /// present it: the default of ``SearchControllerDelegate/presentSearchController(_:)``.
    public func presentAutomatically() {
        guard let context = presentationContext, context.viewIfLoaded?.window != nil else {
            return
        }
        coveredContext = context
        context.present(self, animated: false)
    }

    /// The controller the search is presented over: from the one showing the search bar (a
    /// navigation item's controller, for a navigation bar's search bar) up, the first that
    /// defines a presentation context, else the root.
    var presentationContext: ViewController? {
        var view: View? = searchBar
        var owner: ViewController?
        while let current = view, owner == nil {
            owner = current.owningViewController
            view = current.superview
        }
        // In a navigation bar, the bar's item's controller shows the search bar.
        if let navigation = hostingNavigationController,
            let itemController = navigation.shownStack.last(where: {
                $0.navigationStorage?.navigationItem?.searchController === self
            })
        {
            owner = itemController
        }
        guard var controller = owner else { return nil }
        while !controller.definesPresentationContext, let parent = controller.parent {
            controller = parent
        }
        return controller
    }

    private func activate(byEditing: Bool) {
        switch phase {
        case .inactive:
            // A dismissal that just ended still holds the presentation links until it
            // returns: present on the next frame.
            if presentingViewController != nil {
                scheduleActivation()
                return
            }
        case .presenting:
            phase = .presenting(deactivates: false)
            return
        case .active: return
        case .dismissing:
            phase = .dismissing(reactivates: true)
            return
        }
        guard searchBar.window != nil else { return }
        phase = .presenting(deactivates: false)
        announcedPresentation = false
        if let delegate {
            delegate.presentSearchController(self)
        } else {
            presentAutomatically()
        }
        // Refused (the context presents something else already) or not presented at all.
        guard presentingViewController != nil else {
            if case .presenting = phase { phase = .inactive }
            return
        }
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
        if automaticallyShowsScopeBar, !(searchBar.scopeButtonTitles ?? []).isEmpty {
            searchBar.showsScopeBar = true
        }
        hostItem?.searchBarIsCollapsed = false
        hostingNavigationController?.searchStateDidChange()
        updateResultsView()
        if !byEditing { searchResultsUpdater?.updateSearchResults(for: self) }
    }

    private func deactivate(clearingText: Bool) {
        switch phase {
        case .inactive:
            scheduledActivation = nil
            return
        case .presenting:
            phase = .presenting(deactivates: true)
            pendingClear = pendingClear || clearingText
            return
        case .active:
            break
        case .dismissing:
            phase = .dismissing(reactivates: false)
            return
        }
        pendingClear = clearingText
        dismiss(animated: false)
    }

    /// The activation waiting for the next frame, if any (its token: a newer one, or `nil`,
    /// cancels it).
    private var scheduledActivation: Int?
    private static var activationTokens = 0

    private func scheduleActivation() {
        guard scheduledActivation == nil, let window = searchBar.window else { return }
        SearchController.activationTokens &+= 1
        let token = SearchController.activationTokens
        scheduledActivation = token
        window.animator.completeNextFrame { [weak self] _ in
            guard let self, self.scheduledActivation == token else { return }
            self.scheduledActivation = nil
            self.activate(byEditing: false)
        }
    }

    /// The search bar is about to begin editing (its delegate allowed it): activates.
    func searchBarWillBeginEditing() {
        if phase == .inactive { activate(byEditing: true) }
    }

    /// The search bar began editing: the results update (UIKit: the bar became the first
    /// responder).
    func searchBarDidBeginEditing() {
        guard isActive else { return }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// The user changed the text.
    func searchBarTextDidChange() {
        updateResultsView()
        guard isActive else { return }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// The text was set in code: the results view shows or hides, no update.
    func searchBarTextWasSet() {
        updateResultsView()
    }

    func searchBarCancelButtonClicked() {
        deactivate(clearingText: true)
        if phase == .inactive { searchBar.text = "" }
    }

    /// Whether the results controller's view shows: active, and text or
    /// ``showsSearchResultsController``.
    var showsResults: Bool {
        guard searchResultsController != nil, phase == .active || isPresentingPhase else {
            return false
        }
        return showsSearchResultsController || !(searchBar.text ?? "").isEmpty
    }

    private var isPresentingPhase: Bool {
        if case .presenting = phase { return true }
        return false
    }

    /// Puts the results controller's view in or out of the view.
    func updateResultsView() {
        guard let container = viewIfLoaded as? SearchContainerView else { return }
        container.updateResults()
    }

    func dimmingViewTapped() {
        isActive = false
    }
}

/// A search controller's view: the dimming view and the results, below the search bar, over
/// the presentation context.
@MainActor
final class SearchContainerView: View {
    weak var searchController: SearchController?
    let dimmingView = View()

    override init(frame: CGRect) {
        super.init(frame: frame)
        dimmingView.debugName = "dimmingView"
        dimmingView.backgroundColor = Color(white: 0, alpha: 0.2)
        let tap = TapGestureRecognizer { [weak self] recognizer in
            guard recognizer.state == .ended else { return }
            self?.searchController?.dimmingViewTapped()
        }
        dimmingView.addGestureRecognizer(tap)
        addSubview(dimmingView)
    }

    /// The part the search covers: the context's view below the search bar, in this view's
    /// coordinates.
    var coveredRect: CGRect {
        guard let controller = searchController else { return .zero }
        var area = bounds
        if let contextView = (controller.coveredContext ?? controller.presentationContext)?
            .viewIfLoaded
        {
            // A context out of the window (a push covered it, as UIKit covers a context that
            // defines itself): nothing to cover until it comes back.
            guard contextView.window != nil, contextView.window === window else { return .zero }
            area = contextView.convert(contextView.bounds, to: self)
        }
        let bar = controller.searchBar
        var top = area.minY
        if bar.window != nil, bar.window === window {
            top = max(top, bar.convert(CGPoint(x: 0, y: bar.bounds.height), to: self).y)
        }
        top = min(top, area.maxY)
        return CGRect(x: area.minX, y: top, width: area.width, height: area.maxY - top)
    }

    /// The results view in or out, as the controller says.
    func updateResults() {
        guard let controller = searchController,
            let results = controller.searchResultsController
        else { return }
        if controller.showsResults {
            if results.view.superview !== self {
                results.view.frame = coveredRect
                addSubview(results.view)
            }
        } else if let view = results.viewIfLoaded, view.superview === self {
            view.removeFromSuperview()
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let covered = coveredRect
        dimmingView.isHidden = searchController?.obscuresBackgroundDuringPresentation != true
        dimmingView.frame = covered
        if let results = searchController?.searchResultsController?.viewIfLoaded,
            results.superview === self
        {
            results.frame = covered
        }
    }

    /// Touches above the search bar's bottom edge, or where neither the dimming view nor the
    /// results show, go through to the screen underneath.
    override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        guard coveredRect.contains(point) else { return nil }
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

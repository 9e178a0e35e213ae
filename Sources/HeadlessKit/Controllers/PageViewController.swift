import Foundation

/// A container that shows one page at a time and turns to the page before or after it under a
/// swipe, like `UIPageViewController`.
///
///     final class Onboarding: PageViewController, PageViewControllerDataSource {
///         let pages = ["Welcome", "Sync", "Done"].map(StepViewController.init)
///         init() {
///             super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
///             dataSource = self
///             setViewControllers([pages[0]], direction: .forward, animated: false)
///         }
///         func pageViewController(_ p: PageViewController,
///             viewControllerAfter viewController: ViewController) -> ViewController? {
///             pages.firstIndex(of: viewController).flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
///         }
///         // ... viewControllerBefore
///     }
///     window.rootViewController = Onboarding()
///     window.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -1200, y: 0))
///     window.settle()                          // "Sync" is on screen
///
/// The page on screen (``viewControllers``) is a child of the page view controller. When a
/// swipe starts towards a side, the ``dataSource`` is asked for the page on that side; if it
/// gives one, the ``delegate`` hears `willTransitionTo`, that page becomes a child and its view
/// comes in (the page on screen gets `viewWillDisappear`, the new one `viewWillAppear`). When
/// the scroll view comes to rest, the turn has completed (the old page gets
/// `viewDidDisappear` and leaves, the new one gets `viewDidAppear` and
/// `didMove(toParent:)`) or was cancelled (the pending page gets `viewWillDisappear` and
/// `viewDidDisappear` and leaves; the page that stayed gets `viewWillAppear` and
/// `viewDidAppear`), then the delegate hears `didFinishAnimating`. A page that leaves is no
/// longer held: the data source is asked again at the next swipe, as UIKit does.
///
/// The `.scroll` style is a paging ``ScrollView`` three pages long (plus the
/// ``OptionsKey/interPageSpacing`` gap per page) that holds at most three page views: after
/// each turn the new page moves to the middle and the offset with it, so the view pages
/// forever through a data source at the same cost per page. Paging follows the scroll view's
/// rules: a release past half a page or faster than ``ScrollView/pagingVelocityThreshold``
/// completes the turn, a shorter, slower one cancels it; a swipe turns one page at most; where
/// the data source returns `nil` the scroll view rubber-bands and bounces back. When the data
/// source gives a ``PageViewControllerDataSource/presentationCount(for:)`` above 0 (and the
/// orientation is horizontal), a ``PageControl`` shows the dots in a strip
/// ``indicatorHeight`` tall under the pages, as UIKit's scroll style does; it takes no taps.
///
/// The `.pageCurl` style is not animated: a pan on the view (``gestureRecognizers``) turns
/// the page when the finger lifts past half the view, or faster than the paging threshold,
/// towards the page (the new page's view is placed under the current one while the finger is
/// down). There are no taps on the edges and no two-page spreads: ``isDoubleSided`` is stored
/// only.
///
/// Right-to-left layouts are not modelled: `.forward` always goes right (or down).
@MainActor
open class PageViewController: ViewController {
    /// The height of the page indicator's strip under the pages: the ``PageControl``'s height
    /// (a model value; UIKit's strip is its own).
    public nonisolated static let indicatorHeight: CGFloat = 26

    /// How pages change, fixed at initialization, like `UIPageViewController.transitionStyle`.
    public let transitionStyle: TransitionStyle
    /// The axis pages follow, like `UIPageViewController.navigationOrientation`.
    public let navigationOrientation: NavigationOrientation
    /// Where the spine is, like `UIPageViewController.spineLocation`: `.none` for the `.scroll`
    /// style; for `.pageCurl` the ``OptionsKey/spineLocation`` option, `.min` by default.
    public let spineLocation: SpineLocation
    /// Whether a page-curl page has content on its back, like
    /// `UIPageViewController.isDoubleSided`. Stored only (there are no two-page spreads).
    public var isDoubleSided = false

    /// Gives the pages around the one on screen (held weakly). With none, swipes turn no page
    /// (the scroll style still rubber-bands), as UIKit's documentation says.
    public weak var dataSource: PageViewControllerDataSource? {
        didSet { updatePageIndicator() }
    }
    /// Hears the turns that gestures make (held weakly).
    public weak var delegate: PageViewControllerDelegate?

    /// The page on screen, like `UIPageViewController.viewControllers`: one controller, or
    /// none before the first ``setViewControllers(_:direction:animated:completion:)``. During a
    /// turn it is still the page the turn started from.
    public var viewControllers: [ViewController]? { current.map { [$0] } ?? [] }

    /// The recognizers that turn pages, like `UIPageViewController.gestureRecognizers`: the
    /// `.pageCurl` style's pan; empty for the `.scroll` style, whose scroll view's own pan
    /// does it (UIKit's list is empty for that style too).
    public var gestureRecognizers: [GestureRecognizer] { curlRecognizer.map { [$0] } ?? [] }

    // MARK: - State

    /// The gap between pages of the scroll style.
    let interPageSpacing: CGFloat
    /// The paging scroll view of the `.scroll` style.
    let pageScrollView: ScrollView?
    /// The dots of the `.scroll` style, in the view while the data source gives a count.
    let pageControl = PageControl()
    /// Whether the data source gives a count: the dots show.
    private(set) var showsPageIndicator = false
    private let curlRecognizer: PanGestureRecognizer?
    private let scrollDriver = PageScrollDriver()
    /// The page on screen.
    private(set) var current: ViewController?
    /// The turn under way, if any.
    private(set) var turn: PageTurn?
    /// How many changes (turns starting or ending, page swaps) are running inside one
    /// another: a `setViewControllers` asked for from their callbacks waits in
    /// ``queuedChanges`` until the outermost returns.
    private var changeDepth = 0
    private var queuedChanges: [QueuedChange] = []
    /// Whether the data source said there is no page before / after the current one (the
    /// scroll view stops there); forgotten at rest.
    private var endsBefore = false
    private var endsAfter = false
    /// Whether this controller is moving the scroll view itself (its callbacks are ignored).
    private var isAdjustingScroll = false
    /// The slot (page plus gap) the scroll view was last laid out with.
    private var laidOutSlot: CGFloat = 0
    /// What paging cost, for tests: data-source questions, page views added and removed, the
    /// most page views ever in the view at once.
    var statistics = PageStatistics()

    // MARK: - Initializers

    /// Makes a page view controller, like
    /// `UIPageViewController(transitionStyle:navigationOrientation:options:)`.
    ///
    /// - Precondition: an ``OptionsKey/interPageSpacing`` value is finite (a negative one
    ///   counts as 0); a value of another type than a number is ignored.
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        interPageSpacing = PageViewController.spacing(from: options?[.interPageSpacing])
        switch style {
        case .scroll:
            spineLocation = .none
            let scroll = ScrollView(frame: .zero)
            scroll.isPagingEnabled = true
            scroll.showsHorizontalScrollIndicator = false
            scroll.showsVerticalScrollIndicator = false
            scroll.scrollsToTop = false
            scroll.contentInsetAdjustmentBehavior = .never
            pageScrollView = scroll
            curlRecognizer = nil
        case .pageCurl:
            spineLocation = PageViewController.spine(from: options?[.spineLocation])
            pageScrollView = nil
            curlRecognizer = PanGestureRecognizer()
        }
        super.init(nibName: nil, bundle: nil)
        scrollDriver.pageViewController = self
        pageScrollView?.delegate = scrollDriver
        pageControl.isUserInteractionEnabled = false
        curlRecognizer?.name = "pageCurl"
        curlRecognizer?.addTarget { [weak self] recognizer in
            self?.curlPanChanged(recognizer as! PanGestureRecognizer)
        }
    }

    /// Makes a page-curl, horizontal page view controller, UIKit's defaults (both arguments
    /// are ignored).
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)
    {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: nil)
    }

    private static func spacing(from value: Any?) -> CGFloat {
        let spacing: CGFloat
        switch value {
        case let number as CGFloat: spacing = number
        case let number as Double: spacing = CGFloat(number)
        case let number as Float: spacing = CGFloat(number)
        case let number as Int: spacing = CGFloat(number)
        case let number as NSNumber: spacing = CGFloat(number.doubleValue)
        default: spacing = 0
        }
        precondition(
            spacing.isFinite,
            "PageViewController.init: options[.interPageSpacing] \(spacing) is not finite")
        return max(0, spacing)
    }

    private static func spine(from value: Any?) -> SpineLocation {
        switch value {
        case let location as SpineLocation: location
        case let raw as Int: SpineLocation(rawValue: raw) ?? .min
        case let number as NSNumber: SpineLocation(rawValue: number.intValue) ?? .min
        default: .min
        }
    }

    // MARK: - Setting the page

    /// Shows `viewControllers`' page, like
    /// `UIPageViewController.setViewControllers(_:direction:animated:completion:)`.
    ///
    /// Animated, in a window, with a page on screen and the `.scroll` style, the new page
    /// scrolls in from the side `direction` gives (0.3 s of the window's clock,
    /// ``ScrollView/scrollAnimationDuration``) and the view takes no touches meanwhile;
    /// otherwise (or for `.pageCurl`, or under a finger) the page changes within the call.
    /// `completion` runs once, when the new page is on screen: with `true`, or with `false`
    /// when a later change cut its animation short (the page is on screen all the same; UIKit
    /// documents `false` for an animation that was skipped). The ``delegate`` is not told,
    /// as in UIKit. The data source is asked for
    /// ``PageViewControllerDataSource/presentationCount(for:)`` and
    /// ``PageViewControllerDataSource/presentationIndex(for:)`` after it.
    ///
    /// A turn under way ends first: one a swipe drives is cancelled (its delegate hears
    /// `finished` and `transitionCompleted` false), an animated one jumps to its end. Asked
    /// for from a
    /// callback of a page change (an appearance callback, the delegate, a completion), the
    /// change waits until that change returns, then runs.
    ///
    /// - Precondition: exactly one controller (UIKit raises "The number of view controllers
    ///   provided doesn't match the number required for the requested transition"), which is
    ///   not the child of another container (UIKit raises a view controller hierarchy
    ///   inconsistency).
    open func setViewControllers(
        _ viewControllers: [ViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        let list = viewControllers ?? []
        precondition(
            list.count == 1,
            "PageViewController.setViewControllers: the number of view controllers provided (\(list.count)) doesn't match the number required (1) for the requested transition (\(shortDescription))"
        )
        check(list[0], parameter: "viewControllers[0]", in: "setViewControllers")
        let change = QueuedChange(
            page: list[0], direction: direction, animated: animated, completion: completion)
        guard changeDepth == 0 else {
            queuedChanges.append(change)
            return
        }
        apply(change)
    }

    private func apply(_ change: QueuedChange) {
        changing {
            endTurnInFlight()
            let page = change.page
            check(page, parameter: "viewControllers[0]", in: "setViewControllers")
            if page === current {
                updatePageIndicator()
                change.completion?(true)
                return
            }
            // Under a finger the page changes at once (the drag goes on from it).
            if change.animated, let scroll = pageScrollView, current != nil,
                scroll.window != nil, slotLength > 0, !scroll.isTracking, !scroll.isDragging
            {
                forgetEnds()
                beginTurn(to: page, direction: change.direction, origin: .code(change.completion))
                updatePageIndicator()
                let target = offset(forSlot: change.direction == .forward ? 2 : 0)
                scroll.setContentOffset(target, animated: true)
                return
            }
            swapPage(to: page)
            updatePageIndicator()
            change.completion?(true)
        }
    }

    /// Stops, naming the parameter, where UIKit raises on a page given to it.
    private func check(_ page: ViewController, parameter: String, in method: String) {
        if let parent = page.parent, parent !== self {
            preconditionFailure(
                "PageViewController.\(method): \(parameter) \(page.shortDescription) is a child of \(parent.shortDescription); remove it from its parent before giving it to \(shortDescription)"
            )
        }
    }

    // MARK: - View

    /// Makes the view: the paging scroll view (and the page indicator) of the `.scroll`
    /// style, or the page itself for `.pageCurl`, with the current page's view. Do not
    /// override it: the page view controller lays out its own view.
    open override func loadView() {
        let container = PageViewControllerView()
        container.pageViewController = self
        view = container
        if let scroll = pageScrollView { container.addSubview(scroll) }
        if showsPageIndicator { container.addSubview(pageControl) }
        if let curlRecognizer { container.addGestureRecognizer(curlRecognizer) }
        if let current { install(current, inSlot: 1) }
        layoutPages()
    }

    /// The view that holds the page views: the scroll view, or the controller's view.
    private var pageHost: View? {
        guard let container = viewIfLoaded else { return nil }
        return pageScrollView ?? container
    }

    /// Whether the pages run left to right.
    private var isHorizontal: Bool { navigationOrientation == .horizontal }

    /// The length of one page plus its gap along the axis: the scroll view's page size.
    private var slotLength: CGFloat {
        guard let scroll = pageScrollView else { return 0 }
        return isHorizontal ? scroll.bounds.width : scroll.bounds.height
    }

    /// The offset that shows slot `index` (0: before, 1: the middle, 2: after).
    private func offset(forSlot index: Int) -> CGPoint {
        let along = CGFloat(index) * slotLength
        return isHorizontal ? CGPoint(x: along, y: 0) : CGPoint(x: 0, y: along)
    }

    /// The frame of a page view in slot `index`, in the host's coordinates.
    private func pageFrame(inSlot index: Int) -> CGRect {
        guard let scroll = pageScrollView else { return viewIfLoaded?.bounds ?? .zero }
        let size = scroll.bounds.size
        let gap = interPageSpacing
        let along = CGFloat(index) * slotLength + gap / 2
        return isHorizontal
            ? CGRect(x: along, y: 0, width: max(0, size.width - gap), height: size.height)
            : CGRect(x: 0, y: along, width: size.width, height: max(0, size.height - gap))
    }

    /// How far the scroll view is from the middle slot, along the axis.
    private var offsetFromMiddle: CGFloat {
        guard let scroll = pageScrollView else { return 0 }
        let offset = scroll.contentOffset
        return (isHorizontal ? offset.x : offset.y) - slotLength
    }

    /// Lays out the scroll view, the indicator and the pages (the view's `layoutSubviews`).
    func layoutPages() {
        guard let container = viewIfLoaded else { return }
        let bounds = container.bounds
        guard let scroll = pageScrollView else {
            for page in [current, turn?.to] {
                if let view = page?.viewIfLoaded, view.superview === container,
                    view.frame != bounds
                {
                    view.frame = bounds
                }
            }
            return
        }
        var area = bounds
        if pageControl.superview === container {
            let height = min(PageViewController.indicatorHeight, bounds.height)
            area.size.height = bounds.height - height
            pageControl.frame = CGRect(
                x: bounds.minX, y: area.maxY, width: bounds.width, height: height)
        }
        let gap = interPageSpacing
        let frame =
            isHorizontal
            ? CGRect(
                x: area.minX - gap / 2, y: area.minY, width: area.width + gap, height: area.height)
            : CGRect(
                x: area.minX, y: area.minY - gap / 2, width: area.width, height: area.height + gap)
        // Where the offset is, in pages, before the page size changes.
        let oldSlot = laidOutSlot
        let along = isHorizontal ? scroll.contentOffset.x : scroll.contentOffset.y
        let pages = oldSlot > 0 ? along / oldSlot : 1
        if scroll.frame != frame { scroll.frame = frame }
        let slot = slotLength
        let content =
            isHorizontal
            ? CGSize(width: 3 * slot, height: frame.height)
            : CGSize(width: frame.width, height: 3 * slot)
        if scroll.contentSize != content { scroll.contentSize = content }
        placePageViews()
        guard slot != laidOutSlot else { return }
        // A new page size: the offset keeps its place in pages (the middle, at rest).
        laidOutSlot = slot
        adjustScroll {
            updateEndInsets()
            let along = pages * slot
            scroll.contentOffset = isHorizontal ? CGPoint(x: along, y: 0) : CGPoint(x: 0, y: along)
        }
    }

    /// Puts the current page's view in the middle slot and a pending page's on its side.
    private func placePageViews() {
        guard let host = pageHost else { return }
        if let view = current?.viewIfLoaded, view.superview === host {
            let frame = pageFrame(inSlot: 1)
            if view.frame != frame { view.frame = frame }
        }
        if let turn, let view = turn.to.viewIfLoaded, view.superview === host {
            let frame = pageFrame(inSlot: turn.direction == .forward ? 2 : 0)
            if view.frame != frame { view.frame = frame }
        }
    }

    /// Puts `page`'s view in the host, in slot `index` (for `.pageCurl`, under the current
    /// page when it is a pending one).
    private func install(_ page: ViewController, inSlot index: Int) {
        guard let host = pageHost else { return }
        let view = page.view!
        view.autoresizingMask = []
        view.frame = pageFrame(inSlot: index)
        if pageScrollView == nil && index != 1 {
            host.insertSubview(view, at: 0)
        } else {
            host.addSubview(view)
        }
        statistics.pageViewsAdded += 1
        // The host holds only page views (the scroll view, or the page-curl style's view).
        statistics.mostPageViews = max(statistics.mostPageViews, host.subviews.count)
    }

    /// Removes a page's view from the host if it is there.
    private func uninstall(_ view: View?) {
        guard let view, view.superview === pageHost else { return }
        view.removeFromSuperview()
        statistics.pageViewsRemoved += 1
    }

    /// Moves the scroll view without reacting to its callbacks.
    private func adjustScroll(_ body: () -> Void) {
        let was = isAdjustingScroll
        isAdjustingScroll = true
        defer { isAdjustingScroll = was }
        body()
    }

    /// Lets the scroll view go past the middle slot only on the sides that may have a page.
    private func updateEndInsets() {
        guard let scroll = pageScrollView else { return }
        let slot = slotLength
        let before = endsBefore ? -slot : 0
        let after = endsAfter ? -slot : 0
        let inset =
            isHorizontal
            ? EdgeInsets(top: 0, left: before, bottom: 0, right: after)
            : EdgeInsets(top: before, left: 0, bottom: after, right: 0)
        guard scroll.contentInset != inset else { return }
        // A scroll view resting at its leading edge follows a new inset (UIKit keeps a list
        // at its top): the pages stay where they are.
        let offset = scroll.contentOffset
        scroll.contentInset = inset
        if scroll.contentOffset != offset { scroll.contentOffset = offset }
    }

    private func forgetEnds() {
        guard endsBefore || endsAfter else { return }
        endsBefore = false
        endsAfter = false
        adjustScroll { updateEndInsets() }
    }

    // MARK: - Page indicator

    private func updatePageIndicator() {
        guard transitionStyle == .scroll, isHorizontal else { return }
        var count = 0
        if current != nil, let dataSource {
            count = max(0, dataSource.presentationCount(for: self))
            if count > 0 {
                pageControl.numberOfPages = count
                pageControl.currentPage = dataSource.presentationIndex(for: self)
            }
        }
        let shows = count > 0
        guard shows != showsPageIndicator else { return }
        showsPageIndicator = shows
        guard let container = viewIfLoaded else { return }
        if shows {
            container.addSubview(pageControl)
        } else {
            pageControl.removeFromSuperview()
        }
        container.setNeedsLayout()
        layoutPages()
    }

    // MARK: - Changes

    /// Runs `body` as a change: a `setViewControllers` asked for meanwhile waits until the
    /// outermost change returns, then runs, in the order asked.
    private func changing(_ body: () -> Void) {
        changeDepth += 1
        body()
        changeDepth -= 1
        while changeDepth == 0, !queuedChanges.isEmpty {
            apply(queuedChanges.removeFirst())
        }
    }

    /// Ends the turn under way: one a gesture drives is cancelled, an animated one completes.
    private func endTurnInFlight() {
        guard let turn else { return }
        if let scroll = pageScrollView {
            // Stop the deceleration or animation where it is (a finger keeps dragging).
            adjustScroll { scroll.setContentOffset(scroll.contentOffset, animated: false) }
        }
        if turn.isGesture {
            cancelTurn(turn, finished: false)
        } else {
            completeTurn(turn, finished: false)
        }
    }

    /// Replaces the page on screen at once: UIKit's order of callbacks (old
    /// `viewWillDisappear`, new `viewWillAppear`, old `viewDidDisappear`, new
    /// `viewDidAppear`), and the containment calls.
    private func swapPage(to page: ViewController) {
        let old = current
        addChild(page)
        old?.willMove(toParent: nil)
        current = page
        endsBefore = false
        endsAfter = false
        if let host = pageHost {
            let oldView = old?.viewIfLoaded.flatMap { $0.superview === host ? $0 : nil }
            if host.window != nil {
                let appearance = AppearanceTransition(animated: false, defersAppearance: true)
                appearance.perform {
                    if let oldView {
                        for controller in PageViewController.controllers(under: oldView) {
                            controller.viewWillMove(toWindow: nil)
                        }
                    }
                    install(page, inSlot: 1)
                    uninstall(oldView)
                }
                page.view.layoutIfNeeded()
                appearance.finishWaiting()
            } else {
                uninstall(oldView)
                install(page, inSlot: 1)
            }
            if let scroll = pageScrollView {
                adjustScroll {
                    updateEndInsets()
                    // Stops a bounce under way (a finger keeps dragging from the middle).
                    scroll.setContentOffset(offset(forSlot: 1), animated: false)
                }
            }
        }
        old?.removeFromParent()
        page.didMove(toParent: self)
    }

    /// The page on the `direction` side of the current one, from the data source; `nil` at an
    /// end, without a data source, or when the data source gives the page already on screen
    /// (recorded as a diagnostic).
    private func neighbour(_ direction: NavigationDirection) -> ViewController? {
        guard let dataSource, let current else { return nil }
        statistics.dataSourceQueries += 1
        let page: ViewController?
        let method: String
        switch direction {
        case .forward:
            page = dataSource.pageViewController(self, viewControllerAfter: current)
            method = "pageViewController(_:viewControllerAfter:)"
        case .reverse:
            page = dataSource.pageViewController(self, viewControllerBefore: current)
            method = "pageViewController(_:viewControllerBefore:)"
        }
        guard let page else { return nil }
        if page === current {
            viewIfLoaded?.window?.record(
                .pageDataSourceReturnedCurrentPage,
                "The data source's \(method) returned \(page.shortDescription), the page already on screen; \(shortDescription) treats it as the end of the pages"
            )
            return nil
        }
        check(page, parameter: "\(method)'s result", in: "dataSource")
        return page
    }

    /// Starts a turn to `page`: it becomes a child, the delegate hears `willTransitionTo` (for
    /// a gesture), the page on screen gets `viewWillDisappear` and the new page's view comes
    /// in beside it (`viewWillAppear`; its `viewDidAppear` waits for the end).
    private func beginTurn(
        to page: ViewController, direction: NavigationDirection, origin: PageTurn.Origin
    ) {
        guard let from = current, let host = pageHost else { return }
        addChild(page)
        let turn = PageTurn(
            from: from, to: page, direction: direction, origin: origin,
            appearance: AppearanceTransition(animated: true, defersAppearance: true))
        self.turn = turn
        if turn.isGesture { delegate?.pageViewController(self, willTransitionTo: [page]) }
        let fromView = from.viewIfLoaded.flatMap { $0.superview === host ? $0 : nil }
        turn.appearance.perform {
            if let fromView, fromView.window != nil {
                for controller in PageViewController.controllers(under: fromView) {
                    controller.viewWillMove(toWindow: nil)
                }
            }
            install(page, inSlot: direction == .forward ? 2 : 0)
        }
    }

    /// Ends `turn` on its new page: the new page moves to the middle slot with the offset (no
    /// visible change), the old page's view leaves (`viewDidDisappear`), the new page gets
    /// `viewDidAppear`, the containment calls, then the delegate or the completion.
    private func completeTurn(_ turn: PageTurn, finished: Bool) {
        guard self.turn === turn else { return }
        self.turn = nil
        let old = turn.from
        let page = turn.to
        current = page
        old.willMove(toParent: nil)
        endsBefore = false
        endsAfter = false
        placePageViews()
        if let scroll = pageScrollView {
            adjustScroll {
                updateEndInsets()
                scroll.contentOffset = offset(forSlot: 1)
            }
        }
        if let oldView = old.viewIfLoaded, oldView.superview === pageHost {
            let inWindow = oldView.window != nil
            AppearanceTransition(animated: true, defersAppearance: false).perform {
                uninstall(oldView)
            }
            if !inWindow {
                // The window went away meanwhile: balance the callbacks.
                for controller in PageViewController.controllers(under: oldView) {
                    controller.viewDidMoveToWindow(animated: true)
                }
            }
        }
        turn.appearance.finishWaiting()
        old.removeFromParent()
        page.didMove(toParent: self)
        switch turn.origin {
        case .gesture:
            if showsPageIndicator {
                pageControl.currentPage += turn.direction == .forward ? 1 : -1
            }
            delegate?.pageViewController(
                self, didFinishAnimating: finished, previousViewControllers: [old],
                transitionCompleted: true)
        case .code(let completion):
            completion?(finished)
        }
    }

    /// Undoes `turn`, in UIKit's order for a cancelled transition: the offset comes back to
    /// the middle slot unless `recentring` is false, the pending page disappears
    /// (`viewWillDisappear`, `viewDidDisappear`) and leaves, the page that stays appears again
    /// (`viewWillAppear`, `viewDidAppear`), then the delegate or the completion.
    private func cancelTurn(_ turn: PageTurn, finished: Bool, recentring: Bool = true) {
        guard self.turn === turn else { return }
        self.turn = nil
        turn.appearance.waiting = []
        let pending = turn.to
        pending.willMove(toParent: nil)
        if recentring, let scroll = pageScrollView {
            adjustScroll { scroll.contentOffset = offset(forSlot: 1) }
        }
        let host = pageHost
        let pendingView = pending.viewIfLoaded.flatMap { $0.superview === host ? $0 : nil }
        let stayingView = turn.from.viewIfLoaded.flatMap { $0.superview === host ? $0 : nil }
        AppearanceTransition(animated: true, defersAppearance: false).perform {
            if let pendingView {
                if pendingView.window != nil {
                    for controller in PageViewController.controllers(under: pendingView) {
                        controller.viewWillMove(toWindow: nil)
                    }
                }
                uninstall(pendingView)
            }
            if let stayingView, let window = stayingView.window {
                let controllers = PageViewController.controllers(under: stayingView)
                for controller in controllers { controller.viewWillMove(toWindow: window) }
                ViewController.viewsDidMoveToWindow(controllers)
            }
        }
        pending.removeFromParent()
        switch turn.origin {
        case .gesture:
            delegate?.pageViewController(
                self, didFinishAnimating: finished, previousViewControllers: [turn.from],
                transitionCompleted: false)
        case .code(let completion):
            completion?(false)
        }
    }

    /// Whether an animated `setViewControllers` is scrolling (the view takes no touches).
    var isAnimatingCodeTurn: Bool {
        guard let turn else { return false }
        return !turn.isGesture
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

    // MARK: - The scroll style's gestures (from the scroll view's delegate)

    /// A drag begins: a turn whose motion a touch caught right on a page ends first (no rest
    /// call came), then the data source is asked for the page the finger moves towards.
    func scrollWillBeginDragging() {
        guard changeDepth == 0, !isAdjustingScroll, let scroll = pageScrollView, slotLength > 0
        else { return }
        if turn != nil {
            let distance = offsetFromMiddle
            if abs(distance) < 0.5 || abs(abs(distance) - slotLength) < 0.5 {
                scrollCameToRest()
            }
        }
        guard turn == nil else { return }
        let translation = scroll.panGestureRecognizer.translation(in: scroll)
        let along = isHorizontal ? translation.x : translation.y
        if along < 0 {
            prepareTurn(.forward)
        } else if along > 0 {
            prepareTurn(.reverse)
        }
    }

    /// The offset moved: past the middle towards a side with no turn, the turn to that side
    /// starts (a turn to the other side is cancelled first).
    func scrollDidScroll() {
        guard changeDepth == 0, !isAdjustingScroll, current != nil, slotLength > 0 else { return }
        let distance = offsetFromMiddle
        guard distance != 0 else { return }
        let side: NavigationDirection = distance > 0 ? .forward : .reverse
        if let turn {
            guard turn.direction != side, turn.isGesture else { return }
            // The finger is past the middle on the other side: the offset stays under it.
            changing { cancelTurn(turn, finished: false, recentring: false) }
        }
        prepareTurn(side)
    }

    /// Asks for the page on `side` (once per gesture for an end) and starts the turn to it;
    /// with none, the scroll view stops at the middle slot on that side.
    private func prepareTurn(_ side: NavigationDirection) {
        guard turn == nil, side == .forward ? !endsAfter : !endsBefore else { return }
        changing {
            if let page = neighbour(side) {
                guard turn == nil else { return }
                beginTurn(to: page, direction: side, origin: .gesture)
            } else {
                if side == .forward { endsAfter = true } else { endsBefore = true }
                adjustScroll { updateEndInsets() }
            }
        }
    }

    /// The scroll view came to rest: a turn completes if it rests on the turn's page, and is
    /// cancelled otherwise; the ends are forgotten (the next swipe asks again).
    func scrollCameToRest() {
        guard changeDepth == 0, !isAdjustingScroll, pageScrollView != nil, slotLength > 0
        else { return }
        changing {
            if let turn {
                let target = turn.direction == .forward ? slotLength : -slotLength
                if abs(offsetFromMiddle - target) < 0.5 {
                    completeTurn(turn, finished: true)
                } else {
                    cancelTurn(turn, finished: true)
                }
            } else if offsetFromMiddle != 0, let scroll = pageScrollView {
                adjustScroll { scroll.contentOffset = offset(forSlot: 1) }
            }
            forgetEnds()
        }
    }

    // MARK: - The page-curl style's pan

    private func curlPanChanged(_ pan: PanGestureRecognizer) {
        guard changeDepth == 0, let container = viewIfLoaded else { return }
        let translation = pan.translation(in: container)
        let along = isHorizontal ? translation.x : translation.y
        switch pan.state {
        case .began:
            guard turn == nil, current != nil, along != 0 else { return }
            let side: NavigationDirection = along < 0 ? .forward : .reverse
            changing {
                if let page = neighbour(side), turn == nil {
                    beginTurn(to: page, direction: side, origin: .gesture)
                }
            }
        case .ended:
            guard let turn, turn.isGesture else { return }
            let length = isHorizontal ? container.bounds.width : container.bounds.height
            let sign: CGFloat = turn.direction == .forward ? -1 : 1
            let progress = length > 0 ? sign * along / length : 0
            let velocity = pan.velocity(in: container)
            let speed = sign * (isHorizontal ? velocity.x : velocity.y)
            let threshold = ScrollView.pagingVelocityThreshold
            let completes = speed > threshold || (progress > 0.5 && speed >= -threshold)
            changing {
                if completes {
                    completeTurn(turn, finished: true)
                } else {
                    cancelTurn(turn, finished: true)
                }
            }
        case .cancelled, .failed:
            guard let turn, turn.isGesture else { return }
            changing { cancelTurn(turn, finished: true) }
        default:
            break
        }
    }
}

/// A `setViewControllers` waiting for the change under way to return.
struct QueuedChange {
    let page: ViewController
    let direction: PageViewController.NavigationDirection
    let animated: Bool
    let completion: ((Bool) -> Void)?
}

/// A page turn under way: the page it starts from, the page it goes to, and what started it.
@MainActor
final class PageTurn {
    enum Origin {
        /// A swipe: the delegate hears of it.
        case gesture
        /// An animated `setViewControllers`: its completion hears of it.
        case code(((Bool) -> Void)?)
    }

    let from: ViewController
    let to: ViewController
    let direction: PageViewController.NavigationDirection
    let origin: Origin
    /// The appearance callbacks of its start (the new page's `viewDidAppear` waits in it).
    let appearance: AppearanceTransition

    init(
        from: ViewController, to: ViewController,
        direction: PageViewController.NavigationDirection, origin: Origin,
        appearance: AppearanceTransition
    ) {
        self.from = from
        self.to = to
        self.direction = direction
        self.origin = origin
        self.appearance = appearance
    }

    var isGesture: Bool {
        if case .gesture = origin { return true }
        return false
    }
}

/// What paging cost, counted for tests.
struct PageStatistics: Equatable {
    /// Questions asked of the data source for a neighbouring page.
    var dataSourceQueries = 0
    /// Page views put in the view.
    var pageViewsAdded = 0
    /// Page views taken out of the view.
    var pageViewsRemoved = 0
    /// The most page views in the view at once.
    var mostPageViews = 0
}

/// The scroll style's scroll view delegate: hands the callbacks to the page view controller
/// (which does not conform to ``ScrollViewDelegate`` itself, as in UIKit).
@MainActor
final class PageScrollDriver: ScrollViewDelegate {
    weak var pageViewController: PageViewController?

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        pageViewController?.scrollWillBeginDragging()
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        pageViewController?.scrollDidScroll()
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { pageViewController?.scrollCameToRest() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        pageViewController?.scrollCameToRest()
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        pageViewController?.scrollCameToRest()
    }
}

/// A page view controller's view: it lays out the pages, and takes no touches while an
/// animated `setViewControllers` scrolls.
@MainActor
final class PageViewControllerView: View {
    weak var pageViewController: PageViewController?

    override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        if pageViewController?.isAnimatingCodeTurn == true { return nil }
        return super.hitTest(point, with: event)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        pageViewController?.layoutPages()
    }
}

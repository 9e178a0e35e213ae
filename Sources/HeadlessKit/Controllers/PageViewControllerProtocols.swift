import Foundation

/// What a ``PageViewController`` asks for its pages, like `UIPageViewControllerDataSource`.
///
/// The page view controller asks for the neighbour of the page on screen when a swipe starts
/// towards it, and again at the next swipe: keep your pages in an array (or make new ones), and
/// return `nil` at either end. The two presentation methods give the page indicator of the
/// `.scroll` style; their defaults return 0, which means "no page indicator".
@MainActor
public protocol PageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or `nil` at the first page, like
    /// `pageViewController(_:viewControllerBefore:)`.
    func pageViewController(
        _ pageViewController: PageViewController,
        viewControllerBefore viewController: ViewController
    ) -> ViewController?
    /// The page after `viewController`, or `nil` at the last page, like
    /// `pageViewController(_:viewControllerAfter:)`.
    func pageViewController(
        _ pageViewController: PageViewController,
        viewControllerAfter viewController: ViewController
    ) -> ViewController?
    /// The number of dots of the page indicator, like `presentationCount(for:)`; asked after
    /// each `setViewControllers`. 0 (the default) shows no indicator.
    func presentationCount(for pageViewController: PageViewController) -> Int
    /// The dot of the page shown, like `presentationIndex(for:)`; asked after each
    /// `setViewControllers`. After a swipe the indicator moves by one dot on its own, as
    /// UIKit's documentation says. 0 by default.
    func presentationIndex(for pageViewController: PageViewController) -> Int
}

extension PageViewControllerDataSource {
    /// No page indicator.
    public func presentationCount(for pageViewController: PageViewController) -> Int { 0 }
    /// The first dot.
    public func presentationIndex(for pageViewController: PageViewController) -> Int { 0 }
}

/// What a ``PageViewController`` tells about the page turns a gesture drives, like
/// `UIPageViewControllerDelegate`. Turns made by
/// ``PageViewController/setViewControllers(_:direction:animated:completion:)`` call its
/// completion instead, as in UIKit. Both methods do nothing by default.
/// (`spineLocationFor` and the interface-orientation methods are not there.)
@MainActor
public protocol PageViewControllerDelegate: AnyObject {
    /// A swipe began to turn to `pendingViewControllers`, like
    /// `pageViewController(_:willTransitionTo:)`.
    func pageViewController(
        _ pageViewController: PageViewController,
        willTransitionTo pendingViewControllers: [ViewController])
    /// The turn a swipe began has ended, like
    /// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`:
    /// `completed` is `false` when it was cancelled (the previous page stays), `finished` is
    /// `false` when it did not come to rest on its own (the finger turned to the other side,
    /// or a `setViewControllers` cut it short). `previousViewControllers` holds the page
    /// shown before the turn.
    func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool)
}

extension PageViewControllerDelegate {
    /// Does nothing.
    public func pageViewController(
        _ pageViewController: PageViewController,
        willTransitionTo pendingViewControllers: [ViewController]
    ) {}
    /// Does nothing.
    public func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool
    ) {}
}

extension PageViewController {
    /// How pages change, like `UIPageViewController.TransitionStyle`.
    public enum TransitionStyle: Int, Sendable {
        /// A page turn. Here it is not animated: a swipe (a pan) decides, when the finger
        /// lifts, whether the next page replaces the current one at once.
        case pageCurl
        /// Pages side by side in a paging scroll view that follows the finger.
        case scroll
    }

    /// The axis pages follow, like `UIPageViewController.NavigationOrientation`.
    public enum NavigationOrientation: Int, Sendable {
        /// Left to right (right-to-left layouts are not modelled).
        case horizontal
        /// Top to bottom.
        case vertical
    }

    /// Which way a page change goes, like `UIPageViewController.NavigationDirection`.
    public enum NavigationDirection: Int, Sendable {
        /// To the page after: it comes in from the right (or the bottom).
        case forward
        /// To the page before: it comes in from the left (or the top).
        case reverse
    }

    /// Where the spine of a page-curl book is, like `UIPageViewController.SpineLocation`.
    public enum SpineLocation: Int, Sendable {
        /// No spine: the `.scroll` style.
        case none
        /// The left (or top) edge.
        case min
        /// The middle (two pages at a time; not modelled).
        case mid
        /// The right (or bottom) edge.
        case max
    }

    /// The keys of the `options` of ``init(transitionStyle:navigationOrientation:options:)``,
    /// like `UIPageViewController.OptionsKey`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The gap between pages of the `.scroll` style, in points (a number: `Int`,
        /// `Double`, `CGFloat` or `NSNumber`), like `UIPageViewController.OptionsKey.interPageSpacing`.
        public static let interPageSpacing = OptionsKey(
            rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
        /// The spine of the `.pageCurl` style (a ``SpineLocation``); stored, read back by
        /// ``PageViewController/spineLocation``.
        public static let spineLocation = OptionsKey(
            rawValue: "UIPageViewControllerOptionSpineLocationKey")
    }
}

extension Diagnostic.Kind {
    /// A page view controller's data source returned the page already on screen as its
    /// neighbour; the page view controller treated it as the end of the pages.
    public static let pageDataSourceReturnedCurrentPage = Diagnostic.Kind(
        rawValue: "page-data-source-returned-current-page")
}

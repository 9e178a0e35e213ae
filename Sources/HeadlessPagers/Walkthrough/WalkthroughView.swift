import Foundation
import HeadlessKit

/// FOLIO's onboarding walkthrough: pages swiped sideways while a phone slides in and its screen
/// scrolls in step with the captions (the FOLIO walkthrough article, reading
/// `Folio-UI-Collection`).
///
///     +- WalkthroughView ----------------------------------------+
///     | +- outer (paging, takes the drags) -------------------+  |  pages[0..<pageCount]
///     | | page0 | page1 | page2 | ...                         |  |
///     | +-----------------------------------------------------+  |
///     | +- inner (follows; above outer, no touches) ----------+  |  inner.x = min(x, W)
///     | | logoPage | phonePage                                |  |
///     | |          |  +- bezelImageView (phone frame) -+      |  |
///     | |          |  | +- bezel (follows) ----------+ |      |  |  bezel.x = max(0, min(
///     | |          |  | | screen0 | screen1 | ...    | |      |  |    (x - W)·bezel.w / W,
///     | |          |  | +----------------------------+ |      |  |    bezel.content.w - bezel.w))
///     | +-----------------------------------------------------+  |
///     | +- footer (above inner) ------------------------------+  |
///     | |  pageControl  . o . . .                             |  |  page on didEndDecelerating:
///     | +-----------------------------------------------------+  |  floor((x - W/2)/W) + 1
///     +----------------------------------------------------------+
///
/// Only ``outerScrollView`` takes touches; ``innerScrollView`` and ``bezelScrollView`` follow
/// it through ``LinkedScrollViews`` (their user interaction is off, so a drag on the phone
/// reaches the outer view below). From outer page 0 to 1 the phone slides in with the page;
/// from page 1 on it stays put and its screen shows bezel page p − 1 for outer page p.
///
///     let walkthrough = WalkthroughView(pageCount: 5)
///     walkthrough.frame = window.bounds
///     walkthrough.pages[1].addSubview(caption)               // the caller's page content
///     walkthrough.screens[0].image = Image(named: "screen2", size: CGSize(width: 750, height: 1334))
///     window.addSubview(walkthrough)
///
/// Layout is by hand in `layoutSubviews` (no Auto Layout yet), from FOLIO's storyboard at its
/// 375×647 reference size (375×667 less the 20 pt status bar; headless windows have no safe
/// area), with horizontal lengths scaled by `width / 375` and vertical ones by `height / 647`
/// (rounded to whole points):
///
/// | view | reference frame |
/// | --- | --- |
/// | outer scroll view | (0, 0, 375, 525), one page per `pageCount`, each 375×525 |
/// | inner scroll view | (0, 0, 375, 647), two pages (logo, phone), each 375×647 |
/// | bezel scroll view | (29.25, 215, 316.5, 616) in the phone page: 0.844 of the width, centred |
/// | bezel image view | the bezel scroll view grown by 12 left and right and 15 on top |
/// | footer | (0, 525, 375, 122), white, above the inner view |
/// | page control | (0, 6, 375, 26) in the footer |
///
/// So `bezel.width / W` is 0.844 at every size, and the reference numbers of
/// WalkthroughViewTests hold at 375 wide. Two choices of ours: the screen width is 316.5 (the
/// bezel scroll view's width in FOLIO's storyboard), not the phone image's storyboard margins
/// (32 pt each side would give 287); and the phone's top (215) is ours, as FOLIO's source gives
/// no caption height: below a caption band, its lower part hidden by the footer and clipped by
/// the inner view, as in FOLIO's screenshots.
///
/// Unlike FOLIO's screen, a resize re-applies the follower rules at once (FOLIO waits for the
/// next scroll) and keeps the page: the outer offset becomes the same page at the new width.
/// And a drag released exactly on a page (no deceleration) also updates the page control.
///
/// Do not replace `outerScrollView.delegate`: the walkthrough listens there for the end of
/// deceleration. Observe the offset with `observeContentOffset` instead.
public final class WalkthroughView: View, CustomTreeDescribable {
    /// FOLIO's storyboard size less the status bar: what the reference frames are for.
    public nonisolated static let referenceSize = CGSize(width: 375, height: 647)

    /// The number of outer pages (and page-control dots).
    public let pageCount: Int
    /// The paging scroll view the user drags, one page per ``pages`` entry.
    public let outerScrollView: ScrollView
    /// Two pages, ``logoPage`` and ``phonePage``; follows the outer view, up to one page.
    public let innerScrollView: ScrollView
    /// The phone's screen: one page per ``screens`` entry; follows the outer view from page 1.
    public let bezelScrollView: ScrollView
    /// The phone frame, drawn above ``bezelScrollView``.
    public let bezelImageView: ImageView
    /// The white band at the bottom, above the inner view, holding ``pageControl``.
    public let footer: View
    /// The dots. Updated when the outer view stops decelerating; a tap scrolls there.
    public let pageControl: PageControl
    /// The outer pages' containers, `pageCount` of them: add the page content to these.
    public let pages: [View]
    /// The inner view's first page (empty by default): what shows before the phone slides in.
    public let logoPage: View
    /// The inner view's second page, holding the phone.
    public let phonePage: View
    /// The phone's screens, `pageCount - 1` of them (none for 0 or 1 page): screen `i` shows
    /// while outer page `i + 1` does. Set their `image`.
    public let screens: [ImageView]

    let links: LinkedScrollViews
    private let outerDelegate = OuterDelegate()
    private var laidOutWidth: CGFloat?

    /// Makes a walkthrough of `pageCount` pages (0 or more), showing page 0.
    ///
    /// - Precondition: `pageCount >= 0`. Zero pages shows an empty walkthrough: nothing to
    ///   scroll, no screens, a page control with no dots.
    public init(pageCount: Int, frame: CGRect = .zero) {
        precondition(
            pageCount >= 0,
            "WalkthroughView(pageCount: \(pageCount)): the page count must not be negative")
        self.pageCount = pageCount
        outerScrollView = ScrollView()
        innerScrollView = ScrollView()
        bezelScrollView = ScrollView()
        bezelImageView = ImageView(
            image: Image(named: "bezel", size: CGSize(width: 130, height: 241)))
        footer = View()
        pageControl = PageControl()
        pages = (0..<pageCount).map { _ in View() }
        logoPage = View()
        phonePage = View()
        screens = (0..<max(pageCount - 1, 0)).map { _ in ImageView() }
        links = LinkedScrollViews(leader: outerScrollView)
        super.init(frame: frame)
        backgroundColor = .white

        outerScrollView.accessibilityIdentifier = "outer"
        outerScrollView.isPagingEnabled = true
        outerScrollView.delaysContentTouches = false
        for (index, page) in pages.enumerated() {
            page.accessibilityIdentifier = "page\(index)"
            outerScrollView.addSubview(page)
        }

        innerScrollView.accessibilityIdentifier = "inner"
        innerScrollView.isPagingEnabled = true
        logoPage.accessibilityIdentifier = "logo"
        phonePage.accessibilityIdentifier = "phone"
        innerScrollView.addSubview(logoPage)
        innerScrollView.addSubview(phonePage)

        bezelScrollView.accessibilityIdentifier = "bezel"
        bezelScrollView.isPagingEnabled = true
        for (index, screen) in screens.enumerated() {
            screen.accessibilityIdentifier = "screen\(index)"
            bezelScrollView.addSubview(screen)
        }
        bezelImageView.accessibilityIdentifier = "bezelFrame"
        phonePage.addSubview(bezelScrollView)
        phonePage.addSubview(bezelImageView)  // the frame is drawn over the screen

        footer.accessibilityIdentifier = "footer"
        footer.backgroundColor = .white
        pageControl.accessibilityIdentifier = "pageControl"
        pageControl.accessibilityLabel = "Walkthrough page"
        pageControl.numberOfPages = pageCount
        pageControl.pageIndicatorTintColor = .lightGray
        pageControl.currentPageIndicatorTintColor = .gray
        footer.addSubview(pageControl)

        // Back to front: the inner view lies over the outer one, the footer over both.
        addSubview(outerScrollView)
        addSubview(innerScrollView)
        addSubview(footer)

        links.link(innerScrollView, rule: WalkthroughView.innerOffset)
        links.link(bezelScrollView, rule: WalkthroughView.bezelOffset)

        outerDelegate.walkthrough = self
        outerScrollView.delegate = outerDelegate
        pageControl.addAction(
            Action { [weak self] action in
                guard let self, let control = action.sender as? PageControl else { return }
                self.scrollToPage(control.currentPage, animated: true)
            }, for: .valueChanged)
        // Pages have their size at once, so content added with an autoresizing mask resizes
        // with them from then on.
        layoutIfNeeded()
    }

    /// Makes an empty walkthrough with no pages.
    public override convenience init(frame: CGRect) {
        self.init(pageCount: 0, frame: frame)
    }

    // MARK: - State

    /// The page the page control shows (0 when there are no pages).
    public var currentPage: Int { pageControl.currentPage }

    /// `page=N` in tree dumps: the page control's current page.
    public var treeProperties: [String] { ["page=\(currentPage)"] }

    /// Scrolls the outer view to `page` (clamped to the pages there are) as FOLIO does:
    /// `scrollRectToVisible` of that page's rectangle, then sets the page control's page. The
    /// followers move with the offset; an animated scroll ends with
    /// `scrollViewDidEndScrollingAnimation`, not `scrollViewDidEndDecelerating`.
    public func scrollToPage(_ page: Int, animated: Bool) {
        guard pageCount > 0 else { return }
        let page = min(max(page, 0), pageCount - 1)
        let size = outerScrollView.bounds.size
        outerScrollView.scrollRectToVisible(
            CGRect(x: size.width * CGFloat(page), y: 0, width: size.width, height: size.height),
            animated: animated)
        pageControl.currentPage = page
    }

    /// FOLIO's page for an outer offset: `floor((x − W/2) / W) + 1`, that is `round(x / W)`
    /// with halves rounded up (0 when `pageWidth` is not positive).
    ///
    ///     WalkthroughView.page(forOffset: 187.4, pageWidth: 375)   // 0
    ///     WalkthroughView.page(forOffset: 187.5, pageWidth: 375)   // 1
    public nonisolated static func page(forOffset x: CGFloat, pageWidth: CGFloat) -> Int {
        guard pageWidth > 0, x.isFinite else { return 0 }
        let page = ((x - pageWidth / 2) / pageWidth).rounded(.down) + 1
        return Int(min(max(page, CGFloat(Int32.min)), CGFloat(Int32.max)))
    }

    /// The inner rule (FOLIO's `viewDidLoad`): `inner.x = min(x, W)`, W the inner view's width.
    static func innerOffset(leader: ScrollView, inner: ScrollView) -> CGPoint {
        CGPoint(x: min(leader.contentOffset.x, inner.bounds.width), y: 0)
    }

    /// The bezel rule (FOLIO's `viewDidLoad`):
    /// `max(0, min((x − W)·bezel.w / W, content.w − bezel.w))`. W is the outer (= inner) width;
    /// multiplying before dividing keeps the reference numbers exact.
    static func bezelOffset(leader: ScrollView, bezel: ScrollView) -> CGPoint {
        let width = leader.bounds.width
        guard width > 0 else { return .zero }
        let x = (leader.contentOffset.x - width) * bezel.bounds.width / width
        let limit = bezel.contentSize.width - bezel.bounds.width
        return CGPoint(x: max(0, min(x, limit)), y: 0)
    }

    func outerDidStop() {
        pageControl.currentPage = WalkthroughView.page(
            forOffset: outerScrollView.contentOffset.x, pageWidth: outerScrollView.frame.width)
    }

    // MARK: - Layout

    /// Lays out the reference geometry scaled to the bounds (see the type), keeps the page
    /// across a width change, then re-applies the follower rules.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        let sx = size.width / WalkthroughView.referenceSize.width
        // Vertical lengths round to whole points; horizontal ones stay exact, so that
        // bezel.width / W is exactly 316.5 / 375 at every width.
        let sy = size.height / WalkthroughView.referenceSize.height
        func y(_ reference: CGFloat) -> CGFloat { (reference * sy).rounded() }
        let width = size.width
        let footerHeight = y(122)
        let outerHeight = max(size.height - footerHeight, 0)

        // Keep the page across a width change: same fraction of a page at the new width.
        let oldWidth = laidOutWidth ?? width
        laidOutWidth = width
        let oldOffset = outerScrollView.contentOffset

        outerScrollView.frame = CGRect(x: 0, y: 0, width: width, height: outerHeight)
        outerScrollView.contentSize = CGSize(width: width * CGFloat(pageCount), height: outerHeight)
        for (index, page) in pages.enumerated() {
            page.frame = CGRect(
                x: width * CGFloat(index), y: 0, width: width, height: outerHeight)
        }

        innerScrollView.frame = CGRect(origin: .zero, size: size)
        innerScrollView.contentSize = CGSize(width: width * 2, height: size.height)
        logoPage.frame = CGRect(origin: .zero, size: size)
        phonePage.frame = CGRect(x: width, y: 0, width: width, height: size.height)

        let bezelWidth = width * 316.5 / 375
        let bezel = CGRect(
            x: (width - bezelWidth) / 2, y: y(215), width: bezelWidth, height: y(616))
        bezelScrollView.frame = bezel
        bezelScrollView.contentSize = CGSize(
            width: bezel.width * CGFloat(screens.count), height: bezel.height)
        for (index, screen) in screens.enumerated() {
            screen.frame = CGRect(
                x: bezel.width * CGFloat(index), y: 0, width: bezel.width, height: bezel.height)
        }
        bezelImageView.frame = CGRect(
            x: bezel.minX - 12 * sx, y: bezel.minY - y(15), width: bezel.width + 24 * sx,
            height: bezel.height + y(15))

        footer.frame = CGRect(x: 0, y: outerHeight, width: width, height: footerHeight)
        pageControl.frame = CGRect(x: 0, y: y(6), width: width, height: 26)

        if oldWidth != width {
            // At width 0 every page sits at x = 0, so the offset says nothing about the page:
            // keep the page control's page across it.
            let fraction =
                oldWidth > 0 && width > 0 ? oldOffset.x / oldWidth : CGFloat(currentPage)
            if outerScrollView.isDragging {
                // The drag follows it.
                outerScrollView.contentOffset = CGPoint(x: fraction * width, y: 0)
            } else {
                // Stop any deceleration (its targets are in the old width) on the page.
                let page = min(max(fraction.rounded(), 0), CGFloat(max(pageCount - 1, 0)))
                outerScrollView.setContentOffset(CGPoint(x: page * width, y: 0), animated: false)
                pageControl.currentPage = Int(page)
            }
        }
        links.update()
    }
}

/// Hears the outer view's end of motion for the page control (FOLIO's `didEndDecelerating`).
@MainActor
private final class OuterDelegate: ScrollViewDelegate {
    weak var walkthrough: WalkthroughView?

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        walkthrough?.outerDidStop()
    }

    /// A drag released at rest on a page does not decelerate; FOLIO's page control then stays
    /// stale. Update it here too.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { walkthrough?.outerDidStop() }
    }
}

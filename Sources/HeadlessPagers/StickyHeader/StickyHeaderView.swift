import Foundation
import HeadlessKit

/// A header that scrolls with the content of a scroll view until it reaches the top, then sticks
/// there, "in one line" (the sticky-header article, ZOZO Technologies Advent Calendar 2019).
///
///     +- StickyHeaderView --------------------+  y = 0: where the header sticks
///     |  (free space: I points of inset)      |
///     |  what lies behind the scroll view     |  touches here do not start the pan
///     |  +- headerView (height H) ---------+  |  header.top == scroll.top + constant
///     |  +---------------------------------+  |  (headerTopConstraint)
///     |  +- scrollView content -------------+ |  contentInset.top = I + H
///     |  | row 0                            | |
///     |  | row 1 ...                        | |
///     +--+----------------------------------+-+
///        scrollView: top == self.top + H, filling the rest
///
/// The header's top is pinned to the scroll view's top by ``headerTopConstraint``; the scroll view
/// starts `H` below the top of this view, so the header sticks at this view's top. With
/// `I` = ``freeSpace`` and `H` = ``headerHeight``, the scroll view's `contentInset.top` is `I + H`,
/// and on every offset change the one line of the article runs:
///
///     headerTopConstraint.constant = min(max(-contentOffset.y, 0) - H, I)
///
/// Changing a constraint's constant is an in-place solver edit: the layout pass that follows
/// moves the header and nothing else. Worked numbers (I = 500, H = 44, the scroll view 100 pt
/// from the screen top, so the header sticks at 56):
///
/// | `contentOffset.y` | constant | header top (screen) | |
/// | --- | --- | --- | --- |
/// | −544 | 500 | 600 | at rest: the header sits on the first row |
/// | −300 | 256 | 356 | scrolls with the content |
/// | −44 | 0 | 100 | meets the scroll view's top |
/// | 0 and above | −44 | 56 | stuck |
/// | −650 | 500 | 600 | a pull down does not move it past `I` |
///
/// ```swift
/// let list = StickyHeaderCollectionView(frame: .zero, collectionViewLayout: ListLayout())
/// list.dataSource = rows            // the caller's data source and delegate, untouched
/// list.delegate = rows
/// let sticky = StickyHeaderView(scrollView: list, headerHeight: 44, freeSpace: 500)
/// sticky.frame = CGRect(x: 0, y: 56, width: 390, height: 788)
/// sticky.headerView.addSubview(tabs)
/// window.addSubview(sticky)
/// ```
///
/// **The scroll view's delegate stays the caller's.** The widget observes the offset with
/// `observeContentOffset` (called after the delegate's `scrollViewDidScroll`), so a collection
/// view's data source and delegate work as usual.
///
/// **Touches in the free space** (at or above the content's top, `location(in: scrollView).y <= 0`)
/// should not start the scroll view's pan, so that recognizers of the views around it (an outer
/// pager's pan, a tap on this view) can take them. UIKit offers no way to add that rule to a
/// scroll view from outside (its pan's delegate must stay the scroll view), so, as in the
/// article, it lives in the scroll view: use ``StickyHeaderScrollView`` or
/// ``StickyHeaderCollectionView``, or call ``scrollView(_:shouldBegin:)`` from your own subclass's
/// `gestureRecognizerShouldBegin(_:)`. With a plain `ScrollView` the header still follows; only
/// the touch rule is missing.
///
/// **Edge cases.** `H` and `I` must be from 0 to ``maximumLength`` (a precondition names the
/// bad value). With `I = 0` the header starts right on the first row and sticks after `H` points
/// of scrolling. A header taller than this view pushes the scroll view out of the bottom: its
/// height becomes 0 (never negative; no unsatisfiable-constraint diagnostic) and the header
/// rule still applies to offsets set in code.
///
/// The widget writes `contentInset.top` (and keeps the caller's other insets) and, when it is
/// made or when ``freeSpace`` or ``headerHeight`` change while the content is at its top, the
/// offset that shows the top of the content.
public final class StickyHeaderView: View, CustomTreeDescribable {
    /// The header, `H` high, in front of the scroll view. Add its content to it.
    public let headerView: View
    /// The caller's scroll view (typically a ``StickyHeaderCollectionView``), filling this view
    /// below the first `H` points.
    public let scrollView: ScrollView
    /// `headerView.top == scrollView.top + constant`: the constraint the one line edits.
    public let headerTopConstraint: LayoutConstraint
    /// `headerView.height == H`.
    let headerHeightConstraint: LayoutConstraint
    /// `scrollView.top == self.top + H` (made once `self` exists).
    private(set) var scrollViewTopConstraint: LayoutConstraint!

    /// `H`: the header's height, and how far below this view's top the scroll view starts.
    ///
    /// - Precondition: finite and not negative.
    public var headerHeight: CGFloat {
        didSet {
            StickyHeaderView.check(headerHeight, "headerHeight")
            guard headerHeight != oldValue else { return }
            headerHeightConstraint.constant = headerHeight
            scrollViewTopConstraint.constant = headerHeight
            applyInset(oldTop: freeSpace + oldValue)
        }
    }

    /// `I`: the free space above the content, where the header rests (the article's 500).
    ///
    /// - Precondition: finite and not negative.
    public var freeSpace: CGFloat {
        didSet {
            StickyHeaderView.check(freeSpace, "freeSpace")
            guard freeSpace != oldValue else { return }
            applyInset(oldTop: oldValue + headerHeight)
        }
    }

    private var offsetObservation: ScrollViewObservation?

    /// Puts `scrollView` (moved out of any superview it has) and a header `headerHeight` high in
    /// a new sticky header view, with `freeSpace` points of free space above the content, and
    /// scrolls to the top of the content: the header rests `freeSpace` below the scroll view's
    /// top.
    ///
    /// - Precondition: `headerHeight`, `freeSpace` and their sum are finite and not negative;
    ///   `headerView` is not `scrollView`.
    public init(
        scrollView: ScrollView, headerView: View = View(), headerHeight: CGFloat,
        freeSpace: CGFloat, frame: CGRect = .zero
    ) {
        StickyHeaderView.check(headerHeight, "headerHeight")
        StickyHeaderView.check(freeSpace, "freeSpace")
        precondition(
            headerView !== scrollView,
            "StickyHeaderView: \(scrollView.shortDescription) cannot be its own header")
        self.scrollView = scrollView
        self.headerView = headerView
        self.headerHeight = headerHeight
        self.freeSpace = freeSpace
        // The article's storyboard: the header just above the scroll view (constant −H).
        headerTopConstraint = headerView.topAnchor.constraint(
            equalTo: scrollView.topAnchor, constant: -headerHeight)
        headerTopConstraint.identifier = "headerTop"
        headerHeightConstraint = headerView.heightAnchor.constraint(equalToConstant: headerHeight)
        super.init(frame: frame)
        scrollViewTopConstraint = scrollView.topAnchor.constraint(
            equalTo: topAnchor, constant: headerHeight)

        if headerView.accessibilityIdentifier == nil {
            headerView.accessibilityIdentifier = "header"
        }
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        headerView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(scrollView)
        addSubview(headerView)  // in front of the scroll view
        // The header sits over the list's top: VoiceOver reads it first.
        accessibilityElements = [headerView, scrollView]
        LayoutConstraint.activate(makeConstraints())

        applyInset(oldTop: nil)
        offsetObservation = scrollView.observeContentOffset { [weak self] _, _ in
            self?.scrollViewDidScroll()
        }
    }

    /// Makes a sticky header view over a plain ``StickyHeaderScrollView``, `H` = 44, `I` = 0.
    public override convenience init(frame: CGRect) {
        self.init(
            scrollView: StickyHeaderScrollView(frame: .zero), headerHeight: 44, freeSpace: 0,
            frame: frame)
    }

    private func makeConstraints() -> [LayoutConstraint] {
        let bottom = scrollView.bottomAnchor.constraint(equalTo: bottomAnchor)
        // A header taller than this view would need a negative scroll view height: let the
        // bottom give way instead (the scroll view gets height 0, no diagnostic).
        bottom.priority = .required - 1
        return [
            scrollViewTopConstraint, bottom,
            scrollView.leadingAnchor.constraint(equalTo: leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: trailingAnchor),
            scrollView.heightAnchor.constraint(greaterThanOrEqualToConstant: 0),
            headerView.leadingAnchor.constraint(equalTo: leadingAnchor),
            headerView.trailingAnchor.constraint(equalTo: trailingAnchor),
            headerHeightConstraint, headerTopConstraint,
        ]
    }

    // MARK: - The rule

    /// The article's one line: the header's top relative to the scroll view's top for a
    /// vertical offset `y`, `min(max(−y, 0) − H, I)`.
    ///
    ///     StickyHeaderView.headerTopConstant(
    ///         forContentOffset: -300, headerHeight: 44, freeSpace: 500)   // 256
    public nonisolated static func headerTopConstant(
        forContentOffset y: CGFloat, headerHeight: CGFloat, freeSpace: CGFloat
    ) -> CGFloat {
        min(max(-y, 0) - headerHeight, freeSpace)
    }

    /// The article's touch rule, for a scroll view subclass's `gestureRecognizerShouldBegin(_:)`:
    /// the scroll view's pan begins only where the content is, `location(in: scrollView).y > 0`;
    /// every other recognizer is left alone (`true`).
    ///
    ///     override func gestureRecognizerShouldBegin(_ g: GestureRecognizer) -> Bool {
    ///         StickyHeaderView.scrollView(self, shouldBegin: g)
    ///             && super.gestureRecognizerShouldBegin(g)
    ///     }
    public static func scrollView(
        _ scrollView: ScrollView, shouldBegin gestureRecognizer: GestureRecognizer
    ) -> Bool {
        guard gestureRecognizer === scrollView.panGestureRecognizer else { return true }
        return gestureRecognizer.location(in: scrollView).y > 0
    }

    /// Whether the header is stuck at the top (its constant is `-H`: fully above the scroll view).
    public var isHeaderStuck: Bool { headerTopConstraint.constant <= -headerHeight }

    /// `headerTop=N` in tree dumps: the constraint's constant.
    public var treeProperties: [String] {
        ["headerTop=\(treeNumber(headerTopConstraint.constant))"]
    }

    // MARK: - Private

    private func scrollViewDidScroll() {
        headerTopConstraint.constant = StickyHeaderView.headerTopConstant(
            forContentOffset: scrollView.contentOffset.y, headerHeight: headerHeight,
            freeSpace: freeSpace)
    }

    /// Sets `contentInset.top = I + H`; keeps showing the top of the content if it was showing
    /// it (or always, the first time), then re-applies the rule.
    private func applyInset(oldTop: CGFloat?) {
        let top = freeSpace + headerHeight
        precondition(
            top.isFinite,
            "StickyHeaderView: freeSpace \(freeSpace) + headerHeight \(headerHeight) overflows "
                + "(\(shortDescription))")
        var inset = scrollView.contentInset
        inset.top = top
        scrollView.contentInset = inset
        let offset = scrollView.contentOffset
        if oldTop == nil || (offset.y == -oldTop! && !scrollView.isDragging) {
            scrollView.setContentOffset(CGPoint(x: offset.x, y: -top), animated: false)
        }
        scrollViewDidScroll()
    }

    private nonisolated static func check(_ value: CGFloat, _ name: String) {
        precondition(
            value.isFinite && value >= 0 && value <= maximumLength,
            "StickyHeaderView.\(name): \(value) must be a length from 0 to 1e150 (the range "
                + "of the constraints it makes)")
    }

    /// The largest `H` or `I`: 10¹⁵⁰, the range Auto Layout constants can hold here.
    public nonisolated static let maximumLength: CGFloat = 1e150
}

/// A scroll view that applies ``StickyHeaderView``'s touch rule: its pan does not begin for a
/// touch above its content (`location(in: self).y <= 0`, the free space), so the views around
/// it can take that touch (the article's `UICollectionView` subclass, for any scroll view).
open class StickyHeaderScrollView: ScrollView {
    /// Refuses the pan above the content (``StickyHeaderView/scrollView(_:shouldBegin:)``).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer)
        -> Bool
    {
        StickyHeaderView.scrollView(self, shouldBegin: gestureRecognizer)
            && super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}

/// A collection view that applies ``StickyHeaderView``'s touch rule: its pan does not begin for
/// a touch above its content (`location(in: self).y <= 0`, the free space), as in the article.
open class StickyHeaderCollectionView: CollectionView {
    /// Refuses the pan above the content (``StickyHeaderView/scrollView(_:shouldBegin:)``).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer)
        -> Bool
    {
        StickyHeaderView.scrollView(self, shouldBegin: gestureRecognizer)
            && super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}

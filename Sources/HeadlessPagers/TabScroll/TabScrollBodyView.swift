import Foundation
import HeadlessKit

/// What the body tells its controller.
@MainActor
protocol TabScrollBodyViewDelegate: AnyObject {
    /// The view of page `index` (made on first use: only pages shown are instantiated).
    func bodyView(_ body: TabScrollBodyView, pageViewAt index: Int) -> View
    /// Progress `(x − W)/W` of a user swipe, every frame (0 after each arrival).
    func bodyView(_ body: TabScrollBodyView, didScroll progress: CGFloat)
    /// A page fully arrived in the centre (a swipe, or the end of a programmatic move).
    func bodyView(_ body: TabScrollBodyView, didArriveAt index: Int, from oldIndex: Int)
}

/// The pages of a ``TabScrollController``: a paging scroll view three pages wide, the current page
/// in the middle and its neighbours either side, recycled when a page arrives (as in the original
/// UITabScrollController).
///
///     +- TabScrollBodyView --------------------------------------------+
///     | +- scrollView (paging, no bounce; content 3W, at rest x = W) -+ |
///     | | left: page(i−1) | centre: page(i) | right: page(i+1)        | |
///     | +-------------------------------------------------------------+ |
///     +-----------------------------------------------------------------+
///         x reaches 2W: right becomes the centre, x = W again, the drag ends
///         x reaches 0:  left becomes the centre, the mirror image
///
/// Differences from the original, so 1, 2 and 3 pages always show the right page (a view has
/// one superview; the original put the same view in two cells and showed blank pages):
/// - a neighbour is placed when the offset first moves towards its side, not up front, so with
///   2 pages the one other page sits on whichever side is being revealed, and a tap to a
///   distant tab instantiates only the destination;
/// - at rest only the current page is in the tree: the neighbours leave on arrival and when a
///   swipe snaps back, so each page's appear/disappear pair brackets the time it can be seen,
///   and no orphan view survives repeated left moves;
/// - with 1 page the body does not scroll sideways (its only neighbour is itself).
public final class TabScrollBodyView: View, CustomTreeDescribable {
    /// The paging scroll view. Do not replace its delegate.
    public let scrollView = ScrollView()
    /// How many pages there are.
    public private(set) var pageCount = 0
    /// The page in the middle slot, `nil` when there are no pages.
    public private(set) var currentIndex: Int?

    /// A page view in a slot, with its page index.
    struct Slot {
        var index: Int
        var view: View
    }
    /// Left, centre and right (slot −1, 0, +1 stored at 0, 1, 2).
    private(set) var slots: [Slot?] = [nil, nil, nil]
    /// A programmatic move in flight: its destination and direction (+1 right, −1 left).
    private(set) var move: (index: Int, direction: Int)?
    weak var delegate: TabScrollBodyViewDelegate?
    private var isRecentring = false
    private let scrollDelegate = BodyScrollDelegate()
    private var laidOutSize: CGSize = .zero

    /// Makes an empty body.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "body"
        scrollView.accessibilityIdentifier = "pages"
        scrollView.isPagingEnabled = true
        scrollView.bounces = false
        scrollView.isDirectionalLockEnabled = true
        scrollDelegate.body = self
        scrollView.delegate = scrollDelegate
        addSubview(scrollView)
    }

    /// `page=N` in dumps.
    public var treeProperties: [String] {
        ["page=\(currentIndex.map(String.init) ?? "none")"]
    }

    /// The page views in the left, centre and right slots (`nil` where empty).
    public var pageViews: (left: View?, center: View?, right: View?) {
        (slots[0]?.view, slots[1]?.view, slots[2]?.view)
    }

    /// The body's progress: `(x − W)/W`, in [-1, 1].
    public var progress: CGFloat {
        let w = scrollView.bounds.width
        return w > 0 ? (scrollView.contentOffset.x - w) / w : 0
    }

    private var pageWidth: CGFloat { scrollView.bounds.width }

    // MARK: - Pages

    /// Removes every page view and shows `current` of `count` pages, at rest.
    func reload(count: Int, current: Int?) {
        interrupt()
        for i in 0..<3 { clear(i) }
        pageCount = max(count, 0)
        if let current, pageCount > 0 {
            currentIndex = current
            place(current, inSlot: 1)
        } else {
            currentIndex = nil
        }
        scrollView.isScrollEnabled = pageCount > 1
        recentre()
    }

    /// Moves to `index`: with `animated`, scrolls one page in `direction` (+1 right, −1 left)
    /// with `index` in that slot; otherwise arrives at once. Any move or drag in progress is
    /// settled first (see ``interrupt()``).
    func move(to index: Int, direction: Int, animated: Bool) {
        interrupt()
        guard let current = currentIndex, index != current, index >= 0, index < pageCount else {
            return
        }
        let side = direction >= 0 ? 1 : -1
        place(index, inSlot: 1 + side)
        if animated, window != nil, pageWidth > 0 {
            move = (index, side)
            scrollView.isUserInteractionEnabled = false
            scrollView.setContentOffset(
                CGPoint(x: side > 0 ? 2 * pageWidth : 0, y: 0), animated: true)
        } else {
            arrive(at: index, side: side)
        }
    }

    /// Settles whatever is in flight so a new command starts from rest: a programmatic move
    /// jumps to its end (and arrives); a drag is cancelled and the body snaps back to the
    /// current page, as does a deceleration that has not arrived.
    func interrupt() {
        if let move, pageWidth > 0 {
            // Ends the animation; scrollViewDidScroll sees the end offset and arrives.
            scrollView.setContentOffset(
                CGPoint(x: move.direction > 0 ? 2 * pageWidth : 0, y: 0), animated: false)
            if self.move != nil { arrive(at: move.index, side: move.direction) }
        }
        if scrollView.isDragging || scrollView.isDecelerating
            || scrollView.contentOffset.x != pageWidth
        {
            recentre()
            delegate?.bodyView(self, didScroll: 0)
        }
    }

    /// Puts page `index` in `slot` (0 left, 1 centre, 2 right): moves its view there if another
    /// slot has it, else asks the delegate for it. Whatever was in the slot goes.
    private func place(_ index: Int, inSlot slot: Int) {
        if slots[slot]?.index == index { return }
        if let from = slots.firstIndex(where: { $0?.index == index }) {
            let moved = slots[from]!
            slots[from] = nil
            clear(slot)
            slots[slot] = moved
        } else {
            clear(slot)
            guard let delegate else { return }
            let view = delegate.bodyView(self, pageViewAt: index)
            scrollView.addSubview(view)
            slots[slot] = Slot(index: index, view: view)
        }
        frameSlot(slot)
    }

    private func clear(_ slot: Int) {
        guard let old = slots[slot] else { return }
        slots[slot] = nil
        if old.view.superview === scrollView { old.view.removeFromSuperview() }
    }

    private func frameSlot(_ slot: Int) {
        guard let view = slots[slot]?.view else { return }
        view.frame = CGRect(
            x: CGFloat(slot) * pageWidth, y: 0, width: pageWidth,
            height: scrollView.bounds.height)
    }

    /// `index + delta` round the loop.
    private func wrap(_ index: Int) -> Int {
        ((index % pageCount) + pageCount) % pageCount
    }

    /// Page `index` arrived from slot `1 + side`: it becomes the centre and every other page
    /// view leaves (the recentre below empties the sides).
    private func arrive(at index: Int, side: Int) {
        let old = currentIndex ?? index
        move = nil
        if let from = slots.firstIndex(where: { $0?.index == index }), from != 1 {
            let arrived = slots[from]!
            slots[from] = nil
            clear(1)
            slots[1] = arrived
        }
        currentIndex = index
        if slots[1]?.index != index { place(index, inSlot: 1) }
        frameSlot(1)
        scrollView.isUserInteractionEnabled = true
        recentre()
        delegate?.bodyView(self, didArriveAt: index, from: old)
    }

    /// Back to x = W with no motion, cancelling a drag in progress (one page per gesture), and
    /// only the centre page in the tree.
    private func recentre() {
        isRecentring = true
        defer { isRecentring = false }
        if scrollView.isDragging {
            scrollView.panGestureRecognizer.isEnabled = false
            scrollView.panGestureRecognizer.isEnabled = true
        }
        scrollView.setContentOffset(CGPoint(x: pageWidth, y: 0), animated: false)
        clearSides()
    }

    /// Removes the neighbours: at rest only the current page is in the tree, so appearance
    /// callbacks follow what is on screen.
    private func clearSides() {
        clear(0)
        clear(2)
    }

    /// The scroll view stopped (a drag released at rest, a snap back ended): if it is back on
    /// the current page, the neighbours it revealed leave.
    fileprivate func didComeToRest() {
        guard move == nil, !scrollView.isDragging, !scrollView.isDecelerating,
            scrollView.contentOffset.x == pageWidth
        else { return }
        clearSides()
    }

    // MARK: - Scrolling

    fileprivate func didScroll() {
        guard !isRecentring, let current = currentIndex, pageCount > 0, pageWidth > 0 else {
            return
        }
        let w = pageWidth
        let x = scrollView.contentOffset.x
        if let move {
            if (move.direction > 0 && x >= 2 * w) || (move.direction < 0 && x <= 0) {
                arrive(at: move.index, side: move.direction)
            }
            return  // the header already shows the destination
        }
        guard pageCount > 1 else { return }
        if x > w {
            place(wrap(current + 1), inSlot: 2)
        } else if x < w {
            place(wrap(current - 1), inSlot: 0)
        }
        if x >= 2 * w {
            arrive(at: wrap(current + 1), side: 1)
        } else if x <= 0 {
            arrive(at: wrap(current - 1), side: -1)
        }
        delegate?.bodyView(self, didScroll: progress)
    }

    // MARK: - Layout

    /// Leaving the window ends whatever is in flight at once (a programmatic move arrives, a
    /// drag or deceleration snaps back): no clock would finish it, and the next window must
    /// find the body at rest. Done before the move, while the pages are still in the window,
    /// so a page that leaves gets its whole disappear pair.
    public override func willMove(toWindow newWindow: Window?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil, window != nil { interrupt() }
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        scrollView.frame = bounds
        let size = bounds.size
        guard size != laidOutSize else { return }
        laidOutSize = size
        // A resize, at rest or mid-swipe: finish what is in flight, keep the index, recentre.
        interrupt()
        scrollView.contentSize = CGSize(width: size.width * 3, height: size.height)
        for slot in 0..<3 { frameSlot(slot) }
        recentre()
    }
}

/// The scroll view's delegate, kept off the body's public API.
@MainActor
private final class BodyScrollDelegate: ScrollViewDelegate {
    weak var body: TabScrollBodyView?

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        body?.didScroll()
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { body?.didComeToRest() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        body?.didComeToRest()
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        body?.didComeToRest()
    }
}

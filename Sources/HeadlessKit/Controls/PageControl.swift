import Foundation

/// A row of page dots, like `UIPageControl`.
///
/// Dots are 7 pt wide on a 16 pt pitch and the control is 26 pt tall (our model of iOS 14+).
/// A tap left of the current dot goes back one page, a tap right of it forward one, and sends
/// `.valueChanged`, as UIKit does.
@MainActor
open class PageControl: Control {
    /// The number of pages (0 or more). `currentPage` is clamped to fit.
    public var numberOfPages = 0 {
        didSet {
            precondition(
                numberOfPages >= 0, "PageControl.numberOfPages: \(numberOfPages) is negative")
            currentPage = clamped(currentPage)
            invalidateIntrinsicContentSize()
        }
    }
    /// The page shown as current, clamped to `0..<numberOfPages` (0 when there are none).
    public var currentPage = 0 {
        didSet { if clamped(currentPage) != currentPage { currentPage = clamped(currentPage) } }
    }
    /// Whether the control hides itself when there is only one page.
    public var hidesForSinglePage = false
    /// The colour of the other dots.
    public var pageIndicatorTintColor: Color = Color(white: 1, alpha: 0.3)
    /// The colour of the current dot.
    public var currentPageIndicatorTintColor: Color = .white

    override func appendTreeProperties(to properties: inout [String], presentation: Bool) {
        super.appendTreeProperties(to: &properties, presentation: presentation)
        properties.append("page=\(currentPage)/\(numberOfPages)")
    }

    static let dotPitch: CGFloat = 16
    static let dotSize: CGFloat = 7
    static let height: CGFloat = 26

    private func clamped(_ page: Int) -> Int {
        numberOfPages == 0 ? 0 : min(max(page, 0), numberOfPages - 1)
    }

    /// The size needed to show `pageCount` dots.
    public func size(forNumberOfPages pageCount: Int) -> CGSize {
        pageCount <= 0
            ? .zero
            : CGSize(width: CGFloat(pageCount) * PageControl.dotPitch, height: PageControl.height)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        self.size(forNumberOfPages: numberOfPages)
    }

    /// Whether the control is shown: hidden, or `hidesForSinglePage` with one page, hide it.
    public var isShowingDots: Bool {
        !isHidden && numberOfPages > 0 && !(hidesForSinglePage && numberOfPages == 1)
    }

    /// The frame of dot `page`, in the control's coordinates (dots are centred in the bounds).
    public func dotFrame(forPage page: Int) -> CGRect {
        let total = CGFloat(numberOfPages) * PageControl.dotPitch
        let x0 = bounds.midX - total / 2
        return CGRect(
            x: x0 + CGFloat(page) * PageControl.dotPitch
                + (PageControl.dotPitch - PageControl.dotSize) / 2,
            y: bounds.midY - PageControl.dotSize / 2, width: PageControl.dotSize,
            height: PageControl.dotSize)
    }

    /// A touch that lifts inside the control is a tap: it moves one page towards the tapped
    /// side (see ``handleTap(at:)``), as `UIPageControl` does on touch-up.
    open override func endTracking(_ touch: Touch?, with event: HeadlessKit.Event?) {
        super.endTracking(touch, with: event)
        guard let touch else { return }
        let point = touch.location(in: self)
        if bounds.contains(point) { handleTap(at: point) }
    }

    /// Handles a tap at `point` (control coordinates): one page towards the tapped side, then
    /// `.valueChanged` if the page changed.
    func handleTap(at point: CGPoint) {
        guard isEnabled, numberOfPages > 0 else { return }
        let current = dotFrame(forPage: currentPage)
        let target =
            point.x < current.minX
            ? currentPage - 1 : point.x >= current.maxX ? currentPage + 1 : currentPage
        let newPage = clamped(target)
        guard newPage != currentPage else { return }
        currentPage = newPage
        sendActions(for: .valueChanged)
    }
}

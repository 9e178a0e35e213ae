import Foundation
import HeadlessKit

// Actions and visibility checks on the one view a finder finds, as Compose's `performClick`,
// `performScrollTo` and `assertIsDisplayed`. Each first expects exactly one view; a problem is
// recorded as a failure at the caller's line and the action is skipped.

extension ViewFinder {
    /// Taps the found view at the centre of its visible part, through the window's touch
    /// routing (as a finger would: what covers it gets the touch).
    ///
    /// Fails without tapping when the finder does not find exactly one view or the view is not
    /// visible (see ``HeadlessKit/View/visibilityProblem``).
    public func tap(
        fileID: String = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        guard
            let (window, point) = touchPoint(
                "tap", fileID: fileID, filePath: filePath, line: line, column: column)
        else { return }
        window.tap(at: point)
    }

    /// Drags from the centre of the found view's visible part by `translation`, then lifts
    /// (still moving, so a fast drag flings).
    ///
    ///     window.find(.identifier("pages")).drag(by: CGPoint(x: -200, y: 0))
    public func drag(
        by translation: CGPoint, duration: TimeInterval = 0.25,
        fileID: String = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        precondition(
            translation.x.isFinite && translation.y.isFinite,
            "ViewFinder.drag(by:): translation \(translation) is not finite")
        guard
            let (window, point) = touchPoint(
                "drag", fileID: fileID, filePath: filePath, line: line, column: column)
        else { return }
        window.drag(
            from: point, to: CGPoint(x: point.x + translation.x, y: point.y + translation.y),
            duration: duration)
    }

    /// Scrolls every scroll view that contains the found view, innermost first, the least
    /// distance that shows it (`scrollRectToVisible(_:animated:)` without animation), then lays
    /// out. Fails if it is still not visible afterwards, saying why.
    ///
    /// When nothing matches yet (a collection view makes cells only near what it shows), the
    /// scroll views under ``root`` are first paged through, in tree order, from their current
    /// offset to the end and then from the start, until something matches.
    ///
    ///     window.find(.text("Row 40")).scrollTo()
    public func scrollTo(
        fileID: String = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        if views.isEmpty { scrollUntilFound() }
        guard
            let view = expectOne(fileID: fileID, filePath: filePath, line: line, column: column)
        else { return }
        var ancestor = view.superview
        while let container = ancestor {
            if let scrollView = container as? ScrollView {
                scrollView.scrollRectToVisible(
                    view.convert(view.bounds, to: scrollView), animated: false)
            }
            ancestor = container.superview
        }
        view.window?.layoutIfNeeded()
        if let problem = view.visibilityProblem {
            recordFailure(
                "scrollTo: \(view.shortDescription) \(problem) after scrolling.\n"
                    + treeAround([view], in: root),
                fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    /// Pages through the scroll views under ``root`` until the finder finds something.
    private func scrollUntilFound() {
        let maximumPages = 10_000
        for scrollView in root.all(ofType: ScrollView.self) {
            let bounds = scrollView.bounds.size
            let content = scrollView.contentSize
            let inset = scrollView.adjustedContentInset
            let vertical = content.height + inset.top + inset.bottom > bounds.height
            let horizontal = content.width + inset.left + inset.right > bounds.width
            guard vertical || horizontal, bounds.width > 0, bounds.height > 0 else { continue }
            let start = CGPoint(x: -inset.left, y: -inset.top)
            let end = CGPoint(
                x: max(start.x, content.width + inset.right - bounds.width),
                y: max(start.y, content.height + inset.bottom - bounds.height))
            // A page less a little, so a view on a page boundary is seen whole once.
            let step = vertical ? bounds.height * 0.8 : bounds.width * 0.8
            var offset = scrollView.contentOffset
            var wrapped = false
            for _ in 0..<maximumPages {
                let atEnd = vertical ? offset.y >= end.y : offset.x >= end.x
                if atEnd {
                    if wrapped { break }
                    wrapped = true
                    offset = start
                } else if vertical {
                    offset.y = min(offset.y + step, end.y)
                } else {
                    offset.x = min(offset.x + step, end.x)
                }
                scrollView.contentOffset = offset
                scrollView.window?.layoutIfNeeded()
                if !views.isEmpty { return }
            }
        }
    }

    /// Whether the finder finds exactly one view and it is visible.
    public var isVisible: Bool {
        let found = views
        return found.count == 1 && found[0].visibilityProblem == nil
    }

    /// Checks that the finder finds exactly one view and that it is visible; otherwise records
    /// a failure that says why not.
    ///
    ///     Expected <Label "title"> to be visible, but it is covered at (50 10) by <View "overlay">.
    public func expectVisible(
        fileID: String = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        guard
            let view = expectOne(fileID: fileID, filePath: filePath, line: line, column: column)
        else { return }
        if let problem = view.visibilityProblem {
            recordFailure(
                "Expected \(view.shortDescription) to be visible, but it \(problem).",
                fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    /// Checks that no view the finder finds is visible (finding none passes).
    public func expectNotVisible(
        fileID: String = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let visible = views.filter { $0.visibilityProblem == nil }
        guard !visible.isEmpty else { return }
        recordFailure(
            "Expected no visible view matching \(self), found \(visible.count) visible:\n"
                + treeAround(visible, in: root),
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The window and the point (window coordinates) where a touch on the one found view goes.
    private func touchPoint(
        _ action: String, fileID: String, filePath: StaticString, line: UInt, column: UInt
    ) -> (Window, CGPoint)? {
        guard
            let view = expectOne(fileID: fileID, filePath: filePath, line: line, column: column)
        else { return nil }
        if let problem = view.visibilityProblem {
            recordFailure(
                "Cannot \(action) \(view.shortDescription): it \(problem).",
                fileID: fileID, filePath: filePath, line: line, column: column)
            return nil
        }
        let rect = view.visibleRectInWindow
        return (view as? Window ?? view.window!, CGPoint(x: rect.midX, y: rect.midY))
    }
}

extension View {
    /// Why a person could not see and touch this view, or `nil` when they could: it is in a
    /// window, neither it nor an ancestor is hidden or has `alpha` below 0.01, part of it is
    /// left by every clipping ancestor and the window, and a touch at the centre of that part
    /// reaches it (or an ancestor, for views such as labels that take no touches) rather than a
    /// view in front of it.
    ///
    ///     label.visibilityProblem   // "is inside <View "panel"> which is hidden"
    ///
    /// - Complexity: O(*d*) in the view's depth, plus one hit test of the window.
    public var visibilityProblem: String? {
        guard let window = self as? Window ?? window else { return "is not in a window" }
        var current: View? = self
        while let view = current {
            let which = view === self ? "" : "is inside \(view.shortDescription) which "
            if view.isHidden { return (which.isEmpty ? "is " : which + "is ") + "hidden" }
            if view.alpha < 0.01 {
                return (which.isEmpty ? "has " : which + "has ") + "alpha \(number(view.alpha))"
            }
            current = view.superview
        }
        let rect = visibleRectInWindow
        guard !rect.isNull, rect.width > 0, rect.height > 0 else {
            let frame = convert(bounds, to: nil)
            return "is clipped away (its frame in the window is \(describe(frame)))"
        }
        let point = CGPoint(x: rect.midX, y: rect.midY)
        if let hit = window.hitTest(point, with: nil), !hit.isDescendant(of: self),
            !isDescendant(of: hit)
        {
            return
                "is covered at (\(number(point.x)) \(number(point.y))) by \(hit.shortDescription)"
        }
        return nil
    }
}

/// `(0 0; 10 20)`, as dumps print rectangles.
func describe(_ rect: CGRect) -> String {
    "(\(number(rect.minX)) \(number(rect.minY)); \(number(rect.width)) \(number(rect.height)))"
}

/// A number as dumps print it: no trailing `.0`.
func number(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
}

import Foundation

extension ScrollView {
    /// Which safe-area insets a scroll view adds to its `contentInset`, like
    /// `UIScrollView.ContentInsetAdjustmentBehavior` (UIKit S3).
    public enum ContentInsetAdjustmentBehavior: Hashable, Sendable {
        /// UIKit's default: ``scrollableAxes``, except that top and bottom are always adjusted
        /// when the scroll view is the content of a view controller shown by a navigation or
        /// tab bar controller (its view, or its view's first subview).
        case automatic
        /// Top and bottom when the content is taller than the view or `alwaysBounceVertical`
        /// is set; left and right when it is wider or `alwaysBounceHorizontal` is set.
        case scrollableAxes
        /// No safe-area insets: `adjustedContentInset == contentInset`.
        case never
        /// All four safe-area insets, whatever the content size.
        case always
    }

    /// Recomputes ``adjustedContentInset`` and, if it changed, calls
    /// ``adjustedContentInsetDidChange()`` then the delegate. A refresh control adds its height
    /// on top while refreshing; its own changes pass `keepingRestAtTheTop: false` (the offset
    /// stays, as UIKit's control does not scroll).
    func updateAdjustedContentInset(keepingRestAtTheTop: Bool = true) {
        needsAdjustedContentInsetUpdate = false
        adjustedContentInsetComputations += 1
        var inset = contentInset
        // Outside a window, or in one without a safe area where no controller adds to it (a
        // navigation bar does), there is nothing to add.
        if let window,
            window.storedSafeAreaInsets != .zero
                || ViewController.controllersWithAdditionalSafeArea > 0
        {
            let vertical: Bool
            let horizontal: Bool
            switch contentInsetAdjustmentBehavior {
            case .never:
                (vertical, horizontal) = (false, false)
            case .always:
                (vertical, horizontal) = (true, true)
            case .automatic, .scrollableAxes:
                vertical =
                    contentSize.height > bounds.height || alwaysBounceVertical
                    || (contentInsetAdjustmentBehavior == .automatic && isContentOfBarController)
                horizontal = contentSize.width > bounds.width || alwaysBounceHorizontal
            }
            if vertical || horizontal {
                let safe = safeAreaInsets
                if vertical {
                    inset.top += safe.top
                    // The content of a controller under a collapsing large title keeps the
                    // expanded bar's inset, so scrolling back down expands it again.
                    if startsAtTheTopOfItsController,
                        let collapse = contentOwner?.navigationStorage?.largeTitleCollapse
                    {
                        inset.top += collapse
                    }
                    inset.bottom += safe.bottom
                }
                if horizontal {
                    inset.left += safe.left
                    inset.right += safe.right
                }
            }
        }
        inset.top += refreshControlInset
        guard inset != storedAdjustedContentInset else { return }
        let old = storedAdjustedContentInset
        storedAdjustedContentInset = inset
        if keepingRestAtTheTop { keepRestingAtTheTop(oldInset: old) }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// The safe-area insets (and a collapsed large title's height) that the scroll view has
    /// added to its ``adjustedContentInset``, edge by edge: what it does not pass on to the
    /// safe area of its content.
    var safeAreaInsetsTakenIntoContentInset: EdgeInsets {
        let adjusted = storedAdjustedContentInset
        return EdgeInsets(
            top: max(0, adjusted.top - contentInset.top - refreshControlInset),
            left: max(0, adjusted.left - contentInset.left),
            bottom: max(0, adjusted.bottom - contentInset.bottom),
            right: max(0, adjusted.right - contentInset.right))
    }

    /// Whether the scroll view is the content of a view controller shown by a navigation or
    /// tab bar controller: the controller's view, or that view's first subview (the scroll view
    /// UIKit's containers have always adjusted).
    private var isContentOfBarController: Bool {
        guard let parent = contentOwner?.parent else { return false }
        return parent is NavigationController || parent is TabBarController
    }

    /// Whether the scroll view is its controller's content and starts at the top of that
    /// controller's view, under the whole of a navigation bar: the controller's view, or its
    /// first subview with its frame's top at or above the view's. (Content placed below the bar,
    /// say pinned to the safe area, moves with the bar's height: its offset alone collapses a
    /// large title, and nothing is added back to its inset.)
    var startsAtTheTopOfItsController: Bool {
        if extras?.viewController != nil { return true }
        return contentOwner != nil && frame.minY <= 0
    }

    /// The controller whose content this scroll view is: the controller whose view it is, or
    /// whose view's first subview it is.
    private var contentOwner: ViewController? {
        if let owner = extras?.viewController { return owner }
        guard let superview, superview.subviews.first === self else { return nil }
        return superview.extras?.viewController
    }

    /// A scroll view at rest with its content at the top (or leading) edge of the old inset
    /// keeps it there when the inset changes, as UIKit's does: a list that comes on screen
    /// under a navigation bar starts at `contentOffset.y == -adjustedContentInset.top`, its
    /// first row right below the bar.
    private func keepRestingAtTheTop(oldInset old: EdgeInsets) {
        guard !isTracking, !isDecelerating else { return }
        var offset = contentOffset
        let new = storedAdjustedContentInset
        if offset.y == 0 - old.top, new.top != old.top { offset.y = 0 - new.top }
        if offset.x == 0 - old.left, new.left != old.left { offset.x = 0 - new.left }
        if offset != contentOffset { contentOffset = offset }
    }

    /// The view joined or left a window: follow that window's safe area.
    func followWindowSafeArea() {
        if let window, !window.insetAdjustingScrollViews.contains(where: { $0.view === self }) {
            window.insetAdjustingScrollViews.append(WeakScrollView(view: self))
        }
        updateAdjustedContentInset()
    }
}

extension Window {
    /// Recomputes the adjusted insets of every scroll view in the window now (its safe-area
    /// insets changed).
    func safeAreaInsetsDidChangeForScrollViews() {
        pruneInsetAdjustingScrollViews()
        for entry in insetAdjustingScrollViews {
            entry.view?.updateAdjustedContentInset()
        }
        hasPendingAdjustedContentInsetUpdates = false
    }

    /// Once a frame, after layout: recomputes the adjusted insets of scroll views that moved.
    func updatePendingAdjustedContentInsets() {
        guard hasPendingAdjustedContentInsetUpdates else { return }
        hasPendingAdjustedContentInsetUpdates = false
        pruneInsetAdjustingScrollViews()
        for entry in insetAdjustingScrollViews {
            if let view = entry.view, view.needsAdjustedContentInsetUpdate {
                view.updateAdjustedContentInset()
            }
        }
    }

    private func pruneInsetAdjustingScrollViews() {
        var seen: [ObjectIdentifier] = []
        insetAdjustingScrollViews.removeAll { entry in
            guard let view = entry.view, view.window === self else { return true }
            let id = ObjectIdentifier(view)
            if seen.contains(id) { return true }
            seen.append(id)
            return false
        }
    }
}

extension View {
    /// The view's place in its window changed (`frame`, `center`, a size, or, for an
    /// ancestor, the bounds origin): scroll views at or under it must recompute their adjusted
    /// insets. Free when the window has no safe area.
    func safeAreaGeometryDidChange(boundsOriginOnly: Bool) {
        // Cheap first: a view outside any window only matters if it is the window itself.
        let found = window ?? (hasSuperview ? nil : self as? Window)
        guard let window = found, !window.insetAdjustingScrollViews.isEmpty,
            window.storedSafeAreaInsets != .zero
        else { return }
        // A view with no subviews holds no scroll view but itself: no walk up from the scroll
        // views (the common case: a leaf's frame set in a layout pass).
        let isLeaf = !hasSubviews
        for entry in window.insetAdjustingScrollViews {
            guard let scrollView = entry.view, !scrollView.needsAdjustedContentInsetUpdate
            else { continue }
            // Scrolling does not move a scroll view itself, only what is inside it.
            let affected =
                scrollView === self
                ? !boundsOriginOnly : !isLeaf && scrollView.isDescendant(of: self)
            if affected {
                scrollView.needsAdjustedContentInsetUpdate = true
                window.hasPendingAdjustedContentInsetUpdates = true
            }
        }
    }
}

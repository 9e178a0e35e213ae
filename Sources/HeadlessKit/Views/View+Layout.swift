import Foundation

extension View {
    /// Marks the view as needing layout. Returns at once; the window's next layout pass (or a
    /// ``layoutIfNeeded()``) calls ``layoutSubviews()``. Calls coalesce (UIKit L1).
    public func setNeedsLayout() {
        if needsLayoutFlag { return }
        needsLayoutFlag = true
        markAncestorsDescendantNeedsLayout()
    }

    func markAncestorsDescendantNeedsLayout() {
        // Up the superviews, none retained (a retain is the runtime's slow path for a view
        // that constraints reference weakly, and one more cache line): a superview holds its
        // subviews and clears their pointer to it when it goes, and noting runs no code that
        // changes the tree. Most calls stop at the first level (a sibling was noted first).
        var child = Unmanaged.passUnretained(self)
        while let parentID = withUnretained(child, { $0.superviewID }) {
            let parent = View.unretained(parentID)
            let noted = withUnretained(child) { child in
                withUnretained(parent) { parent in
                    parent.noteDirtySubview(child)
                    if parent.descendantNeedsLayout { return true }
                    parent.descendantNeedsLayout = true
                    return false
                }
            }
            if noted { return }
            child = parent
        }
    }

    /// Whether a layout pass is pending for this view.
    public var needsLayout: Bool { needsLayoutFlag }

    /// Lays out this subtree now if any of it is pending; does nothing otherwise (UIKit L2).
    /// Parents are laid out before their children.
    ///
    /// - Complexity: O(*n*) in the pending views of this subtree (clean subtrees are skipped),
    ///   plus the layout engine's work for the constraints that changed.
    public func layoutIfNeeded() {
        // A parent's layoutSubviews can dirty its children again; repeat, bounded, until clean.
        var passes = 0
        updateConstraintsIfNeeded()
        treeLayoutEngine?.applyIfNeeded()
        while true {
            // Read again each pass: a layoutSubviews may bring the tree its first constraints
            // (a collection view adding cells whose constraints were made before), which
            // makes the root's engine during the pass.
            let engine = treeLayoutEngine
            guard needsLayoutFlag || descendantNeedsLayout || engine?.isDirty == true else { break }
            engine?.applyIfNeeded()
            passes += 1
            if passes > 100 {
                (self as? Window ?? window)?.record(
                    .layoutLoop,
                    "Layout did not settle after 100 passes under \(shortDescription); "
                        + "a layoutSubviews keeps invalidating layout")
                return
            }
            layoutSubtree()
        }
    }

    /// One layout pass over the dirty part of this subtree, parents before children, with an
    /// explicit stack so that any depth fits.
    ///
    /// Only the subviews noted dirty are visited, so one dirty cell among n siblings costs
    /// O(1), not O(n). The stack holds one entry per level being walked, not one per subview:
    /// a subview is visited in place, in its superview's entry.
    private func layoutSubtree() {
        countTreeOperation { $0.viewsWalked &+= 1 }
        guard needsLayoutFlag || descendantNeedsLayout else { return }
        layOutIfNeeded()
        guard let first = pendingLayoutLevel() else { return }
        var levels = [first]
        while var level = levels.popLast() {
            var next: LayoutLevel?
            let id = level.viewID
            while level.position < level.end {
                // Not retained (a retain is the runtime's slow path for a view that
                // constraints reference weakly, and one more cache line): the level's copy of
                // the subviews holds it while it is visited, whatever layoutSubviews removes.
                let subview = Unmanaged.passUnretained(level.subviews[level.position])
                level.position += 1
                next = withUnretained(subview) { subview in
                    // Removed by a layoutSubviews that ran since the level was read: skipped.
                    guard subview.isSubview(of: id) else { return nil }
                    countTreeOperation { $0.viewsWalked &+= 1 }
                    guard subview.needsLayoutFlag || subview.descendantNeedsLayout else {
                        return nil
                    }
                    subview.layOutIfNeeded()
                    return subview.pendingLayoutLevel()
                }
                if next != nil { break }
            }
            // The rest of this level waits under the subview's, which is walked first. Both
            // move onto the stack (no copy: a copy would retain the view).
            if level.position < level.end { levels.append(consume level) }
            if next != nil { levels.append(next.take()!) }
        }
    }

    /// Runs this view's own layout if it is pending (``layoutSubviews()`` and the view
    /// controller's hooks around it).
    private func layOutIfNeeded() {
        guard needsLayoutFlag else { return }
        needsLayoutFlag = false
        updateConstraintsForLayout()
        if hasViewControllerFlag { extras?.viewController?.viewWillLayoutSubviews() }
        layoutSubviews()
        if hasViewControllerFlag { extras?.viewController?.viewDidLayoutSubviews() }
    }

    /// The subviews a layout pass visits next under this view, after its own layout ran (nil
    /// when none is pending). Reads them now and empties the note: the walk skips the ones a
    /// later layoutSubviews removes, and one that removes itself leaves its siblings to run.
    private func pendingLayoutLevel() -> LayoutLevel? {
        guard descendantNeedsLayout else { return nil }
        descendantNeedsLayout = false
        guard let (subviews, start, end) = subviewsPendingLayout(consume: true) else {
            return nil
        }
        return LayoutLevel(
            viewID: ObjectIdentifier(self), subviews: subviews, position: start, end: end)
    }

    /// Hook run before `layoutSubviews` (constraint updates requested during layout).
    func updateConstraintsForLayout() {
        if needsUpdateConstraintsFlag { updateConstraintsIfNeeded() }
    }

    /// Asks for ``updateConstraints()`` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraintsFlag = true
        markAncestorsDescendantNeedsUpdateConstraints()
        setNeedsLayout()
    }

    /// Notes up the chain that a view of this subtree asked for ``updateConstraints()``.
    func markAncestorsDescendantNeedsUpdateConstraints() {
        var child = self
        while let view = child.superview, !view.descendantNeedsUpdateConstraints {
            view.descendantNeedsUpdateConstraints = true
            child = view
        }
    }

    /// Runs ``updateConstraints()`` now, children before parents (UIKit: "from the bottom up"),
    /// on the views of this subtree that asked for it.
    ///
    /// - Complexity: O(*n*) in the views of this subtree that asked for it and their ancestors
    ///   below this view.
    public func updateConstraintsIfNeeded() {
        guard descendantNeedsUpdateConstraints || needsUpdateConstraintsFlag else { return }
        // Post-order with an explicit stack: a view is finished after its subviews.
        var pending: [(view: View, expanded: Bool)] = [(self, false)]
        while let (view, expanded) = pending.popLast() {
            if !expanded {
                pending.append((view, true))
                guard view.descendantNeedsUpdateConstraints else { continue }
                view.descendantNeedsUpdateConstraints = false
                view.forEachSubviewPendingLayoutReversed(consume: false) { subview in
                    if subview.descendantNeedsUpdateConstraints
                        || subview.needsUpdateConstraintsFlag
                    {
                        pending.append((subview, false))
                    }
                }
            } else if view.needsUpdateConstraintsFlag {
                view.needsUpdateConstraintsFlag = false
                view.updateConstraints()
            }
        }
    }

    /// Applies `autoresizingMask` for a superview resize from `oldSize` to `newSize`.
    ///
    /// On each axis the change is shared between the flexible parts (left margin, width, right
    /// margin) in proportion to their current sizes, as UIKit does; if all flexible parts are
    /// zero, it is shared equally.
    func autoresize(superviewOldSize oldSize: CGSize, newSize: CGSize) {
        let mask = autoresizingMask
        var f = frame
        func distribute(
            delta: CGFloat, before: CGFloat, size: CGFloat, after: CGFloat,
            flexibleBefore: Bool, flexibleSize: Bool, flexibleAfter: Bool
        ) -> (origin: CGFloat, size: CGFloat) {
            let parts = [
                flexibleBefore ? max(before, 0) : nil, flexibleSize ? max(size, 0) : nil,
                flexibleAfter ? max(after, 0) : nil,
            ]
            let flexibleCount = parts.compactMap { $0 }.count
            guard flexibleCount > 0, delta != 0 else { return (before, size) }
            let total = parts.compactMap { $0 }.reduce(0, +)
            func share(_ part: CGFloat?) -> CGFloat {
                guard let part else { return 0 }
                return total > 0 ? delta * part / total : delta / CGFloat(flexibleCount)
            }
            return (before + share(parts[0]), size + share(parts[1]))
        }
        let x = distribute(
            delta: newSize.width - oldSize.width, before: f.origin.x, size: f.width,
            after: oldSize.width - f.maxX, flexibleBefore: mask.contains(.flexibleLeftMargin),
            flexibleSize: mask.contains(.flexibleWidth),
            flexibleAfter: mask.contains(.flexibleRightMargin))
        let y = distribute(
            delta: newSize.height - oldSize.height, before: f.origin.y, size: f.height,
            after: oldSize.height - f.maxY, flexibleBefore: mask.contains(.flexibleTopMargin),
            flexibleSize: mask.contains(.flexibleHeight),
            flexibleAfter: mask.contains(.flexibleBottomMargin))
        f = CGRect(x: x.origin, y: y.origin, width: max(x.size, 0), height: max(y.size, 0))
        frame = f
    }
}

/// One level of a layout pass: the subviews of a view it visits, read when the level began.
private struct LayoutLevel {
    /// The view's identity, not a reference: holding the view would retain it (the runtime's
    /// slow path for a view that constraints reference weakly), and the walk only compares it
    /// with each subview's superview.
    let viewID: ObjectIdentifier
    let subviews: [View]
    var position: Int
    let end: Int
}

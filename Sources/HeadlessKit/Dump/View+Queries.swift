import Foundation

// Queries over a view's subtree, for tests and debugging.
//
// Every query walks the same way: depth-first, pre-order, starting with the view itself, then
// each subview in `subviews` order (back to front), each subview's subtree before its next
// sibling. For
//
//     root
//     ├ a
//     │ └ a1
//     └ b
//
// the order is root, a, a1, b. `first` queries return the first match in that order; `all`
// queries return every match in that order.

extension View {
    /// The first view in this subtree (self included, depth-first, pre-order, subviews back to
    /// front) for which `predicate` is true.
    ///
    ///     let wide = root.first { $0.frame.width > 300 }
    ///
    /// - Complexity: O(*n*) in the number of descendants.
    public func first(where predicate: (View) throws -> Bool) rethrows -> View? {
        var found: View?
        try walkSubtree { view in
            guard try predicate(view) else { return .descend }
            found = view
            return .stop
        }
        return found
    }

    /// Every view in this subtree (self included, depth-first, pre-order) for which `predicate`
    /// is true.
    ///
    /// - Complexity: O(*n*) in the number of descendants.
    public func all(where predicate: (View) throws -> Bool) rethrows -> [View] {
        var found: [View] = []
        try collect(into: &found, predicate)
        return found
    }

    private func collect(into found: inout [View], _ predicate: (View) throws -> Bool) rethrows {
        try walkSubtree { view in
            if try predicate(view) { found.append(view) }
            return .descend
        }
    }

    /// Every view of type `type` (or a subclass) in this subtree, self included, depth-first.
    ///
    ///     let labels = window.all(ofType: Label.self).map(\.text)
    public func all<T: View>(ofType type: T.Type) -> [T] {
        var found: [T] = []
        collect(ofType: type, into: &found)
        return found
    }

    private func collect<T: View>(ofType type: T.Type, into found: inout [T]) {
        walkSubtree { view in
            if let match = view as? T { found.append(match) }
            return .descend
        }
    }

    /// The first view of type `type` (or a subclass) in this subtree, self included,
    /// depth-first.
    public func first<T: View>(ofType type: T.Type) -> T? {
        first { $0 is T } as? T
    }

    /// The first view in this subtree whose `accessibilityIdentifier` is `identifier`.
    ///
    ///     let pages = window.first(identifier: "pages")
    ///
    /// - Complexity: O(*n*) in the number of descendants.
    public func first(identifier: String) -> View? {
        first { $0.accessibilityIdentifier == identifier }
    }

    /// The first ``Label`` in this subtree whose `text` is exactly `text`.
    ///
    /// - Complexity: O(*n*) in the number of descendants.
    public func first(text: String) -> Label? {
        first { ($0 as? Label)?.text == text } as? Label
    }

    /// The chain of views from this view down to `descendant`, both included, or `nil` when
    /// `descendant` is not in this subtree. `root.path(to: root)` is `[root]`.
    ///
    ///     window.path(to: label)?.map(\.shortDescription)   // ["<Window>", "<View>", "<Label>"]
    ///
    /// - Complexity: O(*d*) in the depth of `descendant`.
    public func path(to descendant: View) -> [View]? {
        var chain: [View] = []
        var current: View? = descendant
        while let view = current {
            chain.append(view)
            if view === self { return chain.reversed() }
            current = view.superview
        }
        return nil
    }

    /// Whether a person would see at least part of this view: it is in a window, neither it nor
    /// an ancestor is hidden or has `alpha` below 0.01, and ``visibleRectInWindow`` has an area.
    ///
    /// Model values are used (`frame`, `alpha`), not the presentation of a running animation.
    public var isVisibleOnScreen: Bool {
        guard self is Window || window != nil, isVisibleUpTheChain else { return false }
        let rect = visibleRectInWindow
        return !rect.isNull && rect.width > 0 && rect.height > 0
    }

    /// The part of this view's bounds, in window coordinates, that no clipping ancestor
    /// (`clipsToBounds`) and not the window's bounds cut away; `CGRect.null` when nothing is left.
    ///
    /// Only geometry counts: a hidden view still has a visible rect (see ``isVisibleOnScreen``).
    /// A view outside a window is measured against its tree's root.
    ///
    ///     +- window (0 0; 390 844) ---+
    ///     | +- strip, clips ---------+|   strip (0 100; 390 44), bounds.origin.x = 50
    ///     | |[a]                     ||   a (0 0; 100 44) in strip
    ///     | +------------------------+|   a.visibleRectInWindow == (0 100; 50 44)
    ///
    /// - Complexity: O(*d*) in this view's depth.
    public var visibleRectInWindow: CGRect {
        var rect = convert(bounds, to: nil)
        var ancestor = superview
        var root: View = self
        while let view = ancestor {
            if view.clipsToBounds {
                rect = rect.overlap(view.convert(view.bounds, to: nil))
                if rect.isNull { return .null }
            }
            root = view
            ancestor = view.superview
        }
        // The root's bounds are its own (window) coordinate space.
        rect = rect.overlap(root.bounds)
        return rect.isNull ? .null : rect
    }
}

import Foundation

// The accessibility elements of a subtree in the order VoiceOver visits them, and a text dump
// of them for tests.
//
// The walk follows UIKit's rules: a hidden view, a view with alpha below 0.01 and a view with
// `accessibilityElementsHidden` are skipped with their subtrees; an element is visited and its
// subviews are not; a container's `accessibilityElements` give its order, otherwise its
// subviews are read top to bottom, then leading to trailing, by their frames in the window
// (ties keep the subview order); when a subview has `accessibilityViewIsModal`, its siblings
// are skipped (the frontmost modal one wins).

extension View {
    /// The accessibility elements of this subtree (this view included), in VoiceOver's order.
    ///
    ///     +- window -----------------+
    ///     | [Back]         [Share]   |   window.accessibilityElementsInOrder
    ///     | Title                    |   == [back, share, title]
    ///     +--------------------------+
    ///
    /// - Complexity: O(*n* log *n*) in the number of views in the subtree.
    public var accessibilityElementsInOrder: [View] {
        // Pre-order with an explicit stack, so that any depth fits.
        var found: [View] = []
        var pending: [View] = [self]
        while let view = pending.popLast() {
            guard !view.isHidden, view.alpha >= 0.01, !view.accessibilityElementsHidden else {
                continue
            }
            if view.isAccessibilityElement {
                found.append(view)
                continue
            }
            pending += view.accessibilityChildren.reversed()
        }
        return found
    }

    /// The views an assistive technology visits inside this one, in order.
    private var accessibilityChildren: [View] {
        if let elements = accessibilityElements {
            // Only views inside this one: an ancestor listed here would loop forever.
            return elements.filter { $0 !== self && $0.isDescendant(of: self) }
        }
        var children = subviews
        if let modal = children.last(where: {
            $0.accessibilityViewIsModal && !$0.isHidden && $0.alpha >= 0.01
        }) {
            children = [modal]
        }
        guard children.count > 1 else { return children }
        let keyed = children.enumerated().map {
            (index: $0, frame: $1.accessibilityFrame, view: $1)
        }
        return keyed.sorted { a, b in
            if a.frame.minY != b.frame.minY { return a.frame.minY < b.frame.minY }
            if a.frame.minX != b.frame.minX { return a.frame.minX < b.frame.minX }
            return a.index < b.index
        }.map(\.view)
    }

    /// The accessibility elements of this subtree in VoiceOver's order, one line each: the
    /// label in quotes (`(no label)` when it has none), the traits, the frame in the window,
    /// then the value and hint when set.
    ///
    ///     "Back" button (8 50; 44 44)
    ///     "Title" staticText,header (16 100; 200 24)
    ///     "Volume" adjustable (16 140; 300 44) value="60%" hint="Adjusts the volume"
    ///
    /// - Complexity: O(*n* log *n*) in the number of views in the subtree.
    public func accessibilityDescription() -> String {
        var output = ""
        for element in accessibilityElementsInOrder {
            output += element.accessibilityLine + "\n"
        }
        return output
    }

    /// One element's line in ``accessibilityDescription()``.
    public var accessibilityLine: String {
        var line =
            accessibilityLabel.map { "\"\(escaped($0))\"" } ?? "(no label)"
        line += " \(accessibilityTraits) \(formatted(accessibilityFrame))"
        if let value = accessibilityValue { line += " value=\"\(escaped(value))\"" }
        if let hint = accessibilityHint { line += " hint=\"\(escaped(hint))\"" }
        return line
    }
}

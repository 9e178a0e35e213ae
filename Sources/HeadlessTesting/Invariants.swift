import Foundation
import HeadlessKit

/// What no view tree may ever show, whatever a script did to it: one line per problem, empty
/// when the tree is sound. (``Explorer`` checks the same rules, and more, as
/// ``ExploreInvariant/builtIn``.)
///
/// Always checked:
/// - every frame and bounds is finite (no NaN, no infinity);
/// - every subview's `superview` is the view that lists it, and no view is listed twice;
/// - every ``CollectionViewCell`` inside a ``CollectionView`` is one of its live cells (no
///   orphan cell left drawn and hit-testable);
/// - when layout is clean (no view needs layout, no solution waits to be written), every
///   active required constraint holds on the laid-out frames, within 1/100 pt (the same check
///   as ``ExploreInvariant/requiredConstraintsSatisfied``).
///
/// With `atRest` (the window settled), also: every scroll view at rest (no finger holds it,
/// nothing moves it) has its offset between ``ScrollView/minimumContentOffset`` and
/// ``ScrollView/maximumContentOffset`` (to 1/1000 pt).
///
///     #expect(invariantViolations(in: window, atRest: window.settle()) == [], "seed \(seed)")
///
/// - Complexity: O(*n* + *c*) in the number of views and of constraints.
@MainActor
public func invariantViolations(in root: View, atRest: Bool) -> [String] {
    var problems: [String] = []
    var seen = Set<ObjectIdentifier>()
    // Pre-order with an explicit stack, so that any depth fits.
    var pending = [root]
    while let view = pending.popLast() {
        guard seen.insert(ObjectIdentifier(view)).inserted else {
            problems.append("\(view.shortDescription) is listed twice in the tree")
            continue
        }
        let frame = view.frame
        let bounds = view.bounds
        let finite = [
            frame.minX, frame.minY, frame.width, frame.height, bounds.minX, bounds.minY,
            bounds.width, bounds.height,
        ].allSatisfy(\.isFinite)
        if !finite {
            problems.append("\(view.shortDescription) has frame \(frame), bounds \(bounds)")
        }
        if let collection = view as? CollectionView {
            for case let cell as CollectionViewCell in view.subviews
            where collection.indexPath(for: cell) == nil {
                problems.append(
                    "\(cell.shortDescription) is an orphan cell in \(collection.shortDescription)")
            }
        }
        if atRest, let scroll = view as? ScrollView, scroll.isAtRest {
            let low = scroll.minimumContentOffset
            let high = scroll.maximumContentOffset
            let offset = scroll.contentOffset
            let tolerance: CGFloat = 0.001
            if offset.x < low.x - tolerance || offset.x > high.x + tolerance
                || offset.y < low.y - tolerance || offset.y > high.y + tolerance
            {
                problems.append(
                    "\(scroll.shortDescription) rests at offset \(offset), outside "
                        + "\(low)...\(high) (content size \(scroll.contentSize))")
            }
        }
        let subviews = view.subviews
        for subview in subviews where subview.superview !== view {
            problems.append(
                "\(subview.shortDescription) is in \(view.shortDescription).subviews but its "
                    + "superview is \(subview.superview?.shortDescription ?? "nil")")
        }
        pending += subviews.reversed()
    }
    return problems + root.unsatisfiedRequiredConstraints()
}

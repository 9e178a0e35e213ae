import Foundation
import HeadlessKit

/// A rule a view tree must keep while it is driven, with a name: checked after every frame (or
/// only at rest, or when the window settles) by ``Explorer`` and by
/// ``HeadlessKit/Window/firstViolation(of:settleTimeout:during:)``.
///
///     let headerOnce = ExploreInvariant("header has one superview") { window in
///         header.superview == nil ? "the header left the tree" : nil
///     }
///
/// The check returns `nil` when the rule holds, or a message saying what is wrong.
public struct ExploreInvariant: Sendable {
    /// When an invariant is checked.
    public enum Timing: Sendable, Hashable {
        /// After every frame.
        case everyFrame
        /// After every frame at which the window is at rest: idle (no animation, deceleration
        /// or pending layout) with no finger down.
        case atRest
        /// Each time the script lets the window settle (a settle step and the script's end);
        /// the check itself runs the frames.
        case whenSettling
    }

    /// The name printed with a violation; shrinking keeps a script failing the same name.
    public let name: String
    /// When it is checked.
    public let timing: Timing
    /// How a printed test refers to it (`.finiteGeometry` for a built-in one); `nil` prints a
    /// placeholder naming it.
    public let code: String?
    let body: @MainActor @Sendable (Window) -> String?

    /// Makes an invariant named `name`; `check` returns `nil` when the rule holds, or what is
    /// wrong. `code` is how a printed test should spell it (for example `.headerInTree` if you
    /// declare it as a static member of `ExploreInvariant`).
    public init(
        _ name: String, timing: Timing = .everyFrame, code: String? = nil,
        check: @escaping @MainActor @Sendable (Window) -> String?
    ) {
        self.name = name
        self.timing = timing
        self.code = code
        self.body = check
    }

    /// What is wrong with `window` now, or `nil` if the rule holds.
    @MainActor
    public func violation(in window: Window) -> String? {
        body(window)
    }
}

/// A broken invariant: which one, what was wrong, and when.
public struct InvariantViolation: Hashable, Sendable, CustomStringConvertible {
    /// The invariant's name.
    public let invariant: String
    /// What its check said.
    public let message: String
    /// The window clock's frame count when it was seen.
    public let frame: Int

    /// Makes a violation record.
    public init(invariant: String, message: String, frame: Int) {
        self.invariant = invariant
        self.message = message
        self.frame = frame
    }

    public var description: String { "\(invariant) at frame \(frame): \(message)" }
}

extension ExploreInvariant {
    /// Every built-in invariant, in the order they are checked.
    public static var builtIn: [ExploreInvariant] {
        [
            .finiteGeometry, .consistentHierarchy, .hitTestableInsideWindow,
            .requiredConstraintsSatisfied, .noStrayCells, .scrollOffsetInContent, .settles,
        ]
    }

    /// No view's frame, bounds or center, and no scroll view's offset, content size or insets,
    /// holds NaN or an infinity.
    public static var finiteGeometry: ExploreInvariant {
        ExploreInvariant("finite geometry", code: ".finiteGeometry") { window in
            var problem: String?
            walk(window) { view in
                guard problem == nil else { return false }
                if !isFinite(view.frame) {
                    problem = "\(view.shortDescription) frame \(exploreText(view.frame))"
                } else if !isFinite(view.bounds) {
                    problem = "\(view.shortDescription) bounds \(exploreText(view.bounds))"
                } else if let scroll = view as? ScrollView {
                    let o = scroll.contentOffset
                    let s = scroll.contentSize
                    let i = scroll.adjustedContentInset
                    if !(o.x.isFinite && o.y.isFinite) {
                        problem = "\(view.shortDescription) contentOffset \(exploreText(o))"
                    } else if !(s.width.isFinite && s.height.isFinite) {
                        problem = "\(view.shortDescription) contentSize \(s)"
                    } else if ![i.top, i.left, i.bottom, i.right].allSatisfy(\.isFinite) {
                        problem = "\(view.shortDescription) adjustedContentInset \(i)"
                    }
                }
                return true
            }
            return problem
        }
    }

    /// Every view appears once in the tree, and each subview's `superview` is the view whose
    /// `subviews` hold it.
    public static var consistentHierarchy: ExploreInvariant {
        ExploreInvariant("consistent hierarchy", code: ".consistentHierarchy") { window in
            var seen = Set<ObjectIdentifier>()
            var problem: String?
            @MainActor func visit(_ view: View) {
                for child in view.subviews {
                    guard problem == nil else { return }
                    if child.superview !== view {
                        problem =
                            "\(child.shortDescription) is in \(view.shortDescription).subviews"
                            + " but its superview is "
                            + (child.superview?.shortDescription ?? "nil")
                        return
                    }
                    if !seen.insert(ObjectIdentifier(child)).inserted {
                        problem = "\(child.shortDescription) appears twice in the tree"
                        return
                    }
                    visit(child)
                }
            }
            visit(window)
            return problem
        }
    }

    /// No view that can take touches (shown, opaque enough, interaction enabled down from the
    /// window) has run away: left its superview's bounds for a place wholly outside the window
    /// while the superview shows in it, with no ancestor's `clipsToBounds` hiding it. A view
    /// off screen with its superview (a header scrolled up, a page beside the current one) is
    /// fine. Not checked while the window has no area.
    public static var hitTestableInsideWindow: ExploreInvariant {
        ExploreInvariant("hit-testable inside window", code: ".hitTestableInsideWindow") {
            window in
            let area = window.bounds
            guard area.width > 0, area.height > 0 else { return nil }
            var problem: String?
            // `shown`: the part of the view not clipped away, in window coordinates.
            @MainActor func visit(_ view: View, shown: CGRect, clip: CGRect?) {
                let parentOnScreen = shown.intersects(area)
                for child in view.subviews {
                    guard problem == nil else { return }
                    guard !child.isHidden, child.alpha > 0.01, child.isUserInteractionEnabled
                    else { continue }
                    let rect = child.convert(child.bounds, to: nil)
                    guard isFinite(rect) else { continue }
                    let visible = clip.map { rect.intersection($0) } ?? rect
                    if parentOnScreen, !visible.isNull, visible.width > 0, visible.height > 0,
                        !visible.intersects(area), !child.frame.intersects(view.bounds)
                    {
                        problem =
                            "\(child.shortDescription) takes touches at \(exploreText(visible)),"
                            + " wholly outside the window \(exploreText(area)), while"
                            + " \(view.shortDescription) shows"
                        return
                    }
                    let childClip = child.clipsToBounds ? visible : clip
                    visit(child, shown: visible, clip: childClip)
                }
            }
            visit(window, shown: area, clip: nil)
            return problem
        }
    }

    /// No required constraint was broken: the window holds no unsatisfiable-constraints
    /// diagnostic (the layout engine records one each time it breaks a constraint), and, when
    /// layout is clean, every active required constraint holds on the laid-out frames within
    /// 1/100 pt.
    public static var requiredConstraintsSatisfied: ExploreInvariant {
        ExploreInvariant("required constraints satisfied", code: ".requiredConstraintsSatisfied") {
            window in
            window.diagnostics.first { $0.kind == .unsatisfiableConstraints }?.description
                ?? window.unsatisfiedRequiredConstraints().first
        }
    }

    /// Every cell among a collection view's subviews is one of its visible cells, placed
    /// within the area it keeps cells for (its bounds grown by `reuseMargin`); cells waiting for
    /// reuse are not in the tree.
    public static var noStrayCells: ExploreInvariant {
        ExploreInvariant("no stray cells", code: ".noStrayCells") { window in
            var problem: String?
            walk(window) { view in
                guard problem == nil else { return false }
                guard let collection = view as? CollectionView else { return true }
                let kept = collection.bounds.insetBy(
                    dx: -collection.reuseMargin - 1, dy: -collection.reuseMargin - 1)
                for case let cell as CollectionViewCell in collection.subviews {
                    if collection.indexPath(for: cell) == nil {
                        problem =
                            "\(cell.shortDescription) is in \(collection.shortDescription)"
                            + " but is not one of its visible cells"
                    } else if !cell.isHidden, !cell.frame.intersects(kept),
                        cell.frame.width > 0, cell.frame.height > 0
                    {
                        problem =
                            "\(cell.shortDescription) at \(exploreText(cell.frame)) is outside the"
                            + " visible area \(exploreText(kept)) of \(collection.shortDescription)"
                    }
                    if problem != nil { break }
                }
                return true
            }
            return problem
        }
    }

    /// At rest, every scroll view's offset lies between its smallest and largest content
    /// offsets (content size plus adjusted insets), within half a point.
    public static var scrollOffsetInContent: ExploreInvariant {
        ExploreInvariant(
            "scroll offset in content", timing: .atRest, code: ".scrollOffsetInContent"
        ) { window in
            var problem: String?
            walk(window) { view in
                guard problem == nil else { return false }
                guard let scroll = view as? ScrollView else { return true }
                let o = scroll.contentOffset
                let low = scroll.minimumContentOffset
                let high = scroll.maximumContentOffset
                let slack: CGFloat = 0.5
                if o.x < low.x - slack || o.x > high.x + slack || o.y < low.y - slack
                    || o.y > high.y + slack
                {
                    problem =
                        "\(scroll.shortDescription) at rest with contentOffset \(exploreText(o))"
                        + " outside \(exploreText(low))…\(exploreText(high))"
                }
                return true
            }
            return problem
        }
    }

    /// `settle()` brings the window to idle within the settle timeout.
    public static var settles: ExploreInvariant {
        settles(timeout: 10)
    }

    /// `settle(timeout:)` brings the window to idle within `timeout` seconds of clock time.
    public static func settles(timeout: TimeInterval) -> ExploreInvariant {
        ExploreInvariant("settles", timing: .whenSettling, code: ".settles") { window in
            window.settle(timeout: timeout)
                ? nil : "still busy after settle(timeout: \(formatted(CGFloat(timeout))))"
        }
    }
}

/// Visits `root` and its descendants depth first; `body` returns whether to go on.
@MainActor
func walk(_ root: View, _ body: (View) -> Bool) {
    guard body(root) else { return }
    for child in root.subviews { walk(child, body) }
}

func isFinite(_ rect: CGRect) -> Bool {
    rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite
}

/// `(x y; w h)`, as tree dumps print rects.
func exploreText(_ rect: CGRect) -> String {
    "(\(formatted(rect.minX)) \(formatted(rect.minY)); \(formatted(rect.width))"
        + " \(formatted(rect.height)))"
}

/// `(x y)`, as tree dumps print points.
func exploreText(_ point: CGPoint) -> String {
    "(\(formatted(point.x)) \(formatted(point.y)))"
}

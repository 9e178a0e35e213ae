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
    /// For a built-in invariant that walks the tree: which walk, so that several share one.
    let treeCheck: TreeCheck?

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
        self.treeCheck = nil
    }

    /// A built-in invariant that walks the tree; alone it walks by itself, and
    /// ``InvariantWatch`` walks once for all of them checked at the same frame.
    init(_ name: String, timing: Timing = .everyFrame, code: String, treeCheck: TreeCheck) {
        self.name = name
        self.timing = timing
        self.code = code
        self.treeCheck = treeCheck
        self.body = { window in
            TreeWalker().run(TreeCheckSet(treeCheck), on: window)[treeCheck]
        }
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
    ///
    /// - Complexity: O(*n*) in the views.
    public static var finiteGeometry: ExploreInvariant {
        ExploreInvariant("finite geometry", code: ".finiteGeometry", treeCheck: .finiteGeometry)
    }

    /// Every view appears once in the tree, and each subview's `superview` is the view whose
    /// `subviews` hold it.
    ///
    /// - Complexity: O(*n*) in the views (no set of the views is built).
    public static var consistentHierarchy: ExploreInvariant {
        ExploreInvariant(
            "consistent hierarchy", code: ".consistentHierarchy",
            treeCheck: .consistentHierarchy)
    }

    /// No touch outside the window reaches a view: at every point outside the window's bounds,
    /// the window's hit test, which is how ``HeadlessKit/Window/send(_:)`` finds a touch's
    /// view, answers `nil`.
    ///
    /// This is UIKit's rule, not a rule about where views may lie. `hitTest(_:with:)`: "Points
    /// that lie outside the receiver's bounds are never reported as hits, even if they actually
    /// lie within one of the receiver's subviews"; it asks `point(inside:with:)` first, so the
    /// window turns such a touch away before any subview is asked. (UIKit's system never even
    /// sends it: a touch goes to the window under the finger.) A view lying outside its
    /// window, or outside its superview, is therefore out of reach and not a fault: a sticky
    /// header held below a window shorter than its free space, a page beside the current one,
    /// a cell in the reuse margin. HeadlessKit sends every touch to its one window, wherever it
    /// lands (a script's point after a resize to a smaller size), so what must hold is the
    /// window's gate: a `point(inside:with:)` or `hitTest(_:with:)` of a window subclass that
    /// answers past the window's edges breaks it.
    ///
    /// It is checked where it matters: just outside each edge of the window (the maximum
    /// edges themselves are outside, as bounds are half-open), and, for every view that can
    /// take touches (shown, `alpha` ≥ 0.01, interaction enabled down from the window) and
    /// reaches outside the window, at the point of each part outside nearest the window.
    ///
    /// - Complexity: O(*n*) in the views, plus one window hit test per probe.
    public static var hitTestableInsideWindow: ExploreInvariant {
        ExploreInvariant(
            "hit-testable inside window", code: ".hitTestableInsideWindow",
            treeCheck: .hitTestableInsideWindow)
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
        ExploreInvariant("no stray cells", code: ".noStrayCells", treeCheck: .noStrayCells)
    }

    /// At rest, every scroll view's offset lies between its smallest and largest content
    /// offsets (content size plus adjusted insets), within half a point.
    public static var scrollOffsetInContent: ExploreInvariant {
        ExploreInvariant(
            "scroll offset in content", timing: .atRest, code: ".scrollOffsetInContent",
            treeCheck: .scrollOffsetInContent)
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

import Foundation
import HeadlessKit

/// A lazy search of a view's subtree, as flutter_test's `Finder` or Compose's
/// `onAllNodes(...)`: it looks when asked (``views``, ``expect(_:fileID:filePath:line:column:)``,
/// an action), so one finder can be checked before and after a gesture.
///
///     let home = window.find(.text("Home"))
///     home.expect(.one)
///     window.find(.identifier("strip")).descendants(matching: .type(Label.self)).expect(.exactly(3))
///     home.tap()
///
/// Results are in the order of ``HeadlessKit/View/all(where:)``: depth-first, pre-order, subviews
/// back to front; each view at most once.
@MainActor
public struct ViewFinder: @MainActor CustomStringConvertible {
    enum Step {
        case descendants(ViewMatcher)
        case ancestors(ViewMatcher)
    }

    /// The view whose subtree is searched (itself included).
    public let root: View
    let steps: [Step]

    /// Views matching `matcher` in `root`'s subtree.
    init(root: View, matcher: ViewMatcher) {
        self.root = root
        self.steps = [.descendants(matcher)]
    }

    private init(root: View, steps: [Step]) {
        self.root = root
        self.steps = steps
    }

    /// Views matching `matcher` inside (strict descendants of) the views found so far.
    ///
    ///     window.find(.identifier("tabs")).descendants(matching: .text("Home"))
    public func descendants(matching matcher: ViewMatcher) -> ViewFinder {
        ViewFinder(root: root, steps: steps + [.descendants(matcher)])
    }

    /// Views matching `matcher` that contain (are strict ancestors of) the views found so far,
    /// up to the finder's root.
    ///
    ///     window.find(.text("Row 3")).ancestors(matching: .type(CollectionViewCell.self))
    public func ancestors(matching matcher: ViewMatcher) -> ViewFinder {
        ViewFinder(root: root, steps: steps + [.ancestors(matcher)])
    }

    /// `text "Home" inside identifier "tabs" in <Window>`.
    public var description: String {
        var text = ""
        for (index, step) in steps.enumerated() {
            switch step {
            case .descendants(let matcher):
                text = index == 0 ? matcher.description : "\(matcher.description) inside \(text)"
            case .ancestors(let matcher):
                text = "\(matcher.description) containing \(text)"
            }
        }
        return text + " in \(root.shortDescription)"
    }

    /// The views found now, in tree order.
    ///
    /// - Complexity: O(*n*) in the number of views under ``root`` per step: a step looks at
    ///   each view at most once, however many of the views found so far share it.
    public var views: [View] {
        var current: [View] = [root]
        var isFirst = true
        for step in steps {
            // The views this step has looked at: a base inside an earlier base's subtree (or
            // an ancestor on an earlier base's chain) adds nothing new, so no walk repeats.
            var looked = Set<ObjectIdentifier>()
            var next: [View] = []
            switch step {
            case .descendants(let matcher):
                for base in current where !looked.contains(ObjectIdentifier(base)) {
                    // The first step searches the root itself too; scoping steps look inside.
                    next += base.all { view in
                        ViewFinder.countVisit()
                        guard looked.insert(ObjectIdentifier(view)).inserted else { return false }
                        return (view !== base || isFirst) && matcher.matches(view)
                    }
                }
            case .ancestors(let matcher):
                // Every base is in the root's subtree: walk up to the root, or to an ancestor an
                // earlier base's walk already took (everything above it is taken too).
                for base in current where base !== root {
                    var ancestor = base.superview
                    var chain: [View] = []
                    while let view = ancestor, looked.insert(ObjectIdentifier(view)).inserted {
                        ViewFinder.countVisit()
                        if matcher.matches(view) { chain.append(view) }
                        if view === root { break }
                        ancestor = view.superview
                    }
                    next += chain.reversed()
                }
            }
            current = next
            isFirst = false
        }
        return current
    }

    /// Views the finder's steps looked at, in debug builds (the complexity tests read
    /// differences).
    static var visits = 0

    @inline(__always)
    static func countVisit() {
        #if DEBUG
            visits &+= 1
        #endif
    }

    /// The first view found, or `nil`.
    public var first: View? { views.first }

    /// Checks that the finder finds `count` views, and records a failure that prints the tree
    /// around the candidates when it does not.
    ///
    ///     window.find(.text("Home")).expect(.one)
    ///
    /// A failure reads:
    ///
    ///     Expected exactly one view matching text "Tab" in <Window>, found 2:
    ///     Window (0 0; 320 480)
    ///       View "strip" (0 0; 320 44)
    ///         Label (0 0; 40 20.5) text="Tab"   ◀ 1
    ///         Label (40 0; 40 20.5) text="Tab"   ◀ 2
    ///
    /// - Returns: the views found.
    @discardableResult
    public func expect(
        _ count: MatchCount,
        fileID: String = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> [View] {
        let found = views
        if let message = countMismatch(count, found: found) {
            recordFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
        }
        return found
    }

    /// Checks that the finder finds exactly one view and returns it; otherwise records the
    /// failure ``expect(_:fileID:filePath:line:column:)`` does and returns `nil`.
    @discardableResult
    public func expectOne(
        fileID: String = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> View? {
        let found = expect(.one, fileID: fileID, filePath: filePath, line: line, column: column)
        return found.count == 1 ? found[0] : nil
    }

    /// The failure message for finding `found` when `count` was expected, or `nil`.
    func countMismatch(_ count: MatchCount, found: [View]) -> String? {
        switch count {
        case .exactly(let n), .atLeast(let n):
            precondition(n >= 0, "ViewFinder.expect: a count of \(n) views is negative")
        case .none, .one: break
        }
        if count.accepts(found.count) { return nil }
        return "Expected \(count) matching \(self), found \(found.count):\n"
            + treeAround(found, in: root)
    }
}

extension View {
    /// A finder for the views in this subtree (this view included) that match `matcher`.
    ///
    ///     window.find(.identifier("pages")).expect(.one)
    public func find(_ matcher: ViewMatcher) -> ViewFinder {
        ViewFinder(root: self, matcher: matcher)
    }
}

/// The most lines a failure message prints of a tree.
let treeContextLineLimit = 40

/// The part of `root`'s tree that explains a finder's result, one line per view in the compact
/// dump style: with candidates, the chains from `root` down to each (candidates marked `◀ n`)
/// and each candidate's siblings; with none, the whole tree. At most ``treeContextLineLimit``
/// lines, then a count of what was left out.
@MainActor
func treeAround(_ candidates: [View], in root: View) -> String {
    var lines: [String] = []
    var omitted = 0
    let marks = Dictionary(
        candidates.enumerated().map { (ObjectIdentifier($1), $0 + 1) }, uniquingKeysWith: min)
    // The views on a path to a candidate, and the candidates' siblings.
    var shown = Set<ObjectIdentifier>()
    // The parents whose subviews are shown already (candidates that are siblings share them).
    var shownSiblings = Set<ObjectIdentifier>()
    // A shown view's ancestors up to the root are shown too, so each walk up stops at the first
    // view shown already: each view is taken once. (Marks outside the root's subtree, from a
    // candidate that is not in it, are never read.)
    for candidate in candidates {
        var current: View? = candidate
        while let view = current, !shown.contains(ObjectIdentifier(view)) || view === candidate {
            shown.insert(ObjectIdentifier(view))
            ViewFinder.countVisit()
            if view === root { break }
            current = view.superview
        }
        // Below the root, the siblings are in the root's subtree too (their parent is shown).
        guard candidate !== root, let parent = candidate.superview,
            shownSiblings.insert(ObjectIdentifier(parent)).inserted
        else { continue }
        for sibling in parent.subviews {
            ViewFinder.countVisit()
            shown.insert(ObjectIdentifier(sibling))
        }
    }
    // Pre-order with an explicit stack, so that any depth fits.
    var pending = [(view: root, depth: 0)]
    while let (view, depth) = pending.popLast() {
        guard candidates.isEmpty || shown.contains(ObjectIdentifier(view)) else { continue }
        if lines.count >= treeContextLineLimit {
            omitted += 1
        } else {
            var line = String(repeating: "  ", count: depth) + describeOne(view)
            if let mark = marks[ObjectIdentifier(view)] { line += "   ◀ \(mark)" }
            lines.append(line)
        }
        pending += view.subviews.reversed().map { ($0, depth + 1) }
    }
    if omitted > 0 { lines.append("… \(omitted) more views") }
    return lines.joined(separator: "\n") + "\n"
}

/// One view's dump line, without its subtree.
@MainActor
func describeOne(_ view: View) -> String {
    var text = view.treeDescription(TreeDescriptionOptions(maxDepth: 0))
    while text.last == "\n" { text.removeLast() }
    return text
}

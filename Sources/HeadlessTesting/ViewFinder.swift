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
    /// - Complexity: O(*n*) in the number of views under ``root`` per step.
    public var views: [View] {
        var current: [View] = [root]
        var isFirst = true
        for step in steps {
            var seen = Set<ObjectIdentifier>()
            var next: [View] = []
            switch step {
            case .descendants(let matcher):
                for base in current {
                    // The first step searches the root itself too; scoping steps look inside.
                    let found = base.all { ($0 !== base || isFirst) && matcher.matches($0) }
                    for view in found where seen.insert(ObjectIdentifier(view)).inserted {
                        next.append(view)
                    }
                }
            case .ancestors(let matcher):
                for base in current {
                    var ancestor = base.superview
                    var chain: [View] = []
                    while let view = ancestor, view.isDescendant(of: root) {
                        if matcher.matches(view) { chain.append(view) }
                        ancestor = view.superview
                    }
                    for view in chain.reversed() where seen.insert(ObjectIdentifier(view)).inserted
                    {
                        next.append(view)
                    }
                }
            }
            current = next
            isFirst = false
        }
        return current
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
    for candidate in candidates {
        for view in root.path(to: candidate) ?? [] { shown.insert(ObjectIdentifier(view)) }
        for sibling in candidate.superview?.subviews ?? [] where sibling.isDescendant(of: root) {
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

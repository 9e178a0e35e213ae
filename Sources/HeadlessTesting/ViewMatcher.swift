import HeadlessKit

/// A test on one view, with words for failure messages: what a ``ViewFinder`` looks for, as
/// flutter_test's `find.byType` / `find.text` or Compose's `hasTestTag` / `hasText` matchers.
///
///     window.find(.text("Home"))
///     window.find(.type(Label.self).and(.text(containing: "Tab")))
@MainActor
public struct ViewMatcher: CustomStringConvertible {
    /// What the matcher looks for, e.g. `text "Home"`.
    public let description: String
    let body: @MainActor (View) -> Bool

    /// Makes a matcher from a predicate and its description.
    ///
    ///     .predicate("wider than 300") { $0.frame.width > 300 }
    public static func predicate(
        _ description: String, _ body: @escaping @MainActor (View) -> Bool
    ) -> ViewMatcher {
        ViewMatcher(description: description, body: body)
    }

    /// Views of type `type` or a subclass.
    public static func type<T: View>(_ type: T.Type) -> ViewMatcher {
        ViewMatcher(description: "type \(T.self)") { $0 is T }
    }

    /// Views whose `accessibilityIdentifier` is exactly `identifier` (Compose's test tag).
    public static func identifier(_ identifier: String) -> ViewMatcher {
        ViewMatcher(description: "identifier \"\(identifier)\"") {
            $0.accessibilityIdentifier == identifier
        }
    }

    /// Labels whose `text` is exactly `text`.
    public static func text(_ text: String) -> ViewMatcher {
        ViewMatcher(description: "text \"\(text)\"") { ($0 as? Label)?.text == text }
    }

    /// Labels whose `text` contains `fragment` (an empty fragment matches every label with
    /// text).
    public static func text(containing fragment: String) -> ViewMatcher {
        ViewMatcher(description: "text containing \"\(fragment)\"") {
            guard let text = ($0 as? Label)?.text else { return false }
            return fragment.isEmpty || text.contains(fragment)
        }
    }

    /// Accessibility elements whose `accessibilityLabel` is exactly `label` (a label's text
    /// unless set otherwise), as XCUITest queries elements by label: views that are
    /// accessibility elements and not inside another element (whose label covers them).
    public static func accessibilityLabel(_ label: String) -> ViewMatcher {
        ViewMatcher(description: "accessibility label \"\(label)\"") { view in
            guard view.isAccessibilityElement, view.accessibilityLabel == label else {
                return false
            }
            var ancestor = view.superview
            while let container = ancestor {
                if container.isAccessibilityElement { return false }
                ancestor = container.superview
            }
            return true
        }
    }

    /// Views that match both this matcher and `other`.
    public func and(_ other: ViewMatcher) -> ViewMatcher {
        let first = body
        let second = other.body
        return ViewMatcher(description: "\(description) and \(other.description)") {
            first($0) && second($0)
        }
    }

    /// Whether `view` matches.
    public func matches(_ view: View) -> Bool { body(view) }
}

/// How many views a ``ViewFinder`` should find, as flutter_test's `findsOneWidget`,
/// `findsNothing`, `findsNWidgets` and `findsAtLeastNWidgets`.
public enum MatchCount: Sendable, Equatable, CustomStringConvertible {
    /// No view.
    case none
    /// Exactly one view.
    case one
    /// Exactly `n` views.
    case exactly(Int)
    /// `n` views or more.
    case atLeast(Int)

    /// Whether `count` views satisfy this expectation.
    public func accepts(_ count: Int) -> Bool {
        switch self {
        case .none: count == 0
        case .one: count == 1
        case .exactly(let n): count == n
        case .atLeast(let n): count >= n
        }
    }

    /// `exactly one view`, `no view`, `at least 2 views`.
    public var description: String {
        switch self {
        case .none: "no view"
        case .one: "exactly one view"
        case .exactly(let n): "exactly \(n) view\(n == 1 ? "" : "s")"
        case .atLeast(let n): "at least \(n) view\(n == 1 ? "" : "s")"
        }
    }
}

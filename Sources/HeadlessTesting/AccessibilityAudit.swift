import Foundation
import HeadlessKit

/// The checks of an accessibility audit, as XCUITest's `XCUIAccessibilityAuditType` and
/// flutter_test's accessibility guidelines.
public struct AccessibilityAuditType: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// An element a person taps (``HeadlessKit/AccessibilityTraits/tappable``) smaller than
    /// 44×44 pt (Apple's Human Interface Guidelines).
    public static let hitRegion = AccessibilityAuditType(rawValue: 1 << 0)
    /// An element with no label (or only spaces).
    public static let sufficientElementDescription = AccessibilityAuditType(rawValue: 1 << 1)
    /// An element VoiceOver reaches that nobody can see: no size, or clipped away where no
    /// scroll view can bring it back.
    public static let hiddenButFocusable = AccessibilityAuditType(rawValue: 1 << 2)
    /// Two elements whose visible parts overlap.
    public static let elementOverlap = AccessibilityAuditType(rawValue: 1 << 3)
    /// A label whose text needs more room than its frame and `numberOfLines` give it.
    public static let textClipped = AccessibilityAuditType(rawValue: 1 << 4)
    /// Two elements with the same label and traits in one container (the same scroll view,
    /// or outside any scroll view): VoiceOver cannot tell them apart.
    public static let duplicateLabel = AccessibilityAuditType(rawValue: 1 << 5)
    /// Every check.
    public static let all: AccessibilityAuditType = [
        .hitRegion, .sufficientElementDescription, .hiddenButFocusable, .elementOverlap,
        .textClipped, .duplicateLabel,
    ]

    /// The check's name, as failure messages print it.
    var name: String {
        switch self {
        case .hitRegion: "hitRegion"
        case .sufficientElementDescription: "sufficientElementDescription"
        case .hiddenButFocusable: "hiddenButFocusable"
        case .elementOverlap: "elementOverlap"
        case .textClipped: "textClipped"
        case .duplicateLabel: "duplicateLabel"
        default: "\(rawValue)"
        }
    }
}

/// One problem an accessibility audit found.
@MainActor
public struct AccessibilityAuditIssue: @MainActor CustomStringConvertible {
    /// Which check found it.
    public let auditType: AccessibilityAuditType
    /// The element with the problem.
    public let element: View
    /// What is wrong, in a few words.
    public let compactDescription: String

    /// `hitRegion: "Close" button (8 8; 30 30): 30×30 is smaller than 44×44`.
    public var description: String {
        "\(auditType.name): \(element.accessibilityLine): \(compactDescription)"
    }
}

/// The smallest tap target, in points, each way.
let minimumHitRegion: CGFloat = 44

extension View {
    /// Runs the accessibility checks in `types` on this subtree's elements (in VoiceOver's
    /// order) and returns what they find, element by element in that order.
    ///
    /// - Complexity: O(*n*²) in the number of elements (the overlap check compares pairs),
    ///   plus O(*n* log *n*) in the number of views.
    public func accessibilityAuditIssues(
        for types: AccessibilityAuditType = .all
    ) -> [AccessibilityAuditIssue] {
        let elements = accessibilityElementsInOrder
        var issues: [AccessibilityAuditIssue] = []
        func add(_ type: AccessibilityAuditType, _ element: View, _ text: String) {
            issues.append(
                AccessibilityAuditIssue(auditType: type, element: element, compactDescription: text)
            )
        }
        let visibleRects = elements.map(\.visibleRectInWindow)
        struct LabelKey: Hashable {
            let container: ObjectIdentifier?
            let traits: AccessibilityTraits
            let label: String
        }
        var seenLabels: [LabelKey: View] = [:]
        for (index, element) in elements.enumerated() {
            let frame = element.accessibilityFrame
            let traits = element.accessibilityTraits
            if types.contains(.hitRegion), isInteractive(element, traits),
                frame.width < minimumHitRegion || frame.height < minimumHitRegion
            {
                add(
                    .hitRegion, element,
                    "\(formatted(frame.width))×\(formatted(frame.height)) is smaller than 44×44")
            }
            let label = element.accessibilityLabel ?? ""
            if types.contains(.sufficientElementDescription),
                label.allSatisfy({ $0.isWhitespace })
            {
                add(.sufficientElementDescription, element, "it has no label")
            }
            if types.contains(.hiddenButFocusable), let reason = unreachableReason(element) {
                add(.hiddenButFocusable, element, reason)
            }
            if types.contains(.elementOverlap) {
                for other in 0..<index {
                    let overlap = visibleRects[index].intersection(visibleRects[other])
                    guard !overlap.isNull, overlap.width > 0, overlap.height > 0 else { continue }
                    add(
                        .elementOverlap, element,
                        "it overlaps \(elements[other].accessibilityLine) by "
                            + "\(formatted(overlap.width))×\(formatted(overlap.height))")
                }
            }
            if types.contains(.textClipped), let label = element as? Label,
                let reason = clippedTextReason(label)
            {
                add(.textClipped, element, reason)
            }
            if types.contains(.duplicateLabel), !label.isEmpty {
                let key = LabelKey(
                    container: element.nearestScrollView.map(ObjectIdentifier.init),
                    traits: traits, label: label)
                if let first = seenLabels[key] {
                    add(
                        .duplicateLabel, element,
                        "\(first.accessibilityLine) has the same label and traits in the same container"
                    )
                } else {
                    seenLabels[key] = element
                }
            }
        }
        return issues
    }

    var nearestScrollView: ScrollView? {
        var ancestor = superview
        while let view = ancestor {
            if let scrollView = view as? ScrollView { return scrollView }
            ancestor = view.superview
        }
        return nil
    }
}

@MainActor
private func isInteractive(_ element: View, _ traits: AccessibilityTraits) -> Bool {
    !traits.intersection(.tappable).isEmpty
}

/// Why nobody can see `element`, or `nil`: it has no area, or no part of it is left inside its
/// clipping ancestors and the window and no scroll view can scroll it in.
@MainActor
private func unreachableReason(_ element: View) -> String? {
    let frame = element.accessibilityFrame
    if frame.width <= 0 || frame.height <= 0 { return "its frame \(describe(frame)) has no area" }
    let visible = element.visibleRectInWindow
    if !visible.isNull, visible.width > 0, visible.height > 0 { return nil }
    // A scroll view whose content holds the element can scroll it into view.
    var ancestor = element.superview
    while let view = ancestor {
        if let scrollView = view as? ScrollView {
            let inset = scrollView.adjustedContentInset
            let content = CGRect(
                x: -inset.left, y: -inset.top,
                width: scrollView.contentSize.width + inset.left + inset.right,
                height: scrollView.contentSize.height + inset.top + inset.bottom)
            let rect = element.convert(element.bounds, to: scrollView)
            let inside = rect.intersection(content)
            if !inside.isNull, inside.width > 0, inside.height > 0 { return nil }
        }
        ancestor = view.superview
    }
    return "it is outside the screen at \(describe(frame)) and no scroll view can bring it in"
}

/// Why `label`'s text does not fit, or `nil`.
@MainActor
private func clippedTextReason(_ label: Label) -> String? {
    guard let text = label.text, !text.isEmpty else { return nil }
    let measurer = label.textMeasurer ?? TextMeasuring.current
    let width = label.bounds.width
    // The whole text, on one line or wrapped at the label's width with no line limit.
    let needed = measurer.size(
        of: text, font: label.font, maxWidth: label.numberOfLines == 1 ? nil : width,
        numberOfLines: 0)
    let tolerance: CGFloat = 0.5
    if needed.width > width + tolerance, label.numberOfLines == 1 {
        return "the text needs \(formatted(needed.width)) pt on one line but the label is "
            + "\(formatted(width)) wide"
    }
    if needed.height > label.bounds.height + tolerance {
        let shown =
            label.numberOfLines == 0 ? "no line limit" : "numberOfLines \(label.numberOfLines)"
        return "the text needs \(formatted(needed.height)) pt of height but the label is "
            + "\(formatted(label.bounds.height)) high (\(shown))"
    }
    return nil
}

/// Runs an accessibility audit on `view` (its elements in VoiceOver's order) and records one
/// failure listing every issue not ignored, as XCUITest's `performAccessibilityAudit(for:_:)`.
///
///     assertAccessibilityAudit(window)
///     assertAccessibilityAudit(window, for: .all.subtracting(.textClipped)) { issue in
///         issue.element === decorativeBadge       // true: ignore this one
///     }
///
/// A failure reads:
///
///     Accessibility audit found 2 issues:
///     hitRegion: "Close" button (8 8; 30 30): 30×30 is smaller than 44×44
///     sufficientElementDescription: (no label) button (300 8; 44 44): it has no label
@MainActor
public func assertAccessibilityAudit(
    _ view: View,
    for types: AccessibilityAuditType = .all,
    ignoring isIgnored: (AccessibilityAuditIssue) -> Bool = { _ in false },
    fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    let issues = view.accessibilityAuditIssues(for: types).filter { !isIgnored($0) }
    guard !issues.isEmpty else { return }
    let count = issues.count == 1 ? "1 issue" : "\(issues.count) issues"
    let message =
        "Accessibility audit found \(count):\n"
        + issues.map(\.description).joined(separator: "\n") + "\n"
    recordFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Checks the accessibility elements of `view` in VoiceOver's order against `expected`, as
/// ``assertTree(_:options:_:record:fileID:filePath:line:column:)`` checks a tree: a line diff
/// on failure, and the literal re-recorded in the source by the ``RecordMode``.
///
///     assertAccessibility(window, """
///         "Back" button (8 50; 44 44)
///         "Title" staticText,header (16 100; 200 24)
///         """)
@MainActor
public func assertAccessibility(
    _ view: View,
    _ expected: String,
    record: RecordMode? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    verifyInline(
        actual: view.accessibilityDescription(), expected: expected,
        function: "assertAccessibility", noun: "Accessibility elements", record: record,
        fileID: fileID, filePath: filePath, line: line, column: column)
}

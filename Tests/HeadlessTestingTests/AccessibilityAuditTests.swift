import Foundation
import HeadlessKit
import Testing

@testable import HeadlessTesting

@MainActor @Suite struct AccessibilityAuditTests {
    func makeWindow() -> Window { Window(size: CGSize(width: 320, height: 200)) }

    @Test("A clean screen passes every check")
    func cleanScreen() {
        let window = makeWindow()
        let button = Control(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        button.accessibilityLabel = "Close"
        window.addSubview(button)
        let title = Label(text: "Title")
        title.frame.origin = CGPoint(x: 60, y: 10)
        window.addSubview(title)
        #expect(window.accessibilityAuditIssues().isEmpty)
        assertAccessibilityAudit(window)
    }

    @Test("Each check finds its problem, and the failure lists them all")
    func everyCheck() {
        let window = makeWindow()
        let small = Control(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        small.accessibilityLabel = "Close"
        window.addSubview(small)
        let unlabelled = Control(frame: CGRect(x: 100, y: 0, width: 44, height: 44))
        window.addSubview(unlabelled)
        let away = Label(text: "Away")
        away.frame.origin = CGPoint(x: 400, y: 0)
        window.addSubview(away)
        let cut = Label(text: "A long title that does not fit")
        cut.frame = CGRect(x: 0, y: 60, width: 80, height: 20)
        window.addSubview(cut)
        let over = Label(text: "Over")
        over.frame = CGRect(x: 10, y: 60, width: 40, height: 20)
        window.addSubview(over)
        let again = Label(text: "Over")
        again.frame = CGRect(x: 200, y: 100, width: 40, height: 20)
        window.addSubview(again)
        let messages = captureFailures { assertAccessibilityAudit(window) }.map(\.message)
        #expect(
            messages == [
                """
                Accessibility audit found 6 issues:
                hitRegion: "Close" button (0 0; 30 30): 30×30 is smaller than 44×44
                sufficientElementDescription: (no label) button (100 0; 44 44): it has no label
                hiddenButFocusable: "Away" staticText (400 0; 34 20.5): it is outside the screen at (400 0; 34 20.5) and no scroll view can bring it in
                textClipped: "A long title that does not fit" staticText (0 60; 80 20): the text needs 255 pt on one line but the label is 80 wide
                elementOverlap: "Over" staticText (10 60; 40 20): it overlaps "A long title that does not fit" staticText (0 60; 80 20) by 40×20
                duplicateLabel: "Over" staticText (200 100; 40 20): "Over" staticText (10 60; 40 20) has the same label and traits in the same container

                """
            ])
        // Ignoring issues, and choosing checks.
        let left = captureFailures {
            assertAccessibilityAudit(window, for: [.hitRegion, .sufficientElementDescription]) {
                $0.auditType == .hitRegion
            }
        }
        #expect(
            left.map(\.message) == [
                """
                Accessibility audit found 1 issue:
                sufficientElementDescription: (no label) button (100 0; 44 44): it has no label

                """
            ])
    }

    @Test("Multi-line labels are clipped by numberOfLines or their height")
    func clippedLines() {
        let window = makeWindow()
        let text = Label(text: "one two three four five six")
        text.numberOfLines = 2
        text.frame = CGRect(x: 0, y: 0, width: 60, height: 41)
        window.addSubview(text)
        let issues = window.accessibilityAuditIssues(for: .textClipped)
        #expect(issues.map(\.compactDescription).count == 1)
        #expect(issues.first?.compactDescription.hasSuffix("(numberOfLines 2)") == true)
        text.numberOfLines = 0
        text.sizeToFit()
        #expect(window.accessibilityAuditIssues(for: .textClipped).isEmpty)
    }

    @Test("An element off screen inside a scroll view's content is reachable, not hidden")
    func scrollableIsReachable() {
        let window = makeWindow()
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        scroll.contentSize = CGSize(width: 320, height: 400)
        let row = Label(text: "Row")
        row.frame = CGRect(x: 0, y: 300, width: 100, height: 44)
        scroll.addSubview(row)
        let zero = Label(text: "Zero")
        zero.frame = CGRect(x: 0, y: 0, width: 0, height: 20)
        scroll.addSubview(zero)
        window.addSubview(scroll)
        #expect(
            window.accessibilityAuditIssues(for: .hiddenButFocusable).map(\.description) == [
                "hiddenButFocusable: \"Zero\" staticText (0 0; 0 20): its frame (0 0; 0 20) has no area"
            ])
    }

    @Test("assertAccessibility compares the VoiceOver order as text, with a diff")
    func assertAccessibilityDiff() {
        let window = makeWindow()
        let title = Label(text: "Title")
        window.addSubview(title)
        assertAccessibility(
            window,
            """
            "Title" staticText (0 0; 42.5 20.5)
            """)
        let messages = captureFailures {
            assertAccessibility(window, "\"Title\" button (0 0; 42.5 20.5)")
        }
        #expect(
            messages.map(\.message) == [
                """
                Accessibility elements do not match (- expected, + actual):
                @@ -1,1 +1,1 @@
                -"Title" button (0 0; 42.5 20.5)
                +"Title" staticText (0 0; 42.5 20.5)

                Actual accessibility elements:
                    "Title" staticText (0 0; 42.5 20.5)
                To re-record, run with HEADLESSKIT_RECORD=failed (or pass record: .failed, or tag the test .snapshots(record: .failed)).
                """
            ])
    }
}

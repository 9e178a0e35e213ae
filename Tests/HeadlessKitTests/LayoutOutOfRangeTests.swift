import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// Constraints whose inputs are in range but whose solution is not.
@MainActor @Suite struct LayoutOutOfRangeTests {
    //  a.width = w (in range)   b.width = 1e6 × a.width   c.width = 1e6 × b.width
    //  w = 1e140: b = 1e146 fits, c = 1e152 would pass the solver's 1e150: c's link breaks.
    @Test(
        "A chain of multipliers whose solution leaves the engine's range breaks its last link and says so (UIKit: Unable to simultaneously satisfy constraints)"
    )
    func overflowingChainBreaksLikeAConflict() {
        Window.printsDiagnostics = false
        let window = Window(size: CGSize(width: 100, height: 100))
        let (a, b, c) = (View(), View(), View())
        for (view, name) in [(a, "a"), (b, "b"), (c, "c")] {
            view.accessibilityIdentifier = name
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
            view.heightAnchor.constraint(equalToConstant: 10).isActive = true
            view.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
        }
        let base = a.widthAnchor.constraint(equalToConstant: 1e140)
        let link = b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 1e6)
        let last = c.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 1e6)
        LayoutConstraint.activate([base, link, last])
        #expect(window.settle())
        #expect(last.isActive, "broken, still active, as UIKit keeps it")
        #expect(a.frame.width == 1e140 && b.frame.width == 1e140 * 1e6)
        #expect(c.frame.width.isFinite && c.frame.width < 1e150)
        #expect(invariantViolations(in: window, atRest: false).count == 1)
        let reports = window.diagnostics.filter { $0.kind == .unsatisfiableConstraints }
        #expect(reports.count == 1)
        #expect(reports.first?.message.contains("\(last)") == true, "\(reports)")
        #expect(reports.first?.message.contains("beyond the layout engine's range") == true)

        // A constant edit that would overflow the chain breaks that constraint instead.
        last.isActive = false
        base.constant = 1e146  // b = 1e152
        #expect(window.settle())
        #expect(b.frame.width.isFinite && b.frame.width < 1e150)
        let edits = window.diagnostics.filter { $0.kind == .unsatisfiableConstraints }
        #expect(edits.count == 2)
        #expect(edits.last?.message.contains("\(base)") == true, "\(edits)")
        // Back in range: the broken constraint holds again.
        base.constant = 50
        #expect(window.settle())
        #expect(a.frame.width == 50 && b.frame.width == 50 * 1e6)
        #expect(window.unsatisfiedRequiredConstraints() == [])
    }
}

import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// Layout callbacks that change the tree or its constraints while the pass runs.
@MainActor @Suite struct LayoutReentrancyTests {
    /// Activates constraints for its child the first time it is laid out.
    final class LateConstraints: View {
        let child = View()
        var activated = false

        override func layoutSubviews() {
            super.layoutSubviews()
            guard !activated else { return }
            activated = true
            child.translatesAutoresizingMaskIntoConstraints = false
            addSubview(child)
            LayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
                child.topAnchor.constraint(equalTo: topAnchor, constant: 20),
                child.widthAnchor.constraint(equalToConstant: 100),
                child.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
    }

    @Test(
        "Constraints first activated in layoutSubviews are solved before settle() reports idle (UIKit: layoutIfNeeded)"
    )
    func constraintsActivatedDuringLayout() {
        let window = Window(size: CGSize(width: 300, height: 300))
        let host = LateConstraints(frame: window.bounds)
        window.addSubview(host)
        #expect(window.settle())
        #expect(window.isIdle)
        #expect(host.child.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    }
}

extension LayoutReentrancyTests {
    /// Brings its first subview to the front on every pass: the order flips each time.
    final class Reorderer: View {
        override func layoutSubviews() {
            super.layoutSubviews()
            if let first = subviews.first { bringSubviewToFront(first) }
        }
    }

    @Test(
        "Re-ordering subviews in layoutSubviews does not ask for layout again (UIKit: bringSubviewToFront(_:))"
    )
    func reorderingDoesNotDirtyLayout() {
        let window = Window(size: CGSize(width: 100, height: 100))
        let host = Reorderer(frame: window.bounds)
        let (a, b) = (View(), View())
        host.addSubview(a)
        host.addSubview(b)
        window.addSubview(host)
        Window.printsDiagnostics = false
        #expect(window.settle(timeout: 0.1))
        #expect(window.diagnostics.isEmpty)
        #expect(
            host.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(b), ObjectIdentifier(a)])
        host.exchangeSubview(at: 0, withSubviewAt: 1)
        host.sendSubviewToBack(b)
        #expect(!host.needsLayout)
    }
}

/// The check random scripts run after every frame: active required constraints hold on the
/// laid-out frames.
@MainActor @Suite struct RequiredConstraintCheckTests {
    //  +- window 300×400 ----------------+
    //  | +- scroll (offset 0 150) ------+ |
    //  | | card: leading 20, top 30,    | |
    //  | |   width = 0.5 × scroll,      | |
    //  | |   height >= 40, == 600       | |
    //  | |   +- badge: centred, 24² -+  | |
    //  | +------------------------------+ |
    //  +----------------------------------+
    /// Sets its first subview's size after laying out, when asked: user code that breaks the
    /// subview's constraints.
    final class OverridingScrollView: ScrollView {
        var overridingSize: CGSize?
        override func layoutSubviews() {
            super.layoutSubviews()
            if let overridingSize { subviews.first?.frame.size = overridingSize }
        }
    }

    func makeScene() -> (Window, OverridingScrollView, View, View) {
        let window = Window(size: CGSize(width: 300, height: 400))
        let scroll = OverridingScrollView(frame: window.bounds)
        let card = View()
        let badge = View()
        for view in [card, badge] { view.translatesAutoresizingMaskIntoConstraints = false }
        window.addSubview(scroll)
        scroll.addSubview(card)
        card.addSubview(badge)
        let guide = LayoutGuide()
        scroll.addLayoutGuide(guide)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 30),
            card.widthAnchor.constraint(equalTo: scroll.widthAnchor, multiplier: 0.5),
            card.heightAnchor.constraint(greaterThanOrEqualToConstant: 40),
            card.heightAnchor.constraint(equalToConstant: 600),
            badge.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: card.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 24),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
            guide.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 4),
            guide.topAnchor.constraint(equalTo: card.bottomAnchor),
            guide.widthAnchor.constraint(lessThanOrEqualToConstant: 10),
        ])
        scroll.contentSize = CGSize(width: 300, height: 1000)
        scroll.contentOffset = CGPoint(x: 0, y: 150)
        return (window, scroll, card, badge)
    }

    @Test(
        "Laid-out frames satisfy every active required constraint, scrolled or not (UIKit: NSLayoutConstraint)"
    )
    func satisfiedConstraintsAreNotReported() {
        let (window, _, card, badge) = makeScene()
        #expect(window.settle())
        #expect(card.frame == CGRect(x: 20, y: 30, width: 150, height: 600))
        #expect(badge.frame == CGRect(x: 63, y: 288, width: 24, height: 24))
        #expect(window.unsatisfiedRequiredConstraints() == [])
        #expect(invariantViolations(in: window, atRest: true) == [])
        #expect(ExploreInvariant.requiredConstraintsSatisfied.violation(in: window) == nil)
    }

    @Test(
        "A frame moved off its constraints is reported once layout is clean, naming the constraint (UIKit: NSLayoutConstraint)"
    )
    func injectedViolationIsReported() {
        let (window, scroll, _, badge) = makeScene()
        #expect(window.settle())
        // Injected: the badge moves 5 pt right behind the engine's back.
        badge.center.x += 5
        let found = window.unsatisfiedRequiredConstraints()
        #expect(
            found == [
                "View.centerX == View.centerX (required) does not hold: 100 == 95",
                "OverridingScrollView.guide.leading == View.trailing + 4 (required) does not hold: 111 == 116",
            ])
        #expect(invariantViolations(in: window, atRest: false) == found)
        #expect(ExploreInvariant.requiredConstraintsSatisfied.violation(in: window) == found[0])
        // An inequality and a multiplier: a layoutSubviews that resizes the card after
        // super's pass breaks them until the next pass (as in UIKit).
        badge.center.x -= 5
        scroll.overridingSize = CGSize(width: 151, height: 30)
        scroll.setNeedsLayout()
        #expect(window.unsatisfiedRequiredConstraints() == [], "layout pending: not checked")
        window.layoutIfNeeded()
        #expect(
            window.unsatisfiedRequiredConstraints() == [
                "View.width == 0.5*OverridingScrollView.width (required) does not hold: 151 == 150",
                "View.height >= 40 (required) does not hold: 30 >= 40",
                "View.height == 600 (required) does not hold: 30 == 600",
                "View.centerX == View.centerX (required) does not hold: 95 == 95.5",
                "View.centerY == View.centerY (required) does not hold: 330 == 45",
                "OverridingScrollView.guide.top == View.bottom (required) does not hold: 630 == 60",
            ])
    }
}

/// Constraints whose inputs are in range but whose solution is not.
@MainActor @Suite struct OutOfRangeLayoutTests {
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

import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// The check random scripts run after every frame: active required constraints hold on the
/// laid-out frames.
@MainActor @Suite struct InvariantViolationsTests {
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

import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// Layout callbacks that change the tree or its constraints while the pass runs.
@MainActor @Suite struct HostileLayoutTests {
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

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

extension LayoutReentrancyTests {
    @Test(
        "A view that removes itself in layoutSubviews leaves its siblings laid out (UIKit: layoutSubviews)"
    )
    func viewRemovingItselfInLayoutSubviews() {
        final class Leaving: View {
            override func layoutSubviews() { removeFromSuperview() }
        }
        final class Counting: View {
            var passes = 0
            override func layoutSubviews() { passes += 1 }
        }
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let leaving = Leaving()
        let next = Counting()
        window.addSubview(leaving)
        window.addSubview(next)
        window.layoutIfNeeded()
        #expect(leaving.superview == nil)
        #expect(next.passes == 1)
        next.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(next.passes == 2)
    }
}

import Foundation
import Testing

@testable import HeadlessKit

@MainActor @Suite struct LayoutPassTests {
    @Test("setNeedsLayout returns at once and calls coalesce into one layoutSubviews (UIKit L1)")
    func coalesces() {
        let log = Log()
        let view = LoggingView("v", log: log)
        view.layoutIfNeeded()
        _ = log.take()
        view.setNeedsLayout()
        view.setNeedsLayout()
        #expect(log.entries.isEmpty)
        view.layoutIfNeeded()
        #expect(log.take() == ["v.layoutSubviews"])
    }

    @Test("layoutIfNeeded does nothing when no layout is pending (UIKit L2)")
    func noPendingLayout() {
        let log = Log()
        let view = LoggingView("v", log: log)
        view.layoutIfNeeded()
        _ = log.take()
        view.layoutIfNeeded()
        #expect(log.entries.isEmpty)
    }

    @Test(
        "The layout pass runs parents before children, only on views that need it (UIKit L4 model)")
    func parentsFirst() {
        let log = Log()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = LoggingView("parent", log: log)
        let child = LoggingView("child", log: log)
        let sibling = LoggingView("sibling", log: log)
        window.addSubview(parent)
        window.addSubview(sibling)
        parent.addSubview(child)
        window.runFrames(1)
        _ = log.take()

        child.setNeedsLayout()
        parent.setNeedsLayout()
        window.runFrames(1)
        #expect(log.take() == ["parent.layoutSubviews", "child.layoutSubviews"])
    }

    @Test(
        "A size change lays out the view and its superview; an origin move does not (UIKit L5 model)"
    )
    func sizeChangeInvalidates() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(view)
        root.layoutIfNeeded()
        view.frame.origin = CGPoint(x: 5, y: 5)
        #expect(!view.needsLayout && !root.needsLayout)
        view.frame.size.width = 20
        #expect(view.needsLayout && root.needsLayout)
        root.layoutIfNeeded()
        view.bounds.origin.y = 3  // scrolling lays out the scrolled view
        #expect(view.needsLayout)
    }

    final class Stack: View {
        override func layoutSubviews() {
            var y: CGFloat = 0
            for subview in subviews {
                subview.frame = CGRect(x: 0, y: y, width: bounds.width, height: 10)
                y += 10
            }
        }
    }

    @Test("A layoutSubviews that sets children's frames is applied in the same pass")
    func manualLayout() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let stack = Stack(frame: CGRect(x: 0, y: 0, width: 80, height: 100))
        window.addSubview(stack)
        for _ in 0..<3 { stack.addSubview(View()) }
        window.runFrames(1)
        #expect(stack.subviews.map(\.frame.minY) == [0, 10, 20])
        #expect(stack.subviews[2].frame.width == 80)
        stack.frame.size.width = 60
        window.runFrames(1)
        #expect(stack.subviews.allSatisfy { $0.frame.width == 60 })
    }

    @Test("A view that needed layout before it was added is laid out by its new window's pass")
    func dirtyViewAdded() {
        let log = Log()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.runFrames(1)
        let parent = LoggingView("parent", log: log)
        let child = LoggingView("child", log: log)
        parent.addSubview(child)
        parent.frame.size = CGSize(width: 10, height: 10)  // dirty before it joins the window
        window.addSubview(parent)
        _ = log.take()
        window.runFrames(1)
        #expect(log.take() == ["parent.layoutSubviews", "child.layoutSubviews"])
    }

    final class Restless: View {
        override func layoutSubviews() { setNeedsLayout() }
    }

    @Test("A layoutSubviews that always invalidates is cut off with a diagnostic, not a hang")
    func layoutLoop() {
        Window.printsDiagnostics = false
        defer { Window.printsDiagnostics = true }
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(Restless())
        window.runFrames(1)
        #expect(window.diagnostics.first?.kind == .layoutLoop)
    }

    /// Superview 100 wide → 200 wide. A view at x=10, width 30 (right margin 60).
    @Test(
        "Autoresizing shares the change between flexible parts in proportion to their sizes (UIKit autoresizing)"
    )
    func autoresizing() {
        let superview = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let width = View(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        width.autoresizingMask = [.flexibleWidth]
        let margins = View(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        margins.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let all = View(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        all.autoresizingMask = [
            .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleHeight,
        ]
        let fixed = View(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        for view in [width, margins, all, fixed] { superview.addSubview(view) }

        superview.frame.size = CGSize(width: 200, height: 150)
        #expect(width.frame == CGRect(x: 10, y: 10, width: 130, height: 30))
        // Margins 10 and 60 share +100 as 1:6.
        #expect(abs(margins.frame.minX - (10 + 100.0 / 7)) < 1e-9)
        #expect(margins.frame.width == 30)
        // 10 : 30 : 60 of +100 → +10, +30, +60; height takes all +50.
        #expect(all.frame == CGRect(x: 20, y: 10, width: 60, height: 80))
        #expect(fixed.frame == CGRect(x: 10, y: 10, width: 30, height: 30))
    }

    @Test("autoresizesSubviews = false turns autoresizing off")
    func autoresizingOff() {
        let superview = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        superview.autoresizesSubviews = false
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.autoresizingMask = [.flexibleWidth]
        superview.addSubview(view)
        superview.frame.size.width = 300
        #expect(view.frame.width == 100)
    }

    @Test(
        "A layoutSubviews that adds a subview with constraints of its own, in a tree that had none, lays it out in the same layoutIfNeeded (UIKit L2)"
    )
    func constraintsArrivingDuringLayout() {
        /// A self-contained card: a label pinned inside it by constraints made at init, before
        /// the card is in any tree (as a collection view cell's are).
        final class Card: View {
            let label = Label()
            override init(frame: CGRect) {
                super.init(frame: frame)
                label.text = "Row"
                label.translatesAutoresizingMaskIntoConstraints = false
                addSubview(label)
                LayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
                    label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
                    label.topAnchor.constraint(equalTo: topAnchor, constant: 4),
                    label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -4),
                ])
            }
        }
        /// Adds its card in its first layout, as a collection view adds cells.
        final class Host: View {
            var card: Card?
            override func layoutSubviews() {
                super.layoutSubviews()
                guard card == nil else { return }
                let card = Card(frame: CGRect(x: 0, y: 0, width: bounds.width, height: 44))
                addSubview(card)
                self.card = card
            }
        }
        let window = Window(size: CGSize(width: 390, height: 844))
        let host = Host(frame: window.bounds)
        window.addSubview(host)
        window.layoutIfNeeded()
        #expect(host.card?.label.frame == CGRect(x: 8, y: 4, width: 374, height: 36))
        #expect(!window.needsLayout)
        #expect(window.isIdle)
    }
}

import Foundation
import HeadlessCassowary
import Testing

@testable import HeadlessKit

/// A view placed by its frame (translating its autoresizing mask, or the root) that constraints
/// name: UIKit turns its frame into required constraints; the engine puts the frame's numbers
/// straight into the constants of the constraints that name it (the same system, with fewer
/// unknowns), and moves them when the frame changes. Counted, never timed.
@MainActor @Suite struct FramePlacedItemTests {
    func named<V: View>(_ view: V, _ name: String, constrained: Bool = true) -> V {
        view.debugName = name
        if constrained { view.translatesAutoresizingMaskIntoConstraints = false }
        return view
    }

    /// The self-sizing cell of the benchmarks (``SelfSizingCell``) at `frame`, its constraints
    /// not yet active.
    func makeCell(_ frame: CGRect) -> (cell: View, image: View, label: View, [LayoutConstraint]) {
        let made = SelfSizingCell(frame: frame)
        return (made.cell, made.image, made.label, made.constraints)
    }

    func item(_ view: View) -> EngineItem? { view.engineItem }

    @Test(
        "A frame-placed view named by constraints adds no variables and no frame constraints to the solver (UIKit: translatesAutoresizingMaskIntoConstraints)"
    )
    func framePlacedViewIsNumbers() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let (cell, image, label, constraints) = makeCell(
            CGRect(x: 0, y: 120, width: 390, height: 60))
        window.addSubview(cell)
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        let engine = window.layoutEngine
        // The 6 constraints, 2 intrinsic-size constraints for the label and 1 for the image's
        // width (hugging and compression resistance on an axis are one equality; no
        // constraint names the image's height); no pins.
        #expect(engine.solverConstraintCount == 9)
        #expect(engine.groups.count == 1)
        #expect(item(cell)?.isFixed == true)
        #expect(item(cell)?.frameConstraints.isEmpty == true)
        #expect(item(image)?.isFixed == false)
        #expect(image.frame == CGRect(x: 16, y: 10, width: 40, height: 40))
        #expect(label.frame == CGRect(x: 64, y: 10, width: 310, height: 40))
    }

    @Test(
        "A view that only takes part in Auto Layout keeps its engine item and constraint list without out-of-line extras; extras made later keep the item; moving the subtree moves the lists to new items"
    )
    func engineItemWithoutExtras() {
        let window = Window(size: CGSize(width: 390, height: 844))
        // The benchmarks' cell, without names (a name is out-of-line state).
        let cell = View(frame: CGRect(x: 0, y: 0, width: 390, height: 60))
        let image = View()
        let label = Label()
        label.text = "Cell"
        for view in [image, label] {
            view.translatesAutoresizingMaskIntoConstraints = false
            cell.addSubview(view)
        }
        let constraints = [
            image.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            image.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            label.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
        ]
        window.addSubview(cell)
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        #expect(label.frame.minY == 10)
        // The views have items and lists, and no extras.
        #expect(image.extras == nil)
        #expect(label.extras == nil)
        #expect(cell.extras == nil)
        #expect(item(label)?.constraintsReferencing.count == 4)
        #expect(item(image)?.constraintsReferencing.count == 3)
        #expect(item(cell)?.constraintsReferencing.count == 5)
        let labelItem = item(label)
        label.tag = 7  // makes the label's extras: the item moves into them
        #expect(label.extras != nil)
        #expect(item(label) === labelItem)
        LayoutConstraint.deactivate([constraints[2]])  // the spacing: label and image
        #expect(item(label)?.constraintsReferencing.count == 3)
        #expect(item(image)?.constraintsReferencing.count == 2)
        // Out of the window, the constraints wholly inside the cell move to the cell's own
        // engine, with new items; the old items keep no constraint.
        cell.removeFromSuperview()
        #expect(labelItem?.constraintsReferencing.isEmpty == true)
        #expect(item(label) !== labelItem)
        #expect(item(label)?.constraintsReferencing.count == 3)
        #expect(item(cell)?.constraintsReferencing.count == 5)
        window.addSubview(cell)
        window.layoutIfNeeded()
        #expect(item(label)?.constraintsReferencing.count == 3)
        #expect(item(image)?.constraintsReferencing.count == 2)
        #expect(item(cell)?.constraintsReferencing.count == 5)
    }

    @Test(
        "Moving or resizing a frame-placed view moves the constants of the constraints that name it, in place (UIKit: autoresizing constraints follow the frame)"
    )
    func frameChangeMovesConstants() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let (cell, image, label, constraints) = makeCell(
            CGRect(x: 0, y: 0, width: 390, height: 60))
        window.addSubview(cell)
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        let engine = window.layoutEngine
        cell.frame = CGRect(x: 0, y: 300, width: 300, height: 80)
        window.layoutIfNeeded()
        #expect(engine.solverConstraintCount == 9)
        #expect(engine.solverRebuildCount == 0)
        #expect(image.frame == CGRect(x: 16, y: 10, width: 40, height: 40))
        #expect(label.frame == CGRect(x: 64, y: 10, width: 220, height: 60))
        #expect(
            label.convert(label.bounds, to: nil) == CGRect(x: 64, y: 310, width: 220, height: 60))
        // The moved constants are the ones a new solver starts from: a constraint that links
        // the cell's group to a larger one moves the group's constraints into that solver.
        let other = named(View(), "other")
        window.addSubview(other)
        LayoutConstraint.activate([
            other.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            other.topAnchor.constraint(equalTo: window.topAnchor),
            other.heightAnchor.constraint(equalToConstant: 10),
            other.widthAnchor.constraint(greaterThanOrEqualToConstant: 1),
            other.widthAnchor.constraint(lessThanOrEqualToConstant: 500),
            other.widthAnchor.constraint(lessThanOrEqualToConstant: 600),
            other.widthAnchor.constraint(lessThanOrEqualToConstant: 700),
            other.widthAnchor.constraint(lessThanOrEqualToConstant: 800),
            other.widthAnchor.constraint(lessThanOrEqualToConstant: 900),
            other.widthAnchor.constraint(lessThanOrEqualToConstant: 1000),
            other.widthAnchor.constraint(lessThanOrEqualToConstant: 1100),
            other.widthAnchor.constraint(lessThanOrEqualToConstant: 1200),
            other.widthAnchor.constraint(lessThanOrEqualToConstant: 1300),
            other.widthAnchor.constraint(lessThanOrEqualToConstant: 1400),
            other.widthAnchor.constraint(lessThanOrEqualToConstant: 1500),
            other.widthAnchor.constraint(equalTo: image.widthAnchor),
        ])
        window.layoutIfNeeded()
        #expect(engine.groups.count == 1)
        #expect(other.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
        #expect(label.frame == CGRect(x: 64, y: 10, width: 220, height: 60))
        #expect(image.frame == CGRect(x: 16, y: 10, width: 40, height: 40))
    }

    @Test(
        "A constant changed in a solved group holds after the group joins a larger one (UIKit: NSLayoutConstraint.constant)"
    )
    func changedConstantSurvivesAMerge() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let a = named(View(), "a")
        let b = named(View(), "b")
        window.addSubview(a)
        window.addSubview(b)
        let leading = a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10)
        LayoutConstraint.activate([
            leading, a.topAnchor.constraint(equalTo: window.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 20),
            a.heightAnchor.constraint(equalToConstant: 20),
        ])
        var bConstraints = [
            b.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            b.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            b.heightAnchor.constraint(equalToConstant: 10),
        ]
        for limit in stride(from: 100, through: 1000, by: 100) {
            bConstraints.append(b.widthAnchor.constraint(lessThanOrEqualToConstant: CGFloat(limit)))
        }
        LayoutConstraint.activate(bConstraints)
        window.layoutIfNeeded()
        leading.constant = 30
        window.layoutIfNeeded()
        #expect(a.frame.minX == 30)
        // a's solved group (4 constraints) moves into b's (13): its solver is dropped.
        b.widthAnchor.constraint(equalTo: a.widthAnchor).isActive = true
        window.layoutIfNeeded()
        #expect(window.layoutEngine.groups.count == 1)
        #expect(a.frame == CGRect(x: 30, y: 0, width: 20, height: 20))
        #expect(b.frame == CGRect(x: 0, y: 100, width: 20, height: 10))
    }

    /// `c` is in `a` but tied to `b`: moving `a` by its frame moves `c`'s frame the other way.
    ///
    ///     window
    ///     ├ a (frame)   └ c  (c.leading == b.leading + 10, c.top == b.top + 5)
    ///     └ b (frame)
    @Test(
        "A subview tied to views outside its frame-placed superview is written again when the superview moves (UIKit: frame is in the superview's coordinates)"
    )
    func subviewOfMovedFramePlacedView() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let a = named(
            View(frame: CGRect(x: 0, y: 0, width: 200, height: 100)), "a", constrained: false)
        let b = named(
            View(frame: CGRect(x: 0, y: 200, width: 200, height: 100)), "b", constrained: false)
        let c = named(View(), "c")
        window.addSubview(a)
        window.addSubview(b)
        a.addSubview(c)
        LayoutConstraint.activate([
            c.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 10),
            c.topAnchor.constraint(equalTo: b.topAnchor, constant: 5),
            c.widthAnchor.constraint(equalToConstant: 20),
            c.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(c.frame == CGRect(x: 10, y: 205, width: 20, height: 20))
        #expect(item(a)?.isFixed == true && item(b)?.isFixed == true)
        #expect(window.layoutEngine.solverConstraintCount == 4)
        a.frame = CGRect(x: 50, y: 100, width: 200, height: 100)
        window.layoutIfNeeded()
        #expect(c.frame == CGRect(x: -40, y: 105, width: 20, height: 20))
        #expect(c.convert(c.bounds, to: nil) == CGRect(x: 10, y: 205, width: 20, height: 20))
    }

    /// The views `join` puts in the engine between two constrained items are frame-placed
    /// here: numbers, not pins.
    ///
    ///     window
    ///     ├ container (frame 0 100)
    ///     │ └ cell (frame 0 20)
    ///     │   └ leaf (leaf.top == other.bottom + 3)
    ///     └ other (constrained)
    @Test(
        "Frame-placed views between two constrained items add nothing to the solver and carry their subviews when moved (UIKit: translatesAutoresizingMaskIntoConstraints)"
    )
    func framePlacedViewsBetweenConstrainedItems() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let container = named(
            View(frame: CGRect(x: 0, y: 100, width: 390, height: 400)), "container",
            constrained: false)
        let cell = named(
            View(frame: CGRect(x: 0, y: 20, width: 390, height: 60)), "cell", constrained: false)
        let leaf = named(View(), "leaf")
        let other = named(View(), "other")
        window.addSubview(container)
        container.addSubview(cell)
        cell.addSubview(leaf)
        window.addSubview(other)
        LayoutConstraint.activate([
            other.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 5),
            other.topAnchor.constraint(equalTo: window.topAnchor, constant: 5),
            other.widthAnchor.constraint(equalToConstant: 10),
            other.heightAnchor.constraint(equalToConstant: 10),
            leaf.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
            leaf.topAnchor.constraint(equalTo: other.bottomAnchor, constant: 3),
            leaf.widthAnchor.constraint(equalToConstant: 50),
            leaf.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        // The 8 constraints alone: window, container and cell are numbers (UIKit's engine
        // would hold 12 autoresizing constraints for them).
        #expect(window.layoutEngine.solverConstraintCount == 8)
        #expect(item(container)?.isFixed == true && item(cell)?.isFixed == true)
        #expect(leaf.convert(leaf.bounds, to: nil) == CGRect(x: 0, y: 18, width: 50, height: 20))
        container.frame = CGRect(x: 30, y: 200, width: 390, height: 400)
        window.layoutIfNeeded()
        #expect(leaf.frame == CGRect(x: 0, y: -202, width: 50, height: 20))
        #expect(leaf.convert(leaf.bounds, to: nil) == CGRect(x: 30, y: 18, width: 50, height: 20))
    }

    @Test(
        "A frame-placed view whose superview enters the engine later keeps its constrained subviews in place (UIKit: translatesAutoresizingMaskIntoConstraints)"
    )
    func superviewEntersLater() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let container = named(
            View(frame: CGRect(x: 100, y: 50, width: 250, height: 300)), "container",
            constrained: false)
        let cell = named(
            View(frame: CGRect(x: 10, y: 20, width: 200, height: 60)), "cell", constrained: false)
        let label = named(View(), "label")
        window.addSubview(container)
        container.addSubview(cell)
        cell.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            label.widthAnchor.constraint(equalToConstant: 50),
            label.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 16, y: 10, width: 50, height: 20))
        // A constraint names the container: it enters the engine, and the cell's layout space
        // becomes the window's.
        let marker = named(View(), "marker")
        window.addSubview(marker)
        LayoutConstraint.activate([
            marker.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            marker.topAnchor.constraint(equalTo: container.topAnchor),
            marker.widthAnchor.constraint(equalToConstant: 10),
            marker.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(marker.frame == CGRect(x: 100, y: 50, width: 10, height: 10))
        #expect(label.frame == CGRect(x: 16, y: 10, width: 50, height: 20))
        #expect(item(cell)?.fixedFrame == CGRect(x: 110, y: 70, width: 200, height: 60))
        // The container and the cell stay numbers: the 8 constraints alone are solved.
        #expect(window.layoutEngine.solverConstraintCount == 8)
    }

    @Test(
        "A frame-placed view's required constraints that conflict with its frame are reported with the frame named, and one is broken (UIKit: Unable to simultaneously satisfy constraints)"
    )
    func conflictWithFrameNamesTheFrame() {
        Window.printsDiagnostics = false
        defer { Window.printsDiagnostics = true }
        let window = Window(size: CGSize(width: 390, height: 844))
        let cell = named(
            View(frame: CGRect(x: 0, y: 0, width: 390, height: 60)), "cell", constrained: false)
        let label = named(View(), "label")
        window.addSubview(cell)
        cell.addSubview(label)
        let leading = label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16)
        let trailing = label.trailingAnchor.constraint(
            equalTo: cell.trailingAnchor, constant: -16)
        let width = label.widthAnchor.constraint(equalToConstant: 500)
        LayoutConstraint.activate([
            leading, trailing, label.topAnchor.constraint(equalTo: cell.topAnchor),
            label.heightAnchor.constraint(equalToConstant: 20), width,
        ])
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 16, y: 0, width: 358, height: 20))
        let diagnostic = window.diagnostics.first { $0.kind == .unsatisfiableConstraints }
        #expect(
            diagnostic?.message == """
                Unable to simultaneously satisfy constraints.
                \tProbably at least one of the constraints in the following list is one you don't want.
                (
                    "\(leading)",
                    "\(trailing)",
                    "cell frame (autoresizing, required)",
                    "\(width)",
                )

                Will attempt to recover by breaking constraint
                \(width)
                """)
    }

    @Test(
        "A frame-placed view's constraints that conflict with its first frame, resized before the first layout: one is broken and goes in again at the new frame, no crash (UIKit: a cell's content view starts 44 points high)"
    )
    func conflictWithFirstFrameThenResize() {
        Window.printsDiagnostics = false
        defer { Window.printsDiagnostics = true }
        let window = Window(size: CGSize(width: 390, height: 844))
        let cell = named(
            View(frame: CGRect(x: 0, y: 0, width: 390, height: 44)), "cell", constrained: false)
        let image = named(View(), "image")
        window.addSubview(cell)
        cell.addSubview(image)
        // 10 + 40 + 10 points do not fit in 44: a conflict, found when the group's solver is
        // made (by the frame change below, before any layout pass).
        let bottom = image.bottomAnchor.constraint(
            lessThanOrEqualTo: cell.bottomAnchor, constant: -10)
        LayoutConstraint.activate([
            image.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            image.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            image.widthAnchor.constraint(equalToConstant: 40),
            image.heightAnchor.constraint(equalToConstant: 40), bottom,
        ])
        cell.frame.size.height = 80
        window.layoutIfNeeded()
        #expect(image.frame == CGRect(x: 16, y: 10, width: 40, height: 40))
        #expect(bottom.isActive)
        // At 80 points it fits: it holds again (a smaller cell now breaks it again).
        #expect(bottom.solverConstraint != nil)
        cell.frame.size.height = 50
        window.layoutIfNeeded()
        #expect(bottom.isActive)
        #expect(image.frame.size == CGSize(width: 40, height: 40))
    }

    @Test(
        "A frame change that a required constraint cannot follow breaks that constraint and names the frame (UIKit: Unable to simultaneously satisfy constraints)"
    )
    func frameChangeConflict() {
        Window.printsDiagnostics = false
        defer { Window.printsDiagnostics = true }
        let window = Window(size: CGSize(width: 390, height: 844))
        let cell = named(
            View(frame: CGRect(x: 0, y: 0, width: 390, height: 60)), "cell", constrained: false)
        let label = named(View(), "label")
        window.addSubview(cell)
        cell.addSubview(label)
        let trailing = label.trailingAnchor.constraint(
            equalTo: cell.trailingAnchor, constant: -16)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16), trailing,
            label.widthAnchor.constraint(greaterThanOrEqualToConstant: 300),
            label.topAnchor.constraint(equalTo: cell.topAnchor),
            label.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 16, y: 0, width: 358, height: 20))
        #expect(window.diagnostics.isEmpty)
        cell.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 16, y: 0, width: 300, height: 20))
        #expect(trailing.isActive)  // broken, still active (as UIKit)
        let message = window.diagnostics.first { $0.kind == .unsatisfiableConstraints }?.message
        #expect(message?.contains("\"cell frame (autoresizing, required)\"") == true)
        #expect(message?.hasSuffix("breaking constraint\n\(trailing)") == true)
    }

    @Test(
        "A constraint that names only frame-placed views is solved against their frames, and broken when it conflicts (UIKit: translatesAutoresizingMaskIntoConstraints)"
    )
    func constraintOnFramePlacedViewsOnly() {
        Window.printsDiagnostics = false
        defer { Window.printsDiagnostics = true }
        let window = Window(size: CGSize(width: 390, height: 844))
        let (cell, image, label, constraints) = makeCell(
            CGRect(x: 0, y: 0, width: 390, height: 60))
        window.addSubview(cell)
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        let height = cell.heightAnchor.constraint(equalToConstant: 80)
        height.isActive = true
        window.layoutIfNeeded()
        #expect(item(cell)?.isFixed == false)  // it has variables, pinned to its frame
        #expect(cell.frame.height == 60)
        #expect(image.frame == CGRect(x: 16, y: 10, width: 40, height: 40))
        #expect(label.frame == CGRect(x: 64, y: 10, width: 310, height: 40))
        let diagnostic = window.diagnostics.first { $0.kind == .unsatisfiableConstraints }
        #expect(
            diagnostic?.message == """
                Unable to simultaneously satisfy constraints.
                \tProbably at least one of the constraints in the following list is one you don't want.
                (
                    "cell frame (autoresizing, required)",
                    "\(height)",
                )

                Will attempt to recover by breaking constraint
                \(height)
                """)
        // Its frame still moves its subviews.
        cell.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 64, y: 10, width: 220, height: 40))
    }

    @Test(
        "systemLayoutSizeFitting measures a frame-placed view from its content, leaving its frame (UIKit L8)"
    )
    func measuringAFramePlacedView() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let card = named(
            View(frame: CGRect(x: 0, y: 0, width: 300, height: 200)), "card", constrained: false)
        let title = named(Label(), "title")
        title.text = "Hello"  // 42.5 × 20.5
        card.addSubview(title)
        window.addSubview(card)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: title.trailingAnchor, constant: 16),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            card.bottomAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
        ])
        window.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 16, y: 8, width: 268, height: 184))
        #expect(
            card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
                == CGSize(width: 74.5, height: 36.5))
        window.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(title.frame == CGRect(x: 16, y: 8, width: 268, height: 184))
    }

    /// A 390×844 window with a 47 pt notch: a frame-placed host's safe area follows its frame.
    @Test(
        "The safe-area guide of a frame-placed view follows the view's frame (UIKit: safeAreaLayoutGuide)"
    )
    func safeAreaOfFramePlacedView() {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 0, right: 0)
        let host = named(
            View(frame: CGRect(x: 0, y: 0, width: 390, height: 400)), "host", constrained: false)
        let content = named(View(), "content")
        window.addSubview(host)
        host.addSubview(content)
        let guide = host.safeAreaLayoutGuide
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        window.layoutIfNeeded()
        #expect(item(host)?.isFixed == true)
        #expect(content.frame == CGRect(x: 0, y: 47, width: 390, height: 353))
        host.frame = CGRect(x: 0, y: 100, width: 300, height: 400)  // below the notch
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 400))
        host.frame = CGRect(x: 20, y: 100, width: 250, height: 400)  // the same insets
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 250, height: 400))
        #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 250, height: 400))
    }

    /// `cell` is placed by its frame inside a constrained `panel`, then handed to constraints.
    ///
    ///     window
    ///     └ panel (constrained: 20 20; 300 200)
    ///       └ cell (frame 0 0; 200 60, then constrained: 5 5; 100 50)
    ///         └ label (16 from the cell's leading edge, 10 from its top)
    @Test(
        "Clearing translatesAutoresizingMaskIntoConstraints on a view in the engine drops its frame constraints: its own constraints place it (UIKit: translatesAutoresizingMaskIntoConstraints)",
        arguments: [false, true])
    func clearingTranslatesMask(panelPlacedByFrame: Bool) {
        Window.printsDiagnostics = false
        defer { Window.printsDiagnostics = true }
        let window = Window(size: CGSize(width: 390, height: 844))
        let panel = named(
            View(frame: CGRect(x: 20, y: 20, width: 300, height: 200)), "panel",
            constrained: !panelPlacedByFrame)
        let cell = named(
            View(frame: CGRect(x: 0, y: 0, width: 200, height: 60)), "cell", constrained: false)
        let label = named(View(), "label")
        window.addSubview(panel)
        panel.addSubview(cell)
        cell.addSubview(label)
        var constraints = [
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            label.widthAnchor.constraint(equalToConstant: 30),
            label.heightAnchor.constraint(equalToConstant: 20),
        ]
        if !panelPlacedByFrame {
            constraints += [
                panel.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
                panel.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
                panel.widthAnchor.constraint(equalToConstant: 300),
                panel.heightAnchor.constraint(equalToConstant: 200),
            ]
        }
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        // In a constrained panel the cell has variables pinned to its frame; in a frame-placed
        // one it is numbers.
        #expect(item(cell)?.isFixed == panelPlacedByFrame)
        #expect(label.frame == CGRect(x: 16, y: 10, width: 30, height: 20))
        cell.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            cell.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 5),
            cell.topAnchor.constraint(equalTo: panel.topAnchor, constant: 5),
            cell.widthAnchor.constraint(equalToConstant: 100),
            cell.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        #expect(window.diagnostics.isEmpty)
        #expect(item(cell)?.frameConstraints.isEmpty == true)
        #expect(cell.frame == CGRect(x: 5, y: 5, width: 100, height: 50))
        #expect(label.frame == CGRect(x: 16, y: 10, width: 30, height: 20))
    }

    @Test(
        "Hugging and compression resistance on an axis no other constraint names stay out of the solver: the view takes its intrinsic size there (UIKit: intrinsicContentSize)"
    )
    func intrinsicSizeOnAnUnnamedAxis() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let cell = named(
            View(frame: CGRect(x: 0, y: 0, width: 390, height: 60)), "cell", constrained: false)
        let image = named(
            ImageView(image: Image(named: "a", size: CGSize(width: 40, height: 40))), "image")
        window.addSubview(cell)
        cell.addSubview(image)
        LayoutConstraint.activate([
            image.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            image.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
        ])
        window.layoutIfNeeded()
        let engine = window.layoutEngine
        // Only the two position constraints: the size is the intrinsic size on both axes.
        #expect(engine.solverConstraintCount == 2)
        #expect(image.frame == CGRect(x: 16, y: 10, width: 40, height: 40))
        #expect(!image.hasAmbiguousLayout)
        image.image = Image(named: "b", size: CGSize(width: 30, height: 20))
        window.layoutIfNeeded()
        #expect(engine.solverConstraintCount == 2)
        #expect(image.frame == CGRect(x: 16, y: 10, width: 30, height: 20))
        // A constraint names the width: the width's hugging and compression resistance take
        // part, as one equality (compression resistance 750 gives way to a required maximum).
        image.widthAnchor.constraint(lessThanOrEqualToConstant: 25).isActive = true
        window.layoutIfNeeded()
        #expect(engine.solverConstraintCount == 4)
        #expect(image.frame == CGRect(x: 16, y: 10, width: 25, height: 20))
        #expect(!image.hasAmbiguousLayout)
        // Measured, it is pulled on both axes: its intrinsic height takes part too.
        #expect(
            image.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
                == CGSize(width: 25, height: 20))
        #expect(engine.solverConstraintCount == 5)
    }

    @Test(
        "Hugging and compression resistance on an axis no other constraint names are made only when a constraint names it, the width's before the height's (UIKit: intrinsicContentSize)"
    )
    func intrinsicConstraintsMadeWhenTheAxisIsNamed() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let cell = named(
            View(frame: CGRect(x: 0, y: 0, width: 390, height: 60)), "cell", constrained: false)
        let image = named(
            ImageView(image: Image(named: "a", size: CGSize(width: 40, height: 40))), "image")
        window.addSubview(cell)
        cell.addSubview(image)
        LayoutConstraint.activate([
            image.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            image.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
        ])
        window.layoutIfNeeded()
        guard let made = item(image) else {
            Issue.record("the image has no engine item")
            return
        }
        // Neither axis is named: no intrinsic-size constraint exists, the size is the intrinsic
        // one.
        #expect(made.intrinsicConstraints.isEmpty)
        #expect(image.frame == CGRect(x: 16, y: 10, width: 40, height: 40))
        // The height first: its hugging and compression resistance are made, as one equality
        // that weighs growing at the hugging priority and shrinking at the compression
        // resistance (and taken: 50 beats hugging).
        image.heightAnchor.constraint(equalToConstant: 50).isActive = true
        window.layoutIfNeeded()
        let variables = made.variables
        #expect(
            made.intrinsicConstraints.map { $0.expression.terms[0].variable === variables.height }
                == [true])
        #expect(image.frame == CGRect(x: 16, y: 10, width: 40, height: 50))
        // Then the width: its constraint goes before the height's.
        image.widthAnchor.constraint(lessThanOrEqualToConstant: 25).isActive = true
        window.layoutIfNeeded()
        #expect(
            made.intrinsicConstraints.map { $0.expression.terms[0].variable === variables.width }
                == [true, false])
        #expect(made.intrinsicConstraints.map(\.relation) == [.equal, .equal])
        #expect(image.frame == CGRect(x: 16, y: 10, width: 25, height: 50))
        #expect(window.layoutEngine.solverConstraintCount == 6)
    }

    @Test(
        "A frame-placed scroll view's frame and content guides follow its frame; scrolling moves no constant (UIKit: UIScrollView.frameLayoutGuide)"
    )
    func scrollViewGuidesOfFramePlacedScrollView() {
        let window = Window(size: CGSize(width: 320, height: 480))
        let scroll = ScrollView(frame: window.bounds)
        window.addSubview(scroll)
        let content = named(View(), "content")
        scroll.addSubview(content)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
        ])
        window.layoutIfNeeded()
        #expect(item(scroll)?.isFixed == true)
        #expect(scroll.contentSize == CGSize(width: 320, height: 1000))
        scroll.frame = CGRect(x: 10, y: 0, width: 200, height: 480)
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 200, height: 1000))
        #expect(scroll.contentSize == CGSize(width: 200, height: 1000))
        let constraints = window.layoutEngine.solverConstraintCount
        scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        window.layoutIfNeeded()
        #expect(window.layoutEngine.solverConstraintCount == constraints)
        #expect(content.frame == CGRect(x: 0, y: 0, width: 200, height: 1000))
    }

    @Test("Solver variables get their names only when a message needs them")
    func variableNamesAreMadeOnDemand() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let (cell, _, label, constraints) = makeCell(CGRect(x: 0, y: 0, width: 390, height: 60))
        window.addSubview(cell)
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        let engine = window.layoutEngine
        let all = engine.items.compactMap(\.solverVariables).flatMap {
            [$0.x, $0.y, $0.width, $0.height]
        }
        #expect(all.count == 8)
        #expect(all.allSatisfy { $0.name.isEmpty })
        let v = try! #require(item(label)?.solverVariables)
        let constraint = Constraint(
            HeadlessCassowary.Expression([Term(v.x), Term(v.width)], constant: -374), .equal)
        engine.nameVariables(of: constraint)
        #expect("\(constraint)" == "label.x + label.width + -374 == 0 (required)")
    }
}

import Foundation
import Testing

@testable import HeadlessKit

/// The layout engine keeps each active constraint's state on the constraint (its place in the
/// engine's list of active constraints, its solver constraint). These tests change constraints
/// after others around them have come and gone, so that a constraint whose place moved is
/// still the one the engine edits.
@MainActor @Suite struct ConstraintBookkeepingTests {
    /// Three boxes in a window, widths 10, 20, 30 (one constraint each), placed by their frames
    /// otherwise.
    func threeBoxes() -> (Window, [View], [LayoutConstraint]) {
        let window = Window(size: CGSize(width: 390, height: 844))
        var boxes: [View] = []
        var widths: [LayoutConstraint] = []
        for index in 0..<3 {
            let box = View()
            box.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(box)
            boxes.append(box)
            widths.append(box.widthAnchor.constraint(equalToConstant: 10 * CGFloat(index + 1)))
            LayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                box.topAnchor.constraint(equalTo: window.topAnchor, constant: 50 * CGFloat(index)),
                box.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        LayoutConstraint.activate(widths)
        window.layoutIfNeeded()
        return (window, boxes, widths)
    }

    @Test(
        "Deactivating one constraint leaves the others active and editable (UIKit: NSLayoutConstraint.constant)"
    )
    func deactivatingOneKeepsOthersEditable() {
        let (window, boxes, widths) = threeBoxes()
        widths[0].isActive = false  // the first listed: the last one moves into its place
        #expect(!widths[0].isActive)
        #expect(widths[1].isActive && widths[2].isActive)
        widths[2].constant = 70
        widths[1].constant = 60
        window.layoutIfNeeded()
        #expect(boxes[2].frame.width == 70)
        #expect(boxes[1].frame.width == 60)
        // The deactivated one no longer drives its box: changing it does nothing.
        widths[0].constant = 99
        window.layoutIfNeeded()
        #expect(boxes[0].frame.width != 99)
    }

    @Test(
        "A constraint moved by a deactivation still takes a new priority (UIKit: NSLayoutConstraint.priority)"
    )
    func movedConstraintTakesNewPriority() {
        let (window, boxes, widths) = threeBoxes()
        LayoutConstraint.deactivate(widths)
        let filler = boxes[0].widthAnchor.constraint(equalToConstant: 10)
        let strong = boxes[2].widthAnchor.constraint(equalToConstant: 40)
        strong.priority = LayoutPriority(900)
        let weak = boxes[2].widthAnchor.constraint(equalToConstant: 80)
        weak.priority = LayoutPriority(800)
        LayoutConstraint.activate([filler, strong, weak])
        window.layoutIfNeeded()
        #expect(boxes[2].frame.width == 40)
        filler.isActive = false  // the last activated moves into its place
        weak.priority = LayoutPriority(950)  // now stronger than `strong`
        window.layoutIfNeeded()
        #expect(boxes[2].frame.width == 80)
        #expect(weak.isActive && strong.isActive && !filler.isActive)
    }

    @Test("Deactivating and activating again puts a constraint back in force (UIKit: isActive)")
    func reactivated() {
        let (window, boxes, widths) = threeBoxes()
        LayoutConstraint.deactivate(widths)
        let loose = boxes[1].widthAnchor.constraint(equalToConstant: 5)
        loose.priority = .defaultLow
        loose.isActive = true
        window.layoutIfNeeded()
        #expect(boxes[1].frame.width == 5)
        LayoutConstraint.activate([widths[1], widths[1]])  // twice in one batch: once
        window.layoutIfNeeded()
        #expect(boxes[1].frame.width == 20)
        widths[1].constant = 25
        window.layoutIfNeeded()
        #expect(boxes[1].frame.width == 25)
    }

    @Test(
        "A frame that conflicts with required constraints holds; a constraint naming it is broken, and UIKit's message lists the frame (UIKit: Unable to simultaneously satisfy constraints)"
    )
    func conflictingFrameHolds() {
        Window.printsDiagnostics = false
        defer { Window.printsDiagnostics = true }
        let window = Window(size: CGSize(width: 390, height: 844))
        let cell = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        cell.accessibilityIdentifier = "cell"
        window.addSubview(cell)
        let box = View()
        box.accessibilityIdentifier = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
            box.topAnchor.constraint(equalTo: cell.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.widthAnchor.constraint(equalTo: cell.widthAnchor),
        ])
        window.layoutIfNeeded()
        #expect(box.frame.width == 100)
        #expect(window.diagnostics.isEmpty)
        // The cell's frame says 150 wide, its constraints say 100: the frame holds (as
        // UIKit's encapsulated sizes do) and a constraint that names the cell gives.
        cell.frame = CGRect(x: 0, y: 0, width: 150, height: 100)
        window.layoutIfNeeded()
        #expect(box.frame.width == 100)
        let diagnostic = window.diagnostics.first { $0.kind == .unsatisfiableConstraints }
        #expect(diagnostic?.message.contains("\"cell frame (autoresizing, required)\"") == true)
        #expect(
            diagnostic?.message.hasSuffix(
                "Will attempt to recover by breaking constraint\nbox.width == cell.width (required)"
            )
                == true)
    }

    @Test(
        "Activating a constraint on a guide in no view stops, first item or second (UIKit: addLayoutGuide(_:) before use)"
    )
    func guideInNoViewStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let guide = LayoutGuide()
            guide.widthAnchor.constraint(equalToConstant: 10).isActive = true
        }
        await #expect(processExitsWith: .failure) { @MainActor in
            let view = View()
            let guide = LayoutGuide()
            view.widthAnchor.constraint(equalTo: guide.widthAnchor).isActive = true
        }
    }

    @Test("A constraint to a guide lays its view out by the guide (UIKit: UILayoutGuide)")
    func guideConstraint() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let guide = LayoutGuide()
        window.addLayoutGuide(guide)
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        LayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 30),
            guide.topAnchor.constraint(equalTo: window.topAnchor),
            guide.widthAnchor.constraint(equalToConstant: 100),
            guide.heightAnchor.constraint(equalToConstant: 10),
            box.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
            guide.bottomAnchor.constraint(equalTo: box.topAnchor),
            box.widthAnchor.constraint(equalTo: guide.widthAnchor, multiplier: 0.5),
            box.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 130, y: 10, width: 50, height: 20))
    }

    @Test(
        "A constraint whose tree went away is inactive, and activates again in a new tree (UIKit: isActive)"
    )
    func constraintOutlivesItsEngine() {
        let a = View()
        let b = View()
        var width: LayoutConstraint?
        do {
            let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            for view in [a, b] {
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
            }
            width = a.widthAnchor.constraint(equalTo: b.widthAnchor)
            width?.isActive = true
            #expect(width?.isActive == true)
        }
        // The root, its engine and the engine's list of active constraints are gone.
        #expect(a.superview == nil)
        #expect(width?.isActive == false)
        let window = Window(size: CGSize(width: 390, height: 844))
        window.addSubview(a)
        window.addSubview(b)
        width?.isActive = true
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            a.topAnchor.constraint(equalTo: window.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
            b.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            b.topAnchor.constraint(equalTo: a.bottomAnchor),
            b.heightAnchor.constraint(equalToConstant: 10),
            b.widthAnchor.constraint(equalToConstant: 42),
        ])
        window.layoutIfNeeded()
        #expect(width?.isActive == true)
        #expect(a.frame.width == 42)
    }
}

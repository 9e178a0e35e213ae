import Foundation
import Testing

@testable import HeadlessKit

@MainActor @Suite struct AutoLayoutTests {
    func makeWindow(_ width: CGFloat = 320, _ height: CGFloat = 480) -> (Window, View) {
        let window = Window(size: CGSize(width: width, height: height))
        let root = ViewController()
        window.rootViewController = root
        return (window, root.view)
    }

    func constrained(_ name: String) -> View {
        let view = View()
        view.debugName = name
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }

    /// A 100×40 box centred in 320×480: origin (110, 220).
    @Test("Centring with anchors: centerX/centerY equal to the superview's (UIKit K1)")
    func centring() {
        let (window, root) = makeWindow()
        let box = constrained("box")
        root.addSubview(box)
        LayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 110, y: 220, width: 100, height: 40))
    }

    /// Two equal-width views with 8 pt margins and 8 pt between them in 320:
    /// (320 - 3 × 8) / 2 = 148 each.
    ///
    ///     |-8-[left(148)]-8-[right(148)]-8-|
    @Test("Equal widths with spacing share the space (UIKit K1)")
    func equalWidths() {
        let (window, root) = makeWindow()
        let left = constrained("left")
        let right = constrained("right")
        root.addSubview(left)
        root.addSubview(right)
        LayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
            root.trailingAnchor.constraint(equalTo: right.trailingAnchor, constant: 8),
            left.widthAnchor.constraint(equalTo: right.widthAnchor),
            left.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            right.topAnchor.constraint(equalTo: left.topAnchor),
            left.heightAnchor.constraint(equalToConstant: 44),
            right.heightAnchor.constraint(equalTo: left.heightAnchor, multiplier: 0.5),
        ])
        window.layoutIfNeeded()
        #expect(left.frame == CGRect(x: 8, y: 20, width: 148, height: 44))
        #expect(right.frame == CGRect(x: 164, y: 20, width: 148, height: 22))
        // The window turns: the layout follows.
        window.frame.size = CGSize(width: 480, height: 320)
        window.layoutIfNeeded()
        #expect(left.frame.width == 228)
        #expect(right.frame.minX == 244)
    }

    /// "Hello" in 17 pt is 42.5 wide. Pinned only at the leading edge, a label takes its
    /// intrinsic width (compression resistance and hugging both hold).
    @Test("A label sizes to its intrinsic content size (UIKit L6)")
    func labelIntrinsicWidth() {
        let (window, root) = makeWindow()
        let label = Label()
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
        ])
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 16, y: 16, width: 42.5, height: 20.5))
        label.text = "Hello, world"  // 12 × 8.5 = 102
        window.layoutIfNeeded()
        #expect(label.frame.width == 102)
    }

    /// Two labels in a 100 pt row: "aaaaaaaaaa" (85) and "bbbbbbbbbb" (85) cannot both fit.
    /// The one with the lower compression resistance gives way.
    @Test("Compression resistance decides which label shrinks; hugging which grows (UIKit K5)")
    func huggingAndCompression() {
        let (window, root) = makeWindow()
        let first = Label()
        first.text = "aaaaaaaaaa"
        let second = Label()
        second.text = "bbbbbbbbbb"
        for label in [first, second] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        let row = [
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
            second.trailingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
            first.topAnchor.constraint(equalTo: root.topAnchor),
            second.topAnchor.constraint(equalTo: root.topAnchor),
        ]
        LayoutConstraint.activate(row)
        first.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        window.layoutIfNeeded()
        #expect(first.frame.width == 85)
        #expect(second.frame.width == 15)

        // Now room for both and 30 to spare: the lower hugging priority grows.
        row[2].constant = 200
        second.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        window.layoutIfNeeded()
        #expect(second.frame.width == 85)
        #expect(first.frame.width == 115)
    }

    @Test(
        "Changing constant moves the view on the next pass, once per frame (a sticky header's edit)"
    )
    func constantEditedPerFrame() {
        let (window, root) = makeWindow()
        let header = constrained("header")
        root.addSubview(header)
        let top = header.topAnchor.constraint(equalTo: root.topAnchor)
        LayoutConstraint.activate([
            top, header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.settle()
        var seen: [CGFloat] = []
        window.clock.addFrameCallback { callback in
            top.constant -= 10
            if top.constant <= -50 { callback.invalidate() }
        }
        let observer = window.clock.addFrameObserver { _ in seen.append(header.frame.minY) }
        window.settle()
        observer.invalidate()
        #expect(seen.prefix(5) == [-10, -20, -30, -40, -50])
    }

    @Test(
        "Constraints to a scroll view's edges place content in content coordinates; scrolling does not re-solve"
    )
    func scrollContent() {
        let (window, root) = makeWindow()
        let scroll = ScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 300))
        root.addSubview(scroll)
        let content = constrained("content")
        scroll.addSubview(content)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 10),
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            content.widthAnchor.constraint(equalToConstant: 320),
            content.heightAnchor.constraint(equalToConstant: 1000),
        ])
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 10, width: 320, height: 1000))
        scroll.contentOffset = CGPoint(x: 0, y: 500)
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 10, width: 320, height: 1000))
        #expect(content.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: -390))
    }

    @Test("Optional constraints give way to required ones, higher priorities first (UIKit K2)")
    func priorities() {
        let (window, root) = makeWindow()
        let box = constrained("box")
        root.addSubview(box)
        let wide = box.widthAnchor.constraint(equalToConstant: 400)
        wide.priority = .defaultHigh
        let narrow = box.widthAnchor.constraint(equalToConstant: 50)
        narrow.priority = .defaultLow
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor), wide, narrow,
        ])
        window.layoutIfNeeded()
        #expect(box.frame.width == 320)
        wide.priority = 200
        window.layoutIfNeeded()
        #expect(box.frame.width == 50)
        #expect(wide.description == "box.width == 400 (200)")
    }

    @Test(
        "Conflicting required constraints: one is broken, layout goes on, and the window records UIKit's message (UIKit K6)"
    )
    func unsatisfiable() {
        Window.printsDiagnostics = false
        defer { Window.printsDiagnostics = true }
        let (window, root) = makeWindow()
        let header = constrained("header")
        root.addSubview(header)
        let height = header.heightAnchor.constraint(equalToConstant: 100)
        let top = header.topAnchor.constraint(equalTo: root.topAnchor, constant: 44)
        let bottom = header.bottomAnchor.constraint(equalTo: root.topAnchor, constant: 100)
        LayoutConstraint.activate([
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            header.widthAnchor.constraint(equalToConstant: 10), height, top, bottom,
        ])
        window.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 44, width: 10, height: 100))
        #expect(bottom.isActive)
        let diagnostic = window.diagnostics.first { $0.kind == .unsatisfiableConstraints }
        #expect(
            diagnostic?.message == """
                Unable to simultaneously satisfy constraints.
                \tProbably at least one of the constraints in the following list is one you don't want.
                (
                    "header.height == 100 (required)",
                    "header.top == View.top + 44 (required)",
                    "header.bottom == View.top + 100 (required)",
                )

                Will attempt to recover by breaking constraint
                header.bottom == View.top + 100 (required)
                """)
    }

    @Test("A constraint between views with no common ancestor stops, naming both (UIKit K3)")
    func noCommonAncestor() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let a = View()
            let b = View()
            a.topAnchor.constraint(equalTo: b.topAnchor).isActive = true
        }
    }

    @Test("Changing an active constraint between required and optional stops (UIKit K2)")
    func requiredToOptionalStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let a = View()
            let c = a.widthAnchor.constraint(equalToConstant: 10)
            c.isActive = true
            c.priority = .defaultHigh
        }
    }

    @Test("A NaN constant stops, naming the constraint")
    func nanConstantStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            _ = View().widthAnchor.constraint(equalToConstant: .nan)
        }
    }
}

@MainActor @Suite struct AutoLayoutTreeTests {
    @Test(
        "Removing a view deactivates constraints that cross out of its subtree, keeps those inside (UIKit)"
    )
    func removal() {
        let window = Window(size: CGSize(width: 300, height: 300))
        let card = View()
        card.translatesAutoresizingMaskIntoConstraints = false
        let badge = View()
        badge.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(card)
        card.addSubview(badge)
        let cardTop = card.topAnchor.constraint(equalTo: window.topAnchor, constant: 10)
        let inside = [
            badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 5),
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
            card.widthAnchor.constraint(equalToConstant: 100),
            card.heightAnchor.constraint(equalToConstant: 50),
        ]
        LayoutConstraint.activate(
            inside + [cardTop, card.leadingAnchor.constraint(equalTo: window.leadingAnchor)])
        window.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 0, y: 10, width: 100, height: 50))

        card.removeFromSuperview()
        #expect(!cardTop.isActive)
        #expect(inside.allSatisfy { $0.isActive })

        // Moved into another window, the inner constraints still lay the badge out.
        let other = Window(size: CGSize(width: 200, height: 200))
        other.addSubview(card)
        card.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        LayoutConstraint.activate([
            card.centerXAnchor.constraint(equalTo: other.centerXAnchor),
            card.centerYAnchor.constraint(equalTo: other.centerYAnchor),
        ])
        other.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        #expect(badge.frame == CGRect(x: 5, y: 5, width: 20, height: 20))
    }

    @Test("A tree built with constraints before it joins a window keeps them")
    func builtOffscreen() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 0, width: 180, height: 100))
        let window = Window(size: CGSize(width: 400, height: 400))
        window.addSubview(container)
        container.frame = CGRect(x: 50, y: 50, width: 300, height: 100)
        window.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 0, width: 280, height: 100))
    }
}

@MainActor @Suite struct AutoLayoutFittingTests {
    func makeCard() -> (View, Label) {
        let card = View()
        card.translatesAutoresizingMaskIntoConstraints = false
        let title = Label()
        title.text = "Hello"  // 42.5 × 20.5
        title.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(title)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: title.trailingAnchor, constant: 16),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            card.bottomAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
        ])
        return (card, title)
    }

    @Test("systemLayoutSizeFitting finds the compressed size from the content (UIKit L8)")
    func compressedSize() {
        let (card, _) = makeCard()
        let window = Window(size: CGSize(width: 390, height: 844))
        window.addSubview(card)
        #expect(
            card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
                == CGSize(width: 74.5, height: 36.5))
        // With the width required at 300, the label stretches (hugging is optional) and the
        // height still follows the content.
        let size = card.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 300, height: 36.5))
    }

    @Test(
        "A view missing a horizontal position has an ambiguous layout; adding one resolves it (UIKit K7)"
    )
    func ambiguity() {
        let window = Window(size: CGSize(width: 300, height: 300))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: window.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        #expect(box.hasAmbiguousLayout)
        let before = box.frame.minX
        box.exerciseAmbiguityInLayout()
        window.layoutIfNeeded()
        #expect(box.frame.minX != before)
        box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20).isActive = true
        window.layoutIfNeeded()
        #expect(!box.hasAmbiguousLayout)
        #expect(box.frame.minX == 20)
    }

    @Test(
        "hasAmbiguousLayout is a getter without side effects: it writes no frame and schedules no layout (UIKit K7)"
    )
    func ambiguityProbeHasNoSideEffects() {
        let window = Window(size: CGSize(width: 300, height: 300))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10)
        LayoutConstraint.activate([
            leading, box.topAnchor.constraint(equalTo: window.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        // Laid out: asking schedules nothing.
        #expect(box.hasAmbiguousLayout)  // no height
        #expect(!window.needsLayoutFlag && !window.descendantNeedsLayout)
        // A change pending: asking writes no frame; the next layout pass writes it.
        leading.constant = 30
        #expect(box.hasAmbiguousLayout)
        #expect(box.frame.minX == 10)
        window.layoutIfNeeded()
        #expect(box.frame.minX == 30)
        box.heightAnchor.constraint(equalToConstant: 5).isActive = true
        #expect(!box.hasAmbiguousLayout)
        #expect(box.frame.height == 0)
        window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 30, y: 0, width: 50, height: 5))
        #expect(!window.needsLayoutFlag && !window.descendantNeedsLayout)
    }

    /// A 390×844 window with a 47 pt notch and a 34 pt home indicator: the safe area is
    /// (0 47; 390 763).
    @Test("safeAreaLayoutGuide follows the window's safe-area insets, and moves when they change")
    func safeArea() {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        let root = ViewController()
        window.rootViewController = root
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(content)
        let guide = root.view.safeAreaLayoutGuide
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
        #expect(root.view.safeAreaInsets == EdgeInsets(top: 47, bottom: 34))
        #expect(guide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 763))
        window.safeAreaInsets = EdgeInsets(top: 20)
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 20, width: 390, height: 824))
    }

    final class Banner: View {
        var compact = false { didSet { setNeedsUpdateConstraints() } }
        var updates = 0
        lazy var height = heightAnchor.constraint(equalToConstant: 100)

        override func updateConstraints() {
            updates += 1
            height.constant = compact ? 44 : 100
            super.updateConstraints()
        }
    }

    @Test("setNeedsUpdateConstraints runs updateConstraints once before the next layout (UIKit L4)")
    func updateConstraintsPass() {
        let window = Window(size: CGSize(width: 300, height: 300))
        let banner = Banner()
        banner.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(banner)
        LayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: window.topAnchor),
            banner.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            banner.widthAnchor.constraint(equalToConstant: 300), banner.height,
        ])
        window.layoutIfNeeded()
        #expect(banner.frame.height == 100)
        banner.compact = true
        banner.compact = true
        #expect(banner.updates == 0)
        window.runFrames(1)
        #expect(banner.updates == 1)
        #expect(banner.frame.height == 44)
    }
}

@MainActor @Suite struct AnimatedLayoutTests {
    @Test(
        "Animating a constant: change it and call layoutIfNeeded inside View.animate (the UIKit idiom)"
    )
    func animatedConstant() {
        let window = Window(size: CGSize(width: 300, height: 300))
        let drawer = View()
        drawer.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(drawer)
        let leading = drawer.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: -200)
        LayoutConstraint.activate([
            leading, drawer.topAnchor.constraint(equalTo: window.topAnchor),
            drawer.widthAnchor.constraint(equalToConstant: 200),
            drawer.heightAnchor.constraint(equalToConstant: 300),
        ])
        window.settle()
        View.animate(withDuration: 0.5, options: .curveLinear) {
            leading.constant = 0
            window.layoutIfNeeded()
        }
        #expect(drawer.frame.minX == 0)  // the model moves at once
        window.advance(by: 0.25)
        #expect(abs(drawer.presentationFrame.minX - -100) < 1e-9)  // on screen, half-way
        window.settle()
        #expect(drawer.presentationFrame.minX == 0)
    }

    @Test("Animating contentOffset in a View.animate block animates the scroll view's bounds")
    func animatedContentOffset() {
        let window = Window(size: CGSize(width: 300, height: 300))
        let scroll = ScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 300, height: 3000)
        window.addSubview(scroll)
        window.settle()
        View.animate(withDuration: 1, options: .curveLinear) {
            scroll.contentOffset = CGPoint(x: 0, y: 1000)
        }
        #expect(scroll.contentOffset.y == 1000)
        window.advance(by: 0.5)
        #expect(abs(scroll.presentationBounds.minY - 500) < 1e-9)
    }
}

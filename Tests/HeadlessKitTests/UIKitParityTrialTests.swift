import Foundation
import Testing

@testable import HeadlessKit

/// Differences a UIKit developer met pasting screens (controllers, scroll views, controls),
/// each with the UIKit rule it now follows.
@MainActor @Suite struct UIKitParityTrialTests {
    final class AppearingController: ViewController {
        let name: String
        let log: Log
        var safeAreaTopWhenAppearing: CGFloat?
        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear") }
        override func viewIsAppearing(_ animated: Bool) {
            log.add("\(name).viewIsAppearing")
            safeAreaTopWhenAppearing = view.safeAreaInsets.top
        }
        override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear") }
    }

    @Test(
        "viewIsAppearing comes between viewWillAppear and viewDidAppear, in the window, for a parent and its child before either appears (UIKit: viewIsAppearing(_:))"
    )
    func viewIsAppearingOrder() {
        let log = Log()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let parent = AppearingController("parent", log: log)
        let child = AppearingController("child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        window.rootViewController = parent
        #expect(
            log.take() == [
                "parent.viewWillAppear", "child.viewWillAppear",
                "parent.viewIsAppearing", "child.viewIsAppearing",
                "parent.viewDidAppear", "child.viewDidAppear",
            ])
        #expect(parent.safeAreaTopWhenAppearing == 47)
        // Once per appearance: moving within the window is not another one.
        let holder = View()
        parent.view.addSubview(holder)
        holder.addSubview(child.view)
        #expect(log.take().isEmpty)
        window.rootViewController = nil
        #expect(
            log.take() == [
                "parent.viewWillDisappear", "child.viewWillDisappear",
                "parent.viewDidDisappear", "child.viewDidDisappear",
            ])
        window.rootViewController = parent
        #expect(log.take().filter { $0.hasSuffix("viewIsAppearing") }.count == 2)
    }

    @Test(
        "A controller whose viewIsAppearing takes its view out of the window gets no viewDidAppear (UIKit: appearance callbacks stay balanced)"
    )
    func viewIsAppearingRemovesView() {
        final class Leaving: ViewController {
            var events: [String] = []
            override func viewIsAppearing(_ animated: Bool) {
                events.append("isAppearing")
                view.removeFromSuperview()
            }
            override func viewDidAppear(_ animated: Bool) { events.append("didAppear") }
            override func viewDidDisappear(_ animated: Bool) { events.append("didDisappear") }
        }
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let controller = Leaving()
        window.addSubview(controller.view)
        #expect(controller.events.first == "isAppearing")
        #expect(!controller.events.contains("didAppear"))
        #expect(controller.appearanceState == .disappeared)
    }

    @Test(
        "textContentType takes UIKit's named constants (UIKit: UITextContentType), and any string"
    )
    func textContentTypeConstants() {
        let field = TextField()
        #expect(field.textContentType == nil)
        field.textContentType = .emailAddress
        #expect(field.textContentType == .emailAddress)
        field.textContentType = .oneTimeCode
        #expect(field.textContentType?.rawValue == "one-time-code")
        field.textContentType = TextContentType(rawValue: "")  // empty: stored as given
        #expect(field.textContentType?.rawValue == "")
        field.textContentType = "custom"
        #expect(field.textContentType == TextContentType("custom"))
    }

    @Test(
        "Scroll indicator insets are stored per axis; scrollIndicatorInsets sets both (UIKit: verticalScrollIndicatorInsets)"
    )
    func scrollIndicatorInsets() {
        let scroll = ScrollView()
        #expect(scroll.verticalScrollIndicatorInsets == .zero)
        #expect(scroll.automaticallyAdjustsScrollIndicatorInsets)
        scroll.verticalScrollIndicatorInsets = EdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        #expect(scroll.horizontalScrollIndicatorInsets == .zero)
        scroll.scrollIndicatorInsets = EdgeInsets(top: -4, left: 0, bottom: 1e9, right: 0)
        #expect(scroll.horizontalScrollIndicatorInsets.bottom == 1e9)  // huge and negative: kept
        #expect(scroll.scrollIndicatorInsets.top == -4)
    }

    @Test("A NaN or infinite scroll indicator inset stops, naming the property and the view")
    func nonFiniteIndicatorInsetsStop() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            @MainActor in
            ScrollView().verticalScrollIndicatorInsets = EdgeInsets(
                top: .nan, left: 0, bottom: 0, right: 0)
        }
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let scroll = ScrollView()
            scroll.accessibilityIdentifier = "feed"
            scroll.scrollIndicatorInsets = EdgeInsets(top: 0, left: 0, bottom: .infinity, right: 0)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("ScrollView.verticalScrollIndicatorInsets"))
        #expect(message.contains("inf"))
        #expect(message.contains("feed"))
    }

    @Test(
        "canBecomeFirstResponder: false for a view, true for an enabled text field, overridable (UIKit: UIResponder.canBecomeFirstResponder)"
    )
    func canBecomeFirstResponder() {
        final class KeyView: View {
            override var canBecomeFirstResponder: Bool { true }
        }
        #expect(!View().canBecomeFirstResponder)
        #expect(!ViewController().canBecomeFirstResponder)
        #expect(KeyView().canBecomeFirstResponder)
        #expect(View().canResignFirstResponder)
        let field = TextField()
        #expect(field.canBecomeFirstResponder)
        field.isEnabled = false
        #expect(!field.canBecomeFirstResponder)
        #expect(!field.becomeFirstResponder())
    }

    final class MovingController: ViewController {
        var seen: [String] = []
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            seen.append("willAppear moving=\(isMovingToParent)")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            seen.append("didAppear moving=\(isMovingToParent)")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            seen.append("willDisappear moving=\(isMovingFromParent)")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            seen.append("didDisappear moving=\(isMovingFromParent)")
        }
        override func willMove(toParent parent: ViewController?) {
            super.willMove(toParent: parent)
        }
    }

    @Test(
        "isMovingToParent and isMovingFromParent are true while a child appears because it is added, or disappears because it is removed (UIKit: isMovingToParent)"
    )
    func movingToAndFromParent() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = ViewController()
        window.rootViewController = parent
        let child = MovingController()
        // Added while the parent shows: appears because it is added.
        parent.addChild(child)
        #expect(child.isMovingToParent)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(!child.isMovingToParent)
        // Removed: disappears because it is removed.
        child.willMove(toParent: nil)
        #expect(child.isMovingFromParent)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(!child.isMovingFromParent)
        #expect(
            child.seen == [
                "willAppear moving=true", "didAppear moving=true",
                "willDisappear moving=true", "didDisappear moving=true",
            ])
        // A child added and moved in before its parent shows appears with the parent: not
        // because it is being added.
        let other = MovingController()
        let container = ViewController()
        container.addChild(other)
        container.view.addSubview(other.view)
        other.didMove(toParent: container)
        window.rootViewController = container
        #expect(other.seen == ["willAppear moving=false", "didAppear moving=false"])
        // The root going away is not a removal from a parent.
        window.rootViewController = nil
        #expect(
            other.seen.suffix(2) == ["willDisappear moving=false", "didDisappear moving=false"])
        // willMove(toParent: nil) on a controller with no parent sets nothing.
        other.removeFromParent()
        other.willMove(toParent: nil)
        #expect(!other.isMovingFromParent)
    }

    /// A container that draws a 44-pt bar over its view adds it to the safe area:
    ///
    ///     +-window 390x844---------+
    ///     | 47 status bar          |  window safe area: top 47, bottom 34
    ///     | 44 bar (additional)    |  root view safe area: top 91, bottom 34
    ///     | label (safe top)       |  label.minY == 91
    ///     |                        |
    ///     | 34 home indicator      |
    ///     +------------------------+
    @Test(
        "additionalSafeAreaInsets adds to the controller's view's safe area; guides, subviews and scroll views follow (UIKit: additionalSafeAreaInsets)"
    )
    func additionalSafeAreaInsets() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let root = ViewController()
        window.rootViewController = root
        let label = Label(text: "Title")
        label.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(label)
        label.topAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.topAnchor).isActive =
            true
        label.leadingAnchor.constraint(equalTo: root.view.leadingAnchor).isActive = true
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scroll.contentSize = CGSize(width: 390, height: 2000)
        root.view.addSubview(scroll)
        let strip = View(frame: CGRect(x: 0, y: 60, width: 390, height: 20))
        root.view.addSubview(strip)
        window.layoutIfNeeded()
        #expect(label.frame.minY == 47)
        #expect(scroll.adjustedContentInset.top == 47)

        root.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(root.view.safeAreaInsets == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(label.frame.minY == 91)
        #expect(scroll.adjustedContentInset.top == 91)
        #expect(strip.safeAreaInsets.top == 20)  // clipped to its own height

        // A child controller inside adds its own, on top of what its superview gives it.
        let child = ViewController()
        root.addChild(child)
        child.view.frame = CGRect(x: 0, y: 400, width: 390, height: 444)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        child.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 50, right: 0)
        #expect(child.view.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 84, right: 0))

        // Negative and huge values: each view's insets stay within 0...its size.
        root.additionalSafeAreaInsets = EdgeInsets(top: -100, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(root.view.safeAreaInsets.top == 0)
        #expect(label.frame.minY == 0)
        root.additionalSafeAreaInsets = EdgeInsets(top: 1e9, left: 0, bottom: 0, right: 0)
        #expect(root.view.safeAreaInsets.top == 844)
        #expect(root.view.safeAreaInsets.bottom == 34)

        // Back to zero: the window's insets alone.
        root.additionalSafeAreaInsets = .zero
        child.additionalSafeAreaInsets = .zero
        window.layoutIfNeeded()
        #expect(label.frame.minY == 47)
        #expect(scroll.adjustedContentInset.top == 47)
        #expect(child.view.safeAreaInsets.bottom == 34)
    }

    @Test("A controller released with additional insets no longer counts (the fast path returns)")
    func additionalSafeAreaReleased() {
        let before = ViewController.controllersWithAdditionalSafeArea
        do {
            let controller = ViewController()
            controller.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
            #expect(ViewController.controllersWithAdditionalSafeArea == before + 1)
            controller.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            #expect(ViewController.controllersWithAdditionalSafeArea == before + 1)
        }
        #expect(ViewController.controllersWithAdditionalSafeArea == before)
    }

    @Test("A NaN or infinite additionalSafeAreaInsets stops, naming the controller")
    func nonFiniteAdditionalSafeAreaStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let controller = ViewController()
            controller.title = "Feed"
            controller.additionalSafeAreaInsets = EdgeInsets(
                top: .nan, left: 0, bottom: 0, right: 0)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("additionalSafeAreaInsets"))
        #expect(message.contains("nan"))
        #expect(message.contains("Feed"))
        await #expect(processExitsWith: .failure) { @MainActor in
            ViewController().additionalSafeAreaInsets = EdgeInsets(
                top: 0, left: -.infinity, bottom: 0, right: 0)
        }
    }

    @Test(
        "Setting layout margins calls layoutMarginsDidChange and the controller's viewLayoutMarginsDidChange, once per new value (UIKit: layoutMarginsDidChange())"
    )
    func layoutMarginsDidChange() {
        final class Margins: ViewController {
            var calls = 0
            override func viewLayoutMarginsDidChange() { calls += 1 }
        }
        let controller = Margins()
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(
            top: 20, leading: 16, bottom: 20, trailing: 16)
        #expect(controller.calls == 1)
        controller.view.layoutMargins = EdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
        #expect(controller.calls == 1)  // the same value
        controller.view.layoutMargins = .zero
        #expect(controller.calls == 2)
        final class Watching: View {
            var calls = 0
            override func layoutMarginsDidChange() { calls += 1 }
        }
        let view = Watching()
        view.layoutMargins = EdgeInsets(all: 0)
        #expect(view.calls == 1)
    }

    @Test(
        "preferredContentSize tells the parent when it changes; negative sizes count as zero (UIKit: preferredContentSizeDidChange(forChildContentContainer:))"
    )
    func preferredContentSize() {
        final class Container: ViewController {
            var sizes: [CGSize] = []
            override func preferredContentSizeDidChange(
                forChildContentContainer container: any ContentContainer
            ) {
                sizes.append(container.preferredContentSize)
            }
        }
        let parent = Container()
        let child = ViewController()
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        child.preferredContentSize = CGSize(width: -5, height: 1e9)
        #expect(parent.sizes == [CGSize(width: 320, height: 200), CGSize(width: 0, height: 1e9)])
        let orphan = ViewController()
        orphan.preferredContentSize = CGSize(width: 10, height: 10)
        #expect(orphan.preferredContentSize == CGSize(width: 10, height: 10))
    }

    @Test("A NaN or infinite preferredContentSize stops, naming the controller")
    func nonFinitePreferredContentSizeStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let controller = ViewController()
            controller.title = "Sheet"
            controller.preferredContentSize = CGSize(width: CGFloat.nan, height: 10)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("preferredContentSize"))
        #expect(message.contains("Sheet"))
        await #expect(processExitsWith: .failure) { @MainActor in
            ViewController().preferredContentSize = CGSize(width: 1, height: CGFloat.infinity)
        }
    }

    /// A 300-wide control, the first segment set to 100:
    ///
    ///     |  A (100)  |  B (100)  |  C (100)  |   automatic segments share the other 200
    @Test(
        "setWidth(_:forSegmentAt:) fixes a segment's width; automatic ones share the rest; taps follow (UIKit: UISegmentedControl.setWidth)"
    )
    func segmentWidths() {
        let window = Window(size: CGSize(width: 400, height: 100))
        let control = SegmentedControl(items: ["A", "B", "C"])
        let natural = control.intrinsicContentSize.width / 3
        control.setWidth(100, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 100)
        #expect(control.widthForSegment(at: 1) == 0)
        #expect(control.intrinsicContentSize.width == 100 + 2 * natural)
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        window.addSubview(control)
        var picked: [Int] = []
        control.addAction(
            Action { _ in picked.append(control.selectedSegmentIndex) }, for: .valueChanged)
        control.setWidth(40, forSegmentAt: 0)  // 40, then 130 and 130
        window.tap(at: CGPoint(x: 39, y: 16))
        window.tap(at: CGPoint(x: 41, y: 16))
        window.tap(at: CGPoint(x: 171, y: 16))
        #expect(picked == [0, 1, 2])
        // Inserting and removing keeps each width with its segment.
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(control.widthForSegment(at: 1) == 40)
        control.removeSegment(at: 0, animated: false)
        #expect(control.widthForSegment(at: 0) == 40)
        // Negative: automatic; huge: the automatic segments get nothing; out of range: ignored.
        control.setWidth(-10, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 0)
        control.setWidth(1e9, forSegmentAt: 0)
        #expect(control.segmentWidths(in: 300) == [1e9, 0, 0])
        control.setWidth(50, forSegmentAt: 7)
        #expect(control.widthForSegment(at: 7) == 0)
        control.removeAllSegments()
        #expect(control.intrinsicContentSize.width == 0)
    }

    @Test(
        "apportionsSegmentWidthsByContent sizes automatic segments by their own titles (UIKit: apportionsSegmentWidthsByContent)"
    )
    func apportionedSegments() {
        let control = SegmentedControl(items: ["A", "A much longer title"])
        let equal = control.intrinsicContentSize.width
        control.apportionsSegmentWidthsByContent = true
        let apportioned = control.intrinsicContentSize.width
        #expect(apportioned < equal)
        let widths = control.segmentWidths(in: apportioned)
        #expect(widths[0] < widths[1])
        #expect(abs(widths.reduce(0, +) - apportioned) < 1e-9)
    }

    @Test("A NaN or infinite segment width stops, naming the control")
    func nonFiniteSegmentWidthStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let control = SegmentedControl(items: ["A"])
            control.accessibilityIdentifier = "filter"
            control.setWidth(.nan, forSegmentAt: 0)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("SegmentedControl.setWidth: nan for segment 0"))
        #expect(message.contains("filter"))
        await #expect(processExitsWith: .failure) { @MainActor in
            SegmentedControl(items: ["A"]).setWidth(.infinity, forSegmentAt: 9)
        }
    }

    /// A 200 x 34 field with a 20-pt icon on the left (always) and a 24-pt button on the right
    /// (while editing):
    ///
    ///     +[icon]---text-------------[clear]+   icon at (0, 7), button at (176, 5)
    @Test(
        "leftView and rightView sit at the edges, centred, shown as their modes say (UIKit: UITextField.leftView, leftViewMode)"
    )
    func overlayViews() {
        let window = Window(size: CGSize(width: 300, height: 100))
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        window.addSubview(field)
        let icon = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let clear = Button(type: .system)
        clear.frame = CGRect(x: 0, y: 0, width: 24, height: 24)
        field.leftView = icon
        field.rightView = clear
        #expect(icon.superview === field)
        #expect(icon.isHidden && clear.isHidden)  // .never by default
        let plain = field.intrinsicContentSize.width
        field.leftViewMode = .always
        field.rightViewMode = .whileEditing
        #expect(field.intrinsicContentSize.width == plain + 44)
        window.layoutIfNeeded()
        #expect(!icon.isHidden && icon.frame == CGRect(x: 0, y: 7, width: 20, height: 20))
        #expect(clear.isHidden)
        field.becomeFirstResponder()
        #expect(!clear.isHidden && clear.frame == CGRect(x: 176, y: 5, width: 24, height: 24))
        field.resignFirstResponder()
        #expect(clear.isHidden)
        field.rightViewMode = .unlessEditing
        #expect(!clear.isHidden)
        // The field grows: the right view follows at the next layout.
        field.frame.size.width = 250
        window.layoutIfNeeded()
        #expect(clear.frame.minX == 226)
        // Replaced: the old view leaves; moved to the other side: it stays.
        let other = Label(text: "@")
        field.leftView = other
        #expect(icon.superview == nil)
        #expect(other.frame.size == other.intrinsicContentSize)
        field.rightView = other
        field.leftView = nil
        #expect(other.superview === field)
        // No size at all: an empty rectangle, no NaN.
        field.leftView = View()
        #expect(field.leftViewRect(forBounds: field.bounds).size == .zero)
    }

    @Test("A text field cannot be its own left view: it stops, naming the view")
    func fieldAsOwnLeftViewStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let field = TextField()
            field.leftView = field
        }
    }

    @Test(
        "An activity indicator is stopped and hidden when made, shows while animating, hides when stopped (UIKit: UIActivityIndicatorView.hidesWhenStopped)"
    )
    func activityIndicator() {
        let spinner = ActivityIndicatorView(style: .medium)
        #expect(spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(spinner.frame.size == CGSize(width: 20, height: 20))
        #expect(!spinner.isAnimating && spinner.isHidden)
        spinner.startAnimating()
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        #expect(spinner.treeDescription().contains("animating"))
        spinner.stopAnimating()
        #expect(!spinner.isAnimating && spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)  // stopped, and no longer hidden for it
        spinner.stopAnimating()
        #expect(!spinner.isHidden)
        spinner.style = .large
        #expect(spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(ActivityIndicatorView(style: .whiteLarge).intrinsicContentSize.width == 37)
        #expect(ActivityIndicatorView(style: .gray).intrinsicContentSize.width == 20)
        let plain = ActivityIndicatorView()
        #expect(plain.style == .medium && plain.isHidden && plain.frame.size == .zero)
    }
}

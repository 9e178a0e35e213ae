import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

@MainActor @Suite struct ButtonAndControlTests {
    func makeWindow() -> Window { Window(size: CGSize(width: 320, height: 480)) }

    @Test(
        "A tap on a button sends touchUpInside with the button as sender; a lift 70 pt off still counts, 100 pt off is outside (UIKit: UIControl.Event.touchUpInside)"
    )
    func buttonTap() {
        let window = makeWindow()
        let button = Button(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
        window.addSubview(button)
        var log: [String] = []
        button.addAction(
            Action(title: "Follow") { action in
                log.append("up:\((action.sender as? Button)?.currentTitle ?? "?")")
            }, for: .touchUpInside)
        button.addAction(Action { _ in log.append("outside") }, for: .touchUpOutside)
        button.setTitle("Follow", for: .normal)
        window.tap(at: CGPoint(x: 150, y: 120))
        #expect(log == ["up:Follow"])
        log = []
        window.drag(from: CGPoint(x: 150, y: 120), to: CGPoint(x: 150, y: 210), duration: 0.1)
        #expect(log == ["up:Follow"])
        log = []
        window.drag(from: CGPoint(x: 150, y: 120), to: CGPoint(x: 150, y: 250), duration: 0.1)
        #expect(log == ["outside"])
        button.isEnabled = false
        log = []
        window.tap(at: CGPoint(x: 150, y: 120))
        #expect(log.isEmpty)
    }

    @Test(
        "Per-state titles fall back to the normal one; the title label follows the state (UIKit: UIButton.setTitle(_:for:))"
    )
    func perStateTitles() {
        let button = Button(type: .system)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        button.setTitleColor(.white, for: .normal)
        #expect(button.currentTitle == "Follow")
        #expect(button.title(for: .highlighted) == "Follow")
        button.isSelected = true
        #expect(button.state == .selected)
        #expect(button.currentTitle == "Following")
        #expect(button.titleLabel?.text == "Following")
        #expect(button.titleColor(for: .selected) == .white)
        button.setImage(Image(systemName: "heart"), for: .normal)
        #expect(button.currentImage?.name == "heart")
        #expect(button.imageView?.isHidden == false)
    }

    @Test("A subclass can override isHighlighted with didSet (UIKit: UIControl.isHighlighted)")
    func overridableState() {
        final class Pressable: Button {
            var seen: [Bool] = []
            override var isHighlighted: Bool {
                didSet { seen.append(isHighlighted) }
            }
        }
        let window = makeWindow()
        let button = Pressable(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        window.addSubview(button)
        window.tap(at: CGPoint(x: 50, y: 20))
        #expect(button.seen == [true, false])
    }

    @Test(
        "Actions are removed by identifier; adding the same identifier replaces (UIKit: UIControl.removeAction(identifiedBy:for:))"
    )
    func removeActions() {
        let control = Control()
        var count = 0
        control.addAction(Action(identifier: "a") { _ in count += 1 }, for: .valueChanged)
        control.addAction(Action(identifier: "a") { _ in count += 10 }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(count == 10)
        control.removeAction(identifiedBy: "a", for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(count == 10)
        #expect(control.allControlEvents == [])
    }

    @Test(
        "A tap flips a switch and sends valueChanged; setOn sends nothing (UIKit: UISwitch.setOn(_:animated:))"
    )
    func switchTap() {
        let window = makeWindow()
        let toggle = Switch()
        window.addSubview(toggle)
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        var values: [Bool] = []
        toggle.addAction(Action { _ in values.append(toggle.isOn) }, for: .valueChanged)
        window.tap(at: CGPoint(x: 20, y: 15))
        toggle.setOn(false, animated: true)
        window.tap(at: CGPoint(x: 20, y: 15))
        #expect(values == [true, true])
    }

    @Test(
        "A tap on a segment selects it and sends valueChanged once; out-of-range indices select nothing (UIKit: UISegmentedControl)"
    )
    func segmentedControl() {
        let window = makeWindow()
        let control = SegmentedControl(items: ["Light", "Dark", "Auto"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        window.addSubview(control)
        var changes = 0
        control.addAction(Action { _ in changes += 1 }, for: .valueChanged)
        window.tap(at: CGPoint(x: 150, y: 16))
        window.tap(at: CGPoint(x: 150, y: 16))
        #expect(control.selectedSegmentIndex == 1)
        #expect(changes == 1)
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        control.removeSegment(at: 9, animated: false)
        #expect(control.numberOfSegments == 3)
    }

    @Test("A slider clamps its value; NaN counts as the minimum (UIKit: UISlider.value)")
    func sliderClamps() {
        let slider = Slider()
        slider.maximumValue = 10
        slider.value = 20
        #expect(slider.value == 10)
        slider.value = .nan
        #expect(slider.value == 0)
        slider.value = -.infinity
        #expect(slider.value == 0)
    }

    @Test(
        "A text field edits with UIKit's delegate calls and events (UIKit: UITextFieldDelegate)")
    func textField() {
        final class Delegate: TextFieldDelegate {
            var log: [String] = []
            func textFieldDidBeginEditing(_ textField: TextField) { log.append("begin") }
            func textFieldDidEndEditing(_ textField: TextField) { log.append("end") }
            func textFieldShouldReturn(_ textField: TextField) -> Bool {
                log.append("return")
                textField.resignFirstResponder()
                return true
            }
        }
        let field = TextField()
        let delegate = Delegate()
        field.delegate = delegate
        #expect(field.text == "")
        field.placeholder = "Name"
        field.insertText("Ada")
        #expect(field.isFirstResponder)
        field.pressReturn()
        #expect(field.text == "Ada")
        #expect(!field.isFirstResponder)
        #expect(delegate.log == ["begin", "return", "end"])
        field.text = nil
        #expect(field.text == "")
    }
}

@MainActor @Suite struct StackViewTests {
    func makeBox(_ width: CGFloat, _ height: CGFloat) -> View {
        final class Box: View {
            var size = CGSize.zero
            override var intrinsicContentSize: CGSize { size }
        }
        let box = Box()
        box.size = CGSize(width: width, height: height)
        return box
    }

    /// A vertical stack 200 wide, spacing 10, of boxes 40 and 60 tall:
    ///
    ///     +-200--+
    ///     | a 40 |
    ///     | 10   |
    ///     | b 60 |   stack height 110
    ///     +------+
    @Test("A vertical fill stack stacks intrinsic heights with spacing (UIKit: UIStackView)")
    func verticalFill() {
        let window = Window(size: CGSize(width: 320, height: 480))
        let a = makeBox(50, 40)
        let b = makeBox(50, 60)
        let stack = StackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: window.topAnchor),
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            stack.widthAnchor.constraint(equalToConstant: 200),
        ])
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect(b.frame == CGRect(x: 0, y: 50, width: 200, height: 60))
        #expect(stack.frame.height == 110)
        // Hiding an arranged view collapses it with its spacing.
        a.isHidden = true
        window.layoutIfNeeded()
        #expect(b.frame.minY == 0)
        #expect(stack.frame.height == 60)
        stack.removeArrangedSubview(b)
        #expect(stack.arrangedSubviews.count == 1)
        #expect(b.superview === stack)
    }

    @Test("Non-finite insets, margins and custom spacings stop, naming the view")
    func nonFiniteInsetsStop() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            Button(type: .system).contentEdgeInsets = EdgeInsets(top: .nan)
        }
        await #expect(processExitsWith: .failure) { @MainActor in
            View().layoutMargins = EdgeInsets(left: .infinity)
        }
        await #expect(processExitsWith: .failure) { @MainActor in
            let view = View()
            StackView(arrangedSubviews: [view]).setCustomSpacing(.nan, after: view)
        }
    }

    @Test("Empty and edge inputs: an empty segmented control, a text field typed nothing")
    func emptyInputs() {
        let control = SegmentedControl(items: [])
        #expect(control.numberOfSegments == 0)
        #expect(control.intrinsicContentSize.width == 0)
        control.selectedSegmentIndex = 0
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        let field = TextField()
        var changes = 0
        field.addAction(Action { _ in changes += 1 }, for: .editingChanged)
        field.insertText("")
        #expect(field.text == "")
        #expect(changes == 1)
        let stack = StackView(arrangedSubviews: [])
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let window = Window(size: CGSize(width: 100, height: 100))
        window.addSubview(stack)
        window.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 100, height: 100))
    }

    @Test("A NaN spacing or an arranged index out of range stops, naming the stack")
    func stackMisuseStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            StackView().spacing = .nan
        }
        await #expect(processExitsWith: .failure) { @MainActor in
            StackView().insertArrangedSubview(View(), at: 3)
        }
    }

    @Test(
        "fillEqually shares the width; equalSpacing keeps sizes with equal gaps; center alignment centres across (UIKit: UIStackView.Distribution)"
    )
    func distributions() {
        let window = Window(size: CGSize(width: 320, height: 480))
        let a = makeBox(20, 10)
        let b = makeBox(40, 30)
        let c = makeBox(60, 20)
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
        stack.distribution = .fillEqually
        stack.spacing = 15
        window.addSubview(stack)
        window.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.width) == [90, 90, 90])
        #expect(c.frame.minX == 210)
        stack.distribution = .equalSpacing
        stack.alignment = .center
        window.layoutIfNeeded()
        // Sizes kept: 20 + 40 + 60 = 120, two gaps of 90.
        #expect([a, b, c].map(\.frame.width) == [20, 40, 60])
        #expect(b.frame.minX == 110)
        #expect(c.frame.minX == 240)
        #expect(b.frame.minY == 5)
    }
}

@MainActor @Suite struct UIKitAppearanceTests {
    @Test("Layer values: negative radius and width count as 0, masksToBounds is clipsToBounds")
    func layerValues() {
        let view = View()
        view.layer.cornerRadius = -4
        view.layer.borderWidth = -1
        view.layer.shadowOpacity = 3
        #expect(view.layer.cornerRadius == 0)
        #expect(view.layer.borderWidth == 0)
        #expect(view.layer.shadowOpacity == 1)
        view.layer.masksToBounds = true
        #expect(view.clipsToBounds)
        #expect(view.layer === view.layer)
    }

    @Test("A NaN corner radius stops, naming the view")
    func nanCornerRadiusStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            View().layer.cornerRadius = .nan
        }
    }

    @Test(
        "System colours and text styles have iOS's values (UIKit: UIColor.systemBlue, UIFont.preferredFont(forTextStyle:))"
    )
    func systemValues() {
        #expect(Color.systemPink.hexString == "#FF2D55")
        #expect(Color.systemBackground == .white)
        #expect(Color.white.cgColor == .white)
        #expect(
            Font.preferredFont(forTextStyle: .headline)
                == .systemFont(ofSize: 17, weight: .semibold))
        #expect(Font.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
    }

    /// Margins of 8 inside a 200×100 view, and its 47 pt top safe area below a notch:
    /// the margins guide starts at y = 47 + 8.
    @Test(
        "The margins guide is the bounds less the margins and the safe area (UIKit: UIView.layoutMarginsGuide)"
    )
    func marginsGuide() {
        let window = Window(size: CGSize(width: 200, height: 400))
        window.safeAreaInsets = EdgeInsets(top: 47)
        let container = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(container)
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(content)
        let guide = container.layoutMarginsGuide
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 8, y: 55, width: 184, height: 10))
        container.directionalLayoutMargins = DirectionalEdgeInsets(
            top: 0, leading: 20, bottom: 0, trailing: 10)
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 20, y: 47, width: 170, height: 10))
    }

    @Test(
        "Content pinned to the content layout guide sets the content size (UIKit: UIScrollView.contentLayoutGuide)"
    )
    func contentLayoutGuide() {
        let window = Window(size: CGSize(width: 320, height: 480))
        let scroll = ScrollView(frame: window.bounds)
        window.addSubview(scroll)
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
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
        #expect(scroll.contentSize == CGSize(width: 320, height: 1000))
    }

    @Test(
        "A view pinned to the frame layout guide stays still while the content scrolls (UIKit: UIScrollView.frameLayoutGuide)"
    )
    func frameLayoutGuideStaysStill() {
        let window = Window(size: CGSize(width: 320, height: 480))
        let scroll = ScrollView(frame: window.bounds)
        window.addSubview(scroll)
        let content = View()
        let badge = View()
        for view in [content, badge] {
            view.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(view)
        }
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 2000),
            badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(
                equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 290, y: 10, width: 20, height: 20))
        scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        window.layoutIfNeeded()
        // In content coordinates the badge moved with the offset; on screen it did not move.
        #expect(badge.frame == CGRect(x: 290, y: 310, width: 20, height: 20))
        #expect(
            badge.convert(badge.bounds, to: window) == CGRect(x: 290, y: 10, width: 20, height: 20))
        #expect(scroll.contentSize == CGSize(width: 320, height: 2000))
        window.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.2)
        window.settle()
        #expect(scroll.contentOffset.y > 300)
        let onScreen = badge.convert(badge.bounds, to: window)
        #expect(abs(onScreen.minY - 10) < 1e-6 && onScreen.minX == 290)
    }

    @Test(
        "System spacing below is 8 pt per multiple; a label's first baseline is its top plus the ascender (UIKit: constraint(equalToSystemSpacingBelow:multiplier:))"
    )
    func systemSpacingAndBaseline() {
        let window = Window(size: CGSize(width: 320, height: 480))
        let label = Label()
        label.text = "Title"
        label.font = .systemFont(ofSize: 20)
        label.translatesAutoresizingMaskIntoConstraints = false
        let below = View()
        below.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        window.addSubview(below)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            below.topAnchor.constraint(
                equalToSystemSpacingBelow: label.firstBaselineAnchor, multiplier: 2),
            below.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        // 10 + ascender 19 + 16
        #expect(below.frame.minY == 45)
    }

    @Test(
        "A view controller made with init(nibName:bundle:) loads its view (UIKit: UIViewController.init(nibName:bundle:))"
    )
    func nibNameInit() {
        final class Screen: ViewController {
            var loaded = false
            init() { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            override func viewDidLoad() {
                super.viewDidLoad()
                loaded = true
            }
        }
        let screen = Screen()
        _ = screen.view
        #expect(screen.loaded)
    }
}

@MainActor @Suite struct UIKitDumpTests {
    @Test(
        "The SVG rounds corners and draws the border inside the bounds (UIKit: CALayer.cornerRadius, borderWidth)"
    )
    func svgLayer() {
        let window = Window(size: CGSize(width: 100, height: 100))
        let avatar = View(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        avatar.backgroundColor = .systemGray5
        avatar.layer.cornerRadius = 100
        avatar.layer.borderWidth = 2
        avatar.layer.borderColor = Color.white.cgColor
        window.addSubview(avatar)
        let svg = window.svg(SVGOptions(showsOutlines: false))
        #expect(
            svg.contains(
                "<rect x=\"10\" y=\"10\" width=\"80\" height=\"80\" rx=\"40\" fill=\"#E5E5EA\"/>"))
        #expect(
            svg.contains(
                "<rect x=\"11\" y=\"11\" width=\"78\" height=\"78\" rx=\"40\" fill=\"none\" stroke=\"#FFFFFF\" stroke-width=\"2\"/>"
            ))
    }

    @Test("Dumps show a non-default content mode and line break mode")
    func dumpProperties() {
        let image = ImageView(image: Image(named: "avatar", size: CGSize(width: 10, height: 10)))
        image.contentMode = .scaleAspectFill
        let label = Label(text: "Hi")
        label.lineBreakMode = .byWordWrapping
        #expect(image.treeDescription().contains("contentMode=scaleAspectFill"))
        #expect(label.treeDescription().contains("lineBreak=byWordWrapping"))
        #expect(!Label(text: "Hi").treeDescription().contains("lineBreak"))
    }
}

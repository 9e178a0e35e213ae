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

@MainActor @Suite struct ControlTests {
    @Test("Actions run for their events in the order added; a disabled control sends none")
    func actions() {
        let control = Control(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        var log: [String] = []
        control.addAction(Action { _ in log.append("a") }, for: .touchUpInside)
        control.addAction(
            Action(identifier: "b") { _ in log.append("b") }, for: [.touchUpInside, .valueChanged])
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .valueChanged)
        #expect(log == ["a", "b", "b"])
        control.removeAction(identifiedBy: "b", for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log == ["a", "b", "b"])
    }

    /// UIKit's `isEnabled`: "a disabled control ignores touch events"; `sendActions(for:)` is
    /// code, not a touch, and still runs the actions (which is why UIKit test helpers such as
    /// Fleet's `tap()` check `isEnabled` themselves before calling it).
    @Test(
        "sendActions(for:) on a disabled control still runs its actions; a touch does not (UIKit: isEnabled ignores touch events)"
    )
    func disabledControlSendsWhenAsked() {
        let window = Window(size: CGSize(width: 200, height: 200))
        let button = Button(type: .system)
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 44)
        window.addSubview(button)
        var log: [String] = []
        button.addAction(Action { _ in log.append("up") }, for: .touchUpInside)
        button.isEnabled = false
        window.tap(at: CGPoint(x: 100, y: 70))
        #expect(log.isEmpty)
        button.sendActions(for: .touchUpInside)
        #expect(log == ["up"])
        button.sendActions(for: [])
        #expect(log == ["up"])
    }

    @Test("PageControl clamps currentPage and sizes 16 pt per dot")
    func pageControlClamps() {
        let pages = PageControl()
        pages.numberOfPages = 3
        pages.currentPage = 5
        #expect(pages.currentPage == 2)
        pages.currentPage = -1
        #expect(pages.currentPage == 0)
        #expect(pages.intrinsicContentSize == CGSize(width: 48, height: 26))
        pages.numberOfPages = 0
        #expect(pages.currentPage == 0)
        #expect(pages.intrinsicContentSize == .zero)
    }

    @Test("A tap beside the current dot moves one page that way and sends valueChanged (UIKit)")
    func pageControlTap() {
        let pages = PageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
        pages.numberOfPages = 4
        pages.currentPage = 1
        var changes = 0
        pages.addAction(Action { _ in changes += 1 }, for: .valueChanged)
        pages.handleTap(at: CGPoint(x: 190, y: 13))
        #expect(pages.currentPage == 2)
        pages.handleTap(at: CGPoint(x: 5, y: 13))
        pages.handleTap(at: CGPoint(x: 5, y: 13))
        pages.handleTap(at: CGPoint(x: 5, y: 13))  // already at 0: no change
        #expect(pages.currentPage == 0)
        #expect(changes == 3)
    }

    @Test("A real tap right of the current dot moves forward one page (UIKit: UIPageControl)")
    func pageControlRealTap() {
        let window = Window(size: CGSize(width: 200, height: 100))
        let pages = PageControl(frame: CGRect(x: 0, y: 50, width: 200, height: 26))
        pages.numberOfPages = 4
        window.addSubview(pages)
        var changes = 0
        pages.addAction(Action { _ in changes += 1 }, for: .valueChanged)
        window.tap(at: CGPoint(x: 190, y: 63))
        #expect(pages.currentPage == 1)
        #expect(changes == 1)
        // A touch dragged off the control before lifting is not a tap.
        window.drag(from: CGPoint(x: 190, y: 63), to: CGPoint(x: 190, y: 10), duration: 0.05)
        #expect(pages.currentPage == 1)
    }

    @Test("Colors interpolate and print as hex")
    func colors() {
        #expect(Color.black.interpolated(to: .white, fraction: 0.5).hexString == "#808080")
        #expect(Color(hex: 0x007AFF) == .systemBlue)
        #expect(Color.red.withAlphaComponent(0.5).hexString == "#FF000080")
    }
}

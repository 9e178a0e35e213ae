// Target-action with a method in place of UIKit's selector: controls' `addTarget(_:action:for:)`
// and gesture recognizers' `init(target:action:)` / `addTarget(_:action:)`.
import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A screen written as UIKit code is, with `#selector(x)` replaced by `Self.x`.
private final class FormController: ViewController {
    let save = Button(type: .system)
    let volume = Slider()
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        save.setTitle("Save", for: .normal)
        save.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        save.addTarget(self, action: Self.saveTapped, for: .touchUpInside)
        volume.frame = CGRect(x: 20, y: 200, width: 300, height: 31)
        volume.addTarget(self, action: Self.volumeChanged, for: .valueChanged)
        view.addSubview(save)
        view.addSubview(volume)
        navigationItem.rightBarButtonItem = BarButtonItem(
            barButtonSystemItem: .save, target: self, action: Self.saveTapped)
    }

    func saveTapped() { log.append("save") }

    func volumeChanged(_ sender: Slider) { log.append("volume \(sender.value)") }

    func anything(_ sender: Any) { log.append("any \(type(of: sender))") }

    func buttonOnly(_ sender: Button) { log.append("button \(sender.currentTitle ?? "")") }
}

/// A target whose calls are counted.
@MainActor private final class Counter {
    var count = 0
    func hit() { count += 1 }
    func hitWithSender(_ sender: Control) { count += 10 }
}

@MainActor @Suite struct TargetActionTests {
    fileprivate func loaded() -> (Window, FormController) {
        let window = Window(size: CGSize(width: 390, height: 844))
        let controller = FormController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        return (window, controller)
    }

    @Test(
        "A tap sends the target's method (UIKit: UIControl.addTarget(_:action:for:) sends the action message to the target for the control events)"
    )
    func tapSendsTheMethod() {
        let (window, controller) = loaded()
        window.tap(at: CGPoint(x: 80, y: 122))
        #expect(controller.log == ["save"])
        controller.volume.setValue(0.5, animated: false)
        controller.volume.sendActions(for: .valueChanged)
        #expect(controller.log == ["save", "volume 0.5"])
    }

    @Test(
        "A bar button item takes the method as a control does (UIKit: UIBarButtonItem(barButtonSystemItem:target:action:))"
    )
    func barButtonItemTakesSelfMethod() {
        let (_, controller) = loaded()
        controller.navigationItem.rightBarButtonItem?.sendAction()
        #expect(controller.log == ["save"])
    }

    @Test(
        "The method may take the sender as its class, a superclass or Any (UIKit: an action method takes the sender, typed as the method declares)"
    )
    func senderTypes() {
        let (_, controller) = loaded()
        controller.save.addTarget(controller, action: FormController.anything, for: .touchDown)
        controller.save.addTarget(controller, action: FormController.buttonOnly, for: .touchDown)
        let counter = Counter()
        controller.save.addTarget(counter, action: Counter.hitWithSender, for: .touchDown)
        controller.save.sendActions(for: .touchDown)
        #expect(controller.log == ["any Button", "button Save"])
        #expect(counter.count == 10)
    }

    @Test(
        "Adding the same target from the same line again adds only the new events (UIKit: it is safe to call addTarget multiple times with the same target and action)"
    )
    func sameLineTwiceIsOnePair() {
        let button = Button(type: .system)
        let counter = Counter()
        func configure(_ events: Control.Event) {
            // A cell's configure runs at every reuse.
            button.addTarget(counter, action: Counter.hit, for: events)
        }
        configure(.touchUpInside)
        configure(.touchUpInside)
        configure(.touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(counter.count == 1)
        configure(.touchDown)
        #expect(button.allControlEvents == [.touchUpInside, .touchDown])
        button.sendActions(for: [.touchDown, .touchUpInside])
        #expect(counter.count == 2, "one pair, sent once for either event")
        // Another target from the same line is another pair.
        let other = Counter()
        for _ in 0..<2 { button.addTarget(other, action: Counter.hit, for: .touchDown) }
        button.sendActions(for: .touchDown)
        #expect(counter.count == 3)
        #expect(other.count == 1)
    }

    @Test(
        "The target is not retained: once it is gone the pair does nothing (UIKit: the control does not retain the object in the target parameter)"
    )
    func targetIsNotRetained() {
        let button = Button(type: .system)
        weak var gone: Counter?
        do {
            let counter = Counter()
            gone = counter
            button.addTarget(counter, action: Counter.hit, for: .touchUpInside)
        }
        #expect(gone == nil)
        button.sendActions(for: .touchUpInside)
        #expect(button.allControlEvents == .touchUpInside, "the pair stays, doing nothing")
    }

    @Test(
        "A nil target sends the action to the first object along the responder chain that has the method (UIKit: with a nil target the responder chain is searched for an object that defines the action method)"
    )
    func nilTargetSearchesTheResponderChain() {
        let (window, controller) = loaded()
        let inner = Button(type: .system)
        inner.setTitle("Inner", for: .normal)
        inner.frame = CGRect(x: 20, y: 300, width: 100, height: 44)
        let card = View(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        card.addSubview(inner)
        controller.view.addSubview(card)
        inner.addTarget(nil, action: FormController.buttonOnly, for: .touchUpInside)
        window.tap(at: CGPoint(x: 60, y: 322))
        #expect(controller.log == ["button Inner"])
        // Out of any chain with the method: nothing happens.
        card.removeFromSuperview()
        inner.sendActions(for: .touchUpInside)
        #expect(controller.log == ["button Inner"])
    }

    @Test(
        "removeTarget with a nil action stops that target's pairs for the events; a nil target stops every pair; closures stay (UIKit: UIControl.removeTarget(_:action:for:))"
    )
    func removeTarget() {
        let button = Button(type: .system)
        let a = Counter()
        let b = Counter()
        var closureRuns = 0
        button.addTarget(a, action: Counter.hit, for: [.touchDown, .touchUpInside])
        button.addTarget(b, action: Counter.hit, for: .touchUpInside)
        button.addAction(Action { _ in closureRuns += 1 }, for: .touchUpInside)
        button.removeTarget(a, action: nil, for: .touchUpInside)
        button.sendActions(for: [.touchDown, .touchUpInside])
        #expect((a.count, b.count, closureRuns) == (1, 1, 1), "a keeps touchDown")
        button.removeTarget(b, action: Counter.hit, for: .allEvents)
        button.sendActions(for: .touchUpInside)
        #expect((a.count, b.count, closureRuns) == (1, 1, 2))
        button.removeTarget(nil, action: nil, for: .allEvents)
        #expect(button.allControlEvents == .touchUpInside, "only the closure is left")
        button.sendActions(for: [.touchDown, .touchUpInside])
        #expect((a.count, b.count, closureRuns) == (1, 1, 3))
    }

    @Test(
        "An action that adds or removes targets while the control sends changes the next send, not this one"
    )
    func reentrantChanges() {
        let button = Button(type: .system)
        @MainActor final class Editor {
            let button: Button
            var log: [String] = []
            init(_ button: Button) { self.button = button }
            func first() {
                log.append("first")
                button.removeTarget(self, action: nil, for: .allEvents)
                button.addTarget(self, action: Editor.later, for: .touchUpInside)
            }
            func second() { log.append("second") }
            func later() { log.append("later") }
        }
        let editor = Editor(button)
        button.addTarget(editor, action: Editor.first, for: .touchUpInside)
        button.addTarget(editor, action: Editor.second, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(editor.log == ["first", "second"])
        button.sendActions(for: .touchUpInside)
        #expect(editor.log == ["first", "second", "later"])
    }

    // MARK: - Gesture recognizers

    @Test(
        "A recognizer made with a target and a method sends it at each state change (UIKit: UIGestureRecognizer(target:action:))"
    )
    func recognizerTargetAction() {
        @MainActor final class Handler {
            var states: [GestureRecognizer.State] = []
            var taps = 0
            func pan(_ recognizer: PanGestureRecognizer) { states.append(recognizer.state) }
            func tapped() { taps += 1 }
        }
        let window = Window(size: CGSize(width: 390, height: 844))
        let view = View(frame: window.bounds)
        window.addSubview(view)
        let handler = Handler()
        let pan = PanGestureRecognizer(target: handler, action: Handler.pan)
        view.addGestureRecognizer(pan)
        window.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.2)
        #expect(handler.states.first == .began)
        #expect(handler.states.last == .ended)
        #expect(handler.states.dropFirst().dropLast().allSatisfy { $0 == .changed })

        view.removeGestureRecognizer(pan)
        let tap = TapGestureRecognizer(target: handler, action: Handler.tapped)
        for _ in 0..<3 { tap.addTarget(handler, action: Handler.tapped) }
        view.addGestureRecognizer(tap)
        window.tap(at: CGPoint(x: 100, y: 400))
        #expect(handler.taps == 2, "the init's pair and the loop's pair; the loop adds it once")
        tap.removeTarget(handler, action: nil)
        window.tap(at: CGPoint(x: 100, y: 400))
        #expect(handler.taps == 2)
    }

    @Test(
        "A recognizer does not retain its target, and a nil target adds no action (UIKit: UIGestureRecognizer targets are not retained)"
    )
    func recognizerTargetIsWeak() {
        @MainActor final class Handler {
            func tapped() {}
        }
        let window = Window(size: CGSize(width: 390, height: 844))
        let view = View(frame: window.bounds)
        window.addSubview(view)
        weak var gone: Handler?
        let tap: TapGestureRecognizer
        do {
            let handler = Handler()
            gone = handler
            tap = TapGestureRecognizer(target: handler, action: Handler.tapped)
        }
        #expect(gone == nil)
        view.addGestureRecognizer(tap)
        window.tap(at: CGPoint(x: 100, y: 400))
        #expect(tap.state == .possible, "recognized and reset without a target to call")
        let none = TapGestureRecognizer(target: nil as Handler?, action: Handler.tapped)
        view.addGestureRecognizer(none)
        window.tap(at: CGPoint(x: 100, y: 400))
    }

    // MARK: - Programmer errors

    @Test(
        "A method whose sender type the control is not stops at addTarget, naming the type and the control"
    )
    func wrongSenderTypeStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let slider = Slider()
            slider.accessibilityIdentifier = "volume"
            let controller = FormController()
            slider.addTarget(controller, action: FormController.buttonOnly, for: .valueChanged)
        }
        expectStderr(
            result,
            contains:
                "addTarget(_:action:for:): the action method takes a Button, but the sender is <Slider \"volume\">"
        )
    }

    @Test("A target of another class than the method's stops at addTarget, naming both")
    func wrongTargetTypeStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let button = Button(type: .system)
            let controller = FormController()
            button.addTarget(controller, action: Counter.hit, for: .touchUpInside)
        }
        expectStderr(
            result,
            contains:
                "addTarget(_:action:for:): the action is a method of Counter, but the target is a FormController"
        )
    }

    @Test("A recognizer given a method for another recognizer class stops, naming both")
    func wrongRecognizerTypeStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            @MainActor final class Handler {
                func pan(_ recognizer: PanGestureRecognizer) {}
            }
            _ = TapGestureRecognizer(target: Handler(), action: Handler.pan)
        }
        expectStderr(
            result,
            contains:
                "GestureRecognizer.addTarget(_:action:): the action method takes a PanGestureRecognizer, but the sender is a TapGestureRecognizer on no view"
        )
    }
}

/// Expects the exit test's standard error to contain `text`.
private func expectStderr(_ result: ExitTest.Result?, contains text: String) {
    let stderr = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
    #expect(stderr.contains(text), "\(stderr)")
}

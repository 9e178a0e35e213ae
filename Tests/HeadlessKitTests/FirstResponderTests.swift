import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// The window's first responder ("Using responders and the responder chain to handle events",
/// UIKit's documentation): one per window, text inputs and any responder that can become it,
/// nil-target actions start at it, and it stops being one when it leaves its window.
@MainActor @Suite struct FirstResponderTests {
    /// A screen that takes first responder itself (a chat screen that shows its own input bar)
    /// and handles the actions a toolbar sends with a nil target.
    final class ComposeViewController: ViewController {
        var log: [String] = []
        var allowsResign = true
        override var canBecomeFirstResponder: Bool { true }
        override var canResignFirstResponder: Bool { allowsResign }
        override func resignFirstResponder() -> Bool {
            let resigned = super.resignFirstResponder()
            log.append("resign \(resigned)")
            return resigned
        }
        func save() { log.append("save") }
        func saveDraft(_ sender: Any?) {
            log.append("save draft from \(sender.map { "\(type(of: $0))" } ?? "nil")")
        }
        func bold(_ sender: BarButtonItem) { log.append("bold \(sender.title ?? "")") }
    }

    /// A view that can become first responder (a custom input view).
    final class CanvasView: View {
        var actions: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        func save() { actions.append("save") }
    }

    private func keyWindow() -> Window {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.makeKeyAndVisible()
        return window
    }

    @Test("UIKit: becomeFirstResponder needs canBecomeFirstResponder and a window")
    func becomingNeedsPermissionAndAWindow() {
        let window = keyWindow()
        let plain = View()
        window.addSubview(plain)
        #expect(!plain.becomeFirstResponder())
        let canvas = CanvasView()
        #expect(!canvas.becomeFirstResponder())  // in no window
        #expect(!canvas.isFirstResponder)
        window.addSubview(canvas)
        #expect(canvas.becomeFirstResponder())
        #expect(canvas.isFirstResponder)
        #expect(canvas.becomeFirstResponder())  // again: still true, nothing changes
        #expect(window.firstResponder === canvas)
        #expect(canvas.resignFirstResponder())
        #expect(!canvas.isFirstResponder)
        #expect(window.firstResponder == nil)
    }

    @Test("UIKit: one first responder per window; a text field takes over from a view and back")
    func oneFirstResponderPerWindow() {
        let window = keyWindow()
        let controller = ComposeViewController()
        window.rootViewController = controller
        let field = TextField(frame: CGRect(x: 0, y: 100, width: 200, height: 34))
        controller.view.addSubview(field)
        #expect(controller.becomeFirstResponder())
        #expect(controller.isFirstResponder && !window.isKeyboardShown)
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder && !controller.isFirstResponder)
        #expect(controller.log == ["resign true"])
        #expect(window.isKeyboardShown)
        #expect(controller.becomeFirstResponder())  // the field ends editing, the keyboard hides
        #expect(!field.isFirstResponder && !field.isEditing && !window.isKeyboardShown)
        controller.allowsResign = false
        #expect(!field.becomeFirstResponder())  // the controller refuses to resign
        #expect(controller.isFirstResponder && !field.isEditing)
    }

    @Test("UIKit: a first responder removed from its window is resigned; its window forgets it")
    func removedFirstResponderResigns() {
        let window = keyWindow()
        let container = View()
        let canvas = CanvasView()
        container.addSubview(canvas)
        window.addSubview(container)
        #expect(canvas.becomeFirstResponder())
        container.removeFromSuperview()
        #expect(!canvas.isFirstResponder && window.firstResponder == nil)
        window.addSubview(container)
        #expect(!canvas.isFirstResponder)  // back in the window, not first responder again
        let controller = ComposeViewController()
        window.rootViewController = controller
        #expect(controller.becomeFirstResponder())
        window.rootViewController = nil
        #expect(!controller.isFirstResponder)
        #expect(controller.log == ["resign true"])
    }

    @Test("A deallocated first responder is none: the window holds it weakly")
    func deallocatedFirstResponder() {
        let window = keyWindow()
        weak var gone: CanvasView?
        do {
            let canvas = CanvasView()
            gone = canvas
            window.addSubview(canvas)
            #expect(canvas.becomeFirstResponder())
            canvas.removeFromSuperview()
        }
        #expect(gone == nil)
        #expect(window.firstResponder == nil)
        let button = Button(type: .system)
        window.addSubview(button)
        button.sendActions(for: .touchUpInside)  // nothing to reach, nothing crashes
    }

    @Test("UIKit: a nil-target action starts at the first responder, else at the control")
    func nilTargetStartsAtFirstResponder() {
        let window = keyWindow()
        let controller = ComposeViewController()
        window.rootViewController = controller
        let canvas = CanvasView()
        let button = Button(type: .system)
        controller.view.addSubview(canvas)
        window.addSubview(button)  // outside the controller's view: its chain misses it
        button.addTarget(nil, action: ComposeViewController.save, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(controller.log.isEmpty)  // from the button: window, no controller
        #expect(canvas.becomeFirstResponder())
        button.sendActions(for: .touchUpInside)
        #expect(controller.log == ["save"])  // canvas → controller's view → controller
        let second = Button(type: .system)
        window.addSubview(second)
        second.addTarget(nil, action: CanvasView.save, for: .touchUpInside)
        second.sendActions(for: .touchUpInside)
        #expect(canvas.actions == ["save"])  // the first responder itself has the method
    }

    @Test("UIKit: sendAction(_:to:from:for:) with a nil target dismisses the keyboard")
    func applicationSendActionResigns() {
        let window = keyWindow()
        let field = TextField(frame: CGRect(x: 0, y: 100, width: 200, height: 34))
        window.addSubview(field)
        field.becomeFirstResponder()
        #expect(window.isKeyboardShown)
        let handled = Application.shared.sendAction(
            Responder.resignFirstResponder, to: nil, from: nil, for: nil)
        #expect(handled && !field.isFirstResponder && !window.isKeyboardShown)
        // Nothing is first responder now: nothing to send to, and nothing crashes.
        #expect(
            !Application.shared.sendAction(
                ComposeViewController.save, to: nil, from: nil, for: nil))
        let controller = ComposeViewController()
        #expect(
            Application.shared.sendAction(
                ComposeViewController.save, to: controller, from: nil, for: nil))
        #expect(
            Application.shared.sendAction(
                ComposeViewController.saveDraft, to: controller, from: nil, for: nil))
        #expect(controller.log == ["save", "save draft from nil"])
    }

    @Test("UIKit: a bar button item with a nil target goes along the responder chain")
    func barButtonItemNilTarget() {
        let window = keyWindow()
        let controller = ComposeViewController()
        window.rootViewController = controller
        let item = BarButtonItem(
            title: "B", style: .plain, target: nil, action: ComposeViewController.bold)
        item.sendAction()
        #expect(controller.log.isEmpty)  // no first responder, the item in no bar
        #expect(controller.becomeFirstResponder())
        item.sendAction()
        #expect(controller.log == ["bold B"])
    }

    @Test("UIKit: target(forAction:withSender:) finds the responder an action would reach")
    func targetForAction() {
        let window = keyWindow()
        let controller = ComposeViewController()
        window.rootViewController = controller
        let canvas = CanvasView()
        controller.view.addSubview(canvas)
        #expect(
            canvas.target(forAction: ComposeViewController.save, withSender: nil)
                as? ComposeViewController === controller)
        #expect(
            canvas.target(forAction: CanvasView.save, withSender: nil) as? CanvasView === canvas)
        #expect(window.target(forAction: CanvasView.save, withSender: nil) == nil)
    }

    @Test("A first responder's resign that makes another one first responder: the last wins")
    func reentrantResign() {
        final class Handoff: View {
            weak var other: View?
            override var canBecomeFirstResponder: Bool { true }
            override func resignFirstResponder() -> Bool {
                let resigned = super.resignFirstResponder()
                if let other, resigned { other.becomeFirstResponder() }
                return resigned
            }
        }
        let window = keyWindow()
        let first = Handoff()
        let third = CanvasView()
        let second = CanvasView()
        first.other = third
        for view in [first, second, third] { window.addSubview(view) }
        #expect(first.becomeFirstResponder())
        #expect(second.becomeFirstResponder())
        #expect(second.isFirstResponder && !first.isFirstResponder && !third.isFirstResponder)
    }

    @Test("UIKit: sendAction with a target of another class than the method's stops")
    func sendActionWrongTarget() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            _ = Application.shared.sendAction(
                CanvasView.save, to: View(), from: nil, for: nil)
        }
    }
}

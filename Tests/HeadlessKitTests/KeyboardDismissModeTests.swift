import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// `ScrollView.keyboardDismissMode`, driven by synthetic drags.
@MainActor @Suite struct KeyboardDismissModeTests {
    static let shown = CGRect(x: 0, y: 508, width: 390, height: 336)

    /// A key window filled by a tall scroll view, with a field at the top, editing, and the
    /// keyboard up (its top at 508).
    func makeScreen(_ mode: ScrollView.KeyboardDismissMode) -> (Window, ScrollView, TextField) {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let scrollView = ScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        scrollView.keyboardDismissMode = mode
        window.addSubview(scrollView)
        let field = TextField(frame: CGRect(x: 20, y: 60, width: 350, height: 34))
        window.addSubview(field)
        window.makeKey()
        field.becomeFirstResponder()
        window.settle()
        return (window, scrollView, field)
    }

    @Test("With .none a drag leaves the keyboard up (UIKit's default)")
    func noneKeepsTheKeyboard() {
        let (window, _, field) = makeScreen(.none)
        window.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 800))
        window.settle()
        #expect(field.isFirstResponder)
        #expect(window.keyboardFrame == Self.shown)
    }

    @Test("With .onDrag the keyboard goes when a drag begins (UIKit: onDrag)")
    func onDragDismissesAtTheStart() {
        for mode in [ScrollView.KeyboardDismissMode.onDrag, .onDragWithAccessory] {
            let (window, _, field) = makeScreen(mode)
            window.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 300))
            #expect(!field.isFirstResponder)
            #expect(!window.isKeyboardShown)
            window.settle()
            #expect(window.keyboardFrame.minY == 844)
        }
    }

    @Test(
        ".interactive: the keyboard follows the finger below its top and hides on a release moving down (UIKit: interactive)"
    )
    func interactiveFollowsAndDismisses() {
        let (window, _, field) = makeScreen(.interactive)
        let finger = Touch(location: CGPoint(x: 200, y: 300))
        window.send(Event(touches: [finger]))
        var y: CGFloat = 300
        var followed: [CGFloat] = []
        while y < 700 {
            window.runFrames(1)
            y += 20
            finger.update(phase: .moved, location: CGPoint(x: 200, y: y))
            window.send(Event(touches: [finger]))
            followed.append(window.keyboardFrame.minY)
        }
        // Above the keyboard the finger moves nothing; below its top the keyboard follows.
        #expect(followed.first == 508)
        #expect(followed.last == 700)
        #expect(field.isFirstResponder)
        window.runFrames(1)
        finger.update(phase: .ended)
        window.send(Event(touches: [finger]))
        #expect(!field.isFirstResponder)
        #expect(!window.isKeyboardShown)
        // It slides out from where the finger left it.
        #expect(window.postedKeyboardNotifications.last?.frameBegin.minY == 700)
        window.settle()
        #expect(window.keyboardFrame.minY == 844)
    }

    @Test(".interactive: a release at rest less than halfway down brings the keyboard back")
    func interactiveComesBack() {
        for mode in [ScrollView.KeyboardDismissMode.interactive, .interactiveWithAccessory] {
            let (window, _, field) = makeScreen(mode)
            let p = CGPoint(x: 200, y: 300)
            let q = CGPoint(x: 200, y: 600)  // 92 pt into a 336 pt keyboard
            window.drag(along: [p, q, q, q], duration: 0.6)
            #expect(field.isFirstResponder)
            #expect(window.isKeyboardShown)
            window.settle()
            #expect(window.keyboardFrame == Self.shown)
            #expect(window.postedKeyboardNotifications.count == 4)  // the show only
        }
    }

    @Test(".interactive: a release at rest past halfway hides it; a drag above it does nothing")
    func interactivePastHalfway() {
        let (window, _, field) = makeScreen(.interactive)
        let p = CGPoint(x: 200, y: 300)
        window.drag(along: [p, CGPoint(x: 200, y: 450), CGPoint(x: 200, y: 250)], duration: 0.3)
        window.settle()
        #expect(field.isFirstResponder)
        #expect(window.keyboardFrame == Self.shown)
        let q = CGPoint(x: 200, y: 760)
        window.drag(along: [p, q, q, q], duration: 0.6)
        #expect(!field.isFirstResponder)
        window.settle()
        #expect(window.keyboardFrame.minY == 844)
    }

    final class Refusing: TextFieldDelegate {
        func textFieldShouldEndEditing(_ textField: TextField) -> Bool { false }
    }

    @Test("A field whose delegate refuses to end editing keeps the keyboard: it slides back")
    func refusalSlidesBack() {
        let (window, _, field) = makeScreen(.interactive)
        let delegate = Refusing()
        field.delegate = delegate
        window.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 800))
        #expect(field.isFirstResponder)
        #expect(window.isKeyboardShown)
        window.settle()
        #expect(window.keyboardFrame == Self.shown)
        let (other, _, kept) = makeScreen(.onDrag)
        kept.delegate = delegate
        other.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 300))
        #expect(kept.isFirstResponder)
        #expect(other.isKeyboardShown)
    }

    @Test(
        "keyboardDismissPadding starts the interactive dismissal that far above the keyboard (UIKit, iOS 17)"
    )
    func dismissPadding() {
        let (window, _, field) = makeScreen(.interactive)
        window.keyboardLayoutGuide.keyboardDismissPadding = 40
        let finger = Touch(location: CGPoint(x: 200, y: 300))
        window.send(Event(touches: [finger]))
        for y in stride(from: 320, through: 480, by: 20) {
            window.runFrames(1)
            finger.update(phase: .moved, location: CGPoint(x: 200, y: CGFloat(y)))
            window.send(Event(touches: [finger]))
        }
        // The finger at 480, 28 pt above the keyboard: its top is 40 pt below the finger.
        #expect(window.keyboardFrame.minY == 520)
        #expect(window.keyboardLayoutGuide.layoutFrame.minY == 520)
        window.runFrames(12)
        finger.update(phase: .ended)
        window.send(Event(touches: [finger]))
        #expect(field.isFirstResponder)  // at rest, 12 pt down: it comes back
        window.settle()
        #expect(window.keyboardFrame == Self.shown)
        // A NaN or negative padding counts as none.
        window.keyboardLayoutGuide.keyboardDismissPadding = .nan
        #expect(KeyboardLayoutGuide.dismissPadding(in: window) == 0)
        window.keyboardLayoutGuide.keyboardDismissPadding = -10
        #expect(KeyboardLayoutGuide.dismissPadding(in: window) == 0)
    }
}

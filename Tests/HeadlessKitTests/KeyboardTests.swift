import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// The software keyboard model: shown for the key window's first responder, 0.25 s slides on
/// the window's clock, `Window.keyboardFrame`, and the notifications it records.
@MainActor @Suite struct KeyboardTests {
    static let will = Responder.keyboardWillChangeFrameNotification
    static let willShow = Responder.keyboardWillShowNotification
    static let willHide = Responder.keyboardWillHideNotification
    static let did = Responder.keyboardDidChangeFrameNotification
    static let didShow = Responder.keyboardDidShowNotification
    static let didHide = Responder.keyboardDidHideNotification

    /// An iPhone-sized key window (390 × 844, home indicator 34 pt) with a text field.
    func makeWindow(size: CGSize = CGSize(width: 390, height: 844)) -> (Window, TextField) {
        let window = Window(size: size)
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let field = TextField(frame: CGRect(x: 20, y: 100, width: 350, height: 34))
        window.addSubview(field)
        window.makeKey()
        return (window, field)
    }

    static let shown = CGRect(x: 0, y: 508, width: 390, height: 336)

    @Test(
        "The key window's first responder brings the keyboard up from below the window; resigning takes it down (UIKit: becomeFirstResponder shows the keyboard)"
    )
    func showAndHide() {
        let (window, field) = makeWindow()
        #expect(!window.isKeyboardShown)
        #expect(window.keyboardFrame == CGRect(x: 0, y: 844, width: 390, height: 336))
        field.becomeFirstResponder()
        #expect(window.isKeyboardShown)
        #expect(window.keyboardFrame.minY == 844)  // it has not moved yet
        window.settle()
        #expect(window.keyboardFrame == Self.shown)
        field.resignFirstResponder()
        #expect(!window.isKeyboardShown)
        window.settle()
        #expect(window.keyboardFrame == CGRect(x: 0, y: 844, width: 390, height: 336))
        let notes = window.postedKeyboardNotifications
        #expect(
            notes.map(\.name) == [
                Self.will, Self.willShow, Self.did, Self.didShow,
                Self.will, Self.willHide, Self.did, Self.didHide,
            ])
        #expect(notes[1].frameBegin == CGRect(x: 0, y: 844, width: 390, height: 336))
        #expect(notes[1].frameEnd == Self.shown)
        #expect(notes[5].frameEnd == CGRect(x: 0, y: 844, width: 390, height: 336))
        #expect(notes.allSatisfy { $0.animationDuration == 0.25 })
    }

    @Test("The keyboard slides for 0.25 s (30 frames at 120 Hz) on an ease-out curve")
    func slideTakesThirtyFramesEaseOut() {
        let (window, field) = makeWindow()
        field.becomeFirstResponder()
        window.runFrames(15)
        let mid = window.keyboardFrame.minY
        // Half the time: more than half the way (ease-out), not there yet.
        #expect(mid < (844 + 508) / 2)
        #expect(mid > 508)
        window.runFrames(14)
        #expect(window.keyboardFrame.minY > 508)
        #expect(window.postedKeyboardNotifications.count == 2)
        window.runFrames(1)
        #expect(window.keyboardFrame == Self.shown)
        #expect(
            window.postedKeyboardNotifications.map(\.name).suffix(2) == [Self.did, Self.didShow])
        #expect(window.isIdle || window.settle())
    }

    @Test("Only the key window shows the keyboard (UIKit: the keyboard belongs to the key window)")
    func onlyTheKeyWindow() {
        let (window, field) = makeWindow()
        let other = Window(size: CGSize(width: 390, height: 844))
        other.makeKey()
        field.becomeFirstResponder()
        window.settle()
        #expect(!window.isKeyboardShown)
        // Becoming key while its field edits brings the keyboard up; the other window's goes.
        window.makeKey()
        window.settle()
        #expect(window.keyboardFrame == Self.shown)
        other.makeKey()
        window.settle()
        #expect(!window.isKeyboardShown)
        #expect(field.isFirstResponder)
    }

    @Test("With a hardware keyboard simulated, editing shows no software keyboard")
    func hardwareKeyboard() {
        let (window, field) = makeWindow()
        window.simulatesHardwareKeyboard = true
        field.becomeFirstResponder()
        window.settle()
        #expect(field.isFirstResponder)
        #expect(!window.isKeyboardShown)
        #expect(window.postedKeyboardNotifications.isEmpty)
        window.simulatesHardwareKeyboard = false
        window.settle()
        #expect(window.keyboardFrame == Self.shown)
        window.simulatesHardwareKeyboard = true
        window.settle()
        #expect(!window.isKeyboardShown)
        #expect(window.keyboardFrame.minY == 844)
    }

    @Test(
        "Landscape (wider than tall) has the shorter keyboard; an input accessory view adds its height"
    )
    func heightsAndAccessory() {
        let (wide, field) = makeWindow(size: CGSize(width: 844, height: 390))
        field.becomeFirstResponder()
        wide.settle()
        #expect(wide.keyboardFrame == CGRect(x: 0, y: 181, width: 844, height: 209))

        let (window, other) = makeWindow()
        let bar = View(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        other.inputAccessoryView = bar
        other.becomeFirstResponder()
        window.settle()
        #expect(window.keyboardFrame == CGRect(x: 0, y: 464, width: 390, height: 380))
    }

    @Test(
        "Moving the focus between two fields keeps the keyboard up: no hide, will-show again with the same frame (UIKit re-announces the keyboard)"
    )
    func focusMovesBetweenFields() {
        let (window, first) = makeWindow()
        let second = TextField(frame: CGRect(x: 20, y: 150, width: 350, height: 34))
        window.addSubview(second)
        first.becomeFirstResponder()
        window.settle()
        window.clearPostedKeyboardNotifications()
        second.becomeFirstResponder()
        #expect(!first.isFirstResponder)
        #expect(second.isFirstResponder)
        #expect(window.isKeyboardShown)
        let notes = window.postedKeyboardNotifications
        #expect(notes.map(\.name) == [Self.will, Self.willShow, Self.did, Self.didShow])
        #expect(notes.allSatisfy { $0.frameBegin == Self.shown && $0.frameEnd == Self.shown })
        #expect(notes.allSatisfy { $0.animationDuration == 0 })
        window.settle()
        #expect(window.keyboardFrame == Self.shown)
    }

    @Test("A rotation while the keyboard shows moves it to the new bottom edge, with a will-change")
    func rotationWhileShown() {
        let (window, field) = makeWindow()
        field.becomeFirstResponder()
        window.settle()
        window.clearPostedKeyboardNotifications()
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(window.isKeyboardShown)
        window.settle()
        #expect(window.keyboardFrame == CGRect(x: 0, y: 181, width: 844, height: 209))
        #expect(window.postedKeyboardNotifications.first?.name == Self.will)
        // Resized while hidden: the hidden keyboard waits below the new bottom edge.
        field.resignFirstResponder()
        window.settle()
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        window.settle()
        #expect(window.keyboardFrame.minY == 844)
        // Resized while sliding out: it carries on to below the new bottom edge.
        field.becomeFirstResponder()
        window.settle()
        field.resignFirstResponder()
        window.runFrames(10)
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        window.settle()
        #expect(window.keyboardFrame.minY == 390)
        #expect(window.postedKeyboardNotifications.last?.name == Self.didHide)
    }

    @Test(
        "The first responder removed from the window resigns and the keyboard hides (UIKit: a view leaving its window gives up first responder)"
    )
    func firstResponderRemovedFromWindow() {
        let (window, field) = makeWindow()
        field.becomeFirstResponder()
        window.runFrames(10)
        field.removeFromSuperview()
        #expect(!field.isFirstResponder)
        #expect(!window.isKeyboardShown)
        window.settle()
        #expect(window.keyboardFrame.minY == 844)
        // Nothing dangles: the field goes away and the window carries on.
        weak var weakField = field
        _ = weakField
        let again = TextField(frame: CGRect(x: 0, y: 0, width: 100, height: 34))
        window.addSubview(again)
        again.becomeFirstResponder()
        window.settle()
        #expect(window.keyboardFrame == Self.shown)
    }

    @Test("A window dropped mid-slide frees its keyboard; its field and guide stay safe to touch")
    func windowDroppedMidAnimation() {
        weak var weakWindow: Window?
        var field: TextField?
        var guide: KeyboardLayoutGuide?
        do {
            let (window, made) = makeWindow()
            let bar = View()
            bar.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(bar)
            LayoutConstraint.activate([
                bar.bottomAnchor.constraint(equalTo: window.keyboardLayoutGuide.topAnchor),
                bar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                bar.heightAnchor.constraint(equalToConstant: 50),
            ])
            made.becomeFirstResponder()
            window.runFrames(10)
            field = made
            guide = window.keyboardLayoutGuide
            weakWindow = window
        }
        #expect(weakWindow == nil)
        #expect(guide?.owningView == nil)
        #expect(guide?.layoutFrame == .zero)
        field?.resignFirstResponder()
        field?.becomeFirstResponder()
        #expect(field?.isFirstResponder == true)
    }

    @Test(
        "Huge and zero-height windows: the keyboard is never taller than the window, frames finite")
    func extremeSizes() {
        let (huge, field) = makeWindow(size: CGSize(width: 1e9, height: 1e9))
        field.becomeFirstResponder()
        huge.settle()
        #expect(huge.keyboardFrame == CGRect(x: 0, y: 1e9 - 336, width: 1e9, height: 336))
        let (tiny, other) = makeWindow(size: CGSize(width: 100, height: 0))
        other.becomeFirstResponder()
        tiny.settle()
        #expect(tiny.keyboardFrame.height == 0)
        #expect(tiny.keyboardFrame.minY.isFinite)
        let (short, third) = makeWindow(size: CGSize(width: 100, height: 120))
        third.becomeFirstResponder()
        short.settle()
        #expect(short.keyboardFrame == CGRect(x: 0, y: 0, width: 100, height: 120))
    }

    @Test("A text view shows the keyboard too, and hides it with endEditing(true)")
    func textViewAndEndEditing() {
        let (window, _) = makeWindow()
        let textView = TextView(frame: CGRect(x: 0, y: 200, width: 390, height: 100))
        window.addSubview(textView)
        textView.becomeFirstResponder()
        window.settle()
        #expect(window.keyboardFrame == Self.shown)
        window.endEditing(true)
        window.settle()
        #expect(!window.isKeyboardShown)
        #expect(!textView.isFirstResponder)
    }

    // MARK: - Re-entrancy

    final class Reentrant: TextFieldDelegate {
        var onBegin: ((TextField) -> Void)?
        var onEnd: ((TextField) -> Void)?
        func textFieldDidBeginEditing(_ textField: TextField) { onBegin?(textField) }
        func textFieldDidEndEditing(_ textField: TextField) { onEnd?(textField) }
    }

    @Test(
        "A delegate that resigns inside textFieldDidBeginEditing leaves the keyboard down, not stuck"
    )
    func resignInsideDidBegin() {
        let (window, field) = makeWindow()
        let delegate = Reentrant()
        delegate.onBegin = { $0.resignFirstResponder() }
        field.delegate = delegate
        field.becomeFirstResponder()
        #expect(!field.isFirstResponder)
        #expect(!window.isKeyboardShown)
        window.settle()
        #expect(window.keyboardFrame.minY == 844)
        #expect(window.postedKeyboardNotifications.isEmpty)
    }

    @Test("Delegates that hand the focus back and forth from textFieldDidEndEditing stay bounded")
    func pingPongInsideDidEnd() {
        let (window, first) = makeWindow()
        let second = TextField(frame: CGRect(x: 20, y: 150, width: 350, height: 34))
        window.addSubview(second)
        let delegate = Reentrant()
        var calls = 0
        delegate.onEnd = { ended in
            calls += 1
            guard calls < 50 else { return }
            (ended === first ? second : first).becomeFirstResponder()
        }
        first.delegate = delegate
        second.delegate = delegate
        first.becomeFirstResponder()
        window.settle()
        first.resignFirstResponder()
        #expect(calls == 1)
        #expect(second.isFirstResponder)
        window.settle()
        #expect(window.isKeyboardShown)
        #expect(window.keyboardFrame == Self.shown)
        // The resign became a focus change: no hide.
        #expect(!window.postedKeyboardNotifications.map(\.name).contains(Self.willHide))
    }

    @Test(
        "A delegate that moves the focus on from textFieldDidBeginEditing gets one show, for the field that ends up editing"
    )
    func focusMovedOnInsideDidBegin() {
        let (window, first) = makeWindow()
        let second = TextField(frame: CGRect(x: 20, y: 150, width: 350, height: 34))
        window.addSubview(second)
        let delegate = Reentrant()
        delegate.onBegin = { began in if began === first { second.becomeFirstResponder() } }
        first.delegate = delegate
        first.becomeFirstResponder()
        #expect(second.isFirstResponder)
        #expect(!first.isFirstResponder)
        window.settle()
        #expect(
            window.postedKeyboardNotifications.map(\.name) == [
                Self.will, Self.willShow, Self.did, Self.didShow,
            ])
        #expect(window.keyboardFrame == Self.shown)
    }

    /// An accessory view whose intrinsic height is whatever a subclass returns.
    final class OddAccessory: View {
        var height: CGFloat = 0
        override var intrinsicContentSize: CGSize {
            CGSize(width: View.noIntrinsicMetric, height: height)
        }
    }

    @Test(
        "An accessory view's NaN, infinite or negative height adds nothing; a huge one fills the window"
    )
    func hostileAccessoryHeights() {
        for (height, expected) in [
            (CGFloat.nan, 336), (.infinity, 336), (-50, 336), (1e12, 844), (44, 380),
        ] as [(CGFloat, CGFloat)] {
            let (window, field) = makeWindow()
            let accessory = OddAccessory()
            accessory.height = height
            field.inputAccessoryView = accessory
            field.becomeFirstResponder()
            window.settle()
            #expect(window.keyboardFrame.height == expected, "accessory height \(height)")
            #expect(window.keyboardFrame.maxY == 844)
        }
    }

    @Test(
        "A first responder moved into another window keeps editing; the keyboard follows the key window"
    )
    func movedToAnotherWindow() {
        let (window, field) = makeWindow()
        field.becomeFirstResponder()
        window.settle()
        let other = Window(size: CGSize(width: 390, height: 844))
        other.addSubview(field)
        #expect(field.isFirstResponder)
        #expect(!window.isKeyboardShown)
        #expect(!other.isKeyboardShown)  // not key
        other.makeKey()
        other.settle()
        #expect(other.keyboardFrame == Self.shown)
        window.settle()
        #expect(window.keyboardFrame.minY == 844)
    }

    @Test("A search bar edits through its field: the keyboard shows for it")
    func searchBar() {
        let (window, _) = makeWindow()
        let bar = SearchBar(frame: CGRect(x: 0, y: 47, width: 390, height: 56))
        window.addSubview(bar)
        bar.becomeFirstResponder()
        window.settle()
        #expect(window.keyboardFrame == Self.shown)
        bar.resignFirstResponder()
        window.settle()
        #expect(!window.isKeyboardShown)
    }
}

import Foundation
import Testing

@testable import HeadlessKit

/// The keyboard's notifications under Swift Testing. On Linux its main-actor tests run on the
/// main dispatch queue from a worker thread, so posting to a `queue: .main` observer would
/// hang; the window posts only where the current operation queue is the main one, and always
/// records (`Window.postedKeyboardNotifications`).
@MainActor @Suite struct KeyboardNotificationTests {
    @Test("UIKit's raw notification names and user-info keys")
    func rawNames() {
        #expect(Responder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(Responder.keyboardDidShowNotification.rawValue == "UIKeyboardDidShowNotification")
        #expect(Responder.keyboardWillHideNotification.rawValue == "UIKeyboardWillHideNotification")
        #expect(Responder.keyboardDidHideNotification.rawValue == "UIKeyboardDidHideNotification")
        #expect(
            Responder.keyboardWillChangeFrameNotification.rawValue
                == "UIKeyboardWillChangeFrameNotification")
        #expect(
            Responder.keyboardDidChangeFrameNotification.rawValue
                == "UIKeyboardDidChangeFrameNotification")
        #expect(Responder.keyboardFrameBeginUserInfoKey == "UIKeyboardFrameBeginUserInfoKey")
        #expect(Responder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
        #expect(
            Responder.keyboardAnimationDurationUserInfoKey
                == "UIKeyboardAnimationDurationUserInfoKey")
        #expect(
            Responder.keyboardAnimationCurveUserInfoKey == "UIKeyboardAnimationCurveUserInfoKey")
        #expect(Responder.keyboardIsLocalUserInfoKey == "UIKeyboardIsLocalUserInfoKey")
    }

    @Test("A queue: .main observer and a shown keyboard do not hang; delivery matches the queue")
    func mainQueueObserverDoesNotHang() {
        final class Box: @unchecked Sendable { var count = 0 }
        let box = Box()
        let token = NotificationCenter.default.addObserver(
            forName: Responder.keyboardWillShowNotification, object: nil, queue: .main
        ) { _ in box.count += 1 }
        defer { NotificationCenter.default.removeObserver(token) }
        let window = Window(size: CGSize(width: 390, height: 844))
        let field = TextField(frame: CGRect(x: 0, y: 100, width: 390, height: 34))
        window.addSubview(field)
        window.makeKey()
        field.becomeFirstResponder()
        window.settle()
        let posts = OperationQueue.current === OperationQueue.main
        #expect(window.postedKeyboardNotifications.count == 4)
        #expect(window.postedKeyboardNotifications.allSatisfy { $0.wasPosted == posts })
        #expect(box.count == (posts ? 1 : 0))
        #expect(
            window.postedKeyboardNotifications.map(\.description) == [
                "WillChangeFrame (0 844; 390 336) -> (0 508; 390 336)",
                "WillShow (0 844; 390 336) -> (0 508; 390 336)",
                "DidChangeFrame (0 844; 390 336) -> (0 508; 390 336)",
                "DidShow (0 844; 390 336) -> (0 508; 390 336)",
            ])
        window.clearPostedKeyboardNotifications()
        #expect(window.postedKeyboardNotifications.isEmpty)
    }
}

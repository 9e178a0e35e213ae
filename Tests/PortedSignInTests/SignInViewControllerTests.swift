import HeadlessKit
import HeadlessTesting
import PortedSignIn
import Testing

@testable import PortedSignIn

/// The ported sign-in screen, driven as a user would: taps, typing, return key.
@MainActor @Suite struct SignInViewControllerTests {
    final class Delegate: SignInViewControllerDelegate {
        var signedIn: [String] = []
        func signIn(_ controller: SignInViewController, didSignInAs email: String) {
            signedIn.append(email)
        }
    }

    func makeScreen() -> (Window, SignInViewController, Delegate) {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let screen = SignInViewController()
        let delegate = Delegate()
        screen.delegate = delegate
        window.rootViewController = screen
        window.layoutIfNeeded()
        return (window, screen, delegate)
    }

    @Test(
        "The form sits below the safe area inside the root view's 16 pt margins (UIKit: layoutMarginsGuide, safeAreaLayoutGuide)"
    )
    func formLayout() {
        let (_, screen, _) = makeScreen()
        let title = screen.titleLabel.convert(screen.titleLabel.bounds, to: nil)
        #expect(title.minY == 79)  // 47 safe area + 32
        #expect(title.minX == 16)
        let button = screen.signInButton.convert(screen.signInButton.bounds, to: nil)
        #expect(button.width == 358)  // 390 less 16 pt margins
        #expect(button.height == 50)
        #expect(screen.errorLabel.isHidden)
    }

    @Test("Sign In is enabled once the email has an @ and the password 6 characters")
    func buttonEnabling() {
        let (window, screen, delegate) = makeScreen()
        #expect(!screen.signInButton.isEnabled)
        screen.emailField.insertText("ada@example.com")
        screen.passwordField.insertText("analy")
        #expect(!screen.signInButton.isEnabled)
        screen.passwordField.insertText("tical")
        #expect(screen.signInButton.isEnabled)
        // A real tap on the button signs in.
        let center = screen.signInButton.convert(
            CGPoint(x: screen.signInButton.bounds.midX, y: screen.signInButton.bounds.midY),
            to: nil)
        window.tap(at: center)
        #expect(delegate.signedIn == ["ada@example.com"])
        #expect(!screen.passwordField.isFirstResponder)
    }

    @Test(
        "Return moves from email to password; a wrong password shows the error and collapses nothing"
    )
    func wrongPassword() {
        let (window, screen, delegate) = makeScreen()
        screen.emailField.insertText("ada@example.com")
        screen.emailField.pressReturn()
        #expect(screen.passwordField.isFirstResponder)
        #expect(!screen.emailField.isFirstResponder)
        let buttonTop = screen.signInButton.frame.minY
        screen.passwordField.insertText("babbage")
        screen.passwordField.pressReturn()
        window.layoutIfNeeded()
        #expect(delegate.signedIn.isEmpty)
        #expect(!screen.errorLabel.isHidden)
        // The error label now takes room in the stack: the button moved down.
        #expect(screen.signInButton.frame.minY > buttonTop)
    }
}

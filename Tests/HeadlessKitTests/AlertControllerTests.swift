import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A screen that presents alerts, written as a UIKit screen is (the `UI` prefix removed).
private final class SignInViewController: ViewController {
    let emailField = TextField()
    let progressView = ProgressView(progressViewStyle: .default)
    private(set) var signedIn = false
    private(set) var deleted = false
    private(set) var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        let signIn = Button(
            type: .system,
            primaryAction: Action(title: "Sign In") { [weak self] _ in self?.signIn() })
        let delete = Button(
            type: .system,
            primaryAction: Action(title: "Delete Account") { [weak self] _ in self?.confirmDelete()
            })
        let stack = StackView(arrangedSubviews: [emailField, signIn, delete, progressView])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    private func signIn() {
        guard let email = emailField.text, email.contains("@") else {
            let alert = UIAlertControllerAlias(
                title: "Invalid email", message: "Please check your email address.",
                preferredStyle: .alert)
            alert.addAction(
                AlertAction(title: "OK", style: .default) { [weak self] _ in
                    self?.events.append("ok")
                    self?.emailField.becomeFirstResponder()
                })
            present(alert, animated: true)
            return
        }
        progressView.setProgress(0.5, animated: true)
        signedIn = true
    }

    private func confirmDelete() {
        let sheet = AlertController(
            title: nil, message: "Your data will be deleted.", preferredStyle: .actionSheet)
        sheet.addAction(
            AlertAction(title: "Delete", style: .destructive) { [weak self] _ in
                self?.deleted = true
                self?.events.append("delete")
            })
        sheet.addAction(
            AlertAction(title: "Cancel", style: .cancel) { [weak self] _ in
                self?.events.append("cancel")
            })
        present(sheet, animated: true)
    }
}

/// Pasted code spells it `UIAlertController`; with the prefix removed it is this.
private typealias UIAlertControllerAlias = AlertController

@MainActor
private func signInWindow() -> (Window, SignInViewController) {
    let window = Window(size: CGSize(width: 390, height: 844))
    window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let screen = SignInViewController()
    window.rootViewController = screen
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, screen)
}

/// A key window whose root controller presents.
@MainActor
private func presenterWindow() -> (Window, ViewController) {
    let window = Window(size: CGSize(width: 390, height: 844))
    let root = ViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    return (window, root)
}

@MainActor @Suite struct AlertControllerTests {
    @Test(
        "A pasted sign-in screen: an invalid email presents an alert over the screen; OK dismisses it, then runs its handler (UIKit: UIAlertController, UIAlertAction handler)"
    )
    func pastedAlertFlow() throws {
        let (window, screen) = signInWindow()
        window.find(.text("Sign In")).tap()
        window.settle()
        let alert = try #require(screen.presentedViewController as? AlertController)
        #expect(alert.preferredStyle == .alert && alert.title == "Invalid email")
        // Over the full screen: the screen stays in the window under the dimming view.
        #expect(screen.view.window === window && alert.view.frame == window.bounds)
        window.find(.text("Please check your email address.")).expect(.one)
        // The card is 270 pt wide and centred.
        let card = try #require(alert.view.subviews.first)
        let cardFrame = card.convert(card.bounds, to: nil)
        #expect(cardFrame.width == 270 && cardFrame.midX == 195 && abs(cardFrame.midY - 422) < 0.5)
        // The screen under it takes no touches (the finder would refuse: it is covered).
        let deleteAccount = try #require(window.find(.text("Delete Account")).first)
        window.tap(at: deleteAccount.convert(CGPoint(x: 10, y: 5), to: nil))
        window.settle()
        #expect(screen.presentedViewController === alert)
        window.find(.text("OK")).tap()
        // Dismissed first: the handler runs at the end of the dismissal.
        #expect(screen.events.isEmpty)
        window.settle()
        #expect(screen.events == ["ok"])
        #expect(screen.presentedViewController == nil && alert.view.window == nil)
        #expect(screen.emailField.isFirstResponder)
        // A valid email signs in and fills half the bar.
        screen.emailField.insertText("ada@example.com")
        window.find(.text("Sign In")).tap()
        window.settle()
        #expect(screen.signedIn && screen.progressView.progress == 0.5)
    }

    @Test(
        "An action sheet sits along the bottom with its cancel button in a card of its own; tapping outside cancels it (UIKit: UIAlertController.Style.actionSheet)"
    )
    func actionSheetLayoutAndTapOutside() throws {
        let (window, screen) = signInWindow()
        window.find(.text("Delete Account")).tap()
        window.settle()
        let sheet = try #require(screen.presentedViewController as? AlertController)
        let cards = sheet.view.subviews
        #expect(cards.count == 2)
        let cancelCard = cards[0].convert(cards[0].bounds, to: nil)
        let mainCard = cards[1].convert(cards[1].bounds, to: nil)
        // 8 pt from the sides and above the safe area's bottom (844 - 34 - 8 = 802).
        #expect(cancelCard.minX == 8 && cancelCard.width == 374 && cancelCard.maxY == 802)
        #expect(cancelCard.height == 57 && mainCard.maxY == cancelCard.minY - 8)
        // The destructive button is titled in red.
        let delete = try #require(window.find(.text("Delete")).first?.superview as? Button)
        #expect(delete.currentTitleColor == .systemRed)
        // A tap above the cards cancels: dismissed, then the cancel handler.
        window.tap(at: CGPoint(x: 195, y: 200))
        window.settle()
        #expect(screen.events == ["cancel"] && screen.presentedViewController == nil)
        #expect(!screen.deleted)
    }

    @Test(
        "Two buttons sit side by side with the cancel one first; three stack in a column with the cancel one last (UIKit's alert button layout)"
    )
    func buttonArrangement() throws {
        let (window, root) = presenterWindow()
        let alert = AlertController(title: "Save?", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Save", style: .default))
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        root.present(alert, animated: false)
        window.settle()
        func frame(_ title: String) throws -> CGRect {
            let label = try #require(window.find(.text(title)).first)
            let button = try #require(label.superview)
            return button.convert(button.bounds, to: nil)
        }
        let save = try frame("Save")
        let cancel = try frame("Cancel")
        #expect(cancel.minX < save.minX && cancel.minY == save.minY)
        #expect(save.width == 135 && save.height == 44)
        // Added while shown: the buttons follow, now in a column.
        alert.addAction(AlertAction(title: "Discard", style: .destructive))
        window.layoutIfNeeded()
        let column = try ["Save", "Discard", "Cancel"].map { try frame($0).minY }
        #expect(column == column.sorted() && column[1] - column[0] == 44)
        #expect(try frame("Save").width == 270)
    }

    @Test(
        "The cancel action is bold unless another action is preferred; a disabled action's button does nothing (UIKit: preferredAction, UIAlertAction.isEnabled)"
    )
    func preferredAndDisabledActions() throws {
        let (window, root) = presenterWindow()
        var ran: [String] = []
        let alert = AlertController(title: "Rename", message: "A new name:", preferredStyle: .alert)
        let cancel = AlertAction(title: "Cancel", style: .cancel) { _ in ran.append("cancel") }
        let rename = AlertAction(title: "Rename", style: .default) { [weak alert] _ in
            ran.append("rename " + (alert?.textFields?.first?.text ?? "?"))
        }
        alert.addAction(cancel)
        alert.addAction(rename)
        #expect(alert.textFields == nil)
        alert.addTextField { field in field.placeholder = "Name" }
        #expect(alert.textFields?.count == 1)
        rename.isEnabled = false
        root.present(alert, animated: true)
        window.settle()
        let cancelButton = try #require(cancel.button)
        let renameButton = try #require(rename.button)
        #expect(cancelButton.titleLabel?.font.weight == .semibold)
        #expect(renameButton.titleLabel?.font.weight == .regular && !renameButton.isEnabled)
        alert.preferredAction = rename
        #expect(rename.button?.titleLabel?.font.weight == .semibold)
        #expect(cancel.button?.titleLabel?.font.weight == .regular)
        window.layoutIfNeeded()
        window.find(.text("Rename").and(.predicate("in a button") { $0.superview is Button }))
            .tap()
        window.settle()
        #expect(ran.isEmpty && root.presentedViewController === alert)
        alert.textFields?.first?.insertText("Notes")
        rename.isEnabled = true
        #expect(rename.button?.isEnabled == true)
        rename.button?.sendActions(for: .touchUpInside)
        // A second tap while it goes away does nothing.
        cancel.button?.sendActions(for: .touchUpInside)
        window.settle()
        #expect(ran == ["rename Notes"] && root.presentedViewController == nil)
    }

    @Test(
        "A handler may present another alert: the first is gone by then (UIKit runs the handler after the dismissal)"
    )
    func handlerPresentsAgain() throws {
        let (window, root) = presenterWindow()
        let first = AlertController(title: "One", message: nil, preferredStyle: .alert)
        let second = AlertController(title: "Two", message: nil, preferredStyle: .alert)
        second.addAction(AlertAction(title: "Done", style: .cancel))
        first.addAction(
            AlertAction(title: "Next", style: .default) { [weak root, second] _ in
                root?.present(second, animated: true)
            })
        root.present(first, animated: true)
        window.settle()
        window.find(.text("Next")).tap()
        window.settle()
        #expect(root.presentedViewController === second && first.view.window == nil)
        #expect(window.diagnostics.isEmpty)
        window.find(.text("Done")).tap()
        window.settle()
        #expect(root.presentedViewController == nil)
    }

    @Test(
        "Hostile input: no actions, empty and nil texts, an alert shown without presenting, an alert kept after its window is gone"
    )
    func hostileInput() throws {
        // No actions, no texts: an empty card, nothing to tap, no crash.
        var window: Window?
        let root: ViewController
        do {
            let (presenter, controller) = presenterWindow()
            window = presenter
            root = controller
        }
        weak let weakWindow = window
        let empty = AlertController(title: "", message: nil, preferredStyle: .actionSheet)
        root.present(empty, animated: false)
        window?.settle()
        #expect(empty.view.subviews.isEmpty)
        // Tapping outside a sheet without a cancel action does nothing.
        if let window { window.tap(at: CGPoint(x: 195, y: 400)) }
        window?.settle()
        #expect(root.presentedViewController === empty)
        // Kept after the window is gone: still safe to read and change.
        let kept = empty
        window = nil
        #expect(weakWindow == nil)
        kept.message = "Changed"
        kept.addAction(AlertAction(title: "Late", style: .cancel))
        kept.actions.first?.button?.sendActions(for: .touchUpInside)
        #expect(kept.actions.count == 1)
        // Shown without presenting: a tap runs the handler at once.
        var ran = false
        let loose = AlertController(title: "Loose", message: nil, preferredStyle: .alert)
        loose.addAction(AlertAction(title: "Go", style: .default) { _ in ran = true })
        loose.loadViewIfNeeded()
        loose.actions[0].button?.sendActions(for: .touchUpInside)
        #expect(ran)
    }

    @Test func aSecondCancelActionStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let alert = AlertController(title: "T", message: nil, preferredStyle: .alert)
            alert.addAction(AlertAction(title: "No", style: .cancel))
            alert.addAction(AlertAction(title: "Never", style: .cancel))
        }
        expectMessage(
            result,
            naming: [
                "addAction(_:)", "one action with a style of .cancel", "\"Never\"",
                "<AlertController",
            ])
    }

    @Test func aTextFieldOnAnActionSheetStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addTextField()
        }
        expectMessage(
            result,
            naming: ["addTextField(configurationHandler:)", ".actionSheet", "<AlertController"])
    }

    @Test func aForeignPreferredActionStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let alert = AlertController(title: "T", message: nil, preferredStyle: .alert)
            alert.preferredAction = AlertAction(title: "Stray", style: .default)
        }
        expectMessage(result, naming: ["preferredAction", "\"Stray\"", "<AlertController"])
    }
}

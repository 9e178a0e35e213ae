// Two UIKit screens as a user pastes them (from tutorials on the responder chain and on "Next"
// buttons in forms): the `UI` prefix removed, `#selector(x)` written `Self.x` (or
// `Responder.resignFirstResponder`); nothing else changed.
import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

final class ComposeChatViewController: ViewController, TextViewDelegate {
    let tableView = TableView()
    let inputBar = View()
    let textView = TextView()
    let sendButton = Button(type: .system)
    var sent: [String] = []

    override var canBecomeFirstResponder: Bool { true }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.keyboardDismissMode = .interactive
        inputBar.translatesAutoresizingMaskIntoConstraints = false
        textView.translatesAutoresizingMaskIntoConstraints = false
        textView.font = .preferredFont(forTextStyle: .body)
        textView.delegate = self
        sendButton.translatesAutoresizingMaskIntoConstraints = false
        sendButton.setTitle("Send", for: .normal)
        sendButton.addTarget(self, action: Self.sendTapped, for: .touchUpInside)
        view.addSubview(tableView)
        view.addSubview(inputBar)
        inputBar.addSubview(textView)
        inputBar.addSubview(sendButton)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: inputBar.topAnchor),
            inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inputBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            textView.leadingAnchor.constraint(equalTo: inputBar.leadingAnchor, constant: 8),
            textView.topAnchor.constraint(equalTo: inputBar.topAnchor, constant: 8),
            textView.bottomAnchor.constraint(equalTo: inputBar.bottomAnchor, constant: -8),
            textView.heightAnchor.constraint(equalToConstant: 36),
            sendButton.leadingAnchor.constraint(equalTo: textView.trailingAnchor, constant: 8),
            sendButton.trailingAnchor.constraint(equalTo: inputBar.trailingAnchor, constant: -8),
            sendButton.centerYAnchor.constraint(equalTo: textView.centerYAnchor),
        ])
        let done = BarButtonItem(
            barButtonSystemItem: .done, target: nil, action: Responder.resignFirstResponder)
        navigationItem.rightBarButtonItem = done
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        textView.becomeFirstResponder()
    }

    func sendTapped() {
        guard let text = textView.text, !text.isEmpty else { return }
        sent.append(text)
        textView.text = ""
    }

    func dismissKeyboard() {
        Application.shared.sendAction(
            Responder.resignFirstResponder, to: nil, from: nil, for: nil)
    }
}

final class SignUpFormViewController: ViewController, TextFieldDelegate {
    let nameField = TextField()
    let emailField = TextField()
    let passwordField = TextField()
    var submitted = false

    override func viewDidLoad() {
        super.viewDidLoad()
        let stack = StackView(arrangedSubviews: [nameField, emailField, passwordField])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        for (index, field) in [nameField, emailField, passwordField].enumerated() {
            field.delegate = self
            field.tag = index + 1
            field.borderStyle = .roundedRect
            field.returnKeyType = index == 2 ? .done : .next
        }
        passwordField.isSecureTextEntry = true
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        ])
        let toolbar = Toolbar()
        toolbar.items = [
            BarButtonItem(
                title: "Next", style: .plain, target: self, action: Self.nextTapped),
            BarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            BarButtonItem(
                barButtonSystemItem: .done, target: self, action: Self.doneTapped),
        ]
        toolbar.sizeToFit()
        for field in [nameField, emailField, passwordField] { field.inputAccessoryView = toolbar }
    }

    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        let nextTag = textField.tag + 1
        let nextResponder: Responder? = textField.superview?.viewWithTag(nextTag)
        if let nextResponder {
            nextResponder.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
            submitted = true
        }
        return false
    }

    func nextTapped() {
        if nameField.isFirstResponder {
            emailField.becomeFirstResponder()
        } else if emailField.isFirstResponder {
            passwordField.becomeFirstResponder()
        }
    }

    func doneTapped() {
        view.endEditing(true)
    }
}

@MainActor @Suite struct PastedFirstResponderScreenTests {
    private func keyWindow() -> Window {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.makeKeyAndVisible()
        return window
    }

    @Test("UIKit: Done with a nil target and sendAction(resignFirstResponder) end the editing")
    func chatScreenResignsThroughTheResponderChain() {
        let window = keyWindow()
        let chat = ComposeChatViewController()
        window.rootViewController = NavigationController(rootViewController: chat)
        window.settle()
        #expect(chat.textView.isFirstResponder)  // viewDidAppear
        #expect(window.isKeyboardShown)
        chat.textView.insertText("hi")
        chat.sendButton.sendActions(for: .touchUpInside)
        #expect(chat.sent == ["hi"])
        chat.dismissKeyboard()
        #expect(!chat.textView.isFirstResponder)
        window.settle()
        #expect(!window.isKeyboardShown)
        // The controller itself can be first responder (canBecomeFirstResponder overridden).
        #expect(chat.becomeFirstResponder())
        #expect(chat.isFirstResponder)
        chat.textView.becomeFirstResponder()
        #expect(!chat.isFirstResponder)
        chat.navigationItem.rightBarButtonItem?.sendAction()  // Done: target nil
        #expect(!chat.textView.isFirstResponder)
    }

    @Test("UIKit: the return key and a Next button move the first responder through a form")
    func formMovesFirstResponderByTag() {
        let window = keyWindow()
        let form = SignUpFormViewController()
        window.rootViewController = form
        window.settle()
        form.nameField.becomeFirstResponder()
        form.nameField.pressReturn()  // viewWithTag(tag + 1) as a Responder?
        #expect(form.emailField.isFirstResponder && !form.nameField.isFirstResponder)
        #expect(window.isKeyboardShown)  // kept up from field to field
        form.nextTapped()
        #expect(form.passwordField.isFirstResponder)
        form.passwordField.pressReturn()
        #expect(form.submitted)
        window.settle()
        #expect(!window.isKeyboardShown)
        form.nameField.becomeFirstResponder()
        form.doneTapped()
        #expect(!form.nameField.isFirstResponder)
    }
}

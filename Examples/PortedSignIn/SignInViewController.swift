// A sign-in screen written for UIKit and ported by the prefix rule: `import UIKit` became
// `import HeadlessKit`, every `UI` prefix was dropped, and in the three target-action lines
// `#selector(x)` became `Self.x`, with `@objc` dropped (see docs/Porting.md). Nothing else
// changed.
import HeadlessKit

public protocol SignInViewControllerDelegate: AnyObject {
    func signIn(_ controller: SignInViewController, didSignInAs email: String)
}

public final class SignInViewController: ViewController, TextFieldDelegate {
    public weak var delegate: SignInViewControllerDelegate?

    let titleLabel = Label()
    let emailField = TextField()
    let passwordField = TextField()
    let errorLabel = Label()
    let rememberSwitch = Switch()
    let signInButton = Button(type: .system)
    private let formStack = StackView()

    /// The credentials this demo accepts.
    private let knownUsers = ["ada@example.com": "analytical"]

    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        titleLabel.text = "Sign in"
        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)

        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.borderStyle = .roundedRect
        emailField.delegate = self
        emailField.addTarget(self, action: Self.updateButton, for: .editingChanged)

        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.borderStyle = .roundedRect
        passwordField.returnKeyType = .go
        passwordField.delegate = self
        passwordField.addTarget(self, action: Self.updateButton, for: .editingChanged)

        errorLabel.textColor = .systemRed
        errorLabel.font = .preferredFont(forTextStyle: .footnote)
        errorLabel.numberOfLines = 0
        errorLabel.isHidden = true

        let rememberLabel = Label()
        rememberLabel.text = "Remember me"
        let rememberRow = StackView(arrangedSubviews: [rememberLabel, rememberSwitch])
        rememberRow.axis = .horizontal
        rememberRow.alignment = .center
        rememberRow.distribution = .equalSpacing

        signInButton.setTitle("Sign In", for: .normal)
        signInButton.setTitleColor(.white, for: .normal)
        signInButton.setTitleColor(.secondaryLabel, for: .disabled)
        signInButton.backgroundColor = .systemBlue
        signInButton.layer.cornerRadius = 10
        signInButton.addTarget(self, action: Self.signInTapped, for: .touchUpInside)

        formStack.axis = .vertical
        formStack.spacing = 12
        formStack.translatesAutoresizingMaskIntoConstraints = false
        for subview in [
            titleLabel, emailField, passwordField, errorLabel, rememberRow, signInButton,
        ] {
            formStack.addArrangedSubview(subview)
        }
        formStack.setCustomSpacing(24, after: titleLabel)
        view.addSubview(formStack)

        NSLayoutConstraint.activate([
            formStack.topAnchor.constraint(
                equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 32),
            formStack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            formStack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            signInButton.heightAnchor.constraint(equalToConstant: 50),
        ])
        updateButton()
    }

    private func updateButton() {
        let email = emailField.text ?? ""
        let password = passwordField.text ?? ""
        signInButton.isEnabled = email.contains("@") && password.count >= 6
        signInButton.alpha = signInButton.isEnabled ? 1 : 0.5
    }

    private func signInTapped() {
        view.endEditing(true)
        let email = (emailField.text ?? "").lowercased()
        if knownUsers[email] == passwordField.text {
            errorLabel.isHidden = true
            delegate?.signIn(self, didSignInAs: email)
        } else {
            errorLabel.text = "That email and password don't match."
            errorLabel.isHidden = false
        }
    }

    public func textFieldShouldReturn(_ textField: TextField) -> Bool {
        if textField === emailField {
            passwordField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
            if signInButton.isEnabled { signInTapped() }
        }
        return true
    }
}

// The README's "Use it in your package" test, verbatim: it must compile as pasted.
import HeadlessKit
import HeadlessTesting
import Testing

final class CounterViewController: ViewController {
    let countLabel = Label()
    let plusButton = Button(type: .system)
    private(set) var count = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        countLabel.font = .preferredFont(forTextStyle: .largeTitle)
        countLabel.text = "0"
        plusButton.setTitle("Add one", for: .normal)
        plusButton.addAction(Action { [weak self] _ in self?.increment() }, for: .touchUpInside)
        let stack = StackView(arrangedSubviews: [countLabel, plusButton])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
        ])
    }

    private func increment() {
        count += 1
        countLabel.text = "\(count)"
    }
}

@MainActor @Test func tappingAddOneCounts() {
    let window = Window(size: CGSize(width: 390, height: 844))
    let screen = CounterViewController()
    window.rootViewController = screen
    window.layoutIfNeeded()
    let button = screen.plusButton.convert(screen.plusButton.bounds, to: nil)
    window.tap(at: CGPoint(x: button.midX, y: button.midY))
    window.tap(at: CGPoint(x: button.midX, y: button.midY))
    #expect(screen.count == 2)
    #expect(screen.countLabel.text == "2")
}

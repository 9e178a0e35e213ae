// docs/Porting.md's "after" screen and its test, verbatim: the guide must compile.
import HeadlessKit
import HeadlessTesting
import Testing

final class ProfileHeaderView: View {
    let nameLabel = Label()
    let followButton = Button(type: .system)
    var onFollow: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        nameLabel.font = .preferredFont(forTextStyle: .title2)
        followButton.setTitle("Follow", for: .normal)
        followButton.setTitle("Following", for: .selected)
        followButton.addTarget(self, action: Self.followTapped, for: .touchUpInside)
        let stack = StackView(arrangedSubviews: [nameLabel, followButton])
        stack.axis = .horizontal
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func followTapped() {
        followButton.isSelected.toggle()
        onFollow?()
    }
}

@MainActor @Test func followToggles() {
    let window = Window(size: CGSize(width: 390, height: 844))
    window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 390, height: 120))
    window.addSubview(header)
    window.layoutIfNeeded()
    let button = header.followButton.convert(header.followButton.bounds, to: nil)
    window.tap(at: CGPoint(x: button.midX, y: button.midY))
    #expect(header.followButton.isSelected)
    #expect(header.followButton.currentTitle == "Following")
}

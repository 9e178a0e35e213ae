// A list → detail flow written for UIKit (UINavigationController, UICollectionView,
// UIBarButtonItem) as a user pastes it, with the `UI` prefix removed and each `#selector`
// target-action turned into the method itself: it must compile and behave as on iOS.
import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

final class ContactsViewController: ViewController, CollectionViewDataSource,
    CollectionViewDelegate
{
    private(set) var contacts = ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Edsger Dijkstra"]
    private(set) var collectionView: CollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = BarButtonItem(
            barButtonSystemItem: .add, target: self, action: ContactsViewController.addContact)
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 44)
        layout.minimumLineSpacing = 0
        collectionView = CollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        collectionView.register(ContactCell.self, forCellWithReuseIdentifier: "contact")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
    {
        contacts.count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: "contact", for: indexPath)
            as! ContactCell
        cell.nameLabel.text = contacts[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        let detail = ContactDetailViewController(name: contacts[indexPath.item])
        navigationController?.pushViewController(detail, animated: true)
    }

    private func addContact() {
        let form = NewContactViewController()
        form.onSave = { [weak self] name in
            self?.contacts.append(name)
            self?.collectionView.reloadData()
        }
        navigationController?.pushViewController(form, animated: true)
    }
}

final class ContactCell: CollectionViewCell {
    let nameLabel = Label()

    override init(frame: CGRect) {
        super.init(frame: frame)
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(nameLabel)
        NSLayoutConstraint.activate([
            nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            nameLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class ContactDetailViewController: ViewController {
    let name: String
    let nameLabel = Label()

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = name
        navigationItem.largeTitleDisplayMode = .never
        view.backgroundColor = .systemBackground
        nameLabel.text = name
        nameLabel.font = .preferredFont(forTextStyle: .title2)
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(nameLabel)
        NSLayoutConstraint.activate([
            nameLabel.topAnchor.constraint(
                equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            nameLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        ])
    }
}

final class NewContactViewController: ViewController {
    var onSave: ((String) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Contact"
        navigationItem.leftBarButtonItem = BarButtonItem(
            barButtonSystemItem: .cancel, target: self, action: NewContactViewController.cancel)
        navigationItem.rightBarButtonItem = BarButtonItem(
            barButtonSystemItem: .save, target: self, action: NewContactViewController.save)
    }

    private func cancel() {
        navigationController?.popViewController(animated: true)
    }

    private func save() {
        onSave?("Barbara Liskov")
        navigationController?.popViewController(animated: true)
    }
}

@MainActor @Suite struct NavigationPortedScreenTests {
    /// A 390 × 844 window with a notch, showing the contacts list in a navigation controller.
    private func contactsWindow() -> (Window, NavigationController, ContactsViewController) {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let contacts = ContactsViewController()
        let navigation = NavigationController(rootViewController: contacts)
        window.rootViewController = navigation
        window.settle()
        return (window, navigation, contacts)
    }

    @Test(
        "A pasted list → detail flow: a tapped row pushes its detail below the bar, the back button pops it (UIKit: pushViewController(_:animated:), the back button)"
    )
    func listToDetailAndBack() throws {
        let (window, navigation, contacts) = contactsWindow()
        // The list starts below the bar: rows from y = 47 + 44.
        #expect(contacts.collectionView.frame.minY == 91)
        window.find(.text("Contacts")).expect(.one)
        window.find(.text("Grace Hopper")).tap()
        window.settle()
        let detail = try #require(navigation.topViewController as? ContactDetailViewController)
        #expect(detail.name == "Grace Hopper")
        #expect(navigation.viewControllers.count == 2)
        #expect(contacts.view.window == nil)
        #expect(navigation.view.subviews.count == 2 && navigation.view.subviews[0] === detail.view)
        // Its label sits 20 points below the bar, the bar shows its title and a back button
        // titled with the list's title.
        #expect(detail.nameLabel.convert(detail.nameLabel.bounds, to: nil).minY == 111)
        #expect(navigation.navigationBar.backButton.currentTitle == "Contacts")
        window.find(.text("Grace Hopper")).expect(.exactly(2))
        window.find(.accessibilityLabel("Contacts")).tap()
        window.settle()
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === contacts)
        #expect(contacts.view.window === window && detail.parent == nil)
        #expect(contacts.collectionView.indexPathsForSelectedItems == nil)
    }

    @Test(
        "A pasted add flow: the + bar button pushes a form whose Save and Cancel bar buttons pop it (UIKit: UIBarButtonItem(barButtonSystemItem:target:action:))"
    )
    func addFlow() throws {
        let (window, navigation, contacts) = contactsWindow()
        window.find(.accessibilityLabel("Add")).tap()
        window.settle()
        #expect(navigation.topViewController is NewContactViewController)
        // The Cancel item replaces the back button.
        #expect(navigation.navigationBar.backButton.superview == nil)
        window.find(.text("Cancel")).tap()
        window.settle()
        #expect(navigation.topViewController === contacts)
        window.find(.accessibilityLabel("Add")).tap()
        window.settle()
        window.find(.text("Save")).tap()
        window.settle()
        #expect(navigation.topViewController === contacts)
        #expect(contacts.contacts.last == "Barbara Liskov")
        window.layoutIfNeeded()
        window.find(.text("Barbara Liskov")).expect(.one)
    }
}

// A modern UIKit screen (cell registrations, list content configurations, a diffable data
// source) as a user pastes it, with only the `UI` prefix removed.
import Foundation
import Testing

@testable import HeadlessKit

final class RegisteredContactsViewController: ViewController {
    enum Section { case main }
    struct Contact: Hashable {
        let id = UUID()
        var name: String
        var phone: String?
    }

    var collectionView: CollectionView!
    var dataSource: CollectionViewDiffableDataSource<Section, Contact>!
    var contacts = (1...40).map { Contact(name: "Contact \($0)", phone: "555-01\($0)") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        configureDataSource()
    }

    private func createLayout() -> CollectionViewLayout {
        let size = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        return CollectionViewCompositionalLayout(section: section)
    }

    private func configureDataSource() {
        let cellRegistration = CollectionView.CellRegistration<CollectionViewListCell, Contact> {
            cell, indexPath, contact in
            var content = cell.defaultContentConfiguration()
            content.text = contact.name
            content.secondaryText = contact.phone
            content.image = Image(systemName: "person.circle")
            content.imageProperties.tintColor = .systemBlue
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = CollectionViewDiffableDataSource<Section, Contact>(
            collectionView: collectionView
        ) { collectionView, indexPath, contact in
            collectionView.dequeueConfiguredReusableCell(
                using: cellRegistration, for: indexPath, item: contact)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Contact>()
        snapshot.appendSections([.main])
        snapshot.appendItems(contacts)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A header made by a supplementary registration.
final class TitleHeaderView: CollectionReusableView {
    let label = Label()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A data source that counts items and dequeues through a registration.
final class RegisteredSource: CollectionViewDataSource {
    var titles: [String]
    let registration: CollectionView.CellRegistration<CollectionViewListCell, String>
    let header = CollectionView.SupplementaryRegistration<TitleHeaderView>(
        elementKind: CollectionView.elementKindSectionHeader
    ) { view, kind, indexPath in
        view.label.text = "Section \(indexPath.section)"
    }
    var handled: [IndexPath] = []

    init(_ titles: [String]) {
        self.titles = titles
        registration = CollectionView.CellRegistration { cell, indexPath, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
        }
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
    { titles.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        handled.append(indexPath)
        return collectionView.dequeueConfiguredReusableCell(
            using: registration, for: indexPath, item: titles[indexPath.item])
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView {
        collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
}

@MainActor @Suite struct CellRegistrationTests {
    /// A flow-laid collection view of 300 × 200 showing `source`, in a window.
    func collection(_ source: RegisteredSource, header: Bool = false) -> (Window, CollectionView) {
        let window = Window(size: CGSize(width: 300, height: 200))
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 44)
        layout.minimumLineSpacing = 0
        if header { layout.headerReferenceSize = CGSize(width: 300, height: 30) }
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
        view.dataSource = source
        window.addSubview(view)
        window.layoutIfNeeded()
        return (window, view)
    }

    func texts(_ view: CollectionView) -> [String?] {
        view.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.map {
            ($0.contentConfiguration as? ListContentConfiguration)?.text
        }
    }

    @Test(
        "A pasted list screen with a cell registration and a diffable data source shows its contacts (UIKit: dequeueConfiguredReusableCell(using:for:item:))"
    )
    func pastedScreenShowsContacts() throws {
        let window = Window(size: CGSize(width: 390, height: 300))
        let controller = RegisteredContactsViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        window.layoutIfNeeded()
        let view = controller.collectionView!
        let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(
            first.treeDescription() == """
                CollectionViewListCell (0 0; 390 63.5) indexPath=[0 0] accessories=disclosureIndicator
                ├ View (0 0; 366 63.5)
                │ └ ListContentView (0 0; 366 63.5)
                │   ├ ImageView (16 21.75; 20 20) image="person.circle"
                │   ├ Label (52 11; 298 20.5) text="Contact 1" lines=0
                │   └ Label (52 34.5; 298 18) text="555-011" lines=0
                └ CellAccessoryView (366 0; 8 63.5) interaction=off disclosureIndicator

                """)
        // Self-sized: two lines (17 + 15 pt) and the margins are taller than the 44 estimate.
        #expect(first.frame.height > 44)
        let rows = view.visibleCells.sorted { $0.frame.minY < $1.frame.minY }
        #expect(rows.count >= 4)
        for (a, b) in zip(rows, rows.dropFirst()) { #expect(a.frame.maxY == b.frame.minY) }
        #expect(window.diagnostics.isEmpty)
    }

    @Test(
        "A registration registers its class on first use; cells are reused with the new item's text"
    )
    func registrationReusesCells() {
        let source = RegisteredSource((0..<50).map { "Row \($0)" })
        let (window, view) = collection(source)
        #expect(texts(view) == (0..<5).map { "Row \($0)" })
        let made = view.cellsCreated
        view.setContentOffset(CGPoint(x: 0, y: 44 * 20), animated: false)
        window.layoutIfNeeded()
        #expect(texts(view) == (20..<25).map { "Row \($0)" })
        // Scrolled by whole screens: the pool gave the cells back, no new ones were made.
        #expect(view.cellsCreated == made)
        #expect(view.cellClasses.count == 1)
    }

    @Test("One registration serves two collection views, each registering it on first use")
    func registrationInTwoCollectionViews() {
        let source = RegisteredSource(["a", "b"])
        let (_, one) = collection(source)
        let (_, two) = collection(source)
        #expect(texts(one) == ["a", "b"])
        #expect(texts(two) == ["a", "b"])
        #expect(one.cellClasses.keys.sorted() == two.cellClasses.keys.sorted())
    }

    @Test(
        "A supplementary registration makes and configures headers (UIKit: dequeueConfiguredReusableSupplementary(using:for:))"
    )
    func supplementaryRegistration() throws {
        let source = RegisteredSource(["a", "b"])
        let (_, view) = collection(source, header: true)
        let header = try #require(
            view.supplementaryView(
                forElementKind: CollectionView.elementKindSectionHeader,
                at: IndexPath(item: 0, section: 0)) as? TitleHeaderView)
        #expect(header.label.text == "Section 0")
        #expect(header.frame.height == 30)
    }

    @Test("A reconfigured item keeps its cell and shows the new text (UIKit: reconfigureItems)")
    func reconfigureKeepsTheCell() throws {
        let window = Window(size: CGSize(width: 390, height: 300))
        let controller = RegisteredContactsViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        let view = controller.collectionView!
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        var snapshot = controller.dataSource.snapshot()
        let old = controller.contacts[0]
        var renamed = old
        renamed.name = "Renamed"
        renamed.phone = nil
        snapshot.insertItems([renamed], beforeItem: old)
        snapshot.deleteItems([old])
        controller.dataSource.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        let shown = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        let content = try #require(shown.contentConfiguration as? ListContentConfiguration)
        #expect(content.text == "Renamed")
        #expect(!shown.treeDescription().contains("555-011"))
        _ = cell
    }

    @Test("A cell kept after its collection view is gone can still be configured")
    func cellOutlivesCollectionView() throws {
        var cell: CollectionViewCell?
        do {
            let source = RegisteredSource(["a"])
            let (_, view) = collection(source)
            cell = view.cellForItem(at: IndexPath(item: 0, section: 0))
        }
        let kept = try #require(cell)
        var content = kept.defaultContentConfiguration()
        content.text = "still here"
        kept.contentConfiguration = content
        kept.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        kept.layoutIfNeeded()
        #expect(kept.treeDescription().contains("text=\"still here\""))
    }

    @Test("A nil item leaves the handler uncalled; the cell is still dequeued")
    func nilItem() {
        let source = RegisteredSource(["a"])
        let (_, view) = collection(source)
        var calls = 0
        let registration = CollectionView.CellRegistration<CollectionViewCell, String> { _, _, _ in
            calls += 1
        }
        let cell = view.dequeueConfiguredReusableCell(
            using: registration, for: IndexPath(item: 0, section: 0), item: nil)
        #expect(calls == 0)
        #expect(cell.reuseIdentifier?.hasPrefix("registration-") == true)
    }

    @Test("An index path outside the data stops, naming the parameter and the view")
    func indexPathOutsideData() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            @MainActor in
            let collection = CollectionView(frame: .zero, collectionViewLayout: ListLayout())
            let registration = CollectionView.CellRegistration<CollectionViewCell, Int> { _, _, _ in
            }
            _ = collection.dequeueConfiguredReusableCell(
                using: registration, for: IndexPath(item: 3, section: 0), item: 3)
        }
        expectMessage(
            result, contains: "dequeueConfiguredReusableCell(using:for:item:): indexPath [0 3]")
        expectMessage(result, contains: "CollectionView")
    }
}

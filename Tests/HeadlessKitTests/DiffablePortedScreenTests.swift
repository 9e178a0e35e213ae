// A modern UIKit screen (UICollectionViewDiffableDataSource, NSDiffableDataSourceSnapshot) as
// a user pastes it, with only the `UI` prefix removed: it must compile and behave as on iOS.
import Foundation
import HeadlessKit
import Testing

final class TaskListViewController: ViewController {
    enum Section { case main }
    struct Item: Hashable {
        let id: UUID
        var title: String
    }

    var collectionView: CollectionView!
    var dataSource: CollectionViewDiffableDataSource<Section, Item>!
    var items = (1...30).map { Item(id: UUID(), title: "Task \($0)") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 60)
        layout.minimumLineSpacing = 0
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(TaskCell.self, forCellWithReuseIdentifier: "cell")
        view.addSubview(collectionView)
        dataSource = CollectionViewDiffableDataSource<Section, Item>(
            collectionView: collectionView
        ) {
            collectionView, indexPath, item in
            let cell =
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                as! TaskCell
            cell.label.text = item.title
            return cell
        }
        applySnapshot(animatingDifferences: false)
    }

    func applySnapshot(animatingDifferences: Bool = true) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections([.main])
        snapshot.appendItems(items, toSection: .main)
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
    }

    func complete(_ item: Item) {
        items.removeAll { $0.id == item.id }
        applySnapshot()
    }
}

final class TaskCell: CollectionViewCell {
    let label = Label()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@MainActor @Suite struct DiffablePortedScreenTests {
    @Test(
        "A pasted diffable screen shows its items, and removing one keeps the other cells (UIKit: apply(_:animatingDifferences:completion:))"
    )
    func pastedScreenWorks() {
        let window = Window(size: CGSize(width: 390, height: 600))
        let controller = TaskListViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        let titles = { controller.collectionView.visibleCells.map { ($0 as! TaskCell).label.text } }
        #expect(titles() == (1...10).map { "Task \($0)" })

        let second = controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        controller.complete(controller.items[0])
        window.layoutIfNeeded()
        #expect(titles() == (2...11).map { "Task \($0)" })
        #expect(
            controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === second)
        #expect(controller.dataSource.snapshot().numberOfItems == 29)
    }
}

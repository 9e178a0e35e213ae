import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

// A UIKit app pasted with the prefix removed: a tab bar controller of navigation controllers,
// a compositional list with a diffable data source, a detail screen pushed on selection.
private final class ItemsViewController: ViewController, CollectionViewDelegate {
    enum Section { case main }
    var collectionView: CollectionView!
    var dataSource: CollectionViewDiffableDataSource<Section, String>!
    let items: [String]
    init(count: Int) {
        items = (1...count).map { "Item \($0)" }
        super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Items"
        navigationItem.rightBarButtonItem = BarButtonItem(
            barButtonSystemItem: .add, target: self, action: ItemsViewController.addTapped)
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: itemSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let layout = CollectionViewCompositionalLayout(section: section)
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
        dataSource = CollectionViewDiffableDataSource<Section, String>(
            collectionView: collectionView
        ) { collectionView, indexPath, item in
            let cell =
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                as! LabelCell
            cell.label.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(items)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func addTapped() {}

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
        let detail = DetailViewController()
        detail.text = item
        navigationController?.pushViewController(detail, animated: true)
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}

private final class LabelCell: CollectionViewCell {
    let label = Label()
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }
    required init?(coder: NSCoder) { fatalError() }
}

private final class DetailViewController: ViewController {
    var text = ""
    let label = Label()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = text
        label.text = text
        label.font = .preferredFont(forTextStyle: .title1)
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerXAnchor),
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
    }
}

/// The pasted app in a 390 × 844 window with an iPhone's safe area: tabs "Items" (a list of
/// `count` items) and "More".
@MainActor
private func app(count: Int) -> (
    Window, TabBarController, NavigationController, ItemsViewController
) {
    let window = Window(size: CGSize(width: 390, height: 844))
    window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let items = ItemsViewController(count: count)
    let first = NavigationController(rootViewController: items)
    first.tabBarItem = TabBarItem(title: "Items", image: Image(systemName: "list.bullet"), tag: 0)
    let second = NavigationController(rootViewController: ViewController())
    second.tabBarItem = TabBarItem(tabBarSystemItem: .more, tag: 1)
    let tabs = TabBarController()
    tabs.viewControllers = [first, second]
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    window.settle()
    return (window, tabs, first, items)
}

@MainActor
@Suite struct PastedTabNavigationAppTests {
    @Test(
        "A list in a navigation controller in a tab bar controller starts right below the bar, short or long: contentOffset.y == -adjustedContentInset.top (UIKit: ContentInsetAdjustmentBehavior.automatic)",
        arguments: [3, 30])
    func listStartsBelowTheBar(count: Int) {
        let (window, _, _, items) = app(count: count)
        let list = items.collectionView!
        // 47 of status bar and 44 of navigation bar above; 49 of tab bar and 34 below.
        #expect(list.adjustedContentInset == EdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        #expect(list.contentOffset == CGPoint(x: 0, y: -91))
        let firstCell = list.cellForItem(at: IndexPath(item: 0, section: 0))!
        #expect(firstCell.convert(firstCell.bounds, to: window).minY == 91)
        #expect(window.diagnostics.isEmpty)
    }

    @Test(
        "Tapping an item pushes its detail with a back button titled with the list's title; tapping the selected tab pops back to the list (UIKit: UINavigationController, UITabBarController)"
    )
    func selectPushesReselectPops() {
        let (window, _, navigation, items) = app(count: 30)
        window.find(.text("Item 3")).tap()
        window.settle()
        #expect(navigation.viewControllers.count == 2)
        let detail = navigation.topViewController as! DetailViewController
        #expect(detail.label.text == "Item 3")
        // Pinned 20 pt below the safe area's top, which the bar moves down to 91.
        #expect(detail.label.frame.minY == 111)
        #expect(window.find(.type(Button.self).and(.accessibilityLabel("Items"))).views.count == 1)
        window.find(.accessibilityLabel("Items").and(.type(TabBarButton.self))).tap()
        window.settle()
        #expect(navigation.viewControllers == [items])
        #expect(items.collectionView.indexPathsForSelectedItems == nil)
    }
}

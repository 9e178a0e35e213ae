// Two compositional screens as a user pastes them from a UIKit project with only the `UI`
// prefix removed: an App Store–like page (a featured carousel paged by group, a centred
// carousel of three-row groups, a grid on a section background) and a card carousel whose
// cards shrink away from the middle. They must compile and behave as on iOS.
import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

final class AppStoreSectionBackgroundView: CollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGroupedBackground
    }
    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}

final class AppStoreViewController: ViewController {
    static let sectionBackgroundElementKind = "section-background-element-kind"

    enum Section: Int, CaseIterable { case featured, small, grid }

    var dataSource: CollectionViewDiffableDataSource<Section, Int>! = nil
    var collectionView: CollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        configureHierarchy()
        configureDataSource()
    }

    func featuredSection() -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.92), heightDimension: .absolute(250))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(
            top: 0, leading: 10, bottom: 0, trailing: 10)
        section.orthogonalScrollingBehavior = .groupPaging
        return section
    }

    func smallAppSection() -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let itemGroupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(70))
        let itemGroup = NSCollectionLayoutGroup.horizontal(
            layoutSize: itemGroupSize, subitems: [item])
        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.92), heightDimension: .absolute(210))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: groupSize, subitems: [itemGroup])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        return section
    }

    func gridSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(
            top: 10, leading: 10, bottom: 10, trailing: 10)
        let sectionBackground = NSCollectionLayoutDecorationItem.background(
            elementKind: AppStoreViewController.sectionBackgroundElementKind)
        sectionBackground.contentInsets = NSDirectionalEdgeInsets(
            top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [sectionBackground]
        return section
    }

    func createLayout() -> CollectionViewLayout {
        let layout = CollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
            switch Section(rawValue: sectionIndex)! {
            case .featured: return self.featuredSection()
            case .small: return self.smallAppSection()
            case .grid: return self.gridSection()
            }
        }
        let config = CollectionViewCompositionalLayoutConfiguration()
        config.interSectionSpacing = 20
        layout.configuration = config
        layout.register(
            AppStoreSectionBackgroundView.self,
            forDecorationViewOfKind: AppStoreViewController.sectionBackgroundElementKind)
        return layout
    }

    func configureHierarchy() {
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.register(
            SampleTextCell.self, forCellWithReuseIdentifier: SampleTextCell.reuseIdentifier)
        view.addSubview(collectionView)
    }

    func configureDataSource() {
        dataSource = CollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView)
        {
            (collectionView: CollectionView, indexPath: IndexPath, identifier: Int)
                -> CollectionViewCell? in
            guard
                let cell = collectionView.dequeueReusableCell(
                    withReuseIdentifier: SampleTextCell.reuseIdentifier,
                    for: indexPath) as? SampleTextCell
            else { fatalError("Cannot create new cell") }
            cell.label.text = "\(identifier)"
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.featured])
        snapshot.appendItems(Array(0..<5))
        snapshot.appendSections([.small])
        snapshot.appendItems(Array(100..<109))
        snapshot.appendSections([.grid])
        snapshot.appendItems(Array(200..<204))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

final class CardCarouselViewController: ViewController {
    var dataSource: CollectionViewDiffableDataSource<Int, Int>! = nil
    var collectionView: CollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(
            SampleTextCell.self, forCellWithReuseIdentifier: SampleTextCell.reuseIdentifier)
        view.addSubview(collectionView)
        dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, identifier in
            let cell = collectionView.dequeueReusableCell(
                withReuseIdentifier: SampleTextCell.reuseIdentifier, for: indexPath)
            (cell as? SampleTextCell)?.label.text = "Card \(identifier)"
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<10))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func createLayout() -> CollectionViewLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.7), heightDimension: .absolute(300)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 10
        section.visibleItemsInvalidationHandler = { (items, offset, environment) in
            // swift-format-ignore: ReplaceForEachWithForLoop
            items.forEach { item in
                let distanceFromCenter = abs(
                    (item.frame.midX - offset.x) - environment.container.contentSize.width / 2.0)
                let minScale: CGFloat = 0.7
                let maxScale: CGFloat = 1.1
                let scale = max(
                    maxScale - (distanceFromCenter / environment.container.contentSize.width),
                    minScale)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        return CollectionViewCompositionalLayout(section: section)
    }
}

@MainActor @Suite struct CompositionalOrthogonalPortedScreenTests {
    @Test(
        "A pasted App Store page pages its featured row by group, centres its small-app groups and draws the grid's background (UIKit: orthogonalScrollingBehavior, NSCollectionLayoutDecorationItem)"
    )
    func appStorePage() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let controller = AppStoreViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        let collectionView = controller.collectionView!
        assertTree(
            collectionView,
            """
            CollectionView (0 0; 390 844) bg=#FFFFFF content=(390 720)
            ├ OrthogonalScrollView (0 0; 390 250) content=(1722 250)
            │ ├ SampleTextCell (10 0; 340.4 250) indexPath=[0 0]
            │ │ └ View (0 0; 340.4 250)
            │ │   └ Label (10 10; 320.4 230) text="0"
            │ └ SampleTextCell (350.4 0; 340.4 250) indexPath=[0 1]
            │   └ View (0 0; 340.4 250)
            │     └ Label (10 10; 320.4 230) text="1"
            ├ OrthogonalScrollView (0 270; 390 210) content=(1107.6 210)
            │ ├ SampleTextCell (15.6 0; 358.8 70) indexPath=[1 0]
            │ │ └ View (0 0; 358.8 70)
            │ │   └ Label (10 10; 338.8 50) text="100"
            │ ├ SampleTextCell (15.6 70; 358.8 70) indexPath=[1 1]
            │ │ └ View (0 0; 358.8 70)
            │ │   └ Label (10 10; 338.8 50) text="101"
            │ ├ SampleTextCell (15.6 140; 358.8 70) indexPath=[1 2]
            │ │ └ View (0 0; 358.8 70)
            │ │   └ Label (10 10; 338.8 50) text="102"
            │ ├ SampleTextCell (374.4 0; 358.8 70) indexPath=[1 3]
            │ │ └ View (0 0; 358.8 70)
            │ │   └ Label (10 10; 338.8 50) text="103"
            │ ├ SampleTextCell (374.4 70; 358.8 70) indexPath=[1 4]
            │ │ └ View (0 0; 358.8 70)
            │ │   └ Label (10 10; 338.8 50) text="104"
            │ └ SampleTextCell (374.4 140; 358.8 70) indexPath=[1 5]
            │   └ View (0 0; 358.8 70)
            │     └ Label (10 10; 338.8 50) text="105"
            ├ AppStoreSectionBackgroundView (5 505; 380 210) bg=#F2F2F7 indexPath=[2 0]
            ├ SampleTextCell (15 515; 175 90) indexPath=[2 0]
            │ └ View (0 0; 175 90)
            │   └ Label (10 10; 155 70) text="200"
            ├ SampleTextCell (200 515; 175 90) indexPath=[2 1]
            │ └ View (0 0; 175 90)
            │   └ Label (10 10; 155 70) text="201"
            ├ SampleTextCell (15 615; 175 90) indexPath=[2 2]
            │ └ View (0 0; 175 90)
            │   └ Label (10 10; 155 70) text="202"
            └ SampleTextCell (200 615; 175 90) indexPath=[2 3]
              └ View (0 0; 175 90)
                └ Label (10 10; 155 70) text="203"
            """)
        // A swipe on the featured row shows the next group at the leading inset.
        window.fling(from: CGPoint(x: 300, y: 125), velocity: CGPoint(x: -1200, y: 0))
        window.settle()
        let featured = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(abs(featured.convert(featured.bounds, to: collectionView).minX - 10) < 0.001)
        // A swipe on the small apps shows the next group in the middle.
        window.fling(from: CGPoint(x: 300, y: 380), velocity: CGPoint(x: -1200, y: 0))
        window.settle()
        let small = collectionView.cellForItem(at: IndexPath(item: 3, section: 1))!
        let shown = small.convert(small.bounds, to: collectionView)
        #expect(abs(shown.midX - 195) < 0.001, "\(shown)")
        #expect(collectionView.contentOffset == .zero)
    }

    @Test(
        "A pasted card carousel scales its cards by their distance from the middle as it pages (UIKit: visibleItemsInvalidationHandler)"
    )
    func cardCarousel() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let controller = CardCarouselViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        let collectionView = controller.collectionView!
        func scale(_ item: Int) -> CGFloat? {
            collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.transform.a
        }
        // The middle card at full scale (1.1), its neighbours smaller.
        #expect(scale(0) == 1.1)
        #expect(scale(1)! < 1.1)
        window.fling(from: CGPoint(x: 300, y: 150), velocity: CGPoint(x: -1200, y: 0))
        window.settle()
        #expect(scale(1) == 1.1)
        #expect(scale(0)! < 1.1)
        #expect(scale(2)! < 1.1)
    }
}

// Apple's sample "Using Collection View Compositional Layouts and Diffable Data Sources"
// (SectionHeadersFootersViewController), as a user pastes it with only the `UI` prefix
// removed: it must compile and lay out as on iOS.
import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

final class SampleTextCell: CollectionViewCell {
    static let reuseIdentifier = "text-cell-reuse-identifier"
    let label = Label()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        let inset = CGFloat(10)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: inset),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -inset),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: inset),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -inset),
        ])
    }
    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}

final class SampleTitleSupplementaryView: CollectionReusableView {
    let label = Label()
    static let reuseIdentifier = "title-supplementary-reuse-identifier"

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }
    required init?(coder: NSCoder) {
        fatalError()
    }
}

final class SectionHeadersFootersViewController: ViewController {
    static let sectionHeaderElementKind = "section-header-element-kind"
    static let sectionFooterElementKind = "section-footer-element-kind"

    var dataSource: CollectionViewDiffableDataSource<Int, Int>! = nil
    var collectionView: CollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        configureHierarchy()
        configureDataSource()
    }

    /// - Tag: HeaderFooter
    func createLayout() -> CollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0),
            heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)

        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0),
            heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(
            top: 0, leading: 10, bottom: 0, trailing: 10)

        let headerFooterSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0),
            heightDimension: .estimated(44))
        let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerFooterSize,
            elementKind: SectionHeadersFootersViewController.sectionHeaderElementKind,
            alignment: .top)
        let sectionFooter = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerFooterSize,
            elementKind: SectionHeadersFootersViewController.sectionFooterElementKind,
            alignment: .bottom)
        section.boundarySupplementaryItems = [sectionHeader, sectionFooter]

        let layout = CollectionViewCompositionalLayout(section: section)
        return layout
    }

    func configureHierarchy() {
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.register(
            SampleTextCell.self, forCellWithReuseIdentifier: SampleTextCell.reuseIdentifier)
        collectionView.register(
            SampleTitleSupplementaryView.self,
            forSupplementaryViewOfKind: SectionHeadersFootersViewController
                .sectionHeaderElementKind,
            withReuseIdentifier: SampleTitleSupplementaryView.reuseIdentifier)
        collectionView.register(
            SampleTitleSupplementaryView.self,
            forSupplementaryViewOfKind: SectionHeadersFootersViewController
                .sectionFooterElementKind,
            withReuseIdentifier: SampleTitleSupplementaryView.reuseIdentifier)
        view.addSubview(collectionView)
    }

    func configureDataSource() {
        dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            (collectionView: CollectionView, indexPath: IndexPath, identifier: Int)
                -> CollectionViewCell? in
            guard
                let cell = collectionView.dequeueReusableCell(
                    withReuseIdentifier: SampleTextCell.reuseIdentifier,
                    for: indexPath) as? SampleTextCell
            else { fatalError("Cannot create new cell") }
            cell.label.text = "\(indexPath.section),\(indexPath.item)"
            return cell
        }
        dataSource.supplementaryViewProvider = {
            (collectionView: CollectionView, kind: String, indexPath: IndexPath)
                -> CollectionReusableView? in
            guard
                let supplementaryView = collectionView.dequeueReusableSupplementaryView(
                    ofKind: kind,
                    withReuseIdentifier: SampleTitleSupplementaryView.reuseIdentifier,
                    for: indexPath) as? SampleTitleSupplementaryView
            else { fatalError("Cannot create new supplementary") }
            let viewKind =
                kind == SectionHeadersFootersViewController.sectionHeaderElementKind
                ? "Header" : "Footer"
            supplementaryView.label.text = "\(viewKind) for section \(indexPath.section)"
            return supplementaryView
        }

        // initial data
        let itemsPerSection = 5
        let sections = Array(0..<5)
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        var itemOffset = 0
        // swift-format-ignore: ReplaceForEachWithForLoop
        sections.forEach {
            snapshot.appendSections([$0])
            snapshot.appendItems(Array(itemOffset..<itemOffset + itemsPerSection))
            itemOffset += itemsPerSection
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

@MainActor @Suite struct CompositionalPortedScreenTests {
    /// Each section is 328 tall: header 44, five rows 44 + 5 apart (240), footer 44.
    @Test(
        "A pasted compositional screen with headers, footers and a diffable data source lays out as on iOS (UIKit: UICollectionViewCompositionalLayout, NSCollectionLayoutBoundarySupplementaryItem)"
    )
    func pastedScreenLaysOut() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let controller = SectionHeadersFootersViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        let collectionView = controller.collectionView!
        #expect(collectionView.contentSize == CGSize(width: 390, height: 5 * 328))
        let first =
            collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as! SampleTextCell
        #expect(first.frame == CGRect(x: 10, y: 44, width: 370, height: 44))
        #expect(first.label.text == "0,0")
        let header =
            collectionView.supplementaryView(
                forElementKind: SectionHeadersFootersViewController.sectionHeaderElementKind,
                at: IndexPath(item: 0, section: 2)) as! SampleTitleSupplementaryView
        #expect(header.frame == CGRect(x: 10, y: 656, width: 370, height: 44))
        #expect(header.label.text == "Header for section 2")
        // Sections 0, 1 and most of 2 show: 5 + 5 + 3 rows (row 3 of section 2 is at 847).
        #expect(collectionView.indexPathsForVisibleItems.count == 13)

        // Scrolling to the last section brings its items and footer in.
        collectionView.contentOffset = CGPoint(x: 0, y: 5 * 328 - 844)
        window.layoutIfNeeded()
        let footer =
            collectionView.supplementaryView(
                forElementKind: SectionHeadersFootersViewController.sectionFooterElementKind,
                at: IndexPath(item: 0, section: 4)) as! SampleTitleSupplementaryView
        #expect(footer.frame == CGRect(x: 10, y: 5 * 328 - 44, width: 370, height: 44))
        #expect(footer.label.text == "Footer for section 4")

        // A snapshot that deletes a section moves the ones after it up.
        var snapshot = controller.dataSource.snapshot()
        snapshot.deleteSections([0])
        controller.dataSource.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        #expect(collectionView.contentSize == CGSize(width: 390, height: 4 * 328))
        #expect(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 10, y: 44, width: 370, height: 44))
    }
}

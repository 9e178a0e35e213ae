// Trial port: two compositional screens pasted from UIKit with the `UI` prefix removed.
import Foundation
@testable import HeadlessKit
import HeadlessTesting
import Testing

final class TrialBackgroundView: CollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .lightGray
    }
    required init?(coder: NSCoder) { fatalError("not implemented") }
}

@MainActor final class TrialAppStoreScreen: NSObject, CollectionViewDataSource {
    static let background = "section-background-element-kind"
    var collectionView: CollectionView! = nil

    func createLayout() -> CollectionViewLayout {
        let layout = CollectionViewCompositionalLayout { sectionIndex, environment in
            if sectionIndex == 0 {
                let itemSize = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
                let item = NSCollectionLayoutItem(layoutSize: itemSize)
                let groupSize = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.92), heightDimension: .absolute(250))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
                section.orthogonalScrollingBehavior = .groupPaging
                return section
            }
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let sectionBackground = NSCollectionLayoutDecorationItem.background(
                elementKind: TrialAppStoreScreen.background)
            sectionBackground.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
            section.decorationItems = [sectionBackground]
            return section
        }
        layout.register(TrialBackgroundView.self, forDecorationViewOfKind: TrialAppStoreScreen.background)
        return layout
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { 2 }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        section == 0 ? 5 : 6
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

@MainActor func trialCarouselSection() -> NSCollectionLayoutSection {
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
        items.forEach { item in
            let distanceFromCenter = abs(
                (item.frame.midX - offset.x) - environment.container.contentSize.width / 2.0)
            let minScale: CGFloat = 0.7
            let maxScale: CGFloat = 1.1
            let scale = max(maxScale - (distanceFromCenter / environment.container.contentSize.width), minScale)
            item.transform = CGAffineTransform(scaleX: scale, y: scale)
        }
    }
    return section
}

@MainActor @Suite struct ZZTrialPortTests {
    @Test func appStore() {
        let screen = TrialAppStoreScreen()
        let cv = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: screen.createLayout())
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        cv.dataSource = screen
        let window = Window(frame: cv.frame)
        window.addSubview(cv)
        window.layoutIfNeeded()
        print(cv.treeDescription())
        print(cv.svg())
        let screen2 = OrthogonalScreen(orthogonalLayout(.groupPaging))
        screen2.window.fling(from: CGPoint(x: 300, y: 75), velocity: CGPoint(x: -1500, y: 0))
        screen2.window.settle()
        print(screen2.window.hitTest(CGPoint(x: 180, y: 75), with: nil) as Any)
        screen2.window.tap(at: CGPoint(x: 180, y: 75))
        screen2.window.settle()
        print(screen2.log.calls)
    }
    @Test func carousel() {
        let layout = CollectionViewCompositionalLayout(section: trialCarouselSection())
        let cv = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        _ = cv
    }
}
